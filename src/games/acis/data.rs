//! Where ACIS's catalog text comes from: the files shipped in `assets/data/acis/` (compiled in, as
//! ACME's are) or a directory on disk (`acme validate --game acis DIR`).

use std::path::Path;
use std::sync::{Arc, OnceLock};

use crate::games::acis::catalog::{Catalog, Sources};
use crate::games::acme::catalog::CatalogError;
use crate::games::acme::data::{data_file, read_source, shipped};

/// Where the shipped files lie, relative to the program's folder.
pub const DIR: &str = "assets/data/acis";

/// The data files as they were when the program was built.
pub fn builtin_sources() -> Sources {
    Sources {
        map: data_file!("acis/", "map.ron"),
        fate_cards: data_file!("acis/", "fate_cards.ron"),
        wonders: data_file!("acis/", "wonders.ron"),
        civilizations: data_file!("acis/", "civilizations.ron"),
        setups: data_file!("acis/", "setups.ron"),
        epoch_table: data_file!("acis/", "epoch_table.ron"),
        rules_text: data_file!("acis/", "rules_text.ron"),
    }
}

/// The shipped catalog, parsed and checked once.
pub fn builtin() -> Arc<Catalog> {
    static CAT: OnceLock<Arc<Catalog>> = OnceLock::new();
    CAT.get_or_init(|| shipped(Catalog::from_sources(&builtin_sources())))
        .clone()
}

/// Read the seven data files from a directory.
pub fn sources_from_dir(dir: &Path) -> Result<Sources, Vec<CatalogError>> {
    let mut errs = Vec::new();
    let mut read = |name: &str| read_source(dir, name, &mut errs);
    let [m, f, w, c, s, e, r] = Sources::FILES;
    let src = Sources {
        map: read(m),
        fate_cards: read(f),
        wonders: read(w),
        civilizations: read(c),
        setups: read(s),
        epoch_table: read(e),
        rules_text: read(r),
    };
    if errs.is_empty() { Ok(src) } else { Err(errs) }
}

/// Parse and check the data files in a directory.
pub fn load_dir(dir: &Path) -> Result<Catalog, Vec<CatalogError>> {
    Catalog::from_sources(&sources_from_dir(dir)?)
}

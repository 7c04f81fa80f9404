//! Where the catalog's text comes from: the files shipped in `assets/data/` (compiled in, so tests
//! and the CLI work from any directory) or a directory on disk (`acme validate DIR`).

use std::path::Path;
use std::sync::{Arc, OnceLock};

use crate::games::acme::catalog::{Catalog, CatalogError, CatalogSources};

/// A data file compiled in, `(name shown in messages, text)`: `data_file!("map.ron")` for ACME's,
/// `data_file!("acis/", "map.ron")` for a file in another game's folder.
macro_rules! data_file {
    ($name:literal) => {
        data_file!("", $name)
    };
    ($dir:literal, $name:literal) => {
        (
            concat!("assets/data/", $dir, $name).to_string(),
            include_str!(concat!("../../../assets/data/", $dir, $name)).to_string(),
        )
    };
}
pub(crate) use data_file;

/// The data files as they were when the program was built.
pub fn builtin_sources() -> CatalogSources {
    CatalogSources {
        map: data_file!("map.ron"),
        fate_cards: data_file!("fate_cards.ron"),
        deities: data_file!("deities.ron"),
        civilizations: data_file!("civilizations.ron"),
        epoch_table: data_file!("epoch_table.ron"),
        rules_text: data_file!("rules_text.ron"),
    }
}

/// The shipped catalog, parsed once. The shipped files are checked by the test suite, so a failure
/// here is a build defect, not bad user input.
pub fn builtin() -> Arc<Catalog> {
    static CAT: OnceLock<Arc<Catalog>> = OnceLock::new();
    CAT.get_or_init(|| shipped(Catalog::from_sources(&builtin_sources())))
        .clone()
}

/// A game's shipped catalog, checked. The shipped files are checked by the test suite, so a
/// problem here is a build defect: it panics with every problem.
pub fn shipped<C>(checked: Result<C, Vec<CatalogError>>) -> Arc<C> {
    Arc::new(checked.unwrap_or_else(|errs| {
        let lines: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("shipped data files are broken:\n{}", lines.join("\n"))
    }))
}

/// One data file of a directory, named as messages show it; a file that cannot be read is
/// reported in `errs` (and read as empty).
pub fn read_source(dir: &Path, name: &str, errs: &mut Vec<CatalogError>) -> (String, String) {
    let path = dir.join(name);
    let shown = path.display().to_string();
    match std::fs::read_to_string(&path) {
        Ok(text) => (shown, text),
        Err(e) => {
            errs.push(CatalogError {
                file: shown.clone(),
                line: 0,
                message: format!("cannot read: {e}"),
            });
            (shown, String::new())
        }
    }
}

/// Read the six data files from a directory (as `acme validate DIR` does).
pub fn sources_from_dir(dir: &Path) -> Result<CatalogSources, Vec<CatalogError>> {
    let mut errs = Vec::new();
    let mut read = |name: &str| read_source(dir, name, &mut errs);
    let [m, f, d, c, e, r] = CatalogSources::FILES;
    let src = CatalogSources {
        map: read(m),
        fate_cards: read(f),
        deities: read(d),
        civilizations: read(c),
        epoch_table: read(e),
        rules_text: read(r),
    };
    if errs.is_empty() { Ok(src) } else { Err(errs) }
}

/// Parse and check the data files in a directory.
pub fn load_dir(dir: &Path) -> Result<Catalog, Vec<CatalogError>> {
    Catalog::from_sources(&sources_from_dir(dir)?)
}

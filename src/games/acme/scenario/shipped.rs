//! The scenario files shipped in `assets/scenarios/` (compiled in, like the catalog's data files),
//! and the API the command line and the window use to start one. The rules themselves (the rest
//! of `scenario`) only ever see text and definitions.

use std::path::Path;

use super::{self as scenario, ScenarioChoice, ScenarioDef, ScenarioSetup};
use crate::games::acme::catalog::CatalogError;
use crate::games::acme::record::SetupSpec;

macro_rules! scenario_files {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../../../../assets/scenarios/", $name, ".ron")))),*]
    };
}

/// Every shipped scenario: (id, text), in the order `acme scenarios` lists them.
pub const FILES: &[(&str, &str)] = scenario_files!(
    "basic-2",
    "basic-3",
    "basic-4",
    "basic-5",
    "basic-6",
    "sargon",
    "lion-of-judah",
    "sea-peoples",
    "balance-of-power",
    "fire-in-the-east",
    "agamemnon",
    "fire-in-the-steppes",
    "king-of-the-whole-world",
    "cyrus",
    "empires-on-horseback",
    "darius",
    "successors",
    "alexander",
    "rostam",
    "mithridates",
    "rome-vs-parthia",
    "sandbox-6",
    "sandbox-5",
    "sandbox-4",
    "sandbox-3",
    "sandbox-2",
    "sandbox-4-west",
    "sandbox-4-east",
    "sandbox-4-fertile-crescent",
    "sandbox-3-west",
    "sandbox-3-east",
    "sandbox-3-fertile-crescent",
    "sandbox-2-west",
    "sandbox-2-east",
    "sandbox-2-fertile-crescent",
    "exploration-egypt",
);

fn file_name(id: &str) -> String {
    format!("assets/scenarios/{id}.ron")
}

/// Parse and check one shipped scenario.
pub fn load(name: &str) -> Result<ScenarioDef, String> {
    let id = name.trim_end_matches(".ron");
    let (_, text) = FILES
        .iter()
        .find(|(n, _)| *n == id)
        .ok_or_else(|| format!("no scenario '{id}' (see `acme scenarios`)"))?;
    let cat = crate::games::acme::data::builtin();
    scenario::parse_and_check(&cat, &file_name(id), text).map_err(|errs| {
        errs.iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// Every shipped scenario, parsed and checked.
pub fn all() -> Result<Vec<ScenarioDef>, Vec<CatalogError>> {
    let cat = crate::games::acme::data::builtin();
    let mut out = Vec::new();
    let mut errs = Vec::new();
    for (id, text) in FILES {
        match scenario::parse_and_check(&cat, &file_name(id), text) {
            Ok(d) => {
                if d.id != *id {
                    errs.push(CatalogError {
                        file: file_name(id),
                        line: 1,
                        message: format!("the file's id is '{}', not '{id}'", d.id),
                    });
                }
                out.push(d)
            }
            Err(e) => errs.extend(e),
        }
    }
    if errs.is_empty() { Ok(out) } else { Err(errs) }
}

/// Check every `*.ron` scenario file in a directory (`acme validate` style).
pub fn check_dir(dir: &Path) -> Vec<CatalogError> {
    let cat = crate::games::acme::data::builtin();
    let mut errs = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else {
        return vec![CatalogError {
            file: dir.display().to_string(),
            line: 0,
            message: "cannot read the directory".into(),
        }];
    };
    let mut paths: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.extension().is_some_and(|e| e == "ron") {
            let shown = p.display().to_string();
            match std::fs::read_to_string(&p) {
                Ok(text) => {
                    if let Err(e) = scenario::parse_and_check(&cat, &shown, &text) {
                        errs.extend(e);
                    }
                }
                Err(e) => errs.push(CatalogError {
                    file: shown,
                    line: 0,
                    message: format!("cannot read: {e}"),
                }),
            }
        }
    }
    errs
}

/// The setup of a shipped scenario with every civilization an NPC (what `acme simulate
/// --scenario NAME` plays).
pub fn scenario_setup(name: &str) -> Result<SetupSpec, String> {
    scenario_setup_with(name, ScenarioChoice::default())
}

/// The setup of a shipped scenario with the players' choices.
pub fn scenario_setup_with(name: &str, choice: ScenarioChoice) -> Result<SetupSpec, String> {
    let def = load(name)?;
    Ok(SetupSpec::Scenario(Box::new(ScenarioSetup {
        name: def.id.clone(),
        def,
        choice,
    })))
}

use std::path::Path;
use std::process::ExitCode;

use crate::game_id::GameId;
use crate::games::acme::catalog::CatalogError;

/// `acme validate [--game GAME] [DIR]`: the data files of the game in `DIR` (default: where the
/// game ships them).
pub fn run(game: GameId, dir: Option<&Path>) -> ExitCode {
    match game {
        GameId::Acme => run_acme(dir.unwrap_or(Path::new("assets/data"))),
        GameId::Acis => {
            let dir = dir.unwrap_or(Path::new(crate::games::acis::data::DIR));
            report(acis_data(dir))
        }
        GameId::Cradle => {
            let dir = dir.unwrap_or(Path::new(crate::games::cradle::data::DIR));
            report(cradle_data(dir))
        }
    }
}

/// Print a summary, or every problem as `file:line: problem` and fail.
fn report(checked: Result<String, Vec<CatalogError>>) -> ExitCode {
    match checked {
        Ok(summary) => {
            outln!("{summary}");
            ExitCode::SUCCESS
        }
        Err(errs) => problems(&errs),
    }
}

fn problems(errs: &[impl std::fmt::Display]) -> ExitCode {
    for e in errs {
        eprintln!("{e}");
    }
    eprintln!("{} problem(s) found", errs.len());
    ExitCode::FAILURE
}

/// ACME: parse and cross-check every data file; print `file:line: problem`. The scenario files
/// beside it (`DIR/../scenarios`) and the tutorial scripts (`DIR/../tutorial`) are checked too.
fn run_acme(dir: &Path) -> ExitCode {
    match acme_data(dir) {
        Ok(summary) => {
            outln!("{summary}");
            let scen = dir.parent().map(|p| p.join("scenarios"));
            if let Some(scen) = scen.filter(|p| p.is_dir()) {
                let errs = crate::games::acme::scenario::shipped::check_dir(&scen);
                if !errs.is_empty() {
                    return problems(&errs);
                }
                let n = std::fs::read_dir(&scen)
                    .map(|r| {
                        r.flatten()
                            .filter(|e| e.path().extension().is_some_and(|x| x == "ron"))
                            .count()
                    })
                    .unwrap_or(0);
                outln!("{}: ok - {n} scenarios", scen.display());
            }
            // The tutorial scripts: names resolved, every answer played through.
            let tut = dir.parent().map(|p| p.join("tutorial"));
            if let Some(tut) = tut.filter(|p| p.is_dir()) {
                let (errs, n) = crate::games::acme::session::tutorial::check_dir(
                    &crate::games::acme::data::builtin(),
                    &tut,
                );
                if !errs.is_empty() {
                    return problems(&errs);
                }
                outln!("{}: ok - {n} tutorial script(s)", tut.display());
            }
            ExitCode::SUCCESS
        }
        Err(errs) => problems(&errs),
    }
}

/// ACIS: its data checked, with the records counted by kind and by provenance.
fn acis_data(dir: &Path) -> Result<String, Vec<CatalogError>> {
    let cat = crate::games::acis::data::load_dir(dir)?;
    let board = &cat.board;
    let deep = crate::games::acis::catalog::names(board, cat.deep_seas());
    let mut out = format!(
        "{}: ok - {} areas ({} land, {} sea, deep: {}), {} adjacencies, {} map configurations",
        dir.display(),
        board.len(),
        board.areas.iter().filter(|a| a.is_land()).count(),
        board.areas.iter().filter(|a| a.is_sea()).count(),
        deep.join(", "),
        board.adjacency_confidence.len(),
        board.configs.len(),
    );
    for (kind, tally) in cat.provenance_summary() {
        let total: usize = tally.iter().sum();
        let by: Vec<String> = crate::games::acis::catalog::PROVENANCES
            .iter()
            .zip(tally)
            .map(|(p, n)| format!("{n} {}", p.label()))
            .collect();
        out.push_str(&format!("\n  {total} {kind}: {}", by.join(", ")));
    }
    Ok(out)
}

/// Cradle: its data checked, with the records counted by kind and by provenance.
fn cradle_data(dir: &Path) -> Result<String, Vec<CatalogError>> {
    let cat = crate::games::cradle::data::load_dir(dir)?;
    let land = cat.land().count();
    let adjacencies: usize = cat
        .areas
        .iter()
        .map(|a| a.land_adjacent.len() + a.seas.len())
        .sum::<usize>()
        / 2;
    let mut out = format!(
        "{}: ok - {} areas ({land} land, {} sea), {adjacencies} adjacencies, {} regions, {} \
         civilizations, {} Cities, {} Wonders",
        dir.display(),
        cat.areas.len(),
        cat.areas.len() - land,
        cat.regions.len(),
        cat.civs.len(),
        cat.cities.len(),
        cat.wonders.len(),
    );
    for (kind, tally) in &cat.provenance {
        let total: usize = tally.values().sum();
        let by: Vec<String> = tally
            .iter()
            .map(|(p, n)| format!("{n} {}", p.label()))
            .collect();
        out.push_str(&format!("\n  {total} {kind}: {}", by.join(", ")));
    }
    Ok(out)
}

fn acme_data(dir: &Path) -> Result<String, Vec<CatalogError>> {
    let cat = crate::games::acme::data::load_dir(dir)?;
    Ok(format!(
        "{}: ok - {} areas, {} map configurations, {} Fate cards, {} Deities, {} civilizations, {} Change of Epoch rows",
        dir.display(),
        cat.board.len(),
        cat.board.configs.len(),
        cat.fate_cards().count(),
        cat.deities.len(),
        cat.civs.len(),
        cat.epoch_table.len()
    ))
}

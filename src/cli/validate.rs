use std::path::Path;
use std::process::ExitCode;

/// `acme validate DIR`: parse and cross-check every data file; print `file:line: problem`. The
/// scenario files beside it (`DIR/../scenarios`) and the tutorial scripts (`DIR/../tutorial`) are
/// checked too.
pub fn run(dir: &Path) -> ExitCode {
    match acme_data(dir) {
        Ok(summary) => {
            outln!("{summary}");
            let scen = dir.parent().map(|p| p.join("scenarios"));
            if let Some(scen) = scen.filter(|p| p.is_dir()) {
                let errs = crate::games::acme::scenario::shipped::check_dir(&scen);
                if !errs.is_empty() {
                    for e in &errs {
                        eprintln!("{e}");
                    }
                    eprintln!("{} problem(s) found", errs.len());
                    return ExitCode::FAILURE;
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
                let (errs, n) =
                    crate::play::tutorial::check_dir(&crate::games::acme::data::builtin(), &tut);
                if !errs.is_empty() {
                    for e in &errs {
                        eprintln!("{e}");
                    }
                    eprintln!("{} problem(s) found", errs.len());
                    return ExitCode::FAILURE;
                }
                outln!("{}: ok - {n} tutorial script(s)", tut.display());
            }
            ExitCode::SUCCESS
        }
        Err(errs) => {
            for e in &errs {
                eprintln!("{e}");
            }
            eprintln!("{} problem(s) found", errs.len());
            ExitCode::FAILURE
        }
    }
}

fn acme_data(dir: &Path) -> Result<String, Vec<crate::games::acme::catalog::CatalogError>> {
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

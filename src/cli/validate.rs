use std::path::Path;
use std::process::ExitCode;

/// `acme validate DIR`: parse and cross-check every data file; print `file:line: problem`.
pub fn run(dir: &Path) -> ExitCode {
    match acme_data(dir) {
        Ok(summary) => {
            println!("{summary}");
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

fn acme_data(dir: &Path) -> Result<String, Vec<crate::rules::catalog::CatalogError>> {
    let cat = crate::data::load_dir(dir)?;
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

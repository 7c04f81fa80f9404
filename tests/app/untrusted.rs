//! Issue 23: untrusted files never crash the game. The bad-input corpus (tests/data/bad, written
//! by tools/gen_bad_corpus.py), the mutation fuzzer, and the loaders' messages.

use std::path::Path;

/// Load one corpus file with the loader the game uses for its kind (`acme replay` for records and
/// positions, Continue / Load for saves, the scenario loader for scenario files).
fn load(path: &Path) -> Result<(), String> {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    if name.ends_with(".save.ron") {
        let (save, _) = acme::saves::read_with_journal(path).map_err(|e| e.to_string())?;
        acme::play::Session::from_save(acme::data::builtin(), &save)
            .map(|_| ())
            .map_err(|e| format!("{}: {e}", path.display()))
    } else if name.ends_with(".scenario.ron") {
        acme::load::scenario_file(path).map(|_| ())
    } else {
        acme::load::replay_file(path).map(|_| ())
    }
}

/// Every file of the corpus (at least 200: records, positions, scenario files, saves) gives its
/// expected outcome: refused with a message that names the file (and holds the expected words),
/// or played. No panic; each file within a bound of time.
#[test]
fn every_file_of_the_bad_corpus_has_its_expected_outcome() {
    let dir = Path::new("tests/data/bad");
    let manifest = std::fs::read_to_string(dir.join("expected.txt")).unwrap();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut wrong = Vec::new();
    let mut count = 0;
    let mut kinds = std::collections::BTreeMap::new();
    for line in manifest
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let mut f = line.split('\t');
        let (file, outcome, words) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap_or(""));
        count += 1;
        *kinds
            .entry(file.split('.').nth(1).unwrap_or("?").to_string())
            .or_insert(0) += 1;
        let path = dir.join(file);
        let start = std::time::Instant::now();
        let got = std::panic::catch_unwind(|| load(&path));
        if start.elapsed() > std::time::Duration::from_secs(10) {
            wrong.push(format!("{file}: took {:?}", start.elapsed()));
        }
        match (got, outcome) {
            (Err(_), _) => wrong.push(format!("{file}: PANIC")),
            (Ok(Ok(())), "played") => {}
            (Ok(Err(e)), "refused") => {
                if !e.contains(&path.display().to_string()) {
                    wrong.push(format!("{file}: the message does not name the file: {e}"));
                } else if !e.to_lowercase().contains(&words.to_lowercase()) {
                    wrong.push(format!("{file}: expected '{words}' in: {e}"));
                }
            }
            (Ok(Ok(())), _) => wrong.push(format!("{file}: played, expected refused '{words}'")),
            (Ok(Err(e)), _) => wrong.push(format!("{file}: refused, expected played: {e}")),
        }
    }
    std::panic::set_hook(hook);
    assert!(count >= 200, "{count} files");
    for k in ["record", "position", "scenario", "save"] {
        assert!(kinds.get(k).copied().unwrap_or(0) >= 10, "{kinds:?}");
    }
    assert!(
        wrong.is_empty(),
        "{} of {count}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The mutation fuzzer (`acme fuzz --mutate`) in the suite: a few hundred mutated inputs, no
/// panic, no hang, every refusal names the file.
#[test]
fn mutated_inputs_never_panic_or_hang_and_every_refusal_names_the_file() {
    let mut failures = Vec::new();
    let t = acme::mutate::run(300, 1, |f| {
        failures.push(format!(
            "input {} ({} of {}): {}",
            f.iteration, f.mutation, f.seed_file, f.problem
        ))
    });
    assert_eq!(t.iterations, 300);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(t.refused > 0 && t.played > 0, "{t:?}");
}

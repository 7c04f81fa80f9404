//! The readings files name their proofs: every test that `docs/acis-readings.md` or
//! `docs/cradle-readings.md` gives on a `**Test**:` line (or, in a short entry, after "Test:")
//! must be a test of the project. Read from the files, so that a reading whose test is renamed,
//! removed or never written fails here and not in review.

use std::path::{Path, PathBuf};

const READINGS: [&str; 2] = ["docs/acis-readings.md", "docs/cradle-readings.md"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("a readable directory") {
        let p = e.expect("a directory entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The test names a readings file gives: in each entry's bullet (from `* **` to the next bullet,
/// heading or blank line) or short paragraph, every backquoted name after its "Test" label.
/// A pattern such as `acis_card_<id>_*` names no one test and is skipped.
fn named_tests(text: &str) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    let mut block = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        if t.is_empty() || t.starts_with("* ") || t.starts_with('#') || t.starts_with('|') {
            blocks.push(std::mem::take(&mut block));
        }
        block.push_str(line);
        block.push('\n');
    }
    blocks.push(block);
    let mut names = Vec::new();
    for b in blocks {
        let after = match (b.find("**Test**:"), b.find("Test:")) {
            (Some(i), _) => &b[i..],
            (None, Some(i)) => &b[i..],
            _ => continue,
        };
        for (k, piece) in after.split('`').enumerate() {
            let is_name = !piece.is_empty()
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            if k % 2 == 1 && is_name {
                names.push(piece.to_string());
            }
        }
    }
    names
}

/// Readings: each `**Test**:` line names a test that exists (a `fn` of that name in `tests/` or
/// `src/`), so that every reading is proved by the test it names.
#[test]
fn readings_every_named_test_exists() {
    let mut files = Vec::new();
    rust_files(&root().join("tests"), &mut files);
    rust_files(&root().join("src"), &mut files);
    let code: String = files
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("a readable source file"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut missing = Vec::new();
    let mut count = 0;
    for doc in READINGS {
        let text = std::fs::read_to_string(root().join(doc)).expect("a readings file");
        for name in named_tests(&text) {
            count += 1;
            if !code.contains(&format!("fn {name}(")) {
                missing.push(format!("{doc}: {name}"));
            }
        }
    }
    assert!(count > 50, "the readings name their tests ({count} found)");
    assert!(
        missing.is_empty(),
        "tests named in the readings but not written:\n{}",
        missing.join("\n")
    );
}

/// The parser of [`named_tests`] reads both forms: a bullet's `**Test**:` list running over two
/// lines, and a short entry's "Test:" before a name on the next line.
#[test]
fn readings_named_tests_reads_bullets_and_short_entries() {
    let text = "### X\n\n* **Test**: `rb_a`,\n  `rb_b`\n* **Draft**: `not_a_test`\n\n\
                Settled with X. Test:\n`rb_c`.\n\n* **Test**: one `acis_card_<id>_*` test each\n";
    assert_eq!(named_tests(text), ["rb_a", "rb_b", "rb_c"]);
}

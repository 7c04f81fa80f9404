//! The rules' public face (issue 25 point 3): code outside `src/rules` (the app, the CLI, the
//! table driver, the simulator) names only what `src/rules/mod.rs` offers: its re-exports and its
//! `pub mod`s, not the inner modules it keeps `pub` for the rule tests only (`#[doc(hidden)]`).
//! Read from the source files, so that a screen reaching into a phase's internals fails here.

use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, recursively, sorted, except `src/rules`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p != src().join("rules") {
                out.extend(rust_files(&p));
            }
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out
}

/// A file's code without its `//` comments (doc comments may name anything).
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The face as `src/rules/mod.rs` declares it: the names it re-exports (`pub use m::{A, B};`) and
/// the modules it declares `pub` without hiding them from the documentation.
fn face() -> Vec<String> {
    let text = std::fs::read_to_string(src().join("rules/mod.rs")).expect("mod.rs is readable");
    let text = code(&text);
    let mut names = Vec::new();
    let mut hidden = false;
    for line in text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("pub use ") {
            let rest = rest.trim_end_matches(';');
            match rest.split_once("::{") {
                Some((_, list)) => names.extend(
                    list.trim_end_matches('}')
                        .split(',')
                        .map(|n| ident(n.trim()).to_string())
                        .filter(|n| !n.is_empty()),
                ),
                None => names.push(ident(rest.rsplit("::").next().unwrap()).to_string()),
            }
        } else if let Some(m) = line.strip_prefix("pub mod ")
            && !hidden
        {
            names.push(ident(m).to_string());
        }
        if !line.is_empty() {
            hidden = line == "#[doc(hidden)]";
        }
    }
    names
}

/// The first names after each `crate::rules::` in `code`: one name, or each item of a `{...}`
/// group (`crate::rules::{Event, view::Viewer}` names `Event` and `view`).
fn named(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::rules::") {
        let rest = &code[i + "crate::rules::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item_start = true;
            for (k, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if c.is_whitespace() => {}
                    _ if item_start => {
                        item_start = false;
                        let name = ident(&group[k..]);
                        if !name.is_empty() && name != "self" {
                            out.push(name.to_string());
                        }
                    }
                    _ => {}
                }
            }
        } else {
            out.push(ident(rest).to_string());
        }
    }
    out
}

#[test]
fn the_face_is_read_from_mod_rs() {
    let face = face();
    for name in [
        "Game", "Action", "Decision", "Event", "catalog", "record", "view", "npc",
    ] {
        assert!(
            face.contains(&name.to_string()),
            "{name} missing from {face:?}"
        );
    }
    for inner in ["growth", "proc", "gilgamesh", "losses"] {
        assert!(
            !face.contains(&inner.to_string()),
            "{inner} read as the face"
        );
    }
    assert_eq!(
        named("use crate::rules::{Event, view::{Seat, Viewer}, self};\nx(crate::rules::growth::f)"),
        ["Event", "view", "growth"]
    );
}

#[test]
fn outside_the_rules_only_the_face_is_named() {
    let face = face();
    let mut bad = Vec::new();
    for path in rust_files(&src()) {
        let text = std::fs::read_to_string(&path).expect("a readable source");
        for name in named(&code(&text)) {
            if !face.contains(&name) {
                let rel = path.strip_prefix(src()).unwrap().display().to_string();
                bad.push(format!("src/{rel}: rules::{name}"));
            }
        }
    }
    bad.sort();
    bad.dedup();
    assert!(
        bad.is_empty(),
        "code outside src/rules names what src/rules/mod.rs does not offer (re-export it there, \
         or ask through Game or a view):\n{}",
        bad.join("\n")
    );
}

//! The rules' public face: code outside `src/games/acme` (the app, the CLI, the
//! table driver, the simulator) names only what `src/games/acme/mod.rs` offers: its re-exports and its
//! `pub mod`s, not the door it keeps for the rule tests only (`#[doc(hidden)] pub mod probe`).
//! The door stays narrow: each item it re-exports is named by a test or an example.
//! Read from the source files, so that a screen reaching into a phase's internals fails here.

use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, recursively, sorted, except `src/games/acme`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p != src().join("games/acme") {
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

/// The face as `src/games/acme/mod.rs` declares it: the names it re-exports (`pub use m::{A, B};`) and
/// the modules it declares `pub` without hiding them from the documentation.
fn face() -> Vec<String> {
    let text =
        std::fs::read_to_string(src().join("games/acme/mod.rs")).expect("mod.rs is readable");
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

/// The first names after each `crate::games::acme::` in `code`: one name, or each item of a `{...}`
/// group (`crate::games::acme::{Event, view::Viewer}` names `Event` and `view`).
fn named(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::games::acme::") {
        let rest = &code[i + "crate::games::acme::".len()..];
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
    for inner in ["growth", "proc", "gilgamesh", "losses", "probe"] {
        assert!(
            !face.contains(&inner.to_string()),
            "{inner} read as the face"
        );
    }
    assert_eq!(
        named(
            "use crate::games::acme::{Event, view::{Seat, Viewer}, self};\nx(crate::games::acme::growth::f)"
        ),
        ["Event", "view", "growth"]
    );
    let mod_rs = code(&std::fs::read_to_string(src().join("games/acme/mod.rs")).unwrap());
    assert!(
        mod_rs.contains("#[doc(hidden)]\npub mod probe;"),
        "the rule tests' door is declared apart and hidden from the documentation"
    );
    assert!(has_word(
        "use crate::games::acme as r;\nr::probe::growth::f()",
        "probe"
    ));
    assert!(!has_word("probes(x); probe_x(); my_probe()", "probe"));
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
        "code outside src/games/acme names what src/games/acme/mod.rs does not offer (re-export it there, \
         or ask through Game or a view):\n{}",
        bad.join("\n")
    );
}

/// Whether `word` occurs in `code` as a whole identifier.
fn has_word(code: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    code.match_indices(word).any(|(i, _)| {
        !code[..i].ends_with(is_ident) && !code[i + word.len()..].starts_with(is_ident)
    })
}

/// The rule tests' door (`src/games/acme/probe.rs`) is not for the app, the CLI, the table driver or
/// the simulator: no code outside `src/games/acme` names `probe` at all, whatever the path (an alias
/// of `rules` or a glob import still has to name the module).
#[test]
fn outside_the_rules_nothing_opens_the_probe() {
    let mut bad = Vec::new();
    for path in rust_files(&src()) {
        let text = std::fs::read_to_string(&path).expect("a readable source");
        if has_word(&code(&text), "probe") {
            bad.push(format!(
                "src/{}",
                path.strip_prefix(src()).unwrap().display()
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "rules::probe is the rule tests' door only; ask through Game, Q or a view instead:\n{}",
        bad.join("\n")
    );
}

/// The items `src/games/acme/probe.rs` re-exports, with the module each comes from:
/// `pub use crate::games::acme::growth::{Acquisition, deploy_check};` gives (`growth`, `Acquisition`)...
fn probe_items() -> Vec<(String, String)> {
    let text =
        std::fs::read_to_string(src().join("games/acme/probe.rs")).expect("probe.rs is readable");
    let mut items = Vec::new();
    for line in code(&text).lines().map(str::trim) {
        let Some(rest) = line.strip_prefix("pub use crate::games::acme::") else {
            continue;
        };
        let (module, list) = rest.trim_end_matches(';').split_once("::").unwrap();
        for name in list
            .trim_start_matches('{')
            .trim_end_matches('}')
            .split(',')
        {
            let name = ident(name.trim());
            if !name.is_empty() {
                items.push((module.to_string(), name.to_string()));
            }
        }
    }
    items
}

/// The door stays narrow: every item it re-exports is used by a test, an example or a bench
/// that names it next to `probe::<module>` (an item nothing checks any more goes back behind it).
#[test]
fn every_item_of_the_probe_is_used_by_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut users = Vec::new();
    for dir in ["tests", "examples", "benches"] {
        if root.join(dir).is_dir() {
            users.extend(all_rust_files(&root.join(dir)));
        }
    }
    // This file names the probe in its own checks: not a user.
    users.retain(|p| !p.ends_with("tests/rules/face.rs"));
    let users: Vec<String> = users
        .iter()
        .map(|p| code(&std::fs::read_to_string(p).expect("a readable source")))
        .collect();
    let items = probe_items();
    assert!(
        items.contains(&("growth".into(), "deploy_check".into())),
        "probe.rs read: {items:?}"
    );
    let unused: Vec<String> = items
        .iter()
        .filter(|(m, name)| {
            !users
                .iter()
                .any(|c| has_word(c, &format!("probe::{m}")) && has_word(c, name))
        })
        .map(|(m, name)| format!("probe::{m}::{name}"))
        .collect();
    assert!(
        unused.is_empty(),
        "src/games/acme/probe.rs re-exports what no test uses (remove it there):\n{}",
        unused.join("\n")
    );
}

/// Every `.rs` file under `dir`, recursively.
fn all_rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).expect("a readable directory") {
        let p = e.expect("a directory entry").path();
        if p.is_dir() {
            out.extend(all_rust_files(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out
}

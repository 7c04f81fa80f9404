//! The seam between the base game and its rulesets (docs/architecture.md): the base game's files
//! reach the solitaire system (`rules::npc`) and the scenarios (`rules::scenario`) only through
//! `rules::ruleset`, and the ground floor (`state.rs` and its data modules) imports nothing above
//! it. Read from the source files, so that a new direct call fails here and not in review.

use std::path::{Path, PathBuf};

/// The rulesets' own folders, and the seam that composes them: the only places in `src/games/acme`
/// that may name `npc` or `scenario`.
const RULESETS: [&str; 3] = ["npc", "scenario", "ai"];
const SEAM: &str = "ruleset.rs";

fn rules_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/acme")
}

/// Every `.rs` file under `dir`, recursively, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/games/acme is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            out.extend(rust_files(&p));
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
    out
}

/// The base game's files: everything in `src/games/acme` outside the rulesets' folders and the seam.
fn base_files() -> Vec<PathBuf> {
    let root = rules_dir();
    rust_files(&root)
        .into_iter()
        .filter(|p| {
            let rel = p.strip_prefix(&root).expect("under src/games/acme");
            let first = rel.components().next().expect("a file name");
            let first = first.as_os_str().to_str().expect("a UTF-8 name");
            !RULESETS.contains(&first) && first != SEAM
        })
        .collect()
}

/// The code of a line, without its `//` comment (doc comments may name anything).
fn code(line: &str) -> &str {
    match line.find("//") {
        Some(i) => &line[..i],
        None => line,
    }
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Where `line` names one of `modules` as a path segment at the start of a path or after
/// `super::`/`games::acme::` (`npc::after_step(`, `super::scenario::hooks`, `crate::games::acme::npc::X`), or
/// as a word inside a `use` statement (`use super::{npc, state}`). Other segments with the same
/// word (`state::npc_state`, the field `st.npc`) are not the module.
fn names_module(line: &str, in_use: bool, modules: &[&str]) -> Option<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if is_ident(chars[i]) && (i == 0 || !is_ident(chars[i - 1])) {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if !modules.contains(&word.as_str()) {
                continue;
            }
            let before: String = chars[..start].iter().collect();
            let after: String = chars[i..].iter().collect();
            let path_start = !before.ends_with("::")
                || before.ends_with("super::")
                || before.ends_with("games::acme::");
            if in_use || (after.starts_with("::") && path_start) {
                return Some(word);
            }
        } else {
            i += 1;
        }
    }
    None
}

/// Every line of `files` that names one of `modules`, as `path:line: text`.
fn offenders(files: &[PathBuf], modules: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for p in files {
        let text = std::fs::read_to_string(p).expect("a readable source file");
        let mut in_use = false;
        for (n, line) in text.lines().enumerate() {
            let c = code(line);
            let t = c.trim_start();
            if t.starts_with("use ")
                || t.starts_with("pub use ")
                || t.starts_with("pub(crate) use ")
            {
                in_use = true;
            }
            if names_module(c, in_use, modules).is_some() {
                out.push(format!("{}:{}: {}", p.display(), n + 1, line.trim()));
            }
            if in_use && c.contains(';') {
                in_use = false;
            }
        }
    }
    out
}

#[test]
fn base_game_files_reach_npc_and_scenario_code_only_through_the_ruleset_seam() {
    let files = base_files();
    assert!(
        files.len() > 30 && files.iter().any(|p| p.ends_with("competition.rs")),
        "the base game's files were found ({} files)",
        files.len()
    );
    let bad = offenders(&files, &["npc", "scenario"]);
    assert!(
        bad.is_empty(),
        "base-game files name the solitaire or scenario code; call a `Ruleset` hook instead \
         (src/games/acme/ruleset.rs, docs/architecture.md):\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_state_imports_nothing_above_it() {
    let root = rules_dir();
    let mut files = vec![root.join("state.rs")];
    files.extend(rust_files(&root.join("state")));
    assert!(files.len() >= 3, "state.rs and its data modules");
    let above = [
        "npc",
        "scenario",
        "ai",
        "ruleset",
        "engine",
        "growth",
        "cardphase",
        "competition",
        "reckoning",
        "epoch",
        "record",
        "view",
    ];
    let bad = offenders(&files, &above);
    assert!(
        bad.is_empty(),
        "the state names a module above it:\n{}",
        bad.join("\n")
    );
}

/// The checker itself: it sees the ways a file can name the modules, and not the look-alikes.
#[test]
fn the_seam_check_sees_direct_calls_and_imports() {
    let m = ["npc", "scenario"];
    for bad in [
        "    super::npc::after_step(g, ctx, b, e);",
        "    let x = crate::games::acme::scenario::hooks::detour(g, at);",
        "    npc::draw_adjust(g, s)",
        "    scenario::tracks::NAMES",
    ] {
        assert!(names_module(bad, false, &m).is_some(), "{bad}");
    }
    assert!(names_module("use super::{npc, state};", true, &m).is_some());
    for fine in [
        "    pub npc: npc_state::NpcState,",
        "    use super::state::scenario_state::ScenarioAt;",
        "    if g.st.npc.civ(s).out {",
        "    Flow::Scenario { at, .. } => Rules::detour_step(g, ctx),",
    ] {
        assert!(names_module(fine, false, &m).is_none(), "{fine}");
    }
}

// ---------------------------------------------------------------------------------------------
// The engine names no game: `src/engine` is generic over a whole game (`engine::Game`), and a
// file there that names ACME (its folder, its cards, its Deities, its civilizations, its rules'
// words) fails here. The names are read from ACME's own folder and data files, so a card added
// to the game is forbidden in the engine without editing this test.

fn engine_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine")
}

/// ACME's words that no engine file may use: the game's name and folder, the words of its own
/// rules, the names of its card constants (`MONOTHEISM`...), and every name of its data files
/// (civilizations and their abilities, Deities, cards).
fn acme_names() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = [
        "acme",
        "ACME",
        "Acme",
        "Deity",
        "Deities",
        "deity",
        "Gilgamesh",
        "GILGAMESH",
        "Stronghold",
        "stronghold",
        "mina",
        "Mina",
        "Barbarians",
        "Monotheism",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for p in rust_files(&root.join("src/games/acme")) {
        let text = std::fs::read_to_string(&p).expect("a readable source file");
        for line in text.lines() {
            let t = line.trim_start();
            let t = t.strip_prefix("pub ").unwrap_or(t);
            let t = t.strip_prefix("pub(crate) ").unwrap_or(t);
            if let Some(rest) = t.strip_prefix("const ")
                && let Some((name, ty)) = rest.split_once(':')
                && ty.trim_start().starts_with("CardId")
            {
                names.push(name.trim().to_string());
            }
        }
    }
    for file in ["civilizations.ron", "deities.ron", "fate_cards.ron"] {
        let text = std::fs::read_to_string(root.join("assets/data").join(file))
            .expect("a readable data file");
        for part in text.split("name: \"").skip(1) {
            if let Some((name, _)) = part.split_once('"') {
                names.push(name.to_string());
            }
        }
    }
    names.sort();
    names.dedup();
    names
}

/// Whether `text` holds `name` as a whole word (or words): not inside a longer identifier.
fn holds_name(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        !text[..i].ends_with(is_ident) && !text[i + name.len()..].starts_with(is_ident)
    })
}

/// Every line of the engine's files (comments included: a doc comment that names a card is a
/// game's content in the engine too) that names one of `names`, as `path:line: name`.
fn naming(files: &[PathBuf], names: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for p in files {
        let text = std::fs::read_to_string(p).expect("a readable source file");
        for (n, line) in text.lines().enumerate() {
            for name in names.iter().filter(|name| holds_name(line, name)) {
                out.push(format!("{}:{}: {name}", p.display(), n + 1));
            }
        }
    }
    out
}

#[test]
fn the_engine_names_no_game_card_deity_or_civilization() {
    let files = rust_files(&engine_dir());
    assert!(
        files.iter().any(|p| p.ends_with("game.rs")),
        "the engine's files were found ({} files)",
        files.len()
    );
    let names = acme_names();
    assert!(
        ["MONOTHEISM", "Akkad", "Master Scribe"]
            .iter()
            .all(|n| names.contains(&n.to_string())),
        "ACME's names were read from its folder and data files ({} names)",
        names.len()
    );
    let bad = naming(&files, &names);
    assert!(
        bad.is_empty(),
        "engine files name ACME's content; the engine is generic over `engine::Game`, and a \
         game's names belong in its folder (src/games/acme, docs/architecture.md):\n{}",
        bad.join("\n")
    );
}

/// The checker itself: whole names only.
#[test]
fn the_engine_check_sees_whole_names() {
    assert!(holds_name("let c = MONOTHEISM;", "MONOTHEISM"));
    assert!(holds_name("use crate::games::acme::Game;", "acme"));
    assert!(holds_name("//! the Master Scribe's draw", "Master Scribe"));
    assert!(!holds_name("let min = minable(x);", "mina"));
    assert!(!holds_name("fn deity_free()", "deity"));
    assert!(!holds_name("NOT_MONOTHEISM_X", "MONOTHEISM"));
}

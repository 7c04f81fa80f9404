//! The seam between the base game and its rulesets (docs/architecture.md): the base game's files
//! reach the solitaire system (`npc`) and the scenarios (`scenario`) only through ACME's ruleset
//! (`ruleset_acme.rs`; the seam's trait in `ruleset.rs` names neither), and the ground floor (`state.rs` and its data modules) imports nothing above
//! it. Read from the source files, so that a new direct call fails here and not in review.

use std::path::{Path, PathBuf};

/// The rulesets' own folders, and ACME's ruleset that composes them: the only places in
/// `src/games/acme` that may name `npc` or `scenario`. The seam's trait (`ruleset.rs`), which every
/// phase imports, is a base file: were it to name them, every phase would reach them through it.
const RULESETS: [&str; 3] = ["npc", "scenario", "ai"];
const SEAM: &str = "ruleset_acme.rs";
/// ACME's session (`games::acme::session`): ACME at the table, one layer above its rules (the
/// New Game form offers the scenarios and the NPCs' tie-breaks), as `play` is above the engine.
/// It is no base-game file: the rules never import it.
const ABOVE_THE_RULES: &str = "session";

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
            !RULESETS.contains(&first) && first != SEAM && first != ABOVE_THE_RULES
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
         (src/games/acme/ruleset.rs; ACME's answers in ruleset_acme.rs; docs/architecture.md):\n{}",
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
// The game-agnostic code names no game: `src/engine` is generic over a whole game (`engine::Game`),
// and a file there that names ACME (its folder, its cards, its Deities, its civilizations, its
// catalog's constants, its rules' words) fails here. The names are read from ACME's own catalog
// and folder, so a card added to the game is forbidden there without editing this test.

/// The game-agnostic places, under the crate's root: a folder (every `.rs` file in it) or a file.
/// A module joins this list when it becomes generic over the game (the simulator, the arena, the
/// fuzz harness and the replays are on their way).
const GAME_AGNOSTIC: &[&str] = &["src/engine"];

/// Every `.rs` file of the [`GAME_AGNOSTIC`] places.
fn game_agnostic_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    GAME_AGNOSTIC
        .iter()
        .flat_map(|place| {
            let p = root.join(place);
            assert!(p.exists(), "{place} exists");
            if p.is_dir() { rust_files(&p) } else { vec![p] }
        })
        .collect()
}

/// The words of ACME's own rules that no game-agnostic file may use, beside its catalog's names.
const ACME_WORDS: [&str; 14] = [
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
];

/// ACME's names that no game-agnostic file may use: the game's name and folder, the words of its
/// own rules, the constants of its catalog (`MONOTHEISM`, `FATE_CARDS`...) and every card constant
/// of its folder, and every name of its catalog as the game loads it (cards, Deities,
/// civilizations and their abilities).
fn acme_names() -> Vec<String> {
    let mut names: Vec<String> = ACME_WORDS.iter().map(|s| s.to_string()).collect();
    names.push("games::acme".to_string());
    names.extend(acme_content());
    names.sort();
    names.dedup();
    names
}

/// ACME's content by name: the constants of its catalog and its card constants, and every name of
/// its catalog as the game loads it (cards, Deities, civilizations and their abilities).
fn acme_content() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut names = Vec::new();
    let catalog_dir = root.join("src/games/acme/catalog");
    for p in rust_files(&root.join("src/games/acme")) {
        let text = std::fs::read_to_string(&p).expect("a readable source file");
        for line in text.lines() {
            // Top-level constants of the catalog (not a type's own, such as `Color::ALL`), and card
            // constants anywhere.
            let top_level = !line.starts_with(char::is_whitespace);
            let t = line.trim_start();
            let t = t.strip_prefix("pub ").unwrap_or(t);
            let t = t.strip_prefix("pub(crate) ").unwrap_or(t);
            if let Some(rest) = t.strip_prefix("const ")
                && let Some((name, ty)) = rest.split_once(':')
                && (ty.trim_start().starts_with("CardId")
                    || (top_level && p.starts_with(&catalog_dir)))
            {
                names.push(name.trim().to_string());
            }
        }
    }
    let cat = acme::games::acme::data::builtin();
    names.extend(cat.fate_cards().map(|c| c.name().to_string()));
    names.extend(cat.deities.iter().map(|d| d.raw.name.clone()));
    for civ in &cat.civs {
        names.push(civ.raw.name.clone());
        names.extend(civ.raw.abilities.iter().map(|a| a.name.clone()));
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

/// Every line of `files` (comments included: a doc comment that names a card is a game's content
/// in the engine too) that names one of `names`, as `path:line: name`.
fn naming(files: &[PathBuf], names: &[String]) -> Vec<String> {
    naming_in(files, names, |line| line)
}

/// Every line of `files` whose part that `keep` keeps names one of `names`, as `path:line: name`.
fn naming_in(files: &[PathBuf], names: &[String], keep: fn(&str) -> &str) -> Vec<String> {
    let mut out = Vec::new();
    for p in files {
        let text = std::fs::read_to_string(p).expect("a readable source file");
        for (n, line) in text.lines().enumerate() {
            let line = keep(line);
            for name in names.iter().filter(|name| holds_name(line, name)) {
                out.push(format!("{}:{}: {name}", p.display(), n + 1));
            }
        }
    }
    out
}

#[test]
fn the_engine_names_no_game_card_deity_or_civilization() {
    let files = game_agnostic_files();
    assert!(
        files.iter().any(|p| p.ends_with("engine/game.rs")),
        "the engine's files were found ({} files)",
        files.len()
    );
    let names = acme_names();
    for n in [
        "MONOTHEISM",
        "FATE_CARDS",
        "games::acme",
        "Akkad",
        "Master Scribe",
        "Zagros Highlanders",
    ] {
        assert!(
            names.contains(&n.to_string()),
            "ACME's names were read from its catalog and folder ({} names): {n}",
            names.len()
        );
    }
    assert!(
        names.len() > 150,
        "every card, Deity and civilization ({} names)",
        names.len()
    );
    let bad = naming(&files, &names);
    assert!(
        bad.is_empty(),
        "game-agnostic files name ACME's content; the engine is generic over `engine::Game`, and a \
         game's names belong in its folder (src/games/acme, docs/architecture.md):\n{}",
        bad.join("\n")
    );
}

/// The checker itself: whole names only, paths included.
#[test]
fn the_engine_check_sees_whole_names() {
    assert!(holds_name("let c = MONOTHEISM;", "MONOTHEISM"));
    assert!(holds_name("use crate::games::acme::Game;", "acme"));
    assert!(holds_name("use crate::games::acme::Game;", "games::acme"));
    assert!(holds_name("//! the Master Scribe's draw", "Master Scribe"));
    assert!(!holds_name("let min = minable(x);", "mina"));
    assert!(!holds_name("fn deity_free()", "deity"));
    assert!(!holds_name("NOT_MONOTHEISM_X", "MONOTHEISM"));
}

// ---------------------------------------------------------------------------------------------
// The shared table names no game's content: the window (`src/app`) draws a game through what the
// game describes (`app::game_face::GameFace`), and what only one game shows lives in that game's
// folder under `src/app/games/`. A shared-table file that names an ACME card, Deity, civilization
// or ability, or a constant of ACME's catalog, in its code (strings included) fails here. Comments
// may still use ACME's names as examples, and the shared table still holds ACME's types (its
// `State`, `Decision`, `Event`: docs/architecture.md, "What is still ACME's, and why"), so ACME's
// folder and the words of its rules ("Deity", "mina") are not forbidden here yet.

/// The window's code, and the part of it that holds the games' own screens.
const APP: &str = "src/app";
const APP_GAMES: &str = "src/app/games";

/// Every `.rs` file of the shared table: under [`APP`], outside [`APP_GAMES`].
fn shared_table_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let games = root.join(APP_GAMES);
    rust_files(&root.join(APP))
        .into_iter()
        .filter(|p| !p.starts_with(&games))
        .collect()
}

/// The code of a shared-table file that names ACME's content, as `path:line: name`.
fn shared_table_naming_acme(files: &[PathBuf]) -> Vec<String> {
    naming_in(files, &acme_content(), code)
}

#[test]
fn the_shared_table_names_no_card_deity_civilization_or_catalog_constant() {
    let files = shared_table_files();
    assert!(
        files.iter().any(|p| p.ends_with("table/civ_panel.rs"))
            && files.iter().any(|p| p.ends_with("widgets/card_face.rs"))
            && !files
                .iter()
                .any(|p| p.starts_with(Path::new(env!("CARGO_MANIFEST_DIR")).join(APP_GAMES))),
        "the shared table's files were found ({} files)",
        files.len()
    );
    let names = acme_content();
    for n in [
        "FATE_CARDS",
        "FIRST_DEITY",
        "Egypt",
        "God of War",
        "Monotheism",
    ] {
        assert!(
            names.contains(&n.to_string()),
            "ACME's content was read from its catalog and folder: {n}"
        );
    }
    let bad = shared_table_naming_acme(&files);
    assert!(
        bad.is_empty(),
        "shared-table files name ACME's content; say it in ACME's face for the table or move the \
         screen into its folder (src/app/games/acme, docs/architecture.md):\n{}",
        bad.join("\n")
    );
}

/// The table's checker itself: a name in code or in a string is seen, a name in a comment is not.
#[test]
fn the_table_check_reads_code_and_strings_not_comments() {
    let names = vec!["God of War".to_string(), "FATE_CARDS".to_string()];
    let dir = std::env::temp_dir().join(format!("seam-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let f = dir.join("panel.rs");
    std::fs::write(
        &f,
        "// the God of War's temple\nlet n = \"God of War\";\nif id <= FATE_CARDS {}\n",
    )
    .expect("a scratch file");
    let bad = naming_in(std::slice::from_ref(&f), &names, code);
    std::fs::remove_dir_all(&dir).expect("the scratch folder removed");
    assert_eq!(bad.len(), 2, "{bad:?}");
    assert!(bad[0].ends_with(":2: God of War") && bad[1].ends_with(":3: FATE_CARDS"));
}

/// The lines of `files` (under `under`: [`APP`], [`PLAY`]) whose code names ACME's folder, alone
/// or in a group.
fn naming_acme_folder(under: &str, files: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(under);
    let files: Vec<PathBuf> = files.iter().map(|f| root.join(f)).collect();
    let mut bad = naming_in(&files, &["games::acme".to_string()], code);
    bad.extend(
        files
            .iter()
            .filter(|p| grouped_acme_import(p))
            .map(|p| format!("{}: games::{{ acme::... }}", p.display())),
    );
    bad
}

/// Whether the code of `file` (comments left out) reaches ACME's folder through a grouped import
/// (`use crate::games::{acme::state::State, ...}`, over one line or several), which a line-by-line
/// search for `games::acme` does not see.
fn grouped_acme_import(file: &Path) -> bool {
    let text = std::fs::read_to_string(file).expect("a readable source file");
    let code: String = text.lines().map(code).collect::<Vec<_>>().join(" ");
    groups_name(&code, "acme")
}

/// Whether a `games::{ ... }` group in `code` names `name` as a whole name, braces nested or not.
fn groups_name(code: &str, name: &str) -> bool {
    let squeezed: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    squeezed.match_indices("games::{").any(|(i, open)| {
        let rest = &squeezed[i + open.len()..];
        let end = group_end(rest, &mut 1);
        holds_name(&rest[..end], name)
    })
}

/// Where the group `rest` is inside (at `depth` braces) closes, or its end when it goes on past it;
/// `depth` is left at the braces still open.
fn group_end(rest: &str, depth: &mut i32) -> usize {
    rest.char_indices()
        .find(|&(_, c)| {
            *depth += match c {
                '{' => 1,
                '}' => -1,
                _ => 0,
            };
            *depth == 0
        })
        .map_or(rest.len(), |(j, _)| j)
}

/// The grouped-import check sees ACME's folder however the group is written, and nothing else.
#[test]
fn the_grouped_import_check_sees_acme_in_any_group() {
    assert!(groups_name(
        "use crate::games::{acme::state::State, Face};",
        "acme"
    ));
    assert!(groups_name(
        "use crate::games::{\n    Face,\n    acme::{state::X, Q},\n};",
        "acme"
    ));
    assert!(!groups_name(
        "use super::games::{Area, Face, Seat};",
        "acme"
    ));
    assert!(!groups_name(
        "use super::games::{Face}; const S: &str = \"acme-serif\";",
        "acme"
    ));
}

// ---------------------------------------------------------------------------------------------
// The defaults are what runs: ACME's ruleset is the base game's defaults under two layers
// (solitaire, scenario; `src/games/acme/ruleset_acme.rs`), and in a game without NPCs and scenario no
// layer has a word. So along a basic game played to its end, every hook point must answer as the
// base game alone (`BaseGame`) does; the game is then the one the base game's defaults play.

use acme::games::acme::probe::ruleset_acme::base_game_disagreements;
use acme::games::acme::record::{self, SetupSpec};
use acme::games::acme::setup::{self, Layout};
use acme::games::acme::{Acme, Action, BaseGame, Event, Game, RandomPlayer, Ruleset};

/// A game of `setup` started with `seed` (its first decision pending).
fn started(setup: &SetupSpec, seed: u64) -> Game {
    record::start(
        acme::games::acme::data::builtin(),
        setup,
        &Default::default(),
        seed,
    )
    .expect("a set-up that starts")
    .0
}

fn basic(players: u8, npc: Vec<bool>) -> SetupSpec {
    SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc,
    }
}

#[test]
fn rb_a_basic_game_answers_every_hook_with_the_base_games_default_to_its_end() {
    for (players, seed) in [(3, 21), (6, 22)] {
        let mut g = started(&basic(players, vec![false; players as usize]), seed);
        let mut p = RandomPlayer::new(seed);
        let mut steps = 0;
        while let Some(d) = g.pending() {
            // Every third state: the hooks' answers do not change between two questions often.
            if steps % 3 == 0 {
                let bad = base_game_disagreements(&g);
                assert!(
                    bad.is_empty(),
                    "{players} players, seed {seed}, step {steps}: ACME's ruleset does not answer \
                     as the base game's default in a basic game: {bad:?}"
                );
            }
            let a = p.choose(d);
            g.apply(a).expect("a legal answer");
            steps += 1;
        }
        assert!(
            g.is_over() && steps > 200,
            "{players} players, seed {seed}: played to its end ({steps} answers)"
        );
        assert!(base_game_disagreements(&g).is_empty());
    }
}

/// Every action, event and the final state hash of a basic game of `players` without NPCs,
/// started with `seed` and answered by a random player, under the ruleset `R`.
fn basic_game_under<R: Ruleset>(players: u8, seed: u64) -> (Vec<Action>, Vec<Event>, u64) {
    let cat = acme::games::acme::data::builtin();
    let (config, civs) = setup::basic(players, Layout::Printed, &vec![false; players as usize])
        .expect("a basic setup");
    let st = setup::new_state(&cat, &config, &civs, Default::default(), seed).expect("a state");
    let (mut g, mut events) = Game::<R>::under(cat, st);
    let mut p = RandomPlayer::new(seed);
    let mut actions = Vec::new();
    while let Some(d) = g.pending() {
        let a = p.choose(d);
        actions.push(a);
        events.extend(g.apply(a).expect("a legal answer"));
    }
    assert!(
        g.is_over(),
        "{players} players, seed {seed}: played to its end"
    );
    (actions, events, g.hash())
}

/// RB: a game with no solitaire and no scenario rule is the Rulebook's game. Played under the base
/// game's ruleset alone (`BaseGame`, every hook its default) and under ACME's (`Acme`, the layers
/// over the defaults), a whole basic game is the same game: the same actions, events and final
/// state. So the base game is a ruleset a game can be played under, and ACME's phases run for a
/// ruleset other than ACME's.
#[test]
fn rb_a_basic_game_is_the_same_game_under_the_base_games_ruleset_and_acmes() {
    for (players, seed) in [(2, 41), (3, 42), (4, 43), (5, 44), (6, 45)] {
        let (acme_actions, acme_events, acme_hash) = basic_game_under::<Acme>(players, seed);
        let (base_actions, base_events, base_hash) = basic_game_under::<BaseGame>(players, seed);
        assert!(
            acme_actions.len() > 200,
            "{players} players, seed {seed}: a whole game ({} actions)",
            acme_actions.len()
        );
        assert_eq!(
            acme_actions, base_actions,
            "{players} players, seed {seed}: the actions"
        );
        assert!(
            acme_events == base_events,
            "{players} players, seed {seed}: the events differ"
        );
        assert_eq!(
            acme_hash, base_hash,
            "{players} players, seed {seed}: the final state"
        );
    }
}

/// The check itself: where a layer has a word, ACME answers otherwise than the base game (NPCs:
/// playbook-spec N1; a scenario: its names and special rules).
#[test]
fn the_defaults_check_sees_the_solitaire_and_scenario_layers() {
    let npc = started(&basic(3, vec![false, true, true]), 4);
    assert!(
        base_game_disagreements(&npc).contains(&"is_npc"),
        "an NPC game: {:?}",
        base_game_disagreements(&npc)
    );
    let spec = acme::games::acme::scenario::shipped::scenario_setup("alexander")
        .expect("a shipped scenario");
    let sc = started(&spec, 4);
    let bad = base_game_disagreements(&sc);
    assert!(
        bad.contains(&"civ_name") && bad.contains(&"draw_base"),
        "a scenario game: {bad:?}"
    );
}

/// The shared table reaches a game only through its face (`app::games::Face`: the board, the
/// pieces, the question and its answers, the seats, the panels, the menus, the stage, the
/// summaries) and the aliases of `app::games` (its session among them), so its files do not name
/// ACME's folder (`games::acme`, alone or in a group). The one shared-table file that still does
/// is the one that picks the game's screens (`game_screens.rs`), as `app/games/mod.rs` picks its
/// face (docs/architecture.md, "What is still ACME's at the table"). The list only shrinks: a file
/// that starts naming ACME's folder fails, and so does one that stops without leaving the list.
const STILL_NAMING_ACME: &[&str] = &["game_screens.rs"];

#[test]
fn only_the_listed_shared_table_files_name_acmes_folder_and_the_list_only_shrinks() {
    only_the_listed_files_name_acmes_folder(APP, &shared_table_files(), STILL_NAMING_ACME);
}

/// The window-free session layer (`src/play`): the session itself is generic over the game
/// (`play::Session<G>`, `G` an `engine::Game` and a `play::SessionGame`), and ACME's session is
/// picked in ACME's folder (`games::acme::session`) and by the table's aliases.
const PLAY: &str = "src/play";

/// The session layer's files that still name ACME's folder: none. What was ACME's in it (the
/// log's words and secrets, the losses asked as one question, the playback of ACME's events, the
/// hint's words, the tutorial's script, the New Game form and the replay viewer) lives in ACME's
/// session folder (`games::acme::session`); what is every game's (the session, the log's marks,
/// the Strategist's thread) is generic over the game. The list stays empty.
const PLAY_STILL_NAMING_ACME: &[&str] = &[];

#[test]
fn only_the_listed_session_files_name_acmes_folder_and_the_list_only_shrinks() {
    let files = rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(PLAY));
    assert!(
        files.iter().any(|p| p.ends_with("play/mod.rs"))
            && files.iter().any(|p| p.ends_with("play/game.rs")),
        "the session layer's files were found ({} files)",
        files.len()
    );
    only_the_listed_files_name_acmes_folder(PLAY, &files, PLAY_STILL_NAMING_ACME);
}

/// The path of `p` under the folder `under` of the crate, with `/` between its parts.
fn relative(under: &str, p: &Path) -> String {
    p.strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join(under))
        .expect("under the folder checked")
        .to_str()
        .expect("a UTF-8 path")
        .replace('\\', "/")
}

/// Of `files` (under `under`), only those of `listed` name ACME's folder, and each of `listed`
/// still does (a file freed leaves the list, so the list only shrinks).
fn only_the_listed_files_name_acmes_folder(under: &str, files: &[PathBuf], listed: &[&str]) {
    let rel = |p: &Path| relative(under, p);
    let naming: Vec<String> = files
        .iter()
        .filter(|p| !naming_acme_folder(under, &[&rel(p)]).is_empty())
        .map(|p| rel(p))
        .collect();
    let new: Vec<&str> = naming
        .iter()
        .map(String::as_str)
        .filter(|f| !listed.contains(f))
        .collect();
    assert!(
        new.is_empty(),
        "these lines of {under} name ACME's folder; reach the game through its face \
         (src/app/game_face.rs), the aliases of app::games or the session's trait \
         (play::SessionGame) instead:\n{}",
        naming_acme_folder(under, &new).join("\n")
    );
    let freed: Vec<&&str> = listed
        .iter()
        .filter(|f| !naming.iter().any(|n| n == *f))
        .collect();
    assert!(
        freed.is_empty(),
        "these files of {under} no longer name ACME's folder: take them off its list: {freed:?}"
    );
}

// ---------------------------------------------------------------------------------------------
// The table generic over the game it draws: a shared-table file reaches the game through a type
// parameter (`F: GameFace`, instantiated once with the game picked at the top), not through the
// type aliases of `app::games` (`games::State`, `games::Session`, ... and `games::Face` itself),
// which fix one game for the whole program.

/// The shared-table files that still reach the game through the aliases of `app::games`: the ones
/// not made generic yet (docs/architecture.md, "What is still ACME's at the table, and why", says
/// what holds each). The list only shrinks: a file that starts using an alias fails, and so does
/// one that stops without leaving the list.
const STILL_THROUGH_ALIASES: &[&str] = &["mod.rs"];

/// The type aliases `src/app/games/mod.rs` defines (`pub type NAME = ...`), read from it so that a
/// new alias is checked too.
fn game_aliases() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(APP_GAMES)
        .join("mod.rs");
    let text = std::fs::read_to_string(&path).expect("src/app/games/mod.rs is readable");
    text.lines()
        .filter_map(|l| code(l).trim().strip_prefix("pub type "))
        .filter_map(|rest| rest.split(['=', '<', ' ']).next())
        .map(str::to_string)
        .collect()
}

/// Every line of `file` whose code names one of `aliases` through `games` (`games::State`,
/// `crate::app::games::Session`, or a word of a `games::{...}` group, over one line or several),
/// as `path:line: name`.
fn using_aliases(file: &Path, aliases: &[String]) -> Vec<String> {
    let text = std::fs::read_to_string(file).expect("a readable source file");
    let mut out = Vec::new();
    // The depth of the `games::{` group the scan is inside (0: outside).
    let mut depth = 0i32;
    for (n, line) in text.lines().enumerate() {
        let c = code(line);
        let mut named: Vec<&String> = Vec::new();
        let mut rest = c;
        loop {
            if depth > 0 {
                let end = group_end(rest, &mut depth);
                named.extend(aliases.iter().filter(|a| {
                    rest[..end].split(',').any(|item| {
                        let item = item.trim().trim_start_matches('{');
                        item.split_whitespace().next() == Some(a.as_str())
                    })
                }));
                rest = &rest[end..];
                if depth > 0 {
                    break;
                }
            }
            let Some(i) = rest.find("games::") else { break };
            let after = &rest[i + "games::".len()..];
            if let Some(group) = after.strip_prefix('{') {
                depth = 1;
                rest = group;
            } else {
                named.extend(aliases.iter().filter(|a| {
                    after.starts_with(a.as_str()) && !after[a.len()..].starts_with(is_ident)
                }));
                rest = after;
            }
        }
        for a in named {
            out.push(format!("{}:{}: games::{a}", file.display(), n + 1));
        }
    }
    out
}

#[test]
fn only_the_listed_shared_table_files_reach_the_game_through_the_aliases_and_the_list_only_shrinks()
{
    let aliases = game_aliases();
    for a in ["Face", "State", "Session", "Catalog", "Area"] {
        assert!(
            aliases.iter().any(|x| x == a),
            "the aliases were read: {aliases:?}"
        );
    }
    let rel = |p: &Path| relative(APP, p);
    let files = shared_table_files();
    let using: Vec<(String, Vec<String>)> = files
        .iter()
        .map(|p| (rel(p), using_aliases(p, &aliases)))
        .filter(|(_, lines)| !lines.is_empty())
        .collect();
    let new: Vec<String> = using
        .iter()
        .filter(|(f, _)| !STILL_THROUGH_ALIASES.contains(&f.as_str()))
        .flat_map(|(_, lines)| lines.clone())
        .collect();
    assert!(
        new.is_empty(),
        "these lines of the shared table reach the game through the aliases of app::games; take \
         the game as a type parameter (`F: GameFace`) and ask its face (src/app/game_face.rs):\n{}",
        new.join("\n")
    );
    let freed: Vec<&&str> = STILL_THROUGH_ALIASES
        .iter()
        .filter(|f| !using.iter().any(|(u, _)| u == *f))
        .collect();
    assert!(
        freed.is_empty(),
        "these shared-table files no longer use the aliases of app::games: take them off \
         STILL_THROUGH_ALIASES: {freed:?}"
    );
}

/// The alias check itself: a path, a group over one line or several (renamed or not) are seen;
/// a module of `games` that is no alias, a generic parameter's `F::State` and a comment are not.
#[test]
fn the_alias_check_sees_paths_and_groups_not_modules_or_comments() {
    let aliases: Vec<String> = ["Face", "State", "Session", "Area"]
        .map(String::from)
        .to_vec();
    let dir = std::env::temp_dir().join(format!("seam-alias-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let f = dir.join("panel.rs");
    std::fs::write(
        &f,
        "use crate::app::games::{\n    Area as AreaId,\n    Hint,\n};\n\
         use super::games::anim::Playback;\n\
         fn a(s: &crate::app::games::Session) {}\n\
         // games::State in a comment\n\
         fn b<F: GameFace>(st: &F::State) {}\n\
         use crate::app::games::{Face, tutorial::Tutorial};\n",
    )
    .expect("a scratch file");
    let bad = using_aliases(&f, &aliases);
    std::fs::remove_dir_all(&dir).expect("the scratch folder removed");
    assert_eq!(bad.len(), 3, "{bad:?}");
    assert!(
        bad[0].ends_with(":2: games::Area")
            && bad[1].ends_with(":6: games::Session")
            && bad[2].ends_with(":9: games::Face"),
        "{bad:?}"
    );
}

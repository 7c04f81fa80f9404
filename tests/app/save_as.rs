//! Saves by name are safe: Save as proposes the game's own name, never replaces
//! a save without the player's word, and a new game keeps the previous game's autosave reachable
//! from the Load list.

use std::path::{Path, PathBuf};

use acme::app::table::driver::Table;
use acme::app::table::saving::SaveOutcome;
use acme::games::acme::session::Session;
use acme::settings::Speed;

fn tmpdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("acme-save-as-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn table(title: &str, seed: u64) -> Table<acme::app::games::acme::face::AcmeFace> {
    let mut s: Session = super::session::session(3, 0, seed);
    s.title = title.into();
    Table::new(s, Speed::Instant)
}

/// `n` NPC decisions on the table, through the bundle the driver acts through.
fn decide(
    t: Table<acme::app::games::acme::face::AcmeFace>,
    n: usize,
) -> Table<acme::app::games::acme::face::AcmeFace> {
    let mut world = super::table::table_world(t);
    super::table::with_table(&mut world, |t| {
        for _ in 0..n {
            assert!(t.npc_act());
        }
    });
    Table::take(&mut world).expect("the table")
}

/// Save as, on a table off the screen (the menu's Save as reads the same parts).
fn save_as(
    t: &mut Table<acme::app::games::acme::face::AcmeFace>,
    name: &str,
    replace: bool,
) -> SaveOutcome {
    acme::app::table::state::save_as(&t.session, &t.saving, &mut t.messages, name, replace)
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    v.sort();
    v
}

#[test]
fn save_as_an_existing_name_replaces_it_only_when_confirmed() {
    let dir = tmpdir("replace");
    let mut t = table("Four in the West", 3);
    t.saving.saves_dir = Some(dir.clone());
    let first = match save_as(&mut t, "my game", false) {
        SaveOutcome::Saved(p) => p,
        other => panic!("{other:?}"),
    };
    let before = std::fs::read_to_string(&first).unwrap();
    t = decide(t, 20);
    // The same name again: nothing written, the caller must ask.
    assert_eq!(
        save_as(&mut t, "my game", false),
        SaveOutcome::Exists(first.clone())
    );
    assert_eq!(std::fs::read_to_string(&first).unwrap(), before);
    // Confirmed: replaced by the game now.
    assert_eq!(
        save_as(&mut t, "my game", true),
        SaveOutcome::Saved(first.clone())
    );
    let (save, _) = acme::saves::read(&first).unwrap();
    assert_eq!(save.record, t.session.record);
    assert_eq!(files(&dir).len(), 1);
}

#[test]
fn a_new_game_proposes_its_own_save_name_not_the_previous_games() {
    let dir = tmpdir("names");
    let mut a = table("Sargon", 3);
    a.saving.saves_dir = Some(dir.clone());
    let name = a.saving.save_name.clone();
    assert!(name.starts_with("Sargon "), "{name}");
    assert!(matches!(
        save_as(&mut a, &name, false),
        SaveOutcome::Saved(_)
    ));
    let mut b = table("Alexander", 4);
    b.saving.saves_dir = Some(dir.clone());
    assert!(
        b.saving.save_name.starts_with("Alexander "),
        "{}",
        b.saving.save_name
    );
    // Saving the new game under its proposed name leaves the old save alone.
    let proposed = b.saving.save_name.clone();
    assert!(matches!(
        save_as(&mut b, &proposed, false),
        SaveOutcome::Saved(_)
    ));
    assert_eq!(files(&dir).len(), 2);
}

#[test]
fn a_new_game_keeps_the_previous_games_autosave_reachable_and_continue_does_not_copy_it() {
    let dir = tmpdir("keep");
    let auto = dir.join("autosave.ron");
    let mut a = table("Three in the East", 5);
    a.take_autosave(auto.clone(), dir.clone());
    // Decisions after the whole autosave go to its journal only.
    a = decide(a, 30);
    let a_record = a.session.record.clone();
    drop(a);
    // Continue (the same game from the autosave): nothing to keep.
    let cont = acme::app::table::menu::load_session::<acme::app::games::Face>(
        acme::games::acme::data::builtin(),
        &auto,
    )
    .unwrap();
    assert_eq!(cont.record, a_record);
    let mut c = Table::<acme::app::games::acme::face::AcmeFace>::new(cont, Speed::Instant);
    c.take_autosave(auto.clone(), dir.clone());
    assert_eq!(files(&dir), std::slice::from_ref(&auto));
    drop(c);
    // A new game takes the autosave: the previous game is kept under a name, decisions included.
    let mut b = table("Basic game, 3 players", 6);
    b.take_autosave(auto.clone(), dir.clone());
    let toast = b
        .messages
        .toast
        .as_ref()
        .map(|t| t.text.clone())
        .unwrap_or_default();
    assert!(toast.contains("Autosave of Three in the East"), "{toast}");
    let listed = acme::saves::list_in(&dir);
    let kept: Vec<_> = listed
        .iter()
        .filter(|(_, title)| title.starts_with("Autosave of Three in the East, "))
        .collect();
    assert_eq!(kept.len(), 1, "{listed:?}");
    let (save, _) = acme::saves::read(&kept[0].0).unwrap();
    assert_eq!(save.record, a_record);
    // The autosave is the new game's now.
    let (now, _) = acme::saves::read(&auto).unwrap();
    assert_eq!(now.record, b.session.record);
}

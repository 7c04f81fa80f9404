//! ACIS's game built from its content: the catalog ACME's phases read, made from ACIS's loaded
//! data (RB Game Overview, The Board, The Cards), with no Deities and no Wonders among its cards.

use acme::games::acis;
use acme::games::acme::catalog::{CardId, CivKind};

/// RB Game Overview: ten civilizations, each with one printed home area, which the phases read
/// as the display's homes.
#[test]
fn rb_game_overview_ten_civilizations_with_one_home_each() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    assert_eq!(cat.civs.len(), acis::catalog::CIVILIZATIONS);
    for (i, c) in cat.civs.iter().enumerate() {
        let k = CivKind(i as u8);
        assert_eq!(c.kind, k);
        assert_eq!(c.name, a.civ(k).name);
        assert_eq!(c.homes, vec![a.civ(k).home], "{}", c.name);
    }
    assert_eq!(
        cat.civ_by_name("Carthage")
            .map(|k| cat.civ(k).name.as_str()),
        Some("Carthage")
    );
}

/// RB The Board: the phases' board is ACIS's, deep seas and islands included.
#[test]
fn rb_the_board_is_the_acis_map_with_its_deep_seas_and_islands() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    assert_eq!(cat.board.len(), a.board.len());
    let deep: Vec<_> = cat
        .board
        .ids()
        .filter(|&i| cat.board.area(i).is_deep_sea())
        .collect();
    assert!(!deep.is_empty(), "ACIS has deep seas");
    let deep_set = deep.iter().fold(0u128, |s, &i| s | 1u128 << i.0);
    assert_eq!(deep_set, a.deep_seas());
    let sardinia = cat.board.find("Sardinia").expect("Sardinia");
    assert!(cat.board.area(sardinia).island);
}

/// RB The Cards: Fate cards 1-103 with their printed code letters; ACIS has no Deities (its
/// Wonders are not among the phases' cards).
#[test]
fn rb_the_cards_fate_cards_keep_their_ids_and_codes_and_there_are_no_deities() {
    let a = acis::data::builtin();
    let cat = acis::system::builtin();
    assert_eq!(cat.fate_cards().count(), acis::catalog::FATE_CARDS as usize);
    for c in &a.cards {
        let p = cat.card(c.id);
        assert_eq!(p.id, c.id);
        assert_eq!(p.name(), c.name());
        assert_eq!(p.codes.letters(), c.codes.letters(), "card {}", c.id.0);
    }
    assert!(cat.deities.is_empty());
    assert!(cat.monotheism.is_none());
    assert!(cat.deity(CardId(acis::catalog::FIRST_WONDER)).is_none());
    let events = cat.fate_cards().filter(|c| c.is_event()).count();
    assert_eq!(events, a.cards.iter().filter(|c| c.codes.event).count());
    assert!(events > 0);
}

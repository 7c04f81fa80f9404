//! Growth Phase (RB p14-16): Strongholds, Retirement, Acquisition, Resettlement, Deployment.

use acme::games::acme::probe::growth::count_acquisition;
use acme::games::acme::{Action, Ask, Game};

use crate::support::*;

const HITTITE: &str = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha")"#;
const EGYPT: &str = r#"(civ: "Egypt", color: Blue, homeland: "Thebes")"#;

fn acq(g: &Game, civ: &str) -> acme::games::acme::probe::growth::Acquisition {
    let s = slot(g, civ);
    with_g(g, |v| count_acquisition(v, s))
}

#[test]
fn rb_strongholds_step_every_faction_places_a_cube_in_each_mountain_area_it_alone_occupies() {
    let g = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Hattusha", disks: [("Hittite", 1)]), (area: "Tarsus", disks: [("Barbarians", 2)]),
           (area: "Van", disks: [("Hittite", 2), ("Egypt", 1)]), (area: "Kaska", disks: [("Egypt", 2)])"#,
    );
    let cube = |a: &str| g.state.area(area(&g, a)).stronghold;
    assert_eq!(cube("Hattusha"), Some(faction(&g, "Hittite")));
    assert_eq!(
        cube("Tarsus"),
        Some(faction(&g, "Barbarians")),
        "Barbarians place Strongholds too"
    );
    assert_eq!(cube("Van"), None, "a shared Mountain area gets no cube");
    assert_eq!(cube("Kaska"), None, "only Mountain areas take Strongholds");
    assert_eq!(g.state.strongholds_free, 10);
}

#[test]
fn rb_retirement_any_disks_except_from_an_own_city() {
    let mut g = pos(
        "Full",
        "Growth(pos: 0, step: Retire)",
        &[HITTITE, EGYPT],
        r#"(area: "Hattusha", disks: [("Hittite", 3)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Pala", disks: [("Hittite", 1)])"#,
    );
    assert_eq!(pending(&g).ask, Ask::Retire);
    assert_eq!(area_options(&g), vec!["Kaska", "Pala"]);
    let kaska = area_action(&g, "Kaska");
    answer(&mut g, kaska);
    assert_eq!(disks(&g, "Kaska", "Hittite"), 1);
    assert_eq!(g.state.civ(slot(&g, "Hittite")).supply, 48 - 5);
}

#[test]
fn rb_acquisition_sea_gives_one_disk_per_two_sea_areas() {
    let g = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Red Sea", disks: [("Egypt", 1)]), (area: "Reed Sea", disks: [("Egypt", 2)]), (area: "Sinai Sea", disks: [("Egypt", 1)])"#,
    );
    assert_eq!(acq(&g, "Egypt").sea, 1, "three Sea areas give one disk");
}

#[test]
fn rb_acquisition_mountain_needs_two_settlements_for_one_disk() {
    let one = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Van", disks: [("Hittite", 3)])"#,
    );
    assert_eq!(
        acq(&one, "Hittite").mountain,
        0,
        "one Settlement and a City: nothing"
    );
    let two = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Van", disks: [("Hittite", 2)])"#,
    );
    assert_eq!(acq(&two, "Hittite").mountain, 1);
}

#[test]
fn rb_acquisition_plain_one_disk_per_settlement_only() {
    let g = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Kaska", disks: [("Hittite", 2)]), (area: "Pala", disks: [("Hittite", 3)]), (area: "Arzawa", disks: [("Hittite", 1)]),
           (area: "Kumannis", disks: [("Hittite", 2), ("Egypt", 2)])"#,
    );
    assert_eq!(
        acq(&g, "Hittite").plain,
        2,
        "Settlements in Kaska and (shared) Kumannis; not the City or the Camp"
    );
}

#[test]
fn rb_acquisition_fertile_one_per_controlled_area_or_settlement() {
    let g = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Abydos", disks: [("Egypt", 3)]), (area: "Memphis", disks: [("Egypt", 1)]),
           (area: "Amarna", disks: [("Egypt", 3), ("Hittite", 1)]), (area: "Nile Delta", disks: [("Egypt", 2), ("Hittite", 2)]),
           (area: "Thebes", disks: [("Egypt", 1), ("Barbarians", 1)])"#,
    );
    // Abydos (controlled City) and Memphis (controlled Camp) yes; Amarna (shared City) and Thebes
    // (shared Camp) no; Nile Delta (shared Settlement) yes.
    assert_eq!(acq(&g, "Egypt").fertile, 3);
}

#[test]
fn rb_acquisition_desert_gives_nothing() {
    let g = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT],
        r#"(area: "Eastern Desert", disks: [("Egypt", 2)]), (area: "Western Desert", disks: [("Egypt", 1)])"#,
    );
    assert_eq!(acq(&g, "Egypt").total(), 0);
}

#[test]
fn rb_acquisition_commerce_one_per_opposing_civilization_in_or_next_to_occupied_areas() {
    let assyria = r#"(civ: "Assyria", color: Red, homeland: "Nineveh")"#;
    let g = pos(
        "Full",
        "GrowthStart",
        &[HITTITE, EGYPT, assyria],
        r#"(area: "Kumannis", disks: [("Hittite", 1), ("Egypt", 1)]), (area: "Kaska", disks: [("Egypt", 1)]),
           (area: "Carchemish", disks: [("Hittite", 1)]), (area: "Zab", disks: [("Barbarians", 2)]),
           (area: "Mittani", disks: [("Assyria", 1)])"#,
    );
    // Egypt is met twice (shared Kumannis, adjacent Kaska) but counts once; Assyria next to
    // Carchemish counts; Barbarians never trade.
    assert_eq!(acq(&g, "Hittite").commerce, 2);
}

/// RB Minimum Acquisition example: 2 Sea areas and 1 Commerce give 2; the civilization takes 3.
#[test]
fn rb_minimum_acquisition_is_three_disks() {
    let mut g = pos(
        "Full",
        "Growth(pos: 0, step: Acquire)",
        &[EGYPT, HITTITE],
        r#"(area: "Red Sea", disks: [("Egypt", 1)]), (area: "Reed Sea", disks: [("Egypt", 1)]),
           (area: "Thebes", disks: [("Egypt", 1), ("Hittite", 1)])"#,
    );
    let egypt = slot(&g, "Egypt");
    assert_eq!(acq(&g, "Egypt").total(), 2);
    // Egypt may use Pharaoh's Granaries here (a disk in its Homeland): decline.
    answer(&mut g, Action::No);
    assert_eq!(g.state.civ(egypt).growth, 3);
}

#[test]
fn rb_minimum_acquisition_does_not_count_captives() {
    let hittite =
        r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", growth: 2, captives: 2)"#;
    let g = pos(
        "Full",
        "Growth(pos: 0, step: Acquire)",
        &[hittite, EGYPT],
        r#"(area: "Arzawa", disks: [("Hittite", 1)])"#,
    );
    let h = slot(&g, "Hittite");
    // Minimum 3 on top of the 2 captives.
    assert_eq!(g.state.civ(h).growth, 5);
}

#[test]
fn rb_temple_granary_one_mina_instead_of_two_disks_with_an_active_deity() {
    let hittite = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", deity: Some((108, Standing)))"#;
    let mut g = pos(
        "Full",
        "Growth(pos: 0, step: Acquire)",
        &[hittite, EGYPT],
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Kaska", disks: [("Hittite", 2)])"#,
    );
    let h = slot(&g, "Hittite");
    assert_eq!(pending(&g).ask, Ask::Granary);
    answer(&mut g, Action::Yes);
    assert_eq!(g.state.civ(h).treasury, 1);
    assert_eq!(
        g.state.civ(h).growth,
        1,
        "minimum 3, two of them traded for the mina"
    );
}

#[test]
fn rb_godless_civilization_has_no_temple_granary() {
    let g = pos(
        "Full",
        "Growth(pos: 0, step: Acquire)",
        &[HITTITE, EGYPT],
        r#"(area: "Hattusha", disks: [("Hittite", 2)]), (area: "Kaska", disks: [("Hittite", 2)])"#,
    );
    assert_ne!(pending(&g).ask, Ask::Granary);
    assert_eq!(g.state.civ(slot(&g, "Hittite")).growth, 3);
}

#[test]
fn card_107_god_of_the_forge_two_mina_and_card_105_earth_mother_two_disks_at_acquisition() {
    let hittite = r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", deity: Some((105, Standing)))"#;
    let egypt = r#"(civ: "Egypt", color: Blue, homeland: "Thebes", deity: Some((107, Standing)))"#;
    let mut g = pos(
        "Full",
        "Growth(pos: 0, step: Acquire)",
        &[hittite, egypt],
        r#"(area: "Hattusha", disks: [("Hittite", 1)]), (area: "Kaska", disks: [("Hittite", 2)]), (area: "Pala", disks: [("Hittite", 2)]),
           (area: "Thebes", disks: [("Egypt", 2)])"#,
    );
    let (h, e) = (slot(&g, "Hittite"), slot(&g, "Egypt"));
    answer(&mut g, Action::No); // granary
    assert_eq!(
        g.state.civ(h).growth,
        4,
        "2 Plain Settlements + 2 from Earth Mother Goddess"
    );
    skip_until(&mut g, |d| d.who == e && d.ask == Ask::Granary);
    answer(&mut g, Action::No);
    assert_eq!(
        g.state.civ(e).treasury,
        1 + 2,
        "Gift of the Nile, then God of the Forge"
    );
}

#[test]
fn rb_resettlement_one_disk_from_each_city() {
    let mut g = pos(
        "Full",
        "Growth(pos: 0, step: Resettle)",
        &[HITTITE, EGYPT],
        r#"(area: "Kaska", disks: [("Hittite", 4)]), (area: "Pala", disks: [("Hittite", 3)])"#,
    );
    let kaska = area_action(&g, "Kaska");
    answer(&mut g, kaska);
    assert_eq!(
        area_options(&g),
        vec!["Pala"],
        "Kaska gave its disk already, though still a City"
    );
    let pala = area_action(&g, "Pala");
    answer(&mut g, pala);
    assert_eq!(g.state.civ(slot(&g, "Hittite")).growth, 2);
    assert!(matches!(pending(&g).ask, Ask::Deploy { left: 2 }));
}

fn deploying(areas: &str, growth: u16) -> Game {
    let hittite =
        format!(r#"(civ: "Hittite", color: BurntOrange, homeland: "Hattusha", growth: {growth})"#);
    pos(
        "Full",
        "Growth(pos: 0, step: DeployStart)",
        &[&hittite, EGYPT],
        areas,
    )
}

#[test]
fn rb_deployment_into_a_contested_area_one_occupies_whatever_the_ratio() {
    let g = deploying(
        r#"(area: "Aleppo", disks: [("Hittite", 1), ("Egypt", 3)]), (area: "Thebes", disks: [("Egypt", 1)])"#,
        3,
    );
    let opts = area_options(&g);
    assert!(opts.contains(&"Aleppo".to_string()));
    assert!(
        !opts.contains(&"Emar".to_string()),
        "no adjacency through a Contested area without matching"
    );
}

#[test]
fn rb_deployment_adjacent_to_a_controlled_area_and_chaining() {
    let mut g = deploying(r#"(area: "Arzawa", disks: [("Hittite", 1)])"#, 3);
    let opts = area_options(&g);
    assert!(opts.contains(&"Lydia".to_string()));
    assert!(
        !opts.contains(&"Lukka".to_string()),
        "Lukka is two areas away"
    );
    let lydia = area_action(&g, "Lydia");
    answer(&mut g, lydia);
    assert!(
        area_options(&g).contains(&"Lukka".to_string()),
        "newly placed disks extend the chain"
    );
}

#[test]
fn rb_deployment_shared_area_without_control_or_contest_is_not_a_base() {
    // One Hittite and one Egyptian Camp in Aleppo: neither Control nor Contested.
    let g = deploying(
        r#"(area: "Aleppo", disks: [("Hittite", 1), ("Egypt", 1)]), (area: "Kaska", disks: [("Hittite", 1)])"#,
        3,
    );
    let opts = area_options(&g);
    assert!(!opts.contains(&"Aleppo".to_string()));
    assert!(!opts.contains(&"Emar".to_string()));
}

#[test]
fn rb_deployment_restart_in_or_next_to_the_homeland_with_zero_disks_on_the_map() {
    let g = deploying(r#"(area: "Hattusha", disks: [("Egypt", 2)])"#, 3);
    let opts = area_options(&g);
    assert!(
        opts.contains(&"Hattusha".to_string()),
        "even though Egypt holds it"
    );
    assert!(opts.contains(&"Kaska".to_string()));
    assert!(!opts.contains(&"Lydia".to_string()));
}

#[test]
fn rb_deployment_stacking_limits_four_in_land_two_in_desert_or_sea() {
    let mut g = deploying(
        r#"(area: "Kaska", disks: [("Hittite", 3)]), (area: "Caucasus Sea", disks: [("Hittite", 1)])"#,
        4,
    );
    let kaska = area_action(&g, "Kaska");
    let sea = area_action(&g, "Caucasus Sea");
    answers(&mut g, &[kaska, sea]);
    let opts = area_options(&g);
    assert!(!opts.contains(&"Kaska".to_string()));
    assert!(!opts.contains(&"Caucasus Sea".to_string()));
}

#[test]
fn rb_deployment_leftover_disks_return_to_supply() {
    let mut g = deploying(r#"(area: "Kaska", disks: [("Hittite", 1)])"#, 4);
    let h = slot(&g, "Hittite");
    let kaska = area_action(&g, "Kaska");
    answers(&mut g, &[kaska, Action::Done]);
    assert_eq!(g.state.civ(h).growth, 0);
    assert_eq!(g.state.civ(h).supply, 48 - 2);
}

//! Scenario victory and end rules, each forced from a position: Alexander (H4.13.11, .14, .22,
//! .23), Rostam (H4.14.9), Sargon (H4.01.4), the three-Homelands and 20-VP ends (H4.08.4,
//! H4.11.3), the end-of-turn reveals (H4.12.2, H4.13.11, H4.16.3), Lord of the Whole World (T5.6).

use acme::games::acme::Game;
use acme::games::acme::state::{Faction, Slot};
use acme::games::acme::{Flow, GrowthStep, ReckStep};

use super::driver::*;

fn ready(name: &str, seed: u64) -> Game {
    ready_at_rest(&spec(name), &Default::default(), seed)
}

/// The same position, resumed at another step (no decision in progress).
fn resume(g: &Game, flow: Flow) -> Game {
    resume_at(g, flow).0
}

/// Set a faction's disks in an area, keeping the supplies right.
fn set(g: &mut Game, area: &str, who: &str, n: u8) {
    let a = area_named(g, area);
    let f = if who == "Barbarians" {
        Faction::BARBARIANS
    } else {
        slot_named(g, who).faction()
    };
    let st = &mut g.state;
    let have = st.areas[a.0 as usize].disks[f.idx()];
    st.areas.set(a, f, n);
    match f.slot() {
        Some(s) => st.civs[s.idx()].supply = st.civs[s.idx()].supply + have as u16 - n as u16,
        None => st.barbarian_supply = st.barbarian_supply + have as u16 - n as u16,
    }
    if n == 0 && st.areas[a.0 as usize].stronghold == Some(f) {
        st.areas[a.0 as usize].stronghold = None;
        st.strongholds_free += 1;
    }
}

fn winners(g: &Game) -> Vec<String> {
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    g.state
        .winner
        .clone()
        .unwrap_or_default()
        .iter()
        .map(|&s| q.civ_name(s).to_string())
        .collect()
}

fn clear_gold(g: &mut Game, of: &str) {
    let s = slot_named(g, of);
    for a in g.state.areas.iter_mut() {
        if a.gold == Some(s) {
            a.gold = None;
        }
    }
}

#[test]
fn h4_13_22_macedon_wins_when_no_gold_lies_under_persian_control() {
    let mut g = ready("alexander", 1);
    // Every Persian Gold is gone except Persis, which a Macedonian disk now shares: Gold still
    // lies under a Medes & Persians disk (H4.13.14e does not fire) but in no area under Persian
    // Control.
    for p in ["Western Satraps", "Levantine Satraps", "Satrapy of Egypt"] {
        clear_gold(&mut g, p);
    }
    let persis = area_named(&g, "Persis");
    let central = slot_named(&g, "Central Zone");
    for a in g.state.areas.iter_mut() {
        if a.gold == Some(central) {
            a.gold = None;
        }
    }
    g.state.areas[persis.0 as usize].gold = Some(central);
    set(&mut g, "Persis", "Macedon", 1);
    let g = resume(
        &g,
        Flow::Reckoning {
            step: ReckStep::Stacking,
        },
    );
    assert!(g.is_over());
    assert_eq!(winners(&g), ["Macedon"]);
    assert!(
        g.state.result_note.contains("Persian Control"),
        "{}",
        g.state.result_note
    );
}

#[test]
fn h4_13_14e_macedon_wins_when_no_gold_lies_under_the_medes_and_persians() {
    let mut g = ready("alexander", 2);
    clear_gold(&mut g, "Central Zone");
    let g = resume(
        &g,
        Flow::Growth {
            pos: 0,
            step: GrowthStep::Start,
        },
    );
    assert!(g.is_over());
    assert_eq!(winners(&g), ["Macedon"]);
}

#[test]
fn h4_13_14b_sea_peoples_without_gold_are_conquered_at_the_start_of_their_turn() {
    let mut g = ready("alexander", 3);
    clear_gold(&mut g, "Levantine Satraps");
    // Their turn is the third Growth segment.
    let g = resume(
        &g,
        Flow::Growth {
            pos: 2,
            step: GrowthStep::Start,
        },
    );
    let lev = slot_named(&g, "Levantine Satraps");
    let sc = g.state.scenario.as_ref().unwrap();
    assert!(sc.eliminated.contains(&lev));
    assert_eq!(
        on(&g, "Levantine Sea", "Levantine Satraps"),
        0,
        "every red disk leaves the seas"
    );
    assert_eq!(on(&g, "Tyre", "Levantine Satraps"), 3, "land disks stay");
    assert!(
        g.state.civ(lev).hand.is_empty(),
        "their cards are discarded"
    );
    assert!(!g.is_over());
}

#[test]
fn h4_13_14d_egypt_is_conquered_at_the_start_of_any_factions_turn() {
    let mut g = ready("alexander", 4);
    clear_gold(&mut g, "Satrapy of Egypt");
    // Macedon's turn (the first segment) already sees it.
    let mut g = resume(
        &g,
        Flow::Growth {
            pos: 0,
            step: GrowthStep::Start,
        },
    );
    let egypt = slot_named(&g, "Satrapy of Egypt");
    assert!(
        g.state
            .scenario
            .as_ref()
            .unwrap()
            .eliminated
            .contains(&egypt)
    );
    // A conquered faction gains no more VP (H4.13.14d).
    let before = g.state.civ(egypt).vp;
    rules(&mut g, |gg, ctx| gg.gain_vp(ctx, egypt, 3, "test"));
    assert_eq!(g.state.civ(egypt).vp, before);
}

#[test]
fn h4_13_23_final_totals_add_gold_and_homelands() {
    let mut g = ready("alexander", 5);
    let slots: Vec<Slot> = g.state.slots().collect();
    for s in slots {
        g.state.civs[s.idx()].vp = 0;
    }
    // Macedon takes Memphis (Egypt's Homeland, +6) and holds it alone; with its Gold it counts
    // 2 more.
    set(&mut g, "Memphis", "Satrapy of Egypt", 0);
    set(&mut g, "Memphis", "Macedon", 3);
    let m = slot_named(&g, "Macedon");
    g.state.civs[m.idx()].vp = 20;
    let g = resume(&g, Flow::EndOfEpoch { step: 20 });
    assert!(g.is_over());
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    let gold_ctl = |s: Slot| {
        q.playable_areas()
            .filter(|&a| g.state.area(a).gold.is_some() && q.controls(s.faction(), a))
            .count() as u32
    };
    let persians = [
        "Western Satraps",
        "Levantine Satraps",
        "Satrapy of Egypt",
        "Central Zone",
    ];
    let persian: u32 = persians
        .iter()
        .map(|p| {
            let s = slot_named(&g, p);
            g.state.civ(s).vp + gold_ctl(s)
        })
        .sum();
    let mac = g.state.civ(m).vp + 2 * gold_ctl(m) + 6;
    let want = if mac > persian {
        vec!["Macedon".to_string()]
    } else {
        persians.iter().map(|s| s.to_string()).collect()
    };
    assert_ne!(mac, persian, "choose a position without a tie");
    assert_eq!(winners(&g), want, "Macedon {mac} against Persia {persian}");
}

#[test]
fn h4_14_9_turan_wins_when_persia_controls_no_gold_area() {
    let mut g = ready("rostam", 1);
    for a in ["Parthia", "Persis", "Medes", "Ctesiphon"] {
        set(&mut g, a, "Turanians", 1);
    }
    // Each Gold area is now shared: Persia Controls none of them.
    let g = resume(
        &g,
        Flow::Growth {
            pos: 0,
            step: GrowthStep::Start,
        },
    );
    assert!(g.is_over());
    assert_eq!(winners(&g), ["Turanians"]);
    assert!(
        g.state.result_note.contains("Gold"),
        "{}",
        g.state.result_note
    );
}

/// A7.55: the Turanian Gold victory is checked at the end of every phase, the Growth and Card
/// Phases included (not only at a civilization's Growth start and the end of the Competition
/// Phase): Persia loses its last Gold area in the Card Phase and the game ends with that phase,
/// before any competition is fought.
#[test]
fn a7_55_rostam_gold_victory_checked_at_the_end_of_the_card_and_growth_phases() {
    for flow in [Flow::CardEnd, Flow::GrowthEnd] {
        let mut g = ready("rostam", 1);
        for a in ["Parthia", "Persis", "Medes", "Ctesiphon"] {
            set(&mut g, a, "Turanians", 1);
        }
        let g = resume(&g, flow);
        assert!(g.is_over(), "{flow:?}");
        assert_eq!(winners(&g), ["Turanians"]);
    }
}

#[test]
fn h4_14_9_persia_holding_one_gold_area_keeps_playing() {
    let mut g = ready("rostam", 2);
    for a in ["Parthia", "Persis", "Medes"] {
        set(&mut g, a, "Turanians", 1);
    }
    let g = resume(
        &g,
        Flow::Growth {
            pos: 0,
            step: GrowthStep::Start,
        },
    );
    assert!(!g.is_over());
}

#[test]
fn h4_01_4_sargon_both_homelands_after_a_competition_phase_win_at_once() {
    let mut g = ready("sargon", 3);
    set(&mut g, "Akkad", "Akkad", 0);
    set(&mut g, "Akkad", "Sumer", 3);
    let g = resume(
        &g,
        Flow::Reckoning {
            step: ReckStep::Stacking,
        },
    );
    assert!(g.is_over());
    assert_eq!(winners(&g), ["Sumer"]);
}

#[test]
fn h4_08_4a_three_homelands_end_the_game_at_the_end_of_the_turn() {
    let mut g = ready("king-of-the-whole-world", 4);
    for (home, civ) in [("Babylon", "Babylon"), ("Hattusha", "Hittites")] {
        set(&mut g, home, civ, 0);
        set(&mut g, home, "Assyria", 3);
    }
    let epoch = g.state.epoch;
    let mut g = resume(
        &g,
        Flow::Reckoning {
            step: ReckStep::SuddenEnd,
        },
    );
    run_until(&mut g, 4, |g| g.is_over());
    assert!(g.is_over());
    assert_eq!(
        g.state.epoch, epoch,
        "the game ends in this Epoch (H4.08.4)"
    );
}

#[test]
fn h4_08_4b_a_twenty_vp_lead_ends_the_game() {
    let mut g = ready("king-of-the-whole-world", 5);
    let b = slot_named(&g, "Babylon");
    g.state.civs[b.idx()].vp = 25;
    let mut g = resume(
        &g,
        Flow::Reckoning {
            step: ReckStep::SuddenEnd,
        },
    );
    run_until(&mut g, 5, |g| g.is_over());
    assert_eq!(g.state.epoch, 2);
    assert_eq!(winners(&g), ["Babylon"]);
}

#[test]
fn h4_11_3_darius_three_homelands_at_the_victory_tally_end_the_game() {
    let mut g = ready("darius", 6);
    set(&mut g, "Persis", "Barbarians", 0);
    set(&mut g, "Persis", "Medes & Persians", 3);
    set(&mut g, "Hattusha", "Hittites", 0);
    set(&mut g, "Hattusha", "Medes & Persians", 3);
    set(&mut g, "Thrace", "Greeks", 0);
    set(&mut g, "Thrace", "Medes & Persians", 3);
    let mut g = resume(
        &g,
        Flow::Reckoning {
            step: ReckStep::Tally,
        },
    );
    run_until(&mut g, 6, |g| g.is_over());
    assert_eq!(
        (g.state.epoch, g.state.turn),
        (2, 3),
        "the game ends in that turn"
    );
}

/// Put a card on top, then run the Sudden End step of `turn` (Epoch IV for these scenarios).
fn reveal_at(name: &str, turn: u8, card: u8) -> Game {
    let mut g = ready(name, 7);
    g.state.turn = turn;
    stack_top(&mut g, card);
    resume(
        &g,
        Flow::Reckoning {
            step: ReckStep::SuddenEnd,
        },
    )
}

/// Whether the game ended at the end of `turn` (rather than going on to the next turn).
fn ended_after(g: &mut Game, turn: u8) -> bool {
    run_until(g, 7, |g| {
        g.is_over()
            || (g.state.turn != turn
                && matches!(g.state.flow.phase(), acme::games::acme::Phase::Growth))
    });
    g.is_over()
}

#[test]
fn h4_12_2_successors_an_even_card_after_turn_4_gives_another_turn() {
    let mut g = reveal_at("successors", 4, 2);
    assert!(!ended_after(&mut g, 4));
    assert_eq!(g.state.turn, 5);
    let mut g = reveal_at("successors", 4, 3);
    assert!(ended_after(&mut g, 4), "odd: the game ends");
    let mut g = reveal_at("successors", 6, 2);
    assert!(ended_after(&mut g, 6), "Epoch turn 6 is the last (A7.44)");
    let mut g = reveal_at("successors", 3, 3);
    assert!(!ended_after(&mut g, 3), "no Sudden End step before turn 4");
}

#[test]
fn h4_16_3_rome_vs_parthia_a_card_with_1_to_4_ends_the_game_after_turn_4() {
    let mut g = reveal_at("rome-vs-parthia", 4, 56);
    assert!(!ended_after(&mut g, 4), "56 has no 1-4: turn 5 is played");
    let mut g = reveal_at("rome-vs-parthia", 4, 13);
    assert!(ended_after(&mut g, 4), "13 contains 1 and 3");
    let mut g = reveal_at("rome-vs-parthia", 5, 56);
    assert!(ended_after(&mut g, 5), "turn 5 is the last");
    let mut g = reveal_at("rome-vs-parthia", 2, 22);
    assert!(!ended_after(&mut g, 2), "no draw at the end of turn 2");
}

#[test]
fn h4_13_11_alexander_turn_9_only_on_an_even_card_never_past_10() {
    let mut g = reveal_at("alexander", 8, 2);
    assert!(!ended_after(&mut g, 8));
    assert_eq!(g.state.turn, 9);
    let mut g = reveal_at("alexander", 8, 7);
    assert!(ended_after(&mut g, 8), "odd: Alexander dies");
    let mut g = reveal_at("alexander", 10, 2);
    assert!(ended_after(&mut g, 10));
    let mut g = reveal_at("alexander", 3, 23);
    assert!(
        !ended_after(&mut g, 3),
        "no Sudden End draw at turns 2 and 3"
    );
}

#[test]
fn t5_6_lord_of_the_whole_world_wins_at_once() {
    let mut choice = acme::games::acme::scenario::ScenarioChoice::default();
    choice.options.tracks = Some(0);
    choice.humans = vec![vec!["Hittite".into()]];
    let mut g = ready_at_rest(&spec_with("basic-2", choice), &Default::default(), 8);
    let h = slot_named(&g, "Hittite");
    // Stage 4 on two tracks and 3 on the third; 8 Cities; 4 mina to pay.
    {
        let sc = g.state.scenario.as_mut().unwrap();
        sc.tracks.as_mut().unwrap().stage[h.idx()] = [4, 4, 3];
    }
    let areas = [
        "Hattusha",
        "Kaska",
        "Kumannis",
        "Karahuyuk",
        "Arzawa",
        "Pala",
        "Lydia",
        "Lukka",
    ];
    for a in areas {
        for s in g.state.slots().collect::<Vec<_>>() {
            let n = g.state.area(area_named(&g, a)).disks[s.idx()];
            if n > 0 {
                let name = acme::games::acme::Q::new(&g.catalog, &g.state)
                    .civ_name(s)
                    .to_string();
                set(&mut g, a, &name, 0);
            }
        }
        set(&mut g, a, "Hittite", 3);
    }
    g.state.civs[h.idx()].treasury = 4;
    g.state.white_supply -= 4;
    let pos = g.state.turn_pos(h) as u8;
    let mut g = resume(&g, Flow::Card { pos });
    let d = g.pending().unwrap().clone();
    assert_eq!(d.who, h);
    assert!(
        d.options.contains(&acme::games::acme::Action::Option(2)),
        "advance RI: {:?}",
        d.options
    );
    g.apply(acme::games::acme::Action::Option(2)).unwrap();
    for _ in 0..4 {
        g.apply(acme::games::acme::Action::PayMina).unwrap();
    }
    assert_eq!(
        g.state.scenario.as_ref().unwrap().winner.clone(),
        Some(vec![h]),
        "stage 4 on all three tracks (T5.6)"
    );
    run_until(&mut g, 8, |g| g.is_over());
    assert_eq!(winners(&g), ["Hittite"]);
}

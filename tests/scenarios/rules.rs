//! Scenario special rules, one test each: Troy (H4.06.5), Persian bellicosity (H4.13.20),
//! keepsake cards (H4.13.15-17, H4.15.7c), Gold (N1.7.3-5), Alexander's Events (H4.13.21),
//! ignored Events (H4.01.6), growth rules (H4.13.18-19, H4.14.11, H4.15.7a, H4.16.5d), the
//! frontier (H4.16.6), Rostam's Independents (H4.14.16), militarisation (H4.01.8), Darius
//! (H4.11.6), NPC tally VP (H4.08.6).

use acme::games::acme::Game;
use acme::games::acme::catalog::CardId;
use acme::games::acme::decision::Action;
use acme::games::acme::probe::losses::{Loss, LossMemo, LossRules};
use acme::games::acme::probe::proc::Ctx;
use acme::games::acme::probe::ruleset as seam;
use acme::games::acme::scenario::hooks;
use acme::games::acme::state::Faction;
use acme::games::acme::{Flow, GrowthStep};

use super::driver::*;

fn ready(name: &str, seed: u64) -> Game {
    ready_at_rest(&spec(name), &Default::default(), seed)
}

fn resume(g: &Game, flow: Flow) -> Game {
    let mut st = g.state.clone();
    st.proc = None;
    st.flow = flow;
    Game::from_state(g.catalog.clone(), st).0
}

fn put(g: &mut Game, area: &str, who: &str, n: u8) {
    let a = area_named(g, area);
    let f = if who == "Barbarians" {
        Faction::BARBARIANS
    } else {
        slot_named(g, who).faction()
    };
    let have = g.state.areas[a.0 as usize].disks[f.idx()];
    g.state.areas.set(a, f, n);
    match f.slot() {
        Some(s) => {
            g.state.civs[s.idx()].supply = g.state.civs[s.idx()].supply + have as u16 - n as u16
        }
        None => g.state.barbarian_supply = g.state.barbarian_supply + have as u16 - n as u16,
    }
}

// ---- Troy ----

#[test]
fn h4_06_5c_troy_regenerates_to_four_disks() {
    let mut g = ready("agamemnon", 1);
    put(&mut g, "Ilium", "Troy", 1);
    g.state.scenario.as_mut().unwrap().done[0] = 0;
    let g = resume(&g, Flow::GrowthStart);
    assert_eq!(on(&g, "Ilium", "Troy"), 4);
}

#[test]
fn h4_06_5e_only_the_greeks_place_disks_in_ilium() {
    let mut g = ready("agamemnon", 2);
    let ilium = area_named(&g, "Ilium");
    let hittites = slot_named(&g, "Hittites");
    let greeks = slot_named(&g, "Greeks");
    let r = rules(&mut g, |gg, _| seam::may_deploy(gg, hittites, ilium)).0;
    assert!(r.unwrap_err().contains("Greeks"));
    assert!(
        rules(&mut g, |gg, _| seam::may_deploy(gg, greeks, ilium))
            .0
            .is_ok()
    );
    let placed = rules(&mut g, |gg, ctx| {
        gg.place(ctx, Faction::BARBARIANS, ilium, 2)
    })
    .0;
    assert_eq!(placed, 0, "no Barbarians in Ilium");
}

#[test]
fn h4_06_5f_troys_walls_when_ilium_is_contested() {
    let mut g = ready("agamemnon", 3);
    put(&mut g, "Ilium", "Greeks", 3);
    g.state.scenario.as_mut().unwrap().done[1] = 0;
    let mut st = g.state.clone();
    st.flow = Flow::CompStart;
    let (_, events) = Game::from_state(g.catalog.clone(), st);
    let troy = slot_named(&g, "Troy");
    let walls: i32 = events
        .iter()
        .filter_map(|e| match e {
            acme::games::acme::Event::Allies { slot, delta, .. } if *slot == troy && *delta > 0 => {
                Some(*delta as i32)
            }
            _ => None,
        })
        .sum();
    assert_eq!(
        walls, 2,
        "2 white disks for Troy when Ilium is Contested (A7.35)"
    );
}

#[test]
fn a7_35_no_walls_when_ilium_is_quiet() {
    let mut g = ready("agamemnon", 3);
    g.state.scenario.as_mut().unwrap().done[1] = 0;
    let mut st = g.state.clone();
    st.flow = Flow::CompStart;
    let (_, events) = Game::from_state(g.catalog.clone(), st);
    let troy = slot_named(&g, "Troy");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, acme::games::acme::Event::Allies { slot, .. } if *slot == troy))
    );
}

#[test]
fn h4_06_5g_only_the_greeks_sack_troy_for_two_mina_and_two_vp() {
    let mut g = ready("agamemnon", 4);
    let ilium = area_named(&g, "Ilium");
    let greeks = slot_named(&g, "Greeks");
    let egypt = slot_named(&g, "Egypt");
    assert!(!rules(&mut g, |gg, _| seam::may_sack(gg, egypt, ilium)).0);
    assert!(rules(&mut g, |gg, _| seam::may_sack(gg, greeks, ilium)).0);
    put(&mut g, "Ilium", "Troy", 0);
    put(&mut g, "Ilium", "Greeks", 3);
    let (vp, loot) = (g.state.civ(greeks).vp, g.state.civ(greeks).loot);
    rules(&mut g, |gg, ctx| hooks::after_sack(gg, ctx, greeks, ilium))
        .0
        .unwrap();
    assert_eq!(g.state.civ(greeks).vp, vp + 2);
    assert_eq!(g.state.civ(greeks).loot, loot + 2);
    let troy = slot_named(&g, "Troy");
    assert!(
        g.state
            .scenario
            .as_ref()
            .unwrap()
            .eliminated
            .contains(&troy)
    );
}

#[test]
fn h4_06_5e_a_card_removes_at_most_one_disk_in_ilium() {
    let mut g = ready("agamemnon", 5);
    let ilium = area_named(&g, "Ilium");
    let troy = slot_named(&g, "Troy").faction();
    let mut memo = LossMemo::default();
    let rules_ = LossRules::card(CardId(72));
    let first = rules(&mut g, |gg, ctx| {
        gg.lose_one(ctx, troy, ilium, rules_, &mut memo)
    })
    .0;
    assert_eq!(first, Ok(Loss::Disk));
    let second = rules(&mut g, |gg, ctx| {
        gg.lose_one(ctx, troy, ilium, rules_, &mut memo)
    })
    .0;
    assert_eq!(second, Ok(Loss::Protected));
}

// ---- Alexander ----

#[test]
fn h4_13_20c_persian_egypt_grows_only_in_nile_delta_and_memphis() {
    let mut g = ready("alexander", 6);
    let egypt = slot_named(&g, "Satrapy of Egypt");
    let amarna = area_named(&g, "Amarna");
    let memphis = area_named(&g, "Memphis");
    assert!(
        rules(&mut g, |gg, _| seam::may_deploy(gg, egypt, amarna))
            .0
            .is_err()
    );
    assert!(
        rules(&mut g, |gg, _| seam::may_deploy(gg, egypt, memphis))
            .0
            .is_ok()
    );
}

#[test]
fn h4_13_20d_no_cohabitation_between_persian_factions() {
    let mut g = ready("alexander", 7);
    let central = slot_named(&g, "Central Zone");
    let aleppo = area_named(&g, "Aleppo"); // Levantine
    let r = rules(&mut g, |gg, _| {
        acme::games::acme::probe::growth::deploy_check(gg, central, aleppo)
    })
    .0;
    assert!(r.unwrap_err().contains("cohabitation"));
}

#[test]
fn h4_13_19_persians_skip_the_first_growth_phase_and_draw_one() {
    let mut g = ready("alexander", 8);
    let w = slot_named(&g, "Western Satraps");
    let m = slot_named(&g, "Macedon");
    let skip = rules(&mut g, |gg, ctx| seam::civ_growth_start(gg, ctx, w))
        .0
        .unwrap();
    assert_eq!(skip, seam::GrowthStart::Skip);
    let go = rules(&mut g, |gg, ctx| seam::civ_growth_start(gg, ctx, m))
        .0
        .unwrap();
    assert_eq!(go, seam::GrowthStart::Continue);
    assert_eq!(rules(&mut g, |gg, _| seam::draw_base(gg, w)).0, 1);
    assert_eq!(rules(&mut g, |gg, _| seam::draw_base(gg, m)).0, 3);
    // Turn 1: Macedon's only Growth is its 12 disks (no Acquisition, H4.13.18).
    assert_eq!(rules(&mut g, |gg, _| seam::acquisition(gg, m, 7, 3)).0, 0);
}

#[test]
fn h4_13_18_macedonian_growth_from_turn_2() {
    let mut g = ready("alexander", 9);
    let m = slot_named(&g, "Macedon");
    g.state.scenario.as_mut().unwrap().turns_played = 2;
    g.state.civs[m.idx()].growth = 0;
    let mina = g.state.civ(m).treasury;
    rules(&mut g, |gg, ctx| seam::civ_growth_start(gg, ctx, m))
        .0
        .unwrap();
    // Thrace is Macedon's only Gold area: 4 + 1 disks.
    assert_eq!(g.state.civ(m).growth, 5);
    assert_eq!(g.state.civ(m).treasury, mina + 1);
}

#[test]
fn h4_13_17_warrior_king_comes_back_free_master_armorer_as_a_draw() {
    let mut g = ready("alexander", 10);
    let m = slot_named(&g, "Macedon");
    for c in [21u8, 20] {
        g.state.civs[m.idx()].hand.retain(|&x| x != CardId(c));
        g.state.deck.discard.push(CardId(c));
    }
    let delta = rules(&mut g, |gg, ctx| hooks::draw_step_start(gg, ctx, m))
        .0
        .unwrap();
    assert_eq!(delta, -1, "Master Armorer counts as one of the draws");
    let h = hand(&g, "Macedon");
    assert!(h.contains(&CardId(21)) && h.contains(&CardId(20)));
    assert!(!g.state.deck.discard.contains(&CardId(21)));
    // A Spy taking Warrior King: it goes beside the Greek display instead.
    let w = slot_named(&g, "Western Satraps");
    g.state.civs[m.idx()].hand.retain(|&x| x != CardId(21));
    g.state.civs[w.idx()].hand.push(CardId(21));
    rules(&mut g, acme::games::acme::scenario::rules::sweep_keepsakes);
    assert!(!hand(&g, "Western Satraps").contains(&CardId(21)));
    let aside = &g.state.scenario.as_ref().unwrap().aside;
    assert!(aside.iter().any(|a| a.card == CardId(21) && a.owner == m));
    assert_cards_conserved(&g);
}

#[test]
fn h4_13_21_time_marches_on_leaves_the_game() {
    let mut g = ready("alexander", 11);
    let m = slot_named(&g, "Macedon");
    stack_top(&mut g, 97);
    let before = hand(&g, "Macedon").len();
    rules(&mut g, |gg, ctx| gg.draw_cards(ctx, m, 1)).0.unwrap();
    assert_eq!(
        hand(&g, "Macedon").len(),
        before + 1,
        "a replacement is drawn"
    );
    assert!(!g.state.deck.discard.contains(&CardId(97)));
    assert!(
        g.state
            .scenario
            .as_ref()
            .unwrap()
            .removed
            .contains(&CardId(97))
    );
    assert!(!g.state.epoch_ends, "it does not end the Epoch");
}

#[test]
fn h4_13_21_breath_of_god_costs_each_civilization_a_random_card() {
    let mut g = ready("alexander", 12);
    let counts: Vec<usize> = g
        .state
        .order
        .iter()
        .map(|&s| g.state.civ(s).hand.len())
        .collect();
    stack_top(&mut g, 103);
    let c = g.state.deck.draw.pop().unwrap();
    let deck = g.state.deck.draw.len();
    rules(&mut g, |gg, ctx| gg.resolve_events(ctx, vec![c], None))
        .0
        .unwrap();
    let after: Vec<usize> = g
        .state
        .order
        .iter()
        .map(|&s| g.state.civ(s).hand.len())
        .collect();
    for (b, a) in counts.iter().zip(&after) {
        assert_eq!(*a + 1, *b);
    }
    assert!(
        g.state.deck.draw.len() >= deck,
        "the discards are shuffled back into the deck"
    );
}

#[test]
fn n1_7_4_a_card_takes_at_most_one_disk_of_the_golds_owner() {
    let mut g = ready("alexander", 13);
    let w = slot_named(&g, "Western Satraps").faction();
    let lukka = area_named(&g, "Lukka");
    let mut memo = LossMemo::default();
    let r = LossRules::card(CardId(72));
    let mut ctx = Ctx::new(vec![Action::LoseDisk]);
    let first = g.g().lose_one(&mut ctx, w, lukka, r, &mut memo).unwrap();
    assert_eq!(first, Loss::Disk);
    let second = rules(&mut g, |gg, ctx| gg.lose_one(ctx, w, lukka, r, &mut memo)).0;
    assert_eq!(second, Ok(Loss::Protected));
    assert_eq!(on(&g, "Lukka", "Western Satraps"), 2);
}

#[test]
fn n1_7_5_an_npc_taking_a_humans_gold_sacks_it() {
    let c = humans(&[&["Macedon"]]);
    let mut g = start(&spec_with("alexander", c), 14);
    finish_setup(&mut g, 14);
    let mut g = ready_from(g);
    put(&mut g, "Thrace", "Macedon", 0);
    put(&mut g, "Thrace", "Western Satraps", 2);
    let w = slot_named(&g, "Western Satraps");
    let vp = g.state.civ(w).vp;
    stack_top(&mut g, 2); // even: the game goes on (H4.13.14a)
    rules(&mut g, acme::games::acme::npc::gold::sack).0.unwrap();
    assert_eq!(
        g.state.area(area_named(&g, "Thrace")).gold,
        None,
        "the Gold is removed"
    );
    assert_eq!(g.state.civ(w).vp, vp + 4, "+4 VP for the NPC");
    assert!(
        g.state.scenario.as_ref().unwrap().winner.is_none(),
        "even card"
    );
}

#[test]
fn n1_7_3_gold_changes_owner_with_sole_control() {
    let mut g = ready("alexander", 15);
    put(&mut g, "Lydia", "Western Satraps", 0);
    put(&mut g, "Lydia", "Macedon", 2);
    rules(&mut g, |gg, _| {
        acme::games::acme::npc::gold::update_owners(gg)
    });
    assert!(gold_of(&g, "Macedon").contains(&"Lydia".to_string()));
}

fn ready_from(g: Game) -> Game {
    at_rest(g)
}

// ---- other scenarios ----

#[test]
fn h4_01_6_events_are_ignored_and_replaced_in_the_first_two_turns() {
    let mut g = ready("sargon", 16);
    let s = slot_named(&g, "Sumer");
    stack_top(&mut g, 98);
    let before = hand(&g, "Sumer").len();
    let black = total_on_map(&g, "Barbarians");
    rules(&mut g, |gg, ctx| gg.draw_cards(ctx, s, 1)).0.unwrap();
    assert_eq!(hand(&g, "Sumer").len(), before + 1);
    assert_eq!(total_on_map(&g, "Barbarians"), black, "no invasion");
    assert!(g.state.deck.discard.contains(&CardId(98)));
}

#[test]
fn h4_14_11_turanian_hordes_grow_at_least_eight() {
    let mut g = ready("rostam", 17);
    let t = slot_named(&g, "Turanians");
    assert_eq!(rules(&mut g, |gg, _| seam::acquisition(gg, t, 3, 5)).0, 8);
    assert_eq!(rules(&mut g, |gg, _| seam::acquisition(gg, t, 11, 5)).0, 11);
}

#[test]
fn h4_16_5d_rome_and_parthia_always_grow_exactly_twelve() {
    let mut g = ready("rome-vs-parthia", 18);
    let r = slot_named(&g, "Rome");
    assert_eq!(rules(&mut g, |gg, _| seam::acquisition(gg, r, 3, 3)).0, 12);
    assert_eq!(rules(&mut g, |gg, _| seam::acquisition(gg, r, 20, 3)).0, 12);
}

#[test]
fn h4_15_7a_rome_grows_at_least_six() {
    let mut g = ready("mithridates", 19);
    let r = slot_named(&g, "Rome");
    assert_eq!(rules(&mut g, |gg, _| seam::acquisition(gg, r, 2, 3)).0, 6);
}

#[test]
fn h4_16_6_no_vp_for_cities_in_ones_original_territory() {
    let mut g = ready("rome-vs-parthia", 20);
    let rome = slot_named(&g, "Rome");
    let parthia = slot_named(&g, "Parthia");
    // Rome: Cities in Hattusha (west) and Ctesiphon's neighbour Akkad (east).
    put(&mut g, "Hattusha", "Rome", 3);
    put(&mut g, "Akkad", "Parthia", 0);
    put(&mut g, "Akkad", "Rome", 3);
    let q_cities = |g: &Game, s| acme::games::acme::Q::new(&g.catalog, &g.state).cities(s);
    let all = q_cities(&g, rome);
    let scored = rules(&mut g, |gg, _| hooks::tally_cities(gg, rome, all)).0;
    assert_eq!(scored, 1, "only the City east of the frontier scores");
    let pc = q_cities(&g, parthia);
    let ps = rules(&mut g, |gg, _| hooks::tally_cities(gg, parthia, pc)).0;
    assert_eq!(ps, 0, "Parthia's Cities at home do not score");
}

#[test]
fn h4_16_5c_nobody_places_where_neutral_egypt_is() {
    let mut g = ready("rome-vs-parthia", 21);
    let rome = slot_named(&g, "Rome").faction();
    let memphis = area_named(&g, "Memphis");
    assert_eq!(
        rules(&mut g, |gg, ctx| gg.place(ctx, rome, memphis, 1)).0,
        0
    );
}

#[test]
fn h4_15_7c_armored_infantry_cannot_pay_for_a_loss_and_comes_back_for_a_mina() {
    let mut g = ready("mithridates", 22);
    let rome = slot_named(&g, "Rome");
    let thrace = area_named(&g, "Thrace");
    let mut ctx = Ctx::new(Vec::new());
    let r = g.g().lose_one(
        &mut ctx,
        rome.faction(),
        thrace,
        LossRules::card(CardId(72)),
        &mut LossMemo::default(),
    );
    assert!(r.is_err(), "a decision");
    let d = ctx.pending.expect("the loss question");
    assert!(
        !d.options.contains(&Action::Discard(CardId(31))),
        "H4.15.7c: never discarded"
    );
    // Played: it goes beside the display; an NPC Rome pays a mina to straighten it.
    g.state.civs[rome.idx()].hand.retain(|&x| x != CardId(31));
    g.state.deck.discard.push(CardId(31));
    g.state.civs[rome.idx()].treasury = 1;
    g.state.white_supply -= 1;
    let delta = rules(&mut g, |gg, ctx| hooks::draw_step_start(gg, ctx, rome))
        .0
        .unwrap();
    assert_eq!(delta, 0);
    assert_eq!(g.state.civ(rome).treasury, 0);
    assert!(hand(&g, "Rome").contains(&CardId(31)));
}

#[test]
fn h4_14_16_independents_friend_placement_and_resettlement() {
    let mut g = ready("rostam", 23);
    let mp = slot_named(&g, "Medes & Persians");
    let armenia = area_named(&g, "Armenia");
    let r = rules(&mut g, |gg, _| seam::may_deploy(gg, mp, armenia)).0;
    assert!(
        r.unwrap_err().contains("Independents"),
        "only Independents there"
    );
    // With Barbarians in Elam (1 Vassal... 3 here) Persia may stack on them up to the limit.
    put(&mut g, "Elam", "Barbarians", 3);
    put(&mut g, "Elam", "Vassal Peoples", 1);
    let elam = area_named(&g, "Elam");
    assert!(
        rules(&mut g, |gg, _| seam::may_deploy(gg, mp, elam))
            .0
            .is_ok()
    );
    put(&mut g, "Elam", "Medes & Persians", 3);
    assert!(
        rules(&mut g, |gg, _| seam::may_deploy(gg, mp, elam))
            .0
            .is_err(),
        "1 + 3 = 4"
    );
    // Resettlement: those disks wait for the next turn.
    rules(&mut g, |gg, ctx| hooks::before_resettle(gg, ctx, mp));
    assert_eq!(on(&g, "Elam", "Medes & Persians"), 0);
    assert_eq!(g.state.scenario.as_ref().unwrap().held[mp.idx()], 3);
    assert_disks_conserved(&g);
    g.state.scenario.as_mut().unwrap().turns_played = 2;
    let growth = g.state.civ(mp).growth;
    rules(&mut g, |gg, ctx| seam::civ_growth_start(gg, ctx, mp))
        .0
        .unwrap();
    assert_eq!(
        g.state.civ(mp).growth,
        growth + 3,
        "ready for the next Deployment"
    );
}

#[test]
fn h4_14_16c_persia_and_its_independents_are_one_side() {
    let mut g = ready("rostam", 24);
    put(&mut g, "Elam", "Medes & Persians", 2);
    let elam = area_named(&g, "Elam");
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    assert!(!q.contested(elam), "friends do not fight each other");
    put(&mut g, "Elam", "Turanians", 2);
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    assert!(q.contested(elam));
}

#[test]
fn h4_01_8_militarisation_costs_vp_and_adds_a_display() {
    let c = humans(&[&["Sumer"], &["Akkad"]]);
    let mut g = start(&spec_with("sargon", c), 25);
    finish_setup(&mut g, 25);
    let mut g = ready_from(g);
    let akkad = slot_named(&g, "Akkad");
    let sumer = slot_named(&g, "Sumer");
    g.state.epoch = 2;
    g.state.turn = 1;
    g.state.civs[akkad.idx()].vp = 10;
    g.state.civs[sumer.idx()].vp = 10;
    g.state.scenario.as_mut().unwrap().done[0] = 0;
    let mut g = resume(&g, Flow::GrowthStart);
    let d = g.pending().unwrap().clone();
    assert_eq!(d.who, akkad, "Akkad announces first");
    g.apply(Action::Yes).unwrap();
    let d = g.pending().unwrap().clone();
    assert_eq!(d.who, sumer);
    g.apply(Action::No).unwrap();
    assert_eq!(g.state.civ(akkad).vp, 5);
    assert!(
        acme::games::acme::probe::abilities::has_ability(&g.g(), akkad, "Captives"),
        "Assyrian display"
    );
    assert!(!acme::games::acme::probe::abilities::has_ability(
        &g.g(),
        sumer,
        "Zagros Highlanders"
    ));
}

#[test]
fn h4_11_6_darius_has_no_abilities_and_no_deity_until_persis_is_retaken() {
    let mut g = ready("darius", 26);
    let mp = slot_named(&g, "Medes & Persians");
    assert!(!acme::games::acme::probe::abilities::has_ability(
        &g.g(),
        mp,
        "Satrapies"
    ));
    assert!(rules(&mut g, |gg, _| hooks::deity_forbidden(gg, mp)).0);
    put(&mut g, "Persis", "Barbarians", 0);
    put(&mut g, "Persis", "Medes & Persians", 2);
    assert!(acme::games::acme::probe::abilities::has_ability(
        &g.g(),
        mp,
        "Satrapies"
    ));
    assert!(!rules(&mut g, |gg, _| hooks::deity_forbidden(gg, mp)).0);
}

#[test]
fn h4_08_6_npcs_gain_two_vp_a_turn_when_the_human_is_egypt() {
    let c = humans(&[&["Egypt"]]);
    let mut g = start(&spec_with("king-of-the-whole-world", c), 27);
    finish_setup(&mut g, 27);
    let mut g = ready_from(g);
    let vps: Vec<u32> = g.state.slots().map(|s| g.state.civ(s).vp).collect();
    rules(&mut g, acme::games::acme::scenario::rules::npc_tally_bonus);
    for s in g.state.slots().collect::<Vec<_>>() {
        let gain = g.state.civ(s).vp - vps[s.idx()];
        assert_eq!(gain, if g.state.civ(s).npc { 2 } else { 0 });
    }
    // Playing Assyria: no handicap.
    let c = humans(&[&["Assyria"]]);
    let g = start(&spec_with("king-of-the-whole-world", c), 27);
    assert!(
        !g.state
            .scenario
            .as_ref()
            .unwrap()
            .rules
            .iter()
            .any(|r| matches!(r, acme::games::acme::scenario::Rule::NpcTallyVp { .. }))
    );
}

#[test]
fn n1_3_9_scenario_hostility_is_resolved_for_the_npc_brain() {
    let c = humans(&[&["Macedon"]]);
    let g = start(&spec_with("alexander", c), 28);
    let npc = &g.state.scenario.as_ref().unwrap().npc;
    let m = slot_named(&g, "Macedon");
    for p in [
        "Western Satraps",
        "Levantine Satraps",
        "Satrapy of Egypt",
        "Central Zone",
    ] {
        let s = slot_named(&g, p);
        assert!(npc.hostile.contains(&(s, m)), "{p} hostile to Macedon");
        assert!(npc.primary.contains(&(s, m)));
    }
    assert!(npc.historical);
    let _ = GrowthStep::Start;
}

/// Every civilization's 48 (or 98) disks are somewhere: supply, growth box, map, cards, held.
fn assert_disks_conserved(g: &Game) {
    for (i, c) in g.state.civs.iter().enumerate() {
        let map: u32 = g.state.areas.iter().map(|a| a.disks[i] as u32).sum();
        let held = hooks::held_disks(&g.state, i);
        assert_eq!(
            c.supply as u32 + c.growth as u32 + map + c.invested() as u32 + held,
            c.pool as u32
        );
    }
}

/// Every Fate card is in exactly one place (the scenario's piles included).
fn assert_cards_conserved(g: &Game) {
    let mut seen = [0u8; 104];
    let st = &g.state;
    let all = st
        .deck
        .draw
        .iter()
        .chain(&st.deck.discard)
        .chain(&st.deck.set_aside)
        .chain(&st.deck.held_out)
        .copied()
        .chain(st.civs.iter().flat_map(|c| c.hand.iter().copied()))
        .chain(st.civs.iter().flat_map(|c| c.table.iter().map(|t| t.card)))
        .chain(hooks::scenario_cards(st));
    for c in all {
        seen[c.0 as usize] += 1;
    }
    for (id, n) in seen.iter().enumerate().skip(1) {
        assert_eq!(*n, 1, "card #{id}");
    }
}

/// H4.14.14: "While God of War is on the map, the Persian player may use Rostam's power to Negate
/// a Great Person card INSTEAD of placing the two white disks in the Competition Phase. This
/// Negate may be used in the Card Phase or in the Competition Phase, but not both (per turn)."
#[test]
fn h4_14_14_rostam_negates_a_great_person_card_once_a_turn_instead_of_god_of_wars_disks() {
    use acme::games::acme::probe::negation::{GOD_OF_WAR, Link};
    let mut g = ready("rostam", 25);
    let mp = slot_named(&g, "Medes & Persians");
    let turan = slot_named(&g, "Turanians");
    assert_eq!(g.state.civ(mp).deity, Some(GOD_OF_WAR));
    g.state.flow = Flow::Card { pos: 0 };
    let great_person = Link::card(turan, CardId(3), 0, 0);
    let other = Link::card(turan, CardId(42), 0, 0);
    let can = |g: &mut Game, l: Link| rules(g, |gg, _| gg.can_negate(mp, GOD_OF_WAR, &l)).0;
    assert!(
        can(&mut g, great_person),
        "a Great Person card in the Card Phase"
    );
    assert!(!can(&mut g, other), "only Great Person cards");
    // Not the Turanians' power, and only once a turn.
    assert!(
        !rules(&mut g, |gg, _| gg.can_negate(
            turan,
            GOD_OF_WAR,
            &Link::card(mp, CardId(3), 0, 0)
        ))
        .0
    );
    g.state.civs[mp.idx()].usage.rostam_negate = true;
    assert!(!can(&mut g, great_person), "not both phases in one turn");
    // In the Competition Phase it takes the place of the two white disks.
    g.state.civs[mp.idx()].usage.rostam_negate = false;
    g.state.flow = Flow::CompNext;
    assert!(can(&mut g, great_person), "in the Competition Phase");
    g.state.civs[mp.idx()].usage.god_of_war_used = true;
    assert!(
        !can(&mut g, great_person),
        "the God of War's disks were placed"
    );
    // Only while the God of War's temple is on the map.
    g.state.civs[mp.idx()].usage.god_of_war_used = false;
    g.state.set_block(
        GOD_OF_WAR,
        acme::games::acme::state::BlockLoc::Destroyed { owner: mp },
    );
    assert!(!can(&mut g, great_person), "the temple is off the map");
}

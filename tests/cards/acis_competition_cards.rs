//! ACIS's Competition cards that are ACME's competition effects under ACIS's ids and conditions
//! (content-acis-v1 section 3.2, each card's timing, targeting and effect lines; the rows of
//! `acis::cards::COMPETITION_OWN_ROWS`), played under `Game<Acis>` from a small position on ACIS's
//! basic 3-player board (the helpers of `acis_cards`).

use acme::games::acis;
use acme::games::acme::catalog::{AreaId, CardId, Catalog, iter_set};
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Action, Ask, Decision, Event, Flow, Game};

use super::acis_cards::{card_phase, cat, compete, give, land, ok, put, removed};

/// The events before the first loss round of a competition's events.
fn before_rounds(ev: &[Event]) -> &[Event] {
    let first = ev
        .iter()
        .position(|e| matches!(e, Event::CompetitionRound { .. }))
        .unwrap_or(ev.len());
    &ev[..first]
}

/// White Allied disks added to `s`'s side in `a` among `ev`.
fn allies_added(ev: &[Event], s: Slot, a: AreaId) -> i32 {
    ev.iter()
        .map(|e| match e {
            Event::Allies { slot, area, delta } if *slot == s && *area == a && *delta > 0 => {
                i32::from(*delta)
            }
            _ => 0,
        })
        .sum()
}

/// `s`'s own disks placed in `a` among `ev`.
fn placed(ev: &[Event], s: Slot, a: AreaId) -> u32 {
    ev.iter()
        .map(|e| match e {
            Event::Placed { faction, area, n } if *faction == s.faction() && *area == a => {
                u32::from(*n)
            }
            _ => 0,
        })
        .sum()
}

/// The playable land areas of [`card_phase`]'s map, no home among them, in north-east to
/// south-west order (the order competitions are resolved in, RB Competition Phase).
fn land_in_order(cat: &Catalog, st: &State) -> Vec<AreaId> {
    let mut l = land(cat, st);
    l.sort_by_key(|&a| cat.board.area(a).ne_sw_rank);
    l
}

/// The playable shallow sea areas of [`card_phase`]'s map (RB The Board: deep seas hold no
/// competition).
fn shallow_seas(cat: &Catalog, st: &State) -> Vec<AreaId> {
    iter_set(acis::rules::shallow_seas(&cat.board) & cat.board.configs[st.config].playable)
        .collect()
}

/// Whether any step 1 question of the Competition Phase of `st` (answered with Done, else the
/// first option) offers card `id` to be committed.
fn commit_offered(st: &State, id: u8) -> bool {
    let mut g = Game::<acis::rules::Acis>::under(cat(), st.clone()).0;
    while let Some(d) = g.pending() {
        if matches!(g.state.flow, Flow::Reckoning { .. }) {
            break;
        }
        if matches!(d.ask, Ask::Commit { .. }) && d.options.contains(&Action::Play(CardId(id))) {
            return true;
        }
        let a = if d.options.contains(&Action::Done) {
            Action::Done
        } else {
            d.options[0]
        };
        g.apply(a).expect("legal");
        ok(&g);
    }
    false
}

/// `s`'s supply down to `n` disks, the rest in its Disks for Growth box (the disks are counted).
fn empty_supply_but(st: &mut State, s: Slot, n: u16) {
    let c = st.civ_mut(s);
    c.growth += c.supply - n;
    c.supply = n;
}

/// Answer a question offering `a` with it; anything else with its first option.
fn choose(a: Action) -> impl FnMut(&Decision) -> Option<Action> {
    move |d| d.options.contains(&a).then_some(a)
}

/// Content-acis #6 Strategos (IG-C6: "one ally in each of up to four competitions; the other
/// three must be placed at once"): 1 white Allied disk here, and 1 put at once in another
/// Contested area still to be resolved where its player has disks, where it stays for that
/// competition (readings: Strategos).
#[test]
fn acis_card_6_strategos_allies_here_and_in_a_pending_competition() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land_in_order(&cat, &st);
    let (a, b) = (l[0], l[l.len() - 1]);
    put(&mut st, s, b, 2);
    put(&mut st, v, b, 2);
    let (_, ev) = compete(&mut st, s, v, a, 3, 6, choose(Action::Area(b)));
    assert_eq!(allies_added(&ev, s, a), 1, "1 Allied disk here");
    assert_eq!(
        allies_added(&ev, s, b),
        1,
        "1 put at once in the pending area, during this competition"
    );
}

/// Content-acis #22 Haruspex (ACME's Soothsayer #16): the owner of an opposing City in another
/// Contested land area still to be resolved loses 1 disk of it.
#[test]
fn acis_card_22_haruspex_strikes_a_city_in_a_pending_competition() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land_in_order(&cat, &st);
    let (a, b) = (l[0], l[l.len() - 1]);
    put(&mut st, s, b, 1);
    put(&mut st, v, b, 3);
    let (_, ev) = compete(&mut st, s, v, a, 3, 22, choose(Action::Area(b)));
    assert_eq!(removed(&ev, v.faction()) - removed_in(&ev, v, a), 1);
    assert!(ev.iter().any(
        |e| matches!(e, Event::Removed { faction, area, n: 1 } if *faction == v.faction() && *area == b)
    ));
}

/// Disks of `s` removed in `a` among `ev`.
fn removed_in(ev: &[Event], s: Slot, a: AreaId) -> u32 {
    ev.iter()
        .map(|e| match e {
            Event::Removed { faction, area, n } if *faction == s.faction() && *area == a => {
                u32::from(*n)
            }
            _ => 0,
        })
        .sum()
}

/// Content-acis #33 Chariots (ACME's Light Chariots and one Ally more): 1 own disk from supply and
/// 1 white Allied disk; with an empty supply, 2 white Allied disks.
#[test]
fn acis_card_33_chariots_a_disk_and_an_ally_or_two_allies() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    let (_, ev) = compete(&mut st.clone(), s, v, a, 3, 33, |_| None);
    let ev = before_rounds(&ev);
    assert_eq!(placed(ev, s, a), 1);
    assert_eq!(allies_added(ev, s, a), 1);
    empty_supply_but(&mut st, s, 3);
    let (_, ev) = compete(&mut st, s, v, a, 3, 33, |_| None);
    let ev = before_rounds(&ev);
    assert_eq!(placed(ev, s, a), 0, "the supply is empty");
    assert_eq!(allies_added(ev, s, a), 2);
}

/// Content-acis #94 Warrior Queen (IG-C3: "+1 own disk and +1 white ally"): 1 own disk and 1
/// white Allied disk; with an empty supply only the Ally (no Ally in the disk's place, unlike
/// Chariots).
#[test]
fn acis_card_94_warrior_queen_a_disk_and_an_ally() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    let (_, ev) = compete(&mut st.clone(), s, v, a, 3, 94, |_| None);
    let ev = before_rounds(&ev);
    assert_eq!(placed(ev, s, a), 1);
    assert_eq!(allies_added(ev, s, a), 1);
    empty_supply_but(&mut st, s, 3);
    let (_, ev) = compete(&mut st, s, v, a, 3, 94, |_| None);
    let ev = before_rounds(&ev);
    assert_eq!(placed(ev, s, a), 0);
    assert_eq!(allies_added(ev, s, a), 1);
}

/// Content-acis #41 Siege Engines (RB Competition Cards example: "eliminates 2 disks of the
/// opposing stack"): 2 disks of the chosen Faction go before the first round; a Plain area is no
/// Desert (ACME's Siege #32 is another card).
#[test]
fn acis_card_41_siege_engines_two_disks_of_one_faction() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    let (_, ev) = compete(&mut st, s, v, a, 3, 41, |_| None);
    assert_eq!(removed(before_rounds(&ev), v.faction()), 2);
    assert_eq!(removed(before_rounds(&ev), s.faction()), 0);
}

/// Content-acis #42 Blockade (ACME's Blockade #35): committed only in a sea competition; there the
/// chosen civilization may not pay talents against its losses (it holds 3 and keeps them).
#[test]
fn acis_card_42_blockade_at_sea_no_talents_against_losses() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    let mut on_land = st.clone();
    give(&mut on_land, s, 42);
    put(&mut on_land, s, a, 2);
    put(&mut on_land, v, a, 2);
    on_land.flow = Flow::CompStart;
    assert!(!commit_offered(&on_land, 42), "not in a land competition");

    let sea = shallow_seas(&cat, &st)[0];
    st.civ_mut(v).treasury = 3;
    st.white_supply -= 3;
    let mut offered_talent = false;
    let (g, ev) = compete(&mut st, s, v, sea, 2, 42, |d| {
        if d.who == v && matches!(d.ask, Ask::Loss { .. }) {
            offered_talent |= d.options.contains(&Action::PayMina);
        }
        None
    });
    assert!(!offered_talent, "no talent against a loss under Blockade");
    assert!(removed(&ev, v.faction()) > 0);
    assert_eq!(g.state.civ(v).treasury, 3);
}

/// Content-acis #43 War Elephants (ACME's Camel Raiders #38 without its Desert): in a Plain land
/// area, 2 of the victim's disks replaced by its player's before the first round.
#[test]
fn acis_card_43_war_elephants_replace_two_disks_on_plain_land() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    let (_, ev) = compete(&mut st, s, v, a, 3, 43, |_| None);
    let ev = before_rounds(&ev);
    assert_eq!(removed(ev, v.faction()), 2);
    assert_eq!(placed(ev, s, a), 2);
}

/// Content-acis #45 Traitor (IG-C3; no offset, ported from ACME's Traitor): at step 1 of a land
/// competition, every disk of the chosen civilization goes, its talents untouched (nothing offsets
/// it); the 3 disks count for Loot (RB Loot). Never in an active civilization's home area but
/// Troy's.
#[test]
fn acis_card_45_traitor_removes_every_disk_without_offset_and_loots() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let home = st.civ(v).homeland.expect("a home");
    let mut at_home = st.clone();
    give(&mut at_home, s, 45);
    put(&mut at_home, s, home, 2);
    put(&mut at_home, v, home, 2);
    at_home.flow = Flow::CompStart;
    let troy = cat.board.name(home) == "Troy";
    assert_eq!(
        commit_offered(&at_home, 45),
        troy,
        "not in a home area but Troy's"
    );

    let a = land_in_order(&cat, &st)[0];
    st.civ_mut(v).treasury = 2;
    st.white_supply -= 2;
    let (g, ev) = compete(&mut st, s, v, a, 3, 45, |_| None);
    assert_eq!(removed(&ev, v.faction()), 3);
    assert_eq!(g.state.civ(v).treasury, 2, "no talent offsets Traitor");
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Sacked { slot, area } if *slot == s && *area == a)),
        "its player loots"
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::CompetitionRound { .. }))
    );
}

/// Content-acis #75 Triremes (ACME's Eagles of the Sea #41): in a shallow sea competition, 2
/// white Allied disks and 1 disk of the chosen opposing Faction.
#[test]
fn acis_card_75_triremes_two_allies_and_a_hit_at_sea() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let sea = shallow_seas(&cat, &st)[0];
    let (_, ev) = compete(&mut st, s, v, sea, 2, 75, |_| None);
    let ev = before_rounds(&ev);
    assert_eq!(allies_added(ev, s, sea), 2);
    assert_eq!(removed(ev, v.faction()), 1);
}

/// Content-acis #95 Mercenary Captain (ACME's Great Captain #14; AG11): committed by a
/// civilization not in the competition, it gives the chosen participant 1 white Allied disk, and
/// that civilization pays it 1 talent.
#[test]
fn acis_card_95_mercenary_captain_from_outside_for_a_talent() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    give(&mut st, w, 95);
    put(&mut st, s, a, 3);
    put(&mut st, v, a, 3);
    st.civ_mut(v).treasury = 3;
    st.white_supply -= 3;
    st.flow = Flow::CompStart;
    let (mut g, mut ev) = Game::<acis::rules::Acis>::under(cat.clone(), st);
    let mut committed = false;
    while let Some(d) = g.pending() {
        if ev
            .iter()
            .any(|e| matches!(e, Event::CompetitionEnded { area } if *area == a))
        {
            break;
        }
        let act = if d.who == w && d.options.contains(&Action::Play(CardId(95))) {
            committed = true;
            Action::Play(CardId(95))
        } else if d.options.contains(&Action::Civ(v)) {
            Action::Civ(v)
        } else if d.options.contains(&Action::Done) {
            Action::Done
        } else {
            d.options[0]
        };
        ev.extend(g.apply(act).expect("legal"));
        ok(&g);
    }
    assert!(committed, "the outsider commits the captain");
    assert_eq!(allies_added(&ev, v, a), 1);
    let fee = |x: Slot, n: i16| {
        ev.iter()
            .any(|e| matches!(e, Event::Mina { slot, delta } if *slot == x && *delta == n))
    };
    assert!(fee(v, -1) && fee(w, 1), "the captain's fee, 1 talent");
}

/// RB Competition Phase and Competition Cards ("Competition cards can only affect Contested
/// areas—current or pending, as indicated on the card"; readings A19, B16): Strategos (#6) puts
/// no ally into an area where its player has disks that is not Contested (an ally never makes an
/// area Contested), and Haruspex (#22) strikes no City in an area that is not Contested. The same
/// areas Contested are reached (`acis_card_6_strategos_allies_here_and_in_a_pending_competition`,
/// `acis_card_22_haruspex_strikes_a_city_in_a_pending_competition`).
#[test]
fn rb_competition_cards_affect_only_contested_areas() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let l = land_in_order(&cat, &st);
    let (a, b) = (l[0], l[l.len() - 1]);
    put(&mut st, s, b, 2);
    let mut asked_b = false;
    let (_, ev) = compete(&mut st.clone(), s, v, a, 3, 6, |d| {
        asked_b |= d.options.contains(&Action::Area(b));
        None
    });
    assert!(!asked_b, "an area that is not Contested is not offered");
    assert_eq!(allies_added(&ev, s, a), 1, "the ally here");
    assert_eq!(
        allies_added(&ev, s, b),
        0,
        "no ally where no competition is"
    );
    let (mut st, [s, v, _]) = card_phase(1);
    put(&mut st, v, b, 3);
    let (_, ev) = compete(&mut st, s, v, a, 3, 22, choose(Action::Area(b)));
    assert_eq!(
        removed_in(&ev, v, b),
        0,
        "a City outside the competitions is untouched"
    );
}

/// RB Competition Procedure, step 4 (readings A29): in a round the groups are taken in rising
/// order ("remove 1 disk belonging to each faction with exactly 1 disk present ... Then ... exactly
/// 2 disks ... followed by ... 3 disks"), each Faction's count read when its group comes up, and
/// a Faction is hit at most once a round: with 1, 2 and 3 disks, the first round takes one disk
/// of each, in that order; a disk saved with a talent is that Faction's loss for the round (it is
/// not asked again in that round).
#[test]
fn rb_competition_procedure_loss_groups_rise_and_hit_once() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let a = land_in_order(&cat, &st)[0];
    for x in [s, v, w] {
        let hand = std::mem::take(&mut st.civ_mut(x).hand);
        st.deck.discard.extend(hand);
        st.white_supply += std::mem::take(&mut st.civ_mut(x).treasury);
    }
    put(&mut st, s, a, 1);
    put(&mut st, v, a, 2);
    put(&mut st, w, a, 3);
    st.civ_mut(v).treasury = 3;
    st.white_supply -= 3;
    st.flow = Flow::CompStart;
    let (mut g, mut ev) = Game::<acis::rules::Acis>::under(cat.clone(), st);
    let mut v_asked = Vec::new();
    while let Some(d) = g.pending() {
        if ev
            .iter()
            .any(|e| matches!(e, Event::CompetitionEnded { area } if *area == a))
        {
            break;
        }
        let act = match d.ask {
            Ask::Loss { area, .. } if area == a && d.who == v => {
                v_asked.push(ev.len());
                Action::PayMina
            }
            _ if d.options.contains(&Action::Done) => Action::Done,
            _ => d.options[0],
        };
        ev.extend(g.apply(act).expect("legal"));
        ok(&g);
    }
    let hits: Vec<Slot> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Removed { faction, area, .. } if *area == a => {
                [s, v, w].into_iter().find(|x| x.faction() == *faction)
            }
            _ => None,
        })
        .collect();
    assert_eq!(hits.first(), Some(&s), "the group of 1 first: {hits:?}");
    assert_eq!(hits.get(1), Some(&w), "then 3 (2 saved its disk): {hits:?}");
    let w_hit = ev
        .iter()
        .position(|e| {
            matches!(e, Event::Removed { faction, area, .. }
            if *area == a && *faction == w.faction())
        })
        .expect("3 is hit");
    let in_round = v_asked.iter().filter(|&&i| i <= w_hit).count();
    assert_eq!(in_round, 1, "the saving Faction is hit once in the round");
}

//! ACIS's Fate cards that build, bury or un-bury a Wonder (content-acis-v1 section 3.2, AG12,
//! AG13): Master Architect #2, Great Earthquake #68, Tsunami #77, Sacrilege #90, Wrath of the Gods
//! #92, Rededication #93, each played under `Game<Acis>` from a small position on ACIS's basic
//! 3-player board (the helpers of `acis_cards`).

use acme::games::acis::rules::Acis;
use acme::games::acme::catalog::{AreaId, CardId, Catalog};
use acme::games::acme::state::monuments::Monument;
use acme::games::acme::state::{Slot, State};
use acme::games::acme::{Action, Ask, Decision, Game};

use super::acis_cards::{
    adjacent_land, card_phase, cat, compete, give, land, offered, ok, play, put, removed, run,
};

const ZEUS: CardId = CardId(108);
const COLOSSUS: CardId = CardId(106);

/// Wonder `w` built by `s` in `a` with `disks` from its supply on the card, buried or not.
fn wonder(st: &mut State, w: CardId, s: Slot, a: AreaId, disks: u8, buried: bool) {
    st.civ_mut(s).supply -= u16::from(disks);
    st.monuments.push(Monument {
        card: w,
        owner: s,
        area: a,
        disks,
        built: (st.epoch, st.turn.saturating_sub(1)),
        used: false,
        buried,
    });
}

fn monument(st: &State, w: CardId) -> Monument {
    *st.monuments.iter().find(|m| m.card == w).expect("built")
}

/// The Card Phase question's Wonder builds (D24: `Action::Option(k)`).
fn builds_offered(g: &Game<Acis>) -> bool {
    let d = g.pending().expect("a question");
    d.ask == Ask::CardAction && d.options.iter().any(|o| matches!(o, Action::Option(_)))
}

/// Answer a question asking for a Wonder (`Action::Card`) with `w`; anything else: first option.
fn choose(w: CardId) -> impl FnMut(&Decision) -> Option<Action> {
    move |d| {
        d.options
            .contains(&Action::Card(w))
            .then_some(Action::Card(w))
    }
}

// ---- #2 Master Architect ----

/// Content-acis #2 (a): Master Architect builds the chosen Wonder for 3 resources, not 5 (RB Build
/// a Wonder): 2 disks from the map and a talent, the builder's other card kept; its printed disks
/// go onto the card (the Statue of Zeus: 3) and its block into the area the builder Controls,
/// which keeps a disk. The build is the turn's one (AG13): no other build is offered after it.
#[test]
fn acis_card_2_master_architect_builds_a_wonder_for_three_resources() {
    let cat = cat();
    let (mut st, [s, _, _]) = card_phase(1);
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 3);
    st.civ_mut(s).treasury = 1;
    st.white_supply -= 1;
    give(&mut st, s, 2);
    let supply = st.civ(s).supply;
    let mut g = run(&st);
    assert!(
        builds_offered(&g),
        "5 resources with the card: a build is offered"
    );
    play(&mut g, 2, choose(ZEUS));
    let m = monument(&g.state, ZEUS);
    assert_eq!((m.owner, m.area, m.disks, m.buried), (s, x, 3, false));
    assert_eq!(
        g.state.areas[x.0 as usize].disks[s.idx()],
        1,
        "2 map disks paid"
    );
    assert_eq!(g.state.civ(s).treasury, 0, "the third resource");
    assert_eq!(g.state.civ(s).hand, vec![CardId(46)], "the other card kept");
    assert_eq!(g.state.civ(s).supply, supply + 2 - 3);
    assert!(!builds_offered(&g), "one Wonder build per turn");
}

/// Content-acis #2 (b): with nothing to build with, a civilization whose Wonder is buried plays
/// Master Architect to un-bury it; its block and disks never left. Without a buried Wonder or a
/// build it could pay, the card is not offered.
#[test]
fn acis_card_2_master_architect_unburies_a_wonder() {
    let cat = cat();
    let (mut st, [s, _, _]) = card_phase(1);
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 1);
    give(&mut st, s, 2);
    assert!(!offered(&run(&st), 2), "nothing to build, nothing buried");
    wonder(&mut st, ZEUS, s, x, 2, true);
    let mut g = run(&st);
    play(&mut g, 2, choose(ZEUS));
    let m = monument(&g.state, ZEUS);
    assert_eq!((m.buried, m.disks, m.area), (false, 2, x));
}

// ---- #93 Rededication ----

/// Content-acis #93: (a) a buried Wonder of the player's is un-buried; (b) with none buried, the
/// player gains 1 VP instead.
#[test]
fn acis_card_93_rededication_unburies_a_wonder_or_gains_a_vp() {
    let cat = cat();
    let (mut st, [s, _, _]) = card_phase(1);
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 1);
    give(&mut st, s, 93);
    let vp = st.civ(s).vp;
    let mut plain = run(&st);
    play(&mut plain, 93, |_| None);
    assert_eq!(plain.state.civ(s).vp, vp + 1, "(b) 1 VP");
    wonder(&mut st, ZEUS, s, x, 3, true);
    let mut g = run(&st);
    play(&mut g, 93, choose(ZEUS));
    assert!(!monument(&g.state, ZEUS).buried, "(a) un-buried");
    assert_eq!(g.state.civ(s).vp, vp, "no VP with (a)");
}

// ---- #90 Sacrilege, #92 Wrath of the Gods ----

/// Content-acis #90: the player buries an opposing civilization's built, unburied Wonder (block and
/// disks stay) and its owner loses 1 VP. Its own Wonder is no target: with only that, the card is
/// not offered.
#[test]
fn acis_card_90_sacrilege_buries_an_opposing_wonder_and_costs_a_vp() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (x, y) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 1);
    put(&mut st, v, y, 2);
    give(&mut st, s, 90);
    wonder(&mut st, ZEUS, s, x, 3, false);
    assert!(!offered(&run(&st), 90), "its own Wonder only");
    wonder(&mut st, COLOSSUS, v, y, 4, false);
    st.civ_mut(v).vp = 2;
    let mut g = run(&st);
    play(&mut g, 90, choose(COLOSSUS));
    let m = monument(&g.state, COLOSSUS);
    assert_eq!((m.buried, m.disks, m.area), (true, 4, y));
    assert_eq!(g.state.civ(v).vp, 1);
    assert!(!monument(&g.state, ZEUS).buried);
}

/// Content-acis #92: only an opposing Wonder whose owner does not Control its block's area (shared,
/// or left) may be buried: while its owner Controls the area, the card is not offered.
#[test]
fn acis_card_92_wrath_of_the_gods_buries_a_wonder_its_owner_does_not_control() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, v, x, 2);
    give(&mut st, s, 92);
    wonder(&mut st, COLOSSUS, v, x, 4, false);
    assert!(!offered(&run(&st), 92), "its owner Controls the area");
    put(&mut st, s, x, 1);
    let vp = st.civ(v).vp;
    let mut g = run(&st);
    play(&mut g, 92, choose(COLOSSUS));
    assert!(monument(&g.state, COLOSSUS).buried);
    assert_eq!(g.state.civ(v).vp, vp, "no VP lost");
}

// ---- #68 Great Earthquake, #77 Tsunami ----

/// Content-acis #68: ACME's Biblical Earthquake (every City in the area cut to 1 disk; every City in
/// an adjacent land area loses 2), then the Wonder whose block stands in the chosen area is
/// buried.
#[test]
fn acis_card_68_great_earthquake_cuts_cities_and_buries_the_wonder() {
    let cat = cat();
    let (mut st, [s, v, w]) = card_phase(1);
    let (x, y) = adjacent_land(&cat, &st);
    put(&mut st, v, x, 3);
    put(&mut st, w, y, 3);
    wonder(&mut st, COLOSSUS, v, x, 4, false);
    give(&mut st, s, 68);
    let mut g = run(&st);
    play(&mut g, 68, |d| {
        d.options
            .contains(&Action::Area(x))
            .then_some(Action::Area(x))
    });
    assert_eq!(g.state.areas[x.0 as usize].disks[v.idx()], 1, "cut to 1");
    assert_eq!(g.state.areas[y.0 as usize].disks[w.idx()], 1, "loses 2");
    assert!(monument(&g.state, COLOSSUS).buried);
}

/// The coastal land areas of the 3-player map (AG16: next to a playable sea), no home among them.
fn coastal(cat: &Catalog, st: &State) -> Vec<AreaId> {
    let playable = cat.board.configs[st.config].playable;
    land(cat, st)
        .into_iter()
        .filter(|&a| cat.board.adj[a.0 as usize] & playable & !cat.board.land != 0)
        .collect()
}

/// Content-acis #77: on a coastal land area with a City (no home area), every disk of every
/// Faction leaves, each civilization that had a City there loses 1 VP, and the Wonder whose block
/// stands there is buried. Only coastal areas are offered.
#[test]
fn acis_card_77_tsunami_clears_a_coastal_area_and_buries_its_wonder() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let x = coastal(&cat, &st)[0];
    put(&mut st, v, x, 3);
    wonder(&mut st, COLOSSUS, v, x, 4, false);
    st.civ_mut(v).vp = 3;
    let inland: Vec<AreaId> = land(&cat, &st)
        .into_iter()
        .filter(|a| !coastal(&cat, &st).contains(a))
        .collect();
    for &a in inland.iter().take(1) {
        put(&mut st, v, a, 3);
    }
    give(&mut st, s, 77);
    let mut g = run(&st);
    let mut asked = Vec::new();
    play(&mut g, 77, |d| {
        if asked.is_empty() {
            asked = d.options.clone();
        }
        d.options
            .contains(&Action::Area(x))
            .then_some(Action::Area(x))
    });
    let coast = coastal(&cat, &st);
    assert!(
        asked
            .iter()
            .all(|o| matches!(o, Action::Area(a) if coast.contains(a))),
        "only coastal areas: {asked:?}"
    );
    assert!(g.state.areas[x.0 as usize].is_empty());
    assert_eq!(g.state.civ(v).vp, 2);
    assert!(monument(&g.state, COLOSSUS).buried);
    ok(&g);
}

// ---- The Wonders' powers in ACME's steps (content-acis-v1 section 4) ----

/// Content-acis-v1 section 4, Colossus of Rhodes (AG12, W2): announced at step 1 of a competition
/// its owner takes part in (ACME's God of War, the same action), it adds 2 white Allied disks to
/// the owner's side at step 3; the announcement spends 1 disk from the card, and the Wonder is
/// used for the turn (offered no more). Away from its block's area it is not offered.
#[test]
fn acis_wonder_106_colossus_of_rhodes_adds_two_allies_in_a_competition() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, x) = adjacent_land(&cat, &st);
    put(&mut st, s, a, 3);
    put(&mut st, v, a, 3);
    wonder(&mut st, COLOSSUS, s, x, 4, false);
    st.flow = acme::games::acme::Flow::CompStart;
    let colossus = Action::Establish(COLOSSUS);
    let offered_in = |st: &State| {
        let g = run(st);
        g.pending()
            .is_some_and(|d| d.who == s && d.options.contains(&colossus))
    };
    assert!(!offered_in(&st), "its owner is not in the block's area");
    put(&mut st, s, x, 1);
    assert!(offered_in(&st));
    let mut g = run(&st);
    let mut events = g.apply(colossus).expect("legal");
    while let Some(d) = g.pending() {
        if events
            .iter()
            .any(|e| matches!(e, acme::games::acme::Event::CompetitionEnded { .. }))
        {
            break;
        }
        assert!(!(d.who == s && d.options.contains(&colossus)), "once");
        let act = if d.options.contains(&Action::Done) {
            Action::Done
        } else {
            d.options[0]
        };
        events.extend(g.apply(act).expect("legal"));
    }
    assert!(events.iter().any(|e| matches!(
        e,
        acme::games::acme::Event::Allies { slot, area, delta: 2 } if *slot == s && *area == a
    )));
    let m = monument(&g.state, COLOSSUS);
    assert_eq!((m.disks, m.used), (3, true));
    ok(&g);
}

/// Content-acis-v1 section 4, Statue of Zeus (AG12): after the normal Turn Order reset its owner
/// may move its own marker to any space (ACME's Father of the Gods, the same question, named as
/// the Statue); the move spends 1 disk from the card. Keeping its space spends nothing.
#[test]
fn acis_wonder_108_statue_of_zeus_moves_its_owner_in_the_turn_order() {
    let cat = cat();
    let (mut st, [_, _, s]) = card_phase(1);
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 1);
    wonder(&mut st, ZEUS, s, x, 3, false);
    st.civ_mut(s).vp = 9;
    st.flow = acme::games::acme::Flow::Reckoning {
        step: acme::games::acme::ReckStep::TurnOrder,
    };
    let zeus = |g: &Game<Acis>| {
        let mut g = g.clone();
        loop {
            let d = g.pending().expect("a question").clone();
            assert_eq!(d.ask, Ask::TurnOrderSpace);
            if d.text.contains("Statue of Zeus") {
                assert_eq!(d.who, s);
                return g;
            }
            g.apply(d.options[0]).expect("legal");
        }
    };
    let at_zeus = zeus(&run(&st));
    let mut moved = at_zeus.clone();
    moved.apply(Action::Number(1)).expect("legal");
    assert_eq!(moved.state.order[0], s, "first");
    assert_eq!(monument(&moved.state, ZEUS).disks, 2);
    let mut kept = at_zeus.clone();
    let last = kept.state.civs.len() as u16;
    kept.apply(Action::Number(last)).expect("legal");
    assert_eq!(*kept.state.order.last().unwrap(), s, "the last space kept");
    assert_eq!(monument(&kept.state, ZEUS).disks, 3, "nothing spent");
}

/// Content-acis-v1 section 4, Mausoleum of Halicarnassus (AG9, AG12): after its owner's normal
/// draws, 3 cards at random from the discard pile, 1 kept (ACME's God of the Dead); 1 disk from the
/// card spent.
#[test]
fn acis_wonder_109_mausoleum_of_halicarnassus_keeps_one_of_three_discards() {
    let cat = cat();
    let (mut st, [s, _, _]) = card_phase(1);
    let (x, _) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 1);
    wonder(&mut st, CardId(109), s, x, 4, false);
    st.civ_mut(s).hand.clear();
    for c in [30, 31, 32] {
        st.deck.draw.retain(|&d| d != CardId(c));
        st.deck.discard.push(CardId(c));
    }
    st.flow = acme::games::acme::Flow::Reckoning {
        step: acme::games::acme::ReckStep::Draw { pos: 0 },
    };
    let mut g = run(&st);
    let d = g.pending().expect("a question").clone();
    assert_eq!(d.who, s);
    let mut opts = d.options.clone();
    opts.sort();
    assert_eq!(
        opts,
        vec![
            Action::Card(CardId(30)),
            Action::Card(CardId(31)),
            Action::Card(CardId(32))
        ]
    );
    g.apply(Action::Card(CardId(31))).expect("legal");
    assert!(g.state.civ(s).hand.contains(&CardId(31)));
    assert!(!g.state.deck.discard.contains(&CardId(31)));
    assert_eq!(monument(&g.state, CardId(109)).disks, 3);
}

const LIGHTHOUSE: CardId = CardId(105);
const PARTHENON: CardId = CardId(110);

/// Answer a negation question put to `who` with `with`, anything else as `then` does.
fn negate_with(
    who: Slot,
    with: CardId,
    mut then: impl FnMut(&Decision) -> Option<Action>,
) -> impl FnMut(&Decision) -> Option<Action> {
    move |d| {
        if d.who == who && d.options.contains(&Action::Negate(with)) {
            Some(Action::Negate(with))
        } else {
            then(d)
        }
    }
}

/// Content-acis-v1 section 4, Parthenon (ACME's Goddess of Peace; AG10, W4): its owner negates a
/// Fate card another civilization plays in the Card Phase that would harm it (here Sacrilege on
/// its Colossus); the use spends 1 disk from the card, the negated card is discarded and the
/// Colossus stays unburied. A card that harms nobody (Tin Traders) is not answered.
#[test]
fn acis_wonder_110_parthenon_negates_a_card_that_harms_its_owner() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (x, y) = adjacent_land(&cat, &st);
    put(&mut st, v, x, 1);
    put(&mut st, v, y, 1);
    wonder(&mut st, COLOSSUS, v, x, 4, false);
    wonder(&mut st, PARTHENON, v, y, 3, false);
    give(&mut st, s, 90);
    let mut g = run(&st);
    play(&mut g, 90, negate_with(v, PARTHENON, choose(COLOSSUS)));
    assert!(!monument(&g.state, COLOSSUS).buried, "Sacrilege negated");
    let m = monument(&g.state, PARTHENON);
    assert_eq!((m.disks, m.used), (2, true));
    assert!(g.state.deck.discard.contains(&CardId(90)));
    let mut plain = run(&st);
    play(&mut plain, 46, |d| {
        assert!(
            !d.options.contains(&Action::Negate(PARTHENON)),
            "Tin Traders harms nobody"
        );
        None
    });
}

/// Content-acis-v1 section 4, Lighthouse of Alexandria (ACME's God of the Skies; AG10, W4): in a
/// competition its owner takes part in, it cancels a Competition card of another civilization
/// (here Slingers, which would cost it a disk at step 3); the use spends 1 disk from the card.
#[test]
fn acis_wonder_105_lighthouse_of_alexandria_cancels_a_competition_card() {
    let cat = cat();
    let (mut st, [s, v, _]) = card_phase(1);
    let (a, x) = adjacent_land(&cat, &st);
    put(&mut st, v, x, 1);
    wonder(&mut st, LIGHTHOUSE, v, x, 4, false);
    let (g, ev) = compete(
        &mut st,
        s,
        v,
        a,
        3,
        39,
        negate_with(v, LIGHTHOUSE, |_| None),
    );
    assert_eq!(removed(&ev, v.faction()), 2, "no Slingers: 2 each");
    assert_eq!(removed(&ev, s.faction()), 2);
    let m = monument(&g.state, LIGHTHOUSE);
    assert_eq!((m.disks, m.used), (3, true));
}

/// Content-acis section 4 and 9.3, Lighthouse of Alexandria: it cancels "a Competition card other
/// than Traitor (#45)". Traitor #45 played against its owner is never offered to it (and all of
/// the owner's disks leave); Haruspex #22, which bears ACME's Traitor's number, is.
#[test]
fn acis_wonder_105_lighthouse_of_alexandria_never_cancels_traitor_45() {
    let cat = cat();
    for (id, offered) in [(45u8, false), (22, true)] {
        let (mut st, [s, v, _]) = card_phase(1);
        let (a, x) = adjacent_land(&cat, &st);
        put(&mut st, v, x, 1);
        wonder(&mut st, LIGHTHOUSE, v, x, 4, false);
        let mut seen = false;
        let (g, ev) = compete(&mut st, s, v, a, 3, id, |d| {
            seen |= d.who == v && d.options.contains(&Action::Negate(LIGHTHOUSE));
            None
        });
        assert_eq!(seen, offered, "card #{id}: the Lighthouse offered");
        if id == 45 {
            assert_eq!(
                removed(&ev, v.faction()),
                3,
                "Traitor: all of its disks leave"
            );
            assert!(!monument(&g.state, LIGHTHOUSE).used);
        }
    }
}

/// RB Card Phase ("build a Wonder (maximum of once per turn)") and content-acis #2 (readings B6,
/// designed): Master Architect's build is the turn's one Wonder build. A civilization that built a
/// Wonder this turn is not offered Master Architect's build (nor the card, with nothing buried to
/// un-bury), though it could pay it; had its Wonder been built an earlier turn, it would be. After
/// a Master Architect build no Build a Wonder action is offered
/// (`acis_card_2_master_architect_builds_a_wonder_for_three_resources`).
#[test]
fn rb_build_a_wonder_master_architect_counts_as_the_turns_build() {
    let cat = cat();
    let (mut st, [s, _, _]) = card_phase(1);
    let (x, y) = adjacent_land(&cat, &st);
    put(&mut st, s, x, 3);
    put(&mut st, s, y, 1);
    st.civ_mut(s).treasury = 1;
    st.white_supply -= 1;
    give(&mut st, s, 2);
    wonder(&mut st, COLOSSUS, s, y, 2, false);
    let mut earlier = st.clone();
    st.monuments[0].built = (st.epoch, st.turn);
    assert!(!offered(&run(&st), 2), "this turn's build is used");
    assert!(!builds_offered(&run(&st)));
    earlier.monuments[0].built = (st.epoch, st.turn.saturating_sub(1));
    assert!(
        offered(&run(&earlier), 2),
        "a build in an earlier turn does not count"
    );
}

//! ACIS's Reckoning Phase and End of Epoch Phase under `Acis` (the ACIS rules digest's D2, D30,
//! D42, D44, D46, D49; readings A15, A17, B14, B17), each shown against ACME's ruleset, which
//! plays the same state otherwise.

use acme::games::acis;
use acme::games::acis::rules::Acis;
use acme::games::acme::catalog::{AreaId, CardId, Catalog, bit, iter_set};
use acme::games::acme::state::{Faction, Slot, State};
use acme::games::acme::{Acme, Action, Ask, Event, Flow, G, Game, ReckStep, Ruleset};

use super::acis_system::basic_state;

fn cat() -> std::sync::Arc<Catalog> {
    acis::system::builtin()
}

/// The basic `players`-player ACIS state, at `flow`, with every hand discarded (as at the End of
/// Epoch after its step 1).
fn at(players: u8, flow: Flow) -> State {
    let mut st = basic_state(players, 1);
    st.flow = flow;
    for c in &mut st.civs {
        st.deck.discard.append(&mut c.hand);
    }
    st
}

/// `c` on top of the draw pile.
fn on_top(st: &mut State, c: CardId) {
    st.deck.draw.retain(|&x| x != c);
    st.deck.discard.retain(|&x| x != c);
    st.deck.held_out.retain(|&x| x != c);
    st.deck.draw.push(c);
}

fn clear(st: &mut State, f: Faction) {
    for a in 0..st.areas.len() {
        let n = st.areas[a].disks[f.0 as usize];
        st.areas.remove(AreaId(a as u8), f, n);
    }
}

fn playable(cat: &Catalog, st: &State) -> u128 {
    cat.board.configs[st.config].playable
}

/// `st` played under `R` up to its first question: the game and the events on the way.
fn run<R: Ruleset>(st: &State) -> (Game<R>, Vec<Event>) {
    Game::<R>::under(cat(), st.clone())
}

fn removed(events: &[Event], f: Faction, a: AreaId) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Removed { faction, area, .. } if *faction == f && *area == a))
}

fn placed(events: &[Event], f: Faction, a: AreaId) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Placed { faction, area, .. } if *faction == f && *area == a))
}

// ---- D42 Aeneas ----

/// The 4-player state at the Aeneas Step with Slot 0's disks all off the map (so it may invoke
/// the rule: "have no disks on the map"), in Epoch II.
fn aeneas_state() -> State {
    let mut st = at(
        4,
        Flow::Reckoning {
            step: ReckStep::Gilgamesh { pos: 0 },
        },
    );
    st.epoch = 2;
    clear(&mut st, Slot(0).faction());
    st
}

/// RB Aeneas Step (D42): the civilization may keep its own civilization (ACME's Gilgamesh forces
/// a new one), and begins in any land area that is not an active opposing civilization's home:
/// opposing disks there do not bar it, its own home is one of them. Then it places its Ready
/// disks (16 + 2 for the completed Epoch) from there.
#[test]
fn rb_aeneas_step_keep_the_civilization_and_begin_in_any_land_area() {
    let cat = cat();
    let st = aeneas_state();
    let own = st.civ(Slot(0)).civ;
    let (mut game, _) = run::<Acis>(&st);
    let d = game.pending().expect("the Aeneas question").clone();
    assert_eq!((d.who, &d.ask), (Slot(0), &Ask::Gilgamesh));
    assert!(d.text.contains("Aeneas"), "{}", d.text);
    game.apply(Action::Yes).unwrap();
    let d = game.pending().unwrap().clone();
    assert_eq!(d.ask, Ask::GilgameshCiv);
    assert_eq!(
        d.options[0],
        Action::Display(own),
        "its own civilization first"
    );
    game.apply(Action::Display(own)).unwrap();
    let d = game.pending().unwrap().clone();
    assert_eq!(d.ask, Ask::Homeland);
    let offered: u128 = d.options.iter().fold(0, |m, o| match o {
        Action::Area(a) => m | bit(*a),
        _ => m,
    });
    let opposing_homes = (1..4)
        .filter_map(|i| st.civ(Slot(i)).homeland)
        .fold(0, |m, h| m | bit(h));
    let land = playable(&cat, &st) & cat.board.land;
    assert_eq!(offered & opposing_homes, 0, "no opposing home");
    assert_eq!(
        offered,
        land & !opposing_homes,
        "every other land area in play"
    );
    let home = st.civ(Slot(0)).homeland.unwrap();
    assert_ne!(offered & bit(home), 0, "its own home may be the start");
    let held = iter_set(offered)
        .find(|&a| st.areas[a.0 as usize].disks.iter().any(|&n| n > 0))
        .expect("an area with opposing disks is offered");
    let supply = game.state.civ(Slot(0)).growth;
    assert_eq!(supply, 18, "16 + 2 per completed Epoch");
    game.apply(Action::Area(held)).unwrap();
    let d = game.pending().unwrap().clone();
    assert!(matches!(d.ask, Ask::GilgameshDeploy { .. }));
    // The first disk's only place, the selected area, was taken without a question.
    assert_eq!(
        game.state.areas[held.0 as usize].disks[0], 1,
        "1 in the selected area"
    );
    assert!(d.options.contains(&Action::Done));

    // ACME's Gilgamesh Step, same state: a new civilization, its own not among them.
    let (mut acme, _) = run::<Acme>(&st);
    assert_eq!(acme.pending().unwrap().ask, Ask::Gilgamesh);
    acme.apply(Action::Yes).unwrap();
    let d = acme.pending().unwrap();
    assert_eq!(d.ask, Ask::GilgameshCiv);
    assert!(!d.options.contains(&Action::Display(own)));
}

/// RB Aeneas Step 5: from a selected area where an opposing disk stands alone, the returning
/// civilization's 1 disk neither Controls nor contests it, so the next disks may go only there:
/// the rulebook opens no area next to the selected one as such (ACME's Gilgamesh opens the
/// areas next to the new Home area).
#[test]
fn rb_aeneas_step_placements_follow_control_and_contest_only() {
    let cat = cat();
    let mut st = aeneas_state();
    let homes = st
        .civs
        .iter()
        .filter_map(|c| c.homeland)
        .fold(0, |m, h| m | bit(h));
    let start = iter_set(playable(&cat, &st) & cat.board.land & !homes)
        .find(|&a| st.areas[a.0 as usize].is_empty())
        .expect("an empty land area");
    st.areas.add(start, Faction::BARBARIANS, 1);
    let (mut game, _) = run::<Acis>(&st);
    game.apply(Action::Yes).unwrap();
    let own = game.state.civ(Slot(0)).civ;
    game.apply(Action::Display(own)).unwrap();
    game.apply(Action::Area(start)).unwrap();
    let d = game.pending().unwrap();
    assert!(matches!(d.ask, Ask::GilgameshDeploy { .. }));
    assert_eq!(d.options, vec![Action::Area(start), Action::Done]);
}

/// RB Aeneas Step 3 and readings A17: a new civilization must be inactive and have its home on
/// the board in play; in the 3-player game (the western board behind the marker line) some
/// inactive civilization's home is out of play, and it is not offered.
#[test]
fn rb_aeneas_step_new_civilization_needs_a_playable_home() {
    let cat = cat();
    let mut st = at(3, Flow::GameOver);
    let play = playable(&cat, &st);
    let active: Vec<_> = st.civs.iter().map(|c| c.civ).collect();
    let g = G::<Acis>::under(&cat, &mut st, false);
    let opts = acis::aeneas::civilization_options(&g, Slot(0));
    assert_eq!(opts[0], active[0]);
    for k in &opts[1..] {
        assert!(!active.contains(k));
        assert_ne!(cat.civ(*k).homes[0], AreaId(u8::MAX));
        assert_ne!(play & bit(cat.civ(*k).homes[0]), 0);
    }
    let out_of_play = cat
        .civs
        .iter()
        .filter(|c| !active.contains(&c.kind) && play & bit(c.homes[0]) == 0)
        .count();
    assert!(out_of_play > 0, "some inactive home is out of play");
    assert_eq!(opts.len(), 1 + cat.civs.len() - active.len() - out_of_play);
}

// ---- D44 Draw Step, D2 talents ----

/// RB Draw Step (D44) and RB Supply (D2): a civilization buys cards with talents, the same
/// Treasury that ACME calls mina: only the word differs.
#[test]
fn rb_draw_step_talents_buy_extra_cards() {
    let mut st = at(
        3,
        Flow::Reckoning {
            step: ReckStep::Draw { pos: 0 },
        },
    );
    let first = st.order[0];
    st.civ_mut(first).treasury = 2;
    let (acis, _) = run::<Acis>(&st);
    let d = acis.pending().unwrap();
    assert_eq!(d.ask, Ask::DrawMina);
    assert!(d.text.contains("talent"), "{}", d.text);
    let (acme, _) = run::<Acme>(&st);
    assert!(acme.pending().unwrap().text.contains("mina"));
}

// ---- D46 Change of Epoch ----

/// The state at the End of Epoch's step 3 (Epoch I, not the last) with `c` on top of the deck.
fn change_of_epoch(c: u8) -> State {
    let mut st = at(4, Flow::EndOfEpoch { step: 3 });
    on_top(&mut st, CardId(c));
    st
}

/// RB End of Epoch Phase step 3 (D46): ACIS's own table. Row 11-15, Storms at Sea: a
/// civilization with 2 disks in a shallow sea loses 1 there. ACME's row for the same IDs (The
/// Rivers Flood) would not touch a sea.
#[test]
fn rb_end_of_epoch_change_of_epoch_storms_at_sea() {
    let cat = cat();
    let mut st = change_of_epoch(11);
    let sea = iter_set(Acis::counted_seas(&cat) & playable(&cat, &st))
        .find(|&a| st.areas[a.0 as usize].is_empty())
        .expect("an empty shallow sea");
    st.areas.add(sea, Slot(0).faction(), 2);
    let (_, events) = run::<Acis>(&st);
    assert!(removed(&events, Slot(0).faction(), sea));
    let (_, events) = run::<Acme>(&st);
    assert!(!removed(&events, Slot(0).faction(), sea));
}

/// RB End of Epoch Phase step 3 (D46, readings A15): an invasion Event (98-101) revealed at the
/// Change of Epoch is resolved and discarded, and no further card is revealed: Hordes from the
/// North (#98) stacks Barbarian disks (content-acis AI2-AI4) on a ground zero its controller picks
/// on the north map edge, and goes to the discard pile. (ACME's Barbarians at the Gates would run
/// ACME's row for the id and shuffle the card back.)
#[test]
fn rb_end_of_epoch_change_of_epoch_invasion_event_is_discarded() {
    let st = change_of_epoch(98);
    let (mut acis, mut events) = run::<Acis>(&st);
    while let Some(d) = acis
        .pending()
        .filter(|d| matches!(d.ask, Ask::InvasionArea { .. } | Ask::Target { .. }))
    {
        let a = d.options[0];
        events.extend(acis.apply(a).unwrap());
    }
    assert!(acis.state.deck.discard.contains(&CardId(98)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Placed { faction, .. } if *faction == Faction::BARBARIANS)),
        "the invasion stacked Barbarians"
    );
}

/// Readings B14: rows 69 and up are "no event"; the revealed card is shuffled back at once.
#[test]
fn rb_end_of_epoch_change_of_epoch_rows_from_69_are_no_event() {
    let st = change_of_epoch(80);
    let (acis, events) = run::<Acis>(&st);
    assert!(!events.iter().any(|e| matches!(e, Event::Removed { .. })));
    assert!(!acis.state.deck.discard.contains(&CardId(80)));
}

// ---- D30 replacement ----

/// RB Disk Removal, Clarification (D30, readings B17), in the Change of Epoch row 36-40
/// (Provinces Revolt: "a talent may keep the disk; the Barbarian is still added"): the civilization
/// pays a talent to keep its disk in a distant City, and a Barbarian disk is still added there.
/// Under ACME's rule a kept disk is not replaced.
#[test]
fn rb_disk_removal_saved_target_still_replaced() {
    let cat = cat();
    let mut st = change_of_epoch(36);
    let f = Slot(0).faction();
    clear(&mut st, f);
    let home = st.civ(Slot(0)).homeland.unwrap();
    let mut g_st = st.clone();
    let g = G::<Acis>::under(&cat, &mut g_st, false);
    let far = iter_set(playable(&cat, &st) & cat.board.land)
        .find(|&a| {
            st.areas[a.0 as usize].is_empty() && g.q().distance(home, a).is_some_and(|d| d >= 3)
        })
        .expect("an empty land area 3 away");
    st.areas.add(far, f, 3);
    st.civ_mut(Slot(0)).treasury = 1;
    let (mut acis, _) = run::<Acis>(&st);
    let events = pay_talent(&mut acis, far);
    assert!(placed(&events, Faction::BARBARIANS, far));
    assert_eq!(acis.state.areas[far.0 as usize].disks[f.0 as usize], 3);
    let (mut acme, _) = run::<Acme>(&st);
    let events = pay_talent(&mut acme, far);
    assert!(!placed(&events, Faction::BARBARIANS, far));
}

/// Answers the loss question in `far` by paying from the Treasury.
fn pay_talent<R: Ruleset>(game: &mut Game<R>, far: AreaId) -> Vec<Event> {
    let d = game.pending().expect("the loss question").clone();
    assert!(matches!(d.ask, Ask::Loss { area, .. } if area == far));
    game.apply(Action::PayMina).unwrap()
}

// ---- D49 endgame tie-breaks ----

/// RB Winning the Game (D49): tied on VP and on Wonders (none built), more Cities wins (the
/// Wonders' term is `acis_wonders::rb_winning_the_game_wonders_break_ties_first`). ACME's tie-break reads temples and Homelands first, where a
/// civilization that does not occupy its home ranks last.
#[test]
fn rb_winning_the_game_tie_on_vp_more_cities_wins() {
    let cat = cat();
    let mut st = at(3, Flow::GameOver);
    let (a, b) = (Slot(0), Slot(1));
    clear(&mut st, a.faction());
    clear(&mut st, b.faction());
    let free: Vec<AreaId> = iter_set(playable(&cat, &st) & cat.board.land)
        .filter(|&x| st.areas[x.0 as usize].is_empty())
        .filter(|&x| Some(x) != st.civ(a).homeland && Some(x) != st.civ(b).homeland)
        .take(3)
        .collect();
    st.areas.add(free[0], a.faction(), 3);
    st.areas.add(free[1], a.faction(), 3);
    st.areas.add(free[2], b.faction(), 3);
    let bh = st.civ(b).homeland.unwrap();
    st.areas.add(bh, b.faction(), 1);
    for c in &mut st.civs {
        c.vp = 0;
    }
    st.civ_mut(a).vp = 20;
    st.civ_mut(b).vp = 20;
    let (mut acis, _) = run::<Acis>(&st);
    assert_eq!(acis.ranking()[0].0, a);
    let (mut acme, _) = run::<Acme>(&st);
    assert_eq!(acme.ranking()[0].0, b);
}

// ---- Rules ACIS words as ACME does: held by ACME's steps on ACIS's state ----

/// RB Victory Tally Step (D40): 1 VP per City (with no Wonder built; the Wonders' term is in
/// `acis_wonders`); ACME's temple VP reads Deities, which an ACIS game never has.
#[test]
fn rb_victory_tally_step_one_vp_per_city() {
    let cat = cat();
    let mut st = at(
        3,
        Flow::Reckoning {
            step: ReckStep::Tally,
        },
    );
    let s = Slot(0);
    clear(&mut st, s.faction());
    let free: Vec<AreaId> = iter_set(playable(&cat, &st) & cat.board.land)
        .filter(|&x| st.areas[x.0 as usize].is_empty())
        .take(3)
        .collect();
    st.areas.add(free[0], s.faction(), 3);
    st.areas.add(free[1], s.faction(), 4);
    st.areas.add(free[2], s.faction(), 2);
    let before = st.civ(s).vp;
    let (game, _) = run::<Acis>(&st);
    assert_eq!(game.state.civ(s).vp, before + 2);
}

/// RB Turn Order Reset Step (D41, readings A23): tied on Cities, the lowest VP chooses its space
/// among the tied spaces first.
#[test]
fn rb_turn_order_reset_step_lowest_vp_chooses_first() {
    let mut st = at(
        3,
        Flow::Reckoning {
            step: ReckStep::TurnOrder,
        },
    );
    for s in 0..3 {
        clear(&mut st, Slot(s).faction());
    }
    st.civ_mut(Slot(0)).vp = 5;
    st.civ_mut(Slot(1)).vp = 3;
    st.civ_mut(Slot(2)).vp = 4;
    let (game, _) = run::<Acis>(&st);
    let d = game.pending().expect("a Turn Order question");
    assert_eq!((d.who, &d.ask), (Slot(1), &Ask::TurnOrderSpace));
    assert_eq!(d.options.len(), 3);
}

/// RB Sudden Death Step (D43, readings A15), turn 2: a revealed Event is resolved (ACIS's Events
/// are passed over for now, which a note under the card's rule says), then its own ID counts: 102
/// holds a "2", so the Epoch ends. A card that is not an Event is not resolved, and its "2" ends
/// the Epoch too.
#[test]
fn rb_sudden_death_step_revealed_event_resolves_then_its_id_counts() {
    for (card, event) in [(102, true), (12, false)] {
        let mut st = at(
            3,
            Flow::Reckoning {
                step: ReckStep::SuddenEnd,
            },
        );
        st.turn = 2;
        on_top(&mut st, CardId(card));
        let (_, events) = run::<Acis>(&st);
        let ended = events
            .iter()
            .position(|e| matches!(e, Event::EpochEnded { epoch: 1 }))
            .unwrap_or_else(|| panic!("#{card} ends the Epoch"));
        // Resolving a card says so under its rule, before the Epoch ends.
        let rule = format!("Card #{card}");
        let resolved = events[..ended]
            .iter()
            .any(|e| matches!(e, Event::Note { rule: r, .. } if *r == rule));
        assert_eq!(resolved, event, "#{card}");
    }
}

// ---- Oracle at Delphi #38, option (a) (readings B15) ----

/// The 3-player state at `step` of the Reckoning Phase, Slot 0 with 2 Cities, Slot 1 with 1 and
/// Slot 2 with none (so the Turn Order resets to 0, 1, 2 without a tie), Slot 2 holding Oracle at
/// Delphi #38.
fn oracle_state(step: ReckStep) -> State {
    let cat = cat();
    let mut st = at(3, Flow::Reckoning { step });
    for s in 0..3 {
        clear(&mut st, Slot(s).faction());
    }
    let free: Vec<AreaId> = iter_set(playable(&cat, &st) & cat.board.land)
        .filter(|&x| st.areas[x.0 as usize].is_empty())
        .take(3)
        .collect();
    st.areas.add(free[0], Slot(0).faction(), 3);
    st.areas.add(free[1], Slot(0).faction(), 3);
    st.areas.add(free[2], Slot(1).faction(), 3);
    st.order = vec![Slot(2), Slot(1), Slot(0)];
    let oracle = CardId(38);
    st.deck.discard.retain(|&c| c != oracle);
    st.deck.draw.retain(|&c| c != oracle);
    st.civ_mut(Slot(2)).hand.push(oracle);
    st
}

/// Whether `d` is Oracle at Delphi's option (a) question.
fn oracle_asked(d: &acme::games::acme::Decision) -> bool {
    d.ask == Ask::TurnOrderSpace && d.card == Some(CardId(38))
}

/// Content-acis #38 option (a) (IG-C5, readings B15): at the Turn Order Reset Step, right after
/// the reset, the holder of Oracle at Delphi may play it from its hand to move its own marker to
/// any other space, the others shifting in their relative order; the card is discarded. Declined,
/// the order and the hand stay. ACME's ruleset, whose #38 is another card, asks nothing.
#[test]
fn rb_turn_order_reset_step_oracle_at_delphi_option_a() {
    let st = oracle_state(ReckStep::TurnOrder);
    let (game, _) = run::<Acis>(&st);
    let d = game.pending().expect("Oracle at Delphi's question").clone();
    assert!(oracle_asked(&d), "{d:?}");
    assert_eq!(d.who, Slot(2));
    assert_eq!(
        d.options,
        vec![Action::Number(1), Action::Number(2), Action::Decline],
        "any other space, or decline"
    );
    // Its NPC line (content-acis #38, N1.4.15): always option (b), so never (a) here.
    let npc = acis::npc_cards::answer(&game.catalog, &game.state, &d).expect("an NPC answer");
    assert_eq!(npc.0, Action::Decline);

    let mut played = game.clone();
    let ev = played.apply(Action::Number(1)).expect("legal");
    assert_eq!(played.state.order, vec![Slot(2), Slot(0), Slot(1)]);
    assert!(ev.iter().any(
        |e| matches!(e, Event::CardPlayed { slot, card } if *slot == Slot(2) && card.0 == 38)
    ));
    assert!(played.state.civ(Slot(2)).hand.is_empty());
    assert!(played.state.deck.discard.contains(&CardId(38)));

    let mut declined = game.clone();
    declined.apply(Action::Decline).expect("legal");
    assert_eq!(declined.state.order, vec![Slot(0), Slot(1), Slot(2)]);
    assert_eq!(declined.state.civ(Slot(2)).hand, vec![CardId(38)]);

    let (acme, _) = run::<Acme>(&st);
    assert!(acme.pending().is_none_or(|d| !oracle_asked(d)));
    assert_eq!(acme.state.order, vec![Slot(0), Slot(1), Slot(2)]);
}

/// Content-acis #38 option (a) is offered at the Turn Order Reset Step only: over a whole
/// Reckoning Phase, from its Stacking Step to its end, the question comes once, at that step.
#[test]
fn rb_turn_order_reset_step_oracle_at_delphi_option_a_offered_at_that_step_only() {
    let st = oracle_state(ReckStep::Stacking);
    let (mut game, _) = run::<Acis>(&st);
    let mut asked_at = Vec::new();
    while let Flow::Reckoning { step } = game.state.flow {
        let d = game.pending().expect("a question").clone();
        if oracle_asked(&d) {
            asked_at.push(step);
        }
        let a = if d.options.contains(&Action::Decline) {
            Action::Decline
        } else {
            d.options[0]
        };
        game.apply(a).expect("legal");
    }
    assert_eq!(asked_at, vec![ReckStep::TurnOrder]);
}

// ---- Readings A14, A18, A26 at the End of Epoch ----

/// `game`'s invasion questions answered with their first option, until another question.
fn answer_invasion(game: &mut Game<Acis>, events: &mut Vec<Event>) {
    while let Some(d) = game
        .pending()
        .filter(|d| matches!(d.ask, Ask::InvasionArea { .. } | Ask::Target { .. }))
    {
        let a = d.options[0];
        events.extend(game.apply(a).unwrap());
    }
}

/// RB End of Epoch Phase, step 3 (readings A18, B1): of the seven Events (97-103) only IDs 98 to
/// 101, the four invasions, are resolved when revealed at the Change of Epoch ("If the revealed
/// card is an Event card with an ID of 98-101, resolve its effects. Do not execute the effects of
/// any other Event card revealed."): each stacks Barbarians and is discarded. Time Marches On
/// (#97), Atlantis Rises (#102) and Cancellation of Debts (#103) are not resolved (no talent is
/// given, no disk placed) and go back into the draw pile.
#[test]
fn rb_end_of_epoch_change_of_epoch_resolves_ids_98_to_101() {
    let cat = cat();
    for c in 97..=103u8 {
        assert!(cat.card(CardId(c)).is_event(), "{c} is an Event");
    }
    for c in 98..=101u8 {
        let (mut game, mut events) = run::<Acis>(&change_of_epoch(c));
        answer_invasion(&mut game, &mut events);
        assert!(
            game.state.deck.discard.contains(&CardId(c)),
            "{c} discarded"
        );
        assert!(
            events.iter().any(|e| matches!(e,
                Event::Placed { faction, .. } if *faction == Faction::BARBARIANS)),
            "{c} resolved: Barbarians stacked"
        );
    }
    for c in [97u8, 102, 103] {
        let mut st = change_of_epoch(c);
        // Atlantis Rises would pay talents next to a deep sea; Cancellation of Debts take them.
        for s in st.slots().collect::<Vec<_>>() {
            st.civ_mut(s).treasury = 5;
            st.white_supply -= 5;
        }
        let (game, events) = run::<Acis>(&st);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::Placed { .. } | Event::Removed { .. })),
            "{c} not resolved"
        );
        assert!(
            st.slots().all(|s| game.state.civ(s).treasury == 5
                || game.state.epoch != st.epoch
                || matches!(game.state.flow, Flow::EndOfEpoch { step } if step >= 5)),
            "{c}: no talent given or taken"
        );
        assert!(
            !game.state.deck.discard.contains(&CardId(c)),
            "{c} shuffled back"
        );
        assert!(
            game.state.deck.draw.contains(&CardId(c)),
            "{c} in the draw pile"
        );
    }
}

/// RB The Cards, Drawing & Discarding, and End of Epoch step 2 (readings A14, B2): the cards whose
/// legend says "set aside" (Great Earthquake #68, Deluge #71, Plague #76, Tsunami #77) stay out
/// of the deck after play, and End of Epoch step 2 shuffles them back with the discard pile;
/// "shuffle back" is the legend of Bountiful Harvest #59, Pirates #73 and Barbarian Migration #84;
/// every other Fate card but Investments, negation cards and Events is discarded.
#[test]
fn rb_the_cards_legend_set_aside_returns_at_end_of_epoch() {
    use acme::games::acis::catalog::LegendKind as AcisLegend;
    use acme::games::acme::catalog::LegendKind;
    let a = acis::data::builtin();
    let cat = cat();
    let with = |l: AcisLegend| -> Vec<u8> {
        a.cards
            .iter()
            .filter(|c| c.legend == l)
            .map(|c| c.id.0)
            .collect()
    };
    assert_eq!(with(AcisLegend::SetAside), [68, 71, 76, 77]);
    assert_eq!(with(AcisLegend::ShuffleBack), [59, 73, 84]);
    for c in [68, 71, 76, 77] {
        assert_eq!(
            cat.card(CardId(c)).legend,
            LegendKind::SetAsideUntilEndOfEpoch
        );
    }
    // Set aside during the Epoch; back in the deck at step 2, before the Change of Epoch reveals
    // and the new hands are dealt.
    let mut st = at(4, Flow::EndOfEpoch { step: 1 });
    for c in [68, 77] {
        st.deck.draw.retain(|&x| x != CardId(c));
        st.deck.discard.retain(|&x| x != CardId(c));
        st.deck.set_aside.push(CardId(c));
    }
    let (game, _) = run::<Acis>(&st);
    assert!(game.state.deck.set_aside.is_empty(), "none stays aside");
    for c in [68, 77] {
        let deck = &game.state.deck;
        assert!(
            deck.draw.contains(&CardId(c))
                || deck.discard.contains(&CardId(c))
                || game.state.epoch_revealed.contains(&CardId(c))
                || game.state.civs.iter().any(|x| x.hand.contains(&CardId(c))),
            "{c} back in the deck (or dealt from it)"
        );
    }
}

/// A civilization of the 4-player state with 3 disks in a land area 3 or more from its home (a
/// distant City, which row 36-40 Provinces Revolt strikes), its other disks off the map, 1 talent
/// in its Treasury, and `hand` in its hand.
fn distant_city(mut st: State, hand: CardId) -> (State, AreaId) {
    let cat = cat();
    let f = Slot(0).faction();
    clear(&mut st, f);
    let home = st.civ(Slot(0)).homeland.unwrap();
    let mut g_st = st.clone();
    let g = G::<Acis>::under(&cat, &mut g_st, false);
    let far = iter_set(playable(&cat, &st) & cat.board.land)
        .find(|&a| {
            st.areas[a.0 as usize].is_empty() && g.q().distance(home, a).is_some_and(|d| d >= 3)
        })
        .expect("an empty land area 3 away");
    st.areas.add(far, f, 3);
    st.civ_mut(Slot(0)).treasury = 1;
    st.white_supply -= 1;
    st.deck.draw.retain(|&x| x != hand);
    st.deck.discard.retain(|&x| x != hand);
    st.civ_mut(Slot(0)).hand = vec![hand];
    (st, far)
}

/// The loss question in `far`, and whether it offers a talent and a card.
fn loss_offers(game: &Game<Acis>, far: AreaId) -> (bool, bool) {
    let d = game.pending().expect("the loss question").clone();
    assert!(
        matches!(d.ask, Ask::Loss { area, .. } if area == far),
        "{d:?}"
    );
    (
        d.options.contains(&Action::PayMina),
        d.options.iter().any(|o| matches!(o, Action::Discard(_))),
    )
}

/// RB Disk Removal and End of Epoch Phase step 1 (readings A26): a disk lost to the Change of
/// Epoch row of a non-final Epoch may be saved only with a talent, since every hand was discarded
/// at step 1 ("All civilizations discard their hands."): the loss question offers the talent,
/// never a card. The optional Final Epoch Event comes with the hands still held, so a card may pay
/// there too. Both times row 36-40, Provinces Revolt, strikes a distant City.
#[test]
fn rb_end_of_epoch_alternate_loss_talents_only_after_discard() {
    // A non-final Epoch, from step 1: every card left in the deck reveals row 36-40.
    let (mut st, far) = distant_city(at(4, Flow::EndOfEpoch { step: 1 }), CardId(37));
    let rows = [36, 38, 39, 40].map(CardId);
    st.deck.held_out.append(&mut st.deck.draw);
    st.deck.held_out.append(&mut st.deck.discard);
    st.deck.held_out.retain(|c| !rows.contains(c));
    st.deck.draw = rows.to_vec();
    let (game, _) = run::<Acis>(&st);
    assert!(
        game.state.civ(Slot(0)).hand.is_empty(),
        "discarded at step 1"
    );
    assert_eq!(loss_offers(&game, far), (true, false), "a talent, no card");
    // The final Epoch with the Final Epoch Event: the hand is held, a card pays as well.
    let (mut st, far) = distant_city(at(4, Flow::EndOfEpoch { step: 0 }), CardId(37));
    st.options.last_epoch = st.epoch;
    st.options.final_epoch_event = true;
    on_top(&mut st, CardId(36));
    let (game, _) = run::<Acis>(&st);
    assert_eq!(loss_offers(&game, far), (true, true), "a talent or a card");
}

/// RB Optional Rules, Final Epoch Event (p24), under ACIS: "reveal cards from the top of the Fate
/// Deck until a card with ID less than 69 is revealed. Do not resolve any Event cards revealed
/// this way. Find that ID on the Change of Epoch Table and implement the associated event." With
/// #80 and Atlantis Rises (#102) above #11, ACIS's row 11-15 (Storms at Sea: 2 disks in a
/// shallow sea lose 1) applies, not ACME's row for #11 (The Rivers Flood, which touches no sea),
/// and Atlantis Rises, passed over, places no Barbarian and gives no talent. (ACME's test of the
/// rule: `epoch_final_epoch_event_reveals_until_an_id_below_69_and_applies_its_row`.)
#[test]
fn rb_final_epoch_event_applies_the_acis_row_and_resolves_no_event_passed_over() {
    let cat = cat();
    let mut st = at(4, Flow::EndOfEpoch { step: 0 });
    st.options.last_epoch = st.epoch;
    st.options.final_epoch_event = true;
    let sea = iter_set(Acis::counted_seas(&cat) & playable(&cat, &st))
        .find(|&a| st.areas[a.0 as usize].is_empty())
        .expect("an empty shallow sea");
    let f = Slot(0).faction();
    st.areas.add(sea, f, 2);
    for c in [11, 102, 80] {
        on_top(&mut st, CardId(c));
    }
    let treasuries: Vec<u16> = st.civs.iter().map(|c| c.treasury).collect();
    let (acis, events) = run::<Acis>(&st);
    assert!(
        matches!(acis.state.flow, Flow::GameOver),
        "{:?}",
        acis.pending()
    );
    assert!(removed(&events, f, sea), "ACIS's Storms at Sea");
    assert_eq!(acis.state.areas[sea.0 as usize].disks[f.idx()], 1);
    assert!(
        !events.iter().any(|e| matches!(e,
            Event::Placed { faction, .. } if *faction == Faction::BARBARIANS)),
        "Atlantis Rises not resolved"
    );
    let after: Vec<u16> = acis.state.civs.iter().map(|c| c.treasury).collect();
    assert_eq!(after, treasuries, "no talent from Atlantis Rises");
    let (acme, events) = run::<Acme>(&st);
    assert!(matches!(acme.state.flow, Flow::GameOver));
    assert!(
        !removed(&events, f, sea),
        "ACME's row for #11 is not a storm at sea"
    );
}

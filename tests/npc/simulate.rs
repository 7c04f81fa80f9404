//! All-NPC games: determinism, replay, invariants, every tie-break method.

use acme::games::acme::npc::{self, TieBreak};
use acme::games::acme::{invariants, record};
use acme::sim::{self, SimSetup};

#[test]
fn simulate_is_deterministic_and_its_records_replay_to_the_same_hash() {
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(4, 2, TieBreak::UseHead);
    for seed in 1..=2 {
        let a = sim::play(cat.clone(), &setup, seed)
            .map_err(|e| e.message)
            .unwrap();
        let b = sim::play(cat.clone(), &setup, seed)
            .map_err(|e| e.message)
            .unwrap();
        assert_eq!(
            a.game.hash(),
            b.game.hash(),
            "seed {seed}: same seed, same game"
        );
        assert_eq!(a.record.actions, b.record.actions);
        let text = record::to_ron(&a.record);
        let rec = record::parse_record(&text).unwrap();
        let replayed = record::replay(cat.clone(), &rec).unwrap();
        assert_eq!(
            Some(replayed.hash()),
            a.record.final_hash,
            "seed {seed}: the record replays to its hash"
        );
        assert!(a.game.is_over());
    }
}

#[test]
fn all_npc_games_keep_every_invariant_with_each_tie_break_method() {
    let cat = acme::games::acme::data::builtin();
    for (i, method) in [TieBreak::UseHead, TieBreak::UseCards, TieBreak::EvenOdd]
        .into_iter()
        .enumerate()
    {
        let setup = SimSetup::basic(3 + i as u8, 2, method);
        let (mut game, _) =
            record::start(cat.clone(), &setup.setup, &setup.options, 40 + i as u64).unwrap();
        let mut n = 0;
        while let Some(d) = game.pending() {
            let c = npc::choose(&game, d);
            assert!(d.options.contains(&c.action));
            assert!(!c.rule.is_empty(), "every choice names its rule");
            game.apply(c.action).unwrap();
            if let Err(errs) = invariants::check(&game.catalog, &game.state) {
                panic!("{method:?} after {n} actions: {}", errs.join("; "));
            }
            n += 1;
            assert!(n < sim::MAX_ACTIONS);
        }
        assert!(game.is_over());
    }
}

/// `Game::play_out` (questions answered as they are asked, no re-runs) plays the same game as
/// answering each pending question with `Game::apply`: same actions, same events, same final
/// state. Checked with the random player (no snapshots at all) and with the NPC brain under
/// method B1, whose reveals depend on the number of actions applied when it is asked.
#[test]
fn play_out_plays_the_same_game_as_answering_each_pending_question() {
    use acme::games::acme::Answerer;
    use acme::games::acme::RandomPlayer;
    use acme::games::acme::catalog::Catalog;
    use acme::games::acme::{Action, Decision, Event, Game, State};

    struct Brain<'a>(&'a Catalog, Vec<Action>);
    impl Answerer for Brain<'_> {
        fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
            let a = npc::choose_at(self.0, st, d, actions).action;
            self.1.push(a);
            Some(a)
        }
    }
    fn stepwise(
        mut game: Game,
        mut pick: impl FnMut(&Game, &Decision) -> Action,
    ) -> (Vec<Action>, Vec<Event>, u64) {
        let (mut acts, mut evs) = (Vec::new(), Vec::new());
        while let Some(d) = game.pending() {
            let a = pick(&game, d);
            acts.push(a);
            evs.extend(game.apply(a).unwrap());
        }
        (acts, evs, game.hash())
    }

    let cat = acme::games::acme::data::builtin();
    let random = SimSetup::basic(4, 2, TieBreak::UseHead);
    let spec = no_npcs(4);
    let (g1, _) = record::start(cat.clone(), &spec, &random.options, 7).unwrap();
    let (mut g2, _) = record::start(cat.clone(), &spec, &random.options, 7).unwrap();
    let mut p = RandomPlayer::new(7);
    let (acts, evs, hash) = stepwise(g1, |_, d| p.choose(d));
    let mut r = Random::new(7, false);
    let mut evs2 = Vec::new();
    g2.play_out(&mut r, &mut |e| evs2.extend_from_slice(e));
    assert!(g2.is_over());
    assert_eq!(r.actions, acts, "random play: same actions");
    assert_eq!(evs2, evs, "random play: same events");
    assert_eq!(g2.hash(), hash, "random play: same final state");

    let npcs = SimSetup::basic(4, 2, TieBreak::EvenOdd);
    let (g1, _) = record::start(cat.clone(), &npcs.setup, &npcs.options, 8).unwrap();
    let (mut g2, _) = record::start(cat.clone(), &npcs.setup, &npcs.options, 8).unwrap();
    let (acts, evs, hash) = stepwise(g1, |g, d| npc::choose(g, d).action);
    let mut b = Brain(&cat, Vec::new());
    let mut evs2 = Vec::new();
    g2.play_out(&mut b, &mut |e| evs2.extend_from_slice(e));
    assert!(g2.is_over());
    assert_eq!(b.1, acts, "NPC play: same actions");
    assert_eq!(evs2, evs, "NPC play: same events");
    assert_eq!(g2.hash(), hash, "NPC play: same final state");
}

/// Quiet headless play (`Answerer::quiet`: the rules leave the frequent question sentences and
/// log lines empty, `G::text`) is the same game as loud play: same actions, same events apart
/// from those texts, same final state. For the NPC brain this proves it reads none of the texts
/// left empty (it reads no text at all: see `typed_targets`).
#[test]
fn quiet_play_is_the_same_game_with_the_frequent_texts_left_empty() {
    use acme::games::acme::Answerer;
    use acme::games::acme::{Action, Decision, Event, State};

    /// The events with every note and loss-payment text blanked; how many texts were empty.
    fn blanked(mut evs: Vec<Event>) -> (Vec<Event>, usize) {
        let mut empty = 0;
        for e in &mut evs {
            match e {
                Event::Note { text, .. } => {
                    empty += text.is_empty() as usize;
                    *text = "".into();
                }
                Event::LossPaid { with, .. } => {
                    empty += with.is_empty() as usize;
                    *with = "".into();
                }
                _ => {}
            }
        }
        (evs, empty)
    }

    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(4, 2, TieBreak::UseHead);
    let spec = no_npcs(4);
    let mut runs = Vec::new();
    for quiet in [false, true] {
        let (mut g, _) = record::start(cat.clone(), &spec, &setup.options, 5).unwrap();
        let mut p = Random::new(5, quiet);
        let mut evs = Vec::new();
        g.play_out(&mut p, &mut |e| evs.extend_from_slice(e));
        assert!(g.is_over());
        let (evs, empty) = blanked(evs);
        runs.push((p.actions, evs, empty, g.hash()));
    }
    let (loud, quiet) = (&runs[0], &runs[1]);
    assert_eq!(loud.0, quiet.0, "random play: same actions");
    assert_eq!(
        loud.1, quiet.1,
        "random play: same events but for their texts"
    );
    assert_eq!(loud.3, quiet.3, "random play: same final state");
    assert_eq!(loud.2, 0, "loud play writes every text");
    assert!(quiet.2 > 100, "quiet play leaves the frequent texts empty");

    // The simulation's brain plays quietly; the same brain played loudly chooses the same.
    struct Loud<'a>(&'a acme::games::acme::catalog::Catalog, Vec<Action>);
    impl Answerer for Loud<'_> {
        fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
            let a = npc::choose_at(self.0, st, d, actions).action;
            self.1.push(a);
            Some(a)
        }
        fn may_decline(&self) -> bool {
            false
        }
    }
    for seed in [3, 8] {
        let quiet = sim::play(cat.clone(), &setup, seed)
            .map_err(|e| e.message)
            .unwrap();
        let (mut g, _) = record::start(cat.clone(), &setup.setup, &setup.options, seed).unwrap();
        let mut loud = Loud(&cat, Vec::new());
        g.play_out(&mut loud, &mut |_| {});
        assert_eq!(
            quiet.record.actions, loud.1,
            "NPC play, seed {seed}: same actions"
        );
        assert_eq!(
            quiet.game.hash(),
            g.hash(),
            "NPC play, seed {seed}: same final state"
        );
    }
}

/// Unheard play (`Game::play_out_unheard`: nobody reads the events, so a game without NPCs records
/// none) is the same game as play with every event handed out: same actions, same final state.
/// In a game with NPCs, whose bookkeeping reads the events, it is the same game too.
#[test]
fn unheard_play_is_the_same_game_as_play_with_events() {
    let cat = acme::games::acme::data::builtin();
    let setup = SimSetup::basic(5, 2, TieBreak::UseHead);
    for seed in [4, 9] {
        let (mut heard, _) = record::start(cat.clone(), &no_npcs(5), &setup.options, seed).unwrap();
        let mut p = Random::new(seed, true);
        let mut events = 0;
        heard.play_out(&mut p, &mut |e| events += e.len());
        let (mut unheard, _) =
            record::start(cat.clone(), &no_npcs(5), &setup.options, seed).unwrap();
        let mut q = Random::new(seed, true);
        unheard.play_out_unheard(&mut q);
        assert!(
            events > 100,
            "seed {seed}: the heard game reports its events"
        );
        assert!(unheard.is_over(), "seed {seed}: the unheard game ends");
        assert_eq!(p.actions, q.actions, "seed {seed}: same actions");
        assert_eq!(
            heard.hash(),
            unheard.hash(),
            "seed {seed}: same final state"
        );
    }
    // With NPCs: the bookkeeping still sees every event (the brain answers as in `sim::play`).
    let npcs = SimSetup::basic(4, 2, TieBreak::UseHead);
    let played = sim::play(cat.clone(), &npcs, 6)
        .map_err(|e| e.message)
        .unwrap();
    let (mut g, _) = record::start(cat.clone(), &npcs.setup, &npcs.options, 6).unwrap();
    let mut actions = played.record.actions.iter().copied();
    struct Replay<'a, I: Iterator<Item = acme::games::acme::Action>>(&'a mut I);
    impl<I: Iterator<Item = acme::games::acme::Action>> acme::games::acme::Answerer for Replay<'_, I> {
        fn answer(
            &mut self,
            _: &acme::games::acme::State,
            _: &acme::games::acme::Decision,
            _: u32,
        ) -> Option<acme::games::acme::Action> {
            self.0.next()
        }
    }
    g.play_out_unheard(&mut Replay(&mut actions));
    assert!(g.is_over(), "NPC game: the same actions end it");
    assert_eq!(g.hash(), played.game.hash(), "NPC game: same final state");
}

/// The random-play benchmark's game (`sim::play_random`: unheard, every disk of a Deployment Step
/// in one step, Deployment questions answered from the set of areas with no list built) is the
/// game of the same random player answering every question from its list of options, with
/// every event handed out and one disk per step.
#[test]
fn the_random_play_benchmark_plays_the_game_of_the_random_player_answering_from_lists() {
    let cat = acme::games::acme::data::builtin();
    for (players, epochs, seed) in [(6, 4, 1), (3, 2, 8)] {
        let (fast, answers) = sim::play_random(cat.clone(), players, epochs, seed);
        let options = SimSetup::basic(players, epochs, TieBreak::UseHead).options;
        let (mut slow, _) = record::start(cat.clone(), &no_npcs(players), &options, seed).unwrap();
        let mut p = Random::new(seed, false);
        slow.play_out(&mut p, &mut |_| {});
        assert!(slow.is_over(), "seed {seed}: the game ends");
        assert_eq!(answers, p.actions.len(), "seed {seed}: as many answers");
        assert_eq!(fast.hash(), slow.hash(), "seed {seed}: same final state");
    }
}

/// A player that asks to stop play (`Answerer::stop`) stops unheard play where play with one disk
/// per step would have stopped: between two disks of a Deployment Step too.
#[test]
fn unheard_play_stops_between_two_disks_as_play_one_disk_per_step() {
    let cat = acme::games::acme::data::builtin();
    let options = SimSetup::basic(4, 2, TieBreak::UseHead).options;
    let mut stopped_deploying = 0;
    for stop_at in [25, 48, 61, 97, 150, 233] {
        let (mut heard, _) = record::start(cat.clone(), &no_npcs(4), &options, 3).unwrap();
        let mut p = Random::new(3, false);
        p.stop_at = stop_at;
        heard.play_out(&mut p, &mut |_| {});
        let (mut unheard, _) = record::start(cat.clone(), &no_npcs(4), &options, 3).unwrap();
        let mut q = Random::new(3, true);
        q.stop_at = stop_at;
        q.sets = true;
        unheard.play_out_unheard(&mut q);
        assert!(
            heard.pending().is_none() && !heard.is_over(),
            "stopped at {stop_at}"
        );
        assert_eq!(p.actions, q.actions, "stop at {stop_at}: same actions");
        assert_eq!(
            heard.hash(),
            unheard.hash(),
            "stop at {stop_at}: same state"
        );
        if matches!(
            heard.state.flow,
            acme::games::acme::Flow::Growth {
                step: acme::games::acme::GrowthStep::Deploy,
                ..
            }
        ) {
            stopped_deploying += 1;
        }
    }
    assert!(
        stopped_deploying > 0,
        "some stops fall inside a Deployment Step"
    );
}

/// The random player as an answerer that never declines, quiet or not (`Answerer::quiet`), keeping
/// the actions it chose.
struct Random {
    player: acme::games::acme::RandomPlayer,
    quiet: bool,
    actions: Vec<acme::games::acme::Action>,
    /// Answer Deployment questions from their set of areas (`Answerer::answer_areas_or_done`).
    sets: bool,
    /// Ask to stop play once this many actions are chosen (`Answerer::stop`).
    stop_at: usize,
}

impl Random {
    fn new(seed: u64, quiet: bool) -> Self {
        Random {
            player: acme::games::acme::RandomPlayer::new(seed),
            quiet,
            actions: Vec::new(),
            sets: false,
            stop_at: usize::MAX,
        }
    }
}

impl acme::games::acme::Answerer for Random {
    fn answer(
        &mut self,
        _: &acme::games::acme::State,
        d: &acme::games::acme::Decision,
        _: u32,
    ) -> Option<acme::games::acme::Action> {
        let a = self.player.choose(d);
        self.actions.push(a);
        Some(a)
    }
    fn may_decline(&self) -> bool {
        false
    }
    fn quiet(&self) -> bool {
        self.quiet
    }
    fn stop(&self) -> bool {
        self.actions.len() >= self.stop_at
    }
    fn answer_areas_or_done(
        &mut self,
        ask: &acme::games::acme::decision::Ask,
        areas: acme::games::acme::catalog::AreaSet,
    ) -> Option<acme::games::acme::Action> {
        if !self.sets {
            return None;
        }
        let a = self.player.choose_area_or_done(ask, areas);
        self.actions.push(a);
        Some(a)
    }
}

/// The basic setup on the printed map for `players` civilizations, none of them an NPC.
fn no_npcs(players: u8) -> record::SetupSpec {
    record::SetupSpec::Basic {
        players,
        layout: acme::games::acme::setup::Layout::Printed,
        npc: vec![false; players as usize],
    }
}

//! Start scenario games and play them with one chooser function for every civilization.

use acme::games::acme::Game;
use acme::games::acme::RandomPlayer;
use acme::games::acme::decision::{Action, Decision};
use acme::games::acme::invariants;
use acme::games::acme::record::{self, GameRecord, RECORD_VERSION, SetupSpec};
use acme::games::acme::scenario::ScenarioChoice;
use acme::games::acme::state::GameOptions;

/// The one chooser every civilization uses in these tests. Until the NPC brain is merged it is the
/// random legal player; switch this line to `npc::choose` to play the scenarios with the NPCs.
/// An NPC's decisions come from the solitaire brain (playbook-spec §1); a human seat's (or a
/// decision nobody owns) from random legal play.
pub fn choose(game: &Game, d: &Decision, rp: &mut RandomPlayer) -> Action {
    if game.state.civs.get(d.who.idx()).is_some_and(|c| c.npc) {
        acme::games::acme::npc::choose(game, d).action
    } else {
        rp.choose(d)
    }
}

pub fn spec(name: &str) -> SetupSpec {
    acme::games::acme::scenario::shipped::scenario_setup(name)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn spec_with(name: &str, choice: ScenarioChoice) -> SetupSpec {
    acme::games::acme::scenario::shipped::scenario_setup_with(name, choice)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A scenario game before its first decision.
pub fn start(spec: &SetupSpec, seed: u64) -> Game {
    start_with(spec, &GameOptions::default(), seed)
}

pub fn start_with(spec: &SetupSpec, options: &GameOptions, seed: u64) -> Game {
    record::start(acme::games::acme::data::builtin(), spec, options, seed)
        .unwrap_or_else(|e| panic!("setup failed: {e}"))
        .0
}

/// Answer setup decisions (Homelands, Rule 8 choices, pre-game placements) until the first
/// Growth Phase decision or later.
pub fn finish_setup(g: &mut Game, seed: u64) {
    let mut rp = RandomPlayer::new(seed);
    for _ in 0..10_000 {
        if g.is_over() || !in_setup(g) {
            return;
        }
        let d = g.pending().expect("a decision").clone();
        let a = choose(g, &d, &mut rp);
        g.apply(a).expect("legal");
    }
    panic!("the setup never ended");
}

pub fn in_setup(g: &Game) -> bool {
    matches!(
        g.state.flow,
        acme::games::acme::Flow::Scenario {
            at: acme::games::acme::scenario::ScenarioAt::Setup,
            ..
        }
    ) || g.state.proc.as_ref().is_some_and(|f| {
        matches!(
            f.snapshot.flow,
            acme::games::acme::Flow::Scenario {
                at: acme::games::acme::scenario::ScenarioAt::Setup,
                ..
            }
        )
    })
}

/// Play a whole game with [`choose`], checking the invariants after every action and that the
/// record replays to the same state. Returns the finished game.
pub fn play(spec: &SetupSpec, seed: u64, max_actions: usize) -> Game {
    let options = GameOptions::default();
    let mut g = start_with(spec, &options, seed);
    let mut rp = RandomPlayer::new(seed);
    let mut actions = Vec::new();
    while let Some(d) = g.pending() {
        if let Err(errs) = invariants::check(&g.catalog, &g.state) {
            panic!(
                "seed {seed}, after {} actions: {}",
                actions.len(),
                errs.join("; ")
            );
        }
        assert!(
            actions.len() < max_actions,
            "seed {seed}: no end after {max_actions} actions (at {})",
            d.text
        );
        let d = d.clone();
        let a = choose(&g, &d, &mut rp);
        actions.push(a);
        g.apply(a)
            .unwrap_or_else(|e| panic!("seed {seed}: a legal option was refused: {e}"));
    }
    invariants::check(&g.catalog, &g.state).expect("invariants at the end");
    let rec = GameRecord {
        version: RECORD_VERSION,
        game: acme::game_id::GameId::Acme,
        rules_version: acme::game_id::ACME_RULES_VERSION,
        setup: spec.clone(),
        options,
        seed,
        actions,
        final_hash: Some(g.hash()),
    };
    let again =
        record::replay(acme::games::acme::data::builtin(), &rec).expect("the record replays");
    assert_eq!(again.hash(), g.hash(), "seed {seed}: the replay differs");
    g
}

use acme::games::acme::Event;
use acme::games::acme::catalog::{AreaId, CardId};
use acme::games::acme::probe::proc::Ctx;
use acme::games::acme::state::{Faction, Slot};

/// The slot of a civilization or neutral faction by its scenario name ("Macedon", "Troy").
pub fn slot_named(g: &Game, name: &str) -> Slot {
    g.state
        .slots()
        .find(|&s| acme::games::acme::Q::new(&g.catalog, &g.state).civ_name(s) == name)
        .unwrap_or_else(|| panic!("no civilization named {name}"))
}

pub fn area_named(g: &Game, name: &str) -> AreaId {
    g.catalog
        .board
        .find(name)
        .unwrap_or_else(|| panic!("no area {name}"))
}

/// Disks of a faction (scenario name or "Barbarians") in an area.
pub fn on(g: &Game, area: &str, who: &str) -> u8 {
    let f = if who == "Barbarians" {
        Faction::BARBARIANS
    } else {
        slot_named(g, who).faction()
    };
    g.state.area(area_named(g, area)).disks[f.idx()]
}

/// Every area where a faction has disks, with the count, sorted by name.
pub fn placements(g: &Game, who: &str) -> Vec<(String, u8)> {
    let f = if who == "Barbarians" {
        Faction::BARBARIANS
    } else {
        slot_named(g, who).faction()
    };
    let mut v: Vec<(String, u8)> = g
        .catalog
        .board
        .ids()
        .filter(|&a| g.state.area(a).disks[f.idx()] > 0)
        .map(|a| {
            (
                g.catalog.board.name(a).to_string(),
                g.state.area(a).disks[f.idx()],
            )
        })
        .collect();
    v.sort();
    v
}

pub fn total_on_map(g: &Game, who: &str) -> u32 {
    placements(g, who).iter().map(|x| x.1 as u32).sum()
}

/// Turn Order by scenario names.
pub fn order_names(g: &Game) -> Vec<String> {
    let q = acme::games::acme::Q::new(&g.catalog, &g.state);
    g.state
        .order
        .iter()
        .map(|&s| q.civ_name(s).to_string())
        .collect()
}

/// Areas whose Gold belongs to this civilization, sorted.
pub fn gold_of(g: &Game, who: &str) -> Vec<String> {
    let s = slot_named(g, who);
    let mut v: Vec<String> = g
        .catalog
        .board
        .ids()
        .filter(|&a| g.state.area(a).gold == Some(s))
        .map(|a| g.catalog.board.name(a).to_string())
        .collect();
    v.sort();
    v
}

pub fn strongholds(g: &Game) -> Vec<String> {
    let mut v: Vec<String> = g
        .catalog
        .board
        .ids()
        .filter(|&a| g.state.area(a).stronghold.is_some())
        .map(|a| g.catalog.board.name(a).to_string())
        .collect();
    v.sort();
    v
}

pub fn hand(g: &Game, who: &str) -> Vec<CardId> {
    g.state.civ(slot_named(g, who)).hand.clone()
}

/// Run a rules function directly on the game (no decision may be asked).
pub fn rules<T>(
    g: &mut Game,
    f: impl FnOnce(&mut acme::games::acme::G, &mut Ctx) -> T,
) -> (T, Vec<Event>) {
    let mut ctx = Ctx::new(Vec::new());
    let out = f(&mut g.g(), &mut ctx);
    (out, ctx.events)
}

/// The notes of a list of events.
pub fn notes_of(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Note { text, .. } => Some(text.to_string()),
            _ => None,
        })
        .collect()
}

/// Put a card on top of the draw deck (taking it from wherever it is in the deck or discards).
pub fn stack_top(g: &mut Game, id: u8) {
    let c = CardId(id);
    g.state.deck.draw.retain(|&x| x != c);
    g.state.deck.discard.retain(|&x| x != c);
    g.state.deck.held_out.retain(|&x| x != c);
    for civ in &mut g.state.civs {
        civ.hand.retain(|&x| x != c);
    }
    g.state.deck.draw.push(c);
}

/// Answer decisions with [`choose`] until the predicate holds on the game (or it ends).
pub fn run_until(g: &mut Game, seed: u64, pred: impl Fn(&Game) -> bool) {
    let mut rp = RandomPlayer::new(seed);
    for _ in 0..100_000 {
        if g.is_over() || pred(g) {
            return;
        }
        let d = g.pending().expect("a decision").clone();
        let a = choose(g, &d, &mut rp);
        g.apply(a).expect("legal");
    }
    panic!("the awaited state never came");
}

/// The choice for a scenario with these human players (each a list of civilization names).
pub fn humans(list: &[&[&str]]) -> ScenarioChoice {
    ScenarioChoice {
        humans: list
            .iter()
            .map(|p| p.iter().map(|s| s.to_string()).collect())
            .collect(),
        ..Default::default()
    }
}

/// The position at the start of the step that asked the pending question, with no question in
/// progress: tests change it and then resume it at a chosen step.
pub fn at_rest(g: Game) -> Game {
    let mut st = g
        .state
        .proc
        .as_ref()
        .map(|f| (*f.snapshot).clone())
        .unwrap_or_else(|| g.state.clone());
    st.proc = None;
    Game::without_advancing(g.catalog.clone(), st)
}

/// A scenario after its setup decisions, at rest.
pub fn ready_at_rest(spec: &SetupSpec, options: &GameOptions, seed: u64) -> Game {
    let mut g = start_with(spec, options, seed);
    finish_setup(&mut g, seed);
    at_rest(g)
}

/// Resume a position at another step; returns the game and the events up to the next question.
pub fn resume_at(g: &Game, flow: acme::games::acme::Flow) -> (Game, Vec<Event>) {
    let mut st = g.state.clone();
    st.proc = None;
    st.flow = flow;
    Game::from_state(g.catalog.clone(), st)
}

/// Play on with [`choose`] until the predicate holds; returns every event on the way.
pub fn run_collect(g: &mut Game, seed: u64, pred: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut rp = RandomPlayer::new(seed);
    let mut out = Vec::new();
    for _ in 0..100_000 {
        if g.is_over() || pred(g) {
            return out;
        }
        let d = g.pending().expect("a decision").clone();
        let a = choose(g, &d, &mut rp);
        out.extend(g.apply(a).expect("legal"));
    }
    panic!("the awaited state never came");
}

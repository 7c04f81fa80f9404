//! Headless all-NPC games: every decision answered by the solitaire brain
//! ([`crate::games::acme::npc::choose`]) under the game's ruleset (ACME's, or a sibling game's on
//! ACME's phases: ACIS, `Game<Acis>`). Used by `acme simulate`, the benchmarks and the tests.

use std::sync::Arc;

use serde::Serialize;

use crate::engine::record::Record as _;
use crate::engine::simulate;
use crate::games::acme::Answerer;
use crate::games::acme::RandomPlayer;
use crate::games::acme::catalog::{AreaSet, Catalog};
use crate::games::acme::decision::{Ask, Decision};
use crate::games::acme::npc::{self, TieBreak};
use crate::games::acme::record::{self, GameRecord, SetupSpec};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;
use crate::games::acme::state::State;
use crate::games::acme::{Acme, Action, Event, Game, Phase, Ruleset, WholeGame};

/// A game that needs more actions than this is reported as a dead loop (the engine's bound).
pub use crate::engine::simulate::MAX_ACTIONS;

/// A game that could not be finished, with its record so far.
#[derive(Debug)]
pub struct SimFailure {
    pub message: String,
    pub record: GameRecord,
}

/// One finished all-NPC game (of ACME, or of the game whose ruleset is `R`).
pub struct SimGame<R: Ruleset = Acme> {
    pub game: Game<R>,
    pub record: GameRecord,
    /// Turns played (Growth Phases begun).
    pub turns: u32,
}

/// How a simulated game is set up.
#[derive(Debug, Clone)]
pub struct SimSetup {
    pub setup: SetupSpec,
    pub options: GameOptions,
}

impl SimSetup {
    /// A Rulebook basic setup for `players` (2-6) with every civilization an NPC.
    pub fn basic(players: u8, last_epoch: u8, tie_break: TieBreak) -> Self {
        let mut options = GameOptions {
            last_epoch,
            ..Default::default()
        };
        options.npc.tie_break = tie_break;
        SimSetup {
            setup: SetupSpec::Basic {
                players,
                layout: Layout::Printed,
                npc: vec![true; players as usize],
            },
            options,
        }
    }
}

/// Growth Phases begun among `events`: the turns `acme simulate` counts.
pub fn count_turns(events: &[Event]) -> u32 {
    events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::PhaseStarted {
                    phase: Phase::Growth,
                    ..
                }
            )
        })
        .count() as u32
}

/// Play one game to its end with every decision taken by the NPC brain (the engine's loop,
/// [`simulate::play_out`]; the turns counted from the events).
pub fn play(cat: Arc<Catalog>, setup: &SimSetup, seed: u64) -> Result<SimGame, Box<SimFailure>> {
    play_under::<Acme>(cat, setup, seed)
}

/// [`play`] for the game whose ruleset is `R` (`cat` its phases' catalog): the same brain, reading
/// that game's rules, and its record in the family's record file.
pub fn play_under<R: WholeGame>(
    cat: Arc<Catalog>,
    setup: &SimSetup,
    seed: u64,
) -> Result<SimGame<R>, Box<SimFailure>> {
    let mut turns = 0;
    let mut table = AllBrains {
        scratch: npc::Scratch::default(),
    };
    let spec = (setup.setup.clone(), setup.options.clone());
    match simulate::play_out::<Game<R>>(cat, spec, seed, &mut table, &mut |ev| {
        turns += count_turns(ev)
    }) {
        Ok(done) => Ok(SimGame {
            game: done.game,
            record: R::family_record(done.record),
            turns,
        }),
        Err(f) => Err(Box::new(SimFailure {
            message: f.message,
            record: R::family_record(f.record),
        })),
    }
}

/// Every seat answered by the NPC brain.
struct AllBrains {
    /// The brain's scratch state, kept for the whole game (see `npc::Scratch`).
    scratch: npc::Scratch,
}

impl<R: WholeGame> simulate::Table<Game<R>> for AllBrains {
    /// Every question is answered by the brain the moment it is asked (see `Game::play_out`): the
    /// same game as answering `game.pending()` with `game.apply`, without re-running steps. The
    /// brain never declines, so play ends only at the end of the game or when the brain stops a
    /// runaway game between two steps.
    fn play_quick(
        &mut self,
        game: &mut Game<R>,
        record: &mut R::Record,
        heard: &mut impl FnMut(&[Event]),
    ) {
        let cat = game.catalog.clone();
        let mut brain = Brain::<R> {
            cat: &cat,
            before: record.actions().len(),
            actions: Vec::new(),
            scratch: &self.scratch,
            rules: std::marker::PhantomData,
        };
        game.play_out(&mut brain, &mut |ev| heard(ev));
        for a in brain.actions {
            record.push(a);
        }
    }
    fn choose(&mut self, _: &Game<R>, d: &Decision) -> Result<Action, String> {
        Err(format!(
            "an NPC seat's question was left pending: {:?}",
            d.ask
        ))
    }
    fn describe(&self, game: &Game<R>) -> String {
        format!("{:?}", game.state.flow)
    }
}

/// Play one random-legal-play game of the basic setup for `players` to its end: every question
/// answered by the [`RandomPlayer`] seeded with `seed`, the game seeded with `seed` too, nobody
/// reading the game's texts. The benchmark's random-play game (`benches/simulate.rs`) and
/// `examples/random_games.rs`. Returns the finished game and how many questions were answered.
pub fn play_random(cat: Arc<Catalog>, players: u8, last_epoch: u8, seed: u64) -> (Game, usize) {
    let spec = SetupSpec::Basic {
        players,
        layout: Layout::Printed,
        npc: vec![false; players as usize],
    };
    let options = SimSetup::basic(players, last_epoch, TieBreak::UseHead).options;
    let (mut game, _) = record::start(cat, &spec, &options, seed).expect("a basic setup starts");
    // Every question answered as it is asked (`Game::play_out`): the same game, action for
    // action, as answering `game.pending()` with `game.apply` in a loop.
    let mut p = Random(RandomPlayer::new(seed), 0);
    game.play_out_unheard(&mut p);
    assert!(game.is_over(), "a random game ends");
    (game, p.1)
}

/// The random player as a [`Answerer`], counting its answers.
struct Random(RandomPlayer, usize);

impl Answerer for Random {
    fn answer(&mut self, _: &State, d: &Decision, _: u32) -> Option<Action> {
        self.1 += 1;
        Some(self.0.choose(d))
    }
    fn may_decline(&self) -> bool {
        false
    }
    /// Nobody reads the game's texts: the rules leave the frequent ones empty.
    fn quiet(&self) -> bool {
        true
    }
    /// Deployment questions answered from the set of areas, with no list built.
    fn answer_areas_or_done(&mut self, ask: &Ask, areas: AreaSet) -> Option<Action> {
        self.1 += 1;
        Some(self.0.choose_area_or_done(ask, areas))
    }
}

/// The NPC brain under the ruleset `R` as a [`Answerer`], keeping its answers for the record.
struct Brain<'a, R> {
    cat: &'a Catalog,
    /// Answers already in the record, and the answers given since.
    before: usize,
    actions: Vec<Action>,
    /// The brain's scratch state, reused from question to question (see `npc::Scratch`).
    scratch: &'a npc::Scratch,
    rules: std::marker::PhantomData<fn() -> R>,
}

impl<R: Ruleset> Brain<'_, R> {
    /// The record's length with the answers given since.
    fn answered(&self) -> usize {
        self.before + self.actions.len()
    }
}

impl<R: Ruleset> Answerer for Brain<'_, R> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        // A step that keeps asking far past the limit is an engine loop inside one step: stop it
        // (`simulate` reports the panic as a failed game).
        assert!(
            self.answered() < 2 * MAX_ACTIONS,
            "one step asked questions without end (at {:?}, {})",
            d.ask,
            d.rule
        );
        // A question without options is an engine defect: `Ctx::ask` refuses it in debug builds,
        // and `may_decline` below promises an answer, so it is reported here with its question.
        assert!(
            !d.options.is_empty(),
            "a question with no legal answer: {:?} ({})",
            d.ask,
            d.rule
        );
        // The action alone: the reason text is not recorded here, so it is not built.
        let a = npc::choose_action_under::<R>(self.cat, st, d, actions, self.scratch);
        self.actions.push(a);
        Some(a)
    }

    /// The brain always answers, so the engine copies no state before each step; a runaway game
    /// is ended between steps instead ([`Answerer::stop`]).
    fn may_decline(&self) -> bool {
        false
    }

    fn stop(&self) -> bool {
        self.answered() >= MAX_ACTIONS
    }

    /// The brain reads no question sentence or log line that the rules leave empty in quiet play
    /// (`G::text`), and nobody reads a simulated game's texts.
    fn quiet(&self) -> bool {
        true
    }
}

/// What one game tells the statistics, per slot of the setup.
#[derive(Debug, Clone, Serialize)]
pub struct SlotResult {
    pub vp: u32,
    pub cities: u32,
    pub gilgamesh: u32,
    /// 1 for a sole winner, 1/k for each of k tied winners.
    pub win: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct GameResult {
    pub seed: u64,
    pub slots: Vec<SlotResult>,
    pub turns: u32,
    pub actions: usize,
}

pub fn result_of<R: Ruleset>(g: &SimGame<R>) -> GameResult {
    let st = &g.game.state;
    let q = crate::games::acme::Q::<R>::under(&g.game.catalog, st);
    let winners = st.winner.clone().unwrap_or_default();
    let share = if winners.is_empty() {
        0.0
    } else {
        1.0 / winners.len() as f64
    };
    let slots = st
        .slots()
        .map(|s| SlotResult {
            vp: st.civ(s).vp,
            cities: q.cities(s),
            gilgamesh: st.civ(s).gilgamesh_uses as u32,
            win: if winners.contains(&s) { share } else { 0.0 },
        })
        .collect();
    GameResult {
        seed: g.record.seed,
        slots,
        turns: g.turns,
        actions: g.record.actions.len(),
    }
}

//! ACME's random-legal-play games (`acme fuzz`, the fuzz tests): the engine's harness
//! ([`crate::engine::fuzz`]: random legal answers, invariants after every answer, illegal answers
//! refused, the record replayed to its hash) with what ACME adds: the Fate cards played, the turns
//! counted from its events, its list of illegal answers, and the Strategist asked on the side.

use std::collections::{BTreeMap, BTreeSet};

use super::catalog::CardId;
use super::record::{GameRecord, SetupSpec};
use super::setup::Layout;
use super::state::GameOptions;
use super::{Action, Decision, Event, Game, RandomPlayer};
use crate::engine::fuzz::{self, Extras, panic_text};

pub use crate::engine::fuzz::{ILLEGAL_EVERY, MAX_ACTIONS};

#[derive(Debug, Clone)]
pub struct FuzzOutcome {
    pub actions: usize,
    pub turns: u32,
    pub hash: u64,
    pub played: BTreeSet<u8>,
    pub record: GameRecord,
    /// With a [`StrategistProbe`]: the kinds of question the Strategist answered (the `Ask`
    /// variant's name) and how many of each.
    pub strategist: BTreeMap<String, u32>,
    /// With a [`StrategistProbe`]: how many of its answers were searched (not the prior alone).
    pub strategist_searched: u32,
}

/// the Strategist answers every kind of question the engine asks,
/// driven over the fuzz games' positions. At every `every`-th question with more than one legal
/// answer (counted from an offset the seed picks), the Strategist is asked with `budget`; its
/// answer must be one of the options and accepted by the engine (tried on a copy). The random
/// player's answer is still the one played, so the game, its record and its hash are those of the
/// plain fuzz game.
#[derive(Debug, Clone, Copy)]
pub struct StrategistProbe {
    pub every: usize,
    pub budget: super::ai::Budget,
}

#[derive(Debug, Clone)]
pub struct FuzzFailure {
    pub seed: u64,
    pub players: u8,
    pub message: String,
    pub record: GameRecord,
}

pub fn fuzz_game(seed: u64, players: u8, last_epoch: u8) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    fuzz_game_probed(seed, players, last_epoch, None)
}

/// [`fuzz_game`], with the Strategist asked at some of its positions ([`StrategistProbe`]).
pub fn fuzz_game_probed(
    seed: u64,
    players: u8,
    last_epoch: u8,
    asking: Option<StrategistProbe>,
) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    let (setup, options) = fuzz_spec(seed, players, last_epoch);
    fuzz_setup_probed(seed, players, setup, options, asking)
}

/// The setup and options of fuzz game `seed`: the optional rules whose code would otherwise never
/// run take turns with the seeds, and so does the Rule 8 layout.
pub fn fuzz_spec(seed: u64, players: u8, last_epoch: u8) -> (SetupSpec, GameOptions) {
    let options = GameOptions {
        last_epoch,
        final_epoch_event: seed % 3 == 1,
        homeland_defense: seed % 4 == 2,
        ..Default::default()
    };
    let setup = SetupSpec::Basic {
        players,
        layout: if seed % 5 == 4 {
            Layout::Rule8
        } else {
            Layout::Printed
        },
        npc: vec![false; players as usize],
    };
    (setup, options)
}

/// Play one seeded game from a setup with random legal moves, checking every invariant after
/// every action and replaying the record at the end.
pub fn fuzz_setup(
    seed: u64,
    players: u8,
    setup: SetupSpec,
    options: GameOptions,
) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    fuzz_setup_probed(seed, players, setup, options, None)
}

/// [`fuzz_setup`], with the Strategist asked at some of the positions ([`StrategistProbe`]).
pub fn fuzz_setup_probed(
    seed: u64,
    players: u8,
    setup: SetupSpec,
    options: GameOptions,
    asking: Option<StrategistProbe>,
) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    let mut extras = AcmeExtras {
        seed,
        asking,
        seen: Seen::default(),
        strategist: BTreeMap::new(),
        strategist_searched: 0,
        choices: 0,
    };
    let mut player = RandomPlayer::new(seed);
    let cat = super::data::builtin();
    match fuzz::fuzz::<Game>(
        cat,
        (setup, options),
        seed,
        |d| player.choose(d),
        &mut extras,
    ) {
        Ok(done) => Ok(FuzzOutcome {
            actions: done.record.actions.len(),
            turns: extras.seen.turns,
            hash: done.hash,
            played: extras.seen.played,
            record: done.record,
            strategist: extras.strategist,
            strategist_searched: extras.strategist_searched,
        }),
        Err(failed) => Err(Box::new(FuzzFailure {
            seed,
            players,
            message: failed.message,
            record: failed.record,
        })),
    }
}

/// What a fuzz game of ACME's phases saw: the Fate cards played and the turns.
#[derive(Debug, Clone, Default)]
pub struct Seen {
    pub played: BTreeSet<u8>,
    pub turns: u32,
}

impl Seen {
    /// A card counts as played when a player plays or commits it (Action::Play), answers with
    /// it (Action::Negate), or when it is revealed as an Event (Event::EventCard); a turn starts
    /// with its Growth Phase.
    pub fn answered(&mut self, action: Action, events: &[Event]) {
        if let Action::Play(CardId(c)) | Action::Negate(CardId(c)) = action
            && (1..=super::catalog::FATE_CARDS).contains(&c)
        {
            self.played.insert(c);
        }
        for e in events {
            match e {
                Event::CardPlayed {
                    card: CardId(c), ..
                }
                | Event::EventCard {
                    card: CardId(c), ..
                } => {
                    self.played.insert(*c);
                }
                Event::PhaseStarted {
                    phase: super::Phase::Growth,
                    ..
                } => self.turns += 1,
                _ => {}
            }
        }
    }
}

/// What ACME adds to the engine's fuzz games.
struct AcmeExtras {
    seed: u64,
    asking: Option<StrategistProbe>,
    seen: Seen,
    strategist: BTreeMap<String, u32>,
    strategist_searched: u32,
    /// Questions with more than one legal answer so far (the probe asks every `every`-th).
    choices: usize,
}

impl Extras<Game> for AcmeExtras {
    fn illegal_answer(&self, d: &Decision, k: usize) -> Option<Action> {
        illegal_answer(d, k)
    }

    fn before_answer(&mut self, game: &Game, d: &Decision, actions: usize) -> Result<(), String> {
        let Some(asking) = self.asking else {
            return Ok(());
        };
        if d.options.len() <= 1 {
            return Ok(());
        }
        self.choices += 1;
        let every = asking.every.max(1);
        if self.choices % every != self.seed as usize % every {
            return Ok(());
        }
        let kind = ask_kind(&d.ask);
        let searched = ask_strategist(game, asking.budget, self.seed)
            .map_err(|message| format!("after {actions} actions, {kind}: {message}"))?;
        self.strategist_searched += searched as u32;
        *self.strategist.entry(kind).or_insert(0) += 1;
        Ok(())
    }

    fn answered(&mut self, action: Action, events: &[Event]) {
        self.seen.answered(action, events);
    }

    fn describe(&self, d: &Decision) -> String {
        d.text.to_string()
    }
}

/// The name of a question's kind (its `Ask` variant), for the probe's tally.
fn ask_kind(ask: &super::Ask) -> String {
    let text = format!("{ask:?}");
    text.split([' ', '{', '(']).next().unwrap_or("").to_string()
}

/// Ask the Strategist the pending question of `game`: its answer must be an option and accepted
/// (on a copy). Whether it was searched, or why not.
fn ask_strategist(
    game: &super::Game,
    budget: super::ai::Budget,
    seed: u64,
) -> Result<bool, String> {
    use super::ai;
    let d = game.pending().ok_or("no question")?;
    let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        ai::choose(game, &ai::Config::new(budget, seed))
    }))
    .map_err(|p| format!("the Strategist panicked: {}", panic_text(p)))?
    .ok_or("the Strategist gave no answer")?;
    if !d.options.contains(&answer.action) {
        return Err(format!(
            "the Strategist's answer {:?} is not an option of {:?}",
            answer.action, d.ask
        ));
    }
    let mut copy = game.clone();
    copy.apply(answer.action).map_err(|e| {
        format!(
            "the Strategist's answer {:?} was refused: {e}",
            answer.action
        )
    })?;
    Ok(answer.win_chance.is_some())
}

/// An answer that is not among `d`'s options: ids past the catalog and the game, and answers of
/// the wrong kind, taken in turn by `k`.
pub fn illegal_answer(d: &super::Decision, k: usize) -> Option<super::Action> {
    use super::Action as A;
    use super::catalog::{AreaId, CivKind};
    use super::{Faction, Slot};
    let list = [
        A::Area(AreaId(99)),
        A::Area(AreaId(255)),
        A::RemoveFrom(AreaId(200)),
        A::Card(CardId(255)),
        A::Play(CardId(0)),
        A::Play(CardId(104)),
        A::Civ(Slot(8)),
        A::Faction(Faction(200)),
        A::Display(CivKind(255)),
        A::Number(u16::MAX),
        A::Option(255),
        A::Negate(CardId(200)),
        A::Discard(CardId(255)),
        A::UseInvestment(CardId(255)),
        A::Establish(CardId(0)),
        A::OfferReturn(CardId(255)),
        A::Pass,
        A::Done,
        A::Yes,
        A::No,
        A::Decline,
        A::TakeMina,
        A::LoseDisk,
        A::Reestablish,
        A::Cleanse,
        A::GiveStronghold,
    ];
    let a = list[k % list.len()];
    (!d.options.contains(&a)).then_some(a)
}

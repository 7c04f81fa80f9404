//! The random-legal-play harness: seeded games where every decision is a random legal option,
//! with every invariant checked after every action and the record replayed at the end.

use std::collections::{BTreeMap, BTreeSet};

use crate::games::acme::RandomPlayer;
use crate::games::acme::catalog::CardId;
use crate::games::acme::record::{self, GameRecord, RECORD_VERSION, SetupSpec};
use crate::games::acme::setup::Layout;
use crate::games::acme::state::GameOptions;
use crate::games::acme::{Event, invariants};

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

/// Issue 26 "How we will know": the Strategist answers every kind of question the engine asks,
/// driven over the fuzz games' positions. At every `every`-th question with more than one legal
/// answer (counted from an offset the seed picks), the Strategist is asked with `budget`; its
/// answer must be one of the options and accepted by the engine (tried on a copy). The random
/// player's answer is still the one played, so the game, its record and its hash are those of the
/// plain fuzz game.
#[derive(Debug, Clone, Copy)]
pub struct StrategistProbe {
    pub every: usize,
    pub budget: crate::games::acme::ai::Budget,
}

#[derive(Debug, Clone)]
pub struct FuzzFailure {
    pub seed: u64,
    pub players: u8,
    pub message: String,
    pub record: GameRecord,
}

/// A safety bound: a game that needs more actions than this is reported as a dead loop.
pub const MAX_ACTIONS: usize = 200_000;

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

/// A random-play game of a shipped scenario (every civilization an NPC, `assets/scenarios`).
pub fn fuzz_scenario(seed: u64, name: &str) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    fuzz_scenario_probed(seed, name, None)
}

/// [`fuzz_scenario`], with the Strategist asked at some of its positions ([`StrategistProbe`]).
pub fn fuzz_scenario_probed(
    seed: u64,
    name: &str,
    asking: Option<StrategistProbe>,
) -> Result<FuzzOutcome, Box<FuzzFailure>> {
    let setup = crate::games::acme::scenario::shipped::scenario_setup(name).map_err(|e| {
        Box::new(FuzzFailure {
            seed,
            players: 0,
            message: e,
            record: GameRecord {
                version: RECORD_VERSION,
                game: crate::game_id::GameId::Acme,
                rules_version: crate::game_id::ACME_RULES_VERSION,
                setup: SetupSpec::Basic {
                    players: 2,
                    layout: Layout::Printed,
                    npc: vec![],
                },
                options: GameOptions::default(),
                seed,
                actions: Vec::new(),
                final_hash: None,
            },
        })
    })?;
    fuzz_setup_probed(seed, 0, setup, GameOptions::default(), asking)
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
    let mut rec = GameRecord {
        version: RECORD_VERSION,
        game: crate::game_id::GameId::Acme,
        rules_version: crate::game_id::ACME_RULES_VERSION,
        setup: setup.clone(),
        options: options.clone(),
        seed,
        actions: Vec::new(),
        final_hash: None,
    };
    let cat = crate::games::acme::data::builtin();
    let fail = |rec: &GameRecord, message: String| {
        Box::new(FuzzFailure {
            seed,
            players,
            message,
            record: rec.clone(),
        })
    };
    let (mut game, _) =
        match std::panic::catch_unwind(|| record::start(cat.clone(), &setup, &options, seed)) {
            Ok(Ok(g)) => g,
            Ok(Err(e)) => return Err(fail(&rec, e.to_string())),
            Err(p) => return Err(fail(&rec, panic_text(p))),
        };
    let mut player = RandomPlayer::new(seed);
    let mut played = BTreeSet::new();
    let mut turns = 0;
    let mut strategist = BTreeMap::new();
    let mut strategist_searched = 0;
    let mut choices = 0usize;
    loop {
        if let Err(errs) = invariants::check(&game.catalog, &game.state) {
            return Err(fail(
                &rec,
                format!("after {} actions: {}", rec.actions.len(), errs.join("; ")),
            ));
        }
        let Some(d) = game.pending() else { break };
        if rec.actions.len() >= MAX_ACTIONS {
            return Err(fail(
                &rec,
                format!("no end after {MAX_ACTIONS} actions (at {})", d.text),
            ));
        }
        // Now and then the random player first sends an illegal answer (a wrong kind, an id past
        // the catalog): it must be refused and change nothing (issue 23 point 7).
        if rec.actions.len() % ILLEGAL_EVERY == (seed as usize % ILLEGAL_EVERY)
            && let Some(bad) = illegal_answer(d, rec.actions.len() / ILLEGAL_EVERY + seed as usize)
        {
            let before = game.hash();
            let refused =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.apply(bad)));
            match refused {
                Ok(Err(_)) if game.hash() == before => {}
                Ok(Err(_)) => {
                    return Err(fail(
                        &rec,
                        format!("the refused illegal answer {bad:?} changed the state"),
                    ));
                }
                Ok(Ok(_)) => {
                    return Err(fail(
                        &rec,
                        format!("the illegal answer {bad:?} was accepted"),
                    ));
                }
                Err(p) => {
                    return Err(fail(
                        &rec,
                        format!("the illegal answer {bad:?} panicked: {}", panic_text(p)),
                    ));
                }
            }
        }
        let Some(d) = game.pending() else { break };
        if let Some(asking) = asking
            && d.options.len() > 1
        {
            choices += 1;
            if choices % asking.every.max(1) == seed as usize % asking.every.max(1) {
                let kind = ask_kind(&d.ask);
                match ask_strategist(&game, asking.budget, seed) {
                    Ok(searched) => strategist_searched += searched as u32,
                    Err(message) => {
                        return Err(fail(
                            &rec,
                            format!("after {} actions, {kind}: {message}", rec.actions.len()),
                        ));
                    }
                }
                *strategist.entry(kind).or_insert(0) += 1;
            }
        }
        let Some(d) = game.pending() else { break };
        let action = player.choose(d);
        rec.actions.push(action);
        // A card counts as played when a player plays or commits it (Action::Play), answers with
        // it (Action::Negate), or when it is revealed as an Event (Event::EventCard below).
        if let crate::games::acme::Action::Play(CardId(c))
        | crate::games::acme::Action::Negate(CardId(c)) = action
            && (1..=crate::games::acme::catalog::FATE_CARDS).contains(&c)
        {
            played.insert(c);
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.apply(action)));
        match result {
            Ok(Ok(events)) => {
                for e in events {
                    match e {
                        Event::CardPlayed {
                            card: CardId(c), ..
                        }
                        | Event::EventCard {
                            card: CardId(c), ..
                        } => {
                            played.insert(c);
                        }
                        Event::PhaseStarted {
                            phase: crate::games::acme::Phase::Growth,
                            ..
                        } => turns += 1,
                        _ => {}
                    }
                }
            }
            Ok(Err(e)) => return Err(fail(&rec, format!("a legal option was refused: {e}"))),
            Err(p) => {
                return Err(fail(
                    &rec,
                    format!(
                        "panic after {} actions: {}",
                        rec.actions.len(),
                        panic_text(p)
                    ),
                ));
            }
        }
    }
    let hash = game.hash();
    rec.final_hash = Some(hash);
    match record::replay(cat, &rec) {
        Ok(g2) if g2.hash() == hash => {}
        Ok(_) => return Err(fail(&rec, "the replay reached a different state".into())),
        Err(e) => return Err(fail(&rec, format!("the replay failed: {e}"))),
    }
    Ok(FuzzOutcome {
        actions: rec.actions.len(),
        turns,
        hash,
        played,
        record: rec,
        strategist,
        strategist_searched,
    })
}

/// The name of a question's kind (its `Ask` variant), for the probe's tally.
fn ask_kind(ask: &crate::games::acme::Ask) -> String {
    let text = format!("{ask:?}");
    text.split([' ', '{', '(']).next().unwrap_or("").to_string()
}

/// Ask the Strategist the pending question of `game`: its answer must be an option and accepted
/// (on a copy). Whether it was searched, or why not.
fn ask_strategist(
    game: &crate::games::acme::Game,
    budget: crate::games::acme::ai::Budget,
    seed: u64,
) -> Result<bool, String> {
    use crate::games::acme::ai;
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

/// How often (in actions) the random player tries an illegal answer first.
pub const ILLEGAL_EVERY: usize = 37;

/// An answer that is not among `d`'s options: ids past the catalog and the game, and answers of
/// the wrong kind, taken in turn by `k`.
pub fn illegal_answer(
    d: &crate::games::acme::Decision,
    k: usize,
) -> Option<crate::games::acme::Action> {
    use crate::games::acme::Action as A;
    use crate::games::acme::catalog::{AreaId, CivKind};
    use crate::games::acme::{Faction, Slot};
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

fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panic".into())
}

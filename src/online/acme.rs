//! ACME's family on the server: a game played on ACME's phases under a ruleset (`Game<R>`: ACME's
//! own, ACIS's in [`super::acis`]), its basic setups by name, its NPC seats answered by the
//! ruleset's brain, its Strategist seats by the search, its bot. What differs from one game of the
//! family to the other is said by [`Hostable`]: its shipped catalog (its name, record and how a
//! game starts are its `WholeGame`'s).

use std::sync::Arc;

use super::{Online, SeatKind};
use crate::engine::search::Budget;
use crate::games::acme::ai::{self, Config};
use crate::games::acme::catalog::Catalog;
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::record::SetupSpec;
use crate::games::acme::setup::Layout;
use crate::games::acme::state::{GameOptions, Slot, State};
use crate::games::acme::{Acme, Game, RandomPlayer, WholeGame, data};

/// The Strategist's budget for a server seat: the quick one, so one answer costs the server
/// little while other games wait for their turn on the same processor.
pub const STRATEGIST_BUDGET: Budget = Budget::QUICK;

/// A ruleset on ACME's phases whose games the server hosts: a whole game, with its shipped
/// catalog.
pub trait Hostable: WholeGame + Send + Sync + 'static {
    /// The game's shipped catalog.
    fn catalog() -> Arc<Catalog>;
}

impl Hostable for Acme {
    fn catalog() -> Arc<Catalog> {
        data::builtin()
    }
}

impl<R: Hostable> Online for Game<R>
where
    Game<R>: Send + Sync,
{
    type Bot = RandomPlayer;

    fn catalog() -> Arc<Catalog> {
        R::catalog()
    }

    /// `basic-2` ... `basic-6`: a Rulebook basic setup with its printed layout (ACME's and ACIS's
    /// alike: RB Basic 2- to 6-Player Setup).
    fn named_setup(name: &str) -> Result<(SetupSpec, GameOptions), String> {
        let players: u8 = name
            .strip_prefix("basic-")
            .and_then(|n| n.parse().ok())
            .filter(|n| (2..=6).contains(n))
            .ok_or_else(|| format!("unknown setup '{name}' (expected basic-2 ... basic-6)"))?;
        let spec = SetupSpec::Basic {
            players,
            layout: Layout::Printed,
            npc: vec![false; players as usize],
        };
        Ok((spec, GameOptions::default()))
    }

    /// An NPC seat is a Non-Player Civilization (its hand public, playbook N1.1; ACIS D50); a
    /// player's and a Strategist's civilization is a player civilization (its hand secret, RB
    /// Diplomacy).
    fn seat_setup(
        (mut spec, options): (SetupSpec, GameOptions),
        kinds: &[SeatKind],
    ) -> Result<(SetupSpec, GameOptions), String> {
        let npc = |k: &SeatKind| *k == SeatKind::Npc;
        let seats = match &mut spec {
            SetupSpec::Basic {
                players, npc: n, ..
            } => {
                *n = kinds.iter().map(npc).collect();
                *players as usize
            }
            SetupSpec::Custom { civs, .. } => {
                for (c, k) in civs.iter_mut().zip(kinds) {
                    c.npc = npc(k);
                }
                civs.len()
            }
            _ => return Err("the server hosts basic and custom setups".into()),
        };
        if kinds.len() != seats {
            return Err(format!(
                "{} seats given for a setup of {seats} civilizations: give one per civilization",
                kinds.len()
            ));
        }
        Ok((spec, options))
    }

    fn seats(&self) -> Vec<Slot> {
        (0..self.state.civs.len()).map(|i| Slot(i as u8)).collect()
    }

    /// An NPC seat answers by the ruleset's own brain (ACME's playbook, ACIS's NPC rules); a
    /// Strategist seat by the search over games of the ruleset.
    fn server_answer(&self, kind: SeatKind, seed: u64, d: &Decision) -> Result<Action, String> {
        match kind {
            SeatKind::Npc => Ok(self.npc_choice(d).action),
            SeatKind::Strategist => {
                let cfg = Config::new(STRATEGIST_BUDGET, ai::mix(seed, d.who.0 as u64));
                ai::choose::<R>(self, &cfg)
                    .map(|a| a.action)
                    .ok_or_else(|| "the Strategist found no question pending".into())
            }
            SeatKind::Player => Err("a player's seat is answered by its player".into()),
        }
    }

    fn mirror(catalog: Arc<Catalog>, view: State) -> Game<R> {
        Game::without_advancing_under(catalog, view)
    }

    fn bot(seed: u64) -> RandomPlayer {
        RandomPlayer::new(seed)
    }

    fn bot_answer(bot: &mut RandomPlayer, d: &Decision) -> Action {
        bot.choose(d)
    }
}

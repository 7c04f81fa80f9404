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
use crate::games::acme::scenario;
use crate::games::acme::setup::Layout;
use crate::games::acme::state::scenario_state::{CivDef, ScenarioKind};
use crate::games::acme::state::{GameOptions, Slot, State};
use crate::games::acme::{Acme, Game, RandomPlayer, WholeGame, data};

/// The Strategist's budget for a server seat: the quick one, so one answer costs the server
/// little while other games wait for their turn on the same processor.
pub const STRATEGIST_BUDGET: Budget = Budget::QUICK;

/// A scenario a host may pick: its name in a `create` message, its title, and its
/// civilizations in seat order.
#[derive(Debug, Clone, PartialEq)]
pub struct HostScenario {
    pub id: String,
    pub title: String,
    pub civs: Vec<String>,
}

/// A scenario civilization's name as players read it (the display's when it has none of its own).
fn civ_name(c: &CivDef) -> &str {
    if c.name.is_empty() {
        &c.display
    } else {
        &c.name
    }
}

/// A ruleset on ACME's phases whose games the server hosts: a whole game, with its shipped
/// catalog.
pub trait Hostable: WholeGame + Send + Sync + 'static {
    /// The game's shipped catalog.
    fn catalog() -> Arc<Catalog>;
    /// The scenarios a host may pick by name beside the basic setups, in the order offered.
    /// Base: none (ACIS has no scenarios).
    fn scenarios() -> &'static [HostScenario] {
        &[]
    }
    /// The scenario `name` of [`Hostable::scenarios`] with every civilization an NPC (the seats
    /// say who plays what: [`Online::seat_setup`]); `None` when the game has none of that name.
    fn scenario(name: &str) -> Option<SetupSpec> {
        let _ = name;
        None
    }
}

impl Hostable for Acme {
    fn catalog() -> Arc<Catalog> {
        data::builtin()
    }
    /// The historical scenarios (playbook-spec section 4): a sandbox asks its players to pick
    /// civilizations and an Exploration scenario is the solitaire creator's, neither of which the
    /// Host page asks; the basic ones are the basic setups.
    fn scenarios() -> &'static [HostScenario] {
        // Read once: the shipped files do not change while the program runs, and the Host page
        // lists them every frame.
        static LIST: std::sync::OnceLock<Vec<HostScenario>> = std::sync::OnceLock::new();
        LIST.get_or_init(|| {
            scenario::shipped::all()
                .unwrap_or_default()
                .into_iter()
                .filter(|d| d.kind == ScenarioKind::Historical)
                .map(|d| HostScenario {
                    civs: d.civs.iter().map(|c| civ_name(c).to_string()).collect(),
                    id: d.id,
                    title: d.title,
                })
                .collect()
        })
    }
    fn scenario(name: &str) -> Option<SetupSpec> {
        Self::scenarios()
            .iter()
            .any(|s| s.id == name)
            .then(|| scenario::shipped::scenario_setup(name).ok())
            .flatten()
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
    /// alike: RB Basic 2- to 6-Player Setup); or one of the game's scenarios by its name
    /// ([`Hostable::scenarios`]: ACME's historical ones, `sargon`, ...).
    fn named_setup(name: &str) -> Result<(SetupSpec, GameOptions), String> {
        if let Some(spec) = R::scenario(name) {
            return Ok((spec, GameOptions::default()));
        }
        let players: u8 = name
            .strip_prefix("basic-")
            .and_then(|n| n.parse().ok())
            .filter(|n| (2..=6).contains(n))
            .ok_or_else(|| {
                let scenarios: Vec<&str> = R::scenarios().iter().map(|s| s.id.as_str()).collect();
                if scenarios.is_empty() {
                    format!("unknown setup '{name}' (expected basic-2 ... basic-6)")
                } else {
                    format!(
                        "unknown setup '{name}' (expected basic-2 ... basic-6 or a scenario: {})",
                        scenarios.join(", ")
                    )
                }
            })?;
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
            // A seat per civilization of the scenario, in its order; a player's or a
            // Strategist's is a human's to the rules (every other one an NPC: playbook-spec §2).
            SetupSpec::Scenario(sc) => {
                sc.choice.humans = sc
                    .def
                    .civs
                    .iter()
                    .zip(kinds)
                    .filter(|(_, k)| !npc(k))
                    .map(|(c, _)| vec![civ_name(c).to_string()])
                    .collect();
                sc.def.civs.len()
            }
            _ => return Err("the server hosts basic, custom and scenario setups".into()),
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

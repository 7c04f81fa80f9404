//! Where in the turn the game is. Each value names the next step to run (see `engine::run_step`, which
//! hands each value to its phase's `step`).

use serde::{Deserialize, Serialize};

use super::event::Phase;
use super::state::scenario_state::ScenarioAt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GrowthStep {
    /// Start-of-Growth abilities (Egypt's Gift of the Nile, Babylon...).
    Start,
    Retire,
    Acquire,
    Resettle,
    DeployStart,
    Deploy,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CompStep {
    /// Step 1: civilization at this Turn Order position commits cards and announces.
    Commit { pos: u8 },
    /// Steps 2-3: reveal, negation windows, resolution in Turn Order.
    Resolve,
    /// Steps 4-5: one removal round.
    Round,
    /// Step 6: Loot, captives, Deity capture.
    Loot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ReckStep {
    Stacking,
    SeaDomination,
    Tally,
    TurnOrder,
    Gilgamesh { pos: u8 },
    SuddenEnd,
    Draw { pos: u8 },
    Advance,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Flow {
    /// Game setup: the civilization at this Turn Order position deploys and draws its hand.
    Setup {
        pos: u8,
    },
    /// Begin the next turn's Growth Phase (Strongholds Step first).
    GrowthStart,
    Growth {
        pos: u8,
        step: GrowthStep,
    },
    GrowthEnd,
    CardStart,
    /// The civilization at this Turn Order position acts next (passed ones are skipped).
    Card {
        pos: u8,
    },
    CardEnd,
    /// Assyrian Siege Train, then Traitor windows.
    CompStart,
    CompTraitor {
        pos: u8,
    },
    /// Find the next Contested area in north-east to south-west order.
    CompNext,
    Comp {
        step: CompStep,
    },
    CompEnd,
    Reckoning {
        step: ReckStep,
    },
    EndOfEpoch {
        step: u8,
    },
    /// A scenario's own steps (setup script, Exploration Phase, checkpoints; scenario/procs.rs).
    Scenario {
        at: ScenarioAt,
        step: u16,
    },
    GameOver,
}

impl Flow {
    pub fn phase(self) -> Phase {
        match self {
            Flow::Setup { .. } | Flow::GrowthStart | Flow::Growth { .. } | Flow::GrowthEnd => {
                Phase::Growth
            }
            Flow::CardStart | Flow::Card { .. } | Flow::CardEnd => Phase::Card,
            Flow::CompStart
            | Flow::CompTraitor { .. }
            | Flow::CompNext
            | Flow::Comp { .. }
            | Flow::CompEnd => Phase::Competition,
            Flow::Reckoning { .. } => Phase::Reckoning,
            Flow::EndOfEpoch { .. } => Phase::EndOfEpoch,
            // A scenario's procedures sit at the start of the turn (in the Growth Phase) or around
            // the Competition Phase.
            Flow::Scenario { at, .. } => match at {
                ScenarioAt::Setup | ScenarioAt::TurnStart => Phase::Growth,
                ScenarioAt::CompStart | ScenarioAt::AfterCompetition => Phase::Competition,
            },
            Flow::GameOver => Phase::GameOver,
        }
    }

    /// The step's name as a player reads it.
    pub fn step_name(self) -> &'static str {
        match self {
            Flow::Setup { .. } => "Setup",
            Flow::GrowthStart => "Strongholds Step",
            Flow::Growth { step, .. } => match step {
                GrowthStep::Start => "Start of Growth",
                GrowthStep::Retire => "Retirement Step",
                GrowthStep::Acquire => "Acquisition Step",
                GrowthStep::Resettle => "Resettlement Step",
                GrowthStep::DeployStart | GrowthStep::Deploy => "Deployment Step",
            },
            Flow::GrowthEnd => "End of Growth",
            Flow::CardStart | Flow::Card { .. } | Flow::CardEnd => "",
            Flow::CompStart | Flow::CompTraitor { .. } => "Start of Competition",
            Flow::CompNext | Flow::CompEnd => "",
            Flow::Comp { step } => match step {
                CompStep::Commit { .. } => "Step 1: commit cards",
                CompStep::Resolve => "Steps 2-3: reveal and resolve",
                CompStep::Round => "Steps 4-5: removal rounds",
                CompStep::Loot => "Step 6: Loot",
            },
            Flow::Reckoning { step } => match step {
                ReckStep::Stacking => "Stacking check",
                ReckStep::SeaDomination => "Sea Domination Step",
                ReckStep::Tally => "Victory Tally Step",
                ReckStep::TurnOrder => "Turn Order Reset Step",
                ReckStep::Gilgamesh { .. } => "Gilgamesh Step",
                ReckStep::SuddenEnd => "Sudden End of Epoch Step",
                ReckStep::Draw { .. } => "Draw Step",
                ReckStep::Advance => "Advance the Turn",
            },
            Flow::EndOfEpoch { .. } => "End of Epoch",
            Flow::Scenario { at, .. } => match at {
                ScenarioAt::Setup => "Scenario setup",
                ScenarioAt::TurnStart => "Start of the turn",
                ScenarioAt::CompStart => "Start of the Competition Phase",
                ScenarioAt::AfterCompetition => "End of the Competition Phase",
            },
            Flow::GameOver => "",
        }
    }
}

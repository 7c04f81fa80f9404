//! The rules' flow mirrored as Bevy states: [`TablePhase`] is a sub-state of
//! the game screen that follows the phase *as the board shows it* (the playback's
//! `PhaseStarted` events, see `Table::shown_phase`), so each phase's presentation lives in its own
//! systems (`OnEnter(TablePhase::Competition)` opens the theatre, `OnExit` closes it).
//!
//! The rules stay the only authority: this state is set from the engine's events every frame and
//! nothing here ever feeds back into the game.

use bevy::prelude::*;

use super::driver::{DriverSet, Table};
use crate::app::AppState;
use crate::games::acme::Phase;

/// The phase the table is showing.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::InGame)]
pub enum TablePhase {
    /// No game on the table (`acme show`, the menu before a game).
    #[default]
    Off,
    /// A game set up, before its first phase (RB "Setup").
    Setup,
    Growth,
    Card,
    Competition,
    Reckoning,
    EndOfEpoch,
    GameOver,
}

impl TablePhase {
    /// The table phase for the rules' phase (None: the game is still being set up).
    pub fn of(p: Option<Phase>) -> TablePhase {
        match p {
            None => TablePhase::Setup,
            Some(Phase::Growth) => TablePhase::Growth,
            Some(Phase::Card) => TablePhase::Card,
            Some(Phase::Competition) => TablePhase::Competition,
            Some(Phase::Reckoning) => TablePhase::Reckoning,
            Some(Phase::EndOfEpoch) => TablePhase::EndOfEpoch,
            Some(Phase::GameOver) => TablePhase::GameOver,
        }
    }
}

/// Systems that follow the engine (after the driver, before anything that draws).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct FollowSet;

pub fn plugin(app: &mut App) {
    app.add_sub_state::<TablePhase>().add_systems(
        Update,
        follow_engine
            .in_set(FollowSet)
            .after(DriverSet)
            .run_if(in_state(AppState::InGame)),
    );
}

/// Set the phase the board shows; Bevy applies it at the next state transition.
fn follow_engine(
    table: Option<Res<Table>>,
    now: Res<State<TablePhase>>,
    mut next: ResMut<NextState<TablePhase>>,
) {
    let want = match table {
        None => TablePhase::Off,
        Some(t) => TablePhase::of(t.stage.shown_phase),
    };
    if *now.get() != want {
        next.set(want);
    }
}

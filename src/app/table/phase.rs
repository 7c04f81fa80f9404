//! The rules' flow mirrored as Bevy states: [`TablePhase`] is a sub-state of
//! the game screen that follows the phase *as the board shows it* (the playback's
//! `PhaseStarted` events, see `Stage::shown_phase`). Its values are the game's own phases as the
//! game describes them (`app::game_face`), and [`Presents`] is the presentation the shown phase
//! asks for, so each presentation lives in its own systems (`OnEnter(Presents(Theatre))` opens the
//! theatre, `OnExit` closes it) and no system here names a game's phase.
//!
//! The rules stay the only authority: this state is set from the engine's events every frame and
//! nothing here ever feeds back into the game.

use bevy::prelude::*;

use super::driver::DriverSet;
use super::stage::Stage;
use crate::app::AppState;
use crate::app::game_face::{GameFace, Presentation};

/// The phase the table is showing, as the game describes it (its [`GameFace::PHASES`]).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(AppState = AppState::InGame)]
pub enum TablePhase {
    /// No game on the table (`acme show`, the menu before a game).
    #[default]
    Off,
    /// A game set up, before its first phase.
    Setup,
    /// One of the game's phases: its id and the presentation it asks for.
    Playing {
        id: &'static str,
        shows: Presentation,
    },
}

impl TablePhase {
    /// The table phase for the game's phase (None: the game is still being set up).
    pub fn of<F: GameFace>(p: Option<F::Phase>) -> TablePhase {
        match p {
            None => TablePhase::Setup,
            Some(p) => {
                let f = F::phase(p);
                TablePhase::Playing {
                    id: f.id,
                    shows: f.shows,
                }
            }
        }
    }
}

/// The presentation the shown phase asks for (absent when no phase is shown): the theatre opens
/// on entering `Presents(Presentation::Theatre)` and closes on leaving it, whichever phase of
/// whichever game asked for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Presents(pub Presentation);

impl ComputedStates for Presents {
    type SourceStates = TablePhase;
    /// A presentation that stays from one phase to the next is not entered again.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(p: TablePhase) -> Option<Self> {
        match p {
            TablePhase::Playing { shows, .. } => Some(Presents(shows)),
            TablePhase::Off | TablePhase::Setup => None,
        }
    }
}

/// Systems that follow the engine (after the driver, before anything that draws).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct FollowSet;

pub fn plugin<F: GameFace>(app: &mut App) {
    app.add_sub_state::<TablePhase>()
        .add_computed_state::<Presents>()
        .add_systems(
            Update,
            follow_engine::<F>
                .in_set(FollowSet)
                .after(DriverSet)
                .run_if(in_state(AppState::InGame)),
        );
}

/// Set the phase the board shows; Bevy applies it at the next state transition.
fn follow_engine<F: GameFace>(
    stage: Option<Res<Stage<F>>>,
    now: Res<State<TablePhase>>,
    mut next: ResMut<NextState<TablePhase>>,
) {
    let want = match stage {
        None => TablePhase::Off,
        Some(stage) => TablePhase::of::<F>(stage.shown_phase),
    };
    if *now.get() != want {
        next.set(want);
    }
}

//! What the board is showing of the game, and when: the display lagging behind the rules state
//! while an answer's events play back one beat apart, the wait before the next one, the cards
//! in the middle of the table, the competition's result banner, the piece in the air, the phase
//! as far as it is shown. The playback and the theatre read and move it; the rules never do. A
//! resource of its own, put on and taken off with the table's other parts ([`super::state`]).

use bevy::prelude::Resource;

use crate::app::game_face::{GameFace, Playback};
use crate::play::centre::Centre;

/// The table's stage: playback and theatre timing, generic over the game's face. Its playback,
/// tally and banner are the game's own ([`GameFace::Playback`], [`GameFace::Tally`],
/// [`GameFace::Banner`]): the stage asks them only what their traits say.
#[derive(Resource)]
pub struct Stage<F: GameFace> {
    /// The display while it is behind the rules state (an answer's events are being played
    /// back): the state before the answer, moved here from `Acted::before` and taking the
    /// events one by one. `None` when the display is in step: it is then the rules state itself
    /// (`Stage::display`), so catching up or answering at instant speed copies nothing.
    pub(super) lag: Option<F::State>,
    pub playback: F::Playback,
    /// Seconds before the next event is shown.
    pub wait: f32,
    /// The cards face up in the middle of the table (a card played, its negation chain, an
    /// Event), as far as the board has shown the game.
    pub centre: Centre<F::Game>,
    /// The phase as far as the board has shown the game (the table's phase state follows it).
    pub shown_phase: Option<F::Phase>,
    /// Set when the display changed (the board must be redrawn).
    pub dirty: bool,
    /// Follows the competitions as they are shown, for the result banner.
    pub(super) tally: F::Tally,
    /// The last competition's result and the seconds it stays on screen.
    pub banner: Option<(F::Banner, f32)>,
    /// Seconds before the last piece the theatre set flying lands (see `TableReads::staging`).
    pub landing: f32,
}

// By hand: a derived `Default` would ask the face itself to be `Default`.
impl<F: GameFace> Default for Stage<F> {
    fn default() -> Self {
        Stage {
            lag: None,
            playback: F::Playback::default(),
            wait: 0.0,
            centre: Centre::default(),
            shown_phase: None,
            dirty: false,
            tally: F::Tally::default(),
            banner: None,
            landing: 0.0,
        }
    }
}

impl<F: GameFace> Stage<F> {
    /// What the board and panels show of the game in `session`: the rules state, or the
    /// state behind it while an answer's events play back.
    pub fn display<'a>(&'a self, session: &'a crate::play::Session<F::Game>) -> &'a F::State {
        self.lag.as_ref().unwrap_or_else(|| F::state(&session.game))
    }

    /// The board showing the game at `phase`, to be drawn.
    pub fn new(phase: Option<F::Phase>) -> Self {
        Stage {
            shown_phase: phase,
            dirty: true,
            ..Stage::default()
        }
    }

    /// The area whose competition the board is showing: from its start as played back,
    /// through the commitments and rounds the engine asks, to its end (the camera stays on it).
    pub fn contested(&self, session: &crate::play::Session<F::Game>) -> Option<F::Area> {
        self.playback.competition().or_else(|| {
            self.playback
                .is_idle()
                .then(|| F::contested(F::state(&session.game)))
                .flatten()
        })
    }

    /// The event `e` is now on the board: the centre of the table and the phase follow it.
    pub fn note_shown(&mut self, e: &F::Event) {
        self.centre.on_event(e);
        if let Some(phase) = F::shown_phase(e) {
            self.shown_phase = Some(phase);
        }
    }
}

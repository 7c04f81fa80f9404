//! A question is seen before it is answered, and a toast belongs to the turn it was made in.
//!
//! When the table's question changes (an answer taken, another player to decide, a curtain
//! coming down or going up, a summary, a new tutorial step) the button or area under the
//! pointer is often a different one: a deployment that ends by itself puts the next "Done"
//! where the last click was, the confirm dialog's Yes sits inside the next curtain's button. A
//! click that arrives before the new question has been on screen for [`SETTLE_SECS`] answers
//! nothing ([`Question::admits`]); the driver drops it.
//!
//! A toast speaks to whoever was at the screen when it was made: when the turn changes or
//! another player comes to the screen it goes ([`Question::note`]).

use bevy::prelude::*;

use super::commands::TableCmd;
use super::messages::{Messages, Toast};
use super::state::{TableReads, TableSession, TableTutorial};
use crate::app::game_face::{GameFace, Lesson, Viewer};
use crate::engine::Question as _;
use crate::engine::record::Record;
use crate::play::Session;

/// How long a new question is on screen before a click may answer it: longer than the few
/// frames between a click and the screen changing under it (a double click, a click held a
/// little), shorter than a player reading the new question and moving the pointer to answer.
pub const SETTLE_SECS: f64 = 0.3;

/// What the table asks now: when any of this changes, the question is new.
pub struct QuestionKey<F: GameFace> {
    /// Decisions taken so far (every answer and every undo changes it).
    actions: usize,
    /// Who decides now.
    who: Option<F::Seat>,
    /// The curtain is down for this human.
    curtain: Option<F::Seat>,
    /// A summary waits for its Continue.
    summary: bool,
    /// The tutorial's chapter and step.
    step: Option<(usize, usize)>,
    /// Who is at the screen.
    viewer: Viewer<F>,
}

// By hand: derived ones would ask the face itself to be comparable.
impl<F: GameFace> PartialEq for QuestionKey<F> {
    fn eq(&self, o: &Self) -> bool {
        self.actions == o.actions
            && self.who == o.who
            && self.curtain == o.curtain
            && self.summary == o.summary
            && self.step == o.step
            && self.viewer == o.viewer
    }
}

impl<F: GameFace> QuestionKey<F> {
    pub fn of(
        s: &Session<F::Game>,
        messages: &Messages<F>,
        tutorial: Option<&F::Tutorial>,
    ) -> QuestionKey<F> {
        QuestionKey {
            actions: s.record.actions().len(),
            who: s.pending().map(|d| d.who()),
            curtain: s.curtain(),
            summary: messages.summary.is_some(),
            step: tutorial.map(Lesson::step),
            viewer: s.viewer_now(),
        }
    }
}

/// The turn and the viewer at the screen, and the toast shown then.
type Seen<F> = ((u32, Viewer<F>), Option<Toast<F>>);

/// The question on screen and since when (seconds of the app's clock).
#[derive(Resource)]
pub struct Question<F: GameFace> {
    key: Option<QuestionKey<F>>,
    since: f64,
    /// The turn and the viewer at the screen last frame, and the toast shown then.
    shown: Option<Seen<F>>,
}

impl<F: GameFace> Default for Question<F> {
    fn default() -> Self {
        Question {
            key: None,
            since: 0.0,
            shown: None,
        }
    }
}

impl<F: GameFace> Question<F> {
    /// Follow the table's question: a new one starts its moment now.
    fn follow(&mut self, key: QuestionKey<F>, now: f64) {
        if self.key.as_ref() != Some(&key) {
            self.key = Some(key);
            self.since = now;
        }
    }

    /// Whether a click arriving `now` may answer the question on screen: it has been there for
    /// [`SETTLE_SECS`] (a question that changed since it was last looked at starts now).
    pub fn admits(&mut self, table: &impl TableReads<F>, now: f64) -> bool {
        let key = QuestionKey::of(table.session(), table.messages(), table.tutorial());
        self.follow(key, now);
        now - self.since >= SETTLE_SECS
    }

    /// After the driver: follow the question; when the turn or the player at the screen
    /// changed, a toast made before the change goes (one made by this very change stays).
    pub fn note(
        &mut self,
        s: &Session<F::Game>,
        tutorial: Option<&F::Tutorial>,
        messages: &mut Messages<F>,
        now: f64,
    ) {
        self.follow(QuestionKey::of(s, messages, tutorial), now);
        let here = (F::turn(F::state(&s.game)), s.viewer_now());
        if let Some((was, toast)) = &self.shown
            && *was != here
            && messages.toast.is_some()
            && messages.toast == *toast
        {
            messages.toast = None;
        }
        self.shown = Some((here, messages.toast.clone()));
    }
}

/// Whether a command answers the question on screen (and so must wait until it has been seen).
pub fn answers<F: GameFace>(cmd: &TableCmd<F>) -> bool {
    use TableCmd as C;
    matches!(
        cmd,
        C::Act(_) | C::Losses(_) | C::ShowHand | C::LiftCurtain | C::CloseSummary
    )
}

pub(super) fn note<F: GameFace>(
    time: Res<Time<Real>>,
    mut q: ResMut<Question<F>>,
    session: Res<TableSession<F>>,
    tutorial: Res<TableTutorial<F>>,
    mut messages: ResMut<Messages<F>>,
) {
    let now = time.elapsed_secs_f64();
    q.note(&session, tutorial.0.as_ref(), &mut messages, now);
}

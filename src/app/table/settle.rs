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
use crate::app::games::Session;
use crate::app::games::Viewer;
use crate::app::games::tutorial::Tutorial;
use crate::app::games::{Face, Seat};

/// How long a new question is on screen before a click may answer it: longer than the few
/// frames between a click and the screen changing under it (a double click, a click held a
/// little), shorter than a player reading the new question and moving the pointer to answer.
pub const SETTLE_SECS: f64 = 0.3;

/// What the table asks now: when any of this changes, the question is new.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionKey {
    /// Decisions taken so far (every answer and every undo changes it).
    actions: usize,
    /// Who decides now.
    who: Option<Seat>,
    /// The curtain is down for this human.
    curtain: Option<Seat>,
    /// A summary waits for its Continue.
    summary: bool,
    /// The tutorial's chapter and step.
    step: Option<(usize, usize)>,
    /// Who is at the screen.
    viewer: Viewer,
}

impl QuestionKey {
    pub fn of(s: &Session, messages: &Messages<Face>, tutorial: Option<&Tutorial>) -> QuestionKey {
        QuestionKey {
            actions: s.record.actions.len(),
            who: s.pending().map(|d| d.who),
            curtain: s.curtain(),
            summary: messages.summary.is_some(),
            step: tutorial.map(|t| (t.chapter, t.step)),
            viewer: s.viewer_now(),
        }
    }
}

/// The turn and the viewer at the screen, and the toast shown then.
type Seen = ((u8, Viewer), Option<Toast<Face>>);

/// The question on screen and since when (seconds of the app's clock).
#[derive(Resource, Debug, Default)]
pub struct Question {
    key: Option<QuestionKey>,
    since: f64,
    /// The turn and the viewer at the screen last frame, and the toast shown then.
    shown: Option<Seen>,
}

impl Question {
    /// Follow the table's question: a new one starts its moment now.
    fn follow(&mut self, key: QuestionKey, now: f64) {
        if self.key.as_ref() != Some(&key) {
            self.key = Some(key);
            self.since = now;
        }
    }

    /// Whether a click arriving `now` may answer the question on screen: it has been there for
    /// [`SETTLE_SECS`] (a question that changed since it was last looked at starts now).
    pub fn admits(&mut self, table: &impl TableReads, now: f64) -> bool {
        let key = QuestionKey::of(table.session(), table.messages(), table.tutorial());
        self.follow(key, now);
        now - self.since >= SETTLE_SECS
    }

    /// After the driver: follow the question; when the turn or the player at the screen
    /// changed, a toast made before the change goes (one made by this very change stays).
    pub fn note(
        &mut self,
        s: &Session,
        tutorial: Option<&Tutorial>,
        messages: &mut Messages<Face>,
        now: f64,
    ) {
        self.follow(QuestionKey::of(s, messages, tutorial), now);
        let here = (s.game.state.turn, s.viewer_now());
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
pub fn answers(cmd: &TableCmd<Face>) -> bool {
    use TableCmd as C;
    matches!(
        cmd,
        C::Act(_) | C::Losses(_) | C::ShowHand | C::LiftCurtain | C::CloseSummary
    )
}

pub(super) fn note(
    time: Res<Time<Real>>,
    mut q: ResMut<Question>,
    session: Res<TableSession>,
    tutorial: Res<TableTutorial>,
    mut messages: ResMut<Messages<Face>>,
) {
    let now = time.elapsed_secs_f64();
    q.note(&session, tutorial.0.as_ref(), &mut messages, now);
}

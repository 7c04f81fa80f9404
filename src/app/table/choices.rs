//! The pending question as the game lays it out (the face's [`Prompt`]: where each answer is
//! given, on the map, in the hand or as a button of the prompt bar), and how an answer is sent:
//! at once, or after "Are you sure?" for the answers the game marks.

use bevy::prelude::*;

use super::commands::TableCmd;
use super::menu_state::SettingsRes;
use super::state::{TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::game_face::{GameFace, Prompt};
use crate::app::games::Session;
use crate::app::games::{Action, Area, Card, Face, Seat};

/// A question in the table's words.
pub type TablePrompt = Prompt<Seat, Action, Area, Card>;

/// The pending question, laid out.
pub fn pending(session: &Session) -> Option<TablePrompt> {
    let d = session.pending()?;
    Some(Face::prompt(&session.cat, &session.game.state, d))
}

/// The pending question, laid out, when a human answers it.
pub fn human(session: &Session) -> Option<TablePrompt> {
    let d = session.human_decision()?;
    Some(Face::prompt(&session.cat, &session.game.state, d))
}

/// Space or Enter gives the answer the game puts on them (finishing, passing...): the table's
/// keys (`keys::keys`) run just before, and a key egui takes or Ctrl+Z (undo) answers nothing.
pub(super) fn key_answer(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    table: TableRef,
    settings: Res<SettingsRes>,
    mut ui_state: ResMut<TableUi<Face>>,
    mut cmds: MessageWriter<TableCmd<Face>>,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        return;
    }
    if keys.any_just_pressed([KeyCode::Space, KeyCode::Enter])
        && table.human_may_act()
        && let Some(p) = pending(&table.session)
        && let Some(a) = p.key
    {
        send(&p, a, settings.0.confirmations, &mut ui_state, &mut cmds);
    }
}

/// Send answer `a` to `p`, or hold it for "Are you sure?" when the game marks it and the player
/// wants confirmations (Settings).
pub fn send(
    p: &TablePrompt,
    a: Action,
    confirmations: bool,
    ui_state: &mut TableUi<Face>,
    cmds: &mut MessageWriter<TableCmd<Face>>,
) {
    if confirmations && p.confirmation(&a).is_some() {
        ui_state.confirm = Some(a);
    } else {
        cmds.write(TableCmd::Act(a));
    }
}

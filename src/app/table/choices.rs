//! The pending question as the game lays it out (the face's [`Prompt`]: where each answer is
//! given, on the map, in the hand or as a button of the prompt bar), and how an answer is sent:
//! at once, or after "Are you sure?" for the answers the game marks.

use bevy::prelude::*;

use super::commands::TableCmd;
use super::menu_state::SettingsRes;
use super::state::{TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::game_face::{GameFace, Prompt};
use crate::play::Session;

/// A question in the table's words, for game `F`.
pub type TablePrompt<F> = Prompt<
    <F as GameFace>::Seat,
    <F as GameFace>::Action,
    <F as GameFace>::Area,
    <F as GameFace>::Card,
>;

/// The pending question, laid out.
pub fn pending<F: GameFace>(session: &Session<F::Game>) -> Option<TablePrompt<F>> {
    let d = session.pending()?;
    Some(F::prompt(&session.cat, F::state(&session.game), d))
}

/// The pending question, laid out, when a human answers it.
pub fn human<F: GameFace>(session: &Session<F::Game>) -> Option<TablePrompt<F>> {
    let d = session.human_decision()?;
    Some(F::prompt(&session.cat, F::state(&session.game), d))
}

/// Space or Enter gives the answer the game puts on them (finishing, passing...): the table's
/// keys (`keys::keys`) run just before, and a key egui takes or Ctrl+Z (undo) answers nothing.
pub(super) fn key_answer<F: GameFace>(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    table: TableRef<F>,
    settings: Res<SettingsRes>,
    mut ui_state: ResMut<TableUi<F>>,
    mut cmds: MessageWriter<TableCmd<F>>,
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
        && let Some(p) = pending::<F>(&table.session)
        && let Some(a) = p.key
    {
        send(&p, a, settings.0.confirmations, &mut ui_state, &mut cmds);
    }
}

/// Send answer `a` to `p`, or hold it for "Are you sure?" when the game marks it and the player
/// wants confirmations (Settings).
pub fn send<F: GameFace>(
    p: &TablePrompt<F>,
    a: F::Action,
    confirmations: bool,
    ui_state: &mut TableUi<F>,
    cmds: &mut MessageWriter<TableCmd<F>>,
) {
    if confirmations && p.confirmation(&a).is_some() {
        ui_state.confirm = Some(a);
    } else {
        cmds.write(TableCmd::Act(a));
    }
}

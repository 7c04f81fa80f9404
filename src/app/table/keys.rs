//! The table's keyboard shortcuts (UX "Keys"; the help overlay lists them).

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, egui};

use super::driver::TableCmd;
use super::state::TableRef;
use super::ui_state::TableUi;
use crate::app::game_face::GameFace;
use crate::settings::Speed;

/// The keys of UX "Keys" (the help overlay lists them).
#[allow(clippy::too_many_arguments)] // a Bevy system's parameters
pub(super) fn keys<F: GameFace>(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut contexts: EguiContexts,
    table: TableRef<F>,
    mut ui_state: ResMut<TableUi<F>>,
    mut cmds: MessageWriter<TableCmd<F>>,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        cmds.write(TableCmd::Undo);
        return;
    }
    if keys.just_pressed(KeyCode::KeyL) {
        ui_state.show_log = !ui_state.show_log;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        ui_state.show_help = !ui_state.show_help;
    }
    if keys.just_pressed(KeyCode::KeyR) {
        ui_state.show_rules = !ui_state.show_rules;
    }
    if keys.just_pressed(KeyCode::KeyT) {
        cmds.write(TableCmd::Hint);
    }
    if keys.just_pressed(KeyCode::KeyP) {
        cmds.write(TableCmd::TogglePause);
    }
    if keys.just_pressed(KeyCode::KeyN) {
        cmds.write(TableCmd::Step);
    }
    // Esc closes an open dropdown (egui does it) and only that: the menu stays shut. Nor does it
    // open the menu under the curtain (it would come up over the next player's hand).
    let popup_open = contexts
        .ctx_mut()
        .is_ok_and(|ctx| egui::Popup::is_any_open(ctx));
    if keys.just_pressed(KeyCode::Escape) && !popup_open && table.session.curtain().is_none() {
        ui_state.show_menu = !ui_state.show_menu;
    }
    for (k, sp) in [
        (KeyCode::Digit1, Speed::Slow),
        (KeyCode::Digit2, Speed::Normal),
        (KeyCode::Digit3, Speed::Fast),
        (KeyCode::Digit4, Speed::Instant),
    ] {
        if keys.just_pressed(k) {
            cmds.write(TableCmd::Speed(sp));
        }
    }
    // Space and Enter answer the question: `choices::key_answer`, right after this system.
}

//! The table's frame (UX "The table"): the prompt bar on top ([`super::prompt_bar`]), the
//! civilizations in turn order on the right ([`super::civ_panel`]), the foldable log on the left
//! ([`super::log_panel`]), the toasts ([`super::toasts`]) and the keys ([`super::keys`]), laid
//! out in that order within the window ([`super::layout`]).

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::civ_panel::{CivAnchors, civ_panel};
use super::keys::keys;
use super::layout::{PanelSet, Remaining, set_insets};
use super::log_panel::log_panel;
use super::prompt_bar::prompt_bar;
use super::toasts::toasts;
use super::ui_state::TableUi;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Remaining>()
        .init_resource::<CivAnchors>()
        .insert_resource(TableUi {
            show_log: true,
            ..default()
        })
        .add_systems(
            EguiPrimaryContextPass,
            (prompt_bar, civ_panel, log_panel, toasts)
                .chain()
                .in_set(PanelSet)
                .run_if(super::table_shown),
        )
        .add_systems(Update, (keys, set_insets).run_if(super::table_shown));
}

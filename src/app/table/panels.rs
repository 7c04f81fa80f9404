//! The table's frame (UX "The table"): the prompt bar on top ([`super::prompt_bar`]), the
//! civilizations in turn order on the right ([`super::civ_panel`]), the foldable log on the left
//! ([`super::log_panel`]), the toasts ([`super::toasts`]) and the keys ([`super::keys`]), laid
//! out in that order within the window ([`super::layout`]).

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

use super::civ_panel::{CivAnchors, civ_panel};
use super::keep_clear::{self, KeepClear};
use super::keys::keys;
use super::layout::{PanelSet, Remaining, set_insets};
use super::log_panel::log_panel;
use super::prompt_bar::prompt_bar;
use super::toasts::toasts;
use super::ui_state::TableUi;
use crate::app::camera::MapRoom;
use crate::app::game_face::GameFace;

/// What is laid out from the table follows what moved it: the driver, and a game's own screens
/// that drive the table (ACME's tutorial orders itself before this set).
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct FollowSet;

pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<Remaining>()
        .init_resource::<CivAnchors<F>>()
        .insert_resource(TableUi::<F> {
            show_log: true,
            ..default()
        })
        .add_systems(
            EguiPrimaryContextPass,
            (prompt_bar::<F>, civ_panel::<F>, log_panel::<F>, toasts::<F>)
                .chain()
                .in_set(PanelSet)
                .run_if(super::state::table_shown::<F>),
        )
        .init_resource::<KeepClear>()
        .init_resource::<super::centre_spot::CentreSpot>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                keep_clear::share
                    .before(PanelSet)
                    .run_if(super::state::table_shown::<F>),
                map_room
                    .after(super::hand::HandSet)
                    .run_if(super::state::table_shown::<F>),
                (keep_clear::forget, no_map_room).run_if(not(super::state::table_shown::<F>)),
            ),
        )
        .add_systems(
            Update,
            (
                keys::<F>,
                super::choices::key_answer::<F>,
                set_insets::<F>,
                keep_clear::follow::<F>
                    .after(super::driver::DriverSet)
                    .in_set(FollowSet),
                super::centre_spot::follow::<F>,
            )
                .chain()
                .run_if(super::state::table_shown::<F>),
        );
}

/// The board shows where the frame panels (and the hand tray) leave room: the wheel, a drag,
/// the hover and the tooltip belong to the map only there.
fn map_room(rem: Res<Remaining>, mut room: ResMut<MapRoom>) {
    let want = MapRoom(rem.0.map(|r| Rect::new(r.min.x, r.min.y, r.max.x, r.max.y)));
    if *room != want {
        *room = want;
    }
}

fn no_map_room(mut room: ResMut<MapRoom>) {
    if room.0.is_some() {
        room.0 = None;
    }
}

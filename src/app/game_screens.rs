//! The screens only the game at the table needs, picked with it (as [`crate::app::games::Face`]
//! is): its guided tutorial and step card, its loss dialog, its rules reference, its widgets
//! gallery. They sit
//! above the board and the table (a tutorial drives the table, its step card keeps clear of the
//! panels), so they are picked here, at the top, and not beside the game's face, which the board
//! and the table's lower parts read.

use bevy::prelude::{App, IntoScheduleConfigs, SystemCondition, in_state};
use bevy_egui::EguiPrimaryContextPass;

use super::games::acme;

/// The game's rules reference window (overlays open it with R).
pub use acme::rules_ref;
/// The game's guided tutorial (its chapters, the step card).
pub use acme::tutorial::TutorialSet;
pub use acme::tutorial_card::{ChapterPick, TutorialRequest, TutorialScript, chapter_page};

/// The game's systems that run without a window (the tutorial's driver).
pub fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(acme::tutorial::plugin);
}

/// The game's screens that draw (the tutorial's step card and chapter list, the loss dialog, the
/// rules reference over the table).
pub fn ui_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((
        acme::tutorial_card::plugin,
        acme::losses::plugin::<crate::games::acme::Acme>,
        acme::rules_ref::plugin::<crate::games::acme::Acme>,
    ));
}

/// ACIS's screens that draw: ACME's loss dialog over ACIS's ruleset (the same losses) and the
/// rules reference in ACIS's words (with its page of what differs from ACME).
pub fn acis_ui_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((
        acme::losses::plugin::<crate::games::acis::rules::Acis>,
        acme::rules_ref::plugin::<crate::games::acis::rules::Acis>,
    ));
}

/// `acme show --gallery`: the game's widgets on one page.
pub fn gallery_plugin(app: &mut bevy::prelude::App) {
    app.add_plugins(acme::gallery::plugin);
}

/// ACME's main menu: the table's, with Learn to play, whose page ([`learn_to_play_page`]) is drawn
/// here, after the menu, so that the table's menu needs to know nothing of the tutorial.
pub fn tutorial_main_menu_plugin<F: crate::app::games::StartsFromForm>(app: &mut App) {
    use crate::app::{AppState, Screen};
    crate::app::table::menu::main_menu_with_tutorial_plugin::<F>(app);
    app.add_systems(
        EguiPrimaryContextPass,
        learn_to_play_page
            .run_if(in_state(AppState::InGame).and_then(in_state(Screen::Menu)))
            .after(crate::app::table::menu::main_menu::<F>),
    );
}

/// ACME's Learn to play page on its main menu: its tutorial's chapters
/// ([`tutorial_main_menu_plugin`] registers it).
pub fn learn_to_play_page(
    mut contexts: bevy_egui::EguiContexts,
    mut commands: bevy::prelude::Commands,
    mut menu: bevy::prelude::ResMut<crate::app::table::menu_state::MenuState>,
    settings: bevy::prelude::Res<crate::app::table::menu_state::SettingsRes>,
    loaded: bevy::prelude::Res<crate::app::loading::Loaded<acme::face::AcmeFace>>,
    mut tutorial: bevy::prelude::ResMut<TutorialScript>,
) -> bevy::prelude::Result {
    if !menu.on_learn_to_play() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    match chapter_page(ctx, &mut tutorial, &loaded, &settings) {
        ChapterPick::Nothing => {}
        ChapterPick::Back => menu.back_to_main(),
        ChapterPick::Start(ch) => commands.insert_resource(TutorialRequest(ch)),
    }
    Ok(())
}

//! The map as the place where choices are made (UX "The board"): the legal areas of the pending
//! human choice glow, a click on one answers it, a click elsewhere says why not (the rules'
//! sentence), the last action's areas stay outlined, and competitions bring the camera along.

use bevy::prelude::*;

use super::choices::map_option;
use super::driver::TableCmd;
use super::state::{TableMut, TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::camera::{CameraGoal, View};
use crate::app::hover::{AreaMarks, HoveredArea, SelectedArea};
use crate::app::loading::Loaded;
use crate::app::style::SCALE;
use crate::app::ui::AreaHint;
use crate::games::acme::catalog::AreaId;
use crate::games::acme::decision::Action;
use crate::play::Session;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AreaHint>().add_systems(
        Update,
        (marks, clicks, hint, follow_competition).run_if(super::state::table_shown),
    );
}

/// The action a click on this area would send, if it is one of the choice's options.
pub fn area_action(session: &Session, a: AreaId) -> Option<Action> {
    let d = session.human_decision()?;
    d.options.iter().copied().find(|o| map_option(o) == Some(a))
}

fn marks(table: TableRef, ui: Res<TableUi>, mut marks: ResMut<AreaMarks>) {
    let legal: Vec<AreaId> = if table.human_may_act() {
        table
            .session
            .pending()
            .map(|d| d.options.iter().filter_map(map_option).collect())
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    // A hint lights the areas of the Strategist's answer.
    let last = if let Some(h) = table.hint_now().filter(|h| !h.areas.is_empty()) {
        h.areas.clone()
    } else if ui.log_areas.is_empty() {
        table.session.last_areas.clone()
    } else {
        ui.log_areas.clone()
    };
    let want = AreaMarks { legal, last };
    if *marks != want {
        *marks = want;
    }
}

fn clicks(
    mut selected: ResMut<SelectedArea>,
    mut table: TableMut,
    mut ui: ResMut<TableUi>,
    mut cmds: MessageWriter<TableCmd>,
) {
    let Some(a) = selected.0 else {
        return;
    };
    selected.0 = None;
    ui.log_areas.clear();
    if !table.human_may_act() {
        return;
    }
    match area_action(&table.session, a) {
        Some(act) => {
            cmds.write(TableCmd::Act(act));
        }
        None => {
            let d = table.session.pending().cloned();
            if let Some(d) = d
                && d.options.iter().any(|o| map_option(o).is_some())
            {
                let why = table.session.game.explain(&d, &Action::Area(a));
                table.refuse(why);
            }
        }
    }
}

fn hint(hovered: Res<HoveredArea>, table: TableRef, mut hint: ResMut<AreaHint>) {
    let want = match hovered.0 {
        Some(a) if table.human_may_act() => {
            let d = table.session.pending().expect("a human decides");
            if !d.options.iter().any(|o| map_option(o).is_some()) {
                None
            } else if area_action(&table.session, a).is_some() {
                Some((a, true, "Click to choose this area".to_string()))
            } else {
                Some((a, false, table.session.game.explain(d, &Action::Area(a))))
            }
        }
        _ => None,
    };
    if hint.0 != want {
        hint.0 = want;
    }
}

/// The camera eases to each contested area as its competition is shown, and back afterwards.
fn follow_competition(
    table: TableRef,
    loaded: Res<Loaded>,
    view: Option<Res<View>>,
    mut goal: ResMut<CameraGoal>,
    mut last: Local<Option<AreaId>>,
) {
    let focus = table.focus();
    if focus == *last {
        return;
    }
    *last = focus;
    let Some(view) = view else {
        return;
    };
    goal.0 = Some(match focus {
        Some(a) => {
            let s = &loaded.board.areas[a.0 as usize];
            (
                Vec2::new(s.room_centre[0], s.room_centre[1]) * SCALE,
                view.fit / 3.0,
            )
        }
        None => (view.play.center(), view.fit),
    });
}

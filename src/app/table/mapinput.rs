//! The map as the place where choices are made (UX "The board"): the legal areas of the pending
//! human choice glow, a click on one answers it, a click elsewhere says why not (the rules'
//! sentence), the last action's areas stay outlined, and competitions bring the camera along.

use bevy::prelude::*;

use super::choices;
use super::driver::TableCmd;
use super::state::{TableMut, TableReads, TableRef};
use super::ui_state::TableUi;
use crate::app::camera::{CameraGoal, View};
use crate::app::game_face::GameFace;
use crate::app::games::Session;
use crate::app::games::{Action, Area, Face};
use crate::app::hover::{AreaMarks, HoveredArea, SelectedArea};
use crate::app::loading::Loaded;
use crate::app::style::SCALE;
use crate::app::ui::AreaHint;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AreaHint<Face>>().add_systems(
        Update,
        (marks, clicks, hint, follow_competition).run_if(super::state::table_shown),
    );
}

/// The action a click on this area would send, if it is one of the choice's options.
pub fn area_action(session: &Session, a: Area) -> Option<Action> {
    choices::human::<Face>(session)?
        .on_area(&a)
        .map(|o| o.action)
}

/// Why a click on area `a` does not answer the pending question.
fn why_not(session: &Session, a: Area) -> Option<String> {
    let d = session.pending()?;
    Some(Face::why_not_area(&session.cat, &session.game.state, d, a))
}

fn marks(table: TableRef, ui: Res<TableUi<Face>>, mut marks: ResMut<AreaMarks<Face>>) {
    let legal: Vec<Area> = if table.human_may_act() {
        choices::pending::<Face>(&table.session)
            .map(|p| p.areas().copied().collect())
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
    mut selected: ResMut<SelectedArea<Face>>,
    mut table: TableMut,
    mut ui: ResMut<TableUi<Face>>,
    mut cmds: MessageWriter<TableCmd<Face>>,
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
            let asks_area = choices::pending::<Face>(&table.session)
                .is_some_and(|p| p.areas().next().is_some());
            if asks_area && let Some(why) = why_not(&table.session, a) {
                table.refuse(why);
            }
        }
    }
}

fn hint(hovered: Res<HoveredArea<Face>>, table: TableRef, mut hint: ResMut<AreaHint<Face>>) {
    let want = match hovered.0 {
        Some(a) if table.human_may_act() => {
            let p = choices::pending::<Face>(&table.session).expect("a human decides");
            if p.areas().next().is_none() {
                None
            } else if area_action(&table.session, a).is_some() {
                Some((a, true, "Click to choose this area".to_string()))
            } else {
                why_not(&table.session, a).map(|why| (a, false, why))
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
    loaded: Res<Loaded<Face>>,
    view: Option<Res<View>>,
    mut goal: ResMut<CameraGoal>,
    mut last: Local<Option<Area>>,
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
            let s = &loaded.board.areas[Face::index(a)];
            (
                Vec2::new(s.room_centre[0], s.room_centre[1]) * SCALE,
                view.fit / 3.0,
            )
        }
        None => (view.play.center(), view.fit),
    });
}

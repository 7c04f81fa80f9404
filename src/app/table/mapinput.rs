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
use crate::app::hover::{AreaMarks, HoveredArea, SelectedArea};
use crate::app::loading::Loaded;
use crate::app::style::SCALE;
use crate::app::ui::AreaHint;
use crate::play::Session;

pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<AreaHint<F>>().add_systems(
        Update,
        (marks::<F>, clicks::<F>, hint::<F>, follow_competition::<F>)
            .run_if(super::state::table_shown::<F>),
    );
}

/// The action a click on this area would send, if it is one of the choice's options.
pub fn area_action<F: GameFace>(session: &Session<F::Game>, a: F::Area) -> Option<F::Action> {
    choices::human::<F>(session)?.on_area(&a).map(|o| o.action)
}

/// Why a click on area `a` does not answer the pending question.
fn why_not<F: GameFace>(session: &Session<F::Game>, a: F::Area) -> Option<String> {
    let d = session.pending()?;
    Some(F::why_not_area(&session.cat, F::state(&session.game), d, a))
}

fn marks<F: GameFace>(table: TableRef<F>, ui: Res<TableUi<F>>, mut marks: ResMut<AreaMarks<F>>) {
    let legal: Vec<F::Area> = if table.human_may_act() {
        choices::pending::<F>(&table.session)
            .map(|p| p.areas().copied().collect())
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    // A hint lights the areas of the Strategist's answer.
    let last = if let Some(h) = table.hint_now().filter(|h| !F::hint_areas(h).is_empty()) {
        F::hint_areas(h).to_vec()
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

fn clicks<F: GameFace>(
    mut selected: ResMut<SelectedArea<F>>,
    mut table: TableMut<F>,
    mut ui: ResMut<TableUi<F>>,
    mut cmds: MessageWriter<TableCmd<F>>,
) {
    let Some(a) = selected.0 else {
        return;
    };
    selected.0 = None;
    ui.log_areas.clear();
    if !table.human_may_act() {
        return;
    }
    match area_action::<F>(&table.session, a) {
        Some(act) => {
            cmds.write(TableCmd::Act(act));
        }
        None => {
            let asks_area =
                choices::pending::<F>(&table.session).is_some_and(|p| p.areas().next().is_some());
            if asks_area && let Some(why) = why_not::<F>(&table.session, a) {
                table.refuse(why);
            }
        }
    }
}

fn hint<F: GameFace>(
    hovered: Res<HoveredArea<F>>,
    table: TableRef<F>,
    mut hint: ResMut<AreaHint<F>>,
) {
    let want = match hovered.0 {
        Some(a) if table.human_may_act() => {
            let p = choices::pending::<F>(&table.session).expect("a human decides");
            if p.areas().next().is_none() {
                None
            } else if area_action::<F>(&table.session, a).is_some() {
                Some((a, true, "Click to choose this area".to_string()))
            } else {
                why_not::<F>(&table.session, a).map(|why| (a, false, why))
            }
        }
        _ => None,
    };
    if hint.0 != want {
        hint.0 = want;
    }
}

/// The camera eases to each contested area as its competition is shown, and back afterwards.
fn follow_competition<F: GameFace>(
    table: TableRef<F>,
    loaded: Res<Loaded<F>>,
    view: Option<Res<View>>,
    mut goal: ResMut<CameraGoal>,
    mut last: Local<Option<F::Area>>,
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
            let s = &loaded.board.areas[F::index(a)];
            (
                Vec2::new(s.room_centre[0], s.room_centre[1]) * SCALE,
                view.fit / 3.0,
            )
        }
        None => (view.play.center(), view.fit),
    });
}

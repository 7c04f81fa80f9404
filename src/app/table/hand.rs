//! The hand tray (UX "Cards"): the cards of the human who may look now (never another human's,
//! never behind the curtain), readable faces, zoom on hover; a click plays the card's option of the
//! pending choice (a small menu when the card answers it in more than one way).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::choices;
use super::civ_label::{civ_color, civ_name};
use super::driver::TableCmd;
use super::layout::{HAND_H, HAND_W, Remaining, Side, frame_panel};
use super::state::{TableReads, TableRef};
use super::ui_state::{HandDock, TableUi};
use crate::app::game_face::GameFace;
use crate::app::style::palette;
use crate::app::widgets::card_face;
use crate::engine::Question;
use crate::play::Session;

/// A card clicked that answers the choice in several ways (Play or Discard...): the card's name
/// and its answers with their words.
#[derive(Resource, Debug)]
struct CardMenu<F: GameFace>(Option<Menu<F::Action>>);

/// A card's name and its answers, each with its words.
type Menu<A> = (String, Vec<(A, String)>);

/// Show this card of the hand zoomed as if hovered (scripted pictures).
#[derive(Resource, Debug)]
pub struct ForceZoom<F: GameFace>(pub Option<F::Card>);

// By hand: derived ones would ask the face itself to be `Default`.
impl<F: GameFace> Default for CardMenu<F> {
    fn default() -> Self {
        CardMenu(None)
    }
}

impl<F: GameFace> Default for ForceZoom<F> {
    fn default() -> Self {
        ForceZoom(None)
    }
}

#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct HandSet;

pub(super) fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<CardMenu<F>>()
        .init_resource::<ForceZoom<F>>()
        .add_systems(
            EguiPrimaryContextPass,
            hand_tray::<F>
                .after(super::layout::PanelSet)
                .in_set(HandSet)
                .run_if(super::state::table_shown::<F>),
        );
}

/// The options of the pending choice that a click on this card gives.
pub fn card_actions<F: GameFace>(session: &Session<F::Game>, c: F::Card) -> Vec<F::Action> {
    choices::human::<F>(session)
        .map(|p| p.on_card(&c).iter().map(|o| o.action).collect())
        .unwrap_or_default()
}

fn hand_tray<F: GameFace>(
    mut contexts: EguiContexts,
    table: TableRef<F>,
    mut ui_state: ResMut<TableUi<F>>,
    mut menu: ResMut<CardMenu<F>>,
    mut rem: ResMut<Remaining>,
    zoom: Res<ForceZoom<F>>,
    mut cmds: MessageWriter<TableCmd<F>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(who) = table.session.visible_hand() else {
        ui_state.hand_shown = false;
        ui_state.card_choices = false;
        menu.0 = None;
        return Ok(());
    };
    ui_state.hand_shown = true;
    let s = &table.session;
    let cat = &s.cat;
    let st = F::state(&s.game);
    let hand = F::hand(st, who);
    let may_act = table.human_may_act() && s.pending().is_some_and(|d| d.who() == who);
    // The question laid out once for the whole tray (a human's, as a click answers it).
    let prompt = choices::human::<F>(s).filter(|_| may_act);
    let answers = |c: F::Card| prompt.as_ref().map(|p| p.on_card(&c)).unwrap_or_default();
    // Docked where it costs the map in play least (`layout::hand_dock`).
    let dock = ui_state.hand_dock;
    let (panel, side) = match dock {
        HandDock::Below => (egui::Panel::bottom("hand").exact_size(HAND_H), Side::Bottom),
        HandDock::Left => (egui::Panel::left("hand").exact_size(HAND_W), Side::Left),
    };
    let panel = panel.resizable(false).frame(
        egui::Frame::new()
            .fill(palette::HAND_FILL)
            .inner_margin(egui::Margin::symmetric(8, 4)),
    );
    frame_panel(ctx, &mut rem, side, panel, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                egui::RichText::new(format!("{}'s hand", civ_name::<F>(cat, st, who)))
                    .strong()
                    .color(civ_color::<F>(st, who)),
            );
            ui.label(
                egui::RichText::new(if may_act {
                    "hover a card to read it; click to play it"
                } else {
                    "hover a card to read it"
                })
                .small()
                .color(palette::RULE_TEXT),
            );
        });
        let playable = |c: F::Card| !answers(c).is_empty();
        // An unplayable card says why, from the rules and the card's data (on hover and click).
        let why_not = |c: F::Card| {
            Some(F::why_card_unplayable(
                cat,
                st,
                s.pending().filter(|_| may_act),
                who,
                c,
            ))
        };
        let hinted = table
            .hint_now()
            .filter(|h| F::hint_who(h) == who)
            .and_then(F::hint_card);
        let shape = match dock {
            HandDock::Below => card_face::HandShape::Row,
            HandDock::Left => card_face::HandShape::Column,
        };
        if let Some(c) = card_face::hand_zoomed::<F>(
            ui,
            cat,
            &hand,
            &playable,
            &why_not,
            (zoom.0, hinted),
            shape,
        ) {
            match answers(c).as_slice() {
                [one] => {
                    cmds.write(TableCmd::Act(one.action));
                }
                [] => {
                    if let Some(why) = why_not(c) {
                        cmds.write(TableCmd::Refused(why));
                    }
                }
                acts => {
                    let name = F::card(cat, c).map_or_else(|| "?".to_string(), |t| t.name);
                    let acts = acts.iter().map(|o| (o.action, o.label.clone())).collect();
                    menu.0 = Some((name, acts));
                }
            }
        }
    });
    if let Some((name, acts)) = menu.0.clone() {
        let mut close = false;
        egui::Window::new(name)
            .collapsible(false)
            .resizable(false)
            // In the middle, where `keep_clear` keeps the floaters off it.
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
            .show(ctx, |ui| {
                ui.set_max_width(super::keep_clear::SMALL_DIALOG.x - 40.0);
                for (a, label) in acts {
                    if ui.button(label).clicked() {
                        cmds.write(TableCmd::Act(a));
                        close = true;
                    }
                }
                if ui.button("Cancel").clicked() {
                    close = true;
                }
            });
        if close {
            menu.0 = None;
        }
    }
    ui_state.card_choices = menu.0.is_some();
    Ok(())
}

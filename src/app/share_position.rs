//! Share a position in the window: "Copy position" on the table's menu (the
//! replay viewer has its own button, `replay_screen`), and the main menu's "Open position" page,
//! which lists the positions folder like Load lists the saves. The files: `crate::positions`.

use std::path::PathBuf;

use bevy_egui::egui;

use super::game_face::GameFace;
use super::table::messages::Toast;
use super::table::state::TableSaving;

/// Copy the moment on the table as a position file beside the saves; the toast names the file.
pub fn copy_from_table<F: GameFace>(table: &mut TableSaving<F>) {
    let dir = table
        .saving
        .saves_dir
        .as_ref()
        .map(|d| d.with_file_name("positions"))
        .unwrap_or_else(crate::positions::positions_dir);
    let r = F::copy_position(&table.session, &dir);
    table.messages.toast = Some(match r {
        Ok(p) => Toast::public(format!("Position copied to {}", p.display()), false),
        Err(e) => Toast::public(e, true),
    });
}

/// What a list page asks.
pub enum Picked {
    Nothing,
    Back,
    File(PathBuf),
}

/// A page listing files to open (Replays, Open position): each a button, the problem of the last
/// one tried, Back.
pub fn file_list_page(
    ctx: &egui::Context,
    title: &str,
    empty: &str,
    files: &[(PathBuf, String)],
    error: Option<&str>,
) -> Picked {
    let mut picked = Picked::Nothing;
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .min_width(520.0)
        .show(ctx, |ui| {
            if files.is_empty() {
                ui.label(empty);
            }
            egui::ScrollArea::vertical()
                .max_height(420.0)
                .show(ui, |ui| {
                    for (p, name) in files {
                        if ui
                            .button(name)
                            .on_hover_text(p.display().to_string())
                            .clicked()
                        {
                            picked = Picked::File(p.clone());
                        }
                    }
                });
            if let Some(e) = error {
                ui.label(egui::RichText::new(e).color(egui::Color32::from_rgb(255, 140, 120)));
            }
            if ui.button("Back").clicked() {
                picked = Picked::Back;
            }
        });
    picked
}

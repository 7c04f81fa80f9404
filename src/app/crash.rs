//! The message a player sees when the window stops on an internal error: the
//! panic hook writes the crash log, then starts `acme crashed` (this small window) beside the
//! dying process, so the player reads where the game is saved and where the details are, instead
//! of a window that just vanishes.

use std::process::ExitCode;

use bevy::prelude::*;
use bevy::window::WindowResolution;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

#[derive(Resource)]
struct Message(String);

/// Show `message` in a small window until the player closes it.
pub fn report_window(message: String) -> ExitCode {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "ACME Digital stopped".into(),
            resolution: WindowResolution::new(640, 300),
            ..default()
        }),
        ..default()
    }))
    .add_plugins(bevy_egui::EguiPlugin::default())
    .insert_resource(Message(message))
    // egui draws through a camera.
    .add_systems(Startup, |mut commands: Commands| {
        commands.spawn(Camera2d);
    })
    .add_systems(EguiPrimaryContextPass, show);
    app.run();
    ExitCode::SUCCESS
}

fn show(mut contexts: EguiContexts, msg: Res<Message>, mut exit: MessageWriter<AppExit>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("ACME Digital stopped on an internal error")
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .collapsible(false)
        .resizable(false)
        .default_width(600.0)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(190.0)
                .show(ui, |ui| {
                    ui.label(&msg.0);
                });
            ui.add_space(8.0);
            if ui.button("Close").clicked() {
                exit.write(AppExit::Success);
            }
        });
    Ok(())
}

/// Start the message window beside this process (it outlives the crash). Nothing happens without
/// a display or when the program cannot be started: the message is on standard error anyway.
pub fn spawn_report(message: &str) {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        return;
    }
    if let Ok(exe) = std::env::current_exe() {
        let _ = std::process::Command::new(exe)
            .arg("crashed")
            .arg("--message")
            .arg(message)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
    }
}

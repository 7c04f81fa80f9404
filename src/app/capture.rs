//! `--screenshot OUT.png`: save the window after the first fully rendered frames and exit.
//! `--frame-stats N`: print the mean and 99th-percentile frame time over N frames and exit (run it
//! once with the board and once with `--empty` to compare).

use std::time::Instant;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use super::{AppState, WindowOptions};

/// Frames to wait in the game (or on the failure screen) before measuring or taking the picture:
/// fonts load and glyphs are laid out in the first few.
const WARM_UP: u32 = 30;

#[derive(Default)]
struct Capture {
    frames: u32,
    last: Option<Instant>,
    times: Vec<f64>,
    stats_done: bool,
    shot_taken: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, capture);
}

/// Mean and 99th percentile of frame times (milliseconds).
pub fn frame_stats(times: &[f64]) -> (f64, f64) {
    if times.is_empty() {
        return (0.0, 0.0);
    }
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let mut v = times.to_vec();
    v.sort_by(f64::total_cmp);
    let i = ((v.len() as f64 * 0.99).ceil() as usize).clamp(1, v.len()) - 1;
    (mean, v[i])
}

fn capture(
    mut commands: Commands,
    opts: Res<WindowOptions>,
    state: Res<State<AppState>>,
    reached: Option<Res<super::script::MomentReached>>,
    mut cap: Local<Capture>,
    mut exit: MessageWriter<AppExit>,
) {
    if opts.screenshot.is_none() && opts.frame_stats.is_none() {
        return;
    }
    let failed = *state.get() == AppState::Failed;
    if !matches!(state.get(), AppState::InGame | AppState::Failed) {
        return;
    }
    // `acme play --until MOMENT`: the picture waits for the moment.
    if opts.play.as_ref().is_some_and(|p| p.until.is_some())
        && !failed
        && !reached.is_some_and(|r| r.0)
    {
        return;
    }
    cap.frames += 1;
    if cap.frames < WARM_UP {
        return;
    }
    if let Some(n) = opts.frame_stats
        && !cap.stats_done
        && !failed
    {
        let now = Instant::now();
        if let Some(last) = cap.last {
            cap.times.push((now - last).as_secs_f64() * 1000.0);
        }
        cap.last = Some(now);
        if cap.times.len() >= n as usize {
            let (mean, p99) = frame_stats(&cap.times);
            let what = if opts.empty { "empty window" } else { "board" };
            println!(
                "frame time ({what}, {n} frames): mean {mean:.2} ms, 99th percentile {p99:.2} ms"
            );
            cap.stats_done = true;
        } else {
            return;
        }
    }
    match &opts.screenshot {
        Some(path) if !cap.shot_taken => {
            cap.shot_taken = true;
            let mut save = save_to_disk(path.clone());
            let path = path.clone();
            commands.spawn(Screenshot::primary_window()).observe(
                move |ev: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    save(ev);
                    println!("saved {}", path.display());
                    exit.write(if failed {
                        AppExit::error()
                    } else {
                        AppExit::Success
                    });
                },
            );
        }
        Some(_) => {}
        None => {
            exit.write(if failed {
                AppExit::error()
            } else {
                AppExit::Success
            });
        }
    }
}

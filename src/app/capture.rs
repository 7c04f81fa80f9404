//! `--screenshot OUT.png`: save the window after the first fully rendered frames and exit.
//! `--frame-stats N`: print the mean and 99th-percentile frame time over N frames and exit (run it
//! once with the board and once with `--empty` to compare), with the process's CPU time per frame
//! over the same frames (all threads: software rendering rasterises on the process's own threads;
//! other processes on the machine stretch the wall-clock time far more than the CPU time) and how
//! many of the frames drew the board picture again, and in how many of those the still board under
//! the pieces ([`super::board_picture`]), and how many were a copy of the last frame
//! ([`super::still_frame`]).
//! `--idle-frames SECONDS`: once the window is idle (nothing moves, no input) and a second has
//! passed for the last frames asked while busy, count the frames drawn over SECONDS, print the
//! count and exit (failure if any was drawn): an idle table must draw nothing
//! ([`super::redraw`]).

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use super::board_picture::{PictureCamera, Reuse, StillCamera};
use super::redraw::{KeepDrawing, Redraw};
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
    /// The process's CPU time when the measured frames began.
    cpu_start: Option<Duration>,
    /// Measured frames in which the board picture was drawn again.
    pictures: u32,
    /// Measured frames in which the still board was drawn again.
    stills: u32,
    /// Measured frames that were a copy of the last one (`still_frame`).
    reused: u32,
    shot_taken: bool,
    idle: Idle,
}

/// `--idle-frames`: where the count is.
#[derive(Default, Clone, Copy)]
enum Idle {
    /// The window is still busy.
    #[default]
    Waiting,
    /// Idle since then; the count starts after [`SETTLE`].
    Settling(Instant),
    /// Counting since then: the frames drawn.
    Counting(Instant, u32),
}

/// Time for the last frames asked while busy to be drawn before the idle count starts.
const SETTLE: Duration = Duration::from_secs(1);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, capture.after(super::redraw::Decide));
}

/// The CPU time this process has used so far, all threads together (user and system).
pub fn process_cpu_time() -> Option<Duration> {
    #[cfg(unix)]
    {
        // SAFETY: getrusage only writes the struct it is given, which is plain data.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
            return None;
        }
        let time = |t: libc::timeval| {
            Duration::from_secs(t.tv_sec.max(0) as u64)
                + Duration::from_micros(t.tv_usec.max(0) as u64)
        };
        Some(time(usage.ru_utime) + time(usage.ru_stime))
    }
    #[cfg(not(unix))]
    {
        None
    }
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

#[allow(clippy::too_many_arguments)] // a Bevy system's parameters
fn capture(
    mut commands: Commands,
    opts: Res<WindowOptions>,
    state: Res<State<AppState>>,
    reached: Option<Res<super::script::MomentReached>>,
    redraw: Res<Redraw>,
    mut keep: ResMut<KeepDrawing>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
    picture: Query<&Camera, With<PictureCamera>>,
    still: Query<&Camera, With<StillCamera>>,
    reuse: Option<Res<Reuse>>,
    mut cap: Local<Capture>,
    mut exit: MessageWriter<AppExit>,
) {
    if opts.screenshot.is_none() && opts.frame_stats.is_none() && opts.idle_frames.is_none() {
        return;
    }
    // Frames keep coming until the measurements and the picture are done.
    keep.set_if_neq(KeepDrawing(true));
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
            if picture.iter().any(|c| c.is_active) {
                cap.pictures += 1;
            }
            if still.iter().any(|c| c.is_active) {
                cap.stills += 1;
            }
            if reuse.is_some_and(|r| r.0) {
                cap.reused += 1;
            }
        } else {
            cap.cpu_start = process_cpu_time();
        }
        cap.last = Some(now);
        if cap.times.len() >= n as usize {
            let (mean, p99) = frame_stats(&cap.times);
            let what = if opts.empty { "empty window" } else { "board" };
            let cpu = match (cap.cpu_start, process_cpu_time()) {
                (Some(a), Some(b)) => format!(
                    "{:.2} ms",
                    (b.saturating_sub(a)).as_secs_f64() * 1000.0 / cap.times.len() as f64
                ),
                _ => "unknown".to_string(),
            };
            println!(
                "frame time ({what}, {n} frames): mean {mean:.2} ms, 99th percentile {p99:.2} ms, \
                 CPU {cpu} per frame (all threads), board picture drawn in {} of them \
                 (the still board in {}), {} copies of the last frame",
                cap.pictures, cap.stills, cap.reused
            );
            cap.stats_done = true;
        } else {
            return;
        }
    }
    if let Some(secs) = opts.idle_frames
        && !failed
    {
        // From here on only the window decides whether to draw.
        keep.set_if_neq(KeepDrawing(false));
        match cap.idle {
            Idle::Waiting if redraw.wants_frame() => return,
            Idle::Waiting => {
                // Idle now. What was asked in the last busy frames (egui's last repaint) may still
                // come during the first second; then count what is drawn until a timer wakes the
                // window to report.
                cap.idle = Idle::Settling(Instant::now());
                if let Some(proxy) = proxy {
                    let proxy = (*proxy).clone();
                    let count = Duration::from_secs_f32(secs.max(0.0));
                    std::thread::spawn(move || {
                        for wait in [SETTLE, count] {
                            std::thread::sleep(wait);
                            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
                        }
                    });
                }
                return;
            }
            Idle::Settling(since) => {
                if since.elapsed() >= SETTLE {
                    cap.idle = Idle::Counting(Instant::now(), 0);
                }
                return;
            }
            Idle::Counting(since, n) => {
                if since.elapsed().as_secs_f32() < secs {
                    cap.idle = Idle::Counting(since, n + 1);
                    return;
                }
                println!("frames drawn while idle over {secs} s: {n}");
                exit.write(if n == 0 {
                    AppExit::Success
                } else {
                    AppExit::error()
                });
                return;
            }
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

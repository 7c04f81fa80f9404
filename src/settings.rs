//! Player settings, saved in the user's configuration directory: animation speed, confirmations,
//! window size. A missing or broken settings file gives the defaults (and a message), never a crash.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Speed {
    /// Seconds per animation beat (one disk removed, one NPC decision).
    pub fn beat(self) -> f32 {
        match self {
            Speed::Slow => 0.6,
            Speed::Normal => 0.25,
            Speed::Fast => 0.08,
            Speed::Instant => 0.0,
        }
    }
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];
    pub fn label(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
            Speed::Instant => "Instant",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub speed: Speed,
    /// Ask before irreversible choices (passing, ending a deployment with disks left).
    pub confirmations: bool,
    pub window: (u32, u32),
    /// The tutorial chapter reached (0-based): Learn to play offers to resume there.
    pub tutorial_chapter: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            speed: Speed::Normal,
            confirmations: true,
            window: (1280, 800),
            tutorial_chapter: 0,
        }
    }
}

/// `$ACME_HOME` if set (tests, portable installs), else the platform's data folder
/// (`$XDG_DATA_HOME/acme`, `~/.local/share/acme` on Linux).
pub fn data_home() -> PathBuf {
    if let Some(h) = std::env::var_os("ACME_HOME") {
        return PathBuf::from(h);
    }
    project_dirs().map_or_else(|| PathBuf::from("./acme"), |d| d.data_dir().to_path_buf())
}

/// The settings file: `$ACME_HOME/settings.ron` if set, else in the platform's configuration
/// folder (`$XDG_CONFIG_HOME/acme`, `~/.config/acme` on Linux).
pub fn config_path() -> PathBuf {
    if let Some(h) = std::env::var_os("ACME_HOME") {
        return PathBuf::from(h).join("settings.ron");
    }
    project_dirs()
        .map_or_else(|| PathBuf::from("./acme"), |d| d.config_dir().to_path_buf())
        .join("settings.ron")
}

/// The platform's folders for this program (None without a home directory: the current
/// directory then holds them).
fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "acme")
}

/// Load settings; on a broken file, the defaults and the reason.
pub fn load(path: &Path) -> (Settings, Option<String>) {
    match std::fs::read_to_string(path) {
        Err(_) => (Settings::default(), None),
        Ok(text) => match ron::from_str(&text) {
            Ok(s) => (s, None),
            Err(e) => (
                Settings::default(),
                Some(format!(
                    "{}:{}: {} (using default settings)",
                    path.display(),
                    e.span.start.line,
                    e.code
                )),
            ),
        },
    }
}

pub fn store(path: &Path, s: &Settings) -> std::io::Result<()> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d)?;
    }
    let tmp = path.with_extension("ron.tmp");
    std::fs::write(&tmp, crate::games::acme::record::to_ron(s))?;
    std::fs::rename(tmp, path)
}

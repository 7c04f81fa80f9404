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

/// `$ACME_HOME` if set (tests, portable installs), else the platform directories.
pub fn data_home() -> PathBuf {
    if let Some(h) = std::env::var_os("ACME_HOME") {
        return PathBuf::from(h);
    }
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("acme")
}

pub fn config_path() -> PathBuf {
    if let Some(h) = std::env::var_os("ACME_HOME") {
        return PathBuf::from(h).join("settings.ron");
    }
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("acme").join("settings.ron")
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
    std::fs::write(&tmp, crate::rules::record::to_ron(s))?;
    std::fs::rename(tmp, path)
}

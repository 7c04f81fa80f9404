//! The games this player sits in, kept in a small file next to the saves (`online-games.ron`):
//! each game's id, its server, the seat and the seat's token. The token is the only key to the
//! seat (the server keeps only its digest), so the file is written durably and a file that does
//! not read is never written over: it is kept aside under a new name, and the message says where.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The file's name in the saves folder.
pub const FILE_NAME: &str = "online-games.ron";

/// One seat this player holds in a game on a server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyGame {
    /// The game's id on its server.
    pub game: String,
    /// The server's address (`host:port`).
    pub server: String,
    /// The seat's number.
    pub seat: usize,
    /// The seat's token: whoever holds it plays the seat.
    pub token: String,
    /// The name given when joining.
    #[serde(default)]
    pub name: String,
    /// The game's rules: ACME's or ACIS's (absent in older files: ACME). A window follows the
    /// games of its own game; another game's are opened in a window of that game.
    #[serde(default)]
    pub rules: crate::game_id::AnyGame,
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct FileBody {
    games: Vec<MyGame>,
}

/// The list and its file.
#[derive(Debug, Clone)]
pub struct MyGames {
    pub path: PathBuf,
    pub games: Vec<MyGame>,
    /// The file exists but does not read: it must be kept aside before the list is written.
    broken: bool,
}

impl MyGames {
    /// The default file: in the saves folder.
    pub fn default_path() -> PathBuf {
        crate::saves::saves_dir().join(FILE_NAME)
    }

    /// Read the list at `path` (none yet: an empty list). A file that does not read gives an
    /// empty list and a sentence naming the file and its problem; nothing is written until a game
    /// is added, and then the broken file is kept aside first.
    pub fn load(path: &Path) -> (MyGames, Option<String>) {
        let mut list = MyGames {
            path: path.to_path_buf(),
            games: Vec::new(),
            broken: false,
        };
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (list, None),
            Err(e) => {
                list.broken = true;
                return (
                    list,
                    Some(format!(
                        "Your online games cannot be read from {}: {e}",
                        path.display()
                    )),
                );
            }
        };
        match ron::from_str::<FileBody>(&text) {
            Ok(body) => {
                list.games = body.games;
                (list, None)
            }
            Err(e) => {
                list.broken = true;
                (
                    list,
                    Some(format!(
                        "Your online games file {} does not read ({e}); it is left as it is until \
                         a game is added, and then kept aside under a new name.",
                        path.display()
                    )),
                )
            }
        }
    }

    /// Add a seat (or replace the entry of the same game and server) and write the file. A broken
    /// file is first renamed to `online-games.broken-<unix time>.ron`; the message says so.
    pub fn add(&mut self, g: MyGame) -> Result<Option<String>, String> {
        let mut note = None;
        if self.broken {
            let secs = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0);
            let kept = self
                .path
                .with_file_name(format!("online-games.broken-{secs}.ron"));
            std::fs::rename(&self.path, &kept).map_err(|e| {
                format!(
                    "{} does not read and cannot be kept aside ({e}): the new game is not \
                     written, so that nothing in it is lost.",
                    self.path.display()
                )
            })?;
            self.broken = false;
            note = Some(format!(
                "The online games file did not read; it is kept as {}.",
                kept.display()
            ));
        }
        match self
            .games
            .iter_mut()
            .find(|m| m.game == g.game && m.server == g.server)
        {
            Some(m) => *m = g,
            None => self.games.push(g),
        }
        self.write()?;
        Ok(note)
    }

    fn write(&self) -> Result<(), String> {
        let body = FileBody {
            games: self.games.clone(),
        };
        let text = ron::ser::to_string_pretty(&body, ron::ser::PrettyConfig::default())
            .map_err(|e| format!("cannot write the online games: {e}"))?;
        crate::saves::write_durably(&self.path, text.as_bytes(), |_| Ok(()))
            .map_err(|e| format!("cannot write the online games: {e}"))
    }

    /// Take a game out of the list and write the file (its seat's token is then forgotten: the
    /// seat cannot be taken again from this window). A broken file is left as it is: it listed
    /// nothing here.
    pub fn remove(&mut self, game: &str) -> Result<Option<String>, String> {
        let before = self.games.len();
        self.games.retain(|m| m.game != game);
        if self.games.len() == before || self.broken {
            return Ok(None);
        }
        self.write()?;
        Ok(None)
    }

    /// The entry of this game, if this player sits in it.
    pub fn get(&self, game: &str) -> Option<&MyGame> {
        self.games.iter().find(|m| m.game == game)
    }
}

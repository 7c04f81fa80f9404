//! What the menus remember and ask, apart from the menus' screens: the page shown
//! ([`MenuState`]), the player's settings ([`SettingsRes`]) and a game to start
//! ([`StartRequest`]). The tutorial's card, the prompt bar, the keys, the replay viewer, the
//! script and the redraw read or set them without importing the menus.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::games::NewGame;
use crate::app::games::new_game_form::NewGameForm;
use crate::settings::Settings;

/// The player's settings (UX; saved in the user's configuration directory).
#[derive(Resource, Debug, Clone, Default)]
pub struct SettingsRes(pub Settings, pub Option<String>);

/// A game to start as soon as the table is ready (from the command line or a menu).
#[derive(Resource, Debug, Clone)]
pub enum StartRequest {
    /// A new game, and the seats the Strategist plays in it.
    New(NewGame, Vec<crate::play::StrategistSeat>),
    Load(PathBuf),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Page {
    #[default]
    Main,
    NewGame,
    Load,
    Settings,
    /// Games to look back at in the replay viewer.
    Replays,
    /// Position files to start a game from.
    Positions,
    LearnToPlay,
    /// Online play: its pages are drawn by `app::online`.
    Online,
}

#[derive(Resource, Default)]
pub struct MenuState {
    pub(super) page: Page,
    /// The New Game screen's choices (made when the menu is first shown).
    pub(super) form: Option<NewGameForm>,
    /// The game picked on the New Game page's game row (of `app::games::OFFERED`; `None`: the
    /// window's own), and the game the form was made for.
    pub(super) game: Option<crate::game_id::GameId>,
    pub(super) form_game: Option<crate::game_id::GameId>,
    /// The seed the New Game page starts with (`acme play --new-game --seed N`), else one from
    /// the clock.
    pub seed: Option<u64>,
    pub(super) players_filter: Option<usize>,
    /// Bring the chosen setup into view in the list (once, after a preselection).
    pub(super) scroll_to_pick: bool,
    /// The Load list: every game's saves.
    pub(super) saves: Vec<crate::saves::Listed>,
    /// The Replays or Open position page's files.
    pub(super) files: Vec<(PathBuf, String)>,
    pub(super) error: Option<String>,
    /// The scenario to select when the list is first shown (`acme play --scenario X --until
    /// newgame`).
    pub(super) preselect: Option<String>,
}

impl MenuState {
    /// The Learn to play page is open (the game's tutorial draws it: `game_screens`).
    pub fn on_learn_to_play(&self) -> bool {
        self.page == Page::LearnToPlay
    }

    /// Back to the main menu's first page (leaving the tutorial or the replay viewer).
    pub fn back_to_main(&mut self) {
        self.page = Page::Main;
    }

    /// Say on the main menu's first page why something could not start or open.
    pub fn fail(&mut self, e: String) {
        self.error = Some(e);
        self.page = Page::Main;
    }

    /// Open the Online pages (drawn by `app::online`, which owns them).
    pub fn open_online(&mut self) {
        self.error = None;
        self.page = Page::Online;
    }

    /// Why the last thing asked could not start, taken (the Online pages say it themselves).
    pub fn take_error(&mut self) -> Option<String> {
        self.error.take()
    }

    /// The Online pages are up.
    pub fn online_open(&self) -> bool {
        self.page == Page::Online
    }

    /// Open the New Game page (scripted pictures), on this scenario if one is named.
    pub fn open_new_game(&mut self, scenario: Option<&str>) {
        self.page = Page::NewGame;
        self.preselect = scenario.map(str::to_string);
    }
}

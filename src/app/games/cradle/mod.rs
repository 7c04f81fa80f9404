//! Cradle of Civilization at the table: its face ([`face::CradleFace`]: the board, its armies,
//! Cities and Wonders, the questions and their answers, the players' panels, the log), what its
//! events stage in the theatre ([`theatre`]: a combat's dice, a roll's die, an army lost leaving),
//! its data files as the window loads them ([`loading`]), and what its New Game page offers ([`OFFER`]:
//! its basic setups for 4 to 6 players, each seat a person or the seeded random brain).
//!
//! Cradle does not play ACME's phases, so its face is its own, not ACME's face over another
//! ruleset (ACIS's). Its records open in the replay viewer ([`replay`]: its own model, drawn by the
//! viewer written once for every game). Where the table asks for what Cradle does not have yet
//! (losses asked as one question, a competition's panel and banner, the hint, the Strategist, a tutorial,
//! position files), the face gives the neutral answer (docs/architecture.md, "Cradle at the
//! table").

pub mod face;
pub mod loading;
pub mod replay;
pub mod scoring_view;
pub mod theatre;

use crate::app::games::new_game_form::{EntryKind, SeatKind, SetupEntry};
use crate::game_id::GameId;

pub use face::CradleFace;

/// Cradle on the New Game page: its basic setups, a person or the random brain at each seat, no
/// length or tie-break to choose (six Epochs, CR 1.0; no rules brain yet).
pub const OFFER: super::Offered = super::Offered {
    game: GameId::Cradle,
    name: "Cradle",
    setups,
    // Read only for a sandbox's civilizations: Cradle's setups have none.
    catalog: <crate::games::acme::Acme as super::system::System>::builtin_catalog,
    seat_kinds: &[SeatKind::Human, SeatKind::Npc],
    seat_words,
    length_and_tie_break: false,
};

/// The players of a basic setup for `n`, by seat ("Player 1"...): Cradle's players are colours
/// at the table, their civilizations come by the Epoch's draw (CR 3.0).
pub fn seat_names(n: u8) -> Vec<String> {
    (0..n)
        .map(crate::games::cradle::session::seat_name)
        .collect()
}

/// CR 2.0: the basic game for 4, 5 or 6 players.
pub fn setups() -> Vec<SetupEntry> {
    (4..=6u8)
        .map(|n| SetupEntry {
            title: format!("Basic game, {n} players"),
            blurb: "Six Epochs from Sumeria to Persia: each player receives a civilization \
                    every Epoch by a secret draw, kept or passed; armies enter one at a time \
                    and fight with dice (CR 2.0)."
                .into(),
            period: "c. 3000-500 BC".into(),
            map: "Cradle".into(),
            civs: seat_names(n),
            neutrals: Vec::new(),
            kind: EntryKind::Basic(n),
            first_choices: Vec::new(),
            start_epoch: 1,
            last_epoch: 6,
        })
        .collect()
}

/// A seat's kind in Cradle's words: a person, or the seeded random brain (Cradle has neither
/// rules brain nor Strategist yet).
fn seat_words(kind: SeatKind) -> (&'static str, &'static str) {
    match kind {
        SeatKind::Human => ("Human", "A player at this screen decides for this seat."),
        _ => (
            "Random",
            "The seeded random brain answers for this seat: any legal answer, the same one every \
             time in the same game (Cradle has no rules brain or Strategist yet).",
        ),
    }
}

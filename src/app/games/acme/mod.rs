//! ACME at the table: its face for the shared table ([`face::AcmeFace`]: phases, pieces and what
//! stands in each area, panel rows, card faces, board, the hover text over an area, its questions
//! laid out for the prompt bar, the map and the hand in `prompts.rs`, its seats' names and colours
//! in `seats.rs` and `colours.rs`), its choices on the New Game screen (the setups it offers, its
//! NPC tie-break methods: `new_game.rs`) and the screens only ACME needs: the guided tutorial and
//! its step card, the loss dialog, the rules reference with ACME's turn, terrain and cards, its
//! card texts, and the widgets gallery of ACME's cards.

pub mod area_text;
pub mod banner;
pub mod card_text;
pub mod colours;
pub mod face;
pub mod gallery;
pub mod loading;
pub mod losses;
pub mod new_game;
pub mod pieces;
pub mod prompts;
pub mod replay;
pub mod rules_ref;
pub mod seats;
pub mod summary;
pub mod system;
pub mod tutorial;
pub mod tutorial_card;

// The theatre and the overlays: what ACME's events stage, its competition panel and its end.
pub mod overlays;
pub mod theatre;

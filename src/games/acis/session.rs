//! ACIS at the table without the window: ACME's session (its seats, curtain, log, losses asked as
//! one question, saves) over `Game<Acis>`, since the two games share their state, questions,
//! answers and events. What is ACIS's own is its record (the family's record file saying
//! `game: "acis"`) and that the Strategist does not play it yet.

use super::rules::Acis;
use super::whole_game::AcisRecord;
use crate::games::acme::Game;
use crate::games::acme::ai;
use crate::games::acme::record::GameRecord;
use crate::games::acme::session::TableRules;

impl TableRules for Acis {
    fn file(record: &AcisRecord) -> &GameRecord {
        &record.0
    }
    fn from_file(file: GameRecord) -> AcisRecord {
        AcisRecord(file)
    }
    /// The Strategist's worlds and playouts are ACME's (its hidden places, its NPC playouts):
    /// it does not search ACIS's games yet, so it gives no answer (the command line refuses a
    /// Strategist seat in an ACIS game).
    fn strategist(_game: &Game<Acis>, _cfg: &ai::Config) -> Option<ai::Answer> {
        None
    }
}

//! ACIS at the table without the window: ACME's session (its seats, curtain, log, losses asked as
//! one question, saves) over `Game<Acis>`, since the two games share their state, questions,
//! answers and events. What is ACIS's own is its record (the family's record file saying
//! `game: "acis"`).

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
    /// The Strategist searches ACIS's games as it does ACME's: its sampled worlds and playouts
    /// are `Game<Acis>`, the NPCs of its playouts ACIS's brain.
    fn strategist(game: &Game<Acis>, cfg: &ai::Config) -> Option<ai::Answer> {
        ai::choose::<Acis>(game, cfg)
    }
}

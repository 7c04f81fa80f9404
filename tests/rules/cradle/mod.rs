//! Cradle of Civilization: its data (`data`), and its whole game on the engine, one module per
//! part of the rulebook (CR sections), each test named after the rule or example it proves.

pub mod data;
pub mod game;
pub mod session;

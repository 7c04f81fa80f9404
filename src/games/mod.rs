//! The games this program plays, each in a folder of its own: its rules, content, solitaire
//! players, scenarios and catalog. The engine (`crate::engine`) names none of them; the command
//! line and the window pick one at the top.

pub mod acis;
pub mod acme;
pub mod cradle;

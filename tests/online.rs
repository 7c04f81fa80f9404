//! Online play (issue "Online: play with friends on other machines"): a real server on the
//! loopback address with a temporary store, played by real WebSocket clients. Each module is one
//! of the promises.

mod online {
    pub mod delta;
    pub mod events;
    pub mod game;
    pub mod refusals;
    pub mod restart;
    pub mod scenarios;
    pub mod silence;
    pub mod support;
}

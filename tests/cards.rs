//! Card tests (issue 4): one module per card family. Every card id has a test whose name starts
//! with `card_NNN_`.

#[path = "support/mod.rs"]
mod support;

mod cards {
    mod a_support;
    mod competition;
    mod great_persons;
    mod negation;
}

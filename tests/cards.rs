//! Fate card tests, one module per card family (issue 4). Each test that proves a card's effect is
//! named `card_NNN_...` after the card it plays.

#[path = "support/mod.rs"]
mod support;

mod cards {
    mod a_support;
    mod b_helpers;
    mod competition;
    mod disasters;
    mod great_persons;
    mod negation;
    mod resource;
    mod trade;
}

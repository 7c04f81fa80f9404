//! Every Fate card, Deity, Monotheism rule and civilization ability, played from positions (issue
//! 4). One module per family file under `tests/cards/`; `coverage` fails when an id, Monotheism or
//! a civilization lacks a test.

#[path = "support/mod.rs"]
mod support;

mod cards {
    mod a_support;
    mod acis_cards;
    mod acis_competition_cards;
    mod acis_disasters;
    mod acis_own_cards;
    mod acis_ported_cards;
    mod acis_wonder_cards;
    mod b_helpers;
    mod c_fixtures;
    mod c_regressions;
    mod civilizations;
    mod competition;
    mod coverage;
    mod deities;
    mod disasters;
    mod epoch_table;
    mod events;
    mod great_persons;
    mod negation;
    mod politics;
    mod rb_examples;
    mod religion;
    mod resource;
    mod trade;
}

//! N1.2 tie-breaking methods.

use acme::games::acme::npc::TieBreak;
use acme::games::acme::state::Slot;
use acme::games::acme::{Action, Ask, Decision};

use crate::common::*;

/// Three cards of the same keep rank (all "place NPC disks", priority 11), the deck's top cards
/// `top` (first revealed first).
fn game_for(method: TieBreak, top: &[u8]) -> acme::games::acme::Game {
    let text = ron(
        "Card(pos: 0)",
        &[
            civ("Hittite", "Hattusha", "npc: true, hand: [43]"),
            civ("Egypt", "Thebes", ""),
        ],
        &[
            area("Hattusha", &[("Hittite", 3)]),
            area("Thebes", &[("Egypt", 3)]),
        ],
        "",
    );
    let top: Vec<u8> = top.to_vec();
    game_with(&text, move |st, _| {
        st.options.npc.tie_break = method;
        for &id in top.iter().rev() {
            let i = st.deck.draw.iter().position(|c| c.0 == id).unwrap();
            let c = st.deck.draw.remove(i);
            st.deck.draw.push(c);
        }
    })
}

fn keep3() -> Decision {
    Decision::new(
        Slot(0),
        Ask::Keep,
        "",
        "Master Scribe",
        vec![
            Action::Card(card(52)),
            Action::Card(card(53)),
            Action::Card(card(55)),
        ],
    )
}

#[test]
fn n1_2_2_method_a_uses_its_head() {
    let g = game_for(TieBreak::UseHead, &[]);
    expect(&pick_for(&g, &keep3()), Action::Card(card(52)), "method A");
}

#[test]
fn n1_2_3_method_b_one_card_per_option_highest_id_wins() {
    // The playbook's example: #12, #7, #88 revealed: the third option.
    let g = game_for(TieBreak::UseCards, &[12, 7, 88]);
    expect(
        &pick_for(&g, &keep3()),
        Action::Card(card(55)),
        "method B: #88",
    );
    let g = game_for(TieBreak::UseCards, &[88, 7, 12]);
    expect(
        &pick_for(&g, &keep3()),
        Action::Card(card(52)),
        "method B: #88",
    );
}

#[test]
fn n1_2_4_method_b1_even_first_odd_second() {
    let two = Decision::new(
        Slot(0),
        Ask::Keep,
        "",
        "Master Scribe",
        vec![Action::Card(card(52)), Action::Card(card(53))],
    );
    let g = game_for(TieBreak::EvenOdd, &[88]);
    expect(&pick_for(&g, &two), Action::Card(card(52)), "method B1");
    let g = game_for(TieBreak::EvenOdd, &[7]);
    expect(&pick_for(&g, &two), Action::Card(card(53)), "method B1");
    // Three options: ID modulo 3 (A7.1): #88 gives the second.
    let g = game_for(TieBreak::EvenOdd, &[88]);
    expect(&pick_for(&g, &keep3()), Action::Card(card(53)), "method B1");
}

//! ACME's questions at the table: where each answer of a pending [`Decision`] is given (an area
//! on the map, a card of the hand, a button of the prompt bar), its words (`explain`), which
//! answers ask "Are you sure?" first, and what Space or Enter answers. A loss is paid in the
//! losses dialog (RB Competition: losses are chosen for the whole round).

use crate::app::game_face::{Answer, AnswerPlace, Prompt};
use crate::games::acme::catalog::{AreaId, CardId, Catalog};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::explain;
use crate::games::acme::session::hint::answer_card;
use crate::games::acme::state::{Slot, State};

/// The bar's main answers: finishing, passing, yes and no, declining to respond.
const MAIN: [Action; 5] = [
    Action::Done,
    Action::Pass,
    Action::Yes,
    Action::No,
    Action::Decline,
];

/// What Space or Enter answers, the first of these the question allows (never "No": a key
/// pressed by habit must not refuse).
const KEY: [Action; 4] = [Action::Done, Action::Pass, Action::Yes, Action::Decline];

/// `d` as the table lays it out.
pub fn prompt(cat: &Catalog, st: &State, d: &Decision) -> Prompt<Slot, Action, AreaId, CardId> {
    let hand = &st.civ(d.who).hand;
    let answers = d
        .options
        .iter()
        .map(|&a| Answer {
            action: a,
            label: explain::describe_answer(cat, st, d, &a),
            place: place(a, hand),
            // A click on the card an answer names gives it (an Investment used or a Deity
            // established too), as the Strategist's hint marks that card.
            card: answer_card(a),
            confirm: confirmation(a, d),
        })
        .collect();
    Prompt {
        who: d.who,
        text: d.text.to_string(),
        rule: d.rule.to_string(),
        answers,
        key: KEY.into_iter().find(|a| d.allows(a)),
        losses: matches!(d.ask, Ask::Loss { .. }),
    }
}

/// Areas are chosen on the map; a card played, negated, discarded or picked from the hand in
/// the hand (a card not in it, in the bar); the rest in the bar.
fn place(a: Action, hand: &[CardId]) -> AnswerPlace<AreaId> {
    match a {
        Action::Area(x) | Action::RemoveFrom(x) => AnswerPlace::Map(x),
        Action::Play(c) | Action::Negate(c) | Action::Discard(c) | Action::Card(c)
            if hand.contains(&c) =>
        {
            AnswerPlace::Hand
        }
        _ if MAIN.contains(&a) => AnswerPlace::Main,
        _ => AnswerPlace::Button,
    }
}

/// Answers that cannot be taken back and are easy to give by mistake: passing the Card Phase
/// (RB: a pass is final for the phase), ending a deployment with disks left.
fn confirmation(a: Action, d: &Decision) -> Option<String> {
    match (a, &d.ask) {
        (Action::Pass, _) => {
            Some("Passing ends your Card Phase: you cannot play again this turn.".to_string())
        }
        (Action::Done, Ask::Deploy { left }) if *left > 0 => Some(format!(
            "You still have {left} disk(s) to deploy. Finish anyway?"
        )),
        _ => None,
    }
}

/// "Epoch II · Turn 3".
pub fn turn_line(st: &State) -> String {
    let roman = ["0", "I", "II", "III", "IV", "V", "VI"];
    format!(
        "Epoch {} · Turn {}",
        roman.get(st.epoch as usize).unwrap_or(&"?"),
        st.turn
    )
}

/// Why a click on area `a` does not answer `d`: the rule the area fails, under the game's
/// ruleset `R` (ACIS's deep seas refuse with ACIS's rule).
pub fn why_not_area<R: crate::games::acme::Ruleset>(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    a: AreaId,
) -> String {
    explain::why_illegal_under::<R>(cat, st, d, &Action::Area(a))
}

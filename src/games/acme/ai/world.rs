//! Sampled worlds: the game as the Strategist's seat may imagine it (information-set search).
//!
//! A world keeps everything the seat sees and resamples everything it does not: the cards at the
//! places [`view::hidden_places`] lists (other secret hands, the draw pile, cards committed face
//! down) are dealt again at random from the same cards, and the game's generator (which decides
//! every future shuffle and draw) is replaced by a fresh one. The cards so dealt are the sorted
//! list of the hidden ones: which cards are unseen is public (every card of the deck is known and
//! the visible ones are subtracted: card counting), where they lie is not. A world therefore
//! depends on what the seat sees and on the search's own generator only: two games differing in
//! hidden cards give the same worlds (tests `npc::strategist`).

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::games::acme::Game;
use crate::games::acme::catalog::CardId;
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::proc::Answerer;
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::{Slot, State};
use crate::games::acme::view::hidden_places;

/// A renaming of card ids (a permutation of the hidden cards; the identity elsewhere).
struct Renaming([u8; 256]);

impl Renaming {
    fn card(&self, c: CardId) -> CardId {
        CardId(self.0[c.0 as usize])
    }

    fn cards(&self, list: &mut [CardId]) {
        for c in list {
            *c = self.card(*c);
        }
    }

    /// Every card id the state holds in a place a card of the deck can lie (hands, piles,
    /// tables, the competition): a hidden card may have moved during the suspended step.
    fn state(&self, st: &mut State) {
        for civ in &mut st.civs {
            self.cards(&mut civ.hand);
            for t in &mut civ.table {
                t.card = self.card(t.card);
            }
            civ.deity_inactive_by = civ.deity_inactive_by.map(|c| self.card(c));
        }
        let d = &mut st.deck;
        for pile in [
            &mut d.draw,
            &mut d.discard,
            &mut d.set_aside,
            &mut d.held_out,
        ] {
            self.cards(pile);
        }
        self.cards(&mut st.epoch_revealed);
        for (_, c, _) in &mut st.comp.committed {
            *c = self.card(*c);
        }
    }

    /// An answer naming a card (another seat's secret card committed or played earlier in the
    /// suspended step) names its renamed card.
    fn action(&self, a: Action) -> Action {
        match a {
            Action::Card(c) => Action::Card(self.card(c)),
            Action::Play(c) => Action::Play(self.card(c)),
            Action::Negate(c) => Action::Negate(self.card(c)),
            Action::Discard(c) => Action::Discard(self.card(c)),
            Action::Establish(c) => Action::Establish(self.card(c)),
            Action::UseInvestment(c) => Action::UseInvestment(self.card(c)),
            Action::OfferReturn(c) => Action::OfferReturn(self.card(c)),
            a => a,
        }
    }
}

/// A world for `me` at `game`'s pending question, drawn with `rng`: the same question pending, the
/// unseen cards dealt again and a new generator. `None` when the suspended step, re-run in the
/// world, does not arrive at the same question (it read an unseen card or the generator before
/// asking): the caller draws another world. The world is of the game's ruleset `R`.
pub fn sample<R: Ruleset>(
    cat: &Arc<crate::games::acme::catalog::Catalog>,
    game: &Game<R>,
    me: Slot,
    rng: &mut ChaCha8Rng,
) -> Option<Game<R>> {
    let st = &game.state;
    let frame = st.proc.as_deref()?;
    let places = hidden_places(st, Some(me));
    let mut dealt: Vec<CardId> = places.iter().map(|p| p.card(st)).collect();
    // What the seat may know: which cards are unseen, not where they are.
    dealt.sort_unstable();
    dealt.shuffle(rng);
    let mut ren = Renaming(std::array::from_fn(|i| i as u8));
    for (p, new) in places.iter().zip(&dealt) {
        ren.0[p.card(st).0 as usize] = new.0;
    }
    // The step is re-run from its snapshot, renamed, with the answers given so far.
    let mut snapshot = (*frame.snapshot).clone_without_proc();
    ren.state(&mut snapshot);
    snapshot.rng = ChaCha8Rng::seed_from_u64(rng.random());
    let answers: Vec<Action> = frame.answers.iter().map(|&a| ren.action(a)).collect();
    let mut world = Game::<R>::without_advancing_under(cat.clone(), snapshot);
    world.play_out(&mut Replay { answers, next: 0 }, &mut |_| {});
    let same = world
        .pending()
        .is_some_and(|d| same_question(d, &frame.pending));
    (same && world.state.actions == st.actions).then_some(world)
}

fn same_question(a: &Decision, b: &Decision) -> bool {
    a.who == b.who && a.ask == b.ask && a.options == b.options
}

/// Gives the suspended step's answers again, then stops at the next question.
struct Replay {
    answers: Vec<Action>,
    next: usize,
}

impl Answerer for Replay {
    fn answer(&mut self, _: &State, d: &Decision, _: u32) -> Option<Action> {
        let a = *self.answers.get(self.next)?;
        self.next += 1;
        // A world where the step went otherwise (the answer is not an option) is refused.
        d.allows(&a).then_some(a)
    }
}

//! The Fate deck: shuffling, drawing (Events resolved at once and replaced), discarding, hand limits.

use rand::Rng;

use super::catalog::CardId;
use super::decision::{Action, Ask, Decision};
use super::event::Event;
use super::g::G;
use super::proc::{Ctx, Step};
use super::query::BASE_HAND_LIMIT;
use super::ruleset::Ruleset;
use super::state::Slot;

impl<'a, R: Ruleset> G<'a, R> {
    /// A random number below `n` from the game's own generator (G6).
    pub(crate) fn random(&mut self, n: usize) -> usize {
        self.st.reveal_count += 1;
        if n <= 1 {
            0
        } else {
            self.st.rng.random_range(0..n)
        }
    }

    pub(crate) fn shuffle(&mut self, cards: &mut [CardId]) {
        self.st.reveal_count += 1;
        for i in (1..cards.len()).rev() {
            let j = self.st.rng.random_range(0..=i);
            cards.swap(i, j);
        }
    }

    /// The discard pile becomes the new draw deck when the deck runs out (RB Drawing & Discarding).
    fn refill(&mut self, ctx: &mut Ctx) {
        if self.st.deck.draw.is_empty() && !self.st.deck.discard.is_empty() {
            let mut pile = std::mem::take(&mut self.st.deck.discard);
            self.shuffle(&mut pile);
            self.st.deck.draw = pile;
            ctx.note(
                None,
                "The discard pile is shuffled to form a new draw deck",
                "RB Drawing & Discarding",
            );
        }
    }

    /// Take the top card of the draw deck (None when deck and discard pile are both empty).
    pub(crate) fn take_top(&mut self, ctx: &mut Ctx) -> Option<CardId> {
        self.refill(ctx);
        self.st.reveal_count += 1;
        self.st.deck.draw.pop()
    }

    /// Whether any non-Event card is left to draw (G9 termination).
    fn anything_to_draw(&self) -> bool {
        self.st
            .deck
            .draw
            .iter()
            .chain(self.st.deck.discard.iter())
            .any(|&c| !self.cat.card(c).is_event())
    }

    /// Draw `n` cards into a hand at once. Events drawn are resolved at once (high to low ID, The
    /// Breath of God alone) and replaced; the replacements are a new draw (RB Drawing Events, G9).
    /// The hand limit is not enforced here (see [`G::enforce_hand_limit`]).
    pub fn draw_cards(&mut self, ctx: &mut Ctx, s: Slot, n: u8) -> Step {
        let mut want = n;
        while want > 0 {
            let mut events = Vec::new();
            let mut got = 0;
            for _ in 0..want {
                if !self.anything_to_draw()
                    && self
                        .st
                        .deck
                        .draw
                        .iter()
                        .chain(self.st.deck.discard.iter())
                        .next()
                        .is_none()
                {
                    break;
                }
                match self.take_top(ctx) {
                    Some(c) if self.cat.card(c).is_event() => events.push(c),
                    Some(c) => {
                        self.st.civ_mut(s).hand.push(c);
                        got += 1;
                    }
                    None => break,
                }
            }
            if got > 0 {
                ctx.emit(|| Event::CardsDrawn { slot: s, n: got });
            }
            if events.is_empty() {
                break;
            }
            want = events.len() as u8;
            self.resolve_events(ctx, events, Some(s))?;
            // Time Marches On (#97) in the Sudden End or Draw Step: no replacement is drawn.
            if !self.anything_to_draw() || self.st.epoch_ends_now {
                break;
            }
        }
        Ok(())
    }

    /// Resolve Events drawn or revealed together: highest ID first, or only The Breath of God (#103)
    /// when it is among them (RB Multiple Events). Each goes to the discard pile afterwards.
    /// The procedure lives with the Event cards (`cards::events::resolve_together`).
    pub fn resolve_events(
        &mut self,
        ctx: &mut Ctx,
        events: Vec<CardId>,
        drawer: Option<Slot>,
    ) -> Step {
        super::cards::events::resolve_together(self, ctx, events, drawer)
    }

    /// Reveal the top card of the draw deck: an Event is resolved at once and discarded, and the
    /// next card is revealed in its place (RB Revealing Cards, G9). Returns the non-Event card.
    pub(crate) fn reveal_non_event(&mut self, ctx: &mut Ctx) -> Step<Option<CardId>> {
        loop {
            if !self.anything_to_draw() {
                return Ok(None);
            }
            let Some(c) = self.take_top(ctx) else {
                return Ok(None);
            };
            if self.cat.card(c).is_event() {
                self.resolve_events(ctx, vec![c], None)?;
                continue;
            }
            return Ok(Some(c));
        }
    }

    pub(crate) fn discard_from_hand(&mut self, ctx: &mut Ctx, s: Slot, c: CardId) {
        let hand = &mut self.st.civ_mut(s).hand;
        if let Some(i) = hand.iter().position(|&x| x == c) {
            hand.remove(i);
            self.st.deck.discard.push(c);
            ctx.note(
                Some(s),
                self.text(|| {
                    format!(
                        "{} discards {}",
                        self.q().civ_name(s),
                        self.cat.card_name(c)
                    )
                }),
                "",
            );
        }
    }

    /// Remove a card from a hand without discarding it (it is being played).
    pub(crate) fn take_from_hand(&mut self, s: Slot, c: CardId) -> bool {
        let hand = &mut self.st.civ_mut(s).hand;
        match hand.iter().position(|&x| x == c) {
            Some(i) => {
                hand.remove(i);
                true
            }
            None => false,
        }
    }

    /// Discard down to the hand limit, the owner choosing (RB Hand Size).
    pub(crate) fn enforce_hand_limit(&mut self, ctx: &mut Ctx, s: Slot) -> Step {
        // At most the base limit and no scenario (which alone lowers a limit): within it, without
        // working the limit out. Why: this is asked of every civilization after every action.
        if self.st.scenario.is_none() && self.st.civ(s).hand.len() <= BASE_HAND_LIMIT {
            // Debug builds check that no rule outside a scenario lowers the limit below the base.
            debug_assert!(self.q().hand_limit(s) >= BASE_HAND_LIMIT);
            return Ok(());
        }
        loop {
            let limit = self.q().hand_limit(s);
            let hand = &self.st.civ(s).hand;
            if hand.len() <= limit {
                return Ok(());
            }
            let over = (hand.len() - limit) as u8;
            let mut opts: Vec<Action> = hand
                .iter()
                .filter(|&&c| !R::card_locked(self.st, s, c))
                .map(|&c| Action::Discard(c))
                .collect();
            opts.sort();
            opts.dedup();
            if opts.is_empty() {
                return Ok(());
            }
            let d = Decision::new(
                s,
                Ask::DiscardExcess { over },
                self.text(|| {
                    format!(
                        "{}: discard {} card(s) down to the hand limit of {}",
                        self.q().civ_name(s),
                        over,
                        limit
                    )
                }),
                "RB Hand Size",
                opts,
            );
            if let Action::Discard(c) = ctx.ask(self.st, d)? {
                self.discard_from_hand(ctx, s, c);
            }
        }
    }
}

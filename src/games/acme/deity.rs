//! Deities: establishing, paying resources, capture and destruction, return and re-establishment,
//! cleansing (RB "Establish a Deity", content 4-5, G12, G13).

use super::catalog::{AreaId, CardId, MONOTHEISM};
use super::decision::{Action, Ask, Decision};
use super::event::About;
use super::g::G;
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::{BlockLoc, Slot, deity_ids};

/// A price in resources (RB Establish a Deity: disks from the map, mina, cards from hand).
#[derive(Debug, Clone, Copy)]
pub struct Price {
    pub total: u8,
    /// How many of them must be disks removed from the map.
    pub min_disks: u8,
    /// An area where at least one disk must stay (the area a payment is for).
    pub keep: Option<AreaId>,
    /// The rule that asks, for its questions.
    pub rule: &'static str,
}

impl<'a, R: Ruleset> G<'a, R> {
    /// Deities this civilization could establish now (available blocks; Monotheism for the
    /// Israelites when its block is free, content 5).
    pub(crate) fn available_deities(&self, s: Slot) -> Vec<CardId> {
        let mut v: Vec<CardId> = deity_ids()
            .filter(|&d| self.st.block(d) == BlockLoc::Available)
            .collect();
        let civ = self.cat.civ(self.st.civ(s).civ);
        if civ.has_ability("People of the Covenant")
            && self.st.block(MONOTHEISM) == BlockLoc::Available
        {
            v.push(MONOTHEISM);
        }
        v
    }

    /// Resources a civilization could pay: disks on the map, mina, cards in hand.
    pub(crate) fn establish_resources(&self, s: Slot) -> u32 {
        let c = self.st.civ(s);
        self.q().disks_on_map(s.faction()) + c.treasury as u32 + c.hand.len() as u32
    }

    /// Price of establishing a Deity: 5 resources (Sumer's Ziggurat Builders: 4).
    pub(crate) fn establish_price(&self, s: Slot) -> u8 {
        if self
            .cat
            .civ(self.st.civ(s).civ)
            .has_ability("Ziggurat Builders")
        {
            4
        } else {
            5
        }
    }

    /// RB: Control of the Homeland, no Deity card held, and the price payable with at least 2
    /// disks from the map.
    pub(crate) fn can_establish(&self, s: Slot) -> bool {
        let q = self.q();
        let Some(home) = q.homeland(s) else {
            return false;
        };
        !R::deity_forbidden(self, s)
            && q.controls(s.faction(), home)
            && q.deity(s).is_none()
            && !self.available_deities(s).is_empty()
            && q.disks_on_map(s.faction()) >= 2
            && self.establish_resources(s) >= self.establish_price(s) as u32
    }

    /// Own Deity destroyed or returned, Homeland Controlled: it may be re-established (RB).
    pub(crate) fn can_reestablish_free(&self, s: Slot) -> bool {
        let q = self.q();
        let (Some(d), Some(home)) = (q.deity(s), q.homeland(s)) else {
            return false;
        };
        matches!(self.st.block(d), BlockLoc::Destroyed { owner } | BlockLoc::Returned { owner } if owner == s)
            && q.controls(s.faction(), home)
    }

    pub(crate) fn can_reestablish(&self, s: Slot) -> bool {
        self.can_reestablish_free(s) && self.establish_resources(s) >= 2
    }

    /// Pay `total` resources, at least `min_disks` of them disks removed from the map, one at a
    /// time (RB: disks returned to Supply, mina, cards discarded).
    pub(crate) fn pay_resources(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        total: u8,
        min_disks: u8,
        why: CardId,
    ) -> Step {
        let what = self.cat.card_name(why);
        let price = Price {
            total,
            min_disks,
            keep: None,
            rule: "RB Establish a Deity",
        };
        self.pay_price(ctx, s, &price, what)
    }

    /// Pay `price` for `what` (a name players read), one resource at a time: a disk from the map
    /// back to supply, a mina, or a card from hand discarded.
    pub(crate) fn pay_price(&mut self, ctx: &mut Ctx, s: Slot, price: &Price, what: &str) -> Step {
        let Price {
            total,
            min_disks,
            keep,
            rule,
        } = *price;
        let mut disks_paid = 0u8;
        for paid in 0..total {
            let left = total - paid;
            let disks_needed = min_disks.saturating_sub(disks_paid);
            let f = s.faction();
            let mut opts = super::decision::options_from(
                super::catalog::iter_set(self.q().occupied_set(f))
                    .filter(|&a| keep != Some(a) || self.q().disks(f, a) > 1)
                    .map(Action::RemoveFrom),
            );
            if left > disks_needed {
                let c = self.st.civ(s);
                if c.treasury > 0 {
                    opts.push(Action::PayMina);
                }
                let mut cards: Vec<Action> = c.hand.iter().map(|&x| Action::Discard(x)).collect();
                cards.sort();
                cards.dedup();
                opts.extend(cards);
            }
            if opts.is_empty() {
                break;
            }
            let d = Decision::new(
                s,
                Ask::Pay { left, disks_needed },
                self.text(|| {
                    format!(
                        "{}: pay {} more resource(s) for {} ({} must be disks from the map)",
                        self.q().civ_name(s),
                        left,
                        what,
                        disks_needed
                    )
                }),
                rule,
                opts,
            );
            match ctx.ask(self.st, d)? {
                Action::RemoveFrom(a) => {
                    self.take_off(ctx, f, a, 1);
                    disks_paid += 1;
                }
                Action::PayMina => {
                    self.spend_mina(ctx, s, 1);
                }
                Action::Discard(c) => self.discard_from_hand(ctx, s, c),
                _ => unreachable!(),
            }
        }
        Ok(())
    }

    /// Put the Deity's temple on the Homeland block (RB steps 1-2).
    pub(crate) fn establish(&mut self, ctx: &mut Ctx, s: Slot, deity: CardId) {
        self.st.civ_mut(s).deity = Some(deity);
        self.st.civ_mut(s).deity_inactive_by = None;
        self.st.set_block(deity, BlockLoc::Temple { owner: s });
        ctx.note(
            Some(s),
            self.text(|| {
                format!(
                    "{} establishes {}",
                    self.q().civ_name(s),
                    self.cat.card_name(deity)
                )
            }),
            "RB Establish a Deity",
        );
    }

    /// G13 Deity swap (Prophet #9 option (a), Monotheism #95): the old Deity goes back to the
    /// available array (card and temple) unless it is captured, in which case the captor keeps the
    /// block (its card lies face down beside the old owner's display: `BlockLoc::Orphaned`). An
    /// inactivity card lying on the old Deity is discarded (G12). An old Monotheism leaves with its
    /// card #95 (discarded). Converting to Monotheism returns the temples the convert holds to their
    /// owners' Deity cards (MT-2; an orphaned one to the array). The new Deity is established at once
    /// on the Homeland.
    pub fn swap_deity(&mut self, ctx: &mut Ctx, s: Slot, new: CardId) {
        if let Some(old) = self.st.civ(s).deity {
            if let Some(card) = self.st.civ_mut(s).deity_inactive_by.take() {
                self.st.deck.discard.push(card);
            }
            match self.st.block(old) {
                BlockLoc::Captured { owner, by } if owner == s => {
                    self.st.set_block(old, BlockLoc::Orphaned { by })
                }
                BlockLoc::Temple { .. }
                | BlockLoc::Destroyed { .. }
                | BlockLoc::Returned { .. } => self.st.set_block(old, BlockLoc::Available),
                _ => {}
            }
            if old == MONOTHEISM {
                let c = self.st.civ_mut(s);
                if let Some(i) = c.table.iter().position(|t| t.card == MONOTHEISM) {
                    c.table.remove(i);
                    self.st.deck.discard.push(MONOTHEISM);
                }
            }
            ctx.note(
                Some(s),
                self.text(|| {
                    format!(
                        "{} gives up {}",
                        self.q().civ_name(s),
                        self.cat.card_name(old)
                    )
                }),
                "G13 Deity swap",
            );
        }
        if new == MONOTHEISM {
            for d in self.q().captured_by(s) {
                match self.st.block(d) {
                    BlockLoc::Captured { owner, .. } => {
                        self.st.set_block(d, BlockLoc::Returned { owner })
                    }
                    _ => self.st.set_block(d, BlockLoc::Available),
                }
                ctx.note(
                    Some(s),
                    self.text(|| {
                        format!(
                            "{}: the captured {} temple goes home (no idols)",
                            self.q().civ_name(s),
                            self.cat.card_name(d)
                        )
                    }),
                    "Monotheism MT-2",
                );
            }
        }
        self.establish(ctx, s, new);
    }

    pub(crate) fn reestablish(&mut self, ctx: &mut Ctx, s: Slot) {
        if let Some(d) = self.q().deity(s) {
            self.st.set_block(d, BlockLoc::Temple { owner: s });
            ctx.note(
                Some(s),
                self.text(|| {
                    format!(
                        "{} re-establishes {}",
                        self.q().civ_name(s),
                        self.cat.card_name(d)
                    )
                }),
                "RB Re-establishing a Deity",
            );
        }
    }

    /// Card Phase action: establish a Deity for its full price.
    pub(crate) fn establish_action(&mut self, ctx: &mut Ctx, s: Slot, deity: CardId) -> Step {
        let price = self.establish_price(s);
        self.pay_resources(ctx, s, price, 2, deity)?;
        self.establish(ctx, s, deity);
        Ok(())
    }

    /// Card Phase action: re-establish for 2 resources of any type (RB).
    pub(crate) fn reestablish_action(&mut self, ctx: &mut Ctx, s: Slot) -> Step {
        let d = self.q().deity(s).expect("checked");
        self.pay_resources(ctx, s, 2, 0, d)?;
        self.reestablish(ctx, s);
        Ok(())
    }

    /// Card Phase action: cleanse an inactive Deity (G12: 2 resources, 3 for Forsaken by God).
    pub(crate) fn can_cleanse(&self, s: Slot) -> bool {
        let c = self.st.civ(s);
        match c.deity_inactive_by {
            Some(card) => self.establish_resources(s) >= if card == CardId(92) { 3 } else { 2 },
            None => false,
        }
    }

    pub(crate) fn cleanse_action(&mut self, ctx: &mut Ctx, s: Slot) -> Step {
        let card = self.st.civ(s).deity_inactive_by.expect("checked");
        let price = if card == CardId(92) { 3 } else { 2 };
        let d = self.q().deity(s).unwrap_or(card);
        self.pay_resources(ctx, s, price, 0, d)?;
        self.st.civ_mut(s).deity_inactive_by = None;
        self.st.deck.discard.push(card);
        ctx.note(
            Some(s),
            self.text(|| {
                format!(
                    "{} cleanses its Deity of {}",
                    self.q().civ_name(s),
                    self.cat.card_name(card)
                )
            }),
            "G12",
        );
        Ok(())
    }

    /// Temples held by `captor` that it could offer back: owners without an active Deity (RB
    /// Returning a Deity).
    pub(crate) fn returnable_by(&self, captor: Slot) -> Vec<CardId> {
        self.q()
            .captured_by(captor)
            .into_iter()
            .filter(|&d| match self.st.block(d) {
                BlockLoc::Captured { owner, .. } => !self.q().deity_active(owner),
                // G13: a temple whose owner changed Deity may be returned (to the array).
                BlockLoc::Orphaned { .. } => true,
                _ => false,
            })
            .collect()
    }

    /// Give a captured temple back: the returner gains 2 VP, the receiver loses 1 (RB). A temple
    /// left captured by a Deity swap goes to the available array instead; the returner still gains
    /// its VP and the old owner loses nothing (G13; a Monotheism block becomes free).
    pub(crate) fn return_deity(&mut self, ctx: &mut Ctx, deity: CardId) {
        match self.st.block(deity) {
            BlockLoc::Captured { owner, by } => {
                self.st.set_block(deity, BlockLoc::Returned { owner });
                self.gain_vp(ctx, by, 2, "returning a captured Deity (RB)");
                self.lose_vp(ctx, owner, 1, "receiving its Deity back (RB)");
            }
            BlockLoc::Orphaned { by } => {
                self.st.set_block(deity, BlockLoc::Available);
                self.gain_vp(ctx, by, 2, "returning a captured Deity (RB, G13)");
            }
            _ => {}
        }
    }

    /// Civilization `s` requests its captured temple: which captor holds it.
    pub(crate) fn own_temple_captor(&self, s: Slot) -> Option<(CardId, Slot)> {
        let d = self.q().deity(s)?;
        match self.st.block(d) {
            BlockLoc::Captured { owner, by } if owner == s => Some((d, by)),
            _ => None,
        }
    }

    /// RB Captured Deity: at the end of the Growth, Card and Competition Phases (and after each
    /// competition), a temple standing on a Homeland Controlled by another faction is captured
    /// (a civilization with a Deity), or destroyed (Barbarians, a godless people, a monotheist).
    pub fn capture_check(&mut self, ctx: &mut Ctx) {
        // The slots by index (their number does not change here): no list to allocate, as this
        // check runs after every competition.
        for owner in (0..self.st.civs.len() as u8).map(Slot) {
            let Some(d) = self.q().deity(owner) else {
                continue;
            };
            if self.st.block(d) != (BlockLoc::Temple { owner }) {
                continue;
            }
            let Some(home) = self.q().homeland(owner) else {
                continue;
            };
            let Some(ctl) = self.st.areas[home.0 as usize].controller() else {
                continue;
            };
            if ctl == owner.faction() {
                continue;
            }
            // The inactivity card lying on it is discarded (G12).
            if let Some(card) = self.st.civ_mut(owner).deity_inactive_by.take() {
                self.st.deck.discard.push(card);
            }
            let held: Vec<CardId> = self.q().captured_by(owner);
            let taker = ctl.slot();
            let capture =
                taker.is_some_and(|t| self.q().deity(t).is_some() && !self.q().is_monotheist(t));
            if capture {
                let t = taker.expect("checked");
                self.st.set_block(d, BlockLoc::Captured { owner, by: t });
                for h in held {
                    match self.st.block(h) {
                        // Its own temple recaptured: back on its Deity card, to be re-established
                        // (RB "they may be recaptured and reinstated"); a civilization never holds
                        // its own temple captive.
                        BlockLoc::Captured { owner: o, .. } if o == t => {
                            self.st.set_block(h, BlockLoc::Returned { owner: o })
                        }
                        BlockLoc::Captured { owner: o, .. } => {
                            self.st.set_block(h, BlockLoc::Captured { owner: o, by: t })
                        }
                        _ => self.st.set_block(h, BlockLoc::Orphaned { by: t }),
                    }
                }
                ctx.note_about(
                    Some(t),
                    About::TempleCaptured(d),
                    || {
                        self.text(|| {
                            format!(
                                "{} captures the {} temple of {}",
                                self.q().civ_name(t),
                                self.cat.card_name(d),
                                self.q().civ_name(owner)
                            )
                        })
                    },
                    "RB Captured Deity",
                );
                self.gain_vp(ctx, t, 1, "capturing a Deity (RB)");
                self.deity_loot(ctx, t);
            } else {
                self.st.set_block(d, BlockLoc::Destroyed { owner });
                for h in held {
                    match self.st.block(h) {
                        BlockLoc::Captured { owner: o, .. } => {
                            self.st.set_block(h, BlockLoc::Destroyed { owner: o })
                        }
                        _ => self.st.set_block(h, BlockLoc::Available),
                    }
                }
                let who = self.q().faction_name(ctl).to_string();
                ctx.note_about(
                    taker,
                    About::TempleDestroyed(d),
                    || {
                        self.text(|| {
                            format!(
                                "{} destroys the {} temple of {}",
                                who,
                                self.cat.card_name(d),
                                self.q().civ_name(owner)
                            )
                        })
                    },
                    "RB Captured Deity (godless / Barbarians)",
                );
                if let Some(t) = taker {
                    self.deity_loot(ctx, t);
                }
            }
        }
    }

    /// The mina of a Deity capture is Loot: in the Competition Phase it waits in the Loot box.
    fn deity_loot(&mut self, ctx: &mut Ctx, t: Slot) {
        if self.q().in_competition() {
            self.gain_loot(ctx, t, 1);
        } else {
            self.gain_mina(ctx, t, 1);
        }
    }

    /// Victory Tally VP for Deities (RB Victory Tally, Monotheism MT-1 to MT-3).
    pub fn deity_vp(&self, s: Slot) -> u32 {
        let q = self.q();
        let Some(d) = q.deity(s) else { return 0 };
        let home = q.homeland(s);
        if d == MONOTHEISM {
            if q.temple_standing(s) && q.st.civ(s).deity_inactive_by.is_none() {
                // MT-1: Control, not mere presence.
                return home.is_some_and(|h| q.controls(s.faction(), h)) as u32;
            }
            // MT-3: faith in exile.
            let captured =
                matches!(self.st.block(d), BlockLoc::Captured { owner, .. } if owner == s);
            return (captured && home.is_some_and(|h| q.occupies(s.faction(), h)) && q.cities(s) > 0)
                as u32;
        }
        if !q.temple_benefits(s) {
            return 0;
        }
        1 + q.captured_by(s).len() as u32
    }

    /// Number of Deities counted for the Epoch scoring "most Deities" VP (MT-4).
    pub fn deity_count(&self, s: Slot) -> u32 {
        let q = self.q();
        let own = q
            .deity(s)
            .is_some_and(|d| matches!(self.st.block(d), BlockLoc::Temple { owner } if owner == s))
            as u32;
        own + q.captured_by(s).len() as u32
    }
}

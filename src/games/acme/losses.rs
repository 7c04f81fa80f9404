//! Losing disks, and the alternate loss (RB "Disk Removal" / "Alternate Loss", content G1, G19).
//!
//! Whenever a civilization would have one of its disks removed from the map for any reason, it may
//! instead lose 1 mina or discard 1 card (in a competition also give up its Stronghold cube, or use
//! a loss-absorbing Investment such as Master Armorer). Barbarians never have this option.

use super::catalog::{AreaId, CardId};
use super::decision::{Action, Ask, Decision, Text};
use super::event::Event;
use super::g::G;
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::{Faction, Slot};

pub(crate) const MASTER_ARMORER: CardId = CardId(20);
pub(crate) const SHIELD_BEARERS: CardId = CardId(34);

pub use super::loss_rules::{Loss, LossMemo, LossRules};

impl<'a, R: Ruleset> G<'a, R> {
    /// Would this loss be stopped by a protection? (Hattusha, the Citadel; Homeland Defense.)
    fn protected(&self, f: Faction, a: AreaId, rules: &LossRules, memo: &LossMemo) -> bool {
        let Some(s) = f.slot() else { return false };
        if !rules.card_protections || rules.cause.is_none() {
            return false;
        }
        let q = self.q();
        let civ = self.cat.civ(self.st.civ(s).civ);
        let left = q.disks(f, a);
        // Hittite display: Hattusha loses at most 1 disk to any single Fate card, and its last
        // Hittite disk can never be removed by a Fate card (PB example, Biblical Plague note).
        if civ.has_known(super::catalog::Known::HattushaTheCitadel)
            && q.name(a) == "Hattusha"
            && (memo.hattusha_lost >= 1 || left <= 1)
        {
            return true;
        }
        // RB optional Homeland Defense: the last disk in its own Homeland is safe from cards in the
        // Card Phase.
        if self.st.options.homeland_defense
            && q.homeland(s) == Some(a)
            && left <= 1
            && self.st.flow.phase() == super::event::Phase::Card
        {
            return true;
        }
        // Solitaire Gold protection (playbook-spec N1.7.4), then the scenario's own (Ilium).
        R::loss_protected(self, s, a, rules, memo)
    }

    /// A disk of `v` in `a` lost to a card of `s` under `rules` and, where the loss is to be
    /// replaced ([`Loss::replaced`]: a disk removed; under ACIS's AG2 a kept one too), one of
    /// `s`'s disks placed there within the stacking limit (RB Disk Removal: a replacing disk
    /// beyond it is not placed). One rule for ACME's Usurper and ACIS's Poet.
    pub(crate) fn lose_and_replace(
        &mut self,
        ctx: &mut Ctx,
        v: Faction,
        s: Slot,
        a: AreaId,
        rules: LossRules,
        memo: &mut LossMemo,
    ) -> Step {
        if self.lose_one(ctx, v, a, rules, memo)?.replaced::<R>() {
            self.place(ctx, s.faction(), a, 1);
        }
        Ok(())
    }

    /// One piece of faction `f` in area `a` would be lost. Offers the victim its legal ways to pay
    /// instead (RB Alternate Loss) and carries out its choice.
    pub fn lose_one(
        &mut self,
        ctx: &mut Ctx,
        f: Faction,
        a: AreaId,
        rules: LossRules,
        memo: &mut LossMemo,
    ) -> Step<Loss> {
        // Giver of Laws (#19), 2 disks: the card's whole effect on this civilization is cancelled;
        // Shield Bearers (#34): the loss after the announced one is cancelled too.
        if let Some(kept) = super::cards::great_persons::loss_precheck(self, ctx, f, a, &rules)? {
            return Ok(kept);
        }
        let ar = &self.st.areas[a.0 as usize];
        let allies = f.slot().map(|s| ar.allies[s.idx()]).unwrap_or(0);
        if rules.allies_first && allies > 0 {
            let s = f.slot().expect("allies belong to a civilization");
            self.remove_allies(ctx, s, a, 1);
            return Ok(Loss::Ally);
        }
        let has_cube = ar.stronghold == Some(f);
        let disks = ar.disks[f.idx()];
        let target_cube = rules.cube_first && has_cube;
        if !target_cube && disks == 0 {
            return Ok(Loss::Nothing);
        }
        // Medes & Persians, The Immortals: the first own disk lost in a competition is not lost,
        // also to a card or ability resolved at step 3 (removal rounds call it themselves); never
        // against a card that forbids offsets (Traitor #22, Siege Master #17; G5).
        if !target_cube
            && !rules.cube_first
            && (rules.mina || rules.cards)
            && self.st.comp.area == Some(a)
            && self.q().in_competition()
            && super::competition_abilities::immortals(self, ctx, f, a)?
        {
            return Ok(Loss::Kept);
        }
        // The protections against cards: the Rulebook's and a ruleset's (Hattusha, Homeland
        // Defense, Gold, Ilium), then one that depends on who plays the card (Walls of Troy).
        let protection = if target_cube {
            None
        } else if self.protected(f, a, &rules, memo) {
            Some("Hattusha / Homeland Defense")
        } else {
            f.slot()
                .filter(|_| rules.card_protections)
                .and_then(|s| R::card_protected(self, ctx, s, a, &rules))
        };
        if let Some(rule) = protection {
            ctx.note(
                f.slot(),
                self.text(|| {
                    format!(
                        "{}: protected in {}",
                        self.q().faction_name(f),
                        self.q().name(a)
                    )
                }),
                rule,
            );
            return Ok(Loss::Protected);
        }
        let Some(s) = f.slot() else {
            // RB: a Barbarian disk is always removed.
            if target_cube {
                self.remove_stronghold(ctx, a);
                return Ok(Loss::Cube);
            }
            self.take_off(ctx, f, a, 1);
            return Ok(Loss::Disk);
        };
        let options = self.loss_offers(ctx, s, a, &rules, memo, target_cube);
        let choice = self.ask_loss(ctx, s, a, &rules, target_cube, options)?;
        match choice {
            Action::LoseDisk => Ok(self.lose_piece(ctx, s, a, &rules, memo, target_cube)),
            Action::PayMina => {
                self.spend_mina(ctx, s, 1);
                ctx.emit(|| Event::LossPaid {
                    slot: s,
                    area: a,
                    with: format!("a {}", R::CURRENCY).into(),
                });
                Ok(Loss::Kept)
            }
            Action::Discard(c) => {
                self.discard_from_hand(ctx, s, c);
                ctx.emit(|| Event::LossPaid {
                    slot: s,
                    area: a,
                    with: self.text(|| format!("the card {}", self.cat.card_name(c))),
                });
                Ok(Loss::Kept)
            }
            Action::GiveStronghold => {
                self.remove_stronghold(ctx, a);
                ctx.emit(|| Event::LossPaid {
                    slot: s,
                    area: a,
                    with: "its Stronghold cube".into(),
                });
                Ok(Loss::Cube)
            }
            Action::UseInvestment(MASTER_ARMORER) if memo.armorer_call == Some(s) => {
                // One more disk of the call already made against this loss (no new call, no new
                // negation window).
                super::cards::armorer_more(self, ctx, s, a);
                Ok(Loss::Kept)
            }
            Action::UseInvestment(card) => self.absorb_with_card(ctx, s, a, card, rules, memo),
            other => unreachable!("not a loss option: {other:?}"),
        }
    }

    /// What the civilization may do about the loss: lose the piece, pay (G1), or use a card on
    /// the table (Master Armorer again for a loss it already answered; Giver of Laws).
    fn loss_offers(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
        memo: &LossMemo,
        target_cube: bool,
    ) -> Vec<Action> {
        let mut options = self.loss_options(s, a, rules, target_cube);
        if !target_cube
            && memo.armorer_call == Some(s)
            && rules.competition_cards
            && !options.contains(&Action::UseInvestment(MASTER_ARMORER))
            && super::cards::armorer_disks_here(self, s, a)
        {
            options.push(Action::UseInvestment(MASTER_ARMORER));
        }
        if !target_cube && super::cards::great_persons::giver_of_laws_offer(self, ctx, s, rules) {
            options.push(Action::UseInvestment(R::LAWGIVER.card));
        }
        options
    }

    /// The RB Alternate Loss question (G1) of a civilization about to lose a disk or its
    /// Stronghold cube.
    fn ask_loss(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
        target_cube: bool,
        options: Vec<Action>,
    ) -> Step<Action> {
        let what = if target_cube {
            "its Stronghold cube"
        } else {
            "a disk"
        };
        // Lazy: re-runs of the step need not rebuild the question (see `proc::Trail`).
        let d = || {
            // A single option is taken by `ask` at once, never shown: no sentence for it.
            let text = if options.len() == 1 {
                Text::Borrowed("")
            } else {
                self.text(|| {
                    let cause = rules
                        .cause
                        .map(|c| format!(" to {}", self.cat.card_name(c)))
                        .unwrap_or_default();
                    format!(
                        "{} would lose {} in {}{}: lose it, or pay a {} or a card instead",
                        self.q().civ_name(s),
                        what,
                        self.q().name(a),
                        cause,
                        R::CURRENCY
                    )
                })
            };
            Decision::new(
                s,
                Ask::Loss {
                    area: a,
                    cause: rules.cause,
                },
                text,
                "RB Alternate Loss (G1)",
                options,
            )
            .at(a)
        };
        ctx.ask_lazy(self.st, d)
    }

    /// The piece is lost: the Stronghold cube, or a disk (counted for Hattusha, Gold, the card's
    /// removals and the competition).
    fn lose_piece(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
        memo: &mut LossMemo,
        target_cube: bool,
    ) -> Loss {
        if target_cube {
            self.remove_stronghold(ctx, a);
            Loss::Cube
        } else {
            if self.q().name(a) == "Hattusha" {
                memo.hattusha_lost += 1;
            }
            if R::gold_owner_at(self.st, a) == Some(s) {
                memo.gold_lost += 1;
            }
            if rules.cause.is_some() {
                memo.card_lost |= super::catalog::bit(a);
            }
            self.take_off(ctx, s.faction(), a, 1);
            if let Some(comp_area) = self.st.comp.area
                && comp_area == a
            {
                self.st.comp.removed[s.idx()] += 1;
            }
            Loss::Disk
        }
    }

    /// A card on the table takes the loss (content #20, #34, Master Armorer); when its use is
    /// negated the loss happens after all.
    fn absorb_with_card(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        a: AreaId,
        card: CardId,
        rules: LossRules,
        memo: &mut LossMemo,
    ) -> Step<Loss> {
        let kept = super::cards::absorb_loss(self, ctx, s, a, card)?;
        if kept && card == MASTER_ARMORER {
            memo.armorer_call = Some(s);
        }
        if kept && card == R::LAWGIVER.card {
            Ok(Loss::Prevented)
        } else if kept {
            Ok(Loss::Kept)
        } else {
            // The use was negated: the loss happens after all (content #20, #34).
            let text = format!("{} loses the piece after all", self.q().civ_name(s));
            ctx.note(Some(s), text, "G10");
            let mut again = rules;
            again.competition_cards = false;
            again.mina = rules.mina && self.st.civ(s).treasury > 0;
            self.lose_one(ctx, s.faction(), a, again, memo)
        }
    }

    fn loss_options(
        &self,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
        target_cube: bool,
    ) -> Vec<Action> {
        let civ = self.st.civ(s);
        let mut opts = super::decision::option_list(civ.hand.len() + 4);
        opts.push(Action::LoseDisk);
        let restrict = if self.st.comp.area == Some(a) {
            self.st.comp.restrict[s.idx()]
        } else {
            0
        };
        if rules.mina && civ.treasury > 0 && restrict & 1 == 0 {
            opts.push(Action::PayMina);
        }
        if rules.cards && restrict & 2 == 0 {
            // Card ids already offered (ids are below 128): a bit set instead of a Vec to search.
            let mut seen = 0u128;
            for &c in &civ.hand {
                if seen & (1u128 << c.0) == 0 && !R::card_locked(self.st, s, c) {
                    seen |= 1u128 << c.0;
                    opts.push(Action::Discard(c));
                }
            }
        }
        // Urartu, Mountain Fortresses: the cube may be given up instead of the disk in any phase,
        // but not against a card that forbids offsets (Traitor #22, Siege Master #17; G5).
        let fortress = (rules.mina || rules.cards)
            && self
                .cat
                .civ(civ.civ)
                .has_known(super::catalog::Known::MountainFortresses);
        if (rules.stronghold || fortress)
            && !target_cube
            && self.st.areas[a.0 as usize].stronghold == Some(s.faction())
        {
            opts.push(Action::GiveStronghold);
        }
        if rules.competition_cards {
            for c in super::cards::loss_absorbers(self, s, a, rules.cause) {
                opts.push(Action::UseInvestment(c));
            }
        }
        opts
    }

    /// Remove `n` pieces of a faction from an area, one at a time with the offer each time.
    /// Returns how many colour disks actually left.
    pub fn lose_many(
        &mut self,
        ctx: &mut Ctx,
        f: Faction,
        a: AreaId,
        n: u8,
        rules: LossRules,
        memo: &mut LossMemo,
    ) -> Step<u8> {
        let mut removed = 0;
        for _ in 0..n {
            match self.lose_one(ctx, f, a, rules, memo)? {
                Loss::Disk => removed += 1,
                Loss::Nothing | Loss::Protected => break,
                _ => {}
            }
        }
        Ok(removed)
    }
}

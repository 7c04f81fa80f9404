//! Moving pieces: disks between supplies, growth boxes and the map; mina; VP; Stronghold cubes.
//! Every change is reported as an [`Event`]. These functions do no rule checks beyond the physical
//! ones (a supply cannot go below zero); legality is decided by the callers.

use super::catalog::{AreaId, CardId};
use super::decision::Text;
use super::event::Event;
use super::g::G;
use super::proc::Ctx;
use super::ruleset::Ruleset;
use super::state::{Faction, Slot};

impl<'a, R: Ruleset> G<'a, R> {
    /// Put up to `n` disks of a faction from its Supply onto an area, within the stacking limit of
    /// the current phase (G3: a placement beyond the limit is not made). Returns how many.
    pub fn place(&mut self, ctx: &mut Ctx, f: Faction, a: AreaId, n: u8) -> u8 {
        if !R::may_place(self, f, a) {
            return 0; // a scenario forbids it (Troy's Ilium, neutral Egypt)
        }
        let room = self.q().room(f, a);
        self.place_unlimited(ctx, f, a, n.min(room))
    }

    /// Put disks from Supply ignoring stacking (Competition Phase, Royal Roads, setups).
    pub(crate) fn place_unlimited(&mut self, ctx: &mut Ctx, f: Faction, a: AreaId, n: u8) -> u8 {
        let avail = match f.slot() {
            Some(s) => self.st.civ(s).supply,
            None => self.st.barbarian_supply,
        };
        let n = (n as u16).min(avail) as u8;
        if n == 0 {
            return 0;
        }
        match f.slot() {
            Some(s) => self.st.civ_mut(s).supply -= n as u16,
            None => self.st.barbarian_supply -= n as u16,
        }
        self.st.areas.add(a, f, n);
        ctx.emit(|| Event::Placed {
            faction: f,
            area: a,
            n,
        });
        n
    }

    /// Whether the ruleset keeps `s`'s own disks, brought by its Fate card `card`, out of `a`
    /// ([`Ruleset::card_disks_kept_out`]: ACIS's Walls of Troy); if so, a note names the rule.
    pub(crate) fn card_disks_barred(
        &self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        a: AreaId,
    ) -> bool {
        let Some(rule) = R::card_disks_kept_out(self, s, card, a) else {
            return false;
        };
        ctx.note(
            Some(s),
            self.text(|| {
                format!(
                    "{}: no disk of {} goes into {}",
                    self.cat.card_name(card),
                    self.q().civ_name(s),
                    self.q().name(a)
                )
            }),
            rule,
        );
        true
    }

    /// Put up to `n` of `s`'s disks, brought by its Fate card `card`, from Supply into `a`
    /// ignoring stacking (Competition cards), unless the ruleset keeps them out
    /// ([`Self::card_disks_barred`]). Returns how many.
    pub(crate) fn card_place_own(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        a: AreaId,
        n: u8,
    ) -> u8 {
        if self.card_disks_barred(ctx, s, card, a) {
            return 0;
        }
        self.place_unlimited(ctx, s.faction(), a, n)
    }

    /// Put a disk from the civilization's Disks for Growth box onto the map (Deployment).
    pub(crate) fn deploy_from_growth(&mut self, ctx: &mut Ctx, s: Slot, a: AreaId) {
        let c = self.st.civ_mut(s);
        debug_assert!(c.growth > 0);
        c.growth -= 1;
        c.captives = c.captives.min(c.growth);
        self.st.areas.add(a, s.faction(), 1);
        ctx.emit(|| Event::Placed {
            faction: s.faction(),
            area: a,
            n: 1,
        });
    }

    /// Take up to `n` disks of a faction off an area back to its Supply. This is the physical move:
    /// offers to pay instead of losing a disk are made by `losses`, not here.
    pub(crate) fn take_off(&mut self, ctx: &mut Ctx, f: Faction, a: AreaId, n: u8) -> u8 {
        let have = self.st.areas[a.0 as usize].disks[f.idx()];
        let n = n.min(have);
        if n == 0 {
            return 0;
        }
        self.st.areas.remove(a, f, n);
        match f.slot() {
            Some(s) => self.st.civ_mut(s).supply += n as u16,
            None => self.st.barbarian_supply += n as u16,
        }
        ctx.emit(|| Event::Removed {
            faction: f,
            area: a,
            n,
        });
        if self.st.areas[a.0 as usize].disks[f.idx()] == 0 && !self.q().in_competition() {
            self.drop_orphan_stronghold(ctx, a);
        }
        n
    }

    /// RB Card Phase: a Stronghold cube without a disk of its faction is removed at once. We apply
    /// this outside the Competition Phase too (a cube marks a faction holding the high ground).
    pub(crate) fn drop_orphan_stronghold(&mut self, ctx: &mut Ctx, a: AreaId) {
        let ar = self.st.area_mut(a);
        if let Some(f) = ar.stronghold
            && ar.disks[f.idx()] == 0
        {
            ar.stronghold = None;
            self.st.strongholds_free += 1;
            ctx.emit(|| Event::Stronghold {
                area: a,
                faction: None,
            });
        }
    }

    pub(crate) fn remove_stronghold(&mut self, ctx: &mut Ctx, a: AreaId) {
        if self.st.area_mut(a).stronghold.take().is_some() {
            self.st.strongholds_free += 1;
            ctx.emit(|| Event::Stronghold {
                area: a,
                faction: None,
            });
        }
    }

    pub(crate) fn put_stronghold(&mut self, ctx: &mut Ctx, f: Faction, a: AreaId) -> bool {
        if self.st.strongholds_free == 0 || self.st.areas[a.0 as usize].stronghold.is_some() {
            return false;
        }
        self.st.strongholds_free -= 1;
        self.st.area_mut(a).stronghold = Some(f);
        ctx.emit(|| Event::Stronghold {
            area: a,
            faction: Some(f),
        });
        true
    }

    /// Add white Allied disks to a civilization's side in an area (no supply limit, RB), unless
    /// the ruleset keeps the Fate card being resolved from adding them there
    /// ([`Ruleset::card_allies_allowed`]: ACIS's Walls of Troy).
    pub(crate) fn add_allies(&mut self, ctx: &mut Ctx, s: Slot, a: AreaId, n: u8) {
        if n > 0 && R::card_allies_allowed(self, ctx, s, a) {
            self.st.area_mut(a).allies[s.idx()] += n;
            ctx.emit(|| Event::Allies {
                slot: s,
                area: a,
                delta: n as i8,
            });
        }
    }

    pub(crate) fn remove_allies(&mut self, ctx: &mut Ctx, s: Slot, a: AreaId, n: u8) -> u8 {
        let have = &mut self.st.area_mut(a).allies[s.idx()];
        let n = n.min(*have);
        *have -= n;
        if n > 0 {
            ctx.emit(|| Event::Allies {
                slot: s,
                area: a,
                delta: -(n as i8),
            });
        }
        n
    }

    /// Gain mina from the white supply; what the supply lacks is forfeit (RB Mina Limits, G8).
    pub(crate) fn gain_mina(&mut self, ctx: &mut Ctx, s: Slot, n: u16) -> u16 {
        let n = n.min(self.st.white_supply);
        if n > 0 {
            self.st.white_supply -= n;
            self.st.civ_mut(s).treasury += n;
            ctx.emit(|| Event::Mina {
                slot: s,
                delta: n as i16,
            });
        }
        n
    }

    /// Loot goes to the Sacked City Loot box until the end of the Competition Phase (RB Loot).
    pub(crate) fn gain_loot(&mut self, ctx: &mut Ctx, s: Slot, n: u16) -> u16 {
        let n = n.min(self.st.white_supply);
        if n > 0 {
            self.st.white_supply -= n;
            self.st.civ_mut(s).loot += n;
            ctx.note(
                Some(s),
                self.text(|| {
                    format!(
                        "{} puts {} {} of Loot in its Loot box",
                        self.q().civ_name(s),
                        n,
                        R::CURRENCY
                    )
                }),
                "RB Loot",
            );
        }
        n
    }

    /// Pay or lose mina (back to the white supply).
    pub(crate) fn spend_mina(&mut self, ctx: &mut Ctx, s: Slot, n: u16) -> u16 {
        let c = self.st.civ_mut(s);
        let n = n.min(c.treasury);
        if n > 0 {
            c.treasury -= n;
            self.st.white_supply += n;
            ctx.emit(|| Event::Mina {
                slot: s,
                delta: -(n as i16),
            });
        }
        n
    }

    /// `why` is the rule the note names: a `Text`, so that a fixed rule name is borrowed rather
    /// than copied for every gain (the Victory Tally gains several VP per civilization).
    pub fn gain_vp(&mut self, ctx: &mut Ctx, s: Slot, n: u32, why: impl Into<Text>) {
        if n > 0 && !R::vp_frozen(self.st, s) {
            let why: Text = why.into();
            self.st.civ_mut(s).vp += n;
            ctx.emit(|| Event::Vp {
                slot: s,
                delta: n as i16,
            });
            let text = self.text(|| format!("{} gains {} VP: {}", self.q().civ_name(s), n, why));
            ctx.note(Some(s), text, why);
        }
    }

    /// VP never drop below 0 (RB Victory Point Track).
    pub(crate) fn lose_vp(&mut self, ctx: &mut Ctx, s: Slot, n: u32, why: &str) {
        let c = self.st.civ_mut(s);
        let n = n.min(c.vp);
        if n > 0 {
            c.vp -= n;
            ctx.emit(|| Event::Vp {
                slot: s,
                delta: -(n as i16),
            });
            ctx.note(
                Some(s),
                self.text(|| format!("{} loses {} VP: {}", self.q().civ_name(s), n, why)),
                why.to_string(),
            );
        }
    }

    /// Move disks from Supply to the Disks for Growth box; returns how many.
    pub fn to_growth(&mut self, s: Slot, n: u16) -> u16 {
        let c = self.st.civ_mut(s);
        let n = n.min(c.supply);
        c.supply -= n;
        c.growth += n;
        n
    }

    /// Return every disk left in the growth box to Supply (RB Deployment: no carry-over).
    pub(crate) fn growth_to_supply(&mut self, s: Slot) {
        let c = self.st.civ_mut(s);
        c.supply += c.growth;
        c.growth = 0;
        c.captives = 0;
    }
}

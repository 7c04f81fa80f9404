//! Questions about the position that many rules ask: Control, Contested, Cities, stacking limits
//! (the ruleset's table), Homelands and Deities. All are read-only.

use std::marker::PhantomData;

use super::catalog::{AreaId, AreaSet, CardId, Catalog, Terrain, bit, iter_set};
use super::flow::Flow;
use super::g::G;
use super::ruleset::Acme;
use super::ruleset::{Ruleset, Stacking, limit_in};
use super::state::{
    AreaState, BARBARIANS, BlockLoc, Faction, MAX_SLOTS, Slot, State, stacks_at_least,
};

/// RB Hand Size: 6 cards (Mittani 7 while it holds a Competition card; a scenario may change it).
pub const BASE_HAND_LIMIT: usize = 6;

/// `Q` ("query"): the read-only view used by most queries (so they work on `&State` as well as
/// inside steps; [`crate::games::acme::g::G`] is the mutable one), under the ruleset `R`
/// (some answers are a ruleset's hook: Contested, the hand limit, a civilization's name).
pub struct Q<'a, R: Ruleset = Acme> {
    pub cat: &'a Catalog,
    pub st: &'a State,
    rules: PhantomData<fn() -> R>,
}

impl<'a> Q<'a> {
    /// The queries under ACME's ruleset.
    pub fn new(cat: &'a Catalog, st: &'a State) -> Self {
        Q::under(cat, st)
    }
}

impl<'a, R: Ruleset> Q<'a, R> {
    /// The queries under the ruleset `R`.
    pub fn under(cat: &'a Catalog, st: &'a State) -> Self {
        Q {
            cat,
            st,
            rules: PhantomData,
        }
    }

    pub fn playable_set(&self) -> AreaSet {
        self.cat.board.configs[self.st.config].playable
    }
    pub fn playable(&self, a: AreaId) -> bool {
        self.playable_set() & bit(a) != 0
    }
    pub fn playable_areas(&self) -> impl Iterator<Item = AreaId> + '_ {
        iter_set(self.playable_set())
    }
    /// Neighbours inside the playable map (G16: adjacency uses the current configuration).
    pub fn neighbours(&self, a: AreaId) -> impl Iterator<Item = AreaId> + '_ {
        iter_set(self.cat.board.adj[a.0 as usize] & self.playable_set())
    }
    pub fn neighbour_set(&self, a: AreaId) -> AreaSet {
        self.cat.board.adj[a.0 as usize] & self.playable_set()
    }
    pub fn is_land(&self, a: AreaId) -> bool {
        self.cat.board.land & bit(a) != 0
    }
    pub fn terrain(&self, a: AreaId) -> Terrain {
        self.cat.board.area(a).terrain
    }
    pub fn name(&self, a: AreaId) -> &str {
        self.cat.board.name(a)
    }

    pub fn disks(&self, f: Faction, a: AreaId) -> u8 {
        self.st.areas[a.0 as usize].disks[f.idx()]
    }
    pub fn occupies(&self, f: Faction, a: AreaId) -> bool {
        self.disks(f, a) > 0
    }
    /// RB "Control": the faction is the only one with disks in the area.
    pub fn controls(&self, f: Faction, a: AreaId) -> bool {
        self.st.areas[a.0 as usize].controller() == Some(f)
    }
    /// RB Competition Phase: a Stronghold cube with at least one disk, or 2+ disks of one faction,
    /// and at least one disk of an opposing faction.
    pub fn contested(&self, a: AreaId) -> bool {
        self.area_contested(&self.st.areas[a.0 as usize])
    }
    /// [`Q::contested`] for an area's pieces as given (e.g. as they were before a step).
    pub fn area_contested(&self, ar: &AreaState) -> bool {
        // The cheap stack test first: most areas fail it, and then nobody need be counted. The
        // eight slot stacks are tested as one word (`stacks_at_least`), the Barbarians apart.
        (stacks_at_least(ar.slot_stacks(), 2) != 0
            || ar.disks[BARBARIANS] >= 2
            || ar.stronghold.is_some_and(|f| ar.disks[f.idx()] >= 1))
            && R::sides(self.st, ar, ar.faction_count()) >= 2
    }
    /// Own disks plus white Allies in a competition.
    pub fn is_city(&self, s: Slot, a: AreaId) -> bool {
        self.is_land(a) && self.disks(s.faction(), a) >= 3
    }
    pub fn cities(&self, s: Slot) -> u32 {
        self.city_set(s).count_ones()
    }
    pub fn city_areas(&self, s: Slot) -> Vec<AreaId> {
        iter_set(self.city_set(s)).collect()
    }
    /// The playable areas holding a City of `s`.
    pub fn city_set(&self, s: Slot) -> AreaSet {
        self.st.areas.at_least(s.faction(), 3) & self.playable_set() & self.cat.board.land
    }
    /// The areas of every slot's Cities (`Q::city_set` of each slot, indexed by slot; none for a
    /// slot not in the game). The rules that compare the Cities of every rival (the NPC's leader,
    /// harm order, removal ranks, N1.9 priorities, Primary Enemy and peace checks) ask it.
    pub fn city_sets(&self) -> [AreaSet; MAX_SLOTS] {
        std::array::from_fn(|i| self.city_set(Slot(i as u8)))
    }
    /// Every area (playable or not) where `f` has at least `min` disks (kept by the areas, see
    /// `rules::areas`).
    pub fn stack_set(&self, f: Faction, min: u8) -> AreaSet {
        self.st.areas.at_least(f, min)
    }
    /// The playable areas `f` occupies.
    pub fn occupied_set(&self, f: Faction) -> AreaSet {
        self.st.areas.occupied(f) & self.playable_set()
    }
    /// The playable areas where nobody has a disk.
    pub fn empty_set(&self) -> AreaSet {
        !self.st.areas.occupied_by_anyone() & self.playable_set()
    }
    pub fn areas_of(&self, f: Faction) -> Vec<AreaId> {
        iter_set(self.occupied_set(f)).collect()
    }
    pub fn disks_on_map(&self, f: Faction) -> u32 {
        self.st.disks_on_map(f)
    }

    /// Faction `f`'s stacking limit in `a` at `when` (RB Stacking, the ruleset's table:
    /// [`Ruleset::stacking`]).
    pub fn limit(&self, f: Faction, a: AreaId, when: Stacking) -> u8 {
        limit_in(&R::stacking(self.cat, self.st, f), a, when)
    }
    /// Faction `f`'s stacking limit in `a` now: the Competition Phase's during that phase, the
    /// Growth and Card Phases' in every other step (G3).
    pub fn stack_limit(&self, f: Faction, a: AreaId) -> u8 {
        let when = if matches!(self.st.flow.phase(), super::event::Phase::Competition) {
            Stacking::Competition
        } else {
            Stacking::GrowthAndCard
        };
        self.limit(f, a, when)
    }
    /// Faction `f`'s limit in `a` in the Growth and Card Phases (G3: outside the Competition Phase).
    pub fn growth_limit(&self, f: Faction, a: AreaId) -> u8 {
        self.limit(f, a, Stacking::GrowthAndCard)
    }
    /// The areas where `f`'s stack has reached [`Q::growth_limit`] (playable or not), from the
    /// stack sets the areas keep.
    pub fn full_set(&self, f: Faction) -> AreaSet {
        R::stacking(self.cat, self.st, f)
            .iter()
            .fold(0, |full, c| match c.growth_and_card {
                0 => full | c.areas,
                u8::MAX => full,
                n => full | (self.st.areas.at_least(f, n) & c.areas),
            })
    }
    /// Faction `f`'s limit in `a` at the start of the Reckoning Phase.
    pub fn reckoning_limit(&self, f: Faction, a: AreaId) -> u8 {
        self.limit(f, a, Stacking::Reckoning)
    }
    /// How many more disks this faction may put here now.
    pub fn room(&self, f: Faction, a: AreaId) -> u8 {
        self.stack_limit(f, a).saturating_sub(self.disks(f, a))
    }

    pub fn homeland(&self, s: Slot) -> Option<AreaId> {
        self.st.civ(s).homeland
    }
    /// Home areas of the civilizations in play (their Homeland blocks).
    pub fn active_homelands(&self) -> AreaSet {
        self.st
            .civs
            .iter()
            .filter_map(|c| c.homeland)
            .fold(0, |s, a| s | bit(a))
    }
    /// The slot whose Homeland block is on this area.
    pub fn homeland_owner(&self, a: AreaId) -> Option<Slot> {
        self.st.slots().find(|&s| self.homeland(s) == Some(a))
    }

    // ---- Deities (RB Establish a Deity; content G12, G17) ----

    /// The Deity (or Monotheism) this civilization holds, if any.
    pub fn deity(&self, s: Slot) -> Option<CardId> {
        self.st.civ(s).deity
    }
    /// Its temple stands on its Homeland (established and not captured, destroyed or returned).
    pub fn temple_standing(&self, s: Slot) -> bool {
        self.deity(s)
            .is_some_and(|d| self.st.block(d) == BlockLoc::Temple { owner: s })
    }
    /// RB "active Deity": temple standing on the Homeland and no inactivity card on it (G12).
    pub fn deity_active(&self, s: Slot) -> bool {
        self.temple_standing(s) && self.st.civ(s).deity_inactive_by.is_none()
    }
    /// A Deity's bonus may be used: its owner has a disk in its Homeland, it is not inactive, and if
    /// the temple is captured or destroyed the Homeland is not Controlled by another faction (RB).
    pub fn deity_bonus_usable(&self, s: Slot, deity: CardId) -> bool {
        if self.deity(s) != Some(deity) || self.st.civ(s).deity_inactive_by.is_some() {
            return false;
        }
        let Some(home) = self.homeland(s) else {
            return false;
        };
        if !self.occupies(s.faction(), home) {
            return false;
        }
        if !self.temple_standing(s) {
            let ctl = self.st.areas[home.0 as usize].controller();
            if ctl.is_some_and(|f| f != s.faction()) {
                return false;
            }
        }
        true
    }
    /// The Temple Granary and the Victory Tally VP need the active temple and a disk beside it (RB).
    pub fn temple_benefits(&self, s: Slot) -> bool {
        self.deity_active(s)
            && self
                .homeland(s)
                .is_some_and(|h| self.occupies(s.faction(), h))
    }
    /// G17: may play Religion (R) cards for their effect.
    pub fn may_play_religion(&self, s: Slot) -> bool {
        let Some(d) = self.deity(s) else {
            return false;
        };
        let home = self.homeland(s);
        match self.st.block(d) {
            BlockLoc::Temple { owner } if owner == s => {
                // Active or inactive; a disk there, or nobody there at all (RB Homeland Empty).
                home.is_some_and(|h| {
                    self.occupies(s.faction(), h) || self.st.areas[h.0 as usize].is_empty()
                })
            }
            _ => home.is_some_and(|h| self.occupies(s.faction(), h)),
        }
    }
    /// Captured temples (and Monotheism blocks) on this civilization's display.
    pub fn captured_by(&self, s: Slot) -> Vec<CardId> {
        super::state::deity_ids()
            .chain(std::iter::once(super::catalog::MONOTHEISM))
            .filter(|&d| matches!(self.st.block(d), BlockLoc::Captured { by, .. } | BlockLoc::Orphaned { by } if by == s))
            .collect()
    }
    pub fn is_monotheist(&self, s: Slot) -> bool {
        self.deity(s) == Some(super::catalog::MONOTHEISM)
    }

    /// Hand limit: 6, Mittani 7 while it holds a Competition card (RB Hand Size).
    pub fn hand_limit(&self, s: Slot) -> usize {
        let civ = self.st.civ(s);
        let mittani = self
            .cat
            .civ(civ.civ)
            .has_known(super::catalog::Known::ChariotAristocracy);
        let base = if mittani
            && civ
                .hand
                .iter()
                .any(|&c| super::catalog::in_set(self.cat.sets.competition, c))
        {
            BASE_HAND_LIMIT + 1
        } else {
            BASE_HAND_LIMIT
        };
        R::hand_limit(self.st, s, base)
    }

    /// Shortest path length through playable areas (playbook-spec C0.3.4).
    pub fn distance(&self, from: AreaId, to: AreaId) -> Option<u32> {
        let play = self.playable_set();
        let mut seen = bit(from);
        let mut frontier = bit(from);
        let mut d = 0;
        while frontier != 0 {
            if frontier & bit(to) != 0 {
                return Some(d);
            }
            let mut next = 0;
            for a in iter_set(frontier) {
                next |= self.cat.board.adj[a.0 as usize] & play;
            }
            next &= !seen;
            seen |= next;
            frontier = next;
            d += 1;
        }
        None
    }

    pub fn in_competition(&self) -> bool {
        matches!(
            self.st.flow,
            Flow::CompStart
                | Flow::CompTraitor { .. }
                | Flow::CompNext
                | Flow::Comp { .. }
                | Flow::CompEnd
        )
    }

    pub fn civ_name(&self, s: Slot) -> &str {
        if let Some(n) = R::civ_name(self.st, s)
            && !n.is_empty()
        {
            return n;
        }
        match self.st.civs.get(s.idx()) {
            Some(c) => &self.cat.civ(c.civ).name,
            None => "Nobody",
        }
    }
    pub fn faction_name(&self, f: Faction) -> &str {
        match f.slot() {
            Some(s) => self.civ_name(s),
            None => "Barbarians",
        }
    }
}

impl<'a, R: Ruleset> G<'a, R> {
    /// Read-only queries on the current state.
    pub fn q(&self) -> Q<'_, R> {
        Q::under(self.cat, self.st)
    }
}

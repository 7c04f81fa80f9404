//! The state of every area, with each faction's stack sets kept up to date.
//!
//! Why: the Deployment options, Cities, Control checks and most of the NPC brain start from "the
//! areas where this faction has disks", "its City-sized stacks" or "its full stacks". Found by a
//! walk over all 99 areas, these sets took about a tenth of a headless game. [`Areas`] keeps, for
//! each faction, the areas where it has at least 1, 2, 3 and 4 disks as bit sets, and updates the
//! bits of one area whenever a stack changes. That is sound only if every change of a stack goes
//! through [`Areas`]: [`Disks`] reads like an array but cannot be written, so the compiler finds
//! any other write. Debug builds also recount a set whenever it is read ([`Areas::at_least`]).
//!
//! The sets are derived, never saved: a state serializes exactly as the plain list of areas it
//! was before (same saves, same state hash), and deserializing rebuilds them.
//!
//! [`Areas`] also keeps a journal of the areas changed since a copy of them was last brought up to
//! date ([`Areas::changes_since`]). Why: the solitaire bookkeeping records the areas before every
//! step of a game with NPCs (`npc::Before`), and a step changes a few areas at most; copying all
//! 99 for every step was about 3% of the Strategist's playouts (docs/performance.md, round 14).

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::catalog::{AreaId, AreaSet, bit};
use super::state::{AreaState, FACTIONS, Faction};

/// Disks per faction in one area (slots, then the Barbarians). Read it like an array; change it
/// only through [`Areas`] (see the module note).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Disks([u8; FACTIONS]);

impl Disks {
    /// Disks for an area that is not part of a game's [`Areas`] (e.g. a test of one area's
    /// arithmetic): a state's areas change their stacks only through [`Areas`].
    pub fn loose(disks: [u8; FACTIONS]) -> Self {
        Disks(disks)
    }
}

impl Deref for Disks {
    type Target = [u8; FACTIONS];
    fn deref(&self) -> &[u8; FACTIONS] {
        &self.0
    }
}

impl fmt::Debug for Disks {
    /// As the plain array it replaced, so that printed states read as before.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The stack sizes kept as sets: 1 (occupied), 2 and 4 (full in Desert or Sea and elsewhere, RB
/// Stacking), 3 (a City in a Land area, RB "Cities").
pub const KEPT_SIZES: u8 = 4;

/// Every area's state, with the areas where each faction has at least 1 to [`KEPT_SIZES`] disks
/// (see the module note).
#[derive(Default)]
pub struct Areas {
    list: Vec<AreaState>,
    /// `at_least[k - 1][f]`: the areas where faction `f` has at least `k` disks.
    at_least: [[AreaSet; FACTIONS]; KEPT_SIZES as usize],
    /// The copy the journal is kept for ([`Areas::changes_since`]); 0: none, every area counts as
    /// changed.
    journal: u64,
    /// The areas changed (or lent out for change) since that copy was last brought up to date.
    changed: AreaSet,
    /// False only when no area holds a Gold marker ([`Areas::may_hold_gold`]).
    may_hold_gold: bool,
}

impl Areas {
    /// The areas (playable or not) where `f` has at least `k` disks: kept for `k` from 1 to
    /// [`KEPT_SIZES`], counted for any other size (no rule asks for one yet).
    pub fn at_least(&self, f: Faction, k: u8) -> AreaSet {
        if !(1..=KEPT_SIZES).contains(&k) {
            return self.recount(f, k);
        }
        let set = self.at_least[k as usize - 1][f.idx()];
        debug_assert_eq!(
            set,
            self.recount(f, k),
            "{f:?}'s set of {k}+ stacks is out of step"
        );
        set
    }

    /// The areas (playable or not) where `f` has a disk.
    pub fn occupied(&self, f: Faction) -> AreaSet {
        self.at_least(f, 1)
    }

    /// The areas where any faction has a disk.
    pub fn occupied_by_anyone(&self) -> AreaSet {
        self.at_least[0].iter().fold(0, |m, s| m | s)
    }

    /// The areas where a faction other than `f` has a disk.
    pub fn occupied_by_others(&self, f: Faction) -> AreaSet {
        let sets = &self.at_least[0];
        (0..FACTIONS)
            .filter(|&i| i != f.idx())
            .fold(0, |m, i| m | sets[i])
    }

    /// One area, to change anything but its stacks (Allies, Strongholds, cubes, Gold); noted in
    /// the journal. Why not through `DerefMut`: that lends out every area, and the journal must
    /// then count them all as changed.
    #[inline]
    pub fn area_mut(&mut self, a: AreaId) -> &mut AreaState {
        self.changed |= bit(a);
        self.may_hold_gold = true;
        &mut self.list[a.0 as usize]
    }

    /// False when no area holds a Gold marker (solitaire and scenario Gold, N1.7); true when one
    /// may (an area was lent out for change since [`Areas::recheck_gold`] last looked). Why: the
    /// solitaire bookkeeping asks after every step and the NPC brain for every question, most
    /// games have no Gold at all, and a walk over the 99 areas each time was about 1% of the
    /// Strategist's playouts.
    pub fn may_hold_gold(&self) -> bool {
        debug_assert!(
            self.may_hold_gold || self.list.iter().all(|ar| ar.gold.is_none()),
            "an area holds Gold that the areas did not see placed"
        );
        self.may_hold_gold
    }

    /// Look again whether any area holds Gold, if one may ([`Areas::may_hold_gold`]).
    pub fn recheck_gold(&mut self) -> bool {
        if self.may_hold_gold {
            self.may_hold_gold = self.list.iter().any(|ar| ar.gold.is_some());
        }
        self.may_hold_gold
    }

    /// The areas changed since the copy `journal` was last brought up to date, or `None` when the
    /// journal is not kept for that copy (a new or cloned `Areas`, or another copy's): every area
    /// may differ. Either way the journal is kept for `journal` from now on, with no area changed:
    /// the caller brings its copy up to date. `journal`: a number no other copy uses, never 0.
    pub fn changes_since(&mut self, journal: u64) -> Option<AreaSet> {
        debug_assert_ne!(journal, 0, "journal 0 stands for none");
        let changed = (self.journal == journal).then_some(self.changed);
        self.journal = journal;
        self.changed = 0;
        changed
    }

    /// Add `n` disks of `f` in `a`.
    #[inline]
    pub fn add(&mut self, a: AreaId, f: Faction, n: u8) {
        let d = &mut self.list[a.0 as usize].disks.0[f.idx()];
        *d += n;
        let now = *d;
        self.restack(a, f, now);
    }

    /// Take `n` disks of `f` from `a` (there must be that many).
    #[inline]
    pub fn remove(&mut self, a: AreaId, f: Faction, n: u8) {
        let d = &mut self.list[a.0 as usize].disks.0[f.idx()];
        *d -= n;
        let now = *d;
        self.restack(a, f, now);
    }

    /// Set `f`'s stack in `a` to `n` disks.
    pub fn set(&mut self, a: AreaId, f: Faction, n: u8) {
        self.list[a.0 as usize].disks.0[f.idx()] = n;
        self.restack(a, f, n);
    }

    /// The bits of `a` in `f`'s sets, for a stack of `n` disks.
    #[inline]
    fn restack(&mut self, a: AreaId, f: Faction, n: u8) {
        let b = bit(a);
        self.changed |= b;
        for k in 1..=KEPT_SIZES {
            let set = &mut self.at_least[k as usize - 1][f.idx()];
            if n >= k {
                *set |= b;
            } else {
                *set &= !b;
            }
        }
    }

    /// The set of areas where `f` has at least `min` disks, by a walk over every area (the sets'
    /// debug cross-check, their rebuild, and sizes not kept).
    fn recount(&self, f: Faction, min: u8) -> AreaSet {
        self.list
            .iter()
            .enumerate()
            .filter(|(_, ar)| ar.disks[f.idx()] >= min)
            .fold(0, |set, (i, _)| set | bit(AreaId(i as u8)))
    }
}

impl From<Vec<AreaState>> for Areas {
    fn from(list: Vec<AreaState>) -> Self {
        let mut areas = Areas {
            list,
            ..Areas::default()
        };
        // Whether any holds Gold is looked at when first asked (`recheck_gold`).
        areas.may_hold_gold = true;
        // One pass over the stacks (a new game builds its areas so), rather than a recount for
        // every faction and size.
        for (i, ar) in areas.list.iter().enumerate() {
            for (f, &n) in ar.disks.iter().enumerate() {
                for k in 1..=n.min(KEPT_SIZES) {
                    areas.at_least[k as usize - 1][f] |= bit(AreaId(i as u8));
                }
            }
        }
        areas
    }
}

/// Reading and changing everything but the stacks (Allies, Strongholds, cubes, Gold) goes
/// through the list itself.
impl Deref for Areas {
    type Target = [AreaState];
    fn deref(&self) -> &[AreaState] {
        &self.list
    }
}

/// Every area lent out: the journal counts them all as changed (one area: [`Areas::area_mut`]),
/// and any may receive Gold.
impl DerefMut for Areas {
    fn deref_mut(&mut self) -> &mut [AreaState] {
        self.changed = AreaSet::MAX;
        self.may_hold_gold = true;
        &mut self.list
    }
}

/// A copy keeps no journal: a record brought up to date from the original is not one of the copy.
impl Clone for Areas {
    fn clone(&self) -> Self {
        Areas {
            list: self.list.clone(),
            at_least: self.at_least,
            journal: 0,
            changed: 0,
            may_hold_gold: self.may_hold_gold,
        }
    }
    /// Reuses the list's allocation (see `State`'s `clone_from`).
    fn clone_from(&mut self, src: &Self) {
        self.list.clone_from(&src.list);
        self.at_least = src.at_least;
        self.journal = 0;
        self.changed = 0;
        self.may_hold_gold = src.may_hold_gold;
    }
}

impl PartialEq for Areas {
    /// The areas themselves: the sets follow from them.
    fn eq(&self, other: &Self) -> bool {
        self.list == other.list
    }
}

impl fmt::Debug for Areas {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.list.fmt(f)
    }
}

impl Serialize for Areas {
    /// As the plain list (the sets are derived).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Areas {
    /// The list, then the sets rebuilt from it.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<AreaState>::deserialize(d).map(Areas::from)
    }
}

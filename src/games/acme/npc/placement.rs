//! Where an NPC places and removes disks (playbook-spec N1.9, N1.4.9-12, N1.6).
//!
//! The engine asks for one disk at a time (Deployment, Gilgamesh re-entry, card placements); the
//! NPC walks the priority lists for that disk: Home Defense 1-10, then Hostile 11-21 (when hostile to
//! a civilization) or Non-Hostile 22-28, filtered by the general restrictions N1.9.3-6 / G1-G4, and
//! places in the first priority that has a legal area. A priority that "fills" an area keeps
//! applying to the next disks until it is satisfied (N1.9.7, N1.9.11); areas that were *empty when
//! the Deployment Step began* stay targets of the fill priorities (4, 24) while the NPC's own disks go
//! in, and new areas reached during the step do not reopen Home Defense (N1.9.8 "don't look
//! back") — see [`record_anchor`].

use crate::games::acme::{Acme, Ruleset};
use std::borrow::Cow;

mod priorities;

use priorities::Table;

use super::{Anchor, Areas, B, Choice, tiebreak};
use crate::games::acme::catalog::{AreaId, AreaSet, Known, Terrain, bit, iter_set};
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::flow::{Flow, GrowthStep};
use crate::games::acme::g::G;
use crate::games::acme::query::Q;
use crate::games::acme::state::{FACTIONS, Faction, MAX_SLOTS, SpecialCube, stacks_at_least};

/// Distance (areas) from the nearest area of `sources` to every area, indexed by area; 255 =
/// unreachable (C0.3.4). An array on the stack, not a `Vec`: a set has at most 128 areas, and the
/// placements ask for several distances per disk.
pub fn dist_from<R: Ruleset>(q: &Q<R>, sources: AreaSet) -> [u8; 128] {
    let mut d = [255u8; 128];
    let play = q.playable_set();
    let mut seen = sources & play;
    let mut frontier = seen;
    let mut k = 0u8;
    while frontier != 0 {
        // One walk of the frontier marks it and gathers its neighbours.
        let mut next = 0;
        for a in iter_set(frontier) {
            d[a.0 as usize] = k;
            next |= q.cat.board.adj[a.0 as usize];
        }
        next &= play & !seen;
        seen |= next;
        frontier = next;
        k = k.saturating_add(1);
    }
    d
}

/// Terrain preference of N1.9.12: Fertile > Mountain > Plain > Desert (higher is better).
pub fn terrain_score(t: Terrain) -> i64 {
    match t {
        Terrain::Fertile => 4,
        Terrain::Mountain => 3,
        Terrain::Plain => 2,
        Terrain::Desert => 1,
        Terrain::Sea => 0,
    }
}

/// Engine hook: when an NPC's Deployment Step begins, remember which areas were empty and which it
/// occupied (see the module notes).
pub fn record_anchor<R: Ruleset>(g: &mut G<R>, before: Flow) {
    // Runs after every step: outside a Deployment Step there is at most an old anchor to drop.
    if !matches!(
        g.st.flow,
        Flow::Growth {
            step: GrowthStep::Deploy,
            ..
        }
    ) {
        g.st.npc.anchor = None;
        return;
    }
    // Inside the Deployment Step the anchor stays (N1.9.8); it is set when the step begins.
    let started = match (before, g.st.flow) {
        (
            Flow::Growth {
                pos: p0,
                step: GrowthStep::DeployStart,
            },
            Flow::Growth {
                pos: p1,
                step: GrowthStep::Deploy,
            },
        ) if p0 == p1 => Some(p1),
        _ => None,
    };
    if let Some(pos) = started {
        let s = g.st.order[pos as usize];
        if !g.st.civ(s).npc {
            g.st.npc.anchor = None;
            return;
        }
        let q = g.q();
        let empty = q.empty_set();
        let mine = q.occupied_set(s.faction());
        g.st.npc.anchor = Some(Anchor {
            slot: s,
            empty: Areas::from_set(empty),
            mine: Areas::from_set(mine),
        });
    }
}

/// One disk placement evaluation.
pub struct Placer<'a, R: Ruleset = Acme> {
    pub b: B<'a, R>,
    q: Q<'a, R>,
    /// The options passing the general restrictions (N1.9.3-6), in the decision's order: every
    /// priority walks these, so they are filtered once here instead of once per priority.
    ok_opts: Vec<AreaId>,
    left: u16,
    home: Option<AreaId>,
    empty_start: AreaSet,
    mine_start: AreaSet,
    mine_now: AreaSet,
    hostile: bool,
    /// Options passing the general restrictions (N1.9.3-6).
    ok: AreaSet,
    /// Facts about the options, as sets (see [`Placer::opts_in`]): another faction has disks
    /// there (of the options with room); an enemy faction has disks there; a Stronghold, special
    /// cube or Fertile area (N1.9 priority 4; of the options passing the restrictions).
    others_at: AreaSet,
    enemy_at: AreaSet,
    bonus_at: AreaSet,
    /// The areas holding its built cards' blocks (`B::block_areas`; ACIS's Wonder blocks, which
    /// its N1.9.C priority 4 defends as ACME's NPC does a Stronghold, Fertile or bonus area).
    my_blocks: AreaSet,
    /// Options passing the restrictions where it has disks.
    mine_at: AreaSet,
    /// The options are listed in ascending area order (as the Deployment question lists them):
    /// the options in a set are then its areas in order, found from the set's bits alone.
    ascending: bool,
    /// The enemies, Primary Enemy first (`B::enemy_list`), found on first use
    /// ([`Placer::enemies`]). Why: the order needs the Primary Enemy, whose N1.3.8 ranking reads
    /// every enemy's threat, and only the Hostile priorities (11-21) read the order; most
    /// placements are settled before them.
    enemies: std::cell::OnceCell<super::SlotList>,
    /// Bit `i` set: faction `i` is an enemy (`B::is_enemy`, itself excluded). Why: `B::enemy_in`
    /// asks the hostility of every faction in an area for every option of several priorities.
    enemy_factions: u16,
    /// The high bit of byte `i` set when slot `i` is an enemy (the layout of
    /// `state::stacks_at_least` over `AreaState::slot_stacks`), and whether the Barbarians are
    /// one. Why: [`Placer::enemy_in`] runs for every shared option of every disk placed (the
    /// general restrictions) and in several priorities; one word test replaces a loop over the
    /// nine factions (2.4% of a Strategist game's time, docs/performance.md round 15).
    enemy_slot_bytes: u64,
    enemy_barbarians: bool,
    /// The areas of the Cities of every slot (`Q::city_set` of every slot), found on first use
    /// ([`Placer::city_sets`]): the priorities that read them (7, 8, 13-17) ask for every enemy on
    /// every disk, but most placements are settled by an earlier priority and never need them.
    city_sets: std::cell::OnceCell<[AreaSet; MAX_SLOTS]>,
}

impl<'a, R: Ruleset> Placer<'a, R> {
    /// `opts`: the decision's area options, in its order.
    pub fn new(b: B<'a, R>, opts: impl IntoIterator<Item = AreaId>, left: u16) -> Self {
        let opts = opts.into_iter();
        let q = b.q();
        let f = b.f();
        let mine_now = q.occupied_set(f);
        let (empty_start, mine_start) = match &b.st.npc.anchor {
            Some(an)
                if an.slot == b.me
                    && matches!(
                        b.st.flow,
                        Flow::Growth {
                            step: GrowthStep::Deploy,
                            ..
                        }
                    ) =>
            {
                (an.empty.set(), an.mine.set())
            }
            // Outside its Deployment Step: the areas empty now.
            _ => (q.empty_set(), mine_now),
        };
        let enemy_factions = (0..FACTIONS)
            .map(|i| Faction(i as u8))
            .filter(|&x| x != f && b.is_enemy(x))
            .fold(0u16, |m, x| m | 1 << x.idx());
        let mut p = Placer {
            q,
            // At its final size at once (this runs for every disk placed).
            ok_opts: Vec::with_capacity(opts.size_hint().1.unwrap_or(0)),
            left: left.max(1),
            home: b.home(),
            empty_start,
            mine_start,
            mine_now,
            hostile: b.hostile_to_any(),
            ok: 0,
            others_at: 0,
            enemy_at: 0,
            bonus_at: 0,
            my_blocks: b.block_areas(b.me),
            mine_at: 0,
            ascending: false,
            enemies: std::cell::OnceCell::new(),
            enemy_factions,
            enemy_slot_bytes: (0..MAX_SLOTS)
                .filter(|&i| enemy_factions & (1 << i) != 0)
                .fold(0u64, |m, i| m | 0x80 << (8 * i)),
            enemy_barbarians: enemy_factions & (1 << Faction::BARBARIANS.idx()) != 0,
            city_sets: std::cell::OnceCell::new(),
            b,
        };
        p.restrict(opts);
        p
    }

    /// N1.9.3-6 and G2-G4 for one more disk in each option: fills `ok_opts` and `ok`, and the
    /// option facts the priorities read (`others_at`, `enemy_at`, `bonus_at`). One pass over the
    /// options, reading each area once, with the slot stacks as one word (`AreaState::slot_stacks`).
    fn restrict(&mut self, opts: impl Iterator<Item = AreaId>) {
        let st = self.b.st;
        let me = self.b.f().idx();
        let (mut ok, mut others_at, mut enemy_at, mut bonus_at, mut mine_at) = (0, 0, 0, 0, 0);
        for a in opts {
            let at = bit(a);
            let ar = st.area(a);
            let mine = ar.disks[me] as u32;
            let room = self.room(a);
            if room == 0 {
                continue;
            }
            let barbs = ar.disks[Faction::BARBARIANS.idx()] as u32;
            let fine = if ar.alone(self.b.me) {
                // Nobody else here: nothing to contest or to match.
                true
            } else {
                others_at |= at;
                let enemy = self.enemy_in(a);
                if enemy {
                    enemy_at |= at;
                }
                self.check_shared(a, mine, room, barbs, enemy)
            };
            if !fine {
                continue;
            }
            self.ok_opts.push(a);
            ok |= at;
            if mine > 0 {
                mine_at |= at;
            }
            let bonus = is_bonus_area(&self.q, a, self.my_blocks);
            debug_assert_eq!(bonus, self.bonus_type(a).is_some());
            if bonus {
                bonus_at |= at;
            }
        }
        self.ok = ok;
        self.others_at = others_at;
        self.enemy_at = enemy_at;
        self.bonus_at = bonus_at;
        self.mine_at = mine_at;
        self.ascending = self.ok_opts.windows(2).all(|w| w[0].0 < w[1].0);
    }

    /// The general restrictions for an option where other factions have disks (`mine` own disks,
    /// `room` for more, `barbs` Barbarian disks, `enemy`: an enemy faction is there).
    fn check_shared(&self, a: AreaId, mine: u32, room: u32, barbs: u32, enemy: bool) -> bool {
        let ar = self.b.st.area(a);
        let me = self.b.f();
        // N1.9.6 (A7.16): no disks into an enemy horde of 4+ Barbarians without own disks there.
        if Some(a) != self.home && barbs >= 4 && mine == 0 {
            return false;
        }
        // N1.9.5 / G2: no Contested placement unless an enemy Faction is there.
        if !enemy {
            let contested_after =
                mine + 1 >= 2 || ar.factions().any(|f| f != me && ar.strength(f) >= 2);
            if contested_after {
                return false;
            }
        }
        // N1.9.3 / G3: reach at least the largest opposing stack.
        mine + (self.left as u32).min(room) >= self.b.opp_max(a)
    }

    /// The options (passing the general restrictions) in `set`, in the decision's order. Why: most
    /// priorities apply to "options where X and Y"; testing X and Y as sets first leaves nothing
    /// to walk for most priorities of most placements.
    fn opts_in(&self, set: AreaSet) -> OptsIn<'_> {
        let set = set & self.ok;
        OptsIn {
            set,
            walk: if set == 0 || self.ascending {
                &[]
            } else {
                &self.ok_opts
            },
            ascending: self.ascending,
        }
    }

    /// The enemies, Primary Enemy first (`B::enemy_list`), found once per placement.
    fn enemies(&self) -> &[crate::games::acme::state::Slot] {
        self.enemies.get_or_init(|| self.b.enemy_list())
    }
    /// The areas of every slot's Cities (`Q::city_sets`), computed once per placement.
    fn city_sets(&self) -> &[AreaSet; MAX_SLOTS] {
        self.city_sets.get_or_init(|| self.b.city_sets())
    }
    /// Number of Cities of a slot.
    fn cities(&self, s: crate::games::acme::state::Slot) -> u32 {
        self.city_sets()[s.idx()].count_ones()
    }
    /// `B::enemy_in` from the enemy mask.
    fn enemy_in(&self, a: AreaId) -> bool {
        let ar = self.b.st.area(a);
        let found = stacks_at_least(ar.slot_stacks(), 1) & self.enemy_slot_bytes != 0
            || (self.enemy_barbarians && ar.disks[Faction::BARBARIANS.idx()] > 0);
        debug_assert_eq!(
            found,
            (0..FACTIONS).any(|i| ar.disks[i] > 0 && self.enemy_factions & (1 << i) != 0),
            "the enemy word test disagrees with the faction loop"
        );
        found
    }
    /// `B::enemy_disks` from the enemy mask.
    fn enemy_disks(&self, a: AreaId) -> u32 {
        let disks = &self.b.st.area(a).disks;
        (0..FACTIONS)
            .filter(|&i| self.enemy_factions & (1 << i) != 0)
            .map(|i| disks[i] as u32)
            .sum()
    }
    /// Areas where any of `slots` has disks (`Q::areas_of` of each, as one set).
    fn occupied_by(&self, slots: &[crate::games::acme::state::Slot]) -> AreaSet {
        slots
            .iter()
            .fold(0, |m, x| m | self.q.st.areas.occupied(x.faction()))
            & self.q.playable_set()
    }

    fn mine(&self, a: AreaId) -> u32 {
        self.q.disks(self.b.f(), a) as u32
    }
    fn room(&self, a: AreaId) -> u32 {
        self.q.room(self.b.f(), a) as u32
    }
    fn only_mine(&self, a: AreaId) -> bool {
        self.b.st.area(a).alone(self.b.me)
    }
    fn land(&self, a: AreaId) -> bool {
        self.q.is_land(a)
    }
    fn terrain(&self, a: AreaId) -> Terrain {
        self.q.terrain(a)
    }
    fn adj_to(&self, set: AreaSet, a: AreaId) -> bool {
        self.q.neighbour_set(a) & set != 0
    }
    fn barbs(&self, a: AreaId) -> u32 {
        self.q.disks(Faction::BARBARIANS, a) as u32
    }

    /// N1.9.3-6 and G2-G4 for one more disk in `a` (an option of this placement).
    pub fn allowed(&self, a: AreaId) -> bool {
        self.ok & bit(a) != 0
    }

    /// N1.9.4: exceed the largest opposing stack by one here (Homeland, its Deity or Cities, an
    /// enemy disk present).
    fn wants_one_more(&self, a: AreaId) -> bool {
        self.mine(a) < self.b.opp_max(a) + 1
    }

    /// The kind of bonus area `a` is, for N1.9 priority 4's order (smaller first); None: not a
    /// bonus area ([`is_bonus_area`] answers the same yes or no).
    fn bonus_type(&self, a: AreaId) -> Option<i64> {
        let ar = self.b.st.area(a);
        let mut t = None;
        if ar.stronghold.is_some() {
            t = Some(0);
        } else if self.terrain(a) == Terrain::Fertile {
            t = Some(1);
        }
        let cube = match ar.cube {
            Some(SpecialCube::Oasis) => Some(2),
            Some(SpecialCube::Fishing) => Some(3),
            Some(SpecialCube::Gold) => Some(4),
            None => None,
        };
        match (t, cube) {
            (Some(x), _) => Some(x),
            (None, Some(c)) => Some(c),
            // ACIS's N1.9.C priority 4: an area holding one of its Wonder blocks.
            (None, None) => (self.my_blocks & bit(a) != 0).then_some(5),
        }
    }

    /// Its display holds this ability (priorities 9 and 10, asked for most disks): through the
    /// load-time table, without comparing names.
    fn civ_has(&self, ability: Known) -> bool {
        self.b
            .cat
            .civ(self.b.st.civ(self.b.me).civ)
            .has_known(ability)
    }

    /// Other civilizations still in the game (on the stack, as the enemies).
    fn rivals(&self) -> super::SlotList {
        let mut l = super::SlotList::default();
        for x in self.b.others() {
            l.push(x);
        }
        l
    }

    /// N1.9.12's terrain preference of `a` (higher is better): [`terrain_score`]; where every
    /// land area is Plain (ACIS's N1.9.E, `Ruleset::NPC_COASTAL_FIRST`), a coastal land area
    /// before an inland one.
    fn terrain_pref(&self, a: AreaId) -> i64 {
        if R::NPC_COASTAL_FIRST && self.land(a) {
            let coastal = self.q.neighbour_set(a) & !self.b.cat.board.land != 0;
            return terrain_score(Terrain::Plain) + coastal as i64;
        }
        terrain_score(self.terrain(a))
    }

    /// Method A for placements: the better terrain, next to more of its own areas, then the
    /// north-east-most area.
    fn head(&self, a: AreaId) -> (i64, i64, u16) {
        let near = iter_set(self.q.neighbour_set(a) & self.mine_now).count() as i64;
        (
            -self.terrain_pref(a),
            -near,
            self.b.cat.board.area(a).ne_sw_rank,
        )
    }

    /// The area for the next disk, and the priority that chose it; None: no priority applies
    /// (N1.9 priority 28: the remaining disks are lost).
    pub fn choose(&self) -> Option<(AreaId, Cow<'static, str>)> {
        if self.ok_opts.is_empty() {
            // Every priority walks only the options passing the general restrictions.
            return None;
        }
        // Home Defense 1-10, then Hostile 11-21 (only when hostile) or Non-Hostile 22-28.
        let order = Table::<R>::PRIORITIES
            .iter()
            .filter(|p| self.hostile || !p.hostile_only());
        // Sized once for every priority (most list at most one entry per option; the enemy
        // priorities may list an option once per enemy, and then it grows): one allocation per
        // placement instead of several regrowths.
        let mut c = Vec::with_capacity(self.ok_opts.len());
        for prio in order {
            c.clear();
            (prio.list)(self, &mut c);
            if c.is_empty() {
                continue;
            }
            let picked = if let [(a, _)] = c[..] {
                // One candidate: what `tiebreak::pick` would answer, without its lists (most
                // placements end at a priority with a single candidate).
                tiebreak::Picked::only(Action::Area(a))
            } else {
                let items = c
                    .drain(..)
                    .map(|(a, k)| (Action::Area(a), k, self.head(a)))
                    .collect();
                tiebreak::pick(&self.b, items)?
            };
            let Action::Area(a) = picked.action else {
                continue;
            };
            let rule = self.b.why(|| {
                let rule = format!("N1.9 priority {}: {}", prio.n, prio.text);
                tiebreak::explain(&rule, &picked)
            });
            return Some((a, rule));
        }
        None
    }
}

/// The options in a set, in the decision's order ([`Placer::opts_in`]): the set's bits in
/// ascending order when the options are listed so, else a walk of the options.
struct OptsIn<'p> {
    set: AreaSet,
    walk: &'p [AreaId],
    ascending: bool,
}

impl Iterator for OptsIn<'_> {
    type Item = AreaId;
    fn next(&mut self) -> Option<AreaId> {
        if self.ascending {
            if self.set == 0 {
                return None;
            }
            let a = AreaId(self.set.trailing_zeros() as u8);
            self.set &= self.set - 1;
            return Some(a);
        }
        while let Some((&a, rest)) = self.walk.split_first() {
            self.walk = rest;
            if self.set & bit(a) != 0 {
                return Some(a);
            }
        }
        None
    }
}

/// N1.9 priority 4's bonus area: a Stronghold, a special cube, a Fertile area, or an area holding
/// one of the NPC's own blocks (`blocks`, `B::block_areas`: ACIS's Wonder blocks; none in ACME).
/// Whether [`Placer::bonus_type`] is Some, as a yes or no with the cheapest tests first and the
/// blocks read only when there are some. Why not `bonus_type(a).is_some()`: the placement asks
/// for every option of every disk placed, and since the blocks joined the kinds the compiler
/// built all of `bonus_type`'s answer for it, about 0.6% of an all-NPC game (docs/performance.md,
/// eighth stage of the one-engine restructure).
fn is_bonus_area<R: Ruleset>(q: &Q<R>, a: AreaId, blocks: AreaSet) -> bool {
    let ar = q.st.area(a);
    ar.stronghold.is_some()
        || ar.cube.is_some()
        || q.terrain(a) == Terrain::Fertile
        || (blocks != 0 && blocks & bit(a) != 0)
}

/// The words the log gives for N1.9 priority `p` ("" for a number outside 1-28).
pub fn priority_text(p: u8) -> &'static str {
    Table::<Acme>::PRIORITIES
        .iter()
        .find(|x| x.n == p)
        .map_or("", |x| x.text)
}

/// A Deployment or Gilgamesh placement question: an area by N1.9, or Done when no priority
/// applies (N1.9 priority 28: the remaining disks are lost).
pub fn deploy<R: Ruleset>(b: &B<R>, d: &Decision, left: u16) -> Choice {
    // The options straight from the decision: no list of their own (asked for every disk).
    let opts = || d.options.iter().filter_map(Action::area);
    let p = Placer::new(*b, opts(), left);
    match p.choose() {
        Some((a, rule)) => Choice::new(Action::Area(a), rule),
        None if d.options.contains(&Action::Done) => Choice::new(
            Action::Done,
            "N1.9 priority 28: no priority applies, the remaining disks are lost",
        ),
        None => {
            // Must place (e.g. the first Gilgamesh disk, Rule 8): the best legal area by method A.
            let best = opts()
                .min_by_key(|&a| p.head(a))
                .map(Action::Area)
                .unwrap_or(d.options[0]);
            Choice::new(
                best,
                "N1.9 (extended): a disk must be placed; the best area by N1.9.12 terrain preference",
            )
        }
    }
}

/// The N1.9 priority an area stands for, for the removal orders (N1.4.10-11): 1 (its Homeland) to
/// 28 (anything else).
pub fn area_rank<R: Ruleset>(b: &B<R>, a: AreaId) -> u8 {
    AreaRanker::new(b).rank(a)
}

/// [`area_rank`] for many areas of one position. Why it exists: the removal orders rank every
/// target area, and each rank asked for the enemy list, the Homeland and every enemy's Gold,
/// Deity and Cities again (whole-board scans); here they are gathered once. An enemy test
/// "some enemy `e` has X in/next to `a`" is the same as "the union of the enemies' X is in/next
/// to `a`", which is how the sets below are used.
pub struct AreaRanker<'a, 'b, R: Ruleset = Acme> {
    b: &'b B<'a, R>,
    q: Q<'a, R>,
    home: Option<AreaId>,
    my_gold: AreaSet,
    /// Its blocks' areas (`B::block_areas`): ranked with the bonus areas (N1.9 priority 4).
    my_blocks: AreaSet,
    enemies: super::SlotList,
    enemy_deities: AreaSet,
    enemy_gold: AreaSet,
    enemy_cities: AreaSet,
}

impl<'a, 'b, R: Ruleset> AreaRanker<'a, 'b, R> {
    pub fn new(b: &'b B<'a, R>) -> Self {
        let q = b.q();
        // As a set (`rank` asks "any enemy"): no Primary Enemy needed.
        let enemies = b.enemies_unordered();
        let mut enemy_deities = 0;
        let mut enemy_gold = 0;
        let mut enemy_cities = 0;
        let cities = b.city_sets();
        for &e in enemies.iter() {
            enemy_deities |= b.temple_areas(e);
            enemy_gold |= b.gold_of(e);
            enemy_cities |= cities[e.idx()];
        }
        AreaRanker {
            b,
            q,
            home: b.home(),
            my_gold: b.gold_of(b.me),
            my_blocks: b.block_areas(b.me),
            enemies,
            enemy_deities,
            enemy_gold,
            enemy_cities,
        }
    }

    /// See [`area_rank`].
    pub fn rank(&self, a: AreaId) -> u8 {
        let (b, q) = (self.b, &self.q);
        let f = b.f();
        let mine = q.disks(f, a);
        let near_mine = q.neighbours(a).any(|n| q.occupies(f, n));
        let enemy_has = |pred: &dyn Fn(crate::games::acme::state::Slot) -> bool| {
            self.enemies.iter().any(|&e| pred(e))
        };
        let adj = |set: AreaSet| q.neighbour_set(a) & set != 0;
        let land = q.is_land(a);
        let ar = b.st.area(a);
        let bonus = is_bonus_area(q, a, self.my_blocks);
        if Some(a) == self.home {
            1
        } else if self.my_gold & bit(a) != 0 {
            2
        } else if q.is_city(b.me, a) {
            3
        } else if bonus && (mine > 0 || near_mine) {
            4
        } else if land && self.home.is_some_and(|h| q.neighbour_set(h) & bit(a) != 0) {
            7
        } else if self.enemy_deities & bit(a) != 0 {
            11
        } else if self.enemy_gold & bit(a) != 0 {
            12
        } else if adj(self.enemy_gold) {
            13
        } else if adj(self.enemy_deities) {
            14
        } else if enemy_has(&|e| q.is_city(e, a)) {
            15
        } else if adj(self.enemy_cities) {
            17
        } else if enemy_has(&|e| q.disks(e.faction(), a) == 2) {
            18
        } else if enemy_has(&|e| q.disks(e.faction(), a) == 1) {
            19
        } else if land && mine == 2 {
            20
        } else if land && mine == 1 {
            22
        } else if !land && q.neighbours(a).any(|n| q.is_land(n) && q.occupies(f, n)) {
            23
        } else if near_mine || mine > 0 {
            24
        } else if land && ar.controller() == Some(Faction::BARBARIANS) {
            26
        } else if ar.controller() == Some(Faction::BARBARIANS) {
            27
        } else {
            28
        }
    }
}

/// N1.4.10: which opposing disk to remove first among `(area, faction)` targets. Enemies only (the
/// Primary Enemy first, Barbarians after enemy civilizations) while any is a target; otherwise the
/// N1.4.8 victim; areas in the order of the N1.9 list. Returns the index into `targets`.
pub fn opposing_target<R: Ruleset>(
    b: &B<R>,
    targets: &[(AreaId, Faction)],
) -> Option<(usize, Cow<'static, str>)> {
    let any_enemy = targets.iter().any(|&(_, f)| b.class(f) <= 2);
    let victim = b.harm_target().map(|s| s.faction());
    type Item = (Action, (u8, u8, std::cmp::Reverse<u8>), u16);
    let ranker = AreaRanker::new(b);
    // At most one item per target: allocated once.
    let mut items: Vec<Item> = Vec::with_capacity(targets.len());
    items.extend(
        targets
            .iter()
            .enumerate()
            .filter(|&(_, &(_, f))| {
                f != b.f()
                    && (if any_enemy {
                        b.class(f) <= 2
                    } else {
                        victim.is_none_or(|v| v == f)
                    })
            })
            .map(|(i, &(a, f))| {
                (
                    Action::Number(i as u16),
                    (
                        ranker.rank(a),
                        b.class(f),
                        std::cmp::Reverse(b.q().disks(f, a)),
                    ),
                    b.cat.board.area(a).ne_sw_rank,
                )
            }),
    );
    let p = tiebreak::pick(b, items)?;
    let Action::Number(i) = p.action else {
        return None;
    };
    let (a, f) = targets[i as usize];
    let rule = b.why(|| {
        let rule = format!(
            "N1.4.10: remove {} disks in {} (N1.9 priority {} area, enemies first)",
            b.q().faction_name(f),
            b.q().name(a),
            ranker.rank(a)
        );
        tiebreak::explain(&rule, &p)
    });
    Some((i as usize, rule))
}

/// Removing one of its own disks here would cost the NPC a City, Control of a bonus area or an
/// Acquisition (N1.4.5d "unless removing it still keeps that area's VP or bonus"). ACIS's
/// N1.4.5d adds its Wonder block areas and, for Minos, its Controlled shallow seas
/// (`B::block_areas`, `Ruleset::npc_bonus_areas`).
pub fn loses_value<R: Ruleset>(b: &B<R>, a: AreaId) -> bool {
    let q = b.q();
    let f = b.f();
    let m = q.disks(f, a);
    if m == 0 {
        return false;
    }
    let land = q.is_land(a);
    let t = q.terrain(a);
    let ar = b.st.area(a);
    if land && m == 3 {
        return true;
    }
    let seafarer = {
        let civ = b.cat.civ(b.st.civ(b.me).civ);
        civ.has_known(Known::WanderersOfTheSea) || civ.has_known(Known::MastersOfTheInlandSeas)
    };
    let special = ar.stronghold == Some(f)
        || ar.cube.is_some()
        || (t == Terrain::Fertile && q.controls(f, a))
        || (seafarer && !land)
        || Some(a) == b.home()
        || b.gold_of(b.me) & bit(a) != 0
        // ACIS's N1.4.5d: its Wonder block areas, and Minos' Controlled shallow seas.
        || (b.block_areas(b.me) | R::npc_bonus_areas(b.cat, b.st, b.me)) & bit(a) != 0;
    if m == 1 && special {
        return true;
    }
    if m == 2
        && (matches!(t, Terrain::Plain | Terrain::Mountain)
            || (t == Terrain::Fertile && !q.controls(f, a)))
    {
        return true;
    }
    false
}

/// N1.4.11 and N1.4.5d: the order in which the NPC gives up its own disks (smaller first): areas
/// where one disk costs nothing first, then in the reverse order of N1.9 (its Homeland last), then
/// the larger stacks.
pub fn own_removal_key<R: Ruleset>(
    b: &B<R>,
    a: AreaId,
) -> (bool, std::cmp::Reverse<u8>, std::cmp::Reverse<u8>) {
    own_removal_key_ranked(b, &AreaRanker::new(b), a)
}

/// [`own_removal_key`] with the ranker built once for all the areas of a question.
pub fn own_removal_key_ranked<R: Ruleset>(
    b: &B<R>,
    ranker: &AreaRanker<R>,
    a: AreaId,
) -> (bool, std::cmp::Reverse<u8>, std::cmp::Reverse<u8>) {
    (
        loses_value(b, a),
        std::cmp::Reverse(ranker.rank(a)),
        std::cmp::Reverse(b.mine(a)),
    )
}

/// N1.6.1: the order in which the NPC removes Barbarian disks (smaller first).
pub fn barbarian_removal_key<R: Ruleset>(b: &B<R>, a: AreaId) -> (u8, u8, u16) {
    BarbarianRemoval::new(b).key(a)
}

/// [`barbarian_removal_key`] for many areas of one position. Why it exists: the key needs the
/// distance from the Homeland and from the NPC's areas (each a search of the whole board) for most
/// areas; here each is searched at most once per question instead of once per area.
pub struct BarbarianRemoval<'a, 'b, R: Ruleset = Acme> {
    b: &'b B<'a, R>,
    q: Q<'a, R>,
    home: Option<AreaId>,
    d_home: std::cell::OnceCell<[u8; 128]>,
    d_mine: std::cell::OnceCell<[u8; 128]>,
}

impl<'a, 'b, R: Ruleset> BarbarianRemoval<'a, 'b, R> {
    pub fn new(b: &'b B<'a, R>) -> Self {
        BarbarianRemoval {
            b,
            q: b.q(),
            home: b.home(),
            d_home: Default::default(),
            d_mine: Default::default(),
        }
    }

    /// See [`barbarian_removal_key`].
    pub fn key(&self, a: AreaId) -> (u8, u8, u16) {
        let (b, q, home) = (self.b, &self.q, self.home);
        let f = b.f();
        let d_home = || {
            home.map(|h| self.d_home.get_or_init(|| dist_from(q, bit(h)))[a.0 as usize])
                .unwrap_or(255)
        };
        let barbs = q.disks(Faction::BARBARIANS, a);
        let rank = b.cat.board.area(a).ne_sw_rank;
        if Some(a) == home {
            return (1, 0, rank);
        }
        if q.is_city(b.me, a) {
            return (2, (b.gold_of(b.me) & bit(a) == 0) as u8, rank);
        }
        if q.occupies(f, a) {
            return (3, 0, rank);
        }
        if b.st.area(a).controller() == Some(Faction::BARBARIANS) {
            return (4, d_home(), rank);
        }
        if barbs == 1 {
            return (5, d_home(), rank);
        }
        let d_mine = self.d_mine.get_or_init(|| dist_from(q, q.occupied_set(f)));
        (6, d_mine[a.0 as usize], rank)
    }
}

//! Hostility, the Primary Enemy and the Reckoning hostility checks (playbook-spec N1.3, X2.3,
//! X2.4).
//!
//! `hostile(n, x)` is directed (C0.3.3) and stored per NPC as a bit set of civilizations. It turns
//! on at once when `x` harms `n` with a card or contests one of `n`'s areas (N1.3.3, detected by
//! [`triggers`] from the events of each step), and changes at the end of each Victory Tally Step by
//! the Pool draws of X2.4 ([`end_of_tally`]).

use super::{B, NpcCiv, PoolDisk};
use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{AreaId, AreaSet, Known, bit, iter_set};
use crate::games::acme::decision::{AbilityUse, Action, Ask, Decision};
use crate::games::acme::event::{About, Event, Phase, Words};
use crate::games::acme::flow::Flow;
use crate::games::acme::g::G;
use crate::games::acme::negation::HIGH_PRIEST;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::query::Q;
use crate::games::acme::state::slot_bit;
use crate::games::acme::state::{MAX_SLOTS, Slot};
use smallvec::SmallVec;

// ---------------------------------------------------------------------------------------------
// Primary Enemy (N1.3.6-8)
// ---------------------------------------------------------------------------------------------

/// What the N1.3.8 criteria 1-4 and 6 watch: the NPC's Homeland, Gold, Cities and the areas around
/// its Homeland, and every civilization's Cities; and, in a game whose NPC deltas add it (ACIS's
/// N1.3.8, after Gold), the areas holding its built cards' blocks. Gathered once per ranking (Gold
/// is a whole-board scan), not once per enemy.
struct Watched {
    home: AreaSet,
    gold: AreaSet,
    /// Areas holding the NPC's blocks (`B::block_areas`; none in the base game).
    blocks: AreaSet,
    around: AreaSet,
    /// The Cities of every slot (`Q::city_sets`).
    cities: [AreaSet; MAX_SLOTS],
}

impl Watched {
    fn of<R: Ruleset>(b: &B<R>) -> Self {
        let q = b.q();
        let home = b.home();
        Watched {
            home: home.map(bit).unwrap_or(0),
            gold: b.gold_of(b.me),
            blocks: b.block_areas(b.me),
            around: home.map(|h| q.neighbour_set(h)).unwrap_or(0),
            cities: b.city_sets(),
        }
    }
}

/// The N1.3.8 key of an enemy (higher is more threatening), criteria 1-7, with ACIS's criterion
/// after Gold, "disks in areas holding the NPC's Wonder blocks" (content-acis section 7, N1.3.8:
/// 0 for every enemy in the base game, whose order it leaves as it was).
fn threat<R: Ruleset>(b: &B<R>, w: &Watched, x: Slot) -> [u32; 8] {
    let q = b.q();
    let f = x.faction();
    let sum = |set: AreaSet| iter_set(set).map(|a| q.disks(f, a) as u32).sum::<u32>();
    [
        sum(w.home),
        sum(w.gold),
        sum(w.blocks),
        sum(w.cities[b.me.idx()]),
        sum(w.around),
        b.vp(x),
        w.cities[x.idx()].count_ones(),
        q.disks_on_map(f),
    ]
}

/// Each of `hostile` with its rank by the Primary Enemy priority (N1.3.8 criteria 1-7, remaining
/// ties by Turn Order): the smallest rank comes first.
fn primary_ranks<'h, R: Ruleset>(
    b: &'h B<R>,
    hostile: &'h [Slot],
) -> impl Iterator<Item = (std::cmp::Reverse<[u32; 8]>, usize, Slot)> + 'h {
    let w = Watched::of(b);
    hostile
        .iter()
        .map(move |&x| (std::cmp::Reverse(threat(b, &w, x)), b.st.turn_pos(x), x))
}

/// Enemies ordered by the Primary Enemy priority (N1.3.8 criteria 1-7); remaining ties keep Turn
/// Order.
pub fn primary_candidates<R: Ruleset>(b: &B<R>, hostile: &[Slot]) -> Vec<Slot> {
    let mut v: Vec<_> = primary_ranks(b, hostile).collect();
    v.sort();
    v.into_iter().map(|t| t.2).collect()
}

/// The first of [`primary_candidates`], without ordering the others. Why: the brain asks for it on
/// every question of an NPC hostile to two or more civilizations without a designated Primary
/// Enemy.
pub fn primary_first<R: Ruleset>(b: &B<R>, hostile: &[Slot]) -> Option<Slot> {
    primary_ranks(b, hostile).min().map(|t| t.2)
}

/// N1.3.7: at the start of the Growth, Card and Competition Phases an NPC hostile to two or more
/// civilizations without a Primary Enemy designates one (N1.3.8; criterion 8 at random).
fn designate<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    for n in g.st.order_now() {
        if !g.st.civ(n).npc {
            continue;
        }
        let b = B::<R>::under(g.cat, g.st, n);
        let hostile: SmallVec<[Slot; MAX_SLOTS]> =
            b.others().filter(|&x| b.hostile_to(x)).collect();
        let current = b.npc().primary.filter(|p| hostile.contains(p));
        if hostile.len() < 2 || current.is_some() {
            continue;
        }
        let ranked = primary_candidates(&b, &hostile);
        let w = Watched::of(&b);
        let top = threat(&b, &w, ranked[0]);
        let tied: Vec<Slot> = ranked
            .iter()
            .copied()
            .filter(|&x| threat(&b, &w, x) == top)
            .collect();
        let p = if tied.len() > 1 {
            tied[g.random(tied.len())]
        } else {
            tied[0]
        };
        g.st.npc.civ_mut(n).primary = Some(p);
        // The names are copied only when the note is written (`note_with`).
        ctx.note_with(
            Some(n),
            || {
                format!(
                    "{} designates {} its Primary Enemy",
                    g.q().civ_name(n),
                    g.q().civ_name(p)
                )
            },
            if tied.len() > 1 {
                "N1.3.8 criterion 8 (random)"
            } else {
                "N1.3.7-8"
            },
        );
    }
}

/// Phase starts (after the step that began the phase).
pub fn phase_start<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, phase: Phase) {
    match phase {
        Phase::Growth => {
            // A new turn: the designation and the turn's memories end (N1.3.7, X2.4).
            for c in g.st.npc.civs.iter_mut() {
                c.primary = None;
                c.harmed_by = 0;
                c.peace_this_turn = false;
            }
            designate(g, ctx);
        }
        Phase::Card | Phase::Competition => designate(g, ctx),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------------
// Hostility changes
// ---------------------------------------------------------------------------------------------

/// `n` becomes hostile to `x` (no effect on a human civilization or one already hostile).
pub fn make_hostile<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, n: Slot, x: Slot, rule: &'static str) {
    if n == x || !g.st.civ(n).npc || g.st.npc.civ(n).out || g.st.npc.hostile(n, x) {
        return;
    }
    let c = g.st.npc.civ_mut(n);
    c.hostile |= slot_bit(x);
    c.last_enemy = Some(x);
    // Nothing reads this note's text (`triggers` reads the typed meaning of the Negation notes only).
    let text = g.text(|| {
        let q = g.q();
        format!("{} becomes hostile to {}", q.civ_name(n), q.civ_name(x))
    });
    ctx.note(Some(n), text, rule);
}

/// `n` stops being hostile to `x`.
pub fn end_hostility<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    n: Slot,
    x: Slot,
    rule: &'static str,
) {
    if !g.st.npc.hostile(n, x) {
        return;
    }
    let c = g.st.npc.civ_mut(n);
    c.hostile &= !slot_bit(x);
    if c.primary == Some(x) {
        c.primary = None;
    }
    // Nothing reads this note's text (`triggers` reads the typed meaning of the Negation notes only).
    let text = g.text(|| {
        let q = g.q();
        format!(
            "{} is no longer hostile to {}",
            q.civ_name(n),
            q.civ_name(x)
        )
    });
    ctx.note(Some(n), text, rule);
}

/// N1.3.3 immediate triggers, read from the events of one step:
/// (a) `x` plays a card that makes NPC `n` lose disks, cards or mina (loss of VP alone does not
/// count, V9.9); (b) `x` places disks that make an area occupied by `n` Contested.
/// The same pass records who harmed whom this turn (X2.4.3e, X2.4.5e; VP and Deity losses count
/// there) and who last took an NPC's disks (N1.8.6 row 81+).
pub fn triggers<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, before: &super::Before, events: &[Event]) {
    if matches!(before.flow, Flow::Setup { .. }) {
        return;
    }
    // Competition cards are all revealed before any resolves: each revealer is a player.
    let reveal_step = matches!(
        before.flow,
        Flow::Comp {
            step: crate::games::acme::flow::CompStep::Resolve
        }
    );
    let mut step = StepHarms::default();
    for e in events {
        step.read(e, reveal_step);
    }
    step.hand_losses(g, before);
    record_harms(g, ctx, step.harms);
    // Disks lost in a competition round: the strongest other civilization there forced it.
    if let Some(a) = step.round_area {
        competition_forcers(g, a, step.round_losers);
    }
    contested_by_placements(g, ctx, before, step.placed);
}

/// What one step's events tell [`triggers`]: who played, who harmed whom, who placed where.
/// Its lists live on the stack (`smallvec`): this runs after every step of a game with NPCs that
/// reported an event, and a step rarely fills more than a few entries; heap lists made and freed
/// for every such step were a measurable part of the Strategist's playouts.
#[derive(Default)]
struct StepHarms {
    /// The civilizations whose card (or revealed competition card) is resolving.
    players: SmallVec<[Slot; MAX_SLOTS]>,
    /// Cards each civilization used to negate (they leave its hand without harm).
    negates: [i32; MAX_SLOTS],
    /// A disk about to be paid for its own High Priest (content #28).
    hp_price: [bool; MAX_SLOTS],
    /// (victim, by, hostility trigger)
    harms: SmallVec<[(Slot, Slot, bool); 8]>,
    placed: SmallVec<[(Slot, AreaId); 8]>,
    round_area: Option<AreaId>,
    round_losers: SmallVec<[Slot; 8]>,
}

impl StepHarms {
    /// `v` lost something to each player other than itself (`trig`: a hostility trigger, N1.3.3a;
    /// a VP loss alone is not, V9.9).
    fn harm(&mut self, v: Slot, trig: bool) {
        for &x in &self.players {
            if x != v {
                self.harms.push((v, x, trig));
            }
        }
    }

    /// One event, in the order of the step. Inlined into [`triggers`]' loop: it runs for every
    /// event of every step of a game with NPCs, and since `triggers` became generic over the
    /// ruleset the compiler called it once per event (docs/performance.md, eighth stage of the
    /// one-engine restructure).
    #[inline(always)]
    fn read(&mut self, e: &Event, reveal_step: bool) {
        match e {
            Event::CardPlayed { slot, .. } if reveal_step && !self.players.contains(slot) => {
                self.players.push(*slot)
            }
            Event::CardPlayed { .. } if reveal_step => {}
            Event::CardPlayed { slot, .. } => {
                self.players.clear();
                self.players.push(*slot);
            }
            Event::PhaseStarted { .. } => self.players.clear(),
            // (A revealed Competition card is a `CardPlayed` of its owner: the reveal note after it
            // names the same civilization, so there is nothing more to read there.)
            // A negation answered or a card negated: the card leaves a hand without harm (typed,
            // `About`: the words of the note are never read).
            Event::Note {
                slot: Some(s),
                text:
                    Words {
                        about: Some(About::NegatesWith(card) | About::CardNegated(card)),
                        ..
                    },
                ..
            } if s.idx() < MAX_SLOTS => {
                self.negates[s.idx()] += 1;
                if *card == HIGH_PRIEST {
                    self.hp_price[s.idx()] = true;
                }
            }
            Event::Removed { faction, area, .. } => {
                let Some(v) = faction.slot() else { return };
                if v.idx() < MAX_SLOTS && self.hp_price[v.idx()] {
                    // The disk paid for its own High Priest (content #28) is no harm.
                    self.hp_price[v.idx()] = false;
                    return;
                }
                self.harm(v, true);
                if self.round_area == Some(*area) {
                    self.round_losers.push(v);
                }
            }
            Event::LossPaid { slot: v, .. } => self.harm(*v, true),
            Event::Mina { slot: v, delta } if *delta < 0 => self.harm(*v, true),
            Event::Vp { slot: v, delta } if *delta < 0 => self.harm(*v, false),
            Event::Placed { faction, area, .. } => {
                if let Some(x) = faction.slot() {
                    self.placed.push((x, *area));
                }
            }
            Event::CompetitionRound { area, .. } => self.round_area = Some(*area),
            _ => {}
        }
    }

    /// Cards lost from a hand to someone's card (not paid, played or used to negate by the owner).
    fn hand_losses<R: Ruleset>(&mut self, g: &G<R>, before: &super::Before) {
        if self.players.is_empty() {
            return;
        }
        let n = g.st.civs.len().min(MAX_SLOTS);
        for v in (0..n as u8).map(Slot) {
            let lost = before.hands.get(v.idx()).map(|&n| n as i32).unwrap_or(0)
                - g.st.civ(v).hand.len() as i32
                - self.negates[v.idx()];
            if lost > 0 {
                self.harm(v, true);
            }
        }
    }
}

/// Who harmed an NPC this turn (X2.4.3e, X2.4.5e) and last forced it (N1.8.6 row 81+); a
/// trigger makes it hostile (N1.3.3a).
fn record_harms<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, harms: SmallVec<[(Slot, Slot, bool); 8]>) {
    for (v, x, trig) in harms {
        if !g.st.civ(v).npc {
            continue;
        }
        let c = g.st.npc.civ_mut(v);
        c.harmed_by |= slot_bit(x);
        c.forced_by = Some(x);
        if trig {
            make_hostile(g, ctx, v, x, R::WORDS.hostile_card_loss);
        }
    }
}

/// Disks lost in a competition round in `a`: the strongest other civilization there forced it
/// (N1.8.6 row 81+).
fn competition_forcers<R: Ruleset>(g: &mut G<R>, a: AreaId, round_losers: SmallVec<[Slot; 8]>) {
    for v in round_losers {
        let q = Q::<R>::under(g.cat, g.st);
        let by =
            g.st.order
                .iter()
                .copied()
                .filter(|&x| x != v && q.occupies(x.faction(), a))
                .max_by_key(|&x| q.disks(x.faction(), a));
        if let Some(x) = by {
            g.st.npc.civ_mut(v).forced_by = Some(x);
        }
    }
}

/// N1.3.3b: placements that make an NPC's area Contested.
fn contested_by_placements<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    before: &super::Before,
    placed: SmallVec<[(Slot, AreaId); 8]>,
) {
    for (x, a) in placed {
        let was = g.q().area_contested(&before.areas[a.0 as usize]);
        if was || !g.q().contested(a) {
            continue;
        }
        let victims: Vec<Slot> =
            g.st.order
                .iter()
                .copied()
                .filter(|&v| v != x && g.st.civ(v).npc && g.q().occupies(v.faction(), a))
                .collect();
        for v in victims {
            make_hostile(
                g,
                ctx,
                v,
                x,
                "N1.3.3b: its disks made an area occupied by the NPC Contested",
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The Civilization Pool and the Reckoning checks (X2.3, X2.4)
// ---------------------------------------------------------------------------------------------

/// Draw `k` disks from the Civilization Pool together (they all go back afterwards, X2.3.3).
pub fn draw_pool<R: Ruleset>(g: &mut G<R>, k: usize) -> Vec<PoolDisk> {
    let p = &g.st.npc.pool;
    let mut bag: Vec<PoolDisk> = Vec::new();
    bag.extend(std::iter::repeat_n(PoolDisk::White, p.white as usize));
    bag.extend(std::iter::repeat_n(PoolDisk::Black, p.black as usize));
    bag.extend(std::iter::repeat_n(PoolDisk::Yellow, p.yellow as usize));
    bag.extend(p.colors.iter().map(|&c| PoolDisk::Color(c)));
    let mut out = Vec::new();
    for _ in 0..k.min(bag.len()) {
        let i = g.random(bag.len());
        out.push(bag.swap_remove(i));
    }
    out
}

fn pool_text(d: &[PoolDisk]) -> String {
    let names: Vec<&str> = d
        .iter()
        .map(|x| match x {
            PoolDisk::White => "white",
            PoolDisk::Black => "black",
            PoolDisk::Yellow => "yellow",
            PoolDisk::Color(c) => c.name(),
        })
        .collect();
    if names.is_empty() {
        "nothing".into()
    } else {
        names.join(", ")
    }
}

/// `from` has a disk in or adjacent to an area `to` occupies.
fn near<R: Ruleset>(q: &Q<R>, from: Slot, to: Slot) -> bool {
    // The occupied areas as sets (`Q::occupied_set`, what `Q::areas_of` lists), not as lists.
    let occ: AreaSet = q.occupied_set(to.faction());
    let around = iter_set(occ).fold(occ, |m, a| m | q.neighbour_set(a));
    q.occupied_set(from.faction()) & around != 0
}

/// `x` has disks in or adjacent to `n`'s Homeland.
fn near_home<R: Ruleset>(q: &Q<R>, x: Slot, n: Slot) -> bool {
    let Some(h) = q.homeland(n) else { return false };
    q.occupies(x.faction(), h) || q.neighbours(h).any(|a| q.occupies(x.faction(), a))
}

fn seafarer<R: Ruleset>(g: &G<R>, n: Slot) -> bool {
    let civ = g.cat.civ(g.st.civ(n).civ);
    civ.has_known(Known::WanderersOfTheSea) || civ.has_known(Known::MastersOfTheInlandSeas)
}

/// X2.4.3f / X2.4.5f: `x` has a disk in a Sea area that holds one of `n`'s disks.
fn shares_sea<R: Ruleset>(q: &Q<R>, x: Slot, n: Slot) -> bool {
    q.playable_areas()
        .any(|a| !q.is_land(a) && q.occupies(x.faction(), a) && q.occupies(n.faction(), a))
}

/// War conditions of `checker` toward `other` (X2.4.3 a-f, X2.4.5 a-f; the same list seen from the
/// NPC that checks), capped at 5 draws.
fn war_conditions<R: Ruleset>(g: &G<R>, checker: Slot, other: Slot) -> usize {
    let q = g.q();
    let npc = g.st.npc.civ(checker);
    let conds = [
        near(&q, checker, other),
        near_home(&q, other, checker),
        g.st.civ(other).vp > g.st.civ(checker).vp,
        q.cities(other) > q.cities(checker),
        npc.harmed_by & slot_bit(other) != 0,
        seafarer(g, checker) && shares_sea(&q, other, checker),
    ];
    conds.iter().filter(|&&c| c).count().min(5)
}

/// End of every Victory Tally Step: the NPC VP bonus (N1.10.3-4), then the hostility checks in
/// order: Peace Offers, Declarations of War, peace between NPCs, war between NPCs (X2.4.1).
pub fn end_of_tally<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    if !g.st.civs.iter().any(|c| c.npc) {
        return Ok(());
    }
    let npcs: Vec<Slot> =
        g.st.order
            .iter()
            .copied()
            .filter(|&s| g.st.civ(s).npc && !g.st.npc.civ(s).out)
            .collect();
    let humans: Vec<Slot> =
        g.st.order
            .iter()
            .copied()
            .filter(|&s| !g.st.civ(s).npc)
            .collect();
    let bonus = g.st.options.npc.vp_bonus as u32;
    for &n in &npcs {
        g.gain_vp(ctx, n, bonus, "NPC VP bonus (N1.10.3)");
    }
    let o = g.st.options.npc.clone();
    if !o.hostility_checks {
        return Ok(());
    }
    let mut accepted: u16 = 0;
    if !o.historical {
        peace_offers(g, ctx, &humans, &npcs, &mut accepted)?;
        declarations_of_war(g, ctx, &humans, &npcs, accepted);
    }
    npc_peace(g, ctx, &npcs);
    npc_war(g, ctx, &npcs);
    Ok(())
}

/// X2.4.2 Peace Offers: each human civilization may offer peace to each NPC hostile to it.
fn peace_offers<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    humans: &[Slot],
    npcs: &[Slot],
    accepted: &mut u16,
) -> Step {
    let several = humans.len() >= 2;
    for &h in humans {
        for &n in npcs {
            if !g.st.npc.hostile(n, h) {
                continue;
            }
            let mut opts = vec![Action::Decline, Action::Yes];
            if g.st.civ(h).treasury > 0 {
                opts.push(Action::PayMina);
            }
            let mut cards: Vec<Action> =
                g.st.civ(h)
                    .hand
                    .iter()
                    .map(|&c| Action::Discard(c))
                    .collect();
            cards.sort();
            cards.dedup();
            opts.extend(cards);
            let (hn, nn) = (g.q().civ_name(h).to_string(), g.q().civ_name(n).to_string());
            let d = Decision::new(
                h,
                Ask::UseAbility {
                    ability: AbilityUse::PeaceOffer,
                    what: "Peace Offer".into(),
                },
                format!(
                    "{hn}: make a Peace Offer to {nn}? (Yes: no gift; pay a mina or give a card as a gift; or decline)"
                ),
                "X2.4.2 Peace Offers",
                opts,
            );
            let gift = match ctx.ask_always(g.st, d)? {
                Action::Decline => continue,
                Action::PayMina => {
                    g.spend_mina(ctx, h, 1);
                    g.gain_mina(ctx, n, 1);
                    true
                }
                Action::Discard(c) => {
                    if g.take_from_hand(h, c) {
                        g.st.civ_mut(n).hand.push(c);
                    }
                    true
                }
                _ => false,
            };
            let q = g.q();
            let conds = [
                gift,
                !near(&q, n, h),
                g.st.civ(n).vp > g.st.civ(h).vp,
                q.cities(n) > q.cities(h),
            ];
            let mut k = conds.iter().filter(|&&c| c).count();
            if several && B::<R>::under(g.cat, g.st, n).primary() == Some(h) {
                k = k.saturating_sub(1);
            }
            let drawn = draw_pool(g, k);
            ctx.note_with(
                Some(h),
                || {
                    format!(
                        "Peace Offer to {nn}: {k} disk(s) drawn: {}",
                        pool_text(&drawn)
                    )
                },
                "X2.4.2",
            );
            if drawn.contains(&PoolDisk::White) {
                end_hostility(g, ctx, n, h, "X2.4.2: a white disk accepts the Peace Offer");
                g.st.npc.civ_mut(n).peace_this_turn = true;
                *accepted |= slot_bit(n);
            }
        }
    }
    Ok(())
}

/// X2.4.3 Declarations of War against the human civilizations (each in Turn Order, A7.22).
fn declarations_of_war<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    humans: &[Slot],
    npcs: &[Slot],
    accepted: u16,
) {
    for &h in humans {
        let mut checkers: Vec<Slot> = npcs
            .iter()
            .copied()
            .filter(|&n| !g.st.npc.hostile(n, h) && accepted & slot_bit(n) == 0)
            .collect();
        checkers.sort_by_key(|&n| (std::cmp::Reverse(g.st.civ(n).vp), g.st.turn_pos(n)));
        for n in checkers {
            let k = war_conditions(g, n, h);
            let drawn = draw_pool(g, k);
            // Nothing reads this note's text (`triggers` reads the typed meaning of the Negation notes only).
            let text = g.text(|| {
                let q = g.q();
                format!(
                    "{} checks for war on {}: {k} disk(s) drawn: {}",
                    q.civ_name(n),
                    q.civ_name(h),
                    pool_text(&drawn)
                )
            });
            ctx.note(Some(n), text, "X2.4.3");
            if drawn.contains(&PoolDisk::Black) {
                make_hostile(g, ctx, n, h, "X2.4.3: a black disk declares war");
                // It stops being hostile to every other NPC, and they to it.
                for &m in npcs {
                    if m != n {
                        end_hostility(g, ctx, n, m, "X2.4.3: at war with a human civilization");
                        end_hostility(g, ctx, m, n, "X2.4.3: at war with a human civilization");
                    }
                }
            }
        }
    }
}

/// X2.4.4 Peace between NPCs (a white disk ends the hostility in both directions, A7.17).
fn npc_peace<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, npcs: &[Slot]) {
    // Peace checks move no disk: the Cities are counted once.
    let cities = g.q().city_sets().map(|c| c.count_ones());
    for &n in npcs {
        for &m in npcs {
            if m == n || !(g.st.npc.hostile(n, m) || g.st.npc.hostile(m, n)) {
                continue;
            }
            let q = g.q();
            let conds = [
                !near(&q, n, m),
                g.st.civ(n).vp > g.st.civ(m).vp,
                cities[n.idx()] > cities[m.idx()],
            ];
            let k = conds.iter().filter(|&&c| c).count();
            let drawn = draw_pool(g, k);
            // Nothing reads this note's text (`triggers` reads the typed meaning of the Negation notes only).
            let text = g.text(|| {
                let q = g.q();
                format!(
                    "{} checks for peace with {}: {k} disk(s) drawn: {}",
                    q.civ_name(n),
                    q.civ_name(m),
                    pool_text(&drawn)
                )
            });
            ctx.note(Some(n), text, "X2.4.4");
            if drawn.contains(&PoolDisk::White) {
                end_hostility(g, ctx, n, m, "X2.4.4: a white disk makes peace");
                end_hostility(g, ctx, m, n, "X2.4.4: a white disk makes peace");
                g.st.npc.civ_mut(n).peace_this_turn = true;
                g.st.npc.civ_mut(m).peace_this_turn = true;
            }
        }
    }
}

fn at_peace<R: Ruleset>(g: &G<R>, n: Slot) -> bool {
    let c: &NpcCiv = g.st.npc.civ(n);
    c.hostile == 0 && !c.peace_this_turn
}

/// X2.4.5 War between NPCs: an NPC hostile to nobody (and at peace this turn) checks the other such
/// NPCs, fewest VP first; a black disk makes it hostile to that one (one direction, A7.17).
fn npc_war<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, npcs: &[Slot]) {
    for &c in npcs {
        if !at_peace(g, c) {
            continue;
        }
        let mut opponents: Vec<Slot> = npcs
            .iter()
            .copied()
            .filter(|&o| o != c && at_peace(g, o))
            .collect();
        opponents.sort_by_key(|&o| (g.st.civ(o).vp, g.st.turn_pos(o)));
        for o in opponents {
            let k = war_conditions(g, c, o);
            let drawn = draw_pool(g, k);
            // Nothing reads this note's text (`triggers` reads the typed meaning of the Negation notes only).
            let text = g.text(|| {
                let q = g.q();
                format!(
                    "{} checks for war on {}: {k} disk(s) drawn: {}",
                    q.civ_name(c),
                    q.civ_name(o),
                    pool_text(&drawn)
                )
            });
            ctx.note(Some(c), text, "X2.4.5");
            if drawn.contains(&PoolDisk::Black) {
                make_hostile(
                    g,
                    ctx,
                    c,
                    o,
                    "X2.4.5: a black disk starts a war between NPCs",
                );
                break;
            }
        }
    }
}

//! The Non-Player Civilization (NPC) brain of the solitaire rules (playbook-spec §1, §2).
//!
//! [`choose`] answers any pending [`Decision`] for an NPC, following the playbook's priority lists,
//! and says which rule produced the answer ([`Choice::rule`]). It only reads the game: everything
//! an NPC must remember (hostility, Primary Enemy, Gold, the Civilization Pool, the free Deity...)
//! lives in [`State::npc`] and is kept up to date by the engine through [`after_step`] and the
//! hooks the phases call (`hostility::end_of_tally`, `gold::sack`, `gold::protects`,
//! `gilgamesh::offer`, [`draw_adjust`]).
//!
//! Where the playbook does not cover a decision (a card added later, a question the engine asks
//! that the solitaire rules never mention), the brain falls back to a documented, deterministic
//! answer in the spirit of the nearest rule; whatever happens, the answer is one of the decision's
//! options.
//!
//! Submodules by concern: [`hostility`] (N1.3, X2.4), [`cards`] (N1.4), [`competition`] (N1.5),
//! [`placement`] (N1.6, N1.9, N1.4.10-11), [`gold`] (N1.7), [`gilgamesh`] (N1.8), [`invasion`]
//! (N1.4.21), [`losses`] (N1.10.2, N1.4.20, N1.5.5), [`tiebreak`] (N1.2).

pub mod cards;
pub mod competition;
pub mod gilgamesh;
pub mod gold;
pub mod hostility;
pub mod invasion;
pub mod losses;
pub mod placement;
pub mod tiebreak;

use crate::games::acme::Ruleset;
use std::borrow::Cow;
use std::marker::PhantomData;

use super::cards::politics::PALACE_INTRIGUE;
use super::catalog::{AreaId, AreaSet, CardId, Catalog, bit};
use super::decision::{Action, Ask, Decision};
use super::engine::Game;
use super::event::Event;
use super::g::G;
use super::proc::Ctx;
use super::query::Q;
use super::ruleset::Acme;
use super::state::{Faction, Slot, State};

pub use super::state::npc_state::*;

/// An NPC's answer and the rule that produced it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub action: Action,
    /// E.g. "N1.9 priority 13: Land area adjacent to enemy Gold". A `Cow` so that the fixed texts
    /// cost no allocation; empty from [`choose_action_at`], which does not explain (see
    /// [`B::why`]).
    pub rule: Cow<'static, str>,
}

impl Choice {
    pub fn new(action: Action, rule: impl Into<Cow<'static, str>>) -> Self {
        Choice {
            action,
            rule: rule.into(),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The brain's read-only view
// ---------------------------------------------------------------------------------------------

/// A list of at most [`MAX_SLOTS`] civilizations, kept on the stack (see [`B::enemy_list`]).
#[derive(Clone, Copy)]
pub struct SlotList {
    slots: [Slot; super::state::MAX_SLOTS],
    len: u8,
}

impl Default for SlotList {
    fn default() -> Self {
        SlotList {
            slots: [super::state::NOBODY; super::state::MAX_SLOTS],
            len: 0,
        }
    }
}

impl SlotList {
    fn push(&mut self, s: Slot) {
        self.slots[self.len as usize] = s;
        self.len += 1;
    }
}

impl std::ops::Deref for SlotList {
    type Target = [Slot];
    fn deref(&self) -> &[Slot] {
        &self.slots[..self.len as usize]
    }
}

/// `B` ("brain"): what every NPC rule reads: the catalog, the state, and which NPC is deciding.
/// Under the ruleset `R`: where a rule of the brain reads a rule of the game (the legal
/// placements, stacking, Control, a hook of the game's own), it reads it under `R` ([`B::q`]), so
/// the NPC of a sibling game never picks what that game forbids.
pub struct B<'a, R: Ruleset = Acme> {
    pub cat: &'a Catalog,
    pub st: &'a State,
    pub me: Slot,
    prim: Option<Slot>,
    /// Some area holds Gold. Why: [`B::gold_of`] is asked for every civilization by many rules
    /// (each a whole-board scan) and most games have no Gold at all; one scan here answers them.
    any_gold: bool,
    /// Actions applied so far (`State::actions` when the question is pending; the method B
    /// reveals depend on it, see `tiebreak`).
    pub actions: u32,
    /// Build the reason texts ([`Choice::rule`]); off for [`choose_action_at`] (see [`B::why`]).
    pub explain: bool,
    /// A state buffer for the rules that try something on a scratch copy ([`Scratch`]); None:
    /// they make a fresh copy.
    pub scratch: Option<&'a Scratch>,
    /// Facts of this position found on first use ([`Memo`]); None: `prim` and `any_gold` were
    /// found in [`B::new`] and the Cities are found at every use.
    memo: Option<&'a Memo>,
    /// A player civilization answered by the brain treats as enemies only the NPCs hostile to it
    /// (and every other player), instead of everyone ([`B::hostile_to`]): the Strategist's own
    /// seat in its playouts (`ai::player`). Off: the brain's reading for a human seat.
    pub reciprocal: bool,
    rules: PhantomData<fn() -> R>,
}

impl<R: Ruleset> Clone for B<'_, R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<R: Ruleset> Copy for B<'_, R> {}

/// What several rules of one question read, found at most once per question and only if some
/// rule asks. Why: the brain answers one question per disk placed, and most questions need
/// neither the Primary Enemy ranking (N1.3.8: every enemy's threat, the Cities of all) nor the
/// Gold scan; those that need the Cities often read them from several rules (the Primary Enemy
/// ranking, then the placement priorities or the removal order). Valid for one `State` only:
/// [`choose_explained`] makes a new one for every question.
#[derive(Default)]
pub struct Memo {
    prim: std::cell::OnceCell<Option<Slot>>,
    any_gold: std::cell::OnceCell<bool>,
    cities: std::cell::OnceCell<[AreaSet; super::state::MAX_SLOTS]>,
}

/// A reusable scratch copy of the state for the brain's "would this card be playable now" tests
/// (`losses::loss`, N1.4.20), which need the mutable `G` of a copy. Why: a fresh copy of the whole
/// state (hands, decks, tables) per question was a measurable part of an all-NPC game; refilling
/// the same buffer (`State::clone_from`) reuses its allocations. Not game state: overwritten
/// before every use, never read otherwise.
#[derive(Default)]
pub struct Scratch(std::cell::RefCell<Option<State>>);

impl Scratch {
    /// Run `f` on a copy of `st` (without its suspended step), in this buffer.
    pub fn with<R>(&self, st: &State, f: impl FnOnce(&mut State) -> R) -> R {
        let mut slot = self.0.borrow_mut();
        let copy = match slot.as_mut() {
            // `clone_from` would copy a suspended step's frame (a second whole state): only
            // without one is the buffer refilled.
            Some(buf) if st.proc.is_none() => {
                buf.clone_from(st);
                buf
            }
            _ => slot.insert(st.clone_without_proc()),
        };
        f(copy)
    }
}

impl<'a> B<'a> {
    /// The brain of `me` under ACME's ruleset ([`B::under`]).
    pub fn new(cat: &'a Catalog, st: &'a State, me: Slot) -> Self {
        B::under(cat, st, me)
    }
    /// [`B::under_with_memo`] under ACME's ruleset.
    pub fn with_memo(cat: &'a Catalog, st: &'a State, me: Slot, memo: &'a Memo) -> Self {
        B::under_with_memo(cat, st, me, memo)
    }
}

impl<'a, R: Ruleset> B<'a, R> {
    /// The brain of `me` under the ruleset `R`.
    pub fn under(cat: &'a Catalog, st: &'a State, me: Slot) -> Self {
        let mut b = B {
            cat,
            st,
            me,
            prim: None,
            any_gold: gold::any_gold(st),
            actions: st.actions,
            explain: true,
            scratch: None,
            memo: None,
            reciprocal: false,
            rules: PhantomData,
        };
        b.prim = b.compute_primary();
        b
    }
    /// [`B::under`] finding the Primary Enemy, the Gold and the Cities on first use, once, in
    /// `memo` (see [`Memo`]; `memo` must be new, for this `st`).
    pub fn under_with_memo(cat: &'a Catalog, st: &'a State, me: Slot, memo: &'a Memo) -> Self {
        B {
            cat,
            st,
            me,
            prim: None,
            any_gold: false,
            actions: st.actions,
            explain: true,
            scratch: None,
            memo: Some(memo),
            reciprocal: false,
            rules: PhantomData,
        }
    }
    /// Some area holds Gold (see the field `any_gold`).
    fn any_gold(&self) -> bool {
        match self.memo {
            Some(m) => *m.any_gold.get_or_init(|| gold::any_gold(self.st)),
            None => self.any_gold,
        }
    }
    /// The areas of every slot's Cities (`Q::city_sets`), once per question when memoized.
    pub fn city_sets(&self) -> [AreaSet; super::state::MAX_SLOTS] {
        match self.memo {
            Some(m) => *m.cities.get_or_init(|| self.q().city_sets()),
            None => self.q().city_sets(),
        }
    }
    /// A reason text that needs formatting, built only when this brain explains its choices. Why:
    /// the headless games (`sim`, the benchmarks) ask for the action alone and throw the text
    /// away, and formatting names and numbers into every reason was a measurable part of an NPC
    /// game. The text must never influence the action.
    pub fn why(&self, text: impl FnOnce() -> String) -> Cow<'static, str> {
        if self.explain {
            Cow::Owned(text())
        } else {
            Cow::Borrowed("")
        }
    }
    pub fn q(&self) -> Q<'a, R> {
        Q::under(self.cat, self.st)
    }
    /// Whether card `c` is the base game's card `note` a card note of this brain is about: the
    /// notes are keyed by the base game's ids, and another game's card of the same id is another
    /// card ([`Ruleset::is_base_card`]).
    pub fn is_card(&self, c: CardId, note: CardId) -> bool {
        c == note && R::is_base_card(c)
    }
    pub fn f(&self) -> Faction {
        self.me.faction()
    }
    pub fn npc(&self) -> &'a NpcCiv {
        self.st.npc.civ(self.me)
    }
    /// Civilizations still in the game other than `me` (Turn Order).
    pub fn others(&self) -> impl Iterator<Item = Slot> + '_ {
        let me = self.me;
        self.st.order.iter().copied().filter(move |&x| x != me)
    }
    /// Is this NPC hostile to civilization `x`? (C0.3.3; a human civilization "is hostile" to
    /// everyone it plays against, so a human deciding through the brain treats all as enemies.)
    pub fn hostile_to(&self, x: Slot) -> bool {
        if x == self.me {
            return false;
        }
        if !self.st.civ(self.me).npc {
            return !self.reciprocal
                || !self.st.civs.get(x.idx()).is_some_and(|c| c.npc)
                || self.st.npc.hostile(x, self.me);
        }
        self.st.npc.hostile(self.me, x)
    }
    /// Enemy civilizations (N1.3.1), Primary Enemy first, then in Turn Order (N1.3.5).
    pub fn enemies(&self) -> Vec<Slot> {
        self.enemy_list().to_vec()
    }
    /// [`B::enemies`] on the stack. Why: the Deployment brain lists the enemies for every disk it
    /// places (`Placer`, `AreaRanker`); the allocation of a `Vec` each time was a measurable part
    /// of a placement.
    pub fn enemy_list(&self) -> SlotList {
        let enemies = || self.others().filter(|&x| self.hostile_to(x));
        let mut l = SlotList::default();
        let first = self.primary().filter(|&p| enemies().any(|x| x == p));
        if let Some(p) = first {
            l.push(p);
        }
        for x in enemies().filter(|&x| Some(x) != first) {
            l.push(x);
        }
        l
    }
    /// The enemy civilizations in Turn Order, without finding the Primary Enemy ([`B::enemy_list`]
    /// puts it first): for rules that read the enemies as a set.
    pub fn enemies_unordered(&self) -> SlotList {
        let mut l = SlotList::default();
        for x in self.others().filter(|&x| self.hostile_to(x)) {
            l.push(x);
        }
        l
    }
    pub fn hostile_to_any(&self) -> bool {
        self.others().any(|x| self.hostile_to(x))
    }
    /// The Primary Enemy (N1.3.6-8): the designated one, else the only enemy, else the one the
    /// priority N1.3.8 would designate now (criterion 8 read as Turn Order, deterministic).
    pub fn primary(&self) -> Option<Slot> {
        match self.memo {
            Some(m) => *m.prim.get_or_init(|| self.compute_primary()),
            None => self.prim,
        }
    }
    fn compute_primary(&self) -> Option<Slot> {
        // The enemies as a bit set (bit per slot), a list only when the N1.3.8 order must
        // decide: this runs for every question an NPC answers, and most have one enemy or none.
        let hostile = self
            .others()
            .filter(|&x| self.hostile_to(x))
            .fold(0u16, |m, x| m | 1 << x.idx());
        if hostile == 0 {
            return None;
        }
        if let Some(p) = self.npc().primary
            && hostile & 1 << p.idx() != 0
        {
            return Some(p);
        }
        if hostile.count_ones() == 1 {
            return Some(Slot(hostile.trailing_zeros() as u8));
        }
        let hostile: Vec<Slot> = self.others().filter(|&x| self.hostile_to(x)).collect();
        hostility::primary_first(self, &hostile)
    }
    /// Barbarians are always enemies (N1.3.2).
    pub fn is_enemy(&self, f: Faction) -> bool {
        match f.slot() {
            None => true,
            Some(s) => self.hostile_to(s),
        }
    }
    /// N1.3.5: actions against the Primary Enemy (0), other enemies (1), Barbarians (2),
    /// non-enemy civilizations (3); itself 4.
    pub fn class(&self, f: Faction) -> u8 {
        match f.slot() {
            None => 2,
            Some(s) if s == self.me => 4,
            Some(s) if Some(s) == self.primary() => 0,
            Some(s) if self.hostile_to(s) => 1,
            Some(_) => 3,
        }
    }
    /// The victim of a harmful card (N1.4.8): the Primary Enemy; else another enemy; else the
    /// opposing civilization with the most VP, then the most Cities, then earliest in Turn Order.
    pub fn harm_target(&self) -> Option<Slot> {
        if let Some(p) = self.primary() {
            return Some(p);
        }
        self.leader()
    }
    /// The opposing civilization with most VP; ties: most Cities, then Turn Order (N1.4.8, N1.4.19).
    pub fn leader(&self) -> Option<Slot> {
        let cities = self.city_sets();
        let mut best: Option<(u32, u32, Slot)> = None;
        for x in self.others() {
            let key = (self.st.civ(x).vp, cities[x.idx()].count_ones());
            if best.is_none_or(|(v, c, _)| key > (v, c)) {
                best = Some((key.0, key.1, x));
            }
        }
        best.map(|b| b.2)
    }
    pub fn home(&self) -> Option<AreaId> {
        self.q().homeland(self.me)
    }
    pub fn mine(&self, a: AreaId) -> u8 {
        self.q().disks(self.f(), a)
    }
    /// Areas holding this civilization's Gold (N1.7.3 owner).
    pub fn gold_of(&self, s: Slot) -> AreaSet {
        if !self.any_gold() {
            return 0;
        }
        self.st
            .areas
            .iter()
            .enumerate()
            .filter(|(_, ar)| ar.gold == Some(s))
            .fold(0, |m, (i, _)| m | bit(AreaId(i as u8)))
    }
    /// The area of a civilization's standing temple (its Homeland while its Deity is there).
    pub fn deity_area(&self, s: Slot) -> Option<AreaId> {
        let q = self.q();
        if q.temple_standing(s) {
            q.homeland(s)
        } else {
            None
        }
    }
    /// The areas holding the blocks of `s`'s built cards (`Ruleset::npc_block_areas`: a sibling
    /// game's Wonder blocks; none in the base game), which its NPC defends and its enemies'
    /// NPCs attack as they do Gold, a temple or a City.
    pub fn block_areas(&self, s: Slot) -> AreaSet {
        R::npc_block_areas(self.st, s)
    }
    /// The areas of `s`'s temple ([`B::deity_area`]) and of its built cards' blocks
    /// ([`B::block_areas`]): what the Hostile priorities attack as "an enemy Deity (temple)"
    /// (N1.9 priorities 11, 14 and 16), which ACIS's N1.9.D reads as "an enemy Wonder block".
    pub fn temple_areas(&self, s: Slot) -> AreaSet {
        self.deity_area(s).map(bit).unwrap_or(0) | self.block_areas(s)
    }
    pub fn vp(&self, s: Slot) -> u32 {
        self.st.civ(s).vp
    }
    /// Has the fewest VP of all civilizations in the game (a shared lowest total counts; N1.4.15,
    /// N1.8.1, A7.5).
    pub fn fewest_vp(&self) -> bool {
        let mine = self.vp(self.me);
        self.others().all(|x| self.vp(x) >= mine)
    }
    /// The opposing faction with the largest strength in an area (disks and its Stronghold cube).
    pub fn opp_max(&self, a: AreaId) -> u32 {
        self.st.area(a).strongest_other(self.f())
    }
    pub fn enemy_in(&self, a: AreaId) -> bool {
        self.st
            .area(a)
            .factions()
            .any(|f| f != self.f() && self.is_enemy(f))
    }
    /// Disks of enemy factions in an area.
    pub fn enemy_disks(&self, a: AreaId) -> u32 {
        self.st
            .area(a)
            .factions()
            .filter(|&f| f != self.f() && self.is_enemy(f))
            .map(|f| self.st.area(a).count(f) as u32)
            .sum()
    }
    pub fn card_rank(&self, c: CardId) -> u8 {
        cards::play_rank(self, c)
    }
}

// ---------------------------------------------------------------------------------------------
// choose
// ---------------------------------------------------------------------------------------------

/// The NPC's answer to `d` (which must be the game's pending decision, or one like it for the same
/// position), with the rule that decided it. Always one of `d.options`.
pub fn choose<R: Ruleset>(game: &Game<R>, d: &Decision) -> Choice {
    choose_explained::<R>(
        &game.catalog,
        &game.state,
        d,
        game.state.actions,
        true,
        None,
        false,
    )
}

impl<R: Ruleset> Game<R> {
    /// The NPC brain's answer to `d` in this game, with the rule behind it ([`choose`]): the
    /// table and the scripted pictures ask the game, and reach no further into the rules.
    pub fn npc_choice(&self, d: &Decision) -> Choice {
        choose(self, d)
    }
}

/// [`choose`] while a step runs (see `proc::Answerer`): the state as the step left it when it
/// asked `d`, and the number of actions applied by then.
pub fn choose_at(cat: &Catalog, st: &State, d: &Decision, actions: u32) -> Choice {
    choose_explained::<Acme>(cat, st, d, actions, true, None, false)
}

/// [`choose_at`] without the reason text (for headless play, which only needs the action): the
/// same action, without the cost of formatting its explanation.
pub fn choose_action_at(cat: &Catalog, st: &State, d: &Decision, actions: u32) -> Action {
    choose_explained::<Acme>(cat, st, d, actions, false, None, false).action
}

/// [`choose_action_at`] with a [`Scratch`] buffer kept from question to question (a headless
/// player's): the same action.
pub fn choose_action_with(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    actions: u32,
    scratch: &Scratch,
) -> Action {
    choose_action_under::<Acme>(cat, st, d, actions, scratch)
}

/// [`choose_action_with`] under the ruleset `R` (headless play of a sibling game's NPCs): the
/// same brain, reading the game's rules under `R`.
pub fn choose_action_under<R: Ruleset>(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    actions: u32,
    scratch: &Scratch,
) -> Action {
    choose_explained::<R>(cat, st, d, actions, false, Some(scratch), false).action
}

/// [`choose_action_with`] for a player civilization that treats as enemies only the NPCs hostile
/// to it ([`B::reciprocal`]): the same rules otherwise. The Strategist's own-seat playout policy.
pub fn choose_action_reciprocal(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    actions: u32,
    scratch: &Scratch,
) -> Action {
    choose_action_reciprocal_under::<Acme>(cat, st, d, actions, scratch)
}

/// [`choose_action_reciprocal`] under the ruleset `R` (the Strategist's own seat in a sibling
/// game): the same brain, reading the game's rules under `R`.
pub fn choose_action_reciprocal_under<R: Ruleset>(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    actions: u32,
    scratch: &Scratch,
) -> Action {
    choose_explained::<R>(cat, st, d, actions, false, Some(scratch), true).action
}

fn choose_explained<R: Ruleset>(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    actions: u32,
    explain: bool,
    scratch: Option<&Scratch>,
    reciprocal: bool,
) -> Choice {
    if d.options.len() == 1 {
        // Settled before the brain's view is built (`decide` would answer the same).
        return Choice::new(d.options[0], "the only legal answer");
    }
    let memo = Memo::default();
    let mut b = B::<R>::under_with_memo(cat, st, d.who, &memo);
    b.actions = actions;
    b.explain = explain;
    b.scratch = scratch;
    b.reciprocal = reciprocal;
    let c = decide(&b, d);
    if d.options.contains(&c.action) {
        c
    } else {
        // A rule asked for something the engine does not offer: take the first offered option.
        let first = d.options.first().copied().unwrap_or(Action::Done);
        Choice::new(
            first,
            b.why(|| format!("{} (not offered; first option instead)", c.rule)),
        )
    }
}

fn decide<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    if d.options.len() == 1 {
        return Choice::new(d.options[0], "the only legal answer");
    }
    // The game's own NPC rules first, where its content has questions of its own.
    if let Some((a, rule)) = R::npc_answer(b.cat, b.st, d) {
        return Choice::new(a, rule);
    }
    match &d.ask {
        Ask::Retire => Choice::new(Action::Done, "N1.9.2: NPCs never retire disks"),
        Ask::Resettle => Choice::new(
            Action::Done,
            "N1.9.2 (extended): no voluntary removal, so no Resettlement",
        ),
        Ask::Granary => Choice::new(
            Action::No,
            "N1.9 (extended): an NPC keeps its growth disks (no Temple Granary)",
        ),
        Ask::Deploy { left } | Ask::GilgameshDeploy { left } => placement::deploy(b, d, *left),
        Ask::UseInvestment { .. } => Choice::new(
            Action::Yes,
            "N1.4.6 / card notes: an NPC uses its Investments every turn",
        ),
        Ask::CardAction => cards::card_action(b, d),
        Ask::Target { card, role, .. } => cards::target(b, d, *card, *role),
        Ask::Negate { target, by } => cards::negate(b, d, *target, *by),
        Ask::Loss { area, cause } => losses::loss(b, d, *area, *cause),
        Ask::Pay { left, disks_needed } => losses::pay(b, d, *left, *disks_needed),
        Ask::HowMany { max } => competition::how_many(b, d, *max),
        Ask::Commit { area } => competition::commit(b, d, *area),
        Ask::Loot { .. } => loot(b, d),
        Ask::TurnOrderSpace => turn_order_space(b, d),
        Ask::Gilgamesh => gilgamesh::ask(b, d),
        Ask::GilgameshCiv | Ask::Homeland => gilgamesh::reentry_choice(b, d),
        Ask::DrawMina => cards::draw_mina(b, d),
        Ask::DiscardExcess { .. } => cards::discard(
            b,
            d,
            "N1.4.13: discard Competition cards first, Negate cards last",
        ),
        Ask::Keep => cards::keep(b, d),
        Ask::InvasionArea { card } => invasion::ground_zero(b, d, *card),
        Ask::CardOption { card } => cards::card_option(b, d, *card),
        Ask::AcceptReturn { by, offer } => accept_return(b, *by, *offer),
        Ask::Traitor => competition::traitor(b, d),
        Ask::UseAbility { ability, .. } => cards::use_ability(b, d, *ability),
        Ask::Scenario { rule } => scenario_choice(b, d, rule),
    }
}

/// A scenario rule's question (the Exploration order X2.5.3, the Cultural tracks T5.3.2 / T5.4,
/// H4.15.7c): the playbook gives NPCs no priority for these, so an NPC takes the first thing offered
/// that does something (the scenario code lists the helpful answers first), never Decline.
fn scenario_choice<R: Ruleset>(b: &B<R>, d: &Decision, rule: &str) -> Choice {
    let a = d
        .options
        .iter()
        .copied()
        .find(|a| !matches!(a, Action::Decline | Action::No))
        .unwrap_or(d.options[0]);
    Choice::new(
        a,
        b.why(|| format!("{rule} (NPC reading): the first answer that acts, never Decline")),
    )
}

/// Loot: a mina (N1.10.2 uses mina to save disks) rather than captives.
fn loot<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    if d.options.contains(&Action::TakeMina) {
        Choice::new(
            Action::TakeMina,
            b.why(|| {
                format!(
                    "N1.10.2 (extended): Loot taken as {}, which saves disks later",
                    R::WORDS.coins
                )
            }),
        )
    } else {
        Choice::new(d.options[0], "Loot")
    }
}

/// Turn Order spaces: the last free space (Father of the Gods note: the NPC deploys after seeing
/// every rival and commits its Competition cards last); Grand Astrologer order: enemies first,
/// itself last.
fn turn_order_space<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    if d.card.is_some_and(|c| b.is_card(c, PALACE_INTRIGUE))
        && d.options.contains(&Action::Number(1))
    {
        return Choice::new(
            Action::Number(1),
            "card note #83: its target must act first for the rest of the turn",
        );
    }
    if let Some(last) = d.options.iter().filter_map(Action::number).max() {
        return Choice::new(Action::Number(last), R::WORDS.last_space);
    }
    // Civ options: put enemies earliest, itself last.
    let best = d
        .options
        .iter()
        .copied()
        .min_by_key(|a| match a {
            Action::Civ(x) if *x == b.me => (9, 0),
            Action::Civ(x) => (b.class(x.faction()), b.st.turn_pos(*x)),
            _ => (10, 0),
        })
        .unwrap_or(d.options[0]);
    Choice::new(best, "N1.3.5 (extended): enemies act first, the NPC last")
}

/// Returning a Deity: an NPC always takes its own temple back (N1.4.5); as captor it gives one
/// back to a civilization it is not hostile to (it gains 2 VP, N1.1.3 rule 3).
fn accept_return<R: Ruleset>(b: &B<R>, by: Slot, offer: bool) -> Choice {
    if offer {
        return Choice::new(Action::Yes, "N1.4.5: an NPC always restores its Deity");
    }
    if b.hostile_to(by) {
        Choice::new(Action::No, "N1.3.5: the NPC keeps an enemy's temple")
    } else {
        Choice::new(
            Action::Yes,
            "N1.1.3 rule 3: returning the temple gains the NPC 2 VP (not an enemy)",
        )
    }
}

// ---------------------------------------------------------------------------------------------
// Engine hooks
// ---------------------------------------------------------------------------------------------

/// What the solitaire bookkeeping ([`after_step`]) reads of the state *before* a step: the flow,
/// hand sizes and the areas. Why not a copy of the whole state: the engine takes this before every
/// step of a game with NPCs, and the full copy (hands, decks, tables, histories) cost about a tenth
/// of an all-NPC game. The buffers are reused from step to step ([`Before::refill`]).
#[derive(Debug)]
pub struct Before {
    pub flow: super::flow::Flow,
    /// Cards in each civilization's hand.
    pub hands: Vec<usize>,
    pub areas: Vec<super::state::AreaState>,
    /// This record's number in the areas' journal ([`super::areas::Areas::changes_since`]).
    journal: u64,
}

/// The journal numbers of the records: each record its own (see [`Before::refill`]).
static JOURNALS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn new_journal() -> u64 {
    JOURNALS.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// A copy is a record of its own: the areas' journal is kept for the original only.
impl Clone for Before {
    fn clone(&self) -> Self {
        Before {
            flow: self.flow,
            hands: self.hands.clone(),
            areas: self.areas.clone(),
            journal: new_journal(),
        }
    }
}

impl Before {
    pub fn of(st: &mut State) -> Self {
        let mut b = Before {
            flow: st.flow,
            hands: Vec::new(),
            areas: Vec::new(),
            journal: new_journal(),
        };
        b.refill(st);
        b
    }

    /// The record of `st`, in `spare`'s buffers when there are some.
    pub fn reuse(spare: &mut Option<Before>, st: &mut State) -> Before {
        match spare.take() {
            Some(mut b) => {
                b.refill(st);
                b
            }
            None => Before::of(st),
        }
    }

    /// Overwrite with `st`, reusing the buffers. Only the areas changed since this record was last
    /// brought up to date from the same areas are copied (their journal says which). Why: the copy
    /// of all 99 areas was most of the record's cost, and a step changes a few at most.
    pub fn refill(&mut self, st: &mut State) {
        self.flow = st.flow;
        self.hands.clear();
        self.hands.extend(st.civs.iter().map(|c| c.hand.len()));
        match st.areas.changes_since(self.journal) {
            Some(changed) => {
                for a in super::catalog::iter_set(changed) {
                    self.areas[a.0 as usize] = st.areas[a.0 as usize];
                }
            }
            None => {
                self.areas.clear();
                self.areas.extend_from_slice(&st.areas);
            }
        }
        debug_assert!(
            self.areas[..] == st.areas[..],
            "an area changed without a note in the journal"
        );
    }
}

/// A step that reported no event moved no piece (checked in debug builds by [`after_step`]). Setup steps and a scenario's own steps are left out: a scenario's setup
/// places its Gold markers without an event.
fn moved_nothing(flow_before: super::flow::Flow, events: &[Event]) -> bool {
    use super::flow::Flow;
    events.is_empty() && !matches!(flow_before, Flow::Setup { .. } | Flow::Scenario { .. })
}

/// After every completed step (engine): hostility triggers (N1.3.3), X2.4 bookkeeping, Primary
/// Enemies at phase starts (N1.3.7), the free Deity (N1.4.1), the Deployment anchor (N1.9.8),
/// Gold ownership (N1.7.3), and Turn Order changes left by the Gilgamesh Step (N1.8.3, N1.8.5).
pub fn after_step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, before: &Before, events: &[Event]) {
    let n = g.st.civs.len();
    if g.st.npc.civs.len() < n {
        g.st.npc.civs.resize(n, NpcCiv::default());
    }
    // A third of the steps report nothing (e.g. a competition position where nobody acts). Such a
    // step moved no piece, so the hostility triggers and phase starts (read from the events) have
    // nothing to see, and the Gold owners (read from the pieces) are as the previous step's
    // bookkeeping left them. Why: this bookkeeping runs after every step.
    if moved_nothing(before.flow, events) {
        debug_assert!(
            before.areas[..] == g.st.areas[..],
            "a step changed the pieces without an event (flow {:?})",
            before.flow
        );
        placement::record_anchor(g, before.flow);
        gilgamesh::apply_order_changes(g, ctx);
        return;
    }
    hostility::triggers(g, ctx, before, events);
    for e in events {
        if let Event::PhaseStarted { phase, .. } = e {
            hostility::phase_start(g, ctx, *phase);
            if *phase == super::event::Phase::Card {
                cards::card_phase_start(g, ctx);
            }
        }
    }
    placement::record_anchor(g, before.flow);
    gold::update_owners(g);
    gilgamesh::apply_order_changes(g, ctx);
}

/// Extra Draw Step cards (N1.11.1, N1.11.5): the difficulty options.
pub fn draw_adjust<R: Ruleset>(g: &G<R>, s: Slot) -> i32 {
    let o = &g.st.options.npc;
    if g.st.civ(s).npc {
        o.npc_draws as i32
    } else {
        o.human_draws as i32
    }
}

/// Is this civilization run by the solitaire rules? (For cards whose text the NPC reads
/// differently, e.g. Diplomat #11 costs an NPC nothing, N1.4.19.)
pub fn is_npc(st: &State, s: Slot) -> bool {
    st.civs.get(s.idx()).is_some_and(|c| c.npc)
}

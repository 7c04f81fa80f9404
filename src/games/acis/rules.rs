//! ACIS's ruleset, [`Acis`]: ACME's phases with the base game's own rule at every hook point,
//! except where the ACIS rulebook differs from ACME's on the map (the deltas of the ACIS rules
//! digest, section 1; readings in docs/acis-readings.md). A game picks it by type, `Game<Acis>`
//! (docs/architecture.md, "How ACIS adds its ruleset").
//!
//! What it answers: the stacking limits (RB Stacking, D18) with the deep seas' bar before Epoch IV
//! (RB The Board, Shallow & Deep Seas, D7), which seas count for Sea Presence, Commerce and Sea
//! Domination (D7, D21, D39, A4), that nobody establishes a Deity (D3), and that its cards'
//! effects are its own table's (`cards`: ACME's effects only where an ACIS card's text is
//! ACME's). Everything else is the base game's rule: the Acquisition Step's Settlements
//! (every ACIS land area is Plain on the map, D5), Commerce, the minimum of 3 (D21), and the
//! Domination test itself (A1, A2). ACIS's display abilities are not played yet: ACME's, found by
//! name, are kept off ACIS's displays as its card effects are kept off ACIS's cards. Its Wonders
//! (`wonders`) come in through the Card Phase's extra actions, the Victory Tally's end, Epoch
//! scoring's second "sole most" term and the tie-break keys.
//!
//! Where ACIS reads ACME's state differently: its one printed home area is the state's `homeland`
//! (the phases read it for the zero-disk deployment, D23, as ACIS's rulebook does); no Homeland
//! block stands there, as ACIS has no Deities.

use crate::games::acme::Event;
use crate::games::acme::LossRules;
use crate::games::acme::NegateRule;
use crate::games::acme::catalog::{AreaId, AreaSet, Board, CardId, Catalog, bit};
use crate::games::acme::decision::Decision;
use crate::games::acme::epoch::{RankingKeys, RowEffect};
use crate::games::acme::npc;
use crate::games::acme::state::{Faction, Slot, State};
use crate::games::acme::{
    Action, CardPhaseImpl, CompCard, Ctx, DisasterCard, EventEffect, G, GrowthStart, Lawgiver,
    Ruleset, StackClass, StackTable, Step,
};

use super::catalog::FIRST_WONDER;

/// ACIS's words (acis-spec D2 talents, D3 Wonders; content-acis section 7: "mina" reads
/// "talent", "Deity (temple)" reads "Wonder block"), read by the texts players see.
pub const WORDS: crate::games::acme::catalog::Words = crate::games::acme::catalog::Words {
    coin: "talent",
    coins: "talents",
    shrine: "Wonder block",
    shrine_categories: [
        "builds, un-buries or recharges its Wonder",
        "buries a rival Wonder",
    ],
    shrine_priorities: [
        "area with an enemy Wonder block",
        "area adjacent to an enemy Wonder block",
        "invader: closest to enemy Gold, Wonder block or City",
    ],
    last_space: "N1.4.W (ACIS, extended to ties): the NPC takes the last space",
    hostile_card_loss: "N1.3.3a: it played a card that cost the NPC disks, cards or talents",
};
use super::{abilities, wonders};

/// ACIS, *Ancient Civilizations of the Inner Sea*, on ACME's phases.
#[derive(Debug, Clone, Copy, Default)]
pub struct Acis;

impl Ruleset for Acis {
    /// D2 Currency (RB Supply): talents for mina, the name only.
    const MONEY: &'static str = "talents";

    /// The solitaire bookkeeping's record of the state before a step (D50: ACME's NPC rules,
    /// content-acis section 7).
    type StepMemo = npc::Before;

    fn step_memo(spare: &mut Option<npc::Before>, st: &mut State) -> npc::Before {
        npc::Before::reuse(spare, st)
    }
    /// D50 (content-acis section 7): the solitaire bookkeeping of ACME's NPC rules after every
    /// step of a game with NPCs (hostility N1.3, Primary Enemies, the Deployment anchor); no free
    /// Wonder (N1.4.1 removed: an ACIS game has ACME's free Deity off, `whole_game`).
    fn after_step(g: &mut G<Self>, ctx: &mut Ctx, before: &npc::Before, events: &[Event]) {
        npc::after_step(g, ctx, before, events);
    }
    /// D50: the civilizations the solitaire rules play (cards an NPC reads differently, N1.4.19).
    fn is_npc(st: &State, s: Slot) -> bool {
        npc::is_npc(st, s)
    }
    /// D50 (content-acis section 7): ACIS's NPC deltas, where its content asks what ACME's NPC
    /// rules do not cover (Wonders, the Aeneas Rule; `acis::npc`).
    fn npc_answer(cat: &Catalog, st: &State, d: &Decision) -> Option<(Action, &'static str)> {
        super::npc_cards::answer(cat, st, d)
            .or_else(|| super::npc_wonders::answer(cat, st, d))
            .or_else(|| super::npc::answer(cat, st, d))
    }
    /// The Strategist's own seat plays ACIS's Wonders, talents and prices by ACIS's own-seat policy
    /// (`acis::ai_policy`), not by the NPC's solitaire rules.
    fn own_seat_answer(cat: &Catalog, st: &State, d: &Decision) -> Option<Action> {
        super::ai_policy::answer(cat, st, d)
    }
    /// Content-acis section 7: the areas holding an NPC's Wonder blocks, which ACIS's deltas add
    /// to the areas its NPC defends and attacks (N1.3.8, N1.4.5d, N1.5.1, N1.5.4, N1.9.C-D,
    /// N1.10.2; `acis::npc`).
    fn npc_block_areas(st: &State, s: Slot) -> AreaSet {
        super::npc::block_areas(st, s)
    }
    /// N1.4.5d (ACIS): for Minos, its Controlled shallow seas are bonus areas too.
    fn npc_bonus_areas(cat: &Catalog, st: &State, s: Slot) -> AreaSet {
        super::npc::bonus_areas(cat, st, s)
    }
    /// N1.8 (ACIS): the Entry Location table's row 21-50 reads "home area of an inactive
    /// civilization".
    const NPC_ENTRY_ANY_HOME: bool = true;
    /// N1.9.C (ACIS) priorities 9 and 10: Minos's shallow seas and Phoenicia's deep seas
    /// (`npc_seas`).
    const NPC_SEA_PRIORITIES: [&'static str; 2] = super::npc_seas::TEXTS;
    /// ACIS's words in the texts players read (talents, Wonders; [`WORDS`]).
    const WORDS: crate::games::acme::catalog::Words = WORDS;
    fn npc_sea_priority(
        cat: &Catalog,
        st: &State,
        s: Slot,
        n: u8,
        opts: &[AreaId],
        left: u16,
        out: &mut Vec<(AreaId, [i64; 3])>,
    ) {
        super::npc_seas::priority(cat, st, s, n, opts, left, out)
    }
    /// N1.10.2 (ACIS): talents rather than a disk from its home area, a City, a Gold area or a
    /// Wonder block area.
    const NPC_SAVES_HOME_DISKS: bool = true;
    /// N1.9.E (ACIS), N1.9.12: all ACIS land is Plain (D5); coastal land areas first.
    const NPC_COASTAL_FIRST: bool = true;
    /// D44 Draw Step: the solitaire difficulty's extra draws (N1.11.1, N1.11.5).
    fn draw_step_start(g: &mut G<Self>, _ctx: &mut Ctx, s: Slot) -> Step<i32> {
        Ok(npc::draw_adjust(g, s))
    }

    #[inline]
    fn stacking(cat: &Catalog, st: &State, f: Faction) -> StackTable {
        stacking(&cat.board, deep_seas_open(cat, st, f))
    }
    #[inline]
    fn counted_seas(cat: &Catalog) -> AreaSet {
        shallow_seas(&cat.board)
    }
    /// RB The Board, Deep Seas (D7a): the Deployment Step's refusal of a deep sea before Epoch IV
    /// names that rule (its stacking limit there is 0 too, which alone would not say why); a
    /// display with Deep-Sea Mariners is not refused (A5).
    fn may_deploy(g: &G<Self>, s: Slot, a: AreaId) -> Result<(), String> {
        if g.cat.board.deep_seas & bit(a) != 0 && !deep_seas_open(g.cat, g.st, s.faction()) {
            return Err(format!(
                "{} is a deep sea: a civilization may have no disk there before Epoch IV \
                 (ACIS RB The Board, Deep Seas).",
                g.cat.board.name(a)
            ));
        }
        Ok(())
    }
    /// Troy's Walls of Troy keep other Factions' disks out of the Troy area (content-acis 5,
    /// readings B4; `abilities`).
    fn may_place(g: &G<Self>, f: Faction, a: AreaId) -> bool {
        !abilities::walls_keep_out(g, f, a)
    }
    /// Troy's Walls of Troy keep a Barbarian invasion's stack, and any card's Barbarian disks, out
    /// of the Troy area (content-acis AI5, readings B4; `abilities`).
    fn barbarians_may_fill(g: &G<Self>, a: AreaId) -> bool {
        Self::may_place(g, Faction::BARBARIANS, a)
    }
    /// Troy's Walls of Troy keep another civilization's Competition card allies out of the Troy
    /// area (content-acis 5, readings B4; `abilities`).
    fn card_allies_allowed(g: &G<Self>, ctx: &Ctx, s: Slot, a: AreaId) -> bool {
        !abilities::walls_keep_allies_out(g, ctx, s, a)
    }
    /// Troy's Walls of Troy keep another civilization's own disks, brought by its Fate card, out
    /// of the Troy area (content-acis 5, readings B4; `abilities`).
    fn card_disks_kept_out(g: &G<Self>, s: Slot, card: CardId, a: AreaId) -> Option<&'static str> {
        abilities::walls_keep_card_disks_out(g, s, card, a)
    }
    /// Troy's Walls of Troy: no other civilization's Fate card, nor an Event, removes or replaces
    /// a Trojan disk in the Troy area while 2 stand there (content-acis 5, readings B4;
    /// `abilities`).
    fn card_protected(
        g: &G<Self>,
        ctx: &Ctx,
        s: Slot,
        a: AreaId,
        rules: &LossRules,
    ) -> Option<&'static str> {
        abilities::walls_of_troy(g, ctx, s, a, rules.cause)
    }
    /// ACIS's Fate cards have ids of their own: ACME's Events and Negate cards, found by the same
    /// ids, are not theirs.
    const BASE_CARD_EFFECTS: bool = false;
    /// ACIS's cards whose text is ACME's card of the same id (`cards`): only they are read by the
    /// NPC brain's ACME card notes.
    fn is_base_card(id: CardId) -> bool {
        super::cards::is_acme_card(id)
    }
    /// ACIS's card table, by its own ids (`cards`).
    fn card_phase_effect(id: CardId) -> Option<CardPhaseImpl<Self>> {
        super::cards::card_phase(id)
    }
    fn competition_effect(id: CardId) -> Option<CompCard> {
        super::cards::competition(id)
    }
    fn disaster_row(id: CardId) -> Option<DisasterCard> {
        super::cards::disaster_row(id)
    }
    fn plays_event(id: CardId) -> bool {
        super::cards::plays_event(id)
    }
    fn own_event(id: CardId) -> Option<EventEffect<Self>> {
        super::cards::own_event(id)
    }
    fn negate_rule(id: CardId) -> Option<NegateRule> {
        super::cards::negate_rule(id)
    }
    /// Content-acis #25 Lawgiver (ACME's Giver of Laws, same numbers), not usable against Siege
    /// Master #17, Traitor #45 or Events (its text and its row of the negate-scope table, 9.3).
    const LAWGIVER: Lawgiver = super::cards::LAWGIVER;
    /// Content-acis section 4 and 9.3: the Lighthouse of Alexandria (ACME's God of the Skies)
    /// cancels "a Competition card other than Traitor (#45)"; ACIS's #22 is Haruspex.
    const UNCANCELLED_TRAITOR: CardId = super::cards::TRAITOR;
    /// Content-acis section 4: the Statue of Zeus, the Colossus of Rhodes and the Mausoleum of
    /// Halicarnassus give the powers of ACME's Father of the Gods, God of War and God of the Dead,
    /// each a use of the Wonder (AG12: its owner in the block's area, a disk on the card, once
    /// per turn; the disk spent when the use is announced).
    #[inline]
    fn power_usable(g: &G<Self>, s: Slot, power: CardId) -> bool {
        wonders::power_usable(g, s, power)
    }
    fn power_card(power: CardId) -> CardId {
        wonders::for_power(power).unwrap_or(power)
    }
    fn power_spent(g: &mut G<Self>, s: Slot, power: CardId) {
        wonders::power_spent(g, s, power)
    }
    /// Content-acis-v1 section 4: the Lighthouse of Alexandria and the Parthenon negate as ACME's
    /// God of the Skies and Goddess of Peace, each a use of the Wonder (AG12, W4).
    fn negating_power(negate: CardId) -> Option<CardId> {
        wonders::negating_power(negate)
    }
    #[inline]
    fn negating_cards(g: &G<Self>, s: Slot) -> [Option<CardId>; 2] {
        wonders::negating_wonders(g.st, s)
    }
    /// ACIS has no Deities (D3, D16: no Deity slots, no Homeland block): nobody establishes one
    /// (ACME's Deity blocks keep their ids, which are ACIS's Wonders').
    #[inline]
    fn deity_forbidden(_g: &G<Self>, _s: Slot) -> bool {
        true
    }
    /// ACIS's competition abilities that add to a side, as rows for ACME's machinery
    /// (content-acis 5, `abilities`).
    const ALLY_ROWS: &'static [crate::games::acme::AllyRow] = &super::abilities::ALLY_ROWS;
    /// ACME's display abilities, found by their names, are not ACIS's: an ACIS display ability
    /// that shares a name with one of ACME's (Egypt's Gift of the Nile) does not run ACME's.
    #[inline]
    fn ability(_g: &G<Self>, _s: Slot, _name: &str) -> Option<bool> {
        Some(false)
    }
    /// RB Supply (D2): the white disks of a Treasury are talents (ACME's mina, the same field).
    const CURRENCY: &'static str = "talent";
    /// RB Game Overview (D4): each civilization has one printed "home area" (ACME's Homeland).
    const HOME: &'static str = "home area";
    /// RB Aeneas Step (D42) in the place of ACME's Gilgamesh Step.
    fn own_gilgamesh(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step<bool> {
        super::aeneas::offer(g, ctx, s)?;
        Ok(true)
    }
    /// RB End of Epoch Phase, step 3 (D46, readings A15).
    fn change_of_epoch(g: &mut G<Self>, ctx: &mut Ctx, c: CardId) -> Step {
        super::epoch::change_of_epoch(g, ctx, c)
    }
    /// ACIS's Change of Epoch Table (its content's rows).
    fn epoch_row(from: u8) -> Option<RowEffect<Self>> {
        super::epoch::row(from)
    }
    /// RB Disk Removal, Clarification (D30, readings B17): a disk saved with a talent or a card
    /// is still replaced.
    const KEPT_DISK_REPLACED: bool = true;
    /// RB Acquisition Step, Special Abilities ("your active Wonders"): the Great Pyramid and the
    /// Temple of Artemis at the end of their owner's Acquisition Step.
    /// Then Rome's Roman Expansion (content-acis 5, `abilities`).
    fn before_resettle(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step {
        wonders::acquisition_powers(g, ctx, s)?;
        abilities::roman_expansion(g, ctx, s)
    }
    /// RB Acquisition Step, Special Abilities: the display's extra disks (content-acis 5,
    /// `abilities`), counted before the minimum of 3 (readings B7).
    fn acquisition(g: &G<Self>, s: Slot, total: u16, minimum: u16) -> u16 {
        (total + abilities::acquisition_extra(g, s)).max(minimum)
    }
    /// The start of a civilization's Growth Phase, before Retirement: its display's talents
    /// (content-acis 5, `abilities`), then the use of its Heroic Saga (#69) if it has one on the
    /// table. A step that stops at the Saga's question runs again from before it, so the
    /// display's talents are given once.
    fn civ_growth_start(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step<GrowthStart> {
        abilities::growth_start(g, ctx, s);
        super::heroic_saga::growth_start(g, ctx, s)?;
        Ok(GrowthStart::Continue)
    }
    /// Phoenicia's Alphabet (content-acis 5, `abilities`), where ACME's Archivists are.
    fn after_draw(g: &mut G<Self>, ctx: &mut Ctx, s: Slot) -> Step {
        abilities::after_draw(g, ctx, s)
    }
    /// Gaul's Gallic Gold, then Minos's Sea Raids and Rome's Epoch IV Legions (content-acis 5,
    /// readings A19; `abilities`).
    fn competition_phase_start(g: &mut G<Self>, ctx: &mut Ctx) -> Step {
        abilities::competition_phase_start(g, ctx)?;
        abilities::start_competitions(g, ctx)
    }
    /// Readings A19: an area Sea Raids or Legions made Contested at the start of this phase
    /// (`abilities::start_competitions`), while its sides still make it one.
    #[inline]
    fn opened_competition(g: &G<Self>, a: AreaId) -> bool {
        g.st.step_memo & bit(a) != 0 && crate::games::acme::comp_contested(g, a)
    }
    /// Mycenae's Sackers of Cities (content-acis 5, `abilities`).
    fn after_sack(g: &mut G<Self>, ctx: &mut Ctx, s: Slot, _a: AreaId) -> Step {
        abilities::after_sack(g, ctx, s)
    }
    /// RB Card Phase (D24): build a Wonder, at most once per turn, beside playing a card or
    /// passing (D32, AG13; offered only when every check of A7 holds).
    fn card_actions(g: &G<Self>, s: Slot) -> Vec<Action> {
        wonders::card_actions(g, s)
    }
    fn card_action(g: &mut G<Self>, ctx: &mut Ctx, s: Slot, a: Action) -> Step<bool> {
        match a {
            Action::Option(k) if wonders::card_actions(g, s).contains(&a) => {
                wonders::build(g, ctx, s, CardId(FIRST_WONDER + k))?;
                Ok(true)
            }
            _ => Ok(false),
        }
    }
    /// RB Victory Tally Step (D40): 1 VP per built, unburied Wonder sharing a land area with one
    /// of its owner's disks, after the Cities.
    /// Then the solitaire hostility check at the end of the Victory Tally (N1.3, D50).
    /// Minos's Lords of the Sea (content-acis 5, `abilities`).
    fn after_tally(g: &mut G<Self>, ctx: &mut Ctx) -> Step {
        wonders::tally(g, ctx);
        abilities::tally(g, ctx);
        npc::hostility::end_of_tally(g, ctx)
    }
    /// Content-acis #38 Oracle at Delphi, option (a), played from the hand at the end of the Turn
    /// Order Reset Step (readings B15; `great_persons`).
    fn turn_order_reset(g: &mut G<Self>, ctx: &mut Ctx, order: &mut Vec<Slot>) -> Step {
        super::great_persons::oracle_turn_order(g, ctx, order)
    }
    /// RB End of Epoch Phase (D45): the most areas occupied with its own built Wonders.
    fn epoch_most(g: &G<Self>, s: Slot) -> u32 {
        wonders::scoring(g, s)
    }
    const EPOCH_MOST: &'static str = "most areas with built Wonders (ACIS RB End of Epoch Phase)";
    /// RB Winning the Game (D49): VP, then more occupied areas holding its own built Wonders, more
    /// Cities, more disks on the map, more areas occupied, else a draw.
    fn ranking_keys(g: &G<Self>, s: Slot) -> RankingKeys {
        let q = g.q();
        let f = s.faction();
        [
            g.st.civ(s).vp as i64,
            wonders::scoring(g, s) as i64,
            q.cities(s) as i64,
            q.disks_on_map(f) as i64,
            q.occupied_set(f).count_ones() as i64,
            0,
            0,
        ]
    }
    const RANKING_KEY_NAMES: [&'static str; 7] = [
        "VP",
        "areas with built Wonders",
        "Cities",
        "disks on the map",
        "areas occupied",
        "nothing more",
        "nothing more",
    ];
}

/// RB The Board, Deep Seas: "A civilization cannot have a disk in a deep sea area until Epoch IV".
pub const DEEP_SEAS_OPEN_FROM_EPOCH: u8 = 4;

/// RB The Board, Deep Seas (D7a, A5): whether Faction `f` may have a disk in a deep sea now. The
/// Barbarians always may (they are not a civilization); a civilization from Epoch IV, or at any
/// time with Deep-Sea Mariners on its display (Phoenicia's and Minos's, content-acis 5: the
/// ability beats the rule, RB Civilization Displays, D14).
pub fn deep_seas_open(cat: &Catalog, st: &State, f: Faction) -> bool {
    let Some(s) = f.slot() else { return true };
    st.epoch >= DEEP_SEAS_OPEN_FROM_EPOCH || abilities::deep_sea_mariners(cat, st, s)
}

/// RB Stacking (D18), per Faction: 4 in a land area, 2 in a shallow sea and 1 in a deep sea in the
/// Growth and Card Phases (and every step outside the Competition Phase, G3); in the Competition
/// Phase no limit but in a deep sea, still 1 (so a deep sea never holds a competition, D7c); at
/// the start of the Reckoning Phase 3, 2 and 1. Where the Faction may not be in a deep sea yet
/// (`deep_open` false: [`deep_seas_open`]) its limit there is 0.
pub fn stacking(board: &Board, deep_open: bool) -> StackTable {
    let deep = u8::from(deep_open);
    [
        StackClass {
            areas: board.land,
            growth_and_card: 4,
            competition: u8::MAX,
            reckoning: 3,
        },
        StackClass {
            areas: shallow_seas(board),
            growth_and_card: 2,
            competition: u8::MAX,
            reckoning: 2,
        },
        StackClass {
            areas: board.deep_seas,
            growth_and_card: deep,
            competition: deep,
            reckoning: deep,
        },
    ]
}

/// The shallow sea areas: every sea but the deep ones (RB The Board; the depth is the map's, A3).
/// Only they count for Sea Presence (RB Acquisition Step: "Do not count deep seas"), as Commerce
/// bases ("a land or shallow sea area that you occupy", A4) and for Sea Domination ("every shallow
/// sea area (only; not deep sea)", D39).
pub fn shallow_seas(board: &Board) -> AreaSet {
    !board.land & !board.deep_seas
}

//! Negation chains (RB "Negation/Negate Cards", content G10, G18 and the scope table 8.3).
//!
//! A window opens when a card is played, an Investment use or a Deity use is announced. Every
//! civilization except the creator of the newest link is asked once, in Turn Order starting after
//! that creator; a response must target the newest link and opens a new window on itself. When a
//! full round passes with no response the chain resolves last-in first-out: the top link stands,
//! the one below it is cancelled, the one below that stands again, and so on. Negating is never a
//! Card Phase action and is allowed after passing.

use super::catalog::{CardId, in_set};
use super::decision::{Action, Ask, Decision};
use super::event::{About, Event, Phase};
use super::g::G;
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::{MAX_SLOTS, Slot};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};

pub(crate) const PROPHET: CardId = CardId(9);
pub(crate) const ASSASSIN: CardId = CardId(24);
pub(crate) const SORCERER: CardId = CardId(25);
pub(crate) const PROPHETESS: CardId = CardId(26);
pub(crate) const CORRUPTER: CardId = CardId(27);
pub(crate) const HIGH_PRIEST: CardId = CardId(28);
pub(crate) const HAND_WRITING: CardId = CardId(94);
pub(crate) const GODDESS_OF_PEACE: CardId = CardId(109);
pub(crate) const GOD_OF_THE_SKIES: CardId = CardId(110);
/// Rostam's power (H4.14.14): the God of War negates a Great Person card in Rostam's scenario.
pub const GOD_OF_WAR: CardId = CardId(106);
pub(crate) const TRAITOR: CardId = CardId(22);

/// How a Negate card answers a window: which links it may cancel, what it needs and what it costs
/// (content G10 and the scope table 8.3). A game's card table names one for each of its Negate
/// cards (`Ruleset::negate_rule`), the base game's by the base game's ids ([`base_negate_rule`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NegateRule {
    /// Content #9 Prophet: a Religion card, False Prophet #30 or Forsaken by God #92 as played,
    /// or #30, #90, #92 lying in play.
    Prophet,
    /// Content #24 Assassin: a Great Person card or Investment use that affects its player.
    Assassin,
    /// Content #25 Sorcerer: a Deity's use.
    Sorcerer,
    /// Content #26 Prophetess: any card as played (not an Event), Investment use or lasting card;
    /// its player gains 1 mina when it stands.
    Prophetess,
    /// Content #27 Corrupter: a Great Person card that is not a Negate card, or its Investment use.
    Corrupter,
    /// Content #28 High Priest: as Prophetess, with a disk on the map; its player returns one of
    /// its disks from the map when it stands.
    HighPriest,
    /// Content #94 Hand Writing on the Wall: any card as played, an Event, an Investment use or a
    /// lasting card; `religion`: only by a civilization that may play Religion cards.
    HandWriting { religion: bool },
    /// Any Great Person card as played (Negates included) or its Investment use, whoever it
    /// affects; needs 1 mina, paid when it stands (ACIS content #24 Bribery).
    GreatPersonForATalent,
}

/// The base game's Negate cards by their ids (content 8.3).
pub fn base_negate_rule(id: CardId) -> Option<NegateRule> {
    Some(match id {
        PROPHET => NegateRule::Prophet,
        ASSASSIN => NegateRule::Assassin,
        SORCERER => NegateRule::Sorcerer,
        PROPHETESS => NegateRule::Prophetess,
        CORRUPTER => NegateRule::Corrupter,
        HIGH_PRIEST => NegateRule::HighPriest,
        HAND_WRITING => NegateRule::HandWriting { religion: true },
        _ => return None,
    })
}

/// What a link of a chain is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    /// A Fate card as it is played (Card Phase, competition reveal, or a Negate card responding).
    Card(CardId),
    /// An Event drawn or revealed (only Hand Writing on the Wall can negate it).
    Event(CardId),
    /// The use of an Investment card on the table (removing a disk from it, G14).
    InvestmentUse(CardId),
    /// A Deity bonus being used (only Sorcerer can negate it).
    DeityUse(CardId),
    /// A civilization competition ability, by index on its display (only God of the Skies).
    Ability(u8),
    /// A lasting card already in play (G18).
    Lasting(CardId),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    pub by: Slot,
    pub kind: LinkKind,
    /// Civilizations the link's effect would touch (bit per slot): "affects you" for Assassin,
    /// "harms you" for Goddess of Peace.
    pub affects: u16,
    /// The link would remove the owner's disks or cost it mina, cards, VP or its Deity (Goddess).
    pub harms: u16,
}

impl Link {
    pub fn card(by: Slot, card: CardId, affects: u16, harms: u16) -> Self {
        Link {
            by,
            kind: LinkKind::Card(card),
            affects,
            harms,
        }
    }
    pub fn investment(by: Slot, card: CardId) -> Self {
        Link {
            by,
            kind: LinkKind::InvestmentUse(card),
            affects: 0,
            harms: 0,
        }
    }
    /// A civilization's competition ability at index `i` of its display, touching nobody's side
    /// but its own (Loot, a Treasury).
    pub fn ability(by: Slot, i: u8) -> Self {
        Link {
            by,
            kind: LinkKind::Ability(i),
            affects: 0,
            harms: 0,
        }
    }
    pub fn deity(by: Slot, deity: CardId) -> Self {
        Link {
            by,
            kind: LinkKind::DeityUse(deity),
            affects: 0,
            harms: 0,
        }
    }
    pub fn card_id(&self) -> Option<CardId> {
        match self.kind {
            LinkKind::Card(c)
            | LinkKind::Event(c)
            | LinkKind::InvestmentUse(c)
            | LinkKind::DeityUse(c)
            | LinkKind::Lasting(c) => Some(c),
            LinkKind::Ability(_) => None,
        }
    }
}

use super::state::slot_bit;

impl<'a, R: Ruleset> G<'a, R> {
    /// Can `r` answer `link` with `negate` (a Negate card in hand or an N Deity id)?
    pub fn can_negate(&self, r: Slot, negate: CardId, link: &Link) -> bool {
        // Nobody plays an Event: the civilization that drew or revealed it may answer it too
        // (content #94; it is asked last, see `negation_window`).
        if r == link.by && !matches!(link.kind, LinkKind::Event(_)) {
            return false;
        }
        let cat = self.cat;
        let q = self.q();
        // (The sets hold Fate cards only: a Deity id is in none of them.)
        let sets = &cat.sets;
        let fate = |c: CardId| (1..=103).contains(&c.0);
        let is_gp = |c: CardId| in_set(sets.great_person, c);
        let is_negate = |c: CardId| in_set(sets.negate, c);
        let is_r = |c: CardId| in_set(sets.religion, c);
        let is_c = |c: CardId| in_set(sets.competition, c);
        let affects_r = link.affects & slot_bit(r) != 0;
        // A Negate card of the game's deck answers by the rule its card table names
        // (`Ruleset::negate_rule`); the Deities' negations below are the base game's, by id.
        if let Some(rule) = R::negate_rule(negate) {
            return match rule {
                NegateRule::Prophet => match link.kind {
                    LinkKind::Card(c) => is_r(c) || c == CardId(30) || c == CardId(92),
                    LinkKind::Lasting(c) => matches!(c.0, 30 | 90 | 92),
                    _ => false,
                },
                NegateRule::Assassin => {
                    affects_r
                        && match link.kind {
                            LinkKind::Card(c) | LinkKind::InvestmentUse(c) => is_gp(c),
                            LinkKind::Lasting(c) => c == CardId(30),
                            _ => false,
                        }
                }
                NegateRule::GreatPersonForATalent => {
                    self.st.civ(r).treasury >= 1
                        && match link.kind {
                            LinkKind::Card(c) | LinkKind::InvestmentUse(c) => is_gp(c),
                            _ => false,
                        }
                }
                NegateRule::Sorcerer => matches!(link.kind, LinkKind::DeityUse(_)),
                NegateRule::Prophetess | NegateRule::HighPriest => {
                    let ok = matches!(
                        link.kind,
                        LinkKind::Card(_) | LinkKind::InvestmentUse(_) | LinkKind::Lasting(_)
                    );
                    ok && (rule != NegateRule::HighPriest || q.disks_on_map(r.faction()) > 0)
                }
                NegateRule::Corrupter => match link.kind {
                    LinkKind::Card(c) | LinkKind::InvestmentUse(c) => is_gp(c) && !is_negate(c),
                    LinkKind::Lasting(c) => c == CardId(30),
                    _ => false,
                },
                NegateRule::HandWriting { religion } => {
                    (!religion || q.may_play_religion(r))
                        && matches!(
                            link.kind,
                            LinkKind::Card(_)
                                | LinkKind::Event(_)
                                | LinkKind::InvestmentUse(_)
                                | LinkKind::Lasting(_)
                        )
                }
            };
        }
        // The Deities' negations are the base game's, by the power they are (`Ruleset::negating_power`:
        // a Deity itself; ACIS's Wonders that give their powers).
        let Some(power) = R::negating_power(negate) else {
            return false;
        };
        match power {
            GODDESS_OF_PEACE => {
                let LinkKind::Card(c) = link.kind else {
                    return false;
                };
                self.st.flow.phase() == Phase::Card
                    && fate(c)
                    && !is_c(c)
                    && !cat.card(c).is_event()
                    && link.harms & slot_bit(r) != 0
                    && !self.st.civ(r).usage.peace_used
                    && R::power_usable(self, r, GODDESS_OF_PEACE)
            }
            // H4.14.14: "While God of War is on the map, the Persian player may use Rostam's power
            // to Negate a Great Person card INSTEAD of placing the two white disks in the
            // Competition Phase. This Negate may be used in the Card Phase or in the Competition
            // Phase, but not both (per turn)." On the map: its temple stands on the Homeland.
            // Used, it takes the place of this turn's God of War announcement.
            GOD_OF_WAR => {
                let usage = &self.st.civ(r).usage;
                R::deity_negates(self.st, r, GOD_OF_WAR)
                    && matches!(self.st.flow.phase(), Phase::Card | Phase::Competition)
                    && !usage.rostam_negate
                    && !usage.god_of_war_used
                    && q.deity(r) == Some(GOD_OF_WAR)
                    && self.st.block(GOD_OF_WAR) == super::state::BlockLoc::Temple { owner: r }
                    && q.deity_bonus_usable(r, GOD_OF_WAR)
                    && match link.kind {
                        LinkKind::Card(c) | LinkKind::InvestmentUse(c) => is_gp(c),
                        _ => false,
                    }
            }
            GOD_OF_THE_SKIES => {
                if self.st.civ(r).usage.skies_used || !R::power_usable(self, r, GOD_OF_THE_SKIES) {
                    return false;
                }
                let Some(area) = self.st.comp.area else {
                    return false;
                };
                if !q.occupies(r.faction(), area)
                    && self.st.areas[area.0 as usize].allies[r.idx()] == 0
                {
                    return false;
                }
                match link.kind {
                    LinkKind::Card(c) | LinkKind::InvestmentUse(c) => {
                        is_c(c) && c != R::UNCANCELLED_TRAITOR
                    }
                    LinkKind::DeityUse(d) => d == CardId(106),
                    LinkKind::Ability(i) => {
                        let civ = cat.civ(self.st.civ(link.by).civ);
                        civ.raw
                            .abilities
                            .get(i as usize)
                            .is_some_and(|a| a.negatable_by_god_of_the_skies)
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// The answers `r` has to a link: its Negate cards in hand and its N Deity.
    fn negate_options(&self, r: Slot, link: &Link) -> Vec<Action> {
        let mut opts = super::decision::option_list(4);
        let hand = &self.st.civ(r).hand;
        for &c in hand {
            if self.is_negate_card(c)
                && self.can_negate(r, c, link)
                && !opts.contains(&Action::Negate(c))
            {
                opts.push(Action::Negate(c));
            }
        }
        for d in R::negating_cards(self, r).into_iter().flatten() {
            if self.can_negate(r, d, link) {
                opts.push(Action::Negate(d));
            }
        }
        opts
    }

    /// Whether `r` has an answer to `link` ([`G::negate_options`] is not empty), with no list
    /// built.
    fn has_answer(&self, r: Slot, link: &Link) -> bool {
        let civ = self.st.civ(r);
        civ.hand
            .iter()
            .any(|&c| self.is_negate_card(c) && self.can_negate(r, c, link))
            || R::negating_cards(self, r)
                .into_iter()
                .flatten()
                .any(|d| self.can_negate(r, d, link))
    }

    /// A Fate card that may answer a window: coded Negate (N) and played out of turn.
    fn is_negate_card(&self, c: CardId) -> bool {
        in_set(self.cat.sets.negate_window, c)
    }

    /// Whether `r` holds anything that may answer some window: a Negate card in hand, or Goddess
    /// of Peace or God of the Skies as its Deity ([`G::negate_options`] then asks `can_negate` of
    /// each for the link at hand).
    fn may_respond(&self, r: Slot) -> bool {
        let civ = self.st.civ(r);
        R::negating_cards(self, r)
            .into_iter()
            .flatten()
            .any(|d| d != GOD_OF_WAR || R::deity_negates(self.st, r, GOD_OF_WAR))
            || civ.hand.iter().any(|&c| self.is_negate_card(c))
    }

    /// Open a negation window on `link`. Returns true if the link ends up negated. The responders'
    /// Negate cards go to the discard pile; their prices are paid when they stand (G10).
    pub fn negation_window(&mut self, ctx: &mut Ctx, link: Link) -> Step<bool> {
        // Nobody holds anything that could answer this link: the window closes at once,
        // unanswered. Why: a window opens for nearly every card, use and lasting card, and most
        // find nobody to ask (also most of those where somebody holds a Negate card). The game is
        // the same as asking each civilization in turn and finding no question.
        if !(0..self.st.civs.len() as u8).any(|i| self.has_answer(Slot(i), &link)) {
            return Ok(false);
        }
        // On the stack: a window with somebody to ask opens for many cards of a game.
        let mut chain: smallvec::SmallVec<[Link; 4]> = smallvec::smallvec![link];
        'outer: loop {
            let top = *chain.last().expect("chain has a link");
            // The responders in a stack array rather than a list: a window is opened for nearly
            // every card, deity use and lasting card, and most have nobody to ask.
            let mut responders = [Slot(0); MAX_SLOTS + 1];
            let mut k = 0;
            for r in self.st.order_after(top.by) {
                responders[k] = r;
                k += 1;
            }
            // Content #94: an Event's window starts after the civilization that drew or revealed
            // it, which is asked last.
            if matches!(top.kind, LinkKind::Event(_)) && self.st.turn_pos(top.by) != usize::MAX {
                responders[k] = top.by;
                k += 1;
            }
            for &r in &responders[..k] {
                // Lazy: re-runs of the step need not rebuild the question (see `proc::Trail`).
                // With at least one Negate option and Decline it always has two options, so
                // `ask` asks it as `ask_always` would.
                let d = || {
                    // Most civilizations hold nothing that answers: no list is taken for them.
                    if !self.may_respond(r) {
                        return None;
                    }
                    let mut all = self.negate_options(r, &top);
                    debug_assert_eq!(all.is_empty(), !self.has_answer(r, &top));
                    if all.is_empty() {
                        super::decision::recycle_options(all);
                        return None;
                    }
                    all.push(Action::Decline);
                    let target = top.card_id().unwrap_or(CardId(0));
                    Some(
                        Decision::new(
                            r,
                            Ask::Negate { target, by: top.by },
                            self.text(|| {
                                let what = match top.card_id() {
                                    Some(c) if c.0 > 0 => self.cat.card_name(c),
                                    _ => "a competition ability",
                                };
                                format!(
                                    "{}: {} plays {} - negate it?",
                                    self.q().civ_name(r),
                                    self.q().civ_name(top.by),
                                    what
                                )
                            }),
                            "RB Negation (G10)",
                            all,
                        )
                        .with_chain(super::decision::ChainInfo {
                            affects: chain[0].affects,
                            harms: chain[0].harms,
                            depth: chain.len() as u8,
                        }),
                    )
                };
                let Some(answer) = ctx.ask_lazy_opt(self.st, d)? else {
                    continue;
                };
                match answer {
                    Action::Negate(n) => {
                        if (1..=103).contains(&n.0) {
                            self.take_from_hand(r, n);
                        } else if let Some(power) = R::negating_power(n) {
                            let usage = &mut self.st.civ_mut(r).usage;
                            match power {
                                GODDESS_OF_PEACE => usage.peace_used = true,
                                GOD_OF_THE_SKIES => usage.skies_used = true,
                                GOD_OF_WAR => usage.rostam_negate = true,
                                _ => {}
                            }
                            R::power_spent(self, r, power);
                        }
                        ctx.note_about(
                            Some(r),
                            About::NegatesWith(n),
                            || {
                                format!(
                                    "{} answers with {}",
                                    self.q().civ_name(r),
                                    self.cat.card_name(n)
                                )
                            },
                            "RB Negation",
                        );
                        let kind = if n.0 >= 104 {
                            LinkKind::DeityUse(n)
                        } else {
                            LinkKind::Card(n)
                        };
                        // A negation touches the player of the link it cancels (Assassin: 'negate or
                        // cancel a card ... of yours') but removes none of its disks and costs it no
                        // mina, card or VP: Goddess of Peace cannot answer it (docs/card-readings.md).
                        chain.push(Link {
                            by: r,
                            kind,
                            affects: slot_bit(top.by),
                            harms: 0,
                        });
                        continue 'outer;
                    }
                    _ => continue,
                }
            }
            break;
        }
        // Resolve last-in first-out: links at odd distance from the top are cancelled.
        let n = chain.len();
        for i in (1..n).rev() {
            let standing = (n - 1 - i).is_multiple_of(2);
            let l = chain[i];
            let negated_id = chain[i - 1].card_id();
            if let LinkKind::Card(c) = l.kind {
                self.st.deck.discard.push(c);
            }
            if standing {
                if let (Some(nc), Some(t)) = (l.card_id(), negated_id) {
                    ctx.emit(|| Event::Negated {
                        card: t,
                        by: nc,
                        slot: l.by,
                    });
                }
                self.pay_negate_price(ctx, l)?;
            }
        }
        Ok(n.is_multiple_of(2))
    }

    /// Prices printed on Negate cards, paid when they stand (content #26, #28).
    fn pay_negate_price(&mut self, ctx: &mut Ctx, l: Link) -> Step {
        let LinkKind::Card(card) = l.kind else {
            return Ok(());
        };
        match R::negate_rule(card) {
            Some(NegateRule::HighPriest) => {
                // A payment, not a loss: no mina or card may replace it (content #28).
                let areas = self.q().areas_of(l.by.faction());
                if areas.is_empty() {
                    return Ok(());
                }
                let opts = areas.iter().map(|&a| Action::RemoveFrom(a)).collect();
                let d = Decision::new(
                    l.by,
                    Ask::Target {
                        card,
                        what: "the disk paid for High Priest".into(),
                        role: TargetRole::new(Whose::Own, TargetKind::Disks, Effect::Pay),
                    },
                    self.text(|| {
                        format!(
                            "{}: return one of your disks from the map to pay for High Priest",
                            self.q().civ_name(l.by)
                        )
                    }),
                    "Card #28 High Priest",
                    opts,
                );
                if let Action::RemoveFrom(a) = ctx.ask(self.st, d)? {
                    self.take_off(ctx, l.by.faction(), a, 1);
                }
            }
            Some(NegateRule::Prophetess) => {
                self.gain_mina(ctx, l.by, 1);
            }
            Some(NegateRule::GreatPersonForATalent) => {
                self.spend_mina(ctx, l.by, 1);
            }
            _ => {}
        }
        Ok(())
    }
}

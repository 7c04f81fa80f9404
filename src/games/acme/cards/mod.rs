//! Fate cards: the framework (play, targets, negation, legend) and the table of implemented cards.
//!
//! A card implemented for the Card Phase provides three functions: `playable` (content G4: its
//! required targets exist), `declare` (its player names targets before anyone may negate it, RB
//! "Negate Card Decorum") and `resolve` (the effect, in printed order, as far as possible). A
//! Competition card provides `usable` (it may be committed in this competition) and `resolve`
//! (step 3). Cards not in these tables can still be discarded to pay a loss or spent as resources.

pub(crate) mod competition;
pub(crate) mod disasters;
pub(crate) mod events;
pub(crate) mod great_persons;
pub(crate) mod politics;
pub(crate) mod religion;
pub(crate) mod resource;
pub(crate) mod trade;

use super::catalog::{AreaId, CardId, LegendKind};
use super::decision::{Action, Ask, Decision, TargetRole, Text};
use super::event::{About, Event};
use super::g::G;
use super::negation::Link;
use super::proc::{Ctx, Step};
use super::state::{Faction, Slot, TableCard};
use crate::games::acme::ruleset::Ruleset;

/// What a player named when playing a card.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Targets {
    pub areas: Vec<AreaId>,
    pub slots: Vec<Slot>,
    pub factions: Vec<Faction>,
    pub option: u8,
    pub number: u16,
    pub cards: Vec<CardId>,
    /// Civilizations the card would touch (Assassin) and harm (Goddess of Peace).
    pub affects: u16,
    pub harms: u16,
    /// Civilizations whose disks the card would remove or replace: they may cancel its effect on
    /// themselves with 2 disks of Giver of Laws (#19; the ruleset's `LAWGIVER`) before it resolves.
    pub removes: u16,
}

/// A card playable as a Card Phase action.
pub struct CardPhaseImpl<R: Ruleset> {
    pub playable: fn(&G<R>, Slot) -> bool,
    pub declare: fn(&mut G<R>, &mut Ctx, Slot) -> Step<Targets>,
    pub resolve: fn(&mut G<R>, &mut Ctx, Slot, &Targets) -> Step,
}

/// A card committed at step 1 of a competition and resolved at step 3: its row, read by
/// `competition::usable` and `competition::resolve_card`.
pub use competition::{Arena, CompCard, CompEffect};

/// The rule name of a card's questions and log lines ("Card #12"). Why a table: rule names are
/// written even in quiet headless play (the NPC brain reads them), and formatting one for nearly
/// every card played, target asked and event resolved was most of the formatting left there.
pub(crate) fn card_rule(id: CardId) -> super::decision::Text {
    static RULES: std::sync::LazyLock<Vec<String>> =
        std::sync::LazyLock::new(|| (0..=u8::MAX).map(|i| format!("Card #{i}")).collect());
    super::decision::Text::Borrowed(&RULES[id.0 as usize])
}

/// The Card Phase implementation of a card, if it has one: the game's own card table
/// ([`Ruleset::card_phase_effect`]).
pub(crate) fn card_phase<R: Ruleset>(id: CardId) -> Option<CardPhaseImpl<R>> {
    R::card_phase_effect(id)
}

/// The Competition row of a card, if it has one (as [`card_phase`]).
pub(crate) fn competition<R: Ruleset>(id: CardId) -> Option<CompCard> {
    R::competition_effect(id)
}

/// The base game's card table for the Card Phase, by the base game's card ids: the default of
/// [`Ruleset::card_phase_effect`], and where another game's table points for a card whose text is
/// the base game's card of the same id.
pub fn base_card_phase<R: Ruleset>(id: CardId) -> Option<CardPhaseImpl<R>> {
    great_persons::card_phase(id.0)
        .or_else(|| trade::card_phase(id.0))
        .or_else(|| resource::card_phase(id.0))
        .or_else(|| disasters::card_phase(id.0))
        .or_else(|| politics::card_phase(id.0))
        .or_else(|| religion::card_phase(id.0))
}

/// The base game's card table for competitions (as [`base_card_phase`]): its rows.
pub fn base_competition(id: CardId) -> Option<CompCard> {
    competition::competition(id.0)
}

/// No targets to name.
pub(crate) fn no_targets<R: Ruleset>(_: &mut G<R>, _: &mut Ctx, _: Slot) -> Step<Targets> {
    Ok(Targets::default())
}

pub(crate) fn always<R: Ruleset>(_: &G<R>, _: Slot) -> bool {
    true
}

pub(crate) fn has_supply<R: Ruleset>(g: &G<R>, s: Slot) -> bool {
    g.st.civ(s).supply > 0
}

impl<'a, R: Ruleset> G<'a, R> {
    /// Card Phase: play a Fate card from hand (RB Play a Fate Card).
    pub(crate) fn play_card(&mut self, ctx: &mut Ctx, s: Slot, id: CardId) -> Step {
        let imp = card_phase(id).expect("only implemented cards are offered");
        self.take_from_hand(s, id);
        ctx.emit(|| Event::CardPlayed { slot: s, card: id });
        ctx.note(
            Some(s),
            self.text(|| format!("{} plays {}", self.q().civ_name(s), self.cat.card_name(id))),
            card_rule(id),
        );
        let t = (imp.declare)(self, ctx, s)?;
        if self.negation_window(ctx, Link::card(s, id, t.affects, t.harms))? {
            ctx.note_about(
                Some(s),
                About::CardNegated(id),
                || format!("{} is negated", self.cat.card_name(id)),
                "RB Negation",
            );
            self.st.deck.discard.push(id);
            return Ok(());
        }
        // Giver of Laws (#19): after the card's own chain and before it resolves.
        let immune = great_persons::giver_of_laws_cancel(self, ctx, s, id, t.removes)?;
        ctx.scratch.playing.push((s, id, immune, t.removes));
        (imp.resolve)(self, ctx, s, &t)?;
        ctx.scratch.playing.pop();
        self.finish_card(ctx, s, id, &t);
        Ok(())
    }

    /// A Fate card played from the hand at a step outside the Card Phase, its targets already
    /// named (Traitor #22 before the first competition; ACIS's Oracle at Delphi #38, option (a),
    /// at the Turn Order Reset Step): out of the hand, announced with `note`, discarded (both
    /// cards' legend: discard after play), then its negation window (RB Negation: a card as it is
    /// played). Returns whether it was negated; the caller resolves it otherwise.
    pub(crate) fn play_out_of_phase(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        id: CardId,
        note: super::decision::Text,
        link: Link,
    ) -> Step<bool> {
        self.take_from_hand(s, id);
        ctx.emit(|| Event::CardPlayed { slot: s, card: id });
        ctx.note(Some(s), note, card_rule(id));
        self.st.deck.discard.push(id);
        self.negation_window(ctx, link)
    }

    /// After a card resolved: its legend says where it goes (RB Legend).
    pub(crate) fn finish_card(&mut self, ctx: &mut Ctx, s: Slot, id: CardId, t: &Targets) {
        match self.cat.card(id).legend {
            LegendKind::Discard | LegendKind::Event => self.st.deck.discard.push(id),
            LegendKind::SetAsideUntilEndOfEpoch => {
                self.st.deck.set_aside.push(id);
                ctx.note(
                    Some(s),
                    self.text(|| {
                        format!(
                            "{} is set aside until the End of Epoch",
                            self.cat.card_name(id)
                        )
                    }),
                    "Legend",
                );
            }
            LegendKind::Investment => {
                // Investments put themselves on the table in their resolve (disks from Supply);
                // one that could not (no disk) is discarded.
                if self.st.civ(s).table_card(id).is_none() {
                    self.st.deck.discard.push(id);
                }
            }
            LegendKind::Lasting => {
                // Lasting cards lie on their target; the resolve put them there or discarded them.
                let lying = self
                    .st
                    .civs
                    .iter()
                    .any(|c| c.table_card(id).is_some() || c.deity_inactive_by == Some(id));
                if !lying {
                    let _ = t;
                    self.st.deck.discard.push(id);
                }
            }
        }
    }

    /// Put an own-disk Investment card on the table with its disks from Supply (G14: fewer if the
    /// Supply is short, never topped up later).
    pub(crate) fn place_investment(&mut self, ctx: &mut Ctx, s: Slot, id: CardId) {
        let (n, white) = self.cat.card(id).investment.expect("an Investment card");
        debug_assert!(!white);
        let c = self.st.civ_mut(s);
        let n = (n as u16).min(c.supply) as u8;
        if n == 0 {
            return;
        }
        c.supply -= n as u16;
        c.table.push(TableCard {
            card: id,
            disks: n,
            area: None,
            uses: 0,
            memo: Vec::new(),
        });
        ctx.note(
            Some(s),
            self.text(|| {
                format!(
                    "{} puts {} on the table with {} disks",
                    self.q().civ_name(s),
                    self.cat.card_name(id),
                    n
                )
            }),
            "RB Investment Cards",
        );
    }

    /// Take one disk off an own-disk Investment (a use); discard the card when it is empty.
    pub(crate) fn spend_investment_disk(&mut self, ctx: &mut Ctx, s: Slot, id: CardId) {
        let c = self.st.civ_mut(s);
        if let Some(i) = c.table.iter().position(|t| t.card == id) {
            c.table[i].disks -= 1;
            c.supply += 1;
            c.table[i].uses += 1;
            if c.table[i].disks == 0 {
                c.table.remove(i);
                self.st.deck.discard.push(id);
                ctx.note(
                    Some(s),
                    self.text(|| {
                        format!(
                            "{} has no disk left and is discarded",
                            self.cat.card_name(id)
                        )
                    }),
                    "RB Investment Cards",
                );
            }
        }
    }

    /// A negated Investment use: all its disks go back to Supply and the card is discarded (G14).
    pub(crate) fn scrap_investment(&mut self, ctx: &mut Ctx, s: Slot, id: CardId) {
        let c = self.st.civ_mut(s);
        if let Some(i) = c.table.iter().position(|t| t.card == id) {
            let t = c.table.remove(i);
            if t.area.is_none() {
                c.supply += t.disks as u16;
            } else {
                self.st.white_supply += t.disks as u16;
            }
            self.st.deck.discard.push(id);
            ctx.note(
                Some(s),
                self.text(|| format!("{} is discarded with its disks", self.cat.card_name(id))),
                "G14",
            );
        }
    }

    /// The question a card asks its player about a target ("choose <what>"), with `Done` added
    /// when the choice may be declined.
    fn target_question(
        &self,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        mut opts: Vec<Action>,
        or_done: bool,
    ) -> Decision {
        if or_done {
            opts.push(Action::Done);
        }
        let tail = if or_done { " or finish" } else { "" };
        let what: Text = what.into();
        let text = self.text(|| {
            format!(
                "{}: {} - choose {}{}",
                self.q().civ_name(s),
                self.cat.card_name(card),
                what,
                tail
            )
        });
        Decision::new(
            s,
            Ask::Target { card, what, role },
            text,
            card_rule(card),
            opts,
        )
    }

    /// One target question for a card: the options `opts` builds (lazily, so a question already
    /// settled is not rebuilt when the step re-runs), with Done when `or_done` (then it is asked
    /// even with one option); the answer read back with `pick` (`None`: Done).
    #[allow(clippy::too_many_arguments)]
    fn ask_target<T>(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        or_done: bool,
        opts: impl FnOnce() -> Vec<Action>,
        pick: impl Fn(&Action) -> Option<T>,
    ) -> Step<Option<T>> {
        let d = || self.target_question(s, card, what, role, opts(), or_done);
        let a = if or_done {
            ctx.ask_always_lazy(self.st, d)?
        } else {
            ctx.ask_lazy(self.st, d)?
        };
        Ok(pick(&a))
    }

    /// Ask a player to pick one area among `areas` for a card.
    pub(crate) fn ask_area(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        areas: &[AreaId],
    ) -> Step<AreaId> {
        let opts = || super::decision::options_from(areas.iter().map(|&a| Action::Area(a)));
        let a = self.ask_target(ctx, s, card, what, role, false, opts, Action::area)?;
        Ok(a.expect("an area was asked for"))
    }

    /// Ask for an area or Done.
    pub(crate) fn ask_area_or_done(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        areas: &[AreaId],
    ) -> Step<Option<AreaId>> {
        let opts = || super::decision::options_from(areas.iter().map(|&a| Action::Area(a)));
        self.ask_target(ctx, s, card, what, role, true, opts, Action::area)
    }

    /// Ask a player to pick one civilization.
    pub(crate) fn ask_slot(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        slots: &[Slot],
    ) -> Step<Slot> {
        let opts = || super::decision::options_from(slots.iter().map(|&x| Action::Civ(x)));
        let x = self.ask_target(ctx, s, card, what, role, false, opts, Action::civ)?;
        Ok(x.expect("a civilization was asked for"))
    }

    /// Ask for a civilization or Done.
    pub(crate) fn ask_slot_or_done(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        slots: &[Slot],
    ) -> Step<Option<Slot>> {
        let opts = || super::decision::options_from(slots.iter().map(|&x| Action::Civ(x)));
        self.ask_target(ctx, s, card, what, role, true, opts, Action::civ)
    }

    /// Ask a player to pick one card among `cards` (distinct ids are offered once).
    pub(crate) fn ask_card(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        cards: &[CardId],
    ) -> Step<CardId> {
        let opts = || {
            let mut opts: Vec<Action> = cards.iter().map(|&c| Action::Card(c)).collect();
            opts.sort();
            opts.dedup();
            opts
        };
        let c = self.ask_target(ctx, s, card, what, role, false, opts, Action::card)?;
        Ok(c.expect("a card was asked for"))
    }

    /// Ask a player to pick one faction.
    pub(crate) fn ask_faction(
        &mut self,
        ctx: &mut Ctx,
        s: Slot,
        card: CardId,
        what: impl Into<Text>,
        role: TargetRole,
        factions: &[Faction],
    ) -> Step<Faction> {
        let opts = || factions.iter().map(|&x| Action::Faction(x)).collect();
        let f = self.ask_target(ctx, s, card, what, role, false, opts, Action::faction)?;
        Ok(f.expect("a faction was asked for"))
    }
}

/// Cards that may absorb one of `s`'s losses in the current competition (Master Armorer #20 on the
/// table; Shield Bearers #34 committed here). Siege Master (#17) admits only Master Armorer (D1).
pub(crate) fn loss_absorbers<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    a: AreaId,
    cause: Option<CardId>,
) -> Vec<CardId> {
    let mut out = Vec::new();
    if g.st.comp.area != Some(a) {
        return out;
    }
    let civ = g.st.civ(s);
    if let Some(t) = civ.table_card(super::losses::MASTER_ARMORER)
        && t.disks > 0
        && armorer_calls(g, &t.memo, a) < 2
    {
        out.push(super::losses::MASTER_ARMORER);
    }
    let siege_master = cause == Some(CardId(17));
    if !siege_master
        && g.st.comp.shield[s.idx()] == 0
        && g.st
            .comp
            .committed
            .iter()
            .any(|&(o, c, neg)| o == s && c == super::losses::SHIELD_BEARERS && !neg)
    {
        out.push(super::losses::SHIELD_BEARERS);
    }
    out
}

/// Has `s` Master Armorer (#20) disks left for a loss in the area being fought?
pub(crate) fn armorer_disks_here<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    g.st.comp.area == Some(a)
        && g.st
            .civ(s)
            .table_card(super::losses::MASTER_ARMORER)
            .is_some_and(|t| t.disks > 0)
}

/// A further Master Armorer disk within a call already made against the same multi-disk loss
/// (PB example card face: "return one or more disks to supply in lieu of losing disks").
pub(crate) fn armorer_more<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) {
    g.spend_investment_disk(ctx, s, super::losses::MASTER_ARMORER);
    ctx.emit(|| Event::LossPaid {
        slot: s,
        area: a,
        with: "a Master Armorer disk (same call)".into(),
    });
}

/// Master Armorer (#20) calls in this area's competition: 'no more than twice for the same area'
/// is counted per competition (an area is fought once per Competition Phase); the memo holds
/// (area, epoch, turn) per call. One call may return several disks against one multi-disk loss.
fn armorer_calls<R: Ruleset>(g: &G<R>, memo: &[u8], a: AreaId) -> usize {
    memo.chunks(3)
        .filter(|c| *c == [a.0, g.st.epoch, g.st.turn])
        .count()
}

/// Use Master Armorer or announce Shield Bearers against a loss. Returns whether the loss is kept
/// (false when the use was negated).
pub(crate) fn absorb_loss<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    card: CardId,
) -> Step<bool> {
    if card == R::LAWGIVER.card {
        return great_persons::giver_of_laws_absorb(g, ctx, s, a);
    }
    if card == super::losses::MASTER_ARMORER {
        ctx.note(
            Some(s),
            g.text(|| format!("{} calls on Master Armorer", g.q().civ_name(s))),
            "Card #20",
        );
        if g.negation_window(ctx, great_persons::cancelling_use(ctx, s, card))? {
            g.scrap_investment(ctx, s, card);
            return Ok(false);
        }
        let stamp = [a.0, g.st.epoch, g.st.turn];
        if let Some(t) = g.st.civ_mut(s).table_card_mut(card) {
            t.memo.extend(stamp);
        }
        g.spend_investment_disk(ctx, s, card);
        ctx.emit(|| Event::LossPaid {
            slot: s,
            area: a,
            with: "a Master Armorer disk".into(),
        });
        Ok(true)
    } else {
        // Shield Bearers: announced now, open to negation; cancels this loss and the next (#34).
        ctx.note(
            Some(s),
            g.text(|| {
                format!(
                    "{} announces {}",
                    g.q().civ_name(s),
                    g.cat.card_name(super::losses::SHIELD_BEARERS)
                )
            }),
            "Card #34",
        );
        let idx =
            g.st.comp
                .committed
                .iter()
                .position(|&(o, c, neg)| o == s && c == card && !neg);
        if g.negation_window(ctx, Link::card(s, card, 0, 0))? {
            if let Some(i) = idx {
                g.st.comp.committed[i].2 = true;
            }
            return Ok(false);
        }
        if let Some(i) = idx {
            g.st.comp.committed.remove(i);
            g.st.deck.discard.push(card);
        }
        g.st.comp.shield[s.idx()] = 1;
        ctx.emit(|| Event::LossPaid {
            slot: s,
            area: a,
            with: g
                .cat
                .card_name(super::losses::SHIELD_BEARERS)
                .to_string()
                .into(),
        });
        Ok(true)
    }
}

/// G18: before each Card Phase action, lasting cards in play may be negated. Lasting cards are
/// False Prophet (#30), Drought (#62), Blasphemy (#90), Forsaken by God (#92); each lies on its
/// victim (a Deity or a display) and was played by someone else.
pub(crate) fn lasting_window<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _next: Slot) -> Step {
    // Plain loops rather than a chained `flat_map`: this runs before every Card Phase action, and
    // the list is nearly always empty (then nothing is allocated).
    let mut lying: Vec<(Slot, CardId)> = Vec::new();
    for s in g.st.slots() {
        let c = g.st.civ(s);
        if let Some(x) = c.deity_inactive_by {
            lying.push((s, x));
        }
        for t in &c.table {
            // Monotheism (#95) can be negated only when played (G18).
            if g.cat.card(t.card).legend == LegendKind::Lasting
                && t.card != super::catalog::MONOTHEISM
            {
                lying.push((s, t.card));
            }
        }
    }
    for (victim, card) in lying {
        let link = Link {
            by: super::state::NOBODY,
            kind: super::negation::LinkKind::Lasting(card),
            affects: crate::games::acme::state::slot_bit(victim),
            harms: 0,
        };
        if g.negation_window(ctx, link)? {
            let c = g.st.civ_mut(victim);
            if c.deity_inactive_by == Some(card) {
                c.deity_inactive_by = None;
            }
            c.table.retain(|t| t.card != card);
            g.st.deck.discard.push(card);
            ctx.note(
                Some(victim),
                g.text(|| format!("{} is negated and ends", g.cat.card_name(card))),
                "G18",
            );
        }
    }
    Ok(())
}

//! ACIS's content in the shape ACME's phases read: the phases take a
//! [`crate::games::acme::catalog::Catalog`], so ACIS's loaded catalog is handed to them as one
//! (issue frame "one rule, one place": ACIS shares ACME's system and adds its deltas as a ruleset).
//!
//! What goes over: the board (depths and islands are fields of its areas), the ten civilizations
//! with their one home each, the Fate cards' ids, codes, timings and legends, the Change of Epoch
//! Table and the general rules. What does not: Wonders (ACIS's own state and rules, in
//! `wonders`), Deities and Monotheism (ACIS has none), and the cards' invasion records (a card's
//! effect, which the phases do not run for ACIS yet).

use std::sync::{Arc, OnceLock};

use crate::games::acis::catalog::{self as acis, CardTiming, LegendKind as AcisLegend};
use crate::games::acme::catalog::raw::{
    AbilityRaw, CardRaw, CivRaw, DesignDecisionRaw, GrammaticalNumber, NameNumberRaw, RulesTextFile,
};
use crate::games::acme::catalog::{Card, Catalog, Civ, Invasion, LegendKind, TimingKind, tag};

/// The phases' catalog of the shipped ACIS content, built once.
pub fn builtin() -> Arc<Catalog> {
    static CAT: OnceLock<Arc<Catalog>> = OnceLock::new();
    CAT.get_or_init(|| Arc::new(catalog(&crate::games::acis::data::builtin())))
        .clone()
}

/// The phases' catalog of a loaded ACIS catalog.
pub fn catalog(a: &acis::Catalog) -> Catalog {
    let mut cat = Catalog::from_parts(
        a.board.clone(),
        a.cards.iter().map(card).collect(),
        Vec::new(),
        None,
        a.civs.iter().map(civ).collect(),
        a.epoch_table.clone(),
        rules_text(&a.rules_text),
    );
    // The Wonders' names, for the negation windows on their uses (content-acis #19 Bad Omens).
    cat.other_cards = a
        .wonders
        .iter()
        .map(|w| (w.id, w.raw.name.clone()))
        .collect();
    cat.words = <super::rules::Acis as crate::games::acme::Ruleset>::WORDS;
    cat
}

/// When the phases may play the card. ACIS's "card phase action or Turn Order reset" is a Card
/// Phase action for the phases (its reset use belongs to the card's effect).
fn timing(t: CardTiming) -> TimingKind {
    match t {
        CardTiming::CardPhaseAction | CardTiming::CardPhaseActionOrTurnOrderReset => {
            TimingKind::CardPhaseAction
        }
        CardTiming::OutOfTurnNegate => TimingKind::OutOfTurnNegate,
        CardTiming::CompetitionStep1 => TimingKind::CompetitionStep1,
        CardTiming::InvestmentCardPhase => TimingKind::InvestmentCardPhase,
        CardTiming::InvestmentCardOrCompetition => TimingKind::InvestmentCardOrCompetition,
        CardTiming::ImmediateEvent => TimingKind::ImmediateEvent,
    }
}

/// Where the card goes once played. A negation card and a card shuffled back leave the hand for
/// the discard pile as far as the phases are concerned (the shuffle is the card's effect); a card
/// set aside stays out until the end of the Epoch (RB Change of Epoch).
fn legend(l: AcisLegend) -> LegendKind {
    match l {
        AcisLegend::Discard | AcisLegend::Negate | AcisLegend::ShuffleBack => LegendKind::Discard,
        AcisLegend::Investment => LegendKind::Investment,
        AcisLegend::Lasting => LegendKind::Lasting,
        AcisLegend::SetAside => LegendKind::SetAsideUntilEndOfEpoch,
        AcisLegend::Event => LegendKind::Event,
    }
}

fn card(c: &acis::Card) -> Card {
    let r = &c.raw;
    Card {
        id: c.id,
        codes: c.codes,
        timing: timing(c.timing),
        legend: legend(c.legend),
        provenance: c.provenance,
        investment: r
            .investment
            .as_ref()
            .map(|i| (i.disks, i.disk_type == "white")),
        invasion: c.invasion.as_ref().map(invasion),
        tags: tag::bits_of(&r.tags),
        raw: CardRaw {
            id: r.id,
            name: r.name.clone(),
            codes: r.codes.clone(),
            great_person: r.great_person,
            group: r.group.clone(),
            timing_kind: r.timing_kind.clone(),
            timing: r.timing.clone(),
            targeting: r.targeting.clone(),
            effect: r.effect.clone(),
            option_names: Vec::new(),
            loss_offset: r.loss_offset.clone(),
            legend_kind: r.legend_kind.clone(),
            legend: r.legend.clone(),
            investment: r.investment.clone(),
            invasion: None,
            npc_priority: r.npc_priority,
            npc_note: r.npc_note.clone(),
            tags: r.tags.clone(),
            balance: r.balance.clone(),
            provenance: r.provenance.clone(),
            provenance_note: r.provenance_note.clone(),
            sources: r.sources.clone(),
        },
    }
}

/// A Barbarian invasion's record in ACME's shape, for ACME's invasion procedure (content-acis
/// AI1-AI8, which are ACME's I1-I8 on ACIS's map): its ground zeros per configuration (AI2), and
/// the stacks of AI3: 4 Barbarian disks in a land area, 2 in a (shallow) sea area, where the fleet
/// of Sea Peoples (#100) goes; ACIS has no Desert and no terrain stops a spread (AI4).
fn invasion(i: &acis::Invasion) -> Invasion {
    Invasion {
        entry_by_config: i.entry_by_config.clone(),
        stack_land: 4,
        stack_desert_or_sea: 2,
        fleet_sea_stack: 2,
        spread_excluded: Vec::new(),
    }
}

/// A display with its one printed home. Every ACIS civilization is named after a land or a city,
/// which takes a singular verb ("Carthage holds", "Minos holds": designed, as the data does not
/// say); ACIS has no peoples and no Epoch limits on its displays.
fn civ(c: &acis::Civ) -> Civ {
    let r = &c.raw;
    let raw = CivRaw {
        name: c.name.clone(),
        name_number: NameNumberRaw {
            number: GrammaticalNumber::Singular,
            provenance: "designed".into(),
        },
        peoples: Vec::new(),
        epochs: Vec::new(),
        home_areas: vec![r.home_area.clone()],
        home_rule: String::new(),
        abilities: r
            .abilities
            .iter()
            .map(|a| AbilityRaw {
                name: a.name.clone(),
                trigger: a.trigger.clone(),
                effect: a.effect.clone(),
                competition_ability: a.competition_ability,
                // The Lighthouse of Alexandria is God of the Skies' power (content-acis 4).
                negatable_by_god_of_the_skies: a.negatable_by_lighthouse,
                usage_limit: a.usage_limit.clone(),
                provenance: a.provenance.clone(),
                note: a.note.clone(),
            })
            .collect(),
        npc_bonus_areas: r.npc_bonus_areas.clone(),
        provenance: r.provenance.clone(),
        provenance_note: r.provenance_note.clone(),
        sources: r.sources.clone(),
    };
    Civ::new(c.kind, vec![c.home], c.provenance, raw)
}

fn rules_text(r: &acis::raw::RulesTextFile) -> RulesTextFile {
    RulesTextFile {
        meta: r.meta.clone(),
        general_rules: r.general_rules.clone(),
        invasion_rules: r.invasion_rules.clone(),
        negate_scopes: r.negate_scopes.clone(),
        decisions: r
            .decisions
            .iter()
            .map(|d| DesignDecisionRaw {
                id: d.id.clone(),
                topic: d.topic.clone(),
                decision: d.decision.clone(),
                rationale: String::new(),
            })
            .collect(),
        assumptions: r.assumptions.clone(),
    }
}

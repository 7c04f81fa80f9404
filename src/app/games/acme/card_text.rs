//! ACME's card faces: what a Fate card (1-103, Monotheism is 95) or a Deity (104-110) says, read
//! from the catalog (RB "The Cards"), for the shared face painter (`widgets::card_face`).

use crate::app::widgets::card_text::{CardKind, CardText, code_icons};
use crate::games::acme::catalog::{
    CardId, Catalog, FATE_CARDS, FIRST_DEITY, LAST_DEITY, LegendKind,
};

/// The text of a Fate card (1-103, Monotheism is 95), a Deity (104-110); `None` for any other id.
pub fn card_text(cat: &Catalog, id: CardId) -> Option<CardText> {
    if (1..=FATE_CARDS).contains(&id.0) {
        let c = cat.card(id);
        let codes = code_icons(&c.codes);
        let kind = if c.great_person() {
            CardKind::GreatPerson
        } else if c.codes.event {
            CardKind::Event
        } else if c.codes.religion {
            CardKind::Religion
        } else if c.codes.competition {
            CardKind::Competition
        } else if c.codes.investment {
            CardKind::Investment
        } else if c.codes.negate {
            CardKind::Negate
        } else {
            CardKind::Plain
        };
        Some(CardText {
            id,
            name: c.name().to_string(),
            kind,
            subtitle: c.raw.group.replace(" - ", " · "),
            codes,
            timing: c.raw.timing.clone(),
            effect: c.raw.effect.clone(),
            legend: c.raw.legend.clone(),
            targeting: c.raw.targeting.clone(),
            provenance: c.provenance,
            provenance_note: c.raw.provenance_note.clone(),
            landscape: c.is_event() || c.legend == LegendKind::Event,
        })
    } else if (FIRST_DEITY..=LAST_DEITY).contains(&id.0) {
        let d = cat.deity(id)?;
        Some(CardText {
            id,
            name: d.raw.name.clone(),
            kind: CardKind::Deity,
            subtitle: format!("Deity · {}", d.raw.phase),
            codes: Vec::new(),
            timing: format!("{} {}", d.raw.phase, d.raw.usage_limit),
            effect: d.raw.effect.clone(),
            legend: d.raw.legend.clone(),
            targeting: d.raw.requirements.clone(),
            provenance: d.provenance,
            provenance_note: d.raw.provenance_note.clone(),
            landscape: false,
        })
    } else {
        None
    }
}

/// Every id a face is drawn for: the Fate cards, then the Deities.
pub fn all_card_ids(cat: &Catalog) -> Vec<CardId> {
    cat.fate_cards()
        .map(|c| c.id)
        .chain(cat.deities.iter().map(|d| d.id))
        .collect()
}

//! ACME's card faces: what a Fate card (1-103, Monotheism is 95) or a Deity (104-110) says, read
//! from the catalog (RB "The Cards"), in the words of the shared face painter
//! (`widgets::card_face`): ACME's kinds of card (their colours, the Deity's corner word), its five
//! codes (RB "The Cards", I. Code: a red letter in a shape) and where a text comes from.

use bevy_egui::egui::Color32;

use crate::app::widgets::card_text::{CardKind, CardText, CodeIcon, CodeShape};
use crate::games::acme::catalog::{
    CardId, Catalog, Codes, FATE_CARDS, FIRST_DEITY, LAST_DEITY, LegendKind, Provenance,
};

/// ACME's code icons (RB "The Cards", I. Code).
pub mod codes {
    use super::{CodeIcon, CodeShape};

    /// N in a square.
    pub const NEGATE: CodeIcon = CodeIcon {
        letter: 'N',
        shape: CodeShape::Square,
        meaning: "Negate",
    };
    /// I in a rectangle.
    pub const INVESTMENT: CodeIcon = CodeIcon {
        letter: 'I',
        shape: CodeShape::Tall,
        meaning: "Investment",
    };
    /// C in a circle.
    pub const COMPETITION: CodeIcon = CodeIcon {
        letter: 'C',
        shape: CodeShape::Circle,
        meaning: "Competition",
    };
    /// R in a triangle.
    pub const RELIGION: CodeIcon = CodeIcon {
        letter: 'R',
        shape: CodeShape::Triangle,
        meaning: "Religion",
    };
    /// E in a hexagon (the card is printed landscape).
    pub const EVENT: CodeIcon = CodeIcon {
        letter: 'E',
        shape: CodeShape::Hexagon,
        meaning: "Event",
    };
}

/// ACME's kinds of card, each with its border's colour: a Fate card by its title (a Great
/// Person's gold) or its first code, a Fate card with neither, a Deity.
pub mod kinds {
    use super::{CardKind, Color32};

    const INK: Color32 = Color32::from_rgb(0x24, 0x1c, 0x12);
    const GOLD: Color32 = Color32::from_rgb(0xc9, 0x9a, 0x22);

    const fn fate(band: Color32) -> CardKind {
        CardKind {
            band,
            title: Color32::WHITE,
            inner_rule: None,
            corner: None,
            needs: "Target",
        }
    }

    /// Gold, with a thin dark rule inside the frame so the gold reads on the parchment.
    pub const GREAT_PERSON: CardKind = CardKind {
        band: GOLD,
        title: INK,
        inner_rule: Some(Color32::from_rgb(0x7a, 0x5c, 0x12)),
        corner: None,
        needs: "Target",
    };
    pub const EVENT: CardKind = fate(Color32::from_rgb(0x8a, 0x2b, 0x1d));
    pub const RELIGION: CardKind = fate(Color32::from_rgb(0x6a, 0x3d, 0x8c));
    pub const COMPETITION: CardKind = fate(Color32::from_rgb(0x9c, 0x2f, 0x2f));
    pub const INVESTMENT: CardKind = fate(Color32::from_rgb(0x2f, 0x5f, 0x8a));
    pub const NEGATE: CardKind = fate(Color32::from_rgb(0x2a, 0x6b, 0x62));
    /// A Fate card with no code and no Great Person title.
    pub const PLAIN: CardKind = fate(Color32::from_rgb(0x5a, 0x46, 0x30));
    /// "DEITY" in the corner, and its requirements where a Fate card has its target.
    pub const DEITY: CardKind = CardKind {
        band: Color32::from_rgb(0x33, 0x3c, 0x8c),
        title: Color32::WHITE,
        inner_rule: None,
        corner: Some("DEITY"),
        needs: "Requires",
    };
}

/// The code icons of a card, in the rulebook's order N, I, C, R, E.
pub fn code_icons(c: &Codes) -> Vec<CodeIcon> {
    [
        (c.negate, codes::NEGATE),
        (c.investment, codes::INVESTMENT),
        (c.competition, codes::COMPETITION),
        (c.religion, codes::RELIGION),
        (c.event, codes::EVENT),
    ]
    .into_iter()
    .filter_map(|(on, c)| on.then_some(c))
    .collect()
}

/// Where a card's text comes from, in a player's words: the one place each kind of provenance
/// is said (the card's foot, the rules reference).
pub const fn provenance_words(p: Provenance) -> &'static str {
    match p {
        Provenance::Confirmed => "the printed card's text",
        Provenance::Completed => "printed text, its gaps filled by our design",
        Provenance::Inferred => "printed text, pieced together from the rules",
        Provenance::Designed => "our design: the printed text is not known",
    }
}

/// The text of a Fate card (1-103, Monotheism is 95), a Deity (104-110); `None` for any other id.
pub fn card_text(cat: &Catalog, id: CardId) -> Option<CardText> {
    if (1..=FATE_CARDS).contains(&id.0) {
        let c = cat.card(id);
        let kind = if c.great_person() {
            kinds::GREAT_PERSON
        } else if c.codes.event {
            kinds::EVENT
        } else if c.codes.religion {
            kinds::RELIGION
        } else if c.codes.competition {
            kinds::COMPETITION
        } else if c.codes.investment {
            kinds::INVESTMENT
        } else if c.codes.negate {
            kinds::NEGATE
        } else {
            kinds::PLAIN
        };
        Some(CardText {
            number: id.0.into(),
            name: c.name().to_string(),
            kind,
            subtitle: c.raw.group.replace(" - ", " · "),
            codes: code_icons(&c.codes),
            timing: c.raw.timing.clone(),
            effect: c.raw.effect.clone(),
            legend: c.raw.legend.clone(),
            targeting: c.raw.targeting.clone(),
            provenance: provenance_words(c.provenance),
            designed: c.provenance == Provenance::Designed,
            provenance_note: c.raw.provenance_note.clone(),
            landscape: c.is_event() || c.legend == LegendKind::Event,
        })
    } else if (FIRST_DEITY..=LAST_DEITY).contains(&id.0) {
        let d = cat.deity(id)?;
        Some(CardText {
            number: id.0.into(),
            name: d.raw.name.clone(),
            kind: kinds::DEITY,
            subtitle: format!("Deity · {}", d.raw.phase),
            codes: Vec::new(),
            timing: format!("{} {}", d.raw.phase, d.raw.usage_limit),
            effect: d.raw.effect.clone(),
            legend: d.raw.legend.clone(),
            targeting: d.raw.requirements.clone(),
            provenance: provenance_words(d.provenance),
            designed: d.provenance == Provenance::Designed,
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

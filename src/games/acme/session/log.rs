//! ACME's log: one line per choice and per thing that happened, each naming its rule or card. The
//! words, the secrets (a card committed face down) and which event marks what are ACME's; the
//! frame every game's log shares (the marks the screens read, the action that wrote a line and
//! its undoing) is the session layer's (`play::log`, `play::SessionLine`).

use serde::{Deserialize, Serialize};

pub use crate::play::LineMark;

use crate::games::acme::catalog::{AreaId, Catalog};
use crate::games::acme::state::{Slot, State};
use crate::games::acme::view::Viewer;
use crate::games::acme::{Event, Phase};

/// One line of the log.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub epoch: u8,
    pub turn: u8,
    pub phase: Option<Phase>,
    /// The civilization the line is about (for the colour and the filter).
    pub slot: Option<Slot>,
    pub text: String,
    /// The rule or card involved ("RB Deployment Step", "N1.9 priority 13", "Trade Fleets").
    pub rule: String,
    /// Areas the line touched (click a line to highlight them).
    pub areas: Vec<AreaId>,
    /// Index of the action in the game record that produced the line (None: set-up).
    pub action: Option<usize>,
    /// The action was taken back (Undo).
    pub undone: bool,
    /// A choice (as opposed to something that happened as a result).
    pub choice: bool,
    /// The line tells a secret (a card committed face down): only its owner reads `text`.
    #[serde(default)]
    pub secret: Option<Secret>,
    /// What the line marks in the course of the game, for the screens that look for such a line
    /// (they read this, never the words).
    #[serde(default)]
    pub mark: LineMark,
}

/// The mark of the line an event makes.
pub fn mark_of(ev: &Event) -> LineMark {
    match ev {
        Event::PhaseStarted { .. } => LineMark::PhaseStart,
        Event::EpochEnded { .. } => LineMark::EpochEnd,
        _ => LineMark::Plain,
    }
}

/// Words only one civilization may read; the others read `public` instead (nothing when empty).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Secret {
    pub owner: Slot,
    pub public: String,
}

impl Secret {
    /// The words `viewer` may read of `text` (None: nothing at all).
    pub fn text_for<'a>(
        secret: Option<&'a Secret>,
        text: &'a str,
        st: &State,
        viewer: Viewer,
    ) -> Option<&'a str> {
        match secret {
            Some(s) if !viewer.sees(st, s.owner) => {
                (!s.public.is_empty()).then_some(s.public.as_str())
            }
            _ => Some(text),
        }
    }
}

impl LogEntry {
    /// The line as `viewer` may read it (None: not at all). The window shows log lines, toasts
    /// and summaries through this, never `text` directly.
    pub fn text_for(&self, st: &State, viewer: Viewer) -> Option<&str> {
        Secret::text_for(self.secret.as_ref(), &self.text, st, viewer)
    }
}

fn civ_name(cat: &Catalog, st: &State, s: Slot) -> String {
    crate::games::acme::Q::new(cat, st).civ_name(s).to_string()
}

fn faction_name(cat: &Catalog, st: &State, f: crate::games::acme::state::Faction) -> String {
    crate::games::acme::Q::new(cat, st)
        .faction_name(f)
        .to_string()
}

fn disks(n: u8) -> String {
    if n == 1 {
        "1 disk".into()
    } else {
        format!("{n} disks")
    }
}

/// A log line for an event: the civilization it is about, its text, its rule, the areas it
/// touched.
type Line = (Option<Slot>, String, String, Vec<AreaId>);

/// The log line for an event, with the areas it touched; `rule` is the rule behind the choice or
/// step that caused it (events carry their own rule when they have one).
pub fn event_line(cat: &Catalog, st: &State, ev: &Event, rule: &str) -> Option<Line> {
    match ev {
        Event::Placed { .. }
        | Event::Removed { .. }
        | Event::Allies { .. }
        | Event::Stronghold { .. }
        | Event::LossPaid { .. }
        | Event::Mina { .. } => pieces_line(cat, st, ev, rule),
        Event::CardPlayed { .. }
        | Event::Negated { .. }
        | Event::CardsDrawn { .. }
        | Event::EventCard { .. } => cards_line(cat, st, ev),
        Event::CompetitionStarted { .. }
        | Event::CompetitionRound { .. }
        | Event::CompetitionEnded { .. }
        | Event::Sacked { .. } => competition_line(cat, st, ev),
        Event::PhaseStarted { .. }
        | Event::TurnOrder { .. }
        | Event::EpochEnded { .. }
        | Event::GameOver { .. } => calendar_line(cat, st, ev),
        // VP changes come with a note naming their reason (pieces::gain_vp / lose_vp).
        Event::Vp { .. } => None,
        Event::Note {
            slot,
            text,
            rule: own,
        } => Some((
            *slot,
            text.to_string(),
            if own.is_empty() {
                rule.to_string()
            } else {
                own.to_string()
            },
            vec![],
        )),
    }
}

/// Disks placed and removed, allies, the Stronghold, a loss paid, mina (other events: None).
fn pieces_line(cat: &Catalog, st: &State, ev: &Event, rule: &str) -> Option<Line> {
    let area = |a: AreaId| cat.board.name(a).to_string();
    let r = rule.to_string();
    Some(match ev {
        Event::Placed {
            faction,
            area: a,
            n,
        } => (
            faction.slot(),
            format!(
                "{}: {} placed in {}",
                faction_name(cat, st, *faction),
                disks(*n),
                area(*a)
            ),
            r,
            vec![*a],
        ),
        Event::Removed {
            faction,
            area: a,
            n,
        } => (
            faction.slot(),
            format!(
                "{}: {} removed from {}",
                faction_name(cat, st, *faction),
                disks(*n),
                area(*a)
            ),
            r,
            vec![*a],
        ),
        Event::Allies {
            slot,
            area: a,
            delta,
        } => (
            Some(*slot),
            if *delta >= 0 {
                format!(
                    "{}: {delta} white allies join in {}",
                    civ_name(cat, st, *slot),
                    area(*a)
                )
            } else {
                format!(
                    "{}: {} white allies leave {}",
                    civ_name(cat, st, *slot),
                    -delta,
                    area(*a)
                )
            },
            r,
            vec![*a],
        ),
        Event::Stronghold { area: a, faction } => (
            faction.and_then(|f| f.slot()),
            match faction {
                Some(f) => format!("{}: Stronghold in {}", faction_name(cat, st, *f), area(*a)),
                None => format!("The Stronghold leaves {}", area(*a)),
            },
            r,
            vec![*a],
        ),
        Event::LossPaid {
            slot,
            area: a,
            with,
        } => (
            Some(*slot),
            format!(
                "{}: keeps a disk in {} by paying {with}",
                civ_name(cat, st, *slot),
                area(*a)
            ),
            "RB Alternate Loss".into(),
            vec![*a],
        ),
        Event::Mina { slot, delta } => (
            Some(*slot),
            if *delta >= 0 {
                format!("{}: +{delta} mina", civ_name(cat, st, *slot))
            } else {
                format!("{}: {delta} mina", civ_name(cat, st, *slot))
            },
            r,
            vec![],
        ),
        _ => return None,
    })
}

/// A card played, negated, drawn, an Event revealed (other events: None); the rule is the card.
fn cards_line(cat: &Catalog, st: &State, ev: &Event) -> Option<Line> {
    Some(match ev {
        Event::CardPlayed { slot, card } => (
            Some(*slot),
            format!(
                "{} plays {}",
                civ_name(cat, st, *slot),
                cat.card_name(*card)
            ),
            cat.card_name(*card).to_string(),
            vec![],
        ),
        Event::Negated { card, by, slot } => (
            Some(*slot),
            format!(
                "{} negates {} with {}",
                civ_name(cat, st, *slot),
                cat.card_name(*card),
                cat.card_name(*by)
            ),
            cat.card_name(*by).to_string(),
            vec![],
        ),
        Event::CardsDrawn { slot, n } => (
            Some(*slot),
            format!(
                "{} draws {n} card{}",
                civ_name(cat, st, *slot),
                if *n == 1 { "" } else { "s" }
            ),
            "RB Draw Step".into(),
            vec![],
        ),
        Event::EventCard { card, controller } => (
            *controller,
            format!("Event: {}", cat.card_name(*card)),
            cat.card_name(*card).to_string(),
            vec![],
        ),
        _ => return None,
    })
}

/// A competition's start, rounds and end, a sacking (other events: None).
fn competition_line(cat: &Catalog, st: &State, ev: &Event) -> Option<Line> {
    let area = |a: AreaId| cat.board.name(a).to_string();
    Some(match ev {
        Event::CompetitionStarted { area: a } => (
            None,
            format!("Competition in {}", area(*a)),
            "RB Competition Phase".into(),
            vec![*a],
        ),
        Event::CompetitionRound { area: a, round } => (
            None,
            format!("{}: removal round {round}", area(*a)),
            "RB Competition Resolution".into(),
            vec![*a],
        ),
        Event::CompetitionEnded { area: a } => (
            st.areas
                .get(a.0 as usize)
                .and_then(|x| x.controller())
                .and_then(|f| f.slot()),
            match st.areas.get(a.0 as usize).and_then(|x| x.controller()) {
                Some(f) => format!(
                    "{}: {}",
                    area(*a),
                    crate::games::acme::names::FactionName::of(cat, st, f)
                        .says("holds", "hold", "it")
                ),
                None => format!("{}: the competition is over", area(*a)),
            },
            "RB Competition Phase".into(),
            vec![*a],
        ),
        Event::Sacked { slot, area: a } => (
            Some(*slot),
            format!("{} sacks {}", civ_name(cat, st, *slot), area(*a)),
            "RB Sacking".into(),
            vec![*a],
        ),
        _ => return None,
    })
}

/// A phase begins, the turn order, an Epoch ends, the game is over (other events: None).
fn calendar_line(cat: &Catalog, st: &State, ev: &Event) -> Option<Line> {
    Some(match ev {
        Event::PhaseStarted { epoch, turn, phase } => (
            None,
            format!("— Epoch {epoch}, turn {turn}: {} —", phase.name()),
            format!("RB {}", phase.name()),
            vec![],
        ),
        Event::TurnOrder { order } => (
            None,
            format!(
                "Turn order: {}",
                order
                    .iter()
                    .map(|s| civ_name(cat, st, *s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            "RB Turn Order Reset".into(),
            vec![],
        ),
        Event::EpochEnded { epoch } => (
            None,
            format!("Epoch {epoch} ends"),
            "RB End of Epoch".into(),
            vec![],
        ),
        Event::GameOver { winners } => (
            winners.first().copied(),
            format!(
                "Game over. Winner: {}",
                winners
                    .iter()
                    .map(|s| civ_name(cat, st, *s))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            "RB Victory".into(),
            vec![],
        ),
        _ => return None,
    })
}

impl crate::play::SessionLine for LogEntry {
    fn action(&self) -> Option<usize> {
        self.action
    }
    fn mark_undone(&mut self) {
        self.undone = true;
    }
}

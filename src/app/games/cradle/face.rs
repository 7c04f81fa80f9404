//! Cradle's face for the shared table ([`GameFace`]): its phases (the New Civilization
//! Allocation, the Strategy Phase, the End of Epoch), its pieces (a civilization's armies in its
//! owner's colour, Cities, Wonders), its areas by terrain, its questions laid out as buttons and
//! areas of the map, its players' panels, its civilization cards and its log.
//!
//! What a player may see is decided once, by the session's viewer: a drawn or passed card is in
//! the log's secret words and in the drawer's question only (CR 3.0); the panels show how many
//! cards a player holds face down, never which. Where the table asks for what Cradle has not got
//! (losses asked as one question, a competition's panel and banner, the hint, a tutorial,
//! position files), the answers are the neutral ones, each said below. Its combats and rolls are
//! shown with their dice in the theatre ([`super::theatre`]); its saves are the family's save file
//! over its own record (`games::cradle::save`): autosave, Continue, Save as and Load.

use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;

use bevy::asset::Handle;
use bevy::color::Color;
use bevy_egui::egui::Color32;

use super::loading::{self, CradleFiles};
use super::scoring_view;
use crate::app::data_text::{DataTexts, RonText};
use crate::app::game_face::{
    Answer, AnswerPlace, BoardSource, Contest, ContestResult, Cue, GameFace, LogLine, MapArea,
    Outcome, Paint, PanelLine, PanelRow, PhaseFace, PieceCount, PieceKind, PieceOwner, PieceShape,
    Placed, Presentation, Prompt, Staged, Summary, Tally,
};
use crate::app::widgets::card_text::{CardKind, CardText};
use crate::game_id::GameId;
use crate::games::cradle::board::roman;
use crate::games::cradle::data::{AreaId, Catalog, Kind, Terrain, Trait};
use crate::games::cradle::event::{Event, Gamble};
use crate::games::cradle::session::{self, Line, nation_name, seat_name};
use crate::games::cradle::state::{Phase, Seat, State};
use crate::games::cradle::{Action, Ask, Cradle, CradleRecord, Decision};
use crate::play::strategist::AnswerOf;
use crate::play::{Looking, PlanStep};
use crate::saves::{Autosaver, SaveError, SaveFile};

type Session = crate::play::Session<Cradle>;

/// Cradle's face (a marker type: the table's plugins take it as a type parameter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CradleFace;

/// What stands on Cradle's map (CR 1.2 "The Playing Pieces").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A civilization's armies, in its owner's colour.
    Army,
    /// A City (CR 1.1; two in Kish).
    City,
    /// A Wonder of the Ancient World built here.
    Wonder,
}

/// The players' colours, by seat (six, CR 1.2).
const SEAT_COLOURS: [Color; 6] = [
    Color::srgb(0.80, 0.16, 0.14),
    Color::srgb(0.16, 0.36, 0.78),
    Color::srgb(0.14, 0.58, 0.24),
    Color::srgb(0.92, 0.76, 0.12),
    Color::srgb(0.55, 0.24, 0.66),
    Color::srgb(0.93, 0.48, 0.10),
];

/// A terrain's ground on the board (Terrain Chart).
fn terrain_fill(t: Terrain) -> Color {
    match t {
        Terrain::Plains => Color::srgb(0.80, 0.78, 0.55),
        Terrain::Rough => Color::srgb(0.62, 0.66, 0.42),
        Terrain::Mountain => Color::srgb(0.58, 0.50, 0.42),
        Terrain::Desert => Color::srgb(0.90, 0.80, 0.58),
        Terrain::Sea => Color::srgb(0.52, 0.68, 0.80),
    }
}

/// The seat a civilization in play belongs to.
fn owner_of(st: &State, nation: u8) -> Option<Seat> {
    st.nations.get(nation as usize).map(|n| n.owner)
}

/// The civilization card a seat is looking at, when it is the drawer (CR 3.0): in the drawer's
/// question and hand only.
fn drawn_by(st: &State, seat: Seat) -> Option<u8> {
    let a = &st.alloc;
    (a.order.get(a.next as usize) == Some(&seat))
        .then_some(a.drawn)
        .flatten()
}

fn area_name(cat: &Catalog, a: AreaId) -> &str {
    &cat.areas[a as usize].name
}

/// A trait's words on a panel or a card.
fn trait_words(t: Trait) -> &'static str {
    match t {
        Trait::NoCityBonus => "no City bonus",
        Trait::NoExpansionEpochVi => "no expansion in Epoch VI",
        Trait::Wonder => "Wonder",
        Trait::Commerce => "Commerce",
        Trait::Military => "Military",
        Trait::Seafaring => "Seafaring",
    }
}

/// An answer in a few words, as its button says it.
fn answer_label(cat: &Catalog, a: &Action) -> String {
    match *a {
        Action::Keep => "Keep".into(),
        Action::PassTo(s) => format!("Pass to {}", seat_name(s)),
        Action::Place(area) => format!("Place in {}", area_name(cat, area)),
        Action::Colonize => "Try a colony".into(),
        Action::Wonder(area, w) => format!(
            "Try {} in {}",
            cat.wonders[w as usize].name,
            area_name(cat, area)
        ),
        Action::Culture => "Try a Cultural Achievement".into(),
        Action::Tactics(t) => Terrain::LAND
            .get(t as usize)
            .map_or("?", |t| t.word())
            .to_string(),
    }
}

const PHASES: &[PhaseFace<Phase>] = &[
    PhaseFace {
        phase: Phase::Allocation,
        id: "allocation",
        name: "New Civilization Allocation",
        shows: Presentation::Board,
        in_log: true,
    },
    PhaseFace {
        phase: Phase::Strategy,
        id: "strategy",
        name: "Strategy Phase",
        shows: Presentation::Board,
        in_log: true,
    },
    PhaseFace {
        phase: Phase::EndOfEpoch,
        id: "end_of_epoch",
        name: "End of Epoch",
        shows: Presentation::Board,
        in_log: true,
    },
    PhaseFace {
        phase: Phase::Over,
        id: "game_over",
        name: "Game over",
        shows: Presentation::GameOver,
        in_log: false,
    },
];

/// Words only one seat may read (a card drawn or passed, a refusal about it), with what the
/// others read instead.
#[derive(Debug, Clone, PartialEq)]
pub struct Secret {
    pub owner: Seat,
    pub public: String,
}

/// Whether `viewer` may see what `owner` holds face down.
fn sees(viewer: Looking<Seat>, owner: Seat) -> bool {
    match viewer {
        Looking::All => true,
        Looking::Seat(v) => v == owner,
        Looking::Public => false,
    }
}

impl GameFace for CradleFace {
    type Phase = Phase;
    type Catalog = Catalog;
    type State = State;
    type Seat = Seat;
    type Card = u8;
    type Piece = Piece;
    type Area = AreaId;
    type Decision = Decision;
    type Action = Action;
    type Event = Event;
    type Line = Line;
    /// Cradle's summaries are its Player Scorings, each whole in the answer that ends a
    /// player's turn: nothing is collected between answers.
    type Summing = ();
    /// Cradle has no losses asked as one question: a combat's loss follows from its dice.
    type LossPlan = ();
    type Secret = Secret;
    /// No Strategist for Cradle yet, so never a hint.
    type Hint = std::convert::Infallible;
    type Playback = CradlePlayback;
    type Tally = NoTally;
    type Banner = NoBanner;

    const NAME: &'static str = "Cradle";
    const GAME: GameId = GameId::Cradle;
    const STRATEGIST: bool = false;
    const FULL_NAME: &'static str = "Cradle of Civilization — Sumeria to Persia";
    const BOARD: BoardSource = BoardSource {
        map: "board/cradle/board.ron",
        layout: "board/cradle/layout.ron",
        data: "data/cradle",
    };
    const PHASES: &'static [PhaseFace<Phase>] = PHASES;

    fn piece(p: Piece) -> PieceKind {
        match p {
            Piece::Army => PieceKind {
                name: "armies",
                shape: PieceShape::Disk,
                count: PieceCount::Stack,
                fill: None,
            },
            Piece::City => PieceKind {
                name: "City",
                shape: PieceShape::Block,
                count: PieceCount::None,
                fill: Some(Color::srgb(0.93, 0.90, 0.82)),
            },
            Piece::Wonder => PieceKind {
                name: "Wonder",
                shape: PieceShape::Cube,
                count: PieceCount::Glyph,
                fill: Some(Color::srgb(0.95, 0.78, 0.25)),
            },
        }
    }
    fn paint(st: &State, owner: PieceOwner<Seat>) -> Paint {
        let fill = match owner {
            PieceOwner::Seat(s) => Self::seat_colour(st, s).unwrap_or(Color::srgb(0.5, 0.5, 0.5)),
            PieceOwner::Neutral => Color::srgb(0.2, 0.2, 0.2),
            PieceOwner::Nobody => Color::srgb(0.95, 0.95, 0.95),
        };
        Paint {
            fill,
            rim: Color::srgb(0.1, 0.1, 0.1),
            text: if matches!(owner, PieceOwner::Seat(3) | PieceOwner::Nobody) {
                Color::BLACK
            } else {
                Color::WHITE
            },
        }
    }
    /// The occupant's armies (CR "Concerning Areas": one civilization per area), then its
    /// Cities, then its Wonder.
    fn pieces(_cat: &Catalog, st: &State, a: AreaId) -> Vec<Placed<Piece, Seat>> {
        let Some(area) = st.areas.get(a as usize) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for _ in &area.cities {
            out.push(Placed::new(Piece::City, PieceOwner::Nobody, 1));
        }
        if let Some(o) = area.occupant {
            let owner = owner_of(st, o.nation).map_or(PieceOwner::Neutral, PieceOwner::Seat);
            out.push(Placed::new(Piece::Army, owner, o.armies as u16));
        }
        if area.wonder.is_some() {
            out.push(Placed::new(Piece::Wonder, PieceOwner::Nobody, 1));
        }
        out
    }
    fn area_at(i: usize) -> AreaId {
        i as AreaId
    }
    fn index(a: AreaId) -> usize {
        a as usize
    }
    fn map_area(cat: &Catalog, a: AreaId) -> MapArea<'_> {
        let area = &cat.areas[a as usize];
        MapArea {
            name: &area.name,
            fill: terrain_fill(area.terrain),
            water: area.kind == Kind::Sea,
            home: false,
            island: None,
            deep: false,
        }
    }
    /// CR 1.1: nine land regions, each with a uniquely coloured border (the colours are ours:
    /// the map's data says so); seas belong to none.
    fn region_border(cat: &Catalog, a: AreaId) -> Option<(usize, Color)> {
        let r = cat.areas.get(a as usize)?.region?;
        let region = cat.regions.get(r as usize)?;
        Some((r as usize, scoring_view::region_colour(&region.colour)))
    }
    fn area_count(cat: &Catalog) -> usize {
        cat.areas.len()
    }
    fn find_area(cat: &Catalog, name: &str) -> Option<AreaId> {
        cat.areas
            .iter()
            .position(|a| a.name.eq_ignore_ascii_case(name))
            .map(|i| i as AreaId)
    }
    fn fits_board(cat: &Catalog, board: &crate::board::BoardShape) -> Result<(), String> {
        if board.areas.len() != cat.areas.len() {
            return Err(format!(
                "{} outlines for {} areas",
                board.areas.len(),
                cat.areas.len()
            ));
        }
        match cat
            .areas
            .iter()
            .zip(&board.areas)
            .position(|(a, b)| a.name != b.name)
        {
            Some(i) => Err(format!(
                "outline {} is {}, the map's area {} is {}",
                i + 1,
                board.areas[i].name,
                i + 1,
                cat.areas[i].name
            )),
            None => Ok(()),
        }
    }
    /// Every area of the map is in play at every player count (CR 1.1).
    fn playable(_cat: &Catalog, _st: &State, _a: AreaId) -> bool {
        true
    }
    fn describe_area(cat: &Catalog, st: &State, a: AreaId) -> (String, Vec<String>) {
        let area = &cat.areas[a as usize];
        let mut lines = Vec::new();
        let region = area
            .region
            .and_then(|r| cat.regions.get(r as usize))
            .map(|r| format!(" · {}", r.name))
            .unwrap_or_default();
        lines.push(if area.kind == Kind::Sea {
            "Sea".to_string()
        } else {
            format!(
                "{}{region} · holds {} armies",
                area.terrain.word(),
                area.stacking
            )
        });
        if let Some(s) = st.areas.get(a as usize) {
            if let Some(o) = s.occupant {
                lines.push(format!(
                    "{}: {} {} ({})",
                    nation_name(cat, st, o.nation),
                    o.armies,
                    if o.armies == 1 { "army" } else { "armies" },
                    owner_of(st, o.nation).map_or_else(|| "nobody".into(), seat_name)
                ));
            }
            for &c in &s.cities {
                lines.push(format!("City: {}", cat.cities[c as usize].name));
            }
            if let Some(w) = s.wonder {
                lines.push(format!("Wonder: {}", cat.wonders[w as usize].name));
            }
        }
        (area.name.clone(), lines)
    }
    fn progress(_cat: &Catalog, st: &State) -> String {
        format!(
            "Cradle · Epoch {} · {}",
            roman(st.epoch),
            Self::phase(st.phase).name
        )
    }
    fn glyph(p: Piece) -> &'static str {
        match p {
            Piece::Wonder => "W",
            _ => "",
        }
    }
    /// VP; the civilizations the player holds with their armies; Cities and Wonders in his
    /// areas; the cards he holds face down this Epoch (how many, never which: CR 3.0).
    fn panel_rows(cat: &Catalog, st: &State, seat: Seat) -> Vec<PanelRow> {
        let row = |label: &'static str, value: String, line: PanelLine| PanelRow {
            label,
            value,
            designed: false,
            line,
        };
        let mut rows = vec![row(
            "VP",
            st.vp.get(seat as usize).copied().unwrap_or(0).to_string(),
            PanelLine::Figures,
        )];
        let mine: Vec<u8> = (0..st.nations.len() as u8)
            .filter(|&n| st.nations[n as usize].owner == seat && !st.nations[n as usize].gone)
            .collect();
        let armies: u32 = mine.iter().map(|&n| st.armies_of(n)).sum();
        rows.push(row("armies", armies.to_string(), PanelLine::Figures));
        let held = |f: &dyn Fn(&crate::games::cradle::state::AreaState) -> usize| -> usize {
            st.areas
                .iter()
                .filter(|a| {
                    a.occupant
                        .is_some_and(|o| owner_of(st, o.nation) == Some(seat))
                })
                .map(f)
                .sum()
        };
        rows.push(row(
            "Cities",
            held(&|a| a.cities.len()).to_string(),
            PanelLine::Figures,
        ));
        rows.push(row(
            "Wonders",
            held(&|a| a.wonder.is_some() as usize).to_string(),
            PanelLine::Small,
        ));
        let face_down = usize::from(drawn_by(st, seat).is_some())
            + usize::from(
                st.phase == Phase::Allocation
                    && st
                        .alloc
                        .received
                        .get(seat as usize)
                        .is_some_and(Option::is_some),
            );
        rows.push(row("hand", face_down.to_string(), PanelLine::Small));
        let civs: Vec<String> = mine
            .iter()
            .filter(|&&n| st.nations[n as usize].card.is_some())
            .map(|&n| {
                let current = if st.is_current(n) { " (current)" } else { "" };
                format!("{} {}{current}", nation_name(cat, st, n), st.armies_of(n))
            })
            .collect();
        if !civs.is_empty() {
            rows.push(row("", civs.join(", "), PanelLine::Detail));
        }
        rows
    }
    fn card_back(_card: u8) -> (&'static str, &'static str) {
        ("Cradle", "Civilization")
    }
    /// A civilization card (CR 1.2, the Civilization summary): its Epoch and arrival, its
    /// armies and start, its traits.
    fn card(cat: &Catalog, card: u8) -> Option<CardText> {
        let c = cat.civs.get(card as usize)?;
        let traits: Vec<&str> = Trait::ALL
            .into_iter()
            .filter(|&t| c.traits.has(t))
            .map(trait_words)
            .collect();
        let armies: Vec<String> = c
            .parts
            .iter()
            .map(|p| {
                format!(
                    "{} armies from {}",
                    p.armies,
                    p.start.map_or("its special start", |a| area_name(cat, a))
                )
            })
            .collect();
        Some(CardText {
            number: card as u32 + 1,
            name: c.name.clone(),
            kind: CardKind {
                band: Color32::from_rgb(120, 70, 40),
                title: Color32::from_rgb(250, 240, 220),
                inner_rule: None,
                corner: Some("CIV"),
                needs: "Bonus areas",
            },
            subtitle: format!("Epoch {} · arrives {}", roman(c.epoch), c.arrival),
            codes: Vec::new(),
            timing: armies.join("; "),
            effect: if traits.is_empty() {
                "No trait".into()
            } else {
                traits.join(", ")
            },
            legend: String::new(),
            targeting: c
                .bonus_areas
                .iter()
                .map(|&a| area_name(cat, a).to_string())
                .collect::<Vec<_>>()
                .join(", "),
            provenance: "Cradle of Civilization, Civilization summary",
            designed: false,
            provenance_note: c.start_provenance.detail.clone(),
            landscape: false,
        })
    }

    /// CR 3.0 (keep or pass), CR 5.2 (Terrain Tactics), CR 5.3-5.6 (an army placed or spent):
    /// a place on the map for each area, buttons for the rest.
    fn prompt(cat: &Catalog, st: &State, d: &Decision) -> Prompt<Seat, Action, AreaId, u8> {
        let who = seat_name(d.who);
        let (text, rule) = match d.ask {
            // The card is named in the drawer's hand only: the question is on the prompt bar for
            // everyone while what came before it is still shown (CR 3.0).
            Ask::KeepOrPass | Ask::MustPass => {
                let must = matches!(d.ask, Ask::MustPass);
                (
                    if must {
                        format!(
                            "{who}, you drew a civilization card (in your hand): you hold a card \
                             already, pass this one"
                        )
                    } else {
                        format!(
                            "{who}, you drew a civilization card (in your hand): keep it, or pass \
                             it face down"
                        )
                    },
                    "CR 3.0 New Civilization Allocation",
                )
            }
            Ask::Tactics { nation } => (
                format!(
                    "{}: choose the terrain for Terrain Tactics",
                    nation_name(cat, st, nation)
                ),
                "CR 5.2 Civilization Bonus",
            ),
            Ask::Place { nation, pool } => (
                format!(
                    "{}: place an army ({pool} in the pool) or spend it",
                    nation_name(cat, st, nation)
                ),
                "CR 5.3-5.6 Army placement",
            ),
        };
        let answers = d
            .options
            .iter()
            .map(|a| Answer {
                action: *a,
                label: answer_label(cat, a),
                place: match a {
                    Action::Place(area) => AnswerPlace::Map(*area),
                    Action::Keep => AnswerPlace::Main,
                    _ => AnswerPlace::Button,
                },
                card: match a {
                    Action::Keep | Action::PassTo(_) => drawn_by(st, d.who),
                    _ => None,
                },
                confirm: None,
            })
            .collect();
        Prompt {
            who: d.who,
            text,
            rule: rule.into(),
            answers,
            key: None,
            losses: false,
        }
    }
    fn turn_line(st: &State) -> String {
        match st.order.get(st.turn as usize) {
            Some(&s) if st.phase == Phase::Strategy => {
                format!("Epoch {} · {}'s turn", roman(st.epoch), seat_name(s))
            }
            _ => format!("Epoch {}", roman(st.epoch)),
        }
    }
    fn turn(st: &State) -> u32 {
        st.epoch as u32 * 100 + st.turn as u32
    }
    /// The card the seat is looking at, while it decides to keep or pass it (CR 3.0).
    fn hand(st: &State, seat: Seat) -> Vec<u8> {
        drawn_by(st, seat).into_iter().collect()
    }
    fn describe_answer(cat: &Catalog, _st: &State, _d: &Decision, a: &Action) -> String {
        answer_label(cat, a)
    }
    fn why_not_area(cat: &Catalog, _st: &State, d: &Decision, a: AreaId) -> String {
        match d.ask {
            Ask::Place { .. } => format!(
                "{} is not an area this army may enter now (CR 5.4)",
                area_name(cat, a)
            ),
            _ => "Answer with the buttons of the question".into(),
        }
    }
    fn why_card_unplayable(
        _cat: &Catalog,
        _st: &State,
        _d: Option<&Decision>,
        _seat: Seat,
        _card: u8,
    ) -> String {
        "Keep or pass it with the buttons of the question (CR 3.0)".into()
    }

    fn seats(st: &State) -> Vec<Seat> {
        (0..st.players).collect()
    }
    /// The Strategy Phase's player order (CR 4.0), once it is drawn.
    fn turn_order(st: &State) -> Vec<Seat> {
        if st.order.is_empty() {
            Self::seats(st)
        } else {
            st.order.clone()
        }
    }
    fn seat_name(_cat: &Catalog, _st: &State, seat: Seat) -> String {
        seat_name(seat)
    }
    fn seat_colour(st: &State, seat: Seat) -> Option<Color> {
        (seat < st.players)
            .then(|| SEAT_COLOURS.get(seat as usize).copied())
            .flatten()
    }
    /// Cradle's state keeps no VP history: the chart has the score now only.
    fn score_history(_st: &State, _seat: Seat) -> &[u32] {
        &[]
    }
    /// The current Epoch's deck.
    fn table_rows(st: &State) -> Vec<PanelRow> {
        let left = st
            .decks
            .get(st.epoch.saturating_sub(1) as usize)
            .map_or(0, Vec::len);
        vec![PanelRow {
            label: "Epoch deck",
            value: format!("{left} cards"),
            designed: false,
            line: PanelLine::Small,
        }]
    }

    fn shown_phase(e: &Event) -> Option<Phase> {
        match e {
            Event::Drew { .. } => Some(Phase::Allocation),
            Event::Revealed { .. } | Event::PlayerOrder(_) | Event::RoundBegins { .. } => {
                Some(Phase::Strategy)
            }
            Event::EpochEvent { .. } => Some(Phase::EndOfEpoch),
            Event::GameOver { .. } => Some(Phase::Over),
            _ => None,
        }
    }
    fn phase_of(st: &State) -> Phase {
        st.phase
    }
    /// Cradle's combats are resolved at once, inside a placement (CR 5.5): no area stays
    /// contested for the camera (the theatre throws each combat's dice as its event is shown).
    fn contested(_st: &State) -> Option<AreaId> {
        None
    }
    fn contest_round(_st: &State) -> u8 {
        0
    }
    /// CR 7.0-7.3: a player's scoring taken apart, region by region ([`scoring_view`]).
    fn sum_up(
        cat: &Catalog,
        _summing: &mut (),
        events: &[Event],
        before: &State,
        _log: &[Line],
        _log_len: usize,
        _now: &State,
    ) -> Option<Summary<Seat, Line>> {
        scoring_view::sum_up(cat, events, before)
    }
    /// Combats and rolls shown with their dice, an army lost leaving its area (`theatre.rs`).
    fn stage(cat: &Catalog, _st: &State, now: &State, e: &Event) -> Vec<Staged<AreaId, Seat>> {
        super::theatre::stage(cat, now, e)
    }
    const FACE_DOWN: u8 = u8::MAX;
    fn answers_centre(_d: &Decision) -> bool {
        false
    }
    fn contest(_cat: &Catalog, _st: &State, _a: AreaId) -> Contest<Seat> {
        Contest {
            title: String::new(),
            sides: Vec::new(),
            helper_fill: Color::WHITE,
        }
    }
    fn committing(_d: &Decision) -> bool {
        false
    }
    fn committed(_st: &State) -> &[(Seat, u8, bool)] {
        &[]
    }
    fn committing_now(_st: &State) -> bool {
        false
    }
    fn asks_losses(_d: &Decision) -> bool {
        false
    }
    /// CR 9.0: the most VP after the sixth Epoch wins.
    fn outcome(st: &State) -> Outcome<Seat> {
        Outcome {
            winners: st.winners.clone(),
            note: "The most VP after Epoch VI (CR 9.0)".into(),
        }
    }
    const RANKING: &'static [&'static str] = &["VP"];
    fn ranking_cell(_column: usize, value: i64) -> String {
        value.to_string()
    }
    fn starts_phase(_e: &Event) -> bool {
        false
    }
    fn ends_game(e: &Event) -> bool {
        matches!(e, Event::GameOver { .. })
    }
    fn autosaves_after(e: &Event) -> bool {
        matches!(e, Event::EpochBegins(_))
    }

    /// Cradle has no money; what the table would write for it is an army's count.
    const MONEY: &'static str = "armies";
    const SCORE: &'static str = "VP";
    fn money_change(n: i32) -> String {
        format!("{n:+} armies")
    }
    fn round_heading(_round: u8) -> String {
        "Combat".into()
    }
    fn money_colours() -> (Color, Color) {
        (Color::srgb(0.85, 0.7, 0.2), Color::srgb(0.4, 0.3, 0.05))
    }
    fn score_colour() -> Color {
        Color::srgb(0.2, 0.4, 0.85)
    }

    fn card_number(card: u8) -> u32 {
        card as u32 + 1
    }
    const DESIGNED_WORDS: &'static str = "Our reading where the rulebook is silent";

    type Game = Cradle;
    /// Cradle has no position files yet.
    type Position = ();
    type Files = CradleFiles;
    fn catalog(files: &CradleFiles, read: &DataTexts) -> Result<Catalog, Vec<String>> {
        loading::catalog(files, read)
    }
    fn board_file(files: &CradleFiles) -> &Handle<RonText> {
        &files.board
    }
    fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Cradle, String> {
        loading::basic_setup(cat, players)
    }
    fn from_position(_cat: Arc<Catalog>, _p: &()) -> Result<Cradle, String> {
        Err("Cradle has no position files yet".into())
    }

    fn state(game: &Cradle) -> &State {
        &game.state
    }
    /// Every civilization in play is a player's (the raiders too: the last player's counters).
    fn neutral(_st: &State, _seat: Seat) -> bool {
        false
    }
    fn cue(d: &Decision) -> Option<Cue> {
        match d.ask {
            Ask::Place { .. } => Some(Cue::Placing),
            Ask::KeepOrPass | Ask::MustPass => Some(Cue::Hand),
            Ask::Tactics { .. } => None,
        }
    }
    fn event_cue(_e: &Event) -> Option<Cue> {
        None
    }

    type RankKeys = [i64; 1];
    type Tutorial = crate::app::game_face::NoTutorial<Cradle, Action>;
    /// CR 9.0: by VP, most first.
    fn ranking(game: &mut Cradle) -> Vec<(Seat, [i64; 1])> {
        let mut rows: Vec<(Seat, [i64; 1])> = (0..game.state.players)
            .map(|s| (s, [game.state.vp[s as usize] as i64]))
            .collect();
        rows.sort_by_key(|(s, k)| (std::cmp::Reverse(k[0]), *s));
        rows
    }
    /// The score at the start and now (Cradle keeps no history of it).
    fn vp_series(session: &Session) -> Vec<(Seat, Vec<u32>)> {
        let st = &session.game.state;
        (0..st.players)
            .map(|s| (s, vec![0, st.vp[s as usize].max(0) as u32]))
            .collect()
    }
    fn set_state(game: &mut Cradle, st: State) {
        game.state = st;
    }
    fn sees(viewer: &Looking<Seat>, _st: &State, owner: Seat) -> bool {
        sees(*viewer, owner)
    }
    fn secret(owner: Seat, public: String) -> Secret {
        Secret { owner, public }
    }
    fn secret_text<'a>(
        secret: Option<&'a Secret>,
        text: &'a str,
        _st: &State,
        viewer: Looking<Seat>,
    ) -> Option<&'a str> {
        match secret {
            None => Some(text),
            Some(s) if sees(viewer, s.owner) => Some(text),
            Some(s) if s.public.is_empty() => None,
            Some(s) => Some(&s.public),
        }
    }
    /// Cradle's log lines make no toast: its log says every answer.
    fn choice_toast(_line: &Line) -> Option<(String, Option<Secret>)> {
        None
    }
    fn hint(_session: &Session, _at: usize, _answer: &AnswerOf<Cradle>) -> Option<Self::Hint> {
        None
    }
    fn hint_at(hint: &Self::Hint) -> usize {
        match *hint {}
    }
    fn hint_who(hint: &Self::Hint) -> Seat {
        match *hint {}
    }
    fn hint_sentence(hint: &Self::Hint) -> String {
        match *hint {}
    }
    fn hint_areas(hint: &Self::Hint) -> &[AreaId] {
        match *hint {}
    }
    fn hint_card(hint: &Self::Hint) -> Option<u8> {
        match *hint {}
    }
    fn loss_answers(_game: &Cradle, _plan: &()) -> Result<Vec<Action>, String> {
        Err("Cradle has no losses to pay in a dialog".into())
    }
    fn plan_answers(_plan: &()) -> Vec<Action> {
        Vec::new()
    }
    fn answer_losses(_session: &mut Session, _plan: &()) -> Result<Vec<PlanStep<Cradle>>, String> {
        Err("Cradle has no losses to pay in a dialog".into())
    }
    type SaveRecord = CradleRecord;
    /// The family's save file over Cradle's own record, with the state it stands at
    /// (`games::cradle::save`).
    fn save_file(session: &Session) -> Option<SaveFile<CradleRecord>> {
        Some(session.save_file())
    }
    /// A Cradle save (its journal played on top: Continue), or a Cradle record file, replayed to
    /// where it stood; another game's save is refused, naming its game.
    fn open_file(cat: Arc<Catalog>, path: &Path) -> Result<Session, String> {
        let text = crate::load::read_text(path)?;
        if crate::load::kind_of(text.trim_start_matches('\u{feff}')) != crate::load::Kind::Save {
            return session::open_record(cat, &text)
                .map_err(|e| format!("{}: {e}", path.display()));
        }
        let (save, _) =
            crate::saves::read_with_journal_game::<Cradle>(path).map_err(|e| e.to_string())?;
        Session::from_save(cat, &save).map_err(|e| format!("{}: {e}", path.display()))
    }
    fn copy_position(_session: &Session, _dir: &Path) -> Result<std::path::PathBuf, String> {
        Err("Cradle has no position files yet".into())
    }
    fn journal(saver: &mut Autosaver, action: &Action) -> Result<(), SaveError> {
        saver.decision(action)
    }
    fn keep_previous_autosave(path: &Path, session: &Session, dir: &Path) -> Option<String> {
        crate::saves::keep_previous_autosave_of::<Cradle>(path, &session.record, dir)
    }
}

/// The New Game form's answer in Cradle's words: the players, who is a person (a seat the form
/// gives to nobody's brain), the seed.
impl crate::app::games::StartsFromForm for CradleFace {
    fn start_new(cat: Arc<Catalog>, new: &crate::app::games::NewGame) -> Result<Session, String> {
        let crate::games::acme::record::SetupSpec::Basic { players, npc, .. } = &new.setup else {
            return Err("Cradle's games are its basic setups for 4 to 6 players".into());
        };
        let humans = (0..*players)
            .filter(|&s| !npc.get(s as usize).copied().unwrap_or(true))
            .collect();
        Session::start(
            cat,
            &session::NewGame {
                players: *players,
                humans,
                seed: new.seed,
            },
        )
    }
}

// A line of Cradle's log, as the table shows it: its secret words only to their seat.
impl LogLine for Line {
    type Seat = Seat;
    type Phase = Phase;
    type Area = AreaId;
    type State = State;
    type Viewer = Looking<Seat>;
    fn seat(&self) -> Option<Seat> {
        self.seat
    }
    fn phase(&self) -> Option<Phase> {
        Some(self.phase)
    }
    fn text_for(&self, _st: &State, viewer: Looking<Seat>) -> Option<&str> {
        match &self.secret {
            Some((s, words)) if sees(viewer, *s) => Some(words),
            _ => Some(&self.text),
        }
    }
    fn rule(&self) -> &str {
        ""
    }
    fn areas(&self) -> &[AreaId] {
        &[]
    }
    fn choice(&self) -> bool {
        false
    }
    fn undone(&self) -> bool {
        self.undone
    }
    fn mark(&self) -> crate::play::LineMark {
        crate::play::LineMark::Plain
    }
}

/// Cradle's events shown one at a time, a beat apart (a combat and a roll longer, for their
/// dice); the board moves to the rules state when they are all shown.
#[derive(Default)]
pub struct CradlePlayback {
    queue: VecDeque<Event>,
}

impl crate::app::game_face::Playback for CradlePlayback {
    type Event = Event;
    type State = State;
    type Area = AreaId;
    type Seat = Seat;
    fn push(&mut self, events: &[Event]) {
        self.queue.extend(events.iter().cloned());
    }
    fn is_idle(&self) -> bool {
        self.queue.is_empty()
    }
    fn step(&mut self, _display: &mut State) -> Option<(Event, f32)> {
        let e = self.queue.pop_front()?;
        // Long enough for the theatre's dice to tumble, settle and be read (`table::dice`), and
        // for an army lost to leave; an area after another in the Bronze Age Collapse, quicker.
        let beats = match e {
            Event::Combat(_) => 6.0,
            Event::Roll {
                gamble: Gamble::Collapse | Gamble::Plague | Gamble::Famine,
                ..
            } => 1.5,
            Event::Roll { .. } | Event::BonusRolled { .. } => 3.0,
            Event::ArmyLost { .. } => 1.0,
            _ => 0.5,
        };
        Some((e, beats))
    }
    fn next(&self) -> Option<&Event> {
        self.queue.front()
    }
    fn competition(&self) -> Option<AreaId> {
        None
    }
    fn round(&self) -> u8 {
        0
    }
    fn paid(&self) -> &[(Seat, String)] {
        &[]
    }
    fn skip(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.queue).into()
    }
    fn caught_up(&mut self, _now: &State) {
        self.queue.clear();
    }
}

/// No contest result for the banner: Cradle's combats are said in the log.
#[derive(Default)]
pub struct NoTally;

impl Tally for NoTally {
    type Event = Event;
    type State = State;
    type Result = NoBanner;
    fn feed(&mut self, _e: &Event, _shown: &State) -> Option<NoBanner> {
        None
    }
}

/// A banner Cradle never raises.
#[derive(Debug, Clone)]
pub enum NoBanner {}

impl ContestResult for NoBanner {
    type Catalog = Catalog;
    type State = State;
    type Area = AreaId;
    type Seat = Seat;
    fn words(
        &self,
        _cat: &Catalog,
        _st: &State,
        _money: fn(i32) -> String,
    ) -> (String, Vec<String>) {
        match *self {}
    }
    fn area(&self) -> AreaId {
        match *self {}
    }
    fn holder(&self) -> Option<Seat> {
        match *self {}
    }
}

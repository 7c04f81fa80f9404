//! ACME at the shared table: its phases and how each is presented (the Competition Phase opens the
//! theatre, the Reckoning and End of Epoch are summed up, RB "Game Overview"), its pieces (disks,
//! Homeland and temple blocks, Stronghold and special cubes: RB "Components"), the figures of a
//! civilization's panel row, its card faces and backs, where its board and data are, its areas
//! (RB "The Map") and what stands in them.

use super::super::system::System;
/// ACME's pieces (what [`AcmeFace`]'s `piece` describes).
pub use super::pieces::Piece;
use super::{area_text, card_text, pieces, prompts, seats, summary};
use crate::app::data_text::{DataTexts, RonText};
use crate::app::game_face::{
    BoardSource, Cue, GameFace, MapArea, Paint, PanelLine, PanelRow, PhaseFace, PieceKind,
    PieceOwner, Placed, Presentation, Prompt, Summary,
};
use crate::app::widgets::card_text::CardText;
use crate::games::acme::Q;
use crate::games::acme::catalog::{
    AreaId, CardId, Catalog, FIRST_DEITY, LAST_DEITY, Provenance, Terrain,
};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::session::anim;
use crate::games::acme::session::log::LogEntry;
use crate::games::acme::state::{Slot, State};
use crate::games::acme::{Acme, Event, Phase, explain};
use std::marker::PhantomData;

use std::path::Path;
use std::sync::Arc;

use crate::games::acme::Game;
use crate::games::acme::session::hint::Hint;
use crate::games::acme::session::log::Secret;
use crate::games::acme::session::losses::LossPlan;
use crate::games::acme::session::tutorial::Tutorial;
use crate::play::PlanStep;

/// A game of `R` at the table.
type Session<R> = crate::play::Session<Game<R>>;
use crate::games::acme::view::Viewer;
use crate::play::strategist::AnswerOf;
use crate::saves::{Autosaver, SaveError, SaveFile};

use bevy::asset::Handle;
use bevy::color::Color;

/// ACME, as the table draws it; with another ruleset `R` on ACME's system (ACIS), that game,
/// whose differences the face asks `R` ([`System`]): everything else is ACME's and written once.
pub struct AcmeFace<R = Acme>(PhantomData<fn() -> R>);

// A marker: copied, compared and printed whatever `R` is.
impl<R> Clone for AcmeFace<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for AcmeFace<R> {}
impl<R> PartialEq for AcmeFace<R> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl<R> Eq for AcmeFace<R> {}
impl<R: System> std::fmt::Debug for AcmeFace<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}Face", R::TITLE)
    }
}

const fn phase(phase: Phase, id: &'static str, shows: Presentation) -> PhaseFace<Phase> {
    PhaseFace {
        phase,
        id,
        name: phase.name(),
        shows,
        in_log: !matches!(phase, Phase::GameOver),
    }
}

impl<R: System> GameFace for AcmeFace<R> {
    type Phase = Phase;
    type Catalog = Catalog;
    type State = State;
    type Seat = Slot;
    type Card = CardId;
    type Piece = Piece;
    type Area = AreaId;
    type Decision = Decision;
    type Action = Action;
    type Event = Event;
    type Line = LogEntry;
    type Summing = summary::Reckoning;
    type LossPlan = crate::games::acme::session::losses::LossPlan;
    type Secret = crate::games::acme::session::log::Secret;
    type Hint = crate::games::acme::session::hint::Hint;
    type Playback = anim::Playback;
    type Tally = anim::Tally;
    type Banner = anim::CompetitionResult;

    const NAME: &'static str = R::TITLE;
    const GAME: crate::game_id::GameId = R::GAME;
    const FULL_NAME: &'static str = R::FULL_NAME;
    const STRATEGIST: bool = R::STRATEGIST;
    const BOARD: BoardSource = R::BOARD;
    const PHASES: &'static [PhaseFace<Phase>] = &[
        phase(Phase::Growth, "growth", Presentation::Board),
        phase(Phase::Card, "card", Presentation::Board),
        phase(Phase::Competition, "competition", Presentation::Theatre),
        phase(Phase::Reckoning, "reckoning", Presentation::Summary),
        phase(Phase::EndOfEpoch, "end-of-epoch", Presentation::Summary),
        phase(Phase::GameOver, "game-over", Presentation::GameOver),
    ];

    fn piece(p: Piece) -> PieceKind {
        pieces::kind(p)
    }

    fn paint(st: &State, owner: PieceOwner<Slot>) -> Paint {
        pieces::paint(st, owner)
    }

    fn pieces(cat: &Catalog, st: &State, a: AreaId) -> Vec<Placed<Piece, Slot>> {
        pieces::pieces(cat, st, a)
    }

    fn area_count(cat: &Catalog) -> usize {
        cat.board.areas.len()
    }

    fn area_at(i: usize) -> AreaId {
        AreaId(i as u8)
    }

    fn index(a: AreaId) -> usize {
        a.0 as usize
    }

    fn find_area(cat: &Catalog, name: &str) -> Option<AreaId> {
        cat.board.find(name)
    }

    fn fits_board(cat: &Catalog, board: &crate::board::BoardShape) -> Result<(), String> {
        board.check(&cat.board)
    }

    /// A Sea area's name is set as water's; a printed Home area (RB: named in capitals with a
    /// marker) is a home. An island drawn with its outline is one the map names (ACIS RB The
    /// Board: an island of one area or several inside a yellow outline); ACME's map names none,
    /// its islands being single areas the sea around them shows.
    fn map_area(cat: &Catalog, a: AreaId) -> MapArea<'_> {
        let area = cat.board.area(a);
        MapArea {
            name: &area.name,
            fill: area_text::area_fill(area),
            water: area.terrain == Terrain::Sea,
            home: !area.home_of.is_empty(),
            island: area.island_group.as_deref().filter(|_| area.island),
            deep: area.is_deep_sea(),
        }
    }

    /// In play on the game's map configuration (RB "Map Configurations").
    fn playable(cat: &Catalog, st: &State, a: AreaId) -> bool {
        Q::new(cat, st).playable(a)
    }

    fn describe_area(cat: &Catalog, st: &State, a: AreaId) -> (String, Vec<String>) {
        area_text::describe_area::<R>(cat, st, a)
    }

    fn progress(cat: &Catalog, st: &State) -> String {
        format!(
            "{} map · Epoch {} · Turn {}",
            cat.board.configs[st.config].name, st.epoch, st.turn
        )
    }

    /// The glyph on a temple block: the Deity's planetary sign (Monotheism: a wheel).
    fn glyph(p: Piece) -> &'static str {
        if let Piece::Monument { card, .. } = p {
            return R::monument_mark(card);
        }
        let Piece::Temple(d) = p else {
            return "";
        };
        match d.0 {
            104 => "♃", // Father of the Gods
            105 => "♁", // Earth Mother Goddess
            106 => "♂", // God of War
            107 => "♄", // God of the Forge
            108 => "♇", // God of the Dead
            109 => "♀", // Goddess of Peace
            110 => "☼", // God of the Skies
            _ => "☸",   // Monotheism
        }
    }

    /// VP, mina (ACIS: talents), supply and Cities; hand, growth and the Deity (ACIS: its Wonders); for an NPC (solitaire: its hand is
    /// public) its hostility and hand; the cards it has on the table.
    fn panel_rows(cat: &Catalog, st: &State, slot: Slot) -> Vec<PanelRow> {
        let q = Q::new(cat, st);
        let c = st.civ(slot);
        let row = |label, value: String, line| PanelRow {
            label,
            value,
            designed: false,
            line,
        };
        let mut rows = vec![
            row("VP", c.vp.to_string(), PanelLine::Figures),
            row(
                <R as System>::MONEY,
                c.treasury.to_string(),
                PanelLine::Figures,
            ),
            row("supply", c.supply.to_string(), PanelLine::Figures),
            row("Cities", q.cities(slot).to_string(), PanelLine::Figures),
            row("hand", c.hand.len().to_string(), PanelLine::Small),
            row("growth", c.growth.to_string(), PanelLine::Small),
        ];
        rows.push(match c.deity {
            // A game without Deities (ACIS) shows the Wonders its civilization built instead.
            _ if !R::DEITIES => {
                let built: Vec<&str> = st
                    .monuments
                    .iter()
                    .filter(|m| m.owner == slot)
                    .map(|m| cat.card_name(m.card))
                    .collect();
                match built.is_empty() {
                    true => row("", "no Wonder".into(), PanelLine::Small),
                    false => row("Wonders:", built.join(", "), PanelLine::Small),
                }
            }
            Some(d) => {
                let state = if c.deity_inactive_by.is_some() {
                    "inactive"
                } else {
                    "active"
                };
                PanelRow {
                    designed: cat
                        .deity(d)
                        .is_some_and(|x| x.provenance == Provenance::Designed),
                    ..row(
                        "",
                        format!("{} ({state})", cat.card_name(d)),
                        PanelLine::Small,
                    )
                }
            }
            None => row("", "no Deity".into(), PanelLine::Small),
        });
        if c.npc {
            let enemies: Vec<&str> = (0..st.civs.len())
                .map(|j| Slot(j as u8))
                .filter(|&x| x != slot && st.npc.hostile(slot, x))
                .map(|x| q.civ_name(x))
                .collect();
            if !enemies.is_empty() {
                rows.push(row("hostile to", enemies.join(", "), PanelLine::Alert));
            }
            if !c.hand.is_empty() {
                let names: Vec<&str> = c.hand.iter().map(|&x| cat.card_name(x)).collect();
                rows.push(row("hand:", names.join(", "), PanelLine::Detail));
            }
        }
        if !c.table.is_empty() {
            let names: Vec<&str> = c.table.iter().map(|t| cat.card_name(t.card)).collect();
            rows.push(row("on the table:", names.join(", "), PanelLine::Detail));
        }
        rows
    }

    fn card_back(card: CardId) -> (&'static str, &'static str) {
        let deck = match (FIRST_DEITY..=LAST_DEITY).contains(&card.0) {
            false => "Fate",
            true if R::DEITIES => "Deity",
            // ACIS's Wonders share ACME's Deity ids.
            true => "Wonder",
        };
        (R::TITLE, deck)
    }

    fn card(cat: &Catalog, card: CardId) -> Option<CardText> {
        card_text::card_text(cat, card)
    }

    // --- The question and its answers (`prompts.rs`, in `explain`'s words).

    fn prompt(cat: &Catalog, st: &State, d: &Decision) -> Prompt<Slot, Action, AreaId, CardId> {
        let mut p = prompts::prompt(cat, st, d);
        // ACME's phases word the Card Phase's question with ACME's Deities; a game without them
        // (ACIS, D11: Wonders in their place) is asked in its own words.
        if !R::DEITIES && matches!(d.ask, Ask::CardAction) {
            p.text = format!(
                "{}: play a card, build a Wonder, or pass",
                seats::name(cat, st, d.who)
            );
        }
        p
    }

    fn turn_line(st: &State) -> String {
        prompts::turn_line(st)
    }

    fn turn(st: &State) -> u32 {
        st.turn.into()
    }

    fn hand(st: &State, seat: Slot) -> Vec<CardId> {
        st.civ(seat).hand.clone()
    }

    fn describe_answer(cat: &Catalog, st: &State, d: &Decision, a: &Action) -> String {
        explain::describe_answer(cat, st, d, a)
    }

    fn why_not_area(cat: &Catalog, st: &State, d: &Decision, a: AreaId) -> String {
        prompts::why_not_area::<R>(cat, st, d, a)
    }

    /// From the card's data: when it is played and what it needs (RB Fate Cards).
    fn why_card_unplayable(
        cat: &Catalog,
        st: &State,
        d: Option<&Decision>,
        seat: Slot,
        card: CardId,
    ) -> String {
        explain::why_card_unplayable(cat, st, d, seat, card)
    }

    // The seats: ACME's civilizations (`seats.rs`).

    fn seats(st: &State) -> Vec<Slot> {
        seats::seats(st)
    }

    fn turn_order(st: &State) -> Vec<Slot> {
        seats::turn_order(st)
    }

    fn seat_name(cat: &Catalog, st: &State, slot: Slot) -> String {
        seats::name(cat, st, slot)
    }

    fn seat_colour(st: &State, slot: Slot) -> Option<Color> {
        seats::colour(st, slot)
    }

    fn score_history(st: &State, slot: Slot) -> &[u32] {
        seats::vp_history(st, slot)
    }

    fn table_rows(st: &State) -> Vec<PanelRow> {
        seats::deck_rows(st)
    }

    // The stage.

    /// A phase is shown from its start; the game's end shows the game over.
    fn phase_of(st: &State) -> Phase {
        st.flow.phase()
    }
    fn shown_phase(e: &Event) -> Option<Phase> {
        match e {
            Event::PhaseStarted { phase, .. } => Some(*phase),
            Event::GameOver { .. } => Some(Phase::GameOver),
            _ => None,
        }
    }

    /// A land area of an island, or a sea at an island's outline (ACIS RB Islands: every land
    /// area of an island touches every sea at its outline).
    fn island_near(cat: &Catalog, a: AreaId) -> Option<String> {
        let island = |x: AreaId| {
            let area = cat.board.area(x);
            area.island_group.clone().filter(|_| area.island)
        };
        island(a).or_else(|| {
            (cat.board.area(a).terrain == Terrain::Sea)
                .then(|| cat.board.neighbours(a).find_map(island))
                .flatten()
        })
    }

    /// The built cards (ACIS RB Build a Wonder: the Wonder in front of its owner, its block in a
    /// land area); ACME builds none.
    fn built(st: &State) -> Vec<(CardId, AreaId)> {
        st.monuments.iter().map(|m| (m.card, m.area)).collect()
    }

    /// The area of the competition under way (RB "Competition Phase").
    fn contested(st: &State) -> Option<AreaId> {
        st.comp.area
    }

    fn contest_round(st: &State) -> u8 {
        st.comp.round
    }

    fn sum_up(
        _cat: &Catalog,
        summing: &mut summary::Reckoning,
        events: &[Event],
        before: &State,
        log: &[LogEntry],
        log_len: usize,
        now: &State,
    ) -> Option<Summary<Slot, LogEntry>> {
        summing.collect(events, before, log, log_len, now)
    }

    // The theatre and the overlays (`theatre.rs`, `overlays.rs`).

    fn stage(cat: &Catalog, st: &State, _now: &State, e: &Event) -> Vec<Staged<AreaId, Slot>> {
        theatre::stage(cat, st, e)
    }

    /// Any Fate card: only its back shows.
    const FACE_DOWN: CardId = CardId(0);

    fn answers_centre(d: &Decision) -> bool {
        overlays::answers_centre(d)
    }

    fn contest(cat: &Catalog, st: &State, a: AreaId) -> Contest<Slot> {
        overlays::contest(cat, st, a)
    }

    fn committing(d: &Decision) -> bool {
        overlays::committing(d)
    }

    fn committed(st: &State) -> &[(Slot, CardId, bool)] {
        &st.comp.committed
    }

    /// RB Competition Resolution step 1: the cards are committed face down.
    fn committing_now(st: &State) -> bool {
        matches!(
            st.flow,
            crate::games::acme::Flow::Comp {
                step: crate::games::acme::CompStep::Commit { .. }
            }
        )
    }

    /// RB Disk Removal: a loss is asked in front of everyone.
    fn asks_losses(d: &Decision) -> bool {
        matches!(d.ask, Ask::Loss { .. })
    }

    fn outcome(st: &State) -> Outcome<Slot> {
        overlays::outcome(st)
    }

    const RANKING: &'static [&'static str] = R::RANKING;

    fn ranking_cell(column: usize, value: i64) -> String {
        R::ranking_cell(column, value)
    }

    fn starts_phase(e: &Event) -> bool {
        matches!(e, Event::PhaseStarted { .. })
    }

    fn ends_game(e: &Event) -> bool {
        matches!(e, Event::GameOver { .. })
    }

    /// A phase begins, an Epoch ends, the game ends.
    fn autosaves_after(e: &Event) -> bool {
        matches!(
            e,
            Event::PhaseStarted { .. } | Event::GameOver { .. } | Event::EpochEnded { .. }
        )
    }

    // --- The loader, the card painter and the moments.

    fn card_number(card: CardId) -> u32 {
        card.0.into()
    }

    const DESIGNED_WORDS: &'static str = card_text::provenance_words(Provenance::Designed);

    /// The rules' own word (RB Mina), so a note and the table never name it differently.
    const MONEY: &'static str = <R as System>::MONEY;
    const SCORE: &'static str = "VP";
    /// The rules' word for one (`Ruleset::CURRENCY`: RB Mina, ACIS D2's talent), the table's
    /// for more (`System::MONEY`).
    fn money_change(n: i32) -> String {
        let word = if n.abs() == 1 {
            <R as crate::games::acme::Ruleset>::CURRENCY
        } else {
            <R as System>::MONEY
        };
        format!("{n:+} {word}")
    }
    /// A competition's rounds, after the cards committed before the first (RB Competition).
    fn round_heading(round: u8) -> String {
        if round == 0 {
            "Commitment".to_string()
        } else {
            format!("Round {round}")
        }
    }
    /// Gold mina with a dark rim; a blue VP.
    fn money_colours() -> (Color, Color) {
        (Color::srgb_u8(232, 190, 70), Color::srgb_u8(120, 90, 20))
    }
    fn score_colour() -> Color {
        Color::srgb_u8(90, 150, 220)
    }

    type Game = Game<R>;
    type Position = crate::games::acme::record::Position;
    type Files = R::Files;

    fn catalog(files: &R::Files, read: &DataTexts) -> Result<Catalog, Vec<String>> {
        R::catalog(files, read)
    }

    fn board_file(files: &R::Files) -> &Handle<RonText> {
        R::board_file(files)
    }

    /// The printed placements (RB "Setup"), no NPC.
    fn basic_setup(cat: Arc<Catalog>, players: u8) -> Result<Self::Game, String> {
        R::basic_setup(cat, players)
    }

    fn from_position(cat: Arc<Catalog>, p: &Self::Position) -> Result<Self::Game, String> {
        R::from_position(cat, p)
    }

    fn state(game: &Game<R>) -> &State {
        &game.state
    }

    /// A scenario's neutral faction (Scenario "Neutral factions": its own rules move it).
    fn neutral(st: &State, seat: Slot) -> bool {
        crate::games::acme::view::seat(st, seat) == crate::games::acme::view::Seat::Neutral
    }

    /// A Deployment Step, a Card Phase action, a loss (RB "Growth Phase", "Card Phase",
    /// "Competition Phase").
    fn cue(d: &Decision) -> Option<Cue> {
        match d.ask {
            Ask::Deploy { .. } => Some(Cue::Placing),
            Ask::CardAction => Some(Cue::Hand),
            Ask::Loss { .. } => Some(Cue::Losses),
            _ => None,
        }
    }

    /// A disk removed in a competition's removal round (RB "Competition Phase").
    fn event_cue(e: &Event) -> Option<Cue> {
        matches!(e, Event::Removed { .. }).then_some(Cue::Removal)
    }

    // The table's session: ACME's session does the work (`games::acme::session`).

    /// RB Endgame: VP, then temples, Homelands, Cities, disks, areas, Gilgamesh.
    type RankKeys = [i64; 7];
    type Tutorial = R::Tutorial;
    fn ranking(game: &mut Game<R>) -> Vec<(Slot, [i64; 7])> {
        game.ranking()
    }
    /// The VP after each Reckoning (RB Reckoning), then the VP now; no neutral faction.
    fn vp_series(session: &Session<R>) -> Vec<(Slot, Vec<u32>)> {
        session.vp_series()
    }
    fn set_state(game: &mut Game<R>, st: State) {
        game.state = st;
    }
    fn sees(viewer: &Viewer, st: &State, owner: Slot) -> bool {
        viewer.sees(st, owner)
    }
    fn secret(owner: Slot, public: String) -> Secret {
        Secret { owner, public }
    }
    fn secret_text<'a>(
        secret: Option<&'a Secret>,
        text: &'a str,
        st: &State,
        viewer: Viewer,
    ) -> Option<&'a str> {
        Secret::text_for(secret, text, st, viewer)
    }
    fn choice_toast(line: &LogEntry) -> Option<(String, Option<Secret>)> {
        line.choice.then(|| {
            (
                format!("{} — {}", line.text, line.rule),
                line.secret.as_ref().map(|sec| Secret {
                    owner: sec.owner,
                    public: format!("{} — {}", sec.public, line.rule),
                }),
            )
        })
    }
    fn hint(session: &Session<R>, at: usize, answer: &AnswerOf<Game<R>>) -> Option<Hint> {
        session.hint(at, answer)
    }
    fn hint_at(hint: &Hint) -> usize {
        hint.at
    }
    fn hint_who(hint: &Hint) -> Slot {
        hint.who
    }
    fn hint_sentence(hint: &Hint) -> String {
        hint.sentence()
    }
    fn hint_areas(hint: &Hint) -> &[AreaId] {
        &hint.areas
    }
    fn hint_card(hint: &Hint) -> Option<CardId> {
        hint.card
    }
    fn loss_answers(game: &Game<R>, plan: &LossPlan) -> Result<Vec<Action>, String> {
        plan.check(game).map_err(|e| e.reason)
    }
    fn plan_answers(plan: &LossPlan) -> Vec<Action> {
        plan.answers.clone()
    }
    fn answer_losses(
        session: &mut Session<R>,
        plan: &LossPlan,
    ) -> Result<Vec<PlanStep<Game<R>>>, String> {
        session.answer_losses(plan).map_err(|e| e.reason)
    }
    type SaveRecord = crate::games::acme::record::GameRecord;
    fn save_file(session: &Session<R>) -> Option<SaveFile> {
        Some(session.save_file())
    }
    fn open_file(cat: Arc<Catalog>, path: &Path) -> Result<Session<R>, String> {
        R::open_file(cat, path)
    }
    fn copy_position(session: &Session<R>, dir: &Path) -> Result<std::path::PathBuf, String> {
        R::copy_position(session, dir)
    }
    fn journal(saver: &mut Autosaver, action: &Action) -> Result<(), SaveError> {
        saver.decision(action)
    }
    fn keep_previous_autosave(path: &Path, session: &Session<R>, dir: &Path) -> Option<String> {
        crate::saves::keep_previous_autosave(path, R::file(&session.record), dir)
    }
}

// A line of ACME's log, as the table shows it (its own fields say it all).
impl crate::app::game_face::LogLine for LogEntry {
    type Seat = Slot;
    type Phase = Phase;
    type Area = AreaId;
    type State = State;
    type Viewer = Viewer;
    fn seat(&self) -> Option<Slot> {
        self.slot
    }
    fn phase(&self) -> Option<Phase> {
        self.phase
    }
    fn text_for(&self, st: &State, viewer: Viewer) -> Option<&str> {
        LogEntry::text_for(self, st, viewer)
    }
    fn rule(&self) -> &str {
        &self.rule
    }
    fn areas(&self) -> &[AreaId] {
        &self.areas
    }
    fn choice(&self) -> bool {
        self.choice
    }
    fn undone(&self) -> bool {
        self.undone
    }
    fn mark(&self) -> crate::play::LineMark {
        self.mark
    }
}

// The guided tutorial, as the table runs it (its script does the work).
impl crate::app::game_face::Lesson for Tutorial {
    type Game = Game;
    type Action = Action;
    fn judge(&self, game: &Game, answers: &[Action]) -> Result<(), String> {
        Tutorial::judge(self, game, answers)
    }
    fn answered(&mut self) {
        Tutorial::answered(self)
    }
    fn explain(&mut self, why: String) {
        self.hint = Some(why);
    }
    fn step(&self) -> (usize, usize) {
        (self.chapter, self.step)
    }
    fn learner_waits(&self) -> bool {
        matches!(
            self.waiting(),
            crate::games::acme::session::tutorial::Waiting::Learner(_)
        )
    }
    fn read_on(&mut self) {
        self.next();
    }
}

// The theatre and the overlays.
use super::{overlays, theatre};
use crate::app::game_face::{Contest, Outcome, Staged};

// ACME's playback and tally, as the stage asks them (their own methods do the work).

impl crate::app::game_face::Playback for anim::Playback {
    type Event = Event;
    type State = State;
    type Area = AreaId;
    type Seat = Slot;
    fn push(&mut self, events: &[Event]) {
        anim::Playback::push(self, events)
    }
    fn is_idle(&self) -> bool {
        anim::Playback::is_idle(self)
    }
    fn step(&mut self, display: &mut State) -> Option<(Event, f32)> {
        anim::Playback::step(self, display)
    }
    fn next(&self) -> Option<&Event> {
        self.queue.front()
    }
    fn competition(&self) -> Option<AreaId> {
        self.competition
    }
    fn round(&self) -> u8 {
        self.round
    }
    fn paid(&self) -> &[(Slot, String)] {
        &self.paid
    }
    fn skip(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.queue).into()
    }
    /// A competition still running in `now` (RB "Competition Phase": the humans commit and pay
    /// losses in it) is shown from its current round.
    fn caught_up(&mut self, now: &State) {
        if !self.is_idle() || self.competition.is_some() {
            *self = anim::Playback::default();
        }
        if now.comp.area.is_some() {
            self.competition = now.comp.area;
            self.round = now.comp.round;
        }
    }
}

impl crate::app::game_face::Tally for anim::Tally {
    type Event = Event;
    type State = State;
    type Result = anim::CompetitionResult;
    fn feed(&mut self, e: &Event, shown: &State) -> Option<anim::CompetitionResult> {
        anim::Tally::feed(self, e, shown)
    }
}

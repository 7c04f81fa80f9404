//! The guided tutorial ("Learn to play"): the Playbook's worked example turn as
//! a script of steps (`assets/tutorial/*.ron`), played by the learner for one civilization while
//! the other side's moves come from the example. Pure like the session: it says which
//! answer a step expects, judges the learner's answers (right, or "not this" with a gentle
//! reason), and tells the table what the other side plays; the window and the tests drive it.
//!
//! A script names everything by name (areas, cards, civilizations): [`Script::parse`] resolves the
//! names against the catalog and map and refuses unknown ones with the file, chapter and step;
//! [`Script::play_through`] plays the whole script on the rules to prove every expected answer is
//! legal and is asked of the side the step says.
//!
//! ACME's, not every game's: the script is the ACME Playbook's example turn, named by ACME's
//! cards, areas and civilizations; the table reaches it through the game's aliases
//! (`app::games::tutorial`).

use std::sync::Arc;

use serde::Deserialize;

use crate::games::acme::Game;
use crate::games::acme::catalog::{AreaId, CardId, Catalog, CatalogError};
use crate::games::acme::decision::Action;
use crate::games::acme::record::{self, GameRecord};
use crate::games::acme::state::Slot;

/// The shipped script and the position files it starts from (compiled in, like the scenarios).
pub const SCRIPT_FILE: (&str, &str) = (
    "assets/tutorial/example-turn.ron",
    include_str!("../../../../assets/tutorial/example-turn.ron"),
);

/// Position files beside the script, by file name.
pub const POSITION_FILES: &[(&str, &str)] = &[
    (
        "pb-example-start.position.ron",
        include_str!("../../../../assets/tutorial/pb-example-start.position.ron"),
    ),
    (
        "pb-example-turn2-competition.position.ron",
        include_str!("../../../../assets/tutorial/pb-example-turn2-competition.position.ron"),
    ),
];

// ---------------------------------------------------------------------------------------------
// The file as written
// ---------------------------------------------------------------------------------------------

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScript {
    title: String,
    /// The civilization the learner plays.
    learner: String,
    chapters: Vec<RawChapter>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawChapter {
    name: String,
    /// A chapter may start from a position of its own (the Playbook jumps to turn 2's
    /// competitions); otherwise it goes on from the previous chapter's end.
    #[serde(default)]
    start: Option<String>,
    steps: Vec<RawStep>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    text: String,
    section: String,
    #[serde(default)]
    look: Vec<RawLook>,
    then: RawThen,
    /// Why the example answers so (said when the learner picks another legal answer).
    #[serde(default)]
    why: String,
}

#[derive(Debug, Clone, Deserialize)]
enum RawLook {
    Area(String),
    Card(String),
    Panel(Panel),
}

#[derive(Debug, Clone, Deserialize)]
enum RawThen {
    /// Nothing to answer: the learner reads and presses Next.
    Read,
    /// The learner's answers, in order.
    Learner(Vec<Move>),
    /// The other side's answers from the example, played by the table.
    Other(Vec<Move>),
}

/// An answer in names (what a player clicks).
#[derive(Debug, Clone, Deserialize)]
enum Move {
    Done,
    Pass,
    Yes,
    No,
    Decline,
    LoseDisk,
    PayMina,
    TakeMina,
    TakeCaptives,
    Number(u16),
    Option(u8),
    Area(String),
    RemoveFrom(String),
    Play(String),
    Negate(String),
    Establish(String),
    Discard(String),
    UseInvestment(String),
    /// A card chosen from a list (a card kept, a card taken).
    Card(String),
}

// ---------------------------------------------------------------------------------------------
// The script, resolved
// ---------------------------------------------------------------------------------------------

/// A panel of the table a step points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub enum Panel {
    /// The prompt bar (the question and its buttons).
    Prompt,
    /// The learner's hand.
    Hand,
    /// The civilizations panel (VP, mina, cards, Turn Order).
    Civilizations,
    /// The game log.
    Log,
}

impl Panel {
    pub fn name(self) -> &'static str {
        match self {
            Panel::Prompt => "the prompt bar",
            Panel::Hand => "your hand",
            Panel::Civilizations => "the civilizations panel",
            Panel::Log => "the log",
        }
    }
}

/// What a step points at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Area(AreaId),
    Card(CardId),
    Panel(Panel),
}

/// What a step waits for.
#[derive(Debug, Clone, PartialEq)]
pub enum Then {
    Read,
    Learner(Vec<Action>),
    Other(Vec<Action>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    pub text: String,
    /// The rulebook (or Playbook) section the step teaches.
    pub section: String,
    pub look: Vec<Look>,
    pub then: Then,
    pub why: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Chapter {
    pub name: String,
    /// The game this chapter starts from, when it does not go on from the previous chapter.
    pub start: Option<GameRecord>,
    pub steps: Vec<Step>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Script {
    pub file: String,
    pub title: String,
    pub learner: String,
    pub chapters: Vec<Chapter>,
}

fn err(file: &str, line: usize, message: String) -> CatalogError {
    CatalogError {
        file: file.to_string(),
        line,
        message,
    }
}

/// The line of the first `"name"` in the text (0 if absent): where a bad name was written.
fn line_of(text: &str, name: &str) -> usize {
    let quoted = format!("\"{name}\"");
    text.find(&quoted)
        .map_or(0, |i| text[..i].matches('\n').count() + 1)
}

/// A Fate card, Deity or Monotheism by name, case-insensitive.
pub fn card_by_name(cat: &Catalog, name: &str) -> Option<CardId> {
    cat.fate_cards()
        .map(|c| c.id)
        .chain(cat.deities.iter().map(|d| d.id))
        .find(|&id| cat.card_name(id).eq_ignore_ascii_case(name.trim()))
}

impl Script {
    /// The shipped script, parsed and checked.
    pub fn builtin(cat: &Arc<Catalog>) -> Result<Script, Vec<CatalogError>> {
        let (file, text) = SCRIPT_FILE;
        Script::parse(cat, file, text, &|name| {
            POSITION_FILES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| Ok(t.to_string()))
                .unwrap_or_else(|| Err(format!("no such file beside {file}")))
        })
    }

    /// Parse a script and resolve its names against the catalog and map; `position` reads a
    /// position file named by a chapter (beside the script). Every problem is reported, with the
    /// file, the chapter and the step.
    pub fn parse(
        cat: &Arc<Catalog>,
        file: &str,
        text: &str,
        position: &dyn Fn(&str) -> Result<String, String>,
    ) -> Result<Script, Vec<CatalogError>> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let raw: RawScript = ron::from_str(text).map_err(|e| {
            vec![err(
                file,
                e.span.start.line,
                format!("{} (column {})", e.code, e.span.start.col),
            )]
        })?;
        let mut errs = Vec::new();
        if cat.civ_by_name(&raw.learner).is_none() {
            errs.push(err(
                file,
                line_of(text, &raw.learner),
                format!("the learner \"{}\" is no civilization", raw.learner),
            ));
        }
        if raw.chapters.is_empty() {
            errs.push(err(file, 1, "a script needs at least one chapter".into()));
        }
        let mut chapters = Vec::new();
        for (ci, rc) in raw.chapters.iter().enumerate() {
            let at = |si: Option<usize>| match si {
                Some(si) => format!("chapter {} ({}), step {}", ci + 1, rc.name, si + 1),
                None => format!("chapter {} ({})", ci + 1, rc.name),
            };
            let start = match &rc.start {
                Some(name) => match position(name).and_then(|t| {
                    crate::load::parse_game(name, &t)
                        .map_err(|e| e.replace('\n', "; "))
                        .and_then(|rec| {
                            record::replay(cat.clone(), &rec)
                                .map(|_| rec)
                                .map_err(|e| format!("{name}: {e}"))
                        })
                }) {
                    Ok(rec) => Some(rec),
                    Err(e) => {
                        errs.push(err(
                            file,
                            line_of(text, name),
                            format!("{}: the start position {name}: {e}", at(None)),
                        ));
                        None
                    }
                },
                None => {
                    if ci == 0 {
                        errs.push(err(
                            file,
                            line_of(text, &rc.name),
                            format!("{}: the first chapter needs a start position", at(None)),
                        ));
                    }
                    None
                }
            };
            let mut steps = Vec::new();
            for (si, rs) in rc.steps.iter().enumerate() {
                if rs.text.trim().is_empty() || rs.section.trim().is_empty() {
                    errs.push(err(
                        file,
                        0,
                        format!("{}: a step needs its text and section", at(Some(si))),
                    ));
                }
                let mut bad = |name: &str, what: &str| {
                    errs.push(err(
                        file,
                        line_of(text, name),
                        format!("{}: no {what} named \"{name}\"", at(Some(si))),
                    ));
                };
                let mut look = Vec::new();
                for l in &rs.look {
                    match l {
                        RawLook::Area(n) => match cat.board.find(n) {
                            Some(a) => look.push(Look::Area(a)),
                            None => bad(n, "area"),
                        },
                        RawLook::Card(n) => match card_by_name(cat, n) {
                            Some(c) => look.push(Look::Card(c)),
                            None => bad(n, "card"),
                        },
                        RawLook::Panel(p) => look.push(Look::Panel(*p)),
                    }
                }
                let mut moves = |list: &[Move]| -> Vec<Action> {
                    list.iter()
                        .filter_map(|m| resolve(cat, m).map_err(|(n, what)| bad(&n, what)).ok())
                        .collect()
                };
                let then = match &rs.then {
                    RawThen::Read => Then::Read,
                    RawThen::Learner(l) => Then::Learner(moves(l)),
                    RawThen::Other(l) => Then::Other(moves(l)),
                };
                steps.push(Step {
                    text: rs.text.trim().to_string(),
                    section: rs.section.trim().to_string(),
                    look,
                    then,
                    why: rs.why.trim().to_string(),
                });
            }
            chapters.push(Chapter {
                name: rc.name.clone(),
                start,
                steps,
            });
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let script = Script {
            file: file.to_string(),
            title: raw.title,
            learner: raw.learner,
            chapters,
        };
        // The names are right: now every answer must be legal, and asked of the side the step
        // says, when the script is played from its start.
        script
            .play_through(cat)
            .map_err(|e| vec![err(file, 0, e)])?;
        Ok(script)
    }

    /// The game a chapter starts from: its scene's position and every earlier answer of that
    /// scene, as a record (the table replays it silently; so does [`Script::play_through`]).
    pub fn record_at(&self, chapter: usize) -> Option<GameRecord> {
        let chapter = chapter.min(self.chapters.len().checked_sub(1)?);
        let scene = (0..=chapter)
            .rev()
            .find(|&c| self.chapters[c].start.is_some())?;
        let mut rec = self.chapters[scene].start.clone()?;
        for ch in &self.chapters[scene..chapter] {
            for s in &ch.steps {
                if let Then::Learner(a) | Then::Other(a) = &s.then {
                    rec.actions.extend(a.iter().copied());
                }
            }
        }
        Some(rec)
    }

    /// The learner's slot in a game of this script.
    pub fn learner_slot(&self, game: &Game) -> Option<Slot> {
        let kind = game.catalog.civ_by_name(&self.learner)?;
        game.state.slots().find(|&s| game.state.civ(s).civ == kind)
    }

    /// Play the whole script on the rules: every expected answer must be legal when its step
    /// comes, and asked of the learner (a learner's step) or of another civilization (the other
    /// side's). Returns the game at the end of each scene (a chapter with its own start ends the
    /// scene before it), with the index of the scene's last chapter.
    pub fn play_through(&self, cat: &Arc<Catalog>) -> Result<Vec<(usize, Game)>, String> {
        let mut ends = Vec::new();
        let mut game: Option<Game> = None;
        for (ci, ch) in self.chapters.iter().enumerate() {
            if let Some(rec) = &ch.start {
                if let Some(g) = game.take() {
                    ends.push((ci - 1, g));
                }
                game = Some(record::replay(cat.clone(), rec).map_err(|e| e.to_string())?);
            }
            let g = game.as_mut().ok_or("the first chapter has no start")?;
            let learner = self
                .learner_slot(g)
                .ok_or_else(|| format!("the learner {} is not in the game", self.learner))?;
            for (si, s) in ch.steps.iter().enumerate() {
                let (mine, list) = match &s.then {
                    Then::Read => continue,
                    Then::Learner(l) => (true, l),
                    Then::Other(l) => (false, l),
                };
                for (k, &a) in list.iter().enumerate() {
                    let at = format!(
                        "chapter {} ({}), step {}, answer {}",
                        ci + 1,
                        ch.name,
                        si + 1,
                        k + 1
                    );
                    let d = g
                        .pending()
                        .ok_or_else(|| format!("{at}: the game is over"))?
                        .clone();
                    if (d.who == learner) != mine {
                        return Err(format!(
                            "{at}: the game asks {} (\"{}\"), not {}",
                            g.catalog.civ(g.state.civ(d.who).civ).name,
                            d.text,
                            if mine {
                                "the learner"
                            } else {
                                "the other side"
                            }
                        ));
                    }
                    g.apply(a).map_err(|e| {
                        format!("{at}: {a:?} is illegal (\"{}\"): {}", d.text, e.reason)
                    })?;
                }
            }
        }
        if let Some(g) = game {
            ends.push((self.chapters.len() - 1, g));
        }
        Ok(ends)
    }
}

fn resolve(cat: &Catalog, m: &Move) -> Result<Action, (String, &'static str)> {
    let area = |n: &String| cat.board.find(n).ok_or((n.clone(), "area"));
    let card = |n: &String| card_by_name(cat, n).ok_or((n.clone(), "card"));
    Ok(match m {
        Move::Done => Action::Done,
        Move::Pass => Action::Pass,
        Move::Yes => Action::Yes,
        Move::No => Action::No,
        Move::Decline => Action::Decline,
        Move::LoseDisk => Action::LoseDisk,
        Move::PayMina => Action::PayMina,
        Move::TakeMina => Action::TakeMina,
        Move::TakeCaptives => Action::TakeCaptives,
        Move::Number(n) => Action::Number(*n),
        Move::Option(i) => Action::Option(*i),
        Move::Area(n) => Action::Area(area(n)?),
        Move::RemoveFrom(n) => Action::RemoveFrom(area(n)?),
        Move::Play(n) => Action::Play(card(n)?),
        Move::Negate(n) => Action::Negate(card(n)?),
        Move::Establish(n) => Action::Establish(card(n)?),
        Move::Discard(n) => Action::Discard(card(n)?),
        Move::UseInvestment(n) => Action::UseInvestment(card(n)?),
        Move::Card(n) => Action::Card(card(n)?),
    })
}

// ---------------------------------------------------------------------------------------------
// Progress through a script
// ---------------------------------------------------------------------------------------------

/// Where the learner is in a script, and what the table must do next.
#[derive(Debug, Clone)]
pub struct Tutorial {
    pub script: Arc<Script>,
    pub chapter: usize,
    pub step: usize,
    /// Answers of the current step already given.
    pub done: usize,
    /// The other side's step was started (the learner pressed Next): the table plays it.
    pub playing: bool,
    /// The last gentle explanation of a refused answer (shown in the step card).
    pub hint: Option<String>,
    /// The table must load the game of a new scene ([`Script::record_at`]) before going on.
    pub new_scene: bool,
}

/// What a step asks of the table now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Waiting {
    /// The learner reads and presses Next.
    Next,
    /// The learner answers (clicks).
    Learner(Action),
    /// The other side's step waits for Next before it is played.
    OtherReady,
    /// The table plays this answer for the other side.
    Other(Action),
    /// The script is over.
    End,
}

impl Tutorial {
    /// Start at a chapter (0-based); the game to put on the table is
    /// `script.record_at(chapter)`.
    pub fn at_chapter(script: Arc<Script>, chapter: usize) -> Tutorial {
        let chapter = chapter.min(script.chapters.len().saturating_sub(1));
        Tutorial {
            script,
            chapter,
            step: 0,
            done: 0,
            playing: false,
            hint: None,
            new_scene: false,
        }
    }

    pub fn current(&self) -> Option<&Step> {
        self.script.chapters.get(self.chapter)?.steps.get(self.step)
    }

    pub fn is_over(&self) -> bool {
        self.current().is_none()
    }

    /// The number of this step in its chapter and the chapter's steps (1-based, for "step 3 of 9").
    pub fn step_of(&self) -> (usize, usize) {
        let n = self
            .script
            .chapters
            .get(self.chapter)
            .map_or(0, |c| c.steps.len());
        (self.step + 1, n)
    }

    pub fn waiting(&self) -> Waiting {
        let Some(s) = self.current() else {
            return Waiting::End;
        };
        match &s.then {
            Then::Read => Waiting::Next,
            Then::Learner(l) => Waiting::Learner(l[self.done]),
            Then::Other(_) if !self.playing => Waiting::OtherReady,
            Then::Other(l) => Waiting::Other(l[self.done]),
        }
    }

    /// The learner pressed Next: a reading step ends; the other side's step starts playing.
    pub fn next(&mut self) {
        match self.waiting() {
            Waiting::Next => self.advance_step(),
            Waiting::OtherReady => self.playing = true,
            _ => {}
        }
    }

    /// An expected answer was given (by the learner, or played for the other side).
    pub fn answered(&mut self) {
        self.hint = None;
        let len = match self.current().map(|s| &s.then) {
            Some(Then::Learner(l) | Then::Other(l)) => l.len(),
            _ => return,
        };
        self.done += 1;
        if self.done >= len {
            self.advance_step();
        }
    }

    fn advance_step(&mut self) {
        self.done = 0;
        self.playing = false;
        self.hint = None;
        self.step += 1;
        let chapters = &self.script.chapters;
        if self.step >= chapters[self.chapter].steps.len() && self.chapter + 1 < chapters.len() {
            self.chapter += 1;
            self.step = 0;
            self.new_scene = chapters[self.chapter].start.is_some();
        }
    }

    /// The learner's answers, in order (one click, or a loss dialog's several answers): right
    /// when they are the ones the example gives next; otherwise a gentle explanation, from the
    /// rules if the answer is illegal, else from the step. Nothing is changed either way.
    pub fn judge(&self, game: &Game, answers: &[Action]) -> Result<(), String> {
        let Some(s) = self.current() else {
            return Err("The tutorial is over: start a real game from the menu.".into());
        };
        let expected = match &s.then {
            Then::Read => {
                return Err("Read this step first, then press Next.".into());
            }
            Then::Other(_) => {
                return Err(
                    "Now the other side plays its move from the Playbook: press Next to watch it."
                        .into(),
                );
            }
            Then::Learner(l) => &l[self.done..],
        };
        let mut ahead = game.clone();
        for (k, &a) in answers.iter().enumerate() {
            let Some(d) = ahead.pending().cloned() else {
                return Err("There is nothing to decide now.".into());
            };
            let want = expected.get(k).copied();
            if want == Some(a) {
                if ahead.apply(a).is_err() {
                    return Err(ahead.explain(&d, &a));
                }
                continue;
            }
            let said = |x: &Action| {
                crate::games::acme::explain::describe_answer(&ahead.catalog, &ahead.state, &d, x)
            };
            let example = match want {
                Some(w) => format!("the Playbook's example does this here: {}", said(&w)),
                None => "the Playbook's example gives no more answers in this step".into(),
            };
            if ahead.clone().apply(a).is_err() {
                return Err(format!(
                    "Not allowed: {} (In the tutorial, {example}.)",
                    ahead.explain(&d, &a)
                ));
            }
            let why = if s.why.is_empty() {
                String::new()
            } else {
                format!(" {}", s.why)
            };
            return Err(format!("That is allowed by the rules, but {example}.{why}"));
        }
        Ok(())
    }
}

/// Check every tutorial script in a directory (`acme validate`): each `*.ron` file that is not a
/// `*.position.ron` is a script, its start positions read from the same directory. Returns the
/// problems and the number of scripts checked.
pub fn check_dir(cat: &Arc<Catalog>, dir: &std::path::Path) -> (Vec<CatalogError>, usize) {
    let shown = dir.display().to_string();
    let Ok(rd) = std::fs::read_dir(dir) else {
        return (vec![err(&shown, 0, "cannot read the directory".into())], 0);
    };
    let mut paths: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    paths.sort();
    let mut errs = Vec::new();
    let mut n = 0;
    for p in paths {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if !name.ends_with(".ron") || name.ends_with(".position.ron") {
            continue;
        }
        n += 1;
        let file = p.display().to_string();
        let text = match crate::load::read_text(&p) {
            Ok(t) => t,
            Err(e) => {
                errs.push(err(&file, 0, e));
                continue;
            }
        };
        let beside = |pos: &str| crate::load::read_text(&dir.join(pos));
        if let Err(e) = Script::parse(cat, &file, &text, &beside) {
            errs.extend(e);
        }
    }
    (errs, n)
}

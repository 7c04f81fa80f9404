//! `acme play`: what the window starts with (the main menu, a new game, a save), and the scripted
//! runs used for pictures and checks: `--until MOMENT` lets the NPC brain answer for everyone at
//! instant speed until a moment worth a picture (then play goes on at the chosen speed), and
//! `--exit-on-game-over` / `--record-out` turn a watched game into a check against `acme replay`.

use std::path::PathBuf;

use bevy::prelude::*;

use super::AppState;
use super::Screen;
use super::game_face::{Cue, GameFace, Lesson, Playback, Presentation};
use super::table::driver::DriverStep;
use super::table::menu_state::StartRequest;
use super::table::stage::Stage;
use super::table::state::{ScriptHold, TableMut, TableReads, TableSaving, TableSession, TableView};
use crate::app::games::NewGame;
use crate::engine::Game as _;
use crate::settings::Speed;

/// A moment of play to stop at (for a picture).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Moment {
    /// The main menu.
    Menu,
    /// The New Game page.
    Newgame,
    /// The hot-seat curtain before a human's turn.
    Curtain,
    /// A human's Deployment Step.
    Deploy,
    /// A human's Card Phase action (the hand).
    Hand,
    /// A human's decision with a long hand on show (seven cards or more: past the hand limit).
    LongHand,
    /// A human's losses (the loss dialog).
    Loss,
    /// A competition in the middle of a removal round.
    Competition,
    /// A competition in the middle of a removal round on an island's land area or in a sea at
    /// its outline (ACIS: its islands).
    IslandCompetition,
    /// The moment the game's first Wonder is built (ACIS): its block on the map, its card shown.
    Wonder,
    /// A competition's result banner.
    Banner,
    /// A disk in the air, leaving its area in a competition's removal round.
    Removal,
    /// A combat's dice settled on the table, both sides' faces, modifiers and result (Cradle).
    Combat,
    /// A negation chain of two cards in the centre of the table.
    Negation,
    /// An Event card just revealed, with what it did.
    Event,
    /// A human's Card Phase with a card that may not be played now, clicked: its reason.
    Unplayable,
    /// A human's Deployment Step with a deep sea clicked, refused: its reason (ACIS).
    DeepSea,
    /// A human's Card Phase with the rules reference open.
    Rules,
    /// A human's Deployment Step with the Strategist's hint on the table.
    Hint,
    /// A summary over the board (the Reckoning's; a player's scoring taken apart, `scoring`).
    #[value(alias = "scoring")]
    Summary,
    /// The game-over screen.
    Gameover,
    /// A step of the tutorial (Learn to play, Card Phase chapter) with its highlights.
    Tutorial,
    /// The in-game menu asking before Save as replaces a save of the same name (a scripted run
    /// saves in a temporary folder when it has no saves folder).
    Replace,
    /// The online step of `--online` on screen (set by `app::online::script`).
    Online,
}

#[derive(Debug, Clone)]
pub struct PlayOptions {
    /// Start this game at once (None: the main menu).
    pub new: Option<NewGame>,
    /// Open the New Game page, on this setup (`basic-N` or a scenario's id) if one is named
    /// (`acme play --new-game`: another game's window handing over).
    pub new_game_page: Option<Option<String>>,
    /// The seed the New Game page starts with (`--seed`).
    pub seed: u64,
    /// The new game's seats the Strategist plays.
    pub strategists: Vec<crate::play::StrategistSeat>,
    /// Or continue this save.
    pub load: Option<PathBuf>,
    /// Or open this record or save in the replay viewer (`acme view FILE`).
    pub view: Option<super::replay_screen::ViewRequest>,
    pub speed: Option<Speed>,
    /// Write the autosave (off for scripted runs, so they never touch a player's save).
    pub autosave: bool,
    pub until: Option<Moment>,
    pub exit_on_game_over: bool,
    /// At game over, write the game record here (replayable with `acme replay`).
    pub record_out: Option<PathBuf>,
    /// `--online STEP`: an Online page or game to show (pictures; `app::online::script`).
    pub online: Option<String>,
}

/// Set when the `--until` moment is on screen (the screenshot waits for it).
#[derive(Resource, Debug, Default)]
pub struct MomentReached(pub bool);

pub fn plugin<F: GameFace>(app: &mut App) {
    app.init_resource::<MomentReached>()
        .add_systems(OnEnter(AppState::InGame), begin)
        .add_systems(
            Update,
            (
                autopilot::<F>.before(super::table::driver::DriverSet),
                catch_moment::<F>
                    .after(DriverStep::Answers)
                    .before(DriverStep::Shows),
                ask_replace::<F>,
                watch_end::<F>,
            )
                .run_if(in_state(AppState::InGame)),
        );
}

/// The first time the table is ready: start what the command line asked for, else the menu.
fn begin(
    mut commands: Commands,
    opts: Res<super::WindowOptions>,
    mut menu: ResMut<super::table::menu_state::MenuState>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    *done = true;
    let Some(p) = &opts.play else {
        return;
    };
    if let Some(preselect) = &p.new_game_page {
        menu.open_new_game(preselect.as_deref());
        menu.seed = Some(p.seed);
        return;
    }
    // The menu is the first screen (`Screen`'s default). A picture of the menus stays there (a scenario named only preselects it).
    if matches!(p.until, Some(Moment::Menu | Moment::Newgame)) {
        return;
    }
    if p.until == Some(Moment::Tutorial) {
        commands.insert_resource(super::game_screens::TutorialRequest(1));
        return;
    }
    if let Some(n) = &p.new {
        commands.insert_resource(StartRequest::New(n.clone(), p.strategists.clone()));
    } else if let Some(l) = &p.load {
        commands.insert_resource(StartRequest::Load(l.clone()));
    } else if let Some(v) = &p.view {
        commands.insert_resource(v.clone());
    }
}

/// The moment of play the deciding human's question is, as the game says (its face's `cue`).
fn human_cue<F: GameFace>(t: &TableView<F>) -> Option<Cue> {
    t.session.human_decision().and_then(F::cue)
}

fn reached<F: GameFace>(m: Moment, t: &TableView<F>, screen: Option<Screen>) -> bool {
    let s = t.session;
    let cue = human_cue(t);
    match m {
        Moment::Menu | Moment::Newgame => screen == Some(Screen::Menu),
        Moment::Curtain => t.curtain().is_some(),
        Moment::Deploy => {
            t.human_may_act() && cue == Some(Cue::Placing) && t.stage.playback.is_idle()
        }
        Moment::Loss => t.human_may_act() && cue == Some(Cue::Losses) && t.stage.playback.is_idle(),
        Moment::Hand | Moment::Rules => {
            t.human_may_act() && cue == Some(Cue::Hand) && t.stage.playback.is_idle()
        }
        Moment::DeepSea => {
            t.human_may_act()
                && cue == Some(Cue::Placing)
                && t.stage.playback.is_idle()
                && refused_deep_sea(t).is_some()
        }
        Moment::LongHand => {
            t.human_may_act()
                && t.stage.playback.is_idle()
                && s.visible_hand()
                    .is_some_and(|w| F::hand(F::state(&s.game), w).len() >= LONG_HAND)
        }
        Moment::Competition => {
            t.stage.playback.competition().is_some()
                && t.stage.playback.round() >= 1
                && t.stage.playback.next().and_then(F::event_cue) == Some(Cue::Removal)
        }
        Moment::IslandCompetition => {
            reached(Moment::Competition, t, screen)
                && t.stage
                    .playback
                    .competition()
                    .is_some_and(|a| F::island_near(&s.cat, a).is_some())
        }
        Moment::Wonder => t.stage.playback.is_idle() && !F::built(F::state(&s.game)).is_empty(),
        Moment::Banner => t.stage.banner.is_some(),
        // Checked with the flights in the air and the dice on the table (`autopilot`).
        Moment::Removal | Moment::Combat => false,
        Moment::Negation => t.stage.centre.stack.len() >= 2,
        Moment::Event => t
            .stage
            .centre
            .stack
            .first()
            .is_some_and(|c| c.role == crate::play::centre::Role::Event),
        Moment::Unplayable => {
            t.human_may_act()
                && cue == Some(Cue::Hand)
                && t.stage.playback.is_idle()
                && unplayable(t).is_some()
        }
        Moment::Hint => t.hint_now().is_some() && t.stage.playback.is_idle(),
        Moment::Summary => t.messages.summary.is_some() && t.stage.playback.is_idle(),
        Moment::Gameover => s.game.is_over() && t.stage.playback.is_idle(),
        // Set by the autopilot itself (it saves twice under one name).
        Moment::Replace => false,
        // Set by the online step (`app::online::script`).
        Moment::Online => false,
        Moment::Tutorial => {
            t.tutorial().is_some_and(Lesson::learner_waits) && t.stage.playback.is_idle()
        }
    }
}

/// The hand of `--until long-hand`: past the rulebook's hand limit of six (RB Hand Size).
const LONG_HAND: usize = 7;

/// A card of the deciding human's hand that may not be played now (none of the pending
/// choice's options names it).
fn unplayable<F: GameFace>(t: &impl TableReads<F>) -> Option<F::Card> {
    let d = t.session().human_decision()?;
    F::hand(F::state(&t.session().game), crate::engine::Question::who(d))
        .into_iter()
        .find(|&c| super::table::hand::card_actions::<F>(t.session(), c).is_empty())
}

/// A deep sea that does not answer the deciding human's placement question.
fn refused_deep_sea<F: GameFace>(t: &impl TableReads<F>) -> Option<F::Area> {
    let s = t.session();
    let answers = super::table::choices::human::<F>(s)?;
    (0..F::area_count(&s.cat))
        .map(F::area_at)
        .find(|&a| F::map_area(&s.cat, a).deep && answers.on_area(&a).is_none())
}

/// The moments whose instant run must stop as soon as they show (they last one action).
fn halt_for<F: GameFace>(m: Moment) -> Option<fn(&TableView<F>) -> bool> {
    match m {
        Moment::Negation => Some(|t| reached(Moment::Negation, t, Some(Screen::Table))),
        Moment::Event => Some(|t| reached(Moment::Event, t, Some(Screen::Table))),
        // A competition begins: from here it plays at a visible speed (even among NPCs).
        Moment::Competition | Moment::Banner | Moment::Removal => {
            Some(|t| F::contested(F::state(&t.session.game)).is_some())
        }
        // Only a competition near an island: the others are played through at instant speed.
        Moment::IslandCompetition => Some(|t| {
            F::contested(F::state(&t.session.game))
                .is_some_and(|a| F::island_near(&t.session.cat, a).is_some())
        }),
        // The answer that built it: stop there, before anyone plays on.
        Moment::Wonder => Some(|t| !F::built(F::state(&t.session.game)).is_empty()),
        // Pieces are being placed: from here the game plays at a visible speed, so that the
        // first combat's dice are thrown on the table.
        Moment::Combat => Some(|t| t.session.pending().and_then(F::cue) == Some(Cue::Placing)),
        _ => None,
    }
}

/// Until the moment: the brain answers for the humans too, the curtain lifts itself, and play runs
/// at instant speed (except that competitions play at the chosen speed when they are the moment).
#[allow(clippy::too_many_arguments)] // a Bevy system: one parameter per resource it reads
fn autopilot<F: GameFace>(
    opts: Res<super::WindowOptions>,
    screen: Option<Res<State<Screen>>>,
    table: Option<(TableMut<F>, ResMut<ScriptHold<F>>)>,
    mut hit: ResMut<MomentReached>,
    mut zoom: ResMut<super::table::hand::ForceZoom<F>>,
    mut menu: ResMut<super::table::menu_state::MenuState>,
    flights: Query<&super::table::theatre::Flight<F>>,
    dice: Query<&super::table::dice::ThrownDice<F>>,
    mut ui: Option<ResMut<super::table::ui_state::TableUi<F>>>,
    mut opened: Local<bool>,
) {
    let Some(m) = opts.play.as_ref().and_then(|p| p.until) else {
        return;
    };
    if hit.0 {
        return;
    }
    let screen = screen.as_ref().map(|s| *s.get());
    if m == Moment::Menu || m == Moment::Newgame {
        if m == Moment::Newgame && !*opened {
            *opened = true;
            open_new_game_page(&opts, &mut menu);
        }
        hit.0 = screen == Some(Screen::Menu);
        return;
    }
    let Some((mut t, mut script)) = table else {
        return;
    };
    if m == Moment::Replace {
        return;
    }
    if m == Moment::Tutorial {
        if read_tutorial_on(&mut t, screen) {
            hit.0 = true;
        }
        return;
    }
    script.halt = halt_for(m);
    let in_flight = flights.iter().any(|f| {
        matches!(f.cargo, super::table::theatre::Cargo::Disk { .. }) && (0.3..0.7).contains(&f.t)
    });
    // A combat's dice (the large roll), settled: its faces, modifiers and result are on show.
    let combat_shown = dice
        .iter()
        .any(|d| d.settled() && d.roll.size == crate::app::game_face::DiceSize::Large);
    if reached(m, &t.view(), screen)
        || (m == Moment::Removal && in_flight)
        || (m == Moment::Combat && combat_shown)
    {
        hit.0 = true;
        stage_moment(m, &mut t, &mut script, &mut zoom, &opts);
        if m == Moment::Rules
            && let Some(ui) = ui.as_mut()
        {
            ui.show_rules = true;
        }
        return;
    }
    play_on_towards(m, &mut t, screen);
}

/// The moment seen again after this frame's answers (the autopilot's for the humans, the
/// driver's for the brains) and before the playback shows their first event in the same frame.
/// Without it a removal round whose only removal is an answer's first event (one disk lost, as in
/// a sea holding a disk or two) is shown before any check sees it waiting, and `--until
/// competition` or `island-competition` never stops in that competition.
fn catch_moment<F: GameFace>(
    opts: Res<super::WindowOptions>,
    screen: Option<Res<State<Screen>>>,
    table: Option<(TableMut<F>, ResMut<ScriptHold<F>>)>,
    mut hit: ResMut<MomentReached>,
    mut zoom: ResMut<super::table::hand::ForceZoom<F>>,
) {
    let Some(m) = opts.play.as_ref().and_then(|p| p.until) else {
        return;
    };
    let Some((mut t, mut script)) = table else {
        return;
    };
    let live = matches!(m, Moment::Competition | Moment::IslandCompetition);
    let screen = screen.as_ref().map(|s| *s.get());
    if hit.0 || !live || !reached(m, &t.view(), screen) {
        return;
    }
    hit.0 = true;
    stage_moment(m, &mut t, &mut script, &mut zoom, &opts);
}

/// `--until newgame`: the New Game page, on the setup asked for if any.
fn open_new_game_page(opts: &super::WindowOptions, menu: &mut super::table::menu_state::MenuState) {
    let Some(p) = opts.play.as_ref() else {
        return;
    };
    let setup = match &p.new_game_page {
        Some(preselect) => preselect.as_deref(),
        None => p.new.as_ref().and_then(|n| n.scenario()),
    };
    menu.open_new_game(setup);
}

/// `--until tutorial`: the learner reads on (Next) until a step asks for a click: that step is
/// the picture (true).
fn read_tutorial_on<F: GameFace>(t: &mut TableMut<F>, screen: Option<Screen>) -> bool {
    if reached(Moment::Tutorial, &t.view(), screen) {
        t.pace.speed = Speed::Normal;
        true
    } else {
        t.pace.speed = Speed::Instant;
        if let Some(tut) = &mut t.tutorial.0 {
            tut.read_on();
        }
        false
    }
}

/// The moment is on the table: set it up for its picture (the card zoomed, the refusal said,
/// the table held or paused) and play on at the chosen speed.
fn stage_moment<F: GameFace>(
    m: Moment,
    t: &mut TableMut<F>,
    script: &mut ScriptHold<F>,
    zoom: &mut super::table::hand::ForceZoom<F>,
    opts: &super::WindowOptions,
) {
    let live = matches!(
        m,
        Moment::Competition
            | Moment::IslandCompetition
            | Moment::Banner
            | Moment::Removal
            | Moment::Combat
            | Moment::Negation
            | Moment::Event
            | Moment::Wonder
    );
    script.halt = None;
    if m == Moment::Hand {
        let who = t.session.pending().map(crate::engine::Question::who);
        zoom.0 = who.and_then(|w| F::hand(F::state(&t.session.game), w).get(1).copied());
    }
    if m == Moment::DeepSea
        && let Some(a) = refused_deep_sea(&*t)
        && let Some(d) = t.session.pending()
    {
        // What a click on it does: the rules' reason.
        let why = F::why_not_area(&t.session.cat, F::state(&t.session.game), d, a);
        t.refuse(why);
    }
    if m == Moment::Unplayable
        && let Some(c) = unplayable(&*t)
        && let Some(who) = t.session.pending().map(crate::engine::Question::who)
    {
        // What a click on it does: the rules' reason, and the card shown large.
        let st = F::state(&t.session.game);
        let why = F::why_card_unplayable(&t.session.cat, st, t.session.pending(), who, c);
        t.refuse(why);
        zoom.0 = Some(c);
    }
    if m == Moment::Wonder {
        // The table as the player now deciding sees it (the curtain lifts for them, as their
        // click would): the block on the map and the Wonder in its builder's panel.
        t.session.lift_curtain();
    }
    script.hold = matches!(
        m,
        Moment::Removal | Moment::Combat | Moment::Negation | Moment::Event
    );
    if matches!(m, Moment::Negation | Moment::Event) {
        // A competition's banner raised in the same instant run is not this picture's.
        t.stage.banner = None;
    }
    if !live {
        t.pace.speed = opts
            .play
            .as_ref()
            .and_then(|p| p.speed)
            .unwrap_or(Speed::Normal);
    }
    t.pace.paused = live;
}

/// Not yet at the moment: play on at instant speed (a competition that is the moment at a visible
/// one), the curtain lifted and the summary closed unless they are the moment, the hint asked for
/// at its moment, and the humans' other decisions answered by the brain.
fn play_on_towards<F: GameFace>(m: Moment, t: &mut TableMut<F>, screen: Option<Screen>) {
    // The theatre's phase (as the game describes its phases).
    let in_competition = t
        .session
        .phase
        .is_some_and(|p| F::phase(p).shows == Presentation::Theatre);
    // Near an island: the competition the playback shows, or the one the rules have open. At
    // instant speed nothing is played back, so the playback's competition is the last one it
    // caught up with, not the one open now: it never hides the rules' own.
    let near_island =
        |a: Option<F::Area>| a.is_some_and(|a| F::island_near(&t.session.cat, a).is_some());
    let shown_live = matches!(
        m,
        Moment::Competition | Moment::IslandCompetition | Moment::Banner | Moment::Removal
    ) && (m != Moment::IslandCompetition
        || (!t.stage.playback.is_idle() && near_island(t.stage.playback.competition()))
        || near_island(F::contested(F::state(&t.session.game))));
    // A combat comes with a piece placed: once pieces are being placed, play on at a visible
    // speed (fast: many placements may come before the first attack) so its dice are thrown.
    let placing = t.session.pending().and_then(F::cue) == Some(Cue::Placing);
    let dice_live = m == Moment::Combat && (placing || !t.stage.playback.is_idle());
    t.pace.speed = if shown_live && in_competition {
        Speed::Normal
    } else if dice_live {
        Speed::Fast
    } else {
        Speed::Instant
    };
    if (shown_live || dice_live) && !t.stage.playback.is_idle() {
        return;
    }
    if m != Moment::Curtain {
        t.session.lift_curtain();
    }
    if m != Moment::Summary {
        t.messages.summary = None;
    }
    // The hint's moment: ask the Strategist at the human's Deployment, as key T would.
    if m == Moment::Hint
        && t.human_may_act()
        && t.session.human_decision().and_then(F::cue) == Some(Cue::Placing)
    {
        if !t.thinking.busy() {
            t.ask_hint();
        }
        return;
    }
    answer_for_humans(m, t, screen);
}

/// Humans' decisions (not the moment's): the brain answers them, many per frame at instant
/// speed. Stop short of the moment's own kind of decision, which `reached` is waiting for.
fn answer_for_humans<F: GameFace>(m: Moment, t: &mut TableMut<F>, screen: Option<Screen>) {
    if t.session.is_remote() {
        // An online game's seat is answered by its Online step (`online::script`), once.
        return;
    }
    for _ in 0..200 {
        let Some(d) = t.session.human_decision().cloned() else {
            break;
        };
        let wanted = matches!(
            (m, F::cue(&d)),
            (Moment::Deploy | Moment::Hint, Some(Cue::Placing))
                | (Moment::Hand | Moment::Unplayable, Some(Cue::Hand))
                | (Moment::Loss, Some(Cue::Losses))
        ) && (m != Moment::Unplayable || unplayable(&*t).is_some());
        // The curtain's moment: a secret choice whose curtain comes down once the theatre of
        // what came before has played (the choices made in front of everyone are answered).
        let curtain_due = m == Moment::Curtain && t.session.curtain().is_some();
        if wanted || curtain_due || reached(m, &t.view(), screen) {
            break;
        }
        let (action, _) = crate::play::SessionGame::npc_answer(&t.session.game, &d);
        if !t.human_act(action) || t.pace.speed != Speed::Instant {
            break;
        }
        if m != Moment::Summary {
            t.messages.summary = None;
        }
        // Let the NPCs answer in between (the driver does it at instant speed too), up to a
        // summary the humans must read.
        while t.session.human_decision().is_none() && t.messages.summary.is_none() && t.npc_act() {}
        if m != Moment::Summary {
            t.messages.summary = None;
        }
    }
}

/// `--until replace`: as soon as the game is on the table, Save as twice under the proposed name
/// (in a temporary folder when the run has no saves folder), so that the menu asks before
/// replacing the first save.
fn ask_replace<F: GameFace>(
    opts: Res<super::WindowOptions>,
    screen: Option<Res<State<Screen>>>,
    table: Option<TableSaving<F>>,
    stage: Option<Res<Stage<F>>>,
    ui: Option<ResMut<super::table::ui_state::TableUi<F>>>,
    mut hit: ResMut<MomentReached>,
) {
    let wanted = opts.play.as_ref().and_then(|p| p.until) == Some(Moment::Replace);
    let (Some(mut t), Some(stage), Some(mut ui)) = (table, stage, ui) else {
        return;
    };
    if !wanted
        || hit.0
        || screen.is_none_or(|s| *s.get() != Screen::Table)
        || !stage.playback.is_idle()
    {
        return;
    }
    if t.saving.saves_dir.is_none() {
        t.saving.saves_dir = Some(std::env::temp_dir().join("acme-replace-picture"));
    }
    let name = t.saving.save_name.clone();
    t.save_as(&name, false);
    super::table::menu::save_as_or_ask(&mut ui, &mut t, name);
    ui.show_menu = true;
    t.messages.toast = None;
    hit.0 = true;
}

/// The game on the table and its stage, read together.
type ShownTable<'w, F> = (Res<'w, TableSession<F>>, Res<'w, Stage<F>>);

/// `--exit-on-game-over` and `--record-out`.
fn watch_end<F: GameFace>(
    opts: Res<super::WindowOptions>,
    table: Option<ShownTable<F>>,
    mut exit: MessageWriter<AppExit>,
    mut done: Local<bool>,
) {
    let (Some(p), Some((session, stage))) = (&opts.play, table) else {
        return;
    };
    if *done || !session.game.is_over() || !stage.playback.is_idle() {
        return;
    }
    *done = true;
    // Neutral factions (Troy, the Independents...) score nothing: not listed.
    let vps: Vec<String> = F::vp_series(&session)
        .into_iter()
        .map(|(s, score)| {
            let now = score.last().copied().unwrap_or_default();
            format!("{} {now}", session.civ_name(s))
        })
        .collect();
    println!("game over: {}", vps.join(", "));
    if let Some(path) = &p.record_out {
        let text = session.record_text();
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("{}: cannot write: {e}", path.display());
        } else {
            println!("record written to {}", path.display());
        }
    }
    if p.exit_on_game_over && opts.screenshot.is_none() {
        exit.write(AppExit::Success);
    }
}

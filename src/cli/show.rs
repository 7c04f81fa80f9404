//! `acme show [FILE]`, `acme --position FILE` and plain `acme`: open the window on a position
//! file or a basic setup (the basic 2-player setup by default).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use crate::game_id::GameId;

/// Options of the window (shared by `acme`, `acme --position` and `acme show`).
#[derive(Args, Debug, Clone, Default)]
pub struct WindowArgs {
    /// Show the basic setup for this many players (2-6) instead of a position file.
    #[arg(long)]
    pub basic: Option<u8>,
    /// Save a PNG of the window after the first fully rendered frames, then exit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Print the mean and 99th-percentile frame time over this many frames, then exit.
    #[arg(long)]
    pub frame_stats: Option<u32>,
    /// Once the window is idle (nothing moves, no input), count the frames drawn over this many
    /// seconds, print the count and exit (failure if any was drawn).
    #[arg(long, value_name = "SECONDS")]
    pub idle_frames: Option<f32>,
    /// An empty window (camera only), to compare frame times with `--frame-stats`.
    #[arg(long)]
    pub empty: bool,
    /// Start zoomed in on this area.
    #[arg(long)]
    pub focus: Option<String>,
    /// Do not show the hover tooltip (for pictures: a virtual screen's pointer rests mid-window).
    #[arg(long)]
    pub no_tooltip: bool,
    /// How far to zoom in on `--focus`, relative to the whole board.
    #[arg(long, default_value_t = 4.0)]
    pub zoom: f32,
    /// The assets directory (default: ./assets, else next to the program).
    #[arg(long)]
    pub assets: Option<PathBuf>,
    /// Show the widgets gallery (card faces, hand, VP chart, rules reference) over the table.
    #[arg(long)]
    pub gallery: bool,
}

#[cfg(feature = "gui")]
impl WindowArgs {
    /// The window's options from these flags, showing `show` and playing `play` if given. A game
    /// played or viewed ignores the flags of looking at a board (`--empty`, `--focus`,
    /// `--gallery`).
    pub fn options(
        &self,
        show: crate::app::ShowSpec,
        play: Option<crate::app::script::PlayOptions>,
    ) -> crate::app::WindowOptions {
        let looking = play.is_none();
        crate::app::WindowOptions {
            show,
            screenshot: self.screenshot.clone(),
            frame_stats: self.frame_stats,
            idle_frames: self.idle_frames,
            empty: looking && self.empty,
            focus: self.focus.clone().filter(|_| looking),
            no_tooltip: self.no_tooltip,
            zoom: self.zoom,
            assets: self.assets.clone().unwrap_or_else(crate::app::find_assets),
            play,
            gallery: looking && self.gallery,
        }
    }
}

/// Options of `acme play`.
#[derive(Args, Debug, Clone, Default)]
pub struct PlayArgs {
    /// Start this basic setup at once: basic-2 ... basic-6.
    #[arg(long)]
    pub setup: Option<String>,
    /// Start this scenario at once (see `acme scenarios`).
    #[arg(long)]
    pub scenario: Option<String>,
    /// Civilizations played by humans (comma-separated names); the others are NPCs. Default: the
    /// first two (hot-seat).
    #[arg(long, value_delimiter = ',')]
    pub humans: Vec<String>,
    /// Civilizations the Strategist (a computer player that looks ahead) plays, as CIV or CIV:BUDGET (quick, normal, deep
    /// or a number of playouts; default normal), comma-separated: player seats, hands secret.
    #[arg(long, value_delimiter = ',')]
    pub strategists: Vec<String>,
    /// The civilization the first player in Turn Order chooses, where the setup lets it choose
    /// (ACIS basic-2, rulebook D17 step 6: Egypt or Troy). Default: as the Turn Order's draw falls.
    #[arg(long)]
    pub first: Option<String>,
    /// Every civilization is an NPC: watch the game.
    #[arg(long)]
    pub watch: bool,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Last Epoch of the game.
    #[arg(long)]
    pub epochs: Option<u8>,
    /// NPC tie-break method (playbook N1.2).
    #[arg(long, value_enum)]
    pub tie_break: Option<crate::cli::TieBreakArg>,
    /// Open the New Game page (on the setup of --setup or --scenario, if given) rather than
    /// start the game: the page of this game's window, its seed --seed.
    #[arg(long)]
    pub new_game: bool,
    /// Animation and NPC speed: slow, normal, fast, instant.
    #[arg(long)]
    pub speed: Option<String>,
    /// Continue this saved game.
    #[arg(long)]
    pub load: Option<PathBuf>,
    /// Do not write the autosave (scripted runs).
    #[arg(long)]
    pub no_autosave: bool,
    /// Let the NPC brain play for everyone until this moment (for pictures with --screenshot).
    #[arg(long, value_enum)]
    pub until: Option<crate::cli::show::MomentArg>,
    /// Quit when the game is over (with --watch: a scripted check).
    #[arg(long)]
    pub exit_on_game_over: bool,
    /// At game over, write the game record to this file (replay it with `acme replay`).
    #[arg(long)]
    pub record_out: Option<PathBuf>,
    /// Online play, for pictures (with `--until online`): `host/ADDR` (host a basic-3 game),
    /// `join/ADDR/INVITE`, `games` (My games), `open/N` (the first of My games, its questions
    /// answered by a random bot until the game has N answers), `watch/ADDR/GAME`.
    #[arg(long)]
    pub online: Option<String>,
    #[command(flatten)]
    pub game: crate::cli::GameArg,
}

#[cfg(feature = "gui")]
pub use crate::app::script::Moment as MomentArg;
#[cfg(not(feature = "gui"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MomentArg {
    Menu,
}

/// The civilizations of `game`'s basic setup for `n` players, in seat order.
fn basic_civs(game: GameId, n: u8) -> Result<Vec<String>, String> {
    match game {
        GameId::Acme => crate::games::acme::setup::basic_civs(n)
            .map(|(_, civs)| civs.iter().map(|c| c.to_string()).collect())
            .map_err(|e| e.to_string()),
        GameId::Acis => {
            let cat = crate::games::acis::data::builtin();
            crate::games::acis::setup::basic(&cat, n, &[])
                .map(|(_, civs)| civs.into_iter().map(|c| c.civ).collect())
                .map_err(|e| e.to_string())
        }
        // Cradle's seats are its players (CR 1.0: 4 to 6), their civilizations dealt by Epoch.
        GameId::Cradle if (4..=6).contains(&n) => Ok((0..n)
            .map(crate::games::cradle::session::seat_name)
            .collect()),
        GameId::Cradle => Err(format!("Cradle is played by 4 to 6 players, not {n}")),
    }
}

/// The civilizations the first player of `game`'s basic setup for `n` players chooses between
/// (ACIS basic-2: Egypt or Troy, D17 step 6; none elsewhere).
fn first_choices(game: GameId, n: u8) -> Vec<String> {
    match game {
        GameId::Acme => Vec::new(),
        GameId::Acis => {
            crate::games::acis::setup::first_choices(&crate::games::acis::data::builtin(), n)
        }
        GameId::Cradle => Vec::new(),
    }
}

/// The game `acme play --setup/--scenario` starts (`--game acis`: its basic setups, with people,
/// NPCs and Strategist seats).
pub fn new_game(p: &PlayArgs) -> Result<Option<crate::games::acme::session::NewGame>, String> {
    use crate::games::acme::record::SetupSpec;
    let mut options = crate::games::acme::state::GameOptions::default();
    if let Some(e) = p.epochs {
        options.last_epoch = e;
    }
    if let Some(t) = p.tie_break {
        options.npc.tie_break = t.method();
    }
    let strategist_civs = strategist_seats(&p.strategists)?;
    let (title, setup) = match (&p.setup, &p.scenario) {
        (Some(s), _) => {
            let n: u8 = s
                .strip_prefix("basic-")
                .and_then(|n| n.parse().ok())
                .filter(|n| (2..=6).contains(n))
                .ok_or_else(|| format!("--setup {s}: expected basic-2 ... basic-6"))?;
            let civs = basic_civs(p.game.game, n)?;
            // A name that is none of this setup's civilizations is a typing slip: say so rather
            // than seat nobody and start an all-NPC game.
            if let Some(h) = p
                .humans
                .iter()
                .find(|h| !civs.iter().any(|c| h.eq_ignore_ascii_case(c)))
            {
                return Err(format!(
                    "--humans {h}: no civilization of that name in basic-{n} (its civilizations: {})",
                    civs.join(", ")
                ));
            }
            if let Some(first) = &p.first {
                let choices = first_choices(p.game.game, n);
                let Some(c) = choices.iter().find(|c| first.eq_ignore_ascii_case(c)) else {
                    return Err(if choices.is_empty() {
                        format!(
                            "--first {first}: the first player chooses a civilization only in ACIS's basic-2 (Egypt or Troy)"
                        )
                    } else {
                        format!(
                            "--first {first}: the first player chooses {}",
                            choices.join(" or ")
                        )
                    });
                };
                options.first_civ = Some(c.clone());
            }
            let npc: Vec<bool> = civs
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if strategist_civs
                        .iter()
                        .any(|s| s.civ.eq_ignore_ascii_case(c))
                    {
                        false
                    } else if p.watch {
                        true
                    } else if p.humans.is_empty() {
                        i >= 2
                    } else {
                        !p.humans.iter().any(|h| h.eq_ignore_ascii_case(c))
                    }
                })
                .collect();
            (
                format!("Basic game, {n} players"),
                SetupSpec::Basic {
                    players: n,
                    layout: crate::games::acme::setup::Layout::Printed,
                    npc,
                },
            )
        }
        (None, Some(_)) if p.game.game == GameId::Acis => {
            return Err("ACIS has no scenarios: --setup basic-2 ... basic-6".into());
        }
        (None, Some(name)) => {
            let def = crate::games::acme::scenario::shipped::load(name)?;
            let mut humans: Vec<Vec<String>> = if p.watch {
                vec![]
            } else {
                p.humans.iter().map(|h| vec![h.clone()]).collect()
            };
            // A Strategist's civilization is a player's to the rules.
            humans.extend(strategist_civs.iter().map(|s| vec![s.civ.clone()]));
            // In the scenario's order of civilizations, as the New Game page lists them.
            humans.sort_by_key(|h| {
                def.civs
                    .iter()
                    .position(|c| {
                        h.first().is_some_and(|n| {
                            n.eq_ignore_ascii_case(&c.name) || n.eq_ignore_ascii_case(&c.display)
                        })
                    })
                    .unwrap_or(usize::MAX)
            });
            (
                def.title.clone(),
                crate::games::acme::scenario::shipped::scenario_setup_with(
                    name,
                    crate::games::acme::scenario::ScenarioChoice {
                        humans,
                        options: crate::games::acme::scenario::ScenarioOptions {
                            // The scenario's own length unless --epochs changes it.
                            last_epoch: p.epochs.filter(|&e| e != def.last_epoch),
                            ..Default::default()
                        },
                        ..Default::default()
                    },
                )?,
            )
        }
        (None, None) => return Ok(None),
    };
    if let (Some(first), None) = (&p.first, &options.first_civ) {
        return Err(format!(
            "--first {first}: the first player chooses a civilization only in ACIS's basic-2 (Egypt or Troy)"
        ));
    }
    Ok(Some(crate::games::acme::session::NewGame {
        title,
        setup,
        options,
        seed: p.seed,
    }))
}

/// `--strategists` read: CIV or CIV:BUDGET each.
pub fn strategist_seats(list: &[String]) -> Result<Vec<crate::play::StrategistSeat>, String> {
    list.iter()
        .map(|item| {
            let (civ, budget) = match item.split_once(':') {
                Some((c, b)) => (c, crate::games::acme::ai::Budget::parse(b)?),
                None => (item.as_str(), crate::games::acme::ai::Budget::NORMAL),
            };
            Ok(crate::play::StrategistSeat {
                civ: civ.to_string(),
                playouts: budget.playouts,
            })
        })
        .collect()
}

#[cfg(feature = "gui")]
pub fn play(p: &PlayArgs, args: &WindowArgs) -> ExitCode {
    use crate::app::ShowSpec;
    use crate::app::script::PlayOptions;
    let new = match new_game(p) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("acme play: {e}");
            return ExitCode::FAILURE;
        }
    };
    let speed = match p.speed.as_deref().map(str::to_lowercase).as_deref() {
        None => None,
        Some("slow") => Some(crate::settings::Speed::Slow),
        Some("normal") => Some(crate::settings::Speed::Normal),
        Some("fast") => Some(crate::settings::Speed::Fast),
        Some("instant") => Some(crate::settings::Speed::Instant),
        Some(other) => {
            eprintln!("acme play: --speed {other}: expected slow, normal, fast or instant");
            return ExitCode::FAILURE;
        }
    };
    // A save or a position names its game: it opens in a window of that game, whatever --game
    // says.
    let game = p
        .load
        .as_deref()
        .and_then(crate::load::path_game)
        .unwrap_or(p.game.game);
    crate::app::run_game(
        game,
        args.options(
            ShowSpec::Basic(2),
            Some(PlayOptions {
                new: if p.new_game { None } else { new },
                new_game_page: p.new_game.then(|| p.setup.clone().or(p.scenario.clone())),
                seed: p.seed,
                // Checked by `new_game` above.
                strategists: strategist_seats(&p.strategists).unwrap_or_default(),
                load: p.load.clone(),
                view: None,
                speed,
                autosave: !p.no_autosave,
                until: p.until,
                exit_on_game_over: p.exit_on_game_over,
                record_out: p.record_out.clone(),
                online: p.online.clone(),
            }),
        ),
    )
}

#[cfg(not(feature = "gui"))]
pub fn play(p: &PlayArgs, _args: &WindowArgs) -> ExitCode {
    // Say what is wrong with the arguments first, then that there is no window.
    if let Err(e) = new_game(p) {
        eprintln!("acme play: {e}");
        return ExitCode::FAILURE;
    }
    run(p.game.game, None, &WindowArgs::default())
}

/// What `acme show` and `acme --position` show, and of which game: the game is picked once here,
/// from the position file's `game` field when it names one, else from the command line's `--game`;
/// then that game's basic setup for `basic` players (2 by default) or the file's position. Every
/// problem is a sentence naming the file (and its line, for a file that does not parse).
#[cfg(feature = "gui")]
pub fn show_spec(
    game: GameId,
    file: Option<&Path>,
    basic: Option<u8>,
) -> Result<(GameId, crate::app::ShowSpec), String> {
    use crate::app::ShowSpec;
    match (file, basic) {
        (Some(f), _) => {
            let text = crate::load::read_text(f)?;
            let game = crate::load::file_game(text.trim_start_matches('\u{feff}')).unwrap_or(game);
            let file = f.display().to_string();
            let position = match game {
                GameId::Acme => {
                    crate::positions::parse_as::<crate::games::acme::Acme>(&file, &text)
                }
                GameId::Acis => {
                    crate::positions::parse_as::<crate::games::acis::rules::Acis>(&file, &text)
                }
                other => Err(format!("{file}: {}", crate::game_id::NotPlayable(other))),
            }?;
            Ok((
                game,
                ShowSpec::Position {
                    name: f
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                    position: Box::new(position),
                },
            ))
        }
        (None, Some(n)) if (2..=6).contains(&n) => Ok((game, ShowSpec::Basic(n))),
        (None, Some(n)) => Err(format!(
            "--basic {n}: the basic setups are for 2 to 6 players"
        )),
        (None, None) => Ok((game, ShowSpec::Basic(2))),
    }
}

#[cfg(feature = "gui")]
pub fn run(game: GameId, file: Option<&Path>, args: &WindowArgs) -> ExitCode {
    match show_spec(game, file, args.basic) {
        Ok((game, show)) => crate::app::run_game(game, args.options(show, None)),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
pub fn run(_game: GameId, _file: Option<&Path>, _args: &WindowArgs) -> ExitCode {
    eprintln!(
        "acme was built without the window (cargo feature `gui`); see `acme --help` for the headless commands."
    );
    ExitCode::FAILURE
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `acme play --setup basic-N --humans ...` refuses, by name, a civilization the setup does
    /// not have (a typing slip such as "Persia" for "Medes & Persians" used to seat nobody and
    /// start an all-NPC game without a word); names are matched without regard to case.
    #[test]
    fn play_refuses_a_human_civilization_the_setup_does_not_have() {
        let mut p = PlayArgs {
            setup: Some("basic-6".into()),
            humans: vec!["Egypt".into(), "Persia".into()],
            ..Default::default()
        };
        let Err(why) = new_game(&p) else {
            panic!("an unknown name is refused")
        };
        assert!(why.contains("--humans Persia"), "{why}");
        assert!(
            why.contains("Medes & Persians"),
            "it lists the setup's civilizations: {why}"
        );
        p.humans = vec!["egypt".into(), "Medes & Persians".into()];
        assert!(new_game(&p).is_ok());
    }

    /// The command line a window hands over with when the player starts another game than the
    /// window's (`handover::new_game_args`), read back by the command line, is the game the New
    /// Game page describes: the same setup, seats, Strategists, length, seed and NPC tie-break,
    /// for every ACIS setup and ACME's basic games and a fixed scenario.
    #[cfg(feature = "gui")]
    #[test]
    fn the_hand_over_command_line_starts_the_game_the_new_game_page_describes() {
        use crate::app::games::OFFERED;
        use crate::games::acme::ai::Budget;
        use crate::games::acme::npc::TieBreak;
        use crate::games::acme::session::new_game_form::{EntryKind, NewGameForm, SeatKind};
        use clap::Parser;
        let mut checked = 0;
        for o in OFFERED {
            let cat = (o.catalog)();
            let mut form = NewGameForm::new((o.setups)(), 4321, &cat);
            for i in 0..form.entries.len() {
                let kind = form.entries[i].kind.clone();
                if matches!(kind, EntryKind::Sandbox(_))
                    || matches!(&kind, EntryKind::Scenario(id) if id != "alexander")
                {
                    continue;
                }
                form.select(i, &cat);
                for variant in 0..3 {
                    let n = form.seats.len();
                    form.seats = (0..n)
                        .map(|k| match (k + variant) % 4 {
                            0 => SeatKind::Human,
                            1 => SeatKind::Npc,
                            2 => SeatKind::Strategist(Budget::QUICK),
                            _ if variant == 2 => SeatKind::Npc,
                            _ => SeatKind::Strategist(Budget::DEEP),
                        })
                        .collect();
                    if variant == 2 {
                        // Nobody at the screen: every seat an NPC.
                        form.seats = vec![SeatKind::Npc; n];
                    }
                    form.last_epoch = 2 + variant as u8 % 3;
                    form.tie_break =
                        [TieBreak::UseHead, TieBreak::UseCards, TieBreak::EvenOdd][variant];
                    let args = crate::handover::new_game_args(o.game, &form);
                    let cli = crate::cli::Cli::try_parse_from(
                        std::iter::once("acme".to_string()).chain(args.clone()),
                    )
                    .unwrap_or_else(|e| panic!("{args:?}: {e}"));
                    let Some(crate::cli::Command::Play { play, .. }) = cli.command else {
                        panic!("{args:?} is not `acme play`");
                    };
                    assert_eq!(play.game.game, o.game, "{args:?}");
                    let wanted = form.new_game(&cat).expect("the form's game");
                    assert_eq!(
                        new_game(&play).expect("the command line's game"),
                        Some(wanted),
                        "{args:?}"
                    );
                    assert_eq!(
                        strategist_seats(&play.strategists).unwrap(),
                        form.strategists(),
                        "{args:?}"
                    );
                    checked += 1;
                }
            }
        }
        // ACME's five basic games and a scenario, ACIS's five basic setups and Cradle's three
        // (which read only the players, the people and the seed), three ways each.
        assert_eq!(checked, 42);
    }
}

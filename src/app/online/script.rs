//! `acme play --online STEP --until online`: an Online page or game brought on screen for a
//! picture, through the same commands the pages send. The steps:
//!
//! * `host/ADDR`: the Host page, a basic-3 game hosted (two invited players and an NPC); its id
//!   and invite code are printed, for the other windows' steps;
//! * `host/ADDR/SCENARIO`: the same with a scenario picked on the page (an invited player in its
//!   first seat, NPCs in the others);
//! * `join/ADDR/INVITE`: the Join page, the next free seat taken;
//! * `games`: My games, once every game's state has come;
//! * `open/N`: the first game of My games on the board, its seat's questions answered by a
//!   random bot until the game has N answers (two windows playing at once get a game going);
//! * `watch/ADDR/GAME`: the game watched as a spectator.

use bevy::prelude::*;

use super::{Hosting, Joining, OnlineCmd, OnlineFace, OnlinePage, OnlinePlay};
use crate::app::WindowOptions;
use crate::app::script::MomentReached;
use crate::app::table::menu_state::MenuState;
use crate::online::{Online, SeatKind};

/// A step read from its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    Host {
        server: String,
        scenario: Option<String>,
    },
    Join {
        server: String,
        invite: String,
    },
    Games,
    Open {
        answers: u64,
    },
    Watch {
        server: String,
        game: String,
    },
}

impl Step {
    pub fn parse(text: &str) -> Result<Step, String> {
        let parts: Vec<&str> = text.split('/').collect();
        match parts.as_slice() {
            ["host", server] => Ok(Step::Host {
                server: server.to_string(),
                scenario: None,
            }),
            ["host", server, scenario] => Ok(Step::Host {
                server: server.to_string(),
                scenario: Some(scenario.to_string()),
            }),
            ["join", server, invite] => Ok(Step::Join {
                server: server.to_string(),
                invite: invite.to_string(),
            }),
            ["games"] => Ok(Step::Games),
            ["open", n] => n
                .parse()
                .map(|answers| Step::Open { answers })
                .map_err(|_| format!("--online open/N: '{n}' is not a number")),
            ["watch", server, game] => Ok(Step::Watch {
                server: server.to_string(),
                game: game.to_string(),
            }),
            _ => Err(format!(
                "--online {text}: expected host/ADDR[/SCENARIO], join/ADDR/INVITE, games, open/N or \
                 watch/ADDR/GAME"
            )),
        }
    }
}

pub fn plugin<F: OnlineFace>(app: &mut App) {
    let step = app
        .world()
        .get_resource::<WindowOptions>()
        .and_then(|o| o.play.as_ref())
        .and_then(|p| p.online.clone());
    let Some(step) = step else {
        return;
    };
    match Step::parse(&step) {
        Ok(step) => {
            app.insert_resource(Script::<F::Game> {
                step,
                begun: false,
                bot: None,
            })
            .add_systems(
                Update,
                run::<F::Game>
                    .run_if(in_state(crate::app::AppState::InGame))
                    .before(super::commands::<F>),
            );
        }
        Err(e) => eprintln!("acme play: {e}"),
    }
}

#[derive(Resource)]
struct Script<G: Online> {
    step: Step,
    begun: bool,
    bot: Option<G::Bot>,
}

fn run<G: Online>(
    mut script: ResMut<Script<G>>,
    mut online: ResMut<OnlinePlay<G>>,
    mut menu: ResMut<MenuState>,
    mut cmds: MessageWriter<OnlineCmd<G>>,
    mut hit: ResMut<MomentReached>,
    mut printed: Local<bool>,
    mut forms: ResMut<super::pages::Forms>,
) {
    if !script.begun {
        script.begun = true;
        menu.open_online();
        match script.step.clone() {
            Step::Host { server, scenario } => {
                online.page = OnlinePage::Host;
                forms.server = server.clone();
                forms.name = "Ann".into();
                let civs = scenario.as_ref().map(|id| {
                    crate::online::scenarios(forms.game)
                        .iter()
                        .find(|s| &s.id == id)
                        .map_or(0, |s| s.civs.len())
                });
                let seats = match civs {
                    // An unknown scenario: the server refuses it and the page says why.
                    Some(n) => (0..n.max(1))
                        .map(|i| {
                            if i == 0 {
                                SeatKind::Player
                            } else {
                                SeatKind::Npc
                            }
                        })
                        .collect(),
                    None => vec![SeatKind::Player, SeatKind::Player, SeatKind::Npc],
                };
                forms.scenario = scenario.clone();
                forms.kinds = seats.clone();
                cmds.write(OnlineCmd::Host(Hosting {
                    server,
                    game: forms.game,
                    setup: scenario.unwrap_or_else(|| "basic-3".into()),
                    seed: 7,
                    seats,
                    name: "Ann".into(),
                }));
            }
            Step::Join { server, invite } => {
                online.page = OnlinePage::Join;
                forms.server = server.clone();
                forms.invite = invite.clone();
                forms.name = "Bob".into();
                cmds.write(OnlineCmd::Join(Joining {
                    server,
                    invite,
                    name: "Bob".into(),
                }));
            }
            Step::Games => online.page = OnlinePage::MyGames,
            Step::Open { .. } => {
                if let Some(g) = online.my.games.first() {
                    cmds.write(OnlineCmd::Open {
                        game: g.game.clone(),
                    });
                }
            }
            Step::Watch { server, game } => {
                forms.server = server.clone();
                cmds.write(OnlineCmd::Watch { server, game });
            }
        }
        return;
    }
    if let (Step::Host { .. }, Some((game, invite))) = (&script.step, &online.hosted)
        && !*printed
    {
        *printed = true;
        println!("online: hosted game {game} invite {invite}");
    }
    let reached = match script.step {
        Step::Host { .. } => online.hosted.is_some(),
        Step::Join { .. } => online.joined.is_some(),
        Step::Games => online.games.values().all(|f| f.view.is_some()),
        Step::Watch { .. } => online.open_game().is_some_and(|f| f.view.is_some()),
        Step::Open { answers } => {
            let Some(f) = online.open_game() else {
                return;
            };
            let Some(v) = &f.view else {
                return;
            };
            if v.decisions >= answers || v.over {
                true
            } else {
                if f.your_turn()
                    && let Some(q) = &v.question
                {
                    let seed = f.seat.unwrap_or(0) as u64 + 1000;
                    let bot = script.bot.get_or_insert_with(|| G::bot(seed));
                    cmds.write(OnlineCmd::Answer(G::bot_answer(bot, q)));
                }
                false
            }
        }
    };
    if reached {
        hit.0 = true;
    }
}

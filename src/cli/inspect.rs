//! What `acme replay` shows besides the summary: `--json` (the events of the last action, with
//! the names of the areas, civilizations and cards beside their ids, and the state) and
//! `--until-question PHASE_OR_STEP` (stop at the first question of a phase or step, answering the
//! questions after the record's last action with the NPC brain, so a tester can look inside a
//! phase without adding a card to force a stop).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use crate::games::acme::catalog::{AreaId, CardId, Catalog};
use crate::games::acme::record::{GameRecord, ReplayError};
use crate::games::acme::{Event, Game};

/// Answers the NPC brain may give after the record's actions before `--until-question` gives up.
const MAX_BRAIN_ANSWERS: usize = 20_000;

/// A replay, stopped where it was asked to.
pub struct Replayed {
    pub game: Game,
    /// The events of the last action applied (of the setup when there was none).
    pub last_events: Vec<Event>,
    /// `--until-question`: the record's actions applied before the stop, and the NPC brain's
    /// answers after them.
    pub stopped: Option<(usize, usize)>,
}

/// Does the pending question belong to this phase or step? A phase by name ("Competition",
/// "Reckoning", case-insensitive), or a step by a part of its name ("Sea Domination", "Draw").
pub fn question_in(game: &Game, what: &str) -> bool {
    let Some(_) = game.pending() else {
        return false;
    };
    let w = what.trim().to_lowercase();
    if w.is_empty() {
        return false;
    }
    let flow = game.state.flow;
    format!("{:?}", flow.phase()).to_lowercase() == w
        || flow.step_name().to_lowercase().contains(&w)
}

/// Replay a record; with `until`, stop at the first question of that phase or step, answering
/// with the NPC brain once the record's actions are used up.
pub fn replay(
    cat: Arc<Catalog>,
    rec: &GameRecord,
    until: Option<&str>,
) -> Result<Replayed, String> {
    let (mut game, mut last_events) =
        crate::engine::record::start::<Game>(cat, rec).map_err(|e| e.to_string())?;
    let hit = |g: &Game| until.is_some_and(|u| question_in(g, u));
    for (index, &action) in rec.actions.iter().enumerate() {
        if hit(&game) {
            return Ok(Replayed {
                game,
                last_events,
                stopped: Some((index, 0)),
            });
        }
        last_events = game.apply(action).map_err(|e| {
            ReplayError::Illegal {
                index,
                action,
                reason: e.reason,
            }
            .to_string()
        })?;
    }
    let Some(what) = until else {
        return Ok(Replayed {
            game,
            last_events,
            stopped: None,
        });
    };
    for brain in 0..MAX_BRAIN_ANSWERS {
        if hit(&game) {
            return Ok(Replayed {
                game,
                last_events,
                stopped: Some((rec.actions.len(), brain)),
            });
        }
        let Some(d) = game.pending().cloned() else {
            break;
        };
        let a = crate::games::acme::npc::choose(&game, &d).action;
        last_events = game.apply(a).map_err(|e| e.reason.to_string())?;
    }
    Err(format!(
        "no question of '{what}' came before {}",
        if game.is_over() {
            "the end of the game".to_string()
        } else {
            format!("{MAX_BRAIN_ANSWERS} answers of the NPC brain")
        }
    ))
}

/// The name of what an id stands for, by the key it is found under in an event.
fn name_of(cat: &Catalog, game: &Game, key: &str, id: u64) -> Option<String> {
    let civ = |s: u64| {
        game.state
            .civs
            .get(s as usize)
            .map(|c| cat.civ(c.civ).name.clone())
    };
    match key {
        "area" => {
            (id < cat.board.areas.len() as u64).then(|| cat.board.name(AreaId(id as u8)).into())
        }
        "slot" | "controller" => civ(id),
        "faction" => {
            if id as usize == crate::games::acme::state::BARBARIANS {
                Some("Barbarians".into())
            } else {
                civ(id)
            }
        }
        "card" | "by" => (id <= u8::MAX as u64).then(|| cat.card_name(CardId(id as u8)).into()),
        _ => None,
    }
}

/// An event as JSON with `KEY_name` beside every id (`area`, `slot`, `faction`, `card`...), and
/// `order_names` / `winners_names` beside lists of civilizations.
pub fn event_json(cat: &Catalog, game: &Game, e: &Event) -> Value {
    let mut v = serde_json::to_value(e).expect("events serialize");
    if let Value::Object(outer) = &mut v {
        for inner in outer.values_mut() {
            let Value::Object(fields) = inner else {
                continue;
            };
            let mut names = Map::new();
            for (k, val) in fields.iter() {
                match val {
                    Value::Number(n) => {
                        if let Some(name) = n.as_u64().and_then(|id| name_of(cat, game, k, id)) {
                            names.insert(format!("{k}_name"), Value::String(name));
                        }
                    }
                    Value::Array(list) if k == "order" || k == "winners" => {
                        let list: Vec<Value> = list
                            .iter()
                            .filter_map(|x| x.as_u64())
                            .map(|id| {
                                Value::String(name_of(cat, game, "slot", id).unwrap_or_default())
                            })
                            .collect();
                        names.insert(format!("{k}_names"), Value::Array(list));
                    }
                    _ => {}
                }
            }
            fields.extend(names);
        }
    }
    v
}

/// `--json`: the events of the last action (names beside ids), where the replay stopped, the
/// pending question, the state hash and the whole state.
pub fn to_json(r: &Replayed) -> Value {
    let g = &r.game;
    let cat = &*g.catalog;
    let events: Vec<Value> = r
        .last_events
        .iter()
        .map(|e| event_json(cat, g, e))
        .collect();
    let pending = g.pending().map(|d| {
        json!({
            "who": name_of(cat, g, "slot", d.who.0 as u64),
            "text": d.text.to_string(),
            "rule": d.rule.to_string(),
            "phase": format!("{:?}", g.state.flow.phase()),
            "step": g.state.flow.step_name(),
        })
    });
    json!({
        "state_hash": format!("{:016x}", g.hash()),
        "stopped": r.stopped.map(|(actions, brain)| json!({
            "record_actions_applied": actions,
            "npc_brain_answers": brain,
        })),
        "pending": pending,
        "last_action_events": events,
        "state": g.state,
    })
}

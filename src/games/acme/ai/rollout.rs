//! Playouts: a sampled world played to its end, every seat answered by one policy (with the NPC
//! brain, the Strategist's own seat by its own-seat policy, `ai::player`).

use std::marker::PhantomData;

pub use crate::engine::search::Outcome;
use crate::games::acme::Game;
use crate::games::acme::catalog::{AreaSet, Catalog};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::npc;
use crate::games::acme::players::RandomPlayer;
use crate::games::acme::proc::Answerer;
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::{Slot, State};

/// Who answers the questions of a playout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// The rulebook NPC brain (`npc::choose`) for the NPCs: their own policy, so a playout is a
    /// prediction of how they will really play; the own-seat policy (`ai::player`) for the
    /// Strategist's seat.
    #[default]
    Npc,
    /// Uniformly random legal play (`players::RandomPlayer`): cheaper, blind.
    Random,
}

/// A playout that runs longer than this is stopped and scored as lost (an engine loop).
const MAX_PLAYOUT_ACTIONS: u32 = 100_000;

/// Play `world` (at its pending question) to the end: `first` answers the pending question, then
/// `policy` answers everything (the NPCs by the brain under the game's ruleset `R`). Scored for
/// `me`.
pub fn play<R: Ruleset>(
    cat: &Catalog,
    mut world: Game<R>,
    first: Action,
    policy: Policy,
    seed: u64,
    me: Slot,
) -> Outcome {
    let start = world.state.actions;
    let mut p = Player::<R> {
        cat,
        first: Some(first),
        policy,
        random: RandomPlayer::new(seed),
        scratch: npc::Scratch::default(),
        me,
        stop_at: start.saturating_add(MAX_PLAYOUT_ACTIONS),
        actions: start,
        ruleset: PhantomData,
    };
    world.play_out_unheard(&mut p);
    score(&world.state, me)
}

/// The Strategist's outcome in a finished game (a game not over counts as lost).
pub fn score(st: &State, me: Slot) -> Outcome {
    let winners = st.winner.as_deref().unwrap_or(&[]);
    let win = if winners.contains(&me) {
        1.0 / winners.len() as f64
    } else {
        0.0
    };
    let mine = st.civ(me).vp;
    let others: Vec<u32> = st
        .slots()
        .filter(|&s| s != me)
        .map(|s| st.civ(s).vp)
        .collect();
    let best_other = others.iter().copied().max().unwrap_or(0);
    // Each other seat out-scored counts 1, each tie a half (`Outcome::beaten`).
    let beaten: f64 = others
        .iter()
        .map(|&vp| match mine.cmp(&vp) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        })
        .sum();
    Outcome {
        win,
        margin: f64::from(mine) - f64::from(best_other),
        beaten: beaten / others.len().max(1) as f64,
    }
}

struct Player<'a, R> {
    cat: &'a Catalog,
    first: Option<Action>,
    policy: Policy,
    random: RandomPlayer,
    scratch: npc::Scratch,
    me: Slot,
    stop_at: u32,
    actions: u32,
    ruleset: PhantomData<R>,
}

impl<R: Ruleset> Answerer for Player<'_, R> {
    fn answer(&mut self, st: &State, d: &Decision, actions: u32) -> Option<Action> {
        self.actions = actions;
        if let Some(a) = self.first.take() {
            return Some(a);
        }
        Some(match self.policy {
            Policy::Npc if d.who == self.me => {
                super::player::answer::<R>(self.cat, st, d, actions, &self.scratch)
            }
            Policy::Npc => npc::choose_action_under::<R>(self.cat, st, d, actions, &self.scratch),
            Policy::Random => self.random.choose(d),
        })
    }
    fn may_decline(&self) -> bool {
        false
    }
    fn stop(&self) -> bool {
        self.actions >= self.stop_at
    }
    fn quiet(&self) -> bool {
        true
    }
    fn answer_areas_or_done(&mut self, ask: &Ask, areas: AreaSet) -> Option<Action> {
        match self.policy {
            Policy::Random => Some(self.random.choose_area_or_done(ask, areas)),
            Policy::Npc => None,
        }
    }
}

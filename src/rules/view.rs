//! What one civilization may see (RB Diplomacy: hands are hidden; playbook N1.1: NPC hands are
//! public). Hidden cards become id 0; the draw deck's order and the generator are hidden.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::catalog::CardId;
use super::flow::{CompStep, Flow};
use super::state::{Slot, State};

const HIDDEN: CardId = CardId(0);

/// Who takes a faction's decisions at the table, and so whose hand is secret.
///
/// A scenario's neutral factions (Troy, playbook-spec H4.06.2; Rostam's Armenians, Steppe Tribes
/// and Vassal Peoples, H4.14; Rome vs Parthia's Egypt and Independents, H4.16) are played by the
/// scenario's own rules and the solitaire brain, never by a person: they are never seated as
/// humans, whatever the players chose (issue 28).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    /// A person at the table: its hand is secret (RB Diplomacy).
    Human,
    /// A Non-Player Civilization: the solitaire brain decides, its hand is public (N1.1).
    Npc,
    /// A scenario's neutral faction: no hand, decided by the scenario's rules and the brain.
    Neutral,
}

impl Seat {
    /// Whether a person decides for this seat.
    pub fn is_human(self) -> bool {
        self == Seat::Human
    }
}

/// The seat of slot `s` (see [`Seat`]).
pub fn seat(st: &State, s: Slot) -> Seat {
    if st.scenario.as_deref().is_some_and(|sc| sc.is_neutral(s)) {
        Seat::Neutral
    } else if st.civs.get(s.idx()).is_none_or(|c| c.npc) {
        Seat::Npc
    } else {
        Seat::Human
    }
}

/// Redact a state for `viewer` (None: a spectator who sees only public information).
pub fn redact(st: &State, viewer: Option<Slot>) -> State {
    let mut v = st.clone();
    redact_in_place(&mut v, viewer);
    v
}

fn redact_in_place(v: &mut State, viewer: Option<Slot>) {
    for (i, c) in v.civs.iter_mut().enumerate() {
        if Some(Slot(i as u8)) != viewer && !c.npc {
            for card in &mut c.hand {
                *card = HIDDEN;
            }
        }
    }
    for card in &mut v.deck.draw {
        *card = HIDDEN;
    }
    v.rng = ChaCha8Rng::seed_from_u64(0);
    // Cards committed face down stay hidden until they are revealed at step 2.
    if matches!(
        v.flow,
        Flow::Comp {
            step: CompStep::Commit { .. }
        }
    ) {
        for (owner, card, _) in &mut v.comp.committed {
            if Some(*owner) != viewer && !v.civs[owner.idx()].npc {
                *card = HIDDEN;
            }
        }
    }
    let civs_npc: Vec<bool> = v.civs.iter().map(|c| c.npc).collect();
    if let Some(frame) = v.proc.as_mut() {
        redact_in_place(&mut frame.snapshot, viewer);
        frame.answers.clear();
        frame.trail = Default::default();
        let who = frame.pending.who;
        let private = Some(who) != viewer && !civs_npc.get(who.idx()).copied().unwrap_or(true);
        if private {
            frame.pending.options.clear();
        }
    }
}

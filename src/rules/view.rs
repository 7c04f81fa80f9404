//! What one civilization may see (RB Diplomacy: hands are hidden; playbook N1.1: NPC hands are
//! public). Hidden cards become id 0; the draw deck's order and the generator are hidden.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::catalog::CardId;
use super::flow::{CompStep, Flow};
use super::state::{Slot, State};

const HIDDEN: CardId = CardId(0);

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
        let who = frame.pending.who;
        let private = Some(who) != viewer && !civs_npc.get(who.idx()).copied().unwrap_or(true);
        if private {
            frame.pending.options.clear();
        }
    }
}

//! Cards as entities: one [`TableCard`] per card the table shows — in the hand
//! of the human who may look now, face up in the centre (a card played, its negation chain, an
//! Event), or committed to the running competition (face down until revealed for this viewer).
//! The sync keeps the entities equal to [`cards_on_table`] after every action; a card that moves
//! (from the hand to the centre) keeps its entity, so the theatre can slide it across, and a
//! committed card that is revealed keeps its entity and flips.
//!
//! What each card shows is decided by the table's view functions (`Session::visible_hand`,
//! `TableReads::committed_for_view`, the public centre), never here. egui stays the overlay that
//! draws them (`theatre`) and takes the choices.

use bevy::prelude::*;

use super::driver::DriverSet;
use super::state::{TableReads, TableRef};
use crate::app::AppState;
use crate::app::game_face::GameFace;
use crate::play::centre::Role;

/// Where a card lies on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In the hand tray, at this position.
    Hand(u8),
    /// In the centre, at this height of the stack (0: the card played, or the Event).
    Centre(u8),
    /// Committed to the contested area (RB Competition step 1), k-th of the competition.
    Committed(u8),
}

/// One card on the table, of game `F`.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct TableCard<F: GameFace> {
    /// The card, or None while it lies face down for the viewer.
    pub card: Option<F::Card>,
    pub owner: Option<F::Seat>,
    pub place: Place,
    /// Cancelled by a negation (centre) or negated when committed.
    pub negated: bool,
    /// How it came to the centre (None elsewhere).
    pub role: Option<Role>,
}

/// A card's movement on screen, driven by the theatre: from where it was to its place, and its
/// flip when it turns face up. 0 = just started, 1 = done.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct CardMotion {
    /// Where it starts (screen position; None: from its owner's side of the table).
    pub from: Option<[f32; 2]>,
    pub slide: f32,
    pub flip: f32,
}

impl CardMotion {
    pub fn arriving() -> CardMotion {
        CardMotion {
            from: None,
            slide: 0.0,
            flip: 1.0,
        }
    }
}

/// Where a card was drawn last frame (the theatre writes it; a move starts there).
#[derive(Component, Debug, Clone, Copy, PartialEq, Default)]
pub struct CardAt(pub [f32; 2]);

/// The cards the table shows now, for the viewer now: the visible hand, the centre, the
/// competition's committed cards.
pub fn cards_on_table<F: GameFace>(table: &impl TableReads<F>) -> Vec<TableCard<F>> {
    let s = table.session();
    let st = F::state(&s.game);
    let mut out = Vec::new();
    if let Some(who) = s.visible_hand() {
        for (i, c) in F::hand(st, who).into_iter().enumerate() {
            out.push(TableCard {
                card: Some(c),
                owner: Some(who),
                place: Place::Hand(i as u8),
                negated: false,
                role: None,
            });
        }
    }
    for (d, c) in table.stage().centre.stack.iter().enumerate() {
        out.push(TableCard {
            card: Some(c.card),
            owner: c.by,
            place: Place::Centre(d as u8),
            negated: c.negated,
            role: Some(c.role),
        });
    }
    if table.contested().is_some() && table.contested() == F::contested(st) {
        for (k, (owner, card, negated)) in table.committed_for_view().into_iter().enumerate() {
            out.push(TableCard {
                card,
                owner: Some(owner),
                place: Place::Committed(k as u8),
                negated,
                role: None,
            });
        }
    }
    out
}

pub fn plugin<F: GameFace>(app: &mut App) {
    app.add_systems(
        Update,
        sync_cards::<F>
            .in_set(super::phase::FollowSet)
            .after(DriverSet)
            .run_if(in_state(AppState::InGame)),
    );
}

/// Whether entity card `e` may stand for wanted card `w`: the same card of the same owner (a
/// card moving from the hand to the centre), or the same committed position (a face-down card
/// turning face up).
fn same<F: GameFace>(e: &TableCard<F>, w: &TableCard<F>) -> bool {
    match (e.place, w.place) {
        (Place::Committed(a), Place::Committed(b)) => a == b && e.owner == w.owner,
        _ => e.card.is_some() && e.card == w.card && e.owner == w.owner,
    }
}

fn sync_cards<F: GameFace>(
    mut commands: Commands,
    table: Option<TableRef<F>>,
    mut cards: Query<(Entity, &mut TableCard<F>, &mut CardMotion, Option<&CardAt>)>,
) {
    let wanted = table.as_ref().map(cards_on_table).unwrap_or_default();
    let mut used = vec![false; wanted.len()];
    for (e, mut card, mut motion, at) in &mut cards {
        let found = wanted
            .iter()
            .enumerate()
            .find(|(i, w)| !used[*i] && same(&card, w));
        let Some((i, w)) = found else {
            commands.entity(e).despawn();
            continue;
        };
        used[i] = true;
        if *card == *w {
            continue;
        }
        if card.place != w.place {
            *motion = CardMotion {
                from: at.map(|a| a.0),
                slide: 0.0,
                flip: motion.flip,
            };
        }
        if card.card.is_none() && w.card.is_some() {
            // Revealed: it turns over where it lies.
            motion.flip = 0.0;
        }
        *card = *w;
    }
    for (w, _) in wanted.iter().zip(&used).filter(|(_, u)| !**u) {
        commands.spawn((*w, CardMotion::arriving()));
    }
}

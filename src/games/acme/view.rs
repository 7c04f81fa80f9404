//! What one civilization may see (RB Diplomacy: hands are hidden; playbook N1.1: NPC hands are
//! public). Hidden cards become id 0; the draw deck's order and the generator are hidden.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::catalog::CardId;
use super::decision::{Action, Ask, Decision};
use super::event::{Event, Words};
use super::flow::{CompStep, Flow};
use super::state::{Slot, State};

const HIDDEN: CardId = CardId(0);

/// Who takes a faction's decisions at the table, and so whose hand is secret.
///
/// A scenario's neutral factions (Troy, playbook-spec H4.06.2; Rostam's Armenians, Steppe Tribes
/// and Vassal Peoples, H4.14; Rome vs Parthia's Egypt and Independents, H4.16) are played by the
/// scenario's own rules and the solitaire brain, never by a person: they are never seated as
/// humans, whatever the players chose.
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

/// Who is looking at the table (hot-seat, UX "Hot-seat curtain"). Everything the window shows is
/// filtered through this one notion: the log, toasts, panels, the competition panel, summaries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// Everything may show: a game nobody plays (watched), or a finished one.
    All,
    /// One human, who may see its own secrets (its hand, its face-down cards).
    Seat(Slot),
    /// Only what is public: behind the curtain, or while nobody in particular holds the screen.
    Public,
}

impl Viewer {
    /// Whether this viewer may see what `owner` keeps hidden: a human's hand and face-down cards
    /// are its own (RB Diplomacy; RB Competition step 1 "facedown"); an NPC's are public (N1.1).
    pub fn sees(self, st: &State, owner: Slot) -> bool {
        match self {
            Viewer::All => true,
            Viewer::Seat(s) if s == owner => true,
            _ => !seat(st, owner).is_human(),
        }
    }

    /// The slot whose secrets [`redact`] keeps (None: a spectator).
    fn slot(self) -> Option<Slot> {
        match self {
            Viewer::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// The state as this viewer may see it.
    pub fn redact(self, st: &State) -> std::borrow::Cow<'_, State> {
        match self {
            Viewer::All => std::borrow::Cow::Borrowed(st),
            v => std::borrow::Cow::Owned(redact(st, v.slot())),
        }
    }
}

/// Whether answering `d` shows its civilization's hand (a card to play, commit, negate with or
/// discard): only such a decision needs the screen passed behind the curtain; any other is made in
/// front of everyone.
pub fn shows_hand(d: &Decision) -> bool {
    matches!(
        d.ask,
        Ask::CardAction | Ask::Commit { .. } | Ask::Negate { .. }
    ) || d.options.iter().any(|a| {
        matches!(
            a,
            Action::Card(_)
                | Action::Play(_)
                | Action::Establish(_)
                | Action::Negate(_)
                | Action::Discard(_)
        )
    })
}

/// Whether the screen must be passed behind the curtain before `d` is asked: a decision that
/// shows its civilization's hand, but for a loss. A loss is public (disks leave the map in front
/// of everyone, RB Disk Removal): it is asked without a curtain, and its cards show only when its
/// civilization chooses to pay with one.
pub fn needs_curtain(d: &Decision) -> bool {
    shows_hand(d) && !matches!(d.ask, Ask::Loss { .. })
}

/// What the others may read of `who`'s answer `action` to a question, judged on the state `after`
/// it: None when the answer is public, else the words they read instead. A card named by the
/// answer is secret when it now lies face down in the competition (RB Competition Resolution step
/// 1; an Investment put face up at once, G11, is public) or in `who`'s hand (a card kept among
/// several drawn, RB Diplomacy: hands are hidden).
pub fn secret_choice(after: &State, who: Slot, action: &Action) -> Option<&'static str> {
    let (Action::Play(c) | Action::Card(c)) = *action else {
        return None;
    };
    if after
        .comp
        .committed
        .iter()
        .any(|&(owner, card, _)| owner == who && card == c)
    {
        Some("commits a card face down")
    } else if after
        .civs
        .get(who.idx())
        .is_some_and(|x| x.hand.contains(&c))
    {
        Some("keeps a card")
    } else {
        None
    }
}

/// What `viewer` (None: a spectator) may see of `events`, reported by the answer that led to
/// `after`: a card the view of `after` hides (another player's hand, RB Diplomacy; a card
/// committed face down and not yet revealed, RB Competition step 1; the draw pile) is the hidden
/// card in an event too, and a note about such a card is left out. The rules write their notes
/// for everyone (a commitment is noted as "commits a card face down", its card named only at
/// the reveal), so the rest is public: the hot-seat log keeps its secrets in the choice lines,
/// which are not events (`secret_choice`).
pub fn redact_events(after: &State, viewer: Option<Slot>, events: &[Event]) -> Vec<Event> {
    let hidden: Vec<CardId> = hidden_places(after, viewer)
        .into_iter()
        .map(|p| p.card(after))
        .filter(|&c| c != HIDDEN)
        .collect();
    let shown = |c: CardId| if hidden.contains(&c) { HIDDEN } else { c };
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardPlayed { slot, card } => Some(Event::CardPlayed {
                slot: *slot,
                card: shown(*card),
            }),
            Event::Negated { card, by, slot } => Some(Event::Negated {
                card: shown(*card),
                by: shown(*by),
                slot: *slot,
            }),
            Event::EventCard { card, controller } => Some(Event::EventCard {
                card: shown(*card),
                controller: *controller,
            }),
            Event::Note {
                text: Words {
                    about: Some(about), ..
                },
                ..
            } if hidden.contains(&about.card()) => None,
            e => Some(e.clone()),
        })
        .collect()
}

/// Redact a state for `viewer` (None: a spectator who sees only public information).
pub fn redact(st: &State, viewer: Option<Slot>) -> State {
    let mut v = st.clone();
    redact_in_place(&mut v, viewer);
    v
}

/// Where a card lies that `viewer` (None: a spectator) cannot see (see [`hidden_places`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HiddenPlace {
    /// Another civilization's hand, whose hand is secret (RB Diplomacy), by index in the hand.
    Hand(Slot, usize),
    /// The draw pile, by index (its order is hidden from everyone).
    Draw(usize),
    /// A Competition card committed face down by another, not yet revealed (RB Competition step
    /// 1), by index in the committed list.
    Committed(usize),
}

impl HiddenPlace {
    /// The card lying there.
    pub fn card(self, st: &State) -> CardId {
        match self {
            HiddenPlace::Hand(s, i) => st.civ(s).hand[i],
            HiddenPlace::Draw(i) => st.deck.draw[i],
            HiddenPlace::Committed(i) => st.comp.committed[i].1,
        }
    }

    /// The card lying there, to change it (redaction, a search's sampled world).
    pub fn card_mut(self, st: &mut State) -> &mut CardId {
        match self {
            HiddenPlace::Hand(s, i) => &mut st.civ_mut(s).hand[i],
            HiddenPlace::Draw(i) => &mut st.deck.draw[i],
            HiddenPlace::Committed(i) => &mut st.comp.committed[i].1,
        }
    }
}

/// Every place of a card that `viewer` cannot see in `st` (the suspended step's snapshot aside),
/// in a fixed order: the hands by slot, the draw pile, the face-down committed cards. The one list
/// that both [`redact`] and the Strategist's sampled worlds (`ai::world`) use, so the search can
/// never treat as known a card that the table would hide.
pub fn hidden_places(st: &State, viewer: Option<Slot>) -> Vec<HiddenPlace> {
    let mut out = Vec::new();
    for (i, c) in st.civs.iter().enumerate() {
        let s = Slot(i as u8);
        if Some(s) != viewer && !c.npc {
            out.extend((0..c.hand.len()).map(|k| HiddenPlace::Hand(s, k)));
        }
    }
    out.extend((0..st.deck.draw.len()).map(HiddenPlace::Draw));
    // Cards committed face down stay hidden until they are revealed at step 2.
    if matches!(
        st.flow,
        Flow::Comp {
            step: CompStep::Commit { .. }
        }
    ) {
        for (k, (owner, _, _)) in st.comp.committed.iter().enumerate() {
            if Some(*owner) != viewer && !st.civ(*owner).npc {
                out.push(HiddenPlace::Committed(k));
            }
        }
    }
    out
}

fn redact_in_place(v: &mut State, viewer: Option<Slot>) {
    for place in hidden_places(v, viewer) {
        *place.card_mut(v) = HIDDEN;
    }
    v.rng = ChaCha8Rng::seed_from_u64(0);
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

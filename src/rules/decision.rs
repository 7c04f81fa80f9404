//! Decisions (questions the engine asks) and actions (the answers).
//!
//! Every decision names who must answer, what kind of question it is, a sentence a player
//! understands, and the complete list of legal answers. The UI shows the options, the NPC picks one,
//! the random player picks any; `Game::apply` accepts exactly these.

use std::borrow::Cow;
use std::cell::Cell;

use serde::{Deserialize, Serialize};

use super::catalog::{AreaId, CardId, CivKind};
use super::state::{Faction, Slot};

/// An answer to the pending decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Card Phase: pass (final for this phase).
    Pass,
    /// Finish a repeated choice (retirement, deployment, commitment...).
    Done,
    Yes,
    No,
    Area(AreaId),
    Card(CardId),
    Civ(Slot),
    Faction(Faction),
    /// A civilization display (Gilgamesh).
    Display(CivKind),
    Number(u16),
    /// One of a card's numbered options ((a) = 0, (b) = 1 ...).
    Option(u8),
    /// Card Phase: play this Fate card from hand (or put this Investment on the table).
    Play(CardId),
    /// Card Phase: establish this Deity (or Monotheism, #95).
    Establish(CardId),
    /// Card Phase: re-establish one's own destroyed or returned Deity (RB: 2 resources).
    Reestablish,
    /// Card Phase: offer to give back a captured temple (Deity id) to its owner.
    OfferReturn(CardId),
    /// Card Phase: ask for one's own captured temple back from its captor.
    RequestReturn,
    /// Card Phase: cleanse one's inactive Deity (G12).
    Cleanse,
    /// Respond to a card or use with this Negate card (or N Deity id 109/110).
    Negate(CardId),
    /// Do not respond.
    Decline,
    // --- paying for a loss or a price ---
    LoseDisk,
    PayMina,
    Discard(CardId),
    /// Give up one's Stronghold cube instead (competition; Urartu).
    GiveStronghold,
    /// Return a disk from this Investment card instead (Master Armorer).
    UseInvestment(CardId),
    /// Remove one of one's disks from this area (paying a price).
    RemoveFrom(AreaId),
    /// Take 1 mina as Loot (instead of captives).
    TakeMina,
    TakeCaptives,
}

/// The value an answer names, for code that sorts through a question's options
/// (`d.options.iter().filter_map(Action::area)`).
impl Action {
    pub fn area(&self) -> Option<AreaId> {
        match self {
            Action::Area(a) => Some(*a),
            _ => None,
        }
    }
    pub fn card(&self) -> Option<CardId> {
        match self {
            Action::Card(c) => Some(*c),
            _ => None,
        }
    }
    pub fn civ(&self) -> Option<Slot> {
        match self {
            Action::Civ(s) => Some(*s),
            _ => None,
        }
    }
    pub fn faction(&self) -> Option<Faction> {
        match self {
            Action::Faction(f) => Some(*f),
            _ => None,
        }
    }
    pub fn number(&self) -> Option<u16> {
        match self {
            Action::Number(n) => Some(*n),
            _ => None,
        }
    }
}

/// What kind of question a decision is. The NPC brain and the UI dispatch on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// Growth, Retirement Step: remove a disk (Area) or Done.
    Retire,
    /// Growth, Acquisition: use the Temple Granary (Yes/No).
    Granary,
    /// Growth, Resettlement Step: take 1 disk from a City (Area) or Done.
    Resettle,
    /// Growth, Deployment Step: place one disk (Area) or Done.
    Deploy { left: u16 },
    /// Use an Investment card now (Yes/No).
    UseInvestment { card: CardId },
    /// Card Phase: the civilization's action.
    CardAction,
    /// A target for a card or ability being played.
    Target { card: CardId, what: Text },
    /// Respond to the newest link of a negation chain.
    Negate { target: CardId, by: Slot },
    /// One disk would be lost: keep it by paying, or lose it.
    Loss { area: AreaId, cause: Option<CardId> },
    /// Pay one resource of a price (Deity establishment, cleansing).
    Pay { left: u8, disks_needed: u8 },
    /// A mina price or count ("spend how many mina").
    HowMany { max: u16 },
    /// Competition step 1: commit a Competition card face down, announce, or Done.
    Commit { area: AreaId },
    /// Loot: a mina or captives.
    Loot { area: AreaId },
    /// Turn Order Reset: choose a space among the tied ones.
    TurnOrderSpace,
    /// Gilgamesh Step: invoke the Gilgamesh rule (Yes/No).
    Gilgamesh,
    /// Gilgamesh: the new civilization.
    GilgameshCiv,
    /// A Homeland among several options.
    Homeland,
    /// Gilgamesh re-entry placement: one disk (Area) or Done.
    GilgameshDeploy { left: u16 },
    /// Draw Step: how many mina to spend on extra cards.
    DrawMina,
    /// Discard down to the hand limit.
    DiscardExcess { over: u8 },
    /// Keep one of several cards.
    Keep,
    /// Barbarian invasion: ground zero (or base area).
    InvasionArea { card: CardId },
    /// Choose among a card's options.
    CardOption { card: CardId },
    /// Accept an offered/requested Deity return (Yes/No).
    AcceptReturn,
    /// Traitor at the start of the Competition Phase: play it (Card) or Decline.
    Traitor,
    /// A Yes/No question about an ability or Deity use.
    UseAbility { what: Text },
    /// A question a scenario rule asks (militarisation, the Exploration order, Cultural tracks...);
    /// `rule` names it (playbook-spec number).
    Scenario { rule: Text },
}

/// A sentence or rule name shown to players: a literal most of the time (no allocation: a question
/// is built for every decision of every simulated game), a formatted `String` otherwise.
pub type Text = Cow<'static, str>;

/// A question for one civilization.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub who: Slot,
    pub ask: Ask,
    /// What a player is asked, in a sentence ("Egypt: place a disk (3 left) or finish deploying").
    pub text: Text,
    /// The rule or card behind the question (e.g. "RB Deployment Step").
    pub rule: Text,
    pub options: Vec<Action>,
    /// Shown areas of interest (the card's area, the contested area...).
    pub area: Option<AreaId>,
    /// Negation questions: the chain being answered (who the first link touches and harms, and
    /// how many links it has), so an NPC can tell whether declining leaves it harmed (N1.4.16).
    #[serde(default)]
    pub chain: Option<ChainInfo>,
}

/// What a negation chain is about (see [`Decision::chain`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainInfo {
    /// Civilizations (bit per slot) the chain's first link would touch.
    pub affects: u16,
    /// Civilizations the chain's first link would harm (disks, mina, cards, VP, Deity).
    pub harms: u16,
    /// Links in the chain so far (1: only the card or use itself).
    pub depth: u8,
}

impl Decision {
    pub fn new(
        who: Slot,
        ask: Ask,
        text: impl Into<Text>,
        rule: impl Into<Text>,
        options: Vec<Action>,
    ) -> Self {
        Decision {
            who,
            ask,
            text: text.into(),
            rule: rule.into(),
            options,
            area: None,
            chain: None,
        }
    }
    pub fn with_chain(mut self, chain: ChainInfo) -> Self {
        self.chain = Some(chain);
        self
    }
    pub fn at(mut self, area: AreaId) -> Self {
        self.area = Some(area);
        self
    }
    pub fn allows(&self, a: &Action) -> bool {
        self.options.contains(a)
    }
}

thread_local! {
    /// The option list of the last question answered, emptied, for the next question to fill.
    static SPARE_OPTIONS: Cell<Vec<Action>> = const { Cell::new(Vec::new()) };
}

/// An empty option list with room for at least `n` options, for a question asked on most steps
/// (each disk deployed, each loss, each Card Phase action...).
///
/// Why: headless play asks thousands of questions per game and each one's list was allocated and
/// freed; the freed block came back cold from the allocator. The list of the question answered
/// last is handed back instead ([`recycle_options`], called once a question is settled), warm in
/// the cache. A cache of memory, not of content: it never changes a game.
pub fn option_list(n: usize) -> Vec<Action> {
    let mut v = SPARE_OPTIONS.with(Cell::take);
    v.reserve(n);
    v
}

/// An [`option_list`] holding `options`.
pub fn options_from(options: impl Iterator<Item = Action>) -> Vec<Action> {
    let mut v = option_list(options.size_hint().0);
    v.extend(options);
    v
}

/// Keep a settled question's option list for the next [`option_list`] (the larger of the two
/// lists is kept).
pub fn recycle_options(mut v: Vec<Action>) {
    v.clear();
    SPARE_OPTIONS.with(|s| {
        let kept = s.take();
        s.set(if kept.capacity() >= v.capacity() {
            kept
        } else {
            v
        });
    });
}

/// Why an action was refused, in a sentence a player understands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{reason}")]
pub struct IllegalAction {
    pub reason: String,
}

impl IllegalAction {
    pub fn new(reason: impl Into<String>) -> Self {
        IllegalAction {
            reason: reason.into(),
        }
    }
}

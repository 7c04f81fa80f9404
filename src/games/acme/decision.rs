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
    /// A target for a card or ability being played: `what` is the phrase shown to players,
    /// `role` what the target is for (the NPC brain reads only the role).
    Target {
        card: CardId,
        what: Text,
        role: TargetRole,
    },
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
    /// Accept an offered/requested Deity return (Yes/No): `by` made the offer (`offer`: the
    /// asker's own temple comes back) or the request (the asker holds `by`'s temple).
    AcceptReturn { by: Slot, offer: bool },
    /// Traitor at the start of the Competition Phase: play it (Card) or Decline.
    Traitor,
    /// A question about using an ability or an optional effect: `ability` says which (the NPC
    /// brain reads only that), `what` names it for players.
    UseAbility { ability: AbilityUse, what: Text },
    /// A question a scenario rule asks (militarisation, the Exploration order, Cultural tracks...);
    /// `rule` names it (playbook-spec number).
    Scenario { rule: Text },
}

/// What a target question is for, in types: set by the rule that asks, read by the NPC brain
/// (`npc::cards::target`) instead of the sentence, so rewording or translating a question never
/// changes how an NPC plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TargetRole {
    /// Whose pieces or area the target is.
    pub whose: Whose,
    /// What kind of thing is chosen.
    pub kind: TargetKind,
    /// What happens to it.
    pub effect: Effect,
}

impl TargetRole {
    pub const fn new(whose: Whose, kind: TargetKind, effect: Effect) -> Self {
        TargetRole {
            whose,
            kind,
            effect,
        }
    }
}

/// Whose piece, area or card a target is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Whose {
    /// The asker's own.
    Own,
    /// Another civilization's.
    Opposing,
    /// The Barbarians'.
    Barbarian,
    /// Anyone's, or nobody's yet (an empty area, any civilization).
    Any,
}

/// What kind of thing a target question chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetKind {
    /// An area chosen for the disks in it or for disks to go there.
    Disks,
    /// An area chosen for the City in it.
    City,
    /// An area chosen for its terrain or place (a Land, Fertile, Mountain area...).
    Area,
    /// A Sea area.
    Sea,
    /// An area the asker Controls.
    Controlled,
    /// A civilization.
    Civ,
    /// A Faction (a civilization or the Barbarians).
    Faction,
    /// A card.
    Card,
    /// A Deity.
    Deity,
}

/// What happens to a chosen target. Most are general; a few name a card effect whose NPC
/// targeting the playbook gives a rule of its own (noted on each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// It is struck: loses disks, mina, cards, VP or the use of its Deity.
    Harm,
    /// It gains (a card, a gift).
    Help,
    /// The asker's disks are placed there.
    Place,
    /// Something is built there (a fort).
    Build,
    /// One of the asker's own disks leaves it (returned or removed).
    Lose,
    /// One of the asker's own disks leaves it to pay a price (N1.4.7).
    Pay,
    /// Something is taken from it (a Barbarian disk, a cube, a card).
    Take,
    /// A disk leaves it for another area.
    MoveFrom,
    /// Where a moving disk or band goes.
    MoveTo,
    /// A disk marches from it into the contested area (N1.5, N1.4.5d).
    March,
    /// A card is discarded.
    Discard,
    /// A card is kept, the others given back (N1.4.18).
    Keep,
    /// Troops join it as allies (card note #14).
    Ally,
    /// Its disks are turned to the asker's side (N1.4.10, Religious Zeal).
    Convert,
    /// A City and its neighbours are struck (N1.4.12).
    StrikeAround,
    /// It rises in rebellion (N1.4.10).
    Revolt,
    /// Its stack in the contested area is betrayed (N1.5.2).
    Betray,
    /// Its stack in the contested area is weakened (N1.5 / N1.4.8).
    Weaken,
    /// A Deity established for the asker (N1.4.5b).
    Establish,
    /// A Deity adopted in place of the asker's (N1.2).
    Adopt,
}

/// Which optional ability or effect a [`Ask::UseAbility`] question is about, in types: the
/// NPC brain reads this, never the name shown to players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbilityUse {
    /// Akkad's Archives of Agade: how many draws come from the discard pile (civilization display).
    ArchivesOfAgade,
    /// Chaldea's Star-Gazers of Ur: one draw replaced by the better of the top 2 discards.
    StarGazersOfUr,
    /// The Archivists: discard a card to draw 2 and keep 1 (civilization display; ACIS Phoenicia's
    /// Alphabet too, `draw_abilities::trade_a_card`).
    Archivists,
    /// A Competition ability paid with a card (Maryannu Charioteers: discard a Competition card).
    CompetitionAbility,
    /// A Siege Train against a City in the contested area (civilization display).
    SiegeTrain,
    /// Content #96 The Year of Jubilee: return 2 disks to the Homeland.
    ReturnToHomeland,
    /// Content #4 Philosopher King: the optional card drawn.
    OptionalDraw,
    /// X2.4.2: a human civilization's Peace Offer to a hostile NPC.
    PeaceOffer,
    /// A competition ability that may add a white Allied disk (option 0) or one of the
    /// civilization's own disks (option 1), where both are left (ACIS's Celtic Warbands).
    AllyOrOwnDisk,
    /// An Acquisition Step ability offering a card drawn at once (option 0) or extra disks to the
    /// Ready box (option 1) (ACIS's Roman Expansion).
    CardOrDisks,
    /// An ability that may make an area Contested with a white Allied disk at the start of the
    /// Competition Phase: an area, or Decline (ACIS's Sea Raids and Epoch IV Legions).
    StartCompetition,
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
    /// The card whose rule asks (a price, a count or a Turn Order space it sets), when the
    /// question's kind does not already carry it: card data for the NPC brain, which never reads
    /// `rule` or `text`. Not written when absent, so the states (and their
    /// hashes) of questions without one stay as they were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<CardId>,
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
        let (ask, text, rule) = if SCRAMBLED.with(Cell::get) {
            scrambled(ask, text.into(), rule.into())
        } else {
            (ask, text.into(), rule.into())
        };
        Decision {
            who,
            ask,
            text,
            rule,
            options,
            area: None,
            chain: None,
            card: None,
        }
    }
    /// The card whose rule asks (see [`Decision::card`]).
    pub fn for_card(mut self, card: CardId) -> Self {
        self.card = Some(card);
        self
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
    /// Set by [`scramble_texts`] (a test hook).
    static SCRAMBLED: Cell<bool> = const { Cell::new(false) };
}

/// Test hook: while on, every question asked on this thread carries a scrambled sentence, rule
/// name, target phrase, ability name and scenario rule name, and every note (the game log's
/// lines) scrambled words and rule name (letters rotated and reversed), so a test can prove that
/// the NPC brain and the rules play the same games whatever the texts say: they read typed
/// questions and events, never words. Off by default; the game never turns it on.
#[doc(hidden)]
pub fn scramble_texts(on: bool) {
    SCRAMBLED.with(|c| c.set(on));
}

/// A text scrambled (see [`scramble_texts`]): letters rotated by 13 and reversed.
fn scramble(t: &str) -> Text {
    let rot = |c: char| match c {
        'a'..='z' => (((c as u8 - b'a' + 13) % 26) + b'a') as char,
        'A'..='Z' => (((c as u8 - b'A' + 13) % 26) + b'A') as char,
        _ => c,
    };
    Text::Owned(t.chars().rev().map(rot).collect())
}

/// A note event, its words and rule name scrambled while [`scramble_texts`] is on (its typed
/// meaning, [`super::event::Words::about`], is kept).
pub(crate) fn scrambled_note(
    slot: Option<super::state::Slot>,
    mut text: super::event::Words,
    rule: Text,
) -> super::event::Event {
    let rule = if SCRAMBLED.with(Cell::get) {
        text.text = scramble(&text.text);
        scramble(&rule)
    } else {
        rule
    };
    super::event::Event::Note { slot, text, rule }
}

/// A log line's words as the test hook leaves them: scrambled while [`scramble_texts`] is on (the
/// table finds the lines it needs by their typed mark, never by their words).
#[doc(hidden)]
pub fn hooked(text: String) -> String {
    if SCRAMBLED.with(Cell::get) {
        scramble(&text).into_owned()
    } else {
        text
    }
}

/// A question's texts scrambled (see [`scramble_texts`]).
fn scrambled(ask: Ask, text: Text, rule: Text) -> (Ask, Text, Text) {
    let ask = match ask {
        Ask::Target { card, what, role } => Ask::Target {
            card,
            what: scramble(&what),
            role,
        },
        Ask::UseAbility { ability, what } => Ask::UseAbility {
            ability,
            what: scramble(&what),
        },
        Ask::Scenario { rule } => Ask::Scenario {
            rule: scramble(&rule),
        },
        other => other,
    };
    (ask, scramble(&text), scramble(&rule))
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

//! Cradle at the table without the window (`play::SessionGame`): its seats (a person, or the
//! seeded random brain: Cradle has no rules brain or Strategist yet), the hot-seat curtain before
//! a secret keep-or-pass draw (CR 3.0: the drawn card is in the drawer's `view` only), its log
//! (a drawn or passed card named only to who may see it) and undo (never past a die or a card
//! drawn: the generator moved). Its saves are the family's save file ([`super::save`]); a
//! record file opens at the table too ([`open_record`]).

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::data::{AreaId, Catalog};
use super::event::Event;
use super::flow::{Action, Ask, Decision};
use super::state::{NationId, Phase, Seat, State};
use super::whole_game::{Cradle, CradleRecord, RECORD_VERSION, Setup};
use crate::engine::Game as _;
use crate::engine::search::{Answer, Budget};
use crate::game_id::GameId;
use crate::play::{self, Looking, SessionGame, SessionLine};

/// Cradle's session.
pub type Session = play::Session<Cradle>;

/// A new game at the table: 4 to 6 players, the seats a person plays (the rest are answered by
/// the seeded random brain), and the seed every die and card comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    pub players: u8,
    pub humans: Vec<Seat>,
    pub seed: u64,
}

/// One line of the log: who it is about, its words for everyone, and words only one seat may
/// read (a card drawn or passed, CR 3.0) until the deal is revealed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub action: Option<usize>,
    pub seat: Option<Seat>,
    pub phase: Phase,
    pub text: String,
    pub secret: Option<(Seat, String)>,
    pub undone: bool,
}

impl Line {
    /// The line as `viewer` may read it: the secret words only for their seat (or everyone, when
    /// everything may show).
    pub fn words(&self, viewer: Looking<Seat>) -> String {
        match (&self.secret, viewer) {
            (Some((_, words)), Looking::All) => words.clone(),
            (Some((s, words)), Looking::Seat(v)) if *s == v => words.clone(),
            _ => self.text.clone(),
        }
    }
}

impl SessionLine for Line {
    fn action(&self) -> Option<usize> {
        self.action
    }
    fn mark_undone(&mut self) {
        self.undone = true;
    }
}

/// A seat's name at the table.
pub fn seat_name(seat: Seat) -> String {
    format!("Player {}", seat + 1)
}

/// A civilization card's name, with its Epoch and arrival ("1-3 Akkad").
pub fn card_name(cat: &Catalog, card: u8) -> String {
    let c = &cat.civs[card as usize];
    format!("{} {}", c.id, c.name)
}

/// A civilization in play, by its card (raiders: the last-place player's counters; no
/// civilization: the Bronze Age Collapse's roll for an area with a City and no army, CR 8.0).
pub fn nation_name(cat: &Catalog, st: &State, n: NationId) -> String {
    let Some(nat) = st.nations.get(n as usize) else {
        return "The Bronze Age Collapse".into();
    };
    match nat.card {
        Some(card) => {
            let c = &cat.civs[card as usize];
            // Troy / Arzawa: one card, two civilizations (CR 6.3), named by their halves.
            let halves: Vec<&str> = c.name.split(" / ").collect();
            match halves.get(nat.part as usize) {
                Some(half) if c.parts.len() > 1 => half.to_string(),
                _ => c.name.clone(),
            }
        }
        None => format!("{}'s raiders", seat_name(nat.owner)),
    }
}

/// An event's line: the seat it is about, its words for everyone, and words for one seat only.
type EventLine = (Option<Seat>, String, Option<(Seat, String)>);

/// What an event says in the log, and the secret words of a card drawn or passed.
fn event_line(cat: &Catalog, st: &State, e: &Event) -> Option<EventLine> {
    let area = |a: AreaId| cat.areas[a as usize].name.clone();
    let nation = |n: NationId| nation_name(cat, st, n);
    let owner = |n: NationId| st.nations.get(n as usize).map(|x| x.owner);
    Some(match e {
        Event::EpochBegins(n) => (
            None,
            format!("Epoch {} begins", super::board::roman(*n)),
            None,
        ),
        Event::CityArrives { city, area: a } => (
            None,
            format!(
                "{} arrives in {}",
                cat.cities[*city as usize].name,
                area(*a)
            ),
            None,
        ),
        Event::Drew { seat, card } => (
            Some(*seat),
            format!("{} draws a civilization card", seat_name(*seat)),
            Some((
                *seat,
                format!("{} draws {}", seat_name(*seat), card_name(cat, *card)),
            )),
        ),
        Event::Kept { seat } => (
            Some(*seat),
            format!("{} keeps the card", seat_name(*seat)),
            None,
        ),
        Event::Passed { from, to, card } => (
            Some(*from),
            format!("{} passes a card to {}", seat_name(*from), seat_name(*to)),
            Some((
                *from,
                format!(
                    "{} passes {} to {}",
                    seat_name(*from),
                    card_name(cat, *card),
                    seat_name(*to)
                ),
            )),
        ),
        Event::Revealed { cards } => (
            None,
            format!(
                "The cards are shown: {}",
                cards
                    .iter()
                    .map(|&(s, c)| format!("{} {}", seat_name(s), card_name(cat, c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None,
        ),
        Event::PlayerOrder(order) => (
            None,
            format!(
                "Player order: {}",
                order
                    .iter()
                    .map(|&s| seat_name(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None,
        ),
        Event::RoundBegins { nation: n, pool } => (
            owner(*n),
            format!("{}'s round: {pool} armies in the pool", nation(*n)),
            None,
        ),
        Event::Vanished { nation: n } => {
            (owner(*n), format!("{} leaves the game", nation(*n)), None)
        }
        Event::BonusRolled {
            nation: n,
            dice,
            row,
        } => (
            owner(*n),
            format!(
                "{} rolls {} + {} for its Civilization Bonus: {}",
                nation(*n),
                dice[0],
                dice[1],
                cat.bonus
                    .get(*row as usize)
                    .map_or(String::new(), |r| r.name.clone())
            ),
            None,
        ),
        Event::ArmyPlaced { nation: n, area: a } => (
            owner(*n),
            format!("{} places an army in {}", nation(*n), area(*a)),
            None,
        ),
        Event::Displaced {
            nation: n,
            from,
            to,
        } => (
            owner(*n),
            match to {
                Some(t) => format!(
                    "{}'s army leaves {} for {}",
                    nation(*n),
                    area(*from),
                    area(*t)
                ),
                None => format!("{}'s army in {} is removed", nation(*n), area(*from)),
            },
            None,
        ),
        Event::Combat(c) => (
            owner(c.attacker),
            format!(
                "{} attacks {} in {}: {:?}{} = {} against {:?} = {}{}{}",
                nation(c.attacker),
                nation(c.defender),
                area(c.area),
                c.attack_dice,
                if c.attack_bonus > 0 {
                    format!(" +{}", c.attack_bonus)
                } else {
                    String::new()
                },
                c.attack,
                c.defence_dice,
                c.defence,
                if c.attacker_lost {
                    "; the attacker loses an army"
                } else {
                    ""
                },
                if c.defender_lost {
                    "; the defender loses an army"
                } else {
                    ""
                },
            ),
            None,
        ),
        Event::AreaTaken { nation: n, area: a } => (
            owner(*n),
            format!("{} takes {}", nation(*n), area(*a)),
            None,
        ),
        Event::Roll {
            nation: n,
            gamble,
            die,
            success,
            ..
        } => (
            owner(*n),
            format!(
                "{} rolls {die} for {:?}: {}",
                nation(*n),
                gamble,
                if *success { "success" } else { "failure" }
            ),
            None,
        ),
        Event::ArmyLost { nation: n, area: a } => (
            owner(*n),
            format!("{} loses an army in {}", nation(*n), area(*a)),
            None,
        ),
        Event::CityDestroyed { city, area: a } => (
            None,
            format!(
                "{} in {} is destroyed",
                cat.cities[*city as usize].name,
                area(*a)
            ),
            None,
        ),
        Event::WonderBuilt { wonder, area: a } => (
            None,
            format!(
                "{} is built in {}",
                cat.wonders[*wonder as usize].name,
                area(*a)
            ),
            None,
        ),
        Event::WonderDestroyed { wonder, area: a } => (
            None,
            format!(
                "{} in {} is destroyed",
                cat.wonders[*wonder as usize].name,
                area(*a)
            ),
            None,
        ),
        Event::Vp { seat, vp } => (
            Some(*seat),
            format!("{} scores {vp} VP", seat_name(*seat)),
            None,
        ),
        Event::PersiaStops { nation: n } => (
            owner(*n),
            format!(
                "{} rolled doubles in a fourth area: its expansion ends",
                nation(*n)
            ),
            None,
        ),
        Event::PoolLost { nation: n, armies } => (
            owner(*n),
            format!("{} cannot place its last {armies} armies", nation(*n)),
            None,
        ),
        Event::Scored { seat, score } => (
            Some(*seat),
            format!("{} scores {} VP this turn", seat_name(*seat), score.total),
            None,
        ),
        Event::EpochEvent { nation: n, row, .. } => (
            owner(*n),
            format!(
                "End of Epoch event for {}: {}",
                nation(*n),
                cat.events
                    .get(*row as usize)
                    .map_or(String::new(), |r| r.name.clone())
            ),
            None,
        ),
        Event::GameOver { winners } => (
            None,
            format!(
                "The game is over: {} won",
                winners
                    .iter()
                    .map(|&s| seat_name(s))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            None,
        ),
    })
}

/// The areas an event touches (the table lights them).
fn event_area(e: &Event) -> Option<AreaId> {
    match e {
        Event::CityArrives { area, .. }
        | Event::ArmyPlaced { area, .. }
        | Event::AreaTaken { area, .. }
        | Event::ArmyLost { area, .. }
        | Event::CityDestroyed { area, .. }
        | Event::WonderBuilt { area, .. }
        | Event::WonderDestroyed { area, .. } => Some(*area),
        Event::Displaced { from, .. } => Some(*from),
        Event::Combat(c) => Some(c.area),
        Event::Roll { area, .. } => *area,
        _ => None,
    }
}

/// What an answer says in the log (its card, for a pass, only to the passer: the event says it).
fn answer_words(cat: &Catalog, st: &State, d: &Decision, a: Action) -> String {
    let who = seat_name(d.who);
    match a {
        Action::Keep => format!("{who} keeps the drawn card"),
        Action::PassTo(to) => format!("{who} passes the drawn card to {}", seat_name(to)),
        Action::Place(area) => format!("{who} places in {}", cat.areas[area as usize].name),
        Action::Colonize => format!("{who} tries a colony"),
        Action::Wonder(area, w) => format!(
            "{who} tries {} in {}",
            cat.wonders[w as usize].name, cat.areas[area as usize].name
        ),
        Action::Culture => format!("{who} tries a Cultural Achievement"),
        Action::Tactics(t) => format!(
            "{who} picks {} for Terrain Tactics",
            super::data::Terrain::LAND
                .get(t as usize)
                .map_or("?", |t| t.word())
        ),
    }
    .replace("  ", " ")
        + &match d.ask {
            Ask::Place { nation, pool } => {
                format!(" ({}, {pool} in the pool)", nation_name(cat, st, nation))
            }
            _ => String::new(),
        }
}

fn write_events(s: &mut Session, events: &[Event], index: Option<usize>) {
    for e in events {
        if let Some(a) = event_area(e)
            && !s.last_areas.contains(&a)
        {
            s.last_areas.push(a);
        }
        if let Some((seat, text, secret)) = event_line(&s.cat, &s.game.state, e) {
            s.log.push(Line {
                action: index,
                seat,
                phase: s.game.state.phase,
                text,
                secret,
                undone: false,
            });
        }
    }
    s.phase = Some(s.game.state.phase);
}

/// The seeded random brain's pick among `options`: the same question in the same game gets the
/// same answer (its generator is seeded from the game's hash), so a record replays.
fn random_pick(game: &Cradle, options: &[Action]) -> Action {
    let mut rng = ChaCha8Rng::seed_from_u64(game.hash());
    options[rng.random_range(0..options.len())]
}

impl SessionGame for Cradle {
    type NewGame = NewGame;
    type Line = Line;
    type Phase = Phase;
    type Area = AreaId;
    type Before = State;
    type Viewer = Looking<Seat>;

    fn new_record(new: &NewGame) -> (String, CradleRecord) {
        let humans = new.humans.iter().fold(0u8, |m, &s| m | 1 << s);
        let setup = Setup {
            players: new.players,
            humans,
            from: None,
        };
        (
            format!("Cradle of Civilization, {} players", new.players),
            <CradleRecord as crate::engine::record::Record<Cradle>>::new(setup, new.seed),
        )
    }
    fn going_on(record: &CradleRecord) -> CradleRecord {
        CradleRecord {
            version: RECORD_VERSION,
            game: GameId::Cradle.name().to_string(),
            rules_version: GameId::Cradle.rules_version(),
            setup: record.setup.clone(),
            seed: record.seed,
            actions: Vec::new(),
            final_hash: None,
        }
    }
    fn record_text(record: &CradleRecord) -> String {
        ron::ser::to_string_pretty(record, ron::ser::PrettyConfig::default())
            .expect("a record serializes")
    }
    fn nothing_to_decide() -> super::whole_game::Refusal {
        super::whole_game::Refusal::Over
    }

    fn table_seats(&self) -> Vec<Seat> {
        (0..self.state.players).collect()
    }
    fn seat_name(&self, seat: Seat) -> String {
        seat_name(seat)
    }
    fn seat_is_human(&self, seat: Seat) -> bool {
        self.humans & (1 << seat) != 0
    }
    /// Cradle has no rules brain yet: a seat nobody plays answers at random, seeded by the game.
    fn npc_answer(&self, d: &Decision) -> (Action, String) {
        (random_pick(self, &d.options), "random seat".into())
    }
    /// No Strategist for Cradle yet (docs/cradle.md): its seats are never the Strategist's.
    fn strategist_answer(&self, _budget: Budget, _seed: u64) -> Option<Answer<Action>> {
        None
    }

    /// CR 3.0: the drawn card is the only hidden thing a seat holds.
    fn shows_hand(d: &Decision) -> bool {
        Self::needs_curtain(d)
    }
    /// CR 3.0: the keep-or-pass question shows the drawn card, seen by the drawer only.
    fn needs_curtain(d: &Decision) -> bool {
        matches!(d.ask, Ask::KeepOrPass | Ask::MustPass)
    }
    fn viewer(looking: Looking<Seat>) -> Looking<Seat> {
        looking
    }

    fn before(&self) -> State {
        self.state.clone()
    }
    /// A die rolled or a card drawn (the generator moved), or a card shown or passed.
    fn cannot_take_back(&self, before: &State, events: &[Event]) -> bool {
        before.rng != self.state.rng
            || events.iter().any(|e| {
                matches!(
                    e,
                    Event::Drew { .. } | Event::Passed { .. } | Event::Revealed { .. }
                )
            })
    }

    fn log_setup(session: &mut Session, events: &[Event]) {
        write_events(session, events, None);
    }
    fn log_seen(session: &mut Session, _by: Seat, events: &[Event], index: usize) {
        session.last_areas.clear();
        write_events(session, events, Some(index));
    }
    fn log_answer(
        session: &mut Session,
        d: &Decision,
        action: Action,
        reason: Option<&str>,
        before: &State,
        events: &[Event],
        index: usize,
    ) {
        session.last_areas.clear();
        let mut text = answer_words(&session.cat, before, d, action);
        if let Some(r) = reason {
            text.push_str(&format!(" [{r}]"));
        }
        session.log.push(Line {
            action: Some(index),
            seat: Some(d.who),
            phase: before.phase,
            text,
            secret: None,
            undone: false,
        });
        write_events(session, events, Some(index));
    }
}

/// Open a Cradle record file (`acme play --record-out`, a headless game's record) at the table:
/// the game replayed from its answers to where it stood.
pub fn open_record(cat: Arc<Catalog>, text: &str) -> Result<Session, String> {
    let record: CradleRecord =
        ron::from_str(text).map_err(|e| format!("not a Cradle record: {e}"))?;
    if record.game != GameId::Cradle.name() {
        return Err(format!(
            "a file of game '{}', not a Cradle record",
            record.game
        ));
    }
    let title = format!("Cradle of Civilization, {} players", record.setup.players);
    play::Session::from_record(cat, title, record)
}

/// The centre of the table: Cradle plays no card into it (a civilization card is kept, passed
/// or shown with the others, CR 3.0), so nothing of its ever lies there.
impl play::centre::CentreGame for Cradle {
    type Card = u8;
    fn answers_with(_action: &Action) -> Option<u8> {
        None
    }
    fn offered_link(_d: &Decision) -> Option<play::centre::Link<u8, Seat>> {
        None
    }
    fn centre_event(_e: &Event) -> play::centre::CentreEvent<'_, u8, Seat> {
        play::centre::CentreEvent::Nothing
    }
    fn about_centre(_d: &Decision) -> play::centre::AboutCentre<u8> {
        play::centre::AboutCentre::No
    }
}

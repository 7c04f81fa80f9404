//! Cradle's sequence of play (CR 2.1, Sequence of Play): the game runs on by itself until a
//! player must answer, then waits with one question ([`Decision`]); the state holds where it
//! stands, so a game can stop, be saved and go on at any question.
//!
//! Setup (CR 2.0), the New Civilization Allocation (3.0), the Strategy Phase's player order (4.0)
//! and civilization rounds (5.0-5.7), each player's scoring (7.0-7.3), the End of Epoch (8.0)
//! with the Bronze Age Collapse, six Epochs and the game's end.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::combat::{self, d6};
use super::data::{AreaId, Catalog, Special, Terrain, Trait};
use super::epoch_end;
use super::event::{Event, Gamble};
use super::scoring;
use super::state::{
    Allocation, AreaState, Bonus, Nation, NationId, Occupant, Phase, Round, Seat, State,
    WonderState,
};

/// An answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// CR 3.0: keep the drawn card.
    Keep,
    /// CR 3.0: pass it to a player without a card this Epoch.
    PassTo(Seat),
    /// CR 5.3-5.5: place an army in an area (an attack when it is hostile).
    Place(AreaId),
    /// CR 5.6: spend an army on colonization.
    Colonize,
    /// CR 5.6: spend an army on a Wonder: the area (friendly, with a City) and the marker.
    Wonder(AreaId, u8),
    /// CR 5.6: spend an army on a Cultural Achievement.
    Culture,
    /// CR 5.2 Terrain Tactics: the terrain (index into the land terrains) the bonus applies to.
    Tactics(u8),
}

/// What is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ask {
    /// Keep or pass the drawn card (its face is in the drawer's view only).
    KeepOrPass,
    /// Pass the drawn card (the drawer already received one).
    MustPass,
    /// Choose Terrain Tactics' terrain.
    Tactics { nation: NationId },
    /// Place the next army of the pool, or spend it.
    Place { nation: NationId, pool: u8 },
}

/// The question the game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub who: Seat,
    pub ask: Ask,
    pub options: Vec<Action>,
}

impl crate::engine::Question for Decision {
    type Action = Action;
    type Seat = Seat;
    fn who(&self) -> Seat {
        self.who
    }
    fn options(&self) -> &[Action] {
        &self.options
    }
}

/// CR 2.0 Setting up the Game: decks shuffled per Epoch, the Epoch I Cities placed, one Epoch I
/// card dealt to each player at random (the rest removed with fewer than 6, B2).
pub fn setup(cat: &Catalog, players: u8, rng: rand_chacha::ChaCha8Rng) -> (State, Vec<Event>) {
    let mut st = State {
        players,
        epoch: 1,
        phase: Phase::Strategy,
        vp: vec![0; players as usize],
        nations: Vec::new(),
        areas: vec![AreaState::default(); cat.areas.len()],
        wonders: vec![WonderState::Unbuilt; cat.wonders.len()],
        decks: Vec::new(),
        alloc: Allocation::default(),
        order: Vec::new(),
        turn: 0,
        queue: Vec::new(),
        round: None,
        card_bonus: None,
        wonder_tried: Vec::new(),
        culture_tried: Vec::new(),
        winners: Vec::new(),
        actions: 0,
        rng,
    };
    let mut ev = vec![Event::EpochBegins(1)];
    for e in 1..=6u8 {
        let mut deck: Vec<u8> = cat.deck(e).into_iter().map(|c| c as u8).collect();
        deck.shuffle(&mut st.rng);
        st.decks.push(deck);
    }
    cities_arrive(&mut st, cat, &mut ev);
    for seat in 0..players {
        let card = st.decks[0]
            .pop()
            .expect("six cards for at most six players");
        ev.push(Event::Drew { seat, card });
        add_card(&mut st, cat, seat, card);
    }
    st.decks[0].clear();
    begin_strategy(&mut st, cat, &mut ev);
    (st, ev)
}

/// CR 2.0, 3.0: the Epoch's City Card places its Cities.
fn cities_arrive(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) {
    for (i, c) in cat.cities.iter().enumerate() {
        if c.epoch == st.epoch {
            st.areas[c.area as usize].cities.push(i as u8);
            ev.push(Event::CityArrives {
                city: i as u8,
                area: c.area,
            });
        }
    }
}

/// A card now held by `seat`: its civilizations enter play (two for Troy / Arzawa, CR 6.3).
fn add_card(st: &mut State, cat: &Catalog, seat: Seat, card: u8) {
    let civ = &cat.civs[card as usize];
    for part in 0..civ.parts.len() as u8 {
        st.nations.push(Nation {
            card: Some(card),
            part,
            owner: seat,
            epoch: civ.epoch,
            gone: false,
        });
        st.wonder_tried.push(false);
        st.culture_tried.push(false);
    }
}

/// A raid or civil-war force of the last-place player (CR 8.0).
pub fn add_raiders(st: &mut State, owner: Seat) -> NationId {
    st.nations.push(Nation {
        card: None,
        part: 0,
        owner,
        epoch: st.epoch,
        gone: false,
    });
    st.wonder_tried.push(false);
    st.culture_tried.push(false);
    (st.nations.len() - 1) as NationId
}

/// The arrival number of a player's current-Epoch civilization.
fn current_arrival(st: &State, cat: &Catalog, seat: Seat) -> u8 {
    st.nations
        .iter()
        .filter(|n| n.owner == seat && n.epoch == st.epoch)
        .filter_map(|n| n.card)
        .map(|c| cat.civs[c as usize].arrival)
        .min()
        .unwrap_or(u8::MAX)
}

/// CR 4.0: player order by the arrival number of each player's current-Epoch civilization.
fn begin_strategy(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) {
    let mut order: Vec<Seat> = (0..st.players).collect();
    order.sort_by_key(|&s| (current_arrival(st, cat, s), s));
    ev.push(Event::PlayerOrder(order.clone()));
    st.order = order;
    st.turn = 0;
    st.phase = Phase::Strategy;
    st.card_bonus = None;
    for t in st
        .wonder_tried
        .iter_mut()
        .chain(st.culture_tried.iter_mut())
    {
        *t = false;
    }
    queue_player(st, cat);
}

/// CR 4.0: the player in turn plays one round per civilization he holds, oldest first, the
/// current one last (raid armies never play rounds).
fn queue_player(st: &mut State, cat: &Catalog) {
    let seat = st.order[st.turn as usize];
    let mut q: Vec<NationId> = (0..st.nations.len() as NationId)
        .filter(|&n| {
            let nat = &st.nations[n as usize];
            nat.owner == seat && nat.card.is_some() && !nat.gone
        })
        .collect();
    q.sort_by_key(|&n| {
        let nat = &st.nations[n as usize];
        let c = &cat.civs[nat.card.expect("a card") as usize];
        (c.epoch, c.arrival, nat.part)
    });
    q.reverse();
    st.queue = q;
}

/// Run on until a player must answer or the game is over.
pub fn advance(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) -> Option<Decision> {
    loop {
        match st.phase {
            Phase::Over => return None,
            Phase::Allocation => {
                if let Some(d) = allocation_question(st, cat, ev) {
                    return Some(d);
                }
            }
            Phase::Strategy => {
                if let Some(d) = strategy_question(st, cat, ev) {
                    return Some(d);
                }
            }
            Phase::EndOfEpoch => {
                epoch_end::end_of_epoch(st, cat, ev);
                next_epoch(st, cat, ev);
            }
        }
    }
}

/// CR 8.0, 2.1: the next Epoch, or the game's end after Epoch VI (B40).
fn next_epoch(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) {
    st.epoch += 1;
    ev.push(Event::EpochBegins(st.epoch));
    cities_arrive(st, cat, ev);
    // CR 3.0: draw order by fewest VP, then fewest armies (B4), then a die roll.
    let mut keyed: Vec<(i32, u32, u8, Seat)> = (0..st.players)
        .map(|s| (st.vp[s as usize], st.player_armies(s), 0, s))
        .collect();
    for k in keyed.iter_mut() {
        k.2 = 6 - d6(st);
    }
    keyed.sort();
    st.alloc = Allocation {
        order: keyed.iter().map(|k| k.3).collect(),
        next: 0,
        drawn: None,
        received: vec![None; st.players as usize],
        passed_by: vec![None; st.players as usize],
    };
    st.phase = Phase::Allocation;
}

/// CR 3.0 New Civilization Allocation: the next drawer looks at his card in secret and keeps it
/// or passes it to a player without a card; one who already received a card must pass (B1).
fn allocation_question(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) -> Option<Decision> {
    let a = &st.alloc;
    if (a.next as usize) < a.order.len() {
        let seat = a.order[a.next as usize];
        let card = match a.drawn {
            Some(c) => c,
            None => {
                let deck = &mut st.decks[st.epoch as usize - 1];
                let c = deck.pop().expect("six cards for at most six players");
                st.alloc.drawn = Some(c);
                ev.push(Event::Drew { seat, card: c });
                c
            }
        };
        let _ = card;
        let a = &st.alloc;
        let targets = (0..st.players)
            .filter(|&s| s != seat && a.received[s as usize].is_none())
            .map(Action::PassTo);
        let must = a.received[seat as usize].is_some();
        let options: Vec<Action> = if must {
            targets.collect()
        } else {
            std::iter::once(Action::Keep).chain(targets).collect()
        };
        return Some(Decision {
            who: seat,
            ask: if must { Ask::MustPass } else { Ask::KeepOrPass },
            options,
        });
    }
    // Every player has drawn: all cards shown, the civilizations enter play.
    let cards: Vec<(Seat, u8)> = (0..st.players)
        .filter_map(|s| st.alloc.received[s as usize].map(|c| (s, c)))
        .collect();
    ev.push(Event::Revealed {
        cards: cards.clone(),
    });
    for (s, c) in cards {
        add_card(st, cat, s, c);
    }
    st.alloc = Allocation::default();
    begin_strategy(st, cat, ev);
    None
}

/// The Strategy Phase: rounds, then scoring, player after player (CR 4.0, 5.7, 7.0).
fn strategy_question(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) -> Option<Decision> {
    loop {
        if st.round.is_some() {
            if let Some(d) = round_question(st, cat, ev) {
                return Some(d);
            }
            continue;
        }
        if let Some(n) = st.queue.pop() {
            begin_round(st, cat, n, ev);
            continue;
        }
        // CR 5.7, 7.0: after his last round the player scores; the next player plays.
        let seat = st.order[st.turn as usize];
        scoring::score_player(st, cat, seat, ev);
        st.turn += 1;
        if st.turn as usize == st.order.len() {
            if st.epoch == 6 {
                game_over(st, ev);
            } else {
                st.phase = Phase::EndOfEpoch;
            }
            return None;
        }
        queue_player(st, cat);
    }
}

/// CR 1.0: most VP wins; a tie is a shared victory (B38).
fn game_over(st: &mut State, ev: &mut Vec<Event>) {
    let best = st.vp.iter().copied().max().unwrap_or(0);
    st.winners = (0..st.players)
        .filter(|&s| st.vp[s as usize] == best)
        .collect();
    st.phase = Phase::Over;
    ev.push(Event::GameOver {
        winners: st.winners.clone(),
    });
}

/// Armies of `owner`'s colour and `epoch` still off the map (CR 5.1's counter mix, B5).
fn counters_left(st: &State, cat: &Catalog, owner: Seat, epoch: u8) -> u32 {
    let mix = cat.epochs[epoch as usize - 1].counter_mix as u32;
    mix.saturating_sub(st.counters_on_map(owner, epoch))
}

/// CR 5.1 Create Army Pool; CR 5.2 Civilization Bonus (current civilizations only).
pub fn begin_round(st: &mut State, cat: &Catalog, n: NationId, ev: &mut Vec<Event>) {
    let nat = st.nations[n as usize].clone();
    let card = nat.card.expect("a card's civilization");
    let civ = &cat.civs[card as usize];
    let left = counters_left(st, cat, nat.owner, nat.epoch);
    let current = st.is_current(n);
    let (pool, bonus) = if current {
        let bonus = match st.card_bonus {
            Some((c, b)) if c == card => b,
            _ => {
                let b = roll_bonus(st, cat, n, ev);
                st.card_bonus = Some((card, b));
                b
            }
        };
        let printed = civ.parts[nat.part as usize].armies as u32 + u32::from(bonus.extra_army);
        (printed.min(left) as u8, bonus)
    } else {
        // Previous Epoch: none left, the card leaves; 1-2 areas, no growth; else 1 per 3.
        let areas = st.held(n).count() as u32;
        if areas == 0 {
            st.nations[n as usize].gone = true;
            ev.push(Event::Vanished { nation: n });
            return;
        }
        ((areas / 3).min(left) as u8, Bonus::default())
    };
    let first_army = current && st.armies_of(n) == 0;
    st.round = Some(Round {
        nation: n,
        pool,
        bonus,
        first_army,
        initial: st.held_set(n),
        doubles_areas: 0,
    });
    ev.push(Event::RoundBegins { nation: n, pool });
}

/// CR 5.2: 2d6 on the Civilization Bonus table; a trait already held takes the row named
/// instead (6 -> 2-5, 8 -> 7, 9 -> 8); Persia's 11-12 is 7 (CR 6.3).
fn roll_bonus(st: &mut State, cat: &Catalog, n: NationId, ev: &mut Vec<Event>) -> Bonus {
    let dice = [d6(st), d6(st)];
    let roll = dice[0] + dice[1];
    let civ = &cat.civs[st.nations[n as usize].card.expect("a card") as usize];
    let has = |t: Trait| civ.traits.has(t);
    let mut row = roll;
    if civ.special == Special::Persia && row >= 11 {
        row = 7;
    }
    if row == 9 && has(Trait::Seafaring) {
        row = 8;
    }
    if row == 8 && has(Trait::Commerce) {
        row = 7;
    }
    if row == 6 && has(Trait::Military) {
        row = 5;
    }
    let mut b = Bonus {
        roll,
        ..Bonus::default()
    };
    match row {
        2..=5 => b.commander = true,
        6 => b.gained = b.gained.with(Trait::Military),
        7 => b.extra_army = true,
        8 => b.gained = b.gained.with(Trait::Commerce),
        9 => b.gained = b.gained.with(Trait::Seafaring),
        10 => {} // Terrain Tactics: asked before the first placement.
        _ => b.three_dice = true,
    }
    ev.push(Event::BonusRolled {
        nation: n,
        dice,
        row,
    });
    b
}

/// The round's next question, or its end (CR 5.7).
fn round_question(st: &mut State, cat: &Catalog, ev: &mut Vec<Event>) -> Option<Decision> {
    let r = st.round.clone().expect("a round");
    let n = r.nation;
    let owner = st.nations[n as usize].owner;
    // CR 5.2 Terrain Tactics: its terrain chosen before any army enters.
    if r.bonus.roll == 10 && r.bonus.tactics.is_none() {
        return Some(Decision {
            who: owner,
            ask: Ask::Tactics { nation: n },
            options: (0..Terrain::LAND.len() as u8)
                .map(Action::Tactics)
                .collect(),
        });
    }
    if r.pool == 0 {
        st.round = None;
        return None;
    }
    if r.first_army {
        match start_area(st, cat, n) {
            Start::At(area) => {
                enter_start(st, cat, n, area, ev);
                return None;
            }
            Start::Choose(options) if !options.is_empty() => {
                return Some(Decision {
                    who: owner,
                    ask: Ask::Place {
                        nation: n,
                        pool: r.pool,
                    },
                    options: options.into_iter().map(Action::Place).collect(),
                });
            }
            Start::Choose(_) => {}
        }
    }
    let options = round_options(st, cat, n);
    if options.is_empty() {
        ev.push(Event::PoolLost {
            nation: n,
            armies: r.pool,
        });
        st.round = None;
        return None;
    }
    Some(Decision {
        who: owner,
        ask: Ask::Place {
            nation: n,
            pool: r.pool,
        },
        options,
    })
}

enum Start {
    At(AreaId),
    Choose(Vec<AreaId>),
}

/// CR 5.3: the Start Area printed on the card; Sargonid Assyria's is any area next to Neo
/// Assyria's that holds none of that player's Epoch V armies, else Eshunna (B29, D11).
fn start_area(st: &State, cat: &Catalog, n: NationId) -> Start {
    let nat = &st.nations[n as usize];
    let civ = &cat.civs[nat.card.expect("card") as usize];
    if let Some(a) = civ.parts[nat.part as usize].start {
        return Start::At(a);
    }
    let neo = neo_assyria(st, cat);
    let mut options: Vec<AreaId> = Vec::new();
    if let Some(neo) = neo {
        for a in st.held(neo) {
            for &b in &cat.areas[a as usize].land_adjacent {
                if !options.contains(&b) && !sargonid_banned(st, cat, n, b) {
                    options.push(b);
                }
            }
        }
    }
    if options.is_empty()
        && let Some(e) = cat
            .area("Eshunna")
            .filter(|&e| !sargonid_banned(st, cat, n, e))
    {
        return Start::At(e);
    }
    options.sort();
    Start::Choose(options)
}

/// Neo Assyria (5-4) in play, when it has armies.
fn neo_assyria(st: &State, cat: &Catalog) -> Option<NationId> {
    let card = cat.civ("5-4")? as u8;
    (0..st.nations.len() as NationId)
        .find(|&n| st.nations[n as usize].card == Some(card) && st.armies_of(n) > 0)
}

/// CR 6.3: Sargonid Assyria may not enter an area holding Epoch V armies of the player who held
/// Neo Assyria.
fn sargonid_banned(st: &State, cat: &Catalog, n: NationId, area: AreaId) -> bool {
    let nat = &st.nations[n as usize];
    let is_sargonid = nat
        .card
        .is_some_and(|c| cat.civs[c as usize].special == Special::Sargonid);
    if !is_sargonid {
        return false;
    }
    let Some(neo_card) = cat.civ("5-4").map(|c| c as u8) else {
        return false;
    };
    let Some(neo_owner) = st
        .nations
        .iter()
        .find(|x| x.card == Some(neo_card))
        .map(|x| x.owner)
    else {
        return false;
    };
    st.areas[area as usize].occupant.is_some_and(|o| {
        let x = &st.nations[o.nation as usize];
        x.card.is_some() && x.owner == neo_owner && x.epoch == 5
    })
}

/// CR 5.3: the first army enters its Start Area; another civilization's armies there move to
/// adjacent vacant or friendly areas within stacking, or are removed (B6). No desert roll.
fn enter_start(st: &mut State, cat: &Catalog, n: NationId, area: AreaId, ev: &mut Vec<Event>) {
    if let Some(o) = st.areas[area as usize].occupant.filter(|o| o.nation != n) {
        st.areas[area as usize].occupant = None;
        for _ in 0..o.armies {
            let to = cat.areas[area as usize]
                .land_adjacent
                .iter()
                .copied()
                .find(|&b| match st.areas[b as usize].occupant {
                    None => true,
                    Some(x) => x.nation == o.nation && x.armies < cat.areas[b as usize].stacking,
                });
            if let Some(b) = to {
                let slot = &mut st.areas[b as usize].occupant;
                match slot {
                    Some(x) => x.armies += 1,
                    None => {
                        *slot = Some(Occupant {
                            nation: o.nation,
                            armies: 1,
                        })
                    }
                }
            }
            ev.push(Event::Displaced {
                nation: o.nation,
                from: area,
                to,
            });
        }
    }
    add_army(st, n, area);
    ev.push(Event::ArmyPlaced { nation: n, area });
    let r = st.round.as_mut().expect("round");
    r.pool -= 1;
    r.first_army = false;
    raze_cities(st, cat, n, area, ev);
}

fn add_army(st: &mut State, n: NationId, area: AreaId) {
    let slot = &mut st.areas[area as usize].occupant;
    match slot {
        Some(o) if o.nation == n => o.armies += 1,
        _ => {
            *slot = Some(Occupant {
                nation: n,
                armies: 1,
            })
        }
    }
}

/// Every legal answer of a placement question (CR 5.4, 5.6, 6.1, 6.3).
fn round_options(st: &State, cat: &Catalog, n: NationId) -> Vec<Action> {
    let r = st.round.as_ref().expect("round");
    let traits = st.traits(cat, n);
    let held = st.held_set(n);
    let mut targets: u128 = 0;
    // B28: a "does not expand in Epoch VI" civilization keeps to its first borders then.
    let frozen = st.epoch == 6 && traits.has(Trait::NoExpansionEpochVi);
    for a in st.held(n) {
        let here = &cat.areas[a as usize];
        if st.areas[a as usize].occupant.expect("held").armies < here.stacking {
            targets |= 1 << a;
        }
        if frozen {
            continue;
        }
        for &b in &here.land_adjacent {
            if held & (1 << b) == 0 {
                targets |= 1 << b;
            }
        }
        // CR 6.1 Seafaring: any land area on a sea it borders (B19).
        if traits.has(Trait::Seafaring) {
            for &s in &here.seas {
                for &b in &cat.areas[s as usize].land_adjacent {
                    if held & (1 << b) == 0 {
                        targets |= 1 << b;
                    }
                }
            }
        }
    }
    if frozen {
        targets &= r.initial;
    }
    let mut options: Vec<Action> = (0..cat.areas.len() as AreaId)
        .filter(|&a| targets & (1 << a) != 0)
        .filter(|&a| cat.areas[a as usize].is_land())
        .filter(|&a| !sargonid_banned(st, cat, n, a))
        .map(Action::Place)
        .collect();
    // CR 5.6 Non-combat expansion, current civilizations only.
    if st.is_current(n) {
        let on_sea = st.held(n).any(|a| {
            cat.areas[a as usize]
                .seas
                .iter()
                .any(|s| cat.colonization_seas.contains(s))
        });
        if traits.has(Trait::Seafaring) && on_sea {
            options.push(Action::Colonize);
        }
        if !st.wonder_tried[n as usize] {
            let unbuilt: Vec<u8> = (0..st.wonders.len() as u8)
                .filter(|&w| st.wonders[w as usize] == WonderState::Unbuilt)
                .collect();
            for a in st.held(n) {
                let here = &st.areas[a as usize];
                if !here.cities.is_empty() && here.wonder.is_none() {
                    options.extend(unbuilt.iter().map(|&w| Action::Wonder(a, w)));
                }
            }
        }
        if !st.culture_tried[n as usize] {
            options.push(Action::Culture);
        }
    }
    options
}

/// Apply a legal answer (the caller checked it is among the options).
pub fn answer(st: &mut State, cat: &Catalog, d: &Decision, action: Action, ev: &mut Vec<Event>) {
    match (d.ask, action) {
        (Ask::KeepOrPass | Ask::MustPass, Action::Keep) => {
            let card = st.alloc.drawn.take().expect("a drawn card");
            st.alloc.received[d.who as usize] = Some(card);
            st.alloc.next += 1;
            ev.push(Event::Kept { seat: d.who });
        }
        (Ask::KeepOrPass | Ask::MustPass, Action::PassTo(to)) => {
            let card = st.alloc.drawn.take().expect("a drawn card");
            st.alloc.received[to as usize] = Some(card);
            st.alloc.passed_by[to as usize] = Some(d.who);
            st.alloc.next += 1;
            ev.push(Event::Passed {
                from: d.who,
                to,
                card,
            });
        }
        (Ask::Tactics { .. }, Action::Tactics(t)) => {
            let r = st.round.as_mut().expect("round");
            r.bonus.tactics = Some(t);
            if let Some((_, b)) = st.card_bonus.as_mut() {
                b.tactics = Some(t);
            }
        }
        (Ask::Place { nation, .. }, a) => {
            let first = st.round.as_ref().is_some_and(|r| r.first_army);
            match a {
                Action::Place(area) if first => enter_start(st, cat, nation, area, ev),
                Action::Place(area) => place(st, cat, nation, area, ev),
                other => non_combat(st, cat, nation, other, ev),
            }
        }
        _ => unreachable!("the answer was checked against the options"),
    }
}

/// CR 5.4 Growth: one army into an own area (stacking), a vacant one (a desert rolls: 1-2 loses
/// it), or a hostile one (combat at once, CR 5.5).
fn place(st: &mut State, cat: &Catalog, n: NationId, area: AreaId, ev: &mut Vec<Event>) {
    st.round.as_mut().expect("round").pool -= 1;
    match st.areas[area as usize].occupant {
        Some(o) if o.nation == n => {
            add_army(st, n, area);
            ev.push(Event::ArmyPlaced { nation: n, area });
        }
        None => {
            if cat.areas[area as usize].terrain == Terrain::Desert {
                let die = d6(st);
                let lost = die <= 2;
                ev.push(Event::Roll {
                    nation: n,
                    gamble: Gamble::DesertEntry,
                    area: Some(area),
                    die,
                    success: !lost,
                });
                if lost {
                    ev.push(Event::ArmyLost { nation: n, area });
                    return;
                }
            }
            add_army(st, n, area);
            ev.push(Event::ArmyPlaced { nation: n, area });
            raze_cities(st, cat, n, area, ev);
        }
        Some(_) => {
            let how = combat::attack_of(st, cat, n, area);
            let out = combat::combat(st, cat, n, area, how, ev);
            let persia = st.nations[n as usize]
                .card
                .is_some_and(|c| cat.civs[c as usize].special == Special::Persia);
            let r = st.round.as_mut().expect("round");
            if out.attacker_lost {
                r.bonus.commander = false;
            }
            if persia && out.doubles {
                r.doubles_areas |= 1 << area;
                if r.doubles_areas.count_ones() >= 4 && r.pool > 0 {
                    ev.push(Event::PersiaStops { nation: n });
                    ev.push(Event::PoolLost {
                        nation: n,
                        armies: r.pool,
                    });
                    r.pool = 0;
                }
            }
            if out.won {
                raze_cities(st, cat, n, area, ev);
            }
        }
    }
}

/// CR 6.1 No City Bonus: a City it takes is destroyed on 4-6, one roll per City (B27).
fn raze_cities(st: &mut State, cat: &Catalog, n: NationId, area: AreaId, ev: &mut Vec<Event>) {
    if !st.traits(cat, n).has(Trait::NoCityBonus) {
        return;
    }
    let cities = st.areas[area as usize].cities.clone();
    for c in cities {
        let die = d6(st);
        let razed = die >= 4;
        ev.push(Event::Roll {
            nation: n,
            gamble: Gamble::CityRazed,
            area: Some(area),
            die,
            success: razed,
        });
        if razed {
            st.areas[area as usize].cities.retain(|&x| x != c);
            ev.push(Event::CityDestroyed { city: c, area });
        }
    }
}

/// CR 5.6, 7.1: an army spent on colonization (4-6: 3 VP), a Wonder (4-6: 2 VP and the marker)
/// or a Cultural Achievement (5-6: 4 VP).
fn non_combat(st: &mut State, cat: &Catalog, n: NationId, a: Action, ev: &mut Vec<Event>) {
    st.round.as_mut().expect("round").pool -= 1;
    let die = d6(st);
    let owner = st.nations[n as usize].owner;
    let (gamble, success, vp, area) = match a {
        Action::Colonize => (Gamble::Colonization, die >= 4, 3, None),
        Action::Wonder(area, _) => {
            // Once per Epoch; with the Wonder trait, until one attempt succeeds (CR 6.1).
            let success = die >= 4;
            if success || !st.traits(cat, n).has(Trait::Wonder) {
                st.wonder_tried[n as usize] = true;
            }
            (Gamble::Wonder, success, 2, Some(area))
        }
        _ => {
            st.culture_tried[n as usize] = true;
            (Gamble::CulturalAchievement, die >= 5, 4, None)
        }
    };
    ev.push(Event::Roll {
        nation: n,
        gamble,
        area,
        die,
        success,
    });
    if !success {
        return;
    }
    if let Action::Wonder(area, w) = a {
        st.wonders[w as usize] = WonderState::Built(area);
        st.areas[area as usize].wonder = Some(w);
        ev.push(Event::WonderBuilt { wonder: w, area });
    }
    st.vp[owner as usize] += vp;
    ev.push(Event::Vp { seat: owner, vp });
}

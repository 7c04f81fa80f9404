//! Sentences for players: what an action means, and why an action is not legal now.

use super::catalog::Catalog;
use super::decision::{Action, Ask, Decision};
use super::g::G;
use super::ruleset::{Acme, Ruleset};
use super::state::State;

/// A short description of an action ("place in Kaska", "play Trade Fleets").
pub fn describe(cat: &Catalog, st: &State, a: &Action) -> String {
    // Every id is looked up with a bound: an action from a record or a player may name anything
    // (the message for an illegal action must not itself fail).
    let area = |x: super::catalog::AreaId| match cat.board.areas.get(x.0 as usize) {
        Some(a) => a.name.clone(),
        None => format!("area #{} (no such area)", x.0),
    };
    let card = |c: super::catalog::CardId| {
        if c.0 == 0 {
            "a hidden card".to_string()
        } else {
            cat.card_name(c).to_string()
        }
    };
    let civ = |s: super::state::Slot| {
        if s.idx() < st.civs.len() {
            super::query::Q::new(cat, st).civ_name(s).to_string()
        } else {
            format!("civilization #{} (no such civilization)", s.0)
        }
    };
    match *a {
        Action::Pass => "Pass".into(),
        Action::Done => "Done".into(),
        Action::Yes => "Yes".into(),
        Action::No => "No".into(),
        Action::Area(x) => area(x),
        Action::Card(c) => card(c),
        Action::Civ(s) => civ(s),
        Action::Faction(f) => f.slot().map(civ).unwrap_or_else(|| "Barbarians".into()),
        Action::Display(k) => match cat.civs.get(k.0 as usize) {
            Some(c) => c.name.clone(),
            None => format!("display #{} (no such display)", k.0),
        },
        Action::Number(n) => n.to_string(),
        Action::Option(i) if i < 26 => format!("option ({})", (b'a' + i) as char),
        Action::Option(i) => format!("option #{i} (no such option)"),
        Action::Play(c) => format!("Play {}", card(c)),
        Action::Establish(d) => format!("Establish {}", cat.card_name(d)),
        Action::Reestablish => "Re-establish your Deity".into(),
        Action::OfferReturn(d) => format!("Offer to return {}", cat.card_name(d)),
        Action::RequestReturn => "Ask for your temple back".into(),
        Action::Cleanse => "Cleanse your Deity".into(),
        Action::Negate(c) => format!("Negate with {}", cat.card_name(c)),
        Action::Decline => "Decline".into(),
        Action::LoseDisk => "Lose the disk".into(),
        Action::PayMina => format!("Pay a {}", cat.words.coin),
        Action::Discard(c) => format!("Discard {}", card(c)),
        Action::GiveStronghold => "Give up the Stronghold".into(),
        Action::UseInvestment(c) => format!("Use {}", card(c)),
        Action::RemoveFrom(x) => format!("Remove a disk from {}", area(x)),
        Action::TakeMina => format!("Take 1 {}", cat.words.coin),
        Action::TakeCaptives => "Take 2 captives".into(),
    }
}

/// A short description of `action` as an answer to `d`: as [`describe`], but a card's or an
/// ability's numbered option is named by what it does, never "option (a)".
/// Buttons, toasts and the log describe answers through this.
pub fn describe_answer(cat: &Catalog, st: &State, d: &Decision, a: &Action) -> String {
    match *a {
        Action::Option(i) => option_name(cat, st, d, i),
        _ => describe(cat, st, a),
    }
}

/// The name of option `i` of question `d`, from the data that offers it: a Fate card's options
/// (`option_names` in `fate_cards.ron`), a civilization's competition abilities (its display), a
/// scenario's Cultural Development Tracks (playbook-spec T5.2, T5.4) and Sinope's tribute cards
/// (H4.15.7c).
pub fn option_name(cat: &Catalog, st: &State, d: &Decision, i: u8) -> String {
    use super::state::scenario_state::TRACK_NAMES as TRACKS;
    let track = |t: u8| TRACKS.get(t as usize).copied();
    let named = match &d.ask {
        Ask::CardOption { card } if (1..=super::catalog::FATE_CARDS).contains(&card.0) => cat
            .card(*card)
            .raw
            .option_names
            .get(i as usize)
            .map(|n| capitalized(n)),
        // RB Competition step 1: an ability announced, by its index on the display.
        Ask::Commit { .. } => st.civs.get(d.who.idx()).and_then(|c| {
            cat.civs
                .get(c.civ.0 as usize)
                .and_then(|civ| civ.raw.abilities.get(i as usize))
                .map(|ab| format!("Announce {}", ab.name))
        }),
        // T5.2: a Card Phase action advancing one of the tracks, when the game has them (a game
        // of the family may offer Card Phase actions of its own under the same numbers).
        Ask::CardAction if st.scenario.as_ref().is_some_and(|sc| sc.tracks.is_some()) => {
            track(i).map(|t| format!("Advance on the {t} track"))
        }
        Ask::Scenario { rule } if rule == "T5.4" => match i {
            0..3 => track(i).map(|t| format!("Advance on your {t} track")),
            _ => track(i - 3).map(|t| format!("Reduce the loser's {t} track")),
        },
        Ask::Scenario { rule } if rule == "H4.15.7c" && i == 0 => {
            Some("Draw one card fewer".to_string())
        }
        _ => None,
    };
    named.unwrap_or_else(|| format!("Choice {} (not named in the data)", u16::from(i) + 1))
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Why `action` cannot answer `d` now (in a game of ACME's ruleset).
pub fn why_illegal(cat: &Catalog, st: &State, d: &Decision, action: &Action) -> String {
    why_illegal_under::<Acme>(cat, st, d, action)
}

/// Why `action` cannot answer `d` now, the rules asked being those of the ruleset `R` (the game's).
pub fn why_illegal_under<R: Ruleset>(
    cat: &Catalog,
    st: &State,
    d: &Decision,
    action: &Action,
) -> String {
    if let Some(problem) = unknown_id(cat, st, action) {
        return format!(
            "'{action:?}' is not a legal answer now: {problem}. {} must answer: {}",
            super::query::Q::<R>::under(cat, st).civ_name(d.who),
            d.text
        );
    }
    let mut st2 = st.clone();
    let g = G::<R>::under(cat, &mut st2, false);
    if let (Ask::Deploy { .. }, Action::Area(a)) = (&d.ask, action)
        && let Err(reason) = super::growth::deploy_check(&g, d.who, *a)
    {
        return reason;
    }
    let name = g.q().civ_name(d.who).to_string();
    if let Action::Area(a) = action {
        let q = g.q();
        let area = cat.board.name(*a);
        let own = q.occupies(d.who.faction(), *a);
        // The rule the area fails, where the question has one simple test.
        let why = match &d.ask {
            _ if !q.playable(*a) => Some(format!("{area} is not in play on this map")),
            Ask::Retire if !own => Some(format!(
                "{name} has no disk in {area} to take back (RB Retirement Step)"
            )),
            Ask::Retire if q.is_city(d.who, *a) && q.is_land(*a) => Some(format!(
                "{area} holds a City of {name}: its disks stay (RB Retirement Step)"
            )),
            Ask::Resettle if !q.is_city(d.who, *a) => Some(format!(
                "{area} is not a City of {name}: a disk is resettled from a City (RB \
                 Resettlement Step)"
            )),
            Ask::Target { card, what, .. } => Some(format!(
                "{area} is not a target of {}: it needs {what}",
                cat.card_name(*card)
            )),
            _ => None,
        };
        return match why {
            Some(why) => format!("{why}."),
            None => format!("{area} is not a legal choice for {name} now: {}", d.text),
        };
    }
    let options: Vec<String> = d
        .options
        .iter()
        .take(8)
        .map(|o| describe_answer(cat, st, d, o))
        .collect();
    format!(
        "'{}' is not a legal answer now. {} must answer: {} (choices: {}{})",
        describe_answer(cat, st, d, action),
        name,
        d.text,
        options.join(", "),
        if d.options.len() > 8 { ", ..." } else { "" }
    )
}

/// Why `who` cannot play `card` from its hand now, for the hand tray's hover and click. `d` is the pending decision. The reason comes from the card's own data: when it is
/// played (content-v1 `timing`) and what it needs (`targeting`); an Event is never played (RB
/// Fate Cards: Events take effect when drawn).
pub fn why_card_unplayable(
    cat: &Catalog,
    st: &State,
    d: Option<&Decision>,
    who: super::state::Slot,
    card: super::catalog::CardId,
) -> String {
    use super::catalog::{FATE_CARDS, TimingKind};
    let name = cat.card_name(card);
    if !(1..=FATE_CARDS).contains(&card.0) {
        return format!("{name} is a Deity: establish it in the Card Phase (RB Deities).");
    }
    let c = cat.card(card);
    if c.is_event() {
        return format!("{name} is an Event: it takes effect when drawn, never from the hand.");
    }
    let when = c.raw.timing.trim().trim_end_matches('.');
    let Some(d) = d.filter(|d| d.who == who) else {
        let civ = super::query::Q::new(cat, st).civ_name(who).to_string();
        return format!("Not {civ}'s decision now. {name}: {when}.");
    };
    let in_card_phase = matches!(d.ask, Ask::CardAction);
    let at_commit = matches!(d.ask, Ask::Commit { .. });
    let card_phase_card = matches!(
        c.timing,
        TimingKind::CardPhaseAction
            | TimingKind::CardPhaseActionOrNegate
            | TimingKind::InvestmentCardPhase
            | TimingKind::InvestmentCardOrCompetition
    );
    let commit_card = matches!(
        c.timing,
        TimingKind::CompetitionStep1 | TimingKind::InvestmentCardOrCompetition
    );
    if (in_card_phase && card_phase_card) || (at_commit && commit_card) {
        let needs = c.raw.targeting.trim();
        if needs.is_empty() {
            format!("{name} cannot be played now (when: {when}).")
        } else {
            format!("{name} cannot be played now. Target: {needs}")
        }
    } else {
        format!("Not now. {name} is played: {when}.")
    }
}

/// The first id in `action` that names nothing in the catalog or the game (an area past the
/// map, a card past the Fate cards and Deities, a civilization past the game's, a display past
/// the catalog's), in a sentence; `None` when every id exists. Checked before any message
/// looks the id up.
pub fn unknown_id(cat: &Catalog, st: &State, action: &Action) -> Option<String> {
    use super::catalog::{AreaId, CardId};
    let area = |a: AreaId| {
        (a.0 as usize >= cat.board.areas.len()).then(|| {
            format!(
                "there is no area {} (the map has {})",
                a.0,
                cat.board.areas.len()
            )
        })
    };
    let card = |c: CardId| {
        let known = (1..=super::catalog::FATE_CARDS).contains(&c.0) || cat.deity(c).is_some();
        (!known).then(|| format!("there is no card {}", c.0))
    };
    match *action {
        Action::Area(a) | Action::RemoveFrom(a) => area(a),
        Action::Card(c)
        | Action::Play(c)
        | Action::Establish(c)
        | Action::OfferReturn(c)
        | Action::Negate(c)
        | Action::Discard(c)
        | Action::UseInvestment(c) => card(c),
        Action::Civ(s) => (s.idx() >= st.civs.len()).then(|| {
            format!(
                "there is no civilization {} (the game has {})",
                s.0,
                st.civs.len()
            )
        }),
        Action::Faction(f) => match f.slot() {
            Some(s) if s.idx() >= st.civs.len() => Some(format!("there is no faction {}", f.0)),
            _ => None,
        },
        Action::Display(k) => (k.0 as usize >= cat.civs.len())
            .then(|| format!("there is no civilization display {}", k.0)),
        _ => None,
    }
}

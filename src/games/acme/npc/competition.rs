//! Competitions in solitaire (playbook-spec N1.5): resolution order, the NPC's commitments,
//! payments, Mercenaries Desert and Traitor.
//!
//! The NPC projects a competition by strengths: its disks, white Allies and Stronghold cube plus
//! what its committed cards and announced abilities will add, against the strongest opposing
//! faction with the same count (committed cards are visible to it, A7.8). Every round each faction
//! loses a piece, so the margin `mine - strongest` is what survives: above 0 a win, 0 a tie (one disk
//! each), below 0 a loss (N1.5.5 definitions).

use super::{B, Choice, cards, tiebreak};
use crate::games::acme::cards::competition::MERCENARIES_DESERT;
use crate::games::acme::cards::great_persons::MERCENARY_GENERAL;
use crate::games::acme::catalog::{AreaId, CardId, Catalog, bit};
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::state::{Announce, FACTIONS, Faction, Slot, State};
use crate::games::acme::{Acme, CompEffect, Ruleset};

/// What a competition card adds to its owner's side (estimate; unknown cards count 1): the
/// base game's cards by their notes, another game's by their rows ([`row_bonus`]).
pub fn card_bonus<R: Ruleset>(b: &B<R>, c: CardId, area: AreaId) -> i32 {
    let q = b.q();
    if !R::is_base_card(c) {
        return row_bonus(b, c, area);
    }
    match c.0 {
        33 => q.is_land(area) as i32,
        34 | 20 => 2,
        40 => 2,
        17 => b.st.slots().any(|x| q.is_city(x, area)) as i32,
        _ => 1,
    }
}

/// [`card_bonus`] of a card that is not the base game's card of its id: what its row adds to its
/// owner's side (its own disks and white Allies; 2 for a card that cancels or absorbs losses or
/// takes the enemy's disks for its own; 1 for any other effect).
fn row_bonus<R: Ruleset>(b: &B<R>, c: CardId, area: AreaId) -> i32 {
    let Some(row) = R::competition_effect(c) else {
        return 1;
    };
    match row.effect {
        CompEffect::Reinforce { disks, allies, .. } => i32::from(disks + allies),
        CompEffect::SeaAllies { allies } => i32::from(allies),
        CompEffect::Shield
        | CompEffect::Investment
        | CompEffect::AllyInvestment
        | CompEffect::Mercenaries
        | CompEffect::WarriorKing
        | CompEffect::Replace { .. } => 2,
        CompEffect::SiegeMaster => b.st.slots().any(|x| b.q().is_city(x, area)) as i32,
        _ => 1,
    }
}

/// (bonus, mina it costs, cards it costs) of a civilization competition ability.
fn ability_value(name: &str) -> (i32, i32, i32) {
    match name {
        "Chariot Levy" => (1, 1, 0),
        "War Elephants" => (2, 0, 0),
        "Maryannu Charioteers" => (2, 0, 1),
        _ => (1, 0, 0),
    }
}

fn ability_name<R: Ruleset>(b: &B<R>, s: Slot, i: u8) -> String {
    b.cat
        .civ(b.st.civ(s).civ)
        .raw
        .abilities
        .get(i as usize)
        .map(|a| a.name.clone())
        .unwrap_or_default()
}

/// Strength of each side now plus what is committed or announced for it.
pub fn side<R: Ruleset>(b: &B<R>, f: Faction, area: AreaId) -> i32 {
    let mut s = b.st.area(area).strength(f) as i32;
    if let Some(x) = f.slot() {
        for &(o, c, neg) in &b.st.comp.committed {
            if o == x && !neg {
                s += card_bonus(b, c, area);
            }
        }
        for &(o, w, neg) in &b.st.comp.announced {
            if o == x && !neg {
                s += match w {
                    Announce::GodOfWar => 2,
                    Announce::Ability(i) => ability_value(&ability_name(b, x, i)).0,
                };
            }
        }
    }
    s
}

pub fn strongest_other<R: Ruleset>(b: &B<R>, area: AreaId, with_commitments: bool) -> i32 {
    (0..FACTIONS)
        .map(|i| Faction(i as u8))
        .filter(|&f| f != b.f())
        .map(|f| {
            if with_commitments {
                side(b, f, area)
            } else {
                b.st.area(area).strength(f) as i32
            }
        })
        .max()
        .unwrap_or(0)
}

/// N1.5.4: an area with an opposing civilization's Gold, Deity (temple) or City: the NPC also
/// pays cards there. ACIS's N1.5.4 reads "Gold, Wonder block or City" (`B::temple_areas`).
pub fn key_area<R: Ruleset>(b: &B<R>, area: AreaId) -> bool {
    let q = b.q();
    b.others().any(|x| {
        q.occupies(x.faction(), area)
            && (b.gold_of(x) & bit(area) != 0
                || b.temple_areas(x) & bit(area) != 0
                || q.is_city(x, area))
    })
}

/// Contested areas still to be resolved after this one in the normal order (N1.5.7).
fn more_competitions<R: Ruleset>(b: &B<R>, area: AreaId) -> bool {
    let q = b.q();
    let rank = b.cat.board.area(area).ne_sw_rank;
    q.playable_areas().any(|a| {
        a != area && b.cat.board.area(a).ne_sw_rank > rank && q.contested(a) && q.occupies(b.f(), a)
    })
}

/// Competition step 1 (N1.5.4-8): commit a card or announce an ability only when it lets the NPC
/// win or tie, or leaves it 3 disks; stop once 3 are secured.
pub fn commit<R: Ruleset>(b: &B<R>, d: &Decision, area: AreaId) -> Choice {
    let civ = b.st.civ(b.me);
    let margin = side(b, b.f(), area) - strongest_other(b, area, true);
    if margin >= 3 {
        let why = if more_competitions(b, area) {
            "N1.5.7: 3 disks are secured; it keeps the rest for later competitions"
        } else {
            "N1.5.6: 3 disks are secured"
        };
        return Choice::new(Action::Done, why);
    }
    let mut mina = civ.treasury as i32;
    let c_cards = civ
        .hand
        .iter()
        .filter(|&&c| b.cat.card(c).codes.competition)
        .count() as i32;
    // (action, net value)
    let mut opts: Vec<(Action, i32)> = Vec::new();
    for &a in &d.options {
        let v = match a {
            Action::Play(c) if c == MERCENARIES_DESERT => {
                // N1.5.8: only with at least 1 mina.
                if mina < 1 {
                    continue;
                }
                2 * mina.min(3)
            }
            Action::Play(c) => card_bonus(b, c, area),
            Action::Establish(_) => 2,
            Action::Option(i) => {
                let (bonus, m, k) = ability_value(&ability_name(b, b.me, i));
                if m > mina || k > c_cards {
                    continue;
                }
                bonus - m - k
            }
            _ => continue,
        };
        if v > 0 {
            opts.push((a, v));
        }
    }
    if opts.is_empty() {
        return Choice::new(Action::Done, "N1.5.5: nothing it could commit would help");
    }
    let key = key_area(b, area);
    let total: i32 = opts.iter().map(|o| o.1).sum();
    if opts.iter().any(|o| o.0 == Action::Play(MERCENARIES_DESERT)) {
        mina = mina.saturating_sub(1);
    }
    let cards_cap = if key {
        civ.hand.len() as i32
            - opts
                .iter()
                .filter(|o| matches!(o.0, Action::Play(_)))
                .count() as i32
    } else {
        0
    };
    let capacity = mina + cards_cap.max(0);
    if margin + total + capacity < 0 {
        return Choice::new(
            Action::Done,
            "N1.5.5: even everything it has cannot win or tie here",
        );
    }
    if margin > 0 && margin + total < 3 {
        return Choice::new(
            Action::Done,
            "N1.5.5-6: it wins already and cannot reach 3 disks",
        );
    }
    let items: Vec<(Action, i32, u8)> = opts
        .iter()
        .map(|&(a, v)| (a, -v, if let Action::Play(c) = a { c.0 } else { 0 }))
        .collect();
    let p = tiebreak::pick(b, items).expect("options exist");
    Choice::new(
        p.action,
        b.why(|| {
            let why: std::borrow::Cow<str> = if margin <= 0 {
                if key {
                    format!(
                        "N1.5.4-5: needed to win or tie where the enemy has Gold, a {} or a City",
                        R::WORDS.shrine
                    )
                    .into()
                } else {
                    "N1.5.5: needed to win or tie".into()
                }
            } else {
                "N1.5.6: it leaves the NPC 3 disks".into()
            };
            tiebreak::explain(&why, &p)
        }),
    )
}

/// A loss in a competition (N1.5.4-5, N1.5.10): pay mina (and, where N1.5.4 applies, cards) only
/// when that makes the difference between losing and tying or tying and winning, never a mina more
/// than needed.
pub fn loss_in_competition<R: Ruleset>(b: &B<R>, d: &Decision, area: AreaId) -> Choice {
    let civ = b.st.civ(b.me);
    let my = b.st.area(area).strength(b.f()) as i32;
    let opp = strongest_other(b, area, false);
    let key = key_area(b, area);
    let mina = if d.options.contains(&Action::PayMina) {
        civ.treasury as i32
    } else {
        0
    };
    let hand = if key {
        d.options
            .iter()
            .filter(|a| matches!(a, Action::Discard(_)))
            .count() as i32
    } else {
        0
    };
    let cap = mina + hand;
    let need_win = opp - my + 1;
    let need_tie = opp - my;
    let pay = (need_win > 0 && cap >= need_win) || (need_tie > 0 && cap >= need_tie);
    if pay {
        if mina > 0 {
            return Choice::new(
                Action::PayMina,
                b.why(|| {
                    format!(
                        "N1.5.5: a {} lets it {} (needs {})",
                        R::WORDS.coin,
                        if cap >= need_win { "win" } else { "tie" },
                        need_tie.max(1)
                    )
                }),
            );
        }
        return cards::discard(
            b,
            d,
            b.why(|| {
                format!(
                    "N1.5.4: a card keeps the disk where the enemy has Gold, a {} or a City",
                    R::WORDS.shrine
                )
            }),
        );
    }
    if d.options.contains(&Action::GiveStronghold) {
        return Choice::new(
            Action::GiveStronghold,
            "N1.5 (extended): the Stronghold cube goes before a disk",
        );
    }
    Choice::new(
        Action::LoseDisk,
        if need_tie > cap {
            "N1.5.5: paying cannot save this competition"
        } else {
            "N1.5.5: it wins without paying"
        },
    )
}

/// Mercenaries Desert (N1.5.8): only the mina needed to make sure of winning; else of tying.
pub fn how_many<R: Ruleset>(b: &B<R>, d: &Decision, max: u16) -> Choice {
    let nums: Vec<u16> = d.options.iter().filter_map(Action::number).collect();
    let Some(area) = d.area.or(b.st.comp.area) else {
        let n = nums.iter().copied().filter(|&n| n >= 1).min().unwrap_or(0);
        return Choice::new(
            Action::Number(n),
            b.why(|| {
                format!(
                    "N1.5.8 (extended): never a {} more than needed",
                    R::WORDS.coin
                )
            }),
        );
    };
    let ar = b.st.area(area);
    let my = ar.strength(b.f()) as i32;
    // The victim is the strongest opposing civilization (the target chosen before).
    let others: Vec<(Faction, i32)> = (0..FACTIONS)
        .map(|i| Faction(i as u8))
        .filter(|&f| f != b.f())
        .map(|f| (f, ar.strength(f) as i32))
        .collect();
    let victim = others
        .iter()
        .filter(|(f, _)| !f.is_barbarian())
        .max_by_key(|(f, s)| (*s, std::cmp::Reverse(b.class(*f))))
        .map(|x| x.0);
    // Mercenaries Desert (#40): each mina takes a victim's piece and adds one of its own;
    // Mercenary General (#15): 2 Allies per mina; Breeder of Stallions (#18): 1 Ally per disk.
    // (The base game's cards by id: another game's card of the same id is another card.)
    let (takes, adds) = match d.card {
        Some(c) if b.is_card(c, MERCENARY_GENERAL) => (0, 2),
        Some(c)
            if R::competition_effect(c).is_some_and(|k| k.effect == CompEffect::AllyInvestment) =>
        {
            (0, 1)
        }
        _ => (1, 1),
    };
    let margin = |n: i32| {
        let opp = others
            .iter()
            .map(|&(f, s)| if Some(f) == victim { s - takes * n } else { s })
            .max()
            .unwrap_or(0);
        my + adds * n - opp
    };
    let low = *nums.iter().min().unwrap_or(&0) as i32;
    let top = max.min(*nums.iter().max().unwrap_or(&0)) as i32;
    let win = (low..=top).find(|&n| margin(n) > 0);
    let tie = (low..=top).find(|&n| margin(n) >= 0);
    // The reason in the game's words (`Catalog::words`).
    let (n, why): (i32, fn(&str) -> String) = match (win, tie) {
        (Some(n), _) => (n, |c| {
            format!("N1.5.8: only the {c} needed to make sure of winning")
        }),
        (None, Some(n)) => (n, |c| {
            format!("N1.5.8 / N1.5.5: winning is out of reach; the {c} needed to tie")
        }),
        _ => (low, |c| format!("N1.5.5: no {c} when it cannot win or tie")),
    };
    let n = n as u16;
    let act = if nums.contains(&n) {
        Action::Number(n)
    } else {
        Action::Number(nums.first().copied().unwrap_or(0))
    };
    Choice::new(act, b.why(|| why(R::WORDS.coins)))
}

// ---- Traitor (N1.5.2) ----

/// After betraying `v` in `a`, the NPC's margin there.
fn traitor_margin<R: Ruleset>(b: &B<R>, a: AreaId, v: Slot) -> i32 {
    let ar = b.st.area(a);
    let my = ar.strength(b.f()) as i32;
    let opp = (0..FACTIONS)
        .map(|i| Faction(i as u8))
        .filter(|&f| f != b.f() && f != v.faction())
        .map(|f| ar.strength(f) as i32)
        .max()
        .unwrap_or(0);
    my - opp
}

/// N1.5.2: among `areas`, the competition where betraying one civilization lets the NPC win (or
/// tie where it would lose), first in the N1.5.1 order, then the Primary Enemy first: the area,
/// the civilization betrayed and the NPC's margin after.
pub fn traitor_options<R: Ruleset>(b: &B<R>, areas: &[AreaId]) -> Option<(AreaId, Slot, i32)> {
    type Best = ((u8, u8, u16), AreaId, Slot, i32);
    let mut best: Option<Best> = None;
    for &a in areas {
        let ar = b.st.area(a);
        let before = ar.strength(b.f()) as i32 - strongest_other(b, a, false);
        for v in b.others().filter(|&x| ar.count(x.faction()) > 0) {
            let after = traitor_margin(b, a, v);
            let useful = after > 0 || (after == 0 && before < 0);
            if !useful {
                continue;
            }
            let key = (
                solitaire_rank::<R>(b.cat, b.st, a).0,
                b.class(v.faction()),
                solitaire_rank::<R>(b.cat, b.st, a).1,
            );
            if best.as_ref().is_none_or(|x| key < x.0) {
                best = Some((key, a, v, after));
            }
        }
    }
    best.map(|x| (x.1, x.2, x.3))
}

/// The area the NPC betrays in (recomputed for the victim question that follows).
pub fn traitor_area<R: Ruleset>(b: &B<R>) -> Option<AreaId> {
    let q = b.q();
    let areas: Vec<AreaId> = q
        .playable_areas()
        .filter(|&a| {
            q.is_land(a)
                && q.contested(a)
                && q.occupies(b.f(), a)
                && b.others().any(|x| q.occupies(x.faction(), a))
        })
        .collect();
    traitor_options(b, &areas).map(|x| x.0)
}

pub fn traitor<R: Ruleset>(b: &B<R>, d: &Decision) -> Choice {
    let areas: Vec<AreaId> = d.options.iter().filter_map(Action::area).collect();
    match traitor_options(b, &areas) {
        Some((a, _, _)) => Choice::new(
            Action::Area(a),
            "N1.5.2: Traitor wins a competition, chosen in the N1.5.1 order",
        ),
        None => Choice::new(Action::Decline, "N1.5.2: no competition Traitor would win"),
    }
}

// ---- Solitaire resolution order (N1.5.1) ----

/// The N1.5.1 category of a Contested area (1 first) and its north-east to south-west rank.
/// Categories 3-6 use the union of all NPCs' Primary Enemies (A7.7). ACIS's N1.5.1 inserts the
/// areas holding an NPC's Wonder blocks after its Gold, and those of a Primary Enemy after its
/// Gold (`B::block_areas`; none in the base game, whose order the extra categories leave as it
/// was).
pub fn solitaire_rank<R: Ruleset>(cat: &Catalog, st: &State, a: AreaId) -> (u8, u16) {
    let ne = cat.board.area(a).ne_sw_rank;
    let npcs: Vec<Slot> = st
        .order
        .iter()
        .copied()
        .filter(|&s| st.civ(s).npc)
        .collect();
    let primaries: Vec<Slot> = npcs
        .iter()
        .filter_map(|&n| B::<R>::under(cat, st, n).primary())
        .collect();
    let b0 = |s: Slot| B::<R>::under(cat, st, s);
    let q = crate::games::acme::query::Q::<R>::under(cat, st);
    let has = |list: &[Slot], f: &dyn Fn(&B<R>, Slot) -> bool| list.iter().any(|&s| f(&b0(s), s));
    let adj = |set: u128| q.neighbour_set(a) & set != 0;
    let cat_of = || -> u8 {
        if has(&npcs, &|_, s| q.homeland(s) == Some(a)) {
            return 1;
        }
        if has(&npcs, &|b, s| b.gold_of(s) & bit(a) != 0) {
            return 2;
        }
        if has(&npcs, &|b, s| b.block_areas(s) & bit(a) != 0) {
            return 3;
        }
        if has(&npcs, &|_, s| q.is_city(s, a)) {
            return 4;
        }
        if has(&primaries, &|_, s| q.homeland(s) == Some(a)) {
            return 5;
        }
        if has(&primaries, &|b, s| b.gold_of(s) & bit(a) != 0) {
            return 6;
        }
        if has(&primaries, &|b, s| b.block_areas(s) & bit(a) != 0) {
            return 7;
        }
        if has(&primaries, &|_, s| q.is_city(s, a)) {
            return 8;
        }
        if has(&primaries, &|_, s| {
            q.homeland(s).is_some_and(|h| adj(bit(h)))
        }) {
            return 9;
        }
        if has(&primaries, &|b, s| adj(b.gold_of(s))) {
            return 10;
        }
        if has(&primaries, &|_, s| adj(q.city_set(s))) {
            return 11;
        }
        12
    };
    (cat_of(), ne)
}

/// Contested areas in the solitaire order of N1.5.1 (for historical solitaire scenarios; the basic
/// game keeps the Rulebook's north-east to south-west order).
pub fn solitaire_order(cat: &Catalog, st: &State, areas: &[AreaId]) -> Vec<AreaId> {
    let mut v: Vec<AreaId> = areas.to_vec();
    v.sort_by_key(|&a| solitaire_rank::<Acme>(cat, st, a));
    v
}

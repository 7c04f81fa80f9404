//! Exploration games (playbook-spec X2.3, X2.5, X2.6): the Civilization Pool, the Exploration
//! Phase at the start of every turn (exploration, then maintenance), and the Civilization
//! Creation Sequence that brings an unknown NPC into play (at most one per turn).

use serde::{Deserialize, Serialize};

use super::ExplorationOptions;
use super::procs::{Chooser, choose, rule8_pattern, sc, sc_mut};
use crate::games::acme::catalog::{AreaId, AreaSet, Catalog, CivKind, bit, iter_set};
use crate::games::acme::decision::{Action, Ask, Decision};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::state::{CivState, Color, DISKS_PER_COLOR, Faction, MAX_SLOTS, Slot};

/// A disk drawn from the Civilization Pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Token {
    White,
    Black,
    Yellow,
    Colour(Color),
}

pub use crate::games::acme::state::scenario_state::ExplorationState;

impl ExplorationState {
    pub fn new(opts: &ExplorationOptions, cat: &Catalog) -> Self {
        ExplorationState {
            white: 6,
            black: 4,
            yellow: 1,
            colours: opts.unknown.clone(),
            unknown: opts.unknown.clone(),
            homeland_on_map: opts.homeland_on_map,
            excluded: opts
                .excluded
                .iter()
                .filter_map(|n| cat.civ_by_name(n))
                .collect(),
            created_this_turn: false,
            colour_drawn: false,
            queue: Vec::new(),
            markers: 0,
        }
    }
    pub fn pool_size(&self) -> usize {
        self.white as usize + self.black as usize + self.yellow as usize + self.colours.len()
    }
}

fn ex<'a>(g: &'a G) -> Option<&'a ExplorationState> {
    g.st.scenario
        .as_deref()
        .and_then(|s| s.exploration.as_ref())
}
fn ex_mut<'a>(g: &'a mut G) -> &'a mut ExplorationState {
    sc_mut(g).exploration.as_mut().expect("an Exploration game")
}

/// Draw a Pool disk at random (it goes back at once, X2.3.3).
pub fn draw(g: &mut G) -> Token {
    let e = ex(g).expect("an Exploration game").clone();
    let n = e.pool_size();
    let mut r = g.random(n);
    if r < e.white as usize {
        return Token::White;
    }
    r -= e.white as usize;
    if r < e.black as usize {
        return Token::Black;
    }
    r -= e.black as usize;
    if r < e.yellow as usize {
        return Token::Yellow;
    }
    r -= e.yellow as usize;
    Token::Colour(e.colours[r])
}

/// The human civilization that explores and gains the yellow results (A7.23: always the human;
/// the first human in Turn Order when there are several).
pub fn explorer(g: &G) -> Option<Slot> {
    g.st.order.iter().copied().find(|&s| !g.st.civ(s).npc)
}

/// X2.5.2-4: start the Exploration Phase: every empty area next to a disk that began the phase on
/// the map, grouped (human first, then NPCs, then Barbarians). False if this is no Exploration
/// game.
pub fn begin(g: &mut G, ctx: &mut Ctx) -> bool {
    if ex(g).is_none() {
        return false;
    }
    let q = g.q();
    let mut seen: AreaSet = 0;
    let mut queue: Vec<(AreaId, u8)> = Vec::new();
    let humans: Vec<Faction> =
        g.st.order
            .iter()
            .filter(|s| !g.st.civ(**s).npc)
            .map(|s| s.faction())
            .collect();
    let npcs: Vec<Faction> =
        g.st.order
            .iter()
            .filter(|s| g.st.civ(**s).npc)
            .map(|s| s.faction())
            .collect();
    let groups: [Vec<Faction>; 3] = [humans, npcs, vec![Faction::BARBARIANS]];
    for (k, group) in groups.iter().enumerate() {
        let mut near: AreaSet = 0;
        for &f in group {
            for a in q.areas_of(f) {
                near |= q.neighbour_set(a);
            }
        }
        let mut list: Vec<AreaId> = iter_set(near & !seen)
            .filter(|&a| g.st.areas[a.0 as usize].is_empty())
            .collect();
        list.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
        for a in list {
            seen |= bit(a);
            queue.push((a, k as u8));
        }
    }
    ctx.note(
        None,
        g.text(|| format!("Exploration Phase: {} areas to explore", queue.len())),
        "playbook-spec X2.5",
    );
    let e = ex_mut(g);
    e.queue = queue;
    e.created_this_turn = false;
    e.colour_drawn = false;
    e.markers = 0;
    true
}

/// Explore the next area (the human chooses the order among the areas next to his disks).
/// Returns whether any area is left.
pub fn explore_next(g: &mut G, ctx: &mut Ctx) -> Step<bool> {
    let queue = ex(g).map(|e| e.queue.clone()).unwrap_or_default();
    let Some(&(first, group)) = queue.first() else {
        return Ok(false);
    };
    let mut a = first;
    if group == 0 {
        let mine: Vec<AreaId> = queue.iter().filter(|x| x.1 == 0).map(|x| x.0).collect();
        if mine.len() > 1
            && let Some(h) = explorer(g)
        {
            let d = Decision::new(
                h,
                Ask::Scenario {
                    rule: "X2.5.3".into(),
                },
                g.text(|| {
                    format!(
                        "{}: Exploration - choose the next area to explore ({} left)",
                        g.q().civ_name(h),
                        mine.len()
                    )
                }),
                "playbook-spec X2.5.3",
                mine.iter().map(|&x| Action::Area(x)).collect(),
            );
            let Action::Area(x) = ctx.ask(g.st, d)? else {
                unreachable!()
            };
            a = x;
        }
    }
    ex_mut(g).queue.retain(|x| x.0 != a);
    // An area something moved into during this phase is no longer empty: nothing to explore.
    if g.st.areas[a.0 as usize].is_empty() {
        let t = draw(g);
        explore_with(g, ctx, a, t)?;
    }
    Ok(!ex(g).is_some_and(|e| e.queue.is_empty()))
}

/// What a Pool disk drawn for an explored area does (X2.5.5-10).
pub fn explore_with(g: &mut G, ctx: &mut Ctx, a: AreaId, t: Token) -> Step {
    let name = g.q().name(a).to_string();
    match t {
        Token::White => mark(g, ctx, a),
        Token::Black => {
            let Some(c) = g.take_top(ctx) else {
                return Ok(());
            };
            if g.cat.card(c).is_event() {
                // An invasion that can reach the area is resolved as it is; any other Event
                // first puts 2 Barbarians there.
                let reaches = crate::games::acme::cards::events::is_invasion(c)
                    && crate::games::acme::cards::events::ground_zero_options(g, c)
                        .iter()
                        .any(|&gz| {
                            (bit(gz) | crate::games::acme::cards::events::spread(g, c, gz)) & bit(a)
                                != 0
                        });
                if !reaches {
                    g.place_unlimited(ctx, Faction::BARBARIANS, a, 2);
                }
                ctx.note(
                    None,
                    g.text(|| format!("{name}: black - {} is revealed", g.cat.card_name(c))),
                    "playbook-spec X2.5.6",
                );
                g.resolve_events(ctx, vec![c], None)?;
            } else {
                let n = match first_digit(c.0) {
                    1..=4 => 1,
                    5..=7 => 2,
                    _ => 3,
                };
                g.st.deck.discard.push(c);
                g.place_unlimited(ctx, Faction::BARBARIANS, a, n);
                ctx.note(
                    None,
                    g.text(|| {
                        format!(
                            "{name}: black - card #{} puts {n} Barbarian disk(s) there",
                            c.0
                        )
                    }),
                    "playbook-spec X2.5.6",
                );
            }
        }
        Token::Yellow => {
            let Some(c) = g.take_top(ctx) else {
                return Ok(());
            };
            if g.cat.card(c).is_event() {
                ctx.note(
                    None,
                    g.text(|| format!("{name}: yellow - the treasure was cursed")),
                    "playbook-spec X2.5.7",
                );
                g.resolve_events(ctx, vec![c], None)?;
                return Ok(());
            }
            g.st.deck.discard.push(c);
            let Some(h) = explorer(g) else {
                return Ok(());
            };
            let f = h.faction();
            let (disks, mina, treasure) = match first_digit(c.0) {
                1..=3 => (1, 0, false),
                4..=6 => (2, 0, false),
                7 | 8 => (1, 1, false),
                _ => (1, 0, true),
            };
            g.place(ctx, f, a, disks);
            if mina > 0 {
                g.gain_mina(ctx, h, mina);
            }
            ctx.note(
                Some(h),
                g.text(|| {
                    format!(
                        "{name}: yellow - card #{} gives {} {disks} disk(s){}",
                        c.0,
                        g.q().civ_name(h),
                        if mina > 0 {
                            " and 1 mina"
                        } else if treasure {
                            " and a treasure"
                        } else {
                            ""
                        }
                    )
                }),
                "playbook-spec X2.5.7",
            );
            if treasure {
                let mut two = Vec::new();
                for _ in 0..2 {
                    if let Some(r) = g.reveal_non_event(ctx)? {
                        two.push(r);
                    }
                }
                crate::games::acme::draw_abilities::keep_one(g, ctx, h, two, "Treasure (X2.5.7)")?;
            }
        }
        Token::Colour(col) => {
            let e = ex(g).expect("an Exploration game");
            let room = g
                .q()
                .neighbours(a)
                .any(|n| g.st.areas[n.0 as usize].is_empty() && e.markers & bit(n) == 0);
            let fresh = !e.colour_drawn && !e.created_this_turn && e.unknown.contains(&col);
            if fresh && room && g.st.civs.len() < MAX_SLOTS {
                ex_mut(g).colour_drawn = true;
                create(g, ctx, a, col)?;
            } else {
                // X2.5.10: any other colour draw counts as white.
                mark(g, ctx, a);
            }
        }
    }
    Ok(())
}

fn mark(g: &mut G, ctx: &mut Ctx, a: AreaId) {
    ex_mut(g).markers |= bit(a);
    ctx.note(
        None,
        g.text(|| format!("{}: white - nothing found", g.q().name(a))),
        "playbook-spec X2.5.5",
    );
}

/// The most significant decimal digit of a card ID (C0.3.6).
pub fn first_digit(id: u8) -> u8 {
    let mut x = id;
    while x >= 10 {
        x /= 10;
    }
    x
}

/// X2.5.12: Maintenance.
pub fn maintenance(g: &mut G, ctx: &mut Ctx) {
    let active_npc = g.st.order.iter().any(|s| g.st.civ(*s).npc);
    let e = ex_mut(g);
    e.markers = 0;
    if e.unknown.is_empty() {
        e.colours.clear();
        return;
    }
    let mut adds = 0;
    if !active_npc {
        adds += 1;
    }
    if !e.created_this_turn {
        adds += 1;
    }
    for _ in 0..adds {
        let pool: Vec<Color> = if e_colours(g).is_empty() {
            ex(g).map(|e| e.unknown.clone()).unwrap_or_default()
        } else {
            e_colours(g)
        };
        if pool.is_empty() {
            break;
        }
        let c = pool[g.random(pool.len())];
        ex_mut(g).colours.push(c);
        ctx.note(
            None,
            g.text(|| {
                format!(
                    "Maintenance: a {} disk joins the Civilization Pool",
                    c.name()
                )
            }),
            "playbook-spec X2.5.12",
        );
    }
}

fn e_colours(g: &G) -> Vec<Color> {
    ex(g).map(|e| e.colours.clone()).unwrap_or_default()
}

/// Civilizations an unknown NPC may become: not in play, not set aside, with a Homeland on the
/// map when that option is chosen (X2.1.5).
fn available(g: &G) -> Vec<CivKind> {
    let e = ex(g).expect("an Exploration game");
    let active: Vec<CivKind> = g.st.civs.iter().map(|c| c.civ).collect();
    g.cat
        .civs
        .iter()
        .filter(|c| !active.contains(&c.kind) && !e.excluded.contains(&c.kind))
        .filter(|c| !e.homeland_on_map || c.homes.iter().any(|&h| g.q().playable(h)))
        .map(|c| c.kind)
        .collect()
}

/// Inactive civilizations whose printed Homeland is this area.
fn homeland_of_inactive(g: &G, a: AreaId) -> Vec<CivKind> {
    let avail = available(g);
    g.cat
        .board
        .area(a)
        .home_of
        .iter()
        .copied()
        .filter(|k| avail.contains(k))
        .collect()
}

/// Distance from an area to the nearest human disk (large when there is none).
fn human_distance(g: &G, a: AreaId) -> u32 {
    let q = g.q();
    let humans: Vec<Slot> =
        g.st.slots()
            .filter(|&s| !g.st.civ(s).npc && !sc(g).is_neutral(s))
            .collect();
    q.playable_areas()
        .filter(|&x| humans.iter().any(|h| q.occupies(h.faction(), x)))
        .filter_map(|x| q.distance(a, x))
        .min()
        .unwrap_or(99)
}

/// X2.6.1-2 preferences among empty areas: an inactive civilization's Homeland, then farthest from
/// human disks, then Land before Sea, then a revealed card (A7.1).
fn pick_area(g: &mut G, ctx: &mut Ctx, s: Slot, opts: Vec<AreaId>) -> Step<Option<AreaId>> {
    if opts.is_empty() {
        return Ok(None);
    }
    let key = |g: &G, a: AreaId| {
        (
            !homeland_of_inactive(g, a).is_empty(),
            human_distance(g, a),
            g.q().is_land(a),
        )
    };
    let best = opts.iter().map(|&a| key(g, a)).max().expect("not empty");
    let top: Vec<AreaId> = opts.into_iter().filter(|&a| key(g, a) == best).collect();
    Ok(Some(choose(g, ctx, s, &top, Chooser::Reveal, 1)?))
}

/// X2.6: the Civilization Creation Sequence for a colour drawn in `explored`.
pub fn create(g: &mut G, ctx: &mut Ctx, explored: AreaId, col: Color) -> Step {
    let rule = "playbook-spec X2.6";
    // A new slot for the NPC; its display is settled in step 5.
    let placeholder = available(g).first().copied().unwrap_or(g.st.civs[0].civ);
    let s = Slot(g.st.civs.len() as u8);
    g.st.civs
        .push(CivState::new(placeholder, col, true, DISKS_PER_COLOR));
    g.st.rule8.push(false);
    {
        let sm = sc_mut(g);
        sm.names.push(String::new());
        if let Some(t) = sm.tracks.as_mut() {
            t.stage.push([0; 3]);
        }
    }
    let f = s.faction();
    g.place_unlimited(ctx, f, explored, 1);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "A {} civilization is discovered in {}",
                col.name(),
                g.q().name(explored)
            )
        }),
        rule,
    );
    // Steps 1-2.
    let empty_next_to = |g: &G, a: AreaId, desert: bool| -> Vec<AreaId> {
        let markers = ex(g).map(|e| e.markers).unwrap_or(0);
        let all: Vec<AreaId> = g
            .q()
            .neighbours(a)
            .filter(|&n| g.st.areas[n.0 as usize].is_empty() && markers & bit(n) == 0)
            .collect();
        let non_desert: Vec<AreaId> = all
            .iter()
            .copied()
            .filter(|&n| g.q().terrain(n) != crate::games::acme::catalog::Terrain::Desert)
            .collect();
        // A7.26: Desert only when nothing else is free (step 1); never in step 2.
        if !non_desert.is_empty() || !desert {
            non_desert
        } else {
            all
        }
    };
    let opts = empty_next_to(g, explored, true);
    let Some(d1) = pick_area(g, ctx, s, opts)? else {
        return finish(g, ctx, s, explored, None);
    };
    g.place_unlimited(ctx, f, d1, 1);
    let opts = empty_next_to(g, d1, false);
    let d2 = pick_area(g, ctx, s, opts)?;
    if let Some(d2) = d2 {
        g.place_unlimited(ctx, f, d2, 1);
    }
    let centre = d2.unwrap_or(d1);
    // Step 5a before the deployment when a Homeland was reached (X2.6.12).
    let mut home = None;
    for a in [Some(d1), d2].into_iter().flatten() {
        let kinds = homeland_of_inactive(g, a);
        if !kinds.is_empty() {
            let k = kinds[g.random(kinds.len())];
            home = Some((a, k));
        }
    }
    if let Some((a, k)) = home {
        settle(g, ctx, s, a, k);
    }
    // Step 3: size.
    let size = match super::exploration::draw(g) {
        Token::White => 8,
        Token::Black => 10,
        _ => 12,
    } + 2 * (g.st.turn.saturating_sub(1) as u16);
    ctx.note(
        Some(s),
        g.text(|| format!("The new civilization will place {size} more disks")),
        "playbook-spec X2.6.3",
    );
    // Step 4: Rule 8 pattern around the last disk placed, then Cities, then the growth box.
    let mut left = rule8_pattern(g, ctx, s, centre, size, Chooser::Reveal, 0)?;
    while left > 0 {
        let q = g.q();
        let mut cand: Vec<AreaId> = q
            .areas_of(f)
            .into_iter()
            .filter(|&a| {
                q.is_land(a)
                    && q.terrain(a) != crate::games::acme::catalog::Terrain::Desert
                    && q.disks(f, a) < 3
                    && q.room(f, a) > 0
            })
            .collect();
        cand.sort_by_key(|&a| std::cmp::Reverse(human_distance(g, a)));
        let Some(&a) = cand.first() else { break };
        let need = (3 - g.q().disks(f, a)) as u16;
        let placed = g.place(ctx, f, a, need.min(left) as u8);
        if placed == 0 {
            break;
        }
        left -= placed as u16;
    }
    if left > 0 {
        g.to_growth(s, left);
    }
    finish(g, ctx, s, centre, home.map(|h| h.0))
}

/// Step 5a: the NPC becomes the civilization of the Homeland reached; 2 more disks there.
fn settle(g: &mut G, ctx: &mut Ctx, s: Slot, a: AreaId, k: CivKind) {
    g.st.civ_mut(s).civ = k;
    g.st.civ_mut(s).homeland = Some(a);
    let name = g.cat.civ(k).name.clone();
    sc_mut(g).names[s.idx()] = name.clone();
    g.place(ctx, s.faction(), a, 2);
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "The new civilization is {name}, with its Homeland in {}",
                g.q().name(a)
            )
        }),
        "playbook-spec X2.6.5",
    );
}

/// Steps 5b-8: Homeland if none was reached, Turn Order box 1, VP, hand, optional Deity.
fn finish(g: &mut G, ctx: &mut Ctx, s: Slot, _centre: AreaId, home: Option<AreaId>) -> Step {
    let f = s.faction();
    if home.is_none() {
        // 5b: the non-Desert Land area farthest from human disks; the display of the inactive
        // civilization whose Homeland is nearest.
        let q = g.q();
        let mut cand: Vec<AreaId> = q
            .areas_of(f)
            .into_iter()
            .filter(|&a| {
                q.is_land(a) && q.terrain(a) != crate::games::acme::catalog::Terrain::Desert
            })
            .collect();
        if cand.is_empty() {
            cand = q.areas_of(f);
        }
        cand.sort_by_key(|&a| {
            (
                std::cmp::Reverse(human_distance(g, a)),
                g.cat.board.area(a).ne_sw_rank,
            )
        });
        if let Some(&h) = cand.first() {
            let avail = available(g);
            let q = g.q();
            let best = avail
                .iter()
                .map(|&k| {
                    let d = g
                        .cat
                        .civ(k)
                        .homes
                        .iter()
                        .filter_map(|&x| q.distance(h, x))
                        .min()
                        .unwrap_or(99);
                    (d, k)
                })
                .min_by_key(|x| x.0);
            let k = best.map(|b| b.1).unwrap_or(g.st.civ(s).civ);
            g.st.civ_mut(s).civ = k;
            g.st.civ_mut(s).homeland = Some(h);
            let name = g.cat.civ(k).name.clone();
            sc_mut(g).names[s.idx()] = name.clone();
            g.place(ctx, f, h, 2);
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "The new civilization takes its Homeland in {} and the {name} display",
                        g.q().name(h)
                    )
                }),
                "playbook-spec X2.6.6",
            );
        }
    }
    // Step 6: Turn Order box 1 (A7.24).
    g.st.order.insert(0, s);
    // Step 7: VP equal to the (highest) human total (A7.28).
    let vp =
        g.st.slots()
            .filter(|&x| x != s && !g.st.civ(x).npc && !sc(g).is_neutral(x))
            .map(|x| g.st.civ(x).vp)
            .max()
            .unwrap_or(0);
    g.st.civ_mut(s).vp = vp;
    // Step 8: 5 non-Event cards; revealed Events go back, and the deck is shuffled.
    let mut events = Vec::new();
    while g.st.civ(s).hand.len() < 5 {
        let Some(c) = g.take_top(ctx) else { break };
        if g.cat.card(c).is_event() {
            events.push(c);
        } else {
            g.st.civ_mut(s).hand.push(c);
        }
    }
    if !events.is_empty() {
        let mut d = std::mem::take(&mut g.st.deck.draw);
        d.extend(events);
        g.shuffle(&mut d);
        g.st.deck.draw = d;
    }
    // X2.6.8 (option): a random Deity.
    let deity =
        g.st.scenario
            .as_deref()
            .is_some_and(|x| x.npc_starting_deity);
    if deity {
        let free: Vec<_> = crate::games::acme::state::deity_ids()
            .filter(|&d| g.st.block(d) == crate::games::acme::state::BlockLoc::Available)
            .collect();
        if !free.is_empty() {
            let d = free[g.random(free.len())];
            g.establish(ctx, s, d);
        }
    }
    let col = g.st.civ(s).color;
    let e = ex_mut(g);
    e.unknown.retain(|&c| c != col);
    e.colours.retain(|&c| c != col); // A7.25
    e.created_this_turn = true;
    ctx.note(
        Some(s),
        g.text(|| {
            format!(
                "{} enters play: Turn Order box 1, {vp} VP",
                g.q().civ_name(s)
            )
        }),
        "playbook-spec X2.6.9-11",
    );
    Ok(())
}

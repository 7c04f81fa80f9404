//! End of Epoch Phase (RB p28), the Change of Epoch Table (content 7), Epoch scoring, and the
//! Endgame with its tie-breakers (RB p29).

use super::catalog::{AreaId, CardId, Terrain, bit};
use super::decision::{Action, Ask, Decision};
use super::event::{Event, Phase};
use super::flow::Flow;
use super::g::G;
use super::losses::{Loss, LossMemo, LossRules};
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::{BlockLoc, Faction, Slot};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};

pub(crate) fn step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    let Flow::EndOfEpoch { step } = g.st.flow else {
        unreachable!()
    };
    let next = |s: u8| Flow::EndOfEpoch { step: s };
    match step {
        0 => {
            ctx.emit(|| Event::PhaseStarted {
                epoch: g.st.epoch,
                turn: g.st.turn,
                phase: Phase::EndOfEpoch,
            });
            ctx.emit(|| Event::EpochEnded { epoch: g.st.epoch });
            let last = g.st.epoch >= g.st.options.last_epoch
                || super::reckoning::vp_goal_reached(g)
                || R::game_ends(g);
            g.st.flow = if last { next(20) } else { next(1) };
        }
        // 1. Hands are discarded; inactivity cards lying on Deities too (G12).
        1 => {
            for s in g.st.slots().collect::<Vec<_>>() {
                let hand = std::mem::take(&mut g.st.civ_mut(s).hand);
                g.st.deck.discard.extend(hand);
                if let Some(c) = g.st.civ_mut(s).deity_inactive_by.take() {
                    g.st.deck.discard.push(c);
                }
            }
            g.st.flow = next(2);
        }
        // 2. The discard pile and set-aside cards are shuffled into the draw deck.
        2 => {
            let mut all = std::mem::take(&mut g.st.deck.draw);
            all.append(&mut g.st.deck.discard);
            all.append(&mut g.st.deck.set_aside);
            g.shuffle(&mut all);
            g.st.deck.draw = all;
            g.st.flow = next(3);
        }
        // 3. The Change of Epoch Table.
        3 => {
            change_of_epoch(g, ctx)?;
            g.st.flow = next(4);
        }
        4 => {
            epoch_scoring(g, ctx);
            g.st.flow = next(5);
        }
        // 5. Mina do not carry over.
        5 => {
            for s in g.st.slots().collect::<Vec<_>>() {
                let t = g.st.civ(s).treasury;
                g.spend_mina(ctx, s, t);
            }
            g.st.flow = next(6);
        }
        // 6. Five cards each, in Turn Order (not a Draw Step).
        6 => {
            g.st.flow = next(30);
        }
        // One step per Turn Order position: 30-37 deal to up to 8 civilizations (MAX_SLOTS),
        // and 38, reached after an 8th civilization, goes on to step 7 like an empty position.
        30..=38 => {
            let pos = (step - 30) as usize;
            if let Some(&s) = g.st.order.get(pos) {
                g.draw_cards(ctx, s, 5)?;
                g.enforce_hand_limit(ctx, s)?;
                g.st.flow = next(step + 1);
            } else {
                g.st.flow = next(7);
            }
        }
        // 7. The card(s) revealed for the table go back and the deck is shuffled.
        7 => {
            let mut d = std::mem::take(&mut g.st.deck.draw);
            d.append(&mut g.st.epoch_revealed);
            g.shuffle(&mut d);
            g.st.deck.draw = d;
            g.st.flow = next(8);
        }
        // 8. Next Epoch, turn 1.
        8 => {
            g.st.epoch += 1;
            g.st.turn = 1;
            g.st.epoch_ends = false;
            g.st.epoch_ends_now = false;
            g.st.flow = Flow::GrowthStart;
        }
        // The game's final Epoch: optional Final Epoch Event, Epoch scoring, Endgame.
        20 => {
            if g.st.options.final_epoch_event {
                final_epoch_event(g, ctx)?;
            }
            epoch_scoring(g, ctx);
            endgame(g, ctx);
        }
        _ => unreachable!("End of Epoch step {step}"),
    }
    Ok(())
}

/// RB End of Epoch step 3: reveal the top card; the ruleset says what it does
/// ([`Ruleset::change_of_epoch`]).
fn change_of_epoch<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    let Some(c) = g.take_top(ctx) else {
        return Ok(());
    };
    ctx.note(
        None,
        g.text(|| {
            format!(
                "Change of Epoch: {} (#{}) is revealed",
                g.cat.card_name(c),
                c.0
            )
        }),
        "RB End of Epoch step 3",
    );
    R::change_of_epoch(g, ctx, c)
}

/// The base game's Change of Epoch for the revealed card `c`: 97-103 trigger Barbarians at the
/// Gates, other IDs apply their table row; the card goes back into the deck after the deal
/// (step 7).
pub(crate) fn base_change_of_epoch<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, c: CardId) -> Step {
    g.st.epoch_revealed.push(c);
    if (97..=103).contains(&c.0) {
        return barbarians_at_the_gates(g, ctx, c);
    }
    apply_row(g, ctx, c)
}

/// Keep revealing until two invasions (#98-#102) have appeared, resolving each; other Events are
/// not executed; everything revealed goes back into the deck (RB, content row 97-103).
fn barbarians_at_the_gates<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, first: CardId) -> Step {
    ctx.note(None, "Barbarians at the Gates!", "RB End of Epoch step 3");
    let mut invasions = 0;
    let mut card = Some(first);
    while let Some(c) = card {
        if super::cards::events::is_invasion(c) {
            invasions += 1;
            ctx.emit(|| Event::EventCard {
                card: c,
                controller: None,
            });
            let controller = super::cards::events::invasion_controller(g, ctx);
            super::cards::events::invade_now(g, ctx, c, controller)?;
            if invasions == 2 {
                break;
            }
        }
        card = g.take_top(ctx);
        if let Some(x) = card {
            g.st.epoch_revealed.push(x);
        }
    }
    Ok(())
}

/// The optional Final Epoch Event: reveal until an ID below 69 and apply its row (RB Options).
fn final_epoch_event<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    let mut seen = Vec::new();
    while let Some(c) = g.take_top(ctx) {
        seen.push(c);
        if c.0 < 69 {
            ctx.note(
                None,
                g.text(|| format!("Final Epoch Event: {} (#{})", g.cat.card_name(c), c.0)),
                "RB Final Epoch Event",
            );
            apply_row(g, ctx, c)?;
            break;
        }
    }
    g.st.deck.discard.extend(seen);
    Ok(())
}

fn cities_of<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    g.q().city_areas(s)
}

/// A loss at the End of Epoch is an ordinary disk removal: RB Alternate Loss ("whenever a
/// civilization would have one of its disks removed from the map for any reason ... lose 1 mina; or
/// discard 1 card from its hand"). Hands are empty at step 3 of a non-final Epoch, so only a mina
/// can pay there; the optional Final Epoch Event comes with the hands still held, and a card pays.
pub(crate) fn epoch_loss<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    f: Faction,
    a: AreaId,
) -> Step<Loss> {
    g.lose_one(ctx, f, a, LossRules::rule(), &mut LossMemo::default())
}

/// Add Barbarian disks for a table row (Growth/Card Phase limits, G3); with the black supply empty,
/// the first civilization in Turn Order may borrow them from the map (G3).
fn row_barbarians<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    row: CardId,
    a: AreaId,
    n: u8,
    filling: super::catalog::AreaSet,
) -> Step {
    let chooser = g.st.order.first().copied().unwrap_or(super::state::NOBODY);
    super::cards::events::add_barbarians(
        g,
        ctx,
        chooser,
        row,
        super::cards::events::BORROW,
        a,
        n,
        filling,
    )?;
    Ok(())
}

/// A row of the Change of Epoch Table (content 7): what it does for the revealed card `c`, with the
/// Turn Order as it was when the row began.
pub type RowEffect<R> = fn(&mut G<R>, &mut Ctx, CardId, Vec<Slot>) -> Step;

/// The rows with an effect, by their first card ID (`EpochRow::from`); the others (69-96 Quiet
/// Succession) do nothing, and 97-103 are Barbarians at the Gates ([`base_change_of_epoch`]). A
/// table per ruleset (the rows run its hooks), hence the type around it.
struct Rows<R>(std::marker::PhantomData<R>);

impl<R: Ruleset> Rows<R> {
    const ALL: [(u8, RowEffect<R>); 14] = [
        (1, black_death),
        (6, nomad_migrations),
        (11, rivers_flood),
        (16, golden_age),
        (21, fall_of_empires),
        (26, age_of_prophets),
        (31, great_earthquakes),
        (36, provinces_revolt),
        (41, peace_and_plenty),
        (46, pirates_of_the_inner_seas),
        (51, great_drought),
        (56, new_dynasties),
        (61, exodus),
        (65, age_of_heroes),
    ];
}

/// The base game's row starting at card ID `from` ([`Ruleset::epoch_row`]'s default).
pub(crate) fn base_row<R: Ruleset>(from: u8) -> Option<RowEffect<R>> {
    Rows::<R>::ALL
        .iter()
        .find(|(f, _)| *f == from)
        .map(|&(_, effect)| effect)
}

/// Apply the Change of Epoch Table row for a card ID (content 7; the ruleset's table,
/// [`Ruleset::epoch_row`]).
pub fn apply_row<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, c: CardId) -> Step {
    let Some(row) = g.cat.epoch_row(c) else {
        return Ok(());
    };
    let name = row.raw.name.clone();
    ctx.note(
        None,
        g.text(|| format!("Change of Epoch: {name}")),
        format!("Change of Epoch Table {}-{}", row.from, row.to),
    );
    let order = g.st.order.clone();
    match R::epoch_row(row.from) {
        Some(effect) => effect(g, ctx, c, order),
        None => Ok(()),
    }
}

/// Change of Epoch Table 1-5, Black Death: every City loses 1 disk.
pub(crate) fn black_death<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    order: Vec<Slot>,
) -> Step {
    for s in order {
        for a in cities_of(g, s) {
            epoch_loss(g, ctx, s.faction(), a)?;
        }
    }
    Ok(())
}

/// Change of Epoch Table 6-10, Nomad Migrations: every Land area with 2+ Barbarian disks, north-east
/// first, sends 1 into each adjacent empty Land area while it keeps at least 1.
pub(crate) fn nomad_migrations<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    _order: Vec<Slot>,
) -> Step {
    let q = g.q();
    let mut sources: Vec<AreaId> = q
        .playable_areas()
        .filter(|&a| q.is_land(a) && q.disks(Faction::BARBARIANS, a) >= 2)
        .collect();
    sources.sort_by_key(|&a| g.cat.board.area(a).ne_sw_rank);
    for a in sources {
        let mut empty: Vec<AreaId> = g
            .q()
            .neighbours(a)
            .filter(|&n| g.q().is_land(n) && g.st.areas[n.0 as usize].is_empty())
            .collect();
        empty.sort_by_key(|&n| g.cat.board.area(n).ne_sw_rank);
        for n in empty {
            if g.q().disks(Faction::BARBARIANS, a) <= 1 {
                break;
            }
            g.st.areas.remove(a, Faction::BARBARIANS, 1);
            g.st.areas.add(n, Faction::BARBARIANS, 1);
            ctx.emit(|| Event::Removed {
                faction: Faction::BARBARIANS,
                area: a,
                n: 1,
            });
            ctx.emit(|| Event::Placed {
                faction: Faction::BARBARIANS,
                area: n,
                n: 1,
            });
        }
    }
    Ok(())
}

/// Change of Epoch Table 11-15, The Rivers Flood: Cities in Fertile areas lose 1 disk.
fn rivers_flood<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, order: Vec<Slot>) -> Step {
    for s in order {
        for a in cities_of(g, s) {
            if g.q().terrain(a) == Terrain::Fertile {
                epoch_loss(g, ctx, s.faction(), a)?;
            }
        }
    }
    Ok(())
}

/// Change of Epoch Table 16-20, Golden Age: 1 mina per City, at most 3.
pub(crate) fn golden_age<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    order: Vec<Slot>,
) -> Step {
    for s in order {
        let n = g.q().cities(s).min(3) as u16;
        g.gain_mina(ctx, s, n);
    }
    Ok(())
}

/// Change of Epoch Table 21-25, Fall of Empires: the most Cities lose a disk from Cities far from
/// the Homeland.
pub(crate) fn fall_of_empires<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    order: Vec<Slot>,
) -> Step {
    let most = order.iter().map(|&s| g.q().cities(s)).max().unwrap_or(0);
    if most > 0 {
        for s in order
            .iter()
            .copied()
            .filter(|&s| g.q().cities(s) == most)
            .collect::<Vec<_>>()
        {
            let home = g.q().homeland(s);
            for a in cities_of(g, s) {
                let near = home
                    .is_some_and(|h| h == a || (g.cat.board.adjacent(h, a) && g.q().is_land(a)));
                if !near {
                    epoch_loss(g, ctx, s.faction(), a)?;
                }
            }
        }
    }
    Ok(())
}

/// Change of Epoch Table 26-30, Age of Prophets: an active Deity gains 1 mina; then a destroyed or
/// returned one is re-established for free where its Homeland is Controlled.
fn age_of_prophets<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, order: Vec<Slot>) -> Step {
    for &s in &order {
        if g.q().deity_active(s) {
            g.gain_mina(ctx, s, 1);
        }
    }
    for &s in &order {
        if g.can_reestablish_free(s) {
            g.reestablish(ctx, s);
        }
    }
    Ok(())
}

/// Change of Epoch Table 31-35, Great Earthquakes: every Stronghold is removed, then every City in a
/// Mountain area loses 1 disk.
fn great_earthquakes<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    order: Vec<Slot>,
) -> Step {
    let areas: Vec<AreaId> = g.q().playable_areas().collect();
    for a in areas {
        g.remove_stronghold(ctx, a);
    }
    for s in order {
        for a in cities_of(g, s) {
            if g.q().terrain(a) == Terrain::Mountain {
                epoch_loss(g, ctx, s.faction(), a)?;
            }
        }
    }
    Ok(())
}

/// Change of Epoch Table 36-40, Provinces Revolt: distant Cities have a disk replaced by a
/// Barbarian (a disk its owner keeps is replaced only under [`Ruleset::KEPT_DISK_REPLACED`]).
pub(crate) fn provinces_revolt<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    c: CardId,
    order: Vec<Slot>,
) -> Step {
    let far = |g: &G<R>, s: Slot| -> Vec<AreaId> {
        let Some(h) = g.q().homeland(s) else {
            return Vec::new();
        };
        cities_of(g, s)
            .into_iter()
            .filter(|&a| g.q().distance(h, a).is_none_or(|d| d >= 3))
            .collect()
    };
    let filling = order
        .iter()
        .flat_map(|&s| far(g, s))
        .fold(0, |m, a| m | bit(a));
    for s in order {
        for a in far(g, s) {
            let loss = epoch_loss(g, ctx, s.faction(), a)?;
            if loss.replaced::<R>() {
                row_barbarians(g, ctx, c, a, 1, filling)?;
            }
        }
    }
    Ok(())
}

/// Change of Epoch Table 41-45, Peace and Plenty: up to 2 disks in Controlled areas.
pub(crate) fn peace_and_plenty<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    c: CardId,
    order: Vec<Slot>,
) -> Step {
    for s in order {
        for _ in 0..2 {
            let q = g.q();
            let opts: Vec<AreaId> = q
                .playable_areas()
                .filter(|&a| q.controls(s.faction(), a) && q.room(s.faction(), a) > 0)
                .collect();
            if opts.is_empty() || g.st.civ(s).supply == 0 {
                break;
            }
            let mut acts: Vec<Action> = opts.iter().map(|&a| Action::Area(a)).collect();
            acts.push(Action::Done);
            let d = Decision::new(
                s,
                Ask::Target {
                    card: c,
                    what: "an area you Control".into(),
                    role: TargetRole::new(Whose::Own, TargetKind::Controlled, Effect::Place),
                },
                g.text(|| {
                    format!(
                        "{}: Peace and Plenty - add a disk to an area you Control, or Done",
                        g.q().civ_name(s)
                    )
                }),
                "Change of Epoch Table 41-45",
                acts,
            );
            match ctx.ask(g.st, d)? {
                Action::Area(a) => {
                    g.place(ctx, s.faction(), a, 1);
                }
                _ => break,
            }
        }
    }
    Ok(())
}

/// Change of Epoch Table 46-50, Pirates of the Inner Seas: every civilization loses 1 disk in each
/// shared Sea area where disks count ([`Ruleset::counted_seas`]: every Sea in the base game); one
/// no civilization occupies any more gets a Barbarian disk.
pub(crate) fn pirates_of_the_inner_seas<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    c: CardId,
    order: Vec<Slot>,
) -> Step {
    let counted = R::counted_seas(g.cat);
    let seas: Vec<AreaId> = g
        .q()
        .playable_areas()
        .filter(|&a| counted & bit(a) != 0 && g.st.areas[a.0 as usize].faction_count() >= 2)
        .collect();
    for &a in &seas {
        for &s in &order {
            if g.q().occupies(s.faction(), a) {
                epoch_loss(g, ctx, s.faction(), a)?;
            }
        }
    }
    let filling = seas.iter().fold(0, |m, &a| m | bit(a));
    for a in seas {
        if order.iter().all(|s| !g.q().occupies(s.faction(), a)) {
            row_barbarians(g, ctx, c, a, 1, filling)?;
        }
    }
    Ok(())
}

/// Change of Epoch Table 51-55, Great Drought: every Desert area is emptied.
fn great_drought<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, order: Vec<Slot>) -> Step {
    let deserts: Vec<AreaId> = g
        .q()
        .playable_areas()
        .filter(|&a| g.q().terrain(a) == Terrain::Desert)
        .collect();
    for a in deserts {
        let n = g.q().disks(Faction::BARBARIANS, a);
        g.take_off(ctx, Faction::BARBARIANS, a, n);
        for &s in &order {
            let n = g.q().disks(s.faction(), a);
            g.lose_many(
                ctx,
                s.faction(),
                a,
                n,
                LossRules::rule(),
                &mut LossMemo::default(),
            )?;
        }
    }
    Ok(())
}

/// Change of Epoch Table 56-60, New Dynasties: the Turn Order is reversed.
pub(crate) fn new_dynasties<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    _order: Vec<Slot>,
) -> Step {
    g.st.order.reverse();
    ctx.emit(|| Event::TurnOrder {
        order: g.st.order.clone(),
    });
    Ok(())
}

/// Change of Epoch Table 61-64, Exodus: captured temples go home; each captor gains 1 VP per
/// temple.
fn exodus<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, _c: CardId, _order: Vec<Slot>) -> Step {
    for d in super::state::deity_ids().chain(std::iter::once(super::catalog::MONOTHEISM)) {
        match g.st.block(d) {
            BlockLoc::Captured { owner, by } => {
                g.st.set_block(d, BlockLoc::Returned { owner });
                g.gain_vp(ctx, by, 1, "Exodus (Change of Epoch Table)");
            }
            BlockLoc::Orphaned { by } => {
                g.st.set_block(d, BlockLoc::Available);
                g.gain_vp(ctx, by, 1, "Exodus (Change of Epoch Table)");
            }
            _ => {}
        }
    }
    Ok(())
}

/// Change of Epoch Table 65-68, Age of Heroes: the fewest VP gain 2 VP.
pub(crate) fn age_of_heroes<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _c: CardId,
    order: Vec<Slot>,
) -> Step {
    let low = order.iter().map(|&s| g.st.civ(s).vp).min().unwrap_or(0);
    for s in order
        .into_iter()
        .filter(|&s| g.st.civ(s).vp == low)
        .collect::<Vec<_>>()
    {
        g.gain_vp(ctx, s, 2, "Age of Heroes (Change of Epoch Table)");
    }
    Ok(())
}

/// RB Epoch VP: most Cities (sole) 1, most Deities (sole) 1, 1 per 3 Dominated Sea areas, 1 per 3
/// mina. The Seas are those a civilization Dominates when the scoring runs ("1 VP for every 3 Sea
/// areas it Dominates"; RB: "The End of Epoch Event can influence this scoring"), not those of the
/// last Sea Domination Step: the Change of Epoch event or a Gilgamesh return may have changed them.
pub(crate) fn epoch_scoring<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    let order = g.st.order.clone();
    let sole_most = |vals: Vec<(Slot, u32)>| -> Option<Slot> {
        let max = vals.iter().map(|v| v.1).max()?;
        let top: Vec<&(Slot, u32)> = vals.iter().filter(|v| v.1 == max).collect();
        (top.len() == 1 && max > 0).then(|| top[0].0)
    };
    let cities: Vec<(Slot, u32)> = order.iter().map(|&s| (s, g.q().cities(s))).collect();
    if let Some(s) = sole_most(cities) {
        g.gain_vp(ctx, s, 1, "most Cities (Epoch scoring)");
    }
    let most: Vec<(Slot, u32)> = order.iter().map(|&s| (s, R::epoch_most(g, s))).collect();
    if let Some(s) = sole_most(most) {
        g.gain_vp(ctx, s, 1, R::EPOCH_MOST);
    }
    for s in order {
        let seas = dominated_seas_now(g, s) / 3;
        g.gain_vp(ctx, s, seas, "Dominated Sea areas (Epoch scoring)");
        let mina = g.st.civ(s).treasury as u32 / 3;
        // Spelt out even in quiet play, as the base game's fixed reason always was; but only
        // when it scores (`gain_vp` does nothing for 0 VP), as writing it costs.
        if mina > 0 {
            let why = format!("{} in the Treasury (Epoch scoring)", R::CURRENCY);
            g.gain_vp(ctx, s, mina, why);
        }
    }
}

/// Sea areas `s` Dominates now (RB Dominate: it occupies the Sea and Controls every adjacent Land
/// area).
fn dominated_seas_now<R: Ruleset>(g: &G<R>, s: Slot) -> u32 {
    super::catalog::iter_set(super::reckoning::dominable_seas(g))
        .filter(|&sea| super::reckoning::dominates_counted(g, s, sea))
        .count() as u32
}

/// A civilization's ranking keys at the Endgame, compared in order ([`Ruleset::ranking_keys`]).
pub type RankingKeys = [i64; 7];

/// `s`'s ranking keys under its game's ruleset ([`Ruleset::ranking_keys`]).
pub(crate) fn ranking_keys<R: Ruleset>(g: &G<R>, s: Slot) -> RankingKeys {
    R::ranking_keys(g, s)
}

/// The names of [`base_ranking_keys`]'s keys.
pub(crate) const BASE_RANKING_KEY_NAMES: [&str; 7] = [
    "VP",
    "temples",
    "Homelands controlled",
    "Cities",
    "disks on the map",
    "areas occupied",
    "Gilgamesh",
];

/// RB Endgame: most VP wins; ties are broken by temples, Homelands, Cities, disks, areas,
/// Gilgamesh, else a draw.
pub(crate) fn base_ranking_keys<R: Ruleset>(g: &G<R>, s: Slot) -> RankingKeys {
    let q = g.q();
    let home_ok = q.homeland(s).is_some_and(|h| q.occupies(s.faction(), h));
    let temples = if home_ok {
        let own =
            q.deity(s)
                .is_some_and(|d| g.st.block(d) == BlockLoc::Temple { owner: s }) as i64;
        own + q.captured_by(s).len() as i64
    } else {
        -1
    };
    let homelands = if home_ok {
        g.st.slots()
            .filter_map(|x| q.homeland(x))
            .filter(|&h| q.controls(s.faction(), h))
            .count() as i64
    } else {
        -1
    };
    let areas = q.occupied_set(s.faction()).count_ones() as i64;
    [
        g.st.civ(s).vp as i64,
        temples,
        homelands,
        q.cities(s) as i64,
        q.disks_on_map(s.faction()) as i64,
        areas,
        (g.st.civ(s).gilgamesh_uses > 0) as i64,
    ]
}

fn endgame<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    if R::endgame(g, ctx) {
        return; // the scenario's victory rules decided
    }
    let slots: Vec<Slot> = g.st.slots().collect();
    let best = slots
        .iter()
        .map(|&s| ranking_keys(g, s))
        .max()
        .unwrap_or([0; 7]);
    let winners: Vec<Slot> = slots
        .iter()
        .copied()
        .filter(|&s| ranking_keys(g, s) == best)
        .collect();
    let top_vp: Vec<Slot> = slots
        .iter()
        .copied()
        .filter(|&s| g.st.civ(s).vp as i64 == best[0])
        .collect();
    let note = if top_vp.len() == 1 {
        "most Victory Points".to_string()
    } else if winners.len() > 1 {
        "tied on every tie-breaker: a draw".to_string()
    } else {
        let names = R::RANKING_KEY_NAMES;
        let w = ranking_keys(g, winners[0]);
        let decided = (1..7)
            .find(|&k| {
                top_vp.iter().any(|&o| {
                    o != winners[0]
                        && ranking_keys(g, o)[..k] == w[..k]
                        && ranking_keys(g, o)[k] != w[k]
                })
            })
            .unwrap_or(6);
        format!("tied on VP; decided by {}", names[decided])
    };
    let names: Vec<String> = winners
        .iter()
        .map(|&s| g.q().civ_name(s).to_string())
        .collect();
    ctx.note(
        None,
        g.text(|| format!("Game over: {} ({})", names.join(" and "), note)),
        "RB Endgame",
    );
    ctx.emit(|| Event::GameOver {
        winners: winners.clone(),
    });
    g.st.winner = Some(winners);
    g.st.result_note = note;
    g.st.flow = Flow::GameOver;
}

//! The disasters as rows: Drought #62, Sandstorm #63, Volcano #65, The Rivers Rage #66 and
//! Earthquake #67, each a [`DisasterCard`] (its id, the ground it strikes, what it does there),
//! read by one function ([`disaster`]) for every game of the family. A game whose deck holds the
//! same disaster under another id or on other ground (ACIS's Storm at Sea is Sandstorm on a shallow
//! sea, its Floods The Rivers Rage on the coast) gives its own row to [`Ruleset::disaster_row`];
//! where its text differs, the difference is a field of the row.

use super::{
    Losses, area_target, cities_in, city_union, civ_occupied_set, civs_in, factions_in, has_civ,
    has_other_civ, mask,
};
use crate::games::acme::cards::{CardPhaseImpl, Targets};
use crate::games::acme::catalog::{AreaId, AreaSet, CardId, Terrain, bit, iter_set};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};
use crate::games::acme::g::G;
use crate::games::acme::proc::{Ctx, Step};
use crate::games::acme::ruleset::Ruleset;
use crate::games::acme::state::{Slot, TableCard, slot_bit};

/// A disaster card as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisasterCard {
    pub id: CardId,
    /// The ground it strikes (or, for Drought, where its victim's holdings count).
    pub ground: Ground,
    /// The question naming the struck area (for Drought: its victim), as players read it.
    pub asks: &'static str,
    pub effect: Blow,
}

/// Where a disaster strikes or spreads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ground {
    /// The areas of one terrain.
    Terrain(Terrain),
    /// Every land area.
    Land,
    /// The land areas of any terrain but this one.
    LandBut(Terrain),
    /// The sea areas that count ([`Ruleset::counted_seas`]: every sea for ACME, the shallow seas
    /// for ACIS).
    CountedSea,
}

/// What a disaster does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blow {
    /// Drought: lasting beside the display of an opposing civilization with a `holding` on the
    /// card's ground, its next Acquisition Step cut (`cut`).
    Drought { holding: Holding, cut: Cut },
    /// Sandstorm: every disk in the struck area (every Faction's), then 1 disk of one opposing
    /// civilization, of the player's choice, in each neighbour on the `spill` ground.
    Sweep { spill: Ground },
    /// Volcano, The Rivers Rage, Earthquake: the struck area (and with `pair` a second, adjacent
    /// one, struck the same way) pays `here`; each neighbour on the `around` ground pays its toll.
    Strike {
        aim: Aim,
        here: Option<Toll>,
        around: Option<(Ground, Toll)>,
        pair: bool,
        stronghold: StrongholdGoes,
    },
}

/// What a Drought victim holds on the card's ground.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holding {
    /// An area it Controls or a Settlement (2 of its disks) there.
    ControlOrSettlement,
    /// A Settlement there.
    Settlement,
}

/// What Drought takes from its victim's next Acquisition Step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// Its Fertile areas yield nothing (the card's ground is Fertile).
    FertileYieldsNothing,
    /// Its total is cut by this many disks, after every source and before the minimum.
    Disks(u16),
}

/// Which areas of a [`Blow::Strike`]'s ground may be struck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    /// One holding a civilization's disk.
    Occupied,
    /// One holding a City.
    City,
    /// One next to an area on the `around` ground holding an opposing City.
    OpposingCityAround,
    /// One that, with a neighbour on the same ground, holds a disk of an opposing Faction
    /// (Barbarians included): the pair is struck.
    OpposingFactionInPair,
}

/// Who loses disks in an area, and how many each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Toll {
    pub who: Who,
    pub n: u8,
}

/// Whose disks a toll takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// Every Faction's, the Barbarians first.
    Factions,
    /// Every civilization's.
    Civs,
    /// Every City's.
    Cities,
}

/// When a strike removes the Stronghold cube of its area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrongholdGoes {
    Never,
    First,
    Last,
}

impl DisasterCard {
    pub const fn new(id: u8, ground: Ground, asks: &'static str, effect: Blow) -> Self {
        DisasterCard {
            id: CardId(id),
            ground,
            asks,
            effect,
        }
    }
}

/// The base game's disasters as rows (content #62, #63, #65, #66, #67).
pub(crate) const BASE: [DisasterCard; 5] = [
    DisasterCard::new(
        62,
        Ground::Terrain(Terrain::Fertile),
        "the civilization struck by Drought",
        Blow::Drought {
            holding: Holding::ControlOrSettlement,
            cut: Cut::FertileYieldsNothing,
        },
    ),
    DisasterCard::new(
        63,
        Ground::Terrain(Terrain::Desert),
        "a Desert area with an opposing civilization's disk",
        Blow::Sweep {
            spill: Ground::LandBut(Terrain::Desert),
        },
    ),
    DisasterCard::new(
        65,
        Ground::Terrain(Terrain::Mountain),
        "a Mountain area with a civilization's disk",
        Blow::Strike {
            aim: Aim::Occupied,
            here: Some(Toll {
                who: Who::Factions,
                n: 2,
            }),
            around: Some((
                Ground::Land,
                Toll {
                    who: Who::Civs,
                    n: 1,
                },
            )),
            pair: false,
            stronghold: StrongholdGoes::First,
        },
    ),
    DisasterCard::new(
        66,
        Ground::Terrain(Terrain::Fertile),
        "a Fertile area with a civilization's disk",
        Blow::Strike {
            aim: Aim::Occupied,
            here: Some(Toll {
                who: Who::Factions,
                n: 2,
            }),
            around: Some((
                Ground::Terrain(Terrain::Fertile),
                Toll {
                    who: Who::Factions,
                    n: 1,
                },
            )),
            pair: false,
            stronghold: StrongholdGoes::Never,
        },
    ),
    DisasterCard::new(
        67,
        Ground::Land,
        "a Land area with a City",
        Blow::Strike {
            aim: Aim::City,
            here: Some(Toll {
                who: Who::Cities,
                n: 2,
            }),
            around: None,
            pair: false,
            stronghold: StrongholdGoes::Last,
        },
    ),
];

/// The base game's row for disaster `id`.
pub(crate) fn base_row(id: CardId) -> Option<DisasterCard> {
    BASE.iter().find(|c| c.id == id).copied()
}

/// The row of the game's disaster `ID`, which the game's card table names.
fn row<R: Ruleset, const ID: u8>() -> DisasterCard {
    R::disaster_row(CardId(ID)).expect("the game's table names its disasters")
}

/// The Card Phase effect of the game's disaster `ID`, played by its row.
pub fn disaster<R: Ruleset, const ID: u8>() -> CardPhaseImpl<R> {
    CardPhaseImpl {
        playable: |g, s| playable(g, s, &row::<R, ID>()),
        declare: |g, ctx, s| declare(g, ctx, s, &row::<R, ID>()),
        resolve: |g, ctx, s, t| resolve(g, ctx, s, t, &row::<R, ID>()),
    }
}

// ---- ground ----

/// Every area of `ground` on the board (playable or not).
fn ground_set<R: Ruleset>(g: &G<R>, ground: Ground) -> AreaSet {
    let b = &g.cat.board;
    match ground {
        Ground::Terrain(t) => b.terrain_set(t),
        Ground::Land => b.land,
        Ground::LandBut(t) => b.land & !b.terrain_set(t),
        Ground::CountedSea => R::counted_seas(g.cat),
    }
}

/// The playable areas of `ground`, in board order.
fn ground_areas<R: Ruleset>(g: &G<R>, ground: Ground) -> Vec<AreaId> {
    iter_set(ground_set(g, ground) & g.q().playable_set()).collect()
}

/// The neighbours of `a` on `ground`, in the board's neighbour order.
fn neighbours_on<R: Ruleset>(g: &G<R>, a: AreaId, ground: Ground) -> Vec<AreaId> {
    let set = ground_set(g, ground);
    g.q().neighbours(a).filter(|&n| set & bit(n) != 0).collect()
}

/// The Factions (slots for masks: civilizations) a toll's `who` reaches in `a`.
fn reached<R: Ruleset>(g: &G<R>, who: Who, a: AreaId) -> Vec<Slot> {
    match who {
        Who::Factions | Who::Civs => civs_in(g, a),
        Who::Cities => cities_in(g, a),
    }
}

// ---- playable, declare, resolve ----

fn playable<R: Ruleset>(g: &G<R>, s: Slot, c: &DisasterCard) -> bool {
    match c.effect {
        Blow::Drought { holding, .. } => drought_victims(g, s, c.ground, holding).next().is_some(),
        Blow::Sweep { .. } => !sweep_targets(g, s, c.ground).is_empty(),
        Blow::Strike { aim: Aim::City, .. } => city_union(g, None) & ground_set(g, c.ground) != 0,
        Blow::Strike {
            aim: Aim::Occupied, ..
        } => {
            // `strike_targets` is not empty, as set arithmetic (asked at every Card Phase action).
            let any =
                ground_set(g, c.ground) & g.q().playable_set() & civ_occupied_set(g, None) != 0;
            debug_assert_eq!(any, !strike_targets(g, s, c).is_empty(), "strike playable");
            any
        }
        Blow::Strike { .. } => !strike_targets(g, s, c).is_empty(),
    }
}

fn declare<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, c: &DisasterCard) -> Step<Targets> {
    match c.effect {
        Blow::Drought { holding, .. } => {
            let victims: Vec<Slot> = drought_victims(g, s, c.ground, holding).collect();
            let v = g.ask_slot(
                ctx,
                s,
                c.id,
                c.asks,
                TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
                &victims,
            )?;
            Ok(Targets {
                slots: vec![v],
                affects: slot_bit(v),
                ..Default::default()
            })
        }
        Blow::Sweep { spill } => sweep_declare(g, ctx, s, c, spill),
        Blow::Strike { .. } => strike_declare(g, ctx, s, c),
    }
}

fn resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    _s: Slot,
    t: &Targets,
    c: &DisasterCard,
) -> Step {
    match c.effect {
        Blow::Drought { cut, .. } => {
            drought_resolve(g, ctx, t, c, cut);
            Ok(())
        }
        Blow::Sweep { .. } => sweep_resolve(g, ctx, t, c),
        Blow::Strike {
            here,
            around,
            stronghold,
            ..
        } => strike_resolve(g, ctx, t, c.id, here, around, stronghold),
    }
}

// ---- Drought ----

/// Opposing civilizations with a `holding` on `ground` (content #62; content-acis #62: "at least 1
/// Settlement on the map"). An iterator, so that playability stops at the first victim (it is
/// asked for every hand).
fn drought_victims<'g, R: Ruleset>(
    g: &'g G<R>,
    s: Slot,
    ground: Ground,
    holding: Holding,
) -> impl Iterator<Item = Slot> + 'g {
    let areas = ground_areas(g, ground);
    g.st.order.iter().copied().filter(move |&x| {
        let q = g.q();
        x != s
            && areas.iter().any(|&a| {
                q.disks(x.faction(), a) == 2
                    || (holding == Holding::ControlOrSettlement && q.controls(x.faction(), a))
            })
    })
}

/// Content #62: lasting; the card lies beside the victim's display (a `TableCard` with no disk)
/// until the end of its next Acquisition Step (`growth::acquire` calls [`super::drought_ends`]).
/// Reading (docs/card-readings.md #62): Drought takes growth disks, not disks on the map, mina,
/// cards, VP or a Deity, so the Goddess of Peace (#109) cannot negate it (harms = 0).
fn drought_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    t: &Targets,
    c: &DisasterCard,
    cut: Cut,
) {
    let v = t.slots[0];
    g.st.civ_mut(v).table.push(TableCard {
        card: c.id,
        disks: 0,
        area: None,
        uses: 0,
        memo: Vec::new(),
    });
    let what = match cut {
        Cut::FertileYieldsNothing => "its Fertile areas yield nothing".to_string(),
        Cut::Disks(n) => format!("{n} disks fewer"),
    };
    ctx.note(
        Some(v),
        g.text(|| {
            format!(
                "Drought lies beside the {} display: {what} at its next Acquisition Step",
                g.q().civ_name(v)
            )
        }),
        "Card #62",
    );
}

/// What the Drought lying beside `s`'s display takes from its Acquisition Step, if one lies there.
pub(crate) fn drought_cut<R: Ruleset>(g: &G<R>, s: Slot) -> Option<Cut> {
    if !super::drought_on(g, s) {
        return None;
    }
    match R::disaster_row(super::DROUGHT)?.effect {
        Blow::Drought { cut, .. } => Some(cut),
        _ => None,
    }
}

// ---- Sweep: Sandstorm ----

fn sweep_targets<R: Ruleset>(g: &G<R>, s: Slot, ground: Ground) -> Vec<AreaId> {
    ground_areas(g, ground)
        .into_iter()
        .filter(|&a| has_other_civ(g, s, a))
        .collect()
}

/// The struck area, then for each neighbour on the spill ground holding opposing civilizations
/// the one that loses a disk there (named when the card is played, RB Negate Card Decorum).
fn sweep_declare<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    c: &DisasterCard,
    spill: Ground,
) -> Step<Targets> {
    let opts = sweep_targets(g, s, c.ground);
    let a = g.ask_area(
        ctx,
        s,
        c.id,
        c.asks,
        TargetRole::new(Whose::Opposing, TargetKind::Disks, Effect::Harm),
        &opts,
    )?;
    let mut t = area_target(s, a, civs_in(g, a));
    for n in neighbours_on(g, a, spill) {
        let victims: Vec<Slot> = civs_in(g, n).into_iter().filter(|&x| x != s).collect();
        if victims.is_empty() {
            continue;
        }
        let what = format!("the civilization that loses a disk in {}", g.q().name(n));
        let v = g.ask_slot(
            ctx,
            s,
            c.id,
            what,
            TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
            &victims,
        )?;
        t.areas.push(n);
        t.slots.push(v);
        t.affects |= slot_bit(v);
        t.harms |= slot_bit(v);
    }
    Ok(t)
}

/// Content #63: every disk in the struck area is removed (all Factions, the player's too); then 1
/// disk of the chosen opposing civilization in each neighbour named.
fn sweep_resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, t: &Targets, c: &DisasterCard) -> Step {
    let a = t.areas[0];
    let mut l = Losses::new(c.id);
    for f in factions_in(g, a) {
        let n = g.q().disks(f, a);
        l.lose(g, ctx, f, a, n)?;
    }
    for (&n, &v) in t.areas[1..].iter().zip(&t.slots) {
        l.lose(g, ctx, v.faction(), n, 1)?;
    }
    Ok(())
}

// ---- Strike: Volcano, The Rivers Rage, Earthquake ----

/// The areas a strike may hit first.
fn strike_targets<R: Ruleset>(g: &G<R>, s: Slot, c: &DisasterCard) -> Vec<AreaId> {
    let Blow::Strike { aim, around, .. } = c.effect else {
        return Vec::new();
    };
    let areas = ground_areas(g, c.ground);
    match aim {
        Aim::City => {
            let cities = city_union(g, None);
            areas
                .into_iter()
                .filter(|&a| cities & bit(a) != 0)
                .collect()
        }
        Aim::Occupied => areas.into_iter().filter(|&a| has_civ(g, a)).collect(),
        Aim::OpposingCityAround => {
            let cities = city_union(g, Some(s));
            let ground = around.map_or(c.ground, |(gr, _)| gr);
            areas
                .into_iter()
                .filter(|&a| {
                    neighbours_on(g, a, ground)
                        .iter()
                        .any(|&n| cities & bit(n) != 0)
                })
                .collect()
        }
        Aim::OpposingFactionInPair => areas
            .into_iter()
            .filter(|&a| !pair_partners(g, s, c, a).is_empty())
            .collect(),
    }
}

/// Whether `a` holds a disk of a Faction other than `s`'s (Barbarians included).
fn has_opposing_faction<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    factions_in(g, a).into_iter().any(|f| f != s.faction())
}

/// The playable neighbours of `a` on the card's ground that, with `a`, hold a disk of an
/// opposing Faction.
fn pair_partners<R: Ruleset>(g: &G<R>, s: Slot, c: &DisasterCard, a: AreaId) -> Vec<AreaId> {
    let here = has_opposing_faction(g, s, a);
    let playable = g.q().playable_set();
    neighbours_on(g, a, c.ground)
        .into_iter()
        .filter(|&n| playable & bit(n) != 0 && (here || has_opposing_faction(g, s, n)))
        .collect()
}

fn strike_declare<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    c: &DisasterCard,
) -> Step<Targets> {
    let Blow::Strike {
        aim,
        here,
        around,
        pair,
        ..
    } = c.effect
    else {
        unreachable!("a strike's row")
    };
    let opts = strike_targets(g, s, c);
    let kind = match aim {
        Aim::City | Aim::OpposingCityAround => TargetKind::City,
        Aim::Occupied | Aim::OpposingFactionInPair => TargetKind::Disks,
    };
    let role = TargetRole::new(Whose::Any, kind, Effect::Harm);
    let a = g.ask_area(ctx, s, c.id, c.asks, role, &opts)?;
    let mut struck = vec![a];
    if pair {
        let partners = pair_partners(g, s, c, a);
        let what = format!("the land area next to {} that is struck too", g.q().name(a));
        struck.push(g.ask_area(ctx, s, c.id, what, role, &partners)?);
    }
    let mut victims = Vec::new();
    for &x in &struck {
        if let Some(t) = here {
            victims.extend(reached(g, t.who, x));
        }
    }
    if let Some((ground, toll)) = around {
        for n in neighbours_on(g, a, ground) {
            victims.extend(reached(g, toll.who, n));
        }
    }
    let m = mask(victims.into_iter().filter(|&x| x != s));
    Ok(Targets {
        areas: struck,
        affects: m,
        harms: m,
        ..Default::default()
    })
}

/// Content #65, #66, #67: in each struck area every Faction (or civilization, or City) named by
/// the toll loses its disks; then in each neighbour of the first on the `around` ground; the
/// Stronghold cube there goes first or last where the card says so.
fn strike_resolve<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    t: &Targets,
    id: CardId,
    here: Option<Toll>,
    around: Option<(Ground, Toll)>,
    stronghold: StrongholdGoes,
) -> Step {
    let a = t.areas[0];
    let mut l = Losses::new(id);
    if stronghold == StrongholdGoes::First {
        g.remove_stronghold(ctx, a);
    }
    if let Some(toll) = here {
        for &x in &t.areas {
            pay(g, ctx, &mut l, x, toll)?;
        }
    }
    if stronghold == StrongholdGoes::Last {
        g.remove_stronghold(ctx, a);
    }
    if let Some((ground, toll)) = around {
        for n in neighbours_on(g, a, ground) {
            pay(g, ctx, &mut l, n, toll)?;
        }
    }
    Ok(())
}

/// Every Faction the toll names in `a` loses its `n` disks (G1's order: the Barbarians, then the
/// civilizations in Turn Order).
fn pay<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, l: &mut Losses, a: AreaId, toll: Toll) -> Step {
    let factions: Vec<_> = match toll.who {
        Who::Factions => factions_in(g, a),
        Who::Civs => civs_in(g, a).into_iter().map(Slot::faction).collect(),
        Who::Cities => cities_in(g, a).into_iter().map(Slot::faction).collect(),
    };
    for f in factions {
        l.lose(g, ctx, f, a, toll.n)?;
    }
    Ok(())
}

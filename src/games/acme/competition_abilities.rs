//! Civilization competition abilities (content 6; RB order of resolution). Each is a competition
//! special ability that God of the Skies may cancel (flag `negatable_by_god_of_the_skies`).

use super::catalog::{AreaId, Known, Terrain};
use super::decision::{AbilityUse, Action, Ask, Decision};
use super::g::G;
use super::losses::{LossMemo, LossRules};
use super::negation::{Link, LinkKind};
use super::proc::{Ctx, Step};
use super::ruleset::Ruleset;
use super::state::slot_bit;
use super::state::{Announce, FACTIONS, Faction, Slot};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};

/// The position of ability `k` on `s`'s display, unless a scenario takes it away (the catalog's
/// table, see `Civ::known`: no name comparisons).
fn ability_index<R: Ruleset>(g: &G<R>, s: Slot, k: Known) -> Option<u8> {
    // The display first: most civilizations hold none of these abilities.
    let i = g.cat.civ(g.st.civ(s).civ).known_index(k)?;
    (R::ability(g, s, k.name()) != Some(false)).then_some(i)
}

fn announced_here<R: Ruleset>(g: &G<R>, s: Slot, i: u8) -> bool {
    g.st.comp
        .announced
        .iter()
        .any(|&(o, w, _)| o == s && w == Announce::Ability(i))
}

/// Abilities `s` may announce at step 1 of the competition in `a`, in the order checked below
/// (a list on the stack: it is worked out for every civilization of every competition).
pub(crate) fn announceable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> impl Iterator<Item = u8> {
    let q = g.q();
    let land = q.is_land(a);
    let t = q.terrain(a);
    let civ = g.st.civ(s);
    let mut list = Announceable::default();
    // Hittite Chariot Levy: 1 mina for 1 white Ally, once per competition (PB example, Aleppo).
    list.check(g, s, Known::ChariotLevy, civ.treasury >= 1, 0);
    // Elamite Archers: a Land competition, once per Competition Phase.
    list.check(g, s, Known::ElamiteArchers, land, 1);
    // Greek Hoplite Phalanx: 3+ own disks in a Land competition.
    list.check(
        g,
        s,
        Known::HoplitePhalanx,
        land && q.disks(s.faction(), a) >= 3,
        0,
    );
    // Indus War Elephants: Epoch IV, one Land competition per phase.
    list.check(g, s, Known::WarElephants, land && g.st.epoch == 4, 1);
    // Mittani Maryannu Charioteers: discard a Competition card, Plain or Fertile Land area.
    let has_c = civ
        .hand
        .iter()
        .any(|&c| super::catalog::in_set(g.cat.sets.competition, c));
    list.check(
        g,
        s,
        Known::MaryannuCharioteers,
        land && matches!(t, Terrain::Plain | Terrain::Fertile) && has_c,
        0,
    );
    // Scythian Horse Archers: Plain or Desert Land area, at most 2 competitions per phase.
    list.check(
        g,
        s,
        Known::HorseArchers,
        land && matches!(t, Terrain::Plain | Terrain::Desert),
        2,
    );
    // A ruleset's ally rows (none in ACME's): each ability on the display with a grant left here.
    if !R::ALLY_ROWS.is_empty() {
        ally_rows_announceable(g, s, a, &mut list);
    }
    list.out.into_iter().take(list.n)
}

/// [`announceable`]'s list on the stack, filled in its order.
#[derive(Default)]
struct Announceable {
    out: [u8; 6],
    n: usize,
}

impl Announceable {
    /// Ability `k` joins the list when `ok` (checked first: it is cheap, and most civilizations
    /// hold none of these abilities), it is on `s`'s display, not yet announced here, and used
    /// fewer than `per_phase` times this phase (0: no limit). Inlined into [`announceable`] on
    /// purpose: as a closure it was called out of line six times per civilization and
    /// competition, the commonest answer being "not `ok`".
    #[inline(always)]
    fn check<R: Ruleset>(&mut self, g: &G<R>, s: Slot, k: Known, ok: bool, per_phase: u8) {
        if ok
            && let Some(i) = ability_index(g, s, k)
            && !announced_here(g, s, i)
            && (per_phase == 0 || g.st.civ(s).usage.ability_uses[i as usize] < per_phase)
        {
            self.out[self.n] = i;
            self.n += 1;
        }
    }
}

/// [`announceable`]'s ally rows ([`Ruleset::ALLY_ROWS`]): each ability on the display with a grant
/// left in `a`.
fn ally_rows_announceable<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId, list: &mut Announceable) {
    let civ = g.st.civ(s);
    for row in R::ALLY_ROWS {
        if list.n < list.out.len()
            && let Some(i) = g.cat.civ(civ.civ).known_index(row.ability)
            && !announced_here(g, s, i)
            && !grants_here(g, s, a, row, i).is_empty()
        {
            list.out[list.n] = i;
            list.n += 1;
        }
    }
}

/// Where a grant of an [`AllyRow`] applies, seen from the civilization's home area (the state's
/// `homeland`: ACIS's one printed home).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AllyWhere {
    /// Its home area.
    Home,
    /// A land area other than its home.
    LandAwayFromHome,
    /// Any land area.
    Land,
    /// A sea area (a competition is only ever held in a shallow one: a deep sea's limit of 1 disk
    /// per Faction holds in the Competition Phase too).
    Sea,
    /// A sea area next to its home.
    SeaNextToHome,
    /// Its home, or a land area next to it.
    HomeOrLandNextToIt,
    /// Any competition it takes part in.
    Anywhere,
}

/// What a grant adds to the civilization's side at step 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AllyGift {
    /// 1 white Allied disk (RB: removed at the end of the Competition Phase).
    Ally,
    /// 1 of its own disks from its supply, which stays on the map if it survives.
    OwnDisk,
}

/// One allowance of an [`AllyRow`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllyGrant {
    pub at: AllyWhere,
    /// Competitions per Competition Phase (0: every such competition).
    pub per_phase: u8,
    /// The first Epoch it may be used in (1: always).
    pub from_epoch: u8,
    pub gives: AllyGift,
}

/// A competition ability that adds to its owner's side at step 3 (announced at step 1, open to
/// the negation of competition abilities): a row of data a ruleset gives ACME's machinery
/// ([`Ruleset::ALLY_ROWS`]), read by one function for every such ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllyRow {
    pub ability: Known,
    /// At most 2 grants, the first that fits used first (their uses are counted in the two halves
    /// of the ability's use counter, [`grant_uses`]); where both fit and give different things,
    /// the owner chooses at step 3.
    pub grants: &'static [AllyGrant],
    /// Uses of all its grants together per Competition Phase (0: no cap but the grants').
    pub per_phase: u8,
    /// Uses per Competition Phase of its second grant that another ability of the display spends
    /// too (Minos's Sea Raids and Thalassocracy: `None` for most).
    pub shares_with: Option<Known>,
    pub provenance: super::catalog::Provenance,
}

/// How many times grant `j` (0 or 1) of the ability at display index `i` was used this
/// Competition Phase: the two halves of its use counter.
pub fn grant_uses(uses: u8, j: usize) -> u8 {
    (uses >> (4 * j)) & 0x0f
}

fn fits<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId, at: AllyWhere) -> bool {
    let q = g.q();
    let home = q.homeland(s);
    let land = q.is_land(a);
    let next_to_home =
        home.is_some_and(|h| g.cat.board.adj[h.0 as usize] & super::catalog::bit(a) != 0);
    match at {
        AllyWhere::Home => home == Some(a),
        AllyWhere::LandAwayFromHome => land && home != Some(a),
        AllyWhere::Land => land,
        AllyWhere::Sea => !land,
        AllyWhere::SeaNextToHome => !land && next_to_home,
        AllyWhere::HomeOrLandNextToIt => home == Some(a) || (land && next_to_home),
        AllyWhere::Anywhere => true,
    }
}

/// The grants of `row` (display index `i`) that `s` may still use in a competition in `a`, as
/// indexes into `row.grants`.
pub(crate) fn grants_here<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    a: AreaId,
    row: &AllyRow,
    i: u8,
) -> smallvec::SmallVec<[usize; 2]> {
    let civ = g.st.civ(s);
    let uses = civ.usage.ability_uses[i as usize];
    let total = grant_uses(uses, 0) + grant_uses(uses, 1);
    let mut out = smallvec::SmallVec::new();
    if row.per_phase > 0 && total >= row.per_phase {
        return out;
    }
    for (j, gr) in row.grants.iter().enumerate().take(2) {
        let mut used = grant_uses(uses, j);
        if j == 1
            && let Some(k) = row.shares_with
            && let Some(o) = g.cat.civ(civ.civ).known_index(k)
        {
            used += civ.usage.ability_uses[o as usize];
        }
        let left = gr.per_phase == 0 || used < gr.per_phase;
        let supply = gr.gives != AllyGift::OwnDisk || civ.supply > 0;
        if left && supply && g.st.epoch >= gr.from_epoch && fits(g, s, a, gr.at) {
            out.push(j);
        }
    }
    out
}

/// Step 3 of an announced [`AllyRow`] ability: the first grant still open here (the owner chooses
/// when two give different things), counted, then its disk added.
fn resolve_row<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    s: Slot,
    a: AreaId,
    row: &AllyRow,
    i: u8,
) -> Step {
    let open = grants_here(g, s, a, row, i);
    let Some(&first) = open.first() else {
        return Ok(());
    };
    let mut j = first;
    if let Some(&second) = open.get(1)
        && row.grants[second].gives != row.grants[first].gives
    {
        let name = g.cat.civ(g.st.civ(s).civ).raw.abilities[i as usize]
            .name
            .clone();
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::AllyOrOwnDisk,
                what: name.clone().into(),
            },
            g.text(|| {
                format!(
                    "{}: {name} - a white Allied disk (first option) or one of its own disks from supply (second)",
                    g.q().civ_name(s)
                )
            }),
            "Civilization display",
            vec![Action::Option(0), Action::Option(1)],
        )
        .at(a);
        if let Action::Option(k) = ctx.ask(g.st, d)? {
            j = if k == 0 { first } else { second };
        }
    }
    g.st.civ_mut(s).usage.ability_uses[i as usize] += 1 << (4 * j);
    match row.grants[j].gives {
        AllyGift::Ally => g.add_allies(ctx, s, a, 1),
        AllyGift::OwnDisk => {
            g.place_unlimited(ctx, s.faction(), a, 1);
        }
    }
    Ok(())
}

/// Resolve an announced ability at step 3.
pub(crate) fn resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId, i: u8) -> Step {
    if let Some(row) = R::ALLY_ROWS
        .iter()
        .find(|r| g.cat.civ(g.st.civ(s).civ).known_index(r.ability) == Some(i))
    {
        return resolve_row(g, ctx, s, a, row, i);
    }
    let name = g.cat.civ(g.st.civ(s).civ).raw.abilities[i as usize]
        .name
        .clone();
    g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
    match name.as_str() {
        "Chariot Levy" if g.spend_mina(ctx, s, 1) == 1 => g.add_allies(ctx, s, a, 1),
        "Elamite Archers" => {
            let opp: Vec<Faction> = (0..FACTIONS as u8)
                .map(Faction)
                .filter(|&f| f != s.faction() && g.st.areas[a.0 as usize].strength(f) > 0)
                .collect();
            if !opp.is_empty() {
                let f = g.ask_faction(
                    ctx,
                    s,
                    super::catalog::CardId(0),
                    "the Faction the archers shoot at",
                    TargetRole::new(Whose::Opposing, TargetKind::Faction, Effect::Harm),
                    &opp,
                )?;
                g.lose_one(
                    ctx,
                    f,
                    a,
                    LossRules::card_in_competition(None),
                    &mut LossMemo::default(),
                )?;
            }
        }
        "Hoplite Phalanx" => g.add_allies(ctx, s, a, 1),
        "War Elephants" => g.add_allies(ctx, s, a, 2),
        "Maryannu Charioteers" => {
            let cards: Vec<super::catalog::CardId> =
                g.st.civ(s)
                    .hand
                    .iter()
                    .copied()
                    .filter(|&c| g.cat.card(c).codes.competition)
                    .collect();
            if !cards.is_empty() {
                let opts: Vec<Action> = cards.iter().map(|&c| Action::Discard(c)).collect();
                let d = Decision::new(
                    s,
                    Ask::UseAbility {
                        ability: AbilityUse::CompetitionAbility,
                        what: name.clone().into(),
                    },
                    g.text(|| {
                        format!(
                            "{}: discard a Competition card for the Maryannu Charioteers",
                            g.q().civ_name(s)
                        )
                    }),
                    "Mittani display",
                    opts,
                );
                if let Action::Discard(c) = ctx.ask(g.st, d)? {
                    g.discard_from_hand(ctx, s, c);
                    g.add_allies(ctx, s, a, 2);
                }
            }
        }
        "Horse Archers" => g.add_allies(ctx, s, a, 1),
        _ => {}
    }
    Ok(())
}

/// Assyrian Siege Train, at the start of the Competition Phase before Traitor (content: Assyria).
pub(crate) fn siege_train<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for s in g.st.order_now() {
        let Some(i) = ability_index(g, s, Known::SiegeTrain) else {
            continue;
        };
        let q = g.q();
        // From the playable Land stacks of 2+ (one board walk), then the costlier tests.
        let stacks = q.stack_set(s.faction(), 2) & q.playable_set() & g.cat.board.land;
        let areas: Vec<AreaId> = crate::games::acme::catalog::iter_set(stacks)
            .filter(|&a| q.contested(a))
            .filter(|&a| {
                let ar = &g.st.areas[a.0 as usize];
                ar.stronghold.is_some_and(|f| f != s.faction())
                    || g.st.slots().any(|x| x != s && ar.disks[x.idx()] >= 3)
            })
            .collect();
        if areas.is_empty() {
            continue;
        }
        let mut opts = super::decision::option_list(areas.len() + 1);
        opts.extend(areas.iter().map(|&a| Action::Area(a)));
        opts.push(Action::Decline);
        let d = Decision::new(
            s,
            Ask::UseAbility {
                ability: AbilityUse::SiegeTrain,
                what: "Siege Train".into(),
            },
            g.text(|| {
                format!(
                    "{}: use the Siege Train? Choose a Contested Land area, or decline",
                    g.q().civ_name(s)
                )
            }),
            "Assyria display: Siege Train",
            opts,
        );
        let Action::Area(a) = ctx.ask_always(g.st, d)? else {
            continue;
        };
        g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
        let prev = g.st.comp.area.replace(a);
        let others =
            g.st.slots()
                .filter(|&x| x != s)
                .fold(0, |m, x| m | slot_bit(x));
        let negated = g.negation_window(
            ctx,
            Link {
                by: s,
                kind: LinkKind::Ability(i),
                affects: others,
                harms: others,
            },
        )?;
        g.st.comp.area = prev;
        if negated {
            continue;
        }
        let ar = g.st.areas[a.0 as usize];
        if ar.stronghold.is_some_and(|f| f != s.faction()) {
            g.remove_stronghold(ctx, a);
            ctx.note(
                Some(s),
                g.text(|| {
                    format!(
                        "The Siege Train breaches the Stronghold in {}",
                        g.q().name(a)
                    )
                }),
                "Assyria display",
            );
        } else {
            let victims: Vec<Slot> =
                g.st.slots()
                    .filter(|&x| x != s && ar.disks[x.idx()] >= 3)
                    .collect();
            let v = g.ask_slot(
                ctx,
                s,
                super::catalog::CardId(0),
                "the City the Siege Train batters",
                TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Harm),
                &victims,
            )?;
            g.lose_one(
                ctx,
                v.faction(),
                a,
                LossRules::rule(),
                &mut LossMemo::default(),
            )?;
        }
    }
    Ok(())
}

/// Medes & Persians' Immortals: the first own disk it would lose in a competition is not lost,
/// once per Competition Phase. Returns true when the loss was cancelled.
pub(crate) fn immortals<R: Ruleset>(
    g: &mut G<R>,
    ctx: &mut Ctx,
    f: Faction,
    a: AreaId,
) -> Step<bool> {
    let Some(s) = f.slot() else { return Ok(false) };
    let Some(i) = ability_index(g, s, Known::TheImmortals) else {
        return Ok(false);
    };
    let ar = &g.st.areas[a.0 as usize];
    if g.st.civ(s).usage.ability_uses[i as usize] > 0
        || ar.allies[s.idx()] > 0
        || ar.stronghold == Some(f)
    {
        return Ok(false);
    }
    g.st.civ_mut(s).usage.ability_uses[i as usize] += 1;
    let negated = g.negation_window(
        ctx,
        Link {
            by: s,
            kind: LinkKind::Ability(i),
            affects: 0,
            harms: 0,
        },
    )?;
    if !negated {
        ctx.note(
            Some(s),
            "The Immortals fill the gap: the loss is cancelled",
            "Medes & Persians display",
        );
    }
    Ok(!negated)
}

/// Step 6 abilities: Cimmerian Steppe Raiders (1 mina Loot when exactly 2 disks of one opposing
/// civilization were removed and Cimmeria Controls the area).
pub(crate) fn after_competition<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) -> Step {
    let Some(f) = g.st.areas[a.0 as usize].controller() else {
        return Ok(());
    };
    let Some(s) = f.slot() else { return Ok(()) };
    let Some(i) = ability_index(g, s, Known::SteppeRaiders) else {
        return Ok(());
    };
    if !g.q().is_land(a)
        || !g
            .st
            .slots()
            .any(|x| x != s && g.st.comp.removed[x.idx()] == 2)
    {
        return Ok(());
    }
    if !g.negation_window(
        ctx,
        Link {
            by: s,
            kind: LinkKind::Ability(i),
            affects: 0,
            harms: 0,
        },
    )? {
        g.gain_loot(ctx, s, 1);
    }
    Ok(())
}

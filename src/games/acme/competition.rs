//! Competition Phase (RB p22-25): Siege Train and Traitor first, then every Contested area in
//! north-east to south-west order, each in six steps.

use super::cards::Targets;
use super::catalog::{AreaId, CardId};
use super::decision::{Action, Ask, Decision};
use super::event::{Event, Phase};
use super::flow::{CompStep, Flow};
use super::g::G;
use super::losses::{Loss, LossMemo, LossRules};
use super::negation::{Link, LinkKind, TRAITOR};
use super::proc::{Ctx, Step};
use super::ruleset::{Losers, Ruleset};
use super::state::scenario_state::ScenarioAt;
use super::state::slot_bit;
use super::state::{Announce, CompetitionState, FACTIONS, Faction, MAX_SLOTS, Slot};
use crate::games::acme::decision::{Effect, TargetKind, TargetRole, Whose};

pub(crate) const GOD_OF_WAR: CardId = CardId(106);

pub(crate) fn step<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    match g.st.flow {
        Flow::CompStart => {
            if let Some(f) = R::detour(g, ScenarioAt::CompStart) {
                g.st.flow = f; // scenario: NPC tracks, Troy's walls, track Allies
                return Ok(());
            }
            ctx.emit(|| Event::PhaseStarted {
                epoch: g.st.epoch,
                turn: g.st.turn,
                phase: Phase::Competition,
            });
            g.st.comp = CompetitionState::default();
            g.st.comp_rank = 0;
            for c in &mut g.st.civs {
                c.usage.ability_uses = [0; 4];
                c.usage.god_of_war_used = false;
            }
            super::competition_abilities::siege_train(g, ctx)?;
            R::competition_phase_start(g, ctx)?;
            g.st.flow = Flow::CompTraitor { pos: 0 };
            Ok(())
        }
        Flow::CompTraitor { pos } => {
            if let Some(&s) = g.st.order.get(pos as usize) {
                traitor_window(g, ctx, s)?;
                g.st.flow = Flow::CompTraitor { pos: pos + 1 };
            } else {
                g.st.flow = Flow::CompNext;
            }
            Ok(())
        }
        Flow::CompNext => {
            next_area(g, ctx);
            Ok(())
        }
        Flow::Comp { step } => {
            let a = g.st.comp.area.expect("a competition is running");
            match step {
                CompStep::Commit { pos } => commit(g, ctx, a, pos),
                CompStep::Resolve => resolve(g, ctx, a),
                CompStep::Round => round(g, ctx, a),
                CompStep::Loot => loot(g, ctx, a),
            }
        }
        Flow::CompEnd => end_phase(g, ctx),
        _ => unreachable!(),
    }
}

/// RB: Contested for the Competition Phase: 2+ factions present and one of them with 2+ pieces
/// (white Allies and a Stronghold cube count for the faction that owns them).
pub fn comp_contested<R: Ruleset>(g: &G<R>, a: AreaId) -> bool {
    use super::state::{stacks_at_least, stacks_counted};
    let ar = &g.st.areas[a.0 as usize];
    // How many factions are present, and whether one of them has 2+ pieces, with the eight
    // slots' disks and Allies as words (one byte per slot, see `stacks_at_least`). Why: it is
    // asked before every removal of every round, and a loop over the factions mispredicted on
    // nearly every call. A slot's disks plus Allies stay far below 256: no byte carries.
    let disks = ar.slot_stacks();
    let allies = u64::from_le_bytes(ar.allies);
    let barbarians = ar.disks[Faction::BARBARIANS.idx()];
    let factions = stacks_counted(stacks_at_least(disks | allies, 1)) + usize::from(barbarians > 0);
    // The Stronghold cube counts as a disk of its faction (2+ only with a disk or Ally there).
    let strong = stacks_at_least(disks + allies, 2) != 0
        || barbarians >= 2
        || ar.stronghold.is_some_and(|h| ar.strength(h) >= 2);
    debug_assert_eq!(
        (factions, strong),
        (0..FACTIONS)
            .filter(|&i| ar.disks[i] > 0 || (i < MAX_SLOTS && ar.allies[i] > 0))
            .fold((0, false), |(n, st), i| (
                n + 1,
                st || ar.strength(Faction(i as u8)) >= 2
            )),
        "comp_contested's words disagree with the factions one by one"
    );
    strong && R::sides(g.st, ar, factions) >= 2
}

/// Civilizations taking part in the competition here (disks or Allies present).
pub(crate) fn participants<R: Ruleset>(g: &G<R>, a: AreaId) -> Vec<Slot> {
    g.st.order
        .iter()
        .copied()
        .filter(|&s| takes_part(g, a, s))
        .collect()
}

/// Whether `s` takes part in the competition in `a` (disks or Allies present).
pub(crate) fn takes_part<R: Ruleset>(g: &G<R>, a: AreaId, s: Slot) -> bool {
    let ar = &g.st.areas[a.0 as usize];
    ar.disks[s.idx()] > 0 || ar.allies[s.idx()] > 0
}

// ---- Traitor (#22): before the first competition ----

fn traitor_areas<R: Ruleset>(g: &G<R>, s: Slot) -> Vec<AreaId> {
    let q = g.q();
    q.playable_areas()
        .filter(|&a| {
            q.is_land(a)
                && q.contested(a)
                && q.occupies(s.faction(), a)
                && g.st.slots().any(|x| x != s && q.occupies(x.faction(), a))
                // Not an active civilization's Homeland, except Hattusha (card face).
                && super::cards::competition::may_betray(g, a, "Hattusha")
        })
        .collect()
}

fn traitor_window<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot) -> Step {
    // Traitor is the base game's card by id (`Ruleset::BASE_CARD_EFFECTS`): another game's card
    // of the same id is not it.
    if !R::BASE_CARD_EFFECTS || !g.st.civ(s).hand.contains(&TRAITOR) {
        return Ok(());
    }
    let areas = traitor_areas(g, s);
    if areas.is_empty() {
        return Ok(());
    }
    let mut opts: Vec<Action> = areas.iter().map(|&a| Action::Area(a)).collect();
    opts.push(Action::Decline);
    let d = Decision::new(
        s,
        Ask::Traitor,
        g.text(|| {
            format!(
                "{}: play Traitor before the first competition? Choose the area, or decline",
                g.q().civ_name(s)
            )
        }),
        "Card #22 Traitor",
        opts,
    );
    let Action::Area(a) = ctx.ask_always(g.st, d)? else {
        return Ok(());
    };
    let victims: Vec<Slot> =
        g.st.slots()
            .filter(|&x| x != s && g.q().occupies(x.faction(), a))
            .collect();
    let v = g.ask_slot(
        ctx,
        s,
        TRAITOR,
        "the civilization betrayed",
        TargetRole::new(Whose::Opposing, TargetKind::Civ, Effect::Betray),
        &victims,
    )?;
    let note = g.text(|| {
        format!(
            "{} plays Traitor in {} against {}",
            g.q().civ_name(s),
            g.q().name(a),
            g.q().civ_name(v)
        )
    });
    let link = Link::card(s, TRAITOR, slot_bit(v), slot_bit(v));
    if g.play_out_of_phase(ctx, s, TRAITOR, note, link)? {
        return Ok(());
    }
    // Every disk of the victim goes; nothing offsets it, no protection applies (content #22).
    let n = g.q().disks(v.faction(), a);
    g.take_off(ctx, v.faction(), a, n);
    if n >= 3 && g.q().controls(s.faction(), a) {
        sack(g, ctx, s, a)?;
    }
    g.capture_check(ctx);
    Ok(())
}

/// RB Loot: 1 VP and 1 mina to the Loot box, or 2 captives to the Disks for Growth box; Assyria
/// and Babylon must take captives when they have 2 disks in Supply.
fn sack<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, s: Slot, a: AreaId) -> Step {
    ctx.emit(|| Event::Sacked { slot: s, area: a });
    g.gain_vp(ctx, s, 1, "sacking a City (RB Loot)");
    let supply = g.st.civ(s).supply;
    let must_captives = super::abilities::has_known_ability(g, s, super::catalog::Known::Captives);
    let take_captives = if supply < 2 {
        false
    } else if must_captives {
        true
    } else {
        let d = Decision::new(
            s,
            Ask::Loot { area: a },
            g.text(|| {
                format!(
                    "{}: Loot from {} - take 1 {}, or 2 captives for your next Growth?",
                    g.q().civ_name(s),
                    g.q().name(a),
                    R::CURRENCY
                )
            }),
            "RB Loot / Captives",
            vec![Action::TakeMina, Action::TakeCaptives],
        )
        .at(a);
        ctx.ask(g.st, d)? == Action::TakeCaptives
    };
    if take_captives {
        let n = g.to_growth(s, 2);
        g.st.civ_mut(s).captives += n;
        ctx.note(
            Some(s),
            g.text(|| format!("{} takes {} captives", g.q().civ_name(s), n)),
            "RB Captives",
        );
    } else {
        g.gain_loot(ctx, s, 1);
    }
    Ok(())
}

// ---- the next Contested area ----

/// Whether a competition in `a` is still to be held in this Competition Phase, or is the one
/// under way, for a reader outside the rules (the table's area text): an area Contested as the
/// board stands, or one an ability made Contested at the phase's start ([`Ruleset::
/// opened_competition`]: ACIS's Sea Raids and Epoch IV Legions, readings A19), not yet passed in
/// the Rulebook's order (RB Competition Phase). Outside the phase, whether `a` is Contested.
pub fn competition_ahead<R: Ruleset>(
    cat: &super::catalog::Catalog,
    st: &super::state::State,
    a: AreaId,
) -> bool {
    if st.flow.phase() != Phase::Competition {
        return super::Q::<R>::under(cat, st).contested(a);
    }
    let ahead = st.comp.area == Some(a) || cat.board.area(a).ne_sw_rank > st.comp_rank;
    // The hook reads the rules' view, which holds its state mutably: a copy, for this reader
    // only (never on the rules' path).
    ahead && competed_for(&G::<R>::under(cat, &mut st.clone(), true), a)
}

/// Whether `a` is competed for when the Competition Phase reaches it (RB Competition Phase): in
/// play, and Contested or made so by an ability ([`Ruleset::opened_competition`]). The phase's
/// choice of the next area and the table's reading of it ([`competition_ahead`]) both ask this.
#[inline]
fn competed_for<R: Ruleset>(g: &G<R>, a: AreaId) -> bool {
    let q = g.q();
    q.playable(a) && (q.contested(a) || R::opened_competition(g, a))
}

fn next_area<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) {
    // `by_rank` is sorted by rank: skip the areas already competed for in one binary search.
    let by_rank = &g.cat.board.by_rank;
    let start = by_rank.partition_point(|&a| g.cat.board.area(a).ne_sw_rank <= g.st.comp_rank);
    let next = by_rank[start..]
        .iter()
        .copied()
        .find(|&a| g.cat.board.area(a).ne_sw_rank > g.st.comp_rank && competed_for(g, a));
    match next {
        Some(a) => {
            g.st.comp = CompetitionState {
                area: Some(a),
                ..Default::default()
            };
            g.st.comp_rank = g.cat.board.area(a).ne_sw_rank;
            ctx.emit(|| Event::CompetitionStarted { area: a });
            g.st.flow = Flow::Comp {
                step: next_commit(g, a, 0),
            };
        }
        None => g.st.flow = Flow::CompEnd,
    }
}

// ---- step 1: commitment ----

/// What `s` may still commit or announce at step 1 here.
pub(crate) fn commit_options<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> Vec<Action> {
    let mut opts = super::decision::option_list(g.st.civ(s).hand.len() + 4);
    commit_choices(g, s, a, &mut |o| {
        opts.push(o);
        false
    });
    opts.push(Action::Done);
    opts
}

/// Whether `s` may commit or announce anything here ([`commit_options`] holds more than Done).
/// Why its own function: [`next_commit`] asks it for every position of every competition, and
/// most positions have nothing; this stops at the first option and builds no list.
fn may_commit<R: Ruleset>(g: &G<R>, s: Slot, a: AreaId) -> bool {
    commit_choices(g, s, a, &mut |_| true)
}

/// Hands each option of [`commit_options`] but Done to `take`, in order, until `take` returns
/// true (then the answer is true).
fn commit_choices<R: Ruleset>(
    g: &G<R>,
    s: Slot,
    a: AreaId,
    take: &mut impl FnMut(Action) -> bool,
) -> bool {
    let civ = g.st.civ(s);
    // Card ids already looked at (ids are below 128): a bit set instead of a Vec to search.
    let mut seen = 0u128;
    for &c in &civ.hand {
        // (ACME's Traitor #22 has no row: it is played before the first competition.)
        if seen & (1u128 << c.0) != 0 {
            continue;
        }
        seen |= 1u128 << c.0;
        let sets = &g.cat.sets;
        if !super::catalog::in_set(sets.competition, c)
            || (super::catalog::in_set(sets.religion, c) && !g.q().may_play_religion(s))
        {
            continue;
        }
        if let Some(card) = super::cards::competition::<R>(c)
            && super::cards::competition::usable(g, s, a, &card)
            && take(Action::Play(c))
        {
            return true;
        }
    }
    if R::power_usable(g, s, GOD_OF_WAR)
        && !civ.usage.god_of_war_used
        && !civ.usage.rostam_negate
        && !g
            .st
            .comp
            .announced
            .iter()
            .any(|&(o, w, _)| o == s && w == Announce::GodOfWar)
        && take(Action::Establish(GOD_OF_WAR))
    {
        return true;
    }
    for i in super::competition_abilities::announceable(g, s, a) {
        if take(Action::Option(i)) {
            return true;
        }
    }
    for o in super::cards::competition::commit_extras(g, s, a) {
        if take(o) {
            return true;
        }
    }
    false
}

fn commit<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId, pos: u8) -> Step {
    let n = g.st.order.len();
    let Some(&s) = g.st.order.get(pos as usize) else {
        // G11 / card #14: then civilizations not taking part may commit Great Captain.
        match g.st.order.get(pos as usize - n) {
            Some(&s) => {
                super::cards::competition::outsider_commit(g, ctx, s, a)?;
                g.st.flow = Flow::Comp {
                    step: next_commit(g, a, pos + 1),
                };
            }
            None => {
                g.st.flow = Flow::Comp {
                    step: CompStep::Resolve,
                }
            }
        }
        return Ok(());
    };
    if takes_part(g, a, s) {
        loop {
            let opts = commit_options(g, s, a);
            if opts.len() == 1 {
                super::decision::recycle_options(opts);
                break;
            }
            let d = Decision::new(
                s,
                Ask::Commit { area: a },
                g.text(|| format!("{}: competition in {} - commit a Competition card face down, announce a Deity or ability, or Done", g.q().civ_name(s), g.q().name(a))),
                "RB Competition step 1",
                opts,
            )
            .at(a);
            match ctx.ask_always(g.st, d)? {
                Action::Play(c) => {
                    if !super::cards::competition::commit_face_up(g, ctx, s, c)? {
                        g.take_from_hand(s, c);
                        g.st.comp.committed.push((s, c, false));
                        ctx.note(
                            Some(s),
                            g.text(|| format!("{} commits a card face down", g.q().civ_name(s))),
                            "RB Competition step 1",
                        );
                    }
                }
                Action::UseInvestment(c) => super::cards::competition::commit_use(g, ctx, s, a, c)?,
                Action::Establish(_) => {
                    g.st.civ_mut(s).usage.god_of_war_used = true;
                    R::power_spent(g, s, GOD_OF_WAR);
                    g.st.comp.announced.push((s, Announce::GodOfWar, false));
                    ctx.note(
                        Some(s),
                        g.text(|| {
                            format!(
                                "{} announces {}",
                                g.q().civ_name(s),
                                g.cat.card_name(R::power_card(GOD_OF_WAR))
                            )
                        }),
                        "Deity #106",
                    );
                }
                Action::Option(i) => {
                    g.st.comp.announced.push((s, Announce::Ability(i), false));
                    let name = g.cat.civ(g.st.civ(s).civ).raw.abilities[i as usize]
                        .name
                        .clone();
                    ctx.note(
                        Some(s),
                        g.text(|| format!("{} announces {}", g.q().civ_name(s), name)),
                        "Civilization display",
                    );
                }
                _ => break,
            }
        }
    }
    g.st.flow = Flow::Comp {
        step: next_commit(g, a, pos + 1),
    };
    Ok(())
}

/// The first Competition step 1 position from `from` on where someone may commit or announce
/// (positions `0..n` are the civilizations in Turn Order, `n..2n` the same civilizations as
/// outsiders who may commit Great Captain, G11), or the reveal when none is left.
///
/// Why: a position where nobody can do anything (a civilization not taking part, one with
/// nothing to commit or announce, an outsider without a usable Great Captain) would be a step of
/// its own that changes nothing but the flow, and most positions are such; skipping them here, on
/// the same state those steps would have seen, leaves every state in which a question is asked
/// exactly as it was.
fn next_commit<R: Ruleset>(g: &G<R>, a: AreaId, from: u8) -> CompStep {
    let n = g.st.order.len();
    (from as usize..2 * n)
        .find(|&pos| match g.st.order.get(pos) {
            Some(&s) => takes_part(g, a, s) && may_commit(g, s, a),
            None => super::cards::competition::outsider_may_commit(g, g.st.order[pos - n], a),
        })
        .map_or(CompStep::Resolve, |pos| CompStep::Commit { pos: pos as u8 })
}

// ---- steps 2-3: reveal, negation, resolution in Turn Order ----

fn resolve<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) -> Step {
    // Step 2: reveal and negation windows, in Turn Order of the owners.
    let mut committed = g.st.comp.committed.clone();
    committed.sort_by_key(|&(o, _, _)| g.st.turn_pos(o));
    for &(o, c, _) in &committed {
        // Revealed Competition cards are played cards (RB step 2; the harness counts them).
        ctx.emit(|| Event::CardPlayed { slot: o, card: c });
        ctx.note_with(
            Some(o),
            || format!("{} reveals {}", g.q().civ_name(o), g.cat.card_name(c)),
            "RB Competition step 2",
        );
    }
    // (`participants` as a set, with no list built.)
    let others: u16 =
        g.st.order
            .iter()
            .filter(|&&x| takes_part(g, a, x))
            .fold(0, |m, &x| m | slot_bit(x));
    for entry in committed.iter_mut() {
        let (o, c, _) = *entry;
        if c == super::losses::SHIELD_BEARERS {
            continue; // negatable only when its use is announced (content #34)
        }
        if g.negation_window(
            ctx,
            Link::card(o, c, others & !slot_bit(o), others & !slot_bit(o)),
        )? {
            entry.2 = true;
            ctx.note_with(
                Some(o),
                || format!("{} is negated", g.cat.card_name(c)),
                "RB Competition step 2",
            );
        }
    }
    let mut announced = g.st.comp.announced.clone();
    announced.sort_by_key(|&(o, _, _)| g.st.turn_pos(o));
    for (i, &(o, w, _)) in announced.clone().iter().enumerate() {
        let kind = match w {
            Announce::GodOfWar => LinkKind::DeityUse(R::power_card(GOD_OF_WAR)),
            Announce::Ability(k) => LinkKind::Ability(k),
        };
        if g.negation_window(
            ctx,
            Link {
                by: o,
                kind,
                affects: others & !slot_bit(o),
                harms: others & !slot_bit(o),
            },
        )? {
            announced[i].2 = true;
        }
    }
    // Step 3: all announced Deities, then all announced abilities, then all Competition cards,
    // each group in Turn Order (RB step 3; the PB Aleppo example resolves the Hittite Chariot Levy
    // before Egypt's Mercenaries Desert although Egypt is first in Turn Order).
    // (Each loop copies the Turn Order, so it runs only when something was announced or
    // committed: most competitions have neither.)
    if !announced.is_empty() {
        for s in g.st.order_now() {
            for &(o, w, neg) in &announced {
                if o == s && !neg && w == Announce::GodOfWar {
                    let before = g.st.areas[a.0 as usize].allies[s.idx()];
                    g.add_allies(ctx, s, a, 2);
                    super::cards::competition::count_ally_source(g, s, a, before);
                }
            }
        }
        for s in g.st.order_now() {
            for &(o, w, neg) in &announced {
                if let (true, false, Announce::Ability(k)) = (o == s, neg, w) {
                    let before = g.st.areas[a.0 as usize].allies[s.idx()];
                    super::competition_abilities::resolve(g, ctx, s, a, k)?;
                    super::cards::competition::count_ally_source(g, s, a, before);
                }
            }
        }
    }
    super::cards::competition::lasting_allies(g, ctx, a);
    if !committed.is_empty() {
        for s in g.st.order_now() {
            for &(o, c, neg) in &committed {
                if o != s || neg || c == super::losses::SHIELD_BEARERS {
                    continue;
                }
                super::cards::competition::resolve_card(g, ctx, s, c, a)?;
            }
        }
    }
    super::cards::competition::warrior_king_bonus(g, ctx, a);
    // Played cards are discarded; Shield Bearers waits for a loss (or the end of the competition).
    // One announced against a card loss at step 3 already left `comp.committed` (used and
    // discarded) or was marked negated there: that entry is the one that counts.
    let now = g.st.comp.committed.clone();
    let mut keep = Vec::new();
    for (o, c, neg) in committed {
        if c == super::losses::SHIELD_BEARERS && !neg {
            match now.iter().find(|&&(o2, c2, _)| o2 == o && c2 == c) {
                Some(&(_, _, false)) => keep.push((o, c, false)),
                Some(_) => g.st.deck.discard.push(c),
                None => {}
            }
        } else if !(g.cat.card(c).codes.investment && !neg && g.st.civ(o).table_card(c).is_some()) {
            g.st.deck.discard.push(c);
        }
    }
    g.st.comp.committed = keep;
    g.st.comp.announced = announced;
    g.st.flow = Flow::Comp {
        step: CompStep::Round,
    };
    let _ = Targets::default();
    Ok(())
}

// ---- steps 4-5: removal rounds ----

fn round<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) -> Step {
    if !comp_contested(g, a) {
        g.st.flow = Flow::Comp {
            step: CompStep::Loot,
        };
        return Ok(());
    }
    g.st.comp.round += 1;
    ctx.emit(|| Event::CompetitionRound {
        area: a,
        round: g.st.comp.round,
    });
    // Order of removal: smallest stacks first (a Stronghold counts as a disk); Barbarians before
    // civilizations of the same size, civilizations in Turn Order.
    let ar = g.st.areas[a.0 as usize];
    let neutrals = R::neutral_slots(g.st);
    // On the stack (every round of every competition builds it).
    let mut losers = Losers::new();
    if ar.strength(Faction::BARBARIANS) > 0 {
        losers.push((ar.strength(Faction::BARBARIANS), 0, Faction::BARBARIANS));
    }
    for (i, &s) in g.st.order.iter().chain(neutrals.iter()).enumerate() {
        let st = ar.strength(s.faction());
        if st > 0 {
            losers.push((st, i + 1, s.faction()));
        }
    }
    losers.sort();
    R::merge_friends(g.st, &mut losers);
    let mut memo = LossMemo::default();
    for (_, _, f) in losers {
        if !comp_contested(g, a) {
            break;
        }
        if let Some(s) = f.slot()
            && g.st.comp.shield[s.idx()] > 0
        {
            // Shield Bearers: the loss after the announced one is cancelled too (content #34).
            g.st.comp.shield[s.idx()] -= 1;
            ctx.emit(|| Event::LossPaid {
                slot: s,
                area: a,
                with: g
                    .cat
                    .card_name(super::losses::SHIELD_BEARERS)
                    .to_string()
                    .into(),
            });
            continue;
        }
        if super::competition_abilities::immortals(g, ctx, f, a)? {
            continue;
        }
        let f = R::loser_in(g.st, a, f);
        let out = g.lose_one(ctx, f, a, LossRules::round(), &mut memo)?;
        if out == Loss::Nothing {
            continue;
        }
    }
    // Step 5: repeat while the area stays Contested (next round is a new step).
    Ok(())
}

// ---- step 6: Loot and Deity capture ----

fn loot<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx, a: AreaId) -> Step {
    let q = g.q();
    if q.is_land(a)
        && let Some(f) = g.st.areas[a.0 as usize].controller()
        && let Some(s) = f.slot()
        && g.st
            .slots()
            .any(|x| x != s && g.st.comp.removed[x.idx()] >= 3)
        && R::may_sack(g, s, a)
    {
        sack(g, ctx, s, a)?;
        R::after_sack(g, ctx, s, a)?;
    } else if q.is_land(a)
        && g.st.areas[a.0 as usize].controller() == Some(Faction::BARBARIANS)
        && g.st.slots().any(|x| g.st.comp.removed[x.idx()] >= 3)
    {
        R::barbarian_sack(g, ctx, a)?;
    }
    super::competition_abilities::after_competition(g, ctx, a)?;
    g.capture_check(ctx);
    for (_, c, _) in std::mem::take(&mut g.st.comp.committed) {
        g.st.deck.discard.push(c);
    }
    ctx.emit(|| Event::CompetitionEnded { area: a });
    g.st.comp.area = None;
    g.st.flow = Flow::CompNext;
    Ok(())
}

/// End of the phase: surviving Allies leave the map, the last Deity captures are found, Loot goes
/// to the Treasury (RB).
fn end_phase<R: Ruleset>(g: &mut G<R>, ctx: &mut Ctx) -> Step {
    for a in super::catalog::iter_set(g.q().playable_set()) {
        // Most areas hold neither Allies nor a Stronghold cube: nothing to do there.
        let ar = &g.st.areas[a.0 as usize];
        if ar.allies.iter().all(|&n| n == 0) && ar.stronghold.is_none() {
            continue;
        }
        for s in (0..g.st.civs.len() as u8).map(Slot) {
            let n = g.st.areas[a.0 as usize].allies[s.idx()];
            if n > 0 {
                g.remove_allies(ctx, s, a, n);
            }
        }
        if g.st.areas[a.0 as usize].stronghold.is_some() {
            g.drop_orphan_stronghold(ctx, a);
        }
    }
    // Solitaire Gold is sacked at the end of the Competition Phase (playbook-spec N1.7.5).
    R::competition_end(g, ctx)?;
    g.capture_check(ctx);
    // Loot is "ready for use in the upcoming Reckoning Phase" (RB Loot), the mina of a Deity
    // capture first found by the check just above included.
    for s in g.st.slots().collect::<Vec<_>>() {
        let loot = std::mem::take(&mut g.st.civ_mut(s).loot);
        g.st.civ_mut(s).treasury += loot;
    }
    g.st.comp = CompetitionState::default();
    g.st.flow = Flow::Reckoning {
        step: super::flow::ReckStep::Stacking,
    };
    Ok(())
}

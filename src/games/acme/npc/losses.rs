//! Paying for losses and prices (playbook-spec N1.10.2, N1.4.20, N1.4.5c-d, N1.5.4-5).

use super::{B, Choice, cards, placement};
use crate::games::acme::Ruleset;
use crate::games::acme::catalog::{AreaId, CardId, Terrain, bit};
use crate::games::acme::decision::{Action, Decision};
use crate::games::acme::g::G;

/// N1.10.2: a disk the NPC always spends mina to keep: one of its Cities, an area with its Gold or
/// its Deity, a Fertile or Mountain area, an area with a bonus cube or its Stronghold. ACIS's
/// N1.10.2: its home area, a City, a Gold area or a Wonder block area (`B::temple_areas`,
/// `Ruleset::NPC_SAVES_HOME_DISKS`; ACIS has no Fertile, Mountain, cube or Stronghold).
pub fn important<R: Ruleset>(b: &B<R>, a: AreaId) -> bool {
    let q = b.q();
    let ar = b.st.area(a);
    q.is_city(b.me, a)
        || b.gold_of(b.me) & bit(a) != 0
        || b.temple_areas(b.me) & bit(a) != 0
        || (R::NPC_SAVES_HOME_DISKS && b.home() == Some(a))
        || matches!(q.terrain(a), Terrain::Fertile | Terrain::Mountain)
        || ar.cube.is_some()
        || ar.stronghold == Some(b.f())
}

/// A disk would be lost: Investments that absorb losses first (card notes on #20 and #34), then in
/// a competition N1.5.4-5, elsewhere an unplayable card (N1.4.20) or a mina for an important disk
/// (N1.10.2).
pub fn loss<R: Ruleset>(b: &B<R>, d: &Decision, area: AreaId, cause: Option<CardId>) -> Choice {
    let _ = cause;
    if let Some(a) = d
        .options
        .iter()
        .copied()
        .find(|a| matches!(a, Action::UseInvestment(_)))
    {
        return Choice::new(
            a,
            b.why(|| {
                format!(
                    "card notes #20/#34: the Investment absorbs the loss before {} and cards",
                    R::WORDS.coins
                )
            }),
        );
    }
    let in_comp = b.st.comp.area == Some(area) && b.q().in_competition();
    if in_comp {
        return super::competition::loss_in_competition(b, d, area);
    }
    // N1.4.20: a card it cannot play is discarded instead of the disk.
    let hand: Vec<CardId> = d
        .options
        .iter()
        .filter_map(|a| match a {
            Action::Discard(x) => Some(*x),
            _ => None,
        })
        .collect();
    if !hand.is_empty() {
        // The cards whose kind decides first; the others ask the Card Phase rules.
        let mut verdicts: Vec<(CardId, Option<bool>)> = hand
            .iter()
            .map(|&c| (c, cards::unplayable_by_kind(b, c)))
            .collect();
        if verdicts.iter().any(|v| v.1.is_none()) {
            // A scratch copy for `G` (which wants a mutable state); the pending step is not
            // needed. Made only when some card needs it, in the headless brain's reused buffer
            // when there is one (`Scratch`): copying the state was most of this question's cost.
            let mut judge = |st: &mut crate::games::acme::state::State| {
                let g = G::<R>::under(b.cat, st, false);
                for v in verdicts.iter_mut().filter(|v| v.1.is_none()) {
                    v.1 = Some(!crate::games::acme::cardphase::playable_now(&g, b.me, v.0));
                }
            };
            match b.scratch {
                Some(scratch) => scratch.with(b.st, judge),
                None => judge(&mut b.st.clone_without_proc()),
            }
        }
        let useless: Vec<CardId> = verdicts
            .iter()
            .filter(|v| v.1 == Some(true))
            .map(|v| v.0)
            .collect();
        if let Some(c) = useless
            .iter()
            .copied()
            .min_by_key(|&c| cards::discard_key(b, c))
        {
            return Choice::new(
                Action::Discard(c),
                b.why(|| {
                    format!(
                        "N1.4.20: {} cannot be played, so it absorbs the loss",
                        b.cat.card_name(c)
                    )
                }),
            );
        }
    }
    if important(b, area) && d.options.contains(&Action::PayMina) {
        return Choice::new(
            Action::PayMina,
            b.why(|| {
                format!(
                    "N1.10.2: a {} keeps the disk in {}",
                    R::WORDS.coin,
                    b.q().name(area)
                )
            }),
        );
    }
    Choice::new(
        Action::LoseDisk,
        b.why(|| format!("N1.10.2: an ordinary disk is not worth a {}", R::WORDS.coin)),
    )
}

/// A resource of a price (establishing or restoring a Deity, cleansing): mina first, then the most
/// expendable disks, never cards unless nothing else is left (N1.4.5c-d).
pub fn pay<R: Ruleset>(b: &B<R>, d: &Decision, left: u8, disks_needed: u8) -> Choice {
    if left > disks_needed && d.options.contains(&Action::PayMina) {
        return Choice::new(
            Action::PayMina,
            b.why(|| format!("N1.4.5c: {} first", R::WORDS.coins)),
        );
    }
    let areas: Vec<AreaId> = d
        .options
        .iter()
        .filter_map(|a| match a {
            Action::RemoveFrom(x) => Some(*x),
            _ => None,
        })
        .collect();
    if let Some(a) = areas.iter().copied().min_by_key({
        let ranker = placement::AreaRanker::new(b);
        move |&a| {
            (
                placement::own_removal_key_ranked(b, &ranker, a),
                b.cat.board.area(a).ne_sw_rank,
            )
        }
    }) {
        return Choice::new(
            Action::RemoveFrom(a),
            b.why(|| format!("N1.4.5c-d: the most expendable disk ({})", b.q().name(a))),
        );
    }
    cards::discard(
        b,
        d,
        "N1.4.5c (extended): a card only when nothing else can pay",
    )
}

//! Losses asked once per civilization: a loss plan is recorded as the
//! engine's per-disk answers (RB Alternate Loss, G1), so a game answered with plans replays, and
//! hashes, exactly as one answered disk by disk.

use acme::games::acme::decision::Action;
use acme::games::acme::npc;
use acme::games::acme::record;
use acme::games::acme::session::LossPlan;
use acme::games::acme::session::Session;

/// Play on with the brain (for everyone) until a human is asked about a loss it may pay for with
/// something else than a disk; false when the game ends first.
fn to_paid_loss(s: &mut Session) -> bool {
    while let Some(d) = s.pending().cloned() {
        if !s.is_npc(d.who)
            && let Some(q) = s.loss_question()
            && (q.mina > 0 || q.cards_in_hand > 0)
        {
            return true;
        }
        if s.is_npc(d.who) {
            s.npc_step().unwrap().unwrap();
        } else {
            s.act(npc::choose(&s.game, &d).action).unwrap();
        }
    }
    false
}

#[test]
fn a_loss_plan_replays_to_the_same_hash_as_its_per_disk_answers() {
    let mut plans = 0;
    let mut answers = 0;
    for seed in 0..4 {
        let mut s = super::session::session(2, 2, seed);
        while to_paid_loss(&mut s) {
            // The screen is its owner's: the question names the cards it may pay with.
            s.viewer = s.pending().map(|d| d.who);
            let q = s.loss_question().unwrap();
            assert!(q.cards.len() == q.cards_in_hand);
            // A mina first when it has one, then a card, the rest with disks.
            let card = q.cards.first().copied();
            let mina = q.mina.min(1);
            let cards: Vec<_> = card
                .into_iter()
                .filter(|_| mina == 0 || q.count > 1)
                .collect();
            let plan = LossPlan::new(&q, &[], false, mina, &cards);
            let before = s.record.clone();
            let steps = s.answer_losses(&plan).unwrap();
            assert_eq!(steps.len(), q.count as usize);
            plans += 1;
            answers += steps.len();
            // The same game answered disk by disk, from the record before the plan.
            let mut by_disk =
                Session::from_record(s.cat.clone(), "by disk".into(), before).unwrap();
            for &a in &plan.answers {
                by_disk.act(a).unwrap();
            }
            assert_eq!(by_disk.record.actions, s.record.actions);
            assert_eq!(by_disk.game.hash(), s.game.hash());
            assert_eq!(
                record::replay(s.cat.clone(), &s.record).unwrap().hash(),
                s.game.hash()
            );
            if plans >= 12 {
                break;
            }
        }
    }
    eprintln!("{plans} plans, {answers} answers");
    assert!(plans >= 3 && answers > plans / 2);
}

/// A plan that cannot answer the losses asked (a card not in the hand, more losses than are
/// asked) is refused and changes nothing.
#[test]
fn a_plan_the_losses_do_not_allow_is_refused_and_changes_nothing() {
    let mut s = super::session::session(2, 2, 1);
    assert!(to_paid_loss(&mut s), "no loss was asked");
    let q = s.loss_question().unwrap();
    let hash = s.game.hash();
    let len = s.record.actions.len();
    let not_held = (1..=acme::games::acme::catalog::FATE_CARDS)
        .map(acme::games::acme::catalog::CardId)
        .find(|c| !s.game.state.civs[q.who.idx()].hand.contains(c))
        .unwrap();
    let bad = [
        LossPlan {
            answers: vec![Action::Discard(not_held)],
        },
        LossPlan {
            answers: vec![Action::LoseDisk; q.count as usize + 1],
        },
        LossPlan { answers: vec![] },
    ];
    for plan in bad {
        assert!(s.answer_losses(&plan).is_err(), "{plan:?} was accepted");
        assert_eq!(s.game.hash(), hash);
        assert_eq!(s.record.actions.len(), len);
    }
}

/// Paying a loss with a card needs the hand: the question is asked in front of everyone and
/// names no card; the screen goes to its owner behind the curtain only when it asks for its hand.
#[test]
fn a_loss_shows_the_hand_only_when_its_owner_asks_for_it() {
    for seed in 0..8 {
        let mut s = super::session::session(2, 2, seed);
        while to_paid_loss(&mut s) {
            let q = s.loss_question().unwrap();
            if q.cards_in_hand == 0 || s.viewer == Some(q.who) {
                let d = s.pending().unwrap().clone();
                s.act(npc::choose(&s.game, &d).action).unwrap();
                continue;
            }
            assert_eq!(s.curtain(), None, "a curtain before a loss");
            assert!(
                q.cards.is_empty(),
                "the cards are named in front of everyone"
            );
            assert_eq!(s.visible_hand(), None);
            s.ask_for_hand();
            assert_eq!(s.curtain(), Some(q.who));
            assert_eq!(s.visible_hand(), None, "the hand shows before the curtain");
            s.lift_curtain();
            assert_eq!(s.visible_hand(), Some(q.who));
            let q = s.loss_question().unwrap();
            assert_eq!(q.cards.len(), q.cards_in_hand);
            return;
        }
    }
    panic!("no human loss could be paid with a card in front of the other human");
}

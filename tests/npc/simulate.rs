//! All-NPC games: determinism, replay, invariants, every tie-break method.

use acme::rules::npc::{self, TieBreak};
use acme::rules::{invariants, record};
use acme::sim::{self, SimSetup};

#[test]
fn simulate_is_deterministic_and_its_records_replay_to_the_same_hash() {
    let cat = acme::data::builtin();
    let setup = SimSetup::basic(4, 2, TieBreak::UseHead);
    for seed in 1..=2 {
        let a = sim::play(cat.clone(), &setup, seed)
            .map_err(|e| e.message)
            .unwrap();
        let b = sim::play(cat.clone(), &setup, seed)
            .map_err(|e| e.message)
            .unwrap();
        assert_eq!(
            a.game.hash(),
            b.game.hash(),
            "seed {seed}: same seed, same game"
        );
        assert_eq!(a.record.actions, b.record.actions);
        let text = record::to_ron(&a.record);
        let rec = record::parse_record(&text).unwrap();
        let replayed = record::replay(cat.clone(), &rec).unwrap();
        assert_eq!(
            Some(replayed.hash()),
            a.record.final_hash,
            "seed {seed}: the record replays to its hash"
        );
        assert!(a.game.is_over());
    }
}

#[test]
fn all_npc_games_keep_every_invariant_with_each_tie_break_method() {
    let cat = acme::data::builtin();
    for (i, method) in [TieBreak::UseHead, TieBreak::UseCards, TieBreak::EvenOdd]
        .into_iter()
        .enumerate()
    {
        let setup = SimSetup::basic(3 + i as u8, 2, method);
        let (mut game, _) =
            record::start(cat.clone(), &setup.setup, &setup.options, 40 + i as u64).unwrap();
        let mut n = 0;
        while let Some(d) = game.pending() {
            let c = npc::choose(&game, d);
            assert!(d.options.contains(&c.action));
            assert!(!c.rule.is_empty(), "every choice names its rule");
            game.apply(c.action).unwrap();
            if let Err(errs) = invariants::check(&game.catalog, &game.state) {
                panic!("{method:?} after {n} actions: {}", errs.join("; "));
            }
            n += 1;
            assert!(n < sim::MAX_ACTIONS);
        }
        assert!(game.is_over());
    }
}

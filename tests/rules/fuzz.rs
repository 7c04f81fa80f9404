//! The random-legal-play harness in the test suite (a small count; `acme fuzz` runs thousands):
//! no panic, no decision without options, disk and card conservation and stacking after every
//! action, and every record replays to the same hash.

#[test]
fn random_legal_play_over_every_basic_setup() {
    for i in 0..10u64 {
        let players = 2 + (i % 5) as u8;
        match acme::harness::fuzz_game(1000 + i, players, 4) {
            Ok(o) => assert!(o.actions > 100),
            Err(f) => panic!("seed {} with {} players: {}", f.seed, f.players, f.message),
        }
    }
}

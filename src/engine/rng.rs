//! Seeds made from seeds. A brain that needs randomness (the Strategist's search, a random
//! player) draws from a generator of its own, seeded from the game's seed and where it stands, so
//! a game's own generator is never touched and a game replays from its answers alone.

/// One 64-bit seed from two (SplitMix64's finaliser over their combination).
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(17);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

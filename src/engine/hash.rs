//! The state hash: one number that says whether two games are in the same state, the same on
//! every machine and run (records hold it to prove a replay reached the recorded game).
//!
//! FNV-1a over the state's JSON form (serde). Stable as long as the state's serialized form is:
//! a state to hash holds no hash maps (their order varies) and no floats.

use serde::Serialize;

/// FNV-1a over the JSON form of `st`.
pub fn state_hash<T: Serialize + ?Sized>(st: &T) -> u64 {
    let bytes = serde_json::to_vec(st).expect("the state always serializes");
    text_hash(&bytes)
}

/// FNV-1a of bytes: [`state_hash`] of a state is this of its JSON text (so a state kept as that
/// text, as a save holds it, is checked against a saved hash without reading it).
pub fn text_hash(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

//! The state hash: one number that says whether two games are in the same state, the same on
//! every machine and run (records hold it to prove a replay reached the recorded game).
//!
//! FNV-1a over the state's JSON form (serde). Stable as long as the state's serialized form is:
//! a state to hash holds no hash maps (their order varies) and no floats.

use serde::Serialize;

/// FNV-1a over the JSON form of `st`, hashed as serde writes it. Why not the text first and then
/// [`text_hash`]: the same bytes in the same order, without building a text of the whole state
/// that is thrown away at once (every headless game hashes its state at the end).
pub fn state_hash<T: Serialize + ?Sized>(st: &T) -> u64 {
    let mut h = Fnv1a::default();
    serde_json::to_writer(&mut h, st).expect("the state always serializes");
    h.0
}

/// FNV-1a of bytes: [`state_hash`] of a state is this of its JSON text (so a state kept as that
/// text, as a save holds it, is checked against a saved hash without reading it).
pub fn text_hash(bytes: &[u8]) -> u64 {
    let mut h = Fnv1a::default();
    h.add(bytes);
    h.0
}

/// The running FNV-1a (64-bit) of the bytes seen so far; a writer, so that serde can write the
/// state's JSON straight into it ([`state_hash`]).
struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a(0xcbf29ce484222325)
    }
}

impl Fnv1a {
    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x100000001b3);
        }
    }
}

impl std::io::Write for Fnv1a {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.add(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A save checks its state's text against the hash a record holds (`text_hash`), so hashing
    /// while serde writes must give the hash of the whole text.
    #[test]
    fn state_hash_is_the_text_hash_of_the_json() {
        let value = (
            vec![1u8, 2, 3],
            "Ur \"Nippur\"",
            Some(u128::MAX),
            [0i64, -7],
        );
        let text = serde_json::to_vec(&value).unwrap();
        assert_eq!(state_hash(&value), text_hash(&text));
    }

    /// FNV-1a 64 as published (Fowler, Noll, Vo): the empty text and "a".
    #[test]
    fn text_hash_is_fnv1a_64() {
        assert_eq!(text_hash(b""), 0xcbf29ce484222325);
        assert_eq!(text_hash(b"a"), 0xaf63dc4c8601ec8c);
    }
}

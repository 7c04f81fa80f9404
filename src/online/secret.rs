//! Secrets and names handed out by the server: seat tokens, invite codes, game ids. All come from
//! the operating system's generator (never from a name, a clock or the game's seed), and the
//! store keeps only a digest of a token or an invite code, so a copy of the store seats nobody.

/// Random bytes of a seat token: 256 bits.
pub const TOKEN_BYTES: usize = 32;
/// Letters of an invite code: 20 of 31, about 99 bits.
const INVITE_CHARS: usize = 20;
/// The invite code's alphabet: no 0/O, 1/I/L to misread when a code is passed on by hand.
const ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A digest of a token or an invite code: what the store and the server's maps keep.
pub type Digest = [u8; 32];

fn random<const N: usize>() -> Result<[u8; N], String> {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).map_err(|e| format!("the system's random generator failed: {e}"))?;
    Ok(b)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new seat token: 64 hexadecimal digits.
pub fn new_token() -> Result<String, String> {
    Ok(hex(&random::<TOKEN_BYTES>()?))
}

/// A new game id: 32 hexadecimal digits.
pub fn new_game_id() -> Result<String, String> {
    Ok(hex(&random::<16>()?))
}

/// A new invite code: four groups of five characters of [`ALPHABET`] joined by dashes.
pub fn new_invite() -> Result<String, String> {
    let bytes = random::<INVITE_CHARS>()?;
    // Each byte picks a letter by its remainder: a few letters come a little more often (256 is
    // not a multiple of 31), which costs the code a fraction of a bit.
    let letters: Vec<char> = bytes
        .iter()
        .map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char)
        .collect();
    Ok(letters
        .chunks(5)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-"))
}

/// The digest of a token as a client sent it.
pub fn token_digest(token: &str) -> Digest {
    *blake3::hash(token.trim().as_bytes()).as_bytes()
}

/// The digest of an invite code, read as a person may type it (any case, with or without the
/// dashes and spaces).
pub fn invite_digest(code: &str) -> Digest {
    let plain: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    *blake3::hash(plain.as_bytes()).as_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue "Online" point 5: tokens are random, at least 128 bits, and two are never alike.
    #[test]
    fn tokens_hold_256_random_bits_and_differ() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert_eq!(a.len(), 2 * TOKEN_BYTES);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_ne!(token_digest(&a), token_digest(&b));
    }

    /// An invite code typed in lower case or without its dashes is the same code.
    #[test]
    fn an_invite_code_reads_in_any_case_with_or_without_dashes() {
        let code = new_invite().unwrap();
        assert_eq!(code.len(), INVITE_CHARS + 3);
        let typed = code.replace('-', "").to_lowercase();
        assert_eq!(invite_digest(&code), invite_digest(&typed));
    }
}

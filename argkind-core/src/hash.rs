//! The hash maps of argkind's tables keyed by flag ids and spellings: short
//! strings, hashed thousands of times each time a large command is set up
//! and parsed, where std's DoS-resistant SipHash costs more than the lookups
//! it serves. The hasher is rustc's Fx hash (`rustc-hash`): not
//! DoS-resistant, and it need not be: the keys are the program's own flag
//! names, and the long names a user types on their own command line.

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasher;

use rustc_hash::FxBuildHasher;

/// A map keyed by flag ids or spellings.
pub(crate) type IdMap<K, V> = HashMap<K, V, FxBuildHasher>;

/// A set of flag ids.
pub(crate) type IdSet<K> = HashSet<K, FxBuildHasher>;

/// The table key of the spelling made of `parts`, concatenated: the hash of
/// its bytes, the same whether the spelling is given whole (a token the user
/// typed) or in parts (`no-` and a long name), without building the string
/// for a short spelling.
pub(crate) fn spelling_key(parts: &[&str]) -> u64 {
    let hash = |bytes: &[u8]| FxBuildHasher.hash_one(bytes);
    match parts {
        [whole] => hash(whole.as_bytes()),
        _ => {
            let len: usize = parts.iter().map(|p| p.len()).sum();
            let mut buffer = [0u8; 128];
            if len <= buffer.len() {
                let mut at = 0;
                for part in parts {
                    buffer[at..at + part.len()].copy_from_slice(part.as_bytes());
                    at += part.len();
                }
                hash(&buffer[..len])
            } else {
                hash(parts.concat().as_bytes())
            }
        }
    }
}

/// A first test of whether a string may be one of a few, cheaper than a
/// look-up in a table of them: one bit per value of a mix of the string's
/// length and its last two bytes, in `64 * WORDS` bits (256 unless given).
/// A string whose bit is unset is surely none of them; one whose bit is set
/// may be one (a look-up in the table says). It serves where a large
/// command's every argument is looked up among a few ids or names, and
/// where a name is looked for among the prefixes of another (by the end of
/// each prefix: [`may_end`](Self::may_end)).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sieve<const WORDS: usize = 4>([u64; WORDS]);

impl<const WORDS: usize> Default for Sieve<WORDS> {
    fn default() -> Self {
        Sieve([0; WORDS])
    }
}

impl<const WORDS: usize> Sieve<WORDS> {
    /// The bit of a string of `len` bytes whose last two are `before` and
    /// `last` (unread for a string shorter than two bytes).
    fn bit_of(len: usize, before: u8, last: u8) -> usize {
        let mask = 64 * WORDS - 1;
        if len < 2 {
            return len & mask;
        }
        (len.wrapping_mul(37) ^ usize::from(last).wrapping_mul(11) ^ usize::from(before)) & mask
    }

    /// The bit of `bytes`.
    fn bit(bytes: &[u8]) -> usize {
        match bytes {
            [.., before, last] => Self::bit_of(bytes.len(), *before, *last),
            _ => Self::bit_of(bytes.len(), 0, 0),
        }
    }

    /// Sets `bit`.
    fn set(&mut self, bit: usize) {
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    /// Whether `bit` is set.
    fn has(&self, bit: usize) -> bool {
        self.0[bit / 64] & (1 << (bit % 64)) != 0
    }

    /// Lets `text` through from now on.
    pub(crate) fn insert(&mut self, text: &str) {
        self.insert_bytes(text.as_bytes());
    }

    /// [`insert`](Self::insert) for text that need not be UTF-8.
    pub(crate) fn insert_bytes(&mut self, bytes: &[u8]) {
        self.set(Self::bit(bytes));
    }

    /// Whether `text` may be one of the strings inserted: `false` only
    /// where it is surely none of them.
    pub(crate) fn may_hold(&self, text: &str) -> bool {
        self.has(Self::bit(text.as_bytes()))
    }

    /// Whether a string of `len` bytes whose last two are `before` and
    /// `last` may be one of the strings inserted (as
    /// [`may_hold`](Self::may_hold), for a string given by its end: a
    /// prefix of a longer one, say).
    pub(crate) fn may_end(&self, len: usize, before: u8, last: u8) -> bool {
        self.has(Self::bit_of(len, before, last))
    }
}

#[cfg(test)]
mod tests {
    use super::{spelling_key, Sieve};

    #[test]
    fn a_spelling_in_parts_has_the_key_of_the_whole() {
        assert_eq!(spelling_key(&["no-", "fast"]), spelling_key(&["no-fast"]));
        assert_eq!(spelling_key(&["disable-", "x", "y"]), spelling_key(&["disable-xy"]));
        let long = "x".repeat(200);
        assert_eq!(spelling_key(&["no-", &long]), spelling_key(&[&format!("no-{long}")]));
        assert_ne!(spelling_key(&["no-fast"]), spelling_key(&["no-fasts"]));
    }

    #[test]
    fn a_sieve_lets_through_every_string_inserted_and_stops_others() {
        let mut sieve: Sieve = Sieve::default();
        let held = ["", "a", "opt-0001", "level", "no_fast", "é"];
        for text in held {
            sieve.insert(text);
        }
        for text in held {
            assert!(sieve.may_hold(text), "{text:?}");
        }
        // Of strings of the same length as one held, most are stopped.
        let stopped = (0..100)
            .filter(|i| !sieve.may_hold(&format!("opt-{:04}", i + 2)))
            .count();
        assert!(stopped > 90, "{stopped}");
        assert!(!Sieve::<4>::default().may_hold("level"));
    }

    #[test]
    fn a_string_given_by_its_end_has_the_bit_of_the_whole() {
        let mut sieve = Sieve::<64>::default();
        for text in ["a", "opt-0001", "enable-opt-0002"] {
            sieve.insert_bytes(text.as_bytes());
        }
        assert!(sieve.may_end(1, 0, b'a'));
        assert!(sieve.may_end(8, b'0', b'1'));
        assert!(sieve.may_end(15, b'0', b'2'));
        assert!(!sieve.may_end(8, b'0', b'2'));
    }
}

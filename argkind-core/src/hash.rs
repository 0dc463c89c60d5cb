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
/// length and its last two bytes, in 256 bits. A string whose bit is unset
/// is surely none of them; one whose bit is set may be one (a look-up in the
/// table says). It serves where a large command's every argument is looked
/// up among a few ids or names.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Sieve([u64; 4]);

impl Sieve {
    /// The bit of `text`.
    fn bit(text: &str) -> usize {
        let bytes = text.as_bytes();
        let [.., before, last] = bytes else {
            return bytes.len() & 255;
        };
        (bytes.len().wrapping_mul(37) ^ usize::from(*last).wrapping_mul(11) ^ usize::from(*before)) & 255
    }

    /// Lets `text` through from now on.
    pub(crate) fn insert(&mut self, text: &str) {
        let bit = Sieve::bit(text);
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    /// Whether `text` may be one of the strings inserted: `false` only
    /// where it is surely none of them.
    pub(crate) fn may_hold(&self, text: &str) -> bool {
        let bit = Sieve::bit(text);
        self.0[bit / 64] & (1 << (bit % 64)) != 0
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
        let mut sieve = Sieve::default();
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
        assert!(!Sieve::default().may_hold("level"));
    }
}

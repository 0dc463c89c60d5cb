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

#[cfg(test)]
mod tests {
    use super::spelling_key;

    #[test]
    fn a_spelling_in_parts_has_the_key_of_the_whole() {
        assert_eq!(spelling_key(&["no-", "fast"]), spelling_key(&["no-fast"]));
        assert_eq!(spelling_key(&["disable-", "x", "y"]), spelling_key(&["disable-xy"]));
        let long = "x".repeat(200);
        assert_eq!(spelling_key(&["no-", &long]), spelling_key(&[&format!("no-{long}")]));
        assert_ne!(spelling_key(&["no-fast"]), spelling_key(&["no-fasts"]));
    }
}

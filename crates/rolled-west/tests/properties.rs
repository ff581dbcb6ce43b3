//! Majorities against a plain reference: rank the distinct (marks, settlements) keys of the
//! marked players; the top key shares the first bonus, the next one down the second.

use proptest::prelude::*;
use saloon_rolled_west::scoring::majority_awards;

fn reference(keys: &[(u8, u8)], bonus: [u8; 2]) -> Vec<u8> {
    let mut distinct: Vec<(u8, u8)> = keys.iter().copied().filter(|k| k.0 > 0).collect();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    distinct.dedup();
    keys.iter()
        .map(|k| match distinct.iter().position(|d| d == k) {
            Some(0) => bonus[0],
            Some(1) => bonus[1],
            _ => 0,
        })
        .collect()
}

fn key() -> impl Strategy<Value = (u8, u8)> {
    (0u8..=8).prop_flat_map(|marks| (Just(marks), 0..=marks / 2))
}

proptest! {
    #[test]
    fn majorities_match_the_reference(
        keys in proptest::collection::vec(key(), 2..=4),
        first in 3u8..6,
        second in 1u8..3,
    ) {
        prop_assert_eq!(majority_awards(&keys, [first, second]), reference(&keys, [first, second]));
    }
}

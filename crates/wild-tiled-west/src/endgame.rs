//! Endgame scoring that needs more than a count: aces.

use std::sync::OnceLock;

use crate::content::Suit;

/// Suits holding at most this many aces are looked up in a table rather than worked out:
/// the bots' evaluation asks for ace points thousands of times a decision.
const TABLED: u32 = 7;

/// Points for `counts` aces of each suit (spades, hearts, diamonds, clubs).
///
/// Matching sets: three of a suit score 6, four score 12. Mixed sets: three different suits
/// score 6, all four score 12. Saloon's ruling (from the French rules): each ace may count in
/// one matching set and in one mixed set, so the two kinds are scored independently.
pub fn ace_points(counts: [u32; 4]) -> i32 {
    if counts.iter().all(|&c| c <= TABLED) {
        static TABLE: OnceLock<Vec<i32>> = OnceLock::new();
        let table = TABLE.get_or_init(|| {
            (0..table_index([TABLED; 4]) + 1)
                .map(|i| worked_out(table_counts(i)))
                .collect()
        });
        return table[table_index(counts)];
    }
    worked_out(counts)
}

fn table_index(counts: [u32; 4]) -> usize {
    counts
        .iter()
        .fold(0, |i, &c| i * (TABLED as usize + 1) + c as usize)
}

fn table_counts(mut index: usize) -> [u32; 4] {
    let mut counts = [0; 4];
    for c in counts.iter_mut().rev() {
        *c = (index % (TABLED as usize + 1)) as u32;
        index /= TABLED as usize + 1;
    }
    counts
}

fn worked_out(counts: [u32; 4]) -> i32 {
    let matching: i32 = counts.iter().map(|&c| best_matching(c)).sum();
    matching + best_mixed(counts)
}

/// The best split of `c` aces of one suit into sets of four (12) and three (6).
fn best_matching(c: u32) -> i32 {
    let mut best = 0;
    for fours in 0..=c / 4 {
        let threes = (c - 4 * fours) / 3;
        best = best.max(12 * fours as i32 + 6 * threes as i32);
    }
    best
}

/// The best number of points from sets of four different suits (12) and of three different
/// suits (6), each ace in at most one set.
fn best_mixed(counts: [u32; 4]) -> i32 {
    let fours_max = counts.iter().copied().min().unwrap_or(0);
    (0..=fours_max)
        .map(|fours| {
            let left = counts.map(|c| c - fours);
            12 * fours as i32 + 6 * max_triples(left) as i32
        })
        .max()
        .unwrap_or(0)
}

/// The most sets of three different suits from piles of aces: take one from each of the
/// three largest piles, repeatedly (optimal for choosing 3 of 4 distinct piles).
fn max_triples(mut piles: [u32; 4]) -> u32 {
    let mut sets = 0;
    loop {
        piles.sort_unstable_by(|a, b| b.cmp(a));
        if piles[2] == 0 {
            return sets;
        }
        piles[0] -= 1;
        piles[1] -= 1;
        piles[2] -= 1;
        sets += 1;
    }
}

/// Suit index in `Suit::ALL` order.
pub fn suit_index(suit: Suit) -> usize {
    Suit::ALL.iter().position(|&s| s == suit).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rulebook: 3 spades, 2 hearts, 1 club on the board and the diamonds ace card make
    /// one set of four different aces and one set of three matching spades: 18 points.
    #[test]
    fn devins_aces_are_worth_eighteen() {
        assert_eq!(ace_points([3, 2, 1, 1]), 18);
    }

    #[test]
    fn sets_of_each_kind() {
        assert_eq!(ace_points([0, 0, 0, 0]), 0);
        assert_eq!(ace_points([3, 0, 0, 0]), 6);
        assert_eq!(ace_points([4, 0, 0, 0]), 12);
        assert_eq!(ace_points([7, 0, 0, 0]), 18, "a four and a three");
        assert_eq!(ace_points([1, 1, 1, 0]), 6, "three different suits");
        assert_eq!(ace_points([1, 1, 1, 1]), 12, "four different suits");
        // Each ace in one matching set and one mixed set: 3+3+3 matching (18) and three
        // mixed sets of three (18).
        assert_eq!(ace_points([3, 3, 3, 0]), 36);
        // 2,2,2,2: no matching set; two sets of four different.
        assert_eq!(ace_points([2, 2, 2, 2]), 24);
        // 2,2,1,1: one four (12) then the leftover 1,1,0,0 makes nothing.
        assert_eq!(ace_points([2, 2, 1, 1]), 12);
        // 3,3,3,3: 4 matching threes (24), three mixed fours (36).
        assert_eq!(ace_points([3, 3, 3, 3]), 60);
    }

    #[test]
    fn the_table_agrees_with_the_working_out_and_larger_piles_are_worked_out() {
        for i in 0..=table_index([TABLED; 4]) {
            let counts = table_counts(i);
            assert_eq!(table_index(counts), i);
            assert_eq!(ace_points(counts), worked_out(counts), "{counts:?}");
        }
        assert_eq!(
            ace_points([TABLED + 1, 0, 0, 0]),
            worked_out([TABLED + 1, 0, 0, 0])
        );
        assert_eq!(ace_points([8, 1, 1, 0]), 12 + 12 + 6);
    }
}

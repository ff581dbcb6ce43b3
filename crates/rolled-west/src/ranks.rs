//! Solo ranks: the five named bands a score against the Claim Jumper earns. Saloon's own
//! (no solo mode was published), calibrated by simulation: see RULES-NOTES.md, "Solo ranks".

/// (lowest score, rank id), highest band first. The ids are stable: the UI translates them
/// and the rank history stores them.
pub const RANKS: [(i32, &str); 5] = [
    (78, "silver-baron"),
    (70, "mine-boss"),
    (63, "claim-holder"),
    (55, "prospector"),
    (0, "greenhorn"),
];

/// The band above the one a solo score earns: its lowest score and its id; none at the top.
pub fn next_rank(score: i32) -> Option<(i32, &'static str)> {
    RANKS.iter().rev().find(|(min, _)| *min > score).copied()
}

/// The rank a solo score earns.
pub fn rank_for(score: i32) -> Option<&'static str> {
    RANKS
        .iter()
        .find(|(min, _)| score >= *min)
        .map(|(_, id)| *id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_band_is_the_lowest_one_above_the_score() {
        assert_eq!(next_rank(0), Some((55, "prospector")));
        assert_eq!(next_rank(54), Some((55, "prospector")));
        assert_eq!(next_rank(55), Some((63, "claim-holder")));
        assert_eq!(next_rank(77), Some((78, "silver-baron")));
        assert_eq!(next_rank(78), None);
    }
}

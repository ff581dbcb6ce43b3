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

/// The rank a solo score earns.
pub fn rank_for(score: i32) -> Option<&'static str> {
    RANKS
        .iter()
        .find(|(min, _)| score >= *min)
        .map(|(_, id)| *id)
}

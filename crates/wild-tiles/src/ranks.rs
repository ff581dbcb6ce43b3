//! Solo ranks: the five named bands a solo score ($ if you survive) earns, one table per deck
//! choice (the harder decks pay more $). Saloon's own, calibrated by
//! simulation: see RULES-NOTES.md, "Solo ranks".

use crate::rules::DeckChoice;

/// The rank ids, lowest first. Stable: the UI translates them and the rank history keeps them.
pub const RANK_IDS: [&str; 5] = ["tenderfoot", "drifter", "deputy", "marshal", "legend"];

/// The lowest score of each rank above the first, per deck, for games of rules edition
/// `edition` (each deck edition has its own scores). Calibrated by simulation (RULES-NOTES.md,
/// "Solo ranks"): nine random games in ten stay below the second band, the greedy bot's median
/// falls in the third, the hard bot's in the fourth.
pub fn thresholds(deck: DeckChoice, edition: u8) -> [i32; 4] {
    match (deck, edition) {
        (DeckChoice::Easy, 1) => [44, 52, 62, 72],
        (DeckChoice::Normal, 1) => [53, 60, 74, 90],
        (DeckChoice::Hard, 1) => [58, 64, 78, 96],
        (DeckChoice::Easy, _) => [45, 52, 62, 72],
        (DeckChoice::Normal, _) => [60, 66, 72, 90],
        (DeckChoice::Hard, _) => [61, 68, 76, 95],
    }
}

/// The rank a solo score earns with `deck` in rules edition `edition`.
pub fn rank_for(deck: DeckChoice, edition: u8, score: i32) -> Option<&'static str> {
    let above = thresholds(deck, edition)
        .iter()
        .filter(|&&t| score >= t)
        .count();
    Some(RANK_IDS[above])
}

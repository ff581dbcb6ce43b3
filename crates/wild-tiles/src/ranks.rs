//! Solo ranks: the five named bands a solo score ($ if you survive) earns, one table per deck
//! choice (the harder decks pay more $). Saloon's own, calibrated by
//! simulation: see RULES-NOTES.md, "Solo ranks".

use crate::rules::DeckChoice;

/// The rank ids, lowest first. Stable: the UI translates them and the rank history keeps them.
pub const RANK_IDS: [&str; 5] = ["tenderfoot", "drifter", "deputy", "marshal", "legend"];

/// The lowest score of each rank above the first, per deck. Calibrated by simulation
/// (RULES-NOTES.md, "Solo ranks"): nine random games in ten stay below the second band, the
/// greedy bot's median falls in the third, the hard bot's in the fourth.
pub fn thresholds(deck: DeckChoice) -> [i32; 4] {
    match deck {
        DeckChoice::Easy => [44, 52, 62, 72],
        DeckChoice::Normal => [53, 60, 74, 90],
        DeckChoice::Hard => [58, 64, 78, 96],
    }
}

/// The rank a solo score earns with `deck`.
pub fn rank_for(deck: DeckChoice, score: i32) -> Option<&'static str> {
    let above = thresholds(deck).iter().filter(|&&t| score >= t).count();
    Some(RANK_IDS[above])
}

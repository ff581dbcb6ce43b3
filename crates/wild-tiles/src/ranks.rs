//! Solo ranks: the five named bands a solo score ($ if you survive) earns, one table per deck
//! choice (a harder deck pays more $ and kills more often). Saloon's own, calibrated by
//! simulation: see RULES-NOTES.md, "Solo ranks".

use crate::rules::DeckChoice;

/// The rank ids, lowest first. Stable: the UI translates them and the rank history keeps them.
pub const RANK_IDS: [&str; 5] = ["tenderfoot", "drifter", "deputy", "marshal", "legend"];

/// The lowest score of each rank above the first, per deck.
pub fn thresholds(deck: DeckChoice) -> [i32; 4] {
    match deck {
        DeckChoice::Easy => [10, 20, 28, 36],
        DeckChoice::Normal => [12, 24, 33, 42],
        DeckChoice::Hard => [14, 28, 38, 48],
    }
}

/// The rank a solo score earns with `deck`.
pub fn rank_for(deck: DeckChoice, score: i32) -> Option<&'static str> {
    let above = thresholds(deck).iter().filter(|&&t| score >= t).count();
    Some(RANK_IDS[above])
}

//! Solo ranks: the five named bands a solo score ($ if you survive) earns, one table per deck
//! choice (the harder decks pay more $), and from rules edition 3 one per deck for the rival
//! gang, which takes bounties from you. Saloon's own, calibrated by simulation: see
//! RULES-NOTES.md, "Solo ranks". A finished game keeps the table of its edition, so no rank a
//! game was shown ever changes.

use crate::rules::{DeckChoice, WtOptions};

/// The rank ids, lowest first. Stable: the UI translates them and the rank history keeps them.
pub const RANK_IDS: [&str; 5] = ["tenderfoot", "drifter", "deputy", "marshal", "legend"];

/// The lowest score of each rank above the first for a solo game played with `options`: its
/// deck, its rules edition (each edition has its own scores) and, from edition 3, whether the
/// rival gang played (before, gang games used the plain solo table). Calibrated by simulation
/// (RULES-NOTES.md, "Solo ranks"): nine random games in ten stay below the second band, the
/// greedy bot's median falls in the third, the hard bot's in the fourth.
pub fn thresholds(options: &WtOptions) -> [i32; 4] {
    let gang = options.rival_gang && options.edition >= 3;
    match (options.deck, options.edition, gang) {
        (DeckChoice::Easy, 1, _) => [44, 52, 62, 72],
        (DeckChoice::Normal, 1, _) => [53, 60, 74, 90],
        (DeckChoice::Hard, 1, _) => [58, 64, 78, 96],
        (DeckChoice::Easy, 2, _) => [45, 52, 62, 72],
        (DeckChoice::Normal, 2, _) => [60, 66, 72, 90],
        (DeckChoice::Hard, 2, _) => [61, 68, 76, 95],
        (DeckChoice::Easy, _, false) => [46, 52, 62, 72],
        (DeckChoice::Normal, _, false) => [62, 68, 80, 96],
        (DeckChoice::Hard, _, false) => [63, 70, 84, 100],
        (DeckChoice::Easy, _, true) => [15, 20, 28, 36],
        (DeckChoice::Normal, _, true) => [16, 24, 34, 44],
        (DeckChoice::Hard, _, true) => [16, 24, 35, 46],
    }
}

/// The rank a solo score earns in a game played with `options`.
pub fn rank_for(options: &WtOptions, score: i32) -> Option<&'static str> {
    let above = thresholds(options).iter().filter(|&&t| score >= t).count();
    Some(RANK_IDS[above])
}

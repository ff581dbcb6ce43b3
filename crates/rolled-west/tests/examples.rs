//! The worked examples of `games/rolled-west.md` that concern scoring at the end: office
//! bonuses and majorities on whole sheets (the others are in tests/rules.rs, by rule).

use saloon_rolled_west::scoring::{office_bonus, score_sheets};
use saloon_rolled_west::Sheet;

/// Office gold+copper with copper shipped to box 5 (2 stars), gold to box 3 (1 star) and
/// wood claim spaces 1-4 (4 stars): 7.
#[test]
fn the_stars_office_example() {
    let sheet = Sheet {
        shipped: [5, 0, 3],
        filled: [4, 0, 0, 0],
        ..Sheet::default()
    };
    assert_eq!(office_bonus(&sheet, 6, 0), 7);
}

#[test]
fn every_office_bonus_counts_what_it_says() {
    let sheet = Sheet {
        filled: [3, 2, 0, 3],
        circles: [0b10, 0b10, 0, 0b100],
        contracts: 0b1_0000_0011, // 4 copper, 2 copper + 2 silver, 5 gold
        offices: 0b1_0000_0001,   // copper+copper and gold+gold
        shipped: [5, 2, 5],
        ..Sheet::default()
    };
    let bonus = |id| office_bonus(&sheet, id, 2);
    assert_eq!(bonus(0), 2 + 3, "1 an office (2) + 1 a contract (3)");
    assert_eq!(bonus(1), 2 + 2, "1 an office + 1 a majority won (2)");
    assert_eq!(bonus(2), 3 * 2, "3 a completed shipping row (copper, gold)");
    assert_eq!(bonus(3), 2 * 3, "2 a settlement");
    assert_eq!(bonus(4), 6, "a flat 6");
    assert_eq!(bonus(5), 5 + 4 + 2, "copper shipped + copper in contracts");
    // Stars: shipping 2 + 0 + 2; claim spaces: wood 3, copper 1 (space 2), gold 2.
    assert_eq!(bonus(6), 4 + 6, "shipping stars + starred claim spaces");
    assert_eq!(bonus(7), 2 * 2 + 2 * 2, "2 an office + 2 a completed row");
    assert_eq!(bonus(8), 3 * 3, "3 a contract");
}

/// Majorities on whole sheets: the gold row (5 / 2) with A (3 marks, 1 settlement), B (3, 1),
/// C (2, 0): A and B share first, C is second; the copper-silver office counts the win.
#[test]
fn majorities_on_whole_sheets_and_the_office_that_counts_them() {
    let marks = |filled: u8, circles: u8| Sheet {
        filled: [0, 0, 0, filled],
        circles: [0, 0, 0, circles],
        ..Sheet::default()
    };
    let mut a = marks(3, 0b10);
    a.offices = 0b10;
    let sheets = [a, marks(3, 0b100), marks(2, 0)];
    let scores = score_sheets(&sheets);
    let majorities: Vec<_> = scores.iter().map(|s| s.get("majorities")).collect();
    assert_eq!(majorities, [Some(5), Some(5), Some(2)]);
    assert_eq!(
        scores[0].get("offices"),
        Some(1 + 1),
        "one office, one majority won"
    );
}

//! The end of the game: claim majorities with their tie-breaks, the Boomtown offices'
//! bonuses, and each sheet's score by category.

use saloon_core::ScoreSheet;

use crate::content::{content, Count, Resource};
use crate::rules::MAX_SHEETS;
use crate::sheet::Sheet;

/// The score lines, in the order the end screen lists them.
pub const LINES: [&str; 5] = ["claims", "majorities", "contracts", "shipping", "offices"];

/// The majority bonus each player takes in one claim row, from their (marks, settlements).
///
/// The most marks take the larger number, ties broken by more settlements; a full tie
/// shares it. The next key below takes the smaller number (also after a shared first); a
/// player needs at least one mark, so with one player marked nobody is second.
pub fn majority_awards(keys: &[(u8, u8)], bonus: [u8; 2]) -> Vec<u8> {
    keys.iter().map(|k| award(keys, *k, bonus)).collect()
}

/// The bonus that `key` takes among `keys` (it is one of them).
fn award(keys: &[(u8, u8)], key: (u8, u8), bonus: [u8; 2]) -> u8 {
    if key.0 == 0 {
        return 0;
    }
    let above = keys.iter().filter(|k| **k > key).max();
    match above {
        None => bonus[0],
        Some(best) if keys.iter().all(|k| k == best || *k <= key) => bonus[1],
        Some(_) => 0,
    }
}

/// Each sheet's majority bonus over every row, and how many rows it won (first place).
fn majorities(sheets: &[Sheet]) -> [(u32, u32); MAX_SHEETS] {
    let mut out = [(0, 0); MAX_SHEETS];
    let mut keys = [(0u8, 0u8); MAX_SHEETS];
    let keys = &mut keys[..sheets.len()];
    for row in Resource::ALL {
        for (k, s) in keys.iter_mut().zip(sheets) {
            *k = (s.marks(row), s.settlements(row));
        }
        let bonus = content().claims[row.index()].majority;
        for (i, &key) in keys.iter().enumerate() {
            let got = award(keys, key, bonus);
            out[i].0 += u32::from(got);
            out[i].1 += u32::from(got > 0 && keys.iter().all(|k| *k <= key));
        }
    }
    out
}

/// What an office's bonus counts on `sheet`.
pub fn count(sheet: &Sheet, what: Count, majorities_won: u32) -> u32 {
    match what {
        Count::One => 1,
        Count::Offices => sheet.office_count(),
        Count::Contracts => sheet.contract_count(),
        Count::MajoritiesWon => majorities_won,
        Count::ShippingRowsCompleted => sheet.shipping_rows_completed(),
        Count::Settlements => Resource::ALL
            .iter()
            .map(|&r| u32::from(sheet.settlements(r)))
            .sum(),
        Count::CopperShipped => u32::from(sheet.shipped[0]),
        Count::CopperInContracts => content()
            .contracts
            .iter()
            .enumerate()
            .filter(|(id, _)| sheet.has_contract(*id))
            .map(|(_, c)| u32::from(c.cost[Resource::Copper.index()]))
            .sum(),
        Count::ShippingStars => sheet.shipping_stars(),
        Count::ClaimStars => sheet.claim_stars(),
    }
}

/// The bonus of office `id` on `sheet` (whether or not it owns it).
pub fn office_bonus(sheet: &Sheet, id: usize, majorities_won: u32) -> u32 {
    content().offices[id]
        .bonus
        .iter()
        .map(|t| u32::from(t.per) * count(sheet, t.count, majorities_won))
        .sum()
}

/// One sheet's points by category, in the order of [`LINES`].
fn categories(s: &Sheet, majority_bonus: u32, majorities_won: u32) -> [u32; 5] {
    let claims: u32 = Resource::ALL.iter().map(|&r| s.claim_points(r)).sum();
    let contracts: u32 = content()
        .contracts
        .iter()
        .enumerate()
        .filter(|(id, _)| s.has_contract(*id))
        .map(|(_, c)| u32::from(c.points))
        .sum();
    let offices: u32 = (0..content().offices.len())
        .filter(|&id| s.has_office(id))
        .map(|id| office_bonus(s, id, majorities_won))
        .sum();
    [
        claims,
        majority_bonus,
        contracts,
        s.shipping_points(),
        offices,
    ]
}

/// Every sheet's score by category (the keys of [`LINES`]).
pub fn score_sheets(sheets: &[Sheet]) -> Vec<ScoreSheet> {
    let majorities = majorities(sheets);
    sheets
        .iter()
        .zip(majorities)
        .map(|(s, (bonus, won))| {
            let mut out = ScoreSheet::default();
            for (key, points) in LINES.iter().zip(categories(s, bonus, won)) {
                out.push(*key, points as i32);
            }
            out
        })
        .collect()
}

/// Every sheet's total, without building the lines (what deciding the winners needs).
pub fn totals(sheets: &[Sheet]) -> [i32; MAX_SHEETS] {
    let majorities = majorities(sheets);
    let mut out = [0; MAX_SHEETS];
    for (i, s) in sheets.iter().enumerate() {
        let (bonus, won) = majorities[i];
        out[i] = categories(s, bonus, won).iter().sum::<u32>() as i32;
    }
    out
}

/// The seats with the highest total: several on a tie, a shared win.
pub fn best(totals: &[i32]) -> Vec<u8> {
    let Some(&top) = totals.iter().max() else {
        return Vec::new();
    };
    (0..totals.len() as u8)
        .filter(|&i| totals[usize::from(i)] == top)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each player's (marks, settlements), and the bonus each should take.
    type Case<'a> = (&'a [(u8, u8)], &'a [u8]);

    /// The spec's worked examples, bonus 5 / 2, keys (marks, settlements).
    #[test]
    fn majorities_follow_the_worked_examples() {
        let cases: &[Case] = &[
            (&[(3, 1), (3, 0)], &[5, 2]),
            (&[(3, 1), (3, 1), (2, 0)], &[5, 5, 2]),
            (&[(4, 0), (2, 1), (2, 0)], &[5, 2, 0]),
            (&[(4, 0), (2, 1), (2, 1)], &[5, 2, 2]),
            (&[(2, 1), (0, 0)], &[5, 0]),
            (&[(5, 2), (5, 2), (5, 2), (1, 0)], &[5, 5, 5, 2]),
        ];
        for (keys, want) in cases {
            assert_eq!(majority_awards(keys, [5, 2]), want.to_vec(), "{keys:?}");
        }
    }

    #[test]
    fn nobody_unmarked_takes_a_bonus() {
        assert_eq!(majority_awards(&[(0, 0), (0, 0)], [5, 2]), vec![0, 0]);
    }
}

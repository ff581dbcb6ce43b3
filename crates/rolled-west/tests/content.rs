//! The sheet's numbers against the published sheet (`games/rolled-west.md`).

use saloon_rolled_west::content::{content, parse, Count, Resource};

#[test]
fn four_d12_with_four_copper_three_wood_three_silver_two_gold() {
    assert_eq!(content().faces, [3, 4, 3, 2]);
}

#[test]
fn a_camp_costs_one_wood_and_a_settlement_two() {
    // The rulebook: "a single wood to build a camp, or two wood to build a settlement".
    assert_eq!(content().camp_cost, [1, 0, 0, 0]);
    assert_eq!(content().settlement_cost, [2, 0, 0, 0]);
}

#[test]
fn the_claim_rows_are_the_sheets() {
    let rows: Vec<_> = content()
        .claims
        .iter()
        .map(|r| (r.resource, r.spaces, r.majority))
        .collect();
    assert_eq!(
        rows,
        [
            (Resource::Wood, [1, 2, 3, 3, 0, 9, 0, 9], [3, 1]),
            (Resource::Copper, [0, 2, 1, 2, 0, 4, 0, 8], [3, 1]),
            (Resource::Silver, [0, 2, 1, 3, 0, 5, 0, 9], [4, 2]),
            (Resource::Gold, [0, 2, 2, 3, 0, 6, 0, 10], [5, 2]),
        ]
    );
}

#[test]
fn nine_contracts_each_metals_only() {
    let contracts: Vec<_> = content()
        .contracts
        .iter()
        .map(|c| (c.cost, c.points))
        .collect();
    assert_eq!(
        contracts,
        [
            ([0, 4, 0, 0], 8),
            ([0, 2, 2, 0], 9),
            ([0, 2, 0, 2], 10),
            ([0, 0, 4, 0], 10),
            ([0, 5, 0, 0], 11),
            ([0, 0, 2, 2], 11),
            ([0, 0, 0, 4], 12),
            ([0, 0, 5, 0], 13),
            ([0, 0, 0, 5], 15),
        ]
    );
}

#[test]
fn shipping_rows_have_double_boxes_three_and_five() {
    let rows: Vec<_> = content()
        .shipping
        .iter()
        .map(|r| (r.metal, r.boxes, r.double))
        .collect();
    let double = [false, false, true, false, true];
    assert_eq!(
        rows,
        [
            (
                Resource::Copper,
                [[0, 0], [2, 2], [6, 3], [0, 0], [6, 3]],
                double
            ),
            (
                Resource::Silver,
                [[0, 0], [2, 2], [7, 4], [0, 0], [7, 4]],
                double
            ),
            (
                Resource::Gold,
                [[0, 0], [2, 2], [8, 5], [0, 0], [8, 5]],
                double
            ),
        ]
    );
}

#[test]
fn the_offices_are_a_three_by_three_grid_with_the_sheets_bonuses() {
    use Count::*;
    let offices: Vec<_> = content()
        .offices
        .iter()
        .map(|o| {
            (
                o.cost(),
                o.bonus.iter().map(|t| (t.per, t.count)).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(
        offices,
        [
            ([0, 2, 0, 0], vec![(1, Offices), (1, Contracts)]),
            ([0, 1, 1, 0], vec![(1, Offices), (1, MajoritiesWon)]),
            ([0, 1, 0, 1], vec![(3, ShippingRowsCompleted)]),
            ([0, 1, 1, 0], vec![(2, Settlements)]),
            ([0, 0, 2, 0], vec![(6, One)]),
            (
                [0, 0, 1, 1],
                vec![(1, CopperShipped), (1, CopperInContracts)]
            ),
            ([0, 1, 0, 1], vec![(1, ShippingStars), (1, ClaimStars)]),
            ([0, 0, 1, 1], vec![(2, Offices), (2, ShippingRowsCompleted)]),
            ([0, 0, 0, 2], vec![(3, Contracts)]),
        ]
    );
}

#[test]
fn every_piece_has_a_note_and_a_broken_sheet_is_refused() {
    let text = include_str!("../content/sheet.toml");
    let pieces = text.matches("\n[[").count()
        + text.matches("\n[dice]").count()
        + text.matches("\n[build]").count();
    assert_eq!(text.matches("\nnote = ").count(), pieces);
    assert!(parse(&text.replace("faces = { wood = 3,", "faces = { wood = 4,")).is_err());
    assert!(parse(&text.replacen("resource = \"copper\"", "resource = \"gold\"", 1)).is_err());
    assert!(parse(&text.replacen("cost = { copper = 4 }", "cost = { wood = 4 }", 1)).is_err());
}

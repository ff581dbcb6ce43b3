//! One player's score sheet: what is marked on it, and the counts its scoring reads.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::content::{
    claim_row, content, Counts, Resource, CLAIM_SPACES, SHIPPING_BOXES, STARRED_BOXES,
};

/// Turns each player takes: one a round for six rounds.
pub const TURNS: u8 = 6;

/// What a player has the engine do when a neighbour's roll (or the ghost roll) is offered,
/// so that pass-and-play is not a prompt per roll.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwAutoBank"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum AutoBank {
    /// Ask every time.
    #[default]
    Ask,
    /// Never bank between turns.
    Never,
    /// Take this resource whenever it is offered; ask when it is not.
    Take { resource: Resource },
}

impl AutoBank {
    /// Its place in [`AutoBank::ALL`].
    pub fn index(self) -> usize {
        match self {
            AutoBank::Ask => 0,
            AutoBank::Never => 1,
            AutoBank::Take { resource } => 2 + resource.index(),
        }
    }

    /// Every preference, in the order of [`crate::RwAction`]'s `Ord`.
    pub const ALL: [AutoBank; 6] = [
        AutoBank::Ask,
        AutoBank::Never,
        AutoBank::Take {
            resource: Resource::Wood,
        },
        AutoBank::Take {
            resource: Resource::Copper,
        },
        AutoBank::Take {
            resource: Resource::Silver,
        },
        AutoBank::Take {
            resource: Resource::Gold,
        },
    ];
}

/// A player's sheet. Fixed-size, so a game clones without touching the heap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwSheet"))]
pub struct Sheet {
    /// Spaces marked in each claim row (wood, copper, silver, gold), from the left.
    pub filled: [u8; 4],
    /// The spaces of each claim row that hold a settlement's circle (bit i: space i); the
    /// other marked spaces hold triangles.
    pub circles: [u8; 4],
    /// Contracts this player completed (bit per contract).
    pub contracts: u16,
    /// Offices this player bought (bit per office, row-major).
    pub offices: u16,
    /// Boxes checked in each shipping row (copper, silver, gold).
    pub shipped: [u8; 3],
    /// Double boxes where this player circled the higher number: bit `5 * metal + box`.
    pub firsts: u16,
    /// Own-turn banks, one box per turn (the white row).
    pub banked: [Option<Resource>; 6],
    /// Banks between turns, one box per window before each turn (the dark row).
    pub copied: [Option<Resource>; 6],
    /// Boxes crossed off as spent: bits 0-5 the white row, 8-13 the dark row.
    pub spent: u16,
    /// Banked resources spendable now, by kind: the boxes not crossed off, but for the white
    /// box of a turn in progress, which joins at the turn's end (kept as the boxes change,
    /// so that the hot path never counts them; `recount_stock` is the reference).
    pub stock: Counts,
    /// Turns taken so far.
    pub turns: u8,
    /// Whether this player banked from someone else's roll since their last turn.
    pub window_used: bool,
    pub auto_bank: AutoBank,
}

impl Sheet {
    pub fn marks(&self, row: Resource) -> u8 {
        self.filled[row.index()]
    }

    pub fn settlements(&self, row: Resource) -> u8 {
        self.circles[row.index()].count_ones() as u8
    }

    pub fn claim_points(&self, row: Resource) -> u32 {
        claim_row(row).spaces[..usize::from(self.filled[row.index()])]
            .iter()
            .map(|&p| u32::from(p))
            .sum()
    }

    /// Numbered (starred) claim spaces built, in every row.
    pub fn claim_stars(&self) -> u32 {
        Resource::ALL
            .iter()
            .map(|&r| {
                claim_row(r).spaces[..usize::from(self.filled[r.index()])]
                    .iter()
                    .filter(|&&p| p > 0)
                    .count() as u32
            })
            .sum()
    }

    pub fn has_contract(&self, id: usize) -> bool {
        self.contracts & (1 << id) != 0
    }

    pub fn has_office(&self, id: usize) -> bool {
        self.offices & (1 << id) != 0
    }

    pub fn contract_count(&self) -> u32 {
        self.contracts.count_ones()
    }

    pub fn office_count(&self) -> u32 {
        self.offices.count_ones()
    }

    /// Points of a shipping box this player checked.
    pub fn box_points(&self, metal: usize, at: usize) -> u8 {
        let row = &content().shipping[metal];
        if row.double[at] && self.firsts & (1 << (5 * metal + at)) == 0 {
            row.boxes[at][1]
        } else {
            row.boxes[at][0]
        }
    }

    pub fn shipping_points(&self) -> u32 {
        (0..3)
            .map(|m| {
                (0..usize::from(self.shipped[m]))
                    .map(|b| u32::from(self.box_points(m, b)))
                    .sum::<u32>()
            })
            .sum()
    }

    pub fn shipping_rows_completed(&self) -> u32 {
        self.shipped
            .iter()
            .filter(|&&s| usize::from(s) == SHIPPING_BOXES)
            .count() as u32
    }

    pub fn shipping_stars(&self) -> u32 {
        self.shipped
            .iter()
            .map(|&s| {
                STARRED_BOXES
                    .iter()
                    .filter(|&&b| b < usize::from(s))
                    .count() as u32
            })
            .sum()
    }

    pub fn claim_full(&self, row: Resource) -> bool {
        usize::from(self.filled[row.index()]) >= CLAIM_SPACES
    }

    /// [`Sheet::stock`] counted from the boxes, leaving out the white box of turn `fresh`.
    pub fn recount_stock(&self, fresh: Option<u8>) -> Counts {
        let mut stock = [0; 4];
        let fresh_bit = fresh.map_or(0, |t| 1u16 << t);
        for i in 0..6 {
            if let Some(r) = self.banked[i] {
                stock[r.index()] += u8::from((self.spent | fresh_bit) & (1 << i) == 0);
            }
            if let Some(r) = self.copied[i] {
                stock[r.index()] += u8::from(self.spent & (1 << (8 + i)) == 0);
            }
        }
        stock
    }

    /// Crosses off `count` banked `resource`, oldest first (white row, then dark), never the
    /// white box of turn `fresh`; the boxes crossed, as bits of [`Sheet::spent`].
    pub fn spend_bank(&mut self, resource: Resource, mut count: u8, fresh: Option<u8>) -> u16 {
        let mut crossed = 0;
        if count == 0 {
            return crossed;
        }
        for bit in (0..6).chain(8..14) {
            if count == 0 {
                break;
            }
            let slot = if bit < 8 {
                if fresh == Some(bit as u8) {
                    continue;
                }
                self.banked[bit]
            } else {
                self.copied[bit - 8]
            };
            if slot == Some(resource) && self.spent & (1 << bit) == 0 {
                self.spent |= 1 << bit;
                self.stock[resource.index()] -= 1;
                crossed |= 1 << bit;
                count -= 1;
            }
        }
        crossed
    }
}

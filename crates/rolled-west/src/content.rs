//! The score sheet, as data. Designers edit `content/sheet.toml`; `tests/content.rs` checks
//! every number against the published sheet (`games/rolled-west.md`).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

/// A die face: a resource. Wood builds claims; the three metals pay for contracts, offices
/// and shipments. The order (wood, copper, silver, gold) is the sheet's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwResource"))]
#[serde(rename_all = "kebab-case")]
pub enum Resource {
    Wood,
    Copper,
    Silver,
    Gold,
}

impl Resource {
    pub const ALL: [Resource; 4] = [
        Resource::Wood,
        Resource::Copper,
        Resource::Silver,
        Resource::Gold,
    ];
    pub const METALS: [Resource; 3] = [Resource::Copper, Resource::Silver, Resource::Gold];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn is_metal(self) -> bool {
        self != Resource::Wood
    }

    /// The metal's index among [`Resource::METALS`]; `None` for wood.
    pub fn metal_index(self) -> Option<usize> {
        self.is_metal().then(|| self as usize - 1)
    }

    pub fn key(self) -> &'static str {
        match self {
            Resource::Wood => "wood",
            Resource::Copper => "copper",
            Resource::Silver => "silver",
            Resource::Gold => "gold",
        }
    }

    fn parse(text: &str) -> Option<Resource> {
        Resource::ALL.into_iter().find(|r| r.key() == text)
    }
}

/// Resources by kind, indexed by [`Resource::index`]: a cost, a stash, a pool.
pub type Counts = [u8; 4];

/// What an office's end bonus counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwCount"))]
#[serde(rename_all = "kebab-case")]
pub enum Count {
    /// Always 1: a flat bonus.
    One,
    /// Offices you own, this one included.
    Offices,
    Contracts,
    /// Claim majorities you won (first place, a shared first included).
    MajoritiesWon,
    /// Shipping rows checked to their fifth box.
    ShippingRowsCompleted,
    /// Settlements (the circles).
    Settlements,
    /// Copper boxes checked in shipping.
    CopperShipped,
    /// Copper in the costs of your contracts.
    CopperInContracts,
    /// Stars checked in shipping (boxes 3 and 5).
    ShippingStars,
    /// Starred (numbered) claim spaces you built.
    ClaimStars,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwBonusTerm"))]
pub struct BonusTerm {
    pub per: u8,
    pub count: Count,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwClaimRow"))]
pub struct ClaimRow {
    pub resource: Resource,
    /// Points of the 8 spaces, left to right; 0 is a blank space (no star).
    pub spaces: [u8; 8],
    /// The bonus for the most marks, then for the second most.
    pub majority: [u8; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwContract"))]
pub struct Contract {
    pub cost: Counts,
    pub points: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwShippingRow"))]
pub struct ShippingRow {
    pub metal: Resource,
    /// Each box's points: one number, or [first, later] for a double box.
    pub boxes: [[u8; 2]; 5],
    /// Whether each box is a double box.
    pub double: [bool; 5],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwOffice"))]
pub struct Office {
    pub row: Resource,
    pub column: Resource,
    pub bonus: Vec<BonusTerm>,
}

impl Office {
    /// Its row metal plus its column metal.
    pub fn cost(&self) -> Counts {
        let mut cost = [0; 4];
        cost[self.row.index()] += 1;
        cost[self.column.index()] += 1;
        cost
    }
}

/// Whether `stock` holds every resource of `cost`: the four counts compared at once, each
/// in its own byte of a word (counts stay far below 128).
pub fn covers(stock: &Counts, cost: &Counts) -> bool {
    const HIGH: u32 = 0x8080_8080;
    let (have, need) = (u32::from_le_bytes(*stock), u32::from_le_bytes(*cost));
    ((have | HIGH) - need) & HIGH == HIGH
}

/// The whole sheet, as every seat's copy prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwContent"))]
pub struct Content {
    /// How many of a d12's faces show each resource.
    pub faces: Counts,
    /// What a camp and a settlement cost (wood).
    pub camp_cost: Counts,
    pub settlement_cost: Counts,
    pub claims: [ClaimRow; 4],
    pub contracts: Vec<Contract>,
    pub shipping: [ShippingRow; 3],
    /// By row then column (copper, silver, gold).
    pub offices: Vec<Office>,
    /// Each office's cost, by id (what [`Office::cost`] gives, kept for the hot path).
    #[serde(skip)]
    pub office_costs: [Counts; OFFICES],
    /// Which contracts and offices (bit per id) each stock of metals pays for, by
    /// [`afford_index`]: the hot path of every spending turn looks them up.
    #[serde(skip)]
    pub affordable: Vec<(u16, u16)>,
    /// The resource on each of the d12's faces, `faces` laid out in sheet order (what a
    /// roll looks up).
    #[serde(skip, default = "unread_faces")]
    pub face_of: [Resource; 12],
}

/// The hot-path tables are never read from a file ([`parse`] builds them).
fn unread_faces() -> [Resource; 12] {
    [Resource::Wood; 12]
}

/// No cost asks for more than this many of one metal, so larger stocks pay alike.
const METAL_CAP: u8 = 5;

/// The index into [`Content::affordable`] of a stock of resources.
pub fn afford_index(stock: &Counts) -> usize {
    let capped = |r: Resource| usize::from(stock[r.index()].min(METAL_CAP));
    let side = usize::from(METAL_CAP) + 1;
    (capped(Resource::Copper) * side + capped(Resource::Silver)) * side + capped(Resource::Gold)
}

impl Content {
    /// The contracts and offices (bit per id) `stock` pays for.
    pub fn affordable(&self, stock: &Counts) -> (u16, u16) {
        self.affordable[afford_index(stock)]
    }
}

/// Shipping boxes that carry a star (3 and 5, counted from 0).
pub const STARRED_BOXES: [usize; 2] = [2, 4];
pub const SHIPPING_BOXES: usize = 5;
pub const CLAIM_SPACES: usize = 8;
pub const CONTRACTS: usize = 9;
pub const OFFICES: usize = 9;

/// The sheet, parsed once.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| {
        parse(include_str!("../content/sheet.toml"))
            .expect("content/sheet.toml is valid (tests/content.rs)")
    })
}

pub fn claim_row(resource: Resource) -> &'static ClaimRow {
    &content().claims[resource.index()]
}

pub fn contract(id: usize) -> Option<&'static Contract> {
    content().contracts.get(id)
}

/// Office `id`: row-major, `3 * row metal + column metal`.
pub fn office(id: usize) -> Option<&'static Office> {
    content().offices.get(id)
}

pub fn shipping_row(metal: Resource) -> Option<&'static ShippingRow> {
    metal.metal_index().map(|i| &content().shipping[i])
}

/// What `saloon content rolled-west` prints: the whole sheet (claim rows, contracts,
/// shipping rows, offices, dice faces).
pub fn summary() -> &'static Content {
    content()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    dice: DiceFile,
    build: BuildFile,
    claim: Vec<ClaimFile>,
    contract: Vec<ContractFile>,
    shipping: Vec<ShippingFile>,
    office: Vec<OfficeFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceFile {
    faces: std::collections::BTreeMap<String, u8>,
    #[allow(dead_code)]
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BuildFile {
    camp: std::collections::BTreeMap<String, u8>,
    settlement: std::collections::BTreeMap<String, u8>,
    #[allow(dead_code)]
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimFile {
    resource: String,
    spaces: [u8; 8],
    majority: [u8; 2],
    #[allow(dead_code)]
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ContractFile {
    cost: std::collections::BTreeMap<String, u8>,
    points: u8,
    #[allow(dead_code)]
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShippingFile {
    metal: String,
    boxes: Vec<Vec<u8>>,
    #[allow(dead_code)]
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OfficeFile {
    row: String,
    column: String,
    bonus: Vec<BonusTerm>,
    #[allow(dead_code)]
    note: String,
}

fn resource(text: &str) -> Result<Resource, String> {
    Resource::parse(text).ok_or_else(|| format!("unknown resource {text:?}"))
}

fn metal(text: &str) -> Result<Resource, String> {
    resource(text).and_then(|r| {
        if r.is_metal() {
            Ok(r)
        } else {
            Err(format!("{text:?} is not a metal"))
        }
    })
}

fn counts(map: &std::collections::BTreeMap<String, u8>) -> Result<Counts, String> {
    let mut out = [0; 4];
    for (k, v) in map {
        out[resource(k)?.index()] += v;
    }
    Ok(out)
}

/// Parses the sheet and checks its shape (the numbers themselves are checked by tests).
pub fn parse(text: &str) -> Result<Content, String> {
    let file: File = toml::from_str(text).map_err(|e| e.to_string())?;
    let faces = counts(&file.dice.faces)?;
    if faces.iter().map(|&f| u32::from(f)).sum::<u32>() != 12 {
        return Err("a die has 12 faces".into());
    }
    if file.claim.len() != 4 {
        return Err("one claim row per resource".into());
    }
    let mut claims = Vec::new();
    for (i, row) in file.claim.iter().enumerate() {
        let r = resource(&row.resource)?;
        if r.index() != i {
            return Err("claim rows go wood, copper, silver, gold".into());
        }
        claims.push(ClaimRow {
            resource: r,
            spaces: row.spaces,
            majority: row.majority,
        });
    }
    let contracts = file
        .contract
        .iter()
        .map(|c| {
            let cost = counts(&c.cost)?;
            if cost[Resource::Wood.index()] > 0 {
                return Err("contracts cost metals only".to_string());
            }
            Ok(Contract {
                cost,
                points: c.points,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if contracts.len() != CONTRACTS {
        return Err(format!("{CONTRACTS} contracts"));
    }
    if file.shipping.len() != 3 {
        return Err("one shipping row per metal".into());
    }
    let mut shipping = Vec::new();
    for (i, row) in file.shipping.iter().enumerate() {
        let m = metal(&row.metal)?;
        if m.metal_index() != Some(i) || row.boxes.len() != SHIPPING_BOXES {
            return Err("shipping rows go copper, silver, gold, five boxes each".into());
        }
        let mut boxes = [[0; 2]; 5];
        let mut double = [false; 5];
        for (b, points) in row.boxes.iter().enumerate() {
            match points.as_slice() {
                [p] => boxes[b] = [*p, *p],
                [first, later] => {
                    boxes[b] = [*first, *later];
                    double[b] = true;
                }
                _ => return Err("a box has one number or two".into()),
            }
        }
        shipping.push(ShippingRow {
            metal: m,
            boxes,
            double,
        });
    }
    let offices = file
        .office
        .iter()
        .map(|o| {
            Ok(Office {
                row: metal(&o.row)?,
                column: metal(&o.column)?,
                bonus: o.bonus.clone(),
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    if offices.len() != OFFICES
        || offices.iter().enumerate().any(|(i, o)| {
            o.row.metal_index() != Some(i / 3) || o.column.metal_index() != Some(i % 3)
        })
    {
        return Err("nine offices, row-major copper, silver, gold".into());
    }
    let office_costs: [Counts; OFFICES] = std::array::from_fn(|id| offices[id].cost());
    let side = METAL_CAP + 1;
    let mut affordable = Vec::new();
    for copper in 0..side {
        for silver in 0..side {
            for gold in 0..side {
                let stock = [0, copper, silver, gold];
                debug_assert_eq!(afford_index(&stock), affordable.len());
                let mask = |costs: &mut dyn Iterator<Item = &Counts>| {
                    costs
                        .enumerate()
                        .filter(|(_, c)| covers(&stock, c))
                        .fold(0u16, |m, (id, _)| m | 1 << id)
                };
                affordable.push((
                    mask(&mut contracts.iter().map(|c| &c.cost)),
                    mask(&mut office_costs.iter()),
                ));
            }
        }
    }
    if contracts
        .iter()
        .map(|c| &c.cost)
        .chain(&office_costs)
        .any(|c| c.iter().any(|&n| n > METAL_CAP))
    {
        return Err(format!(
            "no cost may ask more than {METAL_CAP} of one metal"
        ));
    }
    let mut face_of = [Resource::Wood; 12];
    let mut face = 0;
    for r in Resource::ALL {
        for _ in 0..faces[r.index()] {
            face_of[face] = r;
            face += 1;
        }
    }
    Ok(Content {
        face_of,
        office_costs,
        affordable,
        faces,
        camp_cost: counts(&file.build.camp)?,
        settlement_cost: counts(&file.build.settlement)?,
        claims: claims.try_into().map_err(|_| "four claim rows")?,
        contracts,
        shipping: shipping.try_into().map_err(|_| "three shipping rows")?,
        offices,
    })
}

//! Wild Tiled West's components as data. Designers edit the files in `content/`; each piece
//! carries a one-line note on what it is for, and the tests at the bottom check the counts of
//! DESIGN.md and the invariants the rules rely on.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::geometry::Orientation;

#[cfg(feature = "ts")]
use ts_rs::TS;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSuit"))]
#[serde(rename_all = "kebab-case")]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
}

/// What a settlement board space shows (one character each in `boards.toml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSpace"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Space {
    /// `.` open ground.
    Ground,
    /// `x` the start space: the first tile must cover it.
    Start,
    /// `A`..`F`: a square of town plot `town` (index into the side's `towns`).
    Town { town: u8 },
    /// `c` a printed cow (a field with a cow); never covered.
    Cow,
    /// `f` a printed field; never covered.
    Field,
    /// `h` a hill; never covered; hill bandits go here.
    Hill,
    /// `m` a mine; never covered; blocks shots.
    Mine,
    /// `p` a pickaxe beside a mine: covering it advances the mining track.
    Pickaxe,
    /// `s` a horseshoe: -1 point at the end if uncovered.
    Horseshoe,
    /// `g` bonus: 1 gold when covered.
    Gold,
    /// `b` bonus: 1 bullet when covered.
    Bullet,
    /// `a` bonus: 1 alley when covered (placed at once).
    Alley,
    /// `!` a printed bandit; never covered (see RULES-NOTES.md).
    Bandit,
    /// `#` a printed sheriff; never covered.
    Sheriff,
    // ---- wild sides (each used only by the side whose rule reads it) ----
    /// `@` Pocket Aces bonus: an ace card from the supply when covered.
    AceBonus,
    /// `♠ ♥ ♦ ♣` Pocket Aces: a printed suit that scores at the end once a tile touches it;
    /// never covered, does not block shots.
    SuitMark { suit: Suit },
    /// `q` Rope Trick: a lasso, worth points when surrounded while still uncovered.
    Lasso,
    /// `1` `2` `3` Signpost: the trail to the set-aside General Store.
    Signpost { number: u8 },
    /// `=` Railroad: pays points at the end of every year while covered.
    Rail,
    /// `T` Watchtowers: never covered; a sheriff once a tile touches it; blocks shots.
    Watchtower,
    /// `w` Dry Creek: a water hole; pastures beside an uncovered one may be wrangled.
    WaterHole,
}

impl Space {
    fn parse(c: char) -> Option<Space> {
        Some(match c {
            '.' => Space::Ground,
            'x' => Space::Start,
            'A'..='F' => Space::Town {
                town: c as u8 - b'A',
            },
            'c' => Space::Cow,
            'f' => Space::Field,
            'h' => Space::Hill,
            'm' => Space::Mine,
            'p' => Space::Pickaxe,
            's' => Space::Horseshoe,
            'g' => Space::Gold,
            'b' => Space::Bullet,
            'a' => Space::Alley,
            '!' => Space::Bandit,
            '#' => Space::Sheriff,
            '@' => Space::AceBonus,
            '♠' => Space::SuitMark { suit: Suit::Spades },
            '♥' => Space::SuitMark { suit: Suit::Hearts },
            '♦' => Space::SuitMark {
                suit: Suit::Diamonds,
            },
            '♣' => Space::SuitMark { suit: Suit::Clubs },
            'q' => Space::Lasso,
            '1'..='3' => Space::Signpost {
                number: c as u8 - b'0',
            },
            '=' => Space::Rail,
            'T' => Space::Watchtower,
            'w' => Space::WaterHole,
            _ => return None,
        })
    }

    /// Whether a tile may cover this space.
    pub fn coverable(self) -> bool {
        !matches!(
            self,
            Space::Cow
                | Space::Field
                | Space::Hill
                | Space::Mine
                | Space::Bandit
                | Space::Sheriff
                | Space::SuitMark { .. }
                | Space::Watchtower
        )
    }

    /// The wild rule that gives this space its meaning, if it is a wild side's space.
    pub fn wild_kind(self) -> Option<WildKind> {
        Some(match self {
            Space::AceBonus | Space::SuitMark { .. } => WildKind::PocketAces,
            Space::Lasso => WildKind::RopeTrick,
            Space::Signpost { .. } => WildKind::Signpost,
            Space::Rail => WildKind::Railroad,
            Space::Watchtower => WildKind::Watchtowers,
            Space::WaterHole => WildKind::DryCreek,
            _ => return None,
        })
    }
}

/// The ground of one tile square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwGround"))]
#[serde(rename_all = "kebab-case")]
pub enum Ground {
    Street,
    Field,
    /// A field with a cow.
    Cow,
    /// A square of the tile's building.
    Building,
}

/// An icon on a tile square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwIcon"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Icon {
    Bandit,
    Sheriff,
    Ace { suit: Suit },
    Pickaxe,
    Gold,
    Bullet,
    Alley,
}

impl Icon {
    fn parse(text: &str) -> Option<Icon> {
        Some(match text {
            "bandit" => Icon::Bandit,
            "sheriff" => Icon::Sheriff,
            "pickaxe" => Icon::Pickaxe,
            "gold" => Icon::Gold,
            "bullet" => Icon::Bullet,
            "alley" => Icon::Alley,
            "ace-spades" => Icon::Ace { suit: Suit::Spades },
            "ace-hearts" => Icon::Ace { suit: Suit::Hearts },
            "ace-diamonds" => Icon::Ace {
                suit: Suit::Diamonds,
            },
            "ace-clubs" => Icon::Ace { suit: Suit::Clubs },
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSquare"))]
pub struct Square {
    /// Column offset within the tile's upright shape.
    pub dx: u8,
    /// Row offset within the tile's upright shape.
    pub dy: u8,
    pub ground: Ground,
    pub icon: Option<Icon>,
}

/// The 14 buildings of the building guide.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwBuilding"))]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    Bank,
    Barn,
    Hideout,
    Chapel,
    FancySaloon,
    GeneralStore,
    Den,
    Hotel,
    Ranch,
    Sawmill,
    SheriffsOffice,
    Stable,
    TownHall,
    Wheelwright,
}

/// When a building's sign works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSign"))]
#[serde(rename_all = "kebab-case")]
pub enum Sign {
    /// When placed.
    White,
    /// When surrounded.
    Red,
    /// At the endgame.
    Pink,
    /// Ongoing.
    Yellow,
}

impl Building {
    pub const ALL: [Building; 14] = [
        Building::Bank,
        Building::Barn,
        Building::Hideout,
        Building::Chapel,
        Building::FancySaloon,
        Building::GeneralStore,
        Building::Den,
        Building::Hotel,
        Building::Ranch,
        Building::Sawmill,
        Building::SheriffsOffice,
        Building::Stable,
        Building::TownHall,
        Building::Wheelwright,
    ];

    /// Gold a Bank pays when surrounded (building guide).
    pub const BANK_GOLD: u8 = 3;
    /// The Hideout's white sign: bullets when placed.
    pub const HIDEOUT_BULLETS: u8 = 2;
    /// Points a Town Hall scores when surrounded (building guide).
    pub const TOWN_HALL_POINTS: i32 = 10;
    /// Points a Stable scores at the end with no horseshoe left uncovered (building guide).
    pub const STABLE_POINTS: i32 = 8;

    /// The sign colour, from the building guide.
    pub fn sign(self) -> Sign {
        match self {
            Building::Hideout
            | Building::FancySaloon
            | Building::Den
            | Building::SheriffsOffice
            | Building::Wheelwright => Sign::White,
            Building::Bank | Building::GeneralStore | Building::TownHall => Sign::Red,
            Building::Chapel | Building::Ranch | Building::Stable => Sign::Pink,
            Building::Barn | Building::Hotel | Building::Sawmill => Sign::Yellow,
        }
    }
}

/// Which half of the market a stack is in. The river runs down the middle of both halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwHalf"))]
#[serde(rename_all = "kebab-case")]
pub enum Half {
    West,
    East,
}

/// A tile design and the stack it fills in the market.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwTileDesign"))]
pub struct TileDesign {
    pub id: u8,
    pub name: String,
    pub half: Half,
    /// 1 (north) to 5 (south), in the rulebook's trays (`market::MarketLayout` places it in
    /// the layout a game is played with).
    pub row: u8,
    /// 1 (west) to 4 (east) within its half.
    pub col: u8,
    /// Identical tiles in the stack (2 or 3).
    pub copies: u8,
    /// Gold to pay to draft from this stack.
    pub cost: u8,
    pub building: Option<Building>,
    pub squares: Vec<Square>,
}

impl TileDesign {
    /// River tiles fill the eight river stacks: in the rulebook's trays, the ends (rows 1 and
    /// 5) of each half's two middle columns.
    pub fn is_river(&self) -> bool {
        (self.row == 1 || self.row == 5) && (self.col == 2 || self.col == 3)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwTown"))]
pub struct TownPlot {
    pub name: String,
    /// Points on the town's sign, scored when its last square is covered.
    pub points: i32,
}

/// One side of a settlement board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwBoardSide"))]
pub struct BoardSide {
    pub width: u8,
    pub height: u8,
    /// Row-major, `width * height` spaces.
    pub spaces: Vec<Space>,
    pub towns: Vec<TownPlot>,
    /// The wild side's name, difficulty and rule; `None` on a normal side.
    #[serde(default)]
    pub wild: Option<WildSide>,
}

/// What makes a wild side wild (RULES-NOTES.md, "Wild sides").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwWildSide"))]
pub struct WildSide {
    pub name: String,
    /// Difficulty: one or two sheriff stars.
    pub stars: u8,
    pub rule: WildRule,
}

/// A wild side's rule and its numbers. Each is a small hook in the rules, named after the
/// side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwWildRule"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WildRule {
    /// Gold may be stashed on a building as it is placed (after paying for it), up to one
    /// per building square; each stashed gold scores `points` at the end.
    Carpenters { points: i32 },
    /// No start space: the building `design` is taken from the trays at setup and laid at
    /// (x, y) in `orientation`; the first tile must connect to it.
    HouseInDanger {
        design: u8,
        x: i8,
        y: i8,
        orientation: Orientation,
    },
    /// Covering `@` gives an ace card; at the end each suit mark touched by a tile scores
    /// `points` per ace of its suit.
    PocketAces { points: i32 },
    /// A lasso surrounded orthogonally while uncovered scores `points` at once.
    RopeTrick { points: i32 },
    /// The General Store is set aside at setup; it may be placed on signpost 3 without
    /// connecting once signposts 1 and 2 are covered.
    Signpost,
    /// At the end of each year, `points` per covered rail space.
    Railroad { points: i32 },
    /// A watchtower touched by a tile is a sheriff.
    Watchtowers,
    /// Only pastures beside an uncovered water hole may be wrangled; covering a water hole
    /// gives `gold`.
    DryCreek { gold: u8 },
}

/// The kind of a wild rule, without its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WildKind {
    Carpenters,
    HouseInDanger,
    PocketAces,
    RopeTrick,
    Signpost,
    Railroad,
    Watchtowers,
    DryCreek,
}

impl WildRule {
    pub fn kind(self) -> WildKind {
        match self {
            WildRule::Carpenters { .. } => WildKind::Carpenters,
            WildRule::HouseInDanger { .. } => WildKind::HouseInDanger,
            WildRule::PocketAces { .. } => WildKind::PocketAces,
            WildRule::RopeTrick { .. } => WildKind::RopeTrick,
            WildRule::Signpost => WildKind::Signpost,
            WildRule::Railroad { .. } => WildKind::Railroad,
            WildRule::Watchtowers => WildKind::Watchtowers,
            WildRule::DryCreek { .. } => WildKind::DryCreek,
        }
    }
}

impl BoardSide {
    /// The side's wild rule, if it has one.
    pub fn rule(&self) -> Option<WildRule> {
        self.wild.as_ref().map(|w| w.rule)
    }
}

impl BoardSide {
    pub fn at(&self, x: i32, y: i32) -> Option<Space> {
        if x < 0 || y < 0 || x >= i32::from(self.width) || y >= i32::from(self.height) {
            return None;
        }
        self.spaces
            .get((y * i32::from(self.width) + x) as usize)
            .copied()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwBoard"))]
pub struct Board {
    pub id: u8,
    pub name: String,
    pub normal: BoardSide,
    pub wild: BoardSide,
    /// The wild side as games begun before a rules edition played it (a trimmed layout
    /// keeps its old one so that saved games replay as played): the edition it ended at and
    /// the side. Not the screens' business.
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub wild_before: Option<(u8, BoardSide)>,
}

impl Board {
    /// The side new games play.
    pub fn side(&self, wild: bool) -> &BoardSide {
        if wild {
            &self.wild
        } else {
            &self.normal
        }
    }

    /// The side a game of rules edition `edition` plays: the wild side's earlier layout for
    /// a game begun before the edition that changed it.
    pub fn side_in(&self, wild: bool, edition: u8) -> &BoardSide {
        match &self.wild_before {
            Some((until, before)) if wild && edition < *until => before,
            _ => self.side(wild),
        }
    }
}

/// A reward on a cattle contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwReward"))]
#[serde(tag = "type", content = "amount", rename_all = "kebab-case")]
pub enum Reward {
    Alleys(u8),
    Gold(u8),
    Bullets(u8),
    Points(u8),
}

/// A two-sided cattle contract: the large reward once per game, then the small one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwContract"))]
pub struct CattleContract {
    pub large: Reward,
    pub small: Reward,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwMiningSpace"))]
pub struct MiningSpace {
    /// Gold at each Mining Income.
    pub income: u8,
    /// Endgame points while the marker stands here.
    pub points: i32,
}

/// The scoreboard's numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwScoreboard"))]
pub struct Scoreboard {
    /// Every player starts with these points.
    pub starting_points: i32,
    /// Drafting rounds in years 1-4 (5 players skip the first round of year 1).
    pub rounds_per_year: [u8; 4],
    /// Points won (fewest bandits) or lost (most bandits) in each year's tussle.
    pub tussle_points: [i32; 4],
    /// Town completion bonus in years 1-3.
    pub town_bonus: [i32; 3],
    /// Points for wrangling 3, 4, 5, 6 and 7 cows.
    pub wrangle_points: [i32; 5],
    /// Solo side: the rounds (1-based, counted over the whole game) whose start reveals a
    /// bandit card.
    pub solo_bandit_rounds: Vec<u8>,
    /// Bandits printed on Bandit Ridge.
    pub ridge_bandits: u8,
    /// The solo rank chart, lowest first: a final score of `min` or more earns `key`.
    pub solo_ranks: Vec<SoloRank>,
}

/// One line of the solo rank chart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSoloRank"))]
pub struct SoloRank {
    pub key: String,
    pub min: i32,
}

/// A partner's endgame condition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwPartnerGoal"))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PartnerGoal {
    /// `points` per completed town.
    PerCompletedTown { points: i32 },
    /// `points` per tombstone.
    PerTombstone { points: i32 },
    /// `points` per wrangled pasture.
    PerWrangle { points: i32 },
    /// `points` per building placed.
    PerBuilding { points: i32 },
    /// `points` per ace of `suit` (tiles and ace cards).
    PerAceOfSuit { suit: Suit, points: i32 },
    /// `points` per `per` gold left over.
    PerGoldLeft { per: u8, points: i32 },
    /// `points` per bullet left over.
    PerBulletLeft { points: i32 },
    /// `points` per sheriff on the board (printed or on tiles).
    PerSheriff { points: i32 },
    /// `points` per hill bandit on the board.
    PerHillBandit { points: i32 },
    /// `points` if the mining marker reached space `space` (0 is the bottom).
    MiningAtLeast { space: u8, points: i32 },
    /// `points` per full row of the board (every coverable space covered).
    PerFullRow { points: i32 },
    /// `points` per full column.
    PerFullColumn { points: i32 },
    /// `points`, less `less` for each bandit on the board left standing (never below 0).
    FewBanditsStanding { points: i32, less: i32 },
    /// `points` per cow on the board (printed or on tiles).
    PerCow { points: i32 },
    /// `points` per bonus space covered (gold, bullet, alley).
    PerCoveredBonusSpace { points: i32 },
    /// `points` per alley on the board.
    PerAlley { points: i32 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwPartner"))]
pub struct Partner {
    pub id: u8,
    pub name: String,
    pub goal: PartnerGoal,
}

/// A solo bandit card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwBanditCard"))]
pub struct BanditCard {
    pub id: u8,
    pub bandits: u8,
    pub bullets: u8,
    pub cows: u8,
}

/// Every component of the game. The screens read it too, as JSON written by the app's
/// bindings test (`ui/src/bindings/content/wild-tiled-west.json`), not from the TOML.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwContent"))]
pub struct Content {
    pub boards: Vec<Board>,
    pub tiles: Vec<TileDesign>,
    pub scoreboard: Scoreboard,
    pub mining: Vec<MiningSpace>,
    /// The contracts as they come out of the box; setup deals them to the wrangle sizes 4-7.
    pub contracts: Vec<CattleContract>,
    pub partners: Vec<Partner>,
    pub bandit_cards: Vec<BanditCard>,
}

// ---- parsing -------------------------------------------------------------------------

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoards {
    board: Vec<RawBoard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    id: u8,
    name: String,
    note: String,
    normal: RawSide,
    wild: RawWildSide,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSide {
    rows: Vec<String>,
    towns: Vec<TownPlot>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWildSide {
    name: String,
    stars: u8,
    rule: WildRule,
    note: String,
    rows: Vec<String>,
    towns: Vec<TownPlot>,
    /// The layout games begun before a rules edition play (`[board.wild.before]`).
    #[serde(default)]
    before: Option<RawEarlierSide>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEarlierSide {
    /// The first edition that plays the side's current layout.
    edition: u8,
    rows: Vec<String>,
    towns: Vec<TownPlot>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTiles {
    tile: Vec<RawTile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTile {
    id: u8,
    name: String,
    note: String,
    half: Half,
    row: u8,
    col: u8,
    copies: u8,
    #[serde(default)]
    cost: u8,
    #[serde(default)]
    building: Option<Building>,
    shape: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    scoreboard: Scoreboard,
    mining: Vec<MiningSpace>,
    contract: Vec<RawNoted<CattleContract>>,
    partner: Vec<RawNoted<Partner>>,
    bandit_card: Vec<RawNoted<BanditCard>>,
}

#[derive(Deserialize)]
struct RawNoted<T> {
    note: String,
    #[serde(flatten)]
    item: T,
}

fn noted<T>(items: Vec<RawNoted<T>>, what: &str) -> Result<Vec<T>, String> {
    items
        .into_iter()
        .enumerate()
        .map(|(i, n)| {
            if n.note.trim().is_empty() {
                Err(format!("{what} #{} has no designer's note", i + 1))
            } else {
                Ok(n.item)
            }
        })
        .collect()
}

impl BoardSide {
    /// A side drawn as rows of characters (the `boards.toml` legend) with its town signs.
    pub fn from_rows(rows: &[&str], towns: Vec<TownPlot>) -> Result<BoardSide, String> {
        parse_side(
            0,
            RawSide {
                rows: rows.iter().map(|r| r.to_string()).collect(),
                towns,
            },
        )
    }

    /// [`BoardSide::from_rows`] for a wild side.
    pub fn wild_from_rows(
        rows: &[&str],
        towns: Vec<TownPlot>,
        rule: WildRule,
    ) -> Result<BoardSide, String> {
        let mut side = BoardSide::from_rows(rows, towns)?;
        side.wild = Some(WildSide {
            name: "test".into(),
            stars: 1,
            rule,
        });
        Ok(side)
    }
}

/// A wild side, and the layout games of earlier editions play if it has one.
fn parse_wild_side(
    board: u8,
    raw: RawWildSide,
) -> Result<(BoardSide, Option<(u8, BoardSide)>), String> {
    if raw.note.trim().is_empty() {
        return Err(format!(
            "board {board}: the wild side has no designer's note"
        ));
    }
    let wild = WildSide {
        name: raw.name,
        stars: raw.stars,
        rule: raw.rule,
    };
    let mut side = parse_side(
        board,
        RawSide {
            rows: raw.rows,
            towns: raw.towns,
        },
    )?;
    side.wild = Some(wild.clone());
    let before = match raw.before {
        Some(b) => {
            let mut earlier = parse_side(
                board,
                RawSide {
                    rows: b.rows,
                    towns: b.towns,
                },
            )?;
            earlier.wild = Some(wild);
            Some((b.edition, earlier))
        }
        None => None,
    };
    Ok((side, before))
}

fn parse_side(board: u8, raw: RawSide) -> Result<BoardSide, String> {
    let height = raw.rows.len();
    let width = raw.rows.first().map_or(0, |r| r.chars().count());
    let mut spaces = Vec::with_capacity(width * height);
    for (y, row) in raw.rows.iter().enumerate() {
        if row.chars().count() != width {
            return Err(format!("board {board}: row {} is not {width} wide", y + 1));
        }
        for c in row.chars() {
            spaces.push(Space::parse(c).ok_or(format!("board {board}: unknown space {c:?}"))?);
        }
    }
    for s in &spaces {
        if let Space::Town { town } = s {
            if usize::from(*town) >= raw.towns.len() {
                return Err(format!(
                    "board {board}: town plot {} has no sign",
                    (b'A' + town) as char
                ));
            }
        }
    }
    Ok(BoardSide {
        width: u8::try_from(width).map_err(|e| e.to_string())?,
        height: u8::try_from(height).map_err(|e| e.to_string())?,
        spaces,
        towns: raw.towns,
        wild: None,
    })
}

/// Parses a tile shape: rows of space-separated tokens, `.` for no square, else
/// `S` street, `F` field, `C` cow, `B` building, optionally `:icon`.
pub fn parse_shape(rows: &[String]) -> Result<Vec<Square>, String> {
    let mut squares = Vec::new();
    for (dy, row) in rows.iter().enumerate() {
        for (dx, token) in row.split_whitespace().enumerate() {
            if token == "." {
                continue;
            }
            let (ground, icon) = token
                .split_once(':')
                .map_or((token, None), |(g, i)| (g, Some(i)));
            let ground = match ground {
                "S" => Ground::Street,
                "F" => Ground::Field,
                "C" => Ground::Cow,
                "B" => Ground::Building,
                _ => return Err(format!("unknown ground {ground:?}")),
            };
            let icon = match icon {
                None => None,
                Some(i) => Some(Icon::parse(i).ok_or(format!("unknown icon {i:?}"))?),
            };
            squares.push(Square {
                dx: u8::try_from(dx).map_err(|e| e.to_string())?,
                dy: u8::try_from(dy).map_err(|e| e.to_string())?,
                ground,
                icon,
            });
        }
    }
    Ok(squares)
}

fn parse_tile(raw: RawTile) -> Result<TileDesign, String> {
    if raw.note.trim().is_empty() {
        return Err(format!("tile {} has no designer's note", raw.id));
    }
    let squares = parse_shape(&raw.shape).map_err(|e| format!("tile {}: {e}", raw.id))?;
    Ok(TileDesign {
        id: raw.id,
        name: raw.name,
        half: raw.half,
        row: raw.row,
        col: raw.col,
        copies: raw.copies,
        cost: raw.cost,
        building: raw.building,
        squares,
    })
}

/// Parses the three content files.
pub fn parse_content(boards: &str, tiles: &str, cards: &str) -> Result<Content, String> {
    let raw_boards: RawBoards = toml::from_str(boards).map_err(|e| format!("boards.toml: {e}"))?;
    let raw_tiles: RawTiles = toml::from_str(tiles).map_err(|e| format!("tiles.toml: {e}"))?;
    let raw_cards: RawCards = toml::from_str(cards).map_err(|e| format!("cards.toml: {e}"))?;
    let boards = raw_boards
        .board
        .into_iter()
        .map(|b| {
            if b.note.trim().is_empty() {
                return Err(format!("board {} has no designer's note", b.id));
            }
            let (wild, wild_before) = parse_wild_side(b.id, b.wild)?;
            Ok(Board {
                id: b.id,
                name: b.name,
                normal: parse_side(b.id, b.normal)?,
                wild,
                wild_before,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let tiles = raw_tiles
        .tile
        .into_iter()
        .map(parse_tile)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Content {
        boards,
        tiles,
        scoreboard: raw_cards.scoreboard,
        mining: raw_cards.mining,
        contracts: noted(raw_cards.contract, "contract")?,
        partners: noted(raw_cards.partner, "partner")?,
        bandit_cards: noted(raw_cards.bandit_card, "bandit card")?,
    })
}

/// The game's content, parsed once. The files are compiled in and checked by the content
/// tests, so parsing cannot fail at run time unless those tests fail first.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| {
        parse_content(
            include_str!("../content/boards.toml"),
            include_str!("../content/tiles.toml"),
            include_str!("../content/cards.toml"),
        )
        .unwrap_or_else(|e| panic!("Wild Tiled West content is invalid: {e}"))
    })
}

/// The content's counts, for `saloon content` and anyone checking them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContentSummary {
    pub boards: usize,
    /// Board sides: a normal and a wild side per board.
    pub sides: usize,
    pub stacks: usize,
    pub tiles: usize,
    pub tile_designs: usize,
    pub river_stacks: usize,
    pub buildings: usize,
    pub partners: usize,
    pub bandit_cards: usize,
    pub contracts: usize,
    pub mining_spaces: usize,
    pub ace_cards: usize,
}

pub fn summary() -> ContentSummary {
    let c = content();
    let mut buildings: Vec<Building> = c.tiles.iter().filter_map(|t| t.building).collect();
    buildings.sort();
    buildings.dedup();
    ContentSummary {
        boards: c.boards.len(),
        sides: 2 * c.boards.len(),
        stacks: c.tiles.len(),
        tiles: c.tiles.iter().map(|t| usize::from(t.copies)).sum(),
        tile_designs: c.tiles.len(),
        river_stacks: c.tiles.iter().filter(|t| t.is_river()).count(),
        buildings: buildings.len(),
        partners: c.partners.len(),
        bandit_cards: c.bandit_cards.len(),
        contracts: c.contracts.len(),
        mining_spaces: c.mining.len(),
        ace_cards: Suit::ALL.len(),
    }
}

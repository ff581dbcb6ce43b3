//! The rulebook, sentence by sentence, against the engine.
//!
//! Each test names the rule it checks. Positions are reached through real `apply` calls where
//! that is practical; to get somewhere quickly a test may write the state directly (a tile put
//! on a board, gold set, the round marker moved) and then play the rule under test through
//! `apply`. Small made-up boards (`use_board`) isolate a rule from the printed boards.
//!
//! One file per rulebook section; this one keeps the helpers they share, and `scenario` the
//! builder for the setup they start from (`Scenario::new().boards(&[1, 2]).build()`).

use super::draft::design_at;
use super::placement::alley_shape;
use super::*;
use crate::content::{BoardSide, Half, TownPlot};
use crate::market::stack_index;
use scenario::Scenario;

// ---- helpers ----------------------------------------------------------------------------

const UP: Orientation = Orientation {
    turns: 0,
    flipped: false,
};
/// A quarter turn clockwise: a horizontal shape stands up, its first square on top.
const TURNED: Orientation = Orientation {
    turns: 1,
    flipped: false,
};

fn tile(id: u8) -> &'static TileDesign {
    design(id).expect("a tile design")
}

/// Tile ids, by name, for the tests that need particular ones.
mod id {
    pub const GOLD_PAN_BEND: u8 = 2;
    pub const PLACER_CLAIM: u8 = 4;
    pub const BOARDWALK: u8 = 5;
    pub const BANK: u8 = 6;
    pub const CORRAL: u8 = 7;
    pub const HIDEOUT: u8 = 8;
    pub const CHAPEL: u8 = 9;
    pub const LONE_STEER: u8 = 10;
    pub const FANCY_SALOON: u8 = 11;
    pub const STAGECOACH: u8 = 12;
    pub const DEPUTYS_POST: u8 = 13;
    pub const GENERAL_STORE: u8 = 14;
    pub const CROSSROADS: u8 = 15;
    pub const DEN: u8 = 16;
    pub const HOTEL: u8 = 17;
    pub const POWDER_ALLEY: u8 = 18;
    pub const FERRY_LANDING: u8 = 22;
    pub const SLUICE_BOX: u8 = 23;
    pub const RANCH: u8 = 25;
    pub const SAWMILL: u8 = 27;
    pub const CARD_SHARPS: u8 = 29;
    pub const SHERIFFS_OFFICE: u8 = 30;
    pub const BACK_LOTS: u8 = 31;
    pub const STABLE: u8 = 32;
    pub const TOWN_HALL: u8 = 34;
    pub const WHEELWRIGHT: u8 = 36;
    pub const BARN: u8 = 40;
}

fn setup_action(players: usize, first_player: u8) -> WtwAction {
    WtwAction::Setup {
        first_player,
        // Seat i is dealt partners 2i + 1 and 2i + 2.
        dealt: (1..=2 * players as u8).collect(),
        // In box order: 4 cows alleys, 5 cows gold (Becca's), 6 bullets, 7 points.
        contracts: vec![0, 1, 2, 3],
    }
}

fn act(g: &mut WildTiledWest, seat: Seat, action: WtwAction) -> Vec<WtwEvent> {
    g.apply(Who::Seat(seat), &action)
        .unwrap_or_else(|e| panic!("seat {seat}: {action:?} refused: {e}"))
}

fn chance(g: &mut WildTiledWest, action: WtwAction) -> Vec<WtwEvent> {
    g.apply(Who::Chance, &action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

fn roll(g: &mut WildTiledWest, prairie: &[u8], river: &[u8]) -> Vec<WtwEvent> {
    chance(
        g,
        WtwAction::Roll {
            prairie: prairie.to_vec(),
            river: river.to_vec(),
        },
    )
}

/// Rolls low numbers on every die this player count uses.
fn roll_any(g: &mut WildTiledWest) -> Vec<WtwEvent> {
    let (np, nr) = WildTiledWest::dice_for(g.players.len());
    let prairie: Vec<u8> = (1..=np as u8).collect();
    let river: Vec<u8> = (1..=nr as u8).collect();
    roll(g, &prairie, &river)
}

fn prairie(number: u8) -> Slot {
    Slot {
        kind: DieKind::Prairie,
        number,
    }
}

fn river(number: u8) -> Slot {
    Slot {
        kind: DieKind::River,
        number,
    }
}

fn decision(g: &WildTiledWest) -> Option<(Seat, Decision)> {
    g.awaiting().map(|(s, d)| (s, d.clone()))
}

fn legal(g: &WildTiledWest, seat: Seat) -> Vec<WtwAction> {
    g.legal_actions(seat)
}

/// A made-up board side: the `boards.toml` legend, each town plot's sign worth 4.
fn side(rows: &[&str]) -> BoardSide {
    let towns = rows
        .iter()
        .flat_map(|r| r.chars())
        .filter(|c| c.is_ascii_uppercase())
        .map(|c| c as u8 - b'A')
        .max()
        .map_or(0, |t| usize::from(t) + 1);
    let towns = (0..towns)
        .map(|i| TownPlot {
            name: format!("T{i}"),
            points: 4,
        })
        .collect();
    BoardSide::from_rows(rows, towns).unwrap()
}

/// Gives a seat a made-up board, empty.
fn use_board(g: &mut WildTiledWest, seat: Seat, rows: &[&str]) {
    g.players[usize::from(seat)].settlement = Settlement::new(side(rows));
}

/// Lays a tile (or an alley, `None`) without the rules or anything it triggers: a quick way
/// to reach a position.
fn put(g: &mut WildTiledWest, seat: Seat, id: Option<u8>, o: Orientation, x: i32, y: i32) {
    let d = id.map(tile);
    let laid = match d {
        Some(t) => orient(&t.squares, o),
        None => alley_shape(),
    };
    g.players[usize::from(seat)]
        .settlement
        .place(d, &laid, x, y, o);
}

fn put_alleys(g: &mut WildTiledWest, seat: Seat, cells: &[(i32, i32)]) {
    for &(x, y) in cells {
        put(g, seat, None, UP, x, y);
    }
}

/// Places tile `id` through the engine, as if the seat had just drafted it: everything it
/// triggers follows.
fn try_place(
    g: &mut WildTiledWest,
    seat: Seat,
    id: u8,
    orientation: Orientation,
    x: i8,
    y: i8,
) -> Result<Vec<WtwEvent>, WtwError> {
    g.queue.push_front(Task::Decide(
        seat,
        Decision::PlaceTile {
            design: id,
            on_signpost: false,
        },
    ));
    let before = g.clone();
    let r = g.apply(Who::Seat(seat), &WtwAction::Place { orientation, x, y });
    if r.is_err() {
        assert_eq!(*g, before, "a refused placement leaves the game unchanged");
        g.queue.pop_front();
    }
    r
}

fn place(g: &mut WildTiledWest, seat: Seat, id: u8, o: Orientation, x: i8, y: i8) -> Vec<WtwEvent> {
    try_place(g, seat, id, o, x, y).unwrap_or_else(|e| panic!("tile {id} at ({x}, {y}) {o:?}: {e}"))
}

/// Places one alley through the engine, as if the seat had gained it.
fn alley(g: &mut WildTiledWest, seat: Seat, x: i8, y: i8) -> Vec<WtwEvent> {
    g.queue.push_front(Task::Decide(
        seat,
        Decision::PlaceAlley {
            kind: AlleyKind::Single,
        },
    ));
    act(g, seat, WtwAction::PlaceAlley { x, y })
}

/// Two seats, seat 0 on a made-up board (`rows`, the `boards.toml` legend), seat 1 on board 2:
/// the set-up of a rule tried on a few squares.
fn sketched(rows: &[&str]) -> WildTiledWest {
    Scenario::new().board(0, rows).build()
}

/// Joins a lone steer (4,4) and a corral (5,4) to the printed pasture at (6,2) on board 1:
/// 5 cows, Becca's wrangle in the rulebook.
fn grow_beccas_pasture(g: &mut WildTiledWest, seat: Seat) {
    place(g, seat, id::LONE_STEER, UP, 4, 4);
    place(g, seat, id::CORRAL, UP, 5, 4);
}

/// What a grown pasture asks: wrangle the pasture at `pasture` (up to its `cows`), or wait.
fn wrangle_offer(seat: Seat, pasture: Cell, cows: u8) -> Option<(Seat, Decision)> {
    Some((seat, Decision::Wrangle { pasture, cows }))
}

fn wrangled(seat: Seat, cows: u8, points: i32, contract: Option<Reward>) -> WtwEvent {
    WtwEvent::Wrangled {
        seat,
        cows,
        points,
        contract,
    }
}

/// The turn is over: the next round's dice are due (nothing more to place or decide).
#[track_caller]
fn assert_dice_due(g: &WildTiledWest, why: &str) {
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)), "{why}");
}

/// Plays drafting turns with one free alley each (first legal spot) until something else
/// is due (dice, a hill bandit, year 4's income, the end).
fn alley_turns(g: &mut WildTiledWest) -> Vec<WtwEvent> {
    let mut events = Vec::new();
    loop {
        match decision(g) {
            Some((s, Decision::Draft)) => {
                events.extend(act(g, s, WtwAction::FreeAlleys { count: 1 }));
            }
            Some((s, Decision::PlaceAlley { .. })) => {
                let a = legal(g, s)[0].clone();
                events.extend(act(g, s, a));
            }
            _ => return events,
        }
    }
}

/// Moves the round marker to the last round of `year` and plays that round with free
/// alleys: the year's tussle follows.
fn end_year(g: &mut WildTiledWest, year: u8) -> Vec<WtwEvent> {
    g.year = year;
    g.round = g.last_round_of(year);
    let mut events = roll_any(g);
    events.extend(alley_turns(g));
    events
}

/// Puts won hill bandits on the first free hill.
fn answer_hill_bandits(g: &mut WildTiledWest) {
    while let Some((s, Decision::HillBandit)) = decision(g) {
        let a = legal(g, s)[0].clone();
        act(g, s, a);
    }
}

fn tussle_event(events: &[WtwEvent]) -> (Vec<u8>, Vec<i32>, Option<u8>) {
    events
        .iter()
        .find_map(|e| match e {
            WtwEvent::Tussle {
                bandits,
                points,
                ridge,
                ..
            } => Some((bandits.clone(), points.clone(), *ridge)),
            _ => None,
        })
        .expect("a tussle")
}

/// Plays a whole game from here: chance from `seed`, every seat its first legal action.
fn drive(g: &mut WildTiledWest, seed: u64) -> Vec<WtwEvent> {
    let mut rng = GameRng::chance(seed);
    let mut events = Vec::new();
    for _ in 0..WildTiledWest::MAX_ACTIONS {
        let (who, action) = match g.actor() {
            Actor::GameOver => return events,
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => (Who::Seat(s), legal(g, s)[0].clone()),
            Actor::Simultaneous(seats) => (Who::Seat(seats[0]), legal(g, seats[0])[0].clone()),
        };
        events.extend(g.apply(who, &action).unwrap());
    }
    panic!("the game did not end");
}

fn score(g: &WildTiledWest, seat: Seat, key: &str) -> i32 {
    g.scores()[usize::from(seat)].get(key).unwrap()
}

/// A board of `bandits` printed bandits, two hills and room for alleys; no sheriff.
fn bandit_rows(bandits: usize) -> Vec<String> {
    vec![
        "x.....".to_string(),
        "hh....".to_string(),
        format!("{:.<6}", "!".repeat(bandits)),
    ]
}

fn use_bandit_board(g: &mut WildTiledWest, seat: Seat, bandits: usize) {
    let rows = bandit_rows(bandits);
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    use_board(g, seat, &rows);
}

mod alleys;
mod buildings;
mod dice;
mod endgame;
mod fast;
mod placement;
mod scenario;
mod setup;
mod sheriffs;
mod solo;
mod supply;
mod towns;
mod tussles;
mod wild_sides;
mod wrangling;
mod years;

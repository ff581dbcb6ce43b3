//! The rulebook, sentence by sentence, against the engine.
//!
//! Each test names the rule it checks. Positions are reached through real `apply` calls where
//! that is practical; to get somewhere quickly a test may write the state directly (a tile put
//! on a board, gold set, the round marker moved) and then play the rule under test through
//! `apply`. Small made-up boards (`use_board`) isolate a rule from the printed boards.

use super::draft::design_at;
use super::placement::alley_shape;
use super::*;
use crate::content::{BoardSide, Half, TownPlot};
use crate::market::stack_index;

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

/// A game on these boards, set up with `first_player`, every seat keeping the first partner
/// dealt to it; the face-up supply is the next three partners. It waits for the first
/// round's dice.
fn started_with(boards: &[u8], first_player: u8) -> WildTiledWest {
    let n = boards.len();
    let mut g = WildTiledWest::new(
        &WtwOptions {
            boards: boards.to_vec(),
            ..Default::default()
        },
        n,
    )
    .unwrap();
    g.apply(Who::Chance, &setup_action(n, first_player))
        .unwrap();
    for seat in 0..n as Seat {
        let id = g.players[usize::from(seat)].dealt[0];
        act(&mut g, seat, WtwAction::KeepPartner { id });
    }
    let n = 2 * n as u8;
    for id in n + 1..=n + 3 {
        chance(&mut g, WtwAction::DrawPartner { id });
    }
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    g
}

fn started(boards: &[u8]) -> WildTiledWest {
    started_with(boards, 0)
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

// ---- setup ------------------------------------------------------------------------------

/// 2 players remove 28 tiles, 3 players 20, solo 40, 4 and 5 players none.
#[test]
fn setup_removes_tiles_by_player_count() {
    let full: u32 = content().tiles.iter().map(|t| u32::from(t.copies)).sum();
    assert_eq!(full, 96);
    for (players, removed) in [(1, 40), (2, 28), (3, 20), (4, 0), (5, 0)] {
        let g = WildTiledWest::new(&WtwOptions::default(), players).unwrap();
        assert_eq!(full - g.market().total(), removed, "{players} players");
    }
    // Solo: one of each tile, so every stack is one shorter.
    let solo = WildTiledWest::new(&WtwOptions::default(), 1).unwrap();
    for t in &content().tiles {
        let i = stack_index(t.half, t.row, t.col);
        assert_eq!(solo.market().counts[i], t.copies - 1);
    }
}

/// Solo and 2 players roll 2 prairie dice and 1 river die, 3 players 3 + 1, 4 players
/// 3 + 2, 5 players 4 + 2: the Roll chance takes exactly those.
#[test]
fn dice_per_player_count() {
    for (players, np, nr) in [(1, 2, 1), (2, 2, 1), (3, 3, 1), (4, 3, 2), (5, 4, 2)] {
        let boards: Vec<u8> = (1..=players as u8).collect();
        let g = started(&boards);
        let mut rng = GameRng::chance(players as u64);
        match g.sample_chance(&mut rng) {
            Some(WtwAction::Roll { prairie, river }) => {
                assert_eq!((prairie.len(), river.len()), (np, nr), "{players} players");
            }
            other => panic!("expected a roll, got {other:?}"),
        }
        let p: Vec<u8> = (1..=np as u8).collect();
        let r: Vec<u8> = (1..=nr as u8).collect();
        let mut more = p.clone();
        more.push(20);
        for (bad_p, bad_r) in [(more, r.clone()), (p.clone(), vec![1; nr + 1])] {
            let mut h = g.clone();
            let roll = WtwAction::Roll {
                prairie: bad_p,
                river: bad_r,
            };
            assert_eq!(h.apply(Who::Chance, &roll), Err(WtwError::BadChance));
            assert_eq!(h, g);
        }
        let mut h = g.clone();
        roll(&mut h, &p, &r);
        assert_eq!(h.dice().len(), np + nr);
        assert_eq!(
            h.dice().iter().filter(|d| d.kind == DieKind::River).count(),
            nr
        );
    }
}

/// 3 players: the player who goes last in the first round takes 1 gold.
#[test]
fn three_players_the_last_in_round_one_takes_a_gold() {
    for first in 0..3u8 {
        let g = started_with(&[1, 2, 3], first);
        let last = (first + 2) % 3;
        for seat in 0..3u8 {
            let expected = if seat == last { 3 } else { 2 };
            assert_eq!(
                g.player(seat).unwrap().gold,
                expected,
                "first player {first}, seat {seat}"
            );
        }
    }
    // Nobody else gets it.
    for boards in [&[1, 2][..], &[1, 2, 3, 4], &[1, 2, 3, 4, 5]] {
        let g = started(boards);
        assert!(g.players.iter().all(|p| p.gold == 2));
    }
}

/// 5 players: the round marker starts one space later, so year 1 has one round fewer, but
/// everyone still takes year 1's Mining Income.
#[test]
fn five_players_skip_a_round_but_take_income() {
    let mut g = started(&[1, 2, 3, 4, 5]);
    assert_eq!(g.round(), 2);
    assert!(g.players.iter().all(|p| p.gold == 2));
    let events = drive_until_year(&mut g, 2);
    let rounds = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::RoundEnded { .. }))
        .count();
    assert_eq!(rounds, 3);
    let mut g = started(&[1, 2, 3, 4]);
    assert_eq!(g.round(), 1);
    let events = drive_until_year(&mut g, 2);
    let rounds = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::RoundEnded { .. }))
        .count();
    assert_eq!(rounds, 4);
}

/// Plays (first legal actions) until `year` begins.
fn drive_until_year(g: &mut WildTiledWest, year: u8) -> Vec<WtwEvent> {
    let mut rng = GameRng::chance(9);
    let mut events = Vec::new();
    while g.year() < year {
        let (who, action) = match g.actor() {
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => (Who::Seat(s), legal(g, s)[0].clone()),
            other => panic!("unexpected {other:?}"),
        };
        events.extend(g.apply(who, &action).unwrap());
    }
    events
}

/// Every player begins with 5 points.
#[test]
fn everyone_starts_with_five_points() {
    for players in 1..=5usize {
        let g = WildTiledWest::new(&WtwOptions::default(), players).unwrap();
        for s in 0..players as Seat {
            assert_eq!(g.player(s).unwrap().points.start, 5);
            assert_eq!(score(&g, s, "start"), 5);
        }
    }
}

/// Partners: two dealt to each player, who keep one face down, at the same time; the other
/// goes back into the deck, which is shuffled; then three are dealt face up from it.
#[test]
fn partners_two_dealt_one_kept_face_down_three_face_up() {
    let mut g = WildTiledWest::new(&WtwOptions::default(), 3).unwrap();
    assert_eq!(g.actor(), Actor::Chance);
    // The deal is checked: partners dealt twice, or unknown, are refused.
    for dealt in [
        vec![1, 2, 3, 4, 5, 5],
        vec![1, 2, 3, 4, 5, 17],
        vec![1, 2, 3, 4, 5],
    ] {
        let bad = WtwAction::Setup {
            first_player: 0,
            dealt,
            contracts: vec![0, 1, 2, 3],
        };
        assert_eq!(g.clone().apply(Who::Chance, &bad), Err(WtwError::BadChance));
    }
    let mut rng = GameRng::chance(1);
    match g.sample_chance(&mut rng) {
        Some(WtwAction::Setup {
            first_player,
            dealt,
            contracts,
        }) => {
            assert!(first_player < 3);
            assert_eq!(dealt.len(), 6);
            assert_eq!(contracts.len(), 4);
        }
        other => panic!("{other:?}"),
    }
    chance(&mut g, setup_action(3, 0));
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0, 1, 2]));
    assert_eq!(g.player(0).unwrap().dealt, vec![1, 2]);
    assert_eq!(g.player(2).unwrap().dealt, vec![5, 6]);
    assert!(
        g.view(None).partner_supply.is_empty(),
        "not before the keeps"
    );
    assert_eq!(g.view(None).partner_deck_size, 16 - 6);
    assert_eq!(
        legal(&g, 1),
        vec![
            WtwAction::KeepPartner { id: 3 },
            WtwAction::KeepPartner { id: 4 }
        ]
    );
    // Another seat never sees your dealt cards.
    let v = g.view(Some(1));
    assert_eq!(v.players[1].dealt, vec![3, 4]);
    assert!(v.players[0].dealt.is_empty() && v.players[2].dealt.is_empty());
    assert_eq!(v.players[0].dealt_count, 2);
    assert!(g.view(None).players.iter().all(|p| p.dealt.is_empty()));
    // A card that was not dealt to you is refused.
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Seat(1), &WtwAction::KeepPartner { id: 1 }),
        Err(WtwError::NotAChoice)
    );
    assert_eq!(g, before);
    // Seat 2 chooses first: the order does not matter.
    let events = act(&mut g, 2, WtwAction::KeepPartner { id: 6 });
    assert_eq!(events, vec![WtwEvent::PartnerKept { seat: 2 }]);
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0, 1]));
    assert_eq!(
        g.apply(Who::Seat(2), &WtwAction::KeepPartner { id: 5 }),
        Err(WtwError::NotYourTurn)
    );
    assert!(g.partner_deck.contains(&5), "the discard goes back");
    assert_eq!(g.view(None).partner_deck_size, 11);
    for seat in [0, 1] {
        let v = g.view(Some(seat));
        assert_eq!(v.players[2].hidden_partner, None);
        assert!(v.players[2].has_hidden_partner);
        assert!(v.players[2].dealt.is_empty());
    }
    assert_eq!(g.view(None).players[2].hidden_partner, None);
    assert_eq!(g.view(Some(2)).players[2].hidden_partner, Some(6));
    act(&mut g, 0, WtwAction::KeepPartner { id: 1 });
    act(&mut g, 1, WtwAction::KeepPartner { id: 4 });
    // Now the three face-up partners, from the deck with the discards back in it: Seat 2's
    // discard may come up.
    assert_eq!(
        g.partner_deck,
        vec![2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
    );
    assert_eq!(g.actor(), Actor::Chance);
    let gold = |g: &WildTiledWest| g.players.iter().map(|p| p.gold).collect::<Vec<u8>>();
    assert_eq!(
        gold(&g),
        vec![0, 0, 1],
        "income comes after; the last seat's gold"
    );
    for id in [5, 12, 2] {
        assert_eq!(
            g.sample_chance(&mut rng)
                .map(|a| matches!(a, WtwAction::DrawPartner { .. })),
            Some(true)
        );
        chance(&mut g, WtwAction::DrawPartner { id });
    }
    assert_eq!(g.partner_supply, vec![5, 12, 2]);
    assert_eq!(g.partner_deck.len(), 10);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    assert_eq!(gold(&g), vec![2, 2, 3]);
    // No view tells anyone which card another seat kept.
    let spectator = g.view(None);
    assert!(spectator.players.iter().all(|p| p.hidden_partner.is_none()));
    assert_eq!(g.view(Some(0)).players[1].hidden_partner, None);
    assert_eq!(g.view(Some(1)).players[0].hidden_partner, None);
    assert_eq!(g.view(Some(1)).players[1].hidden_partner, Some(4));
}

// ---- years -------------------------------------------------------------------------------

/// Mining Income at the start of each year: the value beside the mining marker; 2 gold in
/// year 1; a marker higher up earns more.
#[test]
fn mining_income_each_year() {
    let mut g = started(&[1, 2]);
    assert!(g.players.iter().all(|p| p.gold == 2));
    g.players[1].mining = 4;
    g.players[0].gold = 0;
    g.players[1].gold = 0;
    let events = end_year(&mut g, 1);
    assert!(events.contains(&WtwEvent::YearBegan { year: 2 }));
    assert!(events.contains(&WtwEvent::Income { seat: 0, gold: 2 }));
    assert!(events.contains(&WtwEvent::Income { seat: 1, gold: 4 }));
    assert_eq!(g.year(), 2);
    assert_eq!(g.player(0).unwrap().gold, 2);
    assert_eq!(g.player(1).unwrap().gold, 4);
}

/// Year 4: each player chooses the usual income, or 1 gold and two pickaxes.
#[test]
fn year_four_income_is_a_choice() {
    let mut g = started(&[1, 2]);
    g.players[0].mining = 1;
    g.players[1].mining = 4;
    g.players[0].gold = 0;
    g.players[1].gold = 0;
    end_year(&mut g, 3);
    answer_hill_bandits(&mut g);
    assert_eq!(g.year(), 4);
    // The first player has moved on: seat 0 began round 12, seat 1 begins round 13.
    assert_eq!(g.first_player, 1);
    assert_eq!(decision(&g), Some((1, Decision::Income)));
    assert_eq!(
        legal(&g, 1),
        vec![
            WtwAction::Income { pickaxes: false },
            WtwAction::Income { pickaxes: true }
        ]
    );
    act(&mut g, 1, WtwAction::Income { pickaxes: false });
    assert_eq!(g.player(1).unwrap().gold, 4);
    assert_eq!(decision(&g), Some((0, Decision::Income)));
    let events = act(&mut g, 0, WtwAction::Income { pickaxes: true });
    assert!(events.contains(&WtwEvent::Income { seat: 0, gold: 1 }));
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.mining), (1, 3));
    // Two pickaxes from space 1 reach the hat: a second partner comes first.
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
}

/// The first player marker passes clockwise every round; each round the players draft in
/// turn from the first player; four years of four rounds make sixteen.
#[test]
fn sixteen_rounds_over_four_years_first_player_rotates() {
    let mut g = started_with(&[1, 2, 3, 4], 2);
    let mut rng = GameRng::chance(5);
    let mut drafters: Vec<(u8, Seat, Seat)> = Vec::new();
    let mut rounds = Vec::new();
    let mut years = Vec::new();
    let mut tussles = Vec::new();
    loop {
        let (who, action) = match g.actor() {
            Actor::GameOver => break,
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => {
                if g.awaiting().map(|(_, d)| d) == Some(&Decision::Draft) {
                    drafters.push((g.round(), g.first_player, s));
                }
                (Who::Seat(s), legal(&g, s)[0].clone())
            }
            other => panic!("unexpected {other:?}"),
        };
        for e in g.apply(who, &action).unwrap() {
            match e {
                WtwEvent::RoundEnded { round } => rounds.push(round),
                WtwEvent::YearBegan { year } => years.push(year),
                WtwEvent::Tussle { year, .. } => tussles.push(year),
                _ => {}
            }
        }
    }
    assert_eq!(rounds, (1..=16).collect::<Vec<u8>>());
    assert_eq!(years, vec![2, 3, 4], "year 1 began at setup");
    assert_eq!(tussles, vec![1, 2, 3, 4]);
    for round in 1..=16u8 {
        let turns: Vec<&(u8, Seat, Seat)> =
            drafters.iter().filter(|(r, _, _)| *r == round).collect();
        assert_eq!(turns.len(), 4, "round {round}");
        let first = (2 + round - 1) % 4;
        for (k, (_, fp, s)) in turns.iter().enumerate() {
            assert_eq!(*fp, first, "round {round}");
            assert_eq!(*s, (first + k as u8) % 4, "round {round}");
        }
    }
}

// ---- dice --------------------------------------------------------------------------------

/// Two or more dice on one number: one stays, the others take the next numbers; a die
/// showing its highest value that must move becomes 1.
#[test]
fn colliding_dice_move_up_and_wrap_to_one() {
    let mut g = started(&[1, 2, 3, 4]);
    let events = roll(&mut g, &[20, 20, 20], &[8, 8]);
    let expected = vec![prairie(1), prairie(2), prairie(20), river(1), river(8)];
    assert_eq!(g.dice(), &expected[..]);
    assert_eq!(events, vec![WtwEvent::DiceRolled { dice: expected }]);
    // Johnny's example: 4 and 17, and two river 8s.
    let mut g = started(&[1, 2, 3, 4]);
    roll(&mut g, &[4, 17, 17], &[8, 8]);
    assert_eq!(
        g.dice(),
        &[prairie(4), prairie(17), prairie(18), river(1), river(8)]
    );
}

/// A die on an entirely empty row moves to the next number, even during a round.
#[test]
fn a_die_whose_row_empties_moves_on() {
    let mut g = started(&[1, 2, 3, 4]);
    // West row 2 keeps one tile, in its westmost stack: dice 2 (from the west) and 7 (from
    // the east) can both draft it.
    let row: Vec<usize> = (1..=4).map(|c| stack_index(Half::West, 2, c)).collect();
    for &s in &row {
        g.market.counts[s] = 0;
    }
    g.market.counts[row[0]] = 1;
    g.market.costs[row[0]] = 0;
    // A die rolled onto an empty row moves on at once: west row 3 is empty too.
    let row3: Vec<usize> = (1..=4).map(|c| stack_index(Half::West, 3, c)).collect();
    for &s in &row3 {
        g.market.counts[s] = 0;
    }
    roll(&mut g, &[2, 7, 3], &[1, 6]);
    assert_eq!(
        g.dice(),
        &[prairie(2), prairie(4), prairie(7), river(1), river(6)],
        "3 lands on 4"
    );
    let stack = row[0] as u8;
    assert!(legal(&g, 0).contains(&WtwAction::Draft {
        die: prairie(7),
        stack,
        jumps: 0
    }));
    let events = act(
        &mut g,
        0,
        WtwAction::Draft {
            die: prairie(2),
            stack,
            jumps: 0,
        },
    );
    // West row 2 is empty now: die 7 moves on, past 8 (west row 3, seen from the east, is
    // empty too) to 9.
    assert!(events.contains(&WtwEvent::DieMoved {
        from: prairie(7),
        to: prairie(9)
    }));
    assert_eq!(
        g.dice(),
        &[prairie(4), prairie(9), river(1), river(6)],
        "die 2 is set aside"
    );
}

/// A die with no slot to land on (the market empty along every line) is set aside; the
/// drafter may still build free alleys.
#[test]
fn dice_with_nowhere_to_land_are_set_aside() {
    let mut g = started(&[1, 1]);
    g.market.counts = vec![0; g.market.counts.len()];
    let events = roll_any(&mut g);
    assert_eq!(events, vec![WtwEvent::DiceRolled { dice: vec![] }]);
    assert!(g.dice().is_empty());
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::FreeAlleys { count: 1 },
            WtwAction::FreeAlleys { count: 2 }
        ]
    );
}

/// Drafting: the die is set aside, the stack's gold cost is paid, the tile is placed next.
#[test]
fn drafting_removes_the_die_and_pays_the_cost() {
    let mut g = started(&[1, 2, 3, 4]);
    roll(&mut g, &[16, 3, 12], &[2, 6]);
    let stack = stack_index(Half::East, 1, 4);
    let d = design_at(stack).unwrap();
    assert_eq!(d.cost, 1);
    let before = g.market.counts[stack];
    let events = act(
        &mut g,
        0,
        WtwAction::Draft {
            die: prairie(16),
            stack: stack as u8,
            jumps: 0,
        },
    );
    assert!(events.contains(&WtwEvent::Drafted {
        seat: 0,
        design: d.id,
        gold: 1
    }));
    assert_eq!(g.player(0).unwrap().gold, 1);
    assert_eq!(g.market.counts[stack], before - 1);
    assert!(!g.dice().contains(&prairie(16)));
    assert_eq!(g.dice().len(), 4);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceTile {
                design: d.id,
                on_signpost: false
            }
        ))
    );
    // A drafted tile must be placed: nothing else will do.
    assert!(legal(&g, 0)
        .iter()
        .all(|a| matches!(a, WtwAction::Place { .. })));
}

/// A tile that costs more gold than the drafter has is not on offer.
#[test]
fn a_drafter_cannot_pay_more_than_they_have() {
    let mut g = started(&[1, 2, 3, 4]);
    g.players[0].gold = 0;
    roll(&mut g, &[16, 3, 12], &[2, 6]);
    let stack = stack_index(Half::East, 1, 4) as u8;
    let draft = WtwAction::Draft {
        die: prairie(16),
        stack,
        jumps: 0,
    };
    assert!(!legal(&g, 0).contains(&draft));
    let before = g.clone();
    assert_eq!(g.apply(Who::Seat(0), &draft), Err(WtwError::NotAChoice));
    assert_eq!(g, before);
}

/// Claim jumping: with a river die, pay 1 gold per non-empty stack jumped (empty ones are
/// free), plus the cost of the tile jumped to; prairie dice never jump.
#[test]
fn claim_jumping_is_for_river_dice_at_a_gold_a_stack() {
    let mut g = started(&[1, 2, 3, 4]);
    roll(&mut g, &[1, 3, 12], &[2, 6]);
    let col: Vec<u8> = (1..=5)
        .map(|r| stack_index(Half::West, r, 2) as u8)
        .collect();
    let options: Vec<(u8, u8)> = legal(&g, 0)
        .into_iter()
        .filter_map(|a| match a {
            WtwAction::Draft { die, stack, jumps } if die == river(2) => Some((stack, jumps)),
            _ => None,
        })
        .collect();
    // 2 gold: the nearest (free), the Bank behind it (1 jump + 1 cost), the next (2 jumps).
    assert_eq!(options, vec![(col[0], 0), (col[1], 1), (col[2], 2)]);
    // Prairie dice: only the nearest stack, never a jump.
    assert!(legal(&g, 0).iter().all(|a| match a {
        WtwAction::Draft { die, jumps, .. } if die.kind == DieKind::Prairie => *jumps == 0,
        _ => true,
    }));
    let prairie_one = legal(&g, 0)
        .iter()
        .filter(|a| matches!(a, WtwAction::Draft { die, .. } if *die == prairie(1)))
        .count();
    assert_eq!(prairie_one, 1);
    let mut h = g.clone();
    act(
        &mut h,
        0,
        WtwAction::Draft {
            die: river(2),
            stack: col[2],
            jumps: 2,
        },
    );
    assert_eq!(h.player(0).unwrap().gold, 0);
    assert!(!h.dice().contains(&river(2)), "the die is removed as usual");
    // An empty stack is jumped for free.
    g.market.counts[usize::from(col[1])] = 0;
    let mut h = g.clone();
    act(
        &mut h,
        0,
        WtwAction::Draft {
            die: river(2),
            stack: col[2],
            jumps: 1,
        },
    );
    assert_eq!(h.player(0).unwrap().gold, 1);
}

/// Instead of drafting, build one alley or two adjacent alleys.
#[test]
fn free_alleys_one_or_two_adjacent() {
    let mut g = started(&[1, 1]);
    roll_any(&mut g);
    assert!(legal(&g, 0).contains(&WtwAction::FreeAlleys { count: 1 }));
    assert!(legal(&g, 0).contains(&WtwAction::FreeAlleys { count: 2 }));
    let dice = g.dice().to_vec();
    act(&mut g, 0, WtwAction::FreeAlleys { count: 2 });
    assert_eq!(g.dice(), &dice[..], "no die is used");
    // The first alley is the first tile: it covers the start.
    assert_eq!(legal(&g, 0), vec![WtwAction::PlaceAlley { x: 4, y: 4 }]);
    act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 4 });
    let second = legal(&g, 0);
    assert_eq!(second.len(), 4);
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Seat(0), &WtwAction::PlaceAlley { x: 6, y: 4 }),
        Err(WtwError::NotAChoice),
        "not adjacent"
    );
    assert_eq!(g, before);
    act(&mut g, 0, WtwAction::PlaceAlley { x: 5, y: 4 });
    assert_eq!(g.player(0).unwrap().alleys, 2);
    // Seat 0's turn is over.
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    act(&mut g, 1, WtwAction::FreeAlleys { count: 1 });
    act(&mut g, 1, WtwAction::PlaceAlley { x: 4, y: 4 });
    assert_eq!(g.player(1).unwrap().alleys, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// A drafter with nothing they can do (no tile fits, no room for an alley) is skipped.
#[test]
fn a_drafter_with_nothing_legal_is_skipped() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x"]);
    put(&mut g, 0, None, UP, 0, 0);
    roll_any(&mut g);
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    assert_eq!(g.turns_taken, 1);
    assert_eq!(g.player(0).unwrap().gold, 2);
}

// ---- placement ---------------------------------------------------------------------------

/// The first tile covers the start; every later one connects by an edge; none covers cows,
/// fields, hills, mines, printed bandits or sheriffs, overlaps or leaves the board. A
/// refused placement changes nothing (`try_place` checks).
#[test]
fn placement_rules_through_the_engine() {
    let mut g = started(&[1, 1]);
    // Board 1: the start is at (4, 4).
    assert!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 3, 3).is_err(),
        "misses the start"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 4, 4);
    for (x, y, why) in [
        (0, 0, "not connected"),
        (3, 3, "a corner only"),
        (4, 4, "overlaps"),
        (4, 2, "a mine"),
        (6, 0, "a hill"),
        (6, 2, "a printed cow"),
        (7, 2, "a printed field"),
    ] {
        assert!(
            try_place(&mut g, 0, id::LONE_STEER, UP, x, y).is_err(),
            "({x}, {y}): {why}"
        );
    }
    put_alleys(&mut g, 0, &[(5, 4), (6, 4), (7, 4)]);
    assert!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 8, 4).is_err(),
        "the printed sheriff"
    );
    assert!(
        try_place(&mut g, 0, id::BOARDWALK, UP, 6, 5).is_err(),
        "off the board"
    );
    put_alleys(&mut g, 0, &[(3, 4), (2, 4), (1, 4)]);
    assert!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 0, 4).is_err(),
        "a printed bandit"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 4, 5);
    // A printed pasture carries the connection: (6,4) touches the pasture at (6,2)-(7,3),
    // and (8,2) beyond it is connected through it.
    assert!(g.alley_spots(0, None).contains(&(8, 2)));
    alley(&mut g, 0, 8, 2);
    assert!(g.alley_spots(0, None).contains(&(8, 1)));
    assert!(
        !g.alley_spots(1, None).contains(&(8, 2)),
        "not on seat 1's board"
    );
}

/// Tiles may be flipped and rotated into any orientation: a drafted chiral tile is offered
/// in all eight, and the first one must cover the start in each.
#[test]
fn a_drafted_tile_is_offered_in_every_orientation_over_the_start() {
    let mut g = started(&[1, 1]);
    // Prairie 13 looks east along the east half's row 3 from its west edge; river 7 down the
    // east half's third column: the Sawmill is the second stack (one jump).
    roll(&mut g, &[13, 1], &[7]);
    let stack = stack_index(Half::East, 2, 3) as u8;
    act(
        &mut g,
        0,
        WtwAction::Draft {
            die: river(7),
            stack,
            jumps: 1,
        },
    );
    assert_eq!(g.player(0).unwrap().gold, 1);
    let sawmill = tile(id::SAWMILL);
    let places = legal(&g, 0);
    let mut orientations: Vec<Orientation> = places
        .iter()
        .map(|a| match a {
            WtwAction::Place { orientation, .. } => *orientation,
            other => panic!("{other:?}"),
        })
        .collect();
    orientations.dedup();
    assert_eq!(orientations.len(), 8);
    for a in places {
        let WtwAction::Place { orientation, x, y } = a else {
            unreachable!()
        };
        let covers_start = orient(&sawmill.squares, orientation)
            .iter()
            .any(|l| (x + l.dx, y + l.dy) == (4, 4));
        assert!(covers_start, "{orientation:?} at ({x}, {y})");
    }
}

/// Covering a gold, bullet or alley space gives that bonus at once (an alley is placed
/// immediately); covering a pickaxe advances the mining track.
#[test]
fn bonus_spaces_pay_when_covered() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["xgbap", "....m"]);
    let events = place(&mut g, 0, id::BOARDWALK, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 1,
        bullets: 1,
        alleys: 1
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.bullets, p.bonus_spaces_covered), (3, 1, 3));
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceAlley {
                kind: AlleyKind::Single
            }
        ))
    );
    let events = act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 0 });
    assert!(events.contains(&WtwEvent::Mined { seat: 0, space: 1 }));
    assert_eq!(g.player(0).unwrap().mining, 1);
    assert_eq!(g.player(0).unwrap().alleys, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Gold, bullet, alley and pickaxe icons on a tile pay when the tile is placed.
#[test]
fn tile_icons_pay_when_placed() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["x...", "....", "...."]);
    // Sluice Box: a pickaxe and a gold, stood upright in the first column.
    let events = place(&mut g, 0, id::SLUICE_BOX, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 1,
        bullets: 0,
        alleys: 0
    }));
    assert!(events.contains(&WtwEvent::Mined { seat: 0, space: 1 }));
    assert_eq!(g.player(0).unwrap().gold, 3);
    // Back Lots: an alley, placed at once.
    place(&mut g, 0, id::BACK_LOTS, UP, 1, 0);
    assert!(matches!(
        decision(&g),
        Some((0, Decision::PlaceAlley { .. }))
    ));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 3, y: 0 });
    // Ferry Landing: a bullet.
    place(&mut g, 0, id::FERRY_LANDING, UP, 1, 2);
    assert_eq!(g.player(0).unwrap().bullets, 1);
    assert_eq!(
        g.player(0).unwrap().bonus_spaces_covered,
        0,
        "icons are not spaces"
    );
}

/// Reaching the hat (the fourth mining space) earns a second partner: one of the three face
/// up, replaced from the deck.
#[test]
fn the_hat_a_face_up_partner_replaced_from_the_deck() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["x...", "....", "...."]);
    g.players[0].mining = 2;
    let events = place(&mut g, 0, id::SLUICE_BOX, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Mined { seat: 0, space: 3 }));
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::PickPartner { id: None },
            WtwAction::PickPartner { id: Some(5) },
            WtwAction::PickPartner { id: Some(6) },
            WtwAction::PickPartner { id: Some(7) },
        ]
    );
    let events = act(&mut g, 0, WtwAction::PickPartner { id: Some(6) });
    assert!(events.contains(&WtwEvent::PartnerGained {
        seat: 0,
        id: Some(6)
    }));
    assert_eq!(g.player(0).unwrap().partners, vec![6]);
    // The gap in the supply is filled from the deck: a chance draw.
    assert_eq!(g.actor(), Actor::Chance);
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Chance, &WtwAction::DrawPartner { id: 6 }),
        Err(WtwError::BadChance),
        "not in the deck"
    );
    assert_eq!(g, before);
    chance(&mut g, WtwAction::DrawPartner { id: 12 });
    assert_eq!(g.partner_supply, vec![5, 7, 12]);
    assert!(!g.partner_deck.contains(&12));
    // Face up: the other seat sees it.
    assert_eq!(g.view(Some(1)).players[0].partners, vec![6]);
    // Passing the hat again is impossible; further pickaxes earn no partner.
    place(&mut g, 0, id::GOLD_PAN_BEND, UP, 1, 0);
    assert_eq!(g.player(0).unwrap().mining, 4);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// ... or the top card of the deck, blind.
#[test]
fn the_hat_or_the_top_card_blind() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["x...", "....", "...."]);
    g.players[0].mining = 2;
    place(&mut g, 0, id::SLUICE_BOX, UP, 0, 0);
    let deck = g.partner_deck.len();
    act(&mut g, 0, WtwAction::PickPartner { id: None });
    assert_eq!(
        g.queue.front(),
        Some(&Task::Chance(Chance::DrawPartner { to: Some(0) }))
    );
    let events = chance(&mut g, WtwAction::DrawPartner { id: 9 });
    assert!(events.contains(&WtwEvent::PartnerGained {
        seat: 0,
        id: Some(9)
    }));
    assert_eq!(g.player(0).unwrap().partners, vec![9]);
    assert_eq!(g.partner_supply, vec![5, 6, 7], "the supply is untouched");
    assert_eq!(g.partner_deck.len(), deck - 1);
}

/// Passing the hat counts as reaching it; pickaxes past the top of the track are lost.
#[test]
fn passing_the_hat_and_the_top_of_the_track() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["x...", "....", "...."]);
    g.players[0].mining = 2;
    // Placer Claim's two pickaxes: 2 -> 4, past the hat.
    place(&mut g, 0, id::PLACER_CLAIM, UP, 0, 0);
    assert_eq!(g.player(0).unwrap().mining, 4);
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
    let top = content().mining.len() as u8 - 1;
    g.players[0].mining = top - 1;
    g.queue.clear();
    g.queue.push_back(Task::Chance(Chance::Roll));
    let events = place(&mut g, 0, id::PLACER_CLAIM, UP, 0, 1);
    assert_eq!(g.player(0).unwrap().mining, top);
    let mined = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::Mined { .. }))
        .count();
    assert_eq!(mined, 1, "the second pickaxe is lost");
}

// ---- towns -------------------------------------------------------------------------------

/// The rulebook's Lone Star: completing it scores its sign (6 on Dusty Crossing) plus the
/// year's completion bonus; no bonus in year 4.
#[test]
fn lone_star_scores_six_plus_the_year_bonus() {
    for (year, points) in [(1, 9), (2, 8), (3, 7), (4, 6)] {
        let mut g = started(&[1, 1]);
        g.year = year;
        let lone_star = &g.player(0).unwrap().settlement.side().towns[0];
        assert_eq!(
            (lone_star.name.as_str(), lone_star.points),
            ("Lone Star", 6)
        );
        put_alleys(&mut g, 0, &[(4, 4), (4, 3), (3, 3), (2, 3)]);
        // The Fancy Saloon's 2x2 covers the whole plot at once.
        let events = place(&mut g, 0, id::FANCY_SALOON, UP, 1, 1);
        assert!(
            events.contains(&WtwEvent::TownCompleted {
                seat: 0,
                town: 0,
                points
            }),
            "year {year}"
        );
        assert_eq!(g.player(0).unwrap().points.towns, points);
        assert_eq!(g.player(0).unwrap().completed_towns, vec![0]);
        assert_eq!(score(&g, 0, "towns"), points);
    }
}

/// A town completes when its last square is covered, by any tile (an alley too), once.
#[test]
fn a_town_completes_with_its_last_square() {
    let mut g = started(&[1, 1]);
    g.year = 2;
    // Prospect on board 1: (5,6), (6,6), (7,6) and (6,7), worth 4.
    put_alleys(&mut g, 0, &[(4, 4), (4, 5), (4, 6)]);
    for (x, y) in [(5, 6), (6, 6), (7, 6)] {
        let events = alley(&mut g, 0, x, y);
        assert!(!events
            .iter()
            .any(|e| matches!(e, WtwEvent::TownCompleted { .. })));
    }
    let events = alley(&mut g, 0, 6, 7);
    assert!(events.contains(&WtwEvent::TownCompleted {
        seat: 0,
        town: 1,
        points: 4 + 2
    }));
    let events = alley(&mut g, 0, 5, 7);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::TownCompleted { .. })));
    assert_eq!(g.player(0).unwrap().points.towns, 6);
}

// ---- wrangling ---------------------------------------------------------------------------

/// Becca's wrangle: a tile joins a tile placed earlier to two printed cows, 5 cows: 6
/// points and the 5-cow contract's large side (2 gold), which is then flipped: the next
/// 5-cow wrangle gets the small side (1 gold).
#[test]
fn beccas_wrangle_and_the_flipped_contract() {
    let mut g = started(&[1, 1]);
    for seat in [0, 1] {
        // Tile A, on a prior turn: a lone cow on the start.
        place(&mut g, seat, id::LONE_STEER, UP, 4, 4);
        assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)), "1 cow");
        // Tile B joins it to the printed pasture at (6,2)-(7,3).
        place(&mut g, seat, id::CORRAL, UP, 5, 4);
        assert_eq!(
            decision(&g),
            Some((
                seat,
                Decision::Wrangle {
                    pasture: (6, 2),
                    cows: 5
                }
            ))
        );
        assert_eq!(
            legal(&g, seat),
            vec![
                WtwAction::Wrangle { cows: 0 },
                WtwAction::Wrangle { cows: 3 },
                WtwAction::Wrangle { cows: 4 },
                WtwAction::Wrangle { cows: 5 },
            ]
        );
        let events = act(&mut g, seat, WtwAction::Wrangle { cows: 5 });
        let gold = if seat == 0 { 2 } else { 1 };
        assert!(events.contains(&WtwEvent::Wrangled {
            seat,
            cows: 5,
            points: 6,
            contract: Some(Reward::Gold(gold))
        }));
        let p = g.player(seat).unwrap();
        assert_eq!((p.gold, p.points.wrangles, p.wrangles), (2 + gold, 6, 1));
        assert!(g.flipped[1]);
        assert!(p
            .settlement
            .pastures()
            .iter()
            .any(|pa| pa.wrangled && pa.cows == 5));
    }
    assert_eq!(g.flipped, vec![false, true, false, false]);
}

/// A pasture may be wrangled for fewer cows than it holds, to claim another contract.
#[test]
fn wrangle_for_fewer_cows() {
    let mut g = started(&[1, 1]);
    place(&mut g, 0, id::LONE_STEER, UP, 4, 4);
    place(&mut g, 0, id::CORRAL, UP, 5, 4);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 4 });
    assert!(events.contains(&WtwEvent::Wrangled {
        seat: 0,
        cows: 4,
        points: 4,
        contract: Some(Reward::Alleys(2))
    }));
    assert_eq!(g.flipped, vec![true, false, false, false]);
    // The fencing contract's two alleys, placed at once.
    for _ in 0..2 {
        assert!(matches!(
            decision(&g),
            Some((0, Decision::PlaceAlley { .. }))
        ));
        let a = legal(&g, 0)[0].clone();
        act(&mut g, 0, a);
    }
    assert_eq!(g.player(0).unwrap().alleys, 2);
}

/// The largest wrangle is 7, however many cows the pasture holds.
#[test]
fn wrangle_at_most_seven() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["cccccccc", "x......."]);
    place(&mut g, 0, id::LONE_STEER, UP, 0, 1);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::Wrangle {
                pasture: (0, 0),
                cows: 9
            }
        ))
    );
    assert_eq!(
        legal(&g, 0),
        [0, 3, 4, 5, 6, 7]
            .map(|cows| WtwAction::Wrangle { cows })
            .to_vec()
    );
    act(&mut g, 0, WtwAction::Wrangle { cows: 7 });
    let p = g.player(0).unwrap();
    assert_eq!((p.points.wrangles, p.points.contracts), (10, 4));
}

/// Wrangling is optional: a player may wait, and wrangle when a later tile grows the
/// pasture. A tile that does not grow it (a street beside it) gives no new chance.
#[test]
fn wait_and_wrangle_when_the_pasture_grows() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["ccx.", "...."]);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::Wrangle {
                pasture: (0, 0),
                cows: 3
            }
        ))
    );
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 0 });
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::Wrangled { .. })));
    assert_eq!(g.player(0).unwrap().wrangles, 0);
    assert!(g
        .player(0)
        .unwrap()
        .settlement
        .pastures()
        .iter()
        .all(|p| !p.wrangled));
    // A street beside the pasture neither creates nor expands it.
    alley(&mut g, 0, 2, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // Another cow joins: 4 now.
    place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::Wrangle {
                pasture: (0, 0),
                cows: 4
            }
        ))
    );
    act(&mut g, 0, WtwAction::Wrangle { cows: 4 });
    assert_eq!(g.player(0).unwrap().points.wrangles, 4);
}

/// A pasture joined directly to one already wrangled cannot be wrangled; joined to one that
/// was not, it can, with all the cows.
#[test]
fn a_pasture_joined_to_a_wrangled_one_cannot_be_wrangled() {
    for wrangle_first in [true, false] {
        let mut g = started(&[1, 1]);
        use_board(&mut g, 0, &["ccx.cc", "....c."]);
        place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
        let cows = if wrangle_first { 3 } else { 0 };
        act(&mut g, 0, WtwAction::Wrangle { cows });
        // A cow between them joins the two pastures: 3 + 1 + 3 cows.
        place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
        if wrangle_first {
            assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
            let pastures = g.player(0).unwrap().settlement.pastures();
            assert!(pastures.iter().any(|p| p.cows == 7 && p.wrangled));
        } else {
            assert_eq!(
                decision(&g),
                Some((
                    0,
                    Decision::Wrangle {
                        pasture: (0, 0),
                        cows: 7
                    }
                ))
            );
        }
    }
}

/// Only wrangles of 4 or more cows claim a cattle contract; a 3-cow wrangle scores 3.
#[test]
fn contracts_only_from_four_cows() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["ccx.", "...."]);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert!(events.contains(&WtwEvent::Wrangled {
        seat: 0,
        cows: 3,
        points: 3,
        contract: None
    }));
    assert_eq!(g.flipped, vec![false; 4]);
    assert_eq!(g.player(0).unwrap().gold, 2);
}

// ---- sheriffs and bandits ----------------------------------------------------------------

/// Sheriffs shoot in line as soon as they have bullets: all targets when bullets suffice,
/// the player's choice when they are short; a shot bandit is a tombstone worth 2 at the end
/// and no longer counts in a tussle; a bullet gained later is used at once.
#[test]
fn sheriffs_shoot_as_soon_as_they_can() {
    let mut g = started(&[1, 1]);
    // Board 1's sheriff at (8,4) has the printed bandit at (0,4) in line. The Stagecoach Stop
    // puts another on the start, in the same row.
    place(&mut g, 0, id::STAGECOACH, UP, 3, 3);
    assert_eq!(g.player(0).unwrap().settlement.bandits_standing(), 4);
    assert_eq!(g.player(0).unwrap().bullets, 0);
    // One bullet, two targets: the player chooses.
    let events = place(&mut g, 0, id::FERRY_LANDING, UP, 0, 3);
    assert!(!events.iter().any(|e| matches!(e, WtwEvent::Shot { .. })));
    assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: false })));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::Shoot { x: 0, y: 4 },
            WtwAction::Shoot { x: 4, y: 4 }
        ]
    );
    let events = act(&mut g, 0, WtwAction::Shoot { x: 0, y: 4 });
    assert_eq!(
        events[0],
        WtwEvent::Shot {
            seat: 0,
            x: 0,
            y: 4
        }
    );
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.tombstones()), (0, 1));
    assert!(!p.settlement.bandit_standing((0, 4)));
    // Two bullets later, one target: shot at once, one bullet kept.
    let events = place(&mut g, 0, id::POWDER_ALLEY, UP, 5, 1);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 4
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.tombstones()), (1, 2));
    assert_eq!(score(&g, 0, "tombstones"), 4);
    // In the tussle only the two standing printed bandits count, against seat 1's three.
    let events = end_year(&mut g, 1);
    let (bandits, points, _) = tussle_event(&events);
    assert_eq!(bandits, vec![2, 3]);
    assert_eq!(points, vec![2, -2]);
}

/// Exactly as many bullets as targets: every one is shot at once, nobody is asked.
#[test]
fn as_many_bullets_as_targets_all_are_shot() {
    let mut g = started(&[1, 1]);
    place(&mut g, 0, id::STAGECOACH, UP, 3, 3);
    let events = place(&mut g, 0, id::POWDER_ALLEY, UP, 5, 1);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 0,
        y: 4
    }));
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 4
    }));
    assert_eq!(g.player(0).unwrap().bullets, 0);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Buildings block a sheriff's shot: bullets are kept for later.
#[test]
fn a_building_in_the_line_keeps_the_bullets() {
    let mut g = started(&[1, 1]);
    // The Hotel's building squares fill (4,4)-(6,4), between the sheriff and (0,4).
    place(&mut g, 0, id::HOTEL, UP, 4, 4);
    let events = place(&mut g, 0, id::POWDER_ALLEY, UP, 4, 6);
    assert!(!events.iter().any(|e| matches!(e, WtwEvent::Shot { .. })));
    assert_eq!(g.player(0).unwrap().bullets, 2);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// A Wrangle decision left over for a pasture that has since been wrangled lapses.
#[test]
fn a_stale_wrangle_decision_lapses() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["ccx.", "...."]);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let pending = decision(&g).unwrap().1;
    act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert!(g.decision_actions(0, &pending).is_empty());
    // And it never offers more cows than the pasture holds now.
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["ccx.", "...."]);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let inflated = Decision::Wrangle {
        pasture: (0, 0),
        cows: 6,
    };
    assert_eq!(
        g.decision_actions(0, &inflated),
        vec![
            WtwAction::Wrangle { cows: 0 },
            WtwAction::Wrangle { cows: 3 }
        ]
    );
}

// ---- tussles -----------------------------------------------------------------------------

/// The rulebook's year-2 tussle: Devin 1 bandit, Johnny 5, Becca 3. Johnny loses 3 points,
/// Becca neither gains nor loses, Devin gains 3 and adds a hill bandit.
#[test]
fn the_year_two_tussle_example() {
    let mut g = started(&[1, 2, 3]);
    for (seat, bandits) in [(0, 1), (1, 5), (2, 3)] {
        use_bandit_board(&mut g, seat, bandits);
    }
    let events = end_year(&mut g, 2);
    let (bandits, points, ridge) = tussle_event(&events);
    assert_eq!(bandits, vec![1, 5, 3]);
    assert_eq!(points, vec![3, -3, 0]);
    assert_eq!(ridge, None);
    let tussles: Vec<i32> = g.players.iter().map(|p| p.points.tussles).collect();
    assert_eq!(tussles, vec![3, -3, 0]);
    // Devin puts her hill bandit on any free hill.
    assert_eq!(decision(&g), Some((0, Decision::HillBandit)));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::HillBandit { x: 0, y: 1 },
            WtwAction::HillBandit { x: 1, y: 1 }
        ]
    );
    let events = act(&mut g, 0, WtwAction::HillBandit { x: 1, y: 1 });
    assert!(events.contains(&WtwEvent::HillBandit {
        seat: 0,
        x: 1,
        y: 1
    }));
    let p = g.player(0).unwrap();
    assert_eq!(p.hill_bandits, 1);
    assert_eq!(p.settlement.bandits_standing(), 2, "it counts from now on");
    // The number of bandits on each board is open information.
    for viewer in [None, Some(1), Some(2)] {
        let counts: Vec<u8> = g
            .view(viewer)
            .players
            .iter()
            .map(|p| p.bandits_standing)
            .collect();
        assert_eq!(counts, vec![2, 5, 3]);
    }
    assert_eq!(g.year(), 3);
    assert!(g.players[1..].iter().all(|p| p.hill_bandits == 0));
}

/// If all players tie, nobody loses: everyone gains the points and a hill bandit.
#[test]
fn an_all_round_tie_everyone_wins() {
    let mut g = started(&[1, 2]);
    use_bandit_board(&mut g, 0, 2);
    use_bandit_board(&mut g, 1, 2);
    let events = end_year(&mut g, 1);
    let (bandits, points, _) = tussle_event(&events);
    assert_eq!((bandits, points), (vec![2, 2], vec![2, 2]));
    assert_eq!(decision(&g), Some((0, Decision::HillBandit)));
    act(&mut g, 0, WtwAction::HillBandit { x: 0, y: 1 });
    assert_eq!(decision(&g), Some((1, Decision::HillBandit)));
    act(&mut g, 1, WtwAction::HillBandit { x: 0, y: 1 });
    assert!(g.players.iter().all(|p| p.hill_bandits == 1));
}

/// Ties for the fewest all win (each a hill bandit); ties for the most all lose.
#[test]
fn tied_players_share_the_result() {
    let mut g = started(&[1, 2, 3, 4]);
    for (seat, bandits) in [(0, 1), (1, 4), (2, 1), (3, 4)] {
        use_bandit_board(&mut g, seat, bandits);
    }
    let events = end_year(&mut g, 3);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![4, -4, 4, -4]);
    assert_eq!(decision(&g), Some((0, Decision::HillBandit)));
    answer_hill_bandits(&mut g);
    let hills: Vec<u8> = g.players.iter().map(|p| p.hill_bandits).collect();
    assert_eq!(hills, vec![1, 0, 1, 0]);
}

/// Year 4's tussle gives no hill bandit, and ends the game.
#[test]
fn year_four_tussle_no_hill_bandit_then_the_end() {
    let mut g = started(&[1, 2]);
    use_bandit_board(&mut g, 0, 1);
    use_bandit_board(&mut g, 1, 3);
    // One free hill left: a hill bandit would go there without asking.
    g.players[0].settlement.put_hill_bandit((0, 1));
    g.players[0].settlement.tombstone((0, 1));
    let events = end_year(&mut g, 4);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![5, -5]);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::HillBandit { .. })));
    assert!(g.players.iter().all(|p| p.hill_bandits == 0));
    assert!(g.is_over());
    let totals: Vec<i32> = g.scores().iter().map(|s| s.total).collect();
    assert!(events.contains(&WtwEvent::GameEnded { totals }));
}

/// With one free hill the hill bandit goes there; with none, it stays in the supply (and
/// does not count as a hill bandit on the board).
#[test]
fn hill_bandits_need_a_free_hill() {
    let mut g = started(&[1, 2]);
    use_bandit_board(&mut g, 0, 0);
    use_bandit_board(&mut g, 1, 3);
    g.players[0].settlement.put_hill_bandit((0, 1));
    let events = end_year(&mut g, 1);
    assert!(events.contains(&WtwEvent::HillBandit {
        seat: 0,
        x: 1,
        y: 1
    }));
    assert_eq!(g.player(0).unwrap().hill_bandits, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // No free hill now: the next won tussle brings no hill bandit.
    g.players[0].settlement.tombstone((0, 1));
    g.players[0].settlement.tombstone((1, 1));
    let events = end_year(&mut g, 2);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![3, -3]);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::HillBandit { .. })));
    assert_eq!(g.player(0).unwrap().hill_bandits, 1);
}

/// The Hotel: 2 more points each time you win a tussle (not when you lose).
#[test]
fn hotel_two_more_points_on_a_win() {
    let mut g = started(&[1, 2]);
    use_bandit_board(&mut g, 0, 1);
    use_bandit_board(&mut g, 1, 3);
    put(&mut g, 0, Some(id::HOTEL), UP, 2, 0);
    put(&mut g, 1, Some(id::HOTEL), UP, 2, 0);
    let events = end_year(&mut g, 2);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![3 + 2, -3]);
}

/// Hill bandits are not tiles: they never connect a new tile.
#[test]
fn hill_bandits_are_not_tiles() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x.h."]);
    alley(&mut g, 0, 0, 0);
    alley(&mut g, 0, 1, 0);
    assert!(g.players[0].settlement.put_hill_bandit((2, 0)));
    assert!(g.alley_spots(0, None).is_empty());
    g.queue.push_front(Task::Decide(
        0,
        Decision::PlaceAlley {
            kind: AlleyKind::Single,
        },
    ));
    assert_eq!(
        g.apply(Who::Seat(0), &WtwAction::PlaceAlley { x: 3, y: 0 }),
        Err(WtwError::NotAChoice)
    );
}

// ---- buildings ---------------------------------------------------------------------------

/// Surrounded: no orthogonally adjacent space where a tile could go. Hills, the board's
/// edge and tiles count; open spaces on the diagonal do not matter.
/// Bank (red): 3 gold when surrounded, once.
#[test]
fn bank_three_gold_when_surrounded() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x..", ".h."]);
    let events = place(&mut g, 0, id::BANK, UP, 0, 0);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::Surrounded { .. })));
    assert_eq!(g.player(0).unwrap().gold, 2, "(2,0) is still open");
    let events = alley(&mut g, 0, 2, 0);
    assert!(events.contains(&WtwEvent::Surrounded {
        seat: 0,
        building: Building::Bank
    }));
    assert_eq!(
        g.player(0).unwrap().gold,
        5,
        "(2,1), on the diagonal, is still open"
    );
    alley(&mut g, 0, 2, 1);
    assert_eq!(g.player(0).unwrap().gold, 5, "only once");
    // Printed cows, fields and mines surround too, like the edge: paid on placement.
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x.c", ".m.", "f.."]);
    let events = place(&mut g, 0, id::BANK, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Surrounded {
        seat: 0,
        building: Building::Bank
    }));
    assert_eq!(g.player(0).unwrap().gold, 5);
}

/// Barn (yellow): 1 gold each time you wrangle.
#[test]
fn barn_a_gold_per_wrangle() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["xcc.", "...."]);
    place(&mut g, 0, id::BARN, TURNED, 0, 0);
    place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
    act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert_eq!(g.player(0).unwrap().gold, 3);
}

/// Hideout (white): 2 bullets when placed.
#[test]
fn hideout_two_bullets() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x..."]);
    let events = place(&mut g, 0, id::HIDEOUT, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 0,
        bullets: 2,
        alleys: 0
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (2, 1));
}

/// Chapel (pink): 1 point per tombstone at the end.
#[test]
fn chapel_a_point_per_tombstone() {
    let mut g = started(&[1, 2]);
    place(&mut g, 0, id::CHAPEL, UP, 3, 4);
    assert_eq!(score(&g, 0, "buildings"), 0);
    g.players[0].settlement.tombstone((7, 0));
    g.players[0].settlement.tombstone((4, 8));
    assert_eq!(score(&g, 0, "buildings"), 2);
    assert_eq!(score(&g, 0, "tombstones"), 4);
    assert_eq!(score(&g, 1, "buildings"), 0);
}

/// Fancy Saloon (white): take one of the ace cards left in the supply; it counts as an ace
/// of its suit.
#[test]
fn fancy_saloon_an_ace_card() {
    let mut g = started(&[1, 1]);
    use_board(&mut g, 0, &["x...", "...."]);
    use_board(&mut g, 1, &["x...", "...."]);
    place(&mut g, 0, id::FANCY_SALOON, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::PickAce)));
    assert_eq!(legal(&g, 0).len(), 4);
    act(
        &mut g,
        0,
        WtwAction::PickAce {
            suit: Suit::Diamonds,
        },
    );
    assert_eq!(g.player(0).unwrap().ace_cards, vec![Suit::Diamonds]);
    assert_eq!(g.aces(0), [0, 0, 1, 0]);
    place(&mut g, 1, id::FANCY_SALOON, UP, 0, 0);
    assert!(!legal(&g, 1).contains(&WtwAction::PickAce {
        suit: Suit::Diamonds
    }));
    assert_eq!(legal(&g, 1).len(), 3);
}

/// General Store (red): when surrounded, choose 2 bullets, or 2 pickaxes, or 2 alleys
/// placed at once.
#[test]
fn general_store_each_choice() {
    for choice in [
        StoreChoice::Bullets,
        StoreChoice::Pickaxes,
        StoreChoice::Alleys,
    ] {
        let mut g = started(&[1, 2]);
        use_board(&mut g, 0, &["x....", "hhh.."]);
        place(&mut g, 0, id::GENERAL_STORE, UP, 0, 0);
        assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
        alley(&mut g, 0, 3, 0);
        assert_eq!(decision(&g), Some((0, Decision::GeneralStore)));
        assert_eq!(legal(&g, 0).len(), 3);
        act(&mut g, 0, WtwAction::GeneralStore { choice });
        let p = g.player(0).unwrap();
        match choice {
            StoreChoice::Bullets => assert_eq!(p.bullets, 2),
            StoreChoice::Pickaxes => assert_eq!(p.mining, 2),
            StoreChoice::Alleys => {
                for _ in 0..2 {
                    assert!(matches!(
                        decision(&g),
                        Some((0, Decision::PlaceAlley { .. }))
                    ));
                    let a = legal(&g, 0)[0].clone();
                    act(&mut g, 0, a);
                }
                assert_eq!(g.player(0).unwrap().alleys, 3);
            }
        }
        assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    }
}

/// Den (white): cover up to two sheriffs with tombstones; they shoot no more.
#[test]
fn den_covers_up_to_two_sheriffs() {
    let mut g = started(&[1, 2]);
    // Both sheriffs in row 1 have the bandit at (3,1) in line; the one at (0,2) does not.
    use_board(&mut g, 0, &["x...", "#.#!", "#..."]);
    place(&mut g, 0, id::DEN, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::Den { left: 2 })));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::Den { sheriff: None },
            WtwAction::Den {
                sheriff: Some((0, 1))
            },
            WtwAction::Den {
                sheriff: Some((0, 2))
            },
            WtwAction::Den {
                sheriff: Some((2, 1))
            },
        ]
    );
    act(
        &mut g,
        0,
        WtwAction::Den {
            sheriff: Some((2, 1)),
        },
    );
    assert_eq!(decision(&g), Some((0, Decision::Den { left: 1 })));
    act(
        &mut g,
        0,
        WtwAction::Den {
            sheriff: Some((0, 1)),
        },
    );
    assert_eq!(
        g.queue.front(),
        Some(&Task::Chance(Chance::Roll)),
        "two at most"
    );
    assert_eq!(g.player(0).unwrap().settlement.sheriffs(), vec![(0, 2)]);
    // Bullets now: nobody left can shoot the bandit.
    place(&mut g, 0, id::POWDER_ALLEY, TURNED, 1, 2);
    let p = g.player(0).unwrap();
    assert_eq!(p.bullets, 2);
    assert!(p.settlement.bandit_standing((3, 1)));
    assert_eq!(p.settlement.tombstones(), 2);
    // Up to two: stopping at none is fine.
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x...", "#.#!", "#..."]);
    place(&mut g, 0, id::DEN, UP, 0, 0);
    act(&mut g, 0, WtwAction::Den { sheriff: None });
    assert_eq!(g.player(0).unwrap().settlement.sheriffs().len(), 3);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Ranch (pink): each pasture touching the Ranch by at least one square scores 1 per cow.
#[test]
fn ranch_a_point_per_cow_in_touching_pastures() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["ccx...", ".....c"]);
    place(&mut g, 0, id::RANCH, UP, 2, 0);
    assert_eq!(score(&g, 0, "buildings"), 2, "the two cows at (0,0)-(1,0)");
    place(&mut g, 0, id::LONE_STEER, UP, 5, 0);
    assert_eq!(
        score(&g, 0, "buildings"),
        4,
        "now (5,0)-(5,1) touches it too"
    );
}

/// Sawmill (yellow): drafted arrow side up; once, on a later turn, instead of drafting, flip
/// it to take any tile from the market except a Sawmill, paying its cost; no die is used.
#[test]
fn sawmill_flip_later_for_any_tile() {
    let mut g = started(&[1, 1]);
    roll(&mut g, &[13, 1], &[7]);
    let sawmill_stack = stack_index(Half::East, 2, 3) as u8;
    act(
        &mut g,
        0,
        WtwAction::Draft {
            die: river(7),
            stack: sawmill_stack,
            jumps: 1,
        },
    );
    assert!(!legal(&g, 0)
        .iter()
        .any(|a| matches!(a, WtwAction::Sawmill { .. })));
    let a = legal(&g, 0)[0].clone();
    act(&mut g, 0, a);
    assert_eq!(g.player(0).unwrap().sawmill, Some(SawmillState::Ready));
    // Not this turn: seat 1 drafts next.
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    alley_turns(&mut g);
    roll(&mut g, &[13, 1], &[7]);
    // Seat 1 is the first player now.
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    act(&mut g, 1, WtwAction::FreeAlleys { count: 1 });
    let a = legal(&g, 1)[0].clone();
    act(&mut g, 1, a);
    g.players[0].gold = 3;
    let sawmill_options: Vec<u8> = legal(&g, 0)
        .iter()
        .filter_map(|a| match a {
            WtwAction::Sawmill { stack } => Some(*stack),
            _ => None,
        })
        .collect();
    assert!(!sawmill_options.contains(&sawmill_stack), "not a Sawmill");
    let town_hall = stack_index(Half::East, 4, 2) as u8;
    assert!(sawmill_options.contains(&town_hall));
    assert!(sawmill_options.len() > 30, "any stack, not only the dice's");
    g.players[0].gold = 2;
    assert!(
        !legal(&g, 0).contains(&WtwAction::Sawmill { stack: town_hall }),
        "3 gold"
    );
    g.players[0].gold = 3;
    let dice = g.dice().to_vec();
    let count = g.market.counts[usize::from(town_hall)];
    act(&mut g, 0, WtwAction::Sawmill { stack: town_hall });
    assert_eq!(g.player(0).unwrap().gold, 0);
    assert_eq!(g.player(0).unwrap().sawmill, Some(SawmillState::Used));
    assert_eq!(g.market.counts[usize::from(town_hall)], count - 1);
    assert_eq!(g.dice(), &dice[..], "no die is used");
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceTile {
                design: id::TOWN_HALL,
                on_signpost: false
            }
        ))
    );
    let a = legal(&g, 0)[0].clone();
    act(&mut g, 0, a);
    // Once only.
    alley_turns(&mut g);
    roll(&mut g, &[13, 1], &[7]);
    g.players[0].gold = 3;
    assert!(!legal(&g, 0)
        .iter()
        .any(|a| matches!(a, WtwAction::Sawmill { .. })));
}

/// Sheriff's Office (white): a bullet, then as many bullets as possible shoot bandits
/// anywhere on the board, in line with a sheriff or not; the player picks when short.
#[test]
fn sheriffs_office_shoots_anywhere() {
    // Neither bandit is in any sheriff's line: the Office's own sheriff faces its building.
    let rows = ["x..h!", ".....", "..m.!"];
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &rows);
    let events = place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 0,
        bullets: 1,
        alleys: 0
    }));
    assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: true })));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::Shoot { x: 4, y: 0 },
            WtwAction::Shoot { x: 4, y: 2 }
        ]
    );
    act(&mut g, 0, WtwAction::Shoot { x: 4, y: 2 });
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 1));
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // With a bullet already in hand: two bullets, two bandits, both shot at once.
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &rows);
    g.players[0].bullets = 1;
    let events = place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 0
    }));
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 2
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 0));
}

/// The Sheriff's Office shoots "immediately": its shots come before the other things the
/// placement triggers (a bonus alley here), so its own sheriff cannot spend the bullet
/// first and leave a choice with no bullet to shoot.
#[test]
fn sheriffs_office_shots_come_first() {
    let mut g = started(&[1, 2]);
    // The Office covers the alley space at (1,1); its sheriff at (0,0) sees (0,2).
    use_board(&mut g, 0, &["x...", ".a..", "!..!"]);
    place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: true })));
    assert_eq!(legal(&g, 0).len(), 2);
    act(&mut g, 0, WtwAction::Shoot { x: 3, y: 2 });
    assert!(matches!(
        decision(&g),
        Some((0, Decision::PlaceAlley { .. }))
    ));
    let a = legal(&g, 0)[0].clone();
    act(&mut g, 0, a);
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 1));
    // Without bullets there is nothing to choose: a shot decision lapses rather than
    // spending a bullet that is not there.
    for anywhere in [true, false] {
        assert!(g
            .decision_actions(0, &Decision::Shoot { anywhere })
            .is_empty());
    }
}

/// Stable (pink): 8 points if every horseshoe is covered.
#[test]
fn stable_eight_points_with_every_horseshoe_covered() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x.s.", "...."]);
    place(&mut g, 0, id::STABLE, UP, 0, 0);
    assert_eq!(score(&g, 0, "buildings"), 0);
    assert_eq!(score(&g, 0, "trailblazing"), -1);
    alley(&mut g, 0, 2, 0);
    assert_eq!(score(&g, 0, "buildings"), 8);
    assert_eq!(score(&g, 0, "trailblazing"), 0);
}

/// Town Hall (red): 10 points when surrounded.
#[test]
fn town_hall_ten_points_when_surrounded() {
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &["x...", "h.h."]);
    place(&mut g, 0, id::TOWN_HALL, UP, 0, 0);
    assert_eq!(score(&g, 0, "buildings"), 0);
    let events = alley(&mut g, 0, 3, 0);
    assert!(events.contains(&WtwEvent::Surrounded {
        seat: 0,
        building: Building::TownHall
    }));
    assert_eq!(g.player(0).unwrap().points.buildings, 10);
    assert_eq!(score(&g, 0, "buildings"), 10);
    alley(&mut g, 0, 3, 1);
    assert_eq!(score(&g, 0, "buildings"), 10, "once");
}

/// Wheelwright (white): two alleys now, or, for the rest of the game, two adjacent alleys
/// whenever one is to be placed.
#[test]
fn wheelwright_both_choices() {
    let rows = ["x...", "....", "...."];
    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &rows);
    place(&mut g, 0, id::WHEELWRIGHT, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::Wheelwright)));
    act(&mut g, 0, WtwAction::Wheelwright { alleys_now: true });
    // Two alleys, not necessarily side by side.
    act(&mut g, 0, WtwAction::PlaceAlley { x: 1, y: 0 });
    act(&mut g, 0, WtwAction::PlaceAlley { x: 1, y: 2 });
    let p = g.player(0).unwrap();
    assert_eq!((p.alleys, p.double_alleys), (2, false));
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    alley(&mut g, 0, 2, 0);
    assert_eq!(
        g.queue.front(),
        Some(&Task::Chance(Chance::Roll)),
        "no extra"
    );

    let mut g = started(&[1, 2]);
    use_board(&mut g, 0, &rows);
    place(&mut g, 0, id::WHEELWRIGHT, UP, 0, 0);
    act(&mut g, 0, WtwAction::Wheelwright { alleys_now: false });
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    assert!(g.player(0).unwrap().double_alleys);
    alley(&mut g, 0, 1, 1);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceAlley {
                kind: AlleyKind::Extra { x: 1, y: 1 }
            }
        ))
    );
    let extra = legal(&g, 0);
    assert!(extra.contains(&WtwAction::Pass));
    assert!(extra.contains(&WtwAction::PlaceAlley { x: 2, y: 1 }));
    assert!(
        !extra.contains(&WtwAction::PlaceAlley { x: 3, y: 0 }),
        "adjacent only"
    );
    act(&mut g, 0, WtwAction::PlaceAlley { x: 2, y: 1 });
    assert_eq!(g.player(0).unwrap().alleys, 2);
    alley(&mut g, 0, 3, 1);
    act(&mut g, 0, WtwAction::Pass);
    assert_eq!(g.player(0).unwrap().alleys, 3);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

// ---- endgame -----------------------------------------------------------------------------

/// A whole game ends after year 4's tussle with the final scores announced and a winner.
#[test]
fn a_whole_game_ends_with_final_scores() {
    for players in 1..=5usize {
        let boards: Vec<u8> = (1..=players as u8).collect();
        let mut g = started(&boards);
        let events = drive(&mut g, 40 + players as u64);
        assert!(g.is_over());
        let totals: Vec<i32> = g.scores().iter().map(|s| s.total).collect();
        assert_eq!(events.last(), Some(&WtwEvent::GameEnded { totals }));
        assert!(!g.winners().is_empty());
        assert!(legal(&g, 0).is_empty());
    }
}

/// At the end: -1 per uncovered horseshoe.
#[test]
fn trailblazing_a_point_per_uncovered_horseshoe() {
    let mut g = started(&[1, 1]);
    assert_eq!(score(&g, 0, "trailblazing"), -4, "board 1 has four");
    put(&mut g, 0, None, UP, 7, 5);
    put(&mut g, 0, None, UP, 0, 0);
    assert_eq!(score(&g, 0, "trailblazing"), -2);
    assert_eq!(score(&g, 1, "trailblazing"), -4);
}

/// Aces on tiles and ace cards (the Fancy Saloon's) count together: 6 per set of three, 12
/// per set of four, matching or all different.
#[test]
fn ace_cards_count_with_the_aces_on_tiles() {
    let mut g = started(&[1, 1]);
    put(&mut g, 0, Some(id::CROSSROADS), UP, 3, 3); // hearts
    put(&mut g, 0, Some(id::CARD_SHARPS), UP, 1, 7); // hearts, diamonds
    put(&mut g, 0, Some(id::BOARDWALK), UP, 4, 0); // spades
    assert_eq!(g.aces(0), [1, 2, 1, 0]);
    assert_eq!(score(&g, 0, "aces"), 6, "three different suits");
    g.players[0].ace_cards.push(Suit::Clubs);
    assert_eq!(g.aces(0), [1, 2, 1, 1]);
    assert_eq!(score(&g, 0, "aces"), 12, "four different suits");
    g.players[0].ace_cards.push(Suit::Hearts);
    assert_eq!(score(&g, 0, "aces"), 12 + 6, "and three hearts");
}

/// At the end, the points beside the mining marker.
#[test]
fn mining_points_at_the_end() {
    let mut g = started(&[1, 1]);
    for (space, points) in [(0, 0), (1, 1), (3, 4), (4, 6), (7, 14)] {
        g.players[0].mining = space;
        assert_eq!(score(&g, 0, "mining"), points);
    }
}

/// Every partner's condition, on board 1 (4 printed cows, 1 sheriff, 3 bandits, 2 hills):
/// what it scores as the partner kept face down at setup, before and after its condition is
/// worked on. A partner gained face up scores the same.
#[test]
fn each_partner_scores_its_condition() {
    type Setup = fn(&mut WildTiledWest);
    let cases: [(u8, i32, Setup, i32); 16] = [
        (1, 0, |g| g.players[0].completed_towns = vec![0, 1], 8),
        (
            2,
            0,
            |g| {
                g.players[0].settlement.tombstone((7, 0));
                g.players[0].settlement.tombstone((4, 8));
            },
            4,
        ),
        (3, 0, |g| g.players[0].wrangles = 2, 6),
        (
            4,
            0,
            |g| {
                put(g, 0, Some(id::BANK), UP, 1, 3);
                put(g, 0, Some(id::HOTEL), UP, 4, 5);
                put(g, 0, None, UP, 4, 4);
            },
            4,
        ),
        (
            5,
            0,
            |g| {
                put(g, 0, Some(id::CROSSROADS), UP, 3, 3);
                g.players[0].ace_cards.push(Suit::Hearts);
                g.players[0].ace_cards.push(Suit::Clubs);
            },
            8,
        ),
        (6, 0, |g| g.players[0].gold = 5, 5),
        (7, 0, |g| g.players[0].bullets = 3, 6),
        (8, 3, |g| put(g, 0, Some(id::DEPUTYS_POST), UP, 4, 4), 6),
        (
            9,
            0,
            |g| {
                for hill in [(6, 0), (0, 6)] {
                    g.players[0].settlement.put_hill_bandit(hill);
                    g.players[0].hill_bandits += 1;
                }
            },
            8,
        ),
        (10, 0, |g| g.players[0].mining = 5, 7),
        (
            11,
            0,
            |g| {
                put_alleys(
                    g,
                    0,
                    &[(1, 4), (2, 4), (3, 4), (4, 4), (5, 4), (6, 4), (7, 4)],
                )
            },
            2,
        ),
        (
            12,
            0,
            |g| {
                put_alleys(
                    g,
                    0,
                    &[(4, 0), (4, 1), (4, 3), (4, 4), (4, 5), (4, 6), (4, 7)],
                )
            },
            2,
        ),
        (
            13,
            // Board 1 prints three bandits: 12 less 2 for each.
            6,
            |g| {
                for b in [(7, 0), (0, 4), (4, 8)] {
                    g.players[0].settlement.tombstone(b);
                }
            },
            12,
        ),
        (14, 4, |g| put(g, 0, Some(id::LONE_STEER), UP, 4, 4), 5),
        (
            15,
            0,
            |g| {
                put_alleys(g, 0, &[(4, 4), (3, 4), (2, 4), (1, 4)]);
                alley(g, 0, 1, 5); // gold
                alley(g, 0, 1, 6); // plain ground
            },
            1,
        ),
        (
            16,
            0,
            |g| {
                alley(g, 0, 4, 4);
                alley(g, 0, 4, 5);
            },
            2,
        ),
    ];
    for (partner, before, setup, after) in cases {
        for face_down in [true, false] {
            let mut g = started(&[1, 1]);
            g.players[0].gold = 0;
            if face_down {
                g.players[0].hidden_partner = Some(partner);
            } else {
                g.players[0].hidden_partner = None;
                g.players[0].partners = vec![partner];
            }
            assert_eq!(score(&g, 0, "partners"), before, "partner {partner} before");
            setup(&mut g);
            assert_eq!(score(&g, 0, "partners"), after, "partner {partner} after");
        }
    }
}

/// The partner kept face down scores at the end along with those gained face up.
#[test]
fn hidden_and_face_up_partners_both_score() {
    let mut g = started(&[1, 1]);
    g.players[0].hidden_partner = Some(14); // a point per cow: 4 on board 1
    g.players[0].partners = vec![8, 7]; // 3 per sheriff: 1; 2 per bullet: none
    assert_eq!(score(&g, 0, "partners"), 4 + 3);
}

/// The preacher pays 12 less 2 for every bandit standing at the end, hill bandits too, and
/// never takes points away.
#[test]
fn the_preachers_sermon_shrinks_with_every_bandit_standing() {
    let mut g = started(&[1, 1]);
    g.players[0].hidden_partner = Some(13);
    assert_eq!(
        g.players[0].settlement.bandits_standing(),
        3,
        "board 1's printed bandits"
    );
    assert_eq!(score(&g, 0, "partners"), 6);
    g.players[0].settlement.tombstone((7, 0));
    assert_eq!(score(&g, 0, "partners"), 8, "one shot");
    g.players[0].settlement.put_hill_bandit((6, 0));
    assert_eq!(score(&g, 0, "partners"), 6, "a hill bandit stands as well");
    // Every board, its hills filled one by one, down to nothing and no further.
    let mut most_standing = 0;
    for board in 1..=8 {
        let mut g = started(&[board]);
        g.players[0].hidden_partner = Some(13);
        loop {
            let standing = g.players[0].settlement.bandits_standing();
            most_standing = most_standing.max(standing);
            let expected = (12 - 2 * standing as i32).max(0);
            assert_eq!(
                score(&g, 0, "partners"),
                expected,
                "board {board}, {standing} standing"
            );
            let Some(&hill) = g.players[0].settlement.free_hills().first() else {
                break;
            };
            g.players[0].settlement.put_hill_bandit(hill);
        }
    }
    assert!(
        most_standing > 6,
        "some board went below nothing: {most_standing}"
    );
}

/// The most points wins; a tie goes to the most unused gold and bullets; still tied, the
/// victory is shared.
#[test]
fn winners_and_the_tie_break() {
    let mut g = started(&[1, 1]);
    g.players[0].gold = 3;
    g.players[0].bullets = 1;
    g.players[1].gold = 2;
    g.players[1].bullets = 1;
    assert!(g.winners().is_empty(), "not before the end");
    g.stage = Stage::Over;
    assert_eq!(g.scores()[0].total, g.scores()[1].total);
    assert_eq!(g.winners(), vec![0]);
    g.players[1].bullets = 2;
    assert_eq!(g.winners(), vec![0, 1], "shared");
    g.players[1].points.towns = 1;
    g.players[1].gold = 0;
    assert_eq!(g.winners(), vec![1], "points first");
}

// ---- solo ----------------------------------------------------------------------------------

fn reveal(g: &mut WildTiledWest, card: u8) -> Vec<WtwEvent> {
    g.queue.push_front(Task::Chance(Chance::RevealBandit));
    chance(g, WtwAction::RevealBandit { id: card })
}

/// Solo: a bandit card is revealed as the round marker reaches each marked round, before
/// that round's dice; there are seven such rounds.
#[test]
fn solo_bandit_cards_come_at_the_marked_rounds() {
    let mut g = started(&[1]);
    assert_eq!(g.bandit_deck.len(), 12);
    assert_eq!(g.ridge().standing(), 1, "Bandit Ridge's printed bandit");
    let mut rng = GameRng::chance(3);
    let mut revealed_at = Vec::new();
    while !g.is_over() {
        let (who, action) = match g.actor() {
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => (Who::Seat(s), legal(&g, s)[0].clone()),
            other => panic!("unexpected {other:?}"),
        };
        for e in g.apply(who, &action).unwrap() {
            if let WtwEvent::BanditCard { .. } = e {
                revealed_at.push(g.round());
                assert!(g.dice().is_empty(), "before the round's dice");
                assert_eq!(g.queue.back(), Some(&Task::Chance(Chance::Roll)));
            }
        }
    }
    assert_eq!(revealed_at, vec![3, 5, 7, 9, 11, 13, 15]);
    assert_eq!(g.ridge().revealed.len(), 7);
    assert_eq!(g.bandit_deck.len(), 5);
}

/// Each bandit card's reveal on a fresh ridge: its bandits join the ridge's printed one, its
/// bullets cover as many as they can and the rest are kept; no card alone flips a contract
/// (3 cows at most).
#[test]
fn each_bandit_card_on_reveal() {
    // (card, bandits standing, spare bullets, cows)
    let cases = [
        (1, 2, 0, 3),
        (2, 0, 0, 2),
        (3, 3, 0, 0),
        (4, 1, 0, 1),
        (5, 3, 0, 0),
        (6, 2, 0, 2),
        (7, 2, 0, 1),
        (8, 0, 1, 1),
        (9, 3, 0, 1),
        (10, 0, 0, 0),
        (11, 2, 0, 3),
        (12, 2, 0, 0),
    ];
    for (card, standing, spare, cows) in cases {
        let mut g = started(&[1]);
        let events = reveal(&mut g, card);
        assert_eq!(events[0], WtwEvent::BanditCard { id: card });
        let r = g.ridge();
        assert_eq!(
            (r.standing(), r.spare_bullets, r.cows),
            (standing, spare, cows),
            "card {card}"
        );
        assert_eq!(r.revealed, vec![card]);
        assert_eq!(g.flipped, vec![false; 4], "card {card}");
        assert!(!g.bandit_deck.contains(&card));
        let before = g.clone();
        assert_eq!(
            g.apply(Who::Chance, &WtwAction::RevealBandit { id: card }),
            Err(WtwError::BadChance),
            "no reveal is due: the dice are"
        );
        g.queue.push_front(Task::Chance(Chance::RevealBandit));
        assert_eq!(
            g.apply(Who::Chance, &WtwAction::RevealBandit { id: card }),
            Err(WtwError::BadChance),
            "card {card} is gone from the deck"
        );
        g.queue.pop_front();
        assert_eq!(g, before);
    }
}

/// Bullets left over after covering every bandit are kept by the ridge and cover the next
/// bandits as soon as they appear.
#[test]
fn spare_bullets_cover_later_bandits() {
    let mut g = started(&[1]);
    reveal(&mut g, 8); // 2 bullets: the ridge's bandit, and one to spare
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (0, 1));
    reveal(&mut g, 10); // 1 bandit, 2 bullets: the spare covers it, two to spare
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (0, 2));
    reveal(&mut g, 5); // 3 bandits, 1 bullet: the three bullets cover them all
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (0, 0));
    reveal(&mut g, 3); // 2 bandits, nothing to spare
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (2, 0));
    assert_eq!((g.ridge().bandits, g.ridge().covered), (7, 5));
}

/// The rulebook's example: a card with 3 cows and a bandit flips nothing; a second with 2
/// cows makes 5, which flips the (unclaimed) 5-cow contract; those cows are wrangled.
#[test]
fn the_ridge_flips_the_five_cow_contract() {
    let mut g = started(&[1]);
    let events = reveal(&mut g, 1);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::ContractFlipped { .. })));
    assert_eq!(g.flipped, vec![false; 4]);
    let events = reveal(&mut g, 2);
    assert!(events.contains(&WtwEvent::ContractFlipped { cows: 5 }));
    assert_eq!(g.flipped, vec![false, true, false, false]);
    assert_eq!((g.ridge().cows, g.ridge().cows_wrangled), (5, 5));
    // The cows already wrangled do not count again: one more cow flips nothing.
    let events = reveal(&mut g, 4);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::ContractFlipped { .. })));
    // And the player now gets the 5-cow contract's small side.
    place(&mut g, 0, id::LONE_STEER, UP, 4, 4);
    place(&mut g, 0, id::CORRAL, UP, 5, 4);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 5 });
    assert!(events.contains(&WtwEvent::Wrangled {
        seat: 0,
        cows: 5,
        points: 6,
        contract: Some(Reward::Gold(1))
    }));
}

/// With cows enough for several unflipped contracts, the ridge flips the largest wrangle's.
#[test]
fn the_ridge_flips_the_largest_unflipped_contract() {
    let mut g = started(&[1]);
    reveal(&mut g, 1);
    let events = reveal(&mut g, 11);
    assert!(events.contains(&WtwEvent::ContractFlipped { cows: 6 }));
    assert_eq!(g.flipped, vec![false, false, true, false]);
    // The 6-cow contract already flipped (by the player): 6 cows flip the 5-cow one.
    let mut g = started(&[1]);
    g.flipped[2] = true;
    reveal(&mut g, 1);
    let events = reveal(&mut g, 11);
    assert!(events.contains(&WtwEvent::ContractFlipped { cows: 5 }));
    assert_eq!(g.flipped, vec![false, true, true, false]);
}

/// Solo tussle against the ridge's standing bandits: a win or a tie scores and (years 1-3)
/// brings a hill bandit; a loss costs the points and gives the ridge a hill bandit; a tie
/// gives the ridge one too.
#[test]
fn solo_tussles_against_the_ridge() {
    // (your bandits, points, your hill bandit, ridge bandits after)
    for (mine, points, hill, ridge_after) in [(0, 2, true, 1), (1, 2, true, 2), (2, -2, false, 2)] {
        let mut g = started(&[1]);
        use_bandit_board(&mut g, 0, mine);
        let events = end_year(&mut g, 1);
        let (bandits, got, ridge) = tussle_event(&events);
        assert_eq!(
            (bandits, got, ridge),
            (vec![mine as u8], vec![points], Some(1))
        );
        assert_eq!(g.ridge().bandits, ridge_after, "{mine} bandits");
        assert_eq!(
            decision(&g) == Some((0, Decision::HillBandit)),
            hill,
            "{mine} bandits"
        );
    }
    // Year 4: a tie scores, with no hill bandit for anyone.
    let mut g = started(&[1]);
    use_bandit_board(&mut g, 0, 1);
    let events = end_year(&mut g, 4);
    assert_eq!(tussle_event(&events).1, vec![5]);
    assert_eq!(g.ridge().bandits, 1);
    assert!(g.is_over());
}

/// The ridge's spare bullets cover a hill bandit it gains.
#[test]
fn the_ridge_covers_its_hill_bandit_with_spare_bullets() {
    let mut g = started(&[1]);
    use_bandit_board(&mut g, 0, 3);
    g.ridge.spare_bullets = 1;
    end_year(&mut g, 1);
    let r = g.ridge();
    assert_eq!((r.bandits, r.covered, r.spare_bullets), (2, 1, 0));
}

/// Solo ranks: Sidekick 50+, Deputy 90+, Ranger 110+, Marshal 130+, Mysterious Stranger 150+.
#[test]
fn solo_ranks() {
    for (score, rank) in [
        (-3, None),
        (49, None),
        (50, Some("sidekick")),
        (89, Some("sidekick")),
        (90, Some("deputy")),
        (109, Some("deputy")),
        (110, Some("ranger")),
        (129, Some("ranger")),
        (130, Some("marshal")),
        (149, Some("marshal")),
        (150, Some("mysterious-stranger")),
        (400, Some("mysterious-stranger")),
    ] {
        assert_eq!(WildTiledWest::rank(score), rank, "{score}");
    }
}

// ---- wild sides -----------------------------------------------------------------------------

/// A game set up like `started_with`, with these seats on their boards' wild sides.
fn started_wild(boards: &[u8], wild: &[bool]) -> WildTiledWest {
    let n = boards.len();
    let mut g = WildTiledWest::new(
        &WtwOptions {
            boards: boards.to_vec(),
            wild: wild.to_vec(),
        },
        n,
    )
    .unwrap();
    g.apply(Who::Chance, &setup_action(n, 0)).unwrap();
    for seat in 0..n as Seat {
        let id = g.players[usize::from(seat)].dealt[0];
        act(&mut g, seat, WtwAction::KeepPartner { id });
    }
    let n = 2 * n as u8;
    for id in n + 1..=n + 3 {
        chance(&mut g, WtwAction::DrawPartner { id });
    }
    g
}

/// Gives a seat a made-up wild side with `rule`.
fn use_wild_board(g: &mut WildTiledWest, seat: Seat, rows: &[&str], rule: WildRule) {
    let plain = side(rows);
    let side = BoardSide::wild_from_rows(rows, plain.towns, rule).unwrap();
    g.players[usize::from(seat)].settlement = Settlement::new(side);
}

fn wild_side_of(board: u8) -> &'static BoardSide {
    &content().boards[usize::from(board - 1)].wild
}

/// "Players do not all need to play on the wild side": any mix of sides, solo too, plays to
/// the end, and each seat sits on the side it chose.
#[test]
fn wild_and_normal_sides_mix_in_one_game() {
    for (boards, wild) in [
        (&[1, 2, 3][..], &[true, false, true][..]),
        (&[7][..], &[true][..]),
        (&[4, 5][..], &[false][..]),
    ] {
        let mut g = started_wild(boards, wild);
        for (seat, &b) in boards.iter().enumerate() {
            let expect_wild = wild.get(seat).copied().unwrap_or(false);
            let side = g.players[seat].settlement.side();
            assert_eq!(side.wild.is_some(), expect_wild, "seat {seat}");
            let board = &content().boards[usize::from(b - 1)];
            assert_eq!(side, board.side(expect_wild));
        }
        drive(&mut g, 3);
        assert_eq!(g.stage(), Stage::Over);
        assert!(g.scores().iter().all(|s| s.get("wild").is_some()));
    }
    let too_many = WtwOptions {
        boards: vec![1],
        wild: vec![true, true],
    };
    assert!(WildTiledWest::new(&too_many, 1).is_err());
}

/// Pocket Aces, the rulebook's example: the ace of clubs and the ace of hearts connected,
/// two clubs and four hearts at the end: 6 + 12 = 18 bonus points, on top of the aces' own.
#[test]
fn pocket_aces_the_rulebook_example() {
    let mut g = started(&[1, 1]);
    use_wild_board(
        &mut g,
        0,
        &["♣x.♥", "....", "♠..♦"],
        WildRule::PocketAces { points: 3 },
    );
    place(&mut g, 0, id::LONE_STEER, UP, 1, 0);
    assert_eq!(score(&g, 0, "wild"), 0, "no aces yet");
    alley(&mut g, 0, 2, 0); // touches the ace of hearts
    let p = &mut g.players[0];
    p.ace_cards = vec![Suit::Clubs, Suit::Clubs];
    p.ace_cards.extend([Suit::Hearts; 4]);
    // The diamonds and spades marks are not connected: an ace of diamonds adds nothing.
    p.ace_cards.push(Suit::Diamonds);
    assert_eq!(g.aces(0), [0, 4, 1, 2]);
    assert_eq!(score(&g, 0, "wild"), 6 + 12);
    assert_eq!(score(&g, 0, "aces"), ace_points([0, 4, 1, 2]));
    // A tile beside the ace of diamonds connects it too.
    alley(&mut g, 0, 2, 1);
    alley(&mut g, 0, 2, 2);
    assert_eq!(score(&g, 0, "wild"), 18 + 3);
}

/// Pocket Aces: covering the bonus takes an ace card of your choice from the supply, and it
/// counts like the aces on the board.
#[test]
fn pocket_aces_bonus_takes_an_ace_card() {
    let mut g = started(&[1, 1]);
    use_wild_board(
        &mut g,
        0,
        &["x@.♠", "...."],
        WildRule::PocketAces { points: 3 },
    );
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    alley(&mut g, 0, 1, 0);
    assert_eq!(decision(&g), Some((0, Decision::PickAce)));
    assert_eq!(legal(&g, 0).len(), 4);
    let events = act(&mut g, 0, WtwAction::PickAce { suit: Suit::Spades });
    assert!(events.contains(&WtwEvent::AceCard {
        seat: 0,
        suit: Suit::Spades
    }));
    assert_eq!(g.player(0).unwrap().bonus_spaces_covered, 1);
    assert!(!g.ace_supply.contains(&Suit::Spades));
    alley(&mut g, 0, 2, 0); // beside the spades mark
    assert_eq!(score(&g, 0, "wild"), 3);
    // With the supply empty, the bonus gives nothing and nobody is asked.
    g.ace_supply.clear();
    use_wild_board(&mut g, 1, &["x@.."], WildRule::PocketAces { points: 3 });
    place(&mut g, 1, id::LONE_STEER, UP, 0, 0);
    alley(&mut g, 1, 1, 0);
    assert_ne!(decision(&g).map(|(_, d)| d), Some(Decision::PickAce));
}

/// Carpenters: gold may be stashed on a building as it is placed (its cost is paid at the
/// draft, before), at most a gold per building square; each scores at the end.
#[test]
fn carpenters_stash_gold_on_buildings() {
    let mut g = started(&[1, 1]);
    use_wild_board(
        &mut g,
        0,
        &["x....", "....."],
        WildRule::Carpenters { points: 2 },
    );
    g.players[0].gold = 5;
    // A plain tile: nothing to stash on.
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // The Bank has two building squares.
    place(&mut g, 0, id::BANK, UP, 1, 0);
    assert_eq!(decision(&g), Some((0, Decision::Stash { max: 2 })));
    assert_eq!(
        legal(&g, 0),
        (0..=2)
            .map(|gold| WtwAction::Stash { gold })
            .collect::<Vec<_>>()
    );
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Seat(0), &WtwAction::Stash { gold: 3 }),
        Err(WtwError::NotAChoice)
    );
    assert_eq!(g, before);
    let events = act(&mut g, 0, WtwAction::Stash { gold: 2 });
    assert!(events.contains(&WtwEvent::Stashed { seat: 0, gold: 2 }));
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.wild.stashed), (3, 2));
    assert_eq!(score(&g, 0, "wild"), 4);
    // Short of gold: at most what is left; with none, nobody is asked.
    g.players[0].gold = 1;
    place(&mut g, 0, id::BARN, UP, 3, 0);
    assert_eq!(
        legal(&g, 0),
        vec![WtwAction::Stash { gold: 0 }, WtwAction::Stash { gold: 1 }]
    );
    act(&mut g, 0, WtwAction::Stash { gold: 0 });
    g.players[0].gold = 0;
    place(&mut g, 0, id::HIDEOUT, UP, 2, 1);
    assert!(!matches!(decision(&g), Some((_, Decision::Stash { .. }))));
    // A normal side never asks.
    g.players[1].gold = 5;
    place(&mut g, 1, id::BANK, UP, 4, 4);
    assert!(!matches!(decision(&g), Some((_, Decision::Stash { .. }))));
}

/// House in Danger: the building comes from the trays at setup (after the removal by player
/// count), there is no start space, and the first tile must connect to the building.
#[test]
fn house_in_danger_starts_from_its_building() {
    let WildRule::HouseInDanger {
        design: house,
        x,
        y,
        orientation,
    } = wild_side_of(7).rule().unwrap()
    else {
        panic!("board 7's wild side is House in Danger");
    };
    let house_tile = tile(house);
    let stack = stack_index(house_tile.half, house_tile.row, house_tile.col);
    for players in 1..=5 {
        let mut wild = vec![false; players];
        wild[0] = true;
        let mut boards: Vec<u8> = (1..=players as u8).collect();
        boards[0] = 7;
        if players > 1 {
            boards[players - 1] = 1;
        }
        let g = WildTiledWest::new(
            &WtwOptions {
                boards: boards.clone(),
                wild,
            },
            players,
        )
        .unwrap();
        let normal = WildTiledWest::new(
            &WtwOptions {
                boards,
                wild: Vec::new(),
            },
            players,
        )
        .unwrap();
        assert_eq!(
            g.market().counts[stack] + 1,
            normal.market().counts[stack],
            "{players} players: the house comes out of the trays"
        );
        let s = &g.player(0).unwrap().settlement;
        assert_eq!(s.uncovered(Space::Start), 0);
        assert_eq!(
            s.placements(),
            &[crate::settlement::PlacedTile {
                design: Some(house),
                building: house_tile.building,
                x,
                y,
                orientation,
            }]
        );
    }
    let mut g = started_wild(&[7, 1], &[true]);
    g.queue.push_front(Task::Decide(
        0,
        Decision::PlaceTile {
            design: id::LONE_STEER,
            on_signpost: false,
        },
    ));
    let spots = legal(&g, 0);
    assert!(!spots.is_empty());
    let s = &g.player(0).unwrap().settlement;
    for a in &spots {
        let WtwAction::Place { x, y, .. } = a else {
            panic!("{a:?}")
        };
        assert!(
            s.touched((i32::from(*x), i32::from(*y))),
            "{a:?} is not beside the house"
        );
    }
    g.queue.pop_front();
    assert_eq!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 0, 2),
        Err(WtwError::NotAChoice)
    );
}

/// Rope Trick: a lasso surrounded on its four sides (diagonals need not be covered) while
/// still showing pays at once; covered first, it never pays.
#[test]
fn rope_trick_lassos() {
    let mut g = started(&[1, 1]);
    let rows = ["x....", "..q..", ".....", "....q", "....."];
    use_wild_board(&mut g, 0, &rows, WildRule::RopeTrick { points: 3 });
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    // Three sides closed and both diagonals open: not yet.
    for (x, y) in [(1, 0), (2, 0), (3, 0), (1, 1), (1, 2), (2, 2)] {
        let events = alley(&mut g, 0, x, y);
        assert!(!events.iter().any(|e| matches!(e, WtwEvent::Lassoed { .. })));
    }
    let events = alley(&mut g, 0, 3, 1);
    assert!(events.contains(&WtwEvent::Lassoed {
        seat: 0,
        x: 2,
        y: 1,
        points: 3
    }));
    assert_eq!(g.player(0).unwrap().points.wild, 3);
    // Covering it afterwards keeps the bonus, and it never pays twice.
    alley(&mut g, 0, 2, 1);
    assert_eq!(score(&g, 0, "wild"), 3);
    // The lasso at the east edge: the edge closes one side. Cover it first: no bonus.
    put_alleys(&mut g, 0, &[(3, 2), (4, 2)]);
    alley(&mut g, 0, 4, 3);
    for (x, y) in [(3, 3), (4, 4)] {
        let events = alley(&mut g, 0, x, y);
        assert!(!events.iter().any(|e| matches!(e, WtwEvent::Lassoed { .. })));
    }
    assert_eq!(score(&g, 0, "wild"), 3);
    // A normal side's lasso-free board never pays.
    assert_eq!(score(&g, 1, "wild"), 0);
}

/// Signpost: the General Store is set aside from the trays at setup; once signposts 1 and 2
/// are covered it may be placed, instead of drafting, covering signpost 3 without connecting;
/// later tiles may connect to it.
#[test]
fn signpost_the_set_aside_general_store() {
    let store = tile(id::GENERAL_STORE);
    let stack = stack_index(store.half, store.row, store.col);
    let normal = WildTiledWest::new(&WtwOptions::default(), 1).unwrap();
    let mut g = started_wild(&[6], &[true]);
    assert_eq!(g.market().counts[stack] + 1, normal.market().counts[stack]);
    assert_eq!(g.player(0).unwrap().wild.set_aside, Some(id::GENERAL_STORE));
    use_wild_board(
        &mut g,
        0,
        &["x1.2", "....", "....", "...3"],
        WildRule::Signpost,
    );
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    let draft_offers = |g: &mut WildTiledWest| {
        g.queue.push_front(Task::Decide(0, Decision::Draft));
        let offered = legal(g, 0).contains(&WtwAction::PlaceSetAside);
        g.queue.pop_front();
        offered
    };
    assert!(!draft_offers(&mut g), "signposts 1 and 2 still showing");
    alley(&mut g, 0, 1, 0);
    assert!(!draft_offers(&mut g), "signpost 2 still showing");
    alley(&mut g, 0, 2, 0);
    alley(&mut g, 0, 3, 0);
    assert!(draft_offers(&mut g));
    g.queue.push_front(Task::Decide(0, Decision::Draft));
    act(&mut g, 0, WtwAction::PlaceSetAside);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceTile {
                design: id::GENERAL_STORE,
                on_signpost: true
            }
        ))
    );
    let spots = legal(&g, 0);
    let laid_on_three = |a: &WtwAction| {
        let WtwAction::Place { orientation, x, y } = *a else {
            return false;
        };
        orient(&store.squares, orientation).iter().any(|l| {
            (
                i32::from(x) + i32::from(l.dx),
                i32::from(y) + i32::from(l.dy),
            ) == (3, 3)
        })
    };
    assert!(!spots.is_empty() && spots.iter().all(laid_on_three));
    // Unconnected: along the south edge, away from every tile.
    let south = WtwAction::Place {
        orientation: UP,
        x: 1,
        y: 3,
    };
    assert!(spots.contains(&south));
    act(&mut g, 0, south);
    let p = g.player(0).unwrap();
    assert_eq!(p.wild.set_aside, None);
    assert!(p
        .settlement
        .placements()
        .iter()
        .any(|t| t.building == Some(Building::GeneralStore)));
    // It ended the turn, and it is never offered again; tiles may now connect to it.
    assert!(!draft_offers(&mut g));
    alley(&mut g, 0, 0, 3);
}

/// Railroad: at the end of each year, every covered rail space pays, so early track pays
/// more.
#[test]
fn railroad_pays_every_year() {
    let mut g = started(&[1, 1]);
    use_wild_board(
        &mut g,
        0,
        &["x===", "....", "hh.."],
        WildRule::Railroad { points: 1 },
    );
    put(&mut g, 0, Some(id::LONE_STEER), UP, 0, 0);
    put_alleys(&mut g, 0, &[(1, 0), (2, 0)]);
    let events = end_year(&mut g, 1);
    assert!(events.contains(&WtwEvent::RailsPaid { seat: 0, points: 2 }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::RailsPaid { seat: 1, .. })));
    answer_hill_bandits(&mut g);
    put_alleys(&mut g, 0, &[(3, 0)]);
    let events = end_year(&mut g, 2);
    assert!(events.contains(&WtwEvent::RailsPaid { seat: 0, points: 3 }));
    assert_eq!(g.player(0).unwrap().points.wild, 5);
    assert_eq!(score(&g, 1, "wild"), 0);
}

/// Watchtowers: a watchtower is a sheriff once a tile touches it, shooting the moment it
/// can; it blocks shots like a building.
#[test]
fn watchtowers_shoot_once_manned() {
    let mut g = started(&[1, 1]);
    use_wild_board(
        &mut g,
        0,
        &["x..T.!", "......", "#..T.!"],
        WildRule::Watchtowers,
    );
    g.players[0].bullets = 2;
    let s = &g.player(0).unwrap().settlement;
    assert!(s.sheriffs().iter().all(|&c| c == (0, 2)), "towers unmanned");
    assert!(
        s.all_targets().is_empty(),
        "the lower tower blocks the sheriff"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    alley(&mut g, 0, 1, 0);
    let events = alley(&mut g, 0, 2, 0);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 5,
        y: 0
    }));
    let p = g.player(0).unwrap();
    assert_eq!(p.bullets, 1);
    assert!(p.settlement.sheriffs().contains(&(3, 0)));
    assert!(
        p.settlement.bandit_standing((5, 2)),
        "the unmanned lower tower still blocks the sheriff"
    );
}

/// Dry Creek: a pasture may be wrangled only beside an uncovered water hole; covering one
/// pays gold.
#[test]
fn dry_creek_wrangles_need_water() {
    let mut g = started(&[1, 1]);
    let rows = ["xc.w", "cc..", "...."];
    use_wild_board(&mut g, 0, &rows, WildRule::DryCreek { gold: 2 });
    // The printed pasture (0,1)-(1,1)-(1,0) holds three cows; a lone steer beside the water
    // hole joins it.
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    assert!(
        !matches!(decision(&g), Some((_, Decision::Wrangle { .. }))),
        "no water beside the pasture yet"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    assert!(matches!(decision(&g), Some((0, Decision::Wrangle { .. }))));
    act(&mut g, 0, WtwAction::Wrangle { cows: 0 });
    // Covering the water hole pays 2 gold, and the pasture can no longer be wrangled.
    let gold = g.player(0).unwrap().gold;
    let events = alley(&mut g, 0, 3, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 2,
        bullets: 0,
        alleys: 0
    }));
    assert_eq!(g.player(0).unwrap().gold, gold + 2);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 1);
    assert!(!matches!(decision(&g), Some((_, Decision::Wrangle { .. }))));
}

/// Every wild side's hooks keep the contract: whole games on each side, solo and with a
/// normal-side opponent, end with scores.
#[test]
fn every_wild_side_plays_to_the_end() {
    for board in 1..=8 {
        for (boards, wild) in [
            (vec![board], vec![true]),
            (vec![board, 1 + board % 8], vec![true, false]),
        ] {
            let mut g = started_wild(&boards, &wild);
            drive(&mut g, u64::from(board));
            assert_eq!(g.stage(), Stage::Over, "board {board}");
        }
    }
}

/// A face-down partner's points stay out of the score the other seats see until the end,
/// or the total would give the card away; its owner sees them.
#[test]
fn other_seats_scores_leave_out_the_face_down_partner() {
    let mut g = started(&[1, 2]);
    g.players[1].gold = 9;
    g.players[1].bullets = 5;
    let mut own_totals = std::collections::BTreeSet::new();
    let mut seen_by_others = std::collections::BTreeSet::new();
    for p in &content().partners {
        g.players[1].hidden_partner = Some(p.id);
        own_totals.insert(g.scores_seen_by(Some(1))[1].total);
        seen_by_others.insert(g.scores_seen_by(Some(0))[1].total);
        seen_by_others.insert(g.scores_seen_by(None)[1].total);
        assert_eq!(g.scores_seen_by(Some(1))[1], g.scores()[1]);
    }
    assert!(own_totals.len() > 1, "some partner scores in this position");
    assert_eq!(
        seen_by_others.len(),
        1,
        "the others see the same total whatever the card"
    );
    g.stage = Stage::Over;
    assert_eq!(
        g.scores_seen_by(Some(0)),
        g.scores(),
        "at the end all is shown"
    );
}

mod fast;

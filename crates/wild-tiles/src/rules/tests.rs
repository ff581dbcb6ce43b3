//! A test per rule sentence, ruling and worked example of `games/wild-tiles.md` (the rule
//! index in RULES-NOTES.md points here). Tables are laid by hand from the real deck.

use saloon_core::{Actor, Game, Who};

use super::*;
use crate::content::{card_in, Colour, Cost};
use crate::grid::Dir;

/// Deck index of card `id`.
fn idx(id: &str) -> u8 {
    content()
        .cards
        .iter()
        .position(|c| c.id == id)
        .unwrap_or_else(|| panic!("no card {id}")) as u8
}

/// A cheap supply, nearly all blind (b1 from east and west), laid on every cell.
const FILLER: &str = "g22";

/// Round 1's planning on a table of `FILLER`, with `cards` (cell, id, upside down) laid on it.
fn table(players: usize, cards: &[(u8, &str, bool)]) -> WildTiles {
    let mut g = WildTiles::new(&WtOptions::default(), players).unwrap();
    for cell in &mut g.cells {
        cell.card = Some(Dealt {
            card: idx(FILLER),
            upside_down: false,
            filled: 0,
        });
    }
    for &(cell, id, upside_down) in cards {
        put(&mut g, cell, id, upside_down);
    }
    g.phase = Phase::Planning;
    g
}

fn put(g: &mut WildTiles, cell: u8, id: &str, upside_down: bool) {
    g.cells[usize::from(cell)].card = Some(Dealt {
        card: idx(id),
        upside_down,
        filled: 0,
    });
}

/// Starts afresh the trail of every seat whose path is still empty: the tests set lives,
/// bullets and positions by hand after the table is laid.
fn fresh(g: &mut WildTiles) {
    for seat in 0..g.seats {
        if g.players[usize::from(seat)].plan.cells.is_empty() {
            g.players[usize::from(seat)].trail = g.start_trail(seat);
        }
    }
}

fn act(g: &mut WildTiles, seat: u8, action: WtAction) -> Result<Vec<WtEvent>, WtError> {
    fresh(g);
    g.apply(Who::Seat(seat), &action)
}

/// Plans `cells` for `seat` (round 1 enters the first by `side`), without locking.
fn walk(g: &mut WildTiles, seat: u8, side: Option<Dir>, cells: &[u8]) -> Result<(), WtError> {
    for (i, &cell) in cells.iter().enumerate() {
        let action = match (i, side) {
            (0, Some(side)) => WtAction::Enter { cell, side },
            _ => WtAction::Step { cell },
        };
        act(g, seat, action)?;
    }
    Ok(())
}

/// Plans and locks; the events of the lock (the resolution, when it was the last).
fn plan(g: &mut WildTiles, seat: u8, side: Option<Dir>, cells: &[u8]) -> Vec<WtEvent> {
    walk(g, seat, side, cells).unwrap();
    act(g, seat, WtAction::Lock).unwrap()
}

/// Puts `seat` on `cell` (a later round's start).
fn stand(g: &mut WildTiles, seat: u8, cell: u8) {
    g.players[usize::from(seat)].at = Some(cell);
}

fn refused(g: &mut WildTiles, seat: u8, action: WtAction, why: WtError) {
    fresh(g);
    let before = g.clone();
    assert_eq!(act(g, seat, action), Err(why));
    assert_eq!(*g, before, "a refusal leaves the game unchanged");
}

// ---- Setup ----

#[test]
fn the_square_is_3x3_solo_4x4_for_two_5x5_for_three_or_four() {
    for (players, size) in [(1, 3), (2, 4), (3, 5), (4, 5)] {
        let g = WildTiles::new(&WtOptions::default(), players).unwrap();
        assert_eq!(g.size, size);
        assert_eq!(g.actor(), Actor::Chance, "the square is dealt by chance");
        assert!(g.players.iter().all(|p| p.lives == 10 && p.bullets == 10));
    }
    assert!(WildTiles::new(&WtOptions::default(), 5).is_err());
}

#[test]
fn the_deck_choice_picks_the_colours() {
    let count = |deck| {
        let g = WildTiles::new(
            &WtOptions {
                deck,
                ..WtOptions::default()
            },
            2,
        )
        .unwrap();
        let colours: std::collections::BTreeSet<_> =
            g.deck.iter().map(|&c| card(c).colour).collect();
        (g.deck.len(), colours.len())
    };
    assert_eq!(count(DeckChoice::Easy), (80, 2));
    assert_eq!(count(DeckChoice::Normal), (120, 3));
    assert_eq!(count(DeckChoice::Hard), (80, 2));
    let easy = WildTiles::new(&WtOptions::default(), 1).unwrap();
    assert!(DeckChoice::Easy.has(Colour::Green) && !DeckChoice::Easy.has(Colour::Red));
    assert!(!DeckChoice::Hard.has(Colour::Green));
    drop(easy);
}

#[test]
fn cards_keep_the_orientation_they_were_dealt_in() {
    let mut g = WildTiles::new(&WtOptions::default(), 1).unwrap();
    let velvet = idx("g01");
    g.apply(
        Who::Chance,
        &WtAction::Deal {
            card: velvet,
            upside_down: true,
        },
    )
    .unwrap();
    assert!(g.cells[0].card.unwrap().upside_down);
    assert!(!g.deck.contains(&velvet), "a dealt card leaves the deck");
    assert_eq!(
        g.apply(
            Who::Chance,
            &WtAction::Deal {
                card: velvet,
                upside_down: false
            }
        ),
        Err(WtError::BadChance),
        "a card is dealt once"
    );
}

#[test]
fn an_exit_only_card_with_every_arrow_off_the_grid_is_turned_when_dealt() {
    // g39's arrows point north and north-east: on the top-left corner of 3x3 (cell 0) both
    // point off the grid upright, so it is turned; on the bottom row they point in.
    let mut g = WildTiles::new(&WtOptions::default(), 1).unwrap();
    let events = g
        .apply(
            Who::Chance,
            &WtAction::Deal {
                card: idx("g39"),
                upside_down: false,
            },
        )
        .unwrap();
    assert!(events.contains(&WtEvent::Turned { cell: 0 }));
    assert!(g.cells[0].card.unwrap().upside_down);
    let grid = g.grid();
    assert!(g.cells[0].card.unwrap().has_exit_on(grid, 0));
}

// ---- Planning ----

#[test]
fn round_one_enters_an_edge_card_from_outside() {
    let mut g = table(2, &[]);
    // Cell 5 is inside a 4x4: no side of it faces out.
    refused(
        &mut g,
        0,
        WtAction::Enter {
            cell: 5,
            side: Dir::N,
        },
        WtError::NotFromOutside,
    );
    // Cell 1 is on the north edge: from the north it comes from outside, from the south not.
    refused(
        &mut g,
        0,
        WtAction::Enter {
            cell: 1,
            side: Dir::S,
        },
        WtError::NotFromOutside,
    );
    act(
        &mut g,
        0,
        WtAction::Enter {
            cell: 1,
            side: Dir::N,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].plan.side, Some(Dir::N));
}

#[test]
fn illegal_paths_on_a_4x4_from_1_1() {
    // (x, y) = (1, 1) is cell 5 on a 4x4.
    let at = |x: u8, y: u8| y * 4 + x;
    let mut g = table(2, &[]);
    g.round = 2;
    stand(&mut g, 0, at(1, 1));
    // (1,1)-(2,2)-(2,1)-(1,2): the last diagonal crosses the first.
    walk(&mut g, 0, None, &[at(2, 2), at(2, 1)]).unwrap();
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(1, 2) },
        WtError::Crossing,
    );
    // A 2-step path is too short while a 3-step one exists.
    refused(&mut g, 0, WtAction::Lock, WtError::TooShort(3));
    // A return to (1,1): the start card counts.
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(1, 1) },
        WtError::Revisit,
    );
    // Into a sealed side: y08 is sealed east and west; stepping west into it from (3,1)...
    let mut g = table(2, &[(at(2, 1), "y08", false)]);
    g.round = 2;
    stand(&mut g, 0, at(3, 1));
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(2, 1) },
        WtError::Sealed,
    );
    // ...and out of an exit-only card against its arrows: g39 leaves only north or north-east.
    let mut g = table(2, &[(at(1, 2), "g39", false)]);
    g.round = 2;
    stand(&mut g, 0, at(1, 1));
    walk(&mut g, 0, None, &[at(1, 2)]).unwrap();
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(1, 3) },
        WtError::ExitOnly,
    );
    act(&mut g, 0, WtAction::Step { cell: at(2, 1) }).unwrap();
}

#[test]
fn a_path_must_be_affordable_if_all_goes_well() {
    // r04 costs 4 bullets from the north in edition 1 (its frozen deck keeps this test's
    // numbers); with 3 bullets it cannot be entered that way.
    let mut g = table(2, &[(4, "r04", false)]);
    g.options.edition = 1;
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 3;
    refused(&mut g, 0, WtAction::Step { cell: 4 }, WtError::CannotAfford);
    // What the path would leave counts: a supply on the way pays for it.
    g.players[0].bullets = 10;
    act(&mut g, 0, WtAction::Step { cell: 4 }).unwrap();
}

#[test]
fn with_no_path_of_three_the_longest_legal_path_is_required() {
    // Solo, standing in the north-west corner with 1 bullet and 1 life: every neighbour is an
    // r04 (4 bullets, or 2 lives from the east and west), which nothing pays.
    let mut g = table(1, &[]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 1;
    g.players[0].lives = 1;
    for cell in [1, 3, 4] {
        put(&mut g, cell, "r04", false);
    }
    fresh(&mut g);
    assert_eq!(g.required_steps(0), 0);
    assert_eq!(g.legal_actions(0), vec![WtAction::Lock]);
    act(&mut g, 0, WtAction::Lock).unwrap();
    // With the blind supply g22 diagonally in (a heart and a bullet: 2 lives, 2 bullets), the
    // longest path is 2: on into an r04 from the east or west (edition 1: 2 lives there, 4
    // bullets elsewhere), paying both lives, is death, and nothing can follow it.
    let mut g = table(1, &[]);
    g.options.edition = 1;
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 1;
    g.players[0].lives = 1;
    for cell in 1..9 {
        put(&mut g, cell, "r04", false);
    }
    put(&mut g, 4, FILLER, false);
    fresh(&mut g);
    assert_eq!(g.required_steps(0), 2);
    assert_eq!(g.legal_actions(0), vec![WtAction::Step { cell: 4 }]);
    act(&mut g, 0, WtAction::Step { cell: 4 }).unwrap();
    assert_eq!(
        g.legal_actions(0),
        vec![WtAction::Step { cell: 3 }, WtAction::Step { cell: 5 }]
    );
    assert!(g.view(Some(0)).next_steps.iter().all(|s| s.deadly));
    act(&mut g, 0, WtAction::Step { cell: 5 }).unwrap();
    assert_eq!(
        g.legal_actions(0),
        vec![WtAction::Lock],
        "nothing follows death"
    );
}

#[test]
fn every_step_offered_can_still_be_finished_into_a_path() {
    // Random steps (each drawn among the legal ones) until the random player locks.
    fn random_path(g: &WildTiles, rng: &mut saloon_core::GameRng) -> Plan {
        let mut g = g.clone();
        loop {
            fresh(&mut g);
            let action = g.random_action(0, rng).expect("a step or the lock");
            if action == WtAction::Lock {
                return g.players[0].plan.clone();
            }
            act(&mut g, 0, action).unwrap();
        }
    }
    let mut g = table(3, &[]);
    let mut rng = saloon_core::GameRng::stream(3, 1);
    for _ in 0..200 {
        let plan = random_path(&g, &mut rng);
        let trail = g.trail_of(0, &plan).unwrap();
        assert!(trail.len >= g.required_steps(0));
    }
    g.round = 2;
    stand(&mut g, 0, 12);
    for _ in 0..200 {
        let plan = random_path(&g, &mut rng);
        assert!(plan.cells.len() >= 3);
        assert!(!plan.cells.contains(&12), "never back onto the start card");
    }
}

#[test]
fn a_card_dealt_under_a_character_may_not_be_entered_by_it_that_round() {
    let mut g = table(1, &[]);
    g.round = 2;
    stand(&mut g, 0, 4);
    walk(&mut g, 0, None, &[0, 1]).unwrap();
    refused(&mut g, 0, WtAction::Step { cell: 4 }, WtError::Revisit);
}

#[test]
fn a_plan_can_be_undone_only_by_its_own_seat_and_is_final_once_locked() {
    let mut g = table(2, &[]);
    plan(&mut g, 0, Some(Dir::N), &[0, 1, 2]);
    refused(&mut g, 0, WtAction::Step { cell: 3 }, WtError::NotYourTurn);
    assert_eq!(g.actor(), Actor::Simultaneous(vec![1]));
}

#[test]
fn other_players_never_block_a_path() {
    let mut g = table(2, &[]);
    plan(&mut g, 0, Some(Dir::N), &[0, 1, 2]);
    walk(&mut g, 1, Some(Dir::N), &[0, 1, 2]).unwrap();
}

// ---- Costs ----

#[test]
fn the_cost_is_read_on_the_side_you_arrive_from() {
    // The Velvet Mask: north-east corner blind, 2 bullets elsewhere.
    let velvet = Dealt {
        card: idx("g01"),
        upside_down: false,
        filled: 0,
    };
    // Moving south-west into it, you arrive from its north-east corner.
    assert_eq!(
        velvet.cost_from(Dir::Sw.opposite(), RULES_EDITION),
        Cost::Blind
    );
    // Moving east, you arrive from the west.
    assert_eq!(
        velvet.cost_from(Dir::W, RULES_EDITION),
        Cost::Bullets { n: 2 }
    );
    let upside_down = Dealt {
        upside_down: true,
        ..velvet
    };
    assert_eq!(upside_down.cost_from(Dir::Sw, RULES_EDITION), Cost::Blind);
    assert_eq!(
        upside_down.cost_from(Dir::Ne, RULES_EDITION),
        Cost::Bullets { n: 2 }
    );
    // On the table: from the north-east it is free, with its heart.
    let mut g = table(1, &[(4, "g01", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    g.players[0].lives = 5;
    plan(&mut g, 0, None, &[4, 3, 6]);
    let p = &g.players[0];
    assert!(p.kept.contains(&idx("g01")));
    assert_eq!(
        p.lives,
        5 + 1 + 2,
        "its heart, and the two supplies' after it"
    );
    // Free from the north-east; the supplies cost a bullet from a side and give one back.
    assert_eq!(p.bullets, 10);
}

#[test]
fn half_your_bullets_rounded_up() {
    // g11 costs half from the north and the south.
    let mut g = table(1, &[(3, "g11", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 7;
    plan(&mut g, 0, None, &[3, 6, 7]);
    // 7 - 4 = 3; the supplies after it cost a bullet from a side and give one back.
    assert_eq!(g.players[0].bullets, 3);
}

#[test]
fn paying_the_last_bullet_reloads_and_gives_up_the_highest_bounty() {
    let mut g = table(1, &[(3, "g11", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 1;
    g.players[0].kept = vec![idx("g07"), idx("r01")]; // $5 and $8
    let events = plan(&mut g, 0, None, &[3, 6, 7]);
    assert!(events.contains(&WtEvent::Reloaded {
        seat: 0,
        gave_up: Some(idx("r01"))
    }));
    assert_eq!(g.players[0].kept, vec![idx("g07"), idx("g11")]);
    assert_eq!(g.players[0].empty_guns, 1);
    assert!(g.discard.contains(&idx("r01")));
}

#[test]
fn between_equal_highest_bounties_the_player_chooses() {
    let mut g = table(1, &[(3, "g11", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 1;
    let (a, b) = (idx("g07"), idx("g16")); // both $5
    g.players[0].kept = vec![a, b, idx("g02")];
    plan(&mut g, 0, None, &[3, 6, 7]);
    assert_eq!(g.actor(), Actor::Seat(0));
    assert_eq!(
        g.legal_actions(0),
        vec![WtAction::GiveUp { card: a }, WtAction::GiveUp { card: b }]
    );
    refused(
        &mut g,
        0,
        WtAction::GiveUp { card: idx("g02") },
        WtError::NotTied,
    );
    act(&mut g, 0, WtAction::GiveUp { card: b }).unwrap();
    // g11 is a bounty too, kept once paid for.
    assert_eq!(g.players[0].kept, vec![a, idx("g02"), idx("g11")]);
    assert_ne!(g.actor(), Actor::Seat(0), "the resolution goes on");
}

#[test]
fn caps_ten_lives_twelve_bullets() {
    assert_eq!(super::planning::gain(9, 11, 3, 3), (10, 12));
    // g20 gives a heart and 3 bullets; r21 gives 3 hearts.
    let mut g = table(1, &[(3, "g20", false), (6, "r21", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].bullets = 11;
    g.players[0].lives = 9;
    plan(&mut g, 0, None, &[3, 6, 7]);
    let p = &g.players[0];
    assert_eq!(p.lives, 10);
    assert!(p.bullets <= 12);
}

// ---- Resolution ----

#[test]
fn two_players_on_a_supply_together_both_pay_and_gain_and_a_later_one_gets_nothing() {
    // 5x5, three players. g20 (a heart and 3 bullets; 1 bullet from the north, blind from
    // the north-west) at cell 7: seat 0 comes from the north (cell 2), seat 1 from the
    // north-west (cell 1) in beat 1; seat 2 reaches it in beat 2.
    let mut g = table(3, &[(7, "g20", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    stand(&mut g, 1, 1);
    stand(&mut g, 2, 11);
    for p in &mut g.players {
        p.bullets = 5;
        p.lives = 5;
    }
    plan(&mut g, 0, None, &[7, 12, 17]);
    plan(&mut g, 1, None, &[7, 8, 9]);
    let events = plan(&mut g, 2, None, &[6, 7, 8, 13]);
    let gained: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::Gained { seat, cell: 7, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(gained, vec![0, 1]);
    assert!(events.contains(&WtEvent::Paid {
        seat: 0,
        cell: 7,
        lives: 0,
        bullets: 1
    }));
    assert!(
        !events.iter().any(|e| matches!(
            e,
            WtEvent::Paid {
                seat: 1,
                cell: 7,
                ..
            }
        )),
        "seat 1 came in by the blind corner"
    );
    assert!(!events.iter().any(|e| matches!(
        e,
        WtEvent::Paid {
            seat: 2,
            cell: 7,
            ..
        } | WtEvent::Gained {
            seat: 2,
            cell: 7,
            ..
        }
    )));
}

/// Seats 0 and 1 reach the Velvet Mask (cell 7 of 5x5) together in beat 1.
fn bounty_collision() -> WildTiles {
    let mut g = table(3, &[(7, "g01", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    stand(&mut g, 1, 12);
    stand(&mut g, 2, 24);
    plan(&mut g, 0, None, &[7, 8, 9]);
    plan(&mut g, 1, None, &[7, 6, 5]);
    plan(&mut g, 2, None, &[23, 22, 21]);
    g
}

#[test]
fn a_bounty_reached_together_goes_to_the_highest_secret_bid() {
    let mut g = bounty_collision();
    assert_eq!(g.phase, Phase::Bidding);
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0, 1]));
    act(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Lives { n: 3 },
        },
    )
    .unwrap();
    // Seat 1 cannot see seat 0's bid.
    assert_eq!(g.view(Some(1)).players[0].bid, None);
    assert!(g.view(Some(1)).players[0].has_bid);
    let events = act(
        &mut g,
        1,
        WtAction::Bid {
            stake: Stake::Bullets { n: 2 },
        },
    )
    .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        WtEvent::BidsShown {
            winner: Some(0),
            ..
        }
    )));
    assert!(events.contains(&WtEvent::Paid {
        seat: 0,
        cell: 7,
        lives: 3,
        bullets: 0
    }));
    assert!(events.contains(&WtEvent::Gained {
        seat: 0,
        cell: 7,
        hearts: 1,
        bullets: 0
    }));
    assert!(g.players[0].kept.contains(&idx("g01")));
    assert_eq!(g.players[1].bullets, 10, "the loser pays nothing");
    assert!(g.players[1].kept.is_empty());
}

#[test]
fn a_tie_at_the_top_leaves_the_bounty_and_nobody_pays() {
    let mut g = table(3, &[(7, "g01", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    stand(&mut g, 1, 12);
    stand(&mut g, 2, 13);
    plan(&mut g, 0, None, &[7, 8, 9]);
    plan(&mut g, 1, None, &[7, 6, 5]);
    // Seat 2 reaches it alone a beat later, from the east (8 -> 7 moves west).
    plan(&mut g, 2, None, &[8, 7, 11, 16]);
    act(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Lives { n: 3 },
        },
    )
    .unwrap();
    let events = act(
        &mut g,
        1,
        WtAction::Bid {
            stake: Stake::Bullets { n: 3 },
        },
    )
    .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        WtEvent::BidsShown {
            winner: None,
            gang_won: false,
            ..
        }
    )));
    assert_eq!((g.players[0].lives, g.players[1].bullets), (10, 10));
    assert!(
        g.players[2].kept.contains(&idx("g01")),
        "the bounty stayed for a later beat"
    );
}

#[test]
fn bids_cannot_exceed_what_you_have() {
    let mut g = bounty_collision();
    refused(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Bullets { n: 11 },
        },
        WtError::BidTooHigh,
    );
    refused(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Lives { n: 0 },
        },
        WtError::ZeroLives,
    );
    assert_eq!(g.legal_actions(0).len(), 11 + 10);
}

#[test]
fn every_last_step_resolves_together_in_the_final_beat() {
    // Paths of 3 and 5 steps: the first's step 3 resolves in the final beat, after beat 4.
    let mut g = table(2, &[]);
    g.round = 2;
    stand(&mut g, 0, 0);
    stand(&mut g, 1, 15);
    plan(&mut g, 0, None, &[1, 2, 3]);
    let events = plan(&mut g, 1, None, &[14, 13, 12, 8, 4]);
    let order: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::Moved { seat, cell } => Some((*seat, *cell)),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        vec![
            (0, 1),
            (1, 14),
            (0, 2),
            (1, 13),
            (1, 12),
            (1, 8),
            (0, 3),
            (1, 4)
        ]
    );
    let beats: Vec<(u8, bool)> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::BeatStarted { beat, last } => Some((*beat, *last)),
            _ => None,
        })
        .collect();
    assert_eq!(
        beats,
        vec![(1, false), (2, false), (3, false), (4, false), (5, true)]
    );
}

#[test]
fn who_cannot_pay_stops_before_the_card() {
    // Seat 0 counts on the supply g18 (4 bullets) at cell 5 to pay the r04 (4 bullets) after
    // it (edition 1's deck); seat 1 takes the supply a beat earlier, so seat 0 arrives with
    // too few bullets.
    let mut g = table(2, &[(5, "g18", false), (9, "r04", false)]);
    g.options.edition = 1;
    g.round = 2;
    stand(&mut g, 0, 0);
    stand(&mut g, 1, 6);
    g.players[0].bullets = 2;
    plan(&mut g, 0, None, &[4, 5, 9, 13]);
    let events = plan(&mut g, 1, None, &[5, 10, 11]);
    assert!(events.contains(&WtEvent::CannotPay { seat: 0, cell: 9 }));
    assert_eq!(
        g.players[0].at,
        Some(5),
        "it stops on the last card it paid for"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtEvent::Moved { seat: 0, cell: 13 })));
}

#[test]
fn a_flipped_card_gives_nothing_and_costs_nothing() {
    let mut g = table(2, &[(5, "r21", false)]);
    g.round = 2;
    stand(&mut g, 0, 4);
    stand(&mut g, 1, 10);
    plan(&mut g, 0, None, &[5, 6, 7]);
    g.players[1].lives = 4;
    let events = plan(&mut g, 1, None, &[9, 5, 1, 2]);
    assert!(!events.iter().any(|e| matches!(
        e,
        WtEvent::Paid {
            seat: 1,
            cell: 5,
            ..
        } | WtEvent::Gained {
            seat: 1,
            cell: 5,
            ..
        }
    )));
}

#[test]
fn the_healer_restores_hearts_only_as_the_last_card() {
    // g31: a heart, and 10 hearts as the last card of a path.
    let mut g = table(1, &[(8, "g31", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].lives = 3;
    let events = plan(&mut g, 0, None, &[1, 5, 8]);
    assert!(events.contains(&WtEvent::Healed { seat: 0 }));
    assert_eq!(g.players[0].lives, 10);
    let mut g = table(1, &[(4, "g31", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    g.players[0].lives = 3;
    plan(&mut g, 0, None, &[4, 8, 7]);
    assert_eq!(
        g.players[0].lives,
        3 + 3,
        "its heart and the two supplies' after it"
    );
}

#[test]
fn a_gamble_card_rolls_the_die_as_chance() {
    for (die, lives, bullets) in [
        (1, 9, 10),
        (2, 10, 8),
        (3, 10, 10),
        (5, 10, 12),
        (6, 10, 10),
    ] {
        // g33 is free from the north-east (entered moving south-west from cell 2 to 4).
        let mut g = table(1, &[(4, "g33", false)]);
        g.round = 2;
        stand(&mut g, 0, 2);
        g.players[0].lives = 10;
        walk(&mut g, 0, None, &[4, 3, 6]).unwrap();
        act(&mut g, 0, WtAction::Lock).unwrap();
        assert_eq!(g.actor(), Actor::Chance);
        assert_eq!(g.phase, Phase::Gamble { seat: 0 });
        g.apply(Who::Chance, &WtAction::Gamble { die }).unwrap();
        let p = &g.players[0];
        // Then cells 3 and 6 (g22 from a side: a bullet, and a heart and a bullet back).
        assert_eq!((p.lives, p.bullets), ((lives + 2).min(10), bullets));
    }
}

#[test]
fn an_open_card_resolves_for_everyone_who_enters_it() {
    // g34 (two hearts, stays face up): seat 0 in beat 1, seat 1 in beat 2.
    let mut g = table(2, &[(5, "g34", false)]);
    g.round = 2;
    stand(&mut g, 0, 4);
    stand(&mut g, 1, 10);
    for p in &mut g.players {
        p.lives = 5;
    }
    plan(&mut g, 0, None, &[5, 6, 7]);
    let events = plan(&mut g, 1, None, &[9, 5, 1, 2]);
    let healed: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::Gained { seat, cell: 5, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(healed, vec![0, 1]);
}

#[test]
fn death_ends_the_game_with_that_beat_and_the_dead_do_not_score() {
    // r04 costs 2 lives from the east; with 2 lives that is death. g27 (a hazard, no
    // reward) on the way, so no heart comes first.
    let mut g = table(
        2,
        &[(1, "r04", false), (6, "g27", false), (2, "g27", false)],
    );
    g.round = 2;
    stand(&mut g, 0, 7);
    stand(&mut g, 1, 12);
    g.players[0].lives = 2;
    g.players[0].kept = vec![idx("r01")];
    g.players[1].kept = vec![idx("g02")];
    plan(&mut g, 0, None, &[6, 2, 1]);
    let events = plan(&mut g, 1, None, &[8, 9, 10]);
    assert!(events.contains(&WtEvent::Died { seat: 0 }));
    assert!(g.is_over());
    assert_eq!(
        g.winners(),
        vec![1],
        "the dead do not score, whatever their $"
    );
    assert_eq!(g.scores()[0].total, 0);
}

#[test]
fn nobody_left_nobody_wins() {
    // r04 takes both lives at the path's third step (the two before give no heart).
    let mut g = table(
        1,
        &[(1, "r04", false), (4, "g27", false), (5, "g27", false)],
    );
    g.round = 2;
    stand(&mut g, 0, 8);
    g.players[0].lives = 2;
    plan(&mut g, 0, None, &[5, 4, 1]);
    assert!(g.is_over());
    assert!(g.winners().is_empty());
}

#[test]
fn timed_cards_fill_a_slot_each_untouched_round_and_go_when_full() {
    // g36 has two slots: untouched in rounds 1 and 2, it is gone at the end of round 2.
    let mut g = table(1, &[(8, "g36", false)]);
    plan(&mut g, 0, Some(Dir::N), &[0, 1, 2]);
    assert_eq!(g.cells[8].card.unwrap().filled, 1);
    // Refill what was flipped, then round 2.
    while g.actor() == Actor::Chance {
        let a = g
            .sample_chance(&mut saloon_core::GameRng::chance(1))
            .unwrap();
        g.apply(Who::Chance, &a).unwrap();
    }
    for cell in [0, 1, 2] {
        put(&mut g, cell, FILLER, false);
    }
    let events = plan(&mut g, 0, None, &[5, 4, 3]);
    assert!(events.contains(&WtEvent::Vanished {
        cell: 8,
        card: idx("g36")
    }));
    assert_eq!(g.cells[8].card, None);
    assert!(g.discard.contains(&idx("g36")));
}

#[test]
fn an_empty_deck_takes_the_discards_and_none_left_leaves_the_place_empty() {
    let mut g = table(1, &[]);
    g.deck.clear();
    g.discard = vec![idx("g02")];
    g.cells[0].card = None;
    g.cells[1].card = None;
    g.phase = Phase::Dealing;
    let events = g
        .apply(
            Who::Chance,
            &WtAction::Deal {
                card: idx("g02"),
                upside_down: false,
            },
        )
        .unwrap();
    assert!(events.contains(&WtEvent::Reshuffled { cards: 1 }));
    assert_eq!(g.phase, Phase::Planning, "nothing left: cell 1 stays empty");
    assert_eq!(g.cells[1].card, None);
    // An empty place is walkable and does nothing.
    stand(&mut g, 0, 2);
    g.round = 2;
    plan(&mut g, 0, None, &[1, 4, 3]);
}

// ---- End of the game ----

#[test]
fn most_dollars_then_bounties_then_bullets_then_a_roll_off() {
    let mut g = table(3, &[]);
    g.players[0].kept = vec![idx("g07")]; // $5, one bounty
    g.players[1].kept = vec![idx("g02"), idx("g05"), idx("g08")]; // $6, three
    g.players[2].kept = vec![idx("g03"), idx("g04")]; // $6, two
    g.finish(&mut Vec::new());
    assert_eq!(g.winners(), vec![1], "more bounties");
    let mut g = table(2, &[]);
    g.players[0].kept = vec![idx("g03")];
    g.players[1].kept = vec![idx("g04")];
    g.players[0].bullets = 4;
    g.finish(&mut Vec::new());
    assert_eq!(g.winners(), vec![1], "more bullets");
    let mut g = table(2, &[]);
    g.finish(&mut Vec::new());
    assert_eq!(g.actor(), Actor::Chance, "a roll-off, as chance");
    g.apply(Who::Chance, &WtAction::RollOff { dice: vec![4, 4] })
        .unwrap();
    assert_eq!(g.actor(), Actor::Chance, "a tie rolls again");
    let events = g
        .apply(Who::Chance, &WtAction::RollOff { dice: vec![2, 5] })
        .unwrap();
    assert!(events.contains(&WtEvent::GameEnded { winners: vec![1] }));
    let mut g = table(2, &[]);
    g.options.shared_win = true;
    g.finish(&mut Vec::new());
    assert_eq!(g.winners(), vec![0, 1], "shared win, when chosen");
}

#[test]
fn the_final_view_keeps_every_throw_of_the_roll_off() {
    let mut g = table(3, &[]);
    g.finish(&mut Vec::new());
    g.apply(
        Who::Chance,
        &WtAction::RollOff {
            dice: vec![6, 2, 6],
        },
    )
    .unwrap();
    g.apply(Who::Chance, &WtAction::RollOff { dice: vec![3, 5] })
        .unwrap();
    let throws = g.view(None).roll_offs;
    assert_eq!(
        throws,
        vec![
            RollOffThrow {
                seats: vec![0, 1, 2],
                dice: vec![6, 2, 6]
            },
            RollOffThrow {
                seats: vec![0, 2],
                dice: vec![3, 5]
            },
        ],
        "who rolled what, in order, after the end"
    );
    assert_eq!(g.winners(), vec![2]);
    // A state saved before the throws were kept still loads.
    let mut saved = serde_json::to_value(&g).unwrap();
    saved.as_object_mut().unwrap().remove("roll_offs");
    let loaded: WildTiles = serde_json::from_value(saved).unwrap();
    assert!(loaded.view(None).roll_offs.is_empty());
}

#[test]
fn the_game_ends_after_five_rounds() {
    let mut g = table(1, &[]);
    g.round = ROUNDS;
    stand(&mut g, 0, 0);
    plan(&mut g, 0, None, &[1, 2, 5]);
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![0], "solo: surviving is a win");
    assert_eq!(g.scores()[0].total, g.players[0].dollars());
}

// ---- The rival gang ----

fn gang_table() -> WildTiles {
    let mut g = table(1, &[]);
    g.options.rival_gang = true;
    g.gang = Some(Gang {
        at: 4,
        ..Gang::default()
    });
    g
}

#[test]
fn the_gang_moves_by_the_die() {
    let mut g = gang_table();
    put(&mut g, 0, "g07", false); // $5, nearest by reading order among equals
    put(&mut g, 8, "r01", false); // $8, the richest
    assert_eq!(g.gang_target(4, 1), Some(1));
    assert_eq!(g.gang_target(4, 2), Some(5));
    assert_eq!(g.gang_target(4, 3), Some(7));
    assert_eq!(g.gang_target(4, 4), Some(3));
    assert_eq!(g.gang_target(1, 1), None, "off the grid: it stays");
    assert_eq!(g.gang_target(4, 5), Some(0), "toward the nearest bounty");
    assert_eq!(g.gang_target(4, 6), Some(8), "toward the richest");
}

#[test]
fn the_gang_takes_a_bounty_it_reaches_first_and_bids_the_die_when_together() {
    let mut g = gang_table();
    put(&mut g, 1, "g07", false);
    stand(&mut g, 0, 6);
    g.round = 2;
    plan(&mut g, 0, None, &[7, 8, 5]);
    assert_eq!(g.phase, Phase::GangMove);
    g.apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    assert_eq!(g.gang.as_ref().unwrap().kept, vec![idx("g07")]);
    // Together: the player bids, then the gang's die.
    let mut g = gang_table();
    put(&mut g, 1, "g07", false);
    stand(&mut g, 0, 0);
    g.round = 2;
    plan(&mut g, 0, None, &[1, 2, 5]);
    g.apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0]));
    act(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Bullets { n: 4 },
        },
    )
    .unwrap();
    assert_eq!(g.phase, Phase::GangBid);
    g.apply(Who::Chance, &WtAction::GangBid { die: 3 }).unwrap();
    assert!(g.players[0].kept.contains(&idx("g07")));
    assert_eq!(g.players[0].bullets, 10 - 4, "the bid, not the card's cost");
}

#[test]
fn with_the_gang_you_win_only_with_more_dollars_than_it() {
    let mut g = gang_table();
    g.players[0].kept = vec![idx("g07")];
    g.gang.as_mut().unwrap().kept = vec![idx("g16")];
    g.finish(&mut Vec::new());
    assert!(g.winners().is_empty(), "a tie with the gang is not a win");
}

/// The view carries the gang's $ and the solo verdict, which agrees with who wins: more $
/// than the gang beats it, a tie does not, a death loses whatever the $.
#[test]
fn the_solo_view_carries_the_gangs_dollars_and_the_verdict() {
    let mut g = gang_table();
    g.players[0].kept = vec![idx("g07")];
    g.gang.as_mut().unwrap().kept = vec![idx("g16")];
    let (you, gang) = (g.players[0].dollars(), g.gang.as_ref().unwrap().dollars());
    let view = g.view(Some(0));
    assert_eq!(view.gang_dollars, Some(gang));
    assert_eq!(
        view.solo_verdict,
        Some(WtSoloVerdict::LostGang { you, gang })
    );
    g.finish(&mut Vec::new());
    assert!(g.winners().is_empty());

    let mut g = gang_table();
    g.players[0].kept = vec![idx("r01")];
    g.gang.as_mut().unwrap().kept = vec![idx("g07")];
    let (you, gang) = (g.players[0].dollars(), g.gang.as_ref().unwrap().dollars());
    assert!(you > gang);
    assert_eq!(
        g.view(None).solo_verdict,
        Some(WtSoloVerdict::BeatGang { you, gang })
    );
    g.players[0].alive = false;
    assert_eq!(g.view(Some(0)).solo_verdict, Some(WtSoloVerdict::Dead));

    let g = table(1, &[]);
    let view = g.view(Some(0));
    assert_eq!(
        (view.gang_dollars, view.solo_verdict),
        (None, Some(WtSoloVerdict::Score { you: 0 }))
    );
    assert_eq!(table(2, &[]).view(Some(0)).solo_verdict, None, "not solo");
}

#[test]
fn the_rival_gang_is_a_solo_variant() {
    let options = WtOptions {
        rival_gang: true,
        ..WtOptions::default()
    };
    assert!(WildTiles::new(&options, 2).is_err());
    assert!(WildTiles::new(&options, 1).is_ok());
}

// ---- Secrecy ----

#[test]
fn no_view_carries_another_seats_unrevealed_path_or_bid() {
    let mut g = table(2, &[]);
    walk(&mut g, 0, Some(Dir::N), &[0, 1]).unwrap();
    let other = g.view(Some(1));
    assert_eq!(other.players[0].path, None);
    assert_eq!(
        g.view(Some(0)).players[0].path.as_ref().unwrap().cells,
        vec![0, 1]
    );
    assert_eq!(g.view(None).players[0].path, None);
    let stepped = WtEvent::Stepped {
        round: 1,
        seat: 0,
        cell: 0,
    };
    assert_eq!(g.redact(&stepped, Some(1)), None);
    assert_eq!(g.redact(&stepped, Some(0)), Some(stepped.clone()));
    assert_eq!(g.redact(&WtEvent::Locked { seat: 0 }, None), None);
}

#[test]
fn a_solo_rank_is_read_with_the_deck_it_was_played_with() {
    // The second edition's tables (a later edition has its own).
    let with = |deck| WtOptions {
        deck,
        edition: 2,
        ..WtOptions::default()
    };
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Easy), 52),
        Some("deputy")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Normal), 52),
        Some("tenderfoot")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Hard), 95),
        Some("legend")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Hard), 94),
        Some("marshal")
    );
    assert_eq!(
        WildTiles::solo_rank(0),
        Some("tenderfoot"),
        "the dead score 0"
    );
    for deck in [DeckChoice::Easy, DeckChoice::Normal, DeckChoice::Hard] {
        for edition in 1..=RULES_EDITION {
            for rival_gang in [false, true] {
                let options = WtOptions {
                    deck,
                    edition,
                    rival_gang,
                    ..WtOptions::default()
                };
                let t = crate::ranks::thresholds(&options);
                assert!(t.windows(2).all(|w| w[0] < w[1]), "{options:?}: bands rise");
            }
        }
    }
    // A game of the first deck keeps that deck's bands: 55 on normal was a Drifter then.
    let first = WtOptions {
        edition: 1,
        ..WtOptions::default()
    };
    assert_eq!(WildTiles::solo_rank_in(&first, 55), Some("drifter"));
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Normal), 55),
        Some("tenderfoot")
    );
    // The view tells the live rank and the next band.
    let mut g = table(1, &[]);
    g.options.edition = 2;
    g.players[0].kept = vec![idx("g07")];
    let v = g.view(Some(0));
    assert_eq!(v.solo_rank.as_deref(), Some("tenderfoot"));
    assert_eq!(v.next_rank_at, Some(60));
}

/// The resolution is shown beat by beat with each seat's numbers from its `Standing` events:
/// followed from the start of random games, they are what the seats hold after every step.
#[test]
fn standing_events_tell_every_change_of_lives_bullets_and_dollars() {
    use saloon_core::GameRng;
    let mut told = 0;
    for (players, seed) in [(1, 31), (2, 32), (3, 33), (4, 34), (3, 35)] {
        let mut g = WildTiles::new(&WtOptions::default(), players).unwrap();
        let (mut chance, mut picker) = (GameRng::stream(seed, 0), GameRng::stream(seed, 1));
        let purse = |p: &Player| (p.lives, p.bullets, p.dollars() as u16);
        let mut shown: Vec<_> = g.players.iter().map(purse).collect();
        while !g.is_over() {
            let (who, action) = match g.actor() {
                Actor::Chance => (Who::Chance, g.sample_chance(&mut chance).unwrap()),
                Actor::Seat(s) => (Who::Seat(s), g.random_action(s, &mut picker).unwrap()),
                Actor::Simultaneous(seats) => (
                    Who::Seat(seats[0]),
                    g.random_action(seats[0], &mut picker).unwrap(),
                ),
                Actor::GameOver => unreachable!(),
            };
            for e in g.apply(who, &action).unwrap() {
                if let WtEvent::Standing {
                    seat,
                    lives,
                    bullets,
                    dollars,
                } = e
                {
                    shown[usize::from(seat)] = (lives, bullets, dollars);
                    told += 1;
                }
            }
            let held: Vec<_> = g.players.iter().map(purse).collect();
            assert_eq!(
                shown, held,
                "{players} players, seed {seed}, after {action:?}"
            );
        }
    }
    assert!(told > 50, "only {told} standing events");
}

// ---- Rules editions ----

/// Options saved before editions existed name none: they read as edition 1, the deck those
/// games were played on; a new game gets the current edition.
#[test]
fn options_without_an_edition_read_as_the_first_and_a_new_game_gets_the_current() {
    let saved: WtOptions = serde_json::from_str(r#"{"deck": "hard"}"#).unwrap();
    assert_eq!(saved.edition, 1);
    assert_eq!(
        WildTiles::options_for_new_game(saved).edition,
        RULES_EDITION
    );
    assert_eq!(WtOptions::default().edition, RULES_EDITION);
    let none = WtOptions {
        edition: RULES_EDITION + 1,
        ..WtOptions::default()
    };
    assert!(WildTiles::new(&none, 1).is_err(), "no such edition");
}

/// The Stampede asks a life from every side in edition 1 and two from edition 2: a game
/// plays the deck of its own edition, costs and rewards alike.
#[test]
fn a_game_pays_the_costs_of_its_own_edition() {
    let stampede = idx("r25");
    assert_eq!(card_in(1, stampede).entries, [Cost::Lives { n: 1 }; 8]);
    assert_eq!(card_in(2, stampede).entries, [Cost::Lives { n: 2 }; 8]);
    for (edition, lives) in [(1, 9), (RULES_EDITION, 8)] {
        let mut g = table(1, &[(5, "r25", false)]);
        g.options.edition = edition;
        g.round = 2;
        stand(&mut g, 0, 0);
        plan(&mut g, 0, None, &[1, 2, 5]);
        assert_eq!(g.players[0].lives, lives, "edition {edition}");
        // The screen draws the faces of the deck the game plays.
        assert_eq!(g.view(Some(0)).edition, edition);
    }
}

// ---- Rules the first tests left out ----

/// The rule text: "All cards that have been resolved will be replaced." An open card resolves
/// for everyone who enters it during the round, then leaves like any other (edition 3); the
/// older editions kept it all game, and their games still play so.
#[test]
fn an_open_card_someone_entered_is_replaced_at_the_rounds_end() {
    for (edition, replaced) in [(RULES_EDITION, true), (2, false), (1, false)] {
        // g34 on cell 5, entered by both seats; g35 on cell 15, entered by nobody.
        let mut g = table(2, &[(5, "g34", false), (15, "g35", false)]);
        g.options.edition = edition;
        g.round = 2;
        stand(&mut g, 0, 4);
        stand(&mut g, 1, 10);
        plan(&mut g, 0, None, &[5, 6, 7]);
        let events = plan(&mut g, 1, None, &[9, 5, 1, 2]);
        let gained = events
            .iter()
            .filter(|e| matches!(e, WtEvent::Gained { cell: 5, .. }))
            .count();
        assert_eq!(gained, 2, "edition {edition}: it resolves for both");
        assert_eq!(g.phase, Phase::Dealing, "the round is over, the refill due");
        assert_eq!(
            g.cells[5].card.is_none(),
            replaced,
            "edition {edition}: replaced"
        );
        assert_eq!(g.discard.contains(&idx("g34")), replaced);
        assert_eq!(
            g.cells[15].card.map(|d| d.card),
            Some(idx("g35")),
            "an open card nobody entered stays"
        );
    }
}

/// The longest legal path counts only the steps the seat survives (edition 3): from the
/// north-west corner with 1 bullet and 1 life, the blind supply on cell 4 (2 lives, 2 bullets
/// after it), every other card an r04 (2 lives from every side). The second edition required
/// a second step there, which was death; now one step is the path, and death is only chosen.
#[test]
fn the_longest_path_counts_only_the_steps_the_seat_survives() {
    for (edition, required) in [(2, 2), (RULES_EDITION, 1)] {
        let mut g = table(1, &[]);
        g.options.edition = edition;
        g.round = 2;
        stand(&mut g, 0, 0);
        g.players[0].bullets = 1;
        g.players[0].lives = 1;
        for cell in 1..9 {
            put(&mut g, cell, "r04", false);
        }
        put(&mut g, 4, FILLER, false);
        fresh(&mut g);
        assert_eq!(g.required_steps(0), required, "edition {edition}");
        assert_eq!(g.legal_actions(0), vec![WtAction::Step { cell: 4 }]);
        act(&mut g, 0, WtAction::Step { cell: 4 }).unwrap();
        let next = g.legal_actions(0);
        assert!(
            next.contains(&WtAction::Step { cell: 5 }),
            "a deadly step may still be chosen"
        );
        assert_eq!(next.contains(&WtAction::Lock), edition >= 3, "{edition}");
        if edition >= 3 {
            act(&mut g, 0, WtAction::Lock).unwrap();
            assert!(g.players[0].alive && !g.is_over());
            assert_eq!((g.players[0].lives, g.players[0].bullets), (2, 2));
        }
    }
    // A first step from which the path can be finished only by dying is a dead end now. From
    // cell 0 with 1 life: g40 on 1 (free from the west, a heart, leave east or south only),
    // g27 on 2 (free from the west, nothing), r04 on 4, 5 and 8; the way 0-3-6-7 (g27s,
    // bullets only) is survived. Edition 2 offered 0-1-2 and a deadly third step.
    for (edition, offered) in [(2, true), (RULES_EDITION, false)] {
        let mut g = table(1, &[(1, "g40", false)]);
        g.options.edition = edition;
        g.round = 2;
        stand(&mut g, 0, 0);
        g.players[0].lives = 1;
        for cell in [2, 3, 6, 7] {
            put(&mut g, cell, "g27", false);
        }
        for cell in [4, 5, 8] {
            put(&mut g, cell, "r04", false);
        }
        fresh(&mut g);
        assert_eq!(g.required_steps(0), MIN_STEPS);
        let mut expected = vec![WtAction::Step { cell: 3 }];
        if offered {
            expected.insert(0, WtAction::Step { cell: 1 });
        } else {
            refused(&mut g, 0, WtAction::Step { cell: 1 }, WtError::DeadEnd);
        }
        assert_eq!(g.legal_actions(0), expected, "edition {edition}");
    }
}

/// Death in the middle of a beat: the rest of that beat resolves, and there is no later beat
/// (the game ends with it). Here the gamble's die takes seat 0's last life.
#[test]
fn death_mid_beat_lets_the_beat_finish_and_no_later_beat_comes() {
    // g33 is free from the north-west corner (0 -> 5 on 4x4 moves south-east).
    let mut g = table(2, &[(5, "g33", false)]);
    g.round = 2;
    stand(&mut g, 0, 0);
    stand(&mut g, 1, 15);
    g.players[0].lives = 1;
    g.players[1].lives = 5;
    plan(&mut g, 0, None, &[5, 6, 7]);
    let mut events = plan(&mut g, 1, None, &[14, 13, 12]);
    assert_eq!(g.phase, Phase::Gamble { seat: 0 });
    events.extend(g.apply(Who::Chance, &WtAction::Gamble { die: 1 }).unwrap());
    assert!(events.contains(&WtEvent::Died { seat: 0 }));
    assert!(
        events.contains(&WtEvent::Gained {
            seat: 1,
            cell: 14,
            hearts: 1,
            bullets: 1
        }),
        "the rest of the beat resolves"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtEvent::BeatStarted { beat: 2.., .. })));
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtEvent::Moved { seat: 0, cell: 6 })));
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![1]);
}

#[test]
fn a_gamble_of_two_can_empty_the_gun() {
    let mut g = table(1, &[(4, "g33", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    g.players[0].bullets = 2;
    g.players[0].kept = vec![idx("g07"), idx("r01")];
    plan(&mut g, 0, None, &[4, 3, 6]);
    let events = g.apply(Who::Chance, &WtAction::Gamble { die: 2 }).unwrap();
    assert!(events.contains(&WtEvent::Reloaded {
        seat: 0,
        gave_up: Some(idx("r01"))
    }));
    assert_eq!(g.players[0].empty_guns, 1);
    assert_eq!(g.players[0].kept, vec![idx("g07")]);
}

#[test]
fn a_winning_bid_of_all_your_lives_is_death() {
    let mut g = bounty_collision();
    g.players[0].lives = 4;
    act(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Lives { n: 4 },
        },
    )
    .unwrap();
    let events = act(
        &mut g,
        1,
        WtAction::Bid {
            stake: Stake::Bullets { n: 2 },
        },
    )
    .unwrap();
    assert!(events.contains(&WtEvent::Died { seat: 0 }));
    assert!(!events.iter().any(|e| matches!(e, WtEvent::Took { .. })));
    assert!(
        matches!(g.phase, Phase::RollOff | Phase::Over),
        "the game ends with the beat"
    );
    assert_eq!(g.scores()[0].total, 0);
}

#[test]
fn a_winning_bid_of_all_your_bullets_empties_the_gun() {
    let mut g = bounty_collision();
    g.players[0].kept = vec![idx("r01")];
    act(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Bullets { n: 10 },
        },
    )
    .unwrap();
    let events = act(
        &mut g,
        1,
        WtAction::Bid {
            stake: Stake::Bullets { n: 2 },
        },
    )
    .unwrap();
    assert!(events.contains(&WtEvent::Reloaded {
        seat: 0,
        gave_up: Some(idx("r01"))
    }));
    assert!(g.players[0].kept.contains(&idx("g01")), "and takes it");
    assert!(!g.players[0].kept.contains(&idx("r01")));
    assert_eq!(g.players[0].empty_guns, 1);
}

#[test]
fn a_seat_that_cannot_pay_does_not_bid() {
    // As `bounty_collision`, but seat 0 has lost bullets since it planned (g01 asks 2 from
    // the north): it stops, and seat 1 takes the bounty alone, paying its own side's cost.
    let mut g = table(3, &[(7, "g01", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    stand(&mut g, 1, 12);
    stand(&mut g, 2, 24);
    plan(&mut g, 0, None, &[7, 8, 9]);
    g.players[0].bullets = 1;
    plan(&mut g, 1, None, &[7, 6, 5]);
    let events = plan(&mut g, 2, None, &[23, 22, 21]);
    assert!(events.contains(&WtEvent::CannotPay { seat: 0, cell: 7 }));
    assert!(!events.iter().any(|e| matches!(e, WtEvent::Collided { .. })));
    assert!(g.players[1].kept.contains(&idx("g01")));
    assert_eq!(g.players[0].at, Some(2), "it stays where it was");
}

#[test]
fn the_card_you_start_on_binds_nothing() {
    // g39 lets you leave only north or north-east; standing on it, you may go south.
    let mut g = table(1, &[(4, "g39", false)]);
    g.round = 2;
    stand(&mut g, 0, 4);
    fresh(&mut g);
    assert!(g.legal_actions(0).contains(&WtAction::Step { cell: 7 }));
    act(&mut g, 0, WtAction::Step { cell: 7 }).unwrap();
}

#[test]
fn a_tie_on_a_timed_bounty_counts_as_entered() {
    // g36 (2 slots) reached together by seats 0 and 1, equal bids: it stays, unfilled.
    let mut g = table(3, &[(7, "g36", false)]);
    g.round = 2;
    stand(&mut g, 0, 2);
    stand(&mut g, 1, 12);
    stand(&mut g, 2, 24);
    plan(&mut g, 0, None, &[7, 8, 9]);
    plan(&mut g, 1, None, &[7, 6, 5]);
    plan(&mut g, 2, None, &[23, 22, 21]);
    for seat in [0, 1] {
        act(
            &mut g,
            seat,
            WtAction::Bid {
                stake: Stake::Bullets { n: 3 },
            },
        )
        .unwrap();
    }
    assert_eq!(g.phase, Phase::Dealing, "the round is over");
    let left = g.cells[7].card.unwrap();
    assert_eq!(left.card, idx("g36"));
    assert_eq!(left.filled, 0, "no slot fills");
}

#[test]
fn an_exit_only_card_with_an_arrow_on_the_grid_is_not_turned() {
    // g39's arrows point north and north-east: on the bottom row's middle (cell 7 of 3x3) the
    // north one points onto the grid, so it stays as dealt.
    let mut g = WildTiles::new(&WtOptions::default(), 1).unwrap();
    for cell in 0..7 {
        put(&mut g, cell, FILLER, false);
    }
    let events = g
        .apply(
            Who::Chance,
            &WtAction::Deal {
                card: idx("g39"),
                upside_down: false,
            },
        )
        .unwrap();
    assert!(!events.iter().any(|e| matches!(e, WtEvent::Turned { .. })));
    assert!(!g.cells[7].card.unwrap().upside_down);
}

#[test]
fn a_tie_with_the_gangs_die_leaves_the_bounty_and_nobody_pays() {
    let mut g = gang_table();
    put(&mut g, 1, "g07", false);
    stand(&mut g, 0, 0);
    g.round = 2;
    plan(&mut g, 0, None, &[1, 2, 5]);
    g.apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    act(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Bullets { n: 3 },
        },
    )
    .unwrap();
    let events = g.apply(Who::Chance, &WtAction::GangBid { die: 3 }).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        WtEvent::BidsShown {
            winner: None,
            gang_won: false,
            ..
        }
    )));
    assert_eq!(g.players[0].bullets, 10, "nobody pays");
    assert!(g.gang.as_ref().unwrap().kept.is_empty());
    assert_eq!(g.cells[1].card.map(|d| d.card), Some(idx("g07")));
    assert_eq!(g.phase, Phase::GangMove, "the next beat");
}

#[test]
fn the_gang_stays_put_off_the_grid_or_with_no_bounty_and_moves_in_the_final_beat() {
    // No bounty on the grid: 5 and 6 have nowhere to go.
    let mut g = gang_table();
    assert_eq!(g.gang_target(4, 5), None);
    assert_eq!(g.gang_target(4, 6), None);
    stand(&mut g, 0, 0);
    g.round = 2;
    plan(&mut g, 0, None, &[1, 2, 5]);
    let mut moves = Vec::new();
    // Beats 1 and 2, then the final beat: the gang rolls in each.
    for die in [5, 1, 6] {
        assert_eq!(g.phase, Phase::GangMove);
        let last = g.beat.last;
        let events = g.apply(Who::Chance, &WtAction::GangMove { die }).unwrap();
        for e in events {
            if let WtEvent::GangMoved { die, cell } = e {
                moves.push((die, cell, last));
            }
        }
    }
    // 5 with no bounty: stays on 4; 1: north to 1; 6 with no bounty: stays on 1.
    assert_eq!(moves, vec![(5, 4, false), (1, 1, false), (6, 1, true)]);
    // Off the grid: from the north edge, 1 stays.
    let mut g = gang_table();
    g.gang.as_mut().unwrap().at = 1;
    stand(&mut g, 0, 6);
    g.round = 2;
    plan(&mut g, 0, None, &[7, 8, 5]);
    let events = g
        .apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    assert!(events.contains(&WtEvent::GangMoved { die: 1, cell: 1 }));
    assert_eq!(g.gang.as_ref().unwrap().at, 1);
}

/// A rival-gang game is ranked on a table of its own from edition 3 (the gang takes bounties
/// from you, so the plain table left nearly every gang game a Tenderfoot); a gang game of an
/// older edition keeps the plain table it was shown.
#[test]
fn a_rival_gang_game_is_ranked_on_its_own_table() {
    let options = |edition, rival_gang| WtOptions {
        deck: DeckChoice::Normal,
        edition,
        rival_gang,
        ..WtOptions::default()
    };
    assert_eq!(
        WildTiles::solo_rank_in(&options(RULES_EDITION, true), 30),
        Some("deputy")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&options(RULES_EDITION, false), 30),
        Some("tenderfoot")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&options(2, true), 30),
        Some("tenderfoot"),
        "an older gang game keeps its rank"
    );
    assert_eq!(
        WildTiles::solo_rank_in(&options(2, true), 70),
        WildTiles::solo_rank_in(&options(2, false), 70)
    );
    // The view's live rank reads the same table.
    let mut g = gang_table();
    g.players[0].kept = vec![idx("g07"), idx("r01"), idx("g01"), idx("g16")];
    let score = g.players[0].dollars();
    let v = g.view(Some(0));
    assert_eq!(
        v.solo_rank.as_deref(),
        WildTiles::solo_rank_in(&g.options, score)
    );
    assert_ne!(
        v.solo_rank.as_deref(),
        WildTiles::solo_rank_in(&options(RULES_EDITION, false), score)
    );
}

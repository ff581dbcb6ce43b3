//! What a screen needs beside the legal actions to draw a seat's choices without knowing
//! the rules: the gold each draft costs, how the tile being placed looks in each
//! orientation, the pasture a wrangle is about, what a wrangle of each size pays, each
//! building's sign colour, and how a tussle went for each seat. `WtwView` and the tussle's
//! event carry them; nothing here changes a game.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::{Game, Seat};

use crate::content::{Building, Reward, Sign};
use crate::geometry::{distinct_orientations, orient, Laid, Orientation};
use crate::rules::{Decision, WildTiledWest, WtwAction};
use crate::settlement::Cell;

/// A legal draft (a die's draft or the Sawmill's) and the gold it costs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwDraftPrice"))]
pub struct DraftPrice {
    pub action: WtwAction,
    /// The stack's cost, plus 1 gold per stack claim-jumped.
    pub gold: u8,
}

/// The tile being placed, laid in one of the eight orientations a player can turn it to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwTileOrientation"))]
pub struct TileOrientation {
    pub orientation: Orientation,
    /// The squares, relative to the anchor (top-left), sorted by row then column.
    pub squares: Vec<Laid>,
    /// The orientation after a quarter turn clockwise, as the player sees it.
    pub turned_right: Orientation,
    /// The orientation after a mirror left-right, as the player sees it.
    pub flipped_over: Orientation,
    /// The orientation legal `Place` actions use for this same look: symmetric tiles have
    /// fewer distinct orientations than eight, and each look is offered once.
    pub placed_as: Orientation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwBuildingSign"))]
pub struct BuildingSign {
    pub building: Building,
    pub sign: Sign,
}

/// The price of each of `seat`'s legal drafts; empty unless `seat` is drafting now.
pub fn draft_prices(game: &WildTiledWest, seat: Seat) -> Vec<DraftPrice> {
    if !matches!(game.awaiting(), Some((s, Decision::Draft)) if s == seat) {
        return Vec::new();
    }
    let market = game.market();
    game.legal_actions(seat)
        .into_iter()
        .filter_map(|action| {
            let gold = match &action {
                WtwAction::Draft { die, stack, jumps } => {
                    market
                        .options(*die, u8::MAX)
                        .into_iter()
                        .find(|o| o.stack == *stack && o.jumps == *jumps)?
                        .gold
                }
                WtwAction::Sawmill { stack } => *market.costs.get(usize::from(*stack))?,
                _ => return None,
            };
            Some(DraftPrice { action, gold })
        })
        .collect()
}

/// The eight orientations of the tile whose placement the game awaits; empty otherwise.
pub fn placing_orientations(game: &WildTiledWest) -> Vec<TileOrientation> {
    let Some((_, Decision::PlaceTile { design, .. })) = game.awaiting() else {
        return Vec::new();
    };
    let Some(tile) = crate::rules::design(*design) else {
        return Vec::new();
    };
    let distinct = distinct_orientations(&tile.squares);
    // A tile laid upright only (the Sawmill) does not mirror: the flip leaves it as it is.
    let upright = crate::rules::upright_only(tile, game.edition());
    let look = |o: Orientation| orient(&tile.squares, o);
    Orientation::ALL
        .into_iter()
        .map(|orientation| {
            let squares = look(orientation);
            let placed_as = distinct
                .iter()
                .copied()
                .find(|&d| same_look(&look(d), &squares))
                .unwrap_or(orientation);
            TileOrientation {
                orientation,
                squares,
                turned_right: turned_right(orientation),
                flipped_over: if upright {
                    orientation
                } else {
                    flipped_over(orientation)
                },
                placed_as,
            }
        })
        .collect()
}

/// Every cell of the pasture that the wrangle decision at the front of the queue names by one
/// of its cells (as the pasture is now); empty when no wrangle waits.
pub fn wrangle_pasture(game: &WildTiledWest) -> Vec<Cell> {
    let Some((seat, Decision::Wrangle { pasture, .. })) = game.awaiting() else {
        return Vec::new();
    };
    let named = *pasture;
    game.player(seat)
        .and_then(|p| {
            p.settlement
                .pastures()
                .into_iter()
                .find(|pa| pa.cells.contains(&named))
        })
        .map(|pa| pa.cells)
        .unwrap_or_default()
}

/// What wrangling a pasture of `cows` cows would pay now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwWrangleReward"))]
pub struct WrangleReward {
    pub cows: u8,
    /// The scoreboard's points for that many cows.
    pub points: i32,
    /// From 4 cows: the cattle contract's reward, its large side until a wrangle flips it.
    pub contract: Option<Reward>,
}

/// What a wrangle of each size (3 to 7 cows) pays now, smallest first.
pub fn wrangle_rewards(game: &WildTiledWest) -> Vec<WrangleReward> {
    (3..=7)
        .map(|cows| {
            let (points, contract) = game.wrangle_pays(cows);
            WrangleReward {
                cows,
                points,
                contract,
            }
        })
        .collect()
}

/// Every building's sign colour (content), in `Building::ALL` order.
pub fn building_signs() -> Vec<BuildingSign> {
    Building::ALL
        .into_iter()
        .map(|building| BuildingSign {
            building,
            sign: building.sign(),
        })
        .collect()
}

fn same_look(a: &[Laid], b: &[Laid]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(p, q)| {
            (p.dx, p.dy, p.square.ground, p.square.icon)
                == (q.dx, q.dy, q.square.ground, q.square.icon)
        })
}

/// A quarter turn clockwise on screen: one more turn (the flip is applied before turning).
fn turned_right(o: Orientation) -> Orientation {
    Orientation {
        turns: (o.turns + 1) % 4,
        flipped: o.flipped,
    }
}

/// A mirror left-right of what is on screen: mirroring after `turns` turns equals mirroring
/// first and turning the other way.
fn flipped_over(o: Orientation) -> Orientation {
    Orientation {
        turns: (4 - o.turns % 4) % 4,
        flipped: !o.flipped,
    }
}

/// How a year's tussle went for one seat, in a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwTussleOutcome"))]
#[serde(rename_all = "kebab-case")]
pub enum TussleOutcome {
    /// Points won, with fewer bandits standing than someone else.
    Won,
    /// Points won level with everyone else (Bandit Ridge included): a tie scores as a win.
    Tied,
    /// Points lost: the most bandits standing.
    Lost,
    /// Neither won nor lost.
    Even,
}

/// One seat's standing in the year's tussle, were it fought now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwTussleStanding"))]
pub struct TussleStanding {
    pub outcome: TussleOutcome,
    /// The points it would score (negative: lost).
    pub points: i32,
}

/// Each seat's outcome of a tussle, from each seat's bandits standing, the points the tussle
/// gave each, and Bandit Ridge's bandits in solo.
pub fn tussle_outcomes(bandits: &[u8], points: &[i32], ridge: Option<u8>) -> Vec<TussleOutcome> {
    (0..points.len())
        .map(|seat| {
            let mine = bandits.get(seat).copied().unwrap_or(0);
            let most_of_the_others = bandits
                .iter()
                .enumerate()
                .filter(|&(other, _)| other != seat)
                .map(|(_, &b)| b)
                .chain(ridge)
                .max();
            match points[seat] {
                p if p < 0 => TussleOutcome::Lost,
                0 => TussleOutcome::Even,
                _ if most_of_the_others == Some(mine) => TussleOutcome::Tied,
                _ => TussleOutcome::Won,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::content;
    use crate::geometry::orient;

    fn mirrored(laid: &[Laid]) -> Vec<(i8, i8)> {
        let w = laid.iter().map(|l| l.dx).max().unwrap_or(0);
        let mut v: Vec<(i8, i8)> = laid.iter().map(|l| (w - l.dx, l.dy)).collect();
        v.sort_by_key(|&(x, y)| (y, x));
        v
    }

    fn turned(laid: &[Laid]) -> Vec<(i8, i8)> {
        // Clockwise on screen (y down): (x, y) -> (h - y, x).
        let h = laid.iter().map(|l| l.dy).max().unwrap_or(0);
        let mut v: Vec<(i8, i8)> = laid.iter().map(|l| (h - l.dy, l.dx)).collect();
        v.sort_by_key(|&(x, y)| (y, x));
        v
    }

    fn cells(laid: &[Laid]) -> Vec<(i8, i8)> {
        laid.iter().map(|l| (l.dx, l.dy)).collect()
    }

    #[test]
    fn turning_and_flipping_move_the_squares_as_the_player_sees_them() {
        for tile in &content().tiles {
            for o in Orientation::ALL {
                let now = orient(&tile.squares, o);
                assert_eq!(
                    cells(&orient(&tile.squares, turned_right(o))),
                    turned(&now),
                    "tile {} turned from {o:?}",
                    tile.id
                );
                assert_eq!(
                    cells(&orient(&tile.squares, flipped_over(o))),
                    mirrored(&now),
                    "tile {} flipped from {o:?}",
                    tile.id
                );
            }
        }
    }

    /// Random solo and 3-player games: at every draft, each price is the gold the draft takes;
    /// at every placement, each look's `placed_as` is how legal placements name it; at every
    /// wrangle, the whole pasture is pointed out.
    #[test]
    fn prices_and_orientations_agree_with_the_rules() {
        use saloon_core::{Actor, GameRng, Match, Who};
        let (mut drafts, mut placements) = (0, 0);
        for (players, seed) in [(1, 11), (3, 12)] {
            let (mut m, _) =
                Match::<WildTiledWest>::new(Default::default(), players, seed).unwrap();
            let mut rng = GameRng::stream(seed, 9);
            loop {
                let g = m.state();
                let seat = match g.actor() {
                    Actor::Seat(s) => s,
                    Actor::Simultaneous(seats) => seats[0],
                    Actor::Chance | Actor::GameOver => break,
                };
                // Keeping partners is simultaneous and waits in no queue.
                let decision = g
                    .awaiting()
                    .map_or(Decision::KeepPartner, |(_, d)| d.clone());
                let legal = g.legal_actions(seat);
                if decision == Decision::Draft {
                    let prices = draft_prices(g, seat);
                    for p in &prices {
                        let mut probe = g.clone();
                        let before = probe.player(seat).unwrap().gold;
                        probe.apply(Who::Seat(seat), &p.action).unwrap();
                        assert_eq!(before - probe.player(seat).unwrap().gold, p.gold);
                        drafts += 1;
                    }
                    let priced = |a: &WtwAction| prices.iter().any(|p| &p.action == a);
                    assert!(legal
                        .iter()
                        .filter(|a| matches!(
                            a,
                            WtwAction::Draft { .. } | WtwAction::Sawmill { .. }
                        ))
                        .all(priced));
                }
                if let Decision::PlaceTile { .. } = decision {
                    let looks = placing_orientations(g);
                    assert_eq!(looks.len(), 8);
                    let look_of =
                        |o: Orientation| looks.iter().find(|l| l.orientation == o).unwrap();
                    for look in &looks {
                        assert!(same_look(&look_of(look.placed_as).squares, &look.squares));
                    }
                    for a in &legal {
                        if let WtwAction::Place { orientation, .. } = a {
                            assert_eq!(look_of(*orientation).placed_as, *orientation);
                            placements += 1;
                        }
                    }
                } else {
                    assert!(placing_orientations(g).is_empty());
                }
                if let Decision::Wrangle { pasture, cows } = decision {
                    let cells = wrangle_pasture(g);
                    assert!(cells.contains(&pasture) && cells.len() >= usize::from(cows.min(3)));
                } else {
                    assert!(wrangle_pasture(g).is_empty());
                }
                let pick = legal[rng.index(legal.len())].clone();
                m.act(seat, &pick).unwrap();
            }
        }
        assert!(drafts > 20 && placements > 20, "{drafts} {placements}");
    }

    /// Random solo and 3-player games: the round within its year, the year's tussle stake,
    /// the next bandit reveal, what each wrangle pays and the mining income, as the view says
    /// them before an action, are what the game then plays out.
    #[test]
    fn the_views_numbers_are_what_the_game_then_pays() {
        use crate::rules::WtwEvent;
        use saloon_core::{Actor, GameRng, Match};
        let sb = &content().scoreboard;
        let (mut year_ends, mut tussles, mut reveals, mut wrangles, mut incomes) = (0, 0, 0, 0, 0);
        for (players, seed) in [(1, 21), (3, 22), (1, 23), (2, 24), (5, 25)] {
            let (mut m, _) =
                Match::<WildTiledWest>::new(Default::default(), players, seed).unwrap();
            let mut rng = GameRng::stream(seed, 9);
            let mut last: Option<(u8, u8)> = None;
            loop {
                let g = m.state();
                let seat = match g.actor() {
                    Actor::Seat(s) => s,
                    Actor::Simultaneous(seats) => seats[0],
                    Actor::Chance | Actor::GameOver => break,
                };
                let v = g.view(Some(seat));
                assert!((1..=v.rounds_in_year).contains(&v.round_in_year), "{v:?}");
                assert_eq!(
                    v.rounds_in_year,
                    sb.rounds_per_year[usize::from(v.year - 1)]
                );
                // The marker moves one round at a time and starts each year at its first.
                if let Some((year, round)) = last {
                    if year == v.year {
                        assert!(v.round_in_year == round || v.round_in_year == round + 1);
                    } else {
                        assert_eq!((v.year, v.round_in_year), (year + 1, 1));
                    }
                }
                last = Some((v.year, v.round_in_year));
                // The log heads its groups with the moment: the round as the track shows it.
                assert_eq!(
                    saloon_core::Game::moment(g),
                    Some((v.year, v.round_in_year))
                );
                assert!(v.next_bandit_reveal.is_none_or(|r| r >= v.round));
                if v.next_bandit_reveal.is_some() {
                    assert!(players == 1 && v.bandit_deck_size > 0);
                }
                let legal = g.legal_actions(seat);
                // Wrangle whenever a wrangle may be taken, so the test sees many.
                let pick = legal
                    .iter()
                    .find(|a| matches!(a, WtwAction::Wrangle { cows } if *cows > 0))
                    .cloned()
                    .unwrap_or_else(|| legal[rng.index(legal.len())].clone());
                let mining_of = |g: &WildTiledWest, s: Seat| g.player(s).map(|p| p.mining);
                let mining_before: Vec<_> = (0..players as Seat).map(|s| mining_of(g, s)).collect();
                let events = m.act(seat, &pick).unwrap();
                let after = m.state().view(Some(seat));
                for e in &events {
                    match e {
                        WtwEvent::RoundEnded { .. } if after.year > v.year => {
                            assert_eq!(
                                v.round_in_year, v.rounds_in_year,
                                "a year ends on its last round"
                            );
                            year_ends += 1;
                        }
                        WtwEvent::Tussle { year, .. } => {
                            assert_eq!(*year, v.year);
                            assert_eq!(v.tussle_stake, sb.tussle_points[usize::from(year - 1)]);
                            tussles += 1;
                        }
                        WtwEvent::BanditCard { .. } => {
                            assert_eq!(v.next_bandit_reveal, Some(after.round));
                            reveals += 1;
                        }
                        WtwEvent::Wrangled {
                            cows,
                            points,
                            contract,
                            ..
                        } => {
                            let r = v.wrangle_rewards[usize::from(cows - 3)];
                            assert_eq!((r.cows, r.points, r.contract), (*cows, *points, *contract));
                            wrangles += 1;
                        }
                        WtwEvent::Income { seat: s, gold }
                            if pick != (WtwAction::Income { pickaxes: true })
                                && mining_of(m.state(), *s) == mining_before[usize::from(*s)] =>
                        {
                            assert_eq!(v.players[usize::from(*s)].mining_income, *gold);
                            incomes += 1;
                        }
                        _ => {}
                    }
                }
            }
            let over = m.state().view(Some(0));
            assert_eq!((over.tussle_stake, over.next_bandit_reveal), (0, None));
        }
        assert!(
            year_ends >= 12 && tussles >= 12 && reveals > 2 && wrangles > 2 && incomes > 8,
            "{year_ends} {tussles} {reveals} {wrangles} {incomes}"
        );
    }

    /// A final view saved in the history before the view carried these fields still reads.
    #[test]
    fn a_view_saved_without_the_newer_fields_still_reads() {
        use crate::rules::{WtwOptions, WtwView};
        let game = WildTiledWest::new(&WtwOptions::default(), 1).unwrap();
        let mut json = serde_json::to_value(game.view(Some(0))).unwrap();
        let view = json.as_object_mut().unwrap();
        for key in [
            "round_in_year",
            "rounds_in_year",
            "tussle_stake",
            "next_bandit_reveal",
            "wrangle_rewards",
        ] {
            assert!(view.remove(key).is_some(), "{key}");
        }
        for p in view["players"].as_array_mut().unwrap() {
            assert!(p.as_object_mut().unwrap().remove("mining_income").is_some());
        }
        let old: WtwView = serde_json::from_value(json).unwrap();
        assert_eq!((old.round_in_year, old.tussle_stake), (0, 0));
        assert!(old.wrangle_rewards.is_empty() && old.next_bandit_reveal.is_none());
    }

    #[test]
    fn every_building_has_its_sign() {
        let signs = building_signs();
        assert_eq!(signs.len(), Building::ALL.len());
        assert!(signs
            .iter()
            .any(|s| s.building == Building::Bank && s.sign == Sign::Red));
    }

    #[test]
    fn a_tussle_is_won_tied_lost_or_even_for_each_seat() {
        use TussleOutcome::*;
        // Fewest wins, most loses, in between neither.
        assert_eq!(
            tussle_outcomes(&[1, 3, 2], &[4, -4, 0], None),
            vec![Won, Lost, Even]
        );
        // All level: everyone wins, tied (the Hotel's bonus does not change it).
        assert_eq!(tussle_outcomes(&[2, 2], &[6, 4], None), vec![Tied, Tied]);
        // Solo, against Bandit Ridge: level is a tie, fewer a win, more a loss.
        assert_eq!(tussle_outcomes(&[3], &[4], Some(3)), vec![Tied]);
        assert_eq!(tussle_outcomes(&[2], &[4], Some(3)), vec![Won]);
        assert_eq!(tussle_outcomes(&[4], &[-4], Some(3)), vec![Lost]);
        // The cases the screen's own copy of this was tested on, told the same.
        assert_eq!(tussle_outcomes(&[3], &[2], Some(3)), vec![Tied]);
        assert_eq!(tussle_outcomes(&[4], &[2], Some(3)), vec![Won]);
        assert_eq!(tussle_outcomes(&[2], &[-2], Some(3)), vec![Lost]);
        assert_eq!(tussle_outcomes(&[5, 5, 1], &[4, 4, -4], None)[0], Tied);
        assert_eq!(
            tussle_outcomes(&[5, 3, 1], &[4, 0, -4], None),
            vec![Won, Even, Lost]
        );
    }

    #[test]
    fn the_view_gives_the_hat_the_ridges_standing_bandits_and_the_live_solo_rank() {
        use crate::rules::{WtwOptions, HAT_SPACE};
        let solo = WildTiledWest::new(&WtwOptions::default(), 1).unwrap();
        let v = solo.view(Some(0));
        assert_eq!(v.hat_space, HAT_SPACE);
        assert_eq!(v.ridge_standing, v.ridge.bandits - v.ridge.covered);
        let total = solo.scores_seen_by(Some(0))[0].total;
        assert_eq!(v.solo_rank.as_deref(), WildTiledWest::rank(total));
        let above = v
            .solo_ranks
            .iter()
            .filter(|r| r.min > total)
            .min_by_key(|r| r.min);
        assert_eq!(v.next_solo_rank.as_ref(), above);
        assert!(above.is_some(), "a rank to reach at the start");
        let table = WildTiledWest::new(&WtwOptions::default(), 2).unwrap();
        let v = table.view(Some(0));
        assert_eq!(
            (v.solo_rank, v.next_solo_rank),
            (None, None),
            "ranks are solo only"
        );
    }
}

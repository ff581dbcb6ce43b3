//! What the views and events tell: no other seat's secret path or bid, and every change of a
//! seat's purse.

use super::*;

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

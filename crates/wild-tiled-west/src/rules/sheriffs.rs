//! Sheriffs and bandits (the rulebook's SHERIFFS AND BANDITS): sheriffs shoot as soon as they
//! have the bullets, and which bandit a shot takes.

use super::*;

impl WildTiledWest {
    /// Shoots for any seat whose sheriffs have targets: all of them when bullets suffice,
    /// otherwise asks the player (a Shoot decision at the front). Returns whether it did
    /// anything.
    pub(super) fn auto_shoot(&mut self, events: &mut impl Events<WtwEvent>) -> bool {
        if matches!(
            self.queue.front(),
            Some(Task::Decide(_, Decision::Shoot { .. }))
        ) {
            return false;
        }
        for seat in 0..self.players.len() as Seat {
            let p = &self.players[usize::from(seat)];
            if p.bullets == 0 {
                continue;
            }
            let targets = p.settlement.all_targets();
            if targets.is_empty() {
                continue;
            }
            if targets.len() <= usize::from(p.bullets) {
                for t in targets {
                    self.shoot(seat, t, events);
                }
            } else {
                self.queue
                    .push_front(Task::Decide(seat, Decision::Shoot { anywhere: false }));
            }
            return true;
        }
        false
    }

    pub(super) fn shoot(&mut self, seat: Seat, target: Cell, events: &mut impl Events<WtwEvent>) {
        let p = self.p(seat);
        p.bullets -= 1;
        p.settlement.tombstone(target);
        events.tell(|| WtwEvent::Shot {
            seat,
            x: target.0 as i8,
            y: target.1 as i8,
        });
    }
}

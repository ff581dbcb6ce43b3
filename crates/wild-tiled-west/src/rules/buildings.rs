//! Buildings (the rulebook's Buildings and the Building Guide): which buildings a seat has,
//! what surrounding one pays, and the General Store's choice.

use super::*;

impl WildTiledWest {
    /// How many of `building` a seat has built.
    pub(super) fn building_count(&self, seat: Seat, building: Building) -> u8 {
        self.players[usize::from(seat)]
            .settlement
            .placements()
            .iter()
            .filter(|p| p.building == Some(building))
            .count() as u8
    }

    /// How many times a yellow sign pays: once per copy built (edition 2 on, as the pink signs
    /// score per copy), once whatever the copies in edition 1.
    pub(super) fn yellow_sign_copies(&self, seat: Seat, building: Building) -> u8 {
        let copies = self.building_count(seat, building);
        if self.edition >= 2 {
            copies
        } else {
            copies.min(1)
        }
    }

    pub(super) fn check_surrounded(
        &mut self,
        seat: Seat,
        follow: &mut Vec<Task>,
        events: &mut impl Events<WtwEvent>,
    ) {
        let p = &self.players[usize::from(seat)];
        let placements: Vec<(u16, Building)> = p
            .settlement
            .placements()
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                t.building
                    .filter(|b| b.sign() == Sign::Red)
                    .map(|b| (i as u16, b))
            })
            .filter(|(i, _)| !p.surrounded.contains(i))
            .collect();
        if placements.is_empty() {
            return;
        }
        let ids: Vec<u16> = placements.iter().map(|&(i, _)| i).collect();
        // Paying out changes nothing on the board, so all are checked at once.
        let surrounded = p.settlement.surrounded_among(&ids);
        for ((i, b), surrounded) in placements.into_iter().zip(surrounded) {
            if !surrounded {
                continue;
            }
            self.p(seat).surrounded.push(i);
            events.tell(|| WtwEvent::Surrounded { seat, building: b });
            match b {
                Building::Bank => self.reward(seat, Reward::Gold(Building::BANK_GOLD), events),
                Building::TownHall => self.p(seat).points.buildings += Building::TOWN_HALL_POINTS,
                Building::GeneralStore => follow.push(Task::Decide(seat, Decision::GeneralStore)),
                _ => {}
            }
        }
    }

    pub(super) fn general_store(
        &mut self,
        seat: Seat,
        choice: StoreChoice,
        events: &mut impl Events<WtwEvent>,
    ) {
        match choice {
            StoreChoice::Bullets => self.reward(seat, Reward::Bullets(2), events),
            StoreChoice::Pickaxes => self.mine(seat, 2, events),
            StoreChoice::Alleys => {
                for _ in 0..2 {
                    let t = self.alley_task(seat);
                    self.queue.push_front(t);
                }
            }
        }
    }
}

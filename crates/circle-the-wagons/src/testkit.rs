//! What Circle the Wagons hides, for the app's hidden-information search (`testkit` feature).

use std::collections::BTreeSet;

use saloon_core::testkit::Secrets;
use saloon_core::Game;

use crate::CircleTheWagons;

impl Secrets for CircleTheWagons {
    const HIDDEN_KEYS: &'static [&'static str] = &["deck", "deck_order"];

    /// Everything on a Circle the Wagons table is face up: the deal is the circle itself.
    /// The search still checks that no payload carries the seed, the chance stream or a deck.
    fn secrets(&self) -> Vec<BTreeSet<u64>> {
        vec![BTreeSet::new(); self.players()]
    }

    fn shown(_payload: &serde_json::Value) -> BTreeSet<u64> {
        BTreeSet::new()
    }
}

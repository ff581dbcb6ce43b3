//! What Wild Tiled West hides, for the app's hidden-information search (`testkit` feature):
//! each seat's face-down partner and the partners dealt to it, and the two decks.

use std::collections::BTreeSet;

use saloon_core::testkit::Secrets;
use saloon_core::{Game, Seat};
use serde_json::Value;

use crate::WildTiledWest;

impl Secrets for WildTiledWest {
    const HIDDEN_KEYS: &'static [&'static str] = &["partner_deck", "bandit_deck"];

    /// A seat's face-down partner, and the partners dealt to it that are not (yet) face up
    /// anywhere.
    fn secrets(&self) -> Vec<BTreeSet<u64>> {
        let public = self.view(None);
        let face_up: BTreeSet<u8> = public
            .partner_supply
            .iter()
            .chain(public.players.iter().flat_map(|p| p.partners.iter()))
            .copied()
            .collect();
        (0..self.players() as Seat)
            .map(|seat| {
                let own = &self.view(Some(seat)).players[usize::from(seat)];
                own.hidden_partner
                    .iter()
                    .chain(own.dealt.iter().filter(|d| !face_up.contains(d)))
                    .map(|&id| u64::from(id))
                    .collect()
            })
            .collect()
    }

    /// Card ids in the places that hold partners: any key naming a partner, the dealt cards,
    /// and the id of a partner-gained event.
    fn shown(payload: &Value) -> BTreeSet<u64> {
        let mut out = BTreeSet::new();
        partner_ids(payload, false, &mut out);
        out
    }
}

fn partner_ids(json: &Value, under_partner_key: bool, out: &mut BTreeSet<u64>) {
    match json {
        Value::Number(n) if under_partner_key => out.extend(n.as_u64()),
        Value::Array(items) => {
            for item in items {
                partner_ids(item, under_partner_key, out);
            }
        }
        Value::Object(map) => {
            let gained = map
                .get("type")
                .is_some_and(|t| t.as_str().is_some_and(|t| t.contains("partner")));
            for (key, item) in map {
                let partner_key = (key.contains("partner") && !key.ends_with("_size"))
                    || key == "dealt"
                    || (gained && key == "id");
                partner_ids(item, under_partner_key || partner_key, out);
            }
        }
        _ => {}
    }
}

//! Dealing a described game from a deal number, shuffled as the other
//! games are (`seeded_shuffle` of the deck in face order), or as the
//! description's shuffle says.

use super::dealing::places;
use super::vocabulary::{Dealing, HomeDeal, Stock};
use super::{DescId, Described};
use crate::model::card::{Card, Rank};
use crate::model::deck::Copies;

impl Described {
    /// Deal `number` of `id`: the cards the deal puts home first (every
    /// ace, in the order they come, or one card to `f0`), then the
    /// reserve, then the columns row by row from `t0` (each column's
    /// lowest cards face down as the description says), then the cells
    /// from `c0`, and the rest to the stock (its last card drawn first),
    /// the cards dealt to the waste turned from its top. The copies of
    /// each face are numbered as the notation reads them (pile after pile,
    /// each bottom first), so a deal is exactly the position its notation
    /// reads back as.
    pub fn deal(number: u64, id: DescId) -> Described {
        let mut game = Described::empty(id);
        let d = id.description();
        let mut cards = d.shuffle.cards(number, d.deck);
        match d.home_deal {
            HomeDeal::None => {}
            HomeDeal::Aces => {
                let (aces, rest): (Vec<_>, Vec<_>) =
                    cards.into_iter().partition(|c| c.rank() == Rank::ACE);
                for (foundation, ace) in game.foundations.iter_mut().zip(aces) {
                    foundation.push(ace);
                }
                cards = rest;
            }
            HomeDeal::One => {
                let card = cards.remove(0);
                game.base = card.rank();
                game.foundations[0].push(card);
            }
            HomeDeal::Beak => {
                let base = cards[0].rank();
                game.base = base;
                let (home, rest): (Vec<_>, Vec<_>) = cards
                    .into_iter()
                    .enumerate()
                    .partition(|&(i, c)| i > 0 && c.rank() == base);
                for (foundation, (_, card)) in game.foundations.iter_mut().zip(home) {
                    foundation.push(card);
                }
                cards = rest.into_iter().map(|(_, c)| c).collect();
            }
        }
        let mut next = cards.into_iter();
        for _ in 0..d.reserve {
            game.reserve.extend(next.next());
        }
        // The zigzag lays the columns out by its places.
        if d.dealing == Dealing::Zigzag {
            let count = d.deal.iter().map(|&n| usize::from(n)).sum();
            let cards: Vec<Card> = next.by_ref().take(count).collect();
            let places = places(d, cards.len());
            game.lay_columns(cards, places);
        }
        let rows = match d.dealing {
            Dealing::Zigzag => 0,
            _ => d.deal.iter().copied().max().unwrap_or(0),
        };
        for row in 0..rows {
            for (column, &count) in game.columns.iter_mut().zip(&d.deal) {
                if row < d.dealing.in_rows(count) {
                    column.extend(next.next());
                }
            }
        }
        d.dealing.finish(&mut game.columns, &d.deal, &mut next);
        for (column, &down) in game.columns.iter_mut().zip(&d.face_down) {
            column.set_face_down(usize::from(down));
        }
        for cell in game.cells.iter_mut().take(usize::from(d.cells_dealt)) {
            cell.extend(next.next());
        }
        if d.stock != Stock::None {
            for card in next {
                game.stock.push_face_down(card);
            }
        }
        let turned = game.stock.take(usize::from(d.waste_dealt));
        game.waste.extend(turned);
        let mut copies = Copies::new(d.deck);
        for pile in game.all_piles_mut() {
            copies.number(pile).expect("the deck's own cards");
        }
        game
    }
}

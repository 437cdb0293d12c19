//! Temporary visual check of the card painter: draws the deck, the back and
//! the empty marks, saves a screenshot and exits.
//! Env: CARD_W (default 80), FOUR=1, LARGE=1, OUT (default /tmp/cards.png).

use felt::model::card::{Card, Suit};
use felt::view::painter::{CardPainter, EmptyMark, PaintOptions, CARD_ASPECT};
use macroquad::prelude::*;

fn conf() -> Conf {
    Conf {
        window_title: "painter demo".into(),
        window_width: 1280,
        window_height: 900,
        ..Default::default()
    }
}

#[macroquad::main(conf)]
async fn main() {
    let env = |k: &str| std::env::var(k).ok();
    let w: f32 = env("CARD_W").and_then(|v| v.parse().ok()).unwrap_or(80.0);
    let h = w * CARD_ASPECT;
    let options = PaintOptions {
        four_color: env("FOUR").is_some(),
        large_index: env("LARGE").is_some(),
    };
    let shift: f32 = env("SHIFT").and_then(|v| v.parse().ok()).unwrap_or(0.0);
    let out = env("OUT").unwrap_or_else(|| "/tmp/cards.png".into());
    let mut painter = CardPainter::new();
    for frame in 0..4 {
        clear_background(Color::new(0.05, 0.40, 0.20, 1.0));
        painter.ensure(w, h, options);
        let gap = w * 0.1;
        for card in Card::deck() {
            let col = card.rank().value() as f32 - 1.0 - shift;
            let row = card.suit().index() as f32;
            let (x, y) = (10.0 + col * (w + gap), 10.0 + row * (h + gap));
            painter.draw_shadow(x, y, w, h, 0.0);
            painter.draw_face(card, x, y, w, h, 1.0);
        }
        let y = 10.0 + 4.0 * (h + gap);
        let marks = [
            EmptyMark::Outline,
            EmptyMark::Foundation(None),
            EmptyMark::Foundation(Some(Suit::Clubs)),
            EmptyMark::Foundation(Some(Suit::Diamonds)),
            EmptyMark::Foundation(Some(Suit::Hearts)),
            EmptyMark::Foundation(Some(Suit::Spades)),
            EmptyMark::Stock { can_recycle: true },
            EmptyMark::Stock { can_recycle: false },
            EmptyMark::FreeCell,
        ];
        painter.draw_shadow(10.0, y, w, h, 0.0);
        painter.draw_back(10.0, y, w, h, 1.0);
        painter.draw_back(10.0 + (w + gap), y, w, h, 0.5);
        for (i, mark) in marks.into_iter().enumerate() {
            painter.draw_empty(mark, 10.0 + (i as f32 + 2.0) * (w + gap), y, w, h);
        }
        // A fanned column with a highlight and a lifted card.
        let x = 10.0 + 11.0 * (w + gap);
        for (i, name) in ["KS", "QH", "JC", "TD"].iter().enumerate() {
            let card: Card = name.parse().expect("card");
            let cy = y + i as f32 * h * 0.26;
            painter.draw_face(card, x, cy, w, h, 1.0);
        }
        painter.draw_highlight(x, y + 3.0 * h * 0.26, w, h, Color::new(1.0, 0.85, 0.2, 0.9));
        let x2 = 10.0 + 12.0 * (w + gap);
        painter.draw_shadow(x2 + 4.0, y + 8.0, w, h, 1.0);
        painter.draw_face("AS".parse().expect("card"), x2 + 4.0, y + 8.0, w, h, 1.0);
        for (i, suit) in Suit::ALL.into_iter().enumerate() {
            painter.draw_suit(
                suit,
                10.0 + i as f32 * 26.0,
                870.0,
                20.0,
                painter.suit_color(suit, options),
            );
        }
        draw_text_ex(
            "Felt ← → ↑ ↓ · … × ✓ • 0123456789 score 1234",
            130.0,
            888.0,
            TextParams {
                font: Some(painter.font()),
                font_size: 22,
                color: WHITE,
                ..Default::default()
            },
        );
        if frame == 3 {
            get_screen_data().export_png(&out);
        }
        next_frame().await;
    }
}

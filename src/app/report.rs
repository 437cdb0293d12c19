//! A JSON description of the table for the web page's test hook
//! (`window.felt.state`): the deal, counters, the position in notation and
//! where each card and pile lies in CSS pixels. Written by hand: it is small
//! and flat.

use super::idle::NextFrame;
use super::{App, Panel};

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

fn rect(r: &crate::view::layout::Rect) -> String {
    format!("[{:.1},{:.1},{:.1},{:.1}]", r.x, r.y, r.w, r.h)
}

impl App {
    /// A button's name in the report: its label, but a tile's buttons name
    /// their game (every tile has a Play and a daily deal): Play by the
    /// game's title, the body as "title · tile".
    fn report_label(&self, button: crate::app::hud::Button) -> String {
        use crate::app::hud::Button;
        match button {
            Button::Daily(v) => format!("{} · today", v.title()),
            Button::Game(v) => v.title().to_string(),
            Button::Tile(v) => format!("{} · tile", v.title()),
            b => self.button_label(b),
        }
    }

    /// In the chooser: its games with their records and whether today's
    /// deal is won, the focused button and the scroll.
    fn chooser_json(&self) -> String {
        if self.panel() != Some(&Panel::ChooseGame) {
            return String::new();
        }
        let games: Vec<String> = self
            .chooser_entries()
            .iter()
            .map(|(g, daily)| {
                let r = self.stats().record(g.variant);
                let today = match (daily, self.today()) {
                    (true, Some(d)) => self.stats().is_daily_won(g.variant, d).to_string(),
                    _ => "null".into(),
                };
                format!(
                    "{{\"id\":\"{}\",\"played\":{},\"won\":{},\"dailyWon\":{today}}}",
                    g.id, r.played, r.won
                )
            })
            .collect();
        let focus = self.panel_focus().map_or("null".into(), |(b, _)| {
            format!("\"{}\"", escape(&self.report_label(b)))
        });
        let calendar = match self.calendar_month() {
            Some(month) => {
                let game = self.calendar_game().variant;
                let won: Vec<String> = self
                    .stats()
                    .daily_days_in_month(game, month)
                    .iter()
                    .map(u8::to_string)
                    .collect();
                format!(
                    "{{\"game\":\"{}\",\"month\":\"{}-{:02}\",\"won\":[{}],\"streak\":{}}}",
                    game.name(),
                    month.year,
                    month.month,
                    won.join(","),
                    self.today()
                        .map_or(0, |d| self.stats().daily_streak(game, d))
                )
            }
            None => "null".into(),
        };
        let selected = self
            .selected_tile()
            .map_or("null".into(), |v| format!("\"{}\"", v.name()));
        format!(
            ",\"games\":[{}],\"focus\":{focus},\"selected\":{selected},\"scroll\":{},\"calendar\":{calendar}",
            games.join(","),
            self.chooser_layout().scroll
        )
    }

    /// The table as JSON, with when the shell draws next (`next`: its
    /// own needs as well as the app's, so the shell says).
    pub fn state_json(&self, next: NextFrame) -> String {
        let game = self.game();
        let layout = self.layout();
        let cards: Vec<String> = layout
            .spots()
            .map(|(card, spot)| {
                format!(
                    "\"{}\":{{\"pile\":\"{}\",\"index\":{},\"up\":{},\"rect\":{}}}",
                    card.key(),
                    spot.pile,
                    spot.index,
                    spot.face_up,
                    rect(&spot.rect)
                )
            })
            .collect();
        let slots: Vec<String> = layout
            .slots()
            .map(|(pile, r)| format!("\"{pile}\":{}", rect(&r)))
            .collect();
        let buttons: Vec<String> = self
            .hud()
            .buttons
            .iter()
            // As labelled now: the toolbar's Pause reads Resume, paused.
            .map(|(b, r)| format!("\"{}\":{}", escape(&self.button_label(*b)), rect(r)))
            .collect();
        let legal: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|mv| format!("\"{mv}\""))
            .collect();
        let hint = self.hint().map_or("null".to_string(), |h| {
            format!("{{\"move\":\"{}\",\"proven\":{}}}", h.mv, h.proven)
        });
        let panel = self
            .panel_layout()
            .map_or("null".to_string(), |(layout, _)| {
                let buttons: Vec<String> = layout
                    .buttons
                    .iter()
                    .map(|(b, r)| format!("\"{}\":{}", escape(&self.report_label(*b)), rect(r)))
                    .collect();
                let name = self.panel().map_or("", Panel::name);
                format!(
                    "{{\"name\":\"{name}\",\"buttons\":{{{}}}{}}}",
                    buttons.join(","),
                    self.chooser_json()
                )
            });
        let bars = &self.hud().bars;
        let chrome = format!(
            "{{\"toolbar\":{},\"status\":{},\"table\":{},\"edge\":\"{}\",\"text\":{},\"labels\":\"{}\",\"panel\":{}}}",
            rect(&bars.toolbar),
            rect(&bars.status),
            rect(&bars.table),
            match bars.edge {
                crate::view::chrome::Edge::Top => "top",
                crate::view::chrome::Edge::Bottom => "bottom",
            },
            bars.scale.text,
            match bars.labels {
                crate::view::chrome::LabelPlace::Beside => "beside",
                crate::view::chrome::LabelPlace::Below => "below",
                crate::view::chrome::LabelPlace::Hidden => "hidden",
            },
            self.panel_layout()
                .map_or("null".to_string(), |(layout, _)| rect(&layout.frame)),
        );
        format!(
            "{{\"variant\":\"{}\",\"deal\":{},\"moves\":{},\"won\":{},\"canUndo\":{},\"canRedo\":{},\
             \"light\":\"{}\",\"next\":\"{}\",\"hint\":{},\"message\":\"{}\",\"notation\":\"{}\",\"legal\":[{}],\"cards\":{{{}}},\"slots\":{{{}}},\"buttons\":{{{}}},\"chrome\":{},\"panel\":{}}}",
            self.deal().variant.name(),
            self.deal().number,
            game.moves(),
            game.is_won(),
            self.can_undo(),
            self.can_redo(),
            self.light().label(),
            next.label(),
            hint,
            escape(self.message().unwrap_or("")),
            escape(&game.to_string()),
            legal.join(","),
            cards.join(","),
            slots.join(","),
            buttons.join(","),
            chrome,
            panel
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Settings;
    use crate::games::{Deal, Variant};

    #[test]
    fn the_report_names_the_deal_and_places_every_card() {
        let deal = Deal::new("freecell".parse::<Variant>().unwrap(), 1).unwrap();
        let app = App::new(deal, Settings::default(), 800.0, 600.0, 1);
        let json = app.state_json(app.next_frame());
        assert!(
            json.contains("\"next\":\"now\""),
            "the solver thinks: {json}"
        );
        assert!(json.starts_with("{\"variant\":\"freecell\",\"deal\":1,"));
        assert!(json.contains("\"notation\":\": JD KD 2S 4C 3S 6D 6S\\n"));
        assert!(json.contains("\"JD\":{\"pile\":\"t0\",\"index\":0,\"up\":true,\"rect\":["));
        assert_eq!(json.matches("\"pile\":").count(), 52);
        assert!(json.contains("\"legal\":[\"t"), "legal moves in notation");
        assert!(json.ends_with("\"panel\":null}"));
        let mut app = app;
        app.intent(crate::input::intent::Intent::Menu);
        let json = app.state_json(NextFrame::Input);
        assert!(json.contains("\"next\":\"input\""));
        assert!(json.contains("\"panel\":{\"name\":\"menu\",\"buttons\":{\"New\":["));
        assert_eq!(escape("a\"b\\c\n\u{1}"), "a\\\"b\\\\c\\n\\u0001");
    }
}

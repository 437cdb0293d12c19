//! Widths of text without a font at hand: the layout runs without a window,
//! so it estimates how wide a line of the UI font (DejaVu Sans Bold) is,
//! and the drawing, which measures, only ever shrinks a line to fit.

/// An estimate of `text`'s width in ems of DejaVu Sans Bold, slightly
/// generous so a line laid out by it fits when measured.
pub fn estimated_ems(text: &str) -> f32 {
    text.chars()
        .map(|c| match c {
            ' ' => 0.35,
            'i' | 'l' | 'j' | '.' | ',' | ':' | ';' | '!' | '\'' | '|' => 0.36,
            'f' | 't' | 'r' | 'I' | '(' | ')' | '[' | ']' | '/' => 0.5,
            'm' | 'w' | 'M' | 'W' => 1.0,
            'A'..='Z' | '#' | '%' | '&' => 0.8,
            _ => 0.7,
        })
        .sum()
}

/// The words of `text` in lines no wider than `width` pixels at `px`
/// pixels a em (a word wider than that gets a line of its own).
pub fn wrap_to_width(text: &str, width: f32, px: f32) -> Vec<String> {
    let room = width / px.max(1.0);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let longer = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && estimated_ems(&longer) > room {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

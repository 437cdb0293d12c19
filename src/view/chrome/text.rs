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

/// What sets two items of a line apart (Help's keys): at a line break it
/// goes, the break setting them apart.
pub const SEPARATOR: &str = "·";

/// The words of `text` in lines no wider than `width` pixels at `px`
/// pixels a em (a word wider than that gets a line of its own). A
/// [`SEPARATOR`] never ends or starts a line.
pub fn wrap_to_width(text: &str, width: f32, px: f32) -> Vec<String> {
    let room = width / px.max(1.0);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let words: Vec<&str> = text.split_whitespace().collect();
    for (i, &word) in words.iter().enumerate() {
        if word == SEPARATOR {
            // Kept only when the word after it fits on this line too;
            // else the line breaks here instead.
            let next = words.get(i + 1).copied().unwrap_or("");
            let with = format!("{line} {word} {next}");
            if line.is_empty() || next.is_empty() {
                continue;
            }
            if estimated_ems(&with) > room {
                lines.push(std::mem::take(&mut line));
                continue;
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_separator_never_ends_or_starts_a_line_and_a_break_stands_for_it() {
        let text = "A: one · B: two · C: three · D: four";
        for width in [60.0, 80.0, 100.0, 140.0, 400.0] {
            let lines = wrap_to_width(text, width, 10.0);
            for line in &lines {
                assert!(
                    !line.starts_with(SEPARATOR) && !line.ends_with(SEPARATOR),
                    "{width}: {lines:?}"
                );
            }
            let joined = lines.join("\n");
            for pair in ["one B", "two C", "three D"] {
                assert!(!joined.contains(pair), "{width}: {lines:?}");
            }
        }
    }
}

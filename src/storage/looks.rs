//! The looks a player chooses in Settings: the card back's design and the
//! table's colour. Each is a closed set with a stored name that never
//! changes (the settings file keeps the name), and a next choice for the
//! settings button that cycles. How each looks is the drawing's business.

/// The design on the back of the cards, all drawn in code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CardBack {
    /// A blue diagonal lattice with a medallion.
    #[default]
    Lattice,
    /// Red diagonal stripes with a medallion.
    Stripes,
    /// Green with rows of dots.
    Dots,
    /// Purple zigzag waves.
    Waves,
    /// Black and gold checks.
    Checks,
}

impl CardBack {
    pub const ALL: [CardBack; 5] = [
        CardBack::Lattice,
        CardBack::Stripes,
        CardBack::Dots,
        CardBack::Waves,
        CardBack::Checks,
    ];

    /// The stored name, which is also the one shown.
    pub fn name(self) -> &'static str {
        match self {
            CardBack::Lattice => "lattice",
            CardBack::Stripes => "stripes",
            CardBack::Dots => "dots",
            CardBack::Waves => "waves",
            CardBack::Checks => "checks",
        }
    }

    pub fn from_name(name: &str) -> Option<CardBack> {
        CardBack::ALL.into_iter().find(|b| b.name() == name)
    }

    /// The next design, for a button that cycles.
    pub fn next(self) -> CardBack {
        let at = CardBack::ALL.iter().position(|b| *b == self).unwrap_or(0);
        CardBack::ALL[(at + 1) % CardBack::ALL.len()]
    }
}

/// The colour of the table's cloth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TableColour {
    #[default]
    Green,
    Blue,
    Red,
    Grey,
}

impl TableColour {
    pub const ALL: [TableColour; 4] = [
        TableColour::Green,
        TableColour::Blue,
        TableColour::Red,
        TableColour::Grey,
    ];

    /// The stored name, which is also the one shown.
    pub fn name(self) -> &'static str {
        match self {
            TableColour::Green => "green",
            TableColour::Blue => "blue",
            TableColour::Red => "red",
            TableColour::Grey => "grey",
        }
    }

    pub fn from_name(name: &str) -> Option<TableColour> {
        TableColour::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The next colour, for a button that cycles.
    pub fn next(self) -> TableColour {
        let at = TableColour::ALL
            .iter()
            .position(|c| *c == self)
            .unwrap_or(0);
        TableColour::ALL[(at + 1) % TableColour::ALL.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_look_is_found_by_its_name_and_the_buttons_cycle_through_all() {
        for b in CardBack::ALL {
            assert_eq!(CardBack::from_name(b.name()), Some(b));
        }
        for c in TableColour::ALL {
            assert_eq!(TableColour::from_name(c.name()), Some(c));
        }
        let mut b = CardBack::default();
        for _ in 0..CardBack::ALL.len() {
            b = b.next();
        }
        assert_eq!(b, CardBack::default());
        assert_eq!(TableColour::Grey.next(), TableColour::Green);
        assert_eq!(CardBack::from_name("paisley"), None);
    }
}

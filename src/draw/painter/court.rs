//! Jack, queen and king figures drawn from shapes.
//!
//! Each figure is a half-length portrait (head, headgear, shoulders, robe,
//! an attribute in hand) in its own space: `u` across from -0.6 to 0.6, `v`
//! down from 0 (top) to 1 (the waist, where the card is cut). The card shows
//! it twice, the lower copy turned a half turn, like printed court cards.
//! Parts carry a [`Role`] rather than a colour so one tessellation serves
//! every suit and both colour schemes.

use super::palette::{self, court_accent, suit_ink};
use super::pips::Area;
use super::shape::{Pen, Shape, Xform};
use crate::model::card::{Rank, Suit};
use macroquad::color::Color;

/// What a part is painted with; resolved per suit when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// The suit's own colour.
    Ink,
    Gold,
    /// Blue on red suits, red on black suits.
    Accent,
    Skin,
    Hair,
    White,
    /// The fine dark outlines that make it look printed.
    Line,
}

/// Width of the printed outline, in figure units.
const OUTLINE: f32 = 0.013;

/// One figure: its parts in drawing order and its hair colour.
#[derive(Clone, Debug)]
struct Figure {
    parts: Vec<(Shape, Role)>,
    hair: Color,
}

impl Figure {
    fn new(hair: Color) -> Figure {
        Figure {
            parts: Vec::new(),
            hair,
        }
    }

    /// A filled part with its printed outline.
    fn part(&mut self, role: Role, draw: impl Fn(&mut Pen)) {
        let mut fill = Pen::new();
        draw(&mut fill);
        let path = fill.build();
        self.parts.push((Shape::fill(&path), role));
        self.parts.push((Shape::stroke(&path, OUTLINE), Role::Line));
    }

    /// A filled part without outline (small details).
    fn detail(&mut self, role: Role, draw: impl Fn(&mut Pen)) {
        let mut pen = Pen::new();
        draw(&mut pen);
        self.parts.push((pen.fill(), role));
    }

    /// A stroked line.
    fn line(&mut self, role: Role, width: f32, draw: impl Fn(&mut Pen)) {
        let mut pen = Pen::new();
        draw(&mut pen);
        self.parts.push((pen.stroke(width), role));
    }
}

/// The three tessellated court figures.
#[derive(Clone, Debug)]
pub(crate) struct CourtArt {
    /// Jack, queen, king.
    figures: [Figure; 3],
}

impl Default for CourtArt {
    fn default() -> Self {
        CourtArt::new()
    }
}

impl CourtArt {
    pub(crate) fn new() -> CourtArt {
        CourtArt {
            figures: [jack(), queen(), king()],
        }
    }

    /// Triangle count of a figure.
    #[cfg(test)]
    pub(crate) fn triangles(&self, rank: Rank) -> usize {
        self.figure(rank)
            .map_or(0, |f| f.parts.iter().map(|(s, _)| s.triangles()).sum())
    }

    fn figure(&self, rank: Rank) -> Option<&Figure> {
        match rank.value() {
            11..=13 => self.figures.get(rank.value() as usize - 11),
            _ => None,
        }
    }

    /// Draws the framed double portrait of `rank` in `frame` (card units),
    /// `card` mapping card units to pixels; `pip` draws the suit beside it.
    pub(crate) fn draw(
        &self,
        rank: Rank,
        suit: Suit,
        four_color: bool,
        frame: Area,
        card: &Xform,
        pip: &dyn Fn(f32, f32, f32, bool),
    ) {
        let Some(figure) = self.figure(rank) else {
            return;
        };
        let ink = suit_ink(suit, four_color);
        let colour = |role: Role| match role {
            Role::Ink => ink,
            Role::Gold => palette::GOLD,
            Role::Accent => court_accent(suit, four_color),
            Role::Skin => palette::SKIN,
            Role::Hair => figure.hair,
            Role::White => palette::WHITE,
            Role::Line => palette::LINE,
        };

        let mut paper = Pen::new();
        paper.rect(frame.x, frame.y, frame.w, frame.h);
        paper.fill().draw(card, palette::FRAME_PAPER);

        let cx = frame.x + frame.w / 2.0;
        let mid = frame.y + frame.h / 2.0;
        let s = (frame.w / 1.2).min(frame.h / 2.0) * 0.97;
        let upper = Xform::place(cx, mid - s, s, s).then(card);
        let lower = Xform::place(cx, mid - s, s, s)
            .turned_about(cx, mid)
            .then(card);
        for xf in [upper, lower] {
            for (shape, role) in &figure.parts {
                shape.draw(&xf, colour(*role));
            }
        }

        // The waist line and the frame, in the suit's ink.
        let stroke = frame.w * 0.012;
        let mut waist = Pen::new();
        waist.move_to(frame.x, mid).line_to(frame.x + frame.w, mid);
        waist.stroke(stroke * 1.2).draw(card, ink);
        let mut border = Pen::new();
        border.rect(frame.x, frame.y, frame.w, frame.h);
        border.stroke(stroke).draw(card, ink);

        // The suit beside the portrait, top left and (turned) bottom right.
        let size = frame.w * 0.15;
        let inset = size * 0.72;
        pip(frame.x + inset, frame.y + inset, size, false);
        pip(
            frame.x + frame.w - inset,
            frame.y + frame.h - inset,
            size,
            true,
        );
    }
}

/// Where the figure's right hand holds its staff.
const STAFF_X: f32 = 0.375;
const STAFF_W: f32 = 0.034;

/// Shoulders, arms and robe with a gold placket, shared by all three.
fn robe(f: &mut Figure, collar: Role) {
    // The cloak over the shoulders and arms, in the accent colour.
    f.part(Role::Accent, |p| {
        p.move_to(-0.50, 1.0)
            .line_to(-0.50, 0.82)
            .cubic_to((-0.50, 0.70), (-0.42, 0.63), (-0.26, 0.61))
            .line_to(0.26, 0.61)
            .cubic_to((0.42, 0.63), (0.50, 0.70), (0.50, 0.82))
            .line_to(0.50, 1.0)
            .close();
    });
    // The gown's front in the suit's ink, narrow at the neck.
    f.part(Role::Ink, |p| {
        p.move_to(-0.27, 1.0)
            .cubic_to((-0.29, 0.82), (-0.24, 0.68), (-0.13, 0.62))
            .line_to(0.13, 0.62)
            .cubic_to((0.24, 0.68), (0.29, 0.82), (0.27, 1.0))
            .close();
    });
    // Folds that make the cloak read as two arms.
    for side in [-1.0f32, 1.0] {
        f.line(Role::Line, OUTLINE, |p| {
            p.move_to(side * 0.36, 0.70)
                .quad_to(side * 0.40, 0.84, side * 0.37, 1.0);
        });
    }
    // The placket with a row of small lozenges.
    f.part(Role::Gold, |p| {
        p.rect(-0.065, 0.66, 0.13, 0.34);
    });
    for k in 0..3 {
        let y = 0.74 + k as f32 * 0.095;
        f.detail(Role::Accent, |p| {
            p.polygon(&[(0.0, y - 0.032), (0.036, y), (0.0, y + 0.032), (-0.036, y)]);
        });
    }
    // Neck, then the collar over its base.
    f.part(Role::Skin, |p| {
        p.rect(-0.055, 0.50, 0.11, 0.13);
    });
    f.part(collar, |p| {
        p.move_to(-0.24, 0.62)
            .cubic_to((-0.13, 0.55), (0.13, 0.55), (0.24, 0.62))
            .cubic_to((0.15, 0.71), (-0.15, 0.71), (-0.24, 0.62))
            .close();
    });
}

/// The staff in the right hand; its head is drawn by the caller.
fn staff(f: &mut Figure, role: Role) {
    f.part(role, |p| {
        p.rect(STAFF_X - STAFF_W / 2.0, 0.26, STAFF_W, 0.74);
    });
}

/// The hand closed on the staff, drawn over it.
fn hand(f: &mut Figure) {
    f.part(Role::Skin, |p| {
        p.ellipse(STAFF_X, 0.83, 0.05, 0.045);
    });
}

/// The face: oval, eyes, brows, nose and mouth.
fn face(f: &mut Figure) {
    f.part(Role::Skin, |p| {
        p.ellipse(0.0, 0.37, 0.145, 0.175);
    });
    for side in [-1.0f32, 1.0] {
        f.detail(Role::Line, |p| {
            p.ellipse(side * 0.055, 0.36, 0.019, 0.013);
        });
        f.line(Role::Line, 0.011, |p| {
            p.move_to(side * 0.095, 0.322)
                .quad_to(side * 0.055, 0.303, side * 0.02, 0.322);
        });
    }
    f.line(Role::Line, 0.010, |p| {
        p.move_to(0.0, 0.375).quad_to(0.026, 0.425, -0.006, 0.435);
    });
    f.detail(Role::Accent, |p| {
        p.ellipse(0.0, 0.48, 0.04, 0.014);
    });
}

fn jack() -> Figure {
    let mut f = Figure::new(palette::rgb(0x7a4a22));
    // Short hair with side locks, under the cap.
    f.part(Role::Hair, |p| {
        p.move_to(-0.17, 0.25)
            .cubic_to((-0.21, 0.38), (-0.19, 0.50), (-0.13, 0.53))
            .line_to(0.13, 0.53)
            .cubic_to((0.19, 0.50), (0.21, 0.38), (0.17, 0.25))
            .close();
    });
    robe(&mut f, Role::Gold);
    // A halberd: a leaf blade on the staff.
    staff(&mut f, Role::Gold);
    f.part(Role::White, |p| {
        p.move_to(STAFF_X, 0.04)
            .cubic_to(
                (STAFF_X + 0.06, 0.12),
                (STAFF_X + 0.06, 0.22),
                (STAFF_X, 0.28),
            )
            .cubic_to(
                (STAFF_X - 0.06, 0.22),
                (STAFF_X - 0.06, 0.12),
                (STAFF_X, 0.04),
            )
            .close();
    });
    hand(&mut f);
    face(&mut f);
    // A soft cap tipped to one side, with a band and a feather.
    f.part(Role::Gold, |p| {
        p.move_to(-0.10, 0.17)
            .cubic_to((-0.22, 0.16), (-0.33, 0.10), (-0.37, 0.0))
            .cubic_to((-0.26, 0.02), (-0.16, 0.07), (-0.08, 0.12))
            .close();
    });
    f.part(Role::Ink, |p| {
        p.move_to(-0.21, 0.27)
            .cubic_to((-0.24, 0.12), (-0.06, 0.06), (0.10, 0.08))
            .cubic_to((0.26, 0.10), (0.29, 0.20), (0.21, 0.27))
            .close();
    });
    f.part(Role::Accent, |p| {
        p.move_to(-0.20, 0.23)
            .quad_to(0.0, 0.20, 0.20, 0.23)
            .line_to(0.21, 0.285)
            .quad_to(0.0, 0.255, -0.21, 0.285)
            .close();
    });
    f
}

fn queen() -> Figure {
    let mut f = Figure::new(palette::rgb(0x8b3a1a));
    // Long hair falling to the shoulders, behind the face.
    f.part(Role::Hair, |p| {
        p.move_to(-0.16, 0.21)
            .cubic_to((-0.27, 0.32), (-0.27, 0.52), (-0.24, 0.64))
            .line_to(0.24, 0.64)
            .cubic_to((0.27, 0.52), (0.27, 0.32), (0.16, 0.21))
            .close();
    });
    robe(&mut f, Role::White);
    // A sceptre ending in a flower.
    staff(&mut f, Role::Accent);
    for k in 0..5 {
        let a = k as f32 / 5.0 * std::f32::consts::TAU - std::f32::consts::FRAC_PI_2;
        f.part(Role::White, |p| {
            p.circle(STAFF_X + 0.05 * a.cos(), 0.19 + 0.05 * a.sin(), 0.038);
        });
    }
    f.part(Role::Gold, |p| {
        p.circle(STAFF_X, 0.19, 0.032);
    });
    hand(&mut f);
    face(&mut f);
    // Lashes: a queen's eyes are drawn heavier.
    for side in [-1.0f32, 1.0] {
        f.line(Role::Line, 0.012, |p| {
            p.move_to(side * 0.08, 0.352)
                .quad_to(side * 0.055, 0.343, side * 0.03, 0.352);
        });
    }
    // A tiara of rounded arches topped by an orb and cross, pearls on the band.
    f.part(Role::Gold, |p| {
        p.move_to(-0.16, 0.22)
            .cubic_to((-0.20, 0.11), (-0.11, 0.06), (-0.05, 0.12))
            .cubic_to((-0.03, 0.06), (0.03, 0.06), (0.05, 0.12))
            .cubic_to((0.11, 0.06), (0.20, 0.11), (0.16, 0.22))
            .close();
    });
    f.part(Role::Gold, |p| {
        p.circle(0.0, 0.06, 0.026);
    });
    f.line(Role::Gold, 0.015, |p| {
        p.move_to(0.0, 0.032)
            .line_to(0.0, 0.008)
            .move_to(-0.02, 0.02)
            .line_to(0.02, 0.02);
    });
    for k in -2..=2 {
        f.detail(Role::White, |p| {
            p.circle(k as f32 * 0.058, 0.197, 0.017);
        });
    }
    f
}

fn king() -> Figure {
    let mut f = Figure::new(palette::rgb(0xb9b4aa));
    // Hair behind the head.
    f.part(Role::Hair, |p| {
        p.ellipse(0.0, 0.38, 0.18, 0.16);
    });
    robe(&mut f, Role::White);
    // The ermine collar's black tails.
    for k in [-0.14f32, 0.0, 0.14] {
        f.detail(Role::Line, |p| {
            p.polygon(&[(k, 0.60), (k + 0.014, 0.645), (k - 0.014, 0.645)]);
        });
    }
    // A sceptre topped by an orb and cross.
    staff(&mut f, Role::Gold);
    f.part(Role::Gold, |p| {
        p.circle(STAFF_X, 0.23, 0.052);
    });
    f.line(Role::Gold, 0.02, |p| {
        p.move_to(STAFF_X, 0.18)
            .line_to(STAFF_X, 0.10)
            .move_to(STAFF_X - 0.03, 0.135)
            .line_to(STAFF_X + 0.03, 0.135);
    });
    hand(&mut f);
    face(&mut f);
    // A full beard and a moustache.
    f.part(Role::Hair, |p| {
        p.move_to(-0.14, 0.39)
            .cubic_to((-0.12, 0.50), (-0.08, 0.60), (0.0, 0.63))
            .cubic_to((0.08, 0.60), (0.12, 0.50), (0.14, 0.39))
            .cubic_to((0.09, 0.48), (0.045, 0.50), (0.0, 0.495))
            .cubic_to((-0.045, 0.50), (-0.09, 0.48), (-0.14, 0.39))
            .close();
    });
    f.part(Role::Hair, |p| {
        p.move_to(-0.085, 0.465)
            .quad_to(0.0, 0.43, 0.085, 0.465)
            .quad_to(0.0, 0.455, -0.085, 0.465)
            .close();
    });
    // A crown of three points with pearls at the tips and jewels on the band.
    f.part(Role::Gold, |p| {
        p.polygon(&[
            (-0.17, 0.24),
            (-0.18, 0.06),
            (-0.09, 0.15),
            (0.0, 0.035),
            (0.09, 0.15),
            (0.18, 0.06),
            (0.17, 0.24),
        ]);
    });
    for (x, y, r) in [
        (-0.18, 0.055, 0.024),
        (0.0, 0.035, 0.026),
        (0.18, 0.055, 0.024),
    ] {
        f.part(Role::White, |p| {
            p.circle(x, y, r);
        });
    }
    f.part(Role::Accent, |p| {
        p.ellipse(0.0, 0.20, 0.032, 0.024);
    });
    f.part(Role::Ink, |p| {
        p.ellipse(-0.105, 0.205, 0.02, 0.016);
        p.ellipse(0.105, 0.205, 0.02, 0.016);
    });
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_court_rank_has_a_figure_and_pips_have_none() {
        let art = CourtArt::new();
        for value in 11..=13 {
            let rank = Rank::new(value).expect("a court rank");
            assert!(art.triangles(rank) > 200, "{value} is too plain");
        }
        assert_eq!(art.triangles(Rank::ACE), 0);
    }

    #[test]
    fn figures_stay_inside_their_half_of_the_frame() {
        let art = CourtArt::new();
        for figure in &art.figures {
            for (shape, _) in &figure.parts {
                for p in &shape.points {
                    assert!(p.x.abs() <= 0.6 && (-0.01..=1.01).contains(&p.y), "{p}");
                }
            }
        }
    }
}

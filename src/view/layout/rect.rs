//! Axis-aligned rectangles in pixels.

/// An axis-aligned rectangle in pixels, y growing downwards as on screen.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    /// A rectangle from its top-left corner and size.
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    /// The x of the right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// The y of the bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// The centre point `(x, y)`.
    pub(crate) fn center(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether the point lies inside. Half-open (left and top edges in, right
    /// and bottom out) so two rectangles that merely touch never both claim
    /// the same point.
    pub(crate) fn contains(&self, x: f32, y: f32) -> bool {
        x >= self.x && x < self.right() && y >= self.y && y < self.bottom()
    }

    /// Whether `other` lies wholly inside, allowing `slack` pixels of float
    /// error on every edge.
    pub(crate) fn encloses(&self, other: &Rect, slack: f32) -> bool {
        other.x >= self.x - slack
            && other.y >= self.y - slack
            && other.right() <= self.right() + slack
            && other.bottom() <= self.bottom() + slack
    }

    /// The common part of two rectangles, `None` if they do not overlap
    /// (touching edges do not count).
    pub(crate) fn intersection(&self, other: &Rect) -> Option<Rect> {
        let x = self.x.max(other.x);
        let y = self.y.max(other.y);
        let right = self.right().min(other.right());
        let bottom = self.bottom().min(other.bottom());
        (right > x && bottom > y).then(|| Rect::new(x, y, right - x, bottom - y))
    }

    /// The area two rectangles share; 0 if they do not overlap. Drops go to
    /// the pile with the largest one.
    pub(crate) fn overlap_area(&self, other: &Rect) -> f32 {
        self.intersection(other).map_or(0.0, |r| r.w * r.h)
    }

    /// Whether two rectangles share any area.
    #[cfg(test)]
    pub(crate) fn overlaps(&self, other: &Rect) -> bool {
        self.intersection(other).is_some()
    }

    /// The same rectangle moved by `(dx, dy)`.
    pub(crate) fn translate(&self, dx: f32, dy: f32) -> Rect {
        Rect::new(self.x + dx, self.y + dy, self.w, self.h)
    }

    /// Grown by `by` on every side (shrunk if negative, never below zero
    /// size): outlines for focus and hints sit just outside a card.
    pub fn inflate(&self, by: f32) -> Rect {
        let w = (self.w + 2.0 * by).max(0.0);
        let h = (self.h + 2.0 * by).max(0.0);
        let (cx, cy) = self.center();
        Rect::new(cx - w / 2.0, cy - h / 2.0, w, h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_rects_share_no_point_and_no_area() {
        let left = Rect::new(0.0, 0.0, 10.0, 10.0);
        let right = Rect::new(10.0, 0.0, 10.0, 10.0);
        assert!(left.contains(9.9, 5.0));
        assert!(!left.contains(10.0, 5.0));
        assert!(right.contains(10.0, 5.0));
        assert_eq!(left.overlap_area(&right), 0.0);
        assert!(!left.overlaps(&right));
    }

    #[test]
    fn overlap_area_is_the_shared_part() {
        let a = Rect::new(0.0, 0.0, 10.0, 10.0);
        let b = Rect::new(5.0, 6.0, 10.0, 10.0);
        assert_eq!(a.overlap_area(&b), 5.0 * 4.0);
        assert_eq!(a.intersection(&b), Some(Rect::new(5.0, 6.0, 5.0, 4.0)));
    }

    #[test]
    fn inflate_keeps_the_centre_and_never_goes_negative() {
        let r = Rect::new(10.0, 10.0, 4.0, 6.0);
        assert_eq!(r.inflate(1.0), Rect::new(9.0, 9.0, 6.0, 8.0));
        let gone = r.inflate(-10.0);
        assert_eq!((gone.w, gone.h), (0.0, 0.0));
        assert_eq!(gone.center(), r.center());
    }
}

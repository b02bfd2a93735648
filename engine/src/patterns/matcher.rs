//! The DFA matcher (manual chapter 10.3): from each anchor point, read the board along the
//! spiral scan path, follow transitions, collect the variants of every match state passed.
//!
//! The board is copied into a private array of matcher values with a margin of off-board
//! cells as wide as the largest pattern radius, so off-board offsets are classified by their
//! 2-D position (the engine's padded board shares one border column between rows, which
//! would wrap two steps beyond an edge) and the hot loop is one add, one load and one
//! table lookup per step.

use super::{make_match, value_of, Database, Match, OFF};
use crate::types::{Color, Point};

/// A reusable matcher for one database and board size.
#[derive(Clone, Debug)]
pub struct Matcher<'a> {
    pub(crate) db: &'a Database,
    pub(crate) size: usize,
    pub(crate) margin: usize,
    pub(crate) width: usize,
    /// Spiral offsets in the private array.
    pub(crate) offsets: Vec<isize>,
    /// Matcher values, `width * width`, for the colour loaded last.
    pub(crate) ext: Vec<u8>,
    pub(crate) color: Color,
    /// Per variant: range into `residual` of its residual elements.
    pub(crate) residual_range: Vec<(u32, u32)>,
    /// Residual elements as (offset in the private array, mask).
    pub(crate) residual: Vec<(isize, u8)>,
}

impl<'a> Matcher<'a> {
    pub fn new(db: &'a Database, size: usize) -> Matcher<'a> {
        let margin = db.radius as usize;
        let width = size + 2 * margin;
        let at = |r: i8, c: i8| r as isize * width as isize + c as isize;
        let offsets = db.spiral.iter().map(|&(r, c)| at(r, c)).collect();
        let mut residual_range = Vec::with_capacity(db.variant_count());
        let mut residual = Vec::new();
        for v in 0..db.variant_count() as u32 {
            let start = residual.len() as u32;
            residual.extend(
                db.variant(v)
                    .residual_elements()
                    .map(|e| (at(e.dr, e.dc), e.mask)),
            );
            residual_range.push((start, residual.len() as u32));
        }
        Matcher {
            db,
            size,
            margin,
            width,
            offsets,
            ext: vec![OFF; width * width],
            color: Color::Empty,
            residual_range,
            residual,
        }
    }

    /// Do the residual elements of variant `v` match around `base`?
    #[inline]
    pub(crate) fn residual_ok(&self, v: u32, base: isize) -> bool {
        let (a, b) = self.residual_range[v as usize];
        self.residual[a as usize..b as usize]
            .iter()
            .all(|&(off, mask)| mask & (1 << self.ext[(base + off) as usize]) != 0)
    }

    pub fn database(&self) -> &'a Database {
        self.db
    }

    pub fn size(&self) -> usize {
        self.size
    }

    #[inline]
    pub(crate) fn ext_index(&self, row: usize, col: usize) -> usize {
        (row + self.margin) * self.width + col + self.margin
    }

    /// Copy a board (`colors` is the engine's padded colour array) for player `o`.
    pub fn load(&mut self, colors: &[Color], o: Color) {
        self.color = o;
        for row in 0..self.size {
            for col in 0..self.size {
                let i = self.ext_index(row, col);
                self.ext[i] = value_of(colors[Point::new(row, col).idx()], o);
            }
        }
    }

    /// Copy only the rectangle `rows` x `cols` of a board (clamped to the board) for player
    /// `o`. Scans must then only read inside it: anchors at least the database's radius
    /// inside the rectangle (or at the board's edge). Cheaper than [`Matcher::load`] for a
    /// few anchors.
    pub fn load_rect(
        &mut self,
        colors: &[Color],
        o: Color,
        rows: std::ops::RangeInclusive<usize>,
        cols: std::ops::RangeInclusive<usize>,
    ) {
        self.color = o;
        let last = self.size - 1;
        for row in *rows.start()..=(*rows.end()).min(last) {
            for col in *cols.start()..=(*cols.end()).min(last) {
                let i = self.ext_index(row, col);
                self.ext[i] = value_of(colors[Point::new(row, col).idx()], o);
            }
        }
    }

    /// Set one point of the loaded board.
    pub fn set(&mut self, p: Point, c: Color) {
        let i = self.ext_index(p.row(), p.col());
        self.ext[i] = value_of(c, self.color);
    }

    /// Scan from one anchor on the loaded board.
    #[inline]
    pub fn scan_loaded(&self, row: usize, col: usize, f: &mut impl FnMut(Match)) {
        let base = self.ext_index(row, col) as isize;
        for dfa in self.db.dfas {
            let limit = dfa.match_limit;
            let mut s = dfa.start;
            for &off in &self.offsets {
                let v = self.ext[(base + off) as usize];
                s = dfa.next(s, v);
                if s < limit {
                    if s == 0 {
                        break;
                    }
                    for a in dfa.attributes(s) {
                        if self.residual_ok(a, base) {
                            f(make_match(self.db, a, row, col, self.color));
                        }
                    }
                }
            }
        }
    }

    /// All matches on the whole board for player `o`.
    pub fn scan_board(&mut self, colors: &[Color], o: Color, mut f: impl FnMut(Match)) {
        self.load(colors, o);
        for row in 0..self.size {
            for col in 0..self.size {
                self.scan_loaded(row, col, &mut f);
            }
        }
    }

    /// All matches anchored at the given points.
    pub fn scan_region(
        &mut self,
        colors: &[Color],
        o: Color,
        anchors: &[Point],
        mut f: impl FnMut(Match),
    ) {
        self.load(colors, o);
        for p in anchors {
            self.scan_loaded(p.row(), p.col(), &mut f);
        }
    }

    /// All matches anchored at one point.
    pub fn scan_point(&mut self, colors: &[Color], o: Color, p: Point, f: impl FnMut(Match)) {
        self.scan_region(colors, o, &[p], f)
    }

    /// Convenience: collect all matches on the board.
    pub fn matches(&mut self, colors: &[Color], o: Color) -> Vec<Match> {
        let mut v = Vec::new();
        self.scan_board(colors, o, |m| v.push(m));
        v
    }
}

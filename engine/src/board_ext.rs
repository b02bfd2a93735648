//! Allocation-free board queries used in the inner loops of reading (liberty counts of a
//! hypothetical move, liberty arrays). They only read the board; `board.rs` stays the owner
//! of every mutation.

use crate::board::{Board, PointSet};
use crate::types::{Color, Point};

/// A small fixed-capacity list of points kept on the stack (no allocation in search nodes).
#[derive(Clone, Copy)]
pub struct PointList<const N: usize> {
    pts: [Point; N],
    len: usize,
}

impl<const N: usize> Default for PointList<N> {
    fn default() -> Self {
        PointList {
            pts: [Point::NONE; N],
            len: 0,
        }
    }
}

impl<const N: usize> PointList<N> {
    /// Append `p` (silently dropped when full).
    #[inline]
    pub fn push(&mut self, p: Point) {
        if self.len < N {
            self.pts[self.len] = p;
            self.len += 1;
        }
    }
    /// Append `p` unless it is already present.
    #[inline]
    pub fn push_unique(&mut self, p: Point) {
        if !self.contains(p) {
            self.push(p);
        }
    }
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.pts[..self.len].contains(&p)
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn as_slice(&self) -> &[Point] {
        &self.pts[..self.len]
    }
    #[inline]
    pub fn iter(&self) -> std::iter::Copied<std::slice::Iter<'_, Point>> {
        self.pts[..self.len].iter().copied()
    }
}

impl Board {
    /// The liberties of the string at `p` (at most `N`), in increasing order.
    #[inline]
    pub fn lib_list<const N: usize>(&self, p: Point) -> PointList<N> {
        let mut out = PointList::default();
        if self.color(p).is_player() {
            for l in self.libs(p).iter() {
                if out.len() == N {
                    break;
                }
                out.push(l);
            }
        }
        out
    }

    /// Origins of the strings of the other colour adjacent to the string at `p` that have at
    /// most `maxlib` liberties (GNU Go's `chainlinks3` style query), without allocating.
    pub fn adjacent_with_libs(&self, p: Point, maxlib: usize) -> PointList<64> {
        self.adjacent_where(p, |libs| libs <= maxlib)
    }

    /// Like `adjacent_with_libs` but only strings with exactly `lib` liberties.
    pub fn adjacent_exact_libs(&self, p: Point, lib: usize) -> PointList<64> {
        self.adjacent_where(p, |libs| libs == lib)
    }

    /// Origins of adjacent enemy strings whose liberty count passes `keep`, without allocating.
    #[inline]
    pub fn adjacent_where(&self, p: Point, keep: impl Fn(usize) -> bool) -> PointList<64> {
        let mut out = PointList::default();
        self.for_each_adjacent_enemy(p, |origin, libs| {
            if keep(libs) {
                out.push_unique(origin);
            }
        });
        out
    }

    /// Number of liberties (up to `max`) the string of `color` at the empty point `p` would
    /// have after playing there, not counting captures (GNU Go's `approxlib`).
    pub fn approxlib_count(&self, p: Point, color: Color, max: usize) -> usize {
        // Settled by the neighbours when possible; otherwise the liberty sets are united (a
        // few word-wide ORs and a popcount, no per-liberty loop).
        let mut empties = 0;
        let mut friend = false;
        for q in p.neighbors() {
            match self.color(q) {
                Color::Empty => empties += 1,
                // A friendly string with more than `max` liberties (one of them `p`)
                // settles it.
                c if c == color && self.countlib(q) > max => return max,
                c if c == color => friend = true,
                _ => {}
            }
        }
        if !friend || empties >= max {
            return empties.min(max);
        }
        self.approx_liberty_set(p, color).len().min(max)
    }

    /// The liberties the string of `color` at the empty point `p` would have after playing
    /// there, not counting captures.
    pub(crate) fn approx_liberty_set(&self, p: Point, color: Color) -> PointSet {
        let mut libs = PointSet::default();
        for q in p.neighbors() {
            match self.color(q) {
                Color::Empty => {
                    libs.insert(q);
                }
                c if c == color => libs.union_with(self.libs(q)),
                _ => {}
            }
        }
        libs.remove(p);
        libs
    }

    /// Like `approxlib_count`, but as if `excluded` were occupied (it is not counted).
    pub fn approxlib_count_excluding(
        &self,
        p: Point,
        color: Color,
        max: usize,
        excluded: Point,
    ) -> usize {
        let mut libs = self.approx_liberty_set(p, color);
        libs.remove(excluded);
        libs.len().min(max)
    }

    /// Exact number of liberties (up to `max`) after `color` plays at `p`, including the
    /// liberties gained by captures (GNU Go's `accuratelib`). 0 for an occupied point.
    pub fn accuratelib_count(&self, p: Point, color: Color, max: usize) -> usize {
        if self.color(p) != Color::Empty {
            return 0;
        }
        if self.does_capture_something(p, color) {
            return self.accurate_liberty_set(p, color).len().min(max);
        }
        self.approxlib_count(p, color, max)
    }

    /// Does `color` playing at `p` capture at least one string?
    #[inline]
    pub fn does_capture_something(&self, p: Point, color: Color) -> bool {
        let other = color.other();
        p.neighbors()
            .iter()
            .any(|&q| self.color(q) == other && self.countlib(q) == 1)
    }

    /// Number of stones `color` would capture by playing at `p`.
    pub fn capture_size(&self, p: Point, color: Color) -> usize {
        let other = color.other();
        let mut seen: PointList<4> = PointList::default();
        let mut total = 0;
        for q in p.neighbors() {
            if self.color(q) == other && self.countlib(q) == 1 {
                let o = self.find_origin(q);
                if !seen.contains(o) {
                    seen.push(o);
                    total += self.countstones(q);
                }
            }
        }
        total
    }

    /// Are `a` and `b` diagonal neighbours?
    #[inline]
    pub fn diagonal_neighbors(a: Point, b: Point) -> bool {
        a.diagonals().contains(&b)
    }
}

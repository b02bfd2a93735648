//! The joseki corner matcher (manual 9.18).
//!
//! A joseki database is compiled (by `pattern_compiler::corner`) into a tree of
//! *variations*: each node is a stone in corner coordinates `(i, j)` (distances from the
//! corner along the two edges), whether its colour is the `same` as the first stone's, and
//! the number of stones in its *corner area*, the rectangle between the corner and the stone.
//! The root is the empty corner; its children match any stone alone in its corner area, and
//! that stone's colour fixes `same`/`other` below. Patterns hang on the variation of their
//! last stone and match when it does, `O` has the colour asked for, and the stones in the
//! pattern's whole area are exactly its own (so its empty points are empty).
//!
//! At run time the stone counts of every corner area are computed once per corner (prefix
//! sums from each of the four corners), and the tree is walked under each of the eight
//! *placements*: a corner and whether the corner coordinates are transposed. Each match is
//! reported once, with the transformation and anchor the DFA matcher reports for it.

use super::{transform, Match, TRANSFORMATIONS};
use crate::types::{Color, Point};
use pattern_abi::corner::{CornerAttachment, CornerNode as Node, NOT_REPORTED};

/// The variation tree of a joseki database, as the `pattern_db!` macro emits it (layout in
/// `pattern_abi::corner`).
#[derive(Clone, Copy, Debug)]
pub struct CornerDb {
    /// Encoded `pattern_abi::corner::CornerNode`s, breadth first, the root first.
    pub nodes: &'static [u8],
    /// Encoded `pattern_abi::corner::CornerAttachment`s, one per pattern.
    pub attachments: &'static [u8],
    /// Every pattern lies within this many lines of its corner (both directions): only these
    /// corner areas are counted.
    pub reach: u8,
}

impl CornerDb {
    fn node(&self, k: u32) -> Node {
        Node::decode(self.nodes, k)
    }

    /// Number of variations (the root included).
    pub fn variations(&self) -> usize {
        self.nodes.len() / Node::BYTES
    }

    /// Number of pattern attachments (one per pattern).
    pub fn patterns(&self) -> usize {
        self.attachments.len() / CornerAttachment::BYTES
    }
}

/// A corner placement: board offsets from the corner `(r0, c0)` of corner coordinates
/// `(i, j)` are `(rs * a, cs * b)` with `(a, b) = (i, j)`, or `(j, i)` when `swap`.
#[derive(Clone, Copy, Debug)]
struct Placement {
    index: usize,
    corner: usize,
    r0: i32,
    c0: i32,
    rs: i32,
    cs: i32,
    swap: bool,
}

/// The corner matcher's per-board state: stone counts of every corner area.
#[derive(Clone, Debug)]
pub struct CornerMatcher {
    size: usize,
    /// `counts[(q * size + a) * size + b]`: stones in the rectangle from corner `q` to the
    /// point `a` rows and `b` columns away from it.
    counts: Vec<u16>,
}

impl CornerMatcher {
    pub fn new(size: usize) -> CornerMatcher {
        CornerMatcher {
            size,
            counts: vec![0; 4 * size * size],
        }
    }

    fn placement(&self, index: usize) -> Placement {
        let m = TRANSFORMATIONS[index];
        let (rs, cs) = ((m[0] + m[1]) as i32, (m[2] + m[3]) as i32);
        let last = self.size as i32 - 1;
        Placement {
            index,
            corner: 2 * (rs < 0) as usize + (cs < 0) as usize,
            r0: if rs > 0 { 0 } else { last },
            c0: if cs > 0 { 0 } else { last },
            rs,
            cs,
            swap: m[0] == 0,
        }
    }

    /// Stones in the corner area of `(a, b)` (rows, columns from the corner) at corner `q`
    /// (0 top left, 1 top right, 2 bottom left, 3 bottom right), as of the last scan, for
    /// `a` and `b` below the scanned database's `reach`.
    pub fn corner_count(&self, q: usize, a: usize, b: usize) -> u16 {
        self.counts[(q * self.size + a) * self.size + b]
    }

    /// Compute the stone counts of the corner areas within `reach` lines of each corner
    /// (manual: `num_stones[]`).
    fn count(&mut self, colors: &[Color], reach: usize) {
        let n = self.size;
        let m = reach.min(n);
        for q in 0..4 {
            let pl = self.placement([0, 4, 5, 2][q]);
            debug_assert_eq!(pl.corner, q);
            for a in 0..m {
                let mut row = 0u16;
                for b in 0..m {
                    let p = Point::new(
                        (pl.r0 + pl.rs * a as i32) as usize,
                        (pl.c0 + pl.cs * b as i32) as usize,
                    );
                    row += colors[p.idx()].is_player() as u16;
                    let above = if a > 0 {
                        self.counts[(q * n + a - 1) * n + b]
                    } else {
                        0
                    };
                    self.counts[(q * n + a) * n + b] = row + above;
                }
            }
        }
    }

    /// The rows and columns from the corner of corner coordinates `(i, j)`, if on the board.
    #[inline]
    fn dist(&self, pl: &Placement, i: u8, j: u8) -> Option<(usize, usize)> {
        let (a, b) = if pl.swap { (j, i) } else { (i, j) };
        let (a, b) = (a as usize, b as usize);
        // (Within the counted `reach`: every variation and extent of the tree is.)
        (a < self.size && b < self.size).then_some((a, b))
    }

    #[inline]
    fn point(pl: &Placement, (a, b): (usize, usize)) -> Point {
        Point::new(
            (pl.r0 + pl.rs * a as i32) as usize,
            (pl.c0 + pl.cs * b as i32) as usize,
        )
    }

    /// All matches of the joseki database `db` for player `o`, each reported once.
    pub fn scan_board(
        &mut self,
        db: &CornerDb,
        colors: &[Color],
        o: Color,
        mut f: impl FnMut(Match),
    ) {
        if db.nodes.is_empty() {
            return;
        }
        self.count(colors, db.reach as usize);
        let root = db.node(0);
        for index in 0..8 {
            let pl = self.placement(index);
            self.walk(db, &pl, root, None, colors, o, &mut f);
        }
    }

    /// Convenience: collect all matches.
    pub fn matches(&mut self, db: &CornerDb, colors: &[Color], o: Color) -> Vec<Match> {
        let mut v = Vec::new();
        self.scan_board(db, colors, o, |m| v.push(m));
        v
    }

    /// `node` matched with `first` the colour of the first stone (`None` at the root).
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        db: &CornerDb,
        pl: &Placement,
        node: Node,
        first: Option<Color>,
        colors: &[Color],
        o: Color,
        f: &mut impl FnMut(Match),
    ) {
        let atts = node.first_attachment..node.first_attachment + node.attachments as u32;
        for k in atts {
            let a = CornerAttachment::decode(db.attachments, k);
            let o_colour = match first {
                None => o,
                Some(c) if a.o_same => c,
                Some(c) => c.other(),
            };
            let t = a.transforms[pl.index];
            if o_colour != o || t == NOT_REPORTED {
                continue;
            }
            let Some(extent) = self.dist(pl, a.extent.0, a.extent.1) else {
                continue;
            };
            if self.corner_count(pl.corner, extent.0, extent.1) != a.stones as u16 {
                continue;
            }
            let Some(mv) = self.dist(pl, a.move_at.0, a.move_at.1) else {
                continue;
            };
            let (dr, dc) = transform(t, a.corner.0, a.corner.1);
            f(Match {
                pattern: a.pattern,
                transform: t,
                anchor: Point::new((pl.r0 - dr) as usize, (pl.c0 - dc) as usize),
                move_point: Self::point(pl, mv),
                color: o,
            });
        }
        for k in node.first_child..node.first_child + node.children as u32 {
            let child = db.node(k);
            let Some(at) = self.dist(pl, child.i, child.j) else {
                continue;
            };
            let c = colors[Self::point(pl, at).idx()];
            let ok = match first {
                None => c.is_player(),
                Some(f0) => c == if child.same { f0 } else { f0.other() },
            };
            if ok && self.corner_count(pl.corner, at.0, at.1) == child.count as u16 {
                self.walk(db, pl, child, Some(first.unwrap_or(c)), colors, o, f);
            }
        }
    }
}

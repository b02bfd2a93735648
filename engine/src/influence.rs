//! The influence function (manual 13.1, 13.7) and the escape values built on it (13.9).
//!
//! Every source stone radiates influence of its colour outwards to its eight neighbours:
//! from an intersection of strength `S`, the neighbour in direction `d` (pointing away from
//! the source) receives `P * S * D / A`, where `A` is the attenuation (3 orthogonally, twice
//! that diagonally), `D` the squared cosine between `d` and the direction from the source
//! (one at the source itself), and `P` the permeability: occupied intersections take and
//! pass on nothing, and a diagonal step squeezing between two occupied points is closed.
//! Contributions from the up to three neighbours between a point and its source add up.
//! Points are visited in order of distance from the source, so every contribution arrives
//! before its point spreads further. The barrier and invasion patterns of 13.8 and 13.12
//! (`barriers.db`, `influence.db`) are not part of this first version.

use crate::board::Board;
use crate::types::{Color, Point, BOARDMAX};

/// Influence of one stone at its own point.
pub const SOURCE_STRENGTH: f32 = 100.0;
/// Attenuation per orthogonal step (diagonal steps twice as much).
const ATTENUATION: f32 = 3.0;
/// Influence below this is not spread further.
const CUTOFF: f32 = 0.5;
/// How far (in either coordinate) a source's influence is followed.
const RADIUS: i32 = 7;
/// Side of the window around a source.
const SIDE: usize = (2 * RADIUS + 1) as usize;

/// The offsets `(dr, dc)` within [`RADIUS`] of a source, nearest (Euclidean) first.
fn offsets() -> Vec<(i32, i32)> {
    let mut v: Vec<(i32, i32)> = (-RADIUS..=RADIUS)
        .flat_map(|r| (-RADIUS..=RADIUS).map(move |c| (r, c)))
        .collect();
    v.sort_by_key(|&(r, c)| (r * r + c * c, r, c));
    v
}

/// The eight directions.
const DIRS: [(i32, i32); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
    (1, 1),
];

/// Both colours' influence on every point of a position.
pub struct Influence {
    white: Vec<f32>,
    black: Vec<f32>,
}

impl Influence {
    /// The influence of the stones for which `source` holds (GNU Go's *lively* stones:
    /// stones that cannot be captured count, others need not).
    pub fn compute(board: &Board, source: impl Fn(Point) -> bool) -> Influence {
        let mut inf = Influence {
            white: vec![0.0; BOARDMAX],
            black: vec![0.0; BOARDMAX],
        };
        let order = offsets();
        let size = board.size() as i32;
        let mut window = [0f32; SIDE * SIDE];
        for p in board.points() {
            let color = board.color(p);
            if !color.is_player() || !source(p) {
                continue;
            }
            let (m, n) = (p.row() as i32, p.col() as i32);
            window.fill(0.0);
            window[(RADIUS as usize) * SIDE + RADIUS as usize] = SOURCE_STRENGTH;
            let acc = if color == Color::White {
                &mut inf.white
            } else {
                &mut inf.black
            };
            for &(vr, vc) in &order {
                let (i, j) = (m + vr, n + vc);
                if i < 0 || j < 0 || i >= size || j >= size {
                    continue;
                }
                let w = ((vr + RADIUS) as usize) * SIDE + (vc + RADIUS) as usize;
                let s = window[w];
                if s < CUTOFF {
                    continue;
                }
                let here = Point::new(i as usize, j as usize);
                let at_source = vr == 0 && vc == 0;
                if !at_source {
                    acc[here.idx()] += s;
                }
                let v2 = (vr * vr + vc * vc) as f32;
                for &(di, dj) in &DIRS {
                    let dot = di * vr + dj * vc;
                    if !at_source && dot <= 0 {
                        continue;
                    }
                    let (ti, tj) = (i + di, j + dj);
                    if ti < 0 || tj < 0 || ti >= size || tj >= size {
                        continue;
                    }
                    let (tr, tc) = (vr + di, vc + dj);
                    if tr.abs() > RADIUS || tc.abs() > RADIUS {
                        continue;
                    }
                    let t = Point::new(ti as usize, tj as usize);
                    if board.color(t) != Color::Empty {
                        continue;
                    }
                    let diagonal = di != 0 && dj != 0;
                    if diagonal
                        && board.color(Point::new((i + di) as usize, j as usize)) != Color::Empty
                        && board.color(Point::new(i as usize, (j + dj) as usize)) != Color::Empty
                    {
                        continue;
                    }
                    let d2 = (di * di + dj * dj) as f32;
                    let damping = if at_source {
                        1.0
                    } else {
                        (dot * dot) as f32 / (d2 * v2)
                    };
                    let a = if diagonal {
                        2.0 * ATTENUATION
                    } else {
                        ATTENUATION
                    };
                    window[((tr + RADIUS) as usize) * SIDE + (tc + RADIUS) as usize] +=
                        s * damping / a;
                }
            }
        }
        inf
    }

    /// `color`'s influence at `p`.
    #[inline]
    pub fn of(&self, color: Color, p: Point) -> f32 {
        match color {
            Color::White => self.white[p.idx()],
            Color::Black => self.black[p.idx()],
            _ => 0.0,
        }
    }

    /// The escape values (13.9) for a group of `color`: 0 to 4 per empty point, 4 where the
    /// opponent has next to no influence, 0 where it rules; occupied points are 0.
    pub fn escape_values(&self, board: &Board, color: Color) -> Vec<u8> {
        let opp = color.other();
        let mut out = vec![0u8; BOARDMAX];
        for p in board.points() {
            if board.color(p) != Color::Empty {
                continue;
            }
            let o = self.of(opp, p);
            out[p.idx()] = ESCAPE_STEPS
                .iter()
                .position(|&limit| o < limit)
                .map_or(0, |k| 4 - k as u8);
        }
        out
    }
}

/// Opponent influence below which an empty point's escape value is 4, 3, 2 and 1.
const ESCAPE_STEPS: [f32; 4] = [4.0, 10.0, 20.0, 40.0];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn influence_falls_off_with_distance_and_stops_at_stones() {
        let board = Board::from_rows(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "....O....",
            ".........",
            "..XXXXX..",
            ".........",
            ".........",
        ]);
        let inf = Influence::compute(&board, |_| true);
        let at = |r: usize, c: usize| inf.of(Color::White, Point::new(r, c));
        assert!(at(3, 4) > at(2, 4) && at(2, 4) > at(1, 4) && at(1, 4) > at(0, 4));
        assert!((at(3, 4) - SOURCE_STRENGTH / ATTENUATION).abs() < 1e-3);
        // Behind the black wall white's influence does not reach.
        assert_eq!(at(7, 4), 0.0);
        assert!(inf.of(Color::Black, Point::new(7, 4)) > 10.0);
        let esc = inf.escape_values(&board, Color::Black);
        // Out of white's reach: 4; next to the lone white stone (a third of its strength,
        // below the last step of 40): 1; two points from it: 2.
        assert_eq!(esc[Point::new(8, 4).idx()], 4);
        assert_eq!(esc[Point::new(3, 4).idx()], 1);
        assert_eq!(esc[Point::new(2, 4).idx()], 2);
    }
}

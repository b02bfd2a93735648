//! The naive matcher: every variant of every pattern tried at every anchor, element by
//! element (manual 9.12–9.14). Slow; kept so tests can check the DFA against it.

use super::{make_match, transform, value_of, Database, Match, OFF};
use crate::types::{Color, Point};

/// Value at `(row + dr, col + dc)`, off-board by 2-D bounds.
fn value_at(colors: &[Color], size: usize, o: Color, r: i32, c: i32) -> u8 {
    if r < 0 || c < 0 || r >= size as i32 || c >= size as i32 {
        OFF
    } else {
        value_of(colors[Point::new(r as usize, c as usize).idx()], o)
    }
}

/// Does variant `v` match with its anchor at `(row, col)`?
pub fn matches_at(
    db: &Database,
    v: u32,
    colors: &[Color],
    size: usize,
    o: Color,
    row: usize,
    col: usize,
) -> bool {
    let var = db.variant(v);
    let info = &db.patterns[var.pattern as usize];
    info.elements.iter().all(|e| {
        let (dr, dc) = transform(var.transform, e.dr, e.dc);
        let val = value_at(colors, size, o, row as i32 + dr, col as i32 + dc);
        e.mask & (1 << val) != 0
    })
}

/// All matches on the board for player `o`, in (anchor, variant) order.
pub fn match_board(db: &Database, colors: &[Color], size: usize, o: Color) -> Vec<Match> {
    let mut out = Vec::new();
    for row in 0..size {
        for col in 0..size {
            for v in 0..db.variant_count() as u32 {
                if matches_at(db, v, colors, size, o, row, col) {
                    out.push(make_match(db, v, row, col, o));
                }
            }
        }
    }
    out
}

//! Colon-line helpers (manual 9.4) of the databases in this crate: hand-written Rust that a
//! pattern names after its values (`:-,s,escape_helper`). The `pattern_db!` invocation
//! declares them (`helpers = [escape_helper]`), the generated module's `ColonHelpers` trait
//! has one method each, and this module implements it for every helper context offering the
//! autohelpers the helper needs. A helper runs after the pattern's constraint held and its
//! verdict decides whether the pattern applies.

use crate::board_shapes;
use engine::patterns::autohelper::BoardHelpers;
use engine::patterns::{Match, PatternInfo};
use engine::Point;

/// The manual's `OFFSET(dr, dc)`: the board point `(dr, dc)` from the pattern's move `*`,
/// measured in the pattern's diagram and carried over by the match's transformation.
pub fn offset(pattern: &PatternInfo, m: &Match, dr: i8, dc: i8) -> Point {
    let (r, c) = pattern.move_at.unwrap_or((0, 0));
    m.point(r + dr, c + dc)
}

impl<H: BoardHelpers + ?Sized> board_shapes::ColonHelpers for H {
    /// `H1`: the `O` stone left of `*`, hemmed in by three `X` stones, extends only if it
    /// is short of liberties and the extension gives the string more than it has.
    fn escape_helper(&mut self, pattern: &'static PatternInfo, m: &Match) -> bool {
        let stone = offset(pattern, m, 0, -1);
        let before = self.lib(m.color, stone);
        before <= 2 && self.olib(m.color, m.move_point) > before
    }
}

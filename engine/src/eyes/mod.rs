//! Eyes (manual chapter 8): eye spaces as local games, their graphs, and their values.
//!
//! Today this room holds the eye-graph matcher of 8.6 (`graph`): an eye space on the board
//! compared against the shapes an `eyes` database compiles to. Eye spaces, half and false
//! eyes and the eye values of a dragon join it with the dragons issue.

pub mod graph;

use crate::board::Board;
use crate::types::{Color, Point};

pub use graph::{
    match_eye_space, EyeGraph, EyeMatch, EyeShape, EyeVertex, EyeVertexKind, MAX_EYE_VERTICES,
};

/// Is `p` a single-point eye of `color`: all orthogonal neighbours are `color` stones or the
/// edge, and enough diagonals are friendly that it is not a false eye?
pub fn is_eye(board: &Board, p: Point, color: Color) -> bool {
    if board.color(p) != Color::Empty {
        return false;
    }
    for n in p.neighbors() {
        let c = board.color(n);
        if c != color && c != Color::Border {
            return false;
        }
    }
    let mut enemy_diag = 0;
    let mut border_diag = 0;
    for d in p.diagonals() {
        match board.color(d) {
            Color::Border => border_diag += 1,
            c if c == color.other() => enemy_diag += 1,
            _ => {}
        }
    }
    if border_diag > 0 {
        enemy_diag == 0
    } else {
        enemy_diag <= 1
    }
}

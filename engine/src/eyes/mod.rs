//! Eyes (manual chapter 8): eye spaces as local games, their graphs, and their values.
//!
//! Today this room holds the eye-graph matcher of 8.6 (`graph`): an eye space on the board
//! compared against the shapes an `eyes` database compiles to; the solver of the eye-space
//! local game (`solver`, 8.3-8.7) that computes values and vital points from a graph; and
//! the generator (`generate`) that writes every small eye graph with its solved value as an
//! `eyes` database. Eye spaces, half and false eyes and the eye values of a dragon join it
//! with the dragons issue.

pub mod generate;
pub mod graph;
pub mod solver;

use crate::board::Board;
use crate::types::{Color, Point};

pub use graph::{
    match_eye_space, EyeGraph, EyeMatch, EyeShape, EyeVertex, EyeVertexKind, MAX_EYE_VERTICES,
};
pub use solver::{EyeGame, EyeGameError, EyeSolver, EyeValue, MAX_SOLVER_VERTICES};

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

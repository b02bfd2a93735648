//! Eyes (manual chapter 8): eye spaces as local games, their graphs, and their values.
//!
//! Today this room holds the eye-graph matcher of 8.6 (`graph`): an eye space on the board
//! compared against the shapes an `eyes` database compiles to; the solver of the eye-space
//! local game (`solver`, 8.3-8.7) that computes values and vital points from a graph; and
//! the generator (`generate`) that writes every small eye graph with its solved value as an
//! `eyes` database. On the board: the eye spaces of both colours (`space`, 8.2 and 8.11's
//! `make_domains`), half and false eyes (`half_eye`, 8.8-8.9), and the value of each space
//! with its vital points (`evaluate`, 8.6-8.7); [`analyse_eyes`] runs the three in order.
//! `api` holds the engine's eye commands.

pub(crate) mod api;
pub mod evaluate;
pub mod generate;
pub mod graph;
pub mod half_eye;
pub mod solver;
pub mod space;

use crate::board::Board;
use crate::reading::ReadingContext;
use crate::types::{Color, Point};

pub use api::{digits as api_digits, tactically_dead, EyeGraphAnalysis, EyeReport};
pub use evaluate::{
    compute_eye_range, compute_eyes, evaluate_all, eye_graph, EyeEvaluation, EyeRange,
};
pub use half_eye::{find_half_and_false_eyes, topological_eye, HalfEye, HalfEyeKind, StringStatus};
pub use space::{make_domains, EyeData, EyeSpaces};

pub use graph::{
    match_eye_space, EyeGraph, EyeMatch, EyeShape, EyeVertex, EyeVertexKind, MAX_EYE_VERTICES,
};
pub use solver::{EyeBounds, EyeGame, EyeGameError, EyeSolver, EyeValue, MAX_SOLVER_VERTICES};

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

/// The whole eye analysis of a position: the eye spaces with the stones `dead` marks (per
/// point, indexed by `Point::idx`) treated as dead, their half and false eyes (reading with
/// `reading`, the tactical status of diagonal strings from `strings`), and the value of
/// every space from `databases` (tried in order) or `solver` (which remembers the games it
/// solved). The board is left as found.
pub fn analyse_eyes(
    board: &mut Board,
    reading: &mut ReadingContext,
    strings: &dyn StringStatus,
    dead: &[bool],
    databases: &[&'static [EyeShape]],
    solver: &mut EyeSolver,
) -> EyeSpaces {
    let mut spaces = make_domains(board, dead);
    find_half_and_false_eyes(&mut spaces, board, reading, strings);
    evaluate_all(&mut spaces, board, databases, solver);
    spaces
}

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

pub use graph::{
    match_eye_space, EyeGraph, EyeMatch, EyeShape, EyeVertex, EyeVertexKind, MAX_EYE_VERTICES,
};
pub use solver::{EyeGame, EyeGameError, EyeSolver, EyeValue, MAX_SOLVER_VERTICES};

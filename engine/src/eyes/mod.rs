//! Eyes (manual chapter 8): eye spaces as local games, their graphs, and their values.
//!
//! Today this room holds the eye-graph matcher of 8.6 (`graph`): an eye space on the board
//! compared against the shapes an `eyes` database compiles to. Eye spaces, half and false
//! eyes and the eye values of a dragon join it with the dragons issue.

pub mod graph;

pub use graph::{
    match_eye_space, EyeGraph, EyeMatch, EyeShape, EyeVertex, EyeVertexKind, MAX_EYE_VERTICES,
};

//! Tesuji engine: the board and everything that reads it.

pub mod types;

pub use types::{Color, Point, BOARDMAX, MAX_BOARD, NS};

//! Tesuji engine: the board and everything that reads it.
//!
//! See `ARCHITECTURE.md` at the repository root for the code map.
pub mod analysis;
pub mod board;
pub mod board_ext;
pub mod combination;
pub mod connections;
pub mod databases;
pub mod dragons;
pub mod engine;
pub mod eyes;
pub mod game;
pub mod genmove;
pub mod influence;
pub mod mc;
pub mod owl;
pub mod patterns;
pub mod reading;
pub mod rng;
pub mod score;
pub mod sgf;
pub mod types;
pub mod unconditional;
pub mod worms;
pub mod zobrist;

pub use board::{Board, IllegalMove};
pub use databases::Databases;
pub use engine::{Engine, EngineError, EngineOptions};
pub use types::{Color, Point, BOARDMAX, MAX_BOARD, NS};

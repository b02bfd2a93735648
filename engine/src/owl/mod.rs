//! Life and death of whole groups (manual chapter 12). Today: the exact solver for small
//! enclosed problems (`exact`), the oracle the owl code to come is checked against and
//! will call when a problem is small enough to solve outright.

pub mod exact;

use crate::engine::{Engine, EngineError};
use crate::types::Point;
use exact::{enclosed_region, ExactSolver, Solution};

/// Largest number of empty points around a group [`Engine::solve_life`] takes on.
pub const MAX_EXACT_EMPTY: usize = 12;
/// Largest enemy string inside the group's area that counts as part of the problem.
pub const MAX_EXACT_INSIDE: usize = 6;
/// Node budget of one [`Engine::solve_life`].
pub const EXACT_NODES: u64 = 2_000_000;

/// What the exact solver says about a group: the attack (the opponent moving first), the
/// defence (the owner moving first), and the nodes it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LifeAndDeath {
    pub attack: Solution,
    pub defense: Solution,
    pub nodes: u64,
}

impl Engine {
    /// Solve the life and death of the group at `p` exactly, when it is enclosed with at
    /// most [`MAX_EXACT_EMPTY`] empty points around it (see [`exact`]). Works on the board
    /// as it stands (hypothetical moves included) and leaves it so.
    pub fn solve_life(&mut self, p: Point) -> Result<LifeAndDeath, EngineError> {
        let board = &mut self.game.board;
        if p.is_none() || !board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        let region = enclosed_region(board, p, MAX_EXACT_EMPTY, MAX_EXACT_INSIDE)
            .ok_or(EngineError::NotEnclosed(MAX_EXACT_EMPTY))?;
        let mut solver = ExactSolver::new(board, p, &region, EXACT_NODES);
        let attack = solver
            .attack(board)
            .map_err(|_| EngineError::OutOfNodes(EXACT_NODES))?;
        let defense = solver
            .defend(board)
            .map_err(|_| EngineError::OutOfNodes(EXACT_NODES))?;
        Ok(LifeAndDeath {
            attack,
            defense,
            nodes: solver.nodes(),
        })
    }
}

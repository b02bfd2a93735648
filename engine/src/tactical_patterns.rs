//! Pattern-proposed moves for the tactical reader (manual 9.8): the attack and defense
//! databases suggest moves that the liberty-based move generators miss (nets, throw-ins,
//! clamps, hanging connections). The databases live in the `patterns` crate, which implements
//! this trait; the engine only sees the trait.

use crate::board::Board;
use crate::reading::ReadingContext;
use crate::types::Point;

/// Moves proposed by the attack and defense pattern databases. Their constraints may read
/// (`ctx`, through `engine::patterns::reading_helpers`); the board is left as it was found.
pub trait TacticalPatterns: Send + Sync {
    /// Moves the attack patterns propose against the string at `target` (for its opponent).
    /// Appends to `out` without duplicates; every move is legal for the attacker.
    fn attack_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        target: Point,
        out: &mut Vec<Point>,
    );
    /// Moves the defense patterns propose to save the string at `target` (for its owner).
    /// Appends to `out` without duplicates; every move is legal for the defender.
    fn defense_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        target: Point,
        out: &mut Vec<Point>,
    );
}

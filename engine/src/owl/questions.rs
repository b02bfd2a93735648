//! Owl questions about more than one dragon (manual 12.1, GNU Go's GTP names):
//!
//! - [`Engine::owl_connection_defends`]: does a move of the owner join two of his dragons
//!   into one that lives? The move must connect them (the connection reader finds no cut
//!   after it), and owl must find no attack on the joined dragon.
//! - [`Engine::owl_substantial`]: is a string substantial, that is, does capturing it give
//!   the capturing side's dragons around it a living group? The string is captured by
//!   filling its liberties, and owl then reads the dragons around it as one, the string's
//!   owner to move.

use super::{strong_stones, OwlResult};
use crate::engine::{Engine, EngineError};
use crate::reading::ReadResult;
use crate::types::{Color, Point};

/// The most liberties a string may have for [`Engine::owl_substantial`] to capture it by
/// filling them (a string with more is not one owl would take as a lunch).
pub const SUBSTANTIAL_MAX_LIBERTIES: usize = 4;

/// The stones of the dragons at `points`, each once.
fn dragons_stones(dragons: &crate::dragons::Dragons, points: &[Point]) -> Vec<Point> {
    let mut ids: Vec<usize> = points.iter().filter_map(|&p| dragons.id(p)).collect();
    ids.sort_unstable();
    ids.dedup();
    ids.into_iter().flat_map(|k| dragons.stones(k)).collect()
}

fn fail(mv: Point) -> OwlResult {
    OwlResult {
        result: ReadResult::Fail,
        mv,
        certain: true,
        nodes: 0,
    }
}

impl Engine {
    /// Does the move `mv` of the owner of the dragons at `a` and `b` (one colour) connect
    /// them into a dragon that lives, the opponent moving next? `Win` (or a ko result) when
    /// it does, `Fail` when the move is illegal, leaves a cut, or the joined dragon can be
    /// killed.
    pub fn owl_connection_defends(
        &mut self,
        mv: Point,
        a: Point,
        b: Point,
    ) -> Result<OwlResult, EngineError> {
        crate::connections::check_pair(self, a, b)?;
        let board = &self.game.board;
        if mv.is_none() || board.color(mv) != Color::Empty {
            return Err(EngineError::MoveNotEmpty);
        }
        let color = board.color(a);
        let dragons = self.dragons();
        let goal = dragons_stones(&dragons, &[a, b]);
        let strong = strong_stones(&dragons, self.game.board.size());
        if !self.game.board.trymove(mv, color) {
            return Ok(fail(mv));
        }
        let (cut, _) = self.reading.disconnect(&mut self.game.board, a, b);
        self.game.board.popgo();
        if cut != ReadResult::Fail {
            return Ok(fail(mv));
        }
        let r = self.with_owl_search(a, &goal, Some(strong), |s| s.after_move(mv, false));
        Ok(r.unwrap_or_else(|| fail(mv)))
    }

    /// Does capturing the string at `p` give its opponent's dragons around it a group that
    /// lives? The string (at most [`SUBSTANTIAL_MAX_LIBERTIES`] liberties) is captured by
    /// the opponent filling its liberties, then owl reads the dragons next to it, with the
    /// filling stones, as one goal, the string's owner moving first: `true` when he cannot
    /// kill it. `false` when the string cannot be captured that way or has no enemy
    /// neighbour.
    pub fn owl_substantial(&mut self, p: Point) -> Result<bool, EngineError> {
        let board = &self.game.board;
        if p.is_none() || !board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        let owner = board.color(p);
        let capturer = owner.other();
        let libs = board.findlib(p, SUBSTANTIAL_MAX_LIBERTIES + 1);
        if libs.len() > SUBSTANTIAL_MAX_LIBERTIES {
            return Ok(false);
        }
        let around: Vec<Point> = board.chainlinks(p);
        if around.is_empty() {
            return Ok(false);
        }
        let dragons = self.dragons();
        let mut goal = dragons_stones(&dragons, &around);
        let strong = strong_stones(&dragons, self.game.board.size());
        let mut played = 0;
        for &l in &libs {
            if self.game.board.color(p) != owner {
                break;
            }
            if !self.game.board.trymove(l, capturer) {
                break;
            }
            played += 1;
            goal.push(l);
        }
        let captured = self.game.board.color(p) != owner;
        let mut lives = false;
        if captured {
            goal.retain(|&q| self.game.board.color(q) == capturer);
            if let Some(&target) = goal.first() {
                let r = self.with_owl_search(target, &goal, Some(strong), |s| s.attack());
                lives = r.result == ReadResult::Fail;
            }
        }
        for _ in 0..played {
            self.game.board.popgo();
        }
        Ok(lives)
    }
}

//! Moves proposed by the attack and defense pattern databases (manual 9.8), when the reading
//! context has them (`ReadingContext::patterns`). They join the move lists of the liberty-based
//! generators near the root of a search, where a missed net or hanging connection matters
//! most and the matcher's cost is paid rarely. Pattern constraints may read: they get the
//! board and the context, and leave the board as they found it.

use super::moves::MoveList;
use super::Reader;
use crate::types::Point;

impl Reader<'_> {
    /// The pattern databases are consulted only at the root of a search and the ply below
    /// it: that is where a missed net or throw-in changes the answer, and deeper the
    /// matcher's cost is not repaid (measured on reading.tst: same passes, fewer nodes).
    pub(crate) fn near_root(&self) -> bool {
        self.plies() <= 1
    }

    /// Add the attack patterns' moves against `str`.
    pub fn pattern_attack_moves(&mut self, list: &mut MoveList, str: Point) {
        self.pattern_moves(list, str, true);
    }

    /// Add the defense patterns' moves for `str`.
    pub fn pattern_defense_moves(&mut self, list: &mut MoveList, str: Point) {
        self.pattern_moves(list, str, false);
    }

    fn pattern_moves(&mut self, list: &mut MoveList, str: Point, attack: bool) {
        let Some(db) = self.ctx.patterns.clone() else {
            return;
        };
        // Taken out while in use: constraints may start nested searches.
        let mut moves = std::mem::take(&mut self.ctx.pattern_moves);
        moves.clear();
        #[cfg(debug_assertions)]
        let (hash, stackp) = (self.board.hash(), self.board.stackp());
        if attack {
            db.attack_moves(self.board, self.ctx, str, &mut moves);
        } else {
            db.defense_moves(self.board, self.ctx, str, &mut moves);
        }
        #[cfg(debug_assertions)]
        debug_assert!(
            self.board.hash() == hash && self.board.stackp() == stackp,
            "pattern constraints changed the board"
        );
        for &p in &moves {
            list.add(p, 0);
        }
        self.ctx.pattern_moves = moves;
    }
}

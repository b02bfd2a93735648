//! Random games played with a policy's values: [`Playout`] chooses among the legal moves in
//! proportion to their values and plays until two passes.

use super::policy::{move_value, McTable, Near};
use crate::board::Board;
use crate::rng::Rng;
use crate::types::{Color, Point, BOARDMAX};

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Stones played (each one `trymove` on the board's stack).
    pub stones: usize,
    /// Moves including passes.
    pub moves: usize,
    /// True if it ended by two passes in a row, false if the move limit stopped it.
    pub finished: bool,
}

/// The playout move generator: holds its buffer, so generating a move does not allocate.
#[derive(Clone, Debug)]
pub struct Playout<'a> {
    table: McTable<'a>,
    /// Candidate moves with the running sum of their values.
    cands: Vec<(Point, u64)>,
}

impl<'a> Playout<'a> {
    pub fn new(table: McTable<'a>) -> Playout<'a> {
        Playout {
            table,
            cands: Vec::with_capacity(BOARDMAX),
        }
    }

    pub fn table(&self) -> &McTable<'a> {
        &self.table
    }

    /// A move for `color`, picked among the legal moves with probability proportional to its
    /// value; `None` (pass) if every legal move is worth zero.
    pub fn choose(
        &mut self,
        board: &Board,
        color: Color,
        near: &Near,
        rng: &mut Rng,
    ) -> Option<Point> {
        self.cands.clear();
        let mut total = 0u64;
        for p in board.points() {
            if board.color(p) != Color::Empty {
                continue;
            }
            let v = move_value(&self.table, board, p, color, near);
            if v == 0 {
                continue;
            }
            total += v as u64;
            self.cands.push((p, total));
        }
        // Legality is checked only for the move drawn: an illegal one (suicide, ko) leaves
        // the candidates and the draw is made again among the rest.
        while total > 0 {
            let r = rng.below(total);
            let i = self.cands.partition_point(|&(_, s)| s <= r);
            let p = self.cands[i].0;
            if board.is_legal(p, color) {
                return Some(p);
            }
            let w = self.cands[i].1 - if i > 0 { self.cands[i - 1].1 } else { 0 };
            self.cands.remove(i);
            for c in &mut self.cands[i..] {
                c.1 -= w;
            }
            total -= w;
        }
        None
    }

    /// Play a random game from the current position, `first` to move, `prev` the move before
    /// (for nearness), until two passes in a row or `max_moves` moves. The stones stay on the
    /// board's move stack; [`Playout::undo`] takes them back.
    pub fn run(
        &mut self,
        board: &mut Board,
        first: Color,
        prev: Option<Point>,
        rng: &mut Rng,
        max_moves: usize,
    ) -> PlayoutResult {
        let mut color = first;
        let mut prev = prev;
        let (mut stones, mut moves, mut passes) = (0, 0, 0);
        while moves < max_moves {
            let near = Near::new(board, prev);
            moves += 1;
            match self.choose(board, color, &near, rng) {
                Some(p) => {
                    let ok = board.trymove(p, color);
                    debug_assert!(ok, "chosen moves are legal");
                    stones += 1;
                    passes = 0;
                    prev = Some(p);
                }
                None => {
                    passes += 1;
                    prev = None;
                    if passes == 2 {
                        return PlayoutResult {
                            stones,
                            moves,
                            finished: true,
                        };
                    }
                }
            }
            color = color.other();
        }
        PlayoutResult {
            stones,
            moves,
            finished: false,
        }
    }

    /// Take back the stones of a playout.
    pub fn undo(board: &mut Board, result: &PlayoutResult) {
        for _ in 0..result.stones {
            board.popgo();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::policy::neighbourhood_code;

    fn b(rows: &[&str]) -> Board {
        Board::from_rows(rows)
    }

    /// A table with one row: 1 everywhere, except `zero` codes worth 0.
    fn flat_table(zero: &[u16]) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
        let mut class = vec![0u8; 2 << 16];
        for &c in zero {
            class[2 * c as usize] = 1;
        }
        let mut rows: Vec<u8> = std::iter::repeat_n(1u32.to_le_bytes(), 256)
            .flatten()
            .collect();
        rows.extend(std::iter::repeat_n(0u8, 1024));
        (class, rows, vec![0, 0])
    }

    #[test]
    fn flat_playouts_terminate_and_undo() {
        let (c, r, n) = flat_table(&[]);
        let table = McTable::new(&c, &r, &n);
        table.validate().unwrap();
        let mut po = Playout::new(table);
        let mut board = Board::new(7);
        let before = board.hash();
        let mut rng = Rng::new(7);
        for _ in 0..20 {
            let res = po.run(&mut board, Color::Black, None, &mut rng, 400);
            assert!(res.moves <= 400 && res.stones <= res.moves);
            board.check_invariants().unwrap();
            Playout::undo(&mut board, &res);
            assert_eq!(board.hash(), before);
            assert_eq!(board.stackp(), 0);
        }
    }

    #[test]
    fn zero_valued_moves_are_never_chosen() {
        // Every all-empty neighbourhood (code 0) is worth 0: only edge points and points
        // next to the stone are played.
        let (c, r, n) = flat_table(&[0]);
        let mut po = Playout::new(McTable::new(&c, &r, &n));
        let mut rng = Rng::new(1);
        let board = b(&[".....", ".....", "..X..", ".....", "....."]);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..400 {
            let p = po
                .choose(&board, Color::White, &Near::NONE, &mut rng)
                .unwrap();
            seen.insert(p);
            assert_ne!(neighbourhood_code(&board, p, Color::White), 0);
        }
        // 16 edge points and the 8 around the stone: all reached, the rest never.
        assert_eq!(seen.len(), 24);
        let full = b(&["XXX", "X.X", "XX."]);
        assert_eq!(
            po.choose(&full, Color::White, &Near::NONE, &mut rng),
            None,
            "suicide is not a candidate"
        );
    }
}

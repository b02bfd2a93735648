//! Reading helpers for the rest of the engine and for pattern constraints (manual 9.8 and
//! the autohelper functions): does a given move attack or defend a string, can either of two
//! strings be captured, can both be saved, is a move safe, can a wall be broken.

use super::cache::{CacheKey, Routine};
use super::komaster::Ko;
use super::{ReadResult, Reader, ReadingContext, Side};
use crate::board::Board;
use crate::types::{Color, Point};
use ReadResult::{Fail, KoA, KoB, Win};

impl ReadingContext {
    /// The result for the attacker of playing `mv` against the string at `str` (0 if the
    /// move is illegal or does not work).
    pub fn does_attack(&mut self, board: &mut Board, mv: Point, str: Point) -> ReadResult {
        if !board.color(str).is_player() {
            return Fail;
        }
        // A string that is already dead is not attacked by any particular move.
        if self.attack(board, str).0 != Fail && self.find_defense(board, str).0 == Fail {
            return Fail;
        }
        self.does_work(board, Side::Attacker, mv, str)
    }

    /// The result for the defender of playing `mv` to save the string at `str`.
    pub fn does_defend(&mut self, board: &mut Board, mv: Point, str: Point) -> ReadResult {
        if !board.color(str).is_player() {
            return Fail;
        }
        self.does_work(board, Side::Defender, mv, str)
    }

    /// The result for `side` of its move `mv` against or for the string at `str`: the
    /// opposite of the other side's best answer (a ko capture at most `KoB`).
    fn does_work(&mut self, board: &mut Board, side: Side, mv: Point, str: Point) -> ReadResult {
        let mover = side.mover(board.color(str));
        let mut r = Reader::new(board, self);
        let Some(t) = r.komaster_trymove(mv, mover, Ko::NONE, true) else {
            return Fail;
        };
        let code = if !r.board.color(str).is_player() {
            // Captured: the attacker's goal, the defender's loss.
            match side {
                Side::Attacker => Win,
                Side::Defender => Fail,
            }
        } else {
            r.reply(side, str, t.ko).reverse()
        };
        r.popgo();
        if t.conditional {
            code.min(KoB)
        } else {
            code
        }
    }

    /// Can at least one of the strings at `a` and `b` (same colour) be captured? Returns the
    /// best code over single attacks and double-threat moves.
    pub fn attack_either(&mut self, board: &mut Board, a: Point, b: Point) -> ReadResult {
        if !board.color(a).is_player() || !board.color(b).is_player() {
            return Win;
        }
        let ra = self.attack(board, a).0;
        if ra == Win {
            return Win;
        }
        let rb = self.attack(board, b).0;
        if rb == Win {
            return Win;
        }
        let best = ra.max(rb);
        // A move that threatens both: try the liberties of both strings.
        let color = board.color(a);
        let other = color.other();
        let mut cands: Vec<Point> = board.libs(a).iter().collect();
        for l in board.libs(b).iter() {
            if !cands.contains(&l) {
                cands.push(l);
            }
        }
        if board.countlib(a) > 4 && board.countlib(b) > 4 {
            return best;
        }
        self.best_move(board, &cands, other, best, |ctx, board| {
            let da = if board.color(a).is_player() {
                ctx.find_defense(board, a).0
            } else {
                Fail
            };
            if da == Fail {
                return Win;
            }
            let db = if board.color(b).is_player() {
                ctx.find_defense(board, b).0
            } else {
                Fail
            };
            if db == Fail {
                Win
            } else {
                // Defending one must also defend the other.
                ctx.defend_both_after(board, a, b).reverse()
            }
        })
    }

    /// The best of `start` and the results `eval` gives after each of `color`'s moves in
    /// `cands` (each counted as a node and taken back; stops at `Win`).
    fn best_move(
        &mut self,
        board: &mut Board,
        cands: &[Point],
        color: Color,
        start: ReadResult,
        mut eval: impl FnMut(&mut Self, &mut Board) -> ReadResult,
    ) -> ReadResult {
        let mut best = start;
        for &m in cands {
            if !board.trymove(m, color) {
                continue;
            }
            self.nodes_add(1);
            let code = eval(self, board);
            board.popgo();
            if code > best {
                best = code;
                if best == Win {
                    break;
                }
            }
        }
        best
    }

    /// Can both strings at `a` and `b` be saved (their owner moving first)?
    pub fn defend_both(&mut self, board: &mut Board, a: Point, b: Point) -> ReadResult {
        if !board.color(a).is_player() || !board.color(b).is_player() {
            return Fail;
        }
        let ra = self.attack(board, a).0;
        let rb = self.attack(board, b).0;
        if ra == Fail && rb == Fail {
            return Win;
        }
        self.defend_both_after(board, a, b)
    }

    /// Defender to move: one move that leaves neither string capturable.
    fn defend_both_after(&mut self, board: &mut Board, a: Point, b: Point) -> ReadResult {
        let color = board.color(a);
        let mut cands: Vec<Point> = Vec::new();
        for s in [a, b] {
            let (c, m) = self.find_defense(board, s);
            if c != Fail && !m.is_none() && !cands.contains(&m) {
                cands.push(m);
            }
            for l in board.libs(s).iter() {
                if !cands.contains(&l) {
                    cands.push(l);
                }
            }
            for e in board.adjacent_with_libs(s, 2).iter() {
                for l in board.libs(e).iter() {
                    if !cands.contains(&l) {
                        cands.push(l);
                    }
                }
            }
        }
        self.best_move(board, &cands, color, Fail, |ctx, board| {
            let ca = if board.color(a).is_player() {
                ctx.attack(board, a).0
            } else {
                Win
            };
            let cb = if ca == Win {
                Win
            } else if board.color(b).is_player() {
                ctx.attack(board, b).0
            } else {
                Win
            };
            ca.max(cb).reverse()
        })
    }

    /// Is a `color` stone at `mv` legal and not immediately capturable? A stone that can only
    /// be taken in a ko counts as safe (11.1, `safe_move`). Returns the code for the mover.
    pub fn safe_move(&mut self, board: &mut Board, mv: Point, color: Color) -> ReadResult {
        let hash = board.hash() ^ (color as u64);
        let sp = board.stackp() as i32;
        if let Some((c, _)) =
            self.cache
                .get(hash, CacheKey::one(Routine::SafeMove, mv, Ko::NONE), sp)
        {
            return c;
        }
        if !board.trymove(mv, color) {
            return Fail;
        }
        self.nodes_add(1);
        let (acode, _) = self.attack(board, mv);
        board.popgo();
        let code = match acode {
            Fail => Win,
            Win => Fail,
            KoA | KoB => acode.reverse(),
            other => other.reverse(),
        };
        self.cache.put(
            hash,
            CacheKey::one(Routine::SafeMove, mv, Ko::NONE),
            sp,
            code,
            Point::NONE,
        );
        code
    }

    /// GNU Go's `break_through(a, b, c)`: `a` is empty, `b` and `c` are stones of the
    /// defender on either side; can the player at `a`'s side cut through between them?
    /// Simplified: the attacker plays at `a` and must capture `b` or `c` (WIN), or live with
    /// the cutting stone while both `b` and `c` are in atari-threat (KO_A-level result).
    pub fn break_through(&mut self, board: &mut Board, a: Point, b: Point, c: Point) -> ReadResult {
        let defender = board.color(b);
        if !defender.is_player() || board.color(c) != defender {
            return Fail;
        }
        let attacker = defender.other();
        if !board.trymove(a, attacker) {
            return Fail;
        }
        self.nodes_add(1);
        let cut_safe = self.attack(board, a).0 == Fail;
        let code = if !cut_safe {
            Fail
        } else {
            let e = self.attack_either(board, b, c);
            if e == Win {
                Win
            } else if e != Fail {
                KoA.min(e)
            } else {
                Fail
            }
        };
        board.popgo();
        code
    }

    pub(crate) fn nodes_add(&mut self, n: u64) {
        self.nodes += n;
    }
}

//! Reading helpers for the rest of the engine and for pattern constraints (manual 9.8 and
//! the autohelper functions): does a given move attack or defend a string, can either of two
//! strings be captured, can both be saved, is a move safe, can a wall be broken.

use super::cache::Routine;
use super::komaster::Ko;
use super::{reverse, Code, Reader, ReadingContext, KO_A, KO_B, LOSE, WIN};
use crate::board::Board;
use crate::types::{Color, Point};

impl ReadingContext {
    /// The result for the attacker of playing `mv` against the string at `str` (0 if the
    /// move is illegal or does not work).
    pub fn does_attack(&mut self, board: &mut Board, mv: Point, str: Point) -> Code {
        let color = board.color(str);
        if !color.is_player() {
            return LOSE;
        }
        // A string that is already dead is not attacked by any particular move.
        if self.attack(board, str).0 != LOSE && self.find_defense(board, str).0 == LOSE {
            return LOSE;
        }
        let mut r = Reader::new(board, self);
        let Some(t) = r.komaster_trymove(mv, color.other(), Ko::NONE, true) else {
            return LOSE;
        };
        let code = if !r.board.color(str).is_player() {
            WIN
        } else {
            reverse(r.do_find_defense(str, t.ko).0)
        };
        r.popgo();
        if t.conditional {
            code.min(KO_B)
        } else {
            code
        }
    }

    /// The result for the defender of playing `mv` to save the string at `str`.
    pub fn does_defend(&mut self, board: &mut Board, mv: Point, str: Point) -> Code {
        let color = board.color(str);
        if !color.is_player() {
            return LOSE;
        }
        let mut r = Reader::new(board, self);
        let Some(t) = r.komaster_trymove(mv, color, Ko::NONE, true) else {
            return LOSE;
        };
        let code = if !r.board.color(str).is_player() {
            LOSE
        } else {
            reverse(r.do_attack(str, t.ko).0)
        };
        r.popgo();
        if t.conditional {
            code.min(KO_B)
        } else {
            code
        }
    }

    /// Can at least one of the strings at `a` and `b` (same colour) be captured? Returns the
    /// best code over single attacks and double-threat moves.
    pub fn attack_either(&mut self, board: &mut Board, a: Point, b: Point) -> Code {
        if !board.color(a).is_player() || !board.color(b).is_player() {
            return WIN;
        }
        let ra = self.attack(board, a).0;
        if ra == WIN {
            return WIN;
        }
        let rb = self.attack(board, b).0;
        if rb == WIN {
            return WIN;
        }
        let mut best = ra.max(rb);
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
        for m in cands {
            if !board.trymove(m, other) {
                continue;
            }
            self.nodes_add(1);
            let da = if board.color(a).is_player() {
                self.find_defense(board, a).0
            } else {
                LOSE
            };
            let code = if da == LOSE {
                WIN
            } else {
                let db = if board.color(b).is_player() {
                    self.find_defense(board, b).0
                } else {
                    LOSE
                };
                if db == LOSE {
                    WIN
                } else {
                    // Defending one must also defend the other.
                    let both = self.defend_both_after(board, a, b);
                    reverse(both)
                }
            };
            board.popgo();
            if code > best {
                best = code;
                if best == WIN {
                    break;
                }
            }
        }
        best
    }

    /// Can both strings at `a` and `b` be saved (their owner moving first)?
    pub fn defend_both(&mut self, board: &mut Board, a: Point, b: Point) -> Code {
        if !board.color(a).is_player() || !board.color(b).is_player() {
            return LOSE;
        }
        let ra = self.attack(board, a).0;
        let rb = self.attack(board, b).0;
        if ra == LOSE && rb == LOSE {
            return WIN;
        }
        self.defend_both_after(board, a, b)
    }

    /// Defender to move: one move that leaves neither string capturable.
    fn defend_both_after(&mut self, board: &mut Board, a: Point, b: Point) -> Code {
        let color = board.color(a);
        let mut cands: Vec<Point> = Vec::new();
        for s in [a, b] {
            let (c, m) = self.find_defense(board, s);
            if c != LOSE && !m.is_none() && !cands.contains(&m) {
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
        let mut best = LOSE;
        for m in cands {
            if !board.trymove(m, color) {
                continue;
            }
            self.nodes_add(1);
            let ca = if board.color(a).is_player() {
                self.attack(board, a).0
            } else {
                WIN
            };
            let cb = if ca == WIN {
                WIN
            } else if board.color(b).is_player() {
                self.attack(board, b).0
            } else {
                WIN
            };
            board.popgo();
            let code = reverse(ca.max(cb));
            if code > best {
                best = code;
                if best == WIN {
                    break;
                }
            }
        }
        best
    }

    /// Is a `color` stone at `mv` legal and not immediately capturable? A stone that can only
    /// be taken in a ko counts as safe (11.1, `safe_move`). Returns the code for the mover.
    pub fn safe_move(&mut self, board: &mut Board, mv: Point, color: Color) -> Code {
        let hash = board.hash() ^ (color as u64);
        let sp = board.stackp() as i32;
        if let Some((c, _)) = self.cache.get(hash, Routine::SafeMove, mv, Ko::NONE, sp) {
            return c;
        }
        if !board.trymove(mv, color) {
            return LOSE;
        }
        self.nodes_add(1);
        let (acode, _) = self.attack(board, mv);
        board.popgo();
        let code = match acode {
            LOSE => WIN,
            WIN => LOSE,
            KO_A | KO_B => reverse(acode),
            other => reverse(other),
        };
        self.cache
            .put(hash, Routine::SafeMove, mv, Ko::NONE, sp, code, Point::NONE);
        code
    }

    /// GNU Go's `break_through(a, b, c)`: `a` is empty, `b` and `c` are stones of the
    /// defender on either side; can the player at `a`'s side cut through between them?
    /// Simplified: the attacker plays at `a` and must capture `b` or `c` (WIN), or live with
    /// the cutting stone while both `b` and `c` are in atari-threat (KO_A-level result).
    pub fn break_through(&mut self, board: &mut Board, a: Point, b: Point, c: Point) -> Code {
        let defender = board.color(b);
        if !defender.is_player() || board.color(c) != defender {
            return LOSE;
        }
        let attacker = defender.other();
        if !board.trymove(a, attacker) {
            return LOSE;
        }
        self.nodes_add(1);
        let cut_safe = self.attack(board, a).0 == LOSE;
        let code = if !cut_safe {
            LOSE
        } else {
            let e = self.attack_either(board, b, c);
            if e == WIN {
                WIN
            } else if e != LOSE {
                KO_A.min(e)
            } else {
                LOSE
            }
        };
        board.popgo();
        code
    }

    pub(crate) fn nodes_add(&mut self, n: u64) {
        self.nodes += n;
    }
}

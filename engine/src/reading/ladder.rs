//! Simple ladders: the attacker keeps giving atari, the defender keeps extending or
//! capturing an atari'd attacker string. Read to any length with no branching beyond the
//! choice of atari, so it is cheap (GNU Go's `simple_ladder`, the GTP `ladder_attack`).

use super::{ReadResult, Reader};
use crate::board_ext::PointList;
use crate::types::Point;
use ReadResult::{Fail, KoA, Win};

/// Longest chase read (moves by both sides), far beyond any real ladder on 25x25.
const MAX_LADDER_PLIES: usize = 120;

impl Reader<'_> {
    /// Can the string at `str` (one or two liberties) be captured in a simple ladder?
    pub fn simple_ladder(&mut self, str: Point) -> (ReadResult, Point) {
        let b = &*self.board;
        let color = b.color(str);
        let other = color.other();
        if b.stackp() >= self.base() + MAX_LADDER_PLIES {
            // Captures can make a chase go round in circles: a ladder this long escapes.
            return (Fail, Point::NONE);
        }
        match b.countlib(str) {
            1 => {
                let lib = b.libs(str).first().unwrap();
                if b.is_ko(lib, other).is_none() {
                    (Win, lib)
                } else if b.is_legal(lib, other) {
                    (KoA, lib)
                } else {
                    (Fail, Point::NONE)
                }
            }
            2 => {
                let libs: PointList<2> = b.lib_list(str);
                for a in libs.iter() {
                    if !self.trymove(a, other) {
                        continue;
                    }
                    // An atari that can simply be captured does not work.
                    if self.board.countlib(a) == 1 && self.board.countlib(str) > 1 {
                        self.popgo();
                        continue;
                    }
                    let saved = self.simple_ladder_defend(str);
                    self.popgo();
                    if !saved {
                        return (Win, a);
                    }
                }
                (Fail, Point::NONE)
            }
            _ => (Fail, Point::NONE),
        }
    }

    /// The defender's reply in a ladder: extend or capture. True if the string escapes.
    fn simple_ladder_defend(&mut self, str: Point) -> bool {
        let b = &*self.board;
        if b.countlib(str) != 1 {
            return true;
        }
        let color = b.color(str);
        let mut moves: PointList<16> = PointList::default();
        let adj = b.adjacent_exact_libs(str, 1);
        for a in adj.iter() {
            if let Some(l) = b.libs(a).first() {
                moves.push_unique(l);
            }
        }
        moves.push_unique(b.libs(str).first().unwrap());
        for m in moves.iter() {
            if !self.trymove(m, color) {
                continue;
            }
            let libs = self.board.countlib(str);
            let escaped = if libs >= 3 {
                true
            } else if libs == 2 {
                self.simple_ladder(str).0 == Fail
            } else {
                false
            };
            self.popgo();
            if escaped {
                return true;
            }
        }
        false
    }
}

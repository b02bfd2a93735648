//! Superstrings (manual 11.8): a string together with the friendly strings it is tightly
//! connected to (two shared liberties, or one shared liberty the opponent cannot occupy
//! without being captured at once). Attacking the superstring's liberties, or breaking the
//! chain around any of its strings, is sometimes the way to capture or save the string.

use super::moves::MoveList;
use super::Reader;
use crate::board::Board;
use crate::board_ext::PointList;
use crate::types::{Color, Point};

/// Maximum number of strings in a superstring.
const MAX_MEMBERS: usize = 8;

/// A superstring: the origins of its strings (the target first) and its liberties.
pub struct Superstring {
    pub members: PointList<MAX_MEMBERS>,
    pub libs: PointList<32>,
}

/// Find the superstring of the string at `str`.
pub fn find_superstring(board: &Board, str: Point) -> Superstring {
    let color = board.color(str);
    let other = color.other();
    let mut members: PointList<MAX_MEMBERS> = PointList::default();
    members.push(board.find_origin(str));
    let mut k = 0;
    while k < members.len() && members.len() < MAX_MEMBERS {
        let s = members.as_slice()[k];
        k += 1;
        for l in board.libs(s).iter() {
            for n in l.neighbors() {
                if board.color(n) != color {
                    continue;
                }
                let o = board.find_origin(n);
                if members.contains(o) {
                    continue;
                }
                let joined = board.libs(s).common_count(board.libs(o)) >= 2
                    || (board.approxlib_count(l, other, 2) <= 1
                        && !board.does_capture_something(l, other));
                if joined {
                    members.push(o);
                    if members.len() == MAX_MEMBERS {
                        break;
                    }
                }
            }
        }
    }
    let mut libs: PointList<32> = PointList::default();
    for m in members.iter() {
        for l in board.libs(m).iter() {
            libs.push_unique(l);
        }
    }
    Superstring { members, libs }
}

impl Reader<'_> {
    /// Superstring liberties that are not liberties of `str` (when the superstring is short
    /// of liberties), and the liberties of its other members in atari.
    pub fn superstring_attack_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let ss = find_superstring(b, str);
        if ss.members.len() < 2 || ss.libs.len() > 5 {
            return;
        }
        let attacker = b.color(str).other();
        for l in ss.libs.iter() {
            if !b.liberty_of_string(l, str) && b.accuratelib_count(l, attacker, 2) >= 2 {
                list.add(l, -15);
            }
        }
    }

    /// Defences through the superstring: capture enemy strings in atari next to any member,
    /// and extend members that are short of liberties.
    pub fn superstring_defense_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let ss = find_superstring(b, str);
        if ss.members.len() < 2 {
            return;
        }
        let color: Color = b.color(str);
        for m in ss.members.iter().skip(1) {
            let maxlib = if self.stackp() <= self.ctx.opts.backfill2_depth || b.countlib(str) == 2 {
                3
            } else {
                2
            };
            let adj = b.adjacent_with_libs(m, maxlib);
            for a in adj.iter() {
                if b.countlib(a) == 1 {
                    if let Some(l) = b.libs(a).first() {
                        list.add(l, 0);
                    }
                } else {
                    for l in b.libs(a).iter() {
                        if b.accuratelib_count(l, color, 2) >= 2 {
                            list.add(l, -20);
                        }
                    }
                }
            }
            if b.countlib(m) <= 2 {
                for l in b.libs(m).iter() {
                    if b.approxlib_count(l, color, 3) >= 3 {
                        list.add(l, -10);
                    }
                }
            }
        }
    }
}

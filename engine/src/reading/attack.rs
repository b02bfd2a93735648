//! The attacker's side of the tactical search: `do_attack` and `attack1`..`attack4`, one per
//! liberty count of the target (manual 11.1.1).
//!
//! A string with five or more liberties is never attacked; with four only down to
//! `fourlib_depth`; with three only down to `depth` (deeper, three liberties count as alive,
//! which is what makes ladders read to any length). Beyond `branch_depth` only the best
//! candidate is tried against three liberties.

use super::cache::{CacheKey, Routine};
use super::komaster::Ko;
use super::moves::MoveList;
use super::{plies, ReadResult, Reader, Side};
use crate::types::Point;
use ReadResult::{Fail, KoA, KoB, Win};

impl Reader<'_> {
    /// Can the string at `str` be captured, the attacker moving first?
    pub fn do_attack(&mut self, str: Point, ko: Ko) -> (ReadResult, Point) {
        let (cutoff, libs, sp) = match self.enter_node(str, Fail) {
            Ok(node) => node,
            Err(settled) => return settled,
        };
        if libs == 1 {
            return self.attack1(str, ko);
        }
        if self.all_liberties_own_eyes(str) {
            // The attacker can never play on any liberty (suicide), so he can never reduce
            // the string to one liberty. No tenuki changes that.
            return (Fail, Point::NONE);
        }
        let origin = self.board.find_origin(str);
        let hash = self.board.hash();
        let routine = if self.in_null {
            Routine::AttackNoNull
        } else {
            Routine::Attack
        };
        if let Some(r) = self.probe_cache(hash, CacheKey::one(routine, origin, ko), sp) {
            return r;
        }
        self.ctx.searches[0][libs.min(4)] += 1;
        self.prepare_adjacent(str);
        let (code, mv, cut) = match libs {
            2 => self.attack2(str, ko, cutoff),
            3 => self.attack3(str, ko, cutoff),
            _ => self.attack4(str, ko, cutoff),
        };
        // A search stopped at the caller's cutoff only has a lower bound: not cached.
        if !cut {
            self.ctx
                .cache
                .put(hash, CacheKey::one(routine, origin, ko), sp, code, mv);
        }
        (code, mv)
    }

    /// Can the attacker never play on a liberty of the string at `str`? True when the
    /// string belongs to a cluster of its owner's strings, each with two or more liberties,
    /// whose liberties all have only stones of the cluster (or the edge) around them: a move
    /// on any of them captures nothing (every string keeps a liberty) and has no liberty
    /// itself, so it is suicide, and no move elsewhere changes that. Such strings cannot be
    /// captured, whatever the attacker does and however often he plays elsewhere.
    fn all_liberties_own_eyes(&self, str: Point) -> bool {
        let b = &*self.board;
        let color = b.color(str);
        let mut cluster: [Point; 8] = [Point::NONE; 8];
        let mut n = 1;
        cluster[0] = b.find_origin(str);
        let mut k = 0;
        while k < n {
            let s = cluster[k];
            k += 1;
            if b.countlib(s) < 2 {
                return false;
            }
            for l in b.libs(s).iter() {
                for nb in l.neighbors() {
                    let c = b.color(nb);
                    if c == crate::types::Color::Border {
                        continue;
                    }
                    if c != color {
                        return false;
                    }
                    let o = b.find_origin(nb);
                    if !cluster[..n].contains(&o) {
                        if n == cluster.len() {
                            return false;
                        }
                        cluster[n] = o;
                        n += 1;
                    }
                }
            }
        }
        true
    }

    /// Capture a string in atari: at once, or by a (possibly conditional) ko capture.
    fn attack1(&mut self, str: Point, ko: Ko) -> (ReadResult, Point) {
        let color = self.board.color(str);
        let other = color.other();
        let lib = match self.board.libs(str).first() {
            Some(l) => l,
            None => return (Fail, Point::NONE),
        };
        let Some(kpos) = self.board.is_ko(lib, other) else {
            // A capture that is not a ko capture is always legal; it fails only when it
            // walks into a snapback (the capturing string is left in atari).
            if self.board.approxlib_count(lib, other, 2) <= 1 && self.trymove(lib, other) {
                let snapback = self.board.countlib(lib) == 1 && self.board.countstones(lib) > 1;
                self.popgo();
                if snapback {
                    return self.attack1_against_snapback(str, ko, lib);
                }
            }
            return (Win, lib);
        };
        let sp = self.stackp();
        let consider = sp <= self.ctx.opts.ko_depth;
        let capture = match self.komaster_trymove(lib, other, ko, consider) {
            None => (Fail, Point::NONE),
            Some(t) if t.conditional => {
                self.popgo();
                (KoB, lib)
            }
            Some(t) => {
                // A legal ko capture: can the defender take back (after a ko threat)?
                let consider2 = sp < self.ctx.opts.ko_depth;
                let retake = self.komaster_trymove(kpos, color, t.ko, consider2);
                if retake.is_some() {
                    self.popgo();
                }
                self.popgo();
                if retake.is_some() {
                    (KoA, lib)
                } else {
                    (Win, lib)
                }
            }
        };
        if capture.0 == Win || sp > self.ctx.opts.ko_depth {
            return capture;
        }
        // The capture is only a ko: an atari on another string next to the capturing point
        // makes the capture take that string too, and then it is no ko.
        let mut list = MoveList::default();
        for n in lib.neighbors() {
            if self.board.color(n) == color
                && !self.board.same_string(n, str)
                && (2..=3).contains(&self.board.countlib(n))
            {
                for m in self.board.libs(n).iter() {
                    if m != lib {
                        list.add(m, 0);
                    }
                }
            }
        }
        if list.is_empty() {
            return capture;
        }
        self.order_moves(&mut list, str, other);
        let (code, mv, _) = self.attack_loop(str, ko, &list, usize::MAX, Win);
        if code == Win {
            (Win, mv)
        } else {
            capture
        }
    }

    /// Capturing at `lib` walks into a snapback: first give the attacker's strings next to
    /// `lib` liberties, by capturing a defender string in atari next to them (a
    /// back-capture) or by extending them.
    fn attack1_against_snapback(&mut self, str: Point, ko: Ko, lib: Point) -> (ReadResult, Point) {
        let sp = self.stackp();
        if sp > self.ctx.opts.backfill_depth {
            return (Fail, Point::NONE);
        }
        let b = &*self.board;
        let other = b.color(str).other();
        let mut list = MoveList::default();
        for n in lib.neighbors() {
            if b.color(n) != other {
                continue;
            }
            for a in b.adjacent_exact_libs(n, 1).iter() {
                if !b.same_string(a, str) {
                    if let Some(m) = b.libs(a).first() {
                        list.add(m, 10);
                    }
                }
            }
            for m in b.libs(n).iter() {
                if m != lib && b.approxlib_count(m, other, 3) >= 2 {
                    list.add(m, 0);
                }
            }
        }
        if list.is_empty() {
            return (Fail, Point::NONE);
        }
        self.order_moves(&mut list, str, other);
        let (code, mv, _) = self.attack_loop(str, ko, &list, usize::MAX, Win);
        (code, mv)
    }

    fn attack2(&mut self, str: Point, ko: Ko, cutoff: ReadResult) -> (ReadResult, Point, bool) {
        let sp = self.stackp();
        let o = self.ctx.opts;
        let other = self.board.color(str).other();
        let mut list = MoveList::default();
        self.add_liberties(&mut list, str, 0);
        self.defend_secondary_chain1_moves(&mut list, str);
        let plies = self.plies();
        if sp <= o.backfill2_depth && plies <= plies::ATTACK2_EXTRA {
            self.second_order_liberty_moves(&mut list, str, -20);
            // Back-captures: a surrounding string as short of liberties as the target
            // first gains some by capturing.
            self.defend_secondary_chain2_moves(&mut list, str, true);
        }
        if sp <= o.backfill_depth {
            self.backfill_moves(&mut list, str);
            if plies <= plies::ATTACK2_EXTRA {
                self.edge_attack_moves(&mut list, str);
            }
        }
        if self.near_root() {
            self.pattern_attack_moves(&mut list, str);
        }
        if sp <= o.superstring_depth && plies <= plies::SUPERSTRING_ATTACK {
            self.superstring_attack_moves(&mut list, str);
        }
        if sp <= o.ko_depth {
            self.ko_retake_moves(&mut list, other);
        }
        self.order_moves(&mut list, str, other);
        self.attack_loop(str, ko, &list, usize::MAX, cutoff)
    }

    fn attack3(&mut self, str: Point, ko: Ko, cutoff: ReadResult) -> (ReadResult, Point, bool) {
        let sp = self.stackp();
        let o = self.ctx.opts;
        let other = self.board.color(str).other();
        let mut list = MoveList::default();
        self.add_liberties(&mut list, str, 0);
        self.defend_secondary_chain1_moves(&mut list, str);
        if sp <= o.break_chain_depth {
            self.backfill_moves(&mut list, str);
        }
        let plies = self.plies();
        if sp <= o.backfill_depth && plies <= plies::ATTACK3_EDGE {
            self.edge_attack_moves(&mut list, str);
        }
        if sp <= o.backfill2_depth {
            self.second_order_liberty_moves(&mut list, str, -30);
        }
        if sp < o.backfill2_depth {
            self.defend_secondary_chain2_moves(&mut list, str, false);
        }
        if self.near_root() {
            self.pattern_attack_moves(&mut list, str);
        }
        if sp <= o.superstring_depth && plies <= plies::SUPERSTRING_ATTACK {
            self.superstring_attack_moves(&mut list, str);
        }
        self.order_moves(&mut list, str, other);
        let tries = if sp > o.branch_depth { 1 } else { usize::MAX };
        self.attack_loop(str, ko, &list, tries, cutoff)
    }

    fn attack4(&mut self, str: Point, ko: Ko, cutoff: ReadResult) -> (ReadResult, Point, bool) {
        let sp = self.stackp();
        let o = self.ctx.opts;
        let other = self.board.color(str).other();
        let mut list = MoveList::default();
        self.add_liberties(&mut list, str, 0);
        self.defend_secondary_chain1_moves(&mut list, str);
        if self.near_root() {
            self.pattern_attack_moves(&mut list, str);
        }
        if sp <= o.superstring_depth && self.plies() <= plies::SUPERSTRING_ATTACK {
            self.superstring_attack_moves(&mut list, str);
        }
        self.order_moves(&mut list, str, other);
        let tries = if sp > o.branch_depth { 1 } else { usize::MAX };
        self.attack_loop(str, ko, &list, tries, cutoff)
    }

    /// Try the attacking moves of `list` in order; the first that leaves no defence wins.
    /// Otherwise the best ko result is returned.
    fn attack_loop(
        &mut self,
        str: Point,
        ko: Ko,
        list: &MoveList,
        max_tries: usize,
        cutoff: ReadResult,
    ) -> (ReadResult, Point, bool) {
        self.try_moves(
            Side::Attacker,
            str,
            ko,
            list,
            (max_tries, cutoff),
            |r, m| r.pointless_attack(m, str),
        )
    }

    /// An attacking move (already played) that puts its own stones in atari without leaving
    /// the target in atari: the defender just captures it.
    fn pointless_attack(&self, m: Point, str: Point) -> bool {
        let b = &*self.board;
        if b.countlib(m) != 1 {
            return false;
        }
        let target_libs = b.countlib(str);
        if target_libs <= 1 {
            return false;
        }
        // A single-stone throw-in against two or three liberties may still be a tesuji
        // when shallow.
        !(b.countstones(m) == 1
            && target_libs <= 3
            && self.stackp() <= self.ctx.opts.backfill2_depth)
    }
}

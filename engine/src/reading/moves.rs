//! Candidate move lists and the move generators of the reader (manual 11.1.1: "helper
//! functions called ..._moves which suggest less obvious moves"), and the move ordering.
//!
//! Attack generators: liberties, second-order liberties (nets), backfilling, defending the
//! attacker's own strings in atari, edge tricks. Defence generators: liberties, capturing or
//! atariing the surrounding chain (`break_chain`), second-order liberties (rescue moves),
//! edge clamps.

use super::Reader;
use crate::board_ext::PointList;
use crate::types::{Color, Point};

/// Maximum number of candidate moves at one node.
pub const MAX_MOVES: usize = 64;

/// Candidate moves with ordering scores.
#[derive(Clone, Copy)]
pub struct MoveList {
    pts: [Point; MAX_MOVES],
    scores: [i32; MAX_MOVES],
    n: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            pts: [Point::NONE; MAX_MOVES],
            scores: [0; MAX_MOVES],
            n: 0,
        }
    }
}

impl MoveList {
    /// Add a move with a generator bonus; a move already present keeps the larger bonus.
    pub fn add(&mut self, p: Point, bonus: i32) {
        if p.is_none() {
            return;
        }
        for k in 0..self.n {
            if self.pts[k] == p {
                if bonus > self.scores[k] {
                    self.scores[k] = bonus;
                }
                return;
            }
        }
        if self.n < MAX_MOVES {
            self.pts[self.n] = p;
            self.scores[self.n] = bonus;
            self.n += 1;
        }
    }
    pub fn len(&self) -> usize {
        self.n
    }
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    pub fn contains(&self, p: Point) -> bool {
        self.pts[..self.n].contains(&p)
    }
    pub fn get(&self, k: usize) -> Point {
        self.pts[k]
    }
    pub fn as_slice(&self) -> &[Point] {
        &self.pts[..self.n]
    }
    fn sort(&mut self) {
        // Insertion sort, stable, best first: lists are short.
        for i in 1..self.n {
            let mut j = i;
            while j > 0 && self.scores[j - 1] < self.scores[j] {
                self.scores.swap(j - 1, j);
                self.pts.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

impl Reader<'_> {
    // ------------------------------------------------------------------ ordering

    /// Score and sort the moves of `list` for `mover`, who attacks or defends the string at
    /// `str`.
    pub fn order_moves(&mut self, list: &mut MoveList, str: Point, mover: Color) {
        let hint = std::mem::replace(&mut self.hint, Point::NONE);
        if list.n <= 1 {
            return;
        }
        let b = &*self.board;
        let defender = b.color(str);
        // Killer moves reorder only where every candidate is tried: beyond `branch_depth`
        // the first candidate is the only one, and the static order is the better guess.
        let killer = if self.stackp() <= self.ctx.opts.branch_depth {
            self.killer(usize::from(mover == defender))
        } else {
            Point::NONE
        };
        let str_libs = b.countlib(str) as i32;
        let adj_known = self.adj_of == b.find_origin(str) && self.adj_hash == b.hash();
        for k in 0..list.n {
            let m = list.pts[k];
            let mut s = list.scores[k];
            let captured = b.capture_size(m, mover) as i32;
            let own = b.accuratelib_count(m, mover, 6) as i32;
            if mover == defender {
                let joins = b.liberty_of_string(m, str);
                if joins {
                    s += [-200, -60, 0, 40, 70, 90, 100][own as usize];
                } else {
                    s += [-100, -40, 0, 10, 15, 20, 20][own as usize];
                }
                if captured > 0 {
                    s += 40 + 10 * captured.min(5);
                } else if own >= 2 {
                    // Ataris on the surrounding chain: the attacker must answer them.
                    let mut seen: PointList<4> = PointList::default();
                    for n in m.neighbors() {
                        if b.color(n) == mover.other() && b.countlib(n) == 2 {
                            let o = b.find_origin(n);
                            if adj_known && self.adj.iter().any(|a| a == o) && !seen.contains(o) {
                                seen.push(o);
                                s += 35;
                            }
                        }
                    }
                }
            } else {
                let is_lib = b.liberty_of_string(m, str);
                if is_lib {
                    s += 30;
                    if str_libs == 2 {
                        // Atari: prefer the side where the defender's extension gains least.
                        for l in b.libs(str).iter() {
                            if l != m {
                                let esc = b.approxlib_count(l, defender, 5) as i32;
                                s += [30, 30, 20, 0, -20, -40][esc as usize];
                            }
                        }
                    }
                }
                if own <= 1 && captured == 0 {
                    s -= 60;
                } else {
                    s += 5 * own.min(4);
                }
                if captured > 0 {
                    s += 20 + 5 * captured.min(5);
                }
            }
            if m == hint {
                s += 1000;
            } else if m == killer {
                s += 25;
            }
            list.scores[k] = s;
        }
        list.sort();
    }

    // ------------------------------------------------------------------ shared helpers

    /// Remember the enemy strings with at most three liberties next to `str`, so that the
    /// move generators of this node do not walk the string again.
    pub fn prepare_adjacent(&mut self, str: Point) {
        self.adj = self.board.adjacent_with_libs(str, 3);
        self.adj_of = self.board.find_origin(str);
        self.adj_hash = self.board.hash();
    }

    /// Enemy strings next to `str` with exactly `libs` liberties (from the remembered list
    /// when it belongs to this string and position).
    pub fn adjacent_with(&self, str: Point, libs: usize) -> PointList<64> {
        if self.adj_of == self.board.find_origin(str) && self.adj_hash == self.board.hash() {
            let mut out = PointList::default();
            for a in self.adj.iter() {
                if self.board.countlib(a) == libs {
                    out.push(a);
                }
            }
            out
        } else {
            self.board.adjacent_exact_libs(str, libs)
        }
    }

    /// The liberties of `str`.
    pub fn add_liberties(&self, list: &mut MoveList, str: Point, bonus: i32) {
        for l in self.board.libs(str).iter() {
            list.add(l, bonus);
        }
    }

    /// Moves capturing an enemy string adjacent to `str` that is in atari (`break_chain`).
    pub fn break_chain_moves(&self, list: &mut MoveList, str: Point, bonus: i32) {
        let adj = self.adjacent_with(str, 1);
        for a in adj.iter() {
            if let Some(l) = self.board.libs(a).first() {
                // The capture frees liberties of `str` itself: the surest defence when the
                // string has other liberties to spare.
                let extra = if self.board.countlib(str) >= 2
                    && self.board.is_ko(l, self.board.color(str)).is_none()
                {
                    60
                } else {
                    0
                };
                list.add(l, bonus + extra);
            }
        }
    }

    /// Ataris on enemy strings adjacent to `str` with two liberties (`break_chain2`). With
    /// `efficient_only`, only the ataris played on a liberty of `str` itself.
    pub fn break_chain2_moves(&self, list: &mut MoveList, str: Point, efficient_only: bool) {
        let b = &*self.board;
        let color = b.color(str);
        let adj = self.adjacent_with(str, 2);
        for a in adj.iter() {
            for l in b.libs(a).iter() {
                let on_own_lib = b.liberty_of_string(l, str);
                if efficient_only && !on_own_lib {
                    continue;
                }
                // An atari that is itself self-atari is rarely useful, unless it captures
                // (a ko capture that also ataris the chain).
                if !on_own_lib
                    && b.accuratelib_count(l, color, 2) < 2
                    && !b.does_capture_something(l, color)
                    && !self.is_snapback_throw_in(l, a, color)
                {
                    if !efficient_only {
                        // Make the atari possible: strengthen the friendly strings that
                        // would join the atariing stone (manual 11.1.1: defences that
                        // strengthen the surrounding stones), or atari an enemy string
                        // beside the atari point so that the atari captures it, or occupy
                        // the only empty neighbour of the atari point so that the atari
                        // has a liberty.
                        self.strengthen_friends_at(list, l, str);
                        let mut empty: PointList<4> = PointList::default();
                        for n in l.neighbors() {
                            if b.color(n) == Color::Empty {
                                empty.push(n);
                            }
                        }
                        if let [n] = empty.as_slice() {
                            if !b.liberty_of_string(*n, a) && b.accuratelib_count(*n, color, 2) >= 2
                            {
                                list.add(*n, -25);
                            }
                        }
                        for n in l.neighbors() {
                            if b.color(n) == color.other()
                                && !b.same_string(n, a)
                                && b.countlib(n) == 2
                            {
                                for m in b.libs(n).iter() {
                                    if m != l && b.accuratelib_count(m, color, 2) >= 2 {
                                        list.add(m, -20);
                                    }
                                }
                            }
                        }
                    }
                    continue;
                }
                list.add(l, if on_own_lib { 10 } else { 0 });
            }
        }
    }

    /// A stone of `color` at `l` (a liberty of the two-liberty string `a`) would be a lone
    /// stone in atari whose capture fills `a`'s other liberty and leaves `a` in atari at
    /// `l`: a snapback, so the self-atari throw-in works.
    pub fn is_snapback_throw_in(&self, l: Point, a: Point, color: Color) -> bool {
        let b = &*self.board;
        let libs: PointList<2> = b.lib_list(a);
        let Some(l2) = libs.iter().find(|&x| x != l) else {
            return false;
        };
        // The thrown-in stone touches no friend and has `l2` as its only liberty.
        let mut only_l2 = true;
        for n in l.neighbors() {
            match b.color(n) {
                c if c == color => return false,
                Color::Empty if n != l2 => only_l2 = false,
                _ => {}
            }
        }
        if !only_l2 || !l.neighbors().contains(&l2) {
            return false;
        }
        // Capturing at `l2` must give `a` no liberty besides `l`.
        l2.neighbors()
            .iter()
            .all(|&n| n == l || b.color(n) != Color::Empty)
            && l2
                .neighbors()
                .iter()
                .all(|&n| b.color(n) != color.other() || b.same_string(n, a) || b.countlib(n) == 1)
    }

    /// Liberties (other than `p`) of the friendly strings next to `p` that have at most two
    /// liberties and are not `str`: playing there lets a later move at `p` stand.
    fn strengthen_friends_at(&self, list: &mut MoveList, p: Point, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        for n in p.neighbors() {
            if b.color(n) == color && !b.same_string(n, str) && b.countlib(n) <= 2 {
                for m in b.libs(n).iter() {
                    if m != p && b.approxlib_count(m, color, 3) >= 2 {
                        list.add(m, -20);
                    }
                }
            }
        }
    }

    /// Deeper in the tree: ataris on adjacent two-liberty strings only when the atari is
    /// itself safe and the atari'd string gains little by extending (a ladder-like chase).
    pub fn break_chain2_ladder_moves(&self, list: &mut MoveList, str: Point) {
        let adj = self.adjacent_with(str, 2);
        let b = &*self.board;
        let color = b.color(str);
        let other = color.other();
        for a in adj.iter() {
            let libs: PointList<2> = b.lib_list(a);
            for (k, l) in libs.iter().enumerate() {
                let on_own_lib = b.liberty_of_string(l, str);
                let rest = libs.as_slice()[1 - k];
                if on_own_lib
                    || (b.accuratelib_count(l, color, 2) >= 2
                        && b.approxlib_count_excluding(rest, other, 4, l) <= 2)
                    || b.does_capture_something(l, color)
                {
                    list.add(l, if on_own_lib { 10 } else { 0 });
                }
            }
        }
    }

    /// Moves against enemy strings adjacent to `str` with three liberties: reduce them
    /// (`break_chain3`). With `shared_only`, only neighbours that share a liberty with `str`
    /// (a race of liberties), used deeper in the tree.
    pub fn break_chain3_moves(&self, list: &mut MoveList, str: Point, shared_only: bool) {
        let b = &*self.board;
        let color = b.color(str);
        let adj = self.adjacent_with(str, 3);
        for a in adj.iter() {
            if shared_only && !b.libs(a).iter().any(|l| b.liberty_of_string(l, str)) {
                continue;
            }
            for l in b.libs(a).iter() {
                if b.accuratelib_count(l, color, 2) >= 2 {
                    list.add(l, -10);
                } else if !shared_only && !l.neighbors().iter().any(|&n| b.color(n) == color) {
                    // A lone throw-in: the neighbour must spend a move capturing it, and
                    // filling its own liberty to do so may leave it short of liberties.
                    list.add(l, -25);
                }
            }
        }
    }

    /// A liberty race against an enemy neighbour with four liberties that shares a liberty
    /// with `str`: take away one of its outside liberties (the shared ones would cost the
    /// defender a liberty too).
    pub fn semeai_outside_liberty_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        let adj = b.adjacent_exact_libs(str, 4);
        for a in adj.iter() {
            if !b.libs(a).iter().any(|l| b.liberty_of_string(l, str)) {
                continue;
            }
            for l in b.libs(a).iter() {
                if !b.liberty_of_string(l, str) && b.accuratelib_count(l, color, 2) >= 2 {
                    list.add(l, -15);
                }
            }
        }
    }

    /// Defensive moves for the attacker: strings of the attacker adjacent to `str` that are in
    /// atari are saved (extended) or their capturer is captured (GNU Go's
    /// `defend_secondary_chain1_moves`).
    pub fn defend_secondary_chain1_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let attacker = b.color(str).other();
        let adj = self.adjacent_with(str, 1);
        for a in adj.iter() {
            let l = b.libs(a).first().unwrap_or(Point::NONE);
            if l.is_none() {
                continue;
            }
            if b.approxlib_count(l, attacker, 3) >= 2 {
                list.add(l, 5);
            }
            // Capture one of the strings that ataris it.
            let around = b.adjacent_exact_libs(a, 1);
            for c in around.iter() {
                if let Some(cl) = b.libs(c).first() {
                    list.add(cl, 5);
                }
            }
        }
    }

    /// Liberty races for the attacker: attacker strings next to `str` with two liberties are
    /// strengthened by capturing or atariing a defender string next to them (other than
    /// `str`), which gains them liberties (GNU Go's `defend_secondary_chain2`, in spirit).
    pub fn defend_secondary_chain2_moves(
        &self,
        list: &mut MoveList,
        str: Point,
        captures_only: bool,
    ) {
        let b = &*self.board;
        let attacker = b.color(str).other();
        let adj = self.adjacent_with(str, 2);
        for a in adj.iter() {
            for k in 1..=(if captures_only { 1 } else { 2 }) {
                let around = b.adjacent_exact_libs(a, k);
                for c in around.iter() {
                    if b.same_string(c, str) {
                        continue;
                    }
                    for l in b.libs(c).iter() {
                        if k == 1 || b.accuratelib_count(l, attacker, 2) >= 2 {
                            list.add(l, if k == 1 { -10 } else { -25 });
                        }
                    }
                }
            }
        }
    }

    /// The defender's side of a liberty race: a friendly string in atari next to an enemy
    /// string that surrounds `str` (with at most three liberties) is saved by extending, so
    /// that the enemy string stays short of liberties.
    pub fn save_friend_of_chain_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        for a in self.adj.iter() {
            if self.adj_of != b.find_origin(str) {
                break;
            }
            let around = b.adjacent_exact_libs(a, 1);
            for f in around.iter() {
                if b.same_string(f, str) {
                    continue;
                }
                if let Some(l) = b.libs(f).first() {
                    if b.approxlib_count(l, color, 3) >= 2 {
                        list.add(l, -30);
                    }
                }
            }
        }
    }

    /// Second-order liberties of `str`: empty neighbours of its liberties that are not
    /// liberties themselves (nets and loose ladders).
    pub fn second_order_liberty_moves(&self, list: &mut MoveList, str: Point, bonus: i32) {
        let b = &*self.board;
        let libs: PointList<8> = b.lib_list(str);
        for l in libs.iter() {
            for n in l.neighbors() {
                if b.color(n) == crate::types::Color::Empty && !b.liberty_of_string(n, str) {
                    list.add(n, bonus);
                }
            }
        }
    }

    /// Backfilling for the attacker (11.1.3): a liberty of `str` where the attacker's stone
    /// would be in atari is prepared by first playing on the liberty of that future stone.
    pub fn backfill_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let attacker = b.color(str).other();
        let libs: PointList<8> = b.lib_list(str);
        for l in libs.iter() {
            if b.does_capture_something(l, attacker) {
                continue;
            }
            if b.approxlib_count(l, attacker, 3) > 1 {
                continue;
            }
            // Liberties the attacker's string at `l` would have (besides `l` itself).
            for n in l.neighbors() {
                match b.color(n) {
                    Color::Empty if !b.liberty_of_string(n, str) => {
                        list.add(n, -5);
                    }
                    c if c == attacker.other() && !b.same_string(n, str) && b.countlib(n) <= 2 => {
                        // A defender stone guards `l`: atari it so that playing at `l`
                        // captures, backfilling first if that atari is a self-atari.
                        for m in b.libs(n).iter() {
                            if m == l {
                                continue;
                            }
                            if b.approxlib_count(m, attacker, 2) >= 2 {
                                list.add(m, -5);
                            } else {
                                for q in m.neighbors() {
                                    if q != l && b.color(q) == Color::Empty {
                                        list.add(q, -10);
                                    }
                                }
                            }
                        }
                    }
                    c if c == attacker => {
                        for m in b.libs(n).iter() {
                            if m != l && !b.liberty_of_string(m, str) {
                                list.add(m, -5);
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        // Backfill from the attacker's weak neighbours: liberties of adjacent attacker
        // strings with two liberties that are not shared with `str`.
        let adj = self.adjacent_with(str, 2);
        for a in adj.iter() {
            for m in b.libs(a).iter() {
                if !b.liberty_of_string(m, str) && b.approxlib_count(m, attacker, 3) >= 2 {
                    list.add(m, -10);
                }
            }
        }
    }

    /// Edge tricks for the attacker: on the first or second line, the move that blocks the
    /// defender's extension along the edge (hane/clamp below a liberty).
    pub fn edge_attack_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let size = b.size();
        let libs: PointList<8> = b.lib_list(str);
        for l in libs.iter() {
            let line = l.edge_distance(size);
            if line > 1 {
                continue;
            }
            for n in l.neighbors() {
                if b.color(n) == Color::Empty
                    && n.edge_distance(size) <= 1
                    && !b.liberty_of_string(n, str)
                {
                    list.add(n, -5);
                }
            }
        }
    }

    /// The retake of a ko the opponent has just captured, if `mover` may take back there
    /// (tried as a conditional capture when illegal; the komaster scheme decides).
    pub fn ko_retake_moves(&self, list: &mut MoveList, mover: Color) {
        let k = self.board.ko_point();
        if !k.is_none() && self.board.is_ko(k, mover).is_some() {
            list.add(k, 0);
        }
    }

    /// Strengthen a friendly string next to a liberty of `str` (so that extending there
    /// connects to something with liberties): its own liberties.
    pub fn connect_friend_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        let libs: PointList<8> = b.lib_list(str);
        for l in libs.iter() {
            for n in l.neighbors() {
                if b.color(n) == color && !b.same_string(n, str) && b.countlib(n) <= 4 {
                    let two = b.countlib(n) == 2;
                    for m in b.libs(n).iter() {
                        if m != l {
                            list.add(m, -15);
                            if two {
                                // Or by guarding its other liberty from a distance.
                                for q in m.neighbors() {
                                    if b.color(q) == Color::Empty
                                        && q != l
                                        && !b.liberty_of_string(q, str)
                                    {
                                        list.add(q, -25);
                                    }
                                }
                            }
                        }
                    }
                    // Or by capturing an enemy string in atari next to it.
                    for a in b.adjacent_exact_libs(n, 1).iter() {
                        if let Some(m) = b.libs(a).first() {
                            list.add(m, -10);
                        }
                    }
                }
            }
        }
    }

    /// Defences that spoil the attacker's approach: where the attacker's stone on a liberty
    /// of `str` would have just two liberties, occupying one of them (not a liberty of `str`)
    /// turns the approach into a self-atari.
    pub fn block_approach_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        let attacker = color.other();
        let libs: PointList<8> = b.lib_list(str);
        for l in libs.iter() {
            if b.does_capture_something(l, attacker) {
                continue;
            }
            let mut alibs: PointList<8> = PointList::default();
            let mut joins_attacker = false;
            for n in l.neighbors() {
                match b.color(n) {
                    Color::Empty => alibs.push_unique(n),
                    c if c == attacker => joins_attacker = true,
                    _ => {}
                }
            }
            if joins_attacker || alibs.len() != 2 {
                continue;
            }
            for m in alibs.iter() {
                if !b.liberty_of_string(m, str) && b.accuratelib_count(m, color, 2) >= 2 {
                    list.add(m, -10);
                }
            }
        }
    }

    /// Defences of a string in atari that set up a snapback: an attacker string next to the
    /// capturing point with one other liberty is reduced, so that capturing leaves the
    /// capturer with the captured point as its only liberty.
    pub fn snapback_setup_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let attacker = b.color(str).other();
        let Some(l) = b.libs(str).first() else {
            return;
        };
        for n in l.neighbors() {
            if b.color(n) == attacker && b.countlib(n) == 2 {
                for m in b.libs(n).iter() {
                    if m != l {
                        list.add(m, -10);
                    }
                }
            }
        }
    }

    /// A string in atari whose liberty a friendly string in atari shares: capturing a stone
    /// that ataris the friend keeps the capture at the liberty from taking both (it may
    /// stay a ko).
    pub fn save_sharing_friend_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        let Some(l) = b.libs(str).first() else {
            return;
        };
        for n in l.neighbors() {
            if b.color(n) == color && !b.same_string(n, str) && b.countlib(n) == 1 {
                // The friend has no liberty to spare: break_chain gives no bonus.
                self.break_chain_moves(list, n, 0);
            }
        }
    }

    /// Rescue moves for the defender: empty neighbours of the liberties that give a new
    /// stone at least three liberties (jumping out, connecting under).
    pub fn rescue_moves(&self, list: &mut MoveList, str: Point) {
        let b = &*self.board;
        let color = b.color(str);
        let libs: PointList<8> = b.lib_list(str);
        for l in libs.iter() {
            for n in l.neighbors() {
                if b.color(n) != Color::Empty || b.liberty_of_string(n, str) {
                    continue;
                }
                let touching = n
                    .neighbors()
                    .iter()
                    .filter(|&&m| b.liberty_of_string(m, str))
                    .count();
                if touching >= 2 || b.approxlib_count(n, color, 3) >= 3 {
                    list.add(n, -10);
                } else if n
                    .neighbors()
                    .iter()
                    .any(|&q| b.color(q) == color.other() && b.countlib(q) == 2)
                {
                    // A (possibly self-atari) atari next to a liberty: the attacker must
                    // answer it.
                    list.add(n, -20);
                }
            }
        }
    }
}

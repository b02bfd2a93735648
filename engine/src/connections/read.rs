//! The connection reader (manual 11.10).
//!
//! `connect` (the owner of the two strings moves) and `disconnect` (the opponent moves) call
//! each other as a minimax search. Every node first settles what needs no search:
//!
//! - a string captured (or capturable by the tactical reader, the cutter moving) is cut off;
//! - one string is connected; two strings sharing two liberties, or a liberty the cutter
//!   cannot occupy (suicide, a self-atari that is not a ko: a tiger's mouth, or a stone of
//!   two liberties the tactical reader captures: a cut refuted by a ladder), are
//!   connected; so are two strings both adjacent to a cutting string the tactical reader
//!   says cannot be saved, and two strings joined by a chain of such links through other
//!   friendly strings (no point serving two links, inner strings safe);
//! - strings further apart than the connector can close are cut.
//!
//! The moves tried are those of the *corridor*: empty points on the (nearly) shortest paths
//! between the two strings, where a path costs one per empty point it crosses and nothing
//! for friendly stones (so links through a third string count), and an enemy string in atari
//! is crossed at the cost of its capture; they are ordered by path length, then the points
//! every shortest path crosses before those beside a parallel path, then liberties, then by
//! the mover's stones around them. The connector adds the captures of cutting
//! strings, double squeezes of two three-liberty cutting strings, the defences of its own
//! strings and the liberties of those with two, and near the root the empty neighbours of
//! the shortest paths' points (where a cut is answered: a first-line link under the cutting
//! point); the cutter adds the attacks on the two strings, the escapes of its cutting
//! strings short of liberties (next to both strings, or next to one and on the corridor)
//! and the captures of linking strings in atari. Ko captures follow the komaster scheme of
//! 11.4, so ko results come out as `KoA`/`KoB`. Depth (an absolute stack depth, like the
//! tactical reader's) and a node budget per question bound the search; at the depth
//! horizon a connection not yet secure counts as cut. A reply cut short by the budget is
//! no answer: the node stops there and keeps what it had read out (so a question that runs
//! out answers from its moves read to the end, not from the last one tried). The connector
//! searches strings up to `REACH` apart (at the root over a corridor one longer than the
//! shortest paths), with up to `MAX_MOVES_NEAR_ROOT` moves at the root and the node below
//! it and `MAX_MOVES` deeper.

use crate::board::Board;
use crate::board_ext::PointList;
use crate::reading::ReadResult::{Fail, KoB, Win};
use crate::reading::{CacheKey, Ko, ReadResult, Reader, ReadingContext, Routine};
use crate::types::{Color, Point, BOARDMAX};
use std::collections::HashMap;

/// Distances above this are not computed (the strings are far apart).
const MAX_DIST: u8 = 4;
/// Unreached.
const FAR: u8 = u8::MAX;
/// Connection nodes one top-level question may visit.
pub const NODE_LIMIT: u64 = 2000;
/// The farthest strings the connector searches (farther ones are cut).
const REACH: u8 = 4;
/// Empty points a corridor holds at most (the first in board order).
const MAX_CORRIDOR: usize = 64;
/// A break-in question reads this many plies deeper than a connection question (its
/// lines run from a string into a wide area, a push and a block at a time; measured on
/// break_in.tst: 0, 2 and 4 more plies find none of its break-ins and take every block
/// for one that holds, 6 finds the first break-in, 8 also sees that the block of its
/// test 90 fails).
const BREAK_IN_EXTRA_DEPTH: i32 = 8;
/// Connection nodes for one break-in question.
const BREAK_IN_NODE_LIMIT: u64 = 20_000;
/// Most moves tried at a node.
const MAX_MOVES: usize = 10;
/// The connector tries the answer points ([`Conn::answer_points`]) this many moves below
/// the root and above.
const ANSWER_DEPTH: i32 = 2;
/// Most moves tried at the root and the node below it.
const MAX_MOVES_NEAR_ROOT: usize = 16;
/// How much longer than the shortest paths an enemy string next to one of the two strings
/// may stand for the cutter to try saving it (see [`Conn::escape_moves`]).
const ESCAPE_SLACK: u32 = 2;

impl ReadingContext {
    /// Connection reading nodes since the last reset.
    pub fn get_connection_node_counter(&self) -> u64 {
        self.connection_nodes
    }

    pub fn reset_connection_node_counter(&mut self) {
        self.connection_nodes = 0;
    }

    /// The absolute stack depth beyond which connection reading stops (11.1.3's `depth`
    /// less ten: 6 at the default level).
    fn connect_depth(&self) -> i32 {
        (self.opts.depth - 10).max(2)
    }

    /// Can the strings at `a` and `b` (of one colour) be connected, their owner moving
    /// first? `(Win, Point::NONE)` when they are one string already, `(Fail, NONE)` when
    /// either point is empty or the colours differ.
    pub fn string_connect(&mut self, board: &mut Board, a: Point, b: Point) -> (ReadResult, Point) {
        self.connection_read(board, a, b, true, NODE_LIMIT).0
    }

    /// Can the strings at `a` and `b` be disconnected (or one of them captured), the
    /// opponent moving first? `(Fail, NONE)` for one string, an empty point or two colours.
    pub fn disconnect(&mut self, board: &mut Board, a: Point, b: Point) -> (ReadResult, Point) {
        self.connection_read(board, a, b, false, NODE_LIMIT).0
    }

    /// [`disconnect`](Self::disconnect) (`connect` false) or
    /// [`string_connect`](Self::string_connect) (`connect` true) read with at most `nodes`
    /// connection nodes, and whether they ran out before the answer was read to its end
    /// (the answer then rests on the budget's horizon, where an open connection counts as
    /// cut).
    pub fn connection_read(
        &mut self,
        board: &mut Board,
        a: Point,
        b: Point,
        connect: bool,
        nodes: u64,
    ) -> ((ReadResult, Point), bool) {
        if !board.color(a).is_player() || board.color(a) != board.color(b) {
            return ((Fail, Point::NONE), false);
        }
        if board.same_string(a, b) {
            return (((if connect { Win } else { Fail }), Point::NONE), false);
        }
        self.check_size(board);
        let mut c = Conn::new(board, self, a, b);
        c.node_limit = c.r.ctx.connection_nodes + nodes;
        let result = if connect {
            c.connect(Ko::NONE)
        } else {
            c.disconnect(Ko::NONE)
        };
        (result, c.exhausted())
    }

    /// 13.10's `break_in`: can the string at `a` reach the area `goal` (per point: a stone
    /// of the string on one of its points, safe from capture), its owner moving first? The
    /// result and the move (`Point::NONE` when the string stands in the area already);
    /// `(Fail, NONE)` for an empty point.
    pub fn break_in(&mut self, board: &mut Board, a: Point, goal: &[bool]) -> (ReadResult, Point) {
        self.area_read(board, a, goal, true)
    }

    /// 13.10's `block_off`: can the opponent, moving first, keep the string at `a` out of
    /// the area `goal` (or capture it)? The result and the blocking move.
    pub fn block_off(&mut self, board: &mut Board, a: Point, goal: &[bool]) -> (ReadResult, Point) {
        self.area_read(board, a, goal, false)
    }

    fn area_read(
        &mut self,
        board: &mut Board,
        a: Point,
        goal: &[bool],
        connect: bool,
    ) -> (ReadResult, Point) {
        if !board.color(a).is_player() {
            return (Fail, Point::NONE);
        }
        self.check_size(board);
        let mut c = Conn::new(board, self, a, Point::NONE);
        c.goal = Some(goal.to_vec());
        c.max_sp += BREAK_IN_EXTRA_DEPTH;
        c.node_limit = c.r.ctx.connection_nodes + BREAK_IN_NODE_LIMIT;
        if connect {
            c.connect(Ko::NONE)
        } else {
            c.disconnect(Ko::NONE)
        }
    }
}

/// How many of the eight points around `p` (adjacent or diagonal) hold stones of `color`.
fn backing(board: &Board, p: Point, color: Color) -> u32 {
    p.neighbors()
        .into_iter()
        .chain(p.diagonals())
        .filter(|&q| board.color(q) == color)
        .count() as u32
}

/// Distances from one string (see the module doc), indexed by point.
struct Dist([u8; BOARDMAX]);

impl Dist {
    #[inline]
    fn at(&self, p: Point) -> u8 {
        self.0[p.idx()]
    }
}

/// One connection question: the reader (board, context) and the two strings, named by one
/// of their stones each (stones stay put until captured).
struct Conn<'a> {
    r: Reader<'a>,
    color: Color,
    a: Point,
    b: Point,
    /// Absolute stack depth limit.
    max_sp: i32,
    /// Connection node count at which the search stops.
    node_limit: u64,
    /// Stack depth of the question's root.
    root: i32,
    /// The area of a break-in question (`b` is then `Point::NONE`): the connector wins by
    /// putting a stone of `a`'s string on one of its points.
    goal: Option<Vec<bool>>,
    /// A break-in question's results (position hash, connector to move, ko) -> (result,
    /// move, stack depth read at): the shared cache's keys name two strings, not an area.
    area_table: HashMap<(u64, bool, Ko), (ReadResult, Point, i32)>,
}

impl<'a> Conn<'a> {
    fn new(board: &'a mut Board, ctx: &'a mut ReadingContext, a: Point, b: Point) -> Conn<'a> {
        let root = board.stackp() as i32;
        let max_sp = ctx.connect_depth().max(root + 2);
        let node_limit = ctx.connection_nodes + NODE_LIMIT;
        let color = board.color(a);
        Conn {
            r: Reader::new(board, ctx),
            color,
            a,
            b,
            max_sp,
            node_limit,
            root,
            goal: None,
            area_table: HashMap::new(),
        }
    }

    /// The strings to connect: `a` and `b`, or `a` alone in a break-in.
    fn ends(&self) -> PointList<2> {
        let mut out = PointList::default();
        for p in [self.a, self.b] {
            if !p.is_none() {
                out.push(p);
            }
        }
        out
    }

    /// Are the two strings one, or does `a`'s string stand in the break-in's area?
    fn joined(&self) -> bool {
        match &self.goal {
            Some(goal) => self.board().stones(self.a).any(|p| goal[p.idx()]),
            None => self.board().same_string(self.a, self.b),
        }
    }

    /// Is `a`'s liberty `l` one of `b` as well (a break-in: a point of the area)?
    fn common_liberty(&self, l: Point) -> bool {
        match &self.goal {
            Some(goal) => goal[l.idx()],
            None => self.board().liberty_of_string(l, self.b),
        }
    }

    /// A result read before (the shared cache, or a break-in's own table).
    fn lookup(&mut self, routine: Routine, ko: Ko) -> Option<(ReadResult, Point)> {
        let sp = self.r.stackp();
        let hash = self.board().hash();
        if self.goal.is_some() {
            let key = (hash, routine == Routine::Connect, ko);
            return self
                .area_table
                .get(&key)
                .filter(|e| e.2 <= sp)
                .map(|e| (e.0, e.1));
        }
        let key = self.key(routine, ko);
        self.r.ctx.cache.get(hash, key, sp)
    }

    fn store(&mut self, routine: Routine, ko: Ko, result: (ReadResult, Point)) {
        let sp = self.r.stackp();
        let hash = self.board().hash();
        if self.goal.is_some() {
            let key = (hash, routine == Routine::Connect, ko);
            self.area_table.insert(key, (result.0, result.1, sp));
            return;
        }
        let key = self.key(routine, ko);
        self.r.ctx.cache.put(hash, key, sp, result.0, result.1);
    }

    /// The distances of the other end: from `b`'s string, or from a break-in's area (its
    /// empty points one away, the connector's stones on it none).
    fn far_end(&self) -> Dist {
        match &self.goal {
            None => self.distances(self.b),
            Some(goal) => {
                let board = self.board();
                let mut stones = Vec::new();
                let mut empty = Vec::new();
                for p in board.points() {
                    if goal[p.idx()] {
                        match board.color(p) {
                            Color::Empty => empty.push(p),
                            c if c == self.color => stones.push(p),
                            _ => {}
                        }
                    }
                }
                self.distances_from(stones, &empty)
            }
        }
    }

    /// How many moves the connector needs to join the ends (`da`: the distances from `a`).
    fn gap(&self, da: &Dist) -> u8 {
        match &self.goal {
            None => da.at(self.b),
            Some(goal) => self
                .board()
                .points()
                .filter(|&p| goal[p.idx()] && self.board().color(p) != self.color.other())
                .map(|p| da.at(p))
                .min()
                .unwrap_or(FAR),
        }
    }

    #[inline]
    fn board(&self) -> &Board {
        self.r.board
    }

    #[inline]
    fn alive(&self) -> bool {
        self.board().color(self.a) == self.color
            && (self.b.is_none() || self.board().color(self.b) == self.color)
    }

    fn key(&self, routine: Routine, ko: Ko) -> CacheKey {
        let (x, y) = (
            self.board().find_origin(self.a),
            self.board().find_origin(self.b),
        );
        CacheKey::two(routine, x.min(y), x.max(y), ko)
    }

    /// Has the question used up its nodes? Results read since then are cut short by the
    /// budget (not by the position or the depth) and are not stored in the cache, where a
    /// later question with a fresh budget would take them for read out.
    fn exhausted(&self) -> bool {
        self.r.ctx.connection_nodes >= self.node_limit
    }

    fn out_of_budget(&self) -> bool {
        self.r.stackp() > self.max_sp || self.exhausted()
    }

    /// Trace a tried move (connector `C`, cutter `X`) down to the context's trace depth.
    fn trace(&self, what: char, m: Point, reply: ReadResult, n0: u64) {
        let d = self.r.stackp() - self.root;
        if d as usize <= self.r.ctx.trace_depth {
            eprintln!(
                "{}{what} {} -> {reply:?} ({} nodes)",
                "  ".repeat(d as usize - 1),
                m.to_vertex(self.board().size()),
                self.r.ctx.connection_nodes - n0
            );
        }
    }

    /// The connector to move.
    fn connect(&mut self, ko: Ko) -> (ReadResult, Point) {
        self.r.ctx.connection_nodes += 1;
        if !self.alive() {
            return (Fail, Point::NONE);
        }
        if self.joined() {
            return (Win, Point::NONE);
        }
        if self.out_of_budget() {
            return (Fail, Point::NONE);
        }
        if let Some(hit) = self.lookup(Routine::Connect, ko) {
            return hit;
        }
        let result = self.connect_search(ko);
        if !self.exhausted() {
            self.store(Routine::Connect, ko, result);
        }
        result
    }

    fn connect_search(&mut self, ko: Ko) -> (ReadResult, Point) {
        let mut moves = PointList::<32>::default();
        // A common liberty first: the direct connection.
        for l in self.board().lib_list::<64>(self.a).iter() {
            if self.common_liberty(l) {
                moves.push_unique(l);
            }
        }
        // Our strings under attack: defend them (a string that cannot be saved is lost).
        for s in self.ends().iter() {
            if self.board().countlib(s) <= 2 {
                let (att, _) = self.r.do_attack(s, ko);
                if att != Fail {
                    let (def, dm) = self.r.do_find_defense(s, ko);
                    if def == Fail {
                        return (Fail, Point::NONE);
                    }
                    if !dm.is_none() {
                        moves.push_unique(dm);
                    }
                }
            }
        }
        // Captures of the cutting strings.
        self.capture_moves(ko, &mut moves);
        // Our strings short of liberties: their liberties (an extension, or a capture that
        // the tactical defence did not name first).
        self.short_string_liberties(&mut moves);
        self.squeeze_moves(&mut moves);
        let (da, db) = (self.distances(self.a), self.far_end());
        let d = self.gap(&da);
        if d > REACH {
            if moves.is_empty() {
                return (Fail, Point::NONE);
            }
        } else {
            self.corridor(&da, &db, d, self.color, &mut moves);
            if self.r.stackp() - self.root <= ANSWER_DEPTH {
                self.answer_points(&da, &db, d, &mut moves);
            }
        }

        self.best_move(
            &moves,
            self.color,
            ko,
            'C',
            Self::disconnect,
            (Fail, Point::NONE),
        )
    }

    /// Try `moves` for `mover` (at most [`MAX_MOVES`], ko captures under the komaster
    /// scheme), answering each with `reply` (the other side's search), and return the best
    /// result for `mover` with its move, starting from `best` (what the caller already
    /// found): a reply that fails wins at once; a conditional ko capture is worth at most
    /// `KoB`.
    fn best_move(
        &mut self,
        moves: &PointList<32>,
        mover: Color,
        ko: Ko,
        tag: char,
        reply: fn(&mut Self, Ko) -> (ReadResult, Point),
        mut best: (ReadResult, Point),
    ) -> (ReadResult, Point) {
        let consider_ko = self.r.stackp() <= self.r.ctx.opts.ko_depth;
        let width = if self.r.stackp() - self.root < 2 {
            MAX_MOVES_NEAR_ROOT
        } else {
            MAX_MOVES
        };
        for m in moves.iter().take(width) {
            let Some(t) = self
                .r
                .komaster_trymove(m, mover, ko, consider_ko && best.0 == Fail)
            else {
                continue;
            };
            let n0 = self.r.ctx.connection_nodes;
            let (r, _) = reply(self, t.ko);
            self.trace(tag, m, r, n0);
            self.r.popgo();
            if self.exhausted() {
                // Cut short by the budget: the reply is no answer.
                break;
            }
            if t.conditional {
                if r != Win && best.0 < KoB {
                    best = (KoB, m);
                }
            } else if r == Fail {
                return (Win, m);
            } else if r.reverse() > best.0 {
                best = (r.reverse(), m);
            }
        }
        best
    }

    /// The cutter to move.
    fn disconnect(&mut self, ko: Ko) -> (ReadResult, Point) {
        self.r.ctx.connection_nodes += 1;
        if !self.alive() {
            return (Win, Point::NONE);
        }
        if let Some(hit) = self.lookup(Routine::Disconnect, ko) {
            return hit;
        }
        let result = self.disconnect_search(ko);
        if !self.exhausted() {
            self.store(Routine::Disconnect, ko, result);
        }
        result
    }

    fn disconnect_search(&mut self, ko: Ko) -> (ReadResult, Point) {
        let mut best = (Fail, Point::NONE);
        let mut moves = PointList::<32>::default();
        // Capturing either string disconnects them.
        for s in self.ends().iter() {
            if self.board().countlib(s) <= 3 {
                let (att, am) = self.r.do_attack(s, ko);
                if att == Win {
                    return (Win, am);
                }
                if att > best.0 {
                    best = (att, am);
                }
                if att != Fail && !am.is_none() {
                    moves.push_unique(am);
                }
            }
        }
        if self.joined() || self.secure(ko) {
            return best;
        }
        let (da, db) = (self.distances(self.a), self.far_end());
        let d = self.gap(&da);
        if self.out_of_budget() {
            // Not connected yet and no time to show that it can be.
            let m = self.first_cut(&da, &db, d);
            return (Win, m);
        }
        if d > REACH {
            // Too far apart to be linked by moves: only the capture of a cutting string next
            // to both (a crosscut) joins them. One that cannot be saved joins them; the
            // cutter saves those the connector could take; with none in danger they are cut.
            let mut rescues = PointList::<32>::default();
            if self.rescue_moves(ko, &mut rescues) {
                return best;
            }
            if rescues.is_empty() {
                return (Win, self.first_cut(&da, &db, d));
            }
            for m in rescues.iter() {
                moves.push_unique(m);
            }
            return self.best_move(&moves, self.color.other(), ko, 'X', Self::connect, best);
        }
        self.escape_moves(ko, &da, &db, d, &mut moves);
        self.link_captures(&da, &db, d, &mut moves);
        self.corridor(&da, &db, d, self.color.other(), &mut moves);
        self.short_string_liberties(&mut moves);

        self.best_move(&moves, self.color.other(), ko, 'X', Self::connect, best)
    }

    /// Are the strings connected whatever the cutter does next (he is to move, and cannot
    /// capture either string)? Two common liberties, a common liberty the cutter cannot
    /// occupy, or a cutting string between them that cannot be saved.
    fn secure(&mut self, ko: Ko) -> bool {
        let (a, b) = (self.a, self.b);
        let mut free = 0;
        let libs = self.board().lib_list::<64>(a);
        for l in libs.iter() {
            if !self.common_liberty(l) {
                continue;
            }
            if self.protected(l, ko) {
                return true;
            }
            free += 1;
            if free >= 2 {
                return true;
            }
        }
        if self.goal.is_some() {
            return false;
        }
        // A cutting string adjacent to both that the cutter cannot save.
        let near_a = self.board().adjacent_with_libs(a, 2);
        for s in near_a.iter() {
            if !self.adjacent_to(s, b) {
                continue;
            }
            let (def, _) = self.r.do_find_defense(s, ko);
            if def == Fail {
                return true;
            }
        }
        self.chain_secure(ko)
    }

    /// Are the two strings linked through other friendly strings, every link two common
    /// liberties or one the cutter cannot occupy (a tiger's mouth, also on the edge), no
    /// point serving two links, and every inner string safe from capture? The cutter can
    /// then only threaten one link at a time, and the connector answers there.
    fn chain_secure(&mut self, ko: Ko) -> bool {
        /// Strings looked at.
        const MAX_NODES: usize = 10;
        let oa = self.board().find_origin(self.a);
        let ob = self.board().find_origin(self.b);
        // (string origin, parent index, link points)
        let mut nodes: Vec<(Point, usize, [Point; 2])> = vec![(oa, usize::MAX, [Point::NONE; 2])];
        let mut i = 0;
        while i < nodes.len() && nodes.len() < MAX_NODES {
            let s = nodes[i].0;
            let libs = self.board().lib_list::<32>(s);
            let mut cands = PointList::<16>::default();
            for l in libs.iter() {
                for q in l.neighbors() {
                    if self.board().color(q) == self.color {
                        let o = self.board().find_origin(q);
                        if o != s && !nodes.iter().any(|n| n.0 == o) {
                            cands.push_unique(o);
                        }
                    }
                }
            }
            // The candidate links: through a cutting string of at most two liberties that
            // the cutter cannot save (as `secure` accepts for the two strings themselves),
            // every friendly string next to it, its liberties the link; then the friendly
            // strings sharing liberties with this one.
            let mut links: Vec<(Point, [Point; 2])> = Vec::new();
            for e in self.board().adjacent_with_libs(s, 2).iter() {
                if self.r.do_find_defense(e, ko).0 != Fail {
                    continue;
                }
                let link = first_two(&self.board().lib_list::<2>(e));
                for t in self.board().adjacent_where(e, |_| true).iter() {
                    if t != s {
                        links.push((t, link));
                    }
                }
            }
            for t in cands.iter() {
                let common: PointList<4> = {
                    let mut c = PointList::default();
                    for l in libs.iter() {
                        if self.board().liberty_of_string(l, t) {
                            c.push(l);
                        }
                    }
                    c
                };
                match common.len() {
                    0 => {}
                    1 if !self.protected(first_two(&common)[0], ko) => {}
                    _ => links.push((t, first_two(&common))),
                }
            }
            for (t, link) in links {
                if nodes.iter().any(|n| n.0 == t) {
                    continue;
                }
                if t != ob && self.board().countlib(t) < 3 && self.r.do_attack(t, ko).0 != Fail {
                    continue;
                }
                nodes.push((t, i, link));
                if t == ob {
                    return !self.links_clash(&nodes);
                }
                if nodes.len() >= MAX_NODES {
                    break;
                }
            }
            i += 1;
        }
        false
    }

    /// Do the links on the path from the last node of `nodes` back to the first share a
    /// point?
    fn links_clash(&self, nodes: &[(Point, usize, [Point; 2])]) -> bool {
        let mut used = PointList::<32>::default();
        let mut j = nodes.len() - 1;
        let mut clash = false;
        while j != 0 {
            for p in nodes[j].2 {
                if !p.is_none() {
                    clash |= used.contains(p);
                    used.push(p);
                }
            }
            j = nodes[j].1;
        }
        clash
    }

    /// Is the string at `s` adjacent to the string at `t`?
    fn adjacent_to(&self, s: Point, t: Point) -> bool {
        let board = self.board();
        let origin = board.find_origin(t);
        board.stones(s).any(|p| {
            p.neighbors()
                .iter()
                .any(|&q| board.color(q) == board.color(t) && board.find_origin(q) == origin)
        })
    }

    /// Can the cutter not usefully occupy the empty point `p`: suicide, a self-atari
    /// capturing nothing whose capture is not a ko (a tiger's mouth), or a stone of two
    /// liberties capturing nothing that the connector, moving next, captures outright (a cut
    /// refuted by a ladder or a net: the cutter can play there, but the connector answers
    /// by capturing, as he answers a threat to any other link)?
    fn protected(&mut self, p: Point, ko: Ko) -> bool {
        self.occupied_in_vain(p, self.color.other(), Some(ko))
    }

    /// The connector's captures: liberties of enemy strings in atari next to either string,
    /// and attacks on strings of two liberties (three outside ko fights) next to them, one
    /// liberty more for a string next to both (a crosscut).
    fn capture_moves(&mut self, ko: Ko, moves: &mut PointList<32>) {
        for (s, other) in [(self.a, self.b), (self.b, self.a)] {
            if s.is_none() {
                continue;
            }
            // Three-liberty cutting strings too, outside ko fights (where the ko, not the
            // race, decides).
            let maxl = if ko == Ko::NONE { 3 } else { 2 };
            let crosscut = if ko == Ko::NONE { maxl + 1 } else { maxl };
            let near = self.board().adjacent_with_libs(s, crosscut);
            for e in near.iter() {
                if self.board().countlib(e) > maxl
                    && (other.is_none() || !self.adjacent_to(e, other))
                {
                    continue;
                }
                if self.board().countlib(e) == 1 {
                    let l = self.board().lib_list::<1>(e);
                    for m in l.iter() {
                        moves.push_unique(m);
                    }
                } else if s == self.a || !self.adjacent_to(e, other) {
                    let (att, am) = self.r.do_attack(e, ko);
                    if att == Win && !am.is_none() {
                        moves.push_unique(am);
                    }
                }
            }
        }
    }

    /// The connector's double squeezes and double ataris: a liberty shared by two cutting
    /// strings of two or three liberties (each next to one of the two strings) leaves both
    /// short of liberties, and the cutter can then save only one of them.
    fn squeeze_moves(&self, moves: &mut PointList<32>) {
        let board = self.board();
        let mut cutters = PointList::<16>::default();
        for s in self.ends().iter() {
            for e in board.adjacent_where(s, |l| l == 2 || l == 3).iter() {
                if cutters.len() < 16 {
                    cutters.push_unique(e);
                }
            }
        }
        let all: Vec<Point> = cutters.iter().collect();
        for (i, &x) in all.iter().enumerate() {
            for &y in &all[i + 1..] {
                for l in board.lib_list::<3>(x).iter() {
                    if board.liberty_of_string(l, y) {
                        moves.push_unique(l);
                    }
                }
            }
        }
    }

    /// The cutter's captures of the connector's linking strings in atari: other strings of
    /// his colour on the corridor (near both strings).
    fn link_captures(&self, da: &Dist, db: &Dist, d: u8, moves: &mut PointList<32>) {
        let board = self.board();
        let limit = d as u32 + 1;
        let oa = board.find_origin(self.a);
        let ob = if self.b.is_none() {
            Point::NONE
        } else {
            board.find_origin(self.b)
        };
        for p in board.points() {
            if board.color(p) != self.color || board.find_origin(p) != p {
                continue;
            }
            if p == oa || p == ob || board.countlib(p) != 1 {
                continue;
            }
            let (x, y) = (da.at(p), db.at(p));
            if x == FAR || y == FAR || x as u32 + y as u32 > limit {
                continue;
            }
            for l in board.lib_list::<1>(p).iter() {
                moves.push_unique(l);
            }
        }
    }

    /// The cutter's escapes of his strings of at most three liberties that cut (the connector
    /// attacks those): adjacent to both
    /// strings, or adjacent to one and standing on the corridor (the connector's nearly
    /// shortest paths cross it at the cost of its capture), at most [`ESCAPE_SLACK`] longer
    /// than the shortest.
    fn escape_moves(&mut self, ko: Ko, da: &Dist, db: &Dist, d: u8, moves: &mut PointList<32>) {
        let mut near = self.board().adjacent_with_libs(self.a, 3);
        if !self.b.is_none() {
            for e in self.board().adjacent_with_libs(self.b, 3).iter() {
                near.push_unique(e);
            }
        }
        for e in near.iter() {
            let both =
                !self.b.is_none() && self.adjacent_to(e, self.a) && self.adjacent_to(e, self.b);
            let on_corridor = || {
                self.board().stones(e).any(|p| {
                    let (x, y) = (da.at(p), db.at(p));
                    x != FAR && y != FAR && x as u32 + y as u32 <= d as u32 + ESCAPE_SLACK
                })
            };
            if !both && !on_corridor() {
                continue;
            }
            let (att, _) = self.r.do_attack(e, ko);
            if att != Fail {
                let (def, dm) = self.r.do_find_defense(e, ko);
                if def != Fail && !dm.is_none() {
                    moves.push_unique(dm);
                }
            }
        }
    }

    /// The cutter's defences of his strings next to both strings (up to four liberties) that
    /// the connector could capture: where the strings are too far apart to be linked by
    /// moves, taking such a string is the connector's only way through. First the
    /// defences that link the string to another of his strings (a stone next to one of its
    /// liberties, joining a friend, that leaves that liberty a tiger's mouth for the
    /// connector): a crosscut string joins its friends rather than running alone between
    /// the connector's stones. Then the tactical reader's defence. True when one of them
    /// cannot be saved at all.
    fn rescue_moves(&mut self, ko: Ko, moves: &mut PointList<32>) -> bool {
        if self.b.is_none() {
            return false;
        }
        let cutter = self.color.other();
        for e in self.board().adjacent_with_libs(self.a, 4).iter() {
            if !self.adjacent_to(e, self.b) || self.r.do_attack(e, ko).0 == Fail {
                continue;
            }
            let mut linked_any = false;
            for l in self.board().lib_list::<4>(e).iter() {
                for m in l.neighbors() {
                    if self.board().color(m) != Color::Empty || moves.contains(m) {
                        continue;
                    }
                    if !self.r.trymove(m, cutter) {
                        continue;
                    }
                    let board = self.board();
                    let joins = board.find_origin(m) != board.find_origin(e)
                        && board.stones(m).nth(1).is_some()
                        && board.countlib(m) >= 3;
                    let linked = joins
                        && self.occupied_in_vain(l, self.color, None)
                        && self.r.do_attack(e, ko).0 == Fail;
                    self.r.popgo();
                    if linked {
                        moves.push_unique(m);
                        linked_any = true;
                    }
                }
            }
            let (def, dm) = self.r.do_find_defense(e, ko);
            if def == Fail && !linked_any {
                return true;
            }
            if def != Fail && !dm.is_none() {
                moves.push_unique(dm);
            }
        }
        false
    }

    /// Would a stone of `color` on the empty point `p` be illegal, or a self-atari capturing
    /// nothing whose capture is not a ko (a tiger's mouth of the other colour), or (with
    /// `two_libs`, the ko state to read in) a stone of two liberties capturing nothing that
    /// the tactical reader captures, the other colour moving next?
    fn occupied_in_vain(&mut self, p: Point, color: Color, two_libs: Option<Ko>) -> bool {
        let board = &mut *self.r.board;
        if board.is_ko(p, color).is_some() {
            return false;
        }
        let before = board.captures_by(color);
        if !board.trymove(p, color) {
            return true;
        }
        let quiet = board.captures_by(color) == before;
        let mut vain = false;
        match (quiet, board.countlib(p), two_libs) {
            (true, 1, _) => {
                let l = board.lib_list::<1>(p).iter().next().unwrap_or(Point::NONE);
                vain = board.is_ko(l, color.other()).is_none() && board.is_legal(l, color.other());
            }
            (true, 2, Some(ko)) => vain = self.r.do_attack(p, ko).0 == Win,
            _ => {}
        }
        self.r.popgo();
        vain
    }

    /// Add the corridor's empty points: on a shortest path (or one longer by one when the
    /// strings are at most two apart), nearest first.
    fn corridor(&self, da: &Dist, db: &Dist, d: u8, mover: Color, moves: &mut PointList<32>) {
        let d = d.min(MAX_DIST);
        let slack = if d <= 2 || self.r.stackp() == self.root {
            1
        } else {
            0
        };
        let limit = d as u32 + slack;
        let board = self.board();
        // What a point beside a parallel path adds to its key (below the next length).
        const BESIDE: u32 = 128;
        // Shortest paths first, the points every one of them crosses before the others,
        // then by liberties, then by shape: a stone backed by more of the mover's stones
        // around it (adjacent or diagonal) is the harder to capture or cut off.
        let key = |len: u32, p: Point, neck: bool| {
            let libs = board.approxlib_count(p, mover, 4) as u32;
            let beside = if neck { 0 } else { BESIDE };
            len * 256 + beside + (4 - libs.min(4)) * 16 + (8 - backing(board, p, mover))
        };
        let enemy = self.color.other();
        let mut v: Vec<(u32, Point)> = Vec::new();
        let mut empties = 0;
        // The empty points of the shortest paths at each distance from `a`: one alone at its
        // distance is crossed by every shortest path (a stone there lengthens the
        // connection), one of several only by some (a stone beside a parallel path, one of
        // two ways round a stone, leaves it as short: connection.tst 74's H3 beside G2).
        // Their keys are taken as necks' and corrected once the pass has counted them.
        let mut layer = [0u16; MAX_DIST as usize + 1];
        let mut shortest: Vec<(usize, u8)> = Vec::new();
        let mut seen: PointList<32> = PointList::default();
        for p in board.points() {
            let (x, y) = (da.at(p), db.at(p));
            if x == FAR || y == FAR {
                continue;
            }
            let c = board.color(p);
            if c == Color::Empty {
                let on_shortest = x as u32 + y as u32 - 1 == d as u32;
                if on_shortest {
                    layer[x as usize] += 1;
                }
                if x as u32 + y as u32 - 1 <= limit && empties < MAX_CORRIDOR {
                    empties += 1;
                    if on_shortest {
                        shortest.push((v.len(), x));
                    }
                    v.push((key(x as u32 + y as u32, p, on_shortest), p));
                }
                continue;
            }
            // The liberties of the enemy strings of one or two liberties that a nearly
            // shortest path crosses (the distances charge their stones; the moves that open
            // such a path are the string's liberties: a capture, or the ataris of a
            // two-liberty string).
            if c != enemy {
                continue;
            }
            let libs = board.countlib(p) as u32;
            let o = board.find_origin(p);
            if libs > 2 || seen.contains(o) {
                continue;
            }
            seen.push(o);
            let len = board
                .stones(o)
                .filter(|&s| da.at(s) != FAR && db.at(s) != FAR)
                .map(|s| (da.at(s) as u32 + db.at(s) as u32).saturating_sub(libs))
                .min();
            if let Some(len) = len.filter(|&len| len <= limit) {
                for l in board.lib_list::<2>(o).iter() {
                    v.push((key(len + 1, l, false), l));
                }
            }
        }
        for (i, x) in shortest {
            if layer[x as usize] != 1 {
                v[i].0 += BESIDE;
            }
        }
        v.sort_unstable();
        for (_, p) in v {
            moves.push_unique(p);
        }
    }

    /// The connector's answer points near the root: empty neighbours of the shortest
    /// paths' points, after the corridor. A cut there is answered next to it (a first-line
    /// connection under the cutting point, a hane that makes the cut a self-atari).
    fn answer_points(&self, da: &Dist, db: &Dist, d: u8, moves: &mut PointList<32>) {
        let board = self.board();
        for p in board.points() {
            if board.color(p) != Color::Empty {
                continue;
            }
            let (x, y) = (da.at(p), db.at(p));
            if x == FAR || y == FAR || x as u32 + y as u32 - 1 > d as u32 {
                continue;
            }
            for q in p.neighbors() {
                if board.color(q) == Color::Empty {
                    moves.push_unique(q);
                }
            }
        }
    }

    /// The liberties of whichever of the two strings has two.
    fn short_string_liberties(&self, moves: &mut PointList<32>) {
        for s in self.ends().iter() {
            if self.board().countlib(s) == 2 {
                for l in self.board().lib_list::<2>(s).iter() {
                    moves.push_unique(l);
                }
            }
        }
    }

    /// A cutting point to name when the strings are cut without search: the corridor's
    /// first point, or a liberty of the first string.
    fn first_cut(&self, da: &Dist, db: &Dist, d: u8) -> Point {
        let mut moves = PointList::<32>::default();
        if d <= MAX_DIST {
            self.corridor(da, db, d, self.color.other(), &mut moves);
        }
        if let Some(m) = moves.iter().next() {
            return m;
        }
        self.board()
            .lib_list::<1>(self.a)
            .iter()
            .next()
            .unwrap_or(Point::NONE)
    }

    /// Distances from the string at `from` (empty points and the stones of enemy strings in
    /// atari cost one, friendly stones nothing), up to `MAX_DIST`.
    fn distances(&self, from: Point) -> Dist {
        self.distances_from(self.board().stones(from), &[])
    }

    /// Distances from the stones `start` (none away) and the empty points `one` (one away).
    fn distances_from(&self, start: impl IntoIterator<Item = Point>, one: &[Point]) -> Dist {
        let board = self.board();
        let mut dist = Dist([FAR; BOARDMAX]);
        let mut cur: Vec<Point> = Vec::with_capacity(128);
        let mut next: Vec<Point> = Vec::with_capacity(128);
        let mut later: Vec<Point> = Vec::with_capacity(32);
        for s in start {
            dist.0[s.idx()] = 0;
            cur.push(s);
        }
        for &q in one {
            if dist.0[q.idx()] == FAR {
                dist.0[q.idx()] = 1;
                next.push(q);
            }
        }
        let mut level = 0u8;
        loop {
            // Close the level over friendly stones (cost 0).
            let mut i = 0;
            while i < cur.len() {
                let p = cur[i];
                i += 1;
                for q in p.neighbors() {
                    if dist.0[q.idx()] != FAR {
                        continue;
                    }
                    let c = board.color(q);
                    if c == self.color {
                        for s in board.stones(q) {
                            dist.0[s.idx()] = level;
                            cur.push(s);
                        }
                    } else if c == Color::Empty && level < MAX_DIST {
                        dist.0[q.idx()] = level + 1;
                        next.push(q);
                    } else if c == self.color.other() && level + 1 < MAX_DIST {
                        // An enemy string short of liberties: crossed at the cost of
                        // capturing it (its liberties).
                        let libs = board.countlib(q);
                        if libs == 1 {
                            for s in board.stones(q) {
                                dist.0[s.idx()] = level + 1;
                                next.push(s);
                            }
                        } else if libs == 2 {
                            for s in board.stones(q) {
                                dist.0[s.idx()] = level + 2;
                                later.push(s);
                            }
                        }
                    }
                }
            }
            if next.is_empty() && later.is_empty() {
                break;
            }
            std::mem::swap(&mut cur, &mut next);
            std::mem::swap(&mut next, &mut later);
            later.clear();
            level += 1;
        }
        dist
    }
}

/// The first two points of `list` (`Point::NONE` for the missing ones).
fn first_two<const N: usize>(list: &PointList<N>) -> [Point; 2] {
    let mut it = list.iter();
    [
        it.next().unwrap_or(Point::NONE),
        it.next().unwrap_or(Point::NONE),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::ReadResult::KoA;

    /// A 9x9 board whose four bottom rows are `low` (rows 4 to 1), the rest empty.
    fn board(low: [&str; 4]) -> Board {
        let mut rows = vec!["........."; 5];
        rows.extend(low);
        Board::from_rows(&rows)
    }

    /// `(connect, disconnect)` of the strings at `a` and `b`; the board is left unchanged.
    fn read(board: &mut Board, a: &str, b: &str) -> ((ReadResult, String), (ReadResult, String)) {
        let (pa, pb) = (board.point(a), board.point(b));
        let before = board.hash();
        let mut ctx = ReadingContext::default();
        let (c, cm) = ctx.string_connect(board, pa, pb);
        let (d, dm) = ctx.disconnect(board, pa, pb);
        assert_eq!((board.stackp(), board.hash()), (0, before));
        assert!(ctx.get_connection_node_counter() > 0 || board.same_string(pa, pb));
        let v = |m: Point| m.to_vertex(9);
        ((c, v(cm)), (d, v(dm)))
    }

    #[test]
    fn one_string_is_connected() {
        let mut b = board(["..X......", "..X......", ".........", "........."]);
        let (c, d) = read(&mut b, "C4", "C3");
        assert_eq!(c, (Win, "PASS".into()));
        assert_eq!(d.0, Fail);
    }

    #[test]
    fn bamboo_joint_cannot_be_cut() {
        let mut b = board(["..X.X....", "..X.X....", ".........", "........."]);
        let (c, d) = read(&mut b, "C3", "E3");
        assert_eq!(c.0, Win);
        assert!(c.1 == "D3" || c.1 == "D4", "{c:?}");
        assert_eq!(d.0, Fail, "{d:?}");
    }

    #[test]
    fn a_cut_between_two_white_stones_works() {
        // Black C3 and E3 share D3 only; white D4 and D2 support the cut there.
        let mut b = board(["...O.....", "..X.X....", "...O.....", "........."]);
        let (c, d) = read(&mut b, "C3", "E3");
        assert_eq!(c, (Win, "D3".into()));
        assert_eq!(d, (Win, "D3".into()));
    }

    #[test]
    fn the_cut_backed_by_a_friendly_stone_comes_first() {
        // White C5 and F5-G5 are two apart (D5, E5). Either black cut works (both engines:
        // `connect` 0 after each), but E5 leans on black F6 and is tried (and named) first.
        let rows = |r6: &str, r5: &str| {
            let mut rows = vec!["........."; 9];
            rows[3] = r6;
            rows[4] = r5;
            Board::from_rows(&rows)
        };
        let mut b = rows(".....X...", "..O..OO..");
        let (_, d) = read(&mut b, "C5", "F5");
        assert_eq!(d, (Win, "E5".into()));
        // Mirrored, the backed point is the other one.
        let mut b = rows("...X.....", "..OO..O..");
        let (_, d) = read(&mut b, "C5", "G5");
        assert_eq!(d, (Win, "E5".into()));
    }

    #[test]
    fn a_two_space_jump_on_the_third_line_under_a_stone_holds() {
        // The same shape on the third line (white C3 and F3-G3, black F4): black E3 is met
        // by W E2 (then B D2 by W D3, and a black stone at F2 or C2 has two liberties and
        // dies on the edge), black D3 by W D2. Both engines agree on each reply (GNU Go 3.8
        // answers `disconnect` E3 itself, but after E3 E2 D2 its `connect` finds E4).
        let mut b = board([".....X...", "..O..OO..", ".........", "........."]);
        let (_, d) = read(&mut b, "C3", "F3");
        assert_eq!(d, (Fail, "PASS".into()));
    }

    #[test]
    fn double_squeeze_of_two_cutting_stones_connects() {
        // Black F5 and G6 cut white E6 from G5-H5, three liberties each. White F6 takes a
        // liberty from both: black can save only one, and white captures the other (GNU Go
        // agrees: connect 1 F6).
        let mut b = Board::from_rows(&[
            ".........",
            ".........",
            ".........",
            "....O.X..",
            ".....XOO.",
            "...O.....",
            ".....O...",
            ".........",
            "X........",
        ]);
        let (c, _) = read(&mut b, "E6", "H5");
        assert_eq!(c, (Win, "F6".into()));
    }

    #[test]
    fn tigers_mouth_is_connected() {
        // White C3 would be in atari at once: black B3 and D3 are connected.
        let mut b = board(["..X......", ".X.X.....", ".........", "........."]);
        let (c, d) = read(&mut b, "B3", "D3");
        assert_eq!(c.0, Win);
        assert_eq!(d.0, Fail, "{d:?}");
    }

    #[test]
    fn cut_refuted_by_a_ladder() {
        // White D3 cuts black C3 from D4, but black E3 (or D2) ladders it into the edge
        // thanks to black E2.
        let mut b = board(["..OX.....", "..X......", "....X....", "........."]);
        let (c, d) = read(&mut b, "C3", "D4");
        assert_eq!(c.0, Win);
        assert_eq!(d.0, Fail, "{d:?}");
    }

    #[test]
    fn chain_of_links_along_the_edge_is_connected() {
        // Black H7 - J6 share H6 and J7, J6 - J4 share J5 (white there would be in atari
        // and is captured at H5, not a ko), J4 - H3 share H4 and J3: every cut is answered.
        // GNU Go agrees (disconnect 0, connect J5).
        let mut b = Board::from_rows(&[
            ".........",
            ".........",
            ".......X.",
            "......O.X",
            "......O..",
            "......O.X",
            ".......X.",
            ".........",
            ".........",
        ]);
        let (c, d) = read(&mut b, "H7", "H3");
        assert_eq!(c.0, Win);
        assert_eq!(d.0, Fail, "{d:?}");
        // After white H5 the J5 link is open: white J5 next would cut.
        let h5 = b.point("H5");
        assert!(b.trymove(h5, Color::White));
        let (pa, pb) = (b.point("H7"), b.point("H3"));
        let mut ctx = ReadingContext::default();
        assert_eq!(ctx.disconnect(&mut b, pa, pb).0, Win);
        b.popgo();
    }

    #[test]
    fn connection_through_a_ko() {
        // White C3 is in atari; black D3 captures it as a ko, white D3 saves it.
        let mut rows = vec!["........."; 4];
        rows.extend([
            ".OX......",
            ".OXO.....",
            ".XO.O....",
            ".XXO.....",
            ".........",
        ]);
        let mut b = Board::from_rows(&rows);
        let (c, d) = read(&mut b, "C4", "C2");
        assert_eq!(c, (KoA, "D3".into()));
        assert_eq!(d, (Win, "D3".into()));
    }
}

//! Capturing races (semeai, manual 7.5): two dragons of opposite colours next to each
//! other, each able to live only by capturing the other, or both living in seki.
//!
//! [`Semeai`] reads the race as a game of three outcomes for the dragon `a` (whose owner
//! moves first): `a` kills `b` (its target string is captured), both live (two passes in a
//! row with both targets on the board: seki, or independent life), or `a` dies. Each side
//! tries, best first: capturing a string of the other dragon in atari, saving its own string
//! in atari (and, lower, its strings outside the dragon that touch the other one: stones
//! inside the other's eye space), capturing any string in atari next to those (a lunch, a
//! ko stone), the vital points of both dragons' small eye spaces (a nakade spoils the
//! opponent's eye, the same point makes one's own), filling the liberties of the other
//! dragon's weakest string (outside liberties before shared ones, among equals where he
//! would gain most liberties, never a self-atari that
//! captures nothing, except inside the opponent's eye space, where a stone he must take
//! costs him a liberty; where the filling stone would be in atari because the string of
//! one's own beside it is short of liberties, lengthening that string first: the approach
//! move; a self-atari that sacrifices fewer than four stones of the race's own strings
//! comes last: its capture may leave the capturer only a bent four in the corner), taking
//! liberties of its own weakest string, and passing.
//! Alpha-beta over the three outcomes, with a transposition table of bounds (what a node
//! read to the end proved within its window); at the depth or node limit the race is
//! counted: the side to move wins if its weakest string has at least as many liberties as
//! the other's, leaving out the strings whose liberties are all points the opponent may
//! not play (its eyes); when one weakest string has an eye (a liberty the opponent may
//! not play) and the other none, the shared liberties count for the eye only.
//!
//! A capture wins the race only if the capturer then lives: when its group is left
//! enclosed in a small eye space (the captured stones' points, say a bent three) by walls
//! that stay (strings of dragons alive outside the race, with liberties to spare), the
//! exact solver reads its life ([`Semeai::capturer_lives`]); a wall stays when it has
//! liberties to spare, or two or more that the capturer may not play. When both live, a
//! first move that takes a liberty of one's own dragon gives way to a pass that keeps the
//! seki.
//!
//! The winning first move is checked: the race is read again after it with a fresh table
//! and budget, and a move that reading refutes (read to the end) gives way to the next
//! ([`Semeai::root`]).
//!
//! Kos: the plain reading lets whoever takes a ko first keep it (no one may retake at
//! once). With [`Semeai::with_ko`] (GTP's `analyze_semeai`) a race in which a ko
//! recapture was refused is read twice more, once with the opponent free to retake a ko
//! at once, one a line (as if his threat were answered), and once with `a`'s owner free
//! to: what `a` gets in the first is unconditional (`Win`), in the plain one `KoA` (the
//! opponent must find the first threat), in the last `KoB`. A pass lifts a ko ban, and a
//! pass by the side banned from a ko does not count towards the two that end the race; a
//! line may not return to a position it has been through (double kos), except by a ko
//! retaken after a threat.

use super::exact::{enclosed_region, walls_stay, ExactSolver};
use crate::board::{Board, IllegalMove};
use crate::reading::{ReadResult, ReadingContext};
use crate::types::{Color, Point};
use std::collections::HashMap;

/// `a` is captured.
pub const DIES: u8 = 0;
/// Both dragons live (seki or independent life).
pub const BOTH_LIVE: u8 = 1;
/// `b` is captured.
pub const KILLS: u8 = 2;

/// Largest eye space (empty points) of an enclosed capturer whose life is read after the
/// capture.
const CAPTURER_EMPTY: usize = 10;
/// Largest opponent string inside the capturer's eye space.
const CAPTURER_INSIDE: usize = 4;
/// Fewest liberties of a wall string the exact solver may assume stays.
const CAPTURER_WALL_LIBS: usize = 3;
/// Node budget of the exact solver after a capture.
const CAPTURER_NODES: u64 = 20_000;

/// A self-atari of the race's own strings is tried when it sacrifices fewer stones.
const SACRIFICE_STONES: usize = CAPTURER_INSIDE;
/// Most empty points around the capturer of a sacrifice.
const SACRIFICE_SPACE: usize = 7;
/// Sacrifices tried a node, beyond the width.
const SACRIFICE_MOVES: usize = 2;

/// A string of the race with at most this many liberties makes the capture of a
/// neighbour in atari urgent.
const LUNCH_LIBERTIES: usize = 3;

/// A string shut in a dragon's eye space whose outside liberty the race plays has at most
/// this many liberties.
const INSIDE_LIBERTIES: usize = 4;

/// Largest eye space whose vital points the race tries.
const EYE_SPACE_MAX: usize = 6;

/// Largest opponent string standing inside an eye space.
const NAKADE_STONES: usize = 3;

/// Most nodes one race may take.
pub const SEMEAI_NODES: u64 = 20000;
/// Deepest line read (plies).
const SEMEAI_DEPTH: usize = 24;
/// Kos the free side of a ko mode may retake at once on one line (its ko threats: GNU
/// Go's "must find the first threat").
const KO_RETAKES: u8 = 1;
/// Most winning root moves refused by the check of [`Semeai::root`].
const VERIFY_TRIES: usize = 2;
/// Moves tried per node.
const SEMEAI_WIDTH: usize = 6;
/// Score of a move that stops the opponent's eye (see `Semeai::closes_eye`): with
/// the vital points of small eye spaces. (The same points as one's own eye-making moves,
/// at this score or below the liberty fills, lost races: semeai.tst -5.)
const EYE_SPOILING_SCORE: i32 = 690;
/// Score of a move that blocks the other dragon's way to a live friend (see
/// `Semeai::leads_to_friend`): below the eye points, above the liberty fills. (Without the
/// friend's life, any friend: semeai +2 -2.)
const LINK_BLOCK_SCORE: i32 = 600;

/// What a race came to: the outcome for `a` (its owner moving first, whoever takes a ko
/// first keeping it) and the first move (`Point::NONE`: a pass), with the nodes read and
/// whether the limits were reached; with [`Semeai::with_ko`], also GNU Go's two codes
/// with their ko results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SemeaiResult {
    pub outcome: u8,
    pub mv: Point,
    pub nodes: u64,
    pub certain: bool,
    /// `a`'s defence (it lives) and the attack on `b` (it dies): `Win`, `KoA` (the
    /// opponent must find the first ko threat), `KoB` (`a`'s owner must) or `Fail`.
    pub defend: ReadResult,
    pub attack: ReadResult,
}

impl SemeaiResult {
    /// GNU Go's two codes: `a`'s defence (it lives) and the attack on `b` (it dies).
    pub fn codes(&self) -> (ReadResult, ReadResult) {
        (self.defend, self.attack)
    }
}

/// Who may retake a ko at once (as if a ko threat had been made and answered): the ko
/// modes of a race. With neither, whoever takes a ko first keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct KoThreats {
    a: bool,
    b: bool,
}

/// One race between the dragon of `a` (stones `a_goal`, its owner moving first) and the
/// dragon of `b` (`b_goal`).
pub struct Semeai<'a> {
    board: &'a mut Board,
    reading: &'a mut ReadingContext,
    a: Point,
    b: Point,
    a_color: Color,
    a_goal: Vec<Point>,
    b_goal: Vec<Point>,
    nodes: u64,
    /// Bounds (lower, upper) of a node's outcome.
    table: HashMap<(u64, bool, u8), (u8, u8)>,
    /// Positions after a capture -> does the capturer live ([`Semeai::capturer_lives`]).
    captures: HashMap<(u64, bool), u8>,
    /// Stones that stay on the board whatever happens in the race (of dragons alive
    /// outside it): a string holding one is a wall the exact solver may assume after a
    /// capture.
    strong: Vec<bool>,
    /// Read the ko results too ([`Semeai::with_ko`]).
    ko_results: bool,
    /// The ko mode of the search under way.
    threats: KoThreats,
    /// Kos retaken at once on the line being read (at most [`KO_RETAKES`]).
    retakes: u8,
    /// A ko recapture was refused somewhere in the search (the ko results may differ).
    ko_seen: bool,
    /// The stones of the positions on the line being read.
    path: Vec<u64>,
    /// Root moves refused by [`Semeai::root`]'s check.
    excluded: Vec<Point>,
}

impl<'a> Semeai<'a> {
    pub fn new(
        board: &'a mut Board,
        reading: &'a mut ReadingContext,
        a: Point,
        b: Point,
        a_goal: &[Point],
        b_goal: &[Point],
    ) -> Semeai<'a> {
        let a_color = board.color(a);
        Semeai {
            board,
            reading,
            a,
            b,
            a_color,
            a_goal: a_goal.to_vec(),
            b_goal: b_goal.to_vec(),
            nodes: 0,
            table: HashMap::new(),
            captures: HashMap::new(),
            strong: Vec::new(),
            ko_results: false,
            threats: KoThreats { a: false, b: false },
            retakes: 0,
            ko_seen: false,
            path: Vec::new(),
            excluded: Vec::new(),
        }
    }

    /// Read the race's ko results as well: when a ko recapture mattered, the race is read
    /// again with the opponent free to retake a ko (what `a`'s owner gets whatever
    /// the kos: `Win`) and with `a`'s owner free to (what he gets if he must find the
    /// first threat: `KoB`); the plain reading, whoever takes a ko first keeping it, is
    /// the `KoA` result when it is better than the unconditional one.
    pub fn with_ko(mut self) -> Self {
        self.ko_results = true;
        self
    }

    /// The stones of the dragons alive outside the race (see [`Semeai::capturer_lives`]);
    /// without them a capture always wins the race.
    pub fn with_strong(mut self, mut strong: Vec<bool>) -> Self {
        for &p in self.a_goal.iter().chain(&self.b_goal) {
            if let Some(s) = strong.get_mut(p.idx()) {
                *s = false;
            }
        }
        self.strong = strong;
        self
    }

    /// Read the race with `a`'s owner to move.
    pub fn analyze(&mut self) -> SemeaiResult {
        self.path = vec![self.board.stones_hash()];
        let (outcome, mv, exact) = self.root();
        let yes = |c: bool| if c { ReadResult::Win } else { ReadResult::Fail };
        let mut result = SemeaiResult {
            outcome,
            mv,
            nodes: 0,
            certain: exact,
            defend: yes(outcome >= BOTH_LIVE),
            attack: yes(outcome == KILLS),
        };
        result.mv = self.keep_seki(outcome, mv, exact);
        if self.ko_results && self.ko_seen {
            self.ko_codes(&mut result);
        }
        result.nodes = self.nodes;
        result
    }

    /// When both live, a move that takes a liberty of one's own dragon (a shared liberty
    /// of a seki, a capture that leaves too small an eye) gives way to a pass that keeps
    /// the seki (read in the ko mode under way); filling the opponent's outside liberties
    /// does no harm.
    fn keep_seki(&mut self, outcome: u8, mv: Point, exact: bool) -> Point {
        if outcome != BOTH_LIVE || mv.is_none() || !exact || !self.own_liberty(mv) {
            return mv;
        }
        let budget = self.nodes;
        self.nodes = 0;
        let (v, _, pass_exact) = self.pass(self.a_color, false, 1, 0, DIES, KILLS);
        self.nodes += budget;
        if v >= outcome && pass_exact {
            Point::NONE
        } else {
            mv
        }
    }

    /// The root search, with `a`'s winning move checked: read again after it with a fresh
    /// table and budget, and when that reading, finished, finds the opponent a better
    /// answer (the first reading's horizon or table hid it), the move is refused and the
    /// root read again (at most [`VERIFY_TRIES`] moves refused).
    fn root(&mut self) -> (u8, Point, bool) {
        self.excluded.clear();
        let mut spent = 0;
        let found = loop {
            self.nodes = 0;
            let (v, mv, exact) = self.search(true, 0, 0, DIES, KILLS);
            spent += self.nodes;
            if mv.is_none() || v == DIES || self.excluded.len() >= VERIFY_TRIES {
                break (v, mv, exact);
            }
            let Some(retaken) = self.play(mv, self.a_color) else {
                break (v, mv, exact);
            };
            let first = std::mem::take(&mut self.table);
            self.nodes = 0;
            self.path.push(self.board.stones_hash());
            let (reply, _, reply_exact) = self.search(false, 1, 0, DIES, KILLS);
            self.path.pop();
            self.unplay(retaken);
            spent += self.nodes;
            if !(reply_exact && reply < v) {
                self.table = first;
                break (v, mv, exact);
            }
            // The fresh table holds the sounder reading; the move is refused.
            self.excluded.push(mv);
        };
        self.nodes = spent;
        found
    }

    /// Read the race in the two other ko modes and set the codes (see
    /// [`Semeai::with_ko`]): each code is the best of `Win` (the opponent may retake a
    /// ko), `KoA` (the plain reading) and `KoB` (`a`'s owner may), and the move is the one
    /// of the reading that gave the attack's code, else the defence's (a seki's move
    /// mended in that reading by [`Semeai::keep_seki`]).
    fn ko_codes(&mut self, result: &mut SemeaiResult) {
        let plain = (result.outcome, result.mv);
        let mut read = |me: &mut Self, threats: KoThreats| {
            me.threats = threats;
            me.table.clear();
            let spent = me.nodes;
            me.nodes = 0;
            let (v, mv, exact) = me.root();
            let mv = me.keep_seki(v, mv, exact);
            if me.reading.trace_depth > 0 {
                eprintln!(
                    "semeai ko mode {threats:?}: {v} {} exact {exact}, {} nodes",
                    mv.to_vertex(me.board.size()),
                    me.nodes
                );
            }
            me.nodes += spent;
            result.certain &= exact;
            (v, mv)
        };
        let mut sure = read(self, KoThreats { a: false, b: true });
        let hard = read(self, KoThreats { a: true, b: false });
        self.threats = KoThreats { a: false, b: false };
        self.table.clear();
        // Freedom to retake can only help its owner: a reading that says otherwise ran
        // into its limits, and the more pessimistic one stands.
        let mut plain = plain;
        plain.0 = plain.0.min(hard.0);
        sure.0 = sure.0.min(plain.0);
        let readings = [
            (ReadResult::Win, sure),
            (ReadResult::KoA, plain),
            (ReadResult::KoB, hard),
        ];
        let first = |ok: &dyn Fn(u8) -> bool| readings.iter().find(|r| ok(r.1 .0)).copied();
        let defend = first(&|v| v >= BOTH_LIVE);
        let attack = first(&|v| v == KILLS);
        result.defend = defend.map_or(ReadResult::Fail, |r| r.0);
        result.attack = attack.map_or(ReadResult::Fail, |r| r.0);
        if let Some((code, (_, mv))) = attack.or(defend) {
            // The plain reading's move is the one mended above (a pass keeping a seki).
            if code != ReadResult::KoA {
                result.mv = mv;
            }
        } else {
            result.mv = Point::NONE;
        }
    }

    /// The strings of a dragon still on the board.
    fn strings(&self, goal: &[Point], color: Color) -> Vec<Point> {
        let mut out: Vec<Point> = Vec::new();
        for &p in goal {
            if self.board.color(p) == color {
                let o = self.board.find_origin(p);
                if !out.contains(&o) {
                    out.push(o);
                }
            }
        }
        out
    }

    /// The outcome (for `a`) of the node with `a_moves` to play, after `passes` passes in a
    /// row, the move that reaches it, within the window `alpha..beta`, and whether it was
    /// read to the end (no horizon below).
    fn search(
        &mut self,
        a_moves: bool,
        depth: usize,
        passes: u8,
        alpha: u8,
        beta: u8,
    ) -> (u8, Point, bool) {
        let b_color = self.a_color.other();
        if self.board.color(self.a) != self.a_color {
            return (
                KILLS - self.capturer_lives(self.b, !a_moves),
                Point::NONE,
                true,
            );
        }
        if self.board.color(self.b) != b_color {
            return (self.capturer_lives(self.a, a_moves), Point::NONE, true);
        }
        if passes >= 2 {
            return (BOTH_LIVE, Point::NONE, true);
        }
        let key = (self.board.hash(), a_moves, passes + 4 * self.retakes);
        let (alpha0, beta0) = (alpha, beta);
        let (mut alpha, mut beta) = (alpha, beta);
        if let Some(&(lo, hi)) = self.table.get(&key) {
            if lo == hi || lo >= beta {
                return (lo, Point::NONE, true);
            }
            if hi <= alpha {
                return (hi, Point::NONE, true);
            }
            alpha = alpha.max(lo);
            beta = beta.min(hi);
        }
        let a_strings = self.strings(&self.a_goal.clone(), self.a_color);
        let b_strings = self.strings(&self.b_goal.clone(), b_color);
        if depth >= SEMEAI_DEPTH || self.nodes >= SEMEAI_NODES {
            return (
                self.count(a_moves, &a_strings, &b_strings),
                Point::NONE,
                false,
            );
        }
        let (mine, theirs, color) = if a_moves {
            (&a_strings, &b_strings, self.a_color)
        } else {
            (&b_strings, &a_strings, b_color)
        };
        let moves = self.candidates(color, mine, theirs);
        let mut best = if a_moves { DIES } else { KILLS };
        let mut best_move = Point::NONE;
        let mut exact = true;
        for mv in moves.into_iter().chain(std::iter::once(Point::NONE)) {
            if depth == 0 && self.excluded.contains(&mv) {
                continue;
            }
            let (v, _, e) = if mv.is_none() {
                self.pass(color, !a_moves, depth + 1, passes, alpha, beta)
            } else {
                let Some(retaken) = self.play(mv, color) else {
                    continue;
                };
                // No return to a position of the line read (kos taken in turn, a double
                // ko): the line would run to the depth limit. A ko retaken after a threat
                // is no return: the threat and its answer changed the board elsewhere.
                let stones = self.board.stones_hash();
                if !retaken && self.path.contains(&stones) {
                    self.unplay(retaken);
                    continue;
                }
                self.nodes += 1;
                self.path.push(stones);
                let r = self.search(!a_moves, depth + 1, 0, alpha, beta);
                self.path.pop();
                self.unplay(retaken);
                r
            };
            exact &= e;
            if depth < self.reading.trace_depth {
                eprintln!(
                    "{}semeai {} {} -> {v}",
                    "  ".repeat(depth),
                    if a_moves { 'a' } else { 'b' },
                    mv.to_vertex(self.board.size())
                );
            }
            let better = if a_moves { v > best } else { v < best };
            if better {
                best = v;
                best_move = mv;
            }
            if a_moves {
                alpha = alpha.max(best);
            } else {
                beta = beta.min(best);
            }
            if alpha >= beta {
                break;
            }
        }
        if exact {
            // What the window proves: a value at or below alpha is an upper bound, at or
            // above beta a lower bound, in between the exact value.
            let (mut lo, mut hi) = self.table.get(&key).copied().unwrap_or((DIES, KILLS));
            if best <= alpha0 {
                hi = hi.min(best);
            } else if best >= beta0 {
                lo = lo.max(best);
            } else {
                (lo, hi) = (best, best);
            }
            self.table.insert(key, (lo, hi));
        }
        (best, best_move, exact)
    }

    /// `color` passes, and the search goes on at `depth` with `a_moves` to play. A pass
    /// lifts a ko ban; a pass by the side banned from retaking a ko is no pass towards
    /// the end of the race (two in a row), since he may retake next (a seki of a ko that
    /// neither can resolve is not ended by the banned side passing once).
    fn pass(
        &mut self,
        color: Color,
        a_moves: bool,
        depth: usize,
        passes: u8,
        alpha: u8,
        beta: u8,
    ) -> (u8, Point, bool) {
        if self.board.ko_point().is_none() {
            return self.search(a_moves, depth, passes + 1, alpha, beta);
        }
        let banned = self.board.ko_color() == color;
        self.board.trypass(color);
        let r = self.search(
            a_moves,
            depth,
            if banned { 0 } else { passes + 1 },
            alpha,
            beta,
        );
        self.board.popgo();
        r
    }

    /// The small eye spaces of the dragon made of `strings` (colour `owner`): regions of
    /// at most [`EYE_SPACE_MAX`] empty points, and opponent stones inside (a nakade, at
    /// most as many), bordered by the owner's stones only. Each with its vital points: the
    /// empty points with the most neighbours inside (the middle of a straight three, the
    /// bend of a bent three, the centre of a pyramid or a cross); spaces of fewer than
    /// three points have none.
    fn eye_spaces(&self, strings: &[Point], owner: Color) -> Vec<(Vec<Point>, Vec<Point>)> {
        let mut out = Vec::new();
        let mut seen: Vec<Point> = Vec::new();
        for &s in strings {
            for l in self.board.findlib(s, usize::MAX) {
                if seen.contains(&l) {
                    continue;
                }
                let mut region = vec![l];
                let mut empties = 1;
                let mut closed = true;
                let mut k = 0;
                while k < region.len() && closed {
                    let p = region[k];
                    k += 1;
                    for n in p.neighbors() {
                        let c = self.board.color(n);
                        if c == Color::Border || c == owner || region.contains(&n) {
                            continue;
                        }
                        // Only small strings outside the race stand inside an eye space.
                        if c != Color::Empty
                            && (self.board.countstones(n) > NAKADE_STONES
                                || self.a_goal.contains(&n)
                                || self.b_goal.contains(&n))
                        {
                            closed = false;
                            break;
                        }
                        region.push(n);
                        if c == Color::Empty {
                            empties += 1;
                        }
                        if empties > EYE_SPACE_MAX || region.len() > 2 * EYE_SPACE_MAX {
                            closed = false;
                        }
                    }
                }
                seen.extend_from_slice(&region);
                if !closed {
                    continue;
                }
                let empty: Vec<Point> = region
                    .iter()
                    .copied()
                    .filter(|&p| self.board.color(p) == Color::Empty)
                    .collect();
                let degree = |p: Point| p.neighbors().iter().filter(|n| region.contains(n)).count();
                let best = empty.iter().map(|&p| degree(p)).max().unwrap_or(0);
                // A square four (four points, each next to two others) is one eye
                // whoever plays in it: no vital point.
                let square = region.len() == 4 && region.iter().all(|&p| degree(p) == 2);
                let vital = if region.len() >= 3 && empty.len() >= 2 && !square {
                    empty
                        .iter()
                        .copied()
                        .filter(|&p| degree(p) == best)
                        .collect()
                } else {
                    Vec::new()
                };
                out.push((empty, vital));
            }
        }
        out
    }

    /// Is `q` a stone of a dragon alive outside the race ([`Semeai::with_strong`])?
    fn is_strong(&self, q: Point) -> bool {
        self.strong.get(q.idx()).copied().unwrap_or(false)
    }

    /// Does a stone of `owner` at the empty point `l` close a neighbouring empty point into a
    /// one-point eye (its other neighbours all `owner`'s stones or the edge)? The diagonals,
    /// which may make the eye false, are not looked at.
    fn closes_eye(&self, l: Point, owner: Color) -> bool {
        l.neighbors().iter().any(|&e| {
            self.board.color(e) == Color::Empty
                && e.neighbors().iter().all(|&n| {
                    let c = self.board.color(n);
                    n == l || c == Color::Border || c == owner
                })
        })
    }

    /// Does the empty point `l` lead the strings `strings` (of `owner`) to a live friend
    /// outside the race: is it next to a stone of a dragon alive at the start that is no
    /// part of `strings`, or next to an empty point that is?
    fn leads_to_friend(&self, l: Point, strings: &[Point], owner: Color) -> bool {
        let friend = |q: Point| {
            self.board.color(q) == owner
                && self.is_strong(q)
                && !strings.iter().any(|&s| self.board.same_string(s, q))
        };
        l.neighbors().iter().any(|&e| {
            friend(e)
                || self.board.color(e) == Color::Empty && e.neighbors().iter().any(|&q| friend(q))
        })
    }

    /// Play `mv` for `color` on the board: a legal move, or a ko retaken at once where the
    /// search's ko mode lets `color` do so. `Some(retaken)` when played, `None` if not.
    fn play(&mut self, mv: Point, color: Color) -> Option<bool> {
        if self.board.trymove(mv, color) {
            Some(false)
        } else if self.may_retake(color) && self.board.tryko(mv, color) {
            self.retakes += 1;
            Some(true)
        } else {
            None
        }
    }

    /// Take back a move of [`Semeai::play`].
    fn unplay(&mut self, retaken: bool) {
        self.board.popgo();
        if retaken {
            self.retakes -= 1;
        }
    }

    /// May `color` retake a ko at once in the search under way (the free side, while it
    /// has threats left on the line)?
    fn may_retake(&self, color: Color) -> bool {
        let free = if color == self.a_color {
            self.threats.a
        } else {
            self.threats.b
        };
        free && self.retakes < KO_RETAKES
    }

    /// Is `p` a liberty of one of `a`'s strings?
    fn own_liberty(&self, p: Point) -> bool {
        self.strings(&self.a_goal, self.a_color)
            .iter()
            .any(|&s| self.board.libs(s).contains(p))
    }

    /// Does the capturer (the string at `survivor`) live once the race is won? A capture
    /// is a win only if the capturer is not left with too small an eye space: when the
    /// capturer's group is enclosed (at most [`CAPTURER_EMPTY`] empty points), the exact
    /// solver reads its life, the opponent moving unless `survivor_moves`. `KILLS` when it
    /// lives (or is not enclosed, or the solver runs out of nodes), `DIES` when it dies;
    /// a ko counts as death (the opponent chooses when to fight it, like the bent four in
    /// the corner).
    fn capturer_lives(&mut self, survivor: Point, survivor_moves: bool) -> u8 {
        let key = (self.board.hash(), survivor_moves);
        if let Some(&v) = self.captures.get(&key) {
            return v;
        }
        let region = enclosed_region(self.board, survivor, CAPTURER_EMPTY, CAPTURER_INSIDE, 0);
        // A wall stays when it has liberties to spare, or two or more that the survivor
        // may not play (they are the wall's eyes).
        let survivor_color = self.board.color(survivor);
        let wall_stays = |n: Point| {
            let libs = self.board.libs(n);
            (libs.len() >= CAPTURER_WALL_LIBS
                || libs.len() >= 2 && libs.iter().all(|l| !self.board.is_legal(l, survivor_color)))
                && self.board.stones(n).any(|q| self.is_strong(q))
        };
        let v = match region {
            Some(region) if walls_stay(self.board, survivor, &region, wall_stays) => {
                let mut solver = ExactSolver::new(self.board, survivor, &region, CAPTURER_NODES);
                // Only an unconditional life counts: a ko is death.
                let r = if survivor_moves {
                    solver.defend(self.board).map(|s| {
                        if s.result == ReadResult::Win {
                            KILLS
                        } else {
                            DIES
                        }
                    })
                } else {
                    solver.attack(self.board).map(|s| {
                        if s.result == ReadResult::Fail {
                            KILLS
                        } else {
                            DIES
                        }
                    })
                };
                self.nodes += solver.nodes() / 16;
                r.unwrap_or(KILLS)
            }
            _ => KILLS,
        };
        self.captures.insert(key, v);
        v
    }

    /// The race counted at the horizon, by the weakest strings' liberties: both live when
    /// neither has a liberty the other does not share (a seki of shared liberties, at
    /// least two), else the side to move wins if its weakest string has at least as many
    /// liberties as the other's (an eye against none: the shared liberties count for the
    /// eye only).
    fn count(&self, a_moves: bool, a_strings: &[Point], b_strings: &[Point]) -> u8 {
        // A string of two or more liberties, none of which the opponent may play, is out
        // of his reach (its eyes): the weakest string is among the others.
        let reachable = |s: Point| {
            let opp = self.board.color(s).other();
            let libs = self.board.libs(s);
            libs.len() < 2 || libs.iter().any(|l| self.board.is_legal(l, opp))
        };
        let weakest = |ss: &[Point]| {
            ss.iter()
                .copied()
                .filter(|&s| reachable(s))
                .min_by_key(|&s| self.board.countlib(s))
        };
        let (wa, wb) = (weakest(a_strings), weakest(b_strings));
        let (wa, wb) = match (wa, wb) {
            (Some(wa), Some(wb)) => (wa, wb),
            (None, Some(_)) => return KILLS,
            (Some(_), None) => return DIES,
            (None, None) => return BOTH_LIVE,
        };
        let (la, lb) = (self.board.libs(wa), self.board.libs(wb));
        let shared = la.iter().filter(|&l| lb.contains(l)).count();
        let (mut na, mut nb) = (la.len(), lb.len());
        if shared >= 2 && shared == na && shared == nb {
            return BOTH_LIVE;
        }
        // An eye (a liberty the opponent may not play) against none: the shared
        // liberties count for the side with the eye only.
        let eye = |libs: &crate::board::PointSet, opp: Color| {
            libs.iter().any(|l| !self.board.is_legal(l, opp))
        };
        let (ea, eb) = (eye(la, self.a_color.other()), eye(lb, self.a_color));
        if ea && !eb {
            nb -= shared;
        } else if eb && !ea {
            na -= shared;
        }
        let a_wins = if a_moves { na >= nb } else { na > nb };
        if a_wins {
            KILLS
        } else {
            DIES
        }
    }

    /// Moves for `color` (whose dragon's strings are `mine`), best first.
    fn candidates(&mut self, color: Color, mine: &[Point], theirs: &[Point]) -> Vec<Point> {
        let mut scored: Vec<(i32, Point)> = Vec::new();
        let mut add = |p: Point, s: i32| {
            if p.is_none() {
                return;
            }
            match scored.iter_mut().find(|e| e.1 == p) {
                Some(e) => e.0 = e.0.max(s),
                None => scored.push((s, p)),
            }
        };
        for &s in theirs {
            if self.board.countlib(s) == 1 {
                add(self.board.findlib(s, 1)[0], 1000);
            }
        }
        // Our strings: the dragon's, and those outside it that touch the other dragon
        // (stones inside its eye space). Capture any string in atari next to them (a
        // lunch outside the other dragon, a ko stone): among the liberty fills when it
        // gives liberties to a string of ours short of them, after them otherwise.
        let mut ours: Vec<Point> = mine.to_vec();
        for &t in theirs {
            for e in self.board.chainlinks(t) {
                if !ours.contains(&e) {
                    ours.push(e);
                }
            }
        }
        for &s in &ours {
            let libs = self.board.countlib(s);
            // A string of ours in atari: its defence, and first the capture of a neighbour
            // in atari to escape.
            let capture = if libs == 1 {
                950
            } else if libs <= LUNCH_LIBERTIES {
                480
            } else {
                250
            };
            for e in self.board.chainlinks(s) {
                if self.board.countlib(e) == 1 {
                    add(self.board.findlib(e, 1)[0], capture);
                }
            }
            if libs == 1 {
                let (dc, dp) = self.reading.find_defense(self.board, s);
                if dc != ReadResult::Fail {
                    add(dp, if mine.contains(&s) { 900 } else { 450 });
                } else {
                    // Extending out of atari may still gain the race moves.
                    let l = self.board.findlib(s, 1)[0];
                    if self.board.accuratelib_count(l, color, 2) >= 2 {
                        add(l, if mine.contains(&s) { 440 } else { 200 });
                    }
                }
            }
        }
        // Fill the other dragon's liberties: outside liberties first, the weakest strings'
        // first.
        let weakest = |ss: &[Point], b: &Board| ss.iter().copied().min_by_key(|&s| b.countlib(s));
        // Among them, before the plain fills: the points where the other dragon's stone would
        // make an eye (eye against no eye wins a race; ours stops it), and those that lead it
        // to a live friend (the race is lost if it joins up).
        let opp = color.other();
        for &t in theirs {
            let n = self.board.countlib(t) as i32;
            for l in self.board.findlib(t, usize::MAX) {
                let shared = mine.iter().any(|&m| self.board.libs(m).contains(l));
                // Among equal fills, first the point where the opponent would gain most.
                let gain =
                    (self.board.accuratelib_count(l, opp, n as usize + 3) as i32 - n).clamp(0, 3);
                add(
                    l,
                    if shared { 300 } else { 500 } - 10 * n.min(20) + 3 * gain,
                );
                if self.closes_eye(l, opp) {
                    add(l, EYE_SPOILING_SCORE);
                }
                if self.leads_to_friend(l, theirs, opp) {
                    add(l, LINK_BLOCK_SCORE);
                }
            }
        }
        // Strings shut in a dragon's eye space (next to it, not part of the other dragon,
        // with at least two liberties shared with it and one outside, where a friend of
        // theirs stands): that liberty decides whether they join their friends outside or
        // are captured in the eye. Either side plays there.
        for (dragon, other) in [(mine, theirs), (theirs, mine)] {
            for &m in dragon {
                for x in self.board.chainlinks(m) {
                    if other.iter().any(|&t| self.board.same_string(t, x)) {
                        continue;
                    }
                    let n = self.board.countlib(x);
                    if n > INSIDE_LIBERTIES {
                        continue;
                    }
                    let (shared, outside): (Vec<Point>, Vec<Point>) = self
                        .board
                        .findlib(x, n)
                        .into_iter()
                        .partition(|&l| dragon.iter().any(|&o| self.board.libs(o).contains(l)));
                    let c = self.board.color(x);
                    if let [l] = outside[..] {
                        let joins = l
                            .neighbors()
                            .iter()
                            .any(|&q| self.board.color(q) == c && !self.board.same_string(q, x));
                        // Shut in: its shared liberties touch only the dragon, the string
                        // and one another.
                        let shut_in = shared.iter().all(|&p| {
                            p.neighbors().iter().all(|&q| match self.board.color(q) {
                                Color::Empty => shared.contains(&q),
                                Color::Border => true,
                                _ => {
                                    self.board.same_string(q, x)
                                        || dragon.iter().any(|&o| self.board.same_string(o, q))
                                }
                            })
                        });
                        if shared.len() >= 2 && joins && shut_in {
                            add(l, 470);
                        }
                    }
                }
            }
        }
        if let Some(t) = weakest(mine, self.board) {
            let n = self.board.countlib(t);
            for l in self.board.findlib(t, usize::MAX) {
                if self.board.accuratelib_count(l, color, n + 2) > n {
                    add(l, 200);
                }
            }
        }
        // The vital points of both dragons' small eye spaces: making an eye of one's own,
        // spoiling the opponent's. Inside the opponent's eye spaces a stone may stand in
        // atari: a nakade, or a stone the opponent must take, filling a liberty of his own.
        let mut inside: Vec<Point> = Vec::new();
        for (strings, owner) in [(mine, color), (theirs, color.other())] {
            for (empty, vital) in self.eye_spaces(strings, owner) {
                for p in vital {
                    add(p, if owner == color { 650 } else { 700 });
                }
                if owner != color {
                    inside.extend(empty);
                }
            }
        }
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut out = Vec::new();
        let mut approach = Vec::new();
        for (s, p) in scored {
            if out.len() >= SEMEAI_WIDTH {
                break;
            }
            match self.board.check_legal(p, color) {
                Ok(()) => {}
                Err(IllegalMove::Ko) => {
                    self.ko_seen = true;
                    if !self.may_retake(color) {
                        continue;
                    }
                }
                Err(_) => continue,
            }
            // No self-atari that captures nothing, but for a nakade. Where filling a
            // liberty would be one because our own string beside it is short of liberties,
            // the approach move comes instead: lengthening that string first.
            if s < 900
                && !inside.contains(&p)
                && self.board.accuratelib_count(p, color, 2) <= 1
                && !self.board.does_capture_something(p, color)
            {
                if s >= 300 {
                    approach.push(p);
                }
                continue;
            }
            out.push(p);
        }
        for p in approach {
            for n in p.neighbors() {
                if out.len() >= SEMEAI_WIDTH {
                    break;
                }
                if self.board.color(n) != color {
                    continue;
                }
                for q in self.board.findlib(n, 3) {
                    if q != p
                        && !out.contains(&q)
                        && self.board.is_legal(q, color)
                        && self.board.accuratelib_count(q, color, 3) >= 2
                    {
                        out.push(q);
                    }
                }
            }
        }
        // A self-atari on a liberty of the race's own small strings: their capture may
        // leave the capturer too small an eye space (the bent four in the corner), which
        // the capture rule reads out.
        let mut sacrifice: Vec<Point> = Vec::new();
        for &m in mine {
            if sacrifice.len() >= SACRIFICE_MOVES {
                break;
            }
            if self.board.countstones(m) >= SACRIFICE_STONES {
                continue;
            }
            // Only where the capturer is enclosed in a small space (at most
            // SACRIFICE_SPACE empty points before the capture): elsewhere the capture rule
            // has nothing to read, and a larger space lives after the capture. Looked at
            // once per string, and only when one of its liberties is a sacrifice.
            let mut enclosed: Option<bool> = None;
            for l in self.board.findlib(m, 3) {
                if sacrifice.len() >= SACRIFICE_MOVES
                    || out.contains(&l)
                    || sacrifice.contains(&l)
                    || !self.board.is_legal(l, color)
                    || self.board.accuratelib_count(l, color, 2) > 1
                {
                    continue;
                }
                let joined: usize = mine
                    .iter()
                    .filter(|&&o| l.neighbors().iter().any(|&n| self.board.same_string(n, o)))
                    .map(|&o| self.board.countstones(o))
                    .sum();
                if joined >= SACRIFICE_STONES {
                    continue;
                }
                let board = &*self.board;
                let small = *enclosed.get_or_insert_with(|| {
                    let links = board.chainlinks(m);
                    theirs.iter().any(|&t| {
                        links.contains(&board.find_origin(t))
                            && enclosed_region(board, t, SACRIFICE_SPACE, CAPTURER_INSIDE, 0)
                                .is_some()
                    })
                });
                if small {
                    sacrifice.push(l);
                }
            }
        }
        out.extend(sacrifice);
        out
    }
}

//! The eye-space local game of manual 8.3-8.7, solved exactly on its graph.
//!
//! An [`EyeGame`] is a graph (at most [`MAX_SOLVER_VERTICES`] vertices) whose vertices are
//! empty, marginal (`!`, next to empty points outside the space) or hold an attacker stone.
//! The owner `O` and the attacker `X` alternate; either may pass. Our rules, the manual's
//! three rules of 8.3 with captures made explicit:
//!
//! * `O` plays on any empty vertex; the vertex joins `O`'s wall (RULE 1). Attacker strings
//!   inside the space left without an empty neighbour are captured: their vertices become
//!   empty, non-marginal vertices. On the board a vertex may be cut off from the wall by
//!   dead attacker stones (an edge point among them): the game may say which vertices are
//!   *anchored* (next to the wall or outside), and an owner string with no anchored vertex
//!   and no empty neighbour after its captures would be suicide, which is not allowed.
//! * `X` plays on a marginal vertex: the stone is connected to the outside and the vertex
//!   leaves the space (RULE 3); attacker stones joined to it leave with it, and every empty
//!   vertex next to them becomes marginal.
//! * `X` plays on a non-marginal empty vertex: an attacker stone (RULE 2). It joins adjacent
//!   attacker stones into a string; a string with no empty neighbour would be suicide, which
//!   we do not allow: it only gives the space back emptier, with `O` to move, and `X` can pass
//!   instead. (Without suicide every move increases `(O stones + stones connected out,
//!   attacker stones + stones connected out)` lexicographically, so the game graph has no
//!   cycles and plain memoised minimax solves it.)
//! * The game ends when both pass in a row. Its score is the number of eyes, capped at 2:
//!   the connected parts of what remains of the space (empty vertices and attacker stones,
//!   which `O` can always capture since his wall has liberties elsewhere) that hold no
//!   marginal vertex.
//!
//! The value is 8.7's four digits: `X` first with a further move, `X` first, `O` first, `O`
//! first with a further move. "A further move" means the other side tenukis in reply to the
//! first move, but (8.7's pattern 6141) not necessarily at once: he may first play local
//! moves that are sente (after them it matters who moves next, so the opponent answers
//! locally), and tenukis when he stops. So digit 1 is the least, over `X`'s first moves and
//! the plain digit 2, of `W`: `O` either tenukis (`X` moves again, then normal play) or plays
//! a sente move, `X` answers (or passes) and `W` again; digit 4 is the same with the sides
//! swapped. A gote answer does not save the tempo: `X` taking a point of a straight four
//! threatens to leave one eye, which makes it 1222; `O` taking a corner of a square four
//! threatens two, 1112.
//!
//! Vital points (8.7: "only marked when they have definite effects", no pure threats): when
//! the value depends on who moves first (digit 2 < digit 3), the attack points are the
//! attacker's first moves that keep the result at digit 2, the defense points the owner's
//! first moves that reach digit 3.
//!
//! States are three bit sets (owner stones, attacker stones inside, attacker stones connected
//! out); the memo is a flat table indexed by the base-4 code of the state and the context
//! (side to move, previous move a pass, tenuki owed), reused across games and cleared by
//! the list of entries it touched, so solving allocates nothing once warm. A value is found
//! as two yes/no questions ("one eye at least?", "two?"), each answered by the first move
//! that settles it (central vertices tried first); the memo keeps both answers per state.

use super::graph::{EyeGraph, EyeVertexKind};

/// Largest eye space the solver takes (the memo holds 12 * 4^n bytes).
pub const MAX_SOLVER_VERTICES: usize = 10;

/// An eye space as a local game: adjacency and the starting kind of each vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EyeGame {
    n: usize,
    neighbours: [u32; MAX_SOLVER_VERTICES],
    marginal: u32,
    attackers: u32,
    /// Vertices where an owner stone touches his wall or an empty point outside the space
    /// (all of them unless [`EyeGame::with_anchors`] says otherwise): an owner string with
    /// none of these and no empty neighbour would be suicide.
    anchored: u32,
}

/// Why a graph is not a game the solver takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EyeGameError {
    /// More than [`MAX_SOLVER_VERTICES`] vertices.
    TooLarge,
    /// An adjacency bit out of range, a loop, or an edge in one direction only.
    BadAdjacency,
    /// A vertex both marginal and an attacker stone, a bit out of range, or an `x` vertex.
    BadKinds,
    /// An attacker string with no empty neighbour in the space: on the board it is either
    /// already captured or has liberties outside, which this model does not describe.
    StringWithoutLiberty,
}

/// The solved game: the four digits of 8.7 and the vital points (bit sets of vertices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeValue {
    pub digits: [u8; 4],
    pub attack: u32,
    pub defense: u32,
    /// The attacker's first moves that reach digit 1 when the owner tenukis (when digit 1
    /// is below digit 2): his threats.
    pub attack_threats: u32,
    /// The owner's first moves that reach digit 4 when the attacker tenukis (when digit 4
    /// is above digit 3).
    pub defense_threats: u32,
}

/// The two plain digits of a game's value (8.7's second and third: the attacker moves
/// first, the owner moves first) and its vital points, as in [`EyeValue`]: what owl reads,
/// for about half the work of the four digits and the threats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeBounds {
    pub digits: [u8; 2],
    pub attack: u32,
    pub defense: u32,
}

impl From<EyeValue> for EyeBounds {
    fn from(v: EyeValue) -> EyeBounds {
        EyeBounds {
            digits: [v.digits[1], v.digits[2]],
            attack: v.attack,
            defense: v.defense,
        }
    }
}

impl EyeGame {
    /// A game on `neighbours.len()` vertices; `marginal` and `attackers` are bit sets.
    pub fn new(neighbours: &[u32], marginal: u32, attackers: u32) -> Result<EyeGame, EyeGameError> {
        if marginal & attackers != 0 {
            return Err(EyeGameError::BadKinds);
        }
        EyeGame::with_marginal_stones(neighbours, marginal, attackers)
    }

    /// Like [`EyeGame::new`], but a vertex may be both marginal and an attacker stone: a
    /// dead stone on a false eye (8.8), which the owner captures from inside and which
    /// leaves a marginal vertex behind (no eye there), and which the attacker cannot use to
    /// connect out while it stands.
    pub fn with_marginal_stones(
        neighbours: &[u32],
        marginal: u32,
        attackers: u32,
    ) -> Result<EyeGame, EyeGameError> {
        let n = neighbours.len();
        if n > MAX_SOLVER_VERTICES {
            return Err(EyeGameError::TooLarge);
        }
        let all = (1u32 << n) - 1;
        for (i, &m) in neighbours.iter().enumerate() {
            if m & !all != 0 || m & 1 << i != 0 {
                return Err(EyeGameError::BadAdjacency);
            }
            let mut rest = m;
            while rest != 0 {
                let j = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if neighbours[j] & 1 << i == 0 {
                    return Err(EyeGameError::BadAdjacency);
                }
            }
        }
        if (marginal | attackers) & !all != 0 {
            return Err(EyeGameError::BadKinds);
        }
        let mut nb = [0; MAX_SOLVER_VERTICES];
        nb[..n].copy_from_slice(neighbours);
        let g = EyeGame {
            n,
            neighbours: nb,
            marginal,
            attackers,
            anchored: all,
        };
        let mut rest = attackers;
        while rest != 0 {
            let s = g.flood(rest & rest.wrapping_neg(), attackers);
            if g.around(s) & !attackers == 0 {
                return Err(EyeGameError::StringWithoutLiberty);
            }
            rest &= !s;
        }
        Ok(g)
    }

    /// The game of an eye space on the board (`AttackerOrEmpty` is a shape symbol, refused).
    pub fn from_graph(g: &EyeGraph) -> Result<EyeGame, EyeGameError> {
        if g.len() > MAX_SOLVER_VERTICES {
            return Err(EyeGameError::TooLarge);
        }
        let mut nb = [0u32; MAX_SOLVER_VERTICES];
        let (mut marginal, mut attackers) = (0, 0);
        for (i, slot) in nb.iter_mut().enumerate().take(g.len()) {
            *slot = g.neighbours(i);
            match g.kind(i) {
                EyeVertexKind::Empty => {}
                EyeVertexKind::Marginal => marginal |= 1 << i,
                EyeVertexKind::Attacker => attackers |= 1 << i,
                EyeVertexKind::AttackerOrEmpty => return Err(EyeGameError::BadKinds),
            }
        }
        EyeGame::new(&nb[..g.len()], marginal, attackers)
    }

    /// The same game where only the vertices `anchored` touch the owner's wall or an empty
    /// point outside the space: an owner stone elsewhere needs an empty neighbour in the
    /// space, a capture, or a chain of owner stones to an anchored vertex (no suicide).
    pub fn with_anchors(self, anchored: u32) -> EyeGame {
        EyeGame {
            anchored: anchored & self.all(),
            ..self
        }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    fn all(&self) -> u32 {
        (1u32 << self.n) - 1
    }

    /// The vertices next to the set `s` (possibly in `s`).
    #[inline]
    fn around(&self, mut s: u32) -> u32 {
        let mut m = 0;
        while s != 0 {
            m |= self.neighbours[s.trailing_zeros() as usize];
            s &= s - 1;
        }
        m
    }

    /// The part of `within` connected to `seed` (a subset of `within`).
    #[inline]
    fn flood(&self, seed: u32, within: u32) -> u32 {
        let mut s = seed;
        loop {
            let grown = s | self.around(s) & within;
            if grown == s {
                return s;
            }
            s = grown;
        }
    }
}

/// A position of the local game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    /// Owner stones (vertices filled, RULE 1).
    o: u32,
    /// Attacker stones inside the space.
    x: u32,
    /// Attacker stones connected to the outside (vertices removed by RULE 3).
    out: u32,
}

const O_TO_MOVE: usize = 0;
const X_TO_MOVE: usize = 1;
const OWES_NOTHING: usize = 0;
const O_OWES: usize = 1;
const X_OWES: usize = 2;
const CONTEXTS: usize = 12;
const UNKNOWN: u8 = u8::MAX;

/// Spread the low 16 bits of `m` to the even bits (vertex `v` -> bit `2v`).
#[inline]
fn spread(m: u32) -> usize {
    let mut x = m as u64 & 0xFFFF;
    x = (x | x << 8) & 0x00FF_00FF;
    x = (x | x << 4) & 0x0F0F_0F0F;
    x = (x | x << 2) & 0x3333_3333;
    x = (x | x << 1) & 0x5555_5555;
    x as usize
}

/// Most solved games an [`EyeSolver`] remembers before it starts over.
const SOLVED_ENTRIES: usize = 1 << 14;

/// The solver: a reusable memo. Solving a game allocates nothing once the memo has grown to
/// the game's size.
#[derive(Default)]
pub struct EyeSolver {
    memo: Vec<u8>,
    touched: Vec<u32>,
    /// The games solved so far with their values: owl values the same spaces over and over.
    solved: std::collections::HashMap<EyeGame, EyeValue>,
    /// The games whose plain digits alone were asked for ([`EyeSolver::solve_bounds`]).
    bounded: std::collections::HashMap<EyeGame, EyeBounds>,
    /// Positions solved over the solver's life (a measure of work).
    pub positions: u64,
}

/// One solve: the game and the memo.
struct Search<'a> {
    g: &'a EyeGame,
    /// The vertices, most neighbours first: central points settle a space soonest, so a
    /// question is answered early.
    order: [u8; MAX_SOLVER_VERTICES],
    memo: &'a mut Vec<u8>,
    touched: &'a mut Vec<u32>,
    positions: u64,
}

impl EyeSolver {
    pub fn new() -> EyeSolver {
        EyeSolver::default()
    }

    /// Solve `game`: its four-digit value and vital points.
    pub fn solve(&mut self, game: &EyeGame) -> EyeValue {
        if let Some(v) = self.solved.get(game) {
            return *v;
        }
        let v = self.solve_anew(game, true);
        if self.solved.len() >= SOLVED_ENTRIES {
            self.solved.clear();
        }
        self.solved.insert(*game, v);
        v
    }

    /// The plain digits of `game` and its vital points ([`EyeSolver::solve`] without the
    /// digits of a further move and the threats).
    pub fn solve_bounds(&mut self, game: &EyeGame) -> EyeBounds {
        if let Some(v) = self.solved.get(game) {
            return (*v).into();
        }
        if let Some(b) = self.bounded.get(game) {
            return *b;
        }
        let b = self.solve_anew(game, false).into();
        if self.bounded.len() >= SOLVED_ENTRIES {
            self.bounded.clear();
        }
        self.bounded.insert(*game, b);
        b
    }

    /// Solve `game`; without `full`, the plain digits and the vital points only (the first
    /// and last digits then repeat their neighbours, and there are no threats).
    fn solve_anew(&mut self, game: &EyeGame, full: bool) -> EyeValue {
        let size = CONTEXTS << (2 * game.n);
        if self.memo.len() < size {
            self.memo.resize(size, UNKNOWN);
        }
        let mut order = [0u8; MAX_SOLVER_VERTICES];
        for (k, o) in order.iter_mut().enumerate().take(game.n) {
            *o = k as u8;
        }
        order[..game.n]
            .sort_by_key(|&v| std::cmp::Reverse(game.neighbours[v as usize].count_ones()));
        let mut s = Search {
            g: game,
            order,
            memo: &mut self.memo,
            touched: &mut self.touched,
            positions: 0,
        };
        let start = State {
            o: 0,
            x: game.attackers,
            out: 0,
        };
        let plain = [
            s.value(start, X_TO_MOVE, false, OWES_NOTHING),
            s.value(start, O_TO_MOVE, false, OWES_NOTHING),
        ];
        // The attacker's first move with a tenuki owed (the defender's, likewise): only
        // whether a move goes below the best so far is asked (one threshold question),
        // and its value only then.
        let (mut first, mut last) = (plain[0], plain[1]);
        for v in (0..game.n).filter(|_| full) {
            if first > 0 {
                if let Some(t) = s.play_x(start, v) {
                    if !s.at_least(t, O_TO_MOVE, false, O_OWES, first) {
                        first = s.value(t, O_TO_MOVE, false, O_OWES);
                    }
                }
            }
            if last < 2 {
                if let Some(t) = s.play_o(start, v) {
                    if s.at_least(t, X_TO_MOVE, false, X_OWES, last + 1) {
                        last = s.value(t, X_TO_MOVE, false, X_OWES);
                    }
                }
            }
        }
        let digits = [first, plain[0], plain[1], last];
        // Vital points and threats: a move's value is bounded on one side by the digit it
        // is compared with (the digit is the best over all moves), so one threshold
        // question tells whether it reaches the digit.
        let (mut attack, mut defense) = (0, 0);
        if digits[1] < digits[2] {
            for v in 0..game.n {
                if let Some(t) = s.play_x(start, v) {
                    if !s.at_least(t, O_TO_MOVE, false, OWES_NOTHING, digits[1] + 1) {
                        attack |= 1 << v;
                    }
                }
                if let Some(t) = s.play_o(start, v) {
                    if s.at_least(t, X_TO_MOVE, false, OWES_NOTHING, digits[2]) {
                        defense |= 1 << v;
                    }
                }
            }
        }
        let (mut attack_threats, mut defense_threats) = (0, 0);
        for v in (0..game.n).filter(|_| full) {
            if digits[0] < digits[1] {
                if let Some(t) = s.play_x(start, v) {
                    if !s.at_least(t, O_TO_MOVE, false, O_OWES, digits[0] + 1) {
                        attack_threats |= 1 << v;
                    }
                }
            }
            if digits[3] > digits[2] {
                if let Some(t) = s.play_o(start, v) {
                    if s.at_least(t, X_TO_MOVE, false, X_OWES, digits[3]) {
                        defense_threats |= 1 << v;
                    }
                }
            }
        }
        self.positions += s.positions;
        for &k in self.touched.iter() {
            self.memo[k as usize] = UNKNOWN;
        }
        self.touched.clear();
        EyeValue {
            digits,
            attack,
            defense,
            attack_threats,
            defense_threats,
        }
    }
}

impl Search<'_> {
    fn empty(&self, s: State) -> u32 {
        self.g.all() & !(s.o | s.x | s.out)
    }

    /// Empty vertices next to outside empty points or to attacker stones connected out.
    fn marginal(&self, s: State) -> u32 {
        (self.g.marginal | self.g.around(s.out)) & self.empty(s)
    }

    fn play_o(&self, s: State, v: usize) -> Option<State> {
        let bit = 1u32 << v;
        if self.empty(s) & bit == 0 {
            return None;
        }
        let mut t = State { o: s.o | bit, ..s };
        let mut adjacent = self.g.neighbours[v] & t.x;
        while adjacent != 0 {
            let string = self.g.flood(adjacent & adjacent.wrapping_neg(), t.x);
            adjacent &= !string;
            if self.g.around(string) & self.empty(t) == 0 {
                t.x &= !string;
            }
        }
        let mine = self.g.flood(bit, t.o);
        if mine & self.g.anchored == 0 && self.g.around(mine) & self.empty(t) == 0 {
            return None;
        }
        Some(t)
    }

    fn play_x(&self, s: State, v: usize) -> Option<State> {
        let bit = 1u32 << v;
        if self.empty(s) & bit == 0 {
            return None;
        }
        if self.marginal(s) & bit != 0 {
            let joined = self.g.flood(bit, s.x | bit);
            return Some(State {
                x: s.x & !joined,
                out: s.out | joined,
                ..s
            });
        }
        let t = State { x: s.x | bit, ..s };
        let string = self.g.flood(bit, t.x);
        (self.g.around(string) & self.empty(t) != 0).then_some(t)
    }

    /// Eyes of a finished game: parts of the remaining space without a marginal vertex.
    fn score(&self, s: State) -> u8 {
        // A dead stone still standing on a margin (`with_marginal_stones`) keeps its part
        // from being an eye; elsewhere attacker stones never stand on marginal vertices.
        let marginal = (self.g.marginal | self.g.around(s.out)) & !(s.o | s.out);
        let mut rest = self.g.all() & !(s.o | s.out);
        let mut eyes = 0;
        while rest != 0 && eyes < 2 {
            let part = self.g.flood(rest & rest.wrapping_neg(), rest);
            rest &= !part;
            if part & marginal == 0 {
                eyes += 1;
            }
        }
        eyes
    }

    fn play(&self, s: State, v: usize, mover: usize) -> Option<State> {
        if mover == O_TO_MOVE {
            self.play_o(s, v)
        } else {
            self.play_x(s, v)
        }
    }

    /// The value of a state: its eye count (0, 1 or 2) with best play, found as two yes/no
    /// questions ("at least one eye?", "two?") that stop at the first move answering them.
    fn value(&mut self, s: State, mover: usize, passed: bool, owes: usize) -> u8 {
        if self.at_least(s, mover, passed, owes, 2) {
            2
        } else if self.at_least(s, mover, passed, owes, 1) {
            1
        } else {
            0
        }
    }

    /// Does the state's value reach `t` (1 or 2)? Memoised per threshold: the memo byte of
    /// a state holds, per threshold, whether it is known and the answer.
    fn at_least(&mut self, s: State, mover: usize, passed: bool, owes: usize, t: u8) -> bool {
        let key = ((spread(s.x) + 2 * spread(s.o) + 3 * spread(s.out)) * CONTEXTS
            + mover * 6
            + passed as usize * 3
            + owes) as u32;
        let known = self.memo[key as usize];
        let (known_bit, yes_bit) = if t == 1 { (1u8, 2u8) } else { (4u8, 8u8) };
        let bits = if known == UNKNOWN { 0 } else { known };
        if bits & known_bit != 0 {
            return bits & yes_bit != 0;
        }
        self.positions += 1;
        let yes = match owes {
            OWES_NOTHING => self.plain(s, mover, passed, t),
            _ => self.owing(s, mover, owes, t),
        };
        // Reaching two eyes means reaching one; missing one means missing two.
        let mut bits = bits | known_bit | if yes { yes_bit } else { 0 };
        if t == 2 && yes {
            bits |= 1 | 2;
        }
        if t == 1 && !yes {
            bits |= 4;
        }
        if known == UNKNOWN {
            self.touched.push(key);
        }
        self.memo[key as usize] = bits;
        yes
    }

    /// Normal alternation: pass (ending the game after a pass) or move; `O` maximises. Does
    /// the value reach `t`?
    fn plain(&mut self, s: State, mover: usize, passed: bool, t: u8) -> bool {
        let other = 1 - mover;
        // O needs one option reaching t, X one option staying below it.
        let want = mover == O_TO_MOVE;
        let pass = if passed {
            self.score(s) >= t
        } else {
            self.at_least(s, other, true, OWES_NOTHING, t)
        };
        if pass == want {
            return want;
        }
        if self.any_move(s, mover, |me, n| {
            me.at_least(n, other, false, OWES_NOTHING, t) == want
        }) {
            return want;
        }
        !want
    }

    /// Does some legal move of `mover` in `s` (central vertices first) lead to a state for
    /// which `f` holds? Stops at the first.
    fn any_move(
        &mut self,
        s: State,
        mover: usize,
        mut f: impl FnMut(&mut Self, State) -> bool,
    ) -> bool {
        let moves = self.empty(s);
        for k in 0..self.g.n {
            let v = self.order[k] as usize;
            if moves & (1 << v) == 0 {
                continue;
            }
            if let Some(n) = self.play(s, v, mover) {
                if f(self, n) {
                    return true;
                }
            }
        }
        false
    }

    /// A tenuki owed by `owes`. His turn: tenuki now (the opponent moves, then normal play),
    /// or a sente move and the answer. The opponent's turn (answering a sente move): any
    /// move or a pass, and the debt stays. Does the value reach `t`?
    fn owing(&mut self, s: State, mover: usize, owes: usize, t: u8) -> bool {
        let other = 1 - mover;
        let o_owes = owes == O_OWES;
        let owner = if o_owes { O_TO_MOVE } else { X_TO_MOVE };
        if mover == owner {
            // The owing side chooses: O (if he owes) wants to reach t, X to stay below.
            let want = o_owes;
            if self.at_least(s, other, false, OWES_NOTHING, t) == want {
                return want;
            }
            // Only sente moves (the value depends on who answers) keep the debt.
            let sente_reaches = self.any_move(s, mover, |me, n| {
                let hot = me.value(n, mover, false, OWES_NOTHING)
                    != me.value(n, other, false, OWES_NOTHING);
                hot && me.at_least(n, other, false, owes, t) == want
            });
            if sente_reaches {
                return want;
            }
            !want
        } else {
            let want = !o_owes;
            if self.at_least(s, other, false, owes, t) == want {
                return want;
            }
            if self.any_move(s, mover, |me, n| {
                me.at_least(n, other, false, owes, t) == want
            }) {
                return want;
            }
            !want
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game from rows of `.` (empty), `!` (marginal) and `X` (attacker); spaces separate.
    fn game(rows: &[&str]) -> EyeGame {
        try_game(rows).unwrap()
    }

    fn try_game(rows: &[&str]) -> Result<EyeGame, EyeGameError> {
        let mut cells = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch != ' ' {
                    cells.push((r as i32, c as i32, ch));
                }
            }
        }
        let nb: Vec<u32> = cells
            .iter()
            .map(|&(r, c, _)| {
                cells
                    .iter()
                    .enumerate()
                    .filter(|(_, &(r2, c2, _))| (r - r2).abs() + (c - c2).abs() == 1)
                    .fold(0, |m, (j, _)| m | 1 << j)
            })
            .collect();
        let bits = |k: char| {
            cells
                .iter()
                .enumerate()
                .filter(|(_, c)| c.2 == k)
                .fold(0, |m, (j, _)| m | 1 << j)
        };
        EyeGame::new(&nb, bits('!'), bits('X'))
    }

    fn solve(rows: &[&str]) -> EyeValue {
        EyeSolver::new().solve(&game(rows))
    }

    #[test]
    fn nakade_shapes() {
        // One and two points: one eye.
        assert_eq!(solve(&["."]).digits, [1, 1, 1, 1]);
        assert_eq!(solve(&[".."]).digits, [1, 1, 1, 1]);
        // Straight three: the middle (vertex 1) for both.
        let v = solve(&["..."]);
        assert_eq!(v.digits, [1, 1, 2, 2]);
        assert_eq!((v.attack, v.defense), (0b010, 0b010));
        // Straight four: two eyes; two attacker moves in a row leave one.
        let v = solve(&["...."]);
        assert_eq!(v.digits, [1, 2, 2, 2]);
        assert_eq!((v.attack, v.defense), (0, 0));
        // Square four: one eye; two owner moves on a diagonal make two.
        assert_eq!(solve(&["..", ".."]).digits, [1, 1, 1, 2]);
        // Straight five lives.
        assert_eq!(solve(&["....."]).digits, [2, 2, 2, 2]);
        // Bulky five (`abc` over `de`): the attacker must take b, the point of the square
        // next to the tail; the defender lives at b, or at a or e, each leaving a bent four.
        let v = solve(&["...", ".."]);
        assert_eq!(v.digits[1..3], [1, 2]);
        assert_eq!((v.attack, v.defense), (0b00010, 0b10011));
    }

    #[test]
    fn marginal_vertices() {
        assert_eq!(solve(&["!"]).digits, [0, 0, 0, 0]);
        let v = solve(&["!."]);
        assert_eq!(v.digits, [0, 0, 1, 1]);
        assert_eq!((v.attack, v.defense), (0b01, 0b01));
        // 8.5: a four with a half eye at its end is {2|1}.
        // The marginal point decides; so does vertex 3: the attacker there threatens both to
        // take the half eye and to leave the four one eye, and the defender there makes an
        // eye at the end while `!..` stays one eye.
        let v = solve(&["!...."]);
        assert_eq!(v.digits, [1, 1, 2, 2]);
        assert_eq!((v.attack, v.defense), (0b01001, 0b01001));
        // The marginal middle of a three: two eyes or none.
        assert_eq!(solve(&[".!."]).digits, [0, 0, 2, 2]);
    }

    #[test]
    fn attacker_stones_and_captures() {
        // A stone at the end of a three: the owner captures it by playing the middle.
        let v = solve(&["X.."]);
        assert_eq!(v.digits, [1, 1, 2, 2]);
        assert_eq!((v.attack, v.defense), (0b010, 0b010));
        // On the vital point of a three: one eye.
        assert_eq!(solve(&[".X."]).digits, [1, 1, 1, 1]);
        // No suicide: the attacker cannot fill the last point of a two-point eye.
        let g = game(&["X."]);
        let mut s = EyeSolver::new();
        assert_eq!(s.solve(&g).digits, [1, 1, 1, 1]);
        // The solver's memo is clean between games: solving twice gives the same answer.
        assert_eq!(s.solve(&g).digits, [1, 1, 1, 1]);
        assert_eq!(s.solve(&game(&["..."])).digits, [1, 1, 2, 2]);
    }

    #[test]
    fn bounds_are_the_plain_digits_and_vital_points_of_the_full_value() {
        // Random shapes on a 3x4 grid (a vertex kept with probability 3/4, marginal or an
        // attacker stone now and then; too large or invalid ones skipped), each solved
        // fresh both ways.
        let mut rng = crate::rng::Rng::new(5);
        let mut tried = 0;
        let mut shared = EyeSolver::new();
        for _ in 0..400 {
            let rows: Vec<String> = (0..3)
                .map(|_| {
                    (0..4)
                        .map(|_| match rng.below(16) {
                            0..=3 => ' ',
                            4 => '!',
                            5 => 'X',
                            _ => '.',
                        })
                        .collect()
                })
                .collect();
            let rows: Vec<&str> = rows.iter().map(|r| r.as_str()).collect();
            let Ok(g) = try_game(&rows) else {
                continue;
            };
            tried += 1;
            let full = EyeSolver::new().solve(&g);
            let bounds = EyeSolver::new().solve_bounds(&g);
            assert_eq!(bounds, EyeBounds::from(full), "{rows:?}");
            // One solver asked both ways, in either order (games repeat: the caches answer).
            assert_eq!(shared.solve_bounds(&g), bounds, "{rows:?}");
            assert_eq!(shared.solve(&g), full, "{rows:?}");
            assert_eq!(shared.solve_bounds(&g), bounds, "{rows:?}");
        }
        assert!(tried > 200, "{tried} games");
    }

    #[test]
    fn invalid_games() {
        assert_eq!(
            EyeGame::new(&[0b10, 0b00], 0, 0),
            Err(EyeGameError::BadAdjacency)
        );
        assert_eq!(EyeGame::new(&[0b1], 0, 0), Err(EyeGameError::BadAdjacency));
        assert_eq!(EyeGame::new(&[0], 1, 1), Err(EyeGameError::BadKinds));
        assert_eq!(
            EyeGame::new(&[0b10, 0b01], 0, 0b11),
            Err(EyeGameError::StringWithoutLiberty)
        );
        assert_eq!(
            EyeGame::new(&[0; MAX_SOLVER_VERTICES + 1], 0, 0),
            Err(EyeGameError::TooLarge)
        );
    }
}

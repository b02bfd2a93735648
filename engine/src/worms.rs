//! Worms (manual 7.1): the data kept for every string of stones: size, effective size,
//! liberties and higher-order liberties, cutting stones, genus, lunch, inessential strings,
//! tactical attack and defence points (all of them, with codes) and unconditional status;
//! attack and defence threats on demand ([`worm_threats`]).

use crate::board::Board;
use crate::reading::{ReadResult, ReadingContext};
use crate::types::{Color, Point, BOARDMAX, NS};
use crate::unconditional::{compute_unconditional_status, unconditional_life, UncondStatus};
use ReadResult::{Fail, KoA, Win};

/// Largest number of attack/defence points or threats kept per worm.
pub const MAX_TACTICAL_POINTS: usize = 10;

/// Attack and defence threats are looked for on worms with at most this many liberties.
const MAX_THREATENED_LIBERTIES: usize = 3;

/// The data of one worm, stored for every stone of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Worm {
    pub color: Color,
    pub origin: Point,
    pub size: usize,
    /// Stones plus half of each empty point at least as close to this worm as to any other
    /// (shared points split equally), up to distance 4.
    pub effective_size: f32,
    pub liberties: usize,
    /// Number of liberties of order 2, 3, 4 (7.1).
    pub liberties2: usize,
    pub liberties3: usize,
    pub liberties4: usize,
    /// 2 for a cutting string, 1 for a potential cutting string.
    pub cutstone: u8,
    /// Set by the connection patterns when dragons are made (GNU Go's `find_cuts`); 0 here,
    /// as GNU Go's `worm_data` shows it.
    pub cutstone2: u8,
    pub genus: usize,
    /// An enemy worm next to this one (or diagonal with both points between empty) that can
    /// be captured (WIN or KO_A), or `Point::NONE`.
    pub lunch: Point,
    pub inessential: bool,
    pub invincible: bool,
    pub unconditional_status: UncondStatus,
    /// Moves that capture the worm, with their codes, best first.
    pub attack_points: Vec<(Point, ReadResult)>,
    /// Moves that save the worm, with their codes, best first (empty if it is not attacked).
    pub defense_points: Vec<(Point, ReadResult)>,
}

/// The threats against or for one worm (7.1), best first: found on demand by
/// [`worm_threats`], not by [`make_worms`] (nothing in the analysis reads them, and they
/// took more than a quarter of the worms' time).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WormThreats {
    /// Moves by the opponent after which a worm that cannot be captured now can be
    /// (looked for on worms with at most three liberties, among moves that leave it at
    /// most two).
    pub attack: Vec<(Point, ReadResult)>,
    /// Moves by the owner after which a worm that can be captured and not saved could be
    /// saved (if the owner moved again; worms with at most three liberties).
    pub defense: Vec<(Point, ReadResult)>,
}

/// The attack threats of a worm that cannot be captured, or the defence threats of one
/// that can be captured and not saved (`worm` as [`make_worms`] found it).
pub fn worm_threats(board: &mut Board, ctx: &mut ReadingContext, worm: &Worm) -> WormThreats {
    let o = worm.origin;
    let mut t = WormThreats::default();
    if worm.liberties > MAX_THREATENED_LIBERTIES {
        return t;
    }
    if worm.attack_points.is_empty() {
        t.attack = attack_threats(board, ctx, o);
    } else if worm.defense_points.is_empty() {
        t.defense = defense_threats(board, ctx, o);
    }
    t
}

impl Worm {
    /// Best attack code (0 if the worm cannot be captured).
    pub fn attack_code(&self) -> ReadResult {
        self.attack_points.first().map(|a| a.1).unwrap_or(Fail)
    }
    pub fn attack_point(&self) -> Point {
        self.attack_points
            .first()
            .map(|a| a.0)
            .unwrap_or(Point::NONE)
    }
    /// Best defence code.
    pub fn defense_code(&self) -> ReadResult {
        self.defense_points.first().map(|a| a.1).unwrap_or(Fail)
    }
    pub fn defense_point(&self) -> Point {
        self.defense_points
            .first()
            .map(|a| a.0)
            .unwrap_or(Point::NONE)
    }
}

/// Worm data for the whole board.
#[derive(Clone, Debug)]
pub struct Worms {
    /// Index into `list` for every point (usize::MAX for empty points).
    index: Vec<usize>,
    pub list: Vec<Worm>,
    /// Unconditional status of every point (territory for empty points), by `Point::idx`.
    pub unconditional: Vec<UncondStatus>,
}

impl Worms {
    /// The index into `list` of the worm at `p`, if `p` holds a stone.
    pub fn index_of(&self, p: Point) -> Option<usize> {
        match self.index.get(p.idx()) {
            Some(&k) if k != usize::MAX => Some(k),
            _ => None,
        }
    }

    /// The worm at `p`, if `p` holds a stone.
    pub fn get(&self, p: Point) -> Option<&Worm> {
        self.index_of(p).and_then(|k| self.list.get(k))
    }
}

/// Compute the worm data of every string (GNU Go's `make_worms`).
pub fn make_worms(board: &mut Board, ctx: &mut ReadingContext) -> Worms {
    let mut index = vec![usize::MAX; BOARDMAX];
    let mut list: Vec<Worm> = Vec::new();
    let uncond = compute_unconditional_status(board);
    // Invincible: the string itself survives any number of consecutive opponent moves (a
    // capturable stone next to its own unconditional territory is ALIVE but not invincible).
    let life_black = unconditional_life(board, Color::Black);
    let life_white = unconditional_life(board, Color::White);
    let eff = effective_sizes(board);
    let origins: Vec<Point> = board
        .points()
        .filter(|&p| board.color(p).is_player() && board.find_origin(p) == p)
        .collect();
    for &o in &origins {
        let (l2, l3, l4) = higher_order_liberties(board, o);
        let w = Worm {
            color: board.color(o),
            origin: o,
            size: board.countstones(o),
            effective_size: eff[o.idx()],
            liberties: board.countlib(o),
            liberties2: l2,
            liberties3: l3,
            liberties4: l4,
            cutstone: cutstone(board, o),
            cutstone2: 0,
            genus: genus(board, o),
            lunch: Point::NONE,
            inessential: false,
            invincible: if board.color(o) == Color::Black {
                life_black[o.idx()] == 1
            } else {
                life_white[o.idx()] == 1
            },
            unconditional_status: uncond[o.idx()],
            attack_points: Vec::new(),
            defense_points: Vec::new(),
        };
        for s in board.stones(o) {
            index[s.idx()] = list.len();
        }
        list.push(w);
    }
    // Tactical status, with every attacking and defending move.
    for w in list.iter_mut() {
        let o = w.origin;
        let (acode, apos) = ctx.attack(board, o);
        if acode != Fail {
            w.attack_points = all_points(board, ctx, o, apos, acode, true);
            let (mut dcode, mut dpos) = ctx.find_defense(board, o);
            if dcode == Fail {
                // The reader found no defence: try the moves near the worm, and the
                // liberties of friendly strings next to its liberties, one by one (only
                // an unconditional defence counts).
                for m in defense_candidates(board, o) {
                    let c = ctx.does_defend(board, m, o);
                    if c == Win {
                        (dcode, dpos) = (c, m);
                        break;
                    }
                }
            }
            if dcode != Fail {
                w.defense_points = all_points(board, ctx, o, dpos, dcode, false);
            }
        }
    }
    // Lunch: a capturable enemy worm next to this one (or diagonal, with both points
    // between empty); the most cutting one, then the one most surely captured, then the
    // one with fewest liberties.
    for k in 0..list.len() {
        let lunch = find_lunch(board, &list, &index, list[k].origin);
        list[k].lunch = lunch;
    }
    // Inessential strings: genus 0, no easily captured neighbour, no edge or second-order
    // liberties, and the cavity around it borders only enemy worms.
    for w in list.iter_mut() {
        let o = w.origin;
        if w.genus != 0 || w.liberties2 > 0 || !w.lunch.is_none() {
            continue;
        }
        let size = board.size();
        let edge = board
            .libs(o)
            .iter()
            .any(|l| l.row() == 0 || l.col() == 0 || l.row() == size - 1 || l.col() == size - 1);
        if edge {
            continue;
        }
        let only_enemy = cavity_borders_only_enemy(board, o);
        if only_enemy {
            w.inessential = true;
        }
    }
    Worms {
        index,
        list,
        unconditional: uncond,
    }
}

/// With the worm at `o` removed, does the empty region it leaves (its stones and the empty
/// points connected to them) border only stones of the other colour?
fn cavity_borders_only_enemy(board: &Board, o: Point) -> bool {
    let color = board.color(o);
    let mut seen = [false; BOARDMAX];
    let mut stack: Vec<Point> = board.stones(o).collect();
    for &s in &stack {
        seen[s.idx()] = true;
    }
    while let Some(p) = stack.pop() {
        for n in p.neighbors() {
            if seen[n.idx()] {
                continue;
            }
            let c = board.color(n);
            if c == Color::Empty {
                seen[n.idx()] = true;
                stack.push(n);
            } else if c == color {
                return false;
            }
        }
    }
    true
}

/// The lunch of the worm at `o` (see `make_worms`), or `Point::NONE`.
fn find_lunch(board: &Board, list: &[Worm], index: &[usize], o: Point) -> Point {
    let color = board.color(o);
    let other = color.other();
    let mut stones: Vec<Point> = board.stones(o).collect();
    stones.sort_unstable();
    let ns = NS as isize;
    // North, west, east, south, then the diagonals.
    const ORTHO: [isize; 4] = [-(NS as isize), -1, 1, NS as isize];
    let mut best: Option<((u8, ReadResult, isize), usize)> = None;
    for &s in &stones {
        for k in 0..8 {
            let e = if k < 4 {
                s.offset(ORTHO[k])
            } else {
                let (di, dj) = [(-ns, -1), (-ns, 1), (ns, -1), (ns, 1)][k - 4];
                if board.color(s.offset(di)) != Color::Empty
                    || board.color(s.offset(dj)) != Color::Empty
                {
                    continue;
                }
                s.offset(di + dj)
            };
            if board.color(e) != other {
                continue;
            }
            let wi = index[e.idx()];
            let w = &list[wi];
            let acode = w.attack_code();
            if acode != Win && acode != KoA {
                continue;
            }
            // A lone stone in atari that is taken back as a ko is no lunch, unless it
            // cannot be saved at all.
            if w.size == 1 && w.liberties == 1 && !(acode == Win && w.defense_code() == Fail) {
                let lib = board.libs(e).first().unwrap_or(Point::NONE);
                if board.is_ko(lib, color).is_some() {
                    continue;
                }
            }
            let key = (w.cutstone, acode, -(w.liberties as isize));
            if best.is_none_or(|(b, _)| key > b) {
                best = Some((key, wi));
            }
        }
    }
    best.map(|(_, wi)| list[wi].origin).unwrap_or(Point::NONE)
}

/// Candidate moves near the worm: liberties, second-order liberties, liberties of adjacent
/// weak enemy strings.
fn candidates(board: &Board, o: Point) -> Vec<Point> {
    let mut v: Vec<Point> = Vec::new();
    for l in board.libs(o).iter() {
        v.push(l);
        for n in l.neighbors() {
            if board.color(n) == Color::Empty && !v.contains(&n) {
                v.push(n);
            }
        }
    }
    for e in board.adjacent_with_libs(o, 3).iter() {
        for l in board.libs(e).iter() {
            if !v.contains(&l) {
                v.push(l);
            }
        }
    }
    v
}

/// `candidates` plus the liberties of the friendly strings next to the worm's liberties.
fn defense_candidates(board: &Board, o: Point) -> Vec<Point> {
    let color = board.color(o);
    let mut v = candidates(board, o);
    for l in board.libs(o).iter() {
        for n in l.neighbors() {
            if board.color(n) == color && !board.same_string(n, o) {
                for m in board.libs(n).iter() {
                    if !v.contains(&m) {
                        v.push(m);
                    }
                }
            }
        }
    }
    v
}

/// Every move that attacks (or defends) the worm, the reader's own move first.
fn all_points(
    board: &mut Board,
    ctx: &mut ReadingContext,
    o: Point,
    first: Point,
    code: ReadResult,
    attack: bool,
) -> Vec<(Point, ReadResult)> {
    let mut out = vec![(first, code)];
    for m in candidates(board, o) {
        if m == first || out.len() >= MAX_TACTICAL_POINTS {
            continue;
        }
        let c = if attack {
            ctx.does_attack(board, m, o)
        } else {
            ctx.does_defend(board, m, o)
        };
        if c != Fail {
            out.push((m, c));
        }
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.1));
    out
}

/// Liberties and second-order liberties (empty neighbours of liberties) of the worm.
fn near_liberties(board: &Board, o: Point) -> Vec<Point> {
    let mut v: Vec<Point> = Vec::new();
    for l in board.libs(o).iter() {
        if !v.contains(&l) {
            v.push(l);
        }
        for n in l.neighbors() {
            if board.color(n) == Color::Empty && !v.contains(&n) {
                v.push(n);
            }
        }
    }
    v
}

/// Attack threats: moves by the opponent after which the worm (safe now) can be captured,
/// with the code of that capture. Tried at the liberties, and at the second-order
/// liberties of worms with two liberties; only moves that leave the worm at most two
/// liberties are read.
fn attack_threats(
    board: &mut Board,
    ctx: &mut ReadingContext,
    o: Point,
) -> Vec<(Point, ReadResult)> {
    let other = board.color(o).other();
    let moves: Vec<Point> = if board.countlib(o) <= 2 {
        near_liberties(board, o)
    } else {
        board.libs(o).iter().collect()
    };
    let mut out = Vec::new();
    for m in moves {
        if out.len() >= MAX_TACTICAL_POINTS {
            break;
        }
        if !board.trymove(m, other) {
            continue;
        }
        let c = if board.color(o).is_player() && board.countlib(o) <= 2 {
            ctx.attack(board, o).0
        } else {
            Fail
        };
        board.popgo();
        if c != Fail {
            out.push((m, c));
        }
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.1));
    out
}

/// Defence threats: moves by the owner of a worm that can be captured and not saved, after
/// which (were it the owner's turn again) it could be saved, with the code of that
/// defence. Tried at the liberties, second-order liberties and the liberties of adjacent
/// enemy strings short of liberties.
fn defense_threats(
    board: &mut Board,
    ctx: &mut ReadingContext,
    o: Point,
) -> Vec<(Point, ReadResult)> {
    let color = board.color(o);
    let mut moves = near_liberties(board, o);
    for e in board.adjacent_with_libs(o, 2).iter() {
        for l in board.libs(e).iter() {
            if !moves.contains(&l) {
                moves.push(l);
            }
        }
    }
    let mut out = Vec::new();
    for m in moves {
        if out.len() >= MAX_TACTICAL_POINTS {
            break;
        }
        if !board.trymove(m, color) {
            continue;
        }
        let mut c = Fail;
        if board.color(o).is_player() && ctx.attack(board, o).0 != Fail {
            c = ctx.find_defense(board, o).0;
        }
        board.popgo();
        if c != Fail {
            out.push((m, c));
        }
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.1));
    out
}

/// Liberties of order 2, 3 and 4 (7.1): an empty point is a liberty of order n if n stones
/// of the worm's colour connect it to the worm. Paths may pass through other strings of
/// the same colour (their liberties are one order further than the point that reaches
/// them), points of order > 1 may not touch an enemy stone, and a first-order liberty
/// flanked by two enemy stones (or an enemy stone and the edge) or where the opponent can
/// take a ko does not lead anywhere.
fn higher_order_liberties(board: &Board, o: Point) -> (usize, usize, usize) {
    let color = board.color(o);
    let other = color.other();
    let mut dist = [u8::MAX; BOARDMAX];
    let mut seen_string = [false; BOARDMAX];
    seen_string[board.find_origin(o).idx()] = true;
    let touches_enemy = |p: Point| p.neighbors().iter().any(|&m| board.color(m) == other);
    let mut frontier: Vec<Point> = Vec::new();
    for l in board.libs(o).iter() {
        dist[l.idx()] = 1;
        // Flanked: for some stone of the worm next to the liberty, both points beside the
        // liberty across that direction are enemy stones or off the board.
        let nb = l.neighbors();
        let blocked = |c: Color| c == other || c == Color::Border;
        let flanked = (0..4).any(|k| {
            board.same_string(nb[k], o)
                && blocked(board.color(nb[(k + 1) % 4]))
                && blocked(board.color(nb[(k + 3) % 4]))
        });
        // No connection through a ko the opponent can take.
        if !flanked && board.is_ko(l, other).is_none() {
            frontier.push(l);
        }
    }
    let mut counts = [0usize; 5];
    let mut next = Vec::new();
    for d in 2..=4u8 {
        next.clear();
        for &p in &frontier {
            for n in p.neighbors() {
                let c = board.color(n);
                if c == Color::Empty {
                    if dist[n.idx()] != u8::MAX || touches_enemy(n) {
                        continue;
                    }
                    dist[n.idx()] = d;
                    counts[d as usize] += 1;
                    next.push(n);
                } else if c == color {
                    let so = board.find_origin(n);
                    if seen_string[so.idx()] {
                        continue;
                    }
                    seen_string[so.idx()] = true;
                    for l in board.libs(so).iter() {
                        if dist[l.idx()] != u8::MAX || touches_enemy(l) {
                            continue;
                        }
                        dist[l.idx()] = d;
                        counts[d as usize] += 1;
                        next.push(l);
                    }
                }
            }
        }
        std::mem::swap(&mut frontier, &mut next);
    }
    (counts[2], counts[3], counts[4])
}

/// Cutting stones (7.1): 2 if the worm separates two enemy strings with no liberty in
/// common, 1 if the two share a liberty. With more than two enemy neighbours the two judged
/// are those of the first and the last adjacent enemy stone in board order (top to bottom,
/// left to right), which is how GNU Go 3.8 reports it.
fn cutstone(board: &Board, o: Point) -> u8 {
    let other = board.color(o).other();
    let mut w1 = Point::NONE;
    let mut w2 = Point::NONE;
    let mut stones: Vec<Point> = Vec::new();
    for s in board.stones(o) {
        for n in s.neighbors() {
            if board.color(n) == other && !stones.contains(&n) {
                stones.push(n);
            }
        }
    }
    stones.sort_unstable();
    for &e in &stones {
        if w1.is_none() {
            w1 = e;
        } else if !board.same_string(e, w1) {
            w2 = e;
        }
    }
    if w2.is_none() {
        return 0;
    }
    let shared = board
        .libs(w1)
        .iter()
        .any(|l| board.liberty_of_string(l, w2));
    if shared {
        1
    } else {
        2
    }
}

/// Number of connected components of the complement of the worm, minus one.
fn genus(board: &Board, o: Point) -> usize {
    let mut seen = vec![false; BOARDMAX];
    let mut components: usize = 0;
    for p in board.points() {
        if seen[p.idx()] || board.same_string(p, o) {
            continue;
        }
        components += 1;
        let mut stack = vec![p];
        seen[p.idx()] = true;
        while let Some(q) = stack.pop() {
            for n in q.neighbors() {
                if board.on_board(n) && !seen[n.idx()] && !board.same_string(n, o) {
                    seen[n.idx()] = true;
                    stack.push(n);
                }
            }
        }
    }
    components.saturating_sub(1)
}

/// Effective sizes, stored at each worm's origin.
fn effective_sizes(board: &Board) -> Vec<f32> {
    let mut eff = vec![0f32; BOARDMAX];
    for p in board.points() {
        if board.color(p).is_player() {
            eff[board.find_origin(p).idx()] += 1.0;
        }
    }
    for p in board.points() {
        if board.color(p) != Color::Empty {
            continue;
        }
        // Breadth-first search through empty points up to distance 4 for the nearest worms.
        let mut dist = vec![u8::MAX; BOARDMAX];
        dist[p.idx()] = 0;
        let mut frontier = vec![p];
        let mut nearest: Vec<Point> = Vec::new();
        for d in 1..=4u8 {
            let mut next = Vec::new();
            for &q in &frontier {
                for n in q.neighbors() {
                    match board.color(n) {
                        Color::Empty if dist[n.idx()] == u8::MAX => {
                            dist[n.idx()] = d;
                            next.push(n);
                        }
                        c if c.is_player() => {
                            let o = board.find_origin(n);
                            if !nearest.contains(&o) {
                                nearest.push(o);
                            }
                        }
                        _ => {}
                    }
                }
            }
            if !nearest.is_empty() {
                break;
            }
            frontier = next;
        }
        if !nearest.is_empty() {
            // Each empty point is worth half a point (it may become either side's).
            let share = 0.5 / nearest.len() as f32;
            for o in nearest {
                eff[o.idx()] += share;
            }
        }
    }
    eff
}

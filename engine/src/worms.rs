//! Worms (manual 7.1): the data kept for every string of stones: size, effective size,
//! liberties and higher-order liberties, cutting stones, genus, lunch, inessential strings,
//! tactical attack and defence points (all of them, with codes), attack and defence threats,
//! and unconditional status.

use crate::board::Board;
use crate::reading::{Code, ReadingContext, LOSE, WIN};
use crate::types::{Color, Point, BOARDMAX};
use crate::unconditional::{compute_unconditional_status, UncondStatus};

/// Largest number of attack/defence points or threats kept per worm.
pub const MAX_TACTICAL_POINTS: usize = 10;

/// The data of one worm, stored for every stone of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Worm {
    pub color: Color,
    pub origin: Point,
    pub size: usize,
    /// Stones plus the empty points closer to this worm than to any other (shared points
    /// count fractionally), up to distance 4.
    pub effective_size: f32,
    pub liberties: usize,
    /// Number of liberties of order 2, 3, 4 (7.1).
    pub liberties2: usize,
    pub liberties3: usize,
    pub liberties4: usize,
    /// 2 for a cutting string, 1 for a potential cutting string.
    pub cutstone: u8,
    /// Set by the connection patterns (later modules); 0 here.
    pub cutstone2: u8,
    pub genus: usize,
    /// An adjacent enemy worm that can be captured, or `Point::NONE`.
    pub lunch: Point,
    pub inessential: bool,
    pub invincible: bool,
    pub unconditional_status: UncondStatus,
    /// Moves that capture the worm, with their codes, best first.
    pub attack_points: Vec<(Point, Code)>,
    /// Moves that save the worm, with their codes, best first (empty if it is not attacked).
    pub defense_points: Vec<(Point, Code)>,
    /// Moves after which the worm can be captured.
    pub attack_threats: Vec<(Point, Code)>,
    /// Moves after which a capturable worm can no longer be captured... the defender's
    /// threats to make it defensible.
    pub defense_threats: Vec<(Point, Code)>,
}

impl Worm {
    /// Best attack code (0 if the worm cannot be captured).
    pub fn attack_code(&self) -> Code {
        self.attack_points.first().map(|a| a.1).unwrap_or(LOSE)
    }
    pub fn attack_point(&self) -> Point {
        self.attack_points
            .first()
            .map(|a| a.0)
            .unwrap_or(Point::NONE)
    }
    /// Best defence code.
    pub fn defense_code(&self) -> Code {
        self.defense_points.first().map(|a| a.1).unwrap_or(LOSE)
    }
    pub fn defense_point(&self) -> Point {
        self.defense_points
            .first()
            .map(|a| a.0)
            .unwrap_or(Point::NONE)
    }
}

/// Worm data for the whole board.
pub struct Worms {
    /// Index into `list` for every point (usize::MAX for empty points).
    index: Vec<usize>,
    pub list: Vec<Worm>,
}

impl Worms {
    /// The worm at `p`, if `p` holds a stone.
    pub fn get(&self, p: Point) -> Option<&Worm> {
        self.index.get(p.idx()).and_then(|&k| {
            if k == usize::MAX {
                None
            } else {
                self.list.get(k)
            }
        })
    }
}

/// Compute the worm data of every string (GNU Go's `make_worms`).
pub fn make_worms(board: &mut Board, ctx: &mut ReadingContext) -> Worms {
    let mut index = vec![usize::MAX; BOARDMAX];
    let mut list: Vec<Worm> = Vec::new();
    let uncond = compute_unconditional_status(board);
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
            invincible: uncond[o.idx()] == UncondStatus::Alive,
            unconditional_status: uncond[o.idx()],
            attack_points: Vec::new(),
            defense_points: Vec::new(),
            attack_threats: Vec::new(),
            defense_threats: Vec::new(),
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
        if acode != LOSE {
            w.attack_points = all_points(board, ctx, o, apos, acode, true);
            let (dcode, dpos) = ctx.find_defense(board, o);
            if dcode != LOSE {
                w.defense_points = all_points(board, ctx, o, dpos, dcode, false);
            }
        } else if board.countlib(o) <= 4 {
            w.attack_threats = threats(board, ctx, o);
        }
    }
    // Lunch: an adjacent capturable enemy worm (the largest).
    for k in 0..list.len() {
        let o = list[k].origin;
        let mut best: Option<(usize, Point)> = None;
        for e in board.chainlinks(o) {
            let ew = &list[index[e.idx()]];
            if ew.attack_code() != LOSE {
                let key = ew.size * 2 + usize::from(ew.defense_code() == LOSE);
                if best.is_none_or(|(b, _)| key > b) {
                    best = Some((key, e));
                }
            }
        }
        if let Some((_, e)) = best {
            list[k].lunch = e;
        }
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
        let other = w.color.other();
        let only_enemy = board.libs(o).iter().all(|l| {
            l.neighbors().iter().all(|&n| {
                !board.color(n).is_player() || board.color(n) == other || board.same_string(n, o)
            })
        });
        if only_enemy {
            w.inessential = true;
        }
    }
    Worms { index, list }
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

/// Every move that attacks (or defends) the worm, the reader's own move first.
fn all_points(
    board: &mut Board,
    ctx: &mut ReadingContext,
    o: Point,
    first: Point,
    code: Code,
    attack: bool,
) -> Vec<(Point, Code)> {
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
        if c != LOSE {
            out.push((m, c));
        }
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.1));
    out
}

/// Moves after which a worm that cannot be captured now can be captured.
fn threats(board: &mut Board, ctx: &mut ReadingContext, o: Point) -> Vec<(Point, Code)> {
    let color = board.color(o);
    let mut out = Vec::new();
    for m in board.libs(o).iter().collect::<Vec<_>>() {
        if out.len() >= MAX_TACTICAL_POINTS {
            break;
        }
        if !board.trymove(m, color.other()) {
            continue;
        }
        let (c, _) = ctx.attack(board, o);
        board.popgo();
        if c != LOSE {
            out.push((m, c));
        }
    }
    out
}

/// Liberties of order 2, 3 and 4 (7.1): paths through empty points that do not touch the
/// enemy, and not through a first-order liberty flanked by two enemy stones.
fn higher_order_liberties(board: &Board, o: Point) -> (usize, usize, usize) {
    let color = board.color(o);
    let other = color.other();
    let mut dist = vec![u8::MAX; BOARDMAX];
    let mut frontier: Vec<Point> = Vec::new();
    for l in board.libs(o).iter() {
        dist[l.idx()] = 1;
        let flanked = l
            .neighbors()
            .iter()
            .filter(|&&n| board.color(n) == other)
            .count()
            >= 2;
        if !flanked {
            frontier.push(l);
        }
    }
    let mut counts = [0usize; 5];
    for d in 2..=4u8 {
        let mut next = Vec::new();
        for &p in &frontier {
            for n in p.neighbors() {
                if board.color(n) != Color::Empty || dist[n.idx()] != u8::MAX {
                    continue;
                }
                if n.neighbors().iter().any(|&m| board.color(m) == other) {
                    continue;
                }
                dist[n.idx()] = d;
                counts[d as usize] += 1;
                next.push(n);
            }
        }
        frontier = next;
    }
    (counts[2], counts[3], counts[4])
}

/// 2 if the worm touches two enemy strings with no common liberty, 1 if it touches two
/// that share a liberty, else 0.
fn cutstone(board: &Board, o: Point) -> u8 {
    let enemies = board.chainlinks(o);
    let mut result = 0;
    for i in 0..enemies.len() {
        for j in i + 1..enemies.len() {
            let shared = board
                .libs(enemies[i])
                .iter()
                .any(|l| board.liberty_of_string(l, enemies[j]));
            if !shared {
                return 2;
            }
            result = 1;
        }
    }
    result
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
            let share = 1.0 / nearest.len() as f32;
            for o in nearest {
                eff[o.idx()] += share;
            }
        }
    }
    eff
}

#[allow(dead_code)]
const _WIN: Code = WIN;

//! The value of an eye space (8.6-8.7, 8.11's `compute_eyes`): its graph, with a vertex for
//! the key point of each half eye, matched against the eye-shape databases, or solved as a
//! local game when no shape matches.
//!
//! The graph holds the points of the space (dead opponent stones as attacker vertices,
//! margins and false eyes as marginal vertices) and, for each half eye, its first defense
//! point as a marginal vertex joined to it (8.6: "two vertices are adjacent if they are
//! physically adjacent, or if one is a half eye and the other its key point"). A vital point
//! that falls on such a key vertex is reported as the half eye's attack point (for the
//! attacker) or defense point (for the owner). The databases are tried in order; a space
//! none of them knows is solved by [`EyeSolver`] when it has at most
//! [`MAX_SOLVER_VERTICES`] vertices, and is worth `{2|2}` (2222) when larger.

use super::graph::{match_eye_space, EyeGraph, EyeShape, MAX_EYE_VERTICES};
use super::half_eye::KO_GOOD_FOR_OWNER;
use super::solver::{EyeGame, EyeSolver, MAX_SOLVER_VERTICES};
use super::space::EyeSpaces;
use crate::board::Board;
use crate::types::{Color, Point};

/// The value of one eye space and its vital points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeEvaluation {
    /// The four digits of 8.7.
    pub value: [u8; 4],
    /// Where the attacker plays to keep the value at its minimum (`Point::NONE` when the
    /// value does not depend on who moves first).
    pub attack: Point,
    /// Where the owner plays to reach the maximum.
    pub defense: Point,
}

impl EyeEvaluation {
    /// Eyes if the attacker moves first.
    pub fn min_eyes(&self) -> u8 {
        self.value[1]
    }

    /// Eyes if the owner moves first.
    pub fn max_eyes(&self) -> u8 {
        self.value[2]
    }
}

/// Where a graph vertex lies for the attacker and for the owner: a space point is itself
/// for both; a half eye's key vertex is its attack point for one and its defense point for
/// the other.
#[derive(Clone, Copy)]
struct VertexPoints {
    attack: Point,
    defense: Point,
}

/// The vertices of `g` that are dead stones on a margin (false eyes): bit `i` for vertex `i`.
pub fn marginal_stones(spaces: &EyeSpaces, board: &Board, color: Color, g: &EyeGraph) -> u32 {
    let mut m = 0;
    for (i, &p) in g.points().iter().enumerate() {
        let e = spaces.eye(color, p);
        if g.kind(i) == super::graph::EyeVertexKind::Attacker
            && e.marginal
            && board.color(p) == color.other()
        {
            m |= 1 << i;
        }
    }
    m
}

/// Whether the graph holds attacker stones.
fn has_attackers(g: &EyeGraph) -> bool {
    (0..g.len()).any(|i| g.kind(i) == super::graph::EyeVertexKind::Attacker)
}

/// The vertices of `g` where an owner stone would touch his wall (a lively stone of his)
/// or an empty point outside the space: bit `i` for vertex `i`. Vertices outside the space
/// (the key points of half eyes) count as anchored.
pub fn anchored_vertices(
    spaces: &EyeSpaces,
    board: &Board,
    color: Color,
    origin: Point,
    g: &EyeGraph,
) -> u32 {
    let mut m = 0;
    for (i, &p) in g.points().iter().enumerate() {
        let inside = |q: Point| {
            let e = spaces.eye(color, q);
            e.color == color && e.origin == origin
        };
        let anchored = !inside(p)
            || p.neighbors().iter().any(|&n| match board.color(n) {
                Color::Empty => !inside(n),
                c => c == color && !spaces.is_dead(n),
            });
        if anchored {
            m |= 1 << i;
        }
    }
    m
}

/// The graph of `color`'s eye space at `origin`, and where each vertex lies on the board.
pub fn eye_graph(
    spaces: &EyeSpaces,
    board: &Board,
    color: Color,
    origin: Point,
) -> (EyeGraph, Vec<(Point, Point)>) {
    let mut g = EyeGraph::new();
    let mut at = Vec::new();
    let points = spaces.space(color, origin);
    for &p in &points {
        let e = spaces.eye(color, p);
        let attacker = board.color(p) == color.other();
        if g.add(p, e.marginal, attacker).is_some() {
            at.push((p, p));
        }
    }
    // A dead string with no empty point of the space beside it is captured from outside:
    // the owner spends a move there before the space is his. Its liberties join the graph
    // as empty vertices next to it (the attacker cannot fill the last one: no suicide).
    let mut strings_seen = Vec::new();
    for &p in &points {
        if board.color(p) != color.other() || strings_seen.contains(&board.find_origin(p)) {
            continue;
        }
        strings_seen.push(board.find_origin(p));
        let stones = board.findstones(p);
        let inside =
            |n: Point| board.color(n) == Color::Empty && spaces.eye(color, n).origin == origin;
        if stones.iter().flat_map(|q| q.neighbors()).any(inside) {
            continue;
        }
        for lib in board.findlib(p, 4) {
            if g.add(lib, false, false).is_some() && at.len() < g.len() {
                at.push((lib, lib));
            }
        }
    }
    for &p in &points {
        let h = spaces.half_eye(color, p);
        // A proper eye but for one ko the owner is favoured in (e = 2 + a, 8.9's "better
        // than half eye"): alone, the ko is the whole fight and the point stays a half
        // eye; in a larger space the attacker has better to do than start a ko he is not
        // favoured in, and the point counts as proper (the ko is aji).
        if !h.is_half_eye() || points.len() > 1 && h.value == Some(2.0 + KO_GOOD_FOR_OWNER) {
            continue;
        }
        let (Some(&key), Some(&attack)) = (h.defense_points().first(), h.attack_points().first())
        else {
            continue;
        };
        let Some(hi) = g.index_of(p) else { continue };
        let before = g.len();
        if let Some(ki) = g.add(key, true, false) {
            g.add_edge(hi, ki);
            if g.len() > before {
                at.push((attack, key));
            }
        }
    }
    (g, at.into_iter().collect())
}

/// Evaluate `color`'s eye space at `origin` against `databases` in order (the engine's
/// `Databases::eye_shapes` subset it trusts), falling back on `solver`.
pub fn compute_eyes(
    spaces: &EyeSpaces,
    board: &Board,
    color: Color,
    origin: Point,
    databases: &[&'static [EyeShape]],
    solver: &mut EyeSolver,
) -> EyeEvaluation {
    evaluate_space(spaces, board, color, origin, databases, solver, true)
}

/// The eyes of a space whoever moves first, and its vital points: what owl reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeRange {
    /// The eyes when the attacker moves first (8.7's second digit).
    pub min: u8,
    /// The eyes when the owner moves first (the third digit).
    pub max: u8,
    /// As in [`EyeEvaluation`].
    pub attack: Point,
    pub defense: Point,
}

/// [`compute_eyes`] without the digits of a further move, which the solver would spend as
/// much again on.
pub fn compute_eye_range(
    spaces: &EyeSpaces,
    board: &Board,
    color: Color,
    origin: Point,
    databases: &[&'static [EyeShape]],
    solver: &mut EyeSolver,
) -> EyeRange {
    let ev = evaluate_space(spaces, board, color, origin, databases, solver, false);
    EyeRange {
        min: ev.value[1],
        max: ev.value[2],
        attack: ev.attack,
        defense: ev.defense,
    }
}

/// [`compute_eyes`]; without `full`, a space the solver values gets its plain digits only
/// (the first and last digits repeat them).
fn evaluate_space(
    spaces: &EyeSpaces,
    board: &Board,
    color: Color,
    origin: Point,
    databases: &[&'static [EyeShape]],
    solver: &mut EyeSolver,
    full: bool,
) -> EyeEvaluation {
    let (g, at) = eye_graph(spaces, board, color, origin);
    let points: Vec<VertexPoints> = at
        .iter()
        .map(|&(attack, defense)| VertexPoints { attack, defense })
        .collect();
    let none = EyeEvaluation {
        value: [2; 4],
        attack: Point::NONE,
        defense: Point::NONE,
    };
    if g.is_empty() {
        return EyeEvaluation {
            value: [0; 4],
            ..none
        };
    }
    if let Some(vital) = corner_bent_four(board, &g) {
        return EyeEvaluation {
            value: [1, 1, 2, 2],
            attack: vital,
            defense: vital,
        };
    }
    // Dead stones on a margin are beyond the shapes' notation, and so are points that dead
    // stones cut off from the owner's wall (where his stone may be suicide): the solver
    // takes them.
    let stones_on_margin = marginal_stones(spaces, board, color, &g);
    let anchored = anchored_vertices(spaces, board, color, origin, &g);
    let cut_off = anchored != u32::MAX >> (32 - g.len()) && has_attackers(&g);
    for shapes in databases
        .iter()
        .filter(|_| stones_on_margin == 0 && !cut_off)
    {
        if let Some(m) = match_eye_space(shapes, &g) {
            let value = m.value();
            let mut ev = EyeEvaluation { value, ..none };
            if value[1] != value[2] {
                let first = |marks: &mut dyn Iterator<Item = Point>| -> Option<usize> {
                    marks.next().and_then(|p| g.index_of(p))
                };
                if let Some(i) = first(&mut m.attack_points(&g)) {
                    ev.attack = points[i].attack;
                }
                if let Some(i) = first(&mut m.defense_points(&g)) {
                    ev.defense = points[i].defense;
                }
            }
            return ev;
        }
    }
    if g.len() <= MAX_SOLVER_VERTICES {
        let game = if stones_on_margin == 0 {
            EyeGame::from_graph(&g)
        } else {
            let nb: Vec<u32> = (0..g.len()).map(|i| g.neighbours(i)).collect();
            let kind = |k| {
                (0..g.len())
                    .filter(|&i| g.kind(i) == k)
                    .fold(0, |m, i| m | 1 << i)
            };
            EyeGame::with_marginal_stones(
                &nb,
                kind(super::graph::EyeVertexKind::Marginal) | stones_on_margin,
                kind(super::graph::EyeVertexKind::Attacker),
            )
        };
        if let Ok(game) = game {
            let game = game.with_anchors(anchored);
            let (digits, attack, defense) = if full {
                let v = solver.solve(&game);
                (v.digits, v.attack, v.defense)
            } else {
                let b = solver.solve_bounds(&game);
                let [lo, hi] = b.digits;
                ([lo, lo, hi, hi], b.attack, b.defense)
            };
            let mut ev = EyeEvaluation {
                value: digits,
                ..none
            };
            if digits[1] != digits[2] {
                if attack != 0 {
                    ev.attack = points[attack.trailing_zeros() as usize].attack;
                }
                if defense != 0 {
                    ev.defense = points[defense.trailing_zeros() as usize].defense;
                }
            }
            return ev;
        }
    }
    debug_assert!(g.len() > MAX_SOLVER_VERTICES || g.len() <= MAX_EYE_VERTICES);
    none
}

/// The bent four in the corner, the one shape the graph abstraction gets wrong among the
/// small ones (its graph is the path of four, two eyes whoever moves): four empty points,
/// none marginal, bent at the corner point, one leg of one point and one of two. When the
/// attacker takes the 1-2 point of the long leg, the owner's best is a ko (his stone on the
/// corner point ataris the intruder and is itself in atari; the exact solver reads it so),
/// one he can never start without first giving up his own ko threats where his wall has
/// outside liberties (the Japanese rules call the shape dead). Worth `1122` as GNU Go
/// counts it, that point vital for both. Returns the vital point.
fn corner_bent_four(board: &Board, g: &EyeGraph) -> Option<Point> {
    use super::graph::EyeVertexKind;
    if g.len() != 4 || (0..4).any(|i| g.kind(i) != EyeVertexKind::Empty) {
        return None;
    }
    let pts = g.points();
    if pts.iter().any(|&p| board.color(p) != Color::Empty) {
        return None;
    }
    let size = board.size();
    let last = size - 1;
    let corner = *pts
        .iter()
        .find(|p| (p.row() == 0 || p.row() == last) && (p.col() == 0 || p.col() == last))?;
    let inside = |p: Point| pts.contains(&p);
    let legs: Vec<Point> = corner
        .neighbors()
        .into_iter()
        .filter(|&n| !n.is_none() && inside(n))
        .collect();
    if legs.len() != 2 {
        return None;
    }
    // The long leg: the neighbour whose continuation along the edge is in the space (the
    // four points are then the corner, the two legs and that continuation).
    legs.iter()
        .copied()
        .find(|&n| inside(n.offset(n.idx() as isize - corner.idx() as isize)))
}

/// Evaluate every eye space of both colours and store the values in the eye data.
pub fn evaluate_all(
    spaces: &mut EyeSpaces,
    board: &Board,
    databases: &[&'static [EyeShape]],
    solver: &mut EyeSolver,
) {
    for color in [Color::Black, Color::White] {
        for origin in spaces.origins(color) {
            let ev = compute_eyes(spaces, board, color, origin, databases, solver);
            for p in spaces.space(color, origin) {
                spaces.eyes[color.index()][p.idx()].value = ev.value;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eyes::analyse_eyes;
    use crate::eyes::tactically_dead;
    use crate::reading::{ReadingContext, ReadingOptions};
    use crate::worms::make_worms;

    fn eval(rows: &[&str], at: &str) -> (Board, EyeEvaluation) {
        let mut board = Board::from_rows(rows);
        let mut reading = ReadingContext::new(ReadingOptions::from_level(10), 1.0);
        let worms = make_worms(&mut board, &mut reading);
        let dead = tactically_dead(&board, &worms);
        let spaces = analyse_eyes(
            &mut board,
            &mut reading,
            &worms,
            &dead,
            &[],
            &mut EyeSolver::new(),
        );
        let p = board.point(at);
        let e = *spaces.eye(Color::Black, p);
        assert_eq!(e.color, Color::Black);
        let ev = compute_eyes(
            &spaces,
            &board,
            Color::Black,
            e.origin,
            &[],
            &mut EyeSolver::new(),
        );
        assert_eq!(e.value, ev.value);
        (board, ev)
    }

    #[test]
    fn a_half_eye_is_worth_half_an_eye_with_its_key_point_vital() {
        // E9 is a half eye (see half_eye's tests): the graph is the eye and its key point
        // F8 as a margin, `!.`, worth 0011, decided at F8 by either side (GNU Go: `0 1 F8
        // F8`).
        let (b, ev) = eval(
            &[
                "...X.X...", //
                "...XX.O..", //
                "......O..", //
                ".........", //
                ".........", //
                ".........", //
                ".........", //
                ".........", //
                ".........",
            ],
            "E9",
        );
        assert_eq!(ev.value, [0, 0, 1, 1]);
        assert_eq!((ev.min_eyes(), ev.max_eyes()), (0, 1));
        assert_eq!((ev.attack, ev.defense), (b.point("F8"), b.point("F8")));
    }

    #[test]
    fn a_straight_three_in_the_corner() {
        // A1 B1 C1 closed by black: 1122, vital point B1 for both.
        let (b, ev) = eval(
            &[
                ".......", //
                ".......", //
                ".......", //
                ".......", //
                ".......", //
                "XXXX...", //
                "...X...",
            ],
            "A1",
        );
        assert_eq!(ev.value, [1, 1, 2, 2]);
        assert_eq!((ev.attack, ev.defense), (b.point("B1"), b.point("B1")));
    }

    #[test]
    fn a_dead_stone_on_a_false_eye_leaves_no_eye() {
        // White B1 is dead (one liberty, A1); black capturing at A1 leaves B1 a false eye
        // (white C2 alive on its diagonal, two more off the board), so the space is worth
        // nothing either way.
        let (_, ev) = eval(
            &[
                ".......", //
                ".......", //
                ".......", //
                "...OO..", //
                "XXXOO..", //
                "XXOO...", //
                ".OX....",
            ],
            "A1",
        );
        assert_eq!((ev.min_eyes(), ev.max_eyes()), (0, 0));
    }

    #[test]
    fn the_bent_four_in_the_corner_is_one_eye_if_the_attacker_moves_first() {
        // A1 A2 B1 C1 closed by black: white B1 (the 1-2 point of the long leg) leaves black
        // a ko at best (see optics:1705 and tesuji_eyes 45-47), black B1 makes two. Both
        // orientations; four points in a row along the edge stay two eyes.
        let (b, ev) = eval(
            &[
                ".......", //
                ".......", //
                ".......", //
                "XXX....", //
                "XXXX...", //
                ".XXXX..", //
                "...X...",
            ],
            "A1",
        );
        assert_eq!(ev.value, [1, 1, 2, 2]);
        assert_eq!((ev.attack, ev.defense), (b.point("B1"), b.point("B1")));
        let (b, ev) = eval(
            &[
                ".......", //
                ".......", //
                ".......", //
                "XX.....", //
                ".XX....", //
                ".XX....", //
                "..X....",
            ],
            "A1",
        );
        assert_eq!(ev.value, [1, 1, 2, 2]);
        assert_eq!((ev.attack, ev.defense), (b.point("A2"), b.point("A2")));
        let (_, ev) = eval(
            &[
                ".......", //
                ".......", //
                ".......", //
                ".......", //
                ".......", //
                "XXXXXX.", //
                "X....X.",
            ],
            "B1",
        );
        assert_eq!(ev.value[1], 2);
    }
}

//! Eye spaces (manual 8.2 and 8.11's `make_domains`): the domains of each colour, the eye
//! space every point belongs to, and the per-point eye data the rest of the engine reads.
//!
//! Stones the caller declares dead (or captured) are invisible: they count as empty while
//! the domains are drawn and lie inside the opponent's eye spaces as attacker stones. All
//! other stones are *lively*. The domain of a colour is the least set of points with
//!
//! 1. every lively stone of the colour;
//! 2. every empty (or invisible) point next to such a stone;
//! 3. every empty point `e` with two adjoining points of the domain among its eight
//!    neighbours, a diagonal `a` and an orthogonal neighbour `b` of `e` next to `a`, except
//!    when the other orthogonal neighbour of `e` next to `a` is a lively opponent stone
//!    (knight's moves), when lively opponent stones stand at both ends of the line through
//!    `a` and `b` (two-space jumps), or when `e` is off the first line and `a` or `b` is on
//!    it (no leaking under a stone on the third line). A corner point is in the domain when
//!    one of its two neighbours is and none of its three neighbours is a lively opponent
//!    stone.
//!
//! A point (empty or invisible) in the domain of `C` only is in an eye space of `C`; it is
//! *marginal* when it has a neighbour in the opponent's domain only. A point in both domains
//! is a marginal point of `C`'s eye space when it has a neighbour in `C`'s domain only (so a
//! point may be a margin of both colours' spaces). The eye spaces are the connected sets of
//! such points, where two adjacent margins do not join (a space grows through its proper
//! points), each with its origin (the first point in board order), size (`esize`) and
//! number of marginal points (`msize`); every point also counts its neighbours in the space
//! and the marginal ones among them. A *false margin* (8.10), a margin next to a lively
//! opponent string where an opponent stone would have a single liberty, belongs to no eye
//! space. Half and false eyes (`half_eye`) and the values of the
//! spaces (`evaluate`) are added to this data afterwards.

use super::half_eye::HalfEye;
use crate::board::Board;
use crate::types::{Color, Point, BOARDMAX, DELTA4, DIAG4, NS};

/// A point's membership of one colour's eye spaces (GNU Go's `eye_data`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeData {
    /// The owner's colour when the point lies in one of its eye spaces, else `Empty`.
    pub color: Color,
    /// The first point (in board order) of the eye space; `Point::NONE` outside one.
    pub origin: Point,
    /// Points in the eye space.
    pub esize: u16,
    /// Marginal points in the eye space.
    pub msize: u16,
    /// Whether this point is marginal (next to points outside the space, or a false eye).
    pub marginal: bool,
    /// Neighbours of the point in the same space.
    pub neighbors: u8,
    /// Marginal neighbours of the point in the same space.
    pub marginal_neighbors: u8,
    /// The four-digit value of 8.7 of the whole space, once evaluated (`[0; 4]` before).
    pub value: [u8; 4],
}

impl EyeData {
    pub const NONE: EyeData = EyeData {
        color: Color::Empty,
        origin: Point::NONE,
        esize: 0,
        msize: 0,
        marginal: false,
        neighbors: 0,
        marginal_neighbors: 0,
        value: [0; 4],
    };

    /// Whether the point is in an eye space of `color`.
    pub fn is_of(&self, color: Color) -> bool {
        color.is_player() && self.color == color
    }
}

/// The eye spaces of both colours on a position, with their half and false eyes and values.
/// A plain value: it holds no reference to the board it was computed from.
#[derive(Clone, Debug)]
pub struct EyeSpaces {
    pub(crate) size: usize,
    /// Per colour (`Color::index`), per point.
    pub(crate) eyes: [Vec<EyeData>; 2],
    /// Per colour, per point: the topological analysis of 8.8 (GNU Go's `half_eye_data`);
    /// empty until a point of the colour is analysed (owl analyses one colour's spaces at
    /// every node).
    pub(crate) half: [Vec<HalfEye>; 2],
    /// Per point, whether the caller declared the stone there dead.
    pub(crate) dead: Vec<bool>,
}

impl EyeSpaces {
    /// The eye data of `color` at `p`.
    pub fn eye(&self, color: Color, p: Point) -> &EyeData {
        &self.eyes[color.index()][p.idx()]
    }

    /// The eye data of `color` for every point (indexed by `Point::idx`).
    pub fn eye_data(&self, color: Color) -> &[EyeData] {
        &self.eyes[color.index()]
    }

    /// The half-eye analysis of `color`'s eye space at `p`.
    pub fn half_eye(&self, color: Color, p: Point) -> &HalfEye {
        &self.half_eye_data(color)[p.idx()]
    }

    /// The half-eye data of `color` for every point (indexed by `Point::idx`).
    pub fn half_eye_data(&self, color: Color) -> &[HalfEye] {
        static NOT_ANALYSED: [HalfEye; BOARDMAX] = [HalfEye::NONE; BOARDMAX];
        let half = &self.half[color.index()];
        if half.is_empty() {
            &NOT_ANALYSED
        } else {
            half
        }
    }

    /// The half-eye data of `color`, to be written.
    pub(crate) fn half_mut(&mut self, color: Color) -> &mut [HalfEye] {
        let half = &mut self.half[color.index()];
        if half.is_empty() {
            half.resize(BOARDMAX, HalfEye::NONE);
        }
        half
    }

    /// Whether the stone at `p` was treated as dead.
    pub fn is_dead(&self, p: Point) -> bool {
        self.dead[p.idx()]
    }

    pub fn board_size(&self) -> usize {
        self.size
    }

    /// The origins of `color`'s eye spaces, in board order.
    pub fn origins(&self, color: Color) -> Vec<Point> {
        let eyes = &self.eyes[color.index()];
        board_points(self.size)
            .filter(|&p| eyes[p.idx()].color == color && eyes[p.idx()].origin == p)
            .collect()
    }

    /// The points of `color`'s eye space with origin `origin`, in board order.
    pub fn space(&self, color: Color, origin: Point) -> Vec<Point> {
        let eyes = &self.eyes[color.index()];
        board_points(self.size)
            .filter(|&p| eyes[p.idx()].color == color && eyes[p.idx()].origin == origin)
            .collect()
    }

    /// Turn the proper eye point `p` of `color` into a margin (a false eye, 8.5): the point
    /// becomes marginal, its space counts one more marginal point and its neighbours one
    /// more marginal neighbour.
    pub fn add_false_eye(&mut self, color: Color, p: Point) {
        let eyes = &mut self.eyes[color.index()];
        let e = eyes[p.idx()];
        if e.color != color || e.marginal {
            return;
        }
        eyes[p.idx()].marginal = true;
        for q in board_points(self.size) {
            let d = &mut eyes[q.idx()];
            if d.color == color && d.origin == e.origin {
                d.msize += 1;
            }
        }
        for n in p.neighbors() {
            let d = &mut eyes[n.idx()];
            if d.color == color && d.origin == e.origin {
                d.marginal_neighbors += 1;
            }
        }
    }
}

/// The points of a board of `size`, in board order.
pub(crate) fn board_points(size: usize) -> impl Iterator<Item = Point> {
    (0..size).flat_map(move |i| (0..size).map(move |j| Point::new(i, j)))
}

/// Whether `p` is on the first line of a board of `size`.
fn first_line(p: Point, size: usize) -> bool {
    p.edge_distance(size) == 0
}

/// Index offsets of the eight points around a point.
const AROUND: [isize; 8] = [
    DELTA4[0], DELTA4[1], DELTA4[2], DELTA4[3], DIAG4[0], DIAG4[1], DIAG4[2], DIAG4[3],
];

/// The domains of both colours (8.11's `make_primary_domains`): per colour, per point.
///
/// Rule 1 seeds a colour's domain with its lively stones and the open points next to them;
/// rules 2 (a corner point) and 3 ([`pair_reaches`]) only add points and only look at the
/// domain's points next to the one they judge (orthogonal or diagonal), so the least
/// fixpoint is reached by a worklist: the open points next to the domain, and again those
/// next to each point it gains.
pub fn domains(board: &Board, dead: &[bool]) -> [[bool; BOARDMAX]; 2] {
    let size = board.size();
    // Per point: 1 open (empty or a dead stone), 2 a lively white stone, 4 a lively black
    // one; 0 off the board.
    const OPEN: u8 = 1;
    let mut kind = [0u8; BOARDMAX];
    for p in board_points(size) {
        let c = board.color(p);
        kind[p.idx()] = if c == Color::Empty || dead[p.idx()] {
            OPEN
        } else if c == Color::White {
            2
        } else {
            4
        };
    }
    let lively_bit = |c: Color| if c == Color::White { 2u8 } else { 4u8 };
    let mut dom = [[false; BOARDMAX]; 2];
    let mut work: Vec<Point> = Vec::with_capacity(256);
    let mut queued = [false; BOARDMAX];
    for color in [Color::White, Color::Black] {
        let d = &mut dom[color.index()];
        let mine = lively_bit(color);
        let theirs = lively_bit(color.other());
        for p in board_points(size) {
            let k = kind[p.idx()];
            if k == mine || k == OPEN && p.neighbors().iter().any(|&n| kind[n.idx()] == mine) {
                d[p.idx()] = true;
            }
        }
        // Queue the open points around `p` not yet in the domain (the eight points around
        // an on-board point are on the padded board: plain index offsets).
        let enqueue_around = |p: Point, d: &[bool], queued: &mut [bool], work: &mut Vec<Point>| {
            let i = p.idx();
            for q in AROUND.map(|o| i.wrapping_add_signed(o)) {
                if kind[q] == OPEN && !d[q] && !queued[q] {
                    queued[q] = true;
                    work.push(Point(q as u16));
                }
            }
        };
        work.clear();
        for p in board_points(size) {
            if d[p.idx()] {
                enqueue_around(p, d, &mut queued, &mut work);
            }
        }
        while let Some(e) = work.pop() {
            queued[e.idx()] = false;
            if d[e.idx()] {
                continue;
            }
            let nbs = e.neighbors();
            let on = nbs.iter().filter(|&&n| kind[n.idx()] != 0).count();
            let get = if on == 2 {
                // A corner: one neighbour in the domain, no lively opponent stone around.
                let diag = e
                    .diagonals()
                    .into_iter()
                    .find(|&q| kind[q.idx()] != 0)
                    .unwrap_or(e);
                nbs.iter().any(|&n| d[n.idx()])
                    && !nbs.iter().chain([&diag]).any(|&q| kind[q.idx()] == theirs)
            } else {
                pair_reaches(
                    d,
                    e,
                    size,
                    |p| kind[p.idx()] != 0,
                    |p| kind[p.idx()] == theirs,
                )
            };
            if get {
                d[e.idx()] = true;
                enqueue_around(e, d, &mut queued, &mut work);
            }
        }
    }
    dom
}

/// Rule 3 with its caveats: does the domain `d` reach the empty point `e` through a pair
/// of adjoining points (a diagonal and an orthogonal neighbour)? `on`: the point is on the
/// board; `lively_opp`: a lively opponent stone stands there.
fn pair_reaches(
    d: &[bool],
    e: Point,
    size: usize,
    on: impl Fn(Point) -> bool,
    lively_opp: impl Fn(Point) -> bool,
) -> bool {
    let e_first = first_line(e, size);
    let ns = NS as isize;
    for (dr, dc) in [(-1isize, -1isize), (-1, 1), (1, -1), (1, 1)] {
        let a = e.offset(dr * ns + dc);
        if !on(a) || !d[a.idx()] {
            continue;
        }
        // The two orthogonal neighbours of `e` next to `a`: same row as `a`, same column.
        let b_row = e.offset(dr * ns);
        let b_col = e.offset(dc);
        for (b, other) in [(b_row, b_col), (b_col, b_row)] {
            if !on(b) || !d[b.idx()] {
                continue;
            }
            if !e_first && (first_line(a, size) || first_line(b, size)) {
                continue;
            }
            if lively_opp(other) {
                continue;
            }
            // The line through `a` and `b`, one step beyond each.
            let step = b.0 as isize - a.0 as isize;
            let u = a.offset(-step);
            let c = b.offset(step);
            if lively_opp(u) && lively_opp(c) {
                continue;
            }
            return true;
        }
    }
    false
}

/// The eye spaces of both colours (8.11's `make_domains` and `partition_eyespaces`), with
/// the stones at the points `dead` marks treated as dead. Half eyes and values are not
/// computed here (see [`super::half_eye`] and [`super::evaluate`]).
pub fn make_domains(board: &Board, dead: &[bool]) -> EyeSpaces {
    let size = board.size();
    let dom = domains(board, dead);
    let open = |p: Point| board.color(p) == Color::Empty || dead[p.idx()];
    let mut eyes = [vec![EyeData::NONE; BOARDMAX], vec![EyeData::NONE; BOARDMAX]];
    for color in [Color::White, Color::Black] {
        let (mine, theirs) = (&dom[color.index()], &dom[color.other().index()]);
        let only = |p: Point| mine[p.idx()] && !theirs[p.idx()];
        let their_only = |p: Point| theirs[p.idx()] && !mine[p.idx()];
        let ey = &mut eyes[color.index()];
        for p in board_points(size) {
            if !open(p) || !mine[p.idx()] {
                continue;
            }
            let nbs = p.neighbors();
            if only(p) {
                ey[p.idx()].color = color;
                ey[p.idx()].marginal = nbs.iter().any(|&n| board.on_board(n) && their_only(n));
            } else if nbs.iter().any(|&n| board.on_board(n) && only(n)) {
                ey[p.idx()].color = color;
                ey[p.idx()].marginal = true;
            }
        }
    }
    // False margins (8.10).
    let mut false_margins = Vec::new();
    for color in [Color::White, Color::Black] {
        let opp = color.other();
        let ey = &eyes[color.index()];
        for p in board_points(size) {
            let e = ey[p.idx()];
            if e.color != color || !e.marginal || board.color(p) != Color::Empty {
                continue;
            }
            let next_to_lively = p
                .neighbors()
                .iter()
                .any(|&n| board.color(n) == opp && !dead[n.idx()]);
            let next_to_dead = p
                .neighbors()
                .iter()
                .any(|&n| board.color(n) == opp && dead[n.idx()] && ey[n.idx()].color == color);
            // (Liberties counted last: the costliest test, and the rarest to matter.)
            let no_room = || {
                !p.neighbors()
                    .iter()
                    .any(|&n| board.color(n) == Color::Empty)
                    || board.accuratelib_count(p, opp, 2) <= 1
            };
            if next_to_lively && next_to_dead && no_room() {
                false_margins.push(p);
            }
        }
    }
    for p in false_margins {
        for ey in eyes.iter_mut() {
            ey[p.idx()] = EyeData::NONE;
        }
    }
    for color in [Color::White, Color::Black] {
        partition(&mut eyes[color.index()], color, size);
    }
    EyeSpaces {
        size,
        eyes,
        half: [Vec::new(), Vec::new()],
        dead: dead.to_vec(),
    }
}

/// Connected components of `color`'s eye points (two margins side by side are not
/// connected): origins, sizes, neighbour counts.
fn partition(ey: &mut [EyeData], color: Color, size: usize) {
    let mut stack = Vec::new();
    let mut members = Vec::new();
    for p in board_points(size) {
        if ey[p.idx()].color != color || !ey[p.idx()].origin.is_none() {
            continue;
        }
        members.clear();
        ey[p.idx()].origin = p;
        stack.push(p);
        while let Some(q) = stack.pop() {
            members.push(q);
            for n in q.neighbors() {
                if n.idx() < ey.len()
                    && ey[n.idx()].color == color
                    && ey[n.idx()].origin.is_none()
                    && !(ey[n.idx()].marginal && ey[q.idx()].marginal)
                {
                    ey[n.idx()].origin = p;
                    stack.push(n);
                }
            }
        }
        let esize = members.len() as u16;
        let msize = members.iter().filter(|q| ey[q.idx()].marginal).count() as u16;
        for &q in &members {
            let (mut nb, mut mnb) = (0, 0);
            for n in q.neighbors() {
                if n.idx() < ey.len() && ey[n.idx()].color == color && ey[n.idx()].origin == p {
                    nb += 1;
                    if ey[n.idx()].marginal {
                        mnb += 1;
                    }
                }
            }
            let d = &mut ey[q.idx()];
            d.esize = esize;
            d.msize = msize;
            d.neighbors = nb;
            d.marginal_neighbors = mnb;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The straightforward fixpoint [`domains`] replaced (whole-board passes until nothing
    /// changes), kept as the oracle of its test.
    fn domains_reference(board: &Board, dead: &[bool]) -> [Vec<bool>; 2] {
        let size = board.size();
        let lively = |p: Point, c: Color| board.color(p) == c && !dead[p.idx()];
        let open = |p: Point| board.color(p) == Color::Empty || dead[p.idx()];
        let mut dom = [vec![false; BOARDMAX], vec![false; BOARDMAX]];
        for color in [Color::White, Color::Black] {
            let d = &mut dom[color.index()];
            let opp = color.other();
            for p in board_points(size) {
                if lively(p, color) || open(p) && p.neighbors().iter().any(|&n| lively(n, color)) {
                    d[p.idx()] = true;
                }
            }
            let on = |p: Point| board.on_board(p);
            loop {
                let mut changed = false;
                for e in board_points(size) {
                    if d[e.idx()] || !open(e) {
                        continue;
                    }
                    let nbs: Vec<Point> = e.neighbors().into_iter().filter(|&n| on(n)).collect();
                    let get = if nbs.len() == 2 {
                        // A corner: one neighbour in the domain, no lively opponent stone around.
                        let diag = e.diagonals().into_iter().find(|&q| on(q)).unwrap_or(e);
                        nbs.iter().any(|&n| d[n.idx()])
                            && !nbs.iter().chain([&diag]).any(|&q| lively(q, opp))
                    } else {
                        pair_reaches(
                            d,
                            e,
                            size,
                            |p| board.on_board(p),
                            |p| board.color(p) == opp && !dead[p.idx()],
                        )
                    };
                    if get {
                        d[e.idx()] = true;
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
        }
        dom
    }

    #[test]
    fn the_worklist_domains_agree_with_whole_board_passes() {
        // Random positions of every density on several board sizes, with random stones
        // marked dead: the domains of both colours must be the same point for point.
        let mut rng = crate::rng::Rng::new(7);
        for round in 0..300 {
            let size = [5, 7, 9, 13, 19][round % 5];
            let mut board = Board::new(size);
            let moves = rng.below((size * size) as u64) as usize;
            for _ in 0..moves {
                let p = Point::new(
                    rng.below(size as u64) as usize,
                    rng.below(size as u64) as usize,
                );
                let c = if rng.below(2) == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                if board.is_legal(p, c) {
                    let _ = board.play_move(p, c, false);
                }
            }
            let mut dead = vec![false; BOARDMAX];
            for p in board_points(size) {
                if board.color(p).is_player() && rng.below(8) == 0 {
                    dead[p.idx()] = true;
                }
            }
            assert_eq!(
                domains(&board, &dead).map(|d| d.to_vec()),
                domains_reference(&board, &dead),
                "round {round}"
            );
        }
    }

    fn spaces(rows: &[&str], dead: &[&str]) -> (Board, EyeSpaces) {
        let b = Board::from_rows(rows);
        let mut d = vec![false; BOARDMAX];
        for v in dead {
            d[b.point(v).idx()] = true;
        }
        let s = make_domains(&b, &d);
        (b, s)
    }

    #[test]
    fn one_stone_each_side() {
        // Black B4, white F4 on 7x7 (checked against GNU Go's eye_data): black's space on
        // the A file is A5 A4 A3 with margins A5 and A3; B5 and C4 are margins of their own
        // (two margins side by side do not join).
        let (b, s) = spaces(
            &[
                ".......", //
                ".......", //
                ".......", //
                ".X...O.", //
                ".......", //
                ".......", //
                ".......",
            ],
            &[],
        );
        let a4 = s.eye(Color::Black, b.point("A4"));
        assert_eq!(a4.color, Color::Black);
        assert_eq!(a4.origin, b.point("A5"));
        assert_eq!((a4.esize, a4.msize), (3, 2));
        assert!(!a4.marginal);
        assert_eq!((a4.neighbors, a4.marginal_neighbors), (2, 2));
        let b5 = s.eye(Color::Black, b.point("B5"));
        assert_eq!((b5.origin, b5.esize, b5.msize), (b.point("B5"), 1, 1));
        assert!(b5.marginal);
        // Stones are in no eye space; the middle of the board is in neither domain only.
        assert_eq!(s.eye(Color::Black, b.point("B4")).color, Color::Empty);
        assert_eq!(s.eye(Color::White, b.point("G4")).color, Color::White);
        assert_eq!(s.eye(Color::Black, b.point("G4")).color, Color::Empty);
        assert_eq!(s.origins(Color::White).len(), s.origins(Color::White).len());
    }

    #[test]
    fn dead_stones_lie_in_the_opponents_space() {
        // White A1 is dead inside black's corner: it is an attacker point of black's space.
        let rows = [
            ".......", //
            ".......", //
            ".......", //
            ".......", //
            "XXX....", //
            "..X....", //
            "O.X....",
        ];
        let (b, s) = spaces(&rows, &["A1"]);
        let a1 = s.eye(Color::Black, b.point("A1"));
        assert_eq!(a1.color, Color::Black);
        let space = s.space(Color::Black, a1.origin);
        assert!(space.contains(&b.point("B1")) && space.contains(&b.point("A2")));
        assert!(s.is_dead(b.point("A1")));
        // Alive, the white stone is a wall: it is in no eye space.
        let (b, s) = spaces(&rows, &[]);
        assert_eq!(s.eye(Color::Black, b.point("A1")).color, Color::Empty);
    }

    #[test]
    fn false_eyes_turn_into_margins() {
        let (b, mut s) = spaces(
            &[
                ".X.....", //
                "XX.....", //
                ".......", //
                ".......", //
                ".......", //
                ".......", //
                ".......",
            ],
            &[],
        );
        let p = b.point("A7");
        let before = *s.eye(Color::Black, p);
        assert!(!before.marginal);
        s.add_false_eye(Color::Black, p);
        let after = s.eye(Color::Black, p);
        assert!(after.marginal);
        assert_eq!(after.msize, before.msize + 1);
        // Twice is once.
        s.add_false_eye(Color::Black, p);
        assert_eq!(s.eye(Color::Black, p).msize, before.msize + 1);
    }
}

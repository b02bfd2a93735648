//! Eye shapes and the eye-space graph matcher (manual chapter 8.5–8.7).
//!
//! The local game of an eye space depends only on its graph (8.5): the vertices, joined when
//! they are adjacent on the board (or when one is a half eye and the other its key point,
//! 8.6), and the kind of each vertex: empty, marginal (`!`, next to empty points outside the
//! space) or an attacker stone. An eye-shape database (kind `eyes`, compiled by `pattern_db!`)
//! is a list of [`EyeShape`]s with everything the matcher needs computed at build time.
//!
//! [`EyeGraph`] is an eye space on the board; [`match_eye_space`] finds the first shape of a
//! database isomorphic to it: shapes with a different vertex count, edge count or degree
//! signature are rejected at once, the rest by a backtracking isomorphism over bit sets that
//! respects vertex kinds. A space no shape matches is worth `{2|2}` (8.6). Nothing here
//! allocates.
//!
//! ```text
//! let mut g = EyeGraph::new();
//! for (p, marginal, attacker) in space { g.add(p, marginal, attacker); }
//! if let Some(m) = match_eye_space(&eyes::DATABASE.eyes, &g) {
//!     let [_, min, max, _] = m.value();
//!     for p in m.attack_points(&g) { /* vital point for the attacker */ }
//! }
//! ```

use crate::types::{Point, NS};

/// Largest eye space the matcher takes (adjacency is a `u32` bit set; the compiler rejects
/// larger shapes). Larger spaces are treated as unmatched (`{2|2}`, which is what they are).
pub use pattern_abi::eyes::MAX_EYE_VERTICES;

/// The kind of a vertex: for a shape, what it accepts; on the board, one of `Empty`,
/// `Marginal`, `Attacker`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EyeVertexKind {
    /// `.` (and the vital-point marks `@`, `<`, `*`): an empty vertex.
    Empty,
    /// `!` (and `(`, a marginal vital point): an empty vertex next to empty points outside.
    Marginal,
    /// `X`: an attacker stone.
    Attacker,
    /// `x`: an attacker stone or an empty vertex (never on the board).
    AttackerOrEmpty,
}

impl EyeVertexKind {
    /// Whether a shape vertex of this kind accepts a board vertex of kind `board`.
    #[inline]
    pub fn accepts(self, board: EyeVertexKind) -> bool {
        self == board
            || self == EyeVertexKind::AttackerOrEmpty
                && matches!(board, EyeVertexKind::Empty | EyeVertexKind::Attacker)
    }
}

/// One vertex of an [`EyeShape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeVertex {
    /// Position in the source diagram.
    pub row: i8,
    pub col: i8,
    /// The diagram symbol.
    pub symbol: char,
    pub kind: EyeVertexKind,
    /// An attack point (`@`, `(`, `<`).
    pub attack: bool,
    /// A defense point (`@`, `(`, `*`).
    pub defense: bool,
    /// Bit set of the shape's vertices adjacent to this one.
    pub neighbours: u32,
}

/// An eye shape of chapter 8 with its graph, as the compiler emits it.
#[derive(Clone, Copy, Debug)]
pub struct EyeShape {
    pub name: &'static str,
    /// Line of the `Pattern` header in the source.
    pub line: u32,
    pub vertices: &'static [EyeVertex],
    pub edges: u8,
    /// [`eye_signature`] of the shape.
    pub signature: u64,
    /// The order in which the matcher assigns the shape's vertices (each vertex after the
    /// first has an earlier neighbour).
    pub order: &'static [u8],
    /// The four-digit value of 8.7: eyes when the attacker moves first and gets another move,
    /// the attacker moves first, the defender moves first, the defender moves first and gets
    /// another move. `:max,min` of 8.3 is `[min, min, max, max]`.
    pub value: [u8; 4],
}

impl EyeShape {
    /// Eyes if the defender moves first (8.3's `max`).
    pub fn max_eyes(&self) -> u8 {
        self.value[2]
    }

    /// Eyes if the attacker moves first (8.3's `min`).
    pub fn min_eyes(&self) -> u8 {
        self.value[1]
    }
}

/// The quick-rejection invariant, computed by the compiler for every shape and here for
/// every eye space: a degree histogram and the marginal count (see `pattern_abi::eyes`).
pub use pattern_abi::eyes::eye_signature;

/// An eye space on the board as a graph: at most [`MAX_EYE_VERTICES`] points, each empty,
/// marginal or an attacker stone. A fixed-size value; build it once and [`EyeGraph::clear`]
/// it to reuse.
#[derive(Clone, Debug)]
pub struct EyeGraph {
    n: usize,
    overflow: bool,
    points: [Point; MAX_EYE_VERTICES],
    kinds: [EyeVertexKind; MAX_EYE_VERTICES],
    neighbours: [u32; MAX_EYE_VERTICES],
}

impl Default for EyeGraph {
    fn default() -> Self {
        EyeGraph::new()
    }
}

impl EyeGraph {
    pub fn new() -> EyeGraph {
        EyeGraph {
            n: 0,
            overflow: false,
            points: [Point::NONE; MAX_EYE_VERTICES],
            kinds: [EyeVertexKind::Empty; MAX_EYE_VERTICES],
            neighbours: [0; MAX_EYE_VERTICES],
        }
    }

    /// The graph of `(point, marginal, attacker stone)` triples.
    pub fn from_points(points: impl IntoIterator<Item = (Point, bool, bool)>) -> EyeGraph {
        let mut g = EyeGraph::new();
        for (p, marginal, attacker) in points {
            g.add(p, marginal, attacker);
        }
        g
    }

    pub fn clear(&mut self) {
        self.n = 0;
        self.overflow = false;
    }

    /// Add a point, joined to the points already added that are adjacent on the board. An
    /// attacker stone is an `Attacker` vertex whether marginal or not. Returns its index, or
    /// `None` when the graph is full (it then matches nothing). Adding a point twice returns
    /// the first index.
    pub fn add(&mut self, p: Point, marginal: bool, attacker: bool) -> Option<usize> {
        if let Some(i) = self.index_of(p) {
            return Some(i);
        }
        if self.n == MAX_EYE_VERTICES {
            self.overflow = true;
            return None;
        }
        let i = self.n;
        self.points[i] = p;
        self.kinds[i] = if attacker {
            EyeVertexKind::Attacker
        } else if marginal {
            EyeVertexKind::Marginal
        } else {
            EyeVertexKind::Empty
        };
        self.neighbours[i] = 0;
        for j in 0..i {
            let d = self.points[j].0.abs_diff(p.0) as usize;
            if d == 1 || d == NS {
                self.neighbours[i] |= 1 << j;
                self.neighbours[j] |= 1 << i;
            }
        }
        self.n += 1;
        Some(i)
    }

    /// Join two vertices that are not adjacent on the board: a half eye and its key point
    /// (8.6).
    pub fn add_edge(&mut self, a: usize, b: usize) {
        if a != b && a < self.n && b < self.n {
            self.neighbours[a] |= 1 << b;
            self.neighbours[b] |= 1 << a;
        }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    pub fn point(&self, i: usize) -> Point {
        self.points[i]
    }

    pub fn points(&self) -> &[Point] {
        &self.points[..self.n]
    }

    pub fn kind(&self, i: usize) -> EyeVertexKind {
        self.kinds[i]
    }

    /// Bit set of the vertices adjacent to vertex `i`.
    pub fn neighbours(&self, i: usize) -> u32 {
        self.neighbours[i]
    }

    pub fn index_of(&self, p: Point) -> Option<usize> {
        self.points[..self.n].iter().position(|&q| q == p)
    }

    pub fn edges(&self) -> usize {
        self.neighbours[..self.n]
            .iter()
            .map(|m| m.count_ones() as usize)
            .sum::<usize>()
            / 2
    }

    /// [`eye_signature`] of this graph.
    pub fn signature(&self) -> u64 {
        let marginal = self.kinds[..self.n]
            .iter()
            .filter(|&&k| k == EyeVertexKind::Marginal)
            .count() as u32;
        eye_signature(
            self.neighbours[..self.n].iter().map(|m| m.count_ones()),
            marginal,
        )
    }
}

/// A shape matched to an eye space: the shape and where each of its vertices lies.
#[derive(Clone, Copy, Debug)]
pub struct EyeMatch {
    pub shape: &'static EyeShape,
    /// Index of the shape in its database.
    pub index: usize,
    /// Shape vertex -> eye-graph vertex.
    map: [u8; MAX_EYE_VERTICES],
}

impl EyeMatch {
    /// The four-digit value of 8.7.
    pub fn value(&self) -> [u8; 4] {
        self.shape.value
    }

    /// The board point of shape vertex `v`.
    pub fn board_point(&self, g: &EyeGraph, v: usize) -> Point {
        g.point(self.map[v] as usize)
    }

    /// The attack points of the shape, on the board.
    pub fn attack_points<'a>(&'a self, g: &'a EyeGraph) -> impl Iterator<Item = Point> + 'a {
        self.marked(g, |v| v.attack)
    }

    /// The defense points of the shape, on the board.
    pub fn defense_points<'a>(&'a self, g: &'a EyeGraph) -> impl Iterator<Item = Point> + 'a {
        self.marked(g, |v| v.defense)
    }

    fn marked<'a>(
        &'a self,
        g: &'a EyeGraph,
        f: impl Fn(&EyeVertex) -> bool + 'a,
    ) -> impl Iterator<Item = Point> + 'a {
        self.shape
            .vertices
            .iter()
            .enumerate()
            .filter(move |(_, v)| f(v))
            .map(move |(i, _)| self.board_point(g, i))
    }
}

/// Board vertices by kind and degree, computed once per eye space.
struct Classes {
    all: u32,
    by_kind: [u32; 3],
    by_degree: [u32; 9],
}

impl Classes {
    fn new(g: &EyeGraph) -> Classes {
        let mut c = Classes {
            all: 0,
            by_kind: [0; 3],
            by_degree: [0; 9],
        };
        for i in 0..g.n {
            c.all |= 1 << i;
            c.by_kind[g.kinds[i] as usize] |= 1 << i;
            c.by_degree[(g.neighbours[i].count_ones() as usize).min(8)] |= 1 << i;
        }
        c
    }

    #[inline]
    fn accepted(&self, kind: EyeVertexKind) -> u32 {
        match kind {
            EyeVertexKind::AttackerOrEmpty => {
                self.by_kind[EyeVertexKind::Empty as usize]
                    | self.by_kind[EyeVertexKind::Attacker as usize]
            }
            k => self.by_kind[k as usize],
        }
    }
}

/// Find an isomorphism from `shape` to the eye space `g` that respects vertex kinds; on
/// success `map[v]` is the eye-graph vertex of shape vertex `v`.
fn isomorphism(
    shape: &EyeShape,
    g: &EyeGraph,
    c: &Classes,
    map: &mut [u8; MAX_EYE_VERTICES],
) -> bool {
    let n = g.n;
    let order = shape.order;
    let vs = shape.vertices;
    let candidates = |k: usize, used: u32, map: &[u8; MAX_EYE_VERTICES]| -> u32 {
        let u = &vs[order[k] as usize];
        let mut m = c.all
            & !used
            & c.accepted(u.kind)
            & c.by_degree[(u.neighbours.count_ones() as usize).min(8)];
        for &w in &order[..k] {
            let nb = g.neighbours[map[w as usize] as usize];
            m &= if u.neighbours & 1 << w != 0 { nb } else { !nb };
        }
        m
    };
    let mut cand = [0u32; MAX_EYE_VERTICES];
    let mut used = 0u32;
    let mut k = 0;
    cand[0] = candidates(0, 0, map);
    loop {
        if cand[k] == 0 {
            if k == 0 {
                return false;
            }
            k -= 1;
            used &= !(1 << map[order[k] as usize]);
            continue;
        }
        let v = cand[k].trailing_zeros();
        cand[k] &= cand[k] - 1;
        map[order[k] as usize] = v as u8;
        used |= 1 << v;
        if k + 1 == n {
            return true;
        }
        k += 1;
        cand[k] = candidates(k, used, map);
    }
}

/// The first shape of `shapes` whose graph is isomorphic to the eye space `g` (kinds
/// respected: `!` matches a marginal vertex, `X` an attacker stone, `x` a stone or an empty
/// vertex, the other symbols an empty vertex). `None` when no shape matches: the space is
/// then worth `{2|2}` (8.6).
pub fn match_eye_space(shapes: &'static [EyeShape], g: &EyeGraph) -> Option<EyeMatch> {
    if g.n == 0 || g.overflow {
        return None;
    }
    // The signature holds the degree histogram, so equal signatures mean equal vertex and
    // edge counts (8.6's first two tests) as well.
    let sig = g.signature();
    let mut classes = None;
    let mut map = [0u8; MAX_EYE_VERTICES];
    for (index, shape) in shapes.iter().enumerate() {
        if shape.signature != sig {
            continue;
        }
        debug_assert_eq!(shape.vertices.len(), g.n);
        debug_assert_eq!(shape.edges as usize, g.edges());
        let c = classes.get_or_insert_with(|| Classes::new(g));
        if isomorphism(shape, g, c, &mut map) {
            return Some(EyeMatch { shape, index, map });
        }
    }
    None
}

/// Whether `shape` matches the eye space `g` (used by tests and tools).
pub fn shape_matches(shape: &EyeShape, g: &EyeGraph) -> bool {
    let mut map = [0u8; MAX_EYE_VERTICES];
    g.n != 0
        && !g.overflow
        && shape.vertices.len() == g.n
        && shape.signature == g.signature()
        && isomorphism(shape, g, &Classes::new(g), &mut map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graph_of_points() {
        // A bent three: (3,3), (3,4), (4,4), the last marginal.
        let g = EyeGraph::from_points([
            (Point::new(3, 3), false, false),
            (Point::new(3, 4), false, false),
            (Point::new(4, 4), true, false),
            (Point::new(3, 4), false, false),
        ]);
        assert_eq!(g.len(), 3);
        assert_eq!(g.edges(), 2);
        assert_eq!(g.neighbours(1), 0b101);
        assert_eq!(g.kind(2), EyeVertexKind::Marginal);
        assert_eq!(g.signature(), 2 << 6 | 1 << 12 | 1 << 54);
        // Points at the end of one row and the start of the next are not adjacent.
        let h = EyeGraph::from_points([
            (Point::new(0, 18), false, false),
            (Point::new(1, 0), false, false),
        ]);
        assert_eq!(h.edges(), 0);
    }

    #[test]
    fn too_large_a_space_matches_nothing() {
        let mut g = EyeGraph::new();
        for j in 0..MAX_EYE_VERTICES {
            assert_eq!(g.add(Point::new(j / 8, j % 8), false, false), Some(j));
        }
        assert_eq!(g.add(Point::new(5, 0), false, false), None);
        assert!(match_eye_space(&SHAPES, &g).is_none());
        g.clear();
        assert!(g.is_empty());
        assert!(match_eye_space(&SHAPES, &g).is_none());
    }

    #[test]
    fn kinds_accept() {
        use EyeVertexKind::*;
        assert!(AttackerOrEmpty.accepts(Attacker));
        assert!(AttackerOrEmpty.accepts(Empty));
        assert!(!AttackerOrEmpty.accepts(Marginal));
        assert!(!Empty.accepts(Marginal));
        assert!(Marginal.accepts(Marginal));
    }

    static BENT: [EyeVertex; 3] = [
        v(0, 0, '.', 0b010),
        v(0, 1, '@', 0b101),
        v(1, 1, '!', 0b010),
    ];
    static SHAPES: [EyeShape; 1] = [EyeShape {
        name: "bent",
        line: 1,
        vertices: &BENT,
        edges: 2,
        signature: 2 << 6 | 1 << 12 | 1 << 54,
        order: &[2, 1, 0],
        value: [1, 1, 2, 2],
    }];

    const fn v(row: i8, col: i8, symbol: char, neighbours: u32) -> EyeVertex {
        let kind = match symbol {
            '!' => EyeVertexKind::Marginal,
            _ => EyeVertexKind::Empty,
        };
        EyeVertex {
            row,
            col,
            symbol,
            kind,
            attack: symbol == '@',
            defense: symbol == '@',
            neighbours,
        }
    }

    #[test]
    fn matches_a_hand_made_shape() {
        // A straight three with a marginal end, in another order than the shape's.
        let g = EyeGraph::from_points([
            (Point::new(5, 7), true, false),
            (Point::new(5, 5), false, false),
            (Point::new(5, 6), false, false),
        ]);
        let m = match_eye_space(&SHAPES, &g).expect("matches");
        assert_eq!(m.index, 0);
        assert_eq!(m.value(), [1, 1, 2, 2]);
        assert_eq!(m.attack_points(&g).collect::<Vec<_>>(), [Point::new(5, 6)]);
        assert_eq!(m.board_point(&g, 2), Point::new(5, 7));
        // The marginal vertex in the middle: no match.
        let h = EyeGraph::from_points([
            (Point::new(5, 6), true, false),
            (Point::new(5, 5), false, false),
            (Point::new(5, 7), false, false),
        ]);
        assert!(match_eye_space(&SHAPES, &h).is_none());
        assert!(!shape_matches(&SHAPES[0], &h));
        assert!(shape_matches(&SHAPES[0], &g));
    }
}

//! Eye-shape graphs (manual 8.5, 8.6): everything the engine's graph matcher needs about an
//! eye shape, computed at build time, and the checks that make an eye shape meaningful.
//!
//! The local game of an eye space depends only on its graph (8.5): vertices, board adjacency
//! and the kind of each vertex. The engine (`engine::eyes`) compares an eye space
//! on the board with each shape by vertex count, edge count and [`eye_signature`] first, then
//! by a backtracking isomorphism that visits the shape's vertices in [`EyeGraph::order`].

use crate::diag::{Diagnostics, Pos};

pub use pattern_abi::eyes::{eye_signature, MAX_EYE_VERTICES};

/// What a vertex of an eye shape accepts on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EyeKind {
    /// `.`, `@`, `<`, `*`: an empty vertex inside the eye space.
    Empty,
    /// `!`, `(`: a marginal empty vertex (adjacent to empty points outside the eye space).
    Marginal,
    /// `X`: an attacker stone.
    Attacker,
    /// `x`: an attacker stone or an empty (non-marginal) vertex.
    AttackerOrEmpty,
}

impl EyeKind {
    pub fn of(symbol: char) -> EyeKind {
        match symbol {
            '!' | '(' => EyeKind::Marginal,
            'X' => EyeKind::Attacker,
            'x' => EyeKind::AttackerOrEmpty,
            _ => EyeKind::Empty,
        }
    }

    /// The variant name of `engine::eyes::EyeVertexKind`.
    pub fn variant(self) -> &'static str {
        match self {
            EyeKind::Empty => "Empty",
            EyeKind::Marginal => "Marginal",
            EyeKind::Attacker => "Attacker",
            EyeKind::AttackerOrEmpty => "AttackerOrEmpty",
        }
    }

    /// Whether one board vertex could match both kinds (`x` overlaps `X` and `.`).
    pub fn overlaps(self, other: EyeKind) -> bool {
        use EyeKind::*;
        self == other
            || matches!(
                (self, other),
                (AttackerOrEmpty, Attacker | Empty) | (Attacker | Empty, AttackerOrEmpty)
            )
    }
}

/// `@` and `(` are attack and defense points, `<` an attack point only.
pub fn is_attack(symbol: char) -> bool {
    matches!(symbol, '@' | '<' | '(')
}

/// `@` and `(` are attack and defense points, `*` a defense point only.
pub fn is_defense(symbol: char) -> bool {
    matches!(symbol, '@' | '*' | '(')
}

/// The graph of one eye shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EyeGraph {
    pub kinds: Vec<EyeKind>,
    pub attack: Vec<bool>,
    pub defense: Vec<bool>,
    /// Per vertex, the bit set of its neighbours.
    pub neighbours: Vec<u32>,
    pub edges: u32,
    pub signature: u64,
    /// The order in which the matcher assigns the shape's vertices: rarest kind and highest
    /// degree first, then always a vertex with the most already assigned neighbours (each
    /// vertex after the first of a connected shape has an assigned neighbour).
    pub order: Vec<u8>,
}

impl EyeGraph {
    /// The graph of `(row, col, symbol)` vertices (at most [`MAX_EYE_VERTICES`]).
    pub fn new(vertices: &[(i32, i32, char)]) -> EyeGraph {
        let n = vertices.len().min(MAX_EYE_VERTICES);
        let vs = &vertices[..n];
        let neighbours: Vec<u32> = vs
            .iter()
            .map(|&(r, c, _)| {
                vs.iter()
                    .enumerate()
                    .filter(|&(_, &(r2, c2, _))| (r - r2).abs() + (c - c2).abs() == 1)
                    .fold(0, |m, (j, _)| m | 1 << j)
            })
            .collect();
        let kinds: Vec<EyeKind> = vs.iter().map(|v| EyeKind::of(v.2)).collect();
        let degree = |i: usize| neighbours[i].count_ones();
        let marginal = kinds.iter().filter(|&&k| k == EyeKind::Marginal).count() as u32;
        let rarity = |k: EyeKind| match k {
            EyeKind::Marginal | EyeKind::Attacker => 0,
            EyeKind::Empty => 1,
            EyeKind::AttackerOrEmpty => 2,
        };
        let mut order: Vec<u8> = Vec::with_capacity(n);
        let mut placed = 0u32;
        while order.len() < n {
            let next = (0..n)
                .filter(|&i| placed & 1 << i == 0)
                .max_by_key(|&i| {
                    (
                        (neighbours[i] & placed).count_ones(),
                        3 - rarity(kinds[i]),
                        degree(i),
                        n - i,
                    )
                })
                .unwrap_or(0);
            order.push(next as u8);
            placed |= 1 << next;
        }
        EyeGraph {
            attack: vs.iter().map(|v| is_attack(v.2)).collect(),
            defense: vs.iter().map(|v| is_defense(v.2)).collect(),
            edges: (0..n).map(degree).sum::<u32>() / 2,
            signature: eye_signature((0..n).map(degree), marginal),
            neighbours,
            kinds,
            order,
        }
    }

    pub fn len(&self) -> usize {
        self.kinds.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// Vertices reachable from vertex 0.
    pub fn reachable(&self) -> u32 {
        if self.is_empty() {
            return 0;
        }
        let mut seen = 1u32;
        let mut frontier = 1u32;
        while frontier != 0 {
            let i = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = self.neighbours[i] & !seen;
            seen |= new;
            frontier |= new;
        }
        seen
    }

    /// Call `f` with every isomorphism `map` (vertex of `self` -> vertex of `other`) under
    /// which vertex kinds pass `fits`; stops when `f` returns `false`.
    pub fn isomorphisms(
        &self,
        other: &EyeGraph,
        fits: impl Fn(EyeKind, EyeKind) -> bool,
        mut f: impl FnMut(&[usize]) -> bool,
    ) {
        let n = self.len();
        if n != other.len() || self.signature != other.signature {
            return;
        }
        let mut map = vec![usize::MAX; n];
        let mut used = 0u32;
        fn go(
            a: &EyeGraph,
            b: &EyeGraph,
            k: usize,
            map: &mut [usize],
            used: &mut u32,
            fits: &dyn Fn(EyeKind, EyeKind) -> bool,
            f: &mut dyn FnMut(&[usize]) -> bool,
        ) -> bool {
            if k == a.len() {
                return f(map);
            }
            let u = a.order[k] as usize;
            for v in 0..b.len() {
                if *used & 1 << v != 0
                    || !fits(a.kinds[u], b.kinds[v])
                    || a.neighbours[u].count_ones() != b.neighbours[v].count_ones()
                {
                    continue;
                }
                let consistent = a.order[..k].iter().all(|&w| {
                    let w = w as usize;
                    (a.neighbours[u] & 1 << w != 0) == (b.neighbours[v] & 1 << map[w] != 0)
                });
                if !consistent {
                    continue;
                }
                map[u] = v;
                *used |= 1 << v;
                let more = go(a, b, k + 1, map, used, fits, f);
                *used &= !(1 << v);
                map[u] = usize::MAX;
                if !more {
                    return false;
                }
            }
            true
        }
        go(self, other, 0, &mut map, &mut used, &fits, &mut f);
    }
}

/// Check one eye shape's graph; `positions` are the source positions of its vertices.
pub fn check_shape(
    name: &str,
    pos: Pos,
    vertices: &[(i32, i32, char)],
    positions: &[Pos],
    diags: &mut Diagnostics,
) -> Option<EyeGraph> {
    let n0 = diags.list.len();
    if vertices.len() > MAX_EYE_VERTICES {
        diags
            .error(
                pos,
                format!(
                    "eye shape `{name}` has {} vertices; the matcher takes at most {MAX_EYE_VERTICES}",
                    vertices.len()
                ),
            )
            .width(name.chars().count());
        return None;
    }
    let g = EyeGraph::new(vertices);
    let reach = g.reachable();
    if let Some(i) = (0..g.len()).find(|&i| reach & 1 << i == 0) {
        diags
            .error(
                positions[i],
                format!(
                    "eye shape `{name}` is not connected: this vertex is not adjacent to the rest \
                     (an eye space is one connected local game; write two shapes)"
                ),
            )
            .hint("vertices are adjacent horizontally or vertically; a space between two vertices of a row separates them");
    }
    // Vital points must be the same from every symmetric point of view, or the matcher's
    // answer would depend on which isomorphism it finds first.
    let mut reported = false;
    g.isomorphisms(
        &g,
        |a, b| a.overlaps(b),
        |map| {
            for (u, &v) in map.iter().enumerate() {
                let marks = |i: usize| (g.attack[i], g.defense[i]);
                if marks(u) != marks(v) && !reported {
                    let (a, b) = if marks(u) > marks(v) { (u, v) } else { (v, u) };
                    diags
                        .error(
                            positions[b],
                            format!(
                                "eye shape `{name}` is symmetric but its vital points are not: this \
                                 vertex is equivalent to `{}` at line {}, column {}",
                                vertices[a].2, positions[a].line, positions[a].col
                            ),
                        )
                        .hint(format!(
                            "mark this vertex `{}` too, or neither",
                            vertices[a].2
                        ));
                    reported = true;
                }
            }
            !reported
        },
    );
    (diags.list.len() == n0).then_some(g)
}

/// Two shapes with the same graph and the same vertex kinds: the second can never match.
pub fn check_duplicates(shapes: &[(&str, Pos, &EyeGraph)], diags: &mut Diagnostics) {
    for (j, &(name, pos, g)) in shapes.iter().enumerate() {
        let earlier = shapes[..j].iter().find(|&&(_, _, h)| {
            let mut same = false;
            h.isomorphisms(
                g,
                |a, b| a == b,
                |_| {
                    same = true;
                    false
                },
            );
            same
        });
        if let Some(&(first, first_pos, _)) = earlier {
            diags.in_pattern(Some((name, pos)));
            diags
                .error(
                    pos,
                    format!(
                        "eye shape `{name}` has the same graph as eye shape `{first}` (line {}); \
                         it could never be matched",
                        first_pos.line
                    ),
                )
                .width(name.chars().count())
                .hint(format!(
                    "remove it, or merge its values and vital points into `{first}`"
                ));
            diags.in_pattern(None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(rows: &[&str]) -> EyeGraph {
        let mut v = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch != ' ' {
                    v.push((r as i32, c as i32, ch));
                }
            }
        }
        EyeGraph::new(&v)
    }

    #[test]
    fn graph_of_bent_three() {
        let g = graph(&[".@", " ."]);
        assert_eq!(g.neighbours, vec![0b010, 0b101, 0b010]);
        assert_eq!(g.edges, 2);
        assert_eq!(g.signature, 2 << 6 | 1 << 12);
        assert_eq!(g.order[0], 1, "the bend has the highest degree");
        assert_eq!(g.attack, vec![false, true, false]);
        assert_eq!(g.defense, vec![false, true, false]);
    }

    #[test]
    fn straight_and_bent_four_are_isomorphic_but_not_the_square() {
        let straight = graph(&["...."]);
        let bent = graph(&["...", "  ."]);
        let square = graph(&["..", ".."]);
        let count = |a: &EyeGraph, b: &EyeGraph| {
            let mut n = 0;
            a.isomorphisms(
                b,
                |x, y| x == y,
                |_| {
                    n += 1;
                    true
                },
            );
            n
        };
        assert_eq!(count(&straight, &bent), 2);
        assert_eq!(count(&straight, &square), 0);
        assert_eq!(count(&square, &square), 8);
        assert_eq!(square.reachable(), 0b1111);
        assert_eq!(graph(&[". ."]).reachable(), 0b01);
    }

    #[test]
    fn marginal_order_first() {
        let g = graph(&["...!"]);
        assert_eq!(g.kinds[3], EyeKind::Marginal);
        assert_eq!(g.order, vec![3, 2, 1, 0]);
        assert_eq!(g.signature >> 54, 1);
    }
}

//! Every small eye graph with its solved value, as an `eyes` database (manual 8.5-8.7).
//!
//! An eye space is a connected set of board points, so its graph is the graph of a
//! polyomino; isomorphic polyominoes (the straight, bent and zigzag fours) are one local
//! game (8.5). [`generate`] enumerates the polyominoes of 1 to `max_vertices` points, keeps
//! one per graph (the first in a fixed order, which is also how it is drawn), then every
//! variant of its vertex kinds allowed by [`Variants`] up to the graph's automorphisms,
//! solves each with [`EyeSolver`], and writes the ones worth something else than `2222`
//! (8.6: a space no shape matches is worth `{2|2}`) in the syntax of `patterns/db/eyes.db`.
//!
//! Variants: a vertex is empty (`.`), marginal (`!`) or an attacker stone (`X`). Only a vertex
//! with fewer than four neighbours in the space can be marginal (it needs an empty neighbour
//! outside); every attacker string needs an empty vertex next to it (on the board a string
//! without one is captured or has liberties outside, which the eye model does not describe).
//! A half eye and its key point (8.6) appear as a marginal vertex hanging off the half eye.
//!
//! Everything here is deterministic: the same arguments give the same text byte for byte.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use super::solver::{EyeGame, EyeSolver, EyeValue, MAX_SOLVER_VERTICES};

/// Which kind variants to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variants {
    /// Largest eye space, in vertices (at most [`MAX_SOLVER_VERTICES`]).
    pub max_vertices: usize,
    /// Spaces of at most this many vertices get every kind variant.
    pub all_kinds_up_to: usize,
    /// Larger spaces get the variants with at most this many marginal vertices and attacker
    /// stones together.
    pub max_marks: usize,
}

impl Variants {
    /// The set checked in as `patterns/db/eyes_generated.db`.
    pub const CHECKED_IN: Variants = Variants {
        max_vertices: 8,
        all_kinds_up_to: 5,
        max_marks: 2,
    };
}

/// Vertex kinds of a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    Empty = 0,
    Marginal = 1,
    Attacker = 2,
}

/// One generated, solved eye shape.
#[derive(Clone, Debug)]
pub struct Generated {
    pub name: String,
    /// Its vertices as board cells `(row, col)`, from the top left.
    pub cells: Vec<(i32, i32)>,
    pub kinds: Vec<Kind>,
    pub value: EyeValue,
}

/// Counts of one generation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Per vertex count 1..=max (index 0 for 1 vertex): free polyominoes, graphs, variants
    /// solved, shapes written (value not `2222`).
    pub polyominoes: Vec<usize>,
    pub graphs: Vec<usize>,
    pub solved: Vec<usize>,
    pub written: Vec<usize>,
    /// Marginal vertices that are vital for one side only: the eye syntax has no symbol for
    /// them (`(` is both), so they are written `!` and listed in a comment.
    pub one_sided_marginal: usize,
    /// Positions the solver evaluated.
    pub positions: u64,
}

/// A polyomino: its cells `(row, column)`.
pub type Cells = Vec<(i32, i32)>;

/// The cells moved to start at row and column 0, sorted: one form per translation.
pub fn normalise(mut cells: Cells) -> Cells {
    let r0 = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let c0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
    for c in &mut cells {
        *c = (c.0 - r0, c.1 - c0);
    }
    cells.sort_unstable();
    cells
}

/// Orientation `t` (0..8) of the square's symmetry group: transpose, flip rows, flip columns.
pub fn orient(t: usize, (r, c): (i32, i32)) -> (i32, i32) {
    let (r, c) = if t & 1 != 0 { (c, r) } else { (r, c) };
    let r = if t & 2 != 0 { -r } else { r };
    let c = if t & 4 != 0 { -c } else { c };
    (r, c)
}

/// Every fixed polyomino (one per translation) of 1 to `max` cells, smallest first.
pub fn fixed_polyominoes(max: usize) -> Vec<Cells> {
    let mut all = Vec::new();
    let mut level: BTreeSet<Cells> = [vec![(0, 0)]].into();
    for _ in 1..=max {
        let next = grow(&level);
        all.extend(std::mem::replace(&mut level, next));
    }
    all
}

/// The fixed polyominoes of `n` cells, from the fixed polyominoes of `n - 1` cells.
fn grow(fixed: &BTreeSet<Cells>) -> BTreeSet<Cells> {
    let mut next = BTreeSet::new();
    for p in fixed {
        for &(r, c) in p {
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let q = (r + dr, c + dc);
                if !p.contains(&q) {
                    let mut grown = p.clone();
                    grown.push(q);
                    next.insert(normalise(grown));
                }
            }
        }
    }
    next
}

fn free(fixed: &BTreeSet<Cells>) -> BTreeSet<Cells> {
    fixed
        .iter()
        .map(|p| {
            (0..8)
                .map(|t| normalise(p.iter().map(|&c| orient(t, c)).collect()))
                .min()
                .unwrap_or_default()
        })
        .collect()
}

fn adjacency(cells: &Cells) -> Vec<u32> {
    cells
        .iter()
        .map(|&(r, c)| {
            cells
                .iter()
                .enumerate()
                .filter(|(_, &(r2, c2))| (r - r2).abs() + (c - c2).abs() == 1)
                .fold(0, |m, (j, _)| m | 1 << j)
        })
        .collect()
}

/// Call `f` with every relabelling `perm` (position -> vertex) of `nb` that lists vertices by
/// non-increasing degree and, if `target` is given, maps `target`'s edges exactly onto `nb`'s.
fn relabellings(nb: &[u32], target: Option<&[u32]>, f: &mut dyn FnMut(&[usize])) {
    let n = nb.len();
    let degree = |v: usize| nb[v].count_ones();
    let mut by_degree: Vec<usize> = (0..n).collect();
    by_degree.sort_by_key(|&v| std::cmp::Reverse(degree(v)));
    let want: Vec<u32> = match target {
        Some(t) => (0..n).map(|i| t[i].count_ones()).collect(),
        None => by_degree.iter().map(|&v| degree(v)).collect(),
    };
    fn go(
        nb: &[u32],
        target: Option<&[u32]>,
        want: &[u32],
        perm: &mut Vec<usize>,
        used: u32,
        f: &mut dyn FnMut(&[usize]),
    ) {
        let k = perm.len();
        if k == nb.len() {
            f(perm);
            return;
        }
        for v in 0..nb.len() {
            if used & 1 << v != 0 || nb[v].count_ones() != want[k] {
                continue;
            }
            if let Some(t) = target {
                let ok = (0..k).all(|j| (t[k] & 1 << j != 0) == (nb[v] & 1 << perm[j] != 0));
                if !ok {
                    continue;
                }
            }
            perm.push(v);
            go(nb, target, want, perm, used | 1 << v, f);
            perm.pop();
        }
    }
    go(nb, target, &want, &mut Vec::with_capacity(n), 0, f);
}

/// A canonical form of a graph: the least edge bit string over the relabellings that order
/// vertices by degree. Isomorphic graphs, and only they, have equal forms.
fn canonical(nb: &[u32]) -> u64 {
    let n = nb.len();
    let mut best = u64::MAX;
    relabellings(nb, None, &mut |perm| {
        let mut key = 0u64;
        for i in 0..n {
            for j in i + 1..n {
                key = key << 1 | (nb[perm[i]] >> perm[j] & 1) as u64;
            }
        }
        best = best.min(key);
    });
    best
}

/// The automorphisms of a graph (each a vertex permutation).
fn automorphisms(nb: &[u32]) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    relabellings(nb, Some(nb), &mut |perm| all.push(perm.to_vec()));
    all
}

/// Base-3 code of kinds, vertex 0 most significant.
fn code(kinds: &[Kind]) -> u32 {
    kinds.iter().fold(0, |m, &k| m * 3 + k as u32)
}

/// Generate and solve; returns the shapes to write (in order) and the counts.
pub fn generate(variants: Variants) -> (Vec<Generated>, Counts) {
    let max = variants.max_vertices.min(MAX_SOLVER_VERTICES);
    let mut counts = Counts::default();
    let mut shapes = Vec::new();
    let mut solver = EyeSolver::new();
    let mut fixed: BTreeSet<Cells> = [vec![(0, 0)]].into();
    for n in 1..=max {
        if n > 1 {
            fixed = grow(&fixed);
        }
        let polys = free(&fixed);
        // One representative (the least polyomino) per graph.
        let mut graphs: BTreeMap<u64, Cells> = BTreeMap::new();
        for p in &polys {
            graphs
                .entry(canonical(&adjacency(p)))
                .or_insert_with(|| p.clone());
        }
        counts.polyominoes.push(polys.len());
        counts.graphs.push(graphs.len());
        let mut reps: Vec<&Cells> = graphs.values().collect();
        reps.sort();
        let (mut solved, mut written) = (0, 0);
        for (gi, cells) in reps.into_iter().enumerate() {
            let nb = adjacency(cells);
            let autos = automorphisms(&nb);
            let max_marks = if n <= variants.all_kinds_up_to {
                n
            } else {
                variants.max_marks
            };
            let mut kinds = vec![Kind::Empty; n];
            loop {
                if let Some(g) = variant(&nb, &kinds, &autos, max_marks) {
                    solved += 1;
                    let value = solver.solve(&g);
                    if value.digits != [2; 4] {
                        written += 1;
                        let digits: String =
                            kinds.iter().map(|&k| char::from(b'0' + k as u8)).collect();
                        shapes.push(Generated {
                            name: format!("e{n}g{}k{digits}", gi + 1),
                            cells: cells.clone(),
                            kinds: kinds.clone(),
                            value,
                        });
                    }
                }
                // Next kinds vector, last vertex fastest.
                let mut i = n;
                loop {
                    if i == 0 {
                        break;
                    }
                    i -= 1;
                    kinds[i] = match kinds[i] {
                        Kind::Empty => Kind::Marginal,
                        Kind::Marginal => Kind::Attacker,
                        Kind::Attacker => Kind::Empty,
                    };
                    if kinds[i] != Kind::Empty {
                        break;
                    }
                }
                if kinds.iter().all(|&k| k == Kind::Empty) {
                    break;
                }
            }
        }
        counts.solved.push(solved);
        counts.written.push(written);
    }
    counts.positions = solver.positions;
    counts.one_sided_marginal = shapes
        .iter()
        .map(|s| one_sided_marginal(s).count_ones() as usize)
        .sum();
    (shapes, counts)
}

/// The game of a kinds vector if it is a variant we generate and the least of its orbit
/// under the graph's automorphisms.
fn variant(nb: &[u32], kinds: &[Kind], autos: &[Vec<usize>], max_marks: usize) -> Option<EyeGame> {
    let n = nb.len();
    let mut marginal = 0u32;
    let mut attackers = 0u32;
    for (v, &k) in kinds.iter().enumerate() {
        match k {
            Kind::Empty => {}
            Kind::Marginal => marginal |= 1 << v,
            Kind::Attacker => attackers |= 1 << v,
        }
    }
    if ((marginal | attackers).count_ones() as usize) > max_marks {
        return None;
    }
    if (0..n).any(|v| marginal & 1 << v != 0 && nb[v].count_ones() >= 4) {
        return None;
    }
    let c = code(kinds);
    let mut image = vec![Kind::Empty; n];
    for a in autos {
        for v in 0..n {
            image[v] = kinds[a[v]];
        }
        if code(&image) < c {
            return None;
        }
    }
    EyeGame::new(nb, marginal, attackers).ok()
}

/// Marginal vertices vital for one side only.
fn one_sided_marginal(s: &Generated) -> u32 {
    let m = s
        .kinds
        .iter()
        .enumerate()
        .filter(|(_, &k)| k == Kind::Marginal)
        .fold(0, |m, (v, _)| m | 1 << v);
    (s.value.attack ^ s.value.defense) & m
}

/// The diagram symbol of vertex `v`.
fn symbol(s: &Generated, v: usize) -> char {
    let (a, d) = (s.value.attack >> v & 1 != 0, s.value.defense >> v & 1 != 0);
    match (s.kinds[v], a, d) {
        (Kind::Attacker, _, _) => 'X',
        (Kind::Marginal, true, true) => '(',
        (Kind::Marginal, _, _) => '!',
        (Kind::Empty, true, true) => '@',
        (Kind::Empty, true, false) => '<',
        (Kind::Empty, false, true) => '*',
        (Kind::Empty, false, false) => '.',
    }
}

/// The database text of `generate(variants)`.
pub fn eye_database(variants: Variants) -> String {
    let (shapes, counts) = generate(variants);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# GENERATED by engine::eyes::generate (Variants {{ max_vertices: {}, all_kinds_up_to: {}, \
         max_marks: {} }});\n# do not edit: `TESUJI_BLESS=1 cargo test -p patterns --test \
         eyes_generated` rewrites it.\n#",
        variants.max_vertices, variants.all_kinds_up_to, variants.max_marks
    );
    out.push_str(
        "# Every connected eye graph (polyomino up to graph isomorphism, 8.5) with its vertex kinds\n\
         # (`.` empty, `!` marginal, `X` attacker stone; marginal only on vertices with fewer than\n\
         # four neighbours; every attacker string next to an empty vertex), solved as the local\n\
         # game of 8.3-8.7 by engine::eyes::solver. Values are the four digits of 8.7; vital points\n\
         # (`@` `<` `*` `(`) are marked where the value depends on who moves first. Shapes worth\n\
         # 2222 are left out: a space no shape matches is worth {2|2} (8.6).\n#\n\
         # Names: e<vertices>g<graph>k<kind per vertex, 0 empty 1 marginal 2 stone, in diagram order>.\n#\n",
    );
    for (i, n) in counts.graphs.iter().enumerate() {
        let _ = writeln!(
            out,
            "# {} vertices: {} free polyominoes, {} graphs, {} variants solved, {} written",
            i + 1,
            counts.polyominoes[i],
            n,
            counts.solved[i],
            counts.written[i]
        );
    }
    for s in &shapes {
        out.push('\n');
        let one_sided = one_sided_marginal(s);
        if one_sided != 0 {
            let _ = writeln!(
                out,
                "# Marginal vital point for one side only, written `!`: vertex {}.",
                one_sided.trailing_zeros()
            );
        }
        let _ = writeln!(out, "Pattern {}\n", s.name);
        let rows = s.cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
        for r in 0..rows {
            let mut line = String::new();
            for (v, &(cr, cc)) in s.cells.iter().enumerate() {
                if cr == r {
                    while (line.chars().count() as i32) < cc {
                        line.push(' ');
                    }
                    line.push(symbol(s, v));
                }
            }
            out.push_str(&line);
            out.push('\n');
        }
        let d = s.value.digits;
        let _ = writeln!(out, "\n:{}{}{}{}\n", d[0], d[1], d[2], d[3]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polyomino_and_graph_counts() {
        // Free polyominoes of 1..=6 cells: 1, 1, 2, 5, 12, 35 (a classical sequence); their
        // graph classes 1, 1, 1, 3, 4, 10 (the fours: path, T, square; the fives: path,
        // branch, bulky, cross).
        let (_, c) = generate(Variants {
            max_vertices: 6,
            all_kinds_up_to: 0,
            max_marks: 0,
        });
        assert_eq!(c.polyominoes, [1, 1, 2, 5, 12, 35]);
        assert_eq!(c.graphs, [1, 1, 1, 3, 4, 10]);
        assert_eq!(c.solved, c.graphs);
    }

    #[test]
    fn two_point_variants() {
        // One point: `.` and `!` (a lone stone has no liberty). Two points: `..`, `.!`,
        // `.X`, `!!`, `!X` (`XX` has no liberty; `!.`, `X.`, `X!` are mirror images).
        let (shapes, c) = generate(Variants {
            max_vertices: 2,
            all_kinds_up_to: 2,
            max_marks: 2,
        });
        assert_eq!(c.solved, [2, 5]);
        assert!(shapes.iter().all(|s| s.value.digits != [2; 4]));
    }
}

//! The eye-shape graph matcher (manual 8.6) against `db/eyes.db`: eye spaces drawn on real
//! boards with their known values and vital points, every polyomino eye space of up to six
//! points in every orientation and position, and agreement with a naive isomorphism test
//! that tries all permutations.

use std::collections::{BTreeMap, BTreeSet};

use engine::eyes::generate::{fixed_polyominoes as polyominoes, normalise, orient};
use engine::eyes::{match_eye_space, EyeGraph, EyeMatch, EyeShape, EyeVertexKind};
use engine::types::{Color, Point};
use engine::Board;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

fn shapes() -> &'static [EyeShape] {
    patterns::eyes::DATABASE.eyes
}

/// The eye spaces of a diagram: `.` an empty eye point, `X` an attacker stone (inside an eye
/// space when connected to its `.` points), `O` the defender, `+` an empty point outside
/// every eye space. A `.` next to a `+` is marginal. The board is built with `Board::from_rows` and read back.
fn eye_spaces(rows: &[&str]) -> (Board, Vec<EyeGraph>) {
    let board = Board::from_rows(rows);
    let cell = |p: Point| rows[p.row()].as_bytes()[p.col()];
    for p in board.points() {
        let want = match cell(p) {
            b'X' => Color::Black,
            b'O' => Color::White,
            _ => Color::Empty,
        };
        assert_eq!(board.color(p), want, "setup kept {p:?}");
    }
    let in_eye = |p: Point| board.on_board(p) && matches!(cell(p), b'.' | b'X');
    let mut seen = BTreeSet::new();
    let mut spaces = Vec::new();
    for start in board.points().filter(|&p| in_eye(p)) {
        if !seen.insert(start) {
            continue;
        }
        let mut g = EyeGraph::new();
        let mut stack = vec![start];
        while let Some(p) = stack.pop() {
            let marginal = board.color(p) == Color::Empty
                && p.neighbors()
                    .iter()
                    .any(|&q| board.on_board(q) && cell(q) == b'+');
            g.add(p, marginal, board.color(p) == Color::Black);
            for q in p.neighbors() {
                if in_eye(q) && seen.insert(q) {
                    stack.push(q);
                }
            }
        }
        // Attacker stones outside every eye space (walls) are not an eye space.
        if g.points().iter().any(|&p| cell(p) == b'.') {
            spaces.push(g);
        }
    }
    (board, spaces)
}

fn pt(s: &[(usize, usize)]) -> Vec<Point> {
    let mut v: Vec<Point> = s.iter().map(|&(i, j)| Point::new(i, j)).collect();
    v.sort();
    v
}

fn sorted(it: impl Iterator<Item = Point>) -> Vec<Point> {
    let mut v: Vec<Point> = it.collect();
    v.sort();
    v
}

/// Match the space containing `at` and check name, value and vital points.
fn expect(
    spaces: &[EyeGraph],
    at: (usize, usize),
    name: &str,
    value: [u8; 4],
    attack: &[(usize, usize)],
    defense: &[(usize, usize)],
) {
    let p = Point::new(at.0, at.1);
    let g = spaces
        .iter()
        .find(|g| g.index_of(p).is_some())
        .expect("an eye space there");
    let m = match_eye_space(shapes(), g).unwrap_or_else(|| panic!("{name}: no match"));
    assert_eq!(m.shape.name, name);
    assert_eq!(m.value(), value, "{name}");
    assert_eq!(sorted(m.attack_points(g)), pt(attack), "{name}: attack");
    assert_eq!(sorted(m.defense_points(g)), pt(defense), "{name}: defense");
    check_map(&m, g);
}

/// The match's vertex map is an isomorphism that respects kinds.
fn check_map(m: &EyeMatch, g: &EyeGraph) {
    let vs = m.shape.vertices;
    let idx: Vec<usize> = (0..vs.len())
        .map(|v| g.index_of(m.board_point(g, v)).unwrap())
        .collect();
    assert_eq!(idx.iter().collect::<BTreeSet<_>>().len(), g.len());
    for (u, vu) in vs.iter().enumerate() {
        assert!(vu.kind.accepts(g.kind(idx[u])), "{}: kind", m.shape.name);
        for w in 0..vs.len() {
            let shape_adj = vu.neighbours & 1 << w != 0;
            let board_adj = g.neighbours(idx[u]) & 1 << idx[w] != 0;
            assert_eq!(shape_adj, board_adj, "{}: adjacency", m.shape.name);
        }
    }
}

#[test]
fn nakade_shapes_on_the_board() {
    let (_, spaces) = eye_spaces(&[
        "..O...O", //
        ".OO...O", //
        "OOOOOOO", //
        "O.....+", //
        "OOOOOOO", //
        "+++++++", //
        "+++++++",
    ]);
    assert_eq!(spaces.len(), 3);
    // Bent three in the corner: the bend is the vital point.
    expect(&spaces, (0, 0), "three", [1, 1, 2, 2], &[(0, 0)], &[(0, 0)]);
    // Rectangular six: alive.
    expect(&spaces, (0, 4), "six_rectangle", [2, 2, 2, 2], &[], &[]);
    // A four with a half eye at its end, 8.5: {2|1}, the marginal point decides.
    expect(
        &spaces,
        (3, 1),
        "five_marginal_end",
        [1, 1, 2, 2],
        &[(3, 5)],
        &[(3, 5)],
    );

    let (_, spaces) = eye_spaces(&[
        "OOOOOOOOO",
        "O..OOO.OO",
        "O..OO...O",
        "O.OOOO.OO",
        "OOOOOOOOO",
        "OO..OOOOO",
        "OO...OO..",
        "OOO.OOO..",
        "OOOOOOOOO",
    ]);
    assert_eq!(spaces.len(), 4);
    // Bulky five: the point of the square next to the tail.
    expect(
        &spaces,
        (1, 1),
        "bulky_five",
        [1, 1, 2, 2],
        &[(2, 1)],
        &[(2, 1)],
    );
    // Crossed five: the centre.
    expect(
        &spaces,
        (1, 6),
        "crossed_five",
        [1, 1, 2, 2],
        &[(2, 6)],
        &[(2, 6)],
    );
    // Rabbity six: the centre.
    expect(
        &spaces,
        (5, 2),
        "rabbity_six",
        [1, 1, 2, 2],
        &[(6, 3)],
        &[(6, 3)],
    );
    // Square four on the edge: one eye.
    expect(&spaces, (6, 7), "square_four", [1, 1, 1, 1], &[], &[]);
}

#[test]
fn marginal_vertices_and_attacker_stones() {
    let (_, spaces) = eye_spaces(&[
        "..+OX..", //
        "OO+OOOO", //
        "OO+OOOO", //
        "O...OOO", //
        "OOOOO.O", //
        "OOOO.XO", //
        "OOOOO.O",
    ]);
    assert_eq!(spaces.len(), 4);
    // A half eye: the marginal point.
    expect(
        &spaces,
        (0, 0),
        "half_eye",
        [0, 0, 1, 1],
        &[(0, 1)],
        &[(0, 1)],
    );
    // A dead stone at the end of a three: the middle is still vital.
    expect(
        &spaces,
        (0, 4),
        "three_stone_end",
        [1, 1, 2, 2],
        &[(0, 5)],
        &[(0, 5)],
    );
    // The marginal middle of a three: two eyes or none.
    expect(
        &spaces,
        (3, 1),
        "three_marginal_middle",
        [0, 0, 2, 2],
        &[(3, 2)],
        &[(3, 2)],
    );
    // A stone on the vital point of a pyramid four.
    expect(
        &spaces,
        (5, 5),
        "pyramid_stone_centre",
        [1, 1, 1, 1],
        &[],
        &[],
    );
}

/// 8.5/8.6: a half eye `a` whose key point `b` is added to the eye space as a marginal
/// vertex joined to `a` makes `....` the shape `!....`, {2|1}, decided at `b`.
#[test]
fn half_eye_key_point_edge() {
    let (board, spaces) = eye_spaces(&[
        "XXOOOOO", //
        "XO....O", //
        "X+OOOOO", //
        "XXXXXXX", //
        "+++++++", //
        "+++++++", //
        "+++++++",
    ]);
    assert_eq!(spaces.len(), 1);
    let mut g = spaces[0].clone();
    assert_eq!(g.len(), 4);
    // Without the half eye: a plain four.
    assert_eq!(
        match_eye_space(shapes(), &g).unwrap().shape.name,
        "four_path"
    );
    let (a, b) = (Point::new(1, 2), Point::new(2, 1));
    assert_eq!(board.color(b), Color::Empty);
    let ia = g.index_of(a).unwrap();
    let ib = g.add(b, true, false).unwrap();
    g.add_edge(ia, ib);
    let m = match_eye_space(shapes(), &g).unwrap();
    assert_eq!(m.shape.name, "five_marginal_end");
    assert_eq!(m.value(), [1, 1, 2, 2]);
    assert_eq!(sorted(m.attack_points(&g)), vec![b]);
    check_map(&m, &g);
}

// ------------------------------------------------------------------ polyominoes

/// A naive isomorphism test: try every permutation.
fn naive_matches(shape: &EyeShape, g: &EyeGraph) -> bool {
    let n = g.len();
    if shape.vertices.len() != n {
        return false;
    }
    let mut perm: Vec<usize> = (0..n).collect();
    let mut found = false;
    permutations(&mut perm, 0, &mut |p| {
        let ok = (0..n).all(|u| {
            shape.vertices[u].kind.accepts(g.kind(p[u]))
                && (0..n).all(|w| {
                    (shape.vertices[u].neighbours & 1 << w != 0)
                        == (g.neighbours(p[u]) & 1 << p[w] != 0)
                })
        });
        found |= ok;
        !ok
    });
    found
}

fn permutations(p: &mut [usize], k: usize, f: &mut impl FnMut(&[usize]) -> bool) -> bool {
    if k == p.len() {
        return f(p);
    }
    for i in k..p.len() {
        p.swap(k, i);
        let more = permutations(p, k + 1, f);
        p.swap(k, i);
        if !more {
            return false;
        }
    }
    true
}

#[test]
fn every_polyomino_up_to_six_points_matches_one_shape_in_every_orientation() {
    let polys = polyominoes(6);
    assert_eq!(polys.len(), 1 + 2 + 6 + 19 + 63 + 216, "fixed polyominoes");
    let mut rng = StdRng::seed_from_u64(8);
    let size = 19i32;
    let mut seen_shapes = BTreeSet::new();
    for cells in &polys {
        // The one database shape whose graph this is.
        let mut g0 = EyeGraph::new();
        for &(r, c) in cells {
            g0.add(Point::new(r as usize + 5, c as usize + 5), false, false);
        }
        let naive: Vec<usize> = (0..shapes().len())
            .filter(|&i| naive_matches(&shapes()[i], &g0))
            .collect();
        assert_eq!(naive.len(), 1, "{cells:?}: shapes {naive:?}");
        seen_shapes.insert(naive[0]);
        let mut answer: Option<(usize, Vec<usize>, Vec<usize>)> = None;
        for t in 0..8 {
            let moved = normalise(cells.iter().map(|&c| orient(t, c)).collect());
            let h = moved.iter().map(|c| c.0).max().unwrap();
            let w = moved.iter().map(|c| c.1).max().unwrap();
            // Top-left corner, top edge, centre, bottom-right corner.
            for (r0, c0) in [(0, 0), (0, 7), (7, 7), (size - 1 - h, size - 1 - w)] {
                // Cell index of each board point, in a random insertion order.
                let mut order: Vec<usize> = (0..cells.len()).collect();
                order.shuffle(&mut rng);
                let mut g = EyeGraph::new();
                let mut cell_of = BTreeMap::new();
                for &i in &order {
                    let (r, c) = orient(t, cells[i]);
                    let (mr, mc) = (
                        cells.iter().map(|&c| orient(t, c).0).min().unwrap(),
                        cells.iter().map(|&c| orient(t, c).1).min().unwrap(),
                    );
                    let p = Point::new((r - mr + r0) as usize, (c - mc + c0) as usize);
                    g.add(p, false, false);
                    cell_of.insert(p, i);
                }
                let m = match_eye_space(shapes(), &g).expect("every polyomino matches");
                check_map(&m, &g);
                let cells_of = |it: &mut dyn Iterator<Item = Point>| {
                    let mut v: Vec<usize> = it.map(|p| cell_of[&p]).collect();
                    v.sort();
                    v
                };
                let got = (
                    m.index,
                    cells_of(&mut m.attack_points(&g)),
                    cells_of(&mut m.defense_points(&g)),
                );
                assert_eq!(got.0, naive[0]);
                match &answer {
                    None => answer = Some(got),
                    Some(a) => assert_eq!(a, &got, "{cells:?} orientation {t} at {r0},{c0}"),
                }
            }
        }
    }
    // Graph classes of polyominoes of 1..=6 cells: 1 + 1 + 1 + 3 + 4 + 10.
    assert_eq!(seen_shapes.len(), 20);
}

#[test]
fn agrees_with_naive_isomorphism_on_random_marked_spaces() {
    let polys = polyominoes(6);
    let mut rng = StdRng::seed_from_u64(86);
    let mut matched = 0;
    for _ in 0..3000 {
        let cells = polys.choose(&mut rng).unwrap();
        let marks: Vec<(bool, bool)> = cells
            .iter()
            .map(|_| {
                let roll = rng.gen_range(0..12);
                (roll == 0, roll == 11)
            })
            .collect();
        let mut first: Option<(Option<usize>, Vec<usize>, Vec<usize>)> = None;
        for t in 0..8 {
            // The space in orientation `t`, at (5, 5), with the same marks per cell.
            let moved: Vec<(i32, i32)> = cells.iter().map(|&c| orient(t, c)).collect();
            let (mr, mc) = (
                moved.iter().map(|c| c.0).min().unwrap(),
                moved.iter().map(|c| c.1).min().unwrap(),
            );
            let board_point =
                |(r, c): (i32, i32)| Point::new((r - mr + 5) as usize, (c - mc + 5) as usize);
            let mut g = EyeGraph::new();
            for (&c, &(marginal, stone)) in moved.iter().zip(&marks) {
                g.add(board_point(c), marginal, stone);
            }
            let naive = shapes().iter().position(|s| naive_matches(s, &g));
            let fast = match_eye_space(shapes(), &g);
            assert_eq!(fast.map(|m| m.index), naive, "{cells:?} {marks:?}");
            let cell_of = |p: Point| moved.iter().position(|&c| board_point(c) == p).unwrap();
            let got = match fast {
                Some(m) => {
                    check_map(&m, &g);
                    let mut a: Vec<usize> = m.attack_points(&g).map(cell_of).collect();
                    let mut d: Vec<usize> = m.defense_points(&g).map(cell_of).collect();
                    a.sort();
                    d.sort();
                    (Some(m.index), a, d)
                }
                None => (None, Vec::new(), Vec::new()),
            };
            match &first {
                None => first = Some(got),
                Some(f) => assert_eq!(f, &got, "{cells:?} {marks:?}: orientation {t}"),
            }
        }
        if first.is_some_and(|f| f.0.is_some()) {
            matched += 1;
        }
    }
    assert!(matched > 500, "only {matched} spaces matched");
}

#[test]
fn compiled_graph_data_agrees_with_the_engine() {
    for db in [&patterns::eyes::DATABASE, &patterns::manual_eyes::DATABASE] {
        for (i, s) in db.eyes.iter().enumerate() {
            let g = EyeGraph::from_points(s.vertices.iter().map(|v| {
                (
                    Point::new((v.row + 3) as usize, (v.col + 3) as usize),
                    v.kind == EyeVertexKind::Marginal,
                    matches!(
                        v.kind,
                        EyeVertexKind::Attacker | EyeVertexKind::AttackerOrEmpty
                    ),
                )
            }));
            assert_eq!(g.signature(), s.signature, "{}", s.name);
            assert_eq!(g.edges(), s.edges as usize, "{}", s.name);
            let m = match_eye_space(db.eyes, &g).expect("a shape matches its own graph");
            assert!(m.index <= i, "{}", s.name);
            if db.name == "eyes" {
                assert_eq!(m.index, i, "{}: only itself", s.name);
            }
        }
    }
}

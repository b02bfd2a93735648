//! The DFA matcher, the naive matcher and the incremental matcher agree on random positions
//! for every database, and every match is reported once.

use engine::patterns::{naive, IncrementalMatcher, Match, Matcher};
use engine::{Board, Color, Point, BOARDMAX};
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::HashSet;

pattern_macros::pattern_db!(name = synth150, kind = "shapes", file = "db/synth150.db");

/// The crate's databases plus a synthetic one of 150 patterns whose automaton reads only part
/// of the spiral (so residual elements are exercised).
fn databases() -> Vec<&'static engine::patterns::Database> {
    let mut v = patterns::all_databases();
    v.push(&synth150::DATABASE);
    v
}

fn random_board(rng: &mut StdRng, size: usize, density: f64) -> Vec<Color> {
    let mut colors = vec![Color::Border; BOARDMAX];
    for r in 0..size {
        for c in 0..size {
            colors[Point::new(r, c).idx()] = if rng.gen_bool(density) {
                if rng.gen_bool(0.5) {
                    Color::Black
                } else {
                    Color::White
                }
            } else {
                Color::Empty
            };
        }
    }
    colors
}

fn sorted(mut v: Vec<Match>) -> Vec<Match> {
    v.sort();
    v
}

#[test]
fn dfa_agrees_with_naive_matcher_on_random_positions() {
    let mut rng = StdRng::seed_from_u64(20261121);
    let mut total = 0;
    for db in databases() {
        // The synthetic database is slow under the naive matcher: fewer positions.
        let positions = if db.patterns.len() > 100 { 60 } else { 1500 };
        for i in 0..positions {
            let size = [19, 13, 9, 7, 5][i % 5];
            let density = [0.2, 0.4, 0.6, 0.8][i % 4];
            let colors = random_board(&mut rng, size, density);
            let mut m = Matcher::new(db, size);
            for o in [Color::Black, Color::White] {
                let dfa = sorted(m.matches(&colors, o));
                let slow = sorted(naive::match_board(db, &colors, size, o));
                assert_eq!(dfa, slow, "{}: size {size}, density {density}", db.name);
                total += dfa.len();
            }
        }
    }
    assert!(
        total > 1000,
        "random positions produced only {total} matches"
    );
}

/// The board points and values a match covers: two matches of one pattern with the same
/// footprint would be the same match reported twice.
fn footprint(db: &engine::patterns::Database, m: &Match, colors: &[Color]) -> Vec<(Point, Color)> {
    let info = &db.patterns[m.pattern as usize];
    let mut v: Vec<(Point, Color)> = info
        .elements
        .iter()
        .filter(|e| e.mask != 1 << engine::patterns::OFF)
        .map(|e| {
            let p = m.point(e.dr, e.dc);
            (p, colors[p.idx()])
        })
        .collect();
    v.push((m.move_point, Color::Empty));
    v.sort();
    v
}

#[test]
fn symmetric_patterns_are_reported_once() {
    let mut rng = StdRng::seed_from_u64(7);
    let db = &patterns::board_shapes::DATABASE;
    let mut checked = 0;
    for i in 0..400 {
        let size = [19, 9, 6][i % 3];
        let colors = random_board(&mut rng, size, [0.3, 0.5][i % 2]);
        let mut m = Matcher::new(db, size);
        for o in [Color::Black, Color::White] {
            let all = m.matches(&colors, o);
            let mut seen = HashSet::new();
            for hit in &all {
                let info = &db.patterns[hit.pattern as usize];
                // N1's diagram is fully symmetric but its label `a` is not, so it is reported
                // once per position of `a` (its symmetry is declared `8`).
                if info.name == "N1" {
                    continue;
                }
                let key = (hit.pattern, footprint(db, hit, &colors));
                assert!(
                    seen.insert(key),
                    "pattern {} reported twice at {:?}",
                    info.name,
                    hit.anchor
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 500);
}

#[test]
fn symmetry_reduces_the_transformations() {
    let db = &patterns::board_shapes::DATABASE;
    let n = |name: &str| {
        db.patterns
            .iter()
            .find(|p| p.name == name)
            .unwrap()
            .transforms
            .len()
    };
    assert_eq!(n("T1"), 8);
    assert_eq!(n("T2"), 4); // |
    assert_eq!(n("T3"), 1); // + on a pattern that is fully symmetric
    assert_eq!(n("T4"), 1); // X on a pattern that is fully symmetric
                            // `0` declared, but the diagram is also symmetric about both diagonals: the compiler
                            // drops the transformations that give the very same match.
    assert_eq!(n("T5"), 2);
    assert_eq!(n("N1"), 4); // symmetric diagram, asymmetric label
    assert_eq!(n("T6"), 4); // \
    assert_eq!(n("T7"), 4); // /
}

#[test]
fn incremental_matching_equals_full_rescan() {
    let mut rng = StdRng::seed_from_u64(99);
    for db in databases() {
        let size = 19;
        let mut colors = random_board(&mut rng, size, 0.3);
        for o in [Color::Black, Color::White] {
            let mut inc = IncrementalMatcher::new(db, &colors, size, o);
            let mut full = Matcher::new(db, size);
            assert_eq!(sorted(inc.matches()), sorted(full.matches(&colors, o)));
            let moves = if db.patterns.len() > 100 { 40 } else { 200 };
            for _ in 0..moves {
                // A move, sometimes with "captures": 1 to 3 points change.
                let mut changed = Vec::new();
                for _ in 0..rng.gen_range(1..=3) {
                    let p = Point::new(rng.gen_range(0..size), rng.gen_range(0..size));
                    colors[p.idx()] =
                        [Color::Empty, Color::Black, Color::White][rng.gen_range(0..3)];
                    changed.push(p);
                }
                inc.update(&colors, &changed);
                assert_eq!(
                    sorted(inc.matches()),
                    sorted(full.matches(&colors, o)),
                    "{}",
                    db.name
                );
                assert!(inc.last_update_work <= inc.full_scan_work());
            }
        }
    }
}

/// The points whose colour differs between two boards.
fn diff(before: &[Color], after: &[Color], size: usize) -> Vec<Point> {
    (0..size)
        .flat_map(|r| (0..size).map(move |c| Point::new(r, c)))
        .filter(|p| before[p.idx()] != after[p.idx()])
        .collect()
}

#[test]
fn incremental_matching_follows_moves_captures_and_undo() {
    // Real moves on a board (`trymove`, captures included) and their undo (`popgo`), nested
    // as in reading; the changed points are the move and its captures.
    let mut rng = StdRng::seed_from_u64(2026);
    let mut captures = 0;
    for db in databases() {
        for size in [19, 13, 9] {
            let mut board = engine::Board::new(size);
            let stones = size * size * [35, 50, 65][size % 3] / 100;
            let mut color = Color::Black;
            let mut tries = 0;
            while board.colors().iter().filter(|c| c.is_player()).count() < stones && tries < 5000 {
                tries += 1;
                let p = Point::new(rng.gen_range(0..size), rng.gen_range(0..size));
                if board.color(p) == Color::Empty && board.play_move(p, color, false).is_ok() {
                    color = color.other();
                }
            }
            for o in [Color::Black, Color::White] {
                let mut inc = IncrementalMatcher::new(db, board.colors(), size, o);
                let mut full = Matcher::new(db, size);
                let steps = if db.patterns.len() > 100 { 30 } else { 120 };
                let mut depth = 0;
                for _ in 0..steps {
                    let before = board.colors().to_vec();
                    if depth > 0 && (depth >= 8 || rng.gen_bool(0.4)) {
                        board.popgo();
                        depth -= 1;
                    } else {
                        let p = Point::new(rng.gen_range(0..size), rng.gen_range(0..size));
                        let c = [Color::Black, Color::White][rng.gen_range(0..2)];
                        if !board.trymove(p, c) {
                            continue;
                        }
                        depth += 1;
                    }
                    let changed = diff(&before, board.colors(), size);
                    captures += (changed.len() > 1) as usize;
                    inc.update(board.colors(), &changed);
                    assert_eq!(
                        sorted(inc.matches()),
                        sorted(full.matches(board.colors(), o)),
                        "{}: size {size}",
                        db.name
                    );
                }
                while depth > 0 {
                    let before = board.colors().to_vec();
                    board.popgo();
                    depth -= 1;
                    inc.update(board.colors(), &diff(&before, board.colors(), size));
                }
                assert_eq!(
                    sorted(inc.matches()),
                    sorted(full.matches(board.colors(), o))
                );
            }
        }
    }
    assert!(captures > 20, "only {captures} moves with captures");
}

#[test]
fn edges_are_classified_by_two_dimensional_bounds() {
    // A pattern at the right edge must not see the next row's first point through the
    // shared border column.
    let db = &patterns::board_shapes::DATABASE;
    let e4 = db.patterns.iter().position(|p| p.name == "E4").unwrap() as u32;
    let size = 9;
    // E4: "O.|" / "*X|" / "..|" at the right edge, rows 3..5.
    let colors = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".......O.",
        "........X",
        ".........",
        ".........",
        ".........",
        ".........",
    ])
    .colors()
    .to_vec();
    let mut m = Matcher::new(db, size);
    let hits: Vec<Match> = m
        .matches(&colors, Color::White)
        .into_iter()
        .filter(|h| h.pattern == e4)
        .collect();
    assert_eq!(hits.len(), 1, "{hits:?}");
    assert_eq!(hits[0].move_point, Point::new(4, 7));
    // Moved one column left, it is no longer an edge pattern.
    let shifted = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "......O..",
        ".......X.",
        ".........",
        ".........",
        ".........",
        ".........",
    ])
    .colors()
    .to_vec();
    assert!(m
        .matches(&shifted, Color::White)
        .iter()
        .all(|h| h.pattern != e4));
}

//! The joseki corner matcher (manual 9.18) against the DFA full-board matcher on the same
//! database (`db/joseki.db`): a full board for one player, in an opening with joseki in three
//! corners and in a middle-game-like position of 150 random moves. Both report the same
//! matches (checked here and in `tests/corner.rs`).
//!
//! `CARGO_TARGET_DIR=/work/target-corner cargo bench -p patterns --bench corner`

mod common;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::patterns::{CornerMatcher, Matcher};
use engine::{Board, Color, Point};
use patterns::joseki::{CORNER, DATABASE};

/// Corner coordinates (1-based lines from the two edges) to a board point at corner `q`
/// (0 top left, 1 top right, 2 bottom left, 3 bottom right), transposed if `swap`.
fn at(q: usize, swap: bool, (r, c): (usize, usize)) -> Point {
    let (r, c) = if swap { (c, r) } else { (r, c) };
    let r = if q >= 2 { 19 - r } else { r - 1 };
    let c = if q % 2 == 1 { 19 - c } else { c - 1 };
    Point::new(r, c)
}

/// A joseki line: corner, transposed, moves (Black first).
type Line = (usize, bool, &'static [(usize, usize)]);

/// An opening: the 3-3 invasion line, a 3-4 point high approach line and a 4-4 point
/// approach with the knight's move response, in three corners.
fn opening() -> Board {
    let mut b = Board::new(19);
    let lines: [Line; 3] = [
        (
            0,
            false,
            &[
                (4, 4),
                (3, 3),
                (3, 4),
                (4, 3),
                (5, 3),
                (5, 2),
                (6, 2),
                (2, 4),
                (2, 5),
                (2, 3),
            ],
        ),
        (1, true, &[(4, 3), (4, 5), (3, 5), (3, 6)]),
        (3, false, &[(4, 4), (3, 6), (6, 3)]),
    ];
    for (q, swap, moves) in lines {
        let mut color = Color::Black;
        for &m in moves {
            b.play_move(at(q, swap, m), color, false).unwrap();
            color = color.other();
        }
    }
    b
}

fn bench_corner(c: &mut Criterion) {
    let mut dfa = Matcher::new(&DATABASE, 19);
    let mut corner = CornerMatcher::new(19);
    eprintln!(
        "joseki.db: {} patterns, {} variants, DFA {} states, {} bytes; corner tree {} variations, {} bytes",
        DATABASE.patterns.len(),
        DATABASE.variant_count(),
        DATABASE.dfa_states(),
        DATABASE.dfa_bytes(),
        CORNER.variations(),
        CORNER.nodes.len() + CORNER.attachments.len()
    );
    for (name, board, o) in [
        ("opening", opening(), Color::White),
        ("middle_game", common::middle_game(), Color::Black),
    ] {
        let colors = board.colors().to_vec();
        let mut a = corner.matches(&CORNER, &colors, o);
        let mut b = dfa.matches(&colors, o);
        a.sort();
        b.sort();
        assert_eq!(a, b, "the matchers agree");
        eprintln!("{name}: {} matches for {o:?}", a.len());
        c.bench_function(&format!("joseki_{name}_corner_matcher"), |bch| {
            bch.iter(|| {
                let mut n = 0;
                corner.scan_board(&CORNER, black_box(&colors), o, |_| n += 1);
                n
            })
        });
        c.bench_function(&format!("joseki_{name}_dfa_full_board"), |bch| {
            bch.iter(|| {
                let mut n = 0;
                dfa.scan_board(black_box(&colors), o, |_| n += 1);
                n
            })
        });
    }
}

criterion_group!(benches, bench_corner);
criterion_main!(benches);

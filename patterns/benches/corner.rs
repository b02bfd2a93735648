//! The joseki corner matcher (manual 9.18) against the DFA full-board matcher on the same
//! database (`db/joseki.db`): a full board for one player, in an opening with joseki in three
//! corners and in a middle-game-like position of 150 random moves. Both report the same
//! matches (checked here and in `tests/corner.rs`).
//!
//! `CARGO_TARGET_DIR=/work/target-corner cargo bench -p patterns --bench corner`

mod common;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::patterns::{CornerMatcher, Matcher};
use engine::{Board, Color};
use patterns::joseki::{CORNER, DATABASE};

/// An opening: the 3-3 invasion line (top left), a 3-4 point high approach line (top right)
/// and a 4-4 point approach with the knight's move response (bottom right), Black first in
/// each.
fn opening() -> Board {
    Board::from_rows(&[
        "...................",
        "..OOX..............",
        "..OX...........X...",
        "..OX...............",
        ".OX............OX..",
        ".X..............O..",
        "...................",
        "...................",
        "...................",
        "...................",
        "...................",
        "...................",
        "...................",
        "................X..",
        "...................",
        "...............X...",
        ".............O.....",
        "...................",
        "...................",
    ])
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

//! Matching benchmarks: full-board DFA scan and incremental rescan for a synthetic database of
//! 500 patterns (`benches/bench500.db`, made by `check-patterns --generate 500 1`), the
//! naive matcher for scale, and the compiler front end (parse, check, DFA, codegen) for 500
//! and 5,000 patterns.
//!
//! `CARGO_TARGET_DIR=/work/target-pat cargo bench -p patterns --bench matching`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::patterns::{naive, IncrementalMatcher, Matcher};
use engine::{Board, Color, Point};
use pattern_macros::pattern_db;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::time::Instant;

pattern_db!(
    name = bench500,
    kind = "shapes",
    file = "benches/bench500.db"
);

/// A middle-game-like position: 150 random legal moves (captures included), deterministic.
fn position() -> Board {
    let mut b = Board::new(19);
    let mut rng = StdRng::seed_from_u64(1);
    let mut color = Color::Black;
    let mut played = 0;
    while played < 150 {
        let p = Point::new(rng.gen_range(0..19), rng.gen_range(0..19));
        if b.color(p) == Color::Empty && b.play_move(p, color, false).is_ok() {
            played += 1;
            color = color.other();
        }
    }
    b
}

fn bench_matching(c: &mut Criterion) {
    let db = &bench500::DATABASE;
    let board = position();
    let colors = board.colors().to_vec();
    let mut m = Matcher::new(db, 19);
    let hits = m.matches(&colors, Color::Black).len();
    eprintln!(
        "bench500: {} patterns, {} variants, DFA {} states in {} automata, scan depth {}, {} bytes; {} matches for black",
        db.patterns.len(),
        db.variant_count(),
        db.dfa_states(),
        db.dfas.len(),
        db.spiral.len(),
        db.dfa_bytes(),
        hits
    );
    c.bench_function("full_board_scan_500_patterns", |b| {
        b.iter(|| {
            let mut n = 0;
            m.scan_board(black_box(&colors), Color::Black, |_| n += 1);
            n
        })
    });
    c.bench_function("full_board_scan_500_patterns_naive", |b| {
        b.iter(|| naive::match_board(db, black_box(&colors), 19, Color::Black).len())
    });

    // Incremental: a stone placed on an empty point and removed again (two updates per
    // iteration), over many empty points.
    let empties: Vec<Point> = (0..19)
        .flat_map(|r| (0..19).map(move |c| Point::new(r, c)))
        .filter(|&p| colors[p.idx()] == Color::Empty)
        .collect();
    let mut inc = IncrementalMatcher::new(db, &colors, 19, Color::Black);
    let mut work_colors = colors.clone();
    let (mut inc_work, mut updates) = (0usize, 0usize);
    for &p in &empties {
        work_colors[p.idx()] = Color::White;
        inc.update(&work_colors, &[p]);
        inc_work += inc.last_update_work;
        work_colors[p.idx()] = Color::Empty;
        inc.update(&work_colors, &[p]);
        inc_work += inc.last_update_work;
        updates += 2;
    }
    eprintln!(
        "incremental: average work per update {:.0} (scan steps + residual checks) vs {} for a full scan",
        inc_work as f64 / updates as f64,
        inc.full_scan_work()
    );
    let mut i = 0;
    c.bench_function("incremental_update_one_stone", |b| {
        b.iter(|| {
            let p = empties[i % empties.len()];
            i += 1;
            work_colors[p.idx()] = Color::White;
            inc.update(&work_colors, &[p]);
            work_colors[p.idx()] = Color::Empty;
            inc.update(&work_colors, &[p]);
        })
    });
}

fn bench_compiler(c: &mut Criterion) {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/bench500.db"))
        .unwrap();
    let ident = quote::format_ident!("bench500");
    let mut g = c.benchmark_group("compiler");
    g.sample_size(10);
    g.bench_function("compile_and_expand_500_patterns", |b| {
        b.iter(|| {
            let comp =
                pattern_compiler::compile("bench500.db", pattern_compiler::DbKind::Shapes, &text)
                    .unwrap();
            pattern_compiler::codegen::expand(&ident, &comp.checked, &comp.dfa, None)
                .to_string()
                .len()
        })
    });
    g.finish();
    let big = pattern_compiler::synth::synthetic_db(5000, 3);
    let t0 = Instant::now();
    let comp =
        pattern_compiler::compile("bench5000.db", pattern_compiler::DbKind::Shapes, &big).unwrap();
    let code =
        pattern_compiler::codegen::expand(&ident, &comp.checked, &comp.dfa, None).to_string();
    eprintln!(
        "compiler: 5000 patterns -> {} variants, DFA {} states, depth {}, {} bytes, {} bytes of Rust, {:.2} s",
        comp.dfa.variants.len(),
        comp.dfa.states(),
        comp.dfa.depth,
        comp.dfa.bytes(),
        code.len(),
        t0.elapsed().as_secs_f64()
    );
}

criterion_group!(benches, bench_matching, bench_compiler);
criterion_main!(benches);

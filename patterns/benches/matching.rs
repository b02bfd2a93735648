//! Matching benchmarks: full-board DFA scan and incremental rescan for a synthetic database of
//! 500 patterns (`benches/bench500.db`, made by the first synthetic generator, seed 1, and
//! kept as a fixed input), the naive matcher for scale, and the compiler front end (parse,
//! check, DFA, codegen) for 500 and 5,000 patterns.
//!
//! The incremental matcher is compared with the full scan in one timing loop (printed as
//! "incremental vs full scan"): every legal move of either colour in the position (captures
//! included), the update for the move and for its undo, medians over moves.
//!
//! `CARGO_TARGET_DIR=/work/target-pat cargo bench -p patterns --bench matching`

mod common;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::patterns::{naive, IncrementalMatcher, Matcher};
use engine::{Color, Point};
use pattern_macros::pattern_db;
use std::time::Instant;

pattern_db!(
    name = bench500,
    kind = "shapes",
    file = "benches/bench500.db"
);

fn bench_matching(c: &mut Criterion) {
    let db = &bench500::DATABASE;
    let board = common::middle_game();
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

    // Incremental: real moves (a stone placed with `trymove`, captures included) of either
    // colour at every legal point, each followed by its undo (`popgo`). The changed points are
    // the move and the stones it captured.
    let mut moves = Vec::new(); // (changed points, colours after, colours before)
    let mut work_board = board.clone();
    for r in 0..19 {
        for c in 0..19 {
            for color in [Color::Black, Color::White] {
                let p = Point::new(r, c);
                if work_board.trymove(p, color) {
                    let after = work_board.colors().to_vec();
                    work_board.popgo();
                    let changed: Vec<Point> = (0..19)
                        .flat_map(|r| (0..19).map(move |c| Point::new(r, c)))
                        .filter(|q| after[q.idx()] != colors[q.idx()])
                        .collect();
                    moves.push((changed, after));
                }
            }
        }
    }
    let with_captures = moves.iter().filter(|m| m.0.len() > 1).count();
    let mut inc = IncrementalMatcher::new(db, &colors, 19, Color::Black);
    let (mut inc_work, mut updates) = (0usize, 0usize);
    for (changed, after) in &moves {
        inc.update(after, changed);
        inc_work += inc.last_update_work;
        inc.update(&colors, changed);
        updates += 1;
    }
    eprintln!(
        "incremental: {} moves ({} with captures); average work per move {:.0} (scan steps + candidates checked) vs {} for a full scan",
        moves.len(),
        with_captures,
        inc_work as f64 / updates as f64,
        inc.full_scan_work()
    );

    // Full scan and incremental update timed in the same run (the machine is noisy), per
    // move the median over rounds, then the median over moves, in two cache regimes:
    // - warm: the moves in board order, each right after the undo of its neighbour (as in
    //   reading, where the tries near a group follow each other), against back-to-back full
    //   scans;
    // - cold: the second-level cache flushed (4 MiB read) before every timed full scan, move
    //   and undo, as when other work ran in between.
    fn median(v: &mut [f64]) -> f64 {
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        v[v.len() / 2]
    }
    let flush_buf = vec![1u64; 1 << 19];
    let flush = || black_box(flush_buf.iter().sum::<u64>());
    for cold in [false, true] {
        let rounds = if cold { 11 } else { 41 };
        let mut full_t = Vec::new();
        let mut apply_t = vec![Vec::new(); moves.len()];
        let mut undo_t = vec![Vec::new(); moves.len()];
        for _ in 0..rounds {
            for _ in 0..if cold { 10 } else { 40 } {
                if cold {
                    flush();
                }
                let t = Instant::now();
                let mut n = 0;
                m.scan_board(black_box(&colors), Color::Black, |_| n += 1);
                black_box(n);
                full_t.push(t.elapsed().as_secs_f64());
            }
            for (k, (changed, after)) in moves.iter().enumerate() {
                if cold {
                    flush();
                }
                let t = Instant::now();
                inc.update(black_box(after), changed);
                apply_t[k].push(t.elapsed().as_secs_f64());
                if cold {
                    flush();
                }
                let t = Instant::now();
                inc.update(black_box(&colors), changed);
                undo_t[k].push(t.elapsed().as_secs_f64());
            }
        }
        let full = median(&mut full_t);
        let mut apply: Vec<f64> = apply_t.iter_mut().map(|v| median(v)).collect();
        let mut undo: Vec<f64> = undo_t.iter_mut().map(|v| median(v)).collect();
        let mut capt: Vec<f64> = moves
            .iter()
            .zip(&apply)
            .filter(|(m, _)| m.0.len() > 1)
            .map(|(_, &t)| t)
            .collect();
        let worst = apply.iter().cloned().fold(0.0, f64::max);
        let (apply, undo) = (median(&mut apply), median(&mut undo));
        let capt = if capt.is_empty() {
            f64::NAN
        } else {
            median(&mut capt)
        };
        eprintln!(
            "incremental vs full scan, {} (medians over {} moves x {rounds} rounds): full scan {:.2} us; move {:.2} us ({:.1}x cheaper); undo {:.2} us ({:.1}x); moves with captures {:.2} us ({:.1}x); slowest move {:.2} us ({:.1}x)",
            if cold { "cold caches" } else { "warm caches" },
            moves.len(),
            full * 1e6,
            apply * 1e6,
            full / apply,
            undo * 1e6,
            full / undo,
            capt * 1e6,
            full / capt,
            worst * 1e6,
            full / worst,
        );
    }
    let mut i = 0;
    c.bench_function("incremental_move_and_undo", |b| {
        b.iter(|| {
            let (changed, after) = &moves[i % moves.len()];
            i += 1;
            inc.update(black_box(after), changed);
            inc.update(black_box(&colors), changed);
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

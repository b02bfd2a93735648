//! Monte Carlo playouts (chapter 14) on an empty 9x9 board with the uniform policy
//! (`mc_uniform.db`) and our heavier one (`mc_heavy.db`): one iteration is one playout to the
//! end (two passes) and its undo, so criterion's element throughput is playouts per second.
//!
//! `CARGO_TARGET_DIR=/work/target-mc cargo bench -p patterns --bench mc`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use engine::mc::{McTable, Playout};
use engine::rng::Rng;
use engine::{Board, Color};

fn bench_policy(c: &mut Criterion, name: &str, table: McTable<'static>) {
    let mut board = Board::new(9);
    let mut po = Playout::new(table);
    let mut rng = Rng::new(1);
    // Average playout length, for the report.
    let (mut moves, n) = (0, 200);
    for _ in 0..n {
        let r = po.run(&mut board, Color::Black, None, &mut rng, 1000);
        moves += r.moves;
        Playout::undo(&mut board, &r);
    }
    eprintln!("{name}: {:.1} moves per playout", moves as f64 / n as f64);
    let mut g = c.benchmark_group("playout_9x9");
    g.throughput(Throughput::Elements(1));
    g.bench_function(name, |b| {
        b.iter(|| {
            let r = po.run(&mut board, Color::Black, None, &mut rng, 1000);
            Playout::undo(&mut board, &r);
            black_box(r.moves)
        })
    });
    g.finish();
}

fn playouts(c: &mut Criterion) {
    bench_policy(c, "mc_uniform", patterns::mc_uniform::MC_TABLE);
    bench_policy(c, "mc_heavy", patterns::mc_heavy::MC_TABLE);
}

criterion_group!(benches, playouts);
criterion_main!(benches);

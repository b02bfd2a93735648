//! Monte Carlo playouts (chapter 14) on empty 9x9 and 19x19 boards with the uniform policy
//! (`mc_uniform.db`) and our heavier one (`mc_heavy.db`): one iteration is one playout to the
//! end (two passes), so criterion's element throughput is playouts per second. `NAME` plays
//! it on the full `Board` with `trymove` (and takes it back), `NAME_fast` on the playout
//! board `FastBoard` (from a copy of the position, as UCT does). `uct_9x9` times a whole
//! UCT search of 1000 playouts (tree, RAVE and playouts) on one thread (`_1t`) and on two
//! sharing the tree (`_2t`).
//!
//! `cargo bench -p patterns --bench mc`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use engine::mc::{FastBoard, McTable, Playout, Uct, UctOptions};
use engine::rng::Rng;
use engine::{Board, Color};

fn bench_policy(c: &mut Criterion, size: usize, name: &str, table: McTable<'static>) {
    let mut board = Board::new(size);
    let mut po = Playout::new(table);
    let mut rng = Rng::new(1);
    // Average playout length, for the report.
    let (mut moves, n) = (0, 200);
    for _ in 0..n {
        let r = po.run(&mut board, Color::Black, None, &mut rng, 1000);
        moves += r.moves;
        Playout::undo(&mut board, &r);
    }
    eprintln!(
        "{name} {size}x{size}: {:.1} moves per playout",
        moves as f64 / n as f64
    );
    let mut g = c.benchmark_group(format!("playout_{size}x{size}"));
    g.throughput(Throughput::Elements(1));
    g.bench_function(name, |b| {
        b.iter(|| {
            let r = po.run(&mut board, Color::Black, None, &mut rng, 1000);
            Playout::undo(&mut board, &r);
            black_box(r.moves)
        })
    });
    // The same playouts on the playout board, each from a copy of the position.
    let root = FastBoard::from_board(table, &board, None);
    let mut fb = root.clone();
    g.bench_function(format!("{name}_fast"), |b| {
        b.iter(|| {
            fb.copy_from(&root);
            let r = fb.playout(Color::Black, &mut rng, 1000, None);
            black_box(r.moves)
        })
    });
    g.finish();
}

fn playouts(c: &mut Criterion) {
    for size in [9, 19] {
        bench_policy(c, size, "mc_uniform", patterns::mc_uniform::MC_TABLE);
        bench_policy(c, size, "mc_heavy", patterns::mc_heavy::MC_TABLE);
    }
}

fn uct(c: &mut Criterion) {
    let mut g = c.benchmark_group("uct_9x9");
    g.sample_size(10);
    g.throughput(Throughput::Elements(1000));
    for (name, table) in [
        ("mc_uniform", patterns::mc_uniform::MC_TABLE),
        ("mc_heavy", patterns::mc_heavy::MC_TABLE),
    ] {
        for threads in [1, 2] {
            let mut board = Board::new(9);
            let mut rng = Rng::new(1);
            g.bench_function(format!("{name}_{threads}t"), |b| {
                b.iter(|| {
                    let opts = UctOptions {
                        playouts: 1000,
                        threads,
                        ..UctOptions::default()
                    };
                    let mut uct = Uct::new(Playout::new(table), opts);
                    let r = uct.search(&mut board, Color::Black, 7.0, &mut rng, &mut |_, _| true);
                    black_box(r.best)
                })
            });
        }
    }
    g.finish();
}

criterion_group!(benches, playouts, uct);
criterion_main!(benches);

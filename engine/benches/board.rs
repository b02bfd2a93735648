//! Board throughput: random playouts on 9x9 and 19x19, and trymove/popgo pairs.
//!
//! `cargo bench -p engine --bench board`. Criterion reports playouts (or move pairs) per second.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use engine::{eyes::is_eye, rng::Rng};
use engine::{Board, Color, Point};

/// Play random legal moves (never filling own single-point eyes) with `trymove` until both
/// sides pass or the move cap is reached, then pop everything. Returns the number of moves.
fn playout(board: &mut Board, rng: &mut Rng, empties: &mut Vec<Point>) -> usize {
    let size = board.size();
    let cap = 3 * size * size;
    let mut color = Color::Black;
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < cap {
        empties.clear();
        empties.extend(board.points().filter(|&p| board.color(p) == Color::Empty));
        let mut played = false;
        while !empties.is_empty() {
            let k = rng.below(empties.len() as u64) as usize;
            let p = empties.swap_remove(k);
            if !is_eye(board, p, color) && board.trymove(p, color) {
                played = true;
                moves += 1;
                break;
            }
        }
        passes = if played { 0 } else { passes + 1 };
        color = color.other();
    }
    for _ in 0..moves {
        board.popgo();
    }
    moves
}

fn bench_playouts(c: &mut Criterion) {
    let mut g = c.benchmark_group("random_playout");
    for size in [9usize, 19] {
        g.throughput(Throughput::Elements(1));
        g.bench_with_input(BenchmarkId::from_parameter(size), &size, |b, &size| {
            let mut board = Board::new(size);
            let mut rng = Rng::new(42);
            let mut empties = Vec::with_capacity(size * size);
            b.iter(|| black_box(playout(&mut board, &mut rng, &mut empties)));
        });
    }
    g.finish();
}

fn bench_trymove_popgo(c: &mut Criterion) {
    let mut g = c.benchmark_group("trymove_popgo");
    for size in [9usize, 19] {
        // A mid-game position from a random playout prefix.
        let mut board = Board::new(size);
        let mut rng = Rng::new(7);
        let mut color = Color::Black;
        let mut played = 0;
        while played < size * size / 3 {
            let p = Point::new(
                rng.below(size as u64) as usize,
                rng.below(size as u64) as usize,
            );
            if !is_eye(&board, p, color) && board.play_move(p, color, false).is_ok() {
                played += 1;
                color = color.other();
            }
        }
        let moves: Vec<Point> = board
            .points()
            .filter(|&p| board.is_legal(p, color))
            .collect();
        g.throughput(Throughput::Elements(moves.len() as u64));
        g.bench_with_input(BenchmarkId::from_parameter(size), &size, |b, _| {
            b.iter(|| {
                for &p in &moves {
                    if board.trymove(p, color) {
                        board.popgo();
                    }
                }
            });
        });
    }
    g.finish();
}

criterion_group!(benches, bench_playouts, bench_trymove_popgo);
criterion_main!(benches);

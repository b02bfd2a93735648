//! Whole-board analysis speed on 19x19 middle-game positions: worms alone, and worms plus
//! dragons (cutting points and connections from `conn.db`, amalgamation, dragon data), as
//! `examine_position` computes them before every move generation. The positions are the
//! first twelve 19x19 games of the shared GNU Go regression set at move 120, with a fresh
//! reading cache for every call.
//!
//! `cargo bench -p patterns --bench dragons`. Without the shared games it reports nothing.
//! GNU Go's time for the same work is measured by `gtp-cli/scripts/compare_dragons.py`
//! (its `dragon_data` answer time; GNU Go's includes owl reading).

use criterion::{criterion_group, criterion_main, Criterion};

#[path = "../../engine/benches/common/positions.rs"]
mod positions;
use engine::analysis::{examine_position, Level};
use engine::reading::{ReadingContext, ReadingOptions};
use positions::positions;

fn bench(c: &mut Criterion) {
    let games = positions();
    if games.is_empty() {
        return;
    }
    let databases = patterns::databases();
    let mut boards: Vec<_> = games.into_iter().map(|g| g.board).collect();
    for (name, level) in [
        ("worms_19x19_move120_x12", Level::Worms),
        ("worms_dragons_19x19_move120_x12", Level::Dragons),
    ] {
        c.bench_function(name, |bench| {
            bench.iter(|| {
                for b in boards.iter_mut() {
                    let mut ctx = ReadingContext::new(ReadingOptions::default(), 4.0);
                    let mut solver = engine::eyes::EyeSolver::new();
                    let a = examine_position(
                        b,
                        &mut ctx,
                        &databases,
                        level,
                        Default::default(),
                        &mut solver,
                    );
                    assert!(!a.worms.list.is_empty());
                }
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);

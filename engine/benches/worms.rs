//! `make_worms` speed on 19x19 middle-game positions: the first twelve 19x19 games of the
//! shared GNU Go regression set (`../shared/gnugo-regression/games`) at move 120, with a
//! fresh reading cache for every call, as genmove will call it once per move.
//!
//! `cargo bench -p engine --bench worms`. Without the shared games it reports nothing.

use criterion::{criterion_group, criterion_main, Criterion};

#[path = "common/positions.rs"]
mod positions;
use engine::reading::{ReadingContext, ReadingOptions};
use engine::worms::make_worms;
use positions::positions;

fn bench(c: &mut Criterion) {
    let games = positions();
    if games.is_empty() {
        return;
    }
    let mut boards: Vec<_> = games.into_iter().map(|g| g.board).collect();
    c.bench_function("make_worms_19x19_move120_x12", |bench| {
        bench.iter(|| {
            for b in boards.iter_mut() {
                let mut ctx = ReadingContext::new(ReadingOptions::default(), 4.0);
                let w = make_worms(b, &mut ctx);
                assert!(!w.list.is_empty());
            }
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);

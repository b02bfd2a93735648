//! Tactical reading speed: `attack` and `find_defense` on a fixed set of positions (ladders,
//! a net, a snapback, a ko, an edge capture, a superstring), with the cache cleared before
//! each search so every iteration reads from scratch.
//!
//! `cargo bench -p engine --bench reading`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use engine::reading::{ReadingContext, ReadingOptions};
use engine::{Board, Point};

/// (name, position, target vertex)
fn positions() -> Vec<(&'static str, Board, &'static str)> {
    vec![
        (
            "ladder_long",
            Board::from_rows(&[
                ".............",
                ".............",
                ".............",
                "........X....",
                ".......XO....",
                ".........X...",
                ".............",
                ".............",
                ".............",
                ".............",
                ".............",
                ".............",
                ".............",
            ]),
            "J9",
        ),
        (
            "ladder_broken",
            Board::from_rows(&[
                ".............",
                ".............",
                "..........O..",
                "........X....",
                ".......XO....",
                ".........X...",
                ".............",
                ".............",
                ".............",
                ".............",
                "..O..........",
                ".............",
                ".............",
            ]),
            "J9",
        ),
        (
            "net",
            Board::from_rows(&[
                ".........",
                ".........",
                ".........",
                "...X.X...",
                "..XO.....",
                ".........",
                "..X......",
                ".........",
                ".........",
            ]),
            "D5",
        ),
        (
            "snapback",
            Board::from_rows(&[
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "XXXXX....",
                "OOO.X....",
                "..O.X....",
            ]),
            "A2",
        ),
        (
            "ko",
            Board::from_rows(&[
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "...XO....",
                "..XO.O...",
                "...XO....",
            ]),
            "D2",
        ),
        (
            "edge",
            Board::from_rows(&[
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "..XXXX...",
                ".XOOOOX..",
                ".........",
            ]),
            "C2",
        ),
        (
            "superstring",
            Board::from_rows(&[
                ".........",
                ".........",
                ".........",
                ".........",
                "..XXX....",
                ".XO.OX...",
                ".XO.OX...",
                "..XXX....",
                ".........",
            ]),
            "C4",
        ),
    ]
}

fn bench_reading(c: &mut Criterion) {
    let mut ctx = ReadingContext::new(ReadingOptions::default(), 1.0);
    let mut group = c.benchmark_group("reading");
    for (name, mut b, target) in positions() {
        let p = Point::parse_vertex(target, b.size()).unwrap();
        group.bench_function(format!("attack/{name}"), |bench| {
            bench.iter(|| {
                ctx.cache.clear();
                black_box(ctx.attack(&mut b, p))
            })
        });
        group.bench_function(format!("defend/{name}"), |bench| {
            bench.iter(|| {
                ctx.cache.clear();
                black_box(ctx.find_defense(&mut b, p))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_reading);
criterion_main!(benches);

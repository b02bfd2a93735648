//! Eye-shape graph matcher (manual 8.6) against `db/eyes.db`: one match of a typical eye
//! space, and the average over every fixed polyomino of 1..=6 points (307 spaces, some with
//! marginal vertices or attacker stones, some matching no shape).
//!
//! `CARGO_TARGET_DIR=/work/target-eyes cargo bench -p patterns --bench eyes`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use engine::eyes::{match_eye_space, EyeGraph};
use engine::Point;
use rand::{rngs::StdRng, Rng, SeedableRng};
use std::collections::BTreeSet;

fn graph(cells: &[(usize, usize, bool, bool)]) -> EyeGraph {
    EyeGraph::from_points(
        cells
            .iter()
            .map(|&(r, c, m, x)| (Point::new(r + 5, c + 5), m, x)),
    )
}

/// Every fixed polyomino of 1..=6 cells, each point marginal or a stone with small chance.
fn polyomino_spaces() -> Vec<EyeGraph> {
    let mut level: BTreeSet<Vec<(i32, i32)>> = [vec![(0, 0)]].into();
    let mut all = Vec::new();
    for _ in 0..6 {
        let mut next = BTreeSet::new();
        for p in &level {
            for &(r, c) in p {
                for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let q = (r + dr, c + dc);
                    if !p.contains(&q) {
                        let mut g = p.clone();
                        g.push(q);
                        let r0 = g.iter().map(|x| x.0).min().unwrap();
                        let c0 = g.iter().map(|x| x.1).min().unwrap();
                        let mut g: Vec<_> = g.iter().map(|x| (x.0 - r0, x.1 - c0)).collect();
                        g.sort();
                        next.insert(g);
                    }
                }
            }
        }
        all.extend(std::mem::replace(&mut level, next));
    }
    let mut rng = StdRng::seed_from_u64(3);
    all.iter()
        .map(|p| {
            let cells: Vec<_> = p
                .iter()
                .map(|&(r, c)| {
                    let roll = rng.gen_range(0..12);
                    (r as usize, c as usize, roll == 0, roll == 11)
                })
                .collect();
            graph(&cells)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let db = patterns::eyes::DATABASE.eyes;
    let mut g = c.benchmark_group("eyes");
    let rabbity = graph(&[
        (0, 0, false, false),
        (0, 1, false, false),
        (1, 0, false, false),
        (1, 1, false, false),
        (1, 2, false, false),
        (2, 1, false, false),
    ]);
    assert_eq!(
        match_eye_space(db, &rabbity).unwrap().shape.name,
        "rabbity_six"
    );
    g.bench_function("rabbity six", |b| {
        b.iter(|| match_eye_space(db, black_box(&rabbity)).map(|m| m.index))
    });
    let bent = graph(&[
        (0, 0, false, false),
        (1, 0, false, false),
        (1, 1, true, false),
    ]);
    g.bench_function("bent three, marginal end", |b| {
        b.iter(|| match_eye_space(db, black_box(&bent)).map(|m| m.index))
    });
    g.bench_function("build graph of six points", |b| {
        b.iter(|| {
            let mut e = EyeGraph::new();
            for &(r, c) in &[(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1)] {
                e.add(Point::new(r + 5, c + 5), false, false);
            }
            black_box(e.len())
        })
    });
    let spaces = polyomino_spaces();
    let matched = spaces
        .iter()
        .filter(|s| match_eye_space(db, s).is_some())
        .count();
    eprintln!("{} polyomino spaces, {matched} matched", spaces.len());
    g.throughput(Throughput::Elements(spaces.len() as u64));
    g.bench_function("all polyominoes 1..=6", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for s in &spaces {
                if let Some(m) = match_eye_space(db, black_box(s)) {
                    n += m.index;
                }
            }
            n
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

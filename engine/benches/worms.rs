//! `make_worms` speed on 19x19 middle-game positions: the first twelve 19x19 games of the
//! shared GNU Go regression set (`../shared/gnugo-regression/games`) at move 120, with a
//! fresh reading cache for every call, as genmove will call it once per move.
//!
//! `cargo bench -p engine --bench worms`. Without the shared games it reports nothing.

use criterion::{criterion_group, criterion_main, Criterion};
use engine::game::{Game, LoadUntil};
use engine::reading::{ReadingContext, ReadingOptions};
use engine::worms::make_worms;

fn positions() -> Vec<Game> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/gnugo-regression/games");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "no regression games at {}: nothing to measure",
            dir.display()
        );
        return Vec::new();
    };
    let mut paths: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    let mut games = Vec::new();
    for path in paths {
        if path.extension().is_none_or(|x| x != "sgf") {
            continue;
        }
        let Ok(sgf) = engine::sgf::read_sgf_file(&path) else {
            continue;
        };
        let mut game = Game::new(19, 6.5);
        if game.load_sgf(&sgf, LoadUntil::MoveNumber(120)).is_ok()
            && game.size() == 19
            && game.board.move_history().len() >= 100
        {
            games.push(game);
        }
        if games.len() == 12 {
            break;
        }
    }
    games
}

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

//! The 19x19 middle-game positions the whole-board analysis benches measure (shared by
//! `engine/benches/worms.rs` and `patterns/benches/dragons.rs` through `#[path]`): the
//! first twelve 19x19 games of the shared GNU Go regression set at move 120. Empty without
//! the shared games.

use engine::game::{Game, LoadUntil};

pub fn positions() -> Vec<Game> {
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

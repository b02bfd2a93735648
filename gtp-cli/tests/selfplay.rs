//! Self-play: two engines play a whole game against each other over GTP (`genmove` on one,
//! `play` on the other) until two passes in a row. Every move must be legal on the other
//! engine's board, both boards must stay identical, and the game must end.

use gtp_cli::{EngineOptions, GtpEngine};

fn ok(e: &mut GtpEngine, line: &str) -> String {
    let r = e
        .handle_line(line)
        .unwrap_or_else(|| panic!("no response to {line:?}"));
    assert!(r.success, "{line:?} failed: {}", r.text);
    r.text
}

/// Play a game; returns the number of moves.
fn selfplay(size: usize, cap: usize, seeds: (u64, u64)) -> usize {
    let engine = |seed| {
        GtpEngine::with_options(EngineOptions {
            boardsize: size,
            komi: 6.5,
            seed,
            // Monte Carlo moves (the default on 9x9) from few playouts and no clock: the
            // games are about legality and ending, and the same on every machine.
            mc_playouts: 300,
            mc_max_time: None,
            ..EngineOptions::default()
        })
    };
    let mut players = [engine(seeds.0), engine(seeds.1)];
    let colours = ["black", "white"];
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 {
        assert!(
            moves < cap,
            "{size}x{size} game not over after {cap} moves:\n{}",
            ok(&mut players[0], "showboard")
        );
        let k = moves % 2;
        let colour = colours[k];
        let mv = ok(&mut players[k], &format!("genmove {colour}"));
        let other = &mut players[1 - k];
        if mv == "PASS" {
            passes += 1;
        } else {
            passes = 0;
            assert_eq!(
                ok(other, &format!("is_legal {colour} {mv}")),
                "1",
                "move {moves}: {colour} {mv} is illegal"
            );
        }
        ok(other, &format!("play {colour} {mv}"));
        moves += 1;
        let (a, b) = (&players[0].game().board, &players[1].game().board);
        assert_eq!(a.hash(), b.hash(), "boards differ after move {moves}");
        a.check_invariants().unwrap();
        b.check_invariants().unwrap();
    }
    // Both engines agree on the history and can score the game.
    let h0 = ok(&mut players[0], "move_history");
    assert_eq!(h0, ok(&mut players[1], "move_history"));
    assert_eq!(h0.lines().count(), moves);
    let score = ok(&mut players[0], "final_score");
    assert_eq!(score, ok(&mut players[1], "final_score"));
    assert!(score == "0" || score.starts_with("B+") || score.starts_with("W+"));
    moves
}

#[test]
fn selfplay_9x9_ends() {
    let n = selfplay(9, 400, (1, 2));
    assert!(n > 20, "suspiciously short game ({n} moves)");
}

#[test]
fn selfplay_9x9_other_seeds() {
    selfplay(9, 400, (11, 12));
    selfplay(9, 400, (0, 0));
}

#[test]
fn selfplay_19x19_ends() {
    let n = selfplay(19, 1000, (3, 4));
    assert!(n > 100, "suspiciously short game ({n} moves)");
}

#[test]
fn genmove_does_not_pass_on_an_open_board() {
    // A lone stone does not make the whole board its territory.
    let mut e = GtpEngine::new();
    ok(&mut e, "boardsize 9");
    ok(&mut e, "play b e5");
    assert_ne!(ok(&mut e, "genmove b"), "PASS");
    assert_ne!(ok(&mut e, "genmove b"), "PASS");
    // Black after handicap stones and a white pass.
    let mut e = GtpEngine::new();
    ok(&mut e, "fixed_handicap 4");
    ok(&mut e, "play w pass");
    assert_ne!(ok(&mut e, "genmove b"), "PASS");
    // An empty board.
    let mut e = GtpEngine::new();
    assert_ne!(ok(&mut e, "genmove w"), "PASS");
}

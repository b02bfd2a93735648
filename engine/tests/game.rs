//! `Game::snapshot` / `Game::restore`: the GTP layer's way back after a failed command.

use engine::game::Game;
use engine::types::Color;

#[test]
fn restore_rebuilds_game_moves_and_the_move_stack() {
    let mut g = Game::new(9, 5.5);
    g.fixed_handicap(2).unwrap();
    // A ko on the edge: black's c1 takes b1, and white may not retake at once.
    for (c, v) in [
        (Color::White, "b1"),
        (Color::Black, "b2"),
        (Color::White, "c2"),
        (Color::Black, "a1"),
        (Color::White, "d1"),
        (Color::Black, "c1"),
    ] {
        g.play(c, g.board.point(v)).unwrap();
    }
    assert!(!g.board.trymove(g.board.point("b1"), Color::White));
    assert!(g.board.tryko(g.board.point("b1"), Color::White));
    assert!(g.board.trymove(g.board.point("h8"), Color::Black));
    let snap = g.snapshot();
    let hash = g.board.hash();
    let stack: Vec<_> = g.board.stack_moves().collect();
    let colors: Vec<_> = g.board.points().map(|p| g.board.color(p)).collect();

    // Anything a failing command might do.
    g.board.popgo();
    g.board.popgo();
    g.play(Color::Black, g.board.point("j9")).unwrap();
    g.komi = 0.5;

    let r = Game::restore(&snap);
    assert_eq!(r.board.hash(), hash);
    assert_eq!(r.board.stack_moves().collect::<Vec<_>>(), stack);
    assert_eq!(
        r.board
            .points()
            .map(|p| r.board.color(p))
            .collect::<Vec<_>>(),
        colors
    );
    assert_eq!(r.board.move_history().len(), 6);
    assert_eq!(r.komi, 5.5);
    assert_eq!(r.handicap, 2);
    r.board.check_invariants().unwrap();
    // The stack pops back to the game position.
    let mut r = r;
    r.board.popgo();
    r.board.popgo();
    assert_eq!(r.board.stackp(), 0);
    r.board.check_invariants().unwrap();
}

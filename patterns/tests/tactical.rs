//! The attack and defense databases propose the moves they are written for, only against the
//! target string, and only legal ones.

use engine::databases::TacticalPatterns;
use engine::reading::ReadingContext;
use engine::{Board, Color, Point};
use patterns::TacticalDatabases;

#[test]
fn net_is_proposed_against_a_two_liberty_stone() {
    // Black stone at (4,4) blocked above and on the left: the geta is (5,5).
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "....O....",
        "...OX....",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    let mut out = Vec::new();
    TacticalDatabases::new().attack_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(4, 4),
        &mut out,
    );
    assert!(out.contains(&Point::new(5, 5)), "{out:?}");
    for &p in &out {
        assert!(b.is_legal(p, Color::White));
    }
    let before = out.len();
    TacticalDatabases::new().attack_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(4, 4),
        &mut out,
    );
    assert_eq!(out.len(), before, "no duplicates");
}

#[test]
fn no_net_when_the_stone_has_more_liberties() {
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "....O....",
        "....X....",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    let mut out = Vec::new();
    TacticalDatabases::new().attack_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(4, 4),
        &mut out,
    );
    assert!(!out.contains(&Point::new(5, 5)), "{out:?}");
}

#[test]
fn patterns_ignore_strings_other_than_the_target() {
    // Two separate black stones; the net shape is around (4,4) only.
    let mut b = Board::from_rows(&[
        ".........",
        ".......X.",
        ".........",
        "....O....",
        "...OX....",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    let mut out = Vec::new();
    TacticalDatabases::new().attack_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(1, 7),
        &mut out,
    );
    assert!(!out.contains(&Point::new(5, 5)), "{out:?}");
}

#[test]
fn cutting_point_is_connected_in_defense() {
    // The D2 shape `XO? / O*X`: black (3,3) and (4,5), white (3,4) and (4,3) in atari-prone
    // diagonal contact; the cutting point is (4,4).
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        "....X....",
        "...XOX...",
        "...O.X...",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    assert_eq!(b.countlib(Point::new(3, 4)), 1);
    let mut out = Vec::new();
    TacticalDatabases::new().defense_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(3, 4),
        &mut out,
    );
    assert!(out.contains(&Point::new(4, 4)), "{out:?}");
    for &p in &out {
        assert!(b.is_legal(p, Color::White));
    }
}

#[test]
fn empty_target_proposes_nothing() {
    let mut b = Board::new(9);
    let mut out = Vec::new();
    TacticalDatabases::new().attack_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(4, 4),
        &mut out,
    );
    TacticalDatabases::new().defense_moves(
        &mut b,
        &mut ReadingContext::default(),
        Point::new(4, 4),
        &mut out,
    );
    assert!(out.is_empty());
}

#[test]
fn reading_constraints_leave_the_board_as_it_was() {
    // A two-liberty stone on the second line, blocked above and on the left: the reading
    // patterns (A7, A8) read their nets, and the board comes back unchanged.
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "....O....",
        "...OX....",
        ".........",
    ]);
    let hash = b.hash();
    let mut ctx = ReadingContext::default();
    let mut out = Vec::new();
    TacticalDatabases::new().attack_moves(&mut b, &mut ctx, Point::new(7, 4), &mut out);
    TacticalDatabases::new().defense_moves(&mut b, &mut ctx, Point::new(7, 4), &mut out);
    assert_eq!(b.hash(), hash);
    assert!(b.check_invariants().is_ok());
    assert!(ctx.get_reading_node_counter() > 0, "the constraints read");
}

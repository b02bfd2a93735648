//! Generated constraint and action functions, evaluated with the engine's board as the
//! helper context.

use engine::patterns::{Autohelpers, Matcher};
use engine::{Board, Color, Point};

fn find(db: &engine::patterns::Database, name: &str) -> u32 {
    db.patterns.iter().position(|p| p.name == name).unwrap() as u32
}

#[test]
fn constraint_uses_labels_under_the_match_transformation() {
    use patterns::board_shapes::{Helpers, DATABASE};
    // T1: "AX*" / "OOb" with `lib(A) <= 2 && xlib(b) > 1`.
    let w = Color::White;
    let mut board = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        "..XX.....",
        "..OO.....",
        ".........",
        ".........",
        ".........",
    ]);
    let t1 = find(&DATABASE, "T1");
    let mut m = Matcher::new(&DATABASE, 9);
    let colors = board.colors().to_vec();
    let hits: Vec<_> = m
        .matches(&colors, w)
        .into_iter()
        .filter(|h| h.pattern == t1)
        .collect();
    assert_eq!(hits.len(), 2, "both hane points: {hits:?}");
    for h in &hits {
        // The black pair has 6 liberties: lib(A) <= 2 fails.
        assert!(!Helpers.constraint(&mut board, h));
    }
    // Surround black: one liberty left at (4, 4). Now the hane matches from both white pairs
    // (mirror images), and the constraint holds for both.
    board = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "..OO.....",
        ".OXX.....",
        "..OO.....",
        ".........",
        ".........",
        ".........",
    ]);
    let colors = board.colors().to_vec();
    let hits: Vec<_> = m
        .matches(&colors, w)
        .into_iter()
        .filter(|h| h.pattern == t1)
        .collect();
    assert_eq!(hits.len(), 2, "{hits:?}");
    assert_ne!(hits[0].transform, hits[1].transform);
    for h in &hits {
        assert_eq!(h.move_point, Point::new(4, 4));
        assert!(Helpers.constraint(&mut board, h));
    }
    // A black stone at (5, 4) fills `b` of the lower orientation: only the upper one matches.
    board = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "..OO.....",
        ".OXX.....",
        "..OOXO...",
        "....O....",
        ".........",
        ".........",
    ]);
    let colors = board.colors().to_vec();
    let hits: Vec<_> = m
        .matches(&colors, w)
        .into_iter()
        .filter(|h| h.pattern == t1)
        .collect();
    assert_eq!(hits.len(), 1, "the `.` under b is now a stone: {hits:?}");
    assert!(Helpers.constraint(&mut board, &hits[0]));
}

#[test]
fn return_action_and_somewhere_lists() {
    use patterns::board_shapes::{Helpers, DATABASE};
    let w = Color::White;
    // K1: "O!O" / "X*X": two white stones with an empty point between, black below.
    let mut board = Board::from_rows(&[
        ".......", ".......", "..O.O..", "..X.X..", ".......", ".......", ".......",
    ]);
    let k1 = find(&DATABASE, "K1");
    let mut m = Matcher::new(&DATABASE, 7);
    let colors = board.colors().to_vec();
    let hits: Vec<_> = m
        .matches(&colors, w)
        .into_iter()
        .filter(|h| h.pattern == k1)
        .collect();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0].move_point, Point::new(3, 3));
    // A and B are different black stones of one stone each.
    assert!(Helpers.constraint(&mut board, &hits[0]));
    assert!(Helpers.action(&mut board, &hits[0]));
    // Patterns without a constraint accept.
    let t3 = find(&DATABASE, "T3");
    let fake = engine::patterns::Match {
        pattern: t3,
        ..hits[0]
    };
    assert!(Helpers.constraint(&mut board, &fake));
}

#[test]
fn monte_carlo_and_eye_tables() {
    let mc = &patterns::manual_mc::DATABASE;
    assert_eq!(mc.patterns.len(), 6);
    assert_eq!(mc.patterns[5].mc.len(), 3);
    assert_eq!(mc.patterns[5].mc[2].value, 30);
    let eyes = &patterns::manual_eyes::DATABASE;
    assert_eq!(eyes.eyes.len(), 4);
    assert_eq!(eyes.eyes[1].value, [1, 1, 2, 2]);
    // In the empty corner the corner pattern `|OO/|*O/+--` does not match, `OOO/O*O/OO?`
    // matches where O surrounds the point.
    let board = Board::from_rows(&[".....", ".....", ".....", "OO...", ".O..."]);
    let w = Color::White;
    let mut m = Matcher::new(mc, 5);
    let hits = m.matches(board.colors(), w);
    assert!(
        hits.iter()
            .any(|h| h.pattern == 2 && h.move_point == Point::new(4, 0)),
        "{hits:?}"
    );
    assert_eq!(board_shapes_goal(), Some("none"));
}

fn board_shapes_goal() -> Option<&'static str> {
    patterns::board_shapes::DATABASE.goal_elements
}

#[test]
fn colon_line_helper_is_called_after_the_constraint_and_decides() {
    use patterns::board_shapes::{Helpers, DATABASE};
    let h1 = find(&DATABASE, "H1");
    assert_eq!(DATABASE.patterns[h1 as usize].helper, Some("escape_helper"));
    let w = Color::White;
    // A white stone at (4, 4) hemmed in by black above, below and to the left; the pattern
    // proposes the extension at (4, 5).
    let mut board = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "....X....",
        "...XO....",
        "....X....",
        ".........",
        ".........",
        ".........",
    ]);
    let hits = |board: &Board| -> Vec<engine::patterns::Match> {
        let mut m = Matcher::new(&DATABASE, 9);
        m.matches(board.colors(), w)
            .into_iter()
            .filter(|h| h.pattern == h1)
            .collect()
    };
    let open = hits(&board);
    assert_eq!(open.len(), 1, "{open:?}");
    assert_eq!(open[0].move_point, Point::new(4, 5));
    // One liberty before, three after the extension: the helper accepts.
    assert!(Helpers.constraint(&mut board, &open[0]));
    // Black stones at the `?` corners: the extension gets one liberty, no gain. The pattern
    // still matches; the helper (there is no constraint) rejects it.
    board = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "....XX...",
        "...XO....",
        "....XX...",
        ".........",
        ".........",
        ".........",
    ]);
    let closed = hits(&board);
    assert_eq!(closed.len(), 1);
    assert!(!Helpers.constraint(&mut board, &closed[0]));
    // The same shape rotated (extension downwards) goes through the transformation.
    let mut board = Board::from_rows(&[
        ".........",
        "..X......",
        ".XOX.....",
        ".........",
        "..X......",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    let rotated = hits(&board);
    assert_eq!(rotated.len(), 1);
    assert_eq!(rotated[0].move_point, Point::new(3, 2));
    assert_ne!(rotated[0].transform, open[0].transform);
    // (3, 2) joined to (2, 2) has (3, 1) and (3, 3): two liberties, more than one.
    assert!(Helpers.constraint(&mut board, &rotated[0]));
}

//! The composition root driven directly, as a library user would: no GTP in between.

use engine::analysis::Level;
use engine::game::LoadUntil;
use engine::reading::ReadResult;
use engine::sgf::parse_sgf;
use engine::{Board, Color, Databases, Engine, EngineError, EngineOptions};

fn engine9(seed: u64) -> Engine {
    let options = EngineOptions {
        boardsize: 9,
        komi: 6.5,
        seed,
        ..EngineOptions::default()
    };
    Engine::new(options, Databases::default())
}

#[test]
fn a_whole_game_through_the_engine_type() {
    let mut e = engine9(42);
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < 300 {
        let color = e.to_move();
        let stones_before = e.board().stone_counts();
        let p = e.genmove(color).expect("the generator plays a legal move");
        moves += 1;
        passes = if p.is_none() { passes + 1 } else { 0 };
        e.board().check_invariants().unwrap();
        assert_eq!(e.board().last_move(), Some((color, p)));
        if !p.is_none() {
            assert_eq!(e.board().color(p), color);
            let (b, w) = e.board().stone_counts();
            assert!(b + w <= stones_before.0 + stones_before.1 + 1);
        }
        // The analysis of every position sees every string.
        if moves % 25 == 0 {
            let a = e.examine(Level::Worms);
            for s in e.strings() {
                let w = a.worms.get(s[0]).expect("a worm for every string");
                assert_eq!(w.size, s.len());
            }
        }
    }
    assert_eq!(passes, 2, "the game ends by two passes within 300 moves");
    let score = e.final_score();
    assert!(score.to_gtp().starts_with('B') || score.to_gtp().starts_with('W'));

    // The record loads back to the same position, and undo takes the game back to the start.
    let record = parse_sgf(&e.to_sgf()).unwrap();
    let mut copy = engine9(0);
    copy.load_game(&record, LoadUntil::End).unwrap();
    assert_eq!(copy.board().hash(), e.board().hash());
    let n = e.board().move_history().len();
    assert_eq!(n, moves);
    e.undo(n).unwrap();
    assert_eq!(e.board().stone_counts(), (0, 0));
    assert!(matches!(e.undo(1), Err(EngineError::CannotUndo)));
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let play = |seed| {
        let mut e = engine9(seed);
        let mut out = Vec::new();
        for _ in 0..30 {
            let c = e.to_move();
            out.push(e.genmove(c).unwrap());
        }
        out
    };
    assert_eq!(play(7), play(7));
}

#[test]
fn reading_and_hypothetical_moves() {
    let mut e = engine9(0);
    // A black stone in atari on the edge: white captures at its last liberty.
    for (c, s) in [
        (Color::Black, "E1"),
        (Color::White, "D1"),
        (Color::White, "E2"),
    ] {
        let p = e.board().point(s);
        e.play(c, p).unwrap();
    }
    let e1 = e.board().point("E1");
    assert_eq!(
        e.attack(e1).unwrap(),
        (ReadResult::Win, e.board().point("F1"))
    );
    assert_eq!(e.find_defense(e1).unwrap().0, ReadResult::Fail);
    assert!(matches!(
        e.attack(e.board().point("A9")),
        Err(EngineError::NoStone)
    ));

    e.trymove(Color::White, e.board().point("F1"), false)
        .unwrap();
    assert_eq!(e.board().color(e1), Color::Empty);
    assert!(matches!(
        e.play(Color::Black, e.board().point("A1")),
        Err(EngineError::HypotheticalMoves)
    ));
    assert!(matches!(
        e.genmove(Color::Black),
        Err(EngineError::HypotheticalMoves)
    ));
    e.popgo().unwrap();
    assert_eq!(e.board().color(e1), Color::Black);
    assert!(matches!(e.popgo(), Err(EngineError::StackEmpty)));
}

#[test]
fn handicap_placement_needs_an_empty_board() {
    let mut e = engine9(0);
    let pts = e.place_free_handicap(5).unwrap();
    assert_eq!(pts.len(), 5);
    assert_eq!(e.stones(Color::Black).len(), 5);
    assert!(e.stones(Color::White).is_empty());
    assert_eq!(e.to_move(), Color::White);
    assert!(e.fixed_handicap(2).is_err());
    e.clear_board();
    assert!(matches!(
        e.place_free_handicap(81),
        Err(EngineError::InvalidHandicap)
    ));
    let fixed = e.fixed_handicap(4).unwrap();
    let mut b = Board::new(9);
    for &p in &fixed {
        assert!(b.trymove(p, Color::Black));
    }
    assert_eq!(b.stone_counts().0 + b.stone_counts().1, 4);
}

/// The analysis is reused for the same position and recomputed after a move, an undo, a
/// hypothetical move or a change of the reading depths.
#[test]
fn the_kept_analysis_follows_the_position() {
    let mut e = engine9(1);
    let b = e.board().clone();
    let (c3, d3) = (b.point("C3"), b.point("D3"));
    e.play(Color::Black, c3).unwrap();
    let first = e.examine(Level::Dragons);
    assert_eq!(first.worms.get(c3).map(|w| w.liberties), Some(4));
    // Same position: the same answer.
    let again = e.examine(Level::Worms);
    assert_eq!(again.worms.get(c3).map(|w| w.liberties), Some(4));
    assert!(
        again.dragons.is_some(),
        "the kept, deeper analysis is reused"
    );
    e.play(Color::White, d3).unwrap();
    assert_eq!(
        e.examine(Level::Worms).worms.get(c3).map(|w| w.liberties),
        Some(3)
    );
    e.trymove(Color::White, b.point("C4"), false).unwrap();
    assert_eq!(
        e.examine(Level::Worms).worms.get(c3).map(|w| w.liberties),
        Some(2)
    );
    e.popgo().unwrap();
    e.undo(1).unwrap();
    assert_eq!(
        e.examine(Level::Worms).worms.get(c3).map(|w| w.liberties),
        Some(4)
    );
    // New reading depths make the kept analysis stale.
    e.change_depths(false);
    let after = e.examine(Level::Worms);
    assert!(
        after.dragons.is_none(),
        "a depth change drops the kept analysis"
    );
}

/// A new game reads afresh: `clear_board` (like loading a record) empties the reading
/// cache, so an answer does not depend on the games read before it (what they left in the
/// table, or pushed out of it).
#[test]
fn a_new_game_reads_with_an_empty_cache() {
    // A white stone in a ladder: black's attack is read out to the edge.
    let setup = |e: &mut Engine| {
        for (c, s) in [
            (Color::White, "C3"),
            (Color::Black, "C4"),
            (Color::Black, "B3"),
            (Color::Black, "D2"),
        ] {
            let p = e.board().point(s);
            e.play(c, p).unwrap();
        }
    };
    let mut e = engine9(0);
    setup(&mut e);
    let c3 = e.board().point("C3");
    e.reset_reading_node_counter();
    let first = e.attack(c3).unwrap();
    let nodes = e.reading_node_counter();
    assert_eq!(first.0, ReadResult::Win);
    assert!(
        nodes > 1,
        "the ladder takes reading, not a single node: {nodes}"
    );
    // The same position again in the same game: the cache answers.
    e.reset_reading_node_counter();
    assert_eq!(e.attack(c3).unwrap(), first);
    assert!(e.reading_node_counter() < nodes);
    // A new game with the same stones: read again, node for node.
    e.clear_board();
    setup(&mut e);
    e.reset_reading_node_counter();
    assert_eq!(e.attack(c3).unwrap(), first);
    assert_eq!(e.reading_node_counter(), nodes);
}

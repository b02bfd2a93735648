//! Board rules and the move stack: captures, suicide, ko, positional superko, exact undo of
//! hypothetical (trymove/popgo) and game moves, fixed handicap placement, extreme board
//! sizes, and the liberty estimates (approxlib, accuratelib, is_self_atari).

use engine::board::fixed_handicap_points;
use engine::game::Game;
use engine::{Board, Color, IllegalMove, Point};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn color_of(s: &str) -> Color {
    Color::parse(s).unwrap()
}

/// Play "b d4, w e5, ..." as game moves.
fn play(b: &mut Board, moves: &str) {
    for m in moves.split(',') {
        let mut it = m.split_whitespace();
        let c = color_of(it.next().unwrap());
        let v = it.next().unwrap();
        let p = Point::parse_vertex(v, b.size()).unwrap();
        b.play_move(p, c, false)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
        b.check_invariants().unwrap();
    }
}

fn vertices(b: &Board, pts: &[Point]) -> Vec<String> {
    let mut v: Vec<String> = pts.iter().map(|p| p.to_vertex(b.size())).collect();
    v.sort();
    v
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ------------------------------------------------------------------ captures

#[test]
fn capture_single_stone_in_the_middle() {
    let mut b = Board::new(9);
    play(&mut b, "w e5, b e6, b d5, b f5");
    assert_eq!(b.countlib(b.point("e5")), 1);
    let h = b.hash();
    play(&mut b, "b e4");
    assert_eq!(b.color(b.point("e5")), Color::Empty);
    assert_eq!(b.captured_stones(Color::White), 1);
    assert_eq!(b.captures_by(Color::Black), 1);
    assert_eq!(b.captures_by(Color::White), 0);
    assert_ne!(b.hash(), h);
    // The capturing stone got the liberty back.
    assert_eq!(b.countlib(b.point("e4")), 4);
    assert_eq!(b.stone_counts(), (0, 4), "(white, black)");
}

#[test]
fn capture_in_the_corner_and_on_the_edge() {
    let mut b = Board::new(9);
    play(&mut b, "w a1, b a2, b b1");
    assert_eq!(b.color(b.point("a1")), Color::Empty);
    assert_eq!(b.captures_by(Color::Black), 1);

    // A two-stone string on the edge.
    let mut b = Board::new(9);
    play(&mut b, "w d1, w e1, b c1, b d2, b e2");
    assert_eq!(b.countlib(b.point("d1")), 1);
    assert_eq!(b.countstones(b.point("e1")), 2);
    play(&mut b, "b f1");
    assert_eq!(b.color(b.point("d1")), Color::Empty);
    assert_eq!(b.color(b.point("e1")), Color::Empty);
    assert_eq!(b.captures_by(Color::Black), 2);
    assert_eq!(b.countlib(b.point("c1")), 3);

    // The far corner of a 19x19 board.
    let mut b = Board::new(19);
    play(&mut b, "b t19, w s19, w t18");
    assert_eq!(b.color(b.point("t19")), Color::Empty);
    assert_eq!(b.captures_by(Color::White), 1);
}

#[test]
fn one_move_captures_several_strings() {
    let mut b = Board::new(9);
    // Two white stones, each with E5 as the last liberty, and one more string at E6.
    play(
        &mut b,
        "w d5, w f5, w e6, b c5, b d4, b d6, b g5, b f4, b f6, b e7, b d7, b f7",
    );
    // D6 and F6 are black; E6 white has neighbours D6, F6, E7 (black) and E5.
    for v in ["d5", "f5", "e6"] {
        assert_eq!(b.countlib(b.point(v)), 1, "{v}");
    }
    play(&mut b, "b e5");
    for v in ["d5", "f5", "e6"] {
        assert_eq!(b.color(b.point(v)), Color::Empty, "{v}");
    }
    assert_eq!(b.captures_by(Color::Black), 3);
    assert_eq!(b.countlib(b.point("e5")), 4);
    b.check_invariants().unwrap();
}

#[test]
fn capturing_merges_and_restores_liberties() {
    let mut b = Board::new(5);
    // A black string A1-B1 with one liberty C1, captured by White C1.
    play(&mut b, "b a1, b b1, w a2, w b2");
    assert_eq!(b.countlib(b.point("a1")), 1);
    play(&mut b, "w c1");
    assert_eq!(b.stone_counts(), (3, 0), "(white, black)");
    assert_eq!(b.countlib(b.point("a2")), 5, "A1 B1 C2 A3 B3");
    assert_eq!(
        vertices(&b, &b.findlib(b.point("a2"), usize::MAX)),
        sorted(&["A1", "A3", "B1", "B3", "C2"])
    );
}

// ------------------------------------------------------------------ suicide

#[test]
fn suicide_is_illegal() {
    let mut b = Board::new(9);
    play(&mut b, "b a2, b b1");
    let a1 = b.point("a1");
    assert!(b.is_suicide(a1, Color::White));
    assert_eq!(b.check_legal(a1, Color::White), Err(IllegalMove::Suicide));
    assert_eq!(
        b.play_move(a1, Color::White, false),
        Err(IllegalMove::Suicide)
    );
    assert!(!b.trymove(a1, Color::White));
    assert!(!b.tryko(a1, Color::White));
    assert!(b.is_legal(a1, Color::Black));

    // Filling the last liberty of one's own string is suicide too.
    let mut b = Board::new(5);
    play(&mut b, "b a1, b b1, w a2, w b2, w c2, w d1");
    let c1 = b.point("c1");
    assert_eq!(b.check_legal(c1, Color::Black), Err(IllegalMove::Suicide));
    // ... but not when the move captures.
    let mut b = Board::new(5);
    play(&mut b, "w a1, b a2, b c1, w b2, w c2");
    // B1 for black: neighbours A1 (white, one liberty B1), C1 black, B2 white.
    assert!(b.is_legal(b.point("b1"), Color::Black));
    play(&mut b, "b b1");
    assert_eq!(b.color(b.point("a1")), Color::Empty);
    // Occupied and off-board points.
    assert_eq!(
        b.check_legal(b.point("b1"), Color::White),
        Err(IllegalMove::Occupied)
    );
}

// ------------------------------------------------------------------ ko

/// A ko in the middle of a 9x9 board: White D5 has just taken Black's E5 stone.
fn ko_board() -> Board {
    let mut b = Board::new(9);
    play(&mut b, "b d6, w e6, b c5, w f5, b d4, w e4, b e5, w d5");
    assert_eq!(b.color(b.point("e5")), Color::Empty);
    b
}

#[test]
fn simple_ko_ban() {
    let mut b = ko_board();
    let e5 = b.point("e5");
    assert_eq!(b.ko_point(), e5);
    assert_eq!(b.is_ko(e5, Color::Black), Some(b.point("d5")));
    assert_eq!(b.check_legal(e5, Color::Black), Err(IllegalMove::Ko));
    assert_eq!(b.play_move(e5, Color::Black, false), Err(IllegalMove::Ko));
    assert!(!b.trymove(e5, Color::Black));
    // White may fill the ko.
    assert!(b.is_legal(e5, Color::White));
    b.check_invariants().unwrap();
}

#[test]
fn ko_point_cleared_after_another_move() {
    let mut b = ko_board();
    let e5 = b.point("e5");
    play(&mut b, "b j9, w j1");
    assert!(b.is_legal(e5, Color::Black));
    play(&mut b, "b e5");
    assert_eq!(b.color(b.point("d5")), Color::Empty);
    // Now White may not retake at once.
    assert_eq!(
        b.check_legal(b.point("d5"), Color::White),
        Err(IllegalMove::Ko)
    );
    // A pass clears the ban too.
    let mut b = ko_board();
    b.play_move(Point::NONE, Color::Black, false).unwrap();
    b.play_move(Point::NONE, Color::White, false).unwrap();
    assert!(b.is_legal(e5, Color::Black));
}

#[test]
fn hypothetical_pass_lifts_the_ko_ban_until_popgo() {
    let mut b = ko_board();
    let e5 = b.point("e5");
    let (hash, stones) = (b.hash(), b.stones_hash());
    assert_eq!(b.ko_color(), Color::Black);
    b.trypass(Color::Black);
    assert_eq!(b.stackp(), 1);
    assert!(b.ko_point().is_none());
    assert!(b.is_legal(e5, Color::Black));
    assert_ne!(b.hash(), hash, "the ko point is part of the hash");
    assert_eq!(b.stones_hash(), stones, "no stone moved");
    b.popgo();
    assert_eq!(b.check_legal(e5, Color::Black), Err(IllegalMove::Ko));
    assert_eq!(b.hash(), hash);
    b.check_invariants().unwrap();
}

#[test]
fn tryko_allows_the_ko_capture_and_popgo_restores() {
    let mut b = ko_board();
    let e5 = b.point("e5");
    let h = b.hash();
    assert!(b.tryko(e5, Color::Black));
    assert_eq!(b.color(b.point("d5")), Color::Empty);
    assert_eq!(b.stackp(), 1);
    b.check_invariants().unwrap();
    // White's retake is now a ko capture again: banned for trymove, allowed for tryko.
    let d5 = b.point("d5");
    assert!(!b.trymove(d5, Color::White));
    assert!(b.tryko(d5, Color::White));
    b.popgo();
    b.popgo();
    assert_eq!(b.hash(), h);
    assert_eq!(b.ko_point(), e5);
    assert_eq!(b.stackp(), 0);
    b.check_invariants().unwrap();
}

#[test]
fn capturing_one_stone_is_not_always_ko() {
    // The capturing stone has more than one liberty: no ko ban.
    let mut b = Board::new(9);
    play(&mut b, "w e5, b e6, b d5, b f5, w e3, b e4");
    assert_eq!(b.color(b.point("e5")), Color::Empty);
    assert_eq!(b.ko_point(), Point::NONE);
    assert!(b.is_suicide(b.point("e5"), Color::White));
    assert_eq!(b.is_ko(b.point("e5"), Color::White), None);
    // Capturing two stones is never a ko.
    let mut b = Board::new(5);
    play(&mut b, "b a1, b b1, w a2, w b2, w c1");
    assert_eq!(b.stone_counts(), (3, 0));
    assert_eq!(b.ko_point(), Point::NONE);
    assert!(b.is_legal(b.point("a1"), Color::Black));
}

// ------------------------------------------------------------------ superko

#[test]
fn superko_forbids_a_simple_ko_legal_repetition() {
    let mut b = ko_board();
    let e5 = b.point("e5");
    b.play_move(Point::NONE, Color::Black, false).unwrap();
    b.play_move(Point::NONE, Color::White, false).unwrap();
    // Simple ko allows the retake, but it recreates the position after Black's E5 move.
    assert!(b.is_legal(e5, Color::Black));
    assert_eq!(
        b.is_legal_superko(e5, Color::Black),
        Err(IllegalMove::Superko)
    );
    assert_eq!(
        b.stackp(),
        0,
        "is_legal_superko leaves no move on the stack"
    );
    assert_eq!(
        b.play_move(e5, Color::Black, true),
        Err(IllegalMove::Superko)
    );
    // Without superko the move is fine.
    let h = b.hash();
    let mut c = b.clone();
    c.play_move(e5, Color::Black, false).unwrap();
    assert_ne!(c.hash(), h);
    // Moves that make new positions are fine under superko.
    assert_eq!(b.is_legal_superko(b.point("a1"), Color::Black), Ok(()));
    assert_eq!(b.is_legal_superko(Point::NONE, Color::Black), Ok(()));
}

#[test]
fn superko_in_a_game() {
    for superko in [false, true] {
        let mut g = Game::new(9, 6.5);
        g.superko = superko;
        for m in [
            "b d6", "w e6", "b c5", "w f5", "b d4", "w e4", "b e5", "w d5", "b pass", "w pass",
        ] {
            let mut it = m.split(' ');
            let c = color_of(it.next().unwrap());
            let p = Point::parse_vertex(it.next().unwrap(), 9).unwrap();
            g.play(c, p).unwrap();
        }
        let e5 = Point::parse_vertex("e5", 9).unwrap();
        assert_eq!(g.is_legal(Color::Black, e5), !superko);
        assert_eq!(g.play(Color::Black, e5).is_ok(), !superko);
        g.board.check_invariants().unwrap();
    }
}

#[test]
fn superko_with_a_longer_cycle() {
    // Two passes after each ko capture let the cycle close; superko stops the first
    // repetition, whichever side makes it.
    let mut g = Game::new(9, 0.0);
    g.superko = true;
    let mv = |g: &mut Game, c: Color, v: &str| -> Result<(), IllegalMove> {
        let p = Point::parse_vertex(v, 9).unwrap();
        g.play(c, p)
    };
    for (c, v) in [
        (Color::Black, "d6"),
        (Color::White, "e6"),
        (Color::Black, "c5"),
        (Color::White, "f5"),
        (Color::Black, "d4"),
        (Color::White, "e4"),
        (Color::Black, "e5"),
    ] {
        mv(&mut g, c, v).unwrap();
    }
    // White takes, both pass, Black may not retake; Black plays elsewhere, White passes,
    // and now Black's retake makes a new position (the extra stone).
    mv(&mut g, Color::White, "d5").unwrap();
    mv(&mut g, Color::Black, "pass").unwrap();
    mv(&mut g, Color::White, "pass").unwrap();
    assert_eq!(mv(&mut g, Color::Black, "e5"), Err(IllegalMove::Superko));
    mv(&mut g, Color::Black, "a1").unwrap();
    mv(&mut g, Color::White, "pass").unwrap();
    mv(&mut g, Color::Black, "e5").unwrap();
    // White's retake after two passes would recreate the position after Black's A1 (White
    // D5 on the board, E5 empty, A1 black): this time White is the one stopped.
    mv(&mut g, Color::White, "pass").unwrap();
    mv(&mut g, Color::Black, "pass").unwrap();
    assert_eq!(mv(&mut g, Color::White, "d5"), Err(IllegalMove::Superko));
    assert!(!g.is_legal(Color::White, Point::parse_vertex("d5", 9).unwrap()));
    // Under simple ko alone it is legal.
    assert!(g
        .board
        .is_legal(Point::parse_vertex("d5", 9).unwrap(), Color::White));
    g.board.check_invariants().unwrap();
}

// ------------------------------------------------------------------ undo exactness

/// Everything observable about a position.
#[derive(Debug, PartialEq, Eq)]
struct Snapshot {
    hash: u64,
    ko: Point,
    captured: (u32, u32),
    points: Vec<(Color, usize, usize, Point)>,
}

fn snapshot(b: &Board) -> Snapshot {
    Snapshot {
        hash: b.hash(),
        ko: b.ko_point(),
        captured: (
            b.captured_stones(Color::Black),
            b.captured_stones(Color::White),
        ),
        points: b
            .points()
            .map(|p| {
                let c = b.color(p);
                if c.is_player() {
                    (c, b.countlib(p), b.countstones(p), b.find_origin(p))
                } else {
                    (c, 0, 0, Point::NONE)
                }
            })
            .collect(),
    }
}

fn random_point(rng: &mut StdRng, b: &Board) -> Point {
    let n = b.size();
    Point::new(rng.gen_range(0..n), rng.gen_range(0..n))
}

/// A random game of `moves` legal game moves (captures included).
fn random_game(rng: &mut StdRng, size: usize, moves: usize) -> Board {
    let mut b = Board::new(size);
    let mut c = Color::Black;
    let mut played = 0;
    let mut tries = 0;
    while played < moves && tries < moves * 20 {
        tries += 1;
        let p = random_point(rng, &b);
        if b.play_move(p, c, false).is_ok() {
            played += 1;
            c = c.other();
        }
    }
    b.check_invariants().unwrap();
    b
}

/// Thousands of random trymove/tryko/popgo steps; every popgo must restore exactly the
/// position before the matching trymove.
fn trymove_popgo_exactness(size: usize, seed: u64, steps: usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut captures = 0;
    let mut max_depth = 0;
    for game in 0..4 {
        let mut b = random_game(&mut rng, size, game * size * size / 5);
        let mut stack: Vec<Snapshot> = Vec::new();
        for _ in 0..steps {
            let push = stack.is_empty() || (stack.len() < 60 && rng.gen_bool(0.6));
            if push {
                let before = snapshot(&b);
                let c = if rng.gen_bool(0.5) {
                    Color::Black
                } else {
                    Color::White
                };
                let p = random_point(&mut rng, &b);
                let stones_before = b.stone_counts();
                let ok = if rng.gen_bool(0.8) {
                    b.trymove(p, c)
                } else {
                    b.tryko(p, c)
                };
                if ok {
                    stack.push(before);
                    let (bb, ww) = b.stone_counts();
                    if bb + ww <= stones_before.0 + stones_before.1 {
                        captures += 1;
                    }
                } else {
                    assert_eq!(snapshot(&b), before, "a refused move changed the board");
                }
            } else {
                b.popgo();
                let want = stack.pop().unwrap();
                assert_eq!(snapshot(&b), want, "popgo did not restore the position");
            }
            assert_eq!(b.stackp(), stack.len());
            max_depth = max_depth.max(stack.len());
            b.check_invariants().unwrap();
        }
        while let Some(want) = stack.pop() {
            b.popgo();
            assert_eq!(snapshot(&b), want);
        }
        assert_eq!(b.stackp(), 0);
    }
    assert!(captures > 10, "too few captures exercised ({captures})");
    let want_depth = (size * size / 2).min(20);
    assert!(max_depth >= want_depth, "stack too shallow ({max_depth})");
}

#[test]
fn trymove_popgo_restores_everything_9x9() {
    trymove_popgo_exactness(9, 1, 5000);
}

#[test]
fn trymove_popgo_restores_everything_19x19() {
    trymove_popgo_exactness(19, 2, 5000);
}

#[test]
fn trymove_popgo_restores_everything_small_boards() {
    trymove_popgo_exactness(3, 3, 2000);
    trymove_popgo_exactness(5, 4, 2000);
}

#[test]
fn game_undo_restores_the_hash_of_every_earlier_position() {
    let mut rng = StdRng::seed_from_u64(7);
    for size in [9, 19] {
        let mut g = Game::new(size, 6.5);
        let mut hashes = vec![g.board.hash()];
        let mut snaps = vec![snapshot(&g.board)];
        let mut c = Color::Black;
        let mut tries = 0;
        while hashes.len() < size * size + 60 && tries < 20_000 {
            tries += 1;
            let p = if rng.gen_range(0..30) == 0 {
                Point::NONE
            } else {
                random_point(&mut rng, &g.board)
            };
            if g.play(c, p).is_ok() {
                hashes.push(g.board.hash());
                snaps.push(snapshot(&g.board));
                c = c.other();
            }
        }
        assert!(g.board.captured_stones(Color::Black) + g.board.captured_stones(Color::White) > 0);
        // Undo one at a time, then several at once.
        for k in (hashes.len() - 40..hashes.len() - 1).rev() {
            assert!(g.undo(1));
            assert_eq!(g.board.hash(), hashes[k]);
            assert_eq!(snapshot(&g.board), snaps[k]);
            g.board.check_invariants().unwrap();
        }
        let left = g.board.move_history().len();
        assert!(g.undo(10));
        assert_eq!(g.board.hash(), hashes[left - 10]);
        assert!(!g.undo(left));
        assert_eq!(
            g.board.hash(),
            hashes[left - 10],
            "failed undo changes nothing"
        );
        assert!(g.undo(left - 10));
        assert_eq!(g.board.hash(), hashes[0]);
        assert_eq!(g.board.stone_counts(), (0, 0));
        assert!(!g.undo(1));
    }
}

// ------------------------------------------------------------------ handicap

fn handicap(size: usize, n: usize) -> Result<Vec<String>, engine::board::BoardError> {
    let b = Board::new(size);
    fixed_handicap_points(size, n).map(|pts| vertices(&b, &pts))
}

#[test]
fn fixed_handicap_placement_as_gnu_go() {
    assert_eq!(handicap(19, 2).unwrap(), sorted(&["D4", "Q16"]));
    assert_eq!(handicap(19, 3).unwrap(), sorted(&["D4", "Q16", "D16"]));
    assert_eq!(
        handicap(19, 5).unwrap(),
        sorted(&["D4", "Q16", "D16", "Q4", "K10"])
    );
    assert_eq!(
        handicap(19, 9).unwrap(),
        sorted(&["D16", "K16", "Q16", "D10", "K10", "Q10", "D4", "K4", "Q4"])
    );
    assert_eq!(handicap(13, 2).unwrap(), sorted(&["K10", "D4"]));
    assert_eq!(
        handicap(13, 7).unwrap(),
        sorted(&["D10", "K10", "D7", "G7", "K7", "D4", "K4"])
    );
    assert_eq!(handicap(9, 2).unwrap(), sorted(&["G7", "C3"]));
    assert_eq!(
        handicap(9, 5).unwrap(),
        sorted(&["C3", "G3", "E5", "C7", "G7"])
    );
    assert_eq!(
        handicap(9, 8).unwrap(),
        sorted(&["C7", "E7", "G7", "C5", "G5", "C3", "E3", "G3"])
    );
    // 7x7: at most 4.
    assert_eq!(handicap(7, 4).unwrap(), sorted(&["C5", "E5", "C3", "E3"]));
    assert!(handicap(7, 5).is_err());
    // Even sizes: at most 4.
    for size in [8, 10, 12, 14, 16, 18] {
        assert_eq!(handicap(size, 4).unwrap().len(), 4, "{size}");
        assert!(handicap(size, 5).is_err(), "{size}");
    }
    assert_eq!(handicap(8, 4).unwrap(), sorted(&["C6", "F6", "C3", "F3"]));
    // Too small boards and bad counts.
    for size in 1..7 {
        assert!(handicap(size, 2).is_err(), "{size}");
    }
    for n in [0, 1, 10, 100] {
        assert!(handicap(19, n).is_err(), "{n}");
    }
    // Larger boards than GNU Go's: still on the fourth line.
    assert_eq!(
        handicap(25, 4).unwrap(),
        sorted(&["D4", "D22", "W4", "W22"])
    );
}

#[test]
fn game_fixed_handicap_sets_white_to_move() {
    let mut g = Game::new(19, 0.5);
    let pts = g.fixed_handicap(4).unwrap();
    assert_eq!(pts.len(), 4);
    assert_eq!(g.board.stone_counts(), (0, 4));
    assert_eq!(g.to_move, Color::White);
    assert_eq!(g.handicap, 4);
    assert!(g.board.move_history().is_empty());
    assert!(g.fixed_handicap(2).is_err(), "board not empty");
    assert!(!g.undo(1), "handicap stones are not moves");
    g.board.check_invariants().unwrap();
}

// ------------------------------------------------------------------ board sizes

#[test]
fn board_of_size_one() {
    let mut b = Board::new(1);
    let a1 = b.point("a1");
    assert_eq!(b.points().count(), 1);
    assert!(Point::parse_vertex("b1", 1).is_err());
    assert!(Point::parse_vertex("a2", 1).is_err());
    // A stone on the only point has no liberty: suicide for both.
    assert_eq!(b.check_legal(a1, Color::Black), Err(IllegalMove::Suicide));
    assert_eq!(b.check_legal(a1, Color::White), Err(IllegalMove::Suicide));
    assert!(!b.trymove(a1, Color::Black));
    b.play_move(Point::NONE, Color::Black, false).unwrap();
    b.play_move(Point::NONE, Color::White, false).unwrap();
    b.check_invariants().unwrap();
    assert_eq!(b.hash(), Board::new(1).hash());
}

#[test]
fn board_of_size_25() {
    let mut b = Board::new(25);
    assert_eq!(b.points().count(), 625);
    assert!(Point::parse_vertex("z25", 25).is_ok());
    assert!(Point::parse_vertex("z26", 25).is_err());
    play(&mut b, "b z25, w y25, w z24");
    assert_eq!(b.color(b.point("z25")), Color::Empty);
    play(&mut b, "b a1, w a2, w b1");
    assert_eq!(b.captures_by(Color::White), 2);
    play(&mut b, "b m13, w m12, b l12");
    assert_eq!(b.countlib(b.point("m13")), 3);
    b.check_invariants().unwrap();
    assert!(Board::try_new(26).is_err());
    assert!(Board::try_new(0).is_err());
    assert!(Board::try_new(100).is_err());
}

// ------------------------------------------------------------------ liberty estimates

#[test]
fn approxlib_accuratelib_and_self_atari() {
    let mut b = Board::new(5);
    play(&mut b, "w a1, b a2");
    let b1 = b.point("b1");
    // Black B1 captures A1: approxlib does not see the liberty from the capture,
    // accuratelib does.
    assert_eq!(
        vertices(&b, &b.approxlib(b1, Color::Black, usize::MAX)),
        sorted(&["B2", "C1"])
    );
    assert_eq!(
        vertices(&b, &b.accuratelib(b1, Color::Black, usize::MAX)),
        sorted(&["A1", "B2", "C1"])
    );
    assert!(!b.is_self_atari(b1, Color::Black));
    // For White, B1 joins A1: liberties of the merged string (A1's liberty B1 is used up).
    assert_eq!(
        vertices(&b, &b.approxlib(b1, Color::White, usize::MAX)),
        sorted(&["B2", "C1"])
    );
    assert_eq!(b.accuratelib(b1, Color::White, usize::MAX).len(), 2);
    // maxlib caps the count.
    assert_eq!(b.accuratelib(b1, Color::Black, 2).len(), 2);
    // Occupied point: accuratelib has nothing.
    assert!(b
        .accuratelib(b.point("a2"), Color::Black, usize::MAX)
        .is_empty());

    // Self-atari.
    let mut b = Board::new(5);
    play(&mut b, "w a2, w c1");
    let a1 = b.point("a1");
    let b1 = b.point("b1");
    assert_eq!(
        vertices(&b, &b.accuratelib(a1, Color::Black, usize::MAX)),
        sorted(&["B1"])
    );
    assert!(b.is_self_atari(a1, Color::Black));
    assert!(!b.is_self_atari(b1, Color::Black), "B1 has A1 and B2");
    play(&mut b, "w b2");
    // Now Black B1 has only A1.
    assert!(b.is_self_atari(b1, Color::Black));
    play(&mut b, "b b1");
    // Black A1 would be suicide: illegal, and so not reported as self-atari.
    assert!(!b.is_legal(a1, Color::Black));
    assert!(!b.is_self_atari(a1, Color::Black));

    // Joining strings adds their liberties.
    let mut b = Board::new(5);
    play(&mut b, "b b3, b d3");
    let c3 = b.point("c3");
    assert_eq!(b.approxlib(c3, Color::Black, usize::MAX).len(), 8);
    assert_eq!(b.accuratelib(c3, Color::Black, usize::MAX).len(), 8);
    assert!(!b.is_self_atari(c3, Color::Black));
}

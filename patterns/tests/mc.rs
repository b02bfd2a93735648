//! Monte Carlo databases (chapter 14): the compiled value tables against a naive evaluator
//! that applies the `.db` rules directly to positions, the uniform policy's eye rule, and
//! playouts on 9x9.

use engine::eyes::is_eye;
use engine::mc::{self, McTable, Near, Playout};
use engine::patterns::{transform, Database, McRule, EMPTY, OFF, OPP, OWN};
use engine::rng::Rng;
use engine::{Board, Color, Point};
use pattern_compiler::DbKind;

const DBS: [(&str, &Database, &McTable<'static>); 3] = [
    (
        "db/manual_mc.db",
        &patterns::manual_mc::DATABASE,
        &patterns::manual_mc::MC_TABLE,
    ),
    (
        "db/mc_uniform.db",
        &patterns::mc_uniform::DATABASE,
        &patterns::mc_uniform::MC_TABLE,
    ),
    (
        "db/mc_heavy.db",
        &patterns::mc_heavy::DATABASE,
        &patterns::mc_heavy::MC_TABLE,
    ),
];

/// The static tables equal what the library builds from the same file at run time (what a
/// `--mc-load-patterns FILE` would do).
#[test]
fn static_tables_equal_run_time_tables() {
    for (file, _, table) in DBS {
        let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let checked = pattern_compiler::check(file, DbKind::MonteCarlo, &text).unwrap();
        let built = pattern_compiler::mc::build_table(&checked);
        let (class, rows) = (built.class_bytes(), built.row_bytes());
        let loaded = McTable::new(&class, &rows, &built.needs);
        loaded.validate().unwrap();
        table.validate().unwrap();
        assert_eq!(loaded.rows(), table.rows(), "{file}");
        for code in 0..=u16::MAX {
            assert_eq!(loaded.class_of(code), table.class_of(code), "{file}");
        }
        for class in 0..table.rows() {
            assert_eq!(loaded.needs(class), table.needs(class));
            for props in 0..=255u8 {
                assert_eq!(
                    loaded.row_value(class, props),
                    table.row_value(class, props)
                );
            }
        }
    }
}

// ---------------------------------------------------------------- the naive evaluator

/// The context of a move, computed the slow way: hypothetical moves on the board.
#[derive(Debug, Clone, Copy)]
struct Facts {
    near: bool,
    ounsafe: bool,
    xunsafe: bool,
    xsuicide: bool,
    ocap: u32,
    xcap: u32,
}

fn stones(board: &Board) -> u32 {
    let (b, w) = board.stone_counts();
    (b + w) as u32
}

fn facts(board: &mut Board, p: Point, color: Color, prev: Option<Point>) -> Facts {
    let near = prev.is_some_and(|q| {
        let ring = p.row().abs_diff(q.row()) <= 1 && p.col().abs_diff(q.col()) <= 1;
        // Strings with at most two liberties holding the previous move or touching it.
        let mut strings = vec![q];
        strings.extend(
            q.neighbors()
                .into_iter()
                .filter(|&n| board.color(n).is_player()),
        );
        ring || strings
            .iter()
            .any(|&s| board.countlib(s) <= 2 && board.findlib(s, 3).contains(&p))
    });
    let before = stones(board);
    assert!(board.trymove(p, color));
    let ocap = before + 1 - stones(board);
    let ounsafe = board.countlib(p) <= 1;
    board.popgo();
    let o = color.other();
    let xsuicide = board.is_suicide(p, o);
    let (xunsafe, xcap) = if xsuicide {
        (true, 0)
    } else {
        assert!(board.tryko(p, o));
        let r = (board.countlib(p) <= 1, before + 1 - stones(board));
        board.popgo();
        r
    };
    Facts {
        near,
        ounsafe,
        xunsafe,
        xsuicide,
        ocap,
        xcap,
    }
}

fn rule_holds(r: &McRule, f: &Facts) -> bool {
    let holds = [
        f.near,
        !f.near,
        !f.ounsafe,
        f.ounsafe,
        !f.xunsafe,
        f.xunsafe,
        f.xsuicide,
        !f.xsuicide,
    ];
    let in_range = |n: u32, (lo, hi): (u8, u8)| lo as u32 <= n && n <= hi as u32;
    (0..8).all(|i| r.flags & (1 << i) == 0 || holds[i])
        && in_range(f.ocap, r.ocap)
        && in_range(f.xcap, r.xcap)
}

/// The value of the move by the manual's rules, straight from the database's patterns.
fn naive_value(db: &Database, board: &Board, p: Point, color: Color, f: &Facts) -> u32 {
    let value_at = |dr: i32, dc: i32| {
        let q = p.offset(dr as isize * engine::NS as isize + dc as isize);
        match board.color(q) {
            Color::Empty => EMPTY,
            Color::Border => OFF,
            c if c == color => OWN,
            _ => OPP,
        }
    };
    for pat in db.patterns.iter() {
        let matches = (0..8u8).any(|t| {
            pat.elements.iter().all(|e| {
                let (dr, dc) = transform(t, e.dr, e.dc);
                e.mask & (1 << value_at(dr, dc)) != 0
            })
        });
        if matches {
            if let Some(r) = pat.mc.iter().find(|r| rule_holds(r, f)) {
                return r.value;
            }
        }
    }
    1
}

/// A random position: `n` random legal moves (passes skipped), returning the last move.
fn random_position(board: &mut Board, n: usize, rng: &mut Rng) -> Option<Point> {
    let size = board.size() as u64;
    let mut color = Color::Black;
    let mut last = None;
    for _ in 0..n {
        for _ in 0..20 {
            let p = Point::new(rng.below(size) as usize, rng.below(size) as usize);
            if board.trymove(p, color) {
                last = Some(p);
                break;
            }
        }
        color = color.other();
    }
    last
}

#[test]
fn table_lookups_agree_with_the_naive_evaluator() {
    let mut rng = Rng::new(2024);
    for (file, db, table) in DBS {
        let mut checked_moves = 0;
        let mut non_default = 0;
        for round in 0..400 {
            let size = [9, 9, 7, 5][round % 4];
            let mut board = Board::new(size);
            let n = rng.below((size * size) as u64 + 20) as usize;
            let prev = random_position(&mut board, n, &mut rng);
            let color = if n.is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            };
            let near = Near::new(&board, prev);
            let points: Vec<Point> = board.points().collect();
            for p in points {
                if !board.is_legal(p, color) {
                    continue;
                }
                let f = facts(&mut board, p, color, prev);
                let want = naive_value(db, &board, p, color, &f);
                let got = mc::move_value(table, &board, p, color, &near);
                let (code, props) = mc::context(&board, p, color, &near);
                assert_eq!(
                    got,
                    want,
                    "{file}: {color:?} at {} (code {code:#06x}, props {props:#04x}, {f:?})\n{}",
                    p.to_vertex(size),
                    board.to_ascii()
                );
                assert_eq!(table.value(code, props), want);
                checked_moves += 1;
                non_default += (want != 1) as usize;
            }
        }
        assert!(checked_moves > 10_000, "{file}: {checked_moves}");
        assert!(non_default > 50, "{file}: only {non_default} rules applied");
    }
}

/// The contexts the runtime computes agree property by property with the slow way.
#[test]
fn contexts_agree_with_hypothetical_moves() {
    let mut rng = Rng::new(99);
    let mut seen = [0usize; 6];
    for _ in 0..200 {
        let mut board = Board::new(9);
        let n = rng.below(100) as usize;
        let prev = random_position(&mut board, n, &mut rng);
        let near = Near::new(&board, prev);
        for color in [Color::Black, Color::White] {
            let points: Vec<Point> = board.points().collect();
            for p in points {
                if !board.is_legal(p, color) {
                    continue;
                }
                let f = facts(&mut board, p, color, prev);
                let (_, props) = mc::context(&board, p, color, &near);
                let got = [
                    props & mc::NEAR != 0,
                    props & mc::OUNSAFE != 0,
                    props & mc::XUNSAFE != 0,
                    props & mc::XSUICIDE != 0,
                ];
                assert_eq!(
                    got,
                    [f.near, f.ounsafe, f.xunsafe, f.xsuicide],
                    "{color:?} {p:?}\n{}",
                    board.to_ascii()
                );
                assert_eq!((props >> mc::OCAP_SHIFT) & 3, f.ocap.min(3) as u8);
                assert_eq!((props >> mc::XCAP_SHIFT) & 3, f.xcap.min(3) as u8);
                let flags = [
                    f.near,
                    f.ounsafe,
                    f.xunsafe,
                    f.xsuicide,
                    f.ocap > 0,
                    f.xcap > 0,
                ];
                for (s, b) in seen.iter_mut().zip(flags) {
                    *s += b as usize;
                }
            }
        }
    }
    assert!(
        seen.iter().all(|&s| s > 20),
        "every property occurs: {seen:?}"
    );
}

// ---------------------------------------------------------------- playouts

#[test]
fn uniform_playouts_never_fill_own_eyes() {
    let table = patterns::mc_uniform::MC_TABLE;
    let mut po = Playout::new(table);
    let mut rng = Rng::new(5);
    let mut eyes_refused = 0;
    for _ in 0..30 {
        let mut board = Board::new(9);
        let mut color = Color::Black;
        let (mut prev, mut passes, mut played) = (None, 0, 0);
        while passes < 2 {
            let near = Near::new(&board, prev);
            eyes_refused += board
                .points()
                .filter(|&p| board.is_legal(p, color) && is_eye(&board, p, color))
                .count();
            match po.choose(&board, color, &near, &mut rng) {
                Some(p) => {
                    assert!(
                        !is_eye(&board, p, color),
                        "{color:?} fills its eye at {}\n{}",
                        p.to_vertex(9),
                        board.to_ascii()
                    );
                    assert!(board.trymove(p, color));
                    (prev, passes) = (Some(p), 0);
                    played += 1;
                }
                None => (prev, passes) = (None, passes + 1),
            }
            color = color.other();
            assert!(played < 1000, "playout does not end");
        }
        // At the end, every empty point is an eye of one side and illegal for the other.
        for p in board.points().filter(|&p| board.color(p) == Color::Empty) {
            for c in [Color::Black, Color::White] {
                assert!(!board.is_legal(p, c) || is_eye(&board, p, c));
            }
        }
        board.check_invariants().unwrap();
    }
    assert!(eyes_refused > 100, "eyes occurred: {eyes_refused}");
}

#[test]
fn playouts_on_9x9_terminate_and_leave_a_valid_board() {
    for (file, _, table) in DBS {
        let mut po = Playout::new(*table);
        let mut rng = Rng::new(11);
        // A few opening stones, so the playouts start from a position.
        let mut board = Board::from_rows(&[
            ".........",
            ".........",
            "..X...X..",
            ".........",
            ".........",
            ".........",
            "......O..",
            ".........",
            ".........",
        ]);
        let hash = board.hash();
        let mut total = 0;
        for _ in 0..40 {
            let res = po.run(
                &mut board,
                Color::White,
                Some(Point::new(2, 6)),
                &mut rng,
                2000,
            );
            assert!(res.finished, "{file}: {res:?}");
            assert_eq!(board.stackp(), res.stones);
            board.check_invariants().unwrap();
            total += res.moves;
            Playout::undo(&mut board, &res);
            assert_eq!(board.hash(), hash);
            board.check_invariants().unwrap();
        }
        assert!(
            total > 40 * 50,
            "{file}: playouts too short ({total} moves)"
        );
    }
}

#[test]
fn heavy_policy_prefers_captures_and_saves() {
    let table = patterns::mc_heavy::MC_TABLE;
    // White to move; the black stone at (1,1) is in atari (capture), and the white stone at
    // (4,4) was just put in atari by black's (4,5).
    let mut board = Board::from_rows(&[
        ".O.......",
        "OX.......",
        ".O.......",
        ".........",
        "...XOX...",
        ".........",
        ".........",
        ".........",
        ".........",
    ]);
    assert!(board.trymove(Point::new(3, 4), Color::Black));
    let prev = Some(Point::new(3, 4));
    let near = Near::new(&board, prev);
    let w = Color::White;
    let capture = mc::move_value(&table, &board, Point::new(1, 2), w, &near);
    let save = mc::move_value(&table, &board, Point::new(5, 4), w, &near);
    let quiet = mc::move_value(&table, &board, Point::new(7, 7), w, &near);
    assert_eq!((capture, save, quiet), (600, 3000, 10));
    let mut po = Playout::new(table);
    let mut rng = Rng::new(3);
    let hits = (0..1000)
        .filter(|_| {
            let m = po.choose(&board, w, &near, &mut rng).unwrap();
            m == Point::new(1, 2) || m == Point::new(5, 4)
        })
        .count();
    // 3600 against about 1500 for the rest (quiet moves at 10, near ones at 20, shapes
    // around the last move at 300 to 400): about 70%.
    assert!((620..800).contains(&hits), "{hits}");
}

/// White's five stones D3-D6, E5 have one liberty, F5: Black captures there.
const CAPTURE_F5: [&str; 9] = [
    ".O.......",
    ".........",
    "...X.....",
    "..XOX....",
    "..XOO....",
    "..XOX....",
    "O.XOX....",
    "O..X.....",
    "O........",
];

/// Black's three stones C6-E6 have one liberty, F6, and black G7 beyond: Black extends and
/// lives (GNU Go: `defend C6` and `owl_defend C6` both F6). Without G7 the extension escapes
/// the atari but not the net (GNU Go's owl calls the group dead), and the heavy policy's
/// playouts see that.
const SAVE_F6: [&str; 9] = [
    ".........",
    ".........",
    "..OOO.X..",
    ".OXXX....",
    "..OOO....",
    ".........",
    ".........",
    ".........",
    ".........",
];

/// UCT, fixed seed and playout count (no timing): it takes a group in atari, saves its own
/// group in atari, leaves the board as it found it, and repeats itself exactly for the same
/// seed. Under the heavy policy the capture position is won whatever Black plays (its
/// playouts rarely let White escape), and UCT plays for the win, not the margin: only the
/// uniform policy's choice is pinned there.
#[test]
fn uct_search_captures_saves_and_is_reproducible() {
    use engine::mc::{Uct, UctOptions};
    let (capture, save) = (CAPTURE_F5, SAVE_F6);
    // After the capture Black is ahead; after the escape White still is.
    let cases = [
        ("mc_uniform", capture, Some(("F5", true))),
        ("mc_uniform", save, Some(("F6", false))),
        ("mc_heavy", capture, None),
        ("mc_heavy", save, Some(("F6", false))),
    ];
    for (policy, rows, expect) in cases {
        let table = match policy {
            "mc_uniform" => patterns::mc_uniform::MC_TABLE,
            _ => patterns::mc_heavy::MC_TABLE,
        };
        let mut board = Board::from_rows(&rows);
        let before = (board.hash(), board.stackp(), board.to_ascii());
        let search = |board: &mut Board, seed| {
            // The pattern policy alone: with last good replies 600 playouts with the heavy
            // policy prefer G5 to the save (noted in session 12; games are measured with
            // them at 5000).
            let opts = UctOptions {
                playouts: 600,
                last_good_reply: false,
                ..UctOptions::default()
            };
            let mut uct = Uct::new(Playout::new(table), opts);
            let mut rng = Rng::new(seed);
            uct.search(board, Color::Black, 0.5, &mut rng, &mut |_, _| true)
        };
        let r = search(&mut board, 3);
        assert_eq!(r.playouts, 600);
        if let Some((want, ahead)) = expect {
            let top = top_moves(&r);
            assert_eq!(r.best, board.point(want), "{policy} {rows:?} {top:?}");
            assert_eq!(r.winrate > 0.5, ahead, "{policy} {rows:?} {top:?}");
        }
        assert_eq!((board.hash(), board.stackp(), board.to_ascii()), before);
        let again = search(&mut board, 3);
        assert_eq!(again.moves, r.moves, "same seed, same search");
    }
}

/// The four most visited root moves of a 9x9 search (vertex, visits, win rate), for
/// failure messages.
fn top_moves(r: &engine::mc::SearchResult) -> Vec<(String, u32, f32)> {
    r.moves
        .iter()
        .take(4)
        .map(|m| (m.mv.to_vertex(9), m.visits, m.winrate))
        .collect()
}

/// Last good replies (on by default) at 2000 playouts: the heavy policy's search still
/// captures at F5 ([`CAPTURE_F5`]) and saves at F6 ([`SAVE_F6`]), with every seed tried. At
/// 600 playouts last good replies make the save noisy; at 2000 and above the search finds
/// it with or without them (seeds 1-6 through `genmove`, session 13).
#[test]
fn last_good_replies_keep_the_capture_and_the_save() {
    use engine::mc::{Uct, UctOptions};
    for (rows, want) in [(CAPTURE_F5, "F5"), (SAVE_F6, "F6")] {
        for seed in 1..=3 {
            let mut board = Board::from_rows(&rows);
            let opts = UctOptions {
                playouts: 2000,
                ..UctOptions::default()
            };
            assert!(opts.last_good_reply, "on by default");
            let mut uct = Uct::new(Playout::new(patterns::mc_heavy::MC_TABLE), opts);
            let r = uct.search(
                &mut board,
                Color::Black,
                0.5,
                &mut Rng::new(seed),
                &mut |_, _| true,
            );
            let top = top_moves(&r);
            assert_eq!(r.best, board.point(want), "seed {seed} {rows:?} {top:?}");
        }
    }
}

/// A new node's moves start from priors: a capture above an ordinary move, which is above a
/// first-line move, which is above a self-atari (before any playout, the win rates are the
/// priors').
#[test]
fn uct_priors_rank_captures_quiet_moves_edges_and_self_ataris() {
    use engine::mc::{Uct, UctOptions};
    // White E5 has one liberty, E4; black at A1 would have one liberty (A2) and capture
    // nothing.
    let rows = [
        ".........",
        ".........",
        ".........",
        "....X....",
        "...XOX...",
        ".........",
        ".........",
        ".O.......",
        ".O.......",
    ];
    let mut board = Board::from_rows(&rows);
    let mut uct = Uct::new(
        Playout::new(patterns::mc_heavy::MC_TABLE),
        UctOptions::default(),
    );
    uct.begin(&mut board, Color::Black, &mut |_, _| true);
    let r = uct.result();
    assert_eq!(r.playouts, 0);
    let rate = |v: &str| {
        let p = board.point(v);
        r.moves
            .iter()
            .find(|m| m.mv == p)
            .map(|m| m.winrate)
            .unwrap()
    };
    let (capture, quiet, edge, self_atari) = (rate("E4"), rate("C7"), rate("J5"), rate("A1"));
    assert!(
        capture > quiet && quiet > edge && edge > self_atari,
        "{capture} {quiet} {edge} {self_atari}"
    );
}

// ---------------------------------------------------------------- the playout board

/// Games on the playout board from random positions: at every move, every empty point's
/// neighbourhood code and value for both players are those `policy.rs` computes on a full
/// board that plays the same moves, and every move the playout board chooses is legal there.
#[test]
fn playout_board_values_agree_with_the_policy_along_playouts() {
    let mut rng = Rng::new(77);
    for (file, _, table) in DBS {
        let mut compared = 0;
        for round in 0..24 {
            let size = [9, 7, 13, 5][round % 4];
            let mut board = Board::new(size);
            let n = rng.below((size * size / 2) as u64) as usize;
            let mut prev = random_position(&mut board, n, &mut rng);
            let mut fb = mc::FastBoard::from_board(*table, &board, prev);
            let mut color = if n.is_multiple_of(2) {
                Color::Black
            } else {
                Color::White
            };
            let mut passes = 0;
            let mut moves = 0;
            while passes < 2 && moves < 3 * size * size {
                let near = Near::new(&board, prev);
                for p in board.points().filter(|&p| board.color(p) == Color::Empty) {
                    for c in [Color::Black, Color::White] {
                        assert_eq!(fb.code(p, c), mc::neighbourhood_code(&board, p, c));
                        assert_eq!(
                            fb.value(p, c),
                            mc::move_value(table, &board, p, c, &near),
                            "{file}: {c:?} at {}\n{}",
                            p.to_vertex(size),
                            board.to_ascii()
                        );
                        compared += 1;
                    }
                }
                match fb.choose(color, &mut rng) {
                    Some(p) => {
                        assert!(
                            board.trymove(p, color),
                            "{file}: {color:?} {} is illegal\n{}",
                            p.to_vertex(size),
                            board.to_ascii()
                        );
                        assert!(fb.play(p, color));
                        (prev, passes) = (Some(p), 0);
                    }
                    None => {
                        fb.pass();
                        (prev, passes) = (None, passes + 1);
                    }
                }
                color = color.other();
                moves += 1;
            }
            fb.check().unwrap();
        }
        assert!(compared > 50_000, "{file}: {compared}");
    }
}

#[test]
fn uniform_playouts_on_the_playout_board_never_fill_own_eyes() {
    let table = patterns::mc_uniform::MC_TABLE;
    let mut rng = Rng::new(8);
    for _ in 0..30 {
        let mut board = Board::new(9);
        let mut fb = mc::FastBoard::from_board(table, &board, None);
        let mut color = Color::Black;
        let (mut passes, mut played) = (0, 0);
        while passes < 2 {
            match fb.choose(color, &mut rng) {
                Some(p) => {
                    assert!(!is_eye(&board, p, color), "{}", board.to_ascii());
                    assert!(fb.play(p, color) && board.trymove(p, color));
                    (passes, played) = (0, played + 1);
                }
                None => {
                    fb.pass();
                    passes += 1;
                }
            }
            color = color.other();
            assert!(played < 1000, "playout does not end");
        }
        for p in board.points().filter(|&p| board.color(p) == Color::Empty) {
            for c in [Color::Black, Color::White] {
                assert!(!board.is_legal(p, c) || is_eye(&board, p, c));
            }
        }
    }
}

/// Two threads on one tree: the search runs exactly its playouts, leaves the board alone and
/// still finds the escape (with twice the playouts of the one-thread test, as the threads'
/// order is not fixed).
#[test]
fn threaded_uct_search_saves_its_group() {
    use engine::mc::{Uct, UctOptions};
    let save = [
        ".........",
        ".........",
        "..OOO....",
        ".OXXX....",
        "..OOO....",
        ".........",
        ".........",
        ".........",
        ".........",
    ];
    for table in [patterns::mc_uniform::MC_TABLE, patterns::mc_heavy::MC_TABLE] {
        let mut board = Board::from_rows(&save);
        let before = (board.hash(), board.to_ascii());
        let opts = UctOptions {
            playouts: 1200,
            threads: 2,
            ..UctOptions::default()
        };
        let mut uct = Uct::new(Playout::new(table), opts);
        let r = uct.search(
            &mut board,
            Color::Black,
            0.5,
            &mut Rng::new(5),
            &mut |_, _| true,
        );
        assert_eq!(r.playouts, 1200);
        let visits: u32 = r.moves.iter().map(|m| m.visits).sum();
        assert_eq!(
            visits as usize, 1200,
            "every playout backed up once, no loss left"
        );
        assert_eq!(r.best, board.point("F6"), "{:?}", &r.moves[..3]);
        let own = uct.ownership();
        assert!(own.iter().all(|o| (-1.0..=1.0).contains(o)));
        assert_eq!((board.hash(), board.to_ascii()), before);
    }
}

/// On 19x19 the opening's line priors decide what a short search plays on an empty board:
/// the moves it visits most are on the third and fourth lines (without them, the AMAF
/// statistics of a few thousand playouts decide alone, and the four most visited moves
/// are spread over the board). (On 13x13 the centre's lines are as good a start.)
#[test]
fn big_board_openings_take_the_third_and_fourth_lines() {
    use engine::mc::{Uct, UctOptions};
    let size = 19;
    let mut board = Board::new(size);
    let opts = UctOptions {
        playouts: 2000,
        threads: 1,
        ..UctOptions::default()
    };
    let mut uct = Uct::new(Playout::new(patterns::mc_heavy::MC_TABLE), opts);
    let r = uct.search(
        &mut board,
        Color::Black,
        7.0,
        &mut Rng::new(11),
        &mut |_, _| true,
    );
    let top: Vec<Point> = r.moves.iter().take(4).map(|m| m.mv).collect();
    assert!(
        top.iter()
            .all(|p| !p.is_none() && (2..=3).contains(&p.edge_distance(size))),
        "{size}x{size}: {:?}",
        top.iter().map(|p| p.to_vertex(size)).collect::<Vec<_>>()
    );
}

// ---------------------------------------------------------------- Monte Carlo mode options

/// A 9x9 engine in Monte Carlo mode with the default policy, a fixed seed, no time limit.
fn mc_engine(options: engine::EngineOptions) -> engine::Engine {
    engine::Engine::new(
        engine::EngineOptions {
            boardsize: 9,
            seed: 5,
            monte_carlo: Some(true),
            mc_max_time: None,
            ..options
        },
        patterns::databases(),
    )
}

/// `--mc-games-per-level N`: a move runs N times the level playouts instead of
/// `--playouts`.
#[test]
fn games_per_level_sets_the_playouts_of_a_move() {
    let mut e = mc_engine(engine::EngineOptions {
        mc_playouts: 70,
        ..Default::default()
    });
    assert_eq!(e.mc_move_search(Color::Black).unwrap().playouts, 70);
    let mut e = mc_engine(engine::EngineOptions {
        mc_playouts: 70,
        mc_games_per_level: Some(30),
        level: 3,
        ..Default::default()
    });
    assert_eq!(e.options().mc_playouts_per_move(), 90);
    let r = e.mc_move_search(Color::Black).unwrap();
    assert_eq!(r.playouts, 90);
    let visits: u32 = r.moves.iter().map(|m| m.visits).sum();
    assert_eq!(visits, 90, "every playout went through a root move");
}

/// Under a clock the clock decides when `mc_clock_decides` is set: the playouts option no
/// longer ends the search (a GUI's or server's time is used, not a fixed count), and a
/// judgement of the position (`final_status_list`) keeps the fixed budget. Without the
/// setting, or without a clock, the playouts option holds.
#[test]
fn the_clock_decides_a_moves_budget_when_asked_to() {
    let options = engine::EngineOptions {
        mc_playouts: 40,
        mc_clock_decides: true,
        mc_clock_threads: 1,
        ..Default::default()
    };
    let mut e = mc_engine(options.clone());
    assert_eq!(
        e.mc_move_search(Color::Black).unwrap().playouts,
        40,
        "no clock"
    );
    // A byo-yomi of one second a stone: 0.8 s a move, far more than 40 playouts in any
    // build (the count is not compared with a speed, only with the option).
    e.set_time_settings(0, 1, 1);
    assert!(e.mc_move_search(Color::Black).unwrap().playouts > 40);
    let mut e = mc_engine(engine::EngineOptions {
        mc_clock_decides: false,
        ..options
    });
    e.set_time_settings(0, 1, 1);
    assert_eq!(e.mc_move_search(Color::Black).unwrap().playouts, 40);
    e.set_time_settings(0, 0, 0);
    e.set_time_left(Color::Black, 1, 1);
    assert_eq!(e.mc_move_search(Color::Black).unwrap().playouts, 40);
}

/// The tree node limit bounds the tree; the root is expanded whatever the limit, and the
/// search still runs all its playouts.
#[test]
fn the_node_limit_bounds_the_tree() {
    use engine::mc::{Uct, UctOptions};
    let board = Board::new(9);
    let mut sizes = Vec::new();
    for max_nodes in [10, 2000, 1 << 20] {
        let opts = UctOptions {
            playouts: 3000,
            max_nodes,
            ..UctOptions::default()
        };
        let mut uct = Uct::new(Playout::new(patterns::mc_heavy::MC_TABLE), opts);
        let r = uct.search(
            &mut board.clone(),
            Color::Black,
            7.0,
            &mut Rng::new(3),
            &mut |_, _| true,
        );
        assert_eq!(r.playouts, 3000);
        assert!(!r.best.is_none(), "a move is chosen");
        sizes.push(uct.nodes());
    }
    // The root and its 81 moves and a pass, nothing more.
    assert_eq!(sizes[0], 83);
    assert!(sizes[1] <= 2000 && sizes[1] > 83, "{sizes:?}");
    assert!(sizes[2] > 2000, "{sizes:?}");
}

/// In Monte Carlo mode the final status of the stones comes from the playouts' ownership:
/// the white stone left inside Black's area and the black one inside White's are dead, the
/// rest alive; the score counts them as prisoners.
#[test]
fn ownership_decides_final_status_in_monte_carlo_mode() {
    let mut e = mc_engine(engine::EngineOptions {
        mc_playouts: 400,
        ..Default::default()
    });
    let rows = [
        ".........", //
        "..O..X...", //
        ".....X...", //
        "XXXXXXXXX", //
        "OOOOOOOOO", //
        ".........", //
        "...X.....", //
        ".........", //
        ".........",
    ];
    // Alternate the colours, passing for a side that has no stone left to place.
    let mut black: Vec<Point> = Vec::new();
    let mut white: Vec<Point> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        for (j, c) in row.chars().enumerate() {
            match c {
                'X' => black.push(Point::new(i, j)),
                'O' => white.push(Point::new(i, j)),
                _ => {}
            }
        }
    }
    for k in 0..black.len().max(white.len()) {
        let b = black.get(k).copied().unwrap_or(Point::NONE);
        let w = white.get(k).copied().unwrap_or(Point::NONE);
        e.play(Color::Black, b).unwrap();
        e.play(Color::White, w).unwrap();
    }
    let v = |s: &str| e.board().point(s);
    let (c8, d3) = (v("C8"), v("D3"));
    let dead = e.final_status_list(engine::score::StoneStatus::Dead);
    assert_eq!(dead, vec![vec![c8], vec![d3]], "{}", e.board().to_ascii());
    let alive = e.final_status_list(engine::score::StoneStatus::Alive);
    assert_eq!(
        alive.len(),
        2,
        "the two walls (the black pair is part of its wall)"
    );
    // Japanese counting: Black 25 points of territory (the 27 above its wall but its own
    // pair) and a prisoner, White 36 and a prisoner.
    let score = e.final_score();
    assert_eq!((score.black, score.white), (26, 37), "{score:?}");
}

/// Dynamic komi in handicap games: 7 points per handicap stone at the start, shrinking to
/// nothing by move size*size/2; the search plays with it, so White, four stones down on
/// 9x9 at komi 0.5, still sees games it can win.
#[test]
fn dynamic_komi_in_handicap_games() {
    use engine::engine::dynamic_komi;
    assert_eq!(dynamic_komi(7.5, 0, 0, 19), 7.5);
    assert_eq!(
        dynamic_komi(7.5, 1, 0, 19),
        7.5,
        "one stone: no handicap komi"
    );
    assert_eq!(dynamic_komi(0.5, 4, 0, 9), 28.5);
    assert_eq!(dynamic_komi(0.5, 4, 20, 9), 14.5);
    assert_eq!(dynamic_komi(0.5, 4, 40, 9), 0.5);
    assert_eq!(dynamic_komi(0.5, 4, 300, 9), 0.5);
    // The pattern policy alone (last good replies at 600 playouts blur the two win
    // rates: noted in session 12).
    let opts = || engine::EngineOptions {
        komi: 0.5,
        mc_playouts: 600,
        mc_last_good_reply: false,
        ..Default::default()
    };
    let mut e = mc_engine(opts());
    e.fixed_handicap(4).unwrap();
    assert_eq!(e.search_komi(), 28.5);
    let with = e.mc_move_search(Color::White).unwrap().winrate;
    // The same stones without the handicap count: the real komi.
    let mut plain = mc_engine(opts());
    let stones = e.stones(Color::Black);
    for &p in &stones[..3] {
        plain.play(Color::Black, p).unwrap();
        plain.play(Color::White, Point::NONE).unwrap();
    }
    plain.play(Color::Black, stones[3]).unwrap();
    assert_eq!(plain.search_komi(), 0.5);
    let without = plain.mc_move_search(Color::White).unwrap().winrate;
    assert!(with > without + 0.2, "{without} {with}");
    for _ in 0..10 {
        e.play(Color::White, Point::NONE).unwrap();
        e.play(Color::Black, Point::NONE).unwrap();
    }
    assert_eq!(e.search_komi(), 14.5, "20 moves later");
}

/// Territory scoring (Japanese rules) in the search: after White's pass, Black leads by
/// half a point (area 15 to 10 and territory 10 to 5, komi 4.5) and every point left is
/// inside someone's territory. Under area counting a move inside Black's own territory
/// costs nothing, and the search finds Black winning whatever it plays; under territory
/// counting it costs the point, and passing, which ends the game, is the only winning move.
#[test]
fn territory_scoring_passes_where_a_move_would_fill_own_territory() {
    use engine::mc::{territory_komi, Uct, UctOptions};
    let rows = ["..XO.", "..XO.", "..XO.", "..XO.", "..XO."];
    let search = |territory_scoring: bool| {
        let mut board = Board::from_rows(&rows);
        board.play_move(Point::NONE, Color::White, false).unwrap();
        let komi = if territory_scoring {
            territory_komi(&board, 4.5)
        } else {
            4.5
        };
        let opts = UctOptions {
            playouts: 1500,
            territory_scoring,
            ..UctOptions::default()
        };
        let mut uct = Uct::new(Playout::new(patterns::mc_heavy::MC_TABLE), opts);
        let r = uct.search(
            &mut board,
            Color::Black,
            komi,
            &mut Rng::new(5),
            &mut |_, _| true,
        );
        let fill = r
            .moves
            .iter()
            .find(|m| m.mv == board.point("A3"))
            .map(|m| m.winrate)
            .unwrap();
        let top: Vec<(String, u32, f32)> = r
            .moves
            .iter()
            .take(4)
            .map(|m| (m.mv.to_vertex(5), m.visits, m.winrate))
            .collect();
        (r.best, r.winrate, fill, top)
    };
    let (best, rate, fill, top) = search(true);
    assert_eq!(best, Point::NONE, "{top:?}");
    // (Random playouts sometimes let a White invader live in Black's two columns.)
    assert!(rate > 0.7, "{top:?}");
    assert!(
        fill < rate - 0.25,
        "filling A3 loses a point: {fill} {top:?}"
    );
    let (_, area_rate, area_fill, area_top) = search(false);
    assert!(
        area_fill > rate - 0.1 && area_rate > 0.7,
        "area counting: {area_top:?}"
    );
}

/// The komi of a territory-scored search: the game's while the players have alternated
/// moves (captures included), and a point more for the player who passed while the
/// other played, as territory counting has it.
#[test]
fn territory_komi_counts_stones_and_prisoners() {
    use engine::mc::territory_komi;
    let mut board = Board::new(5);
    // Black B1, White A1, Black A2 captures A1.
    for (c, v) in [
        (Color::Black, "B1"),
        (Color::White, "A1"),
        (Color::Black, "A2"),
    ] {
        board.play_move(board.point(v), c, false).unwrap();
    }
    assert_eq!(board.captured_stones(Color::White), 1);
    let mut moved = board.clone();
    moved
        .play_move(moved.point("E5"), Color::White, false)
        .unwrap();
    assert_eq!(territory_komi(&moved, 6.5), 6.5);
    board.play_move(Point::NONE, Color::White, false).unwrap();
    assert_eq!(territory_komi(&board, 6.5), 7.5);
    board
        .play_move(board.point("E5"), Color::Black, false)
        .unwrap();
    assert_eq!(
        territory_komi(&board, 6.5),
        8.5,
        "Black's stone is a point of area"
    );
}

/// A jigo is half a win to the search: with komi 5 the position of
/// [`territory_scoring_passes_where_a_move_would_fill_own_territory`] is a draw if Black
/// passes (territory 10 to 5) and a loss if Black fills a point of its own, so passing is
/// worth about a half (a search counting a jigo as a loss for Black would see nothing but
/// losses) and filling less.
#[test]
fn a_jigo_counts_half_a_win() {
    use engine::mc::{territory_komi, Uct, UctOptions};
    let mut board = Board::from_rows(&["..XO.", "..XO.", "..XO.", "..XO.", "..XO."]);
    board.play_move(Point::NONE, Color::White, false).unwrap();
    // A search of 1500 playouts for `color` on `board`, counting territory with komi 5.
    let search = |board: &mut Board, color: Color| {
        let opts = UctOptions {
            playouts: 1500,
            territory_scoring: true,
            ..UctOptions::default()
        };
        let komi = territory_komi(board, 5.0);
        let mut uct = Uct::new(Playout::new(patterns::mc_heavy::MC_TABLE), opts);
        uct.search(board, color, komi, &mut Rng::new(5), &mut |_, _| true)
    };
    let r = search(&mut board, Color::Black);
    let rate = |p: Point| r.moves.iter().find(|m| m.mv == p).map(|m| m.winrate);
    let top: Vec<(String, u32, f32)> = r
        .moves
        .iter()
        .take(4)
        .map(|m| (m.mv.to_vertex(5), m.visits, m.winrate))
        .collect();
    let pass = rate(Point::NONE).unwrap();
    assert!((0.35..0.65).contains(&pass), "{top:?}");
    // The fill itself, read from the position after it: the root's statistics of A3 stay
    // too few (the search spends its playouts on the pass) and average White's answers
    // before the best one (a pass) stands out.
    let mut filled = board.clone();
    filled
        .play_move(filled.point("A3"), Color::Black, false)
        .unwrap();
    let answer = search(&mut filled, Color::White);
    let fill = 1.0 - answer.winrate;
    assert!(
        fill < pass - 0.15,
        "A3: {fill} for Black, pass {pass}: {top:?}"
    );
}

/// A move's search starts from what the last move's search learnt below the moves played
/// since (tree reuse): after Black's move and White's answer, the root's moves carry the
/// playouts the old tree had run through that answer, besides the new search's own. A
/// position not reached by game moves from the kept root starts afresh.
#[test]
fn a_move_search_keeps_the_subtree_of_the_moves_played_since() {
    let mut e = mc_engine(engine::EngineOptions {
        mc_playouts: 2000,
        ..Default::default()
    });
    let first = e.mc_move_search(Color::Black).unwrap();
    assert_eq!(first.reused, 0, "a fresh tree");
    let (mv, answer) = (first.moves[0].mv, first.moves[0].pv[1]);
    e.play(Color::Black, mv).unwrap();
    e.play(Color::White, answer).unwrap();
    let second = e.mc_move_search(Color::Black).unwrap();
    assert_eq!(second.playouts, 2000, "the budget counts new playouts");
    assert!(second.reused > 20, "{} kept", second.reused);
    // Every playout through the kept node went on to one of its moves, but the two
    // that stopped there before it had children.
    let visits: u32 = second.moves.iter().map(|m| m.visits).sum();
    assert_eq!(visits, 2000 + second.reused - 2);
    // Taken back past the kept root and played elsewhere: the game no longer passes
    // through it.
    e.undo(2).unwrap();
    let elsewhere = if mv == e.game().board.point("C3") {
        "G7"
    } else {
        "C3"
    };
    e.play(Color::Black, e.game().board.point(elsewhere))
        .unwrap();
    let fresh = e.mc_move_search(Color::White).unwrap();
    assert_eq!(fresh.reused, 0, "{elsewhere} is not below the kept root");
    let visits: u32 = fresh.moves.iter().map(|m| m.visits).sum();
    assert_eq!(visits, 2000);
}

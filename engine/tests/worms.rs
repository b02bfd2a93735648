//! Worm data (manual 7.1). Expected values were checked against GNU Go 3.8's `worm_data`
//! on the same positions (except the threats, which GNU Go does not print).

use engine::reading::ReadResult::{Fail, KoA, Win};
use engine::reading::{ReadingContext, ReadingOptions};
use engine::worms::{make_worms, worm_threats, Worm, WormThreats, Worms};
use engine::{Board, Color, Point};

/// A board of `size` after "b d4, w e5, ..." played as game moves.
fn position(size: usize, moves: &str) -> Board {
    let mut b = Board::new(size);
    for m in moves.split(',').filter(|m| !m.trim().is_empty()) {
        let mut it = m.split_whitespace();
        let c = Color::parse(it.next().unwrap()).unwrap();
        let p = b.point(it.next().unwrap());
        b.play_move(p, c, false)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    b
}

fn worms(b: &mut Board) -> Worms {
    let mut ctx = ReadingContext::new(ReadingOptions::default(), 4.0);
    let w = make_worms(b, &mut ctx);
    b.check_invariants().unwrap();
    w
}

fn worm<'a>(b: &Board, w: &'a Worms, v: &str) -> &'a Worm {
    w.get(b.point(v))
        .unwrap_or_else(|| panic!("no worm at {v}"))
}

fn libs(w: &Worm) -> [usize; 4] {
    [w.liberties, w.liberties2, w.liberties3, w.liberties4]
}

#[test]
fn effective_size_counts_half_of_each_near_empty_point() {
    // A lone stone: itself plus half of the 40 points within distance 4.
    let mut b = position(19, "b k10");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "k10").effective_size, 21.0);
    let mut b = position(19, "b a1");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "a1").effective_size, 8.0);
    let mut b = position(7, "b d4");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "d4").effective_size, 19.0);
    let mut b = position(3, "b b2");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "b2").effective_size, 5.0);
}

#[test]
fn higher_order_liberties() {
    let cases: &[(usize, &str, &str, [usize; 4])] = &[
        (19, "b k10", "k10", [4, 8, 12, 16]),
        (19, "b k10, w k12", "k10", [4, 7, 9, 13]),
        (19, "b k10, w l11", "k10", [4, 7, 10, 15]),
        (19, "b k10, w j11, w l11", "k10", [4, 5, 7, 11]),
        (19, "b a1", "a1", [2, 3, 4, 5]),
        // Through other strings of the same colour.
        (19, "b k10, b k12", "k10", [4, 10, 14, 18]),
        (19, "b k10, b k13", "k10", [4, 8, 14, 18]),
        (19, "b k10, b k12, w j12, w l12", "k10", [4, 6, 10, 14]),
        (
            19,
            "b k10, b k12, b k13, b k14, w j11",
            "k10",
            [4, 12, 16, 22],
        ),
        // A liberty between an enemy stone and the edge leads nowhere.
        (19, "b a10, w b11", "a10", [3, 3, 4, 6]),
        (19, "b a10, w b12", "a10", [3, 3, 5, 6]),
        (19, "b b10, w a11", "b10", [4, 6, 8, 11]),
        // No connection through a ko.
        (
            9,
            "b c5, w b5, w c6, w c4, b d6, b d4, b e5",
            "c5",
            [1, 0, 0, 0],
        ),
    ];
    for &(size, moves, v, expect) in cases {
        let mut b = position(size, moves);
        let w = worms(&mut b);
        assert_eq!(libs(worm(&b, &w, v)), expect, "{moves}: {v}");
    }
}

#[test]
fn cutting_stones() {
    // White k10 among black stones: the first and the last adjacent enemy strings in board
    // order decide.
    let cases: &[(&str, u8)] = &[
        ("w k10, b j10, b l10", 2),
        ("w k10, b k11, b k9", 2),
        ("w k10, b j10, b l10, b k11", 1),
        ("w k10, b j10, b l10, b k9", 1),
        ("w k10, b k11, b k9, b j10", 2),
        ("w k10, b k11, b k9, b l10", 2),
        ("w k10, b k11", 0),
    ];
    for &(moves, expect) in cases {
        let mut b = position(19, moves);
        let w = worms(&mut b);
        assert_eq!(worm(&b, &w, "k10").cutstone, expect, "{moves}");
        assert_eq!(worm(&b, &w, "k10").cutstone2, 0);
    }
}

#[test]
fn lunch() {
    // A capturable stone diagonally, with both points between empty.
    let mut b = position(9, "b e5, w f6, b f7, b g6");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "e5").lunch, b.point("f6"));
    // Not when a point between is occupied.
    let mut b = position(9, "b e5, w f6, b f7, b g6, w f5");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "e5").lunch, Point::NONE);
    // Two candidates: the cutting one wins.
    let mut b = position(
        9,
        "b e5, w f6, b f7, b g6, w d4, b c3, w c4, b b4, b c5, b d3",
    );
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "c4").cutstone, 2);
    assert_eq!(worm(&b, &w, "f6").cutstone, 1);
    assert_eq!(
        b.find_origin(worm(&b, &w, "e5").lunch),
        b.find_origin(b.point("d4"))
    );
    // A stone taken back as a ko is no lunch.
    let mut b = position(9, "b c5, w b5, w c6, w c4, b d6, b d4, b e5");
    let w = worms(&mut b);
    assert_eq!(worm(&b, &w, "c5").attack_code(), KoA);
    assert_eq!(worm(&b, &w, "c5").defense_code(), Win);
    assert_eq!(worm(&b, &w, "b5").lunch, Point::NONE);
    assert_eq!(worm(&b, &w, "c5").lunch, Point::NONE);
}

#[test]
fn inessential_stone_in_an_eye() {
    let ring = "b d3, b e3, b f3, b d4, b f4, b d5, b f5, b d6, b f6, b d7, b e7, b f7, w e5";
    let mut b = position(9, ring);
    let w = worms(&mut b);
    let e5 = worm(&b, &w, "e5");
    assert!(e5.inessential);
    assert_eq!(libs(e5), [2, 0, 0, 0]);
    assert_eq!(e5.attack_code(), Win);
    assert_eq!(e5.defense_code(), Fail);
    let d3 = worm(&b, &w, "d3");
    assert!(!d3.inessential);
    assert_eq!(d3.genus, 1);
    assert_eq!(d3.lunch, b.point("e5"));
    // A stone with room outside the enemy wall is not inessential.
    let mut b = position(19, "w k10, b j10, b l10, b k11");
    let w = worms(&mut b);
    assert!(!worm(&b, &w, "k10").inessential);
}

#[test]
fn attack_threats() {
    // A stone touched by two black stones: k11 makes the ladder shape (GNU Go: attack
    // code 0 before, 5 after k11).
    let mut b = position(19, "w k10, b j10, b l11");
    let w = worms(&mut b);
    let k10 = worm(&b, &w, "k10");
    assert_eq!(k10.attack_code(), Fail);
    let mut ctx = ReadingContext::new(ReadingOptions::default(), 4.0);
    let t = worm_threats(&mut b, &mut ctx, &k10.clone());
    assert!(t.defense.is_empty());
    let threats: Vec<Point> = t.attack.iter().map(|t| t.0).collect();
    assert!(threats.contains(&b.point("k11")), "{threats:?}");
    // Every threat really makes the capture work, and none is on a safe worm's far side.
    let o = b.point("k10");
    for &(m, c) in &t.attack {
        assert!(c != Fail);
        assert!(b.trymove(m, Color::Black));
        assert_ne!(ctx.attack(&mut b, o).0, Fail);
        b.popgo();
    }
    // Worms with many liberties get no threats.
    let mut b = position(19, "w k10, w k11, w k12");
    let w = worms(&mut b);
    let k10 = worm(&b, &w, "k10").clone();
    assert_eq!(worm_threats(&mut b, &mut ctx, &k10), WormThreats::default());
}

#[test]
fn defense_threats() {
    // White k10 is caught in a ladder (GNU Go: attack 5, defence 0); after white j9 it
    // could escape (GNU Go: defence 5).
    let mut b = position(19, "w k10, b j10, b k11, b l10, b l9");
    let w = worms(&mut b);
    let k10 = worm(&b, &w, "k10");
    assert_eq!(k10.attack_code(), Win);
    assert_eq!(k10.defense_code(), Fail);
    let mut ctx = ReadingContext::new(ReadingOptions::default(), 4.0);
    let t = worm_threats(&mut b, &mut ctx, &k10.clone());
    assert!(t.attack.is_empty());
    let threats: Vec<Point> = t.defense.iter().map(|t| t.0).collect();
    assert!(threats.contains(&b.point("j9")), "{threats:?}");
    let o = b.point("k10");
    for &(m, c) in &t.defense {
        assert!(c != Fail);
        assert!(b.trymove(m, Color::White));
        assert_ne!(ctx.find_defense(&mut b, o).0, Fail);
        b.popgo();
    }
    // Safe worms have no defence threats.
    let j10 = worm(&b, &w, "j10").clone();
    assert!(worm_threats(&mut b, &mut ctx, &j10).defense.is_empty());
}

#[test]
fn invincible_is_the_string_itself_surviving() {
    // filllib7.sgf (regression games) at move 80: white H1 sits in white's unconditional
    // territory, so its unconditional status is ALIVE, but it could be captured by
    // consecutive black moves; the big white string E3 is invincible (GNU Go agrees).
    const SGF: &str = "(;GM[1]FF[4]RU[Japanese]SZ[9]HA[2]KM[0.5]AB[gc]AB[cg]
;W[gf];B[eg];W[dc];B[gh];W[dg];B[df];W[fg];B[dh];W[fh];B[he]
;W[ge];B[hh];W[ee];B[hf];W[fc];B[fb];W[gd];B[gb];W[de];B[hd]
;W[ce];B[ca];W[bh];B[eh];W[ei];B[bg];W[ci];B[di];W[fi];B[bc]
;W[bf];B[ag];W[ef];B[cd];W[cc];B[bd];W[bb];B[cf];W[ch];B[be]
;W[dg];B[cb];W[ab];B[eb];W[db];B[da];W[af];B[ae];W[ac];B[ec]
;W[dd];B[ah];W[af];B[ba];W[bi];B[fd];W[ai];B[bf];W[dh];B[fe]
;W[gg];B[ff];W[eg];B[ed];W[hg];B[ig];W[ih];B[ii];W[if];B[gi]
;W[ih];B[tt];W[hi];B[hc];W[ie];B[id];W[ig];B[tt];W[tt];B[tt])";
    use engine::game::{Game, LoadUntil};
    use engine::unconditional::UncondStatus;
    let sgf = engine::sgf::parse_sgf(SGF).unwrap();
    let mut game = Game::new(9, 0.5);
    game.load_sgf(&sgf, LoadUntil::MoveNumber(80)).unwrap();
    let b = &mut game.board;
    let w = worms(b);
    let h1 = worm(b, &w, "h1");
    assert_eq!(h1.unconditional_status, UncondStatus::Alive);
    assert!(!h1.invincible);
    let e3 = worm(b, &w, "e3");
    assert_eq!(e3.unconditional_status, UncondStatus::Alive);
    assert!(e3.invincible);
    assert!(!worm(b, &w, "b4").invincible);
}

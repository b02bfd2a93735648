//! Tactical reading, worms and unconditional status on small hand-made positions. Every
//! expected answer was checked against GNU Go 3.8 used as a black-box oracle.

use engine::reading::ReadResult::{Fail, KoA, Win};
use engine::reading::ReadingContext;
use engine::unconditional::{compute_unconditional_status, UncondStatus};
use engine::worms::make_worms;
use engine::{Board, Color, Point};

fn name(b: &Board, p: Point) -> String {
    p.to_vertex(b.size())
}

/// A white stone in a ladder, Black to capture it either way.
const LADDER: [&str; 13] = [
    ".............",
    ".............",
    ".............",
    "........X....",
    ".......XO....",
    ".........X...",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
    ".............",
];

/// The ladder with a white ladder breaker at C3, on the way towards the lower left.
const LADDER_BROKEN_LOWER_LEFT: [&str; 13] = [
    ".............",
    ".............",
    ".............",
    "........X....",
    ".......XO....",
    ".........X...",
    ".............",
    ".............",
    ".............",
    ".............",
    "..O..........",
    ".............",
    ".............",
];

/// The ladder with white ladder breakers at C3 and L11, on both ways.
const LADDER_BROKEN_BOTH_WAYS: [&str; 13] = [
    ".............",
    ".............",
    "..........O..",
    "........X....",
    ".......XO....",
    ".........X...",
    ".............",
    ".............",
    ".............",
    ".............",
    "..O..........",
    ".............",
    ".............",
];

#[test]
fn ladder_works_in_both_directions() {
    let mut b = Board::from_rows(&LADDER);
    let mut ctx = ReadingContext::default();
    let j9 = b.point("J9");
    let (code, mv) = ctx.attack(&mut b, j9);
    assert_eq!(code, Win);
    assert!(["K9", "J8"].contains(&name(&b, mv).as_str()));
    assert_eq!(ctx.ladder_attack(&mut b, j9).0, Win);
    let (k9, j8) = (b.point("K9"), b.point("J8"));
    assert_eq!(ctx.does_attack(&mut b, k9, j9), Win);
    assert_eq!(ctx.does_attack(&mut b, j8, j9), Win);
}

#[test]
fn ladder_breaker_decides_the_direction() {
    // A white stone at C3 breaks the ladder that runs towards the lower left.
    let mut b = Board::from_rows(&LADDER_BROKEN_LOWER_LEFT);
    let mut ctx = ReadingContext::default();
    let j9 = b.point("J9");
    let (code, mv) = ctx.ladder_attack(&mut b, j9);
    assert_eq!((code, name(&b, mv).as_str()), (Win, "J8"));
    let k9 = b.point("K9");
    assert_eq!(ctx.does_attack(&mut b, k9, j9), Fail);
}

#[test]
fn ladder_broken_both_ways_cannot_capture() {
    let mut b = Board::from_rows(&LADDER_BROKEN_BOTH_WAYS);
    let mut ctx = ReadingContext::default();
    let j9 = b.point("J9");
    assert_eq!(ctx.attack(&mut b, j9).0, Fail);
    assert_eq!(ctx.ladder_attack(&mut b, j9).0, Fail);
    assert_eq!(ctx.find_defense(&mut b, j9).0, Win);
}

#[test]
fn net_captures_where_the_ladder_fails() {
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        "...X.X...",
        "..XO.....",
        ".........",
        "..X......",
        ".........",
        ".........",
    ]);
    let mut ctx = ReadingContext::default();
    let d5 = b.point("D5");
    assert_eq!(ctx.ladder_attack(&mut b, d5).0, Fail);
    let (code, mv) = ctx.attack(&mut b, d5);
    assert_eq!((code, name(&b, mv).as_str()), (Win, "E4"));
    // White to move escapes.
    let (dcode, dmv) = ctx.find_defense(&mut b, d5);
    assert_eq!(dcode, Win);
    assert_eq!(ctx.does_defend(&mut b, dmv, d5), Win);
}

#[test]
fn snapback() {
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "XXXXX....",
        "OOO.X....",
        "..O.X....",
    ]);
    let mut ctx = ReadingContext::default();
    let a2 = b.point("A2");
    let (code, mv) = ctx.attack(&mut b, a2);
    assert_eq!((code, name(&b, mv).as_str()), (Win, "D2"));
    assert_eq!(ctx.find_defense(&mut b, a2).0, Fail);
}

#[test]
fn ko_results() {
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "...XO....",
        "..XO.O...",
        "...XO....",
    ]);
    let mut ctx = ReadingContext::default();
    let d2 = b.point("D2");
    // Black takes the ko first: white needs a ko threat.
    let (code, mv) = ctx.attack(&mut b, d2);
    assert_eq!((code, name(&b, mv).as_str()), (KoA, "E2"));
    assert_eq!(ctx.find_defense(&mut b, d2).0, Win);
    let e3 = b.point("E3");
    assert_eq!(ctx.attack(&mut b, e3).0, Fail);
}

#[test]
fn edge_and_backfilling() {
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "..XXXX...",
        ".XOOOOX..",
        ".........",
    ]);
    let mut ctx = ReadingContext::default();
    let c2 = b.point("C2");
    let (code, mv) = ctx.attack(&mut b, c2);
    assert_eq!((code, name(&b, mv).as_str()), (Win, "C1"));
    assert_eq!(ctx.find_defense(&mut b, c2).0, Win);

    // The manual's backfilling shape (11.1.3).
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".OOOOOO..",
        "OOXXXXXO.",
        ".O.X.XOO.",
    ]);
    let c2 = b.point("C2");
    let (code, mv) = ctx.attack(&mut b, c2);
    assert_eq!(code, Win);
    assert!(["C1", "A1"].contains(&name(&b, mv).as_str()));
    assert_eq!(ctx.find_defense(&mut b, c2).0, Fail);
}

#[test]
fn superstring_is_captured_through_shared_liberties() {
    let mut b = Board::from_rows(&[
        ".........",
        ".........",
        ".........",
        ".........",
        "..XXX....",
        ".XO.OX...",
        ".XO.OX...",
        "..XXX....",
        ".........",
    ]);
    let mut ctx = ReadingContext::default();
    for s in ["C4", "E4"] {
        let p = b.point(s);
        let (code, mv) = ctx.attack(&mut b, p);
        assert_eq!((code, name(&b, mv).as_str()), (Win, "D4"), "attack {s}");
        assert_eq!(ctx.find_defense(&mut b, p).0, Fail, "defend {s}");
    }
}

#[test]
fn reading_restores_the_board_and_uses_the_cache() {
    let mut b = Board::from_rows(&LADDER_BROKEN_LOWER_LEFT);
    let before = (b.hash(), b.stackp(), b.to_ascii());
    let mut ctx = ReadingContext::default();
    let j9 = b.point("J9");
    ctx.reset_reading_node_counter();
    let first = ctx.attack(&mut b, j9);
    let nodes = ctx.get_reading_node_counter();
    assert!(nodes > 0);
    assert_eq!((b.hash(), b.stackp(), b.to_ascii()), before);
    b.check_invariants().unwrap();
    // The second call is answered from the cache.
    ctx.reset_reading_node_counter();
    assert_eq!(ctx.attack(&mut b, j9), first);
    assert_eq!(ctx.get_reading_node_counter(), 0);
    assert!(ctx.cache.stats.hits > 0);
    // Other depths give a fresh search.
    ctx.decrease_depths();
    assert_eq!(ctx.attack(&mut b, j9).0, first.0);
    ctx.increase_depths();
}

#[test]
fn worms_list_every_attacking_move() {
    let mut b = Board::from_rows(&LADDER);
    let mut ctx = ReadingContext::default();
    let worms = make_worms(&mut b, &mut ctx);
    let w = worms.get(b.point("J9")).unwrap();
    assert_eq!(w.color, Color::White);
    assert_eq!((w.size, w.liberties), (1, 2));
    assert_eq!(w.attack_code(), Win);
    let mut attacks: Vec<String> = w.attack_points.iter().map(|&(p, _)| name(&b, p)).collect();
    attacks.sort();
    assert_eq!(attacks, ["J8", "K9"]);
    assert_eq!(w.defense_code(), Win);
    // Black H9 touches the white stone and one black neighbour: no cut.
    let h9 = worms.get(b.point("H9")).unwrap();
    assert_eq!(h9.attack_code(), Fail);
    assert_eq!(h9.cutstone, 0);
}

#[test]
fn unconditional_status_of_eyes_and_dead_stones() {
    let mut b = Board::from_rows(&[
        ".X.XO....",
        "XXXXO....",
        "OOOOO....",
        ".........",
        ".........",
        ".........",
        ".........",
        "OOOOOOOOO",
        ".O..X..O.",
    ]);
    let st = compute_unconditional_status(&mut b);
    let at = |s: &str| st[b.point(s).idx()];
    assert_eq!(at("B9"), UncondStatus::Alive);
    assert_eq!(at("A9"), UncondStatus::BlackTerritory);
    assert_eq!(at("E9"), UncondStatus::Undecided);
    assert_eq!(at("E1"), UncondStatus::Dead);
    assert_eq!(at("C1"), UncondStatus::WhiteTerritory);
    assert_eq!(at("B2"), UncondStatus::Alive);
    assert_eq!(at("E5"), UncondStatus::Undecided);
}

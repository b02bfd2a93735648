//! The joseki corner matcher (manual 9.18) against the naive matcher and the DFA: on random
//! corner positions and on positions built by playing the database's own sequences, it
//! reports exactly the matches of the naive matcher (every pattern, transformation and
//! anchor checked element by element), each once, and every match has exactly the pattern's
//! stones in its area.

use engine::patterns::{naive, transform, CornerMatcher, Database, Match, Matcher, OFF};
use engine::{Color, Point, BOARDMAX};
use patterns::joseki::{CORNER, DATABASE};
use rand::{rngs::StdRng, Rng, SeedableRng};

fn empty_board(size: usize) -> Vec<Color> {
    let mut colors = vec![Color::Border; BOARDMAX];
    for r in 0..size {
        for c in 0..size {
            colors[Point::new(r, c).idx()] = Color::Empty;
        }
    }
    colors
}

fn random_color(rng: &mut StdRng) -> Color {
    if rng.gen_bool(0.5) {
        Color::Black
    } else {
        Color::White
    }
}

/// Board points of the on-board elements of `pattern` under transformation `t` at `anchor`,
/// with their masks; `None` if the elements do not fit (off-board elements on the board or
/// board elements off it).
fn placed(
    db: &Database,
    pattern: u32,
    t: u8,
    size: usize,
    r: i32,
    c: i32,
) -> Option<Vec<(Point, u8)>> {
    let mut out = Vec::new();
    for e in db.patterns[pattern as usize].elements {
        let (dr, dc) = transform(t, e.dr, e.dc);
        let (pr, pc) = (r + dr, c + dc);
        let on = pr >= 0 && pc >= 0 && pr < size as i32 && pc < size as i32;
        if (e.mask == 1 << OFF) == on {
            return None;
        }
        if on {
            out.push((Point::new(pr as usize, pc as usize), e.mask));
        }
    }
    Some(out)
}

/// Put a random pattern of the database on the board in a random corner placement, its
/// stones for player `o`; with `play`, also play its move (the next position of its
/// sequence). Returns false if it does not fit the board.
fn put_pattern(rng: &mut StdRng, colors: &mut [Color], size: usize, o: Color, play: bool) -> bool {
    let p = rng.gen_range(0..DATABASE.patterns.len()) as u32;
    let info = &DATABASE.patterns[p as usize];
    let t = info.transforms[rng.gen_range(0..info.transforms.len())];
    for r in 0..size as i32 {
        for c in 0..size as i32 {
            if let Some(points) = placed(&DATABASE, p, t, size, r, c) {
                for (pt, mask) in points {
                    colors[pt.idx()] = match mask {
                        2 => o,
                        4 => o.other(),
                        _ => Color::Empty,
                    };
                }
                if play {
                    let (mr, mc) = info.move_at.unwrap();
                    let (dr, dc) = transform(t, mr, mc);
                    colors[Point::new((r + dr) as usize, (c + dc) as usize).idx()] = o;
                }
                return true;
            }
        }
    }
    false
}

/// A few random stones near the corners (the area of 8 rows and 10 columns from each).
fn sprinkle(rng: &mut StdRng, colors: &mut [Color], size: usize, stones: usize) {
    for _ in 0..stones {
        let (a, b) = (
            rng.gen_range(0..8.min(size)),
            rng.gen_range(0..10.min(size)),
        );
        let (a, b) = if rng.gen_bool(0.5) { (a, b) } else { (b, a) };
        let r = if rng.gen_bool(0.5) { a } else { size - 1 - a };
        let c = if rng.gen_bool(0.5) { b } else { size - 1 - b };
        colors[Point::new(r, c).idx()] = if rng.gen_bool(0.3) {
            Color::Empty
        } else {
            random_color(rng)
        };
    }
}

fn sorted(mut v: Vec<Match>) -> Vec<Match> {
    v.sort();
    v
}

/// The corner matcher's matches equal the naive matcher's (and the DFA's), once each, and
/// each has exactly the pattern's stones in its area. Returns the number of matches.
fn check_position(
    colors: &[Color],
    size: usize,
    o: Color,
    cm: &mut CornerMatcher,
    dfa: &mut Matcher,
) -> usize {
    let corner = sorted(cm.matches(&CORNER, colors, o));
    let mut unique = corner.clone();
    unique.dedup();
    assert_eq!(
        unique.len(),
        corner.len(),
        "a match reported twice: {corner:?}"
    );
    let naive = sorted(naive::match_board(&DATABASE, colors, size, o));
    assert_eq!(corner, naive, "size {size}, {o:?}");
    assert_eq!(sorted(dfa.matches(colors, o)), naive);
    for m in &corner {
        // The pattern's area: the rectangle its on-board elements span.
        let pts = placed(
            &DATABASE,
            m.pattern,
            m.transform,
            size,
            m.anchor.row() as i32,
            m.anchor.col() as i32,
        )
        .expect("a match fits the board");
        let (r0, r1) = (
            pts.iter().map(|p| p.0.row()).min().unwrap(),
            pts.iter().map(|p| p.0.row()).max().unwrap(),
        );
        let (c0, c1) = (
            pts.iter().map(|p| p.0.col()).min().unwrap(),
            pts.iter().map(|p| p.0.col()).max().unwrap(),
        );
        let on_board = (r0..=r1)
            .flat_map(|r| (c0..=c1).map(move |c| Point::new(r, c)))
            .filter(|p| colors[p.idx()].is_player())
            .count();
        let in_pattern = pts.iter().filter(|p| p.1 == 2 || p.1 == 4).count();
        assert_eq!(on_board, in_pattern, "{m:?}");
        assert_eq!(
            pts.len(),
            (r1 - r0 + 1) * (c1 - c0 + 1),
            "a joseki pattern fills its rectangle"
        );
        assert_eq!(colors[m.move_point.idx()], Color::Empty);
    }
    corner.len()
}

#[test]
fn agrees_with_the_naive_matcher_on_random_and_joseki_positions() {
    let mut rng = StdRng::seed_from_u64(9_18);
    let mut total = 0;
    let mut positions = 0;
    for &size in &[19usize, 13, 9, 7, 5] {
        let mut cm = CornerMatcher::new(size);
        let mut dfa = Matcher::new(&DATABASE, size);
        let rounds = if size == 19 { 1500 } else { 400 };
        for round in 0..rounds {
            let mut colors = empty_board(size);
            let o = random_color(&mut rng);
            match round % 4 {
                // Random corners.
                0 => {
                    let n = rng.gen_range(0..40);
                    sprinkle(&mut rng, &mut colors, size, n)
                }
                // Sequences of the database in one to four corners, for either player,
                // sometimes with the move played.
                _ => {
                    for _ in 0..rng.gen_range(1..=4) {
                        let who = if rng.gen_bool(0.7) { o } else { o.other() };
                        let play = rng.gen_bool(0.3);
                        put_pattern(&mut rng, &mut colors, size, who, play);
                    }
                    // Sometimes a stray stone that may spoil a pattern.
                    if round % 4 == 3 {
                        sprinkle(&mut rng, &mut colors, size, 1);
                    }
                }
            }
            total += check_position(&colors, size, o, &mut cm, &mut dfa);
            positions += 1;
        }
    }
    eprintln!("{positions} positions, {total} matches");
    assert!(positions >= 3000);
    assert!(total > 2000, "too few matches to mean anything: {total}");
}

#[test]
fn every_pattern_in_every_placement_is_found_once() {
    let size = 19;
    let mut cm = CornerMatcher::new(size);
    let mut dfa = Matcher::new(&DATABASE, size);
    for (p, info) in DATABASE.patterns.iter().enumerate() {
        for &t in info.transforms {
            let mut colors = empty_board(size);
            let o = Color::White;
            let anchor = (0..size as i32)
                .flat_map(|r| (0..size as i32).map(move |c| (r, c)))
                .find(|&(r, c)| placed(&DATABASE, p as u32, t, size, r, c).is_some())
                .expect("every placement fits a 19x19 board");
            for (pt, mask) in placed(&DATABASE, p as u32, t, size, anchor.0, anchor.1).unwrap() {
                colors[pt.idx()] = match mask {
                    2 => o,
                    4 => o.other(),
                    _ => Color::Empty,
                };
            }
            check_position(&colors, size, o, &mut cm, &mut dfa);
            // Found once under its placement. (The stones alone may fit other placements
            // too: the 3-3 invasion's stones are symmetric, its block is not. Those matches
            // are distinct and checked against the naive matcher above.)
            let at = Point::new(anchor.0 as usize, anchor.1 as usize);
            let hits: Vec<Match> = cm
                .matches(&CORNER, &colors, o)
                .into_iter()
                .filter(|m| m.pattern == p as u32 && m.anchor == at && m.transform == t)
                .collect();
            assert_eq!(hits.len(), 1, "{} under {t}: {hits:?}", info.name);
            // Not for the other player.
            assert!(cm
                .matches(&CORNER, &colors, o.other())
                .iter()
                .all(|m| m.pattern != p as u32 || info.elements.iter().all(|e| e.mask & 6 == 0)));
        }
    }
}

#[test]
fn symmetric_patterns_are_reported_once_per_distinct_placement() {
    // J44-33-1: the 4-4 point in an empty corner; symmetric about the corner's diagonal, so
    // four matches (one per corner) on an empty board, not eight.
    let size = 19;
    let colors = empty_board(size);
    let mut cm = CornerMatcher::new(size);
    let p = DATABASE
        .patterns
        .iter()
        .position(|p| p.name == "J44-33-1")
        .unwrap() as u32;
    assert_eq!(DATABASE.patterns[p as usize].transforms.len(), 4);
    let hits: Vec<Match> = cm
        .matches(&CORNER, &colors, Color::Black)
        .into_iter()
        .filter(|m| m.pattern == p)
        .collect();
    let mut moves: Vec<Point> = hits.iter().map(|m| m.move_point).collect();
    moves.sort();
    assert_eq!(
        moves,
        [
            Point::new(3, 3),
            Point::new(3, 15),
            Point::new(15, 3),
            Point::new(15, 15)
        ]
    );
    // The shape value survives compilation; the tree is smaller than the patterns' stones.
    let inv = DATABASE
        .patterns
        .iter()
        .find(|p| p.name == "J44-33-2")
        .unwrap();
    assert_eq!(inv.value("shape"), Some(2.0));
    let stones: usize = DATABASE
        .patterns
        .iter()
        .map(|p| {
            p.elements
                .iter()
                .filter(|e| e.mask == 2 || e.mask == 4)
                .count()
        })
        .sum();
    assert_eq!(CORNER.patterns(), DATABASE.patterns.len());
    assert!(
        CORNER.variations() < stones,
        "{} variations for {stones} stones",
        CORNER.variations()
    );
}

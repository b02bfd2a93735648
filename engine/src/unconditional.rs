//! Unconditional life and territory (manual 4.4 `compute_unconditional_status` and the
//! `unconditional_life` algorithm of the utility functions chapter).
//!
//! A worm is *invincible* if the opponent cannot capture it even with an arbitrary number of
//! consecutive moves. We find them by letting the opponent fill the liberties of every worm
//! (repeatedly, keeping the captures) until no more worm falls; the survivors are alive.
//! Then the opponent fills everything it still can around them; what stays empty, and the
//! opponent strings left in atari (with their last liberty), are unconditional territory,
//! and the original opponent stones on it are dead.
//!
//! The consecutive-move definition calls a rare class of seki dead (manual, worm data:
//! "unconditional_status"): a two-stone string inside the opponent's eye space, which the
//! opponent can capture only by filling all its liberties, leaving itself a two-point eye.
//! Such pairs are spared from capture when they may be in seki with the strings around
//! them (`is_potential_seki`, judged once the opponent has filled the liberties of the
//! invincible strings); the region then stays undecided.

use crate::board::Board;
use crate::types::{Color, Point, BOARDMAX};

/// Unconditional status of a point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UncondStatus {
    Undecided,
    Alive,
    Dead,
    WhiteTerritory,
    BlackTerritory,
}

impl UncondStatus {
    /// The GTP name (`undecided`, `alive`, `dead`, `white_territory`, `black_territory`).
    pub fn name(self) -> &'static str {
        match self {
            UncondStatus::Undecided => "undecided",
            UncondStatus::Alive => "alive",
            UncondStatus::Dead => "dead",
            UncondStatus::WhiteTerritory => "white_territory",
            UncondStatus::BlackTerritory => "black_territory",
        }
    }
}

/// For `color`: 1 where `color` has unconditionally alive stones, 2 where it has
/// unconditional territory (including dead opponent stones), 0 elsewhere.
///
/// Two-stone strings that may be in seki with the opponent strings around them (see
/// `is_potential_seki`) are the exception to the consecutive-move definition: they are
/// never captured, so the opponent strings sharing their liberties are neither dead nor
/// territory, and the pair itself stays undecided.
pub fn unconditional_life(board: &mut Board, color: Color) -> Vec<u8> {
    let start = board.stackp();
    let candidates = seki_candidates(board, color);
    let mut sekis: Vec<[Point; 2]> = Vec::new();
    if !candidates.is_empty() {
        // Judge the candidates in the position the territory steps start from: the
        // capturable strings removed (the candidates spared) and the opponent stones
        // on the liberties of the invincible strings, ataris extended.
        let invincible = capture_non_invincible(board, color, &candidates);
        fill_liberties(board, color, &invincible);
        extend_ataris(board, color, &[]);
        for c in &candidates {
            if board.color(c[0]) == color && is_potential_seki(board, c[0], c[1]) {
                sekis.push(*c);
            }
        }
        while board.stackp() > start {
            board.popgo();
        }
    }

    let mut result = capture_non_invincible(board, color, &sekis);
    let other = color.other();
    fill_liberties(board, color, &result);
    extend_ataris(board, color, &sekis);
    let pts: Vec<Point> = board.points().collect();
    // Steps 3 and 4: stones wherever they get two, then one, empty neighbours. The order
    // of step 4 matters where two neighbouring points each have one empty neighbour: we
    // first play the stones that leave their string two liberties (say, connecting to a
    // string that has another liberty elsewhere), then the self-ataris. This is the order
    // GNU Go's answers follow (checked as a black box, in every orientation).
    for (need, libs) in [(2usize, 0usize), (1, 2), (1, 0)] {
        loop {
            let mut progress = false;
            for &p in &pts {
                if board.color(p) != Color::Empty {
                    continue;
                }
                let empties = p
                    .neighbors()
                    .iter()
                    .filter(|&&n| board.color(n) == Color::Empty)
                    .count();
                if empties >= need
                    && (libs == 0 || board.accuratelib_count(p, other, libs) >= libs)
                    && board.trymove(p, other)
                {
                    if captures_seki(board, &sekis, color) {
                        board.popgo();
                    } else {
                        progress = true;
                    }
                }
            }
            if !progress {
                break;
            }
        }
    }
    // Territory: opponent strings in atari and the remaining liberties of alive strings.
    let invincible_next = |board: &Board, p: Point, result: &[u8]| {
        p.neighbors()
            .iter()
            .any(|&n| board.color(n) == color && result[n.idx()] == 1)
    };
    let mut terr = vec![false; BOARDMAX];
    for &p in &pts {
        match board.color(p) {
            // Only next to invincible strings: with none around, an opponent string in
            // atari (say after capturing everything of `color`) borders no territory.
            c if c == other
                && board.countlib(p) == 1
                && board
                    .stones(p)
                    .chain(board.libs(p).iter())
                    .any(|s| invincible_next(board, s, &result)) =>
            {
                // The string and its last liberty.
                terr[p.idx()] = true;
                terr[board.libs(p).first().unwrap().idx()] = true;
            }
            Color::Empty if invincible_next(board, p, &result) => terr[p.idx()] = true,
            _ => {}
        }
    }
    while board.stackp() > start {
        board.popgo();
    }
    for &p in &pts {
        if terr[p.idx()] && result[p.idx()] == 0 {
            result[p.idx()] = 2;
        }
    }
    result
}

/// Phase 1: capture every worm of `color` that falls to repeated opponent moves, except
/// the strings of `spared` (the moves stay on the board). Returns 1 on the stones of the
/// survivors that are not spared: the invincible strings.
fn capture_non_invincible(board: &mut Board, color: Color, spared: &[[Point; 2]]) -> Vec<u8> {
    let other = color.other();
    loop {
        let mut found = false;
        let worms: Vec<Point> = board
            .points()
            .filter(|&p| board.color(p) == color && board.find_origin(p) == p)
            .collect();
        for w in worms {
            if board.color(w) != color
                || spared
                    .iter()
                    .any(|s| board.color(s[0]) == color && board.same_string(s[0], w))
            {
                continue;
            }
            let before = board.stackp();
            loop {
                let mut progress = false;
                let libs: Vec<Point> = board.libs(w).iter().collect();
                for l in libs {
                    if board.color(w) != color {
                        break;
                    }
                    if board.trymove(l, other) {
                        progress = true;
                    }
                }
                if board.color(w) != color || !progress {
                    break;
                }
            }
            if board.color(w) == color {
                while board.stackp() > before {
                    board.popgo();
                }
            } else {
                found = true;
            }
        }
        if !found {
            break;
        }
    }
    let mut result = vec![0u8; BOARDMAX];
    for p in board.points() {
        if board.color(p) == color
            && !spared
                .iter()
                .any(|s| board.color(s[0]) == color && board.same_string(s[0], p))
        {
            result[p.idx()] = 1;
        }
    }
    result
}

/// Step 1: opponent stones on all liberties of the invincible strings, where legal.
fn fill_liberties(board: &mut Board, color: Color, invincible: &[u8]) {
    let pts: Vec<Point> = board.points().collect();
    for &p in &pts {
        if board.color(p) == Color::Empty
            && p.neighbors()
                .iter()
                .any(|&n| board.color(n) == color && invincible[n.idx()] == 1)
        {
            board.trymove(p, color.other());
        }
    }
}

/// Step 2: extend opponent strings in atari, except where suicide (or where it would
/// capture one of the seki pairs `sekis`).
fn extend_ataris(board: &mut Board, color: Color, sekis: &[[Point; 2]]) {
    let other = color.other();
    let pts: Vec<Point> = board.points().collect();
    loop {
        let mut progress = false;
        for &p in &pts {
            if board.color(p) == other && board.countlib(p) == 1 {
                let l = board.libs(p).first().unwrap();
                if !board.is_suicide(l, other)
                    && board.accuratelib_count(l, other, 2) >= 1
                    && board.trymove(l, other)
                {
                    if board.countlib(l) == 0 || captures_seki(board, sekis, color) {
                        board.popgo();
                    } else {
                        progress = true;
                    }
                }
            }
        }
        if !progress {
            break;
        }
    }
}

/// Whether the last move captured one of the seki pairs.
fn captures_seki(board: &Board, sekis: &[[Point; 2]], color: Color) -> bool {
    sekis.iter().any(|s| board.color(s[0]) != color)
}

/// Two-stone strings of `color` shaped for a potential seki: both ends of the pair and one
/// side point of each stone on opposite sides ("crossed") are empty.
fn seki_candidates(board: &Board, color: Color) -> Vec<[Point; 2]> {
    let mut out = Vec::new();
    for a in board.points() {
        if board.color(a) != color || board.find_origin(a) != a || board.countstones(a) != 2 {
            continue;
        }
        let stones = board.findstones(a);
        if seki_shape(board, stones[0], stones[1]).is_some() {
            out.push([stones[0], stones[1]]);
        }
    }
    out
}

/// For a pair `u`, `l` (`l` after `u` on the board), the two side deltas if both ends and
/// a crossed pair of side points are empty.
fn seki_shape(board: &Board, u: Point, l: Point) -> Option<[isize; 2]> {
    let d = l.0 as isize - u.0 as isize;
    let empty = |p: Point| board.on_board(p) && board.color(p) == Color::Empty;
    if !empty(u.offset(-d)) || !empty(l.offset(d)) {
        return None;
    }
    let mut sides = [0isize; 2];
    let mut k = 0;
    for n in u.neighbors() {
        let e = n.0 as isize - u.0 as isize;
        if e != d && e != -d {
            sides[k] = e;
            k += 1;
        }
    }
    sides
        .iter()
        .any(|&e| empty(u.offset(e)) && empty(l.offset(-e)))
        .then_some(sides)
}

/// A pair of `color` (stones `u`, `l`) in a potential seki: the opponent can capture it
/// only by filling all its liberties, which leaves the capturing stones a two-point eye,
/// so by consecutive moves the opponent can never become invincible there; yet the owner
/// cannot approach a surrounding string that holds most of the pair's liberties. We call
/// it a potential seki when, besides the crossed shape of [`seki_shape`],
///
/// - every opponent stone touching the pair belongs to one string `s`, and
/// - `s` has at least four of the pair's liberties, and either all of them or both side
///   points of one of the two stones.
fn is_potential_seki(board: &Board, u: Point, l: Point) -> bool {
    let Some(sides) = seki_shape(board, u, l) else {
        return false;
    };
    let other = board.color(u).other();
    let mut touching: Option<Point> = None;
    for s in [u, l] {
        for n in s.neighbors() {
            if board.on_board(n) && board.color(n) == other {
                let o = board.find_origin(n);
                match touching {
                    Some(t) if t != o => return false,
                    _ => touching = Some(o),
                }
            }
        }
    }
    let libs = board.libs(u);
    let mut seen: Vec<Point> = Vec::new();
    for x in libs.iter() {
        for n in x.neighbors() {
            if !board.on_board(n) || board.color(n) != other {
                continue;
            }
            let o = board.find_origin(n);
            if seen.contains(&o) {
                continue;
            }
            seen.push(o);
            if touching.is_some_and(|t| t != o) {
                continue;
            }
            let theirs = board.libs(o);
            let shared = libs.iter().filter(|&x| theirs.contains(x)).count();
            if shared < 4 {
                continue;
            }
            let both_sides = |s: Point| sides.iter().all(|&e| theirs.contains(s.offset(e)));
            if shared == libs.len() || both_sides(u) || both_sides(l) {
                return true;
            }
        }
    }
    false
}

/// Unconditional status of every point (indexed by `Point::idx`).
pub fn compute_unconditional_status(board: &mut Board) -> Vec<UncondStatus> {
    let mut status = vec![UncondStatus::Undecided; BOARDMAX];
    for color in [Color::White, Color::Black] {
        let t = unconditional_life(board, color);
        let terr = if color == Color::White {
            UncondStatus::WhiteTerritory
        } else {
            UncondStatus::BlackTerritory
        };
        for p in board.points() {
            match t[p.idx()] {
                1 => status[p.idx()] = UncondStatus::Alive,
                // A stone invincible for its owner is never dead.
                2 if status[p.idx()] == UncondStatus::Alive => {}
                2 => {
                    if board.color(p) == Color::Empty {
                        status[p.idx()] = terr;
                    } else if board.color(p) == color.other() {
                        status[p.idx()] = UncondStatus::Dead;
                    }
                }
                _ => {}
            }
        }
    }
    // A capturable stone next to its own colour's unconditional territory is alive.
    for p in board.points() {
        let c = board.color(p);
        if !c.is_player() || status[p.idx()] != UncondStatus::Undecided {
            continue;
        }
        let own = if c == Color::White {
            UncondStatus::WhiteTerritory
        } else {
            UncondStatus::BlackTerritory
        };
        if board
            .stones(p)
            .any(|s| s.neighbors().iter().any(|&n| status[n.idx()] == own))
        {
            for s in board.findstones(p) {
                status[s.idx()] = UncondStatus::Alive;
            }
        }
    }
    status
}

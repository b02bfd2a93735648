//! Unconditional life and territory (manual 4.4 `compute_unconditional_status` and the
//! `unconditional_life` algorithm of the utility functions chapter).
//!
//! A worm is *invincible* if the opponent cannot capture it even with an arbitrary number of
//! consecutive moves. We find them by letting the opponent fill the liberties of every worm
//! (repeatedly, keeping the captures) until no more worm falls; the survivors are alive.
//! Then the opponent fills everything it still can around them; what stays empty, and the
//! opponent strings left in atari, are unconditional territory, and the original opponent
//! stones on it are dead.

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
pub fn unconditional_life(board: &mut Board, color: Color) -> Vec<u8> {
    let other = color.other();
    let start = board.stackp();
    let mut result = vec![0u8; BOARDMAX];
    let sekis = potential_sekis(board, color);

    // Phase 1: capture every worm of `color` that falls to repeated opponent moves.
    loop {
        let mut found = false;
        let worms: Vec<Point> = board
            .points()
            .filter(|&p| board.color(p) == color && board.find_origin(p) == p)
            .collect();
        for w in worms {
            if board.color(w) != color {
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

    // The survivors are invincible.
    for p in board.points() {
        if board.color(p) == color {
            result[p.idx()] = 1;
        }
    }

    // Step 1: opponent stones on all liberties of the alive strings, where legal.
    let pts: Vec<Point> = board.points().collect();
    for &p in &pts {
        if board.color(p) == Color::Empty && p.neighbors().iter().any(|&n| board.color(n) == color)
        {
            board.trymove(p, other);
        }
    }
    // Step 2: extend opponent strings in atari, except where suicide.
    loop {
        let mut progress = false;
        for &p in &pts {
            if board.color(p) == other && board.countlib(p) == 1 {
                let l = board.libs(p).first().unwrap();
                if !board.is_suicide(l, other)
                    && board.accuratelib_count(l, other, 2) >= 1
                    && board.trymove(l, other)
                {
                    if board.countlib(l) == 0 {
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
    // Steps 3 and 4: stones wherever they get two, then one, empty neighbours.
    for need in [2usize, 1] {
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
                if empties >= need && board.trymove(p, other) {
                    progress = true;
                }
            }
            if !progress {
                break;
            }
        }
    }
    // Territory: opponent strings in atari and the remaining liberties of alive strings.
    let mut terr = vec![false; BOARDMAX];
    for &p in &pts {
        match board.color(p) {
            // Only next to invincible strings: with none around, an opponent string in
            // atari (say after capturing everything of `color`) borders no territory.
            c if c == other
                && board.countlib(p) == 1
                && board.stones(p).chain(board.libs(p).iter()).any(|s| {
                    s.neighbors()
                        .iter()
                        .any(|&n| board.color(n) == color && result[n.idx()] == 1)
                }) =>
            {
                terr[p.idx()] = true
            }
            Color::Empty if p.neighbors().iter().any(|&n| board.color(n) == color) => {
                terr[p.idx()] = true
            }
            _ => {}
        }
    }
    while board.stackp() > start {
        board.popgo();
    }
    // A potential seki whose two-stone string did not survive keeps the surrounding
    // opponent strings, its liberties and their neighbourhood out of the territory.
    let mut protected = vec![false; BOARDMAX];
    for (string, libs, around) in &sekis {
        if result[string[0].idx()] == 1 {
            continue;
        }
        for &p in string.iter().chain(libs).chain(around) {
            protected[p.idx()] = true;
        }
        for &p in around {
            for n in p.neighbors() {
                if board.color(n) == Color::Empty {
                    protected[n.idx()] = true;
                }
            }
        }
    }
    for &p in &pts {
        if terr[p.idx()] && result[p.idx()] == 0 && !protected[p.idx()] {
            result[p.idx()] = 2;
        }
    }
    result
}

/// Two-stone strings of `color` in a potential seki with the opponent strings around them
/// (the seki class the manual's consecutive-move definition calls dead). The opponent can
/// capture the pair only by filling all its liberties, which leaves it a two-point eye, so
/// it cannot become invincible; but if the owner fills all liberties but one, the stones
/// the opponent then captures leave it a five-point eye space which is no killing shape
/// (no bulky or crossed five) when the liberties are both ends of the pair and one side
/// point of each stone on opposite sides, and more liberties only enlarge it. Neither side
/// can approach: the opponent stones are not dead. The liberties must touch only the pair
/// and stones of a single opponent string. Returns (stones, liberties, stones of the surrounding strings).
type Seki = (Vec<Point>, Vec<Point>, Vec<Point>);

fn potential_sekis(board: &Board, color: Color) -> Vec<Seki> {
    let other = color.other();
    let mut out = Vec::new();
    for a in board.points() {
        if board.color(a) != color || board.find_origin(a) != a || board.countstones(a) != 2 {
            continue;
        }
        let stones = board.findstones(a);
        let (u, l) = (stones[0], stones[1]);
        let d = l.0 as isize - u.0 as isize;
        let empty = |p: Point| board.on_board(p) && board.color(p) == Color::Empty;
        if !empty(u.offset(-d)) || !empty(l.offset(d)) {
            continue;
        }
        let libs: Vec<Point> = board.libs(a).iter().collect();
        let interior = libs.iter().all(|&x| {
            x.neighbors().iter().all(|&n| {
                !board.on_board(n)
                    || n == u
                    || n == l
                    || board.color(n) == other
                    || libs.contains(&n)
            })
        });
        if !interior {
            continue;
        }
        // Side deltas: the neighbours of `u` off the axis.
        let sides: Vec<isize> = u
            .neighbors()
            .iter()
            .map(|&n| n.0 as isize - u.0 as isize)
            .filter(|&e| e != d && e != -d)
            .collect();
        let crossed = sides
            .iter()
            .any(|&e| empty(u.offset(e)) && empty(l.offset(-e)));
        if !crossed {
            continue;
        }
        let mut around = Vec::new();
        for s in [u, l] {
            for n in s.neighbors() {
                if board.on_board(n) && board.color(n) == other {
                    for t in board.findstones(n) {
                        if !around.contains(&t) {
                            around.push(t);
                        }
                    }
                }
            }
        }
        for &x in &libs {
            for n in x.neighbors() {
                if board.on_board(n) && board.color(n) == other {
                    for t in board.findstones(n) {
                        if !around.contains(&t) {
                            around.push(t);
                        }
                    }
                }
            }
        }
        // One opponent string sharing every liberty with the pair: an opponent split in
        // several strings can be captured piecewise by the pair's owner.
        let Some(&first) = around.first() else {
            continue;
        };
        let origin = board.find_origin(first);
        if around.iter().any(|&t| board.find_origin(t) != origin) {
            continue;
        }
        out.push((stones, libs, around));
    }
    out
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

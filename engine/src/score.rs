//! Scoring a finished game under Japanese (territory) or Chinese (area) rules, given which
//! stones are dead (from the dragons' status; see `Engine::final_status`).
//!
//! Dead stones are removed; an empty region (dead stones included) bordered by one colour
//! only is that colour's. A region bordered by both is dame. Seki: an empty point of a dame
//! region where neither side can play without putting its own string in atari (or at all),
//! on the board with the dead stones taken off, is a shared liberty in seki; the strings
//! next to it are in seki. Under Japanese rules the
//! eyes of strings in seki (regions bordered only by them) are not territory; territory
//! counts with the prisoners (stones captured during the game and dead stones left on the
//! board). Under Chinese rules a player's area is his living stones plus his regions,
//! seki eyes included.

use crate::board::Board;
use crate::types::{Color, Point, BOARDMAX};

/// Status of a stone for `final_status_list`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneStatus {
    Alive,
    Dead,
    Seki,
}

/// The counting rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// Territory plus prisoners; no points in seki.
    Japanese,
    /// Living stones plus surrounded points.
    Chinese,
}

/// The result of counting.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    /// Black's points: territory and prisoners (Japanese) or area (Chinese).
    pub black: usize,
    /// White's points.
    pub white: usize,
    pub komi: f32,
    pub rules: Rules,
}

impl Score {
    /// Black minus white, komi included.
    pub fn margin(&self) -> f32 {
        self.black as f32 - self.white as f32 - self.komi
    }

    /// GTP form: `B+3.5`, `W+0.5` or `0`.
    pub fn to_gtp(&self) -> String {
        let m = self.margin();
        if m > 0.0 {
            format!("B+{:.1}", m)
        } else if m < 0.0 {
            format!("W+{:.1}", -m)
        } else {
            "0".to_string()
        }
    }
}

/// The status of every point's stone: dead stones from `dead`, seki from the shared
/// liberties (see the module documentation), alive otherwise. Empty points get `Alive`.
pub fn stone_statuses(board: &Board, dead: &[bool]) -> Vec<StoneStatus> {
    let col = cleared(board, dead);
    // Seki is judged with the dead stones off the board: a string hemmed in by dead
    // stones has their points as liberties, and is in no seki for lack of them.
    let removed: Vec<(Color, Point)> = board
        .points()
        .filter(|&p| board.color(p).is_player() && dead[p.idx()])
        .map(|p| (Color::Empty, p))
        .collect();
    let mut without_dead;
    let live = if removed.is_empty() || board.stackp() > 0 {
        board
    } else {
        without_dead = board.clone();
        without_dead.setup_stones(&removed);
        &without_dead
    };
    let mut status: Vec<StoneStatus> = (0..BOARDMAX)
        .map(|i| {
            if dead[i] {
                StoneStatus::Dead
            } else {
                StoneStatus::Alive
            }
        })
        .collect();
    for (region, bb, bw) in regions(board, &col) {
        if !(bb && bw) {
            continue;
        }
        for &p in &region {
            if board.color(p) != Color::Empty || !is_seki_liberty(live, p) {
                continue;
            }
            for n in p.neighbors() {
                if board.color(n).is_player() && !dead[n.idx()] {
                    for s in board.stones(n) {
                        status[s.idx()] = StoneStatus::Seki;
                    }
                }
            }
        }
    }
    status
}

/// Per point, the colour of the empty region it lies in when that region (on the board
/// with the dead stones taken off, dead stones' points included) borders that colour only;
/// `Color::Empty` for stones and for regions bordering both colours or neither.
pub fn region_owners(board: &Board, dead: &[bool]) -> Vec<Color> {
    let col = cleared(board, dead);
    let mut owner = vec![Color::Empty; BOARDMAX];
    for (region, bb, bw) in regions(board, &col) {
        let Some(c) = region_owner(bb, bw) else {
            continue;
        };
        for p in region {
            owner[p.idx()] = c;
        }
    }
    owner
}

/// The owner of a region that borders black (`bb`) and white (`bw`) as given: the one
/// colour it borders, if only one.
fn region_owner(bb: bool, bw: bool) -> Option<Color> {
    match (bb, bw) {
        (true, false) => Some(Color::Black),
        (false, true) => Some(Color::White),
        _ => None,
    }
}

/// Can neither side play at the empty point `p` without self-atari (or at all)?
pub fn is_seki_liberty(board: &Board, p: Point) -> bool {
    [Color::Black, Color::White]
        .into_iter()
        .all(|c| !board.is_legal(p, c) || board.is_self_atari(p, c))
}

/// The board with dead stones taken off.
fn cleared(board: &Board, dead: &[bool]) -> Vec<Color> {
    let mut col = vec![Color::Border; BOARDMAX];
    for p in board.points() {
        let c = board.color(p);
        col[p.idx()] = if c.is_player() && dead[p.idx()] {
            Color::Empty
        } else {
            c
        };
    }
    col
}

/// The empty regions of `col` with whether each borders black, white.
fn regions(board: &Board, col: &[Color]) -> Vec<(Vec<Point>, bool, bool)> {
    let mut seen = vec![false; BOARDMAX];
    let mut out = Vec::new();
    for p in board.points() {
        if col[p.idx()] != Color::Empty || seen[p.idx()] {
            continue;
        }
        let mut region = vec![p];
        let mut k = 0;
        seen[p.idx()] = true;
        let (mut bb, mut bw) = (false, false);
        while k < region.len() {
            let q = region[k];
            k += 1;
            for n in q.neighbors() {
                match col[n.idx()] {
                    Color::Empty if !seen[n.idx()] => {
                        seen[n.idx()] = true;
                        region.push(n);
                    }
                    Color::Black => bb = true,
                    Color::White => bw = true,
                    _ => {}
                }
            }
        }
        out.push((region, bb, bw));
    }
    out
}

/// Owner of every point with the dead stones in `dead` removed: `Color::Black`/`White` for
/// stones and the regions only one colour borders, `Color::Empty` for dame. Indexed by
/// point.
pub fn area_owner_with(board: &Board, dead: &[bool]) -> Vec<Color> {
    let col = cleared(board, dead);
    let mut owner = col.clone();
    for (region, bb, bw) in regions(board, &col) {
        let o = match (bb, bw) {
            (true, false) => Color::Black,
            (false, true) => Color::White,
            _ => Color::Empty,
        };
        for q in region {
            owner[q.idx()] = o;
        }
    }
    owner
}

/// Owner of every point when strings with at most one liberty count as dead (the quick
/// judgement the interim move generator uses during a game).
pub fn area_owner(board: &Board) -> Vec<Color> {
    let mut dead = vec![false; BOARDMAX];
    for p in board.points() {
        if board.color(p).is_player() && board.countlib(p) <= 1 {
            dead[p.idx()] = true;
        }
    }
    area_owner_with(board, &dead)
}

/// Count the position on `board` with the stones in `dead` removed, under `rules`.
pub fn score(board: &Board, dead: &[bool], komi: f32, rules: Rules) -> Score {
    let status = stone_statuses(board, dead);
    let col = cleared(board, dead);
    let mut points = [0usize; 2]; // black, white
    let slot = |c: Color| usize::from(c == Color::White);
    for (region, bb, bw) in regions(board, &col) {
        let Some(owner) = region_owner(bb, bw) else {
            continue;
        };
        if rules == Rules::Japanese {
            // Eyes of strings in seki are no territory.
            let in_seki = region.iter().any(|&q| {
                q.neighbors()
                    .iter()
                    .any(|&n| col[n.idx()] == owner && status[n.idx()] == StoneStatus::Seki)
            });
            if in_seki {
                continue;
            }
        }
        points[slot(owner)] += region.len();
    }
    match rules {
        Rules::Chinese => {
            for p in board.points() {
                let c = col[p.idx()];
                if c.is_player() {
                    points[slot(c)] += 1;
                }
            }
        }
        Rules::Japanese => {
            // Prisoners: captured during the game, and dead stones on the board.
            points[0] += board.captures_by(Color::Black) as usize;
            points[1] += board.captures_by(Color::White) as usize;
            for p in board.points() {
                let c = board.color(p);
                if c.is_player() && dead[p.idx()] {
                    points[slot(c.other())] += 1;
                }
            }
        }
    }
    Score {
        black: points[0],
        white: points[1],
        komi,
        rules,
    }
}

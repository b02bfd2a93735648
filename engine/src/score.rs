//! Scoring of a finished game by area counting (stones plus surrounded empty points), with a
//! simple dead-stone judgement: strings left with a single liberty are dead. Later modules
//! (dragon status, owl) replace the judgement.

use crate::board::Board;
use crate::types::{Color, Point, BOARDMAX};

/// Status of a stone for `final_status_list`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoneStatus {
    Alive,
    Dead,
    Seki,
}

/// The result of counting.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    /// Black's area (stones plus territory) after removing dead stones.
    pub black_area: usize,
    /// White's area.
    pub white_area: usize,
    pub komi: f32,
}

impl Score {
    /// Black minus white, komi included.
    pub fn margin(&self) -> f32 {
        self.black_area as f32 - self.white_area as f32 - self.komi
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

/// Status of the stone at `p` under the simple judgement.
pub fn stone_status(board: &Board, p: Point) -> StoneStatus {
    if board.countlib(p) <= 1 {
        StoneStatus::Dead
    } else {
        StoneStatus::Alive
    }
}

/// Owner of every point after removing dead stones: `Color::Black`/`White` for stones and
/// territory, `Color::Empty` for dame. Indexed by point.
pub fn area_owner(board: &Board) -> Vec<Color> {
    let mut col = vec![Color::Border; BOARDMAX];
    for p in board.points() {
        let c = board.color(p);
        col[p.idx()] = if c.is_player() && stone_status(board, p) == StoneStatus::Dead {
            Color::Empty
        } else {
            c
        };
    }
    let mut owner = col.clone();
    let mut seen = vec![false; BOARDMAX];
    for p in board.points() {
        if col[p.idx()] != Color::Empty || seen[p.idx()] {
            continue;
        }
        let mut region = vec![p];
        let mut stack = vec![p];
        seen[p.idx()] = true;
        let mut borders_black = false;
        let mut borders_white = false;
        while let Some(q) = stack.pop() {
            for n in q.neighbors() {
                match col[n.idx()] {
                    Color::Empty if !seen[n.idx()] => {
                        seen[n.idx()] = true;
                        stack.push(n);
                        region.push(n);
                    }
                    Color::Black => borders_black = true,
                    Color::White => borders_white = true,
                    _ => {}
                }
            }
        }
        let o = match (borders_black, borders_white) {
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

/// Area score with the simple judgement.
pub fn area_score(board: &Board, komi: f32) -> Score {
    let owner = area_owner(board);
    let mut black_area = 0;
    let mut white_area = 0;
    for p in board.points() {
        match owner[p.idx()] {
            Color::Black => black_area += 1,
            Color::White => white_area += 1,
            _ => {}
        }
    }
    Score {
        black_area,
        white_area,
        komi,
    }
}

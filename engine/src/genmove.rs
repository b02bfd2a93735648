//! A simple, fast move generator used until the real move generation (move reasons and
//! valuation) lands. It plays complete, legal, sensible games: captures what it can, saves
//! strings in atari when a liberty helps, never fills its own single-point eyes, avoids
//! self-atari, prefers moves near the action, and passes when only moves inside settled
//! territory are left.

use crate::board::Board;
use crate::eyes::is_eye;
use crate::reading::{ReadResult, ReadingContext};
use crate::rng::Rng;
use crate::score::area_owner;
use crate::types::{Color, Point, BOARDMAX};
use ReadResult::Win;

/// Tactical move values from the reader: for every string with at most two liberties, the
/// attacking move (for opponent strings that can be captured) and the defending move (for own
/// strings that are attacked but can be saved) get a bonus in proportion to the string's size.
/// Own strings that cannot be saved get a negative mark on their liberties, so the generator
/// does not run out a dead ladder. Indexed by point.
fn tactical_values(board: &mut Board, color: Color, reading: &mut ReadingContext) -> Vec<i64> {
    let mut v = vec![0i64; BOARDMAX];
    let origins: Vec<Point> = board
        .points()
        .filter(|&p| {
            board.color(p).is_player() && board.find_origin(p) == p && board.countlib(p) <= 2
        })
        .collect();
    // Own strings that are attacked and can be saved: (origin, size, defending move).
    let mut endangered: Vec<(Point, i64, Point)> = Vec::new();
    for s in origins {
        let size = board.countstones(s) as i64;
        let (acode, apos) = reading.attack(board, s);
        if board.color(s) == color {
            if acode == Win {
                let (dcode, dpos) = reading.find_defense(board, s);
                if dcode == Win && !dpos.is_none() {
                    endangered.push((s, size, dpos));
                } else if dcode == ReadResult::Fail {
                    for l in board.findlib(s, 2) {
                        v[l.idx()] -= 400;
                    }
                }
            }
        } else if acode == Win && !apos.is_none() {
            v[apos.idx()] += 700 + 200 * size;
        }
    }
    // A defending move gets the value of every endangered string it saves (one extension
    // can save two strings at once), not only of the string whose defence it was found for.
    let moves: Vec<Point> = endangered.iter().map(|e| e.2).collect();
    for (i, &m) in moves.iter().enumerate() {
        if moves[..i].contains(&m) {
            continue;
        }
        for &(s, size, dpos) in &endangered {
            if dpos == m || reading.does_defend(board, m, s) == Win {
                v[m.idx()] += 900 + 150 * size;
            }
        }
    }
    v
}

/// Choose a move for `color`. Returns `Point::NONE` to pass. `allowed` filters moves (for
/// example positional superko); it is only called for candidates that are legal under simple ko.
/// With a reading context, captures and saves are judged by tactical reading (ladders, nets)
/// rather than by liberty counts alone.
pub fn genmove(
    board: &mut Board,
    color: Color,
    rng: &mut Rng,
    reading: Option<&mut ReadingContext>,
    allowed: &mut dyn FnMut(&mut Board, Point) -> bool,
) -> Point {
    let tactical = reading.map(|r| tactical_values(board, color, r));
    let size = board.size();
    let other = color.other();
    let owner = area_owner(board);
    let last = board.last_move().map(|(_, p)| p).unwrap_or(Point::NONE);
    let stones = {
        let (w, b) = board.stone_counts();
        w + b
    };
    let opening = stones < size * size / 6;

    let mut best = Point::NONE;
    let mut best_score = 0i64;
    let points: Vec<Point> = board.points().collect();
    for p in points {
        if board.color(p) != Color::Empty || !board.is_legal(p, color) {
            continue;
        }
        if is_eye(board, p, color) {
            continue;
        }
        let mut score: i64 = 0;
        let mut urgent = false;
        if let Some(t) = &tactical {
            let tv = t[p.idx()];
            score += tv;
            urgent = tv > 0;
        }

        // Captures and saving own strings in atari.
        let mut captures = 0usize;
        let mut saves = 0usize;
        let mut ataris = 0usize;
        let mut seen: [Point; 4] = [Point::NONE; 4];
        for (k, n) in p.neighbors().into_iter().enumerate() {
            let c = board.color(n);
            if !c.is_player() {
                continue;
            }
            let o = board.find_origin(n);
            if seen[..k].contains(&o) {
                continue;
            }
            seen[k] = o;
            let libs = board.countlib(n);
            if c == other {
                if libs == 1 {
                    captures += board.countstones(n);
                } else if libs == 2 {
                    ataris += 1;
                }
            } else if libs == 1 {
                saves += board.countstones(n);
            }
        }
        let new_libs = board.accuratelib(p, color, 3).len();
        if captures > 0 {
            score += 1000 + 200 * captures as i64;
            urgent = true;
        }
        if saves > 0 {
            if new_libs >= 3 || (new_libs >= 2 && captures > 0) {
                score += 800 + 150 * saves as i64;
                urgent = true;
            } else if new_libs == 2 {
                // Extending into a ladder rarely helps; a little value only.
                score += 50;
            }
        }
        // Self-atari: avoid unless it captures.
        if new_libs <= 1 && captures == 0 {
            // A throw-in of a single stone is sometimes fine, but the simple player skips it.
            continue;
        }
        if ataris > 0 && new_libs >= 2 {
            score += 60 * ataris as i64;
            urgent = urgent || new_libs >= 3;
        }

        // Settled areas: own territory is worthless, enemy territory hopeless for now.
        let o = owner[p.idx()];
        // A region bordered by one colour only is settled while it is small: own territory
        // is worthless, enemy territory hopeless for now. A large one (say a lone stone on
        // an open board) is still everybody's to play in.
        if !urgent && (o == color || o == other) && region_size(board, &owner, p) < 30 {
            continue;
        }

        // Shape and position.
        let line = p.edge_distance(size);
        if opening {
            score += match line {
                0 => -40,
                1 => -10,
                2 | 3 => 30,
                _ => 15,
            };
        } else if line == 0 {
            score -= 5;
        }
        // Contact with the opponent's stones and nearness to the last move.
        let mut own_adj = 0;
        let mut enemy_adj = 0;
        for n in p.neighbors() {
            let c = board.color(n);
            if c == color {
                own_adj += 1;
            } else if c == other {
                enemy_adj += 1;
            }
        }
        if own_adj >= 3 {
            score -= 20; // filling own shape
        }
        score += 8 * enemy_adj as i64;
        if !last.is_none() {
            let d = p.manhattan(last);
            if d <= 3 {
                score += (4 - d as i64) * 6;
            }
        }
        score += 10 + rng.below(12) as i64;
        if score > best_score && allowed(board, p) {
            best_score = score;
            best = p;
        }
    }
    best
}

/// Size of the empty region containing `p` in the ownership map.
fn region_size(board: &Board, owner: &[Color], p: Point) -> usize {
    let mut seen = vec![false; owner.len()];
    let mut stack = vec![p];
    seen[p.idx()] = true;
    let mut n = 0;
    let o = owner[p.idx()];
    while let Some(q) = stack.pop() {
        n += 1;
        for m in q.neighbors() {
            if !seen[m.idx()] && board.color(m) == Color::Empty && owner[m.idx()] == o {
                seen[m.idx()] = true;
                stack.push(m);
            }
        }
    }
    n
}

//! Half eyes and false eyes (manual 8.8, with the ko refinement of 8.9).
//!
//! A point of an eye space with at most one neighbour in the space is judged by its four
//! diagonals. Each diagonal outside the space is worth
//!
//! * 2: an opponent stone that cannot be captured;
//! * 1: an empty point where the opponent can play safely, or an opponent stone that can be
//!   both captured and saved;
//! * 0: an own stone, an opponent stone that can be captured and not saved, an empty point
//!   where the opponent cannot play safely, or a point of the same eye space;
//! * `a` = 3/4 (a ko good for the owner): an opponent move there is safe only by ko, or an
//!   opponent stone there that can be saved only by ko;
//! * `b` = 5/4 (a ko good for the opponent): an opponent stone that can be captured only by
//!   ko.
//!
//! A diagonal off the board is worth 1, except the one off a corner in both directions,
//! worth 0 (so an edge point gets the "decrease by 2" of 8.8). The sum `e` classifies the
//! point: `e <= 2` a proper eye, `2 < e < 4` a half eye, `e >= 4` a false eye (choice (iii)
//! of 8.9: `a + b = 2` with `a` between 1/2 and 1, exact in binary). The diagonals worth
//! strictly between 0 and 2 are the points where the eye is fought over: the opponent's
//! move there (or his saving move for a stone) attacks the eye, the owner's move there (or
//! his capture of the stone) defends it.

use super::space::{board_points, EyeSpaces};
use crate::board::Board;
use crate::reading::{ReadResult, ReadingContext};
use crate::types::{Color, Point};
use crate::worms::Worms;

/// The diagonal value of a ko good for the owner of the eye (8.9's `a`).
pub const KO_GOOD_FOR_OWNER: f32 = 0.75;
/// The diagonal value of a ko good for the opponent (8.9's `b`).
pub const KO_GOOD_FOR_OPPONENT: f32 = 1.25;

/// Most attack (or defense) points a half eye records: one per diagonal.
pub const MAX_HALF_EYE_POINTS: usize = 4;

/// What the topology makes of a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum HalfEyeKind {
    /// A proper eye point, or a point not analysed.
    #[default]
    Proper,
    HalfEye,
    FalseEye,
}

/// The topological analysis of one eye point (GNU Go's `half_eye_data`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HalfEye {
    /// The sum of the diagonal values; `None` for a point not analysed (not in an eye space,
    /// marginal, or with two or more neighbours in its space).
    pub value: Option<f32>,
    pub kind: HalfEyeKind,
    attacks: [Point; MAX_HALF_EYE_POINTS],
    num_attacks: u8,
    defenses: [Point; MAX_HALF_EYE_POINTS],
    num_defenses: u8,
}

impl HalfEye {
    /// A point not analysed.
    pub const NONE: HalfEye = HalfEye {
        value: None,
        kind: HalfEyeKind::Proper,
        attacks: [Point::NONE; MAX_HALF_EYE_POINTS],
        num_attacks: 0,
        defenses: [Point::NONE; MAX_HALF_EYE_POINTS],
        num_defenses: 0,
    };
}

impl Default for HalfEye {
    fn default() -> Self {
        HalfEye::NONE
    }
}

impl HalfEye {
    /// Where the opponent plays to spoil the eye.
    pub fn attack_points(&self) -> &[Point] {
        &self.attacks[..self.num_attacks as usize]
    }

    /// Where the owner plays to secure the eye.
    pub fn defense_points(&self) -> &[Point] {
        &self.defenses[..self.num_defenses as usize]
    }

    pub fn is_half_eye(&self) -> bool {
        self.kind == HalfEyeKind::HalfEye
    }

    pub fn is_false_eye(&self) -> bool {
        self.kind == HalfEyeKind::FalseEye
    }

    fn push(&mut self, attack: Point, defense: Point) {
        if (self.num_attacks as usize) < MAX_HALF_EYE_POINTS {
            self.attacks[self.num_attacks as usize] = attack;
            self.num_attacks += 1;
        }
        if (self.num_defenses as usize) < MAX_HALF_EYE_POINTS {
            self.defenses[self.num_defenses as usize] = defense;
            self.num_defenses += 1;
        }
    }
}

/// Tactical facts about the stones on the diagonals: for the string at a point, the attack
/// code and point and the defense code and point.
pub trait StringStatus {
    fn attack(&self, p: Point) -> (ReadResult, Point);
    fn defense(&self, p: Point) -> (ReadResult, Point);
}

impl StringStatus for Worms {
    fn attack(&self, p: Point) -> (ReadResult, Point) {
        self.get(p)
            .map(|w| (w.attack_code(), w.attack_point()))
            .unwrap_or((ReadResult::Fail, Point::NONE))
    }

    fn defense(&self, p: Point) -> (ReadResult, Point) {
        self.get(p)
            .map(|w| (w.defense_code(), w.defense_point()))
            .unwrap_or((ReadResult::Fail, Point::NONE))
    }
}

fn is_ko(r: ReadResult) -> bool {
    matches!(r, ReadResult::KoA | ReadResult::KoB)
}

/// The topological value of the eye point `p` of `color` (8.8's `topological_eye`), with
/// its attack and defense points. `safe_move` is asked about empty diagonals.
pub fn topological_eye(
    spaces: &EyeSpaces,
    board: &mut Board,
    reading: &mut ReadingContext,
    strings: &dyn StringStatus,
    color: Color,
    p: Point,
) -> HalfEye {
    let opp = color.other();
    let origin = spaces.eye(color, p).origin;
    let mut h = HalfEye::default();
    let mut sum = 0.0f32;
    let size = board.size();
    for (dr, dc) in [(-1isize, -1isize), (-1, 1), (1, -1), (1, 1)] {
        let r = p.row() as isize + dr;
        let c = p.col() as isize + dc;
        let off_row = r < 0 || r >= size as isize;
        let off_col = c < 0 || c >= size as isize;
        if off_row || off_col {
            // Off the board: 1, or 0 beyond a corner (both coordinates off).
            sum += if off_row && off_col { 0.0 } else { 1.0 };
            continue;
        }
        let d = Point::new(r as usize, c as usize);
        let e = spaces.eye(color, d);
        if e.color == color && e.origin == origin {
            continue;
        }
        match board.color(d) {
            Color::Empty => {
                let v = match reading.safe_move(board, d, opp) {
                    ReadResult::Fail => 0.0,
                    r if is_ko(r) => KO_GOOD_FOR_OWNER,
                    _ => 1.0,
                };
                if v > 0.0 {
                    h.push(d, d);
                }
                sum += v;
            }
            c if c == opp => {
                let (ac, apos) = strings.attack(d);
                let v = if ac == ReadResult::Fail {
                    2.0
                } else if is_ko(ac) {
                    KO_GOOD_FOR_OPPONENT
                } else {
                    match strings.defense(d).0 {
                        ReadResult::Fail => 0.0,
                        r if is_ko(r) => KO_GOOD_FOR_OWNER,
                        _ => 1.0,
                    }
                };
                if v > 0.0 && v < 2.0 {
                    let (_, dpos) = strings.defense(d);
                    h.push(if dpos.is_none() { d } else { dpos }, apos);
                }
                sum += v;
            }
            _ => {}
        }
    }
    h.value = Some(sum);
    h.kind = if sum >= 4.0 {
        HalfEyeKind::FalseEye
    } else if sum > 2.0 {
        HalfEyeKind::HalfEye
    } else {
        HalfEyeKind::Proper
    };
    h
}

/// Find the half and false eyes of both colours (8.11's `find_half_and_false_eyes`): every
/// non-marginal eye point with at most one neighbour in its space is analysed; false eyes
/// become margins of their space, except the last liberty of a dead opponent string of it.
pub fn find_half_and_false_eyes(
    spaces: &mut EyeSpaces,
    board: &mut Board,
    reading: &mut ReadingContext,
    strings: &dyn StringStatus,
) {
    let size = board.size();
    for color in [Color::Black, Color::White] {
        let points: Vec<Point> = board_points(size).collect();
        half_and_false_eyes_of(spaces, board, reading, strings, color, &points);
    }
}

/// [`find_half_and_false_eyes`] for `color`'s eye points among `points` only (owl analyses
/// the goal's spaces alone).
pub fn half_and_false_eyes_of(
    spaces: &mut EyeSpaces,
    board: &mut Board,
    reading: &mut ReadingContext,
    strings: &dyn StringStatus,
    color: Color,
    points: &[Point],
) {
    let mut false_eyes = Vec::new();
    for &p in points {
        let e = *spaces.eye(color, p);
        if e.color != color || e.marginal || e.neighbors > 1 {
            continue;
        }
        let h = topological_eye(spaces, board, reading, strings, color, p);
        // A false eye that is the last liberty of a dead opponent string of its space is
        // where the owner captures it: the opponent cannot play there (his stone would fill
        // his own string's last liberty with no other one), so it is no margin he can
        // connect out through, and it stays a proper point. A stone, or a liberty of a
        // string with others, is an ordinary false eye.
        let captures = board.color(p) == Color::Empty
            && p.neighbors().iter().any(|&n| {
                board.color(n) == color.other()
                    && spaces.eye(color, n).origin == e.origin
                    && board.countlib(n) == 1
            });
        if h.is_false_eye() && !captures {
            false_eyes.push(p);
        }
        spaces.half_mut(color)[p.idx()] = h;
    }
    for p in false_eyes {
        spaces.add_false_eye(color, p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eyes::space::make_domains;
    use crate::eyes::tactically_dead;
    use crate::reading::ReadingOptions;
    use crate::types::BOARDMAX;
    use crate::worms::make_worms;

    fn analyse(rows: &[&str]) -> (Board, EyeSpaces) {
        let mut board = Board::from_rows(rows);
        let mut reading = ReadingContext::new(ReadingOptions::from_level(10), 1.0);
        let worms = make_worms(&mut board, &mut reading);
        let dead = tactically_dead(&board, &worms);
        let mut spaces = make_domains(&board, &dead);
        find_half_and_false_eyes(&mut spaces, &mut board, &mut reading, &worms);
        (board, spaces)
    }

    #[test]
    fn an_edge_eye_with_one_open_diagonal_is_a_half_eye() {
        // The eye E9 (checked against GNU Go's half_eye_data): diagonals off the board
        // (1 + 1), D8 black (0), F8 empty where white can play safely next to G8 (1): 3, a
        // half eye decided at F8. (Without the white stones F8 would be no safe move and E9
        // a proper eye.)
        let (b, spaces) = analyse(&[
            "...X.X...", //
            "...XX.O..", //
            "......O..", //
            ".........", //
            ".........", //
            ".........", //
            ".........", //
            ".........", //
            ".........",
        ]);
        let p = b.point("E9");
        let h = spaces.half_eye(Color::Black, p);
        assert_eq!(h.value, Some(3.0));
        assert!(h.is_half_eye());
        assert_eq!(h.attack_points(), [b.point("F8")]);
        assert_eq!(h.defense_points(), [b.point("F8")]);
        assert!(!spaces.eye(Color::Black, p).marginal);
    }

    #[test]
    fn an_uncapturable_diagonal_makes_the_edge_eye_false() {
        // As above with a solid white block on E6: 1 + 1 + 0 + 2 = 4, a false eye, which
        // becomes a margin of its one-point space.
        let (b, spaces) = analyse(&[
            "..X.X..", //
            "..XXOO.", //
            "....OO.", //
            ".......", //
            ".......", //
            ".......", //
            ".......",
        ]);
        let p = b.point("D7");
        let h = spaces.half_eye(Color::Black, p);
        assert_eq!(h.value, Some(4.0));
        assert!(h.is_false_eye());
        assert!(h.attack_points().is_empty());
        let e = spaces.eye(Color::Black, p);
        assert!(e.marginal);
        assert_eq!((e.esize, e.msize), (1, 1));
    }

    #[test]
    fn a_corner_eye_counts_the_far_corner_as_zero() {
        // A1's diagonals: three off the board (1, 1 and 0 for the corner) and B2 black: 2.
        let (b, spaces) = analyse(&[
            ".......", //
            ".......", //
            ".......", //
            ".......", //
            ".......", //
            "XX.....", //
            ".X.....",
        ]);
        let h = spaces.half_eye(Color::Black, b.point("A1"));
        assert_eq!(h.value, Some(2.0));
        assert_eq!(h.kind, HalfEyeKind::Proper);
        // Points with two neighbours in their space are not analysed.
        assert_eq!(spaces.half_eye(Color::Black, b.point("D4")).value, None);
        assert_eq!(BOARDMAX, spaces.half_eye_data(Color::Black).len());
    }
}

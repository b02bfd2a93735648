//! The autohelper traits the generated constraint and action code calls (manual 9.5–9.7).
//!
//! The pattern compiler's signature table (`pattern_compiler::autohelpers`) assigns every
//! autohelper to a capability; each capability is one trait here, and a database's generated
//! code requires exactly the traits it uses. A trait appears when the engine module that
//! answers it lands: today that is [`BoardHelpers`] (answered by [`Board`]). Databases that
//! call reading, dragon, eye, influence, owl or move-reason helpers are accepted by the
//! checker, but only build once `ReadingHelpers`, `DragonHelpers`, ... exist.
//!
//! Every method takes `o`, the colour playing `O` in the match, followed by the points the
//! labels stand for (or a slice for variable-length lists and move sequences, where
//! `Point::NONE` is a tenuki).

use crate::board::Board;
use crate::types::{Color, Point};

/// A dragon's matcher status (chapter 7.5), the value of `status(x)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DragonStatus {
    Dead,
    Alive,
    Critical,
    Unknown,
}

/// Autohelpers answered from the board alone.
pub trait BoardHelpers {
    /// Liberties of the string at `a`.
    fn lib(&mut self, o: Color, a: Point) -> i32;
    /// Liberties an `X` stone would get at the empty point `a`.
    fn xlib(&mut self, o: Color, a: Point) -> i32;
    /// Liberties an `O` stone would get at the empty point `a`.
    fn olib(&mut self, o: Color, a: Point) -> i32;
    /// Can `X` legally play at `a`?
    fn legal_xmove(&mut self, o: Color, a: Point) -> bool;
    /// Can `O` legally play at `a`?
    fn legal_omove(&mut self, o: Color, a: Point) -> bool;
    /// Is there an `O` stone on one of `points`?
    fn o_somewhere(&mut self, o: Color, points: &[Point]) -> bool;
    /// Is there an `X` stone on one of `points`?
    fn x_somewhere(&mut self, o: Color, points: &[Point]) -> bool;
    /// Are `a` and `b` stones of the same string?
    fn same_worm(&mut self, o: Color, a: Point, b: Point) -> bool;
    /// Stones in the string at `a`.
    fn wormsize(&mut self, o: Color, a: Point) -> i32;
    /// Is `a` a stone or an empty point involved in a ko?
    fn ko(&mut self, o: Color, a: Point) -> bool;
}

/// Enough to count every liberty on a 25x25 board.
const ALL_LIBS: usize = 1000;

impl BoardHelpers for Board {
    fn lib(&mut self, _o: Color, a: Point) -> i32 {
        if self.color(a).is_player() {
            self.countlib(a) as i32
        } else {
            0
        }
    }

    fn xlib(&mut self, o: Color, a: Point) -> i32 {
        self.accuratelib(a, o.other(), ALL_LIBS).len() as i32
    }

    fn olib(&mut self, o: Color, a: Point) -> i32 {
        self.accuratelib(a, o, ALL_LIBS).len() as i32
    }

    fn legal_xmove(&mut self, o: Color, a: Point) -> bool {
        self.is_legal(a, o.other())
    }

    fn legal_omove(&mut self, o: Color, a: Point) -> bool {
        self.is_legal(a, o)
    }

    fn o_somewhere(&mut self, o: Color, points: &[Point]) -> bool {
        points.iter().any(|&p| self.color(p) == o)
    }

    fn x_somewhere(&mut self, o: Color, points: &[Point]) -> bool {
        points.iter().any(|&p| self.color(p) == o.other())
    }

    fn same_worm(&mut self, _o: Color, a: Point, b: Point) -> bool {
        self.color(a).is_player() && self.color(b).is_player() && self.same_string(a, b)
    }

    fn wormsize(&mut self, _o: Color, a: Point) -> i32 {
        if self.color(a).is_player() {
            self.countstones(a) as i32
        } else {
            0
        }
    }

    fn ko(&mut self, _o: Color, a: Point) -> bool {
        match self.color(a) {
            Color::Empty => {
                self.is_ko(a, Color::Black).is_some() || self.is_ko(a, Color::White).is_some()
            }
            c if c.is_player() => {
                // A single stone in atari whose capture would be a ko capture.
                self.countstones(a) == 1
                    && self.countlib(a) == 1
                    && self
                        .findlib(a, 1)
                        .first()
                        .is_some_and(|&l| self.is_ko(l, c.other()) == Some(a))
            }
            _ => false,
        }
    }
}

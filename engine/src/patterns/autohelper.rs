//! The autohelper traits the generated constraint and action code calls (manual 9.5–9.7).
//!
//! The pattern compiler's signature table (`pattern_compiler::autohelpers`) assigns every
//! autohelper to a capability; each capability is one trait here, and a database's generated
//! code requires exactly the traits it uses. A trait appears when the engine module that
//! answers it lands: today that is [`BoardHelpers`] (answered by [`Board`]) and
//! [`ReadingHelpers`] (answered by [`super::reading_helpers::ReadingHelperContext`], a board
//! and a reading context). Databases that call dragon, eye, influence, owl or move-reason
//! helpers are accepted by the checker, but only build once `DragonHelpers`, ... exist.
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

/// One autohelper call as a pattern inspection records it: the name, the points of its
/// arguments (a move sequence's moves, then its targets), and the value it gave.
#[derive(Clone, Debug, PartialEq)]
pub struct TracedCall {
    pub name: &'static str,
    pub args: Vec<Point>,
    pub value: String,
}

/// Recording of autohelper calls, the supertrait of every autohelper trait. The generated
/// code calls each autohelper through one function per database, which records the call
/// when `tracing` says so; helper contexts record nothing unless asked (the defaults).
pub trait Trace {
    /// Record autohelper calls now?
    fn tracing(&self) -> bool {
        false
    }
    /// Record one call.
    fn record(&mut self, _call: TracedCall) {}
}

impl Trace for Board {}

/// Autohelpers answered from the board alone.
pub trait BoardHelpers: Trace {
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

/// Autohelpers answered by the tactical reader (manual 9.7, chapter 11). Reading helpers
/// leave the board exactly as they found it. Move sequences alternate colours starting with
/// the side the name gives (`xplay_*`: `X` first); `Point::NONE` is a tenuki and an illegal
/// move is skipped as if it had been played, then the target is read. A target with no
/// stone after the sequence counts as captured.
pub trait ReadingHelpers: Trace {
    /// The reading code of an attack on the string at `a` (0 if it cannot be captured).
    fn attack(&mut self, o: Color, a: Point) -> i32;
    /// The reading code of a defence of the string at `a`; 0 if it is not attacked at all.
    fn defend(&mut self, o: Color, a: Point) -> i32;
    /// Can `X` play at `a` legally without the stone being captured right away?
    fn safe_xmove(&mut self, o: Color, a: Point) -> bool;
    /// Can `O` play at `a` legally without the stone being captured right away?
    fn safe_omove(&mut self, o: Color, a: Point) -> bool;
    /// Does a move at `a` (by the opponent of the string) capture the string at `b`?
    fn does_attack(&mut self, o: Color, a: Point, b: Point) -> bool;
    /// Does a move at `a` (by the owner of the string) save the string at `b`?
    fn does_defend(&mut self, o: Color, a: Point, b: Point) -> bool;
    /// Would an `O` stone at `a` stop `X` from playing safely at `b`?
    fn odefend_against(&mut self, o: Color, a: Point, b: Point) -> bool;
    /// Would an `X` stone at `a` stop `O` from playing safely at `b`?
    fn xdefend_against(&mut self, o: Color, a: Point, b: Point) -> bool;
    /// `false` if the string at `a` can capture one of its neighbours (a seki would fail).
    fn seki_helper(&mut self, o: Color, a: Point) -> bool;
    /// After `moves` (`X` first), can the string at `z` be captured?
    fn xplay_attack(&mut self, o: Color, moves: &[Point], z: Point) -> bool;
    /// After `moves` (`O` first), can the string at `z` be captured?
    fn oplay_attack(&mut self, o: Color, moves: &[Point], z: Point) -> bool;
    /// After `moves` (`X` first), is the string at `z` safe or defensible?
    fn xplay_defend(&mut self, o: Color, moves: &[Point], z: Point) -> bool;
    /// After `moves` (`O` first), is the string at `z` safe or defensible?
    fn oplay_defend(&mut self, o: Color, moves: &[Point], z: Point) -> bool;
    /// After `moves` (`X` first), can one of the strings at `y` and `z` be captured?
    fn xplay_attack_either(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
    /// After `moves` (`O` first), can one of the strings at `y` and `z` be captured?
    fn oplay_attack_either(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
    /// After `moves` (`X` first), can both strings at `y` and `z` be saved?
    fn xplay_defend_both(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
    /// After `moves` (`O` first), can both strings at `y` and `z` be saved?
    fn oplay_defend_both(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
}

/// Autohelpers about connections (manual 7.3, 9.9): the cutting points the connection
/// database's `B` patterns found.
pub trait ConnectionHelpers: Trace {
    /// Can `X` cut `O`'s stones at `a` (a cutting point of `O`'s connections)?
    fn xcut(&mut self, o: Color, a: Point) -> bool;
    /// Can `O` cut `X`'s stones at `a`?
    fn ocut(&mut self, o: Color, a: Point) -> bool;
    /// The reading code of connecting the strings at `a` and `b` (11.10's
    /// `string_connect`, their owner moving first): 0 if they cannot be connected.
    fn connect(&mut self, o: Color, a: Point, b: Point) -> i32;
    /// The reading code of disconnecting the strings at `a` and `b` (11.10's `disconnect`,
    /// their owner's opponent moving first): 0 if they cannot be cut apart.
    fn disconnect(&mut self, o: Color, a: Point, b: Point) -> i32;
    /// After `moves` (`X` first), can the strings at `y` and `z` be connected, their owner
    /// moving first (11.10's `string_connect`)? A target with no stone cannot.
    fn xplay_connect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
    /// After `moves` (`O` first), can the strings at `y` and `z` be connected?
    fn oplay_connect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
    /// After `moves` (`X` first), can the strings at `y` and `z` be disconnected, their
    /// owner's opponent moving first (11.10's `disconnect`)? A target with no stone is cut.
    fn xplay_disconnect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
    /// After `moves` (`O` first), can the strings at `y` and `z` be disconnected?
    fn oplay_disconnect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool;
}

/// Autohelpers about the goal of an owl search (manual 12.1), answered from owl's view of
/// the node ([`crate::owl::OwlView`]): the goal dragon, its eye spaces, where it can run.
/// `O` is the side the pattern plays for (the attacker in `owl_attack` databases, the
/// defender in `owl_defend` ones); the goal is always the defender's.
pub trait OwlHelpers: Trace {
    /// The topological value of the goal's eye point `a` (8.8), times 2 (so a half eye is
    /// 3, a false eye 4 or more); `b` names a stone of the eye's owner. 0 off the goal's
    /// eye spaces.
    fn owl_topological_eye(&mut self, o: Color, a: Point, b: Point) -> i32;
    /// How good `a` is for running: 1 for an empty point off the first two lines with no
    /// attacker stone within two points, else 0.
    fn owl_escape_value(&mut self, o: Color, a: Point) -> i32;
    /// Is the stone at `a` part of the goal?
    fn owl_goal_dragon(&mut self, o: Color, a: Point) -> bool;
    /// Is `a` in one of the goal's eye spaces?
    fn owl_eyespace(&mut self, o: Color, a: Point) -> bool;
    /// Is `a` in one of the goal's eye spaces with more than the solver's points?
    fn owl_big_eyespace(&mut self, o: Color, a: Point) -> bool;
    /// Is `a` a proper (not marginal) point of one of the goal's eye spaces?
    fn owl_proper_eye(&mut self, o: Color, a: Point) -> bool;
    /// Is the stone at `a` in a dragon that was alive when the search began?
    fn owl_strong_dragon(&mut self, o: Color, a: Point) -> bool;
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

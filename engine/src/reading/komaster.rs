//! The komaster scheme (manual 11.4, "scheme 5"): which ko captures the reader may make, so
//! that ko results come out right and the search terminates.
//!
//! A *conditional* ko capture (made with `tryko`, as if a ko threat had been made and
//! answered) makes the capturer komaster at the captured stone. The komaster's opponent may
//! not retake there; the komaster may only make nested ko captures; if both sides have taken
//! a ko the komaster turns gray and no more ko captures are allowed. Two unconditional ko
//! captures in a row give a weak komaster.

use super::Reader;
use crate::types::{Color, Point};

/// Who owns the ko (11.4).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Komaster {
    Empty,
    Black,
    White,
    GrayBlack,
    GrayWhite,
    WeakKo,
}

impl Komaster {
    fn of(color: Color) -> Komaster {
        if color == Color::Black {
            Komaster::Black
        } else {
            Komaster::White
        }
    }
    fn gray_of(color: Color) -> Komaster {
        if color == Color::Black {
            Komaster::GrayBlack
        } else {
            Komaster::GrayWhite
        }
    }
    /// Small integer for cache keys.
    pub fn index(self) -> u8 {
        self as u8
    }
}

/// The komaster and the ko position it refers to (`kom_pos`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Ko {
    pub master: Komaster,
    pub pos: Point,
}

impl Ko {
    pub const NONE: Ko = Ko {
        master: Komaster::Empty,
        pos: Point::NONE,
    };
}

/// The outcome of a successful `komaster_trymove`.
#[derive(Clone, Copy, Debug)]
pub struct Tried {
    /// Komaster state for the position after the move.
    pub ko: Ko,
    /// The move was a conditional (otherwise illegal) ko capture.
    pub conditional: bool,
}

/// What the komaster scheme allows for a move (see [`plan`]).
#[derive(Clone, Copy, Debug)]
enum KoPlan {
    /// The scheme forbids the move.
    Forbidden,
    /// No ko capture: played as it is, with the komaster state after it.
    Plain(Ko),
    /// A ko capture: played unconditionally with the first state when that is allowed (and
    /// the board allows it), else as a conditional capture with the second.
    Capture {
        unconditional: Option<Ko>,
        conditional: Ko,
    },
}

/// Has the ko at `ko.pos` been resolved in favour of the komaster (filled, or no longer a
/// ko and suicide for the opponent)? Then the komaster reverts to empty.
fn resolve_komaster(board: &Board, ko: Ko) -> Ko {
    let owner = match ko.master {
        Komaster::White | Komaster::GrayWhite => Color::White,
        Komaster::Black | Komaster::GrayBlack => Color::Black,
        _ => return ko,
    };
    let opp = owner.other();
    let p = ko.pos;
    if p.is_none()
        || board.color(p).is_player()
        || (board.is_ko(p, opp).is_none() && board.is_suicide(p, opp))
    {
        return Ko::NONE;
    }
    ko
}

/// What the komaster scheme allows `color` at `pos` under `ko` (already resolved with
/// [`resolve_komaster`]), before the move is played.
fn plan(board: &Board, pos: Point, color: Color, ko: Ko) -> KoPlan {
    let other = color.other();
    let Some(kpos) = board.is_ko(pos, color) else {
        let new_ko = if ko.master == Komaster::WeakKo {
            Ko::NONE
        } else {
            ko
        };
        return KoPlan::Plain(new_ko);
    };
    // A ko capture.
    if ko.master == Komaster::of(other) && pos == ko.pos {
        return KoPlan::Forbidden;
    }
    if matches!(ko.master, Komaster::GrayBlack | Komaster::GrayWhite) {
        return KoPlan::Forbidden;
    }
    let nested = !ko.pos.is_none() && Board::diagonal_neighbors(kpos, ko.pos);
    if ko.master == Komaster::of(color) && !nested {
        return KoPlan::Forbidden;
    }
    let prev_ko_point = board.ko_point();
    let new_ko = if ko.master == Komaster::of(other) {
        Ko {
            master: Komaster::gray_of(other),
            pos: ko.pos,
        }
    } else if ko.master == Komaster::of(color) {
        Ko {
            master: ko.master,
            pos: kpos,
        }
    } else if !prev_ko_point.is_none() {
        Ko {
            master: Komaster::WeakKo,
            pos: prev_ko_point,
        }
    } else {
        Ko::NONE
    };
    let conditional = if matches!(ko.master, Komaster::Empty | Komaster::WeakKo) {
        Ko {
            master: Komaster::of(color),
            pos: kpos,
        }
    } else {
        new_ko
    };
    let unconditional_allowed = ko.master != Komaster::WeakKo || nested;
    KoPlan::Capture {
        unconditional: unconditional_allowed.then_some(new_ko),
        conditional,
    }
}

/// A search that plays moves under the komaster scheme: its board, and its own way of
/// trying a plain move and a conditional capture (node counting, cache prefetch).
pub trait KoMover {
    fn ko_board(&self) -> &Board;
    /// `trymove`: a legal move, `false` (board unchanged) otherwise.
    fn try_plain(&mut self, pos: Point, color: Color) -> bool;
    /// `tryko`: a ko capture the board may forbid, as if a threat had been answered.
    fn try_conditional(&mut self, pos: Point, color: Color) -> bool;
}

/// Try `color` at `pos` following the komaster scheme. A ko capture that is illegal on the
/// board is tried as a conditional capture when `consider_conditional` is set and the
/// scheme allows it. Returns `None` (board unchanged) if the move may not be played.
pub fn komaster_trymove<M: KoMover>(
    m: &mut M,
    pos: Point,
    color: Color,
    ko: Ko,
    consider_conditional: bool,
) -> Option<Tried> {
    let ko = resolve_komaster(m.ko_board(), ko);
    match plan(m.ko_board(), pos, color, ko) {
        KoPlan::Forbidden => None,
        KoPlan::Plain(ko) => m.try_plain(pos, color).then_some(Tried {
            ko,
            conditional: false,
        }),
        KoPlan::Capture {
            unconditional,
            conditional,
        } => {
            if let Some(ko) = unconditional {
                if m.try_plain(pos, color) {
                    return Some(Tried {
                        ko,
                        conditional: false,
                    });
                }
            }
            if !consider_conditional || !m.try_conditional(pos, color) {
                return None;
            }
            Some(Tried {
                ko: conditional,
                conditional: true,
            })
        }
    }
}

impl KoMover for Reader<'_> {
    fn ko_board(&self) -> &Board {
        self.board
    }
    fn try_plain(&mut self, pos: Point, color: Color) -> bool {
        self.trymove(pos, color)
    }
    fn try_conditional(&mut self, pos: Point, color: Color) -> bool {
        let played = self.board.tryko(pos, color);
        if played {
            self.count_node();
        }
        played
    }
}

impl Reader<'_> {
    /// [`komaster_trymove`] with this reader's moves (a conditional capture counts a node).
    pub fn komaster_trymove(
        &mut self,
        pos: Point,
        color: Color,
        ko: Ko,
        consider_conditional: bool,
    ) -> Option<Tried> {
        komaster_trymove(self, pos, color, ko, consider_conditional)
    }
}

use crate::board::Board;

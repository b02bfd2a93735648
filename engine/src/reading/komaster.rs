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

impl Reader<'_> {
    /// Has the ko at `ko.pos` been resolved in favour of the komaster (filled, or no longer
    /// a ko and suicide for the opponent)? Then the komaster reverts to empty.
    fn resolve_komaster(&self, ko: Ko) -> Ko {
        let owner = match ko.master {
            Komaster::White | Komaster::GrayWhite => Color::White,
            Komaster::Black | Komaster::GrayBlack => Color::Black,
            _ => return ko,
        };
        let opp = owner.other();
        let p = ko.pos;
        if p.is_none()
            || self.board.color(p).is_player()
            || (self.board.is_ko(p, opp).is_none() && self.board.is_suicide(p, opp))
        {
            return Ko::NONE;
        }
        ko
    }

    /// Try `color` at `pos` following the komaster scheme. A ko capture that is illegal on
    /// the board is tried as a conditional capture when `consider_conditional` is set and
    /// the scheme allows it. Returns `None` (board unchanged) if the move may not be played.
    pub fn komaster_trymove(
        &mut self,
        pos: Point,
        color: Color,
        ko: Ko,
        consider_conditional: bool,
    ) -> Option<Tried> {
        let other = color.other();
        let ko = self.resolve_komaster(ko);
        let prev_ko_point = self.board.ko_point();
        let kpos = self.board.is_ko(pos, color);

        let Some(kpos) = kpos else {
            if !self.trymove(pos, color) {
                return None;
            }
            let new_ko = if ko.master == Komaster::WeakKo {
                Ko::NONE
            } else {
                ko
            };
            return Some(Tried {
                ko: new_ko,
                conditional: false,
            });
        };

        // A ko capture.
        if ko.master == Komaster::of(other) && pos == ko.pos {
            return None;
        }
        if matches!(ko.master, Komaster::GrayBlack | Komaster::GrayWhite) {
            return None;
        }
        let nested = !ko.pos.is_none() && Board::diagonal_neighbors(kpos, ko.pos);
        if ko.master == Komaster::of(color) && !nested {
            return None;
        }

        let unconditional_allowed = ko.master != Komaster::WeakKo || nested;
        let conditional = if unconditional_allowed && self.trymove(pos, color) {
            false
        } else {
            if !consider_conditional || !self.board.tryko(pos, color) {
                return None;
            }
            self.count_node();
            if matches!(ko.master, Komaster::Empty | Komaster::WeakKo) {
                return Some(Tried {
                    ko: Ko {
                        master: Komaster::of(color),
                        pos: kpos,
                    },
                    conditional: true,
                });
            }
            true
        };
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
        Some(Tried {
            ko: new_ko,
            conditional,
        })
    }
}

use crate::board::Board;

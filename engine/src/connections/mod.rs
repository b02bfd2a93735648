//! Connections (manual 11.10, "readconnect"): can two strings of one colour be connected, or
//! disconnected?
//!
//! `read.rs` holds the connection reader: a minimax search between the connecting and the
//! cutting side over a small set of candidate moves (the points on the shortest paths
//! between the two strings, captures of cutting strings, tactical attacks and defences of
//! the two strings), with static recognition of secure links (two common liberties, a
//! liberty the cutter cannot occupy, a cutting string that cannot escape). It uses the
//! tactical reader for every capture question, shares its transposition cache (routines
//! `Connect`/`Disconnect`) and counts its own nodes.
//!
//! The same reader answers 13.10's break-in questions, where the second string is an area
//! (`break_in`: can a string reach it; `block_off`: can the opponent keep it out).
//!
//! The entry points are [`ReadingContext::string_connect`] and
//! [`ReadingContext::disconnect`] (for callers that own a board and a reading context, such
//! as the dragons module and pattern constraints) and the `Engine` methods of the same names.

pub mod read;

use crate::engine::{Engine, EngineError};
use crate::reading::ReadResult;
use crate::types::{Point, BOARDMAX};

/// Why a connection question cannot be asked of the stones at `a` and `b` (also owl's
/// `owl_connection_defends`).
pub(crate) fn check_pair(e: &Engine, a: Point, b: Point) -> Result<(), EngineError> {
    let board = &e.game.board;
    for p in [a, b] {
        if p.is_none() || !board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
    }
    if board.color(a) != board.color(b) {
        return Err(EngineError::DifferentColors);
    }
    Ok(())
}

impl Engine {
    /// Can the strings at `a` and `b` be connected, their owner moving first? The result
    /// (`Win`, a ko result, or `Fail`) and the connecting move (`Point::NONE` when they are
    /// one string already).
    pub fn string_connect(
        &mut self,
        a: Point,
        b: Point,
    ) -> Result<(ReadResult, Point), EngineError> {
        check_pair(self, a, b)?;
        Ok(self.reading.string_connect(&mut self.game.board, a, b))
    }

    /// Can the strings at `a` and `b` be disconnected, the opponent moving first? The result
    /// and the cutting move.
    pub fn disconnect(&mut self, a: Point, b: Point) -> Result<(ReadResult, Point), EngineError> {
        check_pair(self, a, b)?;
        Ok(self.reading.disconnect(&mut self.game.board, a, b))
    }

    /// 13.10's `break_in`: can the string at `a` reach the area `goal` (a stone of it on one
    /// of the area's points, safe from capture), its owner moving first? The result and the
    /// move (`Point::NONE` when the string stands in the area already).
    pub fn break_in(
        &mut self,
        a: Point,
        goal: &[Point],
    ) -> Result<(ReadResult, Point), EngineError> {
        let area = self.area(a, goal)?;
        Ok(self.reading.break_in(&mut self.game.board, a, &area))
    }

    /// 13.10's `block_off`: can the opponent, moving first, keep the string at `a` out of
    /// the area `goal`? The result and the blocking move.
    pub fn block_off(
        &mut self,
        a: Point,
        goal: &[Point],
    ) -> Result<(ReadResult, Point), EngineError> {
        let area = self.area(a, goal)?;
        Ok(self.reading.block_off(&mut self.game.board, a, &area))
    }

    /// The area of a break-in question, per point; the string must be a stone.
    fn area(&self, a: Point, goal: &[Point]) -> Result<Vec<bool>, EngineError> {
        if a.is_none() || !self.game.board.color(a).is_player() {
            return Err(EngineError::NoStone);
        }
        let mut area = vec![false; BOARDMAX];
        for p in goal {
            area[p.idx()] = true;
        }
        Ok(area)
    }

    /// Connection reading nodes since the last reset.
    pub fn get_connection_node_counter(&self) -> u64 {
        self.reading.get_connection_node_counter()
    }

    pub fn reset_connection_node_counter(&mut self) {
        self.reading.reset_connection_node_counter();
    }
}

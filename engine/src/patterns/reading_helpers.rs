//! The reading autohelpers (manual 9.7): a board and a [`ReadingContext`] answer
//! [`ReadingHelpers`] (and [`BoardHelpers`], delegated to the board) for pattern constraints
//! such as those of the attack and defense databases.
//!
//! Every helper leaves the board exactly as it found it. A helper may be called from inside a
//! search (the board then holds the search's hypothetical moves): the nested searches start
//! at the board's current stack depth, so their depth limits are reached sooner, as GNU Go's
//! `stackp` does.

use super::autohelper::{
    BoardHelpers, ConnectionHelpers, OwlHelpers, ReadingHelpers, Trace, TracedCall,
};
use crate::board::Board;
use crate::dragons::CutPoints;
use crate::reading::{ReadResult, ReadResult::Fail, ReadingContext};
use crate::types::{Color, Point};

/// Connection nodes for one `disconnect` a pattern constraint asks (amalgamation asks
/// thousands): a cut not read out within them is taken to work.
const PATTERN_CONNECTION_NODES: u64 = 200;

/// A board and a reading context, as the helper context of databases with reading
/// constraints.
pub struct ReadingHelperContext<'a> {
    pub board: &'a mut Board,
    pub ctx: &'a mut ReadingContext,
    /// The autohelper calls made while `Some` (a pattern inspection turns it on).
    pub trace: Option<Vec<TracedCall>>,
    /// The cutting points found so far, for `xcut` / `ocut` (none: no point is one).
    pub cuts: Option<&'a CutPoints>,
    /// Owl's view of the node, for the owl helpers (none: no goal, no eye space).
    pub owl: Option<&'a crate::owl::OwlView>,
}

impl<'a> ReadingHelperContext<'a> {
    pub fn new(board: &'a mut Board, ctx: &'a mut ReadingContext) -> Self {
        ReadingHelperContext {
            board,
            ctx,
            trace: None,
            cuts: None,
            owl: None,
        }
    }

    /// Play `moves` with alternating colours starting with `first` (tenuki and illegal moves
    /// are skipped, the colours still alternate), run `f`, take the moves back.
    fn after<R>(&mut self, first: Color, moves: &[Point], f: impl FnOnce(&mut Self) -> R) -> R {
        let mut played = 0;
        let mut c = first;
        for &m in moves {
            if !m.is_none() && self.board.trymove(m, c) {
                self.ctx.nodes_add(1);
                played += 1;
            }
            c = c.other();
        }
        let r = f(self);
        for _ in 0..played {
            self.board.popgo();
        }
        r
    }

    fn has_stone(&self, p: Point) -> bool {
        !p.is_none() && self.board.color(p).is_player()
    }

    /// Can the string at `z` be captured? (No stone: it already was.)
    fn can_attack(&mut self, z: Point) -> bool {
        !self.has_stone(z) || self.ctx.attack(self.board, z).0 != Fail
    }

    /// Is the string at `z` safe, or can it be saved? (No stone: it was captured.)
    fn can_defend(&mut self, z: Point) -> bool {
        self.has_stone(z)
            && (self.ctx.attack(self.board, z).0 == Fail
                || self.ctx.find_defense(self.board, z).0 != Fail)
    }

    fn can_attack_either(&mut self, y: Point, z: Point) -> bool {
        !self.has_stone(y) || !self.has_stone(z) || self.ctx.attack_either(self.board, y, z) != Fail
    }

    fn can_defend_both(&mut self, y: Point, z: Point) -> bool {
        self.has_stone(y) && self.has_stone(z) && self.ctx.defend_both(self.board, y, z) != Fail
    }

    /// The reading code of connecting the strings at `y` and `z` (stones of one colour),
    /// their owner moving first. (No stone, or two colours: `Fail`.)
    fn connect_code(&mut self, y: Point, z: Point) -> ReadResult {
        if !self.has_stone(y) || !self.has_stone(z) {
            return Fail;
        }
        self.ctx.string_connect(self.board, y, z).0
    }

    /// The reading code of cutting the strings at `y` and `z` apart, the opponent moving
    /// first. (No stone, or two colours: `Win`, they are not connected.)
    fn disconnect_code(&mut self, y: Point, z: Point) -> ReadResult {
        if !self.has_stone(y) || !self.has_stone(z) || self.board.color(y) != self.board.color(z) {
            return ReadResult::Win;
        }
        let ((r, _), exhausted) =
            self.ctx
                .connection_read(self.board, y, z, false, PATTERN_CONNECTION_NODES);
        if exhausted && r == Fail {
            ReadResult::Win
        } else {
            r
        }
    }

    /// Can the strings at `y` and `z` be connected, their owner moving first?
    fn can_connect(&mut self, y: Point, z: Point) -> bool {
        self.connect_code(y, z) != Fail
    }

    /// Do the strings at `y` and `z` stay connected whatever the opponent does first?
    fn can_connect_safely(&mut self, y: Point, z: Point) -> bool {
        self.disconnect_code(y, z) == Fail
    }

    /// Would a `color` stone at `a` stop the opponent from playing safely at `b`?
    fn defend_against(&mut self, color: Color, a: Point, b: Point) -> bool {
        if !self.board.trymove(a, color) {
            return false;
        }
        self.ctx.nodes_add(1);
        let r = self.ctx.safe_move(self.board, b, color.other()) == Fail;
        self.board.popgo();
        r
    }
}

impl Trace for ReadingHelperContext<'_> {
    fn tracing(&self) -> bool {
        self.trace.is_some()
    }
    fn record(&mut self, call: TracedCall) {
        if let Some(t) = &mut self.trace {
            t.push(call);
        }
    }
}

impl ReadingHelpers for ReadingHelperContext<'_> {
    fn attack(&mut self, _o: Color, a: Point) -> i32 {
        if !self.has_stone(a) {
            return 0;
        }
        self.ctx.attack(self.board, a).0 as i32
    }

    fn defend(&mut self, _o: Color, a: Point) -> i32 {
        if !self.has_stone(a) || self.ctx.attack(self.board, a).0 == Fail {
            return 0;
        }
        self.ctx.find_defense(self.board, a).0 as i32
    }

    fn safe_xmove(&mut self, o: Color, a: Point) -> bool {
        self.ctx.safe_move(self.board, a, o.other()) != Fail
    }

    fn safe_omove(&mut self, o: Color, a: Point) -> bool {
        self.ctx.safe_move(self.board, a, o) != Fail
    }

    fn does_attack(&mut self, _o: Color, a: Point, b: Point) -> bool {
        self.has_stone(b) && self.ctx.does_attack(self.board, a, b) != Fail
    }

    fn does_defend(&mut self, _o: Color, a: Point, b: Point) -> bool {
        self.has_stone(b) && self.ctx.does_defend(self.board, a, b) != Fail
    }

    fn odefend_against(&mut self, o: Color, a: Point, b: Point) -> bool {
        self.defend_against(o, a, b)
    }

    fn xdefend_against(&mut self, o: Color, a: Point, b: Point) -> bool {
        self.defend_against(o.other(), a, b)
    }

    fn seki_helper(&mut self, _o: Color, a: Point) -> bool {
        if !self.has_stone(a) {
            return true;
        }
        for n in self.board.chainlinks(a) {
            if self.ctx.attack(self.board, n).0 != Fail {
                return false;
            }
        }
        true
    }

    fn xplay_attack(&mut self, o: Color, moves: &[Point], z: Point) -> bool {
        self.after(o.other(), moves, |h| h.can_attack(z))
    }

    fn oplay_attack(&mut self, o: Color, moves: &[Point], z: Point) -> bool {
        self.after(o, moves, |h| h.can_attack(z))
    }

    fn xplay_defend(&mut self, o: Color, moves: &[Point], z: Point) -> bool {
        self.after(o.other(), moves, |h| h.can_defend(z))
    }

    fn oplay_defend(&mut self, o: Color, moves: &[Point], z: Point) -> bool {
        self.after(o, moves, |h| h.can_defend(z))
    }

    fn xplay_attack_either(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o.other(), moves, |h| h.can_attack_either(y, z))
    }

    fn oplay_attack_either(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o, moves, |h| h.can_attack_either(y, z))
    }

    fn xplay_defend_both(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o.other(), moves, |h| h.can_defend_both(y, z))
    }

    fn oplay_defend_both(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o, moves, |h| h.can_defend_both(y, z))
    }
}

impl ConnectionHelpers for ReadingHelperContext<'_> {
    fn xcut(&mut self, o: Color, a: Point) -> bool {
        self.cuts.is_some_and(|c| c.is_cut(o, a))
    }

    fn ocut(&mut self, o: Color, a: Point) -> bool {
        self.cuts.is_some_and(|c| c.is_cut(o.other(), a))
    }

    fn connect(&mut self, _o: Color, a: Point, b: Point) -> i32 {
        self.connect_code(a, b) as i32
    }

    fn disconnect(&mut self, _o: Color, a: Point, b: Point) -> i32 {
        self.disconnect_code(a, b) as i32
    }

    fn xplay_connect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o.other(), moves, |h| h.can_connect(y, z))
    }

    fn oplay_connect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o, moves, |h| h.can_connect(y, z))
    }

    fn xplay_disconnect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o.other(), moves, |h| !h.can_connect_safely(y, z))
    }

    fn oplay_disconnect(&mut self, o: Color, moves: &[Point], y: Point, z: Point) -> bool {
        self.after(o, moves, |h| !h.can_connect_safely(y, z))
    }
}

impl BoardHelpers for ReadingHelperContext<'_> {
    fn lib(&mut self, o: Color, a: Point) -> i32 {
        self.board.lib(o, a)
    }
    fn xlib(&mut self, o: Color, a: Point) -> i32 {
        self.board.xlib(o, a)
    }
    fn olib(&mut self, o: Color, a: Point) -> i32 {
        self.board.olib(o, a)
    }
    fn legal_xmove(&mut self, o: Color, a: Point) -> bool {
        self.board.legal_xmove(o, a)
    }
    fn legal_omove(&mut self, o: Color, a: Point) -> bool {
        self.board.legal_omove(o, a)
    }
    fn o_somewhere(&mut self, o: Color, points: &[Point]) -> bool {
        self.board.o_somewhere(o, points)
    }
    fn x_somewhere(&mut self, o: Color, points: &[Point]) -> bool {
        self.board.x_somewhere(o, points)
    }
    fn same_worm(&mut self, o: Color, a: Point, b: Point) -> bool {
        self.board.same_worm(o, a, b)
    }
    fn wormsize(&mut self, o: Color, a: Point) -> i32 {
        self.board.wormsize(o, a)
    }
    fn ko(&mut self, o: Color, a: Point) -> bool {
        self.board.ko(o, a)
    }
}

impl OwlHelpers for ReadingHelperContext<'_> {
    fn owl_topological_eye(&mut self, _o: Color, a: Point, _b: Point) -> i32 {
        self.owl.map_or(0, |v| v.topological[a.idx()] as i32)
    }

    fn owl_escape_value(&mut self, _o: Color, a: Point) -> i32 {
        match self.owl {
            Some(v) => i32::from(crate::owl::read::escape_point(
                self.board,
                a,
                v.color.other(),
            )),
            None => 0,
        }
    }

    fn owl_goal_dragon(&mut self, _o: Color, a: Point) -> bool {
        self.owl.is_some_and(|v| {
            self.board.color(a) == v.color && self.board.stones(a).any(|s| v.goal[s.idx()])
        })
    }

    fn owl_eyespace(&mut self, _o: Color, a: Point) -> bool {
        self.owl.is_some_and(|v| v.eye[a.idx()] != 0)
    }

    fn owl_big_eyespace(&mut self, _o: Color, a: Point) -> bool {
        self.owl.is_some_and(|v| v.big[a.idx()])
    }

    fn owl_proper_eye(&mut self, _o: Color, a: Point) -> bool {
        self.owl.is_some_and(|v| v.eye[a.idx()] == 2)
    }

    fn owl_strong_dragon(&mut self, _o: Color, a: Point) -> bool {
        self.owl.is_some_and(|v| v.strong[a.idx()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_helpers_answer_and_restore_the_board() {
        // A black stone at (4,4) with two liberties, blocked above and on the left. White is
        // O. The helpers agree with each other and with the reader.
        let mut b = Board::from_rows(&[
            ".........",
            ".........",
            ".........",
            "....O....",
            "...OX....",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let before = b.hash();
        let mut ctx = ReadingContext::default();
        let mut h = ReadingHelperContext::new(&mut b, &mut ctx);
        let (o, x) = (Color::White, Point::new(4, 4));
        let a = h.attack(o, x);
        assert_eq!(h.oplay_attack(o, &[], x), a != 0);
        assert_eq!(h.xplay_attack(o, &[], x), a != 0);
        if a == 0 {
            assert_eq!(h.defend(o, x), 0);
        }
        // Filling both liberties captures: no stone is left, which counts as captured.
        let (l1, l2) = (Point::new(4, 5), Point::new(5, 4));
        assert!(h.oplay_attack(o, &[l1, Point::NONE, l2], x));
        assert!(!h.oplay_defend(o, &[l1, Point::NONE, l2], x));
        // After a white stone on one liberty the black stone is in atari: capturable.
        assert!(h.oplay_attack(o, &[l1], x));
        // Black extending twice is safe for now.
        assert!(h.xplay_defend(o, &[l1, Point::NONE, Point::new(4, 6)], x));
        assert!(h.safe_omove(o, Point::new(5, 5)));
        assert!(h.safe_xmove(o, Point::new(6, 6)));
        // A white stone on a point leaves no safe black move there.
        assert!(h.odefend_against(o, l1, l1));
        assert!(!h.xdefend_against(o, Point::new(0, 0), Point::new(6, 6)));
        assert_eq!(h.lib(o, x), 2);
        assert!(h.board.check_invariants().is_ok());
        assert_eq!(h.board.hash(), before);
    }

    #[test]
    fn connection_helpers_read_after_the_moves() {
        // Black (O, the owner) C3 and E3 share D3 only (a bamboo would share two): white
        // (X) cuts at D3 with the help of D4 and D2, black connects there first.
        let mut rows = vec!["........."; 5];
        rows.extend(["...O.....", "..X.X....", "...O.....", "........."]);
        let mut b = Board::from_rows(&rows);
        let before = b.hash();
        let mut ctx = ReadingContext::default();
        let mut h = ReadingHelperContext::new(&mut b, &mut ctx);
        let (o, c3, e3, d3) = (
            Color::Black,
            Point::new(6, 2),
            Point::new(6, 4),
            Point::new(6, 3),
        );
        assert_eq!(h.board.color(c3), o);
        assert!(h.xplay_connect(o, &[], c3, e3));
        assert!(h.xplay_disconnect(o, &[Point::NONE], c3, e3));
        // White has cut at D3: black cannot connect any more (D3 stands next to D4 and D2).
        assert!(!h.xplay_connect(o, &[d3], c3, e3));
        assert!(h.xplay_disconnect(o, &[d3, Point::NONE], c3, e3));
        // Black has connected at D3: one string, no cut.
        assert!(h.oplay_connect(o, &[d3], c3, e3));
        assert!(!h.oplay_disconnect(o, &[d3], c3, e3));
        assert_eq!(h.board.hash(), before);
    }
}

//! The connection database (`db/conn.db`, manual 9.9-9.10) as the engine's
//! [`ConnectionPatterns`]: the whole board is scanned for both colours; a `B` match whose
//! constraint holds marks its `*` and `!` points as cutting points, a `C` match whose
//! constraint holds (it may ask `xcut` / `ocut`) amalgamates its `O` stones.

use engine::databases::ConnectionPatterns;
use engine::dragons::CutPoints;
use engine::patterns::reading_helpers::ReadingHelperContext;
use engine::patterns::{Autohelpers, Match, Matcher, OWN};
use engine::reading::ReadingContext;
use engine::{Board, Color, Point};
use std::sync::Mutex;

/// The connection database with a reusable matcher.
#[derive(Default)]
pub struct ConnectionDatabase {
    matcher: Mutex<Option<Matcher<'static>>>,
}

impl ConnectionDatabase {
    pub fn new() -> ConnectionDatabase {
        ConnectionDatabase::default()
    }

    /// Every match of class `class` on the board, for both colours.
    fn matches(&self, board: &Board, class: char) -> Vec<Match> {
        let db = &crate::conn::DATABASE;
        let mut guard = self.matcher.lock().unwrap_or_else(|e| e.into_inner());
        if guard.as_ref().is_none_or(|m| m.size() != board.size()) {
            *guard = Some(Matcher::new(db, board.size()));
        }
        let matcher = guard.as_mut().expect("just made");
        let mut out = Vec::new();
        for o in [Color::Black, Color::White] {
            matcher.scan_board(board.colors(), o, |m| {
                if db.patterns[m.pattern as usize].has_class(class) {
                    out.push(m);
                }
            });
        }
        out
    }
}

impl ConnectionPatterns for ConnectionDatabase {
    fn find_cuts(&self, board: &mut Board, ctx: &mut ReadingContext, cuts: &mut CutPoints) {
        let db = &crate::conn::DATABASE;
        for m in self.matches(board, 'B') {
            let mut h = ReadingHelperContext::new(board, ctx);
            h.cuts = Some(cuts);
            if !crate::conn::Helpers.constraint(&mut h, &m) {
                continue;
            }
            let info = &db.patterns[m.pattern as usize];
            cuts.mark(m.color, m.move_point);
            for &(mark, dr, dc) in info.marks {
                if mark == '!' {
                    cuts.mark(m.color, m.point(dr, dc));
                }
            }
        }
    }

    fn find_connections(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        cuts: &CutPoints,
        out: &mut Vec<(Point, Point)>,
    ) {
        let db = &crate::conn::DATABASE;
        for m in self.matches(board, 'C') {
            let mut h = ReadingHelperContext::new(board, ctx);
            h.cuts = Some(cuts);
            if !crate::conn::Helpers.constraint(&mut h, &m) {
                continue;
            }
            let info = &db.patterns[m.pattern as usize];
            let mut first = Point::NONE;
            for e in info.elements {
                if e.mask == 1 << OWN {
                    let p = m.point(e.dr, e.dc);
                    if first.is_none() {
                        first = p;
                    } else {
                        out.push((first, p));
                    }
                }
            }
        }
    }
}

//! The owl databases (`db/owl_attackpats.db`, `db/owl_defendpats.db`,
//! `db/owl_vital_apats.db`, manual 12.1) as the engine's [`OwlPatterns`]: `O` is the side to
//! move (the attacker for the attack and vital attack patterns, the goal's owner for the
//! defense patterns), `X` its opponent. A match whose move lies
//! near the goal (in one of its eye spaces, or within two points of a goal stone) and whose
//! constraint holds proposes its move with the pattern's `value(...)`.

use engine::databases::{OwlPatternSet, OwlPatterns};
use engine::owl::read::within;
use engine::owl::OwlView;
use engine::patterns::reading_helpers::ReadingHelperContext;
use engine::patterns::{Autohelpers, Database, Match, Matcher};
use engine::reading::ReadingContext;
use engine::{Board, Point};
use std::sync::Mutex;

/// Value of a pattern with no `value(...)`.
const DEFAULT_VALUE: i32 = 60;

/// The owl attack, defense and vital attack databases with their matchers.
#[derive(Default)]
pub struct OwlDatabases {
    /// Matchers for (attack, defense, vital attack), made for the board size last seen.
    matchers: Mutex<[Option<Matcher<'static>>; 3]>,
}

impl OwlDatabases {
    pub fn new() -> OwlDatabases {
        OwlDatabases::default()
    }
}

fn database(set: OwlPatternSet) -> &'static Database {
    match set {
        OwlPatternSet::Attack => &crate::owl_attackpats::DATABASE,
        OwlPatternSet::Defend => &crate::owl_defendpats::DATABASE,
        OwlPatternSet::VitalAttack => &crate::owl_vital_apats::DATABASE,
    }
}

fn constraint(set: OwlPatternSet, h: &mut ReadingHelperContext, m: &Match) -> bool {
    match set {
        OwlPatternSet::Attack => crate::owl_attackpats::Helpers.constraint(h, m),
        OwlPatternSet::Defend => crate::owl_defendpats::Helpers.constraint(h, m),
        OwlPatternSet::VitalAttack => crate::owl_vital_apats::Helpers.constraint(h, m),
    }
}

/// Is `p` within a knight's move or a two-point jump of a goal stone (at most two lines
/// apart either way, three points by Manhattan distance), or in a goal eye space?
fn near_goal(board: &Board, view: &OwlView, p: Point) -> bool {
    if view.eye[p.idx()] != 0 {
        return true;
    }
    within(board.size(), p, 3).any(|q| view.goal[q.idx()] && board.color(q) == view.color)
}

impl OwlPatterns for OwlDatabases {
    fn owl_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        set: OwlPatternSet,
        view: &OwlView,
        out: &mut Vec<(Point, i32)>,
    ) {
        let db = database(set);
        let mover = if set.attacker() {
            view.color.other()
        } else {
            view.color
        };
        let mut found = Vec::new();
        {
            let mut guard = self.matchers.lock().unwrap_or_else(|e| e.into_inner());
            let slot = &mut guard[set as usize];
            if slot.as_ref().is_none_or(|m| m.size() != board.size()) {
                *slot = Some(Matcher::new(db, board.size()));
            }
            let matcher = slot.as_mut().expect("just made");
            matcher.scan_board(board.colors(), mover, |m| {
                if !m.move_point.is_none() && near_goal(board, view, m.move_point) {
                    found.push(m);
                }
            });
        }
        for m in found {
            let mut h = ReadingHelperContext::new(board, ctx);
            h.owl = Some(view);
            if !constraint(set, &mut h, &m) {
                continue;
            }
            let info = &db.patterns[m.pattern as usize];
            let value = info
                .values
                .iter()
                .find(|v| v.0 == "value")
                .map_or(DEFAULT_VALUE, |v| v.1 as i32);
            out.push((m.move_point, value));
        }
    }
}

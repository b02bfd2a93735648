//! The attack and defense databases (`db/attack.db`, `db/defense.db`, manual 9.8) as the
//! engine's [`TacticalPatterns`]: matches around the target string whose `X` (attack) or `O`
//! (defense) elements cover a stone of the target, whose constraint holds, and whose move is
//! legal, propose their move.

use engine::patterns::{Autohelpers, Database, Matcher, OPP, OWN};
use engine::tactical_patterns::TacticalPatterns;
use engine::{Board, Color, Point};

/// The attack and defense databases of this crate.
#[derive(Clone, Copy, Debug, Default)]
pub struct TacticalDatabases;

impl TacticalPatterns for TacticalDatabases {
    fn attack_moves(&self, board: &mut Board, target: Point, out: &mut Vec<Point>) {
        let c = board.color(target);
        if !c.is_player() {
            return;
        }
        propose(
            &crate::attack::DATABASE,
            &crate::attack::Helpers,
            board,
            target,
            c.other(),
            OPP,
            out,
        );
    }

    fn defense_moves(&self, board: &mut Board, target: Point, out: &mut Vec<Point>) {
        let c = board.color(target);
        if !c.is_player() {
            return;
        }
        propose(
            &crate::defense::DATABASE,
            &crate::defense::Helpers,
            board,
            target,
            c,
            OWN,
            out,
        );
    }
}

/// Scan the anchors near the target for `o` and collect the moves of matches that touch the
/// target with an element that must hold `target_value` (OPP for attack, OWN for defense).
fn propose<A: Autohelpers<Board>>(
    db: &Database,
    helpers: &A,
    board: &mut Board,
    target: Point,
    o: Color,
    target_value: u8,
    out: &mut Vec<Point>,
) {
    let size = board.size();
    let reach = db.radius as usize;
    // Anchors: every point within the database's radius of a stone of the target.
    let mut seen = vec![false; engine::BOARDMAX];
    let mut anchors = Vec::new();
    for s in board.stones(target) {
        let (r, c) = (s.row(), s.col());
        for i in r.saturating_sub(reach)..=(r + reach).min(size - 1) {
            for j in c.saturating_sub(reach)..=(c + reach).min(size - 1) {
                let p = Point::new(i, j);
                if !seen[p.idx()] {
                    seen[p.idx()] = true;
                    anchors.push(p);
                }
            }
        }
    }
    let mut hits = Vec::new();
    let mut matcher = Matcher::new(db, size);
    matcher.scan_region(board.colors(), o, &anchors, |m| hits.push(m));
    for m in hits {
        let mv = m.move_point;
        if mv.is_none() || out.contains(&mv) || !board.is_legal(mv, o) {
            continue;
        }
        let info = &db.patterns[m.pattern as usize];
        let touches = info
            .elements
            .iter()
            .any(|e| e.mask == 1 << target_value && board.same_string(m.point(e.dr, e.dc), target));
        if touches && helpers.constraint(board, &m) {
            out.push(mv);
        }
    }
}

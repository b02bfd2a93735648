//! The attack and defense databases (`db/attack.db`, `db/defense.db`, manual 9.8) as the
//! engine's [`TacticalPatterns`]: matches around the target string whose `X` (attack) or `O`
//! (defense) elements cover a stone of the target, whose constraint holds, and whose move is
//! legal, propose their move.
//!
//! Constraints may read (`ReadingHelpers`). A search started by a constraint gets no pattern
//! moves of its own: that bounds the recursion (a constraint reading the position it was
//! called from would otherwise call itself) and keeps the nested searches cheap.
//!
//! The matchers and buffers are kept in the databases value and reused (a small pool, so
//! engines on several threads can share one value), only the part of the board around the
//! target is loaded into the matcher, and only points that can anchor a pattern (stones,
//! since every tactical pattern has one) are scanned.
//!
//! [`TacticalDatabases::skipping`] switches patterns off by name (or `all`), to measure what
//! they are worth (the `tesuji` binary reads the list from `TESUJI_TACTICAL_SKIP`).

use engine::databases::{PatternUse, TacticalPatterns};
use engine::patterns::reading_helpers::ReadingHelperContext;
use engine::patterns::{value_of, Autohelpers, Database, Match, Matcher, OPP, OWN};
use engine::reading::ReadingContext;
use engine::{Board, Color, Point, BOARDMAX};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// The attack and defense databases of this crate, with the matchers and buffers their
/// scans reuse, and how often each pattern matched and fired.
pub struct TacticalDatabases {
    /// Scratch space not in use (taken out for a call, put back after it).
    pool: Mutex<Vec<Scratch>>,
    /// Pattern names switched off (`["all"]` for every one).
    skip: Vec<String>,
    /// Per database (attack, defense) and pattern: matches that touched the target with a
    /// legal move, and those whose constraint held (the move was proposed).
    counts: [Vec<[AtomicU64; 2]>; 2],
}

impl Default for TacticalDatabases {
    fn default() -> Self {
        TacticalDatabases::skipping(Vec::new())
    }
}

impl TacticalDatabases {
    /// The databases with every pattern on.
    pub fn new() -> TacticalDatabases {
        TacticalDatabases::default()
    }

    /// The databases with the patterns named in `skip` switched off (`"all"`: every one).
    pub fn skipping(skip: Vec<String>) -> TacticalDatabases {
        let counts = |w: Which| {
            (0..w.database().patterns.len())
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect()
        };
        TacticalDatabases {
            pool: Mutex::new(Vec::new()),
            skip,
            counts: [counts(Which::Attack), counts(Which::Defense)],
        }
    }
}

impl TacticalPatterns for TacticalDatabases {
    fn coverage(&self) -> Vec<PatternUse> {
        let mut out = Vec::new();
        for (w, name) in [(Which::Attack, "attack"), (Which::Defense, "defense")] {
            let db = w.database();
            for (info, c) in db.patterns.iter().zip(&self.counts[w as usize]) {
                out.push(PatternUse {
                    database: name,
                    pattern: info.name,
                    matched: c[0].load(Ordering::Relaxed),
                    fired: c[1].load(Ordering::Relaxed),
                });
            }
        }
        out
    }

    fn attack_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        target: Point,
        out: &mut Vec<Point>,
    ) {
        propose(
            self,
            Which::Attack,
            &crate::attack::Helpers,
            board,
            ctx,
            target,
            out,
        );
    }

    fn defense_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        target: Point,
        out: &mut Vec<Point>,
    ) {
        propose(
            self,
            Which::Defense,
            &crate::defense::Helpers,
            board,
            ctx,
            target,
            out,
        );
    }
}

#[derive(Clone, Copy)]
enum Which {
    Attack = 0,
    Defense = 1,
}

impl Which {
    fn database(self) -> &'static Database {
        match self {
            Which::Attack => &crate::attack::DATABASE,
            Which::Defense => &crate::defense::DATABASE,
        }
    }

    /// The matcher value the element covering the target must require.
    fn target_value(self) -> u8 {
        match self {
            Which::Attack => OPP,
            Which::Defense => OWN,
        }
    }
}

/// Reused between calls: a matcher per database, the anchor marks and lists.
struct Scratch {
    matchers: [Option<Matcher<'static>>; 2],
    /// Per database: the matcher values (bits `1 << v`) its patterns' anchors accept. The
    /// compiler anchors a pattern on a stone when it has one, so empty points are skipped.
    anchor_values: [u8; 2],
    /// `mark[p] == stamp`: `p` is already an anchor of this call.
    mark: Vec<u32>,
    stamp: u32,
    anchors: Vec<Point>,
    hits: Vec<Match>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            matchers: [None, None],
            anchor_values: [0xff; 2],
            mark: vec![0; BOARDMAX],
            stamp: 0,
            anchors: Vec::with_capacity(128),
            hits: Vec::with_capacity(32),
        }
    }
}

/// Scan the anchors near the target for `o` and collect the moves of matches that touch the
/// target with an element that must hold the target's colour (`X` for attack, `O` for
/// defense).
#[allow(clippy::too_many_arguments)]
fn propose<A: for<'a> Autohelpers<ReadingHelperContext<'a>>>(
    dbs: &TacticalDatabases,
    which: Which,
    helpers: &A,
    board: &mut Board,
    ctx: &mut ReadingContext,
    target: Point,
    out: &mut Vec<Point>,
) {
    let c = board.color(target);
    if !c.is_player() {
        return;
    }
    // The player the patterns move for: the attacker or the defender.
    let o = match which {
        Which::Attack => c.other(),
        Which::Defense => c,
    };
    let skip = &dbs.skip;
    if ctx.pattern_nesting > 0 || skip.iter().any(|s| s == "all") {
        return;
    }
    let db = which.database();
    let mut s = dbs
        .pool
        .lock()
        .map(|mut p| p.pop())
        .unwrap_or_default()
        .unwrap_or_else(Scratch::new);
    collect_hits(&mut s, which, board, target, o);

    // Nested searches started by the constraints get no pattern moves; the guard lowers the
    // count again even if a constraint panics (the GTP layer survives panics).
    let nested = Nesting::enter(ctx);
    let ctx = &mut *nested.0;
    let target_value = which.target_value();
    for m in &s.hits {
        let mv = m.move_point;
        if mv.is_none() || out.contains(&mv) || !board.is_legal(mv, o) {
            continue;
        }
        let info = &db.patterns[m.pattern as usize];
        if !skip.is_empty() && skip.iter().any(|s| s == info.name) {
            continue;
        }
        let touches = info
            .elements
            .iter()
            .any(|e| e.mask == 1 << target_value && board.same_string(m.point(e.dr, e.dc), target));
        if touches {
            let count = &dbs.counts[which as usize][m.pattern as usize];
            count[0].fetch_add(1, Ordering::Relaxed);
            if helpers.constraint(&mut ReadingHelperContext::new(board, ctx), m) {
                count[1].fetch_add(1, Ordering::Relaxed);
                out.push(mv);
            }
        }
    }
    drop(nested);
    if let Ok(mut p) = dbs.pool.lock() {
        p.push(s);
    }
}

/// The matches anchored within the database's radius of a stone of the target, into
/// `s.hits`. Only the board around the target is loaded.
fn collect_hits(s: &mut Scratch, which: Which, board: &Board, target: Point, o: Color) {
    let db = which.database();
    let size = board.size();
    let reach = db.radius as usize;
    s.stamp = s.stamp.wrapping_add(1);
    if s.stamp == 0 {
        s.mark.iter_mut().for_each(|m| *m = 0);
        s.stamp = 1;
    }
    s.anchors.clear();
    s.hits.clear();
    let matcher = &mut s.matchers[which as usize];
    if matcher.as_ref().is_none_or(|m| m.size() != size) {
        *matcher = Some(Matcher::new(db, size));
        s.anchor_values[which as usize] = (0..db.patterns.len())
            .map(|i| match db.patterns[i].elements.first() {
                Some(e) if e.dr == 0 && e.dc == 0 => e.mask,
                _ => 0xff,
            })
            .fold(0, |a, m| a | m);
    }
    let accept = s.anchor_values[which as usize];
    let colors = board.colors();
    let (mut r0, mut r1, mut c0, mut c1) = (size, 0, size, 0);
    for st in board.stones(target) {
        let (r, c) = (st.row(), st.col());
        (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
        for i in r.saturating_sub(reach)..=(r + reach).min(size - 1) {
            for j in c.saturating_sub(reach)..=(c + reach).min(size - 1) {
                let p = Point::new(i, j);
                if s.mark[p.idx()] != s.stamp {
                    s.mark[p.idx()] = s.stamp;
                    if accept & (1 << value_of(colors[p.idx()], o)) != 0 {
                        s.anchors.push(p);
                    }
                }
            }
        }
    }
    let matcher = s.matchers[which as usize].as_mut().expect("just made");
    // Scans from the anchors read at most the radius beyond them.
    let far = 2 * reach;
    matcher.load_rect(
        board.colors(),
        o,
        r0.saturating_sub(far)..=r1 + far,
        c0.saturating_sub(far)..=c1 + far,
    );
    let hits = &mut s.hits;
    for p in &s.anchors {
        matcher.scan_loaded(p.row(), p.col(), &mut |m| hits.push(m));
    }
}

/// `ReadingContext::pattern_nesting` raised for as long as this lives.
struct Nesting<'a>(&'a mut ReadingContext);

impl<'a> Nesting<'a> {
    fn enter(ctx: &'a mut ReadingContext) -> Nesting<'a> {
        ctx.pattern_nesting += 1;
        Nesting(ctx)
    }
}

impl Drop for Nesting<'_> {
    fn drop(&mut self) {
        self.0.pattern_nesting -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nesting_is_lowered_again_after_a_panic() {
        let mut ctx = ReadingContext::default();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let n = Nesting::enter(&mut ctx);
            assert_eq!(n.0.pattern_nesting, 1);
            panic!("a constraint failed");
        }));
        assert!(r.is_err());
        assert_eq!(ctx.pattern_nesting, 0);
    }
}

//! Incremental DFA matching (manual chapter 10.5, never implemented in GNU Go).
//!
//! The DFA is deterministic, so scanning the same path reaches the same states. For every
//! anchor we keep the stack of states reached along its spiral path and the candidates the
//! automaton reported, with the step at which each was found. When a point changes, only
//! anchors whose scan read that point (its index on their path is below the depth they
//! reached) are rescanned, and only from that step on, starting from the state saved there.
//! Candidates of anchors near the change are re-verified against their residual elements
//! (the elements beyond the automaton's depth, see [`super::Variant::residual`]).

use super::matcher::Matcher;
use super::{make_match, Database, Match};
use crate::types::{Color, Point};

/// Matches of one database for one player, kept up to date move by move.
#[derive(Clone, Debug)]
pub struct IncrementalMatcher<'a> {
    m: Matcher<'a>,
    /// Per DFA and anchor (`d * size * size + row * size + col`): state after each step read.
    states: Vec<Vec<u32>>,
    /// Per DFA and anchor: (step, variant) of every candidate the automaton reported.
    candidates: Vec<Vec<(u16, u32)>>,
    /// Per DFA and anchor: the candidates whose residual elements match.
    found: Vec<Vec<u32>>,
    /// Spiral index of offset `(dr, dc)`, at `(dr + R) * (2R + 1) + dc + R` (`u16::MAX` if
    /// the automata do not read it).
    reverse: Vec<u16>,
    /// Scratch: first dirty step per slot, and whether its candidates need re-verifying.
    dirty: Vec<u16>,
    recheck: Vec<bool>,
    /// Work done by the last update: scan steps plus residual checks (for benchmarks).
    pub last_update_work: usize,
}

impl<'a> IncrementalMatcher<'a> {
    /// Full scan of `colors` for player `o`.
    pub fn new(
        db: &'a Database,
        colors: &[Color],
        size: usize,
        o: Color,
    ) -> IncrementalMatcher<'a> {
        let mut m = Matcher::new(db, size);
        m.load(colors, o);
        let r = db.radius as i32;
        let side = (2 * r + 1) as usize;
        let mut reverse = vec![u16::MAX; side * side];
        for (i, &(dr, dc)) in db.spiral.iter().enumerate() {
            reverse[((dr as i32 + r) as usize) * side + (dc as i32 + r) as usize] = i as u16;
        }
        let n = size * size * db.dfas.len();
        let mut inc = IncrementalMatcher {
            m,
            states: vec![Vec::new(); n],
            candidates: vec![Vec::new(); n],
            found: vec![Vec::new(); n],
            reverse,
            dirty: vec![u16::MAX; n],
            recheck: vec![false; n],
            last_update_work: 0,
        };
        for a in 0..n {
            inc.rescan(a, 0);
            inc.verify(a);
        }
        inc
    }

    fn base(&self, a: usize) -> isize {
        let size = self.m.size;
        let p = a % (size * size);
        self.m.ext_index(p / size, p % size) as isize
    }

    /// Rescan slot `a` (DFA and anchor) from step `k`; returns the steps taken.
    fn rescan(&mut self, a: usize, k: usize) -> usize {
        let size = self.m.size;
        let dfa = &self.m.db.dfas[a / (size * size)];
        let base = self.base(a);
        let states = &mut self.states[a];
        states.truncate(k);
        self.candidates[a].retain(|&(step, _)| (step as usize) < k);
        let mut s = if k == 0 { dfa.start } else { states[k - 1] };
        let mut steps = 0;
        for (i, &off) in self.m.offsets.iter().enumerate().skip(k) {
            let v = self.m.ext[(base + off) as usize];
            s = dfa.next(s, v);
            states.push(s);
            steps += 1;
            if s < dfa.match_limit {
                if s == 0 {
                    break;
                }
                for att in dfa.attributes(s) {
                    self.candidates[a].push((i as u16, att));
                }
            }
        }
        steps
    }

    /// Re-verify the candidates of slot `a`; returns the number checked.
    fn verify(&mut self, a: usize) -> usize {
        let base = self.base(a);
        let m = &self.m;
        let found = &mut self.found[a];
        found.clear();
        found.extend(
            self.candidates[a]
                .iter()
                .map(|c| c.1)
                .filter(|&v| m.residual_ok(v, base)),
        );
        self.candidates[a].len()
    }

    /// Update after the points in `changed` (a move and its captures, or an undo) took the
    /// colours they have in `colors`.
    pub fn update(&mut self, colors: &[Color], changed: &[Point]) {
        let size = self.m.size as i32;
        let plane = (size * size) as usize;
        let r = self.m.db.radius as i32;
        let side = 2 * r + 1;
        let mut touched = Vec::new();
        for &q in changed {
            self.m.set(q, colors[q.idx()]);
            let (qr, qc) = (q.row() as i32, q.col() as i32);
            for ar in (qr - r).max(0)..=(qr + r).min(size - 1) {
                for ac in (qc - r).max(0)..=(qc + r).min(size - 1) {
                    let k = self.reverse[((qr - ar + r) * side + (qc - ac + r)) as usize];
                    for d in 0..self.m.db.dfas.len() {
                        let a = d * plane + (ar * size + ac) as usize;
                        let rescan = (k as usize) < self.states[a].len() && k < self.dirty[a];
                        if !rescan && (self.recheck[a] || self.candidates[a].is_empty()) {
                            continue;
                        }
                        if self.dirty[a] == u16::MAX && !self.recheck[a] {
                            touched.push(a);
                        }
                        self.recheck[a] = true;
                        if rescan {
                            self.dirty[a] = k;
                        }
                    }
                }
            }
        }
        let mut work = 0;
        for a in touched {
            let k = self.dirty[a];
            self.dirty[a] = u16::MAX;
            self.recheck[a] = false;
            if k != u16::MAX {
                work += self.rescan(a, k as usize);
            }
            work += self.verify(a);
        }
        self.last_update_work = work;
    }

    /// Work a full rescan would do now (scan steps plus residual checks).
    pub fn full_scan_work(&self) -> usize {
        self.states.iter().map(|s| s.len()).sum::<usize>()
            + self.candidates.iter().map(|c| c.len()).sum::<usize>()
    }

    /// Visit all current matches, anchor by anchor.
    pub fn for_each_match(&self, mut f: impl FnMut(Match)) {
        let size = self.m.size;
        for (a, list) in self.found.iter().enumerate() {
            let a = a % (size * size);
            for &v in list {
                f(make_match(self.m.db, v, a / size, a % size, self.m.color));
            }
        }
    }

    /// All current matches.
    pub fn matches(&self) -> Vec<Match> {
        let mut v = Vec::new();
        self.for_each_match(|m| v.push(m));
        v
    }

    pub fn database(&self) -> &'a Database {
        self.m.db
    }
}

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
    /// Per DFA and anchor: (step, variant, residual elements match) of every candidate the
    /// automaton reported.
    candidates: Vec<Vec<(u16, u32, bool)>>,
    /// Per DFA and anchor: the residual bit sets of its candidates (`cover_words` words each,
    /// in candidate order), so re-verification after a change reads memory sequentially.
    cand_cover: Vec<Vec<u64>>,
    /// Window side `2R + 1`; offsets `(dr, dc)` index the window at `(dr + R) * side + dc + R`.
    side: usize,
    /// Spiral index of each window offset (`u16::MAX` if the automata do not read it).
    reverse: Vec<u16>,
    /// Per variant, a bit set over the window: the offsets of its residual elements.
    cover: Vec<u64>,
    cover_words: usize,
    /// Per slot: the union of its candidates' residual bit sets.
    slot_cover: Vec<u64>,
    /// Scratch: first dirty step per slot, and the slots to rescan.
    dirty: Vec<u16>,
    touched: Vec<usize>,
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
        let window = |dr: i8, dc: i8| ((dr as i32 + r) as usize) * side + (dc as i32 + r) as usize;
        let mut reverse = vec![u16::MAX; side * side];
        for (i, &(dr, dc)) in db.spiral.iter().enumerate() {
            reverse[window(dr, dc)] = i as u16;
        }
        let cover_words = (side * side).div_ceil(64);
        let mut cover = vec![0u64; cover_words * db.variant_count()];
        for v in 0..db.variant_count() {
            for e in db.variant(v as u32).residual_elements() {
                let bit = window(e.dr, e.dc);
                cover[v * cover_words + bit / 64] |= 1 << (bit % 64);
            }
        }
        let n = size * size * db.dfas.len();
        let mut inc = IncrementalMatcher {
            m,
            states: vec![Vec::new(); n],
            candidates: vec![Vec::new(); n],
            cand_cover: vec![Vec::new(); n],
            side,
            reverse,
            slot_cover: vec![0u64; cover_words * n],
            cover,
            cover_words,
            dirty: vec![u16::MAX; n],
            touched: Vec::new(),
            last_update_work: 0,
        };
        for a in 0..n {
            inc.rescan(a, 0);
        }
        inc
    }

    #[inline]
    fn base(&self, a: usize) -> isize {
        let size = self.m.size;
        let p = a % (size * size);
        self.m.ext_index(p / size, p % size) as isize
    }

    /// Rescan slot `a` (DFA and anchor) from step `k`; returns the work done.
    fn rescan(&mut self, a: usize, k: usize) -> usize {
        let size = self.m.size;
        let dfa = &self.m.db.dfas[a / (size * size)];
        let base = self.base(a);
        let words = self.cover_words;
        let states = &mut self.states[a];
        let cands = &mut self.candidates[a];
        let covers = &mut self.cand_cover[a];
        states.truncate(k);
        // Candidates are in step order: keep those found before step k.
        let keep = cands.partition_point(|&(step, _, _)| (step as usize) < k);
        cands.truncate(keep);
        covers.truncate(keep * words);
        let mut s = if k == 0 { dfa.start } else { states[k - 1] };
        let mut work = 0;
        for (i, &off) in self.m.offsets.iter().enumerate().skip(k) {
            let v = self.m.ext[(base + off) as usize];
            s = dfa.next(s, v);
            states.push(s);
            work += 1;
            if s < dfa.match_limit {
                if s == 0 {
                    break;
                }
                for att in dfa.attributes(s) {
                    cands.push((i as u16, att, self.m.residual_ok(att, base)));
                    let at = att as usize * words;
                    covers.extend_from_slice(&self.cover[at..at + words]);
                    work += 1;
                }
            }
        }
        let union = &mut self.slot_cover[a * words..(a + 1) * words];
        union.fill(0);
        for c in covers.chunks_exact(words) {
            for (u, &x) in union.iter_mut().zip(c) {
                *u |= x;
            }
        }
        work
    }

    /// Update after the points in `changed` (a move and its captures, or an undo) took the
    /// colours they have in `colors`.
    pub fn update(&mut self, colors: &[Color], changed: &[Point]) {
        for &q in changed {
            self.m.set(q, colors[q.idx()]);
        }
        let size = self.m.size as i32;
        let plane = (size * size) as usize;
        let r = self.m.db.radius as i32;
        let side = self.side as i32;
        let mut touched = std::mem::take(&mut self.touched);
        let mut work = 0;
        for &q in changed {
            let (qr, qc) = (q.row() as i32, q.col() as i32);
            for ar in (qr - r).max(0)..=(qr + r).min(size - 1) {
                for ac in (qc - r).max(0)..=(qc + r).min(size - 1) {
                    let bit = ((qr - ar + r) * side + (qc - ac + r)) as usize;
                    let k = self.reverse[bit];
                    for d in 0..self.m.db.dfas.len() {
                        let a = d * plane + (ar * size + ac) as usize;
                        if (k as usize) < self.states[a].len() {
                            if self.dirty[a] == u16::MAX {
                                touched.push(a);
                            }
                            self.dirty[a] = self.dirty[a].min(k);
                        }
                        // Candidates found before the change's step keep their place; those
                        // with a residual element on `q` are re-verified.
                        let (w, mask) = (bit / 64, 1u64 << (bit % 64));
                        let words = self.cover_words;
                        if self.slot_cover[a * words + w] & mask == 0 {
                            continue;
                        }
                        let base = self.base(a);
                        let covers = &self.cand_cover[a];
                        for (j, c) in self.candidates[a].iter_mut().enumerate() {
                            if covers[j * words + w] & mask != 0 {
                                c.2 = self.m.residual_ok(c.1, base);
                                work += 1;
                            }
                        }
                    }
                }
            }
        }
        for &a in &touched {
            let k = self.dirty[a] as usize;
            self.dirty[a] = u16::MAX;
            work += self.rescan(a, k);
        }
        touched.clear();
        self.touched = touched;
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
        for (a, list) in self.candidates.iter().enumerate() {
            let a = a % (size * size);
            for &(_, v, ok) in list {
                if ok {
                    f(make_match(self.m.db, v, a / size, a % size, self.m.color));
                }
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

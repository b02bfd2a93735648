//! Incremental DFA matching (manual chapter 10.5, never implemented in GNU Go).
//!
//! The DFA is deterministic, so scanning the same path reaches the same states. For every
//! anchor we keep the states reached along its spiral path and the candidates the automaton
//! reported, with the step at which each was found. When a point changes, only anchors whose
//! scan read that point (its index on their path is below the depth they reached) are
//! rescanned, and only from that step on, starting from the state saved there.
//!
//! Candidates must also match their residual elements (the elements beyond the automaton's
//! depth, see [`super::Variant::residual`]), which a change near the anchor can break or
//! repair. Each candidate keeps a *witness*: one residual element that does not match (as in
//! the watched literals of SAT solvers), or none if the candidate is a match. A change at `q`
//! then concerns only the candidates whose witness is `q` (look for another failing element)
//! and the matching candidates with an element on `q` (check that one element); every other
//! failing candidate still has its witness. A per-anchor bit set over the pattern window (the
//! union of witnesses and of the residual elements of matching candidates) skips anchors the
//! change cannot concern with one bit test.

use super::matcher::Matcher;
use super::{make_match, Database, Match};
use crate::types::{Color, Point};

/// No failing residual element: the candidate is a match.
const NONE: u16 = u16::MAX;
/// A failing residual element that no move can change: one that must be off the board but is
/// on it, or the other way round. The candidate fails for good and watches nothing.
const FOREVER: u16 = u16::MAX - 1;

/// A variant the automaton reported at one anchor, and the spiral step at which it did.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    variant: u32,
    step: u16,
}

/// A residual element: offset in the matcher's private board array, window bit, mask.
#[derive(Clone, Copy, Debug)]
struct Residual {
    off: i16,
    bit: u16,
    mask: u8,
}

/// Matches of one database for one player, kept up to date move by move.
#[derive(Clone, Debug)]
pub struct IncrementalMatcher<'a> {
    m: Matcher<'a>,
    /// Steps of the scan path (the automata's depth).
    depth: usize,
    /// Slots: per DFA and anchor, `d * size * size + row * size + col`.
    plane: usize,
    /// Per slot: `depth` states, the state after each step read (the first `len` valid).
    states: Vec<u32>,
    len: Vec<u16>,
    /// Per slot: the candidates, in step order, and apart (so that looking for the
    /// candidates a change concerns reads two bytes per candidate) their witnesses: the window
    /// bit of a residual element that does not match, or [`NONE`].
    cands: Vec<Vec<Candidate>>,
    wits: Vec<Vec<u16>>,
    /// Window side `2R + 1`; offsets `(dr, dc)` index the window at `(dr + R) * side + dc + R`.
    side: usize,
    /// Per variant: range into `residual` and, inline, its first (most selective) residual
    /// element, which decides most failing candidates: a small table that stays in cache.
    res_range: Vec<(u32, u32)>,
    first: Vec<Residual>,
    residual: Vec<Residual>,
    /// Per slot (`words` words each): witnesses of failing candidates and residual elements of
    /// matching candidates.
    watch: Vec<u64>,
    words: usize,
    /// Scratch: first and last dirty step per slot, the slots to rescan, candidate lists.
    dirty: Vec<(u16, u16)>,
    touched: Vec<usize>,
    scratch: (Vec<Candidate>, Vec<u16>),
    /// Work done by the last update: scan steps plus candidates (re)checked (for benchmarks).
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
        let width = m.width as i32;
        assert!(
            side * side < FOREVER as usize && (r * width + r) < i16::MAX as i32,
            "pattern window too large"
        );
        let window = |dr: i8, dc: i8| ((dr as i32 + r) as usize) * side + (dc as i32 + r) as usize;
        let mut res_range = Vec::with_capacity(db.variant_count());
        let mut residual = Vec::new();
        for v in 0..db.variant_count() as u32 {
            let start = residual.len() as u32;
            residual.extend(db.variant(v).residual_elements().map(|e| Residual {
                off: (e.dr as i32 * width + e.dc as i32) as i16,
                bit: window(e.dr, e.dc) as u16,
                mask: e.mask,
            }));
            res_range.push((start, residual.len() as u32));
        }
        let first = res_range
            .iter()
            .map(|&(s, e)| match e > s {
                true => residual[s as usize],
                false => Residual {
                    off: 0,
                    bit: NONE,
                    mask: 0xff,
                },
            })
            .collect();
        let depth = m.offsets.len();
        let plane = size * size;
        let n = plane * db.dfas.len();
        let words = (side * side).div_ceil(64);
        let mut inc = IncrementalMatcher {
            m,
            depth,
            plane,
            states: vec![0; n * depth],
            len: vec![0; n],
            cands: vec![Vec::new(); n],
            wits: vec![Vec::new(); n],
            side,
            res_range,
            first,
            residual,
            watch: vec![0; n * words],
            words,
            dirty: vec![(u16::MAX, 0); n],
            touched: Vec::new(),
            scratch: (Vec::new(), Vec::new()),
            last_update_work: 0,
        };
        for a in 0..n {
            inc.rescan(a, 0, 0);
        }
        inc
    }

    #[inline]
    fn base(&self, a: usize) -> isize {
        let size = self.m.size;
        let p = a % self.plane;
        self.m.ext_index(p / size, p % size) as isize
    }

    #[inline]
    fn fails(&self, r: &Residual, base: isize) -> bool {
        r.mask & (1 << self.m.ext[(base + r.off as isize) as usize]) == 0
    }

    /// The witness for failing element `r`: its window bit, or [`FOREVER`].
    #[inline]
    fn witness_bit(&self, r: &Residual, base: isize) -> u16 {
        let v = self.m.ext[(base + r.off as isize) as usize];
        if v == super::OFF || r.mask & !(1 << super::OFF) == 0 {
            FOREVER
        } else {
            r.bit
        }
    }

    /// The window bit of a residual element of variant `v` that does not match around
    /// `base`, or [`NONE`].
    #[inline]
    fn witness(&self, v: u32, base: isize) -> u16 {
        let f = &self.first[v as usize];
        if f.bit == NONE {
            return NONE;
        }
        if self.fails(f, base) {
            return self.witness_bit(f, base);
        }
        let (s, e) = self.res_range[v as usize];
        for r in &self.residual[s as usize + 1..e as usize] {
            if self.fails(r, base) {
                return self.witness_bit(r, base);
            }
        }
        NONE
    }

    /// Add to a watch set what candidate `variant` with witness `w` makes it watch.
    #[inline]
    fn watch_bits(&self, watch: &mut [u64], variant: u32, w: u16) {
        match w {
            FOREVER => {}
            NONE => {
                let (s, e) = self.res_range[variant as usize];
                for r in &self.residual[s as usize..e as usize] {
                    watch[r.bit as usize / 64] |= 1 << (r.bit % 64);
                }
            }
            _ => watch[w as usize / 64] |= 1 << (w % 64),
        }
    }

    /// The watch set of a candidate list (without data-dependent branches for the failing
    /// candidates, the common case).
    fn union(&self, watch: &mut [u64], cands: &[Candidate], wits: &[u16]) {
        let mut any_match = false;
        for &w in wits {
            let real = w < FOREVER;
            let b = if real { w as usize } else { 0 };
            watch[b / 64] |= (real as u64) << (b % 64);
            any_match |= w == NONE;
        }
        if any_match {
            for (c, &w) in cands.iter().zip(wits) {
                if w == NONE {
                    self.watch_bits(watch, c.variant, w);
                }
            }
        }
    }

    /// Rescan slot `a` (DFA and anchor) from step `k`, the points read at steps `k..=kmax`
    /// having changed; returns the work done.
    ///
    /// The old states and candidates are still there when this runs, and the candidates'
    /// witnesses are up to date (the changed points are on the scan path, never residual
    /// elements of this anchor). So the scan stops as soon as it reaches, past `kmax`, the
    /// state the old scan had at that step (the rest would be the same), and at a step where
    /// the new scan is in the old state the old candidates and witnesses stay as they are.
    fn rescan(&mut self, a: usize, k: usize, kmax: usize) -> usize {
        let dfa = &self.m.db.dfas[a / self.plane];
        let base = self.base(a);
        let (old, old_w) = (
            std::mem::take(&mut self.cands[a]),
            std::mem::take(&mut self.wits[a]),
        );
        let (mut cands, mut wits) = std::mem::take(&mut self.scratch);
        cands.clear();
        wits.clear();
        // Candidates are in step order: keep those found before step k.
        let keep = old.partition_point(|c| (c.step as usize) < k);
        cands.extend_from_slice(&old[..keep]);
        wits.extend_from_slice(&old_w[..keep]);
        let old_len = self.len[a] as usize;
        let st = a * self.depth;
        let mut s = if k == 0 {
            dfa.start
        } else {
            self.states[st + k - 1]
        };
        let mut len = self.depth;
        let mut j = keep; // first old candidate not yet passed
        let mut converged = None;
        let mut fresh = 0;
        for i in k..self.depth {
            let v = self.m.ext[(base + self.m.offsets[i]) as usize];
            s = dfa.next(s, v);
            let old_s = if i < old_len {
                self.states[st + i]
            } else {
                u32::MAX
            };
            let same = i >= kmax && old_s == s;
            self.states[st + i] = s;
            if s < dfa.match_limit && s != 0 {
                while j < old.len() && (old[j].step as usize) < i {
                    j += 1;
                }
                if old_s == s {
                    // The same state: the same attribute list, and the witnesses hold.
                    let n = old[j..].iter().take_while(|c| c.step as usize == i).count();
                    cands.extend_from_slice(&old[j..j + n]);
                    wits.extend_from_slice(&old_w[j..j + n]);
                } else {
                    for variant in dfa.attributes(s) {
                        fresh += 1;
                        cands.push(Candidate {
                            variant,
                            step: i as u16,
                        });
                        wits.push(self.witness(variant, base));
                    }
                }
            }
            if same {
                // Same state, same values ahead: the old scan from here on still holds.
                converged = Some(i);
                len = old_len;
                break;
            }
            if s == 0 {
                len = i + 1;
                break;
            }
        }
        let steps = converged.map_or(len, |i| i + 1) - k;
        if let Some(i) = converged {
            let rest = old.partition_point(|c| (c.step as usize) <= i);
            cands.extend_from_slice(&old[rest..]);
            wits.extend_from_slice(&old_w[rest..]);
        }
        self.len[a] = len as u16;
        let words = self.words;
        let mut buf = WatchBuf::default();
        let watch = buf.get(words);
        self.union(watch, &cands, &wits);
        self.watch[a * words..(a + 1) * words].copy_from_slice(watch);
        self.scratch = (old, old_w);
        self.cands[a] = cands;
        self.wits[a] = wits;
        steps + fresh
    }

    /// Update after the points in `changed` (a move and its captures, or an undo) took the
    /// colours they have in `colors`.
    pub fn update(&mut self, colors: &[Color], changed: &[Point]) {
        let size = self.m.size as i32;
        let r = self.m.db.radius as i32;
        let side = self.side as i32;
        let words = self.words;
        let n_dfas = self.m.db.dfas.len();
        let mut touched = std::mem::take(&mut self.touched);
        let mut work = 0;
        for &q in changed {
            self.m.set(q, colors[q.idx()]);
            let (qr, qc) = (q.row() as i32, q.col() as i32);
            // Anchors whose scan read q: rescan from there (after all points are set).
            for (i, &(dr, dc)) in self.m.db.spiral.iter().enumerate() {
                let (ar, ac) = (qr - dr as i32, qc - dc as i32);
                if ar < 0 || ac < 0 || ar >= size || ac >= size {
                    continue;
                }
                for d in 0..n_dfas {
                    let a = d * self.plane + (ar * size + ac) as usize;
                    if i < self.len[a] as usize {
                        let (lo, hi) = &mut self.dirty[a];
                        if *lo == u16::MAX {
                            touched.push(a);
                        }
                        *lo = (*lo).min(i as u16);
                        *hi = (*hi).max(i as u16);
                    }
                }
            }
            // Anchors with a candidate watching q.
            for ar in (qr - r).max(0)..=(qr + r).min(size - 1) {
                for ac in (qc - r).max(0)..=(qc + r).min(size - 1) {
                    let bit = ((qr - ar + r) * side + (qc - ac + r)) as usize;
                    let (w, mask) = (bit / 64, 1u64 << (bit % 64));
                    for d in 0..n_dfas {
                        let a = d * self.plane + (ar * size + ac) as usize;
                        if self.watch[a * words + w] & mask != 0 {
                            work += self.recheck(a, bit as u16);
                        }
                    }
                }
            }
        }
        for &a in &touched {
            let (k, kmax) = self.dirty[a];
            self.dirty[a] = (u16::MAX, 0);
            work += self.rescan(a, k as usize, kmax as usize);
        }
        touched.clear();
        self.touched = touched;
        self.last_update_work = work;
    }

    /// The point at window bit `bit` of slot `a` changed: update the witnesses that concern
    /// it (and, in the same pass, the slot's watch set). Returns the number of candidates
    /// rechecked.
    fn recheck(&mut self, a: usize, bit: u16) -> usize {
        let base = self.base(a);
        let mut wits = std::mem::take(&mut self.wits[a]);
        let cands = &self.cands[a];
        let words = self.words;
        let mut buf = WatchBuf::default();
        let watch = buf.get(words);
        let mut work = 0;
        for (j, w) in wits.iter_mut().enumerate() {
            if *w == bit {
                // The failing element changed: find another one, if any.
                *w = self.witness(cands[j].variant, base);
                work += 1;
            } else if *w == NONE {
                let (s, e) = self.res_range[cands[j].variant as usize];
                if let Some(r) = self.residual[s as usize..e as usize]
                    .iter()
                    .find(|r| r.bit == bit)
                {
                    if self.fails(r, base) {
                        *w = self.witness_bit(r, base);
                    }
                    work += 1;
                }
            }
        }
        self.union(watch, cands, &wits);
        self.watch[a * words..(a + 1) * words].copy_from_slice(watch);
        self.wits[a] = wits;
        work
    }

    /// Work a full rescan would do now (scan steps plus candidates checked).
    pub fn full_scan_work(&self) -> usize {
        self.len.iter().map(|&l| l as usize).sum::<usize>()
            + self.cands.iter().map(|c| c.len()).sum::<usize>()
    }

    /// Visit all current matches, anchor by anchor.
    pub fn for_each_match(&self, mut f: impl FnMut(Match)) {
        let size = self.m.size;
        for (a, (list, wits)) in self.cands.iter().zip(&self.wits).enumerate() {
            let a = a % self.plane;
            for (c, &w) in list.iter().zip(wits) {
                if w == NONE {
                    f(make_match(
                        self.m.db,
                        c.variant,
                        a / size,
                        a % size,
                        self.m.color,
                    ));
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

/// A zeroed watch set of `words` words: on the stack for windows up to 512 points (every
/// database so far), on the heap beyond.
#[derive(Default)]
struct WatchBuf {
    small: [u64; 8],
    big: Vec<u64>,
}

impl WatchBuf {
    #[inline]
    fn get(&mut self, words: usize) -> &mut [u64] {
        if words <= self.small.len() {
            &mut self.small[..words]
        } else {
            self.big.resize(words, 0);
            &mut self.big
        }
    }
}

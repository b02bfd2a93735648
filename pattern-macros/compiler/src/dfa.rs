//! DFA construction as chapter 10 describes: each pattern under each of its transformations
//! becomes a linear string along a spiral scan path starting at the pattern's anchor; each
//! string is a small complete DFA; the DFAs are combined by synchronised product (keeping only
//! reachable states) and minimised. The result is laid out regex-automata style: a flat
//! transition table with stride 4 (empty, own, opponent, off-board) and state ids premultiplied
//! by the stride; match states are numbered first so "is this a match" is one comparison.

use crate::validate::{transform, Checked};
use std::collections::HashMap as StdHashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast non-cryptographic hasher (the Fx multiply-rotate scheme) for the compiler's state
/// tables: SipHash dominated DFA construction time. Keys are small integer tuples.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_i32(&mut self, i: i32) {
        self.write_u64(i as u32 as u64)
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64)
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

type HashMap<K, V> = StdHashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The spiral scan path: offsets `(dr, dc)` ordered by ring (Chebyshev distance), then
/// clockwise from north within a ring. Index 0 is the anchor.
pub fn spiral(radius: i32) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for dr in -radius..=radius {
        for dc in -radius..=radius {
            v.push((dr, dc));
        }
    }
    let key = |&(dr, dc): &(i32, i32)| {
        let ring = dr.abs().max(dc.abs());
        // angle clockwise from north, in [0, 2pi)
        let a = (dc as f64).atan2(-dr as f64);
        let a = if a < 0.0 {
            a + std::f64::consts::TAU
        } else {
            a
        };
        (ring, (a * 1e9) as i64)
    };
    v.sort_by_key(key);
    v
}

/// A complete DFA under construction. State 0 is the error state, state 1 the start.
#[derive(Clone, Debug)]
pub struct Cdfa {
    pub next: Vec<[u32; 4]>,
    pub att: Vec<Vec<u32>>,
    pub depth: Vec<u32>,
}

impl Cdfa {
    /// The DFA recognising one string of value masks (bit `1 << v`).
    pub fn linear(masks: &[u8], id: u32) -> Cdfa {
        let n = masks.len();
        let mut d = Cdfa {
            next: vec![[0; 4]; n + 2],
            att: vec![Vec::new(); n + 2],
            depth: vec![0; n + 2],
        };
        for (i, &m) in masks.iter().enumerate() {
            let s = i + 1;
            d.depth[s] = i as u32;
            for v in 0..4 {
                if m & (1 << v) != 0 {
                    d.next[s][v] = (s + 1) as u32;
                }
            }
        }
        d.depth[n + 1] = n as u32;
        d.att[n + 1].push(id);
        d
    }

    pub fn states(&self) -> usize {
        self.next.len()
    }

    /// Synchronised product: the reachable part of L x R, recognising both languages.
    pub fn product(l: &Cdfa, r: &Cdfa) -> Cdfa {
        Cdfa::product_bounded(l, r, usize::MAX).unwrap()
    }

    /// The product, or `None` as soon as it would have more than `limit` states.
    pub fn product_bounded(l: &Cdfa, r: &Cdfa, limit: usize) -> Option<Cdfa> {
        let mut ids: HashMap<(u32, u32), u32> = HashMap::default();
        ids.insert((0, 0), 0);
        ids.insert((1, 1), 1);
        let mut pairs = vec![(0u32, 0u32), (1, 1)];
        let mut out = Cdfa {
            next: vec![[0; 4]; 2],
            att: vec![Vec::new(); 2],
            depth: vec![0; 2],
        };
        let mut i = 1;
        while i < pairs.len() {
            let (a, b) = pairs[i];
            let mut next = [0u32; 4];
            for (v, slot) in next.iter_mut().enumerate() {
                let key = (l.next[a as usize][v], r.next[b as usize][v]);
                *slot = *ids.entry(key).or_insert_with(|| {
                    pairs.push(key);
                    (pairs.len() - 1) as u32
                });
            }
            let mut att: Vec<u32> = l.att[a as usize]
                .iter()
                .chain(&r.att[b as usize])
                .copied()
                .collect();
            att.sort_unstable();
            att.dedup();
            out.next[i] = next;
            out.att[i] = att;
            out.depth[i] = if a != 0 {
                l.depth[a as usize]
            } else {
                r.depth[b as usize]
            };
            i += 1;
            if pairs.len() > limit {
                return None;
            }
            while out.next.len() < pairs.len() {
                out.next.push([0; 4]);
                out.att.push(Vec::new());
                out.depth.push(0);
            }
        }
        Some(out)
    }

    /// Minimise. The automaton is acyclic and every state has one depth, so equivalent states
    /// are found bottom-up by their (attributes, successors) signature.
    pub fn minimize(&self) -> Cdfa {
        let n = self.states();
        let mut order: Vec<usize> = (2..n).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(self.depth[s]));
        let mut canon = vec![u32::MAX; n];
        canon[0] = 0;
        let mut sig: HashMap<(Vec<u32>, [u32; 4]), u32> = HashMap::default();
        let mut reps: Vec<usize> = vec![0];
        let mut visit = |s: usize, canon: &mut Vec<u32>| {
            let next = self.next[s].map(|t| canon[t as usize]);
            debug_assert!(next.iter().all(|&t| t != u32::MAX));
            if next == [0; 4] && self.att[s].is_empty() {
                canon[s] = 0;
                return;
            }
            let key = (self.att[s].clone(), next);
            let id = *sig.entry(key).or_insert_with(|| {
                reps.push(s);
                (reps.len() - 1) as u32
            });
            canon[s] = id;
        };
        for &s in &order {
            visit(s, &mut canon);
        }
        // The start state stays separate so it keeps id 1.
        let start_next = self.next[1].map(|t| canon[t as usize]);
        let mut out = Cdfa {
            next: vec![[0; 4]; reps.len() + 1],
            att: vec![Vec::new(); reps.len() + 1],
            depth: vec![0; reps.len() + 1],
        };
        // ids: 0 error, 1 start, k+1 for reps[k] (k >= 1)
        let shift = |id: u32| if id == 0 { 0 } else { id + 1 };
        out.next[1] = start_next.map(shift);
        out.att[1] = self.att[1].clone();
        for (k, &s) in reps.iter().enumerate().skip(1) {
            out.next[k + 1] = self.next[s].map(|t| shift(canon[t as usize]));
            out.att[k + 1] = self.att[s].clone();
            out.depth[k + 1] = self.depth[s];
        }
        out
    }
}

/// A variant: pattern index and transformation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub pattern: u32,
    pub transform: u8,
}

/// One DFA's flat tables.
#[derive(Clone, Debug)]
pub struct DfaTable {
    /// Stride-4 transitions, entries premultiplied by 4.
    pub transitions: Vec<u32>,
    /// Premultiplied id of the start state.
    pub start: u32,
    /// Premultiplied ids below this (other than 0) are match states.
    pub match_limit: u32,
    /// For match state k (1-based index), its variants are `att[att_start[k-1]..att_start[k]]`.
    pub att_start: Vec<u32>,
    pub att: Vec<u32>,
}

impl DfaTable {
    pub fn states(&self) -> usize {
        self.transitions.len() / 4
    }
    pub fn bytes(&self) -> usize {
        4 * (self.transitions.len() + self.att_start.len() + self.att.len())
    }
}

/// The final tables of a database: the spiral and one or more DFAs. A database whose
/// product automaton would exceed [`STATE_BUDGET`] states is split into several DFAs
/// (the size/speed trade-off: each extra DFA is one more scan per anchor).
#[derive(Clone, Debug)]
pub struct DfaTables {
    pub spiral: Vec<(i32, i32)>,
    pub radius: i32,
    pub variants: Vec<Variant>,
    pub dfas: Vec<DfaTable>,
    /// Spiral positions the automata read (at most `spiral.len()`).
    pub depth: usize,
    /// Per variant: elements beyond `depth`, transformed, as `(dr, dc, mask)`; the matcher
    /// checks them directly when the automaton reports the variant.
    pub residuals: Vec<Vec<(i32, i32, u8)>>,
}

impl DfaTables {
    pub fn states(&self) -> usize {
        self.dfas.iter().map(|d| d.states()).sum()
    }
    pub fn bytes(&self) -> usize {
        self.dfas.iter().map(|d| d.bytes()).sum::<usize>() + 2 * self.spiral.len()
    }
}

/// Largest number of states of one DFA.
pub const STATE_BUDGET: usize = 1 << 17;

/// The value-mask strings of every variant of every pattern.
/// Variants, their value-mask strings, the spiral and its radius.
pub type VariantStrings = (Vec<Variant>, Vec<Vec<u8>>, Vec<(i32, i32)>, i32);

pub fn variant_strings(db: &Checked) -> VariantStrings {
    let radius = db
        .patterns
        .iter()
        .flat_map(|p| p.elements.iter().map(|e| e.dr.abs().max(e.dc.abs())))
        .max()
        .unwrap_or(0);
    let sp = spiral(radius);
    let index: HashMap<(i32, i32), usize> = sp.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut variants = Vec::new();
    let mut strings = Vec::new();
    for (pi, p) in db.patterns.iter().enumerate() {
        for &t in &p.transforms {
            let mut s: Vec<u8> = Vec::new();
            for e in &p.elements {
                let i = index[&transform(t as usize, (e.dr, e.dc))];
                if s.len() <= i {
                    s.resize(i + 1, 0b1111);
                }
                s[i] &= e.mask;
            }
            variants.push(Variant {
                pattern: pi as u32,
                transform: t,
            });
            strings.push(s);
        }
    }
    (variants, strings, sp, radius)
}

/// Build the DFA of a checked database: the longest scan depth (the whole spiral, then the
/// 7x7, 5x5 and 3x3 squares around the anchor) whose single automaton stays
/// within [`STATE_BUDGET`] states (the full spiral when it fits, as chapter 10 describes;
/// for large databases a prefix of it, with the few elements beyond it checked directly).
pub fn build(db: &Checked) -> DfaTables {
    let (variants, strings, sp, radius) = variant_strings(db);
    let full = strings.iter().map(|s| s.len()).max().unwrap_or(0);
    // Deepest first would waste time on products that blow the budget; shallow first, keep
    // the last automaton that fit.
    let mut best: Option<(usize, Cdfa)> = None;
    for depth in [5, 9, 13, 25, 49, full] {
        let depth = depth.min(full);
        if best.as_ref().is_some_and(|b| b.0 >= depth) {
            continue;
        }
        let cut: Vec<Vec<u8>> = strings
            .iter()
            .map(|s| s[..s.len().min(depth)].to_vec())
            .collect();
        match merge_all(&cut, STATE_BUDGET) {
            Some(d) => best = Some((depth, d)),
            None => break,
        }
    }
    match best {
        Some((depth, d)) => {
            let residuals = residuals(db, &variants, &sp, depth);
            DfaTables {
                spiral: sp,
                radius,
                variants,
                dfas: vec![layout(&d)],
                depth,
                residuals,
            }
        }
        None => build_with(db, STATE_BUDGET, 5),
    }
}

/// The elements of each variant at spiral index `depth` or beyond.
pub fn residuals(
    db: &Checked,
    variants: &[Variant],
    sp: &[(i32, i32)],
    depth: usize,
) -> Vec<Vec<(i32, i32, u8)>> {
    let index: HashMap<(i32, i32), usize> = sp.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    variants
        .iter()
        .map(|v| {
            db.patterns[v.pattern as usize]
                .elements
                .iter()
                .filter_map(|e| {
                    let (r, c) = transform(v.transform as usize, (e.dr, e.dc));
                    (index[&(r, c)] >= depth).then_some((r, c, e.mask))
                })
                .collect::<Vec<_>>()
        })
        .map(|mut res| {
            // Most selective first, so a failing check fails early: stones are rarer on the
            // board than empty points, and wildcards rarely fail.
            let weight = |m: u8| {
                [6u32, 2, 2, 1]
                    .iter()
                    .enumerate()
                    .filter(|(v, _)| m & (1 << v) != 0)
                    .map(|(_, w)| w)
                    .sum::<u32>()
            };
            res.sort_by_key(|&(r, c, m)| (weight(m), r.abs().max(c.abs())));
            res
        })
        .collect()
}

/// One automaton for all strings, or `None` if some product exceeds `budget` states.
fn merge_all(strings: &[Vec<u8>], budget: usize) -> Option<Cdfa> {
    let mut order: Vec<usize> = (0..strings.len()).collect();
    order.sort_by(|&a, &b| strings[a].cmp(&strings[b]));
    let mut level: Vec<Cdfa> = order
        .iter()
        .map(|&i| Cdfa::linear(&strings[i], i as u32))
        .collect();
    if level.is_empty() {
        return Some(Cdfa {
            next: vec![[0; 4]; 2],
            att: vec![Vec::new(); 2],
            depth: vec![0; 2],
        });
    }
    while level.len() > 1 {
        let mut next = Vec::with_capacity(level.len() / 2 + 1);
        let mut it = level.into_iter();
        while let Some(a) = it.next() {
            match it.next() {
                Some(b) => {
                    let p = Cdfa::product_bounded(&a, &b, 4 * budget)?.minimize();
                    if p.states() > budget {
                        return None;
                    }
                    next.push(p);
                }
                None => next.push(a),
            }
        }
        level = next;
    }
    level.pop()
}

/// Build with an explicit per-DFA state budget over the whole spiral.
pub fn build_with_budget(db: &Checked, budget: usize) -> DfaTables {
    build_with(db, budget, usize::MAX)
}

/// Build with a state budget and a maximum scan depth: elements further along the spiral
/// than `max_depth` are left to the residual checks; a database whose automaton would exceed
/// the budget is split into several automata (each one more scan per anchor).
pub fn build_with(db: &Checked, budget: usize, max_depth: usize) -> DfaTables {
    let (variants, mut strings, sp, radius) = variant_strings(db);
    for s in &mut strings {
        s.truncate(max_depth);
    }
    let depth = strings
        .iter()
        .map(|s| s.len())
        .max()
        .unwrap_or(0)
        .min(max_depth);
    // Sorting the strings puts those sharing prefixes next to each other, so the balanced
    // merge below combines similar automata first.
    let mut order: Vec<usize> = (0..strings.len()).collect();
    order.sort_by(|&a, &b| strings[a].cmp(&strings[b]));
    let mut level: Vec<(Cdfa, bool)> = order
        .iter()
        .map(|&i| (Cdfa::linear(&strings[i], i as u32), true))
        .collect();
    loop {
        let mut merged = false;
        let mut next: Vec<(Cdfa, bool)> = Vec::with_capacity(level.len() / 2 + 1);
        let mut cur: Option<Cdfa> = None;
        for (d, open) in level {
            if !open {
                next.push((d, false));
                continue;
            }
            match cur.take() {
                None => cur = Some(d),
                Some(c) => match Cdfa::product_bounded(&c, &d, 4 * budget).map(|p| p.minimize()) {
                    Some(p) if p.states() <= budget => {
                        next.push((p, true));
                        merged = true;
                    }
                    _ => {
                        next.push((c, false));
                        cur = Some(d);
                    }
                },
            }
        }
        if let Some(c) = cur {
            next.push((c, true));
        }
        level = next;
        if !merged {
            break;
        }
    }
    let dfas = level.iter().map(|(d, _)| layout(d)).collect();
    let residuals = residuals(db, &variants, &sp, depth);
    DfaTables {
        spiral: sp,
        radius,
        variants,
        dfas,
        depth,
        residuals,
    }
}

fn layout(d: &Cdfa) -> DfaTable {
    let n = d.states();
    // New numbering: 0 error, then match states, then the rest.
    let mut order: Vec<usize> = (1..n).filter(|&s| !d.att[s].is_empty()).collect();
    let n_match = order.len();
    order.extend((1..n).filter(|&s| d.att[s].is_empty()));
    let mut new_id = vec![0u32; n];
    for (k, &s) in order.iter().enumerate() {
        new_id[s] = (k + 1) as u32;
    }
    // Stride: one entry per board value (the `pattern_abi::dfa` layout).
    const STRIDE: usize = pattern_abi::VALUES;
    let mut transitions = vec![0u32; STRIDE * n];
    for &s in &order {
        let id = new_id[s] as usize;
        for v in 0..STRIDE {
            transitions[STRIDE * id + v] = STRIDE as u32 * new_id[d.next[s][v] as usize];
        }
    }
    let mut att_start = vec![0u32];
    let mut att = Vec::new();
    for &s in &order[..n_match] {
        att.extend(&d.att[s]);
        att_start.push(att.len() as u32);
    }
    DfaTable {
        transitions,
        start: STRIDE as u32 * new_id[1],
        match_limit: STRIDE as u32 * (n_match as u32 + 1),
        att_start,
        att,
    }
}

/// Run the tables on a string of values (for tests): the variants matched, in scan order.
pub fn run(t: &DfaTable, values: &[u8]) -> Vec<u32> {
    let mut s = t.start;
    let mut out = Vec::new();
    for &v in values {
        s = t.transitions[(s + v as u32) as usize];
        if s == 0 {
            break;
        }
        if s < t.match_limit {
            let k = (s / 4) as usize;
            out.extend(&t.att[t.att_start[k - 1] as usize..t.att_start[k] as usize]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spiral_starts_at_anchor_and_grows_by_rings() {
        let s = spiral(2);
        assert_eq!(s.len(), 25);
        assert_eq!(s[0], (0, 0));
        assert_eq!(s[1], (-1, 0));
        assert!(s[..9].iter().all(|&(r, c)| r.abs() <= 1 && c.abs() <= 1));
    }

    #[test]
    fn product_recognises_both_languages() {
        // The manual's example: "X..X", "X???", "X.OX" over values . O X # = 0 1 2 3.
        let x = 1 << 2;
        let dot = 1 << 0;
        let o = 1 << 1;
        let q = 0b0111;
        let a = Cdfa::linear(&[x, dot, dot, x], 0);
        let b = Cdfa::linear(&[x, q, q, q], 1);
        let c = Cdfa::linear(&[x, dot, o, x], 2);
        let d = Cdfa::product(&Cdfa::product(&a, &b).minimize(), &c).minimize();
        let t = layout(&d);
        let mut m = run(&t, &[2, 0, 0, 2, 2, 1]);
        m.sort();
        assert_eq!(m, vec![0, 1]);
        let mut m = run(&t, &[2, 0, 1, 2]);
        m.sort();
        assert_eq!(m, vec![1, 2]);
        assert_eq!(run(&t, &[2, 3, 0, 0]), Vec::<u32>::new());
        assert!(t.states() < 12);
    }
}

//! Synthetic databases for benchmarks: shape-like patterns of our own making (random but
//! deterministic), with board-only constraints, edges and corners.

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The seeded generator: ChaCha8, whose output for a seed is fixed (unlike `StdRng`'s, which
/// may change between `rand` releases), so a seed gives the same database everywhere.
struct Rng(ChaCha8Rng);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0.gen_range(0..n)
    }
}

/// `n` patterns in the shapes format.
pub fn synthetic_db(n: usize, seed: u64) -> String {
    let mut rng = Rng(ChaCha8Rng::seed_from_u64(seed));
    let mut out =
        String::from("# Synthetic shapes database for benchmarks (pattern_compiler::synth).\n\n");
    for i in 0..n {
        let h = 3 + rng.below(3) as usize;
        let w = 3 + rng.below(3) as usize;
        let mut g = vec![vec!['.'; w]; h];
        // Stones clustered around the middle, a few wildcards, one move.
        let stones = 2 + rng.below(4);
        for _ in 0..stones {
            let r = (h / 2 + rng.below(3) as usize).saturating_sub(1).min(h - 1);
            let c = (w / 2 + rng.below(3) as usize).saturating_sub(1).min(w - 1);
            g[r][c] = if rng.below(2) == 0 { 'O' } else { 'X' };
        }
        for _ in 0..rng.below(4) {
            let (r, c) = (rng.below(h as u64) as usize, rng.below(w as u64) as usize);
            if g[r][c] == '.' {
                g[r][c] = ['?', 'x', 'o'][rng.below(3) as usize];
            }
        }
        let empties: Vec<(usize, usize)> = (0..h)
            .flat_map(|r| (0..w).map(move |c| (r, c)))
            .filter(|&(r, c)| g[r][c] == '.')
            .collect();
        let Some(&mv) = empties.get(rng.below(empties.len().max(1) as u64) as usize) else {
            continue;
        };
        g[mv.0][mv.1] = '*';
        let edge = rng.below(5); // 0: bottom edge, 1: bottom-left corner, else none
        let mut rows: Vec<String> = g.iter().map(|r| r.iter().collect()).collect();
        let mut crow = rows.clone();
        // Constraint: label a stone and an empty point.
        let stone = (0..h)
            .flat_map(|r| (0..w).map(move |c| (r, c)))
            .find(|&(r, c)| g[r][c] == 'X' || g[r][c] == 'O');
        let empty = empties.iter().find(|&&p| p != mv).copied();
        let constraint = match (stone, empty, rng.below(3)) {
            (Some(s), Some(e), 0 | 1) => {
                let mut chars: Vec<Vec<char>> = crow.iter().map(|r| r.chars().collect()).collect();
                chars[s.0][s.1] = 'A';
                chars[e.0][e.1] = 'b';
                crow = chars.iter().map(|r| r.iter().collect()).collect();
                Some(format!(
                    "lib(A) > 1 && (xlib(b) < 3 || !legal_omove(b)) && olib(*) >= {}",
                    1 + rng.below(3)
                ))
            }
            _ => None,
        };
        if edge == 1 {
            for r in rows.iter_mut().chain(crow.iter_mut()) {
                r.insert(0, '|');
            }
        }
        if edge <= 1 {
            let e = if edge == 1 {
                format!("+{}", "-".repeat(w))
            } else {
                "-".repeat(w)
            };
            rows.push(e.clone());
            crow.push(e);
        }
        out.push_str(&format!("Pattern S{i}\n\n"));
        for r in &rows {
            out.push_str(r);
            out.push('\n');
        }
        let class = ["", "O", "X", "d", "a", "C", "e"][rng.below(7) as usize];
        out.push_str(&format!("\n:8,{class},shape({})\n\n", rng.below(5)));
        if let Some(c) = constraint {
            for r in &crow {
                out.push_str(r);
                out.push('\n');
            }
            out.push_str(&format!("\n;{c}\n\n"));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn synthetic_databases_compile() {
        let text = super::synthetic_db(60, 7);
        let c = crate::compile("synthetic.db", crate::DbKind::Shapes, &text)
            .unwrap_or_else(|d| panic!("{d:?}"));
        assert_eq!(c.checked.patterns.len(), 60);
        assert!(c.dfa.states() > 10);
    }
}

//! Experiment: DFA size and scan cost for different per-DFA state budgets and scan depths.
use pattern_compiler::{dfa, synth, DbKind};
use std::time::Instant;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(500);
    let text = synth::synthetic_db(n, 1);
    let checked = pattern_compiler::check("s.db", DbKind::Shapes, &text).unwrap();
    for (budget, depth) in [
        (32768usize, usize::MAX),
        (1 << 20, 9),
        (1 << 20, 13),
        (1 << 20, 25),
        (32768, 25),
    ] {
        let t0 = Instant::now();
        let t = dfa::build_with(&checked, budget, depth);
        let build = t0.elapsed();
        let size = 19usize;
        let r = t.radius as usize;
        let w = size + 2 * r;
        let mut ext = vec![3u8; w * w];
        let mut seed = 12345u64;
        for row in 0..size {
            for col in 0..size {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let x = (seed >> 33) % 10;
                ext[(row + r) * w + col + r] = if x < 6 {
                    0
                } else if x < 8 {
                    1
                } else {
                    2
                };
            }
        }
        let offs: Vec<isize> = t
            .spiral
            .iter()
            .map(|&(a, b)| a as isize * w as isize + b as isize)
            .collect();
        let t1 = Instant::now();
        let iters = 100;
        let mut steps = 0usize;
        let mut hits = 0usize;
        for _ in 0..iters {
            for row in 0..size {
                for col in 0..size {
                    let base = ((row + r) * w + col + r) as isize;
                    for d in &t.dfas {
                        let mut s = d.start;
                        for &o in &offs {
                            let v = ext[(base + o) as usize];
                            s = d.transitions[(s + v as u32) as usize];
                            steps += 1;
                            if s < d.match_limit {
                                if s == 0 {
                                    break;
                                }
                                let k = (s / 4) as usize;
                                hits += (d.att_start[k] - d.att_start[k - 1]) as usize;
                            }
                        }
                    }
                }
            }
        }
        let per = t1.elapsed().as_secs_f64() / iters as f64 * 1e6;
        println!(
            "budget {budget} depth {depth}: {} automata, {} states, {} bytes, build {:.2}s, scan {:.1} us, {} steps/scan, {} candidates",
            t.dfas.len(),
            t.states(),
            t.bytes(),
            build.as_secs_f64(),
            per,
            steps / iters,
            hits / iters
        );
    }
}

//! The DFA tables of every database in `patterns/db` (including those the engine cannot
//! build yet) recognise exactly the variants whose elements accept a value string read along
//! the spiral: automaton prefix plus residual elements.

use pattern_compiler::{compile_declared, dfa, validate::transform, DbKind};
use std::collections::HashMap;

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

fn check(file: &str, kind: DbKind, budget_depths: &[usize]) {
    let path = format!("{}/../../patterns/db/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    // The colon-line helpers our databases declare (manual_shapes.db: the manual's example).
    let helpers = ["wedge_helper", "escape_helper"];
    let c = compile_declared(file, kind, &text, &helpers).unwrap_or_else(|d| panic!("{d:?}"));
    let mut builds = vec![c.dfa];
    for &d in budget_depths {
        builds.push(dfa::build_with(&c.checked, 1 << 12, d));
    }
    for t in builds {
        let index: HashMap<(i32, i32), usize> =
            t.spiral.iter().enumerate().map(|(i, &o)| (o, i)).collect();
        let mut seed = 0x2545F4914F6CDD1D;
        let mut matched = 0;
        for round in 0..3000 {
            // Mostly empty, some stones, a little off-board.
            let mut values: Vec<u8> = (0..t.spiral.len())
                .map(|_| match xorshift(&mut seed) % 16 {
                    0..=8 => 0,
                    9..=11 => 1,
                    12..=14 => 2,
                    _ => 3,
                })
                .collect();
            // Every other string is made to fit a random variant.
            if round % 2 == 0 && !t.variants.is_empty() {
                let v = t.variants[(xorshift(&mut seed) % t.variants.len() as u64) as usize];
                for e in &c.checked.patterns[v.pattern as usize].elements {
                    let allowed: Vec<u8> = (0..4).filter(|x| e.mask & (1 << x) != 0).collect();
                    let off = transform(v.transform as usize, (e.dr, e.dc));
                    values[index[&off]] =
                        allowed[(xorshift(&mut seed) % allowed.len() as u64) as usize];
                }
            }
            let mut got: Vec<u32> = Vec::new();
            for d in &t.dfas {
                for v in dfa::run(d, &values[..t.depth.min(values.len())]) {
                    let ok = t.residuals[v as usize]
                        .iter()
                        .all(|&(r, c, m)| m & (1 << values[index[&(r, c)]]) != 0);
                    if ok {
                        got.push(v);
                    }
                }
            }
            got.sort();
            let mut want: Vec<u32> = Vec::new();
            for (vi, v) in t.variants.iter().enumerate() {
                let p = &c.checked.patterns[v.pattern as usize];
                if p.elements.iter().all(|e| {
                    let off = transform(v.transform as usize, (e.dr, e.dc));
                    e.mask & (1 << values[index[&off]]) != 0
                }) {
                    want.push(vi as u32);
                }
            }
            assert_eq!(got, want, "{file} depth {}", t.depth);
            matched += want.len();
        }
        assert!(matched >= 1500, "{file}: only {matched} matches");
    }
}

#[test]
fn manual_shapes() {
    check("manual_shapes.db", DbKind::Shapes, &[5, 9, 13]);
}

#[test]
fn manual_connections() {
    check("manual_conn.db", DbKind::Connections, &[5, 9]);
}

#[test]
fn manual_barriers() {
    check("manual_barriers.db", DbKind::Barriers, &[5, 9]);
}

#[test]
fn manual_monte_carlo() {
    check("manual_mc.db", DbKind::MonteCarlo, &[5]);
}

#[test]
fn board_shapes() {
    check("board_shapes.db", DbKind::Shapes, &[9]);
}

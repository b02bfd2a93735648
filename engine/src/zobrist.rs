//! Zobrist keys for position hashing (manual 11.2.1), generated at compile time from a fixed
//! seed so hashes are the same in every run.

use crate::types::{Color, Point, BOARDMAX};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const fn table(salt: u64) -> [u64; BOARDMAX] {
    let mut t = [0u64; BOARDMAX];
    let mut i = 0;
    while i < BOARDMAX {
        t[i] = splitmix(splitmix(salt.wrapping_mul(0x1000_0000_01B3) ^ i as u64));
        i += 1;
    }
    t
}

static WHITE_KEYS: [u64; BOARDMAX] = table(1);
static BLACK_KEYS: [u64; BOARDMAX] = table(2);
static KO_KEYS: [u64; BOARDMAX] = table(3);

/// Key of a stone of `color` at `p`.
#[inline]
pub fn stone_key(color: Color, p: Point) -> u64 {
    match color {
        Color::White => WHITE_KEYS[p.idx()],
        Color::Black => BLACK_KEYS[p.idx()],
        _ => 0,
    }
}

/// Key of the ko point `p`.
#[inline]
pub fn ko_key(p: Point) -> u64 {
    KO_KEYS[p.idx()]
}

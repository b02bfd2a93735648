//! The pattern ABI: everything the pattern compiler (`pattern-compiler`, which writes tables
//! at build time) and the engine (`engine`, which reads them at run time) must agree on, in
//! one place. Neither side restates a constant, a table order or a byte layout: both use
//! this crate, so they cannot drift apart.
//!
//! * board values as the matchers read them ([`EMPTY`], [`OWN`], [`OPP`], [`OFF`]) and
//!   element masks over them;
//! * the eight board [`TRANSFORMATIONS`] in their fixed order, and [`transform`];
//! * the byte layouts of the generated tables, each with the encoder the compiler calls and
//!   the decoder the engine calls: pattern descriptions and variants ([`tables`]), DFA
//!   tables ([`dfa`]), the joseki corner tree ([`corner`]), the Monte Carlo value table and
//!   its neighbourhood code and property bits ([`mc`]);
//! * the eye-shape graph limits and signature ([`eyes`]).
//!
//! All multi-byte integers are little-endian. The crate has no dependencies and no state.

pub mod corner;
pub mod dfa;
pub mod eyes;
pub mod mc;
pub mod tables;

pub use mc::McRule;
pub use tables::Element;

/// Board value of an empty point, as the matcher reads it (relative to the player `O`).
pub const EMPTY: u8 = 0;
/// A stone of the player `O` (whose patterns are matched).
pub const OWN: u8 = 1;
/// A stone of the opponent `X`.
pub const OPP: u8 = 2;
/// Off the board.
pub const OFF: u8 = 3;
/// Number of board values: the stride of the DFA transition tables. An element's mask is a
/// set of values, bit `1 << v` for value `v`.
pub const VALUES: usize = 4;

/// The eight board transformations `(r, c) -> (m[0]*r + m[1]*c, m[2]*r + m[3]*c)`, by index:
/// identity, rotations by 90, 180 and 270 degrees, left-right mirror, up-down mirror,
/// transpose (`\`), anti-transpose (`/`). Generated tables name transformations by index.
pub const TRANSFORMATIONS: [[i8; 4]; 8] = [
    [1, 0, 0, 1],
    [0, 1, -1, 0],
    [-1, 0, 0, -1],
    [0, -1, 1, 0],
    [1, 0, 0, -1],
    [-1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, -1, -1, 0],
];

/// Apply transformation `t` (an index into [`TRANSFORMATIONS`]) to the offset `(r, c)`.
#[inline]
pub const fn transform(t: usize, (r, c): (i32, i32)) -> (i32, i32) {
    let m = TRANSFORMATIONS[t];
    (
        m[0] as i32 * r + m[1] as i32 * c,
        m[2] as i32 * r + m[3] as i32 * c,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transformations_are_the_dihedral_group_in_table_order() {
        // Images of (1, 2) under each transformation, in the documented order.
        let images: Vec<(i32, i32)> = (0..8).map(|t| transform(t, (1, 2))).collect();
        assert_eq!(
            images,
            [
                (1, 2),
                (2, -1),
                (-1, -2),
                (-2, 1),
                (1, -2),
                (-1, 2),
                (2, 1),
                (-2, -1)
            ]
        );
        // Closed under composition.
        for a in 0..8 {
            for b in 0..8 {
                let p = transform(a, transform(b, (1, 2)));
                assert!(images.contains(&p), "{a} after {b}");
            }
        }
    }
}

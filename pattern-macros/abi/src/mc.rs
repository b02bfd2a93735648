//! Monte Carlo policies (manual chapter 14): the local context of a move and the value table
//! a monte_carlo database compiles to.
//!
//! The context is a *neighbourhood code*, two bits per neighbour (a board value,
//! [`crate::EMPTY`] .. [`crate::OFF`], relative to the player to move) in [`NEIGHBOURS`]
//! order, and a *property byte*: [`NEAR`], [`OUNSAFE`], [`XUNSAFE`], [`XSUICIDE`] and the
//! own and opponent capture counts 0, 1, 2, 3 (three or more) at [`OCAP_SHIFT`] and
//! [`XCAP_SHIFT`].
//!
//! The value table: a class per neighbourhood code (u16, [`CLASS_TABLE_BYTES`] in all), per
//! class a row of [`PROPS`] values (u32, [`ROW_BYTES`] per row) indexed by the property byte,
//! and per row the [`GROUPS`] its values depend on (u8).

use crate::tables::{u16_at, u32_at, Put};

/// The eight neighbours `(dr, dc)` in code order: neighbour `i` is bits `2i..2i+2` of the
/// neighbourhood code.
pub const NEIGHBOURS: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// Number of neighbourhood codes.
pub const CODES: usize = 1 << 16;

/// The board value of neighbour `i` in a neighbourhood code.
#[inline]
pub const fn code_value(code: u16, i: usize) -> u8 {
    ((code >> (2 * i)) & 3) as u8
}

/// The code bits of board value `v` at neighbour `i`.
#[inline]
pub const fn code_bits(i: usize, v: u8) -> u16 {
    (v as u16) << (2 * i)
}

/// Property bit: the move is near the previous move.
pub const NEAR: u8 = 1;
/// Property bit: the move is a self-atari (at most one liberty after it).
pub const OUNSAFE: u8 = 2;
/// Property bit: an opponent stone here would have at most one liberty (suicide included).
pub const XUNSAFE: u8 = 4;
/// Property bit: an opponent stone here would be suicide.
pub const XSUICIDE: u8 = 8;
/// Stones the move captures, 0..=3 (3 for three or more), at bits 4..6.
pub const OCAP_SHIFT: u8 = 4;
/// Stones an opponent move here would capture, 0..=3, at bits 6..8.
pub const XCAP_SHIFT: u8 = 6;
/// The own capture count's bits.
pub const OCAP: u8 = 3 << OCAP_SHIFT;
/// The opponent capture count's bits.
pub const XCAP: u8 = 3 << XCAP_SHIFT;
/// The property groups, as masks of the property byte (the `needs` bits of a row).
pub const GROUPS: [u8; 6] = [NEAR, OUNSAFE, XUNSAFE, XSUICIDE, OCAP, XCAP];
/// Number of property bytes: values per row.
pub const PROPS: usize = 256;

/// Bytes of the class table.
pub const CLASS_TABLE_BYTES: usize = 2 * CODES;
/// Bytes per row of values.
pub const ROW_BYTES: usize = 4 * PROPS;

/// The class table's bytes.
pub fn encode_classes(class: &[u16]) -> Vec<u8> {
    let mut out = Vec::with_capacity(2 * class.len());
    class.iter().for_each(|&c| out.put_u16(c));
    out
}

/// The rows' bytes, row after row.
pub fn encode_rows(rows: &[[u32; PROPS]]) -> Vec<u8> {
    let mut out = Vec::with_capacity(ROW_BYTES * rows.len());
    rows.iter().flatten().for_each(|&v| out.put_u32(v));
    out
}

/// The class of neighbourhood code `code` in a class table.
#[inline]
pub fn class_at(class: &[u8], code: u16) -> usize {
    u16_at(class, 2 * code as usize) as usize
}

/// The value in row `class` of a row table for the property byte `props`.
#[inline]
pub fn row_value_at(rows: &[u8], class: usize, props: u8) -> u32 {
    u32_at(rows, ROW_BYTES * class + 4 * props as usize)
}

/// A Monte Carlo colon line: a move value and the properties that must hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct McRule {
    pub value: u32,
    /// Property flags, bit `i` for [`McRule::FLAG_NAMES`]`[i]`.
    pub flags: u16,
    /// Allowed range of stones captured by the move.
    pub ocap: (u8, u8),
    /// Allowed range of stones an opponent move here would capture.
    pub xcap: (u8, u8),
}

impl McRule {
    /// The colon-line property names, in flag bit order.
    pub const FLAG_NAMES: [&'static str; 8] = [
        "near",
        "far",
        "osafe",
        "ounsafe",
        "xsafe",
        "xunsafe",
        "xsuicide",
        "xnosuicide",
    ];
    pub const NEAR: u16 = 1 << 0;
    pub const FAR: u16 = 1 << 1;
    pub const OSAFE: u16 = 1 << 2;
    pub const OUNSAFE: u16 = 1 << 3;
    pub const XSAFE: u16 = 1 << 4;
    pub const XUNSAFE: u16 = 1 << 5;
    pub const XSUICIDE: u16 = 1 << 6;
    pub const XNOSUICIDE: u16 = 1 << 7;
    /// Encoded size: value u32, flags u16, `ocap`, `xcap` bounds u8.
    pub const BYTES: usize = 10;

    /// The flag bit of a colon-line property name.
    pub fn flag(name: &str) -> Option<u16> {
        Self::FLAG_NAMES
            .iter()
            .position(|f| *f == name)
            .map(|i| 1 << i)
    }

    pub fn encode(&self, out: &mut Vec<u8>) {
        out.put_u32(self.value);
        out.put_u16(self.flags);
        out.extend([self.ocap.0, self.ocap.1, self.xcap.0, self.xcap.1]);
    }

    pub fn decode(b: &[u8]) -> McRule {
        McRule {
            value: u32_at(b, 0),
            flags: u16_at(b, 4),
            ocap: (b[6], b[7]),
            xcap: (b[8], b[9]),
        }
    }

    /// Does the rule take effect for the property byte `props`? Every flag it has must
    /// hold and both capture counts be in range.
    pub fn applies(&self, props: u8) -> bool {
        let near = props & NEAR != 0;
        let ounsafe = props & OUNSAFE != 0;
        let xunsafe = props & XUNSAFE != 0;
        let xsuicide = props & XSUICIDE != 0;
        // In flag bit order.
        let holds = [
            near, !near, !ounsafe, ounsafe, !xunsafe, xunsafe, xsuicide, !xsuicide,
        ];
        if (0..8).any(|i| self.flags & (1 << i) != 0 && !holds[i]) {
            return false;
        }
        // Bucket 3 stands for "three or more": the bounds a rule can have are 0..=3 below
        // and 0, 1, 2 or unbounded above, so a bucket is either wholly inside the range or
        // outside.
        let in_range = |b: u8, (lo, hi): (u8, u8)| lo <= b && b <= hi;
        in_range((props >> OCAP_SHIFT) & 3, self.ocap)
            && in_range((props >> XCAP_SHIFT) & 3, self.xcap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbour_codes_and_flags() {
        let code = code_bits(0, 3) | code_bits(7, 2);
        assert_eq!((code_value(code, 0), code_value(code, 7)), (3, 2));
        assert_eq!(code_value(code, 3), 0);
        assert_eq!(McRule::flag("xsafe"), Some(McRule::XSAFE));
        assert_eq!(McRule::flag("xnosuicide"), Some(McRule::XNOSUICIDE));
        assert_eq!(McRule::flag("nearby"), None);
        let all = McRule {
            flags: McRule::NEAR | McRule::OUNSAFE,
            ocap: (1, u8::MAX),
            xcap: (0, 0),
            value: 1,
        };
        assert!(all.applies(NEAR | OUNSAFE | 3 << OCAP_SHIFT));
        assert!(!all.applies(NEAR | OUNSAFE));
        assert!(!all.applies(NEAR | 1 << OCAP_SHIFT));
        assert!(!all.applies(NEAR | OUNSAFE | 1 << OCAP_SHIFT | 1 << XCAP_SHIFT));
    }

    #[test]
    fn tables_round_trip() {
        let mut rows = vec![[0u32; PROPS]; 2];
        rows[1][200] = 70_000;
        let class: Vec<u16> = (0..CODES).map(|c| (c % 2) as u16).collect();
        let (cb, rb) = (encode_classes(&class), encode_rows(&rows));
        assert_eq!((cb.len(), rb.len()), (CLASS_TABLE_BYTES, 2 * ROW_BYTES));
        assert_eq!(class_at(&cb, 3), 1);
        assert_eq!(row_value_at(&rb, class_at(&cb, 3), 200), 70_000);
        let r = McRule {
            value: 9,
            flags: McRule::FAR,
            ocap: (0, 2),
            xcap: (3, u8::MAX),
        };
        let mut b = Vec::new();
        r.encode(&mut b);
        assert_eq!((b.len(), McRule::decode(&b)), (McRule::BYTES, r));
    }
}

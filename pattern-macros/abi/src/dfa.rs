//! DFA tables (manual chapter 10): flat arrays of little-endian u32 *words* stored as byte
//! strings.
//!
//! * transitions: stride [`crate::VALUES`] (one entry per board value), state ids
//!   premultiplied by the stride; state 0 is the dead state and the states below the match
//!   limit are match states;
//! * attribute starts: per match state `k` (premultiplied id `4 * k`) the end of its
//!   variant list is word `k` and its start word `k - 1`;
//! * attributes: variant ids, [`ATT_NARROW`] bytes each when every id fits a u16, else
//!   [`ATT_WIDE`].

use crate::tables::{u16_at, u32_at, Put};

/// Bytes per transition-table state.
pub const STATE_BYTES: usize = 4 * crate::VALUES;
/// Bytes per variant id when the database has at most `u16::MAX` variants.
pub const ATT_NARROW: u8 = 2;
/// Bytes per variant id otherwise.
pub const ATT_WIDE: u8 = 4;

/// Words as bytes.
pub fn encode_words(words: &[u32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(4 * words.len());
    words.iter().for_each(|&w| out.put_u32(w));
    out
}

/// Word `i` of a word table.
#[inline(always)]
pub fn word(table: &[u8], i: usize) -> u32 {
    u32_at(table, 4 * i)
}

/// The width of variant ids for a database of `variants` variants.
pub fn att_width(variants: usize) -> u8 {
    if variants <= u16::MAX as usize {
        ATT_NARROW
    } else {
        ATT_WIDE
    }
}

/// Variant ids as bytes, `width` bytes each.
pub fn encode_att(ids: &[u32], width: u8) -> Vec<u8> {
    if width == ATT_WIDE {
        return encode_words(ids);
    }
    let mut out = Vec::with_capacity(2 * ids.len());
    ids.iter().for_each(|&x| out.put_u16(x as u16));
    out
}

/// Variant id `i` of an attribute table of ids `width` bytes wide.
#[inline(always)]
pub fn att_at(att: &[u8], width: u8, i: usize) -> u32 {
    if width == ATT_WIDE {
        word(att, i)
    } else {
        u16_at(att, 2 * i) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_attributes_round_trip() {
        let w = encode_words(&[1, 0x0102_0304]);
        assert_eq!(w, [1, 0, 0, 0, 4, 3, 2, 1]);
        assert_eq!(word(&w, 1), 0x0102_0304);
        let ids = [3, 65_535];
        assert_eq!(att_width(65_535), ATT_NARROW);
        assert_eq!(att_width(65_536), ATT_WIDE);
        for width in [ATT_NARROW, ATT_WIDE] {
            let a = encode_att(&ids, width);
            assert_eq!(a.len(), width as usize * 2);
            assert_eq!([att_at(&a, width, 0), att_at(&a, width, 1)], ids);
        }
    }
}

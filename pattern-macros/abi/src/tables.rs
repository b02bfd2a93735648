//! Pattern descriptions, variants and residual elements: the byte tables of
//! `engine::patterns::Database`, written by `pattern_compiler::codegen`.
//!
//! **Pattern table**, per pattern ([`PatternRecord`]): name length u16, line u32, element
//! count u16 and [`ELEMENT_BYTES`] per element, move flag u8 (+ `dr`, `dc` when 1),
//! transform count u8 + transforms, symmetry u32 (a `char`), classes length u16, value count
//! u8 + per value (name length u16, f32 bits u32), helper flag u8 (+ length u16 when 1), mark
//! count u8 + per mark (char u32, `dr`, `dc`), Monte Carlo rule count u8 + per rule (value
//! u32, flags u16, the four capture bounds u8), constraint u8, action u8. The strings (names,
//! classes, value names, helpers) are consecutive slices of one separate string, in that
//! order; the table holds only their lengths.
//!
//! **Variant table**: [`VARIANT_BYTES`] per variant ([`VariantRecord`]). **Residual table**:
//! [`ELEMENT_BYTES`] per element ([`Element`]).

use crate::mc::McRule;

/// A little-endian writer over a byte vector (the encoders' half of the layouts).
pub trait Put {
    fn put_u8(&mut self, v: u8);
    fn put_u16(&mut self, v: u16);
    fn put_u32(&mut self, v: u32);
}

impl Put for Vec<u8> {
    #[inline]
    fn put_u8(&mut self, v: u8) {
        self.push(v);
    }
    #[inline]
    fn put_u16(&mut self, v: u16) {
        self.extend(v.to_le_bytes());
    }
    #[inline]
    fn put_u32(&mut self, v: u32) {
        self.extend(v.to_le_bytes());
    }
}

/// The little-endian u16 at byte `k` of `b`.
#[inline(always)]
pub fn u16_at(b: &[u8], k: usize) -> u16 {
    // One bounds check for the slice, not one per byte: the DFA reads words in its loop.
    u16::from_le_bytes(b[k..k + 2].try_into().expect("two bytes"))
}

/// The little-endian u32 at byte `k` of `b`.
#[inline(always)]
pub fn u32_at(b: &[u8], k: usize) -> u32 {
    u32::from_le_bytes(b[k..k + 4].try_into().expect("four bytes"))
}

/// A cursor over a table and its string (the decoders' half of the layouts).
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    table: &'a [u8],
    strings: &'a str,
    at: usize,
    string_at: usize,
}

impl<'a> Reader<'a> {
    pub fn new(table: &'a [u8], strings: &'a str) -> Reader<'a> {
        Reader {
            table,
            strings,
            at: 0,
            string_at: 0,
        }
    }

    /// Bytes read so far.
    pub fn position(&self) -> usize {
        self.at
    }

    pub fn u8(&mut self) -> u8 {
        self.at += 1;
        self.table[self.at - 1]
    }

    pub fn i8(&mut self) -> i8 {
        self.u8() as i8
    }

    pub fn u16(&mut self) -> u16 {
        self.at += 2;
        u16_at(self.table, self.at - 2)
    }

    pub fn u32(&mut self) -> u32 {
        self.at += 4;
        u32_at(self.table, self.at - 4)
    }

    /// The next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> &'a [u8] {
        self.at += n;
        &self.table[self.at - n..self.at]
    }

    /// A string: its length u16 from the table, its text the next slice of the strings.
    pub fn str(&mut self) -> &'a str {
        let n = self.u16() as usize;
        self.string_at += n;
        &self.strings[self.string_at - n..self.string_at]
    }

    fn char(&mut self) -> char {
        char::from_u32(self.u32()).unwrap_or('?')
    }
}

/// Bytes per encoded [`Element`].
pub const ELEMENT_BYTES: usize = 3;

/// One pattern element: offset from the anchor and the set of values it accepts (bit
/// `1 << v` for `v` in [`crate::EMPTY`], [`crate::OWN`], [`crate::OPP`], [`crate::OFF`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Element {
    pub dr: i8,
    pub dc: i8,
    pub mask: u8,
}

impl Element {
    /// `dr`, `dc`, `mask`: [`ELEMENT_BYTES`] bytes.
    pub fn encode(self, out: &mut Vec<u8>) {
        out.extend([self.dr as u8, self.dc as u8, self.mask]);
    }

    /// The element encoded at the start of `b`.
    #[inline]
    pub fn decode(b: &[u8]) -> Element {
        Element {
            dr: b[0] as i8,
            dc: b[1] as i8,
            mask: b[2],
        }
    }

    /// The elements of a table of encoded elements.
    pub fn decode_all(b: &[u8]) -> impl Iterator<Item = Element> + '_ {
        b.chunks_exact(ELEMENT_BYTES).map(Element::decode)
    }
}

/// One pattern description, as the pattern table stores it (layout in the module
/// documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct PatternRecord<'a> {
    pub name: &'a str,
    /// Line of the `Pattern` header in the source.
    pub line: u32,
    /// Elements relative to the anchor, the anchor first.
    pub elements: Vec<Element>,
    pub move_at: Option<(i8, i8)>,
    /// Transformations tried (indices into [`crate::TRANSFORMATIONS`]).
    pub transforms: &'a [u8],
    pub symmetry: char,
    pub classes: &'a str,
    pub values: Vec<(&'a str, f32)>,
    pub helper: Option<&'a str>,
    pub marks: Vec<(char, i8, i8)>,
    pub mc: Vec<McRule>,
    pub has_constraint: bool,
    pub has_action: bool,
}

impl PatternRecord<'_> {
    /// Append the record to `table` and its strings to `strings`.
    pub fn encode(&self, table: &mut Vec<u8>, strings: &mut String) {
        let mut str16 = |t: &mut Vec<u8>, x: &str| {
            t.put_u16(x.len() as u16);
            strings.push_str(x);
        };
        str16(table, self.name);
        table.put_u32(self.line);
        table.put_u16(self.elements.len() as u16);
        for e in &self.elements {
            e.encode(table);
        }
        match self.move_at {
            Some((r, c)) => table.extend([1, r as u8, c as u8]),
            None => table.put_u8(0),
        }
        table.put_u8(self.transforms.len() as u8);
        table.extend(self.transforms);
        table.put_u32(self.symmetry as u32);
        str16(table, self.classes);
        table.put_u8(self.values.len() as u8);
        for &(n, v) in &self.values {
            str16(table, n);
            table.put_u32(v.to_bits());
        }
        match self.helper {
            Some(h) => {
                table.put_u8(1);
                str16(table, h);
            }
            None => table.put_u8(0),
        }
        table.put_u8(self.marks.len() as u8);
        for &(c, r, cc) in &self.marks {
            table.put_u32(c as u32);
            table.extend([r as u8, cc as u8]);
        }
        table.put_u8(self.mc.len() as u8);
        for r in &self.mc {
            r.encode(table);
        }
        table.put_u8(self.has_constraint as u8);
        table.put_u8(self.has_action as u8);
    }
}

impl<'a> PatternRecord<'a> {
    /// The next record of `r`.
    pub fn decode(r: &mut Reader<'a>) -> PatternRecord<'a> {
        let name = r.str();
        let line = r.u32();
        let n = r.u16() as usize;
        let elements = Element::decode_all(r.bytes(ELEMENT_BYTES * n)).collect();
        let move_at = match r.u8() {
            0 => None,
            _ => Some((r.i8(), r.i8())),
        };
        let nt = r.u8() as usize;
        let transforms = r.bytes(nt);
        let symmetry = r.char();
        let classes = r.str();
        let values = (0..r.u8())
            .map(|_| (r.str(), f32::from_bits(r.u32())))
            .collect();
        let helper = match r.u8() {
            0 => None,
            _ => Some(r.str()),
        };
        let marks = (0..r.u8()).map(|_| (r.char(), r.i8(), r.i8())).collect();
        let mc = (0..r.u8())
            .map(|_| McRule::decode(r.bytes(McRule::BYTES)))
            .collect();
        let (has_constraint, has_action) = (r.u8() != 0, r.u8() != 0);
        PatternRecord {
            name,
            line,
            elements,
            move_at,
            transforms,
            symmetry,
            classes,
            values,
            helper,
            marks,
            mc,
            has_constraint,
            has_action,
        }
    }
}

/// The `count` records of a pattern table and its string.
pub fn decode_patterns<'a>(
    count: usize,
    table: &'a [u8],
    strings: &'a str,
) -> impl Iterator<Item = PatternRecord<'a>> {
    let mut r = Reader::new(table, strings);
    (0..count).map(move |_| PatternRecord::decode(&mut r))
}

/// Bytes per [`VariantRecord`].
pub const VARIANT_BYTES: usize = 12;

/// A pattern under one transformation, as the DFA reports it: pattern u32, transformation
/// u8, a zero byte, residual element count u16, first residual element u32 (an index into
/// the residual table, in elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantRecord {
    pub pattern: u32,
    pub transform: u8,
    pub residual_count: u16,
    pub residual_start: u32,
}

impl VariantRecord {
    pub fn encode(&self, out: &mut Vec<u8>) {
        out.put_u32(self.pattern);
        out.put_u8(self.transform);
        out.put_u8(0);
        out.put_u16(self.residual_count);
        out.put_u32(self.residual_start);
    }

    /// Variant `v` of a variant table.
    #[inline]
    pub fn decode(table: &[u8], v: usize) -> VariantRecord {
        let b = &table[VARIANT_BYTES * v..VARIANT_BYTES * (v + 1)];
        VariantRecord {
            pattern: u32_at(b, 0),
            transform: b[4],
            residual_count: u16_at(b, 6),
            residual_start: u32_at(b, 8),
        }
    }

    /// The bytes of this variant's residual elements in the residual table.
    #[inline]
    pub fn residual_range(&self) -> std::ops::Range<usize> {
        let start = self.residual_start as usize;
        ELEMENT_BYTES * start..ELEMENT_BYTES * (start + self.residual_count as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_records_round_trip() {
        let rec = PatternRecord {
            name: "P1",
            line: 17,
            elements: vec![
                Element {
                    dr: 0,
                    dc: 0,
                    mask: 1,
                },
                Element {
                    dr: -1,
                    dc: 2,
                    mask: 0b1010,
                },
            ],
            move_at: Some((0, -1)),
            transforms: &[0, 4, 6],
            symmetry: '|',
            classes: "OX",
            values: vec![("shape", 1.5), ("terri", -2.0)],
            helper: Some("wedge_helper"),
            marks: vec![('!', 1, 1), ('Q', -1, 0)],
            mc: vec![McRule {
                value: 20,
                flags: McRule::NEAR | McRule::XSAFE,
                ocap: (1, u8::MAX),
                xcap: (0, 2),
            }],
            has_constraint: true,
            has_action: false,
        };
        let plain = PatternRecord {
            name: "second",
            elements: vec![],
            move_at: None,
            transforms: &[],
            values: vec![],
            helper: None,
            marks: vec![],
            mc: vec![],
            has_action: true,
            ..rec.clone()
        };
        let (mut table, mut strings) = (Vec::new(), String::new());
        rec.encode(&mut table, &mut strings);
        plain.encode(&mut table, &mut strings);
        assert_eq!(strings, "P1OXshapeterriwedge_helpersecondOX");
        let back: Vec<_> = decode_patterns(2, &table, &strings).collect();
        assert_eq!(back, [rec, plain]);
    }

    #[test]
    fn variant_records_round_trip() {
        let vs = [
            VariantRecord {
                pattern: 70_000,
                transform: 7,
                residual_count: 3,
                residual_start: 0,
            },
            VariantRecord {
                pattern: 1,
                transform: 0,
                residual_count: 0,
                residual_start: 3,
            },
        ];
        let mut t = Vec::new();
        vs.iter().for_each(|v| v.encode(&mut t));
        assert_eq!(t.len(), 2 * VARIANT_BYTES);
        assert_eq!(VariantRecord::decode(&t, 0), vs[0]);
        assert_eq!(VariantRecord::decode(&t, 1), vs[1]);
        assert_eq!(vs[0].residual_range(), 0..9);
    }
}

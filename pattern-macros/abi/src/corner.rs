//! The joseki corner matcher's variation tree (manual 9.18), as `pattern_compiler::corner`
//! writes it and `engine::patterns::corner` walks it.
//!
//! Two tables: nodes ([`CornerNode`], [`CornerNode::BYTES`] each), breadth first so the
//! children of a node are consecutive, node 0 the root; and attachments
//! ([`CornerAttachment`], [`CornerAttachment::BYTES`] each), the patterns hanging on a node.
//! Corner coordinates `(i, j)` are distances from the corner along the two edges.

use crate::tables::{u16_at, u32_at, Put};

/// A variation: a stone in corner coordinates. Encoded as `i`, `j`, flags (bit 0: `same`),
/// `count`, `first_child` u32, `children` u16, `attachments` u16, `first_attachment` u32.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CornerNode {
    pub i: u8,
    pub j: u8,
    /// The stone has the colour of the pattern's first stone.
    pub same: bool,
    /// Stones in the corner area of this stone (the rectangle between it and the corner).
    pub count: u8,
    pub first_child: u32,
    pub children: u16,
    pub attachments: u16,
    pub first_attachment: u32,
}

/// Flag bit of [`CornerNode::same`].
pub const SAME: u8 = 1;

impl CornerNode {
    pub const BYTES: usize = 16;

    pub fn encode(&self, out: &mut Vec<u8>) {
        out.extend([self.i, self.j, self.same as u8 * SAME, self.count]);
        out.put_u32(self.first_child);
        out.put_u16(self.children);
        out.put_u16(self.attachments);
        out.put_u32(self.first_attachment);
    }

    /// Node `k` of a node table.
    #[inline]
    pub fn decode(nodes: &[u8], k: u32) -> CornerNode {
        let b = &nodes[Self::BYTES * k as usize..Self::BYTES * (k as usize + 1)];
        CornerNode {
            i: b[0],
            j: b[1],
            same: b[2] & SAME != 0,
            count: b[3],
            first_child: u32_at(b, 4),
            children: u16_at(b, 8),
            attachments: u16_at(b, 10),
            first_attachment: u32_at(b, 12),
        }
    }
}

/// A pattern hanging on the variation of its last stone. Encoded as `pattern` u32, flags
/// (bit 0: `o_same`), `stones`, `extent`, `move_at`, `corner` (i8 each), `transforms`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CornerAttachment {
    pub pattern: u32,
    /// `O` has the colour of the first stone (meaningless without stones).
    pub o_same: bool,
    /// Stones of the pattern: the stone count of its whole area.
    pub stones: u8,
    /// The far corner of the pattern's area, in corner coordinates.
    pub extent: (u8, u8),
    /// The move, in corner coordinates.
    pub move_at: (u8, u8),
    /// The corner's offset from the pattern's anchor, in diagram coordinates.
    pub corner: (i8, i8),
    /// Per corner placement (an index into [`crate::TRANSFORMATIONS`] taking corner
    /// coordinates to board offsets from the corner) the transformation the match is
    /// reported under, or [`NOT_REPORTED`].
    pub transforms: [u8; 8],
}

/// A placement under which a pattern is not reported (another placement reports the same
/// match).
pub const NOT_REPORTED: u8 = 255;

impl CornerAttachment {
    pub const BYTES: usize = 20;

    pub fn encode(&self, out: &mut Vec<u8>) {
        out.put_u32(self.pattern);
        out.extend([
            self.o_same as u8 * SAME,
            self.stones,
            self.extent.0,
            self.extent.1,
            self.move_at.0,
            self.move_at.1,
            self.corner.0 as u8,
            self.corner.1 as u8,
        ]);
        out.extend(self.transforms);
    }

    /// Attachment `k` of an attachment table.
    #[inline]
    pub fn decode(atts: &[u8], k: u32) -> CornerAttachment {
        let a = &atts[Self::BYTES * k as usize..Self::BYTES * (k as usize + 1)];
        CornerAttachment {
            pattern: u32_at(a, 0),
            o_same: a[4] & SAME != 0,
            stones: a[5],
            extent: (a[6], a[7]),
            move_at: (a[8], a[9]),
            corner: (a[10] as i8, a[11] as i8),
            transforms: a[12..20].try_into().expect("eight placements"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip() {
        let n = CornerNode {
            i: 3,
            j: 2,
            same: true,
            count: 1,
            first_child: 70_000,
            children: 2,
            attachments: 1,
            first_attachment: 5,
        };
        let a = CornerAttachment {
            pattern: 9,
            o_same: false,
            stones: 4,
            extent: (3, 4),
            move_at: (1, 2),
            corner: (-2, 3),
            transforms: [0, NOT_REPORTED, 2, 3, 4, 5, 6, 7],
        };
        let (mut nb, mut ab) = (Vec::new(), Vec::new());
        n.encode(&mut nb);
        CornerNode::default().encode(&mut nb);
        a.encode(&mut ab);
        assert_eq!(
            (nb.len(), ab.len()),
            (2 * CornerNode::BYTES, CornerAttachment::BYTES)
        );
        assert_eq!(CornerNode::decode(&nb, 0), n);
        assert_eq!(CornerNode::decode(&nb, 1), CornerNode::default());
        assert_eq!(CornerAttachment::decode(&ab, 0), a);
    }
}

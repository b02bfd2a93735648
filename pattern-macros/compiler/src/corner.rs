//! The joseki corner matcher's database (manual 9.18): checks and the variation tree.
//!
//! A joseki pattern is drawn in a corner and made only of `O`, `X`, `.` and the move `*`; of
//! the values only `shape(x)` is allowed. Its stones are put in *corner coordinates*
//! `(i, j)`, the distances from the corner along the two edges, in the orientation (one of
//! the two, transposed or not) whose variation list is smaller, so that patterns share
//! prefixes. Stones are sorted by `(i + j, i, j)`: the first is alone in its corner area
//! (the rectangle between the corner and the stone), as the root's children require. Each
//! stone is a *variation*: its position, whether its colour is the `same` as the first
//! stone's, and the number of pattern stones in its corner area. The variations of all
//! patterns form one tree; a pattern hangs on its last variation (an empty-corner pattern on
//! the root) with the colour of `O` relative to the first stone, its stone count, its extent
//! (the far corner of its area), its move, and for each of the eight corner placements the
//! engine transformation it is reported under (so a match is the very one the DFA reports,
//! once per distinct symmetry).
//!
//! Tables: the nodes and attachments of `pattern_abi::corner`, read by
//! `engine::patterns::corner`.

use crate::ast::Pattern;
use crate::diag::Diagnostics;
use crate::validate::{transform, CPattern, Checked};
use crate::validate::{OFF, OPP, OWN};
use pattern_abi::corner::{CornerAttachment, CornerNode, NOT_REPORTED};
use pattern_abi::TRANSFORMATIONS;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// Diagram symbols a joseki pattern may use.
pub const CELLS: &str = "OX.*";

/// What a joseki pattern may not contain (the corner matcher's limits).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JosekiError {
    #[error("`{0}` is not allowed in a joseki pattern: the corner matcher (9.18) takes only `O`, `X`, `.` and the move `*`")]
    Cell(char),
    #[error("`{0}` is not allowed in a joseki pattern: the corner matcher (9.18) supports only `shape(x)`")]
    Value(String),
    #[error("joseki pattern `{0}` must be drawn in a corner (one horizontal and one vertical edge): the corner matcher (9.18) matches only there")]
    NotInCorner(String),
}

/// A joseki pattern is drawn in exactly one corner: one horizontal and one vertical edge.
pub fn check_edges([top, bottom, left, right]: [bool; 4], p: &Pattern, diags: &mut Diagnostics) {
    if top as u8 + bottom as u8 != 1 || left as u8 + right as u8 != 1 {
        diags
            .error(
                p.diagram[0].pos,
                JosekiError::NotInCorner(p.name.clone()).to_string(),
            )
            .width(p.diagram[0].cells.chars().count())
            .hint("draw a `+` where a `-` edge row meets a `|` edge column");
    }
}

/// One variation: a stone of a pattern in corner coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Variation {
    pub i: u8,
    pub j: u8,
    /// Same colour as the first stone of the pattern.
    pub same: bool,
    /// Pattern stones in the corner area of this stone.
    pub count: u8,
}

/// A pattern in corner coordinates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CornerForm {
    pub variations: Vec<Variation>,
    /// `O` has the colour of the first stone (meaningless without stones).
    pub o_same: bool,
    pub extent: (u8, u8),
    pub move_at: (u8, u8),
    /// The corner's offset from the anchor, in diagram coordinates.
    pub corner: (i32, i32),
    /// Per corner placement (index into the transformation table: corner coordinates to
    /// board offsets from the corner) the engine transformation, or [`NOT_REPORTED`].
    pub transforms: [u8; 8],
}

/// The variations of stones `(i, j, is_O)` in corner coordinates, and whether `O` has the
/// first stone's colour (`true` without stones).
pub fn variation_list(stones: &[(u8, u8, bool)]) -> (Vec<Variation>, bool) {
    let mut stones = stones.to_vec();
    stones.sort_by_key(|&(i, j, _)| (i as u32 + j as u32, i, j));
    let first = match stones.first() {
        Some(s) => s.2,
        None => true,
    };
    let variations = stones
        .iter()
        .map(|&(i, j, o)| Variation {
            i,
            j,
            same: o == first,
            count: stones.iter().filter(|s| s.0 <= i && s.1 <= j).count() as u8,
        })
        .collect();
    (variations, first)
}

/// A pattern's corner form (the pattern passed the joseki checks).
pub fn corner_form(p: &CPattern) -> CornerForm {
    let on: Vec<_> = p.elements.iter().filter(|e| e.mask != 1 << OFF).collect();
    let minr = on.iter().map(|e| e.dr).min().unwrap();
    let maxr = on.iter().map(|e| e.dr).max().unwrap();
    let minc = on.iter().map(|e| e.dc).min().unwrap();
    let maxc = on.iter().map(|e| e.dc).max().unwrap();
    let off = p.elements.iter().filter(|e| e.mask == 1 << OFF);
    let top = off.clone().any(|e| e.dr < minr);
    let left = off.clone().any(|e| e.dc < minc);
    let corner = (
        if top { minr } else { maxr },
        if left { minc } else { maxc },
    );
    let (sr, sc) = (if top { 1 } else { -1 }, if left { 1 } else { -1 });
    let (h, w) = (maxr - minr, maxc - minc);
    // Corner coordinates of a diagram offset, and the map back (as a function of swap).
    let canon = |dr: i32, dc: i32, swap: bool| {
        let (i, j) = ((dr - corner.0) * sr, (dc - corner.1) * sc);
        if swap {
            (j as u8, i as u8)
        } else {
            (i as u8, j as u8)
        }
    };
    let form = |swap: bool| {
        let stones: Vec<(u8, u8, bool)> = on
            .iter()
            .filter(|e| e.mask == 1 << OWN || e.mask == 1 << OPP)
            .map(|e| {
                let (i, j) = canon(e.dr, e.dc, swap);
                (i, j, e.mask == 1 << OWN)
            })
            .collect();
        variation_list(&stones)
    };
    let swap = form(true).0 < form(false).0;
    let (variations, o_same) = form(swap);
    let (mr, mc) = p.move_at.unwrap_or(corner);
    // Columns of the map corner coordinates -> diagram offsets.
    let (ci, cj) = if swap {
        ((0, sc), (sr, 0))
    } else {
        ((sr, 0), (0, sc))
    };
    let mut transforms = [NOT_REPORTED; 8];
    for &t in &p.transforms {
        let (a, b) = (transform(t as usize, ci), transform(t as usize, cj));
        let k = (0..8)
            .find(|&k| {
                let m = TRANSFORMATIONS[k].map(i32::from);
                (m[0], m[2]) == a && (m[1], m[3]) == b
            })
            .unwrap();
        transforms[k] = t;
    }
    let extent = if swap {
        (w as u8, h as u8)
    } else {
        (h as u8, w as u8)
    };
    CornerForm {
        variations,
        o_same,
        extent,
        move_at: canon(mr, mc, swap),
        corner,
        transforms,
    }
}

struct Node {
    var: Variation,
    children: Vec<usize>,
    atts: Vec<usize>,
}

/// The variation tree as the two byte tables described above.
pub fn tables(db: &Checked) -> (Vec<u8>, Vec<u8>) {
    let root = Variation {
        i: 0,
        j: 0,
        same: true,
        count: 0,
    };
    let mut nodes = vec![Node {
        var: root,
        children: Vec::new(),
        atts: Vec::new(),
    }];
    let mut atts = Vec::new();
    for (k, p) in db.patterns.iter().enumerate() {
        let f = corner_form(p);
        let mut at = 0;
        for &v in &f.variations {
            at = match nodes[at].children.iter().find(|&&c| nodes[c].var == v) {
                Some(&c) => c,
                None => {
                    nodes.push(Node {
                        var: v,
                        children: Vec::new(),
                        atts: Vec::new(),
                    });
                    let c = nodes.len() - 1;
                    nodes[at].children.push(c);
                    c
                }
            };
        }
        nodes[at].atts.push(atts.len());
        atts.push((k as u32, f));
    }
    // Breadth first: the children of a node get consecutive numbers.
    let mut order = vec![0usize];
    let mut q = 0;
    while q < order.len() {
        let n = order[q];
        order.extend(nodes[n].children.iter().copied());
        q += 1;
    }
    let mut number = vec![0u32; nodes.len()];
    for (k, &n) in order.iter().enumerate() {
        number[n] = k as u32;
    }
    let (mut nb, mut ab) = (Vec::new(), Vec::new());
    let mut att_count = 0u32;
    for &n in &order {
        let node = &nodes[n];
        let v = node.var;
        CornerNode {
            i: v.i,
            j: v.j,
            same: v.same,
            count: v.count,
            first_child: node.children.first().map_or(0, |&c| number[c]),
            children: node.children.len() as u16,
            attachments: node.atts.len() as u16,
            first_attachment: att_count,
        }
        .encode(&mut nb);
        for &a in &node.atts {
            let (pattern, f) = &atts[a];
            CornerAttachment {
                pattern: *pattern,
                o_same: f.o_same,
                stones: f.variations.len() as u8,
                extent: f.extent,
                move_at: f.move_at,
                corner: (f.corner.0 as i8, f.corner.1 as i8),
                transforms: f.transforms,
            }
            .encode(&mut ab);
            att_count += 1;
        }
    }
    (nb, ab)
}

/// `pub static CORNER: engine::patterns::corner::CornerDb` for a joseki database, else
/// nothing.
pub fn expand(db: &Checked) -> TokenStream {
    if db.kind != crate::DbKind::Joseki {
        return TokenStream::new();
    }
    let (nodes, atts) = tables(db);
    let (nodes, atts) = (Literal::byte_string(&nodes), Literal::byte_string(&atts));
    // Every stone and move lies within this many lines of its corner.
    let reach = db
        .patterns
        .iter()
        .map(|p| {
            let e = corner_form(p).extent;
            e.0.max(e.1) + 1
        })
        .max()
        .unwrap_or(0);
    quote! {
        /// The variation tree of the corner matcher (manual 9.18).
        pub static CORNER: ::engine::patterns::corner::CornerDb =
            ::engine::patterns::corner::CornerDb { nodes: #nodes, attachments: #atts, reach: #reach };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(i: u8, j: u8, same: bool, count: u8) -> Variation {
        Variation { i, j, same, count }
    }

    #[test]
    fn the_manuals_example_gives_the_manuals_variations() {
        // Manual 9.18: corner T19; O at R16 and P17, X at Q16 and P16 (rows from the top,
        // columns from the right edge, counted from 0).
        let stones = [(3, 2, true), (2, 4, true), (3, 3, false), (3, 4, false)];
        let (vars, o_same) = variation_list(&stones);
        assert!(o_same);
        assert_eq!(
            vars,
            [
                v(3, 2, true, 1),
                v(2, 4, true, 1),
                v(3, 3, false, 2),
                v(3, 4, false, 4)
            ]
        );
    }

    #[test]
    fn corner_forms_share_prefixes_and_map_transformations() {
        // The same shape drawn in two corners, once transposed: one corner form.
        let text = "Pattern A\n\n+-----\n|.....\n|..*..\n|...X.\n|.....\n\n:8,J\n\n\
                    Pattern B\n\n----+\n....|\n....|\n..*.|\n.X..|\n....|\n\n:8,J\n";
        let c = crate::check("t.db", crate::DbKind::Joseki, text).unwrap();
        let (a, b) = (corner_form(&c.patterns[0]), corner_form(&c.patterns[1]));
        assert_eq!(a.variations, b.variations);
        assert_eq!(a.variations, [v(2, 3, true, 1)]);
        assert!(!a.o_same);
        assert_eq!((a.extent, a.move_at), ((3, 4), (1, 2)));
        assert_eq!((b.extent, b.move_at), ((3, 4), (1, 2)));
        // Eight placements, each reported under exactly one engine transformation.
        for f in [&a, &b] {
            let mut t: Vec<u8> = f.transforms.to_vec();
            t.sort();
            assert_eq!(t, [0, 1, 2, 3, 4, 5, 6, 7]);
        }
        let (nodes, atts) = tables(&c);
        assert_eq!(
            nodes.len(),
            2 * CornerNode::BYTES,
            "root and one shared variation"
        );
        assert_eq!(atts.len(), 2 * CornerAttachment::BYTES);
    }
}

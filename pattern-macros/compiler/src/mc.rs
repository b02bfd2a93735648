//! The value table of a Monte Carlo database (manual chapter 14).
//!
//! A playout move is valued by table lookup from its *local context*: the 3x3 neighbourhood
//! (each of the eight neighbours empty, own, opponent or off the board: a 16-bit code, two
//! bits per neighbour in the order of [`NEIGHBOURS`]) and eight property bits ([`NEAR`],
//! [`OUNSAFE`], [`XUNSAFE`], [`XSUICIDE`], and the own and opponent capture counts 0, 1, 2,
//! 3+ in two bits each at [`OCAP_SHIFT`] and [`XCAP_SHIFT`]). The code, the bits and the
//! table layout are the pattern ABI's (`pattern_abi::mc`).
//!
//! How a database decides the value of a context, as the manual puts it:
//!
//! * a pattern matches in any of its eight orientations (`?` is any on-board value, `%` also
//!   the edge, `o`/`x` own/opponent or empty; cells beyond an edge are off the board);
//! * a colon line takes effect when all its properties hold ("these can be combined
//!   arbitrarily but all must be satisfied for the pattern to take effect"; contradictory
//!   properties simply never match);
//! * "when multiple patterns match, the first one is used, regardless of the values": the
//!   first pattern in the file whose diagram matches and one of whose colon lines takes
//!   effect gives the value, that of its first such colon line;
//! * "unmatched patterns have a default value of 1" ([`DEFAULT_VALUE`]).
//!
//! The table is two-level: a class per neighbourhood code, and per class a row of 256 values
//! (one per property byte) plus a mask of the property groups the row depends on, so the
//! runtime computes only the properties that can change the value. This is plain library
//! code: the proc macro emits the result as static byte tables, and a program can build the
//! same table from a file at run time.

use crate::validate::{transform, CPattern, Checked, McRule, OFF};
pub use pattern_abi::mc::{
    code_value, CODES, GROUPS, NEAR, NEIGHBOURS, OCAP_SHIFT, OUNSAFE, PROPS, XCAP_SHIFT, XSUICIDE,
    XUNSAFE,
};
use std::collections::HashMap;

/// Value of a context no pattern covers.
pub const DEFAULT_VALUE: u32 = 1;

/// The value table of one database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct McTable {
    /// Row of each neighbourhood code.
    pub class: Vec<u16>,
    /// Rows of 256 values, one per property byte.
    pub rows: Vec<[u32; PROPS]>,
    /// Per row, the union of the [`GROUPS`] its value depends on.
    pub needs: Vec<u8>,
}

impl McTable {
    /// The value of a context.
    pub fn value(&self, code: u16, props: u8) -> u32 {
        self.rows[self.class[code as usize] as usize][props as usize]
    }

    /// The class table's bytes (`pattern_abi::mc` layout, read by `engine::mc::McTable`).
    pub fn class_bytes(&self) -> Vec<u8> {
        pattern_abi::mc::encode_classes(&self.class)
    }

    /// The rows' bytes, row after row.
    pub fn row_bytes(&self) -> Vec<u8> {
        pattern_abi::mc::encode_rows(&self.rows)
    }
}

/// The mask each neighbour accepts (bit `1 << v`), in [`NEIGHBOURS`] order, for the pattern
/// as written (transformation 0). Cells beyond an edge, which have no element, are off board.
pub fn pattern_cells(p: &CPattern) -> [u8; 8] {
    let mut cells = [1u8 << OFF; 8];
    for e in &p.elements {
        if let Some(i) = NEIGHBOURS
            .iter()
            .position(|&(r, c)| (r as i32, c as i32) == (e.dr, e.dc))
        {
            cells[i] = e.mask;
        }
    }
    cells
}

/// The cells of a pattern under each of the eight transformations (duplicates removed).
pub fn oriented_cells(p: &CPattern) -> Vec<[u8; 8]> {
    let base = pattern_cells(p);
    let mut out: Vec<[u8; 8]> = Vec::new();
    for t in 0..8 {
        let mut cells = [0u8; 8];
        for (i, &(r, c)) in NEIGHBOURS.iter().enumerate() {
            let image = transform(t, (r as i32, c as i32));
            let j = NEIGHBOURS
                .iter()
                .position(|&(r, c)| (r as i32, c as i32) == image)
                .expect("a transformation maps the 3x3 ring onto itself");
            cells[j] = base[i];
        }
        if !out.contains(&cells) {
            out.push(cells);
        }
    }
    out
}

/// Do the cells accept the neighbourhood `code`?
pub fn cells_match(cells: &[u8; 8], code: u16) -> bool {
    (0..8).all(|i| cells[i] & (1 << code_value(code, i)) != 0)
}

/// The value of the context (`code`, `props`) for patterns given as (orientations, colon
/// lines), by the rules of the module documentation: the reference the table is built from.
pub fn evaluate(patterns: &[(Vec<[u8; 8]>, &[McRule])], code: u16, props: u8) -> u32 {
    for (orients, rules) in patterns {
        if orients.iter().any(|c| cells_match(c, code)) {
            if let Some(r) = rules.iter().find(|r| r.applies(props)) {
                return r.value;
            }
        }
    }
    DEFAULT_VALUE
}

/// Build the value table of a checked Monte Carlo database.
pub fn build_table(db: &Checked) -> McTable {
    let patterns: Vec<(Vec<[u8; 8]>, &[McRule])> = db
        .patterns
        .iter()
        .map(|p| (oriented_cells(p), p.mc.as_slice()))
        .collect();
    let mut class = Vec::with_capacity(CODES);
    let mut rows: Vec<[u32; PROPS]> = Vec::new();
    let mut needs = Vec::new();
    let mut by_row: HashMap<[u32; PROPS], u16> = HashMap::new();
    // Codes matched by the same patterns get the same row.
    let mut by_matches: HashMap<Vec<usize>, u16> = HashMap::new();
    for code in 0..CODES {
        let code = code as u16;
        let matching: Vec<usize> = patterns
            .iter()
            .enumerate()
            .filter(|(_, (o, _))| o.iter().any(|c| cells_match(c, code)))
            .map(|(i, _)| i)
            .collect();
        let id = *by_matches.entry(matching.clone()).or_insert_with(|| {
            let sub: Vec<(Vec<[u8; 8]>, &[McRule])> = matching
                .iter()
                .map(|&i| (vec![[0x0f; 8]], patterns[i].1))
                .collect();
            let mut row = [0u32; 256];
            for (props, v) in row.iter_mut().enumerate() {
                *v = evaluate(&sub, 0, props as u8);
            }
            *by_row.entry(row).or_insert_with(|| {
                rows.push(row);
                needs.push(row_needs(&row));
                (rows.len() - 1) as u16
            })
        });
        class.push(id);
    }
    McTable { class, rows, needs }
}

/// The property groups a row's value depends on.
pub fn row_needs(row: &[u32; PROPS]) -> u8 {
    let mut needs = 0;
    for g in GROUPS {
        let depends = (0..PROPS).any(|p| {
            let base = p as u8 & !g;
            row[p] != row[base as usize]
        });
        if depends {
            needs |= g;
        }
    }
    needs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DbKind;

    fn table(src: &str) -> McTable {
        build_table(&crate::check("t.db", DbKind::MonteCarlo, src).expect("valid"))
    }

    /// The code of a neighbourhood drawn as 3 rows (`.` empty, `O`, `X`, `#` off board).
    fn code(rows: [&str; 3]) -> u16 {
        let mut c = 0u16;
        for (i, &(dr, dc)) in NEIGHBOURS.iter().enumerate() {
            let ch = rows[(dr + 1) as usize].as_bytes()[(dc + 1) as usize];
            let v = match ch {
                b'.' => 0,
                b'O' => 1,
                b'X' => 2,
                _ => 3,
            };
            c |= v << (2 * i);
        }
        c
    }

    const UNIFORM: &str = "OOO\nO*O\nOO?\n\n:0\n\nOOO\nO*O\n---\n\n:0\n\n|OO\n|*O\n+--\n\n:0\n";

    #[test]
    fn uniform_zero_on_eyes_one_elsewhere() {
        let t = table(UNIFORM);
        for props in [0u8, 0xff, NEAR | OUNSAFE] {
            assert_eq!(t.value(code(["OOO", "O.O", "OOX"]), props), 0);
            assert_eq!(t.value(code(["XOO", "O.O", "OOO"]), props), 0, "rotated");
            assert_eq!(
                t.value(code(["###", "O.O", "OOO"]), props),
                0,
                "edge, flipped"
            );
            assert_eq!(t.value(code(["#OO", "#.O", "###"]), props), 0, "corner");
            assert_eq!(
                t.value(code(["OO#", "O.#", "OO#"]), props),
                0,
                "edge, rotated"
            );
            assert_eq!(t.value(code(["XOO", "O.O", "OOX"]), props), 1, "false eye");
            assert_eq!(t.value(code(["OOO", "O.O", "#X#"]), props), 1);
            assert_eq!(t.value(code(["...", "...", "..."]), props), 1);
        }
        assert_eq!(t.rows.len(), 2);
        assert!(t.needs.iter().all(|&n| n == 0));
    }

    #[test]
    fn first_pattern_wins_and_colon_lines_by_capture() {
        let t = table(
            "?X%\n?*%\n%%%\n\n:10,ocap1,osafe\n:20,ocap2\n:30,ocap3\n\n\
             ?X?\n?*?\n???\n\n:5, near\n",
        );
        let c = code(["OX.", "..O", "..."]);
        let cap = |n: u8| n << OCAP_SHIFT;
        assert_eq!(t.value(c, cap(1)), 10);
        // Self-atari with one capture: the first pattern's lines do not apply, the second
        // pattern's does when near, else the default.
        assert_eq!(t.value(c, cap(1) | OUNSAFE | NEAR), 5);
        assert_eq!(t.value(c, cap(1) | OUNSAFE), 1);
        assert_eq!(t.value(c, cap(2) | OUNSAFE), 20);
        assert_eq!(t.value(c, cap(3) | XUNSAFE), 30);
        assert_eq!(t.value(c, NEAR), 5);
        assert_eq!(t.value(c, 0), 1);
        let n = t.needs[t.class[c as usize] as usize];
        assert_eq!(n, NEAR | OUNSAFE | (3 << OCAP_SHIFT));
        // No X next to the move: nothing matches.
        assert_eq!(t.value(code(["...", ".#.", "..."]), cap(2)), 1);
    }

    #[test]
    fn contradictory_properties_never_match() {
        let t = table("???\n?*?\n???\n\n:7,near,far\n:8,ocap1,ocap2\n:9,xsuicide,xnosuicide\n");
        assert!((0..=255u8).all(|p| t.value(code(["...", "...", "..."]), p) == 1));
        assert_eq!(t.rows.len(), 1);
    }

    #[test]
    fn capture_ranges_and_safety_flags() {
        let t = table("%%%\n%*%\n%%%\n\n:3,ocap2+,xcap1-,xsafe\n:4,ounsafe,xsuicide,far\n");
        let c = code(["...", "...", "..."]);
        assert_eq!(t.value(c, 2 << OCAP_SHIFT | 1 << XCAP_SHIFT), 3);
        assert_eq!(t.value(c, 3 << OCAP_SHIFT), 3);
        assert_eq!(t.value(c, 3 << OCAP_SHIFT | XUNSAFE), 1);
        assert_eq!(t.value(c, 3 << OCAP_SHIFT | 2 << XCAP_SHIFT), 1);
        assert_eq!(t.value(c, OUNSAFE | XSUICIDE), 4);
        assert_eq!(t.value(c, OUNSAFE | XSUICIDE | NEAR), 1);
        // `%` matches everywhere, even a code with every neighbour off board.
        assert_eq!(t.value(0xffff, OUNSAFE | XSUICIDE), 4);
    }

    #[test]
    fn table_agrees_with_direct_evaluation() {
        let src = "?X?\nO*O\nx.?\n\n:20, near, osafe, xsafe\n\n?X%\n?*%\n%%%\n\n:10,ocap1,osafe\n:20,ocap2\n\nOOO\nO*O\nOO?\n\n:0\n";
        let db = crate::check("t.db", DbKind::MonteCarlo, src).unwrap();
        let t = build_table(&db);
        let pats: Vec<_> = db
            .patterns
            .iter()
            .map(|p| (oriented_cells(p), p.mc.as_slice()))
            .collect();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (code, props) = (x as u16, (x >> 16) as u8);
            assert_eq!(t.value(code, props), evaluate(&pats, code, props));
            let masked = props & t.needs[t.class[code as usize] as usize];
            assert_eq!(t.value(code, props), t.value(code, masked));
        }
    }
}

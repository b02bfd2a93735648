//! Pattern matching runtime: the types the pattern databases compile to, and the matchers.
//!
//! The `.db` sources live in the `patterns` crate and are compiled at build time by the
//! `pattern_db!` macro (crate `pattern-macros`, front end in `pattern-compiler`). The macro
//! emits a module with a [`Database`] (static tables and DFA) and a `Helpers` value that
//! implements [`Autohelpers`] (one function per constraint and action). The engine never
//! depends on the databases: a module receives a `&Database` and the helpers.
//!
//! How a module gets matches (manual chapter 9.12–9.14, 10):
//! ```text
//! let mut m = Matcher::new(&shapes::DATABASE, board.size());
//! m.scan_board(board.colors(), Color::Black, |hit| {
//!     if shapes::Helpers.constraint(&mut ctx, &hit) { /* register move reasons */ }
//! });
//! ```
//! For the owl, an [`IncrementalMatcher`] keeps the scan state per point and redoes only the
//! scans whose path a move touched (chapter 10.5).

pub mod autohelper;
pub mod corner;
pub mod incremental;
pub mod matcher;
pub mod naive;
pub mod reading_helpers;

pub use corner::{CornerDb, CornerMatcher};
pub use incremental::IncrementalMatcher;
pub use matcher::Matcher;

use crate::eyes::EyeShape;
use crate::types::{Color, Point};

/// Board values as the matcher reads them, relative to the player `O`.
pub const EMPTY: u8 = 0;
/// A stone of the player `O` (whose patterns are matched).
pub const OWN: u8 = 1;
/// A stone of the opponent `X`.
pub const OPP: u8 = 2;
/// Off the board.
pub const OFF: u8 = 3;

/// The eight board transformations `(r, c) -> (m[0]*r + m[1]*c, m[2]*r + m[3]*c)`: identity,
/// rotations by 90, 180 and 270 degrees, left-right mirror, up-down mirror, transpose,
/// anti-transpose. The pattern compiler uses the same table in the same order.
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

/// Apply transformation `t` to a pattern offset.
#[inline]
pub fn transform(t: u8, dr: i8, dc: i8) -> (i32, i32) {
    let m = TRANSFORMATIONS[t as usize];
    let (r, c) = (dr as i32, dc as i32);
    (
        m[0] as i32 * r + m[1] as i32 * c,
        m[2] as i32 * r + m[3] as i32 * c,
    )
}

/// One pattern element: offset from the anchor and the set of values it accepts
/// (bit `1 << v` for `v` in [`EMPTY`], [`OWN`], [`OPP`], [`OFF`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Element {
    pub dr: i8,
    pub dc: i8,
    pub mask: u8,
}

/// A Monte Carlo colon line (chapter 14): a move value and the properties that must hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct McRule {
    pub value: u32,
    /// Bits, in order: near, far, osafe, ounsafe, xsafe, xunsafe, xsuicide, xnosuicide.
    pub flags: u16,
    /// Allowed range of stones captured by the move.
    pub ocap: (u8, u8),
    /// Allowed range of stones an opponent move here would capture.
    pub xcap: (u8, u8),
}

/// Static description of one pattern.
#[derive(Clone, Copy, Debug)]
pub struct PatternInfo {
    pub name: &'static str,
    /// Line of the `Pattern` header in the source.
    pub line: u32,
    /// Elements relative to the anchor; the anchor is first. Edges are off-board elements.
    pub elements: &'static [Element],
    /// The move `*`, relative to the anchor.
    pub move_at: Option<(i8, i8)>,
    /// Transformations tried: one per distinct match (symmetry already removed).
    pub transforms: &'static [u8],
    pub symmetry: char,
    /// Classification letters (chapter 9.2).
    pub classes: &'static str,
    /// `terri(x)`, `shape(x)`, ... (chapter 9.3).
    pub values: &'static [(&'static str, f32)],
    /// Optional helper name from the colon line.
    pub helper: Option<&'static str>,
    /// Marked elements (`!`, `,`, `Q`) relative to the anchor.
    pub marks: &'static [(char, i8, i8)],
    /// Monte Carlo colon lines.
    pub mc: &'static [McRule],
    pub has_constraint: bool,
    pub has_action: bool,
}

impl PatternInfo {
    pub fn has_class(&self, c: char) -> bool {
        self.classes.contains(c)
    }

    pub fn value(&self, name: &str) -> Option<f32> {
        self.values.iter().find(|v| v.0 == name).map(|v| v.1)
    }
}

/// A pattern under one transformation, as the DFA reports it (decoded from
/// [`Database::variant_table`] by [`Database::variant`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    pub pattern: u32,
    pub transform: u8,
    /// Elements (already transformed) beyond the automaton's scan depth, checked directly
    /// when the automaton reports this variant; 3 bytes each (`dr`, `dc`, `mask`). Empty when
    /// the DFA reads the whole pattern.
    pub residual: &'static [u8],
}

impl Variant {
    /// The residual elements.
    pub fn residual_elements(&self) -> impl Iterator<Item = Element> + 'static {
        self.residual.chunks_exact(3).map(|e| Element {
            dr: e[0] as i8,
            dc: e[1] as i8,
            mask: e[2],
        })
    }
}

/// Flat DFA tables (see `pattern_compiler::dfa`): stride 4 (empty, own, opponent, off-board),
/// premultiplied state ids, state 0 is the dead state, states below `match_limit` are match
/// states, so the hot loop is one add, one load and one comparison per step. The tables are
/// little-endian `u32` arrays stored as byte strings (cheap for rustc to compile).
#[derive(Clone, Copy, Debug)]
pub struct Dfa {
    pub transitions: &'static [u8],
    pub start: u32,
    pub match_limit: u32,
    pub att_start: &'static [u8],
    pub att: &'static [u8],
    /// Bytes per variant id in `att` (2 or 4).
    pub att_width: u8,
}

#[inline(always)]
fn word(t: &[u8], i: usize) -> u32 {
    u32::from_le_bytes(t[4 * i..4 * i + 4].try_into().unwrap())
}

impl Dfa {
    pub fn states(&self) -> usize {
        self.transitions.len() / 16
    }

    /// Size of the tables in bytes.
    pub fn bytes(&self) -> usize {
        self.transitions.len() + self.att_start.len() + self.att.len()
    }

    /// The state after reading value `v` in state `s` (both premultiplied).
    #[inline(always)]
    pub fn next(&self, s: u32, v: u8) -> u32 {
        word(self.transitions, (s + v as u32) as usize)
    }

    /// Variants recognised on entering match state `s` (premultiplied id).
    #[inline]
    pub fn attributes(&self, s: u32) -> impl Iterator<Item = u32> + '_ {
        let k = (s / 4) as usize;
        let wide = self.att_width == 4;
        (word(self.att_start, k - 1)..word(self.att_start, k)).map(move |i| {
            let i = i as usize;
            if wide {
                word(self.att, i)
            } else {
                u16::from_le_bytes([self.att[2 * i], self.att[2 * i + 1]]) as u32
            }
        })
    }
}

/// A compiled pattern database.
#[derive(Debug)]
pub struct Database {
    pub name: &'static str,
    pub kind: &'static str,
    /// The patterns, decoded on first use from a compact table (see [`Patterns`]).
    pub patterns: Patterns,
    /// Variants, 12 bytes each (see [`Database::variant`]).
    pub variant_table: &'static [u8],
    /// Residual elements of all variants, 3 bytes each.
    pub residual_table: &'static [u8],
    /// Scan path: offsets from the anchor, spiral order (chapter 10.1), as far as the
    /// automata read it.
    pub spiral: &'static [(i8, i8)],
    /// Largest |offset| of any element (including residual elements).
    pub radius: u8,
    /// The DFAs: one, or several when one automaton would exceed the compiler's state budget.
    pub dfas: &'static [Dfa],
    pub goal_elements: Option<&'static str>,
    pub callback_data: Option<&'static str>,
    pub eyes: &'static [EyeShape],
}

/// The pattern descriptions of a database, stored as one compact byte table plus one string
/// of all names (cheap for rustc to compile: two literals instead of thousands of statics) and
/// decoded once, on first use, into [`PatternInfo`] values. Derefs to `[PatternInfo]`.
///
/// Table layout, per pattern, little-endian: name length u16, line u32, element count u16 and
/// 3 bytes per element (`dr`, `dc`, `mask`), move flag u8 + `dr`, `dc`, transform count u8 +
/// transforms, symmetry u32, classes length u16, value count u8 + per value (name length u16,
/// f32), helper flag u8 + length u16, mark count u8 + per mark (char u32, `dr`, `dc`), Monte
/// Carlo rule count u8 + per rule (value u32, flags u16, 4 capture bounds u8), constraint u8,
/// action u8. Names, classes, value names and helpers are consecutive slices of `strings`.
pub struct Patterns {
    count: usize,
    table: &'static [u8],
    strings: &'static str,
    decoded: std::sync::OnceLock<&'static [PatternInfo]>,
}

impl Patterns {
    /// `count` patterns encoded in `table` and `strings` (the `pattern_db!` macro's output).
    pub const fn new(count: usize, table: &'static [u8], strings: &'static str) -> Patterns {
        Patterns {
            count,
            table,
            strings,
            decoded: std::sync::OnceLock::new(),
        }
    }

    fn decode(&self) -> &'static [PatternInfo] {
        struct Reader {
            t: &'static [u8],
            s: &'static str,
            at: usize,
            sat: usize,
        }
        impl Reader {
            fn u8(&mut self) -> u8 {
                self.at += 1;
                self.t[self.at - 1]
            }
            fn i8(&mut self) -> i8 {
                self.u8() as i8
            }
            fn u16(&mut self) -> u16 {
                u16::from_le_bytes([self.u8(), self.u8()])
            }
            fn u32(&mut self) -> u32 {
                u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
            }
            fn str(&mut self) -> &'static str {
                let n = self.u16() as usize;
                self.sat += n;
                &self.s[self.sat - n..self.sat]
            }
            fn bytes(&mut self, n: usize) -> &'static [u8] {
                self.at += n;
                &self.t[self.at - n..self.at]
            }
        }
        // First pass: everything into flat vectors, remembering ranges; the vectors are then
        // leaked once (the database is a static: it lives as long as the program anyway).
        struct Raw {
            name: &'static str,
            line: u32,
            elements: (usize, usize),
            move_at: Option<(i8, i8)>,
            transforms: &'static [u8],
            symmetry: char,
            classes: &'static str,
            values: (usize, usize),
            helper: Option<&'static str>,
            marks: (usize, usize),
            mc: (usize, usize),
            has_constraint: bool,
            has_action: bool,
        }
        let mut r = Reader {
            t: self.table,
            s: self.strings,
            at: 0,
            sat: 0,
        };
        let (mut elements, mut values, mut marks, mut mc) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut raw = Vec::with_capacity(self.count);
        let span = |v: usize, len: usize| (v, v + len);
        for _ in 0..self.count {
            let name = r.str();
            let line = r.u32();
            let n = r.u16() as usize;
            let e0 = elements.len();
            for _ in 0..n {
                let (dr, dc, mask) = (r.i8(), r.i8(), r.u8());
                elements.push(Element { dr, dc, mask });
            }
            let move_at = match r.u8() {
                0 => None,
                _ => Some((r.i8(), r.i8())),
            };
            let nt = r.u8() as usize;
            let transforms = r.bytes(nt);
            let symmetry = char::from_u32(r.u32()).unwrap_or('?');
            let classes = r.str();
            let v0 = values.len();
            for _ in 0..r.u8() {
                let vn = r.str();
                values.push((vn, f32::from_bits(r.u32())));
            }
            let helper = match r.u8() {
                0 => None,
                _ => Some(r.str()),
            };
            let m0 = marks.len();
            for _ in 0..r.u8() {
                let c = char::from_u32(r.u32()).unwrap_or('?');
                marks.push((c, r.i8(), r.i8()));
            }
            let c0 = mc.len();
            for _ in 0..r.u8() {
                let (value, flags) = (r.u32(), r.u16());
                let (o0, o1, x0, x1) = (r.u8(), r.u8(), r.u8(), r.u8());
                mc.push(McRule {
                    value,
                    flags,
                    ocap: (o0, o1),
                    xcap: (x0, x1),
                });
            }
            let (has_constraint, has_action) = (r.u8() != 0, r.u8() != 0);
            raw.push(Raw {
                name,
                line,
                elements: span(e0, n),
                move_at,
                transforms,
                symmetry,
                classes,
                values: (v0, values.len()),
                helper,
                marks: (m0, marks.len()),
                mc: (c0, mc.len()),
                has_constraint,
                has_action,
            });
        }
        debug_assert_eq!(r.at, self.table.len());
        let elements: &'static [Element] = Vec::leak(elements);
        let values: &'static [(&'static str, f32)] = Vec::leak(values);
        let marks: &'static [(char, i8, i8)] = Vec::leak(marks);
        let mc: &'static [McRule] = Vec::leak(mc);
        let infos: Vec<PatternInfo> = raw
            .into_iter()
            .map(|p| PatternInfo {
                name: p.name,
                line: p.line,
                elements: &elements[p.elements.0..p.elements.1],
                move_at: p.move_at,
                transforms: p.transforms,
                symmetry: p.symmetry,
                classes: p.classes,
                values: &values[p.values.0..p.values.1],
                helper: p.helper,
                marks: &marks[p.marks.0..p.marks.1],
                mc: &mc[p.mc.0..p.mc.1],
                has_constraint: p.has_constraint,
                has_action: p.has_action,
            })
            .collect();
        Vec::leak(infos)
    }
}

impl std::ops::Deref for Patterns {
    type Target = [PatternInfo];

    #[inline]
    fn deref(&self) -> &[PatternInfo] {
        if self.count == 0 {
            return &[];
        }
        self.decoded.get_or_init(|| self.decode())
    }
}

impl std::fmt::Debug for Patterns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// One match: pattern, transformation, the anchor point on the board, the move point
/// (`Point::NONE` if the pattern has no `*`) and the colour playing `O`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Match {
    pub pattern: u32,
    pub transform: u8,
    pub anchor: Point,
    pub move_point: Point,
    pub color: Color,
}

impl Match {
    /// The board point at pattern offset `(dr, dc)` from the anchor under this match's
    /// transformation. Labels of constraint diagrams become points this way.
    #[inline]
    pub fn point(&self, dr: i8, dc: i8) -> Point {
        let (r, c) = transform(self.transform, dr, dc);
        Point::new(
            (self.anchor.row() as i32 + r) as usize,
            (self.anchor.col() as i32 + c) as usize,
        )
    }
}

/// Constraints and actions of a database, implemented by the generated `Helpers` type for
/// every helper context `H` that offers the capabilities the database uses.
pub trait Autohelpers<H: ?Sized> {
    /// Evaluate the pattern's constraint (`;` lines; `true` if it has none), then, if it
    /// held, the helper its colon line names (manual 9.4).
    fn constraint(&self, h: &mut H, m: &Match) -> bool;
    /// Run the pattern's action (`>` lines); returns the `return` value if it has one.
    fn action(&self, h: &mut H, m: &Match) -> bool;
}

/// Map a board colour to a matcher value for player `o`.
#[inline]
pub fn value_of(c: Color, o: Color) -> u8 {
    match c {
        Color::Empty => EMPTY,
        Color::Border => OFF,
        c if c == o => OWN,
        _ => OPP,
    }
}

impl Database {
    /// Number of variants (pattern, transformation).
    pub fn variant_count(&self) -> usize {
        self.variant_table.len() / 12
    }

    /// Variant `v`.
    #[inline]
    pub fn variant(&self, v: u32) -> Variant {
        let b = &self.variant_table[12 * v as usize..12 * v as usize + 12];
        let count = u16::from_le_bytes([b[6], b[7]]) as usize;
        let start = u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize;
        Variant {
            pattern: u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            transform: b[4],
            residual: &self.residual_table[3 * start..3 * (start + count)],
        }
    }

    /// Total DFA states.
    pub fn dfa_states(&self) -> usize {
        self.dfas.iter().map(|d| d.states()).sum()
    }

    /// Total size of the DFA tables in bytes.
    pub fn dfa_bytes(&self) -> usize {
        self.dfas.iter().map(|d| d.bytes()).sum::<usize>() + 2 * self.spiral.len()
    }
}

/// Build the [`Match`] for variant `v` anchored at `(row, col)`.
pub fn make_match(db: &Database, v: u32, row: usize, col: usize, o: Color) -> Match {
    let var = db.variant(v);
    let info = &db.patterns[var.pattern as usize];
    let anchor = Point::new(row, col);
    let mut m = Match {
        pattern: var.pattern,
        transform: var.transform,
        anchor,
        move_point: Point::NONE,
        color: o,
    };
    if let Some((r, c)) = info.move_at {
        m.move_point = m.point(r, c);
    }
    m
}

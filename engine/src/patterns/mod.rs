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

// The pattern ABI (board values, transformations, table layouts) is defined once, in
// `pattern_abi`, for the compiler that writes the tables and for this runtime.
use pattern_abi::{dfa as abi_dfa, tables};
pub use pattern_abi::{Element, McRule, EMPTY, OFF, OPP, OWN, TRANSFORMATIONS};

/// Apply transformation `t` (an index into [`TRANSFORMATIONS`]) to a pattern offset.
#[inline]
pub fn transform(t: u8, dr: i8, dc: i8) -> (i32, i32) {
    pattern_abi::transform(t as usize, (dr as i32, dc as i32))
}

/// The pattern's diagram under transformation `t`, one string a row, as it lies on the
/// board: `.` empty, `O` the player's stone, `X` the opponent's, `o`/`x` one of them or
/// empty, `#` off the board, `*` the move, `?` anything (cells the pattern does not test).
pub fn diagram(info: &PatternInfo, t: u8) -> Vec<String> {
    let mut cells: Vec<((i32, i32), char)> = info
        .elements
        .iter()
        .map(|e| {
            let ch = match e.mask {
                m if m == 1 << EMPTY => '.',
                m if m == 1 << OWN => 'O',
                m if m == 1 << OPP => 'X',
                m if m == 1 << OFF => '#',
                m if m == (1 << EMPTY) | (1 << OWN) => 'o',
                m if m == (1 << EMPTY) | (1 << OPP) => 'x',
                _ => '?',
            };
            (transform(t, e.dr, e.dc), ch)
        })
        .collect();
    if let Some((r, c)) = info.move_at {
        cells.push((transform(t, r, c), '*'));
    }
    let (r0, r1) = (
        cells.iter().map(|c| c.0 .0).min().unwrap_or(0),
        cells.iter().map(|c| c.0 .0).max().unwrap_or(0),
    );
    let (c0, c1) = (
        cells.iter().map(|c| c.0 .1).min().unwrap_or(0),
        cells.iter().map(|c| c.0 .1).max().unwrap_or(0),
    );
    let mut rows = vec![vec!['?'; (c1 - c0 + 1) as usize]; (r1 - r0 + 1) as usize];
    for ((r, c), ch) in cells {
        rows[(r - r0) as usize][(c - c0) as usize] = ch;
    }
    rows.into_iter().map(|r| r.into_iter().collect()).collect()
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
    /// when the automaton reports this variant, encoded as `pattern_abi::Element`s. Empty
    /// when the DFA reads the whole pattern.
    pub residual: &'static [u8],
}

impl Variant {
    /// The residual elements.
    pub fn residual_elements(&self) -> impl Iterator<Item = Element> + 'static {
        Element::decode_all(self.residual)
    }
}

/// Flat DFA tables (layout in `pattern_abi::dfa`): stride 4 (empty, own, opponent,
/// off-board), premultiplied state ids, state 0 is the dead state, states below `match_limit`
/// are match states, so the hot loop is one add, one load and one comparison per step. The
/// tables are little-endian `u32` arrays stored as byte strings (cheap for rustc to compile).
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

impl Dfa {
    pub fn states(&self) -> usize {
        self.transitions.len() / abi_dfa::STATE_BYTES
    }

    /// Size of the tables in bytes.
    pub fn bytes(&self) -> usize {
        self.transitions.len() + self.att_start.len() + self.att.len()
    }

    /// The state after reading value `v` in state `s` (both premultiplied).
    #[inline(always)]
    pub fn next(&self, s: u32, v: u8) -> u32 {
        abi_dfa::word(self.transitions, (s + v as u32) as usize)
    }

    /// Variants recognised on entering match state `s` (premultiplied id).
    #[inline]
    pub fn attributes(&self, s: u32) -> impl Iterator<Item = u32> + '_ {
        let k = s as usize / pattern_abi::VALUES;
        let (start, end) = (
            abi_dfa::word(self.att_start, k - 1),
            abi_dfa::word(self.att_start, k),
        );
        (start..end).map(move |i| abi_dfa::att_at(self.att, self.att_width, i as usize))
    }
}

/// A compiled pattern database.
#[derive(Debug)]
pub struct Database {
    pub name: &'static str,
    pub kind: &'static str,
    /// The patterns, decoded on first use from a compact table (see [`Patterns`]).
    pub patterns: Patterns,
    /// Variants, `pattern_abi::tables::VariantRecord`s (see [`Database::variant`]).
    pub variant_table: &'static [u8],
    /// Residual elements of all variants, encoded `pattern_abi::Element`s.
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
/// The layout is `pattern_abi::tables`' (one `PatternRecord` per pattern).
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
        // First pass: everything into flat vectors, remembering ranges; the vectors are then
        // leaked once (the database is a static: it lives as long as the program anyway).
        type Range = std::ops::Range<usize>;
        let (mut elements, mut values, mut marks, mut mc) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut raw: Vec<(tables::PatternRecord<'static>, [Range; 4])> =
            Vec::with_capacity(self.count);
        fn append<T>(all: &mut Vec<T>, part: &mut Vec<T>) -> Range {
            let start = all.len();
            all.append(part);
            start..all.len()
        }
        for mut p in tables::decode_patterns(self.count, self.table, self.strings) {
            let ranges = [
                append(&mut elements, &mut p.elements),
                append(&mut values, &mut p.values),
                append(&mut marks, &mut p.marks),
                append(&mut mc, &mut p.mc),
            ];
            raw.push((p, ranges));
        }
        let elements: &'static [Element] = Vec::leak(elements);
        let values: &'static [(&'static str, f32)] = Vec::leak(values);
        let marks: &'static [(char, i8, i8)] = Vec::leak(marks);
        let mc: &'static [McRule] = Vec::leak(mc);
        let infos: Vec<PatternInfo> = raw
            .into_iter()
            .map(|(p, [e, v, m, c])| PatternInfo {
                name: p.name,
                line: p.line,
                elements: &elements[e],
                move_at: p.move_at,
                transforms: p.transforms,
                symmetry: p.symmetry,
                classes: p.classes,
                values: &values[v],
                helper: p.helper,
                marks: &marks[m],
                mc: &mc[c],
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
        self.variant_table.len() / tables::VARIANT_BYTES
    }

    /// Variant `v`.
    #[inline]
    pub fn variant(&self, v: u32) -> Variant {
        let r = tables::VariantRecord::decode(self.variant_table, v as usize);
        Variant {
            pattern: r.pattern,
            transform: r.transform,
            residual: &self.residual_table[r.residual_range()],
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

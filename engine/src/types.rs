//! Small `Copy` types shared by every module: colours, points and board geometry.
//!
//! The board is a padded 1-D array in the manual's layout (chapter 17): a point at row `i`
//! (0 = top) and column `j` (0 = left, the `A` column) is `POS(i, j) = (NS + 1) + i * NS + j`
//! with `NS = MAX_BOARD + 1`. Neighbours are `p ± 1` and `p ± NS`; every point off the board
//! (including rows and columns beyond the current size) holds [`Color::Border`], so loops never
//! need bounds checks. The layout does not depend on the board size, so pattern tables and
//! offsets computed at build time are valid for every size.

use std::fmt;

/// Largest supported board size (GTP allows up to 25).
pub const MAX_BOARD: usize = 25;
/// Row stride of the padded board.
pub const NS: usize = MAX_BOARD + 1;
/// Number of array slots for a padded board.
pub const BOARDMAX: usize = (MAX_BOARD + 2) * (MAX_BOARD + 1) + 1;

/// Offsets of the four orthogonal directions (south, west, north, east) in the padded layout.
pub const DELTA4: [isize; 4] = [NS as isize, -1, -(NS as isize), 1];
/// Offsets of the four diagonal directions (SW, NW, NE, SE).
pub const DIAG4: [isize; 4] = [
    NS as isize - 1,
    -(NS as isize) - 1,
    -(NS as isize) + 1,
    NS as isize + 1,
];

/// Contents of a board point, also used for the colour of a player.
///
/// The numeric values follow GNU Go (`EMPTY = 0`, `WHITE = 1`, `BLACK = 2`, `GRAY = 3`) so that
/// `other()` is `3 - c` for the two players.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    #[default]
    Empty = 0,
    White = 1,
    Black = 2,
    /// Off the board.
    Border = 3,
}

impl Color {
    /// The opponent of a player colour. `Empty` and `Border` map to themselves.
    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
            c => c,
        }
    }

    /// True for `Black` and `White`.
    #[inline]
    pub fn is_player(self) -> bool {
        matches!(self, Color::White | Color::Black)
    }

    /// Index 0 for white, 1 for black (for per-player arrays). Panics in debug for others.
    #[inline]
    pub fn index(self) -> usize {
        debug_assert!(self.is_player());
        (self as usize).wrapping_sub(1) & 1
    }

    /// Parse a GTP colour: `b`, `black`, `w`, `white` (case-insensitive).
    pub fn parse(s: &str) -> Option<Color> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }

    /// `"black"` / `"white"` / `"empty"` / `"border"`.
    pub fn name(self) -> &'static str {
        match self {
            Color::Empty => "empty",
            Color::White => "white",
            Color::Black => "black",
            Color::Border => "border",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A point of the padded board. `Point::NONE` (index 0, always off the board) stands for
/// "no point" (GNU Go's `NO_MOVE`), and is also used for a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct Point(pub u16);

impl Point {
    /// No point / pass (GNU Go's `NO_MOVE` / `PASS_MOVE`).
    pub const NONE: Point = Point(0);

    /// The point at row `i` (0 = top) and column `j` (0 = left).
    #[inline]
    pub const fn new(i: usize, j: usize) -> Point {
        Point((NS + 1 + i * NS + j) as u16)
    }

    /// Index into `BOARDMAX`-sized arrays.
    #[inline]
    pub const fn idx(self) -> usize {
        self.0 as usize
    }

    /// Row (0 = top).
    #[inline]
    pub const fn row(self) -> usize {
        (self.0 as usize - NS - 1) / NS
    }

    /// Column (0 = left).
    #[inline]
    pub const fn col(self) -> usize {
        (self.0 as usize - NS - 1) % NS
    }

    /// Distance from the nearest edge of a board of `size` (0 on the first line).
    #[inline]
    pub fn edge_distance(self, size: usize) -> usize {
        let (i, j) = (self.row(), self.col());
        i.min(j).min(size - 1 - i).min(size - 1 - j)
    }

    /// Manhattan distance to `other`.
    #[inline]
    pub fn manhattan(self, other: Point) -> usize {
        self.row().abs_diff(other.row()) + self.col().abs_diff(other.col())
    }

    #[inline]
    pub const fn is_none(self) -> bool {
        self.0 == 0
    }

    /// The point at `self + delta` in the padded layout.
    #[inline]
    pub fn offset(self, delta: isize) -> Point {
        Point((self.0 as isize + delta) as u16)
    }

    /// South, west, north, east neighbours (may be off the board).
    #[inline]
    pub fn neighbors(self) -> [Point; 4] {
        let p = self.0 as isize;
        [
            Point((p + DELTA4[0]) as u16),
            Point((p + DELTA4[1]) as u16),
            Point((p + DELTA4[2]) as u16),
            Point((p + DELTA4[3]) as u16),
        ]
    }

    /// The four diagonal neighbours (may be off the board).
    #[inline]
    pub fn diagonals(self) -> [Point; 4] {
        let p = self.0 as isize;
        [
            Point((p + DIAG4[0]) as u16),
            Point((p + DIAG4[1]) as u16),
            Point((p + DIAG4[2]) as u16),
            Point((p + DIAG4[3]) as u16),
        ]
    }

    /// GTP vertex name for this point on a board of `size` (`A1` is bottom left, no `I`).
    pub fn to_vertex(self, size: usize) -> String {
        if self.is_none() {
            return "PASS".to_string();
        }
        let letters = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";
        format!("{}{}", letters[self.col()] as char, size - self.row())
    }

    /// Parse a GTP vertex (`D4`, `d4`, `pass`) for a board of `size`. `Ok(Point::NONE)` is a pass.
    pub fn parse_vertex(s: &str, size: usize) -> Result<Point, VertexError> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Ok(Point::NONE);
        }
        let bytes = t.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 || !bytes[0].is_ascii_alphabetic() {
            return Err(VertexError);
        }
        let c = bytes[0].to_ascii_uppercase();
        if c == b'I' {
            return Err(VertexError);
        }
        let col = if c > b'I' { c - b'A' - 1 } else { c - b'A' } as usize;
        let num: usize = match t[1..].parse() {
            Ok(n) if t[1..].bytes().all(|b| b.is_ascii_digit()) => n,
            _ => return Err(VertexError),
        };
        if col >= size || num == 0 || num > size {
            return Err(VertexError);
        }
        Ok(Point::new(size - num, col))
    }
}

/// A vertex that is not `pass` nor a point of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid coordinate")]
pub struct VertexError;

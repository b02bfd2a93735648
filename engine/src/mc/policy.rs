//! The playout policy: a move's local context and the value table a monte_carlo database
//! compiles to (see the module documentation of [`crate::mc`]).

use crate::board::Board;
use crate::types::{Color, Point, NS};
use pattern_abi::mc::{self as abi, code_bits, OCAP, XCAP};
// The neighbourhood code and the property bits are the pattern ABI's, shared with the
// compiler that builds the tables.
pub use pattern_abi::mc::{NEAR, NEIGHBOURS, OCAP_SHIFT, OUNSAFE, XCAP_SHIFT, XSUICIDE, XUNSAFE};

const OFFSETS: [isize; 8] = {
    let mut o = [0isize; 8];
    let mut i = 0;
    while i < 8 {
        o[i] = NEIGHBOURS[i].0 as isize * NS as isize + NEIGHBOURS[i].1 as isize;
        i += 1;
    }
    o
};

/// The value table of a Monte Carlo database (layout in `pattern_abi::mc`): for each of the
/// 65536 neighbourhood codes a class (in `class`), per class a row of 256 values (in `rows`)
/// indexed by the property byte, and per class the property bits its row depends on
/// (`needs`). Borrowed byte tables: static ones from `pattern_db!`, or built at run time.
#[derive(Clone, Copy, Debug)]
pub struct McTable<'a> {
    class: &'a [u8],
    rows: &'a [u8],
    needs: &'a [u8],
}

impl<'a> McTable<'a> {
    /// A table from its parts (as `pattern_db!` emits them).
    ///
    /// # Panics
    /// If the sizes do not fit together (at compile time for a static table).
    pub const fn new(class: &'a [u8], rows: &'a [u8], needs: &'a [u8]) -> McTable<'a> {
        assert!(
            class.len() == abi::CLASS_TABLE_BYTES,
            "class table needs 65536 u16 entries"
        );
        assert!(
            rows.len() == needs.len() * abi::ROW_BYTES,
            "a row is 256 u32 values"
        );
        McTable { class, rows, needs }
    }

    /// Check that every class names an existing row (`new` checks only sizes).
    pub fn validate(&self) -> Result<(), String> {
        let n = self.needs.len();
        match (0..abi::CODES).find(|&c| self.class_of(c as u16) >= n) {
            Some(c) => Err(format!("neighbourhood code {c} names a missing row")),
            None => Ok(()),
        }
    }

    /// The class (row) of a neighbourhood code.
    #[inline]
    pub fn class_of(&self, code: u16) -> usize {
        abi::class_at(self.class, code)
    }

    /// The property bits the value of class `class` depends on.
    #[inline]
    pub fn needs(&self, class: usize) -> u8 {
        self.needs[class]
    }

    /// The value in row `class` for the property byte `props`.
    #[inline]
    pub fn row_value(&self, class: usize, props: u8) -> u32 {
        abi::row_value_at(self.rows, class, props)
    }

    /// The value of a context.
    #[inline]
    pub fn value(&self, code: u16, props: u8) -> u32 {
        self.row_value(self.class_of(code), props)
    }

    /// Number of distinct rows.
    pub fn rows(&self) -> usize {
        self.needs.len()
    }
}

/// The 3x3 neighbourhood of `p` seen by `color` (the player to move).
#[inline]
pub fn neighbourhood_code(board: &Board, p: Point, color: Color) -> u16 {
    // The board's colour numbers are the pattern values seen by White (empty 0, White 1 =
    // own, Black 2 = opponent, border 3 = off board): read them as they are, and for Black
    // swap own and opponent in every field (1 <-> 2; 0 and 3 stay).
    const _: () = assert!(
        Color::Empty as u8 == crate::patterns::EMPTY
            && Color::White as u8 == crate::patterns::OWN
            && Color::Black as u8 == crate::patterns::OPP
            && Color::Border as u8 == crate::patterns::OFF
    );
    let mut code = 0;
    for (i, &d) in OFFSETS.iter().enumerate() {
        code |= code_bits(i, board.color(p.offset(d)) as u8);
    }
    if color == Color::Black {
        code = ((code & 0x5555) << 1) | ((code & 0xAAAA) >> 1);
    }
    code
}

/// Where "near" the previous move is: the previous move and the liberties of the strings
/// with at most two liberties that hold it or touch it. Computed once per move.
#[derive(Clone, Copy, Debug)]
pub struct Near {
    prev: Point,
    libs: [Point; 10],
    n: usize,
}

impl Near {
    /// No previous move (start of the game, or after a pass): nothing is near.
    pub const NONE: Near = Near {
        prev: Point::NONE,
        libs: [Point::NONE; 10],
        n: 0,
    };

    /// Nearness to `prev` (a stone on `board`, or `None`).
    pub fn new(board: &Board, prev: Option<Point>) -> Near {
        let mut near = Near::NONE;
        let Some(q) = prev else { return near };
        if !board.color(q).is_player() {
            return near;
        }
        near.prev = q;
        let mut seen = [Point::NONE; 5];
        let mut ns = 0;
        let around = q.neighbors();
        for s in std::iter::once(q).chain(around) {
            if !board.color(s).is_player() || seen[..ns].iter().any(|&t| board.same_string(s, t)) {
                continue;
            }
            seen[ns] = s;
            ns += 1;
            let st = board.string(s);
            if st.liberties <= 2 {
                for l in st.libs.iter() {
                    near.libs[near.n] = l;
                    near.n += 1;
                }
            }
        }
        near
    }

    /// The previous move, if any.
    pub fn prev(&self) -> Option<Point> {
        (!self.prev.is_none()).then_some(self.prev)
    }

    /// Is `p` near the previous move?
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        if self.prev.is_none() {
            return false;
        }
        let (a, b) = (p.idx() as isize, self.prev.idx() as isize);
        let d = a - b;
        let ring = d == 0 || OFFSETS.contains(&d);
        ring || self.libs[..self.n].contains(&p)
    }
}

/// The property byte of a move of `color` at the empty point `p`, computing only the
/// property bits in `needs` (the others are 0).
#[inline]
pub fn properties(board: &Board, p: Point, color: Color, near: &Near, needs: u8) -> u8 {
    let mut props = 0;
    if needs & NEAR != 0 && near.contains(p) {
        props |= NEAR;
    }
    if needs & OUNSAFE != 0 && board.accuratelib_count(p, color, 2) <= 1 {
        props |= OUNSAFE;
    }
    if needs & (XUNSAFE | XSUICIDE) != 0 {
        let l = board.accuratelib_count(p, color.other(), 2);
        if l <= 1 {
            props |= needs & XUNSAFE;
        }
        if l == 0 {
            props |= needs & XSUICIDE;
        }
    }
    if needs & OCAP != 0 {
        props |= (board.capture_size(p, color).min(3) as u8) << OCAP_SHIFT;
    }
    if needs & XCAP != 0 {
        props |= (board.capture_size(p, color.other()).min(3) as u8) << XCAP_SHIFT;
    }
    props
}

/// The full local context (neighbourhood code, every property) of a move of `color` at `p`.
pub fn context(board: &Board, p: Point, color: Color, near: &Near) -> (u16, u8) {
    (
        neighbourhood_code(board, p, color),
        properties(board, p, color, near, 0xff),
    )
}

/// The table value of a move of `color` at the empty point `p` (legality not checked).
#[inline]
pub fn move_value(table: &McTable, board: &Board, p: Point, color: Color, near: &Near) -> u32 {
    let class = table.class_of(neighbourhood_code(board, p, color));
    let needs = table.needs(class);
    let props = if needs == 0 {
        0
    } else {
        properties(board, p, color, near, needs)
    };
    table.row_value(class, props)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns::{EMPTY, OFF, OPP, OWN};

    fn b(rows: &[&str]) -> Board {
        Board::from_rows(rows)
    }

    #[test]
    fn neighbourhood_code_in_the_corner_and_middle() {
        // X is black, O white; the player to move is white (own = O).
        let board = b(&["X.O..", "O....", ".....", ".....", "....."]);
        let p = Point::new(0, 1);
        let code = neighbourhood_code(&board, p, Color::White);
        // (-1,*) off, (0,-1) X, (0,1) O, (1,-1) O, (1,0) empty, (1,1) empty.
        let expect = [OFF, OFF, OFF, OPP, OWN, OWN, EMPTY, EMPTY];
        for (i, &v) in expect.iter().enumerate() {
            assert_eq!((code >> (2 * i)) & 3, v as u16, "neighbour {i}");
        }
        // Seen by black, own and opponent swap.
        let code_b = neighbourhood_code(&board, p, Color::Black);
        assert_eq!((code_b >> 6) & 3, OWN as u16);
        assert_eq!((code_b >> 8) & 3, OPP as u16);
        assert_eq!(
            neighbourhood_code(&b(&["...", "...", "..."]), Point::new(1, 1), Color::Black),
            0
        );
    }

    #[test]
    fn captures_and_self_atari() {
        let board = b(&[
            ".XO..", //
            "XOO..", //
            "OO...", //
            ".....", //
            ".....",
        ]);
        // Both X stones touch only (0,0): white there captures the two of them.
        let p = Point::new(0, 0);
        assert_eq!(board.capture_size(p, Color::White), 2);
        assert_eq!(board.capture_size(p, Color::Black), 0);
        // White captures two single stones: the new stone gets both points as liberties.
        assert_eq!(board.accuratelib_count(p, Color::White, 2), 2);
        // Black there would be suicide.
        assert_eq!(board.accuratelib_count(p, Color::Black, 2), 0);
        let props = properties(&board, p, Color::White, &Near::NONE, 0xff);
        assert_eq!(props, 2 << OCAP_SHIFT | XUNSAFE | XSUICIDE);

        // A ko: white captures one stone and has one liberty (the captured point).
        let ko = b(&[
            ".XO..", //
            "X.XO.", //
            ".XO..", //
            ".....", //
            ".....",
        ]);
        let k = Point::new(1, 1);
        assert_eq!(ko.capture_size(k, Color::White), 1);
        assert_eq!(ko.accuratelib_count(k, Color::White, 2), 1);
        let props = properties(&ko, k, Color::White, &Near::NONE, 0xff);
        assert_eq!(props, OUNSAFE | 1 << OCAP_SHIFT);
        // Black filling the point joins its four stones: liberties (0,0), (2,0), ... -> safe.
        assert_eq!(ko.accuratelib_count(k, Color::Black, 2), 2);
        assert_eq!(ko.capture_size(Point::new(1, 4), Color::Black), 0);
    }

    #[test]
    fn a_captured_string_touching_a_joined_string_gives_liberties() {
        let board = b(&[
            "..O..", //
            ".OXO.", //
            ".OX.O", //
            ".OXO.", //
            "..O..",
        ]);
        // X string (1,2),(2,2),(3,2): liberties (2,3) only. White at (2,3) captures 3 and
        // ends up with (2,2) plus the others: at least 2.
        let p = Point::new(2, 3);
        assert_eq!(board.capture_size(p, Color::White), 3);
        assert_eq!(board.accuratelib_count(p, Color::White, 2), 2);
        assert_eq!(
            properties(&board, p, Color::White, &Near::NONE, 0xff) & (OUNSAFE | OCAP),
            3 << OCAP_SHIFT
        );
    }

    #[test]
    fn self_atari_of_a_joined_string() {
        let board = b(&[
            "XXXX.", //
            "OOOX.", //
            ".X.X.", //
            "..X..", //
            ".....",
        ]);
        // White at (2,2) joins the O string (1,0..2) whose liberties are (2,0), (2,2): after
        // it, (2,0) only -> self-atari.
        let p = Point::new(2, 2);
        assert_eq!(board.accuratelib_count(p, Color::White, 2), 1);
        assert_eq!(
            properties(&board, p, Color::White, &Near::NONE, OUNSAFE),
            OUNSAFE
        );
        // Black there: captures nothing, black stones (2,1),(2,3),(3,2) joined have many
        // liberties.
        assert_eq!(board.accuratelib_count(p, Color::Black, 2), 2);
        // White at (2,0): liberties (2,2), (3,0).
        assert_eq!(
            board.accuratelib_count(Point::new(2, 0), Color::White, 2),
            2
        );
        // The white string has two liberties: black at (2,0) captures nothing.
        assert_eq!(board.capture_size(Point::new(2, 0), Color::Black), 0);
    }

    #[test]
    fn near_the_previous_move() {
        let mut board = b(&[
            ".....", //
            ".OXX.", //
            ".XOO.", //
            ".....", //
            ".....",
        ]);
        // Black plays (3,2): the white pair (2,2),(2,3) is left with (2,4), (3,3).
        assert!(board.trymove(Point::new(3, 2), Color::Black));
        let near = Near::new(&board, Some(Point::new(3, 2)));
        assert!(near.contains(Point::new(4, 3)), "diagonal");
        assert!(near.contains(Point::new(3, 2)), "the move itself");
        assert!(
            near.contains(Point::new(2, 4)),
            "liberty of the white pair it touches, outside the 3x3"
        );
        assert!(!near.contains(Point::new(4, 0)));
        // The black pair (1,2),(1,3) has three liberties; the white stone (1,1) two, but it
        // does not touch the move.
        assert!(!near.contains(Point::new(1, 4)));
        assert!(!near.contains(Point::new(0, 1)));
        assert!(!Near::NONE.contains(Point::new(2, 4)));
        assert_eq!(near.prev(), Some(Point::new(3, 2)));
        let props = properties(&board, Point::new(2, 4), Color::White, &near, 0xff);
        assert_eq!(props & NEAR, NEAR);
        let props = properties(&board, Point::new(2, 4), Color::White, &near, !NEAR);
        assert_eq!(props & NEAR, 0, "not computed unless needed");
    }
}

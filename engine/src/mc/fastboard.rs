//! The playout board: a copy of a position made for random games, with no undo log, no
//! hashing and no history, that keeps up to date, move by move, what the playout policy
//! reads.
//!
//! * Strings as rings of stones with a string id per stone (the id is a point of the
//!   string), a stone count and an exact liberty set per string (a bitset over the padded
//!   layout, only the words the board's size covers) with its count.
//! * Per point the 3x3 neighbourhood code seen by White ([`crate::mc::neighbourhood_code`];
//!   Black's is the same code with own and opponent swapped), changed in place when a stone
//!   is placed or captured next to the point.
//! * Per empty point and player the policy value of a move there as if it were not near the
//!   previous move ([`crate::mc::move_value`] with the NEAR bit clear: the same
//!   neighbourhood class, the same property byte, the same table value), and per row and
//!   player the sum of the values, so a move is drawn in proportion to its value by walking
//!   rows then points. A move changes the values only where its context can change: the 3x3
//!   around the stone placed and around the stones captured and, when the table reads the
//!   liberty properties, the liberties of the strings whose liberty count is or was at most
//!   two (a string with three or more liberties gives a move next to it at least two
//!   liberties and is never captured by it).
//! * Nearness is not kept: when the table reads it, each draw lays the near values of the
//!   player to move over the points near the previous move (its 3x3 and the liberties of the
//!   weak strings there, a dozen points, from the class and properties kept per point) and
//!   takes them off after the draw, so a move costs nothing for the points it makes near or
//!   no longer near, and only the player who draws pays for them.
//! * Simple ko (as [`Board`] has it), suicide refused, captures, and area scoring of a
//!   finished game.
//!
//! A position is copied once per search ([`FastBoard::from_board`]) and each UCT iteration
//! starts from it with [`FastBoard::copy_from`], which copies only the slots of the board's
//! size. The draw is the one [`crate::mc::Playout::choose`] makes on a [`Board`] (same order
//! of points, same use of the generator), so a playout on this board plays the moves a
//! playout on the full board plays from the same seed.

use super::policy::{McTable, NEAR, OCAP_SHIFT, OUNSAFE, XCAP_SHIFT, XSUICIDE, XUNSAFE};
use super::PlayoutResult;
use crate::board::Board;
use crate::rng::Rng;
use crate::types::{Color, Point, BOARDMAX, NS};
use pattern_abi::mc::{code_bits, OCAP, XCAP};

/// Offsets of the 3x3 neighbours in neighbourhood-code order.
const OFFSETS: [isize; 8] = {
    let mut o = [0isize; 8];
    let mut i = 0;
    while i < 8 {
        o[i] = super::NEIGHBOURS[i].0 as isize * NS as isize + super::NEIGHBOURS[i].1 as isize;
        i += 1;
    }
    o
};

/// Is `id` among the first `n` entries of `list`? (A small fixed array: unrolled, no
/// call.)
#[inline(always)]
fn holds<const N: usize>(list: &[u16; N], n: usize, id: u16) -> bool {
    let mut found = false;
    for (k, &x) in list.iter().enumerate() {
        found |= k < n && x == id;
    }
    found
}

/// Bitset words for a whole padded board.
const MAX_WORDS: usize = BOARDMAX.div_ceil(64);

/// Take the 3x3 around `p` out of the point set `set`.
#[inline(always)]
fn clear_3x3(set: &mut [u64; MAX_WORDS], p: Point) {
    for d in OFFSETS {
        let i = p.offset(d).idx();
        set[i / 64] &= !(1 << (i % 64));
    }
}

/// The points of the point set `words`, in index order.
#[inline(always)]
fn bit_points(words: &[u64]) -> impl Iterator<Item = Point> + '_ {
    words.iter().enumerate().flat_map(|(wi, &w)| {
        std::iter::successors((w != 0).then_some(w), |&w| {
            let rest = w & (w - 1);
            (rest != 0).then_some(rest)
        })
        .map(move |w| Point((wi * 64 + w.trailing_zeros() as usize) as u16))
    })
}

/// The low bits of the four orthogonal neighbours' fields in a neighbourhood code.
const ORTH_LOW: u16 = {
    let mut m = 0;
    let mut k = 0;
    while k < 4 {
        m |= 1 << (2 * ORTH[k].0);
        k += 1;
    }
    m
};

/// The orthogonal neighbours: (field in the neighbourhood code, offset).
const ORTH: [(usize, isize); 4] = {
    let mut o = [(0, 0isize); 4];
    let (mut i, mut k) = (0, 0);
    while i < 8 {
        if super::NEIGHBOURS[i].0 == 0 || super::NEIGHBOURS[i].1 == 0 {
            o[k] = (i, OFFSETS[i]);
            k += 1;
        }
        i += 1;
    }
    o
};

/// The property bits that depend on liberties and captures.
const LIB_PROPS: u8 = OUNSAFE | XUNSAFE | XSUICIDE | OCAP | XCAP;

/// The 3x3 around the previous move while a draw lays its near values: the values its
/// points had (in neighbourhood-code order) and the change of the sums of its three rows.
struct Ring {
    at: Point,
    old: [u32; 8],
    delta: [u64; 3],
}

/// Last good replies (Drake's LGRF-1): per colour and previous move, the answer that last
/// won a playout for that colour; a reply that loses is forgotten.
#[derive(Clone, Debug)]
pub struct Replies {
    reply: Vec<[Point; 2]>,
}

impl Default for Replies {
    fn default() -> Self {
        Replies {
            reply: vec![[Point::NONE; 2]; BOARDMAX],
        }
    }
}

impl Replies {
    /// The stored reply of `color` to `prev` (`Point::NONE` if none).
    #[inline]
    pub fn get(&self, color: Color, prev: Point) -> Point {
        if prev.is_none() {
            return Point::NONE;
        }
        self.reply[prev.idx()][color.index()]
    }

    /// Learn from a game's moves (tree and playout, passes as `Point::NONE`): the
    /// winner's answers are stored, the loser's forgotten.
    pub fn learn(&mut self, sequence: &[(Color, Point)], black_wins: bool) {
        for pair in sequence.windows(2) {
            let ((_, prev), (c, p)) = (pair[0], pair[1]);
            if prev.is_none() || p.is_none() {
                continue;
            }
            let slot = &mut self.reply[prev.idx()][c.index()];
            if (c == Color::Black) == black_wins {
                *slot = p;
            } else if *slot == p {
                *slot = Point::NONE;
            }
        }
    }

    /// Forget everything.
    pub fn clear(&mut self) {
        self.reply.iter_mut().for_each(|r| *r = [Point::NONE; 2]);
    }
}

/// The playout board (see the module documentation).
#[derive(Clone, Debug)]
pub struct FastBoard<'a> {
    table: McTable<'a>,
    /// The property bits some class of the table reads.
    table_needs: u8,
    size: usize,
    /// The first and last on-board slots: state is copied for `lo..=hi` only.
    lo: usize,
    hi: usize,
    /// Bitset words per liberty set.
    nw: usize,
    color: Vec<Color>,
    /// Next stone of the same string (circular).
    next: Vec<u16>,
    /// String id of each stone (a point of the string).
    sid: Vec<u16>,
    /// Per string id: stones and liberties.
    stones: Vec<u16>,
    nlibs: Vec<u16>,
    libs: Vec<u64>,
    /// Per point: the neighbourhood code seen by White.
    code: Vec<u16>,
    /// Per player (`Color::index`) and point: the policy value of a move there (0 when
    /// occupied).
    weight: [Vec<u32>; 2],
    /// Per player and point, when the table reads nearness: the value of a move there if it
    /// is near the previous move (what a draw lays over `weight`; 0 when occupied or off
    /// the board).
    near_weight: [Vec<u32>; 2],
    /// Per player and row: the sum of the row's values.
    row_sum: [[u64; crate::types::MAX_BOARD]; 2],
    total: [u64; 2],
    ko_point: Point,
    ko_color: Color,
    /// The previous move (a stone, or NONE after a pass or at the start).
    prev: Point,
    // Per-move scratch, not part of the position.
    stamp: u32,
    stamps: Vec<u32>,
    dirty: Vec<Point>,
    /// The near values laid over the drawing player's during a draw: (point, its value
    /// without nearness).
    overlay: Vec<(Point, u32)>,
    /// (string id, a liberty count it had during the move).
    lib_changes: Vec<(u16, u16)>,
    /// Moves drawn but illegal, with their values, during a draw.
    removed: Vec<(Point, u32)>,
}

impl<'a> FastBoard<'a> {
    /// The position of `board` (its stones and simple ko), `prev` the move before (for
    /// nearness; ignored unless it is a stone on the board), with `table`'s values.
    pub fn from_board(table: McTable<'a>, board: &Board, prev: Option<Point>) -> FastBoard<'a> {
        let size = board.size();
        let lo = Point::new(0, 0).idx();
        let hi = Point::new(size - 1, size - 1).idx();
        let nw = hi / 64 + 1;
        let table_needs = (0..table.rows()).fold(0, |a, c| a | table.needs(c));
        let mut fb = FastBoard {
            table,
            table_needs,
            size,
            lo,
            hi,
            nw,
            color: vec![Color::Border; BOARDMAX],
            next: vec![0; BOARDMAX],
            sid: vec![0; BOARDMAX],
            stones: vec![0; BOARDMAX],
            nlibs: vec![0; BOARDMAX],
            libs: vec![0; BOARDMAX * nw],
            code: vec![0; BOARDMAX],
            weight: [vec![0; BOARDMAX], vec![0; BOARDMAX]],
            near_weight: [vec![0; BOARDMAX], vec![0; BOARDMAX]],
            row_sum: [[0; crate::types::MAX_BOARD]; 2],
            total: [0; 2],
            ko_point: Point::NONE,
            ko_color: Color::Empty,
            prev: Point::NONE,
            stamp: 0,
            stamps: vec![0; BOARDMAX],
            dirty: Vec::with_capacity(BOARDMAX),
            overlay: Vec::with_capacity(32),
            lib_changes: Vec::with_capacity(64),
            removed: Vec::with_capacity(16),
        };
        for p in board.points() {
            fb.color[p.idx()] = board.color(p);
        }
        // Strings: ids and rings from the board's own.
        for p in board.points() {
            if !board.color(p).is_player() || fb.stones[board.find_origin(p).idx()] != 0 {
                continue;
            }
            let id = board.find_origin(p);
            let st = board.string(p);
            let stones: Vec<Point> = board.stones(p).collect();
            for (k, &s) in stones.iter().enumerate() {
                fb.sid[s.idx()] = id.0;
                fb.next[s.idx()] = stones[(k + 1) % stones.len()].0;
            }
            fb.stones[id.idx()] = st.size;
            for l in st.libs.iter() {
                fb.lib_insert(id.0, l);
            }
            debug_assert_eq!(fb.nlibs[id.idx()], st.liberties);
        }
        // Codes of every point around the board (occupied ones too: a capture empties them).
        for i in 0..BOARDMAX {
            let p = Point(i as u16);
            if fb.color[i] == Color::Border {
                continue;
            }
            let mut code = 0;
            for (k, &d) in OFFSETS.iter().enumerate() {
                code |= code_bits(k, fb.color[p.offset(d).idx()] as u8);
            }
            fb.code[i] = code;
        }
        let ko = board.ko_point();
        if !ko.is_none() {
            // Every neighbour of a ko point is the capturer's (or off the board).
            let capturer = ko
                .neighbors()
                .iter()
                .map(|&n| fb.color[n.idx()])
                .find(|c| c.is_player());
            if let Some(c) = capturer {
                fb.ko_point = ko;
                fb.ko_color = c.other();
            }
        }
        fb.set_prev(prev.unwrap_or(Point::NONE));
        // Stones have no value (zero, as the weights start).
        for p in board.points() {
            if fb.color(p) == Color::Empty {
                fb.refresh(p);
            }
        }
        fb
    }

    /// Make this board the position of `other` (a board of the same size and table), copying
    /// only the slots the size uses.
    pub fn copy_from(&mut self, other: &FastBoard<'a>) {
        debug_assert_eq!(self.size, other.size);
        let r = self.lo..=self.hi;
        self.color[r.clone()].copy_from_slice(&other.color[r.clone()]);
        self.next[r.clone()].copy_from_slice(&other.next[r.clone()]);
        self.sid[r.clone()].copy_from_slice(&other.sid[r.clone()]);
        self.stones[r.clone()].copy_from_slice(&other.stones[r.clone()]);
        self.nlibs[r.clone()].copy_from_slice(&other.nlibs[r.clone()]);
        self.code[r.clone()].copy_from_slice(&other.code[r.clone()]);
        for c in 0..2 {
            self.weight[c][r.clone()].copy_from_slice(&other.weight[c][r.clone()]);
            self.near_weight[c][r.clone()].copy_from_slice(&other.near_weight[c][r.clone()]);
        }
        let lr = self.lo * self.nw..(self.hi + 1) * self.nw;
        self.libs[lr.clone()].copy_from_slice(&other.libs[lr]);
        self.row_sum = other.row_sum;
        self.total = other.total;
        self.ko_point = other.ko_point;
        self.ko_color = other.ko_color;
        self.prev = other.prev;
    }

    pub fn size(&self) -> usize {
        self.size
    }

    pub fn table(&self) -> &McTable<'a> {
        &self.table
    }

    /// All points of the board, row by row from the top (as [`Board::points`]).
    pub fn points(&self) -> impl Iterator<Item = Point> {
        let n = self.size;
        (0..n).flat_map(move |i| (0..n).map(move |j| Point::new(i, j)))
    }

    #[inline]
    pub fn color(&self, p: Point) -> Color {
        self.color[p.idx()]
    }

    /// The simple-ko point (where the side that just lost a stone may not retake), or NONE.
    pub fn ko_point(&self) -> Point {
        self.ko_point
    }

    /// The previous move (NONE after a pass).
    pub fn prev(&self) -> Point {
        self.prev
    }

    /// Liberties of the string at `p` (0 for an empty point).
    #[inline]
    pub fn countlib(&self, p: Point) -> usize {
        if self.color(p).is_player() {
            self.nlibs[self.sid[p.idx()] as usize] as usize
        } else {
            0
        }
    }

    /// Stones of the string at `p`.
    pub fn countstones(&self, p: Point) -> usize {
        self.stones[self.sid[p.idx()] as usize] as usize
    }

    /// Are `a` and `b` stones of one string?
    pub fn same_string(&self, a: Point, b: Point) -> bool {
        self.color(a).is_player()
            && self.color(a) == self.color(b)
            && self.sid[a.idx()] == self.sid[b.idx()]
    }

    /// The neighbourhood code of `p` seen by `color` (as [`crate::mc::neighbourhood_code`]).
    #[inline]
    pub fn code(&self, p: Point, color: Color) -> u16 {
        let code = self.code[p.idx()];
        if color == Color::Black {
            ((code & 0x5555) << 1) | ((code & 0xAAAA) >> 1)
        } else {
            code
        }
    }

    /// The policy value of a move of `color` at `p` (0 if occupied): the value kept, with
    /// nearness to the previous move laid over it as a draw does.
    #[inline]
    pub fn value(&self, p: Point, color: Color) -> u32 {
        let (ci, i) = (color.index(), p.idx());
        if self.table_needs & NEAR != 0 && self.color[i] == Color::Empty && self.is_near(p) {
            return self.near_weight[ci][i];
        }
        self.weight[ci][i]
    }

    /// The sum of `color`'s move values without nearness (what is kept between draws).
    pub fn total(&self, color: Color) -> u64 {
        self.total[color.index()]
    }

    // ------------------------------------------------------------------ liberty sets

    #[inline]
    fn lib_words(&self, id: u16) -> &[u64] {
        let s = id as usize * self.nw;
        &self.libs[s..s + self.nw]
    }

    /// Add `p` to the liberties of string `id`; true if it was not one.
    #[inline]
    fn lib_insert(&mut self, id: u16, p: Point) -> bool {
        let w = id as usize * self.nw + p.idx() / 64;
        let bit = 1u64 << (p.idx() % 64);
        if self.libs[w] & bit != 0 {
            return false;
        }
        self.libs[w] |= bit;
        self.nlibs[id as usize] += 1;
        true
    }

    #[inline]
    fn lib_remove(&mut self, id: u16, p: Point) {
        let w = id as usize * self.nw + p.idx() / 64;
        let bit = 1u64 << (p.idx() % 64);
        if self.libs[w] & bit != 0 {
            self.libs[w] &= !bit;
            self.nlibs[id as usize] -= 1;
        }
    }

    /// Call `f` with each liberty of string `id`.
    #[inline]
    fn for_each_lib(&self, id: u16, mut f: impl FnMut(Point)) {
        for (wi, &w) in self.lib_words(id).iter().enumerate() {
            let mut w = w;
            while w != 0 {
                f(Point((wi * 64 + w.trailing_zeros() as usize) as u16));
                w &= w - 1;
            }
        }
    }

    // ------------------------------------------------------------------ legality

    /// Would the move be suicide? `p` must be empty.
    #[inline]
    pub fn is_suicide(&self, p: Point, color: Color) -> bool {
        for n in p.neighbors() {
            let c = self.color(n);
            if c == Color::Empty {
                return false;
            }
            if c.is_player() {
                let l = self.nlibs[self.sid[n.idx()] as usize];
                if (c == color) == (l > 1) {
                    // Own string with another liberty, or an opponent string captured.
                    return false;
                }
            }
        }
        true
    }

    /// Is the move legal (empty point, no suicide, simple ko)?
    #[inline]
    pub fn is_legal(&self, p: Point, color: Color) -> bool {
        self.color(p) == Color::Empty
            && !(p == self.ko_point && color == self.ko_color)
            && !self.is_suicide(p, color)
    }

    /// Is `p` a single-point eye of `color` ([`crate::eyes::is_eye`])?
    pub fn is_eye(&self, p: Point, color: Color) -> bool {
        if self.color(p) != Color::Empty {
            return false;
        }
        if p.neighbors()
            .iter()
            .any(|&n| self.color(n) != color && self.color(n) != Color::Border)
        {
            return false;
        }
        let (mut enemy, mut border) = (0, 0);
        for d in p.diagonals() {
            match self.color(d) {
                Color::Border => border += 1,
                c if c == color.other() => enemy += 1,
                _ => {}
            }
        }
        if border > 0 {
            enemy == 0
        } else {
            enemy <= 1
        }
    }

    /// Does `color` at `p` capture something?
    #[inline]
    pub fn does_capture_something(&self, p: Point, color: Color) -> bool {
        let other = color.other();
        p.neighbors()
            .iter()
            .any(|&n| self.color(n) == other && self.nlibs[self.sid[n.idx()] as usize] == 1)
    }

    /// Stones `color` would capture at `p` ([`Board::capture_size`]).
    pub fn capture_size(&self, p: Point, color: Color) -> usize {
        let other = color.other();
        let mut seen = [0u16; 4];
        let mut ns = 0;
        let mut total = 0;
        for n in p.neighbors() {
            if self.color(n) == other {
                let id = self.sid[n.idx()];
                if self.nlibs[id as usize] == 1 && !holds(&seen, ns, id) {
                    seen[ns] = id;
                    ns += 1;
                    total += self.stones[id as usize] as usize;
                }
            }
        }
        total
    }

    /// Liberties (counted up to 2) of the string `color` would have after playing at the
    /// empty point `p`, captures included (`Board::accuratelib_count(p, color, 2)`).
    pub fn libs_after(&self, p: Point, color: Color) -> usize {
        let other = color.other();
        let mut empties = 0;
        let mut friends = [0u16; 4];
        let mut nf = 0;
        let mut captures = false;
        for n in p.neighbors() {
            match self.color(n) {
                Color::Empty => empties += 1,
                c if c == color => {
                    let id = self.sid[n.idx()];
                    // A string with three liberties or more keeps two besides `p`.
                    if self.nlibs[id as usize] > 2 {
                        return 2;
                    }
                    if !holds(&friends, nf, id) {
                        friends[nf] = id;
                        nf += 1;
                    }
                }
                c if c == other => captures |= self.nlibs[self.sid[n.idx()] as usize] == 1,
                _ => {}
            }
        }
        if !captures && (nf == 0 || empties >= 2) {
            return empties.min(2);
        }
        let mut set = [0u64; MAX_WORDS];
        for n in p.neighbors() {
            if self.color(n) == Color::Empty {
                set[n.idx() / 64] |= 1 << (n.idx() % 64);
            }
        }
        for &f in &friends[..nf] {
            for (s, w) in set.iter_mut().zip(self.lib_words(f)) {
                *s |= w;
            }
        }
        if captures {
            let mut seen = [0u16; 4];
            let mut ns = 0;
            for n in p.neighbors() {
                if self.color(n) != other {
                    continue;
                }
                let id = self.sid[n.idx()];
                if self.nlibs[id as usize] != 1 || holds(&seen, ns, id) {
                    continue;
                }
                seen[ns] = id;
                ns += 1;
                // Its stones next to `p` or to a friendly string next to `p` become ours.
                let start = n.0;
                let mut s = start;
                loop {
                    let sp = Point(s);
                    if sp.neighbors().iter().any(|&m| {
                        m == p || (self.color(m) == color && holds(&friends, nf, self.sid[m.idx()]))
                    }) {
                        set[sp.idx() / 64] |= 1 << (sp.idx() % 64);
                    }
                    s = self.next[s as usize];
                    if s == start {
                        break;
                    }
                }
            }
        }
        set[p.idx() / 64] &= !(1 << (p.idx() % 64));
        let mut count = 0;
        for w in &set[..self.nw] {
            count += w.count_ones() as usize;
            if count >= 2 {
                return 2;
            }
        }
        count
    }

    // ------------------------------------------------------------------ policy values

    /// Is `p` near the previous move ([`crate::mc::Near::contains`])?
    #[inline]
    pub fn is_near(&self, p: Point) -> bool {
        let q = self.prev;
        if q.is_none() {
            return false;
        }
        let d = p.idx() as isize - q.idx() as isize;
        if d == 0 || OFFSETS.contains(&d) {
            return true;
        }
        std::iter::once(q).chain(q.neighbors()).any(|s| {
            self.color(s).is_player() && {
                let id = self.sid[s.idx()];
                let w = self.lib_words(id)[p.idx() / 64];
                self.nlibs[id as usize] <= 2 && w & (1 << (p.idx() % 64)) != 0
            }
        })
    }

    /// The property byte of a move of `color` at the empty point `p`, only the bits in
    /// `needs` computed ([`crate::mc::properties`]).
    pub fn properties(&self, p: Point, color: Color, needs: u8) -> u8 {
        let mut props = 0;
        if needs & NEAR != 0 && self.is_near(p) {
            props |= NEAR;
        }
        if needs & OUNSAFE != 0 && self.libs_after(p, color) <= 1 {
            props |= OUNSAFE;
        }
        if needs & (XUNSAFE | XSUICIDE) != 0 {
            let l = self.libs_after(p, color.other());
            if l <= 1 {
                props |= needs & XUNSAFE;
            }
            if l == 0 {
                props |= needs & XSUICIDE;
            }
        }
        if needs & OCAP != 0 {
            props |= (self.capture_size(p, color).min(3) as u8) << OCAP_SHIFT;
        }
        if needs & XCAP != 0 {
            props |= (self.capture_size(p, color.other()).min(3) as u8) << XCAP_SHIFT;
        }
        props
    }

    /// The table value of a move of `color` at the empty point `p`, computed afresh.
    #[inline]
    fn compute_value(&self, p: Point, color: Color) -> u32 {
        let class = self.table.class_of(self.code(p, color));
        let needs = self.table.needs(class);
        let props = if needs == 0 {
            0
        } else {
            self.properties(p, color, needs)
        };
        self.table.row_value(class, props)
    }

    /// Bring the values of `p` up to date: classes, properties, values.
    #[inline]
    fn refresh(&mut self, p: Point) {
        let i = p.idx();
        debug_assert_eq!(
            self.color[i],
            Color::Empty,
            "only empty points are refreshed"
        );
        // White first (`Color::index`), then Black with own and opponent swapped.
        let code = self.code[i];
        let swapped = ((code & 0x5555) << 1) | ((code & 0xAAAA) >> 1);
        let class = [self.table.class_of(code), self.table.class_of(swapped)];
        let needs = [self.table.needs(class[0]), self.table.needs(class[1])];
        let mut props = [0u8; 2];
        if (needs[0] | needs[1]) & LIB_PROPS != 0 {
            props = self.lib_props(p, code, needs);
        }
        let near = self.table_needs & NEAR != 0;
        for ci in 0..2 {
            let v = self.table.row_value(class[ci], props[ci]);
            if near {
                // A row that does not read nearness has the same value either way.
                self.near_weight[ci][i] = self.table.row_value(class[ci], props[ci] | NEAR);
            }
            self.set_weight(p, ci, v);
        }
    }

    /// The liberty and capture properties of the empty point `p` (whose White-relative
    /// code is `code`) for White and Black (by `Color::index`), each limited to what its
    /// class reads (`needs`), as [`FastBoard::properties`] computes them.
    #[inline]
    fn lib_props(&self, p: Point, code: u16, needs: [u8; 2]) -> [u8; 2] {
        // The four neighbours' colours are in the code (fields 1, 3, 4, 6): a field is
        // empty when both its bits are clear and a stone when exactly one is set (White 1,
        // Black 2, off the board 3). Their strings are read without branching on what the
        // neighbours are (an empty point or the border has a stale or zero id, a valid
        // index whose data is ignored): these tests go either way at random in a playout.
        let (lo, hi) = (code & ORTH_LOW, (code >> 1) & ORTH_LOW);
        let empties = 4 - (lo | hi).count_ones() as usize;
        if lo ^ hi == 0 && empties >= 2 {
            // No string next to `p`, two empty neighbours: no property.
            return [0, 0];
        }
        // Per player (by `Color::index`): a string of its own with more than two
        // liberties, one with at most two, and stones captured (opponent strings in atari,
        // each counted once).
        let mut safe = [false; 2];
        let mut weak = [false; 2];
        let mut caps = [0usize; 2];
        let mut ids = [0u16; 4];
        let mut stone = [false; 4];
        for k in 0..4 {
            let (field, d) = ORTH[k];
            let v = (code >> (2 * field)) & 3;
            let (white, black) = (v == Color::White as u16, v == Color::Black as u16);
            let id = self.sid[p.offset(d).idx()];
            // Ids are points of their strings: distinct strings, distinct ids.
            let mut first = white | black;
            for j in 0..k {
                first &= !(stone[j] & (ids[j] == id));
            }
            (ids[k], stone[k]) = (id, white | black);
            let l = self.nlibs[id as usize];
            let in_atari = first & (l == 1);
            let n = self.stones[id as usize] as usize;
            safe[0] |= white & (l > 2);
            safe[1] |= black & (l > 2);
            weak[0] |= white & (l <= 2);
            weak[1] |= black & (l <= 2);
            caps[1] += (white & in_atari) as usize * n;
            caps[0] += (black & in_atari) as usize * n;
        }
        const COLORS: [Color; 2] = [Color::White, Color::Black];
        let mut libs = [0usize; 2];
        for ci in 0..2 {
            // Two empty neighbours, or an own string with three liberties, or a capture
            // and an empty neighbour: two liberties at least. With none of these, no
            // capture and no weak string of its own, the empty neighbours are all.
            let two = safe[ci] | (empties >= 2) | ((caps[ci] > 0) & (empties == 1));
            libs[ci] = if two { 2 } else { empties };
            if !two
                && (caps[ci] > 0 || weak[ci])
                && (needs[ci] & OUNSAFE != 0 || needs[1 - ci] & (XUNSAFE | XSUICIDE) != 0)
            {
                libs[ci] = self.libs_after(p, COLORS[ci]);
            }
            caps[ci] = caps[ci].min(3);
        }
        // Every property for both players, then what each class reads (each property
        // group is all or none of its bits in `needs`).
        let (short, none) = (libs.map(|l| l <= 1), libs.map(|l| l == 0));
        let mut props = [0u8; 2];
        for ci in 0..2 {
            let oi = 1 - ci;
            let full = (short[ci] as u8 * OUNSAFE)
                | (short[oi] as u8 * XUNSAFE)
                | (none[oi] as u8 * XSUICIDE)
                | ((caps[ci] as u8) << OCAP_SHIFT)
                | ((caps[oi] as u8) << XCAP_SHIFT);
            props[ci] = full & needs[ci];
        }
        props
    }

    /// Set `ci`'s value at `p`, keeping the row sum and the total (without a test: the
    /// value is as often the same as not).
    #[inline]
    fn set_weight(&mut self, p: Point, ci: usize, v: u32) {
        let i = p.idx();
        let d = (v as u64).wrapping_sub(self.weight[ci][i] as u64);
        self.weight[ci][i] = v;
        let row = p.row();
        self.row_sum[ci][row] = self.row_sum[ci][row].wrapping_add(d);
        self.total[ci] = self.total[ci].wrapping_add(d);
    }

    #[inline]
    fn mark(&mut self, p: Point) {
        if self.stamps[p.idx()] != self.stamp {
            self.stamps[p.idx()] = self.stamp;
            self.dirty.push(p);
        }
    }

    fn begin_move(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        self.dirty.clear();
        self.lib_changes.clear();
    }

    /// Make `prev` (a stone, or NONE) the previous move.
    fn set_prev(&mut self, prev: Point) {
        self.prev = if prev.is_none() || !self.color(prev).is_player() {
            Point::NONE
        } else {
            prev
        };
    }

    /// Lay the near values of player `ci` over the points near the previous move, when the
    /// table reads nearness: the 3x3 around it (its values without nearness returned in a
    /// [`Ring`]), then the liberties of its weak strings (theirs go to `overlay`).
    fn lay_near(&mut self, ci: usize) -> Ring {
        let prev = self.prev;
        let mut ring = Ring {
            at: Point::NONE,
            old: [0; 8],
            delta: [0; 3],
        };
        if self.table_needs & NEAR == 0 || prev.is_none() {
            return ring;
        }
        // The 3x3 (the previous move itself is a stone), without a branch per point: every
        // point takes its near value (zero for a stone or the border, as its value), and
        // the row sums change once per row.
        ring.at = prev;
        for (k, &d) in OFFSETS.iter().enumerate() {
            let i = prev.offset(d).idx();
            let old = self.weight[ci][i];
            let v = self.near_weight[ci][i];
            self.weight[ci][i] = v;
            ring.old[k] = old;
            let r = (super::NEIGHBOURS[k].0 + 1) as usize;
            ring.delta[r] = ring.delta[r].wrapping_add((v as u64).wrapping_sub(old as u64));
        }
        self.add_ring_rows(ci, &ring, false);
        // The liberties of the strings with at most two liberties at it or next to it,
        // outside the 3x3 (already near): their union (a string met twice adds nothing),
        // often empty once the 3x3 is taken out.
        let mut set = [0u64; MAX_WORDS];
        let mut any = false;
        for s in std::iter::once(prev).chain(prev.neighbors()) {
            let id = self.sid[s.idx()];
            if self.color(s).is_player() && self.nlibs[id as usize] <= 2 {
                any = true;
                for (w, l) in set.iter_mut().zip(self.lib_words(id)) {
                    *w |= l;
                }
            }
        }
        if any {
            clear_3x3(&mut set, prev);
            for l in bit_points(&set[..self.nw]) {
                self.near_value(l, ci);
            }
        }
        ring
    }

    /// Add the changes of the rows of `ring` to `ci`'s row sums and total (or take them
    /// off, when `undo`).
    #[inline]
    fn add_ring_rows(&mut self, ci: usize, ring: &Ring, undo: bool) {
        let row = ring.at.row();
        for (r, &d) in ring.delta.iter().enumerate() {
            let d = if undo { d.wrapping_neg() } else { d };
            // Rows off the board have no change (their points are the border's).
            if let Some(x) = (row + r).checked_sub(1).filter(|&x| x < self.size) {
                self.row_sum[ci][x] = self.row_sum[ci][x].wrapping_add(d);
            }
            self.total[ci] = self.total[ci].wrapping_add(d);
        }
    }

    /// Take the near values laid by [`FastBoard::lay_near`] off the 3x3 of `ring`.
    fn lift_ring(&mut self, ci: usize, ring: &Ring) {
        if ring.at.is_none() {
            return;
        }
        for (k, &d) in OFFSETS.iter().enumerate() {
            self.weight[ci][ring.at.offset(d).idx()] = ring.old[k];
        }
        self.add_ring_rows(ci, ring, true);
    }

    /// Give the empty point `q` its near value for player `ci` (twice is once: the value is
    /// the one kept in `near_weight`, not worked out from the weight).
    #[inline(always)]
    fn near_value(&mut self, q: Point, ci: usize) {
        // No test whether the value changes (about as likely as not), so the draw's points
        // are laid and taken off without branching.
        let i = q.idx();
        let old = self.weight[ci][i];
        let v = self.near_weight[ci][i];
        self.overlay.push((q, old));
        self.set_weight(q, ci, v);
    }

    /// Bring the values of the points the move at `prev` (a stone) touched up to date.
    fn end_move(&mut self, prev: Point) {
        // Without captures (nothing marked) every point to value again comes up once below,
        // and is valued at once; captures marked points, and these join them.
        let direct = self.dirty.is_empty();
        if self.table_needs & LIB_PROPS != 0 {
            // The liberties of every string whose count is or was at most two, each point
            // once (a string is often listed more than once), but those around the stone
            // placed (refreshed below).
            let mut set = [0u64; MAX_WORDS];
            let mut any = false;
            for &(id, count) in &self.lib_changes {
                if count <= 2 || self.nlibs[id as usize] <= 2 {
                    any = true;
                    for (s, w) in set.iter_mut().zip(self.lib_words(id)) {
                        *s |= w;
                    }
                }
            }
            if any {
                clear_3x3(&mut set, prev);
                for l in bit_points(&set[..self.nw]) {
                    self.touch(l, direct);
                }
            }
        }
        self.set_prev(prev);
        // The empty points around the stone (outside the liberties above).
        for d in OFFSETS {
            let n = prev.offset(d);
            if self.color[n.idx()] == Color::Empty {
                self.touch(n, direct);
            }
        }
        for k in 0..self.dirty.len() {
            let p = self.dirty[k];
            self.refresh(p);
        }
    }

    /// Value `p` again now (`direct`: no point of the move was marked, and `p` comes up
    /// only once), or mark it for the end of the move.
    #[inline]
    fn touch(&mut self, p: Point, direct: bool) {
        if direct {
            self.refresh(p);
        } else {
            self.mark(p);
        }
    }

    /// Put a stone of `color` (or empty) at `p`, updating the codes around it.
    #[inline]
    fn set_color(&mut self, p: Point, color: Color) {
        self.color[p.idx()] = color;
        if color == Color::Empty {
            self.mark(p);
        } else {
            // A stone has no value, near or not (and its point is refreshed only if it is
            // captured).
            self.set_weight(p, 0, 0);
            self.set_weight(p, 1, 0);
            self.near_weight[0][p.idx()] = 0;
            self.near_weight[1][p.idx()] = 0;
        }
        for (k, &d) in OFFSETS.iter().enumerate() {
            let n = p.offset(d);
            // `n` sees `p` in the opposite direction: neighbour 7 - k.
            let shift = 2 * (7 - k);
            let c = &mut self.code[n.idx()];
            *c = (*c & !(3 << shift)) | ((color as u16) << shift);
            // Around a captured stone the empty points are marked for the end of the
            // move (stones have no value; one captured later in the move is marked then).
            // Around the stone placed, `end_move` refreshes them itself.
            if color == Color::Empty && self.color[n.idx()] == Color::Empty {
                self.mark(n);
            }
        }
    }

    // ------------------------------------------------------------------ moves

    /// A pass: no stone, nothing is near any more. The ko (if any) stays: it binds the
    /// player who just passed, and the next stone clears it (as on a [`Board`], where a
    /// playout's or a tree's pass is no move at all).
    pub fn pass(&mut self) {
        self.prev = Point::NONE;
    }

    /// Play `color` at `p` if legal (false, and nothing changed, otherwise).
    pub fn play(&mut self, p: Point, color: Color) -> bool {
        if !self.is_legal(p, color) {
            return false;
        }
        self.begin_move();
        self.place(p, color);
        self.end_move(p);
        true
    }

    /// Place a legal stone: strings merged, liberties taken, captures removed, ko set.
    fn place(&mut self, p: Point, color: Color) {
        let other = color.other();
        let pi = p.idx();
        self.ko_point = Point::NONE;
        self.ko_color = Color::Empty;
        self.set_color(p, color);

        let mut friends = [0u16; 4];
        let mut nf = 0;
        let mut enemies = [0u16; 4];
        let mut ne = 0;
        for n in p.neighbors() {
            let c = self.color(n);
            if c == color {
                let id = self.sid[n.idx()];
                if !holds(&friends, nf, id) {
                    friends[nf] = id;
                    nf += 1;
                }
            } else if c == other {
                let id = self.sid[n.idx()];
                if !holds(&enemies, ne, id) {
                    enemies[ne] = id;
                    ne += 1;
                }
            }
        }

        let t = if nf == 0 {
            let id = pi as u16;
            self.sid[pi] = id;
            self.next[pi] = id;
            self.stones[pi] = 1;
            self.nlibs[pi] = 0;
            let s = pi * self.nw;
            self.libs[s..s + self.nw].iter_mut().for_each(|w| *w = 0);
            id
        } else {
            let mut t = friends[0];
            for &f in &friends[1..nf] {
                if self.stones[f as usize] > self.stones[t as usize] {
                    t = f;
                }
            }
            let fewest = friends[..nf]
                .iter()
                .map(|&f| self.nlibs[f as usize])
                .min()
                .unwrap_or(u16::MAX);
            for &f in &friends[..nf] {
                if f == t {
                    continue;
                }
                let mut q = f;
                loop {
                    self.sid[q as usize] = t;
                    q = self.next[q as usize];
                    if q == f {
                        break;
                    }
                }
                // Splice the rings: exchanging the two successors joins them.
                self.next.swap(t as usize, f as usize);
                self.stones[t as usize] += self.stones[f as usize];
                let (ts, fs) = (t as usize * self.nw, f as usize * self.nw);
                for k in 0..self.nw {
                    self.libs[ts + k] |= self.libs[fs + k];
                }
            }
            self.sid[pi] = t;
            self.next[pi] = self.next[t as usize];
            self.next[t as usize] = pi as u16;
            self.stones[t as usize] += 1;
            if nf > 1 {
                let ts = t as usize * self.nw;
                self.nlibs[t as usize] = self.libs[ts..ts + self.nw]
                    .iter()
                    .map(|w| w.count_ones() as u16)
                    .sum();
            }
            self.lib_remove(t, p);
            self.lib_changes.push((t, fewest));
            t
        };
        for n in p.neighbors() {
            if self.color(n) == Color::Empty {
                self.lib_insert(t, n);
            }
        }

        let mut captured = 0usize;
        let mut last_captured = Point::NONE;
        for &e in &enemies[..ne] {
            self.lib_remove(e, p);
            if self.nlibs[e as usize] == 0 {
                captured += self.stones[e as usize] as usize;
                last_captured = Point(e);
                self.remove_string(e, color);
            } else {
                self.lib_changes.push((e, self.nlibs[e as usize]));
            }
        }
        self.lib_changes.push((t, self.nlibs[t as usize]));
        if captured == 1 && self.stones[t as usize] == 1 && self.nlibs[t as usize] == 1 {
            self.ko_point = last_captured;
            self.ko_color = other;
        }
    }

    /// Remove the string `id`; its points become liberties of `capturer`'s strings.
    fn remove_string(&mut self, id: u16, capturer: Color) {
        let mut q = id;
        loop {
            self.set_color(Point(q), Color::Empty);
            q = self.next[q as usize];
            if q == id {
                break;
            }
        }
        let mut q = id;
        loop {
            let qp = Point(q);
            for n in qp.neighbors() {
                if self.color(n) == capturer {
                    let s = self.sid[n.idx()];
                    let before = self.nlibs[s as usize];
                    if self.lib_insert(s, qp) {
                        self.lib_changes.push((s, before));
                    }
                }
            }
            q = self.next[q as usize];
            if q == id {
                break;
            }
        }
    }

    // ------------------------------------------------------------------ playouts

    /// A move for `color` drawn with probability proportional to its value among the legal
    /// moves (as [`crate::mc::Playout::choose`] draws on a [`Board`]); `None` (pass) if
    /// every legal move is worth zero.
    pub fn choose(&mut self, color: Color, rng: &mut Rng) -> Option<Point> {
        let ci = color.index();
        let ring = self.lay_near(ci);
        let mut total = self.total[ci];
        let mut found = None;
        while total > 0 {
            let p = self.find(ci, rng.below(total));
            if self.is_legal(p, color) {
                found = Some(p);
                break;
            }
            // Drawn again among the rest: the illegal move's value is set aside meanwhile.
            let w = self.weight[ci][p.idx()];
            self.removed.push((p, w));
            self.set_weight(p, ci, 0);
            total -= w as u64;
        }
        while let Some((p, w)) = self.removed.pop() {
            self.set_weight(p, ci, w);
        }
        while let Some((p, w)) = self.overlay.pop() {
            self.set_weight(p, ci, w);
        }
        self.lift_ring(ci, &ring);
        found
    }

    /// The point where the running sum of `ci`'s values, in point order, passes `r`
    /// (`r` below the total). Without an early exit, whose branch would go either way at
    /// random: the row is the number of rows whose running sum is at most `r`, the column
    /// likewise in that row.
    #[inline]
    fn find(&self, ci: usize, r: u64) -> Point {
        let (mut row, mut before, mut acc) = (0, 0, 0);
        for &rs in &self.row_sum[ci][..self.size] {
            acc += rs;
            let passed = acc <= r;
            row += passed as usize;
            before = if passed { acc } else { before };
        }
        debug_assert!(row < self.size, "the total agrees with the row sums");
        let r = r - before;
        let start = Point::new(row, 0).idx();
        let (mut col, mut acc) = (0, 0);
        for &w in &self.weight[ci][start..start + self.size] {
            acc += w as u64;
            col += (acc <= r) as usize;
        }
        debug_assert!(col < self.size, "row sums agree with the values");
        Point((start + col) as u16)
    }

    /// Play a random game from here, `first` to move, until two passes in a row or
    /// `max_moves` moves (as [`crate::mc::Playout::run`]). The stones played are appended to
    /// `record` with their colours, if given.
    pub fn playout(
        &mut self,
        first: Color,
        rng: &mut Rng,
        max_moves: usize,
        record: Option<&mut Vec<(Color, Point)>>,
    ) -> PlayoutResult {
        self.playout_with_replies(first, rng, max_moves, record, None)
    }

    /// [`FastBoard::playout`], answering the previous move with its last good reply where
    /// `replies` holds one that is legal, fills no eye and is no self-atari.
    pub fn playout_with_replies(
        &mut self,
        first: Color,
        rng: &mut Rng,
        max_moves: usize,
        mut record: Option<&mut Vec<(Color, Point)>>,
        replies: Option<&Replies>,
    ) -> PlayoutResult {
        let mut color = first;
        let (mut stones, mut moves, mut passes) = (0, 0, 0);
        while moves < max_moves {
            moves += 1;
            let reply = replies.map(|r| r.get(color, self.prev)).filter(|&p| {
                !p.is_none()
                    && self.is_legal(p, color)
                    && !self.is_eye(p, color)
                    && self.libs_after(p, color) >= 2
            });
            match reply.or_else(|| self.choose(color, rng)) {
                Some(p) => {
                    self.begin_move();
                    self.place(p, color);
                    self.end_move(p);
                    if let Some(r) = record.as_deref_mut() {
                        r.push((color, p));
                    }
                    stones += 1;
                    passes = 0;
                }
                None => {
                    passes += 1;
                    if passes == 2 {
                        return PlayoutResult {
                            stones,
                            moves,
                            finished: true,
                        };
                    }
                    self.pass();
                }
            }
            color = color.other();
        }
        PlayoutResult {
            stones,
            moves,
            finished: false,
        }
    }

    /// Black's area minus White's and `komi` (stones, and empty points whose neighbours are
    /// all of one colour), as [`crate::mc::uct::playout_margin`] scores a [`Board`]; each
    /// point's owner is added to `ownership` (+1 Black, -1 White) when it has an entry for
    /// every point.
    pub fn margin(&self, komi: f32, ownership: &mut [i32]) -> f32 {
        let mut margin = 0i32;
        let track = ownership.len() >= BOARDMAX;
        for p in self.points() {
            let v = match self.color(p) {
                Color::Black => 1,
                Color::White => -1,
                _ => {
                    let mut seen = 0u8;
                    for n in p.neighbors() {
                        seen |= match self.color(n) {
                            Color::Black => 1,
                            Color::White => 2,
                            _ => 0,
                        };
                    }
                    match seen {
                        1 => 1,
                        2 => -1,
                        _ => 0,
                    }
                }
            };
            if track {
                ownership[p.idx()] += v;
            }
            margin += v;
        }
        margin as f32 - komi
    }

    /// Check every incremental structure against a recomputation from the stones (tests).
    pub fn check(&self) -> Result<(), String> {
        // Strings: flood fill and compare.
        for p in self.points() {
            let c = self.color(p);
            if !c.is_player() {
                continue;
            }
            let id = self.sid[p.idx()];
            let mut ring = vec![];
            let mut q = id;
            loop {
                ring.push(q);
                q = self.next[q as usize];
                if q == id || ring.len() > BOARDMAX {
                    break;
                }
            }
            if !ring.contains(&p.0) {
                return Err(format!("{p:?} not in its string's ring"));
            }
            if ring.len() != self.stones[id as usize] as usize {
                return Err(format!(
                    "{p:?}: ring of {} vs {}",
                    ring.len(),
                    self.stones[id as usize]
                ));
            }
            let mut libs = std::collections::BTreeSet::new();
            for &s in &ring {
                if self.sid[s as usize] != id || self.color[s as usize] != c {
                    return Err(format!("{p:?}: bad stone {s} in ring"));
                }
                for n in Point(s).neighbors() {
                    if self.color(n) == Color::Empty {
                        libs.insert(n);
                    }
                    if self.color(n) == c && self.sid[n.idx()] != id {
                        return Err(format!("{p:?}: neighbour {n:?} in another string"));
                    }
                }
            }
            let mut have = std::collections::BTreeSet::new();
            self.for_each_lib(id, |l| {
                have.insert(l);
            });
            if libs != have || libs.len() != self.nlibs[id as usize] as usize {
                return Err(format!(
                    "{p:?}: liberties {have:?} ({}) vs {libs:?}",
                    self.nlibs[id as usize]
                ));
            }
        }
        for p in self.points() {
            let mut code = 0;
            for (k, &d) in OFFSETS.iter().enumerate() {
                code |= code_bits(k, self.color(p.offset(d)) as u8);
            }
            if code != self.code[p.idx()] {
                return Err(format!(
                    "{p:?}: code {:#x} vs {code:#x}",
                    self.code[p.idx()]
                ));
            }
        }
        let mut rows = [[0u64; crate::types::MAX_BOARD]; 2];
        for p in self.points() {
            for c in [Color::White, Color::Black] {
                let empty = self.color(p) == Color::Empty;
                // The value with nearness, and the value kept (without it).
                let (want, want_kept) = if empty {
                    let class = self.table.class_of(self.code(p, c));
                    let needs = self.table.needs(class);
                    let far = self
                        .table
                        .row_value(class, self.properties(p, c, needs & !NEAR));
                    (self.compute_value(p, c), far)
                } else {
                    (0, 0)
                };
                if want != self.value(p, c) || want_kept != self.weight[c.index()][p.idx()] {
                    return Err(format!(
                        "{p:?} {c:?}: value {} ({} kept), {want} ({want_kept}) fresh",
                        self.value(p, c),
                        self.weight[c.index()][p.idx()]
                    ));
                }
                rows[c.index()][p.row()] += want_kept as u64;
                if empty && self.table_needs & NEAR != 0 {
                    let class = self.table.class_of(self.code(p, c));
                    let needs = self.table.needs(class);
                    let props = self.properties(p, c, needs & !NEAR) | (needs & NEAR);
                    let kept = self.near_weight[c.index()][p.idx()];
                    if kept != self.table.row_value(class, props) {
                        return Err(format!("{p:?} {c:?}: near value {kept} kept"));
                    }
                }
            }
        }
        let totals = rows.map(|r| r.iter().sum::<u64>());
        if rows != self.row_sum || totals != self.total {
            return Err(format!("row sums or totals {:?}", self.total));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mc::policy::{self, Near};
    use crate::mc::Playout;

    /// A table of `classes` rows of random values (zeros among them) whose every row but the
    /// first reads every property, the class of a code picked at random.
    fn random_table(seed: u64, classes: usize) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
        let mut rng = Rng::new(seed);
        let mut class = Vec::with_capacity(2 << 16);
        for _ in 0..1 << 16 {
            class.extend((rng.below(classes as u64) as u16).to_le_bytes());
        }
        let mut rows = Vec::new();
        for _ in 0..classes * 256 {
            let v = if rng.below(5) == 0 {
                0
            } else {
                rng.below(100) as u32
            };
            rows.extend(v.to_le_bytes());
        }
        let mut needs = vec![0xffu8; classes];
        needs[0] = 0;
        // Row 0 reads nothing: its values must not depend on the properties.
        let row0: Vec<u8> = rows[..4].to_vec();
        for k in 0..256 {
            rows[4 * k..4 * k + 4].copy_from_slice(&row0);
        }
        (class, rows, needs)
    }

    fn empty_table_value_one() -> (Vec<u8>, Vec<u8>, Vec<u8>) {
        let rows: Vec<u8> = std::iter::repeat_n(1u32.to_le_bytes(), 256)
            .flatten()
            .collect();
        (vec![0u8; 2 << 16], rows, vec![0])
    }

    /// Everything the fast board answers agrees with the full board and `policy.rs`.
    fn compare(fb: &FastBoard, board: &Board, prev: Option<Point>) {
        fb.check().unwrap();
        let table = fb.table();
        let near = Near::new(board, prev);
        for p in board.points() {
            assert_eq!(fb.color(p), board.color(p));
            if board.color(p) != Color::Empty {
                assert_eq!(fb.countlib(p), board.countlib(p));
                continue;
            }
            for c in [Color::Black, Color::White] {
                let at = || format!("{c:?} {}\n{}", p.to_vertex(board.size()), board.to_ascii());
                assert_eq!(
                    fb.code(p, c),
                    policy::neighbourhood_code(board, p, c),
                    "{}",
                    at()
                );
                assert_eq!(
                    fb.properties(p, c, 0xff),
                    policy::properties(board, p, c, &near, 0xff),
                    "{}",
                    at()
                );
                assert_eq!(
                    fb.value(p, c),
                    policy::move_value(table, board, p, c, &near),
                    "{}",
                    at()
                );
                assert_eq!(fb.is_legal(p, c), board.is_legal(p, c), "{}", at());
                assert_eq!(
                    fb.is_eye(p, c),
                    crate::eyes::is_eye(board, p, c),
                    "{}",
                    at()
                );
                assert_eq!(
                    fb.libs_after(p, c),
                    board.accuratelib_count(p, c, 2),
                    "{}",
                    at()
                );
                assert_eq!(
                    fb.does_capture_something(p, c),
                    board.does_capture_something(p, c)
                );
            }
        }
        assert_eq!(fb.ko_point(), board.ko_point());
    }

    #[test]
    fn random_games_agree_with_the_board_and_the_policy() {
        let (c, r, n) = random_table(3, 40);
        let table = McTable::new(&c, &r, &n);
        table.validate().unwrap();
        let mut rng = Rng::new(17);
        let mut moves = 0;
        for game in 0..24 {
            let size = [5, 7, 9, 13][game % 4];
            let mut board = Board::new(size);
            let mut fb = FastBoard::from_board(table, &board, None);
            let mut color = Color::Black;
            let mut prev = None;
            for _ in 0..3 * size * size {
                compare(&fb, &board, prev);
                // Uniformly among the legal moves, or a pass now and then.
                let legal: Vec<Point> = board
                    .points()
                    .filter(|&p| board.is_legal(p, color))
                    .collect();
                if legal.is_empty() || rng.below(30) == 0 {
                    fb.pass();
                    prev = None;
                } else {
                    let p = legal[rng.below(legal.len() as u64) as usize];
                    assert!(fb.play(p, color));
                    assert!(board.trymove(p, color));
                    prev = Some(p);
                    moves += 1;
                }
                color = color.other();
            }
        }
        assert!(moves > 2000, "{moves}");
    }

    #[test]
    fn a_position_copied_from_a_board_with_strings_and_ko() {
        let (c, r, n) = random_table(5, 30);
        let table = McTable::new(&c, &r, &n);
        let mut board = Board::from_rows(&[
            ".XO....", //
            "X.XO...", //
            ".XO.OO.", //
            "..XXOX.", //
            "...O.X.", //
            "XX.....", //
            ".O.....",
        ]);
        // White takes the ko at (1,1).
        assert!(board.trymove(Point::new(1, 1), Color::White));
        let prev = Some(Point::new(1, 1));
        let fb = FastBoard::from_board(table, &board, prev);
        compare(&fb, &board, prev);
        assert_eq!(fb.ko_point(), Point::new(1, 2));
        assert!(!fb.is_legal(Point::new(1, 2), Color::Black), "ko");
        assert!(fb.is_legal(Point::new(1, 2), Color::White));
        let mut copy = FastBoard::from_board(table, &Board::new(7), None);
        copy.copy_from(&fb);
        compare(&copy, &board, prev);
    }

    #[test]
    fn captures_ko_and_suicide() {
        let (c, r, n) = empty_table_value_one();
        let table = McTable::new(&c, &r, &n);
        let board = Board::from_rows(&[
            "XX...", //
            "X.X..", //
            ".X...", //
            ".....", //
            ".....",
        ]);
        let mut fb = FastBoard::from_board(table, &board, None);
        let eye = Point::new(1, 1);
        assert!(fb.is_suicide(eye, Color::White));
        assert!(!fb.is_legal(eye, Color::White));
        assert!(!fb.play(eye, Color::White), "suicide refused");
        assert!(fb.is_eye(eye, Color::Black));
        assert!(fb.is_legal(eye, Color::Black));
        assert!(fb.play(eye, Color::Black));
        fb.check().unwrap();
        assert_eq!(fb.countstones(eye), 6, "all joined");
        assert_eq!(fb.countlib(eye), 5);
        let ko = Board::from_rows(&[
            ".XO..", //
            "X.XO.", //
            ".XO..", //
            ".....", //
            ".....",
        ]);
        let mut fb = FastBoard::from_board(table, &ko, None);
        let k = Point::new(1, 1);
        assert_eq!(fb.capture_size(k, Color::White), 1);
        assert!(fb.play(k, Color::White));
        fb.check().unwrap();
        assert_eq!(fb.color(Point::new(1, 2)), Color::Empty, "captured");
        assert_eq!(fb.ko_point(), Point::new(1, 2));
        assert!(
            !fb.play(Point::new(1, 2), Color::Black),
            "retaking the ko at once"
        );
        assert!(
            fb.value(Point::new(1, 2), Color::Black) > 0,
            "a value, but illegal"
        );
        // Elsewhere first, then the ko may be retaken.
        assert!(fb.play(Point::new(4, 4), Color::Black));
        assert!(fb.play(Point::new(4, 0), Color::White));
        assert!(fb.play(Point::new(1, 2), Color::Black));
        assert_eq!(fb.color(k), Color::Empty);
        assert_eq!(fb.ko_point(), k);
        fb.check().unwrap();
        // A bigger capture: the two black stones in the corner.
        let two = Board::from_rows(&[
            "XX...", //
            "OOO..", //
            ".....", //
            ".....", //
            ".....",
        ]);
        let mut fb = FastBoard::from_board(table, &two, None);
        let p = Point::new(0, 2);
        assert_eq!(fb.capture_size(p, Color::White), 2);
        assert_eq!(fb.libs_after(p, Color::White), 2);
        assert_eq!(
            fb.libs_after(p, Color::Black),
            1,
            "black there: a self-atari"
        );
        assert!(fb.play(p, Color::White));
        fb.check().unwrap();
        assert_eq!(fb.color(Point::new(0, 0)), Color::Empty);
        assert_eq!(fb.color(Point::new(0, 1)), Color::Empty);
        assert_eq!(fb.ko_point(), Point::NONE, "two stones: no ko");
        assert_eq!(fb.countstones(p), 4);
        assert_eq!(fb.countlib(p), 7);
        // Black back at (0,1): a single stone with liberties (0,0) only... not a suicide.
        assert_eq!(fb.libs_after(Point::new(0, 1), Color::Black), 1);
        assert!(fb.play(Point::new(0, 1), Color::Black));
        assert_eq!(fb.countlib(Point::new(0, 1)), 1);
        fb.check().unwrap();
    }

    #[test]
    fn last_good_replies_keep_the_winners_answers_and_forget_the_losers() {
        let (a, b, c) = (Point::new(2, 2), Point::new(2, 3), Point::new(3, 3));
        let mut r = Replies::default();
        let game = [
            (Color::Black, a),
            (Color::White, b),
            (Color::Black, Point::NONE),
            (Color::White, c),
        ];
        r.learn(&game, false);
        assert_eq!(r.get(Color::White, a), b, "White won: its answer to a kept");
        assert_eq!(r.get(Color::Black, b), Point::NONE, "the answer was a pass");
        assert_eq!(
            r.get(Color::White, Point::NONE),
            Point::NONE,
            "after a pass"
        );
        // White's answer b to a loses now and is forgotten; Black's winning answer c to b
        // is learnt.
        r.learn(
            &[(Color::Black, a), (Color::White, b), (Color::Black, c)],
            true,
        );
        assert_eq!(r.get(Color::White, a), Point::NONE);
        assert_eq!(r.get(Color::Black, b), c);
        // A losing move that is not the stored reply leaves it alone.
        r.learn(&[(Color::White, b), (Color::Black, a)], false);
        assert_eq!(r.get(Color::Black, b), c);
        r.clear();
        assert_eq!(r.get(Color::Black, b), Point::NONE);
    }

    /// White's first playout move from `board` after `prev`, answering with `replies`.
    fn first_reply_move(
        table: McTable,
        board: &Board,
        prev: Point,
        replies: &Replies,
        seed: u64,
    ) -> Point {
        let mut fb = FastBoard::from_board(table, board, Some(prev));
        let mut record = Vec::new();
        fb.playout_with_replies(
            Color::White,
            &mut Rng::new(seed),
            1,
            Some(&mut record),
            Some(replies),
        );
        assert_eq!(record.len(), 1);
        assert_eq!(record[0].0, Color::White);
        record[0].1
    }

    #[test]
    fn a_last_good_reply_is_played_when_legal_and_not_a_self_atari() {
        let (c, r, n) = empty_table_value_one();
        let table = McTable::new(&c, &r, &n);
        let board = Board::from_rows(&[
            ".....", //
            ".X...", //
            ".....", //
            ".....", //
            ".....",
        ]);
        let prev = Point::new(1, 1);
        let mut replies = Replies::default();
        // White's stored answer to (1,1) is (1,2).
        replies.learn(
            &[(Color::Black, prev), (Color::White, Point::new(1, 2))],
            false,
        );
        for seed in 0..10 {
            let m = first_reply_move(table, &board, prev, &replies, seed);
            assert_eq!(m, Point::new(1, 2));
        }
        // Occupied: the policy chooses.
        let mut taken = board.clone();
        assert!(taken
            .play_move(Point::new(1, 2), Color::Black, false)
            .is_ok());
        let m = first_reply_move(table, &taken, prev, &replies, 1);
        assert_ne!(m, Point::new(1, 2));
    }

    #[test]
    fn a_last_good_reply_that_is_a_self_atari_or_fills_an_eye_is_not_played() {
        let (c, r, n) = empty_table_value_one();
        let table = McTable::new(&c, &r, &n);
        // White's corner eye at (0,0); a white stone at (2,3) would have one liberty,
        // (3,3), and capture nothing.
        let board = Board::from_rows(&[
            ".O.....", //
            "OO.X...", //
            "..X.X..", //
            ".......", //
            ".......", //
            ".......", //
            ".......",
        ]);
        let cases = [
            (Point::new(1, 3), Point::new(2, 3)),
            (Point::new(2, 4), Point::new(0, 0)),
        ];
        for (prev, reply) in cases {
            let mut replies = Replies::default();
            replies.learn(&[(Color::Black, prev), (Color::White, reply)], false);
            assert_eq!(replies.get(Color::White, prev), reply);
            // Were the reply played, it would be every move; the policy draws it at most
            // as often as any other point (about one time in forty).
            let mut played = 0;
            for seed in 0..40 {
                played += (first_reply_move(table, &board, prev, &replies, seed) == reply) as usize;
            }
            assert!(played <= 8, "{reply:?} played {played} times of 40");
        }
    }

    #[test]
    fn playouts_play_the_moves_of_board_playouts() {
        let (c, r, n) = random_table(9, 25);
        let table = McTable::new(&c, &r, &n);
        let mut po = Playout::new(table);
        let mut total = 0;
        for seed in 0..30u64 {
            let size = [7, 9, 19][seed as usize % 3];
            let mut board = Board::new(size);
            // A few stones first, the last one the previous move.
            let mut rng = Rng::new(seed);
            let mut prev = None;
            let mut color = Color::Black;
            for _ in 0..rng.below(12) {
                let p = Point::new(
                    rng.below(size as u64) as usize,
                    rng.below(size as u64) as usize,
                );
                if board.play_move(p, color, false).is_ok() {
                    prev = Some(p);
                    color = color.other();
                }
            }
            let root = FastBoard::from_board(table, &board, prev);
            let mut fb = root.clone();
            fb.copy_from(&root);
            let mut record = Vec::new();
            let fast = fb.playout(
                color,
                &mut Rng::new(seed),
                3 * size * size,
                Some(&mut record),
            );
            fb.check().unwrap();
            let slow = po.run(
                &mut board,
                color,
                prev,
                &mut Rng::new(seed),
                3 * size * size,
            );
            let played: Vec<(Color, Point)> = board.stack_moves().collect();
            assert_eq!(fast, slow, "seed {seed}");
            assert_eq!(record, played, "seed {seed}");
            let mut own = vec![0; BOARDMAX];
            assert_eq!(
                fb.margin(6.5, &mut own),
                crate::mc::uct::playout_margin(&board, 6.5, &mut vec![0; BOARDMAX])
            );
            total += fast.stones;
        }
        assert!(total > 1000, "{total}");
    }

    #[test]
    fn area_scoring() {
        let (c, r, n) = empty_table_value_one();
        let table = McTable::new(&c, &r, &n);
        let board = Board::from_rows(&[
            ".X.O.", //
            "XX.OO", //
            "..XO.", //
            "XXXO.", //
            ".XO..",
        ]);
        let fb = FastBoard::from_board(table, &board, None);
        let mut own = vec![0; BOARDMAX];
        // Black: 8 stones, (0,0), (2,0), (2,1), (4,0); White: 6 stones, (0,4), (2,4), (3,4),
        // (4,3); (0,2) and (1,2) touch both, (4,4) touches no stone.
        assert_eq!(fb.margin(0.5, &mut own), 12.0 - 10.0 - 0.5);
        assert_eq!(own[Point::new(0, 0).idx()], 1);
        assert_eq!(own[Point::new(0, 4).idx()], -1);
        assert_eq!(own[Point::new(4, 4).idx()], 0);
        assert_eq!(own[Point::new(0, 2).idx()], 0);
        assert_eq!(own[Point::new(3, 2).idx()], 1);
        assert_eq!(fb.margin(0.0, &mut []), 2.0, "no ownership asked");
    }
}

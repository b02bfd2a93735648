//! Tactical reading (manual chapter 11): can a string be captured, and how can it be saved?
//!
//! `attack` and `find_defense` are a minimax search organised by liberty count
//! (`attack.rs`, `defend.rs`), with move generators in `moves.rs`, ko handled by the
//! komaster scheme of 11.4 (`komaster.rs`), a transposition cache (`cache.rs`), superstrings
//! (`superstring.rs`), a cheap ladder reader (`ladder.rs`) and the helpers used by pattern
//! constraints (`helpers.rs`).
//!
//! All state lives in a [`ReadingContext`] (depth options, cache, node counter): there are no
//! globals. A search borrows the board mutably, tries moves with `trymove`/`tryko` and always
//! restores it.

pub mod attack;
pub mod cache;
pub mod defend;
pub mod helpers;
pub mod komaster;
pub mod ladder;
pub mod moves;
pub mod pattern_moves;
pub mod superstring;

use crate::board::Board;
use crate::types::{Color, Point};
pub use cache::{CacheKey, CacheStats, ReadCache, Routine};
pub use komaster::{Ko, Komaster};
use ReadResult::{Fail, Win};

/// The result of a reading (11.1.2), from the point of view of the side whose goal the
/// routine names (the attacker for `attack`, the defender for `find_defense`, ...).
/// Ordered: `Fail < KoB < KoA < Win`, with the owl-only `Loss` and `Gain` in between.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum ReadResult {
    /// The goal cannot be reached.
    #[default]
    Fail = 0,
    /// Success if the player to move makes the first ko threat.
    KoB = 1,
    /// Owl only: the attack/defence succeeds but another friendly worm dies.
    Loss = 2,
    /// Owl only: the attack/defence fails but an opponent worm is captured.
    Gain = 3,
    /// Success if the opponent has to make the first ko threat.
    KoA = 4,
    /// Unconditional success.
    Win = 5,
}

impl ReadResult {
    /// The result seen from the other side (`Win <-> Fail`, `KoA <-> KoB`, `Loss <-> Gain`).
    #[inline]
    pub const fn reverse(self) -> ReadResult {
        ReadResult::from_bits(5 - self as u8)
    }

    /// The result with the number `self as u8` (a packed cache entry); numbers above 5 are
    /// `Win`.
    #[inline]
    pub const fn from_bits(bits: u8) -> ReadResult {
        match bits {
            0 => ReadResult::Fail,
            1 => ReadResult::KoB,
            2 => ReadResult::Loss,
            3 => ReadResult::Gain,
            4 => ReadResult::KoA,
            _ => ReadResult::Win,
        }
    }

    /// Anything but `Fail`.
    #[inline]
    pub fn succeeds(self) -> bool {
        self != ReadResult::Fail
    }
}

/// The reading depth parameters of 11.1.3 (GNU Go's defaults at level 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadingOptions {
    /// Beyond this stack depth a string that gets 3 liberties is alive.
    pub depth: i32,
    /// Beyond this depth attacks on 3-liberty strings do not branch.
    pub branch_depth: i32,
    /// Backfilling moves are tried up to this depth.
    pub backfill_depth: i32,
    /// The more obscure backfilling moves are tried up to this depth.
    pub backfill2_depth: i32,
    /// Defences that capture part of the surrounding chain are tried up to this depth.
    pub break_chain_depth: i32,
    /// Superstring attacks and defences are tried up to this depth.
    pub superstring_depth: i32,
    /// Strings with four liberties are attacked only up to this depth.
    pub fourlib_depth: i32,
    /// Conditional ko captures are tried up to this depth.
    pub ko_depth: i32,
    /// Depth of the atari-atari combination search (used by later modules).
    pub aa_depth: i32,
}

impl Default for ReadingOptions {
    fn default() -> Self {
        ReadingOptions::from_level(10)
    }
}

impl ReadingOptions {
    /// GNU Go's defaults at `level` (10 is the default level): every parameter moves by one
    /// per level, with the same floors as GNU Go's `set_depth_values`.
    pub fn from_level(level: i32) -> ReadingOptions {
        let d = level.clamp(0, 20) - 10;
        ReadingOptions {
            depth: (16 + d).max(6),
            branch_depth: (13 + d).max(3),
            backfill_depth: (12 + d).max(2),
            backfill2_depth: (5 + d).max(1),
            break_chain_depth: (7 + d).max(2),
            superstring_depth: (7 + d).max(1),
            fourlib_depth: (7 + d).max(1),
            ko_depth: (8 + d).max(1),
            aa_depth: (6 + d).max(0),
        }
    }

    /// Add `n` (possibly negative) to every depth parameter (GNU Go's `modify_depth_values`).
    pub fn modify(&mut self, n: i32) {
        self.depth += n;
        self.branch_depth += n;
        self.backfill_depth += n;
        self.backfill2_depth += n;
        self.break_chain_depth += n;
        self.superstring_depth += n;
        self.fourlib_depth += n;
        self.ko_depth += n;
        self.aa_depth += n;
    }
}

/// Depth options, the transposition cache and the node counter of the tactical reader.
pub struct ReadingContext {
    /// The depth parameters in use.
    pub opts: ReadingOptions,
    saved_opts: ReadingOptions,
    /// The transposition cache (11.2).
    pub cache: ReadCache,
    nodes: u64,
    /// Nodes of the connection reader (`connections::read`), counted apart.
    pub(crate) connection_nodes: u64,
    /// Searches not answered by the cache, by routine (attack, defend) and liberty count.
    pub searches: [[u64; 5]; 2],
    /// Board size the cache contents belong to (the hash does not encode the size).
    board_size: usize,
    /// The attack and defense pattern databases (manual 9.8), when the front end supplies
    /// them: they propose extra moves near the root of a search.
    pub patterns: Option<std::sync::Arc<dyn crate::databases::TacticalPatterns>>,
    /// Pattern constraints being evaluated (they may start searches, which then get no
    /// pattern moves of their own: see `patterns::tactical`).
    pub pattern_nesting: u32,
    /// The pattern moves' buffer, reused between calls (taken out while in use).
    pub(crate) pattern_moves: Vec<Point>,
    /// Print the moves tried down to this many plies below the root of each search, with
    /// their results and node counts, to stderr (0: none; a debugging aid, which the
    /// `tesuji` binary sets from `TESUJI_TRACE=N`).
    pub trace_depth: usize,
}

impl Default for ReadingContext {
    fn default() -> Self {
        ReadingContext::new(ReadingOptions::default(), cache::DEFAULT_CACHE_MB)
    }
}

impl ReadingContext {
    /// A context with the given options and a cache of about `cache_mb` megabytes.
    pub fn new(opts: ReadingOptions, cache_mb: f64) -> ReadingContext {
        ReadingContext {
            opts,
            saved_opts: opts,
            cache: ReadCache::with_megabytes(cache_mb),
            nodes: 0,
            connection_nodes: 0,
            searches: [[0; 5]; 2],
            board_size: 0,
            patterns: None,
            pattern_nesting: 0,
            pattern_moves: Vec::new(),
            trace_depth: 0,
        }
    }

    /// Replace the options (and the values `restore_depth_values` returns to).
    pub fn set_options(&mut self, opts: ReadingOptions) {
        self.opts = opts;
        self.saved_opts = opts;
        self.cache.clear();
    }

    /// `increase_depths`: every depth parameter one higher.
    pub fn increase_depths(&mut self) {
        self.opts.modify(1);
        self.cache.clear();
    }

    /// `decrease_depths`: every depth parameter one lower.
    pub fn decrease_depths(&mut self) {
        self.opts.modify(-1);
        self.cache.clear();
    }

    /// Back to the options set with `new`/`set_options`.
    pub fn restore_depth_values(&mut self) {
        self.opts = self.saved_opts;
        self.cache.clear();
    }

    /// Forget every cached result (a new game: answers must not depend on the positions of
    /// an earlier one, through what they left in the table or pushed out of it).
    pub fn clear_cache(&mut self) {
        self.cache.clear();
    }

    pub fn reset_reading_node_counter(&mut self) {
        self.nodes = 0;
    }

    /// Number of positions visited by the reader since the last reset.
    pub fn get_reading_node_counter(&self) -> u64 {
        self.nodes
    }

    /// Can the string at `str` be captured (the opponent moving first)? Returns the result
    /// code and the attacking move (`Point::NONE` if none).
    pub fn attack(&mut self, board: &mut Board, str: Point) -> (ReadResult, Point) {
        if !board.color(str).is_player() {
            return (Fail, Point::NONE);
        }
        self.check_size(board);
        let mut r = Reader::new(board, self);
        r.do_attack(str, Ko::NONE)
    }

    /// Is there a move that saves the string at `str` (its owner moving first)? Tenuki is not
    /// checked: this may report a defence for a string that is not attacked.
    pub fn find_defense(&mut self, board: &mut Board, str: Point) -> (ReadResult, Point) {
        if !board.color(str).is_player() {
            return (Fail, Point::NONE);
        }
        self.check_size(board);
        let mut r = Reader::new(board, self);
        r.do_find_defense(str, Ko::NONE)
    }

    /// The result of GNU Go's `ladder_attack`: can the string (with at most two liberties) be
    /// captured in a simple ladder?
    pub fn ladder_attack(&mut self, board: &mut Board, str: Point) -> (ReadResult, Point) {
        if !board.color(str).is_player() {
            return (Fail, Point::NONE);
        }
        let mut r = Reader::new(board, self);
        r.simple_ladder(str)
    }

    /// Cached results are only valid for one board size: clear the cache when it changes.
    pub(crate) fn check_size(&mut self, board: &Board) {
        if board.size() != self.board_size {
            self.board_size = board.size();
            self.cache.clear();
        }
    }

    /// Called after a permanent change to the position (a game move, setup, clear): the
    /// transposition cache is keyed by the full position, so entries stay valid; only the
    /// statistics window is restarted.
    pub fn position_changed(&mut self) {
        self.cache.new_position();
    }
}

/// One search: the board being read and the context (options, cache, counters).
pub struct Reader<'a> {
    pub board: &'a mut Board,
    pub ctx: &'a mut ReadingContext,
    /// Stack depth of the board when the search started (depth limits are relative to it,
    /// like GNU Go's `stackp` which is 0 on the real board).
    base: usize,
    /// Inside a null-move check (the defender passed): no nested checks.
    pub(crate) in_null: bool,
    /// Enemy strings with at most three liberties next to `adj_of` in the position
    /// `adj_hash` (see `prepare_adjacent`).
    pub(crate) adj: crate::board_ext::PointList<64>,
    pub(crate) adj_of: Point,
    pub(crate) adj_hash: u64,
    /// The move a cached search of this node found deeper in the tree (tried first).
    pub(crate) hint: Point,
    /// Killer moves: per side (0 attacker, 1 defender) and depth below the root, the last
    /// move that refuted a sibling line (tried early in the other lines).
    pub(crate) killers: [[Point; KILLER_DEPTH]; 2],
    /// Result at which the next `do_attack`/`do_find_defense` may stop searching (its
    /// caller cannot use anything better); consumed on entry. `Win` means search fully.
    pub(crate) cutoff: ReadResult,
}

/// How many plies below the root of a search the costlier move generators still run, on
/// top of the depth parameters of 11.1.3 (which count from the real board, so they do not
/// narrow a search started deep in another one). Measured on reading.tst, capture.tst and
/// our own tesuji_tactics.tst: each limit was lowered as long as no test was lost, which
/// took the first two from 297,118 to 186,045 nodes (and won reading:150).
pub(crate) mod plies {
    /// The attacker's edge tricks and second-order liberties against two liberties, and
    /// its back-captures there: at the root only.
    pub const ATTACK2_EXTRA: i32 = 0;
    /// The attacker's edge tricks against three liberties.
    pub const ATTACK3_EDGE: i32 = 1;
    /// The attacker's superstring liberties.
    pub const SUPERSTRING_ATTACK: i32 = 1;
    /// Defending by a liberty race with an enemy neighbour of four liberties.
    pub const SEMEAI_OUTSIDE: i32 = 0;
    /// Blocking the attacker's approach to a liberty; snapback set-ups.
    pub const BLOCK_APPROACH: i32 = 2;
    pub const SNAPBACK_SETUP: i32 = 2;
    /// Rescue moves next to a liberty, for two liberties and for three or more.
    pub const RESCUE2: i32 = 7;
    pub const RESCUE3: i32 = 4;
    /// Strengthening a friendly string next to a liberty (two-liberty targets).
    pub const CONNECT_FRIEND: i32 = 7;
    /// Superstring defences.
    pub const SUPERSTRING_DEFENSE: i32 = 8;
    /// Liberty races with a neighbour sharing a liberty, for two liberties and for three or
    /// more.
    pub const SHARED_LIBERTY_RACE2: i32 = 12;
    pub const SHARED_LIBERTY_RACE3: i32 = 8;
}

/// The side a search loop plays for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Side {
    /// Moves against the target string.
    Attacker = 0,
    /// Moves of the target's owner.
    Defender = 1,
}

impl Side {
    /// The colour that moves for this side when the target string is `target`.
    #[inline]
    pub(crate) fn mover(self, target: Color) -> Color {
        match self {
            Side::Attacker => target.other(),
            Side::Defender => target,
        }
    }
}

/// Depths below the root that keep killer moves.
pub(crate) const KILLER_DEPTH: usize = 64;

impl<'a> Reader<'a> {
    pub fn new(board: &'a mut Board, ctx: &'a mut ReadingContext) -> Reader<'a> {
        let base = board.stackp();
        Reader {
            board,
            ctx,
            base,
            in_null: false,
            adj: Default::default(),
            adj_of: Point::NONE,
            adj_hash: 0,
            hint: Point::NONE,
            killers: [[Point::NONE; KILLER_DEPTH]; 2],
            cutoff: Win,
        }
    }

    /// Remember `m` as the move that worked for `side` (0 attacker, 1 defender) at the
    /// current depth.
    #[inline]
    pub(crate) fn set_killer(&mut self, side: usize, m: Point) {
        let d = self.board.stackp() - self.base;
        if d < KILLER_DEPTH {
            self.killers[side][d] = m;
        }
    }

    /// The killer move of `side` at the current depth.
    #[inline]
    pub(crate) fn killer(&self, side: usize) -> Point {
        let d = self.board.stackp() - self.base;
        if d < KILLER_DEPTH {
            self.killers[side][d]
        } else {
            Point::NONE
        }
    }

    /// Trace one tried move (see [`ReadingContext::trace_depth`]): `what` is `A` for an
    /// attacking move, `D` for a defence, `code` the opponent's result after it.
    #[cold]
    pub(crate) fn trace_move(&self, what: char, m: Point, code: ReadResult, nodes: u64) {
        let d = self.board.stackp() - self.base;
        eprintln!(
            "{}{what} {} -> {code:?} ({nodes} nodes)",
            "  ".repeat(d),
            m.to_vertex(self.board.size())
        );
    }

    /// The start of an attack or defence node: takes the caller's cutoff (it applies to this
    /// node only) and settles the strings read without search: captured ones (`Fail`), and
    /// those with more liberties than the depth allows (`far`: alive, from the side's point
    /// of view). Otherwise the cutoff, the liberty count and the stack depth.
    #[inline(always)]
    pub(crate) fn enter_node(
        &mut self,
        str: Point,
        far: ReadResult,
    ) -> Result<(ReadResult, usize, i32), (ReadResult, Point)> {
        let cutoff = std::mem::replace(&mut self.cutoff, Win);
        let libs = self.board.countlib(str);
        let sp = self.stackp();
        let o = &self.ctx.opts;
        if libs == 0 {
            return Err((Fail, Point::NONE));
        }
        if libs > 4 || (libs == 4 && sp > o.fourlib_depth) || (libs == 3 && sp > o.depth) {
            return Err((far, Point::NONE));
        }
        Ok((cutoff, libs, sp))
    }

    /// A cached result for `key` usable at depth `sp`; on a miss the entry's move, if any,
    /// becomes the node's hint.
    #[inline(always)]
    pub(crate) fn probe_cache(
        &mut self,
        hash: u64,
        key: cache::CacheKey,
        sp: i32,
    ) -> Option<(ReadResult, Point)> {
        match self.ctx.cache.probe(hash, key, sp) {
            Ok(r) => Some(r),
            Err(hint) => {
                self.hint = hint;
                None
            }
        }
    }

    /// The other side's best result against `side`'s move just played: the defence after
    /// an attacking move, the attack after a defending one.
    #[inline]
    pub(crate) fn reply(&mut self, side: Side, str: Point, ko: Ko) -> ReadResult {
        match side {
            Side::Attacker => self.do_find_defense(str, ko).0,
            Side::Defender => self.do_attack(str, ko).0,
        }
    }

    /// Try `side`'s moves of `list` in order (at most `max_tries` of them, skipping those
    /// `hopeless` rejects once played): the first after which the other side's best reply
    /// fails wins. Otherwise the best ko result is returned; the flag is set when the loop
    /// stopped early at `cutoff` (a result the caller cannot use anything better than).
    #[inline(always)]
    pub(crate) fn try_moves(
        &mut self,
        side: Side,
        str: Point,
        ko: Ko,
        list: &moves::MoveList,
        (max_tries, cutoff): (usize, ReadResult),
        hopeless: impl Fn(&Self, Point) -> bool,
    ) -> (ReadResult, Point, bool) {
        let mover = side.mover(self.board.color(str));
        let mut best: (ReadResult, Point) = (Fail, Point::NONE);
        let mut tried = 0;
        for k in 0..list.len() {
            if tried >= max_tries {
                break;
            }
            let m = list.get(k);
            let consider = self.stackp() <= self.ctx.opts.ko_depth && best.0 == Fail;
            let Some(t) = self.komaster_trymove(m, mover, ko, consider) else {
                continue;
            };
            if !t.conditional && hopeless(self, m) {
                self.popgo();
                continue;
            }
            tried += 1;
            let n0 = self.ctx.get_reading_node_counter();
            // Once a ko result is in hand, this move matters only if it does better: the
            // other side's search may stop as soon as it shows otherwise.
            if !t.conditional {
                self.cutoff = best.0.reverse();
            }
            let reply = self.reply(side, str, t.ko);
            if self.stackp() as usize - self.base() <= self.ctx.trace_depth {
                let n = self.ctx.get_reading_node_counter() - n0;
                let what = if side == Side::Attacker { 'A' } else { 'D' };
                self.trace_move(what, m, reply, n);
            }
            self.popgo();
            if t.conditional {
                if reply != Win && best.0 < ReadResult::KoB {
                    best = (ReadResult::KoB, m);
                }
            } else {
                if reply == Fail {
                    self.set_killer(side as usize, m);
                    return (Win, m, false);
                }
                let c = reply.reverse();
                if c > best.0 {
                    best = (c, m);
                }
            }
            if best.0 >= cutoff && k + 1 < list.len() {
                return (best.0, best.1, true);
            }
        }
        (best.0, best.1, false)
    }

    /// GNU Go's `stackp`: moves tried below the position the search started from... plus the
    /// moves already on the board stack when a helper is called from a hypothetical position.
    #[inline]
    pub fn stackp(&self) -> i32 {
        self.board.stackp() as i32
    }

    /// Stack depth when this search started.
    #[inline]
    pub fn base(&self) -> usize {
        self.base
    }

    /// Plies played since this search started (0 at its root).
    #[inline]
    pub(crate) fn plies(&self) -> i32 {
        self.stackp() - self.base as i32
    }

    #[inline]
    pub(crate) fn count_node(&mut self) {
        self.ctx.nodes += 1;
    }

    /// `trymove` that counts a reading node.
    #[inline]
    pub fn trymove(&mut self, p: Point, color: Color) -> bool {
        // The child's cache bucket, fetched while the move is played (right for quiet
        // moves; after a capture or ko the prefetch below corrects it).
        let guess = if p.idx() < crate::types::BOARDMAX {
            let h = self.board.hash_after_quiet_move(p, color);
            self.ctx.cache.prefetch(h);
            h
        } else {
            0
        };
        if self.board.trymove(p, color) {
            let h = self.board.hash();
            if h != guess {
                self.ctx.cache.prefetch(h);
            }
            self.count_node();
            true
        } else {
            false
        }
    }

    #[inline]
    pub fn popgo(&mut self) {
        self.board.popgo();
    }
}

//! Combinations (manual 12.2): GNU Go's `atari_atari`.
//!
//! No single one of the opponent's strings may be capturable, yet a move may leave him unable
//! to save them all: a double atari, an atari that is also a capture threat, or a series of
//! ataris that ends in one. The search here looks for such a sequence for the *attacker*:
//!
//! - The *goal* strings are the defender's strings that tactical reading calls safe at the
//!   start (the attacker, moving first, cannot capture them) and whose dragon is not dead.
//!   Their stones are marked; a string holding a marked stone is a goal string all through
//!   the search (strings merge as stones are added).
//! - The attacker tries the liberties of goal strings with at most three liberties (ataris
//!   and capture threats) and the liberties of his own strings of one or two liberties next
//!   to them (running out or getting stronger keeps the pressure on). A move that leaves no
//!   goal string near it attackable is no threat and is dropped. A single threat short of
//!   atari whose stones the defender can capture is a trade, not a combination, unless the
//!   threatened string is bigger than those stones. If some threatened string has no
//!   defence, the combination works. Otherwise the defender answers with every plausible defence of the threatened
//!   strings (the reader's defence, their liberties, captures and ataris of the attacker's
//!   strings next to them); after each, a threatened string still capturable is won, else
//!   the attacker goes on one level deeper. The defender picks the answer that loses least,
//!   so a double threat wins the smaller of its two strings: the size of a combination is
//!   the number of stones the defender cannot avoid losing (the smallest worm under attack,
//!   as the manual puts it), less the attacker's stones he captured on the way.
//! - The search deepens iteratively, so the shortest combination is found first; as the
//!   manual says, the first move found is then forbidden and the search repeated: if a
//!   combination at least as large (and no longer) turns up without it, the first move was
//!   not essential and the new one is reported instead. The forbidden moves are refused at
//!   every level, else the same combination comes back behind an irrelevant atari.
//! - No `aa_attackpats.db` (yet): these generators find the combinations of GNU Go's
//!   `atari_atari.tst` that GNU Go finds but one; a database comes with positions that need
//!   moves they do not generate.
//!
//! Everything is read with the tactical reader ([`ReadingContext::attack`] /
//! [`ReadingContext::find_defense`]) on the board's move stack; the board is left as found.
//! The search is bounded by `aa_depth` (the reading options) and a node budget.

use crate::analysis::Level;
use crate::board::Board;
use crate::dragons::Dragons;
use crate::engine::{Engine, EngineError};
use crate::patterns::autohelper::DragonStatus;
use crate::reading::{ReadResult, ReadingContext};
use crate::types::{Color, Point, BOARDMAX};
use crate::worms::Worms;

/// Combination moves (attacker moves and defender answers) one search may try.
pub const AA_NODE_LIMIT: u64 = 20000;

/// The smallest combination (stones won) `genmove` plays or prevents.
pub const AA_MOVE_MIN_SIZE: usize = 2;
/// Defences of an opponent's combination `genmove` tries (each costs a search).
pub const AA_DEFENSE_TRIES: usize = 4;
/// The node budget of each combination search `genmove` runs.
pub const AA_MOVE_NODES: u64 = 400;

/// A combination found by [`atari_atari`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combination {
    /// The attacker's first move.
    pub first: Point,
    /// Stones the defender cannot avoid losing.
    pub size: usize,
    /// The attacker's moves after the first one in the longest line the search needed.
    pub depth: i32,
    /// The moves of both sides the search tried below the first move (its variations),
    /// the first move included: the points where a defence may lie.
    pub points: Vec<Point>,
}

/// The stones of `defender`'s strings that are safe: not capturable by the attacker moving
/// first, and (when dragons are given) not in a dead dragon. Indexed by point.
pub fn safe_stones(
    board: &mut Board,
    reading: &mut ReadingContext,
    defender: Color,
    worms: Option<&Worms>,
    dragons: Option<&Dragons>,
) -> Vec<bool> {
    let mut goal = vec![false; BOARDMAX];
    let points: Vec<Point> = board.points().collect();
    for &p in &points {
        if board.color(p) != defender || board.find_origin(p) != p {
            continue;
        }
        let code = match worms.and_then(|w| w.get(p)) {
            Some(w) => w.attack_code(),
            None => reading.attack(board, p).0,
        };
        if code != ReadResult::Fail {
            continue;
        }
        if dragons
            .and_then(|d| d.get(p))
            .is_some_and(|d| d.status == DragonStatus::Dead)
        {
            continue;
        }
        let stones: Vec<Point> = board.stones(p).collect();
        for s in stones {
            goal[s.idx()] = true;
        }
    }
    goal
}

/// Look for a combination of `attacker` against the strings whose stones `goal` marks
/// (see the module documentation), with moves in `forbidden` not tried first. `None` when
/// there is none within the depth and node budget.
pub fn atari_atari(
    board: &mut Board,
    reading: &mut ReadingContext,
    attacker: Color,
    goal: &[bool],
    forbidden: &[Point],
) -> Option<Combination> {
    atari_atari_within(board, reading, attacker, goal, forbidden, AA_NODE_LIMIT)
}

/// [`atari_atari`] with each search bounded by `limit` nodes instead of [`AA_NODE_LIMIT`].
pub fn atari_atari_within(
    board: &mut Board,
    reading: &mut ReadingContext,
    attacker: Color,
    goal: &[bool],
    forbidden: &[Point],
    limit: u64,
) -> Option<Combination> {
    let mut forbidden = forbidden.to_vec();
    let mut best = find_combination(
        board,
        reading,
        attacker,
        goal,
        &forbidden,
        Bounds {
            max_depth: i32::MAX,
            only: Point::NONE,
            nodes: limit,
        },
    )
    .0?;
    // Is the first move essential? Forbid it and look again: a combination as large and
    // as short without it makes it inessential. (The search deepens iteratively, so a
    // longer one is mostly the same combination after some irrelevant forcing moves.)
    loop {
        forbidden.push(best.first);
        match find_combination(
            board,
            reading,
            attacker,
            goal,
            &forbidden,
            Bounds {
                max_depth: best.depth,
                only: Point::NONE,
                nodes: limit,
            },
        )
        .0
        {
            Some(c) if c.size >= best.size => best = c,
            _ => return Some(best),
        }
    }
}

/// How far one search goes: attacker moves after the first, the one first move tried
/// (`NONE`: all) and the node budget.
#[derive(Clone, Copy)]
struct Bounds {
    max_depth: i32,
    only: Point,
    nodes: u64,
}

/// One iteratively deepened search within `bounds`: the combination found, and false when
/// the node budget ran out before the search was done.
fn find_combination(
    board: &mut Board,
    reading: &mut ReadingContext,
    attacker: Color,
    goal: &[bool],
    forbidden: &[Point],
    bounds: Bounds,
) -> (Option<Combination>, bool) {
    let Bounds {
        max_depth,
        only,
        nodes: limit,
    } = bounds;
    let depth = reading.opts.aa_depth.min(max_depth).max(0);
    let base = board.stackp();
    let mut s = Search {
        board,
        reading,
        attacker,
        goal,
        forbidden,
        only,
        base,
        nodes: 0,
        limit,
        trace: Vec::new(),
        lost0: 0,
    };
    s.lost0 = s.board.captured_stones(attacker);
    for d in 0..=depth {
        let (m, size) = s.attack(d);
        if size > 0 {
            let c = Combination {
                first: m,
                size,
                depth: d,
                points: std::mem::take(&mut s.trace),
            };
            return (Some(c), true);
        }
        if s.nodes >= s.limit {
            return (None, false);
        }
    }
    (None, true)
}

/// After a defender's move (on the board): is `threat`, `attacker`'s combination before
/// it, stopped? Its first move must no longer win as much (a quick refutation), and a
/// search for any combination, run to its end within `nodes` nodes a search, must find
/// none as large.
fn stops_combination(
    board: &mut Board,
    reading: &mut ReadingContext,
    attacker: Color,
    goal: &[bool],
    threat: &Combination,
    nodes: u64,
) -> bool {
    let mut search = |only: Point| {
        let bounds = Bounds {
            max_depth: threat.depth,
            only,
            nodes,
        };
        find_combination(board, reading, attacker, goal, &[], bounds)
    };
    if search(threat.first)
        .0
        .is_some_and(|a| a.size >= threat.size)
    {
        return false;
    }
    let (after, complete) = search(Point::NONE);
    complete && after.is_none_or(|a| a.size < threat.size)
}

struct Search<'a> {
    board: &'a mut Board,
    reading: &'a mut ReadingContext,
    attacker: Color,
    goal: &'a [bool],
    forbidden: &'a [Point],
    /// The one first move to try, or `NONE` for all.
    only: Point,
    /// Stack depth of the search's root.
    base: usize,
    nodes: u64,
    /// The node budget.
    limit: u64,
    /// Moves tried below the current first move.
    trace: Vec<Point>,
    /// The attacker's stones captured before the search started.
    lost0: u32,
}

impl Search<'_> {
    /// What winning `won` stones is worth once the attacker's stones the defender took on
    /// the way are paid back (0: nothing).
    fn net(&self, won: usize) -> usize {
        let lost = (self.board.captured_stones(self.attacker) - self.lost0) as usize;
        won.saturating_sub(lost)
    }

    fn defender(&self) -> Color {
        self.attacker.other()
    }

    /// Does the string at `p` (a defender stone) hold a goal stone?
    fn is_goal(&self, p: Point) -> bool {
        self.board.color(p) == self.defender() && self.board.stones(p).any(|s| self.goal[s.idx()])
    }

    /// Origins of the goal strings with at most `maxlib` liberties.
    fn goal_strings(&self, maxlib: usize) -> Vec<Point> {
        let mut out = Vec::new();
        for p in self.board.points() {
            if self.board.color(p) == self.defender()
                && self.board.find_origin(p) == p
                && self.board.countlib(p) <= maxlib
                && self.is_goal(p)
            {
                out.push(p);
            }
        }
        out
    }

    fn play(&mut self, m: Point, c: Color) -> bool {
        if self.board.trymove(m, c) {
            self.nodes += 1;
            self.trace.push(m);
            true
        } else {
            false
        }
    }

    /// The attacker to move: the best first move and the size it wins (0: none).
    fn attack(&mut self, depth: i32) -> (Point, usize) {
        let mut cands: Vec<Point> = Vec::new();
        for s in self.goal_strings(3) {
            for l in self.board.libs(s).iter() {
                if !cands.contains(&l) {
                    cands.push(l);
                }
            }
            // The attacker's weak stones next to a goal string run out or get stronger
            // (keeping up the pressure).
            for e in self.board.chainlinks(s) {
                if self.board.countlib(e) > 2 {
                    continue;
                }
                for l in self.board.libs(e).iter() {
                    if !cands.contains(&l) {
                        cands.push(l);
                    }
                }
            }
        }
        if !self.only.is_none() && self.board.stackp() == self.base {
            cands.retain(|&m| m == self.only);
        }
        // Ataris first, then moves next to the fewest liberties.
        cands.sort_by_key(|&m| {
            let mut least = usize::MAX;
            for n in m.neighbors() {
                if self.board.color(n) == self.defender() {
                    least = least.min(self.board.countlib(n));
                }
            }
            (least, m)
        });
        for m in cands {
            if self.nodes >= self.limit {
                break;
            }
            if self.forbidden.contains(&m) {
                continue;
            }
            let mark = self.trace.len();
            if !self.play(m, self.attacker) {
                continue;
            }
            let v = self.after_attack(m, depth);
            self.board.popgo();
            if v > 0 {
                return (m, v);
            }
            // Keep only the winning tree: its attacker moves and every defender answer.
            self.trace.truncate(mark);
        }
        (Point::NONE, 0)
    }

    /// The goal strings near the attacker's move `m` that the attacker could now capture.
    fn threatened(&mut self, m: Point) -> Vec<Point> {
        let mut out = Vec::new();
        let near: Vec<Point> = self
            .goal_strings(3)
            .into_iter()
            .filter(|&s| {
                self.board.libs(s).iter().any(|l| l.manhattan(m) <= 2)
                    || self.board.chainlinks(m).contains(&s)
            })
            .collect();
        for s in near {
            if self.reading.attack(self.board, s).0 != ReadResult::Fail {
                out.push(s);
            }
        }
        out
    }

    /// After the attacker's move `m` (defender to move): what the attacker wins.
    fn after_attack(&mut self, m: Point, depth: i32) -> usize {
        let threats = self.threatened(m);
        if threats.is_empty() {
            return 0;
        }
        // A threatened string without defence is lost.
        let mut sure = 0;
        for &s in &threats {
            if self.reading.attack(self.board, s).0 == ReadResult::Win
                && self.reading.find_defense(self.board, s).0 == ReadResult::Fail
            {
                sure = sure.max(self.net(self.board.countstones(s)));
            }
        }
        if sure > 0 {
            return sure;
        }
        if threats.len() == 1 && depth == 0 {
            return 0;
        }
        // A single threat short of atari whose stones can be captured lets the defender
        // take them instead of answering: unless the threatened string is bigger, that is
        // a trade, no combination.
        if threats.len() == 1
            && self.board.countlib(threats[0]) > 1
            && self.board.countstones(m) >= self.board.countstones(threats[0])
            && self.reading.attack(self.board, m).0 == ReadResult::Win
        {
            return 0;
        }
        let replies = self.defences(&threats);
        let mut worst = usize::MAX;
        for d in replies {
            if self.nodes >= self.limit {
                return 0;
            }
            if !self.play(d, self.defender()) {
                continue;
            }
            let mut v = 0;
            let mut check: Vec<Point> = threats.clone();
            for n in d.neighbors() {
                if self.board.color(n) == self.defender() {
                    check.push(n);
                }
            }
            for s in check {
                if self.is_goal(s)
                    && self.board.countlib(s) <= 3
                    && self.reading.attack(self.board, s).0 == ReadResult::Win
                {
                    v = v.max(self.net(self.board.countstones(s)));
                }
            }
            if v == 0 && depth > 0 {
                v = self.attack(depth - 1).1;
            }
            self.board.popgo();
            worst = worst.min(v);
            if worst == 0 {
                return 0;
            }
        }
        if worst == usize::MAX {
            0
        } else {
            worst
        }
    }

    /// The defender's candidate answers to threats against `threats`.
    fn defences(&mut self, threats: &[Point]) -> Vec<Point> {
        let mut out: Vec<Point> = Vec::new();
        let add = |p: Point, out: &mut Vec<Point>| {
            if !p.is_none() && !out.contains(&p) {
                out.push(p);
            }
        };
        for &s in threats {
            let (code, d) = self.reading.find_defense(self.board, s);
            if code != ReadResult::Fail {
                add(d, &mut out);
            }
        }
        for &s in threats {
            for l in self.board.libs(s).iter() {
                add(l, &mut out);
            }
            for e in self.board.chainlinks(s) {
                if self.board.countlib(e) <= 2 {
                    for l in self.board.libs(e).iter() {
                        add(l, &mut out);
                    }
                }
            }
        }
        out
    }
}

impl Engine {
    /// The stones of `defender` a combination may aim at (safe worms of dragons not dead).
    fn aa_goal(&mut self, defender: Color) -> Vec<bool> {
        let a = self.examine(Level::Dragons);
        safe_stones(
            &mut self.game.board,
            &mut self.reading,
            defender,
            Some(&a.worms),
            a.dragons.as_ref(),
        )
    }

    /// `combination_attack`: a combination for `color` (12.2), or `None`.
    pub fn combination_attack(&mut self, color: Color) -> Result<Option<Combination>, EngineError> {
        self.no_stack()?;
        let goal = self.aa_goal(color.other());
        Ok(atari_atari(
            &mut self.game.board,
            &mut self.reading,
            color,
            &goal,
            &[],
        ))
    }

    /// `combination_defend`: the moves of `color`'s opponent after which `color` no longer
    /// has a combination as large as the one it has now (empty when it has none).
    pub fn combination_defend(&mut self, color: Color) -> Result<Vec<Point>, EngineError> {
        self.no_stack()?;
        let goal = self.aa_goal(color.other());
        let board = &mut self.game.board;
        let reading = &mut self.reading;
        let Some(c) = atari_atari(board, reading, color, &goal, &[]) else {
            return Ok(Vec::new());
        };
        let mut cands: Vec<Point> = Vec::new();
        for &p in &c.points {
            if board.color(p) == Color::Empty && !cands.contains(&p) {
                cands.push(p);
            }
        }
        let defender = color.other();
        let mut out = Vec::new();
        for d in cands {
            if !board.trymove(d, defender) {
                continue;
            }
            let stops = stops_combination(board, reading, color, &goal, &c, AA_NODE_LIMIT);
            board.popgo();
            if stops {
                out.push(d);
            }
        }
        out.sort();
        Ok(out)
    }

    /// Combinations in play (the interim move generator, 12.2's `combinations()`): `color`'s
    /// own combination of at least [`AA_MOVE_MIN_SIZE`] stones, else a move that stops the
    /// opponent's. The defence is looked for among the opponent's first move and the other
    /// points of his winning tree, the first [`AA_DEFENSE_TRIES`] of them: a move is played
    /// when, after it, the search finds no combination of that size (within its budget).
    /// `None` when neither side has one, or no allowed move (`among`, positional superko)
    /// does it.
    pub(crate) fn combination_move(
        &mut self,
        color: Color,
        among: Option<&[Point]>,
    ) -> Option<Point> {
        let allowed = |e: &mut Engine, p: Point| {
            !p.is_none()
                && among.is_none_or(|set| set.contains(&p))
                && e.game.board.is_legal_superko(p, color).is_ok()
        };
        let opp = color.other();
        let their_goal = self.aa_goal(opp);
        let ours = atari_atari_within(
            &mut self.game.board,
            &mut self.reading,
            color,
            &their_goal,
            &[],
            AA_MOVE_NODES,
        );
        if let Some(c) = ours {
            if c.size >= AA_MOVE_MIN_SIZE && allowed(self, c.first) {
                return Some(c.first);
            }
        }
        let goal = self.aa_goal(color);
        let threat = atari_atari_within(
            &mut self.game.board,
            &mut self.reading,
            opp,
            &goal,
            &[],
            AA_MOVE_NODES,
        )?;
        if threat.size < AA_MOVE_MIN_SIZE {
            return None;
        }
        let mut cands = vec![threat.first];
        for &p in &threat.points {
            if self.game.board.color(p) == Color::Empty && !cands.contains(&p) {
                cands.push(p);
            }
        }
        cands.retain(|&p| allowed(&mut *self, p));
        for d in cands.into_iter().take(AA_DEFENSE_TRIES) {
            let board = &mut self.game.board;
            if !board.trymove(d, color) {
                continue;
            }
            let stops =
                stops_combination(board, &mut self.reading, opp, &goal, &threat, AA_MOVE_NODES);
            board.popgo();
            if stops {
                return Some(d);
            }
        }
        None
    }

    /// GNU Go's `atari_atari_blunder_size`: after `color` plays `m`, the size of a
    /// combination the opponent has that he did not have before at that size (0 if none),
    /// with the opponent's first move. The goal is `color`'s strings safe after the move.
    pub fn aa_blunder_size(
        &mut self,
        color: Color,
        m: Point,
    ) -> Result<(usize, Point), EngineError> {
        self.no_stack()?;
        let opp = color.other();
        let before_goal = self.aa_goal(color);
        let board = &mut self.game.board;
        let reading = &mut self.reading;
        if board.color(m) != Color::Empty {
            return Err(EngineError::MoveNotEmpty);
        }
        let before = atari_atari(board, reading, opp, &before_goal, &[]).map_or(0, |c| c.size);
        if !board.trymove(m, color) {
            return Err(EngineError::IllegalHypothetical);
        }
        let goal = safe_stones(board, reading, color, None, None);
        let after = atari_atari(board, reading, opp, &goal, &[]);
        board.popgo();
        Ok(match after {
            Some(c) if c.size > before => (c.size, c.first),
            _ => (0, Point::NONE),
        })
    }

    /// GNU Go's `atari_atari_confirm_safety`: is `color`'s move `m` free of a new opponent
    /// combination of at least `minsize` stones? If not, the opponent's combination move
    /// (the point `color` has to look after).
    pub fn aa_confirm_safety(
        &mut self,
        color: Color,
        m: Point,
        minsize: usize,
    ) -> Result<(bool, Point), EngineError> {
        let (size, at) = self.aa_blunder_size(color, m)?;
        if size > 0 && size >= minsize {
            Ok((false, at))
        } else {
            Ok((true, Point::NONE))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 9x9 position where white G4 starts a combination against black F4 and G3
    /// (regression/suites/games/combinations/atari-net.sgf).
    const NET: [&str; 9] = [
        ".XOOX.O..",
        ".OOX....O",
        ".OX.X..X.",
        ".O.X..XO.",
        "..OOO..X.",
        "XO..OX..X",
        "....OOX..",
        "..O.OX...",
        "..OXOX.X.",
    ];

    /// Two white two-stone strings between black walls, both capturable already.
    const WALLS: [&str; 9] = [
        ".........",
        "O.......O",
        "O.XX.XX.O",
        "O.OO.OO.O",
        "O.XX.XX.O",
        "O.......O",
        ".........",
        ".........",
        ".........",
    ];

    fn find(rows: &[&str], attacker: Color, forbidden: &[&str]) -> Option<Combination> {
        let mut b = Board::from_rows(rows);
        let mut r = ReadingContext::default();
        let goal = safe_stones(&mut b, &mut r, attacker.other(), None, None);
        let forbidden: Vec<Point> = forbidden.iter().map(|v| b.point(v)).collect();
        let h = b.hash();
        let c = atari_atari(&mut b, &mut r, attacker, &goal, &forbidden);
        assert_eq!(b.hash(), h, "board restored");
        assert_eq!(b.stackp(), 0);
        b.check_invariants().unwrap();
        c
    }

    #[test]
    fn safe_stones_are_the_uncapturable_strings() {
        let mut b = Board::from_rows(&NET);
        let mut r = ReadingContext::default();
        let goal = safe_stones(&mut b, &mut r, Color::Black, None, None);
        assert!(goal[b.point("F4").idx()], "F4 cannot be captured");
        assert!(goal[b.point("G3").idx()], "G3 cannot be captured");
        assert!(!goal[b.point("F2").idx()], "white G2 captures F1-F2");
        assert!(!goal[b.point("F1").idx()]);
        assert!(
            !goal[b.point("E2").idx()],
            "white stones are not black's goal"
        );
    }

    #[test]
    fn finds_the_combination_and_its_size() {
        let c = find(&NET, Color::White, &[]).expect("white has a combination");
        assert_eq!(c.first, Board::from_rows(&NET).point("G4"));
        assert!(c.size >= 1);
        assert!(c.points.contains(&c.first));
    }

    #[test]
    fn no_combination_without_it_or_for_black() {
        // Without G4 (forbidden at every level) the threats do not add up.
        let b = Board::from_rows(&NET);
        if let Some(c) = find(&NET, Color::White, &["G4"]) {
            assert_ne!(c.first, b.point("G4"));
        }
        assert_eq!(find(&NET, Color::Black, &[]), None);
    }

    #[test]
    fn nothing_to_win_when_no_string_is_safe() {
        assert_eq!(find(&WALLS, Color::Black, &[]), None);
        assert_eq!(find(&WALLS, Color::White, &[]), None);
    }
}

//! Owl reading (manual 12.1): life and death of a whole dragon, read move by move with the
//! eye spaces evaluated at every node.
//!
//! The *goal* is the dragon's stones, and every stone its owner (the defender) plays during
//! the search. At each node the defender's eye spaces are drawn with `make_domains`, the
//! attacker's strings next to the goal that tactical reading captures counted dead (they are
//! the goal's lunches), half and false eyes found (8.8), and every space next to the goal
//! valued (8.7). The *pessimistic* count of the manual has the attacker move first in every
//! space (the sum of the second digits), the *optimistic* one the defender (the sum of the
//! third digits): spaces are not independent (a half eye's key point may lie in another
//! space), so what lies between is left to reading.
//!
//! A node is decided without reading when the target string is captured, when the
//! pessimistic count is two (alive), when the goal reaches open space (escaped), or when
//! even the optimistic count is below two with no lunch and no way out (dead). Otherwise the
//! side to move tries its candidate moves: the vital points of the eye spaces and half eyes,
//! the tactical attack and defence of the goal's strings and of its lunches, moves that
//! widen or narrow the eye space, the goal's liberties, and the moves the owl pattern
//! databases propose ([`crate::databases::OwlPatterns`]), best first, fewer deeper down.
//!
//! Results are `Win`, `KoA` (the win starts with taking a ko, or needs the opponent to find
//! ko threats) or `Fail`, for the side to move at the root. When the node budget runs out a
//! node is decided by its static evaluation alone and the result marked uncertain.

use crate::board::Board;
use crate::databases::{OwlPatternSet, OwlPatterns};
use crate::dragons::Union;
use crate::eyes::evaluate::compute_eye_range;
use crate::eyes::half_eye::half_and_false_eyes_of;
use crate::eyes::{
    make_domains, EyeShape, EyeSolver, EyeSpaces, StringStatus, MAX_SOLVER_VERTICES,
};
use crate::reading::komaster::{komaster_trymove, KoMover};
use crate::reading::{Ko, Komaster, ReadResult, ReadingContext};
use crate::types::{Color, Point, BOARDMAX};
use std::collections::HashMap;

/// Owl's search limits (GNU Go's defaults at level 10: 1000 nodes, branching cut after
/// depth 8, no reading past depth 20).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwlOptions {
    pub node_limit: u64,
    pub branch_depth: usize,
    pub reading_depth: usize,
}

impl OwlOptions {
    /// The limits for `--level`: GNU Go's defaults at 10, fewer nodes below.
    pub fn from_level(level: i32) -> OwlOptions {
        let node_limit = if level >= 10 {
            1000
        } else {
            (1000 * (level.max(1) as u64 + 2) / 12).max(150)
        };
        OwlOptions {
            node_limit,
            branch_depth: 8,
            reading_depth: 20,
        }
    }
}

impl Default for OwlOptions {
    fn default() -> Self {
        OwlOptions::from_level(10)
    }
}

/// The result of an owl search: the code for the side that moved first, its move, whether
/// the search finished within its budget, and the nodes it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwlResult {
    pub result: ReadResult,
    pub mv: Point,
    pub certain: bool,
    pub nodes: u64,
}

/// Owl's view of a node, per point (indexed by `Point::idx`), as the owl pattern
/// databases' helpers ([`crate::patterns::autohelper::OwlHelpers`]) see it.
#[derive(Clone, Debug)]
pub struct OwlView {
    /// The defender's colour (the goal's).
    pub color: Color,
    /// Goal points: the dragon's stones and the defender's moves since.
    pub goal: Vec<bool>,
    /// 2 for a proper point of one of the goal's eye spaces, 1 for a marginal one, else 0.
    pub eye: Vec<u8>,
    /// Points of the goal's eye spaces larger than the solver takes.
    pub big: Vec<bool>,
    /// Twice the topological value (8.8) of the goal's eye points that were analysed.
    pub topological: Vec<u8>,
    /// Stones of dragons that were alive when the search began.
    pub strong: Vec<bool>,
}

/// The eye count of the goal at a node, with the moves that matter to it.
#[derive(Clone, Debug)]
pub struct OwlEyes {
    /// Eyes if the attacker moves first (the pessimistic count).
    pub min: u8,
    /// Eyes if the defender moves first (the optimistic count).
    pub max: u8,
    /// The pessimistic count of the closed spaces alone (no marginal point): only those
    /// eyes are certain enough to end the reading (12.1's `compute_eyes_pessimistic`).
    pub closed_min: u8,
    /// Vital points of the hot spaces (whose value depends on who moves first) for the
    /// attacker and the defender, with the swing (max - min of the space).
    pub attack_points: Vec<(Point, u8)>,
    pub defense_points: Vec<(Point, u8)>,
    /// Points of the goal's eye spaces (proper and marginal).
    pub space: Vec<Point>,
    /// Origins of the attacker strings next to the goal that reading captures.
    pub lunches: Vec<Point>,
    /// The attacker strings next to the goal that reading captures unless he saves them
    /// first: the move that saves each (a string the goal eats is an eye for it).
    pub threatened: Vec<Point>,
    /// Open points the goal reaches (see [`OwlSearch::escape`]).
    pub escape: usize,
    /// A goal string has at most two liberties: eyes or not, the attacker may still
    /// squeeze it, so the eye count alone does not settle the node.
    pub short_of_liberties: bool,
    /// The node as the owl patterns see it.
    pub view: OwlView,
    /// The origins of the goal's strings.
    pub strings: Vec<Point>,
    /// When the pessimistic count is two but fewer of those eyes belong to the part of the
    /// goal that holds the target (the goal's strings joined into parts by two shared
    /// liberties, one the attacker cannot occupy, a looser link with no shared liberty, or
    /// an eye they share): the single liberties the target's part shares with the others,
    /// where the attacker cuts the eyes apart (see [`OwlSearch::split`]).
    pub split_cuts: Vec<Point>,
    /// The target's string and a string of a dragon alive at the start touch diagonally
    /// with both points between them empty, either of which joins them (the attacker takes
    /// one, the defender the other): the target lives with that dragon. (Another string of
    /// the goal touching it is not enough: the target's part may be cut from it.)
    pub joined_alive: bool,
}

/// Owl reads conditional ko captures (11.4) this many moves deep from its root. Measured
/// on owl, vie, semeai, STS-RV_Misc and trevor: 2 lost 6 owl tests, 4 lost 3, 6 lost 1 and
/// gained 2 (owl:231, 247), 8 and unlimited lost 2 and 3.
const KO_DEPTH: usize = 6;

/// The value of a cut between two parts of the goal that hold its eyes apart, among the
/// vital attack moves ([`OwlEyes::split_cuts`]).
const SPLIT_CUT_VALUE: i32 = 90;

/// An eye space of at least this many points is two eyes without reading.
const BIG_SPACE: usize = 16;
/// The largest space owl has the eye solver value below the branch depth.
const DEEP_SOLVER_VERTICES: usize = 8;

/// The goal escapes when it reaches this many open points and its escape route is worth as
/// much ([`OwlSearch::escape`]).
pub const ESCAPE: usize = 6;
/// How far the escape route looks, in steps through empty points.
const ROUTE_STEPS: usize = 4;
/// A friendly string reached by the escape route.
const FRIEND_VALUE: usize = 2;
/// A friendly string of an alive dragon reached by the escape route.
const STRONG_FRIEND_VALUE: usize = 6;

/// The goal's eye spaces valued (see [`OwlSearch::value_spaces`]).
struct Valued {
    spaces: EyeSpaces,
    space_points: Vec<Point>,
    /// The pessimistic count.
    min: u8,
    /// Its share from the spaces without marginal points.
    closed_min: u8,
    /// The hot spaces: (swing, attack point, defence point).
    hot: Vec<(u8, Point, Point)>,
    /// Each space's origin with its share of the pessimistic count.
    shares: Vec<(Point, u8)>,
    /// Per goal string (in the order given), the origins of the spaces it touches.
    touching: Vec<Vec<Point>>,
}

impl Valued {
    /// The optimistic count: the pessimistic one plus every hot space's swing.
    fn max(&self) -> u8 {
        self.hot.iter().fold(self.min, |m, h| m.saturating_add(h.0))
    }
}

/// How the goal's eyes are split between its parts ([`OwlSearch::split`]).
enum Split {
    /// Fewer than two eyes in the target's part; the single liberties it shares with the
    /// parts holding the others (one move cuts them apart).
    Cuts(Vec<Point>),
    /// The target's part (and its eyes) cut off from the others already, nothing left
    /// between them to join them again.
    Apart(u8),
}

/// Tactical status of the strings on the diagonals of eye points, read once per node.
struct DiagStatus {
    /// Per stone: the attack and the defence (code and move) of its string.
    map: HashMap<Point, (Attempt, Attempt)>,
}

/// A reading result and its move.
type Attempt = (ReadResult, Point);

impl StringStatus for DiagStatus {
    fn attack(&self, p: Point) -> (ReadResult, Point) {
        self.map
            .get(&p)
            .map(|s| s.0)
            .unwrap_or((ReadResult::Fail, Point::NONE))
    }
    fn defense(&self, p: Point) -> (ReadResult, Point) {
        self.map
            .get(&p)
            .map(|s| s.1)
            .unwrap_or((ReadResult::Win, Point::NONE))
    }
}

/// One owl search: the board, the reader, the goal and the budget.
pub struct OwlSearch<'a> {
    pub board: &'a mut Board,
    pub reading: &'a mut ReadingContext,
    shapes: &'a [&'static [EyeShape]],
    patterns: Option<&'a dyn OwlPatterns>,
    opts: OwlOptions,
    /// The defender's colour.
    color: Color,
    /// A stone of the string whose capture decides the attack.
    target: Point,
    /// Goal points (the dragon and the defender's moves since), per point and as a list.
    goal: Vec<bool>,
    goal_list: Vec<Point>,
    nodes: u64,
    out_of_nodes: bool,
    /// The node count at which the current reading runs out: the whole budget, or the
    /// share of it one of the root's moves may spend.
    limit: u64,
    depth: usize,
    /// (position hash, attacker to move, komaster) -> result for the side to move, move.
    table: HashMap<(u64, bool, Ko), (ReadResult, Point)>,
    /// The komaster state of the line being read (11.4: the same scheme as tactical
    /// reading's).
    ko: Ko,
    solver: EyeSolver,
    /// Stones of dragons alive at the start (`owl_strong_dragon`).
    strong: Vec<bool>,
    /// The defender's escape values (13.9) in the position the search starts from,
    /// computed at the first evaluation.
    escape_values: Option<Vec<u8>>,
    /// Set when a node one ply below the root was decided alive by two eyes of open spaces
    /// (the count the root itself does not trust, see `search`).
    open_space_alive: bool,
}

/// Owl plays its moves on the board as they are (its nodes are counted per move tried).
impl KoMover for OwlSearch<'_> {
    fn ko_board(&self) -> &Board {
        self.board
    }
    fn try_plain(&mut self, pos: Point, color: Color) -> bool {
        self.board.trymove(pos, color)
    }
    fn try_conditional(&mut self, pos: Point, color: Color) -> bool {
        self.board.tryko(pos, color)
    }
}

impl<'a> OwlSearch<'a> {
    /// A search for the dragon made of `goal` (its stones), decided by the capture of the
    /// string at `target`.
    pub fn new(
        board: &'a mut Board,
        reading: &'a mut ReadingContext,
        shapes: &'a [&'static [EyeShape]],
        patterns: Option<&'a dyn OwlPatterns>,
        opts: OwlOptions,
        target: Point,
        goal: &[Point],
    ) -> OwlSearch<'a> {
        let mut marks = vec![false; BOARDMAX];
        for &p in goal {
            marks[p.idx()] = true;
        }
        let color = board.color(target);
        OwlSearch {
            board,
            reading,
            shapes,
            patterns,
            opts,
            color,
            target,
            goal: marks,
            goal_list: goal.to_vec(),
            nodes: 0,
            out_of_nodes: false,
            limit: opts.node_limit,
            depth: 0,
            table: HashMap::new(),
            ko: Ko::NONE,
            solver: EyeSolver::new(),
            strong: vec![false; BOARDMAX],
            escape_values: None,
            open_space_alive: false,
        }
    }

    /// Value eye spaces with `solver` (and the games it has solved already) instead of a
    /// fresh one; [`OwlSearch::into_solver`] gives it back.
    pub fn with_solver(mut self, solver: EyeSolver) -> Self {
        self.solver = solver;
        self
    }

    /// The search's eye solver, with the games it solved, for the next search.
    pub fn into_solver(self) -> EyeSolver {
        self.solver
    }

    /// Name the stones of the dragons that are alive as the search begins.
    pub fn with_strong(mut self, strong: Vec<bool>) -> Self {
        self.strong = strong;
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Can the attacker, moving first, kill the goal?
    pub fn attack(&mut self) -> OwlResult {
        self.root(true)
    }

    /// Can the defender, moving first, save the goal? A goal with two sure eyes is saved by
    /// a pass (`Point::NONE`); one that runs away gets its first move that keeps it alive.
    pub fn defend(&mut self) -> OwlResult {
        self.root(false)
    }

    /// The attack (`attacker`) or defence after `mv` by the side named: the result for the
    /// side that played `mv` (so `Win` means the move works), `None` if `mv` is illegal.
    pub fn after_move(&mut self, mv: Point, attacker: bool) -> Option<OwlResult> {
        let mover = if attacker {
            self.color.other()
        } else {
            self.color
        };
        if !self.board.trymove(mv, mover) {
            return None;
        }
        self.nodes += 1;
        let added = !attacker && self.add_goal(mv);
        let r = if self.board.color(self.target) != self.color {
            if attacker {
                ReadResult::Win
            } else {
                ReadResult::Fail
            }
        } else {
            let (r, _) = self.search(!attacker);
            r.reverse()
        };
        if added {
            self.remove_goal(mv);
        }
        self.board.popgo();
        Some(OwlResult {
            result: r,
            mv,
            certain: !self.out_of_nodes,
            nodes: self.nodes,
        })
    }

    fn root(&mut self, attacker: bool) -> OwlResult {
        let (result, mv) = if self.board.color(self.target) != self.color {
            (
                if attacker {
                    ReadResult::Win
                } else {
                    ReadResult::Fail
                },
                Point::NONE,
            )
        } else {
            self.search(attacker)
        };
        self.trace(attacker, || {
            let how = if self.out_of_nodes {
                "out of nodes"
            } else {
                "read out"
            };
            format!(
                "root -> {result:?} {} ({how}, {} nodes)",
                self.vertex(mv),
                self.nodes
            )
        });
        OwlResult {
            result,
            mv,
            certain: !self.out_of_nodes,
            nodes: self.nodes,
        }
    }

    /// `p` as a vertex of this board, for the trace.
    fn vertex(&self, p: Point) -> String {
        p.to_vertex(self.board.size())
    }

    /// Print `line()` to stderr when the node being read is within the trace depth
    /// (`TESUJI_TRACE`), indented by its depth, after `owl A` or `owl D` for the side to move.
    fn trace(&self, attacker: bool, line: impl FnOnce() -> String) {
        if self.depth < self.reading.trace_depth {
            let side = if attacker { 'A' } else { 'D' };
            eprintln!("{}owl {side} {}", "  ".repeat(self.depth), line());
        }
    }

    fn add_goal(&mut self, p: Point) -> bool {
        if self.goal[p.idx()] {
            return false;
        }
        self.goal[p.idx()] = true;
        self.goal_list.push(p);
        true
    }

    fn remove_goal(&mut self, p: Point) {
        self.goal[p.idx()] = false;
        if let Some(k) = self.goal_list.iter().rposition(|&q| q == p) {
            self.goal_list.remove(k);
        }
    }

    /// The origins of the defender's strings in the goal.
    fn goal_strings(&self) -> Vec<Point> {
        let mut out: Vec<Point> = Vec::new();
        for &p in &self.goal_list {
            if self.board.color(p) == self.color {
                let o = self.board.find_origin(p);
                if !out.contains(&o) {
                    out.push(o);
                }
            }
        }
        out
    }

    /// Read the node for the side to move (`attacker` or the defender): its result and move.
    fn search(&mut self, attacker: bool) -> (ReadResult, Point) {
        let key = (self.board.hash(), attacker, self.ko);
        if let Some(&r) = self.table.get(&key) {
            return r;
        }
        let eyes = self.evaluate_with(false);
        let win_for_mover = |defender_wins: bool| {
            if defender_wins != attacker {
                ReadResult::Win
            } else {
                ReadResult::Fail
            }
        };
        // Static decisions. Two eyes are not trusted where a vital attack pattern matches
        // (a shortage of liberties or a cutting point the eye values cannot see): the
        // attacker tries its moves, and the defender answers them (or passes, below, if
        // they fail).
        let two_eyes = eyes.min >= 2 && !eyes.short_of_liberties;
        let mut vital = if two_eyes && eyes.escape < ESCAPE {
            self.pattern_moves(OwlPatternSet::VitalAttack, &eyes)
        } else {
            Vec::new()
        };
        // Two eyes in two parts of the goal that the attacker can cut apart are not two
        // eyes of the target's part: he tries the cuts.
        if two_eyes && eyes.escape < ESCAPE {
            for &c in &eyes.split_cuts {
                vital.push((c, SPLIT_CUT_VALUE));
            }
        }
        // At the root the count must come from closed spaces (no marginal point): two eyes
        // of an open space are read once (12.1: `compute_eyes_pessimistic` is sure of
        // closed spaces only); deeper down the count decides, or the budget would not last.
        let alive = two_eyes && (eyes.closed_min >= 2 || self.depth >= 1) && vital.is_empty();
        if alive && eyes.closed_min < 2 && self.depth == 1 {
            self.open_space_alive = true;
        }
        let certain = alive || eyes.joined_alive;
        // A group that runs away is alive; at the root the defender still names the move
        // that runs (the first of his moves that keeps it alive), as GNU Go's `owl_defend`
        // does, and passes only when none does.
        let escaped = !certain && eyes.escape >= ESCAPE;
        if certain || (escaped && (attacker || self.depth > 0)) {
            return (win_for_mover(true), Point::NONE);
        }
        // Hopeless: fewer than two eyes even with the defender moving first in every space,
        // lunches counted as captured when they are no more than eyes (see
        // `lunches_feed_goal_only`), no way out, and the attacker can approach (no seki).
        let hopeless = eyes.max < 2
            && self.lunches_feed_goal_only(&eyes.lunches)
            && eyes.escape < ESCAPE / 2
            && self.can_approach(&eyes.strings);
        // A hopeless group is dead with the attacker to move (he need not even play), but
        // the defender still tries his moves: the eye values cannot see every way to make
        // an eye (a move next to the space, a capture that is no lunch yet). At the root the
        // attacker names a move all the same.
        if hopeless && attacker && self.depth > 0 {
            return (ReadResult::Win, Point::NONE);
        }
        let exhausted = self.nodes >= self.limit;
        if self.depth >= self.opts.reading_depth || exhausted {
            if exhausted {
                self.out_of_nodes = true;
                self.trace(attacker, || "out of nodes".to_string());
            }
            // Undecided at the horizon: the group is given the benefit of the doubt when it
            // could make two eyes moving first.
            return (win_for_mover(eyes.max >= 2), Point::NONE);
        }
        let moves = self.candidates(attacker, &eyes, &vital);
        self.trace(attacker, || {
            let list: Vec<String> = moves.iter().map(|&m| self.vertex(m)).collect();
            let (min, max, escape) = (eyes.min, eyes.max, eyes.escape);
            format!("eyes {min}-{max} escape {escape}: {}", list.join(" "))
        });
        // The root tries the most moves (its answer is the one that counts, and a move
        // that saves or kills may rank low among the patterns' choices), its children
        // fewer, and below the branch depth only the best move is tried (12.1).
        let width = if self.depth == 0 {
            ROOT_WIDTH
        } else if self.depth < 2 {
            FIRST_PLY_WIDTH
        } else if self.depth < self.opts.branch_depth {
            4
        } else {
            1
        };
        let mover = if attacker {
            self.color.other()
        } else {
            self.color
        };
        let mut best = (ReadResult::Fail, Point::NONE);
        let mut tried = 0;
        let mut pure = true;
        let first = moves.first().copied();
        // Near the root every move gets a share of what is left of the node's budget (two
        // thirds of it, at least an eighth of the node's whole), so that one move's deep
        // tree does not leave the others unread; a move that runs out of its share is not
        // a win, and the next is read.
        let sharing = self.depth < SHARE_DEPTH;
        let budget_end = self.limit;
        let budget = budget_end.saturating_sub(self.nodes);
        let mut short = false;
        for mv in moves {
            if tried >= width {
                break;
            }
            if sharing {
                let left = budget_end.saturating_sub(self.nodes);
                if left == 0 {
                    if tried > 0 {
                        short = true;
                        break;
                    }
                } else {
                    let share = (left * 2 / 3).max((budget / 8).min(left));
                    self.limit = self.nodes + share;
                }
            }
            // Once the budget has run out, a further move would be judged at once by the
            // horizon rule below it, not read (and the rule's benefit of the doubt would
            // make the first such move a success for the defender): the node keeps what
            // its moves read (a ko) and is judged by the same rule itself if that is
            // better for its mover; the root answers what it has read. The node count
            // decides, not only the flag: a subtree whose last nodes were decided
            // statically can pass the limit without meeting the horizon (owl:44 read with
            // 4000 nodes).
            let spent = self.out_of_nodes || self.nodes >= self.limit;
            if spent && tried > 0 {
                let horizon = win_for_mover(eyes.max >= 2);
                if self.depth > 0 && horizon > best.0 {
                    best = (horizon, Point::NONE);
                }
                break;
            }
            // Ko captures follow the komaster scheme (11.4): a capture the board forbids is
            // a conditional one (as if a ko threat had been made and answered), and what
            // it wins is a ko the mover must win by making the first threat.
            let consider = best.0 == ReadResult::Fail && self.depth < KO_DEPTH;
            let before = self.nodes;
            let Some(tried_move) = komaster_trymove(self, mv, mover, self.ko, consider) else {
                continue;
            };
            let (conditional, child_ko) = (tried_move.conditional, tried_move.ko);
            let ko_capture = !self.board.ko_point().is_none();
            let parent_ko = std::mem::replace(&mut self.ko, child_ko);
            tried += 1;
            self.nodes += 1;
            let added = !attacker && self.add_goal(mv);
            let mut r = if self.board.color(self.target) != self.color {
                // A target taken by a ko capture the defender may retake (on a threat) is
                // a ko.
                if ko_capture && matches!(child_ko.master, Komaster::Empty | Komaster::WeakKo) {
                    ReadResult::KoA
                } else {
                    win_for_mover(false)
                }
            } else {
                self.open_space_alive = false;
                self.depth += 1;
                let (mut child, _) = self.search(!attacker);
                // A saving move the root would not trust as the answer: the attacker's
                // reply was not read because two eyes of open spaces decided at once (what
                // `owl_does_defend` reads at its root). The reply is read once more as a
                // root: closed spaces alone sure, the root's width and budget sharing.
                if self.depth == 1
                    && !attacker
                    && child == ReadResult::Fail
                    && std::mem::take(&mut self.open_space_alive)
                {
                    self.depth = 0;
                    child = self.search(!attacker).0;
                    self.depth = 1;
                }
                self.depth -= 1;
                child.reverse()
            };
            if added {
                self.remove_goal(mv);
            }
            self.board.popgo();
            self.ko = parent_ko;
            if conditional && r != ReadResult::Fail {
                r = ReadResult::KoB;
            }
            // Deeper than that, a ko capture that wins is taken for a ko the opponent could
            // fight (his retake is not read).
            if !conditional && ko_capture && r == ReadResult::Win && self.depth >= KO_DEPTH {
                r = ReadResult::KoA;
            }
            self.trace(attacker, || {
                format!(
                    "{} -> {r:?} ({} nodes)",
                    self.vertex(mv),
                    self.nodes - before
                )
            });
            // The root's moves past the first ply's width are read with what the first
            // ones left: only a reading that finished counts for them, not the horizon's
            // benefit of the doubt.
            if self.depth == 0
                && tried > FIRST_PLY_WIDTH
                && self.out_of_nodes
                && r == ReadResult::Win
            {
                r = ReadResult::Fail;
            }
            if r > best.0 {
                best = (r, mv);
            }
            if best.0 == ReadResult::Win {
                break;
            }
            if self.out_of_nodes {
                pure = false;
                if sharing && self.nodes < budget_end {
                    short = true;
                    self.out_of_nodes = false;
                }
            }
        }
        if sharing {
            self.limit = budget_end;
            self.out_of_nodes |= short;
        }
        if escaped && best.0 != ReadResult::Win {
            best = (ReadResult::Win, Point::NONE);
        }
        if hopeless && attacker && best.0 == ReadResult::Fail {
            best = (ReadResult::Win, first.unwrap_or(Point::NONE));
        }
        // Two eyes the vital patterns doubt: the defender may also leave them as they are,
        // and wins by passing when the attacker, moving now, cannot kill.
        // So may a group the attacker cannot approach (a seki, if he cannot kill it).
        if !attacker
            && best.0 != ReadResult::Win
            && (two_eyes || self.seki_candidate(&eyes.strings))
        {
            let before = self.nodes;
            self.depth += 1;
            let (r, _) = self.search(true);
            self.depth -= 1;
            self.trace(false, || {
                format!("pass -> {:?} ({} nodes)", r.reverse(), self.nodes - before)
            });
            if r == ReadResult::Fail {
                best = (ReadResult::Win, Point::NONE);
            }
        }
        if pure && !self.out_of_nodes {
            self.table.insert(key, best);
        }
        best
    }

    /// Are the lunches no more than eyes: strings of two stones or more (taking one stone
    /// may be a ko) that touch no defender string outside the goal (taking them would link
    /// the goal to a friend)? Their stones are counted as dead in the eye spaces already.
    fn lunches_feed_goal_only(&self, lunches: &[Point]) -> bool {
        lunches.iter().all(|&l| {
            self.board.countstones(l) >= 2
                && self
                    .board
                    .chainlinks(l)
                    .into_iter()
                    .all(|n| self.goal[n.idx()])
        })
    }

    /// Can the attacker take the goal's liberties away: some goal string is in atari, or
    /// he can play on a liberty without putting his stone in atari? When he cannot (a seki,
    /// or a race he must not start), an eyeless goal is not simply dead.
    fn can_approach(&self, strings: &[Point]) -> bool {
        let opp = self.color.other();
        strings.iter().any(|&s| {
            let libs = self.board.findlib(s, usize::MAX);
            libs.len() == 1
                || libs
                    .iter()
                    .any(|&l| self.board.accuratelib_count(l, opp, 2) >= 2)
        })
    }

    /// May the goal be in seki: the attacker cannot approach it, and no liberty of the
    /// goal is one of a friendly string outside it (which the attacker could capture
    /// first, to approach through its place)?
    fn seki_candidate(&self, strings: &[Point]) -> bool {
        let board = &*self.board;
        let inside =
            |n: Point| board.color(n) != self.color || strings.contains(&board.find_origin(n));
        // The cheap test first (`can_approach` counts the attacker's liberties at each one).
        strings.iter().all(|&s| {
            board
                .libs(s)
                .iter()
                .all(|l| l.neighbors().iter().all(|&n| inside(n)))
        }) && !self.can_approach(strings)
    }

    /// The eye count of the goal and the moves it suggests.
    pub fn evaluate(&mut self) -> OwlEyes {
        self.evaluate_with(true)
    }

    /// [`OwlSearch::evaluate`]; without `exact_max` the optimistic count is only known to be
    /// at least two once it is (the search compares it with two, nothing else), and the
    /// spaces drawn around placements are not valued then.
    fn evaluate_with(&mut self, exact_max: bool) -> OwlEyes {
        let color = self.color;
        let strings = self.goal_strings();
        // Lunches: attacker strings next to the goal that reading captures for good.
        let mut dead = vec![false; BOARDMAX];
        let mut lunches: Vec<Point> = Vec::new();
        let mut threatened: Vec<Point> = Vec::new();
        let mut seen: Vec<Point> = Vec::new();
        for &s in &strings {
            for e in self.board.chainlinks(s) {
                let o = self.board.find_origin(e);
                if seen.contains(&o) {
                    continue;
                }
                seen.push(o);
                if self.board.countlib(o) > 3 {
                    continue;
                }
                let (ac, _) = self.reading.attack(self.board, o);
                if ac != ReadResult::Win {
                    continue;
                }
                let (dc, dp) = self.reading.find_defense(self.board, o);
                if dc == ReadResult::Fail {
                    lunches.push(o);
                    for st in self.board.stones(o).collect::<Vec<_>>() {
                        dead[st.idx()] = true;
                    }
                } else if !dp.is_none() && !threatened.contains(&dp) {
                    threatened.push(dp);
                }
            }
        }
        let valued = self.value_spaces(&dead, &strings);
        let mut max = valued.max();
        let Valued {
            spaces,
            space_points,
            mut min,
            mut closed_min,
            hot,
            shares,
            touching,
        } = valued;
        // Placements: attacker strings next to the goal that are small and cut off from
        // their friends (see `placement`) may be inside the goal's space though reading
        // cannot capture them yet. Drawn around them as around dead stones, the spaces give
        // the optimistic count its due (a placement in a wide space does not make the group
        // eyeless at the horizon); the pessimistic one stays with the stones as they are.
        // The search needs them only while the count is below two.
        if exact_max || max < 2 {
            let mut placed = dead.clone();
            for &o in &seen {
                if !placed[o.idx()] {
                    for st in self.placement(o).unwrap_or_default() {
                        placed[st.idx()] = true;
                    }
                }
            }
            if placed != dead {
                max = max.max(self.value_spaces(&placed, &strings).max());
            }
        }
        let mut points = Vec::new();
        let mut attack_points = Vec::new();
        let mut defense_points = Vec::new();
        for &(swing, a, d) in &hot {
            if !a.is_none() {
                attack_points.push((a, swing));
            }
            if !d.is_none() {
                defense_points.push((d, swing));
            }
        }
        // Half eyes of the spaces give their key points too.
        for &p in &space_points {
            let h = spaces.half_eye(color, p);
            if h.is_half_eye() {
                for &a in h.attack_points() {
                    attack_points.push((a, 1));
                }
                for &d in h.defense_points() {
                    defense_points.push((d, 1));
                }
            }
            points.push(p);
        }
        // Open points reached, bounded by the escape route: running into the opponent's
        // sphere of influence is no escape.
        let escape = self.escape(&strings);
        let mut view = OwlView {
            color,
            goal: self.goal.clone(),
            eye: vec![0; BOARDMAX],
            big: vec![false; BOARDMAX],
            topological: vec![0; BOARDMAX],
            strong: self.strong.clone(),
        };
        for &p in &space_points {
            let e = spaces.eye(color, p);
            view.eye[p.idx()] = if e.marginal { 1 } else { 2 };
            view.big[p.idx()] = e.esize as usize > MAX_SOLVER_VERTICES;
            if let Some(v) = spaces.half_eye(color, p).value {
                view.topological[p.idx()] = (2.0 * v).round().clamp(0.0, 255.0) as u8;
            }
        }
        // Where one move cuts the goal's eyes apart, the attacker tries it (see
        // `OwlEyes::split_cuts` and `OwlSearch::split`).
        let mut split_cuts = Vec::new();
        match (min >= 2)
            .then(|| self.split(&touching, &shares, &strings))
            .flatten()
        {
            Some(Split::Cuts(cuts)) => split_cuts = cuts,
            // The parts holding the other eyes are cut off already: they do not save the
            // target.
            Some(Split::Apart(eyes)) => {
                min = eyes;
                closed_min = closed_min.min(eyes);
            }
            None => {}
        }
        OwlEyes {
            view,
            min,
            max,
            closed_min,
            attack_points,
            defense_points,
            space: points,
            lunches,
            threatened,
            escape,
            short_of_liberties: strings.iter().any(|&s| {
                let libs = self.board.findlib(s, 3);
                libs.len() <= 2
                    && libs.iter().any(|&l| {
                        // Only a one-point eye is a liberty the attacker cannot take.
                        let e = spaces.eye(color, l);
                        e.color != color || e.marginal || e.esize > 1
                    })
            }),
            split_cuts,
            joined_alive: self.joined_alive(),
            strings,
        }
    }

    /// See [`OwlEyes::joined_alive`]: the target's string has three liberties or more, the
    /// friend's two, and the defender's stone on either point between them (off the edge)
    /// would have two.
    fn joined_alive(&self) -> bool {
        let board = &*self.board;
        let (color, s) = (self.color, self.target);
        board.countlib(s) >= 3
            && board.stones(s).any(|st| {
                st.diagonals().iter().any(|&d| {
                    board.color(d) == color
                        && !self.goal[d.idx()]
                        && self.strong[d.idx()]
                        && board.countlib(d) >= 2
                        && crossings(st, d).iter().all(|&c| {
                            board.color(c) == Color::Empty
                                && c.edge_distance(board.size()) >= 1
                                && board.accuratelib_count(c, color, 2) >= 2
                        })
                })
            })
    }

    /// See [`OwlEyes::split_cuts`]: the goal's strings are joined into parts, and the eyes
    /// (`shares`: space origins with their pessimistic values; `touching`: per string, the
    /// spaces it touches, as [`OwlSearch::value_spaces`] found them) counted per part.
    /// `None` when the target's part holds two eyes (or the goal is one part).
    fn split(
        &self,
        touching: &[Vec<Point>],
        shares: &[(Point, u8)],
        strings: &[Point],
    ) -> Option<Split> {
        let color = self.color;
        let opp = color.other();
        let board = &*self.board;
        let target = board.find_origin(self.target);
        let n = strings.len();
        if n < 2 || !strings.contains(&target) {
            return None;
        }
        let mut part = Union::new(n);
        let touches = |s: usize, o: Point| touching[s].contains(&o);
        let libs: Vec<Vec<Point>> = strings
            .iter()
            .map(|&s| board.findlib(s, usize::MAX))
            .collect();
        let mut single: Vec<(usize, usize, Point)> = Vec::new();
        for (i, li) in libs.iter().enumerate() {
            for (j, &sj) in strings.iter().enumerate().skip(i + 1) {
                let common: Vec<Point> = li
                    .iter()
                    .copied()
                    .filter(|&l| board.liberty_of_string(l, sj))
                    .collect();
                let protected =
                    common.len() == 1 && board.accuratelib_count(common[0], opp, 2) <= 1;
                if common.len() >= 2 || protected {
                    part.join(i, j);
                } else if common.len() == 1 {
                    single.push((i, j, common[0]));
                } else if li.iter().any(|l| {
                    l.neighbors()
                        .iter()
                        .any(|&q| board.color(q) == Color::Empty && board.liberty_of_string(q, sj))
                }) {
                    // A looser link (a knight's move, a large jump): not cut by one move.
                    part.join(i, j);
                }
            }
        }
        for &(o, lo) in shares {
            if lo == 0 {
                continue;
            }
            let by: Vec<usize> = (0..n).filter(|&s| touches(s, o)).collect();
            for w in by.windows(2) {
                part.join(w[0], w[1]);
            }
        }
        let t = strings.iter().position(|&s| s == target).unwrap_or(0);
        let mine = part.find(t);
        let mut eyes = 0u8;
        for &(o, lo) in shares {
            if (0..n).any(|s| part.find(s) == mine && touches(s, o)) {
                eyes = eyes.saturating_add(lo);
            }
        }
        if eyes >= 2 {
            return None;
        }
        let mut cuts = Vec::new();
        for (i, j, l) in single {
            let (a, b) = (part.find(i), part.find(j));
            if a != b && (a == mine || b == mine) && !cuts.contains(&l) {
                cuts.push(l);
            }
        }
        if !cuts.is_empty() {
            return Some(Split::Cuts(cuts));
        }
        // Already apart: nothing between the parts the defender could use to join them
        // again (an attacker string short of liberties next to both, a friendly string
        // next to both's liberties)?
        let ours: Vec<Point> = (0..n)
            .filter(|&s| part.find(s) == mine)
            .map(|s| strings[s])
            .collect();
        let others: Vec<Point> = (0..n)
            .filter(|&s| part.find(s) != mine)
            .map(|s| strings[s])
            .collect();
        let near = |set: &[Point]| {
            let mut enemies: Vec<Point> = Vec::new();
            let mut friends: Vec<Point> = Vec::new();
            for (k, &s) in strings.iter().enumerate() {
                if !set.contains(&s) {
                    continue;
                }
                for e in board.chainlinks(s) {
                    if board.countlib(e) <= 2 {
                        enemies.push(e);
                    }
                }
                for &l in &libs[k] {
                    for q in l.neighbors() {
                        if board.color(q) == color && !set.contains(&board.find_origin(q)) {
                            friends.push(board.find_origin(q));
                        }
                    }
                }
            }
            (enemies, friends)
        };
        let (e1, f1) = near(&ours);
        let (e2, f2) = near(&others);
        let linked = e1.iter().any(|e| e2.contains(e))
            || f1.iter().any(|f| f2.contains(f) || others.contains(f));
        (!linked).then_some(Split::Apart(eyes))
    }

    /// The goal's escape: the open points its `strings` reach within [`ESCAPE_STEPS`]
    /// steps through empty points no attacker stone touches (those off the first two lines
    /// with no attacker stone within two points, [`escape_point`]), bounded by its *escape
    /// route* (13.9): the escape values of the root position summed over the points reached
    /// in exactly [`ROUTE_STEPS`] steps, plus [`FRIEND_VALUE`] for every other string of the
    /// defender reached on the way ([`STRONG_FRIEND_VALUE`] when its dragon is alive). One
    /// walk counts both.
    fn escape(&mut self, strings: &[Point]) -> usize {
        let opp = self.color.other();
        if self.escape_values.is_none() {
            let board = &*self.board;
            let lively = |p: Point| board.countlib(p) >= 2;
            let inf = crate::influence::Influence::compute(board, lively);
            self.escape_values = Some(inf.escape_values(board, self.color));
        }
        let values = self.escape_values.as_deref().unwrap_or(&[]);
        let board = &*self.board;
        let (color, goal, strong) = (self.color, &self.goal, &self.strong);
        let mut open = 0usize;
        let mut route = 0usize;
        let mut friends: Vec<Point> = Vec::new();
        walk_out(board, strings, opp, ESCAPE_STEPS, |step, q| {
            if board.color(q) == color {
                let o = board.find_origin(q);
                if step <= ROUTE_STEPS && !goal[q.idx()] && !friends.contains(&o) {
                    friends.push(o);
                    route += if strong[q.idx()] {
                        STRONG_FRIEND_VALUE
                    } else {
                        FRIEND_VALUE
                    };
                }
                return;
            }
            if escape_point(board, q, opp) {
                open += 1;
            }
            if step == ROUTE_STEPS {
                route += values.get(q.idx()).copied().unwrap_or(0) as usize;
            }
        });
        open.min(route)
    }

    /// The goal's eye spaces with the attacker stones `dead` counted out, valued (8.7): the
    /// pessimistic count, its share from closed spaces, and the hot spaces.
    fn value_spaces(&mut self, dead: &[bool], strings: &[Point]) -> Valued {
        let color = self.color;
        let mut spaces = make_domains(self.board, dead);
        // The defender's spaces next to the goal, and next to each of its strings.
        let mut origins: Vec<Point> = Vec::new();
        let mut touching: Vec<Vec<Point>> = Vec::with_capacity(strings.len());
        for &s in strings {
            let mut touched: Vec<Point> = Vec::new();
            for st in self.board.stones(s) {
                for n in st.neighbors() {
                    let e = spaces.eye(color, n);
                    if e.color == color && !touched.contains(&e.origin) {
                        touched.push(e.origin);
                        if !origins.contains(&e.origin) {
                            origins.push(e.origin);
                        }
                    }
                }
            }
            touching.push(touched);
        }
        let mut space_points: Vec<Point> = Vec::new();
        for &o in &origins {
            space_points.extend(spaces.space(color, o));
        }
        self.half_eyes(&mut spaces, &space_points);
        let mut min = 0u8;
        let mut closed_min = 0u8;
        let mut hot: Vec<(u8, Point, Point)> = Vec::new();
        let mut shares: Vec<(Point, u8)> = Vec::new();
        for &o in &origins {
            let e = spaces.eye(color, o);
            let size = e.esize as usize;
            // Below the branch depth (one move per variation) a space of more than
            // `DEEP_SOLVER_VERTICES` points is not solved: there every line meets new ones,
            // and each costs the solver a fresh game. It is taken for one eye or two.
            let (mut lo, hi, attack, defense) = if self.depth >= self.opts.branch_depth
                && size > DEEP_SOLVER_VERTICES
                && size < BIG_SPACE
            {
                (1, 2, Point::NONE, Point::NONE)
            } else {
                let ev =
                    compute_eye_range(&spaces, self.board, color, o, self.shapes, &mut self.solver);
                (ev.min, ev.max, ev.attack, ev.defense)
            };
            // A space too big for the solver is worth two eyes to the eye module; to owl
            // only when it is big enough that no attack can shrink it below two (a
            // middle-sized one is read: the attacker narrows it until it can be valued).
            if size > MAX_SOLVER_VERTICES && size < BIG_SPACE {
                lo = lo.min(1);
            }
            min = min.saturating_add(lo);
            shares.push((o, lo));
            if e.msize == 0 {
                closed_min = closed_min.saturating_add(lo);
            }
            if hi > lo {
                hot.push((hi - lo, attack, defense));
            }
        }
        Valued {
            spaces,
            space_points,
            min,
            closed_min,
            hot,
            shares,
            touching,
        }
    }

    /// The stones of the cluster of small attacker strings around the string at `o` (strings
    /// of at most two stones, each within three steps through empty points of another, at
    /// most four stones in all), when no other attacker stone is within three such steps
    /// of it; `None` otherwise.
    fn placement(&self, o: Point) -> Option<Vec<Point>> {
        const MAX_STONES: usize = 4;
        const REACH: usize = 3;
        let opp = self.color.other();
        let mut stones: Vec<Point> = Vec::new();
        let mut todo = vec![o];
        while let Some(s) = todo.pop() {
            if stones.contains(&s) {
                continue;
            }
            if self.board.countstones(s) > 2 {
                return None;
            }
            stones.extend(self.board.stones(s));
            if stones.len() > MAX_STONES {
                return None;
            }
            // Friends within REACH steps through empty points join the cluster.
            let mut frontier: Vec<Point> =
                stones[stones.len() - self.board.countstones(s)..].to_vec();
            let mut seen_empty: Vec<Point> = Vec::new();
            for _ in 0..REACH {
                let mut next = Vec::new();
                for &f in &frontier {
                    for n in f.neighbors() {
                        let c = self.board.color(n);
                        if c == opp {
                            todo.push(n);
                        } else if c == Color::Empty && !seen_empty.contains(&n) {
                            seen_empty.push(n);
                            next.push(n);
                        }
                    }
                }
                frontier = next;
            }
        }
        Some(stones)
    }

    /// Half and false eyes of the points of the goal's spaces (8.8-8.9), with the
    /// diagonal strings' tactical status read here.
    fn half_eyes(&mut self, spaces: &mut EyeSpaces, space_points: &[Point]) {
        let color = self.color;
        let opp = color.other();
        let mut status = DiagStatus {
            map: HashMap::new(),
        };
        let candidates: Vec<Point> = space_points
            .iter()
            .copied()
            .filter(|&p| {
                let e = spaces.eye(color, p);
                !e.marginal && e.neighbors <= 1
            })
            .collect();
        for &p in &candidates {
            for d in p.diagonals() {
                if self.board.color(d) != opp {
                    continue;
                }
                let o = self.board.find_origin(d);
                if status.map.contains_key(&o) || self.board.countlib(o) > 3 {
                    continue;
                }
                let a = self.reading.attack(self.board, o);
                let df = if a.0 == ReadResult::Fail {
                    (ReadResult::Win, Point::NONE)
                } else {
                    self.reading.find_defense(self.board, o)
                };
                for st in self.board.stones(o).collect::<Vec<_>>() {
                    status.map.insert(st, (a, df));
                }
            }
        }
        half_and_false_eyes_of(
            spaces,
            self.board,
            self.reading,
            &status,
            color,
            &candidates,
        );
    }

    /// The moves of the owl database `set` at this node, with their values.
    fn pattern_moves(&mut self, set: OwlPatternSet, eyes: &OwlEyes) -> Vec<(Point, i32)> {
        let mut pm = Vec::new();
        if let Some(db) = self.patterns {
            db.owl_moves(self.board, self.reading, set, &eyes.view, &mut pm);
        }
        pm
    }

    /// Candidate moves for the side to move, best first, without duplicates; `vital`: the
    /// vital attack patterns' moves, already matched (the attacker's, first of all).
    fn candidates(&mut self, attacker: bool, eyes: &OwlEyes, vital: &[(Point, i32)]) -> Vec<Point> {
        let color = self.color;
        let opp = color.other();
        let mover = if attacker { opp } else { color };
        let mut scored: Vec<(i32, Point)> = Vec::new();
        let add = |p: Point, s: i32, scored: &mut Vec<(i32, Point)>| {
            if p.is_none() {
                return;
            }
            if let Some(e) = scored.iter_mut().find(|e| e.1 == p) {
                e.0 += s.min(e.0) / 4 + s / 4;
                e.0 = e.0.max(s);
            } else {
                scored.push((s, p));
            }
        };
        let strings = eyes.strings.clone();
        if attacker {
            for &s in &strings {
                let libs = self.board.countlib(s);
                if libs == 1 {
                    add(self.board.findlib(s, 1)[0], 1000, &mut scored);
                } else if libs <= 3 {
                    let (ac, ap) = self.reading.attack(self.board, s);
                    if ac != ReadResult::Fail {
                        add(ap, 400, &mut scored);
                    }
                }
            }
            for &(p, swing) in &eyes.attack_points {
                add(p, 150 + 50 * swing as i32, &mut scored);
            }
            // Save the attacker's strings the goal could eat (the lunches are lost already;
            // a string reading captures but can save would be the goal's next eye).
            for &dp in &eyes.threatened {
                add(dp, 220, &mut scored);
            }
            for &s in &strings {
                for e in self.board.chainlinks(s) {
                    if self.board.countlib(e) == 1 {
                        let (dc, dp) = self.reading.find_defense(self.board, e);
                        if dc != ReadResult::Fail {
                            add(dp, 250, &mut scored);
                        }
                    }
                }
            }
        } else {
            for &s in &strings {
                let libs = self.board.countlib(s);
                if libs <= 3 {
                    let (ac, _) = self.reading.attack(self.board, s);
                    if ac != ReadResult::Fail {
                        let (dc, dp) = self.reading.find_defense(self.board, s);
                        if dc != ReadResult::Fail {
                            add(dp, 350, &mut scored);
                        }
                    }
                }
            }
            for &l in &eyes.lunches {
                let (ac, ap) = self.reading.attack(self.board, l);
                if ac != ReadResult::Fail {
                    add(ap, 300, &mut scored);
                }
            }
            // Ataris on the attacker's strings of two liberties next to the goal, from a
            // point next to the goal or its eye space: forcing moves that take space from
            // the wall (the attacker must extend or connect).
            for &s in &strings {
                for e in self.board.chainlinks(s) {
                    if self.board.countlib(e) != 2 {
                        continue;
                    }
                    for l in self.board.findlib(e, 2) {
                        let near = l.neighbors().iter().any(|&n| {
                            eyes.space.contains(&n)
                                || self.board.color(n) == color && self.goal[n.idx()]
                        });
                        if near && self.board.accuratelib_count(l, color, 2) >= 2 {
                            add(l, ATARI_SCORE, &mut scored);
                        }
                    }
                }
            }
            for &(p, swing) in &eyes.defense_points {
                add(p, 150 + 50 * swing as i32, &mut scored);
            }
            // Linking up: the defender's stone there makes two ways to join a friend.
            for p in self.link_points(&strings) {
                add(p, LINK_SCORE, &mut scored);
            }
            // Saving a friend short of liberties where it touches the goal's liberty: it
            // joins the goal there, and its stones no longer feed the attacker.
            for p in self.weak_friend_points(&strings) {
                if self.board.accuratelib_count(p, color, 3) >= 3 {
                    add(p, WEAK_FRIEND_SCORE, &mut scored);
                }
            }
            // Running: a jump or a knight's move from a goal stone to an open point.
            if eyes.escape > 0 {
                for p in self.run_points(&strings, opp) {
                    add(p, RUN_SCORE, &mut scored);
                }
            }
        }
        // The attacker blocks the defender's links.
        if attacker {
            for p in self.link_points(&strings) {
                add(p, LINK_SCORE, &mut scored);
            }
            // And takes the liberty where a friend short of liberties would join the goal.
            for p in self.weak_friend_points(&strings) {
                if self.board.accuratelib_count(p, opp, 2) >= 2 {
                    add(p, WEAK_FRIEND_SCORE, &mut scored);
                }
            }
        }
        // Eye space and liberties: narrowing or widening the space, running.
        for &p in &eyes.space {
            if self.board.color(p) == Color::Empty {
                let s = if attacker { 40 } else { 35 };
                add(p, s + self.open_neighbours(p) as i32, &mut scored);
            }
        }
        for &s in &strings {
            for l in self.board.findlib(s, usize::MAX) {
                add(l, 30 + 5 * self.open_neighbours(l) as i32, &mut scored);
            }
        }
        let set = if attacker {
            OwlPatternSet::Attack
        } else {
            OwlPatternSet::Defend
        };
        for (p, v) in self.pattern_moves(set, eyes) {
            add(p, v, &mut scored);
        }
        // The vital points: the attacker's first tries; the defender's answers there.
        for &(p, v) in vital {
            add(p, v + VITAL_BONUS, &mut scored);
        }
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut out = Vec::with_capacity(scored.len());
        for (s, p) in scored {
            if !self.board.is_legal(p, mover) && !self.conditional_ko(p, mover) {
                continue;
            }
            // Moves outside the eye space must not be thrown away: a stone the opponent
            // captures at once is no move, unless it takes something.
            if s < 150 && !eyes.space.contains(&p) && self.board.accuratelib_count(p, mover, 2) <= 1
            {
                continue;
            }
            out.push(p);
        }
        out
    }

    /// Is `p` a ko retake the board forbids `mover`, which the search may try as a
    /// conditional capture (if the komaster scheme allows)?
    fn conditional_ko(&self, p: Point, mover: Color) -> bool {
        p == self.board.ko_point() && self.board.is_ko(p, mover).is_some()
    }

    /// The defender's links: points next to a friendly string outside the goal with an
    /// empty point between them and the goal (a stone there makes two ways to join the
    /// friend), where his stone would not be in atari.
    fn link_points(&self, strings: &[Point]) -> Vec<Point> {
        let color = self.color;
        let mut out = Vec::new();
        for &s in strings {
            for q in self.board.findlib(s, usize::MAX) {
                for p in q.neighbors() {
                    if self.board.color(p) != Color::Empty || out.contains(&p) {
                        continue;
                    }
                    let friend = p
                        .neighbors()
                        .iter()
                        .any(|&n| self.board.color(n) == color && !self.goal[n.idx()]);
                    if friend && self.board.accuratelib_count(p, color, 2) >= 2 {
                        out.push(p);
                    }
                }
            }
        }
        out
    }

    /// The liberties of the goal's `strings` next to a friendly string outside the goal
    /// with at most two liberties: the defender's stone there joins the friend to the goal
    /// (and gives it liberties), the attacker's takes a liberty from both.
    fn weak_friend_points(&self, strings: &[Point]) -> Vec<Point> {
        let mut out = Vec::new();
        for &s in strings {
            for l in self.board.findlib(s, usize::MAX) {
                let weak_friend = l.neighbors().iter().any(|&n| {
                    self.board.color(n) == self.color
                        && !self.goal[n.idx()]
                        && self.board.countlib(n) <= 2
                });
                if weak_friend && !out.contains(&l) {
                    out.push(l);
                }
            }
        }
        out
    }

    /// The running moves of the goal (strings `strings`, the opponent `opp`): a jump or a
    /// knight's move from one of its stones to an open point ([`escape_point`]) with an
    /// [`open_path`] to it.
    fn run_points(&self, strings: &[Point], opp: Color) -> Vec<Point> {
        let mut out = Vec::new();
        for &s in strings {
            for st in self.board.stones(s) {
                for q in jumps(self.board.size(), st) {
                    if !out.contains(&q)
                        && escape_point(self.board, q, opp)
                        && open_path(self.board, st, q)
                    {
                        out.push(q);
                    }
                }
            }
        }
        out
    }

    fn open_neighbours(&self, p: Point) -> usize {
        p.neighbors()
            .iter()
            .filter(|&&n| self.board.color(n) == Color::Empty)
            .count()
    }
}

/// Moves tried at the root of an owl search.
const ROOT_WIDTH: usize = 12;
/// Moves tried at the first ply below the root.
const FIRST_PLY_WIDTH: usize = 8;
/// The nodes above this depth share their budget among their moves.
const SHARE_DEPTH: usize = 1;
/// Score of a running move (a jump or knight's move to an open point) among the
/// defender's candidates.
const RUN_SCORE: i32 = 60;
/// Added to a vital attack pattern's value: its move comes before every other candidate.
const VITAL_BONUS: i32 = 1000;
/// Score of the defender's links to a friendly string outside the goal one empty point
/// away from the goal, and of the attacker's blocks there: among the plain eye-space
/// points and liberties (the attacker's blocks at 25 or 35 lost owl tests).
const LINK_SCORE: i32 = 40;

/// Score of the moves at the goal's liberties next to a friendly string short of
/// liberties outside the goal (see `OwlSearch::weak_friend_points`), for both sides:
/// above the links and ataris, below the eye analysis's key points (120 and 200 gained
/// the same tests: owl:217, owl:218, vie:14; friends of three liberties too lost owl:65
/// and owl:121).
const WEAK_FRIEND_SCORE: i32 = 120;

/// Score of the defender's ataris on the attacker's two-liberty strings next to the goal:
/// above the plain eye-space points and liberties (35-45), below the moves the eye analysis
/// and the patterns name.
const ATARI_SCORE: i32 = 45;

/// The one-space jumps and knight's moves from `p` on a board of `size`.
fn jumps(size: usize, p: Point) -> impl Iterator<Item = Point> {
    const STEPS: [(isize, isize); 12] = [
        (2, 0),
        (-2, 0),
        (0, 2),
        (0, -2),
        (2, 1),
        (2, -1),
        (-2, 1),
        (-2, -1),
        (1, 2),
        (-1, 2),
        (1, -2),
        (-1, -2),
    ];
    let (r, c) = (p.row() as isize, p.col() as isize);
    let size = size as isize;
    STEPS
        .iter()
        .map(move |&(dr, dc)| (r + dr, c + dc))
        .filter(move |&(rr, cc)| rr >= 0 && cc >= 0 && rr < size && cc < size)
        .map(|(rr, cc)| Point::new(rr as usize, cc as usize))
}

/// Is there a path of empty points from the stone at `from` to `to` at most two steps
/// long (the point between a jump, one of the two beside a knight's move)?
fn open_path(board: &Board, from: Point, to: Point) -> bool {
    let empty = |p: Point| board.color(p) == Color::Empty;
    to.neighbors().iter().any(|&n| {
        empty(n)
            && (n.neighbors().contains(&from)
                || from
                    .neighbors()
                    .iter()
                    .any(|&m| empty(m) && m.neighbors().contains(&n)))
    })
}

/// The two points between diagonal neighbours `a` and `b`.
fn crossings(a: Point, b: Point) -> [Point; 2] {
    let (ar, ac, br, bc) = (a.row(), a.col(), b.row(), b.col());
    [Point::new(ar, bc), Point::new(br, ac)]
}

/// Is `q` an open point for running away from `opp`: empty, off the first two lines, with
/// no `opp` stone within two points?
pub fn escape_point(board: &Board, q: Point, opp: Color) -> bool {
    if q.is_none() || board.color(q) != Color::Empty || q.edge_distance(board.size()) < 2 {
        return false;
    }
    !within_two(board.size(), q).any(|p| board.color(p) == opp)
}

/// The points of a board of `size` within two steps (Manhattan distance) of `q`, `q`
/// included.
pub fn within_two(size: usize, q: Point) -> impl Iterator<Item = Point> {
    within(size, q, 2)
}

/// The points of a board of `size` at most two lines from `q` either way and at most
/// `steps` (Manhattan distance, 2 to 4) from it, `q` included: 3 adds the knight's moves.
pub fn within(size: usize, q: Point, steps: isize) -> impl Iterator<Item = Point> {
    let (r, c) = (q.row() as isize, q.col() as isize);
    let size = size as isize;
    (-2isize..=2)
        .flat_map(|dr| (-2isize..=2).map(move |dc| (dr, dc)))
        .filter(move |(dr, dc)| dr.abs() + dc.abs() <= steps)
        .map(move |(dr, dc)| (r + dr, c + dc))
        .filter(move |&(rr, cc)| rr >= 0 && cc >= 0 && rr < size && cc < size)
        .map(|(rr, cc)| Point::new(rr as usize, cc as usize))
}

/// How far [`OwlSearch::escape`] looks for open points, in steps through empty points.
const ESCAPE_STEPS: usize = 5;

/// Walk out from the goal's `strings` for `steps` steps through empty points that no stone
/// of `opp` touches, calling `visit(step, q)` for every such empty point and every stone of
/// the goal's colour first reached at that step (the walk goes on from the empty points
/// only).
fn walk_out(
    board: &Board,
    strings: &[Point],
    opp: Color,
    steps: usize,
    mut visit: impl FnMut(usize, Point),
) {
    let mut seen = vec![false; BOARDMAX];
    let mut frontier: Vec<Point> = Vec::new();
    for &s in strings {
        for p in board.stones(s) {
            seen[p.idx()] = true;
            frontier.push(p);
        }
    }
    for step in 1..=steps {
        let mut next = Vec::new();
        for &p in &frontier {
            for q in p.neighbors() {
                if seen[q.idx()] {
                    continue;
                }
                let c = board.color(q);
                if c == opp.other() {
                    seen[q.idx()] = true;
                    visit(step, q);
                    continue;
                }
                if c != Color::Empty {
                    continue;
                }
                seen[q.idx()] = true;
                if q.neighbors().iter().any(|&r| board.color(r) == opp) {
                    continue;
                }
                visit(step, q);
                next.push(q);
            }
        }
        frontier = next;
    }
}

//! UCT tree search over pattern playouts (manual chapter 14), with RAVE (all-moves-as-first)
//! statistics.
//!
//! The tree is an arena of nodes; a node's children sit next to each other, created when
//! the node has been visited `expand_after` times. Each iteration walks down the tree from
//! the root choosing by the RAVE-blended value, plays the moves on the board's move stack,
//! finishes the game with a [`Playout`], scores it by area (stones and single-point eyes,
//! as a finished playout leaves the board), and backs the result up the path; every node
//! also learns, for its children's moves, whether their player won the games in which that
//! player played there first (AMAF). The board is restored exactly after every iteration.
//! The tree, the playout buffers and the random generator are values the caller owns: a
//! search is reproducible for a given seed.

use super::playout::Playout;
use crate::board::Board;
use crate::eyes::is_eye;
use crate::rng::Rng;
use crate::types::{Color, Point, BOARDMAX};
use std::time::{Duration, Instant};

/// Vets a root move (`false`: not to be played, e.g. a superko repetition).
pub type MoveFilter<'f> = dyn FnMut(&mut Board, Point) -> bool + 'f;

/// How long and how a search runs.
#[derive(Clone, Debug)]
pub struct UctOptions {
    /// Playouts per search.
    pub playouts: usize,
    /// Stop earlier when this much time has passed.
    pub max_time: Option<Duration>,
    /// Visits before a node gets children.
    pub expand_after: u32,
    /// RAVE equivalence: the number of visits at which a node's own statistics weigh as
    /// much as its AMAF statistics.
    pub rave_equivalence: f32,
    /// Nodes the tree may hold; beyond it, leaves are no longer expanded.
    pub max_nodes: usize,
}

impl Default for UctOptions {
    fn default() -> Self {
        UctOptions {
            playouts: 3000,
            max_time: None,
            expand_after: 2,
            rave_equivalence: 600.0,
            max_nodes: 1 << 20,
        }
    }
}

/// One tree node: the move that leads to it and the statistics of that move, from the point
/// of view of the player who made it.
#[derive(Clone, Debug)]
struct Node {
    mv: Point,
    color: Color,
    visits: u32,
    wins: f32,
    rave_visits: u32,
    rave_wins: f32,
    first_child: u32,
    children: u32,
    expanded: bool,
}

impl Node {
    fn new(mv: Point, color: Color, prior_visits: u32, prior_wins: f32) -> Node {
        Node {
            mv,
            color,
            visits: prior_visits,
            wins: prior_wins,
            rave_visits: 0,
            rave_wins: 0.0,
            first_child: 0,
            children: 0,
            expanded: false,
        }
    }
}

/// A move of the root with its statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStats {
    pub mv: Point,
    pub visits: u32,
    /// Win rate for the player to move.
    pub winrate: f32,
    /// The principal variation from this move on (this move first).
    pub pv: Vec<Point>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The most visited move (`Point::NONE` for a pass).
    pub best: Point,
    /// Its win rate for the player to move.
    pub winrate: f32,
    /// Playouts run.
    pub playouts: usize,
    /// The root's moves, most visited first.
    pub moves: Vec<MoveStats>,
}

/// The search tree and its buffers.
pub struct Uct<'a> {
    opts: UctOptions,
    playout: Playout<'a>,
    nodes: Vec<Node>,
    /// Per point and colour, the first time it was played in the current iteration's
    /// sequence (index into the sequence), or `u32::MAX`.
    first_played: Vec<[u32; 2]>,
    path: Vec<u32>,
    sequence: Vec<(Color, Point)>,
    to_move: Color,
    playouts: usize,
    /// Per point, Black's final ownership minus White's over the playouts.
    ownership: Vec<i32>,
}

/// Uninformed first visits: a small number of virtual even games, so that moves are tried
/// before their statistics decide.
const PRIOR_VISITS: u32 = 4;

impl<'a> Uct<'a> {
    pub fn new(playout: Playout<'a>, opts: UctOptions) -> Uct<'a> {
        Uct {
            opts,
            playout,
            nodes: Vec::new(),
            first_played: vec![[u32::MAX; 2]; BOARDMAX],
            path: Vec::new(),
            sequence: Vec::new(),
            to_move: Color::Black,
            playouts: 0,
            ownership: Vec::new(),
        }
    }

    pub fn options(&self) -> &UctOptions {
        &self.opts
    }

    /// Search the position on `board` for `to_move` with `komi`; `allowed` vets the root's
    /// moves (e.g. superko). The board is left as it was found.
    pub fn search(
        &mut self,
        board: &mut Board,
        to_move: Color,
        komi: f32,
        rng: &mut Rng,
        allowed: &mut MoveFilter,
    ) -> SearchResult {
        let start = Instant::now();
        self.begin(board, to_move, allowed);
        while self.playouts < self.opts.playouts {
            if let Some(limit) = self.opts.max_time {
                if self.playouts.is_multiple_of(16) && start.elapsed() >= limit {
                    break;
                }
            }
            self.step(board, komi, rng);
        }
        self.result()
    }

    /// Start a new search of the position on `board` for `to_move` (the tree is cleared).
    /// [`Uct::step`] then runs one playout at a time and [`Uct::result`] reports at any point:
    /// what an analysis that streams its progress needs.
    pub fn begin(&mut self, board: &mut Board, to_move: Color, allowed: &mut MoveFilter) {
        self.nodes.clear();
        self.nodes
            .push(Node::new(Point::NONE, to_move.other(), 0, 0.0));
        self.to_move = to_move;
        self.playouts = 0;
        self.ownership.clear();
        self.ownership.resize(BOARDMAX, 0);
        self.expand(board, 0, to_move, Some(allowed));
    }

    /// One playout of the search begun with [`Uct::begin`] on the same position.
    pub fn step(&mut self, board: &mut Board, komi: f32, rng: &mut Rng) {
        let to_move = self.to_move;
        self.iterate(board, to_move, komi, rng);
        self.playouts += 1;
    }

    /// Playouts run since [`Uct::begin`].
    pub fn playouts(&self) -> usize {
        self.playouts
    }

    /// How often each point ended Black's (+1) or White's (-1) in the playouts so far, as a
    /// mean in [-1, 1] indexed by `Point::idx` (0 where no playout ran).
    pub fn ownership(&self) -> Vec<f32> {
        let n = self.playouts.max(1) as f32;
        self.ownership.iter().map(|&v| v as f32 / n).collect()
    }

    /// One descent, playout and backup.
    fn iterate(&mut self, board: &mut Board, to_move: Color, komi: f32, rng: &mut Rng) {
        let base = board.stackp();
        self.path.clear();
        self.sequence.clear();
        self.path.push(0);
        let mut node = 0usize;
        let mut color = to_move;
        let mut passes = 0;
        let mut prev = board.last_move().map(|(_, p)| p).filter(|p| !p.is_none());
        loop {
            if !self.nodes[node].expanded {
                let visits = self.nodes[node].visits;
                if node != 0 && visits >= PRIOR_VISITS + self.opts.expand_after && passes < 2 {
                    self.expand(board, node, color, None);
                }
                if !self.nodes[node].expanded {
                    break;
                }
            }
            if self.nodes[node].children == 0 || passes >= 2 {
                break;
            }
            let child = self.select(node);
            let mv = self.nodes[child].mv;
            if mv.is_none() {
                passes += 1;
                prev = None;
            } else {
                let ok = board.trymove(mv, color);
                debug_assert!(ok, "tree moves are legal where they were created");
                if !ok {
                    break;
                }
                passes = 0;
                prev = Some(mv);
            }
            self.sequence.push((color, mv));
            self.path.push(child as u32);
            node = child;
            color = color.other();
        }
        let tree_stones = board.stackp() - base;
        let black_wins = if passes >= 2 {
            playout_margin(board, komi, &mut self.ownership) > 0.0
        } else {
            let r = self.playout.run(board, color, prev, rng, 3 * BOARDMAX);
            let black_wins = playout_margin(board, komi, &mut self.ownership) > 0.0;
            self.sequence
                .extend(board.stack_moves().skip(base + tree_stones));
            Playout::undo(board, &r);
            black_wins
        };
        for _ in 0..tree_stones {
            board.popgo();
        }
        self.backup(black_wins);
    }

    /// The child of `node` with the best RAVE-blended value for the player choosing.
    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let (first, count) = (n.first_child as usize, n.children as usize);
        let k = self.opts.rave_equivalence;
        let mut best = first;
        let mut best_value = f32::MIN;
        for c in first..first + count {
            let ch = &self.nodes[c];
            let visits = ch.visits as f32;
            let q = if ch.visits > 0 { ch.wins / visits } else { 0.5 };
            let value = if ch.rave_visits > 0 {
                let rave = ch.rave_wins / ch.rave_visits as f32;
                let beta = (k / (3.0 * visits + k)).sqrt();
                (1.0 - beta) * q + beta * rave
            } else {
                q
            };
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    /// Give `node` its children: the legal moves of `color` that do not fill its own eyes,
    /// and a pass. Moves next to the last move, and captures, get a better prior.
    fn expand(
        &mut self,
        board: &mut Board,
        node: usize,
        color: Color,
        mut allowed: Option<&mut MoveFilter>,
    ) {
        if self.nodes.len() + BOARDMAX > self.opts.max_nodes {
            return;
        }
        let first = self.nodes.len();
        let last = board.last_move().map(|(_, p)| p).unwrap_or(Point::NONE);
        let points: Vec<Point> = board.points().collect();
        for p in points {
            if board.color(p) != Color::Empty
                || !board.is_legal(p, color)
                || is_eye(board, p, color)
            {
                continue;
            }
            if let Some(ok) = allowed.as_mut() {
                if !ok(board, p) {
                    continue;
                }
            }
            let mut prior = 0.5;
            if board.does_capture_something(p, color) {
                prior = 0.8;
            } else if board.accuratelib_count(p, color, 2) < 2 {
                // Self-atari: rarely right.
                prior = 0.2;
            } else if !last.is_none() && p.manhattan(last) <= 2 {
                prior = 0.6;
            } else if p.edge_distance(board.size()) == 0 && board.size() >= 9 {
                prior = 0.35;
            }
            self.nodes.push(Node::new(
                p,
                color,
                PRIOR_VISITS,
                prior * PRIOR_VISITS as f32,
            ));
        }
        // Passing is a move like any other at the end of a game; early on it loses.
        self.nodes.push(Node::new(
            Point::NONE,
            color,
            PRIOR_VISITS,
            0.1 * PRIOR_VISITS as f32,
        ));
        let children = (self.nodes.len() - first) as u32;
        let n = &mut self.nodes[node];
        n.first_child = first as u32;
        n.children = children;
        n.expanded = true;
    }

    /// Back the result up the path, with the AMAF statistics of each node's children.
    fn backup(&mut self, black_wins: bool) {
        // Fill from the end so that each entry ends as the first occurrence (the entries are
        // cleared again below, so only the points played are ever touched).
        for (i, &(c, p)) in self.sequence.iter().enumerate().rev() {
            if !p.is_none() {
                self.first_played[p.idx()][c.index()] = i as u32;
            }
        }
        for (depth, &id) in self.path.iter().enumerate() {
            let n = &mut self.nodes[id as usize];
            let won = (n.color == Color::Black) == black_wins;
            n.visits += 1;
            n.wins += if won { 1.0 } else { 0.0 };
            if !n.expanded {
                continue;
            }
            // The moves after this node: sequence entries from `depth` on.
            let (first, count) = (n.first_child as usize, n.children as usize);
            for c in first..first + count {
                let ch = &mut self.nodes[c];
                if ch.mv.is_none() {
                    continue;
                }
                let at = self.first_played[ch.mv.idx()][ch.color.index()];
                if at != u32::MAX && at as usize >= depth {
                    ch.rave_visits += 1;
                    if (ch.color == Color::Black) == black_wins {
                        ch.rave_wins += 1.0;
                    }
                }
            }
        }
        for &(_, p) in &self.sequence {
            if !p.is_none() {
                self.first_played[p.idx()] = [u32::MAX; 2];
            }
        }
    }

    /// The most visited child of `node`.
    fn most_visited(&self, node: usize) -> Option<usize> {
        let n = &self.nodes[node];
        if !n.expanded || n.children == 0 {
            return None;
        }
        let first = n.first_child as usize;
        (first..first + n.children as usize).max_by_key(|&c| self.nodes[c].visits)
    }

    /// What the search has found so far.
    pub fn result(&self) -> SearchResult {
        let playouts = self.playouts;
        let root = &self.nodes[0];
        let first = root.first_child as usize;
        let mut moves: Vec<MoveStats> = (first..first + root.children as usize)
            .map(|c| {
                let ch = &self.nodes[c];
                let mut pv = vec![ch.mv];
                let mut at = c;
                while let Some(next) = self.most_visited(at) {
                    if self.nodes[next].visits <= PRIOR_VISITS {
                        break;
                    }
                    pv.push(self.nodes[next].mv);
                    at = next;
                }
                MoveStats {
                    mv: ch.mv,
                    visits: ch.visits - PRIOR_VISITS,
                    winrate: if ch.visits > 0 {
                        ch.wins / ch.visits as f32
                    } else {
                        0.5
                    },
                    pv,
                }
            })
            .collect();
        moves.sort_by(|a, b| b.visits.cmp(&a.visits).then(a.mv.cmp(&b.mv)));
        let (best, winrate) = moves
            .first()
            .map(|m| (m.mv, m.winrate))
            .unwrap_or((Point::NONE, 0.5));
        SearchResult {
            best,
            winrate,
            playouts,
            moves,
        }
    }
}

/// Black's area minus White's and komi on a board a playout has finished: stones, and empty
/// points whose neighbours are all of one colour. Each point's owner is added to `ownership`
/// (+1 Black, -1 White) when it has an entry for every point.
pub fn playout_margin(board: &Board, komi: f32, ownership: &mut [i32]) -> f32 {
    let mut margin = 0i32;
    for p in board.points() {
        let owner = match board.color(p) {
            Color::Empty => {
                let mut seen = (false, false);
                for n in p.neighbors() {
                    match board.color(n) {
                        Color::Black => seen.0 = true,
                        Color::White => seen.1 = true,
                        _ => {}
                    }
                }
                match seen {
                    (true, false) => Color::Black,
                    (false, true) => Color::White,
                    _ => Color::Empty,
                }
            }
            c => c,
        };
        let v = match owner {
            Color::Black => 1,
            Color::White => -1,
            _ => 0,
        };
        if let Some(o) = ownership.get_mut(p.idx()) {
            *o += v;
        }
        margin += v;
    }
    margin as f32 - komi
}

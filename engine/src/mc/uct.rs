//! UCT tree search over pattern playouts (manual chapter 14), with RAVE (all-moves-as-first)
//! statistics.
//!
//! The tree is an arena of nodes; a node's children sit next to each other, created when
//! the node has been visited `expand_after` times. The root position is copied once into a
//! [`FastBoard`]; each iteration copies it into its worker's board, walks down the tree from
//! the root choosing by the RAVE-blended value and playing the moves, finishes the game with
//! a playout on that board, scores it by area (stones and single-point eyes, as a finished
//! playout leaves the board), and backs the result up the path; every node also learns, for
//! its children's moves, whether their player won the games in which that player played
//! there first (AMAF). The caller's [`Board`] is read once, at [`Uct::begin`].
//!
//! With [`UctOptions::threads`] above one, [`Uct::run_parallel`] runs that many workers on
//! the one tree behind a mutex: a worker holds it for its descent (with expansion) and its
//! backup, not for its playout, and adds a virtual loss to the nodes of its path meanwhile
//! so that the others look elsewhere. Each thread draws from its own generator seeded from
//! the caller's. The tree, the workers and the generator are values the caller owns: with
//! one thread a search is reproducible for a given seed.

use super::fastboard::{FastBoard, Replies};
use super::knowledge::RootPrior;
use super::playout::Playout;
use super::policy::McTable;
use crate::board::Board;
use crate::rng::Rng;
use crate::types::{Color, Point, BOARDMAX};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Vets a root move (`false`: not to be played, e.g. a superko repetition).
pub type MoveFilter<'f> = dyn FnMut(&mut Board, Point) -> bool + 'f;

/// How long and how a search runs.
#[derive(Clone, Debug, PartialEq)]
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
    /// Nodes the tree may hold; beyond it, leaves are no longer expanded (the root always
    /// is). A node is 32 bytes (the arena may reserve up to twice what it holds).
    pub max_nodes: usize,
    /// Threads running playouts on the shared tree (1: the caller's thread only, and a
    /// seed reproduces the search exactly).
    pub threads: usize,
    /// Answer the previous move in playouts with its last good reply (LGRF-1).
    pub last_good_reply: bool,
    /// Count the result as territory scoring (Japanese rules) would: a stone a player
    /// places in the tree costs that player a point against the area count, so that a
    /// move inside one's own territory, or a dead stone in the opponent's, loses what it
    /// loses under those rules, and a pass is worth a point against such a move. (On a
    /// board played out to the end, territory = area - (stones placed by Black - by
    /// White); the playout's own moves are taken as balanced, since a playout fills
    /// territory that a player would not. The caller adds what the game's stones so far
    /// contribute to the komi: see [`territory_komi`].)
    pub territory_scoring: bool,
}

impl Default for UctOptions {
    fn default() -> Self {
        UctOptions {
            playouts: 3000,
            max_time: None,
            expand_after: 2,
            rave_equivalence: 600.0,
            max_nodes: 1 << 20,
            threads: 1,
            last_good_reply: true,
            territory_scoring: false,
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
    /// The virtual games of `visits` and `wins` that came from the prior, not playouts.
    prior: u16,
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
            prior: prior_visits as u16,
            expanded: false,
        }
    }

    /// Visits by playouts (the prior's virtual games, and a pending virtual loss, aside).
    fn playouts(&self) -> u32 {
        self.visits.saturating_sub(self.prior as u32)
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
    /// Playouts the tree had seen below its root when the search began (a tree kept from
    /// the previous move's search, [`Uct::begin_after`]; 0 for a fresh tree).
    pub reused: u32,
    /// The root's moves, most visited first.
    pub moves: Vec<MoveStats>,
}

/// The shared part of a search: the node arena.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    /// Make the subtree below node `from` the whole tree, `from` its root (index 0), in
    /// breadth-first order so that children stay contiguous; of the root's children only
    /// those whose move `keep` accepts stay.
    fn keep_subtree(&mut self, from: usize, keep: &mut dyn FnMut(Point) -> bool) {
        let old = std::mem::take(&mut self.nodes);
        let mut nodes = Vec::with_capacity(old.len());
        nodes.push(old[from].clone());
        let mut i = 0;
        while i < nodes.len() {
            let n: &Node = &nodes[i];
            if n.expanded {
                let (first, count) = (n.first_child as usize, n.children as usize);
                let start = nodes.len();
                for child in &old[first..first + count] {
                    if i != 0 || keep(child.mv) {
                        nodes.push(child.clone());
                    }
                }
                nodes[i].first_child = start as u32;
                nodes[i].children = (nodes.len() - start) as u32;
            }
            i += 1;
        }
        self.nodes = nodes;
    }
}

/// What one thread of a search owns: its playout board (a copy of the root position each
/// iteration), the path and the move sequence of the current iteration, the AMAF scratch
/// and the ownership counts of its playouts.
struct Worker<'a> {
    board: FastBoard<'a>,
    path: Vec<u32>,
    sequence: Vec<(Color, Point)>,
    /// Per point and colour, the first time it was played in the current iteration's
    /// sequence (index into the sequence), or `u32::MAX`.
    first_played: Vec<[u32; 2]>,
    /// Per point, Black's final ownership minus White's over this worker's playouts.
    ownership: Vec<i32>,
    playouts: usize,
    /// Last good replies learnt from this worker's games of the current search.
    replies: Replies,
}

impl<'a> Worker<'a> {
    fn new(board: FastBoard<'a>) -> Worker<'a> {
        Worker {
            board,
            path: Vec::new(),
            sequence: Vec::new(),
            first_played: vec![[u32::MAX; 2]; BOARDMAX],
            ownership: vec![0; BOARDMAX],
            playouts: 0,
            replies: Replies::default(),
        }
    }
}

/// Where a descent stopped.
struct Leaf {
    color: Color,
    /// Stones Black placed in the tree minus those White placed.
    placed: i32,
}

/// What an iteration reads besides the tree and the worker.
#[derive(Clone, Copy)]
struct Setup<'s, 'a> {
    opts: &'s UctOptions,
    root: &'s FastBoard<'a>,
    to_move: Color,
    komi: f32,
    /// Visits a descent adds to every node on its path until its backup (0 with one
    /// thread: no other descent can see them).
    virtual_loss: u32,
}

/// Visits a thread's descent adds to its path while its playout runs, so that other threads
/// spread out.
const VIRTUAL_LOSS: u32 = 1;

/// The search tree and its buffers.
pub struct Uct<'a> {
    opts: UctOptions,
    table: McTable<'a>,
    tree: Tree,
    /// The root position, copied into a worker's board at each iteration.
    root: Option<FastBoard<'a>>,
    workers: Vec<Worker<'a>>,
    to_move: Color,
    playouts: usize,
    /// Playouts below the root when the search began (kept from the previous search).
    reused: u32,
}

/// The prior's virtual games for an ordinary move, so that moves are tried before their
/// statistics decide.
const PRIOR_VISITS: u32 = 10;

/// The prior's virtual games for the moves the policy or the position says much about.
const STRONG_PRIOR_VISITS: u32 = 20;

impl<'a> Uct<'a> {
    pub fn new(playout: Playout<'a>, opts: UctOptions) -> Uct<'a> {
        Uct {
            opts,
            table: *playout.table(),
            tree: Tree { nodes: Vec::new() },
            root: None,
            workers: Vec::new(),
            to_move: Color::Black,
            playouts: 0,
            reused: 0,
        }
    }

    pub fn options(&self) -> &UctOptions {
        &self.opts
    }

    /// Search the position on `board` for `to_move` with `komi`; `allowed` vets the root's
    /// moves (e.g. superko). With `threads` above one in the options, the threads share the
    /// tree and each draws from its own generator seeded from `rng`. The board is left as
    /// it was found.
    pub fn search(
        &mut self,
        board: &mut Board,
        to_move: Color,
        komi: f32,
        rng: &mut Rng,
        allowed: &mut MoveFilter,
    ) -> SearchResult {
        let deadline = self.opts.max_time.map(|t| Instant::now() + t);
        self.begin(board, to_move, allowed);
        let limit = self.opts.playouts;
        if self.opts.threads > 1 {
            self.run_parallel(self.opts.threads, komi, rng, limit, deadline);
        } else {
            while self.playouts < limit {
                if self.playouts.is_multiple_of(16) && deadline.is_some_and(|d| Instant::now() >= d)
                {
                    break;
                }
                self.step(komi, rng);
            }
        }
        self.result()
    }

    /// Start a new search of the position on `board` for `to_move` (the tree is cleared).
    /// [`Uct::step`] (or [`Uct::run_parallel`]) then runs playouts and [`Uct::result`]
    /// reports at any point: what an analysis that streams its progress needs.
    pub fn begin(&mut self, board: &mut Board, to_move: Color, allowed: &mut MoveFilter) {
        let root = self.reset(board, to_move);
        self.tree.nodes.clear();
        self.tree
            .nodes
            .push(Node::new(Point::NONE, to_move.other(), 0, 0.0));
        let setup = Setup {
            opts: &self.opts,
            root: &root,
            to_move,
            komi: 0.0,
            virtual_loss: 0,
        };
        let after_pass = board.last_move().is_some_and(|(_, p)| p.is_none());
        expand(
            &mut self.tree,
            &root,
            &setup,
            0,
            to_move,
            after_pass,
            Some((board, allowed)),
        );
        self.root = Some(root);
    }

    /// Begin a search of the position on `board`, reached from the last search's root by
    /// `moves` (colour and point, `Point::NONE` a pass), keeping what that search learnt
    /// below them: the subtree of the node they lead to becomes the tree (copied to the
    /// front of the arena), its statistics the new search's start. Root moves that are no
    /// longer legal on `board` or that `allowed` refuses are dropped with their subtrees.
    /// Where there are no moves, or they leave the tree or reach a node without children,
    /// this is [`Uct::begin`]. [`SearchResult::reused`] reports the playouts kept.
    pub fn begin_after(
        &mut self,
        board: &mut Board,
        to_move: Color,
        allowed: &mut MoveFilter,
        moves: &[(Color, Point)],
    ) {
        let nodes = &self.tree.nodes;
        let mut at = Some(0usize).filter(|_| self.root.is_some() && !nodes.is_empty());
        for &(color, mv) in moves {
            at = at.and_then(|n| {
                let n = &nodes[n];
                let first = n.first_child as usize;
                (first..first + n.children as usize)
                    .find(|&c| nodes[c].mv == mv && nodes[c].color == color)
            });
        }
        let kept = at.filter(|&n| n != 0 && nodes[n].color == to_move.other() && nodes[n].expanded);
        let Some(from) = kept else {
            self.begin(board, to_move, allowed);
            return;
        };
        let seen = nodes[from].playouts();
        let root = self.reset(board, to_move);
        let mut keep =
            |mv: Point| mv.is_none() || (board.is_legal(mv, to_move) && allowed(board, mv));
        self.tree.keep_subtree(from, &mut keep);
        self.root = Some(root);
        self.reused = seen;
    }

    /// Set up a search of `board` for `to_move`: the workers' counts cleared, and the
    /// root position for their boards (returned; the tree is the caller's to set).
    fn reset(&mut self, board: &Board, to_move: Color) -> FastBoard<'a> {
        let last = board.last_move().map(|(_, p)| p).filter(|p| !p.is_none());
        let root = FastBoard::from_board(self.table, board, last);
        self.to_move = to_move;
        self.playouts = 0;
        self.reused = 0;
        for w in &mut self.workers {
            w.ownership.iter_mut().for_each(|o| *o = 0);
            w.playouts = 0;
            w.replies.clear();
            if w.board.size() != root.size() {
                w.board = root.clone();
            }
        }
        if self.workers.is_empty() {
            self.workers.push(Worker::new(root.clone()));
        }
        root
    }

    /// One playout of the search begun with [`Uct::begin`], on this thread.
    pub fn step(&mut self, komi: f32, rng: &mut Rng) {
        let root = self.root.as_ref().expect("Uct::begin first");
        let setup = Setup {
            opts: &self.opts,
            root,
            to_move: self.to_move,
            komi,
            virtual_loss: 0,
        };
        let w = &mut self.workers[0];
        let leaf = descend(&mut self.tree, w, &setup);
        let black_score = simulate(w, &setup, &leaf, rng);
        backup(&mut self.tree, w, &setup, black_score);
        w.playouts += 1;
        self.playouts += 1;
    }

    /// Run playouts on `threads` threads sharing the tree until the search has run `limit`
    /// playouts in all or `deadline` has passed. Each thread draws from its own generator,
    /// seeded from `rng`.
    pub fn run_parallel(
        &mut self,
        threads: usize,
        komi: f32,
        rng: &mut Rng,
        limit: usize,
        deadline: Option<Instant>,
    ) {
        let threads = threads.max(1);
        let root = self.root.as_ref().expect("Uct::begin first");
        while self.workers.len() < threads {
            self.workers.push(Worker::new(root.clone()));
        }
        let setup = Setup {
            opts: &self.opts,
            root,
            to_move: self.to_move,
            komi,
            virtual_loss: if threads > 1 { VIRTUAL_LOSS } else { 0 },
        };
        let seeds: Vec<u64> = (0..threads).map(|_| rng.next_u64()).collect();
        let tickets = AtomicUsize::new(self.playouts);
        let tree = Mutex::new(&mut self.tree);
        std::thread::scope(|scope| {
            for (w, seed) in self.workers[..threads].iter_mut().zip(seeds) {
                let (tree, tickets, setup) = (&tree, &tickets, &setup);
                scope.spawn(move || {
                    let mut rng = Rng::new(seed);
                    let mut done = 0usize;
                    loop {
                        if done.is_multiple_of(8) && deadline.is_some_and(|d| Instant::now() >= d) {
                            break;
                        }
                        if tickets.fetch_add(1, Ordering::Relaxed) >= limit {
                            break;
                        }
                        let leaf = descend(&mut tree.lock().expect("tree lock"), w, setup);
                        let black_score = simulate(w, setup, &leaf, &mut rng);
                        backup(&mut tree.lock().expect("tree lock"), w, setup, black_score);
                        w.playouts += 1;
                        done += 1;
                    }
                });
            }
        });
        self.playouts = self.workers.iter().map(|w| w.playouts).sum();
    }

    /// Add `priors` (knowledge from outside the playouts, e.g. [`super::knowledge`]) to the
    /// statistics of the root's children they name: each prior's virtual games, won at its
    /// rate, join the child's own and its AMAF statistics (the selection blends both). Call
    /// it once per search, after [`Uct::begin`] or [`Uct::begin_after`].
    pub fn add_root_priors(&mut self, priors: &[RootPrior]) {
        let Some(root) = self.tree.nodes.first() else {
            return;
        };
        let (first, count) = (root.first_child as usize, root.children as usize);
        for n in &mut self.tree.nodes[first..first + count] {
            if let Some(p) = priors.iter().find(|p| p.mv == n.mv) {
                let wins = p.games as f32 * p.rate;
                n.visits += p.games;
                n.wins += wins;
                n.prior = n.prior.saturating_add(p.games.min(u16::MAX as u32) as u16);
                n.rave_visits += p.games;
                n.rave_wins += wins;
            }
        }
    }

    /// Playouts run since [`Uct::begin`].
    pub fn playouts(&self) -> usize {
        self.playouts
    }

    /// Nodes in the tree (at most [`UctOptions::max_nodes`], or the root and its children
    /// when that is fewer).
    pub fn nodes(&self) -> usize {
        self.tree.nodes.len()
    }

    /// How often each point ended Black's (+1) or White's (-1) in the playouts so far, as a
    /// mean in [-1, 1] indexed by `Point::idx` (0 where no playout ran).
    pub fn ownership(&self) -> Vec<f32> {
        let n = self.playouts.max(1) as f32;
        let mut sum = vec![0i32; BOARDMAX];
        for w in &self.workers {
            for (s, o) in sum.iter_mut().zip(&w.ownership) {
                *s += o;
            }
        }
        sum.iter().map(|&v| v as f32 / n).collect()
    }

    /// The most visited child of `node`.
    fn most_visited(&self, node: usize) -> Option<usize> {
        let n = &self.tree.nodes[node];
        if !n.expanded || n.children == 0 {
            return None;
        }
        let first = n.first_child as usize;
        (first..first + n.children as usize).max_by_key(|&c| self.tree.nodes[c].playouts())
    }

    /// What the search has found so far.
    pub fn result(&self) -> SearchResult {
        let playouts = self.playouts;
        let nodes = &self.tree.nodes;
        let root = &nodes[0];
        let first = root.first_child as usize;
        let mut moves: Vec<MoveStats> = (first..first + root.children as usize)
            .map(|c| {
                let ch = &nodes[c];
                let mut pv = vec![ch.mv];
                let mut at = c;
                while let Some(next) = self.most_visited(at) {
                    if nodes[next].playouts() == 0 {
                        break;
                    }
                    pv.push(nodes[next].mv);
                    at = next;
                }
                MoveStats {
                    mv: ch.mv,
                    visits: ch.playouts(),
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
            reused: self.reused,
            moves,
        }
    }
}

/// Walk down the tree from the root on the worker's board (a fresh copy of the root
/// position), expanding the node reached if it has been visited enough, and adding the
/// virtual loss to the path.
fn descend<'a>(tree: &mut Tree, w: &mut Worker<'a>, s: &Setup<'_, 'a>) -> Leaf {
    w.board.copy_from(s.root);
    w.path.clear();
    w.sequence.clear();
    w.path.push(0);
    tree.nodes[0].visits += s.virtual_loss;
    let mut node = 0usize;
    let mut color = s.to_move;
    let mut passes = 0;
    let mut placed = 0;
    loop {
        if !tree.nodes[node].expanded {
            let visits = tree.nodes[node].visits;
            let prior = tree.nodes[node].prior as u32;
            if node != 0 && visits >= prior + s.opts.expand_after && passes < 2 {
                expand(tree, &w.board, s, node, color, passes > 0, None);
            }
            if !tree.nodes[node].expanded {
                break;
            }
        }
        if tree.nodes[node].children == 0 || passes >= 2 {
            break;
        }
        let child = select(tree, s.opts, node);
        let mv = tree.nodes[child].mv;
        if mv.is_none() {
            passes += 1;
            w.board.pass();
        } else {
            let ok = w.board.play(mv, color);
            debug_assert!(ok, "tree moves are legal where they were created");
            if !ok {
                break;
            }
            passes = 0;
            placed += if color == Color::Black { 1 } else { -1 };
        }
        w.sequence.push((color, mv));
        w.path.push(child as u32);
        tree.nodes[child].visits += s.virtual_loss;
        node = child;
        color = color.other();
    }
    Leaf { color, placed }
}

/// Finish the game from the leaf with a playout and score it for Black: 1 a win, 0 a loss,
/// a half for a jigo (a drawn game is worth half a win to either side, as a match counts
/// it, so White does not settle for one it could win nor Black risk one it could keep). A
/// game the tree ended with two passes is played out all the same: the playout takes the
/// dead stones off, as agreeing on them would.
fn simulate(w: &mut Worker, s: &Setup, leaf: &Leaf, rng: &mut Rng) -> f32 {
    let replies = s.opts.last_good_reply.then_some(&w.replies);
    w.board.playout_with_replies(
        leaf.color,
        rng,
        3 * BOARDMAX,
        Some(&mut w.sequence),
        replies,
    );
    let mut margin = w.board.margin(s.komi, &mut w.ownership);
    if s.opts.territory_scoring {
        margin -= leaf.placed as f32;
    }
    if s.opts.last_good_reply && margin != 0.0 {
        w.replies.learn(&w.sequence, margin > 0.0);
    }
    if margin > 0.0 {
        1.0
    } else if margin < 0.0 {
        0.0
    } else {
        0.5
    }
}

/// The child of `node` with the best RAVE-blended value for the player choosing.
fn select(tree: &Tree, opts: &UctOptions, node: usize) -> usize {
    let n = &tree.nodes[node];
    let (first, count) = (n.first_child as usize, n.children as usize);
    let k = opts.rave_equivalence;
    let mut best = first;
    let mut best_value = f32::MIN;
    for c in first..first + count {
        let ch = &tree.nodes[c];
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

/// Give `node` its children: the legal moves of `color` on `board` that do not fill its own
/// eyes (and that `allowed`, given the full board, accepts), and a pass, each with a prior
/// (see [`prior`]; `after_pass`: the opponent has just passed).
fn expand(
    tree: &mut Tree,
    board: &FastBoard,
    s: &Setup,
    node: usize,
    color: Color,
    after_pass: bool,
    mut allowed: Option<(&mut Board, &mut MoveFilter)>,
) {
    // The root is always expanded (a search has moves to choose from whatever the bound).
    if node != 0 && tree.nodes.len() + BOARDMAX > s.opts.max_nodes {
        return;
    }
    let first = tree.nodes.len();
    for p in board.points() {
        if !board.is_legal(p, color) || board.is_eye(p, color) {
            continue;
        }
        if let Some((b, ok)) = allowed.as_mut() {
            if !ok(b, p) {
                continue;
            }
        }
        tree.nodes.push(Node::new(p, color, 0, 0.0));
    }
    let ordinary = median_value(board, &tree.nodes[first..], color);
    // On the big boards the prior also seeds the AMAF statistics, which otherwise decide
    // alone from the first playouts on (see [`select`]): there the playouts are too few
    // for AMAF to tell the opening's lines apart.
    let seed_amaf = board.size() >= OPEN_SPACE_MIN_SIZE;
    for n in &mut tree.nodes[first..] {
        let (visits, rate) = prior(board, n.mv, color, ordinary);
        *n = Node::new(n.mv, color, visits, rate * visits as f32);
        if seed_amaf {
            n.rave_visits = visits;
            n.rave_wins = rate * visits as f32;
        }
    }
    // Passing is a move like any other at the end of a game; early on it loses. After the
    // opponent's pass it ends the game, which the search must then try before the other
    // moves' statistics decide (it has no AMAF statistics, and the selection explores only
    // through priors): an optimistic prior, which a few lost playouts bring down.
    let pass_rate = if after_pass { 0.7 } else { 0.1 };
    tree.nodes.push(Node::new(
        Point::NONE,
        color,
        PRIOR_VISITS,
        pass_rate * PRIOR_VISITS as f32,
    ));
    let children = (tree.nodes.len() - first) as u32;
    let n = &mut tree.nodes[node];
    n.first_child = first as u32;
    n.children = children;
    n.expanded = true;
}

/// The median of the policy's values of `nodes`' moves for `color` (at least 1): what an
/// ordinary move is worth at this node.
fn median_value(board: &FastBoard, nodes: &[Node], color: Color) -> u32 {
    let mut values: Vec<u32> = nodes.iter().map(|n| board.value(n.mv, color)).collect();
    if values.is_empty() {
        return 1;
    }
    let mid = values.len() / 2;
    (*values.select_nth_unstable(mid).1).max(1)
}

/// A new child's prior, as virtual games and their win rate: captures and the policy's
/// local answers (worth many `ordinary` moves) good, self-ataris and first-line moves poor.
fn prior(board: &FastBoard, p: Point, color: Color, ordinary: u32) -> (u32, f32) {
    if board.does_capture_something(p, color) {
        return (STRONG_PRIOR_VISITS, 0.8);
    }
    if board.libs_after(p, color) < 2 {
        // Self-atari: rarely right.
        return (STRONG_PRIOR_VISITS, 0.2);
    }
    let value = board.value(p, color);
    if value >= 20 * ordinary {
        return (STRONG_PRIOR_VISITS, 0.75);
    }
    if value >= 2 * ordinary {
        return (PRIOR_VISITS, 0.6);
    }
    let size = board.size();
    let line = p.edge_distance(size);
    // On the big boards a move in open space is judged by its line (the opening's rule of
    // thumb, which playouts too few to see a framework cannot learn): the first two lines
    // are small, the third and fourth the points that take territory and stake out room.
    if size >= OPEN_SPACE_MIN_SIZE && open_space(board, p) {
        return match line {
            0 => (STRONG_PRIOR_VISITS, 0.15),
            1 => (STRONG_PRIOR_VISITS, 0.3),
            2 | 3 => (STRONG_PRIOR_VISITS, 0.65),
            _ => (PRIOR_VISITS, 0.5),
        };
    }
    if line == 0 && size >= 9 {
        return (PRIOR_VISITS, 0.35);
    }
    (PRIOR_VISITS, 0.5)
}

/// Boards from this size on judge a move in open space by its line (see [`prior`]).
const OPEN_SPACE_MIN_SIZE: usize = 13;

/// No stone stands within two lines of `p` (the 5x5 square around it, clipped to the board).
fn open_space(board: &FastBoard, p: Point) -> bool {
    let size = board.size();
    let (r, c) = (p.row(), p.col());
    let rows = r.saturating_sub(2)..=(r + 2).min(size - 1);
    rows.into_iter().all(|i| {
        (c.saturating_sub(2)..=(c + 2).min(size - 1))
            .all(|j| board.color(Point::new(i, j)) == Color::Empty)
    })
}

/// Back the result up the path (taking the virtual loss back), with the AMAF statistics of
/// each node's children.
fn backup(tree: &mut Tree, w: &mut Worker, s: &Setup, black_score: f32) {
    // Fill from the end so that each entry ends as the first occurrence (the entries are
    // cleared again below, so only the points played are ever touched).
    for (i, &(c, p)) in w.sequence.iter().enumerate().rev() {
        if !p.is_none() {
            w.first_played[p.idx()][c.index()] = i as u32;
        }
    }
    for (depth, &id) in w.path.iter().enumerate() {
        let n = &mut tree.nodes[id as usize];
        let score = score_for(n.color, black_score);
        n.visits = n.visits - s.virtual_loss + 1;
        n.wins += score;
        if !n.expanded {
            continue;
        }
        // The moves after this node: sequence entries from `depth` on.
        let (first, count) = (n.first_child as usize, n.children as usize);
        for c in first..first + count {
            let ch = &mut tree.nodes[c];
            if ch.mv.is_none() {
                continue;
            }
            let at = w.first_played[ch.mv.idx()][ch.color.index()];
            if at != u32::MAX && at as usize >= depth {
                ch.rave_visits += 1;
                ch.rave_wins += score_for(ch.color, black_score);
            }
        }
    }
    for &(_, p) in &w.sequence {
        if !p.is_none() {
            w.first_played[p.idx()] = [u32::MAX; 2];
        }
    }
}

/// A game's score (for Black: 1, a half, 0) for the player `color`.
fn score_for(color: Color, black_score: f32) -> f32 {
    if color == Color::Black {
        black_score
    } else {
        1.0 - black_score
    }
}

/// The komi a search with [`UctOptions::territory_scoring`] plays with on `board`: the
/// game's `komi` plus what the stones so far make the area count differ from the territory
/// count. On a board played out to the end, Black's territory and prisoners minus White's
/// equal Black's area minus White's, minus Black's stones on `board` and those Black has
/// lost, plus White's: a prisoner is a point, a stone on the board is a point of area, and
/// the moves after `board` are counted by the search.
pub fn territory_komi(board: &Board, komi: f32) -> f32 {
    let stones = |c: Color| board.points().filter(|&p| board.color(p) == c).count() as f32;
    let placed = |c: Color| stones(c) + board.captured_stones(c) as f32;
    komi + placed(Color::Black) - placed(Color::White)
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

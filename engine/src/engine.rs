//! The composition root: [`Engine`] owns the game, every context (the tactical reader's
//! today; connection, owl and Monte Carlo contexts as they land), the seeded random generator,
//! the time settings and the pattern databases, and offers what a front end asks of a Go
//! engine. The GTP layer (`gtp-cli`), the regression harness, the benches and any library
//! user call this one type; none of them wires modules together.
//!
//! Every method that changes the game refuses while hypothetical moves (`trymove`) are on the
//! stack, and leaves the game unchanged when it fails.

use crate::analysis::{examine_position, Analysis, Level};
use crate::board::{fixed_handicap_points, Board, IllegalMove};
use crate::databases::{Databases, PatternUse};
use crate::dragons::Dragons;
use crate::eyes::{match_eye_space, EyeGraph, MAX_EYE_VERTICES};
use crate::game::{Game, GameError, LoadUntil, RecordExtras};
use crate::genmove;
use crate::mc::{tactical_priors, territory_komi, McTable, Playout, SearchResult, Uct, UctOptions};
use crate::patterns::autohelper::TracedCall;
use crate::patterns::reading_helpers::ReadingHelperContext;
use crate::patterns::Matcher;
use crate::reading::{ReadResult, ReadingContext, ReadingOptions};
use crate::rng::Rng;
use crate::score::{self, Rules, Score, StoneStatus};
use crate::sgf::SgfGame;
use crate::types::{Color, Point, MAX_BOARD};
use crate::unconditional::{compute_unconditional_status, UncondStatus};
use std::time::{Duration, Instant};

/// Seconds a Monte Carlo move may take unless the options say otherwise: 5000 playouts take
/// about a second on 9x9, but on 19x19 many more, and a GTP command must answer promptly.
pub const DEFAULT_MC_MAX_TIME: f64 = 2.0;

/// Options that shape the engine (the command line's, in the `tesuji` binary).
#[derive(Clone, Debug)]
pub struct EngineOptions {
    pub boardsize: usize,
    pub komi: f32,
    pub level: u32,
    pub seed: u64,
    /// Enforce positional superko on game moves (`play`, `genmove`).
    pub superko: bool,
    pub chinese_rules: bool,
    /// Reading cache size in megabytes.
    pub cache_size_mb: f64,
    /// Reading depth parameters; `None` takes the defaults of `level`.
    pub reading: Option<ReadingOptions>,
    /// Owl's node limit and depths; `None` takes the defaults of `level`.
    pub owl: Option<crate::owl::OwlOptions>,
    /// Trace the tactical reader's moves this many plies below each search's root to stderr
    /// (0: no trace; a debugging aid).
    pub trace_depth: usize,
    /// Generate moves by Monte Carlo tree search (chapter 14); `None`: the default for the
    /// board size (see [`EngineOptions::uses_monte_carlo`]).
    pub monte_carlo: Option<bool>,
    /// Playouts per Monte Carlo move.
    pub mc_playouts: usize,
    /// Playouts per Monte Carlo move per level (`--mc-games-per-level`, the manual's 3.9.2):
    /// when set, a move runs this many times `level` playouts instead of `mc_playouts`.
    pub mc_games_per_level: Option<usize>,
    /// Most nodes a Monte Carlo search tree may hold (a bound on its memory: 32
    /// bytes a node); beyond it leaves are no longer expanded.
    pub mc_max_nodes: usize,
    /// Most seconds a Monte Carlo move may take (the time settings may ask for less).
    pub mc_max_time: Option<f64>,
    /// The playout policy by database name (`None`: the databases' default).
    pub mc_policy: Option<String>,
    /// Threads a Monte Carlo search runs playouts on (1: reproducible for a seed).
    pub mc_threads: usize,
    /// With a clock (time settings, or `time_left`), a Monte Carlo move's budget is the
    /// clock's share alone, searched on `mc_clock_threads` threads: `mc_playouts`,
    /// `mc_games_per_level`, `mc_max_time` and `mc_threads` then bound only the moves
    /// played without a clock (what a GUI or server gives is used, not a fixed count that
    /// ends the search at a fraction of it).
    pub mc_clock_decides: bool,
    /// Threads of a move under the clock when `mc_clock_decides`.
    pub mc_clock_threads: usize,
    /// Playouts answer the previous move with its last good reply (LGRF-1; see
    /// [`crate::mc::fastboard::Replies`]).
    pub mc_last_good_reply: bool,
    /// A Monte Carlo search starts from the tactical reader's verdicts on the root's moves
    /// ([`crate::mc::knowledge`]).
    pub mc_knowledge: bool,
    /// Resign (`Engine::genmove_or_resign`) when the Monte Carlo search gives the player
    /// to move a win rate below this; `None` never resigns.
    pub resign_below: Option<f32>,
}

impl EngineOptions {
    /// Playouts per Monte Carlo move: `mc_games_per_level` times the level when set, else
    /// `mc_playouts`.
    pub fn mc_playouts_per_move(&self) -> usize {
        self.mc_games_per_level.map_or(self.mc_playouts, |n| {
            n.saturating_mul(self.level.max(1) as usize)
        })
    }

    /// Does move generation use Monte Carlo search on a board of `size`? As set, else on
    /// boards up to [`MONTE_CARLO_MAX_DEFAULT_SIZE`]: the default per board size follows
    /// measured games (see the README).
    pub fn uses_monte_carlo(&self, size: usize) -> bool {
        self.monte_carlo
            .unwrap_or(size <= MONTE_CARLO_MAX_DEFAULT_SIZE)
    }
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            boardsize: 19,
            komi: 0.0,
            level: 10,
            seed: 0,
            superko: false,
            chinese_rules: false,
            cache_size_mb: crate::reading::cache::DEFAULT_CACHE_MB,
            reading: None,
            owl: None,
            trace_depth: 0,
            monte_carlo: None,
            mc_playouts: 5000,
            mc_games_per_level: None,
            mc_max_nodes: DEFAULT_MC_MAX_NODES,
            mc_max_time: Some(DEFAULT_MC_MAX_TIME),
            mc_policy: None,
            mc_threads: 1,
            mc_clock_decides: false,
            mc_clock_threads: 1,
            mc_last_good_reply: true,
            mc_knowledge: true,
            resign_below: None,
        }
    }
}

/// The largest board on which move generation is by Monte Carlo search unless the options
/// say otherwise: on 9x9 it won 6 games of 6 against the interim generator (5000 playouts a
/// move, komi 7), on 13x13 10 of 10 (1 s a move, komi 7); larger boards keep the interim
/// generator until games there say otherwise.
pub const MONTE_CARLO_MAX_DEFAULT_SIZE: usize = 13;

/// The default bound on a Monte Carlo tree (`EngineOptions::mc_max_nodes`): 32 MB of nodes.
pub const DEFAULT_MC_MAX_NODES: usize = 1 << 20;

/// The komi a Monte Carlo search of a handicap game plays with (linear dynamic komi): the
/// real one plus 7 points per handicap stone, shrinking linearly to nothing by move
/// `size * size / 2` (counted from the first game move). White receiving it sees a game it
/// can win (its win rates tell its moves apart instead of all being near 0); Black giving
/// it keeps a margin instead of slack moves that lose its lead while the win rates stay
/// near 1. Games without handicap (fewer than two stones) play with the real komi.
pub fn dynamic_komi(komi: f32, handicap: usize, moves_played: usize, size: usize) -> f32 {
    if handicap < 2 {
        return komi;
    }
    let horizon = (size * size / 2).max(1) as f32;
    let left = (1.0 - moves_played as f32 / horizon).max(0.0);
    komi + 7.0 * handicap as f32 * left
}

/// The moves that lead from `then` to `now` when `now` is `then` played on: the game
/// moves `now` has beyond `then`'s history, checked by replaying them on `then` (the same
/// history can start from other setup stones).
fn moves_since(then: &Board, now: &Board) -> Option<Vec<(Color, Point)>> {
    let (old, new) = (then.move_history(), now.move_history());
    if new.len() < old.len() || new[..old.len()] != *old {
        return None;
    }
    let moves = new[old.len()..].to_vec();
    let mut replay = then.clone();
    for &(c, p) in &moves {
        replay.play_move(p, c, false).ok()?;
    }
    (replay.hash() == now.hash()).then_some(moves)
}

/// A move's time limit of `s` seconds (at least 10 ms).
fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s.max(0.01))
}

/// Fewest playouts behind a resignation: a search cut short by the clock does not resign.
pub const MIN_RESIGN_PLAYOUTS: usize = 200;

/// Time control as set by `time_settings` / `time_left`.
#[derive(Clone, Debug, Default)]
pub struct TimeControl {
    pub main_time: u64,
    pub byo_yomi_time: u64,
    pub byo_yomi_stones: u64,
    /// Remaining (time, stones) per colour, white first.
    pub left: [Option<(u64, u64)>; 2],
}

/// An eye shape matched to an eye space on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeShapeHit {
    pub name: &'static str,
    /// The four-digit value of 8.7.
    pub value: [u8; 4],
    /// The shape's vital points for the attacker and the defender, on the board.
    pub attack: Vec<Point>,
    pub defense: Vec<Point>,
}

/// One match of a pattern inspection.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternHit {
    pub name: &'static str,
    pub anchor: Point,
    /// The orientation: an index into the eight transformations.
    pub transform: u8,
    /// The pattern's move `*` on the board (`Point::NONE` if it has none).
    pub move_point: Point,
    /// The constraint's value (with the colon-line helper's), `None` without one.
    pub constraint: Option<bool>,
    /// The autohelper calls the constraint made, in order.
    pub calls: Vec<TracedCall>,
}

/// The callback of a Monte Carlo analysis: the search so far and the playouts' ownership;
/// `false` stops the search.
pub type McReport<'r> = dyn FnMut(&SearchResult, &[f32]) -> bool + 'r;

/// Longest [`Engine::mc_snapshot`] without `mc_max_time`.
pub const SNAPSHOT_SECONDS: f64 = 5.0;
/// How often [`Engine::mc_snapshot`] looks at its search.
const SNAPSHOT_INTERVAL: Duration = Duration::from_millis(20);

/// What a Monte Carlo move may spend.
#[derive(Clone, Copy, Debug)]
struct McBudget {
    playouts: usize,
    time: Option<Duration>,
}

/// Why the engine refused a request. The messages are the ones GTP answers with.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error("cannot do this during hypothetical moves (popgo first)")]
    HypotheticalMoves,
    #[error(transparent)]
    Game(#[from] GameError),
    #[error("illegal move")]
    Illegal(IllegalMove),
    /// A hypothetical move (`trymove`, `tryko`) the board refused.
    #[error("illegal move")]
    IllegalHypothetical,
    /// The move generator produced a move the game refused (a bug, reported as such).
    #[error("generated an illegal move: {0}")]
    GeneratedIllegal(IllegalMove),
    #[error("cannot undo")]
    CannotUndo,
    #[error("Stack empty.")]
    StackEmpty,
    #[error("vertex must not be empty")]
    NoStone,
    #[error("dragons must be of opposite colors")]
    SameColor,
    #[error("vertex must be empty")]
    NotEmpty,
    #[error("move vertex must be empty")]
    MoveNotEmpty,
    #[error("string must have exactly 2 liberties")]
    NotTwoLiberties,
    #[error("invalid handicap")]
    InvalidHandicap,
    #[error("no Monte Carlo playout policy '{0}'")]
    NoPlayoutPolicy(String),
    #[error("unknown database '{0}' (known: {1})")]
    UnknownDatabase(String, String),
    #[error("no pattern '{0}' in {1}")]
    UnknownPattern(String, String),
    #[error("{0}")]
    BadEyeShape(String),
    #[error("not an eye space of that colour (a stone of its own)")]
    NotEyeSpace,
    #[error("eye space larger than {0} points")]
    EyeSpaceTooLarge(usize),
    #[error("not an enclosed group with at most {0} empty points around it")]
    NotEnclosed(usize),
    #[error("not solved within {0} nodes")]
    OutOfNodes(u64),
    #[error("vertices must have same color")]
    DifferentColors,
}

/// The engine: a game, the contexts that read it, and the databases they consult.
pub struct Engine {
    pub(crate) game: Game,
    options: EngineOptions,
    /// Tactical reader: depth options, transposition cache, node counter.
    pub(crate) reading: ReadingContext,
    rng: Rng,
    seed: u64,
    time: TimeControl,
    pub(crate) databases: Databases,
    /// The colours `genmove` played for (white, black): the record names Tesuji there.
    generated: [bool; 2],
    /// The last analysis, with the position (board hash) and reading-depth generation it
    /// was computed for: the inspection commands ask for the same position many times.
    analysis: Option<(u64, u64, Analysis)>,
    /// Bumped whenever the reading depths change (a cached analysis is then stale).
    depth_generation: u64,
    /// Owl results across calls and moves, and owl's node counter (see [`crate::owl`]).
    pub(crate) owl: crate::owl::OwlState,
    /// The last Monte Carlo move's search, kept for the next move's (see [`McKept`]).
    mc_kept: Option<McKept>,
}

/// A Monte Carlo move's search kept for the next: the tree, the board at its root (with
/// its move history) and the komi it searched with. When the game has gone on from that
/// board by moves the tree holds, the next move's search starts from the subtree they
/// lead to ([`Uct::begin_after`]) instead of an empty tree.
struct McKept {
    uct: Uct<'static>,
    board: Board,
    komi: f32,
}

impl Engine {
    /// An engine for `options` consulting `databases` (`Databases::default()` for none).
    pub fn new(options: EngineOptions, databases: Databases) -> Engine {
        let mut game = Game::new(options.boardsize.clamp(1, MAX_BOARD), options.komi);
        game.superko = options.superko;
        game.chinese_rules = options.chinese_rules;
        let reading_options = options
            .reading
            .unwrap_or_else(|| ReadingOptions::from_level(options.level as i32));
        let mut reading = ReadingContext::new(reading_options, options.cache_size_mb);
        reading.trace_depth = options.trace_depth;
        reading.patterns = databases.tactical.clone();
        let owl_options = options
            .owl
            .unwrap_or_else(|| crate::owl::OwlOptions::from_level(options.level as i32));
        Engine {
            game,
            rng: Rng::new(options.seed),
            seed: options.seed,
            options,
            reading,
            time: TimeControl::default(),
            databases,
            generated: [false; 2],
            analysis: None,
            depth_generation: 0,
            owl: crate::owl::OwlState::new(owl_options),
            mc_kept: None,
        }
    }

    pub fn options(&self) -> &EngineOptions {
        &self.options
    }

    pub fn databases(&self) -> &Databases {
        &self.databases
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, for front ends that replace or restore it as a whole.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    pub fn board(&self) -> &Board {
        &self.game.board
    }

    pub fn reading(&self) -> &ReadingContext {
        &self.reading
    }

    pub fn time(&self) -> &TimeControl {
        &self.time
    }

    /// The colour to move next: the opposite of the last move, or what the game says.
    pub fn to_move(&self) -> Color {
        match self.game.board.last_move() {
            Some((c, _)) => c.other(),
            None => self.game.to_move,
        }
    }

    pub(crate) fn no_stack(&self) -> Result<(), EngineError> {
        if self.game.board.stackp() > 0 {
            return Err(EngineError::HypotheticalMoves);
        }
        Ok(())
    }

    /// No hypothetical moves and an empty board: what handicap placement needs.
    pub fn ensure_empty_board(&self) -> Result<(), EngineError> {
        self.no_stack()?;
        if !self.game.is_empty() {
            return Err(GameError::BoardNotEmpty.into());
        }
        Ok(())
    }

    // ------------------------------------------------------------------ the game

    /// A new game: the board cleared (and the Monte Carlo tree kept from the last move
    /// dropped, as by every command that replaces the game).
    pub fn clear_board(&mut self) {
        self.game.clear();
        self.generated = [false; 2];
        self.mc_kept = None;
        self.reading.clear_cache();
    }

    pub fn set_boardsize(&mut self, size: usize) -> Result<(), EngineError> {
        self.mc_kept = None;
        Ok(self.game.set_size(size)?)
    }

    pub fn set_komi(&mut self, komi: f32) {
        self.game.komi = komi;
    }

    /// Score by area (Chinese rules) or by territory (Japanese rules).
    pub fn set_chinese_rules(&mut self, chinese: bool) {
        self.game.chinese_rules = chinese;
    }

    /// Play a game move (`Point::NONE` passes).
    pub fn play(&mut self, color: Color, p: Point) -> Result<(), EngineError> {
        self.no_stack()?;
        self.game.play(color, p).map_err(EngineError::Illegal)
    }

    /// Generate a move for `color` and play it.
    pub fn genmove(&mut self, color: Color) -> Result<Point, EngineError> {
        let p = self.generate(color)?;
        self.generated[color.index()] = true;
        self.game
            .play(color, p)
            .map_err(EngineError::GeneratedIllegal)?;
        Ok(p)
    }

    /// GNU Go's `restricted_genmove`: generate a move for `color` among `among` only and
    /// play it; a pass when none of them is worth playing.
    pub fn genmove_restricted(
        &mut self,
        color: Color,
        among: &[Point],
    ) -> Result<Point, EngineError> {
        let p = self.generate_among(color, Some(among))?;
        self.generated[color.index()] = true;
        self.game
            .play(color, p)
            .map_err(EngineError::GeneratedIllegal)?;
        Ok(p)
    }

    /// Like [`Engine::genmove`], but resign (return `None`, playing nothing) when the
    /// options ask for it and the Monte Carlo search finds the game lost: a win rate below
    /// `resign_below` after at least [`MIN_RESIGN_PLAYOUTS`] playouts.
    pub fn genmove_or_resign(&mut self, color: Color) -> Result<Option<Point>, EngineError> {
        let Some(threshold) = self.options.resign_below else {
            return self.genmove(color).map(Some);
        };
        if !(self.options.uses_monte_carlo(self.game.size()) && self.playout_policy().is_ok()) {
            return self.genmove(color).map(Some);
        }
        self.no_stack()?;
        let started = Instant::now();
        if self.passing_wins(color) {
            self.generated[color.index()] = true;
            self.game
                .play(color, Point::NONE)
                .map_err(EngineError::GeneratedIllegal)?;
            return Ok(Some(Point::NONE));
        }
        let r = self.mc_move_search_since(color, started)?;
        if r.playouts >= MIN_RESIGN_PLAYOUTS && r.winrate < threshold {
            return Ok(None);
        }
        self.generated[color.index()] = true;
        self.game
            .play(color, r.best)
            .map_err(EngineError::GeneratedIllegal)?;
        Ok(Some(r.best))
    }

    /// The move `genmove` would choose, without playing it (`reg_genmove`).
    pub fn suggest_move(&mut self, color: Color) -> Result<Point, EngineError> {
        self.generate(color)
    }

    /// Move generation. The pipeline of the manual (examine the position, collect move
    /// reasons, value them, pick the best) stands here as the stages land; until move
    /// reasons exist the interim generator of `genmove` reads the position itself.
    fn generate(&mut self, color: Color) -> Result<Point, EngineError> {
        self.generate_among(color, None)
    }

    /// [`Engine::generate`], choosing only among `among` when given (a pass when none of
    /// them is worth playing).
    fn generate_among(
        &mut self,
        color: Color,
        among: Option<&[Point]>,
    ) -> Result<Point, EngineError> {
        self.no_stack()?;
        // The move's time counts from here: what the owl pass and the pass judgement below
        // spend, the search does not get.
        let started = Instant::now();
        let monte_carlo =
            self.options.uses_monte_carlo(self.game.size()) && self.playout_policy().is_ok();
        // Life and death first. For the interim generator the hottest capturing race comes
        // before owl, which reads one dragon at a time and misjudges races.
        if !monte_carlo {
            if let Some(p) = self.semeai_move(color, among) {
                return Ok(p);
            }
        }
        // The owl move of a critical dragon. Before Monte Carlo only for dragons that can
        // hardly run, or where the exact solver proves it: with every owl move first, the
        // search won 1 game of 20 against GNU Go --level 10 (owl's moves in open positions
        // are often unsound; see `owl::OWL_MOVE_MC_MAX_ESCAPE`).
        let read_escape = if monte_carlo {
            crate::owl::OWL_MOVE_MC_MAX_ESCAPE
        } else {
            crate::owl::OWL_MOVE_MAX_ESCAPE
        };
        if let Some(p) = self.owl_move(color, among, read_escape) {
            return Ok(p);
        }
        // Then, for the interim generator, combinations: ours, or a stop to the opponent's.
        // (The Monte Carlo search reads its own ataris; the combination search still finds
        // false combinations on some small-board positions.)
        if !monte_carlo {
            if let Some(p) = self.combination_move(color, among) {
                return Ok(p);
            }
        }
        if monte_carlo {
            if among.is_none() && self.passing_wins(color) {
                return Ok(Point::NONE);
            }
            let r = self.mc_move_search_since(color, started)?;
            return Ok(match among {
                None => r.best,
                // The most visited allowed move (the moves come most visited first).
                Some(set) => r
                    .moves
                    .iter()
                    .find(|m| set.contains(&m.mv))
                    .map(|m| m.mv)
                    .unwrap_or(Point::NONE),
            });
        }
        // Never generate a move that repeats a whole-board position, whatever the rules flag
        // says: it keeps self-play games finite.
        let mut allowed = |b: &mut Board, p: Point| {
            among.is_none_or(|set| set.contains(&p)) && b.is_legal_superko(p, color).is_ok()
        };
        Ok(genmove::genmove(
            &mut self.game.board,
            color,
            &mut self.rng,
            Some(&mut self.reading),
            &mut allowed,
        ))
    }

    /// After the opponent's pass, would a pass (ending the game) win for `color`, counted
    /// under the game's rules with the dead stones of [`Engine::dead_stones`]? The playouts
    /// score by area, where a move inside one's own territory costs nothing; under
    /// territory counting it costs a point, and a search that keeps playing there after
    /// the opponent has passed throws a won game away.
    fn passing_wins(&mut self, color: Color) -> bool {
        let opponent_passed = self
            .game
            .board
            .last_move()
            .is_some_and(|(c, p)| c == color.other() && p.is_none());
        if !opponent_passed {
            return false;
        }
        let margin = self.final_score().margin();
        if color == Color::Black {
            margin > 0.0
        } else {
            margin < 0.0
        }
    }

    /// The Monte Carlo search a move of `color` runs (the playouts per move, within the
    /// time settings), without playing its move.
    pub fn mc_move_search(&mut self, color: Color) -> Result<SearchResult, EngineError> {
        self.mc_move_search_since(color, Instant::now())
    }

    /// [`Engine::mc_move_search`] for a move whose time began at `started`: the search
    /// gets what is left of the move's time limit (at least a tenth of it, so that a move
    /// is still searched after a long owl pass).
    fn mc_move_search_since(
        &mut self,
        color: Color,
        started: Instant,
    ) -> Result<SearchResult, EngineError> {
        let mut budget = self.move_budget(color);
        budget.time = budget
            .time
            .map(|t| t.saturating_sub(started.elapsed()).max(t / 10));
        self.mc_search(color, budget, None, true, &mut |_, _| true)
    }

    /// The komi a Monte Carlo search plays with now: [`dynamic_komi`] of the game's.
    pub fn search_komi(&self) -> f32 {
        let g = &self.game;
        dynamic_komi(g.komi, g.handicap, g.board.move_history().len(), g.size())
    }

    /// The playout policy the options name.
    fn playout_policy(&self) -> Result<McTable<'static>, EngineError> {
        let name = self.options.mc_policy.as_deref();
        self.databases
            .mc_policy(name)
            .ok_or_else(|| EngineError::NoPlayoutPolicy(name.unwrap_or("default").to_string()))
    }

    /// What a Monte Carlo move may spend: the playouts option and the time limit, or the
    /// clock's share alone when the clock decides ([`EngineOptions::mc_clock_decides`]).
    fn move_budget(&self, color: Color) -> McBudget {
        if let Some(share) = self.clock_decides(color) {
            return McBudget {
                playouts: usize::MAX,
                time: Some(secs(share)),
            };
        }
        self.fixed_budget(color)
    }

    /// A budget the clock does not lift: the playouts option within the time limit (what
    /// a judgement of the position, not a move, spends).
    fn fixed_budget(&self, color: Color) -> McBudget {
        McBudget {
            playouts: self.options.mc_playouts_per_move(),
            time: self.move_time_limit(color),
        }
    }

    /// The clock's share of a move of `color` when it alone bounds the move's search.
    fn clock_decides(&self, color: Color) -> Option<f64> {
        self.clock_share(color)
            .filter(|_| self.options.mc_clock_decides)
    }

    /// Threads of `color`'s next Monte Carlo search.
    fn mc_threads(&self, color: Color) -> usize {
        if self.clock_decides(color).is_some() {
            self.options.mc_clock_threads.max(1)
        } else {
            self.options.mc_threads.max(1)
        }
    }

    /// A Monte Carlo search for `color` within `budget`, calling `report` with the search so
    /// far and the playouts' ownership every `interval` (if given) and at the end; the search
    /// stops early when `report` returns false. Moves that would repeat a whole-board
    /// position are not considered. A move's search (`keep`) starts from what the last
    /// one kept learnt below the moves played since, and is kept for the next.
    fn mc_search(
        &mut self,
        color: Color,
        budget: McBudget,
        interval: Option<Duration>,
        keep: bool,
        report: &mut McReport,
    ) -> Result<SearchResult, EngineError> {
        self.no_stack()?;
        let table = self.playout_policy()?;
        let threads = self.mc_threads(color);
        let opts = UctOptions {
            threads,
            max_nodes: self.options.mc_max_nodes,
            last_good_reply: self.options.mc_last_good_reply,
            territory_scoring: !self.game.chinese_rules,
            ..UctOptions::default()
        };
        let base_komi = self.search_komi();
        let mut komi = base_komi;
        if !self.game.chinese_rules {
            komi = territory_komi(&self.game.board, komi);
        }
        // The reader's verdicts on the root's moves (before the board is lent to the search).
        let priors = if self.options.mc_knowledge {
            let worms = self.examine(Level::Worms).worms;
            tactical_priors(&self.game.board, &worms, color)
        } else {
            Vec::new()
        };
        let kept = if keep { self.mc_kept.take() } else { None };
        let board = &mut self.game.board;
        let mut allowed = |b: &mut Board, p: Point| b.is_legal_superko(p, color).is_ok();
        // No moves since: a fresh tree (`begin_after` is then `begin`).
        let (mut uct, moves) = match kept {
            Some(k) if *k.uct.options() == opts && k.komi == base_komi => {
                let moves = moves_since(&k.board, board).unwrap_or_default();
                (k.uct, moves)
            }
            _ => (Uct::new(Playout::new(table), opts), Vec::new()),
        };
        uct.begin_after(board, color, &mut allowed, &moves);
        uct.add_root_priors(&priors);
        let start = Instant::now();
        let mut last_report = start;
        while uct.playouts() < budget.playouts {
            if uct.playouts().is_multiple_of(16) || threads > 1 {
                let now = Instant::now();
                if budget.time.is_some_and(|t| now - start >= t) {
                    break;
                }
                if interval.is_some_and(|i| now - last_report >= i) {
                    last_report = now;
                    let result = uct.result();
                    if !report(&result, &uct.ownership()) {
                        return Ok(result);
                    }
                }
            }
            if threads > 1 {
                // The threads run until the time is up or the next report is due.
                let deadline = [
                    budget.time.map(|t| start + t),
                    interval.map(|i| last_report + i),
                ]
                .into_iter()
                .flatten()
                .min();
                uct.run_parallel(threads, komi, &mut self.rng, budget.playouts, deadline);
            } else {
                uct.step(komi, &mut self.rng);
            }
        }
        let result = uct.result();
        report(&result, &uct.ownership());
        if keep {
            self.mc_kept = Some(McKept {
                uct,
                board: self.game.board.clone(),
                komi: base_komi,
            });
        }
        Ok(result)
    }

    /// Analyse the position for `color` by Monte Carlo search (whatever the move generator
    /// in use), calling `report` every `interval` with the search so far and the playouts'
    /// ownership (+1 Black, -1 White, by `Point::idx`) until it returns false. The tree's
    /// size is bounded; the search goes on (without growing it) until `report` stops it.
    pub fn analyze(
        &mut self,
        color: Color,
        interval: Duration,
        report: &mut McReport,
    ) -> Result<SearchResult, EngineError> {
        let budget = McBudget {
            playouts: usize::MAX,
            time: None,
        };
        self.mc_search(color, budget, Some(interval), false, report)
    }

    /// One move's worth of Monte Carlo search for `color` (the playouts per move, within
    /// `mc_max_time`, or [`SNAPSHOT_SECONDS`] without it), whatever the move generator in
    /// use, and the playouts' ownership (+1 Black, -1 White, by `Point::idx`): what a GUI's
    /// analysis menu shows. No move is played.
    pub fn mc_snapshot(&mut self, color: Color) -> Result<(SearchResult, Vec<f32>), EngineError> {
        let target = self.options.mc_playouts_per_move().max(1);
        let limit = secs(
            self.options
                .mc_max_time
                .unwrap_or(SNAPSHOT_SECONDS)
                .max(0.0),
        );
        let started = Instant::now();
        let mut own = Vec::new();
        let mut report = |r: &SearchResult, o: &[f32]| {
            own = o.to_vec();
            r.playouts < target && started.elapsed() < limit
        };
        let r = self.analyze(color, SNAPSHOT_INTERVAL, &mut report)?;
        Ok((r, own))
    }

    /// `genmove` by Monte Carlo search within the usual budget, calling `report` every
    /// `interval` while it thinks; the move is played.
    pub fn genmove_analyze(
        &mut self,
        color: Color,
        interval: Duration,
        report: &mut McReport,
    ) -> Result<Point, EngineError> {
        let budget = self.move_budget(color);
        let p = self
            .mc_search(color, budget, Some(interval), true, report)?
            .best;
        self.generated[color.index()] = true;
        self.game
            .play(color, p)
            .map_err(EngineError::GeneratedIllegal)?;
        Ok(p)
    }

    /// The time a move of `color` may take: the `mc_max_time` option, capped by what the
    /// time settings leave (a share of the main time, or of a byo-yomi period).
    fn move_time_limit(&self, color: Color) -> Option<Duration> {
        let secs_limit = match (self.options.mc_max_time, self.clock_share(color)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        secs_limit.map(secs)
    }

    /// The seconds the clock gives a move of `color`: a share of what is left (of the
    /// byo-yomi period's stones, or a fortieth), or of the settings before `time_left`;
    /// `None` without a clock.
    fn clock_share(&self, color: Color) -> Option<f64> {
        let t = &self.time;
        match t.left[color.index()] {
            Some((left, stones)) if stones > 0 => Some(left as f64 / stones as f64 * 0.8),
            Some((left, _)) => Some(left as f64 / 40.0),
            None if t.main_time > 0 => Some(t.main_time as f64 / 60.0),
            None if t.byo_yomi_stones > 0 => {
                Some(t.byo_yomi_time as f64 / t.byo_yomi_stones as f64 * 0.8)
            }
            None => None,
        }
    }

    /// Take back `n` game moves.
    pub fn undo(&mut self, n: usize) -> Result<(), EngineError> {
        if self.game.board.stackp() > 0 || !self.game.undo(n) {
            return Err(EngineError::CannotUndo);
        }
        Ok(())
    }

    /// Place `n` handicap stones in GNU Go's fixed placement.
    pub fn fixed_handicap(&mut self, n: usize) -> Result<Vec<Point>, EngineError> {
        self.ensure_empty_board()?;
        Ok(self.game.fixed_handicap(n)?)
    }

    /// Place `n` handicap stones where the engine likes them: the fixed placement where it
    /// exists, then the third/fourth lines keeping the stones apart, then anywhere.
    pub fn place_free_handicap(&mut self, n: usize) -> Result<Vec<Point>, EngineError> {
        self.ensure_empty_board()?;
        let size = self.game.size();
        if n < 2 || n >= size * size {
            return Err(EngineError::InvalidHandicap);
        }
        let mut pts = fixed_handicap_points(size, n.min(9)).unwrap_or_default();
        let d = if size >= 13 { 3 } else { 2 };
        let mut by_line: Vec<Point> = self.game.board.points().collect();
        by_line.sort_by_key(|&p| (p.edge_distance(size).abs_diff(d), p));
        for &p in &by_line {
            if pts.len() >= n {
                break;
            }
            let far = pts.iter().all(|q| q.manhattan(p) >= 3);
            if far && !pts.contains(&p) {
                pts.push(p);
            }
        }
        for &p in &by_line {
            if pts.len() >= n {
                break;
            }
            if !pts.contains(&p) {
                pts.push(p);
            }
        }
        self.game.set_free_handicap(&pts)?;
        Ok(pts)
    }

    /// Place handicap stones at `pts`.
    pub fn set_free_handicap(&mut self, pts: &[Point]) -> Result<(), EngineError> {
        self.ensure_empty_board()?;
        Ok(self.game.set_free_handicap(pts)?)
    }

    /// The counting rules of the game (Chinese: area, else Japanese: territory).
    pub fn rules(&self) -> Rules {
        if self.game.chinese_rules {
            Rules::Chinese
        } else {
            Rules::Japanese
        }
    }

    /// Which stones are dead, by point: the stones of dragons whose status is dead (owl's
    /// verdict where owl read the dragon, else the crude status of 7.5) and the
    /// unconditionally dead ones (4.4). In
    /// Monte Carlo mode, the strings the playouts of a search (one move's budget, for the
    /// player to move) leave to the opponent more often than not ([`Engine::mc_dead_stones`]).
    pub fn dead_stones(&mut self) -> Vec<bool> {
        let judged = self.static_dead_stones();
        if self.options.uses_monte_carlo(self.game.size()) && self.playout_policy().is_ok() {
            if let Ok(mut dead) = self.mc_dead_stones() {
                // Playouts break sekis (a random player fills the shared liberties): the
                // strings in seki by the dragons' judgement stay alive.
                let st = score::stone_statuses(&self.game.board, &judged);
                for (d, s) in dead.iter_mut().zip(st) {
                    *d &= s != StoneStatus::Seki;
                }
                self.eyeless_are_dead(&mut dead);
                return dead;
            }
        }
        judged
    }

    /// A seki that only dead stones made: mark dead the dragons that `dead` leaves alive,
    /// that touch a liberty neither side can fill without self-atari as the stones stand
    /// (a seki on the board), but that are in no seki with the dead stones off it and touch
    /// no region of their own colour there (territory, an eye, the points of dead stones
    /// they enclose). At the end of a game a group lives by eyes or in seki; such a dragon
    /// has neither once the dead stones go, and the opponent fills its liberties (playouts,
    /// which see the dead stones on the board, leave it alive). Example: a lone stone
    /// sharing its liberty with a group hemmed in by dead stones.
    fn eyeless_are_dead(&mut self, dead: &mut [bool]) {
        let a = self.examine(Level::Owl);
        let dragons = a.dragons.expect("Level::Owl computes dragons");
        let b = &self.game.board;
        let owner = score::region_owners(b, dead);
        let status = score::stone_statuses(b, dead);
        for k in 0..dragons.list.len() {
            let color = dragons.list[k].color;
            let living: Vec<Point> = dragons
                .stones(k)
                .into_iter()
                .filter(|p| !dead[p.idx()])
                .collect();
            let touches = |test: &dyn Fn(Point) -> bool| {
                living
                    .iter()
                    .any(|&p| p.neighbors().iter().any(|&n| b.on_board(n) && test(n)))
            };
            let settled = living.iter().any(|&p| status[p.idx()] == StoneStatus::Seki)
                || touches(&|n| owner[n.idx()] == color);
            // Most dragons are settled: the seki test (trial moves) only for the others.
            if !settled && touches(&|n| b.color(n) == Color::Empty && score::is_seki_liberty(b, n))
            {
                for p in living {
                    dead[p.idx()] = true;
                }
            }
        }
    }

    /// The dead stones by the dragons' status and unconditional status.
    fn static_dead_stones(&mut self) -> Vec<bool> {
        let a = self.examine(Level::Owl);
        let dragons = a.dragons.expect("Level::Owl computes dragons");
        let b = &self.game.board;
        let mut dead = vec![false; crate::types::BOARDMAX];
        for p in b.points() {
            dead[p.idx()] = dragons
                .get(p)
                .is_some_and(|d| d.status == crate::patterns::autohelper::DragonStatus::Dead)
                || a.worms.unconditional[p.idx()] == UncondStatus::Dead;
        }
        dead
    }

    /// Dead stones by playout ownership: a search of one move's budget for the player to
    /// move, then every string whose stones end the opponent's in more than half of the
    /// playouts (mean ownership, counted for the string's colour, below zero) is dead.
    pub fn mc_dead_stones(&mut self) -> Result<Vec<bool>, EngineError> {
        let color = self.to_move();
        let budget = self.fixed_budget(color);
        let mut own = Vec::new();
        // The status is the position's: the playouts draw from a generator seeded by the
        // position (two engines agree on it), and the engine's own generator is left as it
        // was.
        let seed = self.game.board.hash().wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ color as u64;
        let saved = std::mem::replace(&mut self.rng, Rng::new(seed));
        let r = self.mc_search(color, budget, None, false, &mut |_, o| {
            own = o.to_vec();
            true
        });
        self.rng = saved;
        r?;
        let b = &self.game.board;
        let mut dead = vec![false; crate::types::BOARDMAX];
        for s in self.strings() {
            let sign = if b.color(s[0]) == Color::Black {
                1.0
            } else {
                -1.0
            };
            let mean = s.iter().map(|p| own[p.idx()]).sum::<f32>() * sign / s.len() as f32;
            if mean < 0.0 {
                for p in s {
                    dead[p.idx()] = true;
                }
            }
        }
        Ok(dead)
    }

    /// The score of the position as it stands, dead stones removed, under the game's rules.
    pub fn final_score(&mut self) -> Score {
        let dead = self.dead_stones();
        score::score(&self.game.board, &dead, self.game.komi, self.rules())
    }

    /// The strings whose final status is `status`, each as its list of stones.
    pub fn final_status_list(&mut self, status: StoneStatus) -> Vec<Vec<Point>> {
        let dead = self.dead_stones();
        let st = score::stone_statuses(&self.game.board, &dead);
        self.strings()
            .into_iter()
            .filter(|s| st[s[0].idx()] == status)
            .collect()
    }

    pub fn set_time_settings(&mut self, main_time: u64, byo_yomi_time: u64, stones: u64) {
        self.time = TimeControl {
            main_time,
            byo_yomi_time,
            byo_yomi_stones: stones,
            left: [None, None],
        };
    }

    pub fn set_time_left(&mut self, color: Color, time: u64, stones: u64) {
        self.time.left[color.index()] = Some((time, stones));
    }

    /// Replace the game by a game record, stopping as `until` says. Returns the colour to
    /// move; on error the game is unchanged.
    pub fn load_game(&mut self, sgf: &SgfGame, until: LoadUntil) -> Result<Color, EngineError> {
        let c = self.game.load_sgf(sgf, until)?;
        self.generated = [false; 2];
        self.mc_kept = None;
        self.reading.clear_cache();
        Ok(c)
    }

    /// The game record as SGF: with the result once two passes ended the game, Tesuji as the
    /// player of the colours it generated moves for, and today's date.
    pub fn to_sgf(&mut self) -> String {
        let moves = self.game.board.move_history();
        let over = moves.len() >= 2 && moves[moves.len() - 2..].iter().all(|m| m.1.is_none());
        let result = over.then(|| self.final_score().to_gtp());
        let name = |c: Color| self.generated[c.index()].then(|| "Tesuji".to_string());
        let extras = RecordExtras {
            result,
            player_black: name(Color::Black),
            player_white: name(Color::White),
            date: Some(today()),
        };
        self.game
            .to_sgf("Tesuji", env!("CARGO_PKG_VERSION"), extras)
    }

    // ------------------------------------------------------------------ the position

    /// Is `p` a legal game move for `color` (a pass always is)?
    pub fn is_legal(&mut self, color: Color, p: Point) -> bool {
        p.is_none() || self.game.is_legal(color, p)
    }

    /// Every legal game move of `color` on the board.
    pub fn all_legal(&mut self, color: Color) -> Vec<Point> {
        let pts: Vec<Point> = self.game.board.points().collect();
        pts.into_iter()
            .filter(|&p| self.game.is_legal(color, p))
            .collect()
    }

    /// The stones of `color`.
    pub fn stones(&self, color: Color) -> Vec<Point> {
        let b = &self.game.board;
        b.points().filter(|&p| b.color(p) == color).collect()
    }

    /// The strings on the board, each as its list of stones.
    pub fn strings(&self) -> Vec<Vec<Point>> {
        let b = &self.game.board;
        b.points()
            .filter(|&p| b.color(p).is_player() && b.find_origin(p) == p)
            .map(|p| b.findstones(p))
            .collect()
    }

    /// Play a hypothetical move (`tryko`: a ko capture is allowed).
    pub fn trymove(&mut self, color: Color, p: Point, ko: bool) -> Result<(), EngineError> {
        let b = &mut self.game.board;
        if p.is_none()
            || !(if ko {
                b.tryko(p, color)
            } else {
                b.trymove(p, color)
            })
        {
            return Err(EngineError::IllegalHypothetical);
        }
        Ok(())
    }

    /// Take back the last hypothetical move.
    pub fn popgo(&mut self) -> Result<(), EngineError> {
        if self.game.board.stackp() == 0 {
            return Err(EngineError::StackEmpty);
        }
        self.game.board.popgo();
        Ok(())
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Restart the random generator from `seed`.
    pub fn set_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.rng = Rng::new(seed);
        self.mc_kept = None;
    }

    // ------------------------------------------------------------------ reading

    /// `p` must hold a stone.
    fn stone(&self, p: Point) -> Result<Point, EngineError> {
        if p.is_none() || !self.game.board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        Ok(p)
    }

    /// `m` must be an empty point.
    fn empty(&self, m: Point, err: EngineError) -> Result<Point, EngineError> {
        if m.is_none() || self.game.board.color(m) != Color::Empty {
            return Err(err);
        }
        Ok(m)
    }

    /// Can the string at `p` be captured? The result and the attacking move.
    pub fn attack(&mut self, p: Point) -> Result<(ReadResult, Point), EngineError> {
        let p = self.stone(p)?;
        Ok(self.reading.attack(&mut self.game.board, p))
    }

    /// Can the string at `p` be saved? The result and the defending move.
    pub fn find_defense(&mut self, p: Point) -> Result<(ReadResult, Point), EngineError> {
        let p = self.stone(p)?;
        Ok(self.reading.find_defense(&mut self.game.board, p))
    }

    /// Can the string at `p`, with two liberties, be captured in a ladder?
    pub fn ladder_attack(&mut self, p: Point) -> Result<(ReadResult, Point), EngineError> {
        let p = self.stone(p)?;
        if self.game.board.countlib(p) != 2 {
            return Err(EngineError::NotTwoLiberties);
        }
        Ok(self.reading.ladder_attack(&mut self.game.board, p))
    }

    /// Can one of the strings at `a` and `b` be captured?
    pub fn attack_either(&mut self, a: Point, b: Point) -> Result<ReadResult, EngineError> {
        let (a, b) = (self.stone(a)?, self.stone(b)?);
        Ok(self.reading.attack_either(&mut self.game.board, a, b))
    }

    /// Can both strings at `a` and `b` be saved?
    pub fn defend_both(&mut self, a: Point, b: Point) -> Result<ReadResult, EngineError> {
        let (a, b) = (self.stone(a)?, self.stone(b)?);
        Ok(self.reading.defend_both(&mut self.game.board, a, b))
    }

    /// Does the move `m` (by the string's opponent) capture the string at `p`?
    pub fn does_attack(&mut self, m: Point, p: Point) -> Result<ReadResult, EngineError> {
        let p = self.stone(p)?;
        let m = self.empty(m, EngineError::MoveNotEmpty)?;
        Ok(self.reading.does_attack(&mut self.game.board, m, p))
    }

    /// Does the move `m` (by the string's owner) save the string at `p`?
    pub fn does_defend(&mut self, m: Point, p: Point) -> Result<ReadResult, EngineError> {
        let p = self.stone(p)?;
        let m = self.empty(m, EngineError::MoveNotEmpty)?;
        Ok(self.reading.does_defend(&mut self.game.board, m, p))
    }

    /// Every reading depth parameter one higher (`up`) or lower.
    pub fn change_depths(&mut self, up: bool) {
        self.depth_generation += 1;
        if up {
            self.reading.increase_depths();
        } else {
            self.reading.decrease_depths();
        }
    }

    pub fn reset_reading_node_counter(&mut self) {
        self.reading.reset_reading_node_counter();
    }

    pub fn reading_node_counter(&self) -> u64 {
        self.reading.get_reading_node_counter()
    }

    /// The liberties `color` would have after a move at the empty point `p`.
    pub fn accuratelib(&self, color: Color, p: Point) -> Result<Vec<Point>, EngineError> {
        let p = self.empty(p, EngineError::NotEmpty)?;
        Ok(self.game.board.accuratelib(p, color, usize::MAX))
    }

    /// The liberties of the string at `p`.
    pub fn findlib(&self, p: Point) -> Result<Vec<Point>, EngineError> {
        let p = self.stone(p)?;
        Ok(self.game.board.findlib(p, usize::MAX))
    }

    /// The number of liberties of the string at `p`.
    pub fn countlib(&self, p: Point) -> Result<usize, EngineError> {
        let p = self.stone(p)?;
        Ok(self.game.board.countlib(p))
    }

    /// The stones of the string at `p`.
    pub fn string_stones(&self, p: Point) -> Result<Vec<Point>, EngineError> {
        let p = self.stone(p)?;
        Ok(self.game.board.findstones(p))
    }

    // ------------------------------------------------------------------ pattern inspection

    /// Every match of the database `name` for `color` on the board (the ones whose anchor or
    /// move is `at`, if given), with its constraint's value and the autohelper calls it made:
    /// "why did my pattern (not) fire?" for pattern authors.
    pub fn pattern_matches(
        &mut self,
        name: &str,
        color: Color,
        at: Option<Point>,
    ) -> Result<Vec<PatternHit>, EngineError> {
        let db = self.inspectable(name)?;
        let board = &mut self.game.board;
        let mut matches = Vec::new();
        Matcher::new(db.database, board.size()).scan_board(board.colors(), color, |m| {
            if at.is_none_or(|p| m.anchor == p || m.move_point == p) {
                matches.push(m);
            }
        });
        let mut hits = Vec::with_capacity(matches.len());
        for m in matches {
            let info = &db.database.patterns[m.pattern as usize];
            let mut ctx = ReadingHelperContext::new(board, &mut self.reading);
            ctx.trace = Some(Vec::new());
            let holds = (info.has_constraint || info.helper.is_some())
                .then(|| (db.constraint)(&mut ctx, &m));
            hits.push(PatternHit {
                name: info.name,
                anchor: m.anchor,
                transform: m.transform,
                move_point: m.move_point,
                constraint: holds,
                calls: ctx.trace.take().unwrap_or_default(),
            });
        }
        Ok(hits)
    }

    /// The diagram of pattern `pattern` of database `name` in each orientation it is
    /// matched in (see [`crate::patterns::diagram`]), with the orientation's number.
    pub fn pattern_diagrams(
        &self,
        name: &str,
        pattern: &str,
    ) -> Result<Vec<(u8, Vec<String>)>, EngineError> {
        let db = self.inspectable(name)?;
        let info = db
            .database
            .patterns
            .iter()
            .find(|p| p.name == pattern)
            .ok_or_else(|| EngineError::UnknownPattern(pattern.to_string(), name.to_string()))?;
        Ok(info
            .transforms
            .iter()
            .map(|&t| (t, crate::patterns::diagram(info, t)))
            .collect())
    }

    /// The eye space of `color` at `at` matched against the eye-shape database `name`: the
    /// connected points that hold no `color` stone, from `at` up to `color`'s stones and the
    /// edge (the opponent's stones in it are attacker vertices). Without the dragons' domains
    /// no vertex is marginal yet. Returns the space and the shape it matches, if any.
    pub fn eye_shape_at(
        &self,
        name: &str,
        color: Color,
        at: Point,
    ) -> Result<(Vec<Point>, Option<EyeShapeHit>), EngineError> {
        let shapes = self
            .databases
            .eye_shapes
            .iter()
            .find(|d| d.0 == name)
            .map(|d| d.1)
            .ok_or_else(|| {
                let known: Vec<&str> = self.databases.eye_shapes.iter().map(|d| d.0).collect();
                EngineError::UnknownDatabase(name.to_string(), known.join(", "))
            })?;
        let b = &self.game.board;
        if at.is_none() || b.color(at) == color {
            return Err(EngineError::NotEyeSpace);
        }
        let mut space = vec![at];
        let mut k = 0;
        while k < space.len() {
            for n in space[k].neighbors() {
                let c = b.color(n);
                if c != color && c != Color::Border && !space.contains(&n) {
                    space.push(n);
                }
            }
            k += 1;
            if space.len() > MAX_EYE_VERTICES {
                return Err(EngineError::EyeSpaceTooLarge(MAX_EYE_VERTICES));
            }
        }
        space.sort();
        let g = EyeGraph::from_points(space.iter().map(|&p| (p, false, b.color(p).is_player())));
        let hit = match_eye_space(shapes, &g).map(|m| EyeShapeHit {
            name: m.shape.name,
            value: m.value(),
            attack: m.attack_points(&g).collect(),
            defense: m.defense_points(&g).collect(),
        });
        Ok((space, hit))
    }

    /// The inspectable database `name`.
    fn inspectable(&self, name: &str) -> Result<crate::databases::InspectDb, EngineError> {
        self.databases
            .inspectable
            .iter()
            .find(|d| d.name == name)
            .copied()
            .ok_or_else(|| {
                let known: Vec<&str> = self.databases.inspectable.iter().map(|d| d.name).collect();
                EngineError::UnknownDatabase(name.to_string(), known.join(", "))
            })
    }

    /// How often each pattern of the databases that count their use (the tactical ones)
    /// matched and fired since the engine was made.
    pub fn pattern_coverage(&self) -> Vec<PatternUse> {
        self.databases
            .tactical
            .as_ref()
            .map(|t| t.coverage())
            .unwrap_or_default()
    }

    // ------------------------------------------------------------------ analysis

    /// Analyse the current position up to `level` (see [`crate::analysis`]). The last
    /// analysis is kept and reused while the position (its hash: stones and ko point) and
    /// the reading depths stay the same.
    pub fn examine(&mut self, level: Level) -> Analysis {
        let hash = self.game.board.hash();
        if let Some((h, g, a)) = &self.analysis {
            if *h == hash && *g == self.depth_generation && a.level >= level {
                return a.clone();
            }
        }
        let a = examine_position(
            &mut self.game.board,
            &mut self.reading,
            &self.databases,
            level,
            self.owl.opts,
            &mut self.owl.solver,
        );
        self.analysis = Some((hash, self.depth_generation, a.clone()));
        a
    }

    /// The dragons of the current position (7.2-7.5), with the crude status.
    pub fn dragons(&mut self) -> Dragons {
        self.examine(Level::Dragons)
            .dragons
            .expect("Level::Dragons computes dragons")
    }

    /// The dragons of the current position with owl's status where owl read them (12.1).
    pub fn dragons_with_status(&mut self) -> Dragons {
        self.examine(Level::Owl)
            .dragons
            .expect("Level::Owl computes dragons")
    }

    /// The cutting-stone value of the worm at `p` (0, 1 or 2).
    pub fn worm_cutstone(&mut self, p: Point) -> Result<u8, EngineError> {
        let p = self.stone(p)?;
        let a = self.examine(Level::Worms);
        Ok(a.worms.get(p).map(|w| w.cutstone).unwrap_or(0))
    }

    /// Unconditional status (4.4) of the point `p`.
    pub fn unconditional_status(&mut self, p: Point) -> UncondStatus {
        compute_unconditional_status(&mut self.game.board)[p.idx()]
    }
}

/// Today's date (UTC) as SGF writes it, `YYYY-MM-DD`.
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (days before it negative).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_415), (2025, 11, 23));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}

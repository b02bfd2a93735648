//! Life and death of whole groups (manual chapter 12): owl reading (`read`), driven by the
//! eye spaces of `eyes` and the owl pattern databases, and the exact solver for small
//! enclosed problems (`exact`), the oracle owl's answers are checked against.

pub mod exact;
pub mod questions;
pub mod race;
pub mod read;
pub mod semeai;
pub mod threat;

use crate::analysis::Level;
use crate::engine::{Engine, EngineError};
use crate::eyes::api::eye_databases;
use crate::eyes::EyeSolver;
use crate::types::Point;
use exact::{enclosed_region, walls_stay, ExactSolver, Solution};
pub use read::{OwlEyes, OwlOptions, OwlResult, OwlSearch, OwlView};
use std::collections::HashMap;

/// Largest number of empty points around a group [`Engine::solve_life`] takes on.
pub const MAX_EXACT_EMPTY: usize = 12;
/// Largest enemy string inside the group's area that counts as part of the problem.
pub const MAX_EXACT_INSIDE: usize = 6;
/// Most empty points such enemy strings may enclose on their own and bring into the problem
/// (the corner point behind two dead stones).
pub const MAX_EXACT_BEHIND: usize = 2;
/// Node budget of one [`Engine::solve_life`].
pub const EXACT_NODES: u64 = 2_000_000;
/// Largest number of empty points around a group owl leaves to the exact solver.
pub const OWL_EXACT_EMPTY: usize = 8;
/// Node budget of the exact solver inside owl (beyond it owl reads).
pub const OWL_EXACT_NODES: u64 = 100_000;

/// What the exact solver says about a group: the attack (the opponent moving first), the
/// defence (the owner moving first), and the nodes it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LifeAndDeath {
    pub attack: Solution,
    pub defense: Solution,
    pub nodes: u64,
}

/// Which owl question a cached answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Question {
    Attack,
    Defend,
    DoesAttack(Point),
    DoesDefend(Point),
}

/// Owl's state in the engine: its options, its node counter, and the answers it gave (keyed
/// by the position, the goal's dragon and the question; they stay valid across moves as the
/// reading cache's do, 11.3).
pub struct OwlState {
    pub opts: OwlOptions,
    pub nodes: u64,
    cache: HashMap<(u64, Point, Question), OwlResult>,
    /// The eye solver and the games it solved, kept across searches and positions: owl and
    /// the dragons' eye analysis value the same small spaces over and over.
    pub(crate) solver: EyeSolver,
}

/// The smallest critical dragon whose owl move `genmove` plays before anything else.
pub const OWL_MOVE_MIN_STONES: usize = 3;
/// Dragons that can run this far are not read for `genmove` (see [`Engine::owl_move`]).
pub const OWL_MOVE_MAX_ESCAPE: i32 = 5;

/// Escape route up to which [`Engine::owl_move`] takes owl's reading in Monte Carlo mode
/// (its `read_escape`); beyond it, only the exact solver's answers. Against GNU Go `--level 10`
/// (9x9, komi 7, 5000 playouts) the search won 1 game of 20 with owl's moves up to
/// [`OWL_MOVE_MAX_ESCAPE`] first, 7 of 20 (seeds 420-439) with the exact solver's only, 12
/// of 40 (420-459) with this bound; seki.tst passes 62 of its 135 with it, 48 without.
pub const OWL_MOVE_MC_MAX_ESCAPE: i32 = 2;

/// Most owl answers kept before the cache starts over.
const OWL_CACHE_ENTRIES: usize = 1 << 16;

impl OwlState {
    pub fn new(opts: OwlOptions) -> OwlState {
        OwlState {
            opts,
            nodes: 0,
            cache: HashMap::new(),
            solver: EyeSolver::new(),
        }
    }
}

/// The stones of the dragons whose crude status is alive (`owl_strong_dragon`).
pub(crate) fn strong_stones(dragons: &crate::dragons::Dragons, size: usize) -> Vec<bool> {
    let mut strong = vec![false; crate::types::BOARDMAX];
    for p in crate::eyes::space::board_points(size) {
        if dragons
            .get(p)
            .is_some_and(|d| d.crude_status == crate::patterns::autohelper::DragonStatus::Alive)
        {
            strong[p.idx()] = true;
        }
    }
    strong
}

/// Read every dragon whose life is in doubt with owl and set its status (GNU Go does this
/// in `examine_position`): unconditionally alive and tactically dead dragons are left as
/// they are.
pub fn owl_status(
    board: &mut crate::board::Board,
    reading: &mut crate::reading::ReadingContext,
    databases: &crate::databases::Databases,
    opts: OwlOptions,
    dragons: &mut crate::dragons::Dragons,
    shapes: &[&'static [crate::eyes::EyeShape]],
    solver: &mut EyeSolver,
) {
    use crate::dragons::Safety;
    let strong = strong_stones(dragons, board.size());
    for k in 0..dragons.list.len() {
        let d = &dragons.list[k];
        if matches!(d.safety, Safety::Invincible | Safety::TacticallyDead) {
            continue;
        }
        let goal = dragons.stones(k);
        let target = d.origin;
        let mut search = OwlSearch::new(
            board,
            reading,
            shapes,
            databases.owl.as_deref(),
            opts,
            target,
            &goal,
        )
        .with_strong(strong.clone())
        .with_solver(std::mem::take(solver));
        let attack = search.attack();
        let defense = if attack.result == crate::reading::ReadResult::Fail {
            OwlResult {
                result: crate::reading::ReadResult::Win,
                mv: Point::NONE,
                certain: true,
                nodes: 0,
            }
        } else {
            search.defend()
        };
        *solver = search.into_solver();
        let verdict = crate::dragons::OwlVerdict {
            attack: (attack.result, attack.mv),
            defense: (defense.result, defense.mv),
        };
        let d = &mut dragons.list[k];
        d.owl = Some(verdict);
        d.status = verdict.status();
        d.safety = match d.status {
            crate::patterns::autohelper::DragonStatus::Alive => Safety::Alive,
            crate::patterns::autohelper::DragonStatus::Dead => Safety::Dead,
            _ => Safety::Critical,
        };
    }
}

impl Engine {
    /// Solve the life and death of the group at `p` exactly, when it is enclosed with at
    /// most [`MAX_EXACT_EMPTY`] empty points around it (see [`exact`]). Works on the board
    /// as it stands (hypothetical moves included) and leaves it so.
    pub fn solve_life(&mut self, p: Point) -> Result<LifeAndDeath, EngineError> {
        let board = &mut self.game.board;
        if p.is_none() || !board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        let region = enclosed_region(
            board,
            p,
            MAX_EXACT_EMPTY,
            MAX_EXACT_INSIDE,
            MAX_EXACT_BEHIND,
        )
        .ok_or(EngineError::NotEnclosed(MAX_EXACT_EMPTY))?;
        let mut solver = ExactSolver::new(board, p, &region, EXACT_NODES);
        let attack = solver
            .attack(board)
            .map_err(|_| EngineError::OutOfNodes(EXACT_NODES))?;
        let defense = solver
            .defend(board)
            .map_err(|_| EngineError::OutOfNodes(EXACT_NODES))?;
        Ok(LifeAndDeath {
            attack,
            defense,
            nodes: solver.nodes(),
        })
    }

    /// Can the dragon at `p` be killed, its opponent moving first (GNU Go's `owl_attack`)?
    pub fn owl_attack(&mut self, p: Point) -> Result<OwlResult, EngineError> {
        self.owl_question(p, Question::Attack)
    }

    /// Can the dragon at `p` be saved, its owner moving first (GNU Go's `owl_defend`)? A
    /// dragon with two sure eyes is saved by a pass (`Point::NONE`); one that runs away is
    /// given the move that keeps it running.
    pub fn owl_defend(&mut self, p: Point) -> Result<OwlResult, EngineError> {
        self.owl_question(p, Question::Defend)
    }

    /// Does the opponent's move `mv` kill the dragon at `p` (GNU Go's `owl_does_attack`)?
    /// The result is for the move (`Win`: it kills).
    pub fn owl_does_attack(&mut self, mv: Point, p: Point) -> Result<OwlResult, EngineError> {
        self.owl_question(p, Question::DoesAttack(mv))
    }

    /// Does the owner's move `mv` save the dragon at `p` (GNU Go's `owl_does_defend`)?
    pub fn owl_does_defend(&mut self, mv: Point, p: Point) -> Result<OwlResult, EngineError> {
        self.owl_question(p, Question::DoesDefend(mv))
    }

    /// Owl's static view of the dragon at `p` as it stands: its eye counts, vital points,
    /// lunches and escape (what every owl node starts from).
    pub fn owl_eyes(&mut self, p: Point) -> Result<read::OwlEyes, EngineError> {
        if p.is_none() || !self.game.board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        let dragons = self.dragons();
        let k = dragons.id(p).ok_or(EngineError::NoStone)?;
        let goal = dragons.stones(k);
        let eyes = self.with_owl_search(p, &goal, None, |search| search.evaluate());
        Ok(eyes)
    }

    /// Life and death in play (until move valuation lands): the owl move that matters most
    /// for the critical dragons, the defence of `color`'s own, the attack of the
    /// opponent's, a move worth the stones of every critical dragon it is the owl move of.
    /// Only dragons of at least [`OWL_MOVE_MIN_STONES`] stones that the crude status leaves
    /// critical or unknown and that cannot run away (escape route below
    /// [`OWL_MOVE_MAX_ESCAPE`]) are considered, which keeps move generation cheap. Owl
    /// reads those whose escape route is at most `read_escape`; for the others only the
    /// exact solver's answers count (small enclosed groups; see
    /// [`OWL_MOVE_MC_MAX_ESCAPE`]). `None` when no dragon is critical, or its move is not
    /// allowed (`among`, positional superko).
    pub(crate) fn owl_move(
        &mut self,
        color: crate::types::Color,
        among: Option<&[Point]>,
        read_escape: i32,
    ) -> Option<Point> {
        use crate::patterns::autohelper::DragonStatus;
        let dragons = self.dragons();
        let candidates: Vec<(usize, Point, crate::types::Color, i32)> = dragons
            .list
            .iter()
            .filter(|d| {
                matches!(
                    d.crude_status,
                    DragonStatus::Critical | DragonStatus::Unknown
                ) && d.size >= OWL_MOVE_MIN_STONES
                    && d.escape_route < OWL_MOVE_MAX_ESCAPE
            })
            .map(|d| (d.size, d.origin, d.color, d.escape_route))
            .collect();
        // Each move is worth the stones of every critical dragon it kills or saves.
        let mut worth: Vec<(Point, usize)> = Vec::new();
        let strong = candidates
            .iter()
            .any(|c| c.3 > read_escape)
            .then(|| strong_stones(&dragons, self.game.board.size()));
        let critical = |r: &OwlResult| r.result != crate::reading::ReadResult::Fail && r.certain;
        for (size, origin, owner, escape) in candidates {
            let question = |e: &mut Engine, q: Question| match &strong {
                Some(strong) if escape > read_escape => e.exact_owl(origin, q, strong),
                _ => e.owl_question(origin, q).ok(),
            };
            let Some(attack) = question(self, Question::Attack).filter(critical) else {
                continue;
            };
            let Some(defense) = question(self, Question::Defend).filter(critical) else {
                continue;
            };
            let mv = if owner == color {
                defense.mv
            } else {
                attack.mv
            };
            if mv.is_none()
                || among.is_some_and(|set| !set.contains(&mv))
                || self.game.board.is_legal_superko(mv, color).is_err()
            {
                continue;
            }
            match worth.iter_mut().find(|w| w.0 == mv) {
                Some(w) => w.1 += size,
                None => worth.push((mv, size)),
            }
        }
        worth
            .into_iter()
            .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
            .map(|w| w.0)
    }

    /// The capturing race between the dragons at `a` and `b` (opposite colours), `a`'s owner
    /// moving first (GNU Go's `analyze_semeai`): see [`semeai`].
    pub fn analyze_semeai(
        &mut self,
        a: Point,
        b: Point,
    ) -> Result<semeai::SemeaiResult, EngineError> {
        let board = &self.game.board;
        if a.is_none() || b.is_none() || !board.color(a).is_player() || !board.color(b).is_player()
        {
            return Err(EngineError::NoStone);
        }
        if board.color(a) == board.color(b) {
            return Err(EngineError::SameColor);
        }
        let dragons = self.dragons();
        let stones = |p: Point| dragons.id(p).map(|k| dragons.stones(k)).unwrap_or_default();
        let (a_goal, b_goal) = (stones(a), stones(b));
        let strong = strong_stones(&dragons, self.game.board.size());
        let mut race = semeai::Semeai::new(
            &mut self.game.board,
            &mut self.reading,
            a,
            b,
            &a_goal,
            &b_goal,
        )
        .with_strong(strong)
        .with_ko();
        Ok(race.analyze())
    }

    /// [`Engine::analyze_semeai`] after `color` plays `mv` (GNU Go's
    /// `analyze_semeai_after_move`); the move is taken back.
    pub fn analyze_semeai_after_move(
        &mut self,
        color: crate::types::Color,
        mv: Point,
        a: Point,
        b: Point,
    ) -> Result<semeai::SemeaiResult, EngineError> {
        if mv.is_none() || self.game.board.color(mv) != crate::types::Color::Empty {
            return Err(EngineError::MoveNotEmpty);
        }
        if !self.game.board.trymove(mv, color) {
            return Err(EngineError::IllegalHypothetical);
        }
        let r = self.analyze_semeai(a, b);
        self.game.board.popgo();
        r
    }

    /// Owl's node counter (`get_owl_node_counter`).
    pub fn owl_node_counter(&self) -> u64 {
        self.owl.nodes
    }

    pub fn reset_owl_node_counter(&mut self) {
        self.owl.nodes = 0;
    }

    fn owl_question(&mut self, p: Point, q: Question) -> Result<OwlResult, EngineError> {
        if p.is_none() || !self.game.board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        if let Question::DoesAttack(mv) | Question::DoesDefend(mv) = q {
            if mv.is_none() || self.game.board.color(mv) != crate::types::Color::Empty {
                return Err(EngineError::MoveNotEmpty);
            }
        }
        let analysis = self.examine(Level::Dragons);
        let dragons = analysis.dragons.as_ref().expect("dragons computed");
        let k = dragons.id(p).ok_or(EngineError::NoStone)?;
        let goal = dragons.stones(k);
        let strong = strong_stones(dragons, self.game.board.size());
        let key = (self.game.board.hash(), p, q);
        if let Some(r) = self.owl.cache.get(&key) {
            return Ok(*r);
        }
        if let Some(r) = self.exact_owl(p, q, &strong) {
            if self.owl.cache.len() >= OWL_CACHE_ENTRIES {
                self.owl.cache.clear();
            }
            self.owl.cache.insert(key, r);
            return Ok(r);
        }
        let r = self.with_owl_search(p, &goal, Some(strong), |search| match q {
            Question::Attack => search.attack(),
            Question::Defend => search.defend(),
            Question::DoesAttack(mv) => search.after_move(mv, true).unwrap_or(OwlResult {
                result: crate::reading::ReadResult::Fail,
                mv,
                certain: true,
                nodes: 0,
            }),
            Question::DoesDefend(mv) => search.after_move(mv, false).unwrap_or(OwlResult {
                result: crate::reading::ReadResult::Fail,
                mv,
                certain: true,
                nodes: 0,
            }),
        });
        self.owl.nodes += r.nodes;
        if self.owl.cache.len() >= OWL_CACHE_ENTRIES {
            self.owl.cache.clear();
        }
        self.owl.cache.insert(key, r);
        Ok(r)
    }
}

impl Engine {
    /// Owl's attack or defence of the group at `p` proven by the exact solver, when the
    /// problem is small enough to solve: the group encloses at most [`OWL_EXACT_EMPTY`]
    /// empty points, and every enemy stone around the region belongs to a dragon whose
    /// crude status is alive (`strong`), so that the solver's assumption that the wall
    /// stays holds. `None` (owl reads) otherwise, when the solver runs out of its
    /// [`OWL_EXACT_NODES`], or when the answer is a ko. A defence of a group that cannot be
    /// attacked is a pass. The solver's nodes count as owl nodes.
    fn exact_owl(&mut self, p: Point, q: Question, strong: &[bool]) -> Option<OwlResult> {
        if !matches!(q, Question::Attack | Question::Defend) {
            return None;
        }
        let board = &mut self.game.board;
        let region = enclosed_region(
            board,
            p,
            OWL_EXACT_EMPTY,
            MAX_EXACT_INSIDE,
            MAX_EXACT_BEHIND,
        )?;
        if !walls_stay(board, p, &region, |n| strong[n.idx()]) {
            return None;
        }
        let mut solver = ExactSolver::new(board, p, &region, OWL_EXACT_NODES);
        let attack = solver.attack(board).ok()?;
        let solution = match q {
            Question::Attack => attack,
            _ if attack.result == crate::reading::ReadResult::Fail => Solution {
                result: crate::reading::ReadResult::Win,
                mv: Point::NONE,
            },
            _ => solver.defend(board).ok()?,
        };
        // Ko results stay with owl: the solver's ko (either side may be ko master) does not
        // tell GNU Go's ko types apart, nor a direct ko from an approach move.
        let sure = |r: crate::reading::ReadResult| {
            matches!(
                r,
                crate::reading::ReadResult::Win | crate::reading::ReadResult::Fail
            )
        };
        if !sure(attack.result) || q == Question::Attack && !sure(solution.result) {
            return None;
        }
        self.owl.nodes += solver.nodes();
        let mv = if solution.result == crate::reading::ReadResult::Fail {
            Point::NONE
        } else {
            solution.mv
        };
        Some(OwlResult {
            result: solution.result,
            mv,
            certain: true,
            nodes: 0,
        })
    }

    /// Run `f` on an owl search of the dragon made of `goal` (decided by the capture of the
    /// string at `target`; `strong`: the stones of dragons alive at the start), with the
    /// engine's owl options and databases and its eye solver, which is given back after.
    pub(crate) fn with_owl_search<R>(
        &mut self,
        target: Point,
        goal: &[Point],
        strong: Option<Vec<bool>>,
        f: impl FnOnce(&mut OwlSearch) -> R,
    ) -> R {
        let shapes = eye_databases(&self.databases);
        let mut search = OwlSearch::new(
            &mut self.game.board,
            &mut self.reading,
            &shapes,
            self.databases.owl.as_deref(),
            self.owl.opts,
            target,
            goal,
        )
        .with_solver(std::mem::take(&mut self.owl.solver));
        if let Some(strong) = strong {
            search = search.with_strong(strong);
        }
        let r = f(&mut search);
        self.owl.solver = search.into_solver();
        r
    }
}

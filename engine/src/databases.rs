//! The pattern databases as the engine sees them: traits the engine defines and the
//! `patterns` crate implements, gathered in one [`Databases`] value that the composition
//! root ([`crate::Engine`]) is given. The engine never names a database; a module that
//! consumes one gets it from here.
//!
//! Today: the attack and defense databases (manual 9.8), which suggest moves to the tactical
//! reader that the liberty-based move generators miss (nets, throw-ins, clamps, hanging
//! connections). The connection, owl and Monte Carlo databases join as their modules land.

use crate::board::Board;
use crate::dragons::CutPoints;
use crate::eyes::EyeShape;
use crate::mc::McTable;
use crate::patterns::reading_helpers::ReadingHelperContext;
use crate::patterns::{Database, Match};
use crate::reading::ReadingContext;
use crate::types::Point;
use std::sync::Arc;

/// Moves proposed by the attack and defense pattern databases. Their constraints may read
/// (`ctx`, through `engine::patterns::reading_helpers`); the board is left as it was found.
pub trait TacticalPatterns: Send + Sync {
    /// How often each pattern matched and fired since the databases were made (empty if
    /// they do not count).
    fn coverage(&self) -> Vec<PatternUse> {
        Vec::new()
    }

    /// Moves the attack patterns propose against the string at `target` (for its opponent).
    /// Appends to `out` without duplicates; every move is legal for the attacker.
    fn attack_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        target: Point,
        out: &mut Vec<Point>,
    );
    /// Moves the defense patterns propose to save the string at `target` (for its owner).
    /// Appends to `out` without duplicates; every move is legal for the defender.
    fn defense_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        target: Point,
        out: &mut Vec<Point>,
    );
}

/// The connection database (manual 9.9-9.10) as the dragons module consults it. Its
/// constraints may read (`ctx`); the board is left as it was found.
pub trait ConnectionPatterns: Send + Sync {
    /// The `B` patterns, for both colours: mark the points where the opponent can cut
    /// (every `*` and `!` of a match whose constraint holds).
    fn find_cuts(&self, board: &mut Board, ctx: &mut ReadingContext, cuts: &mut CutPoints);
    /// The `C` patterns, for both colours: for every match whose constraint holds (and may
    /// ask `xcut` / `ocut` of `cuts`), pairs of `O` stones of the match to amalgamate.
    fn find_connections(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        cuts: &CutPoints,
        out: &mut Vec<(Point, Point)>,
    );
}

/// The owl pattern databases (manual 12.1): moves that kill or save the goal dragon, for
/// the side to move. Constraints may read (`ctx`) and ask owl's helpers about the node
/// (`view`: the goal, its eye spaces); the board is left as it was found.
pub trait OwlPatterns: Send + Sync {
    /// Append `(move, value)` for every match of the database `set` near the goal whose
    /// constraint holds. Every move is an empty point.
    fn owl_moves(
        &self,
        board: &mut Board,
        ctx: &mut ReadingContext,
        set: OwlPatternSet,
        view: &crate::owl::OwlView,
        out: &mut Vec<(Point, i32)>,
    );
}

/// Which owl database to match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OwlPatternSet {
    /// Moves that take eyes away (`owl_attackpats.db`), for the attacker.
    Attack,
    /// Moves that make eyes or run (`owl_defendpats.db`), for the defender.
    Defend,
    /// The attacker's vital moves where the eye analysis counts two eyes that shortage of
    /// liberties or cutting points take away (`owl_vital_apats.db`): a match means the
    /// static count is not to be trusted, and its move is tried.
    VitalAttack,
}

impl OwlPatternSet {
    /// Do the set's patterns play for the attacker?
    pub fn attacker(self) -> bool {
        self != OwlPatternSet::Defend
    }
}

/// How often one pattern was used: matches (where a database proposes a move, the ones
/// that reached its constraint) and fires (the constraint held).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternUse {
    pub database: &'static str,
    pub pattern: &'static str,
    pub matched: u64,
    pub fired: u64,
}

/// Every database the engine consults, each behind the trait of the module that uses it.
/// `Databases::default()` has none: the engine then reads with its move generators alone.
#[derive(Clone, Default)]
pub struct Databases {
    /// Attack and defense patterns for the tactical reader.
    pub tactical: Option<Arc<dyn TacticalPatterns>>,
    /// The connection patterns for amalgamating worms into dragons.
    pub connections: Option<Arc<dyn ConnectionPatterns>>,
    /// The owl attack, defense and vital patterns.
    pub owl: Option<Arc<dyn OwlPatterns>>,
    /// The Monte Carlo playout policies (chapter 14) by name, the default first: each a
    /// monte_carlo database's value table.
    pub mc_policies: Vec<(&'static str, McTable<'static>)>,
    /// The DFA-matched databases a pattern inspection can run, by name.
    pub inspectable: Vec<InspectDb>,
    /// The eye-shape databases (chapter 8) by name, for inspection.
    pub eye_shapes: Vec<(&'static str, &'static [EyeShape])>,
}

/// A database as a pattern inspection (`Engine::pattern_matches`) runs it: its tables and
/// its constraints, evaluated in a reading helper context (which can record the autohelper
/// calls they make).
#[derive(Clone, Copy)]
pub struct InspectDb {
    pub name: &'static str,
    pub database: &'static Database,
    /// The pattern's constraint and colon-line helper on a match: true if they hold.
    pub constraint: fn(&mut ReadingHelperContext, &Match) -> bool,
}

impl Databases {
    /// The playout policy called `name`, or the default one for `None`.
    pub fn mc_policy(&self, name: Option<&str>) -> Option<McTable<'static>> {
        match name {
            None => self.mc_policies.first().map(|p| p.1),
            Some(n) => self.mc_policies.iter().find(|p| p.0 == n).map(|p| p.1),
        }
    }
}

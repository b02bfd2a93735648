//! One analysis pass per position (the manual's `examine_position`, 3.3): the whole-board
//! picture that move generation, the inspection commands and scoring read.
//!
//! The pass runs in pipeline order and stops at the [`Level`] its caller asks for, so an
//! inspection command computes only what it shows:
//!
//! ```text
//! position ─▶ worms (7.1) ─▶ dragons, eyes (7, 8) ─▶ owl status (12) ─▶ influence (13)
//!             built           built                  built              to come
//! ```
//!
//! Each stage is a module of its own (`worms`, and `dragons/`, `eyes/`, `owl/`, `influence/`
//! as they land) that reads the board and the stages before it; the result is a plain value
//! ([`Analysis`]) with no ties to the board it was computed from. A new stage adds a level
//! here and a field to [`Analysis`]; callers that ask for a lower level do not pay for it.

use crate::board::Board;
use crate::databases::Databases;
use crate::dragons::{make_dragons, DragonInputs, Dragons};
use crate::eyes::api::{eye_databases, tactically_dead};
use crate::eyes::{analyse_eyes, EyeSolver, EyeSpaces};
use crate::owl::{owl_status, OwlOptions};
use crate::reading::ReadingContext;
use crate::worms::{make_worms, Worms};

/// How far [`examine_position`] goes. Ordered: a level includes every level before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Worms: strings with liberties, cutting stones, genus, lunch, tactical attack and
    /// defence points and threats, unconditional status.
    Worms,
    /// Eyes and dragons: the eye spaces with half eyes and values; worms amalgamated over
    /// eye spaces, shared liberties and the connection patterns; cutting points; dragon
    /// data with genus and the crude status.
    Dragons,
    /// Owl status: every dragon whose crude status leaves its life in doubt is read by owl
    /// (12.1), which sets its status (alive, critical, dead) and its attack and defence.
    Owl,
}

/// What [`examine_position`] found.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The level computed.
    pub level: Level,
    /// Worm data of every string.
    pub worms: Worms,
    /// Eye spaces of both colours with their half eyes and values, from [`Level::Dragons`]
    /// on (drawn with the tactically dead strings dead).
    pub eyes: Option<EyeSpaces>,
    /// Dragon data, from [`Level::Dragons`] on.
    pub dragons: Option<Dragons>,
}

/// Analyse the position on `board` up to `level`, reading with `reading` (its cache and node
/// counter are used as by any other search), eye spaces no database knows valued with
/// `solver` (which remembers the games it solved). The board is left as it was found.
pub fn examine_position(
    board: &mut Board,
    reading: &mut ReadingContext,
    databases: &Databases,
    level: Level,
    owl: OwlOptions,
    solver: &mut EyeSolver,
) -> Analysis {
    let worms = make_worms(board, reading);
    let mut eyes = None;
    let mut dragons = None;
    if level >= Level::Dragons {
        let dead = tactically_dead(board, &worms);
        let shapes = eye_databases(databases);
        let spaces = analyse_eyes(board, reading, &worms, &dead, &shapes, solver);
        let inputs = DragonInputs {
            worms: &worms,
            dead: &dead,
            eyes: &spaces,
            connections: databases.connections.as_deref(),
        };
        let mut d = make_dragons(board, reading, &inputs);
        if level >= Level::Owl {
            owl_status(board, reading, databases, owl, &mut d, &shapes, solver);
            crate::owl::race::revise_semeai(board, reading, &mut d);
        }
        dragons = Some(d);
        eyes = Some(spaces);
    }
    Analysis {
        level,
        worms,
        eyes,
        dragons,
    }
}

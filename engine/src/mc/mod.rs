//! Monte Carlo playout moves by pattern values (manual chapter 14).
//!
//! A candidate move's *local context* is its 3x3 neighbourhood, relative to the player to
//! move (a 16-bit [`neighbourhood_code`], two bits per neighbour in [`NEIGHBOURS`] order:
//! [`EMPTY`], [`OWN`], [`OPP`], [`OFF`]) and a property byte ([`properties`]):
//!
//! * [`NEAR`]: the move is near the previous move: in its 3x3 neighbourhood, or a liberty of a
//!   string with at most two liberties that holds the previous move or touches it (so the
//!   extension out of an atari the previous move made, or the capture of the stone just
//!   played, are near);
//! * [`OUNSAFE`]: the move is a self-atari (its string has at most one liberty after it,
//!   captures counted);
//! * [`XUNSAFE`]: an opponent stone here would have at most one liberty (suicide included);
//! * [`XSUICIDE`]: an opponent stone here would be suicide;
//! * stones captured by the move and by an opponent move here, 0, 1, 2 or 3 (three or more),
//!   at [`OCAP_SHIFT`] and [`XCAP_SHIFT`].
//!
//! A database compiles (crate `pattern-compiler`, module `mc`) to an [`McTable`]: the class of
//! each neighbourhood code, and per class 256 values (one per property byte) and the property
//! groups the values depend on, so only those are computed. [`Playout`] picks among the legal
//! moves with probability proportional to their values and plays random games with them; a
//! player whose moves are all worth zero passes, and two passes end the game.

pub mod fastboard;
pub mod knowledge;
pub mod playout;
pub mod policy;
pub mod uct;

pub use fastboard::FastBoard;
pub use knowledge::{tactical_priors, RootPrior};
pub use playout::{Playout, PlayoutResult};
pub use policy::{
    context, move_value, neighbourhood_code, properties, McTable, Near, NEAR, NEIGHBOURS,
    OCAP_SHIFT, OUNSAFE, XCAP_SHIFT, XSUICIDE, XUNSAFE,
};
pub use uct::{territory_komi, MoveFilter, MoveStats, SearchResult, Uct, UctOptions};

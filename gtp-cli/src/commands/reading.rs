//! Tactical reading commands (attack, defend, ladders, worms). Filled by the reading module.

use super::Handler;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[];

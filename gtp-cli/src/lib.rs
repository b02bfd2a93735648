//! The GTP command layer: parses GTP version 2 input lines and answers them.
//!
//! The binary (`tesuji`) and the regression harness both drive the engine through
//! [`GtpEngine::handle_line`], so they see exactly the same behaviour.

pub mod ascii;
pub mod commands;
pub mod mc_load;
pub mod protocol;
pub mod session;

pub use engine::EngineOptions;
pub use protocol::{GtpEngine, GtpResponse};

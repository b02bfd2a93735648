//! Connection reading commands (manual 11.10 and 19.6): `connect`, `disconnect` and the
//! connection node counter.

use super::{err, parse_point, reading::gtp_code, vertex, Handler};
use crate::protocol::GtpEngine;
use engine::reading::ReadResult;
use engine::{Engine, EngineError, Point};

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("connect", connect),
    ("disconnect", disconnect),
    ("get_connection_node_counter", |e, _| {
        Ok(e.engine.get_connection_node_counter().to_string())
    }),
    ("reset_connection_node_counter", |e, _| {
        e.engine.reset_connection_node_counter();
        Ok(String::new())
    }),
];

/// An engine call reading two strings.
type ReadTwo = fn(&mut Engine, Point, Point) -> Result<(ReadResult, Point), EngineError>;

/// `COMMAND VERTEX VERTEX`, answered `code move` (`PASS` when the strings are one already)
/// or `0`, as GNU Go does.
fn two_strings(e: &mut GtpEngine, a: &[&str], read: ReadTwo) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let q = parse_point(e, a.get(1))?;
    let (r, m) = read(&mut e.engine, p, q).map_err(err)?;
    if r == ReadResult::Fail {
        return Ok("0".into());
    }
    Ok(format!("{} {}", gtp_code(r), vertex(e, m)))
}

fn connect(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    two_strings(e, a, Engine::string_connect)
}

fn disconnect(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    two_strings(e, a, Engine::disconnect)
}

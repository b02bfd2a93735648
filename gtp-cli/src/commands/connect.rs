//! Connection reading commands (manual 11.10, 13.10 and 19.6): `connect`, `disconnect`,
//! `break_in`, `block_off` and the connection node counter.

use super::{err, parse_point, reading::gtp_code, vertex, Handler};
use crate::protocol::GtpEngine;
use engine::reading::ReadResult;
use engine::{Engine, EngineError, Point};

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("connect", connect),
    ("disconnect", disconnect),
    ("break_in", |e, a| area(e, a, Engine::break_in)),
    ("block_off", |e, a| area(e, a, Engine::block_off)),
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

/// An engine call reading a string against an area.
type ReadArea = fn(&mut Engine, Point, &[Point]) -> Result<(ReadResult, Point), EngineError>;

/// `COMMAND VERTEX VERTICES...` (a string and the area's points), answered like
/// [`two_strings`].
fn area(e: &mut GtpEngine, a: &[&str], read: ReadArea) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    // An empty area, as GNU Go takes it, is one the string cannot reach.
    let goal = a[1..]
        .iter()
        .map(|s| parse_point(e, Some(s)))
        .collect::<Result<Vec<_>, _>>()?;
    let (r, m) = read(&mut e.engine, p, &goal).map_err(err)?;
    if r == ReadResult::Fail {
        return Ok("0".into());
    }
    Ok(format!("{} {}", gtp_code(r), vertex(e, m)))
}

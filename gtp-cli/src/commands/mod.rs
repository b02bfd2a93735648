//! The GTP command registry. Each module holds one group of commands as a table of
//! `(name, handler)` pairs; `lookup` searches them all.

use crate::protocol::GtpEngine;
use engine::{Color, Point};

mod analyze;
mod combination;
mod connect;
mod core;
mod dragons;
mod eyes;
mod gogui;
mod inspect;
mod owl;
mod reading;

/// A command handler: gets the engine and the arguments, returns the response text or an
/// error message.
pub(crate) type Handler = fn(&mut GtpEngine, &[&str]) -> Result<String, String>;

/// A streaming command's handler: gets the engine, the arguments and `emit`, which sends one
/// report line and returns false once the client has sent another command (the handler
/// should then stop); returns the response's final text or an error message.
pub(crate) type StreamHandler =
    fn(&mut GtpEngine, &[&str], &mut dyn FnMut(&str) -> bool) -> Result<String, String>;

/// All command tables.
const TABLES: &[&[(&str, Handler)]] = &[
    core::COMMANDS,
    inspect::COMMANDS,
    reading::COMMANDS,
    dragons::COMMANDS,
    connect::COMMANDS,
    eyes::COMMANDS,
    owl::COMMANDS,
    combination::COMMANDS,
    gogui::COMMANDS,
];

/// The streaming commands (live analysis).
const STREAM_TABLES: &[&[(&str, StreamHandler)]] = &[analyze::COMMANDS];

/// Find the handler of a (lower-case) command name.
pub(crate) fn lookup(name: &str) -> Option<Handler> {
    TABLES
        .iter()
        .flat_map(|t| t.iter())
        .find(|(n, _)| *n == name)
        .map(|(_, h)| *h)
}

/// Find the handler of a (lower-case) streaming command name.
pub(crate) fn lookup_stream(name: &str) -> Option<StreamHandler> {
    STREAM_TABLES
        .iter()
        .flat_map(|t| t.iter())
        .find(|(n, _)| *n == name)
        .map(|(_, h)| *h)
}

/// Is this (lower-case) name a command of either kind?
pub(crate) fn is_command(name: &str) -> bool {
    lookup(name).is_some() || lookup_stream(name).is_some()
}

/// All command names, sorted.
pub fn command_names() -> Vec<&'static str> {
    let plain = TABLES.iter().flat_map(|t| t.iter()).map(|(n, _)| *n);
    let stream = STREAM_TABLES.iter().flat_map(|t| t.iter()).map(|(n, _)| *n);
    let mut v: Vec<&'static str> = plain.chain(stream).collect();
    v.sort();
    v.dedup();
    v
}

// ---------------------------------------------------------------- argument helpers

/// Parse a colour argument.
pub(crate) fn parse_color(s: Option<&&str>) -> Result<Color, String> {
    s.and_then(|s| Color::parse(s))
        .ok_or_else(|| "invalid color".to_string())
}

/// Parse a vertex on the current board (`pass` allowed).
pub(crate) fn parse_vertex(e: &GtpEngine, s: Option<&&str>) -> Result<Point, String> {
    let s = s.ok_or_else(|| "invalid coordinate".to_string())?;
    Point::parse_vertex(s, size(e)).map_err(|err| err.to_string())
}

/// The current board size.
pub(crate) fn size(e: &GtpEngine) -> usize {
    e.engine.board().size()
}

/// An engine error as a GTP error message.
pub(crate) fn err(e: engine::EngineError) -> String {
    e.to_string()
}

/// Parse a vertex that must be on the board (no pass).
pub(crate) fn parse_point(e: &GtpEngine, s: Option<&&str>) -> Result<Point, String> {
    let p = parse_vertex(e, s)?;
    if p.is_none() {
        return Err("invalid coordinate".into());
    }
    Ok(p)
}

/// Parse `COLOR VERTEX`.
pub(crate) fn parse_move(e: &GtpEngine, args: &[&str]) -> Result<(Color, Point), String> {
    let c = Color::parse(args.first().copied().unwrap_or(""));
    let p = args.get(1).map(|s| Point::parse_vertex(s, size(e)));
    match (c, p) {
        (Some(c), Some(Ok(p))) => Ok((c, p)),
        _ => Err("invalid color or coordinate".into()),
    }
}

/// Vertex name on the current board.
pub(crate) fn vertex(e: &GtpEngine, p: Point) -> String {
    p.to_vertex(size(e))
}

/// A list of points as vertices, in GNU Go's order (top row first, left to right).
pub(crate) fn vertex_list(e: &GtpEngine, pts: &[Point]) -> String {
    let mut v = pts.to_vec();
    v.sort();
    v.iter()
        .map(|&p| vertex(e, p))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parse a non-negative integer argument.
pub(crate) fn parse_uint(s: Option<&&str>, what: &str) -> Result<usize, String> {
    s.and_then(|s| s.parse::<usize>().ok())
        .ok_or_else(|| format!("{what} not an integer"))
}

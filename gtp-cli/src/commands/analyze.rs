//! Live analysis for GUIs (`../shared/docs/gui-analysis.md`): Leela Zero's `lz-analyze`
//! (also as `analyze`, the name Sabaki sends where an engine lists it) and
//! `lz-genmove_analyze`, KataGo's `kata-analyze` (with `ownership`) and
//! `kata-genmove_analyze`. They stream one report line per interval until the next command
//! arrives (see `GtpEngine::handle_line_streaming`); the numbers come from the engine's
//! Monte Carlo search, from the point of view of the side to move.

use super::{parse_uint, size, StreamHandler};
use crate::protocol::GtpEngine;
use engine::mc::{MoveStats, SearchResult};
use engine::{Color, Point};
use std::time::Duration;

pub(crate) const COMMANDS: &[(&str, StreamHandler)] = &[
    ("lz-analyze", |e, a, emit| analyze(e, a, emit, Format::Lz)),
    // The name Sabaki sends to an engine that lists it: Leela Zero's format.
    ("analyze", |e, a, emit| analyze(e, a, emit, Format::Lz)),
    ("kata-analyze", |e, a, emit| {
        analyze(e, a, emit, Format::Kata)
    }),
    ("lz-genmove_analyze", |e, a, emit| {
        genmove_analyze(e, a, emit, Format::Lz)
    }),
    ("kata-genmove_analyze", |e, a, emit| {
        genmove_analyze(e, a, emit, Format::Kata)
    }),
];

/// The two report conventions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Format {
    /// Win rates and priors as integers scaled by 10000.
    Lz,
    /// Win rates as fractions; optional ownership.
    Kata,
}

/// The arguments every analysis command takes: `[color] [interval] [key value ...]`.
#[derive(Clone, Debug, PartialEq)]
struct AnalyzeArgs {
    color: Option<Color>,
    /// Centiseconds between reports.
    interval: usize,
    max_moves: usize,
    ownership: bool,
}

fn parse_args(a: &[&str]) -> Result<AnalyzeArgs, String> {
    let mut args = AnalyzeArgs {
        color: None,
        interval: 100,
        max_moves: usize::MAX,
        ownership: false,
    };
    let mut interval_seen = false;
    let mut k = 0;
    while k < a.len() {
        let w = a[k];
        let value = a.get(k + 1);
        match w.to_ascii_lowercase().as_str() {
            _ if k == 0 && Color::parse(w).is_some() => args.color = Color::parse(w),
            "interval" => {
                args.interval = parse_uint(value, "interval")?;
                k += 1;
            }
            "maxmoves" => {
                args.max_moves = parse_uint(value, "maxmoves")?;
                k += 1;
            }
            // Accepted and not needed: every candidate is reported already.
            "minmoves" => {
                parse_uint(value, "minmoves")?;
                k += 1;
            }
            "ownership" => {
                args.ownership = match value.map(|v| v.to_ascii_lowercase()).as_deref() {
                    Some("true") => true,
                    Some("false") => false,
                    _ => return Err("ownership must be true or false".into()),
                };
                k += 1;
            }
            _ if !interval_seen && w.parse::<usize>().is_ok() => {
                args.interval = parse_uint(Some(&w), "interval")?;
                interval_seen = true;
            }
            _ => return Err(format!("invalid argument '{w}'")),
        }
        k += 1;
    }
    Ok(args)
}

/// A move as the analysis formats write it (`pass` for a pass).
pub(crate) fn move_name(size: usize, p: Point) -> String {
    if p.is_none() {
        "pass".into()
    } else {
        p.to_vertex(size)
    }
}

/// One report line: a block per visited candidate move, most visited first, then (KataGo,
/// if asked) the ownership of every point from the top left, positive for `color`.
fn report_line(
    size: usize,
    r: &SearchResult,
    ownership: &[f32],
    color: Color,
    format: Format,
    args: &AnalyzeArgs,
) -> String {
    let visited: Vec<&MoveStats> = r.moves.iter().filter(|m| m.visits > 0).collect();
    let total: u32 = visited.iter().map(|m| m.visits).sum::<u32>().max(1);
    let mut blocks = Vec::new();
    for (order, m) in visited.iter().take(args.max_moves).enumerate() {
        let n = m.visits as f32;
        let w = m.winrate;
        // A lower confidence bound on the win rate (normal approximation).
        let lcb = (w - 1.96 * (w * (1.0 - w) / n).sqrt()).max(0.0);
        // The search has no move priors of its own: its share of the visits stands in.
        let prior = n / total as f32;
        let pv: Vec<String> = m.pv.iter().map(|&p| move_name(size, p)).collect();
        let mv = move_name(size, m.mv);
        blocks.push(match format {
            Format::Lz => format!(
                "info move {mv} visits {} winrate {} prior {} lcb {} order {order} pv {}",
                m.visits,
                (w * 10000.0).round() as i32,
                (prior * 10000.0).round() as i32,
                (lcb * 10000.0).round() as i32,
                pv.join(" ")
            ),
            Format::Kata => format!(
                "info move {mv} visits {} winrate {w:.4} prior {prior:.4} lcb {lcb:.4} \
                 order {order} pv {}",
                m.visits,
                pv.join(" ")
            ),
        });
    }
    let mut line = blocks.join(" ");
    if format == Format::Kata && args.ownership {
        let sign = if color == Color::Black { 1.0 } else { -1.0 };
        let owned: Vec<String> = (0..size)
            .flat_map(|i| (0..size).map(move |j| Point::new(i, j)))
            .map(|p| {
                format!(
                    "{:.3}",
                    sign * ownership.get(p.idx()).copied().unwrap_or(0.0)
                )
            })
            .collect();
        line.push_str(" ownership ");
        line.push_str(&owned.join(" "));
    }
    line
}

/// What every analysis command starts from: its arguments, the colour to analyse for (the
/// side to move unless given), the board size and the interval between reports.
fn setup(e: &GtpEngine, a: &[&str]) -> Result<(AnalyzeArgs, Color, usize, Duration), String> {
    let args = parse_args(a)?;
    let color = args.color.unwrap_or_else(|| e.engine.to_move());
    let interval = Duration::from_millis(10 * args.interval.max(1) as u64);
    Ok((args, color, size(e), interval))
}

/// `lz-analyze` / `kata-analyze`: search until interrupted, reporting every interval.
fn analyze(
    e: &mut GtpEngine,
    a: &[&str],
    emit: &mut dyn FnMut(&str) -> bool,
    format: Format,
) -> Result<String, String> {
    let (args, color, size, interval) = setup(e, a)?;
    let mut report =
        |r: &SearchResult, own: &[f32]| emit(&report_line(size, r, own, color, format, &args));
    e.engine
        .analyze(color, interval, &mut report)
        .map_err(|err| err.to_string())?;
    Ok(String::new())
}

/// `lz-genmove_analyze` / `kata-genmove_analyze`: `genmove` by Monte Carlo search within
/// the move's budget, reporting every interval, then `play MOVE` (the move is played).
fn genmove_analyze(
    e: &mut GtpEngine,
    a: &[&str],
    emit: &mut dyn FnMut(&str) -> bool,
    format: Format,
) -> Result<String, String> {
    let (args, color, size, interval) = setup(e, a)?;
    // The move is chosen whatever the client does meanwhile: once it has sent another
    // command, the reports stop and the search goes on to the move.
    let mut listening = true;
    let mut report = |r: &SearchResult, own: &[f32]| {
        if listening {
            listening = emit(&report_line(size, r, own, color, format, &args));
        }
        true
    };
    let p = e
        .engine
        .genmove_analyze(color, interval, &mut report)
        .map_err(|err| err.to_string())?;
    Ok(format!("play {}", move_name(size, p)))
}

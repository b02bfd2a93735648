//! The standard GTP version 2 commands (protocol_version … reg_genmove) and GNU Go's
//! game-level extensions (loadsgf, printsgf, gg-undo, kgs-genmove_cleanup, handicap).

use super::{err, parse_color, parse_move, parse_uint, size, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;
use engine::game::LoadUntil;
use engine::score::StoneStatus;
use engine::{Color, EngineError, Point};

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("protocol_version", |_, _| Ok("2".into())),
    ("name", |_, _| Ok("Tesuji".into())),
    ("version", |_, _| Ok(env!("CARGO_PKG_VERSION").into())),
    ("known_command", known_command),
    (
        "list_commands",
        |_, _| Ok(super::command_names().join("\n")),
    ),
    ("help", |_, _| Ok(super::command_names().join("\n"))),
    ("quit", |_, _| Ok(String::new())),
    ("boardsize", boardsize),
    ("query_boardsize", |e, _| Ok(size(e).to_string())),
    ("clear_board", |e, _| {
        e.engine.clear_board();
        Ok(String::new())
    }),
    ("komi", komi),
    ("get_komi", |e, _| Ok(format_komi(e.engine.game().komi))),
    ("play", play),
    ("black", |e, a| play_color(e, Color::Black, a)),
    ("white", |e, a| play_color(e, Color::White, a)),
    ("genmove", genmove),
    ("genmove_black", |e, _| genmove_or_resign(e, Color::Black)),
    ("genmove_white", |e, _| genmove_or_resign(e, Color::White)),
    // Clean-up phase: never resign, play on.
    ("kgs-genmove_cleanup", |e, a| {
        let c = parse_color(a.first())?;
        genmove_for(e, c, true)
    }),
    ("reg_genmove", reg_genmove),
    ("restricted_genmove", restricted_genmove),
    ("undo", undo),
    ("gg-undo", gg_undo),
    ("fixed_handicap", fixed_handicap),
    ("place_free_handicap", place_free_handicap),
    ("set_free_handicap", set_free_handicap),
    ("get_handicap", |e, _| {
        Ok(e.engine.game().handicap.to_string())
    }),
    ("final_score", |e, _| Ok(e.engine.final_score().to_gtp())),
    ("final_status_list", final_status_list),
    ("time_settings", time_settings),
    ("kgs-time_settings", kgs_time_settings),
    ("kgs-rules", kgs_rules),
    ("kgs-game_over", |_, _| Ok(String::new())),
    ("time_left", time_left),
    ("showboard", showboard),
    ("loadsgf", loadsgf),
    ("printsgf", printsgf),
];

/// Komi as GNU Go prints it (`%4.1f`): ` 6.5`, `-3.0`, `10.0`.
fn format_komi(k: f32) -> String {
    format!("{k:4.1}")
}

fn known_command(_: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let name = a
        .first()
        .map(|s| s.to_ascii_lowercase())
        .unwrap_or_default();
    Ok(if super::is_command(&name) {
        "true"
    } else {
        "false"
    }
    .into())
}

fn boardsize(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let n = parse_uint(a.first(), "boardsize")?;
    e.engine
        .set_boardsize(n)
        .map_err(|_| "unacceptable size".to_string())?;
    Ok(String::new())
}

fn komi(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let k: f32 = a
        .first()
        .and_then(|s| s.parse().ok())
        .filter(|k: &f32| k.is_finite())
        .ok_or_else(|| "komi not a float".to_string())?;
    e.engine.set_komi(k);
    Ok(String::new())
}

fn play(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    e.engine.play(c, p).map_err(err)?;
    Ok(String::new())
}

fn play_color(e: &mut GtpEngine, c: Color, a: &[&str]) -> Result<String, String> {
    let p = super::parse_vertex(e, a.first())?;
    e.engine.play(c, p).map_err(err)?;
    Ok(String::new())
}

fn genmove(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    genmove_or_resign(e, c)
}

/// Generate and play a move for `c`, or answer `resign` when the options allow it and the
/// game is lost.
fn genmove_or_resign(e: &mut GtpEngine, c: Color) -> Result<String, String> {
    match e.engine.genmove_or_resign(c) {
        Ok(Some(p)) => Ok(vertex(e, p)),
        Ok(None) => Ok("resign".into()),
        Err(EngineError::HypotheticalMoves) => {
            Err("genmove cannot be called when stackp > 0".into())
        }
        Err(other) => Err(err(other)),
    }
}

/// GNU Go's `restricted_genmove COLOR VERTEX...`: a move among the vertices (or a pass),
/// played.
fn restricted_genmove(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let among = a[1..]
        .iter()
        .map(|s| super::parse_point(e, Some(s)))
        .collect::<Result<Vec<Point>, String>>()?;
    if among.is_empty() {
        return Err("no allowed vertex".into());
    }
    match e.engine.genmove_restricted(c, &among) {
        Ok(p) => Ok(vertex(e, p)),
        Err(EngineError::HypotheticalMoves) => {
            Err("genmove cannot be called when stackp > 0".into())
        }
        Err(other) => Err(err(other)),
    }
}

fn reg_genmove(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    genmove_for(e, c, false)
}

/// Generate a move for `c`; play it when `play` is set.
pub(crate) fn genmove_for(e: &mut GtpEngine, c: Color, play: bool) -> Result<String, String> {
    let p = if play {
        e.engine.genmove(c)
    } else {
        e.engine.suggest_move(c)
    };
    match p {
        Ok(p) => Ok(vertex(e, p)),
        Err(EngineError::HypotheticalMoves) => {
            Err("genmove cannot be called when stackp > 0".into())
        }
        Err(other) => Err(err(other)),
    }
}

fn undo(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    e.engine.undo(1).map_err(err)?;
    Ok(String::new())
}

fn gg_undo(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // As GNU Go: the leading integer of the argument; no argument or no number means 1.
    let n = match a.first().and_then(|s| leading_int(s)) {
        None => 1,
        Some(n) if n < 0 => return Err("can't undo a negative number of moves".into()),
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
    };
    e.engine.undo(n).map_err(err)?;
    Ok(String::new())
}

/// The integer at the start of `s` (optional sign, then digits), as C's `sscanf("%d")` reads it.
pub(crate) fn leading_int(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let mut k = 0;
    if k < b.len() && (b[k] == b'-' || b[k] == b'+') {
        k += 1;
    }
    let digits = b[k..].iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let v: i128 = s[..k + digits].parse().ok()?;
    Some(v.clamp(i64::MIN as i128, i64::MAX as i128) as i64)
}

fn fixed_handicap(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // As GNU Go: a non-empty board is reported before a bad argument.
    e.engine.ensure_empty_board().map_err(err)?;
    let n = handicap_arg(a)?;
    let pts = e.engine.fixed_handicap(n).map_err(err)?;
    Ok(vertex_list(e, &pts))
}

/// The number of handicap stones, read as GNU Go does (`sscanf("%d")`: the leading integer;
/// a negative number is an invalid handicap, not a parse error).
fn handicap_arg(a: &[&str]) -> Result<usize, String> {
    let n = a
        .first()
        .and_then(|s| leading_int(s))
        .ok_or_else(|| "handicap not an integer".to_string())?;
    Ok(usize::try_from(n).unwrap_or(0))
}

fn place_free_handicap(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let n = handicap_arg(a)?;
    let pts = e.engine.place_free_handicap(n).map_err(err)?;
    Ok(vertex_list(e, &pts))
}

fn set_free_handicap(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // As GNU Go: a non-empty board is reported before bad vertices.
    e.engine.ensure_empty_board().map_err(err)?;
    let pts = a
        .iter()
        .map(|s| super::parse_point(e, Some(s)))
        .collect::<Result<Vec<Point>, String>>()?;
    e.engine.set_free_handicap(&pts).map_err(err)?;
    Ok(String::new())
}

fn final_status_list(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // Status words are case-sensitive, as in GNU Go.
    let want = match a.first().copied() {
        None => return Err("missing status".into()),
        Some("alive") => StoneStatus::Alive,
        Some("dead") => StoneStatus::Dead,
        Some("seki") => StoneStatus::Seki,
        Some(_) => return Err("invalid status".into()),
    };
    Ok(e.engine
        .final_status_list(want)
        .iter()
        .map(|s| vertex_list(e, s))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// A whole-word integer argument; negative values count as 0 (GNU Go accepts them).
/// Integers as GNU Go reads them with `sscanf("%d %d ...")`: every word but the last must be
/// a whole integer, the last one only has to start with one; words after them are ignored.
/// Negative values count as 0.
fn time_args<const N: usize>(a: &[&str]) -> Option<[u64; N]> {
    let mut out = [0u64; N];
    for (k, v) in out.iter_mut().enumerate() {
        let s = a.get(k)?;
        let n = if k + 1 < N {
            s.parse::<i64>().ok()?
        } else {
            leading_int(s)?
        };
        *v = n.max(0) as u64;
    }
    Some(out)
}

fn time_settings(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    match time_args::<3>(a) {
        Some([m, b, s]) => {
            e.engine.set_time_settings(m, b, s);
            Ok(String::new())
        }
        _ => Err("not three integers".into()),
    }
}

/// KGS's `kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian
/// MAIN PERIOD STONES`, as the standard time settings: Japanese byo-yomi gives a period per
/// move (the spare periods are a margin the engine does not spend).
fn kgs_time_settings(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let kind = a
        .first()
        .map(|s| s.to_ascii_lowercase())
        .unwrap_or_default();
    let (main, period, stones) = match (kind.as_str(), a.len()) {
        ("none", 1) => (0, 0, 0),
        ("absolute", 2) => match time_args::<1>(&a[1..]) {
            Some([m]) => (m, 0, 0),
            None => return Err("absolute needs the main time".into()),
        },
        ("byoyomi", 4) => match time_args::<3>(&a[1..]) {
            Some([m, p, _]) => (m, p, 1),
            None => return Err("byoyomi needs main time, period time and periods".into()),
        },
        ("canadian", 4) => match time_args::<3>(&a[1..]) {
            Some([m, p, s]) => (m, p, s),
            None => return Err("canadian needs main time, period time and stones".into()),
        },
        _ => {
            return Err(
                "expected none, absolute MAIN, byoyomi MAIN PERIOD PERIODS or canadian \
                 MAIN PERIOD STONES"
                    .into(),
            )
        }
    };
    e.engine.set_time_settings(main, period, stones);
    Ok(String::new())
}

/// KGS's `kgs-rules japanese | chinese | aga | new_zealand`: territory scoring for the
/// Japanese rules, area scoring for the others.
fn kgs_rules(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let chinese = match a.first().map(|s| s.to_ascii_lowercase()).as_deref() {
        Some("japanese") => false,
        Some("chinese" | "aga" | "new_zealand") => true,
        Some(other) => return Err(format!("unknown rules '{other}'")),
        None => return Err("missing rules".into()),
    };
    e.engine.set_chinese_rules(chinese);
    Ok(String::new())
}

fn time_left(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    match time_args::<2>(&a[1..]) {
        Some([t, s]) => {
            e.engine.set_time_left(c, t, s);
            Ok(String::new())
        }
        _ => Err("time and stones not two integers".into()),
    }
}

fn showboard(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    let diagram = e.engine.board().to_ascii();
    Ok(format!("\n{}", diagram.trim_end_matches('\n')))
}

fn loadsgf(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let file = a.first().ok_or_else(|| "missing filename".to_string())?;
    let game = engine::sgf::read_sgf_file(std::path::Path::new(file))
        .map_err(|m| format!("cannot open or parse '{file}': {m}"))?;
    // As GNU Go: a number N >= 1 stops before move N; a vertex stops before the first move
    // there; `pass` or a number below 1 stops before the first pass (the whole game if none).
    let until = match a.get(1) {
        None => LoadUntil::End,
        Some(s) => LoadUntil::parse(s, game.size)
            .ok_or_else(|| format!("invalid move number or vertex '{s}'"))?,
    };
    let c = e
        .engine
        .load_game(&game, until)
        .map_err(|m| format!("cannot load '{file}': {m}"))?;
    Ok(c.name().to_string())
}

fn printsgf(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let sgf = e.engine.to_sgf();
    match a.first() {
        None => Ok(sgf.trim_end().to_string()),
        Some(file) => {
            std::fs::write(file, &sgf).map_err(|err| format!("cannot write '{file}': {err}"))?;
            Ok(String::new())
        }
    }
}

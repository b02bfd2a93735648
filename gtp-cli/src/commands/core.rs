//! The standard GTP version 2 commands (protocol_version … reg_genmove) and GNU Go's
//! game-level extensions (loadsgf, printsgf, gg-undo, kgs-genmove_cleanup, handicap).

use super::{parse_color, parse_move, parse_uint, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;
use engine::game::LoadUntil;
use engine::genmove;
use engine::score::{stone_status, StoneStatus};
use engine::{Color, Point};

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
    ("query_boardsize", |e, _| Ok(e.game.size().to_string())),
    ("clear_board", |e, _| {
        e.game.clear();
        Ok(String::new())
    }),
    ("komi", komi),
    ("get_komi", |e, _| Ok(format_komi(e.game.komi))),
    ("play", play),
    ("black", |e, a| play_color(e, Color::Black, a)),
    ("white", |e, a| play_color(e, Color::White, a)),
    ("genmove", genmove),
    ("genmove_black", |e, _| genmove_for(e, Color::Black, true)),
    ("genmove_white", |e, _| genmove_for(e, Color::White, true)),
    ("kgs-genmove_cleanup", genmove),
    ("reg_genmove", reg_genmove),
    ("undo", undo),
    ("gg-undo", gg_undo),
    ("fixed_handicap", fixed_handicap),
    ("place_free_handicap", place_free_handicap),
    ("set_free_handicap", set_free_handicap),
    ("get_handicap", |e, _| Ok(e.game.handicap.to_string())),
    ("final_score", |e, _| Ok(e.game.score().to_gtp())),
    ("final_status_list", final_status_list),
    ("time_settings", time_settings),
    ("time_left", time_left),
    ("showboard", showboard),
    ("loadsgf", loadsgf),
    ("printsgf", printsgf),
];

/// Komi as GNU Go prints it (`%4.1f`): ` 6.5`, `-3.0`, `10.0`.
fn format_komi(k: f32) -> String {
    format!("{k:4.1}")
}

/// Game-level commands refuse to run while hypothetical moves (`trymove`) are on the stack.
fn no_stack(e: &GtpEngine) -> Result<(), String> {
    if e.game.board.stackp() > 0 {
        return Err("cannot do this during hypothetical moves (popgo first)".into());
    }
    Ok(())
}

fn known_command(_: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let name = a
        .first()
        .map(|s| s.to_ascii_lowercase())
        .unwrap_or_default();
    Ok(if super::lookup(&name).is_some() {
        "true"
    } else {
        "false"
    }
    .into())
}

fn boardsize(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let n = parse_uint(a.first(), "boardsize")?;
    e.game
        .set_size(n)
        .map_err(|_| "unacceptable size".to_string())?;
    Ok(String::new())
}

fn komi(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let k: f32 = a
        .first()
        .and_then(|s| s.parse().ok())
        .filter(|k: &f32| k.is_finite())
        .ok_or_else(|| "komi not a float".to_string())?;
    e.game.komi = k;
    Ok(String::new())
}

fn play(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    no_stack(e)?;
    e.game.play(c, p).map_err(|_| "illegal move".to_string())?;
    Ok(String::new())
}

fn play_color(e: &mut GtpEngine, c: Color, a: &[&str]) -> Result<String, String> {
    let p = super::parse_vertex(e, a.first())?;
    no_stack(e)?;
    e.game.play(c, p).map_err(|_| "illegal move".to_string())?;
    Ok(String::new())
}

fn genmove(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    genmove_for(e, c, true)
}

fn reg_genmove(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    genmove_for(e, c, false)
}

/// Generate a move for `c`; play it when `play` is set.
pub(crate) fn genmove_for(e: &mut GtpEngine, c: Color, play: bool) -> Result<String, String> {
    if e.game.board.stackp() > 0 {
        return Err("genmove cannot be called when stackp > 0".into());
    }
    // Never generate a move that repeats a whole-board position, whatever the rules flag says:
    // it keeps self-play games finite.
    let mut allowed = |b: &mut engine::Board, p: Point| b.is_legal_superko(p, c).is_ok();
    let p = genmove::genmove(
        &mut e.game.board,
        c,
        &mut e.rng,
        Some(&mut e.reading),
        &mut allowed,
    );
    if play {
        e.game
            .play(c, p)
            .map_err(|err| format!("generated an illegal move: {err}"))?;
    }
    Ok(vertex(e, p))
}

fn undo(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    if e.game.board.stackp() > 0 || !e.game.undo(1) {
        return Err("cannot undo".into());
    }
    Ok(String::new())
}

fn gg_undo(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // As GNU Go: the leading integer of the argument; no argument or no number means 1.
    let n = match a.first().and_then(|s| leading_int(s)) {
        None => 1,
        Some(n) if n < 0 => return Err("can't undo a negative number of moves".into()),
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
    };
    if e.game.board.stackp() > 0 || !e.game.undo(n) {
        return Err("cannot undo".into());
    }
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
    no_stack(e)?;
    if !e.game.is_empty() {
        return Err("board not empty".into());
    }
    let n = handicap_arg(a)?;
    let pts = e.game.fixed_handicap(n)?;
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
    no_stack(e)?;
    if !e.game.is_empty() {
        return Err("board not empty".into());
    }
    let size = e.game.size();
    if n < 2 || n >= size * size {
        return Err("invalid handicap".into());
    }
    // Fixed placement where it exists; beyond that, spread stones on the 3rd/4th lines and
    // then anywhere, keeping them apart.
    let mut pts = engine::board::fixed_handicap_points(size, n.min(9)).unwrap_or_default();
    if pts.len() < n {
        let mut candidates: Vec<Point> = e.game.board.points().collect();
        let d = if size >= 13 { 3 } else { 2 };
        let line = |p: Point| {
            let (i, j) = (p.row(), p.col());
            i.min(j).min(size - 1 - i).min(size - 1 - j)
        };
        candidates.sort_by_key(|&p| (line(p).abs_diff(d), p));
        for p in candidates {
            if pts.len() >= n {
                break;
            }
            let far = pts
                .iter()
                .all(|q| q.row().abs_diff(p.row()) + q.col().abs_diff(p.col()) >= 3);
            if far && !pts.contains(&p) {
                pts.push(p);
            }
        }
        let mut all: Vec<Point> = e.game.board.points().collect();
        all.sort_by_key(|&p| (line(p).abs_diff(d), p));
        for p in all {
            if pts.len() >= n {
                break;
            }
            if !pts.contains(&p) {
                pts.push(p);
            }
        }
    }
    e.game.set_free_handicap(&pts)?;
    Ok(vertex_list(e, &pts))
}

fn set_free_handicap(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // As GNU Go: a non-empty board is reported before bad vertices.
    no_stack(e)?;
    if !e.game.is_empty() {
        return Err("board not empty".into());
    }
    let mut pts = Vec::new();
    for s in a {
        let p =
            Point::parse_vertex(s, e.game.size()).map_err(|_| "invalid coordinate".to_string())?;
        if p.is_none() {
            return Err("invalid coordinate".into());
        }
        pts.push(p);
    }
    e.game.set_free_handicap(&pts)?;
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
    let b = &e.game.board;
    let mut strings: Vec<Vec<Point>> = Vec::new();
    for p in b.points() {
        if b.color(p).is_player() && b.find_origin(p) == p && stone_status(b, p) == want {
            strings.push(b.findstones(p));
        }
    }
    Ok(strings
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
            e.time.main_time = m;
            e.time.byo_yomi_time = b;
            e.time.byo_yomi_stones = s;
            e.time.left = [None, None];
            Ok(String::new())
        }
        _ => Err("not three integers".into()),
    }
}

fn time_left(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    match time_args::<2>(&a[1..]) {
        Some([t, s]) => {
            e.time.left[c.index()] = Some((t, s));
            Ok(String::new())
        }
        _ => Err("time and stones not two integers".into()),
    }
}

/// Is `(i, j)` a star point drawn as `+` by `showboard` (GNU Go's layout: third line on boards
/// up to 11, fourth line from 12, second line on 5x5; centre on odd boards; side stars on odd
/// boards from 13)?
fn is_hoshi(n: usize, i: usize, j: usize) -> bool {
    let center = n % 2 == 1 && i == n / 2 && j == n / 2;
    if center {
        return true;
    }
    if n < 5 {
        return false;
    }
    let e = if n == 5 {
        1
    } else if n <= 11 {
        2
    } else {
        3
    };
    let lines = |x: usize| {
        if x == e || x == n - 1 - e {
            Some(true)
        } else if n % 2 == 1 && n >= 13 && x == n / 2 {
            Some(false)
        } else {
            None
        }
    };
    match (lines(i), lines(j)) {
        (Some(a), Some(b)) => a || b,
        _ => false,
    }
}

fn showboard(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    let b = &e.game.board;
    let n = b.size();
    let letters: String = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
        .chars()
        .take(n)
        .flat_map(|c| [' ', c])
        .collect();
    let header = format!("  {letters}");
    let mut s = String::from("\n");
    s.push_str(&header);
    s.push('\n');
    // The capture counts stand beside rows max(n-8, 2) (white) and max(n-9, 1) (black).
    let white_row = n.saturating_sub(8).max(2);
    let black_row = n.saturating_sub(9).max(1);
    for i in 0..n {
        let row = n - i;
        s.push_str(&format!("{row:2}"));
        for j in 0..n {
            let ch = match b.color(Point::new(i, j)) {
                Color::Black => 'X',
                Color::White => 'O',
                _ if is_hoshi(n, i, j) => '+',
                _ => '.',
            };
            s.push(' ');
            s.push(ch);
        }
        s.push_str(&format!(" {row}"));
        if row == white_row {
            s.push_str(&format!(
                "     WHITE (O) has captured {} stones",
                b.captures_by(Color::White)
            ));
        } else if row == black_row {
            s.push_str(&format!(
                "     BLACK (X) has captured {} stones",
                b.captures_by(Color::Black)
            ));
        }
        s.push('\n');
    }
    s.push_str(&header);
    Ok(s)
}

fn loadsgf(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let file = a.first().ok_or_else(|| "missing filename".to_string())?;
    let game = engine::sgf::read_sgf_file(std::path::Path::new(file))
        .map_err(|m| format!("cannot open or parse '{file}': {m}"))?;
    // As GNU Go: a number N >= 1 stops before move N; a vertex stops before the first move
    // there; `pass` or a number below 1 stops before the first pass (the whole game if none).
    let until = match a.get(1) {
        None => LoadUntil::End,
        Some(s) => match s.parse::<i64>() {
            Ok(n) if n >= 1 => LoadUntil::MoveNumber(usize::try_from(n).unwrap_or(usize::MAX)),
            Ok(_) => LoadUntil::Vertex(Point::NONE),
            Err(_) => match Point::parse_vertex(s, game.size) {
                Ok(p) => LoadUntil::Vertex(p),
                _ => return Err(format!("invalid move number or vertex '{s}'")),
            },
        },
    };
    let c = e
        .game
        .load_sgf(&game, until)
        .map_err(|m| format!("cannot load '{file}': {m}"))?;
    Ok(c.name().to_string())
}

fn printsgf(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let sgf = e.game.to_sgf("Tesuji", env!("CARGO_PKG_VERSION"), None);
    match a.first() {
        None => Ok(sgf.trim_end().to_string()),
        Some(file) => {
            std::fs::write(file, &sgf).map_err(|err| format!("cannot write '{file}': {err}"))?;
            Ok(String::new())
        }
    }
}

//! The standard GTP version 2 commands (protocol_version … reg_genmove) and GNU Go's
//! game-level extensions (loadsgf, printsgf, gg-undo, kgs-genmove_cleanup, handicap).

use super::{parse_color, parse_move, parse_uint, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;
use engine::game::LoadUntil;
use engine::score::{stone_status, StoneStatus};
use engine::simple_genmove;
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

fn format_komi(k: f32) -> String {
    format!("{k}")
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
    e.game.play(c, p).map_err(|_| "illegal move".to_string())?;
    Ok(String::new())
}

fn play_color(e: &mut GtpEngine, c: Color, a: &[&str]) -> Result<String, String> {
    let p = super::parse_vertex(e, a.first())?;
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
        return Err("genmove during hypothetical moves (popgo first)".into());
    }
    // Never generate a move that repeats a whole-board position, whatever the rules flag says:
    // it keeps self-play games finite.
    let mut allowed = |b: &mut engine::Board, p: Point| b.is_legal_superko(p, c).is_ok();
    let p = simple_genmove::genmove(&mut e.game.board, c, &mut e.rng, &mut allowed);
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
    let n = match a.first() {
        None => 1,
        Some(s) => s
            .parse::<usize>()
            .map_err(|_| "can't undo a negative number of moves".to_string())?,
    };
    if e.game.board.stackp() > 0 || !e.game.undo(n) {
        return Err("cannot undo".into());
    }
    Ok(String::new())
}

fn fixed_handicap(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let n = parse_uint(a.first(), "handicap").map_err(|_| "handicap not an integer".to_string())?;
    let pts = e.game.fixed_handicap(n)?;
    Ok(vertex_list(e, &pts))
}

fn place_free_handicap(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let n = parse_uint(a.first(), "handicap").map_err(|_| "handicap not an integer".to_string())?;
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
    let want = match a.first().map(|s| s.to_ascii_lowercase()).as_deref() {
        Some("alive") => StoneStatus::Alive,
        Some("dead") => StoneStatus::Dead,
        Some("seki") => StoneStatus::Seki,
        _ => return Err("invalid status".into()),
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

fn time_settings(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let nums: Option<Vec<u64>> = a.iter().map(|s| s.parse::<u64>().ok()).collect();
    match nums.as_deref() {
        Some([m, b, s]) => {
            e.time.main_time = *m;
            e.time.byo_yomi_time = *b;
            e.time.byo_yomi_stones = *s;
            e.time.left = [None, None];
            Ok(String::new())
        }
        _ => Err("syntax error".into()),
    }
}

fn time_left(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let t = a.get(1).and_then(|s| s.parse::<u64>().ok());
    let s = a.get(2).and_then(|s| s.parse::<u64>().ok());
    match (t, s, a.len()) {
        (Some(t), Some(s), 3) => {
            e.time.left[c.index()] = Some((t, s));
            Ok(String::new())
        }
        _ => Err("time and stones not two integers".into()),
    }
}

fn showboard(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    let b = &e.game.board;
    let mut s = String::from("\n");
    let ascii = b.to_ascii();
    let lines: Vec<&str> = ascii.lines().collect();
    let n = lines.len();
    for (k, line) in lines.iter().enumerate() {
        s.push_str(line);
        if k == n - 3 {
            s.push_str(&format!(
                "     WHITE (O) has captured {} stones",
                b.captures_by(Color::White)
            ));
        } else if k == n - 2 {
            s.push_str(&format!(
                "     BLACK (X) has captured {} stones",
                b.captures_by(Color::Black)
            ));
        }
        if k + 1 < n {
            s.push('\n');
        }
    }
    Ok(s)
}

fn loadsgf(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let file = a.first().ok_or_else(|| "missing filename".to_string())?;
    let game = engine::sgf::read_sgf_file(std::path::Path::new(file))
        .map_err(|m| format!("cannot open or parse '{file}': {m}"))?;
    let until = match a.get(1) {
        None => LoadUntil::End,
        Some(s) => {
            if let Ok(n) = s.parse::<usize>() {
                LoadUntil::MoveNumber(n)
            } else {
                match Point::parse_vertex(s, game.size) {
                    Ok(p) if !p.is_none() => LoadUntil::Vertex(p),
                    _ => return Err(format!("invalid move number or vertex '{s}'")),
                }
            }
        }
    };
    let c = e.game.load_sgf(&game, until)?;
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

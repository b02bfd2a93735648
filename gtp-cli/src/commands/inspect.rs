//! GNU Go's inspection and debugging commands: board queries, hypothetical moves, hashes,
//! random seed, echo, cputime.

use super::{parse_color, parse_move, parse_point, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;
use engine::rng::Rng;
use engine::{Color, Point};

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("color", color),
    ("list_stones", list_stones),
    ("countlib", countlib),
    ("findlib", findlib),
    ("accuratelib", accuratelib),
    ("accurate_approxlib", accurate_approxlib),
    ("is_legal", is_legal),
    ("all_legal", all_legal),
    ("captures", captures),
    ("last_move", last_move),
    ("move_history", move_history),
    ("trymove", trymove),
    ("tryko", tryko),
    ("popgo", popgo),
    ("invariant_hash", invariant_hash),
    ("echo", |_, a| Ok(a.join(" "))),
    ("echo_err", |_, a| {
        let s = a.join(" ");
        eprintln!("{s}");
        Ok(s)
    }),
    ("set_random_seed", set_random_seed),
    ("get_random_seed", |e, _| {
        // Seeds set as negative numbers read back negative.
        Ok(if e.seed > i64::MAX as u64 {
            (e.seed as i64).to_string()
        } else {
            e.seed.to_string()
        })
    }),
    ("cputime", |e, _| Ok(format!("{:.3}", cputime(e)))),
];

fn color(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    Ok(e.game.board.color(p).name().to_string())
}

fn list_stones(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let b = &e.game.board;
    let pts: Vec<Point> = b.points().filter(|&p| b.color(p) == c).collect();
    Ok(vertex_list(e, &pts))
}

fn stone_arg(e: &GtpEngine, a: &[&str]) -> Result<Point, String> {
    let p = parse_point(e, a.first())?;
    if !e.game.board.color(p).is_player() {
        return Err("vertex must not be empty".into());
    }
    Ok(p)
}

fn countlib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, a)?;
    Ok(e.game.board.countlib(p).to_string())
}

fn findlib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone_arg(e, a)?;
    let libs = e.game.board.findlib(p, usize::MAX);
    Ok(vertex_list(e, &libs))
}

fn empty_move_arg(e: &GtpEngine, a: &[&str]) -> Result<(Color, Point), String> {
    let (c, p) = parse_move(e, a)?;
    // As GNU Go: a pass is not an empty vertex.
    if p.is_none() || e.game.board.color(p) != Color::Empty {
        return Err("vertex must be empty".into());
    }
    Ok((c, p))
}

fn accuratelib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = empty_move_arg(e, a)?;
    let libs = e.game.board.accuratelib(p, c, usize::MAX);
    Ok(vertex_list(e, &libs))
}

fn accurate_approxlib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = empty_move_arg(e, a)?;
    // GNU Go's accurate_approxlib counts the liberties gained by capturing too (checked
    // against GNU Go 3.8), so it answers like accuratelib.
    let libs = e.game.board.accuratelib(p, c, usize::MAX);
    Ok(vertex_list(e, &libs))
}

fn is_legal(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    let legal = p.is_none() || e.game.is_legal(c, p);
    Ok(if legal { "1" } else { "0" }.into())
}

fn all_legal(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let pts: Vec<Point> = e.game.board.points().collect();
    let legal: Vec<Point> = pts.into_iter().filter(|&p| e.game.is_legal(c, p)).collect();
    Ok(vertex_list(e, &legal))
}

fn captures(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    Ok(e.game.board.captures_by(c).to_string())
}

fn last_move(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    match e.game.board.last_move() {
        Some((c, p)) => Ok(format!("{} {}", c.name(), vertex(e, p))),
        None => Err("no previous move known".into()),
    }
}

fn move_history(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    let lines: Vec<String> = e
        .game
        .board
        .move_history()
        .iter()
        .rev()
        .map(|&(c, p)| format!("{} {}", c.name(), vertex(e, p)))
        .collect();
    Ok(lines.join("\n"))
}

fn trymove(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    if p.is_none() || !e.game.board.trymove(p, c) {
        return Err("illegal move".into());
    }
    Ok(String::new())
}

fn tryko(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    if p.is_none() || !e.game.board.tryko(p, c) {
        return Err("illegal move".into());
    }
    Ok(String::new())
}

fn popgo(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    if e.game.board.stackp() == 0 {
        return Err("Stack empty.".into());
    }
    e.game.board.popgo();
    Ok(String::new())
}

/// A hash of the position that is the same under the 8 rotations and reflections of the board
/// (the minimum over the symmetric images of a Zobrist hash of the stones and ko point).
fn invariant_hash(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    let b = &e.game.board;
    let n = b.size();
    let mut best = u64::MAX;
    for t in 0..8 {
        let map = |p: Point| -> Point {
            let (i, j) = (p.row(), p.col());
            let (i, j) = match t {
                0 => (i, j),
                1 => (j, n - 1 - i),
                2 => (n - 1 - i, n - 1 - j),
                3 => (n - 1 - j, i),
                4 => (i, n - 1 - j),
                5 => (n - 1 - i, j),
                6 => (j, i),
                _ => (n - 1 - j, n - 1 - i),
            };
            Point::new(i, j)
        };
        let mut h = 0u64;
        for p in b.points() {
            let c = b.color(p);
            if c.is_player() {
                h ^= engine::zobrist::stone_key(c, map(p));
            }
        }
        if !b.ko_point().is_none() {
            h ^= engine::zobrist::ko_key(map(b.ko_point()));
        }
        best = best.min(h);
    }
    if b.stone_counts() == (0, 0) {
        best = 0;
    }
    Ok(format!("{best:016x}"))
}

fn set_random_seed(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    // As GNU Go: the integer at the start of the argument; negative seeds are kept as given
    // (stored as their two's complement bits, printed back signed).
    let s: u64 = a
        .first()
        .and_then(|s| {
            s.parse::<u64>()
                .ok()
                .or_else(|| super::core::leading_int(s).map(|v| v as u64))
        })
        .ok_or_else(|| "invalid seed".to_string())?;
    e.seed = s;
    e.rng = Rng::new(s);
    Ok(String::new())
}

/// CPU time of this process in seconds (user + system), from /proc when available, otherwise
/// the wall time since the engine started.
fn cputime(e: &GtpEngine) -> f64 {
    if let Ok(stat) = std::fs::read_to_string("/proc/self/stat") {
        // Fields after the command name (which is in parentheses and may contain spaces).
        if let Some(k) = stat.rfind(')') {
            let fields: Vec<&str> = stat[k + 1..].split_whitespace().collect();
            // utime and stime are fields 14 and 15 of the full line: 12 and 13 here.
            if let (Some(u), Some(s)) = (fields.get(11), fields.get(12)) {
                if let (Ok(u), Ok(s)) = (u.parse::<f64>(), s.parse::<f64>()) {
                    return (u + s) / 100.0;
                }
            }
        }
    }
    e.started.elapsed().as_secs_f64()
}

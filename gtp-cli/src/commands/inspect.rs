//! GNU Go's inspection and debugging commands: board queries, hypothetical moves, hashes,
//! random seed, echo, cputime.

use super::{err, parse_color, parse_move, parse_point, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("color", color),
    ("list_stones", list_stones),
    ("countlib", countlib),
    ("findlib", findlib),
    ("accuratelib", accuratelib),
    ("accurate_approxlib", accuratelib),
    ("is_legal", is_legal),
    ("all_legal", all_legal),
    ("captures", captures),
    ("last_move", last_move),
    ("move_history", move_history),
    ("trymove", |e, a| try_move(e, a, false)),
    ("tryko", |e, a| try_move(e, a, true)),
    ("popgo", popgo),
    ("invariant_hash", invariant_hash),
    ("pattern_matches", pattern_matches),
    ("eye_shape", eye_shape),
    ("pattern_diagram", |e, a| {
        let (Some(db), Some(name)) = (a.first(), a.get(1)) else {
            return Err("expected DATABASE PATTERN".into());
        };
        let diagrams = e.engine.pattern_diagrams(db, name).map_err(err)?;
        let blocks: Vec<String> = diagrams
            .iter()
            .map(|(t, rows)| format!("orientation {t}\n{}", rows.join("\n")))
            .collect();
        Ok(blocks.join("\n"))
    }),
    ("pattern_coverage", |e, _| {
        let lines: Vec<String> = e
            .engine
            .pattern_coverage()
            .iter()
            .map(|u| format!("{} {} {} {}", u.database, u.pattern, u.matched, u.fired))
            .collect();
        Ok(lines.join("\n"))
    }),
    ("echo", |_, a| Ok(a.join(" "))),
    ("echo_err", |_, a| {
        let s = a.join(" ");
        eprintln!("{s}");
        Ok(s)
    }),
    ("set_random_seed", set_random_seed),
    ("get_random_seed", |e, _| {
        // Seeds set as negative numbers read back negative.
        let seed = e.engine.seed();
        Ok(if seed > i64::MAX as u64 {
            (seed as i64).to_string()
        } else {
            seed.to_string()
        })
    }),
    ("cputime", |e, _| Ok(format!("{:.3}", cputime(e)))),
];

fn color(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    Ok(e.engine.board().color(p).name().to_string())
}

fn list_stones(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    Ok(vertex_list(e, &e.engine.stones(c)))
}

fn countlib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    Ok(e.engine.countlib(p).map_err(err)?.to_string())
}

fn findlib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let libs = e.engine.findlib(p).map_err(err)?;
    Ok(vertex_list(e, &libs))
}

/// `accuratelib` and `accurate_approxlib`: GNU Go's accurate_approxlib counts the liberties
/// gained by capturing too (checked against GNU Go 3.8), so both answer alike.
fn accuratelib(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    let libs = e.engine.accuratelib(c, p).map_err(err)?;
    Ok(vertex_list(e, &libs))
}

fn is_legal(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    Ok(if e.engine.is_legal(c, p) { "1" } else { "0" }.into())
}

fn all_legal(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let legal = e.engine.all_legal(c);
    Ok(vertex_list(e, &legal))
}

fn captures(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    Ok(e.engine.board().captures_by(c).to_string())
}

fn last_move(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    match e.engine.board().last_move() {
        Some((c, p)) => Ok(format!("{} {}", c.name(), vertex(e, p))),
        None => Err("no previous move known".into()),
    }
}

fn move_history(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    let lines: Vec<String> = e
        .engine
        .board()
        .move_history()
        .iter()
        .rev()
        .map(|&(c, p)| format!("{} {}", c.name(), vertex(e, p)))
        .collect();
    Ok(lines.join("\n"))
}

fn try_move(e: &mut GtpEngine, a: &[&str], ko: bool) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    e.engine.trymove(c, p, ko).map_err(err)?;
    Ok(String::new())
}

fn popgo(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    e.engine.popgo().map_err(err)?;
    Ok(String::new())
}

/// `pattern_matches DATABASE COLOR [VERTEX]`: every match of the database for `COLOR` (with
/// its anchor or move at `VERTEX`), one a line: `NAME at ANCHOR orientation T move MOVE
/// constraint true|false|none`, then the autohelper calls the constraint made with their
/// values (`: lib(D4)=2 attack(C3)=0`).
fn pattern_matches(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let db = a.first().ok_or_else(|| "missing database".to_string())?;
    let c = parse_color(a.get(1))?;
    let at = match a.get(2) {
        Some(s) => Some(parse_point(e, Some(s))?),
        None => None,
    };
    let hits = e.engine.pattern_matches(db, c, at).map_err(err)?;
    let v = |p| vertex(e, p);
    let lines: Vec<String> = hits
        .iter()
        .map(|h| {
            let constraint = match h.constraint {
                Some(b) => b.to_string(),
                None => "none".into(),
            };
            let mut line = format!(
                "{} at {} orientation {} move {} constraint {constraint}",
                h.name,
                v(h.anchor),
                h.transform,
                v(h.move_point)
            );
            if !h.calls.is_empty() {
                let calls: Vec<String> = h
                    .calls
                    .iter()
                    .map(|call| {
                        let args: Vec<String> = call.args.iter().map(|&p| v(p)).collect();
                        format!("{}({})={}", call.name, args.join(","), call.value)
                    })
                    .collect();
                line.push_str(": ");
                line.push_str(&calls.join(" "));
            }
            line
        })
        .collect();
    Ok(lines.join("\n"))
}

/// `eye_shape DATABASE COLOR VERTEX`: the eye space of `COLOR` at `VERTEX` and the shape
/// of an eye database it matches: `D1 E1 F1: shape NAME value 0112 attack E1 defense E1`, or
/// `D1 E1 F1: no shape` (worth 2222, two eyes, by 8.6).
fn eye_shape(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let db = a.first().ok_or_else(|| "missing database".to_string())?;
    let c = parse_color(a.get(1))?;
    let p = parse_point(e, a.get(2))?;
    let (space, hit) = e.engine.eye_shape_at(db, c, p).map_err(err)?;
    let mut out = vertex_list(e, &space);
    match hit {
        None => out.push_str(": no shape"),
        Some(h) => {
            let value: String = h.value.iter().map(|d| d.to_string()).collect();
            out.push_str(&format!(": shape {} value {value}", h.name));
            for (what, pts) in [("attack", &h.attack), ("defense", &h.defense)] {
                if !pts.is_empty() {
                    out.push_str(&format!(" {what} {}", vertex_list(e, pts)));
                }
            }
        }
    }
    Ok(out)
}

fn invariant_hash(e: &mut GtpEngine, _: &[&str]) -> Result<String, String> {
    Ok(format!("{:016x}", e.engine.board().invariant_hash()))
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
    e.engine.set_seed(s);
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

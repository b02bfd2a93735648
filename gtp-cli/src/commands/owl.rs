//! Owl commands (manual 12.1, GNU Go's names and formats): `owl_attack`, `owl_defend`,
//! `owl_does_attack`, `owl_does_defend`, `owl_threaten_attack`, `owl_threaten_defense`,
//! `owl_connection_defends`, `owl_substantial`, `get_owl_node_counter`,
//! `reset_owl_node_counter`, `analyze_semeai`; Tesuji's `owl_eyes`.

use super::reading::gtp_code;
use super::{err, parse_point, vertex, Handler};
use crate::protocol::GtpEngine;
use engine::owl::OwlResult;
use engine::reading::ReadResult;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("owl_attack", |e, a| {
        owl_one(e, a, engine::Engine::owl_attack)
    }),
    ("owl_defend", |e, a| {
        owl_one(e, a, engine::Engine::owl_defend)
    }),
    ("owl_does_attack", |e, a| {
        owl_move(e, a, engine::Engine::owl_does_attack)
    }),
    ("owl_does_defend", |e, a| {
        owl_move(e, a, engine::Engine::owl_does_defend)
    }),
    ("owl_threaten_attack", |e, a| {
        owl_threat(e, a, engine::Engine::owl_threaten_attack)
    }),
    ("owl_threaten_defense", |e, a| {
        owl_threat(e, a, engine::Engine::owl_threaten_defense)
    }),
    ("owl_connection_defends", owl_connection_defends),
    ("owl_substantial", |e, a| {
        let p = parse_point(e, a.first())?;
        let lives = e.engine.owl_substantial(p).map_err(err)?;
        Ok(if lives { "1" } else { "0" }.into())
    }),
    ("owl_eyes", owl_eyes),
    ("analyze_semeai", analyze_semeai),
    // Tesuji's race reader is tactical already: GNU Go's owl-free variant answers the same.
    ("tactical_analyze_semeai", analyze_semeai),
    ("analyze_semeai_after_move", analyze_semeai_after_move),
    ("get_owl_node_counter", |e, _| {
        Ok(e.engine.owl_node_counter().to_string())
    }),
    ("reset_owl_node_counter", |e, _| {
        e.engine.reset_owl_node_counter();
        Ok(String::new())
    }),
];

type OwlOne = fn(&mut engine::Engine, engine::Point) -> Result<OwlResult, engine::EngineError>;
type OwlMove =
    fn(&mut engine::Engine, engine::Point, engine::Point) -> Result<OwlResult, engine::EngineError>;

/// `owl_attack VERTEX` / `owl_defend VERTEX`: `code move` (`PASS` when the dragon needs no
/// move), or `0`.
fn owl_one(e: &mut GtpEngine, a: &[&str], f: OwlOne) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let r = f(&mut e.engine, p).map_err(err)?;
    Ok(if r.result == ReadResult::Fail {
        "0".into()
    } else {
        format!("{} {}", gtp_code(r.result), vertex(e, r.mv))
    })
}

type OwlThreatFn = fn(
    &mut engine::Engine,
    engine::Point,
) -> Result<Option<engine::owl::threat::OwlThreat>, engine::EngineError>;

/// `owl_threaten_attack VERTEX` / `owl_threaten_defense VERTEX`: `code move1 move2` (two
/// moves in a row that kill or save the dragon), or `0`.
fn owl_threat(e: &mut GtpEngine, a: &[&str], f: OwlThreatFn) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    Ok(match f(&mut e.engine, p).map_err(err)? {
        None => "0".into(),
        Some(t) => format!(
            "{} {} {}",
            gtp_code(t.result),
            vertex(e, t.first),
            vertex(e, t.second)
        ),
    })
}

/// `owl_does_attack MOVE VERTEX` / `owl_does_defend MOVE VERTEX`: the code of the move.
fn owl_move(e: &mut GtpEngine, a: &[&str], f: OwlMove) -> Result<String, String> {
    let mv = parse_point(e, a.first())?;
    let p = parse_point(e, a.get(1))?;
    let r = f(&mut e.engine, mv, p).map_err(err)?;
    Ok(gtp_code(r.result).to_string())
}

/// `owl_connection_defends MOVE DRAGON1 DRAGON2`: the defence code of the move for the two
/// dragons joined (0 when it leaves them cut or the joined dragon dies).
fn owl_connection_defends(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let mv = parse_point(e, a.first())?;
    let p = parse_point(e, a.get(1))?;
    let q = parse_point(e, a.get(2))?;
    let r = e.engine.owl_connection_defends(mv, p, q).map_err(err)?;
    Ok(gtp_code(r.result).to_string())
}

/// Tesuji's `owl_eyes VERTEX`: owl's static view of the dragon: `min max`, then lines
/// `attack` and `defense` (vital points, each with its swing), `lunches`, `escape`.
fn owl_eyes(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let r = e.engine.owl_eyes(p).map_err(err)?;
    let points = |v: &[(engine::Point, u8)]| {
        v.iter()
            .map(|(p, s)| format!("{}:{s}", vertex(e, *p)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let lunches: Vec<String> = r.lunches.iter().map(|&l| vertex(e, l)).collect();
    Ok(format!(
        "{} {}\nattack {}\ndefense {}\nlunches {}\nescape {}",
        r.min,
        r.max,
        points(&r.attack_points),
        points(&r.defense_points),
        lunches.join(" "),
        r.escape
    ))
}

/// `analyze_semeai DRAGONA DRAGONB`: the race with DRAGONA's owner moving first: whether
/// DRAGONA lives, whether DRAGONB dies (GNU Go's codes), and the first move (`PASS`).
fn analyze_semeai(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let q = parse_point(e, a.get(1))?;
    let r = e.engine.analyze_semeai(p, q).map_err(err)?;
    Ok(semeai_answer(e, &r))
}

/// `analyze_semeai_after_move COLOR VERTEX DRAGONA DRAGONB`: `analyze_semeai` after the
/// move (taken back afterwards).
fn analyze_semeai_after_move(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let color = super::parse_color(a.first()).map_err(|_| "invalid color or coordinate")?;
    let mv = parse_point(e, a.get(1)).map_err(|_| "invalid color or coordinate")?;
    let p = parse_point(e, a.get(2))?;
    let q = parse_point(e, a.get(3))?;
    let r = e
        .engine
        .analyze_semeai_after_move(color, mv, p, q)
        .map_err(err)?;
    Ok(semeai_answer(e, &r))
}

/// A race's answer: `a`'s defence code, the attack code on `b`, the move (`PASS`).
fn semeai_answer(e: &GtpEngine, r: &engine::owl::semeai::SemeaiResult) -> String {
    let (d, k) = r.codes();
    format!("{} {} {}", gtp_code(d), gtp_code(k), vertex(e, r.mv))
}

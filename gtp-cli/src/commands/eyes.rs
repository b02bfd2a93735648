//! Eye commands (manual 8 and 19.6): eye spaces, half and false eyes, eye values and vital
//! points, eye-shape checks and eye-graph analysis, answered in GNU Go's formats.

use super::{err, parse_move, parse_point, vertex, Handler};
use crate::protocol::GtpEngine;
use engine::eyes::api_digits;
use engine::eyes::HalfEyeKind;
use engine::Point;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("eval_eye", eval_eye),
    ("eye_data", eye_data),
    ("half_eye_data", half_eye_data),
    ("test_eyeshape", test_eyeshape),
    ("analyze_eyegraph", analyze_eyegraph),
];

/// `eval_eye VERTEX`: `min max`, followed by the attack and defense points when they
/// differ; `-1` when the vertex is in no eye space.
fn eval_eye(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let Some(r) = e.engine.eval_eye(p).map_err(err)? else {
        return Ok("-1".into());
    };
    let ev = r.evaluation;
    let mut s = format!("{} {}", ev.min_eyes(), ev.max_eyes());
    if ev.min_eyes() != ev.max_eyes() {
        s += &format!(" {} {}", vertex(e, ev.attack), vertex(e, ev.defense));
    }
    Ok(s)
}

/// One `field value` row as GNU Go aligns them.
fn row(key: &str, value: impl std::fmt::Display) -> String {
    format!("{key:<21}{value}")
}

/// `eye_data COLOR VERTEX`: the eye data of that colour at the vertex, a field per row.
fn eye_data(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, p) = parse_move(e, a)?;
    if p.is_none() {
        return Err("invalid color or coordinate".into());
    }
    let d = e.engine.eye_data(c, p).map_err(err)?;
    let color = if d.color.is_player() {
        d.color.name()
    } else {
        "empty"
    };
    Ok([
        row("origin", vertex(e, d.origin)),
        row("color", color),
        row("esize", d.esize),
        row("msize", d.msize),
        row("value", api_digits(d.value)),
        row("marginal", u8::from(d.marginal)),
        row("neighbors", d.neighbors),
        row("marginal_neighbors", d.marginal_neighbors),
    ]
    .join("\n"))
}

/// `half_eye_data VERTEX`: the topological analysis there (value 10.00, as in GNU Go, for a
/// point not analysed).
fn half_eye_data(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let h = e.engine.half_eye_data(p).map_err(err)?;
    let kind = match h.kind {
        HalfEyeKind::Proper => "0",
        HalfEyeKind::HalfEye => "HALF_EYE",
        HalfEyeKind::FalseEye => "FALSE_EYE",
    };
    let mut rows = vec![
        row("value", format!("{:.2}", h.value.unwrap_or(10.0))),
        row("type", kind),
        row("num_attacks", h.attack_points().len()),
    ];
    for (i, &q) in h.attack_points().iter().enumerate() {
        rows.push(row(&format!("attack_point[{i}]"), vertex(e, q)));
    }
    rows.push(row("num_defenses", h.defense_points().len()));
    for (i, &q) in h.defense_points().iter().enumerate() {
        rows.push(row(&format!("defense_point[{i}]"), vertex(e, q)));
    }
    Ok(rows.join("\n"))
}

/// `test_eyeshape VERTEX...`: build the shape as an eye space in every orientation and
/// compare the values; one line per inconsistency, empty when consistent.
fn test_eyeshape(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let pts: Vec<Point> = a
        .iter()
        .map(|s| parse_point(e, Some(s)))
        .collect::<Result<_, _>>()?;
    let reports = e.engine.test_eyeshape(&pts).map_err(err)?;
    Ok(reports.join("\n"))
}

/// `analyze_eyegraph CODED`: the value of the eye graph and its diagram with the vital
/// points and threats marked (`%` separates rows, `O` is no vertex).
fn analyze_eyegraph(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let coded = a.first().ok_or_else(|| "missing eye graph".to_string())?;
    let r = e.engine.analyze_eyegraph(coded).map_err(err)?;
    let mut lines = vec![api_digits(r.value)];
    lines.extend(r.diagram);
    Ok(lines.join("\n"))
}

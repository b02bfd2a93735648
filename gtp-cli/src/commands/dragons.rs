//! Dragon commands (manual 7.2-7.5, GNU Go's names and formats): `same_dragon`,
//! `dragon_stones`, `dragon_status`, `dragon_data`.

use super::{parse_point, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;
use engine::dragons::{status_name, Dragons};
use engine::patterns::autohelper::DragonStatus;
use engine::reading::ReadResult;
use engine::Point;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("same_dragon", same_dragon),
    ("dragon_stones", dragon_stones),
    ("dragon_status", dragon_status),
    ("dragon_data", dragon_data),
    ("exact_life", exact_life),
];

/// Tesuji's `exact_life VERTEX`: the exact solver's verdict on the enclosed group at the
/// vertex: `ATTACK_CODE ATTACK_MOVE DEFENSE_CODE DEFENSE_MOVE` (codes as `attack` /
/// `defend` print them: 1 win, 2 ko, 0 failure with `PASS`), then the nodes searched.
fn exact_life(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let r = e.engine.solve_life(p).map_err(super::err)?;
    let part = |s: engine::owl::exact::Solution| {
        let code = super::reading::gtp_code(s.result);
        let mv = if code == 0 { Point::NONE } else { s.mv };
        format!("{code} {}", vertex(e, mv))
    };
    Ok(format!(
        "{} {} {}",
        part(r.attack),
        part(r.defense),
        r.nodes
    ))
}

/// An optional vertex argument that must hold a stone.
fn stone_arg(e: &GtpEngine, a: &[&str], what: &str) -> Result<Option<Point>, String> {
    match a.first() {
        None => Ok(None),
        Some(s) => {
            let p = parse_point(e, Some(s))?;
            if e.engine.board().color(p).is_player() {
                Ok(Some(p))
            } else {
                Err(what.to_string())
            }
        }
    }
}

fn same_dragon(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let q = parse_point(e, a.get(1))?;
    let b = e.engine.board();
    if !b.color(p).is_player() || !b.color(q).is_player() {
        return Err("vertex must not be empty".into());
    }
    let d = e.engine.dragons();
    Ok(u8::from(d.same_dragon(p, q)).to_string())
}

/// `dragon_stones [vertex]`: the stones of the dragon at the vertex, or of every dragon (one
/// line each).
fn dragon_stones(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let only = stone_arg(e, a, "dragon_stones called on an empty vertex")?;
    let d = e.engine.dragons();
    let lines: Vec<String> = (0..d.list.len())
        .filter(|&k| only.is_none_or(|p| d.id(p) == Some(k)))
        .map(|k| vertex_list(e, &d.stones(k)))
        .collect();
    Ok(lines.join("\n"))
}

/// The status as `dragon_status` prints it.
fn status_text(e: &GtpEngine, d: &Dragons, k: usize) -> String {
    let dr = &d.list[k];
    match dr.status {
        DragonStatus::Critical => {
            let (a, d) = dr
                .owl
                .map(|v| (v.attack.1, v.defense.1))
                .unwrap_or((Point::NONE, Point::NONE));
            format!("critical {} {}", vertex(e, a), vertex(e, d))
        }
        s => status_name(s).to_string(),
    }
}

/// `dragon_status [vertex]`: the status of the dragon at the vertex, or `ORIGIN: status` for
/// every dragon.
fn dragon_status(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let only = stone_arg(e, a, "vertex must not be empty")?;
    let d = e.engine.dragons_with_status();
    if let Some(p) = only {
        let k = d.id(p).ok_or("vertex must not be empty")?;
        return Ok(status_text(e, &d, k));
    }
    let lines: Vec<String> = (0..d.list.len())
        .map(|k| format!("{}: {}", vertex(e, d.list[k].origin), status_text(e, &d, k)))
        .collect();
    Ok(lines.join("\n"))
}

/// `dragon_data [vertex]`: the dragon data at the vertex (`VERTEX empty` for an empty one),
/// or of every dragon.
fn dragon_data(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let only = match a.first() {
        Some(s) => Some(parse_point(e, Some(s))?),
        None => None,
    };
    if let Some(p) = only {
        if !e.engine.board().color(p).is_player() {
            return Ok(format!("{} empty", vertex(e, p)));
        }
    }
    let d = e.engine.dragons_with_status();
    let ks: Vec<(Point, usize)> = match only {
        Some(p) => vec![(p, d.id(p).ok_or("vertex must not be empty")?)],
        None => (0..d.list.len()).map(|k| (d.list[k].origin, k)).collect(),
    };
    let mut out = String::new();
    for (p, k) in ks {
        let dr = &d.list[k];
        let v = |q: Point| vertex(e, q);
        let neighbors: Vec<String> = dr.neighbors.iter().map(|&j| v(d.list[j].origin)).collect();
        let g = dr.genus;
        // GNU Go prints its internal result numbers here (5 for a win, 0 for a failure).
        let owl = dr.owl.unwrap_or(engine::dragons::OwlVerdict {
            attack: (ReadResult::Fail, Point::NONE),
            defense: (ReadResult::Fail, Point::NONE),
        });
        out.push_str(&format!(
            "{}:\ncolor                   {}\norigin                  {}\nsize                    {}\n\
             effective_size          {:.2}\ngenus                   {}{}{}{}\n\
             heye                    {}\nescape_route            {}\nlunch                   {}\n\
             crude_status            {}\nowl_status              {}\nstatus                  {}\n\
             safety                  {}\nneighbors               {}\nhostile_neighbors       {}\n\
             owl_attack_code         {}\nowl_attack_point        {}\n\
             owl_defense_code        {}\nowl_defense_point       {}\nstrings                 {}\n",
            v(p),
            dr.color,
            v(dr.origin),
            dr.size,
            dr.effective_size,
            g[0],
            g[1],
            g[2],
            g[3],
            v(dr.heye),
            dr.escape_route,
            v(dr.lunch),
            status_name(dr.crude_status),
            dr.owl
                .map(|o| status_name(o.status()))
                .unwrap_or("unchecked"),
            status_name(dr.status),
            dr.safety.name(),
            neighbors.join(" "),
            dr.hostile_neighbors,
            owl.attack.0 as u8,
            v(owl.attack.1),
            owl.defense.0 as u8,
            v(owl.defense.1),
            vertex_list(e, &dr.worms),
        ));
    }
    Ok(out.trim_end().to_string())
}

//! Combination commands (manual 12.2 and 19.6): `combination_attack`, `combination_defend`
//! and `aa_confirm_safety`, in GNU Go's names and formats.

use super::{err, parse_color, parse_move, vertex, vertex_list, Handler};
use crate::protocol::GtpEngine;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("combination_attack", combination_attack),
    ("combination_defend", combination_defend),
    ("aa_confirm_safety", aa_confirm_safety),
];

/// `combination_attack COLOR`: the first move of a combination for COLOR, or `PASS`.
fn combination_attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let found = e.engine.combination_attack(c).map_err(err)?;
    Ok(found.map_or_else(|| "PASS".to_string(), |f| vertex(e, f.first)))
}

/// `combination_defend COLOR`: the opponent's moves that defend against COLOR's combination,
/// or `PASS` when COLOR has none.
fn combination_defend(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let c = parse_color(a.first())?;
    let moves = e.engine.combination_defend(c).map_err(err)?;
    if moves.is_empty() {
        return Ok("PASS".into());
    }
    Ok(vertex_list(e, &moves))
}

/// `aa_confirm_safety COLOR VERTEX [MINSIZE]`: `1` when the move lets the opponent into no
/// new combination of at least MINSIZE stones (default 0), else `0` and the opponent's
/// combination move.
fn aa_confirm_safety(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (c, m) = parse_move(e, a)?;
    if m.is_none() {
        return Err("invalid color or coordinate".into());
    }
    let minsize = match a.get(2) {
        Some(s) => s
            .parse::<usize>()
            .map_err(|_| "minsize not an integer".to_string())?,
        None => 0,
    };
    let (safe, at) = e.engine.aa_confirm_safety(c, m, minsize).map_err(err)?;
    Ok(if safe {
        "1".into()
    } else {
        format!("0 {}", vertex(e, at))
    })
}

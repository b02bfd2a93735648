//! Tactical reading commands (manual 19.6): attack, defend, ladders, ko-aware helpers,
//! depth control, node counters, worm data and unconditional status.

use super::{err, parse_point, vertex, Handler};
use crate::protocol::GtpEngine;
use engine::analysis::Level;
use engine::reading::ReadResult;
use engine::Point;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("attack", attack),
    ("defend", defend),
    ("ladder_attack", ladder_attack),
    ("attack_either", attack_either),
    ("defend_both", defend_both),
    ("does_attack", does_attack),
    ("does_defend", does_defend),
    ("increase_depths", |e, _| {
        e.engine.change_depths(true);
        Ok(String::new())
    }),
    ("decrease_depths", |e, _| {
        e.engine.change_depths(false);
        Ok(String::new())
    }),
    ("reset_reading_node_counter", |e, _| {
        e.engine.reset_reading_node_counter();
        Ok(String::new())
    }),
    ("get_reading_node_counter", |e, _| {
        Ok(e.engine.reading_node_counter().to_string())
    }),
    ("worm_data", worm_data),
    ("worm_stones", worm_stones),
    ("worm_cutstone", worm_cutstone),
    ("unconditional_status", unconditional_status),
];

/// The number GNU Go's GTP interface prints for a result (`1` = WIN, `2` = KO_A,
/// `3` = KO_B, `4` = GAIN, `5` = LOSS, `0` = failure).
pub(crate) fn gtp_code(r: ReadResult) -> u8 {
    match r {
        ReadResult::Win => 1,
        ReadResult::KoA => 2,
        ReadResult::KoB => 3,
        ReadResult::Gain => 4,
        ReadResult::Loss => 5,
        ReadResult::Fail => 0,
    }
}

/// `code move` or `0`.
fn code_move(e: &GtpEngine, (r, m): (ReadResult, Point)) -> String {
    if r == ReadResult::Fail {
        "0".into()
    } else {
        format!("{} {}", gtp_code(r), vertex(e, m))
    }
}

/// An engine call reading one string: the result and the move.
type ReadOne = fn(&mut engine::Engine, Point) -> Result<(ReadResult, Point), engine::EngineError>;

/// A reading command on one string: `COMMAND VERTEX`, answered `code move` or `0`.
fn one_string(e: &mut GtpEngine, a: &[&str], read: ReadOne) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let r = read(&mut e.engine, p).map_err(err)?;
    Ok(code_move(e, r))
}

fn attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    one_string(e, a, engine::Engine::attack)
}

fn defend(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    one_string(e, a, engine::Engine::find_defense)
}

fn ladder_attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    one_string(e, a, engine::Engine::ladder_attack)
}

/// A reading command on two points: `COMMAND VERTEX VERTEX`, answered with a code.
fn two_points(
    e: &mut GtpEngine,
    a: &[&str],
    read: fn(&mut engine::Engine, Point, Point) -> Result<ReadResult, engine::EngineError>,
) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let q = parse_point(e, a.get(1))?;
    let r = read(&mut e.engine, p, q).map_err(err)?;
    Ok(gtp_code(r).to_string())
}

fn attack_either(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    two_points(e, a, engine::Engine::attack_either)
}

fn defend_both(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    two_points(e, a, engine::Engine::defend_both)
}

fn does_attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    two_points(e, a, engine::Engine::does_attack)
}

fn does_defend(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    two_points(e, a, engine::Engine::does_defend)
}

fn unconditional_status(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    Ok(e.engine.unconditional_status(p).name().to_string())
}

fn worm_stones(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let strings = match a.first() {
        Some(s) => {
            let p = parse_point(e, Some(s))?;
            vec![e.engine.string_stones(p).map_err(err)?]
        }
        None => e.engine.strings(),
    };
    let line = |stones: &Vec<Point>| -> String {
        let v: Vec<String> = stones.iter().map(|&q| vertex(e, q)).collect();
        v.join(" ")
    };
    Ok(strings.iter().map(line).collect::<Vec<_>>().join("\n"))
}

fn worm_cutstone(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    Ok(e.engine.worm_cutstone(p).map_err(err)?.to_string())
}

/// GNU Go's `worm_data [vertex]`: the worm data of every point (empty points included), or
/// of one point. Results are printed as the engine numbers them internally (5 = WIN,
/// 4 = KO_A, 1 = KO_B), as GNU Go does.
fn worm_data(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let only = match a.first() {
        Some(s) => Some(parse_point(e, Some(s))?),
        None => None,
    };
    let worms = e.engine.examine(Level::Worms).worms;
    let b = e.engine.board();
    let mut out = String::new();
    let v = |p: Point| vertex(e, p);
    for p in b.points() {
        if only.is_some_and(|o| o != p) {
            continue;
        }
        let status = match worms.unconditional[p.idx()] {
            engine::unconditional::UncondStatus::Undecided => "unknown",
            s => s.name(),
        };
        let Some(w) = worms.get(p) else {
            out.push_str(&format!(
                "{}:\norigin               {}\ncolor                empty\nsize                 0\n\
                 effective_size       0.00\nliberties            0\nliberties2           0\n\
                 liberties3           0\nliberties4           0\nattack_code          0\n\
                 attack_point         PASS\ndefense_code         0\ndefense_point        PASS\n\
                 lunch                PASS\ncutstone             0\ncutstone2            0\n\
                 genus                0\ninessential          0\ninvincible           0\n\
                 unconditional_status {}\n",
                v(p),
                v(p),
                status
            ));
            continue;
        };
        out.push_str(&format!(
            "{}:\norigin               {}\ncolor                {}\nsize                 {}\n\
             effective_size       {:.2}\nliberties            {}\nliberties2           {}\n\
             liberties3           {}\nliberties4           {}\nattack_code          {}\n\
             attack_point         {}\ndefense_code         {}\ndefense_point        {}\n\
             lunch                {}\ncutstone             {}\ncutstone2            {}\n\
             genus                {}\ninessential          {}\ninvincible           {}\n\
             unconditional_status {}\n",
            v(p),
            v(w.origin),
            w.color,
            w.size,
            w.effective_size,
            w.liberties,
            w.liberties2,
            w.liberties3,
            w.liberties4,
            w.attack_code() as u8,
            v(w.attack_point()),
            w.defense_code() as u8,
            v(w.defense_point()),
            v(w.lunch),
            w.cutstone,
            w.cutstone2,
            w.genus,
            u8::from(w.inessential),
            u8::from(w.invincible),
            status
        ));
    }
    Ok(out.trim_end().to_string())
}

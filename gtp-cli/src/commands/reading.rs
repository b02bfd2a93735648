//! Tactical reading commands (manual 19.6): attack, defend, ladders, ko-aware helpers,
//! depth control, node counters, worm data and unconditional status.

use super::{parse_point, vertex, Handler};
use crate::protocol::GtpEngine;
use engine::reading::{gtp_code, Code, LOSE};
use engine::unconditional::compute_unconditional_status;
use engine::worms::make_worms;
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
        e.reading.increase_depths();
        Ok(String::new())
    }),
    ("decrease_depths", |e, _| {
        e.reading.decrease_depths();
        Ok(String::new())
    }),
    ("reset_reading_node_counter", |e, _| {
        e.reading.reset_reading_node_counter();
        Ok(String::new())
    }),
    ("get_reading_node_counter", |e, _| {
        Ok(e.reading.get_reading_node_counter().to_string())
    }),
    ("worm_data", worm_data),
    ("worm_stones", worm_stones),
    ("worm_cutstone", worm_cutstone),
    ("unconditional_status", unconditional_status),
];

/// A vertex holding a stone.
fn stone(e: &GtpEngine, a: Option<&&str>) -> Result<Point, String> {
    let p = parse_point(e, a)?;
    if !e.game.board.color(p).is_player() {
        return Err("vertex must not be empty".into());
    }
    Ok(p)
}

/// `code move` or `0`.
fn code_move(e: &GtpEngine, (c, m): (Code, Point)) -> String {
    if c == LOSE {
        "0".into()
    } else {
        format!("{} {}", gtp_code(c), vertex(e, m))
    }
}

fn attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone(e, a.first())?;
    let r = e.reading.attack(&mut e.game.board, p);
    Ok(code_move(e, r))
}

fn defend(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone(e, a.first())?;
    let r = e.reading.find_defense(&mut e.game.board, p);
    Ok(code_move(e, r))
}

fn ladder_attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone(e, a.first())?;
    if e.game.board.countlib(p) != 2 {
        return Err("string must have exactly 2 liberties".into());
    }
    let r = e.reading.ladder_attack(&mut e.game.board, p);
    Ok(code_move(e, r))
}

fn attack_either(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone(e, a.first())?;
    let q = stone(e, a.get(1))?;
    Ok(gtp_code(e.reading.attack_either(&mut e.game.board, p, q)).to_string())
}

fn defend_both(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone(e, a.first())?;
    let q = stone(e, a.get(1))?;
    Ok(gtp_code(e.reading.defend_both(&mut e.game.board, p, q)).to_string())
}

fn does_attack(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let m = parse_point(e, a.first())?;
    let p = stone(e, a.get(1))?;
    if e.game.board.color(m) != engine::Color::Empty {
        return Err("move vertex must be empty".into());
    }
    Ok(gtp_code(e.reading.does_attack(&mut e.game.board, m, p)).to_string())
}

fn does_defend(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let m = parse_point(e, a.first())?;
    let p = stone(e, a.get(1))?;
    if e.game.board.color(m) != engine::Color::Empty {
        return Err("move vertex must be empty".into());
    }
    Ok(gtp_code(e.reading.does_defend(&mut e.game.board, m, p)).to_string())
}

fn unconditional_status(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = parse_point(e, a.first())?;
    let st = compute_unconditional_status(&mut e.game.board);
    Ok(st[p.idx()].name().to_string())
}

fn worm_stones(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let b = &e.game.board;
    let mut lines = Vec::new();
    if let Some(s) = a.first() {
        let p = stone(e, Some(s))?;
        let stones: Vec<String> = b.findstones(p).iter().map(|&q| vertex(e, q)).collect();
        return Ok(stones.join(" "));
    }
    for p in b.points() {
        if b.color(p).is_player() && b.find_origin(p) == p {
            let stones: Vec<String> = b.findstones(p).iter().map(|&q| vertex(e, q)).collect();
            lines.push(stones.join(" "));
        }
    }
    Ok(lines.join("\n"))
}

fn worm_cutstone(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let p = stone(e, a.first())?;
    let worms = make_worms(&mut e.game.board, &mut e.reading);
    Ok(worms.get(p).map(|w| w.cutstone).unwrap_or(0).to_string())
}

/// GNU Go's `worm_data [vertex]`: the worm data of every point (empty points included), or
/// of one point. Result codes are printed as the engine numbers them internally (5 = WIN,
/// 4 = KO_A, 1 = KO_B), as GNU Go does.
fn worm_data(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let only = match a.first() {
        Some(s) => Some(parse_point(e, Some(s))?),
        None => None,
    };
    let worms = make_worms(&mut e.game.board, &mut e.reading);
    let b = &e.game.board;
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
            w.attack_code(),
            v(w.attack_point()),
            w.defense_code(),
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

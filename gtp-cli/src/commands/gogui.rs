//! GoGui's analysis menu (`../shared/docs/gui-analysis.md`): `gogui-analyze_commands` lists
//! the commands GoGui offers the user, each as `type/label/command` (`%p` is the point the
//! user selects), and `gogui-interrupt` is accepted. Two of the entries are Tesuji's own:
//! `tesuji-ownership` (a `dboard`: the Monte Carlo playouts' ownership of every point,
//! +1 Black to -1 White, row by row from the top) and `tesuji-move_values` (a `gfx`: the
//! search's win rate in percent, for the side searched (the side to move unless named), as a
//! label on each move it visited most). Both show `Engine::mc_snapshot`: one move's worth of
//! playouts (`--playouts`), within `--max-time` when it is set and 5 s otherwise.

use super::analyze::move_name;
use super::{err, parse_color, size, Handler};
use crate::protocol::GtpEngine;
use engine::mc::SearchResult;
use engine::Point;

pub(crate) const COMMANDS: &[(&str, Handler)] = &[
    ("gogui-analyze_commands", |_, _| {
        Ok(ANALYZE_COMMANDS.join("\n"))
    }),
    // Commands run to their end and streams stop at the next line: nothing to interrupt.
    ("gogui-interrupt", |_, _| Ok(String::new())),
    ("tesuji-ownership", ownership),
    ("tesuji-move_values", move_values),
];

/// The entries of GoGui's analysis menu.
const ANALYZE_COMMANDS: &[&str] = &[
    "dboard/Ownership (Monte Carlo)/tesuji-ownership",
    "gfx/Move values (Monte Carlo)/tesuji-move_values",
    "string/Dragon status/dragon_status %p",
    "plist/Dragon stones/dragon_stones %p",
    "string/Owl attack/owl_attack %p",
    "string/Owl defense/owl_defend %p",
    "string/Tactical attack/attack %p",
    "string/Tactical defense/defend %p",
    "plist/Worm stones/worm_stones %p",
    "string/Final score/final_score",
    "plist/Dead stones/final_status_list dead",
];

/// Most moves labelled by `tesuji-move_values`.
const LABELLED_MOVES: usize = 10;

/// [`engine::Engine::mc_snapshot`] for the colour named first, else the side to move.
fn search(e: &mut GtpEngine, a: &[&str]) -> Result<(SearchResult, Vec<f32>), String> {
    let color = match a.first() {
        Some(_) => parse_color(a.first())?,
        None => e.engine.to_move(),
    };
    e.engine.mc_snapshot(color).map_err(err)
}

/// `tesuji-ownership [color]`: a `dboard` of the playouts' ownership.
fn ownership(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (_, own) = search(e, a)?;
    let n = size(e);
    let rows: Vec<String> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| {
                    let v = own.get(Point::new(i, j).idx()).copied().unwrap_or(0.0);
                    // Rounded first, so that a small negative value is no "-0.00".
                    format!("{:.2}", (v * 100.0).round() / 100.0 + 0.0)
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Ok(rows.join("\n"))
}

/// `tesuji-move_values [color]`: a `gfx` labelling the most visited moves with their win
/// rates in percent (for the side searched), and a `TEXT` line with the playouts run.
fn move_values(e: &mut GtpEngine, a: &[&str]) -> Result<String, String> {
    let (r, _) = search(e, a)?;
    let n = size(e);
    let labels: Vec<String> = r
        .moves
        .iter()
        .filter(|m| m.visits > 0 && !m.mv.is_none())
        .take(LABELLED_MOVES)
        .map(|m| {
            format!(
                "{} {}",
                m.mv.to_vertex(n),
                (m.winrate * 100.0).round() as i32
            )
        })
        .collect();
    let mut out = Vec::new();
    if !labels.is_empty() {
        out.push(format!("LABEL {}", labels.join(" ")));
    }
    let best = move_name(n, r.best);
    out.push(format!("TEXT {} playouts, best {best}", r.playouts));
    Ok(out.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::ANALYZE_COMMANDS;

    #[test]
    fn every_menu_entry_names_a_known_command_of_a_gogui_type() {
        const TYPES: &[&str] = &["dboard", "gfx", "string", "plist"];
        for line in ANALYZE_COMMANDS {
            let parts: Vec<&str> = line.splitn(3, '/').collect();
            assert_eq!(parts.len(), 3, "{line}");
            assert!(TYPES.contains(&parts[0]), "{line}");
            let name = parts[2].split_whitespace().next().unwrap();
            assert!(crate::commands::is_command(name), "{line}");
        }
    }
}

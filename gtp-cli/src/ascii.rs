//! `--mode ascii`: play against the engine in a terminal. The board is drawn after each move;
//! moves are typed as `D4`, `pass`, `undo`, `quit`.

use crate::protocol::GtpEngine;
use engine::{Color, Point};
use std::io::{BufRead, Write};

/// Play a game in the terminal. `human` is the colour the person plays.
pub fn run_ascii<R: BufRead, W: Write>(
    engine: &mut GtpEngine,
    human: Color,
    mut input: R,
    out: &mut W,
) -> std::io::Result<()> {
    let mut passes = 0;
    let mut line = String::new();
    loop {
        writeln!(out, "\n{}", engine.game().board.to_ascii())?;
        let to_move = match engine.game().board.last_move() {
            Some((c, _)) => c.other(),
            None => engine.game().to_move,
        };
        if passes >= 2 {
            let score = engine.game().score();
            writeln!(out, "Game over. Result: {}", score.to_gtp())?;
            return Ok(());
        }
        if to_move != human {
            let r = engine
                .handle_line(&format!("genmove {}", to_move.name()))
                .expect("genmove answers");
            if !r.success {
                writeln!(out, "engine error: {}", r.text)?;
                return Ok(());
            }
            writeln!(out, "Tesuji ({}) plays {}", to_move.name(), r.text)?;
            passes = if r.text == "PASS" { passes + 1 } else { 0 };
            continue;
        }
        write!(out, "{} to move (D4, pass, undo, quit): ", human.name())?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let cmd = line.trim().to_ascii_lowercase();
        match cmd.as_str() {
            "" => continue,
            "quit" | "exit" => return Ok(()),
            "undo" => {
                // Take back the engine's reply and the person's move.
                let n = engine.game().board.move_history().len().min(2);
                if n == 0 || !engine.game_mut().undo(n) {
                    writeln!(out, "Nothing to undo.")?;
                }
                passes = 0;
            }
            _ => match Point::parse_vertex(&cmd, engine.game().size()) {
                Ok(p) => {
                    if let Err(e) = engine.game_mut().play(human, p) {
                        writeln!(out, "Illegal move {}: {e}.", cmd.to_uppercase())?;
                    } else {
                        passes = if p.is_none() { passes + 1 } else { 0 };
                    }
                }
                Err(_) => writeln!(
                    out,
                    "Cannot understand '{}'. Type a move like D4, or pass, undo, quit.",
                    line.trim()
                )?,
            },
        }
    }
}

//! `--mode ascii`: play against the engine in a terminal. The board is drawn after each move;
//! moves are typed as `D4` or `pass`; `undo`, `score`, `save FILE`, `help` and `quit` do what
//! they say.

use engine::{Color, Engine, EngineError, Point};
use std::io::{BufRead, Write};

/// What `help` prints.
const HELP: &str = "\
  D4, q16, ...  play there (columns A-T without I, rows from the bottom)
  pass          pass; the game ends after two passes in a row
  undo          take back your last move and the engine's reply
  score         the score of the position as it stands
  save FILE     write the game so far as SGF
  quit          leave";

/// Play a game in the terminal. `human` is the colour the person plays.
pub fn run_ascii<R: BufRead, W: Write>(
    engine: &mut Engine,
    human: Color,
    mut input: R,
    out: &mut W,
) -> std::io::Result<()> {
    let mut passes = 0;
    let mut line = String::new();
    loop {
        writeln!(out, "\n{}", engine.board().to_ascii())?;
        let to_move = engine.to_move();
        if passes >= 2 {
            writeln!(out, "Game over. Result: {}", engine.final_score().to_gtp())?;
            return Ok(());
        }
        if to_move != human {
            match engine.genmove(to_move) {
                Ok(p) => {
                    let v = p.to_vertex(engine.board().size());
                    writeln!(out, "Tesuji ({}) plays {v}", to_move.name())?;
                    passes = if p.is_none() { passes + 1 } else { 0 };
                }
                Err(e) => {
                    writeln!(out, "engine error: {e}")?;
                    return Ok(());
                }
            }
            continue;
        }
        write!(
            out,
            "{} to move (a move like D4, pass, or help): ",
            human.name()
        )?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let cmd = line.trim().to_ascii_lowercase();
        if let Some(file) = line.trim().strip_prefix("save ").map(str::trim) {
            match std::fs::write(file, engine.to_sgf()) {
                Ok(()) => writeln!(out, "Game saved to {file}.")?,
                Err(e) => writeln!(out, "Cannot write {file}: {e}.")?,
            }
            continue;
        }
        match cmd.as_str() {
            "" => continue,
            "quit" | "exit" => return Ok(()),
            "help" | "?" => writeln!(out, "{HELP}")?,
            "score" => {
                let score = engine.final_score();
                let rules = match score.rules {
                    engine::score::Rules::Japanese => "Japanese rules",
                    engine::score::Rules::Chinese => "Chinese rules",
                };
                writeln!(
                    out,
                    "Score now ({rules}, komi {}): {}",
                    score.komi,
                    score.to_gtp()
                )?
            }
            "undo" => {
                // Take back the engine's reply and the person's move.
                let n = engine.board().move_history().len().min(2);
                if n == 0 || engine.undo(n).is_err() {
                    writeln!(out, "Nothing to undo.")?;
                }
                passes = 0;
            }
            _ => match Point::parse_vertex(&cmd, engine.board().size()) {
                Ok(p) => match engine.play(human, p) {
                    Err(EngineError::Illegal(why)) => {
                        writeln!(out, "Illegal move {}: {why}.", cmd.to_uppercase())?;
                    }
                    Err(e) => writeln!(out, "Illegal move {}: {e}.", cmd.to_uppercase())?,
                    Ok(()) => passes = if p.is_none() { passes + 1 } else { 0 },
                },
                Err(_) => writeln!(
                    out,
                    "Cannot understand '{}'. Type a move like D4, or help.",
                    line.trim()
                )?,
            },
        }
    }
}

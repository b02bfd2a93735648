//! GTP version 2 framing: ids, preprocessing of input lines, response formatting, and the
//! engine state that commands act on.

use crate::commands::{self, Handler};
use engine::game::Game;
use engine::rng::Rng;
use engine::Color;
use std::time::Instant;

/// One answer to a GTP command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GtpResponse {
    /// The numeric id of the command, echoed back.
    pub id: Option<u64>,
    /// `true` for `=`, `false` for `?`.
    pub success: bool,
    /// The response text without the `=`/`?` prefix and without the terminating blank line.
    pub text: String,
    /// The command was `quit`: the caller should stop after sending this response.
    pub quit: bool,
}

impl GtpResponse {
    /// The response as sent on the wire: `=id text\n\n` or `?id text\n\n`.
    pub fn to_wire(&self) -> String {
        let mut s = String::new();
        s.push(if self.success { '=' } else { '?' });
        if let Some(id) = self.id {
            s.push_str(&id.to_string());
        }
        s.push(' ');
        s.push_str(&self.text);
        s.push_str("\n\n");
        s
    }
}

/// Options that shape the engine, set from the command line.
#[derive(Clone, Debug)]
pub struct EngineOptions {
    pub boardsize: usize,
    pub komi: f32,
    pub level: u32,
    pub seed: u64,
    /// Enforce positional superko on game moves (`play`, `genmove`).
    pub superko: bool,
    pub chinese_rules: bool,
    /// Reading cache size in megabytes.
    pub cache_size_mb: f64,
    /// Reading depth parameters; `None` takes the defaults of `level`.
    pub reading: Option<engine::reading::ReadingOptions>,
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            boardsize: 19,
            komi: 0.0,
            level: 10,
            seed: 0,
            superko: false,
            chinese_rules: false,
            cache_size_mb: 8.0,
            reading: None,
        }
    }
}

/// Time control as set by `time_settings` / `time_left`.
#[derive(Clone, Debug, Default)]
pub struct TimeControl {
    pub main_time: u64,
    pub byo_yomi_time: u64,
    pub byo_yomi_stones: u64,
    /// Remaining (time, stones) per colour, white first.
    pub left: [Option<(u64, u64)>; 2],
}

/// The engine behind the GTP command layer: the game and every option, cache and counter.
pub struct GtpEngine {
    pub(crate) game: Game,
    pub(crate) options: EngineOptions,
    pub(crate) rng: Rng,
    pub(crate) seed: u64,
    pub(crate) time: TimeControl,
    pub(crate) started: Instant,
    pub(crate) quit: bool,
    /// Tactical reader: depth options, transposition cache, node counter.
    pub(crate) reading: engine::reading::ReadingContext,
}

impl Default for GtpEngine {
    fn default() -> Self {
        Self::new()
    }
}

/// Longest command line we look at; longer input is refused as a whole.
const MAX_LINE: usize = 1 << 20;

impl GtpEngine {
    /// An engine with default options (19x19, komi 0).
    pub fn new() -> Self {
        Self::with_options(EngineOptions::default())
    }

    /// An engine with the given options.
    pub fn with_options(options: EngineOptions) -> Self {
        let mut game = Game::new(options.boardsize.clamp(1, engine::MAX_BOARD), options.komi);
        game.superko = options.superko;
        game.chinese_rules = options.chinese_rules;
        let mut reading = engine::reading::ReadingContext::new(
            options.reading.unwrap_or_else(|| {
                engine::reading::ReadingOptions::from_level(options.level as i32)
            }),
            options.cache_size_mb,
        );
        // The tactical reader consults the attack and defense pattern databases.
        reading.patterns = Some(std::sync::Arc::new(patterns::TacticalDatabases::new()));
        GtpEngine {
            game,
            rng: Rng::new(options.seed),
            seed: options.seed,
            options,
            time: TimeControl::default(),
            started: Instant::now(),
            quit: false,
            reading,
        }
    }

    /// True after a `quit` command was handled.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The options the engine was started with.
    pub fn options(&self) -> &EngineOptions {
        &self.options
    }

    /// The current game (read only), for tools and tests.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Mutable access to the game, for front ends (the ascii mode) that play moves directly.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// Handle one input line. Returns `None` for lines that are empty after preprocessing
    /// (blank lines, comments), otherwise the response.
    pub fn handle_line(&mut self, line: &str) -> Option<GtpResponse> {
        if line.len() > MAX_LINE {
            return Some(GtpResponse {
                id: None,
                success: false,
                text: format!("command line too long ({} bytes)", line.len()),
                quit: false,
            });
        }
        let clean = preprocess(line);
        let mut words = clean.split_whitespace();
        let first = words.next()?;
        let (id, name) = if first.bytes().all(|b| b.is_ascii_digit()) {
            match first.parse::<u64>() {
                Ok(id) => match words.next() {
                    Some(name) => (Some(id), name),
                    None => {
                        return Some(GtpResponse {
                            id: Some(id),
                            success: false,
                            text: "missing command".into(),
                            quit: false,
                        })
                    }
                },
                Err(_) => {
                    return Some(GtpResponse {
                        id: None,
                        success: false,
                        text: "invalid command id".into(),
                        quit: false,
                    })
                }
            }
        } else {
            (None, first)
        };
        let args: Vec<&str> = words.collect();
        let name_lc = name.to_ascii_lowercase();
        let result = match commands::lookup(&name_lc) {
            Some(handler) => self.run(handler, &args),
            None => Err("unknown command".to_string()),
        };
        let quit = name_lc == "quit" && result.is_ok();
        if quit {
            self.quit = true;
        }
        Some(match result {
            Ok(text) => GtpResponse {
                id,
                success: true,
                text,
                quit,
            },
            Err(text) => GtpResponse {
                id,
                success: false,
                text,
                quit: false,
            },
        })
    }

    fn run(&mut self, handler: Handler, args: &[&str]) -> Result<String, String> {
        // Commands never leave hypothetical moves half done on error; a panic in a handler is a
        // bug, but it must not take the session down: report it and restore a consistent state.
        let saved = self.game.snapshot();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler(self, args)));
        match r {
            Ok(r) => r,
            Err(_) => {
                self.game = engine::game::Game::restore(&saved);
                Err("internal error (the command failed; the position is unchanged)".into())
            }
        }
    }

    /// The colour to move next: the opposite of the last move, or what the game says.
    pub fn to_move(&self) -> Color {
        match self.game.board.last_move() {
            Some((c, _)) => c.other(),
            None => self.game.to_move,
        }
    }
}

/// GTP preprocessing: drop control characters other than HT and LF, turn HT into a space,
/// discard everything after `#`.
pub fn preprocess(line: &str) -> String {
    let line = match line.find('#') {
        Some(k) => &line[..k],
        None => line,
    };
    line.chars()
        .filter_map(|c| {
            if c == '\t' {
                Some(' ')
            } else if c.is_control() {
                None
            } else {
                Some(c)
            }
        })
        .collect()
}

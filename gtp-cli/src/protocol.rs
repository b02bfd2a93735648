//! GTP version 2 framing: ids, preprocessing of input lines, response formatting, and the
//! engine state that commands act on.

use crate::commands::{self, Handler};
use engine::game::Game;
use engine::{Engine, EngineOptions};
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

/// The GTP front of an [`Engine`]: turns command lines into calls on the engine and its
/// answers into responses. It holds no Go logic; only the session's own state (the `quit`
/// flag and the start time for `cputime`).
pub struct GtpEngine {
    pub(crate) engine: Engine,
    pub(crate) started: Instant,
    pub(crate) quit: bool,
}

impl Default for GtpEngine {
    fn default() -> Self {
        Self::new()
    }
}

impl GtpEngine {
    /// An engine with default options (19x19, komi 0).
    pub fn new() -> Self {
        Self::with_options(EngineOptions::default())
    }

    /// An engine with the given options, consulting this workspace's pattern databases.
    pub fn with_options(options: EngineOptions) -> Self {
        Self::from_engine(Engine::new(options, patterns::databases()))
    }

    /// The GTP front of an engine built elsewhere.
    pub fn from_engine(engine: Engine) -> Self {
        GtpEngine {
            engine,
            started: Instant::now(),
            quit: false,
        }
    }

    /// True after a `quit` command was handled.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The options the engine was started with.
    pub fn options(&self) -> &EngineOptions {
        self.engine.options()
    }

    /// The engine behind the commands.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The engine, for front ends (the ascii mode) that call it directly.
    pub fn engine_mut(&mut self) -> &mut Engine {
        &mut self.engine
    }

    /// The current game (read only), for tools and tests.
    pub fn game(&self) -> &Game {
        self.engine.game()
    }

    /// Handle one input line. Returns `None` for lines that are empty after preprocessing
    /// (blank lines, comments), otherwise the response.
    pub fn handle_line(&mut self, line: &str) -> Option<GtpResponse> {
        if line.len() > crate::session::MAX_LINE_BYTES {
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
        let saved = self.engine.game().snapshot();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler(self, args)));
        match r {
            Ok(r) => r,
            Err(_) => {
                *self.engine.game_mut() = Game::restore(&saved);
                Err("internal error (the command failed; the position is unchanged)".into())
            }
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

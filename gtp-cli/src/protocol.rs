//! GTP version 2 framing: ids, preprocessing of input lines, response formatting, and the
//! engine state that commands act on.

use crate::commands;
use engine::game::Game;
use engine::{Engine, EngineOptions};
use std::io::Write;
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
    /// (blank lines, comments), otherwise the response. A streaming command (`lz-analyze`,
    /// ...) answers with its first report only: there is no input to interrupt it.
    pub fn handle_line(&mut self, line: &str) -> Option<GtpResponse> {
        let clean = preprocess(line);
        Some(match parse_command(line, &clean)? {
            Ok(command) => self.answer(command),
            Err(resp) => resp,
        })
    }

    /// The response to a parsed command; a streaming one answers with its first report.
    fn answer(&mut self, (id, name, args): Command) -> GtpResponse {
        let result = match commands::lookup(&name) {
            Some(handler) => self.run(|e| handler(e, &args)),
            None => match commands::lookup_stream(&name) {
                Some(handler) => {
                    let mut lines: Vec<String> = Vec::new();
                    let mut emit = |l: &str| {
                        lines.push(l.to_string());
                        false
                    };
                    self.run(|e| handler(e, &args, &mut emit)).map(|text| {
                        lines.extend((!text.is_empty()).then_some(text));
                        lines.join("\n")
                    })
                }
                None => Err("unknown command".to_string()),
            },
        };
        self.respond(id, &name, result)
    }

    /// Handle one input line, writing the response to `out`. A streaming command writes
    /// `=id` at once, then its reports one line each until `interrupted` says the next
    /// command has arrived, then its final text and the empty line that ends a response.
    /// Returns `None` for empty lines, otherwise whether the command was `quit`.
    pub fn handle_line_streaming(
        &mut self,
        line: &str,
        out: &mut dyn Write,
        interrupted: &mut dyn FnMut() -> bool,
    ) -> std::io::Result<Option<bool>> {
        let clean = preprocess(line);
        let Some(parsed) = parse_command(line, &clean) else {
            return Ok(None);
        };
        let stream = match &parsed {
            Ok((_, name, _)) => commands::lookup_stream(name),
            Err(_) => None,
        };
        let (Some(handler), Ok((id, name, args))) = (stream, &parsed) else {
            let resp = match parsed {
                Ok(command) => self.answer(command),
                Err(resp) => resp,
            };
            out.write_all(resp.to_wire().as_bytes())?;
            out.flush()?;
            return Ok(Some(resp.quit));
        };
        let (id, name, args) = (*id, name.clone(), args.clone());
        let header = match id {
            Some(id) => format!("={id}\n"),
            None => "=\n".to_string(),
        };
        let mut started = false;
        let mut failed: Option<std::io::Error> = None;
        let mut emit = |l: &str| {
            let mut write = || -> std::io::Result<()> {
                if !started {
                    out.write_all(header.as_bytes())?;
                    started = true;
                }
                out.write_all(l.as_bytes())?;
                out.write_all(b"\n")?;
                out.flush()
            };
            if let Err(e) = write() {
                failed = Some(e);
                return false;
            }
            !interrupted()
        };
        let result = self.run(|e| handler(e, &args, &mut emit));
        if let Some(e) = failed {
            return Err(e);
        }
        if started {
            match result {
                Ok(text) if !text.is_empty() => out.write_all(format!("{text}\n\n").as_bytes())?,
                _ => out.write_all(b"\n")?,
            }
        } else {
            out.write_all(self.respond(id, &name, result).to_wire().as_bytes())?;
        }
        out.flush()?;
        Ok(Some(false))
    }

    /// The response to a command's result; `quit` ends the session.
    fn respond(
        &mut self,
        id: Option<u64>,
        name: &str,
        result: Result<String, String>,
    ) -> GtpResponse {
        let quit = name == "quit" && result.is_ok();
        if quit {
            self.quit = true;
        }
        match result {
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
        }
    }

    fn run(
        &mut self,
        handler: impl FnOnce(&mut GtpEngine) -> Result<String, String>,
    ) -> Result<String, String> {
        // Commands never leave hypothetical moves half done on error; a panic in a handler is a
        // bug, but it must not take the session down: report it and restore a consistent state.
        let saved = self.engine.game().snapshot();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| handler(self)));
        match r {
            Ok(r) => r,
            Err(_) => {
                *self.engine.game_mut() = Game::restore(&saved);
                Err("internal error (the command failed; the position is unchanged)".into())
            }
        }
    }
}

/// A command: its id, lower-case name and arguments.
type Command<'a> = (Option<u64>, String, Vec<&'a str>);

/// A command line split into its parts (`clean` is the preprocessed `line`). `None` for an
/// empty line; `Err` with the response for a malformed one.
fn parse_command<'a>(line: &str, clean: &'a str) -> Option<Result<Command<'a>, GtpResponse>> {
    let error = |id, text: String| {
        Some(Err(GtpResponse {
            id,
            success: false,
            text,
            quit: false,
        }))
    };
    if line.len() > crate::session::MAX_LINE_BYTES {
        return error(
            None,
            format!("command line too long ({} bytes)", line.len()),
        );
    }
    let mut words = clean.split_whitespace();
    let first = words.next()?;
    let (id, name) = if first.bytes().all(|b| b.is_ascii_digit()) {
        match first.parse::<u64>() {
            Ok(id) => match words.next() {
                Some(name) => (Some(id), name),
                None => return error(Some(id), "missing command".into()),
            },
            Err(_) => return error(None, "invalid command id".into()),
        }
    } else {
        (None, first)
    };
    Some(Ok((id, name.to_ascii_lowercase(), words.collect())))
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

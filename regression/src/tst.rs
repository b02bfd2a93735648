//! Parser for GNU Go's `.tst` regression suites (manual, chapter 20).
//!
//! A suite is a GTP script. Numbered commands are tests; the `#? [regex]` line after a
//! test holds its expectation: the regex is anchored at both ends, a leading `!` negates
//! it, a trailing `*` records that GNU Go was expected to fail the test, and a trailing
//! `&` means the answer is ignored. Unnumbered commands set up the position.
//!
//! Problems in a suite are never fatal: they are collected as [`Diagnostic`]s carrying the
//! file and line, and the affected tests fail with the diagnostic as their reason.

use regex::Regex;
use std::fmt;
use std::path::{Path, PathBuf};

/// How serious a problem in a suite file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Tolerated and interpreted (for example a `#? [regex` without the closing bracket).
    Warning,
    /// The affected test cannot be judged and fails.
    Error,
}

/// A problem found in a suite file, or while running it, with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: PathBuf,
    pub line: usize,
    pub severity: Severity,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        write!(
            f,
            "{}:{}: {}: {}",
            self.file.display(),
            self.line,
            kind,
            self.message
        )
    }
}

/// The `#? [...]` line of a test.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// Line number (1-based) of the `#?` line.
    pub line: usize,
    /// The regex as written, without the leading `!`.
    pub pattern: String,
    /// A leading `!`: the test passes when the regex does *not* match.
    pub negate: bool,
    /// A trailing `*`: GNU Go's own records expected it to fail. Informational only.
    pub gnugo_fails: bool,
    /// A trailing `&`: the answer is not judged.
    pub ignore: bool,
    /// The compiled, anchored regex; `None` when it did not compile (see the diagnostics).
    pub regex: Option<Regex>,
}

impl Expectation {
    /// Does an answer satisfy this expectation? `None` when the regex is unusable.
    ///
    /// A `=` answer is matched as its text. A `?` answer is matched as `?` followed by its
    /// text (so `#? [\?.*]` expects an error), and never satisfies a negated pattern: an
    /// error is not "anything but P13".
    pub fn accepts(&self, success: bool, answer: &str) -> Option<bool> {
        let re = self.regex.as_ref()?;
        let normalized = normalize_answer(answer);
        if success {
            Some(re.is_match(&normalized) != self.negate)
        } else {
            Some(!self.negate && re.is_match(&format!("?{normalized}")))
        }
    }

    /// The expectation as written in the suite: `!P13`, `B14|D17`.
    pub fn display_pattern(&self) -> String {
        if self.negate {
            format!("!{}", self.pattern)
        } else {
            self.pattern.clone()
        }
    }

    /// The `#?` payload in the style of the reference TSV: `[M2]`, `[L9]*`.
    pub fn bracketed(&self) -> String {
        let mut s = format!("[{}]", self.display_pattern());
        if self.gnugo_fails {
            s.push('*');
        }
        if self.ignore {
            s.push('&');
        }
        s
    }
}

/// Answers are compared with surrounding whitespace trimmed and every run of whitespace
/// (including the newlines of multi-line answers) collapsed to a single space.
pub fn normalize_answer(answer: &str) -> String {
    answer.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Compile a `#?` pattern the way the suites mean it: anchored at both ends.
pub fn compile_pattern(pattern: &str) -> Result<Regex, String> {
    Regex::new(&format!("^(?:{pattern})$")).map_err(|e| {
        // The regex crate's messages are multi-line; keep the last, most specific line.
        let msg = e.to_string();
        let last = msg
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .trim()
            .to_string();
        format!("regex [{pattern}] does not compile: {last}")
    })
}

/// A numbered command.
#[derive(Clone, Debug)]
pub struct TestCase {
    pub id: u64,
    /// Line number (1-based) of the command.
    pub line: usize,
    /// The command without its id and without any trailing comment.
    pub command: String,
    pub expect: Option<Expectation>,
}

impl TestCase {
    /// The command name (first word).
    pub fn name(&self) -> &str {
        self.command.split_whitespace().next().unwrap_or("")
    }
}

/// One step of a suite, in file order.
#[derive(Clone, Debug)]
pub enum Step {
    /// An unnumbered command that sets up the position (or the engine).
    Setup { line: usize, command: String },
    /// A numbered command with its expectation.
    Test(TestCase),
}

/// A parsed `.tst` file.
#[derive(Clone, Debug)]
pub struct Suite {
    /// File stem: `reading` for `reading.tst`.
    pub name: String,
    pub path: PathBuf,
    /// Directory that relative `loadsgf` paths are resolved against.
    pub dir: PathBuf,
    pub steps: Vec<Step>,
    pub diagnostics: Vec<Diagnostic>,
}

impl Suite {
    /// Read and parse a suite file. Only an unreadable file is an error; everything else
    /// becomes a diagnostic.
    pub fn load(path: &Path) -> Result<Suite, Diagnostic> {
        let text = std::fs::read(path).map_err(|e| Diagnostic {
            file: path.to_path_buf(),
            line: 0,
            severity: Severity::Error,
            message: format!("cannot read suite: {e}"),
        })?;
        // Some suites carry Latin-1 comments; treat the file as bytes and be lenient.
        let text = String::from_utf8_lossy(&text);
        Ok(parse(path, &text))
    }

    /// The tests, in file order.
    pub fn tests(&self) -> impl Iterator<Item = &TestCase> {
        self.steps.iter().filter_map(|s| match s {
            Step::Test(t) => Some(t),
            Step::Setup { .. } => None,
        })
    }

    /// Errors only (warnings excluded).
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
    }

    /// Diagnostics attached to a given line.
    pub fn diagnostics_at(&self, line: usize) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(move |d| d.line == line)
    }
}

/// Parse the text of a suite. `path` names the file in diagnostics and gives the suite
/// its name and base directory.
pub fn parse(path: &Path, text: &str) -> Suite {
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut steps: Vec<Step> = Vec::new();
    let mut diagnostics = Vec::new();
    let mut seen_ids = std::collections::HashMap::new();
    // Index into `steps` of the latest test still waiting for its `#?` line.
    let mut pending: Option<usize> = None;

    let mut diag = |line: usize, severity: Severity, message: String| {
        diagnostics.push(Diagnostic {
            file: path.to_path_buf(),
            line,
            severity,
            message,
        })
    };

    for (i, raw) in text.lines().enumerate() {
        let lineno = i + 1;
        let line = raw.trim_end_matches(['\r', '\n']);
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("#?") {
            let Some(idx) = pending.take() else {
                let already = steps
                    .iter()
                    .rev()
                    .find_map(|s| match s {
                        Step::Test(t) => Some(t.expect.is_some()),
                        Step::Setup { .. } => None,
                    })
                    .unwrap_or(false);
                let msg = if already {
                    "second `#?` line for the same test; ignored".to_string()
                } else {
                    "`#?` line without a preceding numbered command; ignored".to_string()
                };
                diag(lineno, Severity::Error, msg);
                continue;
            };
            let expect = parse_expectation(lineno, rest.trim(), &mut diag);
            if let Step::Test(t) = &mut steps[idx] {
                t.expect = expect;
            }
            continue;
        }
        // GTP preprocessing: everything after a hash sign is a comment.
        let content = match line.find('#') {
            Some(pos) => &line[..pos],
            None => line,
        };
        let content: String = content
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !c.is_control())
            .collect();
        let content = content.trim();
        if content.is_empty() {
            continue;
        }
        let first = content.split_whitespace().next().unwrap_or("");
        if !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit()) {
            let command = content[first.len()..].trim().to_string();
            let Ok(id) = first.parse::<u64>() else {
                diag(
                    lineno,
                    Severity::Error,
                    format!("test number {first} is out of range"),
                );
                continue;
            };
            if let Some(idx) = pending.take() {
                report_missing_expectation(&steps[idx], &mut diag);
            }
            if command.is_empty() {
                diag(lineno, Severity::Error, format!("test {id} has no command"));
            }
            if let Some(prev) = seen_ids.insert(id, lineno) {
                diag(
                    lineno,
                    Severity::Error,
                    format!("test number {id} already used at line {prev}"),
                );
            }
            steps.push(Step::Test(TestCase {
                id,
                line: lineno,
                command,
                expect: None,
            }));
            pending = Some(steps.len() - 1);
        } else {
            if let Some(idx) = pending.take() {
                report_missing_expectation(&steps[idx], &mut diag);
            }
            if first == "loadsgf" {
                check_loadsgf(content, lineno, path, &mut diag);
            }
            steps.push(Step::Setup {
                line: lineno,
                command: content.to_string(),
            });
        }
    }
    if let Some(idx) = pending.take() {
        report_missing_expectation(&steps[idx], &mut diag);
    }

    Suite {
        name,
        path: path.to_path_buf(),
        dir,
        steps,
        diagnostics,
    }
}

fn report_missing_expectation(step: &Step, diag: &mut impl FnMut(usize, Severity, String)) {
    if let Step::Test(t) = step {
        diag(
            t.line,
            Severity::Error,
            format!("test {} has no `#? [...]` line", t.id),
        );
    }
}

/// Check at parse time that the SGF of a `loadsgf` exists.
fn check_loadsgf(
    content: &str,
    lineno: usize,
    path: &Path,
    diag: &mut impl FnMut(usize, Severity, String),
) {
    let mut words = content.split_whitespace();
    words.next();
    match words.next() {
        None => diag(
            lineno,
            Severity::Error,
            "loadsgf without a file".to_string(),
        ),
        Some(file) => {
            let base = path.parent().unwrap_or(Path::new("."));
            let full = base.join(file);
            if !full.is_file() {
                diag(
                    lineno,
                    Severity::Error,
                    format!("missing SGF file {}", full.display()),
                );
            }
        }
    }
}

fn parse_expectation(
    lineno: usize,
    rest: &str,
    diag: &mut impl FnMut(usize, Severity, String),
) -> Option<Expectation> {
    let Some(body) = rest.strip_prefix('[') else {
        diag(
            lineno,
            Severity::Error,
            format!("expected `#? [regex]`, found `#? {rest}`"),
        );
        return None;
    };
    let (pattern, marks) = match body.rfind(']') {
        Some(close) => (&body[..close], body[close + 1..].trim()),
        None => {
            diag(
                lineno,
                Severity::Warning,
                "`#? [` without the closing `]`: the rest of the line is taken as the regex"
                    .to_string(),
            );
            (body.trim_end(), "")
        }
    };
    let mut gnugo_fails = false;
    let mut ignore = false;
    for c in marks.chars() {
        match c {
            '*' => gnugo_fails = true,
            '&' => ignore = true,
            c if c.is_whitespace() => {}
            _ => {
                diag(
                    lineno,
                    Severity::Warning,
                    format!("unexpected text `{marks}` after the closing `]`; ignored"),
                );
                break;
            }
        }
    }
    let (negate, pattern) = match pattern.strip_prefix('!') {
        Some(p) => (true, p),
        None => (false, pattern),
    };
    let regex = match compile_pattern(pattern) {
        Ok(re) => Some(re),
        Err(msg) => {
            diag(lineno, Severity::Error, msg);
            None
        }
    };
    Some(Expectation {
        line: lineno,
        pattern: pattern.to_string(),
        negate,
        gnugo_fails,
        ignore,
        regex,
    })
}

/// Words of a GTP command after which the board position is different: these commands are
/// replayed (since the last position reset) when an engine has to be restarted.
pub fn changes_position(command_name: &str) -> bool {
    matches!(
        command_name,
        "loadsgf"
            | "boardsize"
            | "clear_board"
            | "play"
            | "black"
            | "white"
            | "undo"
            | "trymove"
            | "tryko"
            | "popgo"
            | "genmove"
            | "genmove_black"
            | "genmove_white"
            | "fixed_handicap"
            | "place_free_handicap"
            | "set_free_handicap"
            | "gg-undo"
            | "kgs-genmove_cleanup"
    )
}

/// Commands after which the previous position no longer matters.
pub fn resets_position(command_name: &str) -> bool {
    matches!(command_name, "loadsgf" | "boardsize" | "clear_board")
}

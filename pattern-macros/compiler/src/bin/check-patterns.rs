//! `check-patterns`: the pattern compiler without a build.
//!
//! * `check-patterns check [--kind KIND] [--helpers a,b] [--message-format human|json]
//!   [--color auto|always|never] FILE.db...` runs the front end and the DFA builder, prints
//!   every diagnostic and a summary per file (patterns, variants, DFA states, bytes, the size
//!   of the generated code, times). A diagnostic is shown rustc-style on standard error: the
//!   title `file:line:column: message`, the pattern's line, the offending line with a caret or
//!   underline, and a hint. With `--message-format json` standard output has one JSON object
//!   per diagnostic instead, for editors and CI annotators:
//!   `{"file", "line", "column", "end_line", "end_column", "severity", "message", "hint",
//!   "pattern"}` (1-based; the end is exclusive; `hint` and `pattern` may be null, and so are
//!   the position fields of an error about a whole file, such as one that cannot be read);
//!   the summaries go to standard error.
//!   `--helpers` lists the colon-line helpers the database declares (the `helpers = [...]` of
//!   its `pattern_db!`); any other helper a colon line names is reported at its position.
//! * `check-patterns generate [--kind KIND] [--helpers a,b] [--name NAME] [--out FILE] FILE.db`
//!   writes the code `pattern_db!` expands to (to profile rustc on it, or to read it).
//! * `check-patterns signatures` prints the autohelper trait signatures from the table.
//! * `check-patterns synth N [SEED]` prints a synthetic shapes database of N patterns.
//!
//! Without `--kind` the kind is inferred from the file name
//! ([`DbKind::FILE_NAME_RULES`]).

use clap::{Args, Parser, Subcommand, ValueEnum};
use pattern_compiler::diag::SourceLines;
use pattern_compiler::{
    autohelpers, codegen, compile_declared, synth, Compiled, DbKind, Diagnostic,
};
use proc_macro2::{Ident, Span, TokenStream};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Check Tesuji's `.db` pattern sources and inspect what the pattern compiler makes of them.
#[derive(Parser, Debug)]
#[command(name = "check-patterns", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Check files: print every diagnostic with its source line, and a summary per file.
    /// Fails if any file has an error.
    Check {
        #[command(flatten)]
        source: SourceOptions,
        /// How to print diagnostics: rustc-style text on standard error, or one JSON object
        /// per diagnostic on standard output.
        #[arg(long, value_enum, default_value_t = MessageFormat::Human)]
        message_format: MessageFormat,
        /// Colour the human-readable diagnostics (`auto`: when standard error is a terminal).
        #[arg(long, value_enum, default_value_t = Color::Auto)]
        color: Color,
        /// The `.db` files.
        #[arg(required = true, value_name = "FILE.db")]
        files: Vec<PathBuf>,
    },
    /// Write the generated code (what `pattern_db!` expands to) of one file.
    Generate {
        #[command(flatten)]
        source: SourceOptions,
        /// The module name (`pattern_db!`'s `name`).
        #[arg(long, default_value = "db", value_parser = parse_ident)]
        name: String,
        /// Write the code to FILE instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The `.db` file.
        #[arg(value_name = "FILE.db")]
        file: PathBuf,
    },
    /// Print the autohelper trait signatures from the signature table.
    Signatures,
    /// Print a synthetic shapes database (for benchmarks and tests).
    Synth {
        /// Number of patterns.
        #[arg(default_value_t = 500)]
        patterns: usize,
        /// Random seed.
        #[arg(default_value_t = 1)]
        seed: u64,
    },
}

/// How `check` prints diagnostics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum MessageFormat {
    /// rustc-style: title, source line with a caret, hint.
    Human,
    /// One JSON object per diagnostic, one per line.
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Color {
    Auto,
    Always,
    Never,
}

/// Where and how diagnostics are printed.
#[derive(Clone, Copy, Debug)]
struct Output {
    format: MessageFormat,
    color: bool,
}

impl Output {
    /// Print the diagnostics of `file` (source `text`).
    fn diagnostics(&self, text: &str, diags: &[Diagnostic]) {
        let lines = SourceLines::new(text);
        for d in diags {
            match self.format {
                MessageFormat::Human => eprintln!("{}\n", d.render(&lines, self.color)),
                MessageFormat::Json => println!("{}", json(d)),
            }
        }
    }

    /// Print an error about a whole file (it cannot be read, its kind is unknown).
    fn file_error(&self, file: &str, message: &str) {
        match self.format {
            MessageFormat::Human => eprintln!("{file}: {message}"),
            MessageFormat::Json => println!(
                "{}",
                serde_json::json!({
                    "file": file, "line": null, "column": null, "end_line": null,
                    "end_column": null, "severity": "error", "message": message,
                    "hint": null, "pattern": null,
                })
            ),
        }
    }

    /// Print a summary line (standard output for people, standard error beside JSON).
    fn summary(&self, line: &str) {
        match self.format {
            MessageFormat::Human => println!("{line}"),
            MessageFormat::Json => eprintln!("{line}"),
        }
    }
}

/// A diagnostic as one JSON object.
fn json(d: &Diagnostic) -> serde_json::Value {
    serde_json::json!({
        "file": d.file,
        "line": d.pos.line,
        "column": d.pos.col,
        "end_line": d.end.line,
        "end_column": d.end.col,
        "severity": d.severity.name(),
        "message": d.message,
        "hint": d.hint,
        "pattern": d.pattern_name(),
    })
}

/// How to read a source.
#[derive(Args, Debug)]
struct SourceOptions {
    /// The database kind; inferred from the file name when not given.
    #[arg(long, value_parser = parse_kind)]
    kind: Option<DbKind>,
    /// The colon-line helpers the database declares, comma-separated.
    #[arg(long, value_delimiter = ',', value_parser = parse_ident, value_name = "NAMES")]
    helpers: Vec<String>,
}

fn parse_kind(s: &str) -> Result<DbKind, String> {
    s.parse::<DbKind>().map_err(|e| e.to_string())
}

fn parse_ident(s: &str) -> Result<String, String> {
    let s = s.trim();
    let ident = !s.is_empty()
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !s.starts_with(|c: char| c.is_ascii_digit());
    if ident {
        Ok(s.to_string())
    } else {
        Err(format!("`{s}` is not a function name"))
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check {
            source,
            message_format,
            color,
            files,
        } => {
            let out = Output {
                format: message_format,
                color: match color {
                    Color::Always => true,
                    Color::Never => false,
                    Color::Auto => {
                        message_format == MessageFormat::Human && std::io::stderr().is_terminal()
                    }
                },
            };
            let mut failed = false;
            for f in &files {
                failed |= !check(&source, out, f);
            }
            if failed {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        Command::Generate {
            source,
            name,
            out,
            file,
        } => {
            let human = Output {
                format: MessageFormat::Human,
                color: std::io::stderr().is_terminal(),
            };
            let Some((_, compiled)) = load(&source, human, &file) else {
                return ExitCode::FAILURE;
            };
            let code = expand(&name, &compiled, &source.helpers).to_string();
            let written = match &out {
                Some(path) => std::fs::write(path, code).map_err(|e| (path.display(), e)),
                None => {
                    println!("{code}");
                    Ok(())
                }
            };
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err((path, e)) => {
                    eprintln!("{path}: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Signatures => {
            for a in autohelpers::AUTOHELPERS {
                println!(
                    "{:<18} {}",
                    a.cap.trait_name(),
                    autohelpers::rust_signature(a)
                );
            }
            ExitCode::SUCCESS
        }
        Command::Synth { patterns, seed } => {
            print!("{}", synth::synthetic_db(patterns, seed));
            ExitCode::SUCCESS
        }
    }
}

/// Read, check and compile one file, printing its diagnostics; `None` if it has errors.
fn load(source: &SourceOptions, out: Output, file: &Path) -> Option<(DbKind, Compiled)> {
    let f = file.display().to_string();
    let kind = match source.kind {
        Some(k) => k,
        None => match DbKind::from_path(file) {
            Ok(k) => k,
            Err(e) => {
                out.file_error(&f, &format!("{e}. Give the kind with --kind KIND."));
                return None;
            }
        },
    };
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            out.file_error(&f, &e.to_string());
            return None;
        }
    };
    let declared: Vec<&str> = source.helpers.iter().map(String::as_str).collect();
    match compile_declared(&f, kind, &text, &declared) {
        Ok(c) => Some((kind, c)),
        Err(diags) => {
            out.diagnostics(&text, &diags);
            eprintln!(
                "{f}: {} error{}",
                diags.len(),
                if diags.len() == 1 { "" } else { "s" }
            );
            None
        }
    }
}

/// `pattern_db!`'s expansion for module `name`.
fn expand(name: &str, c: &Compiled, helpers: &[String]) -> TokenStream {
    let ident = Ident::new(name, Span::call_site());
    let ids: Vec<Ident> = helpers
        .iter()
        .map(|h| Ident::new(h, Span::call_site()))
        .collect();
    codegen::expand_declared(&ident, &c.checked, &c.dfa, None, &ids)
}

/// Check one file and print its summary; `false` if it has errors.
fn check(source: &SourceOptions, out: Output, file: &Path) -> bool {
    let t0 = Instant::now();
    let Some((k, c)) = load(source, out, file) else {
        return false;
    };
    let t_compile = t0.elapsed().as_secs_f64() * 1e3;
    let t1 = Instant::now();
    let tokens = count_tokens(expand("db", &c, &source.helpers));
    let t_codegen = t1.elapsed().as_secs_f64() * 1e3;
    out.summary(&format!(
        "{}: ok ({}): {} patterns, {} eye shapes, {} variants, DFA {} states in {} automata of depth {}, {} bytes, {:.1} ms; generated code {} tokens in {:.1} ms",
        file.display(),
        k.name(),
        c.checked.patterns.len(),
        c.checked.eyes.len(),
        c.dfa.variants.len(),
        c.dfa.states(),
        c.dfa.dfas.len(),
        c.dfa.depth,
        c.dfa.bytes(),
        t_compile,
        tokens,
        t_codegen
    ));
    true
}

/// Number of token trees, groups counted with their contents (what rustc has to parse).
fn count_tokens(ts: TokenStream) -> usize {
    ts.into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Group(g) => 1 + count_tokens(g.stream()),
            _ => 1,
        })
        .sum()
}

//! The pattern compiler library: Tesuji's `.db` pattern language (GNU Go manual chapters 8, 9,
//! 10 and 14) from source text to Rust tokens.
//!
//! The pipeline, one module per stage (the pest model: a plain library that the proc-macro,
//! the `check-patterns` tool and the tests all share):
//!
//! * [`parse`] — the pest grammar (`grammar.pest`), line by line, into the [`ast`];
//! * [`validate`] — all checks, collecting every error with `file:line:column` ([`diag`]);
//!   autohelper calls are checked against the one signature table in [`autohelpers`];
//! * [`eyes`] — eye-shape graphs for the matcher of chapter 8.6, and their checks;
//! * [`dfa`] — spiral strings, synchronised product, minimisation, flat tables;
//! * [`codegen`] — static tables and one function per constraint and per action;
//! * [`mc`] — the value table of a Monte Carlo database (chapter 14);
//! * [`colon_helpers`] the trait and calls for the helpers named on colon lines; [`corner`]
//!   the joseki checks and the corner matcher's variation tree (9.18).

pub mod ast;
pub mod autohelpers;
pub mod codegen;
pub mod colon_helpers;
pub mod corner;
pub mod dfa;
pub mod diag;
pub mod eyes;
pub mod mc;
pub mod parse;
#[cfg(feature = "synth")]
pub mod synth;
pub mod validate;

pub use ast::{DbKind, KindError};
pub use diag::{Diagnostic, Pos};

/// A database that passed every check, with its DFA.
#[derive(Debug)]
pub struct Compiled {
    pub checked: validate::Checked,
    pub dfa: dfa::DfaTables,
}

/// Parse and validate a source that declares no colon-line helpers; all errors of the file
/// are returned, sorted by position.
pub fn check(file: &str, kind: DbKind, text: &str) -> Result<validate::Checked, Vec<Diagnostic>> {
    check_declared(file, kind, text, &[])
}

/// [`check`] for a database whose colon lines may name the helper functions `helpers`.
pub fn check_declared(
    file: &str,
    kind: DbKind,
    text: &str,
    helpers: &[&str],
) -> Result<validate::Checked, Vec<Diagnostic>> {
    let mut diags = diag::Diagnostics::new(file);
    let src = parse::parse_source(file, kind, text, &mut diags);
    let checked = validate::validate_declared(&src, helpers, &mut diags);
    if diags.is_empty() {
        Ok(checked)
    } else {
        Err(diags.sorted())
    }
}

/// Check a source (no colon-line helpers declared) and build its DFA.
pub fn compile(file: &str, kind: DbKind, text: &str) -> Result<Compiled, Vec<Diagnostic>> {
    compile_declared(file, kind, text, &[])
}

/// [`compile`] for a database whose colon lines may name the helper functions `helpers`.
pub fn compile_declared(
    file: &str,
    kind: DbKind,
    text: &str,
    helpers: &[&str],
) -> Result<Compiled, Vec<Diagnostic>> {
    let checked = check_declared(file, kind, text, helpers)?;
    let dfa = dfa::build(&checked);
    Ok(Compiled { checked, dfa })
}

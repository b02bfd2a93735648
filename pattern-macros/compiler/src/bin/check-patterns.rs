//! `check-patterns [--kind KIND] [--helpers a,b] FILE.db...` — run the pattern compiler's front end and DFA
//! builder without a build, print every diagnostic (`file:line:column: message`) and a summary
//! per file (patterns, variants, DFA states, bytes, time). `--helpers` lists the colon-line
//! helpers the database declares (the `helpers = [...]` of its `pattern_db!`); any other
//! helper a colon line names is reported at its `file:line:column`.
//!
//! `check-patterns --signatures` prints the autohelper trait signatures from the table;
//! `check-patterns --generate N [SEED]` prints a synthetic shapes database of N patterns.

use pattern_compiler::{autohelpers, codegen, compile_declared, synth, DbKind};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--signatures") {
        for a in autohelpers::AUTOHELPERS {
            println!(
                "{:<18} {}",
                a.cap.trait_name(),
                autohelpers::rust_signature(a)
            );
        }
        return ExitCode::SUCCESS;
    }
    if args.first().map(String::as_str) == Some("--generate") {
        let n = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(500);
        let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
        print!("{}", synth::synthetic_db(n, seed));
        return ExitCode::SUCCESS;
    }
    let mut kind: Option<DbKind> = None;
    let mut files = Vec::new();
    let mut helpers: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--helpers" {
            let Some(list) = it.next() else {
                eprintln!("--helpers needs a comma-separated list of names");
                return ExitCode::from(2);
            };
            for h in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let ident = h.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    && !h.starts_with(|c: char| c.is_ascii_digit());
                if !ident {
                    eprintln!("--helpers: `{h}` is not a function name");
                    return ExitCode::from(2);
                }
                helpers.push(h.to_string());
            }
        } else if a == "--kind" {
            match it.next().and_then(|k| DbKind::parse(k)) {
                Some(k) => kind = Some(k),
                None => {
                    let all: Vec<&str> = DbKind::ALL.iter().map(|k| k.0).collect();
                    eprintln!("--kind needs one of: {}", all.join(", "));
                    return ExitCode::from(2);
                }
            }
        } else {
            files.push(a.clone());
        }
    }
    if files.is_empty() {
        eprintln!("usage: check-patterns [--kind KIND] [--helpers a,b] FILE.db...   |  --signatures  |  --generate N [SEED]");
        return ExitCode::from(2);
    }
    let mut failed = false;
    for f in &files {
        let stem = std::path::Path::new(f)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("");
        let Some(k) = kind.or_else(|| DbKind::from_file_stem(stem)) else {
            eprintln!("{f}: cannot tell the database kind from the name; use --kind");
            failed = true;
            continue;
        };
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{f}: {e}");
                failed = true;
                continue;
            }
        };
        let t0 = Instant::now();
        let declared: Vec<&str> = helpers.iter().map(String::as_str).collect();
        match compile_declared(f, k, &text, &declared) {
            Ok(c) => {
                let t_compile = t0.elapsed().as_secs_f64() * 1e3;
                let t1 = Instant::now();
                let ident = proc_macro2::Ident::new("db", proc_macro2::Span::call_site());
                let ids: Vec<proc_macro2::Ident> = declared
                    .iter()
                    .map(|h| proc_macro2::Ident::new(h, proc_macro2::Span::call_site()))
                    .collect();
                let code = codegen::expand_declared(&ident, &c.checked, &c.dfa, None, &ids);
                let tokens = count_tokens(code.clone());
                if let Ok(out) = std::env::var("CHECK_PATTERNS_EXPAND") {
                    // Debugging aid: the macro's expansion, to profile rustc on it.
                    std::fs::write(out, code.to_string()).expect("write expansion");
                }
                let t_codegen = t1.elapsed().as_secs_f64() * 1e3;
                println!(
                    "{f}: ok ({}): {} patterns, {} eye shapes, {} variants, DFA {} states in {} automata of depth {}, {} bytes, {:.1} ms; generated code {} tokens in {:.1} ms",
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
                )
            }
            Err(diags) => {
                for d in &diags {
                    eprintln!("{d}");
                }
                eprintln!(
                    "{f}: {} error{}",
                    diags.len(),
                    if diags.len() == 1 { "" } else { "s" }
                );
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Number of token trees, groups counted with their contents (what rustc has to parse).
fn count_tokens(ts: proc_macro2::TokenStream) -> usize {
    ts.into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Group(g) => 1 + count_tokens(g.stream()),
            _ => 1,
        })
        .sum()
}

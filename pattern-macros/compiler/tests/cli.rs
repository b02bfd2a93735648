//! The `check-patterns` binary: subcommands, diagnostics and exit codes.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_check-patterns"))
        .args(args)
        .output()
        .expect("run check-patterns")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A scratch directory for this test's files, removed when the guard drops.
fn scratch(test: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("check-patterns-{test}-"))
        .tempdir()
        .unwrap()
}

const GOOD: &str = "Pattern A\n\nOX\n*.\n\n:8,-,shape(1)\n";
const BAD: &str = "Pattern A\n\nOX\n*.\n\n:8,-,shape(1)\n\nPattern B\n\nOZ\n*.\n\n:8\n";

#[test]
fn check_reports_a_good_file_and_the_errors_of_a_bad_one() {
    let tmp = scratch("check");
    let dir = tmp.path();
    let (good, bad) = (dir.join("good_shapes.db"), dir.join("bad_shapes.db"));
    std::fs::write(&good, GOOD).unwrap();
    std::fs::write(&bad, BAD).unwrap();
    let out = run(&["check", good.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("good_shapes.db: ok (shapes): 1 patterns"),
        "{stdout}"
    );

    let out = run(&["check", good.to_str().unwrap(), bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    let bad_name = bad.display().to_string();
    // file:line:column: message, then the count.
    assert!(
        stderr.contains(&format!("{bad_name}:10:2: ")),
        "diagnostic at the `Z`: {stderr}"
    );
    assert!(stderr.contains(&format!("{bad_name}: 1 error")), "{stderr}");
    assert!(text(&out.stdout).contains("good_shapes.db: ok"));
}

#[test]
fn a_file_name_without_a_kind_is_explained() {
    let tmp = scratch("kind");
    let dir = tmp.path();
    let file = dir.join("foo.db");
    std::fs::write(&file, GOOD).unwrap();
    let out = run(&["check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("cannot tell the database kind from the file name `foo.db`"),
        "{stderr}"
    );
    assert!(
        stderr.contains("monte_carlo") && stderr.contains("joseki"),
        "lists the kinds"
    );
    assert!(
        stderr.contains("ends in `_KIND`"),
        "says how names map to kinds"
    );
    assert!(stderr.contains("--kind"), "{stderr}");
    // With the kind given, the same file checks.
    let out = run(&["check", "--kind", "shapes", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn bad_options_are_usage_errors() {
    let out = run(&["check", "--kind", "nope", "x.db"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown database kind; expected one of: shapes"));
    let out = run(&["check", "--helpers", "a,2b", "x.db"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("`2b` is not a function name"));
    let out = run(&["check"]);
    assert_eq!(out.status.code(), Some(2), "a file is required");
    let out = run(&["--help"]);
    assert!(out.status.success());
    for sub in ["check", "generate", "signatures", "synth"] {
        assert!(text(&out.stdout).contains(sub), "--help lists `{sub}`");
    }
}

#[test]
fn generate_writes_the_macro_expansion() {
    let tmp = scratch("generate");
    let dir = tmp.path();
    let (file, out_file) = (dir.join("x_shapes.db"), dir.join("x.rs"));
    std::fs::write(&file, GOOD).unwrap();
    let out = run(&[
        "generate",
        "--name",
        "tiny",
        "--out",
        out_file.to_str().unwrap(),
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let code = std::fs::read_to_string(&out_file).unwrap();
    assert!(code.starts_with("# [allow (clippy :: all , clippy :: pedantic)] pub mod tiny"));
    assert!(code.contains("pub static DATABASE"));
    // The same code as the library's expansion.
    let c = pattern_compiler::compile("x", pattern_compiler::DbKind::Shapes, GOOD).unwrap();
    let ident = proc_macro2::Ident::new("tiny", proc_macro2::Span::call_site());
    let want = pattern_compiler::codegen::expand(&ident, &c.checked, &c.dfa, None).to_string();
    assert_eq!(code, want);
    // To standard output without --out.
    let out = run(&[
        "generate",
        "--name",
        "tiny",
        "--kind",
        "shapes",
        file.to_str().unwrap(),
    ]);
    assert_eq!(text(&out.stdout).trim_end(), want);
}

#[test]
fn signatures_and_synthetic_databases() {
    let out = run(&["signatures"]);
    assert!(out.status.success());
    let sigs = text(&out.stdout);
    assert_eq!(
        sigs.lines().count(),
        pattern_compiler::autohelpers::AUTOHELPERS.len()
    );
    let out = run(&["synth", "12", "5"]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout),
        pattern_compiler::synth::synthetic_db(12, 5)
    );
}

/// The human-readable diagnostics of `tests/snapshots/several_errors_shapes.db`, pinned in
/// `tests/snapshots/several_errors.txt`. After a deliberate change of the output, rewrite it
/// with `UPDATE_SNAPSHOTS=1 cargo test -p pattern-compiler --test cli` and review the diff.
#[test]
fn human_diagnostics_match_the_snapshot() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(env!("CARGO_BIN_EXE_check-patterns"))
        .current_dir(&dir)
        .args([
            "check",
            "--color",
            "never",
            "tests/snapshots/several_errors_shapes.db",
        ])
        .output()
        .expect("run check-patterns");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    let got = text(&out.stderr);
    let snapshot = dir.join("tests/snapshots/several_errors.txt");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&snapshot, &got).unwrap();
    }
    let want = std::fs::read_to_string(&snapshot).expect("the snapshot file");
    assert!(
        got == want,
        "check-patterns' output differs from {}:\n--- got\n{got}\n--- want\n{want}",
        snapshot.display()
    );
}

#[test]
fn json_diagnostics_are_one_object_per_line() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let file = dir.join("tests/snapshots/several_errors_shapes.db");
    let out = run(&["check", "--message-format", "json", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let diags: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    // The same diagnostics as the library's, field by field.
    let source = std::fs::read_to_string(&file).unwrap();
    let want = pattern_compiler::check(
        &file.display().to_string(),
        pattern_compiler::DbKind::Shapes,
        &source,
    )
    .unwrap_err();
    assert_eq!(diags.len(), want.len(), "{stdout}");
    assert!(want.len() >= 8);
    for (j, d) in diags.iter().zip(&want) {
        let keys: Vec<&str> = j.as_object().unwrap().keys().map(String::as_str).collect();
        let mut sorted = vec![
            "column",
            "end_column",
            "end_line",
            "file",
            "hint",
            "line",
            "message",
            "pattern",
            "severity",
        ];
        sorted.sort_unstable();
        assert_eq!(keys, sorted);
        assert_eq!(j["file"], d.file.as_str());
        assert_eq!(j["line"], d.pos.line);
        assert_eq!(j["column"], d.pos.col);
        assert_eq!(j["end_line"], d.end.line);
        assert_eq!(j["end_column"], d.end.col);
        assert_eq!(j["severity"], "error");
        assert_eq!(j["message"], d.message.as_str());
        assert_eq!(j["hint"].as_str(), d.hint.as_deref());
        assert_eq!(j["pattern"].as_str(), d.pattern_name());
    }
    // The typo, in full: where to underline and what to suggest.
    assert_eq!(
        diags[0],
        serde_json::json!({
            "file": file.display().to_string(), "line": 14, "column": 2, "end_line": 14,
            "end_column": 13, "severity": "error",
            "message": "unknown autohelper `oplay_atack`",
            "hint": "did you mean `oplay_attack`?", "pattern": "Typo",
        })
    );
    // Summaries and counts go to standard error, so standard output is JSON only.
    assert!(text(&out.stderr).contains("errors"));
    // An error about a whole file has no position.
    let out = run(&[
        "check",
        "--message-format",
        "json",
        "no_such_file_shapes.db",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let j: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(j["file"], "no_such_file_shapes.db");
    assert!(j["line"].is_null() && j["column"].is_null());
    assert_eq!(j["severity"], "error");
}

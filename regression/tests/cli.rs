//! End-to-end tests of the `regression` command-line runner, with a scripted external
//! GTP engine (a small shell script), so they need neither Tesuji's strength nor GNU Go.

use std::path::Path;
use std::process::Command;

/// A fresh temporary directory, removed when the guard drops.
fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("tesuji-regression-cli-{name}-"))
        .tempdir()
        .expect("temp dir")
}

/// An engine that answers `echo X` with X, `fail` with an error, anything else with "".
fn fake_engine(dir: &Path) -> String {
    let script = dir.join("fake-gtp.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\n\
         while read -r id cmd rest; do\n\
           case \"$cmd\" in\n\
             quit) printf '=%s\\n\\n' \"$id\"; exit 0;;\n\
             echo) printf '=%s %s\\n\\n' \"$id\" \"$rest\";;\n\
             fail) printf '?%s failed\\n\\n' \"$id\";;\n\
             *) printf '=%s\\n\\n' \"$id\";;\n\
           esac\n\
         done\n",
    )
    .expect("script");
    format!("sh {}", script.display())
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_regression"))
        .args(args)
        .output()
        .expect("run the regression binary");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn external_engine_run_prints_suite_lines_and_writes_summaries() {
    let tmp = temp_dir("run");
    let dir = tmp.path();
    std::fs::create_dir_all(dir.join("games")).expect("dir");
    std::fs::write(dir.join("games/g.sgf"), "(;SZ[9])").expect("sgf");
    let good = dir.join("good.tst");
    std::fs::write(
        &good,
        "loadsgf games/g.sgf\n1 echo A1\n#? [A1]\n2 echo B2\n#? [C3]*\n3 echo C3\n#? [!C3]\n",
    )
    .expect("suite");
    let bad = dir.join("bad.tst");
    std::fs::write(
        &bad,
        "loadsgf games/none.sgf\n1 echo x\n#? [x]\nloadsgf games/g.sgf\n2 echo (\n#? [(]\n3 echo y\n#? [y]\n",
    )
    .expect("suite");
    let json = dir.join("out.json");
    let tsv = dir.join("out.tsv");
    let engine = fake_engine(dir);
    let (code, stdout, _) = run(&[
        "--engine",
        &engine,
        "--jobs",
        "2",
        "--json",
        json.to_str().expect("utf-8"),
        "--tsv",
        tsv.to_str().expect("utf-8"),
        good.to_str().expect("utf-8"),
        &format!("{}:1-3", bad.display()),
    ]);
    assert_eq!(code, 0, "{stdout}");
    // good: 1 passed, 2 failed (expected, `*`), 3 FAILED.
    let line = stdout
        .lines()
        .find(|l| l.starts_with("good "))
        .expect("suite line for good");
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&fields[1..6], &["3", "1", "0", "1", "1"], "{line}");
    assert!(stdout.lines().any(|l| l.starts_with("total ")), "{stdout}");
    // bad: the missing SGF and the bad regex are reported with file and line, and
    // test 3 still passes.
    assert!(
        stdout.contains("bad.tst:1: error: missing SGF file"),
        "{stdout}"
    );
    assert!(
        stdout.contains("bad.tst:6: error: regex [(] does not compile"),
        "{stdout}"
    );
    let line = stdout
        .lines()
        .find(|l| l.starts_with("bad "))
        .expect("suite line for bad");
    let fields: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(&fields[1..6], &["3", "1", "0", "0", "2"], "{line}");

    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("json")).expect("valid");
    assert_eq!(summary["runs"][0]["total"]["passed"], 2);
    let rows = std::fs::read_to_string(&tsv).expect("tsv");
    assert!(rows.starts_with("suite\ttest\t"), "{rows}");
    assert!(rows.contains("good\t1\tA1\tpass\t[A1]"), "{rows}");
    assert!(rows.contains("good\t2\tB2\tfail\t[C3]*"), "{rows}");
}

#[test]
fn check_reports_malformed_suites_and_fails() {
    let tmp = temp_dir("check");
    let dir = tmp.path();
    let bad = dir.join("broken.tst");
    std::fs::write(&bad, "1 echo a\n#? [a\n2 echo b\n#? [(]\n").expect("suite");
    let (code, stdout, _) = run(&["--check", bad.to_str().expect("utf-8")]);
    assert_ne!(code, 0);
    assert!(stdout.contains("broken.tst:2: warning:"), "{stdout}");
    assert!(stdout.contains("broken.tst:4: error:"), "{stdout}");
}

#[test]
fn unknown_suite_is_an_error_and_others_still_run() {
    let tmp = temp_dir("unknown");
    let dir = tmp.path();
    let good = dir.join("ok.tst");
    std::fs::write(&good, "1 echo a\n#? [a]\n").expect("suite");
    let engine = fake_engine(dir);
    let (code, stdout, stderr) = run(&[
        "--engine",
        &engine,
        "no-such-suite-anywhere",
        good.to_str().expect("utf-8"),
    ]);
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(
        stderr.contains("no suite `no-such-suite-anywhere`"),
        "{stderr}"
    );
    assert!(stdout.lines().any(|l| l.starts_with("ok ")), "{stdout}");
}

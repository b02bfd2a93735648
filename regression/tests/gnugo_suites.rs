//! `cargo test` entry point for GNU Go's suites (found at `../shared/gnugo-regression`
//! beside the workspace, or `$TESUJI_GNUGO_SUITES`): Tesuji in process, checked against
//! `regression/baseline/`. Suites listed in `regression/slow-suites.txt` run a quick
//! subset unless `TESUJI_REGRESSION_FULL=1`.

use regression::ci::{self, Settings};
use std::io::Write;

#[test]
fn gnugo_suites_hold_the_baseline() {
    let Some(dir) = regression::gnugo_suites_dir() else {
        // Written to stderr directly so that it shows without --nocapture.
        let _ = writeln!(
            std::io::stderr(),
            "notice: GNU Go suites not found at {} (set {}); their tests are skipped",
            regression::gnugo_suites_location().display(),
            regression::GNUGO_SUITES_ENV
        );
        return;
    };
    let settings = Settings::from_env();
    let out = ci::run_dir(&dir, &settings, false);
    println!("{}", out.report);
    // Straight to stderr, so it shows without --nocapture.
    let _ = write!(std::io::stderr(), "{}", out.brief("GNU Go suites", 20));
    assert!(out.tests_run > 0, "no tests found in {}", dir.display());
    assert!(
        out.harness_errors.is_empty(),
        "harness problems:\n{}",
        out.harness_errors.join("\n")
    );
    assert!(
        out.regressions.is_empty(),
        "{} regressions against regression/baseline/ (see above)",
        out.regressions.len()
    );
}

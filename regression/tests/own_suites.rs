//! `cargo test` entry point for the project's own suites (`regression/suites/*.tst`):
//! Tesuji in process, checked against `regression/baseline/`.

use regression::ci::{self, Settings};
use regression::tst::Suite;
use std::collections::BTreeSet;
use std::io::Write;

#[test]
fn own_suites_hold_the_baseline() {
    let settings = Settings::from_env();
    let out = ci::run_dir(&regression::own_suites_dir(), &settings, true);
    println!("{}", out.report);
    // Straight to stderr, so it shows without --nocapture.
    let _ = write!(std::io::stderr(), "{}", out.brief("own suites", 20));
    assert!(out.tests_run > 0, "no tests found in our own suites");
    assert!(
        out.harness_errors.is_empty(),
        "problems in our own suites:\n{}",
        out.harness_errors.join("\n")
    );
    assert!(
        out.regressions.is_empty(),
        "{} regressions against regression/baseline/ (see above)",
        out.regressions.len()
    );
}

/// Every GTP command the engine knows appears in at least one of our own suites.
#[test]
fn every_gtp_command_has_a_regression_test() {
    let mut engine = gtp_cli::GtpEngine::new();
    let listed = engine
        .handle_line("list_commands")
        .expect("list_commands answers");
    assert!(listed.success, "list_commands failed: {}", listed.text);
    let commands: BTreeSet<String> = listed.text.split_whitespace().map(str::to_string).collect();
    let mut used = BTreeSet::new();
    for path in regression::discover(&regression::own_suites_dir()) {
        let suite = Suite::load(&path).expect("suite readable");
        for step in &suite.steps {
            let command = match step {
                regression::tst::Step::Setup { command, .. } => command,
                regression::tst::Step::Test(t) => &t.command,
            };
            // Commands named as arguments (known_command X) count as well.
            used.extend(command.split_whitespace().map(str::to_string));
        }
    }
    let missing: Vec<&String> = commands.iter().filter(|c| !used.contains(*c)).collect();
    assert!(
        missing.is_empty(),
        "GTP commands without a test in regression/suites/*.tst: {missing:?}"
    );
}

//! What `cargo test -p regression` runs: a set of suites in process, checked against
//! the baseline.
//!
//! Environment:
//! - `TESUJI_REGRESSION_FULL=1`: run every test, ignoring `slow-suites.txt`;
//! - `TESUJI_REGRESSION_TIMEOUT=SECS`: time limit per command (default 60: a hang
//!   detector, not a speed test; the slowest command of the quick subset,
//!   `atari_atari:24`, takes 11 s here and more than 20 s on a loaded CI machine);
//! - `TESUJI_REGRESSION_JOBS=N`: suites in parallel (default 2);
//! - `TESUJI_REGRESSION_BUDGET=SECS`: wall-clock budget of one set of suites (default
//!   480); tests not started by then fail, so a pathologically slow engine fails loudly;
//! - `TESUJI_GNUGO_SUITES=DIR`: where GNU Go's suites are.

use crate::baseline;
use crate::report::{self, Class, Counts, Expectations};
use crate::runner::{self, Job, RunOptions, Selection, SuiteResult};
use crate::session::InProcessFactory;
use crate::tst::{Severity, Suite};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// The result of a baseline check.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Everything worth printing: suite lines, unexpected passes, regressions, notices.
    pub report: String,
    /// `suite:id` of baseline tests that failed, with details.
    pub regressions: Vec<String>,
    /// Problems in the suite files or harness configuration (file:line: message).
    pub harness_errors: Vec<String>,
    /// Tests run.
    pub tests_run: usize,
    /// Tests run that passed.
    pub tests_passed: usize,
    /// Tests that passed outside the baseline (`suite:id …`).
    pub unexpected_passes: Vec<String>,
}

impl Outcome {
    /// What `cargo test` shows even without `--nocapture`: the summary line, then the
    /// regressions and (up to `max`) unexpected passes, one a line.
    pub fn brief(&self, label: &str, max: usize) -> String {
        let mut s = format!("{label}: {}\n", self.summary());
        for r in &self.regressions {
            let _ = writeln!(s, "  FAILED {r}");
        }
        for u in self.unexpected_passes.iter().take(max) {
            let _ = writeln!(s, "  PASSED {u}");
        }
        if self.unexpected_passes.len() > max {
            let _ = writeln!(
                s,
                "  ... and {} more unexpected passes",
                self.unexpected_passes.len() - max
            );
        }
        s
    }

    /// One line for the test log: counts of tests, passes, regressions.
    pub fn summary(&self) -> String {
        format!(
            "{} tests run, {} pass, {} regressions, {} unexpected passes{}",
            self.tests_run,
            self.tests_passed,
            self.regressions.len(),
            self.unexpected_passes.len(),
            if !self.unexpected_passes.is_empty() {
                format!(" (raise the baseline: {})", baseline::UPDATE_COMMAND)
            } else {
                String::new()
            }
        )
    }
}

/// Per-command time limit, jobs and quick/full mode from the environment.
pub struct Settings {
    pub timeout: Duration,
    pub budget: Duration,
    pub jobs: usize,
    pub full: bool,
}

impl Settings {
    pub fn from_env() -> Settings {
        let num = |name: &str| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse::<f64>().ok())
        };
        Settings {
            timeout: Duration::from_secs_f64(num("TESUJI_REGRESSION_TIMEOUT").unwrap_or(60.0)),
            budget: Duration::from_secs_f64(num("TESUJI_REGRESSION_BUDGET").unwrap_or(480.0)),
            jobs: num("TESUJI_REGRESSION_JOBS")
                .map(|j| j as usize)
                .unwrap_or(2),
            full: std::env::var("TESUJI_REGRESSION_FULL").is_ok_and(|v| v != "0" && !v.is_empty()),
        }
    }
}

/// Load the suites of `dir` and pick the tests to run (quick subset unless `full`).
/// Unreadable suites become harness errors.
pub fn plan(
    dir: &Path,
    caps: &BTreeMap<String, usize>,
    full: bool,
    harness_errors: &mut Vec<String>,
) -> Vec<Job> {
    let mut jobs = Vec::new();
    for path in crate::discover(dir) {
        match Suite::load(&path) {
            Err(d) => harness_errors.push(d.to_string()),
            Ok(suite) => {
                let selection = match caps.get(&suite.name) {
                    Some(&cap) if !full => {
                        let ids: Vec<u64> = suite.tests().map(|t| t.id).collect();
                        baseline::quick_subset(&ids, cap)
                    }
                    _ => Selection::All,
                };
                jobs.push(Job { suite, selection });
            }
        }
    }
    jobs
}

/// Compare results with the baselines in `baseline_dir`.
pub fn check(results: &[SuiteResult], baseline_dir: &Path, out: &mut Outcome) {
    let mut map = BTreeMap::new();
    for r in results {
        match baseline::read(baseline_dir, &r.name) {
            Ok(Some(ids)) => {
                map.insert(r.name.clone(), ids);
            }
            Ok(None) => {
                let _ = writeln!(
                    out.report,
                    "notice: no baseline for suite `{}` (every test counts as an expected failure); \
                     create it with: {} {}",
                    r.name,
                    baseline::UPDATE_COMMAND,
                    r.name
                );
            }
            Err(e) => out.harness_errors.push(e),
        }
    }
    let exp = Expectations::Baseline(map);
    let _ = writeln!(out.report, "{}", report::header());
    let mut total = Counts::default();
    let mut unexpected = Vec::new();
    for r in results {
        let c = Counts::of(r, &exp);
        total.add(&c);
        out.tests_run += r.tests.len();
        out.tests_passed += c.pass_total();
        let _ = writeln!(out.report, "{}", report::line(&r.name, &c));
        for t in &r.tests {
            let detail = || {
                let mut s = format!(
                    "{}:{} `{}` correct {} got {}",
                    r.name,
                    t.id,
                    t.command,
                    t.expected.as_deref().unwrap_or("(none)"),
                    t.answer_display()
                );
                if let Some(e) = &t.error {
                    let _ = write!(s, " [{e}]");
                }
                s
            };
            match exp.classify(&r.name, t) {
                Class::FailedUnexpected => out.regressions.push(detail()),
                Class::PassedUnexpected => unexpected.push(detail()),
                _ => {}
            }
        }
    }
    let _ = writeln!(out.report, "{}", report::line("total", &total));
    if !unexpected.is_empty() {
        let _ = writeln!(
            out.report,
            "{} unexpected passes (raise the baseline with `{}`):",
            unexpected.len(),
            baseline::UPDATE_COMMAND
        );
        for u in &unexpected {
            let _ = writeln!(out.report, "  PASSED {u}");
        }
    }
    for reg in &out.regressions {
        let _ = writeln!(out.report, "  FAILED {reg}");
    }
    out.unexpected_passes = unexpected;
}

/// Run every suite of `dir` in process and check it against the baseline. With
/// `suite_errors_fail`, errors in the suite files count as harness errors (our own suites);
/// otherwise they are only printed (GNU Go's suites).
pub fn run_dir(dir: &Path, settings: &Settings, suite_errors_fail: bool) -> Outcome {
    let mut out = Outcome::default();
    let caps = match baseline::read_slow_suites(&crate::slow_suites_file()) {
        Ok(c) => c,
        Err(e) => {
            out.harness_errors.push(e);
            BTreeMap::new()
        }
    };
    let jobs = plan(dir, &caps, settings.full, &mut out.harness_errors);
    let quick: Vec<String> = jobs
        .iter()
        .filter(|j| j.selection != Selection::All)
        .map(|j| j.suite.name.clone())
        .collect();
    if !quick.is_empty() {
        let _ = writeln!(
            out.report,
            "quick subset for {} (slow-suites.txt); full run: TESUJI_REGRESSION_FULL=1 cargo test -p regression",
            quick.join(", ")
        );
    }
    for j in &jobs {
        for d in &j.suite.diagnostics {
            if suite_errors_fail && d.severity == Severity::Error {
                out.harness_errors.push(d.to_string());
            }
        }
    }
    let opts = RunOptions {
        timeout: settings.timeout,
        seed: Some(0),
        deadline: Some(std::time::Instant::now() + settings.budget),
        pattern_coverage: false,
    };
    let results = runner::run_jobs(&jobs, &InProcessFactory, &opts, settings.jobs, &|_| {});
    for r in &results {
        for d in &r.diagnostics {
            let _ = writeln!(out.report, "{d}");
        }
    }
    check(&results, &crate::baseline_dir(), &mut out);
    out
}

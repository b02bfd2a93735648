//! Reports in the style of regress.pike: one line per suite with passed / PASSED /
//! failed / FAILED counts, times and node counts, a total line, a side-by-side
//! comparison of two engines, and machine-readable JSON and TSV summaries.

use crate::runner::{SuiteResult, TestResult};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// The four results of the manual's §20.3, plus ignored (`&`) tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Expected pass.
    Passed,
    /// Unexpected pass.
    PassedUnexpected,
    /// Expected failure.
    Failed,
    /// Unexpected failure.
    FailedUnexpected,
    Ignored,
}

/// Where "expected" comes from.
#[derive(Clone, Debug)]
pub enum Expectations {
    /// GNU Go's `*` marks (how regress.pike judges GNU Go).
    GnuGoMarks,
    /// Our baseline: suite name to the ids we pass.
    Baseline(BTreeMap<String, BTreeSet<u64>>),
}

impl Expectations {
    pub fn expects_pass(&self, suite: &str, t: &TestResult) -> bool {
        match self {
            Expectations::GnuGoMarks => !t.gnugo_fails,
            Expectations::Baseline(map) => map.get(suite).is_some_and(|ids| ids.contains(&t.id)),
        }
    }

    pub fn classify(&self, suite: &str, t: &TestResult) -> Class {
        if t.ignored {
            return Class::Ignored;
        }
        match (t.passed, self.expects_pass(suite, t)) {
            (true, true) => Class::Passed,
            (true, false) => Class::PassedUnexpected,
            (false, false) => Class::Failed,
            (false, true) => Class::FailedUnexpected,
        }
    }
}

/// Counts for one suite or a total.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Counts {
    pub passed: usize,
    pub passed_unexpected: usize,
    pub failed: usize,
    pub failed_unexpected: usize,
    pub ignored: usize,
    pub errors: usize,
    pub wall: f64,
    pub cpu: Option<f64>,
    pub nodes: [Option<u64>; 3],
}

impl Counts {
    pub fn of(result: &SuiteResult, exp: &Expectations) -> Counts {
        let mut c = Counts {
            wall: result.wall,
            cpu: result.cpu,
            nodes: result.nodes,
            ..Counts::default()
        };
        for t in &result.tests {
            if t.error.is_some() {
                c.errors += 1;
            }
            match exp.classify(&result.name, t) {
                Class::Passed => c.passed += 1,
                Class::PassedUnexpected => c.passed_unexpected += 1,
                Class::Failed => c.failed += 1,
                Class::FailedUnexpected => c.failed_unexpected += 1,
                Class::Ignored => c.ignored += 1,
            }
        }
        c
    }

    pub fn add(&mut self, o: &Counts) {
        self.passed += o.passed;
        self.passed_unexpected += o.passed_unexpected;
        self.failed += o.failed;
        self.failed_unexpected += o.failed_unexpected;
        self.ignored += o.ignored;
        self.errors += o.errors;
        self.wall += o.wall;
        self.cpu = match (self.cpu, o.cpu) {
            (Some(a), Some(b)) => Some(a + b),
            (a, b) => a.or(b),
        };
        for i in 0..3 {
            self.nodes[i] = match (self.nodes[i], o.nodes[i]) {
                (Some(a), Some(b)) => Some(a + b),
                (a, b) => a.or(b),
            };
        }
    }

    /// Tests that passed, expected or not.
    pub fn pass_total(&self) -> usize {
        self.passed + self.passed_unexpected
    }

    /// Tests judged (not ignored).
    pub fn judged(&self) -> usize {
        self.passed + self.passed_unexpected + self.failed + self.failed_unexpected
    }
}

fn opt_u64(v: Option<u64>) -> String {
    v.map(|n| n.to_string()).unwrap_or_else(|| "-".to_string())
}

fn opt_secs(v: Option<f64>) -> String {
    v.map(|s| format!("{s:.2}"))
        .unwrap_or_else(|| "-".to_string())
}

/// Header of the per-suite table.
pub fn header() -> String {
    format!(
        "{:<16} {:>5} {:>6} {:>6} {:>6} {:>6} {:>8} {:>8} {:>11} {:>9} {:>9}",
        "suite",
        "tests",
        "passed",
        "PASSED",
        "failed",
        "FAILED",
        "wall s",
        "cpu s",
        "reading",
        "owl",
        "connect"
    )
}

/// One per-suite (or total) line.
pub fn line(name: &str, c: &Counts) -> String {
    format!(
        "{:<16} {:>5} {:>6} {:>6} {:>6} {:>6} {:>8.2} {:>8} {:>11} {:>9} {:>9}",
        name,
        c.judged() + c.ignored,
        c.passed,
        c.passed_unexpected,
        c.failed,
        c.failed_unexpected,
        c.wall,
        opt_secs(c.cpu),
        opt_u64(c.nodes[0]),
        opt_u64(c.nodes[1]),
        opt_u64(c.nodes[2])
    )
}

/// The unexpected results of a suite, one line each (and every test with `verbose`),
/// followed by the suite's diagnostics.
pub fn details(result: &SuiteResult, exp: &Expectations, verbose: bool) -> String {
    let mut out = String::new();
    for t in &result.tests {
        let class = exp.classify(&result.name, t);
        let tag = match class {
            Class::PassedUnexpected => "PASSED",
            Class::FailedUnexpected => "FAILED",
            Class::Passed if verbose => "passed",
            Class::Failed if verbose => "failed",
            Class::Ignored if verbose => "ignored",
            _ => continue,
        };
        let _ = write!(
            out,
            "{}:{} {tag}: `{}` correct {} got {}",
            result.name,
            t.id,
            t.command,
            t.expected.as_deref().unwrap_or("(none)"),
            t.answer_display()
        );
        if verbose {
            let _ = write!(out, " ({:.2}s)", t.seconds);
        }
        if let Some(e) = &t.error {
            let _ = write!(out, " [{e}]");
        }
        out.push('\n');
    }
    for d in &result.diagnostics {
        let _ = writeln!(out, "{d}");
    }
    out
}

fn json_nodes(n: &[Option<u64>; 3]) -> serde_json::Value {
    serde_json::json!({ "reading": n[0], "owl": n[1], "connection": n[2] })
}

fn json_counts(c: &Counts) -> serde_json::Value {
    serde_json::json!({
        "tests": c.judged() + c.ignored,
        "passed": c.passed,
        "PASSED": c.passed_unexpected,
        "failed": c.failed,
        "FAILED": c.failed_unexpected,
        "ignored": c.ignored,
        "errors": c.errors,
        "wall_seconds": c.wall,
        "cpu_seconds": c.cpu,
        "nodes": json_nodes(&c.nodes),
    })
}

/// A machine-readable summary of one or more runs (one per engine):
/// `{"runs": [{"engine", "suites": [...], "total": {...}}, ...]}`.
pub fn json_runs(runs: &[(&str, &[SuiteResult], &Expectations)]) -> String {
    let runs: Vec<serde_json::Value> = runs
        .iter()
        .map(|(engine, results, exp)| json_run(engine, results, exp))
        .collect();
    serde_json::to_string_pretty(&serde_json::json!({ "runs": runs })).unwrap_or_default()
}

/// The summary of one run: per suite counts and per test results.
pub fn json(engine: &str, results: &[SuiteResult], exp: &Expectations) -> String {
    json_runs(&[(engine, results, exp)])
}

fn json_run(engine: &str, results: &[SuiteResult], exp: &Expectations) -> serde_json::Value {
    let mut total = Counts::default();
    let suites: Vec<_> = results
        .iter()
        .map(|r| {
            let c = Counts::of(r, exp);
            total.add(&c);
            let tests: Vec<_> = r
                .tests
                .iter()
                .map(|t| {
                    serde_json::json!({
                        "id": t.id,
                        "command": t.command,
                        "expected": t.expected,
                        "answer": t.answer.as_ref().map(|_| t.answer_display()),
                        "pass": t.passed,
                        "class": format!("{:?}", exp.classify(&r.name, t)),
                        "error": t.error,
                        "seconds": t.seconds,
                        "nodes": json_nodes(&t.nodes),
                    })
                })
                .collect();
            let mut v = json_counts(&c);
            v["name"] = serde_json::json!(r.name);
            v["restarts"] = serde_json::json!(r.restarts);
            v["diagnostics"] = serde_json::json!(r
                .diagnostics
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>());
            v["test_results"] = serde_json::json!(tests);
            v
        })
        .collect();
    serde_json::json!({
        "engine": engine,
        "suites": suites,
        "total": json_counts(&total),
    })
}

/// Per-test TSV in the format of `reference-gnugo-3.8.tsv`:
/// suite, test, answer, result (pass/fail), expected.
pub fn tsv(results: &[SuiteResult], answer_column: &str) -> String {
    let mut out = format!("suite\ttest\t{answer_column}\tresult\texpected\n");
    for r in results {
        for t in &r.tests {
            let result = if t.ignored {
                "ignored"
            } else if t.passed {
                "pass"
            } else {
                "fail"
            };
            let _ = writeln!(
                out,
                "{}\t{}\t{}\t{}\t{}",
                r.name,
                t.id,
                t.answer_display().replace('\t', " "),
                result,
                t.expected.as_deref().unwrap_or("")
            );
        }
    }
    out
}

/// `reference-gnugo-3.8.tsv`: suite -> test -> passed.
pub type Reference = BTreeMap<String, BTreeMap<u64, bool>>;

pub fn read_reference(path: &Path) -> Result<Reference, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut map: Reference = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let cols: Vec<&str> = line.split('\t').collect();
        if i == 0 && cols.first() == Some(&"suite") {
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let (Some(suite), Some(id), Some(result)) = (cols.first(), cols.get(1), cols.get(3)) else {
            return Err(format!("{}:{}: expected 5 columns", path.display(), i + 1));
        };
        let id: u64 = id
            .parse()
            .map_err(|_| format!("{}:{}: bad test number `{id}`", path.display(), i + 1))?;
        map.entry(suite.to_string())
            .or_default()
            .insert(id, *result == "pass");
    }
    Ok(map)
}

/// Compare results with the reference: per suite "ours vs reference" pass counts over
/// the tests both have, and the tests whose result differs.
pub fn compare_reference(results: &[SuiteResult], reference: &Reference) -> (String, usize) {
    let mut out = String::new();
    let mut differing_total = 0;
    let _ = writeln!(
        out,
        "{:<16} {:>6} {:>9} {:>9}  differing tests",
        "suite", "tests", "pass", "reference"
    );
    let (mut tn, mut tp, mut tr) = (0, 0, 0);
    for r in results {
        let Some(refs) = reference.get(&r.name) else {
            continue;
        };
        let mut n = 0;
        let mut ours = 0;
        let mut theirs = 0;
        let mut diff = Vec::new();
        for t in r.judged() {
            let Some(&rp) = refs.get(&t.id) else { continue };
            n += 1;
            ours += t.passed as usize;
            theirs += rp as usize;
            if rp != t.passed {
                diff.push(t.id.to_string());
            }
        }
        differing_total += diff.len();
        tn += n;
        tp += ours;
        tr += theirs;
        let _ = writeln!(
            out,
            "{:<16} {:>6} {:>9} {:>9}  {}",
            r.name,
            n,
            ours,
            theirs,
            diff.join(",")
        );
    }
    let _ = writeln!(out, "{:<16} {:>6} {:>9} {:>9}", "total", tn, tp, tr);
    (out, differing_total)
}

/// Side by side: two engines on the same suites.
pub fn compare(
    left_name: &str,
    left: &[SuiteResult],
    right_name: &str,
    right: &[SuiteResult],
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<16} {:>5} | {:>14} {:>8} {:>8} | {:>14} {:>8} {:>8} | {:>9} {:>9}",
        "suite",
        "tests",
        format!("{left_name} pass"),
        "wall s",
        "cpu s",
        format!("{right_name} pass"),
        "wall s",
        "cpu s",
        "wall ratio",
        "cpu ratio"
    );
    let by_name: BTreeMap<&str, &SuiteResult> =
        right.iter().map(|r| (r.name.as_str(), r)).collect();
    let none = Expectations::GnuGoMarks;
    let mut lt = Counts::default();
    let mut rt = Counts::default();
    let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
        (Some(a), Some(b)) if b > 0.0 && a / b >= 0.1 => format!("{:.2}", a / b),
        (Some(a), Some(b)) if b > 0.0 => format!("{:.1e}", a / b),
        _ => "-".to_string(),
    };
    let row = |out: &mut String, name: &str, l: &Counts, r: &Counts| {
        let _ = writeln!(
            out,
            "{:<16} {:>5} | {:>14} {:>8.2} {:>8} | {:>14} {:>8.2} {:>8} | {:>9} {:>9}",
            name,
            l.judged(),
            l.pass_total(),
            l.wall,
            opt_secs(l.cpu),
            r.pass_total(),
            r.wall,
            opt_secs(r.cpu),
            ratio(Some(l.wall), Some(r.wall)),
            ratio(l.cpu, r.cpu)
        );
    };
    for l in left {
        let Some(r) = by_name.get(l.name.as_str()) else {
            continue;
        };
        let lc = Counts::of(l, &none);
        let rc = Counts::of(r, &none);
        lt.add(&lc);
        rt.add(&rc);
        row(&mut out, &l.name, &lc, &rc);
    }
    row(&mut out, "total", &lt, &rt);
    out
}

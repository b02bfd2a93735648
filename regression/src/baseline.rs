//! Our own baseline (a ratchet): `regression/baseline/<suite>.txt` lists the tests of a
//! suite that Tesuji passes. A baseline test that fails is a regression; a test outside
//! the baseline that passes is an unexpected pass, shown so that the baseline can be
//! raised with `cargo run -p regression --profile test -- --update-baseline`.
//!
//! Also here: `regression/slow-suites.txt`, which caps the number of tests `cargo test`
//! runs from a suite (the quick subset).

use crate::runner::{Selection, SuiteResult};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The command that rewrites baselines, for messages.
pub const UPDATE_COMMAND: &str = "cargo run -p regression --profile test -- --update-baseline";

/// The baseline file of a suite.
pub fn path_for(dir: &Path, suite: &str) -> PathBuf {
    dir.join(format!("{suite}.txt"))
}

/// Read a baseline: the ids of the tests we pass. `None` when there is no file.
pub fn read(dir: &Path, suite: &str) -> Result<Option<BTreeSet<u64>>, String> {
    let path = path_for(dir, suite);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    parse(&path, &text).map(Some)
}

/// Parse baseline text: one test number per line, `#` comments.
pub fn parse(path: &Path, text: &str) -> Result<BTreeSet<u64>, String> {
    let mut ids = BTreeSet::new();
    for (i, line) in text.lines().enumerate() {
        let content = line.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let id = content.parse::<u64>().map_err(|_| {
            format!(
                "{}:{}: expected a test number, found `{content}`",
                path.display(),
                i + 1
            )
        })?;
        ids.insert(id);
    }
    Ok(ids)
}

/// The new baseline of a suite after a run: the old one, with every test that ran
/// replaced by its new result. Tests that did not run keep their old status.
pub fn updated(old: &BTreeSet<u64>, result: &SuiteResult) -> BTreeSet<u64> {
    let mut ids = old.clone();
    for t in result.judged() {
        if t.passed {
            ids.insert(t.id);
        } else {
            ids.remove(&t.id);
        }
    }
    ids
}

/// Write a baseline file.
pub fn write(dir: &Path, suite: &str, total: usize, ids: &BTreeSet<u64>) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = path_for(dir, suite);
    let mut text = format!(
        "# Tesuji regression baseline for suite `{suite}`: the tests we pass ({} of {total}).\n\
         # `cargo test -p regression` fails when one of these fails.\n\
         # Rewrite with: {UPDATE_COMMAND} {suite}\n",
        ids.len()
    );
    for id in ids {
        text.push_str(&format!("{id}\n"));
    }
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// `regression/slow-suites.txt`: `suite max-tests` per line. `cargo test` runs at most
/// that many tests of the suite, spread evenly over it; a full run is
/// `TESUJI_REGRESSION_FULL=1 cargo test -p regression` or the command-line runner.
pub fn read_slow_suites(path: &Path) -> Result<BTreeMap<String, usize>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let mut caps = BTreeMap::new();
    for (i, line) in text.lines().enumerate() {
        let content = line.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let mut words = content.split_whitespace();
        let (Some(name), Some(cap), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!(
                "{}:{}: expected `suite max-tests`, found `{content}`",
                path.display(),
                i + 1
            ));
        };
        let cap = cap.parse::<usize>().map_err(|_| {
            format!(
                "{}:{}: `{cap}` is not a number of tests",
                path.display(),
                i + 1
            )
        })?;
        caps.insert(name.to_string(), cap);
    }
    Ok(caps)
}

/// At most `cap` of `ids`, spread evenly (always including the first), deterministic.
pub fn quick_subset(ids: &[u64], cap: usize) -> Selection {
    if cap >= ids.len() {
        return Selection::All;
    }
    let n = ids.len();
    let chosen = (0..cap).map(|k| ids[k * n / cap]).collect();
    Selection::Only(chosen)
}

//! Tesuji's regression harness: runs GNU Go style `.tst` suites (manual, chapter 20)
//! against Tesuji in process or against any external GTP engine, keeps our own baseline
//! of passing tests, and reports in the style of regress.pike.
//!
//! - [`tst`] parses suites; [`session`] talks to engines; [`runner`] runs suites;
//! - [`baseline`] is the ratchet; [`report`] formats results;
//! - [`ci`] is what `cargo test -p regression` runs.

pub mod baseline;
pub mod ci;
pub mod report;
pub mod runner;
pub mod session;
pub mod tst;

use std::path::{Path, PathBuf};

/// Environment variable naming the directory of GNU Go's suites.
pub const GNUGO_SUITES_ENV: &str = "TESUJI_GNUGO_SUITES";

/// The `regression` crate directory.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Our own suites: `regression/suites/*.tst`.
pub fn own_suites_dir() -> PathBuf {
    crate_dir().join("suites")
}

/// Baselines: `regression/baseline/<suite>.txt`.
pub fn baseline_dir() -> PathBuf {
    crate_dir().join("baseline")
}

/// The quick-subset caps: `regression/slow-suites.txt`.
pub fn slow_suites_file() -> PathBuf {
    crate_dir().join("slow-suites.txt")
}

/// Where GNU Go's suites should be: `$TESUJI_GNUGO_SUITES`, else
/// `<workspace>/../shared/gnugo-regression`.
pub fn gnugo_suites_location() -> PathBuf {
    match std::env::var_os(GNUGO_SUITES_ENV) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => crate_dir().join("../../shared/gnugo-regression"),
    }
}

/// GNU Go's suites, when present.
pub fn gnugo_suites_dir() -> Option<PathBuf> {
    let dir = gnugo_suites_location();
    dir.is_dir().then(|| dir.canonicalize().unwrap_or(dir))
}

/// GNU Go 3.8's answers on the shared suites, when present.
pub fn reference_tsv() -> Option<PathBuf> {
    let p = gnugo_suites_dir()?.join("reference-gnugo-3.8.tsv");
    p.is_file().then_some(p)
}

/// The `.tst` files of a directory, sorted by name.
pub fn discover(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "tst"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Find a suite by name (`reading`) or path (`some/dir/x.tst`): our own suites first,
/// then GNU Go's.
pub fn resolve_suite(name: &str) -> Result<PathBuf, String> {
    let as_path = Path::new(name);
    if name.ends_with(".tst") && as_path.is_file() {
        return Ok(as_path.to_path_buf());
    }
    let stem = name.strip_suffix(".tst").unwrap_or(name);
    let mut dirs = vec![own_suites_dir()];
    dirs.extend(gnugo_suites_dir());
    for dir in &dirs {
        let p = dir.join(format!("{stem}.tst"));
        if p.is_file() {
            return Ok(p);
        }
    }
    Err(format!(
        "no suite `{name}` in {}",
        dirs.iter()
            .map(|d| d.display().to_string())
            .collect::<Vec<_>>()
            .join(" or ")
    ))
}

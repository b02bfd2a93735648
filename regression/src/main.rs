//! Command-line regression runner, modelled on GNU Go's regress.pike.
//!
//! ```text
//! cargo run -p regression --release -- [suite[:tests]]...
//! cargo run -p regression --release -- reading:1-20 owl --verbose
//! cargo run -p regression --release -- --engine "/usr/games/gnugo --mode gtp --quiet" --compare
//! cargo run -p regression --profile test -- --update-baseline
//! ```

use clap::Parser;
use regression::baseline;
use regression::report::{self, Counts, Expectations};
use regression::runner::{self, Job, RunOptions, Selection, SuiteResult};
use regression::session::{EngineFactory, ExternalFactory, InProcessFactory};
use regression::tst::Suite;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Duration;

#[derive(Parser, Debug)]
#[command(
    name = "regression",
    about = "Run GTP regression suites (.tst) against Tesuji or an external GTP engine",
    after_help = "SUITES are names (`reading`, our own suites first, then GNU Go's) or paths to .tst \
files, optionally with tests: `strategy:6,13-15,23`. Without SUITES every suite runs.\n\
GNU Go's suites are looked up in $TESUJI_GNUGO_SUITES or <workspace>/../shared/gnugo-regression."
)]
struct Cli {
    /// Suites to run: NAME or PATH.tst, optionally `:6,13-15`.
    suites: Vec<String>,
    /// Run an external GTP engine instead of Tesuji in process (started in the suite's
    /// directory), e.g. "/usr/games/gnugo --mode gtp --quiet".
    #[arg(long, value_name = "CMD")]
    engine: Option<String>,
    /// Run Tesuji in process *and* the --engine on the same tests; print both side by side.
    #[arg(long, requires = "engine")]
    compare: bool,
    /// Print every test's answer, not only unexpected results.
    #[arg(short, long)]
    verbose: bool,
    /// Suites to run in parallel.
    #[arg(short, long, default_value_t = 1)]
    jobs: usize,
    /// Time limit per command in seconds.
    #[arg(long, default_value_t = 60.0)]
    timeout: f64,
    /// Send `set_random_seed N` before every move-generation test unless the suite seeds
    /// itself (default: 0 for Tesuji in process, nothing for --engine), so answers do not
    /// depend on which tests ran before.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// Never reseed the engine between tests.
    #[arg(long, conflicts_with = "seed")]
    no_seed: bool,
    /// Only the quick subset of the suites listed in slow-suites.txt (what `cargo test` runs).
    #[arg(long)]
    quick: bool,
    /// Without SUITES: only our own suites.
    #[arg(long, conflicts_with = "gnugo")]
    own: bool,
    /// Without SUITES: only GNU Go's suites.
    #[arg(long)]
    gnugo: bool,
    /// Judge expected/unexpected by GNU Go's `*` marks instead of our baseline
    /// (the default for --engine).
    #[arg(long)]
    marks: bool,
    /// Rewrite regression/baseline/<suite>.txt from this run (Tesuji in process only).
    #[arg(long, conflicts_with = "engine")]
    update_baseline: bool,
    /// Write a JSON summary (per suite and per test).
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Write per-test TSV in the format of reference-gnugo-3.8.tsv.
    #[arg(long, value_name = "FILE")]
    tsv: Option<PathBuf>,
    /// Compare pass/fail per test with GNU Go 3.8's reference-gnugo-3.8.tsv from the
    /// shared suites (or the file given with --reference-file).
    #[arg(long)]
    reference: bool,
    /// A reference TSV to compare with (implies --reference).
    #[arg(long, value_name = "FILE")]
    reference_file: Option<PathBuf>,
    /// Only parse the suites and report problems (file:line), running nothing.
    #[arg(long)]
    check: bool,
    /// After the run, report per database how often each pattern matched and fired over
    /// the suites run (Tesuji's `pattern_coverage`), and the patterns that never fired.
    #[arg(long, conflicts_with = "engine")]
    pattern_coverage: bool,
}

/// The pattern coverage of a run: per database and pattern, the matches and fires summed
/// over the suites, then the patterns that never fired.
fn coverage_report(results: &[runner::SuiteResult]) -> String {
    let mut sum: std::collections::BTreeMap<(String, String), (u64, u64)> = Default::default();
    for r in results {
        for c in &r.coverage {
            let e = sum
                .entry((c.database.clone(), c.pattern.clone()))
                .or_default();
            e.0 += c.matched;
            e.1 += c.fired;
        }
    }
    let mut out = String::from("pattern coverage (database pattern matched fired)\n");
    for ((db, p), (m, f)) in &sum {
        out.push_str(&format!("{db:10} {p:12} {m:8} {f:8}\n"));
    }
    let mut dbs: Vec<&String> = sum.keys().map(|k| &k.0).collect();
    dbs.dedup();
    for db in dbs {
        let never: Vec<&str> = sum
            .iter()
            .filter(|((d, _), (_, f))| d == db && *f == 0)
            .map(|((_, p), _)| p.as_str())
            .collect();
        let total = sum.keys().filter(|k| &k.0 == db).count();
        out.push_str(&format!(
            "{db}: {} of {total} patterns never fired: {}\n",
            never.len(),
            never.join(" ")
        ));
    }
    out
}

fn build_jobs(cli: &Cli, errors: &mut Vec<String>) -> Vec<Job> {
    let caps = if cli.quick {
        baseline::read_slow_suites(&regression::slow_suites_file()).unwrap_or_else(|e| {
            errors.push(e);
            BTreeMap::new()
        })
    } else {
        BTreeMap::new()
    };
    let mut specs: Vec<(PathBuf, Selection)> = Vec::new();
    if cli.suites.is_empty() {
        let mut dirs = Vec::new();
        if !cli.gnugo {
            dirs.push(regression::own_suites_dir());
        }
        if !cli.own {
            match regression::gnugo_suites_dir() {
                Some(d) => dirs.push(d),
                None => eprintln!(
                    "notice: GNU Go suites not found at {}; skipped",
                    regression::gnugo_suites_location().display()
                ),
            }
        }
        for d in dirs {
            specs.extend(
                regression::discover(&d)
                    .into_iter()
                    .map(|p| (p, Selection::All)),
            );
        }
    } else {
        for spec in &cli.suites {
            // `name:tests`, but a Windows-free world lets `:` mark the test list.
            let (name, tests) = match spec.rsplit_once(':') {
                Some((n, t)) if !t.contains('/') => (n, Some(t)),
                _ => (spec.as_str(), None),
            };
            let sel = match tests.map(Selection::parse).transpose() {
                Ok(s) => s.unwrap_or_default(),
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            };
            match regression::resolve_suite(name) {
                Ok(p) => specs.push((p, sel)),
                Err(e) => errors.push(e),
            }
        }
    }
    let mut jobs = Vec::new();
    for (path, sel) in specs {
        match Suite::load(&path) {
            Err(d) => errors.push(d.to_string()),
            Ok(suite) => {
                let selection = match (&sel, caps.get(&suite.name)) {
                    (Selection::All, Some(&cap)) => {
                        let ids: Vec<u64> = suite.tests().map(|t| t.id).collect();
                        baseline::quick_subset(&ids, cap)
                    }
                    _ => sel,
                };
                jobs.push(Job { suite, selection });
            }
        }
    }
    jobs
}

fn load_baselines(jobs: &[Job]) -> Expectations {
    let mut map = BTreeMap::new();
    for j in jobs {
        match baseline::read(&regression::baseline_dir(), &j.suite.name) {
            Ok(Some(ids)) => {
                map.insert(j.suite.name.clone(), ids);
            }
            Ok(None) => {}
            Err(e) => eprintln!("{e}"),
        }
    }
    Expectations::Baseline(map)
}

/// Run all jobs with one factory, printing suite lines as they finish and a total.
fn run(
    cli: &Cli,
    jobs: &[Job],
    factory: &dyn EngineFactory,
    default_seed: Option<u64>,
    exp: &Expectations,
) -> (Vec<SuiteResult>, Counts) {
    let opts = RunOptions {
        timeout: Duration::from_secs_f64(cli.timeout.max(0.001)),
        seed: if cli.no_seed {
            None
        } else {
            cli.seed.or(default_seed)
        },
        deadline: None,
        pattern_coverage: cli.pattern_coverage,
    };
    println!("== {} ==", factory.label());
    println!("{}", report::header());
    let total = Mutex::new(Counts::default());
    let results = runner::run_jobs(jobs, factory, &opts, cli.jobs, &|r| {
        let c = Counts::of(r, exp);
        total.lock().unwrap_or_else(|e| e.into_inner()).add(&c);
        let details = report::details(r, exp, cli.verbose);
        let mut text = details;
        text.push_str(&report::line(&r.name, &c));
        println!("{text}");
    });
    let total = total.into_inner().unwrap_or_else(|e| e.into_inner());
    println!("{}", report::line("total", &total));
    (results, total)
}

fn write_file(path: &PathBuf, text: &str) {
    if let Err(e) = std::fs::write(path, text) {
        eprintln!("{}: {e}", path.display());
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut errors = Vec::new();
    let jobs = build_jobs(&cli, &mut errors);
    for e in &errors {
        eprintln!("error: {e}");
    }
    if cli.check {
        let mut problems = 0;
        for j in &jobs {
            for d in &j.suite.diagnostics {
                println!("{d}");
                problems += 1;
            }
            println!(
                "{}: {} tests, {} setup commands",
                j.suite.name,
                j.suite.tests().count(),
                j.suite.steps.len() - j.suite.tests().count()
            );
        }
        println!("{} suites, {problems} diagnostics", jobs.len());
        return if errors.is_empty() && jobs.iter().all(|j| j.suite.errors().next().is_none()) {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
    }
    if jobs.is_empty() {
        eprintln!("no suites to run");
        return ExitCode::FAILURE;
    }

    let external = cli
        .engine
        .as_ref()
        .map(|c| ExternalFactory { command: c.clone() });
    let mut regressions = 0;
    let mut primary: Option<(String, Vec<SuiteResult>, Expectations)> = None;
    let mut ours: Option<(Vec<SuiteResult>, Expectations)> = None;

    if external.is_none() || cli.compare {
        let exp = if cli.marks {
            Expectations::GnuGoMarks
        } else {
            load_baselines(&jobs)
        };
        let (results, total) = run(&cli, &jobs, &InProcessFactory, Some(0), &exp);
        if cli.pattern_coverage {
            print!("{}", coverage_report(&results));
        }
        if !cli.marks {
            regressions += total.failed_unexpected;
        }
        if cli.update_baseline {
            for r in &results {
                let old = baseline::read(&regression::baseline_dir(), &r.name)
                    .ok()
                    .flatten()
                    .unwrap_or_default();
                let new = baseline::updated(&old, r);
                let total_tests = r.tests.len() + r.not_run;
                match baseline::write(&regression::baseline_dir(), &r.name, total_tests, &new) {
                    Ok(()) => println!(
                        "baseline {}: {} tests pass (was {})",
                        r.name,
                        new.len(),
                        old.len()
                    ),
                    Err(e) => eprintln!("error: {e}"),
                }
            }
        }
        ours = Some((results.clone(), exp.clone()));
        primary = Some(("tesuji".to_string(), results, exp));
    }
    if let Some(factory) = &external {
        let exp = Expectations::GnuGoMarks;
        let (results, _) = run(&cli, &jobs, factory, None, &exp);
        primary = Some((factory.label(), results, exp));
    }
    let (label, results, exp) = primary.expect("at least one run");

    if let (true, Some((ours, _)), Some(factory)) = (cli.compare, &ours, &external) {
        println!();
        println!("== side by side ==");
        print!(
            "{}",
            report::compare("tesuji", ours, &factory.label(), &results)
        );
    }
    if cli.reference || cli.reference_file.is_some() {
        let path = cli
            .reference_file
            .clone()
            .or_else(regression::reference_tsv);
        match path.map(|p| report::read_reference(&p).map(|r| (p, r))) {
            Some(Ok((p, reference))) => {
                let (text, differing) = report::compare_reference(&results, &reference);
                println!();
                println!("== {label} vs {} ==", p.display());
                print!("{text}");
                println!("{differing} tests differ from the reference");
            }
            Some(Err(e)) => eprintln!("error: {e}"),
            None => eprintln!("error: no reference TSV found"),
        }
    }
    if let Some(path) = &cli.json {
        let mut runs: Vec<(&str, &[SuiteResult], &Expectations)> = Vec::new();
        if let (true, Some((ours, ours_exp))) = (cli.compare, &ours) {
            runs.push(("tesuji", ours, ours_exp));
        }
        runs.push((&label, &results, &exp));
        write_file(path, &report::json_runs(&runs));
    }
    if let Some(path) = &cli.tsv {
        write_file(path, &report::tsv(&results, &format!("{label}_answer")));
    }
    if regressions > 0 {
        eprintln!("{regressions} regressions against the baseline");
        return ExitCode::FAILURE;
    }
    if !errors.is_empty() {
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

//! Runs parsed suites against an engine, one engine per suite, with a time limit per
//! command. A panic or time-out fails that test; the runner starts a fresh engine,
//! replays the commands that define the current position, and goes on.

use crate::session::{EngineFactory, Reply, Session, SessionError};
use crate::tst::{changes_position, resets_position, Diagnostic, Severity, Step, Suite};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The node counters reported per suite, in this order.
pub const COUNTERS: [&str; 3] = ["reading", "owl", "connection"];

/// Which tests of a suite to run. Setup commands always run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Selection {
    #[default]
    All,
    Only(BTreeSet<u64>),
}

impl Selection {
    pub fn contains(&self, id: u64) -> bool {
        match self {
            Selection::All => true,
            Selection::Only(ids) => ids.contains(&id),
        }
    }

    /// Parse `6,13-15,23` as in regress.pike.
    pub fn parse(spec: &str) -> Result<Selection, String> {
        let mut ids = BTreeSet::new();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || format!("bad test list `{spec}`: `{part}` is not N or N-M");
            match part.split_once('-') {
                Some((a, b)) => {
                    let a: u64 = a.trim().parse().map_err(|_| bad())?;
                    let b: u64 = b.trim().parse().map_err(|_| bad())?;
                    if a > b {
                        return Err(bad());
                    }
                    ids.extend(a..=b);
                }
                None => {
                    ids.insert(part.parse().map_err(|_| bad())?);
                }
            }
        }
        Ok(Selection::Only(ids))
    }
}

/// Options for a run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Time limit for each command (setup commands and tests alike).
    pub timeout: Duration,
    /// Send `set_random_seed N` before every move-generation test (`*genmove*`) when the
    /// engine knows the command and the suite does not set a seed itself, so that a
    /// test's answer does not depend on which tests ran before it: a quick subset or
    /// `suite:tests` then gets the answers of the full run.
    pub seed: Option<u64>,
    /// A deadline for the whole run: tests not started by then fail with "time budget
    /// exhausted" instead of running, so a pathologically slow engine fails CI loudly
    /// rather than running for hours.
    pub deadline: Option<Instant>,
    /// At the end of each suite, ask the engine how often each pattern matched and fired
    /// (`pattern_coverage`); the counts land in [`SuiteResult::coverage`].
    pub pattern_coverage: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            timeout: Duration::from_secs(60),
            seed: None,
            deadline: None,
            pattern_coverage: false,
        }
    }
}

/// The outcome of one test.
#[derive(Clone, Debug)]
pub struct TestResult {
    pub id: u64,
    pub line: usize,
    pub command: String,
    /// The `#?` payload as `[regex]`, with `*`/`&` marks; `None` when the test has none.
    pub expected: Option<String>,
    /// GNU Go's records expected this test to fail (`*`). Information only.
    pub gnugo_fails: bool,
    /// `&`: the answer is not judged; the test is neither passed nor failed.
    pub ignored: bool,
    /// The answer text (after `= ` or `? `), when there was one.
    pub answer: Option<String>,
    /// `true` for `=`, `false` for `?`, `None` without an answer.
    pub success: Option<bool>,
    pub passed: bool,
    /// Why the test could not be judged normally (time-out, panic, bad regex, setup
    /// failure…). Such a test has `passed == false`.
    pub error: Option<String>,
    pub seconds: f64,
    pub nodes: [Option<u64>; 3],
}

impl TestResult {
    /// `1 G1`, `?unknown command`, or `-` when there was no answer at all.
    pub fn answer_display(&self) -> String {
        match (&self.answer, self.success) {
            (Some(a), Some(true)) => crate::tst::normalize_answer(a),
            (Some(a), _) => format!("?{}", crate::tst::normalize_answer(a)),
            (None, _) => "-".to_string(),
        }
    }
}

/// The outcome of one suite.
#[derive(Clone, Debug)]
pub struct SuiteResult {
    pub name: String,
    pub path: PathBuf,
    pub engine: String,
    pub tests: Vec<TestResult>,
    /// Tests present in the suite but not selected.
    pub not_run: usize,
    pub wall: f64,
    pub cpu: Option<f64>,
    pub nodes: [Option<u64>; 3],
    pub diagnostics: Vec<Diagnostic>,
    /// Engine restarts after time-outs, panics or deaths.
    pub restarts: usize,
    /// With `RunOptions::pattern_coverage`: per database and pattern, how often it matched
    /// and fired in the engine's last session of the suite (a restart loses the counts
    /// before it).
    pub coverage: Vec<PatternCount>,
}

/// One line of `pattern_coverage`: database, pattern, matches, fires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternCount {
    pub database: String,
    pub pattern: String,
    pub matched: u64,
    pub fired: u64,
}

/// Parse a `pattern_coverage` answer (lines `DATABASE PATTERN MATCHED FIRED`).
pub fn parse_coverage(text: &str) -> Vec<PatternCount> {
    text.lines()
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            match w[..] {
                [d, p, m, f] => Some(PatternCount {
                    database: d.to_string(),
                    pattern: p.to_string(),
                    matched: m.parse().ok()?,
                    fired: f.parse().ok()?,
                }),
                _ => None,
            }
        })
        .collect()
}

impl SuiteResult {
    pub fn passed_ids(&self) -> BTreeSet<u64> {
        self.tests
            .iter()
            .filter(|t| t.passed && !t.ignored)
            .map(|t| t.id)
            .collect()
    }
    pub fn judged(&self) -> impl Iterator<Item = &TestResult> {
        self.tests.iter().filter(|t| !t.ignored)
    }
}

#[derive(Clone, Debug)]
struct Cmd {
    line: usize,
    text: String,
}

impl Cmd {
    fn name(&self) -> &str {
        self.text.split_whitespace().next().unwrap_or("")
    }
}

/// Drop the position commands made obsolete by `new`, a position-resetting command.
fn compact(list: &mut Vec<Cmd>, new: &Cmd) {
    let keep_from = if new.name() == "clear_board" {
        // clear_board keeps the board size set by a preceding boardsize or loadsgf.
        list.iter()
            .rposition(|c| matches!(c.name(), "boardsize" | "loadsgf"))
            .unwrap_or(usize::MAX)
    } else {
        usize::MAX
    };
    let mut i = 0;
    list.retain(|c| {
        let keep = !changes_position(c.name()) || i == keep_from;
        i += 1;
        keep
    });
}

/// The engine of a suite plus its bookkeeping.
struct Live {
    session: Box<dyn Session>,
    /// The engine knows `set_random_seed`.
    seedable: bool,
    counters: [bool; 3],
    last: [u64; 3],
}

struct SuiteRun<'a> {
    suite: &'a Suite,
    factory: &'a dyn EngineFactory,
    opts: &'a RunOptions,
    live: Option<Live>,
    /// Commands that define the engine's state now, in order.
    log: Vec<Cmd>,
    /// Commands not yet sent to the current engine.
    unsent: Vec<Cmd>,
    /// Set when the current position could not be set up.
    broken: Option<String>,
    /// A setup command killed the engine: do not replay until the next reset.
    dead_position: bool,
    cpu: f64,
    cpu_known: bool,
    restarts: usize,
    diagnostics: Vec<Diagnostic>,
    warned_commands: BTreeSet<String>,
    /// The suite sent `set_random_seed` itself: leave the seed alone from then on.
    suite_sets_seed: bool,
}

impl SuiteRun<'_> {
    fn diag(&mut self, line: usize, severity: Severity, message: String) {
        self.diagnostics.push(Diagnostic {
            file: self.suite.path.clone(),
            line,
            severity,
            message,
        });
    }

    /// Make `loadsgf` paths absolute for engines that share our working directory.
    /// `cmd` may start with a test number.
    fn wire(&self, cmd: &str) -> String {
        if !self.factory.needs_absolute_paths() {
            return cmd.to_string();
        }
        let words: Vec<&str> = cmd.split_whitespace().collect();
        let at = usize::from(words.first().is_some_and(|w| w.parse::<u64>().is_ok()));
        if words.get(at) != Some(&"loadsgf") || words.len() <= at + 1 {
            return cmd.to_string();
        }
        let mut out: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        out[at + 1] = absolute(&self.suite.dir.join(words[at + 1]))
            .display()
            .to_string();
        out.join(" ")
    }

    fn drop_live(&mut self) {
        if let Some(mut live) = self.live.take() {
            if let Some(c) = live.session.cpu_seconds() {
                self.cpu += c;
                self.cpu_known = true;
            }
        }
        self.unsent = self.log.clone();
    }

    fn ensure_live(&mut self) -> Result<(), String> {
        if self.live.is_some() {
            return Ok(());
        }
        let mut session = self
            .factory
            .start(&self.suite.dir)
            .map_err(|e| format!("cannot start engine: {e}"))?;
        let timeout = self.opts.timeout;
        // Probe what the engine offers. An engine that cannot even answer these is
        // reported on the test; the next test starts another.
        let mut ask = |q: &str| -> Result<Reply, String> {
            session
                .send(q, timeout)
                .map_err(|e| format!("engine failed at `{q}` right after starting: {e}"))
        };
        let mut counters = [false; 3];
        let mut last = [0u64; 3];
        for (i, name) in COUNTERS.iter().enumerate() {
            let r = ask(&format!("known_command get_{name}_node_counter"))?;
            if r.success && r.text.trim() == "true" {
                let r = ask(&format!("get_{name}_node_counter"))?;
                if let Ok(v) = r.text.trim().parse() {
                    counters[i] = true;
                    last[i] = v;
                }
            }
        }
        let seedable = match self.opts.seed {
            Some(_) => {
                let r = ask("known_command set_random_seed")?;
                r.success && r.text.trim() == "true"
            }
            None => false,
        };
        self.live = Some(Live {
            session,
            seedable,
            counters,
            last,
        });
        self.unsent = self.log.clone();
        Ok(())
    }

    fn send(&mut self, cmd: &str) -> Result<Reply, SessionError> {
        let wire = self.wire(cmd);
        let timeout = self.opts.timeout;
        let live = self.live.as_mut().expect("engine started");
        let r = live.session.send(&wire, timeout);
        if r.is_err() {
            self.restarts += 1;
            self.drop_live();
        }
        r
    }

    /// Record an unnumbered command (or an unselected numbered one that changes the position).
    fn add_setup(&mut self, cmd: Cmd) {
        self.record(cmd.clone());
        self.unsent.push(cmd);
    }

    /// Note in the replay log a command the engine has (or will have) executed.
    fn record(&mut self, cmd: Cmd) {
        if resets_position(cmd.name()) {
            // The engine may still hold state that later commands undo (trymove/popgo),
            // so everything not yet sent is sent in order; only the replay log is compacted.
            compact(&mut self.log, &cmd);
            // A setup command that killed the engine is not replayed past a reset. (A
            // failed setup answer is cleared when the reset is actually sent, in
            // `flush`: setup is sent lazily, so it may be recorded long before.)
            self.dead_position = false;
        }
        self.log.push(cmd);
    }

    /// Send what the engine has not seen yet.
    fn flush(&mut self) {
        while !self.unsent.is_empty() {
            if self.live.is_none() {
                return;
            }
            let cmd = self.unsent.remove(0);
            if resets_position(cmd.name()) {
                self.broken = None;
            }
            if cmd.name() == "loadsgf" {
                if let Some(file) = cmd.text.split_whitespace().nth(1) {
                    let full = self.suite.dir.join(file);
                    if !full.is_file() {
                        self.broken = Some(format!(
                            "{}:{}: missing SGF file {}",
                            self.suite.path.display(),
                            cmd.line,
                            full.display()
                        ));
                        continue;
                    }
                }
            }
            match self.send(&cmd.text) {
                Ok(r) if r.success => {}
                Ok(r) => {
                    if changes_position(cmd.name()) {
                        self.broken = Some(format!(
                            "setup `{}` at line {} failed: {}",
                            cmd.text,
                            cmd.line,
                            r.text.trim()
                        ));
                    } else if self.warned_commands.insert(cmd.name().to_string()) {
                        self.diag(
                            cmd.line,
                            Severity::Warning,
                            format!("setup `{}` answered `? {}`", cmd.text, r.text.trim()),
                        );
                    }
                }
                Err(e) => {
                    self.broken = Some(format!("setup `{}` at line {}: {e}", cmd.text, cmd.line));
                    self.dead_position = true;
                    return;
                }
            }
        }
    }

    /// Reseed the engine before a test (see [`RunOptions::seed`]).
    fn reseed(&mut self, test_command: &str) {
        let (Some(seed), Some(live)) = (self.opts.seed, self.live.as_ref()) else {
            return;
        };
        if live.seedable && !self.suite_sets_seed && test_command.contains("genmove") {
            // A failure here shows up on the test itself.
            let _ = self.send(&format!("set_random_seed {seed}"));
        }
    }

    fn read_counters(&mut self) -> [Option<u64>; 3] {
        let mut out = [None; 3];
        let timeout = self.opts.timeout;
        let Some(live) = self.live.as_mut() else {
            return out;
        };
        for (i, name) in COUNTERS.iter().enumerate() {
            if !live.counters[i] {
                continue;
            }
            if let Ok(r) = live
                .session
                .send(&format!("get_{name}_node_counter"), timeout)
            {
                if let Ok(v) = r.text.trim().parse::<u64>() {
                    out[i] = Some(v.saturating_sub(live.last[i]));
                    live.last[i] = v;
                }
            }
        }
        out
    }
}

/// For a move-generating command that played a move, the `play` that replays it.
pub fn replay_command(command: &str, success: bool, answer: &str) -> Option<String> {
    if !success {
        return None;
    }
    let mut words = command.split_whitespace();
    let color = match words.next()? {
        "genmove" | "kgs-genmove_cleanup" => words.next()?.to_ascii_lowercase(),
        "genmove_black" => "black".to_string(),
        "genmove_white" => "white".to_string(),
        _ => return None,
    };
    let mv = answer.split_whitespace().next()?;
    if mv.eq_ignore_ascii_case("resign") {
        return None;
    }
    Some(format!("play {color} {mv}"))
}

fn absolute(p: &Path) -> PathBuf {
    if p.is_absolute() {
        return p.to_path_buf();
    }
    std::env::current_dir()
        .map(|d| d.join(p))
        .unwrap_or_else(|_| p.to_path_buf())
}

/// Run one suite.
pub fn run_suite(
    suite: &Suite,
    factory: &dyn EngineFactory,
    opts: &RunOptions,
    selection: &Selection,
) -> SuiteResult {
    let started = Instant::now();
    let mut run = SuiteRun {
        suite,
        factory,
        opts,
        live: None,
        log: Vec::new(),
        unsent: Vec::new(),
        broken: None,
        dead_position: false,
        cpu: 0.0,
        cpu_known: false,
        restarts: 0,
        diagnostics: suite.diagnostics.clone(),
        warned_commands: BTreeSet::new(),
        suite_sets_seed: false,
    };
    let mut tests = Vec::new();
    let mut not_run = 0;
    let mut nodes: [Option<u64>; 3] = [None; 3];

    for step in &suite.steps {
        let name = match step {
            Step::Setup { command, .. } => command.split_whitespace().next().unwrap_or(""),
            Step::Test(t) => t.name(),
        };
        if name == "set_random_seed" {
            run.suite_sets_seed = true;
        }
        let t = match step {
            Step::Setup { line, command } => {
                run.add_setup(Cmd {
                    line: *line,
                    text: command.clone(),
                });
                continue;
            }
            Step::Test(t) => t,
        };
        if !selection.contains(t.id) {
            not_run += 1;
            if changes_position(t.name()) {
                run.add_setup(Cmd {
                    line: t.line,
                    text: t.command.clone(),
                });
            }
            continue;
        }
        let t0 = Instant::now();
        let mut result = TestResult {
            id: t.id,
            line: t.line,
            command: t.command.clone(),
            expected: t.expect.as_ref().map(|e| e.bracketed()),
            gnugo_fails: t.expect.as_ref().is_some_and(|e| e.gnugo_fails),
            ignored: t.expect.as_ref().is_some_and(|e| e.ignore),
            answer: None,
            success: None,
            passed: false,
            error: None,
            seconds: 0.0,
            nodes: [None; 3],
        };
        let ready = if opts.deadline.is_some_and(|d| Instant::now() >= d) {
            Err("not run: the time budget of the run was exhausted".to_string())
        } else if run.dead_position {
            Err(run.broken.clone().unwrap_or_default())
        } else {
            run.ensure_live().map(|_| {
                run.flush();
                run.reseed(t.name());
            })
        };
        match ready {
            Err(e) => result.error = Some(e),
            Ok(()) if run.broken.is_some() => result.error = run.broken.clone(),
            Ok(()) if run.live.is_none() => {
                result.error = Some("engine failed while setting up the test".to_string())
            }
            Ok(()) => {
                let line = format!("{} {}", t.id, t.command);
                match run.send(&line) {
                    Ok(reply) => {
                        result.success = Some(reply.success);
                        result.answer = Some(reply.text.clone());
                        match &t.expect {
                            None => {
                                result.error = Some(format!(
                                    "{}:{}: test {} has no `#? [...]` line",
                                    suite.path.display(),
                                    t.line,
                                    t.id
                                ))
                            }
                            Some(e) if e.regex.is_none() => {
                                let msg = suite
                                    .diagnostics_at(e.line)
                                    .map(|d| d.to_string())
                                    .next()
                                    .unwrap_or_else(|| "bad regex".to_string());
                                result.error = Some(msg);
                            }
                            Some(e) => {
                                result.passed =
                                    e.accepts(reply.success, &reply.text).unwrap_or(false);
                            }
                        }
                        if changes_position(t.name()) {
                            // A generated move is replayed as the move it was, so that a
                            // restarted engine gets the same position.
                            let text = replay_command(&t.command, reply.success, &reply.text)
                                .unwrap_or_else(|| t.command.clone());
                            run.record(Cmd { line: t.line, text });
                        }
                        result.nodes = run.read_counters();
                        for (total, n) in nodes.iter_mut().zip(result.nodes) {
                            if let Some(n) = n {
                                *total = Some(total.unwrap_or(0) + n);
                            }
                        }
                    }
                    Err(e) => result.error = Some(e.to_string()),
                }
            }
        }
        result.seconds = t0.elapsed().as_secs_f64();
        tests.push(result);
    }
    let mut coverage = Vec::new();
    if opts.pattern_coverage && run.live.is_some() {
        if let Ok(reply) = run.send("pattern_coverage") {
            if reply.success {
                coverage = parse_coverage(&reply.text);
            }
        }
    }
    run.drop_live();
    SuiteResult {
        name: suite.name.clone(),
        path: suite.path.clone(),
        engine: factory.label(),
        tests,
        not_run,
        wall: started.elapsed().as_secs_f64(),
        cpu: run.cpu_known.then_some(run.cpu),
        nodes,
        diagnostics: run.diagnostics,
        restarts: run.restarts,
        coverage,
    }
}

/// A suite to run, with the tests to run in it.
#[derive(Clone, Debug)]
pub struct Job {
    pub suite: Suite,
    pub selection: Selection,
}

/// Run suites on `jobs` threads. `on_done` is called as each suite finishes (from the
/// worker threads); the results come back in the order of `work`.
pub fn run_jobs(
    work: &[Job],
    factory: &dyn EngineFactory,
    opts: &RunOptions,
    jobs: usize,
    on_done: &(dyn Fn(&SuiteResult) + Sync),
) -> Vec<SuiteResult> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<SuiteResult>>> = Mutex::new(vec![None; work.len()]);
    let threads = jobs.max(1).min(work.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(job) = work.get(i) else { break };
                let r = run_suite(&job.suite, factory, opts, &job.selection);
                on_done(&r);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

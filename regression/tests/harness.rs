//! Unit tests of the harness itself: the `.tst` parser (including malformed input), the
//! runner's handling of errors, time-outs, panics and restarts, the external-engine
//! session, baselines and reports. These use scripted engines, not Tesuji.

use regression::baseline;
use regression::report::{self, Class, Expectations};
use regression::runner::{replay_command, run_jobs, run_suite, Job, RunOptions, Selection};
use regression::session::{
    EngineFactory, ExternalFactory, ExternalSession, Reply, Session, SessionError,
};
use regression::tst::{parse, Severity, Step, Suite};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn suite(text: &str) -> Suite {
    parse(Path::new("/nowhere/demo.tst"), text)
}

/// A fresh temporary directory, removed when the guard drops.
fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("tesuji-regression-{name}-"))
        .tempdir()
        .expect("temp dir")
}

// ------------------------------------------------------------------------------ parser

#[test]
fn parses_tests_setup_and_expectations() {
    let s = suite(
        "# a comment\n\
         loadsgf games/x.sgf 12\n\
         1 attack E3   # trailing comment\n\
         #? [1 (S4|T5)]\n\
         play black C3\n\
         2 gg_genmove black\n\
         #? [!P13]*\n\
         3 reg_genmove white\n\
         #? [.*]&\n",
    );
    let tests: Vec<_> = s.tests().collect();
    assert_eq!(tests.len(), 3);
    assert_eq!(tests[0].id, 1);
    assert_eq!(tests[0].command, "attack E3");
    assert_eq!(tests[0].line, 3);
    let e0 = tests[0].expect.as_ref().expect("expectation");
    assert_eq!(e0.pattern, "1 (S4|T5)");
    assert!(!e0.negate && !e0.gnugo_fails && !e0.ignore);
    assert_eq!(e0.accepts(true, "1 T5"), Some(true));
    assert_eq!(
        e0.accepts(true, "1 T55"),
        Some(false),
        "anchored at the end"
    );
    assert_eq!(
        e0.accepts(true, "11 T5"),
        Some(false),
        "anchored at the start"
    );
    let e1 = tests[1].expect.as_ref().expect("expectation");
    assert!(e1.negate && e1.gnugo_fails && !e1.ignore);
    assert_eq!(e1.accepts(true, "P13"), Some(false));
    assert_eq!(e1.accepts(true, "Q13"), Some(true));
    assert_eq!(e1.accepts(false, "unknown command"), Some(false));
    assert_eq!(e1.bracketed(), "[!P13]*");
    assert!(tests[2].expect.as_ref().expect("expectation").ignore);
    let setups: Vec<_> = s
        .steps
        .iter()
        .filter_map(|st| match st {
            Step::Setup { command, .. } => Some(command.as_str()),
            Step::Test(_) => None,
        })
        .collect();
    assert_eq!(setups, vec!["loadsgf games/x.sgf 12", "play black C3"]);
}

#[test]
fn answers_are_whitespace_normalized_and_errors_match_with_question_mark() {
    let s = suite("1 showboard\n#? [a b c]\n2 play black Z99\n#? [\\?.*]\n");
    let t: Vec<_> = s.tests().collect();
    let e = t[0].expect.as_ref().expect("expectation");
    assert_eq!(e.accepts(true, "  a\n b   c\n\n"), Some(true));
    let e = t[1].expect.as_ref().expect("expectation");
    assert_eq!(e.accepts(false, "illegal move"), Some(true));
    assert_eq!(e.accepts(true, "illegal move"), Some(false));
}

#[test]
fn malformed_input_is_reported_with_file_and_line() {
    let s = suite(
        "#? [orphan]\n\
         1 attack A1\n\
         #? [1 (A2|B1]\n\
         2 defend A1\n\
         3 defend B1\n\
         #? [0]\n\
         #? [0]\n\
         3 attack C3\n\
         #? 0\n\
         4 owl_attack D4\n\
         #? [undecided\n\
         5 owl_attack D5\n\
         #? [0] junk\n\
         loadsgf\n\
         loadsgf games/does-not-exist.sgf\n",
    );
    let at = |line: usize, sev: Severity, needle: &str| {
        assert!(
            s.diagnostics
                .iter()
                .any(|d| d.line == line && d.severity == sev && d.message.contains(needle)),
            "no {sev:?} containing `{needle}` at line {line}: {:#?}",
            s.diagnostics
        );
    };
    at(1, Severity::Error, "without a preceding numbered command");
    at(3, Severity::Error, "does not compile");
    at(4, Severity::Error, "test 2 has no");
    at(7, Severity::Error, "second");
    at(8, Severity::Error, "already used at line 5");
    at(9, Severity::Error, "expected `#? [regex]`");
    at(11, Severity::Warning, "without the closing");
    at(13, Severity::Warning, "junk");
    at(14, Severity::Error, "loadsgf without a file");
    at(15, Severity::Error, "missing SGF file");
    let shown = s.diagnostics[0].to_string();
    assert!(
        shown.starts_with("/nowhere/demo.tst:1: error:"),
        "diagnostic format: {shown}"
    );
    // The unterminated bracket is still usable.
    let t4 = s.tests().find(|t| t.id == 4).expect("test 4");
    let e = t4.expect.as_ref().expect("expectation");
    assert_eq!(e.accepts(true, "undecided"), Some(true));
    // The bad regex leaves the test without a usable regex.
    let t1 = s.tests().find(|t| t.id == 1).expect("test 1");
    assert!(t1.expect.as_ref().expect("expectation").regex.is_none());
}

#[test]
fn unreadable_suite_is_an_error_with_its_path() {
    let err = Suite::load(Path::new("/nonexistent/dir/x.tst")).expect_err("must fail");
    assert!(err.to_string().contains("/nonexistent/dir/x.tst"));
}

#[test]
fn every_gnugo_regex_compiles_when_the_suites_are_present() {
    let Some(dir) = regression::gnugo_suites_dir() else {
        println!("notice: GNU Go suites absent; nothing to check");
        return;
    };
    let mut tests = 0;
    for path in regression::discover(&dir) {
        let s = Suite::load(&path).expect("readable");
        tests += s.tests().count();
        let errors: Vec<String> = s.errors().map(|d| d.to_string()).collect();
        assert!(errors.is_empty(), "{}", errors.join("\n"));
        for t in s.tests() {
            let e = t.expect.as_ref().expect("every GNU Go test has `#?`");
            assert!(e.regex.is_some(), "{}:{}", path.display(), e.line);
        }
    }
    assert!(tests > 1000, "only {tests} tests in {}", dir.display());
}

#[test]
fn selections_parse_like_regress_pike() {
    let s = Selection::parse("6,13-15,23").expect("valid");
    for id in [6, 13, 14, 15, 23] {
        assert!(s.contains(id));
    }
    assert!(!s.contains(7) && !s.contains(16));
    assert!(Selection::parse("5-3").is_err());
    assert!(Selection::parse("x").is_err());
    assert!(Selection::All.contains(12345));
}

// ------------------------------------------------------------------------------ runner

/// A scripted engine: `echo X` answers X, `fail` answers `?`, `hang` times out,
/// `boom` panics, `where` answers the commands received since the last `loadsgf`.
struct Scripted {
    received: Vec<String>,
    starts: Arc<Mutex<usize>>,
}

impl Session for Scripted {
    fn send(&mut self, line: &str, timeout: Duration) -> Result<Reply, SessionError> {
        let mut words: Vec<&str> = line.split_whitespace().collect();
        if words.first().is_some_and(|w| w.parse::<u64>().is_ok()) {
            words.remove(0);
        }
        let ok = |t: String| {
            Ok(Reply {
                success: true,
                text: t,
            })
        };
        match words.first().copied().unwrap_or("") {
            "known_command" => ok((words.get(1) == Some(&"set_random_seed")).to_string()),
            "echo" => ok(words[1..].join(" ")),
            "fail" => Ok(Reply {
                success: false,
                text: "failed on purpose".into(),
            }),
            "hang" => Err(SessionError::Timeout(timeout)),
            "boom" => Err(SessionError::Panic("boom".into())),
            "starts" => ok(self
                .starts
                .lock()
                .map(|n| n.to_string())
                .unwrap_or_default()),
            "where" => {
                let since = self
                    .received
                    .iter()
                    .rposition(|c| c.starts_with("loadsgf"))
                    .unwrap_or(0);
                ok(self.received[since..].join(";"))
            }
            _ => {
                self.received.push(words.join(" "));
                ok(String::new())
            }
        }
    }
    fn cpu_seconds(&mut self) -> Option<f64> {
        Some(0.0)
    }
}

#[derive(Default)]
struct ScriptedFactory {
    starts: Arc<Mutex<usize>>,
}

impl EngineFactory for ScriptedFactory {
    fn start(&self, _dir: &Path) -> Result<Box<dyn Session>, String> {
        *self.starts.lock().map_err(|e| e.to_string())? += 1;
        Ok(Box::new(Scripted {
            received: Vec::new(),
            starts: Arc::clone(&self.starts),
        }))
    }
    fn label(&self) -> String {
        "scripted".into()
    }
    fn needs_absolute_paths(&self) -> bool {
        false
    }
}

/// A suite in a temporary directory with two games; the guard keeps the files.
fn with_games(text: &str) -> (tempfile::TempDir, Suite) {
    let tmp = temp_dir("games");
    let dir = tmp.path();
    std::fs::create_dir_all(dir.join("games")).expect("dir");
    std::fs::write(dir.join("games/a.sgf"), "(;SZ[9])").expect("sgf");
    std::fs::write(dir.join("games/b.sgf"), "(;SZ[9])").expect("sgf");
    let path = dir.join("scripted.tst");
    std::fs::write(&path, text).expect("tst");
    let suite = Suite::load(&path).expect("load");
    (tmp, suite)
}

#[test]
fn time_outs_and_panics_fail_one_test_and_the_position_is_replayed() {
    let (_tmp, s) = with_games(
        "loadsgf games/a.sgf\n\
         play black C3\n\
         1 echo ok\n\
         #? [ok]\n\
         2 hang\n\
         #? [.*]\n\
         3 where\n\
         #? [loadsgf games/a.sgf;play black C3]\n\
         play white D4\n\
         4 boom\n\
         #? [.*]\n\
         5 where\n\
         #? [loadsgf games/a.sgf;play black C3;play white D4]\n\
         6 starts\n\
         #? [3]\n",
    );
    let f = ScriptedFactory::default();
    let r = run_suite(&s, &f, &RunOptions::default(), &Selection::All);
    let by_id = |id: u64| r.tests.iter().find(|t| t.id == id).expect("test");
    assert!(by_id(1).passed);
    assert!(!by_id(2).passed);
    assert!(by_id(2).error.as_deref().unwrap_or("").contains("time-out"));
    assert!(by_id(3).passed, "replayed: {:?}", by_id(3).answer);
    assert!(!by_id(4).passed);
    assert!(by_id(4).error.as_deref().unwrap_or("").contains("panicked"));
    assert!(by_id(5).passed, "replayed: {:?}", by_id(5).answer);
    assert!(by_id(6).passed, "engine starts: {:?}", by_id(6).answer);
    assert_eq!(r.restarts, 2);
}

#[test]
fn missing_sgf_and_failed_setup_fail_the_tests_of_that_position_only() {
    let (_tmp, s) = with_games(
        "loadsgf games/missing.sgf\n\
         1 echo a\n\
         #? [a]\n\
         loadsgf games/a.sgf\n\
         fail\n\
         2 echo b\n\
         #? [b]\n\
         loadsgf games/b.sgf\n\
         3 echo c\n\
         #? [c]\n\
         4 echo d\n\
         #? [(d]\n\
         5 echo e\n\
         #? [e]\n",
    );
    assert!(s
        .diagnostics
        .iter()
        .any(|d| d.line == 1 && d.message.contains("missing SGF")));
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &Selection::All,
    );
    let by_id = |id: u64| r.tests.iter().find(|t| t.id == id).expect("test");
    let e1 = by_id(1).error.clone().unwrap_or_default();
    assert!(
        e1.contains("scripted.tst:1") && e1.contains("missing SGF"),
        "{e1}"
    );
    // `fail` is not a position command: a warning, not a broken position.
    assert!(by_id(2).passed);
    assert!(r
        .diagnostics
        .iter()
        .any(|d| d.line == 5 && d.severity == Severity::Warning));
    assert!(by_id(3).passed);
    assert!(!by_id(4).passed);
    assert!(by_id(4)
        .error
        .as_deref()
        .unwrap_or("")
        .contains("does not compile"));
    assert!(by_id(5).passed, "the suite goes on after a bad regex");
}

#[test]
fn failed_position_command_breaks_the_position_until_the_next_loadsgf() {
    let (_tmp2, s2) = with_games(
        "loadsgf games/a.sgf\n\
         play fail\n\
         1 echo a\n\
         #? [a]\n\
         loadsgf games/b.sgf\n\
         2 echo b\n\
         #? [b]\n",
    );
    struct FailPlay(ScriptedFactory);
    struct FailPlaySession(Box<dyn Session>);
    impl Session for FailPlaySession {
        fn send(&mut self, line: &str, timeout: Duration) -> Result<Reply, SessionError> {
            if line.starts_with("play") {
                return Ok(Reply {
                    success: false,
                    text: "illegal move".into(),
                });
            }
            self.0.send(line, timeout)
        }
        fn cpu_seconds(&mut self) -> Option<f64> {
            None
        }
    }
    impl EngineFactory for FailPlay {
        fn start(&self, dir: &Path) -> Result<Box<dyn Session>, String> {
            Ok(Box::new(FailPlaySession(self.0.start(dir)?)))
        }
        fn label(&self) -> String {
            "failplay".into()
        }
        fn needs_absolute_paths(&self) -> bool {
            false
        }
    }
    let r = run_suite(
        &s2,
        &FailPlay(ScriptedFactory::default()),
        &RunOptions::default(),
        &Selection::All,
    );
    let t1 = &r.tests[0];
    assert!(!t1.passed);
    assert!(
        t1.error.as_deref().unwrap_or("").contains("line 2"),
        "{:?}",
        t1.error
    );
    assert!(r.tests[1].passed);
}

#[test]
fn selection_runs_only_chosen_tests_but_all_setup() {
    let (_tmp, s) = with_games(
        "loadsgf games/a.sgf\n\
         1 echo a\n\
         #? [a]\n\
         2 play black C3\n\
         #? []\n\
         3 where\n\
         #? [loadsgf games/a.sgf;play black C3]\n",
    );
    let sel = Selection::parse("3").expect("valid");
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &sel,
    );
    assert_eq!(r.tests.len(), 1);
    assert_eq!(r.not_run, 2);
    assert!(r.tests[0].passed, "{:?}", r.tests[0].answer);
}

#[test]
fn parallel_jobs_return_results_in_order() {
    let jobs: Vec<Job> = (0..5)
        .map(|i| Job {
            suite: parse(
                Path::new(&format!("/nowhere/s{i}.tst")),
                &format!("1 echo {i}\n#? [{i}]\n"),
            ),
            selection: Selection::All,
        })
        .collect();
    let seen = Mutex::new(0);
    let results = run_jobs(
        &jobs,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        3,
        &|_| *seen.lock().expect("lock") += 1,
    );
    assert_eq!(*seen.lock().expect("lock"), 5);
    let names: Vec<_> = results.iter().map(|r| r.name.clone()).collect();
    assert_eq!(names, vec!["s0", "s1", "s2", "s3", "s4"]);
    assert!(results.iter().all(|r| r.tests[0].passed));
}

// ------------------------------------------------------------------------------ external

fn fake_engine(dir: &Path) -> String {
    let script = dir.join("fake-gtp.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\n\
         while read -r id cmd rest; do\n\
           case \"$cmd\" in\n\
             quit) printf '=%s\\n\\n' \"$id\"; exit 0;;\n\
             sleep) sleep 5; printf '=%s late\\n\\n' \"$id\";;\n\
             lines) printf '=%s first\\nsecond\\n\\n' \"$id\";;\n\
             bad) printf '?%s unknown command\\n\\n' \"$id\";;\n\
             pwd) printf '=%s %s\\n\\n' \"$id\" \"$(pwd)\";;\n\
             *) printf '=%s %s\\n\\n' \"$id\" \"$rest\";;\n\
           esac\n\
         done\n",
    )
    .expect("script");
    format!("sh {}", script.display())
}

#[test]
fn external_engine_sessions_parse_answers_and_time_out() {
    let tmp = temp_dir("external");
    let dir = tmp.path();
    let cmd = fake_engine(dir);
    let mut s = ExternalSession::start(&cmd, dir).expect("start");
    let t = Duration::from_secs(10);
    let r = s.send("7 echo hello world", t).expect("answer");
    assert_eq!(
        r,
        Reply {
            success: true,
            text: "hello world".into()
        }
    );
    let r = s.send("8 lines", t).expect("answer");
    assert_eq!(r.text, "first\nsecond");
    let r = s.send("9 bad", t).expect("answer");
    assert!(!r.success);
    assert_eq!(r.text, "unknown command");
    let r = s.send("10 pwd", t).expect("answer");
    assert_eq!(
        Path::new(&r.text).canonicalize().expect("path"),
        dir.canonicalize().expect("path"),
        "runs in the suite directory"
    );
    let e = s
        .send("11 sleep", Duration::from_millis(300))
        .expect_err("time-out");
    assert!(matches!(e, SessionError::Timeout(_)));
    assert!(matches!(
        s.send("12 echo again", t),
        Err(SessionError::Died(_))
    ));
}

#[test]
fn external_engine_that_cannot_start_fails_its_tests_and_the_suite_goes_on() {
    let f = ExternalFactory {
        command: "/nonexistent/engine --gtp".into(),
    };
    let s = suite("1 echo a\n#? [a]\n2 echo b\n#? [b]\n");
    let r = run_suite(&s, &f, &RunOptions::default(), &Selection::All);
    assert_eq!(r.tests.len(), 2);
    assert!(r.tests.iter().all(|t| !t.passed && t.error.is_some()));
}

#[test]
fn external_engine_runs_a_suite() {
    let tmp = temp_dir("external-suite");
    let dir = tmp.path();
    let f = ExternalFactory {
        command: fake_engine(dir),
    };
    let s = parse(
        &dir.join("ext.tst"),
        "1 echo a\n#? [a]\n2 sleep\n#? [late]\n3 echo c\n#? [c]\n4 bad\n#? [!x]\n",
    );
    let opts = RunOptions {
        timeout: Duration::from_millis(500),
        seed: None,
        deadline: None,
        pattern_coverage: false,
    };
    let r = run_suite(&s, &f, &opts, &Selection::All);
    let passed: Vec<bool> = r.tests.iter().map(|t| t.passed).collect();
    assert_eq!(passed, vec![true, false, true, false]);
    assert_eq!(r.restarts, 1);
    assert!(r.cpu.is_some());
}

// ------------------------------------------------------------------------------ baseline

#[test]
fn baseline_round_trip_and_update_keeps_tests_not_run() {
    let tmp = temp_dir("baseline");
    let dir = tmp.path();
    let ids = [1u64, 5, 7].into_iter().collect();
    baseline::write(dir, "demo", 10, &ids).expect("write");
    let back = baseline::read(dir, "demo").expect("read").expect("exists");
    assert_eq!(back, ids);
    assert!(baseline::read(dir, "absent").expect("read").is_none());
    let s = suite("5 echo no\n#? [yes]\n6 echo yes\n#? [yes]\n");
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &Selection::All,
    );
    let new = baseline::updated(&back, &r);
    assert_eq!(new, [1u64, 6, 7].into_iter().collect());
    let bad = baseline::parse(Path::new("b.txt"), "1\nx2\n").expect_err("bad line");
    assert!(bad.contains("b.txt:2"));
}

#[test]
fn quick_subset_is_spread_and_deterministic() {
    let ids: Vec<u64> = (1..=100).collect();
    let Selection::Only(a) = baseline::quick_subset(&ids, 10) else {
        panic!("expected a subset");
    };
    assert_eq!(a.len(), 10);
    assert!(a.contains(&1) && a.contains(&91));
    assert_eq!(baseline::quick_subset(&ids, 200), Selection::All);
    let tmp = temp_dir("slow");
    let dir = tmp.path();
    let p = dir.join("slow-suites.txt");
    std::fs::write(&p, "# comment\nowl 20\nnngs 5 # genmove\n").expect("write");
    let caps = baseline::read_slow_suites(&p).expect("parse");
    assert_eq!(caps.get("owl"), Some(&20));
    assert_eq!(caps.get("nngs"), Some(&5));
    std::fs::write(&p, "owl twenty\n").expect("write");
    assert!(baseline::read_slow_suites(&p)
        .expect_err("bad")
        .contains(":1:"));
}

#[test]
fn classification_against_baseline_and_marks() {
    let s = suite("1 echo a\n#? [a]\n2 echo a\n#? [b]*\n3 echo a\n#? [a]*\n4 echo a\n#? [b]\n");
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &Selection::All,
    );
    let marks = Expectations::GnuGoMarks;
    let classes: Vec<Class> = r.tests.iter().map(|t| marks.classify("demo", t)).collect();
    assert_eq!(
        classes,
        vec![
            Class::Passed,
            Class::Failed,
            Class::PassedUnexpected,
            Class::FailedUnexpected
        ]
    );
    let base = Expectations::Baseline(
        [("demo".to_string(), [2u64, 3].into_iter().collect())]
            .into_iter()
            .collect(),
    );
    let classes: Vec<Class> = r.tests.iter().map(|t| base.classify("demo", t)).collect();
    assert_eq!(
        classes,
        vec![
            Class::PassedUnexpected,
            Class::FailedUnexpected,
            Class::Passed,
            Class::Failed
        ]
    );
    let c = report::Counts::of(&r, &marks);
    assert_eq!(
        (c.passed, c.passed_unexpected, c.failed, c.failed_unexpected),
        (1, 1, 1, 1)
    );
    let line = report::line("demo", &c);
    assert!(line.starts_with("demo"), "{line}");
    let tsv = report::tsv(std::slice::from_ref(&r), "answer");
    assert!(tsv
        .lines()
        .nth(1)
        .expect("row")
        .starts_with("demo\t1\ta\tpass\t[a]"));
    let json: serde_json::Value =
        serde_json::from_str(&report::json("scripted", std::slice::from_ref(&r), &marks))
            .expect("valid json");
    assert_eq!(json["runs"][0]["engine"], "scripted");
    assert_eq!(json["runs"][0]["total"]["passed"], 1);
    assert_eq!(json["runs"][0]["suites"][0]["FAILED"], 1);
}

#[test]
fn reference_comparison_counts_differences() {
    let tmp = temp_dir("reference");
    let dir = tmp.path();
    let p = dir.join("ref.tsv");
    std::fs::write(
        &p,
        "suite\ttest\tgnugo_3.8_answer\tresult\texpected\ndemo\t1\ta\tpass\t[a]\ndemo\t2\ta\tpass\t[a]\n",
    )
    .expect("write");
    let reference = report::read_reference(&p).expect("parse");
    let s = suite("1 echo a\n#? [a]\n2 echo b\n#? [a]\n");
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &Selection::All,
    );
    let (text, differing) = report::compare_reference(std::slice::from_ref(&r), &reference);
    assert_eq!(differing, 1, "{text}");
    assert!(text.contains("demo"));
}

#[test]
fn tests_after_the_deadline_fail_without_running() {
    let s = suite("1 echo a\n#? [a]\n2 echo b\n#? [b]\n");
    let opts = RunOptions {
        deadline: Some(std::time::Instant::now()),
        ..RunOptions::default()
    };
    let r = run_suite(&s, &ScriptedFactory::default(), &opts, &Selection::All);
    assert_eq!(r.tests.len(), 2);
    for t in &r.tests {
        assert!(!t.passed);
        assert!(t.answer.is_none());
        assert!(t.error.as_deref().unwrap_or("").contains("budget"));
    }
}

#[test]
fn move_generation_tests_are_reseeded_unless_the_suite_seeds_itself() {
    let (_tmp, s) = with_games(
        "loadsgf games/a.sgf\n\
         1 reg_genmove black\n\
         #? [.*]\n\
         2 where\n\
         #? [loadsgf games/a.sgf;set_random_seed 7;reg_genmove black]\n\
         set_random_seed 3\n\
         3 reg_genmove black\n\
         #? [.*]\n\
         4 where\n\
         #? [loadsgf games/a.sgf;set_random_seed 7;reg_genmove black;set_random_seed 3;reg_genmove black]\n",
    );
    let opts = RunOptions {
        seed: Some(7),
        ..RunOptions::default()
    };
    let r = run_suite(&s, &ScriptedFactory::default(), &opts, &Selection::All);
    for t in &r.tests {
        assert!(t.passed, "test {}: {:?}", t.id, t.answer);
    }
}

#[test]
fn generated_moves_are_replayed_as_plays() {
    assert_eq!(
        replay_command("genmove b", true, "D4"),
        Some("play b D4".to_string())
    );
    assert_eq!(
        replay_command("genmove_white", true, "PASS"),
        Some("play white PASS".to_string())
    );
    assert_eq!(replay_command("genmove black", true, "resign"), None);
    assert_eq!(replay_command("genmove black", false, "illegal"), None);
    assert_eq!(replay_command("play black D4", true, ""), None);
}

#[test]
fn a_broken_position_in_tests_not_run_does_not_fail_later_tests() {
    let (_tmp, s) = with_games(
        "loadsgf games/missing.sgf\n\
         1 echo a\n\
         #? [a]\n\
         loadsgf games/a.sgf\n\
         2 echo b\n\
         #? [b]\n",
    );
    let sel = Selection::parse("2").expect("valid");
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &sel,
    );
    assert_eq!(r.tests.len(), 1);
    assert!(r.tests[0].passed, "{:?}", r.tests[0].error);
    let r = run_suite(
        &s,
        &ScriptedFactory::default(),
        &RunOptions::default(),
        &Selection::All,
    );
    assert!(!r.tests[0].passed && r.tests[1].passed);
}

#[test]
fn pattern_coverage_answers_parse_and_junk_lines_are_skipped() {
    let c = regression::runner::parse_coverage("attack A6 2 1\ndefense D2 10 4\nnot a line\n");
    assert_eq!(c.len(), 2);
    assert_eq!(
        (
            c[0].database.as_str(),
            c[0].pattern.as_str(),
            c[0].matched,
            c[0].fired
        ),
        ("attack", "A6", 2, 1)
    );
    assert_eq!((c[1].matched, c[1].fired), (10, 4));
}

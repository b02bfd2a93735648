//! A seeded property test of the GTP command layer: thousands of random commands (valid
//! names with random, valid and invalid arguments, random bytes, trymove/popgo sequences,
//! undo, loadsgf of good and bad files, board size changes). After every command: no panic,
//! a response for every line that is not empty after preprocessing, and the board
//! invariants hold. trymove/popgo sequences must restore the hash exactly.

use gtp_cli::protocol::preprocess;
use gtp_cli::session::run_gtp;
use gtp_cli::GtpEngine;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

const LETTERS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Commands we know and want hit often.
const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "fixed_handicap",
    "place_free_handicap",
    "set_free_handicap",
    "final_score",
    "final_status_list",
    "time_settings",
    "time_left",
    "showboard",
    "loadsgf",
    "reg_genmove",
    "query_boardsize",
    "get_komi",
    "black",
    "white",
    "color",
    "list_stones",
    "countlib",
    "findlib",
    "accuratelib",
    "accurate_approxlib",
    "is_legal",
    "all_legal",
    "captures",
    "last_move",
    "move_history",
    "trymove",
    "tryko",
    "popgo",
    "invariant_hash",
    "printsgf",
    "echo",
    "help",
    "set_random_seed",
    "get_random_seed",
    "cputime",
    "kgs-genmove_cleanup",
    "gg-undo",
    "get_handicap",
    "quit",
];

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

struct Fuzzer {
    rng: StdRng,
    size: usize,
    extra_commands: Vec<String>,
    files: Vec<String>,
}

impl Fuzzer {
    fn vertex(&mut self) -> String {
        let r = self.rng.gen_range(0..100);
        if r < 75 {
            let n = self.size;
            let j = self.rng.gen_range(0..n);
            let i = self.rng.gen_range(1..=n);
            let c = LETTERS[j] as char;
            if self.rng.gen_bool(0.3) {
                format!("{}{i}", c.to_ascii_lowercase())
            } else {
                format!("{c}{i}")
            }
        } else if r < 82 {
            ["pass", "PASS", "Pass"][self.rng.gen_range(0..3)].to_string()
        } else {
            // Off the board or malformed.
            let bad = [
                "I5",
                "Z99",
                "A0",
                "A26",
                "T20",
                "a",
                "5",
                "",
                "AA1",
                "A-1",
                "A1A",
                "j19x",
                "tt",
                "A99999999999999999999",
                "\u{e9}5",
            ];
            bad[self.rng.gen_range(0..bad.len())].to_string()
        }
    }

    fn color(&mut self) -> String {
        let all = [
            "b", "w", "black", "white", "B", "W", "BLACK", "White", "empty", "x", "", "bw",
        ];
        let k = if self.rng.gen_bool(0.85) {
            self.rng.gen_range(0..8)
        } else {
            self.rng.gen_range(0..all.len())
        };
        all[k].to_string()
    }

    fn int(&mut self) -> String {
        match self.rng.gen_range(0..10) {
            0 => "-1".into(),
            1 => "99999999999999999999999".into(),
            2 => "x".into(),
            3 => "1.5".into(),
            4 => format!("{}", self.rng.gen_range(0..1000)),
            _ => format!("{}", self.rng.gen_range(0..12)),
        }
    }

    fn word(&mut self) -> String {
        match self.rng.gen_range(0..8) {
            0 => self.vertex(),
            1 => self.color(),
            2 => self.int(),
            3 => format!("{:.2}", self.rng.gen_range(-100.0..100.0f64)),
            4 => ["nan", "inf", "-inf", "1e40", "alive", "dead", "seki", "#"]
                [self.rng.gen_range(0..8)]
            .to_string(),
            5 => {
                let len = self.rng.gen_range(0..12);
                (0..len)
                    .map(|_| self.rng.gen_range(0x21u8..0x7f) as char)
                    .collect()
            }
            6 => COMMANDS[self.rng.gen_range(0..COMMANDS.len())].to_string(),
            _ => String::new(),
        }
    }

    /// Arguments for a command: mostly what it expects, sometimes anything.
    fn args(&mut self, cmd: &str) -> String {
        // Never let random input write files.
        if cmd.eq_ignore_ascii_case("printsgf") {
            return String::new();
        }
        if self.rng.gen_bool(0.15) {
            let n = self.rng.gen_range(0..4);
            return (0..n).map(|_| self.word()).collect::<Vec<_>>().join(" ");
        }
        match cmd {
            "play" | "is_legal" | "trymove" | "tryko" | "accuratelib" | "accurate_approxlib" => {
                format!("{} {}", self.color(), self.vertex())
            }
            "black" | "white" | "color" | "countlib" | "findlib" => self.vertex(),
            "genmove"
            | "reg_genmove"
            | "kgs-genmove_cleanup"
            | "list_stones"
            | "captures"
            | "all_legal" => self.color(),
            "boardsize" => {
                if self.rng.gen_bool(0.8) {
                    [1, 2, 3, 5, 7, 9, 9, 9, 13, 19, 25][self.rng.gen_range(0..11)].to_string()
                } else {
                    self.int()
                }
            }
            "komi" => format!("{:.1}", self.rng.gen_range(-20.0..20.0f64)),
            "fixed_handicap" | "place_free_handicap" | "gg-undo" | "set_random_seed" => self.int(),
            "set_free_handicap" => {
                let n = self.rng.gen_range(0..6);
                (0..n).map(|_| self.vertex()).collect::<Vec<_>>().join(" ")
            }
            "final_status_list" => {
                ["alive", "dead", "seki", "ALIVE", "x", ""][self.rng.gen_range(0..6)].to_string()
            }
            "time_settings" => format!("{} {} {}", self.int(), self.int(), self.int()),
            "time_left" => format!("{} {} {}", self.color(), self.int(), self.int()),
            "loadsgf" => {
                let f = if self.rng.gen_bool(0.8) {
                    self.files[self.rng.gen_range(0..self.files.len())].clone()
                } else {
                    self.word()
                };
                match self.rng.gen_range(0..4) {
                    0 => f,
                    1 => format!("{f} {}", self.int()),
                    2 => format!("{f} {}", self.vertex()),
                    _ => format!("{f} {}", self.word()),
                }
            }
            "known_command" => self.word(),
            _ => {
                let n = self.rng.gen_range(0..3);
                (0..n).map(|_| self.word()).collect::<Vec<_>>().join(" ")
            }
        }
    }

    /// One random input line.
    fn line(&mut self) -> String {
        let r = self.rng.gen_range(0..100);
        if r < 4 {
            // Random bytes, decoded as a session would.
            let len = self.rng.gen_range(0..200);
            let bytes: Vec<u8> = (0..len)
                .map(|_| self.rng.gen::<u8>())
                .filter(|&b| b != b'\n')
                .collect();
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        if r < 8 {
            // Random printable junk.
            let len = self.rng.gen_range(0..40);
            return (0..len)
                .map(|_| self.rng.gen_range(0x20u8..0x7f) as char)
                .collect();
        }
        let cmd = if r < 10 && !self.extra_commands.is_empty() {
            self.extra_commands[self.rng.gen_range(0..self.extra_commands.len())].clone()
        } else if r < 40 {
            [
                "play", "play", "trymove", "popgo", "undo", "is_legal", "genmove",
            ][self.rng.gen_range(0..7)]
            .to_string()
        } else {
            COMMANDS[self.rng.gen_range(0..COMMANDS.len())].to_string()
        };
        let cmd = if self.rng.gen_bool(0.1) {
            cmd.to_ascii_uppercase()
        } else {
            cmd
        };
        let mut line = String::new();
        if self.rng.gen_bool(0.2) {
            line.push_str(&format!("{} ", self.rng.gen_range(0..100_000)));
        }
        line.push_str(&cmd);
        let args = self.args(&cmd);
        if !args.is_empty() {
            line.push(if self.rng.gen_bool(0.1) { '\t' } else { ' ' });
            line.push_str(&args);
        }
        if self.rng.gen_bool(0.03) {
            line.push_str(" # comment");
        }
        if self.rng.gen_bool(0.02) {
            line.push('\r');
        }
        line
    }
}

/// Send one line and check the properties.
fn step(e: &mut GtpEngine, line: &str, slowest: &mut (Duration, String)) -> bool {
    let t = Instant::now();
    let r = e.handle_line(line);
    let dt = t.elapsed();
    if dt > slowest.0 {
        *slowest = (dt, line.chars().take(80).collect());
    }
    let blank = preprocess(line).trim().is_empty();
    match &r {
        None => assert!(blank, "no response to {line:?}"),
        Some(resp) => {
            assert!(!blank, "response to an empty line {line:?}");
            let wire = resp.to_wire();
            assert!(wire.ends_with("\n\n"));
            assert!(
                !wire[..wire.len() - 2].contains("\n\n"),
                "blank line inside the response to {line:?}: {wire:?}"
            );
            assert!(
                !resp.text.starts_with("internal error"),
                "a command panicked: {line:?}"
            );
        }
    }
    if let Err(m) = e.game().board.check_invariants() {
        panic!("invariants broken after {line:?}: {m}");
    }
    r.is_some_and(|r| r.success)
}

/// The files in the package directory (random input must not write any there).
fn package_files() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(env!("CARGO_MANIFEST_DIR"))
        .unwrap()
        .map(|d| d.unwrap().path())
        .collect();
    v.sort();
    v
}

/// An engine with the lightest budgets (level 1: shallow reading and a small owl node
/// limit; few Monte Carlo playouts): the fuzzer checks that every command answers and keeps
/// the engine sound, not how well it reads, and this test runs unoptimised.
fn light_engine() -> GtpEngine {
    GtpEngine::with_options(engine::EngineOptions {
        level: 1,
        mc_playouts: 100,
        mc_max_time: Some(0.5),
        ..Default::default()
    })
}

fn fuzz(seed: u64, steps: usize) {
    let files_before = package_files();
    let mut files: Vec<String> = std::fs::read_dir(data(""))
        .unwrap()
        .map(|d| d.unwrap().path().to_str().unwrap().to_string())
        .collect();
    files.sort();
    files.push("/nonexistent/file.sgf".into());
    files.push(data(""));
    let mut e = light_engine();
    let extra: Vec<String> = e
        .handle_line("list_commands")
        .unwrap()
        .text
        .lines()
        .filter(|c| !COMMANDS.contains(c))
        // Unbounded depth increases would only test patience.
        .filter(|c| !c.contains("increase_depths") && *c != "echo_err")
        .map(str::to_string)
        .collect();
    let mut f = Fuzzer {
        rng: StdRng::seed_from_u64(seed),
        size: 19,
        extra_commands: extra,
        files,
    };
    let mut slowest = (Duration::ZERO, String::new());
    let mut k = 0;
    let (mut successes, mut max_pushed, mut stones) = (0, 0, 0);
    while k < steps {
        f.size = e.game().size();
        // Now and then a trymove/popgo sequence that must restore the position exactly.
        if f.rng.gen_range(0..40) == 0 {
            let depth0 = e.game().board.stackp();
            let hash0 = e.game().board.hash();
            let caps0 = (
                e.handle_line("captures black").unwrap().text,
                e.handle_line("captures white").unwrap().text,
            );
            let n = f.rng.gen_range(1..30);
            let mut pushed = 0;
            for _ in 0..n {
                let cmd = if f.rng.gen_bool(0.8) {
                    "trymove"
                } else {
                    "tryko"
                };
                let line = format!("{cmd} {} {}", f.color(), f.vertex());
                step(&mut e, &line, &mut slowest);
                k += 1;
                if e.game().board.stackp() > depth0 + pushed {
                    pushed += 1;
                }
            }
            assert_eq!(e.game().board.stackp(), depth0 + pushed);
            max_pushed = max_pushed.max(pushed);
            for _ in 0..pushed {
                step(&mut e, "popgo", &mut slowest);
                k += 1;
            }
            assert_eq!(
                e.game().board.hash(),
                hash0,
                "trymove/popgo changed the hash"
            );
            assert_eq!(e.handle_line("captures black").unwrap().text, caps0.0);
            assert_eq!(e.handle_line("captures white").unwrap().text, caps0.1);
            continue;
        }
        let line = f.line();
        if step(&mut e, &line, &mut slowest) {
            successes += 1;
        }
        let (b, w) = e.game().board.stone_counts();
        stones = stones.max(b + w);
        k += 1;
    }
    // The input must reach real positions, not only error paths.
    assert!(successes > steps / 4, "only {successes} commands succeeded");
    assert!(
        max_pushed >= 5,
        "trymove sequences too shallow ({max_pushed})"
    );
    assert!(
        stones >= 10,
        "positions too small ({stones} stones at most)"
    );
    assert_eq!(package_files(), files_before, "random input wrote files");
    // Nothing may take long: "never hangs".
    assert!(
        slowest.0 < Duration::from_secs(5),
        "slowest command took {:?}: {}",
        slowest.0,
        slowest.1
    );
}

/// Random lines per seed. Scoring and analysis commands take most of the time (owl on every
/// dragon, Monte Carlo for the analysis interval), so this is what bounds the test's run time.
const FUZZ_STEPS: usize = 12_000;

#[test]
fn random_commands_seed_1() {
    fuzz(1, FUZZ_STEPS);
}

#[test]
fn random_commands_seed_2() {
    fuzz(2, FUZZ_STEPS);
}

#[test]
fn random_commands_seed_3() {
    fuzz(0x5eed_cafe, FUZZ_STEPS);
}

/// The same kind of input as one byte stream through `run_gtp`: one framed response per
/// non-empty line, and the session survives to the end.
#[test]
fn random_session_stream() {
    let mut rng = StdRng::seed_from_u64(99);
    let mut f = Fuzzer {
        rng: StdRng::seed_from_u64(100),
        size: 9,
        extra_commands: Vec::new(),
        files: vec![data("game9.sgf"), data("bad_notsgf.sgf")],
    };
    let mut input = Vec::new();
    let mut expected = 0;
    input.extend_from_slice(b"boardsize 9\n");
    expected += 1;
    for _ in 0..2000 {
        let line = f.line();
        if line.to_ascii_lowercase().contains("quit") || line.contains("boardsize") {
            continue;
        }
        if !preprocess(&line).trim().is_empty() {
            expected += 1;
        }
        input.extend_from_slice(line.as_bytes());
        input.push(b'\n');
        if rng.gen_bool(0.01) {
            // Raw invalid UTF-8 bytes in the stream.
            input.extend_from_slice(b"play b \xff\xfe\x80\n");
            expected += 1;
        }
    }
    input.extend_from_slice(b"4242 protocol_version\n");
    expected += 1;
    let mut e = light_engine();
    let mut out = Vec::new();
    run_gtp(&mut e, &input[..], &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.ends_with("=4242 2\n\n"));
    // Responses never contain blank lines, so blank lines count them.
    let responses = out.trim_end_matches('\n').split("\n\n").count();
    assert_eq!(responses, expected);
    e.game().board.check_invariants().unwrap();
}

//! The `tesuji` binary: GTP on piped input, `--gtp-input`, `-l/-L`, board size and komi
//! options, `--help`, `--version`, bad options, and the ascii mode.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn tesuji() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tesuji"))
}

/// Run `tesuji ARGS` with `input` on stdin.
fn run(args: &[&str], input: &str) -> Output {
    let mut child = tesuji()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start tesuji");
    {
        let mut stdin = child.stdin.take().unwrap();
        // The program may stop reading early (quit); a broken pipe is fine then.
        let _ = stdin.write_all(input.as_bytes());
    }
    child.wait_with_output().expect("wait for tesuji")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file with `content` in a fresh temporary directory, removed when the guard drops.
fn temp_file(name: &str, content: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, content).unwrap();
    (dir, path)
}

#[test]
fn gtp_mode_on_piped_input() {
    let o = run(
        &["--mode", "gtp"],
        "1 protocol_version\n2 play b d4\n\n# comment\n3 list_stones black\n4 foo\nquit\nname\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "=1 2\n\n=2 \n\n=3 D4\n\n?4 unknown command\n\n= \n\n"
    );
}

#[test]
fn gtp_is_the_default_when_stdin_is_not_a_terminal() {
    let o = run(&[], "query_boardsize\n");
    assert!(o.status.success());
    assert_eq!(stdout(&o), "= 19\n\n");
}

#[test]
fn gtp_session_ends_at_end_of_input_without_quit() {
    let o = run(&["--mode", "gtp"], "play b d4\nlist_stones black");
    assert!(o.status.success());
    assert_eq!(stdout(&o), "= \n\n= D4\n\n");
}

#[test]
fn gtp_input_file() {
    let (_dir, f) = temp_file(
        "cmds.gtp",
        "boardsize 9\nplay b e5\n10 list_stones black\nquit\n",
    );
    let o = tesuji()
        .args(["--mode", "gtp", "--gtp-input", f.to_str().unwrap()])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "= \n\n= \n\n=10 E5\n\n= \n\n");

    let o = tesuji()
        .args(["--mode", "gtp", "--gtp-input", "/nonexistent/cmds.gtp"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("/nonexistent/cmds.gtp"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn infile_and_until() {
    let file = data("game9.sgf");
    let cmds = "list_stones black\nlist_stones white\nmove_history\nget_komi\nquery_boardsize\n";
    // -L 3: stop before move 3.
    let o = run(&["--mode", "gtp", "-l", &file, "-L", "3"], cmds);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "= E5\n\n= G7\n\n= white G7\nblack E5\n\n=  6.5\n\n= 9\n\n"
    );
    // Long options and a vertex: stop before the first move at G3.
    let o = run(&["--mode", "gtp", "--infile", &file, "--until", "G3"], cmds);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("= C7 D6 E5 C3\n\n= G7 F6 G5 E3\n\n"));
    // Without -L: the whole game.
    let o = run(&["--mode", "gtp", "-l", &file], "list_stones white\n");
    assert_eq!(stdout(&o), "= F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2\n\n");
    // --komi after -l overrides the file's komi.
    let o = run(
        &["--mode", "gtp", "-l", &file, "--komi", "0.5"],
        "get_komi\n",
    );
    assert_eq!(stdout(&o), "=  0.5\n\n");
}

#[test]
fn infile_errors() {
    let o = run(&["--mode", "gtp", "-l", "/nonexistent/x.sgf"], "name\n");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("/nonexistent/x.sgf"), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    let o = run(&["--mode", "gtp", "-l", &data("bad_notsgf.sgf")], "name\n");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("bad_notsgf.sgf"), "{}", stderr(&o));
    let o = run(
        &["--mode", "gtp", "-l", &data("game9.sgf"), "-L", "Z99"],
        "",
    );
    assert!(!o.status.success());
    assert!(stderr(&o).contains("Z99"), "{}", stderr(&o));
    // -L needs -l.
    let o = run(&["--mode", "gtp", "-L", "3"], "name\n");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--until"), "{}", stderr(&o));
}

#[test]
fn boardsize_and_komi_options() {
    let o = run(
        &["--mode", "gtp", "--boardsize", "9", "--komi", "5.5"],
        "query_boardsize\nget_komi\nplay b j9\nplay b k9\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "= 9\n\n=  5.5\n\n= \n\n? invalid color or coordinate\n\n"
    );
    let o = run(&["--mode", "gtp", "--komi", "-7.5"], "get_komi\n");
    assert_eq!(stdout(&o), "= -7.5\n\n");
    let o = run(&["--mode", "gtp", "--boardsize", "25"], "query_boardsize\n");
    assert_eq!(stdout(&o), "= 25\n\n");
    for bad in ["26", "0", "x"] {
        let o = run(&["--mode", "gtp", "--boardsize", bad], "query_boardsize\n");
        assert!(!o.status.success(), "--boardsize {bad}");
        assert!(stderr(&o).contains("boardsize"), "{}", stderr(&o));
        assert_eq!(stdout(&o), "");
    }
    let o = run(&["--mode", "gtp", "--komi", "abc"], "");
    assert!(!o.status.success());
    // Handicap from the command line goes through fixed_handicap.
    let o = run(
        &["--mode", "gtp", "--boardsize", "9", "--handicap", "5"],
        "list_stones black\n",
    );
    assert_eq!(stdout(&o), "= C7 G7 E5 C3 G3\n\n");
    let o = run(&["--mode", "gtp", "--handicap", "1"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("invalid handicap"), "{}", stderr(&o));
}

#[test]
fn help_and_version() {
    let o = tesuji().arg("--help").output().unwrap();
    assert!(o.status.success());
    let out = stdout(&o);
    for opt in [
        "--mode",
        "--boardsize",
        "--komi",
        "--gtp-input",
        "--infile",
        "--until",
    ] {
        assert!(out.contains(opt), "--help lacks {opt}");
    }
    let o = tesuji().arg("--version").output().unwrap();
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains(env!("CARGO_PKG_VERSION")), "{out}");
    assert!(out.starts_with("tesuji"), "{out}");
}

#[test]
fn invalid_options_fail_with_a_message() {
    for args in [
        &["--bogus"][..],
        &["--mode", "chess"],
        &["--boardsize"],
        &["-Q"],
        &["extra-positional"],
    ] {
        let o = run(args, "name\n");
        assert!(!o.status.success(), "{args:?} should fail");
        assert_eq!(stdout(&o), "", "{args:?}");
        let err = stderr(&o);
        assert!(err.contains("error"), "{args:?}: {err}");
        assert!(
            err.contains("Usage") || err.contains("--help"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn ascii_mode_with_piped_moves() {
    let o = run(
        &["--mode", "ascii", "--boardsize", "9", "--color", "black"],
        "e5\nzz\ne5\n\nquit\nd4\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    // The board is drawn, with coordinates and our stone.
    assert!(out.contains("A B C D E F G H J"), "{out}");
    assert!(out.contains(" 9 ") && out.contains(" 1 "), "{out}");
    assert!(out.contains('X'), "{out}");
    // The engine answered.
    assert!(out.contains("(white) plays"), "{out}");
    // A bad input and an illegal move get clear messages.
    assert!(out.contains("Cannot understand 'zz'"), "{out}");
    assert!(out.contains("Illegal move E5"), "{out}");
    // quit ended the game: the D4 after it was never played.
    let boards = out.matches("A B C D E F G H J").count();
    assert!(boards >= 4, "{out}");
    let last = out.rsplit("A B C D E F G H J").nth(1).unwrap();
    assert!(!last.contains(" 4  . . . X") && !last.contains(" 4 . . . X"));

    // Playing White: the engine moves first.
    let o = run(
        &["--mode", "ascii", "--boardsize", "9", "--color", "white"],
        "quit\n",
    );
    assert!(o.status.success());
    assert!(stdout(&o).contains("(black) plays"));

    // help, score and save answer; a saved game is SGF with the moves played.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("ascii.sgf");
    let o = run(
        &["--mode", "ascii", "--boardsize", "9"],
        &format!("help\ne5\nscore\nsave {}\nquit\n", file.display()),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("save FILE") && out.contains("undo"), "{out}");
    assert!(
        out.contains("Score now (Japanese rules, komi 0): "),
        "{out}"
    );
    assert!(out.contains("Game saved to"), "{out}");
    let sgf = std::fs::read_to_string(&file).unwrap();
    assert!(
        sgf.starts_with("(;FF[4]") && sgf.contains(";B[ee]"),
        "{sgf}"
    );

    // End of input ends the game too.
    let o = run(&["--mode", "ascii", "--boardsize", "9"], "e5\n");
    assert!(o.status.success());

    // A bad colour is refused.
    let o = run(&["--mode", "ascii", "--color", "green"], "quit\n");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--color"), "{}", stderr(&o));
}

#[test]
fn pattern_matches_on_a_loaded_position() {
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../regression/suites/games/reading/ladder.sgf"
    );
    let o = run(&["-l", game, "--pattern-matches", "attack black K9"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "A6 at K8 orientation 5 move K9 constraint true: lib(J9)=2\n"
    );
    let o = run(&["-l", game, "--pattern-matches", "nope black"], "");
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("unknown database 'nope'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn ascii_mode_game_can_end_by_passing() {
    // Two passes end the game with a result.
    let mut input = String::new();
    for _ in 0..200 {
        input.push_str("pass\n");
    }
    let o = run(&["--mode", "ascii", "--boardsize", "5"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("Game over. Result: "), "{out}");
}

/// `--mc-load-patterns FILE` compiles a monte_carlo database at run time: its policy is
/// listed first and plays; a pattern error names file:line:column and stops the program.
#[test]
fn mc_load_patterns_reads_a_database_at_run_time() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let good = dir.join("edge_policy.db");
    // Playouts avoid the first line (value 0) when anything else is open.
    std::fs::write(&good, "Pattern E1\n\n???\n?*?\n---\n\n:0\n").unwrap();
    let good_s = good.display().to_string();
    let o = run(&["--mc-load-patterns", &good_s, "--mc-list-patterns"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().next(), Some("edge_policy"));
    let o = run(
        &[
            "--mode",
            "gtp",
            "--monte-carlo",
            "--playouts",
            "100",
            "--mc-load-patterns",
            &good_s,
        ],
        "boardsize 5\ngenmove b\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("= "), "{}", stdout(&o));

    let bad = dir.join("bad_policy.db");
    std::fs::write(&bad, "Pattern X\n\n?O?\nO*Q\n?O?\n\n:0\n").unwrap();
    let bad_s = bad.display().to_string();
    let o = run(&["--mc-load-patterns", &bad_s, "--mode", "gtp"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{bad_s}:4:3")),
        "{}",
        stderr(&o)
    );
    let missing = dir.join("missing.db").display().to_string();
    let o = run(&["--mc-load-patterns", &missing], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains(&missing), "{}", stderr(&o));
}

/// `--threads N` runs the Monte Carlo search on N threads: a move comes back; 0 is refused.
#[test]
fn monte_carlo_threads_option() {
    let o = run(
        &[
            "--mode",
            "gtp",
            "--boardsize",
            "7",
            "--monte-carlo",
            "--playouts",
            "400",
            "--threads",
            "2",
        ],
        "play b d4\ngenmove w\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        regex::Regex::new(r"^= \n\n= ([A-HJ][1-7]|PASS)\n\n$")
            .unwrap()
            .is_match(&out),
        "{out}"
    );
    let o = run(&["--mode", "gtp", "--threads", "0"], "name\n");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("threads"), "{}", stderr(&o));
}

/// `--resign-below P`: in Monte Carlo mode `genmove` answers `resign` (playing nothing) when
/// the game is lost, and plays on when it is not; `kgs-genmove_cleanup` never resigns; the
/// option takes a probability.
#[test]
fn resign_below_resigns_lost_games_only() {
    let mc = [
        "--mode",
        "gtp",
        "--monte-carlo",
        "--playouts",
        "500",
        "--resign-below",
        "0.2",
    ];
    // White owns every line of a 5x5 board: black cannot win.
    let lost = "boardsize 5\nkomi 0\nplay w a1\nplay w b2\nplay w c3\nplay w d4\nplay w e5\n\
                play w a3\nplay w c1\nplay w e3\nplay w c5\n";
    let o = run(&mc, &format!("{lost}genmove b\nmove_history\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("= resign\n"), "{out}");
    // Nothing was played for black.
    assert!(!out.contains("black"), "{out}");
    let o = run(&mc, &format!("{lost}kgs-genmove_cleanup b\n"));
    assert!(!stdout(&o).contains("resign"), "{}", stdout(&o));
    // The empty board is no lost game.
    let o = run(&mc, "boardsize 5\nkomi 0\ngenmove b\n");
    assert!(!stdout(&o).contains("resign"), "{}", stdout(&o));
    // Monte Carlo is the default on small boards; --no-monte-carlo turns it off (and with
    // it the resignation), --monte-carlo with it is refused.
    let o = run(
        &[
            "--mode",
            "gtp",
            "--playouts",
            "500",
            "--resign-below",
            "0.2",
        ],
        &format!(
            "{lost}genmove b
"
        ),
    );
    assert!(
        stdout(&o).contains(
            "= resign
"
        ),
        "{}",
        stdout(&o)
    );
    let o = run(
        &["--mode", "gtp", "--no-monte-carlo", "--resign-below", "0.2"],
        &format!(
            "{lost}genmove b
"
        ),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stdout(&o).contains("resign"), "{}", stdout(&o));
    let o = run(&["--monte-carlo", "--no-monte-carlo"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("cannot be used with"), "{}", stderr(&o));
    let o = run(&["--resign-below", "2"], "");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("from 0 to 1"), "{}", stderr(&o));
}

/// GTP `play` lines for a 9x9 position given as rows from the top (X black, O white).
fn position9(rows: &[&str]) -> String {
    let mut s = String::from("boardsize 9\nclear_board\n");
    for (i, row) in rows.iter().enumerate() {
        for (j, c) in row.chars().enumerate() {
            let color = match c {
                'X' => "b",
                'O' => "w",
                _ => continue,
            };
            let col = (b'A' + j as u8 + u8::from(j >= 8)) as char;
            s += &format!("play {color} {col}{}\n", 9 - i);
        }
    }
    s
}

/// `--mc-games-per-level N` and `--mc-max-nodes N`: a Monte Carlo move comes back with
/// them; the playouts per level do not go with `--playouts`, and neither takes 0.
#[test]
fn monte_carlo_games_per_level_and_node_limit_options() {
    let o = run(
        &[
            "--mode",
            "gtp",
            "--boardsize",
            "7",
            "--monte-carlo",
            "--level",
            "2",
            "--mc-games-per-level",
            "150",
            "--mc-max-nodes",
            "500",
        ],
        "play b d4\ngenmove w\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        regex::Regex::new(r"^= \n\n= ([A-HJ][1-7]|PASS)\n\n$")
            .unwrap()
            .is_match(&out),
        "{out}"
    );
    let o = run(
        &["--mc-games-per-level", "10", "--playouts", "100"],
        "name\n",
    );
    assert!(!o.status.success());
    assert!(stderr(&o).contains("cannot be used with"), "{}", stderr(&o));
    for opt in ["--mc-games-per-level", "--mc-max-nodes"] {
        let o = run(&["--mode", "gtp", opt, "0"], "name\n");
        assert!(!o.status.success(), "{opt} 0");
        assert!(stderr(&o).contains(opt), "{}", stderr(&o));
    }
}

/// In Monte Carlo mode `final_status_list` and `final_score` take the dead stones from the
/// playouts' ownership, and after the opponent's pass `genmove` passes when that ends the
/// game with a win under the game's counting (the playouts count area, where filling one's
/// own territory costs nothing; here it would cost a point a stone).
#[test]
fn monte_carlo_final_status_and_passing_when_ahead() {
    let mc = [
        "--mode",
        "gtp",
        "--monte-carlo",
        "--playouts",
        "400",
        "--max-time",
        "60",
    ];
    let dead = position9(&[
        ".........", //
        "..O..X...", //
        ".....X...", //
        "XXXXXXXXX", //
        "OOOOOOOOO", //
        ".........", //
        "...X.....", //
        ".........", //
        ".........",
    ]);
    let o = run(
        &mc,
        &format!("{dead}final_status_list dead\nfinal_status_list alive\nfinal_score\n"),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let answers: Vec<&str> = out.split("\n\n").collect();
    let n = answers.len();
    assert_eq!(answers[n - 4], "= C8\nD3", "{out}");
    assert_eq!(answers[n - 3].lines().count(), 2, "two walls alive: {out}");
    // Japanese counting, komi 0: Black 25 and a prisoner, White 36 and a prisoner.
    assert_eq!(answers[n - 2], "= W+11.0", "{out}");

    let ahead = position9(&[
        ".........", //
        ".........", //
        ".........", //
        ".........", //
        "XXXXXXXXX", //
        "OOOOOOOOO", //
        ".........", //
        ".........", //
        ".........",
    ]);
    let o = run(&mc, &format!("{ahead}komi 7\nplay w pass\ngenmove b\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).ends_with("= PASS\n\n"), "{}", stdout(&o));
    // Behind (White gets 20 komi), Black plays on.
    let o = run(&mc, &format!("{ahead}komi 20\nplay w pass\ngenmove b\n"));
    assert!(!stdout(&o).ends_with("= PASS\n\n"), "{}", stdout(&o));
}

/// `--owl-node-limit N` bounds each owl search (GNU Go's option; 1000 at level 10): an
/// open group that the default search reads to its limit stops at the smaller one. The
/// limit takes no 0.
#[test]
fn owl_node_limit_option() {
    let position = "boardsize 9\nplay b e5\nplay w c5\nplay b d4\nplay w g5\nplay b e3\n\
                    play w e7\nplay b f6\nplay w d6\nplay w g4\nplay w f3\n";
    let nodes = |args: &[&str]| -> u64 {
        let mut full = vec!["--mode", "gtp"];
        full.extend_from_slice(args);
        let o = run(
            &full,
            &format!("{position}owl_attack e5\nget_owl_node_counter\n"),
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        let last = out.trim_end().lines().last().unwrap_or("").to_string();
        last.trim_start_matches("= ").parse().expect(&out)
    };
    let default = nodes(&[]);
    let limited = nodes(&["--owl-node-limit", "10"]);
    assert!(limited <= 10, "{limited} owl nodes with a limit of 10");
    assert!(default > 100, "the default search read {default} nodes");
    let o = run(&["--mode", "gtp", "--owl-node-limit", "0"], "name\n");
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--owl-node-limit"), "{}", stderr(&o));
}

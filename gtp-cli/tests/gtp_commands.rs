//! Every GTP command of the foundation issue with its normal answers and its failure
//! messages, and the protocol framing (ids, case, comments, tabs, control characters, blank
//! lines, response termination, over-long lines, binary input, `quit`).
//!
//! The expected strings were checked against GNU Go 3.8 (`gnugo --mode gtp`) on the same
//! input when the tests were written; GNU Go is not needed to run them. Where we differ on
//! purpose, the test says so.

use gtp_cli::session::run_gtp;
use gtp_cli::{EngineOptions, GtpEngine, GtpResponse};

fn send(e: &mut GtpEngine, line: &str) -> GtpResponse {
    let r = e
        .handle_line(line)
        .unwrap_or_else(|| panic!("no response to {line:?}"));
    e.game()
        .board
        .check_invariants()
        .unwrap_or_else(|m| panic!("invariants broken after {line:?}: {m}"));
    r
}

/// Send a command that must succeed; returns the response text.
fn ok(e: &mut GtpEngine, line: &str) -> String {
    let r = send(e, line);
    assert!(r.success, "{line:?} failed: {}", r.text);
    r.text
}

/// Send a command that must fail; returns the error message.
fn fail(e: &mut GtpEngine, line: &str) -> String {
    let r = send(e, line);
    assert!(!r.success, "{line:?} succeeded: {}", r.text);
    r.text
}

/// Run a whole session over a byte buffer and return what was written.
fn session(input: &[u8]) -> String {
    let mut e = GtpEngine::new();
    let mut out = Vec::new();
    run_gtp(&mut e, input, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn engine9() -> GtpEngine {
    let mut e = GtpEngine::new();
    ok(&mut e, "boardsize 9");
    e
}

/// An engine with the lightest budgets (level 1, few Monte Carlo playouts), for tests about
/// what commands do to the position rather than how well `genmove` plays.
fn light_engine() -> GtpEngine {
    GtpEngine::with_options(EngineOptions {
        level: 1,
        mc_playouts: 100,
        ..Default::default()
    })
}

fn play_all(e: &mut GtpEngine, moves: &str) {
    for m in moves.split(',') {
        ok(e, &format!("play {}", m.trim()));
    }
}

// ------------------------------------------------------------------ protocol framing

#[test]
fn ids_are_echoed_on_success_and_failure() {
    let mut e = GtpEngine::new();
    let r = send(&mut e, "1 protocol_version");
    assert_eq!(r.id, Some(1));
    assert_eq!(r.to_wire(), "=1 2\n\n");
    assert_eq!(send(&mut e, "protocol_version").to_wire(), "= 2\n\n");
    assert_eq!(send(&mut e, "5 foo").to_wire(), "?5 unknown command\n\n");
    assert_eq!(send(&mut e, "foo").to_wire(), "? unknown command\n\n");
    assert_eq!(send(&mut e, "17 clear_board").to_wire(), "=17 \n\n");
    assert_eq!(
        send(&mut e, "42 play b z99").to_wire(),
        "?42 invalid color or coordinate\n\n"
    );
    assert_eq!(send(&mut e, "0 name").id, Some(0));
    assert_eq!(
        send(&mut e, "123456789 protocol_version").to_wire(),
        "=123456789 2\n\n"
    );
}

#[test]
fn id_without_command_gets_an_error_with_the_id() {
    let mut e = GtpEngine::new();
    let r = send(&mut e, "7");
    assert!(!r.success);
    assert_eq!(r.id, Some(7));
    // An id too large for an integer is refused, not a panic.
    let r = send(&mut e, "99999999999999999999999999 protocol_version");
    assert!(!r.success);
    assert_eq!(ok(&mut e, "protocol_version"), "2");
}

#[test]
fn commands_and_vertices_are_case_insensitive() {
    // The issue asks for case-insensitive commands (GNU Go itself is case-sensitive here).
    let mut e = engine9();
    ok(&mut e, "PLAY B D4");
    ok(&mut e, "Play White e5");
    ok(&mut e, "play BLACK c3");
    assert_eq!(ok(&mut e, "LIST_STONES black"), "D4 C3");
    assert_eq!(ok(&mut e, "list_stones WHITE"), "E5");
    assert_eq!(ok(&mut e, "color d4"), "black");
    assert_eq!(ok(&mut e, "COLOR E5"), "white");
    assert_eq!(ok(&mut e, "known_command PLAY"), "true");
    ok(&mut e, "play w PASS");
    ok(&mut e, "play b Pass");
    assert_eq!(ok(&mut e, "last_move"), "black PASS");
}

#[test]
fn comments_blank_lines_tabs_and_control_characters() {
    let mut e = GtpEngine::new();
    assert!(e.handle_line("").is_none());
    assert!(e.handle_line("   ").is_none());
    assert!(e.handle_line("\t \t").is_none());
    assert!(e.handle_line("# a comment").is_none());
    assert!(e.handle_line("   # indented comment").is_none());
    assert!(e.handle_line("\x01\x02\x7f").is_none());
    assert_eq!(ok(&mut e, "protocol_version # trailing comment"), "2");
    assert_eq!(send(&mut e, "3 protocol_version#x").to_wire(), "=3 2\n\n");
    // Tabs separate words like spaces.
    ok(&mut e, "play\tb\tD4");
    ok(&mut e, "4\tplay\tw \t Q16");
    assert_eq!(ok(&mut e, "list_stones black"), "D4");
    assert_eq!(ok(&mut e, "list_stones white"), "Q16");
    // Control characters other than HT and LF are removed.
    assert_eq!(ok(&mut e, "proto\x01col_ver\x1bsion"), "2");
    assert_eq!(ok(&mut e, "protocol_version\r"), "2");
    ok(&mut e, "play b\x00 c3");
    assert_eq!(ok(&mut e, "color c3"), "black");
    // A comment hides what follows, even a command.
    assert!(e.handle_line("#play b e5").is_none());
    assert_eq!(ok(&mut e, "color e5"), "empty");
}

#[test]
fn session_over_bytes_terminates_every_response_with_a_blank_line() {
    let input =
        b"1 protocol_version\n\n# comment\n  \n2 name\r\n3 play b d4\n4 list_stones black\n\
                  5 showboard\n6 foo\nplay\tw\tq16\n7 list_stones white\n";
    let out = session(input);
    assert!(out.ends_with("\n\n"));
    let responses: Vec<&str> = out.trim_end_matches('\n').split("\n\n").collect();
    assert_eq!(responses.len(), 8, "{out}");
    assert_eq!(responses[0], "=1 2");
    assert!(responses[1].starts_with("=2 "));
    assert_eq!(responses[2], "=3 ");
    assert_eq!(responses[3], "=4 D4");
    assert!(responses[4].starts_with("=5 \n   A B C"));
    assert_eq!(responses[5], "?6 unknown command");
    assert_eq!(responses[6], "= ");
    assert_eq!(responses[7], "=7 Q16");
}

#[test]
fn input_without_final_newline_is_answered() {
    assert_eq!(session(b"protocol_version"), "= 2\n\n");
    assert_eq!(session(b""), "");
    assert_eq!(session(b"\n\n\n# only comments\n"), "");
}

#[test]
fn quit_stops_the_session() {
    assert_eq!(session(b"quit\nprotocol_version\n"), "= \n\n");
    assert_eq!(
        session(b"protocol_version\n7 quit\nprotocol_version\n"),
        "= 2\n\n=7 \n\n"
    );
    // GNU Go ignores arguments of quit.
    assert_eq!(session(b"QUIT now\nname\n"), "= \n\n");
    let mut e = GtpEngine::new();
    let r = send(&mut e, "quit");
    assert!(r.success && r.quit);
    assert!(e.quit_requested());
}

#[test]
fn ten_megabyte_line_is_refused_and_the_session_goes_on() {
    let mut input = Vec::new();
    input.extend_from_slice(b"play b ");
    input.resize(input.len() + (10 << 20), b'a');
    input.extend_from_slice(b"\n1 protocol_version\n2 play b d4\n3 list_stones black\n");
    let out = session(&input);
    assert_eq!(
        out,
        "? command line too long\n\n=1 2\n\n=2 \n\n=3 D4\n\n",
        "{}",
        &out[..out.len().min(200)]
    );
    // The same through handle_line directly.
    let mut e = GtpEngine::new();
    let long = format!("play b {}", "d4 ".repeat(4 << 20));
    let r = send(&mut e, &long);
    assert!(!r.success);
    assert_eq!(e.game().board.stone_counts(), (0, 0));
    assert_eq!(ok(&mut e, "protocol_version"), "2");
}

#[test]
fn long_line_of_spaces_and_arguments() {
    // Long, but under the limit: answered normally.
    let mut e = GtpEngine::new();
    let line = format!("echo {}", "x ".repeat(100_000));
    let r = send(&mut e, &line);
    assert!(r.success);
    let line = format!("play b d4 {}", "junk ".repeat(100_000));
    ok(&mut e, &line);
    assert_eq!(ok(&mut e, "list_stones black"), "D4");
}

#[test]
fn binary_garbage_and_non_utf8_get_errors_and_the_session_goes_on() {
    let mut input = Vec::new();
    // A pseudo-random binary blob, without newlines so it is one "line" per 1000 bytes.
    let mut x: u32 = 12345;
    for k in 0..20_000 {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let b = (x >> 16) as u8;
        input.push(if k % 1000 == 999 { b'\n' } else { b });
    }
    input.extend_from_slice(b"\nplay b \xff\xfe\n");
    input.extend_from_slice(b"\xc3\x28 protocol_version\n");
    input.extend_from_slice(b"77 protocol_version\n");
    let out = session(&input);
    assert!(out.ends_with("=77 2\n\n"), "{out:?}");
    assert!(out.contains("? invalid color or coordinate\n\n"));
    // Every response is framed.
    for resp in out.trim_end_matches('\n').split("\n\n") {
        assert!(
            resp.starts_with('=') || resp.starts_with('?'),
            "bad response {resp:?}"
        );
    }
}

#[test]
fn unknown_commands() {
    let mut e = GtpEngine::new();
    assert_eq!(fail(&mut e, "foo"), "unknown command");
    assert_eq!(fail(&mut e, "foo bar baz"), "unknown command");
    assert_eq!(fail(&mut e, "playx b d4"), "unknown command");
    assert_eq!(fail(&mut e, "\u{e9}t\u{e9}"), "unknown command");
}

// ------------------------------------------------------------------ administrative commands

#[test]
fn protocol_version_name_version() {
    let mut e = GtpEngine::new();
    assert_eq!(ok(&mut e, "protocol_version"), "2");
    assert!(!ok(&mut e, "name").is_empty());
    assert!(!ok(&mut e, "version").is_empty());
    assert!(!ok(&mut e, "name").contains('\n'));
}

const REQUIRED: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
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
    "echo_err",
    "help",
    "set_random_seed",
    "get_random_seed",
    "cputime",
    "kgs-genmove_cleanup",
    "gg-undo",
];

#[test]
fn known_command_list_commands_and_help() {
    let mut e = GtpEngine::new();
    let list = ok(&mut e, "list_commands");
    let names: Vec<&str> = list.lines().collect();
    let help = ok(&mut e, "help");
    for c in REQUIRED {
        assert!(names.contains(c), "list_commands lacks {c}");
        assert!(help.lines().any(|l| l == *c), "help lacks {c}");
        assert_eq!(ok(&mut e, &format!("known_command {c}")), "true", "{c}");
    }
    for c in &names {
        assert_eq!(ok(&mut e, &format!("known_command {c}")), "true", "{c}");
    }
    assert_eq!(ok(&mut e, "known_command foo"), "false");
    assert_eq!(ok(&mut e, "known_command"), "false");
    assert_eq!(ok(&mut e, "2 known_command play"), "true");
}

#[test]
fn boardsize_and_query_boardsize() {
    let mut e = GtpEngine::new();
    assert_eq!(ok(&mut e, "query_boardsize"), "19");
    assert_eq!(fail(&mut e, "boardsize"), "boardsize not an integer");
    assert_eq!(fail(&mut e, "boardsize x"), "boardsize not an integer");
    assert_eq!(fail(&mut e, "boardsize -3"), "boardsize not an integer");
    assert_eq!(fail(&mut e, "boardsize 0"), "unacceptable size");
    assert_eq!(fail(&mut e, "boardsize 26"), "unacceptable size");
    assert_eq!(fail(&mut e, "boardsize 1000000"), "unacceptable size");
    assert_eq!(
        fail(&mut e, "boardsize 99999999999999999999999"),
        "boardsize not an integer"
    );
    assert_eq!(ok(&mut e, "query_boardsize"), "19");
    ok(&mut e, "play b d4");
    // A failed boardsize leaves the position alone.
    fail(&mut e, "boardsize 30");
    assert_eq!(ok(&mut e, "list_stones black"), "D4");
    ok(&mut e, "boardsize 1");
    assert_eq!(ok(&mut e, "query_boardsize"), "1");
    // Our boards go up to 25 (GNU Go's stop at 19).
    ok(&mut e, "boardsize 25");
    assert_eq!(ok(&mut e, "query_boardsize"), "25");
    ok(&mut e, "play b z25");
    assert_eq!(ok(&mut e, "list_stones black"), "Z25");
    ok(&mut e, "boardsize 13");
    assert_eq!(
        ok(&mut e, "list_stones black"),
        "",
        "boardsize clears the board"
    );
    assert_eq!(fail(&mut e, "play b o1"), "invalid color or coordinate");
}

#[test]
fn clear_board() {
    let mut e = engine9();
    ok(&mut e, "komi 6.5");
    play_all(&mut e, "b e5, w c3");
    ok(&mut e, "clear_board");
    assert_eq!(ok(&mut e, "list_stones black"), "");
    assert_eq!(ok(&mut e, "list_stones white"), "");
    assert_eq!(ok(&mut e, "move_history"), "");
    assert_eq!(ok(&mut e, "query_boardsize"), "9");
    assert_eq!(ok(&mut e, "get_komi"), " 6.5");
    assert_eq!(e.game().board.hash(), GtpEngine::new().game().board.hash());
}

#[test]
fn komi_and_get_komi() {
    let mut e = GtpEngine::new();
    assert_eq!(ok(&mut e, "get_komi"), " 0.0");
    assert_eq!(fail(&mut e, "komi"), "komi not a float");
    assert_eq!(fail(&mut e, "komi x"), "komi not a float");
    // Non-finite komi is refused (GNU Go accepts nan and inf).
    assert_eq!(fail(&mut e, "komi nan"), "komi not a float");
    assert_eq!(fail(&mut e, "komi inf"), "komi not a float");
    ok(&mut e, "komi 6.5");
    assert_eq!(ok(&mut e, "get_komi"), " 6.5");
    ok(&mut e, "komi -3");
    assert_eq!(ok(&mut e, "get_komi"), "-3.0");
    ok(&mut e, "komi 7");
    assert_eq!(ok(&mut e, "get_komi"), " 7.0");
    ok(&mut e, "komi 1e1");
    assert_eq!(ok(&mut e, "get_komi"), "10.0");
    ok(&mut e, "komi 0");
    assert_eq!(ok(&mut e, "get_komi"), " 0.0");
}

// ------------------------------------------------------------------ moves

#[test]
fn play_black_white_and_their_errors() {
    let mut e = GtpEngine::new();
    assert_eq!(fail(&mut e, "play"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b z99"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play x d4"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b i5"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b u19"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b a0"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b a20"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play b 44"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "play empty d4"), "invalid color or coordinate");
    ok(&mut e, "play b d4");
    assert_eq!(fail(&mut e, "play w d4"), "illegal move");
    ok(&mut e, "play W PASS");
    ok(&mut e, "play black Q16");
    ok(&mut e, "play b a1 extra words");
    ok(&mut e, "play b j5");
    ok(&mut e, "play b t19");
    assert_eq!(ok(&mut e, "color j5"), "black");
    assert_eq!(
        ok(&mut e, "move_history"),
        "black T19\nblack J5\nblack A1\nblack Q16\nwhite PASS\nblack D4"
    );
    // black / white take just a vertex.
    ok(&mut e, "black d5");
    assert_eq!(fail(&mut e, "white"), "invalid coordinate");
    assert_eq!(fail(&mut e, "white z1"), "invalid coordinate");
    ok(&mut e, "white e5");
    assert_eq!(fail(&mut e, "white e5"), "illegal move");
    ok(&mut e, "black pass");
    assert_eq!(ok(&mut e, "last_move"), "black PASS");
}

#[test]
fn captures_suicide_and_ko_through_play() {
    let mut e = engine9();
    // Corner capture.
    play_all(&mut e, "w a1, b a2, w e5, b b1");
    assert_eq!(ok(&mut e, "color a1"), "empty");
    assert_eq!(ok(&mut e, "captures black"), "1");
    assert_eq!(ok(&mut e, "captures white"), "0");
    // Suicide is illegal: A1 is surrounded by black.
    assert_eq!(fail(&mut e, "play w a1"), "illegal move");
    assert_eq!(ok(&mut e, "is_legal w a1"), "0");
    assert_eq!(ok(&mut e, "is_legal b a1"), "1");
    // A ko: black takes at D5, white may not retake at once.
    ok(&mut e, "clear_board");
    play_all(
        &mut e,
        "b d6, w e6, b c5, w f5, b d4, w e4, b e5, w d5, b c9",
    );
    // White D5 stone has one liberty? No: white just captured? Set up explicitly below.
    ok(&mut e, "clear_board");
    // . X O .      row 6: D6 black, E6 white
    // X . X O      row 5: C5 black, E5 black, F5 white
    // . X O .      row 4: D4 black, E4 white
    play_all(&mut e, "b d6, w e6, b c5, w f5, b d4, w e4, b e5");
    ok(&mut e, "play w d5"); // captures E5
    assert_eq!(ok(&mut e, "color e5"), "empty");
    assert_eq!(ok(&mut e, "captures white"), "1");
    assert_eq!(ok(&mut e, "is_legal b e5"), "0");
    assert_eq!(fail(&mut e, "play b e5"), "illegal move");
    assert_eq!(fail(&mut e, "trymove b e5"), "illegal move");
    // tryko allows the ko capture as a hypothetical move.
    ok(&mut e, "tryko b e5");
    assert_eq!(ok(&mut e, "color d5"), "empty");
    ok(&mut e, "popgo");
    assert_eq!(ok(&mut e, "color d5"), "white");
    // After a move elsewhere the ko ban is gone.
    play_all(&mut e, "b j9, w j1");
    assert_eq!(ok(&mut e, "is_legal b e5"), "1");
    ok(&mut e, "play b e5");
    assert_eq!(ok(&mut e, "color d5"), "empty");
    assert_eq!(ok(&mut e, "captures black"), "1");
}

#[test]
fn positional_superko_option() {
    for superko in [false, true] {
        let mut e = GtpEngine::with_options(EngineOptions {
            boardsize: 5,
            superko,
            ..EngineOptions::default()
        });
        // A ko on a 5x5 board: White B2 takes C2, Black C2 would take B2 back.
        play_all(&mut e, "b b3, w c3, b a2, w d2, b b1, w c1, b c2");
        ok(&mut e, "play w b2");
        assert_eq!(ok(&mut e, "color c2"), "empty");
        assert_eq!(ok(&mut e, "is_legal b c2"), "0", "simple ko");
        // After two passes the simple ko ban is gone, but retaking recreates the position
        // after Black's first C2: legal under simple ko, illegal under positional superko.
        play_all(&mut e, "b pass, w pass");
        if superko {
            assert_eq!(ok(&mut e, "is_legal b c2"), "0");
            assert_eq!(fail(&mut e, "play b c2"), "illegal move");
            // A move elsewhere is still fine, and the ko may not be retaken later either.
            ok(&mut e, "play b e5");
            ok(&mut e, "play w pass");
            assert_eq!(
                ok(&mut e, "is_legal b c2"),
                "1",
                "position differs now (E5)"
            );
        } else {
            assert_eq!(ok(&mut e, "is_legal b c2"), "1");
            ok(&mut e, "play b c2");
            assert_eq!(ok(&mut e, "color b2"), "empty");
        }
    }
}

#[test]
fn genmove_reg_genmove_kgs_genmove_cleanup() {
    let mut e = engine9();
    assert_eq!(fail(&mut e, "genmove"), "invalid color");
    assert_eq!(fail(&mut e, "genmove x"), "invalid color");
    assert_eq!(fail(&mut e, "reg_genmove"), "invalid color");
    assert_eq!(fail(&mut e, "kgs-genmove_cleanup x"), "invalid color");
    let m = ok(&mut e, "genmove b");
    assert_eq!(ok(&mut e, "last_move"), format!("black {m}"));
    if m != "PASS" {
        assert_eq!(ok(&mut e, &format!("color {m}")), "black");
    }
    let hist = ok(&mut e, "move_history");
    let r = ok(&mut e, "reg_genmove w");
    assert!(r == "PASS" || ok(&mut e, &format!("color {r}")) == "empty");
    assert_eq!(
        ok(&mut e, "move_history"),
        hist,
        "reg_genmove must not play"
    );
    let m = ok(&mut e, "kgs-genmove_cleanup white");
    assert_eq!(ok(&mut e, "last_move"), format!("white {m}"));
    let m = ok(&mut e, "genmove BLACK");
    assert_eq!(ok(&mut e, "last_move"), format!("black {m}"));
    ok(&mut e, "trymove w a1");
    assert_eq!(
        fail(&mut e, "genmove w"),
        "genmove cannot be called when stackp > 0"
    );
    ok(&mut e, "popgo");
}

#[test]
fn undo_and_gg_undo() {
    let mut e = GtpEngine::new();
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
    let empty = e.game().board.hash();
    ok(&mut e, "play b d4");
    let h1 = e.game().board.hash();
    play_all(&mut e, "w pass, b q16");
    ok(&mut e, "undo");
    ok(&mut e, "undo");
    assert_eq!(e.game().board.hash(), h1);
    assert_eq!(ok(&mut e, "last_move"), "black D4");
    ok(&mut e, "undo");
    assert_eq!(e.game().board.hash(), empty);
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
    assert_eq!(fail(&mut e, "last_move"), "no previous move known");

    // gg-undo N
    assert_eq!(fail(&mut e, "gg-undo"), "cannot undo");
    assert_eq!(
        fail(&mut e, "gg-undo -1"),
        "can't undo a negative number of moves"
    );
    ok(&mut e, "gg-undo 0");
    play_all(&mut e, "b d4, w q16, b d16");
    ok(&mut e, "gg-undo 2");
    assert_eq!(ok(&mut e, "move_history"), "black D4");
    assert_eq!(fail(&mut e, "gg-undo 2"), "cannot undo");
    assert_eq!(ok(&mut e, "move_history"), "black D4");
    // As GNU Go: an argument that is not a number counts as 1.
    play_all(&mut e, "w d5");
    ok(&mut e, "gg-undo x");
    assert_eq!(ok(&mut e, "move_history"), "black D4");
    ok(&mut e, "gg-undo 1");
    assert_eq!(e.game().board.hash(), empty);

    // Undo restores captured stones.
    let mut e = engine9();
    play_all(&mut e, "w a1, b a2");
    let before = e.game().board.hash();
    ok(&mut e, "play b b1");
    assert_eq!(ok(&mut e, "captures black"), "1");
    ok(&mut e, "undo");
    assert_eq!(e.game().board.hash(), before);
    assert_eq!(ok(&mut e, "color a1"), "white");
    assert_eq!(ok(&mut e, "captures black"), "0");

    // Handicap stones cannot be undone; moves after them can.
    let mut e = GtpEngine::new();
    ok(&mut e, "fixed_handicap 2");
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
    ok(&mut e, "play w c3");
    ok(&mut e, "undo");
    assert_eq!(ok(&mut e, "list_stones black"), "Q16 D4");
    assert_eq!(ok(&mut e, "list_stones white"), "");

    // No undo while hypothetical moves are on the stack.
    let mut e = engine9();
    ok(&mut e, "play b e5");
    ok(&mut e, "trymove w d4");
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
    assert_eq!(fail(&mut e, "gg-undo"), "cannot undo");
    ok(&mut e, "popgo");
    ok(&mut e, "undo");
}

#[test]
fn game_commands_during_trymove_do_not_break_the_position() {
    // GNU Go aborts on `play` during trymove; we refuse cleanly.
    let mut e = engine9();
    ok(&mut e, "play b d4");
    ok(&mut e, "trymove w c3");
    let h = e.game().board.hash();
    fail(&mut e, "play b e5");
    fail(&mut e, "black e5");
    fail(&mut e, "white e5");
    fail(&mut e, "fixed_handicap 2");
    fail(&mut e, "place_free_handicap 2");
    fail(&mut e, "set_free_handicap a1 a2");
    assert_eq!(e.game().board.hash(), h);
    ok(&mut e, "popgo");
    assert_eq!(ok(&mut e, "list_stones white"), "");
    ok(&mut e, "play b e5");
    // clear_board and boardsize drop hypothetical moves.
    ok(&mut e, "trymove w c3");
    ok(&mut e, "boardsize 9");
    assert_eq!(e.game().board.stackp(), 0);
    assert_eq!(fail(&mut e, "popgo"), "Stack empty.");
}

// ------------------------------------------------------------------ handicap

#[test]
fn fixed_handicap() {
    let mut e = GtpEngine::new();
    assert_eq!(fail(&mut e, "fixed_handicap"), "handicap not an integer");
    assert_eq!(fail(&mut e, "fixed_handicap x"), "handicap not an integer");
    assert_eq!(fail(&mut e, "fixed_handicap 1"), "invalid handicap");
    assert_eq!(fail(&mut e, "fixed_handicap 0"), "invalid handicap");
    assert_eq!(fail(&mut e, "fixed_handicap 10"), "invalid handicap");
    // Read like sscanf("%d"), as GNU Go does.
    assert_eq!(fail(&mut e, "fixed_handicap -1"), "invalid handicap");
    assert_eq!(fail(&mut e, "fixed_handicap 1.5"), "invalid handicap");
    assert_eq!(fail(&mut e, "place_free_handicap -1"), "invalid handicap");
    let cases: &[(usize, &[&str])] = &[
        (
            19,
            &[
                "Q16 D4",
                "D16 Q16 D4",
                "D16 Q16 D4 Q4",
                "D16 Q16 K10 D4 Q4",
                "D16 Q16 D10 Q10 D4 Q4",
                "D16 Q16 D10 K10 Q10 D4 Q4",
                "D16 K16 Q16 D10 Q10 D4 K4 Q4",
                "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4",
            ],
        ),
        (
            13,
            &[
                "K10 D4",
                "D10 K10 D4",
                "D10 K10 D4 K4",
                "D10 K10 G7 D4 K4",
                "D10 K10 D7 K7 D4 K4",
                "D10 K10 D7 G7 K7 D4 K4",
                "D10 G10 K10 D7 K7 D4 G4 K4",
                "D10 G10 K10 D7 G7 K7 D4 G4 K4",
            ],
        ),
        (
            9,
            &[
                "G7 C3",
                "C7 G7 C3",
                "C7 G7 C3 G3",
                "C7 G7 E5 C3 G3",
                "C7 G7 C5 G5 C3 G3",
                "C7 G7 C5 E5 G5 C3 G3",
                "C7 E7 G7 C5 G5 C3 E3 G3",
                "C7 E7 G7 C5 E5 G5 C3 E3 G3",
            ],
        ),
    ];
    for (size, answers) in cases {
        for (k, want) in answers.iter().enumerate() {
            let n = k + 2;
            ok(&mut e, &format!("boardsize {size}"));
            assert_eq!(
                ok(&mut e, &format!("fixed_handicap {n}")),
                *want,
                "{size}x{size} handicap {n}"
            );
            assert_eq!(ok(&mut e, "list_stones black"), *want);
            assert_eq!(ok(&mut e, "get_handicap"), n.to_string());
            assert_eq!(fail(&mut e, "fixed_handicap 2"), "board not empty");
        }
    }
    // Small and even boards.
    ok(&mut e, "boardsize 7");
    assert_eq!(fail(&mut e, "fixed_handicap 5"), "invalid handicap");
    assert_eq!(ok(&mut e, "fixed_handicap 4"), "C5 E5 C3 E3");
    ok(&mut e, "boardsize 8");
    assert_eq!(fail(&mut e, "fixed_handicap 5"), "invalid handicap");
    assert_eq!(ok(&mut e, "fixed_handicap 4"), "C6 F6 C3 F3");
    ok(&mut e, "boardsize 10");
    assert_eq!(fail(&mut e, "fixed_handicap 9"), "invalid handicap");
    for size in [5, 6] {
        ok(&mut e, &format!("boardsize {size}"));
        assert_eq!(fail(&mut e, "fixed_handicap 2"), "invalid handicap");
    }
    // Not on a board with moves.
    ok(&mut e, "boardsize 19");
    ok(&mut e, "play b d4");
    assert_eq!(fail(&mut e, "fixed_handicap 2"), "board not empty");
    assert_eq!(fail(&mut e, "place_free_handicap 2"), "board not empty");
    assert_eq!(fail(&mut e, "set_free_handicap a1 a2"), "board not empty");
    // As GNU Go, a non-empty board is reported before a bad argument (except for
    // place_free_handicap).
    assert_eq!(fail(&mut e, "fixed_handicap x"), "board not empty");
    assert_eq!(fail(&mut e, "fixed_handicap"), "board not empty");
    assert_eq!(fail(&mut e, "set_free_handicap z99"), "board not empty");
    assert_eq!(fail(&mut e, "set_free_handicap"), "board not empty");
    assert_eq!(
        fail(&mut e, "place_free_handicap x"),
        "handicap not an integer"
    );
    // A passed move also makes the game non-empty for handicap purposes (GNU Go only looks
    // for stones; handicap stones after a move would not be a start position).
    ok(&mut e, "clear_board");
    ok(&mut e, "play b pass");
    assert_eq!(fail(&mut e, "fixed_handicap 2"), "board not empty");
}

#[test]
fn set_free_handicap() {
    let mut e = GtpEngine::new();
    assert_eq!(fail(&mut e, "set_free_handicap"), "invalid handicap");
    assert_eq!(fail(&mut e, "set_free_handicap d4"), "invalid handicap");
    assert_eq!(fail(&mut e, "set_free_handicap d4 d4"), "repeated vertex");
    assert_eq!(
        fail(&mut e, "set_free_handicap d4 z9"),
        "invalid coordinate"
    );
    // Unlike GNU Go, a failed set_free_handicap leaves no stones behind.
    assert_eq!(ok(&mut e, "list_stones black"), "");
    assert_eq!(
        fail(&mut e, "set_free_handicap d4 q16 pass"),
        "invalid coordinate"
    );
    assert_eq!(
        fail(&mut e, "set_free_handicap d4 -1"),
        "invalid coordinate"
    );
    ok(&mut e, "set_free_handicap d4 q16");
    assert_eq!(ok(&mut e, "list_stones black"), "Q16 D4");
    assert_eq!(ok(&mut e, "get_handicap"), "2");
    assert_eq!(fail(&mut e, "set_free_handicap d5 q17"), "board not empty");
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
    // The whole board cannot be filled.
    ok(&mut e, "boardsize 3");
    assert_eq!(
        fail(&mut e, "set_free_handicap a1 a2 a3 b1 b2 b3 c1 c2 c3"),
        "invalid handicap"
    );
    ok(&mut e, "set_free_handicap a1 a2 a3 b1 b2 b3 c1 c2");
    assert_eq!(ok(&mut e, "list_stones black"), "A3 B3 A2 B2 C2 A1 B1 C1");
    // White may capture them all.
    ok(&mut e, "play w c3");
    assert_eq!(ok(&mut e, "list_stones black"), "");
    assert_eq!(ok(&mut e, "captures white"), "8");
}

#[test]
fn place_free_handicap() {
    let mut e = GtpEngine::new();
    assert_eq!(
        fail(&mut e, "place_free_handicap"),
        "handicap not an integer"
    );
    assert_eq!(
        fail(&mut e, "place_free_handicap x"),
        "handicap not an integer"
    );
    assert_eq!(fail(&mut e, "place_free_handicap 1"), "invalid handicap");
    assert_eq!(fail(&mut e, "place_free_handicap 0"), "invalid handicap");
    for (size, n) in [(19, 2), (19, 9), (19, 12), (13, 5), (9, 4), (9, 20), (3, 8)] {
        ok(&mut e, &format!("boardsize {size}"));
        let placed = ok(&mut e, &format!("place_free_handicap {n}"));
        // The stones chosen are ours to choose (GNU Go uses its own heuristics).
        let vs: Vec<&str> = placed.split(' ').collect();
        assert_eq!(vs.len(), n, "{size}x{size} {n}: {placed}");
        assert_eq!(ok(&mut e, "list_stones black"), placed);
        assert_eq!(ok(&mut e, "get_handicap"), n.to_string());
        assert_eq!(fail(&mut e, "place_free_handicap 2"), "board not empty");
    }
    ok(&mut e, "boardsize 3");
    assert_eq!(fail(&mut e, "place_free_handicap 9"), "invalid handicap");
}

// ------------------------------------------------------------------ scoring and time

#[test]
fn final_score_and_final_status_list() {
    let mut e = engine9();
    ok(&mut e, "komi 0.5");
    for row in 1..=9 {
        ok(&mut e, &format!("play b e{row}"));
        ok(&mut e, &format!("play w f{row}"));
    }
    assert_eq!(ok(&mut e, "final_score"), "B+8.5");
    assert_eq!(
        ok(&mut e, "final_status_list alive"),
        "E9 E8 E7 E6 E5 E4 E3 E2 E1\nF9 F8 F7 F6 F5 F4 F3 F2 F1"
    );
    assert_eq!(ok(&mut e, "final_status_list dead"), "");
    assert_eq!(ok(&mut e, "final_status_list seki"), "");
    // Unlike GNU Go 3.8, which keeps an old score after komi changes, we count again.
    ok(&mut e, "komi 9.5");
    assert_eq!(ok(&mut e, "final_score"), "W+0.5");
    ok(&mut e, "komi 9");
    assert_eq!(ok(&mut e, "final_score"), "0");
    assert_eq!(fail(&mut e, "final_status_list"), "missing status");
    assert_eq!(fail(&mut e, "final_status_list foo"), "invalid status");
    // Status words are case-sensitive, as in GNU Go.
    assert_eq!(fail(&mut e, "final_status_list ALIVE"), "invalid status");
    // A score is a well-formed GTP score on any position.
    for cmd in ["clear_board", "play b e5", "play w pass"] {
        ok(&mut e, cmd);
        let s = ok(&mut e, "final_score");
        assert!(
            s == "0"
                || ((s.starts_with("B+") || s.starts_with("W+"))
                    && s[2..].parse::<f32>().is_ok()
                    && s.contains('.')),
            "{s}"
        );
    }
}

#[test]
fn time_settings_and_time_left() {
    let mut e = GtpEngine::new();
    assert_eq!(fail(&mut e, "time_settings"), "not three integers");
    assert_eq!(fail(&mut e, "time_settings 1 2"), "not three integers");
    assert_eq!(fail(&mut e, "time_settings a b c"), "not three integers");
    assert_eq!(fail(&mut e, "time_settings 1.5 2 3"), "not three integers");
    ok(&mut e, "time_settings 300 30 5");
    ok(&mut e, "time_settings 0 0 0");
    // GNU Go accepts these too.
    ok(&mut e, "time_settings -1 2 3");
    ok(&mut e, "time_settings 1 2 3 4");
    // GNU Go reads them with sscanf: the last number may have trailing characters.
    ok(&mut e, "time_settings 4 4 1.5");
    assert_eq!(fail(&mut e, "time_settings 4 4.5 1"), "not three integers");
    ok(&mut e, "time_left b 5 1.5");
    assert_eq!(fail(&mut e, "time_left"), "invalid color");
    assert_eq!(fail(&mut e, "time_left x 10 0"), "invalid color");
    assert_eq!(
        fail(&mut e, "time_left b"),
        "time and stones not two integers"
    );
    assert_eq!(
        fail(&mut e, "time_left b 10"),
        "time and stones not two integers"
    );
    assert_eq!(
        fail(&mut e, "time_left w 10.5 0"),
        "time and stones not two integers"
    );
    ok(&mut e, "time_left b 10 0");
    ok(&mut e, "time_left white 100 5");
    ok(&mut e, "time_left w 10 0 9");
    ok(&mut e, "time_left w -1 0");
}

// ------------------------------------------------------------------ showboard

#[test]
fn showboard_layout_matches_gnu_go() {
    let mut e = engine9();
    play_all(&mut e, "b c3, w d3, b d4, w e4, b c4, w j1, b e5");
    let want = "
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . X X O . . . . 4
 3 . . X O . . + . . 3
 2 . . . . . . . . . 2     WHITE (O) has captured 0 stones
 1 . . . . . . . . O 1     BLACK (X) has captured 0 stones
   A B C D E F G H J";
    assert_eq!(ok(&mut e, "showboard"), want);

    let mut e = GtpEngine::new();
    play_all(&mut e, "b a1, w a2, b b2, w b1");
    let s = ok(&mut e, "showboard");
    let lines: Vec<&str> = s.lines().collect();
    assert_eq!(lines.len(), 22);
    assert_eq!(lines[0], "");
    assert_eq!(lines[1], "   A B C D E F G H J K L M N O P Q R S T");
    assert_eq!(lines[2], "19 . . . . . . . . . . . . . . . . . . . 19");
    assert_eq!(
        lines[10],
        "11 . . . . . . . . . . . . . . . . . . . 11     WHITE (O) has captured 1 stones"
    );
    assert_eq!(
        lines[11],
        "10 . . . + . . . . . + . . . . . + . . . 10     BLACK (X) has captured 0 stones"
    );
    assert_eq!(lines[19], " 2 O X . . . . . . . . . . . . . . . . . 2");
    assert_eq!(lines[20], " 1 . O . . . . . . . . . . . . . . . . . 1");

    // Star points and the capture lines on other sizes, as GNU Go draws them.
    let mut e = GtpEngine::new();
    ok(&mut e, "boardsize 1");
    assert_eq!(
        ok(&mut e, "showboard"),
        "\n   A\n 1 + 1     BLACK (X) has captured 0 stones\n   A"
    );
    ok(&mut e, "boardsize 5");
    assert_eq!(
        ok(&mut e, "showboard"),
        "\n   A B C D E\n 5 . . . . . 5\n 4 . + . + . 4\n 3 . . + . . 3\n \
         2 . + . + . 2     WHITE (O) has captured 0 stones\n \
         1 . . . . . 1     BLACK (X) has captured 0 stones\n   A B C D E"
    );
    ok(&mut e, "boardsize 13");
    let s = ok(&mut e, "showboard");
    let lines: Vec<&str> = s.lines().collect();
    assert_eq!(lines[5], "10 . . . + . . + . . + . . . 10");
    assert_eq!(
        lines[10],
        " 5 . . . . . . . . . . . . . 5     WHITE (O) has captured 0 stones"
    );
    assert_eq!(
        lines[11],
        " 4 . . . + . . + . . + . . . 4     BLACK (X) has captured 0 stones"
    );
    ok(&mut e, "boardsize 25");
    let s = ok(&mut e, "showboard");
    let lines: Vec<&str> = s.lines().collect();
    assert_eq!(lines.len(), 28);
    assert_eq!(
        lines[1],
        "   A B C D E F G H J K L M N O P Q R S T U V W X Y Z"
    );
    assert!(lines[2].starts_with("25 . . ."));
}

// ------------------------------------------------------------------ inspection commands

/// The position of GNU Go's example: B C3 D4 C4, W D3 E4.
fn inspect_position() -> GtpEngine {
    let mut e = engine9();
    play_all(&mut e, "b c3, w d3, b d4, w e4, b c4");
    e
}

#[test]
fn color_and_list_stones() {
    let mut e = inspect_position();
    assert_eq!(ok(&mut e, "color c3"), "black");
    assert_eq!(ok(&mut e, "color d3"), "white");
    assert_eq!(ok(&mut e, "color j6"), "empty");
    assert_eq!(fail(&mut e, "color"), "invalid coordinate");
    assert_eq!(fail(&mut e, "color z1"), "invalid coordinate");
    assert_eq!(fail(&mut e, "color pass"), "invalid coordinate");
    assert_eq!(ok(&mut e, "list_stones black"), "C4 D4 C3");
    assert_eq!(ok(&mut e, "list_stones white"), "E4 D3");
    assert_eq!(ok(&mut e, "list_stones b"), "C4 D4 C3");
    assert_eq!(fail(&mut e, "list_stones"), "invalid color");
    assert_eq!(fail(&mut e, "list_stones empty"), "invalid color");
}

#[test]
fn countlib_findlib() {
    let mut e = inspect_position();
    assert_eq!(ok(&mut e, "countlib c3"), "5");
    assert_eq!(ok(&mut e, "countlib d3"), "2");
    assert_eq!(fail(&mut e, "countlib e5"), "vertex must not be empty");
    assert_eq!(fail(&mut e, "countlib"), "invalid coordinate");
    assert_eq!(fail(&mut e, "countlib z9"), "invalid coordinate");
    assert_eq!(ok(&mut e, "findlib c3"), "C5 D5 B4 B3 C2");
    assert_eq!(ok(&mut e, "findlib d3"), "E3 D2");
    assert_eq!(fail(&mut e, "findlib e5"), "vertex must not be empty");
    assert_eq!(fail(&mut e, "findlib"), "invalid coordinate");
}

#[test]
fn accuratelib_accurate_approxlib() {
    let mut e = inspect_position();
    assert_eq!(ok(&mut e, "accuratelib b e3"), "F3 E2");
    assert_eq!(ok(&mut e, "accuratelib w e3"), "E5 F4 F3 D2 E2");
    assert_eq!(fail(&mut e, "accuratelib b c3"), "vertex must be empty");
    assert_eq!(fail(&mut e, "accuratelib b pass"), "vertex must be empty");
    assert_eq!(
        fail(&mut e, "accurate_approxlib w PASS"),
        "vertex must be empty"
    );
    assert_eq!(fail(&mut e, "accuratelib b"), "invalid color or coordinate");
    assert_eq!(
        fail(&mut e, "accuratelib x e3"),
        "invalid color or coordinate"
    );
    assert_eq!(ok(&mut e, "accurate_approxlib b e3"), "F3 E2");
    assert_eq!(ok(&mut e, "accurate_approxlib w c5"), "C6 B5 D5");
    assert_eq!(
        fail(&mut e, "accurate_approxlib b c3"),
        "vertex must be empty"
    );
    // Liberties gained by capturing count for both commands, as in GNU Go.
    ok(&mut e, "boardsize 5");
    play_all(&mut e, "w a1, b a2");
    assert_eq!(ok(&mut e, "accurate_approxlib b b1"), "B2 A1 C1");
    assert_eq!(ok(&mut e, "accuratelib b b1"), "B2 A1 C1");
    ok(&mut e, "clear_board");
    play_all(&mut e, "w a1, w b1, b a2, b b2");
    assert_eq!(ok(&mut e, "accurate_approxlib b c1"), "C2 B1 D1");
    assert_eq!(ok(&mut e, "accuratelib b c1"), "C2 B1 D1");
    ok(&mut e, "clear_board");
    play_all(&mut e, "b a1, w a2, w c1");
    assert_eq!(ok(&mut e, "accurate_approxlib b b1"), "B2");
    assert_eq!(ok(&mut e, "accuratelib b b1"), "B2");
    ok(&mut e, "boardsize 9");
    assert_eq!(ok(&mut e, "accurate_approxlib b a1"), "A2 B1");
    assert_eq!(ok(&mut e, "accuratelib w a1"), "A2 B1");
}

#[test]
fn is_legal_and_all_legal() {
    let mut e = inspect_position();
    assert_eq!(ok(&mut e, "is_legal b c3"), "0");
    assert_eq!(ok(&mut e, "is_legal b e5"), "1");
    assert_eq!(ok(&mut e, "is_legal b pass"), "1");
    assert_eq!(fail(&mut e, "is_legal x e5"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "is_legal b"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "is_legal w z1"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "all_legal"), "invalid color");
    assert_eq!(fail(&mut e, "all_legal x"), "invalid color");
    let all = ok(&mut e, "all_legal b");
    let v: Vec<&str> = all.split(' ').collect();
    assert_eq!(v.len(), 81 - 5);
    assert_eq!(&v[..3], &["A9", "B9", "C9"]);
    assert!(!v.contains(&"C3") && !v.contains(&"E4"));
    // Suicide points are not legal.
    ok(&mut e, "clear_board");
    play_all(&mut e, "b a2, b b1");
    assert_eq!(ok(&mut e, "is_legal w a1"), "0");
    assert!(!ok(&mut e, "all_legal w").split(' ').any(|x| x == "A1"));
    assert!(ok(&mut e, "all_legal b").split(' ').any(|x| x == "A1"));
}

#[test]
fn captures_last_move_move_history() {
    let mut e = engine9();
    assert_eq!(fail(&mut e, "captures"), "invalid color");
    assert_eq!(fail(&mut e, "captures x"), "invalid color");
    assert_eq!(ok(&mut e, "captures black"), "0");
    assert_eq!(fail(&mut e, "last_move"), "no previous move known");
    assert_eq!(ok(&mut e, "move_history"), "");
    play_all(&mut e, "b a2, w a1, b b1");
    assert_eq!(ok(&mut e, "captures b"), "1");
    assert_eq!(ok(&mut e, "captures white"), "0");
    assert_eq!(ok(&mut e, "last_move"), "black B1");
    assert_eq!(ok(&mut e, "move_history"), "black B1\nwhite A1\nblack A2");
}

#[test]
fn trymove_tryko_popgo() {
    let mut e = inspect_position();
    let h0 = e.game().board.hash();
    assert_eq!(fail(&mut e, "trymove"), "invalid color or coordinate");
    assert_eq!(fail(&mut e, "trymove b c3"), "illegal move");
    assert_eq!(fail(&mut e, "popgo"), "Stack empty.");
    ok(&mut e, "trymove b e5");
    ok(&mut e, "trymove w e3");
    assert_eq!(ok(&mut e, "color e3"), "white");
    assert_eq!(e.game().board.stackp(), 2);
    // trymove is not a game move.
    assert_eq!(ok(&mut e, "last_move"), "black C4");
    ok(&mut e, "popgo");
    ok(&mut e, "popgo");
    assert_eq!(fail(&mut e, "popgo"), "Stack empty.");
    assert_eq!(e.game().board.hash(), h0);
    // A capture under trymove is taken back by popgo.
    ok(&mut e, "trymove b e3");
    ok(&mut e, "trymove b d2");
    assert_eq!(ok(&mut e, "color d3"), "empty");
    assert_eq!(ok(&mut e, "captures black"), "1");
    ok(&mut e, "popgo");
    ok(&mut e, "popgo");
    assert_eq!(ok(&mut e, "color d3"), "white");
    assert_eq!(ok(&mut e, "captures black"), "0");
    assert_eq!(e.game().board.hash(), h0);
    ok(&mut e, "tryko b e5");
    ok(&mut e, "popgo");
    assert_eq!(fail(&mut e, "tryko b c3"), "illegal move");
    assert_eq!(fail(&mut e, "tryko x c3"), "invalid color or coordinate");
    // GNU Go accepts `trymove b pass`; our board has no hypothetical pass.
    assert_eq!(fail(&mut e, "trymove b pass"), "illegal move");
    assert_eq!(e.game().board.hash(), h0);
}

#[test]
fn invariant_hash_is_symmetric() {
    let mut e = engine9();
    assert_eq!(ok(&mut e, "invariant_hash"), "0000000000000000");
    let hash = |e: &mut GtpEngine, moves: &str| {
        ok(e, "clear_board");
        play_all(e, moves);
        let h = ok(e, "invariant_hash");
        assert_eq!(h.len(), 16);
        assert!(h.chars().all(|c| c.is_ascii_hexdigit()));
        h
    };
    let base = hash(&mut e, "b c3, w d5, b g7");
    // All 8 symmetric images of the position hash the same.
    let letters = "ABCDEFGHJ";
    let pts = [("b", 2usize, 2usize), ("w", 3, 4), ("b", 6, 6)]; // (color, col, row) 0-based
    for t in 0..8 {
        let moves: Vec<String> = pts
            .iter()
            .map(|&(c, x, y)| {
                let (x, y) = match t {
                    0 => (x, y),
                    1 => (8 - x, y),
                    2 => (x, 8 - y),
                    3 => (8 - x, 8 - y),
                    4 => (y, x),
                    5 => (8 - y, x),
                    6 => (y, 8 - x),
                    _ => (8 - y, 8 - x),
                };
                format!("{c} {}{}", letters.as_bytes()[x] as char, y + 1)
            })
            .collect();
        assert_eq!(hash(&mut e, &moves.join(", ")), base, "symmetry {t}");
    }
    // Different positions hash differently.
    assert_ne!(hash(&mut e, "b c3, w d5"), base);
    assert_ne!(hash(&mut e, "w c3, b d5, w g7"), base);
}

#[test]
fn echo_echo_err() {
    let mut e = GtpEngine::new();
    assert_eq!(ok(&mut e, "echo hello world"), "hello world");
    assert_eq!(ok(&mut e, "echo"), "");
    assert_eq!(ok(&mut e, "echo_err oops"), "oops");
    assert_eq!(send(&mut e, "3 echo a\tb").to_wire(), "=3 a b\n\n");
}

#[test]
fn random_seed() {
    let mut e = GtpEngine::new();
    assert_eq!(ok(&mut e, "get_random_seed"), "0");
    assert_eq!(fail(&mut e, "set_random_seed"), "invalid seed");
    assert_eq!(fail(&mut e, "set_random_seed x"), "invalid seed");
    ok(&mut e, "set_random_seed 42");
    assert_eq!(ok(&mut e, "get_random_seed"), "42");
    ok(&mut e, "set_random_seed -5");
    assert_eq!(ok(&mut e, "get_random_seed"), "-5");
    // As GNU Go (sscanf): the leading integer counts.
    ok(&mut e, "set_random_seed 12abc");
    assert_eq!(ok(&mut e, "get_random_seed"), "12");
    ok(&mut e, "set_random_seed 7 8");
    assert_eq!(ok(&mut e, "get_random_seed"), "7");
    // The same seed gives the same moves.
    let moves = |seed: u64| {
        let mut e = light_engine();
        ok(&mut e, "boardsize 9");
        ok(&mut e, &format!("set_random_seed {seed}"));
        (0..10)
            .map(|k| {
                ok(
                    &mut e,
                    &format!("genmove {}", if k % 2 == 0 { "b" } else { "w" }),
                )
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(3), moves(3));
}

#[test]
fn cputime() {
    let mut e = GtpEngine::new();
    let t: f64 = ok(&mut e, "cputime").parse().unwrap();
    assert!(t >= 0.0);
    let t2: f64 = ok(&mut e, "cputime x").parse().unwrap();
    assert!(t2 >= t);
}

// ------------------------------------------------------------------ loadsgf and printsgf

/// (file, argument, colour to move, black stones, white stones, komi, captures black,
/// captures white) as GNU Go 3.8 answers after `loadsgf tests/data/FILE ARG`.
const LOADSGF: &[(&str, &str, &str, &str, &str, &str, &str)] = &[
    (
        "game9.sgf",
        "",
        "white",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    ("game9.sgf", "1", "black", "", "", " 6.5", "0"),
    ("game9.sgf", "2", "white", "E5", "", " 6.5", "0"),
    ("game9.sgf", "3", "black", "E5", "G7", " 6.5", "0"),
    (
        "game9.sgf",
        "10",
        "white",
        "C7 D6 E5 C3 G3",
        "G7 F6 G5 E3",
        " 6.5",
        "0",
    ),
    (
        "game9.sgf",
        "26",
        "white",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    (
        "game9.sgf",
        "27",
        "black",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    (
        "game9.sgf",
        "1000",
        "white",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    // 0 and `pass` stop before the first pass (here W[tt], move 26).
    (
        "game9.sgf",
        "0",
        "white",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    (
        "game9.sgf",
        "pass",
        "white",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    ("game9.sgf", "E5", "black", "", "", " 6.5", "0"),
    ("game9.sgf", "c7", "black", "E5", "G7", " 6.5", "0"),
    (
        "game9.sgf",
        "G3",
        "black",
        "C7 D6 E5 C3",
        "G7 F6 G5 E3",
        " 6.5",
        "0",
    ),
    (
        "game9.sgf",
        "J1",
        "white",
        "C9 E9 D8 E8 C7 D6 E6 E5 C3 G3 H3 J3 G2",
        "F8 E7 F7 G7 F6 G5 F4 H4 E3 F3 F2",
        " 6.5",
        "1",
    ),
    ("passes.sgf", "", "black", "A9 B8", "", " 7.0", "0"),
    ("passes.sgf", "2", "white", "A9", "", " 7.0", "0"),
    ("passes.sgf", "4", "white", "A9 B8", "", " 7.0", "0"),
    ("passes.sgf", "0", "white", "A9", "", " 7.0", "0"),
    ("passes.sgf", "pass", "white", "A9", "", " 7.0", "0"),
    ("passes.sgf", "-3", "white", "A9", "", " 7.0", "0"),
];

/// The same table for the files whose answers depend on setup stones, PL and handicap,
/// generated the same way.
const LOADSGF_SETUP: &[(&str, &str, &str, &str, &str, &str, &str)] = &[
    ("samecolour.sgf", "", "black", "A9 B8", "C7 D6", " 5.5", "0"),
    ("samecolour.sgf", "1", "black", "", "", " 5.5", "0"),
    ("samecolour.sgf", "2", "black", "A9", "", " 5.5", "0"),
    ("samecolour.sgf", "3", "white", "A9 B8", "", " 5.5", "0"),
    ("samecolour.sgf", "4", "white", "A9 B8", "C7", " 5.5", "0"),
    (
        "samecolour.sgf",
        "pass",
        "black",
        "A9 B8",
        "C7 D6",
        " 5.5",
        "0",
    ),
    (
        "samecolour.sgf",
        "E5",
        "black",
        "A9 B8",
        "C7 D6",
        " 5.5",
        "0",
    ),
    ("samecolour.sgf", "C7", "white", "A9 B8", "", " 5.5", "0"),
    ("samecolour.sgf", "A9", "black", "", "", " 5.5", "0"),
    ("pl_root.sgf", "", "black", "A9", "B8", " 5.5", "0"),
    ("pl_root.sgf", "1", "black", "", "", " 5.5", "0"),
    ("pl_root.sgf", "2", "white", "A9", "", " 5.5", "0"),
    ("pl_root.sgf", "3", "black", "A9", "B8", " 5.5", "0"),
    ("pl_root.sgf", "4", "black", "A9", "B8", " 5.5", "0"),
    ("pl_root.sgf", "pass", "black", "A9", "B8", " 5.5", "0"),
    ("pl_root.sgf", "E5", "black", "A9", "B8", " 5.5", "0"),
    ("pl_root.sgf", "C7", "black", "A9", "B8", " 5.5", "0"),
    ("pl_root.sgf", "A9", "black", "", "", " 5.5", "0"),
    ("pl_end.sgf", "", "white", "A9", "B8", " 5.5", "0"),
    ("pl_end.sgf", "1", "black", "", "", " 5.5", "0"),
    ("pl_end.sgf", "2", "white", "A9", "", " 5.5", "0"),
    ("pl_end.sgf", "3", "white", "A9", "B8", " 5.5", "0"),
    ("pl_end.sgf", "4", "white", "A9", "B8", " 5.5", "0"),
    ("pl_end.sgf", "pass", "white", "A9", "B8", " 5.5", "0"),
    ("pl_end.sgf", "E5", "white", "A9", "B8", " 5.5", "0"),
    ("pl_end.sgf", "C7", "white", "A9", "B8", " 5.5", "0"),
    ("pl_end.sgf", "A9", "black", "", "", " 5.5", "0"),
    ("pl_mid.sgf", "", "black", "A9", "B8", " 5.5", "0"),
    ("pl_mid.sgf", "1", "black", "", "", " 5.5", "0"),
    ("pl_mid.sgf", "2", "white", "A9", "", " 5.5", "0"),
    ("pl_mid.sgf", "3", "black", "A9", "B8", " 5.5", "0"),
    ("pl_mid.sgf", "4", "black", "A9", "B8", " 5.5", "0"),
    ("pl_mid.sgf", "pass", "black", "A9", "B8", " 5.5", "0"),
    ("pl_mid.sgf", "E5", "black", "A9", "B8", " 5.5", "0"),
    ("pl_mid.sgf", "C7", "black", "A9", "B8", " 5.5", "0"),
    ("pl_mid.sgf", "A9", "black", "", "", " 5.5", "0"),
    (
        "handicap.sgf",
        "",
        "black",
        "C7 E5 G3",
        "B8 H2",
        " 0.5",
        "0",
    ),
    ("handicap.sgf", "1", "white", "C7 G3", "", " 0.5", "0"),
    ("handicap.sgf", "2", "black", "C7 G3", "B8", " 0.5", "0"),
    ("handicap.sgf", "3", "white", "C7 E5 G3", "B8", " 0.5", "0"),
    (
        "handicap.sgf",
        "4",
        "black",
        "C7 E5 G3",
        "B8 H2",
        " 0.5",
        "0",
    ),
    (
        "handicap.sgf",
        "pass",
        "black",
        "C7 E5 G3",
        "B8 H2",
        " 0.5",
        "0",
    ),
    ("handicap.sgf", "E5", "black", "C7 G3", "B8", " 0.5", "0"),
    (
        "handicap.sgf",
        "C7",
        "black",
        "C7 E5 G3",
        "B8 H2",
        " 0.5",
        "0",
    ),
    (
        "handicap.sgf",
        "A9",
        "black",
        "C7 E5 G3",
        "B8 H2",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "1",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "2",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "3",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "4",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "pass",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "E5",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "C7",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "handicap_nomoves.sgf",
        "A9",
        "white",
        "C7 G3",
        "",
        " 0.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "",
        "black",
        "C7 E6 G3",
        "G7 F6 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "1",
        "white",
        "C7 G3",
        "G7 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "2",
        "black",
        "C7 G3",
        "G7 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "3",
        "white",
        "C7 E6 G3",
        "G7 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "4",
        "black",
        "C7 E6 G3",
        "G7 F6 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "pass",
        "black",
        "C7 E6 G3",
        "G7 F6 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "E5",
        "white",
        "C7 G3",
        "G7 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "C7",
        "black",
        "C7 E6 G3",
        "G7 F6 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "setup_white_first.sgf",
        "A9",
        "black",
        "C7 E6 G3",
        "G7 F6 E5 C3",
        " 5.5",
        "0",
    ),
    (
        "capture.sgf",
        "",
        "white",
        "B9 E9 A8 C8",
        "C9 D9",
        " 0.0",
        "1",
    ),
    ("capture.sgf", "1", "black", "", "", " 0.0", "0"),
    ("capture.sgf", "2", "white", "B9", "", " 0.0", "0"),
    ("capture.sgf", "3", "black", "B9", "A9", " 0.0", "0"),
    ("capture.sgf", "4", "white", "B9 A8", "", " 0.0", "1"),
    (
        "capture.sgf",
        "pass",
        "white",
        "B9 E9 A8 C8",
        "C9 D9",
        " 0.0",
        "1",
    ),
    (
        "capture.sgf",
        "E5",
        "white",
        "B9 E9 A8 C8",
        "C9 D9",
        " 0.0",
        "1",
    ),
    (
        "capture.sgf",
        "C7",
        "white",
        "B9 E9 A8 C8",
        "C9 D9",
        " 0.0",
        "1",
    ),
    ("capture.sgf", "A9", "white", "B9", "", " 0.0", "0"),
];

fn check_load(rows: &[(&str, &str, &str, &str, &str, &str, &str)]) {
    for &(file, arg, colour, black, white, komi, caps) in rows {
        let mut e = GtpEngine::new();
        // Something on the board before, so that loading has to replace it.
        ok(&mut e, "play b d4");
        ok(&mut e, "komi 3");
        let what = format!("loadsgf {file} {arg}");
        assert_eq!(
            ok(&mut e, &format!("loadsgf {} {arg}", data(file))),
            colour,
            "{what}"
        );
        assert_eq!(ok(&mut e, "list_stones black"), black, "{what}");
        assert_eq!(ok(&mut e, "list_stones white"), white, "{what}");
        assert_eq!(ok(&mut e, "get_komi"), komi, "{what}");
        assert_eq!(ok(&mut e, "captures black"), caps, "{what}");
        assert_eq!(ok(&mut e, "query_boardsize"), "9", "{what}");
        assert_eq!(e.game().board.stackp(), 0);
    }
}

#[test]
fn loadsgf_move_numbers_and_vertices() {
    check_load(LOADSGF);
}

#[test]
fn loadsgf_setup_stones_player_to_move_and_handicap() {
    check_load(LOADSGF_SETUP);
}

#[test]
fn loadsgf_then_play_and_undo() {
    let mut e = GtpEngine::new();
    assert_eq!(
        ok(&mut e, &format!("loadsgf {} 3", data("game9.sgf"))),
        "black"
    );
    assert_eq!(ok(&mut e, "move_history"), "white G7\nblack E5");
    ok(&mut e, "undo");
    assert_eq!(ok(&mut e, "move_history"), "black E5");
    ok(&mut e, "play w c3");
    ok(&mut e, "genmove b");
    // Setup stones are the start of the game: they cannot be undone.
    assert_eq!(
        ok(&mut e, &format!("loadsgf {}", data("handicap.sgf"))),
        "black"
    );
    ok(&mut e, "gg-undo 3");
    assert_eq!(ok(&mut e, "list_stones black"), "C7 G3");
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
}

#[test]
fn loadsgf_setup_stones_after_moves_start_a_new_history() {
    // As GNU Go: moves before the setup node leave the history; undo stops at the setup.
    let mut e = GtpEngine::new();
    let f = data("setup_after_moves.sgf");
    assert_eq!(ok(&mut e, &format!("loadsgf {f}")), "black");
    assert_eq!(ok(&mut e, "move_history"), "white E5\nblack D6");
    ok(&mut e, "undo");
    assert_eq!(ok(&mut e, "move_history"), "black D6");
    ok(&mut e, "undo");
    assert_eq!(fail(&mut e, "undo"), "cannot undo");
    assert_eq!(ok(&mut e, "list_stones black"), "A9 C7");
    assert_eq!(ok(&mut e, "list_stones white"), "B8");
    // Move numbers still count the moves before the setup.
    assert_eq!(ok(&mut e, &format!("loadsgf {f} 4")), "white");
    assert_eq!(ok(&mut e, "list_stones black"), "A9 C7 D6");
    assert_eq!(ok(&mut e, "move_history"), "black D6");
    assert_eq!(ok(&mut e, &format!("loadsgf {f} 3")), "black");
    assert_eq!(ok(&mut e, "list_stones black"), "A9 C7");
    assert_eq!(ok(&mut e, "move_history"), "");
    assert_eq!(ok(&mut e, &format!("loadsgf {f} 2")), "white");
    assert_eq!(ok(&mut e, "list_stones black"), "A9");
    assert_eq!(ok(&mut e, "move_history"), "black A9");
    ok(&mut e, "undo");
    assert_eq!(ok(&mut e, "list_stones black"), "");
}

#[test]
fn loadsgf_errors_leave_the_position_untouched() {
    let mut e = engine9();
    ok(&mut e, "komi 2.5");
    play_all(&mut e, "b e5, w c3");
    let hash = e.game().board.hash();
    let check = |e: &mut GtpEngine| {
        assert_eq!(e.game().board.hash(), hash);
        assert_eq!(ok(e, "move_history"), "white C3\nblack E5");
        assert_eq!(ok(e, "get_komi"), " 2.5");
        assert_eq!(ok(e, "query_boardsize"), "9");
    };
    assert_eq!(fail(&mut e, "loadsgf"), "missing filename");
    check(&mut e);
    for file in [
        "bad_unterminated.sgf",
        "bad_notsgf.sgf",
        "bad_size.sgf",
        "bad_occupied.sgf",
        "bad_empty.sgf",
        "no_such_file.sgf",
    ] {
        let path = data(file);
        let msg = fail(&mut e, &format!("loadsgf {path}"));
        // Like GNU Go's "cannot open or parse 'FILE'" / "cannot load 'FILE'", with the
        // reason after it.
        assert!(
            msg.starts_with(&format!("cannot open or parse '{path}'"))
                || msg.starts_with(&format!("cannot load '{path}'")),
            "{msg}"
        );
        assert!(msg.len() > path.len() + 25, "no reason given: {msg}");
        check(&mut e);
    }
    let dir = data("");
    assert!(fail(&mut e, &format!("loadsgf {dir}")).starts_with("cannot open or parse"));
    check(&mut e);
    // A bad move number or vertex is an error (GNU Go silently loads the whole game).
    for arg in ["z99", "2x", "t19", "D"] {
        let msg = fail(&mut e, &format!("loadsgf {} {arg}", data("game9.sgf")));
        assert!(msg.contains(arg), "{msg}");
        check(&mut e);
    }
}

#[test]
fn printsgf_round_trip() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let mut e = engine9();
    ok(&mut e, "komi 5.5");
    ok(&mut e, "fixed_handicap 3");
    play_all(&mut e, "w e5, b e6, w pass, b d5, w f5, b e4");
    let text = ok(&mut e, "printsgf");
    assert!(text.starts_with("(;"), "{text}");
    assert!(text.contains("SZ[9]"), "{text}");
    assert!(text.contains("KM[5.5]"), "{text}");
    assert!(text.contains("HA[3]"), "{text}");
    assert!(text.trim_end().ends_with(')'));
    let file = dir.join("round.sgf");
    let file = file.to_str().unwrap();
    assert_eq!(ok(&mut e, &format!("printsgf {file}")), "");
    let black = ok(&mut e, "list_stones black");
    let white = ok(&mut e, "list_stones white");
    let hist = ok(&mut e, "move_history");
    let hash = e.game().board.hash();

    let mut f = GtpEngine::new();
    assert_eq!(ok(&mut f, &format!("loadsgf {file}")), "white");
    assert_eq!(ok(&mut f, "list_stones black"), black);
    assert_eq!(ok(&mut f, "list_stones white"), white);
    assert_eq!(ok(&mut f, "move_history"), hist);
    assert_eq!(ok(&mut f, "get_komi"), " 5.5");
    assert_eq!(f.game().board.hash(), hash);
    // Half way: the position after 3 of the 6 moves.
    assert_eq!(ok(&mut f, &format!("loadsgf {file} 4")), "black");
    assert_eq!(ok(&mut f, "move_history"), "white PASS\nblack E6\nwhite E5");
    // printsgf of the loaded game gives the same record.
    ok(&mut f, &format!("loadsgf {file}"));
    assert_eq!(ok(&mut f, "printsgf"), text);
    // Writing somewhere impossible is an error (GNU Go only warns).
    let r = fail(&mut e, "printsgf /nonexistent-dir/x/y.sgf");
    assert!(r.contains("/nonexistent-dir/x/y.sgf"), "{r}");
}

#[test]
fn printsgf_names_the_engine_the_result_and_the_date() {
    let mut e = engine9();
    let text = ok(&mut e, "printsgf");
    // A date, and no players or result before any move was generated or the game ended.
    let dt = text.find("DT[").expect("a date");
    let date = &text[dt + 3..dt + 13];
    assert!(
        date.len() == 10 && date.chars().filter(|&c| c == '-').count() == 2,
        "{text}"
    );
    assert!(!text.contains("PB[") && !text.contains("PW[") && !text.contains("RE["));
    // Tesuji plays White; two passes end the game with a result.
    play_all(&mut e, "b e5");
    ok(&mut e, "genmove w");
    play_all(&mut e, "b pass, w pass");
    let text = ok(&mut e, "printsgf");
    assert!(
        text.contains("PW[Tesuji]") && !text.contains("PB["),
        "{text}"
    );
    let score = ok(&mut e, "final_score");
    assert!(text.contains(&format!("RE[{score}]")), "{text}");
    // A new game forgets the players.
    ok(&mut e, "clear_board");
    assert!(!ok(&mut e, "printsgf").contains("PW["));
}

#[test]
fn loadsgf_of_every_data_file_keeps_invariants() {
    for entry in std::fs::read_dir(data("")).unwrap() {
        let path = entry.unwrap().path();
        let p = path.to_str().unwrap();
        let mut e = light_engine();
        for arg in [
            "",
            "1",
            "2",
            "3",
            "0",
            "A1",
            "pass",
            "x",
            "-1",
            "99999999999999999999",
        ] {
            let _ = send(&mut e, &format!("loadsgf {p} {arg}"));
            let _ = send(&mut e, "genmove b");
            let _ = send(&mut e, "undo");
        }
    }
}

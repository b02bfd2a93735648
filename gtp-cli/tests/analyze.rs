//! Live analysis as a GUI drives it: the stream of reports runs until the client's next
//! line, and each report follows the format of ../shared/docs/gui-analysis.md.

use gtp_cli::session::run_gtp_live;
use gtp_cli::{EngineOptions, GtpEngine};
use regex::Regex;
use std::io::{BufReader, Write};
use std::time::Duration;

/// Run a session in which the client sends `first`, waits, then sends `then`; the engine's
/// whole output.
fn session(first: &str, wait_ms: u64, then: &str) -> String {
    session_on(1, first, wait_ms, then)
}

/// [`session`] with the Monte Carlo search on `threads` threads.
fn session_on(threads: usize, first: &str, wait_ms: u64, then: &str) -> String {
    let (reader, mut writer) = std::io::pipe().unwrap();
    let (first, then) = (first.to_string(), then.to_string());
    let client = std::thread::spawn(move || {
        writer.write_all(first.as_bytes()).unwrap();
        std::thread::sleep(Duration::from_millis(wait_ms));
        writer.write_all(then.as_bytes()).unwrap();
    });
    let mut e = GtpEngine::with_options(EngineOptions {
        boardsize: 9,
        komi: 7.0,
        mc_threads: threads,
        ..EngineOptions::default()
    });
    let mut out = Vec::new();
    run_gtp_live(&mut e, BufReader::new(reader), &mut out).unwrap();
    client.join().unwrap();
    String::from_utf8(out).unwrap()
}

const LZ_BLOCK: &str = r"info move ([A-HJ][1-9]|pass) visits \d+ winrate \d+ prior \d+ lcb \d+ order \d+ pv( ([A-HJ][1-9]|pass))+";

#[test]
fn lz_analyze_streams_until_the_next_command() {
    let out = session("play b e5\n7 lz-analyze w 2\n", 700, "name\nquit\n");
    let responses: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(responses[0], "= ", "{out}");
    let stream: Vec<&str> = responses[1].lines().collect();
    assert_eq!(stream[0], "=7", "{out}");
    // Reports every 20 ms for 700 ms: several, whatever the machine's load.
    assert!(stream.len() >= 3, "{out}");
    let line = Regex::new(&format!("^{LZ_BLOCK}( {LZ_BLOCK})*$")).unwrap();
    for l in &stream[1..] {
        assert!(line.is_match(l), "{l}");
        assert!(
            l.starts_with("info move ") && l.contains(" order 0 "),
            "{l}"
        );
    }
    // The stream ended with its empty line; the next command was answered normally.
    assert_eq!(responses[2], "= Tesuji", "{out}");
    assert_eq!(responses[3], "= ", "{out}");
}

#[test]
fn an_empty_line_stops_kata_analyze_and_ownership_covers_the_board() {
    let out = session(
        "kata-analyze b interval 2 ownership true\n",
        500,
        "\nquit\n",
    );
    let responses: Vec<&str> = out.split("\n\n").collect();
    let stream: Vec<&str> = responses[0].lines().collect();
    assert_eq!(stream[0], "=", "{out}");
    assert!(stream.len() >= 2, "{out}");
    let block = r"info move ([A-HJ][1-9]|pass) visits \d+ winrate [01]\.\d{4} prior [01]\.\d{4} lcb [01]\.\d{4} order \d+ pv( ([A-HJ][1-9]|pass))+";
    let line = Regex::new(&format!(
        r"^{block}( {block})* ownership( -?[01]\.\d{{3}}){{81}}$"
    ))
    .unwrap();
    for l in &stream[1..] {
        assert!(line.is_match(l), "{l}");
    }
    // The empty line gets no answer of its own; quit does.
    assert_eq!(responses[1], "= ", "{out}");
    assert_eq!(responses.len(), 3, "{out}");
}

#[test]
fn genmove_analyze_plays_the_move_and_bad_arguments_stream_nothing() {
    let out = session(
        "lz-analyze green\nlz-genmove_analyze b 5\nlast_move\n",
        0,
        "quit\n",
    );
    let responses: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(responses[0], "? invalid argument 'green'", "{out}");
    let stream: Vec<&str> = responses[1].lines().collect();
    assert_eq!(stream[0], "=", "{out}");
    let played = stream.last().unwrap();
    let mv = played.strip_prefix("play ").expect(played);
    assert_eq!(responses[2], format!("= black {mv}"), "{out}");
}

/// With two search threads the stream is the same: reports while the threads run, the
/// stream ended by the next command.
#[test]
fn lz_analyze_on_two_threads() {
    let out = session_on(2, "play b e5\n7 lz-analyze w 2\n", 600, "name\nquit\n");
    let responses: Vec<&str> = out.split("\n\n").collect();
    let stream: Vec<&str> = responses[1].lines().collect();
    assert_eq!(stream[0], "=7", "{out}");
    assert!(stream.len() >= 3, "{out}");
    let line = Regex::new(&format!("^{LZ_BLOCK}( {LZ_BLOCK})*$")).unwrap();
    assert!(stream[1..].iter().all(|l| line.is_match(l)), "{out}");
    assert_eq!(responses[2], "= Tesuji", "{out}");
}

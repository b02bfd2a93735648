//! Tests of the SGF reader and writer (`engine::sgf`).

use engine::sgf::{parse_sgf, read_sgf_file, write_sgf, SgfError, SgfGame, SgfNode, SgfWriteInfo};
use engine::types::{Color, Point};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};

/// The start of `text`, for failure messages.
fn short(text: &str) -> String {
    text.chars().take(200).collect()
}

/// Parse `text`, panicking with the error if it fails.
fn parse(text: &str) -> SgfGame {
    match parse_sgf(text) {
        Ok(g) => g,
        Err(e) => panic!("parse failed: {e}\ninput: {:?}", short(text)),
    }
}

/// Parse `text`, which must fail, and return the error.
fn parse_err(text: &str) -> SgfError {
    match parse_sgf(text) {
        Ok(g) => panic!(
            "expected an error, parsed {} nodes\ninput: {:?}",
            g.nodes.len(),
            short(text)
        ),
        Err(e) => e,
    }
}

/// Check that `text` fails with a message containing `needle` at `line`:`column`.
fn assert_err(text: &str, needle: &str, line: usize, column: usize) {
    let e = parse_err(text);
    assert!(
        e.message.contains(needle),
        "message {:?} does not contain {needle:?} (input {text:?})",
        e.message
    );
    assert_eq!(
        (e.line, e.column),
        (line, column),
        "wrong position for {:?} (input {text:?})",
        e.message
    );
}

fn p(row: usize, col: usize) -> Point {
    Point::new(row, col)
}

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/sgf")
        .join(name)
}

fn node(setup: Vec<(Color, Point)>, mv: Option<(Color, Point)>) -> SgfNode {
    SgfNode {
        setup,
        mv,
        to_play: None,
    }
}

// ---------------------------------------------------------------- basic parsing

#[test]
fn basic_game() {
    let g = parse("(;FF[4]GM[1]SZ[9]KM[6.5]HA[0]RU[Japanese]RE[B+R]PB[Alice]PW[Bob];B[cd];W[ee])");
    assert_eq!(g.size, 9);
    assert_eq!(g.komi, Some(6.5));
    assert_eq!(g.handicap, Some(0));
    assert_eq!(g.rules.as_deref(), Some("Japanese"));
    assert_eq!(g.result.as_deref(), Some("B+R"));
    assert_eq!(g.player_black.as_deref(), Some("Alice"));
    assert_eq!(g.player_white.as_deref(), Some("Bob"));
    assert_eq!(
        g.nodes,
        vec![
            node(vec![], None),
            // First letter is the column, second the row: "cd" = column 2, row 3.
            node(vec![], Some((Color::Black, p(3, 2)))),
            node(vec![], Some((Color::White, p(4, 4)))),
        ]
    );
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![(Color::Black, p(3, 2)), (Color::White, p(4, 4))]
    );
}

#[test]
fn defaults() {
    let g = parse("(;)");
    assert_eq!(g.size, 19);
    assert_eq!(g.komi, None);
    assert_eq!(g.handicap, None);
    assert_eq!(g.rules, None);
    assert_eq!(g.result, None);
    assert_eq!(g.nodes, vec![SgfNode::default()]);
    assert_eq!(SgfGame::default().size, 19);
}

#[test]
fn coordinates_corners() {
    let g = parse("(;SZ[19];B[aa];W[sa];B[as];W[ss])");
    let moves: Vec<_> = g.moves().map(|(_, pt)| (pt.row(), pt.col())).collect();
    assert_eq!(moves, vec![(0, 0), (0, 18), (18, 0), (18, 18)]);
    // The top-left corner is A19 in GTP terms, the bottom-right T1.
    assert_eq!(g.nodes[1].mv.unwrap().1.to_vertex(19), "A19");
    assert_eq!(g.nodes[4].mv.unwrap().1.to_vertex(19), "T1");
}

#[test]
fn escapes_in_values() {
    let g = parse(r"(;PB[Foo \] bar \\]PW[a\b]C[comment with \] and ; and ( and )];B[aa])");
    assert_eq!(g.player_black.as_deref(), Some(r"Foo ] bar \"));
    assert_eq!(g.player_white.as_deref(), Some("ab"));
    assert_eq!(g.nodes.len(), 2);
    assert_eq!(g.nodes[1].mv, Some((Color::Black, p(0, 0))));
    // A value ending in an escaped backslash.
    let g = parse(r"(;RE[x\\];B[bb])");
    assert_eq!(g.result.as_deref(), Some(r"x\"));
    assert_eq!(g.nodes[1].mv, Some((Color::Black, p(1, 1))));
}

#[test]
fn soft_line_breaks_and_simple_text() {
    for text in [
        "(;PB[ab\\\ncd])",
        "(;PB[ab\\\r\ncd])",
        "(;PB[ab\\\rcd])",
        "(;PB[ab\\\n\rcd])",
    ] {
        assert_eq!(
            parse(text).player_black.as_deref(),
            Some("abcd"),
            "{text:?}"
        );
    }
    // Hard line breaks and tabs in SimpleText become spaces.
    let g = parse("(;RE[W+\nR]RU[a\r\nb\tc])");
    assert_eq!(g.result.as_deref(), Some("W+ R"));
    assert_eq!(g.rules.as_deref(), Some("a b c"));
}

#[test]
fn whitespace_between_tokens() {
    let g = parse(
        " \n\t(\r\n ; SZ [9] KM\n[5.5]\n AB [aa]\n [bb] ;\tB [cc] \n ( ; W[dd] ) ( ;W[ee] ) \n) \n",
    );
    assert_eq!(g.size, 9);
    assert_eq!(g.komi, Some(5.5));
    assert_eq!(
        g.nodes,
        vec![
            node(vec![(Color::Black, p(0, 0)), (Color::Black, p(1, 1))], None),
            node(vec![], Some((Color::Black, p(2, 2)))),
            node(vec![], Some((Color::White, p(3, 3)))),
        ]
    );
}

#[test]
fn byte_order_mark_is_skipped() {
    let g = parse("\u{feff}(;SZ[5];B[cc])");
    assert_eq!(g.size, 5);
    assert_eq!(g.nodes.len(), 2);
}

#[test]
fn lowercase_property_identifiers() {
    let g = parse("(;sz[9]km[0.5];b[cc];w[dd])");
    assert_eq!(g.size, 9);
    assert_eq!(g.komi, Some(0.5));
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![(Color::Black, p(2, 2)), (Color::White, p(3, 3))]
    );
    // Mixed case: lower-case letters are dropped (FF[3] style), unknown results are ignored.
    let g = parse("(;SiZe[9]Comment[hello]CoPyright[x];Black[aa])");
    assert_eq!(g.size, 9);
    assert_eq!(g.nodes[1].mv, Some((Color::Black, p(0, 0))));
}

#[test]
fn unknown_properties_ignored() {
    let g = parse("(;GM[1]FF[4]AP[x:1]DT[2024]XYZ[whatever][more]C[hi]LB[aa:x];B[aa]TR[bb]MA[cc])");
    assert_eq!(g.nodes.len(), 2);
    assert_eq!(g.nodes[1].mv, Some((Color::Black, p(0, 0))));
}

// ---------------------------------------------------------------- game trees

#[test]
fn variations_follow_main_line() {
    let g = parse("(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff];B[gg]))");
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![
            (Color::Black, p(0, 0)),
            (Color::White, p(1, 1)),
            (Color::Black, p(2, 2)),
            (Color::White, p(3, 3)),
        ]
    );
    assert_eq!(g.nodes.len(), 5);
}

#[test]
fn variations_from_file() {
    let g = read_sgf_file(&data("variations.sgf")).unwrap();
    assert_eq!(g.size, 9);
    assert_eq!(g.komi, Some(7.5));
    assert_eq!(g.rules.as_deref(), Some("Chinese"));
    let moves: Vec<String> = g
        .moves()
        .map(|(c, pt)| format!("{} {}", c, pt.to_vertex(9)))
        .collect();
    assert_eq!(moves, ["black E5", "white C7", "black G3", "white G7"]);
}

#[test]
fn content_of_other_variations_is_not_interpreted() {
    // An off-board move in a second variation does not matter...
    let g = parse("(;SZ[9];B[aa](;W[bb])(;W[zz]))");
    assert_eq!(g.nodes.len(), 3);
    // ...but its syntax must be correct.
    assert_err(
        "(;SZ[9];B[aa](;W[bb])(;W[zz)",
        "unterminated property value",
        1,
        25,
    );
}

#[test]
fn multiple_games_use_first() {
    let g = parse("(;SZ[9];B[aa])(;SZ[13]KM[6.5];B[mm];W[ll])");
    assert_eq!(g.size, 9);
    assert_eq!(g.komi, None);
    assert_eq!(g.nodes.len(), 2);
    // Whatever follows the first game is not read.
    let g = parse("(;SZ[9];B[aa])\n(;SZ[30]");
    assert_eq!(g.size, 9);

    let g = read_sgf_file(&data("two_games.sgf")).unwrap();
    assert_eq!(g.size, 13);
    assert_eq!(g.handicap, Some(2));
    assert_eq!(g.komi, Some(0.5));
    assert_eq!(
        g.nodes[0],
        SgfNode {
            setup: vec![(Color::Black, p(9, 3)), (Color::Black, p(3, 9))],
            mv: None,
            to_play: Some(Color::White),
        }
    );
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![(Color::White, p(10, 10)), (Color::Black, p(2, 2))]
    );
}

#[test]
fn deep_nesting_does_not_overflow() {
    let n = 100_000;
    let text = "(;".repeat(n) + &")".repeat(n);
    let g = parse(&text);
    assert_eq!(g.nodes.len(), n);

    let e = parse_err(&"(".repeat(n));
    assert!(e.message.contains("expected ';'"), "{}", e.message);
    assert_eq!((e.line, e.column), (1, 2));

    let e = parse_err(&"(;".repeat(n));
    assert!(
        e.message.contains("unexpected end of input"),
        "{}",
        e.message
    );
    assert_eq!((e.line, e.column), (1, 2 * n + 1));

    // Deep nesting in a second variation, then another variation.
    let text = format!(
        "(;B[aa](;W[bb])({}{}(;W[cc]))",
        ";(".repeat(n - 1) + ";",
        ")".repeat(n)
    );
    let g = parse(&text);
    assert_eq!(g.nodes.len(), 2);
}

#[test]
fn long_game() {
    let mut text = String::from("(;SZ[19]");
    for i in 0..200_000 {
        let c = if i % 2 == 0 { 'B' } else { 'W' };
        let x = (b'a' + (i % 19) as u8) as char;
        let y = (b'a' + (i / 19 % 19) as u8) as char;
        text.push_str(&format!(";{c}[{x}{y}]"));
    }
    text.push(')');
    let g = parse(&text);
    assert_eq!(g.nodes.len(), 200_001);
    let last = 199_999;
    assert_eq!(
        g.nodes[200_000].mv,
        Some((Color::White, p(last / 19 % 19, last % 19)))
    );
}

// ---------------------------------------------------------------- properties

#[test]
fn pass_forms() {
    let g = parse("(;SZ[19];B[];W[tt];B[ ])");
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![
            (Color::Black, Point::NONE),
            (Color::White, Point::NONE),
            (Color::Black, Point::NONE)
        ]
    );
    let g = parse("(;SZ[9];W[tt])");
    assert_eq!(g.nodes[1].mv, Some((Color::White, Point::NONE)));
    // On larger boards tt is a real point.
    let g = parse("(;SZ[21];B[tt];W[])");
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![(Color::Black, p(19, 19)), (Color::White, Point::NONE)]
    );
}

#[test]
fn compressed_point_lists() {
    let g = parse("(;SZ[9]AB[aa:cb]AW[ee]AE[ih:gi])");
    let setup = &g.nodes[0].setup;
    let black: Vec<_> = setup
        .iter()
        .filter(|(c, _)| *c == Color::Black)
        .map(|&(_, pt)| (pt.row(), pt.col()))
        .collect();
    assert_eq!(black, vec![(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]);
    assert!(setup.contains(&(Color::White, p(4, 4))));
    // The corners may be given in either order.
    let empty: Vec<_> = setup
        .iter()
        .filter(|(c, _)| *c == Color::Empty)
        .map(|&(_, pt)| (pt.row(), pt.col()))
        .collect();
    assert_eq!(empty, vec![(7, 6), (7, 7), (7, 8), (8, 6), (8, 7), (8, 8)]);
    assert_eq!(setup.len(), 13);
    // A one-point rectangle.
    let g = parse("(;AW[dd:dd])");
    assert_eq!(g.nodes[0].setup, vec![(Color::White, p(3, 3))]);
    // Off the board.
    assert_err("(;SZ[9]AB[aa:jj])", "point 'jj' outside 9x9 board", 1, 10);
}

#[test]
fn setup_and_clear() {
    let g = parse("(;SZ[9]AB[aa][bb]AW[cc];AE[aa]AB[dd];B[ee])");
    assert_eq!(
        g.nodes,
        vec![
            node(
                vec![
                    (Color::Black, p(0, 0)),
                    (Color::Black, p(1, 1)),
                    (Color::White, p(2, 2))
                ],
                None
            ),
            node(vec![(Color::Empty, p(0, 0)), (Color::Black, p(3, 3))], None),
            node(vec![], Some((Color::Black, p(4, 4)))),
        ]
    );
    // Setup and a move in the same node (not FF[4], but common): both are kept.
    let g = parse("(;SZ[9];AB[aa]W[bb])");
    assert_eq!(
        g.nodes[1],
        node(vec![(Color::Black, p(0, 0))], Some((Color::White, p(1, 1))))
    );
}

#[test]
fn player_to_move() {
    let g = parse("(;SZ[9]AB[cc]PL[W];W[dd]PL[w];PL[b];PL[black];PL[1];PL[2])");
    let pl: Vec<_> = g.nodes.iter().map(|n| n.to_play).collect();
    assert_eq!(
        pl,
        vec![
            Some(Color::White),
            Some(Color::White),
            Some(Color::Black),
            Some(Color::Black),
            Some(Color::Black),
            Some(Color::White),
        ]
    );
    assert_err("(;PL[x])", "invalid PL value 'x'", 1, 5);
}

#[test]
fn size_komi_handicap() {
    assert_eq!(parse("(;SZ[1])").size, 1);
    assert_eq!(parse("(;SZ[25])").size, 25);
    assert_eq!(parse("(;SZ[ 13 ])").size, 13);
    assert_eq!(parse("(;SZ[13:13])").size, 13);
    assert_eq!(parse("(;KM[-3.5])").komi, Some(-3.5));
    assert_eq!(parse("(;KM[0])").komi, Some(0.0));
    assert_eq!(parse("(;KM[7.50])").komi, Some(7.5));
    assert_eq!(parse("(;KM[])").komi, None);
    assert_eq!(parse("(;HA[9])").handicap, Some(9));
    // The size applies to points in the same node, whatever the order.
    let g = parse("(;AB[mm]SZ[13])");
    assert_eq!(g.nodes[0].setup, vec![(Color::Black, p(12, 12))]);
    // Game information may also appear later on the main line.
    let g = parse("(;SZ[9];B[aa]KM[5.5]RE[B+1])");
    assert_eq!(g.komi, Some(5.5));
    assert_eq!(g.result.as_deref(), Some("B+1"));
}

#[test]
fn non_utf8_file_is_decoded_lossily() {
    let g = read_sgf_file(&data("latin1.sgf")).unwrap();
    assert_eq!(g.size, 9);
    assert_eq!(g.player_black.as_deref(), Some("Jos\u{fffd}"));
    assert_eq!(g.player_white.as_deref(), Some("Ren\u{fffd}e"));
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![
            (Color::Black, p(4, 4)),
            (Color::White, p(2, 2)),
            (Color::Black, Point::NONE)
        ]
    );
}

#[test]
fn crlf_file_with_handicap() {
    let g = read_sgf_file(&data("handicap_crlf.sgf")).unwrap();
    assert_eq!(g.handicap, Some(4));
    assert_eq!(g.result.as_deref(), Some("W+2.5"));
    assert_eq!(g.nodes[0].setup.len(), 4);
    assert_eq!(
        g.moves().collect::<Vec<_>>(),
        vec![
            (Color::White, p(5, 16)),
            (Color::Black, Point::NONE),
            (Color::White, Point::NONE)
        ]
    );
}

// ---------------------------------------------------------------- errors

#[test]
fn error_unterminated_value() {
    assert_err("(;SZ[9]\n;B[aa]C[oops", "unterminated property value", 2, 8);
    assert_err(
        "(;PB[ends with escape\\",
        "unterminated property value",
        1,
        5,
    );
    let e = read_sgf_file(&data("truncated.sgf")).unwrap_err();
    assert!(matches!(e, engine::sgf::SgfFileError::Parse { .. }));
    let e = e.to_string();
    assert!(
        e.ends_with("truncated.sgf:3:8: unterminated property value"),
        "{e}"
    );
}

#[test]
fn error_missing_open_paren() {
    assert_err(
        ";B[aa])",
        "expected '(' to start a game tree, found ';'",
        1,
        1,
    );
    assert_err("\n  ;B[aa])", "expected '('", 2, 3);
    assert_err(
        "",
        "expected '(' to start a game tree, found end of input",
        1,
        1,
    );
    assert_err("   \n", "found end of input", 2, 1);
    assert_err("garbage (;B[aa])", "found 'g'", 1, 1);
}

#[test]
fn error_garbage() {
    assert_err("\u{0}\u{1}\u{2}", "expected '('", 1, 1);
    assert_err(
        "(;B[aa]%)",
        "expected a property, ';', '(' or ')', found '%'",
        1,
        8,
    );
    assert_err("()", "expected ';' to start a node, found ')'", 1, 2);
    assert_err("(B[aa])", "expected ';' to start a node, found 'B'", 1, 2);
    assert_err(
        "(;B dd])",
        "expected '[' after property identifier 'B'",
        1,
        5,
    );
    assert_err("(;B[aa]", "unexpected end of input", 1, 8);
    assert_err("(;B[aa](;W[bb]);B[cc])", "node after a variation", 1, 16);
    assert_err(
        "(;B[aa](;W[bb])x)",
        "expected '(' or ')' after a variation, found 'x'",
        1,
        16,
    );
    assert_err("(;B[aa]W[bb])", "more than one move in a node", 1, 8);
    assert_err("(;B[aa][bb])", "B takes a single value, found 2", 1, 3);
    assert_err("(;KM[abc])", "invalid KM value 'abc'", 1, 5);
    assert_err("(;KM[inf])", "invalid KM value 'inf'", 1, 5);
    assert_err("(;HA[-1])", "invalid HA value '-1'", 1, 5);
    assert_err("(;AB[])", "empty point in AB", 1, 5);
    // Columns count characters, not bytes.
    assert_err(
        "(;PB[éé]x)",
        "expected '[' after property identifier 'x', found ')'",
        1,
        10,
    );
    // A lone carriage return and CR LF are one line break each.
    assert_err("(;\r;B[zz])", "outside", 2, 3);
    assert_err("(;\r\n;B[zz])", "outside", 2, 3);
}

#[test]
fn error_bad_size() {
    assert_err("(;SZ[30])", "SZ 30 out of range 1..=25", 1, 5);
    assert_err("(;SZ[0])", "SZ 0 out of range 1..=25", 1, 5);
    assert_err("(;GM[1]\nSZ[abc])", "invalid SZ value 'abc'", 2, 3);
    assert_err("(;SZ[19:13])", "rectangular board", 1, 5);
    assert_err("(;SZ[-9])", "invalid SZ value", 1, 5);
    assert_err("(;SZ[99999999999999999999999])", "out of range", 1, 5);
    assert_err(
        "(;SZ[9];SZ[13])",
        "SZ is only allowed in the root node",
        1,
        9,
    );
}

#[test]
fn error_point_off_board() {
    assert_err("(;SZ[9];B[jj])", "point 'jj' outside 9x9 board", 1, 10);
    assert_err("(;B[zz])", "point 'zz' outside 19x19 board", 1, 4);
    assert_err(
        "(;SZ[9]\nAB[aa]\n  [ia][ja])",
        "point 'ja' outside 9x9 board",
        3,
        7,
    );
    assert_err(
        "(;SZ[19];W[tt]AW[tt])",
        "point 'tt' outside 19x19 board",
        1,
        17,
    );
    assert_err("(;B[a])", "invalid point 'a'", 1, 4);
    assert_err("(;B[a1])", "invalid point 'a1'", 1, 4);
    assert_err("(;B[abc])", "invalid point 'abc'", 1, 4);
}

#[test]
fn error_display_and_file_errors() {
    let e = parse_err("(;SZ[30])");
    assert_eq!(e.to_string(), "1:5: SZ 30 out of range 1..=25");
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(boxed.to_string().contains("out of range"));

    let missing = data("no_such_file.sgf");
    let e = read_sgf_file(&missing).unwrap_err();
    assert!(matches!(e, engine::sgf::SgfFileError::Read { .. }));
    let e = e.to_string();
    assert!(e.starts_with("cannot read "), "{e}");
    assert!(e.contains("no_such_file.sgf"), "{e}");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = StdRng::seed_from_u64(7);
    for _ in 0..2000 {
        let len = rng.gen_range(0..200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let _ = parse_sgf(&String::from_utf8_lossy(&bytes));
    }
    // Mutations of a valid record, using characters that matter to the grammar.
    let base = "(;FF[4]GM[1]SZ[9]KM[5.5]AB[aa:bb]PL[W];W[cc]C[x\\]y](;B[dd];W[])(;B[ee]))";
    let alphabet = b"()[];\\:ABWSZKMHPLEtaz19 \n\r";
    for _ in 0..5000 {
        let mut bytes = base.as_bytes().to_vec();
        for _ in 0..rng.gen_range(1..4) {
            let i = rng.gen_range(0..bytes.len());
            let c = alphabet[rng.gen_range(0..alphabet.len())];
            match rng.gen_range(0..3) {
                0 => bytes[i] = c,
                1 => bytes.insert(i, c),
                _ => {
                    bytes.remove(i);
                }
            }
            if bytes.is_empty() {
                break;
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = parse_sgf(&text) {
            assert!(e.line >= 1 && e.column >= 1);
            assert!(!e.message.is_empty());
        }
    }
}

// ---------------------------------------------------------------- writer

fn write_info() -> SgfWriteInfo {
    SgfWriteInfo {
        size: 9,
        komi: 6.5,
        handicap: 0,
        setup: vec![],
        moves: vec![
            (Color::Black, p(2, 2)),
            (Color::White, p(6, 6)),
            (Color::Black, Point::NONE),
        ],
        result: None,
        program_name: "Tesuji".to_string(),
        program_version: "0.1".to_string(),
        rules: None,
        player_black: None,
        player_white: None,
        date: None,
    }
}

#[test]
fn writer_output() {
    let text = write_sgf(&write_info());
    assert_eq!(
        text,
        "(;FF[4]GM[1]SZ[9]KM[6.5]AP[Tesuji:0.1]\n;B[cc];W[gg];B[])\n"
    );
    let mut info = write_info();
    info.handicap = 2;
    info.komi = 0.5;
    info.setup = vec![
        (Color::Black, p(2, 6)),
        (Color::White, p(0, 0)),
        (Color::Black, p(6, 2)),
    ];
    info.moves = vec![(Color::White, p(4, 4))];
    info.result = Some("W+R".to_string());
    info.rules = Some("Japanese".to_string());
    info.program_name = "odd:name]".to_string();
    let text = write_sgf(&info);
    assert_eq!(
        text,
        "(;FF[4]GM[1]SZ[9]KM[0.5]HA[2]RU[Japanese]RE[W+R]AP[odd\\:name\\]:0.1]\nAB[gc][cg]\nAW[aa]\n;W[ee])\n"
    );
    let g = parse(&text);
    assert_eq!(g.handicap, Some(2));
    assert_eq!(g.komi, Some(0.5));
    assert_eq!(g.result.as_deref(), Some("W+R"));
    assert_eq!(g.rules.as_deref(), Some("Japanese"));
}

#[test]
fn writer_komi_formats() {
    for komi in [0.0f32, 6.5, -3.5, 7.25, 100.0, 0.1] {
        let mut info = write_info();
        info.komi = komi;
        assert_eq!(parse(&write_sgf(&info)).komi, Some(komi));
    }
    let mut info = write_info();
    info.komi = 0.0;
    assert!(write_sgf(&info).contains("KM[0]"));
}

/// The game `parse_sgf(write_sgf(info))` should give.
fn expected_game(info: &SgfWriteInfo) -> SgfGame {
    let mut root = SgfNode::default();
    for color in [Color::Black, Color::White, Color::Empty] {
        root.setup
            .extend(info.setup.iter().filter(|(c, _)| *c == color).copied());
    }
    let mut nodes = vec![root];
    nodes.extend(info.moves.iter().map(|&mv| node(vec![], Some(mv))));
    SgfGame {
        size: info.size,
        komi: Some(info.komi),
        handicap: (info.handicap > 0).then_some(info.handicap),
        rules: info.rules.clone(),
        result: info.result.clone(),
        player_black: info.player_black.clone(),
        player_white: info.player_white.clone(),
        nodes,
    }
}

fn random_text(rng: &mut StdRng) -> String {
    let chars = [
        'a', 'Z', '0', '+', ' ', ']', '\\', ':', '[', '(', ')', ';', 'é', '碁',
    ];
    (0..rng.gen_range(0..12))
        .map(|_| chars[rng.gen_range(0..chars.len())])
        .collect()
}

#[test]
fn round_trip_random_games() {
    let mut rng = StdRng::seed_from_u64(2024);
    for _ in 0..500 {
        let size = rng.gen_range(1..=25);
        let point = |rng: &mut StdRng| p(rng.gen_range(0..size), rng.gen_range(0..size));
        let setup = (0..rng.gen_range(0..20))
            .map(|_| {
                let c = [Color::Black, Color::White, Color::Empty][rng.gen_range(0..3)];
                (c, point(&mut rng))
            })
            .collect();
        let moves = (0..rng.gen_range(0..60))
            .map(|_| {
                let c = if rng.gen() {
                    Color::Black
                } else {
                    Color::White
                };
                let pt = if rng.gen_range(0..8) == 0 {
                    Point::NONE
                } else {
                    point(&mut rng)
                };
                (c, pt)
            })
            .collect();
        let komi = if rng.gen() {
            rng.gen_range(-40..=40) as f32 * 0.5
        } else {
            rng.gen_range(-1000.0f32..1000.0)
        };
        let info = SgfWriteInfo {
            size,
            komi,
            handicap: if rng.gen() { 0 } else { rng.gen_range(0..10) },
            setup,
            moves,
            result: rng.gen::<bool>().then(|| random_text(&mut rng)),
            program_name: random_text(&mut rng),
            program_version: random_text(&mut rng),
            rules: rng.gen::<bool>().then(|| random_text(&mut rng)),
            player_black: rng.gen::<bool>().then(|| random_text(&mut rng)),
            player_white: rng.gen::<bool>().then(|| random_text(&mut rng)),
            date: rng.gen::<bool>().then(|| random_text(&mut rng)),
        };
        let text = write_sgf(&info);
        let game = match parse_sgf(&text) {
            Ok(g) => g,
            Err(e) => panic!("{e}\n{text}"),
        };
        assert_eq!(game, expected_game(&info), "{text}");
    }
}

// ---------------------------------------------------------------- regression corpus

fn sgf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sgf_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "sgf") {
            out.push(path);
        }
    }
}

#[test]
fn regression_games_parse() {
    let dir = Path::new("/work/shared/gnugo-regression/games");
    if !dir.is_dir() {
        eprintln!(
            "skipping regression_games_parse: {} not found",
            dir.display()
        );
        return;
    }
    let mut files = Vec::new();
    sgf_files(dir, &mut files);
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = read_sgf_file(f) {
            failures.push(e.to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

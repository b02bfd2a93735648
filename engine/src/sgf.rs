//! Reading and writing game records in the Smart Game Format (SGF, FF\[4\]).
//!
//! The reader ([`parse_sgf`], [`read_sgf_file`]) understands the parts of FF\[4\] an engine
//! needs to set up a position: board size, komi, handicap, setup stones (`AB`, `AW`, `AE`, also
//! as compressed rectangles `[aa:cc]`), moves, the player to move and a little game information.
//! Other properties are skipped.
//!
//! * Of a collection only the first game tree is read; whatever follows its closing `)` is
//!   ignored. Only white space may precede its opening `(`.
//! * Of a game tree only the main line (the first variation at every branch) is interpreted.
//!   The other variations of the first game must be well-formed SGF, but their properties are
//!   not checked.
//! * The parser is a loop over the input with an explicit state, not a recursive descent, so
//!   deep nesting cannot overflow the stack, and any input (binary garbage included) yields
//!   either a game or an [`SgfError`] with the line and column of the problem.
//!
//! Tolerated departures from FF\[4\], because older files contain them: lower-case letters in
//! property identifiers (see `normalize_ident`), setup and a move in the same node (the setup
//! applies first), extra values of text properties (ignored), game information in any node of
//! the main line (the first occurrence wins) and `PL[1]`/`PL[2]` for black/white.
//!
//! Coordinates: an SGF point `xy` is column `x` (`a` = left) and row `y` (`a` = top), i.e.
//! `Point::new(y, x)`. A move `B[]` is a pass, and so is `B[tt]` on boards up to 19x19.
//!
//! The writer ([`write_sgf`]) produces an FF\[4\] record with one node per move, which the
//! reader reads back to the same game.

use crate::types::{Color, Point, MAX_BOARD};
use std::fmt;
use std::path::Path;

/// A game read from an SGF file: the game information and the main line of play.
#[derive(Clone, Debug, PartialEq)]
pub struct SgfGame {
    /// Board size (`SZ`), 19 if absent.
    pub size: usize,
    /// Komi (`KM`), if given.
    pub komi: Option<f32>,
    /// Handicap (`HA`), if given. The handicap stones themselves are `AB` setup stones.
    pub handicap: Option<usize>,
    /// Rule set (`RU`), if given.
    pub rules: Option<String>,
    /// Result (`RE`), e.g. `"B+3.5"` or `"W+R"`, if given.
    pub result: Option<String>,
    /// Name of the black player (`PB`), if given.
    pub player_black: Option<String>,
    /// Name of the white player (`PW`), if given.
    pub player_white: Option<String>,
    /// The nodes of the main line, root first. Never empty for a parsed game.
    pub nodes: Vec<SgfNode>,
}

impl Default for SgfGame {
    fn default() -> Self {
        SgfGame {
            size: 19,
            komi: None,
            handicap: None,
            rules: None,
            result: None,
            player_black: None,
            player_white: None,
            nodes: Vec::new(),
        }
    }
}

impl SgfGame {
    /// All moves of the main line in order (`Point::NONE` for a pass), ignoring setup.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Point)> + '_ {
        self.nodes.iter().filter_map(|n| n.mv)
    }
}

/// One node of the main line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SgfNode {
    /// Setup stones in file order: `AB` gives `Color::Black`, `AW` `Color::White` and `AE`
    /// (clear the point) `Color::Empty`. Setup is applied before the node's move.
    pub setup: Vec<(Color, Point)>,
    /// The move (`B` or `W`) of this node, `Point::NONE` for a pass.
    pub mv: Option<(Color, Point)>,
    /// The player to move after this node (`PL`), if given.
    pub to_play: Option<Color>,
}

/// A syntax or content error in SGF text, with the 1-based line and column where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfError {
    /// What is wrong, e.g. `"unterminated property value"`.
    pub message: String,
    /// 1-based line number.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for SgfError {}

/// A position in the input: 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    line: usize,
    column: usize,
}

impl Pos {
    fn error(self, message: impl Into<String>) -> SgfError {
        SgfError {
            message: message.into(),
            line: self.line,
            column: self.column,
        }
    }
}

/// A byte cursor over the input that keeps track of line and column.
struct Cursor<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    column: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Cursor {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            line: 1,
            column: 1,
        }
    }

    fn here(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// Advance by one byte, updating line and column. `\n`, `\r\n` and a lone `\r` each count
    /// as one line break; UTF-8 continuation bytes do not advance the column.
    fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        match b {
            b'\n' => {
                self.line += 1;
                self.column = 1;
            }
            b'\r' if self.peek() != Some(b'\n') => {
                self.line += 1;
                self.column = 1;
            }
            b'\r' => {}
            0x80..=0xBF => {}
            _ => self.column += 1,
        }
        Some(b)
    }

    fn skip_whitespace(&mut self) {
        while let Some(b) = self.peek() {
            if b.is_ascii_whitespace() || b == 0x0B {
                self.bump();
            } else {
                break;
            }
        }
    }

    /// A description of the next character for error messages.
    fn describe_next(&self) -> String {
        if self.pos >= self.bytes.len() {
            return "end of input".to_string();
        }
        match self.text.get(self.pos..).and_then(|s| s.chars().next()) {
            Some(c) => format!("{c:?}"),
            None => format!("byte 0x{:02x}", self.bytes[self.pos]),
        }
    }
}

/// One property value with the position of its opening `[`.
struct RawValue {
    text: String,
    pos: Pos,
}

/// One property of a main-line node.
struct RawProperty {
    ident: String,
    pos: Pos,
    values: Vec<RawValue>,
}

/// Where the parser is in the grammar.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Just after `(`: a node must follow.
    TreeStart,
    /// Inside a sequence: a property, `;`, `(` or `)` may follow.
    InSequence,
    /// After a variation's `)`: only another variation `(` or the closing `)` may follow.
    AfterVariation,
}

/// Normalise a property identifier. FF\[4\] allows only upper-case letters; older files may
/// contain lower-case letters, which are dropped (`AddBlack` becomes `AB`). An identifier
/// written entirely in lower case (`sz`) is upper-cased instead.
fn normalize_ident(raw: &str) -> String {
    if raw.bytes().any(|b| b.is_ascii_uppercase()) {
        raw.chars().filter(|c| c.is_ascii_uppercase()).collect()
    } else {
        raw.to_ascii_uppercase()
    }
}

/// Read a property value after its opening `[` up to the matching unescaped `]`, handling
/// `\` escapes and soft line breaks (`\` followed by a line break, which is removed).
fn read_value(cur: &mut Cursor<'_>, start: Pos, keep: bool) -> Result<String, SgfError> {
    let mut out: Vec<u8> = Vec::new();
    loop {
        let Some(b) = cur.bump() else {
            return Err(start.error("unterminated property value"));
        };
        match b {
            b']' => break,
            b'\\' => {
                let Some(next) = cur.bump() else {
                    return Err(start.error("unterminated property value"));
                };
                match next {
                    b'\n' => {
                        if cur.peek() == Some(b'\r') {
                            cur.bump();
                        }
                    }
                    b'\r' => {
                        if cur.peek() == Some(b'\n') {
                            cur.bump();
                        }
                    }
                    _ => {
                        if keep {
                            out.push(next)
                        }
                    }
                }
            }
            _ => {
                if keep {
                    out.push(b)
                }
            }
        }
    }
    Ok(match String::from_utf8(out) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// Convert a SimpleText value: line breaks and other white space become spaces.
fn simple_text(s: &str) -> String {
    let s = s.replace("\r\n", " ").replace("\n\r", " ");
    s.chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect()
}

/// Parse SGF text and return the main line of its first game.
///
/// Errors carry the line and column of the problem: syntax errors (`"unterminated property
/// value"`, `"expected '(' to start a game tree, found ';'"`, ...) and content errors in the main
/// line (`"SZ 30 out of range 1..=25"`, `"point 'zz' outside 19x19 board"`, ...).
pub fn parse_sgf(text: &str) -> Result<SgfGame, SgfError> {
    let mut cur = Cursor::new(text);
    // A byte order mark is not part of the game.
    if text.starts_with('\u{feff}') {
        cur.pos = 3;
    }
    cur.skip_whitespace();
    if cur.peek() != Some(b'(') {
        let found = cur.describe_next();
        return Err(cur
            .here()
            .error(format!("expected '(' to start a game tree, found {found}")));
    }
    let open_pos = cur.here();
    cur.bump();

    let mut game = SgfGame::default();
    let mut state = State::TreeStart;
    let mut depth: usize = 1;
    // True while the parser is on the main line: it stays true through first variations and
    // becomes false for good at the first `)`, which closes the deepest main-line tree.
    let mut on_main = true;
    // The properties of the main-line node being read, if any.
    let mut node: Option<Vec<RawProperty>> = None;

    loop {
        cur.skip_whitespace();
        let here = cur.here();
        let Some(b) = cur.peek() else {
            if let Some(props) = node.take() {
                interpret_node(&mut game, props)?;
            }
            return Err(here.error(format!(
                "unexpected end of input: {depth} game tree(s) not closed with ')' (the game starts at {}:{})",
                open_pos.line, open_pos.column
            )));
        };
        match (state, b) {
            (State::TreeStart | State::InSequence, b';') => {
                cur.bump();
                if let Some(props) = node.take() {
                    interpret_node(&mut game, props)?;
                }
                if on_main {
                    node = Some(Vec::new());
                }
                state = State::InSequence;
            }
            (State::TreeStart, _) => {
                let found = cur.describe_next();
                return Err(here.error(format!("expected ';' to start a node, found {found}")));
            }
            (State::InSequence | State::AfterVariation, b'(') => {
                cur.bump();
                if let Some(props) = node.take() {
                    interpret_node(&mut game, props)?;
                }
                depth += 1;
                state = State::TreeStart;
            }
            (State::InSequence | State::AfterVariation, b')') => {
                cur.bump();
                if let Some(props) = node.take() {
                    interpret_node(&mut game, props)?;
                }
                on_main = false;
                depth -= 1;
                if depth == 0 {
                    // The first game is complete; anything after it is ignored.
                    return Ok(game);
                }
                state = State::AfterVariation;
            }
            (State::InSequence, b) if b.is_ascii_alphabetic() => {
                let start = cur.pos;
                while cur.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
                    cur.bump();
                }
                let raw = &text[start..cur.pos];
                let ident = normalize_ident(raw);
                cur.skip_whitespace();
                if cur.peek() != Some(b'[') {
                    let found = cur.describe_next();
                    return Err(cur.here().error(format!(
                        "expected '[' after property identifier '{raw}', found {found}"
                    )));
                }
                let mut values = Vec::new();
                while cur.peek() == Some(b'[') {
                    let pos = cur.here();
                    cur.bump();
                    let text = read_value(&mut cur, pos, node.is_some())?;
                    values.push(RawValue { text, pos });
                    cur.skip_whitespace();
                }
                if let Some(props) = node.as_mut() {
                    props.push(RawProperty {
                        ident,
                        pos: here,
                        values,
                    });
                }
            }
            (State::InSequence, _) => {
                let found = cur.describe_next();
                return Err(here.error(format!(
                    "expected a property, ';', '(' or ')', found {found}"
                )));
            }
            (State::AfterVariation, b';') => {
                return Err(here.error("node after a variation (expected '(' or ')')"));
            }
            (State::AfterVariation, _) => {
                let found = cur.describe_next();
                return Err(here.error(format!(
                    "expected '(' or ')' after a variation, found {found}"
                )));
            }
        }
    }
}

/// The single value of a property that takes exactly one.
fn single(prop: &RawProperty) -> Result<&RawValue, SgfError> {
    match prop.values.as_slice() {
        [v] => Ok(v),
        _ => Err(prop.pos.error(format!(
            "{} takes a single value, found {}",
            prop.ident,
            prop.values.len()
        ))),
    }
}

/// Parse an `SZ` value: `n` or `n:n`.
fn parse_size(v: &RawValue) -> Result<usize, SgfError> {
    let t = v.text.trim();
    let parse_one = |s: &str| -> Result<usize, SgfError> {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(v.pos.error(format!("invalid SZ value '{}'", v.text)));
        }
        match s.parse::<usize>() {
            Ok(n) if (1..=MAX_BOARD).contains(&n) => Ok(n),
            _ => Err(v.pos.error(format!("SZ {s} out of range 1..={MAX_BOARD}"))),
        }
    };
    match t.split_once(':') {
        None => parse_one(t),
        Some((w, h)) => {
            let (wn, hn) = (parse_one(w)?, parse_one(h)?);
            if wn != hn {
                return Err(v.pos.error(format!(
                    "rectangular board SZ[{t}] not supported (width and height must be equal)"
                )));
            }
            Ok(wn)
        }
    }
}

/// Value of one SGF coordinate letter: `a..z` are 0..25, `A..Z` are 26..51.
fn coord(b: u8) -> Option<usize> {
    match b {
        b'a'..=b'z' => Some((b - b'a') as usize),
        b'A'..=b'Z' => Some((b - b'A') as usize + 26),
        _ => None,
    }
}

/// Parse a two-letter SGF point `s` (already trimmed) as (row, col), checking it is on the board.
fn parse_point(s: &str, size: usize, pos: Pos) -> Result<(usize, usize), SgfError> {
    let b = s.as_bytes();
    let (col, row) = match b {
        [x, y] => match (coord(*x), coord(*y)) {
            (Some(c), Some(r)) => (c, r),
            _ => return Err(pos.error(format!("invalid point '{s}'"))),
        },
        _ => return Err(pos.error(format!("invalid point '{s}'"))),
    };
    if row >= size || col >= size {
        return Err(pos.error(format!("point '{s}' outside {size}x{size} board")));
    }
    Ok((row, col))
}

/// Parse a move value: empty (or `tt` on boards up to 19x19) is a pass.
fn parse_move(v: &RawValue, size: usize) -> Result<Point, SgfError> {
    let t = v.text.trim();
    if t.is_empty() || (t == "tt" && size <= 19) {
        return Ok(Point::NONE);
    }
    let (r, c) = parse_point(t, size, v.pos)?;
    Ok(Point::new(r, c))
}

/// Expand a setup value: a point or a compressed rectangle `aa:cc`.
fn push_points(
    v: &RawValue,
    ident: &str,
    color: Color,
    size: usize,
    out: &mut Vec<(Color, Point)>,
) -> Result<(), SgfError> {
    let t = v.text.trim();
    if t.is_empty() {
        return Err(v.pos.error(format!("empty point in {ident}")));
    }
    match t.split_once(':') {
        None => {
            let (r, c) = parse_point(t, size, v.pos)?;
            out.push((color, Point::new(r, c)));
        }
        Some((a, b)) => {
            let (r1, c1) = parse_point(a.trim(), size, v.pos)?;
            let (r2, c2) = parse_point(b.trim(), size, v.pos)?;
            for r in r1.min(r2)..=r1.max(r2) {
                for c in c1.min(c2)..=c1.max(c2) {
                    out.push((color, Point::new(r, c)));
                }
            }
        }
    }
    Ok(())
}

/// Parse a `PL` value: `B`/`W` (any case, also `black`/`white`); the old numeric form `1` is
/// black (the first player) and `2` white.
fn parse_player(v: &RawValue) -> Result<Color, SgfError> {
    let t = v.text.trim();
    match t {
        "1" => Ok(Color::Black),
        "2" => Ok(Color::White),
        _ => Color::parse(t).ok_or_else(|| v.pos.error(format!("invalid PL value '{}'", v.text))),
    }
}

/// Store a SimpleText game-info value unless the property was already seen on the main line.
/// Extra values (which FF\[4\] does not allow, but some programs write) are ignored.
fn set_text(slot: &mut Option<String>, prop: &RawProperty) {
    if slot.is_none() {
        if let Some(v) = prop.values.first() {
            *slot = Some(simple_text(&v.text));
        }
    }
}

/// Interpret the properties of one main-line node and append it to `game.nodes`.
fn interpret_node(game: &mut SgfGame, props: Vec<RawProperty>) -> Result<(), SgfError> {
    let is_root = game.nodes.is_empty();
    // The board size must be known before any point is read, wherever SZ is in the node.
    for prop in props.iter().filter(|p| p.ident == "SZ") {
        let size = parse_size(single(prop)?)?;
        if !is_root && size != game.size {
            return Err(prop.pos.error("SZ is only allowed in the root node"));
        }
        game.size = size;
    }
    let size = game.size;
    let mut node = SgfNode::default();
    for prop in &props {
        match prop.ident.as_str() {
            "KM" => {
                let v = single(prop)?;
                let t = v.text.trim();
                if !t.is_empty() && game.komi.is_none() {
                    let k = t
                        .parse::<f32>()
                        .ok()
                        .filter(|k| k.is_finite())
                        .ok_or_else(|| v.pos.error(format!("invalid KM value '{}'", v.text)))?;
                    game.komi = Some(k);
                }
            }
            "HA" => {
                let v = single(prop)?;
                let t = v.text.trim();
                if !t.is_empty() && game.handicap.is_none() {
                    let h = t
                        .parse::<usize>()
                        .map_err(|_| v.pos.error(format!("invalid HA value '{}'", v.text)))?;
                    game.handicap = Some(h);
                }
            }
            "RU" => set_text(&mut game.rules, prop),
            "RE" => set_text(&mut game.result, prop),
            "PB" => set_text(&mut game.player_black, prop),
            "PW" => set_text(&mut game.player_white, prop),
            "AB" | "AW" | "AE" => {
                let color = match prop.ident.as_str() {
                    "AB" => Color::Black,
                    "AW" => Color::White,
                    _ => Color::Empty,
                };
                for v in &prop.values {
                    push_points(v, &prop.ident, color, size, &mut node.setup)?;
                }
            }
            "B" | "W" => {
                let color = if prop.ident == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                if node.mv.is_some() {
                    return Err(prop.pos.error("more than one move in a node"));
                }
                let p = parse_move(single(prop)?, size)?;
                node.mv = Some((color, p));
            }
            "PL" => node.to_play = Some(parse_player(single(prop)?)?),
            _ => {}
        }
    }
    game.nodes.push(node);
    Ok(())
}

/// An SGF file that cannot be read or parsed; its message names the file:
/// `"games/x.sgf:3:7: unterminated property value"` or
/// `"cannot read games/x.sgf: No such file or directory (os error 2)"`.
#[derive(Debug, thiserror::Error)]
pub enum SgfFileError {
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("{}:{error}", path.display())]
    Parse {
        path: std::path::PathBuf,
        error: SgfError,
    },
}

/// Read an SGF file and return the main line of its first game. Bytes that are not valid
/// UTF-8 are replaced (the file is decoded lossily).
pub fn read_sgf_file(path: &Path) -> Result<SgfGame, SgfFileError> {
    let bytes = std::fs::read(path).map_err(|source| SgfFileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let text = String::from_utf8_lossy(&bytes);
    parse_sgf(&text).map_err(|error| SgfFileError::Parse {
        path: path.to_path_buf(),
        error,
    })
}

/// What [`write_sgf`] records.
#[derive(Clone, Debug, PartialEq)]
pub struct SgfWriteInfo {
    /// Board size (1..=25).
    pub size: usize,
    /// Komi.
    pub komi: f32,
    /// Handicap; `HA` is written only when it is non-zero.
    pub handicap: usize,
    /// Setup stones for the root node: `Black` → `AB`, `White` → `AW`, `Empty` → `AE`.
    pub setup: Vec<(Color, Point)>,
    /// Moves in order (`Point::NONE` = pass); entries whose colour is not a player are skipped.
    pub moves: Vec<(Color, Point)>,
    /// Result (`RE`), e.g. `"B+R"`.
    pub result: Option<String>,
    /// Program name for `AP`.
    pub program_name: String,
    /// Program version for `AP`.
    pub program_version: String,
    /// Rule set (`RU`).
    pub rules: Option<String>,
    /// Black's and White's names (`PB`, `PW`).
    pub player_black: Option<String>,
    pub player_white: Option<String>,
    /// The date the game was played (`DT`, `YYYY-MM-DD`).
    pub date: Option<String>,
}

/// Escape a text value: `]` and `\` always, and `:` too when `compose` (for composed values).
fn escape(s: &str, compose: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c == ']' || c == '\\' || (compose && c == ':') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The SGF letters of a point (`""` for a pass).
pub fn point_to_sgf(p: Point) -> String {
    if p.is_none() {
        return String::new();
    }
    let letter = |n: usize| (b'a' + n as u8) as char;
    format!("{}{}", letter(p.col()), letter(p.row()))
}

/// Write a game as an FF\[4\] SGF record:
/// `(;FF[4]GM[1]SZ[19]KM[6.5]AP[name:version]...;B[dd];W[pp]...)`, passes as `[]`.
///
/// Setup stones are grouped into `AB`, `AW` and `AE` properties of the root node (keeping their
/// order within each colour). [`parse_sgf`] reads the output back to the same game.
pub fn write_sgf(info: &SgfWriteInfo) -> String {
    let mut out = String::new();
    out.push_str(&format!("(;FF[4]GM[1]SZ[{}]KM[{}]", info.size, info.komi));
    if info.handicap > 0 {
        out.push_str(&format!("HA[{}]", info.handicap));
    }
    if let Some(rules) = &info.rules {
        out.push_str(&format!("RU[{}]", escape(rules, false)));
    }
    if let Some(result) = &info.result {
        out.push_str(&format!("RE[{}]", escape(result, false)));
    }
    for (ident, value) in [
        ("PB", &info.player_black),
        ("PW", &info.player_white),
        ("DT", &info.date),
    ] {
        if let Some(v) = value {
            out.push_str(&format!("{ident}[{}]", escape(v, false)));
        }
    }
    out.push_str(&format!(
        "AP[{}:{}]",
        escape(&info.program_name, true),
        escape(&info.program_version, true)
    ));
    for (color, ident) in [
        (Color::Black, "AB"),
        (Color::White, "AW"),
        (Color::Empty, "AE"),
    ] {
        let points: Vec<Point> = info
            .setup
            .iter()
            .filter(|(c, p)| *c == color && !p.is_none())
            .map(|&(_, p)| p)
            .collect();
        if !points.is_empty() {
            out.push('\n');
            out.push_str(ident);
            for p in points {
                out.push_str(&format!("[{}]", point_to_sgf(p)));
            }
        }
    }
    let mut written = 0;
    for &(color, p) in &info.moves {
        let ident = match color {
            Color::Black => "B",
            Color::White => "W",
            _ => continue,
        };
        if written % 10 == 0 {
            out.push('\n');
        }
        out.push_str(&format!(";{}[{}]", ident, point_to_sgf(p)));
        written += 1;
    }
    out.push_str(")\n");
    out
}

//! Validation: turns the parsed [`SourceFile`] into checked patterns, collecting *all* errors.
//!
//! Diagram geometry (edges, raggedness), the colon line (symmetry, classes, values), the
//! constraint diagram (same shape, labels), and the autohelper expressions (names, arity,
//! label kinds, types) are checked here.

use crate::ast::*;
use crate::autohelpers::{self, ArgKind, Arity, Capability, Ty};
use crate::diag::{did_you_mean, Diagnostics, Pos};
use crate::parse;
use std::collections::{BTreeSet, HashMap};

// The board values and the transformation table are the pattern ABI's (`pattern_abi`).
pub use pattern_abi::{transform, McRule, EMPTY, OFF, OPP, OWN};

fn compose(t: usize, g: usize) -> usize {
    // t after g
    let probe = |x| transform(t, transform(g, x));
    (0..8)
        .find(|&k| transform(k, (1, 2)) == probe((1, 2)))
        .unwrap()
}

/// The transformations that leave a pattern with this symmetry unchanged.
pub fn symmetry_group(sym: char) -> Option<&'static [usize]> {
    Some(match sym {
        '8' => &[0],
        '|' => &[0, 4],
        '-' => &[0, 5],
        '\\' => &[0, 6],
        '/' => &[0, 7],
        '0' => &[0, 2],
        '+' => &[0, 2, 4, 5],
        'X' => &[0, 2, 6, 7],
        _ => return None,
    })
}

/// One element: a board offset from the anchor and the set of values (bit `1 << v`) it accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Element {
    pub dr: i32,
    pub dc: i32,
    pub mask: u8,
}

/// An eye shape of chapter 8.
#[derive(Clone, Debug, PartialEq)]
pub struct EyeShape {
    pub name: String,
    /// (row, col, symbol) for every vertex.
    pub vertices: Vec<(i32, i32, char)>,
    pub value: [u8; 4],
    /// Position of the pattern's name.
    pub pos: Pos,
    /// The graph the matcher compares eye spaces with (chapter 8.6).
    pub graph: crate::eyes::EyeGraph,
}

#[derive(Clone, Debug)]
pub struct CPattern {
    pub name: String,
    pub pos: Pos,
    /// Elements relative to the anchor (the anchor itself first).
    pub elements: Vec<Element>,
    pub move_at: Option<(i32, i32)>,
    /// Labels of the constraint diagram, relative to the anchor.
    pub labels: Vec<(char, (i32, i32))>,
    /// Special marks (`!`, `,`, `Q`) relative to the anchor.
    pub marks: Vec<(char, (i32, i32))>,
    /// Transformations to try: one per distinct match.
    pub transforms: Vec<u8>,
    pub symmetry: char,
    pub classes: String,
    pub values: Vec<(String, f64)>,
    pub helper: Option<String>,
    pub constraint: Option<Expr>,
    pub action: Option<Action>,
    pub caps: BTreeSet<Capability>,
    pub mc: Vec<McRule>,
}

#[derive(Clone, Debug)]
pub struct Checked {
    pub file: String,
    pub kind: DbKind,
    pub headers: Vec<Header>,
    pub patterns: Vec<CPattern>,
    pub eyes: Vec<EyeShape>,
}

impl Checked {
    pub fn caps(&self) -> BTreeSet<Capability> {
        self.patterns
            .iter()
            .flat_map(|p| p.caps.iter().copied())
            .collect()
    }
}

const VALUE_NAMES: [&str; 8] = [
    "terri", "minterri", "maxterri", "value", "minvalue", "maxvalue", "shape", "followup",
];

/// Validate a parsed source that declares no colon-line helpers.
pub fn validate(src: &SourceFile, diags: &mut Diagnostics) -> Checked {
    validate_declared(src, &[], diags)
}

/// Validate a parsed source; a helper named on a colon line (manual 9.4) must be one of
/// `helpers`, the names the database's `pattern_db!` invocation declares.
pub fn validate_declared(src: &SourceFile, helpers: &[&str], diags: &mut Diagnostics) -> Checked {
    let mut out = Checked {
        file: src.file.clone(),
        kind: src.kind,
        headers: src.headers.clone(),
        patterns: Vec::new(),
        eyes: Vec::new(),
    };
    for h in &src.headers {
        if h.value != "none" {
            for ch in h.value.chars().filter(|c| !c.is_whitespace()) {
                if !"XOxo.!,?*Q".contains(ch) {
                    diags
                        .error(h.pos, format!("`{}` lists unknown element `{ch}`", h.key))
                        .width(h.key.len())
                        .hint("the elements are `X O x o . ! , ? * Q`, or `none`");
                }
            }
        }
    }
    let mut names: HashMap<&str, Pos> = HashMap::new();
    for p in &src.patterns {
        diags.in_pattern(Some((&p.name, p.pos)));
        if let Some(first) = names.get(p.name.as_str()) {
            diags
                .error(
                    p.pos,
                    format!(
                        "duplicate pattern name `{}` (first defined at line {})",
                        p.name, first.line
                    ),
                )
                .width(p.name.chars().count())
                .hint("give each pattern its own name: the engine reports matches by name");
        } else {
            names.insert(&p.name, p.pos);
        }
        if src.kind == DbKind::Eyes {
            if let Some(e) = check_eye(p, diags) {
                out.eyes.push(e);
            }
        } else if let Some(cp) = check_pattern(src.kind, p, helpers, diags) {
            out.patterns.push(cp);
        }
    }
    diags.in_pattern(None);
    let graphs: Vec<_> = out
        .eyes
        .iter()
        .map(|e| (e.name.as_str(), e.pos, &e.graph))
        .collect();
    crate::eyes::check_duplicates(&graphs, diags);
    out
}

// ------------------------------------------------------------------ diagrams

/// A diagram with its edges removed.
struct Grid {
    cells: Vec<Vec<char>>,
    rows: Vec<Pos>,
    top: bool,
    bottom: bool,
    left: bool,
    right: bool,
}

fn is_edge_row(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c == '-' || c == '+') && s.contains('-')
        || s.len() <= 2 && !s.is_empty() && s.chars().all(|c| c == '+')
}

fn parse_grid(rows: &[Row], what: &str, diags: &mut Diagnostics) -> Option<Grid> {
    if rows.is_empty() {
        return None;
    }
    let mut g = Grid {
        cells: Vec::new(),
        rows: Vec::new(),
        top: false,
        bottom: false,
        left: false,
        right: false,
    };
    let mut body: Vec<&Row> = rows.iter().collect();
    if is_edge_row(&body[0].cells) {
        g.top = true;
        body.remove(0);
    }
    if body.len() > 1 && is_edge_row(&body[body.len() - 1].cells) {
        g.bottom = true;
        body.pop();
    }
    let mut ok = true;
    if body.is_empty() {
        diags
            .error(rows[0].pos, format!("{what} has no rows besides its edge"))
            .width(rows[0].cells.chars().count())
            .hint("draw the points along the edge on the next lines");
        return None;
    }
    g.left = body[0].cells.starts_with('|');
    g.right = body[0].cells.len() > 1 && body[0].cells.ends_with('|');
    let full_width = body[0].cells.chars().count();
    for row in &body {
        let chars: Vec<char> = row.cells.chars().collect();
        if chars.len() != full_width {
            diags
                .error(
                    row.pos,
                    format!(
                        "ragged diagram: this row has {} cells but the first row has {full_width}",
                        chars.len()
                    ),
                )
                .width(chars.len())
                .hint(format!(
                    "every row of a diagram is {full_width} cells wide, edges included (`?` for \
                     points that do not matter)"
                ));
            ok = false;
            continue;
        }
        let mut inner = Vec::new();
        for (i, &ch) in chars.iter().enumerate() {
            let at_left = i == 0 && g.left;
            let at_right = i == chars.len() - 1 && g.right;
            if at_left || at_right {
                if ch != '|' {
                    diags
                        .error(
                            Pos::new(row.pos.line, row.pos.col + i as u32),
                            format!(
                                "expected the edge `|` here (the first row draws one), found `{ch}`"
                            ),
                        )
                        .hint("an edge runs the whole height of the diagram");
                    ok = false;
                }
                continue;
            }
            if ch == '|' || ch == '-' || ch == '+' {
                diags
                    .error(
                        Pos::new(row.pos.line, row.pos.col + i as u32),
                        format!("edge `{ch}` drawn inside the diagram; edges may only be its outermost rows or columns"),
                    )
                    .hint("split the diagram at the edge, or draw the inside point with `. O X o x ?`");
                ok = false;
                continue;
            }
            inner.push(ch);
        }
        g.cells.push(inner);
        g.rows.push(row.pos);
    }
    for (is, row) in [
        (g.top, rows.first().unwrap()),
        (g.bottom, rows.last().unwrap()),
    ] {
        if !is {
            continue;
        }
        let chars: Vec<char> = row.cells.chars().collect();
        if chars.len() != full_width {
            diags
                .error(
                    row.pos,
                    format!("ragged diagram: the edge row has {} cells but the diagram rows have {full_width}", chars.len()),
                )
                .width(chars.len())
                .hint(format!("an edge row is as wide as the rows it borders ({full_width} cells)"));
            ok = false;
            continue;
        }
        for (i, &ch) in chars.iter().enumerate() {
            let corner = (i == 0 && g.left) || (i == chars.len() - 1 && g.right);
            if corner != (ch == '+') {
                diags
                    .error(
                        Pos::new(row.pos.line, row.pos.col + i as u32),
                        if corner {
                            "expected a corner `+` where the edges meet".to_string()
                        } else {
                            "corner `+` where no vertical edge meets this edge".to_string()
                        },
                    )
                    .hint(if corner {
                        "draw `+` where the edge row meets a `|` column"
                    } else {
                        "use `-` along an edge row; `+` only where a `|` column meets it"
                    });
                ok = false;
            }
        }
    }
    ok.then_some(g)
}

fn cell_mask(kind: DbKind, ch: char) -> Option<u8> {
    let e = 1 << EMPTY;
    let o = 1 << OWN;
    let x = 1 << OPP;
    let off = 1 << OFF;
    Some(match ch {
        '.' | '*' => e,
        'O' => o,
        'X' => x,
        'o' => e | o,
        'x' => e | x,
        '?' => e | o | x,
        '%' if kind == DbKind::MonteCarlo => e | o | x | off,
        '!' | ',' if kind != DbKind::MonteCarlo => e,
        'Q' if kind == DbKind::Barriers => o,
        _ => return None,
    })
}

fn normalized(items: &[(i32, i32, u8, char)], t: usize) -> Vec<(i32, i32, u8, char)> {
    let mut v: Vec<_> = items
        .iter()
        .map(|&(r, c, m, l)| {
            let (a, b) = transform(t, (r, c));
            (a, b, m, l)
        })
        .collect();
    let minr = v.iter().map(|x| x.0).min().unwrap_or(0);
    let minc = v.iter().map(|x| x.1).min().unwrap_or(0);
    for x in &mut v {
        x.0 -= minr;
        x.1 -= minc;
    }
    v.sort();
    v
}

fn check_pattern(
    kind: DbKind,
    p: &Pattern,
    helpers: &[&str],
    diags: &mut Diagnostics,
) -> Option<CPattern> {
    let n0 = diags.list.len();
    if p.diagram.is_empty() {
        diags
            .error(p.pos, format!("pattern `{}` has no diagram", p.name))
            .width(p.name.chars().count())
            .hint("draw the pattern's diagram on the lines after `Pattern NAME`");
        return None;
    }
    let grid = parse_grid(&p.diagram, "the pattern diagram", diags)?;
    if kind == DbKind::Joseki {
        let edges = [grid.top, grid.bottom, grid.left, grid.right];
        crate::corner::check_edges(edges, p, diags);
    }
    // Elements in diagram coordinates.
    let mut elems: Vec<(i32, i32, u8, char)> = Vec::new();
    let mut stars = Vec::new();
    let mut marks = Vec::new();
    for (r, row) in grid.cells.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let at = Pos::new(
                grid.rows[r].line,
                grid.rows[r].col + c as u32 + grid.left as u32,
            );
            if kind == DbKind::Joseki && !crate::corner::CELLS.contains(ch) {
                diags
                    .error(at, crate::corner::JosekiError::Cell(ch).to_string())
                    .hint("draw the exact position: `O`, `X`, `.` and `*`");
                continue;
            }
            match cell_mask(kind, ch) {
                Some(m) => {
                    elems.push((r as i32, c as i32, m, ch));
                    if ch == '*' {
                        stars.push(((r as i32, c as i32), at));
                    }
                    if matches!(ch, '!' | ',' | 'Q') {
                        marks.push((ch, (r as i32, c as i32)));
                    }
                }
                None => {
                    diags
                        .error(
                            at,
                            if ch.is_ascii_alphabetic() {
                                format!("unknown symbol `{ch}` in a {} pattern diagram (labels belong in the constraint diagram)", kind.name())
                            } else {
                                format!("symbol `{ch}` is not allowed in a {} pattern diagram", kind.name())
                            },
                        )
                        .hint(format!(
                            "a {} pattern diagram is drawn with {}",
                            kind.name(),
                            allowed_symbols(kind)
                        ));
                }
            }
        }
    }
    let h = grid.cells.len() as i32;
    let w = grid.cells.first().map_or(0, |r| r.len()) as i32;
    let off = 1 << OFF;
    if grid.top {
        elems.push((-1, 0, off, '-'));
    }
    if grid.bottom {
        elems.push((h, 0, off, '-'));
    }
    if grid.left {
        elems.push((0, -1, off, '|'));
    }
    if grid.right {
        elems.push((0, w, off, '|'));
    }
    if kind == DbKind::MonteCarlo {
        let th = h + grid.top as i32 + grid.bottom as i32;
        let tw = w + grid.left as i32 + grid.right as i32;
        let centre = (1 - grid.top as i32, 1 - grid.left as i32);
        if th != 3 || tw != 3 {
            diags
                .error(
                    p.diagram[0].pos,
                    format!(
                        "Monte Carlo patterns are exactly 3x3 (edges included); this one is {th}x{tw}"
                    ),
                )
                .width(p.diagram[0].cells.chars().count())
                .hint("draw the move's 3x3 neighbourhood: three rows of three cells, `%` for points that may be off the board");
        } else if stars.len() != 1 || stars[0].0 != centre {
            diags
                .error(
                    p.diagram[0].pos,
                    "a Monte Carlo pattern has its move `*` at the centre",
                )
                .width(p.diagram[0].cells.chars().count())
                .hint("put `*` in the middle cell of the middle row");
        }
    }
    if stars.len() > 1 {
        diags
            .error(stars[1].1, "a pattern has at most one move `*`")
            .hint(format!(
                "the first `*` is at line {}, column {}; mark other empty points with `.`",
                stars[0].1.line, stars[0].1.col
            ));
    }
    if stars.is_empty() && kind.needs_move() {
        diags
            .error(
                p.pos,
                format!(
                    "pattern `{}` is in a {} database and needs a move `*`",
                    p.name,
                    kind.name()
                ),
            )
            .width(p.name.chars().count())
            .hint("mark the point where the pattern plays with `*` in its diagram");
    }

    // Colon lines.
    let mut symmetry = '8';
    let mut classes = String::new();
    let mut values = Vec::new();
    let mut helper = None;
    let mut mc = Vec::new();
    if p.colon.is_empty() {
        diags
            .error(p.pos, format!("pattern `{}` has no colon line", p.name))
            .width(p.name.chars().count())
            .hint(
                "after the diagram, write a colon line such as `:8,-` (symmetry, classes, values)",
            );
    }
    if kind == DbKind::MonteCarlo {
        for line in &p.colon {
            mc.push(check_mc_colon(line, diags));
        }
    } else {
        if p.colon.len() > 1 {
            diags
                .error(
                    p.colon[1].pos,
                    "only Monte Carlo patterns may have more than one colon line",
                )
                .hint("put all classes and values on the one colon line");
        }
        if let Some(line) = p.colon.first() {
            let items = &line.items;
            let sym = &items[0];
            let mut chars = sym.text.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if symmetry_group(c).is_some() => symmetry = c,
                _ => {
                    diags
                        .error(
                            sym.pos,
                            format!(
                                "unknown symmetry `{}` (expected one of 8 | \\ / - + X 0)",
                                sym.text
                            ),
                        )
                        .width(sym.text.chars().count())
                        .hint(symmetry_hint(&elems));
                }
            }
            if let Some(cl) = items.get(1) {
                let allowed = kind.classes();
                for (i, ch) in cl.text.chars().enumerate() {
                    if ch == '-' {
                        continue;
                    }
                    if !allowed.contains(ch) {
                        let other_case = if ch.is_ascii_lowercase() {
                            ch.to_ascii_uppercase()
                        } else {
                            ch.to_ascii_lowercase()
                        };
                        let hint = if allowed.contains(other_case) {
                            format!("did you mean `{other_case}`? Classes are case-sensitive")
                        } else {
                            "write `-` for a pattern without classes".to_string()
                        };
                        diags
                            .error(
                                Pos::new(cl.pos.line, cl.pos.col + i as u32),
                                format!(
                                    "unknown class `{ch}` for a {} database (allowed: {allowed})",
                                    kind.name()
                                ),
                            )
                            .hint(hint);
                    } else if !classes.contains(ch) {
                        classes.push(ch);
                    }
                }
            }
            for (i, item) in items.iter().enumerate().skip(2) {
                let t = item.text.as_str();
                if let Some(open) = t.find('(') {
                    let name = &t[..open];
                    let arg = t[open + 1..].strip_suffix(')');
                    if !VALUE_NAMES.contains(&name) {
                        diags
                            .error(
                                item.pos,
                                format!(
                                    "unknown value `{name}` (expected one of {})",
                                    VALUE_NAMES.join(", ")
                                ),
                            )
                            .width(name.chars().count())
                            .maybe_hint(did_you_mean(name, VALUE_NAMES));
                    } else {
                        if kind == DbKind::Joseki && name != "shape" {
                            diags
                                .error(
                                    item.pos,
                                    crate::corner::JosekiError::Value(name.to_string()).to_string(),
                                )
                                .width(t.chars().count())
                                .hint("a joseki pattern's value is `shape(x)`");
                        }
                        match arg.and_then(|a| a.trim().parse::<f64>().ok()) {
                            Some(v) => values.push((name.to_string(), v)),
                            None => {
                                diags
                                    .error(
                                        item.pos,
                                        format!("`{name}` needs a number, as in `{name}(3)`"),
                                    )
                                    .width(t.chars().count());
                            }
                        }
                    }
                } else if i == items.len() - 1
                    && !t.is_empty()
                    && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                {
                    if t != "NULL" {
                        if !helpers.contains(&t) {
                            diags
                                .error(item.pos, undeclared_helper(t, helpers))
                                .width(t.chars().count())
                                .maybe_hint(did_you_mean(t, helpers.iter().copied()));
                        }
                        helper = Some(t.to_string());
                    }
                } else {
                    diags
                        .error(item.pos, format!("unexpected `{t}` on the colon line"))
                        .width(t.chars().count())
                        .hint("a colon line is `:SYMMETRY,CLASSES,value(x)...,HELPER`; only the last item may be a helper name");
                }
            }
        }
    }

    // Constraint diagram.
    let mut labels: Vec<(char, (i32, i32), char)> = Vec::new();
    let n_before_cd = diags.list.len();
    if !p.constraint_diagram.is_empty() {
        let first_pos = p.constraint_diagram[0].pos;
        if p.constraint_diagram.len() != p.diagram.len() {
            diags
                .error(
                    first_pos,
                    format!(
                        "the constraint diagram has {} rows but the pattern diagram has {}",
                        p.constraint_diagram.len(),
                        p.diagram.len()
                    ),
                )
                .width(p.constraint_diagram[0].cells.chars().count())
                .hint("the constraint diagram repeats the pattern diagram row for row, with labels in place of some symbols");
        } else {
            for (ri, (mrow, crow)) in p.diagram.iter().zip(&p.constraint_diagram).enumerate() {
                let mc: Vec<char> = mrow.cells.chars().collect();
                let cc: Vec<char> = crow.cells.chars().collect();
                if mc.len() != cc.len() {
                    diags
                        .error(
                            crow.pos,
                            format!(
                                "constraint diagram row has {} cells but the pattern row has {}",
                                cc.len(),
                                mc.len()
                            ),
                        )
                        .width(cc.len())
                        .hint(format!(
                            "the pattern row is `{}` (line {})",
                            mrow.cells, mrow.pos.line
                        ));
                    continue;
                }
                let r = ri as i32 - grid.top as i32;
                for (i, (&m, &c)) in mc.iter().zip(&cc).enumerate() {
                    if m == c {
                        continue;
                    }
                    let at = Pos::new(crow.pos.line, crow.pos.col + i as u32);
                    if !c.is_ascii_alphabetic() || "XOxo".contains(c) || "|-+".contains(m) {
                        diags
                            .error(at, format!("the constraint diagram differs from the pattern here (`{c}` where the pattern has `{m}`)"))
                            .hint("a constraint diagram may only replace symbols with letter labels (not `X O x o`, not edges)");
                    } else if c == 't' {
                        diags
                            .error(at, "`t` cannot be used as a label")
                            .hint("`t` is reserved (manual 9.6); pick another letter");
                    } else {
                        let cc = i as i32 - grid.left as i32;
                        if let Some(prev) = labels.iter().find(|l| l.0 == c) {
                            if kind_of_cell(prev.2) != kind_of_cell(m) {
                                diags
                                    .error(
                                        at,
                                        format!(
                                            "label `{c}` marks both {} and {}",
                                            describe_cell(prev.2),
                                            describe_cell(m)
                                        ),
                                    )
                                    .hint("a label repeated in the diagram must mark points of the same kind (all stones or all empty)");
                            }
                        } else {
                            labels.push((c, (r, cc), m));
                        }
                    }
                }
            }
        }
    }

    // After a broken constraint diagram, missing labels are a consequence, not news.
    let labels_reliable = diags.list.len() == n_before_cd;

    // Anchor: a stone nearest the middle of the pattern, else the move, else the middle element.
    let centre = ((h - 1) as f64 / 2.0, (w - 1) as f64 / 2.0);
    let dist = |e: &(i32, i32, u8, char)| {
        ((e.0 as f64 - centre.0).abs()).max((e.1 as f64 - centre.1).abs())
    };
    let on_board: Vec<&(i32, i32, u8, char)> = elems.iter().filter(|e| e.2 & off == 0).collect();
    let anchor = if kind == DbKind::MonteCarlo {
        stars.first().map(|s| (s.0 .0, s.0 .1))
    } else {
        let stones: Vec<_> = on_board
            .iter()
            .filter(|e| e.2 == 1 << OWN || e.2 == 1 << OPP)
            .collect();
        let pick = |v: Vec<&&(i32, i32, u8, char)>| {
            v.into_iter()
                .min_by(|a, b| dist(a).partial_cmp(&dist(b)).unwrap())
                .map(|e| (e.0, e.1))
        };
        pick(stones)
            .or_else(|| stars.first().map(|s| s.0))
            .or_else(|| pick(on_board.iter().filter(|e| e.2 != 7).collect()))
            .or_else(|| pick(on_board.iter().collect()))
    };
    let Some(anchor) = anchor else {
        diags
            .error(p.pos, format!("pattern `{}` has no elements", p.name))
            .width(p.name.chars().count());
        return None;
    };

    // Symmetry: the declared group must leave the diagram unchanged.
    let group = symmetry_group(symmetry).unwrap_or(&[0]);
    if !has_symmetry(&elems, symmetry) {
        let (pos, width) = p
            .colon
            .first()
            .map_or((p.pos, p.name.chars().count()), |l| {
                (l.items[0].pos, l.items[0].text.chars().count())
            });
        diags
            .error(pos, format!("pattern `{}` is declared with symmetry `{symmetry}` but its diagram does not have it", p.name))
            .width(width)
            .hint(symmetry_hint(&elems));
    }
    // One transformation per distinct match: coset representatives of the declared group,
    // then drop transformations that give the very same elements, move and labels.
    let mut full: Vec<(i32, i32, u8, char)> = elems
        .iter()
        .map(|&(r, c, m, ch)| (r, c, m, if ch == '*' { '*' } else { ' ' }))
        .collect();
    for l in &labels {
        full.push((l.1 .0, l.1 .1, 0, l.0));
    }
    let mut transforms: Vec<u8> = Vec::new();
    let mut seen_forms = Vec::new();
    let mut covered = [false; 8];
    for t in 0..8 {
        if covered[t] {
            continue;
        }
        for &g in group {
            covered[compose(t, g)] = true;
        }
        let form = normalized(&full, t);
        if !seen_forms.contains(&form) {
            seen_forms.push(form);
            transforms.push(t as u8);
        }
    }

    let rel = |(r, c): (i32, i32)| (r - anchor.0, c - anchor.1);
    // `?` generates no element (9.1): only the two opposite corners of the diagram must be on
    // the board, which puts the whole rectangle on it. Shorter strings keep the DFA small.
    let corners = [(0, 0), (h - 1, w - 1)];
    let mut elements: Vec<Element> = elems
        .iter()
        .filter(|&&(r, c, _, ch)| {
            ch != '?' || kind == DbKind::MonteCarlo || corners.contains(&(r, c)) || (r, c) == anchor
        })
        .map(|&(r, c, m, _)| {
            let (dr, dc) = rel((r, c));
            Element { dr, dc, mask: m }
        })
        .collect();
    elements.sort_by_key(|e| {
        (
            e.dr != 0 || e.dc != 0,
            e.dr.abs().max(e.dc.abs()),
            e.dr,
            e.dc,
        )
    });

    // Expressions.
    let mut caps = BTreeSet::new();
    let mut cx = ExprCx {
        labels: labels.iter().map(|l| (l.0, l.2)).collect(),
        has_star: !stars.is_empty(),
        has_cdiagram: !p.constraint_diagram.is_empty(),
        labels_reliable,
        caps: &mut caps,
        diags,
    };
    let constraint = p.constraint.as_ref().and_then(|sn| {
        let e = parse::parse_constraint(sn, cx.diags)?;
        match cx.check(&e, false) {
            Some(Ty::Unit) | None => {}
            Some(t) if !t.is_numeric() => {
                cx.diags
                    .error(
                        e.pos,
                        format!("a constraint must be a condition, not a {}", t.name()),
                    )
                    .to(e.end)
                    .hint("compare it, as in `status(a) == DEAD`");
            }
            _ => {}
        }
        Some(e)
    });
    let action = p.action.as_ref().and_then(|sn| {
        let a = parse::parse_action(sn, cx.diags)?;
        match &a {
            Action::Return(e) => {
                if let Some(t) = cx.check(e, false) {
                    if !t.is_numeric() {
                        cx.diags
                            .error(
                                e.pos,
                                format!("`return` needs a condition, not a {}", t.name()),
                            )
                            .to(e.end)
                            .hint("compare it, as in `status(a) == DEAD`");
                    }
                }
            }
            Action::Statements(st) => {
                for e in st {
                    if !matches!(e.kind, ExprKind::Call(..)) {
                        cx.diags
                            .error(e.pos, "an action statement must be an autohelper call")
                            .to(e.end)
                            .hint("an action line calls action macros such as `antisuji(a)`, or is `>return CONDITION;`");
                    } else {
                        cx.check(e, true);
                    }
                }
            }
        }
        Some(a)
    });

    if diags.list.len() > n0 {
        return None;
    }
    Some(CPattern {
        name: p.name.clone(),
        pos: p.pos,
        elements,
        move_at: stars.first().map(|s| rel(s.0)),
        labels: labels.iter().map(|l| (l.0, rel(l.1))).collect(),
        marks: marks.into_iter().map(|(c, at)| (c, rel(at))).collect(),
        transforms,
        symmetry,
        classes,
        values,
        helper,
        constraint,
        action,
        caps,
        mc,
    })
}

/// Whether the diagram's elements (`(row, col, mask, symbol)`) are unchanged by every
/// transformation of symmetry `sym`.
fn has_symmetry(elems: &[(i32, i32, u8, char)], sym: char) -> bool {
    let shape: Vec<_> = elems
        .iter()
        .map(|&(r, c, m, ch)| (r, c, m, if ch == '*' { '*' } else { ' ' }))
        .collect();
    let base = normalized(&shape, 0);
    symmetry_group(sym)
        .unwrap_or(&[0])
        .iter()
        .all(|&g| normalized(&shape, g) == base)
}

/// What symmetry a diagram has, as a hint for a wrong or unknown declaration: the
/// symmetries with the largest group among those the diagram has.
fn symmetry_hint(elems: &[(i32, i32, u8, char)]) -> String {
    const ORDER: [char; 8] = ['+', 'X', '|', '-', '\\', '/', '0', '8'];
    let fits: Vec<char> = ORDER
        .into_iter()
        .filter(|&s| has_symmetry(elems, s))
        .collect();
    let size = |s: char| symmetry_group(s).map_or(1, |g| g.len());
    let best = fits.iter().map(|&s| size(s)).max().unwrap_or(1);
    let best: Vec<String> = fits
        .into_iter()
        .filter(|&s| size(s) == best)
        .map(|s| format!("`{s}`"))
        .collect();
    if best == ["`8`"] {
        "the diagram has no symmetry: declare `8`".to_string()
    } else {
        format!("the diagram's symmetry is {}", best.join(" or "))
    }
}

/// The symbols a pattern diagram of `kind` may use, for hints.
fn allowed_symbols(kind: DbKind) -> String {
    let symbols: Vec<String> = ".OXox?*!,Q%"
        .chars()
        .filter(|&c| {
            cell_mask(kind, c).is_some()
                && (kind != DbKind::Joseki || crate::corner::CELLS.contains(c))
        })
        .map(|c| format!("`{c}`"))
        .collect();
    format!("{} and the edges `| - +`", symbols.join(" "))
}

/// The message for a colon-line helper the database does not declare.
fn undeclared_helper(name: &str, helpers: &[&str]) -> String {
    let declared = if helpers.is_empty() {
        "none".to_string()
    } else {
        helpers.join(", ")
    };
    format!(
        "helper `{name}` is not declared (declared: {declared}); list it in `helpers = [...]` \
         of the database's `pattern_db!` (check-patterns: `--helpers`)"
    )
}

fn kind_of_cell(c: char) -> u8 {
    match c {
        'X' | 'O' | 'Q' => 0,
        '.' | '*' | '!' | ',' => 1,
        _ => 2,
    }
}

fn describe_cell(c: char) -> String {
    match c {
        'X' => "an X stone".into(),
        'O' | 'Q' => "an O stone".into(),
        '.' | '!' | ',' => "an empty point".into(),
        '*' => "the move".into(),
        c => format!("a `{c}` point"),
    }
}

fn check_mc_colon(line: &ColonLine, diags: &mut Diagnostics) -> McRule {
    let mut rule = McRule {
        value: 0,
        flags: 0,
        ocap: (0, u8::MAX),
        xcap: (0, u8::MAX),
    };
    match line.items[0].text.parse::<u32>() {
        Ok(v) => rule.value = v,
        Err(_) => {
            diags
                .error(
                    line.items[0].pos,
                    format!(
                        "a Monte Carlo colon line starts with a move value, not `{}`",
                        line.items[0].text
                    ),
                )
                .width(line.items[0].text.chars().count())
                .hint("write the move's value first, as in `:10,near`");
        }
    }
    for item in &line.items[1..] {
        let t = item.text.as_str();
        if let Some(flag) = McRule::flag(t) {
            rule.flags |= flag;
            continue;
        }
        let cap = t
            .strip_prefix("ocap")
            .map(|r| (true, r))
            .or_else(|| t.strip_prefix("xcap").map(|r| (false, r)));
        let range = cap.and_then(|(o, r)| {
            let rg = match r {
                "0" => (0, 0),
                "1" => (1, 1),
                "2" => (2, 2),
                "3" | "3+" => (3, u8::MAX),
                "1+" => (1, u8::MAX),
                "2+" => (2, u8::MAX),
                "1-" => (0, 1),
                "2-" => (0, 2),
                _ => return None,
            };
            Some((o, rg))
        });
        match range {
            Some((o, (lo, hi))) => {
                let slot = if o { &mut rule.ocap } else { &mut rule.xcap };
                *slot = (slot.0.max(lo), slot.1.min(hi));
            }
            None => {
                const CAPS: [&str; 16] = [
                    "ocap0", "ocap1", "ocap2", "ocap3", "ocap1+", "ocap2+", "ocap1-", "ocap2-",
                    "xcap0", "xcap1", "xcap2", "xcap3", "xcap1+", "xcap2+", "xcap1-", "xcap2-",
                ];
                let names = McRule::FLAG_NAMES.iter().copied().chain(CAPS);
                let hint = did_you_mean(t, names).unwrap_or_else(|| {
                    format!(
                        "the properties are {}, and `ocapN` / `xcapN` with N one of 0 1 2 3 1+ 2+ 1- 2-",
                        McRule::FLAG_NAMES.join(", ")
                    )
                });
                diags
                    .error(item.pos, format!("unknown Monte Carlo property `{t}`"))
                    .width(t.chars().count())
                    .hint(hint);
            }
        }
    }
    rule
}

fn check_eye(p: &Pattern, diags: &mut Diagnostics) -> Option<EyeShape> {
    let n0 = diags.list.len();
    let mut vertices = Vec::new();
    let mut positions = Vec::new();
    let base_col = p.diagram.iter().map(|r| r.pos.col).min().unwrap_or(1);
    for (r, row) in p.diagram.iter().enumerate() {
        for (i, ch) in row.cells.chars().enumerate() {
            if ch != ' ' {
                vertices.push((r as i32, (row.pos.col - base_col) as i32 + i as i32, ch));
                positions.push(Pos::new(row.pos.line, row.pos.col + i as u32));
            }
        }
    }
    if vertices.is_empty() {
        diags
            .error(p.pos, format!("eye shape `{}` has no vertices", p.name))
            .width(p.name.chars().count());
    }
    let mut value = [0u8; 4];
    match p.colon.as_slice() {
        [line] => {
            let it = &line.items;
            let t = it[0].text.as_str();
            if it.len() == 1 && t.len() == 4 && t.chars().all(|c| ('0'..='2').contains(&c)) {
                for (i, c) in t.bytes().enumerate() {
                    value[i] = c - b'0';
                }
                if value.windows(2).any(|w| w[0] > w[1]) {
                    diags
                        .error(
                            it[0].pos,
                            format!("eye value `{t}` must not decrease from left to right"),
                        )
                        .width(4)
                        .hint("the four digits are the eyes with the attacker first twice, then the defender first twice (8.7): `abcd` with a <= b <= c <= d");
                }
            } else if it.len() == 2 {
                match (t.parse::<u8>(), it[1].text.parse::<u8>()) {
                    (Ok(max), Ok(min)) if max <= 2 && min <= max => value = [min, min, max, max],
                    _ => {
                        let width = line.items[1].pos.col
                            + line.items[1].text.chars().count() as u32
                            - it[0].pos.col;
                        diags
                            .error(it[0].pos, "expected `:max,min` with 0 <= min <= max <= 2")
                            .width(width as usize);
                    }
                }
            } else {
                diags
                    .error(
                        it[0].pos,
                        format!("expected an eye value like `:1122` or `:2,1`, found `{t}`"),
                    )
                    .width(t.chars().count());
            }
        }
        [] => {
            diags
                .error(p.pos, format!("eye shape `{}` has no colon line", p.name))
                .width(p.name.chars().count())
                .hint("after the shape, write its value, as in `:1122` or `:2,1`");
        }
        [_, second, ..] => {
            diags
                .error(second.pos, "an eye shape has one colon line")
                .hint("give the shape one value, as in `:1122` or `:2,1`");
        }
    }
    let graph = crate::eyes::check_shape(&p.name, p.pos, &vertices, &positions, diags);
    match graph {
        Some(graph) if diags.list.len() == n0 => Some(EyeShape {
            name: p.name.clone(),
            vertices,
            value,
            pos: p.pos,
            graph,
        }),
        _ => None,
    }
}

// ------------------------------------------------------------------ expressions

struct ExprCx<'a> {
    labels: HashMap<char, char>,
    has_star: bool,
    has_cdiagram: bool,
    labels_reliable: bool,
    caps: &'a mut BTreeSet<Capability>,
    diags: &'a mut Diagnostics,
}

impl ExprCx<'_> {
    /// The labels the constraint diagram defines, as a hint.
    fn labels_hint(&self) -> String {
        let mut labels: Vec<char> = self.labels.keys().copied().collect();
        labels.sort_unstable();
        if labels.is_empty() {
            return "the constraint diagram defines no labels".to_string();
        }
        let list: Vec<String> = labels.iter().map(|l| format!("`{l}`")).collect();
        format!("the constraint diagram defines {}", list.join(", "))
    }

    fn numeric(&mut self, e: &Expr, t: Option<Ty>, what: &str) -> Option<Ty> {
        match t {
            Some(Ty::Status) => {
                self.diags
                    .error(e.pos, format!("a status cannot be used {what} (compare it with ALIVE, DEAD, CRITICAL or UNKNOWN)"))
                    .to(e.end);
                None
            }
            Some(Ty::Unit) => {
                self.diags
                    .error(e.pos, "an action macro has no value")
                    .to(e.end)
                    .hint("call it on its own on an action (`>`) line");
                None
            }
            t => t,
        }
    }

    fn check(&mut self, e: &Expr, statement: bool) -> Option<Ty> {
        match &e.kind {
            ExprKind::Int(_) => Some(Ty::Int),
            ExprKind::Float(_) => Some(Ty::Float),
            ExprKind::Tenuki => {
                self.diags
                    .error(e.pos, "`?` (tenuki) is only allowed inside a move sequence")
                    .hint(
                        "`?` passes a move in the sequence of `oplay_*` / `xplay_*` (manual 9.7)",
                    );
                None
            }
            ExprKind::Name(n) => {
                if autohelpers::STATUS_CONSTANTS.iter().any(|c| c.0 == n) {
                    Some(Ty::Status)
                } else if n.len() == 1 {
                    self.diags
                        .error(
                            e.pos,
                            format!(
                                "label `{n}` is a point, not a value; pass it to an autohelper"
                            ),
                        )
                        .hint(format!("for example `lib({n})` or `attack({n})`"));
                    None
                } else if let Some(a) = autohelpers::lookup(n) {
                    self.diags
                        .error(
                            e.pos,
                            format!("autohelper `{n}` must be called with arguments"),
                        )
                        .width(n.len())
                        .hint(format!("`{n}` takes {}", a.arity.describe()));
                    None
                } else {
                    let names = autohelpers::STATUS_CONSTANTS
                        .iter()
                        .map(|c| c.0)
                        .chain(autohelpers::AUTOHELPERS.iter().map(|a| a.name));
                    self.diags
                        .error(e.pos, format!("unknown name `{n}`"))
                        .width(n.len())
                        .maybe_hint(did_you_mean(n, names));
                    None
                }
            }
            ExprKind::Unary(op, a) => {
                let t = self.check(a, false);
                let t = self.numeric(
                    a,
                    t,
                    if *op == UnOp::Not {
                        "with `!`"
                    } else {
                        "with `-`"
                    },
                )?;
                Some(if *op == UnOp::Not {
                    Ty::Bool
                } else if t == Ty::Float {
                    Ty::Float
                } else {
                    Ty::Int
                })
            }
            ExprKind::Binary(op, a, b) => {
                let ta = self.check(a, false);
                let tb = self.check(b, false);
                match op {
                    BinOp::Eq | BinOp::Ne => match (ta?, tb?) {
                        (Ty::Status, Ty::Status) => Some(Ty::Bool),
                        (Ty::Status, t) | (t, Ty::Status) if t != Ty::Unit => {
                            self.diags
                                .error(
                                    e.pos,
                                    format!(
                                        "cannot compare a status with {} value",
                                        t.with_article()
                                    ),
                                )
                                .to(e.end)
                                .hint("compare a status with ALIVE, DEAD, CRITICAL or UNKNOWN");
                            None
                        }
                        (ta2, tb2) => {
                            self.numeric(a, Some(ta2), "here")?;
                            self.numeric(b, Some(tb2), "here")?;
                            Some(Ty::Bool)
                        }
                    },
                    _ => {
                        let what = format!("with `{}`", op.symbol());
                        let ta = self.numeric(a, ta, &what);
                        let tb = self.numeric(b, tb, &what);
                        let (ta, tb) = (ta?, tb?);
                        Some(match op {
                            BinOp::Or
                            | BinOp::And
                            | BinOp::Lt
                            | BinOp::Le
                            | BinOp::Gt
                            | BinOp::Ge => Ty::Bool,
                            _ if ta == Ty::Float || tb == Ty::Float => Ty::Float,
                            _ => Ty::Int,
                        })
                    }
                }
            }
            ExprKind::Cond(c, a, b) => {
                let tc = self.check(c, false);
                self.numeric(c, tc, "as a condition");
                let ta = self.check(a, false)?;
                let tb = self.check(b, false)?;
                if (ta == Ty::Status) != (tb == Ty::Status) || ta == Ty::Unit || tb == Ty::Unit {
                    self.diags
                        .error(
                            e.pos,
                            format!(
                                "the branches of `?:` have different types ({} and {})",
                                ta.name(),
                                tb.name()
                            ),
                        )
                        .to(e.end);
                    return None;
                }
                Some(if ta == Ty::Status {
                    Ty::Status
                } else if ta == Ty::Float || tb == Ty::Float {
                    Ty::Float
                } else {
                    Ty::Int
                })
            }
            ExprKind::Call(name, args) => self.check_call(e, name, args, statement),
        }
    }

    fn check_call(&mut self, e: &Expr, name: &str, args: &[Expr], statement: bool) -> Option<Ty> {
        let Some(a) = autohelpers::lookup(name) else {
            let hint = did_you_mean(name, autohelpers::AUTOHELPERS.iter().map(|a| a.name))
                .unwrap_or_else(|| {
                    "the autohelpers are listed by `check-patterns signatures` (manual 9.6, 9.7)"
                        .to_string()
                });
            self.diags
                .error(e.pos, format!("unknown autohelper `{name}`"))
                .width(name.len())
                .hint(hint);
            return None;
        };
        if a.ret == Ty::Unit && !statement {
            self.diags
                .error(
                    e.pos,
                    format!(
                        "`{name}` is an action macro; it can only be used on an action (`>`) line"
                    ),
                )
                .to(e.end)
                .hint(format!(
                    "move `{name}(...)` to a `>` line after the constraint"
                ));
            return None;
        }
        let n = args.len();
        let ok = match a.arity {
            Arity::Fixed(k) => n == k.len(),
            Arity::AtLeastOne(_) => n >= 1,
            Arity::Play { targets } => n > targets,
        };
        if !ok {
            self.diags
                .error(
                    e.pos,
                    format!(
                        "`{name}` takes {}, but {n} {} given",
                        a.arity.describe(),
                        if n == 1 { "was" } else { "were" }
                    ),
                )
                .to(e.end)
                .hint(a.usage());
            return Some(a.ret);
        }
        for (i, arg) in args.iter().enumerate() {
            let (kind, tenuki_ok) = match a.arity {
                Arity::Fixed(k) => (k[i], false),
                Arity::AtLeastOne(k) => (k, false),
                Arity::Play { targets } => (ArgKind::Any, i > 0 && i < n - targets),
            };
            match &arg.kind {
                ExprKind::Tenuki if tenuki_ok => {}
                ExprKind::Tenuki => {
                    self.diags.error(
                        arg.pos,
                        format!("`?` (tenuki) is only allowed in the move sequence of `{name}`, and not as its first move"),
                    );
                }
                ExprKind::Name(l) if l == "*" => {
                    if !self.has_star {
                        self.diags
                            .error(arg.pos, "`*` is used but the pattern has no move `*`")
                            .hint("mark the move with `*` in the diagram, or use a label");
                    } else if kind == ArgKind::Stone {
                        self.diags
                            .error(arg.pos, format!("`*` is the (empty) move point, but argument {} of `{name}` must be {}", i + 1, kind.describe()))
                            .hint(a.usage());
                    }
                }
                ExprKind::Name(l) if l.len() == 1 => {
                    let ch = l.chars().next().unwrap();
                    match self.labels.get(&ch) {
                        None if !self.has_cdiagram => {
                            self.diags
                                .error(arg.pos, format!("label `{ch}` is used but the pattern has no constraint diagram"))
                                .hint(format!("after the colon line, draw the diagram again with `{ch}` in place of the point it names"));
                        }
                        None if self.labels_reliable => {
                            let hint = self.labels_hint();
                            self.diags
                                .error(
                                    arg.pos,
                                    format!("label `{ch}` is not in the constraint diagram"),
                                )
                                .hint(hint);
                        }
                        None => {}
                        Some(&cell) => {
                            let bad = match kind {
                                ArgKind::Stone => matches!(cell, '.' | '*' | '!' | ','),
                                ArgKind::Empty => matches!(cell, 'X' | 'O' | 'Q'),
                                ArgKind::Any => false,
                            };
                            if bad {
                                self.diags
                                    .error(
                                        arg.pos,
                                        format!("label `{ch}` is on {}, but argument {} of `{name}` must be {}", describe_cell(cell), i + 1, kind.describe()),
                                    )
                                    .hint(a.usage());
                            }
                        }
                    }
                }
                _ => {
                    self.diags
                        .error(
                            arg.pos,
                            format!("argument {} of `{name}` must be a label", i + 1),
                        )
                        .to(arg.end)
                        .hint("pass a label of the constraint diagram, or `*` for the move");
                }
            }
        }
        self.caps.insert(a.cap);
        Some(a.ret)
    }
}

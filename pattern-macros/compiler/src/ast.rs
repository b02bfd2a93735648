//! The small internal AST the parser produces and the validator checks.

use crate::diag::Pos;

/// A database kind that could not be determined.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KindError {
    /// Not the name of a kind.
    #[error("unknown database kind; expected one of: {}", DbKind::names())]
    Unknown(String),
    /// A file name from which no kind can be inferred.
    #[error(
        "cannot tell the database kind from the file name `{}`; the kinds are: {}; {}",
        .0.file_name().map_or(std::borrow::Cow::Borrowed(""), |n| n.to_string_lossy()),
        DbKind::names(),
        DbKind::FILE_NAME_RULES
    )]
    NotInferable(std::path::PathBuf),
}

impl std::str::FromStr for DbKind {
    type Err = KindError;

    /// A kind by its name (`shapes`, `monte_carlo`, ...).
    fn from_str(s: &str) -> Result<DbKind, KindError> {
        DbKind::parse(s).ok_or_else(|| KindError::Unknown(s.to_string()))
    }
}

/// Which database a source is; each kind has its own elements, classes and autohelpers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DbKind {
    Shapes,
    Attack,
    Defense,
    Connections,
    OwlAttack,
    OwlDefend,
    OwlVital,
    Influence,
    Barriers,
    Endgame,
    Fuseki,
    Handicap,
    Joseki,
    /// The eye-shape format of chapter 8.
    Eyes,
    /// The 3x3 Monte Carlo format of chapter 14.
    MonteCarlo,
}

impl DbKind {
    pub const ALL: [(&'static str, DbKind); 15] = [
        ("shapes", DbKind::Shapes),
        ("attack", DbKind::Attack),
        ("defense", DbKind::Defense),
        ("connections", DbKind::Connections),
        ("owl_attack", DbKind::OwlAttack),
        ("owl_defend", DbKind::OwlDefend),
        ("owl_vital", DbKind::OwlVital),
        ("influence", DbKind::Influence),
        ("barriers", DbKind::Barriers),
        ("endgame", DbKind::Endgame),
        ("fuseki", DbKind::Fuseki),
        ("handicap", DbKind::Handicap),
        ("joseki", DbKind::Joseki),
        ("eyes", DbKind::Eyes),
        ("monte_carlo", DbKind::MonteCarlo),
    ];

    pub fn parse(s: &str) -> Option<DbKind> {
        DbKind::ALL.iter().find(|(n, _)| *n == s).map(|(_, k)| *k)
    }

    /// The kind names, comma-separated.
    pub fn names() -> String {
        let all: Vec<&str> = DbKind::ALL.iter().map(|k| k.0).collect();
        all.join(", ")
    }

    /// How [`DbKind::from_file_stem`] infers a kind, for error messages.
    pub const FILE_NAME_RULES: &'static str = "the kind is inferred from the file name \
        (its stem, lower-cased) the way GNU Go names its databases: a kind's name, or a name \
        ending in `_KIND`; ending in `_mc` or starting with `mc`: monte_carlo; ending in \
        `_conn` or starting with `conn`: connections; containing `eye`: eyes; containing \
        `owl_a`, `owl_d` or `owl_v`: owl_attack, owl_defend, owl_vital; starting with \
        `attack`, `defen`, `influence`, `barrier`, `endgame`, `fuseki` or `handicap`: that \
        kind; starting with `joseki`, `hoshi`, `komoku`, `sansan`, `takamoku` or \
        `mokuhazushi`: joseki; starting with `pattern` or `shape`: shapes";

    /// The kind of the database in file `path`, inferred from its name
    /// ([`DbKind::from_file_stem`]).
    pub fn from_path(path: &std::path::Path) -> Result<DbKind, KindError> {
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        DbKind::from_file_stem(stem).ok_or_else(|| KindError::NotInferable(path.to_path_buf()))
    }

    pub fn name(self) -> &'static str {
        DbKind::ALL
            .iter()
            .find(|(_, k)| *k == self)
            .map(|(n, _)| *n)
            .unwrap()
    }

    /// Guess the kind from a file stem the way GNU Go names its databases.
    pub fn from_file_stem(stem: &str) -> Option<DbKind> {
        let s = stem.to_ascii_lowercase();
        if let Some(k) = DbKind::parse(&s) {
            return Some(k);
        }
        if let Some((_, k)) = DbKind::ALL
            .iter()
            .find(|(n, _)| s.ends_with(&format!("_{n}")))
        {
            return Some(*k);
        }
        if s.ends_with("_mc") {
            return Some(DbKind::MonteCarlo);
        }
        if s.ends_with("_conn") {
            return Some(DbKind::Connections);
        }
        let k = if s.starts_with("mc") {
            DbKind::MonteCarlo
        } else if s.contains("eye") {
            DbKind::Eyes
        } else if s.contains("owl_attack") || s.contains("owl_a") {
            DbKind::OwlAttack
        } else if s.contains("owl_defend") || s.contains("owl_d") {
            DbKind::OwlDefend
        } else if s.contains("owl_vital") || s.contains("owl_v") {
            DbKind::OwlVital
        } else if s.starts_with("conn") {
            DbKind::Connections
        } else if s.starts_with("attack") {
            DbKind::Attack
        } else if s.starts_with("defen") {
            DbKind::Defense
        } else if s.starts_with("influence") {
            DbKind::Influence
        } else if s.starts_with("barrier") {
            DbKind::Barriers
        } else if s.starts_with("endgame") {
            DbKind::Endgame
        } else if s.starts_with("fuseki") {
            DbKind::Fuseki
        } else if s.starts_with("handicap") {
            DbKind::Handicap
        } else if [
            "joseki",
            "hoshi",
            "komoku",
            "sansan",
            "takamoku",
            "mokuhazushi",
        ]
        .iter()
        .any(|j| s.starts_with(j))
        {
            DbKind::Joseki
        } else if s.starts_with("pattern") || s.starts_with("shape") {
            DbKind::Shapes
        } else {
            return None;
        };
        Some(k)
    }

    /// Does every pattern of this kind need a move (`*`)?
    pub fn needs_move(self) -> bool {
        !matches!(
            self,
            DbKind::Connections
                | DbKind::Influence
                | DbKind::Barriers
                | DbKind::Eyes
                | DbKind::OwlVital
        )
    }

    /// Classification letters allowed on the colon line (chapter 9.2, 9.8, 9.9, 13.12).
    pub fn classes(self) -> &'static str {
        match self {
            DbKind::Shapes
            | DbKind::Endgame
            | DbKind::Fuseki
            | DbKind::Handicap
            | DbKind::Joseki => "snOoXxCcBeEdaJFjtU",
            DbKind::Attack => "AsnOoXx",
            DbKind::Defense => "DsnOoXx",
            DbKind::Connections => "BCeEOoXx",
            DbKind::OwlAttack | DbKind::OwlDefend | DbKind::OwlVital => "snOoXxadbBeE",
            DbKind::Influence => "EIsOoXxYF",
            DbKind::Barriers => "ADBtOoXxYF",
            DbKind::Eyes | DbKind::MonteCarlo => "",
        }
    }
}

/// One row of a diagram as written.
#[derive(Clone, Debug)]
pub struct Row {
    pub cells: String,
    pub pos: Pos,
}

/// One comma-separated item of a colon line.
#[derive(Clone, Debug)]
pub struct ColonItem {
    pub text: String,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct ColonLine {
    pub items: Vec<ColonItem>,
    pub pos: Pos,
}

/// Text of a constraint or action, concatenated from its lines, with the source position of
/// every byte so expression errors point into the file.
#[derive(Clone, Debug, Default)]
pub struct Snippet {
    pub text: String,
    pub map: Vec<Pos>,
    pub pos: Pos,
}

impl Snippet {
    pub fn pos_at(&self, offset: usize) -> Pos {
        if self.map.is_empty() {
            return self.pos;
        }
        self.map[offset.min(self.map.len() - 1)]
    }

    pub fn push_line(&mut self, text: &str, line: u32, first_col: u32) {
        if self.map.is_empty() {
            self.pos = Pos::new(line, first_col);
        } else {
            self.text.push(' ');
            let p = *self.map.last().unwrap();
            self.map.push(Pos::new(p.line, p.col + 1));
        }
        for (i, ch) in text.char_indices() {
            self.text.push(ch);
            for _ in 0..ch.len_utf8() {
                self.map.push(Pos::new(line, first_col + i as u32));
            }
        }
    }
}

#[derive(Clone, Debug)]
pub struct Pattern {
    pub name: String,
    pub pos: Pos,
    pub diagram: Vec<Row>,
    pub colon: Vec<ColonLine>,
    pub constraint_diagram: Vec<Row>,
    pub constraint: Option<Snippet>,
    pub action: Option<Snippet>,
}

#[derive(Clone, Debug)]
pub struct Header {
    pub key: String,
    pub value: String,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct SourceFile {
    pub file: String,
    pub kind: DbKind,
    pub headers: Vec<Header>,
    pub patterns: Vec<Pattern>,
}

// ------------------------------------------------------------------ expressions

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Or => "||",
            BinOp::And => "&&",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Not,
    Neg,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Int(i64),
    Float(f64),
    /// A bare name: a label (one letter), `*`, or a named constant such as `DEAD`.
    Name(String),
    /// The tenuki marker `?` inside a move sequence.
    Tenuki,
    Call(String, Vec<Expr>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub pos: Pos,
}

impl Expr {
    /// Visit this expression and every subexpression, parents before children, left to
    /// right.
    pub fn visit(&self, f: &mut impl FnMut(&Expr)) {
        f(self);
        match &self.kind {
            ExprKind::Call(_, args) => args.iter().for_each(|a| a.visit(f)),
            ExprKind::Unary(_, a) => a.visit(f),
            ExprKind::Binary(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
            ExprKind::Cond(a, b, c) => {
                a.visit(f);
                b.visit(f);
                c.visit(f);
            }
            _ => {}
        }
    }
}

/// A parsed action: statements, or the `return <condition>;` form of chapter 13.12.
#[derive(Clone, Debug)]
pub enum Action {
    Statements(Vec<Expr>),
    Return(Expr),
}

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
        DbKind::file_name_rules()
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

/// How a rule of [`FILE_NAME_RULES`] tests a file stem.
#[derive(Clone, Copy, Debug)]
enum NameTest {
    Suffix,
    Prefix,
    Contains,
}

/// How [`DbKind::from_file_stem`] names kinds after a stem that is not a kind's name and does
/// not end in `_KIND`: the first rule that applies.
const FILE_NAME_RULES: &[(NameTest, &str, DbKind)] = {
    use DbKind::*;
    use NameTest::*;
    &[
        (Suffix, "_mc", MonteCarlo),
        (Suffix, "_conn", Connections),
        (Prefix, "mc", MonteCarlo),
        (Contains, "eye", Eyes),
        (Contains, "owl_a", OwlAttack),
        (Contains, "owl_d", OwlDefend),
        (Contains, "owl_v", OwlVital),
        (Prefix, "conn", Connections),
        (Prefix, "attack", Attack),
        (Prefix, "defen", Defense),
        (Prefix, "influence", Influence),
        (Prefix, "barrier", Barriers),
        (Prefix, "endgame", Endgame),
        (Prefix, "fuseki", Fuseki),
        (Prefix, "handicap", Handicap),
        (Prefix, "joseki", Joseki),
        (Prefix, "hoshi", Joseki),
        (Prefix, "komoku", Joseki),
        (Prefix, "sansan", Joseki),
        (Prefix, "takamoku", Joseki),
        (Prefix, "mokuhazushi", Joseki),
        (Prefix, "pattern", Shapes),
        (Prefix, "shape", Shapes),
    ]
};

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

    /// How [`DbKind::from_file_stem`] infers a kind, in words (for error messages).
    pub fn file_name_rules() -> String {
        let mut rules = vec!["its name is a kind's name, or ends in `_KIND`".to_string()];
        for (test, part, kind) in FILE_NAME_RULES {
            let how = match test {
                NameTest::Suffix => "ends in",
                NameTest::Prefix => "starts with",
                NameTest::Contains => "contains",
            };
            rules.push(format!("{how} `{part}`: {}", kind.name()));
        }
        format!(
            "the kind is inferred from the file name (its stem, lower-cased) the way GNU Go \
             names its databases, by the first rule that applies: {}",
            rules.join("; ")
        )
    }

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
        FILE_NAME_RULES
            .iter()
            .find(|(test, part, _)| match test {
                NameTest::Suffix => s.ends_with(part),
                NameTest::Prefix => s.starts_with(part),
                NameTest::Contains => s.contains(part),
            })
            .map(|r| r.2)
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

    /// The position just after the character before byte `offset` (an exclusive end).
    pub fn end_at(&self, offset: usize) -> Pos {
        if offset == 0 || self.map.is_empty() {
            return self.pos;
        }
        self.pos_at(offset - 1).right(1)
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
    /// Where the expression is reported: its start, or a binary expression's operator.
    pub pos: Pos,
    /// Where its text ends (exclusive), for underlining.
    pub end: Pos,
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

#[cfg(test)]
mod kind_tests {
    use super::*;

    #[test]
    fn kinds_from_gnu_go_file_names() {
        let cases = [
            ("patterns", Some(DbKind::Shapes)),
            ("patterns2", Some(DbKind::Shapes)),
            ("attack", Some(DbKind::Attack)),
            ("defense", Some(DbKind::Defense)),
            ("conn", Some(DbKind::Connections)),
            ("owl_attackpats", Some(DbKind::OwlAttack)),
            ("owl_defendpats", Some(DbKind::OwlDefend)),
            ("owl_vital_apats", Some(DbKind::OwlVital)),
            ("owl_vitalpats", Some(DbKind::OwlVital)),
            ("influence", Some(DbKind::Influence)),
            ("barriers", Some(DbKind::Barriers)),
            ("endgame", Some(DbKind::Endgame)),
            ("fuseki19", Some(DbKind::Fuseki)),
            ("handicap", Some(DbKind::Handicap)),
            ("hoshi_keima", Some(DbKind::Joseki)),
            ("eyes", Some(DbKind::Eyes)),
            ("mc_mogo_classic", Some(DbKind::MonteCarlo)),
            ("manual_mc", Some(DbKind::MonteCarlo)),
            ("my_joseki", Some(DbKind::Joseki)),
            ("board_shapes", Some(DbKind::Shapes)),
            ("Manual_Conn", Some(DbKind::Connections)),
            ("foo", None),
        ];
        for (stem, kind) in cases {
            assert_eq!(DbKind::from_file_stem(stem), kind, "{stem}");
        }
        let err = DbKind::from_path(std::path::Path::new("dir/foo.db")).unwrap_err();
        assert_eq!(err, KindError::NotInferable("dir/foo.db".into()));
        let text = err.to_string();
        assert!(text.contains("`foo.db`") && text.contains("starts with `hoshi`: joseki"));
        assert_eq!(
            "nope".parse::<DbKind>().unwrap_err().to_string(),
            format!(
                "unknown database kind; expected one of: {}",
                DbKind::names()
            )
        );
        assert_eq!("monte_carlo".parse(), Ok(DbKind::MonteCarlo));
    }
}

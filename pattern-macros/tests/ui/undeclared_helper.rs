use pattern_macros::pattern_db;

// `wedge_helper` is declared, `cut_helper` is not; the other error is reported too.
pattern_db!(name = db, kind = "shapes", helpers = [wedge_helper], text = r#"
Pattern A

?O.
.X*
?O.

:8,C,wedge_helper

Pattern B

X*O

:8,Z,cut_helper
"#);

fn main() {}

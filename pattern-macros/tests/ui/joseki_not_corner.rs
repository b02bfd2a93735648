use pattern_macros::pattern_db;

// The corner matcher (9.18) takes only corner patterns of `O`, `X`, `.`, `*` and `shape(x)`.
pattern_db!(name = db, kind = "joseki", text = r#"
Pattern A

+----
|.x..
|.X*.

:8,J,value(3)

Pattern B

|..X
|.*O

:8,J
"#);

fn main() {}

use pattern_macros::pattern_db;

pattern_db!(name = db, kind = "shapes", text = r#"
Pattern A

O*..
?XO

:8,C
"#);

fn main() {}

use pattern_macros::pattern_db;

pattern_db!(name = db, kind = "shapes", helpers = [wedge_helper, "cut"], text = r#"
Pattern A

X*O

:8,C
"#);

fn main() {}

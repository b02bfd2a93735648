use pattern_macros::pattern_db;

pattern_db!(name = db, kind = "dragons", text = r#"
Pattern A

O*.

:8,C
"#);

fn main() {}

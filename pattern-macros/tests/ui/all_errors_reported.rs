use pattern_macros::pattern_db;

pattern_db!(name = db, kind = "connections", text = r#"
Pattern A

O*.
?XO

:8,Q

O*a
?BO

;unknown_helper(a)

Pattern B

O..
.XO.

:8,C
"#);

fn main() {}

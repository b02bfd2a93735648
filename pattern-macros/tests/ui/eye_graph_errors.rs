use pattern_macros::pattern_db;

// Eye shapes that are not one local game, whose vital points break the shape's symmetry, or
// that repeat an earlier graph: all reported at once.
pattern_db!(name = db, kind = "eyes", text = r#"
Pattern split

.. .

:2,2

Pattern lopsided

@..

:1122

Pattern straight

....

:1222

Pattern bent

...
  .

:1222
"#);

fn main() {}

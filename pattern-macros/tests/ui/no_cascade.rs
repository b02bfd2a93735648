use engine::patterns::{Autohelpers, Match, PatternInfo};
use pattern_macros::pattern_db;

// Databases with errors still expand to their modules (no patterns, the same items and
// types), so the code below that uses them compiles: the build shows only the `.db` errors.
pattern_db!(name = shapes, kind = "shapes", helpers = [wedge_helper], text = r#"
Pattern A

?O.
.X*
?O.

:8,C,wedge_helpr
"#);

pattern_db!(name = playouts, kind = "monte_carlo", text = r#"
?O?
.*.
???

:10,nera
"#);

pattern_db!(name = corners, kind = "joseki", text = r#"
Pattern J

+----
|.x..
|.X*.

:8,J
"#);

pattern_db!(name = eye_shapes, kind = "eyes", text = r#"
Pattern E

.. .

:2,2
"#);

impl shapes::ColonHelpers for engine::Board {
    fn wedge_helper(&mut self, _pattern: &'static PatternInfo, _m: &Match) -> bool {
        true
    }
}

fn constraint_holds(board: &mut engine::Board, m: &Match) -> bool {
    shapes::Helpers.constraint(board, m)
}

fn main() {
    let dbs: [&'static engine::patterns::Database; 3] =
        [&shapes::DATABASE, &playouts::DATABASE, &corners::DATABASE];
    let _ = (dbs, constraint_holds as fn(&mut engine::Board, &Match) -> bool);
    let _: &engine::mc::McTable<'static> = &playouts::MC_TABLE;
    let _: &engine::patterns::corner::CornerDb = &corners::CORNER;
    let _ = eye_shapes::DATABASE.eyes.len();
}

use engine::patterns::{Match, PatternInfo};
use pattern_macros::pattern_db;

pattern_db!(name = db, kind = "shapes", helpers = [wedge_helper, cut_helper], text = r#"
Pattern A

?O.
.X*
?O.

:8,C,wedge_helper
"#);

// The crate implements the generated trait but forgets one declared helper.
impl db::ColonHelpers for engine::Board {
    fn wedge_helper(&mut self, _pattern: &'static PatternInfo, _m: &Match) -> bool {
        true
    }
}

fn main() {}

//! Tesuji's pattern databases, compiled at build time by `pattern_db!` (crate
//! `pattern-macros`) from the `.db` sources in `db/`.
//!
//! Each database is a module with a `DATABASE: engine::patterns::Database` (static tables and
//! DFA) and a `Helpers` type implementing `engine::patterns::Autohelpers<H>` for any helper
//! context `H` offering the capabilities the database's constraints use.
//!
//! Monte Carlo databases (chapter 14) also get an `MC_TABLE: engine::mc::McTable`,
//! the value table playouts look moves up in (`engine::mc::Playout`): `mc_uniform`
//! (the manual's light policy) and `mc_heavy` (our own MoGo-style policy).
//!
//! The attack and defense databases may call reading helpers (`ReadingHelpers`, answered by
//! `engine::patterns::reading_helpers::ReadingHelperContext`). Databases whose constraints
//! need engine modules that have not landed yet (dragons, move reasons: the manual's shapes,
//! connection and influence examples) are checked by the compiler's tests and
//! `check-patterns`, and join this list when their traits exist.

use pattern_macros::pattern_db;

pattern_db!(
    name = board_shapes,
    kind = "shapes",
    file = "db/board_shapes.db",
    helpers = [escape_helper]
);
pattern_db!(
    name = manual_mc,
    kind = "monte_carlo",
    file = "db/manual_mc.db"
);
pattern_db!(
    name = mc_uniform,
    kind = "monte_carlo",
    file = "db/mc_uniform.db"
);
pattern_db!(
    name = mc_heavy,
    kind = "monte_carlo",
    file = "db/mc_heavy.db"
);
pattern_db!(
    name = manual_eyes,
    kind = "eyes",
    file = "db/manual_eyes.db"
);
pattern_db!(name = eyes, kind = "eyes", file = "db/eyes.db");

// Joseki (manual 9.16-9.18): besides the DFA, a `CORNER` variation tree for the corner
// matcher (`engine::patterns::CornerMatcher`).
pattern_db!(name = joseki, kind = "joseki", file = "db/joseki.db");
pattern_db!(name = attack, kind = "attack", file = "db/attack.db");
pattern_db!(name = defense, kind = "defense", file = "db/defense.db");

pub mod shape_helpers;
pub mod tactical;
pub use tactical::TacticalDatabases;

/// Every database of this crate that has DFA tables. (The tests add `db/synth150.db`, a
/// synthetic database of our own making, see `pattern_compiler::synth`, to test at scale.)
pub fn all_databases() -> Vec<&'static engine::patterns::Database> {
    vec![
        &board_shapes::DATABASE,
        &manual_mc::DATABASE,
        &mc_uniform::DATABASE,
        &mc_heavy::DATABASE,
        &joseki::DATABASE,
        &attack::DATABASE,
        &defense::DATABASE,
    ]
}

/// Every database of this crate that the engine consults, as the engine's
/// [`engine::Databases`].
pub fn databases() -> engine::Databases {
    databases_with(TacticalDatabases::new())
}

/// [`databases`] with the given tactical databases (e.g. with patterns switched off).
pub fn databases_with(tactical: TacticalDatabases) -> engine::Databases {
    engine::Databases {
        tactical: Some(std::sync::Arc::new(tactical)),
        mc_policies: vec![
            ("mc_heavy", mc_heavy::MC_TABLE),
            ("mc_uniform", mc_uniform::MC_TABLE),
        ],
    }
}

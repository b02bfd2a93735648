#!/usr/bin/env bash
# Release-build cost of the `pattern_db!` macro for a large synthetic database, in a crate that
# instantiates the constraint functions for a concrete helper type (`engine::board::Board`,
# as `patterns/src/tactical.rs` does for attack.db).
#
# A scratch binary crate (outside the workspace, same release profile as the workspace) is
# built twice: without the database (baseline: the crate's own code, dependencies prebuilt)
# and with `pattern_db!` over N synthetic patterns plus a `main` that matches a position and
# calls `Helpers.constraint(&mut board, &hit)` (so every constraint is monomorphised for
# `Board`, code-generated and linked with thin LTO). The difference is what the macro adds.
#
#   patterns/scripts/macro-build-cost.sh [N=5000] [SEED=3]
#   DISTINCT=1 patterns/scripts/macro-build-cost.sh     # every constraint expression different
#
# The macro compiles each distinct constraint/action expression once (a template shared by
# the patterns that use it), and the synthetic generator reuses a few expressions; DISTINCT=1
# appends a different always-true clause to every constraint, the worst case.
#
# Recorded (2026-11-21, 2 shared cores, noisy; "macro adds" = best of two builds each):
#   before (one function per constraint, one 3,331-arm match):  19.0 s  (crate 22.0 s vs 2.9 s)
#   templates + autohelper shims + grouped dispatch:             3.6 s  (crate  7.7 s vs 4.1 s)
#   same, DISTINCT=1 (3,331 different expressions):              8.5 s  (crate 12.4 s vs 3.9 s)
#   (DISTINCT=1 with templates but without shims and grouping:  40 s; rustc -Z time-passes
#   showed most of it in ThinLTO.)
#
# Environment: CARGO_TARGET_DIR (default /work/target-pat), WORK (scratch dir, default a
# fresh mktemp dir). Runs one cargo build at a time.
set -euo pipefail
N=${1:-5000}
SEED=${2:-3}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/work/target-pat}
WORK=${WORK:-$(mktemp -d /tmp/macro-build-cost.XXXXXX)}
mkdir -p "$WORK/src"
echo "scratch crate: $WORK   target dir: $CARGO_TARGET_DIR"

cargo build -q --release -p pattern-compiler --bin check-patterns --manifest-path "$ROOT/Cargo.toml"
"$CARGO_TARGET_DIR/release/check-patterns" synth "$N" "$SEED" > "$WORK/synth.db"
if [ -n "${DISTINCT:-}" ]; then
    awk '/^;/ { $0 = $0 " && lib(A) < " (1000 + NR) } { print }' "$WORK/synth.db" > "$WORK/synth.tmp"
    mv "$WORK/synth.tmp" "$WORK/synth.db"
fi
echo "constraints: $(grep -c '^;' "$WORK/synth.db"), distinct: $(grep '^;' "$WORK/synth.db" | sort -u | wc -l)"
"$CARGO_TARGET_DIR/release/check-patterns" check --kind shapes "$WORK/synth.db" 2>&1 | sed 's/^/check-patterns: /'

cat > "$WORK/Cargo.toml" <<TOML
[package]
name = "macro-build-cost"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]

[dependencies]
engine = { path = "$ROOT/engine" }
pattern-macros = { path = "$ROOT/pattern-macros" }

# The workspace's release profile.
[profile.release]
opt-level = 3
lto = "thin"
codegen-units = 1
panic = "unwind"
debug = false

[profile.release.build-override]
opt-level = 3
TOML

baseline() {
    cat > "$WORK/src/main.rs" <<'RS'
use engine::patterns::Match;
use engine::{Board, Color};

fn run(board: &mut Board, hits: &[Match]) -> usize {
    hits.iter().filter(|h| h.color == Color::Black && board.size() > 0).count()
}

fn main() {
    let mut board = Board::new(19);
    println!("{}", run(&mut board, &[]));
}
RS
}

with_db() {
    cat > "$WORK/src/main.rs" <<'RS'
use engine::patterns::{Autohelpers, Matcher};
use engine::{Board, Color, Point};

pattern_macros::pattern_db!(name = synth, kind = "shapes", file = "synth.db");

fn main() {
    let mut board = Board::new(19);
    for (i, (r, c)) in [(3, 3), (3, 4), (4, 3), (15, 15), (15, 16), (9, 9)].into_iter().enumerate() {
        let color = if i % 2 == 0 { Color::Black } else { Color::White };
        board.play_move(Point::new(r, c), color, false).unwrap();
    }
    let mut hits = Vec::new();
    let mut m = Matcher::new(&synth::DATABASE, 19);
    m.scan_board(board.colors(), Color::Black, |h| hits.push(h));
    let ok = hits.iter().filter(|h| synth::Helpers.constraint(&mut board, h)).count();
    println!("{} matches, {} pass their constraints", hits.len(), ok);
}
RS
}

# Seconds for `cargo build --release` of the scratch crate alone (dependencies already built).
timed_build() {
    touch "$WORK/src/main.rs"
    local t0 t1
    t0=$(date +%s.%N)
    cargo build -q --release --manifest-path "$WORK/Cargo.toml"
    t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc
}

baseline
cargo build -q --release --manifest-path "$WORK/Cargo.toml" # dependencies
b1=$(timed_build)
b2=$(timed_build)
with_db
d1=$(timed_build)
d2=$(timed_build)
"$CARGO_TARGET_DIR/release/macro-build-cost"
size=$(stat -c %s "$CARGO_TARGET_DIR/release/macro-build-cost")
best() { echo "if ($1 < $2) $1 else $2" | bc; }
b=$(best "$b1" "$b2")
d=$(best "$d1" "$d2")
echo "baseline crate build: $b1 s, $b2 s"
echo "with $N-pattern database: $d1 s, $d2 s (binary $size bytes)"
echo "macro adds (best of two each): $(echo "$d - $b" | bc) s"

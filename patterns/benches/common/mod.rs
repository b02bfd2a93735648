//! Positions shared by the benchmarks.

use engine::{Board, Color, Point};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// A middle-game-like position: 150 random legal moves (captures included), deterministic.
pub fn middle_game() -> Board {
    let mut b = Board::new(19);
    let mut rng = StdRng::seed_from_u64(1);
    let mut color = Color::Black;
    let mut played = 0;
    while played < 150 {
        let p = Point::new(rng.gen_range(0..19), rng.gen_range(0..19));
        if b.color(p) == Color::Empty && b.play_move(p, color, false).is_ok() {
            played += 1;
            color = color.other();
        }
    }
    b
}

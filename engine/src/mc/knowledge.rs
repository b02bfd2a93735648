//! What the engine's own reading tells a Monte Carlo search about the root's moves (the
//! issue's "priors from the engine's analysis"): the tactical reader's verdict on every
//! string ([`crate::worms`]) turned into virtual games for the root's children
//! ([`crate::mc::Uct::add_root_priors`]).
//!
//! Playouts see a string in atari; they do not see a ladder, nor that a string of three
//! liberties dies in a net. The reader does, once per move, at the root:
//!
//! * a string that can be captured and saved (attack and defence points both): saving
//!   one's own, or capturing the opponent's, is urgent;
//! * one's own string that can be captured and not saved (a ladder, a net): running on
//!   from it (a move on one of its liberties that captures nothing) only adds stones to
//!   what dies.

use crate::board::Board;
use crate::reading::ReadResult;
use crate::types::{Color, Point};
use crate::worms::Worms;

/// Knowledge about one root move: virtual games and the share of them won, added to the
/// move's own and its AMAF statistics.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootPrior {
    pub mv: Point,
    pub games: u32,
    pub rate: f32,
}

/// Virtual games of a tactical verdict: twice the policy's strongest prior
/// (`STRONG_PRIOR_VISITS`), so that the search starts from the reader's view and
/// playouts overturn it only with evidence.
pub const TACTICAL_GAMES: u32 = 40;

/// The win rate of saving or capturing a string of two stones or more, or a cutting stone.
const URGENT_RATE: f32 = 0.85;
/// The win rate of saving or capturing a single stone that cuts nothing, or a string that
/// only a ko captures.
const STONE_RATE: f32 = 0.7;
/// The win rate of running on from a string that cannot be saved.
const RUN_DEAD_RATE: f32 = 0.15;

/// The tactical priors of `color`'s root moves on `board`, from `worms` (made on this
/// position): attack and defence points of the strings that can be captured and saved,
/// and the non-capturing liberties of `color`'s strings that can be captured and not
/// saved. Where a point earns both, the good one holds.
pub fn tactical_priors(board: &Board, worms: &Worms, color: Color) -> Vec<RootPrior> {
    let mut good: Vec<RootPrior> = Vec::new();
    let mut bad: Vec<Point> = Vec::new();
    for w in &worms.list {
        let Some(&(attack, code)) = w.attack_points.first() else {
            continue;
        };
        let urgent = w.size >= 2 || w.cutstone > 0;
        let rate = if urgent && code == ReadResult::Win {
            URGENT_RATE
        } else {
            STONE_RATE
        };
        if let Some(&(defense, _)) = w.defense_points.first() {
            let mv = if w.color == color { defense } else { attack };
            match good.iter_mut().find(|g| g.mv == mv) {
                Some(g) => g.rate = g.rate.max(rate),
                None => good.push(RootPrior {
                    mv,
                    games: TACTICAL_GAMES,
                    rate,
                }),
            }
        } else if w.color == color && code == ReadResult::Win {
            bad.extend(
                board
                    .libs(w.origin)
                    .iter()
                    .filter(|&l| !board.does_capture_something(l, color)),
            );
        }
    }
    bad.sort_unstable();
    bad.dedup();
    for mv in bad {
        if good.iter().all(|g| g.mv != mv) {
            good.push(RootPrior {
                mv,
                games: TACTICAL_GAMES,
                rate: RUN_DEAD_RATE,
            });
        }
    }
    good
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reading::ReadingContext;
    use crate::worms::make_worms;

    /// A white stone at F5 with two liberties (F4, G5) between black stones: Black to move
    /// captures it in a ladder, White to move saves it (three liberties).
    const TWO_LIBERTIES: [&str; 9] = [
        ".........",
        ".........",
        ".........",
        ".....X...",
        "....XO...",
        "......X..",
        ".........",
        ".........",
        ".........",
    ];

    fn priors(rows: &[&str], color: Color) -> (Board, Vec<RootPrior>) {
        let mut board = Board::from_rows(rows);
        let mut reading = ReadingContext::default();
        let worms = make_worms(&mut board, &mut reading);
        let priors = tactical_priors(&board, &worms, color);
        (board, priors)
    }

    fn named(board: &Board, priors: &[RootPrior]) -> Vec<(String, f32)> {
        priors
            .iter()
            .map(|p| (p.mv.to_vertex(board.size()), p.rate))
            .collect()
    }

    #[test]
    fn a_string_that_can_be_captured_and_saved_is_urgent_for_both() {
        // The stone cuts the black stones apart (a cutting stone): the higher rate, for
        // either player, at one of its two liberties.
        for color in [Color::White, Color::Black] {
            let (b, p) = priors(&TWO_LIBERTIES, color);
            let named = named(&b, &p);
            assert_eq!(named.len(), 1, "{color:?}: {named:?}");
            assert!(["F4", "G5"].contains(&named[0].0.as_str()), "{named:?}");
            assert_eq!(named[0].1, URGENT_RATE);
            assert_eq!(p[0].games, TACTICAL_GAMES);
        }
    }

    #[test]
    fn running_from_a_ladder_is_poor() {
        // Black has played G5: the stone's last liberty F4 runs into the ladder.
        let mut rows = TWO_LIBERTIES;
        rows[4] = "....XOX..";
        let (b, white) = priors(&rows, Color::White);
        assert_eq!(named(&b, &white), vec![("F4".to_string(), RUN_DEAD_RATE)]);
        // For Black the stone is already caught: nothing to add.
        let (_, black) = priors(&rows, Color::Black);
        assert!(black.is_empty(), "{black:?}");
    }

    #[test]
    fn a_capture_out_of_atari_is_urgent() {
        // Both in atari at F4: the white stone F5 and the black string G5-G4 (White at G3
        // takes its other liberty). F4 captures two stones and saves the stone: urgent for
        // White, and for Black, who captures the stone there.
        let mut rows = TWO_LIBERTIES;
        rows[3] = ".....XO..";
        rows[4] = "....XOXO.";
        rows[5] = "......XO.";
        rows[6] = "......OO.";
        for color in [Color::White, Color::Black] {
            let (b, p) = priors(&rows, color);
            let named = named(&b, &p);
            assert_eq!(named, vec![("F4".to_string(), URGENT_RATE)], "{color:?}");
        }
    }
}

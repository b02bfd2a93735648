//! Capturing races in play (until move valuation lands): the semeai move `genmove` plays
//! after the owl move. A race matters when it is hot: `color` moving first does better
//! than the opponent moving first (kill instead of seki or death, seki instead of death).

use super::semeai::KILLS;
use super::OWL_MOVE_MAX_ESCAPE;
use crate::dragons::Dragon;
use crate::engine::Engine;
use crate::patterns::autohelper::DragonStatus;
use crate::types::{Color, Point};

/// The smallest dragon (stones) whose race `genmove` reads.
pub const SEMEAI_MOVE_MIN_STONES: usize = 3;

/// Could the dragon be in a race: big enough, unable to run, and not alive by the crude
/// status (races are between groups short of eyes)?
fn in_doubt(d: &Dragon) -> bool {
    d.size >= SEMEAI_MOVE_MIN_STONES
        && d.escape_route < OWL_MOVE_MAX_ESCAPE
        && matches!(
            d.crude_status,
            DragonStatus::Critical | DragonStatus::Unknown | DragonStatus::Dead
        )
}

impl Engine {
    /// The move of the hottest race between a dragon of `color` and a neighbouring dragon
    /// of the opponent, both in doubt ([`in_doubt`]): both sides' first moves are read
    /// ([`Engine::analyze_semeai`]), and where `color` moving first does better, his first
    /// move is worth the stones of both dragons. `None` when no race is hot or its move is
    /// not allowed (`among`, positional superko); answers the reading could not finish are
    /// not played.
    pub(crate) fn semeai_move(&mut self, color: Color, among: Option<&[Point]>) -> Option<Point> {
        let dragons = self.dragons();
        let mut races: Vec<(Point, Point, usize)> = Vec::new();
        for d in dragons
            .list
            .iter()
            .filter(|d| d.color == color && in_doubt(d))
        {
            for &j in &d.neighbors {
                let e = &dragons.list[j];
                if e.color == color.other() && in_doubt(e) {
                    races.push((d.origin, e.origin, d.size + e.size));
                }
            }
        }
        let mut best: Option<(usize, Point)> = None;
        for (mine, theirs, worth) in races {
            if best.is_some_and(|b| b.0 >= worth) {
                continue;
            }
            let first = self.analyze_semeai(mine, theirs).ok()?;
            if first.mv.is_none() || !first.certain {
                continue;
            }
            let second = self.analyze_semeai(theirs, mine).ok()?;
            if !second.certain || first.outcome <= KILLS - second.outcome {
                continue;
            }
            let mv = first.mv;
            if among.is_some_and(|set| !set.contains(&mv))
                || self.game.board.is_legal_superko(mv, color).is_err()
            {
                continue;
            }
            best = Some((worth, mv));
        }
        best.map(|b| b.1)
    }
}

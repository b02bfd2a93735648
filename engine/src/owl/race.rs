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

/// The smallest dragon (stones) whose status a capturing race may revise.
pub const SEMEAI_REVISE_MIN_STONES: usize = 3;

/// Revise the owl statuses by capturing races (manual 7.5, GNU Go's `semeai()` after owl):
/// two neighbouring dragons of opposite colours that owl (or the tactical reader) finds
/// both dead or critical, each read alone, are in a race. It is read both ways
/// ([`super::semeai::Semeai`]): a dragon that lives whoever moves first (it kills the
/// other, or both live in seki) is alive, one that lives only moving first is critical
/// (its first move in the race is its defence point, the opponent's its attack point), one
/// that dies either way is dead. A dragon in several races takes the worst verdict, but
/// one that kills a neighbour whoever moves first (a neighbour that kills no one in turn)
/// is alive, and its other races are not counted for its opponents. Races the reading
/// could not finish change nothing.
pub fn revise_semeai(
    board: &mut crate::board::Board,
    reading: &mut crate::reading::ReadingContext,
    dragons: &mut crate::dragons::Dragons,
) {
    use super::semeai::{Semeai, BOTH_LIVE};
    use crate::dragons::{OwlVerdict, Safety};
    use crate::reading::ReadResult;
    let weak = |d: &Dragon| {
        d.size >= SEMEAI_REVISE_MIN_STONES
            && matches!(d.status, DragonStatus::Dead | DragonStatus::Critical)
    };
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (i, d) in dragons.list.iter().enumerate() {
        if !weak(d) {
            continue;
        }
        for &j in &d.neighbors {
            let e = &dragons.list[j];
            if i < j && e.color == d.color.other() && weak(e) {
                pairs.push((i, j));
            }
        }
    }
    if pairs.is_empty() {
        return;
    }
    // Per dragon: the revised status (worst over its races) and the race's first moves.
    // (status, attack point, defense points)
    let mut revised: Vec<Option<(DragonStatus, Point, Point)>> = vec![None; dragons.list.len()];
    let rank = |s: DragonStatus| match s {
        DragonStatus::Dead => 0,
        DragonStatus::Critical => 1,
        _ => 2,
    };
    // The races read to the end: (dragon, opponent, verdict, attack, defence points), and
    // the (killer, victim) pairs among them: the first lives, the second dies, whoever
    // moves first.
    let mut races: Vec<(usize, usize, DragonStatus, Point, Point)> = Vec::new();
    let mut kills: Vec<(usize, usize)> = Vec::new();
    let strong = super::strong_stones(dragons, board.size());
    for (i, j) in pairs {
        let (a, b) = (dragons.list[i].origin, dragons.list[j].origin);
        let (sa, sb) = (dragons.stones(i), dragons.stones(j));
        let first = Semeai::new(board, reading, a, b, &sa, &sb)
            .with_strong(strong.clone())
            .analyze();
        let second = Semeai::new(board, reading, b, a, &sb, &sa)
            .with_strong(strong.clone())
            .analyze();
        if reading.trace_depth > 0 {
            eprintln!(
                "race {} {}: {} {} {:?}, {} {} {:?}",
                a.to_vertex(board.size()),
                b.to_vertex(board.size()),
                first.outcome,
                first.mv.to_vertex(board.size()),
                first.certain,
                second.outcome,
                second.mv.to_vertex(board.size()),
                second.certain
            );
        }
        if !first.certain || !second.certain {
            continue;
        }
        // Does `a` live moving first, and moving second (b's outcome no better than both
        // living)? And the same for `b`.
        let verdict = |lives_first: bool, lives_second: bool| match (lives_first, lives_second) {
            (_, true) => DragonStatus::Alive,
            (true, false) => DragonStatus::Critical,
            (false, false) => DragonStatus::Dead,
        };
        let va = verdict(first.outcome >= BOTH_LIVE, second.outcome <= BOTH_LIVE);
        let vb = verdict(second.outcome >= BOTH_LIVE, first.outcome <= BOTH_LIVE);
        races.push((i, j, va, second.mv, first.mv));
        races.push((j, i, vb, first.mv, second.mv));
        match (va, vb) {
            (DragonStatus::Alive, DragonStatus::Dead) => kills.push((i, j)),
            (DragonStatus::Dead, DragonStatus::Alive) => kills.push((j, i)),
            _ => {}
        }
    }
    // A dragon that kills a neighbour whoever moves first, one that kills no one in turn,
    // is alive: the capture gives it liberties and eye space that its other races, read
    // one pair at a time, do not see; and those races say nothing of its opponents.
    let killer = |k: usize| kills.iter().any(|&(a, _)| a == k);
    let lives_by_capture: Vec<bool> = (0..dragons.list.len())
        .map(|k| kills.iter().any(|&(a, o)| a == k && !killer(o)))
        .collect();
    for &(k, o, v, att, def) in &races {
        if lives_by_capture[o] && !lives_by_capture[k] {
            continue;
        }
        let v = if lives_by_capture[k] {
            DragonStatus::Alive
        } else {
            v
        };
        if revised[k].is_none_or(|(s, _, _)| rank(v) < rank(s)) {
            revised[k] = Some((v, att, def));
        }
    }
    for (k, r) in revised.into_iter().enumerate() {
        let Some((status, att, def)) = r else {
            continue;
        };
        let d = &mut dragons.list[k];
        // An unchanged alive or dead status keeps owl's verdict; a critical one takes the
        // race's moves (owl, reading one dragon, may defend by filling its own liberty).
        if status == d.status && status != DragonStatus::Critical {
            continue;
        }
        d.status = status;
        d.safety = match status {
            DragonStatus::Alive => Safety::Alive,
            DragonStatus::Dead => Safety::Dead,
            _ => Safety::Critical,
        };
        d.owl = Some(match status {
            DragonStatus::Alive => OwlVerdict {
                attack: (ReadResult::Fail, Point::NONE),
                defense: (ReadResult::Win, Point::NONE),
            },
            DragonStatus::Dead => OwlVerdict {
                attack: (ReadResult::Win, Point::NONE),
                defense: (ReadResult::Fail, Point::NONE),
            },
            _ => OwlVerdict {
                attack: (ReadResult::Win, att),
                defense: (ReadResult::Win, def),
            },
        });
    }
}

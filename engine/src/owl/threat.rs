//! Two moves in a row (GNU Go's `owl_threaten_attack` / `owl_threaten_defense`): can the
//! attacker kill the dragon, or its owner save it, if the other side lets him play twice?
//! A yes makes the first move a threat (sente, a ko threat) even when one move is not enough.
//! When one move is enough, the answer is owl's move and a pass.
//!
//! The first moves tried are the ones owl's static view of the dragon proposes (its vital
//! points for that side, the goal's liberties, the points of its eye spaces), at most
//! [`THREAT_FIRST_MOVES`] of them; after each, owl reads the position with the same side to
//! move again.

use super::strong_stones;
use crate::analysis::Level;
use crate::engine::{Engine, EngineError};
use crate::reading::ReadResult;
use crate::types::{Color, Point};

/// First moves a threat search tries.
pub const THREAT_FIRST_MOVES: usize = 8;

/// A threat found: the code of the second move's success and the two moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwlThreat {
    pub result: ReadResult,
    pub first: Point,
    pub second: Point,
}

impl Engine {
    /// Can the opponent kill the dragon at `p` with two moves in a row? `None` when no
    /// first move among those tried lets a second one kill. A dragon one move kills gives
    /// owl's attack and a pass (`Point::NONE`).
    pub fn owl_threaten_attack(&mut self, p: Point) -> Result<Option<OwlThreat>, EngineError> {
        self.owl_threaten(p, true)
    }

    /// Can the owner save the dragon at `p` with two moves in a row?
    pub fn owl_threaten_defense(&mut self, p: Point) -> Result<Option<OwlThreat>, EngineError> {
        self.owl_threaten(p, false)
    }

    fn owl_threaten(&mut self, p: Point, attack: bool) -> Result<Option<OwlThreat>, EngineError> {
        self.no_stack()?;
        if p.is_none() || !self.game.board.color(p).is_player() {
            return Err(EngineError::NoStone);
        }
        let owner = self.game.board.color(p);
        let mover = if attack { owner.other() } else { owner };
        // One move may be enough already: that move and a pass.
        let one = if attack {
            self.owl_attack(p)?
        } else {
            self.owl_defend(p)?
        };
        if one.result != ReadResult::Fail && one.certain {
            return Ok(Some(OwlThreat {
                result: one.result,
                first: one.mv,
                second: Point::NONE,
            }));
        }
        let analysis = self.examine(Level::Dragons);
        let dragons = analysis.dragons.as_ref().expect("dragons computed");
        let k = dragons.id(p).ok_or(EngineError::NoStone)?;
        let goal = dragons.stones(k);
        let strong = strong_stones(dragons, self.game.board.size());
        // The first moves: owl's view of the dragon as it stands.
        let eyes = self.with_owl_search(p, &goal, None, |search| search.evaluate());
        let vital = if attack {
            &eyes.attack_points
        } else {
            &eyes.defense_points
        };
        let mut firsts: Vec<Point> = vital.iter().map(|&(q, _)| q).collect();
        for &s in &eyes.strings {
            firsts.extend(self.game.board.findlib(s, usize::MAX));
        }
        firsts.extend(eyes.space.iter().copied());
        let mut tried = Vec::new();
        for m in firsts {
            if tried.len() >= THREAT_FIRST_MOVES {
                break;
            }
            if tried.contains(&m) || self.game.board.color(m) != Color::Empty {
                continue;
            }
            tried.push(m);
            if !self.game.board.trymove(m, mover) {
                continue;
            }
            let r = if self.game.board.color(p) != owner {
                // The first move captured the dragon's stone at `p` already.
                None
            } else {
                let mut goal2 = goal.clone();
                if !attack {
                    goal2.push(m);
                }
                let r = self.with_owl_search(p, &goal2, Some(strong.clone()), |search| {
                    if attack {
                        search.attack()
                    } else {
                        search.defend()
                    }
                });
                self.owl.nodes += r.nodes;
                Some(r)
            };
            self.game.board.popgo();
            match r {
                None if attack => {
                    return Ok(Some(OwlThreat {
                        result: ReadResult::Win,
                        first: m,
                        second: Point::NONE,
                    }))
                }
                Some(r) if r.result != ReadResult::Fail && r.certain => {
                    return Ok(Some(OwlThreat {
                        result: r.result,
                        first: m,
                        second: r.mv,
                    }));
                }
                _ => {}
            }
        }
        Ok(None)
    }
}

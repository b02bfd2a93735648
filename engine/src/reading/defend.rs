//! The defender's side of the tactical search: `do_find_defense` and `defend1`..`defend4`
//! (manual 11.1.1). Defences are extensions on liberties, captures and ataris of the
//! surrounding chain (`break_chain`), rescue moves on second-order liberties and superstring
//! defences.

use super::cache::{CacheKey, Routine};
use super::komaster::Ko;
use super::moves::MoveList;
use super::{plies, ReadResult, Reader, Side};
use crate::types::Point;
use ReadResult::{Fail, KoB, Win};

impl Reader<'_> {
    /// Can the string at `str` be saved, its owner moving first?
    pub fn do_find_defense(&mut self, str: Point, ko: Ko) -> (ReadResult, Point) {
        let (cutoff, libs, sp) = match self.enter_node(str, Win) {
            Ok(node) => node,
            Err(settled) => return settled,
        };
        let o = self.ctx.opts;
        let origin = self.board.find_origin(str);
        let hash = self.board.hash();
        let routine = self.defense_routine();
        if let Some(r) = self.probe_cache(hash, CacheKey::one(routine, origin, ko), sp) {
            return r;
        }
        let color = self.board.color(str);
        self.ctx.searches[1][libs.min(4)] += 1;
        self.prepare_adjacent(str);
        let mut list = MoveList::default();
        self.add_liberties(&mut list, str, 0);
        self.break_chain_moves(&mut list, str, 20);
        if libs >= 2 {
            if sp <= o.break_chain_depth - 3 {
                self.break_chain2_moves(&mut list, str, false);
            } else if sp <= o.backfill_depth {
                self.break_chain2_ladder_moves(&mut list, str);
            } else {
                self.break_chain2_moves(&mut list, str, true);
            }
        }
        let plies = self.plies();
        if ((libs == 2 && sp <= o.backfill_depth - 2) || (libs >= 3 && sp <= o.backfill2_depth))
            && plies
                <= if libs == 2 {
                    plies::RESCUE2
                } else {
                    plies::RESCUE3
                }
        {
            self.rescue_moves(&mut list, str);
        }
        if (libs == 2 && sp <= o.backfill_depth && plies <= plies::CONNECT_FRIEND)
            || (libs == 3 && sp <= o.backfill2_depth)
        {
            self.connect_friend_moves(&mut list, str);
        }
        if (libs == 2 || libs == 3) && sp <= o.backfill2_depth && plies <= plies::BLOCK_APPROACH {
            self.block_approach_moves(&mut list, str);
        }
        if libs == 1 && sp <= o.backfill_depth {
            if plies <= plies::SNAPBACK_SETUP {
                self.snapback_setup_moves(&mut list, str);
            }
            self.save_sharing_friend_moves(&mut list, str);
        }
        if libs == 1 && sp <= o.depth {
            let lib = self.board.libs(str).first().unwrap();
            if self.board.is_ko(lib, color.other()).is_some() {
                // The capture is a ko capture: strengthening the stones around the capturing
                // point keeps it a ko.
                self.connect_friend_moves(&mut list, str);
            }
        }
        if libs >= 2 && sp <= o.backfill2_depth {
            self.save_friend_of_chain_moves(&mut list, str);
        }
        if (libs == 2 || libs == 3) && sp <= o.backfill2_depth && plies <= plies::SEMEAI_OUTSIDE {
            self.semeai_outside_liberty_moves(&mut list, str);
        }
        if libs >= 2 && sp <= o.backfill2_depth {
            self.break_chain3_moves(&mut list, str, false);
        } else if ((libs >= 2 && sp <= o.backfill_depth) || (libs == 2 && sp <= o.depth))
            && plies
                <= if libs == 2 {
                    plies::SHARED_LIBERTY_RACE2
                } else {
                    plies::SHARED_LIBERTY_RACE3
                }
        {
            // A liberty race with a neighbour that shares a liberty.
            self.break_chain3_moves(&mut list, str, true);
        }
        if (libs == 2 || libs == 3) && self.near_root() {
            self.pattern_defense_moves(&mut list, str);
        }
        if (sp <= o.superstring_depth || (libs == 2 && sp <= o.backfill_depth))
            && plies <= plies::SUPERSTRING_DEFENSE
        {
            self.superstring_defense_moves(&mut list, str);
        }
        if sp <= o.ko_depth {
            self.ko_retake_moves(&mut list, color);
        }
        self.order_moves(&mut list, str, color);
        let (code, mv, cut) = self.defend_loop(str, ko, &list, cutoff);
        let mut r = (code, mv);
        if r.0 != Win && !cut && !self.in_null && self.board.stackp() > self.base() && sp <= o.depth
        {
            // No defending move works: maybe none is needed (the attacker's last move did not
            // threaten anything). Let the attacker move again.
            self.in_null = true;
            // Only whether the attack fails outright matters.
            self.cutoff = KoB;
            let (acode, _) = self.do_attack(str, ko);
            self.in_null = false;
            // Only an attack that fails outright shows that no defence was needed: a ko
            // the attacker could start with a second move in a row says nothing about the
            // ko status after the move actually played.
            if acode == Fail {
                r = (Win, Point::NONE);
            }
        }
        // The root of a search has no null-move check: keep it out of the cache. Inside a
        // null-move check the results are stored under their own routine.
        if self.board.stackp() > self.base() && !cut {
            self.ctx
                .cache
                .put(hash, CacheKey::one(routine, origin, ko), sp, r.0, r.1);
        }
        r
    }

    /// The cache routine of `do_find_defense` (inside a null-move check it is another
    /// function).
    fn defense_routine(&self) -> Routine {
        if self.in_null {
            Routine::FindDefenseNoNull
        } else {
            Routine::FindDefense
        }
    }

    /// Try the defending moves of `list` in order; the first after which the attack fails
    /// wins. Otherwise the best ko result is returned.
    fn defend_loop(
        &mut self,
        str: Point,
        ko: Ko,
        list: &MoveList,
        cutoff: ReadResult,
    ) -> (ReadResult, Point, bool) {
        let other = self.board.color(str).other();
        // A move that leaves the string in atari without capturing anything is hopeless,
        // unless capturing it would be a snapback.
        self.try_moves(
            Side::Defender,
            str,
            ko,
            list,
            (usize::MAX, cutoff),
            |r, _| {
                r.board.countlib(str) == 1 && {
                    let l = r.board.libs(str).first().unwrap();
                    r.board.is_ko(l, other).is_none() && r.board.approxlib_count(l, other, 2) > 1
                }
            },
        )
    }
}

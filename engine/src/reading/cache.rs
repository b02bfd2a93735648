//! The transposition cache of the reader (manual 11.2).
//!
//! Results are keyed by the Zobrist hash of the position (stones and ko point), the routine,
//! the target string and the komaster state. The stack depth at which a result was read is
//! stored with it: a result read at a smaller depth was read with every cutoff further away,
//! so it may be reused deeper in the tree, but not the other way round.
//!
//! The table is a flat array of two-entry buckets allocated once; nothing is allocated while
//! reading. Because the key is the whole position, entries stay valid across game moves: the
//! cache is also the persistent reading cache of 11.3 (a result for a string far from the last
//! move is found again as long as the table has not overwritten it).

use super::komaster::Ko;
use super::Code;
use crate::types::Point;

/// Default size of the cache in megabytes.
pub const DEFAULT_CACHE_MB: f64 = 16.0;

/// Which reading routine a cached result belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Routine {
    Attack = 1,
    FindDefense = 2,
    Ladder = 3,
    SafeMove = 4,
    /// `Attack` read inside a null-move check (no nested checks): a different function.
    AttackNoNull = 5,
    /// `FindDefense` read inside a null-move check.
    FindDefenseNoNull = 6,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    hash: u64,
    /// routine (8 bits) | komaster (8 bits) | target (16 bits)
    tag: u32,
    kom_pos: u16,
    mv: u16,
    result: u8,
    stackp: u8,
    /// Generation the entry was stored in; entries of older generations are empty.
    gen: u8,
}

/// Counters of cache use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    pub lookups: u64,
    pub hits: u64,
    pub stores: u64,
}

/// The transposition table.
pub struct ReadCache {
    entries: Vec<Entry>,
    mask: usize,
    /// Current generation (never 0, so zeroed entries are empty).
    gen: u8,
    pub stats: CacheStats,
}

impl ReadCache {
    /// A cache of about `mb` megabytes (at least 1024 entries).
    pub fn with_megabytes(mb: f64) -> ReadCache {
        let bytes = (mb.max(0.0) * 1024.0 * 1024.0) as usize;
        let want = (bytes / std::mem::size_of::<Entry>()).max(1024);
        let n = want.next_power_of_two() / 2;
        let n = n.max(1024);
        ReadCache {
            entries: vec![Entry::default(); n],
            mask: (n - 1) & !1,
            gen: 1,
            stats: CacheStats::default(),
        }
    }

    /// Number of entries.
    pub fn capacity(&self) -> usize {
        self.entries.len()
    }

    /// Empty the table (in constant time: a new generation; the array is wiped only when
    /// the generation counter wraps).
    pub fn clear(&mut self) {
        if self.gen == u8::MAX {
            for e in self.entries.iter_mut() {
                e.gen = 0;
            }
            self.gen = 1;
        } else {
            self.gen += 1;
        }
    }

    /// Restart the statistics (called when the real position changes).
    pub fn new_position(&mut self) {
        self.stats = CacheStats::default();
    }

    #[inline]
    fn tag(routine: Routine, target: Point, ko: Ko) -> u32 {
        ((routine as u32) << 24) | ((ko.master.index() as u32) << 16) | target.0 as u32
    }

    #[inline]
    fn slot(&self, hash: u64, tag: u32, kom_pos: u16) -> usize {
        let h = hash
            ^ (tag as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (kom_pos as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        ((h ^ (h >> 29)) as usize) & self.mask
    }

    /// A result for this key read at stack depth `<= stackp`, if there is one.
    pub fn get(
        &mut self,
        hash: u64,
        routine: Routine,
        target: Point,
        ko: Ko,
        stackp: i32,
    ) -> Option<(Code, Point)> {
        self.stats.lookups += 1;
        let tag = Self::tag(routine, target, ko);
        let s = self.slot(hash, tag, ko.pos.0);
        for e in &self.entries[s..s + 2] {
            if e.gen == self.gen
                && e.hash == hash
                && e.tag == tag
                && e.kom_pos == ko.pos.0
                && (e.stackp as i32) <= stackp
            {
                self.stats.hits += 1;
                return Some((e.result, Point(e.mv)));
            }
        }
        None
    }

    /// Store a result read at stack depth `stackp`.
    /// The move of an entry for this position, routine, target and ko state that was stored
    /// deeper in the tree than `stackp` (so its result may not be used here): a good first
    /// candidate for the new search. Call after `get` missed.
    pub fn hint(&self, hash: u64, routine: Routine, target: Point, ko: Ko) -> Point {
        let tag = Self::tag(routine, target, ko);
        let s = self.slot(hash, tag, ko.pos.0);
        for e in &self.entries[s..s + 2] {
            if e.gen == self.gen && e.hash == hash && e.tag == tag && e.kom_pos == ko.pos.0 {
                return Point(e.mv);
            }
        }
        Point::NONE
    }

    #[allow(clippy::too_many_arguments)]
    pub fn put(
        &mut self,
        hash: u64,
        routine: Routine,
        target: Point,
        ko: Ko,
        stackp: i32,
        result: Code,
        mv: Point,
    ) {
        self.stats.stores += 1;
        let tag = Self::tag(routine, target, ko);
        let s = self.slot(hash, tag, ko.pos.0);
        let new = Entry {
            hash,
            tag,
            kom_pos: ko.pos.0,
            mv: mv.0,
            result,
            stackp: stackp.clamp(0, 255) as u8,
            gen: self.gen,
        };
        // Same key: keep the shallower (more accurate) result.
        for k in s..s + 2 {
            let e = &mut self.entries[k];
            if e.gen == self.gen && e.hash == hash && e.tag == tag && e.kom_pos == ko.pos.0 {
                if new.stackp <= e.stackp {
                    *e = new;
                }
                return;
            }
        }
        // Otherwise an empty slot, else replace the deeper of the two.
        let k = if self.entries[s].gen != self.gen {
            s
        } else if self.entries[s + 1].gen != self.gen {
            s + 1
        } else if self.entries[s].stackp >= self.entries[s + 1].stackp {
            s
        } else {
            s + 1
        };
        self.entries[k] = new;
    }
}

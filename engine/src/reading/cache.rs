//! The transposition cache of the reader (manual 11.2).
//!
//! Results are keyed by the Zobrist hash of the position (stones and ko point), the routine,
//! the target string and the komaster state. The stack depth at which a result was read is
//! stored with it: a result read at a smaller depth was read with every cutoff further away,
//! so it may be reused deeper in the tree, but not the other way round.
//!
//! The table is a flat array of 64-byte buckets (one cache line, four 16-byte entries)
//! allocated once; nothing is allocated while reading. The bucket depends on the position's
//! hash only, so every result about one position shares a cache line, and the reader
//! prefetches that line as soon as it has played a move: the lookup that follows a move is
//! the search's most frequent cache miss. Because the key is the whole position, entries stay
//! valid across game moves: the cache is also the persistent reading cache of 11.3 (a result
//! for a string far from the last move is found again as long as the table has not
//! overwritten it).

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

/// One result: the full hash and a packed word.
///
/// Bits of `data`: key (routine 3, komaster 3, target 10, ko position 10) in 0..26, the
/// move in 26..36, the result code in 36..39, the stack depth in 40..48, the generation in
/// 48..56. Points of the padded layout are below 702 and fit 10 bits; `Point::NONE` (0) too.
#[derive(Clone, Copy, Default)]
struct Entry {
    hash: u64,
    data: u64,
}

const KEY_MASK: u64 = (1 << 26) - 1;

impl Entry {
    #[inline]
    fn key(self) -> u64 {
        self.data & KEY_MASK
    }
    #[inline]
    fn mv(self) -> Point {
        Point(((self.data >> 26) & 0x3ff) as u16)
    }
    #[inline]
    fn result(self) -> Code {
        ((self.data >> 36) & 7) as Code
    }
    #[inline]
    fn stackp(self) -> u8 {
        (self.data >> 40) as u8
    }
    #[inline]
    fn gen(self) -> u8 {
        (self.data >> 48) as u8
    }
}

/// Four entries on one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; 4]);

/// Counters of cache use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    pub lookups: u64,
    pub hits: u64,
    pub stores: u64,
}

/// The transposition table.
pub struct ReadCache {
    buckets: Vec<Bucket>,
    mask: usize,
    /// Current generation (never 0, so zeroed entries are empty).
    gen: u8,
    pub stats: CacheStats,
}

impl ReadCache {
    /// A cache of about `mb` megabytes (at least 1024 entries).
    pub fn with_megabytes(mb: f64) -> ReadCache {
        let bytes = (mb.max(0.0) * 1024.0 * 1024.0) as usize;
        let want = (bytes / std::mem::size_of::<Bucket>()).max(256);
        let n = (want.next_power_of_two() / 2).max(256);
        ReadCache {
            buckets: vec![Bucket::default(); n],
            mask: n - 1,
            gen: 1,
            stats: CacheStats::default(),
        }
    }

    /// Number of entries.
    pub fn capacity(&self) -> usize {
        self.buckets.len() * 4
    }

    /// Empty the table (in constant time: a new generation; the array is wiped only when
    /// the generation counter wraps).
    pub fn clear(&mut self) {
        if self.gen == u8::MAX {
            self.buckets.fill(Bucket::default());
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
    fn key(routine: Routine, target: Point, ko: Ko) -> u64 {
        (routine as u64)
            | ((ko.master.index() as u64) << 3)
            | ((target.0 as u64 & 0x3ff) << 6)
            | ((ko.pos.0 as u64 & 0x3ff) << 16)
    }

    #[inline]
    fn bucket(&self, hash: u64) -> usize {
        ((hash ^ (hash >> 31)) as usize) & self.mask
    }

    /// Ask the processor to bring the bucket of the position `hash` into its cache; the
    /// reader calls this right after playing a move, before it looks the position up.
    #[inline]
    pub fn prefetch(&self, hash: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = &self.buckets[self.bucket(hash)] as *const Bucket as *const i8;
            // SAFETY: `_mm_prefetch` is only a hint: it never faults and reads or writes
            // nothing the program can observe, and SSE is part of every x86_64 target.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = hash;
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
        self.probe(hash, routine, target, ko, stackp).ok()
    }

    /// Like `get`, but a miss carries a hint: the move of an entry for this key stored
    /// deeper in the tree than `stackp` (so its result may not be used here), a good first
    /// candidate for the new search (`Point::NONE` if there is none). One scan of the bucket.
    pub fn probe(
        &mut self,
        hash: u64,
        routine: Routine,
        target: Point,
        ko: Ko,
        stackp: i32,
    ) -> Result<(Code, Point), Point> {
        self.stats.lookups += 1;
        let key = Self::key(routine, target, ko);
        let gen = self.gen;
        let mut hint = Point::NONE;
        for &e in &self.buckets[self.bucket(hash)].0 {
            if e.hash == hash && e.key() == key && e.gen() == gen {
                if (e.stackp() as i32) <= stackp {
                    self.stats.hits += 1;
                    return Ok((e.result(), e.mv()));
                }
                hint = e.mv();
            }
        }
        Err(hint)
    }

    /// Store a result read at stack depth `stackp`.
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
        let key = Self::key(routine, target, ko);
        let sp = stackp.clamp(0, 255) as u64;
        let gen = self.gen;
        let new = Entry {
            hash,
            data: key
                | ((mv.0 as u64 & 0x3ff) << 26)
                | ((result as u64 & 7) << 36)
                | (sp << 40)
                | ((gen as u64) << 48),
        };
        let b = self.bucket(hash);
        let bucket = &mut self.buckets[b].0;
        // Same key: keep the shallower (more accurate) result.
        for e in bucket.iter_mut() {
            if e.hash == hash && e.key() == key && e.gen() == gen {
                if new.stackp() <= e.stackp() {
                    *e = new;
                }
                return;
            }
        }
        // Otherwise an empty slot (or one of an older generation), else replace the
        // deepest result of the bucket.
        let mut k = 0;
        let mut worst = 0;
        for (i, e) in bucket.iter().enumerate() {
            if e.gen() != gen {
                k = i;
                break;
            }
            if e.stackp() as i32 >= worst {
                worst = e.stackp() as i32;
                k = i;
            }
        }
        bucket[k] = new;
    }
}

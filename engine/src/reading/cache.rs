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
use super::ReadResult;
use crate::types::Point;

/// Default size of the cache in megabytes.
pub const DEFAULT_CACHE_MB: f64 = 8.0;

/// Which reading routine a cached result belongs to (four bits of the key). The tactical
/// reader uses the first six; connection reading (11.10), owl (12) and semeai share the
/// table with their own routines.
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
    /// Can two strings be connected (`target1`, `target2`)?
    Connect = 7,
    /// Can two strings be disconnected?
    Disconnect = 8,
    OwlAttack = 9,
    OwlDefend = 10,
    /// A capturing race between `target1` and `target2`, read for the attacker of `target2`.
    SemeaiAttack = 11,
    SemeaiDefend = 12,
}

/// What a cached result is about, besides the position: the routine, one or two target
/// strings (`target2` is `Point::NONE` for the one-string routines) and the ko state.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CacheKey {
    pub routine: Routine,
    pub target1: Point,
    pub target2: Point,
    pub ko: Ko,
}

impl CacheKey {
    /// A key about one string.
    #[inline]
    pub fn one(routine: Routine, target: Point, ko: Ko) -> CacheKey {
        CacheKey {
            routine,
            target1: target,
            target2: Point::NONE,
            ko,
        }
    }

    /// A key about two strings (connection and semeai reading).
    #[inline]
    pub fn two(routine: Routine, target1: Point, target2: Point, ko: Ko) -> CacheKey {
        CacheKey {
            routine,
            target1,
            target2,
            ko,
        }
    }

    /// The packed key word (routine, komaster, first target, ko position).
    #[inline]
    fn word(self) -> u64 {
        (self.routine as u64)
            | ((self.ko.master.index() as u64) << 4)
            | ((self.target1.0 as u64 & 0x3ff) << 7)
            | ((self.ko.pos.0 as u64 & 0x3ff) << 17)
    }

    /// The hash an entry stores: the position's, with the second target mixed in (0 for
    /// one-string keys, so those store the position's hash unchanged). The bucket is chosen
    /// by the position's hash alone, so every result about a position shares a line.
    #[inline]
    fn stored_hash(self, hash: u64) -> u64 {
        hash ^ (self.target2.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// One result: the full hash and a packed word.
///
/// Bits of `data`: key (routine 4, komaster 3, first target 10, ko position 10) in 0..27,
/// the move in 27..37, the result in 37..40, the stack depth in 40..48, the generation in
/// 48..56. The second target of a two-string key is mixed into `hash`. Points of the padded layout are below 702 and fit 10 bits; `Point::NONE` (0) too.
#[derive(Clone, Copy, Default)]
struct Entry {
    hash: u64,
    data: u64,
}

const KEY_MASK: u64 = (1 << 27) - 1;

impl Entry {
    #[inline]
    fn key(self) -> u64 {
        self.data & KEY_MASK
    }
    #[inline]
    fn mv(self) -> Point {
        Point(((self.data >> 27) & 0x3ff) as u16)
    }
    #[inline]
    fn result(self) -> ReadResult {
        ReadResult::from_bits(((self.data >> 37) & 7) as u8)
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
    pub fn get(&mut self, hash: u64, key: CacheKey, stackp: i32) -> Option<(ReadResult, Point)> {
        self.probe(hash, key, stackp).ok()
    }

    /// Like `get`, but a miss carries a hint: the move of an entry for this key stored
    /// deeper in the tree than `stackp` (so its result may not be used here), a good first
    /// candidate for the new search (`Point::NONE` if there is none). One scan of the bucket.
    pub fn probe(
        &mut self,
        hash: u64,
        key: CacheKey,
        stackp: i32,
    ) -> Result<(ReadResult, Point), Point> {
        self.stats.lookups += 1;
        let (stored, word) = (key.stored_hash(hash), key.word());
        let gen = self.gen;
        let mut hint = Point::NONE;
        for &e in &self.buckets[self.bucket(hash)].0 {
            if e.hash == stored && e.key() == word && e.gen() == gen {
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
    pub fn put(&mut self, hash: u64, key: CacheKey, stackp: i32, result: ReadResult, mv: Point) {
        self.stats.stores += 1;
        let (stored, word) = (key.stored_hash(hash), key.word());
        let sp = stackp.clamp(0, 255) as u64;
        let gen = self.gen;
        let new = Entry {
            hash: stored,
            data: word
                | ((mv.0 as u64 & 0x3ff) << 27)
                | ((result as u64 & 7) << 37)
                | (sp << 40)
                | ((gen as u64) << 48),
        };
        let b = self.bucket(hash);
        let bucket = &mut self.buckets[b].0;
        // Same key: keep the shallower (more accurate) result.
        for e in bucket.iter_mut() {
            if e.hash == stored && e.key() == word && e.gen() == gen {
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

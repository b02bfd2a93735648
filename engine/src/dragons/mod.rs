//! Dragons (manual 7.2-7.5): worms amalgamated into groups that live or die together, with
//! the data the later stages (owl, move valuation, scoring) read.
//!
//! [`make_dragons`] starts with one dragon per worm and amalgamates, in the manual's order:
//!
//! 1. the cutting points: the `B` patterns of the connection database (9.9) mark where the
//!    opponent can cut ([`CutPoints`], the `xcut` / `ocut` autohelpers);
//! 2. the boundary of every cave: all the worms around one colour's closed eye space (8.2,
//!    no marginal point, at most [`MAX_CAVE`] points) join (`dragon_eye`), unless a dead
//!    opponent string in it can capture one of them (a race, not an eye they share);
//! 3. strings that seem uncuttable (7.2): two strings sharing two liberties that are not
//!    cutting points, or one such liberty where the opponent cannot play without being
//!    captured;
//! 4. the `C` patterns of the connection database: every `O` stone of a match joins;
//! 5. double threats: two single links (3's one-point links and 4's) that meet at a string
//!    and that one cutter's move threatens together are both dropped (7.3's double cut,
//!    found by the connection reader instead of a pattern: [`double_threat`]).
//!
//! Dead worms (the caller says which: today those the tactical reader captures whatever
//! their owner does) join nothing: they are the opponent's prisoners-to-be, not part of a
//! group; the eye spaces are drawn with them dead.
//!
//! Then the dragon data: origin (the smallest origin of its worms, so it does not depend on
//! the order of amalgamation), size, effective size, genus (the eye values of its eye
//! spaces), half eye, escape route, lunch, neighbours and the crude status of 7.5 that
//! stands until owl lands. Everything is recomputed from the position: no state survives a
//! call.

use crate::board::Board;
use crate::databases::ConnectionPatterns;
use crate::eyes::EyeSpaces;
use crate::patterns::autohelper::DragonStatus;
use crate::reading::{ReadResult, ReadingContext};
use crate::types::{Color, Point, BOARDMAX};
use crate::unconditional::UncondStatus;
use crate::worms::Worms;
use std::collections::HashMap;

/// Where the opponent can cut: for each point, whether `X` can cut the connections of
/// black's or white's stones there (GNU Go's `black_eye.cut`, `white_eye.cut`).
#[derive(Clone, Debug)]
pub struct CutPoints {
    bits: Vec<u8>,
}

impl Default for CutPoints {
    fn default() -> Self {
        CutPoints {
            bits: vec![0; BOARDMAX],
        }
    }
}

impl CutPoints {
    fn bit(owner: Color) -> u8 {
        if owner == Color::Black {
            1
        } else {
            2
        }
    }

    /// Mark `p` as a point where `owner`'s opponent can cut `owner`'s stones.
    pub fn mark(&mut self, owner: Color, p: Point) {
        if !p.is_none() {
            self.bits[p.idx()] |= Self::bit(owner);
        }
    }

    /// Can `owner`'s opponent cut `owner`'s stones at `p`?
    pub fn is_cut(&self, owner: Color, p: Point) -> bool {
        !p.is_none() && self.bits[p.idx()] & Self::bit(owner) != 0
    }
}

/// How safe a dragon is (7.5). Until owl lands only the values the crude status can give
/// are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Safety {
    Dead,
    Alive,
    Critical,
    Unknown,
    /// A dragon of one worm that the tactical reader captures whatever its owner does.
    TacticallyDead,
    /// Alive however many moves the opponent makes (unconditional life, 4.4).
    Invincible,
}

impl Safety {
    /// GNU Go's name of the value.
    pub fn name(self) -> &'static str {
        match self {
            Safety::Dead => "dead",
            Safety::Alive => "alive",
            Safety::Critical => "critical",
            Safety::Unknown => "unknown",
            Safety::TacticallyDead => "tactically dead",
            Safety::Invincible => "invincible",
        }
    }
}

/// GNU Go's name of a dragon status.
pub fn status_name(s: DragonStatus) -> &'static str {
    match s {
        DragonStatus::Dead => "dead",
        DragonStatus::Alive => "alive",
        DragonStatus::Critical => "critical",
        DragonStatus::Unknown => "unknown",
    }
}

/// The data of one dragon (GNU Go's `dragon_data` and `dragon_data2` in one).
#[derive(Clone, Debug, PartialEq)]
pub struct Dragon {
    pub color: Color,
    /// The smallest origin of its worms: two stones are in the same dragon iff their
    /// dragons have the same origin.
    pub origin: Point,
    /// The origins of its worms, sorted.
    pub worms: Vec<Point>,
    /// Number of stones.
    pub size: usize,
    /// Sum of the effective sizes of its worms.
    pub effective_size: f32,
    /// The eye values of its eye spaces, summed (the four digits of 8.7: the number of eyes
    /// if the attacker plays twice, the attacker first, the defender first, the defender
    /// twice).
    pub genus: [u8; 4],
    /// A half eye next to it, or `Point::NONE`.
    pub heye: Point,
    /// How easily it can run out (13.9; a count of the open points it reaches before
    /// influence lands).
    pub escape_route: i32,
    /// An enemy worm next to it that can be captured and not saved, or `Point::NONE`.
    pub lunch: Point,
    /// The early estimate of 7.5, before owl.
    pub crude_status: DragonStatus,
    /// The best status known (the crude status until owl lands).
    pub status: DragonStatus,
    pub safety: Safety,
    /// Indices (into [`Dragons::list`]) of the dragons of either colour next to it.
    pub neighbors: Vec<usize>,
    /// How many of the neighbours are the opponent's.
    pub hostile_neighbors: usize,
    /// Owl's verdict (12.1) once [`crate::analysis::Level::Owl`] has read the dragon: the
    /// attack and the defence (code and move), `None` when owl did not read it.
    pub owl: Option<OwlVerdict>,
}

/// What owl found for a dragon: the attack (the opponent moving first) and the defence
/// (the owner moving first), each a result code and a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwlVerdict {
    pub attack: (ReadResult, Point),
    pub defense: (ReadResult, Point),
}

impl OwlVerdict {
    /// The status the verdict gives: alive when the attack fails, dead when the defence
    /// fails, critical when both succeed.
    pub fn status(&self) -> DragonStatus {
        if self.attack.0 == ReadResult::Fail {
            DragonStatus::Alive
        } else if self.defense.0 == ReadResult::Fail {
            DragonStatus::Dead
        } else {
            DragonStatus::Critical
        }
    }
}

/// Dragon data for the whole board.
#[derive(Clone, Debug)]
pub struct Dragons {
    /// Index into `list` for every point (`u16::MAX` for empty points).
    index: Vec<u16>,
    pub list: Vec<Dragon>,
    /// The cutting points the connection patterns found.
    pub cuts: CutPoints,
}

impl Dragons {
    /// The index of the dragon at `p`, if `p` holds a stone.
    pub fn id(&self, p: Point) -> Option<usize> {
        if p.is_none() {
            return None;
        }
        match self.index.get(p.idx()) {
            Some(&k) if k != u16::MAX => Some(k as usize),
            _ => None,
        }
    }

    /// The dragon at `p`, if `p` holds a stone.
    pub fn get(&self, p: Point) -> Option<&Dragon> {
        self.id(p).map(|k| &self.list[k])
    }

    /// Are `a` and `b` stones of the same dragon?
    pub fn same_dragon(&self, a: Point, b: Point) -> bool {
        matches!((self.id(a), self.id(b)), (Some(x), Some(y)) if x == y)
    }

    /// The stones of the dragon with index `k`, in board order.
    pub fn stones(&self, k: usize) -> Vec<Point> {
        (0..self.index.len())
            .filter(|&i| self.index[i] as usize == k)
            .map(|i| Point(i as u16))
            .collect()
    }
}

/// The largest closed eye space whose boundary strings are amalgamated (measured on
/// `connection.tst` and against GNU Go's dragons with `compare_dragons.py`: 8 joins fewer
/// stones GNU Go keeps apart than 20 or no limit, at the same agreement otherwise).
const MAX_CAVE: usize = 8;

/// Union-find over worm indices.
pub(crate) struct Union {
    parent: Vec<usize>,
}

impl Union {
    pub(crate) fn new(n: usize) -> Union {
        Union {
            parent: (0..n).collect(),
        }
    }
    pub(crate) fn find(&mut self, mut a: usize) -> usize {
        while self.parent[a] != a {
            self.parent[a] = self.parent[self.parent[a]];
            a = self.parent[a];
        }
        a
    }
    pub(crate) fn join(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a.max(b)] = a.min(b);
        }
    }
}

/// What [`make_dragons`] needs besides the board: the worms, which stones are dead (per
/// point), the eye spaces computed with those stones dead, and the connection patterns (if
/// any).
pub struct DragonInputs<'a> {
    pub worms: &'a Worms,
    pub dead: &'a [bool],
    pub eyes: &'a EyeSpaces,
    pub connections: Option<&'a dyn ConnectionPatterns>,
}

/// Amalgamate the worms of `board` into dragons and compute their data (GNU Go's
/// `make_dragons`). Reads with `reading`; the board is left as it was found.
pub fn make_dragons(
    board: &mut Board,
    reading: &mut ReadingContext,
    inputs: &DragonInputs,
) -> Dragons {
    let worms = inputs.worms;
    let n = worms.list.len();
    // Index of every stone's worm.
    let mut by_point = vec![usize::MAX; BOARDMAX];
    for p in board.points() {
        if let Some(k) = worms.index_of(p) {
            by_point[p.idx()] = k;
        }
    }
    let dead: Vec<bool> = worms
        .list
        .iter()
        .map(|w| inputs.dead[w.origin.idx()])
        .collect();
    let mut uf = Union::new(n);
    // The links made (worm index pairs, smaller first), the first kind found standing:
    // solid ones (a cave's boundary, two shared liberties) and single ones (one point the
    // cutter cannot use, a connection pattern), which [`double_threats`] checks two at a
    // time.
    let mut links: HashMap<(usize, usize), Link> = HashMap::new();

    // 1. Cutting points.
    let mut cuts = CutPoints::default();
    if let Some(conn) = inputs.connections {
        conn.find_cuts(board, reading, &mut cuts);
    }

    // 2. The boundary of every cave (`dragon_eye`): a closed eye space (no marginal point)
    // small enough to be an eye. Its boundary strings share the eye and live or die
    // together; a larger closed area is territory, which the strings around it need not
    // share, and an open space can still be entered.
    for color in [Color::Black, Color::White] {
        for origin in inputs.eyes.origins(color) {
            let mut first = usize::MAX;
            let e = *inputs.eyes.eye(color, origin);
            if e.msize > 0 || e.esize as usize > MAX_CAVE {
                continue;
            }
            // A cave holding an opponent string that can capture one of the strings
            // around it (its lunch) is a capturing race, not an eye they share.
            let space = inputs.eyes.space(color, origin);
            let racing = space.iter().any(|&p| {
                board.color(p) == color.other()
                    && worms
                        .index_of(p)
                        .is_some_and(|k| !worms.list[k].lunch.is_none())
            });
            if racing {
                continue;
            }
            for p in space {
                for nb in p.neighbors() {
                    if board.color(nb) != color {
                        continue;
                    }
                    let k = by_point[nb.idx()];
                    if dead[k] {
                        continue;
                    }
                    if first == usize::MAX {
                        first = k;
                    } else {
                        uf.join(first, k);
                        links
                            .entry((first.min(k), first.max(k)))
                            .or_insert(Link::Solid);
                    }
                }
            }
        }
    }

    // 3. Strings that seem uncuttable: shared liberties.
    for l in board.points() {
        if board.color(l) != Color::Empty {
            continue;
        }
        for color in [Color::Black, Color::White] {
            let mut adj: Vec<usize> = Vec::with_capacity(4);
            for nb in l.neighbors() {
                if board.color(nb) == color {
                    let k = by_point[nb.idx()];
                    if !dead[k] && !adj.contains(&k) {
                        adj.push(k);
                    }
                }
            }
            for i in 0..adj.len() {
                for j in i + 1..adj.len() {
                    let (a, b) = (adj[i], adj[j]);
                    // (Strings already joined are read too: a link found here stands
                    // when a double threat breaks another one.)
                    let pair = (a.min(b), a.max(b));
                    if links.contains_key(&pair) {
                        continue;
                    }
                    let link = uncuttable(
                        board,
                        reading,
                        &cuts,
                        worms.list[a].origin,
                        worms.list[b].origin,
                    );
                    if link == Link::None {
                        continue;
                    }
                    links.insert(pair, link);
                    uf.join(a, b);
                }
            }
        }
    }

    // 4. Connection patterns.
    if let Some(conn) = inputs.connections {
        let mut pairs = Vec::new();
        conn.find_connections(board, reading, &cuts, &mut pairs);
        for (a, b) in pairs {
            let (ka, kb) = (by_point[a.idx()], by_point[b.idx()]);
            if ka != usize::MAX && kb != usize::MAX && !dead[ka] && !dead[kb] && ka != kb {
                uf.join(ka, kb);
                links
                    .entry((ka.min(kb), ka.max(kb)))
                    .or_insert(Link::Single);
            }
        }
    }

    // 5. Double threats: a cutter's move that threatens two single links at once.
    let broken = double_threats(board, reading, worms, &links);
    if !broken.is_empty() {
        uf = Union::new(n);
        for &(a, b) in links.keys() {
            if !broken.contains(&(a, b)) {
                uf.join(a, b);
            }
        }
    }

    let mut dragons = build(board, worms, &mut uf, &by_point, cuts);
    eye_data(board, inputs.eyes, &mut dragons);
    for k in 0..dragons.list.len() {
        let (status, safety) = crude_status(worms, &dead, &dragons, k, &by_point);
        let d = &mut dragons.list[k];
        d.crude_status = status;
        d.status = status;
        d.safety = safety;
    }
    dragons
}

/// Genus and half eye of every dragon: the values of the eye spaces next to it, summed digit
/// by digit (each space counted once per dragon), and a half eye of those spaces.
fn eye_data(board: &Board, eyes: &EyeSpaces, dragons: &mut Dragons) {
    for color in [Color::Black, Color::White] {
        for origin in eyes.origins(color) {
            let space = eyes.space(color, origin);
            let mut owners: Vec<usize> = Vec::new();
            for &p in &space {
                for nb in p.neighbors() {
                    if board.color(nb) == color {
                        if let Some(k) = dragons.id(nb) {
                            if !owners.contains(&k) {
                                owners.push(k);
                            }
                        }
                    }
                }
            }
            let value = eyes.eye(color, origin).value;
            let heye = space
                .iter()
                .copied()
                .find(|&p| eyes.half_eye(color, p).is_half_eye());
            for k in owners {
                let d = &mut dragons.list[k];
                for (g, v) in d.genus.iter_mut().zip(value) {
                    *g = g.saturating_add(v);
                }
                if d.heye.is_none() {
                    if let Some(h) = heye {
                        d.heye = h;
                    }
                }
            }
        }
    }
}

/// The uncuttable test of 7.2 for the strings at `a` and `b` (same colour): two shared
/// liberties that are not cutting points, or one where the opponent cannot play safely
/// (not a ko).
fn uncuttable(
    board: &mut Board,
    reading: &mut ReadingContext,
    cuts: &CutPoints,
    a: Point,
    b: Point,
) -> Link {
    let color = board.color(a);
    let shared: Vec<Point> = board
        .findlib(a, usize::MAX)
        .into_iter()
        .filter(|&l| board.libs(b).contains(l) && !cuts.is_cut(color, l))
        .collect();
    if shared.len() >= 2 {
        return Link::Solid;
    }
    if shared.iter().any(|&l| {
        board.is_ko(l, color.other()).is_none()
            && reading.safe_move(board, l, color.other()) == ReadResult::Fail
    }) {
        Link::Single
    } else {
        Link::None
    }
}

/// What joins two strings in [`make_dragons`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Link {
    /// A cave's boundary, two shared liberties.
    Solid,
    /// One shared liberty the cutter cannot occupy, a connection pattern.
    Single,
    None,
}

/// The empty points next to both strings (at `a` and `b`): where a link between them is
/// cut.
fn link_points(board: &Board, a: Point, b: Point) -> Vec<Point> {
    let ob = board.find_origin(b);
    board
        .lib_list::<64>(a)
        .iter()
        .filter(|l| {
            l.neighbors()
                .iter()
                .any(|&q| board.color(q) == board.color(b) && board.find_origin(q) == ob)
        })
        .collect()
}

/// Is there a double threat against the links of the strings `s`-`t` and `t`-`u` (stones
/// named): the cutter's move that separates `s` from `u` (connection reading), after which
/// each link on its own can still be saved, but no answer that saves one (the connector's
/// move in `connect` of that link) leaves the other one standing? Every question is read
/// with [`DOUBLE_THREAT_NODES`]; one that runs out of them leaves the links standing.
fn double_threat(board: &mut Board, reading: &mut ReadingContext, [s, t, u]: [Point; 3]) -> bool {
    // A question read to its end, or `None`.
    let read = |board: &mut Board, reading: &mut ReadingContext, x, y, connect| {
        let (result, exhausted) =
            reading.connection_read(board, x, y, connect, DOUBLE_THREAT_NODES);
        (!exhausted).then_some(result)
    };
    let Some((ReadResult::Win, m)) = read(board, reading, s, u, false) else {
        return false;
    };
    let (connector, cutter) = (board.color(s), board.color(s).other());
    if m.is_none() || !board.trymove(m, cutter) {
        return false;
    }
    let mut threat = board.color(s) == connector && board.color(u) == connector;
    let mut answers: Vec<Point> = Vec::new();
    for (x, y) in [(s, t), (t, u)] {
        if !threat {
            break;
        }
        // Each link, on its own, must be savable by a move (not already safe, not cut).
        match read(board, reading, x, y, true) {
            Some((ReadResult::Win, a)) if !a.is_none() => answers.push(a),
            _ => threat = false,
        }
    }
    for a in answers {
        if !threat {
            break;
        }
        if board.trymove(a, connector) {
            // A link holds unless a read to its end cuts it.
            let mut holds =
                |x, y| read(board, reading, x, y, false).is_none_or(|(r, _)| r == ReadResult::Fail);
            if holds(s, t) && holds(t, u) {
                threat = false;
            }
            board.popgo();
        }
    }
    board.popgo();
    threat
}

/// Connection nodes for one double-threat question.
const DOUBLE_THREAT_NODES: u64 = 100;

/// The single links (worm index pairs) that a double threat breaks: two of them meeting at
/// one string, their cutting points at most two apart, against which one move of the
/// cutter is a [`double_threat`] (7.3's double cut, read instead of matched). Both links
/// are dropped: the connector chooses which one to keep only when it comes to it, so
/// neither can be relied on.
fn double_threats(
    board: &mut Board,
    reading: &mut ReadingContext,
    worms: &Worms,
    links: &HashMap<(usize, usize), Link>,
) -> Vec<(usize, usize)> {
    let mut broken = Vec::new();
    // In worm order, so that the questions (and the reading cache) do not depend on the
    // map's order.
    let mut single: Vec<(usize, usize)> = links
        .iter()
        .filter(|&(_, &l)| l == Link::Single)
        .map(|(&pair, _)| pair)
        .collect();
    single.sort_unstable();
    let origin = |k: usize| worms.list[k].origin;
    for (i, &(a, b)) in single.iter().enumerate() {
        for &(c, d) in &single[i + 1..] {
            // The string the two links share, and their outer strings.
            let (s, t, u) = if a == c {
                (b, a, d)
            } else if a == d {
                (b, a, c)
            } else if b == c {
                (a, b, d)
            } else if b == d {
                (a, b, c)
            } else {
                continue;
            };
            if s == u {
                continue;
            }
            let pair = (s.min(u), s.max(u));
            if links.contains_key(&pair) {
                continue;
            }
            let (ps, pu) = (
                link_points(board, origin(s), origin(t)),
                link_points(board, origin(t), origin(u)),
            );
            let near = ps.iter().any(|&p| pu.iter().any(|&q| p.manhattan(q) <= 2));
            if !near {
                continue;
            }
            if double_threat(board, reading, [origin(s), origin(t), origin(u)]) {
                broken.push((a, b));
                broken.push((c, d));
            }
        }
    }
    broken
}

/// Build the dragon list from the amalgamated worms and compute the data.
fn build(
    board: &mut Board,
    worms: &Worms,
    uf: &mut Union,
    by_point: &[usize],
    cuts: CutPoints,
) -> Dragons {
    let n = worms.list.len();
    // Dragons numbered in the order of their smallest worm origin.
    let mut roots: Vec<(Point, usize)> = Vec::new();
    let mut root_origin = vec![Point::NONE; n];
    for k in 0..n {
        let r = uf.find(k);
        let o = worms.list[k].origin;
        if root_origin[r].is_none() || o < root_origin[r] {
            root_origin[r] = o;
        }
    }
    for (r, &origin) in root_origin.iter().enumerate() {
        if uf.find(r) == r {
            roots.push((origin, r));
        }
    }
    roots.sort();
    let mut dragon_of_root = vec![usize::MAX; n];
    let mut list: Vec<Dragon> = roots
        .iter()
        .enumerate()
        .map(|(i, &(origin, r))| {
            dragon_of_root[r] = i;
            Dragon {
                color: worms.list[r].color,
                origin,
                worms: Vec::new(),
                size: 0,
                effective_size: 0.0,
                genus: [0; 4],
                heye: Point::NONE,
                escape_route: 0,
                lunch: Point::NONE,
                crude_status: DragonStatus::Unknown,
                status: DragonStatus::Unknown,
                safety: Safety::Unknown,
                neighbors: Vec::new(),
                hostile_neighbors: 0,
                owl: None,
            }
        })
        .collect();
    let mut worm_dragon = vec![0usize; n];
    for k in 0..n {
        let d = dragon_of_root[uf.find(k)];
        worm_dragon[k] = d;
        let w = &worms.list[k];
        let dr = &mut list[d];
        dr.worms.push(w.origin);
        dr.size += w.size;
        dr.effective_size += w.effective_size;
    }
    let mut index = vec![u16::MAX; BOARDMAX];
    for p in board.points() {
        let k = by_point[p.idx()];
        if k != usize::MAX {
            index[p.idx()] = worm_dragon[k] as u16;
        }
    }
    for d in &mut list {
        d.worms.sort();
    }
    let mut dragons = Dragons { index, list, cuts };
    neighbours(board, &mut dragons);
    for k in 0..dragons.list.len() {
        let lunch = dragon_lunch(board, worms, &dragons, k);
        let escape = escape_route(board, &dragons, k);
        let d = &mut dragons.list[k];
        d.lunch = lunch;
        d.escape_route = escape;
    }
    dragons
}

/// Neighbouring dragons: each empty point within distance 4 of a stone belongs to the
/// nearest dragons (all of them on a tie); two dragons are neighbours when a point of one's
/// area touches a point of the other's (GNU Go's `find_neighbor_dragons`).
fn neighbours(board: &Board, dragons: &mut Dragons) {
    const FAR: u8 = 4;
    let m = dragons.list.len();
    // owner[p]: the dragon owning p, usize::MAX for none, usize::MAX - 1 for a tie.
    let tie = usize::MAX - 1;
    let mut owner = vec![usize::MAX; BOARDMAX];
    let mut dist = vec![u8::MAX; BOARDMAX];
    let mut frontier: Vec<Point> = Vec::new();
    for p in board.points() {
        if let Some(k) = dragons.id(p) {
            owner[p.idx()] = k;
            dist[p.idx()] = 0;
            frontier.push(p);
        }
    }
    let mut adj = vec![false; m * m];
    let mark = |a: usize, b: usize, adj: &mut Vec<bool>| {
        if a < tie && b < tie && a != b {
            adj[a * m + b] = true;
            adj[b * m + a] = true;
        }
    };
    for d in 1..=FAR {
        let mut next = Vec::new();
        for &p in &frontier {
            for q in p.neighbors() {
                if board.color(q) != Color::Empty {
                    continue;
                }
                let i = q.idx();
                if dist[i] == u8::MAX {
                    dist[i] = d;
                    owner[i] = owner[p.idx()];
                    next.push(q);
                } else if dist[i] == d && owner[i] != owner[p.idx()] {
                    let (x, y) = (owner[i], owner[p.idx()]);
                    mark(x, y, &mut adj);
                    owner[i] = tie;
                }
            }
        }
        frontier = next;
    }
    // Touching areas.
    for p in board.points() {
        let a = owner[p.idx()];
        for q in [p.offset(crate::types::NS as isize), p.offset(1)] {
            if board.color(q) != Color::Border {
                mark(a, owner[q.idx()], &mut adj);
            }
        }
    }
    for k in 0..m {
        let ns: Vec<usize> = (0..m).filter(|&j| adj[k * m + j]).collect();
        let color = dragons.list[k].color;
        dragons.list[k].hostile_neighbors = ns
            .iter()
            .filter(|&&j| dragons.list[j].color != color)
            .count();
        dragons.list[k].neighbors = ns;
    }
}

/// The biggest enemy worm next to a worm of dragon `k` that can be captured and not saved.
fn dragon_lunch(board: &Board, worms: &Worms, dragons: &Dragons, k: usize) -> Point {
    let mut best = Point::NONE;
    let mut best_size = 0;
    for &o in &dragons.list[k].worms {
        for e in board.chainlinks(o) {
            if let Some(w) = worms.get(e) {
                if w.attack_code() == ReadResult::Win
                    && w.defense_code() == ReadResult::Fail
                    && w.size > best_size
                {
                    best = w.origin;
                    best_size = w.size;
                }
            }
        }
    }
    best
}

/// A count of the empty points the dragon reaches within three steps through empty points
/// that no enemy stone touches: a stand-in for the influence-based escape route of 13.9.
fn escape_route(board: &Board, dragons: &Dragons, k: usize) -> i32 {
    let color = dragons.list[k].color;
    let mut seen = vec![false; BOARDMAX];
    let mut frontier: Vec<Point> = Vec::new();
    for p in board.points() {
        if dragons.id(p) == Some(k) {
            seen[p.idx()] = true;
            frontier.push(p);
        }
    }
    let mut count = 0;
    for _ in 0..3 {
        let mut next = Vec::new();
        for &p in &frontier {
            for q in p.neighbors() {
                if seen[q.idx()] || board.color(q) != Color::Empty {
                    continue;
                }
                seen[q.idx()] = true;
                if q.neighbors()
                    .iter()
                    .any(|&r| board.color(r) == color.other())
                {
                    continue;
                }
                count += 1;
                next.push(q);
            }
        }
        frontier = next;
    }
    count
}

/// The crude status of 7.5: dead for a dragon of one tactically dead worm, alive for one
/// with an unconditionally alive worm or two sure eyes, critical when the eyes depend on
/// who moves first and it cannot run, dead when it has no eyes, no lunch and no way out;
/// unknown otherwise.
fn crude_status(
    worms: &Worms,
    dead: &[bool],
    dragons: &Dragons,
    k: usize,
    by_point: &[usize],
) -> (DragonStatus, Safety) {
    let d = &dragons.list[k];
    let worm_k = |o: Point| by_point[o.idx()];
    if d.worms.len() == 1 && dead[worm_k(d.worms[0])] {
        return (DragonStatus::Dead, Safety::TacticallyDead);
    }
    if d.worms.iter().any(|&o| {
        worms
            .get(o)
            .is_some_and(|w| w.invincible || w.unconditional_status == UncondStatus::Alive)
    }) {
        return (DragonStatus::Alive, Safety::Invincible);
    }
    let [_, min, max, _] = d.genus;
    if min >= 2 {
        return (DragonStatus::Alive, Safety::Alive);
    }
    const RUNS: i32 = 5;
    if d.escape_route >= RUNS || !d.lunch.is_none() {
        return (DragonStatus::Unknown, Safety::Unknown);
    }
    if max >= 2 {
        return (DragonStatus::Critical, Safety::Critical);
    }
    // Fewer than two eyes even moving first, nothing to capture, nowhere to run: dead,
    // unless a neighbouring enemy dragon is just as shut in (a capturing race, perhaps a
    // seki, which only reading can settle).
    let shut_in = |j: usize| {
        let e = &dragons.list[j];
        e.genus[2] < 2 && e.escape_route < RUNS && e.lunch.is_none()
    };
    let race = d
        .neighbors
        .iter()
        .any(|&j| dragons.list[j].color != d.color && shut_in(j));
    if d.hostile_neighbors > 0 && !race {
        return (DragonStatus::Dead, Safety::Dead);
    }
    (DragonStatus::Unknown, Safety::Unknown)
}

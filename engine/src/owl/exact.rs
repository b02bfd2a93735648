//! An exact life-and-death solver for enclosed problems (what GNU Go does not have): a
//! complete minimax over every move inside a small region, with transpositions and ko.
//!
//! A problem is a group of the defender (any stone of it: the *target*) and a region of
//! points where moves may be played: the empty points around it, its own stones, and the
//! attacker's stones inside its eye space; the attacker's stones that enclose the region
//! are assumed to stay. [`enclosed_region`] finds such a region when one exists.
//!
//! The game: both sides play inside the region or pass; the attacker wins when the target is
//! captured, the defender when two passes follow each other with the target on the board
//! (it lives, or lives in seki). Ko is solved twice: with the defender as *ko master* (he
//! may retake a ko at once, as if he had a threat to spare every time) and with the
//! attacker as ko master. An attack that works even when the defender is master wins
//! outright; one that works only when the attacker is master is a ko; otherwise it fails.
//! The non-master may never repeat a position of the current line (so every line ends);
//! results that depended on the line (a move refused as a repetition) are not stored in the
//! transposition table, so what is stored is a property of the position alone.
//!
//! The search is exact within a node budget; it reports `None` when the budget runs out.

use crate::board::Board;
use crate::reading::ReadResult;
use crate::types::{Color, Point, BOARDMAX};
use std::collections::HashMap;

/// A solved problem: the result for the side that moved first and its first move
/// (`Point::NONE` for a pass, or when the result is a failure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    pub result: ReadResult,
    pub mv: Point,
}

/// The solver: the transposition table and the node counter, kept across calls on the same
/// problem (clear with [`ExactSolver::new`] for another).
pub struct ExactSolver {
    target: Point,
    defender: Color,
    region: Vec<Point>,
    /// (hash, side to move, ko master, passes) -> attacker wins.
    table: HashMap<(u64, u8, u8, u8), bool>,
    path: Vec<u64>,
    nodes: u64,
    node_limit: u64,
}

/// Why a search stopped without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfNodes;

impl ExactSolver {
    /// A solver for the group at `target` with moves restricted to `region`, spending at
    /// most `node_limit` nodes per search.
    pub fn new(board: &Board, target: Point, region: &[Point], node_limit: u64) -> ExactSolver {
        let mut region: Vec<Point> = region.to_vec();
        region.sort();
        region.dedup();
        ExactSolver {
            target,
            defender: board.color(target),
            region,
            table: HashMap::new(),
            path: Vec::new(),
            nodes: 0,
            node_limit,
        }
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Can the attacker, moving first, capture the target? `Win`, `KoA` (only as ko
    /// master) or `Fail`, with the first move.
    pub fn attack(&mut self, board: &mut Board) -> Result<Solution, OutOfNodes> {
        self.first_move(board, self.defender.other())
    }

    /// Can the defender, moving first, keep the target alive? `Win`, `KoA` (only as ko
    /// master) or `Fail`, with the first move.
    pub fn defend(&mut self, board: &mut Board) -> Result<Solution, OutOfNodes> {
        self.first_move(board, self.defender)
    }

    fn first_move(&mut self, board: &mut Board, mover: Color) -> Result<Solution, OutOfNodes> {
        if !self.defender.is_player() || board.color(self.target) != self.defender {
            // Nothing to defend: the attack has already succeeded.
            let result = if mover == self.defender {
                ReadResult::Fail
            } else {
                ReadResult::Win
            };
            return Ok(Solution {
                result,
                mv: Point::NONE,
            });
        }
        // The mover wins outright if he wins with the opponent as ko master.
        for (master, result) in [(mover.other(), ReadResult::Win), (mover, ReadResult::KoA)] {
            if let Some(mv) = self.root(board, mover, master)? {
                return Ok(Solution { result, mv });
            }
        }
        Ok(Solution {
            result: ReadResult::Fail,
            mv: Point::NONE,
        })
    }

    /// The mover's winning first move with `master` as ko master (`Some(NONE)` for a pass),
    /// or `None` if he has none.
    fn root(
        &mut self,
        board: &mut Board,
        mover: Color,
        master: Color,
    ) -> Result<Option<Point>, OutOfNodes> {
        self.path.clear();
        self.path.push(board.hash());
        let attacker = mover != self.defender;
        let moves = self.moves(board);
        for &m in &moves {
            if !self.play(board, m, mover, master) {
                continue;
            }
            let r = self.search(board, mover.other(), master, 0);
            self.undo(board);
            let (attacker_wins, _) = r?;
            if attacker_wins == attacker {
                return Ok(Some(m));
            }
        }
        let (attacker_wins, _) = self.search(board, mover.other(), master, 1)?;
        Ok((attacker_wins == attacker).then_some(Point::NONE))
    }

    /// The empty points of the region, in order.
    fn moves(&self, board: &Board) -> Vec<Point> {
        self.region
            .iter()
            .copied()
            .filter(|&p| board.color(p) == Color::Empty)
            .collect()
    }

    /// Play `m` for `c`: legal, or a ko retake by the master; the non-master may not repeat a
    /// position of the line. Returns whether it was played.
    fn play(&mut self, board: &mut Board, m: Point, c: Color, master: Color) -> bool {
        let played = board.trymove(m, c) || (c == master && board.tryko(m, c));
        if !played {
            return false;
        }
        if c != master && self.path.contains(&board.hash()) {
            board.popgo();
            return false;
        }
        self.path.push(board.hash());
        true
    }

    fn undo(&mut self, board: &mut Board) {
        self.path.pop();
        board.popgo();
    }

    /// Does the attacker win with `to_move` to play, `master` as ko master, after `passes`
    /// consecutive passes? Also whether the answer depended on the line (a repetition).
    fn search(
        &mut self,
        board: &mut Board,
        to_move: Color,
        master: Color,
        passes: u8,
    ) -> Result<(bool, bool), OutOfNodes> {
        if board.color(self.target) != self.defender {
            return Ok((true, false));
        }
        if passes >= 2 {
            return Ok((false, false));
        }
        self.nodes += 1;
        if self.nodes > self.node_limit {
            return Err(OutOfNodes);
        }
        let key = (board.hash(), to_move as u8, master as u8, passes);
        if let Some(&w) = self.table.get(&key) {
            return Ok((w, false));
        }
        let attacker = to_move != self.defender;
        let mut dependent = false;
        let mut result = None;
        for m in self.moves(board) {
            let legal_without_path = board.is_legal(m, to_move);
            if !self.play(board, m, to_move, master) {
                // Refused only because of the line: the answer depends on it.
                dependent |= legal_without_path;
                continue;
            }
            let r = self.search(board, to_move.other(), master, 0);
            self.undo(board);
            let (w, d) = r?;
            dependent |= d;
            if w == attacker {
                result = Some(w);
                break;
            }
        }
        let w = match result {
            Some(w) => w,
            None => {
                let (w, d) = self.search(board, to_move.other(), master, passes + 1)?;
                dependent |= d;
                w
            }
        };
        if !dependent {
            self.table.insert(key, w);
        }
        Ok((w, dependent))
    }
}

/// The enclosed region of the group at `target`: the points reachable from it through empty
/// points, its own colour's stones, and small opponent strings (at most `max_inside`
/// stones) lying inside, together with at most `behind` empty points that only they
/// enclose (with 0, only strings whose every neighbour is already in the region); `None`
/// if the region holds more than `max_empty` empty points (the problem is not small, or
/// not enclosed).
pub fn enclosed_region(
    board: &Board,
    target: Point,
    max_empty: usize,
    max_inside: usize,
    behind: usize,
) -> Option<Vec<Point>> {
    let defender = board.color(target);
    if !defender.is_player() {
        return None;
    }
    let mut inside = vec![false; BOARDMAX];
    let mut region = vec![target];
    inside[target.idx()] = true;
    let mut empties = 0;
    let mut k = 0;
    while k < region.len() {
        let p = region[k];
        k += 1;
        for n in p.neighbors() {
            if inside[n.idx()] {
                continue;
            }
            let c = board.color(n);
            if c == Color::Empty {
                empties += 1;
                if empties > max_empty {
                    return None;
                }
            } else if c != defender {
                continue;
            }
            inside[n.idx()] = true;
            region.push(n);
        }
    }
    // Small opponent strings inside the eye space belong to it, with the few empty points
    // they alone enclose (the corner point behind them): flood from each through empty
    // points, small opponent strings and the group's colour; the flood is taken in when it
    // meets no larger opponent string (a wall) and no more than `behind` empty points
    // (more would be an eye space of the opponent's own, a race, not stones to capture).
    let small = |q: Point| board.stones(q).take(max_inside + 1).count() <= max_inside;
    let mut added = true;
    while added {
        added = false;
        for p in region.clone() {
            for n in p.neighbors() {
                if inside[n.idx()] || board.color(n) != defender.other() || !small(n) {
                    continue;
                }
                let mut seen = vec![n];
                let mut local_empties = 0;
                let mut enclosed = true;
                let mut j = 0;
                'flood: while j < seen.len() {
                    let q = seen[j];
                    j += 1;
                    for r in q.neighbors() {
                        let c = board.color(r);
                        if inside[r.idx()] || c == Color::Border || seen.contains(&r) {
                            continue;
                        }
                        if c == Color::Empty {
                            local_empties += 1;
                            if local_empties > behind || empties + local_empties > max_empty {
                                enclosed = false;
                                break 'flood;
                            }
                        } else if c != defender && !small(r) {
                            enclosed = false;
                            break 'flood;
                        }
                        seen.push(r);
                    }
                }
                if enclosed {
                    empties += local_empties;
                    for s in seen {
                        inside[s.idx()] = true;
                        region.push(s);
                    }
                    added = true;
                }
            }
        }
    }
    region.sort();
    Some(region)
}

/// Do the walls of `region` (the stones of the other colour than the group at `target`
/// next to it and outside it) all stay, by `stays`? The solver assumes they do.
pub fn walls_stay(
    board: &Board,
    target: Point,
    region: &[Point],
    stays: impl Fn(Point) -> bool,
) -> bool {
    let opp = board.color(target).other();
    region.iter().all(|&r| {
        r.neighbors()
            .iter()
            .all(|&n| board.color(n) != opp || region.contains(&n) || stays(n))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve(rows: &[&str], target: &str, attacker_first: bool) -> Solution {
        let mut b = Board::from_rows(rows);
        let t = b.point(target);
        let region = enclosed_region(&b, t, 12, 4, 2).expect("enclosed");
        let mut s = ExactSolver::new(&b, t, &region, 2_000_000);
        let r = if attacker_first {
            s.attack(&mut b)
        } else {
            s.defend(&mut b)
        };
        r.expect("within the node budget")
    }

    /// Black's corner group (A2-D2, D1) with a straight three-space eye (A1-C1), walled in
    /// by white: the vital point is the middle, B1.
    const STRAIGHT_THREE: [&str; 5] = [".....", ".....", "OOOOO", "XXXXO", "...XO"];

    #[test]
    fn straight_three_lives_or_dies_by_the_vital_point() {
        // Rows top to bottom; the eye space is A1, B1, C1 (the last row, 3 points).
        let a = solve(&STRAIGHT_THREE, "A2", true);
        assert_eq!(a.result, ReadResult::Win);
        assert_eq!(a.mv, Point::new(4, 1));
        let d = solve(&STRAIGHT_THREE, "A2", false);
        assert_eq!(d.result, ReadResult::Win);
        assert_eq!(d.mv, Point::new(4, 1));
    }

    #[test]
    fn two_separate_eyes_live_whoever_moves() {
        // Black's group fills the bottom with two one-point eyes, B2 and D2.
        let rows = [".....", "OOOOO", "XXXXO", "X.X.X", "XXXXX"];
        let a = solve(&rows, "A3", true);
        assert_eq!(a.result, ReadResult::Fail);
    }

    #[test]
    fn one_eye_dies_whoever_moves() {
        let rows = [".....", "OOOOO", "XXXXO", "X..XO", "XXXXO"];
        // A two-point eye: black cannot make two eyes; white captures even if black moves.
        let d = solve(&rows, "A3", false);
        assert_eq!(d.result, ReadResult::Fail);
        let a = solve(&rows, "A3", true);
        assert_eq!(a.result, ReadResult::Win);
    }

    #[test]
    fn a_ko_capture_is_a_ko_result() {
        // Black has just taken the white stone at B4 by playing C4 (a ko): white may not
        // retake at once. The C4 stone dies only if white wins the ko; black connects at
        // B4 if he moves first.
        let mut b = Board::from_rows(&[".XO..", "XO.O.", ".XO..", ".....", "....."]);
        b.play_move(Point::new(1, 2), Color::Black, false).unwrap();
        let t = Point::new(1, 2);
        let region = [Point::new(1, 1)];
        let mut s = ExactSolver::new(&b, t, &region, 10_000);
        let a = s.attack(&mut b).unwrap();
        assert_eq!(a.result, ReadResult::KoA);
        assert_eq!(a.mv, Point::new(1, 1));
        let d = s.defend(&mut b).unwrap();
        assert_eq!(d.result, ReadResult::Win);
        assert_eq!(d.mv, Point::new(1, 1));
    }

    /// Black's corner (A3-C3, B2; D2-D1; E3) holds two dead white stones, A2 and B1, with
    /// the corner point A1 behind them. The region takes in the stones and A1, so that the
    /// solver sees black's A1, which captures A2 (a ko white may not retake at once) and
    /// lives; white's D3 (capturing E3) kills only if white wins that ko. Before the region
    /// took in A1, the solver said black dies whoever moves first.
    #[test]
    fn the_corner_point_behind_dead_stones_is_in_the_problem() {
        let rows = [
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "OOOOOO...",
            "XXX.XO...",
            "OX.XOO...",
            ".O.X.O...",
        ];
        let mut b = Board::from_rows(&rows);
        let t = b.point("A3");
        let region = enclosed_region(&b, t, 12, 4, 2).expect("enclosed");
        for v in ["A1", "A2", "B1", "C1", "E1", "D3"] {
            assert!(region.contains(&b.point(v)), "{v} is in the region");
        }
        // Without the point behind them the two white stones stay out.
        let narrow = enclosed_region(&b, t, 12, 4, 0).expect("enclosed");
        assert!(!narrow.contains(&b.point("A1")) && !narrow.contains(&b.point("A2")));
        let mut s = ExactSolver::new(&b, t, &region, 100_000);
        let d = s.defend(&mut b).unwrap();
        assert_eq!((d.result, d.mv), (ReadResult::Win, b.point("A1")));
        let a = s.attack(&mut b).unwrap();
        assert_eq!((a.result, a.mv), (ReadResult::KoA, b.point("D3")));
    }

    #[test]
    fn the_node_budget_is_reported() {
        let mut b = Board::from_rows(&STRAIGHT_THREE);
        let t = b.point("A2");
        let region = enclosed_region(&b, t, 12, 4, 2).unwrap();
        let mut s = ExactSolver::new(&b, t, &region, 1);
        assert_eq!(s.attack(&mut b), Err(OutOfNodes));
    }

    #[test]
    fn regions_stop_at_open_space() {
        let b = Board::from_rows(&STRAIGHT_THREE);
        // White's wall is open to the top of the board: too many empty points.
        assert_eq!(enclosed_region(&b, b.point("A3"), 8, 4, 2), None);
        let r = enclosed_region(&b, b.point("A2"), 8, 4, 2).unwrap();
        assert_eq!(r.len(), 5 + 3);
    }

    /// The same game as [`ExactSolver`] searched without a transposition table: does the
    /// attacker win? (The oracle for the table's correctness on tiny problems.)
    #[allow(clippy::too_many_arguments)]
    fn naive(
        board: &mut Board,
        target: Point,
        defender: Color,
        region: &[Point],
        to_move: Color,
        master: Color,
        passes: u8,
        path: &mut Vec<u64>,
    ) -> bool {
        if board.color(target) != defender {
            return true;
        }
        if passes >= 2 {
            return false;
        }
        let attacker = to_move != defender;
        for &m in region {
            if board.color(m) != Color::Empty {
                continue;
            }
            let played =
                board.trymove(m, to_move) || (to_move == master && board.tryko(m, to_move));
            if !played {
                continue;
            }
            if to_move != master && path.contains(&board.hash()) {
                board.popgo();
                continue;
            }
            path.push(board.hash());
            let w = naive(
                board,
                target,
                defender,
                region,
                to_move.other(),
                master,
                0,
                path,
            );
            path.pop();
            board.popgo();
            if w == attacker {
                return w;
            }
        }
        naive(
            board,
            target,
            defender,
            region,
            to_move.other(),
            master,
            passes + 1,
            path,
        )
    }

    /// Random tiny corner problems: a white group walled in by black along the bottom, with
    /// random stones in its 2x4 corner. The solver's answers (attack and defence, both ko
    /// masters) must equal the plain minimax's.
    #[test]
    fn the_table_agrees_with_plain_minimax_on_random_corners() {
        let mut rng = crate::rng::Rng::new(7);
        let mut checked = 0;
        for _ in 0..200 {
            let mut rows: Vec<Vec<u8>> = [
                ".......", ".......", "XXXXXX.", "OOOOOX.", "....OX.", "....OX.", ".......",
            ]
            .iter()
            .map(|r| r.bytes().collect())
            .collect();
            rows[6][4] = b'X';
            rows[6][5] = b'X';
            for row in rows.iter_mut().skip(4) {
                for cell in row.iter_mut().take(4) {
                    *cell = match rng.below(6) {
                        0 | 1 => b'O',
                        2 => b'X',
                        _ => b'.',
                    };
                }
            }
            let strs: Vec<String> = rows
                .iter()
                .map(|r| String::from_utf8(r.clone()).unwrap())
                .collect();
            let refs: Vec<&str> = strs.iter().map(|s| s.as_str()).collect();
            let mut b = Board::from_rows(&refs);
            let t = Point::new(3, 0);
            if b.color(t) != Color::White {
                continue;
            }
            let region: Vec<Point> = (4..7)
                .flat_map(|r| (0..4).map(move |c| Point::new(r, c)))
                .collect();
            if region
                .iter()
                .filter(|&&p| b.color(p) == Color::Empty)
                .count()
                > 4
            {
                continue;
            }
            let mut s = ExactSolver::new(&b, t, &region, 1_000_000);
            for mover in [Color::Black, Color::White] {
                for master in [Color::Black, Color::White] {
                    let mut path = vec![b.hash()];
                    let expect = naive(
                        &mut b,
                        t,
                        Color::White,
                        &region,
                        mover,
                        master,
                        0,
                        &mut path,
                    );
                    s.path.clear();
                    s.path.push(b.hash());
                    let got = s.search(&mut b, mover, master, 0).unwrap().0;
                    assert_eq!(got, expect, "{refs:?} mover {mover:?} master {master:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 40, "only {checked} problems");
    }
}

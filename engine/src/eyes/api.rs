//! The engine's eye commands (GNU Go's `eval_eye`, `eye_data`, `half_eye_data`,
//! `test_eyeshape`, `analyze_eyegraph`).
//!
//! Until the dragons module decides which stones are dead, the eye analysis of a position
//! treats as dead the strings that tactical reading can capture and not save (their worm
//! has an attack and no defense), which is what `make_domains` sees before dragon status
//! exists (GNU Go's "lively" strings of 8.11 are the others).

use super::evaluate::{compute_eyes, EyeEvaluation};
use super::graph::{EyeGraph, EyeShape, MAX_EYE_VERTICES};
use super::half_eye::HalfEye;
use super::solver::{EyeGame, EyeSolver, MAX_SOLVER_VERTICES};
use super::space::{board_points, EyeData, EyeSpaces};
use super::{analyse_eyes, StringStatus};
use crate::analysis::Level;
use crate::board::Board;
use crate::engine::{Engine, EngineError};
use crate::reading::{ReadResult, ReadingContext};
use crate::types::{Color, Point, BOARDMAX};
use crate::worms::{make_worms, Worms};

/// The eye space at a point and its evaluation (`eval_eye`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EyeReport {
    /// The owner of the space.
    pub color: Color,
    pub origin: Point,
    pub evaluation: EyeEvaluation,
}

/// An eye graph analysed (`analyze_eyegraph`): its value and its diagram with the vital
/// points and threats marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EyeGraphAnalysis {
    pub value: [u8; 4],
    /// One line per row; marks: `*` (`@` on a margin) a point good for both sides, `<`
    /// (`(`) for the attacker only, `>` (`)`) for the owner only.
    pub diagram: Vec<String>,
}

/// The eye databases the evaluation consults, in order: the hand-written shapes, then the
/// solved ones.
pub(crate) fn eye_databases(engine_dbs: &crate::Databases) -> Vec<&'static [EyeShape]> {
    ["eyes", "eyes_generated"]
        .iter()
        .filter_map(|name| {
            engine_dbs
                .eye_shapes
                .iter()
                .find(|d| d.0 == *name)
                .map(|d| d.1)
        })
        .collect()
}

/// The strings tactical reading captures and cannot save, per point.
pub fn tactically_dead(board: &Board, worms: &Worms) -> Vec<bool> {
    let mut dead = vec![false; BOARDMAX];
    for p in board_points(board.size()) {
        if board.color(p).is_player() {
            let (ac, _) = worms.attack(p);
            let (dc, _) = worms.defense(p);
            dead[p.idx()] = ac != ReadResult::Fail && dc == ReadResult::Fail;
        }
    }
    dead
}

/// The eye analysis of `board` with the tactically dead strings dead.
fn analyse_tactically(
    board: &mut Board,
    reading: &mut ReadingContext,
    databases: &[&'static [EyeShape]],
) -> EyeSpaces {
    let worms = make_worms(board, reading);
    let dead = tactically_dead(board, &worms);
    analyse_eyes(
        board,
        reading,
        &worms,
        &dead,
        databases,
        &mut EyeSolver::new(),
    )
}

impl Engine {
    /// The eye spaces of the position, their half and false eyes and values, with the
    /// tactically dead strings treated as dead.
    pub fn eye_spaces(&mut self) -> Result<EyeSpaces, EngineError> {
        self.no_stack()?;
        Ok(self
            .examine(Level::Dragons)
            .eyes
            .expect("Level::Dragons computes the eye spaces"))
    }

    /// The eye space at `p` and its value (black's space first, as GNU Go): `None` when `p`
    /// is in no eye space.
    pub fn eval_eye(&mut self, p: Point) -> Result<Option<EyeReport>, EngineError> {
        let spaces = self.eye_spaces()?;
        let dbs = eye_databases(&self.databases);
        for color in [Color::Black, Color::White] {
            let e = spaces.eye(color, p);
            if e.is_of(color) {
                let mut solver = EyeSolver::new();
                let evaluation = compute_eyes(
                    &spaces,
                    &self.game.board,
                    color,
                    e.origin,
                    &dbs,
                    &mut solver,
                );
                return Ok(Some(EyeReport {
                    color,
                    origin: e.origin,
                    evaluation,
                }));
            }
        }
        Ok(None)
    }

    /// The eye data of `color` at `p`.
    pub fn eye_data(&mut self, color: Color, p: Point) -> Result<EyeData, EngineError> {
        Ok(*self.eye_spaces()?.eye(color, p))
    }

    /// The half-eye analysis at `p`: of black's eye space there if any, else of white's.
    pub fn half_eye_data(&mut self, p: Point) -> Result<HalfEye, EngineError> {
        let spaces = self.eye_spaces()?;
        let color = if spaces.eye(Color::White, p).is_of(Color::White)
            && !spaces.eye(Color::Black, p).is_of(Color::Black)
        {
            Color::White
        } else {
            Color::Black
        };
        Ok(*spaces.half_eye(color, p))
    }

    /// Check that the eye shape on the points `shape` is evaluated consistently: the shape
    /// is built as a black eye space (a black wall around it, nothing else on a board of the
    /// current size) in each of the eight orientations, in the centre and against the
    /// corner, and its value there is compared with the value of its graph from the
    /// solver. Returns one line per inconsistency (none when all agree).
    pub fn test_eyeshape(&mut self, shape: &[Point]) -> Result<Vec<String>, EngineError> {
        self.no_stack()?;
        let size = self.game.board.size();
        let cells = normalise_shape(shape, size)?;
        let dbs = eye_databases(&self.databases);
        let reference = {
            let mut g = EyeGraph::new();
            for &(r, c) in &cells {
                g.add(Point::new(r, c), false, false);
            }
            EyeGame::from_graph(&g)
                .ok()
                .map(|game| EyeSolver::new().solve(&game).digits)
        };
        let mut reports = Vec::new();
        let mut reading = ReadingContext::new(self.reading.opts, 1.0);
        for t in 0..8 {
            let shaped = transform(&cells, t);
            let (h, w) = extent(&shaped);
            let placements = [(0, 0), (1, 1), ((size - h) / 2, (size - w) / 2)];
            for (dr, dc) in placements {
                if dr + h > size || dc + w > size {
                    continue;
                }
                let pts: Vec<Point> = shaped
                    .iter()
                    .map(|&(r, c)| Point::new(r + dr, c + dc))
                    .collect();
                let wall: Vec<(Color, Point)> = board_points(size)
                    .filter(|p| {
                        !pts.contains(p)
                            && pts.iter().any(|q| {
                                q.row().abs_diff(p.row()) <= 1 && q.col().abs_diff(p.col()) <= 1
                            })
                    })
                    .map(|p| (Color::Black, p))
                    .collect();
                let mut board = Board::new(size);
                board.setup_stones(&wall);
                let spaces = analyse_tactically(&mut board, &mut reading, &dbs);
                let e = spaces.eye(Color::Black, pts[0]);
                let at = pts[0].to_vertex(size);
                let space = if e.is_of(Color::Black) {
                    spaces.space(Color::Black, e.origin)
                } else {
                    Vec::new()
                };
                let mut sorted = pts.clone();
                sorted.sort();
                if space != sorted {
                    reports.push(format!(
                        "orientation {t} at {at}: eye space of {} points, shape has {}",
                        space.len(),
                        pts.len()
                    ));
                    continue;
                }
                let value = e.value;
                if let Some(r) = reference {
                    if value != r {
                        reports.push(format!(
                            "orientation {t} at {at}: value {}, solver {}",
                            digits(value),
                            digits(r)
                        ));
                    }
                }
            }
        }
        Ok(reports)
    }

    /// Analyse an eye graph given as a diagram (`analyze_eyegraph`): rows separated by `%`,
    /// `O`, `0` or a space for no vertex, `.` an empty vertex, `!` a marginal one, `X` an
    /// attacker stone. Solved exactly (at most [`MAX_SOLVER_VERTICES`] vertices).
    pub fn analyze_eyegraph(&self, coded: &str) -> Result<EyeGraphAnalysis, EngineError> {
        analyze_eyegraph(coded)
    }
}

/// See [`Engine::analyze_eyegraph`].
pub fn analyze_eyegraph(coded: &str) -> Result<EyeGraphAnalysis, EngineError> {
    let bad = |m: &str| EngineError::BadEyeShape(m.to_string());
    let rows: Vec<Vec<char>> = coded.split('%').map(|r| r.chars().collect()).collect();
    let mut g = EyeGraph::new();
    let mut cells = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            match ch {
                'O' | '0' | ' ' => {}
                '.' | '!' | 'X' => {
                    if r >= 24 || c >= 24 {
                        return Err(bad("eye graph too large"));
                    }
                    if g.add(Point::new(r, c), ch == '!', ch == 'X').is_none() {
                        return Err(bad("eye graph too large"));
                    }
                    cells.push((r, c));
                }
                _ => return Err(bad("invalid eye graph character")),
            }
        }
    }
    if g.is_empty() {
        return Err(bad("empty eye graph"));
    }
    if g.len() > MAX_SOLVER_VERTICES {
        return Err(bad("eye graph too large"));
    }
    let game = EyeGame::from_graph(&g).map_err(|e| bad(&format!("bad eye graph: {e:?}")))?;
    let v = EyeSolver::new().solve(&game);
    let attack = v.attack | v.attack_threats;
    let defense = v.defense | v.defense_threats;
    let width = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let mut diagram: Vec<Vec<char>> = rows
        .iter()
        .map(|r| {
            let mut line: Vec<char> = r
                .iter()
                .map(|&ch| if matches!(ch, 'O' | '0') { ' ' } else { ch })
                .collect();
            line.resize(width, ' ');
            line
        })
        .collect();
    for (i, &(r, c)) in cells.iter().enumerate() {
        let marginal = diagram[r][c] == '!';
        let (a, d) = (attack & 1 << i != 0, defense & 1 << i != 0);
        let mark = match (a, d, marginal) {
            (true, true, false) => '*',
            (true, true, true) => '@',
            (true, false, false) => '<',
            (true, false, true) => '(',
            (false, true, false) => '>',
            (false, true, true) => ')',
            _ => continue,
        };
        diagram[r][c] = mark;
    }
    Ok(EyeGraphAnalysis {
        value: v.digits,
        diagram: diagram
            .into_iter()
            .map(|l| l.into_iter().collect())
            .collect(),
    })
}

/// The four digits as text.
pub fn digits(v: [u8; 4]) -> String {
    v.iter().map(|d| char::from(b'0' + d)).collect()
}

/// The shape's cells relative to its bounding box, checked: distinct points, connected, at
/// most [`MAX_EYE_VERTICES`], fitting on the board with a wall around.
fn normalise_shape(shape: &[Point], size: usize) -> Result<Vec<(usize, usize)>, EngineError> {
    let bad = |m: &str| EngineError::BadEyeShape(m.to_string());
    if shape.is_empty() {
        return Err(bad("no eye shape vertices"));
    }
    if shape.len() > MAX_EYE_VERTICES {
        return Err(bad("eye shape too large"));
    }
    let mut pts = shape.to_vec();
    pts.sort();
    pts.dedup();
    if pts.len() != shape.len() {
        return Err(bad("repeated vertex"));
    }
    let mut seen = vec![pts[0]];
    let mut k = 0;
    while k < seen.len() {
        for n in seen[k].neighbors() {
            if pts.contains(&n) && !seen.contains(&n) {
                seen.push(n);
            }
        }
        k += 1;
    }
    if seen.len() != pts.len() {
        return Err(bad("eye shape not connected"));
    }
    let r0 = pts.iter().map(|p| p.row()).min().unwrap_or(0);
    let c0 = pts.iter().map(|p| p.col()).min().unwrap_or(0);
    let cells: Vec<(usize, usize)> = pts.iter().map(|p| (p.row() - r0, p.col() - c0)).collect();
    let (h, w) = extent(&cells);
    if h.max(w) + 2 > size {
        return Err(bad("eye shape does not fit on the board"));
    }
    Ok(cells)
}

/// Height and width of a set of cells.
fn extent(cells: &[(usize, usize)]) -> (usize, usize) {
    let h = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
    let w = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
    (h, w)
}

/// One of the eight symmetries of the square, moved back to the origin.
fn transform(cells: &[(usize, usize)], t: usize) -> Vec<(usize, usize)> {
    let moved: Vec<(isize, isize)> = cells
        .iter()
        .map(|&(r, c)| {
            let (r, c) = (r as isize, c as isize);
            let (r, c) = if t & 4 != 0 { (c, r) } else { (r, c) };
            let r = if t & 1 != 0 { -r } else { r };
            let c = if t & 2 != 0 { -c } else { c };
            (r, c)
        })
        .collect();
    let r0 = moved.iter().map(|c| c.0).min().unwrap_or(0);
    let c0 = moved.iter().map(|c| c.1).min().unwrap_or(0);
    moved
        .iter()
        .map(|&(r, c)| ((r - r0) as usize, (c - c0) as usize))
        .collect()
}

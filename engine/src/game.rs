//! A game in progress: the board, the position it started from (handicap and setup stones),
//! komi, rules, and the operations on the game as a whole (moves, undo, handicap, loading a
//! record, scoring).

use crate::board::{fixed_handicap_points, Board, BoardError, IllegalMove};
use crate::sgf::{SgfGame, SgfWriteInfo};
use crate::types::{Color, Point};
use std::sync::Arc;

/// Which position to stop at when loading a game record (`loadsgf FILE [N|VERTEX]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadUntil {
    /// The whole main line.
    End,
    /// Stop before move number `n` (moves count from 1; 0 means the whole game).
    MoveNumber(usize),
    /// Stop before the first move played at this point (`Point::NONE`: the first pass).
    Vertex(Point),
}

impl LoadUntil {
    /// The second argument of `loadsgf`, as GNU Go reads it for a record on a board of
    /// `size`: a number N >= 1 stops before move N; a vertex stops before the first move
    /// there; `pass` or a number below 1 stops before the first pass (the whole game if
    /// none). `None` for anything else.
    pub fn parse(s: &str, size: usize) -> Option<LoadUntil> {
        Some(match s.parse::<i64>() {
            Ok(n) if n >= 1 => LoadUntil::MoveNumber(usize::try_from(n).unwrap_or(usize::MAX)),
            Ok(_) => LoadUntil::Vertex(Point::NONE),
            Err(_) => LoadUntil::Vertex(Point::parse_vertex(s, size).ok()?),
        })
    }
}

/// What a game record holds besides the game: the result (`RE`), the players (`PB`, `PW`)
/// and the date (`DT`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordExtras {
    pub result: Option<String>,
    pub player_black: Option<String>,
    pub player_white: Option<String>,
    pub date: Option<String>,
}

/// Why a game-level change was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    #[error("board not empty")]
    BoardNotEmpty,
    #[error("repeated vertex")]
    RepeatedVertex,
    /// A move of a game record that cannot be played (`reason` is `None` for an occupied
    /// point).
    #[error("illegal move {color} {vertex} at move {number}{}", match reason {
        Some(r) => format!(": {r}"),
        None => " (point occupied)".to_string(),
    })]
    RecordMove {
        color: Color,
        vertex: String,
        number: usize,
        reason: Option<IllegalMove>,
    },
}

/// A game: position, start position, komi, rules.
#[derive(Clone, Debug)]
pub struct Game {
    pub board: Board,
    /// The position before the first game move (after handicap and setup stones). Shared:
    /// it changes only when a game starts, and snapshots of the game hold it too.
    pub initial: Arc<Board>,
    pub komi: f32,
    /// Number of handicap stones placed.
    pub handicap: usize,
    /// Enforce positional superko for game moves.
    pub superko: bool,
    /// Chinese (area) rules rather than Japanese (territory).
    pub chinese_rules: bool,
    /// The player to move next when it is not implied by the last move (set by loadsgf / PL).
    pub to_move: Color,
}

/// What it takes to rebuild a game exactly: the shared start position, the game moves
/// and the settings. Much cheaper to take than a clone of the game (no board is copied).
#[derive(Clone, Debug)]
pub struct GameSnapshot {
    initial: Arc<Board>,
    moves: Vec<(Color, Point)>,
    /// Hypothetical moves on the board's move stack (GTP `trymove` leaves them there).
    stack: Vec<(Color, Point)>,
    komi: f32,
    handicap: usize,
    superko: bool,
    chinese_rules: bool,
    to_move: Color,
}

impl Game {
    /// Remember the game so that [`Game::restore`] can rebuild it.
    pub fn snapshot(&self) -> GameSnapshot {
        GameSnapshot {
            initial: Arc::clone(&self.initial),
            moves: self.board.move_history().to_vec(),
            stack: self.board.stack_moves().collect(),
            komi: self.komi,
            handicap: self.handicap,
            superko: self.superko,
            chinese_rules: self.chinese_rules,
            to_move: self.to_move,
        }
    }

    /// The game as it was when `s` was taken: the start position with the game moves
    /// replayed, then the hypothetical moves that were on the move stack.
    pub fn restore(s: &GameSnapshot) -> Game {
        let mut board = Board::replayed(&s.initial, &s.moves);
        for &(c, p) in &s.stack {
            // A move that is not legal now was a conditional ko capture.
            let ok = board.trymove(p, c) || board.tryko(p, c);
            debug_assert!(ok, "replay of a hypothetical move");
        }
        Game {
            board,
            initial: Arc::clone(&s.initial),
            komi: s.komi,
            handicap: s.handicap,
            superko: s.superko,
            chinese_rules: s.chinese_rules,
            to_move: s.to_move,
        }
    }

    /// A new empty game.
    pub fn new(size: usize, komi: f32) -> Game {
        let board = Board::new(size);
        Game {
            initial: Arc::new(board.clone()),
            board,
            komi,
            handicap: 0,
            superko: false,
            chinese_rules: false,
            to_move: Color::Black,
        }
    }

    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// Clear the board, keeping size, komi and rules.
    pub fn clear(&mut self) {
        self.board = Board::new(self.board.size());
        self.initial = Arc::new(self.board.clone());
        self.handicap = 0;
        self.to_move = Color::Black;
    }

    /// Change the board size (clears the board).
    pub fn set_size(&mut self, size: usize) -> Result<(), GameError> {
        let b = Board::try_new(size)?;
        self.board = b;
        self.initial = Arc::new(self.board.clone());
        self.handicap = 0;
        self.to_move = Color::Black;
        Ok(())
    }

    /// True if no stone is on the board and no move was played.
    pub fn is_empty(&self) -> bool {
        self.board.stone_counts() == (0, 0) && self.board.move_history().is_empty()
    }

    /// Play a game move (`Point::NONE` passes).
    pub fn play(&mut self, color: Color, p: Point) -> Result<(), IllegalMove> {
        self.board.play_move(p, color, self.superko)?;
        self.to_move = color.other();
        Ok(())
    }

    /// Is a move legal here, honouring superko if enabled?
    pub fn is_legal(&mut self, color: Color, p: Point) -> bool {
        if self.superko {
            self.board.is_legal_superko(p, color).is_ok()
        } else {
            self.board.is_legal(p, color)
        }
    }

    /// Take back `n` game moves. Returns false if there are not that many.
    pub fn undo(&mut self, n: usize) -> bool {
        let initial = Arc::clone(&self.initial);
        if !self.board.undo_game_moves(&initial, n) {
            return false;
        }
        self.to_move = match self.board.last_move() {
            Some((c, _)) => c.other(),
            None => {
                if self.handicap > 1 {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        true
    }

    /// Place `n` fixed handicap stones; the board must be empty.
    pub fn fixed_handicap(&mut self, n: usize) -> Result<Vec<Point>, GameError> {
        if !self.is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let pts = fixed_handicap_points(self.size(), n)?;
        self.place_handicap(&pts);
        Ok(pts)
    }

    /// Place handicap stones at the given points (`set_free_handicap`).
    pub fn set_free_handicap(&mut self, pts: &[Point]) -> Result<(), GameError> {
        if !self.is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        if pts.len() < 2 || pts.len() >= self.size() * self.size() {
            return Err(BoardError::InvalidHandicap.into());
        }
        for (k, p) in pts.iter().enumerate() {
            if pts[..k].contains(p) {
                return Err(GameError::RepeatedVertex);
            }
        }
        self.place_handicap(pts);
        Ok(())
    }

    fn place_handicap(&mut self, pts: &[Point]) {
        let stones: Vec<(Color, Point)> = pts.iter().map(|&p| (Color::Black, p)).collect();
        self.board.setup_stones(&stones);
        self.initial = Arc::new(self.board.clone());
        self.handicap = pts.len();
        self.to_move = Color::White;
    }

    /// Load a game record, stopping as `until` says. Returns the colour to move. On error the
    /// game is unchanged.
    pub fn load_sgf(&mut self, sgf: &SgfGame, until: LoadUntil) -> Result<Color, GameError> {
        // Without KM, komi is GNU Go's default for the record: 0.5 with a handicap, else 5.5.
        let default_komi = if sgf.handicap.unwrap_or(0) > 0 {
            0.5
        } else {
            5.5
        };
        let mut g = Game::new(sgf.size, sgf.komi.unwrap_or(default_komi));
        g.superko = self.superko;
        g.chinese_rules = self.chinese_rules;
        g.handicap = sgf.handicap.unwrap_or(0);
        let mut to_move = None;
        let mut move_number = 0usize;
        'nodes: for node in &sgf.nodes {
            if !node.setup.is_empty() {
                // Setup stones start a new initial position from here: as in GNU Go, the moves
                // before them leave the history (undo stops at the setup position).
                let mut stones: Vec<(Color, Point)> = g
                    .board
                    .points()
                    .filter(|&p| g.board.color(p).is_player())
                    .map(|p| (g.board.color(p), p))
                    .collect();
                stones.extend(node.setup.iter().copied());
                let mut b = Board::new(sgf.size);
                b.setup_stones(&stones);
                g.board = b;
                g.initial = Arc::new(g.board.clone());
            }
            if let Some((c, p)) = node.mv {
                move_number += 1;
                // Stopping before a move: that move's player is to move (as GNU Go, this
                // overrides an earlier `PL`). Move number 0 means the whole game.
                let stop = match until {
                    LoadUntil::MoveNumber(n) => n > 0 && move_number >= n,
                    LoadUntil::Vertex(v) => v == p,
                    LoadUntil::End => false,
                };
                if stop {
                    to_move = Some(c);
                    break 'nodes;
                }
                let illegal = |reason| GameError::RecordMove {
                    color: c,
                    vertex: p.to_vertex(sgf.size),
                    number: move_number,
                    reason,
                };
                if !p.is_none() && g.board.color(p) != Color::Empty {
                    return Err(illegal(None));
                }
                if let Err(e) = g.board.play_move(p, c, false) {
                    return Err(illegal(Some(e)));
                }
                to_move = Some(c.other());
            }
            if let Some(c) = node.to_play {
                to_move = Some(c);
            }
        }
        let color = to_move.unwrap_or(if g.handicap > 1 && g.board.move_history().is_empty() {
            Color::White
        } else {
            Color::Black
        });
        g.to_move = color;
        *self = g;
        Ok(color)
    }

    /// The game record as SGF, with the program's name and version (`AP`) and `extra`'s
    /// result, players and date.
    pub fn to_sgf(&self, program: &str, version: &str, extra: RecordExtras) -> String {
        let setup: Vec<(Color, Point)> = self
            .initial
            .points()
            .filter(|&p| self.initial.color(p).is_player())
            .map(|p| (self.initial.color(p), p))
            .collect();
        crate::sgf::write_sgf(&SgfWriteInfo {
            size: self.size(),
            komi: self.komi,
            handicap: self.handicap,
            setup,
            moves: self.board.move_history().to_vec(),
            result: extra.result,
            player_black: extra.player_black,
            player_white: extra.player_white,
            date: extra.date,
            program_name: program.to_string(),
            program_version: version.to_string(),
            rules: Some(
                if self.chinese_rules {
                    "Chinese"
                } else {
                    "Japanese"
                }
                .to_string(),
            ),
        })
    }
}

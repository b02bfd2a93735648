//! Diagnostics: every error names `file:line:column` and says what is wrong.

/// A 1-based line and column in a `.db` source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

impl Pos {
    pub fn new(line: u32, col: u32) -> Pos {
        Pos { line, col }
    }
}

/// One compile-time error in a pattern source.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}:{}:{}: {}", .file, .pos.line, .pos.col, .message)]
pub struct Diagnostic {
    pub file: String,
    pub pos: Pos,
    pub message: String,
}

/// Collects all diagnostics of one file (the front end never stops at the first error).
#[derive(Debug, Default)]
pub struct Diagnostics {
    pub file: String,
    pub list: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new(file: &str) -> Diagnostics {
        Diagnostics {
            file: file.to_string(),
            list: Vec::new(),
        }
    }

    pub fn error(&mut self, pos: Pos, message: impl Into<String>) {
        self.list.push(Diagnostic {
            file: self.file.clone(),
            pos,
            message: message.into(),
        });
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Sort by position (stable, so errors at the same place keep their order).
    pub fn sorted(mut self) -> Vec<Diagnostic> {
        self.list.sort_by_key(|d| d.pos);
        self.list
    }
}

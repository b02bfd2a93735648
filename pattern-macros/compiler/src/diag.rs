//! Diagnostics: every error names `file:line:column`, says what is wrong, and shows where.
//!
//! A [`Diagnostic`] carries the spot (a start and an end, so a name or an item is underlined
//! whole), the pattern it belongs to and, where one helps, a hint (the autohelper a typo was
//! meant to be, the labels a constraint diagram defines, the symmetry a diagram has, ...).
//! [`Diagnostic::render`] draws it the way rustc does (with `annotate-snippets`, rustc's own
//! renderer): the title `file:line:column: message`, the pattern's `Pattern NAME` line, the
//! offending diagram, colon or constraint line with a caret or underline under the spot, and
//! the hint. The proc macro puts the plain rendering into its `compile_error!`;
//! `check-patterns` prints it, or one JSON object per diagnostic for editors.

use annotate_snippets::{Level, Renderer, Snippet};

/// A 1-based line and column (in characters) in a `.db` source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

impl Pos {
    pub fn new(line: u32, col: u32) -> Pos {
        Pos { line, col }
    }

    /// The position `n` columns to the right.
    pub fn right(self, n: u32) -> Pos {
        Pos::new(self.line, self.col + n)
    }
}

/// How bad a diagnostic is. The compiler reports errors only today; the field is part of the
/// JSON form so that warnings can join without changing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
        }
    }
}

/// One compile-time error in a pattern source. `Display` is its first line,
/// `file:line:column: message`; [`Diagnostic::render`] shows it with its source.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}:{}:{}: {}", .file, .pos.line, .pos.col, .message)]
pub struct Diagnostic {
    pub file: String,
    /// Where the error is (the caret).
    pub pos: Pos,
    /// Where the offending text ends (exclusive): one column after `pos` for a point, the
    /// end of a name, an item or an expression otherwise.
    pub end: Pos,
    pub severity: Severity,
    pub message: String,
    /// What to do about it, when the compiler can tell.
    pub hint: Option<String>,
    /// The pattern (or eye shape) the error is in, and where its name is.
    pub pattern: Option<(String, Pos)>,
}

impl Diagnostic {
    /// Underline `n` columns from the caret (at least one).
    pub fn width(&mut self, n: usize) -> &mut Diagnostic {
        self.end = self.pos.right((n as u32).max(1));
        self
    }

    /// Underline up to `end` (exclusive); ignored unless it lies after the caret.
    pub fn to(&mut self, end: Pos) -> &mut Diagnostic {
        if end > self.pos {
            self.end = end;
        }
        self
    }

    /// Add a hint.
    pub fn hint(&mut self, hint: impl Into<String>) -> &mut Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    /// Add a hint if there is one.
    pub fn maybe_hint(&mut self, hint: Option<String>) -> &mut Diagnostic {
        if hint.is_some() {
            self.hint = hint;
        }
        self
    }

    /// The pattern's name, if the error is in one.
    pub fn pattern_name(&self) -> Option<&str> {
        self.pattern.as_ref().map(|p| p.0.as_str())
    }

    /// Render the diagnostic with its source lines, rustc style; `color` adds ANSI styles.
    pub fn render(&self, source: &SourceLines, color: bool) -> String {
        let title = self.to_string();
        let label;
        let renderer = if color {
            Renderer::styled()
        } else {
            Renderer::plain()
        };
        let mut message = Level::Error.title(&title);
        let hint;
        if let Some(h) = &self.hint {
            hint = h.as_str();
            message = message.footer(Level::Help.title(hint));
        }
        let Some(lines) = source.span(self.pos, self.end) else {
            let out = renderer.render(message).to_string();
            return out;
        };
        // Show the pattern's `Pattern NAME` line above the error when it is before it (lines
        // between are folded away). Its annotation is a secondary one (`-`, no prefix: the
        // renderer gives those to the warning level).
        let header = self
            .pattern
            .as_ref()
            .filter(|(_, at)| at.line < self.pos.line && at.line >= 1);
        let first = header.map_or(self.pos.line, |(_, at)| at.line);
        let Some(text) = source.text(first, lines.last_line) else {
            let out = renderer.render(message).to_string();
            return out;
        };
        let base = source.start(first);
        let mut snippet = Snippet::source(text)
            .line_start(first as usize)
            .origin(&self.file)
            .fold(true)
            .annotation(Level::Error.span(lines.start - base..lines.end - base));
        if let Some((name, at)) = header {
            if let Some(r) = source.span(*at, at.right(name.chars().count() as u32)) {
                label = format!("in pattern `{name}`");
                snippet = snippet.annotation(
                    Level::Warning
                        .span(r.start - base..r.end - base)
                        .label(&label),
                );
            }
        }
        message = message.snippet(snippet);
        let out = renderer.render(message).to_string();
        out
    }

    /// [`Diagnostic::render`] without its first line: what follows the `file:line:column:
    /// message` title (rustc prints the proc macro's message after its own `error: `).
    pub fn render_body(&self, source: &SourceLines) -> String {
        let all = self.render(source, false);
        match all.split_once('\n') {
            Some((_, rest)) => rest.to_string(),
            None => String::new(),
        }
    }
}

/// A source split into lines once, to render many diagnostics of it cheaply.
pub struct SourceLines<'a> {
    text: &'a str,
    /// Byte offset of the start of each line.
    starts: Vec<usize>,
}

/// A byte range in a [`SourceLines`] and the line it ends on.
struct Span {
    start: usize,
    end: usize,
    last_line: u32,
}

impl<'a> SourceLines<'a> {
    pub fn new(text: &'a str) -> SourceLines<'a> {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        SourceLines { text, starts }
    }

    fn start(&self, line: u32) -> usize {
        self.starts[line as usize - 1]
    }

    /// Line `line` (1-based) without its line break.
    pub fn line(&self, line: u32) -> Option<&'a str> {
        self.text(line, line)
    }

    /// Lines `first..=last` without the final line break.
    fn text(&self, first: u32, last: u32) -> Option<&'a str> {
        if first == 0 || first > last || last as usize > self.starts.len() {
            return None;
        }
        let start = self.start(first);
        let end = self
            .starts
            .get(last as usize)
            .map_or(self.text.len(), |&s| s - 1);
        let s = &self.text[start..end.max(start)];
        Some(s.strip_suffix('\r').unwrap_or(s))
    }

    /// The byte offset of a position (a column past the end of its line is clamped to it).
    fn offset(&self, at: Pos) -> Option<usize> {
        let line = self.line(at.line)?;
        let col = at.col.max(1) as usize - 1;
        let within = line.char_indices().nth(col).map_or(line.len(), |(i, _)| i);
        Some(self.start(at.line) + within)
    }

    /// The byte range from `from` to `to` (exclusive), at least one character where the line
    /// has one, never past the end of `to`'s line.
    fn span(&self, from: Pos, to: Pos) -> Option<Span> {
        let start = self.offset(from)?;
        let to = if to.line < from.line || to.line as usize > self.starts.len() {
            from.right(1)
        } else {
            to
        };
        let end = self.offset(to)?.max(start);
        let last = self.line(to.line)?;
        let line_end = self.start(to.line) + last.len();
        let end = if end == start && start < line_end {
            // A point: the character under the caret.
            start + self.text[start..].chars().next().map_or(0, char::len_utf8)
        } else {
            end.min(line_end.max(start))
        };
        Some(Span {
            start,
            end,
            last_line: to.line,
        })
    }
}

/// The candidate nearest to `word` by edit distance, if it is near enough to be a typo.
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (word.chars().count() / 3).clamp(1, 3);
    candidates
        .into_iter()
        .filter(|c| *c != word)
        .map(|c| (strsim::damerau_levenshtein(word, c), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, c)| (d, c.len()))
        .map(|(_, c)| c)
}

/// "did you mean `x`?" for the candidate nearest to `word`.
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<String> {
    nearest(word, candidates).map(|c| format!("did you mean `{c}`?"))
}

/// Collects all diagnostics of one file (the front end never stops at the first error).
#[derive(Debug, Default)]
pub struct Diagnostics {
    pub file: String,
    pub list: Vec<Diagnostic>,
    /// The pattern being parsed or checked: its name and where the name is.
    pattern: Option<(String, Pos)>,
}

impl Diagnostics {
    pub fn new(file: &str) -> Diagnostics {
        Diagnostics {
            file: file.to_string(),
            list: Vec::new(),
            pattern: None,
        }
    }

    /// Errors from now on are in pattern `name` (named at `pos`); `None` when outside one.
    pub fn in_pattern(&mut self, pattern: Option<(&str, Pos)>) {
        self.pattern = pattern.map(|(n, p)| (n.to_string(), p));
    }

    /// Report an error at `pos` (one character wide); the returned diagnostic can be widened
    /// and given a hint.
    pub fn error(&mut self, pos: Pos, message: impl Into<String>) -> &mut Diagnostic {
        self.list.push(Diagnostic {
            file: self.file.clone(),
            pos,
            end: pos.right(1),
            severity: Severity::Error,
            message: message.into(),
            hint: None,
            pattern: self.pattern.clone(),
        });
        self.list.last_mut().unwrap()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_finds_typos_only() {
        let names = ["oplay_attack", "xplay_attack", "attack", "defend"];
        assert_eq!(nearest("oplay_atack", names), Some("oplay_attack"));
        assert_eq!(nearest("atack", names), Some("attack"));
        assert_eq!(nearest("wholly_different", names), None);
    }

    #[test]
    fn render_shows_line_caret_pattern_and_hint() {
        let src = "Pattern A\n\nO*.\n\n:8,-\n\n;lib(a) > 1\n";
        let mut diags = Diagnostics::new("t.db");
        diags.in_pattern(Some(("A", Pos::new(1, 9))));
        diags
            .error(Pos::new(7, 2), "unknown autohelper `lib`")
            .width(3)
            .hint("did you mean `xlib`?");
        let d = &diags.list[0];
        let out = d.render(&SourceLines::new(src), false);
        let want = "\
error: t.db:7:2: unknown autohelper `lib`
 --> t.db:7:2
  |
1 | Pattern A
  |         - in pattern `A`
2 |
...
6 |
7 | ;lib(a) > 1
  |  ^^^
  |
  = help: did you mean `xlib`?";
        assert_eq!(out, want);
        assert_eq!(
            d.render_body(&SourceLines::new(src)),
            want.split_once('\n').unwrap().1
        );
    }

    #[test]
    fn a_caret_at_the_end_of_a_line_stays_on_it() {
        let src = "Pattern A\n;lib(B) >\n";
        let mut diags = Diagnostics::new("t.db");
        diags.error(Pos::new(2, 10), "syntax error: expected an expression");
        let out = diags.list[0].render(&SourceLines::new(src), false);
        assert!(out.contains("2 | ;lib(B) >\n  |          ^"), "{out}");
    }
}

//! GTP version 2 framing: ids, preprocessing of input lines, response formatting.

/// One answer to a GTP command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GtpResponse {
    /// The numeric id of the command, echoed back.
    pub id: Option<u64>,
    /// `true` for `=`, `false` for `?`.
    pub success: bool,
    /// The response text without the `=`/`?` prefix and without the terminating blank line.
    pub text: String,
    /// The command was `quit`: the caller should stop after sending this response.
    pub quit: bool,
}

impl GtpResponse {
    /// The response as sent on the wire: `=id text\n\n` or `?id text\n\n`.
    pub fn to_wire(&self) -> String {
        let mut s = String::new();
        s.push(if self.success { '=' } else { '?' });
        if let Some(id) = self.id {
            s.push_str(&id.to_string());
        }
        if !self.text.is_empty() {
            s.push(' ');
            s.push_str(&self.text);
        }
        s.push_str("\n\n");
        s
    }
}

/// The engine behind the GTP command layer.
pub struct GtpEngine {
    quit: bool,
}

impl Default for GtpEngine {
    fn default() -> Self {
        Self::new()
    }
}

impl GtpEngine {
    pub fn new() -> Self {
        GtpEngine { quit: false }
    }

    /// True after a `quit` command was handled.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// Handle one input line. Returns `None` for lines that are empty after preprocessing
    /// (blank lines, comments), otherwise the response.
    pub fn handle_line(&mut self, line: &str) -> Option<GtpResponse> {
        let _ = line;
        None
    }
}

//! Running a GTP session over a byte stream: line splitting with a length cap, lossy decoding
//! of non-UTF-8 input, and flushing after every response.

use crate::protocol::GtpEngine;
use std::io::{BufRead, Write};

/// Longest line accepted; the rest of a longer line is skipped and the command refused.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Read one line (without the newline) into `buf`. Returns `Ok(None)` at end of input,
/// `Ok(Some(true))` if the line was longer than the cap (and was truncated).
fn read_line_capped<R: BufRead>(r: &mut R, buf: &mut Vec<u8>) -> std::io::Result<Option<bool>> {
    buf.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = r.fill_buf()?;
        if chunk.is_empty() {
            return Ok(if any { Some(too_long) } else { None });
        }
        any = true;
        let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(k) => (k + 1, true),
            None => (chunk.len(), false),
        };
        let data = &chunk[..if done { take - 1 } else { take }];
        if buf.len() + data.len() <= MAX_LINE_BYTES {
            buf.extend_from_slice(data);
        } else {
            too_long = true;
        }
        r.consume(take);
        if done {
            return Ok(Some(too_long));
        }
    }
}

/// Run a GTP session: read commands from `input`, write responses to `output`, until `quit`
/// or end of input. Input is read between commands, so a streaming command (`lz-analyze`)
/// stops after its first report: use [`run_gtp_live`] for a client that interrupts it.
pub fn run_gtp<R: BufRead, W: Write>(
    engine: &mut GtpEngine,
    mut input: R,
    output: &mut W,
) -> std::io::Result<()> {
    let mut buf = Vec::new();
    while let Some(too_long) = read_line_capped(&mut input, &mut buf)? {
        if respond(engine, &buf, too_long, output, &mut || true)? {
            break;
        }
    }
    Ok(())
}

/// A line read, with its too-long flag; `None` at end of input.
type Line = std::io::Result<Option<(Vec<u8>, bool)>>;

/// Run a GTP session reading `input` on a thread of its own, so that a streaming command
/// (`lz-analyze`, `kata-analyze`) runs until the client's next line arrives, as GUIs expect.
/// The reader thread stops at end of input; it is left blocked on the input if the session
/// ends first (at `quit`), and ends with the process.
pub fn run_gtp_live<R: BufRead + Send + 'static, W: Write>(
    engine: &mut GtpEngine,
    mut input: R,
    output: &mut W,
) -> std::io::Result<()> {
    let (tx, rx) = std::sync::mpsc::channel::<Line>();
    std::thread::spawn(move || loop {
        let mut buf = Vec::new();
        let line = read_line_capped(&mut input, &mut buf).map(|r| r.map(|t| (buf, t)));
        let last = !matches!(line, Ok(Some(_)));
        if tx.send(line).is_err() || last {
            return;
        }
    });
    let mut pending: std::collections::VecDeque<Line> = std::collections::VecDeque::new();
    loop {
        let next = match pending.pop_front() {
            Some(l) => l,
            None => rx.recv().unwrap_or(Ok(None)),
        };
        let Some((buf, too_long)) = next? else {
            return Ok(());
        };
        // Another line waiting, or the input closed: time to stop streaming.
        let mut interrupted = || {
            if !pending.is_empty() {
                return true;
            }
            match rx.try_recv() {
                Ok(l) => {
                    pending.push_back(l);
                    true
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => false,
                Err(std::sync::mpsc::TryRecvError::Disconnected) => true,
            }
        };
        if respond(engine, &buf, too_long, output, &mut interrupted)? {
            return Ok(());
        }
    }
}

/// Answer one input line; true when the session should end (`quit`).
fn respond<W: Write>(
    engine: &mut GtpEngine,
    buf: &[u8],
    too_long: bool,
    output: &mut W,
    interrupted: &mut dyn FnMut() -> bool,
) -> std::io::Result<bool> {
    if too_long {
        output.write_all(b"? command line too long\n\n")?;
        output.flush()?;
        return Ok(false);
    }
    let line = String::from_utf8_lossy(buf);
    Ok(engine
        .handle_line_streaming(&line, output, interrupted)?
        .unwrap_or(false))
}

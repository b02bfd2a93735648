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
/// or end of input.
pub fn run_gtp<R: BufRead, W: Write>(
    engine: &mut GtpEngine,
    mut input: R,
    output: &mut W,
) -> std::io::Result<()> {
    let mut buf = Vec::new();
    while let Some(too_long) = read_line_capped(&mut input, &mut buf)? {
        if too_long {
            output.write_all(b"? command line too long\n\n")?;
            output.flush()?;
            continue;
        }
        let line = String::from_utf8_lossy(&buf);
        if let Some(resp) = engine.handle_line(&line) {
            output.write_all(resp.to_wire().as_bytes())?;
            output.flush()?;
            if resp.quit {
                break;
            }
        }
    }
    Ok(())
}

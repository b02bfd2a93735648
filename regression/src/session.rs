//! GTP sessions: the engine under test, either Tesuji in process (through the same
//! [`gtp_cli::GtpEngine`] the `tesuji` binary uses) or any external GTP program.
//!
//! Every command is sent with a time limit. An in-process engine runs on a worker
//! thread; on a time-out the thread is abandoned (it cannot be killed) and the runner
//! starts a fresh engine. An external engine is killed on a time-out.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// A GTP answer: `success` is `=` versus `?`; `text` is what follows `= ` (multi-line
/// answers keep their newlines, the terminating blank line is removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub success: bool,
    pub text: String,
}

/// Why a command got no answer. After any of these the session is unusable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// No answer within the time limit.
    Timeout(Duration),
    /// The in-process engine panicked.
    Panic(String),
    /// The external engine exited or closed its output.
    Died(String),
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Timeout(d) => write!(f, "time-out after {d:?}"),
            SessionError::Panic(m) => write!(f, "engine panicked: {m}"),
            SessionError::Died(m) => write!(f, "engine died: {m}"),
        }
    }
}

/// A running engine.
pub trait Session: Send {
    /// Send one command line and wait for its answer.
    fn send(&mut self, line: &str, timeout: Duration) -> Result<Reply, SessionError>;
    /// CPU seconds used by the engine so far, when measurable.
    fn cpu_seconds(&mut self) -> Option<f64>;
}

/// Starts sessions for suites. Shared by the worker threads of a parallel run.
pub trait EngineFactory: Sync {
    /// Start an engine for a suite whose relative `loadsgf` paths are based at `dir`.
    fn start(&self, dir: &Path) -> Result<Box<dyn Session>, String>;
    /// A short name for reports: `tesuji` or the command line.
    fn label(&self) -> String;
    /// Whether `loadsgf` file arguments must be made absolute before sending (true for
    /// in-process engines, which share the process-wide working directory).
    fn needs_absolute_paths(&self) -> bool;
}

// ---------------------------------------------------------------------------------------
// In process
// ---------------------------------------------------------------------------------------

/// Tesuji in process.
#[derive(Clone, Copy, Debug, Default)]
pub struct InProcessFactory;

impl EngineFactory for InProcessFactory {
    fn start(&self, _dir: &Path) -> Result<Box<dyn Session>, String> {
        InProcessSession::start().map(|s| Box::new(s) as Box<dyn Session>)
    }
    fn label(&self) -> String {
        "tesuji".to_string()
    }
    fn needs_absolute_paths(&self) -> bool {
        true
    }
}

type WorkerReply = (Result<Reply, String>, Option<f64>);

/// Stack size of the in-process engine thread.
pub const ENGINE_STACK_BYTES: usize = 64 << 20;

/// A `GtpEngine` owned by a worker thread.
pub struct InProcessSession {
    to_worker: Option<Sender<String>>,
    from_worker: Receiver<WorkerReply>,
    cpu: Option<f64>,
    poisoned: bool,
}

impl InProcessSession {
    pub fn start() -> Result<Self, String> {
        let (to_worker, requests) = mpsc::channel::<String>();
        let (replies, from_worker) = mpsc::channel::<WorkerReply>();
        std::thread::Builder::new()
            .name("tesuji-engine".to_string())
            // Deep reading recursion: give the engine at least the main thread's stack
            // (a stack overflow would abort the whole process, not just the test).
            .stack_size(ENGINE_STACK_BYTES)
            .spawn(move || worker(requests, replies))
            .map_err(|e| format!("cannot start engine thread: {e}"))?;
        Ok(InProcessSession {
            to_worker: Some(to_worker),
            from_worker,
            cpu: None,
            poisoned: false,
        })
    }
}

fn worker(requests: Receiver<String>, replies: Sender<WorkerReply>) {
    // Monte Carlo moves (the default on small boards) by their playout count alone, not cut
    // short by a clock: the answers do not depend on the machine's load.
    let start = || {
        gtp_cli::GtpEngine::with_options(engine::EngineOptions {
            mc_max_time: None,
            ..engine::EngineOptions::default()
        })
    };
    let mut engine = match std::panic::catch_unwind(start) {
        Ok(engine) => engine,
        Err(payload) => {
            // Answer every request with the panic so the caller sees it.
            let msg = panic_message(payload.as_ref());
            for _ in requests.iter() {
                if replies
                    .send((Err(format!("GtpEngine::new: {msg}")), thread_cpu_seconds()))
                    .is_err()
                {
                    break;
                }
            }
            return;
        }
    };
    for line in requests.iter() {
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| engine.handle_line(&line)));
        let reply = match result {
            Ok(Some(r)) => Ok(Reply {
                success: r.success,
                text: r.text,
            }),
            Ok(None) => Ok(Reply {
                success: false,
                text: "(no response from the GTP layer)".to_string(),
            }),
            Err(payload) => Err(panic_message(payload.as_ref())),
        };
        let panicked = reply.is_err();
        if replies.send((reply, thread_cpu_seconds())).is_err() || panicked {
            // The caller went away, or the engine state is suspect after a panic.
            return;
        }
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".to_string()
    }
}

/// CPU time of the calling thread.
pub fn thread_cpu_seconds() -> Option<f64> {
    #[cfg(unix)]
    {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime writes into the timespec we own.
        let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
        if rc == 0 {
            return Some(ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9);
        }
        None
    }
    #[cfg(not(unix))]
    {
        None
    }
}

impl Session for InProcessSession {
    fn send(&mut self, line: &str, timeout: Duration) -> Result<Reply, SessionError> {
        if self.poisoned {
            return Err(SessionError::Died("engine abandoned earlier".to_string()));
        }
        let sent = self
            .to_worker
            .as_ref()
            .map(|tx| tx.send(line.to_string()).is_ok())
            .unwrap_or(false);
        if !sent {
            self.poisoned = true;
            return Err(SessionError::Died("engine thread has exited".to_string()));
        }
        match self.from_worker.recv_timeout(timeout) {
            Ok((result, cpu)) => {
                if cpu.is_some() {
                    self.cpu = cpu;
                }
                result.map_err(|m| {
                    self.poisoned = true;
                    SessionError::Panic(m)
                })
            }
            Err(RecvTimeoutError::Timeout) => {
                // Abandon the worker: dropping the sender lets it exit once it finishes.
                self.poisoned = true;
                self.to_worker = None;
                Err(SessionError::Timeout(timeout))
            }
            Err(RecvTimeoutError::Disconnected) => {
                self.poisoned = true;
                Err(SessionError::Died("engine thread has exited".to_string()))
            }
        }
    }

    fn cpu_seconds(&mut self) -> Option<f64> {
        self.cpu
    }
}

// ---------------------------------------------------------------------------------------
// External process
// ---------------------------------------------------------------------------------------

/// Any GTP engine started from a command line, e.g.
/// `/usr/games/gnugo --mode gtp --quiet`. It runs with the suite directory as its
/// working directory, so relative `loadsgf` paths work unchanged.
#[derive(Clone, Debug)]
pub struct ExternalFactory {
    pub command: String,
}

impl EngineFactory for ExternalFactory {
    fn start(&self, dir: &Path) -> Result<Box<dyn Session>, String> {
        ExternalSession::start(&self.command, dir).map(|s| Box::new(s) as Box<dyn Session>)
    }
    fn label(&self) -> String {
        self.command
            .split_whitespace()
            .next()
            .map(|p| {
                Path::new(p)
                    .file_name()
                    .map(|f| f.to_string_lossy().into_owned())
                    .unwrap_or_else(|| p.to_string())
            })
            .unwrap_or_else(|| "external".to_string())
    }
    fn needs_absolute_paths(&self) -> bool {
        false
    }
}

/// A child process speaking GTP on stdin/stdout.
pub struct ExternalSession {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    dead: bool,
    cpu: Option<f64>,
    command: String,
    dir: PathBuf,
}

impl ExternalSession {
    pub fn start(command: &str, dir: &Path) -> Result<Self, String> {
        if command.trim().is_empty() {
            return Err("empty engine command".to_string());
        }
        // `exec` so that the engine itself is our child (for CPU time and killing).
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {command}"))
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start `{command}`: {e}"))?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        std::thread::Builder::new()
            .name("gtp-reader".to_string())
            .spawn(move || {
                let reader = BufReader::new(stdout);
                for line in reader.split(b'\n') {
                    let Ok(bytes) = line else { break };
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    if tx.send(text).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("cannot start reader thread: {e}"))?;
        Ok(ExternalSession {
            child,
            stdin,
            lines,
            dead: false,
            cpu: None,
            command: command.to_string(),
            dir: dir.to_path_buf(),
        })
    }

    fn kill(&mut self) {
        self.refresh_cpu();
        self.dead = true;
        self.stdin = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn refresh_cpu(&mut self) {
        if let Some(cpu) = process_cpu_seconds(self.child.id()) {
            self.cpu = Some(cpu);
        }
    }
}

/// User plus system CPU seconds of a live process, from `/proc/<pid>/stat`.
pub fn process_cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name is in parentheses and may contain spaces: split after the last ')'.
    let after = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // Fields after the name start at field 3 (state); utime is field 14, stime 15.
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    #[cfg(unix)]
    let ticks = {
        // SAFETY: sysconf has no preconditions.
        let t = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
        if t > 0 {
            t as f64
        } else {
            100.0
        }
    };
    #[cfg(not(unix))]
    let ticks = 100.0;
    Some((utime + stime) / ticks)
}

impl Session for ExternalSession {
    fn send(&mut self, line: &str, timeout: Duration) -> Result<Reply, SessionError> {
        if self.dead {
            return Err(SessionError::Died("engine was stopped earlier".to_string()));
        }
        let written = match self.stdin.as_mut() {
            Some(stdin) => stdin
                .write_all(format!("{line}\n").as_bytes())
                .and_then(|_| stdin.flush()),
            None => Err(std::io::Error::other("stdin closed")),
        };
        if let Err(e) = written {
            self.kill();
            return Err(SessionError::Died(format!(
                "`{}` in {}: cannot write: {e}",
                self.command,
                self.dir.display()
            )));
        }
        let deadline = Instant::now() + timeout;
        let mut first: Option<(bool, String)> = None;
        let mut rest: Vec<String> = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let got = self.lines.recv_timeout(left);
            let raw = match got {
                Ok(l) => l,
                Err(RecvTimeoutError::Timeout) => {
                    self.kill();
                    return Err(SessionError::Timeout(timeout));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    self.kill();
                    return Err(SessionError::Died(format!(
                        "`{}` closed its output",
                        self.command
                    )));
                }
            };
            let l = raw.trim_end_matches('\r');
            match &first {
                None => {
                    let success = if l.starts_with('=') {
                        true
                    } else if l.starts_with('?') {
                        false
                    } else {
                        // Noise before a response: skip it.
                        continue;
                    };
                    let body = l[1..].trim_start_matches(|c: char| c.is_ascii_digit());
                    let body = body.strip_prefix(' ').unwrap_or(body);
                    first = Some((success, body.to_string()));
                }
                Some(_) => {
                    if l.trim().is_empty() {
                        break;
                    }
                    rest.push(l.to_string());
                }
            }
        }
        let (success, head) = first.unwrap_or((false, String::new()));
        let mut text = head;
        for r in rest {
            text.push('\n');
            text.push_str(&r);
        }
        self.refresh_cpu();
        Ok(Reply {
            success,
            text: text.trim_end().to_string(),
        })
    }

    fn cpu_seconds(&mut self) -> Option<f64> {
        if !self.dead {
            self.refresh_cpu();
        }
        self.cpu
    }
}

impl Drop for ExternalSession {
    fn drop(&mut self) {
        if !self.dead {
            if let Some(stdin) = self.stdin.as_mut() {
                let _ = stdin.write_all(b"quit\n");
                let _ = stdin.flush();
            }
            self.stdin = None;
            // Give it a moment to exit on its own, then make sure.
            let until = Instant::now() + Duration::from_millis(500);
            while Instant::now() < until {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

"""A GTP engine as a subprocess: the one client the project's scripts share.

    from gtp_client import GtpEngine
    e = GtpEngine(["tesuji", "--mode", "gtp"], cwd=suites)
    ok, text = e.send("attack D4")   # ok: the answer began with `=`; text: the answer's body
    e.close()                        # `quit`, wait for the process; e.cpu: its user+sys CPU

Standard library only. Scripts outside this directory import it with
`sys.path.insert(0, <path of gtp-cli/scripts>)`. `ensure_gnugo()` installs GNU Go (the
reference engine, `GNUGO`) with apt-get when it is missing.
"""
import os
import shlex
import shutil
import subprocess
import time

GNUGO = "/usr/games/gnugo"


def ensure_gnugo():
    """Install GNU Go with apt-get (through sudo when not root) if `GNUGO` is missing."""
    if not os.path.exists(GNUGO):
        sudo = [] if os.geteuid() == 0 or not shutil.which("sudo") else ["sudo"]
        subprocess.run(sudo + ["apt-get", "install", "-y", "gnugo"], check=True)


class GtpEngine:
    """One engine process, spoken to one command at a time over its stdin and stdout.

    `argv` is a list of arguments or a shell-like command line (split with shlex). `name`
    (default: the command line) prefixes the error raised when the engine dies. The engine's
    stderr is discarded. After `close`, `returncode` is the exit status and `cpu` the
    user+sys CPU seconds of the process.
    """

    def __init__(self, argv, cwd=None, name=None):
        if isinstance(argv, str):
            name = name or argv
            argv = shlex.split(argv)
        self.name = name or " ".join(argv)
        self.p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.returncode = None
        self.cpu = None

    def send_raw(self, line):
        """Send one command and return its answer as the engine wrote it (starting with `=`
        or `?`, the lines joined with newlines, without the blank line that ends it)."""
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            s = self.p.stdout.readline()
            if s == "":
                raise RuntimeError(f"{self.name}: engine died on '{line}'")
            s = s.rstrip("\n")
            if s == "":
                if lines:
                    break
                continue
            lines.append(s)
        return "\n".join(lines)

    def send(self, line):
        """Send one command: (True for `=`, False for `?`; the answer without that first
        character, stripped)."""
        text = self.send_raw(line)
        return text.startswith("="), text[1:].strip()

    def close(self, timeout=10):
        """Send `quit`, wait up to `timeout` seconds for the process to end (then kill it) and
        record its exit status and CPU time. Returns the exit status."""
        if self.returncode is not None:
            return self.returncode
        try:
            self.send("quit")
        except (RuntimeError, OSError):
            pass
        for f in (self.p.stdin, self.p.stdout):
            try:
                f.close()
            except OSError:
                pass
        # os.wait4 rather than Popen.wait: it also gives the process's own resource usage.
        deadline = time.monotonic() + timeout
        while True:
            pid, status, usage = os.wait4(self.p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                self.p.kill()
                pid, status, usage = os.wait4(self.p.pid, 0)
                break
            time.sleep(0.005)
        self.returncode = self.p.returncode = os.waitstatus_to_exitcode(status)
        self.cpu = usage.ru_utime + usage.ru_stime
        return self.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

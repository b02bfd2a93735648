#!/usr/bin/env python3
"""CPU time of a GNU Go regression suite run as one GTP script, Tesuji against GNU Go.

    regression/scripts/reading_speed.py [--runs 15] [--suite reading] [TESUJI_BIN ...]

The suite's commands (comments and expectations dropped, test numbers stripped) are fed to
each engine as one GTP session; the engines run in turn, `--runs` times, and the median
user+sys CPU of each is reported with its ratio to GNU Go's. Several Tesuji binaries may be
given to compare builds in the same run (default: target/release/tesuji). The machines are
noisy: read the ratios, not the absolute times.

GNU Go: /usr/games/gnugo; if it is missing the script installs it with apt-get.
Suites: ../shared/gnugo-regression beside the workspace, or $TESUJI_GNUGO_SUITES.
"""
import argparse, os, subprocess, sys

from suite_file import ROOT, SUITES, suite_commands
sys.path.insert(0, os.path.join(ROOT, 'gtp-cli', 'scripts'))
from gtp_client import GNUGO, GtpEngine, ensure_gnugo  # noqa: E402


def script_of(suite):
    return [command for _, command in suite_commands(suite)]


def cpu_of(argv, commands):
    """User+sys CPU seconds of one engine process answering `commands` and then `quit`."""
    engine = GtpEngine(argv, cwd=SUITES)
    for line in commands:
        engine.send(line)
    if engine.close() != 0:
        raise subprocess.CalledProcessError(engine.returncode, argv)
    return engine.cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--runs', type=int, default=15)
    ap.add_argument('--suite', default='reading')
    ap.add_argument('tesuji', nargs='*', default=[os.path.join(ROOT, 'target', 'release', 'tesuji')])
    a = ap.parse_args()
    ensure_gnugo()
    script = script_of(a.suite)
    engines = [('gnugo', [GNUGO, '--mode', 'gtp', '--quiet'])]
    engines += [(b, [b, '--mode', 'gtp']) for b in a.tesuji]
    times = {name: [] for name, _ in engines}
    for _ in range(a.runs):
        for name, argv in engines:
            times[name].append(cpu_of(argv, script))
    med = {n: sorted(t)[len(t) // 2] for n, t in times.items()}
    print(f'{a.suite}.tst as one GTP script, {a.runs} alternating runs, median user+sys CPU')
    for name, _ in engines:
        print(f'{name}: {med[name]:.3f} s (min {min(times[name]):.3f} s)  ratio to GNU Go {med[name] / med["gnugo"]:.2f}')


if __name__ == '__main__':
    sys.exit(main())

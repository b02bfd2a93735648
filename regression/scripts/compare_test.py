#!/usr/bin/env python3
"""Look at one test of a GNU Go regression suite in Tesuji and GNU Go side by side.

    regression/scripts/compare_test.py reading 169 ["trymove black F13" "attack F12" ...]

Replays the test's setup (the last `loadsgf` and the commands after it), prints the board,
then sends the test command and any extra GTP commands to both engines and prints both
answers per command. With --tree it also plays the setup out, saves the position and asks
GNU Go's `--decide-string` for its reading tree (as a black box: the SGF comments name the
move generator and the move order of every node) and prints the root's move orders.

Tesuji: $TESUJI_BIN or target/release/tesuji (build it with `cargo build --release`).
GNU Go: /usr/games/gnugo; if it is missing the script installs it with apt-get.
Suites: ../shared/gnugo-regression beside the workspace, or $TESUJI_GNUGO_SUITES.
Search traces of Tesuji: set TESUJI_TRACE=N (stderr shows the moves tried to N plies).
"""
import os, re, subprocess, sys, tempfile

from suite_file import ROOT, SUITES, suite_commands
sys.path.insert(0, os.path.join(ROOT, 'gtp-cli', 'scripts'))
from gtp_client import GNUGO, GtpEngine, ensure_gnugo  # noqa: E402
TESUJI = os.environ.get('TESUJI_BIN', os.path.join(ROOT, 'target', 'release', 'tesuji'))


def setup_for(suite, num):
    setup, cmd = [], None
    for tid, s in suite_commands(suite):
        if tid is not None:
            if tid == num:
                cmd = s
                break
            continue
        setup = [s] if s.startswith('loadsgf') else setup + [s]
    if cmd is None:
        sys.exit(f'{suite}.tst has no test {num}')
    return setup, cmd


def answers(binary, script):
    """The engine's answers to the commands of `script`, as written (`= ...` or `? ...`), up to
    the end of the script or the engine's death."""
    out = []
    engine = GtpEngine(binary, cwd=SUITES)
    try:
        for line in script:
            out.append(engine.send_raw(line).strip())
    except RuntimeError:
        pass
    engine.close()
    return out


def main():
    args = sys.argv[1:]
    tree = '--tree' in args
    args = [a for a in args if a != '--tree']
    if len(args) < 2:
        sys.exit(__doc__)
    suite, num, extra = args[0], args[1], args[2:]
    ensure_gnugo()
    setup, cmd = setup_for(suite, num)
    script = setup + ['showboard', cmd] + extra
    t = answers([TESUJI, '--mode', 'gtp'], script)
    g = answers([GNUGO, '--mode', 'gtp', '--quiet'], script)
    print('\n'.join(setup))
    board = [a for a in t if 'A B C' in a]
    if board:
        print(board[0].lstrip('= ').rstrip())
    n = len(setup)
    for c, a, b in zip(script[n + 1:], t[n + 1:], g[n + 1:]):
        print(f'{c:32} tesuji: {a:22} gnugo: {b}')
    if tree:
        target = cmd.split()[1]
        with tempfile.TemporaryDirectory() as d:
            pos, out = os.path.join(d, 'pos.sgf'), os.path.join(d, 'tree.sgf')
            played = [re.sub(r'^trymove ', 'play ', s) for s in setup] + [f'printsgf {pos}']
            answers([GNUGO, '--mode', 'gtp', '--quiet'], played)
            r = subprocess.run([GNUGO, '-l', pos, '--decide-string', target, '-o', out],
                               capture_output=True, text=True, cwd=SUITES)
            print(r.stderr.strip() or r.stdout.strip())
            for o in re.findall(r'Move order for [a-z0-9]+: [^\n\]]*', open(out).read())[:6]:
                print(o)


if __name__ == '__main__':
    main()

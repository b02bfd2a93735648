#!/usr/bin/env python3
"""Owl failures sorted by GNU Go's opinion of Tesuji's move: a different move, or a wrong one?

    regression/scripts/owl_second_opinion.py [--suite owl] [TESUJI_BIN]

Tesuji answers every `owl_attack` / `owl_defend` test of the suite (one GTP session, the
setup commands replayed in order). For each answer the test's expectation rejects, GNU Go,
in a session of its own at the same position, is asked the reverse question after
Tesuji's move (`play`, then `owl_defend` after an attack or `owl_attack` after a
defence, then `undo`; GNU Go's owl does not run under `trymove`):

  * `alternative`: GNU Go finds no reply. By its own reading Tesuji's move works too; the
    test wants another one (often the more solid of several).
  * `refuted`: GNU Go names a reply that undoes the move. A real disagreement.
  * `no move`: Tesuji answered 0, or named a move where the test wants 0; GNU Go's own
    answer to the question is shown beside it.

The refuted and no-move tests are the ones to read out first. GNU Go is an oracle here,
not the judge: its reading can be wrong too. The answers are deterministic; no timing is
involved.

GNU Go: /usr/games/gnugo; if it is missing the script installs it with apt-get.
Suites: ../shared/gnugo-regression beside the workspace, or $TESUJI_GNUGO_SUITES.
"""
import argparse, os, re, sys

from suite_file import ROOT, SUITES, suite_tests
sys.path.insert(0, os.path.join(ROOT, 'gtp-cli', 'scripts'))
from gtp_client import GNUGO, GtpEngine, ensure_gnugo  # noqa: E402

QUESTIONS = ('owl_attack', 'owl_defend')


def matches(expect, answer):
    return re.fullmatch(expect, answer) is not None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--suite', default='owl')
    ap.add_argument('tesuji', nargs='?',
                    default=os.path.join(ROOT, 'target', 'release', 'tesuji'))
    args = ap.parse_args()
    ensure_gnugo()
    tests = suite_tests(args.suite)
    failures = []  # (tid, command, expect, answer, setup so far)
    setup = []
    with GtpEngine([args.tesuji, '--mode', 'gtp'], cwd=SUITES) as ours:
        for tid, command, expect in tests:
            if tid is None:
                ours.send(command)
                setup.append(command)
                continue
            words = command.split()
            ok, answer = ours.send(command)
            if words[0] in QUESTIONS and expect is not None and not matches(expect, answer):
                failures.append((tid, command, expect, answer, list(setup)))
            elif words[0] in ('play', 'undo', 'loadsgf', 'komi', 'boardsize', 'clear_board'):
                setup.append(command)
    kinds = {'alternative': [], 'refuted': [], 'no move': []}
    with GtpEngine([GNUGO, '--mode', 'gtp'], cwd=SUITES) as gnu:
        done = []
        for tid, command, expect, answer, setup in failures:
            # Replay only what this test's setup adds to the session's.
            if setup[:len(done)] != done:
                gnu.send('clear_board')
                done = []
            for c in setup[len(done):]:
                gnu.send(c)
            done = setup
            question, stone = command.split()[:2]
            parts = answer.split()
            if len(parts) < 2 or parts[0] == '0':
                ok, theirs = gnu.send(command)
                kinds['no move'].append((tid, command, expect, answer, 'GNU Go: ' + theirs))
                continue
            ok, colour = gnu.send('color ' + stone)
            mover = colour if question == 'owl_defend' else \
                {'black': 'white', 'white': 'black'}.get(colour, colour)
            ok, _ = gnu.send(f'play {mover} {parts[1]}')
            if not ok:
                kinds['refuted'].append((tid, command, expect, answer, 'GNU Go: illegal'))
                continue
            reverse = 'owl_attack' if question == 'owl_defend' else 'owl_defend'
            ok, reply = gnu.send(f'{reverse} {stone}')
            gnu.send('undo')
            kind = 'alternative' if reply.split()[:1] == ['0'] else 'refuted'
            kinds[kind].append((tid, command, expect, answer, f'GNU Go {reverse}: {reply}'))
    print(f'{args.suite}: {len(failures)} owl answers the tests reject')
    for kind, rows in kinds.items():
        print(f'\n{kind}: {len(rows)}')
        for tid, command, expect, answer, note in rows:
            print(f'  {args.suite}:{tid:<4} {command:<18} want [{expect}] got {answer:<8} {note}')


if __name__ == '__main__':
    main()

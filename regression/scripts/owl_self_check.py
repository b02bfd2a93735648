#!/usr/bin/env python3
"""Does Tesuji's owl agree with itself? Its attack or defence move, read again after it.

    regression/scripts/owl_self_check.py [--suite owl] [--suite vie] [--gnugo] [TESUJI_BIN]

For every `owl_attack` / `owl_defend` test that Tesuji answers with a move, the script asks
Tesuji (in the same session, the position unchanged) `owl_does_attack MOVE DRAGON` or
`owl_does_defend MOVE DRAGON`: the move read once more as a root, with a fresh table and
budget. An answer of 0 there means the move won inside the first search only (most often
by the horizon's benefit of the doubt when the budget ran out). With --gnugo, GNU Go is
asked the same question of the same move, as a second opinion. The answers are
deterministic; no timing is involved.

GNU Go (only with --gnugo): /usr/games/gnugo; if it is missing the script installs it.
Suites: ../shared/gnugo-regression beside the workspace, or $TESUJI_GNUGO_SUITES.
"""
import argparse, os, sys
from contextlib import nullcontext

from suite_file import ROOT, SUITES, suite_commands
sys.path.insert(0, os.path.join(ROOT, 'gtp-cli', 'scripts'))
from gtp_client import GNUGO, GtpEngine, ensure_gnugo  # noqa: E402

CHECK = {'owl_attack': 'owl_does_attack', 'owl_defend': 'owl_does_defend'}


def self_check(argv, tests, second=None):
    """[(test id, command, answer, own check, second opinion)] for the tests answered with a
    move; `second` is another engine's argv asked the check question in its own session."""
    rows = []
    with GtpEngine(argv, cwd=SUITES) as engine, \
            (GtpEngine(second, cwd=SUITES) if second else nullcontext()) as other:
        for tid, command in tests:
            if tid is None:
                if other:
                    other.send(command)
                engine.send(command)
                continue
            words, (ok, answer) = command.split(), engine.send(command)
            reply = answer.split()
            if words[0] not in CHECK or not ok or len(reply) < 2 or reply[1].upper() == 'PASS':
                continue
            question = f'{CHECK[words[0]]} {reply[1]} {words[1]}'
            _, check = engine.send(question)
            opinion = other.send(question)[1] if other else ''
            rows.append((tid, command, answer, check, opinion))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--suite', action='append', help='suites to check (default: owl and vie)')
    ap.add_argument('--gnugo', action='store_true', help="ask GNU Go the same question")
    ap.add_argument('tesuji', nargs='?', default=os.path.join(ROOT, 'target', 'release', 'tesuji'))
    args = ap.parse_args()
    second = None
    if args.gnugo:
        ensure_gnugo()
        second = [GNUGO, '--mode', 'gtp', '--quiet']
    total = refuted = 0
    for suite in args.suite or ['owl', 'vie']:
        rows = self_check([args.tesuji, '--mode', 'gtp'], suite_commands(suite), second)
        bad = [r for r in rows if r[3].split()[:1] == ['0']]
        total += len(rows)
        refuted += len(bad)
        print(f'{suite}: {len(rows)} moves answered, {len(bad)} not confirmed by Tesuji itself')
        for tid, command, answer, check, opinion in bad:
            gnu = f'  GNU Go: {opinion}' if second else ''
            print(f'  {suite}:{tid} {command} = {answer}; check = {check}{gnu}')
    print(f'total: {total} moves, {refuted} not confirmed')


if __name__ == '__main__':
    main()

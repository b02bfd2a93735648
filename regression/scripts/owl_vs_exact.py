#!/usr/bin/env python3
"""Owl against the exact solver (and GNU Go's owl) on random enclosed corners.

    regression/scripts/owl_vs_exact.py [--seed 1] [--count 400] [--rows 4] [--cols 5]
                                       [--empties 9-12] [--no-gnugo] [TESUJI_BIN]

Each problem is a 9x9 corner of `rows` x `cols` points filled at random (black 45%, white
10%, empty otherwise), walled in by a white wall along row `rows + 1` and column `cols + 1`;
the problems whose number of empty points lies in `--empties` are kept. The target is the
highest black stone. Tesuji answers `owl_attack`, `owl_defend` and `exact_life` (the exact
solver: a complete minimax of the enclosed problem with the wall assumed to stay); GNU Go
3.8 answers the two owl questions. Codes are compared by class: 0, 1, or ko (2 and 3).

Printed: every problem where Tesuji's owl says 0 where the solver says 1 or the other way
(a hard error), with both engines' answers and the stones, then the totals. Owl leaves
problems of at most eight empty points to the solver itself (`OWL_EXACT_EMPTY`), so the
default range starts above that. Problems the solver cannot take (not enclosed, out of
nodes) are counted apart.

GNU Go: /usr/games/gnugo; if it is missing the script installs it with apt-get.
"""
import argparse, collections, os, random, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, 'gtp-cli', 'scripts'))
from gtp_client import GNUGO, GtpEngine, ensure_gnugo  # noqa: E402
LETTERS = 'ABCDEFGHJ'


def problem(rng, rows, cols):
    """A random corner: {(col, row): 'X' | 'O' | '.'}, rows and columns from 0 and 1."""
    b = {}
    for r in range(1, rows + 1):
        for c in range(cols):
            x = rng.random()
            b[(c, r)] = 'X' if x < 0.45 else ('O' if x < 0.55 else '.')
    for c in range(cols + 1):
        b[(c, rows + 1)] = 'O'
    for r in range(1, rows + 1):
        b[(cols, r)] = 'O'
    return b


def setup(b):
    out = ['boardsize 9', 'clear_board']
    for (c, r), v in b.items():
        if v != '.':
            out.append(f"play {'black' if v == 'X' else 'white'} {LETTERS[c]}{r}")
    return out


def answers(engine, pre, questions):
    """The engine's answers to `questions` after the set-up `pre`; None when a set-up move
    is refused (a random stone was illegal)."""
    for line in pre:
        if not engine.send(line)[0]:
            return None
    return [engine.send_raw(q) for q in questions]


def kind(answer):
    """The class of a GTP owl or exact answer's code: '0', '1' or 'ko'."""
    code = answer.split()[1] if len(answer.split()) > 1 else '?'
    return {'0': '0', '1': '1', '2': 'ko', '3': 'ko'}.get(code, '?')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=400, help='random corners drawn')
    ap.add_argument('--rows', type=int, default=4)
    ap.add_argument('--cols', type=int, default=5)
    ap.add_argument('--empties', default='9-12', help='kept range of empty points, LO-HI')
    ap.add_argument('--no-gnugo', action='store_true', help='leave GNU Go out')
    ap.add_argument('tesuji', nargs='?', default=os.path.join(ROOT, 'target', 'release', 'tesuji'))
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.empties.split('-'))
    if not a.no_gnugo:
        ensure_gnugo()
    rng = random.Random(a.seed)
    stats = collections.Counter()
    tesuji = GtpEngine([a.tesuji, '--mode', 'gtp'])
    gnugo = None if a.no_gnugo else GtpEngine([GNUGO, '--mode', 'gtp', '--quiet'])
    for it in range(a.count):
        b = problem(rng, a.rows, a.cols)
        empties = sum(1 for v in b.values() if v == '.')
        blacks = [k for k, v in b.items() if v == 'X']
        if not lo <= empties <= hi or not blacks:
            continue
        c, r = max(blacks, key=lambda k: (k[1], -k[0]))
        t = f'{LETTERS[c]}{r}'
        pre = setup(b)
        owl = [f'owl_attack {t}', f'owl_defend {t}']
        ours = answers(tesuji, pre, owl + [f'exact_life {t}'])
        if ours is None:
            continue
        if ours[2].startswith('?'):
            stats['not solved'] += 1
            continue
        exact = ours[2].split()
        e = (kind('= ' + exact[1]), kind('= ' + exact[3]))
        o = (kind(ours[0]), kind(ours[1]))
        stats['problems'] += 1
        stats['owl = exact'] += o == e
        hard = lambda x: any({p, q} == {'0', '1'} for p, q in zip(x, e))
        stats['owl hard errors'] += hard(o)
        line = f'{it} {t} ({empties} empty) owl {ours[0]} | {ours[1]}; exact {ours[2]}'
        if not a.no_gnugo:
            g = answers(gnugo, pre, owl)
            gk = (kind(g[0]), kind(g[1]))
            stats['gnugo = exact'] += gk == e
            stats['gnugo hard errors'] += hard(gk)
            line += f'; GNU Go {g[0]} | {g[1]}'
        if hard(o):
            stones = ' '.join(f'{LETTERS[c]}{r}{v}' for (c, r), v in sorted(b.items())
                              if r <= a.rows and c < a.cols and v != '.')
            print(line)
            print('   ', stones)
            sys.stdout.flush()
    for engine in (tesuji, gnugo):
        if engine:
            engine.close()
    print(', '.join(f'{key}: {v}' for key, v in stats.items()))


if __name__ == '__main__':
    main()

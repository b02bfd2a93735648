#!/usr/bin/env python3
"""Owl nodes per test, Tesuji against GNU Go: where does owl spend its budget?

    regression/scripts/owl_nodes.py [--suite owl] [--top 25] [--heavy 300] [--light 30]
                                    [TESUJI_BIN]

Each engine answers the suite as one GTP session (comments and expectations dropped, test
numbers stripped), with `reset_owl_node_counter` before every numbered test and
`get_owl_node_counter` after it. The script prints both totals, the tests where Tesuji used
the most nodes (with GNU Go's count beside), and how many tests Tesuji reads with at least
`--heavy` nodes where GNU Go needs fewer than `--light` (and what share of Tesuji's nodes
they take): the positions where GNU Go's static view decides what Tesuji reads out. The
counts are deterministic; no timing is involved.

GNU Go: /usr/games/gnugo; if it is missing the script installs it with apt-get.
Suites: ../shared/gnugo-regression beside the workspace, or $TESUJI_GNUGO_SUITES.
"""
import argparse, os, sys

from suite_file import ROOT, SUITES, suite_commands
sys.path.insert(0, os.path.join(ROOT, 'gtp-cli', 'scripts'))
from gtp_client import GNUGO, GtpEngine, ensure_gnugo  # noqa: E402


def node_counts(argv, tests):
    """{test id: owl nodes} for one engine answering the suite."""
    counts = {}
    with GtpEngine(argv, cwd=SUITES) as engine:
        for tid, command in tests:
            if tid is None:
                engine.send(command)
                continue
            engine.send('reset_owl_node_counter')
            engine.send(command)
            ok, answer = engine.send('get_owl_node_counter')
            if not ok:
                sys.exit(f'{argv}: get_owl_node_counter failed after test {tid}: {answer}')
            counts[tid] = int(answer.split()[0])
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--suite', default='owl')
    ap.add_argument('--top', type=int, default=25, help='tests listed, most Tesuji nodes first')
    ap.add_argument('--heavy', type=int, default=300)
    ap.add_argument('--light', type=int, default=30)
    ap.add_argument('tesuji', nargs='?', default=os.path.join(ROOT, 'target', 'release', 'tesuji'))
    args = ap.parse_args()
    ensure_gnugo()
    tests = suite_commands(args.suite)
    ours = node_counts([args.tesuji, '--mode', 'gtp'], tests)
    gnu = node_counts([GNUGO, '--mode', 'gtp', '--quiet'], tests)
    total_ours, total_gnu = sum(ours.values()), sum(gnu.values())
    print(f'{args.suite}: {len(ours)} tests, owl nodes Tesuji {total_ours}, GNU Go {total_gnu}'
          f' (ratio {total_ours / max(total_gnu, 1):.2f})')
    print(f'{"test":>6} {"Tesuji":>8} {"GNU Go":>8}')
    for tid in sorted(ours, key=lambda t: -ours[t])[:args.top]:
        print(f'{tid:>6} {ours[tid]:>8} {gnu[tid]:>8}')
    heavy = [t for t in ours if ours[t] >= args.heavy and gnu[t] < args.light]
    share = sum(ours[t] for t in heavy)
    print(f'{len(heavy)} tests with >= {args.heavy} Tesuji nodes where GNU Go needs < {args.light}:'
          f' {share} nodes, {100 * share / max(total_ours, 1):.0f}% of Tesuji\'s')
    print(' '.join(sorted(heavy, key=int)))


if __name__ == '__main__':
    main()

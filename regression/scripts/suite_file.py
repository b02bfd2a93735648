"""GNU Go's regression suites as the scripts here read them (standard library only).

`SUITES` is the directory of the `.tst` files: ../shared/gnugo-regression beside the
workspace, or $TESUJI_GNUGO_SUITES. `suite_commands(suite)` gives the suite's GTP commands
in order, comments and expectations dropped, as (test number or None, command) pairs: a
numbered line is a test, the others set up its position. `suite_tests(suite)` adds each
test's expectation.
"""
import os, re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SUITES = os.environ.get('TESUJI_GNUGO_SUITES', os.path.join(ROOT, '..', 'shared', 'gnugo-regression'))


def suite_commands(suite):
    return [(tid, command) for tid, command, _ in suite_tests(suite)]


def suite_tests(suite):
    """`suite_commands` with each test's expectation: (test number or None, command,
    the regex of its `#? [...]` line or None)."""
    out = []
    path = os.path.join(SUITES, suite + '.tst')
    for line in open(path, encoding='latin-1').read().splitlines():
        s = line.strip()
        m = re.match(r'^#\?\s*\[(.*)\]\*?\s*$', s)
        if m and out and out[-1][0] is not None:
            out[-1] = (out[-1][0], out[-1][1], m.group(1))
            continue
        if not s or s.startswith('#'):
            continue
        m = re.match(r'^(\d+)\s+(.*)$', s)
        out.append((m.group(1), m.group(2), None) if m else (None, s, None))
    return out

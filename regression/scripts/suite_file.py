"""GNU Go's regression suites as the scripts here read them (standard library only).

`SUITES` is the directory of the `.tst` files: ../shared/gnugo-regression beside the
workspace, or $TESUJI_GNUGO_SUITES. `suite_commands(suite)` gives the suite's GTP commands
in order, comments and expectations dropped, as (test number or None, command) pairs: a
numbered line is a test, the others set up its position.
"""
import os, re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SUITES = os.environ.get('TESUJI_GNUGO_SUITES', os.path.join(ROOT, '..', 'shared', 'gnugo-regression'))


def suite_commands(suite):
    out = []
    path = os.path.join(SUITES, suite + '.tst')
    for line in open(path, encoding='latin-1').read().splitlines():
        s = line.strip()
        if not s or s.startswith('#'):
            continue
        m = re.match(r'^(\d+)\s+(.*)$', s)
        out.append((m.group(1), m.group(2)) if m else (None, s))
    return out

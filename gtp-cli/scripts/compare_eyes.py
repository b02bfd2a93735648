#!/usr/bin/env python3
"""Compare Tesuji's `eye_data` and `half_eye_data` with GNU Go 3.8's, point by point.

For every position `optics.tst` loads (or the suites given with --suite), asks both engines
`eye_data black V`, `eye_data white V` and `half_eye_data V` for every point of the board
and reports, per field, how many points agree, and the time of the whole exchange in each
engine. GNU Go is an oracle here, not the truth.

Usage:
  python3 gtp-cli/scripts/compare_eyes.py [--tesuji PATH] [--gnugo PATH] [--regress DIR]
      [--suite optics] [--fields color,origin,esize,msize,marginal,value] [--show N]
"""

import argparse
import os
import re
import sys
import time
from collections import defaultdict

from gtp_client import GtpEngine

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def parse(text):
    out = {}
    for line in text.splitlines():
        parts = line.split(None, 1)
        if len(parts) == 2:
            out[parts[0]] = parts[1].strip()
    return out


def loads(path):
    """The distinct `loadsgf` commands of a suite, in order."""
    seen = []
    for line in open(path):
        m = re.match(r"^\s*(?:\d+\s+)?(loadsgf\s+.*?)\s*$", line)
        if m and m.group(1) not in seen:
            seen.append(m.group(1))
    return seen


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tesuji", default=os.environ.get("TESUJI", "target/release/tesuji"))
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--regress", default=None)
    ap.add_argument("--suite", default="optics")
    ap.add_argument("--fields", default="color,origin,esize,msize,marginal,value")
    ap.add_argument("--show", type=int, default=0, help="print up to N disagreements")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    regress = args.regress or os.path.join(here, "..", "..", "..", "shared", "gnugo-regression")
    fields = args.fields.split(",")
    tes = GtpEngine([os.path.abspath(args.tesuji), "--mode", "gtp"], regress)
    gg = GtpEngine([args.gnugo, "--mode", "gtp", "--quiet"], regress)
    agree = defaultdict(int)
    total = defaultdict(int)
    times = [0.0, 0.0]
    shown = 0
    positions = 0
    for suite in args.suite.split(","):
        for load in loads(os.path.join(regress, suite + ".tst")):
            okg, _ = gg.send(load)
            okt, _ = tes.send(load)
            if not okg or not okt:
                continue
            _, size = gg.send("query_boardsize")
            n = int(size)
            positions += 1
            for i in range(n):
                for j in range(n):
                    v = "%s%d" % (LETTERS[j], n - i)
                    for cmd in ("eye_data black", "eye_data white", "half_eye_data"):
                        t0 = time.perf_counter()
                        _, g = gg.send("%s %s" % (cmd, v))
                        t1 = time.perf_counter()
                        _, t = tes.send("%s %s" % (cmd, v))
                        t2 = time.perf_counter()
                        times[0] += t1 - t0
                        times[1] += t2 - t1
                        dg, dt = parse(g), parse(t)
                        keys = fields if cmd.startswith("eye_data") else ["type", "value"]
                        for f in keys:
                            if f not in dg:
                                continue
                            k = ("half." if cmd == "half_eye_data" else "") + f
                            total[k] += 1
                            if dg.get(f) == dt.get(f):
                                agree[k] += 1
                            elif shown < args.show:
                                shown += 1
                                print("  %s %s %s %s: gnugo %s tesuji %s" %
                                      (load, cmd, v, f, dg.get(f), dt.get(f)))
    tes.close(timeout=5)
    gg.close(timeout=5)
    print("positions %d" % positions)
    print("%-16s %8s %8s" % ("field", "agree%", "points"))
    for k in sorted(total):
        print("%-16s %7.2f%% %8d" % (k, 100.0 * agree[k] / total[k], total[k]))
    print("time of the exchange: gnugo %.2f s, tesuji %.2f s" % (times[0], times[1]))


if __name__ == "__main__":
    sys.exit(main())

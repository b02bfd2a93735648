#!/usr/bin/env python3
"""Compare Tesuji's dragons with GNU Go 3.8's on the regression positions.

Loads regression SGF positions (every games/**/*.sgf at a few move numbers) in both engines
and compares:
  * the amalgamation: `dragon_stones` as a partition of the stones. Reported: the share of
    dragons (stone sets) found identically, and of stone pairs (two stones of one colour
    next to each other or diagonal, or a knight's move / one-space jump apart) on which
    the two engines agree whether they are in the same dragon, with the disagreements
    split into "Tesuji joins, GNU Go splits" and the reverse;
  * the `dragon_data` fields both print (size, effective_size, genus, escape_route, lunch,
    crude_status, hostile_neighbors, neighbors as a count), on the dragons found
    identically;
  * the time of the first `dragon_data` after `loadsgf` (worms + dragons + output) on 19x19
    positions around move 100-150, GNU Go's beside Tesuji's.

GNU Go is an oracle here, not the truth: see the issue notes for the disagreements.

Usage:
  python3 gtp-cli/scripts/compare_dragons.py [--tesuji PATH] [--gnugo PATH]
      [--regress DIR] [--moves 30,80,150] [--limit N] [--filter SUBSTR] [--show KIND]
KIND: `join` or `split` prints up to --showmax pair disagreements of that kind; a field
name prints disagreements of that field.
"""

import argparse
import glob
import os
import sys
import time
from collections import defaultdict

from gtp_client import GtpEngine

FIELDS = ["size", "effective_size", "genus", "escape_route", "lunch", "crude_status",
          "hostile_neighbors", "neighbors"]
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
NEAR = [(dx, dy) for dx in range(-2, 3) for dy in range(-2, 3)
        if (dx, dy) != (0, 0) and abs(dx) + abs(dy) <= 3 and (dx, dy) > (0, 0)]


def parse_dragon_data(text):
    """{origin-or-vertex: {field: value}} from a `dragon_data` answer."""
    out = {}
    cur = None
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.endswith(":") and " " not in line:
            cur = {}
            out[line[:-1]] = cur
            continue
        parts = line.split(None, 1)
        if cur is not None:
            cur[parts[0]] = parts[1] if len(parts) == 2 else ""
    return out


def partition(text):
    """{vertex: frozenset of its dragon's stones} from a `dragon_stones` answer."""
    out = {}
    for line in text.splitlines():
        stones = frozenset(line.split())
        for s in stones:
            out[s] = stones
    return out


def xy(v):
    return LETTERS.index(v[0]), int(v[1:])


def vtx(x, y):
    return "%s%d" % (LETTERS[x], y)


def equal(field, a, b):
    if field == "effective_size":
        try:
            return abs(float(a) - float(b)) < 0.011
        except ValueError:
            return False
    if field == "neighbors":
        return len(a.split()) == len(b.split())
    return a == b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tesuji", default=os.environ.get("TESUJI", "target/release/tesuji"))
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--regress", default=None)
    ap.add_argument("--moves", default="30,80,150")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--filter", default="")
    ap.add_argument("--show", default="")
    ap.add_argument("--showmax", type=int, default=20)
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    regress = args.regress or os.path.join(here, "..", "..", "..", "shared", "gnugo-regression")
    tesuji = os.path.abspath(args.tesuji)

    files = sorted(glob.glob(os.path.join(regress, "games", "**", "*.sgf"), recursive=True))
    files = [os.path.relpath(f, regress) for f in files if args.filter in f]
    if args.limit:
        files = files[: args.limit]
    moves = [int(m) for m in args.moves.split(",")]

    tes = GtpEngine([tesuji, "--mode", "gtp"], regress)
    gg = GtpEngine([args.gnugo, "--mode", "gtp", "--quiet"], regress)

    positions = skipped = 0
    dragons_g = dragons_same = 0
    pairs = pair_agree = 0
    joins = splits = 0
    agree = defaultdict(int)
    total = defaultdict(int)
    shown = 0
    t_tes, t_gg = [], []
    for f in files:
        last = None
        for m in moves:
            okg, _ = gg.send("loadsgf %s %d" % (f, m))
            okt, _ = tes.send("loadsgf %s %d" % (f, m))
            if not okg or not okt:
                break
            _, size = gg.send("query_boardsize")
            _, h = gg.send("move_history")
            key = h.count("\n")
            if last == key:
                continue
            last = key
            t0 = time.perf_counter()
            okg, dg_text = gg.send("dragon_data")
            t1 = time.perf_counter()
            okt, dt_text = tes.send("dragon_data")
            t2 = time.perf_counter()
            if not okg or not okt:
                skipped += 1
                continue
            if size == "19" and 90 <= m <= 160:
                t_gg.append(t1 - t0)
                t_tes.append(t2 - t1)
            _, sg = gg.send("dragon_stones")
            _, st = tes.send("dragon_stones")
            pg, pt = partition(sg), partition(st)
            if set(pg) != set(pt):
                skipped += 1  # the SGF loaded differently
                continue
            positions += 1
            _, colors_text = gg.send("list_stones black")
            black = set(colors_text.split())
            # Pairs of nearby stones of one colour.
            for v in pg:
                x, y = xy(v)
                for dx, dy in NEAR:
                    if not (0 <= x + dx < len(LETTERS)):
                        continue
                    w = vtx(x + dx, y + dy)
                    if w not in pg or ((v in black) != (w in black)):
                        continue
                    pairs += 1
                    jg, jt = pg[v] == pg[w], pt[v] == pt[w]
                    if jg == jt:
                        pair_agree += 1
                        continue
                    kind = "join" if jt else "split"
                    if jt:
                        joins += 1
                    else:
                        splits += 1
                    if args.show == kind and shown < args.showmax:
                        shown += 1
                        print("  %s move %d: %s %s (tesuji %s)" %
                              (f, m, v, w, "joins" if jt else "splits"))
            # Fields on dragons found identically (keyed by any stone).
            dgd = parse_dragon_data(dg_text)
            dtd = parse_dragon_data(dt_text)
            by_stone_t = {}
            for o, d in dtd.items():
                for s in pt.get(o, ()):
                    by_stone_t[s] = d
            seen = set()
            for o, g in dgd.items():
                stones = pg.get(o)
                if stones is None or stones in seen:
                    continue
                seen.add(stones)
                dragons_g += 1
                if pt.get(o) != stones:
                    continue
                dragons_same += 1
                t = by_stone_t.get(o, {})
                for fld in FIELDS:
                    total[fld] += 1
                    gv, tv = g.get(fld, ""), t.get(fld, "")
                    if fld == "lunch" and gv != "PASS" and tv != "PASS":
                        # Compare the worms, not the vertices.
                        okg2, wg = gg.send("worm_stones %s" % gv)
                        okt2, wt = tes.send("worm_stones %s" % tv)
                        gv, tv = set(wg.split()), set(wt.split())
                    if equal(fld, gv, tv):
                        agree[fld] += 1
                    elif args.show == fld and shown < args.showmax:
                        shown += 1
                        print("  %s move %d %s: gnugo %s tesuji %s" % (f, m, o, gv, tv))
    tes.close(timeout=5)
    gg.close(timeout=5)

    print("positions %d (%d skipped), dragons (GNU Go's) %d, found identically %d (%.1f%%)" %
          (positions, skipped, dragons_g, dragons_same,
           100.0 * dragons_same / max(1, dragons_g)))
    print("nearby same-colour stone pairs %d: agree %.2f%%; Tesuji joins where GNU Go "
          "splits %d, splits where GNU Go joins %d" %
          (pairs, 100.0 * pair_agree / max(1, pairs), joins, splits))
    print("%-20s %8s %8s" % ("field", "agree%", "dragons"))
    for fld in FIELDS:
        n = total[fld]
        if n:
            print("%-20s %7.2f%% %8d" % (fld, 100.0 * agree[fld] / n, n))
    if t_tes:
        t_tes.sort()
        t_gg.sort()
        print("dragon_data time, 19x19 moves 90-160 (%d positions): tesuji mean %.1f ms "
              "median %.1f ms; gnugo mean %.1f ms median %.1f ms" %
              (len(t_tes), 1000 * sum(t_tes) / len(t_tes), 1000 * t_tes[len(t_tes) // 2],
               1000 * sum(t_gg) / len(t_gg), 1000 * t_gg[len(t_gg) // 2]))


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Compare Tesuji's `worm_data` with GNU Go 3.8's, field by field.

Loads regression SGF positions (every games/**/*.sgf at a few move numbers), runs
`worm_data` in both engines and reports, for every field, the share of stones on which the
two agree. Fields computed by the tactical reader (attack/defense codes and points) are
split further: when they differ, both engines are asked the reader's own answer (`attack` /
`defend`); if those differ too (the code for *_code fields, code and move for *_point
fields) the case counts as "reader disagreement", not a worm disagreement. A differing attack/defense point that Tesuji's reader accepts (`does_attack` /
`does_defend`) counts as "equivalent".

Also times the first `worm_data` after `loadsgf` in both engines (which is make_worms plus
output) on 19x19 positions around move 100-150.

Usage (from anywhere):
  python3 gtp-cli/scripts/compare_worms.py [--tesuji PATH] [--gnugo PATH]
      [--regress DIR] [--moves 30,80,150] [--limit N] [--filter SUBSTR] [--show FIELD]
"""

import argparse
import glob
import os
import sys
import time
from collections import defaultdict

from gtp_client import GtpEngine

FIELDS = [
    "size", "effective_size", "liberties", "liberties2", "liberties3", "liberties4",
    "attack_code", "attack_point", "defense_code", "defense_point", "lunch", "cutstone",
    "cutstone2", "genus", "inessential", "invincible", "unconditional_status",
]
READER_FIELDS = {"attack_code", "attack_point", "defense_code", "defense_point", "lunch"}
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def reader_suspects(d, v):
    """Enemy stones next to (or diagonal to) the worm at v: its lunch candidates."""
    col = d[v]["color"]
    out = []
    for s, w in d.items():
        if w["origin"] != d[v]["origin"]:
            continue
        x, y = LETTERS.index(s[0]), int(s[1:])
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if (dx or dy) and 0 <= x + dx < len(LETTERS):
                    q = "%s%d" % (LETTERS[x + dx], y + dy)
                    if q in d and d[q]["color"] not in (col, "empty"):
                        out.append(q)
    return out


def parse_worm_data(text, colors=None):
    """{vertex: {field: value}} for non-empty points; `colors` gets every point's colour."""
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
        if cur is not None and len(parts) == 2:
            cur[parts[0]] = parts[1]
    if colors is not None:
        colors.update({v: d.get("color") for v, d in out.items()})
    return {v: d for v, d in out.items() if d.get("color") in ("black", "white")}


def equal(field, a, b):
    if field == "effective_size":
        return abs(float(a) - float(b)) < 0.011
    return a == b


def first_word(s):
    return s.split()[0] if s else s


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--tesuji", default=os.environ.get(
        "TESUJI", "/work/target-worms/release/tesuji"))
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--regress", default="/work/shared/gnugo-regression")
    ap.add_argument("--moves", default="30,80,150")
    ap.add_argument("--limit", type=int, default=0, help="at most N SGF files")
    ap.add_argument("--filter", default="", help="only SGF paths containing this")
    ap.add_argument("--show", default="", help="print up to 20 disagreements of FIELD")
    ap.add_argument("--showmax", type=int, default=20)
    args = ap.parse_args()
    del here

    files = sorted(glob.glob(os.path.join(args.regress, "games", "**", "*.sgf"),
                             recursive=True))
    files = [os.path.relpath(f, args.regress) for f in files if args.filter in f]
    if args.limit:
        files = files[: args.limit]
    moves = [int(m) for m in args.moves.split(",")]

    tes = GtpEngine([args.tesuji, "--mode", "gtp"], args.regress)
    gg = GtpEngine([args.gnugo, "--mode", "gtp", "--quiet"], args.regress)

    agree = defaultdict(int)
    total = defaultdict(int)
    reader_dis = defaultdict(int)
    equiv = defaultdict(int)
    shown = 0
    positions = 0
    skipped = 0
    stones = 0
    t_tes = []
    t_gg = []
    for f in files:
        last_ok = None
        for m in moves:
            okg, rg = gg.send("loadsgf %s %d" % (f, m))
            okt, rt = tes.send("loadsgf %s %d" % (f, m))
            if not okg or not okt:
                break
            ok, size = gg.send("query_boardsize")
            # Skip positions identical to the previous one (game shorter than m).
            okh, h = gg.send("move_history")
            key = (h.count("\n"),)
            if last_ok == key:
                continue
            last_ok = key
            t0 = time.perf_counter()
            _, wg = gg.send("worm_data")
            t1 = time.perf_counter()
            _, wt = tes.send("worm_data")
            t2 = time.perf_counter()
            if size == "19" and 90 <= m <= 160:
                t_gg.append(t1 - t0)
                t_tes.append(t2 - t1)
            cg, ct = {}, {}
            dg = parse_worm_data(wg, cg)
            dt = parse_worm_data(wt, ct)
            if not dg:
                continue
            if any(ct.get(v, c) != c for v, c in cg.items()):
                # The SGF loaded differently (e.g. setup properties late in the game).
                skipped += 1
                continue
            positions += 1
            cache = {}

            def reader(engine, cmd, v):
                k = (engine, cmd, v)
                if k not in cache:
                    e = gg if engine == "g" else tes
                    ok, r = e.send("%s %s" % (cmd, v))
                    cache[k] = r if ok else "?"
                return cache[k]

            for v, g in dg.items():
                t = dt.get(v)
                if t is None:
                    continue
                stones += 1
                # Only count each worm once: at its origin in GNU Go's numbering.
                if g["origin"] != v:
                    continue
                for fld in FIELDS:
                    total[fld] += 1
                    gv, tv = g.get(fld, ""), t.get(fld, "")
                    if fld in ("lunch",) and gv != "PASS" and tv != "PASS":
                        # Compare worms, not vertices.
                        gv = dg.get(gv, {}).get("origin", gv)
                        tv = dg.get(tv, {}).get("origin", tv)
                    if equal(fld, gv, tv):
                        agree[fld] += 1
                        continue
                    if fld == "lunch":
                        # A lunch chosen differently because the two readers judge one
                        # of the candidates differently is a reader disagreement.
                        codes = ("attack_code", "defense_code")
                        if any(dg[x][c] != dt.get(x, {}).get(c)
                               for x in (gv, tv) if x in dg for c in codes) or any(
                                   dg[x][c] != dt.get(x, {}).get(c)
                                   for x in reader_suspects(dg, v) for c in codes):
                            reader_dis[fld] += 1
                            continue
                    if fld in READER_FIELDS:
                        cmd = "attack" if fld.startswith("attack") else "defend"
                        # A defence is only looked for on worms the reader can attack,
                        # so a reader disagreement on the attack code counts for both.
                        rga, rta = reader("g", "attack", v), reader("t", "attack", v)
                        if cmd == "defend" and first_word(rga) != first_word(rta):
                            reader_dis[fld] += 1
                            continue
                        if not (cmd == "defend" and g["attack_code"] == "0"):
                            rgv = reader("g", cmd, v)
                            rtv = reader("t", cmd, v)
                            # Codes: the reader's codes differ. Points: the reader's
                            # answers (code and move) differ.
                            if (first_word(rgv) != first_word(rtv) if fld.endswith("_code")
                                    else rgv != rtv):
                                reader_dis[fld] += 1
                                continue
                        if fld.endswith("_point") and gv != "PASS" and tv != "PASS":
                            chk = "does_attack" if cmd == "attack" else "does_defend"
                            ok, r = tes.send("%s %s %s" % (chk, gv, v))
                            if ok and r != "0":
                                equiv[fld] += 1
                                continue
                    if args.show == fld and shown < args.showmax:
                        shown += 1
                        print("  %s move %d %s %s: gnugo %s tesuji %s" %
                              (f, m, g["color"], v, gv, tv))
    tes.close(timeout=5)
    gg.close(timeout=5)

    print("positions %d (%d more skipped: boards differ after loadsgf), stones %d, worms %d" %
          (positions, skipped, stones, total["size"]))
    print("%-22s %8s %8s %8s %8s" % ("field", "agree%", "+equiv%", "reader", "worms"))
    for fld in FIELDS:
        n = total[fld]
        if n == 0:
            continue
        a = 100.0 * agree[fld] / n
        e = 100.0 * (agree[fld] + equiv[fld]) / n
        r = reader_dis[fld]
        excl = n - r
        adj = 100.0 * (agree[fld] + equiv[fld]) / excl if excl else 100.0
        print("%-22s %7.2f%% %7.2f%% %8d %8d   (excluding reader: %.2f%%)" %
              (fld, a, e, r, n, adj) if fld in READER_FIELDS else
              "%-22s %7.2f%% %8s %8s %8d" % (fld, a, "", "", n))
    if t_tes:
        t_tes.sort()
        t_gg.sort()
        print("worm_data time, 19x19 moves 90-160 (%d positions): tesuji mean %.2f ms "
              "median %.2f ms; gnugo mean %.2f ms median %.2f ms" %
              (len(t_tes), 1000 * sum(t_tes) / len(t_tes), 1000 * t_tes[len(t_tes) // 2],
               1000 * sum(t_gg) / len(t_gg), 1000 * t_gg[len(t_gg) // 2]))


if __name__ == "__main__":
    sys.exit(main())

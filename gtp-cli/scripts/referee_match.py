#!/usr/bin/env python3
"""A match between two GTP engines, colours alternating, scored by a referee engine.

Usage: referee_match.py --engine "CMD ..." --opponent "CMD ..." [--referee "CMD ..."]
                        [--games N] [--first K] [--size 9] [--komi 7] [--seed-option=--seed]
                        [--sgf-dir DIR] [--time-like-opponent S]

Game k (from --first on) gives --engine black when k is even, white when odd; with
--seed-option the engine is started with that option and k + 1 (so a match can be split
over several processes and each game still reproduces). Every move is checked with the
other engine (`play` must succeed); the game ends with two passes, a resignation, or
3 x size x size moves. The referee (GNU Go by default) replays the game and answers
`final_score`; a jigo counts half. Prints one line per game, then the engine's wins with
a 95% Wilson interval and each side's wall time per move. Exits non-zero when a game
failed (an illegal move, an engine error). With --time-like-opponent the engine's time per
move follows the opponent's: before each engine move the referee sends it, as a Canadian
byo-yomi period of 100 stones, what keeps its total time at the opponent's mean time per
move so far in the match times its own moves.

Example (9x9 against GNU Go at level 10, two processes for two cores):

    python3 gtp-cli/scripts/referee_match.py --engine "target/release/tesuji --mode gtp" \\
        --opponent "/usr/games/gnugo --mode gtp --quiet --level 10" --games 10 --first 0 \\
        --seed-option=--seed
"""
import argparse
import math
import os
import sys
import time

from gtp_client import GtpEngine


class Timed(GtpEngine):
    """An engine that adds up the wall time of its `genmove` answers."""

    def __init__(self, cmd):
        super().__init__(cmd)
        self.time = 0.0
        self.moves = 0

    def genmove(self, color):
        t = time.time()
        ok, mv = self.send(f"genmove {color}")
        self.time += time.time() - t
        self.moves += 1
        return ok, mv


def wilson(wins, n, z=1.96):
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def play_game(black, white, size, komi, before_genmove=None):
    for e in (black, white):
        for c in (f"boardsize {size}", "clear_board", f"komi {komi}"):
            ok, r = e.send(c)
            if not ok:
                raise RuntimeError(f"{e.name}: {c}: {r}")
    moves, passes, color = [], 0, "black"
    while passes < 2 and len(moves) < 3 * size * size:
        mover, other = (black, white) if color == "black" else (white, black)
        if before_genmove:
            before_genmove(mover, color)
        ok, mv = mover.genmove(color)
        if not ok:
            raise RuntimeError(f"{mover.name}: genmove {color}: {mv}")
        if mv.lower() == "resign":
            return moves, "W+R" if color == "black" else "B+R"
        ok, r = other.send(f"play {color} {mv}")
        if not ok:
            raise RuntimeError(f"illegal move {color} {mv} by {mover.name}: {r}")
        moves.append((color, mv))
        passes = passes + 1 if mv.lower() == "pass" else 0
        color = "white" if color == "black" else "black"
    return moves, None


def referee_score(cmd, size, komi, moves):
    ref = GtpEngine(cmd)
    try:
        for c in (f"boardsize {size}", "clear_board", f"komi {komi}"):
            ref.send(c)
        for color, mv in moves:
            ok, r = ref.send(f"play {color} {mv}")
            if not ok:
                raise RuntimeError(f"referee refused {color} {mv}: {r}")
        ok, score = ref.send("final_score")
        if not ok:
            raise RuntimeError(f"referee: final_score: {score}")
        return score
    finally:
        ref.close()


def sgf(size, komi, moves, result, black, white):
    coords = "abcdefghjklmnopqrst"
    letters = "abcdefghijklmnopqrstuvwxy"

    def point(mv):
        if mv.lower() == "pass":
            return ""
        col = coords.index(mv[0].lower())
        row = size - int(mv[1:])
        return letters[col] + letters[row]

    body = "".join(f";{c[0].upper()}[{point(m)}]" for c, m in moves)
    return (f"(;FF[4]GM[1]SZ[{size}]KM[{komi}]RE[{result}]PB[{black}]PW[{white}]"
            f"{body})\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", required=True, help="the engine measured")
    ap.add_argument("--opponent", required=True)
    ap.add_argument("--referee", default="/usr/games/gnugo --mode gtp --quiet")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=7.0)
    ap.add_argument("--seed-option", help="engine option that takes a seed, e.g. --seed")
    ap.add_argument("--sgf-dir")
    ap.add_argument("--time-like-opponent", type=float, metavar="S",
                    help="before each engine move, send it (GTP `time_left COLOR T 100`: "
                         "T / 100 seconds a stone, of which Tesuji spends 0.8) the time that "
                         "keeps its total at the opponent's mean time per move so far in the "
                         "match (S seconds until the opponent has moved) times its moves")
    a = ap.parse_args()
    wins, played, failed = 0.0, 0, False
    per_move = {"engine": [0.0, 0], "opponent": [0.0, 0]}
    for k in range(a.first, a.first + a.games):
        cmd = a.engine + (f" {a.seed_option} {k + 1}" if a.seed_option else "")
        engine, opponent = Timed(cmd), Timed(a.opponent)
        engine_black = k % 2 == 0
        black, white = (engine, opponent) if engine_black else (opponent, engine)

        def like_opponent(mover, color, engine=engine, opponent=opponent):
            if mover is not engine or a.time_like_opponent is None:
                return
            t, n = per_move["opponent"][0] + opponent.time, per_move["opponent"][1] + opponent.moves
            # 0.95: the engine's answer takes a little beyond the time it was given.
            mean = 0.95 * (t / n if n else a.time_like_opponent)
            # Keep the engine's total at the opponent's mean times its moves: a move gets
            # what that leaves (between a tenth and three times the mean).
            used = per_move["engine"][0] + engine.time
            moves = per_move["engine"][1] + engine.moves
            allot = min(max(mean * (moves + 1) - used, mean / 10), 3 * mean)
            ok, r = engine.send(f"time_left {color} {int(allot * 100 / 0.8)} 100")
            if not ok:
                raise RuntimeError(f"{engine.name}: time_left: {r}")

        try:
            moves, result = play_game(black, white, a.size, a.komi, like_opponent)
            result = result or referee_score(a.referee, a.size, a.komi, moves)
            if result.strip() == "0":
                score = 0.5
            else:
                score = float(result.startswith("B") == engine_black)
            wins += score
            played += 1
            colour = "black" if engine_black else "white"
            print(f"game {k}: engine {colour}, {len(moves)} moves, {result}, "
                  f"{'win' if score == 1 else 'jigo' if score == 0.5 else 'loss'}", flush=True)
            if a.sgf_dir:
                names = ("engine", "opponent") if engine_black else ("opponent", "engine")
                with open(os.path.join(a.sgf_dir, f"game{k}.sgf"), "w") as f:
                    f.write(sgf(a.size, a.komi, moves, result, *names))
        except RuntimeError as e:
            print(f"game {k}: FAILED: {e}", flush=True)
            failed = True
        finally:
            for name, e in (("engine", engine), ("opponent", opponent)):
                per_move[name][0] += e.time
                per_move[name][1] += e.moves
            engine.close()
            opponent.close()
    lo, hi = wilson(wins, played)
    print(f"engine won {wins:g} of {played} ({100 * wins / max(played, 1):.0f}%, "
          f"95% interval {100 * lo:.0f}-{100 * hi:.0f}%)")
    for name, (t, n) in per_move.items():
        print(f"{name}: {n} moves, {t / max(n, 1):.3f} s per move")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

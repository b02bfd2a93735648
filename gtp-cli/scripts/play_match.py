#!/usr/bin/env python3
"""Referee a game between two GTP engines and report the result.

Usage: play_match.py --black "CMD ..." --white "CMD ..." [--size 9] [--komi 6.5]
                     [--games N] [--max-moves M] [--sgf OUT.sgf]

Every move is checked with the other engine (`play` must succeed) and the game must end with
two consecutive passes. Exits non-zero on any illegal move, engine error, or a game that does
not end within --max-moves. Prints one line per game and a summary with the time per move of
each engine.
"""
import argparse
import sys
import time

from gtp_client import GtpEngine


class Engine(GtpEngine):
    """A GTP engine that adds up the wall time of its answers."""

    def __init__(self, cmd):
        super().__init__(cmd)
        self.cmd = cmd
        self.time = 0.0
        self.moves = 0

    def send(self, line):
        t = time.time()
        answer = super().send(line)
        self.time += time.time() - t
        return answer


def final_score(engine):
    ok, s = engine.send("final_score")
    return s if ok else "?"


def play_game(black, white, size, komi, max_moves):
    for e in (black, white):
        for c in (f"boardsize {size}", "clear_board", f"komi {komi}"):
            ok, r = e.send(c)
            if not ok:
                raise RuntimeError(f"{e.cmd}: {c}: {r}")
    passes = 0
    moves = []
    color = "black"
    while passes < 2:
        if len(moves) >= max_moves:
            raise RuntimeError(f"game did not end within {max_moves} moves")
        mover, other = (black, white) if color == "black" else (white, black)
        ok, mv = mover.send(f"genmove {color}")
        if not ok:
            raise RuntimeError(f"{mover.cmd}: genmove {color} failed: {mv}")
        mover.moves += 1
        if mv.lower() == "resign":
            return moves, f"{'W' if color == 'black' else 'B'}+R"
        ok, r = other.send(f"play {color} {mv}")
        if not ok:
            raise RuntimeError(f"illegal move {color} {mv} by {mover.cmd}: {r}")
        moves.append((color, mv))
        passes = passes + 1 if mv.lower() == "pass" else 0
        color = "white" if color == "black" else "black"
    return moves, final_score(black) + " / " + final_score(white)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--black", required=True)
    ap.add_argument("--white", required=True)
    ap.add_argument("--size", type=int, default=9)
    ap.add_argument("--komi", type=float, default=6.5)
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--max-moves", type=int, default=0)
    ap.add_argument("--sgf")
    a = ap.parse_args()
    max_moves = a.max_moves or 3 * a.size * a.size
    black, white = Engine(a.black), Engine(a.white)
    failed = False
    try:
        for g in range(a.games):
            try:
                moves, result = play_game(black, white, a.size, a.komi, max_moves)
                print(f"game {g + 1}: {len(moves)} moves, ended with two passes, score {result}")
                if a.sgf:
                    ok, sgf = black.send("printsgf")
                    if ok:
                        out = a.sgf if a.games == 1 else a.sgf.replace(".sgf", f"-{g + 1}.sgf")
                        with open(out, "w") as f:
                            f.write(sgf + "\n")
            except RuntimeError as e:
                print(f"game {g + 1}: FAILED: {e}")
                failed = True
    finally:
        for e in (black, white):
            per = e.time / max(e.moves, 1)
            print(f"{e.cmd}: {e.moves} genmoves, {e.time:.2f} s, {1000 * per:.2f} ms per move")
        black.close()
        white.close()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

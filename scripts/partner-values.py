#!/usr/bin/env python3
"""What each Wild Tiled West partner is worth to the greedy bot, solo.

Plays greedy solo games through `saloon play --json`, reads the partners each game kept from
its replay (keep-partner, pick-partner, and the draw after a blind pick), and fits the
`partners` score line as the sum of the kept partners' values by least squares.
RULES-NOTES.md ("Partners") reports its figures.

usage: scripts/partner-values.py SALOON FIRST_SEED GAMES [JOBS] [OPTIONS_JSON]
e.g.   scripts/partner-values.py target/release/saloon 1 4000 2
"""
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from least_squares import solve


def play(saloon, seed, options):
    cmd = [saloon, "play", "--game", "wild-tiled-west", "--players", "1", "--bots", "greedy",
           "--seed", str(seed), "--json"]
    if options:
        cmd += ["--options", options]
    game = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    kept, blind_pick = [], False
    for step in game["replay"]["actions"]:
        action = step["action"]
        kind = action.get("type")
        if kind == "keep-partner":
            kept.append(action["id"])
        elif kind == "pick-partner":
            if action.get("id") is None:
                blind_pick = True  # the partner is the next card drawn
            else:
                kept.append(action["id"])
        elif kind == "draw-partner" and blind_pick:
            kept.append(action["id"])
            blind_pick = False
    lines = {line["key"]: line["points"] for line in game["scores"][0]["lines"]}
    return kept, lines["partners"], game["scores"][0]["total"]


def least_squares(rows, n):
    """Solves (X'X) v = X'y by Gauss-Jordan; a tiny ridge keeps a never-kept partner at 0."""
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for kept, points, _ in rows:
        x = [0] * n
        for partner in kept:
            x[partner - 1] += 1
        for i in range(n):
            b[i] += x[i] * points
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += 1e-6
    return solve(a, b)

def main():
    saloon, first, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    jobs = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    options = sys.argv[5] if len(sys.argv) > 5 else None
    content = json.loads(subprocess.run([saloon, "content", "wild-tiled-west", "--json"],
                                        capture_output=True, text=True, check=True).stdout)
    n = content["partners"]
    with ThreadPoolExecutor(jobs) as pool:
        rows = list(pool.map(lambda s: play(saloon, s, options), range(first, first + games)))
    values = least_squares(rows, n)
    kept_count = [sum(kept.count(p) for kept, _, _ in rows) for p in range(1, n + 1)]
    for i in sorted(range(n), key=lambda i: -values[i]):
        print(f"partner {i + 1:2d}  {values[i]:5.1f} points  kept {kept_count[i]}")
    print(f"{len(rows)} games: mean partners {sum(r[1] for r in rows) / len(rows):.1f}, "
          f"mean total {sum(r[2] for r in rows) / len(rows):.1f}")


if __name__ == "__main__":
    main()

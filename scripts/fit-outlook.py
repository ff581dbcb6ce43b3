#!/usr/bin/env python3
"""Fits Wild Tiled West's outlook weights to final scores.

Reads the CSV of `crates/bots/examples/outlook-samples.rs` (one row per seat where a turn
begins: the score then, the outlook's parts then, the seat's final score) and fits the points
still to come (final less score then) as a weighted sum of the parts by least squares, one
set of weights for the whole game (weights by the year make the value jump where a year ends),
pulled gently toward the hand-tuned weights so that a part that never varies keeps its old
weight. Games with an even seed are fitted and odd seeds held out. It prints, year by year,
the held-out error of three sets: the hand weights, the hand weights with only `turns_left`
and `one` fitted (the points the turns to come bring), and all fitted; then the weights fitted.
A better prediction is not a better bot: see `crates/bots/STRENGTH.md` before using them.

usage: scripts/fit-outlook.py SAMPLES.csv [RIDGE]
e.g.   cargo run --release -p saloon-bots --example outlook-samples -- 1 100001 4000 > solo.csv
       scripts/fit-outlook.py solo.csv
"""
import csv
import math
import sys

from least_squares import solve

# The hand-tuned weights of `evaluation.rs` (HAND_WEIGHTS), by part name.
HAND = {
    "gold": 0.05, "gold_left": 0.85, "bullets_left": 1.2, "income_to_come": 0.5,
    "towns": 0.8, "pastures": 0.7, "tussles": 0.5, "horseshoes_left": 0.6, "aces": 0.5,
    "tile_in_hand": 1.0, "partners": 1.0, "red_signs": 1.0, "pink_signs": 0.5,
    "turns_left": 0.0, "one": 0.0,
}


def fit(rows, prior, ridge):
    """Least squares of y on x, plus ridge * |w - prior|^2 per row."""
    n = len(prior)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        for i in range(n):
            if x[i] == 0.0:
                continue
            b[i] += x[i] * y
            for j in range(n):
                a[i][j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += ridge * len(rows)
        b[i] += ridge * len(rows) * prior[i]
    return solve(a, b)


def rmse(rows, w):
    return math.sqrt(sum((y - sum(p * q for p, q in zip(x, w))) ** 2 for x, y in rows) / len(rows))


def main():
    path = sys.argv[1]
    ridge = float(sys.argv[2]) if len(sys.argv) > 2 else 0.001
    with open(path) as f:
        reader = csv.reader(f)
        header = next(reader)
        names = header[header.index("score_now") + 1:header.index("final")]
        col = {name: i for i, name in enumerate(header)}
        train, test = [], []
        for r in reader:
            x = [float(r[col[name]]) for name in names]
            y = float(r[col["final"]]) - float(r[col["score_now"]])
            held_out = int(r[col["game"]]) % 2 == 1
            (test if held_out else train).append((int(r[col["year"]]), x, y))
    hand = [HAND[name] for name in names]

    def fitted(free):
        """The hand weights with the parts in `free` fitted."""
        idx = [names.index(n) for n in free]
        rows = [([x[i] for i in idx],
                 y - sum(x[j] * hand[j] for j in range(len(names)) if j not in idx))
                for _, x, y in train]
        w = hand[:]
        for k, v in zip(idx, fit(rows, [hand[i] for i in idx], ridge)):
            w[k] = v
        return w

    sets = {"hand": hand, "turns fitted": fitted(["turns_left", "one"]), "all fitted": fitted(names)}
    print(f"{len(train)} rows fitted, {len(test)} held out; held-out error of the points to come:")
    for year in sorted({y for y, _, _ in test}):
        rows = [(x, y) for yr, x, y in test if yr == year]
        errors = ", ".join(f"{label} {rmse(rows, w):.2f}" for label, w in sets.items())
        print(f"  year {year}: {errors}")
    for label in ("turns fitted", "all fitted"):
        print(f"\n{label}:")
        for name, v in zip(names, sets[label]):
            print(f"  {name:16} {v:8.3f}")


if __name__ == "__main__":
    main()

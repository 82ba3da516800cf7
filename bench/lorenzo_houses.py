"""Lorenzo with Houses of Renaissance, speed: `python bench/lorenzo_houses.py [--games 10]`. A measurement,
not a test (bench/lorenzo_bots.py measures the bots and the base game).

For the base game (4 players, no options) and Houses of Renaissance (mixed leaders) at 4 and 5 players:
the median seconds of a game of random legal moves (seeds 1..N, the random choices seeded too, so a rerun
plays the same games) and the 95th percentile of `legal_actions` over every position of those games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.engine import step  # noqa: E402
from rules.core.options import config_for  # noqa: E402
from rules.lorenzo.game import GAME  # noqa: E402

HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}


def random_game(players: int, options: dict, seed: int, timings: list[float]) -> float:
    state = GAME.setup(config_for(GAME, players, options), seed)
    pick = random.Random(seed)
    start = time.perf_counter()
    while GAME.to_act(state):
        seat = min(GAME.to_act(state))
        began = time.perf_counter()
        legal = GAME.legal_actions(state, seat)
        timings.append(time.perf_counter() - began)
        state = step(GAME, state, pick.choice(legal), seat).state
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    for label, players, options in (
        ("base, 4 players", 4, {}),
        ("houses, 4 players", 4, HOUSES),
        ("houses, 5 players", 5, HOUSES),
    ):
        timings: list[float] = []
        seconds = [random_game(players, options, seed, timings) for seed in range(1, args.games + 1)]
        timings.sort()
        p95 = timings[int(len(timings) * 0.95)] * 1000
        print(
            f"{label}: random game median {statistics.median(seconds):.2f} s, legal_actions p95 {p95:.1f} ms "
            f"({len(timings)} positions)"
        )


if __name__ == "__main__":
    main()

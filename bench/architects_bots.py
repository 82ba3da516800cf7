"""Architects of the West Kingdom bot figures: `python bench/architects_bots.py [--games 200]`.

Prints, each as a measurement (not a test):
- speed: random 4-player games (plies and seconds per game, median), greedy 4-player games;
- strength: greedy against random heads-up (seats turned with the seed; shared wins split);
- solo: greedy and random against Constantine and Helena (the unofficial AI deck).
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.architects.game import GAME
from rules.core.bots import bot_rng
from rules.core.engine import step
from rules.core.options import make_config

MAX_PLIES = 20_000


def play(job: tuple[tuple[str, ...], int, tuple]) -> dict:
    levels, seed, options = job
    config = make_config(GAME.options, len(levels), dict(options), GAME.min_players, GAME.max_players)
    bots = [GAME.bot(level) for level in levels]
    pick = random.Random(f"bench:{seed}")
    started = time.perf_counter()
    state = GAME.setup(config, f"bench-{seed}")
    while GAME.to_act(state) and state.ply < MAX_PLIES:
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        if levels[seat] == "random":
            action = legal[pick.randrange(len(legal))]
        else:
            action = bots[seat].choose(GAME.view(state, seat), legal, bot_rng(state.seed, state.ply, seat))
        state = step(GAME, state, action, seat).state
    outcome = GAME.outcome(state)
    return {
        "seconds": time.perf_counter() - started, "plies": state.ply,
        "winners": outcome.winners if outcome else (), "ended": outcome is not None,
        "scores": [line.total for line in GAME.scores(state)],
    }


def run(pool: ProcessPoolExecutor, jobs: list) -> list[dict]:
    return list(pool.map(play, jobs, chunksize=4))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    n = args.games
    with ProcessPoolExecutor(args.workers) as pool:
        for level in ("random", "greedy"):
            results = run(pool, [((level,) * 4, seed, ()) for seed in range(min(n, 50))])
            print(f"{level} 4p: median {statistics.median(r['seconds'] for r in results):.3f} s/game, "
                  f"median {statistics.median(r['plies'] for r in results):.0f} plies, "
                  f"unfinished {sum(not r['ended'] for r in results)}")
        jobs = [(("greedy", "random") if seed % 2 == 0 else ("random", "greedy"), seed, ()) for seed in range(n)]
        results = run(pool, jobs)
        wins = sum(
            (1 / len(r["winners"]) if seed % 2 in r["winners"] else 0.0) for seed, r in enumerate(results)
        )
        print(f"greedy vs random (2p, seats turned): {wins / n:.1%} of {n}")
        for side in ("constantine", "helena"):
            for level in ("random", "greedy"):
                results = run(pool, [((level,), seed, (("automa", side),)) for seed in range(n)])
                rate = sum(1 / len(r["winners"]) for r in results if 0 in r["winners"]) / n
                print(f"solo {level} vs {side}: {rate:.1%} of {n}, mean score "
                      f"{statistics.mean(r['scores'][0] for r in results):.1f}")


if __name__ == "__main__":
    main()

"""Lorenzo bots: time per game, legal_actions latency, greedy against random. A measurement, not a test.

    python bench/lorenzo_bots.py [--games 100]

Prints: random game median (4 seats), greedy game median (4 greedy seats), legal_actions p95
over every position of those games, and greedy's win rate against one random bot (2 seats; the
greedy seat alternates with the seed; a shared win counts half).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.bots import bot_rng
from rules.core.engine import step
from rules.core.options import make_config
from rules.lorenzo.game import GAME


def play(players: int, levels: tuple[str, ...], seed: int, timings: list[float] | None = None):
    config = make_config(GAME.options, players, {}, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, seed)
    bots = [GAME.bot(level) for level in levels]
    start = time.perf_counter()
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        t0 = time.perf_counter()
        legal = GAME.legal_actions(state, seat)
        if timings is not None:
            timings.append(time.perf_counter() - t0)
        action = bots[seat].choose(GAME.view(state, seat), legal, bot_rng(seed, state.ply, seat))
        state = step(GAME, state, action, seat).state
    return state, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    timings: list[float] = []
    random_times = [play(4, ("random",) * 4, seed, timings)[1] for seed in range(args.games)]
    greedy_times = [play(4, ("greedy",) * 4, seed, timings)[1] for seed in range(args.games // 4 or 1)]
    wins = 0.0
    for seed in range(args.games):
        greedy_seat = seed % 2
        levels = ("greedy", "random") if greedy_seat == 0 else ("random", "greedy")
        state, _ = play(2, levels, 1000 + seed)
        wins += 1.0 if GAME.outcome(state).winners == (greedy_seat,) else 0.0
    timings.sort()
    p95 = timings[int(len(timings) * 0.95)]
    print(f"random game (4p) median: {statistics.median(random_times) * 1000:.0f} ms over {len(random_times)} games")
    print(f"greedy game (4p) median: {statistics.median(greedy_times) * 1000:.0f} ms over {len(greedy_times)} games")
    print(f"legal_actions p95: {p95 * 1000:.2f} ms over {len(timings)} calls")
    print(f"greedy vs random (2p): {wins / args.games:.1%} of {args.games} games")


if __name__ == "__main__":
    main()

"""Time per bot-vs-bot game, per game and option set: `python bench/selfplay.py [GAME ...]`.

A measurement, not a test: prints mean/median/max seconds per game and plies per second.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.options import make_config  # noqa: E402
from rules.core.registry import get_game  # noqa: E402
from rules.core.selfplay import play_bots  # noqa: E402

CASES = {
    "duel": [(2, {"agora": False}, "random"), (2, {"agora": True}, "random"), (2, {"agora": True}, "greedy")],
    "sheriff": [
        (4, {}, "random"),
        (4, {"royal_goods": True, "black_market": True}, "greedy"),
        (6, {"royal_goods": True, "black_market": True, "deputies": True}, "greedy"),
    ],
}


def measure(game_id: str, players: int, options: dict, level: str, games: int) -> str:
    game = get_game(game_id)
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    seconds, plies = [], 0
    started = time.perf_counter()
    for seed in range(games):
        result = play_bots(game, config, seed, (level,) * players)
        seconds.append(result["seconds"])
        plies += result["plies"]
    total = time.perf_counter() - started
    opts = ",".join(f"{k}={v}" for k, v in options.items()) or "-"
    return (
        f"{game_id:8} p={players} {opts:55} bots={level:7} games={games:4} "
        f"mean={statistics.mean(seconds) * 1000:7.1f}ms median={statistics.median(seconds) * 1000:7.1f}ms "
        f"max={max(seconds) * 1000:7.1f}ms plies/s={plies / total:8.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(CASES))
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    for game_id in args.games:
        for players, options, level in CASES[game_id]:
            try:
                print(measure(game_id, players, options, level, args.count), flush=True)
            except Exception as error:  # a game still being built: say so, keep measuring the rest
                print(f"{game_id:8} p={players} {options}: not measurable yet ({error})", flush=True)


if __name__ == "__main__":
    main()

"""Strong vs greedy Sheriff bots: `python bench/sheriff_bots.py [--games 200] [--players 4]`.

One seat plays the candidate level, the others the baseline level; the candidate's seat turns
with the seed (seed i: seat i mod players), so every seat position counts equally. Prints the
candidate's win rate (shared wins split) against its expected share 1/players, mean scores,
and time per game. A measurement, not a test.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.options import make_config  # noqa: E402
from rules.core.selfplay import play_bots  # noqa: E402
from rules.sheriff.game import GAME  # noqa: E402


def play_one(job: tuple[int, int, str, str, dict[str, bool]]) -> dict:
    seed, players, candidate, baseline, options = job
    seat = seed % players
    levels = tuple(candidate if s == seat else baseline for s in range(players))
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    result = play_bots(GAME, config, f"bench-{seed}", levels)
    totals = [line["total"] for line in result["scores"]]
    winners = result["winners"]
    return {
        "seat": seat,
        "win": (1 / len(winners)) if seat in winners else 0.0,
        "score": totals[seat],
        "others": statistics.mean(t for s, t in enumerate(totals) if s != seat),
        "margin": totals[seat] - max(t for s, t in enumerate(totals) if s != seat),
        "seconds": result["seconds"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--candidate", default="strong")
    parser.add_argument("--baseline", default="greedy")
    parser.add_argument("--plain", action="store_true", help="no optional rules (default: royal goods + black market)")
    parser.add_argument("--deputies", action="store_true", help="6 players: two deputies instead of a sheriff")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    options = {} if args.plain else {"royal_goods": True, "black_market": True}
    if args.deputies:
        options["deputies"] = True
    jobs = [(seed, args.players, args.candidate, args.baseline, options) for seed in range(args.games)]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = list(pool.map(play_one, jobs, chunksize=8))
    wall = time.perf_counter() - started
    wins = sum(r["win"] for r in results)
    share = 1 / args.players
    print(f"{args.candidate} vs {args.baseline}: {args.games} games, {args.players} players, "
          f"options {options or 'none'}")
    print(f"  win rate {wins / args.games:.1%} (expected share {share:.1%}), {wins:g} wins")
    print(f"  mean score {statistics.mean(r['score'] for r in results):.1f} "
          f"vs {statistics.mean(r['others'] for r in results):.1f} for the other seats; "
          f"mean margin over the best other seat {statistics.mean(r['margin'] for r in results):+.1f}")
    for seat in range(args.players):
        mine = [r for r in results if r["seat"] == seat]
        if mine:
            print(f"  seat {seat}: win rate {sum(r['win'] for r in mine) / len(mine):.1%} over {len(mine)} games, "
                  f"mean score {statistics.mean(r['score'] for r in mine):.1f}")
    print(f"  time per game {statistics.mean(r['seconds'] for r in results) * 1000:.0f} ms "
          f"(wall {wall:.1f} s with {args.workers} workers)")


if __name__ == "__main__":
    main()

"""Princes of Florence bot figures: `python bench/florence_bots.py [--games 100] [--players 2]`.

One seat plays the candidate level, the others the baseline; the candidate's seat turns with
the seed (seed i: seat i mod players). Prints the candidate's win rate (shared wins split),
mean prestige, seconds per game, and with --speed the random 4-player game time and
legal_actions percentiles. A measurement, not a test.
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

from rules.core.options import make_config  # noqa: E402
from rules.core.selfplay import play_bots  # noqa: E402
from rules.florence.game import GAME  # noqa: E402


def play_solo(job: tuple[int, int, str, str, tuple]) -> dict:
    """One solo game of the candidate against the automa."""
    from rules.core.engine import step
    from rules.core.bots import bot_rng

    seed, _, candidate, _, options = job
    config = make_config(GAME.options, 1, dict(options), GAME.min_players, GAME.max_players)
    started = time.perf_counter()
    state = GAME.setup(config, f"bench-{seed}")
    bot = GAME.bot(candidate)
    while GAME.outcome(state) is None:
        legal = GAME.legal_actions(state, 0)
        action = bot.choose(GAME.view(state, 0), legal, bot_rng(state.seed, state.ply, 0))
        state = step(GAME, state, action, 0).state
    return {
        "win": 1.0 if GAME.outcome(state).winners == (0,) else 0.0,
        "score": state.players[0].prestige,
        "others": state.solo.automa.prestige,
        "seconds": time.perf_counter() - started,
    }


def play_one(job: tuple[int, int, str, str, tuple]) -> dict:
    seed, players, candidate, baseline, options = job
    if players == 1:
        return play_solo(job)
    seat = seed % players
    levels = tuple(candidate if s == seat else baseline for s in range(players))
    config = make_config(GAME.options, players, dict(options), GAME.min_players, GAME.max_players)
    result = play_bots(GAME, config, f"bench-{seed}", levels)
    totals = [line["total"] for line in result["scores"]]
    winners = result["winners"]
    return {
        "win": (1 / len(winners)) if seat in winners else 0.0,
        "score": totals[seat],
        "others": statistics.mean(t for s, t in enumerate(totals) if s != seat),
        "seconds": result["seconds"],
    }


def speed(games: int) -> None:
    """Random 4-player games: time per game, and legal_actions time per call."""
    from rules.core.engine import step

    durations, calls = [], []
    for seed in range(games):
        config = make_config(GAME.options, 4, {}, GAME.min_players, GAME.max_players)
        pick = random.Random(seed)
        started = time.perf_counter()
        state = GAME.setup(config, seed)
        while GAME.outcome(state) is None:
            seat = min(GAME.to_act(state))
            t = time.perf_counter()
            legal = GAME.legal_actions(state, seat)
            calls.append(time.perf_counter() - t)
            state = step(GAME, state, legal[pick.randrange(len(legal))], seat).state
        durations.append(time.perf_counter() - started)
    calls.sort()
    print(f"random 4p: median {statistics.median(durations):.3f} s/game over {games} games; "
          f"legal_actions p50 {calls[len(calls) // 2] * 1000:.2f} ms, p95 {calls[int(len(calls) * 0.95)] * 1000:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--candidate", default="greedy")
    parser.add_argument("--baseline", default="random")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--speed", action="store_true", help="only the random-game and legal_actions timings")
    args = parser.parse_args()
    if args.speed:
        speed(args.games)
        return
    from rules.core.options import parse_options

    options = tuple(sorted(parse_options(GAME.options, args.option).items()))
    jobs = [(i, args.players, args.candidate, args.baseline, options) for i in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play_one, jobs))
    wins = sum(r["win"] for r in results)
    against = "the automa" if args.players == 1 else f"{args.players - 1} x {args.baseline}"
    share = f" (even share {1 / args.players:.1%})" if args.players > 1 else ""
    print(f"{args.candidate} vs {against}, {args.players} players {dict(options)}, {args.games} games: "
          f"win rate {wins / args.games:.1%}{share}; "
          f"mean prestige {statistics.mean(r['score'] for r in results):.1f} vs "
          f"{statistics.mean(r['others'] for r in results):.1f}; "
          f"{statistics.mean(r['seconds'] for r in results):.2f} s/game")

if __name__ == "__main__":
    main()

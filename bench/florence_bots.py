"""Princes of Florence bot figures: `python bench/florence_bots.py [--games 100] [--players 2]`.

One seat plays the candidate level, the others the baseline; the candidate's seat turns with
the seed (seed i: seat i mod players; solo: against the automa). Prints the candidate's win
rate (shared wins split) overall and per seat, mean prestige, seconds per game, the candidate's
time per move (median, p95, max; moves with one legal choice left out), and with --speed the
random 4-player game time and legal_actions percentiles. `--think` sets the strong bot's time
cap a move (default: its own, 1.0 s). A measurement, not a test.

Measured 2026-11-24, 1 process (`--jobs 1`: the 2 shared cores were busy, load average 3-4):
  --speed --games 50: random 4p median 0.034 s/game; legal_actions p50 0.00 ms, p95 0.07 ms
  --games 200 --players 2 --candidate greedy --baseline random: greedy 100.0% (both seats),
      prestige 36.5 vs 2.4
  --games 200 --players 1 --candidate greedy --option automa=easy|normal|hard: greedy's solo win
      rate 97.0% (easy) > 91.0% (normal) > 71.0% (hard); prestige 32.1 vs the automa 9.4 / 16.9 / 25.5
  --games 200 --players 4 --candidate strong --baseline greedy (think 1.0, the default; seats
      rotated, seeds 0-199, 409 s): strong 58.0% (even share 25%; seats 1-4: 60/57/58/57%),
      prestige 37.1 vs 24.2; strong s/move median 0.027, p95 0.111, max 0.332 over 11610 moves
      (3 worlds x 4 candidates usually finish well before the 1 s cap)

Re-measured 2026-11-25 after the Merchant fix (1 process, `--jobs 1`, the 2 cores shared with
other engineers' test runs, so the times are high):
  --speed --games 50: random 4p median 0.101 s/game; legal_actions p50 0.01 ms, p95 0.07 ms
  --games 200 --players 2 --candidate greedy --baseline random: greedy 100.0% (both seats), prestige 36.5 vs 2.4
  --games 200 --players 1 --candidate greedy --option automa=easy|normal|hard: 97.0% > 91.0% > 71.0%
      (prestige 32.1 vs the automa 9.4 / 16.9 / 25.5)
  --games 100 --players 4 --candidate strong --baseline greedy (think 1.0): strong 52.0% (even share 25%;
      seats 1-4: 60/44/52/52%), prestige 35.9 vs 24.0; s/move median 0.128, p95 0.407, max 0.940 over
      5717 moves; 871 s (the load makes the time-capped search see fewer worlds than on 2026-11-24)
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
from rules.florence.game import GAME  # noqa: E402


def _bot(level: str, think: float | None):
    bot = GAME.bot(level)
    if think is not None and hasattr(bot, "think"):
        bot.think = think
    return bot


def play_one(job: tuple) -> dict:
    """One seeded game: the candidate in seat `seed mod players` (solo: against the automa), the
    baseline elsewhere; the candidate's time per move is kept (moves with one legal choice left out)."""
    from rules.core.bots import bot_rng
    from rules.core.engine import step

    seed, players, candidate, baseline, options, think = job
    seat = 0 if players == 1 else seed % players
    config = make_config(GAME.options, players, dict(options), GAME.min_players, GAME.max_players)
    bots = [_bot(candidate if s == seat else baseline, think) for s in range(players)]
    started = time.perf_counter()
    state = GAME.setup(config, f"bench-{seed}")
    moves: list[float] = []
    while GAME.outcome(state) is None:
        actor = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, actor)
        t = time.perf_counter()
        action = bots[actor].choose(GAME.view(state, actor), legal, bot_rng(state.seed, state.ply, actor))
        if actor == seat and len(legal) > 1:
            moves.append(time.perf_counter() - t)
        state = step(GAME, state, action, actor).state
    winners = GAME.outcome(state).winners
    totals = {line.seat: line.total for line in GAME.scores(state)}
    others = [t for s, t in totals.items() if s != seat and s in range(players)]
    if players == 1:
        others = [state.solo.automa.prestige]
    return {
        "win": (1 / len(winners)) if seat in winners else 0.0,
        "seat": seat,
        "score": totals[seat],
        "others": statistics.mean(others) if others else 0.0,
        "seconds": time.perf_counter() - started,
        "moves": moves,
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
    print(
        f"random 4p: median {statistics.median(durations):.3f} s/game over {games} games; "
        f"legal_actions p50 {calls[len(calls) // 2] * 1000:.2f} ms, p95 {calls[int(len(calls) * 0.95)] * 1000:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--candidate", default="greedy")
    parser.add_argument("--baseline", default="random")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE")
    parser.add_argument(
        "--think",
        type=float,
        default=None,
        help="the strong bot's time cap a move, seconds (default: the bot's own, 1.0)",
    )
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine is shared: keep it low)")
    parser.add_argument("--speed", action="store_true", help="only the random-game and legal_actions timings")
    args = parser.parse_args()
    if args.speed:
        speed(args.games)
        return
    from rules.core.options import parse_options

    options = tuple(sorted(parse_options(GAME.options, args.option).items()))
    jobs = [
        (i, args.players, args.candidate, args.baseline, options, args.think)
        for i in range(args.first_seed, args.first_seed + args.games)
    ]
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play_one, jobs))
    else:
        results = [play_one(job) for job in jobs]
    wins = sum(r["win"] for r in results)
    against = "the automa" if args.players == 1 else f"{args.players - 1} x {args.baseline}"
    share = f" (even share {1 / args.players:.1%})" if args.players > 1 else ""
    seats = ""
    if args.players > 1:
        by_seat = [[r["win"] for r in results if r["seat"] == s] for s in range(args.players)]
        seats = " (" + ", ".join(f"seat {s + 1} {statistics.mean(w):.0%}" for s, w in enumerate(by_seat) if w) + ")"
    moves = sorted(m for r in results for m in r["moves"])
    timing = ""
    if moves:
        timing = (
            f"; {args.candidate} s/move median {statistics.median(moves):.3f}, "
            f"p95 {moves[int(len(moves) * 0.95)]:.3f}, max {moves[-1]:.3f} over {len(moves)} moves"
        )
    think = f", think {args.think}" if args.think is not None else ""
    print(
        f"{args.candidate} vs {against}, {args.players} players {dict(options)}{think}, "
        f"seeds {args.first_seed}-{args.first_seed + args.games - 1}, {args.jobs} job(s): "
        f"win rate {wins / args.games:.1%}{share}{seats}; "
        f"mean prestige {statistics.mean(r['score'] for r in results):.1f} vs "
        f"{statistics.mean(r['others'] for r in results):.1f}; "
        f"{statistics.mean(r['seconds'] for r in results):.2f} s/game{timing}; "
        f"{time.perf_counter() - started:.0f} s in all"
    )


if __name__ == "__main__":
    main()

"""Architects of the West Kingdom bot figures: `python bench/architects_bots.py [--games 200]`.

Prints, each as a measurement (not a test):
- speed: random and greedy 4-player games (seconds per game and plies, median); the strong
  bot's seconds a move at its defaults (think 1.0 s) over a few 3-player games;
- strength: greedy against random heads-up; strong against two greedy bots (3 players) and
  against one (heads-up), or at the player counts `--players` names (5 is the full table), seats
  turned with the seed, shared wins split. The strong bot of these matches runs with
  `--iterations` worlds a move (default 4: a few hundredths of a second; the time cap `--think`
  stays at 1 s) so 200 games take minutes, not hours;
- solo: random, greedy and strong against Constantine and Helena (the unofficial AI deck).

Measured 2026-11-24 on the shared 2-core machine, `--games 200 --jobs 1` (strong in the matches:
think 1.0 s, 4 iterations, horizon 30, 4 candidates; `--only strong-speed` after the final
time-cap margin):
  random 4p: median 0.121 s/game (944 plies); greedy 4p: median 0.101 s/game (448 plies);
  strong at its defaults (think 1.0 s, 64 iterations): 0.527 s/move, searched moves 0.867 s,
  max 0.995 s; greedy vs random 2p: 96.0%; strong vs 2 greedy 3p: 85.0% (0.035 s/move);
  strong vs greedy 2p: 85.5% (0.019 s/move); solo vs Constantine: random 0.5%, greedy 79.5%,
  strong 98.5%; vs Helena: random 0.0%, greedy 40.0%, strong 76.5%.

Measured 2026-11-27 (after rules/core/search.py: the strong bot's sampling loop is the shared
search since 93035b3), same match settings (think 1.0 s, 4 iterations, horizon 30, 4 candidates),
`nice -n 10`, shared 2-core machine (load about 1):
  `python bench/architects_bots.py --games 200 --jobs 1 --only strong --players 5`: strong vs 4
    greedy (5p, the full table): 73.5% of 200, 3.7 times its fair share of 20% (0.046 s/move);
  `python bench/architects_bots.py --games 100 --jobs 1 --only strong --players 3,2` (100 games,
    seeds 0-99, so the run fit the time there was): strong vs 2 greedy 3p: 84.0% of 100 (was 85.0%
    of 200; 0.039 s/move); strong vs greedy 2p: 84.0% of 100 (was 85.5% of 200; 0.035 s/move, was
    0.019).
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

from rules.architects.bot_strong import StrongBot
from rules.architects.game import GAME
from rules.core.bots import bot_rng
from rules.core.engine import step
from rules.core.options import make_config

MAX_PLIES = 20_000


def make_bot(level: str, strong: tuple[float, int, int]) -> object:
    if level == "strong":
        think, iterations, horizon = strong
        return StrongBot(think=think, iterations=iterations, horizon=horizon)
    return GAME.bot(level)


def play(job: tuple) -> dict:
    levels, seed, options, strong = job
    config = make_config(GAME.options, len(levels), dict(options), GAME.min_players, GAME.max_players)
    bots = [make_bot(level, strong) for level in levels]
    pick = random.Random(f"bench:{seed}")
    started = time.perf_counter()
    thinking: list[float] = []
    state = GAME.setup(config, f"bench-{seed}")
    while GAME.to_act(state) and state.ply < MAX_PLIES:
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        if levels[seat] == "random":
            action = legal[pick.randrange(len(legal))]
        else:
            clock = time.perf_counter()
            action = bots[seat].choose(GAME.view(state, seat), legal, bot_rng(state.seed, state.ply, seat))
            if levels[seat] == "strong":
                thinking.append(time.perf_counter() - clock)
        state = step(GAME, state, action, seat).state
    outcome = GAME.outcome(state)
    return {
        "seconds": time.perf_counter() - started,
        "plies": state.ply,
        "thinking": thinking,
        "winners": outcome.winners if outcome else (),
        "ended": outcome is not None,
        "scores": [line.total for line in GAME.scores(state)],
    }


def run(pool: ProcessPoolExecutor, jobs: list) -> list[dict]:
    return list(pool.map(play, jobs, chunksize=2))


def rotated(level: str, others: str, players: int, n: int, strong: tuple) -> list:
    """`level` in seat seed % players, `others` elsewhere."""
    return [
        (tuple(level if s == seed % players else others for s in range(players)), seed, (), strong) for seed in range(n)
    ]


def win_rate(results: list[dict], players: int) -> float:
    return sum(1 / len(r["winners"]) for seed, r in enumerate(results) if seed % players in r["winners"]) / len(results)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (2 only on an idle machine)")
    parser.add_argument("--think", type=float, default=1.0, help="the strong bot's time cap a move, seconds")
    parser.add_argument("--iterations", type=int, default=4, help="the strong bot's worlds a move in the matches")
    parser.add_argument("--horizon", type=int, default=30, help="the strong bot's greedy plies after a candidate")
    parser.add_argument("--only", default="", help="comma-separated parts: speed,strong-speed,greedy,strong,solo")
    parser.add_argument(
        "--players", default="3,2", help="comma-separated player counts of the strong part (the full table is 5)"
    )
    args = parser.parse_args()
    n = args.games
    parts = set(args.only.split(",")) if args.only else {"speed", "strong-speed", "greedy", "strong", "solo"}
    strong = (args.think, args.iterations, args.horizon)
    print(
        f"settings: games={n} jobs={args.jobs} strong: think={args.think} s, iterations={args.iterations}, "
        f"horizon={args.horizon} plies, candidates=4",
        flush=True,
    )
    with ProcessPoolExecutor(args.jobs) as pool:
        if "speed" in parts:
            for level in ("random", "greedy"):
                results = run(pool, [((level,) * 4, seed, (), strong) for seed in range(min(n, 50))])
                print(
                    f"{level} 4p: median {statistics.median(r['seconds'] for r in results):.3f} s/game, "
                    f"median {statistics.median(r['plies'] for r in results):.0f} plies, "
                    f"unfinished {sum(not r['ended'] for r in results)} of {len(results)}",
                    flush=True,
                )
        if "strong-speed" in parts:
            default = (1.0, StrongBot().iterations, StrongBot().horizon)
            results = run(pool, rotated("strong", "greedy", 3, 3, default))
            moves = [t for r in results for t in r["thinking"]]
            searched = [t for t in moves if t > 0.005]
            print(
                f"strong at its defaults (think 1.0 s, {default[1]} iterations), 3 games of 3p: "
                f"{statistics.mean(moves):.3f} s/move over {len(moves)} moves, searched moves "
                f"{statistics.mean(searched):.3f} s (max {max(moves):.3f})",
                flush=True,
            )
        if "greedy" in parts:
            results = run(pool, rotated("greedy", "random", 2, n, strong))
            print(f"greedy vs random (2p, seats turned): {win_rate(results, 2):.1%} of {n}", flush=True)
        if "strong" in parts:
            for players in (int(count) for count in args.players.split(",")):
                results = run(pool, rotated("strong", "greedy", players, n, strong))
                moves = [t for r in results for t in r["thinking"]]
                print(
                    f"strong vs {players - 1} greedy ({players}p, seats turned): {win_rate(results, players):.1%} "
                    f"of {n}; {statistics.mean(moves):.3f} s/move",
                    flush=True,
                )
        if "solo" in parts:
            for side in ("constantine", "helena"):
                for level in ("random", "greedy", "strong"):
                    results = run(pool, [((level,), seed, (("automa", side),), strong) for seed in range(n)])
                    rate = sum(1 / len(r["winners"]) for r in results if 0 in r["winners"]) / n
                    print(
                        f"solo {level} vs {side}: {rate:.1%} of {n}, mean score "
                        f"{statistics.mean(r['scores'][0] for r in results):.1f}",
                        flush=True,
                    )


if __name__ == "__main__":
    main()

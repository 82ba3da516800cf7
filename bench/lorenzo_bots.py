"""Lorenzo bot figures: `python bench/lorenzo_bots.py [--games 200] [--jobs 1]`. A measurement, not a test.

Prints:
- speed: random and greedy 4-player games (median seconds a game, wall and cpu); legal_actions p95
  over every position of those games; the strong bot's seconds a move at its defaults (think 1.0 s,
  at most 24 worlds) over 4 four-player games against greedy bots, and the worlds it sampled;
- strength: greedy against random heads-up; strong against three greedy bots (4 players) and
  against one (heads-up); the tested bot's seat turns with the seed (seed % players), a shared win
  never happens (L360 breaks ties by turn order). Each match also prints the win rate by the seat
  the tested bot sat in, and the speed part the winners' seats of the all-random and all-greedy
  games (seat bias).
The strong bot of the matches samples `--iterations` worlds a move (default 1). Its first world is
always played out whatever `--think` says, so at 1 iteration the moves never depend on the
machine's load and a rerun gives the same games (the time cap matters only from 2 iterations up).

Measured 2026-11-25 on the shared 2-core machine (other engineers' jobs running: load 2-11; the
strength figures are iteration-capped so the load changed only their duration), `--jobs 1`:
  `python bench/lorenzo_bots.py --games 200 --only speed,strong-speed,greedy` (load about 2):
    random game (4p): median 0.126 s (0.125 s cpu) over 200 games          target <= 1 s
    greedy game (4p): median 0.417 s (0.416 s cpu) over 50 games           target <= 3 s
    legal_actions p95: 1.24 ms over 33330 calls                           target <= 5 ms
    strong at its defaults (think 1.0 s, 24 worlds at most), 4 games of 4p vs greedy: 0.616 s a
      move (0.589 s cpu), searched moves 0.860 s, max 0.976 s; 18.8 worlds a searched move
                                                                          target <= 1 s a move
    greedy vs random (2p): 94.0% of 200 (greedy in seat 0: 92%, in seat 1: 96%)  target >= 90%
    winners by seat, 4 random bots: 27% 20% 32% 22%; 4 greedy bots (50 games): 28% 14% 32% 26%
  `python bench/lorenzo_bots.py --games 200 --only strong4` and `--only strong2` (defaults:
  think 1.0 s, iterations 1, candidates 4, horizon 10 plies):
    strong vs 3 greedy (4p): 70.5% of 200 (strong in seat 0: 74%, 1: 74%, 2: 68%, 3: 66%, 50
      games each)                                                         target >= 50%
    strong vs 1 greedy (2p): 82.0% of 200 (strong in seat 0: 84%, seat 1: 80%)  target >= 65%
    (both reproduced to the game on a second run at load about 2: 0.051 and 0.063 s a move wall)
  With 4 worlds a move (`--games 100 --iterations 4 --think 30`, load 4-8): strong vs 3 greedy
  72.0% of 100 (0.164 s cpu a move), vs 1 greedy 92.0% of 100 (0.196 s cpu a move).
  The one-ply part alone (`--iterations 0`, 30 games each, no rollouts) won 36.7% (4p) and 46.7%
  (2p): the rollouts make the difference.

Measured 2026-11-27 (after rules/core/search.py: the strong bot's sampling loop is the shared
search since 049af4e), same settings and seeds, shared 2-core machine (load about 1), `nice -n 10`:
  `python bench/lorenzo_bots.py --games 200 --jobs 1 --only strong4,strong2` (think 1.0 s,
  iterations 1, candidates 4, horizon 10 plies):
    strong vs 3 greedy (4p): 72.0% of 200 (was 70.5%; seat 0: 76%, 1: 76%, 2: 70%, 3: 66%, 50
      games each), 2.88 times its fair share of 25%; 0.051 s a move wall (0.050 s cpu)
    strong vs 1 greedy (2p): 81.0% of 200 (was 82.0%; seat 0: 81%, seat 1: 81%); 0.059 s a move
  Both within the noise of 200 games (standard error about 3 points) of the figures before. The
  games are not those of 2026-11-25 move for move: rules commits since then change play too
  (d0a0e53 asks Vatican choices in the round's turn order), so this compares strength, not games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.bots import bot_rng
from rules.core.engine import step
from rules.core.options import make_config
from rules.lorenzo.bot_strong import StrongBot
from rules.lorenzo.game import GAME


def make_bot(level: str, strong: tuple[float, int, int, int] | None) -> object:
    if level == "strong" and strong is not None:
        think, iterations, candidates, horizon = strong
        return StrongBot(think=think, iterations=iterations, candidates=candidates, horizon=horizon)
    return GAME.bot(level)


def play(job: tuple) -> dict:
    """One game: levels per seat, the seed, options, the strong bot's (think, iterations) or None for
    its defaults, and whether to time legal_actions."""
    levels, seed, options, strong, time_legal = job
    config = make_config(GAME.options, len(levels), dict(options), GAME.min_players, GAME.max_players)
    bots = [make_bot(level, strong) for level in levels]
    state = GAME.setup(config, seed)
    legal_times: list[tuple[float, float]] = []  # (wall, cpu) seconds a call
    thinking: list[tuple[float, float, int]] = []  # (wall, cpu) seconds a strong move, worlds sampled
    start, cpu_start = time.perf_counter(), time.process_time()
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        t0, c0 = time.perf_counter(), time.process_time()
        legal = GAME.legal_actions(state, seat)
        if time_legal:
            legal_times.append((time.perf_counter() - t0, time.process_time() - c0))
        t1, c1 = time.perf_counter(), time.process_time()
        action = bots[seat].choose(GAME.view(state, seat), legal, bot_rng(seed, state.ply, seat))
        if levels[seat] == "strong":
            thinking.append((time.perf_counter() - t1, time.process_time() - c1, bots[seat].last_iterations))
        state = step(GAME, state, action, seat).state
    outcome = GAME.outcome(state)
    return {
        "seconds": time.perf_counter() - start,
        "cpu": time.process_time() - cpu_start,
        "winners": outcome.winners,
        "legal": legal_times,
        "thinking": thinking,
        "scores": [line.total for line in GAME.scores(state)],
    }


def rotated(level: str, others: str, players: int, n: int, strong, first_seed: int = 0) -> list:
    """`level` in seat seed % players, `others` elsewhere."""
    return [
        (tuple(level if s == seed % players else others for s in range(players)), seed, (), strong, False)
        for seed in range(first_seed, first_seed + n)
    ]


def match_report(name: str, results: list[dict], players: int, first_seed: int = 0) -> str:
    """Win rate of the bot in seat seed % players, overall and by the seat it sat in."""
    wins = [0.0] * players
    games = [0] * players
    for seed, r in enumerate(results, start=first_seed):
        seat = seed % players
        games[seat] += 1
        wins[seat] += 1.0 / len(r["winners"]) if seat in r["winners"] else 0.0
    by_seat = ", ".join(f"seat {s}: {wins[s] / games[s]:.0%} of {games[s]}" for s in range(players) if games[s])
    return f"{name}: {sum(wins) / len(results):.1%} of {len(results)} ({by_seat})"


def seat_wins(results: list[dict], players: int) -> str:
    counts = [0.0] * players
    for r in results:
        for w in r["winners"]:
            counts[w] += 1.0 / len(r["winners"])
    return ", ".join(f"seat {s}: {c / len(results):.0%}" for s, c in enumerate(counts))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (more only on an idle machine)")
    parser.add_argument("--think", type=float, default=1.0, help="the strong bot's time cap a move, seconds")
    parser.add_argument("--iterations", type=int, default=1, help="the strong bot's worlds a move in the matches")
    parser.add_argument(
        "--candidates", type=int, default=StrongBot().candidates, help="the strong bot's moves searched"
    )
    parser.add_argument("--horizon", type=int, default=StrongBot().horizon, help="the strong bot's plies after a move")
    parser.add_argument("--only", default="", help="comma-separated parts: speed,strong-speed,greedy,strong4,strong2")
    args = parser.parse_args()
    n = args.games
    parts = set(args.only.split(",")) if args.only else {"speed", "strong-speed", "greedy", "strong4", "strong2"}
    strong = (args.think, args.iterations, args.candidates, args.horizon)
    defaults = StrongBot()
    print(
        f"settings: games={n} jobs={args.jobs} strong in the matches: think={args.think} s, "
        f"iterations={args.iterations}, candidates={args.candidates}, horizon={args.horizon} plies",
        flush=True,
    )
    with ProcessPoolExecutor(args.jobs) as pool:
        if "speed" in parts:
            timings: list[tuple[float, float]] = []
            for level, players in (("random", 4), ("greedy", 4)):
                count = n if level == "random" else max(1, n // 4)
                results = list(pool.map(play, [((level,) * players, seed, (), None, True) for seed in range(count)]))
                timings += [t for r in results for t in r["legal"]]
                print(
                    f"{level} game ({players}p): median {statistics.median(r['seconds'] for r in results):.3f} s "
                    f"wall, {statistics.median(r['cpu'] for r in results):.3f} s cpu over {count} games; "
                    f"winners by seat {seat_wins(results, players)}",
                    flush=True,
                )
            wall, cpu = sorted(t for t, _ in timings), sorted(c for _, c in timings)
            p95 = int(len(timings) * 0.95)
            print(
                f"legal_actions p95: {wall[p95] * 1000:.2f} ms wall, {cpu[p95] * 1000:.2f} ms cpu over "
                f"{len(timings)} calls",
                flush=True,
            )
        if "strong-speed" in parts:
            results = list(pool.map(play, rotated("strong", "greedy", 4, 4, None)))
            moves = [t for r in results for t, _, _ in r["thinking"]]
            cpu = [c for r in results for _, c, _ in r["thinking"]]
            worlds = [w for r in results for _, _, w in r["thinking"] if w]
            searched = [t for t in moves if t > 0.02]
            print(
                f"strong at its defaults (think {defaults.think} s, {defaults.iterations} iterations), 4 games "
                f"of 4p vs greedy: {statistics.mean(moves):.3f} s/move wall ({statistics.mean(cpu):.3f} s cpu) "
                f"over {len(moves)} moves, searched moves {statistics.mean(searched):.3f} s, max "
                f"{max(moves):.3f} s wall; {statistics.mean(worlds):.1f} worlds a searched move",
                flush=True,
            )
        if "greedy" in parts:
            results = list(pool.map(play, rotated("greedy", "random", 2, n, None, 1000)))
            print(match_report("greedy vs random (2p)", results, 2, 1000), flush=True)
        for players, part in ((4, "strong4"), (2, "strong2")):
            if part in parts:
                results = list(pool.map(play, rotated("strong", "greedy", players, n, strong)))
                moves = [t for r in results for t, _, _ in r["thinking"]]
                cpu = [c for r in results for _, c, _ in r["thinking"]]
                print(
                    match_report(f"strong vs {players - 1} greedy ({players}p)", results, players)
                    + f"; {statistics.mean(moves):.3f} s/move wall, {statistics.mean(cpu):.3f} s cpu",
                    flush=True,
                )


if __name__ == "__main__":
    main()

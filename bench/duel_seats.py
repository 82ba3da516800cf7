"""Seat win rates in 7 Wonders Duel: `python bench/duel_seats.py [--games 200]`.

A measurement, not a test. For random vs random and greedy vs greedy, with and without Agora,
plays seeds 0..games-1 and prints how often each seat wins (a shared victory counts half to each),
how the games end, and the mean VP of each seat in civilian endings. With identical bots on
both seats, a fair bot wins about 50% from each seat; what a random pair shows is the game's own
first-player edge (if any), against which the greedy pair is judged.

`--swap-opener` lets seat 1 open Age I (seat 0 still opens the draft): if an edge follows the
opener rather than the seat, it comes from the turn order, not from seat-dependent code.
`--first-seed` plays other seeds (the spread between blocks of 200 seeds is a few points).

Measured 2026-11-23 (issue 8, "greedy vs greedy: seat 0 wins 66%"): over seeds 0-799 seat 0 wins
about 56% greedy vs greedy and 55% random vs random in the base game; with the opener swapped, the
edge moves to seat 1 (54.5% greedy, 57.5% random, seeds 0-199). The edge follows whoever opens
Age I, even between random players: it is the game's turn order, not the bot. The 66% was a
block of seeds at the top of a spread of several points.

Re-measured 2026-11-25 (`--games 800`, then `--games 800 --swap-opener`), seat 0's win share:
  base   random 54.7%, greedy 56.2%; opener swapped: random 46.9%, greedy 45.8%
  Agora  random 56.4%, greedy 57.6%
Seeds 0-199 alone give base greedy 62.5% against random 50.5%: a block of 200 seeds swings by several
points, so judge a seat edge on 800.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import attrs  # noqa: E402

from rules.core.engine import step  # noqa: E402
from rules.core.options import make_config  # noqa: E402
from rules.duel.game import GAME  # noqa: E402

PAIRS = (("random", "random"), ("greedy", "greedy"))


def play(
    seed: int,
    agora: bool,
    levels: tuple[str, str],
    swap_opener: bool = False,
) -> tuple[tuple[int, ...], str, tuple[int, int]]:
    """One game to the end: (winners, how it ended, final VP per seat)."""
    state = GAME.setup(make_config(GAME.options, 2, {"agora": agora}), seed)
    bots = tuple(GAME.bot(level) for level in levels)
    rngs = tuple(random.Random(f"bot:{seed}:{seat}") for seat in (0, 1))
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(GAME.view(state, seat), legal, rngs[seat])
        drafting = state.phase == "draft"
        state = step(GAME, state, action, seat).state
        if swap_opener and drafting and state.phase == "play" and not state.decisions:
            state = attrs.evolve(state, current=1)  # an experiment, not the rules: seat 1 opens Age I
    outcome = GAME.outcome(state)
    scores = tuple(line.total for line in GAME.scores(state))
    return outcome.winners, outcome.end, scores  # type: ignore[return-value]


def measure(agora: bool, levels: tuple[str, str], games: int, first_seed: int = 0, swap_opener: bool = False) -> str:
    wins = [0.0, 0.0]
    ends: Counter[str] = Counter()
    civilian_vp: list[tuple[int, int]] = []
    started = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        winners, end, scores = play(seed, agora, levels, swap_opener)
        for seat in winners:
            wins[seat] += 1 / len(winners)
        ends[end] += 1
        if end == "civilian":
            civilian_vp.append(scores)
    seconds = time.perf_counter() - started
    vp = ""
    if civilian_vp:
        vp = " civilian VP mean {:.1f}/{:.1f}".format(
            statistics.mean(s[0] for s in civilian_vp), statistics.mean(s[1] for s in civilian_vp)
        )
    ending = ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))
    opener = " (seat 1 opens Age I)" if swap_opener else ""
    return (
        f"{'agora' if agora else 'base ':5} {levels[0]:>6} vs {levels[1]:<6} seeds {first_seed}-{first_seed + games - 1}{opener}: "
        f"seat 0 {100 * wins[0] / games:5.1f}%  seat 1 {100 * wins[1] / games:5.1f}%  "
        f"({ending};{vp}) {seconds:.0f}s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--pairs", default="random,greedy", help="which pairs: random, greedy (comma-separated)")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--swap-opener", action="store_true", help="experiment: seat 1 opens Age I")
    args = parser.parse_args()
    wanted = set(args.pairs.split(","))
    for agora in (False, True):
        for levels in PAIRS:
            if levels[0] in wanted:
                print(measure(agora, levels, args.games, args.first_seed, args.swap_opener), flush=True)


if __name__ == "__main__":
    main()

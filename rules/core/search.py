"""Flat Monte Carlo over sampled worlds, shared by the strong bots that search from their own view.

A game lends the search its own parts (`Rollouts`, kept in the game's folder): `determinize(view,
rng)` deals what the seat cannot see, `rollout_policy` plays every seat quickly, `evaluate` judges
the position reached. The search plays each candidate in the same sampled world with the same dice
(common random numbers keep the comparison's noise low) and returns the one with the best sum.

One time policy (`Budget`): at most `samples` worlds and `seconds` of thinking time
(`thinking_time`: the thinking thread's own processor time), less a small reserve for what
follows the choice. The first world is always played out, so a move with one
sample is the same whatever the clock; a later world starts only if it looks like it fits, and a
world the deadline falls in is dropped whole (every candidate is judged in the same worlds).

A crash in a sampled world (determinize, a rule, the policy) is a bug, not an opinion: with
`MEEPLE_SEARCH_STRICT=1` or under pytest it raises; in play the world is skipped and counted.
"""

from __future__ import annotations

import logging
import os
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

S = TypeVar("S")

log = logging.getLogger(__name__)


def thinking_time() -> float:
    """The clock every bot's budget runs on: the processor time of the thread that thinks. A
    bot that waits (its worker stopped by the SSH server while people type, or a busy machine)
    thinks as far as on a quiet one; only its answer comes later."""
    return time.thread_time()


#: How much longer than the mean world the next one is allowed to take before it is not started.
SLACK = 1.5


class Rollouts(Protocol[S]):
    """What a game gives the search (each part in the game's own folder)."""

    def determinize(self, view: Any, rng: random.Random) -> S: ...

    def apply(self, state: S, action: Any, rng: random.Random, seat: int) -> S: ...

    def next_actor(self, state: S, start: S) -> int | None:
        """Who plays next in a rollout begun at `start` (the world after the candidate); None ends it."""
        ...

    def legal_actions(self, state: S, seat: int) -> tuple[Any, ...]: ...

    def rollout_policy(self, state: S, seat: int, legal: tuple[Any, ...], rng: random.Random) -> Any: ...

    def evaluate(self, state: S, seat: int) -> float: ...


@attrs.frozen
class Budget:
    samples: int  # worlds at most
    seconds: float  # thinking time at most, from `started`

    def deadline(self, started: float) -> float:
        # kept back for the choice and the caller: a twentieth of a second, less for tiny budgets
        return started + max(0.0, self.seconds - min(0.05, self.seconds / 10))


@attrs.frozen
class Result:
    best: Any
    samples: int  # worlds that judged every candidate
    crashes: int  # worlds skipped because something in them raised
    totals: tuple[float, ...]


def strict() -> bool:
    """Crashes raise: asked for, or under pytest (a rule bug must fail its test, not hide as a score)."""
    return os.environ.get("MEEPLE_SEARCH_STRICT") == "1" or "PYTEST_CURRENT_TEST" in os.environ


class _OutOfTime(Exception):
    pass


def rollout(
    game: Rollouts[S],
    world: S,
    seat: int,
    action: Any,
    rng: random.Random,
    horizon: int,
    deadline: float | None,
    clock: Callable[[], float],
) -> float:
    """`action` in `world`, then up to `horizon` plies of the game's policy, then `seat`'s value."""
    start = state = game.apply(world, action, rng, seat)
    for _ in range(horizon):
        if deadline is not None and clock() > deadline:
            raise _OutOfTime
        actor = game.next_actor(state, start)
        if actor is None:
            break
        legal = game.legal_actions(state, actor)
        move = legal[0] if len(legal) == 1 else game.rollout_policy(state, actor, legal, rng)
        state = game.apply(state, move, rng, actor)
    return game.evaluate(state, seat)


def flat_monte_carlo(
    game: Rollouts[Any],
    view: Any,
    seat: int,
    candidates: Sequence[Any],
    budget: Budget,
    rng: random.Random,
    horizon: int,
    started: float | None = None,
    clock: Callable[[], float] = thinking_time,
) -> Result:
    """The candidate with the best summed value over the sampled worlds (ties: the earlier one);
    `candidates[0]` when no world was judged. `started` is when the move's clock began."""
    started = clock() if started is None else started
    deadline = budget.deadline(started)
    totals = [0.0] * len(candidates)
    done = crashes = 0
    search_started = clock()
    for attempt in range(budget.samples):
        timed = attempt > 0
        if timed:
            now = clock()
            per_world = (now - search_started) / attempt
            if now + SLACK * per_world > deadline:
                break
        try:
            world = game.determinize(view, random.Random(rng.random()))
            dice = rng.random()
            values = [
                rollout(game, world, seat, action, random.Random(dice), horizon, deadline if timed else None, clock)
                for action in candidates
            ]
        except _OutOfTime:
            break
        except Exception:
            if strict():
                raise
            crashes += 1  # skipped, never scored: a crash says nothing about the candidates
            # debug, not warning: with no logging set up a warning would be printed over the TUI
            log.debug("search: a sampled world raised; skipped", exc_info=True)
            continue
        totals = [t + v for t, v in zip(totals, values)]
        done += 1
    if not done:
        return Result(candidates[0], 0, crashes, tuple(totals))
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return Result(candidates[best], done, crashes, tuple(totals))


class SearchBot(Generic[S]):
    """A strong bot: its best few one-ply moves, searched by `flat_monte_carlo` when the decision is
    worth it. A game names its `rollouts` and says how it ranks moves and which decisions to search."""

    level = "strong"
    rollouts: Rollouts[Any]

    def __init__(self, think: float, iterations: int, candidates: int, horizon: int) -> None:
        self.think = float(think)
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.last_iterations = 0  # worlds the last move judged (benchmarks read it)
        self.crashes = 0  # worlds skipped since this bot was made, because they raised

    def rank(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> list[Any]:
        """`legal`, best first by a quick judgement."""
        raise NotImplementedError

    def worth_searching(self, view: Any) -> bool:
        return True

    def clock(self) -> float:
        return thinking_time()

    def choose(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        started = self.clock()
        ranked = self.rank(view, legal, rng)
        if not self.worth_searching(view):
            return ranked[0]
        result = flat_monte_carlo(
            self.rollouts,
            view,
            view.viewer,
            ranked[: self.candidates],
            Budget(self.iterations, self.think),
            rng,
            self.horizon,
            started,
            self.clock,
        )
        self.last_iterations = result.samples
        self.crashes += result.crashes
        return result.best

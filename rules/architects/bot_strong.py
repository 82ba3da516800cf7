"""The strong bot for Architects of the West Kingdom: determinized rollouts from its own view.

For a decision worth searching (where to place a worker, what to build, which apprentice to
hire, the Black Market's choices), it takes the greedy bot's best few moves as candidates.
Each iteration deals what the bot cannot see at random, consistently with its view
(`rules.architects.determinize`: other hands, decks and their order, the Reward pile, the
AI's Scheme deck), and plays every candidate in that same world with the same dice, each
followed by `horizon` plies of greedy play by everyone (the AI plays itself, as the rules
say). The position reached is valued as the bot's lead: points now (the game's own scoring)
plus a little for goods, hand and apprentices still to use, minus the best rival's; a game
that ends on the way counts its final lead and a bonus for the win. The candidate with the
best summed value is played (comparing candidates in the same worlds keeps the noise low).
Other decisions (the draft, single steps at a location) are the greedy bot's.

The sampling loop is `rules.core.search` (this module lends it the determinizer, the greedy
rollout policy and `evaluate`): reproducible, as all randomness comes from the rng it is given and
it stops after `iterations`; `think` (seconds) caps the wall-clock time and may stop it earlier on
a slow machine. A sampled world that raises is skipped and counted in `crashes` (raised under tests).
"""

from __future__ import annotations

import random
from typing import Any

from rules.architects import bot_greedy as B
from rules.architects import rules as R
from rules.architects import scoring
from rules.architects import view as V
from rules.architects.determinize import determinize
from rules.architects.state import OVER, PLAY, ArchitectsState, GuildFrame, HireFrame, KeepOneFrame
from rules.core import decisions as stack
from rules.core.search import SearchBot

THINK = 1.0  # seconds a move, at most
ITERATIONS = 64  # worlds sampled a move, when the time cap does not stop it first
CANDIDATES = 4  # the greedy bot's best moves searched
HORIZON = 30  # greedy plies played after a candidate before the position is valued
WIN_BONUS = 10.0  # a finished game: the final lead plus this for a win
SEARCHED = (GuildFrame, HireFrame, KeepOneFrame)


def potential(state: ArchitectsState, owner: int) -> float:
    """What an owner's board promises beyond its points now (small: points dominate)."""
    o = state.owner(owner)
    if owner == state.ai_index:
        return 0.0
    return 0.3 * (o.clay + o.wood + o.stone) + 0.12 * o.silver + 0.6 * min(len(o.hand), 4) + 0.8 * len(o.apprentices)


def evaluate(state: ArchitectsState, seat: int) -> float:
    """`seat`'s lead over the best rival (the AI included)."""
    worth = [
        scoring.total(state, i) + (0.0 if state.phase == OVER else potential(state, i)) for i in range(state.owners)
    ]
    mine = worth[seat]
    best_other = max(w for i, w in enumerate(worth) if i != seat)
    lead = mine - best_other
    if state.phase == OVER:
        outcome = scoring.outcome(state)
        lead += WIN_BONUS if seat in outcome.winners else -WIN_BONUS
    return lead


def worth_searching(view: Any) -> bool:
    if view.phase != PLAY:
        return False
    frame = stack.top(view.decisions)
    return frame is None or isinstance(frame, SEARCHED)


class Rollouts:
    """The Architects parts of the shared search (rules.core.search)."""

    determinize = staticmethod(determinize)
    apply = staticmethod(R.apply)
    legal_actions = staticmethod(R.legal_actions)
    evaluate = staticmethod(evaluate)

    def __init__(self) -> None:
        self._greedy = B.GreedyBot()

    def next_actor(self, state: ArchitectsState, start: ArchitectsState) -> int | None:
        if state.phase == OVER:
            return None
        actors = R.to_act(state)
        return min(actors) if actors else None

    def rollout_policy(self, state: ArchitectsState, seat: int, legal: tuple[Any, ...], rng: random.Random) -> Any:
        return self._greedy.choose(V.view(state, seat), legal, rng)


class StrongBot(SearchBot):
    rollouts = Rollouts()

    def __init__(
        self, think: float = THINK, iterations: int = ITERATIONS, candidates: int = CANDIDATES, horizon: int = HORIZON
    ) -> None:
        super().__init__(think, iterations, candidates, horizon)

    def rank(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> list[Any]:
        appraisal = B.Appraisal(view)
        rated = sorted(((B.value(appraisal, a) + rng.random() * 1e-3, i) for i, a in enumerate(legal)), reverse=True)
        return [legal[i] for _, i in rated]

    def worth_searching(self, view: Any) -> bool:
        return worth_searching(view)

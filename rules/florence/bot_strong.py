"""The strong bot: the greedy bot's best few moves, each tried in sampled worlds to the round's end.

From its own view the bot deals the cards it cannot see at random (other hands, decks, the
automa's face-down cards) and guesses the others' florins as its own; in each such world it
plays the candidate move and then lets greedy bots play out the rest of the round. The move
with the best summed margin (own prestige and florins against the best rival) over the same
worlds wins. The sampling loop is `rules.core.search`: a fixed number of worlds keeps it
reproducible; `think` (seconds, default 1.0) caps the thinking time of a move (the first world
is always played out; a later one the budget runs out in is dropped), keeping a small margin for
the final choice. `meeple selfplay --think S` sets it. A sampled world that raises is skipped and
counted in `crashes` (raised under tests).
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.search import SearchBot, thinking_time
from rules.florence import rules
from rules.florence.bot_greedy import GreedyBot, score
from rules.florence.determinize import determinize
from rules.florence.state import (
    DRAFT,
    OVER,
    BidFrame,
    CharacterFrame,
    FlorenceState,
    LastFrame,
    OpenFrame,
    SoloOfferFrame,
    SoloPickFrame,
    TurnFrame,
)
from rules.florence.view import FlorenceView
from rules.florence.view import view as make_view

DELIBERATE = (TurnFrame, OpenFrame, BidFrame, LastFrame, CharacterFrame, SoloPickFrame, SoloOfferFrame)
CANDIDATES = 6
WORLDS = 8
THINK = 1.0
#: The clock the budget is measured on (a test may replace it with a fake one).
_clock = thinking_time


def margin(state: FlorenceState, seat: int) -> float:
    def worth(p) -> float:
        return p.prestige + p.florins / 200

    rivals = [worth(p) for s, p in enumerate(state.players) if s != seat]
    if state.solo is not None:
        rivals.append(state.solo.automa.prestige + state.solo.automa.florins / 400)
    return worth(state.players[seat]) - max(rivals, default=0.0)


ROUND_PLIES = 400  # a rollout's ply cap (a round ends well before; a guard against a loop)


class Rollouts:
    """The Florence parts of the shared search (rules.core.search): greedy play for everyone to the end of
    the current round (or of the game), then the margin."""

    determinize = staticmethod(determinize)
    apply = staticmethod(rules.apply)
    legal_actions = staticmethod(rules.legal_actions)
    evaluate = staticmethod(margin)

    def __init__(self) -> None:
        self._greedy = GreedyBot()

    def next_actor(self, state: FlorenceState, start: FlorenceState) -> int | None:
        if state.phase == OVER or state.round != start.round:
            return None
        acting = rules.to_act(state)
        return min(acting) if acting else None

    def rollout_policy(self, state: FlorenceState, seat: int, legal: tuple[Any, ...], rng: random.Random) -> Any:
        return self._greedy.choose(make_view(state, seat), legal, rng)


class StrongBot(SearchBot):
    rollouts = Rollouts()

    def __init__(self, worlds: int = WORLDS, candidates: int = CANDIDATES, think: float = THINK) -> None:
        super().__init__(think, worlds, candidates, ROUND_PLIES)

    @property
    def worlds(self) -> int:
        return self.iterations

    def clock(self) -> float:
        return _clock()  # looked up at each call, so a test's fake clock is the one read

    def rank(self, view: FlorenceView, legal: tuple[Any, ...], rng: random.Random) -> list[Any]:
        return sorted(legal, key=lambda a: -score(view, a))

    def choose(self, view: FlorenceView, legal: tuple[Any, ...], rng: random.Random) -> Any:
        frame = view.decisions[-1] if view.decisions else None
        if len(legal) == 1 or view.phase == DRAFT or not isinstance(frame, DELIBERATE):
            self.last_iterations = 0
            return GreedyBot().choose(view, legal, rng)
        return super().choose(view, legal, rng)

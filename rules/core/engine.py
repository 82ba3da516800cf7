"""The contract every game implements, and the one checked way to apply an action.

A game is an object with the methods of `Game`. State, actions, decisions and views are
frozen attrs values holding ids into the game's data, never card objects. `legal_actions`
is the only generator of moves; `step` refuses anything it does not offer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import attrs

# Seats and the two move errors are defined apart (the app starts without attrs or this
# module) and re-exported here, where the games import them.
from rules.core.errors import IllegalAction as IllegalAction
from rules.core.errors import NoLegalAction as NoLegalAction
from rules.core.narration import LogLine
from rules.core.options import GameConfig, OptionSpec
from rules.core.seats import GOD as GOD
from rules.core.seats import NO_SEAT as NO_SEAT
from rules.core.seats import SPECTATOR as SPECTATOR
from rules.core.seats import Seat as Seat


@attrs.frozen
class ScoreLine:
    """One seat's score: total plus a breakdown by category, in display order. A row for an
    opponent without a seat (a game's `opponent_scores`) has seat `NO_SEAT` and its `name`."""

    seat: Seat
    total: int
    breakdown: tuple[tuple[str, int], ...] = ()
    name: str = ""


@attrs.frozen
class Outcome:
    """How a finished game ended: who won and by which rule (e.g. 'civilian', 'military')."""

    winners: tuple[Seat, ...]
    end: str


@attrs.frozen
class GlossaryEntry:
    """A card, tile or token a player can look up: names in English and Korean, full text."""

    id: str
    kind: str
    name: str
    name_ko: str
    text: str


@runtime_checkable
class Game(Protocol):
    """What a game module exposes (as `GAME` in `rules/<id>/game.py`): the whole contract.

    Every member is here. The ones a game may leave out have a default in `GameBase`, which
    every game derives from; a member that is None (`parts`, `step_role`, `clock`) means the
    game does not offer that capability. docs/CONTRIBUTING-GAMES.md walks through each.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    #: Every Action class of the game: the save file's tagged union.
    action_types: tuple[type, ...]
    #: The class of its states, and of what `view` returns (a client decodes views with it).
    state_type: Any
    view_type: Any
    #: Unions inside its states (decision frames...) the save format tags by class name.
    state_unions: tuple[Any, ...]
    #: Optional capabilities, None when the game has none: the parts of a flat composed move
    #: (`rules.core.compose`), the role of a step in a step-by-step move, a rule clock.
    parts: Any
    step_role: Any
    clock: Any

    def setup(self, config: GameConfig, seed: int | str) -> Any: ...

    def config_problem(self, config: GameConfig) -> str | None:
        """Why this combination of options cannot be played (None: it can)."""
        ...

    def to_act(self, state: Any) -> frozenset[Seat]: ...

    def legal_actions(self, state: Any, seat: Seat) -> tuple[Any, ...]: ...

    def apply(self, state: Any, action: Any, rng: random.Random, seat: Seat | None = None) -> Any: ...

    def view(self, state: Any, viewer: Seat) -> Any: ...

    def scores(self, state: Any) -> tuple[ScoreLine, ...]: ...

    def opponent_scores(self, state: Any) -> tuple[ScoreLine, ...]:
        """Rows for opponents without a seat (an automa, an AI), after the seats' own."""
        ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def describe(
        self,
        action: Any,
        state: Any,
        viewer: Seat,
        seat: Seat,
        names: tuple[str, ...] | None = None,
    ) -> str:
        """The log line for `action` by `seat`, as `viewer` may read it.

        `names` are the seats' display names (what the players typed); a line names the
        acting seat by them ("Bob takes ..."). An empty string means: no log line for this
        viewer (e.g. the private sub-steps of a composed offer). Worded in the language
        `rules.core.words.language()` says.
        """
        ...

    def narrate(
        self,
        action: Any,
        before: Any,
        after: Any,
        viewer: Seat,
        seat: Seat,
        names: tuple[str, ...] | None = None,
    ) -> Any:
        """The log lines (`rules.core.narration.LogLine`) `viewer` reads for the step: the
        action's own and whatever it set off (an automa's turn, a round ending)."""
        ...

    def label(self, action: Any, view: Any, names: tuple[str, ...] | None = None) -> str | None:
        """The action list's line for `action`, from the acting seat's `view` (None: the
        table uses the log line)."""
        ...

    def why_not(self, state: Any, seat: Seat, names: tuple[str, ...] | None = None) -> Any:
        """The moves `seat` cannot make now, each with why (`rules.core.reasons`)."""
        ...

    def phase_name(self, phase: str) -> str:
        """A phase of the state in words, for the status line."""
        ...

    def score_words(self, key: str) -> str:
        """A score category (`ScoreLine.breakdown`'s key) or a seatless row's name in words: the
        keys stay identifiers, the table shows these."""
        ...

    def outcome_words(self, end: str) -> str:
        """How the game ended (`Outcome.end`) in words."""
        ...

    def reveals(self, before: Any, action: Any, after: Any) -> bool:
        """Whether the step uncovered something hidden (undo stops before it)."""
        ...

    def secrets(self, state: Any, viewer: Seat) -> frozenset[str]: ...

    def rules_section(self, state: Any) -> str: ...

    def glossary(self) -> tuple[GlossaryEntry, ...]: ...

    def bot(self, level: str) -> Any: ...


class GameBase:
    """The defaults of every optional part of `Game`: a game derives from it and writes only
    what is its own. No composer, no clock, no automa rows, no reasons, the log line as the
    whole story of a step, phases in their own words, nothing revealed but what draws."""

    options: tuple[OptionSpec, ...] = ()
    view_type: Any = None
    state_unions: tuple[Any, ...] = ()
    parts: Any = None
    step_role: Any = None
    clock: Any = None

    def config_problem(self, config: GameConfig) -> str | None:
        return None

    def opponent_scores(self, state: Any) -> tuple[ScoreLine, ...]:
        return ()

    def describe(
        self,
        action: Any,
        state: Any,
        viewer: Seat,
        seat: Seat,
        names: tuple[str, ...] | None = None,
    ) -> str:
        raise NotImplementedError

    def narrate(
        self,
        action: Any,
        before: Any,
        after: Any,
        viewer: Seat,
        seat: Seat,
        names: tuple[str, ...] | None = None,
    ) -> Any:
        return (LogLine(self.describe(action, before, viewer, seat, names), seat),)

    def label(self, action: Any, view: Any, names: tuple[str, ...] | None = None) -> str | None:
        return None

    def why_not(self, state: Any, seat: Seat, names: tuple[str, ...] | None = None) -> Any:
        return ()

    def phase_name(self, phase: str) -> str:
        return str(phase).replace("_", " ")

    def score_words(self, key: str) -> str:
        return key

    def outcome_words(self, end: str) -> str:
        return end

    def reveals(self, before: Any, action: Any, after: Any) -> bool:
        return False


class TrackingRandom(random.Random):
    """A Random that remembers whether anything drew from it (an information barrier)."""

    def __init__(self, seed: str) -> None:
        self.used = False
        super().__init__(seed)

    def random(self) -> float:  # every other draw method funnels through these two
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


def rng_for(seed: int | str, ply: int) -> TrackingRandom:
    """The random source for the action at `ply`: a pure function of seed and ply.

    String seeds hash deterministically, so replaying a log reproduces every shuffle.
    """
    return TrackingRandom(f"{seed}:{ply}")


@attrs.frozen
class StepResult:
    state: Any
    used_rng: bool


def actor_for(game: Game, state: Any, seat: Seat | None) -> Seat:
    """The seat an action comes from: given, or the only seat to act."""
    acting = game.to_act(state)
    if seat is None:
        if len(acting) != 1:
            raise IllegalAction(f"{len(acting)} seats may act now; say which one sends the action")
        (seat,) = acting
    if seat not in acting:
        raise IllegalAction(f"seat {seat} is not to act now (to act: {sorted(acting)})")
    return seat


def step(
    game: Game, state: Any, action: Any, seat: Seat | None = None, legal: Sequence[Any] | None = None
) -> StepResult:
    """Apply `action` for `seat` after checking it is legal, with the rng for this ply.

    This is the only way the session, the CLI, tests and bots change a state. `legal`: the
    seat's legal actions in this very state when the caller has them already (the session
    keeps them for the screens); they are not asked for twice.
    """
    seat = actor_for(game, state, seat)
    if legal is None:
        legal = game.legal_actions(state, seat)
    if action not in legal:
        raise IllegalAction(f"{action!r} is not a legal action for seat {seat}")
    rng = rng_for(state.seed, state.ply)
    new_state = game.apply(state, action, rng, seat)
    new_state = attrs.evolve(new_state, ply=state.ply + 1)
    return StepResult(new_state, rng.used)

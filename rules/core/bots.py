"""Bot levels shared by every game, and the random bot every game has.

A bot sees only its seat's view and the legal actions: `choose(view, legal, rng)`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

BOT_LEVELS: tuple[str, ...] = ("random", "greedy", "strong")


class Bot(Protocol):
    level: str

    def choose(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any: ...


class RandomBot:
    """Uniform over the legal actions."""

    level = "random"

    def choose(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]


def bot_rng(seed: int | str, ply: int, seat: int) -> random.Random:
    """Bots draw from their own stream, never the game's, so adding a bot changes no shuffle."""
    return random.Random(f"bot:{seed}:{ply}:{seat}")


class UnknownBotLevel(ValueError):
    pass


class BotTable:
    """A game's bot levels: `bot(level)` makes a fresh bot, an unknown level is refused in one wording.

    Each entry is a maker (a class or a function), called only when asked for, so a strong bot whose
    module imports the game's bots can still be listed here (its maker imports it on the call)."""

    def __init__(self, game: str, makers: dict[str, Callable[[], Bot]]) -> None:
        self.game = game
        self.makers = dict(makers)

    @property
    def levels(self) -> tuple[str, ...]:
        return tuple(self.makers)

    def bot(self, level: str) -> Any:
        maker = self.makers.get(level)
        if maker is None:
            raise UnknownBotLevel(f"{self.game} has no {level!r} bot (known: {', '.join(self.makers)})")
        return maker()

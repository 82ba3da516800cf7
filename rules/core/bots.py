"""Bot levels shared by every game, and the random bot every game has.

A bot sees only its seat's view and the legal actions: `choose(view, legal, rng)`.
"""
from __future__ import annotations

import random
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

"""Computer opponents: `random` (uniform) and `greedy` (one-ply value from the bot's own view)."""
from __future__ import annotations

from typing import Any

from rules.core.bots import RandomBot, UnknownBotLevel
from rules.florence.bot_greedy import GreedyBot

LEVELS = ("random", "greedy")


def bot(level: str) -> Any:
    if level == "random":
        return RandomBot()
    if level == "greedy":
        return GreedyBot()
    raise UnknownBotLevel(f"Princes of Florence has no {level!r} bot (known: {', '.join(LEVELS)})")

"""Computer opponents: `random` (uniform), `greedy` (one-ply value from the bot's own view) and
`strong` (the greedy bot's best moves tried in sampled worlds to the end of the round)."""
from __future__ import annotations

from typing import Any

from rules.core.bots import RandomBot, UnknownBotLevel
from rules.florence.bot_greedy import GreedyBot
from rules.florence.bot_strong import StrongBot

LEVELS = ("random", "greedy", "strong")


def bot(level: str) -> Any:
    if level == "random":
        return RandomBot()
    if level == "greedy":
        return GreedyBot()
    if level == "strong":
        return StrongBot()
    raise UnknownBotLevel(f"Princes of Florence has no {level!r} bot (known: {', '.join(LEVELS)})")

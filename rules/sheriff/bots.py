"""Computer opponents for Sheriff of Nottingham.

Only the random bot lives here for now; the greedy and strong bots replace this file.
A bot sees its seat's `SheriffView` and the legal actions (see `rules.sheriff.actions`).
"""
from __future__ import annotations

from typing import Any

from rules.core.bots import RandomBot, UnknownBotLevel


def bot(level: str) -> Any:
    if level == "random":
        return RandomBot()
    raise UnknownBotLevel(f"Sheriff of Nottingham has no {level!r} bot yet (known: random)")

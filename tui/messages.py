"""Every custom message of the shell, as small dataclasses (toolong style).

Widgets announce intents with these; the App (which owns the controller) acts on them.
Messages carry action values (frozen attrs from the game), never states.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.message import Message


@dataclass
class ActionChosen(Message):
    """A human picked one of the legal actions shown to them."""

    action: Any


@dataclass
class BotMoved(Message):
    """A bot worker finished choosing; applied only if `state` is still current."""

    seat: int
    action: Any
    state: Any


@dataclass
class OpenRules(Message):
    """Open the rules of `game_id`, at section `anchor` or showing glossary entry `entry`."""

    game_id: str
    anchor: str | None = None
    entry: str | None = None

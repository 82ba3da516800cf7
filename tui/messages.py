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
    """A human picked one of the legal actions shown to them.

    `version` is the snapshot version the choice was made on: a choice that arrives after
    the table moved on (a doubled key) is dropped. `then` continues a composed move: the
    actions are sent in order, all or nothing.
    """

    action: Any
    version: int | None = None
    then: tuple[Any, ...] = ()

    @property
    def actions(self) -> tuple[Any, ...]:
        return (self.action, *self.then)


@dataclass
class BotMoved(Message):
    """A bot worker finished choosing; applied only if the table has not moved on since `job`."""

    job: Any
    action: Any


@dataclass
class OpenRules(Message):
    """Open the rules of `game_id`, at section `anchor` or showing glossary entry `entry`."""

    game_id: str
    anchor: str | None = None
    entry: str | None = None

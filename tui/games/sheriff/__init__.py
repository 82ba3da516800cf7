"""Sheriff of Nottingham widgets for the table screen (the interface in `tui/games/__init__.py`).

- `Board` (board.py): public stands, bags at the gate, the deal, piles, King/Queen race and
  the inspection clock of the time-limit rule (it sends `TimeUp` when the minute is gone).
- `PrivatePanel` (private.py): the acting human's hand, bag, face-down goods, draft, vote, and
  the bags and stands shown to them to prove a void promise.
- `action_label`: one line per legal action, the log's phrase in the imperative.
- compose.py: the composer's rows, title and live summary.
- layout.py: label/value rows for the panels.

Every word comes from `rules.sheriff.words`, the game's one vocabulary (log, labels,
composer, bots); this package only lays it out.
"""
from __future__ import annotations

from typing import Any

from rules.sheriff import words as W
from tui.games.sheriff.board import Board
from tui.games.sheriff.compose import compose_summary, compose_title, token_label
from tui.games.sheriff.private import PrivatePanel


def action_label(action: Any, view: Any, names: tuple[str, ...] = ()) -> str | None:
    """The list text for one legal action, naming seats by `names` (the players' own);
    None (the table then uses the log line) for an unknown kind."""
    return W.label(action, view, names)


__all__ = ["Board", "PrivatePanel", "action_label", "compose_summary", "compose_title", "token_label"]

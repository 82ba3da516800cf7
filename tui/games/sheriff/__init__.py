"""Sheriff of Nottingham widgets for the table screen (the interface in `tui/games/__init__.py`).

- `Board` (board.py): public stands, bags at the gate, the deal, piles, King/Queen race and
  the inspection clock of the time-limit rule (it sends `TimeUp` when the minute is gone).
- `PrivatePanel` (private.py): the acting human's hand, bag, face-down goods, draft, vote, and
  the bags and stands shown to them to prove a void promise.
- The action list's lines are the game's own `label` (`rules.sheriff.words.label`).
- compose.py: the composer's rows, title and live summary.
- layout.py: label/value rows for the panels.

Every word comes from `rules.sheriff.words`, the game's one vocabulary (log, labels,
composer, bots); this package only lays it out.
"""

from __future__ import annotations

from tui.games.sheriff.board import Board
from tui.games.sheriff.compose import compose_summary, compose_title, token_label
from tui.games.sheriff.private import PrivatePanel

__all__ = ["Board", "PrivatePanel", "compose_summary", "compose_title", "token_label"]

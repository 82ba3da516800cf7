"""Sheriff of Nottingham widgets for the table screen (the interface in `tui/games/__init__.py`).

- `Board` (board.py): public stands, bags at the gate, the deal, piles, King/Queen race and
  the inspection clock of the time-limit rule (it sends `TimeUp` when the minute is gone).
- `PrivatePanel` (private.py): the acting human's hand, bag, face-down goods, draft, vote.
- `action_label` (labels.py): one clear line per legal action, easy to filter with `/`.
- compose.py: the composer's words (market, bag, offers) and its live summary.
- words.py: the shared English for goods, terms and seats.
"""
from __future__ import annotations

from tui.games.sheriff.board import Board
from tui.games.sheriff.compose import compose_summary, compose_title, token_label
from tui.games.sheriff.labels import action_label
from tui.games.sheriff.private import PrivatePanel

__all__ = ["Board", "PrivatePanel", "action_label", "compose_summary", "compose_title", "token_label"]

"""Princes of Florence widgets for the table screen (the interface in `tui/games/__init__.py`).

- `Board` (board.py): round, phase and work minimum, the auction (items, the bid, who is still
  in), the characters of Muses & Ladies, the supply; solo: the automa's card, roll, row and
  the virtual players. At its top, while you have a tile to place, `EstatePlacer`
  (placer.py): your estate with a cursor (arrows, c turn, f flip, n next legal, o other
  tile, enter).
- `Opponents` (opponents.py): every seat's estate as a letter grid with a legend, prestige,
  works, jesters, builders, freedoms, card counts (florins are secret).
- `PrivatePanel` (private.py): your florins, hand with each work's value now, bonus and
  prestige cards, a work under way, a draw.
- The action list's lines are the game's own `label` (rules.florence.describe.label).
- compose.py: the composer's words for a character bid and a shared building's payment.
- drawing.py: estates as letters (buildings upper case, landscapes lower case, M the mansion).
"""

from __future__ import annotations

from tui.games.florence.board import Board
from tui.games.florence.compose import compose_summary, compose_title, token_label
from tui.games.florence.opponents import Opponents
from tui.games.florence.private import PrivatePanel

__all__ = ["Board", "Opponents", "PrivatePanel", "compose_summary", "compose_title", "token_label"]

"""Lorenzo il Magnifico widgets for the table screen (see `tui.games` for the interface).

- `Board` (board.py): round and period, dice, turn order, who acts and what is decided; the
  four towers floor by floor (value, bonus, card, cost, what it does, who took it, which of your members
  could take it now); harvest, production, market, council palace and leaders' private
  spaces with their occupants; the Vatican tiles with their cubes; the faith, military and
  VP tracks. Seats are named with a symbol; colour only repeats them. With Houses of Renaissance:
  the family auction, then families, the change tile, the special tokens' supply and the special
  tower (cards named by type and number, with their effects).
- `Opponents` (opponents.py): every seat's personal board (cards by type, the next territory's
  military need, resources, members at home, tile, excommunications, leaders face up/down,
  how many leaders in hand; with the expansion its family and how many special tokens).
- `PrivatePanel` (private.py): your stock, tile, leaders in hand (requirements held or not),
  the draft hand; with the expansion your family and your special tokens' faces.
- The action list's lines are the game's own `label` (`rules.lorenzo.describe.label`).
"""

from __future__ import annotations

from tui.games.lorenzo.board import Board
from tui.games.lorenzo.opponents import Opponents
from tui.games.lorenzo.private import PrivatePanel

__all__ = ["Board", "Opponents", "PrivatePanel"]

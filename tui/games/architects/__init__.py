"""Architects of the West Kingdom widgets for the table screen (see `tui.games` for the interface).

- `Board` (board.py): every location with each owner's workers by name, the Tax Stand, the
  Black Market (spaces, rewards on show), the Workshop rows with their coins, the Guildhall
  grid (spaces left, reset spaces), the Cathedral, the Prison and its warnings, the final
  round, the AI's revealed Scheme card.
- `Opponents` (opponents.py): every board in full (virtue with its points, tax evasion and
  bans; silver, goods, debts, apprentices, buildings, captives, hand size).
- `PrivatePanel` (private.py): the acting human's hand (what each building still needs),
  the draft pack, the cards drawn to keep.
- The composer's words (compose.py; the action list's lines are the game's own `label`): every phrase comes from
  `rules.architects.describe`, the game's one vocabulary.
"""

from __future__ import annotations

from tui.games.architects.board import Board
from tui.games.architects.compose import compose_summary, compose_title, token_label
from tui.games.architects.opponents import Opponents
from tui.games.architects.private import PrivatePanel

__all__ = ["Board", "Opponents", "PrivatePanel", "compose_summary", "compose_title", "token_label"]

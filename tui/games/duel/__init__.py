"""7 Wonders Duel (+ Agora) widgets for the table screen (see `tui.games` for the interface).

- `Board`: the Age's structure as a pyramid (or the wonder draft), the military track, the
  progress tokens, the senate with Agora, and both cities in summary (`widgets.py`). It takes
  focus: arrows move a card cursor, Enter or `i` opens the card's text and cost (`cardinfo.py`).
- `PrivatePanel`: what each accessible card and wonder costs the acting human now, with
  the breakdown; their hidden conspiracies with Agora (`widgets.py`, `agora.py`).
- `action_label`: the action list's lines: the log's phrases (`rules.duel.words`) in the
  imperative, with costs from the view (`labels.py`).
- Drawings (pyramid, track) are in `drawing.py`; names, colour codes and short names in `text.py`.
"""

from __future__ import annotations

from tui.games.duel.labels import action_label
from tui.games.duel.widgets import Board, PrivatePanel

__all__ = ["Board", "PrivatePanel", "action_label", "CSS"]

#: The pyramid needs every cell of its column: no padding and no side borders (the top
#: border keeps the "Board" title).
CSS = """
#left-col > Board { padding: 0; border-left: none; border-right: none; }
"""

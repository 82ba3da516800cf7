"""Every seat's public side: estate as a letter grid with its legend, prestige, works done,
jesters, builders, freedoms, characters, and how many cards each holds (never which, nor
anyone's florins: both are secret and not in another seat's view).
"""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from rules.florence.data import load
from rules.florence.describe import card_name
from tui.games import seat_names
from tui.games.florence.board import seat_name
from tui.games.florence.drawing import estate_text


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def seat_text(view: Any, seat: int, names: tuple[str, ...]) -> Text:
    data = load()
    p = view.players[seat]
    text = Text(seat_name(view, seat, names), style="bold")
    text.append(f"  {p.prestige} PP")
    hand = _plural(p.hand_count, "card")
    if p.recruitment_in_hand:
        hand += f" ({p.recruitment_in_hand} recruitment)"
    text.append(f"\nHand {hand}; {_plural(p.bonus_count, 'bonus card')}; {_plural(p.prestige_card_count, 'prestige card')}")
    if p.known_hand:
        text.append("\nRecruited, in hand: " + ", ".join(card_name(c) for c in p.known_hand))
    text.append(f"\nJesters {p.jesters}, builders {p.builders}")
    if p.freedoms:
        text.append("; freedoms: " + ", ".join(data.freedom_by_id[f].name.replace("Freedom of ", "").lower()
                                                for f in p.freedoms))
    if p.characters:
        text.append("\nCharacters: " + ", ".join(data.character_by_id[c].name for c in p.characters))
    works = ", ".join(card_name(c) for c in p.front) or "none yet"
    text.append(f"\nWorks (face up): {works}")
    text.append("\n")
    text.append_text(estate_text(p.tiles))
    return text


def players_text(view: Any, names: tuple[str, ...]) -> Text:
    order = list(range(len(view.players)))
    if 0 <= view.viewer < len(order):  # the others first, your own estate last
        order = order[view.viewer + 1:] + order[: view.viewer + 1]
    return Text("\n\n").join(seat_text(view, seat, names) for seat in order)


class Opponents(Static):
    """Each seat's estate and public holdings."""

    DEFAULT_CSS = "Opponents { height: auto; padding: 0 1; }"
    HELP = """\
## Players
Each seat's public side: prestige points (PP), its estate (a letter per cell, the legend
below each grid; `M` is the mansion, `.` a free cell), works done face up, jesters, builders,
freedoms, characters, and the number of cards in hand. Florins are secret.
"""

    def __init__(self) -> None:
        super().__init__("", id="fl-players", markup=False)
        self._signature: Any = None

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            self.update("")
            self._signature = None
            return
        text = players_text(view, seat_names(self))
        signature = (text.plain, len(text.spans))
        if signature != self._signature:
            self._signature = signature
            self.update(text)

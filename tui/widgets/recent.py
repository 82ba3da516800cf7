"""A board's sections kept by what they were made from.

A board is redrawn from a whole new view after every move, though a move changes a few of its
sections: traced on Duel's table-to-table confirms, making the words of every section again
(cities twice over, narrow and wide) was a quarter of the board's update. `RecentTexts` makes a
section only when its inputs (parts of the frozen view: equal when nothing in them changed)
were not seen lately, and gives back the very object made then, which the panel compares
with what it shows and finds unchanged at once.
"""

from __future__ import annotations

from typing import Any, Callable

from rules.core.words import language


class RecentTexts:
    """`made(make, *inputs)`: `make(*inputs)`, made once per inputs and language.

    `make` must read nothing but its inputs and the language (words, data), and what it
    returns is shared: nobody may change it afterwards."""

    #: Sections kept; all are forgotten when there are more (a game's few seats and phases
    #: come back often, older views do not).
    KEEP = 64

    def __init__(self) -> None:
        self._made: dict[tuple[Any, ...], Any] = {}

    def __len__(self) -> int:
        return len(self._made)

    def __call__(self, make: Callable[..., Any], *inputs: Any) -> Any:
        key = (make, language(), *inputs)
        made = self._made.get(key)
        if made is None:
            if len(self._made) >= self.KEEP:
                self._made.clear()
            made = self._made[key] = make(*inputs)
        return made

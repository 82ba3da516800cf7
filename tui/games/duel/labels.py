"""`action_label`: one line per legal action, in the game's own words (`rules.duel.words`).

The phrase is the one the log uses, in the imperative ("Build [Bl] Baths for 2 coins (stone bought
for 2)"); its facts (prices, names) come from the acting seat's view (`words.ViewFacts`), which the
rules computed with the same price function that charges the coins. A few kinds add a detail after a colon (what a
wonder, a token or a conspiracy does; what a chamber holds), chosen by the action's type.
"""

from __future__ import annotations

from typing import Any, Callable

from rules.duel import hooks
from rules.duel import words as W
from rules.duel.actions import BuildDiscarded, ChooseProgress, TakeWonder
from rules.duel.agora.state import (
    KeepConspiracy,
    MoveCube,
    MoveDecree,
    PlaceCube,
    PlayBoxToken,
    RemoveCube,
    TriggerConspiracy,
)
from tui.games.duel import agora as A
from tui.games.duel import text as T


def _conspiracy_text(ident: str) -> str:
    return T.conspiracy_text(ident)


def _chamber(number: int, view: Any, names: tuple[str, ...]) -> str:
    return A.chamber_label(number, view, names).removeprefix(f"{W.chamber_text(number)} ")


#: Details after the phrase, by action type: what the chosen thing does, or what a chamber holds.
DETAILS: dict[type, Callable[[Any, Any, tuple[str, ...]], str]] = {
    TakeWonder: lambda a, v, n: f"({T.printed_cost(a.wonder)}): {T.wonder_effect(a.wonder)}",
    ChooseProgress: lambda a, v, n: T.effect_text(a.token),
    PlayBoxToken: lambda a, v, n: T.effect_text(a.token),
    BuildDiscarded: lambda a, v, n: T.card_effect(a.card),
    TriggerConspiracy: lambda a, v, n: _conspiracy_text(a.conspiracy),
    KeepConspiracy: lambda a, v, n: _conspiracy_text(a.keep),
    PlaceCube: lambda a, v, n: _chamber(a.chamber, v, n),
    MoveCube: lambda a, v, n: _chamber(a.destination, v, n),
    RemoveCube: lambda a, v, n: _chamber(a.chamber, v, n),
    MoveDecree: lambda a, v, n: _chamber(a.destination, v, n),
}


def action_label(action: Any, view: Any, names: tuple[str, ...] = ()) -> str | None:
    """One line of the action list; the opponent is named as the players typed it (`names`)."""
    said = W.phrase(action, W.ViewFacts(view, T.tagged, names), hooks.phrase)
    if said is None:
        return None  # the table then uses the game's log sentence
    label = said.command()
    detail = DETAILS.get(type(action))
    if detail is not None:
        extra = detail(action, view, tuple(names))
        if extra:
            label += f" {extra}" if extra.startswith("(") else f": {extra}"
    return label

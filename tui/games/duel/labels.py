"""`action_label`: one line per legal action, in the game's own words (`rules.duel.words`).

The phrase is the one the log uses, in the imperative ("Build [Bl] Baths for 2 coins (stone bought
for 2)"); its facts (prices, names) come from the acting seat's view, which the rules computed with
the same price function that charges the coins. A few kinds add a detail after a colon (what a
wonder, a token or a conspiracy does; what a chamber holds), chosen by the action's type.
"""
from __future__ import annotations

from typing import Any, Callable

from rules.duel import data as D
from rules.duel import hooks
from rules.duel import words as W
from rules.duel.actions import BuildDiscarded, BuildWonder, ChooseProgress, Construct, TakeWonder
from rules.duel.agora.state import (
    KeepConspiracy, MoveCube, MoveDecree, PlaceCube, PlayBoxToken, Recruit, RemoveCube, TriggerConspiracy,
)
from rules.duel.costs import Payment
from tui.games.duel import agora as A
from tui.games.duel import text as T


class ViewFacts:
    """`rules.duel.words.Facts` read from the view of the seat whose choices are listed."""

    def __init__(self, view: Any) -> None:
        self.view = view
        seat = getattr(view, "offers_for", None)
        self.seat = seat if seat is not None else getattr(view, "viewer", 0)

    def who(self, seat: int) -> str:
        return "you" if seat == self.seat else "your opponent"

    def whose(self, seat: int) -> str:
        return "your" if seat == self.seat else "your opponent's"

    def card(self, ident: str) -> str:
        return T.tagged(ident)

    def _offer(self, card: str) -> Any:
        return next((o for o in getattr(self.view, "offers", ()) if o.card == card), None)

    def price(self, action: Any) -> Payment | None:
        if isinstance(action, Construct):
            offer = self._offer(action.card)
            return offer.construct if offer is not None else None
        if isinstance(action, BuildWonder):
            offer = next((o for o in getattr(self.view, "wonder_offers", ()) if o.wonder == action.wonder), None)
            return offer.cost if offer is not None else None
        if isinstance(action, Recruit):
            players = getattr(getattr(self.view, "agora", None), "players", ()) or ()
            me = next((p for p in players if p.seat == self.seat), None)
            return Payment(coins=me.recruit_cost) if me is not None else None
        return None

    def chain_source(self, card_id: str) -> str | None:
        players = getattr(self.view, "players", ())
        buildings = players[self.seat].buildings if 0 <= self.seat < len(players) else ()
        return W.chain_source(card_id, buildings)

    def discard_coins(self) -> int:
        offer = next(iter(getattr(self.view, "offers", ())), None)
        return offer.discard_coins if offer is not None else 2

    def age(self) -> int:
        return getattr(self.view, "age", 0)

    def frame(self) -> Any:
        decisions = getattr(self.view, "decisions", ()) or ()
        return decisions[-1] if decisions else None

    def knows(self, seat: int) -> bool:
        return seat == self.seat


def _conspiracy_text(ident: str) -> str:
    record = D.load().agora.conspiracies.get(ident)
    return record.text if record is not None else T.effect_text(ident)


#: Details after the phrase, by action type: what the chosen thing does, or what a chamber holds.
DETAILS: dict[type, Callable[[Any, Any], str]] = {
    TakeWonder: lambda a, v: f"({T.printed_cost(a.wonder)}): {T.wonder_effect(a.wonder)}",
    ChooseProgress: lambda a, v: T.effect_text(a.token),
    PlayBoxToken: lambda a, v: T.effect_text(a.token),
    BuildDiscarded: lambda a, v: T.card_effect(a.card),
    TriggerConspiracy: lambda a, v: _conspiracy_text(a.conspiracy),
    KeepConspiracy: lambda a, v: _conspiracy_text(a.keep),
    PlaceCube: lambda a, v: A.chamber_label(a.chamber, v).removeprefix(f"chamber {a.chamber} "),
    MoveCube: lambda a, v: A.chamber_label(a.destination, v).removeprefix(f"chamber {a.destination} "),
    RemoveCube: lambda a, v: A.chamber_label(a.chamber, v).removeprefix(f"chamber {a.chamber} "),
    MoveDecree: lambda a, v: A.chamber_label(a.destination, v).removeprefix(f"chamber {a.destination} "),
}


def action_label(action: Any, view: Any) -> str | None:
    said = W.phrase(action, ViewFacts(view), hooks.phrase)
    if said is None:
        return None  # the table then uses the game's log sentence
    label = said.command()
    detail = DETAILS.get(type(action))
    if detail is not None:
        extra = detail(action, view)
        if extra:
            label += f" {extra}" if extra.startswith("(") else f": {extra}"
    return label

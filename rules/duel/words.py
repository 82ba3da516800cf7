"""The one vocabulary of 7 Wonders Duel: every action in words, for the log and for the action list.

An action becomes a `Phrase`: a text whose verbs are marked `{verb}`. The log conjugates them
for the acting seat ("Bob builds Altar for 2 coins (stone bought for 2)."); the action list uses
them in the imperative ("Build Altar for 2 coins (stone bought for 2)"). What a phrase says comes
from `Facts`: names, prices and what the reader may know, read from the state (log lines) or
from the reader's view (labels), so both say the same thing. Expansions add phrases for their
own actions (`hooks.Hooks.phrase`).
"""
from __future__ import annotations

import functools
import re
from typing import Any, Protocol

import attrs

from rules.duel import data as D
from rules.duel import hooks
from rules.duel.actions import (
    BuildDiscarded, BuildWonder, ChooseProgress, ChooseStarter, Construct, DestroyCard, Discard, TakeWonder,
)
from rules.duel.costs import Payment

ROMAN = {0: "-", 1: "I", 2: "II", 3: "III"}
_VERB = re.compile(r"\{(\w+)\}")


# ----------------------------------------------------------------------------- small words

def plural(count: int, noun: str) -> str:
    """'1 coin', '3 coins'."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def coins_text(amount: int) -> str:
    return plural(amount, "coin")


def third_person(verb: str) -> str:
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


@functools.cache
def names_by_id() -> dict[str, str]:
    """Every component id of the game data with its English name."""
    data = D.load()
    tables = (
        data.cards, data.wonders, data.progress, data.military_tokens, data.agora.senators,
        data.agora.decrees, data.agora.conspiracies, data.agora.military_tokens,
    )
    return {ident: record.name for table in tables for ident, record in table.items()}


def name_of(ident: str | None) -> str:
    if ident is None:
        return "?"
    return names_by_id().get(ident, ident.replace("_", " "))


def units_text(units: Any) -> str:
    return ", ".join(f"{n} {r}" for r, n in units)


def payment_parts(payment: Payment) -> list[str]:
    """Why a payment costs what it does: printed coins, each resource bought with its unit price, waivers."""
    parts: list[str] = []
    if payment.coins:
        parts.append(f"{payment.coins} printed")
    for purchase in payment.purchases:
        if purchase.units == 1:
            parts.append(f"{purchase.resource} bought for {purchase.unit_price}")
        else:
            parts.append(f"{purchase.units} {purchase.resource} bought at {purchase.unit_price} each")
    if payment.ignored:
        parts.append(f"{units_text(payment.ignored)} waived")
    if payment.coins_waived:
        parts.append("printed coins waived")
    if payment.discounts:
        parts.append("by " + ", ".join(name_of(s) for s in payment.discounts))
    return parts


def payment_text(payment: Payment | None, chained_from: str | None = None) -> str:
    """'2 coins (stone bought for 2)', 'free by chain (Baths)', 'free'."""
    if payment is None:
        return "cannot be built"
    if payment.chain:
        return f"free by chain ({name_of(chained_from)})" if chained_from else "free by chain"
    parts = payment_parts(payment)
    if payment.total == 0:
        return "free" + (f" ({'; '.join(parts)})" if parts else "")
    return coins_text(payment.total) + (f" ({', '.join(parts)})" if parts else "")


def price_text(payment: Payment | None, chained_from: str | None = None) -> str:
    """The price as it follows a verb: 'for 2 coins (...)', 'for free (...)', 'free by chain (Baths)'."""
    text = payment_text(payment, chained_from)
    return text if text.startswith("free by chain") else f"for {text}"


def chain_source(card_id: str, buildings: tuple[str, ...]) -> str | None:
    """The card of `buildings` whose chain symbol makes `card_id` free, if any."""
    cards = D.load().cards
    wanted = cards[card_id].chain_from if card_id in cards else None
    if wanted is None:
        return None
    return next((b for b in buildings if b in cards and cards[b].chain_grants == wanted), None)


# ----------------------------------------------------------------------------- phrases

@attrs.frozen
class Phrase:
    """An action in words; `{verb}` marks each verb of the acting seat."""

    text: str

    def sentence(self, subject: str, second_person: bool = False) -> str:
        """The log line: 'Bob builds ...' (or 'You build ...' when written to the actor without names)."""
        verbs = _VERB.sub(lambda m: m.group(1) if second_person else third_person(m.group(1)), self.text)
        return f"{subject} {verbs}."

    def command(self) -> str:
        """The action list line, in the imperative: 'Build ...'."""
        text = _VERB.sub(lambda m: m.group(1), self.text)
        return text[:1].upper() + text[1:]


class Facts(Protocol):
    """What a phrase may say, for one reader: from the state (log) or from the reader's view (labels)."""

    seat: int  # the acting seat

    def who(self, seat: int) -> str: ...  # a seat as named in the text ('Bob', 'you', 'Player 2')

    def whose(self, seat: int) -> str: ...  # 'Bob's', 'your'

    def card(self, ident: str) -> str: ...  # a card as named in the text (labels add the colour code)

    def price(self, action: Any) -> Payment | None: ...

    def chain_source(self, card_id: str) -> str | None: ...

    def discard_coins(self) -> int: ...

    def age(self) -> int: ...


class ViewFacts:
    """`Facts` read from the view of the seat whose choices are listed (action labels, bots' reports).
    `card` names a card as the reader wants it (labels add its colour code)."""

    def __init__(self, view: Any, card: Any = None, names: tuple[str, ...] = ()) -> None:
        self.view = view
        self._card = card or name_of
        self.names = tuple(names)
        seat = getattr(view, "offers_for", None)
        self.seat = seat if seat is not None else getattr(view, "viewer", 0)

    def _other(self, seat: int) -> str:
        """The opponent by the name typed for them, as the log says it; else 'your opponent'."""
        return self.names[seat] if 0 <= seat < len(self.names) and self.names[seat] else "your opponent"

    def who(self, seat: int) -> str:
        return "you" if seat == self.seat else self._other(seat)

    def whose(self, seat: int) -> str:
        return "your" if seat == self.seat else f"{self._other(seat)}'s"

    def card(self, ident: str) -> str:
        return self._card(ident)

    def _offer(self, card: str) -> Any:
        return next((o for o in getattr(self.view, "offers", ()) if o.card == card), None)

    def price(self, action: Any) -> Payment | None:
        if isinstance(action, Construct):
            offer = self._offer(action.card)
            return offer.construct if offer is not None else None
        if isinstance(action, BuildWonder):
            offer = next((o for o in getattr(self.view, "wonder_offers", ()) if o.wonder == action.wonder), None)
            return offer.cost if offer is not None else None
        return hooks.view_price(self.view, self.seat, action)

    def chain_source(self, card_id: str) -> str | None:
        players = getattr(self.view, "players", ())
        buildings = players[self.seat].buildings if 0 <= self.seat < len(players) else ()
        return chain_source(card_id, buildings)

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


def phrase(action: Any, facts: Facts, extra: Any = None) -> Phrase | None:
    """The words for a base action; `extra(action, facts)` for an expansion's own actions."""
    seat = facts.seat
    if isinstance(action, TakeWonder):
        return Phrase(f"{{take}} {name_of(action.wonder)} in the wonder draft")
    if isinstance(action, Construct):
        cost = facts.price(action)
        return Phrase(f"{{build}} {facts.card(action.card)} {price_text(cost, facts.chain_source(action.card))}")
    if isinstance(action, Discard):
        return Phrase(f"{{discard}} {facts.card(action.card)} for {coins_text(facts.discard_coins())}")
    if isinstance(action, BuildWonder):
        cost = facts.price(action)
        return Phrase(
            f"{{build}} {name_of(action.wonder)} {price_text(cost)}, tucking {facts.card(action.card)} under it"
        )
    if isinstance(action, ChooseProgress):
        return Phrase(f"{{take}} the progress token {name_of(action.token)}")
    if isinstance(action, DestroyCard):
        return Phrase(f"{{destroy}} {facts.card(action.card)} from {facts.whose(1 - seat)} city")
    if isinstance(action, BuildDiscarded):
        return Phrase(f"{{build}} {facts.card(action.card)} from the discard pile for free")
    if isinstance(action, ChooseStarter):
        age = ROMAN.get(facts.age(), str(facts.age()))
        if action.seat == seat:
            return Phrase(f"{{choose}} to start Age {age}")
        return Phrase(f"{{let}} {facts.who(action.seat)} start Age {age}")
    return extra(action, facts) if extra is not None else None

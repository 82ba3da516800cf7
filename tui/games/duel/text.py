"""Words for 7 Wonders Duel ids: names, colour codes, short names and cost breakdowns.

Plain strings only (no Textual), so the widgets and `action_label` share one wording. Ids
come from a `DuelView`; the static component data (`rules.duel.data`) turns them into names.
"""
from __future__ import annotations

import functools
from typing import Any

from rules.duel import data as D
from rules.duel import glossary as G

#: Two-letter colour codes: blue and brown, green and grey share an initial, so one letter would mislead.
COLOR_CODES = {
    "brown": "Br", "grey": "Gy", "blue": "Bl", "green": "Gn", "yellow": "Ye", "red": "Rd", "purple": "Pu",
    "senator": "Se",
}
COLOR_ORDER = ("brown", "grey", "blue", "green", "yellow", "red", "purple", "senator")
#: Terminal colours for the codes; the code text itself always carries the meaning.
COLOR_STYLES = {
    "brown": "#c08040", "grey": "#a0a0a0", "blue": "#5f9fff", "green": "#40c040", "yellow": "#e0c000",
    "red": "#ff5050", "purple": "#c080ff", "senator": "#e0e0e0",
}
BACK_LABELS = {"age_1": "I", "age_2": "II", "age_3": "III", "guild": "Guild", "senator": "Sen"}
ROMAN = {0: "-", 1: "I", 2: "II", 3: "III"}
_SMALL_WORDS = {"the", "of", "de"}


def name(ident: str | None) -> str:
    """The English name of any card, wonder, token or Agora component id."""
    if ident is None:
        return "?"
    return names_by_id().get(ident, ident.replace("_", " "))


@functools.cache
def names_by_id() -> dict[str, str]:
    """Every component id of the game data with its English name."""
    data = D.load()
    tables = (
        data.cards, data.wonders, data.progress, data.military_tokens, data.agora.senators,
        data.agora.decrees, data.agora.conspiracies, data.agora.military_tokens,
    )
    return {ident: record.name for table in tables for ident, record in table.items()}


def color_of(card_id: str) -> str:
    """A card's colour, 'senator' for Agora senators, '' when unknown."""
    data = D.load()
    if card_id in data.cards:
        return data.cards[card_id].color
    if card_id in data.agora.senators:
        return "senator"
    return ""


def code(card_id: str) -> str:
    return COLOR_CODES.get(color_of(card_id), "??")


def tagged(card_id: str) -> str:
    """'[Bl] Baths': colour code and name, the form used in every list."""
    return f"[{code(card_id)}] {name(card_id)}"


@functools.cache
def short_name(card_id: str, width: int) -> str:
    """A name cut to `width` cells, keeping the start of every word ('Lumber Yard' -> 'LumYa')."""
    senator = D.load().agora.senators.get(card_id)
    if senator is not None:
        full = f"Pol-{senator.section[0].upper()}" if senator.kind == "politician" else "Consp"
    else:
        full = name(card_id)
    if len(full) <= width:
        return full
    words = [w for w in full.replace("'", "").split() if w.lower() not in _SMALL_WORDS] or full.split()
    if len(words) == 1:
        return words[0][:width]
    # the first word keeps at least 3 letters; later words share the rest ('LumYar', 'LumY')
    later = len(words) - 1
    each = max(1, min(3, (width - 3) // later))
    tail = "".join(w[:each].capitalize() for w in words[1:])
    return (words[0][: max(1, width - len(tail))] + tail)[:width]


def units_text(units: Any) -> str:
    return ", ".join(f"{n} {r}" for r, n in units)


def printed_cost(card_id: str) -> str:
    """What is printed on a card: '1 coin + 2 stone', 'free'."""
    data = D.load()
    record = data.cards.get(card_id) or data.wonders.get(card_id)
    if record is None:
        return "?"
    parts = []
    coins = getattr(record, "cost_coins", 0)
    if coins:
        parts.append(f"{coins} coin{'s' if coins > 1 else ''}")
    if record.cost:
        parts.append(units_text(record.cost))
    return " + ".join(parts) or "free"


def plural(count: int, noun: str) -> str:
    """'1 coin', '3 coins'."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def coins_text(amount: int) -> str:
    return plural(amount, "coin")


def chain_source(card_id: str, buildings: tuple[str, ...]) -> str | None:
    """The card of `buildings` whose chain symbol makes `card_id` free, if any."""
    cards = D.load().cards
    wanted = cards[card_id].chain_from if card_id in cards else None
    if wanted is None:
        return None
    return next((b for b in buildings if b in cards and cards[b].chain_grants == wanted), None)


def payment_parts(payment: Any) -> list[str]:
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
        parts.append("by " + ", ".join(name(s) for s in payment.discounts))
    return parts


def payment_text(payment: Any, chained_from: str | None = None) -> str:
    """'2 coins (stone bought for 2)', 'free by chain (Baths)', 'free (own production)'."""
    if payment is None:
        return "cannot be built"
    if payment.chain:
        return f"free by chain ({name(chained_from)})" if chained_from else "free by chain"
    parts = payment_parts(payment)
    if payment.total == 0:
        return "free" + (f" ({'; '.join(parts)})" if parts else "")
    return coins_text(payment.total) + (f" ({', '.join(parts)})" if parts else "")


@functools.cache
def effect_text(ident: str) -> str:
    """The glossary text of a component: what it does, in one paragraph."""
    entry = next((e for e in G.glossary() if e.id == ident), None)
    return entry.text if entry is not None else ""


def card_effect(card_id: str) -> str:
    """A card's effects without its age/colour/cost preamble (those are shown elsewhere)."""
    card = D.load().cards.get(card_id)
    if card is None:
        return effect_text(card_id)
    return " ".join(G.card_effects(card))


def wonder_effect(wonder_id: str) -> str:
    """A wonder's effects without its cost (the cost is shown as what it costs you now)."""
    text = effect_text(wonder_id)
    head, _, rest = text.partition(". ")
    return rest if head.startswith("Cost:") else text


def science_name(symbol: str) -> str:
    return G.SYMBOL_NAMES.get(symbol, symbol.replace("_", " "))

"""Sheriff's words for the composer (tui.widgets.composer): the market, the bag, an offer.

The summary is worked out from the parts chosen, which are exactly what will be sent.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from rules.sheriff import actions as A
from tui.games.sheriff.words import good_info, good_name, goods_phrase, promise_text, seat_label


def _me(view: Any) -> Any:
    viewer = getattr(view, "viewer", -1)
    players = getattr(view, "players", ())
    return players[viewer] if 0 <= viewer < len(players) else None


def _drafting_for_merchant(view: Any) -> bool:
    deal = getattr(view, "deal", None)
    return deal is not None and deal.merchant == view.viewer


def token_label(token: Any, view: Any) -> str:
    if isinstance(token, str):
        return good_name(token, 1)
    mine = _drafting_for_merchant(view)
    if isinstance(token, A.AddGold):
        return f"+{token.amount} gold"
    if isinstance(token, A.AddStandGood):
        return f"{good_name(token.good, 1)} from {'your' if mine else 'their'} stand"
    if isinstance(token, A.AddBagGood):
        return f"{good_name(token.good, 1)} from {'your' if mine else 'their'} bag"
    if isinstance(token, A.AddPromise):
        return f'promise: "{promise_text(token.kind)}"'
    if isinstance(token, A.AddInspectOther):
        return f"the sheriff must also open {seat_label(view, token.merchant)}'s bag"
    return type(token).__name__


def compose_title(composition: Any, view: Any) -> str:
    step = getattr(view, "step", "")
    if step == "market":
        return "Market: discard 0-5 cards face up, then draw back up"
    if step == "load":
        return "Load your bag: 1-5 cards from your hand"
    deal = getattr(view, "deal", None)
    if deal is not None:
        if deal.merchant == view.viewer:
            return f"Your offer to {seat_label(view, deal.authority)}"
        return f"Your terms for {seat_label(view, deal.merchant)}"
    return "Compose your move"


def compose_summary(composition: Any, view: Any) -> str:
    chosen = tuple(composition.chosen)
    step = getattr(view, "step", "")
    if step == "market":
        return _market_summary(chosen, view)
    if step == "load":
        return _bag_summary(chosen)
    return _terms_summary(chosen, view)


def _market_summary(goods: tuple[str, ...], view: Any) -> str:
    if not goods:
        return "Discard nothing: keep your hand as it is."
    return f"Discard {goods_phrase(goods)} face up, then draw {len(goods)} from the deck."


def _bag_summary(goods: tuple[str, ...]) -> str:
    if not goods:
        return "The bag is empty."
    line = f"Bag: {goods_phrase(goods)} ({len(goods)} card{'s' if len(goods) != 1 else ''})."
    declared = _likely_declaration(goods)
    caught = [g for g in goods if g != declared]
    name = good_name(declared, 2)
    if not caught:
        return f"{line} Honest as {name}: an inspection would pay you the penalties."
    fine = sum(_penalty(g) for g in caught)
    return f"{line} Declared as {name}, an inspection costs you {fine} gold ({goods_phrase(caught)} seized)."


def _likely_declaration(goods: tuple[str, ...]) -> str:
    """The legal good there is most of (the declaration the summary assumes)."""
    legal = Counter(g for g in goods if _is_legal(g))
    if legal:
        return max(legal, key=lambda g: (legal[g], -goods.index(g)))
    return "apple"


def _is_legal(good: str) -> bool:
    info = good_info(good)
    return bool(info is not None and info.is_legal)


def _penalty(good: str) -> int:
    info = good_info(good)
    return int(getattr(info, "penalty", 0) or 0)


def _terms_summary(steps: tuple[Any, ...], view: Any) -> str:
    mine = _drafting_for_merchant(view)
    owner = "your" if mine else "their"
    gold = sum(s.amount for s in steps if isinstance(s, A.AddGold))
    stand = [s.good for s in steps if isinstance(s, A.AddStandGood)]
    bag = [s.good for s in steps if isinstance(s, A.AddBagGood)]
    parts = []
    if gold:
        parts.append(f"{gold} gold")
    if stand:
        parts.append(f"{goods_phrase(stand)} from {owner} stand")
    if bag:
        parts.append(f"{goods_phrase(bag)} from {owner} bag")
    for step in steps:
        if isinstance(step, A.AddPromise):
            parts.append(f'promise "{promise_text(step.kind)}"')
        elif isinstance(step, A.AddInspectOther):
            parts.append(f"{seat_label(view, step.merchant)}'s bag must be opened")
    if not parts:
        return "Nothing yet: add gold, goods or promises."
    return ("You offer: " if mine else "You ask for: ") + "; ".join(parts) + "."

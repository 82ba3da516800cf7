"""`action_label(action, view)`: the text of each legal Sheriff action in the numbered list.

The market and loading offer every combination of cards as one action (up to ~60 lines), so
those labels start with a fixed verb and list goods by name ("Discard 2 Apples, 1 Silk",
"Load 3: 2 Apples, 1 Silk [1 contraband]") so that `/` + a good's name or a tag filters well.
Deals are built step by step (draft, add terms, send), so each step says which side of the
deal it adds to and the running draft where the view shows it.
"""
from __future__ import annotations

from typing import Any, Callable

from rules.sheriff import actions as A
from tui.games.sheriff.words import (
    amount, black_market_card, cards_to_goods, declaration, good_kind, good_name, goods_phrase,
    promise_text, seat_label, terms_phrase, using_names,
)


def _me(view: Any) -> Any | None:
    viewer = getattr(view, "viewer", -1)
    players = getattr(view, "players", ())
    return players[viewer] if 0 <= viewer < len(players) else None


def _deal(view: Any) -> Any | None:
    return getattr(view, "deal", None)


def _i_am_merchant(view: Any) -> bool:
    deal = _deal(view)
    return deal is not None and deal.merchant == getattr(view, "viewer", None)


def _bag_note(view: Any, merchant: int) -> str:
    players = getattr(view, "players", ())
    if 0 <= merchant < len(players):
        declared = declaration(players[merchant])
        if declared:
            return f" ({declared} declared)"
    return ""


def _first_merchant(action: A.ChooseFirstMerchant, view: Any) -> str:
    return f"{seat_label(view, action.merchant)} trades first at the market"


def _exchange(action: A.Exchange, view: Any) -> str:
    if not action.discard:
        return "Keep the whole hand (discard nothing)"
    return f"Discard {goods_phrase(action.discard)} (draw {len(action.discard)})"


def _load(action: A.LoadBag, view: Any) -> str:
    goods = action.goods
    text = f"Load {len(goods)}: {goods_phrase(goods)}"
    hidden = sum(1 for g in goods if good_kind(g) != "legal")
    if hidden:
        return text + f" [{hidden} contraband]"
    if len(set(goods)) == 1:
        return text + " [honest]"
    return text + " [mixed legal]"


def _declare(action: A.Declare, view: Any) -> str:
    text = f"Declare {amount(action.count, action.good)}"
    me = _me(view)
    bag = cards_to_goods(getattr(me, "bag", ()) if me is not None else ())
    if not bag:
        return text
    return text + (" (the truth)" if all(g == action.good for g in bag) else " (a lie)")


def _approach(action: A.Approach, view: Any) -> str:
    name = seat_label(view, action.merchant)
    if getattr(view, "sheriff", 0) is None:
        return f"Call {name} forward to the deputies{_bag_note(view, action.merchant)}"
    return f"Threaten {name}: bribe or open{_bag_note(view, action.merchant)}"


def _pass(action: A.PassBag, view: Any) -> str:
    if _deal(view) is not None:
        return "Let the bag pass for nothing"
    return f"Let {seat_label(view, action.merchant)} pass{_bag_note(view, action.merchant)}"


def _open(action: A.OpenBag, view: Any) -> str:
    deal = _deal(view)
    if deal is not None:
        return "Open the bag (refuse the offer)" if deal.pending is not None else "Open the bag"
    text = f"Inspect {seat_label(view, action.merchant)}'s bag{_bag_note(view, action.merchant)}"
    if action.merchant in getattr(view, "must_open", ()):
        text += " - agreed in a deal"
    return text


def _stance(action: A.ChooseStance, view: Any) -> str:
    name = seat_label(view, getattr(view, "stance_merchant", None))
    return f"Secret vote: inspect {name}" if action.inspect else f"Secret vote: let {name} pass"


def _draft_terms(action: A.DraftTerms, view: Any) -> str:
    deal = _deal(view)
    if deal is None:
        return "Draft terms"
    mine = _i_am_merchant(view)
    left = deal.merchant_drafts_left if mine else deal.authority_drafts_left
    if deal.pending is not None:
        return f"Make a counter-offer ({left} left)"
    return f"Make an offer: bribe ({left} left)" if mine else f"Demand a bribe ({left} left)"


def _verb(view: Any) -> str:
    return "Offer" if _i_am_merchant(view) else "Ask for"


def _add_gold(action: A.AddGold, view: Any) -> str:
    deal = _deal(view)
    draft = getattr(deal, "draft", None) if deal is not None else None
    total = (getattr(draft, "gold", 0) or 0) + action.amount
    return f"{_verb(view)} +{action.amount} gold (total {total})"


def _stand_owner(view: Any) -> str:
    return "your" if _i_am_merchant(view) else "their"


def _add_stand(action: A.AddStandGood, view: Any) -> str:
    return f"{_verb(view)} +1 {good_name(action.good, 1)} from {_stand_owner(view)} stand"


def _add_bag(action: A.AddBagGood, view: Any) -> str:
    return f"{_verb(view)} +1 {good_name(action.good, 1)} from {_stand_owner(view)} bag"


def _add_promise(action: A.AddPromise, view: Any) -> str:
    return f'Promise: "{promise_text(action.kind)}"'


def _add_inspect_other(action: A.AddInspectOther, view: Any) -> str:
    return f"Term: the sheriff must also open {seat_label(view, action.merchant)}'s bag"


def _send(action: A.SendTerms, view: Any) -> str:
    deal = _deal(view)
    draft = getattr(deal, "draft", None) if deal is not None else None
    verb = "Offer" if _i_am_merchant(view) else "Demand"
    if draft is None:
        return f"{verb}: send the drafted terms"
    return f"{verb} {terms_phrase(view, draft, deal.merchant)}"


def _drop(action: A.DropDraft, view: Any) -> str:
    return "Drop this draft (it still counts as one)"


def _accept(action: A.AcceptTerms, view: Any) -> str:
    deal = _deal(view)
    if deal is None or deal.pending is None:
        return "Accept"
    terms = terms_phrase(view, deal.pending, deal.merchant)
    if _i_am_merchant(view):
        return f"Accept the demand: {terms}"
    return f"Accept the bribe: {terms}"


def _reject(action: A.RejectTerms, view: Any) -> str:
    deal = _deal(view)
    if deal is not None and deal.pending is not None:
        return "Refuse the demand"
    return "Offer nothing (the inspector decides)"


def _time_up(action: A.TimeUp, view: Any) -> str:
    return "Time is up: every waiting bag passes"


def _claim(action: A.ClaimBlackMarket, view: Any) -> str:
    left = getattr(view, "black_market_left", ())
    card = next((c for c in map(black_market_card, left) if c is not None and c.good == action.good), None)
    prize = f"{card.name} ({card.value} pts)" if card is not None else "a black market card"
    return f"Black market: trade 3 {good_name(action.good)} for {prize}"


def _decline(action: A.DeclineBlackMarket, view: Any) -> str:
    return "Skip the black market"


_LABELS: dict[type, Callable[[Any, Any], str]] = {
    A.ChooseFirstMerchant: _first_merchant, A.Exchange: _exchange, A.LoadBag: _load, A.Declare: _declare,
    A.Approach: _approach, A.PassBag: _pass, A.OpenBag: _open, A.ChooseStance: _stance,
    A.DraftTerms: _draft_terms, A.AddGold: _add_gold, A.AddStandGood: _add_stand, A.AddBagGood: _add_bag,
    A.AddPromise: _add_promise, A.AddInspectOther: _add_inspect_other, A.SendTerms: _send,
    A.DropDraft: _drop, A.AcceptTerms: _accept, A.RejectTerms: _reject, A.TimeUp: _time_up,
    A.ClaimBlackMarket: _claim, A.DeclineBlackMarket: _decline,
}


def action_label(action: Any, view: Any, names: tuple[str, ...] = ()) -> str | None:
    """The list text for one legal action, naming seats by `names` (the players' own);
    None (the shell then uses the log line) if unknown."""
    labeller = _LABELS.get(type(action))
    if labeller is None:
        return None
    with using_names(names):
        return labeller(action, view)

"""One English log line per action, written for a viewer.

`state` is the state *before* the action, and screens also use these lines as menu labels
before the action is taken, so a line never tells what is hidden at that moment (a bag's
content, what a deal will really deliver). What an opened or passed bag turned out to hold
is in the public record, `SheriffView.history` (see `outcome_text`).
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.sheriff import actions as A
from rules.sheriff.data import catalog
from rules.sheriff.state import BagRecord, Draft, SheriffState, Terms

_IRREGULAR = {"have": "has", "are": "is"}


def seat_name(seat: Seat, viewer: Seat) -> str:
    return "you" if seat == viewer else catalog().merchants[seat].name


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _verb(who: str, base: str) -> str:
    """'you discard' / 'Little John discards'."""
    if who == "you":
        return base
    return _IRREGULAR.get(base, base + ("es" if base.endswith(("s", "sh", "ch")) else "s"))


def good_name(good_id: str, count: int) -> str:
    """'1 Apple', '2 Apples', '3 Cheese'."""
    name = catalog().good(good_id).name
    if count == 1 and name.endswith("s"):
        name = name[:-1]
    return f"{count} {name}"


def goods_text(goods: Iterable[str]) -> str:
    """'2 Apples, 1 Silk' from good ids, in catalog order."""
    tally = Counter(goods)
    if not tally:
        return "nothing"
    order = [g.id for g in catalog().goods]
    return ", ".join(good_name(g, tally[g]) for g in sorted(tally, key=order.index))


def promise_text(kind: str) -> str:
    return next(p.text for p in catalog().promises if p.id == kind).rstrip(".")


def terms_text(terms: Terms, viewer: Seat = GOD) -> str:
    parts = []
    if terms.gold:
        parts.append(f"{terms.gold} gold")
    if terms.stand_goods:
        parts.append(f"{goods_text(terms.stand_goods)} from the stand")
    if terms.bag_goods:
        parts.append(f"{goods_text(terms.bag_goods)} from the bag")
    parts += [f"promise \"{promise_text(k)}\"" for k in terms.merchant_promises]
    parts += [f"inspector's promise \"{promise_text(k)}\"" for k in terms.inspector_promises]
    if terms.inspect_others:
        names = ", ".join(seat_name(s, viewer) for s in terms.inspect_others)
        parts.append(f"the bag of {names} must be opened")
    return "; ".join(parts) or "nothing"


def describe(action: object, state: SheriffState, viewer: Seat, seat: Seat) -> str:
    who = seat_name(seat, viewer)
    Who = _cap(who)
    own = viewer in (seat, GOD)

    def does(base: str) -> str:
        return f"{Who} {_verb(who, base)}"

    if isinstance(action, A.ChooseFirstMerchant):
        return f"{does('name')} {seat_name(action.merchant, viewer)} to trade first at the market."
    if isinstance(action, A.Exchange):
        if not action.discard:
            return f"{does('keep')} the whole hand."
        return f"{does('discard')} {goods_text(action.discard)} face up and {_verb(who, 'draw')} {len(action.discard)}."
    if isinstance(action, A.LoadBag):
        if own:
            size = len(action.goods)
            return f"{does('load')} the bag with {goods_text(action.goods)} ({size} card{'s' if size > 1 else ''})."
        return f"{does('button')} up the bag."
    if isinstance(action, A.Declare):
        return f"{does('declare')} {good_name(action.good, action.count)}."
    if isinstance(action, A.Approach):
        target = seat_name(action.merchant, viewer)
        if state.sheriff is None:
            return f"{does('call')} {target} forward to face the deputies."
        return f"{does('stop')} {target}: open the bag, or make an offer."
    if isinstance(action, A.PassBag):
        return f"{does('let')} {seat_name(action.merchant, viewer)} through without a deal."
    if isinstance(action, A.OpenBag):
        merchant = state.players[action.merchant]
        declared = good_name(merchant.declared_good or "apple", merchant.declared_count) if merchant.declared_good else "a bag"
        return f"{does('open')} the bag of {seat_name(action.merchant, viewer)} (declared: {declared})."
    if isinstance(action, A.ChooseStance):
        if own:
            return f"{does('choose')} to {'inspect' if action.inspect else 'let the merchant pass'}."
        return f"{does('make')} up their mind."
    if isinstance(action, A.DraftTerms):
        return f"{does('start')} drafting terms."
    if isinstance(action, (A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)):
        if not own:
            return f"{Who} {_verb(who, 'are')} drafting terms."
        return f"{does('add')} {_add_text(action, viewer)} to the draft."
    if isinstance(action, A.SendTerms):
        draft = stack.top(state.decisions)
        terms = draft.terms if isinstance(draft, Draft) else Terms()
        return f"{does('propose')}: {terms_text(terms, viewer)}."
    if isinstance(action, A.DropDraft):
        return f"{does('drop')} the draft."
    if isinstance(action, A.AcceptTerms):
        negotiation = stack.top(state.decisions)
        terms = getattr(negotiation, "pending", None) or Terms()
        return f"{does('accept')}: {terms_text(terms, viewer)}. The bag passes."
    if isinstance(action, A.RejectTerms):
        return f"{does('refuse')} to pay."
    if isinstance(action, A.TimeUp):
        return "Time is up: every bag still waiting passes without a deal."
    if isinstance(action, A.ClaimBlackMarket):
        card = next(c for c in state.black_market_left if catalog().black_market_card(c).good == action.good)
        data = catalog().black_market_card(card)
        return (
            f"{does('reveal')} {good_name(action.good, 3)} and {_verb(who, 'trade')} them for "
            f"{data.name}, worth {data.value}."
        )
    if isinstance(action, A.DeclineBlackMarket):
        return f"{does('leave')} the black market alone."
    return f"{Who}: {action!r}"  # pragma: no cover - every action is handled above


def _add_text(action: object, viewer: Seat) -> str:
    if isinstance(action, A.AddGold):
        return f"{action.amount} gold"
    if isinstance(action, A.AddStandGood):
        return f"{good_name(action.good, 1)} from the stand"
    if isinstance(action, A.AddBagGood):
        return f"{good_name(action.good, 1)} from the bag"
    if isinstance(action, A.AddPromise):
        return f"the promise \"{promise_text(action.kind)}\""
    return f"opening the bag of {seat_name(action.merchant, viewer)}"


def outcome_text(record: BagRecord, viewer: Seat = GOD) -> str:
    """What happened to a bag, from the public record (for a log or history panel)."""
    merchant = seat_name(record.merchant, viewer)
    Merchant = _cap(merchant)
    if record.result in ("passed", "deal", "time_up"):
        how = {"passed": "passed without a deal", "deal": "passed on a deal", "time_up": "passed when time ran out"}
        line = (
            f"{Merchant}'s bag {how[record.result]}: {goods_text(record.face_up)} face up, "
            f"{record.face_down} card(s) face down."
        )
        if record.deal is not None:
            line += f" Deal: {terms_text(record.deal, viewer)}."
        if record.void:
            line += f" {goods_text(record.void)} promised from the bag could not be found: void (thieves' etiquette)."
        return line
    found = goods_text(record.found)
    if record.result == "honest":
        return f"{Merchant}'s bag was opened: {found}. Honest! The inspector pays {record.penalty}."
    return f"{Merchant}'s bag was opened: {found}. Caught lying: {Merchant} owes {record.penalty} in fines."

"""One English log line per action, written for a viewer (never another seat's secret)."""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.sheriff import actions as A
from rules.sheriff.cards import good, sort_goods
from rules.sheriff.data import catalog, good_of
from rules.sheriff.deals import is_honest, plan_delivery
from rules.sheriff.state import Draft, Negotiation, SheriffState, Terms


def seat_name(seat: Seat, viewer: Seat) -> str:
    return "you" if seat == viewer else catalog().merchants[seat].name


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def goods_text(goods: Iterable[str]) -> str:
    """'2 Apples, 1 Silk' from good ids."""
    tally = Counter(goods)
    if not tally:
        return "nothing"
    return ", ".join(f"{tally[g]} {catalog().good(g).name}" for g in sort_goods(tally))


def cards_text(cards: Iterable[str]) -> str:
    return goods_text(good_of(c) for c in cards)


def promise_text(kind: str) -> str:
    return next(p.text for p in catalog().promises if p.id == kind)


def terms_text(terms: Terms, viewer: Seat = GOD) -> str:
    parts = []
    if terms.gold:
        parts.append(f"{terms.gold} gold")
    if terms.stand_goods:
        parts.append(f"{goods_text(terms.stand_goods)} from the stand")
    if terms.bag_goods:
        parts.append(f"{goods_text(terms.bag_goods)} from the bag")
    parts += [f"promise: \"{promise_text(k)}\"" for k in terms.merchant_promises]
    parts += [f"inspector promises: \"{promise_text(k)}\"" for k in terms.inspector_promises]
    if terms.inspect_others:
        names = ", ".join(seat_name(s, viewer) for s in terms.inspect_others)
        parts.append(f"the sheriff must open the bag of {names}")
    return "; ".join(parts) or "nothing"


def describe(action: object, state: SheriffState, viewer: Seat, seat: Seat) -> str:
    who = seat_name(seat, viewer)
    Who = _cap(who)
    sees_own = viewer in (seat, GOD)
    if isinstance(action, A.ChooseFirstMerchant):
        return f"{Who} names {seat_name(action.merchant, viewer)} to trade first at the market."
    if isinstance(action, A.Exchange):
        if not action.discard:
            return f"{Who} keeps the whole hand."
        return f"{Who} discards {goods_text(action.discard)} face up and draws {len(action.discard)}."
    if isinstance(action, A.LoadBag):
        if sees_own:
            return f"{Who} load{'' if who == 'you' else 's'} the bag: {goods_text(action.goods)}."
        return f"{Who} buttons the bag."
    if isinstance(action, A.Declare):
        return f"{Who} declare{'' if who == 'you' else 's'}: \"{action.count} {catalog().good(action.good).name}, honestly!\""
    if isinstance(action, A.Approach):
        target = seat_name(action.merchant, viewer)
        if state.sheriff is None:
            return f"{Who} calls {target} forward to face the deputies."
        return f"{Who} stops {target}: \"Open the bag, or make me an offer.\""
    if isinstance(action, A.PassBag):
        player = state.players[action.merchant]
        legal = [c for c in player.bag if good(c).is_legal]
        hidden = len(player.bag) - len(legal)
        tail = f" ({cards_text(legal) if legal else 'no legal goods'} face up, {hidden} card(s) face down)"
        return f"{Who} let{'' if who == 'you' else 's'} {seat_name(action.merchant, viewer)} through without a deal{tail}."
    if isinstance(action, A.OpenBag):
        return _open_text(state, action.merchant, who, viewer)
    if isinstance(action, A.ChooseStance):
        if sees_own:
            return f"{Who} choose{'' if who == 'you' else 's'} to {'inspect' if action.inspect else 'let the merchant pass'}."
        return f"{Who} has decided."
    if isinstance(action, A.DraftTerms):
        return f"{Who} start{'' if who == 'you' else 's'} drafting terms."
    if isinstance(action, (A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)):
        if not sees_own:
            return f"{Who} is drafting terms."
        return f"{Who} add{'' if who == 'you' else 's'} {_add_text(action, viewer)} to the draft."
    if isinstance(action, A.SendTerms):
        draft = stack.top(state.decisions)
        terms = draft.terms if isinstance(draft, Draft) else Terms()
        return f"{Who} propose{'' if who == 'you' else 's'}: {terms_text(terms, viewer)}."
    if isinstance(action, A.DropDraft):
        return f"{Who} drop{'' if who == 'you' else 's'} the draft."
    if isinstance(action, A.AcceptTerms):
        return _accept_text(state, who, viewer)
    if isinstance(action, A.RejectTerms):
        return f"{Who} refuse{'' if who == 'you' else 's'} to pay."
    if isinstance(action, A.TimeUp):
        return "Time is up: every bag still waiting passes without a deal."
    if isinstance(action, A.ClaimBlackMarket):
        card = next(c for c in state.black_market_left if catalog().black_market_card(c).good == action.good)
        data = catalog().black_market_card(card)
        return f"{Who} reveal{'' if who == 'you' else 's'} 3 {catalog().good(action.good).name} and trade{'' if who == 'you' else 's'} them for {data.name} ({data.value})."
    if isinstance(action, A.DeclineBlackMarket):
        return f"{Who} leave{'' if who == 'you' else 's'} the black market alone."
    return f"{Who}: {action!r}"


def _add_text(action: object, viewer: Seat) -> str:
    if isinstance(action, A.AddGold):
        return f"{action.amount} gold"
    if isinstance(action, A.AddStandGood):
        return f"1 {catalog().good(action.good).name} from the stand"
    if isinstance(action, A.AddBagGood):
        return f"1 {catalog().good(action.good).name} from the bag"
    if isinstance(action, A.AddPromise):
        return f"the promise \"{promise_text(action.kind)}\""
    return f"opening {seat_name(action.merchant, viewer)}'s bag"


def _open_text(state: SheriffState, merchant: Seat, who: str, viewer: Seat) -> str:
    player = state.players[merchant]
    name = seat_name(merchant, viewer)
    opener = _cap(who)
    found = cards_text(player.bag)
    if is_honest(state, merchant):
        penalty = sum(good(c).penalty for c in player.bag)
        return f"{opener} open{'' if who == 'you' else 's'} {name}'s bag: {found}. Honest! The inspector pays {penalty} in penalties."
    confiscated = [c for c in player.bag if good_of(c) != player.declared_good]
    fine = sum(good(c).penalty for c in confiscated)
    return (
        f"{opener} open{'' if who == 'you' else 's'} {name}'s bag: {found}. Caught lying: "
        f"{cards_text(confiscated)} confiscated, {name} pays {fine} in fines."
    )


def _accept_text(state: SheriffState, who: str, viewer: Seat) -> str:
    negotiation = stack.top(state.decisions)
    if not isinstance(negotiation, Negotiation) or negotiation.pending is None:
        return f"{_cap(who)} accepts."
    terms = negotiation.pending
    line = f"{_cap(who)} accept{'' if who == 'you' else 's'}: {terms_text(terms, viewer)}. The bag passes."
    void = plan_delivery(state, negotiation.merchant, terms).void
    if void:
        line += f" {goods_text(void)} promised from the bag could not be found: void (thieves' etiquette)."
    return line

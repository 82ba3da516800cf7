"""One English log line per action, written for a viewer.

`state` is the state *before* the action. With `names` (the players' display names) every line
is in the third person and names seats by them ("Bob declares 3 Apples."); without, the
viewer is "you" and other seats go by their stand's character (a fallback for tools).

A line never tells what is hidden from its viewer: a bag's content before it is handled, the
steps of a draft (an empty line: no log line at all), someone else's vote. When a deal turns
out to promise bag goods that exist nowhere, the line says so (the merchant must then prove it)
and only the inspectors who were shown the bag and the stand read what was in them.
What an opened or passed bag held is also in the public record (`outcome_text`).
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

import attrs

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.sheriff import actions as A
from rules.sheriff.data import catalog, good_of
from rules.sheriff.deals import plan_delivery
from rules.sheriff.state import BagRecord, Draft, Negotiation, SheriffState, Terms

_IRREGULAR = {"have": "has", "are": "is"}

#: Draft steps are private until the terms are sent: no log line for anyone.
_DRAFT_STEPS = (A.DraftTerms, A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)


@attrs.frozen
class Voice:
    """How seats are named for one viewer: by display names (third person), or as a fallback
    "you" for the viewer and the stand's character for the others."""

    viewer: Seat = GOD
    names: tuple[str, ...] | None = None

    def second_person(self, seat: Seat) -> bool:
        return self.names is None and seat == self.viewer

    def name(self, seat: Seat) -> str:
        if self.names is not None:
            return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"
        return "you" if seat == self.viewer else catalog().merchants[seat].name

    def subject(self, seat: Seat) -> str:
        return _cap(self.name(seat))

    def verb(self, seat: Seat, base: str) -> str:
        """'discard' for "you", 'discards' for anyone named."""
        if self.second_person(seat):
            return base
        return _IRREGULAR.get(base, base + ("es" if base.endswith(("s", "sh", "ch")) else "s"))

    def does(self, seat: Seat, base: str) -> str:
        """'You discard' / 'Bob discards'."""
        return f"{self.subject(seat)} {self.verb(seat, base)}"

    def possessive(self, seat: Seat) -> str:
        return "your" if self.second_person(seat) else f"{self.name(seat)}'s"


def seat_name(seat: Seat, viewer: Seat, names: tuple[str, ...] | None = None) -> str:
    return Voice(viewer, names).name(seat)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


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


def terms_text(terms: Terms, viewer: Seat = GOD, names: tuple[str, ...] | None = None) -> str:
    voice = Voice(viewer, names)
    parts = []
    if terms.gold:
        parts.append(f"{terms.gold} gold")
    if terms.stand_goods:
        parts.append(f"{goods_text(terms.stand_goods)} from the stand")
    if terms.bag_goods:
        parts.append(f"{goods_text(terms.bag_goods)} from the bag")
    parts += [f"the merchant's promise \"{promise_text(k)}\"" for k in terms.merchant_promises]
    parts += [f"the inspector's promise \"{promise_text(k)}\"" for k in terms.inspector_promises]
    if terms.inspect_others:
        others = " and ".join(voice.possessive(s) for s in terms.inspect_others)
        parts.append(f"{others} bag must be opened")
    return "; ".join(parts) or "nothing"


def _inspectors_text(state: SheriffState, negotiation: Negotiation, voice: Voice) -> str:
    if negotiation.joint:
        return "the deputies"
    role = "the sheriff" if state.sheriff is not None else "the deputy"
    return f"{role} ({voice.name(negotiation.authority)})"


def describe(
    action: object, state: SheriffState, viewer: Seat, seat: Seat, names: tuple[str, ...] | None = None,
) -> str:
    voice = Voice(viewer, names)
    own = viewer in (seat, GOD)
    name = voice.name

    def does(base: str) -> str:
        return voice.does(seat, base)

    if isinstance(action, A.ChooseFirstMerchant):
        return f"{does('name')} {name(action.merchant)} to trade first at the market."
    if isinstance(action, A.Exchange):
        if not action.discard:
            return f"{does('keep')} the whole hand."
        return (f"{does('discard')} {goods_text(action.discard)} face up and "
                f"{voice.verb(seat, 'draw')} {len(action.discard)}.")
    if isinstance(action, A.LoadBag):
        if own:
            size = len(action.goods)
            return f"{does('load')} the bag with {goods_text(action.goods)} ({size} card{'s' if size > 1 else ''})."
        return f"{does('button')} up the bag."
    if isinstance(action, A.Declare):
        return f"{does('declare')} {good_name(action.good, action.count)}."
    if isinstance(action, A.Approach):
        if state.sheriff is None:
            return f"{does('call')} {name(action.merchant)} forward to face the deputies."
        return f"{does('stop')} {name(action.merchant)}: open the bag, or make an offer."
    if isinstance(action, A.PassBag):
        return f"{does('let')} {name(action.merchant)} through without a deal."
    if isinstance(action, A.OpenBag):
        merchant = state.players[action.merchant]
        declared = good_name(merchant.declared_good, merchant.declared_count) if merchant.declared_good else "a bag"
        return f"{does('open')} {voice.possessive(action.merchant)} bag (declared: {declared})."
    if isinstance(action, A.ChooseStance):
        if own:
            return f"{does('choose')} to {'inspect' if action.inspect else 'let the merchant pass'}."
        return f"{does('make')} up {'your' if voice.second_person(seat) else 'their'} mind."
    if isinstance(action, _DRAFT_STEPS):
        return ""  # the drafter alone sees the draft; what is sent is logged with SendTerms
    if isinstance(action, A.SendTerms):
        draft = stack.top(state.decisions)
        terms = draft.terms if isinstance(draft, Draft) else Terms()
        verb = "offer" if isinstance(draft, Draft) and draft.actor == draft.merchant else "demand"
        return f"{does(verb)}: {terms_text(terms, viewer, names)}."
    if isinstance(action, A.DropDraft):
        draft = stack.top(state.decisions)
        kind = "offer" if isinstance(draft, Draft) and draft.actor == draft.merchant else "demand"
        return f"{does('withdraw')} the {kind}."
    if isinstance(action, A.AcceptTerms):
        return _accept_text(state, voice, seat)
    if isinstance(action, A.RejectTerms):
        return f"{does('refuse')} to pay."
    if isinstance(action, A.TimeUp):
        return f"Time is up for {name(seat)}: every bag still waiting passes without a deal."
    if isinstance(action, A.ClaimBlackMarket):
        card = next(c for c in state.black_market_left if catalog().black_market_card(c).good == action.good)
        data = catalog().black_market_card(card)
        return (
            f"{does('reveal')} {good_name(action.good, 3)} and {voice.verb(seat, 'trade')} them for "
            f"{data.name}, worth {data.value}."
        )
    if isinstance(action, A.DeclineBlackMarket):
        return f"{does('leave')} the black market alone."
    return f"{voice.subject(seat)}: {type(action).__name__}"  # pragma: no cover - every action is handled above


def _accept_text(state: SheriffState, voice: Voice, seat: Seat) -> str:
    """The deal as agreed; if goods promised from the bag exist nowhere, the merchant proves it
    by showing bag and stand to the inspectors, and only they read what they saw."""
    negotiation = stack.top(state.decisions)
    if not isinstance(negotiation, Negotiation) or negotiation.pending is None:
        return f"{voice.does(seat, 'accept')}. The bag passes."
    terms = negotiation.pending
    line = f"{voice.does(seat, 'accept')}: {terms_text(terms, voice.viewer, voice.names)}. The bag passes."
    delivery = plan_delivery(state, negotiation.merchant, terms)
    if not delivery.void:
        return line
    m = negotiation.merchant
    shown_to = state.deputies if negotiation.joint else (negotiation.authority,)
    line += (
        f" {goods_text(delivery.void)} promised from the bag {'is' if len(delivery.void) == 1 else 'are'} in "
        f"neither the bag nor the stand, so {'it is' if len(delivery.void) == 1 else 'they are'} not owed: "
        f"{voice.does(m, 'show')} {_inspectors_text(state, negotiation, voice)} the bag and the stand to prove it."
    )
    if voice.viewer == GOD or voice.viewer in shown_to:
        player = state.players[m]
        bag = goods_text(good_of(c) for c in player.bag)
        stand = goods_text(good_of(c) for c in player.stand_legal + player.stand_contraband)
        line += f" What {voice.subject(m)} {voice.verb(m, 'show')}: bag {bag}; stand {stand}."
    return line


def outcome_text(record: BagRecord, viewer: Seat = GOD, names: tuple[str, ...] | None = None) -> str:
    """What happened to a bag, from the public record (for a log or history panel)."""
    voice = Voice(viewer, names)
    whose = _cap(voice.possessive(record.merchant))
    if record.result in ("passed", "deal", "time_up"):
        how = {"passed": "passed without a deal", "deal": "passed on a deal", "time_up": "passed when time ran out"}
        line = (
            f"{whose} bag {how[record.result]}: {goods_text(record.face_up)} face up, "
            f"{record.face_down} card(s) face down."
        )
        if record.deal is not None:
            line += f" Deal: {terms_text(record.deal, viewer, names)}."
        if record.void:
            line += (f" {goods_text(record.void)} promised from the bag could not be found: void (thieves' etiquette);"
                     f" the bag and the stand were shown to the inspector to prove it.")
        return line
    found = goods_text(record.found)
    if record.result == "honest":
        return f"{whose} bag was opened: {found}. Honest! The inspector pays {record.penalty}."
    return f"{whose} bag was opened: {found}. Caught lying: {voice.subject(record.merchant)} {voice.verb(record.merchant, 'owe')} {record.penalty} in fines."

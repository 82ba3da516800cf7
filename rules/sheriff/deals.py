"""Carrying out a deal, opening and passing bags, and the black market claim.

All functions are pure: state in, state out.
"""

from __future__ import annotations

from collections import Counter

import attrs

from rules.core.engine import Seat
from rules.sheriff import actions as A
from rules.sheriff.cards import counts, good, replace, sort_cards, take_goods
from rules.sheriff.data import catalog, good_of
from rules.sheriff.payments import LOOT, add_cards, add_gold, pay, remove_from_stand
from rules.sheriff.state import (
    OPENED,
    PASSED,
    BagRecord,
    Promise,
    Proof,
    SheriffState,
    Terms,
)


@attrs.frozen
class Delivery:
    """What a deal really moves: cards from the bag and the stand, and the void part."""

    gold: int
    from_bag: tuple[str, ...]
    from_stand: tuple[str, ...]
    void: tuple[str, ...]  # goods promised from the bag that were in neither bag nor stand


def plan_delivery(state: SheriffState, merchant: Seat, terms: Terms) -> Delivery:
    """Thieves' etiquette: bag goods come from the bag, else from the stand; the rest is void."""
    player = state.players[merchant]
    stand = player.stand_legal + player.stand_contraband
    from_stand, stand_left = take_goods(stand, terms.stand_goods)
    bag_left = player.bag
    from_bag: list[str] = []
    extra_stand: list[str] = []
    void: list[str] = []
    for wanted in terms.bag_goods:
        in_bag = next((c for c in sort_cards(bag_left) if good_of(c) == wanted), None)
        if in_bag is not None:
            from_bag.append(in_bag)
            bag_left = tuple(c for c in bag_left if c != in_bag)
            continue
        on_stand = next((c for c in sort_cards(stand_left) if good_of(c) == wanted), None)
        if on_stand is not None:
            extra_stand.append(on_stand)
            stand_left = tuple(c for c in stand_left if c != on_stand)
            continue
        void.append(wanted)
    return Delivery(min(terms.gold, player.gold), tuple(from_bag), from_stand + tuple(extra_stand), tuple(void))


def payee_of(state: SheriffState, authority: Seat, joint: bool) -> int:
    return LOOT if joint else authority


def carry_out(state: SheriffState, merchant: Seat, authority: Seat, joint: bool, terms: Terms) -> SheriffState:
    """The agreed deal, exactly: the merchant pays, promises are recorded, the bag passes.

    Goods promised from the bag that are in neither bag nor stand are void, and the merchant
    shows the inspector(s) the bag and the stand to prove it (a `Proof` only they see)."""
    delivery = plan_delivery(state, merchant, terms)
    payee = payee_of(state, authority, joint)
    player = state.players[merchant]
    inspectors = state.deputies if joint else (authority,)
    if delivery.void:
        proof = Proof(
            state.round_no,
            merchant,
            inspectors,
            delivery.void,
            bag=tuple(good_of(c) for c in sort_cards(player.bag)),
            stand=tuple(good_of(c) for c in sort_cards(player.stand_legal + player.stand_contraband)),
        )
        state = attrs.evolve(state, proofs=state.proofs + (proof,))
    bag = tuple(c for c in player.bag if c not in delivery.from_bag)
    player = remove_from_stand(attrs.evolve(player, gold=player.gold - delivery.gold, bag=bag), delivery.from_stand)
    state = attrs.evolve(state, players=replace(state.players, merchant, player))
    state = add_gold(state, payee, delivery.gold)
    state = add_cards(state, payee, delivery.from_stand + delivery.from_bag)
    promised_to = authority
    new = tuple(Promise(merchant, promised_to, kind, state.round_no) for kind in terms.merchant_promises)
    new += tuple(Promise(authority, merchant, kind, state.round_no) for kind in terms.inspector_promises)
    must_open = state.must_open + tuple(s for s in terms.inspect_others if s not in state.must_open)
    state = attrs.evolve(state, promises=state.promises + new, must_open=must_open)
    return pass_bag(state, merchant, "deal", inspectors, terms, delivery.void)


def _record(state: SheriffState, merchant: Seat, inspectors: tuple[Seat, ...], result: str, **fields) -> SheriffState:
    player = state.players[merchant]
    record = BagRecord(
        state.round_no, merchant, inspectors, player.declared_good or "", player.declared_count, result, **fields
    )
    return attrs.evolve(state, history=state.history + (record,))


def pass_bag(
    state: SheriffState,
    merchant: Seat,
    result: str = "passed",
    inspectors: tuple[Seat, ...] | None = None,
    deal: Terms | None = None,
    void: tuple[str, ...] = (),
) -> SheriffState:
    """The bag goes through: legal goods face up, contraband face down (only the count shows)."""
    bag = state.players[merchant].bag
    face_up = tuple(good_of(c) for c in sort_cards(bag) if good(c).is_legal)
    state = _record(
        state,
        merchant,
        state.inspectors if inspectors is None else inspectors,
        result,
        deal=deal,
        face_up=face_up,
        face_down=len(bag) - len(face_up),
        void=void,
    )
    player = state.players[merchant]
    state = attrs.evolve(
        state, players=replace(state.players, merchant, attrs.evolve(player, bag=(), bag_status=PASSED))
    )
    state = add_cards(state, merchant, player.bag)
    return attrs.evolve(state, resolved=state.resolved + (merchant,))


def is_honest(state: SheriffState, merchant: Seat) -> bool:
    player = state.players[merchant]
    return all(good_of(c) == player.declared_good for c in player.bag)


def open_bag(state: SheriffState, merchant: Seat, inspectors: tuple[Seat, ...], joint: bool) -> SheriffState:
    """Inspect: honest bag -> the inspectors pay the penalties; lie -> declared goods kept,
    the rest confiscated to the discard pile, and the merchant pays their penalties."""
    player = state.players[merchant]
    bag = player.bag
    kept = tuple(c for c in bag if good_of(c) == player.declared_good)
    confiscated = tuple(c for c in bag if good_of(c) != player.declared_good)
    owed = sum(good(c).penalty for c in (confiscated or bag))
    found = tuple(good_of(c) for c in sort_cards(bag))
    state = _record(state, merchant, inspectors, "caught" if confiscated else "honest", found=found, penalty=owed)
    state = attrs.evolve(
        state, players=replace(state.players, merchant, attrs.evolve(player, bag=(), bag_status=OPENED))
    )
    state = add_cards(state, merchant, kept)
    if not confiscated:
        penalty = sum(good(c).penalty for c in bag)
        if joint:
            # Two deputies share it; a legal-only bag's penalty is always even (2 per card).
            half = penalty // 2
            state = pay(state, inspectors[0], merchant, penalty - half)
            state = pay(state, inspectors[1], merchant, half)
        else:
            state = pay(state, inspectors[0], merchant, penalty)
    else:
        fine = sum(good(c).penalty for c in confiscated)
        state = attrs.evolve(state, discard=state.discard + confiscated)
        state = pay(state, merchant, LOOT if joint else inspectors[0], fine)
    return attrs.evolve(state, resolved=state.resolved + (merchant,))


def claimable_black_market(state: SheriffState, seat: Seat) -> tuple[str, ...]:
    """Goods for which `seat` may claim a black market card now."""
    if not state.rules.black_market:
        return ()
    player = state.players[seat]
    if player.claimed_this_round:
        return ()
    need = catalog().constants.black_market_set_size
    have = counts(player.stand_contraband)
    piles = []
    for card_id in state.black_market_left:
        kind = catalog().black_market_card(card_id).good
        if have[kind] >= need and kind not in piles:
            piles.append(kind)
    return tuple(piles)


def claim_black_market(state: SheriffState, seat: Seat, kind: str) -> SheriffState:
    need = catalog().constants.black_market_set_size
    player = state.players[seat]
    spent, rest = take_goods(player.stand_contraband, (kind,) * need)
    card = next(c for c in state.black_market_left if catalog().black_market_card(c).good == kind)
    player = attrs.evolve(
        player, stand_contraband=rest, black_market=player.black_market + (card,), claimed_this_round=True
    )
    return attrs.evolve(
        state,
        players=replace(state.players, seat, player),
        discard=state.discard + spent,
        black_market_left=tuple(c for c in state.black_market_left if c != card),
    )


# ----- helpers for bots and screens
def steps_for(terms: Terms, gold_steps: tuple[int, ...] | None = None) -> tuple[object, ...]:
    """The Add* actions that compose `terms` from an empty draft, then SendTerms.

    A bot that wants to offer a deal plays DraftTerms, then these in order.
    """
    steps: list[object] = []
    amounts = sorted(gold_steps or catalog().constants.gold_steps, reverse=True)
    left = terms.gold
    for amount in amounts:
        while left >= amount:
            steps.append(A.AddGold(amount))
            left -= amount
    steps += [A.AddStandGood(g) for g in terms.stand_goods]
    steps += [A.AddBagGood(g) for g in terms.bag_goods]
    steps += [A.AddPromise(k) for k in terms.merchant_promises + terms.inspector_promises]
    steps += [A.AddInspectOther(s) for s in terms.inspect_others]
    steps.append(A.SendTerms())
    return tuple(steps)


def next_draft_step(draft: Terms, target: Terms, legal: tuple[object, ...]) -> object | None:
    """The next legal action that brings `draft` closer to `target` (SendTerms once equal).

    Lets a stateless bot finish a draft it started: it reads `view.deal.draft` every call.
    None when the target cannot be reached from this draft (then drop the draft).
    """
    if draft == target:
        return A.SendTerms() if A.SendTerms() in legal else None
    wanted: list[object] = []
    missing_gold = target.gold - draft.gold
    for amount in sorted(catalog().constants.gold_steps, reverse=True):
        if 0 < amount <= missing_gold:
            wanted.append(A.AddGold(amount))
    wanted += [A.AddStandGood(g) for g in (Counter(target.stand_goods) - Counter(draft.stand_goods)).elements()]
    wanted += [A.AddBagGood(g) for g in (Counter(target.bag_goods) - Counter(draft.bag_goods)).elements()]
    said = set(draft.merchant_promises + draft.inspector_promises)
    wanted += [A.AddPromise(k) for k in target.merchant_promises + target.inspector_promises if k not in said]
    wanted += [A.AddInspectOther(s) for s in target.inspect_others if s not in draft.inspect_others]
    return next((step for step in wanted if step in legal), None)

"""Legal actions and their effects, phase by phase. `legal_actions` is the only move generator.

Round: market (PickFirstMerchant, MarketTurns) -> loading (LoadBags, simultaneous) ->
declarations (Declarations) -> inspection (InspectChoice, DeputyStances, Negotiation, Draft,
BlackMarketChance) -> end of round (automatic).
"""

from __future__ import annotations

import random
from collections import Counter

import attrs

from rules.core import decisions as stack
from rules.core.commits import CommitSlots
from rules.core.engine import Seat
from rules.sheriff import actions as A
from rules.sheriff.cards import counts, draw, multisets, replace, sort_cards, sort_goods, take_goods
from rules.sheriff.data import catalog
from rules.sheriff.deals import carry_out, claim_black_market, claimable_black_market, open_bag, pass_bag
from rules.sheriff.rounds import end_round, hand_size
from rules.sheriff.state import (
    DECLARE,
    DECLARED,
    INSPECT,
    LOAD,
    LOADED,
    OVER,
    BlackMarketChance,
    Declarations,
    DeputyStances,
    Draft,
    InspectChoice,
    LoadBags,
    MarketTurns,
    Negotiation,
    PickFirstMerchant,
    SheriffState,
)

INSPECT_VOTE, PASS_VOTE = "inspect", "pass"


# ----------------------------------------------------------------- who acts
def to_act(state: SheriffState) -> frozenset[Seat]:
    if state.phase == OVER or not state.decisions:
        return frozenset()
    frame = state.decisions[-1]
    if isinstance(frame, (LoadBags, DeputyStances)):
        return frame.slots.waiting()
    return frozenset({frame.actor})


def declarable_goods(state: SheriffState) -> tuple[str, ...]:
    """Legal goods that exist in this game (no bread with 3 players: our ruling)."""
    players = len(state.players)
    return tuple(g.id for g in catalog().goods if g.is_legal and g.count(players) > 0)


def goods_in_game(state: SheriffState) -> tuple[str, ...]:
    players = len(state.players)
    return tuple(
        g.id for g in catalog().goods if g.count(players) > 0 and (g.kind != "royal" or state.rules.royal_goods)
    )


def unresolved(state: SheriffState) -> tuple[Seat, ...]:
    """Merchants whose declared bag still waits at the gate, in declaration order."""
    return tuple(s for s in state.merchants if state.players[s].bag_status == DECLARED)


def clock_holder(state: SheriffState) -> Seat:
    """Whose time the inspection clock measures: the sheriff's, or the lead deputy's."""
    return state.inspectors[0]


def _time_up_allowed(state: SheriffState, seat: Seat) -> bool:
    """Time-limit rule: only the sheriff's running out of time ends the inspection, so TimeUp
    is the sheriff's (lead deputy's) move alone, offered whenever they are to act."""
    frame = stack.top(state.decisions)
    return (
        state.rules.time_limit
        and state.phase == INSPECT
        and bool(unresolved(state))
        and not isinstance(frame, BlackMarketChance)
        and seat == clock_holder(state)
    )


# ----------------------------------------------------------------- legal actions
def legal_actions(state: SheriffState, seat: Seat) -> tuple[object, ...]:
    if seat not in to_act(state):
        return ()
    frame = state.decisions[-1]
    moves: tuple[object, ...]
    if isinstance(frame, PickFirstMerchant):
        moves = tuple(A.ChooseFirstMerchant(m) for m in state.merchants)
    elif isinstance(frame, MarketTurns):
        hand = state.players[seat].hand
        moves = tuple(A.Exchange(m) for m in multisets(hand, 0, catalog().constants.market_max_discard))
    elif isinstance(frame, LoadBags):
        hand = state.players[seat].hand
        constants = catalog().constants
        moves = tuple(A.LoadBag(m) for m in multisets(hand, constants.bag_min, constants.bag_max))
    elif isinstance(frame, Declarations):
        size = len(state.players[seat].bag)
        moves = tuple(A.Declare(g, size) for g in declarable_goods(state))
    elif isinstance(frame, InspectChoice):
        moves = _inspect_choices(state)
    elif isinstance(frame, DeputyStances):
        moves = (A.ChooseStance(True), A.ChooseStance(False))
    elif isinstance(frame, Negotiation):
        moves = _negotiation_moves(state, frame)
    elif isinstance(frame, Draft):
        moves = _draft_moves(state, frame)
    elif isinstance(frame, BlackMarketChance):
        moves = tuple(A.ClaimBlackMarket(g) for g in claimable_black_market(state, seat)) + (A.DeclineBlackMarket(),)
    else:  # pragma: no cover - every frame is handled above
        raise TypeError(frame)
    if _time_up_allowed(state, seat):
        moves += (A.TimeUp(),)
    return moves


def _inspect_choices(state: SheriffState) -> tuple[object, ...]:
    moves: list[object] = []
    for merchant in unresolved(state):
        if state.sheriff is None:
            moves.append(A.Approach(merchant))
        elif merchant in state.must_open:
            moves.append(A.OpenBag(merchant))  # a deal obliges the sheriff to open it
        else:
            moves += [A.Approach(merchant), A.PassBag(merchant), A.OpenBag(merchant)]
    return tuple(moves)


def _negotiation_moves(state: SheriffState, frame: Negotiation) -> tuple[object, ...]:
    limit = catalog().constants.max_terms_per_side
    m = frame.merchant
    if frame.actor == m:
        moves: list[object] = []
        if frame.pending is not None:
            moves.append(A.AcceptTerms())
        if frame.merchant_drafts < limit:
            moves.append(A.DraftTerms())
        moves.append(A.RejectTerms())
        return tuple(moves)
    moves = []
    if frame.pending is not None:
        moves.append(A.AcceptTerms())
    if frame.authority_drafts < limit:
        moves.append(A.DraftTerms())
    moves += [A.PassBag(m), A.OpenBag(m)]
    return tuple(moves)


def _draft_moves(state: SheriffState, frame: Draft) -> tuple[object, ...]:
    merchant = state.players[frame.merchant]
    terms = frame.terms
    by_merchant = frame.actor == frame.merchant
    moves: list[object] = []
    for amount in catalog().constants.gold_steps:
        if terms.gold + amount <= merchant.gold:
            moves.append(A.AddGold(amount))
    # the inspector cannot see the types of face-down contraband, so may only ask for legal goods
    stand = merchant.stand_legal + (merchant.stand_contraband if by_merchant else ())
    left = counts(stand) - Counter(terms.stand_goods)
    moves += [A.AddStandGood(g) for g in sort_goods(left)]
    if len(terms.bag_goods) < merchant.declared_count:
        moves += [A.AddBagGood(g) for g in goods_in_game(state)]
    said = terms.merchant_promises if by_merchant else terms.inspector_promises
    moves += [A.AddPromise(p.id) for p in catalog().promises if p.id not in said]
    if state.sheriff is not None:
        for other in unresolved(state):
            if other != frame.merchant and other not in terms.inspect_others and other not in state.must_open:
                moves.append(A.AddInspectOther(other))
    if not terms.empty:
        moves.append(A.SendTerms())
    moves.append(A.DropDraft())
    return tuple(moves)


# ----------------------------------------------------------------- apply
def apply(state: SheriffState, action: object, rng: random.Random, seat: Seat) -> SheriffState:
    frame = state.decisions[-1]
    if isinstance(action, A.TimeUp):
        return _time_up(state, rng)
    if isinstance(frame, PickFirstMerchant):
        return _choose_first(state, action.merchant)
    if isinstance(frame, MarketTurns):
        return _exchange(state, frame, seat, action.discard, rng)
    if isinstance(frame, LoadBags):
        return _load(state, frame, seat, action.goods)
    if isinstance(frame, Declarations):
        return _declare(state, frame, seat, action.good)
    if isinstance(frame, InspectChoice):
        return _inspect_choice(state, action, rng)
    if isinstance(frame, DeputyStances):
        return _stance(state, frame, seat, action.inspect, rng)
    if isinstance(frame, Negotiation):
        return _negotiate(state, frame, action, rng)
    if isinstance(frame, Draft):
        return _draft(state, frame, action)
    if isinstance(frame, BlackMarketChance):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        if isinstance(action, A.ClaimBlackMarket):
            state = claim_black_market(state, seat, action.good)
        return _continue_inspection(state, rng)
    raise TypeError(f"no rule for {action!r} on {frame!r}")  # pragma: no cover


# ----- market
def _choose_first(state: SheriffState, first: Seat) -> SheriffState:
    merchants = state.merchants
    start = merchants.index(first)
    order = merchants[start:] + merchants[:start]
    decisions = stack.replace_top(state.decisions, MarketTurns(order))
    return attrs.evolve(state, first_merchant=first, decisions=decisions)


def _exchange(state: SheriffState, frame: MarketTurns, seat: Seat, discard: tuple[str, ...], rng) -> SheriffState:
    player = state.players[seat]
    gone, hand = take_goods(player.hand, discard)
    player = attrs.evolve(player, hand=hand, market_discards=gone, discarded_goods=discard)
    state = attrs.evolve(state, players=replace(state.players, seat, player))
    missing = hand_size(state) - len(hand)
    if missing > 0:
        state = draw(state, seat, missing, rng)
    rest = frame.order[1:]
    if rest:
        return attrs.evolve(state, decisions=stack.replace_top(state.decisions, MarketTurns(rest)))
    # All merchants are done: the face-up discards become the discard pile, then everyone loads.
    collected = tuple(c for s in _market_order(state) for c in state.players[s].market_discards)
    players = tuple(attrs.evolve(p, market_discards=()) for p in state.players)
    loaders = tuple(s for s in state.merchants if state.players[s].hand)
    if not loaders:  # deck and discard pile ran dry: nobody can load a bag this round
        return end_round(attrs.evolve(state, players=players, discard=state.discard + collected, decisions=()), rng)
    return attrs.evolve(
        state,
        players=players,
        discard=state.discard + collected,
        phase=LOAD,
        decisions=stack.replace_top(state.decisions, LoadBags(CommitSlots.open(loaders))),
    )


def _market_order(state: SheriffState) -> tuple[Seat, ...]:
    merchants = state.merchants
    if state.first_merchant is None:
        return merchants
    start = merchants.index(state.first_merchant)
    return merchants[start:] + merchants[:start]


# ----- loading and declaring
def _load(state: SheriffState, frame: LoadBags, seat: Seat, goods: tuple[str, ...]) -> SheriffState:
    slots = frame.slots.submit(seat, ",".join(goods))
    if not slots.complete:
        return attrs.evolve(state, decisions=stack.replace_top(state.decisions, LoadBags(slots)))
    players = state.players
    for s in slots.seats:
        player = players[s]
        bag, hand = take_goods(player.hand, tuple(slots.get(s).split(",")))
        players = replace(players, s, attrs.evolve(player, hand=hand, bag=sort_cards(bag), bag_status=LOADED))
    order = tuple(s for s in state.merchants if s in slots.seats)
    return attrs.evolve(
        state,
        players=players,
        phase=DECLARE,
        decisions=stack.replace_top(state.decisions, Declarations(order)),
    )


def _declare(state: SheriffState, frame: Declarations, seat: Seat, good_id: str) -> SheriffState:
    player = state.players[seat]
    player = attrs.evolve(player, declared_good=good_id, declared_count=len(player.bag), bag_status=DECLARED)
    state = attrs.evolve(state, players=replace(state.players, seat, player))
    rest = frame.order[1:]
    if rest:
        return attrs.evolve(state, decisions=stack.replace_top(state.decisions, Declarations(rest)))
    return attrs.evolve(
        state, phase=INSPECT, decisions=stack.replace_top(state.decisions, InspectChoice(state.inspectors[0]))
    )


# ----- inspection
def _inspect_choice(state: SheriffState, action: object, rng) -> SheriffState:
    if isinstance(action, A.PassBag):
        return _after_resolution(pass_bag(state, action.merchant), action.merchant, rng)
    if isinstance(action, A.OpenBag):
        state = attrs.evolve(state, must_open=tuple(s for s in state.must_open if s != action.merchant))
        return _after_resolution(open_bag(state, action.merchant, (state.sheriff,), False), action.merchant, rng)
    if isinstance(action, A.Approach):
        if state.sheriff is None:
            frame = DeputyStances(action.merchant, CommitSlots.open(state.deputies))
        else:
            frame = Negotiation(merchant=action.merchant, authority=state.sheriff, actor=action.merchant)
        return attrs.evolve(state, decisions=stack.push(state.decisions, frame))
    raise TypeError(action)  # pragma: no cover


def _stance(state: SheriffState, frame: DeputyStances, seat: Seat, inspect: bool, rng) -> SheriffState:
    slots = frame.slots.submit(seat, INSPECT_VOTE if inspect else PASS_VOTE)
    if not slots.complete:
        return attrs.evolve(state, decisions=stack.replace_top(state.decisions, DeputyStances(frame.merchant, slots)))
    merchant = frame.merchant
    state = attrs.evolve(state, decisions=stack.pop(state.decisions))
    inspecting = tuple(s for s in state.deputies if slots.get(s) == INSPECT_VOTE)
    if not inspecting:  # both let the merchant through: nothing to negotiate
        return _after_resolution(pass_bag(state, merchant), merchant, rng)
    joint = len(inspecting) == 2
    negotiation = Negotiation(merchant=merchant, authority=inspecting[0], actor=merchant, joint=joint)
    return attrs.evolve(state, decisions=stack.push(state.decisions, negotiation))


def _inspectors(state: SheriffState, frame: Negotiation) -> tuple[Seat, ...]:
    return state.deputies if frame.joint else (frame.authority,)


def _negotiate(state: SheriffState, frame: Negotiation, action: object, rng) -> SheriffState:
    m = frame.merchant
    if isinstance(action, A.AcceptTerms):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        return _after_resolution(carry_out(state, m, frame.authority, frame.joint, frame.pending), m, rng)
    if isinstance(action, A.PassBag):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        return _after_resolution(pass_bag(state, m, "passed", _inspectors(state, frame)), m, rng)
    if isinstance(action, A.OpenBag):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        return _after_resolution(open_bag(state, m, _inspectors(state, frame), frame.joint), m, rng)
    if isinstance(action, A.RejectTerms):
        frame = attrs.evolve(frame, actor=frame.authority, pending=None, pending_from=None)
        return attrs.evolve(state, decisions=stack.replace_top(state.decisions, frame))
    if isinstance(action, A.DraftTerms):
        if frame.actor == m:
            frame = attrs.evolve(frame, merchant_drafts=frame.merchant_drafts + 1)
        else:
            frame = attrs.evolve(frame, authority_drafts=frame.authority_drafts + 1)
        decisions = stack.push(stack.replace_top(state.decisions, frame), Draft(m, frame.actor))
        return attrs.evolve(state, decisions=decisions)
    raise TypeError(action)  # pragma: no cover


def _draft(state: SheriffState, frame: Draft, action: object) -> SheriffState:
    terms = frame.terms
    by_merchant = frame.actor == frame.merchant
    if isinstance(action, A.AddGold):
        terms = attrs.evolve(terms, gold=terms.gold + action.amount)
    elif isinstance(action, A.AddStandGood):
        terms = attrs.evolve(terms, stand_goods=terms.stand_goods + (action.good,))
    elif isinstance(action, A.AddBagGood):
        terms = attrs.evolve(terms, bag_goods=terms.bag_goods + (action.good,))
    elif isinstance(action, A.AddPromise):
        if by_merchant:
            terms = attrs.evolve(terms, merchant_promises=terms.merchant_promises + (action.kind,))
        else:
            terms = attrs.evolve(terms, inspector_promises=terms.inspector_promises + (action.kind,))
    elif isinstance(action, A.AddInspectOther):
        terms = attrs.evolve(terms, inspect_others=terms.inspect_others + (action.merchant,))
    elif isinstance(action, A.DropDraft):
        return attrs.evolve(state, decisions=stack.pop(state.decisions))
    elif isinstance(action, A.SendTerms):
        decisions = stack.pop(state.decisions)
        negotiation = stack.top(decisions)
        other = negotiation.authority if by_merchant else negotiation.merchant
        negotiation = attrs.evolve(negotiation, pending=terms, pending_from=frame.actor, actor=other)
        return attrs.evolve(state, decisions=stack.replace_top(decisions, negotiation))
    else:  # pragma: no cover
        raise TypeError(action)
    return attrs.evolve(state, decisions=stack.replace_top(state.decisions, attrs.evolve(frame, terms=terms)))


def _time_up(state: SheriffState, rng) -> SheriffState:
    """Every bag not yet handled passes without a deal (open negotiations lapse)."""
    decisions = state.decisions
    while not isinstance(stack.top(decisions), InspectChoice):
        decisions = stack.pop(decisions)
    state = attrs.evolve(state, decisions=decisions, must_open=())
    waiting = unresolved(state)
    for merchant in waiting:
        state = pass_bag(state, merchant, "time_up")
    chances = tuple(BlackMarketChance(m) for m in waiting if claimable_black_market(state, m))
    state = attrs.evolve(state, decisions=stack.push_in_order(state.decisions, *chances))
    return _continue_inspection(state, rng)


def _after_resolution(state: SheriffState, merchant: Seat, rng) -> SheriffState:
    """A bag was handled: offer the black market, then go on with the next bag."""
    if claimable_black_market(state, merchant):
        return attrs.evolve(state, decisions=stack.push(state.decisions, BlackMarketChance(merchant)))
    return _continue_inspection(state, rng)


def _continue_inspection(state: SheriffState, rng) -> SheriffState:
    top = stack.top(state.decisions)
    if isinstance(top, InspectChoice) and not unresolved(state):
        return end_round(attrs.evolve(state, decisions=()), rng)
    return state

"""Who acts, what they may do, and applying it: the one dispatcher over the decision stack.

After every action `advance` builds the next frame when the stack is empty and applies
any choice that has exactly one legal answer (a forced pass, the last card put under the
deck, an empty turn's end), so seats are only asked real questions.
"""

from __future__ import annotations

import random

import attrs

from rules.core import decisions as stack
from rules.florence import actions as A
from rules.florence import auction, characters, common, solo, turns
from rules.florence.state import (
    ACTIONS,
    AUCTION,
    CHARACTERS,
    DRAFT,
    ENDING,
    OVER,
    BidFrame,
    CharacterFrame,
    DrawFrame,
    FlorenceState,
    LastFrame,
    MerchantFrame,
    OpenFrame,
    PlaceFrame,
    ProfessorFrame,
    RecruitFrame,
    Seat,
    SharedAnswerFrame,
    SharedPayFrame,
    SharedPlaceFrame,
    SoloOfferFrame,
    SoloPickFrame,
    TurnFrame,
    WorkFrame,
    set_player,
)

_SHARED_FRAMES = (SharedPlaceFrame, SharedPayFrame, SharedAnswerFrame)

_AUCTION_FRAMES = (OpenFrame, BidFrame, LastFrame)


def to_act(state: FlorenceState) -> frozenset[Seat]:
    if state.phase == OVER:
        return frozenset()
    if state.phase == DRAFT:
        return state.draft.waiting()
    frame = stack.top(state.decisions)
    return frozenset() if frame is None else frozenset({frame.actor})


def legal_actions(state: FlorenceState, seat: Seat) -> tuple:
    if seat not in to_act(state):
        return ()
    if state.phase == DRAFT:
        return tuple(A.ReturnCard(card) for card in state.players[seat].hand)
    frame = stack.top(state.decisions)
    if isinstance(frame, _AUCTION_FRAMES):
        return tuple(auction.legal(state, frame, seat))
    if isinstance(frame, TurnFrame):
        return tuple(turns.legal_turn(state, frame, seat))
    if isinstance(frame, WorkFrame):
        return tuple(turns.legal_work(state, frame, seat))
    if isinstance(frame, PlaceFrame):
        return tuple(common.place_actions(state, seat, frame.pieces))
    if isinstance(frame, DrawFrame):
        if frame.kept:
            # the rulebook lets the order be chosen; "as shown" spares a key per card (3 or more left)
            at_once = (A.PutRestUnder(),) if len(frame.cards) >= 3 else ()
            return at_once + tuple(A.PutUnder(card) for card in frame.cards)
        return tuple(A.KeepCard(card) for card in frame.cards)
    if isinstance(frame, RecruitFrame):
        targets = [A.Recruit(other, card) for other, card in common.recruit_targets(state, seat)]
        return tuple(targets + [A.KeepRecruitment()])
    if isinstance(frame, SoloPickFrame):
        return tuple(solo.legal_pick(state))
    if isinstance(frame, SoloOfferFrame):
        return tuple(solo.legal_offer(state, frame))
    if isinstance(frame, CharacterFrame):
        return tuple(characters.legal(state, seat))
    if isinstance(frame, (ProfessorFrame, MerchantFrame)):
        return tuple(characters.legal_frame(state, frame))
    if isinstance(frame, _SHARED_FRAMES):
        from rules.florence import shared

        return tuple(shared.legal(state, frame))
    raise TypeError(frame)


def sell_prestige(state: FlorenceState, seat: Seat) -> FlorenceState:
    from rules.florence.data import load

    player = state.players[seat]
    gain = load().constants.sell_prestige_florins
    return set_player(state, seat, attrs.evolve(player, prestige=player.prestige - 1, florins=player.florins + gain))


def _resolve_draft(state: FlorenceState, rng: random.Random) -> FlorenceState:
    players = []
    returned = []
    for seat, player in enumerate(state.players):
        card = state.draft.get(seat)
        returned.append(card)
        players.append(attrs.evolve(player, hand=tuple(c for c in player.hand if c != card)))
    deck = list(state.profession_deck) + returned
    rng.shuffle(deck)
    state = attrs.evolve(state, players=tuple(players), profession_deck=tuple(deck), draft=None, phase=AUCTION)
    if state.solo is not None:
        return state
    return attrs.evolve(state, auction=auction.new_auction(state))


def apply(state: FlorenceState, action, rng: random.Random, seat: Seat) -> FlorenceState:
    if state.phase == DRAFT:
        state = attrs.evolve(state, draft=state.draft.submit(seat, action.card))
        if not state.draft.complete:
            return state
        return advance(_resolve_draft(state, rng), rng)
    if isinstance(action, A.SellPrestige):
        return advance(sell_prestige(state, seat), rng)
    return advance(resolve(state, action, seat, rng), rng)


def resolve(state: FlorenceState, action, seat: Seat, rng: random.Random) -> FlorenceState:
    frame = stack.top(state.decisions)
    if isinstance(frame, (SoloPickFrame, SoloOfferFrame)):
        return solo.apply_auction(state, frame, action, rng)
    if isinstance(frame, CharacterFrame):
        return characters.apply(state, action, seat)
    if isinstance(frame, (ProfessorFrame, MerchantFrame)):
        return characters.apply_frame(state, frame, action)
    if isinstance(frame, _SHARED_FRAMES):
        from rules.florence import shared

        return shared.apply(state, frame, action)
    if isinstance(frame, _AUCTION_FRAMES):
        return auction.apply(state, frame, action, seat)
    if isinstance(frame, TurnFrame):
        return turns.apply_turn(state, frame, action, seat)
    if isinstance(frame, WorkFrame):
        return turns.apply_work(state, frame, action, seat)
    if isinstance(frame, PlaceFrame):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        return common.place_tile(state, seat, action.piece, action.orientation, action.row, action.col)
    if isinstance(frame, DrawFrame):
        if isinstance(action, A.KeepCard):
            return common.keep_card(state, frame, action.card)
        if isinstance(action, A.PutRestUnder):
            for card in frame.cards:
                state = common.put_under(state, stack.top(state.decisions), card)
            return state
        return common.put_under(state, frame, action.card)
    if isinstance(frame, RecruitFrame):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        if isinstance(action, A.Recruit):
            return common.recruit(state, seat, action.seat, action.card)
        return state
    raise TypeError(frame)


def _next(state: FlorenceState, rng: random.Random) -> FlorenceState:
    """The controller of the phase builds the next frame (in solo the automa acts here)."""
    if state.phase == CHARACTERS:
        state = characters.next_frame(state)
        # the character auction over, the action phase's first turn follows in the same step
        return turns.next_frame(state) if state.phase == ACTIONS else state
    if state.phase == ENDING:
        return turns.final_scoring(state)
    if state.solo is None:
        return auction.next_frame(state) if state.phase == AUCTION else turns.next_frame(state)
    if state.phase == AUCTION:
        return solo.start_auction(state) if not state.solo.card else solo.finish_auction(state, rng)
    return solo.next_turn(state, rng)


def advance(state: FlorenceState, rng: random.Random) -> FlorenceState:
    """Build the next frame and apply forced choices until a seat has a real choice (or the game ends)."""
    while True:
        if state.phase == OVER:
            return state
        if not state.decisions:
            state = _next(state, rng)
            continue
        frame = stack.top(state.decisions)
        legal = legal_actions(state, frame.actor)
        if len(legal) != 1:
            return state
        state = resolve(state, legal[0], frame.actor, rng)

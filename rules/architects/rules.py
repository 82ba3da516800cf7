"""Who acts, what they may do, and applying a move: the one legality path of the game."""

from __future__ import annotations

import random

import attrs

from rules.architects import actions as A
from rules.architects import frames
from rules.architects.locations import place, placements, take_back
from rules.architects.setup import draft_pick
from rules.architects.state import DRAFT, OVER, PLACE, PLAY, ArchitectsState
from rules.architects.turns import AFTER, advance
from rules.core import decisions as stack


def to_act(state: ArchitectsState) -> frozenset[int]:
    if state.phase == OVER:
        return frozenset()
    frame = stack.top(state.decisions)
    if frame is not None:
        return frozenset({frame.actor})
    if state.phase == DRAFT and state.draft is not None:
        return state.draft.slots.waiting()
    if state.phase == PLAY and state.stage == PLACE and state.current != state.ai_index:
        return frozenset({state.current})
    return frozenset()


def legal_actions(state: ArchitectsState, seat: int) -> tuple[object, ...]:
    if seat not in to_act(state):
        return ()
    frame = stack.top(state.decisions)
    if frame is not None:
        return frames.legal(state, frame)
    if state.phase == DRAFT:
        pack = state.draft.packs[seat]
        return tuple(A.Pick(card) for card in pack)
    return placements(state, seat)


def apply(state: ArchitectsState, action: object, rng: random.Random, seat: int) -> ArchitectsState:
    frame = stack.top(state.decisions)
    if frame is not None:
        state = frames.resolve(state, frame, action)
    elif state.phase == DRAFT:
        state = draft_pick(state, seat, action.card)
    elif isinstance(action, A.Place):
        state = attrs.evolve(place(state, seat, action), stage=AFTER)
    elif isinstance(action, A.TakeBack):
        state = attrs.evolve(take_back(state, seat, action.where), stage=AFTER, placed="takeback")
    elif isinstance(action, A.Pass):
        state = attrs.evolve(state, stage=AFTER, placed="pass")
    else:
        raise ValueError(f"cannot apply {action!r} now")
    return advance(state, rng)

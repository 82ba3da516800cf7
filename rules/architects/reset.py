"""The Black Market reset, run after the action that triggered it (and before the hand limit, R4).

1) Black Market workers go to the Prison; 2) the top left card is flipped onto the right pile
(no card: the right pile is shuffled into a new left pile first); 3) Gatekeepers may release
up to 2 (a choice, owners in turn order from the current player), then Squires pay owners
with no one in the Prison; 4) 3+ in the Prison: -1 virtue; 5) most in the Prison (more than
0, every tied owner): one debt each.
"""

from __future__ import annotations

import random

import attrs

from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects import workers as W
from rules.architects.state import RESET_END, ArchitectsState, GatekeeperFrame

PRISON_VIRTUE_FROM = 3


def owners_in_turn_order(state: ArchitectsState) -> tuple[int, ...]:
    n = len(state.order)
    return tuple(state.order[(state.turn + i) % n] for i in range(n))


def reset_start(state: ArchitectsState, rng: random.Random) -> ArchitectsState:
    for owner in state.market:
        if owner >= 0:
            state = W.set_prison(state, owner, state.prison[owner] + 1)
    state = attrs.evolve(state, market=(-1, -1, -1), pending_reset=False, stage=RESET_END)
    left, right = list(state.market_left), list(state.market_right)
    if not left:
        rng.shuffle(right)
        left, right = right, []
    if left:
        right.insert(0, left.pop(0))
    state = attrs.evolve(state, market_left=tuple(left), market_right=tuple(right), revealed=state.revealed + 1)
    if state.automa is not None and state.automa.future:
        from rules.architects.automa import add_future

        state = add_future(state)
    frames = tuple(
        GatekeeperFrame(o)
        for o in owners_in_turn_order(state)
        if state.prison[o] and C.count_kind(state.owner(o), "gatekeeper")
    )
    return attrs.evolve(state, decisions=state.decisions + tuple(reversed(frames)))


def reset_end(state: ArchitectsState) -> ArchitectsState:
    for owner in owners_in_turn_order(state):
        if state.prison[owner] == 0:
            state = E.gain(state, owner, C.kind_gains(state.owner(owner), "squire"))
    for owner in owners_in_turn_order(state):
        if state.prison[owner] >= PRISON_VIRTUE_FROM:
            state = E.change_virtue(state, owner, -1)
    most = max(state.prison)
    if most > 0:
        for owner in owners_in_turn_order(state):
            if state.prison[owner] == most:
                state = E.take_debts(state, owner)
    return state

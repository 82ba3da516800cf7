"""The flow of the game between choices: `advance` resolves everything forced until a seat must choose.

A turn in PLAY: PLACE (the current owner places a worker or takes one back; the AI plays
itself), then AFTER the action and its frames: the Black Market reset if triggered (R4: before
the hand limit), the hand limit of 6, and the end of the turn (final round, game end).
Virtue gained past 14 is offered as debt destruction as soon as the action that gained it
is resolved (R3).
"""

from __future__ import annotations

import random

import attrs

from rules.architects.automa import ai_turn
from rules.architects.data import catalog
from rules.architects.reset import reset_end, reset_start
from rules.architects.scoring import resolve_end_effect, virtue_end_cards
from rules.architects.setup import begin_play, start_draft
from rules.architects.state import (
    AFTER,
    CHOOSE_BOARDS,
    DRAFT,
    END,
    FINAL,
    LIMIT,
    OVER,
    PLACE,
    RESET_END,
    ArchitectsState,
    CaptureFrame,
    DestroyFrame,
    EndOrderFrame,
    GuardFrame,
    LimitFrame,
    StorehouseFrame,
)

#: A location's series of actions (closed by Done): virtue past 14 is offered after the series.
SERIES = (StorehouseFrame, GuardFrame, CaptureFrame)


def destroy_prompts(state: ArchitectsState) -> ArchitectsState:
    if state.decisions and isinstance(state.decisions[-1], SERIES):
        return state
    for index in range(state.owners):
        owner = state.owner(index)
        if owner.pending_destroy <= 0:
            continue
        count = min(owner.pending_destroy, owner.debts)
        owner = attrs.evolve(owner, pending_destroy=0)
        if index == state.ai_index:
            state = state.with_owner(index, attrs.evolve(owner, debts=owner.debts - count))
        else:
            state = state.with_owner(index, owner)
            if count:
                state = attrs.evolve(state, decisions=state.decisions + (DestroyFrame(index, count),))
    return state


def advance(state: ArchitectsState, rng: random.Random) -> ArchitectsState:
    while True:
        if state.phase == OVER:
            return state
        state = destroy_prompts(state)
        if state.decisions:
            return state
        if state.phase == CHOOSE_BOARDS:
            state = start_draft(state)
            continue
        if state.phase == DRAFT:
            if state.draft is not None:
                return state
            state = begin_play(state)
            continue
        if state.phase == FINAL:
            return attrs.evolve(state, phase=OVER)
        stage = state.stage
        if stage == PLACE:
            if state.current != state.ai_index:
                return state
            state = attrs.evolve(ai_turn(state, rng), stage=AFTER)
        elif stage == AFTER:
            state = reset_start(state, rng) if state.pending_reset else attrs.evolve(state, stage=LIMIT)
        elif stage == RESET_END:
            state = attrs.evolve(reset_end(state), stage=LIMIT)
        elif stage == LIMIT:
            current = state.current
            if current != state.ai_index and len(state.players[current].hand) > catalog().const("hand_limit"):
                state = attrs.evolve(state, decisions=state.decisions + (LimitFrame(current),))
            state = attrs.evolve(state, stage=END)
        elif stage == END:
            state = end_turn(state)
        else:  # pragma: no cover - a broken state
            raise ValueError(f"unknown stage {stage!r}")


def end_turn(state: ArchitectsState) -> ArchitectsState:
    final_turns = state.final_turns
    if state.end_triggered and final_turns == -1:
        final_turns = state.owners  # everyone, the trigger player too, takes one more turn
    elif final_turns > 0:
        final_turns -= 1
    if final_turns == 0:
        return finish_game(attrs.evolve(state, final_turns=0))
    turn = (state.turn + 1) % len(state.order)
    return attrs.evolve(state, final_turns=final_turns, turn=turn, stage=PLACE, placed="")


def finish_game(state: ArchitectsState) -> ArchitectsState:
    """End-game virtue effects, owners in turn order; an owner with two or more orders them."""
    state = attrs.evolve(state, phase=FINAL, stage=END)
    frames = []
    for index in state.order:
        cards = virtue_end_cards(state, index)
        if len(cards) >= 2:
            frames.append(EndOrderFrame(index, cards))
        else:
            for card in cards:
                state = resolve_end_effect(state, index, card)
    return attrs.evolve(state, decisions=state.decisions + tuple(reversed(frames)))

"""Turn flow: legal actions, applying them, and `advance` (end of turn, end of Age, end of game)."""

from __future__ import annotations

import random

import attrs

from rules.core.decisions import pop, push, push_in_order, top
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import hooks
from rules.duel import structure as S
from rules.duel.actions import (
    BuildDiscarded,
    BuildWonder,
    ChooseProgress,
    ChooseStarter,
    Construct,
    DestroyCard,
    Discard,
    TakeWonder,
)
from rules.duel.scoring import civilian_result
from rules.duel.setup import draft_frames, draft_last_taker
from rules.duel.state import (
    DraftWonder,
    DuelState,
    EndOfTurn,
    OwnedWonder,
    PickDestroy,
    PickFromDiscard,
    PickProgress,
    PickStarter,
    Result,
)


def to_act(state: DuelState) -> frozenset[int]:
    if state.phase == "end":
        return frozenset()
    frame = top(state.decisions)
    return frozenset({frame.actor if frame is not None else state.current})


# ----------------------------------------------------------------------------- legal actions


def main_actions(state: DuelState, seat: int) -> tuple:
    """Take an accessible card, then build it, discard it or build a wonder with it."""
    assert state.structure is not None
    actions: list = list(hooks.turn_actions(state, seat))
    coins = state.players[seat].coins
    wonders_open = E.total_wonders_built(state) < D.load().setup.max_wonders_built
    unbuilt = [w.id for w in state.players[seat].wonders if not w.built] if wonders_open else []
    wonder_costs = {w: E.wonder_cost(state, seat, w).total for w in unbuilt}  # the same with any card
    for index in S.accessible(state.structure):
        card_id = state.structure.slots[index].card
        assert card_id is not None
        if card_id in D.load().cards and E.price(state, seat, Construct(card_id)).total <= coins:
            actions.append(Construct(card_id))
        actions.extend(hooks.card_actions(state, seat, card_id))
        actions.append(Discard(card_id))
        actions.extend(BuildWonder(card_id, w) for w in unbuilt if wonder_costs[w] <= coins)
    return tuple(actions)


def legal_actions(state: DuelState, seat: int) -> tuple:
    if seat not in to_act(state):
        return ()
    frame = top(state.decisions)
    if frame is None:
        return main_actions(state, seat)
    if isinstance(frame, DraftWonder):
        return tuple(TakeWonder(w) for w in state.draft_offer)
    if isinstance(frame, PickProgress):
        return tuple(ChooseProgress(t) for t in frame.options)
    if isinstance(frame, PickDestroy):
        return tuple(DestroyCard(c) for c in E.cards_of(state, E.opponent(seat), frame.color))
    if isinstance(frame, PickFromDiscard):
        return tuple(BuildDiscarded(c) for c in state.discard if E.buildable_from_discard(c))
    if isinstance(frame, PickStarter):
        return (ChooseStarter(0), ChooseStarter(1))
    return hooks.legal_for_frame(state, frame)


# ----------------------------------------------------------------------------- applying


def take_card(state: DuelState, seat: int, card_id: str) -> DuelState:
    """Take an accessible card out of the structure; the turn ends once its choices are done.

    Every main action starts here (Agora's recruit and prepare-a-conspiracy too)."""
    assert state.structure is not None
    index = S.find(state.structure, card_id)
    assert index is not None
    return attrs.evolve(
        state,
        structure=S.take(state.structure, index),
        last_taker=seat,
        decisions=push(state.decisions, EndOfTurn(seat)),
    )


def apply_action(state: DuelState, action, rng: random.Random, seat: int) -> DuelState:
    frame = top(state.decisions)
    if isinstance(action, TakeWonder):
        state = _draft(state, seat, action.wonder)
    elif isinstance(action, Construct):
        cost = E.price(state, seat, action)
        state = take_card(state, seat, action.card)
        state = E.pay(state, seat, cost)
        state = E.build_card(state, seat, action.card, through_chain=cost.chain)
    elif isinstance(action, Discard):
        value = E.discard_value(state, seat)
        state = take_card(state, seat, action.card)
        state = E.gain_coins(state, seat, value)
        state = attrs.evolve(state, discard=state.discard + (action.card,))
    elif isinstance(action, BuildWonder):
        cost = E.price(state, seat, action)
        state = take_card(state, seat, action.card)
        state = E.pay(state, seat, cost)
        state = E.build_wonder(state, seat, action.wonder, action.card, rng)
    elif isinstance(action, ChooseProgress):
        assert isinstance(frame, PickProgress)
        state = attrs.evolve(state, decisions=pop(state.decisions))
        if frame.from_box:
            back = tuple(t for t in frame.options if t != action.token)
            state = attrs.evolve(state, box_progress=tuple(sorted(state.box_progress + back)))
        else:
            state = attrs.evolve(state, board_progress=tuple(t for t in state.board_progress if t != action.token))
        state = E.take_progress(state, seat, action.token)
    elif isinstance(action, DestroyCard):
        state = attrs.evolve(state, decisions=pop(state.decisions))
        state = E.destroy_card(state, E.opponent(seat), action.card)
    elif isinstance(action, BuildDiscarded):
        state = attrs.evolve(state, decisions=pop(state.decisions))
        state = attrs.evolve(state, discard=tuple(c for c in state.discard if c != action.card))
        if action.card in D.load().cards:
            state = E.build_card(state, seat, action.card)
        else:  # an expansion's card (Agora: a discarded senator is recruited for free)
            state = hooks.build_from_discard(state, seat, action.card)
    elif isinstance(action, ChooseStarter):
        state = attrs.evolve(state, decisions=pop(state.decisions), current=action.seat, replay=False)
        state = hooks.start_turn(state, action.seat)
    else:
        state = hooks.apply_action(state, action, rng, seat)
    return advance(state)


def _draft(state: DuelState, seat: int, wonder_id: str) -> DuelState:
    frame = top(state.decisions)
    assert isinstance(frame, DraftWonder)
    state = attrs.evolve(
        state,
        decisions=pop(state.decisions),
        draft_offer=tuple(w for w in state.draft_offer if w != wonder_id),
    )
    state = E.update_player(state, seat, wonders=state.players[seat].wonders + (OwnedWonder(wonder_id),))
    state = hooks.on_wonder_selected(state, seat, wonder_id)
    if len(state.draft_offer) == 1 and not any(isinstance(f, DraftWonder) for f in state.decisions):
        last_seat, (last,) = draft_last_taker(frame.round), state.draft_offer
        state = attrs.evolve(state, draft_offer=())
        state = E.update_player(state, last_seat, wonders=state.players[last_seat].wonders + (OwnedWonder(last),))
        state = hooks.on_wonder_selected(state, last_seat, last)
        if frame.round == 1:
            # Round 2 goes under anything the selection effects pushed, so those resolve first.
            state = attrs.evolve(
                state,
                draft_offer=state.draft_next,
                draft_next=(),
                decisions=push_in_order((), *draft_frames(2)) + state.decisions,
            )
        else:
            state = hooks.start_turn(_start_age(state, 1, starter=0), 0)
    return state


def _start_age(state: DuelState, age: int, starter: int | None) -> DuelState:
    """Lay out the next Age; `starter` None means someone must choose who starts."""
    variant = next(iter(hooks.component_sets(state.options)), "base")  # the layout with its senators
    structure = S.lay_out(age, variant, state.upcoming[0])
    return attrs.evolve(
        state,
        phase="play",
        age=age,
        structure=structure,
        upcoming=state.upcoming[1:],
        replay=False,
        current=starter if starter is not None else state.current,
    )


# ----------------------------------------------------------------------------- advance


def winner_now(state: DuelState) -> Result | None:
    """Supremacy ends the game at once, whatever is pending."""
    seat = E.military_winner(state)
    if seat is not None:
        return Result((seat,), "military")
    seats = E.science_winners(state)
    if seats:  # both at once (Agora's Coercion) is a shared victory
        return Result(seats, "science")
    found = hooks.winner(state)  # Agora: political supremacy
    return Result(*found) if found is not None else None


def _finish(state: DuelState, result: Result) -> DuelState:
    return attrs.evolve(state, phase="end", result=result, decisions=(), replay=False)


def _end_turn(state: DuelState, actor: int) -> DuelState:
    assert state.structure is not None
    state = attrs.evolve(state, structure=S.reveal_accessible(state.structure))
    if not S.is_empty(state.structure):
        following = actor if state.replay else E.opponent(actor)
        return hooks.start_turn(attrs.evolve(state, current=following, replay=False), following)
    # End of the Age: a pending replay is lost.
    if state.age == 3:
        return _finish(state, civilian_result(state))
    chooser = weaker_player(state)
    state = _start_age(state, state.age + 1, starter=None)
    return attrs.evolve(state, decisions=push(state.decisions, PickStarter(chooser, state.age)))


def weaker_player(state: DuelState) -> int:
    """Who chooses the next Age's first player: the one the pawn leans toward, else the last taker."""
    if state.military > 0:
        return 1
    if state.military < 0:
        return 0
    return state.last_taker if state.last_taker is not None else state.current


def advance(state: DuelState) -> DuelState:
    """Resolve everything automatic until a seat must choose (or the game is over)."""
    while state.phase != "end":
        if state.phase == "play":
            result = winner_now(state)
            if result is not None:
                return _finish(state, result)
        frame = top(state.decisions)
        if isinstance(frame, EndOfTurn):
            state = _end_turn(attrs.evolve(state, decisions=pop(state.decisions)), frame.actor)
            continue
        if isinstance(frame, PickDestroy) and not E.cards_of(state, E.opponent(frame.actor), frame.color):
            state = attrs.evolve(state, decisions=pop(state.decisions))
            continue
        resolved = hooks.resolve_automatic(state, frame)
        if resolved is not None:
            state = resolved
            continue
        break
    return state

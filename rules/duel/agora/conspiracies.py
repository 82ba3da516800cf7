"""Conspiracies: conspiring (draw 2, keep 1), preparing, triggering, and the 16 effects.

A triggered conspiracy applies what it can at once and pushes a `ConspiracyEffect` frame when it
needs a choice; `choices` lists those choices and `resolve` applies one. The cards with a move
bonus push an `OptionalMove` that comes up after the effect.
"""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.decisions import pop, push, replace_top
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import structure as S
from rules.duel.agora import senate
from rules.duel.agora.state import (
    AfterTrigger,
    BlockedToken,
    BlockProgress,
    BuildFromTopRow,
    BuildRemovedCard,
    ConspiracyEffect,
    DiscardAccessible,
    KeepDrawn,
    MoveDecree,
    OptionalMove,
    PlaceAnywhere,
    PlayBoxToken,
    Plot,
    RemoveOpponentCube,
    SabotageWonder,
    ScienceTokenDue,
    SeizeCard,
    SeizeWonder,
    SwapCards,
    evolve_agora,
    evolve_plotter,
)
from rules.duel.state import OwnedWonder, PickDestroy, PickProgress


def conspiracy(conspiracy_id: str) -> D.Conspiracy:
    return D.load().agora.conspiracies[conspiracy_id]


def _push(state: Any, *frames: Any) -> Any:
    return attrs.evolve(state, decisions=push(state.decisions, *frames))


# ----------------------------------------------------------------------------- conspire


def conspire(state: Any, seat: int) -> Any:
    """Draw 2 conspiracies (fewer if the deck runs short). With Organized Crime, or a single card
    drawn, everything drawn is kept; otherwise the seat chooses (`KeepDrawn`)."""
    deck = state.agora.deck
    drawn, rest = deck[:2], deck[2:]
    state = evolve_agora(state, deck=rest)
    hand = state.agora.players[seat].hand
    if len(drawn) < 2 or E.has_progress(state, seat, "conspire_keep_both"):
        return evolve_plotter(state, seat, hand=hand + drawn)
    return _push(evolve_plotter(state, seat, drawn=drawn), KeepDrawn(seat))


def keep_drawn(state: Any, seat: int, keep: str, other_on_top: bool) -> Any:
    player = state.agora.players[seat]
    (other,) = tuple(c for c in player.drawn if c != keep)
    deck = (other,) + state.agora.deck if other_on_top else state.agora.deck + (other,)
    state = evolve_plotter(state, seat, hand=player.hand + (keep,), drawn=())
    return evolve_agora(state, deck=deck)


def prepare(state: Any, seat: int, card: str, conspiracy_id: str) -> Any:
    """Tuck `card` (already taken from the structure) under an unprepared conspiracy."""
    player = state.agora.players[seat]
    hand = tuple(c for c in player.hand if c != conspiracy_id)
    return evolve_plotter(state, seat, hand=hand, prepared=player.prepared + (Plot(conspiracy_id, card),))


# ----------------------------------------------------------------------------- trigger


def trigger(state: Any, seat: int, conspiracy_id: str, at_turn_start: bool) -> Any:
    """Reveal a conspiracy (prepared, or unprepared through Curia Julia) and apply it."""
    player = state.agora.players[seat]
    plot = next((p for p in player.prepared if p.conspiracy == conspiracy_id), Plot(conspiracy_id))
    state = evolve_plotter(
        state,
        seat,
        hand=tuple(c for c in player.hand if c != conspiracy_id),
        prepared=tuple(p for p in player.prepared if p.conspiracy != conspiracy_id),
        triggered=player.triggered + (plot,),
    )
    if at_turn_start:
        state = evolve_agora(state, trigger_used=True)
        state = _push(state, AfterTrigger(seat))
    card = conspiracy(conspiracy_id)
    if card.move_bonus:
        state = _push(state, OptionalMove(seat))
    return _apply_effect(state, seat, card)


def _apply_effect(state: Any, seat: int, card: D.Conspiracy) -> Any:
    opponent = E.opponent(seat)
    kind = card.effect
    if kind == "take_half_coins":
        amount = (state.players[opponent].coins + 1) // 2
        return E.gain_coins(E.lose_coins(state, opponent, amount), seat, amount)
    if kind == "shields":
        return E.move_pawn(state, seat, card.shields)  # Strategy adds nothing: not a red card
    if kind == "coins_per_cube":
        state = E.gain_coins(state, seat, senate.cubes_in_senate(state, seat))
        return E.lose_coins(state, opponent, senate.cubes_in_senate(state, opponent))
    if kind == "discard_opponent_card":
        (color,) = card.colors
        return _push(state, PickDestroy(seat, color))
    if kind == "place_and_remove_influence":
        return _push(state, RemoveOpponentCube(seat), PlaceAnywhere(seat))  # place first, then remove
    if kind == "discard_structure_cards":
        # Curia Julia may trigger this mid-turn: uncovered cards are shown before choosing.
        assert state.structure is not None
        state = attrs.evolve(state, structure=S.reveal_accessible(state.structure))
        return _push(state, ConspiracyEffect(seat, card.id, repeats=card.count - 1))
    return _push(state, ConspiracyEffect(seat, card.id))


# ----------------------------------------------------------------------------- choices


def top_row_buildings(state: Any) -> tuple[str, ...]:
    """Property Fraud: buildings still in the structure's top row (row 1), covered or not."""
    if state.structure is None:
        return ()
    rows = S.layout(state.structure).slots
    return tuple(
        slot.card
        for slot, spec in zip(state.structure.slots, rows)
        if spec.row == 1 and slot.card is not None and not D.is_senator(slot.card)
    )


def removed_cards(state: Any) -> tuple[str, ...]:
    """Treason: cards removed at setup from the Ages played so far (3, 6 or 9 cards)."""
    return tuple(c for deal in state.removed[: max(state.age, 1)] for c in deal)


def blockable_tokens(state: Any, seat: int) -> tuple[str, ...]:
    """Obscurantism: tokens on the board, owned by the opponent, or in the box."""
    return state.board_progress + state.players[E.opponent(seat)].progress + state.box_progress


def accessible_cards(state: Any) -> tuple[str, ...]:
    assert state.structure is not None
    slots = state.structure.slots
    return tuple(slots[i].card for i in S.accessible(state.structure) if slots[i].card is not None and slots[i].face_up)


def swaps(state: Any, seat: int, colors: tuple[str, ...]) -> tuple[SwapCards, ...]:
    opponent = E.opponent(seat)
    cards = D.load().cards
    return tuple(
        SwapCards(take, give)
        for take in E.cards_of(state, opponent, colors)
        for give in E.cards_of(state, seat, cards[take].color)
    )


def choices(state: Any, frame: ConspiracyEffect) -> tuple[Any, ...]:
    """What the conspiracy in `frame` lets its actor choose now (Decline not included)."""
    seat, opponent = frame.actor, E.opponent(frame.actor)
    card = conspiracy(frame.conspiracy)
    kind = card.effect
    if kind == "take_unbuilt_wonder":
        return tuple(SeizeWonder(w.id) for w in state.players[opponent].wonders if not w.built)
    if kind == "remove_built_wonder":
        return tuple(SabotageWonder(w.id) for w in state.players[opponent].wonders if w.built)
    if kind == "block_progress_token":
        return tuple(BlockProgress(t) for t in blockable_tokens(state, seat))
    if kind == "build_from_last_row":
        return tuple(BuildFromTopRow(c) for c in top_row_buildings(state))
    if kind == "build_from_removed":
        return tuple(BuildRemovedCard(c) for c in removed_cards(state))
    if kind == "progress_from_box":
        return tuple(PlayBoxToken(t) for t in state.box_progress)
    if kind == "discard_structure_cards":
        return tuple(DiscardAccessible(c) for c in accessible_cards(state))
    if kind == "take_opponent_card":
        return tuple(SeizeCard(c) for c in E.cards_of(state, opponent, card.colors))
    if kind == "swap_opponent_card":
        return swaps(state, seat, card.colors)
    if kind == "move_decree":
        return tuple(
            MoveDecree(origin, destination)
            for origin in senate.CHAMBERS
            if senate.chamber(state, origin).decrees
            for destination in senate.CHAMBERS
            if destination != origin
        )
    raise ValueError(f"conspiracy {card.id} asks for no choice")


def _remove_wonder(state: Any, seat: int, wonder_id: str) -> Any:
    return E.update_player(state, seat, wonders=tuple(w for w in state.players[seat].wonders if w.id != wonder_id))


def resolve(state: Any, frame: ConspiracyEffect, action: Any) -> Any:
    """Apply the chosen `action` for the conspiracy frame on top."""
    seat, opponent = frame.actor, E.opponent(frame.actor)
    if frame.repeats:
        # Turn of Events: the next discard is offered, and may be declined.
        state = attrs.evolve(
            state,
            decisions=replace_top(
                state.decisions,
                attrs.evolve(frame, repeats=frame.repeats - 1, optional=True),
            ),
        )
    else:
        state = attrs.evolve(state, decisions=pop(state.decisions))
    if isinstance(action, SeizeWonder):
        state = _remove_wonder(state, opponent, action.wonder)
        return E.update_player(state, seat, wonders=state.players[seat].wonders + (OwnedWonder(action.wonder),))
    if isinstance(action, SabotageWonder):
        owned = next(w for w in state.players[opponent].wonders if w.id == action.wonder)
        state = _remove_wonder(state, opponent, action.wonder)
        state = attrs.evolve(state, discard=state.discard + (owned.tucked,))
        return evolve_agora(state, sabotaged=state.agora.sabotaged + (action.wonder,))
    if isinstance(action, BlockProgress):
        return _block(state, seat, action.token)
    if isinstance(action, BuildFromTopRow):
        return _build_from_structure(state, seat, action.card)
    if isinstance(action, BuildRemovedCard):
        removed = tuple(tuple(c for c in deal if c != action.card) for deal in state.removed)
        return E.build_card(attrs.evolve(state, removed=removed), seat, action.card)
    if isinstance(action, PlayBoxToken):
        state = attrs.evolve(state, box_progress=tuple(t for t in state.box_progress if t != action.token))
        return E.take_progress(state, seat, action.token)
    if isinstance(action, DiscardAccessible):
        assert state.structure is not None
        index = S.find(state.structure, action.card)
        structure = S.reveal_accessible(S.take(state.structure, index))  # uncovered cards are shown at once
        return attrs.evolve(state, structure=structure, discard=state.discard + (action.card,), last_taker=seat)
    if isinstance(action, SeizeCard):
        state = E.update_player(
            state, opponent, buildings=tuple(c for c in state.players[opponent].buildings if c != action.card)
        )
        return E.update_player(state, seat, buildings=state.players[seat].buildings + (action.card,))
    if isinstance(action, SwapCards):
        return _swap(state, seat, action.take, action.give)
    if isinstance(action, MoveDecree):
        return senate.move_decree(state, action.origin, action.destination)
    raise ValueError(f"{action!r} does not answer conspiracy {frame.conspiracy}")


def _block(state: Any, seat: int, token: str) -> Any:
    opponent = E.opponent(seat)
    from_box = token in state.box_progress
    state = attrs.evolve(
        state,
        board_progress=tuple(t for t in state.board_progress if t != token),
        box_progress=tuple(t for t in state.box_progress if t != token),
    )
    state = E.update_player(state, opponent, progress=tuple(t for t in state.players[opponent].progress if t != token))
    return evolve_agora(state, blocked=state.agora.blocked + (BlockedToken(token, seat, from_box),))


def _build_from_structure(state: Any, seat: int, card: str) -> Any:
    assert state.structure is not None
    index = S.find(state.structure, card)
    state = attrs.evolve(state, structure=S.take(state.structure, index), last_taker=seat)
    return E.build_card(state, seat, card)


def _swap(state: Any, seat: int, take: str, give: str) -> Any:
    """Coercion. A science pair completed by the swap gives its progress token; the active player
    chooses first (their frame goes on top)."""
    opponent = E.opponent(seat)
    mine = tuple(c for c in state.players[seat].buildings if c != give) + (take,)
    theirs = tuple(c for c in state.players[opponent].buildings if c != take) + (give,)
    state = E.update_player(E.update_player(state, seat, buildings=mine), opponent, buildings=theirs)
    for who, card in ((opponent, give), (seat, take)):
        symbol = D.card(card).science
        if symbol is not None and E.science_symbols(state, who)[symbol] == 2:
            state = _push(state, ScienceTokenDue(who))
    return state


def science_token_due(state: Any, frame: ScienceTokenDue) -> Any:
    """Offer the board's progress tokens as they are now (nothing if none is left)."""
    state = attrs.evolve(state, decisions=pop(state.decisions))
    if state.board_progress:
        state = _push(state, PickProgress(frame.actor, state.board_progress))
    return state

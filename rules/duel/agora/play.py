"""Agora's rules at the points where the base game asks (`plugin.Agora` registers them as hooks):
every function is a no-op while `state.agora is None`.

The base engine calls these at fixed points through `rules.duel.hooks`. Each hook says when it is called and what it
returns. The senate lives in `senate`, conspiracies in `conspiracies`, views and secrets in
`view`; this module holds setup, senators, decrees and the action dispatch.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from rules.core.decisions import pop, push, replace_top, top
from rules.duel import data as D
from rules.duel import effects as E
from rules.duel import structure as S
from rules.duel import turns as T
from rules.duel.agora import conspiracies as C
from rules.duel.agora import senate
from rules.duel.agora import view as agora_view
from rules.duel.agora.state import (
    AGORA_FRAMES,
    AfterTrigger,
    AgoraState,
    AgoraView,
    ChamberState,
    ConspiracyEffect,
    ConspiratorChoice,
    Conspire,
    Decline,
    KeepConspiracy,
    KeepDrawn,
    MoveCube,
    OptionalMove,
    PlaceAnywhere,
    PlaceCube,
    PrepareConspiracy,
    Recruit,
    RemoveCube,
    RemoveOpponentCube,
    ScienceTokenDue,
    SenateActions,
    TriggerConspiracy,
    TriggerUnprepared,
    evolve_agora,
)
from rules.duel.costs import Discount, Payment
from rules.duel.state import EndOfTurn

#: Frames whose remaining choices the actor may decline.
OPTIONAL_FRAMES = (SenateActions, OptionalMove, TriggerUnprepared)


def initial_state(rng: random.Random) -> AgoraState:
    """Setup: 6 random decrees into the chambers (face down in 2, 4, 6), the conspiracy deck shuffled.
    Each player's 12 cubes are the supply: 12 minus their cubes in the senate."""
    data = D.load().agora
    decrees = sorted(data.decrees)
    rng.shuffle(decrees)
    in_play = decrees[: data.decrees_in_play]
    chambers = sorted(data.chambers, key=lambda c: c.number)
    deck = sorted(data.conspiracies)
    rng.shuffle(deck)
    return AgoraState(
        chambers=tuple(ChamberState(decrees=(d,)) for d in in_play),
        hidden_decrees=tuple(sorted(d for d, c in zip(in_play, chambers) if not c.decree_face_up)),
        unused_decrees=tuple(sorted(decrees[data.decrees_in_play :])),
        deck=tuple(deck),
    )


def _push(state: Any, *frames: Any) -> Any:
    return attrs.evolve(state, decisions=push(state.decisions, *frames))


def on_wonder_selected(state: Any, seat: int, wonder_id: str) -> Any:
    """Wonder draft: `seat` has just taken `wonder_id` (Curia Julia conspires, Knossos places a cube)."""
    if state.agora is None:
        return state
    wonder = D.wonder(wonder_id)
    for _ in range(wonder.on_select_place_influence):
        state = _push(state, PlaceAnywhere(seat))
    if wonder.on_select_conspire:
        state = C.conspire(state, seat)
    return state


# ----------------------------------------------------------------------------- decrees


def card_discounts(state: Any, seat: int, card_id: str) -> tuple[Discount, ...]:
    """Decrees on building `card_id`: ignore one cost symbol of its colour; cheaper trading."""
    if state.agora is None:
        return ()
    color = D.card(card_id).color
    found = tuple(
        Discount(d.id, coins_or_unit=True)
        for d in senate.decrees_with(state, seat, "ignore_cost_symbol")
        if d.color == color
    )
    return found


def wonder_discounts(state: Any, seat: int, wonder_id: str) -> tuple[Discount, ...]:
    """Decrees on a wonder: 1 resource less; cheaper trading."""
    if state.agora is None:
        return ()
    return tuple(Discount(d.id, units=d.amount) for d in senate.decrees_with(state, seat, "wonder_discount"))


def trade_discounts(state: Any, seat: int) -> tuple[Discount, ...]:
    """Decrees lowering the bank's price of some resources (never below 1 coin)."""
    if state.agora is None:
        return ()
    return tuple(
        Discount(d.id, trade_resources=d.resources, trade_amount=d.amount)
        for d in senate.decrees_with(state, seat, "trade_discount")
    )


def action_price(state: Any, seat: int, action: Any) -> Payment | None:
    """Recruiting a senator costs 1 coin per senator already in the city (Corruption: free)."""
    if isinstance(action, Recruit):
        return Payment(coins=senate.recruit_cost(state, seat))
    return None


def extra_chain_symbols(state: Any, seat: int) -> frozenset[str]:
    """Chain symbols `seat` may use besides its own: the opponent's, with the decree."""
    if state.agora is None or not senate.decrees_with(state, seat, "opponent_chains"):
        return frozenset()
    cards = D.load().cards
    theirs = state.players[E.opponent(seat)].buildings
    return frozenset(cards[c].chain_grants for c in theirs if c in cards and cards[c].chain_grants)


def discard_bonus(state: Any, seat: int) -> int:
    """Extra coins when `seat` discards a card (decree: +2)."""
    if state.agora is None:
        return 0
    return sum(d.amount for d in senate.decrees_with(state, seat, "discard_bonus"))


def _coins_for_builds(state: Any, color: str) -> Any:
    """Whoever builds, the controller of a matching decree takes coins equal to the Age."""
    for seat in (0, 1):
        matching = [d for d in senate.decrees_with(state, seat, "coins_when_built") if d.color == color]
        state = E.gain_coins(state, seat, len(matching) * state.age)
    return state


def after_card_built(state: Any, seat: int, card_id: str) -> Any:
    """A building was just built by `seat`: decrees paying coins for its colour."""
    if state.agora is None:
        return state
    return _coins_for_builds(state, D.card(card_id).color)


def after_wonder_built(state: Any, seat: int, wonder_id: str) -> Any:
    """A wonder was just built: decree coins; Curia Julia's trigger, Knossos's cube and move."""
    if state.agora is None:
        return state
    state = _coins_for_builds(state, "wonder")
    wonder = D.wonder(wonder_id)
    for _ in range(wonder.move_influence):
        state = _push(state, OptionalMove(seat))
    for _ in range(wonder.place_influence):
        state = _push(state, PlaceAnywhere(seat))  # on top: the cube is placed before the move
    if wonder.trigger_unprepared_conspiracy:
        state = _push(state, TriggerUnprepared(seat))
    return state


def apply_military_token(state: Any, seat: int, token_id: str) -> Any:
    """`seat` moved the pawn into an Agora token's zone: it places a cube, or removes one of the
    opponent's cubes and may then move one of its own."""
    token = D.load().agora.military_tokens[token_id]
    for _ in range(token.move_influence):
        state = _push(state, OptionalMove(seat))
    for _ in range(token.remove_opponent_influence):
        state = _push(state, RemoveOpponentCube(seat))
    for _ in range(token.place_influence):
        state = _push(state, PlaceAnywhere(seat))
    return state


# ----------------------------------------------------------------------------- senators


def recruit(state: Any, seat: int, card_id: str) -> Any:
    """The senator (already paid for) joins the city and acts."""
    senator = D.load().agora.senators[card_id]
    state = E.update_player(state, seat, buildings=state.players[seat].buildings + (card_id,))
    if senator.kind == "politician":
        return _push(state, SenateActions(seat, senator.section, senate.senate_actions(state, seat)))
    if senate.decrees_with(state, seat, "conspirator_replay"):
        state = attrs.evolve(state, replay=True)
    return _push(state, ConspiratorChoice(seat))


# ----------------------------------------------------------------------------- turns


def start_turn(state: Any, seat: int) -> Any:
    """`seat` is about to begin a turn: it may trigger one prepared conspiracy again."""
    if state.agora is None or not state.agora.trigger_used:
        return state
    return evolve_agora(state, trigger_used=False)


def turn_actions(state: Any, seat: int) -> tuple[Any, ...]:
    """Before the main action: trigger one prepared conspiracy (once per turn)."""
    if state.agora is None or state.agora.trigger_used:
        return ()
    return tuple(TriggerConspiracy(p.conspiracy) for p in state.agora.players[seat].prepared)


def card_actions(state: Any, seat: int, card_id: str) -> tuple[Any, ...]:
    """Recruit an accessible senator; prepare a conspiracy with any accessible card."""
    if state.agora is None:
        return ()
    actions: tuple[Any, ...] = ()
    if D.is_senator(card_id) and senate.recruit_cost(state, seat) <= state.players[seat].coins:
        actions += (Recruit(card_id),)
    return actions + tuple(PrepareConspiracy(card_id, c) for c in state.agora.players[seat].hand)


def _choices(state: Any, frame: Any) -> tuple[Any, ...]:
    """What `frame` offers its actor now, Decline aside. Empty: the frame resolves by itself."""
    seat = frame.actor
    if isinstance(frame, SenateActions):
        if frame.remaining <= 0:
            return ()
        return tuple(PlaceCube(n) for n in senate.place_targets(state, seat, frame.section)) + _moves(state, seat)
    if isinstance(frame, ConspiratorChoice):
        conspire = (Conspire(),) if state.agora.deck else ()
        return tuple(PlaceCube(n) for n in senate.place_targets(state, seat)) + conspire
    if isinstance(frame, KeepDrawn):
        drawn = state.agora.players[seat].drawn
        return tuple(KeepConspiracy(c, on_top) for c in drawn for on_top in (False, True))
    if isinstance(frame, PlaceAnywhere):
        return tuple(PlaceCube(n) for n in senate.place_targets(state, seat))
    if isinstance(frame, RemoveOpponentCube):
        return tuple(RemoveCube(n) for n in senate.removal_targets(state, E.opponent(seat)))
    if isinstance(frame, OptionalMove):
        return _moves(state, seat)
    if isinstance(frame, TriggerUnprepared):
        return tuple(TriggerConspiracy(c) for c in state.agora.players[seat].hand)
    if isinstance(frame, ConspiracyEffect):
        return C.choices(state, frame)
    return ()


def _moves(state: Any, seat: int) -> tuple[MoveCube, ...]:
    return tuple(MoveCube(a, b) for a, b in senate.move_options(state, seat))


def legal_for_frame(state: Any, frame: Any) -> tuple[Any, ...]:
    """Legal actions for an Agora decision frame on top of the stack."""
    if not isinstance(frame, AGORA_FRAMES):
        raise ValueError(f"unknown decision frame {frame!r}")
    found = _choices(state, frame)
    optional = isinstance(frame, OPTIONAL_FRAMES) or getattr(frame, "optional", False)
    return found + (Decline(),) if found and optional else found


def resolve_automatic(state: Any, frame: Any) -> Any | None:
    """Called by `advance` for the frame on top: the new state when it needs no choice, else None."""
    if not isinstance(frame, AGORA_FRAMES):
        return None
    if isinstance(frame, AfterTrigger):
        state = attrs.evolve(state, decisions=pop(state.decisions))
        assert state.structure is not None
        state = attrs.evolve(state, structure=S.reveal_accessible(state.structure))
        if S.is_empty(state.structure):  # the conspiracy took the Age's last cards: the turn is over
            state = _push(state, EndOfTurn(frame.actor))
        return state
    if isinstance(frame, ScienceTokenDue):
        return C.science_token_due(state, frame)
    if not _choices(state, frame):
        return attrs.evolve(state, decisions=pop(state.decisions))
    return None


def apply_action(state: Any, action: Any, rng: random.Random, seat: int) -> Any:
    """Apply an Agora action or resolve an Agora frame; the base engine runs `advance` after."""
    frame = top(state.decisions)
    if isinstance(action, Recruit):
        cost = E.price(state, seat, action)
        state = E.pay(T.take_card(state, seat, action.card), seat, cost)
        return recruit(state, seat, action.card)
    if isinstance(action, PrepareConspiracy):
        return C.prepare(T.take_card(state, seat, action.card), seat, action.card, action.conspiracy)
    if isinstance(action, TriggerConspiracy):
        if isinstance(frame, TriggerUnprepared):
            return C.trigger(attrs.evolve(state, decisions=pop(state.decisions)), seat, action.conspiracy, False)
        return C.trigger(state, seat, action.conspiracy, at_turn_start=True)
    if isinstance(action, Decline):
        return attrs.evolve(state, decisions=pop(state.decisions))
    if isinstance(action, (PlaceCube, MoveCube)):
        state = _use_senate_action(state, frame)
        if isinstance(action, PlaceCube):
            return senate.place_cube(state, seat, action.chamber)
        return senate.move_cube(state, seat, action.origin, action.destination)
    if isinstance(action, RemoveCube):
        state = attrs.evolve(state, decisions=pop(state.decisions))
        return senate.remove_cube(state, E.opponent(seat), action.chamber)
    if isinstance(action, Conspire):
        return C.conspire(attrs.evolve(state, decisions=pop(state.decisions)), seat)
    if isinstance(action, KeepConspiracy):
        state = attrs.evolve(state, decisions=pop(state.decisions))
        return C.keep_drawn(state, seat, action.keep, action.other_on_top)
    if isinstance(frame, ConspiracyEffect):
        return C.resolve(state, frame, action)
    raise ValueError(f"unknown 7 Wonders Duel action {action!r}")


def _use_senate_action(state: Any, frame: Any) -> Any:
    """A politician's action counts down; any other frame offering a place or a move is done."""
    if isinstance(frame, SenateActions) and frame.remaining > 1:
        fewer = attrs.evolve(frame, remaining=frame.remaining - 1)
        return attrs.evolve(state, decisions=replace_top(state.decisions, fewer))
    return attrs.evolve(state, decisions=pop(state.decisions))


# ----------------------------------------------------------------------------- end, views


def political_winner(state: Any) -> int | None:
    """The seat controlling all 6 chambers, if any (political supremacy ends the game at once)."""
    return None if state.agora is None else senate.political_winner(state)


def score_lines(state: Any, seat: int) -> tuple[tuple[str, int], ...]:
    """The "chambers" category: 1/2/3 VP per chamber controlled (not "senate": that is a card id)."""
    return () if state.agora is None else (("chambers", senate.senate_vp(state, seat)),)


def view(state: Any, viewer: int) -> AgoraView | None:
    return None if state.agora is None else agora_view.view(state, viewer)


def secrets(state: Any, viewer: int) -> frozenset[str]:
    """Agora ids `viewer` must not see (face-down decrees, the opponent's conspiracies, the deck...)."""
    return frozenset() if state.agora is None else agora_view.secrets(state, viewer)


def shown_to(state: Any, viewer: int) -> frozenset[str]:
    """Hidden ids `viewer` looks at alone for the choice on top (Treason, Obscurantism, Espionage)."""
    return frozenset() if state.agora is None else frozenset(agora_view.looking_at(state, viewer))


def revealed(before: Any, after: Any) -> bool:
    """True when Agora information became visible (a decree turned, a conspiracy drawn or revealed)."""
    return False if before.agora is None or after.agora is None else agora_view.revealed(before, after)

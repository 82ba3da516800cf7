"""Building Architects states for scenario tests: a game past the draft, owners edited in place."""

from __future__ import annotations

from typing import Any

import attrs

from rules.architects import workers as W
from rules.architects.game import GAME
from rules.architects.state import PLACE, PLAY, ArchitectsState
from rules.core.engine import step
from rules.core.options import make_config


def config(players: int, **options: Any):
    """The solo game needs its AI named (1 seat with automa=none is refused): Constantine here."""
    if players == 1:
        options.setdefault("automa", "constantine")
    return make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)


def started(players: int = 3, seed: int = 1, **options: Any) -> ArchitectsState:
    """A game in PLAY after the draft (every seat keeps its first card each round)."""
    state = GAME.setup(config(players, **options), seed)
    while state.phase != PLAY:
        seat = min(GAME.to_act(state))
        state = step(GAME, state, GAME.legal_actions(state, seat)[0], seat).state
    return state


def turn_of(state: ArchitectsState, owner: int) -> ArchitectsState:
    """Make `owner` the one to place a worker now."""
    return attrs.evolve(state, turn=state.order.index(owner), stage=PLACE, decisions=())


def edit(state: ArchitectsState, owner: int, **fields: Any) -> ArchitectsState:
    return state.with_owner(owner, attrs.evolve(state.owner(owner), **fields))


def put(state: ArchitectsState, location: str, owner: int, count: int) -> ArchitectsState:
    """Move `count` of owner's workers from home to a large location (on top of those there)."""
    state = W.move_home(state, owner, -count)
    return W.set_at(state, location, owner, state.at(location, owner) + count)


def imprison(state: ArchitectsState, owner: int, count: int) -> ArchitectsState:
    state = W.move_home(state, owner, -count)
    return W.set_prison(state, owner, state.prison[owner] + count)


def act(state: ArchitectsState, action: Any, seat: int | None = None) -> ArchitectsState:
    return step(GAME, state, action, seat).state


def legal(state: ArchitectsState, seat: int | None = None) -> tuple[Any, ...]:
    if seat is None:
        (seat,) = GAME.to_act(state)
    return GAME.legal_actions(state, seat)


def resources(state: ArchitectsState, owner: int) -> dict[str, int]:
    o = state.owner(owner)
    return {r: getattr(o, r) for r in ("silver", "clay", "wood", "stone", "gold", "marble") if getattr(o, r)}


def empty(state: ArchitectsState, owner: int) -> ArchitectsState:
    """No resources at all (silver included): tests give exactly what they need."""
    return edit(state, owner, silver=0, clay=0, wood=0, stone=0, gold=0, marble=0)

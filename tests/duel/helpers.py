"""Building positions for scenario tests: start a game, then shape cities and the structure."""

from __future__ import annotations

import attrs

from rules.core.engine import step
from rules.core.options import make_config
from rules.duel import structure as S
from rules.duel.game import GAME
from rules.duel.state import DuelState, OwnedWonder, Slot

CONFIG = make_config(GAME.options, 2, {})


def new_game(seed: int | str = 1, agora: bool = False) -> DuelState:
    return GAME.setup(make_config(GAME.options, 2, {"agora": agora}), seed)


def drafted(seed: int | str = 1, agora: bool = False) -> DuelState:
    """A game just after the wonder draft (each pick takes the first offered wonder): Age I, seat 0 to play."""
    state = new_game(seed, agora)
    while state.phase == "draft":
        (seat,) = GAME.to_act(state)
        state = play(state, GAME.legal_actions(state, seat)[0], seat)
    return state


def play(state: DuelState, action, seat: int | None = None) -> DuelState:
    return step(GAME, state, action, seat).state


def city(state: DuelState, seat: int, **changes) -> DuelState:
    """Replace parts of a player: buildings, coins, progress, wonders (ids or OwnedWonder)."""
    if "wonders" in changes:
        changes["wonders"] = tuple(w if isinstance(w, OwnedWonder) else OwnedWonder(w) for w in changes["wonders"])
    for key in ("buildings", "progress"):
        if key in changes:
            changes[key] = tuple(changes[key])
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], **changes)
    return attrs.evolve(state, players=tuple(players))


def offer(state: DuelState, *cards: str) -> DuelState:
    """Put `cards` face up in accessible slots of the current structure (bottom row, left first)."""
    assert state.structure is not None
    slots = list(state.structure.slots)
    for index, slot in enumerate(slots):  # a card may appear only once
        if slot.card in cards:
            slots[index] = Slot(None, True)
    structure = attrs.evolve(state.structure, slots=tuple(slots))
    free = [i for i in S.accessible(state.structure)]
    for card, index in zip(cards, free):
        slots[index] = Slot(card, True)
    return attrs.evolve(state, structure=attrs.evolve(structure, slots=tuple(slots)))


def last_cards(state: DuelState, *cards: str) -> DuelState:
    """Leave only `cards` in the structure (face up, in the first slots: all accessible at the top row)."""
    assert state.structure is not None
    slots = [Slot(None, True)] * len(state.structure.slots)
    for index, card in enumerate(cards):
        slots[index] = Slot(card, True)
    return attrs.evolve(state, structure=attrs.evolve(state.structure, slots=tuple(slots)))


def to_move(state: DuelState, seat: int) -> DuelState:
    return attrs.evolve(state, current=seat, decisions=(), replay=False)

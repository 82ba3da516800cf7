"""Building Princes of Florence states for scenario tests: set up, draft, then evolve by hand."""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.engine import step
from rules.core.options import make_config
from rules.florence import estate
from rules.florence.actions import ReturnCard
from rules.florence.game import GAME
from rules.florence.rules import advance
from rules.florence.state import ACTIONS, FlorenceState, Tile, TurnFrame, instance


def new_game(players: int = 4, seed: int | str = 1, **options: Any) -> FlorenceState:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    return GAME.setup(config, seed)


def play(state: FlorenceState, seat: int, action: Any) -> FlorenceState:
    return step(GAME, state, action, seat).state


def play_all(state: FlorenceState, *moves: tuple[int, Any]) -> FlorenceState:
    for seat, action in moves:
        state = play(state, seat, action)
    return state


def drafted(players: int = 4, seed: int | str = 1, start: int = 0, **options: Any) -> FlorenceState:
    """A game just past the draft (each seat returned its first card), `start` opening the auction."""
    state = attrs.evolve(new_game(players, seed, **options), start_player=start)
    for seat in range(players):
        state = play(state, seat, ReturnCard(state.players[seat].hand[0]))
    return state


def set_player(state: FlorenceState, seat: int, **fields: Any) -> FlorenceState:
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], **fields)
    return attrs.evolve(state, players=tuple(players))


def prof(name: str) -> str:
    return instance("profession", name)


def bonus(name: str) -> str:
    return instance("bonus", name)


def prestige(name: str) -> str:
    return instance("prestige", name)


def tile(piece: str, orientation: int = 0, row: int = 0, col: int = 0) -> Tile:
    spot = estate.spot_index(piece)[(orientation, row, col)]
    return Tile(piece, orientation, row, col, spot.mask)


def action_turn(state: FlorenceState, seat: int, actions_left: int = 2, round_: int | None = None) -> FlorenceState:
    """Jump to `seat`'s turn in the action phase (the others' turns done or not, as `turns_done` says)."""
    n = len(state.players)
    turns_done = (seat - state.start_player) % n
    state = attrs.evolve(
        state,
        phase=ACTIONS,
        auction=None,
        turns_done=turns_done,
        decisions=(TurnFrame(seat, actions_left),),
        round=round_ or state.round,
    )
    return state


def settle(state: FlorenceState) -> FlorenceState:
    import random

    return advance(state, random.Random(0))

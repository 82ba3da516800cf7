"""Building Sheriff states for scenario tests: set up, then evolve seats and phases by hand."""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.engine import step
from rules.core.options import make_config
from rules.sheriff.game import GAME
from rules.sheriff.rules import legal_actions
from rules.sheriff.state import DECLARED, INSPECT, InspectChoice, SheriffState


def new_game(players: int = 4, seed: int | str = 1, **options: Any) -> SheriffState:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    return GAME.setup(config, seed)


def set_player(state: SheriffState, seat: int, **fields: Any) -> SheriffState:
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], **fields)
    return attrs.evolve(state, players=tuple(players))


def play(state: SheriffState, seat: int, action: Any) -> SheriffState:
    return step(GAME, state, action, seat).state


def play_all(state: SheriffState, *moves: tuple[int, Any]) -> SheriffState:
    for seat, action in moves:
        state = play(state, seat, action)
    return state


def cards(good: str, count: int, start: int = 1) -> tuple[str, ...]:
    return tuple(f"{good}-{n:02d}" for n in range(start, start + count))


def at_inspection(state: SheriffState, bags: dict[int, tuple[tuple[str, ...], str]]) -> SheriffState:
    """Jump to the inspection with these bags declared: {seat: (cards, declared good)}."""
    for seat, (bag, declared) in bags.items():
        state = set_player(state, seat, bag=bag, declared_good=declared, declared_count=len(bag), bag_status=DECLARED)
    return attrs.evolve(state, phase=INSPECT, decisions=(InspectChoice(state.inspectors[0]),))


def legal(state: SheriffState, seat: int) -> tuple[Any, ...]:
    return legal_actions(state, seat)


def sheriff_game(players: int = 4, sheriff: int = 0, **options: Any) -> SheriffState:
    """A fresh game with the sheriff moved to `sheriff` and stands emptied."""
    state = new_game(players, **options)
    state = attrs.evolve(state, sheriff=sheriff)
    players_ = tuple(attrs.evolve(p, times_sheriff=1 if i == sheriff else 0) for i, p in enumerate(state.players))
    return attrs.evolve(state, players=players_)


def with_sheriff(state: SheriffState, sheriff: int) -> SheriffState:
    """The same fresh game with `sheriff` as this round's sheriff (market not started)."""
    from rules.sheriff.state import PickFirstMerchant

    players_ = tuple(attrs.evolve(p, times_sheriff=1 if i == sheriff else 0) for i, p in enumerate(state.players))
    return attrs.evolve(state, sheriff=sheriff, players=players_, decisions=(PickFirstMerchant(sheriff),))


def quick_game(players: int, seed: int, **options: Any) -> SheriffState:
    """A random game to the end without the conformance checks (fast)."""
    import random

    from rules.sheriff.rules import to_act

    pick = random.Random(seed)
    state = new_game(players, seed, **options)
    while to_act(state):
        seat = min(to_act(state))
        moves = legal_actions(state, seat)
        state = play(state, seat, moves[pick.randrange(len(moves))])
    return state


def all_cards(state: SheriffState) -> list[str]:
    """Every goods card id in every zone (each card must be in exactly one)."""
    zones = [state.deck, state.discard, state.removed, state.loot_cards]
    for p in state.players:
        zones += [p.hand, p.bag, p.stand_legal, p.stand_contraband, p.market_discards]
    return [c for zone in zones for c in zone]


def gold_total(state: SheriffState) -> int:
    return sum(p.gold for p in state.players) + state.loot_gold

"""Seeded random games to the end for 1-5 seats and the options, with this game's invariants.

The default run plays every seat count with every pair of option values (28 games); set
MEEPLE_LONG_RUNS=1 for the long list.
"""

from __future__ import annotations

import os

import pytest

from rules.architects import workers as W
from rules.architects.data import catalog
from rules.architects.game import GAME
from rules.architects.state import ArchitectsState
from rules.core import registry
from rules.core.conformance import play_random_game
from rules.core.serialize import state_from_plain, to_plain
from tests.architects.helpers import config

registry.register(GAME)  # save round-trips look the game up by id

AI = {"automa": "constantine"}
HARD = {"automa": "helena"}
VARIANT = {"variant_boards": True}
CHOOSE = {"variant_boards": True, "variant_pick": "choose"}
REFRESH = {"guildhall_refresh": True}

CASES = [
    (1, {}, 1),
    (1, {**HARD, **VARIANT, **REFRESH}, 2),
    (2, {}, 3),
    (2, AI, 4),
    (2, {**HARD, **CHOOSE}, 5),
    (3, {}, 6),
    (3, {**CHOOSE, **REFRESH}, 7),
    (4, {}, 8),
    (4, VARIANT, 9),
    (5, {}, 10),
    (5, {**VARIANT, **REFRESH}, 11),
]
#: With CASES, every pair of option values meets at every seat count (at 3-5 seats: every
#: combination; bench/soak.py and tests/core/test_soak.py play all of them without these invariants).
PAIRS = [
    (1, {**AI, **CHOOSE}, 12),
    (1, HARD, 13),
    (1, {**AI, **REFRESH}, 14),
    (1, {**HARD, **CHOOSE, **REFRESH}, 15),
    (2, {**HARD, **REFRESH}, 16),
    (2, {**CHOOSE, **REFRESH}, 17),
    (2, {**AI, **VARIANT, **REFRESH}, 18),
    (2, {**AI, **CHOOSE}, 19),
    (3, VARIANT, 20),
    (3, REFRESH, 21),
    (3, CHOOSE, 22),
    (4, {**CHOOSE, **REFRESH}, 23),
    (4, REFRESH, 24),
    (4, CHOOSE, 25),
    (5, CHOOSE, 26),
    (5, REFRESH, 27),
    (5, {**CHOOSE, **REFRESH}, 28),
]
LONG_CASES = [
    (players, options, seed)
    for seed in range(100, 106)
    for players, options in ((1, {}), (2, AI), (2, REFRESH), (3, VARIANT), (4, CHOOSE), (5, {}))
]


def building_ids(state: ArchitectsState) -> list[str]:
    found = list(state.building_deck)
    for index in range(state.owners):
        found += state.owner(index).hand + state.owner(index).buildings
    for frame in state.decisions:
        found += getattr(frame, "cards", ())
    if state.draft is not None:
        for pack in state.draft.packs:
            found += pack
        found += [
            c
            for c in state.draft.slots.values
            if c is not None and c not in state.draft.packs[state.draft.slots.seats[state.draft.slots.values.index(c)]]
        ]
    return sorted(found)


def check_invariants(state: ArchitectsState, solo: bool) -> None:
    cat = catalog()
    for index in range(state.owners):
        assert W.total_workers(state, index) == cat.const("workers"), f"workers of {index} at ply {state.ply}"
        assert 0 <= state.owner(index).virtue <= 14
        assert min(state.owner(index).amount(r) for r in ("silver", "clay", "wood", "stone", "gold", "marble")) >= 0
    buildings = sorted(b.id for b in cat.buildings if not (solo and b.solo_removed))
    assert building_ids(state) == buildings, f"buildings not conserved at ply {state.ply}"
    apprentices = list(state.apprentice_deck) + [c for row in state.rows for c in row if c]
    for index in range(state.owners):
        apprentices += state.owner(index).apprentices
    assert sorted(apprentices) == sorted(a.id for a in cat.apprentices)
    assert sorted(state.rewards + state.boxed_rewards + state.used_rewards) == sorted(r.id for r in cat.rewards)
    assert sorted(state.market_left + state.market_right) == sorted(c.id for c in cat.black_market)


def run(players: int, options: dict, seed: int) -> None:
    session = play_random_game(GAME, config(players, **options), seed, checkpoint_every=200)
    assert GAME.outcome(session.state) is not None
    solo = players == 1
    for state in session._states[::5] + [session.state]:
        check_invariants(state, solo)
    for state in session._states[::97] + [session.state]:
        assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    CASES + [pytest.param(*case, marks=pytest.mark.slow) for case in PAIRS],
    ids=lambda v: str(v),
)
def test_random_game(players: int, options: dict, seed: int) -> None:
    run(players, options, seed)


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("MEEPLE_LONG_RUNS"), reason="long run: set MEEPLE_LONG_RUNS=1")
@pytest.mark.parametrize(("players", "options", "seed"), LONG_CASES, ids=lambda v: str(v))
def test_random_game_long(players: int, options: dict, seed: int) -> None:
    run(players, options, seed)

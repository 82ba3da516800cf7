"""The rulebook's bonus card list (L733-803) and prestige card list (L810-855), worked as tests."""

from __future__ import annotations

import attrs
import pytest

from rules.florence.data import load
from rules.florence.scoring import bonus_value, holdings, prestige_card_points, work_value
from rules.florence.state import PlayerState, Tile
from tests.florence.helpers import bonus, drafted, prestige, prof

BONUS_EXPECTED = {
    "per_building": 5,
    "per_large_building": 4,
    "per_medium_and_forest": 3,
    "per_small_and_landscape": 5,
    "per_building_size": 6,
    "per_landscape": 3,
    "per_forest": 4,
    "per_lake": 2,
    "per_park": 0,
    "per_freedom": 4,
    "per_jester": 0,
    "per_jester_and_freedom": 2,
    "per_builder": 4,
    "per_builder_and_lake": 3,
    "per_prestige_card": 2,
    "per_freedom_and_prestige": 3,
    "per_landscape_type": 4,
    "per_item_kind": 5,
    "per_hand_card": 1,
    "per_front_card": 3,
}

PRESTIGE_EXPECTED = {
    "most_buildings": 3,
    "two_large_buildings": 5,
    "fewest_empty_cells": 0,
    "all_landscape_types": 0,
    "most_landscapes": 4,
    "most_forests": 7,
    "most_lakes": 3,
    "all_freedoms": 0,
    "buildings_freedoms_works": 6,
    "most_jesters": 0,
    "most_builders": 6,
    "most_parks": 0,
    "builder_jester_two_landscapes": 0,
    "most_completed_works": 4,
}


def tiles(*pieces: str, start: int = 0) -> tuple[Tile, ...]:
    """Tiles with made-up, disjoint cell masks of the right sizes (geometry does not matter here)."""
    out = []
    bit = start
    for piece in pieces:
        size = len(load().piece_by_id[piece].cells)
        out.append(Tile(piece, 0, 0, 0, ((1 << size) - 1) << bit))
        bit += size
    return tuple(out)


EXAMPLE_ESTATE = ("university", "workshop", "opera", "tower", "chapel", "forest", "forest", "lake")


def test_bonus_card_examples() -> None:
    """The holder: the poet just laid in front with 2 others, a recruitment card in hand."""
    player = PlayerState(
        florins=0,
        hand=("recruit-1",),
        front=(prof("painter"), prof("jurist"), prof("poet")),
        prestige_cards=(prestige("most_lakes"),),
        tiles=tiles(*EXAMPLE_ESTATE),
        jesters=0,
        builders=2,
        freedoms=("opinion", "religion"),
    )
    counts = holdings(player)
    got = {b.id: bonus_value(bonus(b.id), counts) for b in load().bonuses}
    assert got == BONUS_EXPECTED


def test_bonus_cards_add_to_the_work_value() -> None:
    player = PlayerState(
        florins=0,
        hand=("recruit-1",),
        front=(prof("painter"), prof("jurist"), prof("poet")),
        tiles=tiles(*EXAMPLE_ESTATE),
        builders=2,
    )
    plain = work_value(player, prof("poet"))
    assert work_value(player, prof("poet"), (bonus("per_building"), bonus("per_forest"))) == plain + 5 + 4


def test_prestige_card_examples() -> None:
    """The holder against one rival who ties for buildings, landscapes, lakes and works, and has fewer empty cells."""
    holder = PlayerState(
        florins=0,
        hand=(prof("actor"),),
        front=(prof("painter"), prof("jurist"), prof("poet"), prof("singer"), "recruit-1"),
        prestige_cards=(prestige("most_lakes"),),
        tiles=tiles(*EXAMPLE_ESTATE),
        jesters=0,
        builders=2,
        freedoms=("opinion", "religion"),
    )
    rival_estate = ("university", "laboratory", "library", "hospital", "tower", "lake", "park", "park")
    rival = PlayerState(
        florins=0,
        front=(prof("botanist"), prof("alchemist"), prof("printer"), prof("physicist"), "recruit-2"),
        tiles=tiles(*rival_estate),
        builders=1,
    )
    assert holdings(rival)["empty_estate_cells"] < holdings(holder)["empty_estate_cells"]
    state = attrs.evolve(drafted(3), players=(holder, rival, PlayerState(florins=0)))
    got = {p.id: prestige_card_points(state, 0, prestige(p.id)) for p in load().prestiges}
    assert got == PRESTIGE_EXPECTED


@pytest.mark.parametrize(("mine", "theirs", "points"), [(0, 0, 0), (2, 1, 6), (2, 2, 3), (1, 2, 0)])
def test_most_cards_need_at_least_one_and_share_ties(mine: int, theirs: int, points: int) -> None:
    state = drafted(3)
    players = (PlayerState(florins=0, jesters=mine), PlayerState(florins=0, jesters=theirs), PlayerState(florins=0))
    state = attrs.evolve(state, players=players)
    assert prestige_card_points(state, 0, prestige("most_jesters")) == points


def test_fewest_empty_cells_counts_zero_as_best() -> None:
    full = Tile("lake", 0, 0, 0, (1 << 43) - 1)
    state = attrs.evolve(
        drafted(3), players=(PlayerState(florins=0, tiles=(full,)), PlayerState(florins=0), PlayerState(florins=0))
    )
    assert holdings(state.players[0])["empty_estate_cells"] == 0
    assert prestige_card_points(state, 0, prestige("fewest_empty_cells")) == 8

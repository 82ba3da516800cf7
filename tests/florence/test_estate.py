"""Estate placement: 8 orientations, inside the grid, no overlap, one of each building, the edge rule."""

from __future__ import annotations

from rules.florence import estate
from rules.florence.actions import Build, PlaceTile
from rules.florence.common import building_cells
from rules.florence.state import PlaceFrame
from tests.florence.helpers import action_turn, drafted, play, set_player, tile


def test_orientations_are_distinct_cell_sets() -> None:
    assert len(estate.orientations("hospital")) == 1  # a plus sign looks the same every way
    assert len(estate.orientations("tower")) == 2
    assert len(estate.orientations("laboratory")) == 8
    for piece in ("laboratory", "chapel", "park"):
        shapes = [cells for _, cells in estate.orientations(piece)]
        assert len(set(shapes)) == len(shapes)


def test_a_flip_is_a_mirror_image() -> None:
    cells = ((0, 0), (1, 0), (1, 1), (1, 2))  # the park
    assert estate.oriented(cells, 4) == frozenset({(0, 2), (1, 0), (1, 1), (1, 2)})


def test_spots_stay_inside_and_off_the_mansion() -> None:
    mansion = estate.mansion_mask()
    rows, cols = estate.size()
    for piece in ("university", "lake", "tower"):
        for spot in estate.spots(piece):
            assert not spot.mask & mansion
            assert spot.mask < 1 << (rows * cols)
    assert estate.free_cell_count() == 43


def test_why_not_names_each_broken_rule() -> None:
    tower = tile("tower", 0, 0, 0)
    occupied = tower.mask
    assert estate.why_not("tower", 0, 0, 5, 0, 0, 0) == "the tile must lie inside the estate"
    assert estate.why_not("tower", 0, 5, 0, 0, 0, 0) == "the tile may not cover the mansion"
    assert estate.why_not("tower", 0, 0, 2, occupied, occupied, 0) == "the tile may not cover another tile"
    assert "touch" in estate.why_not("tower", 0, 1, 0, occupied, occupied, 1)
    assert estate.why_not("tower", 0, 1, 0, occupied, occupied, 2) == ""  # 2 builders: may touch
    assert estate.why_not("tower", 0, 1, 3, occupied, occupied, 0) == ""  # corner contact only
    assert "touch" in estate.why_not("tower", 0, 4, 0, 0, 0, 0)  # above the mansion, sharing an edge
    assert estate.why_not("lake", 0, 1, 0, occupied, occupied, 0) == ""  # landscapes touch anything


def _build_spots(state, seat: int, building: str) -> set[tuple[int, int, int]]:
    state = play(state, seat, Build(building))
    assert state.decisions[-1] == PlaceFrame(seat, (building,))
    from rules.florence.game import GAME

    return {(a.orientation, a.row, a.col) for a in GAME.legal_actions(state, seat) if isinstance(a, PlaceTile)}


def test_building_next_to_a_building_needs_two_builders() -> None:
    state = drafted(3)
    state = action_turn(set_player(state, 0, tiles=(tile("tower", 0, 0, 0),), florins=5000), 0)
    lone = _build_spots(set_player(state, 0, builders=1), 0, "library")
    two = _build_spots(set_player(state, 0, builders=2), 0, "library")
    assert lone < two
    blocked = building_cells(state.players[0]) | estate.mansion_mask()
    for o, r, c in two - lone:
        assert estate.neighbours(estate.spot_index("library")[(o, r, c)].mask) & blocked
    for o, r, c in lone:
        assert not estate.neighbours(estate.spot_index("library")[(o, r, c)].mask) & blocked


def test_one_building_of_each_type_per_estate() -> None:
    from rules.florence.game import GAME

    state = drafted(3)
    state = action_turn(set_player(state, 0, tiles=(tile("tower", 0, 0, 0),), florins=5000), 0)
    legal = GAME.legal_actions(state, 0)
    assert Build("tower") not in legal
    assert Build("chapel") in legal


def test_a_full_estate_offers_no_building() -> None:
    from rules.florence.game import GAME

    state = drafted(3)
    # lakes (2x2) cover rows 0-3 x columns 0-5 and rows 5-6 x columns 3-6: row 4 and column 6 stay free
    lakes = tuple(tile("lake", 0, r, c) for r in (0, 2) for c in (0, 2, 4))
    lakes += (tile("lake", 0, 5, 3), tile("lake", 0, 5, 5))
    state = set_player(state, 0, tiles=lakes, florins=5000, builders=2)
    state = action_turn(state, 0)
    legal = GAME.legal_actions(state, 0)
    assert Build("university") not in legal
    assert Build("tower") in legal


def test_why_not_agrees_with_the_legal_spots() -> None:
    """Every spot is legal exactly when why_not finds nothing against it (with a seam rule too)."""
    occupied = tile("tower", 0, 0, 0).mask | tile("lake", 0, 3, 3).mask
    buildings = tile("tower", 0, 0, 0).mask
    forbidden = estate.seam_column("right")
    for builders in (0, 2):
        for piece in ("library", "park"):
            legal = {
                (s.orientation, s.row, s.col)
                for s in estate.legal_spots(piece, occupied, buildings, builders, forbidden)
            }
            for spot in estate.spots(piece):
                key = (spot.orientation, spot.row, spot.col)
                reason = estate.why_not(piece, *key, occupied, buildings, builders, forbidden)
                assert (reason == "") == (key in legal), (piece, key, reason)


def test_placement_problem_agrees_with_the_placements_offered() -> None:
    """The screen's reason (from a state or a view) is empty exactly for the offered spots, in any orientation
    number (duplicates of a cell set included), with the seam rule of Shared Buildings too."""
    from rules.florence.common import placement_problem
    from rules.florence.game import GAME

    for options, builders in (({}, 0), ({}, 2), ({"shared_buildings": True}, 0), ({"shared_buildings": True}, 1)):
        state = drafted(3, **options)
        tiles = (tile("tower", 0, 0, 0), tile("lake", 0, 3, 3))
        state = set_player(state, 1, tiles=(tile("chapel", 0, 2, 0),))
        state = action_turn(set_player(state, 0, tiles=tiles, florins=5000, builders=builders), 0)
        state = play(state, 0, Build("library"))
        assert isinstance(state.decisions[-1], PlaceFrame)
        legal = set(GAME.legal_actions(state, 0))
        canonical = dict(estate.orientations("library"))
        for source in (state, GAME.view(state, 0), GAME.view(state, 2)):
            for o in range(8):
                shape = estate.oriented(estate.load().piece_by_id["library"].cells, o)
                lowest = next(n for n, cells in canonical.items() if cells == shape)
                for row in range(-1, 8):
                    for col in range(-1, 8):
                        reason = placement_problem(source, 0, "library", o, row, col)
                        offered = PlaceTile("library", lowest, row, col) in legal
                        assert (reason == "") == offered, (options, builders, o, row, col, reason)

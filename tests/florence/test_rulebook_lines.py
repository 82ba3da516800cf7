"""Rulebook examples not covered elsewhere, one test per example, each named by its line:
L180 (landscape prestige), L208 (a 'most' prestige card), L254-256 (recruiting a used card back),
L353-359 (the four placement mistakes), L819 and L842 (prestige card edge cases)."""

from __future__ import annotations

import attrs

from rules.florence import actions as A
from rules.florence import common, estate
from rules.florence.game import GAME
from rules.florence.scoring import prestige_card_points
from rules.florence.state import PlaceFrame, PlayerState, Tile
from tests.florence.helpers import action_turn, drafted, play_all, prestige, prof, set_player, tile


def _lay(state, seat: int, piece: str):
    """Lay `piece` at its first legal spot, as a won landscape would be."""
    spot = estate.legal_spots(
        piece, state.players[seat].occupied, common.building_cells(state.players[seat]), state.players[seat].builders
    )[0]
    return common.place_tile(state, seat, piece, spot.orientation, spot.row, spot.col)


def test_l180_only_a_second_landscape_of_an_owned_type_scores_3() -> None:
    """L180: owning only a lake, a forest or a park scores nothing; the second lake scores 3."""
    state = set_player(drafted(3), 0, tiles=(tile("lake", 0, 0, 0),))
    state = _lay(state, 0, "forest")
    state = _lay(state, 0, "park")
    assert state.players[0].prestige == 0
    state = _lay(state, 0, "lake")
    assert state.players[0].prestige == 3


def _three(*players: PlayerState):
    return attrs.evolve(drafted(3), players=players)


def _buildings(count: int, start: int = 0) -> tuple[Tile, ...]:
    kinds = ("tower", "chapel", "library", "opera", "studio", "hospital")[:count]
    out, bit = [], start
    for kind in kinds:
        size = 3 if kind in ("tower", "chapel") else 5
        out.append(Tile(kind, 0, 0, 0, ((1 << size) - 1) << bit))
        bit += size
    return tuple(out)


def test_l208_most_buildings_scores_6_alone_3_tied_0_beaten() -> None:
    """L208: Nahyeon's 'most buildings 6 (3)': 6 with the most alone, 3 when tied, 0 when someone has more."""
    card = prestige("most_buildings")
    alone = _three(
        PlayerState(florins=0, tiles=_buildings(4)), PlayerState(florins=0, tiles=_buildings(3)), PlayerState(florins=0)
    )
    tied = _three(
        PlayerState(florins=0, tiles=_buildings(4)), PlayerState(florins=0, tiles=_buildings(4)), PlayerState(florins=0)
    )
    beaten = _three(
        PlayerState(florins=0, tiles=_buildings(4)), PlayerState(florins=0, tiles=_buildings(5)), PlayerState(florins=0)
    )
    assert [prestige_card_points(s, 0, card) for s in (alone, tied, beaten)] == [6, 3, 0]


def test_l254_a_worked_card_recruited_away_can_be_recruited_back_and_worked_twice() -> None:
    """L254-256: seat 0's worked poet is not workable again by seat 0; seat 1 recruits and works it; seat 0
    recruits it back and works it a second time."""
    state = drafted(3, start=0)
    state = set_player(state, 0, hand=(prof("jurist"),), front=(prof("poet"),), jesters=5)
    state = set_player(state, 1, hand=("recruit-1",), jesters=5)
    turn0 = action_turn(state, 0)
    assert not any(isinstance(a, A.Work) and a.card == prof("poet") for a in GAME.legal_actions(turn0, 0))
    state = action_turn(state, 1)
    state = play_all(state, (1, A.Recruit(0, prof("poet"))), (1, A.Work(prof("poet"))), (1, A.FinishWork(0)))
    assert state.players[0].front == ("recruit-1",) and prof("poet") in state.players[1].front
    state = set_player(state, 0, hand=(prof("jurist"), "recruit-2"))
    state = action_turn(state, 0)
    state = play_all(state, (0, A.Recruit(1, prof("poet"))), (0, A.Work(prof("poet"))), (0, A.FinishWork(0)))
    assert state.players[0].front == ("recruit-1", prof("poet")) and state.players[1].front == ("recruit-2",)


def _place_state(builders: int, tiles: tuple[Tile, ...], piece: str = "library"):
    state = set_player(drafted(3), 0, tiles=tiles, builders=builders, florins=5000)
    return attrs.evolve(action_turn(state, 0), decisions=(PlaceFrame(0, (piece,)),))


def _offered(state, piece: str, orientation: int, row: int, col: int) -> bool:
    return A.PlaceTile(piece, orientation, row, col) in GAME.legal_actions(state, 0)


def test_l353_a_tile_may_not_stick_out_of_the_estate() -> None:
    state = _place_state(0, ())
    assert common.placement_problem(state, 0, "library", 0, 0, 6) == "the tile must lie inside the estate"
    assert not any(a.col + 1 > 7 for a in GAME.legal_actions(state, 0) if a.orientation == 0 and a.col > 4)


def test_l355_a_tile_may_not_overlap_another_tile() -> None:
    lake = tile("lake", 0, 0, 0)
    state = _place_state(2, (lake,), "forest")
    assert common.placement_problem(state, 0, "forest", 0, 0, 1) == "the tile may not cover another tile"
    assert all(
        not estate.spot_index("forest")[(a.orientation, a.row, a.col)].mask & lake.mask
        for a in GAME.legal_actions(state, 0)
    )


def test_l357_no_second_building_of_a_kind() -> None:
    state = set_player(drafted(3), 0, tiles=(tile("library", 0, 0, 0),), builders=3, florins=5000)
    legal = GAME.legal_actions(action_turn(state, 0), 0)
    assert A.Build("library") not in legal and A.Build("opera") in legal


def test_l359_below_2_builders_no_edge_contact_with_a_building_or_the_mansion() -> None:
    tower = tile("tower", 0, 0, 0)  # row 0, columns 0-2
    for builders in (0, 1):
        state = _place_state(builders, (tower,), "tower")  # geometry only: the kind limit is L357
        reason = common.placement_problem(state, 0, "tower", 0, 1, 0)  # right below it
        assert "touch another building or the mansion" in reason
        assert "touch" in common.placement_problem(state, 0, "tower", 0, 4, 0)  # on the mansion's edge
        assert common.placement_problem(state, 0, "tower", 0, 1, 3) == ""  # a corner is fine
        assert not _offered(state, "tower", 0, 1, 0) and _offered(state, "tower", 0, 1, 3)
    state = _place_state(2, (tower,), "tower")
    assert _offered(state, "tower", 0, 1, 0) and _offered(state, "tower", 0, 4, 0)


def test_l819_fewest_empty_cells_0_when_another_has_fewer_and_0_empty_is_best() -> None:
    """L819: 'fewest empty cells 8 (4)': the example holder scores 0 as another has fewer; a full estate
    (0 empty cells) is the fewest, not 'none of the thing'."""
    card = prestige("fewest_empty_cells")
    some, more = Tile("lake", 0, 0, 0, (1 << 20) - 1), Tile("lake", 0, 0, 0, (1 << 30) - 1)
    full = Tile("lake", 0, 0, 0, (1 << 43) - 1)
    beaten = _three(
        PlayerState(florins=0, tiles=(some,)), PlayerState(florins=0, tiles=(more,)), PlayerState(florins=0)
    )
    assert prestige_card_points(beaten, 0, card) == 0
    best = _three(PlayerState(florins=0, tiles=(full,)), PlayerState(florins=0, tiles=(more,)), PlayerState(florins=0))
    tied = _three(PlayerState(florins=0, tiles=(full,)), PlayerState(florins=0, tiles=(full,)), PlayerState(florins=0))
    assert prestige_card_points(best, 0, card) == 8 and prestige_card_points(tied, 0, card) == 4


def test_l842_a_most_card_scores_0_with_none_even_when_nobody_has_any() -> None:
    """L842 (jesters) and L848 (parks): holding none of the thing scores nothing, even if nobody holds one."""
    nobody = _three(PlayerState(florins=0), PlayerState(florins=0), PlayerState(florins=0))
    assert prestige_card_points(nobody, 0, prestige("most_jesters")) == 0
    assert prestige_card_points(nobody, 0, prestige("most_parks")) == 0
    one = _three(PlayerState(florins=0, jesters=1), PlayerState(florins=0), PlayerState(florins=0))
    assert prestige_card_points(one, 0, prestige("most_jesters")) == 6

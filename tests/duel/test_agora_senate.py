"""Senators, senate actions, chamber control and political supremacy (Agora rulebook A, D, E)."""

from __future__ import annotations

import attrs
import pytest

from rules.duel.actions import Construct, Discard
from rules.duel.agora.state import (
    ConspiratorChoice,
    Conspire,
    Decline,
    KeepConspiracy,
    KeepDrawn,
    MoveCube,
    PlaceCube,
    Recruit,
    SenateActions,
)
from rules.duel.game import GAME
from rules.duel.state import Result
from tests.duel.helpers import city, last_cards, offer, play
from tests.duel.test_agora_setup import agora_game, cubes, legal, with_cubes

BLUE = ("theater", "altar", "baths", "temple", "statue", "courthouse")


def recruit(state, senator: str, seat: int = 0):
    return play(offer(state, senator), Recruit(senator), seat)


# ----------------------------------------------------------------------------- recruiting


def test_recruit_costs_one_coin_per_senator_already_in_the_city():
    state = agora_game()
    assert GAME.view(state, 0).agora.players[0].recruit_cost == 0
    state = recruit(state, "conspirator_1")
    assert state.players[0].coins == 10 and "conspirator_1" in state.players[0].buildings
    state = play(state, PlaceCube(1), 0)
    state = attrs.evolve(state, current=0)
    state = recruit(state, "conspirator_2")
    assert state.players[0].coins == 9
    state = attrs.evolve(play(state, PlaceCube(1), 0), current=0)
    state = recruit(state, "politician_left_1")
    assert state.players[0].coins == 7


def test_recruiting_needs_the_coins_and_corruption_makes_it_free():
    state = city(agora_game(), 0, buildings=("conspirator_1", "conspirator_2"), coins=1)
    state = offer(state, "conspirator_3")
    assert Recruit("conspirator_3") not in legal(state)
    assert Discard("conspirator_3") in legal(state)
    assert not any(isinstance(a, Construct) and a.card == "conspirator_3" for a in legal(state))
    state = city(state, 0, progress=("corruption",))
    assert Recruit("conspirator_3") in legal(state)
    state = play(state, Recruit("conspirator_3"), 0)
    assert state.players[0].coins == 1


# ----------------------------------------------------------------------------- politicians


@pytest.mark.parametrize("blue, actions", [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3), (6, 3)])
def test_senate_actions_by_blue_cards(blue, actions):
    state = city(agora_game(), 0, buildings=BLUE[:blue])
    state = recruit(state, "politician_centre_1")
    assert state.decisions[-1] == SenateActions(0, "centre", actions)


def test_blue_decree_adds_two_blue_cards():
    state = with_cubes(city(agora_game(), 0, buildings=BLUE[:2]), {5: (1, 0)})  # chamber 5: +2 blue
    assert recruit(state, "politician_right_1").decisions[-1] == SenateActions(0, "right", 3)
    lost = with_cubes(state, {5: (1, 1)})
    assert recruit(lost, "politician_right_1").decisions[-1] == SenateActions(0, "right", 2)


def test_rulebook_example_left_politician_with_three_blue_cards_places_then_moves():
    state = city(agora_game(), 0, buildings=BLUE[:3])
    state = recruit(state, "politician_left_2")
    options = legal(state)
    assert {a for a in options if isinstance(a, PlaceCube)} == {PlaceCube(1), PlaceCube(2)}
    assert not any(isinstance(a, MoveCube) for a in options)  # no cube in the senate yet
    state = play(state, PlaceCube(2), 0)
    assert state.decisions[-1] == SenateActions(0, "left", 1)
    assert set(legal(state)) == {PlaceCube(1), PlaceCube(2), MoveCube(2, 1), MoveCube(2, 3), Decline()}
    state = play(state, MoveCube(2, 3), 0)  # the cube just placed may move
    assert cubes(state)[:3] == [(0, 0), (0, 0), (1, 0)]
    assert state.current == 1 and not state.decisions  # both actions used: the turn is over


def test_the_same_cube_may_move_twice_and_1_and_6_are_not_adjacent():
    state = with_cubes(city(agora_game(), 0, buildings=BLUE[:2]), {6: (1, 0)})
    state = recruit(state, "politician_right_2")
    assert MoveCube(6, 1) not in legal(state) and MoveCube(6, 5) in legal(state)
    state = play(play(state, MoveCube(6, 5), 0), MoveCube(5, 4), 0)
    assert cubes(state)[3:] == [(1, 0), (0, 0), (0, 0)]


def test_remaining_senate_actions_may_be_declined():
    state = recruit(city(agora_game(), 0, buildings=BLUE[:4]), "politician_centre_2")
    state = play(play(state, PlaceCube(3), 0), Decline(), 0)
    assert cubes(state)[2] == (1, 0) and state.current == 1
    line = GAME.describe(Decline(), attrs.evolve(state, decisions=(SenateActions(0, "centre", 2),)), 1, 0)
    assert line == "Player 1 declines the remaining 2 senate actions."


def test_no_cube_left_no_place_only_moves():
    state = with_cubes(city(agora_game(), 0, buildings=BLUE[:2]), {1: (12, 0)})
    assert GAME.view(state, 0).agora.players[0].cubes_in_supply == 0
    state = recruit(state, "politician_left_1")
    assert set(legal(state)) == {MoveCube(1, 2), Decline()}
    fresh = recruit(agora_game(), "politician_left_1")
    assert set(legal(fresh)) == {PlaceCube(1), PlaceCube(2), Decline()}  # all actions may be skipped
    spent = recruit(with_cubes(agora_game(), {3: (12, 0)}), "conspirator_4")
    assert set(legal(spent)) == {Conspire()}


# ----------------------------------------------------------------------------- conspirators


def test_conspirator_places_one_cube_anywhere():
    state = recruit(agora_game(), "conspirator_1")
    assert state.decisions[-1] == ConspiratorChoice(0)
    assert set(legal(state)) == {PlaceCube(n) for n in range(1, 7)} | {Conspire()}
    state = play(state, PlaceCube(6), 0)
    assert cubes(state)[5] == (1, 0) and state.current == 1


@pytest.mark.parametrize("on_top", [True, False])
def test_conspire_keeps_one_and_returns_the_other_on_top_or_bottom(on_top):
    state = recruit(agora_game(deck=("coup", "treason", "sabotage", "espionage")), "conspirator_1")
    state = play(state, Conspire(), 0)
    assert state.decisions[-1] == KeepDrawn(0)
    assert set(legal(state)) == {KeepConspiracy(c, t) for c in ("coup", "treason") for t in (True, False)}
    state = play(state, KeepConspiracy("treason", on_top), 0)
    assert state.agora.players[0].hand == ("treason",) and state.agora.players[0].drawn == ()
    expected = ("coup", "sabotage", "espionage") if on_top else ("sabotage", "espionage", "coup")
    assert state.agora.deck == expected and state.current == 1


def test_organized_crime_keeps_both():
    state = city(agora_game(deck=("coup", "treason", "sabotage")), 0, progress=("organized_crime",))
    state = play(recruit(state, "conspirator_1"), Conspire(), 0)
    assert state.agora.players[0].hand == ("coup", "treason") and state.agora.deck == ("sabotage",)
    assert state.current == 1


def test_a_deck_of_one_card_gives_it_and_an_empty_deck_cannot_be_used():
    state = play(recruit(agora_game(deck=("coup",)), "conspirator_1"), Conspire(), 0)
    assert state.agora.players[0].hand == ("coup",) and state.current == 1
    state = recruit(attrs.evolve(state, current=0), "conspirator_2")
    assert Conspire() not in legal(state)


# ----------------------------------------------------------------------------- control


def test_one_cube_against_none_controls_the_chamber():
    """The rulebook's example: 1 cube against 0 is control, and the decree applies."""
    state = recruit(agora_game(), "conspirator_1")
    state = play(state, PlaceCube(2), 0)  # chamber 2: discard +2
    view = GAME.view(state, 1).agora
    assert view.chambers[1].controller == 0 and view.players[0].active_decrees == ("discard_extra_coins",)
    state = play(offer(state, "altar"), Discard("altar"), 1)
    assert state.players[1].coins == 12  # the decree is not Player 2's
    state = play(offer(state, "baths"), Discard("baths"), 0)
    assert state.players[0].coins == 14


def test_equal_cubes_control_nothing_and_strictly_more_wins_it_back():
    state = with_cubes(agora_game(), {4: (2, 2)})
    assert GAME.view(state, 0).agora.chambers[3].controller is None
    assert GAME.view(state, 0).agora.players[0].active_decrees == ()
    state = play(recruit(state, "conspirator_1"), PlaceCube(4), 0)
    assert GAME.view(state, 0).agora.chambers[3].controller == 0


def test_placing_or_moving_into_a_chamber_reveals_its_face_down_decree():
    state = agora_game(hidden=("discard_extra_coins", "blue_cards_plus_2"))
    assert [c.face_down_decrees for c in GAME.view(state, 0).agora.chambers] == [0, 1, 0, 0, 1, 0]
    placed = play(recruit(state, "conspirator_1"), PlaceCube(2), 0)
    assert placed.agora.hidden_decrees == ("blue_cards_plus_2",)
    assert GAME.view(placed, 1).agora.chambers[1].decrees == ("discard_extra_coins",)
    assert GAME.reveals(state, PlaceCube(2), placed)
    line = GAME.describe(PlaceCube(2), recruit(state, "conspirator_1"), 1, 0)
    assert line == (
        "Player 1 places an influence cube in chamber 2, turning its decree face up. "
        "A decree is turned face up: +2 coins when discarding. Player 1 takes control of chamber 2."
    )
    moved = with_cubes(city(state, 0, buildings=BLUE[:2]), {4: (1, 0)})
    moved = play(recruit(moved, "politician_centre_1"), MoveCube(4, 5), 0)
    assert moved.agora.hidden_decrees == ("discard_extra_coins",)


def test_chamber_vp_score_in_the_chambers_category():
    state = with_cubes(agora_game(), {1: (1, 0), 3: (2, 1), 4: (0, 1), 5: (1, 1)})
    lines = GAME.scores(state)
    assert dict(lines[0].breakdown)["chambers"] == 1 + 3 and dict(lines[1].breakdown)["chambers"] == 3
    assert GAME.view(state, 0).agora.players[0].senate_vp == 4


def test_civilian_tie_break_stays_blue_vp():
    state = with_cubes(agora_game(), {3: (1, 0)})  # 3 VP of chambers for seat 0
    state = city(city(state, 0, coins=0), 1, buildings=("altar",), coins=0)  # 3 VP of blue for seat 1
    state = last_cards(attrs.evolve(state, age=3), "lumber_yard")  # the last card of Age III
    state = play(state, Discard("lumber_yard"), 0)  # 2 coins: no VP
    assert [line.total for line in GAME.scores(state)] == [3, 3]
    assert state.result == Result((1,), "civilian")


# ----------------------------------------------------------------------------- political supremacy


def test_political_supremacy_wins_at_once_even_mid_senate_actions():
    state = with_cubes(agora_game(), {1: (1, 0), 2: (1, 0), 3: (2, 0), 4: (1, 1), 5: (1, 0), 6: (1, 0)})
    state = city(state, 0, buildings=BLUE[:4])
    state = recruit(state, "politician_centre_3")
    assert state.result is None
    state = play(state, PlaceCube(4), 0)  # the second and third actions are never played
    assert state.result == Result((0,), "political") and state.phase == "end"
    assert GAME.outcome(state).end == "political" and not GAME.to_act(state)


def test_political_supremacy_counts_chambers_without_a_decree():
    state = with_cubes(agora_game(), {n: (0, 1) for n in range(1, 6)})
    chambers = list(state.agora.chambers)
    chambers[5] = attrs.evolve(chambers[5], decrees=())
    state = attrs.evolve(state, agora=attrs.evolve(state.agora, chambers=tuple(chambers)), current=1)
    state = play(recruit(state, "conspirator_1", seat=1), PlaceCube(6), 1)
    assert state.result == Result((1,), "political")


def test_a_senator_is_recruited_not_constructed():
    state = offer(agora_game(), "politician_left_1")
    actions = legal(state)
    assert Recruit("politician_left_1") in actions and Construct("politician_left_1") not in actions
    assert GAME.view(state, 0).offers[0].construct is None

"""Agora military tokens, Curia Julia, Knossos, Corruption, Organized Crime and the Mausoleum with a senator."""

from __future__ import annotations

import attrs
import pytest

from rules.duel.actions import BuildDiscarded, BuildWonder, Construct, TakeWonder
from rules.duel.agora.state import (
    Conspire,
    Decline,
    KeepConspiracy,
    KeepDrawn,
    MoveCube,
    OptionalMove,
    PlaceAnywhere,
    PlaceCube,
    Plot,
    Recruit,
    RemoveCube,
    RemoveOpponentCube,
    SenateActions,
    TriggerConspiracy,
    TriggerUnprepared,
)
from rules.duel.game import GAME
from rules.duel.state import DraftWonder, PickFromDiscard
from tests.duel.helpers import city, new_game, offer, play
from tests.duel.test_agora_setup import agora_game, cubes, legal, with_cubes, with_plots

# ----------------------------------------------------------------------------- military tokens


@pytest.mark.parametrize("seat, token", [(0, "agora_small_p2_side"), (1, "agora_small_p1_side")])
def test_small_token_lets_the_mover_place_a_cube_anywhere(seat, token):
    state = attrs.evolve(agora_game(), military=2 if seat == 0 else -2, current=seat)
    state = city(state, 1 - seat, coins=10)
    state = play(offer(state, "guard_tower"), Construct("guard_tower"), seat)
    assert token not in state.military_tokens and state.players[1 - seat].coins == 10  # no looting
    assert state.decisions[-1] == PlaceAnywhere(seat)
    state = play(state, PlaceCube(6), seat)
    assert cubes(state)[5][seat] == 1 and state.current == 1 - seat


@pytest.mark.parametrize("seat, token", [(0, "agora_large_p2_side"), (1, "agora_large_p1_side")])
def test_large_token_removes_an_opponent_cube_then_may_move_one(seat, token):
    state = attrs.evolve(agora_game(), military=5 if seat == 0 else -5, current=seat)
    placed = {3: (1, 0), 4: (0, 1)} if seat == 0 else {3: (0, 1), 4: (1, 0)}
    state = with_cubes(state, placed)
    state = play(offer(state, "guard_tower"), Construct("guard_tower"), seat)
    assert token not in state.military_tokens
    assert state.decisions[-1] == RemoveOpponentCube(seat) and legal(state) == (RemoveCube(4),)
    state = play(state, RemoveCube(4), seat)
    assert state.decisions[-1] == OptionalMove(seat)
    assert set(legal(state)) == {MoveCube(3, 2), MoveCube(3, 4), Decline()}
    state = play(state, MoveCube(3, 4), seat)
    assert cubes(state)[2:4] == [(0, 0), (1, 0) if seat == 0 else (0, 1)] and state.current == 1 - seat


def test_large_token_with_no_opponent_cube_only_offers_the_move():
    state = with_cubes(attrs.evolve(agora_game(), military=5), {2: (1, 0)})
    state = play(offer(state, "guard_tower"), Construct("guard_tower"), 0)
    assert state.decisions[-1] == OptionalMove(0)
    state = play(state, Decline(), 0)
    assert state.current == 1


def test_two_shields_can_reach_the_large_token():
    state = with_cubes(attrs.evolve(agora_game(), military=5), {1: (0, 1)})
    state = play(offer(city(state, 0, coins=20), "walls"), Construct("walls"), 0)  # 5 -> 7
    assert state.military == 7 and state.decisions[-1] == RemoveOpponentCube(0)


# ----------------------------------------------------------------------------- Curia Julia and Knossos


def _draft_with(wonder: str):
    state = new_game(9, agora=True)
    offer_ = (wonder,) + tuple(w for w in state.draft_offer if w != wonder)[:3]
    return attrs.evolve(state, draft_offer=offer_)


def test_curia_julia_drafted_conspires():
    state = _draft_with("curia_julia")
    deck = state.agora.deck
    state = play(state, TakeWonder("curia_julia"), 0)
    assert state.decisions[-1] == KeepDrawn(0) and state.agora.players[0].drawn == deck[:2]
    assert GAME.view(state, 1).agora.drawn == () and GAME.view(state, 0).agora.drawn == deck[:2]
    state = play(state, KeepConspiracy(deck[1], False), 0)
    assert state.agora.players[0].hand == (deck[1],) and state.agora.deck[-1] == deck[0]
    assert isinstance(state.decisions[-1], DraftWonder)  # the draft goes on


def test_knossos_drafted_places_a_cube_anywhere():
    state = play(_draft_with("knossos"), TakeWonder("knossos"), 0)
    assert state.decisions[-1] == PlaceAnywhere(0)
    state = play(state, PlaceCube(4), 0)
    assert cubes(state)[3] == (1, 0) and isinstance(state.decisions[-1], DraftWonder)


def test_a_drafted_wonder_given_last_applies_its_effect_too():
    state = new_game(9, agora=True)
    rest = tuple(w for w in state.draft_offer + state.draft_next if w != "knossos")
    state = attrs.evolve(state, draft_offer=rest[:3] + ("knossos",), draft_next=rest[3:7])
    while state.draft_offer and "knossos" in state.draft_offer:
        (seat,) = GAME.to_act(state)
        state = play(state, next(a for a in legal(state) if a != TakeWonder("knossos")), seat)
    assert state.decisions[-1] == PlaceAnywhere(0)  # Player 1 receives the round's last wonder


def test_curia_julia_built_triggers_an_unprepared_conspiracy_pays_6_and_plays_again():
    state = city(agora_game(), 0, wonders=("curia_julia",), coins=20)
    state = with_plots(offer(state, "altar"), 0, hand=("coup", "blackmail"), prepared=(Plot("sabotage", "baths"),))
    state = play(state, BuildWonder("altar", "curia_julia"), 0)  # 5 units at 2: 10 coins
    assert state.decisions[-1] == TriggerUnprepared(0)
    assert set(legal(state)) == {TriggerConspiracy("coup"), TriggerConspiracy("blackmail"), Decline()}
    assert GAME.describe(TriggerConspiracy("coup"), state, 1, 0) == (
        "Player 1 triggers the conspiracy Coup (not prepared, through Curia Julia). "
        "The Conflict pawn moves 2 spaces toward your capital. Player 1 plays again."
    )
    state = play(state, TriggerConspiracy("coup"), 0)
    assert state.military == 2 and state.players[0].coins == 20 - 10 + 6
    assert state.agora.players[0].triggered == (Plot("coup", None),)
    assert state.current == 0 and TriggerConspiracy("sabotage") in legal(state)  # the extra turn is a new turn


def test_curia_julia_with_no_conspiracy_just_pays_and_replays():
    state = city(agora_game(), 0, wonders=("curia_julia",), coins=20)
    state = play(offer(state, "altar"), BuildWonder("altar", "curia_julia"), 0)
    assert not state.decisions and state.current == 0 and state.players[0].coins == 16


def test_knossos_built_places_a_cube_may_move_it_and_scores_3():
    state = city(agora_game(), 0, wonders=("knossos",), coins=20)
    state = play(offer(state, "altar"), BuildWonder("altar", "knossos"), 0)
    assert state.decisions[-1] == PlaceAnywhere(0)
    state = play(state, PlaceCube(3), 0)
    assert state.decisions[-1] == OptionalMove(0)
    state = play(state, MoveCube(3, 2), 0)
    assert cubes(state)[1] == (1, 0) and state.current == 1
    assert dict(GAME.scores(state)[0].breakdown)["wonders"] == 3


# ----------------------------------------------------------------------------- tokens, the Mausoleum


def test_corruption_and_organized_crime():
    state = city(
        agora_game(deck=("coup", "treason", "sabotage")),
        0,
        progress=("corruption", "organized_crime"),
        buildings=("conspirator_5", "conspirator_6"),
    )
    assert GAME.view(state, 0).agora.players[0].recruit_cost == 0
    state = play(offer(state, "conspirator_1"), Recruit("conspirator_1"), 0)
    state = play(state, Conspire(), 0)
    assert state.players[0].coins == 10 and state.agora.players[0].hand == ("coup", "treason")


def test_the_mausoleum_recruits_a_discarded_senator_for_free():
    state = city(agora_game(), 0, wonders=("the_mausoleum",), buildings=("altar", "baths"), coins=20)
    state = attrs.evolve(state, discard=("politician_centre_1", "tavern"))
    state = play(offer(state, "temple"), BuildWonder("temple", "the_mausoleum"), 0)
    assert state.decisions[-1] == PickFromDiscard(0)
    assert set(legal(state)) == {BuildDiscarded("politician_centre_1"), BuildDiscarded("tavern")}
    state = play(state, BuildDiscarded("politician_centre_1"), 0)
    assert state.decisions[-1] == SenateActions(0, "centre", 2)  # its effect applies: 2 blue cards
    assert "politician_centre_1" in state.players[0].buildings and "politician_centre_1" not in state.discard
    assert state.players[0].coins == 20 - 10  # the wonder only: the senator is free

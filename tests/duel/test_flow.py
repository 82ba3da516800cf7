"""Turn order, reveals, the end of an Age, and the end of the game."""

import attrs

from rules.duel import data as D
from rules.duel.actions import BuildWonder, ChooseStarter, Discard
from rules.duel.game import GAME
from rules.duel.state import OwnedWonder, PickStarter, Result
from tests.duel.helpers import city, drafted, last_cards, play, to_move


def test_turns_alternate():
    state = drafted(51)
    first = GAME.legal_actions(state, 0)[0]
    state = play(state, first, 0)
    assert GAME.to_act(state) == {1}


def test_face_down_cards_are_revealed_when_uncovered():
    state = drafted(52)
    slots = D.load().layouts[("base", 1)].slots
    assert slots[9].covered_by == (14, 15)
    hidden = state.structure.slots[9].card
    assert not state.structure.slots[9].face_up and hidden in GAME.secrets(state, 0)
    state = play(state, Discard(state.structure.slots[14].card), 0)
    assert not state.structure.slots[9].face_up
    before = state
    state = play(state, Discard(state.structure.slots[15].card), 1)
    assert state.structure.slots[9].face_up and hidden not in GAME.secrets(state, 0)
    assert GAME.reveals(before, Discard(before.structure.slots[15].card), state)


def end_of_age(military=0, seat=0):
    state = to_move(drafted(53), seat)
    state = city(state, seat, coins=30, wonders=("the_sphinx",))
    state = attrs.evolve(state, military=military)
    return last_cards(state, "altar")


def test_replay_is_lost_at_the_end_of_an_age():
    state = play(end_of_age(), BuildWonder("altar", "the_sphinx"), 0)
    assert state.age == 2 and not state.replay
    frame = state.decisions[-1]
    assert isinstance(frame, PickStarter) and frame.actor == 0  # centre: the last taker chooses
    assert GAME.describe(ChooseStarter(1), state, 1, 0) == "Player 1 lets you start Age II."
    assert GAME.describe(ChooseStarter(0), state, 0, 0) == "You choose to start Age II."
    state = play(state, ChooseStarter(1), 0)
    assert state.current == 1 and GAME.to_act(state) == {1}
    assert state.structure.age == 2 and len(state.upcoming) == 1


def test_weaker_military_chooses_who_starts():
    state = play(end_of_age(military=3), Discard("altar"), 0)
    assert state.decisions[-1] == PickStarter(1, 2)  # the pawn stands on seat 1's side
    state = play(end_of_age(military=-1), Discard("altar"), 0)
    assert state.decisions[-1] == PickStarter(0, 2)
    state = play(end_of_age(military=0, seat=1), Discard("altar"), 1)
    assert state.decisions[-1] == PickStarter(1, 2)


def at_age_three_end(p0, p1):
    state = to_move(drafted(54), 0)
    state = attrs.evolve(state, age=3, structure=attrs.evolve(state.structure, age=3), upcoming=())
    state = city(state, 0, **p0)
    state = city(state, 1, **p1)
    return play(last_cards(state, "senate"), Discard("senate"), 0)


def test_civilian_victory():
    state = at_age_three_end(dict(buildings=("palace",), coins=0), dict(buildings=("obelisk",), coins=0))
    assert state.phase == "end" and state.result == Result((0,), "civilian")
    # the discard gave seat 0 2 coins: 7 + 0 VP; seat 1: 5 VP
    assert [line.total for line in GAME.scores(state)] == [7, 5]


def test_tie_break_and_shared_victory():
    # seat 0: 8 blue (theater + obelisk) + 1 (3 coins) = 9; seat 1: 7 blue (palace) + 2 (green) = 9
    state = at_age_three_end(
        dict(buildings=("theater", "obelisk"), coins=1),
        dict(buildings=("palace", "observatory"), coins=0),
    )
    assert [line.total for line in GAME.scores(state)] == [9, 9]
    assert state.result == Result((0,), "civilian")
    # equal blue too (7 each; seat 0 has 3 coins after the discard, seat 1 has 3): shared
    state = at_age_three_end(
        dict(buildings=("palace",), coins=1),
        dict(buildings=("town_hall",), coins=3),
    )
    assert [line.total for line in GAME.scores(state)] == [8, 8]
    assert state.result == Result((0, 1), "civilian")


def test_score_breakdown_categories():
    state = to_move(drafted(55), 0)
    state = city(
        state,
        0,
        buildings=("altar", "workshop", "arena", "merchants_guild"),
        coins=10,
        wonders=(OwnedWonder("the_pyramids", "baths"),),
        progress=("agriculture",),
    )
    state = attrs.evolve(state, military=4)
    (line, _) = GAME.scores(state)
    assert dict(line.breakdown) == {
        "blue": 3,
        "green": 1,
        "yellow": 3,
        "purple": 1,
        "wonders": 9,
        "progress": 4,
        "coins": 3,
        "military": 5,
    }
    assert line.total == 29


def test_extra_turn_starts_after_the_reveal():
    state = to_move(drafted(56), 0)
    state = city(state, 0, coins=30, wonders=("the_sphinx",))
    hidden = state.structure.slots[9].card
    state = play(state, Discard(state.structure.slots[14].card), 0)
    state = to_move(state, 0)
    state = play(state, BuildWonder(state.structure.slots[15].card, "the_sphinx"), 0)
    assert state.current == 0 and state.structure.slots[9].face_up
    assert any(o.card == hidden for o in GAME.view(state, 0).offers)

"""Every base progress token."""

import attrs
import pytest

from rules.duel import scoring
from rules.duel.actions import ChooseProgress, Construct
from tests.duel.helpers import city, drafted, offer, play, to_move


def take(token, **p0):
    state = to_move(drafted(41), 0)
    state = city(state, 0, **{"buildings": ("scriptorium",), "coins": 10, "progress": (), **p0})
    state = city(state, 1, buildings=(), coins=10, progress=())
    state = attrs.evolve(state, board_progress=(token,))
    state = play(offer(state, "library"), Construct("library"), 0)
    return play(state, ChooseProgress(token), 0)


@pytest.mark.parametrize(
    "token,coins,vp",
    [
        ("agriculture", 16, 4),
        ("urbanism", 16, 0),
        ("philosophy", 10, 7),
        ("mathematics", 10, 3),
        ("law", 10, 0),
        ("economy", 10, 0),
        ("strategy", 10, 0),
        ("theology", 10, 0),
        ("masonry", 10, 0),
        ("architecture", 10, 0),
    ],
)
def test_immediate_coins_and_points(token, coins, vp):
    state = take(token)
    assert state.players[0].progress == (token,)
    assert state.players[0].coins == coins and scoring.progress_vp(state, 0) == vp


def test_mathematics_counts_every_token():
    state = take("mathematics", progress=("law", "economy"))
    assert scoring.progress_vp(state, 0) == 9


def test_law_gives_the_scales():
    from rules.duel import effects as E

    state = take("law")
    assert E.science_symbols(state, 0)["scales"] == 1


# Architecture, Economy, Masonry, Strategy, Theology and Urbanism are exercised in
# test_costs.py, test_cards.py and test_wonders.py where their effects apply.

"""Advanced set-up (L368): advanced personal bonus tiles picked in reverse turn order."""

from __future__ import annotations

from rules.core.conformance import play_random_game
from rules.core.options import GameConfig
from rules.lorenzo import actions as A
from rules.lorenzo.game import GAME
from tests.lorenzo.helpers import play


def test_tiles_are_picked_in_reverse_turn_order():
    state = GAME.setup(GameConfig(3, (("leaders", True),)), 7)
    picked = []
    for seat in reversed(state.order):
        assert GAME.to_act(state) == {seat}
        legal = GAME.legal_actions(state, seat)
        assert len(legal) == 4 - len(picked)
        state = play(state, legal[0])
        picked.append(legal[0].key)
    assert len(set(picked)) == 3 and {p.tile for p in state.players} == set(picked)
    assert GAME.to_act(state) == {state.order[0]}


def test_an_advanced_tile_pays_on_harvest():
    state = GAME.setup(GameConfig(2, (("leaders", True),)), 3)
    first = state.order[0]
    state = play(state, A.ChooseTile("advanced_d"))  # harvest: 1 wood 1 stone 1 coin
    state = play(state, A.ChooseTile("advanced_a"))
    while state.draft and any(state.draft):  # the leader draft comes next
        (seat,) = GAME.to_act(state)
        state = play(state, GAME.legal_actions(state, seat)[0], seat)
    coins = state.players[first].coin
    work = [
        a
        for a in GAME.legal_actions(state, first)
        if isinstance(a, A.PlaceWork) and a.servants == 0 and a.work == "harvest" and a.member == "neutral"
    ]
    assert not work  # a neutral member needs a servant
    work = [a for a in GAME.legal_actions(state, first) if isinstance(a, A.PlaceWork) and a.work == "harvest"]
    after = play(state, work[0])
    assert after.players[first].military >= 1 and after.players[first].coin == coins  # advanced_a


def test_random_games_with_the_advanced_setup():
    for players, seed in ((2, 11), (4, 12)):
        play_random_game(GAME, GameConfig(players, (("leaders", True),)), seed, checkpoint_every=80)

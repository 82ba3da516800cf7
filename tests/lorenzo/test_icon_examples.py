"""L156-L213: the rulebook's icon examples, card by card."""

from __future__ import annotations

import attrs

from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo.game import GAME
from rules.lorenzo.state import BonusWorkFrame, PrivilegeFrame
from tests.lorenzo.helpers import first, fresh, play, put_card, with_player


def produce(cards, value_die=6, **stock):
    state = attrs.evolve(fresh(), dice=(value_die, 1, 1))
    seat = first(state)
    state = with_player(state, seat, cards=cards, **stock)
    return play(state, A.PlaceWork("black", "production", "single", 0)), seat


def test_painters_guild_one_wood_3_vp_or_three_wood_7_vp():
    state, seat = produce(("c35",), wood=3, vp=0)
    assert set(GAME.legal_actions(state, seat)) == {A.Exchange("c35", 0), A.Exchange("c35", 1), A.Exchange("c35", -1)}
    assert play(state, A.Exchange("c35", 1)).players[seat].vp == 7


def test_theater_one_vp_per_character():
    state, seat = produce(("c28", "c49", "c50"), vp=0)
    assert state.players[seat].vp == 2


def test_fair_four_coins_for_three_wood_three_stone():
    state, seat = produce(("c42",), coin=4, wood=0, stone=0)
    p = play(state, A.Exchange("c42", 0)).players[seat]
    assert (p.coin, p.wood, p.stone) == (0 + 2, 3, 3)  # the tile's 2 coins arrive after


def test_church_wood_or_stone_for_two_faith():
    state, seat = produce(("c46",), wood=1, stone=0, faith=0)
    assert A.Exchange("c46", 1) not in GAME.legal_actions(state, seat)  # no stone
    assert play(state, A.Exchange("c46", 0)).players[seat].faith == 2


def test_cardinal_two_faith_and_a_harvest_at_4():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(put_card(state, "character", 1, 69), seat, coin=4, faith=0, cards=("c53",))
    take = [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and a.tower == "character" and a.floor == 1
    ][0]
    state = play(state, take)
    assert state.players[seat].faith == 2 and isinstance(state.decisions[-1], BonusWorkFrame)
    assert E.work_modifier(state.players[seat], "harvest") == 2  # the Farmer's +2 applies to it


def test_royal_messenger_three_different_privileges():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(put_card(state, "character", 2, 64), seat, coin=5)
    take = [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and a.floor == 2 and a.tower == "character"
    ][0]
    state = play(state, take)
    assert state.decisions[-1] == PrivilegeFrame(seat, 3)


def test_dame_plus_two_and_one_coin_off_characters():
    state = attrs.evolve(fresh(), dice=(1, 1, 1))
    seat = first(state)
    state = with_player(put_card(state, "character", 1, 50), seat, cards=("c51",), coin=3, servant=0)
    take = [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and a.tower == "character" and a.floor == 1
    ]
    assert take and take[0].servants == 0 and take[0].payment == (("coin", 3),)  # value 1+2 = 3; 4 coins - 1

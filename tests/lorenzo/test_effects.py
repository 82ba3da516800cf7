"""One scenario per card effect kind, excommunication and round rule not covered by the examples."""

from __future__ import annotations

import attrs

from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo.game import GAME
from rules.lorenzo.scoring import scores
from rules.lorenzo.state import BonusTakeFrame, Placement, PrivilegeFrame
from tests.lorenzo.helpers import first, fresh, play, put_card, with_player


def takes(state, tower=None, floor=None):
    (seat,) = GAME.to_act(state)
    return [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (tower is None or a.tower == tower) and (floor is None or a.floor == floor)
    ]


def test_gain_per_card_counts_the_new_card():  # Paramour: 2 VP per character incl. itself
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(put_card(state, "character", 3, 67), seat, cards=("c49", "c50"), coin=7, vp=0, servant=1)
    p = play(state, takes(state, "character", 3)[0]).players[seat]
    assert p.vp == 6 and p.stone == 2 + 2


def test_gain_per_points():  # General: 1 VP per 2 military
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(put_card(state, "character", 0, 71), seat, coin=5, military=7, vp=0)
    assert play(state, takes(state, "character", 0)[0]).players[seat].vp == 3


def test_bonus_take_is_pushed_after_the_gain():  # Abbess: 1 faith, then a card at value 4
    state = attrs.evolve(fresh(), dice=(1, 1, 1))
    seat = first(state)
    state = with_player(put_card(state, "character", 0, 56), seat, coin=3, faith=0)
    state = play(state, takes(state, "character", 0)[0])
    assert state.players[seat].faith == 1 and isinstance(state.decisions[-1], BonusTakeFrame)
    assert all((a.servants == 0) == (a.floor < 2) for a in takes(state))  # value 4: floors 1-2 free
    state = play(state, A.SkipBonus())
    assert not state.decisions and GAME.to_act(state) != {seat}


def test_character_bonus_and_discount_choice():  # Stonemason: +2 on buildings, 1 wood or 1 stone cheaper
    state = attrs.evolve(fresh(), dice=(3, 3, 3))
    seat = first(state)
    state = with_player(put_card(state, "building", 2, 25), seat, cards=("c50",), wood=1, stone=3, servant=0)
    pays = {a.payment for a in takes(state, "building", 2) if a.member == "black"}
    assert pays == {(("stone", 3),), (("stone", 2), ("wood", 1))}  # 1 wood 3 stone less one of them


def test_venture_with_two_costs_and_military_requirement():  # Support to the Bishop
    state = attrs.evolve(fresh(), dice=(1, 1, 1))
    seat = first(state)
    state = with_player(put_card(state, "venture", 0, 80), seat, coin=2, wood=1, stone=1, military=4)
    pays = {a.payment for a in takes(state, "venture", 0)}
    assert pays == {(("coin", 2), ("stone", 1), ("wood", 1)), (("military", 2),)}
    state = with_player(state, seat, military=3, coin=0)
    assert not takes(state, "venture", 0)  # 3 military held < 4 required


def test_preacher_loses_floor_bonuses():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(put_card(state, "territory", 3, 1), seat, cards=("c55",), wood=0, servant=1)
    assert play(state, takes(state, "territory", 3)[0]).players[seat].wood == 0


def test_six_cards_of_a_type_at_most():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(state, seat, cards=tuple(f"c{n}" for n in range(49, 55)), coin=30)
    assert not takes(state, "character")


def test_family_malus_take_malus_and_servant_rate():
    state = attrs.evolve(fresh(), dice=(3, 3, 3))
    seat = first(state)
    player = with_player(state, seat, excoms=("x1-7",)).players[seat]
    assert E.member_value(state, player, "black") == 2 and E.member_value(state, player, "neutral") == 0
    state = with_player(put_card(state, "character", 1, 50), seat, excoms=("x2-3", "x2-6"), coin=9, servant=9)
    # value 3 - 4 = -1: floor 2 needs 3, so 4 points = 8 servants at 2 per point
    assert {a.servants for a in takes(state, "character", 1) if a.member == "black"} == {8}


def test_work_malus():
    state = attrs.evolve(fresh(), dice=(1, 1, 1))
    seat = first(state)
    state = with_player(state, seat, excoms=("x1-5",), servant=0)
    (seat,) = GAME.to_act(state)
    assert not [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceWork) and a.work == "harvest"]


def test_council_order_and_round_end():
    state = fresh(3)
    a, b, c = state.order
    state = attrs.evolve(
        state,
        queue=(a,),
        placements=(
            Placement("council", c, "neutral"),
            Placement("council", b, "white"),
            Placement("council", c, "black"),
        ),
    )
    left_on_board = [x for t in state.towers for x in t if x]
    state = with_player(state, a, servant=9)
    state = play(state, A.PlaceMarket("neutral", 0, 1))
    assert state.order == (c, b, a) and state.round == 2
    assert set(left_on_board) <= set(state.discard) and not state.placements


def test_pass_when_nothing_is_legal():
    state = attrs.evolve(fresh(), dice=(1, 1, 1))
    seat = first(state)
    state = with_player(state, seat, home=("neutral",), servant=0, coin=0)
    towers = tuple((None,) * 4 for _ in state.towers)
    state = attrs.evolve(state, towers=towers)
    assert GAME.legal_actions(state, seat) == (A.Pass(),)


def test_end_excommunications():
    state = fresh(2)
    state = with_player(
        state, 0, excoms=("x3-4",), vp=23, military=0, coin=0, wood=0, stone=0, servant=0, cards=("c49",)
    )
    state = with_player(
        state, 1, excoms=("x3-1", "x3-7"), vp=0, military=0, coin=3, wood=2, stone=0, servant=0, cards=("c49",)
    )
    one, two = scores(state)
    assert dict(one.breakdown)["excommunication (VP)"] == -4 and dict(one.breakdown)["characters"] == 1
    assert dict(two.breakdown)["characters"] == 0 and dict(two.breakdown)["excommunication (resources)"] == -5
    assert two.total == 5 + 1 - 5  # tied military: both 5; 5 resources = 1 VP


def test_privilege_reduced_by_excommunication():
    state = fresh()
    seat = first(state)
    state = with_player(state, seat, excoms=("x1-2",), coin=0)
    state = attrs.evolve(state, decisions=(PrivilegeFrame(seat, 1),))
    assert play(state, A.ChoosePrivilege("coins")).players[seat].coin == 1

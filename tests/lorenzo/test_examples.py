"""The rulebook's worked examples (Lnnn = line of the Korean rulebook) and one scenario per effect kind."""

from __future__ import annotations

import attrs
import pytest

from rules.core.engine import IllegalAction
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo.game import GAME
from rules.lorenzo.state import BonusTakeFrame, BonusWorkFrame, ExchangeFrame, PrivilegeFrame, VaticanFrame
from tests.lorenzo.helpers import first, fresh, play, put_card, with_player


def legal(state):
    return GAME.legal_actions(state, first_actor(state))


def first_actor(state):
    (seat,) = GAME.to_act(state)
    return seat


def test_l100_die_sets_every_member_of_its_colour():
    state = attrs.evolve(fresh(), dice=(2, 4, 6))
    seat = first(state)
    assert E.member_value(state, state.players[seat], "white") == 4
    assert E.member_value(state, state.players[seat], "neutral") == 0
    other = 1 - seat
    assert E.member_value(state, state.players[other], "white") == 4


def test_l105_servants_raise_the_neutral_member_one_for_one():
    state = fresh()
    seat = first(state)
    state = put_card(with_player(state, seat, servant=3), "character", 1, 50)  # floor 2 needs 3
    take = [
        a
        for a in legal(state)
        if isinstance(a, A.PlaceTower) and a.member == "neutral" and a.tower == "character" and a.floor == 1
    ]
    assert take and take[0].servants == 3
    after = play(state, take[0])
    assert after.players[seat].servant == 0 and "c50" in after.players[seat].cards


def test_floor_4_needs_value_7_and_the_floor_bonus_pays_the_card():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(put_card(state, "building", 3, 34), seat, wood=1, servant=1)  # Treasury costs 3 wood
    # bonus is military on the building tower, so 1 wood is not enough: no take
    assert not [a for a in legal(state) if isinstance(a, A.PlaceTower) and a.tower == "building" and a.floor == 3]
    state = with_player(put_card(state, "territory", 3, 5), seat, wood=0)
    takes = [a for a in legal(state) if isinstance(a, A.PlaceTower) and a.tower == "territory" and a.floor == 3]
    assert {a.member for a in takes} == {"black", "white", "orange"}  # 6 + 1 servant = 7
    after = play(state, takes[0])
    p = after.players[seat]
    assert p.wood == 2 + 1 and p.servant == 0  # floor bonus 2 wood, Forest gives 1 wood


def test_occupied_tower_fee_is_not_paid_from_a_coin_bonus():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = put_card(state, "venture", 0, 80)
    state = with_player(state, seat, coin=2)
    other = 1 - seat
    from rules.lorenzo.state import Placement

    state = attrs.evolve(state, placements=(Placement("tower:venture:2", other, "black"),))
    takes = [a for a in legal(state) if isinstance(a, A.PlaceTower) and a.tower == "venture"]
    assert not takes  # 2 coins < the 3-coin fee (the 4th floor's 2 coins may not pay it)


def test_one_coloured_member_per_seat_per_tower_neutral_allowed():
    from rules.lorenzo.state import Placement

    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(state, seat, coin=20, servant=10)
    state = attrs.evolve(state, placements=(Placement("tower:character:3", seat, "white"),))
    members = {a.member for a in legal(state) if isinstance(a, A.PlaceTower) and a.tower == "character"}
    assert members == {"neutral"}


def test_territory_slots_need_military():
    state = attrs.evolve(fresh(), dice=(6, 6, 6))
    seat = first(state)
    state = with_player(state, seat, cards=("c1", "c2"), military=2)
    assert not [a for a in legal(state) if isinstance(a, A.PlaceTower) and a.tower == "territory"]
    state = with_player(state, seat, military=3)
    assert [a for a in legal(state) if isinstance(a, A.PlaceTower) and a.tower == "territory"]


def test_l260_harvest_value_5():
    state = attrs.evolve(fresh(), dice=(3, 1, 1))
    seat = first(state)
    state = with_player(state, seat, cards=("c5", "c15", "c20", "c6"), wood=0, stone=0, servant=2, military=0, vp=0)
    move = A.PlaceWork("black", "harvest", "single", 2)
    assert move in legal(state)
    p = play(state, move).players[seat]
    # tile 1 wood 1 stone 1 servant; Forest 3 wood; Manor House 2 mil 2 servants; Marble Pit 1 VP 2 stone
    assert (p.wood, p.stone, p.servant, p.military, p.vp, p.faith) == (4, 3, 3, 2, 1, 0)  # not the Monastery (6)


@pytest.mark.parametrize(("servants", "expect_frames"), [(0, ["c34"]), (1, ["c34", "c29"]), (2, ["c34", "c29"])])
def test_l265_production_value_3_large_space(servants, expect_frames):
    state = attrs.evolve(fresh(3), dice=(6, 1, 1))
    seat = first(state)
    state = with_player(state, seat, cards=("c34", "c29", "c44"), coin=2, wood=2, servant=2, military=0, vp=0)
    move = A.PlaceWork("black", "production", "large", servants)
    assert move in legal(state)
    state = play(state, move)
    frame = state.decisions[-1]
    assert isinstance(frame, ExchangeFrame) and list(frame.cards) == expect_frames
    # Treasury: the 2 coins of the tile are not in stock yet, only the 2 owned coins
    state = play(state, A.Exchange("c34", 1))
    if servants:
        state = play(state, A.Exchange("c29", 1))  # 2 wood -> 5 coins
    p = state.players[seat]
    coins = 2 - 2 + 2 + (5 if servants else 0)
    assert p.coin == coins and p.military == 1
    assert p.vp == 5 + (2 if servants == 2 else 0)
    if servants == 2:  # the Fortress: a privilege and 2 VP
        assert isinstance(state.decisions[-1], PrivilegeFrame)


def test_production_exchange_cannot_use_gains_of_the_same_production():
    state = attrs.evolve(fresh(), dice=(6, 1, 1))
    seat = first(state)
    state = with_player(state, seat, cards=("c34",), coin=0)
    state = play(state, A.PlaceWork("black", "production", "single", 0))
    assert GAME.legal_actions(state, seat) == (A.Exchange("c34", -1),)


def test_l326_vatican_report():
    state = fresh()
    a, b = state.order
    state = attrs.evolve(state, round=2, queue=(a,))
    state = with_player(with_player(state, a, faith=3, vp=0, servant=5), b, faith=2)
    state = play(state, A.PlaceCouncil("neutral", 1))
    state = play(state, A.ChoosePrivilege("coins"))
    # b is short: excommunicated, keeps faith 2; a chooses
    assert state.players[b].excoms == (state.excom_tiles[0],) and state.players[b].faith == 2
    assert isinstance(state.decisions[-1], VaticanFrame) and first_actor(state) == a
    supported = play(state, A.Support())
    assert supported.players[a].vp == 3 and supported.players[a].faith == 0 and supported.round == 3
    declined = play(state, A.Decline())
    assert declined.players[a].excoms and declined.players[a].faith == 3


def test_l303_vatican_choices_in_this_rounds_order_before_the_new_order():
    """L85 "매 라운드는 4단계로 나뉩니다": "3. 바티칸 보고" (L303) comes before "4. 라운드 종료" (L333), and the
    new order is set only there (L338: "의회 건물에 가족일원이 놓인 순서에 따라 순번을 바꿉니다"). The council
    palace reverses the order a, b, c to c, b, a, yet the Vatican choices are asked a, b, c (ruling R20);
    the new order holds from round 3."""
    from rules.lorenzo.state import Placement

    state = fresh(3)
    a, b, c = state.order
    state = attrs.evolve(
        state, round=2, queue=(a,), placements=(Placement("council", c, "white"), Placement("council", b, "white"))
    )
    for seat in (a, b, c):
        state = with_player(state, seat, faith=3)
    state = with_player(state, a, servant=1)
    state = play(state, A.PlaceMarket("neutral", 0, 1))  # the round's last member
    asked = []
    while state.decisions:
        assert isinstance(state.decisions[-1], VaticanFrame) and state.round == 2
        asked.append(first_actor(state))
        state = play(state, A.Support())
    assert asked == [a, b, c]
    assert state.round == 3 and state.order == (c, b, a) and all(p.faith == 0 for p in state.players)


def test_privileges_must_differ():
    state = fresh()
    seat = first(state)
    state = attrs.evolve(state, decisions=(PrivilegeFrame(seat, 2),))
    state = play(state, A.ChoosePrivilege("faith"))
    assert A.ChoosePrivilege("faith") not in GAME.legal_actions(state, seat)
    state = play(state, A.ChoosePrivilege("military"))
    assert not state.decisions


def test_card_action_take_with_discount_and_fee():
    from rules.lorenzo.state import Placement

    state = fresh()
    seat = first(state)
    state = put_card(state, "building", 2, 34)  # Treasury: 3 wood, floor 3 (value 5)
    state = attrs.evolve(state, placements=(Placement("tower:building:0", 1 - seat, "black"),))
    state = with_player(state, seat, wood=2, coin=3)
    state = attrs.evolve(state, decisions=(BonusTakeFrame(seat, "building", 6, (("stone", 1), ("wood", 1))),))
    take = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower) and a.floor == 2]
    assert take == [A.PlaceTower("", "building", 2, 0, (("wood", 2),))]
    p = play(state, take[0]).players[seat]
    assert p.coin == 0 and p.wood == 0 and p.military == 1 and p.vp == 4


def test_card_action_harvest_and_skip():
    state = fresh()
    seat = first(state)
    state = attrs.evolve(with_player(state, seat, wood=0), decisions=(BonusWorkFrame(seat, "harvest", 4),))
    assert A.SkipBonus() in GAME.legal_actions(state, seat)
    assert play(state, A.PlaceWork("", "harvest", "", 0)).players[seat].wood == 1


def test_excommunication_gain_reduction_and_market_ban():
    state = fresh(4)
    seat = first(state)
    state = with_player(state, seat, excoms=("x1-2", "x2-5"), coin=0)
    assert not [a for a in legal(state) if isinstance(a, A.PlaceMarket)]
    after = play(state, A.PlaceCouncil("black", 0) if state.dice[0] else A.PlaceCouncil("white", 0))
    assert after.players[seat].coin == 0  # council's 1 coin, less 1


def test_skip_first_turn_plays_it_last():
    state = fresh(2)
    seat = state.order[0]
    state = with_player(state, seat, excoms=("x2-7",))
    from rules.lorenzo.setup import turn_queue

    queue = turn_queue(state)
    assert queue[0] != seat and queue[-1] == seat and queue.count(seat) == 4


def test_harvest_area_one_coloured_member_per_seat():
    from rules.lorenzo.state import Placement

    state = fresh(3)
    seat = first(state)
    state = attrs.evolve(state, placements=(Placement("harvest:large", seat, "black"),))
    members = {a.member for a in legal(state) if isinstance(a, A.PlaceWork) and a.work == "harvest"}
    assert members <= {"neutral"}


def test_two_players_have_no_large_spaces_and_no_last_market_spaces():
    state = fresh(2)
    acts = legal(state)
    assert not [a for a in acts if isinstance(a, A.PlaceWork) and a.space == "large"]
    assert {a.index for a in acts if isinstance(a, A.PlaceMarket)} <= {0, 1}


def test_end_scoring_and_tiebreak():
    from rules.lorenzo.scoring import scores

    state = fresh(3)
    a, b, c = state.players
    state = with_player(
        state, 0, cards=("c1", "c2", "c3", "c49", "c50"), military=9, vp=10, coin=0, wood=0, stone=0, servant=5
    )
    state = with_player(state, 1, military=9, vp=0, coin=0, wood=0, stone=0, servant=0)
    state = with_player(state, 2, military=4, vp=0, coin=0, wood=0, stone=0, servant=0)
    lines = {line.seat: dict(line.breakdown) for line in scores(state)}
    assert lines[0]["territories"] == 1 and lines[0]["characters"] == 3 and lines[0]["military"] == 5
    assert lines[1]["military"] == 5 and lines[2]["military"] == 0  # tied firsts: no second place
    assert lines[0]["resources"] == 1


def test_illegal_action_refused():
    state = fresh()
    with pytest.raises(IllegalAction):
        play(state, A.Support())


def test_view_hides_decks():
    state = fresh()
    view = GAME.view(state, 0)
    assert all(not deck for deck in view.state.decks) and sum(view.deck_sizes) == 96 - 16
    assert view.state.seed == ""
    on_board = {c for tower in state.towers for c in tower}
    assert len(GAME.secrets(state, 0)) == 96 - 16 + 18 and not on_board & GAME.secrets(state, 0)

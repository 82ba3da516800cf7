"""Houses of Renaissance: the special cards' effects (L646-675), one scenario each, with the rulebook's
examples L652 (the cap) and L669 (Pietro Bembo with one requirement ignored)."""

from __future__ import annotations

import random

import attrs

from rules.lorenzo import actions as A
from rules.lorenzo import leaders as L
from rules.lorenzo import rules as R
from rules.lorenzo.game import GAME
from rules.lorenzo.houses.play import with_slot
from rules.lorenzo.houses.state import (
    ActivateCard,
    ActivateCardsFrame,
    DiscardTakeFrame,
    SlotToken,
    SlotTokenFrame,
    TakeDiscarded,
)
from rules.lorenzo.scoring import scores
from rules.lorenzo.state import ExchangeFrame, FreeLeaderFrame
from tests.lorenzo.helpers import play, with_player
from tests.lorenzo.houses_helpers import give_tokens, held, houses_game, put_special

RNG = random.Random(0)


def ready(**stock):
    state = houses_game(2, 1)
    seat = state.queue[0]
    state = attrs.evolve(state, dice=(6, 6, 6))
    return with_player(state, seat, **stock), seat


def harvest(state, seat, value):
    return R.advance(R.start_work(state, seat, "harvest", value), RNG)


def take_special(state, seat, floor, number):
    state = put_special(state, floor, number)
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (a.tower, a.floor, a.member) == ("special", floor, "black")
    )
    return play(state, action, seat)


def test_cap_example_l652_one_per_card_at_most_the_action_value():
    """Card 99: 1 wood per venture owned, at most the action value: 4 ventures at value 3 give 3, at 5 give 4."""
    state, seat = ready(wood=0, cards=("c99", "c73", "c74", "c75", "c76"), tile="basic")
    tile_wood = R.tile_record("basic")["harvest"]["wood"]
    assert harvest(state, seat, 3).players[seat].wood == tile_wood + 3
    assert harvest(state, seat, 5).players[seat].wood == tile_wood + 4


def test_token_slot_card_98_its_token_works_on_each_harvest():
    state, seat = ready(coin=0)
    state = give_tokens(state, seat, "tok-coins_3-1")
    state = take_special(state, seat, 0, 98)  # free; immediate: 1 token
    assert isinstance(state.decisions[-1], SlotTokenFrame) and len(held(state, seat)) == 2
    state = play(state, SlotToken("tok-coins_3-1"), seat)
    assert dict(state.houses.on_cards)["c98"] == "tok-coins_3-1" and "tok-coins_3-1" not in held(state, seat)
    assert state.players[seat].special_token == 1
    coins = state.players[seat].coin
    state = harvest(state, seat, 2)
    assert state.players[seat].coin == coins + 3 + R.tile_record(state.players[seat].tile)["harvest"].get("coin", 0)
    assert dict(state.houses.on_cards)["c98"] == "tok-coins_3-1"  # the token stays


def test_token_slot_card_128_market_brings_the_token_too():
    state, seat = ready(coin=0, cards=("c128",))
    state = with_slot(state, on_cards=(("c128", "tok-vp_3-1"),))
    vp = state.players[seat].vp
    state = play(state, A.PlaceMarket("black", 0, 0), seat)
    assert state.players[seat].coin == 5 and state.players[seat].vp == vp + 3


def test_draw_leaders_121_122_from_the_undealt_leaders():
    state, seat = ready(coin=10)
    top = state.leader_deck[:2]
    state = take_special(state, seat, 0, 122)
    assert set(top) <= set(state.players[seat].leader_hand)


def test_card_126_no_fee_in_the_occupied_special_tower():
    state, seat = ready(coin=0, cards=("c126",))
    state = attrs.evolve(state, placements=(R.Placement("tower:special:3", 1 - seat, "black"),))
    assert R.tower_fee(state, state.players[seat], "special") == 0
    assert R.tower_fee(state, state.players[seat], "territory") == 0  # nobody there
    other = state.players[1 - seat]
    assert R.tower_fee(state, other, "special") == 3


def test_card_124_token_each_time_a_leader_is_played():
    state, seat = ready(cards=("c124",))
    lid = state.players[seat].leader_hand[0]
    state = attrs.evolve(state, decisions=state.decisions + (FreeLeaderFrame(seat),))
    state = play(state, A.PlayLeader(lid), seat)
    assert state.players[seat].special_token == 1 and len(held(state, seat)) == 1


def test_exchange_repeat_111_up_to_the_action_value():
    state, seat = ready(stone=9, cards=("c111",))
    state = R.start_work(state, seat, "production", 3)
    frame = state.decisions[-1]
    assert isinstance(frame, ExchangeFrame) and frame.cards == ("c111",)
    options = [a for a in GAME.legal_actions(state, seat) if a.option >= 0]
    assert len(options) == 3  # 1, 2 or 3 times at value 3
    coin, vp = state.players[seat].coin, state.players[seat].vp
    state = play(state, options[-1], seat)
    player = state.players[seat]
    assert player.stone == 6 and player.vp == vp + 3 and player.coin >= coin + 3


def test_card_110_three_tokens_for_a_leader_whatever_its_requirements():
    state, seat = ready(cards=("c110",))
    state = give_tokens(state, seat, "tok-vp_3-1", "tok-vp_3-2", "tok-vp_3-3")
    state = R.start_work(state, seat, "production", 5)
    options = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.Exchange)]
    assert [a.option for a in options] == [0, 1, -1]
    state = play(state, A.Exchange("c110", 1), seat)
    assert state.players[seat].special_token == 0 and held(state, seat) == ()
    assert isinstance(state.decisions[-1], FreeLeaderFrame)


def test_card_136_military_catch_up():
    state, seat = ready(coin=5, wood=5, military=1)
    state = with_player(state, 1 - seat, military=9)
    state = take_special(state, seat, 0, 136)
    assert state.players[seat].military == 9


def test_combined_cost_138_military_and_resources_together():
    state, seat = ready(military=7, wood=2, stone=1, servant=1)
    state = put_special(state, 0, 138)
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (a.tower, a.floor, a.member) == ("special", 0, "black")
    )
    assert dict(action.payment) == {"military": 5, "wood": 2, "stone": 1, "servant": 1}
    state = play(state, action, seat)
    player = state.players[seat]
    assert (player.military, player.wood, player.stone, player.servant) == (2, 0, 0, 0)
    state, seat = ready(military=6, wood=2, stone=1, servant=1)
    state = put_special(state, 0, 138)
    assert not [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and a.tower == "special" and a.floor == 0
    ]


def test_bembo_example_l669_card_127_ignores_one_requirement():
    """Pietro Bembo needs 3 characters and 3 faith; with card 127, 3 faith and no character are enough."""
    bembo = L.PREFIX + "pietro_bembo"
    state, seat = ready(faith=3, leader_hand=(bembo,))
    assert A.PlayLeader(bembo) not in GAME.legal_actions(state, seat)
    state = with_player(state, seat, cards=("c127",))
    assert A.PlayLeader(bembo) in GAME.legal_actions(state, seat)
    state = with_player(state, seat, faith=2)
    assert A.PlayLeader(bembo) not in GAME.legal_actions(state, seat)  # one requirement only


def test_activate_cards_140_two_territories_whatever_their_value():
    state, seat = ready(coin=5, stone=0, cards=("c4", "c1"))  # Gravel Pit (harvest 4: 2 stone), Commercial Hub
    state = take_special(state, seat, 0, 140)
    frame = state.decisions[-1]
    assert isinstance(frame, ActivateCardsFrame) and frame.left == 2
    coin = state.players[seat].coin
    state = play(state, ActivateCard("c4"), seat)
    assert state.players[seat].stone == 2  # no tile bonus, the card's effect only
    state = play(state, ActivateCard("c1"), seat)
    assert state.players[seat].coin == coin + 1


def test_take_discarded_130_132_never_a_special_card():
    state, seat = ready(coin=20)
    state = attrs.evolve(state, discard=("c2", "c73", "c97"))
    state = take_special(state, seat, 0, 132)
    assert state.decisions[-1] == DiscardTakeFrame(seat, "venture")
    assert set(GAME.legal_actions(state, seat)) == {TakeDiscarded("c73"), A.SkipBonus()}
    state = play(state, TakeDiscarded("c73"), seat)
    assert "c73" in state.players[seat].cards and state.discard == ("c2", "c97")


def test_card_119_loses_on_every_production_and_104_at_once():
    state, seat = ready(vp=10, cards=("c119",))
    state = R.advance(R.start_work(state, seat, "production", 1), RNG)
    assert state.players[seat].vp == 7  # R19: not optional
    state, seat = ready(vp=2)
    state = take_special(state, seat, 0, 104)
    assert state.players[seat].vp == 0  # R6: never below 0


def test_per_leader_and_end_game_per_cards():
    state, seat = ready(vp=0, coin=6)
    leaders = state.players[seat].leader_hand[:2]
    state = with_player(state, seat, leaders=leaders)
    state = take_special(state, seat, 0, 129)
    assert state.players[seat].vp == 6
    state = with_player(state, seat, cards=("c133", "c134", "c135", "c137"), wood=3, stone=9, servant=20, military=7)
    state = give_tokens(state, seat, "tok-vp_3-1", "tok-vp_3-2")
    lines = dict(scores(state)[seat].breakdown)
    assert lines["special ventures"] == 4 + 6 + 12 + 3


def test_new_excommunication_five_vp_per_card_beyond_the_fourth():
    state, seat = ready(vp=30, excoms=("xh3",), cards=("c1", "c2", "c3", "c4", "c5", "c6", "c49"))
    assert dict(scores(state)[seat].breakdown)["excommunication (cards)"] == -10

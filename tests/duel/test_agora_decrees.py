"""Each of the 16 decrees, gained (its controller benefits) and lost (nobody or the opponent does)."""

from __future__ import annotations

import attrs
import pytest

from rules.duel import effects as E
from rules.duel.actions import BuildWonder, Construct, Discard
from rules.duel.agora.state import BuildRemovedCard, MoveDecree, PlaceCube, Recruit, SwapCards
from rules.duel.game import GAME
from tests.duel.helpers import city, offer, play
from tests.duel.test_agora_conspiracies import triggered
from tests.duel.test_agora_setup import agora_game, legal, with_cubes

FILLER = (
    "coins_when_blue_built",
    "discard_extra_coins",
    "blue_cards_plus_2",
    "opponent_chains",
    "conspirator_replay",
    "coins_when_red_built",
)

GAINED, LOST, OPPONENT = {1: (1, 0)}, {1: (1, 1)}, {1: (0, 1)}


def senate_with(decree: str, control: dict) -> object:
    """`decree` in chamber 1 (the others hold unrelated decrees), with `control` cubes there."""
    others = tuple(d for d in FILLER if d != decree)[:5]
    return with_cubes(agora_game(decrees=(decree, *others)), control)


@pytest.mark.parametrize(
    "decree, card",
    [
        ("coins_when_blue_built", "altar"),
        ("coins_when_green_built", "workshop"),
        ("coins_when_yellow_built", "tavern"),
        ("coins_when_red_built", "guard_tower"),
    ],
)
def test_coins_when_either_player_builds_that_colour(decree, card):
    state = city(senate_with(decree, GAINED), 1, buildings=("press",))  # papyrus for the Workshop
    state = attrs.evolve(state, current=1)
    built = play(offer(state, card), Construct(card), 1)
    assert built.players[0].coins == 10 + 1  # Age I: 1 coin for the controller
    age_two = play(offer(attrs.evolve(state, age=2), card), Construct(card), 1)
    assert age_two.players[0].coins == 10 + 2
    bonus = 4 if card == "tavern" else 0  # the Tavern's own coins
    own_state = attrs.evolve(state, current=0)
    own = play(offer(own_state, card), Construct(card), 0)
    assert own.players[0].coins == 10 - E.card_cost(own_state, 0, card).total + bonus + 1
    lost_state = city(senate_with(decree, LOST), 1, buildings=("press",))
    lost = play(offer(lost_state, card), Construct(card), 0)
    assert lost.players[0].coins == 10 - E.card_cost(lost_state, 0, card).total + bonus


def test_coins_when_a_wonder_is_built_by_either_player():
    state = city(senate_with("coins_when_wonder_built", GAINED), 1, wonders=("the_pyramids",), coins=20)
    state = play(offer(attrs.evolve(state, current=1), "altar"), BuildWonder("altar", "the_pyramids"), 1)
    assert state.players[0].coins == 11
    lost = city(senate_with("coins_when_wonder_built", OPPONENT), 1, wonders=("the_pyramids",), coins=20)
    lost = play(offer(attrs.evolve(lost, current=1), "altar"), BuildWonder("altar", "the_pyramids"), 1)
    assert lost.players[0].coins == 10 and lost.players[1].coins == 20 - 8 + 1


@pytest.mark.parametrize(
    "decree, coin_card, unit_card",
    [
        ("ignore_cost_yellow", "stone_reserve", "chamber_of_commerce"),
        ("ignore_cost_red", "palisade", "garrison"),
        ("ignore_cost_green", "scriptorium", "workshop"),
    ],
)
def test_ignore_one_cost_symbol_of_a_colour(decree, coin_card, unit_card):
    """The coin symbol waives the whole coin cost; a resource symbol waives one unit (NOTES 7)."""
    gained, lost = senate_with(decree, GAINED), senate_with(decree, LOST)
    cost = E.card_cost(gained, 0, coin_card)
    assert cost.total == 0 and cost.coins_waived and E.card_cost(lost, 0, coin_card).total > 0
    unit = E.card_cost(gained, 0, unit_card)
    assert unit.total == E.card_cost(lost, 0, unit_card).total - 2
    state = play(offer(gained, coin_card), Construct(coin_card), 0)
    assert state.players[0].coins == 10
    assert E.card_cost(gained, 0, "altar") == E.card_cost(lost, 0, "altar")  # other colours unchanged


def test_forum_waives_its_coins_or_its_clay_whichever_is_dearer():
    state = senate_with("ignore_cost_yellow", GAINED)
    assert E.card_cost(state, 0, "forum").total == 2  # 3 coins waived, clay bought at 2
    state = city(state, 1, buildings=("clay_pool", "clay_pit"))  # clay now costs 4
    assert E.card_cost(state, 0, "forum").total == 3 and E.card_cost(state, 0, "forum").ignored == (("clay", 1),)


def test_wonders_cost_one_resource_less():
    gained = city(senate_with("wonder_resource_discount", GAINED), 0, wonders=("the_pyramids",))
    lost = city(senate_with("wonder_resource_discount", LOST), 0, wonders=("the_pyramids",))
    assert E.wonder_cost(lost, 0, "the_pyramids").total == 8
    assert E.wonder_cost(gained, 0, "the_pyramids").total == 6


def test_shield_decree_gain_then_loss_then_the_opponents_gain():
    state = senate_with("shield_while_controlled", {})
    state = play(offer(state, "conspirator_1"), Recruit("conspirator_1"), 0)
    state = play(state, PlaceCube(1), 0)  # gains control: 1 shield
    assert state.military == 1 and state.agora.shield_holder == 0
    state = play(offer(state, "conspirator_2"), Recruit("conspirator_2"), 1)
    state = play(state, PlaceCube(1), 1)  # control lost: the pawn moves back
    assert state.military == 0 and state.agora.shield_holder is None
    state = attrs.evolve(state, current=1)
    state = play(offer(state, "conspirator_3"), Recruit("conspirator_3"), 1)
    state = play(state, PlaceCube(1), 1)  # the opponent gains it: 2 spaces in all from +1
    assert state.military == -1 and state.agora.shield_holder == 1


def test_shield_decree_moved_straight_to_the_opponent_moves_the_pawn_two_spaces():
    state = senate_with("shield_while_controlled", {1: (1, 0), 2: (0, 1)})
    state = attrs.evolve(state, military=1, agora=attrs.evolve(state.agora, shield_holder=0))
    state = triggered(state, "insider_influence", seat=1)
    state = play(state, MoveDecree(1, 2), 1)
    assert state.military == -1 and state.agora.shield_holder == 1


def test_shield_decree_ignores_strategy_and_its_steps_take_military_tokens():
    state = city(senate_with("shield_while_controlled", {}), 0, progress=("strategy",))
    state = attrs.evolve(state, military=2)
    state = play(play(offer(state, "conspirator_1"), Recruit("conspirator_1"), 0), PlaceCube(1), 0)
    assert state.military == 3 and "agora_small_p2_side" not in state.military_tokens
    assert legal(state) == tuple(PlaceCube(n) for n in range(1, 7))  # the token lets seat 0 place a cube


@pytest.mark.parametrize(
    "decree, resource, producer",
    [
        ("trade_discount_brown", "wood", "lumber_yard"),
        ("trade_discount_grey", "glass", "glassworks"),
    ],
)
def test_trade_discount_never_below_one_coin(decree, resource, producer):
    """Agora rulebook, decrees: "당신이 은행에서 갈색이나 회색 자원을 구매할 때 1개마다 1주화 적은 금액을
    지불합니다. 중요 : 이 효과에 의해 자원을 공짜로 얻을 수는 없습니다. 지불 비용의 최소 금액은 항상
    1주화입니다." Issue 8: the price shown ("You buy at") is the discounted one, the one charged."""
    gained, lost = senate_with(decree, GAINED), senate_with(decree, LOST)
    # "You buy at" shows the discounted price: the one every cost then charges (issue 8)
    assert dict(GAME.view(gained, 0).players[0].trade_prices)[resource] == 1
    assert dict(GAME.view(lost, 0).players[0].trade_prices)[resource] == 2

    def price(state, units):
        return E.payment(state, 0, 0, units, E.trade_discounts(state, 0)).total

    assert price(gained, ((resource, 1),)) == 1 and price(lost, ((resource, 1),)) == 2
    assert price(city(gained, 1, buildings=(producer,)), ((resource, 2),)) == 4  # 3 - 1 each
    other = "stone" if resource == "glass" else "papyrus"
    assert price(gained, ((other, 1),)) == 2


def test_trade_discount_applies_to_real_costs_and_with_a_reserve_stays_at_one():
    state = city(senate_with("trade_discount_brown", GAINED), 0, buildings=("stone_reserve",))
    state = city(state, 1, buildings=("quarry",))
    assert E.card_cost(state, 0, "baths").total == 1  # 1 with the Reserve, not 0
    state = city(state, 0, buildings=())
    assert E.card_cost(state, 0, "baths").total == 2  # 3 - 1


def test_blue_bonus_decree_gain_and_loss():
    gained = city(senate_with("blue_cards_plus_2", GAINED), 0, buildings=("altar", "baths"))
    lost = city(senate_with("blue_cards_plus_2", OPPONENT), 0, buildings=("altar", "baths"))
    assert GAME.view(gained, 0).agora.players[0].senate_actions == 3
    assert GAME.view(lost, 0).agora.players[0].senate_actions == 2
    assert GAME.view(lost, 0).agora.players[1].senate_actions == 2  # 0 blue + 2


def test_discard_bonus_gain_and_loss():
    gained = play(offer(senate_with("discard_extra_coins", GAINED), "altar"), Discard("altar"), 0)
    lost = play(offer(senate_with("discard_extra_coins", OPPONENT), "altar"), Discard("altar"), 0)
    assert gained.players[0].coins == 14 and lost.players[0].coins == 12
    assert GAME.view(senate_with("discard_extra_coins", GAINED), 0).offers[0].discard_coins == 4


def test_opponent_chains_decree():
    gained = city(senate_with("opponent_chains", GAINED), 1, buildings=("altar",))  # the moon
    lost = city(senate_with("opponent_chains", LOST), 1, buildings=("altar",))
    assert E.card_cost(gained, 0, "temple").chain and E.card_cost(lost, 0, "temple").total > 0
    state = play(offer(city(gained, 0, progress=("urbanism",)), "temple"), Construct("temple"), 0)
    assert "temple" in state.players[0].buildings and state.players[0].coins == 14  # Urbanism pays too


def test_conspirator_replay_decree():
    gained = play(offer(senate_with("conspirator_replay", GAINED), "conspirator_1"), Recruit("conspirator_1"), 0)
    gained = play(gained, PlaceCube(3), 0)
    assert gained.current == 0 and not gained.decisions
    lost = play(offer(senate_with("conspirator_replay", LOST), "conspirator_1"), Recruit("conspirator_1"), 0)
    assert play(lost, PlaceCube(3), 0).current == 1
    politician = offer(senate_with("conspirator_replay", GAINED), "politician_left_1")
    politician = play(politician, Recruit("politician_left_1"), 0)
    assert play(politician, PlaceCube(2), 0).current == 1


def test_coins_for_builds_count_free_builds_but_not_cards_taken_by_conspiracies():
    state = senate_with("coins_when_blue_built", GAINED)
    built = triggered(attrs.evolve(state, removed=(("palace", "tavern", "stable"), (), ())), "treason")
    built = play(built, BuildRemovedCard("palace"), 0)  # Treason builds: the decree pays
    assert built.players[0].coins == 11
    swapped = city(city(state, 0, buildings=("baths",)), 1, buildings=("altar",))
    swapped = play(triggered(swapped, "coercion"), SwapCards("altar", "baths"), 0)  # moved, not built
    assert swapped.players[0].buildings == ("altar",) and swapped.players[0].coins == 10

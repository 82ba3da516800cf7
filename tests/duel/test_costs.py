from rules.duel import effects as E
from rules.duel.actions import BuildWonder, Construct
from rules.duel.costs import Discount, Purchase, payment
from tests.duel.helpers import city, drafted, offer, play, to_move


def base():
    state = to_move(drafted(11), 0)
    state = city(state, 0, buildings=(), coins=20, progress=())
    return city(state, 1, buildings=(), coins=20, progress=())


def test_price_is_two_plus_opponent_brown_and_grey_production():
    state = city(base(), 1, buildings=("clay_pool", "brickyard"))  # 3 clay
    cost = E.card_cost(state, 0, "garrison")  # 1 clay
    assert cost.purchases == (Purchase("clay", 1, 5),) and cost.total == 5


def test_fixed_price_card_makes_it_one():
    state = city(base(), 1, buildings=("clay_pool", "brickyard"))
    state = city(state, 0, buildings=("clay_reserve",))
    assert E.card_cost(state, 0, "garrison").total == 1


def test_opponent_choice_producers_do_not_raise_prices():
    state = city(base(), 1, buildings=("forum", "caravansery"))
    state = attrs_wonder(state, 1, "piraeus")
    assert E.card_cost(state, 0, "apothecary").total == 2  # 1 glass at the base price


def attrs_wonder(state, seat, wonder_id):
    from rules.duel.state import OwnedWonder

    return city(state, seat, wonders=(OwnedWonder(wonder_id, "tavern"),))


def test_own_production_and_choice_production():
    state = city(base(), 0, buildings=("caravansery", "clay_pool"))
    # Arsenal: 2 wood + 3 clay; clay pool gives 1 clay, caravansery 1 of its choice
    cost = E.card_cost(state, 0, "arsenal")
    assert cost.total == 6  # 3 units left to buy at 2 each
    state = city(state, 1, buildings=("sawmill",))  # wood now costs 4: caravansery should cover wood
    cost = E.card_cost(state, 0, "arsenal")
    assert cost.purchases == (Purchase("clay", 2, 2), Purchase("wood", 1, 4))


def test_printed_coins_and_resources_together():
    state = base()
    cost = E.card_cost(state, 0, "forum")  # 3 coins + 1 clay
    assert (cost.coins, cost.trade, cost.total) == (3, 2, 5)


def test_chain_makes_it_free():
    state = city(base(), 0, buildings=("theater",), coins=0)
    cost = E.card_cost(state, 0, "statue")
    assert cost.chain and cost.total == 0
    state = offer(state, "statue")
    assert Construct("statue") in state_legal(state)


def state_legal(state):
    from rules.duel.game import GAME

    return GAME.legal_actions(state, 0)


def test_cannot_build_what_you_cannot_pay():
    state = offer(city(base(), 0, coins=1), "palace")
    assert Construct("palace") not in state_legal(state)


def test_masonry_ignores_the_dearest_units_of_blue_cards():
    state = city(base(), 1, buildings=("glassworks",))  # glass costs 3
    state = city(state, 0, progress=("masonry",))
    cost = E.card_cost(state, 0, "courthouse")  # 2 wood + 1 glass
    assert cost.purchases == (Purchase("wood", 1, 2),) and cost.ignored == (("glass", 1), ("wood", 1))
    assert "masonry" in cost.discounts
    assert E.card_cost(state, 0, "walls").total == 4  # red: no discount


def test_architecture_discounts_wonders():
    state = city(base(), 0, progress=("architecture",))
    assert E.wonder_cost(state, 0, "the_pyramids").total == 4  # 3 stone + 1 papyrus, 2 ignored
    state = city(state, 0, progress=())
    assert E.wonder_cost(state, 0, "the_pyramids").total == 8


def test_economy_sends_trading_coins_to_the_opponent():
    state = city(base(), 1, progress=("economy",))
    state = offer(state, "forum")
    state = play(state, Construct("forum"), 0)  # 3 printed coins + 1 clay bought for 2
    assert state.players[0].coins == 15 and state.players[1].coins == 22


def test_economy_ignores_printed_coins():
    state = city(base(), 1, progress=("economy",))
    state = offer(state, "stone_reserve")
    state = play(state, Construct("stone_reserve"), 0)
    assert state.players[1].coins == 20


def test_agora_style_discounts_through_the_one_payment_function():
    state = base()
    ignore = Discount("decree", coins_or_unit=True)
    cost = payment(state, 0, 3, (("clay", 1),), (ignore,))
    assert cost.coins_waived and cost.total == 2  # waiving 3 coins beats waiving a 2-coin clay
    cost = payment(state, 0, 1, (("clay", 1),), (ignore,))
    assert not cost.coins_waived and cost.total == 1 and cost.ignored == (("clay", 1),)
    state = city(state, 1, buildings=("quarry",))
    trade = Discount("decree", trade_resources=("stone",), trade_amount=1)
    assert payment(state, 0, 0, (("stone", 2),), (trade,)).total == 4  # 3 - 1 each
    state = city(state, 0, buildings=("stone_reserve",))
    assert payment(state, 0, 0, (("stone", 2),), (trade,)).total == 2  # never below 1


def test_wonder_build_pays_and_tucks():
    state = attrs_evolve_wonders(base())
    state = offer(state, "tavern")
    state = play(state, BuildWonder("tavern", "the_pyramids"), 0)
    assert state.players[0].wonders[0].tucked == "tavern" and state.players[0].coins == 12


def attrs_evolve_wonders(state):
    return city(state, 0, wonders=("the_pyramids", "the_sphinx"))

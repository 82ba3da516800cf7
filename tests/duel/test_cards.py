"""Every kind of card effect, built through `step`."""

import attrs

from rules.duel import scoring
from rules.duel.actions import ChooseProgress, Construct, Discard
from rules.duel.game import GAME
from rules.duel.state import PickProgress, Result
from tests.duel.helpers import city, drafted, offer, play, to_move


def base(**p0):
    state = to_move(drafted(21), 0)
    state = city(state, 0, buildings=(), coins=20, progress=())
    state = city(state, 1, buildings=(), coins=20, progress=())
    return city(state, 0, **p0) if p0 else state


def build(state, card, seat=0):
    return play(offer(state, card), Construct(card), seat)


def test_production_card_joins_the_city():
    state = build(base(), "lumber_yard")
    assert state.players[0].buildings == ("lumber_yard",) and state.players[0].coins == 20
    assert state.current == 1


def test_coin_cost_goes_to_the_bank():
    state = build(base(), "stone_pit")
    assert state.players[0].coins == 19 and state.players[1].coins == 20


def test_coins_when_built():
    assert build(base(), "tavern").players[0].coins == 24
    assert build(base(), "brewery").players[0].coins == 26


def test_coins_per_own_card_counts_the_card_itself():
    state = base(buildings=("tavern", "wood_reserve"))
    state = build(state, "lighthouse")  # free through the amphora chain; 3 yellow cards
    assert state.players[0].coins == 23


def test_coins_per_grey_and_brown_and_red():
    state = base(buildings=("glassworks", "press", "drying_room"))
    assert build(state, "chamber_of_commerce").players[0].coins == 20 + 9  # papyrus produced
    state = base(buildings=("lumber_yard", "quarry", "glassworks"))
    assert build(state, "port").players[0].coins == 20 - 2 + 4  # buys papyrus, 2 brown cards
    state = base(buildings=("guard_tower", "stable", "quarry"))
    assert build(state, "armory").players[0].coins == 20 - 4 + 2  # stone and glass bought; 2 red cards


def test_arena_pays_per_own_wonder():
    from rules.duel.state import OwnedWonder

    state = base(buildings=("brewery",), wonders=(OwnedWonder("the_sphinx", "altar"), OwnedWonder("piraeus", "baths")))
    state = build(state, "arena")
    assert state.players[0].coins == 24


def test_discard_gives_two_plus_yellow_cards():
    state = base(buildings=("tavern", "clay_reserve"))
    state = play(offer(state, "palace"), Discard("palace"), 0)
    assert state.players[0].coins == 24 and state.discard == ("palace",)


def test_shields_move_the_pawn_and_loot():
    state = attrs.evolve(base(), military=2)
    state = build(state, "guard_tower")
    assert state.military == 3 and state.players[1].coins == 18
    assert "loot_2_p2_side" not in state.military_tokens
    state = to_move(attrs.evolve(state, military=4), 0)
    state = build(state, "walls")  # 2 shields, bought stone: 6 -> no token between 4 and 6 except the 5-coin one
    assert state.military == 6 and state.players[1].coins == 13


def test_one_move_can_take_two_tokens_for_the_other_side():
    state = to_move(attrs.evolve(base(), military=-2), 1)
    state = city(state, 1, buildings=("lumber_yard", "clay_pool", "quarry"), progress=("strategy",))
    state = play(offer(state, "arsenal"), Construct("arsenal"), 1)  # 3 + 1 shields toward seat 0
    assert state.military == -6 and state.players[0].coins == 20 - 2 - 5
    assert state.military_tokens == ("loot_2_p2_side", "loot_5_p2_side")


def test_military_supremacy_ends_the_game():
    state = build(attrs.evolve(base(), military=8), "guard_tower")
    assert state.phase == "end" and state.result == Result((0,), "military")
    assert GAME.to_act(state) == frozenset()
    assert GAME.outcome(state).end == "military"


def test_strategy_adds_a_shield_to_red_cards():
    state = build(base(progress=("strategy",)), "guard_tower")
    assert state.military == 2


def test_science_pair_offers_a_board_token():
    state = base(buildings=("scriptorium",))
    state = build(state, "library")  # chain: free
    frame = state.decisions[-1]
    assert isinstance(frame, PickProgress) and frame.options == state.board_progress
    assert GAME.to_act(state) == {0}
    token = frame.options[0]
    state = play(state, ChooseProgress(token), 0)
    assert token in state.players[0].progress and token not in state.board_progress
    assert state.current == 1


def test_no_token_when_the_board_is_empty():
    state = attrs.evolve(base(buildings=("scriptorium",)), board_progress=())
    state = build(state, "library")
    assert state.decisions == () and state.current == 1


def test_scientific_supremacy():
    state = base(buildings=("scriptorium", "workshop", "pharmacist", "apothecary", "academy"))
    state = build(state, "university")
    assert state.result == Result((0,), "science")


def test_law_is_a_symbol_for_supremacy():
    state = base(buildings=("scriptorium", "workshop", "pharmacist", "apothecary", "academy"))
    state = attrs.evolve(state, board_progress=("law", "agriculture"))
    state = city(state, 0, buildings=state.players[0].buildings + ("study",))
    state = build(state, "guard_tower")
    state = to_move(state, 0)
    state = build(state, "observatory")  # 6th symbol without Law: armillary
    assert state.result == Result((0,), "science")


def test_law_taken_from_a_pair_wins():
    state = base(buildings=("scriptorium", "workshop", "pharmacist", "apothecary", "academy"))
    state = attrs.evolve(state, board_progress=("law", "agriculture"))
    state = build(state, "library")  # pair of quills -> token
    state = play(state, ChooseProgress("law"), 0)
    assert state.result == Result((0,), "science")


def test_colour_guild_coins_and_vp_use_the_city_with_most():
    state = base(buildings=("tavern",))
    state = city(state, 1, buildings=("clay_reserve", "stone_reserve", "wood_reserve"))
    state = attrs.evolve(state, age=3)
    state = build(state, "merchants_guild")
    assert state.players[0].coins == 20 - 8 + 3  # 4 resources bought at 2, 3 yellow in the other city
    assert scoring.guild_vp(state, 0) == 3


def test_shipowners_count_brown_and_grey_together():
    state = base(buildings=("glassworks", "press", "quarry"))
    state = city(state, 1, buildings=("lumber_yard", "clay_pool"))
    state = build(state, "shipowners_guild")  # needs clay (2 at 3)
    assert state.players[0].coins == 20 - 3 + 3
    assert scoring.guild_vp(state, 0) == 3


def test_builders_and_moneylenders():
    from rules.duel.state import OwnedWonder

    state = base(buildings=("builders_guild", "moneylenders_guild"), coins=5)
    state = city(state, 1, coins=14, wonders=(OwnedWonder("the_sphinx", "altar"), OwnedWonder("piraeus", "baths")))
    assert scoring.guild_vp(state, 0) == 2 * 2 + 4


def test_chain_with_urbanism_pays_four():
    state = base(buildings=("theater",), progress=("urbanism",))
    state = build(state, "statue")
    assert state.players[0].coins == 24

"""Optional rules: black market, deputies, time limit, remove ten, seven-card hands, royal goods."""

from __future__ import annotations

import attrs
import pytest

from rules.core.options import make_config
from rules.sheriff import actions as A
from rules.sheriff.deals import steps_for
from rules.sheriff.game import GAME
from rules.sheriff.rules import to_act
from rules.sheriff.scoring import scores
from rules.sheriff.state import BlackMarketChance, DeputyStances, Negotiation, PickFirstMerchant, Terms
from rules.sheriff.view import secrets, view
from tests.sheriff.helpers import (
    at_inspection,
    cards,
    legal,
    new_game,
    play,
    play_all,
    quick_game,
    set_player,
    with_sheriff,
)


def offer(state, seat, terms):
    state = play(state, seat, A.DraftTerms())
    for step_ in steps_for(terms):
        state = play(state, seat, step_)
    return state


# ----------------------------------------------------------------- black market
def bm_game():
    state = with_sheriff(new_game(4, seed=4, black_market=True), 0)
    return attrs.evolve(
        state, players=tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    )


def test_black_market_example_david_trades_three_pepper():
    state = bm_game()
    state = set_player(state, 1, stand_contraband=cards("pepper", 2, 90))
    state = at_inspection(
        state, {1: (cards("apple", 2) + cards("pepper", 1, 92), "apple"), 2: (cards("cheese", 1), "cheese")}
    )
    state = play(state, 0, A.PassBag(1))
    assert isinstance(state.decisions[-1], BlackMarketChance)
    assert legal(state, 1) == (A.ClaimBlackMarket("pepper"), A.DeclineBlackMarket())
    line = GAME.describe(A.ClaimBlackMarket("pepper"), state, 3, 1)
    assert "Pepper" in line and "24" in line
    state = play(state, 1, A.ClaimBlackMarket("pepper"))
    david = state.players[1]
    assert david.black_market == ("black_market_pepper_top",) and david.stand_contraband == ()
    assert set(cards("pepper", 3, 90)) <= set(state.discard)
    assert "black_market_pepper_top" not in state.black_market_left
    assert dict(scores(state)[1].breakdown)["black market"] == 24
    assert isinstance(state.decisions[-1], type(state.decisions[-1])) and to_act(state) == frozenset({0})


def test_black_market_second_claim_gets_the_bottom_card_and_once_per_round():
    state = bm_game()
    state = attrs.evolve(
        state, black_market_left=tuple(c for c in state.black_market_left if c != "black_market_pepper_top")
    )
    state = set_player(state, 2, stand_contraband=cards("pepper", 3, 90) + cards("mead", 3, 90))
    state = at_inspection(state, {2: (cards("cheese", 1), "cheese"), 3: (cards("apple", 1), "apple")})
    state = play(state, 0, A.OpenBag(2))  # an opened (honest) bag also gives the chance: our ruling
    assert legal(state, 2) == (A.ClaimBlackMarket("pepper"), A.ClaimBlackMarket("mead"), A.DeclineBlackMarket())
    state = play(state, 2, A.ClaimBlackMarket("pepper"))
    assert state.players[2].black_market == ("black_market_pepper_bottom",)
    assert state.players[2].claimed_this_round
    from rules.sheriff.deals import claimable_black_market

    assert claimable_black_market(state, 2) == ()  # the mead set must wait for another round


def test_no_black_market_chance_without_three_of_a_kind_or_the_option():
    state = bm_game()
    state = set_player(state, 1, stand_contraband=cards("pepper", 1, 90) + cards("crossbow", 3, 1))
    state = at_inspection(state, {1: (cards("pepper", 1, 92), "apple"), 2: (cards("cheese", 1), "cheese")})
    state = play(state, 0, A.PassBag(1))
    assert not isinstance(state.decisions[-1], BlackMarketChance)  # crossbows have no pile
    plain = with_sheriff(new_game(4, seed=4), 0)
    plain = set_player(plain, 1, stand_contraband=cards("pepper", 3, 90))
    plain = at_inspection(plain, {1: (cards("apple", 1), "apple"), 2: (cards("cheese", 1), "cheese")})
    plain = play(plain, 0, A.PassBag(1))
    assert not isinstance(plain.decisions[-1], BlackMarketChance)


# ----------------------------------------------------------------- deputies
def deputy_game():
    state = new_game(6, seed=8, deputies=True)
    state = attrs.evolve(state, deputies=(0, 1), decisions=(PickFirstMerchant(0),))
    return attrs.evolve(
        state, players=tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    )


def test_deputies_setup_and_market_roles():
    state = new_game(6, seed=8, deputies=True)
    assert state.sheriff is None and len(state.deputies) == 2 and state.rounds_total == 9
    assert len(state.deputy_deck) == 4
    lead, second = state.deputies
    assert to_act(state) == frozenset({lead})
    assert {a.merchant for a in legal(state, lead)} == set(range(6)) - {lead, second}
    state = attrs.evolve(state, deputies=(2, 4), decisions=(PickFirstMerchant(2),))
    assert state.merchants == (3, 5, 0, 1)  # declarations start left of the lead deputy


def test_deputies_split_example():
    # Little John (0) and Maid Marian (1) are the deputies.
    state = deputy_game()
    state = at_inspection(
        state,
        {
            2: (cards("pepper", 1), "apple"),  # Will Scarlet
            3: (cards("silk", 2), "cheese"),  # Alan-a-Dale
            4: (cards("apple", 2), "apple"),  # Gilbert Whitehand
            5: (cards("chicken", 3), "chicken"),  # David of Doncaster
        },
    )
    assert legal(state, 0) == tuple(A.Approach(m) for m in (2, 3, 4, 5))
    # Gilbert: both let him pass, no bribe.
    state = play(state, 0, A.Approach(4))
    assert isinstance(state.decisions[-1], DeputyStances) and to_act(state) == frozenset({0, 1})
    state = play(state, 0, A.ChooseStance(False))
    assert view(state, 1).my_stance is None and view(state, 0).my_stance == "pass"
    state = play(state, 1, A.ChooseStance(False))
    assert state.players[4].bag_status == "passed" and state.players[4].gold == 50
    # Alan: both want to inspect; the three agree on 12 gold, which goes on the loot tile.
    state = play_all(state, (0, A.Approach(3)), (1, A.ChooseStance(True)), (0, A.ChooseStance(True)))
    negotiation = state.decisions[-1]
    assert isinstance(negotiation, Negotiation) and negotiation.joint and negotiation.authority == 0
    state = offer(state, 3, Terms(gold=12))
    state = play(state, 0, A.AcceptTerms())
    assert state.loot_gold == 12 and state.players[3].gold == 38 and state.players[0].gold == 50
    # Will: Little John would let him pass, Maid Marian wants to inspect: she deals alone for 8.
    state = play_all(state, (0, A.Approach(2)), (0, A.ChooseStance(False)), (1, A.ChooseStance(True)))
    negotiation = state.decisions[-1]
    assert not negotiation.joint and negotiation.authority == 1
    state = offer(state, 2, Terms(gold=8))
    state = play(state, 1, A.AcceptTerms())
    assert state.players[1].gold == 58 and state.loot_gold == 12
    # David: both inspect, he refuses to pay, the bag is honest: each deputy pays half of 6.
    state = play_all(
        state, (0, A.Approach(5)), (0, A.ChooseStance(True)), (1, A.ChooseStance(True)), (5, A.RejectTerms())
    )
    state = play(state, 0, A.OpenBag(5))
    # The round is over: the loot tile (12) is split 6 / 6.
    assert state.round_no == 2
    assert state.players[5].gold == 56
    assert state.players[0].gold == 50 - 3 + 6
    assert state.players[1].gold == 58 - 3 + 6
    assert state.loot_gold == 0


def test_joint_deputies_fine_goes_to_the_loot_and_cards_are_split():
    state = deputy_game()
    state = at_inspection(
        state, {2: (cards("apple", 1) + cards("silk", 2), "apple"), 3: (cards("cheese", 1), "cheese")}
    )
    state = set_player(state, 2, gold=0, stand_legal=cards("chicken", 2, 50))
    state = play_all(
        state,
        (0, A.Approach(2)),
        (0, A.ChooseStance(True)),
        (1, A.ChooseStance(True)),
        (2, A.RejectTerms()),
        (0, A.OpenBag(2)),
    )
    # fine 8, paid with goods: both chickens (value 8) go onto the loot tile
    assert state.loot_cards == ("chicken-50", "chicken-51") and state.loot_gold == 0
    state = play_all(state, (0, A.Approach(3)), (0, A.ChooseStance(False)), (1, A.ChooseStance(False)))
    assert state.round_no == 2
    assert state.players[0].stand_legal == ("chicken-51",) and state.players[1].stand_legal == ("chicken-50",)


def test_deputies_are_hidden_from_each_other_until_both_choose():
    state = deputy_game()
    state = at_inspection(state, {2: (cards("apple", 1), "apple"), 3: (cards("cheese", 1), "cheese")})
    state = play_all(state, (0, A.Approach(2)), (1, A.ChooseStance(True)))
    assert view(state, 0).committed == (1,) and view(state, 0).my_stance is None
    assert "inspect" not in GAME.describe(A.ChooseStance(True), state, 0, 1)


def test_deputies_game_runs_three_passes():
    state = quick_game(6, 3, deputies=True)
    assert state.deputy_passes_done == 3 and state.round_no == 9


def test_deputies_option_only_for_six_players():
    with pytest.raises(ValueError):
        make_config(GAME.options, 5, {"deputies": True}, 3, 6)


# ----------------------------------------------------------------- time limit
def test_time_up_passes_every_waiting_bag_without_a_deal():
    state = with_sheriff(new_game(4, seed=2, time_limit=True), 0)
    state = at_inspection(
        state,
        {1: (cards("silk", 1, 90), "apple"), 2: (cards("mead", 1, 90), "apple"), 3: (cards("apple", 1, 90), "apple")},
    )
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(gold=20, inspect_others=(2,)))
    assert A.TimeUp() in legal(state, 0)
    state = play(state, 0, A.AcceptTerms())
    assert state.must_open == (2,)
    state = play(state, 0, A.TimeUp())
    assert state.round_no == 2
    assert state.players[2].gold == 50 and "mead-90" in state.players[2].stand_contraband
    assert "apple-90" in state.players[3].stand_legal


def test_time_up_only_with_the_option_and_seconds_in_view():
    state = with_sheriff(new_game(4, seed=2), 0)
    state = at_inspection(state, {1: (cards("apple", 1), "apple")})
    assert A.TimeUp() not in legal(state, 0)
    timed = at_inspection(with_sheriff(new_game(4, seed=2, time_limit=True), 0), {1: (cards("apple", 1), "apple")})
    assert view(timed, 1).time_limit_seconds == 180
    assert A.TimeUp() in legal(timed, 0)
    # it is the sheriff's clock: the merchant bargaining now cannot send it (test_corrections.py)
    timed = play(timed, 0, A.Approach(1))
    assert A.TimeUp() not in legal(timed, 1)


# ----------------------------------------------------------------- remove ten / seven cards
def test_remove_ten_cards_unseen():
    state = new_game(4, seed=6, remove_ten=True)
    assert len(state.removed) == 10 and len(state.deck) == 204 - 24 - 10
    assert set(state.removed) <= secrets(state, 0)
    assert view(state, 0).removed_count == 10


def test_seven_card_hands():
    state = with_sheriff(new_game(4, seed=6, seven_card_hand=True), 0)
    assert all(len(p.hand) == 7 for p in state.players)
    state = play(state, 0, A.ChooseFirstMerchant(1))
    hand = state.players[1].hand
    state = play(state, 1, A.Exchange((hand[0].rsplit("-", 1)[0],)))
    assert len(state.players[1].hand) == 7
    assert max(len(a.discard) for a in legal(state, 2)) == 5


def test_royal_goods_are_contraband_in_bags():
    state = with_sheriff(new_game(4, seed=6, royal_goods=True), 0)
    state = at_inspection(
        state, {1: (cards("apple", 1) + cards("gouda_cheese", 1, 90), "apple"), 2: (cards("cheese", 1), "cheese")}
    )
    state = play(state, 0, A.OpenBag(1))
    assert state.players[1].gold == 46 and "gouda_cheese-90" in state.discard


def test_loot_with_an_odd_coin_and_an_odd_card():
    from rules.sheriff.rounds import split_loot

    state = deputy_game()
    state = attrs.evolve(
        state, loot_gold=13, loot_cards=cards("apple", 1, 90) + cards("silk", 1, 90) + cards("cheese", 1, 90)
    )
    state = split_loot(state)
    assert state.players[0].gold == 56 and state.players[1].gold == 56  # the odd coin goes to the bank
    # dealt from the most valuable, second deputy first: silk to Marian, cheese to John, apple discarded
    assert state.players[1].stand_contraband == ("silk-90",) and state.players[0].stand_legal == ("cheese-90",)
    assert state.discard[-1] == "apple-90" and state.loot_cards == () and state.loot_gold == 0


def test_deputies_do_not_exchange_at_the_market():
    state = deputy_game()
    state = play(state, 0, A.ChooseFirstMerchant(3))
    order = state.decisions[-1].order
    assert order == (3, 4, 5, 2) and 0 not in order and 1 not in order


def test_black_market_cards_count_as_contraband_for_the_tie_break():
    from rules.sheriff.scoring import outcome
    from rules.sheriff.state import OVER, PlayerState

    state = new_game(3)
    a = PlayerState(gold=29, stand_legal=cards("apple", 1), black_market=("black_market_pepper_bottom",))
    b = PlayerState(gold=44, stand_legal=cards("apple", 1, 10), stand_contraband=cards("pepper", 1))
    state = attrs.evolve(state, players=(a, b, PlayerState(gold=0)), phase=OVER, decisions=())
    lines = scores(state)
    assert lines[0].total == lines[1].total == 29 + 2 + 21 + 15
    assert outcome(state).winners == (0, 1)  # one "contraband" card each: shared

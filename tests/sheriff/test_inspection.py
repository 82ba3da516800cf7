"""Inspection: passing, opening honest and lying bags, paying without gold, deals and bribes."""

from __future__ import annotations

import attrs
import pytest

from rules.core.engine import GOD, IllegalAction
from rules.sheriff import actions as A
from rules.sheriff.deals import steps_for
from rules.sheriff.payments import cheapest_cover, plan_payment
from rules.sheriff.state import PlayerState, Terms
from rules.sheriff.view import secrets, view
from tests.sheriff.helpers import at_inspection, cards, legal, new_game, play, play_all, set_player, with_sheriff

FILLER = {3: (cards("apple", 1, start=40), "apple")}  # keeps the round open after the bag under test


def inspection(bags, sheriff=0, players=4, **options):
    state = with_sheriff(new_game(players, seed=9, **options), sheriff)
    state = attrs.evolve(
        state, players=tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    )
    return at_inspection(state, {**bags, **{k: v for k, v in FILLER.items() if k not in bags and k != sheriff}})


def test_sheriff_may_pass_open_or_threaten_each_bag_in_any_order():
    state = inspection({1: (cards("apple", 2), "apple"), 2: (cards("cheese", 1), "cheese")})
    assert legal(state, 0) == (
        A.Approach(1),
        A.PassBag(1),
        A.OpenBag(1),
        A.Approach(2),
        A.PassBag(2),
        A.OpenBag(2),
        A.Approach(3),
        A.PassBag(3),
        A.OpenBag(3),
    )


def test_passed_bag_legal_face_up_contraband_face_down_count_only():
    state = inspection({1: (cards("cheese", 2) + cards("silk", 1, start=90), "cheese")})
    state = play(state, 0, A.PassBag(1))
    p1 = state.players[1]
    assert p1.stand_legal == ("cheese-01", "cheese-02") and p1.stand_contraband == ("silk-90",)
    assert p1.bag_status == "passed" and p1.bag == ()
    seen = view(state, 2).players[1]
    assert seen.stand_legal_counts == (("cheese", 2),) and seen.contraband_count == 1
    assert seen.stand_contraband == ()
    assert "silk-90" in secrets(state, 2) and "silk-90" not in secrets(state, 1)
    assert view(state, 1).players[1].stand_contraband == ("silk-90",)


def test_honest_bag_sheriff_pays_penalties_little_john():
    # Little John declared 4 chickens and carried exactly that: the sheriff pays 2 per card.
    state = inspection({1: (cards("chicken", 4), "chicken")})
    state = play(state, 0, A.OpenBag(1))
    assert state.players[0].gold == 42 and state.players[1].gold == 58
    assert state.players[1].stand_legal == cards("chicken", 4)
    assert state.players[1].bag_status == "opened"


def test_lying_bag_ten_gold_fine_gilbert():
    # Gilbert declared 4 apples; the bag holds 1 apple, 1 cheese, 2 mead: keeps the apple, pays 10.
    bag = cards("apple", 1) + cards("cheese", 1) + cards("mead", 2)
    state = inspection({1: (bag, "apple")})
    state = play(state, 0, A.OpenBag(1))
    assert state.players[1].gold == 40 and state.players[0].gold == 60
    assert state.players[1].stand_legal == ("apple-01",)
    assert set(state.discard) == {"cheese-01", "mead-01", "mead-02"}
    assert state.players[0].stand_legal == () and state.players[0].stand_contraband == ()


def test_miscounted_declared_goods_are_kept_even_in_a_lie():
    state = inspection({1: (cards("apple", 2) + cards("pepper", 1), "apple")})
    state = play(state, 0, A.OpenBag(1))
    assert state.players[1].stand_legal == cards("apple", 2) and state.players[1].gold == 46


def test_paying_without_enough_gold_legal_first_no_change_rest_forgiven():
    payer = PlayerState(gold=1, stand_legal=cards("apple", 1) + cards("chicken", 1), stand_contraband=cards("silk", 1))
    # debt 4: 1 gold, then legal goods covering 3 with the least overpay: the chicken (4) alone.
    plan = plan_payment(payer, 4)
    assert (plan.gold, plan.cards, plan.forgiven) == (1, ("chicken-01",), 0)
    # debt 20: 1 gold, all legal (6), then contraband (silk 8), 5 forgiven.
    plan = plan_payment(payer, 20)
    assert (plan.gold, set(plan.cards), plan.forgiven) == (1, {"apple-01", "chicken-01", "silk-01"}, 5)
    assert cheapest_cover(cards("apple", 3) + cards("cheese", 1), 5) in (("apple-01", "cheese-01"),)


def test_broke_sheriff_pays_an_honest_merchant_in_goods():
    state = inspection({1: (cards("bread", 3), "bread")})
    state = set_player(state, 0, gold=2, stand_legal=cards("cheese", 2), stand_contraband=cards("pepper", 1))
    state = play(state, 0, A.OpenBag(1))  # owes 6: 2 gold, then 2 cheese (value 6 >= 4), no change
    assert state.players[0].gold == 0 and state.players[0].stand_legal == ()
    assert state.players[0].stand_contraband == ("pepper-01",)
    assert state.players[1].gold == 52
    assert state.players[1].stand_legal == cards("cheese", 2) + cards("bread", 3)


def test_broke_liar_pays_with_contraband_then_is_forgiven():
    state = inspection({1: (cards("crossbow", 2), "apple")})  # fine 8
    state = set_player(state, 1, gold=0, stand_legal=(), stand_contraband=cards("pepper", 1))
    state = play(state, 0, A.OpenBag(1))
    assert state.players[1].stand_contraband == () and state.players[0].stand_contraband == ("pepper-01",)
    assert state.players[0].gold == 50  # the remaining 2 is forgiven


def offer(state, seat, terms):
    state = play(state, seat, A.DraftTerms())
    for step_ in steps_for(terms):
        state = play(state, seat, step_)
    return state


def test_bribe_example_alan_counter_offer():
    # Alan offers 5 gold and 2 apples; the sheriff wants 8 gold and 2 apples; Alan agrees.
    state = inspection({1: (cards("pepper", 2), "cheese")})
    state = set_player(state, 1, stand_legal=cards("apple", 3, start=10))
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(gold=5, stand_goods=("apple", "apple")))
    assert view(state, 3).deal.pending == Terms(gold=5, stand_goods=("apple", "apple"))
    assert legal(state, 0) == (A.AcceptTerms(), A.DraftTerms(), A.PassBag(1), A.OpenBag(1))
    state = offer(state, 0, Terms(gold=8, stand_goods=("apple", "apple")))
    assert view(state, 2).deal.to_answer == 1
    state = play(state, 1, A.AcceptTerms())
    alan, sheriff = state.players[1], state.players[0]
    assert alan.gold == 42 and sheriff.gold == 58
    assert sheriff.stand_legal == ("apple-10", "apple-11")
    assert alan.stand_legal == ("apple-12",) and alan.stand_contraband == cards("pepper", 2)
    assert alan.bag_status == "passed"


def test_sheriff_opens_despite_an_offer_and_the_offer_is_void():
    state = inspection({1: (cards("pepper", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(gold=10))
    state = play(state, 0, A.OpenBag(1))
    assert state.players[1].gold == 46 and state.players[0].gold == 54


def test_sheriff_passes_without_taking_the_offer():
    state = inspection({1: (cards("pepper", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(gold=10))
    state = play(state, 0, A.PassBag(1))
    assert state.players[1].gold == 50 and state.players[1].stand_contraband == ("pepper-01",)


def test_offers_cannot_exceed_gold_or_goods():
    state = inspection({1: (cards("pepper", 1), "apple")})
    state = set_player(state, 1, gold=6, stand_legal=cards("apple", 1))
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    moves = legal(state, 1)
    assert A.AddGold(5) in moves and A.AddGold(20) not in moves
    state = play_all(state, (1, A.AddGold(5)), (1, A.AddStandGood("apple")))
    moves = legal(state, 1)
    assert A.AddGold(5) not in moves and A.AddGold(1) in moves and A.AddStandGood("apple") not in moves
    state = play(state, 1, A.AddBagGood("silk"))  # a claim: the bag holds pepper, not silk
    assert not any(isinstance(m, A.AddBagGood) for m in legal(state, 1))  # one card in the bag


def test_sheriff_cannot_demand_hidden_contraband_but_merchant_can_offer_it():
    state = inspection({1: (cards("apple", 1), "apple")})
    state = set_player(state, 1, stand_legal=cards("cheese", 1), stand_contraband=cards("silk", 1))
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()))
    assert A.AddStandGood("silk") in legal(state, 1)
    state = play_all(state, (1, A.DropDraft()), (1, A.RejectTerms()), (0, A.DraftTerms()))
    moves = legal(state, 0)
    assert A.AddStandGood("cheese") in moves and A.AddStandGood("silk") not in moves


def test_thieves_etiquette_missing_bag_goods_are_void():
    # Promised 2 silk "from the bag": one is in the bag, none on the stand -> only one is owed.
    state = inspection({1: (cards("apple", 2) + cards("silk", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(gold=2, bag_goods=("silk", "silk"), merchant_promises=("spare_you",)))
    from rules.sheriff.game import GAME
    from rules.sheriff.words import Voice, outcome_text

    line = GAME.describe(A.AcceptTerms(), state, 2, 0, ("Ann", "Bob", "Cy", "Di"))
    assert "1 Silk promised from the bag is in neither the bag nor the stand" in line  # the log after the deal
    state = play(state, 0, A.AcceptTerms())
    record = state.history[-1]
    assert record.void == ("silk",) and record.result == "deal"
    assert "1 Silk promised from the bag was in neither the bag nor the stand: void" in outcome_text(record, Voice(2))
    assert state.players[0].stand_contraband == ("silk-01",) and state.players[0].gold == 52
    assert state.players[1].stand_legal == cards("apple", 2) and state.players[1].stand_contraband == ()
    assert [(p.by, p.to, p.kind) for p in state.promises] == [(1, 0, "spare_you")]
    assert view(state, 2).promises == state.promises


def test_bag_goods_missing_from_the_bag_are_taken_from_the_stand():
    state = inspection({1: (cards("apple", 2), "apple")})
    state = set_player(state, 1, stand_legal=cards("chicken", 1))
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(bag_goods=("chicken",)))
    state = play(state, 0, A.AcceptTerms())
    assert state.players[0].stand_legal == ("chicken-01",) and state.players[1].stand_legal == cards("apple", 2)


def test_will_pays_twenty_to_have_gilberts_bag_opened():
    state = inspection({1: (cards("mead", 1), "apple"), 2: (cards("silk", 2), "cheese")})
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(gold=20, inspect_others=(2,)))
    state = play(state, 0, A.AcceptTerms())
    assert state.players[1].gold == 30 and state.players[0].gold == 70 and state.must_open == (2,)
    moves = legal(state, 0)
    assert A.OpenBag(2) in moves and A.Approach(2) not in moves and A.PassBag(2) not in moves
    state = play(state, 0, A.OpenBag(2))
    assert state.players[2].gold == 42 and state.must_open == ()


def test_negotiation_is_bounded():
    state = inspection({1: (cards("apple", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    for _ in range(3):
        state = offer(state, 1, Terms(gold=1))
        state = offer(state, 0, Terms(gold=2))
    assert legal(state, 1) == (A.AcceptTerms(), A.RejectTerms())
    state = play(state, 1, A.RejectTerms())
    assert legal(state, 0) == (A.PassBag(1), A.OpenBag(1))


def test_dropping_a_draft_uses_the_turn():
    state = inspection({1: (cards("apple", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    state = play_all(state, (1, A.DraftTerms()), (1, A.DropDraft()))
    assert view(state, 0).deal.merchant_drafts_left == 2


def test_drafts_are_private_until_sent():
    state = inspection({1: (cards("apple", 1), "apple")})
    state = play_all(state, (0, A.Approach(1)), (1, A.DraftTerms()), (1, A.AddGold(5)))
    assert view(state, 1).deal.draft == Terms(gold=5)
    assert view(state, 0).deal.draft is None and view(state, 0).deal.drafting == 1
    from rules.sheriff.game import GAME

    assert "5" not in GAME.describe(A.AddGold(5), state, 0, 1)


def test_only_legal_moves_are_accepted():
    state = inspection({1: (cards("apple", 1), "apple")})
    with pytest.raises(IllegalAction):
        play(state, 1, A.AcceptTerms())
    with pytest.raises(IllegalAction):
        play(state, 0, A.OpenBag(2))


def test_sheriff_receives_bag_contraband_face_down():
    state = inspection({1: (cards("apple", 1) + cards("silk", 1), "apple")})
    state = play(state, 0, A.Approach(1))
    state = offer(state, 1, Terms(bag_goods=("silk",)))
    state = play(state, 0, A.AcceptTerms())
    assert state.players[0].stand_contraband == ("silk-01",)
    assert "silk-01" in secrets(state, 1) and "silk-01" in secrets(state, 2)
    assert not secrets(state, GOD)


def test_history_records_every_bag_publicly():
    bag = cards("apple", 1) + cards("cheese", 1) + cards("mead", 2)
    state = inspection({1: (bag, "apple"), 2: (cards("chicken", 2), "chicken")})
    state = play(state, 0, A.OpenBag(1))
    state = play(state, 0, A.Approach(2))
    state = offer(state, 2, Terms(gold=3))
    state = play_all(state, (0, A.AcceptTerms()), (0, A.PassBag(3)))
    records = view(state, 2).history
    assert [(r.merchant, r.result) for r in records] == [(1, "caught"), (2, "deal"), (3, "passed")]
    assert records[0].found == ("apple", "cheese", "mead", "mead") and records[0].penalty == 10
    assert records[1].deal == Terms(gold=3) and records[0].inspectors == (0,)


def test_market_discards_stay_on_record_for_the_round():
    state = with_sheriff(new_game(4, seed=3), 0)
    state = play(state, 0, A.ChooseFirstMerchant(1))
    state = set_player(state, 1, hand=cards("apple", 4) + cards("silk", 2))
    state = play_all(state, (1, A.Exchange(("silk", "silk"))), (2, A.Exchange(())), (3, A.Exchange(())))
    assert view(state, 0).players[1].discarded_goods == ("silk", "silk")
    assert view(state, 0).players[1].market_discards == ()

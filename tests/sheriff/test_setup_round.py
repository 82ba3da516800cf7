"""Setup, market, loading, declaration and the end of a round."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from rules.core.engine import IllegalAction
from rules.sheriff import actions as A
from rules.sheriff.data import good_of
from rules.sheriff.state import DECLARE, INSPECT, LOAD, MARKET, OVER, Declarations, LoadBags, MarketTurns
from tests.sheriff.helpers import all_cards, cards, legal, new_game, play, play_all, set_player, with_sheriff


@pytest.mark.parametrize(
    ("players", "royal", "total"),
    [(3, False, 156), (4, False, 204), (5, False, 204), (6, False, 204), (3, True, 162), (4, True, 216)],
)
def test_deck_size_per_player_count(players, royal, total):
    state = new_game(players, royal_goods=royal)
    everything = all_cards(state)
    assert len(everything) == total == len(set(everything))
    assert all(len(p.hand) == 6 and p.gold == 50 for p in state.players)


def test_three_players_remove_the_4plus_cards():
    tally = Counter(good_of(c) for c in all_cards(new_game(3, royal_goods=True)))
    assert tally["bread"] == 0
    assert (tally["pepper"], tally["mead"], tally["silk"], tally["crossbow"]) == (18, 16, 9, 5)
    assert (
        tally["golden_apples"],
        tally["bleu_cheese"],
        tally["rye_bread"],
        tally["pumpernickel_bread"],
        tally["royal_rooster"],
        tally["green_apples"],
        tally["gouda_cheese"],
    ) == (1, 0, 0, 0, 1, 2, 2)


def test_base_game_has_no_royal_goods():
    tally = Counter(good_of(c) for c in all_cards(new_game(4)))
    assert tally == Counter(
        {"apple": 48, "cheese": 36, "bread": 36, "chicken": 24, "pepper": 22, "mead": 21, "silk": 12, "crossbow": 5}
    )


def test_first_sheriff_is_a_seeded_tie_break():
    sheriffs = {new_game(4, seed=s).sheriff for s in range(40)}
    assert sheriffs == {0, 1, 2, 3}
    assert new_game(4, seed=7).sheriff == new_game(4, seed=7).sheriff


@pytest.mark.parametrize(("players", "rounds"), [(3, 9), (4, 8), (5, 10), (6, 9)])
def test_game_length(players, rounds):
    assert new_game(players).rounds_total == rounds


def market_state():
    state = new_game(4, seed=3)
    state = with_sheriff(state, 0)
    return state


def test_sheriff_picks_first_merchant_then_clockwise():
    state = market_state()
    assert state.phase == MARKET
    assert legal(state, 0) == (A.ChooseFirstMerchant(1), A.ChooseFirstMerchant(2), A.ChooseFirstMerchant(3))
    state = play(state, 0, A.ChooseFirstMerchant(2))
    assert state.decisions[-1] == MarketTurns((2, 3, 1))
    assert legal(state, 0) == ()


def test_market_discards_face_up_then_one_pile_and_draw_back_to_six():
    state = play(market_state(), 0, A.ChooseFirstMerchant(1))
    state = set_player(state, 1, hand=cards("apple", 2) + cards("silk", 2) + cards("cheese", 2))
    deck_before = len(state.deck)
    state = play(state, 1, A.Exchange(("cheese", "silk", "silk")))
    p1 = state.players[1]
    assert p1.market_discards == ("cheese-01", "silk-01", "silk-02")
    assert len(p1.hand) == 6 and len(state.deck) == deck_before - 3
    assert state.discard == ()  # collected only when every merchant has gone
    state = play(state, 2, A.Exchange(()))
    state = play(state, 3, A.Exchange((good_of(state.players[3].hand[0]),)))
    assert state.phase == LOAD and len(state.discard) == 4
    assert state.discard[:3] == ("cheese-01", "silk-01", "silk-02")
    assert all(p.market_discards == () for p in state.players)
    assert isinstance(state.decisions[-1], LoadBags)
    assert set(state.decisions[-1].slots.seats) == {1, 2, 3}


def test_at_most_five_discards():
    state = play(market_state(), 0, A.ChooseFirstMerchant(1))
    state = set_player(state, 1, hand=cards("apple", 6))
    options = legal(state, 1)
    assert A.Exchange(("apple",) * 5) in options and A.Exchange(("apple",) * 6) not in options
    assert len(options) == 6  # keep all, or discard 1..5 apples


def test_empty_deck_is_rebuilt_from_the_old_discard_pile_only():
    state = play(market_state(), 0, A.ChooseFirstMerchant(1))
    state = set_player(state, 1, hand=cards("apple", 6))
    state = attrs.evolve(state, deck=("bread-01",), discard=cards("chicken", 4))
    state = play(state, 1, A.Exchange(("apple",) * 3))
    hand = state.players[1].hand
    assert "bread-01" in hand and sum(good_of(c) == "chicken" for c in hand) == 2
    assert len(state.deck) == 2 and state.discard == ()
    assert not any(good_of(c) == "apple" for c in state.deck)  # this market's discards wait


def test_loading_is_simultaneous_and_private():
    state = market_state()
    state = play_all(
        state, (0, A.ChooseFirstMerchant(1)), (1, A.Exchange(())), (2, A.Exchange(())), (3, A.Exchange(()))
    )
    state = set_player(state, 1, hand=cards("apple", 4) + cards("silk", 2))
    from rules.sheriff.rules import to_act

    assert to_act(state) == frozenset({1, 2, 3})
    assert A.LoadBag(()) not in legal(state, 1)
    assert all(1 <= len(a.goods) <= 5 for a in legal(state, 1))
    state = play(state, 1, A.LoadBag(("apple", "apple", "apple", "silk")))
    assert state.phase == LOAD and to_act(state) == frozenset({2, 3})
    other_view = state and __import__("rules.sheriff.view", fromlist=["view"]).view(state, 2)
    assert other_view.committed == (1,)
    assert "apple,apple,apple,silk" not in repr(other_view)
    with pytest.raises(IllegalAction):
        play(state, 1, A.LoadBag(("apple",)))
    state = play(state, 3, A.LoadBag((good_of(state.players[3].hand[0]),)))
    state = play(state, 2, A.LoadBag((good_of(state.players[2].hand[0]),)))
    assert state.phase == DECLARE
    assert state.players[1].bag == ("apple-01", "apple-02", "apple-03", "silk-01")
    assert state.players[1].hand == ("apple-04", "silk-02")
    assert state.decisions[-1] == Declarations((1, 2, 3))


def test_declaration_exact_count_one_legal_good_from_sheriffs_left():
    state = new_game(4, seed=3)
    state = with_sheriff(state, 2)
    state = play(state, 2, A.ChooseFirstMerchant(0))
    for seat in (0, 1, 3):
        state = play(state, seat, A.Exchange(()))
    for seat in (3, 0, 1):
        state = play(state, seat, A.LoadBag((good_of(state.players[seat].hand[0]),) * 1))
    assert state.decisions[-1] == Declarations((3, 0, 1))
    assert legal(state, 3) == tuple(A.Declare(g, 1) for g in ("apple", "cheese", "bread", "chicken"))
    state = play(state, 3, A.Declare("chicken", 1))
    assert state.players[3].declared_good == "chicken"
    with pytest.raises(IllegalAction):
        play(state, 0, A.Declare("pepper", 1))
    with pytest.raises(IllegalAction):
        play(state, 0, A.Declare("apple", 2))
    state = play_all(state, (0, A.Declare("apple", 1)), (1, A.Declare("cheese", 1)))
    assert state.phase == INSPECT


def test_no_bread_declaration_with_three_players():
    state = new_game(3, seed=2)
    s = state.sheriff
    merchants = state.merchants
    state = play(state, s, A.ChooseFirstMerchant(merchants[0]))
    for seat in merchants:
        state = play(state, seat, A.Exchange(()))
    for seat in merchants:
        state = play(state, seat, A.LoadBag((good_of(state.players[seat].hand[0]),)))
    assert A.Declare("bread", 1) not in legal(state, merchants[0])
    assert len(legal(state, merchants[0])) == 3


def test_end_of_round_refills_hands_and_passes_the_sheriff_left():
    from rules.sheriff.state import Promise
    from tests.sheriff.helpers import at_inspection

    state = with_sheriff(new_game(4, seed=5), 3)
    state = set_player(state, 0, hand=cards("apple", 2))
    state = attrs.evolve(state, promises=(Promise(0, 3, "repay_later", 1),))
    state = at_inspection(state, {0: (cards("cheese", 1), "cheese")})
    state = play(state, 3, A.PassBag(0))
    assert state.round_no == 2 and state.sheriff == 0 and state.phase == MARKET
    assert len(state.players[0].hand) == 6
    assert state.promises == ()  # promises lapse at the end of the round
    assert state.players[0].bag_status == "none" and state.players[0].times_sheriff == 1


def test_game_ends_after_everyone_was_sheriff_and_hands_are_discarded():
    from tests.sheriff.helpers import at_inspection

    state = new_game(3, seed=5)
    state = attrs.evolve(state, round_no=9, sheriff=0)
    state = at_inspection(state, {1: (cards("cheese", 1), "cheese")})
    hand_cards = state.players[2].hand
    state = play(state, 0, A.PassBag(1))
    assert state.phase == OVER and state.decisions == ()
    assert all(p.hand == () for p in state.players)
    assert set(hand_cards) <= set(state.discard)
    from rules.sheriff.game import GAME

    assert GAME.outcome(state) is not None and GAME.to_act(state) == frozenset()


def test_full_game_round_count_and_everyone_sheriff_n_times():
    from tests.sheriff.helpers import quick_game

    for players, times in ((3, 3), (4, 2), (5, 2)):
        state = quick_game(players, 21)
        assert [p.times_sheriff for p in state.players] == [times] * players
    state = quick_game(6, 21)  # six players: deputies, never a sheriff
    assert [p.times_sheriff for p in state.players] == [0] * 6 and state.round_no == 9


def test_six_players_can_run_the_deck_dry_and_the_game_still_ends():
    from rules.sheriff.game import GAME
    from rules.sheriff.rules import legal_actions, to_act

    # 9 deputy rounds x 4 full bags + 7-card hands need more than the 194 cards left after ten go
    state = new_game(6, 1, seven_card_hand=True, remove_ten=True)
    ran_dry = False
    while to_act(state):
        seat = min(to_act(state))
        moves = legal_actions(state, seat)
        loads = [m for m in moves if isinstance(m, A.LoadBag)]
        passes = [m for m in moves if isinstance(m, A.PassBag) or m == A.ChooseStance(False)]
        state = play(state, seat, max(loads, key=lambda m: len(m.goods)) if loads else (passes or [moves[0]])[0])
        ran_dry = ran_dry or (state.deck == () and state.discard == ())
    assert state.phase == OVER and GAME.outcome(state) is not None
    assert ran_dry


def test_a_round_without_cards_to_load_is_skipped():
    state = with_sheriff(new_game(4, seed=3), 0)
    state = attrs.evolve(state, deck=(), discard=(), players=tuple(attrs.evolve(p, hand=()) for p in state.players))
    state = play_all(
        state, (0, A.ChooseFirstMerchant(1)), (1, A.Exchange(())), (2, A.Exchange(())), (3, A.Exchange(()))
    )
    assert state.round_no == 2 and state.sheriff == 1 and state.phase == MARKET

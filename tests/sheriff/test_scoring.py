"""Scoring: David's 125 points, King/Queen ties, royal goods, the winner tie-break."""

from __future__ import annotations

import attrs

from rules.sheriff.scoring import bonus_shares, full_scores, outcome, scores
from rules.sheriff.state import OVER, PlayerState
from rules.sheriff.view import view
from tests.sheriff.helpers import cards, new_game


def game_with(stands, golds=None, **options):
    state = new_game(len(stands), **options)
    players = []
    for i, (legal, contraband) in enumerate(stands):
        gold = golds[i] if golds else 50
        players.append(PlayerState(gold=gold, stand_legal=legal, stand_contraband=contraband))
    return attrs.evolve(state, players=tuple(players), phase=OVER, decisions=())


def test_david_of_doncaster_scores_125():
    david = (
        cards("apple", 4) + cards("cheese", 6) + cards("bread", 1) + cards("chicken", 4),
        cards("pepper", 2) + cards("crossbow", 1),
    )
    # Two rivals tie for King of Apples, David alone is King of Cheese, nothing for him in Bread,
    # and he ties with one rival for Queen of Chickens (5 / 2 = 2).
    rival = (cards("apple", 5, 10) + cards("bread", 3, 10) + cards("chicken", 5, 10), ())
    other = (cards("apple", 5, 20) + cards("cheese", 2, 20) + cards("bread", 2, 20) + cards("chicken", 4, 20), ())
    state = game_with([david, rival, other, ((), ())], golds=[42, 0, 0, 0])
    line = scores(state)[0]
    assert dict(line.breakdown) == {
        "gold": 42,
        "legal goods": 45,
        "contraband": 21,
        "royal goods": 0,
        "king & queen": 17,
        "black market": 0,
    }
    assert line.total == 125


def test_king_and_queen_table_and_ties():
    assert bonus_shares((6, 4, 2), 15, 10) == (15, 10, 0)
    assert bonus_shares((4, 4, 1), 15, 10) == (12, 12, 0)  # tied Kings share 25, no Queen
    assert bonus_shares((3, 3, 3), 20, 10) == (10, 10, 10)
    assert bonus_shares((5, 4, 4), 10, 5) == (10, 2, 2)  # tied Queens share 5 -> 2 each
    assert bonus_shares((5, 3, 3, 3), 20, 10) == (20, 3, 3, 3)
    assert bonus_shares((2, 0, 0), 20, 10) == (20, 0, 0)  # nobody with zero cards is Queen
    assert bonus_shares((0, 0, 0), 20, 10) == (0, 0, 0)


def test_royal_goods_count_double_for_the_crown_gouda_example():
    will = (cards("cheese", 10), cards("gouda_cheese", 1))
    marian = (cards("cheese", 11, 20), ())
    state = game_with([will, marian, ((), ())], royal_goods=True)
    bonus = {line.seat: dict(line.breakdown)["king & queen"] for line in scores(state)}
    assert bonus[0] == 15 and bonus[1] == 10
    assert dict(scores(state)[0].breakdown)["royal goods"] == 6


def test_golden_apples_count_three():
    a = (cards("apple", 2), cards("golden_apples", 1))  # 5 apples
    b = (cards("apple", 4, 10), ())
    state = game_with([a, b, ((), ())], royal_goods=True)
    assert dict(scores(state)[0].breakdown)["king & queen"] == 20


def test_tie_break_on_legal_goods_cards():
    a = (cards("chicken", 1), cards("pepper", 1))  # 50 + 4 + 6 + King of Chickens 10
    b = (cards("apple", 2), cards("pepper", 1, 10))  # 40 + 4 + 6 + King of Apples 20
    state = game_with([a, b, ((), ())], golds=[50, 40, 0])
    lines = scores(state)
    assert lines[0].total == lines[1].total == 70
    assert outcome(state).winners == (1,)  # two legal cards beat one


def test_tie_break_on_contraband_then_shared():
    a = (cards("apple", 1), cards("pepper", 2))  # 50 + 2 + 12 + 15 (tied Kings)
    b = (cards("apple", 1, 10), cards("pepper", 1, 10))  # 56 + 2 + 6 + 15
    state = game_with([a, b, ((), ())], golds=[50, 56, 0])
    lines = scores(state)
    assert lines[0].total == lines[1].total == 79
    assert outcome(state).winners == (0,)
    b = (cards("apple", 1, 10), cards("pepper", 2, 10))
    state = game_with([a, b, ((), ())], golds=[50, 50, 0])
    assert outcome(state).winners == (0, 1)


def test_scores_are_live_and_public_standings_ignore_hidden_contraband():
    state = new_game(4)
    state = attrs.evolve(
        state,
        players=(
            PlayerState(gold=50, stand_legal=cards("apple", 3), stand_contraband=cards("green_apples", 1)),
            PlayerState(gold=50, stand_legal=cards("apple", 4, 10)),
            PlayerState(gold=50),
            PlayerState(gold=50),
        ),
    )
    assert dict(full_scores(state)[0].breakdown)["king & queen"] == 20  # 3 + 2 with the royal good
    # the public board does not know the face-down Green Apples: seat 1 is King with 4
    public = {line.seat: dict(line.breakdown) for line in scores(state)}
    assert public[0]["king & queen"] == 10 and public[0]["royal goods"] == 0 and public[1]["king & queen"] == 20
    assert {line.seat: line.total for line in view(state, 2).scores} == {
        s: line.total for s, line in enumerate(scores(state))
    }
    own = dict(view(state, 0).scores[0].breakdown)
    assert own["royal goods"] == 4 and own["king & queen"] == 20  # the owner counts their own cards
    apple = next(s for s in view(state, 2).standings if s.good == "apple")
    assert apple.counts == (3, 4, 0, 0) and apple.bonus == (10, 20, 0, 0)


def test_final_scores_reveal_everything():
    state = new_game(3)
    state = attrs.evolve(
        state,
        players=(
            PlayerState(gold=10, stand_contraband=cards("silk", 1)),
            PlayerState(gold=10),
            PlayerState(gold=10),
        ),
    )
    assert scores(state)[0].total == 10
    assert scores(attrs.evolve(state, phase=OVER, decisions=()))[0].total == 18

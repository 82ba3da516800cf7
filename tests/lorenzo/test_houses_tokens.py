"""Houses of Renaissance: special tokens (L623-633) and the special tower (L646-650)."""

from __future__ import annotations

import random

import attrs

from rules.core.serialize import to_plain
from rules.lorenzo import actions as A
from rules.lorenzo import rules as R
from rules.lorenzo.game import GAME
from rules.lorenzo.houses.play import draw_tokens, with_slot
from rules.lorenzo.houses.state import HIDDEN_TOKEN, FinalTokensFrame, GiveToken, GiveTokenFrame, SpendToken
from rules.lorenzo.state import OVER, BonusWorkFrame, PrivilegeFrame
from tests.lorenzo.helpers import play, with_player
from tests.lorenzo.houses_helpers import give_tokens, held, houses_game, put_special


def ready(seed: int = 1, **stock):
    state = houses_game(2, seed)
    seat = state.queue[0]
    state = attrs.evolve(state, dice=(6, 6, 6))
    return with_player(state, seat, **stock), seat


def test_a_token_is_spent_on_ones_turn_face_up_and_the_turn_goes_on():
    state, seat = ready(coin=0)
    state = give_tokens(state, seat, "tok-coins_3-1", "tok-harvest_3-1", "tok-privilege-1")
    legal = GAME.legal_actions(state, seat)
    assert {SpendToken("tok-coins_3-1"), SpendToken("tok-harvest_3-1"), SpendToken("tok-privilege-1")} <= set(legal)
    queue = state.queue
    state = play(state, SpendToken("tok-coins_3-1"), seat)
    assert state.players[seat].coin == 3 and state.players[seat].special_token == 2
    assert state.houses.spent == ("tok-coins_3-1",) and state.queue == queue
    state = play(state, SpendToken("tok-harvest_3-1"), seat)
    assert state.decisions[-1] == BonusWorkFrame(seat, "harvest", 3)
    state = play(state, A.SkipBonus(), seat)
    state = play(state, SpendToken("tok-privilege-1"), seat)
    assert isinstance(state.decisions[-1], PrivilegeFrame)


def test_token_faces_are_secret_to_the_other_seats():
    state, seat = ready()
    state = give_tokens(state, seat, "tok-vp_3-2")
    other = 1 - seat
    seen = GAME.view(state, other).state.houses
    assert seen.tokens[seat] == (HIDDEN_TOKEN,) and set(seen.pile) == {HIDDEN_TOKEN}
    assert "tok-vp_3-2" in GAME.secrets(state, other) and "tok-vp_3-2" not in GAME.secrets(state, seat)
    assert "tok-vp_3-2" not in str(to_plain(GAME, GAME.view(state, other)))
    assert GAME.view(state, seat).state.houses.tokens[seat] == ("tok-vp_3-2",)
    line = GAME.describe(SpendToken("tok-vp_3-2"), state, other, seat)
    assert "3 VP" in line  # spent face up: public from then on


def test_the_last_draw_reshuffles_the_discards():
    state, _seat = ready()
    pile = state.houses.pile
    state = with_slot(state, pile=pile[:2], spent=pile[2:5])
    state, drawn = draw_tokens(state, 2, random.Random(1))
    assert drawn == pile[:2]
    assert sorted(state.houses.pile) == sorted(pile[2:5]) and state.houses.spent == ()
    state = with_slot(state, pile=(), spent=())
    state, drawn = draw_tokens(state, 1, random.Random(1))
    assert drawn == ()  # none left anywhere: none (R18)


def test_tokens_gained_are_drawn_and_fewer_with_the_new_excommunication():
    state, seat = ready()
    state = R.set_player(state, R.E.gain(state.players[seat], {"special_token": 2}))
    state = R.advance(state, random.Random(0))
    assert len(held(state, seat)) == state.players[seat].special_token == 2
    state = with_player(state, seat, excoms=("xh1",))
    state = R.set_player(state, R.E.gain(state.players[seat], {"special_token": 2}))
    state = R.advance(state, random.Random(0))
    assert len(held(state, seat)) == 3


def test_a_token_cost_takes_any_tokens_the_payer_chooses():
    state, seat = ready()
    state = give_tokens(state, seat, "tok-coins_3-1", "tok-vp_3-1")
    state = R.set_player(state, R.E.pay(state.players[seat], {"special_token": 1}))
    state = R.advance(state, random.Random(0))
    assert state.decisions[-1] == GiveTokenFrame(seat)
    assert set(GAME.legal_actions(state, seat)) == {GiveToken("tok-coins_3-1"), GiveToken("tok-vp_3-1")}
    state = play(state, GiveToken("tok-coins_3-1"), seat)
    assert held(state, seat) == ("tok-vp_3-1",) and state.houses.spent[-1] == "tok-coins_3-1"


def test_tokens_are_spent_at_the_end_and_score_nothing():
    state, seat = ready()
    state = give_tokens(state, seat, "tok-vp_3-1")
    state = attrs.evolve(state, round=6, queue=(), phase="vatican")
    state = R.advance(state, random.Random(0))
    assert state.decisions[-1] == FinalTokensFrame(seat)
    total = GAME.scores(state)[seat].total
    kept = play(state, A.EndTurn(), seat)
    assert kept.phase == OVER and GAME.scores(kept)[seat].total == total
    spent = play(play(state, SpendToken("tok-vp_3-1"), seat), A.EndTurn(), seat)
    assert spent.phase == OVER and GAME.scores(spent)[seat].total == total + 3


def test_special_tower_floors_give_tokens_and_the_fee_applies():
    state, seat = ready(coin=20, wood=20, stone=20, servant=0)
    state = put_special(state, 2, 135)  # a venture: 2 wood, 1 stone, 3 servants
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (a.tower, a.floor, a.member) == ("special", 2, "black")
    )
    assert R.floor_value(state, "special", 2) == 5
    state = play(state, action, seat)
    assert "c135" in state.players[seat].cards and len(held(state, seat)) == 1  # floor 3: a token
    other = 1 - seat
    state = with_player(state, other, coin=3)
    state = attrs.evolve(state, queue=(other,) + state.queue, decisions=())
    takes = [a for a in GAME.legal_actions(state, other) if isinstance(a, A.PlaceTower) and a.tower == "special"]
    assert takes and R.tower_fee(state, state.players[other], "special") == 3


def test_excommunication_closes_the_special_tower():
    state, seat = ready(coin=20, wood=20, stone=20, excoms=("xh2",))
    assert not [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower) and a.tower == "special"]


# ---- the leaders that read special tokens (in play with the expansion) ----------------------------------


def lid(key):
    from rules.lorenzo.leaders import PREFIX

    return PREFIX + key


def test_maximilian_space_gives_three_tokens_and_five_vp():
    state, seat = ready(vp=0, leaders=(lid("maximilian_i"),))
    state = play(state, A.PlaceLeaderSpace("black", lid("maximilian_i"), 0), seat)
    assert state.players[seat].vp == 5 and len(held(state, seat)) == 3


def test_beatrice_pays_a_token_for_five_coins_or_five_vp():
    state, seat = ready(coin=0, leaders=(lid("beatrice_d_este"),))
    assert not [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.ActivateLeader)]
    state = give_tokens(state, seat, "tok-vp_3-1")
    options = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.ActivateLeader)]
    assert options == [A.ActivateLeader(lid("beatrice_d_este"), "0"), A.ActivateLeader(lid("beatrice_d_este"), "1")]
    state = play(state, options[0], seat)
    assert state.players[seat].coin == 5 and held(state, seat) == () and state.houses.spent[-1] == "tok-vp_3-1"


def test_ficino_draws_two_tokens_keeps_one():
    from rules.lorenzo.houses.state import KeepToken, KeepTokenFrame

    state, seat = ready(leaders=(lid("marsilio_ficino"),))
    two = state.houses.pile[:2]
    state = play(state, A.ActivateLeader(lid("marsilio_ficino")), seat)
    assert state.decisions[-1] == KeepTokenFrame(seat) and state.houses.peek == two
    assert set(two) <= GAME.secrets(state, 1 - seat) and not set(two) & GAME.secrets(state, seat)
    state = play(state, KeepToken(two[1]), seat)
    assert held(state, seat) == (two[1],) and state.houses.spent[-1] == two[0] and state.houses.peek == ()


def test_lucia_and_piero_requirements_count_tokens_held():
    state, seat = ready(
        cards=("c1", "c25", "c26", "c49", "c50", "c51"),
        vp=10,
        leader_hand=(lid("lucia_da_narni"), lid("piero_della_francesca")),
    )
    playable = {a.leader for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlayLeader)}
    assert lid("lucia_da_narni") in playable and lid("piero_della_francesca") not in playable
    state = give_tokens(state, seat, "tok-vp_3-1", "tok-vp_3-2", "tok-vp_3-3", "tok-coins_3-1")
    playable = {a.leader for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlayLeader)}
    assert lid("lucia_da_narni") not in playable and lid("piero_della_francesca") in playable


# ---- token costs paid with tokens of mixed kinds (issue 23) ---------------------------------------------


def answer_token_questions(state, seat):
    """Give the first token offered while the payer is asked; the question is never open with nothing to give."""
    while state.decisions and state.decisions[-1] == GiveTokenFrame(seat):
        legal = GAME.legal_actions(state, seat)
        assert len(legal) >= 2, "asked which tokens go with no choice left"
        state = play(state, legal[0], seat)
    return state


def take_141_with_tokens(state, seat):
    """Card 141 on the special tower's ground floor, paid with its 5-token cost (it also costs 10 coins)."""
    state = put_special(state, 0, 141)
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower)
        and (a.tower, a.floor, a.member) == ("special", 0, "black")
        and dict(a.payment) == {"special_token": 5}
    )
    return play(state, action, seat)


def test_card_141_paid_with_five_tokens_of_mixed_kinds():
    """L631: "토큰에 표시된 기호와 상관없이, 단순히 필요한 특수 토큰의 개수를 내면 됩니다" (the number of tokens,
    whatever they show). 3 tokens of each kind exist, so 5 tokens always mix kinds; all 5 go at once (no
    question with nothing to choose), and the game goes on."""
    state, seat = ready(coin=0, military=0)
    five = ("tok-coins_3-1", "tok-coins_3-2", "tok-vp_3-1", "tok-harvest_3-1", "tok-privilege-1")
    state = give_tokens(state, seat, *five)
    state = take_141_with_tokens(state, seat)
    assert "c141" in state.players[seat].cards and state.players[seat].military == 2
    assert held(state, seat) == () and state.players[seat].special_token == 0
    assert set(five) <= set(state.houses.spent)
    assert GiveTokenFrame(seat) not in state.decisions
    (actor,) = GAME.to_act(state)
    assert GAME.legal_actions(state, actor)


def test_card_141_from_more_tokens_asks_which_until_the_rest_is_forced():
    """L631: seven tokens of three kinds, 5 to pay: the payer chooses while a choice is left; once the tokens
    still owed are forced, they go and the question closes, leaving exactly 2."""
    state, seat = ready(coin=0)
    seven = (
        "tok-vp_3-1",
        "tok-vp_3-2",
        "tok-vp_3-3",
        "tok-coins_3-1",
        "tok-coins_3-2",
        "tok-harvest_3-1",
        "tok-harvest_3-2",
    )
    state = give_tokens(state, seat, *seven)
    state = take_141_with_tokens(state, seat)
    assert state.decisions[-1] == GiveTokenFrame(seat)
    state = answer_token_questions(state, seat)
    assert GiveTokenFrame(seat) not in state.decisions
    assert len(held(state, seat)) == state.players[seat].special_token == 2
    assert sorted(held(state, seat) + state.houses.spent[-5:]) == sorted(seven)


def test_card_110_leader_play_with_three_mixed_tokens():
    """L631: "토큰에 표시된 기호와 상관없이, 단순히 필요한 특수 토큰의 개수를 내면 됩니다". Card 110's production
    pays 3 tokens for a leader played whatever its requirements; with exactly 3 tokens of two kinds all of
    them go, and the leader is asked for at once."""
    from rules.lorenzo.state import FreeLeaderFrame

    state, seat = ready(cards=("c110",))
    state = give_tokens(state, seat, "tok-vp_3-1", "tok-vp_3-2", "tok-coins_3-1")
    state = R.start_work(state, seat, "production", 5)
    state = play(state, A.Exchange("c110", 1), seat)
    assert held(state, seat) == () and state.players[seat].special_token == 0
    assert isinstance(state.decisions[-1], FreeLeaderFrame) and GiveTokenFrame(seat) not in state.decisions
    assert GAME.legal_actions(state, seat)


def test_card_110_the_question_closes_once_the_rest_is_alike():
    """L631: 4 tokens (2 alike), 3 to pay: the payer picks; after a coins token and a harvest token, the last
    token owed is one of two alike VP tokens: it goes without a question, and the leader comes next."""
    from rules.lorenzo.state import FreeLeaderFrame

    state, seat = ready(cards=("c110",))
    state = give_tokens(state, seat, "tok-vp_3-1", "tok-vp_3-2", "tok-coins_3-1", "tok-harvest_3-1")
    state = R.start_work(state, seat, "production", 5)
    state = play(state, A.Exchange("c110", 1), seat)
    assert state.decisions[-1] == GiveTokenFrame(seat)
    assert set(GAME.legal_actions(state, seat)) == {
        GiveToken("tok-vp_3-1"),
        GiveToken("tok-coins_3-1"),
        GiveToken("tok-harvest_3-1"),
    }
    state = play(state, GiveToken("tok-coins_3-1"), seat)
    assert set(GAME.legal_actions(state, seat)) == {GiveToken("tok-vp_3-1"), GiveToken("tok-harvest_3-1")}
    state = play(state, GiveToken("tok-harvest_3-1"), seat)
    assert GiveTokenFrame(seat) not in state.decisions
    assert len(held(state, seat)) == state.players[seat].special_token == 1
    assert held(state, seat)[0].startswith("tok-vp_3")
    assert isinstance(state.decisions[-1], FreeLeaderFrame) and GAME.legal_actions(state, seat)


def test_seed_691_five_seat_game_runs_to_the_end():
    """The audit's frozen game (`meeple selfplay lorenzo --players 5 --seed 691`, leaders and Houses): card 141
    was paid with 5 tokens of mixed kinds and no seat had a legal action."""
    from rules.core.options import config_for
    from rules.core.selfplay import play_bots

    config = config_for(GAME, 5, {"leaders": True, "houses_of_renaissance": True})
    result = play_bots(GAME, config, 691, ("random",) * 5)
    assert result["end"] != "in progress" and result["winners"]


# ---- an empty supply is remade from the discards (L629, ruling R18) -------------------------------------


def test_an_empty_supply_is_remade_from_the_discards_and_drawing_goes_on():
    """L629: "공급처에서 마지막 토큰을 뽑으면, 버려진 모든 토큰을 뒷면으로 섞어 새로운 공급처를 만듭니다" --
    the supply's last token went while none lay discarded; tokens spent since are the new supply when a gain
    finds it empty (R18: a gain gives nothing only when no token is left, drawn or discarded)."""
    state, seat = ready(vp=0, leaders=(lid("maximilian_i"),))
    spent = state.houses.pile[:5]
    state = with_slot(state, pile=(), spent=spent)
    action = A.PlaceLeaderSpace("black", lid("maximilian_i"), 0)  # 3 tokens and 5 VP
    after = play(state, action, seat)
    assert len(held(after, seat)) == after.players[seat].special_token == 3
    assert set(held(after, seat)) <= set(spent)
    assert sorted(held(after, seat) + after.houses.pile) == sorted(spent) and after.houses.spent == ()
    assert play(state, action, seat) == after  # shuffled with the ply's rng: a replay draws the same


def test_draw_remakes_an_empty_pile_mid_draw():
    """L629 in draw_tokens itself: an empty pile and 2 discards, 3 to draw: the discards are shuffled into the
    pile and drawn; the third finds nothing anywhere (R18)."""
    state, _seat = ready()
    two = state.houses.pile[:2]
    state = with_slot(state, pile=(), spent=two)
    state, drawn = draw_tokens(state, 3, random.Random(5))
    assert sorted(drawn) == sorted(two) and state.houses.pile == () and state.houses.spent == ()

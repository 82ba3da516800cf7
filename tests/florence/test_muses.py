"""Muses & Ladies: the character auction and the rulebook's examples (L638, L644, L652-657, L663, L669)."""

from __future__ import annotations

import attrs

from rules.florence import actions as A
from rules.florence.game import GAME
from rules.florence.state import (
    ACTIONS,
    CHARACTERS,
    CharacterFrame,
    DrawFrame,
    LastFrame,
    MerchantFrame,
    OpenFrame,
    Pawn,
    ProfessorFrame,
    TurnFrame,
    WorkFrame,
)
from rules.florence.turns import LADY, end_round, lady_value
from tests.florence.helpers import action_turn, drafted, play, play_all, prof, set_player, tile


def muses(players: int = 3):
    return drafted(players, start=0, muses_and_ladies=True)


def to_characters(state):
    """Everyone gives up the normal auction: the character auction starts with the start player."""
    for seat in range(len(state.players)):
        if state.phase != CHARACTERS:
            state = play(
                state,
                state.decisions[-1].actor,
                A.GiveUp() if isinstance(state.decisions[-1], OpenFrame) else A.DeclineLast(),
            )
    assert state.phase == CHARACTERS and state.decisions == (CharacterFrame(0),)
    return state


def test_no_selling_prestige_with_muses_and_ladies() -> None:
    state = set_player(muses(), 0, prestige=5)
    assert A.SellPrestige() not in GAME.legal_actions(state, 0)
    assert A.SellPrestige() not in GAME.legal_actions(action_turn(state, 0), 0)


def test_pawns_outbid_and_win_when_their_turn_comes_back() -> None:
    state = to_characters(muses())
    legal = GAME.legal_actions(state, 0)
    assert A.PlacePawn("merchant", 6) in legal and A.PlacePawn("banker", 0) in legal
    assert A.PlacePawn("banker", 6) not in legal  # the Banker's spaces end at 5
    state = play(state, 0, A.PlacePawn("merchant", 6))
    assert A.PlacePawn("merchant", 6) not in GAME.legal_actions(state, 1)  # higher spaces only
    state = play(state, 1, A.PlacePawn("merchant", 7))
    assert state.characters.pawns == (Pawn("merchant", 1, 7),)  # seat 0's pawn came back
    state = play(state, 2, A.PassCharacters())
    state = play(state, 0, A.PlacePawn("cardinal", 3))
    # seat 1's pawn is still there when its turn comes: it wins the Merchant for 700
    florins = drafted(3).players[1].florins
    assert "merchant" in state.players[1].characters and state.players[1].florins == florins - 700
    # seat 2 passed, seat 1 won: seat 0 wins the Cardinal; the action phase starts with 3 actions for it
    assert "cardinal" in state.players[0].characters
    assert state.phase == ACTIONS and state.decisions == (TurnFrame(0, 3),)


def test_the_rulebook_banker_example() -> None:
    """L638: nobody takes the Banker in round 1 (700 on it); in round 2 it is won for 200 and pays 700."""
    state = to_characters(muses())
    state = play_all(state, (0, A.PassCharacters()), (1, A.PassCharacters()), (2, A.PassCharacters()))
    assert state.characters.pot == 700
    state = attrs.evolve(
        state,
        phase=CHARACTERS,
        round=2,
        decisions=(CharacterFrame(2),),
        characters=attrs.evolve(state.characters, pawns=(), passed=(), won=("", "", ""), next_seat=2, banker_won=False),
    )
    florins = state.players[2].florins
    state = play_all(state, (2, A.PlacePawn("banker", 2)), (0, A.PassCharacters()), (1, A.PassCharacters()))
    assert state.players[2].florins == florins - 200 + 700
    assert state.characters.pot == 600 and "banker" not in state.players[2].characters


def test_a_round_7_banker_turns_florins_into_prestige_at_the_end() -> None:
    state = set_player(muses(), 0, characters=("banker",), florins=1300, prestige=10)
    state = attrs.evolve(state, round=7, best_work=(0, 0, 0))
    after = end_round(state)
    assert (after.players[0].prestige, after.players[0].florins) == (16, 100)


def test_the_rulebook_merchant_rank_example() -> None:
    """L652-657: 5 players, three tied for 2nd: ranks 1, 2, 2, 2, 5; the 4th-placed... here the last gains 5."""
    state = drafted(5, muses_and_ladies=True)
    for seat, prestige in enumerate((20, 15, 15, 15, 9)):
        state = set_player(state, seat, prestige=prestige)
    from rules.florence.characters import rank

    assert [rank(state, s) for s in range(5)] == [1, 2, 2, 2, 5]
    state = action_turn(set_player(state, 4, characters=("merchant",)), 4)
    assert A.MerchantRank() in GAME.legal_actions(state, 4)
    state = play(state, 4, A.MerchantRank())
    assert state.players[4].prestige == 14 and state.players[4].characters == ()


def test_the_merchant_frees_an_item_won_at_auction() -> None:
    state = set_player(muses(), 1, characters=("merchant",))
    florins = state.players[1].florins
    state = play_all(state, (0, A.OpenAuction("jester")), (1, A.Bid(300)), (2, A.Pass()), (0, A.Pass()))
    assert state.decisions[-1] == MerchantFrame(1, 300)
    state = play(state, 1, A.MerchantFree())
    assert state.players[1].florins == florins and state.players[1].characters == ()


def test_cardinal_gives_a_third_action_but_freedom_stays_once() -> None:
    """L644: build, freedom and a work in one turn."""
    state = muses()
    state = set_player(
        state,
        0,
        characters=("cardinal",),
        florins=5000,
        hand=(prof("mathematician"),) + state.players[0].hand,
        freedoms=("religion",),
        jesters=2,
    )
    state = attrs.evolve(state, phase=ACTIONS, auction=None, turns_done=0, decisions=())
    from rules.florence.turns import next_frame

    state = next_frame(state)
    assert state.decisions == (TurnFrame(0, 3),)
    state = play(state, 0, A.Build("university"))
    state = play(state, 0, next(a for a in GAME.legal_actions(state, 0) if isinstance(a, A.PlaceTile)))
    state = play(state, 0, A.TakeFreedom("opinion"))
    assert not any(isinstance(a, A.TakeFreedom) for a in GAME.legal_actions(state, 0))
    state = play(state, 0, A.Work(prof("mathematician")))
    assert isinstance(state.decisions[-1], WorkFrame)


def test_the_rulebook_muse_example() -> None:
    """L663: round 6 with the Muse, each of two works gains 6."""
    state = set_player(muses(), 0, hand=(prof("poet"), prof("philosopher")), jesters=8, front=())
    state = action_turn(state, 0, round_=6)
    for card in (prof("poet"), prof("philosopher")):
        plain = play_all(set_player(state, 0, characters=()), (0, A.Work(card)), (0, A.FinishWork(0)))
        muse = play_all(set_player(state, 0, characters=("muse",)), (0, A.Work(card)), (0, A.FinishWork(0)))
        assert muse.best_work[0] == plain.best_work[0] + 6
        assert muse.players[0].florins == plain.players[0].florins + 600
    # the Muse serves this round only
    after = end_round(attrs.evolve(set_player(state, 0, characters=("muse", "lady")), best_work=(0, 0, 0)))
    assert after.players[0].characters == ("lady",)


def test_the_rulebook_lady_example() -> None:
    """L669: 2 forests, 1 lake, a laboratory, a library and 3 profession cards: work value 16."""
    state = muses()
    tiles = (
        tile("forest", 0, 0, 0),
        tile("forest", 0, 0, 3),
        tile("lake", 0, 2, 0),
        tile("laboratory", 0, 4, 3),
        tile("library", 0, 2, 3),
    )
    state = set_player(
        state,
        0,
        tiles=tiles,
        hand=(prof("poet"), prof("actor")),
        front=(prof("singer"),),
        builders=0,
        characters=("lady",),
        bonus=(),
    )
    assert lady_value(state.players[0]) == 16
    state = action_turn(state, 0, round_=4)
    state = play(state, 0, A.LadyWork())
    assert state.decisions[-1] == WorkFrame(0, LADY) and state.decisions[-2] == TurnFrame(0, 1)
    assert not any(isinstance(a, A.AddBonus) for a in GAME.legal_actions(state, 0))
    state = play(state, 0, A.FinishWork(0))
    assert state.best_work[0] == 16 and state.players[0].characters == ()


def test_the_professor_draws_for_free_now_or_later() -> None:
    state = to_characters(muses())
    florins = state.players[0].florins
    state = play_all(state, (0, A.PlacePawn("professor", 3)), (1, A.PassCharacters()), (2, A.PassCharacters()))
    assert state.decisions[-1] == ProfessorFrame(0)
    state = play(state, 0, A.UseProfessor("bonus"))
    assert isinstance(state.decisions[-1], DrawFrame) and state.decisions[-1].deck == "bonus"
    assert state.players[0].florins == florins - 300  # the bid only, the draw is free
    assert "professor" in state.characters.unavailable


def test_a_round_7_professor_is_used_before_the_end() -> None:
    """Ruling R11."""
    state = set_player(muses(), 1, characters=("professor",))
    state = attrs.evolve(state, round=7, best_work=(0, 0, 0))
    after = end_round(state)
    assert after.decisions == (ProfessorFrame(1, later=False),)
    after = play(after, 1, A.UseProfessor("prestige"))
    while after.decisions:
        after = play(after, 1, GAME.legal_actions(after, 1)[0])
    assert GAME.outcome(after) is not None and len(after.players[1].prestige_cards) == 1


def test_r11_the_muse_adds_to_a_lady_work() -> None:
    state = muses()
    state = set_player(
        state,
        0,
        tiles=(tile("forest", 0, 0, 0), tile("lake", 0, 2, 0)),
        builders=2,
        characters=("lady", "muse"),
        bonus=(),
    )
    state = action_turn(state, 0, round_=2)
    plain = lady_value(state.players[0])
    state = play_all(state, (0, A.LadyWork()), (0, A.FinishWork(0)))
    assert state.best_work[0] == plain + 2


def test_r11_no_merchant_discount_on_the_last_purchase() -> None:
    state = set_player(muses(), 2, characters=("merchant",))
    state = play_all(state, (0, A.OpenAuction("jester")), (1, A.Pass()), (2, A.Pass()))
    state = play_all(state, (1, A.OpenAuction("builder")), (2, A.Pass()))
    assert state.decisions[-1] == LastFrame(2)
    florins = state.players[2].florins
    state = play(state, 2, A.BuyLast("prestige"))
    assert not any(isinstance(f, MerchantFrame) for f in state.decisions)
    assert state.players[2].florins == florins - 200


def test_r11_a_round_7_merchant_gives_its_rank_at_the_end() -> None:
    state = set_player(muses(), 2, characters=("merchant",), prestige=1)
    state = set_player(state, 0, prestige=9)
    state = attrs.evolve(state, round=7, best_work=(0, 0, 0))
    after = end_round(state)
    assert after.players[2].prestige == 1 + 2  # 2nd behind seat 0, tied with seat 1 at... 0 < 1: 2nd


def test_l654_paying_with_the_merchant_gives_its_rank_at_once() -> None:
    """L654: the winner chooses: the item free, or pay for it and take the rank prestige (not lost later)."""
    state = set_player(muses(), 1, characters=("merchant",))
    state = set_player(state, 0, prestige=5)
    florins = state.players[1].florins
    state = play_all(state, (0, A.OpenAuction("jester")), (1, A.Bid(300)), (2, A.Pass()), (0, A.Pass()))
    assert state.decisions[-1] == MerchantFrame(1, 300)
    state = play(state, 1, A.MerchantPay())
    player = state.players[1]
    assert player.florins == florins - 300 and player.jesters == 1
    assert player.prestige == 2 and player.characters == ()  # 2nd behind seat 0, tied with seat 2


def test_merchant_and_professor_are_usable_during_the_next_normal_auction() -> None:
    """L625, L654: both last until the next character auction, so the normal auction before it offers them."""
    state = set_player(muses(), 0, characters=("merchant", "professor"), prestige=1)
    legal = GAME.legal_actions(state, 0)
    assert A.MerchantRank() in legal and A.UseProfessor("bonus") in legal and A.UseProfessor("prestige") in legal
    state = play(state, 0, A.MerchantRank())
    assert state.players[0].prestige == 1 + 1 and state.decisions == (OpenFrame(0),)
    state = play(state, 0, A.OpenAuction("jester"))
    state = play(state, 1, A.Bid(300))
    state = play(state, 2, A.Pass())
    assert state.decisions[-1].actor == 0 and A.UseProfessor("bonus") in GAME.legal_actions(state, 0)
    state = play(state, 0, A.UseProfessor("bonus"))
    draw = state.decisions[-1]
    assert isinstance(draw, DrawFrame) and draw.actor == 0 and len(draw.cards) == 5
    state = play(state, 0, A.KeepCard(draw.cards[0]))
    for card in draw.cards[1:4]:
        state = play(state, 0, A.PutUnder(card))
    # the bid waits underneath and goes on where it stood
    assert state.players[0].bonus == (draw.cards[0],) and state.players[0].characters == ()
    assert state.decisions[-1].actor == 0 and state.decisions[-1].high == 300


def test_l627_a_used_card_is_out_of_this_auction_and_unused_cards_return_at_the_next() -> None:
    """L627: the Professor used at once is face down for the rest of this character auction; at the next
    character auction every card comes back, and a card still held unused (the Lady) returns to the table."""
    state = to_characters(muses())
    state = play(state, 0, A.PlacePawn("professor", 3))
    state = play_all(state, (1, A.PlacePawn("lady", 3)), (2, A.PassCharacters()))
    state = play(state, 0, A.UseProfessor("bonus"))  # seat 0 won it on its turn and uses it at once
    draw = state.decisions[-1]
    state = play(state, 0, A.KeepCard(draw.cards[0]))
    while isinstance(state.decisions[-1], DrawFrame):
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    # seat 0 is done; seat 1 wins the Lady on its turn; nobody may bid on the used Professor meanwhile
    from rules.florence import characters

    assert "professor" in state.characters.unavailable
    assert "professor" not in {a.character for a in characters.legal(state, 2) if isinstance(a, A.PlacePawn)}
    assert state.phase == ACTIONS and "lady" in state.players[1].characters
    # the next character auction: the Lady (never used) went back, every card may be bid on again
    state = characters.start(attrs.evolve(state, round=2))
    assert all(p.characters == () for p in state.players) and state.characters.unavailable == ()
    legal = {
        a.character
        for a in GAME.legal_actions(attrs.evolve(state, decisions=(CharacterFrame(0),)), 0)
        if isinstance(a, A.PlacePawn)
    }
    assert legal == {"banker", "cardinal", "merchant", "muse", "lady", "professor"}

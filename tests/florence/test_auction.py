"""The auction phase: the rulebook example (L151-159), openings, the last purchase, items, rulings R1-R2."""

from __future__ import annotations

import pytest

from rules.core.engine import IllegalAction
from rules.florence import actions as A
from rules.florence.game import GAME
from rules.florence.state import (
    ACTIONS,
    BidFrame,
    DrawFrame,
    LastFrame,
    OpenFrame,
    PlaceFrame,
    RecruitFrame,
    TurnFrame,
)
from tests.florence.helpers import drafted, play, play_all, prof, set_player, tile


def first_spot(state, seat):
    return next(a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTile))


def test_the_rulebook_auction_example() -> None:
    """L151-159: four players; park at 200, jester at 700, forest at 600, the last buys a builder at 200."""
    state = drafted(4, start=0)
    florins = [p.florins for p in state.players]
    assert state.decisions == (OpenFrame(0),)
    state = play_all(state, (0, A.OpenAuction("park")), (1, A.Pass()), (2, A.Pass()), (3, A.Pass()))
    assert state.decisions[-1] == PlaceFrame(0, ("park",))
    state = play(state, 0, first_spot(state, 0))
    assert state.players[0].florins == florins[0] - 200
    assert [t.piece for t in state.players[0].tiles] == ["park"]
    # (2) the opener's left neighbour opens the jester; 1, 2, 3 raise by exactly 100 each time
    assert state.decisions == (OpenFrame(1),)
    state = play_all(
        state,
        (1, A.OpenAuction("jester")),
        (2, A.Bid(300)),
        (3, A.Bid(400)),
        (1, A.Bid(500)),
        (2, A.Bid(600)),
        (3, A.Bid(700)),
        (1, A.Pass()),
        (2, A.Pass()),
    )
    assert state.players[3].jesters == 1 and state.players[3].florins == florins[3] - 700
    # (3) seat 1 lost its own auction, so it opens again
    assert state.decisions == (OpenFrame(1),)
    state = play_all(
        state,
        (1, A.OpenAuction("forest")),
        (2, A.Bid(300)),
        (1, A.Bid(400)),
        (2, A.Bid(500)),
        (1, A.Bid(600)),
        (2, A.Pass()),
    )
    state = play(state, 1, first_spot(state, 1))
    assert state.players[1].florins == florins[1] - 600
    # (4) the only seat without an item buys one at the starting bid, without an auction
    assert state.decisions == (LastFrame(2),)
    legal = GAME.legal_actions(state, 2)
    assert {a.item for a in legal if isinstance(a, A.BuyLast)} == {"lake", "builder", "prestige", "recruitment"}
    state = play(state, 2, A.BuyLast("builder"))
    assert state.players[2].builders == 1 and state.players[2].florins == florins[2] - 200
    assert state.phase == ACTIONS and state.decisions == (TurnFrame(0, 2),)


def test_bids_are_exactly_100_more_and_never_above_the_purse() -> None:
    state = drafted(3, start=0)
    state = set_player(state, 1, florins=300)
    state = play(state, 0, A.OpenAuction("jester"))
    assert GAME.legal_actions(state, 1) == (A.Bid(300), A.Pass())
    state = play(state, 1, A.Bid(300))
    assert A.Bid(400) in GAME.legal_actions(state, 2)
    state = play_all(state, (2, A.Bid(400)), (0, A.Pass()))
    # seat 1 holds 300 and no prestige: its pass is forced, and seat 2 wins at 400
    assert state.players[2].jesters == 1


def test_selling_prestige_mid_auction_pays_for_a_higher_bid() -> None:
    state = drafted(3, start=0)
    state = set_player(state, 1, florins=300, prestige=2)
    state = play_all(state, (0, A.OpenAuction("jester")), (1, A.Bid(300)), (2, A.Bid(400)), (0, A.Pass()))
    assert GAME.legal_actions(state, 1) == (A.Pass(), A.SellPrestige())
    state = play(state, 1, A.SellPrestige())
    assert (state.players[1].prestige, state.players[1].florins) == (1, 400)
    assert A.Bid(500) not in GAME.legal_actions(state, 1)
    state = play(state, 1, A.SellPrestige())
    assert A.Bid(500) in GAME.legal_actions(state, 1)


def test_the_opener_may_give_up_the_whole_phase() -> None:
    state = drafted(3, start=0)
    state = play(state, 0, A.GiveUp())
    assert state.decisions == (OpenFrame(1),)
    state = play_all(state, (1, A.OpenAuction("jester")), (2, A.Pass()))
    # seat 0 gave up and seat 1 won: seat 2 is the last seat without an item
    assert state.decisions == (LastFrame(2),)
    state = play(state, 2, A.DeclineLast())
    assert state.phase == ACTIONS
    assert state.players[2].florins == drafted(3).players[2].florins


def test_a_won_item_cannot_be_opened_again_this_round() -> None:
    state = drafted(4, start=0)
    state = play_all(state, (0, A.OpenAuction("jester")), (1, A.Pass()), (2, A.Pass()), (3, A.Pass()))
    assert A.OpenAuction("jester") not in GAME.legal_actions(state, 1)


def test_second_and_third_builder_give_3_prestige() -> None:
    state = drafted(3, start=0)
    for builders, gain in ((0, 0), (1, 3), (2, 3)):
        s = set_player(state, 0, builders=builders)
        s = play_all(s, (0, A.OpenAuction("builder")), (1, A.Pass()), (2, A.Pass()))
        assert (s.players[0].builders, s.players[0].prestige) == (builders + 1, gain)


def test_r1_no_fourth_builder_and_no_unplaceable_landscape() -> None:
    state = drafted(3, start=0)
    lakes = tuple(tile("lake", 0, r, c) for r in (0, 2) for c in (0, 2, 4)) + (
        tile("lake", 0, 5, 3),
        tile("lake", 0, 5, 5),
    )
    # row 4 and column 6 are free: no 2x2 lake and no S-shaped forest fits any more, an L-shaped park does
    state = set_player(state, 0, builders=3, tiles=lakes)
    opens = {a.item for a in GAME.legal_actions(state, 0) if isinstance(a, A.OpenAuction)}
    assert opens == {"park", "jester", "prestige", "recruitment"}
    state = play(state, 0, A.GiveUp())
    state = play(state, 1, A.OpenAuction("builder"))
    assert GAME.legal_actions(state, 2)  # seat 2 may bid; seat 0 is out anyway
    assert 0 not in GAME.to_act(state)


def test_a_second_landscape_of_a_type_gives_3_prestige_but_another_type_does_not() -> None:
    """L174-180: only a repeated type scores."""
    state = drafted(3, start=0)
    state = set_player(state, 0, tiles=(tile("lake", 0, 0, 0),))
    s = play_all(state, (0, A.OpenAuction("forest")), (1, A.Pass()), (2, A.Pass()))
    s = play(s, 0, first_spot(s, 0))
    assert s.players[0].prestige == 0
    s = play_all(state, (0, A.OpenAuction("lake")), (1, A.Pass()), (2, A.Pass()))
    s = play(s, 0, first_spot(s, 0))
    assert s.players[0].prestige == 3


def test_prestige_card_draw_keeps_one_and_orders_the_rest_under() -> None:
    state = drafted(3, start=0)
    top5 = state.prestige_deck[:5]
    state = play_all(state, (0, A.OpenAuction("prestige")), (1, A.Pass()), (2, A.Pass()))
    assert state.decisions[-1] == DrawFrame(0, "prestige", top5)
    state = play(state, 0, A.KeepCard(top5[2]))
    assert state.players[0].prestige_cards == (top5[2],)
    order = (top5[4], top5[0], top5[3])
    for card in order:
        state = play(state, 0, A.PutUnder(card))
    # the last card goes under by itself
    assert state.prestige_deck[-4:] == order + (top5[1],)
    assert len(state.prestige_deck) == 13


def test_two_players_open_at_300_and_the_winner_picks_the_landscape() -> None:
    state = drafted(2, start=0)
    assert state.players[0].florins == 2500
    opens = {a.item for a in GAME.legal_actions(state, 0) if isinstance(a, A.OpenAuction)}
    assert opens == {"landscape", "jester", "builder", "prestige", "recruitment"}
    state = play_all(state, (0, A.OpenAuction("landscape")), (1, A.Pass()))
    assert state.decisions[-1] == PlaceFrame(0, ("forest", "lake", "park"))
    pieces = {a.piece for a in GAME.legal_actions(state, 0)}
    assert pieces == {"forest", "lake", "park"}
    state = play(state, 0, next(a for a in GAME.legal_actions(state, 0) if a.piece == "park"))
    assert state.players[0].florins == 2200
    # r2: the last purchase of a 2-player game costs the starting bid, 300
    assert state.decisions == (LastFrame(1),)
    state = play(state, 1, A.BuyLast("jester"))
    assert state.players[1].florins == 2200


def test_recruitment_won_at_auction_may_be_used_at_once() -> None:
    state = drafted(3, start=0)
    state = set_player(state, 1, front=(prof("poet"),))
    state = play_all(state, (0, A.OpenAuction("recruitment")), (1, A.Pass()), (2, A.Pass()))
    assert state.decisions[-1] == RecruitFrame(0)
    assert GAME.legal_actions(state, 0) == (A.Recruit(1, prof("poet")), A.KeepRecruitment())
    state = play(state, 0, A.Recruit(1, prof("poet")))
    assert prof("poet") in state.players[0].hand
    assert state.players[1].front == ("recruit-1",)


def test_illegal_bids_are_refused() -> None:
    state = drafted(3, start=0)
    state = play(state, 0, A.OpenAuction("jester"))
    with pytest.raises(IllegalAction):
        play(state, 1, A.Bid(400))
    with pytest.raises(IllegalAction):
        play(state, 2, A.Pass())  # not seat 2's turn to bid
    assert isinstance(state.decisions[-1], BidFrame)


def test_r2_the_two_player_last_purchase_costs_the_starting_bid_300() -> None:
    """Ruling R2: L143's 200 is the starting bid, which L447 makes 300 with two players."""
    state = drafted(2, start=1)
    state = play_all(state, (1, A.OpenAuction("jester")), (0, A.Pass()))
    assert state.decisions == (LastFrame(0),)
    florins = state.players[0].florins
    state = play(state, 0, A.BuyLast("builder"))
    assert state.players[0].florins == florins - 300 and state.players[0].builders == 1
    # with 3 or more players it is the usual 200
    three = play_all(
        drafted(3, start=0),
        (0, A.OpenAuction("jester")),
        (1, A.Pass()),
        (2, A.Pass()),
        (1, A.OpenAuction("park")),
        (2, A.Pass()),
    )
    three = play(three, 1, next(a for a in GAME.legal_actions(three, 1) if isinstance(a, A.PlaceTile)))
    assert three.decisions == (LastFrame(2),)
    florins = three.players[2].florins
    three = play(three, 2, A.BuyLast("builder"))
    assert three.players[2].florins == florins - 200

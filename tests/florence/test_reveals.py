"""Undo barriers: draws, the automa's cards, the settled draft and answered offers reveal; a bid does not."""

from __future__ import annotations

from rules.florence import actions as A
from rules.florence.game import GAME
from tests.florence.helpers import action_turn, drafted, play, set_player


def test_bids_reveal_nothing_but_draws_do() -> None:
    state = drafted(3, start=0)
    after = play(state, 0, A.OpenAuction("jester"))
    assert not GAME.reveals(state, A.OpenAuction("jester"), after)
    turn = action_turn(set_player(state, 0, florins=1000), 0)
    drawn = play(turn, 0, A.DrawBonus())
    assert GAME.reveals(turn, A.DrawBonus(), drawn)


def test_the_draft_reveals_when_settled() -> None:
    from tests.florence.helpers import new_game

    state = new_game(3)
    action = A.ReturnCard(state.players[0].hand[0])
    assert GAME.reveals(state, action, play(state, 0, action))

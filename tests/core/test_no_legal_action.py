"""A frozen game (a seat to act with no legal action) fails loudly, where it happens.

The fake game (tests/core/frozengame.py) is the tiny "high card" game with one rules bug:
from `frozen_round` on, seat 1 is to act but is offered nothing.
"""

from __future__ import annotations

import pickle

import pytest

from rules.core.conformance import check_can_act, play_random_game
from rules.core.engine import IllegalAction, NoLegalAction
from rules.core.options import GameConfig
from rules.core.selfplay import play_bots
from rules.core.session import SeatConfig, Session
from tests.core.frozengame import FrozenTiny
from tests.fixtures.tinygame import Commit


def bots(players: int = 2) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(f"Bot {i + 1}", "bot", "random") for i in range(players))


def finish_round_one(session: Session) -> None:
    """Both seats commit their first card; the second commit starts round 2 (frozen)."""
    session.play(0, Commit(session.state.players[0].hand[0]))
    session.play(1, Commit(session.state.players[1].hand[0]))


def test_the_step_into_a_frozen_state_raises_and_changes_nothing() -> None:
    session = Session(FrozenTiny(), GameConfig(2, (("bonus", False),)), bots(), 77)
    session.play(0, Commit(session.state.players[0].hand[0]))
    before, log = session.state, list(session.log)
    with pytest.raises(NoLegalAction) as caught:
        session.play(1, Commit(session.state.players[1].hand[0]))
    error = caught.value
    assert (error.game, error.seed, error.ply, error.seat) == ("tiny-frozen", 77, 2, 1)
    message = str(error)
    for part in (
        "tiny-frozen",
        "seed 77",
        "ply 2",
        "seat 1",
        "no legal action",
        "2 players",
        "bonus=False",
        "after seat 1 played Commit(",
    ):
        assert part in message, (part, message)
    assert not isinstance(error, (IllegalAction, ValueError))  # a rules bug, not a refused move
    assert session.state is before and session.log == log  # the session can still go on


def test_a_frozen_set_up_is_reported_at_ply_zero() -> None:
    with pytest.raises(NoLegalAction, match=r"tiny-frozen seed 'x' ply 0: seat 1 is to act"):
        Session(FrozenTiny(frozen_round=1), GameConfig(3), bots(3), "x")


def test_replaying_a_log_into_the_frozen_state_raises() -> None:
    game = FrozenTiny(frozen_round=99)
    session = Session(game, GameConfig(2), bots(), 5)
    finish_round_one(session)
    game.frozen_round = 2  # the same log under the buggy rules
    with pytest.raises(NoLegalAction, match="ply 2: seat 1"):
        Session(game, GameConfig(2), bots(), 5, tuple(session.log))


def test_selfplay_raises_no_legal_action_not_a_randrange_error() -> None:
    for seed in range(5):
        with pytest.raises(NoLegalAction, match=rf"tiny-frozen seed {seed} ply \d+: seat 1"):
            play_bots(FrozenTiny(), GameConfig(2), seed, ("random", "random"))


def test_bot_move_never_calls_the_bot_with_nothing_to_choose() -> None:
    session = Session(FrozenTiny(), GameConfig(2), bots(), 3)
    session.play(0, Commit(session.state.players[0].hand[0]))
    with pytest.raises(IllegalAction, match="seat 0 is not to act"):
        session.bot_move(0)  # seat 0 has committed: not its turn, and no ValueError either


def test_conformance_fails_on_the_frozen_game() -> None:
    with pytest.raises(NoLegalAction, match="seat 1"):
        play_random_game(FrozenTiny(), GameConfig(2), 11, checkpoint_every=0)


def test_conformance_checks_every_seat_to_act_not_only_the_one_it_picks() -> None:
    game = FrozenTiny(frozen_round=99)
    session = Session(game, GameConfig(3), bots(3), 12)
    check_can_act(session, [0, 1, 2])
    game.frozen_round, session._legal_of = 1, (None, {})  # the rules break under a live session
    with pytest.raises(AssertionError, match=r"tiny-frozen 3 players .* seed 12 ply 0: seat 1 must act"):
        check_can_act(session, [0, 1, 2])


def test_the_check_asks_only_the_seats_to_act_once_a_state() -> None:
    game = FrozenTiny(frozen_round=99)
    session = Session(game, GameConfig(3), bots(3), 8)
    game.asked.clear()
    session.play(0, Commit(session.state.players[0].hand[0]))
    # seat 0's move is checked against the list the set-up's check kept; then the two seats
    # still to act at ply 1 are asked once each
    assert sorted(game.asked) == [(1, 1), (1, 2)]
    session.legal(1), session.legal(2), session.bot_move(2)
    assert sorted(game.asked) == [(1, 1), (1, 2)]  # screens and bots reuse the check's lists


def test_the_error_crosses_processes_intact() -> None:
    error = NoLegalAction("lorenzo", 691, 226, 0, "5 players")
    copy = pickle.loads(pickle.dumps(error))
    assert str(copy) == str(error) and (copy.game, copy.seed, copy.ply, copy.seat) == ("lorenzo", 691, 226, 0)

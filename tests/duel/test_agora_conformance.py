"""Random Agora games to the end with the core invariants, and the greedy bot on every Agora decision."""

from __future__ import annotations

import collections
import random

import pytest

from rules.core.bots import RandomBot
from rules.core.conformance import check_round_trips, check_views, play_random_game
from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.selfplay import play_bots
from rules.core.session import SeatConfig, Session
from rules.duel.agora.state import (
    AGORA_ACTIONS,
    Conspire,
    MoveCube,
    PlaceCube,
    PrepareConspiracy,
    Recruit,
    TriggerConspiracy,
)
from rules.duel.game import GAME
from tests.duel.helpers import city, offer, play
from tests.duel.test_agora_setup import agora_game, with_cubes

AGORA = make_config(GAME.options, 2, {"agora": True})


@pytest.mark.slow
@pytest.mark.parametrize("block", range(6))
def test_random_agora_games(block):
    # 60 uniform games here and 12 rich in conspiracies below keep tests/duel near a minute.
    # Replays are checked every 50 plies (not 25): Agora games are longer and the replay check is quadratic.
    for seed in range(block * 10, block * 10 + 10):
        session = play_random_game(GAME, AGORA, f"agora-{seed}", checkpoint_every=50)
        assert GAME.outcome(session.state) is not None


PLOTTING = (Conspire, PrepareConspiracy, TriggerConspiracy)


def play_plotting_game(seed: int) -> Session:
    """A random game that favours Agora actions (conspiring, preparing and triggering most), so
    conspiracies are played often; the same invariants as `play_random_game` are checked."""
    pick = random.Random(f"plotting:{seed}")
    session = Session(GAME, AGORA, (SeatConfig("P1"), SeatConfig("P2")), f"plotting-{seed}")
    while GAME.to_act(session.state):
        state = session.state
        check_views(GAME, state)
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        weights = [100 if isinstance(a, PLOTTING) else 20 if isinstance(a, AGORA_ACTIONS) else 1 for a in legal]
        action = pick.choices(legal, weights)[0]
        for viewer in (seat, 1 - seat, SPECTATOR):
            assert isinstance(GAME.describe(action, state, viewer, seat), str)
        session._play(seat, action)
    check_views(GAME, session.state)
    check_round_trips(session)
    return session


@pytest.mark.slow
def test_games_rich_in_conspiracies_keep_every_secret():
    triggered = collections.Counter()
    for seed in range(12):
        session = play_plotting_game(seed)
        assert GAME.outcome(session.state) is not None
        triggered.update(e.action.conspiracy for e in session.log if isinstance(e.action, TriggerConspiracy))
    assert len(triggered) >= 12  # most of the 16 conspiracies were played


@pytest.mark.slow
def test_greedy_bot_plays_agora_and_beats_random():
    wins = 0
    for seed in range(6):
        levels = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        summary = play_bots(GAME, AGORA, f"bots-{seed}", levels)
        wins += levels[summary["winners"][0]] == "greedy" if len(summary["winners"]) == 1 else 0
    assert wins >= 5
    summary = play_bots(GAME, AGORA, "bots-greedy", ("greedy", "greedy"))
    assert summary["end"] != "in progress"


def choose(state, seat=0):
    return GAME.bot("greedy").choose(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(1))


def test_greedy_takes_political_supremacy():
    state = with_cubes(agora_game(), {1: (1, 0), 2: (1, 0), 3: (2, 0), 4: (1, 1), 5: (1, 0), 6: (1, 0)})
    state = play(offer(state, "conspirator_1"), Recruit("conspirator_1"), 0)
    assert choose(state) == PlaceCube(4)


def test_greedy_contests_a_valuable_chamber_and_does_not_give_one_away():
    state = with_cubes(agora_game(), {3: (0, 1), 1: (1, 0)})
    state = play(offer(state, "conspirator_1"), Recruit("conspirator_1"), 0)
    assert choose(state) in (PlaceCube(3),)  # breaks the opponent's control of a 3-VP chamber
    state = city(with_cubes(agora_game(), {2: (1, 0), 3: (1, 1)}), 0, buildings=("altar", "baths"))
    state = play(offer(state, "politician_left_1"), Recruit("politician_left_1"), 0)
    first = choose(state)
    assert first != MoveCube(2, 1) and isinstance(first, (PlaceCube, MoveCube))


def test_random_bot_is_available_with_agora():
    state = agora_game()
    action = RandomBot().choose(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(2))
    assert action in GAME.legal_actions(state, 0)

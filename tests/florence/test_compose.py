"""Composed choices: a character bid and a shared building's payment are built from parts, and
every legal action of those decisions is reached by exactly its parts (nothing else is)."""

from __future__ import annotations

import random

from rules.core.compose import flat_for
from rules.core.engine import step
from rules.florence import actions as A
from rules.florence.compose import STEP, parts
from rules.florence.game import GAME
from rules.florence.state import CharacterFrame, SharedPayFrame
from tests.florence.helpers import action_turn, drafted, new_game, play, set_player


def _until(state, done, limit: int = 600):
    bot, rng = GAME.bot("greedy"), random.Random(7)
    for _ in range(limit):
        if done(state):
            return state
        seat = min(GAME.to_act(state))
        state = step(GAME, state, bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng), seat).state
    raise AssertionError("never reached")


def _round_trip(legal) -> None:
    composition = flat_for(GAME, legal)
    assert composition is not None
    for action in legal:
        built = composition
        for token in parts(action):
            assert built.can_add(token)
            built = built.add(token)
        assert built.action() == action


def test_a_character_bid_is_a_character_and_hundreds() -> None:
    state = _until(
        new_game(3, seed=2, muses_and_ladies=True),
        lambda s: isinstance(s.decisions[-1] if s.decisions else None, CharacterFrame),
    )
    seat = state.decisions[-1].actor
    legal = GAME.legal_actions(state, seat)
    assert parts(A.PlacePawn("muse", 4)) == ("muse", STEP, STEP, STEP, STEP)
    assert parts(A.PassCharacters()) == ()
    _round_trip(legal)
    empty = flat_for(GAME, legal)
    assert empty.action() == A.PassCharacters()  # sending nothing is the pass
    assert not empty.add("muse").add(STEP).action()  # 100 is below the Muse's lowest space


def test_a_shared_building_payment_is_hundreds() -> None:
    state = action_turn(set_player(drafted(3, start=0, shared_buildings=True), 0, florins=2000), 0)
    state = play(state, 0, A.BuildShared(1, "workshop"))
    state = play(state, 0, GAME.legal_actions(state, 0)[0])
    assert isinstance(state.decisions[-1], SharedPayFrame)
    legal = GAME.legal_actions(state, 0)
    assert parts(A.OfferShared(300)) == (STEP, STEP, STEP)
    _round_trip(legal)
    assert flat_for(GAME, legal).action() == A.OfferShared(0)


def test_other_decisions_stay_in_the_list() -> None:
    state = new_game(3, seed=1)
    assert flat_for(GAME, GAME.legal_actions(state, 0)) is None

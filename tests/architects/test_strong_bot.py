"""The strong Architects bot: legal, reproducible with a seed and an iteration cap, blind to
what its view hides. Small iteration counts keep these fast; its strength is measured by
bench/architects_bots.py, not here."""

from __future__ import annotations

import random

import attrs
import pytest

from rules.architects import actions as A
from rules.architects.bot_strong import StrongBot, evaluate
from rules.architects.game import GAME
from rules.core.bots import bot_rng
from rules.core.engine import step
from tests.architects.helpers import config, started


def test_the_level_exists_with_a_think_budget() -> None:
    bot = GAME.bot("strong")
    assert bot.level == "strong"
    assert isinstance(bot.think, float) and bot.think == 1.0


def test_a_game_against_greedy_and_the_ai_ends_with_legal_moves() -> None:
    for players, options, seed in ((2, {}, 11), (1, {"automa": "helena"}, 12)):
        strong = StrongBot(think=60.0, iterations=2, horizon=12)
        greedy = GAME.bot("greedy")
        state = GAME.setup(config(players, **options), seed)
        while GAME.to_act(state):
            seat = min(GAME.to_act(state))
            legal = GAME.legal_actions(state, seat)
            bot = strong if seat == 0 else greedy
            action = bot.choose(GAME.view(state, seat), legal, bot_rng(state.seed, state.ply, seat))
            assert action in legal
            state = step(GAME, state, action, seat).state
        assert GAME.outcome(state) is not None


def test_same_view_and_rng_give_the_same_move() -> None:
    state = started(3, seed=5)
    seat = state.current
    seen, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    first = StrongBot(think=60.0, iterations=6).choose(seen, legal, random.Random("r"))
    again = StrongBot(think=60.0, iterations=6).choose(seen, legal, random.Random("r"))
    assert first == again and first in legal


def test_blind_to_hidden_cards() -> None:
    """Two states that differ only in what the seat cannot see (a rival's hand, the deck
    order) give the same view, hence the same move."""
    state = started(3, seed=6)
    seat = state.current
    rival = (seat + 1) % 3
    deck = state.building_deck
    hand = state.players[rival].hand
    swapped = state.with_owner(rival, attrs.evolve(state.players[rival], hand=deck[: len(hand)]))
    swapped = attrs.evolve(swapped, building_deck=tuple(reversed(deck[len(hand) :] + hand)))
    assert GAME.view(swapped, seat) == GAME.view(state, seat)
    assert swapped.players[rival].hand != hand
    choose = lambda s: StrongBot(think=60.0, iterations=4).choose(  # noqa: E731
        GAME.view(s, seat), GAME.legal_actions(s, seat), random.Random("blind")
    )
    assert choose(state) == choose(swapped)


def test_evaluation_is_the_lead_over_the_best_rival() -> None:
    state = started(2, seed=7)
    even = evaluate(state, 0)
    richer = state.with_owner(0, attrs.evolve(state.players[0], gold=state.players[0].gold + 5))
    assert evaluate(richer, 0) == pytest.approx(even + 5)
    assert evaluate(richer, 1) == pytest.approx(evaluate(state, 1) - 5)


def test_draft_and_single_steps_are_the_greedy_bots() -> None:
    state = GAME.setup(config(2), 8)
    seen, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    assert all(isinstance(a, A.Pick) for a in legal)
    bot = StrongBot(think=60.0, iterations=50)
    assert bot.choose(seen, legal, random.Random(1)) == GAME.bot("greedy").choose(seen, legal, random.Random(1))
    assert bot.last_iterations == 0

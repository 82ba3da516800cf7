"""The strong Duel bot: legal, reproducible, blind to what its view hides, and its determinizer.

Small iteration counts keep these fast; strength is measured by bench/duel_bots.py, not here."""

from __future__ import annotations

import random

import attrs
import pytest

from rules.core.bots import bot_rng
from rules.core.engine import step
from rules.duel import turns
from rules.duel.bot_strong import StrongBot
from rules.duel.determinize import determinize
from rules.duel.game import GAME
from rules.duel.state import Slot
from rules.duel.view import view
from tests.duel.helpers import drafted, new_game


def random_positions(seed: int, agora: bool, every: int = 1):
    """The states of one random game, every `every` plies."""
    state = new_game(seed, agora)
    rng = random.Random(seed)
    while state.phase != "end":
        if state.ply % every == 0:
            yield state
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[rng.randrange(len(legal))], seat).state


@pytest.mark.parametrize("agora", [False, True])
def test_a_determinized_state_shows_the_same_view_and_moves(agora):
    """Whatever it deals, the sampled world looks to the viewer exactly like the real one."""
    for seed in (1, 2):
        for state in random_positions(seed, agora, every=3):
            for viewer in (0, 1):
                seen = view(state, viewer)
                world = determinize(seen, random.Random(f"{seed}:{state.ply}:{viewer}"))
                assert view(world, viewer) == seen
                assert turns.legal_actions(world, viewer) == turns.legal_actions(state, viewer)


def test_determinizing_deals_hidden_cards_differently():
    seen = view(drafted(3), 0)
    worlds = {determinize(seen, random.Random(i)).upcoming for i in range(4)}
    assert len(worlds) > 1


def test_the_level_exists_with_a_think_budget():
    bot = GAME.bot("strong")
    assert bot.level == "strong"
    assert isinstance(bot.think, float) and bot.think == 1.0


@pytest.mark.parametrize("agora", [False, True])
def test_a_short_game_against_random_ends_with_legal_moves(agora):
    strong = StrongBot(think=30.0, iterations=6)
    other = GAME.bot("random")
    state = new_game(11, agora)
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        bot = strong if seat == 0 else other
        action = bot.choose(GAME.view(state, seat), legal, bot_rng(state.seed, state.ply, seat))
        assert action in legal
        state = step(GAME, state, action, seat).state
    assert GAME.outcome(state) is not None


def test_same_view_and_rng_give_the_same_move():
    state = drafted(5)
    seen = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    first = StrongBot(think=60.0, iterations=30).choose(seen, legal, random.Random("r"))
    again = StrongBot(think=60.0, iterations=30).choose(seen, legal, random.Random("r"))
    assert first == again


def _hidden_shuffled(state):
    """The same Age I position with what nobody sees dealt otherwise: two face-down cards swapped,
    the next Ages' deals reordered, a removed Age II card exchanged with a dealt one."""
    slots = list(state.structure.slots)
    down = [i for i, s in enumerate(slots) if s.card is not None and not s.face_up]
    a, b = down[0], down[-1]
    slots[a], slots[b] = Slot(slots[b].card, False), Slot(slots[a].card, False)
    upcoming = tuple(tuple(reversed(deal)) for deal in state.upcoming)
    removed = (state.removed[0],) + tuple(tuple(reversed(r)) for r in state.removed[1:])
    age2 = list(upcoming[0])
    gone = list(removed[1])
    age2[0], gone[0] = gone[0], age2[0]
    return attrs.evolve(
        state,
        structure=attrs.evolve(state.structure, slots=tuple(slots)),
        upcoming=(tuple(age2),) + upcoming[1:],
        removed=(removed[0], tuple(gone), removed[2]),
    )


def test_the_choice_depends_only_on_the_view():
    state = drafted(7)
    other = _hidden_shuffled(state)
    assert other != state
    assert GAME.view(other, 0) == GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    assert GAME.legal_actions(other, 0) == legal
    bot = StrongBot(think=60.0, iterations=40)
    assert bot.choose(GAME.view(state, 0), legal, random.Random(9)) == bot.choose(
        GAME.view(other, 0), legal, random.Random(9)
    )

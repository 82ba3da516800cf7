"""Seeded random games to the end for 3-6 seats and option combinations: every pair of values at every count."""

from __future__ import annotations

import pytest

from rules.core.conformance import play_random_game
from rules.core.options import make_config
from rules.core.serialize import state_from_plain, to_plain
from rules.sheriff.game import GAME
from rules.sheriff.rounds import build_deck
from tests.sheriff.helpers import all_cards, gold_total

ALL_OFF: dict[str, bool] = {}
ALL_ON = {
    "royal_goods": True,
    "time_limit": True,
    "remove_ten": True,
    "seven_card_hand": True,
    "black_market": True,
}

CASES = [
    (3, ALL_OFF, 1),
    (4, ALL_OFF, 2),
    (5, ALL_OFF, 3),
    (6, ALL_OFF, 4),
    (3, ALL_ON, 5),
    (4, ALL_ON, 6),
    (5, ALL_ON, 7),
    (6, ALL_ON, 8),
    (6, {"deputies": True}, 9),
    (6, {**ALL_ON, "deputies": True}, 10),
    (3, {"royal_goods": True, "time_limit": True}, 11),
    (4, {"black_market": True, "remove_ten": True}, 12),
    (5, {"seven_card_hand": True, "black_market": True}, 13),
]
#: With CASES, every pair of option values meets at every seat count (all 128 combinations are
#: played by bench/soak.py and its slice in tests/core/test_soak.py, without these invariants).
PAIRS = [
    (3, {"remove_ten": True, "seven_card_hand": True}, 14),
    (3, {"black_market": True}, 15),
    (3, {"seven_card_hand": True, "time_limit": True}, 16),
    (3, {"remove_ten": True, "royal_goods": True}, 17),
    (4, {"seven_card_hand": True, "time_limit": True}, 18),
    (4, {"royal_goods": True}, 19),
    (4, {"remove_ten": True, "time_limit": True}, 20),
    (4, {"black_market": True, "seven_card_hand": True}, 21),
    (5, {"royal_goods": True, "time_limit": True}, 22),
    (5, {"remove_ten": True}, 23),
    (5, {"seven_card_hand": True, "time_limit": True}, 24),
    (5, {"black_market": True, "royal_goods": True}, 25),
    (6, {"seven_card_hand": True, "time_limit": True}, 26),
    (6, {"remove_ten": True, "royal_goods": True}, 27),
    (6, {"black_market": True}, 28),
    (6, {"royal_goods": True, "time_limit": True}, 29),
    (6, {"remove_ten": True, "seven_card_hand": True}, 30),
]


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    CASES + [pytest.param(*case, marks=pytest.mark.slow) for case in PAIRS],
    ids=lambda v: str(v),
)
def test_random_game(players: int, options: dict[str, bool], seed: int) -> None:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    session = play_random_game(GAME, config, seed, checkpoint_every=150)
    assert GAME.outcome(session.state) is not None
    for state in session._states[::37] + [session.state]:
        assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state
    # every card is in exactly one zone at every step (none created, lost or duplicated)
    deck = sorted(build_deck(players, session.state.rules))
    for state in session._states[::3] + [session.state]:
        assert sorted(all_cards(state)) == deck, f"cards not conserved at ply {state.ply}"
    # gold only changes hands (the deputies' odd loot coin goes back to the bank)
    golds = [gold_total(state) for state in session._states]
    if session.state.rules.deputies:
        assert all(a >= b for a, b in zip(golds, golds[1:]))
    else:
        assert set(golds) == {50 * players}

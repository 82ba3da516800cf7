"""The game contract is written once (issue 25): `rules.core.engine.Game` names every member,
`GameBase` gives the optional ones their defaults, every game derives from it, and nothing
looks a contract member up with getattr any more."""

from __future__ import annotations

import re
from pathlib import Path

from rules.core.engine import Game, GameBase
from rules.core.registry import GAMES, get_game
from tests.fixtures.tinygame import TinyGame

ROOT = Path(__file__).resolve().parents[2]
OPTIONAL = (
    "narrate",
    "why_not",
    "label",
    "parts",
    "step_role",
    "clock",
    "reveals",
    "config_problem",
    "phase_name",
    "opponent_scores",
    "state_unions",
    "view_type",
)


def test_every_game_keeps_the_whole_contract() -> None:
    for info in GAMES:
        game = get_game(info.id)
        assert isinstance(game, GameBase) and isinstance(game, Game), info.id
        assert game.view_type is not None, f"{info.id} declares the class of its views"
        assert game.state_type is not None
    assert isinstance(TinyGame(), Game)


def test_the_defaults_say_the_least() -> None:
    game = TinyGame()
    assert game.parts is None and game.step_role is None and game.clock is None
    assert game.why_not(None, 0) == () and game.label("x", None) is None and not game.reveals(None, "x", None)
    assert game.phase_name("round_end") == "round end" and game.opponent_scores(None) == ()


def test_no_contract_member_is_looked_up_with_getattr() -> None:
    pattern = re.compile(r"getattr\([^,]*game[^,]*,\s*\"(" + "|".join(OPTIONAL) + r")\"")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for folder in ("rules", "tui")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []


def _finished(game_id: str, players: int, options: dict, seed: int = 1):
    import random

    from rules.core.engine import rng_for
    from rules.core.options import config_for

    game = get_game(game_id)
    state, rng, ply = game.setup(config_for(game, players, options), seed), random.Random(seed), 0
    while game.to_act(state):
        seat = min(game.to_act(state))
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)), rng_for(seed, ply), seat)
        ply += 1
    return game, state


def test_the_score_table_and_the_end_read_in_korean() -> None:
    from rules.core.words import speaking

    cases = (
        ("duel", 2, {"agora": True}),
        ("sheriff", 3, {"royal_goods": True, "black_market": True}),
        ("florence", 1, {}),
        ("lorenzo", 3, {"leaders": True}),
        ("architects", 1, {}),
    )
    for game_id, players, options in cases:
        game, state = _finished(game_id, players, options)
        with speaking("ko"):
            lines = tuple(game.scores(state)) + tuple(game.opponent_scores(state))
            words = [game.score_words(key) for line in lines for key, _ in line.breakdown]
            words += [game.score_words(line.name) for line in lines if line.name]
            words.append(game.outcome_words(game.outcome(state).end))
        english = [w for w in words if re.search(r"[A-Za-z]{3,}", w)]
        assert not english, (game_id, english)

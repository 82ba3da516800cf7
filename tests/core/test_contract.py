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
OPTIONAL = ("narrate", "why_not", "label", "parts", "step_role", "clock", "reveals", "config_problem",
            "phase_name", "opponent_scores", "state_unions", "view_type")


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
    found = [f"{path.relative_to(ROOT)}:{n}" for folder in ("rules", "tui")
             for path in sorted((ROOT / folder).rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert found == []

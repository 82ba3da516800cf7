"""A combination of options a game cannot play is refused when the config is made, with the
game's reason, everywhere a config is made (CLI, new-game screen, server, saves)."""

from __future__ import annotations

import pytest

from rules.core.options import config_for
from rules.core.registry import get_game
from tui.cli import run


def test_lorenzo_refuses_houses_leaders_without_the_expansion():
    game = get_game("lorenzo")
    with pytest.raises(ValueError, match="needs houses_of_renaissance"):
        config_for(game, 2, {"leaders": True, "leader_set": "mixed"})
    assert config_for(game, 2, {"leaders": True}).get("leader_set") == "base"


def test_architects_refuses_one_seat_without_an_ai():
    game = get_game("architects")
    with pytest.raises(ValueError, match="played against an AI opponent"):
        config_for(game, 1, {"automa": "none"})


def test_games_without_a_check_only_get_the_option_checks():
    game = get_game("duel")
    assert config_for(game, 2, {}).players == 2


def test_selfplay_says_why_without_a_traceback(capsys):
    status = run(["selfplay", "lorenzo", "--players", "2", "--option", "leaders=true", "--option", "leader_set=houses"])
    err = capsys.readouterr().err
    assert status != 0 and "needs houses_of_renaissance" in err and "Traceback" not in err


def test_selfplay_without_players_takes_the_fewest_the_options_allow(capsys):
    """`meeple selfplay architects` (the wheel check's command) seats 1 against Constantine, the
    default AI alone; with the AI turned off, 2."""
    from rules.core.options import fewest_players

    game = get_game("architects")
    assert fewest_players(game) == 1
    assert fewest_players(game, {"automa": "helena"}) == 1
    assert fewest_players(game, {"automa": "none"}) == 2
    assert run(["selfplay", "architects", "--games", "1", "--json"]) == 0
    assert '"players": 1' in capsys.readouterr().out

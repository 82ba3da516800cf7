"""`meeple selfplay --think SECONDS`: every bot with a `think` attribute (a search's time cap a
move) gets it; other bots are untouched."""

from __future__ import annotations

import json

from rules.duel.bot_strong import StrongBot
from tui.cli import run


def test_think_reaches_the_bots_that_search(monkeypatch, capsys):
    caps: list[float] = []
    original = StrongBot.choose

    def spy(self, view, legal, rng):
        caps.append(self.think)
        return original(self, view, legal, rng)

    monkeypatch.setattr(StrongBot, "choose", spy)
    assert run(["selfplay", "duel", "--bots", "strong,random", "--think", "0.002", "--json"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["end"] != "in progress"
    assert caps and set(caps) == {0.002}


def test_bots_without_a_budget_play_as_before(capsys):
    assert run(["selfplay", "tiny", "--players", "2", "--think", "0.5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winners"]


def test_think_must_be_positive(capsys):
    assert run(["selfplay", "duel", "--think", "0"]) == 2
    assert "--think" in capsys.readouterr().err

"""The headless command line, on the tiny fixture game."""

from __future__ import annotations

import json

from tui.cli import run


def test_selfplay_json_lines(capsys, tmp_path):
    assert (
        run(
            [
                "selfplay",
                "tiny",
                "--players",
                "3",
                "--games",
                "3",
                "--seed",
                "5",
                "--option",
                "bonus=true",
                "--json",
                "--save-dir",
                str(tmp_path),
            ]
        )
        == 0
    )
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["seed"] for line in lines] == [5, 6, 7]
    for line in lines:
        assert {"game", "seed", "players", "options", "plies", "winners", "scores", "end", "seconds"} <= set(line)
        assert line["options"] == {"bonus": True} and line["players"] == 3
        assert line["winners"] and line["end"] == "rounds"
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 3
    assert run(["replay", str(saves[0]), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    original = next(line for line in lines if line["seed"] == replayed["seed"])
    for key in ("plies", "winners", "scores", "end", "options"):
        assert replayed[key] == original[key]


def test_clear_errors(capsys, tmp_path):
    assert run(["selfplay", "chess"]) == 2
    assert "unknown game" in capsys.readouterr().err
    assert run(["selfplay", "tiny", "--option", "bonus=maybe"]) == 2
    assert "true or false" in capsys.readouterr().err
    assert run(["selfplay", "tiny", "--option", "colour=red"]) == 2
    assert "no option 'colour'" in capsys.readouterr().err
    assert run(["selfplay", "tiny", "--bots", "godlike"]) == 2
    assert "no bot level" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert run(["replay", str(bad)]) == 1
    assert "corrupt" in capsys.readouterr().err
    assert bad.read_text() == "{"

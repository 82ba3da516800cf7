"""The headless commands on Architects: selfplay in every mode (and its saves replayed), rules lookup."""

from __future__ import annotations

import json

from tui.cli import run


def test_selfplay_solo_two_vs_ai_and_five_seats_then_replay(capsys, tmp_path) -> None:
    runs = (
        ["--players", "1", "--option", "automa=helena", "--bots", "greedy"],
        ["--players", "2", "--option", "automa=constantine", "--option", "variant_boards=true"],
        ["--players", "5", "--option", "guildhall_refresh=true", "--bots", "greedy,random,random,random,random"],
    )
    for extra in runs:
        assert run(["selfplay", "architects", "--seed", "3", "--json", "--save-dir", str(tmp_path), *extra]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["players"] for line in lines] == [1, 2, 5]
    solo, two, five = lines
    assert solo["options"]["automa"] == "helena"
    assert solo["end"] == "points" if solo["winners"] else solo["end"].startswith("AI Helena's ")
    assert two["options"]["variant_boards"] is True and len(two["scores"]) == 2  # the AI is no seat
    assert five["options"]["guildhall_refresh"] is True and five["end"] == "points" and five["winners"]
    for line in lines:
        assert line["game"] == "architects" and 0 < line["plies"] < 20_000
    saves = sorted(tmp_path.glob("architects-*.json"))
    assert len(saves) == 3
    for save in saves:
        assert run(["replay", str(save), "--json"]) == 0
        replayed = json.loads(capsys.readouterr().out)
        original = next(line for line in lines if line["players"] == replayed["players"])
        for key in ("plies", "winners", "scores", "end", "options"):
            assert replayed[key] == original[key]


def test_one_seat_without_an_ai_is_refused_with_the_reason(capsys) -> None:
    """Alone, Constantine is the default opponent; turning the AI off is refused with why."""
    assert run(["selfplay", "architects", "--players", "1", "--option", "automa=none"]) == 2
    assert "AI opponent" in capsys.readouterr().err
    assert run(["selfplay", "architects", "--players", "1"]) == 0


def test_rules_lookup_finds_sections_cards_and_about_this_data(capsys) -> None:
    assert run(["rules", "architects", "tax stand"]) == 0
    out = capsys.readouterr().out
    assert "## Tax Stand" in out and "lose 2 virtue" in out and "Pickpocket" in out
    assert run(["rules", "architects", "about this data"]) == 0
    out = capsys.readouterr().out
    assert "About this data" in out and "reconstructed" in out and "automa.toml" in out
    assert run(["rules", "architects", "R8"]) == 0
    assert "Therese" in capsys.readouterr().out

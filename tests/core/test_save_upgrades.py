"""Saves survive upgrades (issue 24): the log is the truth, the snapshot a check only within
one Meeple version and state shape. Golden saves of every game, written by this version, must
load in every later one; and a save written before a field was added to a game's state loads.

Regenerate the golden saves (only when a change breaks old saves on purpose, and say so in
the commit): `python -m tests.core.test_save_upgrades`."""

from __future__ import annotations

import json
import random
from pathlib import Path

import attrs
import pytest

from rules.core import saves
from rules.core.options import config_for
from rules.core.registry import GAMES, get_game
from rules.core.serialize import to_plain
from rules.core.session import SeatConfig, Session

GOLDEN = Path(__file__).resolve().parent.parent / "fixtures" / "saves"
#: Moves in each golden save: past each game's opening decisions, well short of its end.
GOLDEN_MOVES = 40


def _golden_session(game_id: str) -> Session:
    game = get_game(game_id)
    players = max(2, game.min_players)
    session = Session(game, config_for(game, players, {}), tuple(SeatConfig(f"P{i + 1}") for i in range(players)), 24)
    rng = random.Random(24)
    while len(session.log) < GOLDEN_MOVES and not session.over:
        seat = sorted(session.to_act())[0]
        session.play(seat, rng.choice(game.legal_actions(session.state, seat)))
    return session


def write_golden() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for info in GAMES:
        saves.save(_golden_session(info.id), GOLDEN / f"{info.id}.json")


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_golden_save_of_each_game_loads(game_id):
    path = GOLDEN / f"{game_id}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["meeple_version"] and data["state_version"].startswith(f"{game_id}-")
    session = saves.load(path)
    assert len(session.log) == data["moves"] > 0
    # the log replays to the state it names, whatever this version's snapshot looks like
    assert session.game.id == game_id and session.seed == data["seed"]


def _with_an_added_field(monkeypatch, game) -> None:
    """As if a release added `added: int = 0` to the game's state class."""
    original = game.setup

    def setup(config, seed):
        state = original(config, seed)
        base = type(state)
        grown = attrs.make_class(
            base.__name__, {"added": attrs.field(default=0)}, bases=(base,), frozen=True, slots=True
        )
        grown.__module__ = base.__module__
        return grown(**{f.alias: getattr(state, f.name) for f in attrs.fields(base) if f.init})

    monkeypatch.setattr(game, "setup", setup)


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_save_from_before_a_state_field_was_added_loads_by_its_log(game_id, monkeypatch):
    path = GOLDEN / f"{game_id}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    game = get_game(game_id)
    _with_an_added_field(monkeypatch, game)
    session = saves.load(path)
    assert len(session.log) == data["moves"]
    plain = to_plain(game, session.state)
    assert plain != data["snapshot"]  # the old check would have refused it
    assert saves.state_version(game, session.state) != data["state_version"]


def test_within_one_version_the_snapshot_is_still_checked(tmp_path):
    session = _golden_session("duel")
    data = saves.session_to_json(session)
    assert saves.same_version(data, session.game, session.state)
    data["snapshot"]["_tampered"] = 1
    with pytest.raises(saves.SaveError, match="snapshot disagrees"):
        saves.session_from_json(data)


def test_a_save_from_an_older_meeple_is_its_log(tmp_path):
    session = _golden_session("sheriff")
    data = saves.session_to_json(session)
    data["meeple_version"] = "0.0.1"
    data["snapshot"] = {"shape": "of an older Meeple"}
    assert saves.session_from_json(data).state == session.state
    del data["meeple_version"], data["state_version"]  # a save from before versions were written
    assert saves.session_from_json(data).state == session.state


if __name__ == "__main__":
    write_golden()

"""The core contract, proven on the tiny fixture game."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rules.core import decisions
from rules.core.commits import CommitSlots, Hidden
from rules.core.conformance import play_random_game
from rules.core.engine import GOD, SPECTATOR, IllegalAction, rng_for, step
from rules.core.options import OptionSpec, make_config
from rules.core.saves import SaveError, load, save, session_to_json
from rules.core.session import SeatConfig, Session
from tests.fixtures.tinygame import GAME, Commit, Tidy


def new_session(players: int = 2, bonus: bool = False, seed: int | str = 7) -> Session:
    config = make_config(GAME.options, players, {"bonus": bonus}, GAME.min_players, GAME.max_players)
    seats = tuple(SeatConfig(f"P{i + 1}") for i in range(players))
    return Session(GAME, config, seats, seed)


def test_rng_is_a_pure_function_of_seed_and_ply():
    assert rng_for(3, 5).random() == rng_for(3, 5).random()
    assert rng_for(3, 5).random() != rng_for(3, 6).random()
    assert rng_for("abc", 1).random() == rng_for("abc", 1).random()


def test_step_refuses_what_legal_actions_does_not_offer():
    session = new_session()
    state = session.state
    with pytest.raises(IllegalAction):
        step(GAME, state, Commit("c99"), 0)
    with pytest.raises(IllegalAction, match="say which one"):
        step(GAME, state, Commit(state.players[0].hand[0]))
    assert session.state is state


def test_commit_slots_hide_other_choices_until_all_are_in():
    slots = CommitSlots.open((0, 1, 2)).submit(1, "secret")
    assert slots.waiting() == frozenset({0, 2})
    assert slots.redacted(0).values == (None, Hidden(), None)
    assert slots.redacted(1).values == (None, "secret", None)
    assert slots.redacted(GOD).values == (None, "secret", None)
    with pytest.raises(ValueError):
        slots.submit(1, "again")
    assert not slots.complete
    assert slots.submit(0, "a").submit(2, "b").complete


def test_decision_stack_helpers():
    stack = decisions.push((), "a", "b")
    assert decisions.top(stack) == "b"
    assert decisions.push_in_order((), "first", "second")[-1] == "first"
    assert decisions.pop(stack) == ("a",)
    assert decisions.replace_top(stack, "c") == ("a", "c")
    assert decisions.top(()) is None


def test_options_are_checked_with_clear_errors():
    spec = OptionSpec("agora", "bool", False, "Agora")
    assert spec.parse("true") is True
    with pytest.raises(ValueError, match="true or false"):
        spec.parse("maybe")
    with pytest.raises(ValueError, match="unknown option"):
        make_config((spec,), 2, {"agoora": True})
    with pytest.raises(ValueError, match="2-2 players"):
        make_config((spec,), 3, {}, 2, 2)
    only6 = OptionSpec("deputies", "bool", False, "Deputies", players=(6,))
    with pytest.raises(ValueError, match="only for 6"):
        make_config((only6,), 4, {"deputies": True})


def test_undo_stays_in_own_turn_and_stops_at_barriers():
    session = new_session()
    session.play(0, Tidy())
    assert session.can_undo(0) and not session.can_undo(1)
    assert session.undo(0)
    assert not session.state.players[0].tidied
    card = session.state.players[0].hand[0]
    session.play(0, Commit(card))  # hands control away: a barrier
    assert not session.can_undo(0)
    assert not session.undo(0)


def test_legal_actions_are_worked_out_once_per_state_and_seat(monkeypatch):
    """A screen asks for the same seat's actions several times a change: the game is asked
    once per state and seat: by the move itself for the seats to act after it (the check that
    none of them is left without an action), again after an undo. The move is checked against
    the list kept for the state it is played in."""
    asked = []
    legal_actions = GAME.legal_actions

    def counted(state, seat):  # type: ignore[no-untyped-def]
        asked.append(seat)
        return legal_actions(state, seat)

    monkeypatch.setattr(GAME, "legal_actions", counted)
    session = new_session()
    assert sorted(asked) == sorted(session.to_act())  # set-up's state: each seat to act, once
    asked.clear()
    first = session.legal(0)
    assert session.legal(0) is first and session.legal(1) == tuple(legal_actions(session.state, 1)) and asked == []
    before = len(asked)
    session.play(0, Tidy())  # checked against the list the session keeps, not asked again
    assert len(asked) == before + len(session.to_act())  # each seat to act after it, once
    before = len(asked)
    after = session.legal(0)
    assert session.legal(0) is after and len(asked) == before
    assert after == tuple(legal_actions(session.state, 0)) and Tidy() not in after
    session.undo(0)
    before = len(asked)
    assert session.legal(0) == first and len(asked) == before + 1


def test_replay_and_save_round_trip(tmp_path):
    session = play_random_game(GAME, make_config(GAME.options, 3, {"bonus": True}), seed=11)
    path = tmp_path / "game.json"
    save(session, path)
    loaded = load(path)
    assert loaded.state == session.state
    assert loaded.seats == session.seats


def test_save_has_tagged_actions_and_version(tmp_path):
    session = new_session()
    session.play(0, Tidy())
    data = session_to_json(session)
    assert data["format_version"] == 1 and data["game"] == "tiny"
    assert data["log"][0]["action"] == {"_type": "Tidy"}


@pytest.mark.parametrize(
    "mutate, reason",
    [
        (lambda d: d.update(format_version=99), "newer Meeple"),
        (lambda d: d.update(format="other"), "not a Meeple save"),
        (lambda d: d.update(game="chess"), "unknown game"),
        (lambda d: d["log"].append({"seat": 0, "action": {"_type": "Nope"}}), "not an action"),
        (lambda d: d["log"].append({"seat": 1, "action": {"_type": "TakeBonus", "points": 5}}), "does not replay"),
        (lambda d: d["snapshot"].update(round=42), "snapshot disagrees"),
        (lambda d: d.update(options={"bonus": "yes"}), "options are not valid"),
    ],
)
def test_bad_saves_are_refused_with_a_reason_and_never_touched(tmp_path, mutate, reason):
    session = new_session()
    session.play(0, Tidy())
    data = session_to_json(session)
    mutate(data)
    path = tmp_path / "bad.json"
    text = json.dumps(data)
    path.write_text(text)
    with pytest.raises(SaveError, match=reason):
        load(path)
    assert path.read_text() == text


def test_truncated_save_is_refused(tmp_path):
    session = new_session()
    path = tmp_path / "cut.json"
    save(session, path)
    path.write_text(path.read_text()[:50])
    with pytest.raises(SaveError, match="corrupt or truncated"):
        load(path)


def test_interrupted_save_leaves_the_previous_file(tmp_path, monkeypatch):
    session = new_session()
    path = tmp_path / "game.json"
    save(session, path)
    before = path.read_text()
    session.play(0, Tidy())

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("rules.core.saves.os.replace", boom)
    with pytest.raises(OSError):
        save(session, path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_views_hide_other_seats_commits():
    session = new_session(3)
    card = session.state.players[1].hand[0]
    session.play(1, Commit(card))
    for viewer in (0, 2, SPECTATOR):
        assert card in GAME.secrets(session.state, viewer)
        assert session.view(viewer).own_commit is None
    assert session.view(1).own_commit == card


@pytest.mark.parametrize("seed", range(20))
def test_tiny_game_conformance(seed):
    config = make_config(GAME.options, 2 + seed % 3, {"bonus": seed % 2 == 0})
    session = play_random_game(GAME, config, seed, checkpoint_every=3)
    assert session.outcome() is not None


def test_rules_package_never_imports_textual():
    code = (
        "import sys, rules.core.saves, rules.core.selfplay, rules.core.conformance; "
        "assert not [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')], 'ui imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_int_or_str_seeds_structure():
    from rules.core.serialize import converter_for

    conv = converter_for(GAME)
    assert conv.structure(5, int | str) == 5
    assert conv.structure("abc", int | str) == "abc"
    with pytest.raises(ValueError, match="a seed is a whole number or a string"):
        conv.structure(1.5, int | str)


def test_step_draws_from_rng_for_and_marks_its_use():
    rng = rng_for(7, 3)
    assert not rng.used
    rng.shuffle([1, 2, 3])
    assert rng.used


def test_parse_options_checks_names_and_values():
    from rules.core.options import parse_options

    assert parse_options(GAME.options, ["bonus=true"]) == {"bonus": True}
    with pytest.raises(ValueError, match="NAME=VALUE"):
        parse_options(GAME.options, ["bonus"])
    with pytest.raises(ValueError, match="no option 'colour'"):
        parse_options(GAME.options, ["colour=red"])
    with pytest.raises(ValueError, match="true or false"):
        parse_options(GAME.options, ["bonus=maybe"])

"""The conformance check every game passes: seeded random games to the end, with invariants.

Plain functions raising AssertionError, so game test modules call them from pytest and
benchmarks can reuse them. Checked at every ply: every seat to act has a legal action (one
with none is a frozen game: `Session` raises NoLegalAction as it reaches such a state, and
the check here covers the state set-up makes too), every view is free of other seats'
secrets; at checkpoints and at the end: replaying the log reproduces the state, and
save -> load round-trips.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core.engine import GOD, SPECTATOR, Game, IllegalAction, step
from rules.core.options import GameConfig
from rules.core.saves import session_from_json, session_to_json
from rules.core.serialize import to_plain
from rules.core.session import SeatConfig, Session


def strings_in(value: Any) -> set[str]:
    """Every string (keys and values) in a JSON-ready value (iterative: views are deep)."""
    found: set[str] = set()
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(map(str, item))
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return found


def check_views(game: Game, state: Any) -> None:
    """No viewer's view holds a string listed among that viewer's secrets."""
    players = len(state.players)
    for viewer in [*range(players), SPECTATOR]:
        secrets = game.secrets(state, viewer)
        if not secrets:
            continue
        leaked = secrets & strings_in(to_plain(game, game.view(state, viewer)))
        assert not leaked, f"view for {viewer} at ply {state.ply} leaks {sorted(leaked)[:5]}"


def check_round_trips(session: Session) -> None:
    game = session.game
    rebuilt = Session(game, session.config, session.seats, session.seed, tuple(session.log))
    assert rebuilt.state == session.state, f"replay differs at ply {session.state.ply}"
    loaded = session_from_json(session_to_json(session))
    assert loaded.state == session.state, "save/load round-trip differs"
    assert [e.action for e in loaded.log] == [e.action for e in session.log]


def check_can_act(session: Session, acting: list[int]) -> None:
    """Every seat to act has at least one legal action, none of them twice (the session's
    cache: the same lists the bots and screens are given)."""
    for seat in acting:
        legal = session.legal(seat)
        if legal and len(set(legal)) == len(legal):
            continue
        config = session.config
        where = (
            f"{session.game.id} {config.players} players {dict(config.options)} "
            f"seed {session.seed} ply {session.state.ply}"
        )
        assert legal, f"{where}: seat {seat} must act but has no legal action (to act: {acting})"
        raise AssertionError(f"{where}: duplicate legal actions for seat {seat}")


def play_random_game(
    game: Game,
    config: GameConfig,
    seed: int | str,
    checkpoint_every: int = 25,
    max_plies: int = 20_000,
) -> Session:
    """Play uniformly random legal actions to the end, checking invariants along the way."""
    pick = random.Random(f"conformance:{seed}")
    seats = tuple(SeatConfig(f"P{i + 1}") for i in range(config.players))
    session = Session(game, config, seats, seed)
    while True:
        state = session.state
        acting = sorted(game.to_act(state))
        if not acting:
            break
        assert state.ply < max_plies, f"seed {seed}: no end after {max_plies} plies"
        check_views(game, state)
        check_can_act(session, acting)
        seat = pick.choice(acting)
        legal = session.legal(seat)
        try:
            step(game, state, object(), seat)
        except IllegalAction:
            pass
        else:  # pragma: no cover - a broken game
            raise AssertionError("apply accepted an action outside legal_actions")
        action = legal[pick.randrange(len(legal))]
        for viewer in (seat, SPECTATOR, GOD):
            assert isinstance(game.describe(action, state, viewer, seat), str)
        session.play(seat, action, notify=False)
        if checkpoint_every and session.state.ply % checkpoint_every == 0:
            check_round_trips(session)
    check_views(game, session.state)
    assert game.outcome(session.state) is not None, f"seed {seed}: terminal state without an outcome"
    lines = game.scores(session.state)
    assert len(lines) == config.players
    check_round_trips(session)
    return session

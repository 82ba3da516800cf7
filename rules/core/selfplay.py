"""Headless bot-vs-bot games: the engine of `meeple selfplay` and of benchmarks."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from rules.core.engine import Game
from rules.core.options import GameConfig
from rules.core.saves import new_save_path, save
from rules.core.session import SeatConfig, Session


def summary(session: Session, seconds: float | None = None) -> dict[str, Any]:
    """The JSON summary of a session's current state (finished or not)."""
    game = session.game
    outcome = session.outcome()
    scores = game.scores(session.state)
    return {
        "game": game.id,
        "seed": session.seed,
        "players": session.config.players,
        "options": session.config.as_dict(),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in session.seats],
        "plies": len(session.log),
        "winners": list(outcome.winners) if outcome else [],
        "scores": [{"seat": line.seat, "total": line.total, "breakdown": dict(line.breakdown)} for line in scores],
        "end": outcome.end if outcome else "in progress",
        "seconds": None if seconds is None else round(seconds, 4),
    }


def play_bots(
    game: Game,
    config: GameConfig,
    seed: int | str,
    levels: tuple[str, ...],
    save_dir: Path | None = None,
) -> dict[str, Any]:
    """Play one game with a bot of the given level in every seat, to the end."""
    seats = tuple(SeatConfig(f"{level.title()} bot {i + 1}", "bot", level) for i, level in enumerate(levels))
    started = time.perf_counter()
    session = Session(game, config, seats, seed)
    while not session.over:
        seat = min(session.to_act())
        session.play(seat, session.bot_move(seat), notify=False)
    elapsed = time.perf_counter() - started
    if save_dir is not None:
        save(session, new_save_path(Path(save_dir), game.id, seed))
    return summary(session, elapsed)

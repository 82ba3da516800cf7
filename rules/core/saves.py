"""JSON save files: one per game, written atomically, refused with a reason when bad.

A save holds the whole game (secrets included): format version, game id, config, seats,
seed, the action log and a snapshot of the state. Loading replays the log and checks the
snapshot against the replay; it never writes to the file it reads.
"""
from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from rules.core.engine import IllegalAction
from rules.core.options import make_config
from rules.core.registry import UnknownGame, get_game
from rules.core.serialize import action_from_json, action_to_json, to_plain
from rules.core.session import LogEntry, SeatConfig, Session

FORMAT = "meeple-save"
FORMAT_VERSION = 1


class SaveError(Exception):
    """A save file that cannot be loaded; the message is one line for the player."""


def saves_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """`--saves DIR`, else MEEPLE_SAVES, else ./saves."""
    chosen = override or os.environ.get("MEEPLE_SAVES") or "saves"
    return Path(chosen)


def new_save_path(directory: Path, game_id: str, seed: int | str) -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    path = directory / f"{game_id}-{stamp}-{seed}.json"
    counter = 2
    while path.exists():
        path = directory / f"{game_id}-{stamp}-{seed}-{counter}.json"
        counter += 1
    return path


def session_to_json(session: Session) -> dict[str, Any]:
    game = session.game
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": game.id,
        "players": session.config.players,
        "options": session.config.as_dict(),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in session.seats],
        "seed": session.seed,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "log": [{"seat": e.seat, "action": action_to_json(game, e.action)} for e in session.log],
        "snapshot": to_plain(game, session.state),
    }


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, then rename over the target.

    An interrupted write leaves the previous save intact.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise


def save(session: Session, path: Path) -> None:
    write_atomic(path, json.dumps(session_to_json(session), ensure_ascii=False, indent=1))


def _require(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in data:
        raise SaveError(f"the save has no {key!r} field")
    value = data[key]
    if not isinstance(value, kind):
        raise SaveError(f"the save's {key!r} field has the wrong type")
    return value


def session_from_json(data: Any) -> Session:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a Meeple save file")
    version = _require(data, "format_version", int)
    if version > FORMAT_VERSION:
        raise SaveError(
            f"this save was made by a newer Meeple (format {version}); this version reads format {FORMAT_VERSION}"
        )
    game_id = _require(data, "game", str)
    try:
        game = get_game(game_id)
    except UnknownGame as error:
        raise SaveError(str(error)) from None
    players = _require(data, "players", int)
    options = _require(data, "options", dict)
    try:
        config = make_config(game.options, players, options, game.min_players, game.max_players)
    except ValueError as error:
        raise SaveError(f"the save's options are not valid: {error}") from None
    seat_data = _require(data, "seats", list)
    try:
        seats = tuple(SeatConfig(str(s["name"]), str(s["kind"]), s.get("level")) for s in seat_data)
    except (TypeError, KeyError):
        raise SaveError("the save's seats are malformed") from None
    seed = data.get("seed")
    if not isinstance(seed, (int, str)):
        raise SaveError("the save has no valid seed")
    entries = []
    for index, raw in enumerate(_require(data, "log", list)):
        try:
            entries.append(LogEntry(int(raw["seat"]), action_from_json(game, raw["action"])))
        except Exception:  # cattrs raises several kinds; the player needs only which entry
            raise SaveError(f"log entry {index + 1} is not an action of {game_id}") from None
    try:
        session = Session(game, config, seats, seed, tuple(entries))
    except IllegalAction as error:
        raise SaveError(f"the log does not replay: {error}") from None
    except ValueError as error:
        raise SaveError(f"the save is inconsistent: {error}") from None
    if "snapshot" in data and to_plain(game, session.state) != data["snapshot"]:
        raise SaveError("the save's snapshot disagrees with the replay of its log")
    return session


def load(path: Path) -> Session:
    """Load and verify a save; raises SaveError with a one-line reason. Never writes."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"cannot read {path}: {error}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(f"the save is corrupt or truncated (JSON error at line {error.lineno})") from None
    return session_from_json(data)


def list_saves(directory: Path) -> list[Path]:
    """Save files, newest first."""
    if not directory.is_dir():
        return []
    files = [p for p in directory.glob("*.json") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


class Autosaver:
    """Session callback: write the save after every action."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __call__(self, session: Session) -> None:
        save(session, self.path)

"""JSON save files: one per game, written atomically, refused with a reason when bad.
(Where they live, their safe writing and their headers for save lists: `rules.core.save_files`.)

A save holds the whole game (secrets included): format version, the Meeple version and the
game's state version that wrote it, game id, config, seats, seed, the action log and a
snapshot of the state. Loading replays the log: the log is the truth. The snapshot is
checked against the replay only when the same Meeple with the same state shape wrote it (a
save from before an upgrade that added a field to a game's state loads by its log alone).
Loading never writes to the file it reads.

Autosave keeps its cost flat as a game grows: the full save is rewritten only every
`SNAPSHOT_EVERY` moves (and on undo, at the end, or after any failure); the moves in
between are appended, one JSON line each, to a journal beside it (`NAME.json.journal`).
Loading reads the save, then the journal's moves after it. A crash mid-append leaves at
most a cut last line, which is dropped; a crash between a full save and the journal's
removal leaves lines the save already holds, which are skipped by their move number.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import attrs

from rules.core.engine import IllegalAction
from rules.core.options import config_for
from rules.core.registry import UnknownGame, get_game
from rules.core.save_files import (  # the files' side, here too for the callers of this module
    FORMAT,
    FORMAT_VERSION,
    NOT_A_SAVE,
    SaveError,
    SaveHeader,
    delete_save,
    journal_path,
    json_failure,
    list_saves,
    read_header,
    readable_game_id,
    require_field,
    saves_dir,
    write_atomic,
)
from rules.core.serialize import action_from_json, action_to_json, to_plain
from rules.core.session import LogEntry, SeatConfig, Session

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "NOT_A_SAVE",
    "SNAPSHOT_EVERY",
    "Autosaver",
    "SaveError",
    "SaveHeader",
    "delete_save",
    "journal_path",
    "list_saves",
    "load",
    "meeple_version",
    "new_save_path",
    "read_header",
    "same_version",
    "save",
    "saves_dir",
    "session_from_json",
    "session_to_json",
    "state_version",
    "write_atomic",
]


@functools.cache
def meeple_version() -> str:
    """The installed Meeple's version ("unknown" in a checkout that was never installed)."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("meeple")
    except (ImportError, PackageNotFoundError):
        return "unknown"


def state_version(game: Any, state: Any) -> str:
    """The game's state version: a digest of the classes in `state` and their fields, so it
    changes by itself when a release adds, renames or drops a field (a version number kept
    by hand would be forgotten). Saves record it; equal versions mean comparable snapshots."""
    shapes: dict[type, tuple[str, ...]] = {}
    stack = [state]
    while stack:
        value = stack.pop()
        kind = type(value)
        if attrs.has(kind):
            fields = attrs.fields(kind)
            if kind not in shapes:
                shapes[kind] = tuple(f.name for f in fields)
            stack.extend(getattr(value, f.name) for f in fields)
        elif isinstance(value, (tuple, list, set, frozenset)):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
    text = "\n".join(sorted(f"{k.__module__}.{k.__qualname__}:{','.join(v)}" for k, v in shapes.items()))
    return f"{game.id}-{hashlib.sha256(text.encode()).hexdigest()[:12]}"


def new_save_path(directory: Path, game_id: str, seed: object = None) -> Path:
    """A fresh file name: game id and time only. The seed stays out of it (it would replay
    every deal while the game runs); `seed` is accepted and ignored for older callers."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    path = directory / f"{game_id}-{stamp}.json"
    counter = 2
    while path.exists():
        path = directory / f"{game_id}-{stamp}-{counter}.json"
        counter += 1
    return path


def session_to_json(session: Session) -> dict[str, Any]:
    """The save as plain data. The header (everything before "log") is what save lists read,
    so it carries the move count and the outcome: listing never replays a game."""
    game = session.game
    outcome = session.outcome() if session.over else None
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "meeple_version": meeple_version(),
        "state_version": state_version(game, session.state),
        "game": game.id,
        "title": game.title,
        "players": session.config.players,
        "options": session.config.as_dict(),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in session.seats],
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "moves": len(session.log),
        "finished": session.over,
        "winners": list(outcome.winners) if outcome is not None else [],
        "seed": session.seed,
        "log": [{"seat": e.seat, "action": action_to_json(game, e.action)} for e in session.log],
        "snapshot": to_plain(game, session.state),
    }


def save(session: Session, path: Path) -> None:
    """Write the whole save atomically and drop its journal (the save now holds every move)."""
    write_atomic(path, json.dumps(session_to_json(session), ensure_ascii=False, indent=1))
    journal_path(path).unlink(missing_ok=True)


#: Moves appended to a journal before the full save is rewritten.
SNAPSHOT_EVERY = 64


def _journal_line(session: Session, index: int) -> str:
    entry = session.log[index]
    record = {"n": index, "seat": entry.seat, "action": action_to_json(session.game, entry.action)}
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def session_from_json(data: Any, journal: list[tuple[int, Any]] | None = None) -> Session:
    """The session a save holds, its log replayed and checked against its snapshot; then the
    journal's raw lines `(line number, record)` after it, each replayed like a move."""
    game_id = readable_game_id(data)
    try:
        game = get_game(game_id)
    except UnknownGame as error:
        raise SaveError(str(error)) from None
    players = require_field(data, "players", int)
    options = require_field(data, "options", dict)
    try:
        config = config_for(game, players, options)
    except ValueError as error:
        raise SaveError(f"the save's options are not valid: {error}") from None
    seat_data = require_field(data, "seats", list)
    try:
        seats = tuple(SeatConfig(str(s["name"]), str(s["kind"]), s.get("level")) for s in seat_data)
    except (TypeError, KeyError):
        raise SaveError("the save's seats are malformed") from None
    seed = data.get("seed")
    if not isinstance(seed, (int, str)):
        raise SaveError("the save has no valid seed")
    entries = []
    for index, raw in enumerate(require_field(data, "log", list)):
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
    if (
        "snapshot" in data
        and same_version(data, game, session.state)
        and to_plain(game, session.state) != data["snapshot"]
    ):
        raise SaveError("the save's snapshot disagrees with the replay of its log")
    for number, record in journal or ():
        _replay_journal_line(session, number, record)
    return session


def same_version(data: dict[str, Any], game: Any, state: Any) -> bool:
    """Whether this Meeple, with `state`'s shape, wrote the save `data` (then its snapshot
    must equal the replay; after an upgrade, the replay of the log is the state)."""
    return data.get("meeple_version") == meeple_version() and data.get("state_version") == state_version(game, state)


def _replay_journal_line(session: Session, number: int, record: Any) -> None:
    try:
        index = record["n"]
        seat = int(record["seat"])
        action = action_from_json(session.game, record["action"])
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError("n")
    except Exception:  # cattrs raises several kinds; the player needs only which line
        raise SaveError(f"line {number} of the save's journal is not a move of {session.game.id}") from None
    if index < len(session.log):
        return  # already in the full save (written after this line, before the journal went)
    if index > len(session.log):
        raise SaveError(f"the save's journal skips from move {len(session.log) + 1} to move {index + 1}")
    try:
        session.play(seat, action, notify=False)
    except IllegalAction as error:
        raise SaveError(f"move {index + 1} in the save's journal does not replay: {error}") from None


def _read_journal(path: Path) -> list[tuple[int, Any]]:
    """The journal's complete lines as `(line number, parsed JSON)`. A last line without its
    newline was cut by a crash mid-append: it is dropped. Any other bad line is an error."""
    try:
        raw = journal_path(path).read_bytes()
    except FileNotFoundError:
        return []
    except OSError as error:
        raise SaveError(f"cannot read the save's journal: {error.strerror or error}") from None
    pieces = raw.split(b"\n")
    records = []
    for number, piece in enumerate(pieces[:-1], start=1):  # pieces[-1]: b"" or a cut line
        try:
            records.append((number, json.loads(piece.decode("utf-8"))))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise SaveError(f"line {number} of the save's journal is corrupt") from None
    return records


def load(path: Path) -> Session:
    """Load and verify a save; raises SaveError with a one-line reason. Never writes."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except OSError as error:
        raise SaveError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(NOT_A_SAVE) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise SaveError(json_failure(text, error)) from None
    return session_from_json(data, _read_journal(Path(path)))


class Autosaver:
    """Session callback: keep the save on disk up to date after every action, cheaply.

    A move that extends the log by one is appended to the journal; anything else (the first
    write, an undo, the end of the game, every SNAPSHOT_EVERY moves, a failed write) rewrites
    the whole save atomically, which also removes the journal. A caller that writes the whole
    save itself just after the game's end (`end_later`: the app, once the end screen is shown)
    has the last move appended like any other.
    """

    def __init__(self, path: Path, every: int = SNAPSHOT_EVERY) -> None:
        self.path = Path(path)
        self.every = every
        self._saved: int | None = None  # moves in the full save on disk; None: not known
        self._journaled = 0
        self._last: Any = None  # the log entry written last (an undo and replay replace it)

    def __call__(self, session: Session) -> None:
        self.write(session)

    def write(self, session: Session, whole: bool = False, end_later: bool = False) -> None:
        """Bring the save up to date with `session`; `whole` rewrites the full save; `end_later`:
        the game's last move too is appended (the caller writes the whole save soon after)."""
        moves = len(session.log)
        try:
            if not whole and self._appends(session, moves, end_later):
                with open(journal_path(self.path), "a", encoding="utf-8") as handle:
                    handle.write(_journal_line(session, moves - 1))
                    handle.flush()
                    os.fsync(handle.fileno())
                self._journaled += 1
            else:
                save(session, self.path)
                self._saved, self._journaled = moves, 0
        except BaseException:
            self._saved = None  # a cut line or a half state on disk: the next write is whole
            raise
        self._last = session.log[-1] if session.log else None

    def appends(self, session: Session, end_later: bool = False) -> bool:
        """Whether writing `session` now would only append its last move to the journal (a
        whole rewrite otherwise)."""
        return self._appends(session, len(session.log), end_later)

    def _appends(self, session: Session, moves: int, end_later: bool = False) -> bool:
        return (
            self._saved is not None
            and (end_later or not session.over)
            and moves == self._saved + self._journaled + 1
            and self._journaled + 1 < self.every
            and moves >= 2
            and session.log[moves - 2] is self._last
        )

    def forget(self) -> None:
        """The next write rewrites the whole save (someone else wrote or removed it)."""
        self._saved = None

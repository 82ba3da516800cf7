"""JSON save files: one per game, written atomically, refused with a reason when bad.

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
import re
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import attrs

from rules.core.engine import IllegalAction
from rules.core.options import config_for
from rules.core.registry import UnknownGame, get_game
from rules.core.serialize import action_from_json, action_to_json, to_plain
from rules.core.session import LogEntry, SeatConfig, Session

FORMAT = "meeple-save"
FORMAT_VERSION = 1


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


#: The one message for a file that is not ours (not UTF-8, not JSON, another format).
NOT_A_SAVE = "not a Meeple save"


class SaveError(Exception):
    """A save file that cannot be loaded; the message is one line for the player."""


def saves_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """`--saves DIR`, else MEEPLE_SAVES, else `saves/` of the source checkout, else the per-user
    data folder (installed: never beside the code in site-packages, never the current folder)."""
    from rules.core import resources

    chosen = override or os.environ.get("MEEPLE_SAVES")
    if chosen:
        return Path(chosen).expanduser()
    checkout = resources.checkout_root()
    if checkout is not None:
        return checkout / "saves"
    import platformdirs  # only here: the checkout and explicit folders never need it

    return platformdirs.user_data_path("meeple", appauthor=False) / "saves"


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
    """Write the whole save atomically and drop its journal (the save now holds every move)."""
    write_atomic(path, json.dumps(session_to_json(session), ensure_ascii=False, indent=1))
    journal_path(path).unlink(missing_ok=True)


#: Moves appended to a journal before the full save is rewritten.
SNAPSHOT_EVERY = 64


def journal_path(path: Path) -> Path:
    """The journal of the save at `path` (not matched by `*.json`, so never listed as a save)."""
    path = Path(path)
    return path.with_name(path.name + ".journal")


def delete_save(path: Path) -> None:
    """Remove a save and its journal (either may be missing)."""
    Path(path).unlink(missing_ok=True)
    journal_path(path).unlink(missing_ok=True)


def _journal_line(session: Session, index: int) -> str:
    entry = session.log[index]
    record = {"n": index, "seat": entry.seat, "action": action_to_json(session.game, entry.action)}
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


def _require(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in data:
        raise SaveError(f"the save has no {key!r} field")
    value = data[key]
    if not isinstance(value, kind):
        raise SaveError(f"the save's {key!r} field has the wrong type")
    return value


def session_from_json(data: Any, journal: list[tuple[int, Any]] | None = None) -> Session:
    """The session a save holds, its log replayed and checked against its snapshot; then the
    journal's raw lines `(line number, record)` after it, each replayed like a move."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE)
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
        config = config_for(game, players, options)
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
        raise SaveError(_json_failure(text, error)) from None
    return session_from_json(data, _read_journal(Path(path)))


#: Every save starts with this (whitespace aside): a broken file that does, or that stops
#: before the end of it, is a damaged save; anything else is some other file.
_SAVE_START = '{"format":"' + FORMAT + '"'


def _looks_like_save(text: str) -> bool:
    start = re.sub(r"\s", "", text[:200])
    return start.startswith(_SAVE_START) or (len(text) < 200 and _SAVE_START.startswith(start) and start != "")


def _json_failure(text: str, error: json.JSONDecodeError) -> str:
    """The reason for text that does not parse: a cut-off save, or not a save at all."""
    if _looks_like_save(text):
        return f"the save is corrupt or truncated (JSON error at line {error.lineno})"
    return NOT_A_SAVE


@attrs.frozen
class SaveHeader:
    """What a list of saves shows, read without replaying the game.

    `moves`, `finished` and `winners` are None for saves written before the header had them.
    """

    path: Path
    game_id: str
    game_title: str
    seats: tuple[SeatConfig, ...]
    moves: int | None
    finished: bool | None
    winners: tuple[int, ...] | None
    saved_at: datetime | None
    #: The game's options as saved (empty for saves written before the header had them).
    options: tuple[tuple[str, Any], ...] = ()


#: Keys after the header: reading stops at the first of them (the log can be long).
_BODY_KEYS = ("log", "snapshot")
_HEAD_CHUNK = 4096
_SPACE = re.compile(r"\s*")


class _NeedMore(Exception):
    """The text read so far ends before the header does."""


def _read_head_fields(path: Path) -> dict[str, Any]:
    """The top-level fields before "log", from the start of the file only.

    Reads in chunks until the header is complete, so a long game costs no more to list
    than a short one. Fields after the log (a hand-edited save) are not seen.
    """
    data = b""
    with open(path, "rb") as handle:
        while True:
            chunk = handle.read(_HEAD_CHUNK)
            at_end = not chunk
            data += chunk
            try:
                text, bad_bytes = data.decode("utf-8"), False
            except UnicodeDecodeError as error:
                # judge the text before the bad byte: a save's header may be followed by
                # anything (it is not read); a letter cut at the chunk's end is read again
                text = data[: error.start].decode("utf-8")
                bad_bytes = at_end or error.reason != "unexpected end of data"
            try:
                return _parse_head(text)
            except (_NeedMore, json.JSONDecodeError, ValueError):
                if at_end or bad_bytes:
                    break  # a JSON error mid-file may be a cut value: read on before judging
    if bad_bytes:
        raise SaveError(NOT_A_SAVE)
    if _looks_like_save(text):
        raise SaveError("the save is corrupt or truncated")
    raise SaveError(NOT_A_SAVE)


def _parse_head(text: str) -> dict[str, Any]:
    """`{"key": value, ...` up to the first body key (or the closing brace)."""
    decoder = json.JSONDecoder()

    def skip(at: int) -> int:
        at = _SPACE.match(text, at).end()  # type: ignore[union-attr]
        if at >= len(text):
            raise _NeedMore
        return at

    pos = skip(0)
    if text[pos] != "{":
        raise ValueError("not an object")
    fields: dict[str, Any] = {}
    pos = skip(pos + 1)
    while text[pos] != "}":
        if fields:
            if text[pos] != ",":
                raise ValueError("expected ','")
            pos = skip(pos + 1)
        key, pos = decoder.raw_decode(text, pos)
        if not isinstance(key, str):
            raise ValueError("expected a key")
        if key in _BODY_KEYS:
            return fields
        pos = skip(pos)
        if text[pos] != ":":
            raise ValueError("expected ':'")
        value, pos = decoder.raw_decode(text, skip(pos + 1))
        fields[key] = value
        pos = skip(pos)  # also: a number cut at the chunk's end is read again whole
    return fields


def read_header(path: Path) -> SaveHeader:
    """The header of a save, cheaply (no replay, the log is not read).

    Raises SaveError with a one-line reason ("not a Meeple save", "made by a newer Meeple",
    ...). A header that reads may still belong to a save that `load` refuses.
    """
    path = Path(path)
    try:
        fields = _read_head_fields(path)
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except OSError as error:
        raise SaveError(f"cannot read {path}: {error.strerror or error}") from None
    if fields.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE)
    version = _require(fields, "format_version", int)
    if version > FORMAT_VERSION:
        raise SaveError(
            f"this save was made by a newer Meeple (format {version}); this version reads format {FORMAT_VERSION}"
        )
    game_id = _require(fields, "game", str)
    title = fields.get("title")
    if not isinstance(title, str):
        title = _known_title(game_id)
    try:
        seats = tuple(
            SeatConfig(str(s["name"]), str(s.get("kind", "human")), s.get("level"))
            for s in _require(fields, "seats", list)
        )
    except (TypeError, KeyError, AttributeError):
        raise SaveError("the save's seats are malformed") from None
    options = fields.get("options")
    options = tuple(sorted(options.items())) if isinstance(options, dict) else ()
    moves = fields.get("moves")
    finished = fields.get("finished")
    winners = fields.get("winners")
    saved_at = _parse_time(fields.get("saved_at"))
    journaled = _journal_moves(path)
    if journaled is not None:
        last_move, when = journaled
        if isinstance(moves, int) and not isinstance(moves, bool):
            moves = max(moves, last_move)
        saved_at = when
    return SaveHeader(
        path=path,
        game_id=game_id,
        game_title=title,
        seats=seats,
        moves=moves if isinstance(moves, int) and not isinstance(moves, bool) else None,
        finished=finished if isinstance(finished, bool) else None,
        winners=tuple(w for w in winners if isinstance(w, int)) if isinstance(winners, list) else None,
        saved_at=saved_at,
        options=options,
    )


def _journal_moves(path: Path) -> tuple[int, datetime] | None:
    """(moves counted to the journal's last complete line, its time) or None without one.
    Cheap: a journal holds fewer than SNAPSHOT_EVERY short lines."""
    journal = journal_path(path)
    try:
        raw = journal.read_bytes()
        when = datetime.fromtimestamp(journal.stat().st_mtime, timezone.utc)
    except OSError:
        return None
    last = 0
    for piece in raw.split(b"\n")[:-1]:
        try:
            last = max(last, int(json.loads(piece)["n"]) + 1)
        except (ValueError, TypeError, KeyError, UnicodeDecodeError):
            continue  # load says what is wrong with it; a list only counts
    return last, when


def _known_title(game_id: str) -> str:
    try:
        return str(get_game(game_id).title)
    except Exception:  # unknown or half-written game: the id still names it
        return game_id


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        stamp = datetime.fromisoformat(value)
    except ValueError:
        return None
    return stamp if stamp.tzinfo else stamp.replace(tzinfo=timezone.utc)


def list_saves(directory: Path) -> list[Path]:
    """Save files, newest first (a journal's last move counts as the save's time)."""
    if not directory.is_dir():
        return []
    files = [p for p in directory.glob("*.json") if p.is_file()]
    return sorted(files, key=_last_written, reverse=True)


def _last_written(path: Path) -> float:
    try:
        return max(path.stat().st_mtime, journal_path(path).stat().st_mtime)
    except OSError:
        return path.stat().st_mtime


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

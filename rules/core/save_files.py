"""Save files as files: where they live, how one is written safely, and what a list of them
shows, read from each file's head without loading the game.

Loading and writing games (`rules.core.saves`) need the games' converters (cattrs); the title
screen and the save lists need only this, so the title is drawn before those load (they were
~20 ms of a cold start).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, NamedTuple

from rules.core.registry import get_game
from rules.core.seats import SeatConfig

FORMAT = "meeple-save"
FORMAT_VERSION = 1

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


def journal_path(path: Path) -> Path:
    """The journal of the save at `path` (not matched by `*.json`, so never listed as a save)."""
    path = Path(path)
    return path.with_name(path.name + ".journal")


def delete_save(path: Path) -> None:
    """Remove a save and its journal (either may be missing)."""
    Path(path).unlink(missing_ok=True)
    journal_path(path).unlink(missing_ok=True)


def readable_game_id(data: Any) -> str:
    """The game id of a save's top-level fields, once they are known to be a save of a format
    this Meeple reads (else SaveError: not a save, or made by a newer Meeple)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(NOT_A_SAVE)
    version = require_field(data, "format_version", int)
    if version > FORMAT_VERSION:
        raise SaveError(
            f"this save was made by a newer Meeple (format {version}); this version reads format {FORMAT_VERSION}"
        )
    return str(require_field(data, "game", str))


def require_field(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    """`data[key]`, which must be a `kind`; else the save is refused with the field's name."""
    if key not in data:
        raise SaveError(f"the save has no {key!r} field")
    value = data[key]
    if not isinstance(value, kind):
        raise SaveError(f"the save's {key!r} field has the wrong type")
    return value


#: Every save starts with this (whitespace aside): a broken file that does, or that stops
#: before the end of it, is a damaged save; anything else is some other file.
_SAVE_START = '{"format":"' + FORMAT + '"'


def _looks_like_save(text: str) -> bool:
    start = re.sub(r"\s", "", text[:200])
    return start.startswith(_SAVE_START) or (len(text) < 200 and _SAVE_START.startswith(start) and start != "")


def json_failure(text: str, error: json.JSONDecodeError) -> str:
    """The reason for text that does not parse: a cut-off save, or not a save at all."""
    if _looks_like_save(text):
        return f"the save is corrupt or truncated (JSON error at line {error.lineno})"
    return NOT_A_SAVE


class SaveHeader(NamedTuple):
    """What a list of saves shows, read without replaying the game (a named tuple, like
    `SeatConfig`: the title lists saves before attrs and the engine are imported).

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
    game_id = readable_game_id(fields)
    title = fields.get("title")
    if not isinstance(title, str):
        title = _known_title(game_id)
    try:
        seats = tuple(
            SeatConfig(str(s["name"]), str(s.get("kind", "human")), s.get("level"))
            for s in require_field(fields, "seats", list)
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

"""The wire between the table server and one connection's client: small typed messages,
one JSON object per line, each tagged with its kind in "t".

Client -> server: Hello, ListTables, CreateTable, TakeSeat, Watch, Play, Undo, Chat, Leave, StandIn,
LegalAfter, GetInvite.
Server -> client: Welcome, Lobby, Seated, SnapshotMsg, ChatLine, Refused, Legal, Notice, Invite.

A decoding failure is a `ProtocolError` with a one-line reason; the server answers it with
`Refused` and keeps the connection (and itself) up.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any, Union

import attrs
import cattrs
from cattrs.strategies import configure_tagged_union

from tui.i18n import N_, _

#: Longest line a client may send (a chat line or a composed move is far smaller).
MAX_CLIENT_LINE = 64 * 1024
#: Longest chat line kept, in characters.
MAX_CHAT = 200
TAG = "t"


class ProtocolError(ValueError):
    """A line that is not one of our messages. `str()` is the English reason (logs, tests);
    `said()` is it in the language spoken now, for the connection that sent the line."""

    def __init__(self, text: str, **values: Any) -> None:
        self.text, self.values = text, values
        super().__init__(text.format(**values))

    def said(self) -> str:
        return _(self.text, **self.values)


# ----- client -> server
@attrs.frozen
class Hello:
    """The first message: the ticket the front door (SSH) issued for this connection."""

    ticket: str
    #: The language its words are read in ("en" or "ko": the SSH client's LANG, or chosen):
    #: the server words each connection's snapshots, log and labels in its own.
    language: str = "en"


@attrs.frozen
class SpeakLanguage:
    """From now on, word this connection's snapshots in `language` (the lobby's switch)."""

    language: str


@attrs.frozen
class ListTables:
    pass


@attrs.frozen
class SeatSpec:
    """A seat at a new table: "open" (a human takes it) or "bot" with a level."""

    kind: str = "open"
    level: str | None = None


@attrs.frozen
class CreateTable:
    game: str
    seats: tuple[SeatSpec, ...]
    options: dict[str, Any] = attrs.field(factory=dict)
    #: Take the first open seat at once.
    sit: bool = True
    #: Require an invite code to take a seat (the code comes back in `Seated`).
    invite: bool = False
    # No seed: the server draws it and keeps it secret until the game is over (a message
    # that names one is refused as an unknown field).


@attrs.frozen
class TakeSeat:
    table: str
    seat: int | None = None
    invite: str | None = None


@attrs.frozen
class Watch:
    table: str
    #: An invite-only table is watched with its code too (its creator and players need none).
    invite: str | None = None


@attrs.frozen
class Play:
    """Actions for one of this connection's own seats at `table` (checked against the
    connection's identity; a seat of someone else is refused). `version` is the snapshot
    version the move was chosen on: a move made on a stale snapshot is refused."""

    table: str
    seat: int
    version: int
    actions: tuple[dict[str, Any], ...]


@attrs.frozen
class Undo:
    table: str
    seat: int


@attrs.frozen
class Chat:
    table: str
    text: str


@attrs.frozen
class Leave:
    table: str


@attrs.frozen
class StandIn:
    """The table's creator hands an away player's `seat` to a bot of `level`, or back to its
    owner (None)."""

    table: str
    seat: int
    level: str | None = None


@attrs.frozen
class LegalAfter:
    """The composer's question: `seat`'s legal actions after `steps` (tried on a scratch copy
    of the table at `version`; nothing is played). Answered by `Legal`."""

    table: str
    seat: int
    version: int
    steps: tuple[dict[str, Any], ...]


# ----- server -> client
@attrs.frozen
class TableLine:
    id: str
    game: str
    title: str
    seats: tuple[str, ...]
    open_seats: tuple[int, ...]
    moves: int
    over: bool
    invite: bool


@attrs.frozen
class Welcome:
    name: str
    #: A new seat code for a user without a key (shown once; reconnect with it), else None.
    code: str | None = None


@attrs.frozen
class Lobby:
    tables: tuple[TableLine, ...]


@attrs.frozen
class Seated:
    table: str
    seats: tuple[int, ...]
    #: The table's invite code, sent to its creator only.
    invite: str | None = None


@attrs.frozen
class SnapshotMsg:
    """One viewer's snapshot of a table (`tui.server.snapshots.snapshot_to_plain`)."""

    table: str
    viewer: int
    version: int
    snapshot: dict[str, Any]
    #: Seats whose player has no connection now.
    away: tuple[int, ...] = ()


@attrs.frozen
class ChatLine:
    table: str
    name: str
    text: str
    #: Said before this connection came to the table (kept for those who were away): no toast.
    earlier: bool = False


@attrs.frozen
class Refused:
    reason: str


@attrs.frozen
class Legal:
    """The answer to `LegalAfter` (empty when the steps are refused or the table moved on)."""

    table: str
    seat: int
    version: int
    steps: tuple[dict[str, Any], ...]
    actions: tuple[dict[str, Any], ...]


@attrs.frozen
class GetInvite:
    """The table's creator asks for its invite code again (the Invite panel)."""

    table: str


@attrs.frozen
class DeleteTable:
    """The table's creator deletes it: it leaves the lobby (moved to the server's archive)."""

    table: str


@attrs.frozen
class Invite:
    """A table's invite code, for its creator only."""

    table: str
    code: str


@attrs.frozen
class Notice:
    """Something the server tells this user about one of their seats (a bot stands in for
    them, or they have the seat back)."""

    table: str
    text: str


CLIENT_MESSAGES = (
    Hello,
    ListTables,
    CreateTable,
    TakeSeat,
    Watch,
    Play,
    Undo,
    Chat,
    Leave,
    StandIn,
    LegalAfter,
    GetInvite,
    DeleteTable,
    SpeakLanguage,
)
SERVER_MESSAGES = (Welcome, Lobby, Seated, SnapshotMsg, ChatLine, Refused, Legal, Notice, Invite)
ClientMessage = Union[CLIENT_MESSAGES]  # type: ignore[valid-type]
ServerMessage = Union[SERVER_MESSAGES]  # type: ignore[valid-type]


def _converter() -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True)
    configure_tagged_union(ClientMessage, conv, tag_name=TAG)
    configure_tagged_union(ServerMessage, conv, tag_name=TAG)
    return conv


_CONV = _converter()


def encode(message: Any) -> bytes:
    if isinstance(message, SnapshotMsg):  # the snapshot is plain data already: no walk through it
        data: Any = {
            TAG: "SnapshotMsg",
            "table": message.table,
            "viewer": message.viewer,
            "version": message.version,
            "snapshot": message.snapshot,
            "away": list(message.away),
        }
    else:
        kind = ClientMessage if isinstance(message, CLIENT_MESSAGES) else ServerMessage
        data = _CONV.unstructure(message, unstructure_as=kind)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def _decode(line: bytes, kind: Any) -> Any:
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
        raise ProtocolError(N_("not a JSON line ({error})"), error=type(error).__name__) from None
    if not isinstance(data, dict):
        raise ProtocolError(N_("a message is a JSON object"))
    try:
        return _CONV.structure(data, kind)
    except Exception as error:  # cattrs' class-validation errors, type errors, bad tags
        raise ProtocolError(N_("not a valid message ({error})"), error=type(error).__name__) from None


def decode_client(line: bytes) -> Any:
    return _decode(line, ClientMessage)


def decode_server(line: bytes) -> Any:
    return _decode(line, ServerMessage)


def sanitize_chat(text: str) -> str:
    """One plain line: control and format characters dropped (no escapes, no bidi tricks),
    whitespace runs made one space, markup brackets made harmless, length capped."""
    kept = []
    for char in str(text):
        category = unicodedata.category(char)
        if category in ("Zl", "Zp") or char in "\t\r\n":
            kept.append(" ")
        elif category.startswith("C"):
            continue
        elif char == "[":
            kept.append("(")
        elif char == "]":
            kept.append(")")
        else:
            kept.append(char)
    return " ".join("".join(kept).split())[:MAX_CHAT]

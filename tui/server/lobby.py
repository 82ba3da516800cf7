"""The lobby: the server's tables, who sits where, and how it all survives a restart.

No sockets and no asyncio here: the server (`tui.server.server`) calls these methods for
connections it has already identified. An identity is "key:<fingerprint>" for a public key,
or "code:<sha256 of a seat code>" for a user without one; codes themselves are never stored.
Seats are bound to identities, never to seat numbers a client names later.

On disk (`state_dir`): `identities.json` (code hashes and names), `tables/<id>.json` (each
table's record: game, options, seed, seats and their owners) and `saves/<id>.json` with its
journal (the table's own autosave, written by `Table` after every action). Saves hold every
secret of a game: folders are 0700 and files 0600, those of an older server made so at start
(`meeple serve` runs with umask 077, so what `Table` writes later is born that way).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import re
import secrets
import shutil
import time
from collections.abc import Callable, Collection
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import attrs
import cattrs

from rules.core.bots import BOT_LEVELS, UnknownBotLevel
from rules.core.engine import SPECTATOR, IllegalAction, NoLegalAction, Seat
from rules.core.options import config_for
from rules.core.registry import GAMES, UnknownGame, get_game, info
from rules.core.saves import SaveError, journal_path, meeple_version, state_version, write_atomic
from rules.core.serialize import action_from_json, action_to_json
from rules.core.session import SeatConfig, Session
from rules.core.words import DEFAULT_LANGUAGE, say, speaking
from rules.core.words import language as spoken_language
from tui.i18n import N_, _
from tui.server import labels
from tui.server.protocol import CreateTable, TableLine, sanitize_chat
from tui.table.table import Table

MAX_NAME = 20
#: Chat lines kept per table (the newest).
CHAT_KEPT = 200


#: Limits (issue 24): unfinished tables one identity may have made, and the whole server.
MAX_OPEN_PER_IDENTITY = 5
MAX_OPEN_TABLES = 200
#: A finished table is archived this long after it ended (seconds); keyless identities
#: unused this long expire (their seats open again).
ARCHIVE_AFTER = 7 * 24 * 3600
CODE_EXPIRY = 30 * 24 * 3600
#: Refused at creation: the server would play a bots-only game for nobody.
ALL_BOTS = N_("a table needs at least one open seat: games of bots alone are not hosted here")


#: Seconds a wrong seat or invite code waits before its refusal (guessing costs time).
WRONG_CODE_DELAY = 1.0


#: What a player is told when their move (or a bot's) would leave a seat with no legal move.
FROZEN = N_(
    "that move would leave the game with no legal move, a bug in Meeple: it was not made, and the "
    "table is saved as it was; the host's log has the details"
)


def report_frozen(table_id: str, error: NoLegalAction) -> None:
    """The whole error (game, seed, ply, last action) goes to the host's console, never to a
    player: it names the seed and a move that may be secret."""
    import sys

    print(f"meeple serve: table {table_id}: {error}", file=sys.stderr, flush=True)


class Refusal(Exception):
    """A request the lobby turns down, with a one-line reason for the user."""


class WrongCode(Refusal):
    """A seat or invite code that does not match: refused after WRONG_CODE_DELAY."""


def code_hash(code: str) -> str:
    return hashlib.sha256(code.encode("utf-8", "surrogatepass")).hexdigest()


#: Seat and invite codes: a lowercase letter, then lowercase letters and digits. A shell and
#: ssh take such a word as it is (token_urlsafe's codes could start with "-", which
#: `ssh -p PORT -abc...@HOST` reads as an option) and needs no quoting.
CODE_FIRST = "abcdefghijklmnopqrstuvwxyz"
CODE_REST = CODE_FIRST + "0123456789"
#: 1 + 24 characters: log2(26) + 24 * log2(36) = 128.8 random bits.
CODE_LENGTH = 25


def new_code() -> str:
    """A random seat or invite code: at least 128 bits, typeable as an SSH user name."""
    return secrets.choice(CODE_FIRST) + "".join(secrets.choice(CODE_REST) for _ in range(CODE_LENGTH - 1))


#: Names a bot's seat has ("Bot 3", "봇 3"): a person so named would pass for a bot.
BOT_LIKE = re.compile(r"(?i)(?:bot|봇)\W*\d*\W*")


def clean_name(name: str) -> str:
    """A person's name as shown: one plain line, at most MAX_NAME characters, never a bot's.
    What it adds ("Player", " (human)") is said in the language spoken now: the person's own,
    whose name it is (a name is kept as made, like any name a person types)."""
    name = sanitize_chat(name)[:MAX_NAME].strip() or _("Player")
    if BOT_LIKE.fullmatch(name):
        tag = _(" (human)")
        name = f"{name[: MAX_NAME - len(tag)]}{tag}"
    return name


def default_name(kind: str, index: int, language: str) -> str:
    """The name a seat has before anyone sits in it ("Seat 2", "2번 자리") or of a bot ("Bot 3",
    "봇 3"), in `language`: the table's (its creator's when it was made). The name is stored in
    the table's record and in its game like a person's, so it is worded once, when made; a table
    made before tables had a language is English, as its names are."""
    with speaking(language):
        return _("Bot {number}", number=index + 1) if kind == "bot" else _("Seat {number}", number=index + 1)


@attrs.define
class SeatRecord:
    kind: str  # "open" (a human seat, taken when owner is set) or "bot"
    level: str | None = None
    owner: str | None = None
    name: str = ""
    #: A bot level playing for the owner while they are away (set by the table's creator).
    stand_in: str | None = None


@attrs.define
class TableRecord:
    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int | str
    seats: list[SeatRecord]
    creator: str
    invite_hash: str | None = None
    #: The invite code itself, for the creator's Invite panel. Kept in the clear in this
    #: record (0600, in the server's 0700 folder beside the saves, which hold every hidden card
    #: of the game): a key to encrypt it would have to be kept in the same folder, protecting
    #: nothing. Never sent to anyone but the creator; others are checked against the hash.
    invite_code: str | None = None
    #: The Meeple and the game's state version (`rules.core.saves`) that last wrote the table:
    #: after an upgrade its save loads by its log, and the record says which version it was.
    meeple_version: str = ""
    state_version: str = ""
    #: When the game ended (epoch seconds): it is archived ARCHIVE_AFTER later.
    ended: float | None = None
    #: The language the table's made-up seat names are worded in ("Seat 2" or "2번 자리"): its
    #: creator's when it was made (a record from before: English, as its names are).
    language: str = DEFAULT_LANGUAGE


_records = cattrs.Converter()
_records.register_structure_hook(int | str, lambda v, _t: v if isinstance(v, (int, str)) else str(v))


@attrs.define
class LiveTable:
    record: TableRecord
    table: Table
    chat: list[tuple[str, str]] = attrs.field(factory=list)

    @property
    def id(self) -> str:
        return self.record.id


def make_private(folder: Path) -> None:
    """`folder` and every folder in it 0700, every file 0600 (the owner's alone)."""
    for root, dirs, files in os.walk(folder):
        with contextlib.suppress(OSError):
            os.chmod(root, 0o700)
        for name in files:
            path = os.path.join(root, name)
            with contextlib.suppress(OSError):
                if not os.path.islink(path):
                    os.chmod(path, 0o600)


def secret_seed() -> int:
    """A new table's seed: drawn by the server, never chosen by a client (a player who knew
    or picked it could foresee every hidden card and die roll)."""
    return secrets.randbelow(10**12) + 1


class Lobby:
    def __init__(
        self,
        state_dir: Path,
        draw_seed: Callable[[], int] = secret_seed,
        max_open_per_identity: int = MAX_OPEN_PER_IDENTITY,
        max_open_tables: int = MAX_OPEN_TABLES,
        archive_after: float = ARCHIVE_AFTER,
        code_expiry: float = CODE_EXPIRY,
        clock: Callable[[], float] = time.time,
        bots_only: bool = False,
    ) -> None:
        self.state_dir = Path(state_dir)
        #: Where new tables' seeds come from (tests give a fixed one).
        self.draw_seed = draw_seed
        self.max_open_per_identity = max_open_per_identity
        self.max_open_tables = max_open_tables
        self.archive_after = archive_after
        self.code_expiry = code_expiry
        #: Wall-clock seconds (tests move time on).
        self.clock = clock
        #: Tables of bots alone allowed (tests of the bots themselves; never `meeple serve`).
        self.bots_only = bots_only
        for sub in ("", "tables", "saves"):
            (self.state_dir / sub).mkdir(parents=True, exist_ok=True, mode=0o700)
        make_private(self.state_dir)
        self.tables: dict[str, LiveTable] = {}
        self.code_hashes: dict[str, str] = {}  # hash -> name
        self.code_used: dict[str, float] = {}  # hash -> when last admitted
        self.load_errors: list[str] = []
        #: Tables that could not be loaded: (their people's identities, table id, game id).
        self.set_aside: list[tuple[frozenset[str], str, str]] = []
        self._load()
        self.housekeep()

    # ----- identities
    def admit(self, name: str, fingerprint: str | None = None, code: str | None = None) -> tuple[str, str, str | None]:
        """(identity, display name, a new code or None). A key is its own identity; a code
        must be one this server issued (Refusal otherwise); with neither, a new code is made."""
        name = clean_name(name)
        if fingerprint:
            return f"key:{fingerprint}", name, None
        if code is not None:
            wanted = code_hash(code)
            found: str | None = None
            for known, known_name in self.code_hashes.items():  # every entry compared, in constant time each
                if hmac.compare_digest(known, wanted):
                    found = known_name
            if found is None:
                raise WrongCode(_("unknown seat code"))
            self.code_used[wanted] = self.clock()
            self._save_identities()
            return f"code:{wanted}", clean_name(found), None  # the name the code was given to
        fresh = new_code()
        self.code_hashes[code_hash(fresh)] = name
        self.code_used[code_hash(fresh)] = self.clock()
        self._save_identities()
        return f"code:{code_hash(fresh)}", name, fresh

    # ----- reading
    def line(self, live: LiveTable) -> TableLine:
        table, record = live.table, live.record
        open_seats = tuple(i for i, s in enumerate(record.seats) if s.kind == "open" and s.owner is None)
        return TableLine(
            id=record.id,
            game=record.game,
            title=table.game.title,
            seats=table.names,
            open_seats=open_seats,
            moves=table.moves,
            over=table.over,
            invite=record.invite_hash is not None,
        )

    def lines(self) -> tuple[TableLine, ...]:
        return tuple(self.line(live) for live in self.tables.values())

    def get(self, table_id: str) -> LiveTable:
        live = self.tables.get(table_id)
        if live is None:
            raise Refusal(_("no such table"))
        return live

    def seats_of(self, identity: str, table_id: str) -> tuple[Seat, ...]:
        live = self.tables.get(table_id)
        if live is None:
            return ()
        return tuple(i for i, s in enumerate(live.record.seats) if s.owner == identity and s.kind == "open")

    def tables_of(self, identity: str) -> tuple[str, ...]:
        return tuple(t for t in self.tables if self.seats_of(identity, t))

    # ----- changing
    def create(self, identity: str, name: str, request: CreateTable) -> tuple[LiveTable, str | None]:
        """A new table (and its invite code, if asked for). Seats are open or bots."""
        try:
            game = get_game(request.game)
        except UnknownGame:
            raise Refusal(
                _("no game {game}; games: {games}", game=repr(request.game), games=", ".join(i.id for i in GAMES))
            ) from None
        if not self.bots_only and not any(spec.kind == "open" for spec in request.seats):
            raise Refusal(_(ALL_BOTS))
        open_tables = [live for live in self.tables.values() if not live.table.over]
        mine = sum(1 for live in open_tables if live.record.creator == identity)
        if mine >= self.max_open_per_identity:
            raise Refusal(_("you have {count} open tables; finish or delete one first", count=mine))
        if len(open_tables) >= self.max_open_tables:
            raise Refusal(
                _(
                    "this server has {count} open tables, its most; try again when one is finished",
                    count=len(open_tables),
                )
            )
        players = len(request.seats)
        if not game.min_players <= players <= game.max_players:
            title = say(info(game.id).title, info(game.id).title_ko)
            least, most = game.min_players, game.max_players
            raise Refusal(
                _(
                    "{game} is for {least}-{most} players, not {count}",
                    game=title,
                    least=least,
                    most=most,
                    count=players,
                )
                if least < most
                else _("{game} is for {most} players, not {count}", game=title, most=most, count=players)
            )
        try:
            config = config_for(game, players, dict(request.options))
        except (ValueError, TypeError) as error:  # the rules' own reason names the option as typed
            raise Refusal(_("options refused: {reason}", reason=error)) from None
        seats: list[SeatRecord] = []
        language = spoken_language()  # the creator's (the server speaks each connection's)
        for index, spec in enumerate(request.seats):
            if spec.kind == "bot":
                level = spec.level or "random"
                if level not in BOT_LEVELS:
                    raise Refusal(
                        _("no bot level {level}; levels: {levels}", level=repr(level), levels=", ".join(BOT_LEVELS))
                    )
                try:
                    game.bot(level)
                except UnknownBotLevel:
                    raise Refusal(_("{game} has no bot level {level}", game=game.id, level=repr(level))) from None
                seats.append(SeatRecord("bot", level, None, default_name("bot", index, language)))
            elif spec.kind == "open":
                seats.append(SeatRecord("open", None, None, default_name("open", index, language)))
            else:
                raise Refusal(_("a seat is 'open' or 'bot', not {kind}", kind=repr(spec.kind)))
        seed = self.draw_seed()
        invite = new_code() if request.invite else None
        table_id = secrets.token_hex(4)
        while table_id in self.tables:
            table_id = secrets.token_hex(4)
        record = TableRecord(
            table_id,
            game.id,
            players,
            config.as_dict(),
            seed,
            seats,
            identity,
            code_hash(invite) if invite else None,
            invite,
            language=language,
        )
        session = Session(game, config, tuple(_seat_config(s) for s in seats), seed)
        live = LiveTable(record, Table(session, self._save_path(table_id), labels.labeller(game.id)))
        self.tables[table_id] = live
        self._track(live)
        self._save_record(record)
        if request.sit and any(s.kind == "open" for s in seats):
            self.take_seat(identity, name, table_id, None, invite)
        return live, invite

    def take_seat(
        self, identity: str, name: str, table_id: str, seat: Seat | None, invite: str | None
    ) -> tuple[Seat, ...]:
        """Sit `identity` in an open seat (the first free one when `seat` is None). The invite
        code admits a person to the table: one seated there already needs it no more."""
        live = self.get(table_id)
        record = live.record
        if record.invite_hash is not None and record.creator != identity and not self.seats_of(identity, table_id):
            if invite is None or not hmac.compare_digest(code_hash(invite), record.invite_hash):
                raise WrongCode(_("this table needs its invite code") if invite is None else _("wrong invite code"))
        free = [i for i, s in enumerate(record.seats) if s.kind == "open" and s.owner is None]
        if seat is None:
            if not free:
                raise Refusal(_("no open seat at this table"))
            seat = free[0]
        if seat not in free:
            raise Refusal(_("that seat is not open"))
        target = record.seats[seat]
        target.owner = identity
        target.name = _unique_name(clean_name(name), [s.name for i, s in enumerate(record.seats) if i != seat])
        self._save_record(record)
        _rename_seats(live)
        return self.seats_of(identity, table_id)

    def watch(self, identity: str, table_id: str, invite: str | None = None) -> LiveTable:
        """May `identity` watch the table? An invite-only one needs its code, as a seat does
        (its creator and players need none)."""
        live = self.get(table_id)
        record = live.record
        if record.invite_hash is not None and record.creator != identity and not self.seats_of(identity, table_id):
            if invite is None or not hmac.compare_digest(code_hash(invite), record.invite_hash):
                raise WrongCode(
                    _("watching this table needs its invite code") if invite is None else _("wrong invite code")
                )
        return live

    def invite_of(self, identity: str, table_id: str) -> str:
        """The table's invite code, for its creator alone."""
        record = self.get(table_id).record
        if record.creator != identity:
            raise Refusal(_("only the table's creator can see its invite code"))
        if record.invite_code is None:
            raise Refusal(
                _("this table has no invite code: anyone may sit or watch")
                if record.invite_hash is None
                else _(
                    "this table's invite code was not kept (made by an "
                    "older server); the code shown when it was made "
                    "still works"
                )
            )
        return record.invite_code

    def play(self, identity: str, table_id: str, seat: Seat, version: int, actions: tuple[dict[str, Any], ...]) -> None:
        """Apply actions for `seat`, which must be one of `identity`'s own seats."""
        live = self.get(table_id)
        if seat not in self.seats_of(identity, table_id):
            raise Refusal(_("that is not your seat"))
        table = live.table
        if version != table.version:
            raise Refusal(_("the table moved on; look again"))
        try:
            parsed = tuple(action_from_json(table.game, data) for data in actions)
        except Exception:
            raise Refusal(_("not an action of this game")) from None
        try:
            table.play_sequence(seat, parsed)
        except NoLegalAction as error:
            report_frozen(table_id, error)
            raise Refusal(_(FROZEN)) from None
        except IllegalAction as error:
            raise Refusal(_("not a legal move now ({error})", error=error)) from None

    def legal_after(
        self, identity: str, table_id: str, seat: Seat, version: int, steps: tuple[dict[str, Any], ...]
    ) -> tuple[dict[str, Any], ...]:
        """`seat`'s legal actions after `steps` (a scratch copy; nothing is played), for one
        of `identity`'s own seats only; empty once the table moved on."""
        live = self.get(table_id)
        if seat not in self.seats_of(identity, table_id):
            raise Refusal(_("that is not your seat"))
        table = live.table
        if version != table.version:
            return ()
        try:
            parsed = tuple(action_from_json(table.game, data) for data in steps)
        except Exception:
            raise Refusal(_("not an action of this game")) from None
        return tuple(action_to_json(table.game, a) for a in table.legal_after(seat, parsed))

    def undo(self, identity: str, table_id: str, seat: Seat) -> None:
        live = self.get(table_id)
        if seat not in self.seats_of(identity, table_id):
            raise Refusal(_("that is not your seat"))
        refusal = live.table.undo(seat)
        if refusal:
            raise Refusal(refusal)

    def stand_in(
        self, identity: str, table_id: str, seat: Seat, level: str | None, present: Collection[str] = ()
    ) -> tuple[str, bool]:
        """The creator hands an away player's seat to a bot (`level`) or back (None). The seat
        stays its owner's: they see it and take it back when the creator says so. A player
        who is connected (an identity in `present`) keeps their seat: no bot takes it.
        (The seat's owner, whether anything changed.)"""
        live = self.get(table_id)
        record = live.record
        if record.creator != identity:
            raise Refusal(_("only the table's creator can hand a seat to a bot"))
        if not 0 <= seat < len(record.seats) or record.seats[seat].kind != "open" or record.seats[seat].owner is None:
            raise Refusal(_("only a player's seat can be handed to a bot"))
        target = record.seats[seat]
        if level is not None and target.owner in present:
            raise Refusal(_("{name} is here; a bot stands in only for a player who is away", name=target.name))
        if level is not None:
            try:
                live.table.game.bot(level)
            except UnknownBotLevel:
                raise Refusal(_("no bot level {level}", level=repr(level))) from None
            if level not in BOT_LEVELS:
                raise Refusal(_("no bot level {level}", level=repr(level)))
        changed = target.stand_in != level
        target.stand_in = level
        self._save_record(record)
        _rename_seats(live)
        return target.owner, changed

    def away(self, table_id: str, present: set[str]) -> tuple[Seat, ...]:
        """Seats whose owner has no connection now (the others see "Bob is away")."""
        live = self.tables.get(table_id)
        if live is None:
            return ()
        return tuple(i for i, s in enumerate(live.record.seats) if s.owner is not None and s.owner not in present)

    def chat(self, identity: str, name: str, table_id: str, text: str) -> tuple[str, str] | None:
        """The sanitized chat line (speaker, text), or None for an empty one."""
        live = self.get(table_id)
        text = sanitize_chat(text)
        if not text:
            return None
        seats = self.seats_of(identity, table_id)
        # said in the speaker's language (one line for every reader, kept for those who come later)
        speaker = live.table.names[seats[0]] if seats else _("{name} (watching)", name=clean_name(name))
        live.chat.append((speaker, text))
        del live.chat[:-CHAT_KEPT]
        return speaker, text

    def delete(self, identity: str, table_id: str) -> None:
        """The creator's own table leaves the lobby: moved to `archive/`, never erased."""
        record = self.get(table_id).record
        if record.creator != identity:
            raise Refusal(_("only the table's creator can delete it"))
        self._archive(table_id)

    # ----- housekeeping (at start and hourly: `TableServer`)
    def housekeep(self) -> tuple[str, ...]:
        """Archive tables finished ARCHIVE_AFTER ago and expire unused seat codes; the
        archived tables' ids (the server forgets them)."""
        now = self.clock()
        archived = []
        for live in list(self.tables.values()):
            if not live.table.over:
                continue
            if live.record.ended is None:  # over before ends were noted: its week starts now
                live.record.ended = now
                self._save_record(live.record)
            elif now - live.record.ended >= self.archive_after:
                self._archive(live.id)
                archived.append(live.id)
        stale = {h for h in self.code_hashes if now - self.code_used.get(h, now) >= self.code_expiry}
        if stale:
            for code in stale:
                del self.code_hashes[code]
                self.code_used.pop(code, None)
            self._save_identities()
            gone = {f"code:{code}" for code in stale}
            for live in self.tables.values():  # their seats are open again; their tables stay
                freed = False
                for index, seat in enumerate(live.record.seats):
                    if seat.kind == "open" and seat.owner in gone:
                        name = default_name("open", index, live.record.language)
                        seat.owner, seat.name, seat.stand_in, freed = None, name, None, True
                if freed:
                    self._save_record(live.record)
                    _rename_seats(live)
        return tuple(archived)

    def _track(self, live: LiveTable) -> None:
        """Note when the table's game ends (its archive week counts from then)."""

        def changed(table: Table) -> None:
            if table.over and live.record.ended is None:
                live.record.ended = self.clock()
                self._save_record(live.record)

        live.table.listeners.append(changed)

    def _archive(self, table_id: str) -> None:
        """Record, save and journal to `archive/<id>-<time>/` (0700), out of the lobby."""
        self.tables.pop(table_id, None)
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        folder = self.state_dir / "archive" / f"{table_id}-{stamp}"
        folder.mkdir(parents=True, exist_ok=True)
        for made in (folder.parent, folder):  # saves hold a game's secrets: the owner's alone
            os.chmod(made, 0o700)
        save = self._save_path(table_id)
        for source in (self.state_dir / "tables" / f"{table_id}.json", save, journal_path(save)):
            if source.exists():
                shutil.move(source, folder / f"{source.parent.name}-{source.name}")

    # ----- persistence
    def _save_path(self, table_id: str) -> Path:
        return self.state_dir / "saves" / f"{table_id}.json"

    def _save_record(self, record: TableRecord) -> None:
        live = self.tables.get(record.id)
        if live is not None:
            record.meeple_version, record.state_version = _versions(live.table)
        path = self.state_dir / "tables" / f"{record.id}.json"
        write_atomic(path, json.dumps(_records.unstructure(record), ensure_ascii=False, indent=1))
        os.chmod(path, 0o600)

    def _save_identities(self) -> None:
        path = self.state_dir / "identities.json"
        write_atomic(
            path, json.dumps({"codes": self.code_hashes, "used": self.code_used}, ensure_ascii=False, indent=1)
        )
        os.chmod(path, 0o600)

    def _load(self) -> None:
        try:
            data = json.loads((self.state_dir / "identities.json").read_text(encoding="utf-8"))
            self.code_hashes = {str(k): str(v) for k, v in data.get("codes", {}).items()}
            used = data.get("used", {})
            # codes from before expiry was kept: their 30 days start now
            self.code_used = {k: float(used.get(k, self.clock())) for k in self.code_hashes}
        except FileNotFoundError:
            pass
        except (OSError, ValueError, AttributeError) as error:
            self.load_errors.append(f"identities.json: {error}")
        for path in sorted((self.state_dir / "tables").glob("*.json")):
            record: TableRecord | None = None
            try:
                record = _records.structure(json.loads(path.read_text(encoding="utf-8")), TableRecord)
                live = LiveTable(record, self._resume(record))
            except Exception as error:  # one broken table must not keep the others down
                self._set_aside(path, record, error)
                continue
            self.tables[record.id] = live
            self._track(live)
            if (record.meeple_version, record.state_version) != _versions(live.table):
                self._save_record(record)  # loaded by a newer Meeple: say so in the record

    def _set_aside(self, path: Path, record: TableRecord | None, error: Exception) -> None:
        """A table that cannot be loaded: its record, save and journal are moved to
        `aside/<id>-<time>/` (never deleted: a later Meeple, or the host, may bring it back)
        and the reason goes to `load_errors`, which `meeple serve` prints at start."""
        table_id = record.id if record is not None else path.stem
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        folder = self.state_dir / "aside" / f"{table_id}-{stamp}"
        save = self._save_path(table_id)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for made in (folder.parent, folder):  # saves hold a game's secrets: the owner's alone
                os.chmod(made, 0o700)
            for source in (path, save, journal_path(save)):
                if source.exists():
                    os.replace(source, folder / f"{source.parent.name}-{source.name}")
            where = f"kept in {folder}"
        except OSError as move_error:  # left where it is: tried again at the next start
            where = f"left in place ({move_error.strerror or move_error})"
        game = f" ({record.game})" if record is not None else ""
        self.load_errors.append(f"table {table_id}{game}: {type(error).__name__}: {error}; {where}")
        if record is not None:
            owners = {s.owner for s in record.seats if s.owner} | {record.creator}
            self.set_aside.append((frozenset(owners), table_id, record.game))

    def _resume(self, record: TableRecord) -> Table:
        """The table from its save, or (no move made yet) dealt again from its seed."""
        save = self._save_path(record.id)
        if save.exists():
            try:
                table = Table.load(save, labels.labeller(record.game))
            except SaveError as error:
                raise ValueError(f"save {save.name}: {error}") from None
        else:
            game = get_game(record.game)
            config = config_for(game, record.players, record.options)
            session = Session(game, config, tuple(_seat_config(s) for s in record.seats), record.seed)
            table = Table(session, save, labels.labeller(record.game))
        live = LiveTable(record, table)
        _rename_seats(live, announce=False)
        return table


def _versions(table: Table) -> tuple[str, str]:
    return meeple_version(), state_version(table.game, table.session.state)


def _seat_config(seat: SeatRecord) -> SeatConfig:
    if seat.kind == "bot":
        return SeatConfig(seat.name, "bot", seat.level)
    if seat.stand_in:
        return SeatConfig(seat.name, "bot", seat.stand_in)
    return SeatConfig(seat.name, "human")


def _unique_name(name: str, taken: list[str]) -> str:
    candidate, counter = name, 2
    while candidate in taken:
        suffix = f" {counter}"
        candidate = name[: MAX_NAME - len(suffix)] + suffix
        counter += 1
    return candidate


def _rename_seats(live: LiveTable, announce: bool = True) -> None:
    """Put the record's seat names and kinds into the table (announced like a move)."""
    live.table.reseat(tuple(_seat_config(s) for s in live.record.seats), announce)


__all__ = ["Lobby", "LiveTable", "Refusal", "SPECTATOR"]

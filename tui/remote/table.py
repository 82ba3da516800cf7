"""A table held by the server, seen from one connection: the interface the app and the
table screen use from `tui.table.table.Table`, fed by the server's snapshots.

Moves and undos go to the server; the new snapshot that follows is the answer. There is no
full state here, only the snapshots of this connection's own seats (or the public one), so
a step composer asks the server for `legal_after`. Chat lines are woven into the log at the
point where they were said.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import attrs
import cattrs

from rules.core import compose
from rules.core.commits import CommitSlots, Hidden
from rules.core.engine import SPECTATOR, Outcome, ScoreLine, Seat
from rules.core.registry import get_game
from rules.core.serialize import action_from_json, action_to_json, converter_for
from tui.i18n import _
from tui.table.snapshot import Choice, ClockLine, EndResult, SeatLine, Snapshot

_plain = cattrs.Converter()

#: View classes per game id, found once from a fresh deal (views carry no type tag).
_VIEW_TYPES: dict[str, type] = {}


def view_type(game: Any) -> type:
    found = _VIEW_TYPES.get(game.id) or game.view_type  # declared (GameBase); else found once
    if found is None:
        from rules.core.options import make_config

        players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
        config = make_config(game.options, players, {}, game.min_players, game.max_players)
        found = _VIEW_TYPES[game.id] = type(game.view(game.setup(config, 1), SPECTATOR))
    return found


def _revive(value: Any) -> Any:
    """Values in fields typed `Any` come back as plain dicts; the one such value a view holds
    is a commit slot's `Hidden` (another seat's filled slot). Rebuilt here, the rest as is."""
    if isinstance(value, CommitSlots):
        values = tuple(Hidden(**v) if isinstance(v, dict) and set(v) == {"ready"} else v for v in value.values)
        return value if values == value.values else attrs.evolve(value, values=values)
    if attrs.has(type(value)):
        changes = {}
        for field in attrs.fields(type(value)):
            if not field.init:
                continue
            old = getattr(value, field.name)
            new = _revive(old)
            if new is not old:
                changes[field.name.lstrip("_")] = new
        return attrs.evolve(value, **changes) if changes else value
    if isinstance(value, tuple):
        items = tuple(_revive(v) for v in value)
        return value if all(a is b for a, b in zip(items, value)) else items
    return value


def snapshot_from_plain(game: Any, data: dict[str, Any], away: Sequence[str] = ()) -> Snapshot:
    """The `Snapshot` that `tui.server.snapshots.snapshot_to_plain` wrote."""
    view = _revive(converter_for(game).structure(data["view"], view_type(game)))
    status = data["status"]
    if away:
        status += " | " + ", ".join(f"{name} is away" for name in away)
    return Snapshot(
        game_id=data["game_id"],
        title=data["title"],
        viewer=data["viewer"],
        view=view,
        version=data["version"],
        moves=data["moves"],
        last_actor=data["last_actor"],
        choices=tuple(Choice(c["label"], action_from_json(game, c["action"])) for c in data["choices"]),
        seats=tuple(_plain.structure(s, SeatLine) for s in data["seats"]),
        scores=tuple(_plain.structure(s, ScoreLine) for s in data["scores"]),
        outcome=_plain.structure(data["outcome"], Outcome) if data["outcome"] is not None else None,
        status=status,
        log=tuple(data["log"]),
        since_last_turn=tuple(data["since_last_turn"]),
        undo_refusal=data["undo_refusal"],
        rules_section=data["rules_section"],
        clock=_plain.structure(data["clock"], ClockLine) if data["clock"] is not None else None,
        seed=data["seed"],
        save_error=data["save_error"],
    )


class RemoteTable:
    """`table_id` at the server, for this connection's `seats` (empty: a spectator)."""

    save_path = None
    save_error = None
    save_pending = False  # the server saves its tables
    labeller = None

    def __init__(self, table_id: str, game_id: str, seats: tuple[Seat, ...], link: Any) -> None:
        self.id = table_id
        self.game = get_game(game_id)
        self.seats = tuple(seats)
        self.link = link
        self._snapshots: dict[Seat, Snapshot] = {}
        self._received: dict[Seat, float] = {}
        self._chat: list[tuple[int, str]] = []  # (log length when said, line)
        self._legal_cache: dict[tuple[Seat, int, tuple[Any, ...]], tuple[Any, ...]] = {}
        #: Counts what came in (snapshots, chat): equal stamps, nothing new to draw.
        self.stamp = 0

    # ----- fed by the app
    @property
    def viewers(self) -> tuple[Seat, ...]:
        return self.seats or (SPECTATOR,)

    def receive(self, snap: Snapshot) -> bool:
        """A snapshot from the server; False when it is not one of ours or is older."""
        if snap.viewer not in self.viewers:
            return False
        old = self._snapshots.get(snap.viewer)
        if old is not None and old.version > snap.version:
            return False
        self._snapshots[snap.viewer] = snap
        self._received[snap.viewer] = time.monotonic()
        self.stamp += 1
        return True

    def ready(self) -> bool:
        return all(v in self._snapshots for v in self.viewers)

    def add_chat(self, name: str, text: str) -> None:
        self._chat.append((len(self._latest().log) if self._snapshots else 0, f"{name}: {text}"))
        self.stamp += 1

    def _latest(self) -> Snapshot:
        return max(self._snapshots.values(), key=lambda s: s.version)

    # ----- what the app and screens read
    @property
    def version(self) -> int:
        return self._latest().version if self._snapshots else -1

    @property
    def over(self) -> bool:
        return bool(self._snapshots) and self._latest().over

    @property
    def moves(self) -> int:
        return self._latest().moves if self._snapshots else 0

    @property
    def names(self) -> tuple[str, ...]:
        return self._latest().names if self._snapshots else ()

    @property
    def humans(self) -> tuple[Seat, ...]:
        return self.seats

    def to_act(self) -> frozenset[Seat]:
        if not self._snapshots:
            return frozenset()
        return frozenset(i for i, s in enumerate(self._latest().seats) if s.to_act)

    def snapshot(self, viewer: Seat) -> Snapshot:
        """Our snapshot for `viewer`; a seat we do not hold gets our latest (its public parts
        are what callers read then, e.g. the game-over summary)."""
        snap = self._snapshots.get(viewer) or self._latest()
        if not self._chat:
            return snap
        return attrs.evolve(snap, log=self._with_chat(snap.log))

    def _with_chat(self, log: tuple[str, ...]) -> tuple[str, ...]:
        merged: list[str] = []
        chat = iter(sorted(self._chat, key=lambda c: c[0]))
        pending = next(chat, None)
        for index, line in enumerate(log + ("",)):
            while pending is not None and pending[0] <= index:
                merged.append(pending[1])
                pending = next(chat, None)
            if index < len(log):
                merged.append(line)
        while pending is not None:
            merged.append(pending[1])
            pending = next(chat, None)
        return tuple(merged)

    def end_result(self) -> EndResult:
        return self._latest().result  # the server's snapshots are made already

    def rules_section(self) -> str | None:
        return self._latest().rules_section if self._snapshots else None

    def legal(self, seat: Seat) -> tuple[Any, ...]:
        snap = self._snapshots.get(seat)
        return tuple(c.action for c in snap.choices) if snap is not None else ()

    def undo_refusal(self, seat: Seat) -> str:
        snap = self._snapshots.get(seat)
        return snap.undo_refusal if snap is not None else _("Only a player at the table can undo their own action.")

    # ----- acting (the server judges; its next snapshot is the answer)
    def play_sequence(self, seat: Seat, actions: Sequence[Any]) -> None:
        self.link.send(_play(self.id, seat, self.version, tuple(action_to_json(self.game, a) for a in actions)))

    def play(self, seat: Seat, action: Any) -> None:
        self.play_sequence(seat, (action,))

    def undo(self, seat: Seat) -> str:
        refusal = self.undo_refusal(seat)
        if refusal:
            return refusal
        from tui.server import protocol as p

        self.link.send(p.Undo(self.id, seat))
        return ""

    def legal_after(self, seat: Seat, steps: tuple[Any, ...]) -> tuple[Any, ...]:
        version = self.version
        key = (seat, version, tuple(steps))
        cached = self._legal_cache.get(key)
        if cached is not None:
            return cached
        answer = self.link.ask_legal(self.id, seat, version, tuple(action_to_json(self.game, a) for a in steps))
        if answer is None:
            return ()
        actions = tuple(action_from_json(self.game, a) for a in answer)
        if len(self._legal_cache) > 256:
            self._legal_cache.clear()
        self._legal_cache[key] = actions
        return actions

    def composition(self, seat: Seat, opening: Any | None = None) -> compose.Composition | None:
        """As `Table.composition`, with the server as the judge of steps."""
        legal = self.legal(seat)
        role = self.game.step_role

        def judge(steps: tuple[Any, ...]) -> tuple[Any, ...]:
            return self.legal_after(seat, steps)

        if opening is not None:
            if role is None or opening not in legal or role(opening) != compose.OPEN:
                return None
            return compose.StepComposition((opening,), judge, role)
        if role is not None and legal and any(role(a) == compose.STEP for a in legal):
            return compose.StepComposition((), judge, role)
        return compose.flat_for(self.game, legal)

    # ----- what the server does for us
    def save(self) -> None:
        return None  # the server autosaves after every action

    def flush_save(self) -> None:
        return None  # nothing is held back here

    def bot_job(self) -> None:
        return None  # bots run at the server

    def tick(self) -> bool:
        return False  # the server runs the rule clock

    def clock_line(self) -> ClockLine | None:
        if not self._snapshots:
            return None
        snap = self._latest()
        if snap.clock is None:
            return None
        since = time.monotonic() - self._received.get(snap.viewer, time.monotonic())
        return attrs.evolve(snap.clock, seconds_left=max(0.0, snap.clock.seconds_left - since))


def _play(table: str, seat: Seat, version: int, actions: tuple[dict[str, Any], ...]) -> Any:
    from tui.server import protocol as p

    return p.Play(table, seat, version, actions)

"""The table: one game in progress, apart from any terminal.

No Textual here. A `Table` owns the `Session` (state and log), the autosave, the bots'
schedule, the rule clock and the per-viewer log, and hands each seat a `Snapshot` built from
that seat's view only. The local app drives one table for the humans at its terminal; the
SSH server (later) drives one per game for many connections. Screens read snapshots only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import attrs

from rules.core import compose, narration, reasons, words
from rules.core import saves as saves_mod
from rules.core.bots import bot_rng
from rules.core.engine import IllegalAction, Outcome, ScoreLine, Seat, step
from rules.core.narration import LogLine
from rules.core.options import GameConfig
from rules.core.registry import local_title
from rules.core.session import LogEntry, SeatConfig, Session
from tui.i18n import N_, said_name, translated
from tui.i18n import _ as _t  # `_` is a throwaway name in this module
from tui.table.snapshot import Choice, ClockLine, EndResult, SeatLine, Snapshot

#: labeller(action, view, names) -> label, or None for the game's own log line.
Labeller = Callable[[Any, Any, tuple[str, ...]], "str | None"]


@attrs.frozen
class BotJob:
    """A bot's turn to think: the seat and the state it thinks in (immutable, thread-safe)."""

    seat: Seat
    level: str
    state: Any
    version: int


class Clock(Protocol):
    """What a game's `clock(state)` returns (any object with these fields): while `key` stays
    the same, after `seconds` of wall time, `action` is sent for the first seat to act that
    may send it."""

    key: Any
    seconds: float
    action: Any
    label: str


class Table:
    """A game in progress with everything around it but the screen.

    `listeners` are called after every change (a move, an undo, a bot's move, the clock).
    """

    def __init__(
        self,
        session: Session,
        save_path: Path | None = None,
        labeller: Labeller | None = None,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.session = session
        self.game = session.game
        self.save_path = Path(save_path) if save_path is not None else None
        self._saver = saves_mod.Autosaver(self.save_path) if self.save_path is not None else None
        #: The game's last move is appended to the journal like any other, and whoever set this
        #: calls `finish_save` soon after (the app: once the end screen is drawn; the whole save
        #: of a long game took 1.5-4.6 ms of the last key).
        self.whole_save_after_end = False
        #: A move that needs the whole save rewritten (a game's first move, the journal at its
        #: length, a move after an undo or a load) leaves it to `flush_save`, which the app calls
        #: after that move's frame: traced, a whole rewrite was 20-80 ms of a confirm. Appending
        #: to the journal stays at the move. Off (the server): written at the move.
        self.defer_whole_saves = False
        self.save_pending = False
        self.labeller = labeller
        self.now = now
        self.version = 0
        self._said_names: dict[tuple[str, tuple[str, ...]], tuple[str, ...]] = {}
        self.save_error: str | None = None
        #: The `version` the file on disk holds whole (a loaded save: as it was read), so that
        #: leaving a table that did not change rewrites nothing (not even the file's date).
        self.whole_saved_version: int | None = None
        self.listeners: list[Callable[[Table], None]] = []
        #: per (viewer, language): the log told so far
        self._log_cache: dict[tuple[Seat, str], list[tuple[LogEntry, tuple[LogLine, ...]]]] = {}
        self._listed: dict[Seat, tuple[Any, ...]] = {}  # each seat's actions as last numbered
        self._snapshots: dict[tuple[Seat, str], Snapshot] = {}  # per (viewer, language)
        self._clock_key: Any = None
        self._clock_started = 0.0
        self._clock_fired_for: Any = None

    # ----- construction
    @classmethod
    def new(
        cls,
        game: Any,
        config: GameConfig,
        seats: Sequence[SeatConfig],
        seed: int | str | None = None,
        saves_dir: Path | None = None,
        labeller: Labeller | None = None,
    ) -> Table:
        """A fresh game. No seed: a random one, kept secret until the end. Nothing is written
        before the first move, so a game left at move 0 leaves no save behind."""
        if seed is None or seed == "":
            seed = random.SystemRandom().randrange(1, 10**12)
        session = Session(game, config, tuple(seats), seed)
        path = saves_mod.new_save_path(Path(saves_dir), game.id) if saves_dir is not None else None
        return cls(session, path, labeller)

    @classmethod
    def load(cls, path: Path, labeller: Labeller | None = None) -> Table:
        """Resume a save (raises `SaveError` with a one-line reason; the file is never written)."""
        table = cls(saves_mod.load(Path(path)), Path(path), labeller)
        table.whole_saved_version = table.version
        return table

    # ----- reading
    @property
    def state(self) -> Any:
        """The full state. For the table's own bookkeeping and tests, never for a screen."""
        return self.session.state

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return self.session.seats

    @property
    def names(self) -> tuple[str, ...]:
        """Each seat's name as this reader says it: a name the table gave ("Seat 2", "Bot 3")
        in the language spoken now (`tui.i18n.said_name`), a person's own as it is."""
        key = (_language(None), tuple(s.name for s in self.session.seats))
        said = self._said_names.get(key)
        if said is None:
            said = self._said_names[key] = tuple(said_name(name) for name in key[1])
        return said

    @property
    def humans(self) -> tuple[Seat, ...]:
        return tuple(i for i, s in enumerate(self.session.seats) if not s.is_bot)

    @property
    def over(self) -> bool:
        return self.session.over

    @property
    def moves(self) -> int:
        return len(self.session.log)

    def to_act(self) -> frozenset[Seat]:
        return self.session.to_act()

    def humans_to_act(self) -> tuple[Seat, ...]:
        return self.session.humans_to_act()

    def legal(self, seat: Seat) -> tuple[Any, ...]:
        if seat < 0 or seat not in self.session.to_act():
            return ()
        return self.session.legal(seat)

    def undo_refusal(self, seat: Seat) -> str:
        """Why `seat` may not undo now ("" when it may), in the shell's language."""
        if seat < 0 or self.session.seats[seat].is_bot:
            return _t("Only a player at the table can undo their own action.")
        refusal = self.session.undo_refusal(seat)
        log = self.session.log
        if refusal and log and seat in self.session.to_act() and log[-1].seat != seat:
            # the session's sentence names who acted since: worded here with its name as a field
            return _t(
                "Undo takes back only your own last action; {name} acted since.",
                name=self.session.seats[log[-1].seat].name,
            )
        return translated(refusal) if refusal else ""

    def snapshot(self, viewer: Seat, language: str | None = None) -> Snapshot:
        """Everything `viewer` is shown now, worded in `language` (default: the shell's,
        `tui.i18n.current_language`), cached until the next change."""
        language = _language(language)
        cached = self._snapshots.get((viewer, language))
        if cached is not None and cached.version == self.version:
            return cached
        with words.speaking(language):
            snap = self._build_snapshot(viewer, language)
        self._snapshots[(viewer, language)] = snap
        return snap

    def _build_snapshot(self, viewer: Seat, language: str) -> Snapshot:
        game, state, session = self.game, self.session.state, self.session
        view = game.view(state, viewer)
        to_act = session.to_act()
        scores = self._scores()
        totals = {line.seat: line.total for line in scores}
        seats = tuple(
            SeatLine(s.name, s.is_bot, s.level, i in to_act, totals.get(i)) for i, s in enumerate(session.seats)
        )
        actions = keep_numbers(self._listed.get(viewer, ()), self.legal(viewer))
        self._listed[viewer] = actions
        choices = tuple(Choice(self._label(a, view, viewer), a) for a in actions)
        outcome = self._outcome()
        acting = viewer >= 0 and viewer in to_act
        told = self.told(viewer, language)  # the log once, for its lines and for "since your last turn"
        return Snapshot(
            game_id=game.id,
            title=local_title(game),
            viewer=viewer,
            view=view,
            version=self.version,
            moves=self.moves,
            last_actor=session.log[-1].seat if session.log else None,
            choices=choices,
            seats=seats,
            scores=scores,
            outcome=outcome,
            status=self._status(viewer),
            log=tuple(line.text for _, line in told),
            since_last_turn=tuple(narration.since_last_turn(told, viewer)) if acting else (),
            undo_refusal=self.undo_refusal(viewer) if viewer >= 0 else _t("Spectators cannot undo."),
            rules_section=self.rules_section(),
            clock=self.clock_line(),
            seed=self._revealed_seed(),
            save_error=self.save_error,
        )

    def end_result(self, language: str | None = None) -> EndResult:
        """What the end screen says, worded in `language`: made without a viewer's snapshot,
        whose log (the last move narrated for that viewer) can wait for the end screen's frame."""
        with words.speaking(_language(language)):
            return EndResult(local_title(self.game), self.names, self._scores(), self._outcome(), self._revealed_seed())

    def _revealed_seed(self) -> int | str | None:
        """The game's seed once it is over (it would replay every deal before), else None."""
        return self.session.seed if self.over else None

    def _scores(self) -> tuple[ScoreLine, ...]:
        """Every score line in the game's words: the seats', then an automa's or AI's (seatless)."""
        state = self.session.state
        lines = tuple(self.game.scores(state)) + tuple(self.game.opponent_scores(state))
        return tuple(_in_words(self.game, line) for line in lines)

    def _outcome(self) -> Outcome | None:
        outcome = self.session.outcome()
        if outcome is not None:
            outcome = attrs.evolve(outcome, end=self.game.outcome_words(outcome.end))
        return outcome

    def _label(self, action: Any, view: Any, viewer: Seat) -> str:
        try:
            own = self.game.label(action, view, self.names)  # the game's vocabulary (rules package)
        except Exception:  # a label must never take the table down
            own = None
        if own:
            return str(own)
        if self.labeller is not None:
            try:
                text = self.labeller(action, view, self.names)
            except Exception:  # a label must never take the table down
                text = None
            if text:
                return str(text)
        try:
            return self.game.describe(action, self.session.state, viewer, viewer, self.names) or repr(action)
        except Exception:
            return type(action).__name__

    def unavailable(self, viewer: Seat, language: str | None = None) -> tuple[reasons.Unavailable, ...]:
        """The moves `viewer` cannot make now and why (`rules.core.reasons`): for the `w` key."""
        if viewer < 0 or self.session.seats[viewer].is_bot:
            return ()
        with words.speaking(_language(language)):
            return reasons.why_not(self.game, self.session.state, viewer, self.names)

    def rules_section(self) -> str | None:
        """The rules section for the moment of the game (public: the same for every viewer)."""
        try:
            return self.game.rules_section(self.session.state)
        except Exception:  # a game under construction must not break the rules key
            return None

    def _status(self, viewer: Seat) -> str:
        """One line: phase and who is to act, with no private information."""
        parts = [local_title(self.game)]
        phase = getattr(self.session.state, "phase", None)
        if phase:
            parts.append(_t("phase: {phase}", phase=self.game.phase_name(phase)))
        if self.over:
            outcome = self.session.outcome()
            if outcome is not None:
                winners = ", ".join(self.names[s] for s in outcome.winners) or _t("nobody")
                parts.append(
                    _t(
                        "GAME OVER - winner: {winners} ({end})",
                        winners=winners,
                        end=self.game.outcome_words(outcome.end),
                    )
                )
            else:
                parts.append(_t("GAME OVER"))
            return " | ".join(parts)
        names = []
        for seat in sorted(self.session.to_act()):
            tag = _t(" (bot)") if self.session.seats[seat].is_bot else ""
            you = _t(" <you>") if seat == viewer else ""
            names.append(f"{self.names[seat]}{tag}{you}")
        parts.append(_t("to act: ") + ", ".join(names))
        return " | ".join(parts)

    # ----- the log, per viewer
    def log_lines(self, viewer: Seat, language: str | None = None) -> list[str]:
        """Every log line as `viewer` may read it: each step told with what it set off
        (`rules.core.narration`); steps with no line for them are left out."""
        return [line.text for _, line in self.told(viewer, language)]

    def told(self, viewer: Seat, language: str | None = None) -> list[tuple[Seat, LogLine]]:
        """The log as `viewer` reads it in `language`: (the seat whose log entry it tells, the line)."""
        language = _language(language)
        with words.speaking(language):
            described = self._described(viewer, language)
        return [(entry.seat, line) for entry, lines in described for line in lines]

    def _described(self, viewer: Seat, language: str) -> list[tuple[LogEntry, tuple[LogLine, ...]]]:
        log = self.session.log
        cached = self._log_cache.setdefault((viewer, language), [])
        # Keep cached lines only while their entries are still the log's (undo + a new move
        # at the same index must not reuse the undone move's line).
        # The session's log only grows by new entries and shrinks from its end (an undo), so
        # when the last entry both hold is the same object, so is every one before it: the
        # walk over a long log (~0.2 ms, twice a key) is needed only after an undo.
        both = min(len(cached), len(log))
        if both and cached[both - 1][0] is log[both - 1]:
            valid = both
        else:
            valid = 0
            while valid < both and cached[valid][0] is log[valid]:
                valid += 1
        del cached[valid:]
        for index in range(valid, len(log)):
            entry = log[index]
            before, after = self.session.state_before(index), self.session.state_before(index + 1)
            try:
                lines = narration.narrate(self.game, entry.action, before, after, viewer, entry.seat, self.names)
            except Exception:  # a log line must never take the table down
                lines = (LogLine(f"{self.names[entry.seat]} acts.", entry.seat),)
            cached.append((entry, lines))
        return cached

    def since_last_turn(self, seat: Seat, language: str | None = None) -> list[str]:
        """`seat`'s log lines of everything the others, an automa and the game did since
        `seat` last acted."""
        if seat < 0:
            return []
        return narration.since_last_turn(self.told(seat, language), seat)

    # ----- changing
    def play(self, seat: Seat, action: Any) -> None:
        """Apply `seat`'s action; IllegalAction (nothing changed) unless it is legal now."""
        self.play_sequence(seat, (action,))

    def play_sequence(self, seat: Seat, actions: Sequence[Any]) -> None:
        """Apply several actions of `seat` in order, all or nothing (a composed move).

        Each is checked by the engine's `step` as usual; the sequence is tried on a scratch
        copy first so that a refusal halfway leaves the game untouched.
        """
        if not actions:
            raise IllegalAction(_t("nothing to send"))
        if seat < 0 or self.session.seats[seat].is_bot:
            raise IllegalAction(_t("only a player's own seat can act"))
        if len(actions) > 1:  # one action needs no trial: Session.play refuses it untouched
            self._after(seat, actions)
        for action in actions:
            self.session.play(seat, action, notify=False)
        self._changed()

    def _after(self, seat: Seat, actions: Sequence[Any]) -> Any:
        """The state after `seat`'s `actions` in order, on a scratch copy (the game is
        untouched); IllegalAction when one of them is refused or the turn passes midway."""
        state = self.session.state
        for index, action in enumerate(actions):
            if seat not in self.game.to_act(state):
                raise IllegalAction(_t("the turn passed before the whole move was sent"))
            known = self.session.legal(seat) if index == 0 else None  # the session keeps the first state's
            state = step(self.game, state, action, seat, known).state
        return state

    def undo(self, seat: Seat) -> str:
        """Take back `seat`'s last action; returns "" when done, else the reason it is refused."""
        refusal = self.undo_refusal(seat)
        if refusal:
            return refusal
        self.session.undo(seat)
        self._changed()
        return ""

    def reseat(self, seats: Sequence[SeatConfig], announce: bool = True) -> bool:
        """Change who sits where (names, human or bot level), as a server does when a seat is
        taken or handed to a bot. Log lines carry names, so they are worded again. `announce`
        tells listeners and autosaves like a move. False when nothing changed."""
        seats = tuple(seats)
        if len(seats) != len(self.session.seats):
            raise ValueError(f"{len(seats)} seats given for a {len(self.session.seats)}-seat table")
        if seats == self.session.seats:
            return False
        self.session.seats = seats
        self._log_cache.clear()
        if announce:
            self._changed()
        else:
            self._snapshots.clear()
        return True

    def legal_after(self, seat: Seat, steps: tuple[Any, ...]) -> tuple[Any, ...]:
        """`seat`'s legal actions after `steps` (applied to a scratch copy; the game is untouched).

        The judge of a step composition: only this seat's own legal actions come out.
        """
        try:
            state = self._after(seat, steps)
        except IllegalAction:
            return ()
        if seat not in self.game.to_act(state):
            return ()
        return self.game.legal_actions(state, seat)

    def composition(self, seat: Seat, opening: Any | None = None) -> compose.Composition | None:
        """A composer for `seat`'s decision now: opened by `opening` (a step game's "open"
        action), or a flat composition when the game names parts for every legal action."""
        legal = self.legal(seat)
        role = self.game.step_role
        if opening is not None:
            if role is None or opening not in legal or role(opening) != compose.OPEN:
                return None
            return compose.StepComposition((opening,), lambda steps: self.legal_after(seat, steps), role)
        if role is not None and legal and any(role(a) == compose.STEP for a in legal):
            return compose.StepComposition((), lambda steps: self.legal_after(seat, steps), role)
        return compose.flat_for(self.game, legal)

    def save(self) -> Path | None:
        """Write the save now (atomic). A game with no move keeps no save: none is written,
        and one left by an undo back to move 0 is removed. A save that already holds this very
        table is left untouched."""
        if self.whole_saved_version == self.version and self.save_path is not None:
            return self.save_path
        return self._write_save(whole=True)

    def _write_save(self, whole: bool, end_later: bool = False) -> Path | None:
        if self.save_path is None or self._saver is None:
            return None
        if not self.session.log:
            saves_mod.delete_save(self.save_path)
            self._saver.forget()
            return None
        self._saver.write(self.session, whole=whole, end_later=end_later)
        self.save_error = None
        self.save_pending = False  # whatever was held back is on disk now
        if whole:
            self.whole_saved_version = self.version
        return self.save_path

    def _autosave(self) -> None:
        """After each change: a move is appended to the save's journal (flat cost), see
        `rules.core.saves.Autosaver`. With `whole_save_after_end`, the last move too."""
        saver = self._saver
        if (
            self.defer_whole_saves
            and saver is not None
            and self.session.log
            and not saver.appends(self.session, end_later=self.whole_save_after_end)
        ):
            self.save_pending = True
            return
        self._write_save_keeping_error(whole=False, end_later=self.whole_save_after_end)

    def flush_save(self) -> None:
        """The whole save `defer_whole_saves` held back, written now (nothing if none waits)."""
        if self.save_pending:
            self._write_save_keeping_error(whole=False, end_later=self.whole_save_after_end)

    def finish_save(self) -> None:
        """The whole save of an ended game, for a table whose last move was only appended
        (`whole_save_after_end`); a failure is kept in `save_error`, as an autosave's is."""
        if self.over and self.whole_saved_version != self.version:
            self._write_save_keeping_error(whole=True)

    def _write_save_keeping_error(self, whole: bool, end_later: bool = False) -> None:
        """A save nobody asked for by a key: a failure is kept in `save_error` for the screen to
        say, never raised (a full disk must not lose the move on screen)."""
        try:
            self._write_save(whole=whole, end_later=end_later)
        except OSError as error:
            self.save_error = f"{type(error).__name__}: {error.strerror or error}"

    def _changed(self) -> None:
        self.version += 1
        self._snapshots.clear()
        self._autosave()
        for listener in list(self.listeners):
            listener(self)

    # ----- bots
    def bot_job(self) -> BotJob | None:
        """The next bot to move, with the state it moves in (None when no bot is to act)."""
        for seat in sorted(self.session.to_act()):
            config = self.session.seats[seat]
            if config.is_bot:
                return BotJob(seat, config.level or "random", self.session.state, self.version)
        return None

    def think(self, job: BotJob) -> Any:
        """The bot's choice from its own view of the job's state (pure: safe in a thread)."""
        game = self.game
        bot = game.bot(job.level)
        legal = game.legal_actions(job.state, job.seat)
        return bot.choose(game.view(job.state, job.seat), legal, bot_rng(self.session.seed, job.state.ply, job.seat))

    def apply_bot(self, job: BotJob, action: Any) -> bool:
        """Apply a bot's move unless the game moved on since the job was made."""
        if job.version != self.version or self.session.state is not job.state:
            return False
        self.session.play(job.seat, action, notify=False)
        self._changed()
        return True

    # ----- the rule clock
    def _clock(self) -> Clock | None:
        declared = self.game.clock
        if declared is None or self.over:
            return None
        clock: Clock | None = declared(self.session.state)
        if clock is None:
            self._clock_key = None
            return None
        if clock.key != self._clock_key:
            self._clock_key = clock.key
            self._clock_started = self.now()
        return clock

    def clock_line(self) -> ClockLine | None:
        clock = self._clock()
        if clock is None:
            return None
        left = max(0.0, clock.seconds - (self.now() - self._clock_started))
        return ClockLine(clock.label, left, clock.seconds)

    def tick(self) -> bool:
        """Run the rule clock: when it has run out, its action is sent (once). True if it fired."""
        clock = self._clock()
        if clock is None or self._clock_fired_for == clock.key:
            return False
        if self.now() - self._clock_started < clock.seconds:
            return False
        for seat in sorted(self.session.to_act()):
            if clock.action in self.session.legal(seat):
                self._clock_fired_for = clock.key
                self.session.play(seat, clock.action, notify=False)
                self._changed()
                return True
        return False  # nobody may send it yet (e.g. the holder is not to act): try next tick

    def expire_clock(self) -> None:
        """Run the clock out now (tests)."""
        if self._clock() is not None:
            self._clock_started = self.now() - 10**9


def _in_words(game: Any, line: ScoreLine) -> ScoreLine:
    """A score line as the table shows it: its categories and name in the game's words."""
    return attrs.evolve(
        line,
        breakdown=tuple((game.score_words(key), value) for key, value in line.breakdown),
        name=game.score_words(line.name) if line.name else line.name,
    )


def _language(chosen: str | None) -> str:
    """The language to word a table in: the one asked for, else the shell's."""
    if chosen is not None:
        return chosen
    from tui.i18n import current_language

    return current_language()


def keep_numbers(before: Sequence[Any], legal: Sequence[Any]) -> tuple[Any, ...]:
    """`legal` in an order that keeps each action that was listed `before` at its old number
    where it can (Architects' Silversmith moved from 4 to 5 when a Mines gold option came in
    front of it). New actions take the free places in their own order; a list that shares
    under half of its actions with the last one is a new decision and keeps its own order.
    Actions are frozen values, so they hash."""
    legal = tuple(legal)
    present = set(legal)
    placed = {index: action for index, action in enumerate(before) if index < len(legal) and action in present}
    if not placed or 2 * sum(1 for action in before if action in present) < len(legal):
        return legal
    kept = set(placed.values())
    rest = iter(action for action in legal if action not in kept)
    return tuple(placed[i] if i in placed else next(rest) for i in range(len(legal)))


#: The session's refusals to undo (rules.core.session), put in the shell's words when shown.
UNDO_REFUSALS = (
    N_("Nothing to undo yet."),
    N_("Undo works only during your own turn."),
    N_("Undo stops at the draw: that action drew cards or rolled dice."),
    N_("Undo stops at the reveal: that action showed hidden information."),
    N_("Undo stops where the turn passed to another player."),
)

"""The session controller: one game in progress, as the App (and later an SSH seat) sees it.

No Textual here. The controller wraps `rules.core.session.Session` and adds what a screen
needs and the core does not keep: which human is being shown (`viewer`), the view for that
human computed once per change, the per-viewer log text, "since your last turn" summaries,
the save path (autosaved after every action) and the bot moves (computed from a snapshot so
they can run in a worker thread, applied on the main thread only if still current).

Privacy rule: everything this class hands to widgets is computed for `viewer` only
(`view`, `log_lines`, `since_last_turn`, `action_label`); nothing here renders GOD views.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from rules.core import saves as saves_mod
from rules.core.bots import bot_rng
from rules.core.engine import SPECTATOR, IllegalAction, Outcome, ScoreLine, Seat
from rules.core.options import GameConfig
from rules.core.session import LogEntry, SeatConfig, Session

#: Default delay between bot moves, in seconds (the App passes 0 in tests).
DEFAULT_PACE = 0.4


class GameController:
    """One running game: session, save path, current human viewer, per-viewer log.

    Create with `GameController.new(...)` (a fresh game, new save path) or
    `GameController.load(path)` (raises `SaveError`; the file is never written by loading).
    """

    def __init__(self, session: Session, save_path: Path, pace: float = DEFAULT_PACE) -> None:
        self.session = session
        self.game = session.game
        self.save_path = Path(save_path)
        self.pace = pace
        self.humans: tuple[Seat, ...] = tuple(i for i, s in enumerate(session.seats) if not s.is_bot)
        #: The seat whose private information may be drawn now (None while a hand-off is due).
        self.viewer: Seat | None = None
        self.view: Any = None
        #: The last human whose private information was shown (hot-seat bookkeeping).
        self.last_shown: Seat | None = None
        self._log_cache: dict[Seat, list[tuple[LogEntry, str]]] = {}
        #: The last autosave failure (OSError text), cleared by the next good save.
        self.save_error: str | None = None
        self.session.on_change.append(self._autosave)
        if len(self.humans) == 1:
            self.viewer = self.humans[0]
        elif not self.humans:
            self.viewer = SPECTATOR
        if self.viewer is not None:
            self.refresh()

    def _autosave(self, session: Session) -> None:
        try:
            saves_mod.save(session, self.save_path)
            self.save_error = None
        except OSError as error:  # a full disk must not lose the move on screen
            self.save_error = f"{type(error).__name__}: {error.strerror or error}"

    # ----- construction
    @classmethod
    def new(
        cls, game: Any, config: GameConfig, seats: tuple[SeatConfig, ...], seed: int | str | None,
        saves_dir: Path, pace: float = DEFAULT_PACE,
    ) -> "GameController":
        if seed is None or seed == "":
            seed = random.randrange(1, 1_000_000)
        session = Session(game, config, tuple(seats), seed)
        path = saves_mod.new_save_path(Path(saves_dir), game.id, seed)
        controller = cls(session, path, pace)
        controller.save()  # a new game is on disk at once, so Continue finds it
        return controller

    @classmethod
    def load(cls, path: Path, pace: float = DEFAULT_PACE) -> "GameController":
        return cls(saves_mod.load(Path(path)), Path(path), pace)

    # ----- reading
    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def hotseat(self) -> bool:
        """More than one human at this terminal: hand-off screens guard private information."""
        return len(self.humans) > 1

    @property
    def over(self) -> bool:
        return self.session.over

    def seat_name(self, seat: Seat) -> str:
        if 0 <= seat < len(self.session.seats):
            return self.session.seats[seat].name
        return "Spectator"

    def seat_names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.session.seats)

    def humans_to_act(self) -> tuple[Seat, ...]:
        return self.session.humans_to_act()

    def bots_to_act(self) -> tuple[Seat, ...]:
        return self.session.bots_to_act()

    def acting_human(self) -> Seat | None:
        """The human who must act now: the current viewer if still to act, else the lowest seat."""
        humans = self.humans_to_act()
        if not humans:
            return None
        if self.viewer in humans:
            return self.viewer
        return humans[0]

    def handoff_due(self) -> Seat | None:
        """The seat the terminal must be passed to before anything private is drawn, if any."""
        if not self.hotseat or self.over:
            return None
        nxt = self.acting_human()
        if nxt is None or nxt == self.viewer:
            return None
        if self.viewer == SPECTATOR and nxt == self.last_shown:
            return None  # the same human again after the bots' moves: no one else looked
        return nxt

    def can_act(self) -> bool:
        return self.viewer is not None and self.viewer in self.humans_to_act()

    def legal(self) -> tuple[Any, ...]:
        """The legal actions of the viewer now (empty when it is not their decision)."""
        if not self.can_act():
            return ()
        return self.session.legal(self.viewer)  # type: ignore[arg-type]

    def can_undo(self) -> bool:
        return self.viewer is not None and self.viewer >= 0 and self.session.can_undo(self.viewer)

    def scores(self) -> tuple[ScoreLine, ...]:
        return self.game.scores(self.state)

    def outcome(self) -> Outcome | None:
        return self.session.outcome()

    def rules_section(self) -> str | None:
        try:
            return self.game.rules_section(self.state)
        except Exception:  # a game under construction must not break the rules key
            return None

    def action_label(self, action: Any) -> str:
        """Fallback label for an action of the viewer: the game's own log line for it."""
        seat = self.viewer if self.viewer is not None else SPECTATOR
        try:
            return self.game.describe(action, self.state, seat, seat)
        except Exception:
            return repr(action)

    def status(self) -> str:
        """One line: round/phase and who is to act, with no private information."""
        state = self.state
        parts = [self.game.title]
        phase = getattr(state, "phase", None)
        if phase:
            parts.append(f"phase: {phase}")
        if self.over:
            outcome = self.outcome()
            if outcome is not None:
                names = ", ".join(self.seat_name(s) for s in outcome.winners) or "nobody"
                parts.append(f"GAME OVER - winner: {names} ({outcome.end})")
            else:
                parts.append("GAME OVER")
            return " | ".join(parts)
        acting = sorted(self.session.to_act())
        names = []
        for seat in acting:
            tag = " (bot)" if self.session.seats[seat].is_bot else ""
            you = " <you>" if seat == self.viewer else ""
            names.append(f"{self.seat_name(seat)}{tag}{you}")
        parts.append("to act: " + ", ".join(names))
        return " | ".join(parts)

    # ----- log, per viewer
    def log_lines(self, viewer: Seat | None = None) -> list[str]:
        """Every log entry described for `viewer` (default: the current viewer)."""
        viewer = self.viewer if viewer is None else viewer
        if viewer is None:
            return []
        log = self.session.log
        cached = self._log_cache.setdefault(viewer, [])
        # Keep cached lines only while their entries are still the log's (undo + a new move
        # at the same index must not reuse the undone move's line).
        valid = 0
        while valid < min(len(cached), len(log)) and cached[valid][0] is log[valid]:
            valid += 1
        del cached[valid:]
        for index in range(valid, len(log)):
            entry = log[index]
            try:
                text = self.game.describe(entry.action, self.session.state_before(index), viewer, entry.seat)
            except Exception:
                text = f"{self.seat_name(entry.seat)} acts."
            cached.append((entry, f"{self.seat_name(entry.seat)}: {text}"))
        return [line for _, line in cached]

    def since_last_turn(self, seat: Seat | None = None) -> list[str]:
        """Log lines (for `seat`) of every action by others since `seat` last acted."""
        seat = self.viewer if seat is None else seat
        if seat is None or seat < 0:
            return []
        lines = self.log_lines(seat)
        last = -1
        for index, entry in enumerate(self.session.log):
            if entry.seat == seat:
                last = index
        return [line for entry, line in zip(self.session.log[last + 1:], lines[last + 1:]) if entry.seat != seat]

    # ----- changing
    def set_viewer(self, seat: Seat | None) -> None:
        self.viewer = seat
        self.refresh()

    def take_turn(self) -> None:
        """The acting human sits down without a hand-off (same human as before, or one human)."""
        nxt = self.acting_human()
        if nxt is not None and nxt != self.viewer:
            self.set_viewer(nxt)
        elif nxt is None and self.viewer is None:
            self.set_viewer(SPECTATOR)  # nobody's private turn: show the public table

    def hide(self) -> None:
        """Forget the current viewer (before a hand-off): nothing private is computed."""
        self.viewer = None
        self.view = None

    def refresh(self) -> None:
        """Recompute the one view the screen shows. Call after every change."""
        if self.hotseat and self.viewer is not None and self.viewer >= 0:
            self.last_shown = self.viewer
            if self.over or (self.viewer not in self.session.to_act() and not self.humans_to_act()):
                # the shared screen shows only public information between human turns
                self.viewer = SPECTATOR
        self.view = None if self.viewer is None else self.game.view(self.state, self.viewer)

    def play(self, action: Any) -> None:
        """Apply an action of the viewer; IllegalAction (nothing changed) when it is not legal."""
        if not self.can_act():
            raise IllegalAction("it is not your decision")
        self.session.play(self.viewer, action)  # type: ignore[arg-type]
        self.refresh()

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        done = self.session.undo(self.viewer)  # type: ignore[arg-type]
        self.refresh()
        return done

    def save(self) -> Path:
        saves_mod.save(self.session, self.save_path)
        return self.save_path

    # ----- bots
    def bot_snapshot(self) -> tuple[Seat, Any] | None:
        """The next bot to move and the state it moves in (None when no bot is to act)."""
        bots = self.bots_to_act()
        if not bots:
            return None
        return bots[0], self.state

    def compute_bot_move(self, seat: Seat, state: Any) -> Any:
        """The bot's choice from its own view of `state` (thread-safe: states are immutable)."""
        config = self.session.seats[seat]
        bot = self.game.bot(config.level or "random")
        legal = self.game.legal_actions(state, seat)
        return bot.choose(self.game.view(state, seat), legal, bot_rng(self.session.seed, state.ply, seat))

    def apply_bot(self, seat: Seat, action: Any, state: Any) -> bool:
        """Apply a bot move computed for `state`, unless the game moved on meanwhile."""
        if self.state is not state or seat not in self.bots_to_act():
            return False
        self.session.play(seat, action)
        self.refresh()
        return True

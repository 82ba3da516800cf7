"""The table: the frame every game fills with its own Board and PrivatePanel widgets.

The screen holds no game state: the App calls `show(snapshot)` after every change with the
snapshot of the seat shown (`tui.table.snapshot.Snapshot`), and `conceal()` before a hot-seat
hand-off; while the hand-off waits, it shows the next player's snapshot under it, unseen.
Widgets post `ActionChosen`, which bubbles to the App. A decision made of parts (a bag to
load, an offer to draft) is shown in the composer instead of a long list.
"""

from __future__ import annotations

import time
from types import ModuleType
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen

from rules.core.compose import StepComposition
from tui.i18n import _
from tui.messages import ActionChosen
from tui.widgets.actions import ActionList
from tui.widgets.background import SteadyBackground
from tui.widgets.composer import Composer
from tui.widgets.keybar import KeyBar
from tui.widgets.panels import LogPanel, ScorePanel, SeatsSummary, StatusBar


class TableScreen(SteadyBackground, Screen[None]):
    """Status bar, board, seats, private panel | actions or composer, scores, log."""

    BINDING_GROUP_TITLE = "Table"
    BINDINGS = [
        *(Binding(str(n), f"pick({n})", f"Pick {n}", show=False) for n in range(1, 10)),
        Binding("slash", "filter", "Filter", key_display="/"),
        Binding("u", "undo", "Undo"),
        # shown by `?` and the palette; the footer keeps to what fits in 80 columns
        Binding("s", "save", "Save", show=False),
        Binding("l", "open_log", "Log, full screen", show=False),
        Binding("w", "why_not", "Why not? (moves not allowed now)", show=False),
        Binding("g", "go_to", "Go to a part of the board", show=False),
        # the lists keep PageUp/PageDown for themselves: the board pages with brackets
        Binding("left_square_bracket", "page_board(-1)", "Board: page up", key_display="[", show=False),
        Binding("right_square_bracket", "page_board(1)", "Board: page down", key_display="]", show=False),
        Binding("a", "focus_actions", "Actions", show=False),
        Binding("p", "show_private", "Yours"),
        Binding("escape", "leave", "Title"),
    ]

    def __init__(self, module: ModuleType, game_id: str) -> None:
        # no fixed id: the last game's table, popped on the way in, is removed after the next
        # one is pushed, and two screens of one id under the app raise DuplicateIds
        super().__init__()
        self.module = module
        self.game_id = game_id
        self.snapshot: Any = None
        self._keys_state: tuple = ()
        #: Picks are ignored until then (monotonic seconds): a turn that begins because
        #: someone else acted must not take a key meant for what came before.
        self._ready_at = 0.0
        self._left_scroll: float | None = None
        self._thinking: str | None = None  # a bot's progress line, shown in the status bar
        self._log_screen: Any = None  # the full-screen log (`l`) while it is open
        self._opponents: tuple[Any, ...] = ()  # the game's players panel, when it has one

    def compose(self) -> ComposeResult:
        # the parts are kept as they are made: a key reads them many times, and each query
        # walks the screen's widgets matching selectors (~0.3 ms a hand-off, traced)
        self._status = StatusBar(id="status")
        yield self._status
        with Horizontal(id="table-main") as self._main:
            with VerticalScroll(id="left-col") as self._left_col:
                self._board = board = self.module.Board()
                board.add_class("game-board")
                board.border_title = _("Board")
                yield board
                opponents_cls = getattr(self.module, "Opponents", None)
                if opponents_cls is not None:
                    opponents = opponents_cls()
                    opponents.add_class("game-opponents")
                    opponents.border_title = _("Players")
                    self._opponents = (opponents,)
                    yield opponents
                self._seats = seats = SeatsSummary(id="seats")
                seats.border_title = _("Players")
                yield seats
                self._private = private = self.module.PrivatePanel()
                private.add_class("game-private")
                private.border_title = _("Yours (private)")
                yield private
            with Vertical(id="right-col"):
                self._actions = actions = ActionList(id="actions")
                actions.border_title = _("Your choice")
                yield actions
                self._composer = composer = Composer(id="composer")
                composer.border_title = _("Compose your move")
                yield composer
                self._scores = scores = ScorePanel(id="scores")
                scores.border_title = _("Scores")
                yield scores
                log = LogPanel(id="log")
                log.border_title = _("Log")
                yield log
            with Vertical(id="side-col"):
                # at >= 120 columns the log gets a column of its own (the one above hides)
                wide_log = LogPanel(id="log-wide")
                wide_log.border_title = _("Log")
                yield wide_log
        self._logs = (log, wide_log)
        yield KeyBar()

    # ----- layout
    def on_resize(self, event: Any) -> None:
        wide = self.size.width >= 120
        if wide != self.has_class("-wide"):
            self.set_class(wide, "-wide")
            if self.snapshot is not None:
                self._feed_log(self.snapshot)  # the log now shown may be behind

    def _visible_log(self) -> LogPanel:
        """The log panel on screen: its own column from 120 columns on, else under the scores."""
        log, wide_log = self._logs
        return wide_log if self.has_class("-wide") else log

    def _feed_log(self, snap: Any) -> None:
        """Only the log on screen is fed: filling the hidden one too cost a layout a key."""
        self._visible_log().set_log(snap.log, snap.since_last_turn or None)

    # ----- parts
    @property
    def board(self) -> Any:
        return self._board

    @property
    def private(self) -> Any:
        return self._private

    @property
    def actions(self) -> ActionList:
        return self._actions

    @property
    def composer(self) -> Composer:
        return self._composer

    @property
    def composing(self) -> bool:
        return self.composer.composition is not None

    def ready_for_input(self) -> bool:
        return time.monotonic() >= self._ready_at

    # ----- drawing
    def conceal(self) -> None:
        """Before a hand-off: drop everything private. The opaque hand-off screen covers the
        rest; the frame stays laid out (hiding it cost the next player a relayout, and the
        action list a refold at a width it did not have while hidden)."""
        self.snapshot = None
        self._tell_log(None)  # the log screen goes before the hand-off shows
        self._close_why_not()
        self.private.blank_out()
        self.actions.clear()
        if self.composing:
            # emptied, not hidden: a composer that stays on keeps its width, so the next
            # player's rows are counted when set, not at the first draw (a second frame)
            self.composer.stop()
        for log in self._logs:
            log.clear()
        # the next player starts at the top, not at the previous player's scroll position
        self._left_col.scroll_home(animate=False)
        self._left_scroll = None
        # The key line is left as it is: the hand-off's own keys are the live ones meanwhile,
        # and the next player's table usually shows the same keys. Emptied here, it was set
        # back on every pass: the bindings walked and the line drawn again (~0.5 ms).

    def passed_to(self) -> None:
        """The hand-off was passed: the next snapshot is the new player's."""
        self._ready_at = 0.0

    def show(self, snap: Any) -> None:
        """Draw `snap`: the snapshot of the seat shown, or under a hand-off of the seat it passes
        to (never another seat's)."""
        if snap is self.snapshot and self._main.display:
            if self.focused is None or not self.focused.is_on_screen:
                self._focus_choices()
            return  # drawn already (behind the hand-off, while it waited for Space)
        previous, self.snapshot = self.snapshot, snap
        self._tell_log(snap)
        self._close_why_not()  # its reasons were for the moment before
        main = self._main
        if not main.display:
            main.display = True
        self._status.set_text(self._status_text(snap))
        self._draw(self.board, snap.view, snap.viewer)
        for widget in self._opponents:
            self._draw(widget, snap.view, snap.viewer)
        if snap.is_spectator:
            self.private.clear()
        else:
            self._draw(self.private, snap.view, snap.viewer)
        self._seats.set_seats(
            [(s.name, s.is_bot, s.score, s.to_act, i == snap.viewer) for i, s in enumerate(snap.seats)]
        )
        self._scores.set_scores(snap.names, snap.scores, snap.outcome.winners if snap.outcome else ())
        new_turn = (
            snap.choices
            and snap.last_actor is not None
            and snap.last_actor != snap.viewer
            and (
                previous is None
                or previous.viewer != snap.viewer
                or not previous.choices
                or previous.version != snap.version
            )
        )
        if new_turn:
            guard = getattr(self.app, "TURN_GUARD", 0.0)
            self._ready_at = time.monotonic() + guard
        self._show_choices(snap, previous)
        self._feed_log(snap)
        self._update_keys((len(snap.choices), snap.can_undo, len(self.actions.shown), self.composing))
        if self.focused is None or not self.focused.is_on_screen:
            self._focus_choices()

    def _status_text(self, snap: Any, clock: Any = None) -> str:
        parts = [snap.status]
        clock = clock or snap.clock
        if clock is not None:
            parts.append(self._clock_text(clock))
        if self._thinking:
            parts.append(self._thinking)
        return " | ".join(parts)

    def show_thinking(self, line: str | None) -> None:
        """A bot's thinking time ("Bob is thinking... 1.5 s"), None when it answered."""
        if line == self._thinking:
            return
        self._thinking = line
        if self.snapshot is not None:
            self._status.set_text(self._status_text(self.snapshot))

    @staticmethod
    def _clock_text(clock: Any) -> str:
        left = int(clock.seconds_left + 0.999)
        if left <= 0:
            return _("{clock}: TIME IS UP", clock=clock.label)
        return _("{clock}: {time} left", clock=clock.label, time=f"{left // 60}:{left % 60:02d}")

    def show_clock(self, clock: Any) -> None:
        """A clock tick between changes: only the status line changes."""
        if self.snapshot is not None:
            self._status.set_text(self._status_text(self.snapshot, clock))

    def _show_choices(self, snap: Any, previous: Any) -> None:
        if snap.over:
            note = _("The game is over.")
        elif snap.bots_thinking and not snap.choices:
            note = _("Bots are thinking...")
        else:
            note = _("Waiting for another player.")
        same_decision = previous is not None and previous.version == snap.version and previous.viewer == snap.viewer
        if same_decision and self.composing:
            return  # a redraw of the same decision keeps the composer as the player left it
        composition = self.app.composition(snap.viewer) if snap.choices else None  # type: ignore[attr-defined]
        if composition is not None:
            self._open_composer(composition, snap, closable=False)
            rest = [(c.label, c.action) for c in snap.choices if not self._in_composition(composition, c.action)]
            self.actions.set_actions(rest, "", snap.version)
            self.actions.display = bool(rest)
        else:
            self._close_composer()
            self.actions.display = True
            self.actions.set_actions([(c.label, c.action) for c in snap.choices], note, snap.version)

    @staticmethod
    def _in_composition(composition: Any, action: Any) -> bool:
        if isinstance(composition, StepComposition):
            return composition.role(action) is not None
        return action in composition.actions

    def _open_composer(self, composition: Any, snap: Any, closable: bool) -> None:
        composer = self.composer
        composer.display = True
        composer.start(composition, snap.view, self.module, snap.version, closable)
        composer.rows.focus()

    def _close_composer(self) -> None:
        composer = self.composer
        if composer.composition is not None:
            composer.stop()
        if composer.display:
            had_focus = composer.rows.has_focus
            composer.display = False
            if had_focus:  # Textual would hand it to the next widget in line (the log)
                self.actions.options.focus()

    def _focus_choices(self) -> None:
        if self.composing:
            self.composer.rows.focus()
        else:
            self.actions.options.focus()

    def _update_keys(self, state: tuple) -> None:
        if state != self._keys_state:  # the footer recomposes: only when keys change
            self._keys_state = state
            self.refresh_bindings()

    def _draw(self, widget: Any, view: Any, viewer: int) -> None:
        """A game widget that fails to draw must not end the game (games are still being built)."""
        try:
            widget.update_view(view, viewer)
        except Exception as error:
            self.log.error(f"{type(widget).__name__}.update_view failed: {error!r}")
            # the type only: an exception text could quote hidden state
            self.notify(
                _("{part} could not be drawn ({error}).", part=type(widget).__name__, error=type(error).__name__),
                severity="error",
                timeout=6,
                markup=False,
            )

    # ----- choosing
    @on(ActionChosen)
    def _chosen(self, message: ActionChosen) -> None:
        """A list choice that opens a composer (e.g. "make an offer") opens it here instead."""
        if message.then or self.snapshot is None:
            return
        composition = self.app.composition(self.snapshot.viewer, message.action)  # type: ignore[attr-defined]
        if composition is not None:
            message.stop()
            self._open_composer(composition, self.snapshot, closable=True)
            self.actions.display = False
            self._update_keys(self._keys_state[:-1] + (True,))

    # ----- keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        snap = self.snapshot
        if action == "pick":
            if self.composing:
                return bool(parameters) and int(parameters[0]) <= len(self.composer.tokens)  # type: ignore[arg-type]
            return bool(parameters) and int(parameters[0]) <= len(self.actions.shown)  # type: ignore[arg-type]
        if action == "undo":
            return snap is not None and not snap.is_spectator  # a refusal says why
        if action == "filter":
            if self.composing:
                return False
            return True if snap is not None and snap.choices else None
        return True

    def action_pick(self, number: int) -> None:
        if self.composing:
            self.composer.add_row(number)
        else:
            self.actions.pick(number)

    def action_filter(self) -> None:
        self.actions.open_filter()

    def action_undo(self) -> None:
        self.app.action_undo()  # type: ignore[attr-defined]

    def action_save(self) -> None:
        self.app.action_save_game()  # type: ignore[attr-defined]

    def action_why_not(self) -> None:
        """The moves the rules hold back now and why (`w`), from the rules package."""
        snap = self.snapshot
        if snap is None or snap.is_spectator:
            self.notify(_("Only a player whose turn it is has moves to ask about."), markup=False)
            return
        from rules.core.reasons import explains
        from tui.screens.why_not import WhyNotScreen

        table = getattr(self.app, "table", None)
        unavailable = getattr(table, "unavailable", None)
        reasons = unavailable(snap.viewer) if unavailable is not None else ()
        told = table is not None and explains(table.game)
        if not snap.choices:
            self.notify(_("It is not your turn: nothing is held back from you now."), markup=False)
            return
        name = table.names[snap.viewer] if table is not None else ""
        self._why_not = WhyNotScreen(snap.viewer, name, reasons, told)
        self.app.push_screen(self._why_not)

    def _close_why_not(self) -> None:
        screen, self._why_not = getattr(self, "_why_not", None), None
        if screen is not None and screen in self.app.screen_stack:
            if screen.is_current:
                screen.dismiss(None)
            else:
                self.app.call_later(screen.remove)

    def action_page_board(self, direction: int) -> None:
        column = self._left_col
        height = max(1, column.scrollable_content_region.height - 1)
        column.scroll_relative(y=direction * height, animate=False)

    def action_go_to(self) -> None:
        """A list of the board's parts (`g`); the board column scrolls to the one chosen, so a
        part below the fold (Architects' Guildhall, Cathedral, Prison at 120x40) is two keys
        away."""
        from tui.screens.go_to import GoToScreen, board_parts

        parts = board_parts(self._left_col)
        if not parts:
            return

        def chosen(widget: Any) -> None:
            if widget is not None and widget.is_attached:
                self._left_col.scroll_to_widget(widget, top=True, animate=False)

        self.app.push_screen(GoToScreen(parts), chosen)

    def action_open_log(self) -> None:
        """The whole log full screen, as the seat shown now reads it."""
        if self.snapshot is None:
            return
        self._log_screen = self.app.log_screen(self.snapshot)
        self.app.push_screen(self._log_screen)

    def _tell_log(self, snap: Any) -> None:
        """The open log screen follows the table: the same seat's snapshot refreshes it, another
        seat's or a hand-off (None) closes it, so it never shows one seat's log to another."""
        screen = self._log_screen
        if screen is None:
            return
        if screen not in self.app.screen_stack or not screen.follow(snap):
            self._log_screen = None  # closed by its reader, or closed now

    def action_show_private(self) -> None:
        """At 80x24 the private panel sits below the board: `p` brings it into view and back."""
        column = self._left_col
        if self._left_scroll is None:
            self._left_scroll = column.scroll_y
            column.scroll_to_widget(self.private, top=True, animate=False)
        else:
            column.scroll_to(y=self._left_scroll, animate=False)
            self._left_scroll = None

    def action_focus_actions(self) -> None:
        self._focus_choices()

    def action_leave(self) -> None:
        """Escape steps back layer by layer: an opened composer closes, focus returns to the
        choices, then the table is left for the title."""
        if self.composing and self.composer.closable:
            self._close_composer()
            self.actions.display = True
            self.actions.options.focus()
            self._update_keys(self._keys_state[:-1] + (False,))
            return
        chooser = self.composer.rows if self.composing else self.actions.options
        if self.focused is not None and self.focused is not chooser and self._main.display:
            chooser.focus()
            return
        table = getattr(self.app, "table", None)
        if table is None or getattr(table, "over", False):
            self.app.action_leave_table()  # type: ignore[attr-defined]
            return
        from tui.screens.dialogs import ConfirmScreen

        def answered(leave: bool | None) -> None:
            if leave:
                self.app.action_leave_table()  # type: ignore[attr-defined]

        # asked first: an Escape meant for a panel, or pressed twice, must not leave the table
        self.app.push_screen(
            ConfirmScreen(
                "Leave the table for the title?\n\nThe game is saved; Continue resumes it.", yes="Leave", no="Stay"
            ),
            answered,
        )

    def on_mount(self) -> None:
        self.composer.display = False
        self.actions.options.focus()
        self.call_after_refresh(self.app.sync)  # type: ignore[attr-defined]

"""The table: the frame every game fills with its own Board and PrivatePanel widgets.

The screen holds no game state. The App calls `show(controller)` after every change and
`conceal()` before a hot-seat hand-off; widgets post `ActionChosen` which bubbles to the App.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer

from rules.core.engine import SPECTATOR
from tui.games import label_for
from tui.widgets.actions import ActionList
from tui.widgets.panels import LogPanel, ScorePanel, SeatsSummary, StatusBar


class TableScreen(Screen[None]):
    """Status bar, board, seats, private panel | actions, scores, log."""

    BINDING_GROUP_TITLE = "Table"
    BINDINGS = [
        *(Binding(str(n), f"pick({n})", f"Pick {n}", show=False) for n in range(1, 10)),
        Binding("slash", "filter", "Filter", key_display="/"),
        Binding("u", "undo", "Undo"),
        Binding("s", "save", "Save"),
        Binding("l", "focus_log", "Log"),
        Binding("a", "focus_actions", "Actions", show=False),
        Binding("p", "show_private", "Yours"),
        Binding("escape", "leave", "Title"),
    ]

    def __init__(self, module: ModuleType, game_id: str) -> None:
        super().__init__(id="table")
        self.module = module
        self.game_id = game_id
        self._can_undo = False
        self._count = 0
        self._keys_state: tuple = ()

    def compose(self) -> ComposeResult:
        yield StatusBar(id="status")
        with Horizontal(id="table-main"):
            with VerticalScroll(id="left-col"):
                board = self.module.Board()
                board.add_class("game-board")
                board.border_title = "Board"
                yield board
                opponents_cls = getattr(self.module, "Opponents", None)
                if opponents_cls is not None:
                    opponents = opponents_cls()
                    opponents.add_class("game-opponents")
                    opponents.border_title = "Players"
                    yield opponents
                seats = SeatsSummary(id="seats")
                seats.border_title = "Players"
                yield seats
                private = self.module.PrivatePanel()
                private.add_class("game-private")
                private.border_title = "Yours (private)"
                yield private
            with Vertical(id="right-col"):
                actions = ActionList(id="actions")
                actions.border_title = "Your choice"
                yield actions
                scores = ScorePanel(id="scores")
                scores.border_title = "Scores"
                yield scores
                log = LogPanel(id="log")
                log.border_title = "Log"
                yield log
            with Vertical(id="side-col"):
                # at >= 120 columns the log gets a column of its own (the one above hides)
                wide_log = LogPanel(id="log-wide")
                wide_log.border_title = "Log"
                yield wide_log
        yield Footer()

    # ----- layout
    def on_resize(self, event: Any) -> None:
        self.set_class(self.size.width >= 120, "-wide")

    # ----- drawing
    @property
    def board(self) -> Any:
        return self.query_one(".game-board")

    @property
    def private(self) -> Any:
        return self.query_one(".game-private")

    @property
    def actions(self) -> ActionList:
        return self.query_one(ActionList)

    def conceal(self) -> None:
        """Drop everything private (before a hand-off): private panel, actions, log."""
        self.private.clear()
        self.actions.clear()
        for log in self.query(LogPanel):
            log.clear()
        main = self.query_one("#table-main")
        if main.display:
            main.display = False
        self._count = 0
        self._can_undo = False

    def show(self, controller: Any) -> None:
        """Draw the controller's current view for its viewer (never another seat's)."""
        main = self.query_one("#table-main")
        if not main.display:
            main.display = True
        viewer = controller.viewer
        view = controller.view
        names = controller.seat_names()
        self.query_one(StatusBar).set_text(controller.status())
        if view is None or viewer is None:
            self.conceal()
            return
        self._draw(self.board, view, viewer)
        for widget in self.query(".game-opponents"):
            self._draw(widget, view, viewer)
        if viewer == SPECTATOR:
            self.private.clear()
        else:
            self._draw(self.private, view, viewer)
        scores = controller.scores()
        totals = {line.seat: line.total for line in scores}
        to_act = controller.session.to_act()
        rows = [
            (name, controller.session.seats[i].is_bot, totals.get(i), i in to_act, i == viewer)
            for i, name in enumerate(names)
        ]
        self.query_one(SeatsSummary).set_seats(rows)
        outcome = controller.outcome()
        self.query_one(ScorePanel).set_scores(names, scores, outcome.winners if outcome else ())
        legal = controller.legal()
        items = [(label_for(self.module, a, view, controller.action_label(a)), a) for a in legal]
        if controller.over:
            note = "The game is over."
        elif controller.bots_to_act() and not legal:
            note = "Bots are thinking..."
        else:
            note = "Waiting for another player."
        self.actions.set_actions(items, note)
        self._count = len(items)
        since = controller.since_last_turn() if viewer >= 0 and controller.can_act() else None
        lines = controller.log_lines()
        for log in self.query(LogPanel):
            log.set_log(lines, since)
        keys_state = (self._count, controller.can_undo(), len(self.actions.shown))
        self._can_undo = keys_state[1]
        if keys_state != self._keys_state:  # the footer recomposes: only when keys change
            self._keys_state = keys_state
            self.refresh_bindings()

    def _draw(self, widget: Any, view: Any, viewer: int) -> None:
        """A game widget that fails to draw must not end the game (games are still being built)."""
        try:
            widget.update_view(view, viewer)
        except Exception as error:
            self.log.error(f"{type(widget).__name__}.update_view failed: {error!r}")
            # the type only: an exception text could quote hidden state
            self.notify(f"{type(widget).__name__} could not be drawn ({type(error).__name__}).",
                        severity="error", timeout=6, markup=False)

    # ----- keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pick":
            return bool(parameters) and int(parameters[0]) <= len(self.actions.shown)  # type: ignore[arg-type]
        if action == "undo":
            return True if self._can_undo else None
        if action == "filter":
            return True if self._count else None
        return True

    def action_pick(self, number: int) -> None:
        self.actions.pick(number)

    def action_filter(self) -> None:
        self.actions.open_filter()

    def action_undo(self) -> None:
        self.app.action_undo()  # type: ignore[attr-defined]

    def action_save(self) -> None:
        self.app.action_save_game()  # type: ignore[attr-defined]

    def action_focus_log(self) -> None:
        self.query_one("#log-wide" if self.has_class("-wide") else "#log", LogPanel).focus()

    def action_show_private(self) -> None:
        """At 80x24 the private panel sits below the board: bring it into view."""
        self.query_one("#left-col").scroll_to_widget(self.private, top=True, animate=False)

    def action_focus_actions(self) -> None:
        self.actions.options.focus()

    def action_leave(self) -> None:
        """Escape steps back layer by layer: from the log or board to the actions, then out."""
        options = self.actions.options
        if self.focused is not None and self.focused is not options and self.query_one("#table-main").display:
            options.focus()
            return
        self.app.action_leave_table()  # type: ignore[attr-defined]

    def on_mount(self) -> None:
        self.actions.options.focus()
        self.call_after_refresh(self.app.sync)  # type: ignore[attr-defined]

"""MeepleApp: the Textual shell every game plugs into.

`run_app(saves_dir, load=None)` is the entry point used by `meeple play`. The App owns one
`tui.controller.GameController` at a time and is the only place that changes it: widgets
post `ActionChosen`, bots report `BotMoved` from a worker thread, and after every change
`sync()` redraws the table, shows a hot-seat hand-off when the acting human changes, or
the game-over screen, and starts the next bot move.
"""
from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Any, Iterable

from textual import on, work
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.worker import Worker, WorkerState, get_current_worker

from rules.core.engine import IllegalAction
from rules.core.saves import SaveError, list_saves
from tui.commands import RulesProvider
from tui.controller import DEFAULT_PACE, GameController
from tui.messages import ActionChosen, BotMoved, OpenRules
from tui.screens.title import TitleScreen


class MeepleApp(App[None]):
    TITLE = "Meeple"
    CSS_PATH = "styles/app.tcss"
    COMMANDS = App.COMMANDS | {RulesProvider}
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", priority=True),
        Binding("f1", "rules", "Rules"),
        Binding("r", "rules", "Rules", show=False),
        Binding("question_mark", "help", "Help", key_display="?"),
    ]

    def __init__(self, saves_dir: Path | str = "saves", load: Path | None = None, pace: float = DEFAULT_PACE) -> None:
        super().__init__()
        self.animation_level = "none"
        self.saves_dir = Path(saves_dir)
        self.pace = pace
        self._initial_load = Path(load) if load else None
        self.controller: GameController | None = None
        self.table: Any = None
        self._handoff: Any = None
        self._over_shown = False
        self.setup_game: Any = None  # the game on the new-game screen, for rules lookups

    def _fatal_error(self) -> None:
        """Textual prints a crash with `show_locals=True`, which would dump game states (every
        hand) to a shared hot-seat terminal. Same report, without local variables."""
        from rich.traceback import Traceback
        from rich.segment import Segments

        self.bell()
        traceback = Traceback(show_locals=False, width=None)
        self._exit_renderables.append(Segments(self.console.render(traceback, self.console.options)))
        self._close_messages_no_wait()

    def get_default_screen(self) -> Screen:
        return TitleScreen(id="title")

    def on_mount(self) -> None:
        if self._initial_load is not None:
            error = self.open_save(self._initial_load)
            if error:
                self.notify(f"Cannot load {self._initial_load.name}: {error}", severity="error", timeout=8, markup=False)

    # ----- helpers used by screens
    def latest_save(self) -> Path | None:
        saves = list_saves(self.saves_dir)
        return saves[0] if saves else None

    def current_game_id(self) -> str | None:
        if self.controller is not None and self.table is not None:
            return self.controller.game.id
        if self.setup_game is not None:
            return self.setup_game.id
        return None

    def open_new_game(self, game_id: str) -> str | None:
        """From the game picker: open the set-up screen, or say why the game cannot be played."""
        from rules.core.registry import get_game
        from tui.screens.newgame import NewGameScreen

        try:
            game = get_game(game_id)
        except Exception as error:  # a game still being written: say so, don't crash
            return f"This game is not playable yet ({type(error).__name__}: {error})."
        self.setup_game = game
        self.push_screen(NewGameScreen(game), callback=lambda _: setattr(self, "setup_game", None))
        return None

    def start_new_game(self, game: Any, config: Any, seats: Any, seed: Any) -> None:
        try:
            controller = GameController.new(game, config, seats, seed, self.saves_dir, self.pace)
        except Exception as error:
            self.notify(f"Cannot start: {error}", severity="error", markup=False)
            return
        self.setup_game = None
        self._enter(controller)

    def open_save(self, path: Path) -> str | None:
        """Load a save and sit at its table; returns the one-line refusal reason on failure."""
        try:
            controller = GameController.load(path, self.pace)
        except SaveError as error:
            return str(error)
        except Exception as error:  # a game module that is broken or still being written
            self.log.error(f"loading {path} failed: {error!r}")
            return f"this game cannot be loaded now ({type(error).__name__})"
        self._enter(controller)
        return None

    def _enter(self, controller: GameController) -> None:
        from tui.games import board_for
        from tui.screens.table import TableScreen

        self._stop_bots()
        self.controller = controller
        self._handoff = None
        self._over_shown = controller.over
        module = board_for(controller.game.id)
        css = getattr(module, "CSS", None)
        screen_cls = TableScreen
        if css:
            screen_cls = type(f"TableScreen_{controller.game.id}", (TableScreen,), {"CSS": css})
        self.table = screen_cls(module, controller.game.id)
        self._to_title()
        self.push_screen(self.table)
        self.call_after_refresh(self.sync)

    def _to_title(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    # ----- the one place that reacts to changes
    def sync(self) -> None:
        controller, table = self.controller, self.table
        if controller is None or table is None or not table.is_mounted:
            return
        if controller.over:
            controller.take_turn()
            controller.refresh()
            table.show(controller)
            if not self._over_shown:
                self._over_shown = True
                self._show_game_over()
            return
        due = controller.handoff_due()
        if due is not None:
            if self._handoff is None:
                controller.hide()
                self.clear_notifications()  # toasts follow the active screen: drop them first
                table.conceal()
                table.show(controller)
                from tui.screens.handoff import HandoffScreen

                self._handoff = HandoffScreen(controller.seat_name(due), due)
                self.push_screen(self._handoff, callback=self._handoff_done)
            return
        controller.take_turn()
        table.show(controller)
        self._run_bots()

    def _handoff_done(self, ready: bool | None) -> None:
        screen, self._handoff = self._handoff, None
        controller = self.controller
        if controller is None or screen is None:
            return
        if not ready:
            self.action_leave_table()
            return
        controller.set_viewer(screen.seat)
        self.sync()

    def _show_game_over(self) -> None:
        from tui.screens.dialogs import GameOverScreen

        c = self.controller
        assert c is not None

        def done(choice: str | None) -> None:
            if choice == "title":
                self.action_leave_table()

        self.push_screen(GameOverScreen(c.game.title, c.seat_names(), c.scores(), c.outcome()), callback=done)

    # ----- human actions
    @on(ActionChosen)
    def _action_chosen(self, message: ActionChosen) -> None:
        controller = self.controller
        if controller is None:
            return
        try:
            controller.play(message.action)
        except IllegalAction as error:
            self.log.warning(f"refused action: {error}")
            # no action text in the toast: toasts outlive a hand-off
            self.notify("That action is not allowed now.", severity="warning", markup=False)
            return
        self._report_save_error()
        self.sync()

    def _report_save_error(self) -> None:
        if self.controller is not None and self.controller.save_error:
            self.notify(f"Autosave failed ({self.controller.save_error}); press s to retry.",
                        severity="error", timeout=8, markup=False)

    def action_undo(self) -> None:
        controller = self.controller
        if controller is None or not controller.can_undo():
            self.notify("Nothing to undo in your turn.", severity="warning", markup=False)
            return
        self._stop_bots()
        controller.undo()
        self.sync()

    def action_save_game(self) -> None:
        if self.controller is None:
            return
        try:
            path = self.controller.save()
        except OSError as error:
            self.notify(f"Save failed: {error.strerror or error}", severity="error", timeout=8, markup=False)
            return
        self.notify(f"Saved to {path.name}", markup=False)

    def action_leave_table(self) -> None:
        """Back to the title; the game stays saved and Continue resumes it."""
        self._stop_bots()
        if self.controller is not None:
            try:
                self.controller.save()
            except OSError as error:
                self.notify(f"Save failed: {error.strerror or error}", severity="error", timeout=8, markup=False)
        self.controller = None
        self.table = None
        self._handoff = None
        self._to_title()

    def action_quit(self) -> None:  # type: ignore[override]  (sync: screens call it directly)
        self._stop_bots()
        if self.controller is not None:
            try:
                self.controller.save()
            except OSError as error:
                self.log.error(f"could not save on quit: {error}")
        self.exit()

    # ----- bots
    def _stop_bots(self) -> None:
        self.workers.cancel_group(self, "bot")

    def _run_bots(self) -> None:
        controller = self.controller
        if controller is None or controller.over or self._handoff is not None:
            return
        snapshot = controller.bot_snapshot()
        if snapshot is None:
            return
        seat, state = snapshot
        self._bot_worker(controller, seat, state)

    @work(thread=True, exclusive=True, group="bot", exit_on_error=False)
    def _bot_worker(self, controller: GameController, seat: int, state: Any) -> None:
        worker = get_current_worker()
        action = controller.compute_bot_move(seat, state)
        deadline = time.monotonic() + max(0.0, controller.pace)
        while time.monotonic() < deadline:
            if worker.is_cancelled:
                return
            time.sleep(min(0.05, max(0.0, deadline - time.monotonic())))
        if not worker.is_cancelled:
            self.post_message(BotMoved(seat, action, state))

    @on(BotMoved)
    def _bot_moved(self, message: BotMoved) -> None:
        controller = self.controller
        if controller is None or self.table is None:
            return
        if controller.apply_bot(message.seat, message.action, message.state):
            self._report_save_error()
            self.sync()
        else:
            self._run_bots()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "bot" and event.state == WorkerState.ERROR:
            error = event.worker.error
            self.log.error(f"bot failed: {error!r}")
            # the type only: a bot's exception text could quote hidden state
            self.notify(f"A bot could not move ({type(error).__name__}); the game is saved.",
                        severity="error", timeout=10, markup=False)

    # ----- rules, help, palette
    def action_rules(self) -> None:
        game_id = self.current_game_id()
        if game_id is not None:
            anchor = self.controller.rules_section() if (self.controller and self.table) else None
            self.open_rules(game_id, anchor)
            return
        from tui.screens.title import GamePickScreen

        def pick(chosen: str) -> None:
            self.pop_screen()
            self.open_rules(chosen)

        self.push_screen(GamePickScreen("Rules of which game?", pick))

    def open_rules(self, game_id: str, anchor: str | None = None, entry: str | None = None) -> None:
        from tui.screens.rules import RulesScreen
        from tui.screens.title import game_choices

        if isinstance(self.screen, RulesScreen):
            self.pop_screen()
        title = next((t for g, t, _ in game_choices() if g == game_id), game_id)
        self.push_screen(RulesScreen(game_id, title, anchor, entry))

    @on(OpenRules)
    def _open_rules_message(self, message: OpenRules) -> None:
        self.open_rules(message.game_id, message.anchor, message.entry)

    def set_pace(self, pace: float) -> None:
        """Delay between bot moves (seconds), for this game and the next ones."""
        self.pace = pace
        if self.controller is not None:
            self.controller.pace = pace
        self.notify(f"Bots now wait {pace:g} s between moves.", markup=False)

    def action_help(self) -> None:
        from tui.screens.dialogs import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        # the HELP text of the focused widget and its ancestors (game widgets set their own)
        extra: list[str] = []
        node = self.focused
        while node is not None and node is not self.screen:
            text = getattr(type(node), "HELP", None)
            if text and text not in extra:
                extra.append(text)
            node = node.parent
        for widget in self.screen.query(".game-board, .game-private, .game-opponents"):
            text = getattr(type(widget), "HELP", None)
            if text and text not in extra:
                extra.append(text)
        # every key the screen answers now, read from its bindings (p, a, 1-9 included)
        self.push_screen(HelpScreen.for_screen(self.screen, extra))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Keep rules/help keys away from the hand-off screen: nothing but Enter there.
        if action in ("rules", "help") and self._handoff is not None and self.screen is self._handoff:
            return False
        return True

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand("Rules", "Open the rules and card lookup", self.action_rules)
        yield SystemCommand("Help", "Show the keys", self.action_help)
        from tui.commands import key_commands

        yield from key_commands(screen)  # the screen's keys, each one a command
        for label, pace in (("instant", 0.0), ("normal", DEFAULT_PACE), ("slow", 1.2)):
            mark = " (current)" if abs(self.pace - pace) < 1e-9 else ""
            yield SystemCommand(
                f"Bot speed: {label}{mark}", f"Wait {pace:g} s between bot moves", partial(self.set_pace, pace)
            )
        if self.controller is not None and self.table is not None:
            yield SystemCommand("Save game", "Save the game now", self.action_save_game)
            if self.controller.can_undo():
                yield SystemCommand("Undo", "Undo your last action", self.action_undo)
            yield SystemCommand("Leave table", "Back to the title (the game is saved)", self.action_leave_table)


def run_app(saves_dir: Path, load: Path | None = None) -> None:
    """Entry point for `meeple` / `meeple play`. MEEPLE_BOT_PACE (seconds) sets the bot delay."""
    import os

    try:
        pace = float(os.environ.get("MEEPLE_BOT_PACE", DEFAULT_PACE))
    except ValueError:
        pace = DEFAULT_PACE
    MeepleApp(saves_dir, load, pace=max(0.0, pace)).run()

"""MeepleApp: the Textual shell every game plugs into.

`run_app(saves_dir, load=None)` is the entry point used by `meeple play`. The App runs one
`tui.table.table.Table` at a time (the game, apart from the terminal) through a
`tui.table.flow.TableFlow` (who may look at this shared terminal, and what comes next). It is
the only place that changes them: widgets post `ActionChosen`, bots report `BotMoved` from a
worker thread, and after every change `sync()` carries out the flow's next step: the table
screen given the snapshot of the seat shown, a hand-off when another human must take the
terminal, or the game-over screen, and the next bot move started. The decisions are the
flow's (no Textual there); this class draws them. Screens read snapshots only.
"""

from __future__ import annotations

import sys
import threading
import time
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from textual import on, work
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.worker import Worker, WorkerState, get_current_worker

from rules.core.errors import NoLegalAction
from rules.core.save_files import SaveError, list_saves
from rules.core.seats import SPECTATOR, Seat
from rules.core.words import speaking
from tui import textual_compat
from tui.collector import freeze_startup_objects
from tui.commands import RulesProvider
from tui.i18n import N_, _, translated
from tui.messages import ActionChosen, BotMoved, OpenRules
from tui.screens.title import TitleScreen
from tui.table.seating import Seating
from tui.table.source import TableSource

if TYPE_CHECKING:
    from tui import quickstart  # imported for real inside run_app
    from tui.table.flow import TableFlow  # imported where a table is played: the title needs no attrs
    from tui.table.snapshot import EndResult, Snapshot  # annotations only; imported by the table's modules
    from tui.table.table import BotJob, Table

# The local table (`tui.table.table`: saves, autosave, bots) is imported by the methods that
# make one, not here: the title is drawn without it (~8 ms of a cold start, traced), and an SSH
# session (`tui.remote`, a `RemoteTable`) never needs it. `run_app` loads it while the title is
# read (`import_table_modules`). The flow stays here: the pre-forked SSH server
# (`tui.server.prefork`) imports it with this module for every session.

#: Default delay between bot moves, in seconds (tests pass 0).
DEFAULT_PACE = 0.4


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
    #: Seconds a hand-off ignores every key after it appears: a double press, key repeat or
    #: someone still typing must not pass it and show the next player's hand.
    HANDOFF_DELAY = 1.0
    #: Seconds the table ignores picks after a decision appears because another seat acted.
    TURN_GUARD = 0.5

    def __init__(
        self,
        saves_dir: Path | str = "saves",
        load: Path | None = None,
        pace: float = DEFAULT_PACE,
        handoff_delay: float | None = None,
        turn_guard: float | None = None,
        freeze_after_start: bool = False,
        language: str = "en",
    ) -> None:
        textual_compat.install()
        # a lone Escape after ESCDELAY, not Textual's 100 ms (None: Textual's own driver)
        super().__init__(driver_class=textual_compat.escape_driver_class())
        #: The process is this app's own (`meeple`, an SSH session): once the title is drawn,
        #: what start-up made is frozen for the collector (`freeze_startup_objects`). Off by
        #: default: a test process outlives many apps, and would keep each one's objects.
        self.freeze_after_start = freeze_after_start
        self.animation_level = "none"
        self.language = language  # the shell's and the games' words: "en" or "ko"
        self.saves_dir = Path(saves_dir)
        self.pace = pace
        if handoff_delay is not None:
            self.HANDOFF_DELAY = handoff_delay
        if turn_guard is not None:
            self.TURN_GUARD = turn_guard
        self._initial_load = Path(load) if load else None
        self.error_console, self._crash_file = crash_console(self.saves_dir)
        #: The table sat at, with this terminal's seating and flow (None: at the title).
        self.flow: TableFlow | None = None
        self.table_screen: Any = None
        self._handoff: Any = None  # the hand-off screen while it is shown
        self._keys_read_for: Screen[Any] | None = None  # see `keys_as_shown`
        self._handoff_screen: Any = None  # installed once, pushed for every hand-off
        self._game_over_screen: Any = None  # the last game's end screen, installed
        self._rules_screens: dict[str, Any] = {}  # game id -> its installed rules screen
        self._log_screen: Any = None  # the full-screen log, installed once, empty while closed
        self._thinking: tuple[str, float] | None = None  # the bot thinking now, since when
        self._thinking_timer: Any = None
        self._clock_timer: Any = None
        self._collect_timer: Any = None
        self.setup_game: Any = None  # the game on the new-game screen, for rules lookups

    @property
    def language(self) -> str:
        """The language this terminal is read in: the shell's words (`tui.i18n`) and the games'
        (`rules.core.words`: boards and panels are drawn outside any call the table words)."""
        return self._language

    @language.setter
    def language(self, chosen: str) -> None:
        from rules.core.words import set_process_language

        self._language = chosen
        set_process_language(chosen)  # one app per process (an SSH session is a process of its own)

    @property
    def table(self) -> Any:
        """The table sat at (a `Table`, or over SSH a `RemoteTable`), None at the title."""
        return self.flow.table if self.flow is not None else None

    @property
    def seating(self) -> Seating | None:
        return self.flow.seating if self.flow is not None else None

    @property
    def crash_report(self) -> Path | None:
        """The report this run wrote (None: it wrote none)."""
        return self._crash_file.written

    def stopped_on_error(self) -> str:
        """What the player is told after a crash: where the report is, and whether the game
        is saved (it is, up to its last move, when a table with a save file was open)."""
        table = self.table
        path = self._save_into_report()
        saved = path is not None
        with speaking(self.language):  # said after the app has stopped: in its language still
            lines = [_("Meeple stopped on an error.")]
            if saved:
                lines.append(_("The game is saved up to its last move ({path}); Continue resumes it.", path=path))
            elif table is not None:
                lines.append(_("The game had no move yet, so there was nothing to save."))
            if self.crash_report is not None:
                lines.append(_("Please report it with this file (it holds the save): {file}", file=self.crash_report))
        return "\n".join(lines)

    def _save_into_report(self) -> Any:
        """The table's save attached to the crash report, written first if a whole save was
        held back for after a frame (one that never came, or not yet); its path, or None when
        there is no save file."""
        table = self.table
        if table is not None and table.save_pending:
            table.flush_save()
        path = getattr(table, "save_path", None)
        if path is None or not Path(path).exists():
            return None
        self._crash_file.attach_save(Path(path))
        return path

    def get_default_screen(self) -> Screen:
        return TitleScreen(id="title")

    def on_mount(self) -> None:
        if self.freeze_after_start:
            self.call_after_refresh(freeze_startup_objects)
        if self._initial_load is not None:
            error = self.open_save(self._initial_load)
            if error:
                self.notify(
                    _("Cannot load {file}: {error}", file=self._initial_load.name, error=error),
                    severity="error",
                    timeout=8,
                    markup=False,
                )

    # ----- helpers used by screens
    def latest_save(self) -> Path | None:
        saves = list_saves(self.saves_dir)
        return saves[0] if saves else None

    def current_game_id(self) -> str | None:
        if self.table is not None and self.table_screen is not None:
            return self.table.game.id
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
            return _("This game is not playable yet ({error}).", error=f"{type(error).__name__}: {error}")
        self.setup_game = game
        self.push_screen(NewGameScreen(game), callback=lambda _: setattr(self, "setup_game", None))
        return None

    def start_new_game(self, game: Any, config: Any, seats: Any, seed: Any = None) -> None:
        """Sit at a new table. `seed` None (the default) draws a secret random one."""
        from tui.games import board_for, labeller_for
        from tui.table.table import Table

        try:
            table = Table.new(game, config, seats, seed, self.saves_dir, labeller_for(board_for(game.id)))
        except Exception as error:
            self.notify(_("Cannot start: {error}", error=error), severity="error", markup=False)
            return
        self.setup_game = None
        self._enter(table)

    def open_save(self, path: Path) -> str | None:
        """Load a save and sit at its table; returns the one-line refusal reason on failure."""
        from tui.games import board_for, labeller_for
        from tui.table.table import Table

        try:
            table = Table.load(path)
            table.labeller = labeller_for(board_for(table.game.id))
        except SaveError as error:
            return str(error)
        except Exception as error:  # a game module that is broken or still being written
            self.log.error(f"loading {path} failed: {error!r}")
            return _("this game cannot be loaded now ({error})", error=type(error).__name__)
        self._enter(table)
        return None

    def _enter(self, table: Table) -> None:
        """Every way into a game (new, continue, load, a file on the command line) ends here."""
        self._stop_bots()
        table.whole_save_after_end = True  # written after the end screen's frame (sync)
        table.defer_whole_saves = True  # and any whole rewrite after its move's frame (sync)
        self._sit_at(table, table.humans)
        self.set_timer(self.PREPARE_AFTER, self._prepare_modules)

    def _sit_at(self, table: TableSource, seats: tuple[int, ...]) -> None:
        """This terminal at `table`, playing `seats` (the local app: every human seat; an SSH
        session: its own), on a fresh table screen over the title."""
        from tui.games import board_for
        from tui.table.flow import TableFlow

        self.flow = TableFlow(table, seats)
        self._handoff = None
        module = board_for(table.game.id)
        self.table_screen = self.table_screen_class(table.game.id, getattr(module, "CSS", None))(module, table.game.id)
        self._to_title()
        self._drop_game_over()
        self.push_screen(self.table_screen)
        self._start_clock()
        # the screen's on_mount calls sync(): the table is live as soon as it is shown

    def table_screen_class(self, game_id: str, css: str | None) -> type[Any]:
        """The table screen for a game: `TableScreen`, with the game's own CSS when it has some."""
        from tui.screens.table import TableScreen

        return with_css(TableScreen, game_id, css)

    def _drop_game_over(self) -> None:
        """The last game's end screen, off the stack by now, removed on the way into the next
        game (a layout is due then anyway), long before that game's own end screen reuses its
        id."""
        screen, self._game_over_screen = self._game_over_screen, None
        if screen is not None:
            self.uninstall_screen(screen)
            screen.remove()

    def _to_title(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def _start_clock(self) -> None:
        if self._clock_timer is not None:
            self._clock_timer.stop()
            self._clock_timer = None
        if self.table is not None and self.table.game.clock is not None:
            self._clock_timer = self.set_interval(1.0, self._clock_tick)

    def _clock_tick(self) -> None:
        table = self.table
        if table is None or self.table_screen is None:
            return
        if table.tick():
            self.sync()
        elif table.clock_line() is not None and self.screen is self.table_screen:
            self.table_screen.show_clock(table.clock_line())

    # ----- the one place that reacts to changes
    def sync(self) -> None:
        """Carry out the flow's next step (`TableFlow.next_step`)."""
        from tui.table.flow import GameOver, Handoff

        flow, screen = self.flow, self.table_screen
        if flow is None or screen is None or not screen.is_mounted:
            return
        table = flow.table
        if table.save_pending:  # after the frame this step draws
            self.after_frame_sent(self._save_after_frame, table)
        step = flow.next_step()
        if isinstance(step, Handoff):
            self._show_handoff(step.seat)
            return
        if step is None:
            return
        if isinstance(step, GameOver):
            # The end screen first: its frame answers the last key. The table under it is drawn
            # just after that frame (its last move, laid out and drawn into its caches unseen):
            # drawn first, it cost that key a layout of a table nobody saw (traced: 4-9 ms).
            self._show_game_over(step.result)
            self.after_frame_sent(self._draw_ended_table, table, step.viewer)
            self.after_frame_sent(self._finish_save, table)
            self.collect_when_still()
            return
        screen.show(step.snapshot)
        self.collect_when_still()
        if table.over:
            return  # its end screen was shown when the game ended
        if step.public_log_after:
            self.after_frame_sent(self._describe_public_log, table)
        if step.bot is not None:
            self._start_bot(table, step.bot)

    def _show_handoff(self, seat: int) -> None:
        from tui.screens.handoff import HandoffScreen

        if self._handoff is not None:
            return
        assert self.table is not None
        self.clear_notifications()  # toasts follow the active screen: drop them first
        self.table_screen.conceal()
        screen = self._handoff_screen
        if screen is None:
            screen = self._handoff_screen = HandoffScreen(self.table.names[seat], seat, self.HANDOFF_DELAY)
            self.install_screen(screen, name="meeple-handoff")
        else:
            screen.prepare(self.table.names[seat], seat, self.HANDOFF_DELAY)
        self._handoff = screen
        self.push_screen(screen, callback=self._handoff_done)
        self.after_frame_sent(self._draw_behind_handoff, seat)
        self.after_frame_sent(self._describe_public_log, self.table)

    def _draw_behind_handoff(self, seat: int) -> None:
        """After the hand-off's frame, while it waits for Space: the next player's table drawn
        under it, laid out, and drawn into its widgets' line caches, written nowhere. The
        hand-off paints every cell opaquely, so no cell of the table reaches a frame before
        Space (and `textual_compat` drops its repaints); Escape empties it again before the
        hand-off goes (`handoff_leaving`). Space then only writes the frame: drawing, laying
        out and rendering the table there was most of a hand-off (traced in pilot: Sheriff
        23 ms of CPU a hand-off, 8 ms with the table drawn ahead)."""
        table, screen = self.table, self.table_screen
        if table is None or screen is None or self._handoff is None or self.screen is not self._handoff:
            return
        if not textual_compat.covered_by_opaque_screen(screen):
            return  # something of the table could show through: it is drawn at Space instead
        self._draw_covered_table(table, table.snapshot(seat))

    def handoff_passing(self, screen: Any) -> None:
        """Space on the hand-off, just before it is popped. The next player's table is drawn
        behind it already, unless the game changed since (a bot, a clock): then it is drawn
        now, so the table still comes back in its final state in one frame. Only that player
        is shown: it is they who pressed Space."""
        if screen is not self._handoff or self.flow is None:
            return
        snap = self.flow.passed(screen.seat)
        self.table_screen.passed_to()
        if snap is not None:
            self.table_screen.show(snap)

    def handoff_leaving(self, screen: Any) -> None:
        """Escape on the hand-off, before it is popped: the next player's turn drawn under it
        is emptied first, so the frames on the way to the title never show it to whoever is
        at the keyboard."""
        if screen is self._handoff and self.table_screen is not None:
            self.table_screen.conceal()

    def _handoff_done(self, ready: bool | None) -> None:
        screen, self._handoff = self._handoff, None
        flow = self.flow
        if flow is None or screen is None:
            return
        if not ready:
            flow.left()
            self.action_leave_table()
            return
        if flow.handoff is not None:  # not passed through handoff_passing (a test, a pop)
            flow.passed(screen.seat)
            self.table_screen.passed_to()
        self.sync()

    def _describe_public_log(self, table: Any) -> None:
        """After the frame: the public log gets this move's line. A shared terminal shows the
        public table at the end, and describing a whole game's log for it then was most of
        the last key's time (Duel: ~100 moves, each described from the state before it)."""
        # a local `Table` (not an SSH session's remote one, whose lines come from the server):
        # its module is loaded when `table` is one, and an SSH session need not load it
        local = sys.modules.get("tui.table.table")
        if table is self.table and local is not None and isinstance(table, local.Table):
            table.log_lines(SPECTATOR)

    def _show_game_over(self, end: EndResult) -> None:
        """The end screen saying `end`: public parts only (names, scores, outcome, the seed
        revealed at the end), made without a viewer's snapshot, whose log the table under it
        words after this frame (`_draw_ended_table`; traced: 1-1.5 ms of the last key)."""
        from tui.screens.dialogs import GameOverScreen

        table = self.table
        assert table is not None

        def done(choice: str | None) -> None:
            if choice == "title":
                self.action_leave_table()

        result = (end.title, end.names, end.scores, end.outcome, end.seed, table.game.id, table.save_path)
        screen = self._game_over_screen
        if screen is not None and screen.prepared_for is table:
            screen.prepared_for = None
            screen.show_result(*result)
        else:
            self._drop_game_over()
            # Installed, so that closing it does not remove it: removing a screen makes Textual
            # lay the table out again after the frame that shows it (traced: a second layout and
            # frame on Escape). It goes when the next game is entered (`_drop_game_over`).
            screen = self._game_over_screen = GameOverScreen(*result)
            self.install_screen(screen, name="meeple-game-over")
        self.push_screen(screen, callback=done)

    #: Seconds the work done after a frame waits, so that the frame is sent first: the
    #: driver's writer thread needs the interpreter to send it, and work started at once held
    #: it (traced on a pty: the last byte of a hand-off's frame came 3-5 ms after the frame in
    #: one key in ten, of the end screen's 6.5 ms, while the table was drawn behind them).
    SEND_FIRST = 0.003

    def after_frame_sent(self, callback: Any, *args: Any) -> None:
        """`callback(*args)` once the next frame is drawn and had `SEND_FIRST` to be sent."""
        self.call_after_refresh(self.set_timer, self.SEND_FIRST, partial(callback, *args))

    def _draw_ended_table(self, table: Any, viewer: Seat) -> None:
        """After the end screen's frame: the ended game's table, as `viewer` sees it, drawn under it."""
        if table is self.table:
            self._draw_covered_table(table, table.snapshot(viewer))

    def _draw_covered_table(self, table: Any, snap: Snapshot) -> None:
        """After the frame of the end screen or a hand-off: `snap` shown on the table under it,
        and once it is laid out (its own update slot, a few ms on), drawn into its caches."""
        screen = self.table_screen
        if table is not self.table or screen is None or not screen.is_attached:
            return
        screen.show(snap)
        self.set_timer(self.WARM_AFTER, self._warm_covered_table)

    @staticmethod
    def _finish_save(table: Any) -> None:
        """After the end screen's frame: the ended game's whole save, its last move having been
        appended to the journal like any other (traced: the whole save took 4.6 ms of an
        Architects game's last key, before its end screen)."""
        finish = getattr(table, "finish_save", None)  # a remote table is saved by its server
        if finish is not None:
            finish()

    #: Seconds after the table under the end screen, a hand-off or the log was covered (and
    #: given its snapshot) before it is drawn unseen: its layout comes in its next update slot
    #: (4 ms at 240 Hz).
    WARM_AFTER = 0.03

    def _warm_covered_table(self) -> None:
        """The table under the end screen, a hand-off or the log drawn into its widgets' line
        caches, written nowhere, its key line brought up to date first. It was given a snapshot
        after the last frame that showed it, so the key that uncovers it drew every widget that
        snapshot touched (traced: Florence at 120x40, 19 ms of CPU on the end screen's Escape,
        8 ms once warmed), then composed the whole screen (~4 ms): the composition is kept
        (`textual_compat.draw_unseen`) and shown by that key when nothing changed meanwhile.
        Those are the cells that key shows, to the viewer it shows them to; only when they are
        drawn changes. Skipped when the table is shown again already or still waits for a
        layout (it would be drawn stale)."""
        from tui.widgets.keybar import KeyBar

        screen = self.table_screen
        if screen is None or screen.is_active or not screen.is_attached:
            return
        for bar in screen.query(KeyBar):
            bar.catch_up()  # its keys, read as they will be when it is shown again
        textual_compat.draw_unseen(screen)  # nothing with the patches off

    def _prepare_game_over(self) -> None:
        """While the table is still: its end screen made, mounted and drawn unseen, so that the
        last move only fills in its text. A fresh screen at the end took three layouts and
        frames of its own (its widgets composed, styled and sized); drawn ahead, its background
        and key bar come from their caches (traced: 0.9-2 ms of the last key)."""
        from tui.screens.dialogs import GameOverScreen

        table = self.table
        if table is None or table.over or self._game_over_screen is not None or not textual_compat.can_mount_unseen():
            return
        screen = self._game_over_screen = GameOverScreen()
        screen.prepared_for = table
        self.install_screen(screen, name="meeple-game-over")
        self._mount_unseen(screen, draw=True)

    def _mount_unseen(self, screen: Screen[Any], draw: bool = False) -> None:
        """Mount an installed screen without showing it (a mounted one is left as it is), and
        lay it out once at the terminal's size; `draw`: then draw it into its widgets' line
        caches, written nowhere (`textual_compat`; with the patches off nothing happens here
        and the first `push_screen` mounts it). Without the layout, the screen's first showing
        resizes it from nothing, and a resized screen lays out every screen under it again
        (traced: the table, ~6 ms of the end screen's key)."""
        mounted = textual_compat.mount_unseen(self, screen)
        if mounted is None:
            return

        async def lay_out() -> None:
            await mounted
            self._lay_out_unseen(screen, draw)

        self.call_later(lay_out)

    def _lay_out_unseen(self, screen: Screen[Any], draw: bool) -> None:
        """Lay a mounted screen not shown out at the terminal's size; `draw`: then, once its
        widgets have taken their new sizes, draw it into their line caches. Drawn in the same
        step as the layout, the option list of the rules threw its lines away on the resize
        that followed (traced: the first opening drew the whole list again)."""
        if screen in self.screen_stack:
            return  # shown meanwhile: its own frames lay it out and draw it
        textual_compat.lay_out_unseen(screen, self.size)
        if draw:
            self._draw_unseen_later(screen)

    def _draw_unseen_later(self, screen: Screen[Any], tries: int = 2) -> None:
        """`_draw_unseen(screen, tries)` WARM_AFTER from now: once its layout has come."""
        self.set_timer(self.WARM_AFTER, partial(self._draw_unseen, screen, tries))

    def _draw_unseen(self, screen: Screen[Any], tries: int = 2) -> None:
        """Draw `screen` unseen once it is laid out; a widget that asked for another layout
        on its resize (the option list does) has it first, up to `tries` times."""
        if not screen.is_attached or screen in self.screen_stack:
            return  # gone (another game's) or shown meanwhile
        if textual_compat.draw_unseen(screen) or tries <= 1:
            return
        textual_compat.lay_out_unseen(screen, self.size)
        self._draw_unseen_later(screen, tries - 1)

    # ----- human actions
    @on(ActionChosen)
    def _action_chosen(self, message: ActionChosen) -> None:
        from tui.table.flow import Frozen, Refused, Stale

        flow = self.flow
        if flow is None or self.screen is not self.table_screen:
            return
        outcome = flow.choose(message.version, message.actions)
        if isinstance(outcome, Stale):
            return  # chosen on a table that has moved on (a late or doubled key): dropped
        if isinstance(outcome, Frozen):
            self._report_frozen(outcome.error)
            return
        if isinstance(outcome, Refused):
            self.log.warning(f"refused action: {outcome.error}")
            # no action text in the toast: toasts outlive a hand-off
            self.notify(_("That action is not allowed now."), severity="warning", markup=False)
            return
        self._report_save_error()
        self.sync()

    def _report_frozen(self, error: NoLegalAction) -> None:
        """A move that would leave a seat with no legal action (a rules bug): the session
        refused it and stays at the last good state, which the save holds. The whole error,
        with the save, goes to a crash report; the screen says only that (the error names the
        seed and the last action, secret on a shared screen)."""
        import traceback

        self._stop_bots()  # the flow schedules no bot on a frozen table
        self.error_console.print("".join(traceback.format_exception(error)))
        self._save_into_report()
        report = self.crash_report
        self.notify(
            _(
                "Meeple found a position where the rules offer no move: a bug, and that move was not made. "
                "The game is saved up to the move before it. Please report it with {report}.",
                report=report,
            ),
            severity="error",
            timeout=30,
            markup=False,
        )
        self.sync()

    def _save_after_frame(self, table: TableSource) -> None:
        """The whole save `sync` held back for after the frame, written, and its failure said."""
        if table.save_pending:
            table.flush_save()
            if table is self.table:
                self._report_save_error(written=True)

    def _report_save_error(self, written: bool = False) -> None:
        """The autosave's failure, said; not while a whole save waits for the frame: it is said
        once tried (`_save_after_frame`), else one failing disk gave two toasts a move."""
        table = self.table
        if table is not None and table.save_error and (written or not table.save_pending):
            self.notify(
                _("Autosave failed ({error}); press s to retry.", error=table.save_error),
                severity="error",
                timeout=8,
                markup=False,
            )

    def action_undo(self) -> None:
        refusal = self.flow.undo() if self.flow is not None else None
        if refusal is None:
            return
        if refusal:
            self.notify(refusal, severity="warning", markup=False)
            return
        self._stop_bots()
        self.sync()

    def action_save_game(self) -> None:
        if self.table is None:
            return
        try:
            path = self.table.save()
        except OSError as error:
            self.notify(
                _("Save failed: {error}", error=error.strerror or error), severity="error", timeout=8, markup=False
            )
            return
        if path is None:
            self.notify(_("Nothing to save yet: no move has been made."), markup=False)
            return
        self.notify(_("Saved ({count} moves).", count=self.table.moves), markup=False)

    def composition(self, seat: int, opening: Any = None) -> Any:
        """A composer for `seat`'s decision (see rules.core.compose), or None: the seat of the
        snapshot the table draws, which under a hand-off is the next player's, not yet shown."""
        table = self.table
        if table is None or seat < 0:
            return None
        return table.composition(seat, opening)

    def action_leave_table(self) -> None:
        """Back to the title; the game stays saved and Continue resumes it."""
        self._stop_bots()
        if self._clock_timer is not None:
            self._clock_timer.stop()
            self._clock_timer = None
        if self.table is not None:
            try:
                self.table.save()
            except OSError as error:
                self.notify(
                    _("Save failed: {error}", error=error.strerror or error), severity="error", timeout=8, markup=False
                )
        self.flow = None
        self.table_screen = None
        self._handoff = None
        self._to_title()

    def action_quit(self) -> None:  # type: ignore[override]  (sync: screens call it directly)
        self._stop_bots()
        if self.table is not None:
            try:
                self.table.save()
            except OSError as error:
                self.log.error(f"could not save on quit: {error}")
        self.exit()

    #: Seconds without a change to the table before the garbage collector's full pass runs.
    COLLECT_AFTER = 1.0
    #: Seconds after a table opens (it is drawn by then, and nobody has read it yet) before the
    #: modules its later keys need are imported.
    PREPARE_AFTER = 0.3

    def collect_when_still(self) -> None:
        """Run the collector's full pass once the table has been still a moment, between moves
        rather than inside one (a pass took 6-19 ms, traced in a hand-off's frame)."""
        if self._collect_timer is not None:
            self._collect_timer.stop()
        self._collect_timer = self.set_timer(self.COLLECT_AFTER, self._collect)

    def _collect(self) -> None:
        import gc

        self._collect_timer = None
        self._prepare_while_still()
        gc.collect()

    @staticmethod
    def _prepare_modules() -> None:
        """Just after a table opens (drawn by then, not yet read): the module of the end screen
        and of help. It brings Textual's Markdown widget: traced, importing it at the last move
        was ~35 ms of the end screen's frame. An import draws nothing."""
        import tui.screens.dialogs  # noqa: F401

    def _prepare_while_still(self) -> None:
        """When the table is still: the modules above and this game's rules screen. Not when
        the table opens: mounting a screen of new widget classes restyles the one shown
        (Textual re-reads its stylesheet), which redrew the table ~0.3 s after it opened."""
        self._prepare_modules()
        self._prepare_rules()
        self._prepare_game_over()
        self._prepare_log()

    # ----- bots
    def _stop_bots(self) -> None:
        self.workers.cancel_group(self, "bot")
        self._end_thinking()

    def _run_bots(self) -> None:
        """The next bot move the flow schedules, if any (none behind a hand-off, once over, or
        on a frozen table, whose bot would choose the refused move again)."""
        flow = self.flow
        job = flow.bot_job() if flow is not None else None
        if flow is not None and job is not None:
            self._start_bot(flow.table, job)

    def _start_bot(self, table: Any, job: BotJob) -> None:
        thought = threading.Event()
        self._watch_thinking(table.names[job.seat], thought)
        self._bot_worker(table, job, thought)

    #: Seconds between updates of "Bob is thinking... 1.5 s" (a bot that answers sooner never
    #: shows it); a few a second at most: over SSH every update is sent.
    THINKING_STEP = 0.5

    def _watch_thinking(self, name: str, thought: threading.Event) -> None:
        """A bot thinks in its worker (which sets `thought` when done); the status line says so
        while it takes time."""
        self._end_thinking()
        started = time.monotonic()
        self._thinking = (name, started)

        def tick() -> None:
            if self._thinking is None or self._thinking[1] != started or self.table_screen is None:
                return
            if thought.is_set():  # what is left is the pace between bot moves
                self._end_thinking()
                return
            self.table_screen.show_thinking(
                _("{name} is thinking... {seconds} s", name=name, seconds=f"{time.monotonic() - started:.1f}")
            )

        self._thinking_timer = self.set_interval(self.THINKING_STEP, tick)

    def _end_thinking(self) -> None:
        """The bot answered (or was stopped): the progress goes."""
        if self._thinking_timer is not None:
            self._thinking_timer.stop()
            self._thinking_timer = None
        if self._thinking is not None and self.table_screen is not None:
            self.table_screen.show_thinking(None)
        self._thinking = None

    @work(thread=True, exclusive=True, group="bot", exit_on_error=False)
    def _bot_worker(self, table: Table, job: BotJob, thought: threading.Event) -> None:
        worker = get_current_worker()
        action = table.think(job)
        thought.set()
        deadline = time.monotonic() + max(0.0, self.pace)
        while time.monotonic() < deadline:
            if worker.is_cancelled:
                return
            time.sleep(min(0.05, max(0.0, deadline - time.monotonic())))
        if not worker.is_cancelled:
            self.post_message(BotMoved(job, action))

    @on(BotMoved)
    def _bot_moved(self, message: BotMoved) -> None:
        from tui.table.flow import Frozen, Played

        self._end_thinking()
        flow = self.flow
        if flow is None or self.table_screen is None:
            return
        outcome = flow.bot_moved(message.job, message.action)
        if isinstance(outcome, Frozen):
            self._report_frozen(outcome.error)
        elif isinstance(outcome, Played):
            self._report_save_error()
            self.sync()
        else:
            self._run_bots()  # the table moved on since the job was made: think again

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group == "bot" and event.state == WorkerState.ERROR:
            error = event.worker.error
            self.log.error(f"bot failed: {error!r}")
            # the type only: a bot's exception text could quote hidden state
            self.notify(
                _("A bot could not move ({error}); the game is saved.", error=type(error).__name__),
                severity="error",
                timeout=10,
                markup=False,
            )

    # ----- rules, help, palette
    def action_rules(self) -> None:
        game_id = self.current_game_id()
        if game_id is not None:
            anchor = None
            if self.table is not None and self.table_screen is not None:
                anchor = self.table.rules_section()  # not a spectator's snapshot: that describes the whole log
            self.open_rules(game_id, anchor)
            return
        from tui.screens.title import GamePickScreen

        def pick(chosen: str) -> None:
            self.pop_screen()
            self.open_rules(chosen)

        self.push_screen(GamePickScreen(_("Rules of which game?"), pick))

    def open_rules(self, game_id: str, anchor: str | None = None, entry: str | None = None) -> None:
        from tui.screens.rules import RulesScreen

        if isinstance(self.screen, RulesScreen):
            self.pop_screen()
        screen = self._rules_screens.get(game_id)
        if screen is None:
            screen = self._install_rules(game_id, anchor, entry)
        else:
            screen.reopen(anchor, entry)
        # closed, it is drawn unseen again, and its next opening shows that drawing if it is
        # opened at the same text (`textual_compat.draw_unseen`)
        self.push_screen(screen, callback=lambda _: self._draw_unseen_later(screen))

    def _install_rules(self, game_id: str, anchor: str | None = None, entry: str | None = None) -> Any:
        """A game's rules screen, installed: a popped screen is kept, and opening it again is
        cheap."""
        from tui.screens.rules import RulesScreen
        from tui.screens.title import game_choices

        title = next((t for g, t, _ in game_choices() if g == game_id), game_id)
        screen = self._rules_screens[game_id] = RulesScreen(game_id, title, anchor, entry)
        self.install_screen(screen, name=f"meeple-rules-{game_id}")
        return screen

    def _prepare_rules(self) -> None:
        """While the table is still: this game's rules screen made and mounted, not shown, open
        at the section the table is at (`Table.rules_section`, where `r` opens it), laid out
        and drawn into its caches. Opening it is then a reopening at the same text (measured in
        run_test, Architects at 120x40: 38 ms of CPU for a first opening prepared at the
        introduction, 10 for a reopening). Each still moment brings it to the section of the
        moment; a key opens whatever section it asks for, drawn then if it differs.

        Mounting an installed screen without pushing it needs `textual_compat`; without it, the
        first opening composes it as before."""
        table = self.table
        if table is None or not textual_compat.can_mount_unseen():
            return
        anchor = table.rules_section()
        screen = self._rules_screens.get(table.game.id)
        if screen is None:
            self._mount_unseen(self._install_rules(table.game.id, anchor), draw=True)
        elif screen.is_attached and screen not in self.screen_stack and screen.anchor != anchor:
            screen.reopen(anchor, None)
            # laid out once the new text has asked for its layout, then drawn
            self.set_timer(self.WARM_AFTER, partial(self._lay_out_unseen, screen, True))

    # ----- the full-screen log
    def log_screen(self, snap: Any) -> Any:
        """The full-screen log (`l` at a table) filled with `snap`'s lines, to be pushed now. One
        screen serves every table and seat: it is emptied whenever it closes, so it holds a
        seat's lines only while that seat reads them."""
        screen = self._installed_log()
        screen.open_for(snap)
        # the table under it drawn unseen while the log is read: its Escape shows that drawing
        self.set_timer(self.WARM_AFTER, self._warm_covered_table)
        return screen

    def _installed_log(self) -> Any:
        from tui.screens.log import LogScreen

        if self._log_screen is None:
            self._log_screen = LogScreen()
            self.install_screen(self._log_screen, name="meeple-log")
        return self._log_screen

    def _prepare_log(self) -> None:
        """While the table is still: the log screen made, mounted and drawn empty, unseen.
        Composed at the key, it took three frames (measured in bench/keys.py: ~25 ms); made
        ahead, opening it only fills its lines."""
        if self._log_screen is None and textual_compat.can_mount_unseen():
            self._mount_unseen(self._installed_log(), draw=True)

    @on(OpenRules)
    def _open_rules_message(self, message: OpenRules) -> None:
        self.open_rules(message.game_id, message.anchor, message.entry)

    def set_pace(self, pace: float) -> None:
        """Delay between bot moves (seconds), for this game and the next ones."""
        self.pace = pace
        self.notify(_("Bots now wait {seconds} s between moves.", seconds=f"{pace:g}"), markup=False)

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
        # Nothing but the hand-off's own keys (and quit) while it is in front.
        front = self.screen if self._keys_read_for is None else self._keys_read_for
        if self._handoff is not None and front is self._handoff and action != "quit":
            return False
        return True

    @contextmanager
    def keys_as_shown(self, screen: Screen[Any]) -> Iterator[None]:
        """The app's keys checked as they will be with `screen` in front: a covered table's key
        line is brought up to date while a hand-off covers it (`KeyBar.catch_up`)."""
        self._keys_read_for = screen
        try:
            yield
        finally:
            self._keys_read_for = None

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        for command in super().get_system_commands(screen):  # Textual's own, in the shell's words
            yield command._replace(title=translated(command.title), help=translated(command.help))
        yield SystemCommand(_("Rules"), _("Open the rules and card lookup"), self.action_rules)
        yield SystemCommand(_("Help"), _("Show the keys"), self.action_help)
        from tui.commands import key_commands

        yield from key_commands(screen)  # the screen's keys, each one a command
        for label, pace in ((N_("instant"), 0.0), (N_("normal"), DEFAULT_PACE), (N_("slow"), 1.2)):
            mark = _(" (current)") if abs(self.pace - pace) < 1e-9 else ""
            yield SystemCommand(
                _("Bot speed: {speed}", speed=_(label)) + mark,
                _("Wait {seconds} s between bot moves", seconds=f"{pace:g}"),
                partial(self.set_pace, pace),
            )
        if self.table is not None and self.table_screen is not None:
            yield SystemCommand(_("Save game"), _("Save the game now"), self.action_save_game)
            shown = self.seating.shown if self.seating is not None else None
            if shown is not None and shown >= 0 and not self.table.undo_refusal(shown):
                yield SystemCommand(_("Undo"), _("Undo your last action"), self.action_undo)
            yield SystemCommand(_("Leave table"), _("Back to the title (the game is saved)"), self.action_leave_table)


#: Textual's own palette commands, put in words as shown (`translated`).
TEXTUAL_COMMANDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
)

_WITH_CSS: dict[tuple[type, str], type] = {}


def with_css(base: type[Any], game_id: str, css: str | None) -> type[Any]:
    """`base` with a game's own CSS (Textual reads CSS from the class), made once per game."""
    if not css:
        return base
    made = _WITH_CSS.get((base, game_id))
    if made is None:
        made = _WITH_CSS[(base, game_id)] = type(f"{base.__name__}_{game_id}", (base,), {"CSS": css})
    return made


class _ReportFile:
    """A crash report beside the saves, opened at the first write (a run without a crash
    leaves none behind) under a name of its own, so one crash never overwrites another's."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.written: Path | None = None
        self._handle: Any = None

    def write(self, text: str) -> int:
        if self._handle is None:
            import time

            self.folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S")
            for number in range(1000):
                path = self.folder / f"crash-report-{stamp}{f'-{number}' if number else ''}.txt"
                try:
                    self._handle = open(path, "x", encoding="utf-8")
                except FileExistsError:
                    continue
                self.written = path
                break
            else:
                raise FileExistsError(f"no free crash-report name in {self.folder}")
        return self._handle.write(text)

    def flush(self) -> None:
        if self._handle is not None:
            self._handle.flush()

    def attach_save(self, save: Path) -> None:
        """The save the crash happened in, at the end of the report: whoever reads the report
        can load it and replay the game to the crash."""
        if self._handle is None:
            return
        try:
            text = save.read_text(encoding="utf-8")
        except OSError as error:
            text = f"(the save could not be read: {error})"
        self._handle.write(f"\n\n===== the save, {save.name} =====\n{text}\n")
        self._handle.flush()


def crash_console(folder: Path) -> tuple[Any, _ReportFile]:
    """Where a crash report goes: a file beside the saves, never the shared screen.

    Textual prints an unhandled error with the local variables of every frame, which would
    show game states (every hand) to whoever looks at a hot-seat terminal. Its public
    `error_console` is pointed here instead.
    """
    from rich.console import Console

    report = _ReportFile(folder)
    return Console(file=report, markup=False, highlight=False, width=120, color_system=None), report


def import_table_modules() -> None:
    """The local table's module, which the title does not need (see the imports above); an
    import draws nothing."""
    import tui.table.table  # noqa: F401


def _seconds_from_env(name: str, default: float, low: float = 0.0, high: float = 10.0) -> float:
    """A number of seconds from the environment, kept within [low, high]; unset or not a
    number: the default."""
    import os

    try:
        value = float(os.environ.get(name, default))
    except ValueError:
        return default
    return default if value != value else min(high, max(low, value))  # NaN: the default


#: Seconds the app's thread may keep the interpreter while Textual's output thread waits to
#: write a frame (Python's default is 0.005).
FRAME_SWITCH_INTERVAL = 0.0005


def write_frames_promptly() -> None:
    """Textual writes each frame from a thread of its own; the app's thread often goes straight
    on with work after a frame (the next player's table drawn under a hand-off, the public
    log's line), and Python lets a busy thread keep the interpreter for 5 ms before another
    may run. Traced on a pty, frames reached the terminal up to 5 ms after they were made
    (Sheriff's confirm, median 20-23 ms; 12 with 0.5 ms). Only lowered, never raised."""
    import sys

    sys.setswitchinterval(min(sys.getswitchinterval(), FRAME_SWITCH_INTERVAL))


def run_app(
    saves_dir: Path, load: Path | None = None, start: "quickstart.StartRequest | None" = None, language: str = "en"
) -> None:
    """Entry point for `meeple` / `meeple play`; `start` (`meeple play GAME ...`) opens straight
    at that new table. Seconds from the environment:
    MEEPLE_BOT_PACE between bot moves, MEEPLE_HANDOFF_DELAY that a hand-off ignores keys
    (at least 0.3: a double press must never pass it), MEEPLE_TURN_GUARD that a new decision
    ignores picks."""
    import sys

    app = MeepleApp(
        saves_dir,
        load,
        pace=_seconds_from_env("MEEPLE_BOT_PACE", DEFAULT_PACE),
        handoff_delay=_seconds_from_env("MEEPLE_HANDOFF_DELAY", MeepleApp.HANDOFF_DELAY, low=0.3),
        turn_guard=_seconds_from_env("MEEPLE_TURN_GUARD", MeepleApp.TURN_GUARD),
        freeze_after_start=True,
        language=language,
    )
    write_frames_promptly()
    textual_compat.install_key_order()  # Backspace & co. in the order typed (issue 22)
    if start is not None:
        from tui import quickstart  # only then: its values are attrs, which the title never needs

        quickstart.schedule(app, start)
    # a moment after the title is drawn (without them), so the first table opens no slower
    app.call_later(app.set_timer, MeepleApp.PREPARE_AFTER, import_table_modules)
    app.run()
    if app.return_code:
        print(app.stopped_on_error(), file=sys.stderr)

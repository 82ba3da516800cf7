"""Title menu, game picker and the load-a-save list."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from rules.core import registry
from rules.core.save_files import SaveError, SaveHeader, delete_save, list_saves, read_header
from tui.i18n import _
from tui.screens.first_screen import FirstScreen
from tui.widgets.keybar import KeyBar
from tui.widgets.rows import SettledOptionList


def game_choices() -> list[tuple[str, str, str]]:
    """(id, title, players) for every game the registry knows."""
    return registry.choices()


def _when(stamp: datetime | None) -> str:
    """'23 Nov 21:40' in local time (with the year when it is not this year)."""
    if stamp is None:
        return _("date ?")
    local = stamp.astimezone()
    if local.year != datetime.now().year:
        return local.strftime(_("%d %b %Y %H:%M"))
    return local.strftime(_("%d %b %H:%M"))


def seats_text(header: SaveHeader) -> str:
    """'Ann, Bob (bot: greedy)', then the opponent without a seat: 'vs the automa (hard)'."""
    seats = ", ".join(
        _("{name} (bot: {level})", name=s.name, level=s.level)
        if s.is_bot and s.level
        else _("{name} (bot)", name=s.name)
        if s.is_bot
        else s.name
        for s in header.seats
    )
    opponent = opponent_text(header)
    return f"{seats} {opponent}" if opponent else seats


def opponent_text(header: SaveHeader) -> str:
    """The automa or AI a save plays against, from its options ('' when none): a solo game
    says so and at which level."""
    automa = dict(header.options).get("automa")
    if not isinstance(automa, str) or automa == "none":
        return ""
    if header.game_id == "architects":
        return _("vs AI {name}", name=automa.title()) + (_(" (solo)") if len(header.seats) == 1 else "")
    if len(header.seats) == 1:
        return _("solo vs the automa ({level})", level=automa)
    return ""


def moves_text(header: SaveHeader) -> str:
    return _("move {number}", number=header.moves if header.moves is not None else "?")


def outcome_text(header: SaveHeader) -> str:
    """'finished: Ann won', 'in progress', or '' when an old save does not say."""
    if header.finished is None:
        return ""
    if not header.finished:
        return _("in progress")
    names = [header.seats[w].name for w in header.winners or () if 0 <= w < len(header.seats)]
    if not names:
        return _("finished")
    won = names[0] if len(names) == 1 else ", ".join(names[:-1]) + _(" and ") + names[-1]
    return _("finished: {names} won", names=won)


def continue_label(header: SaveHeader) -> str:
    """'Sheriff of Nottingham - Ann, Bob, Cy (bot) - move 34 - 23 Nov 21:40'."""
    return f"{header.game_title} - {seats_text(header)} - {moves_text(header)} - {_when(header.saved_at)}"


def load_label(header: SaveHeader) -> str:
    """Two lines for the load list: what and who, then how far and when."""
    second = [moves_text(header), _when(header.saved_at)]
    if outcome_text(header):
        second.append(outcome_text(header))
    return f"{header.game_title} - {seats_text(header)}\n    {' - '.join(second)}"


def resumable_save(directory: Path) -> tuple[Path, SaveHeader | SaveError] | None:
    """The save Continue resumes: the newest one not known to be finished (a save whose
    header cannot be read counts, so Continue can say why it cannot resume it)."""
    for path in list_saves(directory):
        try:
            header = read_header(path)
        except SaveError as error:
            return path, error
        if not header.finished and header.moves != 0:
            return path, header
    return None


class TitleScreen(FirstScreen, Screen[None]):
    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen #title-box { width: 76; max-width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    TitleScreen #title-name { text-align: center; text-style: bold; height: auto; }
    TitleScreen OptionList { height: auto; max-height: 12; border: none; }
    TitleScreen #title-note { height: auto; color: $text-muted; }
    """
    BINDINGS = [
        Binding("n", "menu('new')", "New game"),
        Binding("c", "menu('continue')", "Continue"),
        Binding("o", "menu('load')", "Load"),
        Binding("q", "menu('quit')", "Quit"),
        # not in the English key bar or menu (their snapshots are fixed); the Korean menu names it
        Binding("k", "switch_language", "한국어/English", show=False),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._resume: tuple[Path, SaveHeader | SaveError] | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static("MEEPLE\n" + _("modern board games in the terminal"), id="title-name", markup=False)
            yield SettledOptionList(id="title-menu")
            yield Static("", id="title-note", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.refresh_menu()

    def on_screen_resume(self) -> None:
        self.note("")  # an error belongs to the moment it happened
        self.refresh_menu()

    def refresh_menu(self) -> None:
        app: Any = self.app
        self._resume = resumable_save(app.saves_dir)
        if self._resume is None:
            cont = _("c  Continue (no saved game)")
        elif isinstance(self._resume[1], SaveHeader):
            cont = _("c  Continue: {save}", save=continue_label(self._resume[1]))
        else:
            cont = _("c  Continue (the newest save cannot be read)")
        menu = self.query_one("#title-menu", OptionList)
        with menu.prevent(OptionList.OptionHighlighted):
            options = [
                Option(_("n  New game"), id="new"),
                Option(Content(cont), id="continue", disabled=self._resume is None),
                Option(_("o  Load a save"), id="load"),
                Option(_("r  Rules"), id="rules"),
                Option(_("q  Quit"), id="quit"),
            ]
            # in both languages: a Korean player who opens an English client must find it
            options.append(Option("k  한국어 / English", id="language"))
            menu.set_options(options)
            menu.highlighted = 1 if self._resume else 0
        menu.focus()

    def note(self, text: str) -> None:
        self.query_one("#title-note", Static).update(text)

    @on(OptionList.OptionHighlighted, "#title-menu")
    def _moved(self) -> None:
        self.note("")  # moving on clears the last error

    @on(OptionList.OptionSelected, "#title-menu")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.action_menu(event.option.id or "")

    def action_menu(self, choice: str) -> None:
        app: Any = self.app
        self.note("")
        if choice == "new":
            app.push_screen(GamePickScreen(_("Choose a game to play"), app.open_new_game))
        elif choice == "continue":
            resume = resumable_save(app.saves_dir)
            if resume is None:
                self.refresh_menu()
                self.note(_("No saved game to continue."))
                return
            error = app.open_save(resume[0])
            if error:
                self.note(_("Cannot continue the newest save, {file}: {error}", file=resume[0].name, error=error))
        elif choice == "load":
            app.push_screen(LoadScreen(app.saves_dir))
        elif choice == "rules":
            app.action_rules()
        elif choice == "quit":
            app.action_quit()
        elif choice == "language":
            self.action_switch_language()

    def action_switch_language(self) -> None:
        """Korean <-> English, remembered for next time; the title is drawn again in it."""
        from tui.i18n.settings import save_language

        app: Any = self.app
        app.language = "en" if getattr(app, "language", "en") == "ko" else "ko"
        problem = save_language(app.language)
        self.refresh(recompose=True)
        self.call_after_refresh(self.refresh_menu)
        if problem:
            self.call_after_refresh(
                self.note, _("This language is used until you quit; it could not be saved: {error}", error=problem)
            )


class GamePickScreen(Screen[None]):
    """A list of games; choosing one calls `on_pick(game_id)`."""

    DEFAULT_CSS = """
    GamePickScreen { align: center middle; }
    GamePickScreen #pick-box { width: 64; max-width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    GamePickScreen OptionList { height: auto; max-height: 16; border: none; }
    GamePickScreen #pick-note { height: auto; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back"),
        *(Binding(str(n), f"pick_number({n})", "Pick by number", show=False) for n in range(1, 10)),
    ]

    def __init__(self, heading: str, on_pick: Callable[[str], str | None]) -> None:
        super().__init__()
        self.heading = heading
        self.on_pick = on_pick

    def compose(self) -> ComposeResult:
        with Vertical(id="pick-box"):
            yield Static(self.heading, markup=False)
            options = [
                Option(
                    Content(_("{number}. {title}  ({players} players)", number=n, title=title, players=players)),
                    id=game_id,
                )
                for n, (game_id, title, players) in enumerate(game_choices(), start=1)
            ]
            yield OptionList(*options, id="pick-list")
            yield Static("", id="pick-note", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pick_number":  # only the numbers on the list
            number = parameters[0] if parameters else 0
            return isinstance(number, int) and number <= len(game_choices())
        return True

    def action_pick_number(self, number: int) -> None:
        ol = self.query_one(OptionList)
        if 1 <= number <= ol.option_count:
            self._pick(ol.get_option_at_index(number - 1).id or "")

    @on(OptionList.OptionSelected, "#pick-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self._pick(event.option.id or "")

    def _pick(self, game_id: str) -> None:
        error = self.on_pick(game_id)
        if error:
            self.query_one("#pick-note", Static).update(error)

    def action_back(self) -> None:
        self.dismiss(None)


class LoadScreen(Screen[None]):
    """Saves in the saves folder, newest first, described from their headers (game, seats,
    move, date, outcome). Enter loads; a refused save shows its reason and stays untouched.
    `d`/Delete deletes after a confirmation; the save of the game now open is kept."""

    DEFAULT_CSS = """
    LoadScreen #load-box { height: 1fr; border: heavy $accent; padding: 0 1; }
    LoadScreen OptionList { height: 1fr; border: none; }
    LoadScreen #load-error { height: auto; color: $error; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("d,delete", "delete", "Delete"),
    ]

    def __init__(self, saves_dir: Path) -> None:
        super().__init__(id="load")
        self.saves_dir = Path(saves_dir)

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static(_("Saves in {folder} (newest first)", folder=self.saves_dir), markup=False)
            yield OptionList(id="load-list")
            yield Static("", id="load-error", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.refresh_list()
        self.query_one(OptionList).focus()

    def refresh_list(self, keep: int | None = None) -> None:
        """Read every save's header (only the header) and list them."""
        options = []
        for path in list_saves(self.saves_dir):
            try:
                header = read_header(path)
                if header.moves == 0:
                    continue  # left by an older Meeple before a first move: nothing to resume
                label = load_label(header)
            except SaveError as error:
                label = f"{path.name}\n    " + _("cannot be loaded: {error}", error=error)
            options.append(Option(Content(label), id=str(path)))
        menu = self.query_one("#load-list", OptionList)
        with menu.prevent(OptionList.OptionHighlighted):  # a note about the change stays
            menu.set_options(options)
            if options:
                menu.highlighted = min(keep or 0, len(options) - 1)
        if not options:
            self.note(_("No saves yet."))

    def note(self, text: str) -> None:
        self.query_one("#load-error", Static).update(text)

    @on(OptionList.OptionHighlighted, "#load-list")
    def _moved(self) -> None:
        self.note("")

    @on(OptionList.OptionSelected, "#load-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        path = Path(event.option.id or "")
        error = self.app.open_save(path)  # type: ignore[attr-defined]
        if error:
            self.note(_("Refused {file}: {error}", file=path.name, error=error))
            self._mark_refused(event.option_index, error)

    def _mark_refused(self, index: int, error: str) -> None:
        """A save that read as "in progress" but cannot be loaded says so in the list too."""
        menu = self.query_one("#load-list", OptionList)
        option = menu.get_option_at_index(index)
        first = str(option.prompt).split("\n", 1)[0]
        menu.replace_option_prompt_at_index(index, Content(f"{first}\n    " + _("refused: {error}", error=error)))

    def action_delete(self) -> None:
        from tui.screens.dialogs import ConfirmScreen

        menu = self.query_one("#load-list", OptionList)
        index = menu.highlighted
        if index is None or not menu.option_count:
            return
        option = menu.get_option_at_index(index)
        path = Path(option.id or "")
        open_path = open_save_path(self.app)
        if open_path is not None and path.resolve() == open_path.resolve():
            self.note(_("That game is open: leave its table before deleting its save."))
            return
        what = str(option.prompt).replace("\n    ", " - ")

        def answered(yes: bool | None) -> None:
            if not yes:
                self.note(_("Kept."))
                return
            try:
                delete_save(path)
            except OSError as error:
                self.note(_("Cannot delete {file}: {error}", file=path.name, error=error.strerror or error))
                return
            self.refresh_list(keep=index)
            left = "" if menu.option_count else _(" No saves left.")
            self.note(_("Deleted {save}.", save=what) + left)

        self.app.push_screen(
            ConfirmScreen(_("Delete this save?") + f"\n\n{what}", yes=_("Delete"), no=_("Keep")), answered
        )

    def action_back(self) -> None:
        self.dismiss(None)


def open_save_path(app: Any) -> Path | None:
    """The save file of the game at the table now, if any."""
    for holder in (getattr(app, "table", None), getattr(app, "controller", None)):
        path = getattr(holder, "save_path", None)
        if path is not None:
            return Path(path)
    return None

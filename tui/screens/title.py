"""Title menu, game picker and the load-a-save list."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from rules.core import registry


def game_choices() -> list[tuple[str, str, str]]:
    """(id, title, players) for every game the registry knows."""
    return registry.choices()


def save_summary(path: Path) -> str:
    """One line about a save, read cheaply from its header (the full check happens on load)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        names = ", ".join(str(s.get("name", "?")) for s in data.get("seats", []))
        moves = len(data.get("log", []))
        return f"{data.get('game', '?')}: {names} - {moves} moves"
    except Exception:
        return "unreadable (choose it to see why)"


class TitleScreen(Screen[None]):
    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen #title-box { width: 60; max-width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    TitleScreen #title-name { text-align: center; text-style: bold; height: auto; }
    TitleScreen OptionList { height: auto; max-height: 12; border: none; }
    TitleScreen #title-note { height: auto; color: $text-muted; }
    """
    BINDINGS = [
        Binding("n", "menu('new')", "New game"),
        Binding("c", "menu('continue')", "Continue"),
        Binding("o", "menu('load')", "Load"),
        Binding("q", "menu('quit')", "Quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static("MEEPLE\nmodern board games in the terminal", id="title-name", markup=False)
            yield OptionList(id="title-menu")
            yield Static("", id="title-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_menu()

    def on_screen_resume(self) -> None:
        self.refresh_menu()

    def refresh_menu(self) -> None:
        latest = self.app.latest_save()  # type: ignore[attr-defined]
        cont = f"c  Continue ({latest.name})" if latest else "c  Continue (no saved game)"
        menu = self.query_one("#title-menu", OptionList)
        menu.set_options([
            Option("n  New game", id="new"),
            Option(Content(cont), id="continue", disabled=latest is None),
            Option("o  Load a save", id="load"),
            Option("r  Rules", id="rules"),
            Option("q  Quit", id="quit"),
        ])
        menu.highlighted = 1 if latest else 0
        menu.focus()

    def note(self, text: str) -> None:
        self.query_one("#title-note", Static).update(text)

    @on(OptionList.OptionSelected, "#title-menu")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.action_menu(event.option.id or "")

    def action_menu(self, choice: str) -> None:
        app: Any = self.app
        if choice == "new":
            app.push_screen(GamePickScreen("Choose a game to play", app.open_new_game))
        elif choice == "continue":
            latest = app.latest_save()
            if latest is None:
                self.note("No saved game yet.")
                return
            error = app.open_save(latest)
            if error:
                self.note(f"Cannot continue {latest.name}: {error}")
        elif choice == "load":
            app.push_screen(LoadScreen(app.saves_dir))
        elif choice == "rules":
            app.action_rules()
        elif choice == "quit":
            app.action_quit()


class GamePickScreen(Screen[None]):
    """A list of games; choosing one calls `on_pick(game_id)`."""

    DEFAULT_CSS = """
    GamePickScreen { align: center middle; }
    GamePickScreen #pick-box { width: 64; max-width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    GamePickScreen OptionList { height: auto; max-height: 16; border: none; }
    GamePickScreen #pick-note { height: auto; }
    """
    BINDINGS = [Binding("escape", "back", "Back")]

    def __init__(self, heading: str, on_pick: Callable[[str], str | None]) -> None:
        super().__init__()
        self.heading = heading
        self.on_pick = on_pick

    def compose(self) -> ComposeResult:
        with Vertical(id="pick-box"):
            yield Static(self.heading, markup=False)
            options = [
                Option(Content(f"{n}. {title}  ({players} players)"), id=game_id)
                for n, (game_id, title, players) in enumerate(game_choices(), start=1)
            ]
            yield OptionList(*options, id="pick-list")
            yield Static("", id="pick-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_key(self, event: Any) -> None:
        if event.character and event.character.isdigit():
            index = int(event.character) - 1
            ol = self.query_one(OptionList)
            if 0 <= index < ol.option_count:
                event.stop()
                self._pick(ol.get_option_at_index(index).id or "")

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
    """Saves in the saves folder, newest first. A refused save shows its reason, untouched."""

    DEFAULT_CSS = """
    LoadScreen #load-box { height: 1fr; border: heavy $accent; padding: 0 1; }
    LoadScreen OptionList { height: 1fr; border: none; }
    LoadScreen #load-error { height: auto; color: $error; }
    """
    BINDINGS = [Binding("escape", "back", "Back")]

    def __init__(self, saves_dir: Path) -> None:
        super().__init__(id="load")
        self.saves_dir = Path(saves_dir)

    def compose(self) -> ComposeResult:
        from rules.core.saves import list_saves

        with Vertical(id="load-box"):
            yield Static(f"Saves in {self.saves_dir} (newest first)", markup=False)
            options = []
            for path in list_saves(self.saves_dir):
                stamp = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
                options.append(Option(Content(f"{path.name}\n    {stamp}  {save_summary(path)}"), id=str(path)))
            yield OptionList(*options, id="load-list")
            note = "" if options else "No saves yet."
            yield Static(note, id="load-error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected, "#load-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        path = Path(event.option.id or "")
        error = self.app.open_save(path)  # type: ignore[attr-defined]
        if error:
            self.query_one("#load-error", Static).update(f"Refused {path.name}: {error}")

    def action_back(self) -> None:
        self.dismiss(None)

"""New-game set-up, built from the game's own data (player counts, options, bot levels)."""
from __future__ import annotations

import random
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from rules.core.bots import BOT_LEVELS
from rules.core.options import make_config
from rules.core.session import SeatConfig

HUMAN = "human"


def kind_choices() -> list[tuple[str, str]]:
    return [("Human", HUMAN)] + [(f"Bot: {level}", f"bot:{level}") for level in BOT_LEVELS]


class NewGameScreen(Screen[None]):
    """Players, options, seats (name, human or bot level) and seed; Start validates."""

    DEFAULT_CSS = """
    NewGameScreen #setup { padding: 0 1; }
    NewGameScreen .row { height: auto; }
    NewGameScreen .row Label { width: 16; padding: 1 1 0 0; }
    NewGameScreen .row Input { width: 1fr; }
    NewGameScreen .row Select { width: 24; }
    NewGameScreen .seat-row.-unused { display: none; }
    NewGameScreen #setup-error { color: $error; height: auto; }
    NewGameScreen #setup-buttons { height: auto; }
    NewGameScreen .heading { text-style: bold; height: auto; margin-top: 1; }
    """
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("f5", "start", "Start"),
    ]

    def __init__(self, game: Any) -> None:
        super().__init__(id="new-game")
        self.game = game

    def compose(self) -> ComposeResult:
        game = self.game
        with VerticalScroll(id="setup"):
            yield Static(f"New game: {game.title}", classes="heading", markup=False)
            with Horizontal(classes="row"):
                yield Label("Players", markup=False)
                counts = [(str(n), n) for n in range(game.min_players, game.max_players + 1)]
                yield Select(counts, value=game.min_players, allow_blank=False, id="players")
            if game.options:
                yield Static("Options", classes="heading")
            for spec in game.options:
                if spec.kind == "bool":
                    box = Checkbox(self._bool_label(spec, bool(spec.default)), value=bool(spec.default), id=f"opt-{spec.name}")
                    box.tooltip = spec.help or None
                    yield box
                else:
                    with Horizontal(classes="row"):
                        yield Label(spec.label, markup=False)
                        if spec.choices:
                            yield Select(
                                [(str(c), c) for c in spec.choices], value=spec.default,
                                allow_blank=False, id=f"opt-{spec.name}",
                            )
                        else:
                            yield Input(str(spec.default), type="integer", id=f"opt-{spec.name}")
            yield Static("Seats", classes="heading")
            for seat in range(game.max_players):
                classes = "row seat-row" + ("" if seat < game.min_players else " -unused")
                with Horizontal(classes=classes, id=f"seat-row-{seat}"):
                    yield Input(f"Player {seat + 1}", id=f"name-{seat}", max_length=24)
                    default = HUMAN if seat == 0 else f"bot:{BOT_LEVELS[min(1, len(BOT_LEVELS) - 1)]}"
                    yield Select(kind_choices(), value=default, allow_blank=False, id=f"kind-{seat}")
            with Horizontal(classes="row"):
                yield Label("Seed", markup=False)
                yield Input(str(random.randrange(1, 1_000_000)), id="seed", max_length=40)
            yield Static("", id="setup-error", markup=False)
            with Horizontal(id="setup-buttons"):
                yield Button("Start (F5)", id="start", variant="primary")
                yield Button("Back (Esc)", id="back")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#players", Select).focus()

    @staticmethod
    def _bool_label(spec: Any, value: bool) -> Content:
        # the state is spelled out: the checkbox mark differs only by colour
        text = f"{spec.label}: {'ON' if value else 'off'}"
        return Content(text + (f" - {spec.help}" if spec.help else ""))

    @on(Checkbox.Changed)
    def _option_toggled(self, event: Checkbox.Changed) -> None:
        name = (event.checkbox.id or "").removeprefix("opt-")
        spec = next((s for s in self.game.options if s.name == name), None)
        if spec is not None:
            event.checkbox.label = self._bool_label(spec, event.value)

    @on(Select.Changed, "#players")
    def _players_changed(self, event: Select.Changed) -> None:
        count = self.player_count()
        for seat in range(self.game.max_players):
            self.query_one(f"#seat-row-{seat}").set_class(seat >= count, "-unused")

    def player_count(self) -> int:
        value = self.query_one("#players", Select).value
        return int(value) if isinstance(value, int) else self.game.min_players

    def read_setup(self) -> tuple[Any, tuple[SeatConfig, ...], int | str]:
        """(config, seats, seed) from the form; ValueError with a player-facing reason."""
        players = self.player_count()
        chosen: dict[str, Any] = {}
        for spec in self.game.options:
            widget = self.query_one(f"#opt-{spec.name}")
            if isinstance(widget, Checkbox):
                chosen[spec.name] = bool(widget.value)
            elif isinstance(widget, Select):
                chosen[spec.name] = widget.value
            elif isinstance(widget, Input):
                chosen[spec.name] = spec.parse(widget.value)
        config = make_config(self.game.options, players, chosen, self.game.min_players, self.game.max_players)
        seats = []
        for seat in range(players):
            name = self.query_one(f"#name-{seat}", Input).value.strip() or f"Player {seat + 1}"
            kind = self.query_one(f"#kind-{seat}", Select).value
            if kind == HUMAN:
                seats.append(SeatConfig(name))
            else:
                level = str(kind).split(":", 1)[1]
                try:
                    self.game.bot(level)
                except Exception:  # UnknownBotLevel, or a level still being written
                    raise ValueError(f"{self.game.title} has no '{level}' bot yet; choose another level") from None
                seats.append(SeatConfig(name, "bot", level))
        if len({s.name for s in seats}) != len(seats):
            raise ValueError("every seat needs a different name")
        seed_text = self.query_one("#seed", Input).value.strip()
        if not seed_text:
            raise ValueError("enter a seed (any number or word)")
        seed: int | str = int(seed_text) if seed_text.lstrip("-").isdigit() else seed_text
        return config, tuple(seats), seed

    def action_start(self) -> None:
        try:
            config, seats, seed = self.read_setup()
        except ValueError as error:
            self.query_one("#setup-error", Static).update(str(error))
            return
        self.app.start_new_game(self.game, config, seats, seed)  # type: ignore[attr-defined]

    def action_back(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()

    @on(Button.Pressed, "#back")
    def _back(self) -> None:
        self.action_back()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

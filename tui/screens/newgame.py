"""New-game set-up, built from the game's own data (player counts, options, bot levels)."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Collapsible, Input, Label, Select, Static

from rules.core.bots import BOT_LEVELS
from rules.core.options import config_for, fewest_players
from rules.core.registry import local_title
from rules.core.session import SeatConfig
from tui.i18n import _, translated
from tui.widgets.keybar import KeyBar

HUMAN = "human"


def kind_choices() -> list[tuple[str, str]]:
    return [(_("Human"), HUMAN)] + [
        (_("Bot: {level}", level=translated(level)), f"bot:{level}") for level in BOT_LEVELS
    ]


#: Longest seat name: every table (seats, scores, end screen) is laid out for it.
NAME_LENGTH = 20


def parse_seed(text: str) -> int | str | None:
    """The advanced seed field: empty means a random seed (kept secret until the end)."""
    text = text.strip()
    if not text:
        return None
    return int(text) if text.lstrip("-").isdigit() else text


class NewGameScreen(Screen[None]):
    """Players, the options that apply to that many players, seats (name, human or bot
    level) and, folded away, a seed. Start (F5) validates; Enter in a text field only moves
    on to the next field."""

    DEFAULT_CSS = """
    NewGameScreen #setup { padding: 0 1; }
    NewGameScreen .row { height: auto; }
    NewGameScreen .row Label { width: 10; padding: 1 1 0 0; }
    NewGameScreen .option .row Label { width: auto; min-width: 10; max-width: 40; }
    NewGameScreen .row Input { width: 1fr; }
    NewGameScreen .row Select { width: 24; }
    NewGameScreen .seat-row.-unused { display: none; }
    NewGameScreen .option { height: auto; }
    NewGameScreen .option.-unused { display: none; }
    NewGameScreen .option Checkbox { border: none; padding: 0 1; height: 1; }
    NewGameScreen .option Checkbox:focus { background: $block-cursor-background; color: $block-cursor-foreground; }
    NewGameScreen .option-fixed { padding: 0 1; height: auto; }
    NewGameScreen .option-help { color: $text-muted; padding: 0 0 0 5; height: auto; }
    NewGameScreen #setup-error { color: $error; height: auto; }
    NewGameScreen #setup-buttons { height: auto; }
    NewGameScreen #setup-hint { color: $text-muted; height: auto; }
    NewGameScreen .heading { text-style: bold; height: auto; margin-top: 1; }
    NewGameScreen Collapsible { margin-top: 1; }
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
        opening = fewest_players(game)  # a count its defaults can play (Architects alone needs an AI)
        with VerticalScroll(id="setup"):
            yield Static(_("New game: {title}", title=local_title(game)), classes="heading", markup=False)
            with Horizontal(classes="row"):
                yield Label(_("Players"), markup=False)
                counts = [(str(n), n) for n in range(game.min_players, game.max_players + 1)]
                yield Select(counts, value=opening, allow_blank=False, id="players")
            if game.options:
                yield Static(_("Options"), classes="heading", id="options-heading")
            for spec in game.options:
                with Vertical(classes="option", id=f"opt-row-{spec.name}"):
                    if spec.kind == "bool":
                        yield Checkbox(
                            self._bool_label(spec, bool(spec.default)), value=bool(spec.default), id=f"opt-{spec.name}"
                        )
                    else:
                        with Horizontal(classes="row", id=f"opt-choice-{spec.name}"):
                            yield Label(translated(spec.label), markup=False)
                            if spec.choices:
                                yield Select(
                                    [(translated(str(c)), c) for c in spec.choices],
                                    value=spec.default_at(opening),
                                    allow_blank=False,
                                    id=f"opt-{spec.name}",
                                )
                            elif spec.blank and spec.default == spec.default_at(opening):
                                # empty says "decided otherwise", with the placeholder saying how
                                yield Input(
                                    "", type="integer", id=f"opt-{spec.name}", placeholder=translated(spec.blank)
                                )
                            else:
                                yield Input(str(spec.default_at(opening)), type="integer", id=f"opt-{spec.name}")
                    # at counts where the rules set the value: said, not asked
                    yield Static("", classes="option-fixed", id=f"opt-fixed-{spec.name}", markup=False)
                    if spec.help_at(opening):
                        yield Static(
                            translated(spec.help_at(opening)),
                            classes="option-help",
                            id=f"opt-help-{spec.name}",
                            markup=False,
                        )
            yield Static(_("Seats"), classes="heading")
            for seat in range(game.max_players):
                classes = "row seat-row" + ("" if seat < opening else " -unused")
                with Horizontal(classes=classes, id=f"seat-row-{seat}"):
                    yield Label(_("Seat {number}", number=seat + 1), markup=False)
                    yield Input(
                        _("Player {number}", number=seat + 1),
                        id=f"name-{seat}",
                        max_length=NAME_LENGTH,
                        placeholder=_("a name (up to 20 letters)"),
                    )
                    default = HUMAN if seat == 0 else f"bot:{BOT_LEVELS[min(1, len(BOT_LEVELS) - 1)]}"
                    yield Select(kind_choices(), value=default, allow_blank=False, id=f"kind-{seat}")
            with Collapsible(title=_("Advanced"), collapsed=True, id="advanced"):
                with Horizontal(classes="row"):
                    yield Label(_("Seed"), markup=False)
                    yield Input("", id="seed", max_length=40, placeholder=_("empty: random (shown after the game)"))
            yield Static("", id="setup-error", markup=False)
            with Horizontal(id="setup-buttons"):
                yield Button(_("Start (F5)"), id="start", variant="primary")
                yield Button(_("Back (Esc)"), id="back")
            yield Static(_("Tab / Enter: next field   F5: start   Esc: back"), id="setup-hint", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self._show_options()
        self.query_one("#players", Select).focus()

    @staticmethod
    def _bool_label(spec: Any, value: bool) -> Content:
        # the state is spelled out: the checkbox mark differs only by colour
        return Content(f"{translated(spec.label)}: {_('ON') if value else _('off')}")

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
        for spec in self.game.options:
            if spec.default_by_players and spec.choices:  # a default of its own at this count
                self.query_one(f"#opt-{spec.name}", Select).value = spec.default_at(count)
            for helper in self.query(f"#opt-help-{spec.name}"):
                helper.update(translated(spec.help_at(count)))  # type: ignore[attr-defined]
        self._show_options()

    def applies(self, spec: Any, players: int | None = None) -> bool:
        """An option is a choice (shown and sent) only at the player counts it is for."""
        count = self.player_count() if players is None else players
        if hasattr(spec, "applies"):
            return bool(spec.applies(count))
        return not spec.players or count in spec.players

    @staticmethod
    def fixed_value(spec: Any, players: int) -> tuple[bool, Any]:
        """(True, value) when the rules set this option at this player count."""
        fixed = dict(getattr(spec, "fixed", ()) or ())
        return (players in fixed, fixed.get(players))

    def _show_options(self) -> None:
        shown = 0
        count = self.player_count()
        for spec in self.game.options:
            applies = self.applies(spec, count)
            is_fixed, value = self.fixed_value(spec, count)
            self.query_one(f"#opt-row-{spec.name}").set_class(not (applies or is_fixed), "-unused")
            choice = self.query(f"#opt-choice-{spec.name}") or self.query(f"#opt-{spec.name}")
            choice.first().display = applies
            note = self.query_one(f"#opt-fixed-{spec.name}", Static)
            note.display = is_fixed and not applies
            if is_fixed:
                shown_value = (_("ON") if value else _("off")) if isinstance(value, bool) else translated(str(value))
                note.update(
                    _(
                        "{option}: {value} with {count} players (set by the rules)",
                        option=translated(spec.label),
                        value=shown_value,
                        count=count,
                    )
                )
            shown += applies or is_fixed
        if self.game.options:
            self.query_one("#options-heading").display = shown > 0

    def player_count(self) -> int:
        value = self.query_one("#players", Select).value
        return int(value) if isinstance(value, int) else self.game.min_players

    def read_setup(self) -> tuple[Any, tuple[SeatConfig, ...], int | str | None]:
        """(config, seats, seed) from the form; ValueError with a player-facing reason.

        The seed is None unless one was typed in the advanced part: the table then draws a
        random one, kept secret until the game ends."""
        players = self.player_count()
        chosen: dict[str, Any] = {}
        for spec in self.game.options:
            if not self.applies(spec, players):
                continue  # hidden: the default holds
            widget = self.query_one(f"#opt-{spec.name}")
            if isinstance(widget, Checkbox):
                chosen[spec.name] = bool(widget.value)
            elif isinstance(widget, Select):
                chosen[spec.name] = widget.value
            elif isinstance(widget, Input):
                if spec.blank and not widget.value.strip():
                    continue  # empty: the default, which decides it otherwise
                chosen[spec.name] = spec.parse(widget.value)
        config = config_for(self.game, players, chosen)
        seats = []
        for seat in range(players):
            name = " ".join(self.query_one(f"#name-{seat}", Input).value.split())
            if not name:
                raise ValueError(_("seat {number} needs a name", number=seat + 1))
            if len(name) > NAME_LENGTH:
                raise ValueError(
                    _("seat {number}: names have at most {most} letters", number=seat + 1, most=NAME_LENGTH)
                )
            kind = self.query_one(f"#kind-{seat}", Select).value
            if kind == HUMAN:
                seats.append(SeatConfig(name))
            else:
                level = str(kind).split(":", 1)[1]
                try:
                    self.game.bot(level)
                except Exception:  # UnknownBotLevel, or a level still being written
                    raise ValueError(
                        _("{game} has no '{level}' bot yet; choose another level", game=self.game.title, level=level)
                    ) from None
                seats.append(SeatConfig(name, "bot", level))
        if len({s.name.casefold() for s in seats}) != len(seats):
            raise ValueError(_("every seat needs a different name"))
        seed = parse_seed(self.query_one("#seed", Input).value)
        return config, tuple(seats), seed

    def action_start(self) -> None:
        try:
            config, seats, seed = self.read_setup()
        except ValueError as error:
            shown = self.query_one("#setup-error", Static)
            shown.update(str(error))
            # at 80x24 the message sits below the fold; scrolled to once it has its new height
            self.call_after_refresh(shown.scroll_visible, animate=False)
            return
        self.query_one("#setup-error", Static).update("")
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
        self.focus_next()  # Enter in a field moves on; only F5 / Start starts

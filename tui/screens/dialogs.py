"""Small screens: help (keys), game over (outcome and score breakdown)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any, Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Markdown, Static

from tui.i18n import N_, _, translated
from tui.keys import EVERYWHERE, SCREEN, KeyEntry, active_keys
from tui.widgets.background import SteadyBackground
from tui.widgets.end_card import EndCard, Note, Part
from tui.widgets.keybar import KeyBar
from tui.widgets.panels import score_table
from tui.widgets.styled_once import StyledOnce

#: What no key list says: the words around the keys.
HELP_NOTES = N_("""\
Hot-seat games show a "Pass to ..." screen whenever another human must act: only that
player passes it, with the key shown on it. Every game is saved after each move;
leaving or quitting keeps it, and Continue on the title resumes it.
""")


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def keys_markdown(keys: Sequence[KeyEntry], heading: str = N_("Keys")) -> str:
    """A Markdown table per scope: this screen, the focused widget, everywhere."""
    if not keys:
        return ""
    parts = [f"# {translated(heading)}\n"]
    scopes: list[str] = []
    for entry in keys:
        if entry.scope not in scopes:
            scopes.append(entry.scope)
    for scope in scopes:
        title = {SCREEN: _("On this screen"), EVERYWHERE: _("Everywhere")}.get(
            scope, _("In the {part}", part=translated(scope.removeprefix("focused ")))
        )
        parts.append(f"\n## {title}\n\n| {_('Key')} | {_('What')} |\n| --- | --- |")
        for entry in keys:
            if entry.scope == scope:
                # binding descriptions are fixed English in the classes: put in words here
                parts.append(f"| {_cell(entry.keys)} | {_cell(translated(entry.description))} |")
    return "\n".join(parts) + "\n"


class HelpScreen(Screen[None]):
    """The keys of the screen it was opened from (`keys`, from `tui.keys.active_keys`), a few
    words on hand-offs and saving, then the game widgets' own HELP texts (`extra`)."""

    DEFAULT_CSS = "HelpScreen VerticalScroll { padding: 0 1; }"
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("question_mark", "close", "Back", show=False),
    ]

    def __init__(self, extra: Sequence[str] = (), keys: Sequence[KeyEntry] = (), heading: str = N_("Keys")) -> None:
        super().__init__(id="help")
        self.extra = tuple(extra)
        self.keys = tuple(keys)
        self.heading = heading

    @classmethod
    def for_screen(cls, screen: Screen, extra: Sequence[str] = ()) -> "HelpScreen":
        """Help for `screen`: its active keys, titled with the screen's name."""
        name = getattr(screen, "HELP_TITLE", None) or re.sub(
            r"(?<!^)(?=[A-Z])", " ", type(screen).__name__.removesuffix("Screen").split("_")[0]
        )
        return cls(extra, active_keys(screen), _("Keys: {screen}", screen=translated(name)).strip())

    def compose(self) -> ComposeResult:
        body = keys_markdown(self.keys, self.heading) + "\n" + _(HELP_NOTES)
        with VerticalScroll():
            yield Markdown(body + "".join(f"\n\n---\n\n{translated(text)}" for text in self.extra))
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + _(" and ") + names[-1]


class GameOverScreen(StyledOnce, SteadyBackground, Screen[str]):
    """Who won (said once), the score breakdown, and after the end the seed, which was a
    secret while the game ran. Enter: title; escape: look at the table."""

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    """
    BINDINGS = [
        Binding("enter", "title", "Title"),
        Binding("escape", "table", "See table"),
    ]

    def __init__(
        self,
        title: str = "",
        names: Sequence[str] = (),
        lines: Sequence[Any] = (),
        outcome: Any = None,
        seed: int | str | None = None,
        game_id: str | None = None,
        save_path: Path | str | None = None,
    ) -> None:
        super().__init__(id="game-over")
        self.show_result(title, names, lines, outcome, seed, game_id, save_path)
        #: The table this screen was made ahead for (None: filled in already, or made at the end).
        self.prepared_for: Any = None

    def show_result(
        self,
        title: str,
        names: Sequence[str],
        lines: Sequence[Any],
        outcome: Any,
        seed: int | str | None = None,
        game_id: str | None = None,
        save_path: Path | str | None = None,
    ) -> None:
        """What the screen says; on a screen made ahead of the end (mounted unseen while the
        table was still), the last move only updates its text."""
        self.game_title, self.names, self.lines, self.outcome = title, tuple(names), tuple(lines), outcome
        self.seed, self.game_id, self.save_path = seed, game_id, save_path
        if self.is_mounted:
            self.query_one(EndCard).show(self.card_parts())

    def winner_line(self) -> str:
        winners = tuple(self.outcome.winners) if self.outcome else ()
        names = [self.names[s] if 0 <= s < len(self.names) else _("Seat {number}", number=s + 1) for s in winners]
        how = _(" (by {end})", end=self.outcome.end) if self.outcome and self.outcome.end else ""
        if not names:
            return _("No winner") + how
        if len(names) > 1:
            return _("Shared win: {names}", names=_and(names)) + how
        return _("Winner: {name}", name=names[0]) + how

    def seed_text(self) -> str:
        """The seed and how to use it; empty before there is one to show."""
        if self.seed is None:
            return ""
        seed = shlex.quote(str(self.seed))
        save = shlex.quote(str(self.save_path)) if self.save_path else _("<save file>")
        return _(
            "Seed {seed}: replay with meeple replay {save}, or deal it again to bots with "
            "meeple selfplay {game} --seed {quoted}",
            seed=self.seed,
            save=save,
            game=self.game_id or _("<game>"),
            quoted=seed,
        )

    def head_text(self) -> Content:
        head = _("Game over: {title}", title=self.game_title) + "\n" + self.winner_line()
        return Content.styled(head, "bold")

    def card_parts(self) -> list[Part]:
        """The card's text: the outcome, the breakdown (the winner is named once, above: the
        table carries no marks), the seed once there is one, the keys."""
        parts: list[Part] = [self.head_text(), score_table(self.names, self.lines)]
        if self.seed is not None:
            parts.append(Note(self.seed_text()))
        parts.append(Content(_("Enter: back to the title   Escape: look at the table")))
        return parts

    def compose(self) -> ComposeResult:
        yield EndCard(self.card_parts())
        yield KeyBar()

    def action_title(self) -> None:
        self.dismiss("title")

    def action_table(self) -> None:
        self.dismiss("table")


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question: y or Enter answers yes, n or Escape no."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen #confirm-box { width: 60; max-width: 100%; height: auto; border: heavy $warning;
        padding: 1 2; background: $surface; }
    ConfirmScreen Static { height: auto; }
    """
    BINDINGS = [
        Binding("y,enter", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__(id="confirm")
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(translated(self.question), markup=False)
            yield Static(
                "\n" + _("y / Enter: {yes}    n / Escape: {no}", yes=translated(self.yes), no=translated(self.no)),
                markup=False,
            )

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

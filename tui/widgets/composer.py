"""The composer: build one move from parts (cards into a bag, gold and goods into an offer).

It shows a `rules.core.compose` composition: one row per part with how many are chosen,
a live summary of exactly what will be sent, and why it cannot be sent yet. Only parts that
keep some legal move reachable can be added, so nothing can be sent that `legal_actions`
did not offer. Games word it through optional functions of their `tui.games.<id>` module:

``token_label(token, view) -> str``        a row's name ("Apple", "+5 gold")
``compose_title(composition, view) -> str`` the heading ("Load your bag: 1-5 cards")
``compose_summary(composition, view) -> str`` the live summary line
"""

from __future__ import annotations

import functools
import inspect
from types import ModuleType
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static
from textual.widgets.option_list import Option

from tui.i18n import N_, _
from tui.messages import ActionChosen
from tui.widgets.background import PlainBox
from tui.widgets.focus_frame import FocusFrame
from tui.widgets.rows import SettledOptionList
from tui.widgets.steady import SteadyStatic


class ComposerRows(SettledOptionList):
    """The parts, one per row; the keys act on the highlighted row."""

    BINDINGS = [
        # the composer's heading spells these out; the footer stays short enough for 80 columns
        Binding("plus,equals_sign,right", "add", "Add one", key_display="+", show=False),
        Binding("minus,left", "remove", "Take one back", key_display="-", show=False),
        Binding("enter", "send", "Send", show=False),
        Binding("backspace,delete", "clear", "Clear", show=False),
    ]

    def _composer(self) -> "Composer":
        parent = self.parent
        assert isinstance(parent, Composer)
        return parent

    def action_add(self) -> None:
        self._composer().change(+1)

    def action_remove(self) -> None:
        self._composer().change(-1)

    def action_send(self) -> None:
        self._composer().send()

    def action_clear(self) -> None:
        self._composer().clear()


class Composer(PlainBox, FocusFrame, Vertical):
    HELP = N_("""\
## Composer
Build your move part by part.

- **up/down**: choose a part
- **+ or right**: add one; **- or left**: take one back
- **1-9**: add one of that row
- **backspace**: start again
- **enter**: send exactly what the summary says
- **escape**: close the composer (when it was opened from the list)
""")

    DEFAULT_CSS = """
    Composer { height: 1fr; min-height: 6; }
    Composer > #composer-title { height: auto; text-style: bold; }
    Composer > ComposerRows, Composer > ComposerRows:focus { height: 1fr; min-height: 3; border: none; padding: 0; }
    Composer > #composer-summary { height: auto; max-height: 4; }
    Composer > #composer-problem { height: auto; color: $text-warning; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.composition: Any = None
        self.view: Any = None
        self.module: ModuleType | None = None
        self.version: int | None = None
        #: Opened from a list choice (Escape closes it) rather than being the whole decision.
        self.closable = False
        self._rows: tuple[Any, ...] = ()

    def compose(self) -> ComposeResult:
        # what will be sent stays in view above the rows, however many rows there are
        # steady: a change that keeps their line count redraws the changed lines, no layout
        yield SteadyStatic("", id="composer-title", markup=False)
        yield SteadyStatic("", id="composer-summary", markup=False)
        yield SteadyStatic("", id="composer-problem", markup=False)
        yield ComposerRows(id="composer-rows")

    @property
    def rows(self) -> ComposerRows:
        return self.query_one(ComposerRows)

    @property
    def tokens(self) -> tuple[Any, ...]:
        """The parts shown, in row order (row n is key n)."""
        return self._rows

    def start(self, composition: Any, view: Any, module: ModuleType, version: int, closable: bool) -> None:
        self.composition, self.view, self.module = composition, view, module
        self.version, self.closable = version, closable
        self._redraw(0)

    def stop(self) -> None:
        self.composition = None
        self._rows = ()
        self.rows.clear_options()
        for part in ("#composer-title", "#composer-summary", "#composer-problem"):
            self.query_one(part, Static).update("")

    # ----- wording (the game's, with plain fallbacks)
    def _word(self, name: str, *args: Any) -> str | None:
        function = getattr(self.module, name, None)
        if function is None:
            return None
        try:
            if _takes_names(function):  # the seats' names, from the table this composer is on
                text = function(*args, names=self._seat_names() or None)
            else:
                text = function(*args)
        except Exception as error:  # wording must never take the table down
            self.log.error(f"{name} failed: {error!r}")
            return None
        return None if text is None else str(text)

    def _seat_names(self) -> tuple[str, ...]:
        """The names typed for the seats of the table this composer is drawn on (its own
        screen's snapshot, also while a hand-off covers it); () off a table."""
        try:
            return tuple(getattr(getattr(self.screen, "snapshot", None), "names", ()))
        except Exception:  # not on a screen yet
            return ()

    def label(self, token: Any) -> str:
        return self._word("token_label", token, self.view) or str(token)

    def summary(self) -> str:
        comp = self.composition
        found = self._word("compose_summary", comp, self.view)
        if found is not None:
            return found
        chosen = [self.label(t) for t in comp.chosen]
        return _("Chosen: {parts}", parts=", ".join(chosen) if chosen else _("nothing yet"))

    # ----- changing
    def _redraw(self, highlight: int | None = None) -> None:
        comp = self.composition
        if comp is None:
            return
        keep = self.rows.highlighted if highlight is None else highlight
        self._rows = tuple(comp.tokens())
        options = []
        for number, token in enumerate(self._rows, start=1):
            count = comp.count(token)
            key = f"{number}." if number <= 9 else "  "
            more = "" if comp.can_add(token) else _("  (no more)")
            options.append(Option(Content(f"{key} {count:>2} x {self.label(token)}{more}")))
        self.rows.set_options(options)
        if options:
            self.rows.highlighted = min(keep or 0, len(options) - 1)
        title = self._word("compose_title", comp, self.view) or _("Compose your move")
        keys = _("+/- change, enter send, escape close") if self.closable else _("+/- change, enter send")
        self.query_one("#composer-title", Static).update(f"{title}  ({keys})")
        self.query_one("#composer-summary", Static).update(self.summary())
        problem = comp.problem()
        self.query_one("#composer-problem", Static).update(
            _("Not yet: {problem}", problem=problem) if problem else _("Ready: enter sends it.")
        )

    def _say(self, text: str) -> None:
        self.query_one("#composer-problem", Static).update(text)

    def change(self, delta: int, row: int | None = None) -> None:
        comp = self.composition
        index = self.rows.highlighted if row is None else row
        if comp is None or index is None or not 0 <= index < len(self._rows):
            return
        if not self._ready():
            return
        token = self._rows[index]
        if delta > 0:
            if not comp.can_add(token):
                self._say(_("No more {part}: no legal move holds more.", part=self.label(token)))
                return
            self.composition = comp.add(token)
        else:
            if not comp.can_remove(token):
                self._say(
                    _("Nothing of {part} to take back.", part=self.label(token))
                    if not comp.count(token)
                    else _("{part} cannot be taken back without what follows it.", part=self.label(token))
                )
                return
            self.composition = comp.remove(token)
        self._redraw(index)

    def add_row(self, number: int) -> None:
        """Digit keys: add one of row `number` (1-based)."""
        self.change(+1, number - 1)

    def clear(self) -> None:
        if self.composition is not None:
            self.composition = self.composition.clear()
            self._redraw()

    def _ready(self) -> bool:
        screen: Any = self.screen
        ready = getattr(screen, "ready_for_input", None)
        if ready is not None and not ready():
            self._say(_("Your turn has just begun: look first, then choose."))
            return False
        return True

    def send(self) -> None:
        comp = self.composition
        if comp is None or not self._ready():
            return
        actions = comp.to_send()
        if actions is None:
            self._say(_("Cannot send yet: {problem}.", problem=comp.problem()))
            return
        self.post_message(ActionChosen(actions[0], self.version, tuple(actions[1:])))


@functools.lru_cache(maxsize=64)
def _takes_names(function: Any) -> bool:
    """Whether a game's composer word takes the seats' names (`names=`)."""
    try:
        return "names" in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False

"""The numbered, filterable list of the legal actions of the current decision."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from tui.i18n import N_, _
from tui.messages import ActionChosen
from tui.widgets.background import PlainBox
from tui.widgets.focus_frame import FocusFrame
from tui.widgets.rows import SettledOptionList
from tui.widgets.steady import SteadyStatic


class ActionFilter(Input):
    BINDINGS = [
        Binding("escape", "close", "Close filter", show=False),
        Binding("down", "to_list", "To the matches", show=False),
    ]

    def action_close(self) -> None:
        parent = self.parent
        if isinstance(parent, ActionList):
            parent.close_filter()

    def action_to_list(self) -> None:
        parent = self.parent
        if isinstance(parent, ActionList):
            parent.options.focus()


class ActionOptions(SettledOptionList):
    """The list itself: the highlighted action is written out in full as the highlight moves,
    in the same frame (done on the OptionHighlighted message, the longer prompt came one frame
    later: every arrow key drew two frames, the second ~30 ms after the first)."""

    def watch_highlighted(self, highlighted: int | None) -> None:
        parent = self.parent
        if highlighted is not None and isinstance(parent, ActionList):
            parent.expand(highlighted)
        super().watch_highlighted(highlighted)


class ActionList(PlainBox, FocusFrame, Vertical):
    """Actions as "1. label" lines: 1-9 pick, arrows+enter pick any, `/` filters by text."""

    HELP = N_("""\
## Actions
The legal actions of the decision in front of you.

- **1-9**: pick the numbered action
- **up/down, enter**: pick any action
- **/**: filter the list by text; enter moves to the matches, escape closes the filter
""")

    DEFAULT_CSS = """
    ActionList { height: 1fr; min-height: 4; }
    ActionList > #action-title { height: 1; color: $text-muted; }
    ActionList > ActionFilter { display: none; height: 3; }
    ActionList > ActionFilter.-open { display: block; }
    ActionList > OptionList, ActionList > OptionList:focus { height: 1fr; border: none; padding: 0; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._items: list[tuple[str, Any]] = []
        self._shown: list[tuple[str, Any]] = []
        self._note = ""
        #: The snapshot version the listed actions belong to (sent with every choice).
        self.version: int | None = None
        #: The row written out in full (the highlighted one).
        self._expanded: int | None = None
        self._title = ""  # the title shown (updated only when it changes)
        self._folded_width: int | None = None  # the width the labels were folded to
        self._known_width = 0  # the list's width when it was last on screen

    def compose(self) -> ComposeResult:
        yield SteadyStatic("", id="action-title", markup=False)  # a new title: no layout
        yield ActionFilter(placeholder=_("filter actions (escape closes)"), id="action-filter")
        yield ActionOptions(id="action-options")

    @property
    def options(self) -> OptionList:
        return self.query_one("#action-options", OptionList)

    @property
    def filter_text(self) -> str:
        return self.query_one(ActionFilter).value.strip().casefold()

    @property
    def shown(self) -> list[tuple[str, Any]]:
        """(label, action) pairs currently listed, in key order."""
        return list(self._shown)

    def set_actions(self, items: list[tuple[str, Any]], note: str = "", version: int | None = None) -> None:
        """Replace the list: `items` are (plain label, action); `note` shows when it is empty."""
        same = items == self._items and note == self._note
        self._items = list(items)
        self._note = note
        self.version = version
        if not same:
            box = self.query_one(ActionFilter)
            if box.value or box.has_class("-open"):
                # a new decision: the old filter text would hide the new actions
                refocus = box.has_focus
                box.value = ""
                box.remove_class("-open")
                if refocus:
                    self.options.focus()
            self._refilter()

    def clear(self) -> None:
        self.set_actions([], "")

    def _fold_width(self) -> int:
        """The width labels are folded to. While the list is hidden (a composer in its place)
        its width is 0: the last width it had is kept, the column's width being fixed, so the
        list shown again needs no second fold, layout and frame (traced on Sheriff)."""
        width = self.options.scrollable_content_region.width - 1
        if width > 0:
            self._known_width = width
        return max(self.WIDTH_MIN, self._known_width or width)

    def _refilter(self) -> None:
        text = self.filter_text if self.is_mounted else ""
        self._folded_width = self._fold_width()
        self._shown = [(label, action) for label, action in self._items if text in label.casefold()]
        ol = self.options
        width = self._folded_width
        ol.set_options([Option(self._prompt(i, full=(i == 0), width=width)) for i in range(len(self._shown))])
        self._expanded = 0 if self._shown else None  # before the highlight: the first is in full
        if self._shown:
            ol.highlighted = 0
        count = len(self._items)
        if not self._items:
            title = self._note or _("No decision for you now")
        elif text:
            title = _(
                "Actions: {shown} of {count} match {query}", shown=len(self._shown), count=count, query=repr(text)
            )
        else:
            title = _("Actions ({count}): 1-9 pick, / filter", count=count)
        if title != self._title:  # an update always relayouts, even with the same text
            self._title = title
            self.query_one("#action-title", Static).update(title)

    #: Lines a label may take: one, or a few for the highlighted action, so that at 80x24
    #: at least five actions stay in view.
    HIGHLIGHT_LINES = 3
    WIDTH_MIN = 20

    def _prompt(self, index: int, full: bool, width: int | None = None) -> Content:
        """`index`'s label: cut to one line of `width` (the fold width), or to a few when `full`."""
        number = index + 1
        key = f"{number}." if number <= 9 else "  "
        text = f"{key} {self._shown[index][0]}"
        width = self._fold_width() if width is None else width
        limit = width * (self.HIGHLIGHT_LINES if full else 1) - (4 if full else 0)
        if cell_len(text) > limit:
            text = _cut(text, limit - 1) + "…"
        return Content(text) if full or "\n" in text else OneLine(text)

    @on(OptionList.OptionHighlighted, "#action-options")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.expand(event.option_index)  # done already when the highlight moved

    def expand(self, index: int) -> None:
        """Only the highlighted action is written out in full; the others keep to one line."""
        previous = self._expanded
        if previous == index or not 0 <= index < len(self._shown):
            return
        if previous is not None and previous < len(self._shown):
            self.options.replace_option_prompt_at_index(previous, self._prompt(previous, full=False))
        self.options.replace_option_prompt_at_index(index, self._prompt(index, full=True))
        self._expanded = index

    def on_resize(self) -> None:
        """Fold the labels again to a new width, keeping the highlighted action (a change of
        height alone folds nothing)."""
        if not self._shown or self._folded_width == self._fold_width():
            return
        keep = self.options.highlighted
        self._refilter()
        if keep is not None and keep < len(self._shown):
            self.options.highlighted = keep

    def pick(self, number: int) -> bool:
        """Choose the `number`-th listed action (1-based); False when there is none or the
        turn has only just begun (a key meant for the previous decision)."""
        if not 1 <= number <= len(self._shown):
            return False
        screen: Any = self.screen
        ready = getattr(screen, "ready_for_input", None)
        if ready is not None and not ready():
            self.query_one("#action-title", Static).update(_("Your turn has just begun: look first, then choose."))
            return False
        self.post_message(ActionChosen(self._shown[number - 1][1], self.version))
        return True

    def open_filter(self) -> None:
        box = self.query_one(ActionFilter)
        box.add_class("-open")
        box.focus()

    def close_filter(self) -> None:
        box = self.query_one(ActionFilter)
        box.value = ""
        box.remove_class("-open")
        self._refilter()
        self.options.focus()

    @on(Input.Changed, "#action-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._refilter()

    @on(Input.Submitted, "#action-filter")
    def _filter_submitted(self, event: Input.Submitted) -> None:
        """Enter in the filter does one thing: it moves to the matches (enter there picks)."""
        event.stop()
        self.options.focus()

    @on(OptionList.OptionSelected, "#action-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.pick(event.option_index + 1)


class OneLine(Content):
    """A label cut to one line of the list's width. Its height is one line, known without
    wrapping it: Textual's list measures every option's height when the options are set, and
    wrapping each of Florence's 300-odd placements to find that was ~8 ms of a confirm."""

    __slots__ = ()

    def get_height(self, rules: Any, width: int) -> int:
        if self.cell_length <= width - rules.get("line_pad", 0) * 2:
            return 1
        return super().get_height(rules, width)


def _cut(text: str, cells: int) -> str:
    """The longest start of `text` that takes at most `cells` cells (Hangul takes two)."""
    if text.isascii():  # one cell a character (control characters aside, which labels lack)
        return text[: max(0, cells)]
    return _cut_by_cells(text, cells)


def _cut_by_cells(text: str, cells: int) -> str:
    """`_cut` counting each character's cells (any text)."""
    width = 0
    for index, char in enumerate(text):
        width += cell_len(char)
        if width > cells:
            return text[:index]
    return text

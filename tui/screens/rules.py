"""Rules and lookup: data/<id>/rules.md sections in a Markdown view, plus glossary search."""

from __future__ import annotations

from typing import Any

from rich.markdown import Heading, Markdown
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from rules.core import rulesdoc
from tui.i18n import _
from tui.widgets.background import SteadyBackground
from tui.widgets.keybar import KeyBar
from tui.widgets.styled_once import StyledOnce


def load_sections(game_id: str, language: str = "en") -> tuple[Any, ...] | None:
    """The rules sections in `language` (English where the game has no such twin), or None
    when the game has no rules.md yet."""
    try:
        return rulesdoc.sections(game_id, rulesdoc.language_of(language))
    except (FileNotFoundError, OSError):
        return None


def load_glossary(game_id: str) -> tuple[Any, ...]:
    try:
        from rules.core.registry import get_game

        return tuple(get_game(game_id).glossary())
    except Exception:
        return ()


def search(game_id: str, query: str, language: str = "en") -> list[Any]:
    """rulesdoc.lookup in `language`, still answering from the glossary when rules.md is missing.
    Cards and sections are found by their English or Korean names (초성 too)."""
    glossary = load_glossary(game_id)
    language = rulesdoc.language_of(language)
    if load_sections(game_id, language) is not None:
        return rulesdoc.lookup(game_id, glossary, query, language)
    return rulesdoc.glossary_hits(glossary, query, language)


class _LeftHeading(Heading):
    LEVEL_ALIGN = {**Heading.LEVEL_ALIGN, "h1": "left"}  # a section's title at its text's edge


class RulesMarkdown(Markdown):
    """Rules text drawn by Rich as one renderable. Textual's Markdown widget built a widget per
    block: profiled, opening the rules (or moving to another section) spent 40-110 ms building
    and laying them out; Rich draws a section in about 1.5 ms."""

    elements = {**Markdown.elements, "heading_open": _LeftHeading}


class RulesText(Static):
    """The section or entry shown (its Markdown source is the screen's `_text`), drawn by
    `RulesMarkdown`."""

    def __init__(self, source: str, **kwargs: Any) -> None:
        super().__init__(RulesMarkdown(source), **kwargs)

    def show(self, source: str) -> None:
        self.update(RulesMarkdown(source))


def entry_markdown(hit: Any) -> str:
    return f"# {hit.title}\n\n*{hit.kind}* `{hit.id}`\n\n{hit.text}\n"


class RulesScreen(StyledOnce, SteadyBackground, Screen[None]):
    """Section list / search results on the left, the text on the right."""

    DEFAULT_CSS = """
    RulesScreen #rules-left { width: 32; }
    RulesScreen.-narrow #rules-left { width: 26; }
    RulesScreen #rules-search { height: 3; }
    RulesScreen #rules-list { height: 1fr; border: none; }
    RulesScreen #rules-body { width: 1fr; padding: 0 1; overflow-y: scroll; }
    RulesScreen #rules-head { height: auto; background: $panel; padding: 0 1; }
    """
    #: The list has the focus from the first frame (focusing the search box first, then the
    #: list, restyled both and relaid the screen out once more).
    AUTO_FOCUS = "#rules-list"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("f1", "close", "Close"),  # F1 opens the rules and closes them
        Binding("slash", "search", "Search", key_display="/"),
        Binding("down", "to_results", "To the results", show=False),
    ]

    def __init__(self, game_id: str, title: str, anchor: str | None = None, entry: str | None = None) -> None:
        # one screen per game stays installed: each needs its own id
        super().__init__(id=f"rules-{game_id}")
        self.game_id = game_id
        self.game_title = title
        self.anchor = anchor
        self.entry = entry
        self._hits: list[Any] = []
        self._text = ""  # the Markdown shown

    @property
    def language(self) -> str:
        """The app's language ('en' or 'ko'): the rules text and the names are shown in it."""
        try:
            return rulesdoc.language_of(getattr(self.app, "language", "en"))
        except Exception:  # no app running (a screen built on its own)
            return "en"

    def compose(self) -> ComposeResult:
        head = _("Rules: {title}  (/ search, escape back)", title=self.game_title)
        if load_sections(self.game_id, self.language) is None:
            head += _(
                "\nThe rules text is not written yet (data/{game}/rules.md); search finds cards.", game=self.game_id
            )
        yield Static(head, id="rules-head", markup=False)
        with Horizontal():
            with Vertical(id="rules-left"):
                yield Input(placeholder=_("search rules and cards"), id="rules-search")
                yield OptionList(id="rules-list")
            with VerticalScroll(id="rules-body"):
                # opened at its section straight away: drawing "Introduction" first and then
                # the section cost two Markdown builds and relayouts
                self._text = self._opening_text()
                yield RulesText(self._text, id="rules-text")
        yield KeyBar()

    def _opening(self) -> tuple[str, list[Any], int | None]:
        """The search text, the list and the highlighted row the screen opens with."""
        query = ""
        if self.entry:
            entry = next(
                (h for h in search(self.game_id, "", self.language) if h.kind != "rules" and h.id == self.entry), None
            )
            if entry is not None:
                query = entry.title  # list the search for that entry: the highlight and the text agree
        hits = self._hits_for(query)
        index = None
        if query:
            index = next((i for i, h in enumerate(hits) if h.kind != "rules" and h.id == self.entry), None)
        if index is None and self.anchor:
            index = next((i for i, h in enumerate(hits) if h.kind == "rules" and h.id == self.anchor), None)
        if index is None and hits:
            index = 0
        return query, hits, index

    def _opening_text(self) -> str:
        _query, hits, index = self._opening()
        if index is not None:
            return self._markdown_of(hits[index])
        if load_sections(self.game_id, self.language) is None:
            return _(
                "# {title}\n\nThe rules text for this game is not written yet (`data/{game}/rules.md`). "
                "Search still finds its cards.",
                title=self.game_title,
                game=self.game_id,
            )
        return ""

    def on_mount(self) -> None:
        # the terminal's width: the screen's own is not known before its first layout, and a
        # class set after it costs a second layout and a refold of the list
        self.set_class(self.app.size.width < 100, "-narrow")
        self._open_at(*self._opening())

    def on_resize(self, event: Any) -> None:
        self.set_class(self.size.width < 100, "-narrow")

    def _open_at(self, query: str, hits: list[Any], index: int | None) -> None:
        """The search text, list and highlight to open with (the text is drawn by the caller)."""
        box = self.query_one("#rules-search", Input)
        if box.value != query:
            with box.prevent(Input.Changed):
                box.value = query
        ol = self.query_one(OptionList)
        with ol.prevent(OptionList.OptionHighlighted):
            # titles too: the same list in another language is listed again
            if [(h.kind, h.id, h.title) for h in hits] != [(h.kind, h.id, h.title) for h in self._hits]:
                self._list(hits)
            if index is not None and ol.highlighted != index:
                ol.highlighted = index
        if self.focused is not ol:  # focus() repaints the whole list even when it has it
            ol.focus()

    def reopen(self, anchor: str | None, entry: str | None) -> None:
        """Shown again (the app keeps one rules screen per game installed: building the screen,
        its list and the Markdown cost most of an opening): back to the opening state for
        `anchor` / `entry`, redrawing only what differs from what it shows."""
        self.anchor, self.entry = anchor, entry
        query, hits, index = self._opening()
        text = self._markdown_of(hits[index]) if index is not None else self._opening_text()
        if text != self._text:
            self._show_text(text)
        self._open_at(query, hits, index)

    def _all_hits(self) -> list[Any]:
        return search(self.game_id, "", self.language)

    def _hits_for(self, query: str) -> list[Any]:
        if query.strip():
            return search(self.game_id, query, self.language)
        sections = load_sections(self.game_id, self.language) or ()
        hits = [rulesdoc.Hit("rules", s.id, s.title, s.body, 1) for s in sections]
        return hits or search(self.game_id, "", self.language)

    def _list(self, hits: list[Any]) -> None:
        self._hits = hits
        options = []
        for hit in hits:
            label = hit.title if hit.kind == "rules" else f"{hit.title} [{hit.kind}]"
            options.append(Option(Content(label)))
        ol = self.query_one(OptionList)
        ol.set_options(options)
        if options:
            ol.highlighted = 0

    def _fill(self, query: str) -> None:
        self._list(self._hits_for(query))

    @staticmethod
    def _markdown_of(hit: Any) -> str:
        return f"# {hit.title}\n\n{hit.text}" if hit.kind == "rules" else entry_markdown(hit)

    def show_hit(self, hit: Any) -> None:
        self._show_text(self._markdown_of(hit))

    def _show_text(self, text: str) -> None:
        self._text = text
        self.query_one(RulesText).show(text)
        self.query_one("#rules-body").scroll_home(animate=False)

    @on(Input.Changed, "#rules-search")
    def _query(self, event: Input.Changed) -> None:
        with self.query_one(OptionList).prevent(OptionList.OptionHighlighted):
            self._fill(event.value)  # the first hit is shown once, below
        if self._hits:
            self.show_hit(self._hits[0])

    @on(Input.Submitted, "#rules-search")
    def _submit(self, event: Input.Submitted) -> None:
        event.stop()
        self.to_first_result()  # Enter here does one thing: go to the first result

    def to_first_result(self) -> None:
        ol = self.query_one(OptionList)
        if self._hits:
            ol.highlighted = 0
            self.show_hit(self._hits[0])
        ol.focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "to_results":  # Down is the search box's way out; elsewhere it scrolls
            return self.query_one("#rules-search", Input).has_focus
        return True

    def action_to_results(self) -> None:
        """Down in the search box: into the results, at the highlighted one."""
        ol = self.query_one(OptionList)
        if ol.highlighted is None and self._hits:
            ol.highlighted = 0
        ol.focus()

    @on(OptionList.OptionHighlighted, "#rules-list")
    def _highlight(self, event: OptionList.OptionHighlighted) -> None:
        if 0 <= event.option_index < len(self._hits):
            self.show_hit(self._hits[event.option_index])

    @on(OptionList.OptionSelected, "#rules-list")
    def _select(self, event: OptionList.OptionSelected) -> None:
        self.query_one("#rules-body").focus()

    def action_search(self) -> None:
        self.query_one("#rules-search", Input).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_back(self) -> None:
        """Escape steps back: from the search box or the text to the list, then out."""
        ol = self.query_one(OptionList)
        if not ol.has_focus:
            ol.focus()
            return
        self.dismiss(None)

"""Layout for the Sheriff board and private panel: label/value rows that wrap under their value.

Only presentation lives here; every word comes from `rules.sheriff.words`. Widths are counted
in terminal cells (`rich.cells.cell_len`): a Korean syllable takes two.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text

from tui.widgets.fitted import WRAPPING, KeptWraps, WidthDrawn


def pad(text: str, cells: int) -> str:
    """`text` padded with spaces to `cells` terminal cells (Hangul takes two: never `ljust`)."""
    return text + " " * max(0, cells - cell_len(text))


def _wrap(text: Text, width: int) -> list[Text]:
    return list(text.wrap(WRAPPING, width))


def _fold(text: Text, width: int) -> list[Text]:
    return list(text.wrap(WRAPPING, width, overflow="fold"))


#: A section is made again whenever it changes, mostly of lines it had: wrapping every line
#: each time was ~0.7 ms of profiled time a section (Sheriff's confirms, Pilot).
WRAPS = KeptWraps(2048)


class Wrapped:
    """A section's blocks as one Text per width: lines wrapped as Rich wraps them, and
    label/value rows whose long value wraps under itself (a hanging indent).

    One Text rather than a group of renderables, so that a panel draws each line once and,
    on an update, only the lines that changed (`SteadyStatic`); drawn through Rich as a group,
    every line of a section was drawn again on every update (traced: 1-3 ms of a Sheriff
    confirm for the stands alone)."""

    def __init__(self, blocks: list[tuple[str, Any]]) -> None:
        self.blocks = blocks

    def at(self, width: int) -> Text:
        out: list[Text] = []
        for kind, body in self.blocks:
            if kind == "line":
                out.extend(WRAPS.wrapped(body, max(1, width), _wrap))
                continue
            indent = max((cell_len(label) for label, _ in body), default=0) + 1
            for label, value in body:
                for number, line in enumerate(WRAPS.wrapped(value, max(8, width - indent), _fold)):
                    row = Text(pad(label, indent) if number == 0 else " " * indent)
                    row.append_text(line)  # with the value's own style, on its words only
                    out.append(row)
        return Text("\n").join(out)

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield self.at(options.max_width)

    def visualize(self) -> WidthDrawn:
        """For Textual: one Text per width (tui.widgets.fitted)."""
        return WidthDrawn(self.at)


class Lines:
    """A board section built line by line; label/value rows wrap under their value column.

    `signature()` is a cheap key of the content, so a widget can skip identical redraws.
    """

    def __init__(self) -> None:
        self._blocks: list[tuple[str, Any]] = []

    def heading(self, title: str, note: str = "") -> "Lines":
        from rich.text import Text

        text = Text(title, style="bold underline")
        if note:
            text.append(f"  {note}", style="")
        return self.line(text)

    def line(self, text: Any, style: str = "") -> "Lines":
        from rich.text import Text

        self._blocks.append(("line", text if isinstance(text, Text) else Text(str(text), style=style)))
        return self

    def row(self, label: str, value: Any, style: str = "") -> "Lines":
        from rich.text import Text

        value = value if isinstance(value, Text) else Text(str(value), style=style)
        if self._blocks and self._blocks[-1][0] == "rows":
            self._blocks[-1][1].append((label, value))
        else:
            self._blocks.append(("rows", [(label, value)]))
        return self

    def __bool__(self) -> bool:
        return bool(self._blocks)

    @property
    def plain(self) -> str:
        """The text without wrapping (tests and privacy checks read this)."""
        out = []
        for kind, body in self._blocks:
            if kind == "line":
                out.append(body.plain)
            else:
                out.extend(f"{label} {value.plain}" for label, value in body)
        return "\n".join(out)

    def signature(self) -> tuple:
        key = []
        for kind, body in self._blocks:
            if kind == "line":
                key.append((body.plain, tuple(body.spans), str(body.style)))
            else:
                key.append(tuple((label, value.plain, str(value.style), tuple(value.spans)) for label, value in body))
        return tuple(key)

    def renderable(self) -> Wrapped:
        return Wrapped(self._blocks)

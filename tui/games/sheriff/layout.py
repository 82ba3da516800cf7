"""Layout for the Sheriff board and private panel: label/value rows that wrap under their value.

Only presentation lives here; every word comes from `rules.sheriff.words`. Widths are counted
in terminal cells (`rich.cells.cell_len`): a Korean syllable takes two.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len


def pad(text: str, cells: int) -> str:
    """`text` padded with spaces to `cells` terminal cells (Hangul takes two: never `ljust`)."""
    return text + " " * max(0, cells - cell_len(text))


class Rows:
    """Label/value rows where a long value wraps under itself (a hanging indent).

    A light rich renderable: it wraps each value with `Text.wrap` at the width it is given,
    instead of a rich Table, whose column measuring costs far more on every redraw.
    """

    def __init__(self, rows: list[tuple[str, Any]]) -> None:
        self.rows = rows

    def _label_width(self) -> int:
        return max((cell_len(label) for label, _ in self.rows), default=0) + 1

    def __rich_console__(self, console: Any, options: Any) -> Any:
        from rich.segment import Segment

        indent = self._label_width()
        width = max(8, options.max_width - indent)
        for label, value in self.rows:
            lines = value.wrap(console, width, overflow="fold")
            for number, line in enumerate(lines):
                yield Segment(pad(label, indent) if number == 0 else " " * indent)
                yield from line.render(console)
                yield Segment.line()

    def __rich_measure__(self, console: Any, options: Any) -> Any:
        from rich.measure import Measurement

        indent = self._label_width()
        longest = max((value.cell_len for _, value in self.rows), default=0)
        return Measurement(indent + min(longest, 8), indent + longest)


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
                key.append(tuple((label, value.plain, str(value.style)) for label, value in body))
        return tuple(key)

    def renderable(self) -> Any:
        from rich.console import Group

        return Group(*(body if kind == "line" else Rows(body) for kind, body in self._blocks))

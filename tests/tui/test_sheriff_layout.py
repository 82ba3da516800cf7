"""Sheriff's board sections as one text per width: lines wrap as Rich wraps them, and a row's
long value wraps under itself, its label column kept clear."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from tui.games.sheriff.layout import Lines


def section() -> Lines:
    lines = Lines()
    lines.heading("Stands", "3 players")
    lines.line(Text("  Ann", style="bold") + Text(" merchant, with a long note that must wrap", style="italic"))
    lines.row("bag:", "4 cards declared as apples, sealed and waiting for the sheriff")
    lines.row("coins:", Text("12", style="bold"))
    lines.line("")
    lines.row("-", "short")
    return lines


def test_rows_wrap_under_their_value_column() -> None:
    text = section().renderable().at(30)
    rows = [row.rstrip() for row in text.plain.split("\n")]  # Rich keeps a wrapped line's last blank
    assert rows[0] == "Stands  3 players"
    assert rows[1:3] == ["  Ann merchant, with a long", "note that must wrap"]
    # the labels' column is as wide as the widest label and a space
    assert rows[3] == "bag:   4 cards declared as"
    assert all(row.startswith(" " * 7) for row in rows[4:6])
    assert rows[-3:] == ["coins: 12", "", "- short"]  # a block of rows has its own label column
    assert max(len(row) for row in text.plain.split("\n")) <= 30


def test_styles_stay_with_their_words() -> None:
    text = section().renderable().at(30)
    lines = text.split("\n", allow_blank=True)
    console = Console(width=30, file=io.StringIO(), color_system=None)

    def styled(line: Text, word: str) -> object:
        start = line.plain.index(word)
        return line.get_style_at_offset(console, start)

    assert styled(lines[0], "Stands").bold and styled(lines[0], "Stands").underline
    assert styled(lines[1], "Ann").bold and styled(lines[1], "merchant").italic
    assert styled(lines[-3], "12").bold


def test_rich_prints_the_same_lines() -> None:
    console = Console(width=30, file=io.StringIO(), record=True, color_system=None)
    console.print(section().renderable())
    printed = console.export_text().rstrip("\n").split("\n")
    assert printed == section().renderable().at(30).plain.split("\n")


def test_a_row_whose_styles_alone_change_is_drawn_again() -> None:
    """The signature that spares unchanged sections a redraw holds a value's styles too."""
    plain, marked = Lines(), Lines()
    plain.row("bag:", Text("apples, cheese"))
    value = Text("apples, cheese")
    value.stylize("bold red", 8, 14)  # the contraband now marked
    marked.row("bag:", value)
    assert plain.signature() != marked.signature()

"""Estates as text: one letter per cell (buildings upper case, landscapes lower case, M the
mansion, . free) and a legend naming every letter shown. Colour only repeats the letter.

The grid is the data's estate (rules.florence.estate); tiles are the view's `Tile` values,
whose `mask` holds the covered cells. Nothing here reads a secret: estates are public.
"""

from __future__ import annotations

from typing import Iterable

from rich.text import Text

from rules.florence import estate
from rules.florence import words as W
from rules.florence.data import load

#: One letter per piece: buildings by a letter of their name, landscapes in lower case.
LETTERS = {
    "university": "U",
    "laboratory": "A",
    "workshop": "W",
    "library": "L",
    "opera": "O",
    "studio": "S",
    "hospital": "H",
    "theatre": "T",
    "tower": "R",
    "chapel": "C",
    "forest": "f",
    "lake": "w",
    "park": "p",
}
MANSION, FREE = "M", "."
STYLES = {"building": "bold", "forest": "green", "lake": "blue", "park": "yellow"}


def letter(piece: str) -> str:
    return LETTERS.get(piece, "?")


def piece_style(piece: str) -> str:
    kind = load().piece_by_id[piece].kind if piece in load().piece_by_id else ""
    return STYLES.get(piece, STYLES.get(kind, ""))


def cell_pieces(tiles: Iterable) -> dict[int, str]:
    """Cell index -> piece id, from tiles' masks."""
    rows, cols = estate.size()
    out: dict[int, str] = {}
    for tile in tiles:
        for index in range(rows * cols):
            if tile.mask >> index & 1:
                out[index] = tile.piece
    return out


def legend(pieces: Iterable[str], mansion: bool = True) -> str:
    """'U University, f Forest, M mansion' / 'U 대학, f 숲, M 저택': the letters in the order given, each once."""
    data = load()
    seen: dict[str, None] = dict.fromkeys(pieces)
    parts = [f"{letter(p)} {W.piece_name(p)}" for p in seen if p in data.piece_by_id]
    if mansion:
        parts.append(f"{MANSION} {W.mansion()}")
    return ", ".join(parts)


def estate_lines(tiles: Iterable, indent: str = "  ") -> list[Text]:
    """The estate grid, a column number row on top and a row number on the left."""
    tiles = tuple(tiles)
    rows, cols = estate.size()
    covered = cell_pieces(tiles)
    mansion = estate.mansion_mask()
    out = [Text(indent + "  " + " ".join(str(c + 1) for c in range(cols)), style="dim")]
    for r in range(rows):
        line = Text(f"{indent}{r + 1} ", style="")
        for c in range(cols):
            index = r * cols + c
            if mansion >> index & 1:
                line.append(MANSION, style="dim")
            elif index in covered:
                piece = covered[index]
                line.append(letter(piece), style=piece_style(piece))
            else:
                line.append(FREE, style="dim")
            if c < cols - 1:
                line.append(" ")
        out.append(line)
    return out


def estate_text(tiles: Iterable, indent: str = "  ") -> Text:
    tiles = tuple(tiles)
    text = Text("\n").join(estate_lines(tiles, indent))
    text.append("\n" + indent + legend(t.piece for t in tiles), style="")
    return text

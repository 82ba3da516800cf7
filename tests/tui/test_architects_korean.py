"""Architects' board, players' boards, private panel and card texts in Korean (issue 26).

Seeded random games are drawn in Korean at many states: no English word is left on the board, the
players' rows or the private panel (seat names aside), every line fits the width it is drawn at,
counted in terminal cells (Hangul takes two), and the Guildhall grid's columns line up in cells.
The glossary's texts are Korean too, the English ones unchanged by a Korean call.
"""

from __future__ import annotations

import io
import random
import re
from typing import Any, Iterator

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from rules.architects import actions as A
from rules.architects.game import GAME
from rules.architects.glossary import glossary_entries
from rules.core.engine import step
from rules.core.words import speaking
from tests.architects.helpers import config
from tui.games.architects.board import (
    cathedral_text,
    guildhall_text,
    head_text,
    locations_text,
    market_text,
    prison_text,
    short,
    workshop_text,
)
from tui.games.architects.opponents import owner_text
from tui.games.architects.private import private_text

#: Seat names with and without a final consonant, Korean and Latin, one longer than the board's cut.
NAMES = ("민준", "Ann", "지아", "Bartholomew", "서연")
#: ASCII words a Korean board may show besides the seats' names: "AI" is two letters (the
#: rulebook's own term) and so needs no entry; nothing else.
ALLOWED: frozenset[str] = frozenset()
ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: Widths the board and panels get at 80x24 (about 38 cells), at 120x40, and wider.
WIDTHS = (36, 56, 76)
GAMES = [
    (1, {"automa": "helena", "variant_boards": True, "guildhall_refresh": True}, 11),
    (2, {"automa": "constantine"}, 12),
    (2, {"variant_boards": True, "variant_pick": "choose"}, 13),
    (3, {"guildhall_refresh": True}, 14),
    (5, {"variant_boards": True}, 15),
]
RARE = (A.Construct, A.AdvanceCathedral, A.Hire, A.Trade, A.Guard, A.Capture)


def _english(text: str, names: tuple[str, ...]) -> list[str]:
    return sorted({w for w in ASCII_WORD.findall(text) if w not in ALLOWED and not any(w in n for n in names)})


def _sections(view: Any, names: tuple[str, ...]) -> list[Text]:
    parts = [
        head_text(view, names),
        locations_text(view, names),
        market_text(view, names),
        workshop_text(view),
        guildhall_text(view, names),
        cathedral_text(view, names),
        prison_text(view, names),
    ]
    parts += [owner_text(view, index, names) for index in view.order]
    if 0 <= view.viewer < len(view.owners) and not view.owners[view.viewer].is_ai:
        parts.append(private_text(view))
    return parts


def _drawn(text: Text, width: int) -> list[str]:
    console = Console(width=width, file=io.StringIO(), record=True, color_system=None, legacy_windows=False)
    console.print(text)
    return console.export_text().rstrip("\n").split("\n")


def _states(players: int, options: dict, seed: int) -> Iterator[tuple[Any, int]]:
    """(state, seat to act) along a seeded random game, and its end."""
    state = GAME.setup(config(players, **options), seed)
    pick = random.Random(f"board-ko:{seed}")
    while GAME.to_act(state):
        seat = pick.choice(sorted(GAME.to_act(state)))
        yield state, seat
        legal = GAME.legal_actions(state, seat)
        rare = [a for a in legal if isinstance(a, RARE)]
        action = pick.choice(rare) if rare and pick.random() < 0.5 else pick.choice(legal)
        state = step(GAME, state, action, seat).state
    yield state, 0


@pytest.mark.parametrize(("players", "options", "seed"), GAMES, ids=lambda v: str(v))
def test_board_and_panels_in_korean_over_random_games(players: int, options: dict, seed: int) -> None:
    names = NAMES[:players]
    drawn = 0
    for number, (state, seat) in enumerate(_states(players, options, seed)):
        view = GAME.view(state, seat)
        for seat_names in (names, ()):  # the players' names, or none ("플레이어 2")
            with speaking("ko"):
                parts = _sections(view, seat_names)
            for part in parts:
                assert HANGUL.search(part.plain), part.plain
                assert not _english(part.plain, seat_names), (_english(part.plain, seat_names), part.plain)
        if number % 7:
            continue  # the widths on every seventh state: drawing is the slow part
        with speaking("ko"):
            parts = _sections(view, names)
        for width in WIDTHS:
            for part in parts:
                for line in _drawn(part, width):
                    assert cell_len(line) <= width, (width, line)
                    drawn += 1
    assert drawn


def test_english_board_has_no_korean() -> None:
    """The English board stays English (the words are picked, not mixed)."""
    for state, seat in list(_states(2, {"automa": "constantine"}, 7))[::9]:
        view = GAME.view(state, seat)
        with speaking("en"):
            text = "\n".join(part.plain for part in _sections(view, ("Ann", "Bob")))
        assert not HANGUL.search(text), text


def test_names_are_cut_in_cells() -> None:
    assert short("Bartholomew") == "Bartholom."
    assert short("Ann") == "Ann"
    assert short("콘스탄틴", 5) == "콘스."
    assert short("가나다라마바사", 10) == "가나다라."
    for name in ("콘스탄틴", "가나다라마바사아", "Bartholomew", "민준a가나다"):
        for width in (5, 10):
            assert cell_len(short(name, width)) <= width


def test_the_guildhall_columns_line_up_in_cells() -> None:
    """A Guildhall row with Korean names keeps its columns where a row of dots has them."""
    state = GAME.setup(config(1, automa="constantine"), 3)
    pick = random.Random(3)
    for _ in range(3000):
        if len(state.guildhall) >= 3 or not GAME.to_act(state):
            break
        seat = sorted(GAME.to_act(state))[0]
        legal = GAME.legal_actions(state, seat)
        guild = [a for a in legal if isinstance(a, A.Place) and a.location == "guildhall"]
        action = guild[0] if guild else pick.choice(legal)
        state = step(GAME, state, action, seat).state
    assert state.guildhall
    view = GAME.view(state, 0)
    with speaking("ko"):
        rows = [line for line in guildhall_text(view, ("민준",)).plain.split("\n") if re.match(r"\d행: ", line)]
    assert any(HANGUL.search(row[4:]) for row in rows), rows
    for row in rows:
        cells = row[4:]
        # each cell is 5 wide plus a space: every column starts at a multiple of 6 cells
        starts, at = [], 0
        for index, char in enumerate(cells):
            if char != " " and (index == 0 or cells[index - 1] == " "):
                starts.append(at)
            at += cell_len(char)
        assert all(start % 6 == 0 for start in starts), (row, starts)


def test_glossary_in_korean() -> None:
    with speaking("en"):
        english = glossary_entries()
    with speaking("ko"):
        korean = glossary_entries()
    with speaking("en"):
        again = glossary_entries()
    assert english == again
    assert [e.id for e in english] == [e.id for e in korean]
    assert [(e.name, e.name_ko) for e in english] == [(e.name, e.name_ko) for e in korean]
    for entry in english:
        assert not HANGUL.search(entry.text), entry
    for entry in korean:
        assert HANGUL.search(entry.text), entry
        assert not _english(entry.text, ()), (entry.id, _english(entry.text, ()), entry.text)


def test_the_panels_help_in_both_languages() -> None:
    from tui.games.architects.board import Board
    from tui.games.architects.opponents import Opponents
    from tui.games.architects.private import PrivatePanel

    for widget in (Board, Opponents, PrivatePanel):
        with speaking("en"):
            english = widget.HELP
        with speaking("ko"):
            korean = widget.HELP
        assert english.startswith("## ") and not HANGUL.search(english)
        assert HANGUL.search(korean) and not _english(korean, ()), _english(korean, ())

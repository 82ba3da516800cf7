"""Sheriff's board, private panel and card texts in Korean (issue 26).

Seeded random games are drawn in Korean at many states: no English word is left on the board or
in the panel (seat names aside), every line fits the width it is drawn at, counted in terminal
cells (Hangul takes two), and the hand's columns line up in cells. The glossary's texts and the
promises' words are Korean too, the promises read from data/sheriff/setup.toml.
"""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from rules.core.engine import step
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.words import speaking
from rules.sheriff import words as W
from rules.sheriff.data import catalog
from rules.sheriff.glossary import glossary_entries
from tui.games.sheriff.board import gate_text, head_text, piles_text, standings_text, stands_text
from tui.games.sheriff.private import hand_text, private_lines

GAME = get_game("sheriff")
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
#: ASCII words a Korean board may show besides the seats' names: none so far.
ALLOWED: set[str] = set()
ASCII_WORD = re.compile(r"[A-Za-z]{3,}")
#: Widths the board and the private panel get at 80x24 (about 33 cells), 120x40 and wider.
WIDTHS = (33, 43, 60)
SETUPS = [
    (3, {"royal_goods": True, "black_market": True, "time_limit": True}, 1),
    (4, {"remove_ten": True, "seven_card_hand": True, "royal_goods": True}, 2),
    (5, {"black_market": True, "royal_goods": True}, 3),
    (6, {"deputies": True, "black_market": True}, 4),
]


def _english(text: str, names: tuple[str, ...]) -> list[str]:
    return sorted({w for w in ASCII_WORD.findall(text) if w not in names and w not in ALLOWED})


def _drawn(lines: Any, width: int) -> list[str]:
    console = Console(width=width, file=io.StringIO(), record=True, color_system=None, legacy_windows=False)
    console.print(lines.renderable())
    return console.export_text().rstrip("\n").split("\n")


def _sections(view: Any, seat: int, names: tuple[str, ...]) -> list[Any]:
    parts = [f(view, names) for f in (head_text, gate_text, piles_text, standings_text, stands_text)]
    parts.append(private_lines(view, view.players[seat], names))
    return parts


def _states(players: int, options: dict[str, bool], seed: int, moves: int = 400) -> Any:
    """(state, seat to act) along a seeded random game, and its end."""
    state = GAME.setup(make_config(GAME.options, players, options, 3, 6), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        yield state, seat
        legal = GAME.legal_actions(state, seat)
        # deals and black market claims rather than the clock, so those rows are drawn
        weighted = [a for a in legal if type(a).__name__ not in ("TimeUp", "AddGold")] or list(legal)
        state = step(GAME, state, rng.choice(weighted), seat).state
    yield state, 0


@pytest.mark.parametrize(("players", "options", "seed"), SETUPS, ids=lambda v: str(v))
def test_board_and_panel_in_korean_over_random_games(players: int, options: dict[str, bool], seed: int) -> None:
    names = NAMES[:players]
    drawn = 0
    for number, (state, seat) in enumerate(_states(players, options, seed)):
        view = GAME.view(state, seat)
        for seat_names in (names, ()):  # the players' names, or the stands' characters (Korean)
            with speaking("ko"):
                parts = _sections(view, seat, seat_names)
            text = "\n".join(part.plain for part in parts)
            assert not _english(text, seat_names), (_english(text, seat_names), text)
        if number % 5:
            continue  # the widths on every fifth state: drawing is the slow part
        with speaking("ko"):
            parts = _sections(view, seat, names)
            for width in WIDTHS:
                for part in parts:
                    for line in _drawn(part, width):
                        assert cell_len(line) <= width, (width, line)
                        drawn += 1
    assert drawn


def test_english_board_has_no_korean() -> None:
    """The English board stays English (the words are picked, not mixed)."""
    for state, seat in list(_states(4, {"black_market": True, "royal_goods": True}, 7, 120))[::7]:
        view = GAME.view(state, seat)
        with speaking("en"):
            text = "\n".join(part.plain for part in _sections(view, seat, NAMES[:4]))
        assert not re.search(r"[가-힣]", text), text


def test_the_hand_columns_line_up_in_cells() -> None:
    goods = ["apple", "apple", "pumpernickel_bread", "mead", "royal_rooster", "silk"]
    with speaking("ko"):
        lines = hand_text(goods).plain.split("\n")
    assert "가치/벌금" in lines[0] and "종류" in lines[0]
    kinds = [re.search(r"(일반 상품|밀수품|왕실 진상품|종류)", line) for line in lines]
    assert all(kinds), lines
    starts = {cell_len(line[: found.start()]) for line, found in zip(lines, kinds)}
    assert len(starts) == 1, lines
    numbers = {cell_len(line[: re.search(r"\d+/\d+|가치/벌금", line).start()]) for line in lines}
    assert len(numbers) == 1, lines


def test_steps_results_and_roles_have_korean_words() -> None:
    with speaking("ko"):
        for key in W.STEP_TEXT:
            assert not ASCII_WORD.search(W.step_now(key, "")), key
        for key in W.RESULT_TEXT:
            assert not ASCII_WORD.search(W.result_text(key)), key
        for table in (W.ROLES, W.KINDS, W.STANCES, W.BAG_STATUSES):
            for key in table:
                assert not ASCII_WORD.search(W._pick(table, key)), key
    with speaking("en"):
        assert [W.step_now(k) for k in W.STEP_TEXT] == list(W.STEP_TEXT.values())
        assert [W.result_text(k) for k in W.RESULT_TEXT] == list(W.RESULT_TEXT.values())


def test_promises_come_from_the_data_in_both_languages() -> None:
    for promise in catalog().promises:
        assert promise.text_ko and promise.provenance_ko == "reconstructed"
        with speaking("ko"):
            assert W.promise_text(promise.id) == promise.text_ko.rstrip(".")
        with speaking("en"):
            assert W.promise_text(promise.id) == promise.text.rstrip(".")


def test_glossary_in_korean() -> None:
    with speaking("en"):
        english = glossary_entries()
    with speaking("ko"):
        korean = glossary_entries()
    assert [e.id for e in english] == [e.id for e in korean]
    assert [e.name for e in english] == [e.name for e in korean]
    for entry in korean:
        assert entry.name_ko and not ASCII_WORD.search(entry.name_ko), entry
        assert not ASCII_WORD.search(entry.text), entry
    for entry in english:
        assert not re.search(r"[가-힣]", entry.text), entry


def test_the_panels_help_in_both_languages() -> None:
    """The help screen reads HELP on the widget's class: the text of the language spoken."""
    from tui.games.sheriff.board import Board
    from tui.games.sheriff.private import PrivatePanel

    for widget in (Board, PrivatePanel):
        with speaking("en"):
            assert widget.HELP.startswith("## ") and not re.search(r"[가-힣]", widget.HELP)
        with speaking("ko"):
            assert not ASCII_WORD.search(widget.HELP), widget.HELP

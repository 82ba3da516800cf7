"""A name the table gave a seat reads in the reader's language; a person's own name never changes."""

from __future__ import annotations

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.core.words import speaking
from tui.i18n import said_name
from tui.table.table import Table


@pytest.mark.parametrize(
    ("given", "english", "korean"),
    [
        ("Seat 2", "Seat 2", "2번 자리"),
        ("2번 자리", "Seat 2", "2번 자리"),
        ("Bot 3", "Bot 3", "봇 3"),
        ("봇 3", "Bot 3", "봇 3"),
        ("Player 1", "Player 1", "플레이어 1"),
        ("플레이어 4", "Player 4", "플레이어 4"),
        ("Player", "Player", "플레이어"),
        ("Ann", "Ann", "Ann"),
        ("Seat 2 fan", "Seat 2 fan", "Seat 2 fan"),
        ("지수", "지수", "지수"),
    ],
)
def test_given_names_are_said_in_the_readers_language(given: str, english: str, korean: str) -> None:
    with speaking("en"):
        assert said_name(given) == english
    with speaking("ko"):
        assert said_name(given) == korean


def test_a_korean_creators_table_names_its_seats_in_each_readers_language(tmp_path) -> None:
    duel = get_game("duel")
    config = make_config(duel.options, 2, {}, 2, 2)
    table = Table.new(duel, config, (SeatConfig("2번 자리"), SeatConfig("봇 2", "bot", "random")), 5)
    with speaking("en"):
        assert table.names == ("Seat 2", "Bot 2")
        assert "Seat 2" in table.snapshot(0).status and "2번 자리" not in table.snapshot(0).status
    with speaking("ko"):
        assert table.names == ("2번 자리", "봇 2")

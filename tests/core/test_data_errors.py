"""One DataError for every game, naming the file and the path of the bad value (issue 25)."""

import re
from pathlib import Path

import attrs
import pytest

from rules.architects import data as architects_data
from rules.core.data import DataError, structure
from rules.duel import data as duel_data
from rules.florence import data as florence_data
from rules.lorenzo import data as lorenzo_data
from rules.sheriff import data as sheriff_data


@attrs.frozen
class Cost:
    coins: int = 0


@attrs.frozen
class Card:
    id: str
    cost: Cost
    steps: tuple[int, ...] = ()


def test_every_game_raises_the_one_data_error():
    for module in (architects_data, duel_data, florence_data, lorenzo_data, sheriff_data):
        assert module.DataError is DataError


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (
            [{"id": "a", "cost": {}}, {"id": "b", "cost": {"coins": "x"}}],
            "data/duel/cards.toml: cards[1].cost.coins: expected an integer, got 'x'",
        ),
        ([{"id": "a", "cost": {"coins": True}}], "cards[0].cost.coins: expected an integer, got True"),
        ([{"cost": {}}], "cards[0].id: missing"),
        ([{"id": 7, "cost": {}}], "cards[0].id: expected a string, got 7"),
        ([{"id": "a", "cost": {}, "steps": [1, "2"]}], "cards[0].steps[1]: expected an integer, got '2'"),
    ],
)
def test_structure_names_the_file_and_the_path(raw, message):
    with pytest.raises(DataError, match=re.escape(message)) as caught:
        structure(raw, tuple[Card, ...], "data/duel/cards.toml", "cards")
    assert caught.value.file == "data/duel/cards.toml"


def test_good_values_are_structured():
    cards = structure(
        [{"id": "a", "cost": {"coins": 2}, "steps": [1, 2], "note": "ignored"}], tuple[Card, ...], "f.toml", "cards"
    )
    assert cards == (Card("a", Cost(2), (1, 2)),)


def _copy_sheriff_data(tmp_path: Path, monkeypatch, name: str, old: str, new: str) -> None:
    for path in sheriff_data.DATA_DIR.glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        if path.name == name:
            assert old in text
            text = text.replace(old, new, 1)
        (tmp_path / path.name).write_text(text, encoding="utf-8")
    monkeypatch.setattr(sheriff_data, "DATA_DIR", tmp_path)
    sheriff_data.catalog.cache_clear()


@pytest.mark.parametrize(
    ("name", "old", "new", "message"),
    [
        (
            "goods.toml",
            "penalty = 2",
            'penalty = "x"',
            "data/sheriff/goods.toml: good[0].penalty: expected an integer, got 'x'",
        ),
        ("goods.toml", 'kind = "legal"', 'kind = "fruit"', "data/sheriff/goods.toml: good[0].kind: must be one of"),
        (
            "scoring.toml",
            "queen = 10",
            "queen = 10.5",
            "data/sheriff/scoring.toml: bonus[0].queen: expected an integer",
        ),
        ("setup.toml", "gold_steps = [1, 5", 'gold_steps = [1, "5"', "setup.toml: constants.gold_steps[1]: expected"),
        ("black_market.toml", 'position = "top"', 'position = "middle"', "card[0].position: must be one of"),
    ],
)
def test_a_bad_value_in_a_copied_sheriff_file_is_refused_naming_its_path(
    tmp_path, monkeypatch, name, old, new, message
):
    _copy_sheriff_data(tmp_path, monkeypatch, name, old, new)
    try:
        with pytest.raises(DataError, match=re.escape(message)):
            sheriff_data.catalog()
    finally:
        sheriff_data.catalog.cache_clear()

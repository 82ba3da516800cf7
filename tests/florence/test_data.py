"""The data files load, hold what the rulebook counts, and broken files are refused clearly."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from rules.florence import data as data_module
from rules.florence.data import DataError, load


def test_counts_match_the_rulebook() -> None:
    data = load()
    assert len(data.professions) == 21
    assert len(data.bonuses) == 20
    assert len(data.prestiges) == 14
    assert [b.copies for b in data.buildings] == [3] * 10
    assert Counter(b.size for b in data.buildings) == {"large": 3, "medium": 5, "small": 2}
    assert [len(b.cells) for b in data.buildings if b.size == "large"] == [7, 7, 7]
    assert [l.copies for l in data.landscapes] == [6, 6, 6]
    assert Counter(p.landscape for p in data.professions) == {"forest": 9, "lake": 7, "park": 5}
    c = data.constants
    assert (c.jesters, c.builders, c.recruitment_cards) == (7, 6, 5)
    assert c.minimums[2] == 12  # the rulebook's work example: round 3, minimum 12
    assert c.build_cost == (700, 300, 300, 0)


def test_the_poet_prefers_what_the_rulebook_example_uses() -> None:
    poet = load().profession_by_id["poet"]
    assert (poet.building, poet.landscape, poet.freedom) == ("theatre", "lake", "travel")


def test_every_record_that_is_not_verified_says_so() -> None:
    data = load()
    assert {p.provenance for p in data.professions} <= {"verified", "single", "reconstructed"}
    assert sum(p.provenance == "reconstructed" for p in data.professions) == 17


def _copy_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    target = tmp_path / "florence"
    shutil.copytree(data_module.DATA_DIR, target)
    monkeypatch.setattr(data_module, "DATA_DIR", target)
    load.cache_clear()
    return target


@pytest.fixture(autouse=True)
def _fresh_cache():
    load.cache_clear()
    yield
    load.cache_clear()


@pytest.mark.parametrize(
    ("file", "old", "new", "message"),
    [
        ("professions.toml", 'building = "theatre"', 'building = "castle"', "unknown building"),
        ("professions.toml", 'provenance = "single"', 'provenance = "rumour"', "provenance"),
        ("buildings.toml", 'shape = ["###"]', 'shape = ["##"]', "covers 3 cells"),
        ("bonus.toml", "terms = {buildings = 1}", "terms = {castles = 1}", "unknown count"),
        ("prestige.toml", 'metric = "forests"', 'metric = "trees"', "unknown metric"),
        ("game.toml", "rounds = 7", 'rounds = "seven"', "rounds"),
        ("estate.toml", '"MMM....",\n]', '"MMX....",\n]', "only '.' and 'M'"),
    ],
)
def test_broken_files_are_refused(tmp_path, monkeypatch, file, old, new, message) -> None:
    target = _copy_data(tmp_path, monkeypatch)
    path = target / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError, match=message):
        load()


def test_a_missing_file_is_named(tmp_path, monkeypatch) -> None:
    target = _copy_data(tmp_path, monkeypatch)
    (target / "bonus.toml").unlink()
    with pytest.raises(DataError, match="bonus.toml: missing"):
        load()


def test_no_card_name_hides_inside_another() -> None:
    """Log lines and screens name cards; a name inside a longer one would be ambiguous."""
    data = load()
    names = [c.name for c in data.professions + data.bonuses + data.prestiges]
    assert len(set(names)) == len(names)
    assert not [(a, b) for a in names for b in names if a != b and a in b]

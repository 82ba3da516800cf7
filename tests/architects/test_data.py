"""The data files load, hold the counts the rulebook gives, and bad files are refused clearly."""

from __future__ import annotations

import pytest

from rules.architects import data
from rules.architects.data import DataError, catalog


def test_counts() -> None:
    cat = catalog()
    assert len(cat.buildings) == 40
    assert len(cat.apprentices) == 40
    assert len(cat.apprentice_kinds) == 18
    assert len(cat.black_market) == 10
    assert len(cat.rewards) == 11
    assert len(cat.boards) == 5
    assert len(cat.schemes) == 30


def test_every_record_has_a_known_provenance() -> None:
    cat = catalog()
    for record in (*cat.buildings, *cat.black_market, *cat.rewards, *cat.boards, *cat.cathedral):
        assert record.provenance in data.PROVENANCES


def test_unverified_records_are_marked() -> None:
    cat = catalog()
    assert all(card.provenance == "single" for card in cat.black_market)  # small/large pairing
    assert [lvl.provenance for lvl in cat.cathedral] == ["verified", "verified", "single", "single", "single"]
    assert cat.board("caroline").provenance == "single"
    assert cat.automa_label == "unofficial AI deck"


def test_numbers_from_the_rulebook() -> None:
    cat = catalog()
    assert [lvl.vp for lvl in cat.cathedral] == [2, 4, 7, 12, 20]
    assert [lvl.spaces for lvl in cat.cathedral] == [3, 3, 2, 2, 1]
    assert cat.virtue_vp[13] == 5 and cat.virtue_vp[12] == 3 and cat.virtue_vp[6] == 0 and cat.virtue_vp[1] == -8
    assert cat.guildhall_columns == (3, 3, 4, 5, 6)
    well = cat.building("b-well")
    assert dict(well.cost) == {"wood": 2, "stone": 2} and well.vp == 3 and well.skills == ()
    keep = cat.building("b-keep")
    assert set(keep.skills) == {"carpentry", "tiling", "masonry"} and keep.virtue == -2 and keep.vp == 12
    assert sum(1 for b in cat.buildings if b.solo_removed) == 4
    assert sorted({a.kind for a in cat.apprentices}) == sorted(k.id for k in cat.apprentice_kinds)


def test_a_bad_file_is_refused(tmp_path, monkeypatch) -> None:
    for name in ("buildings.toml", "apprentices.toml", "market.toml", "board.toml", "automa.toml"):
        (tmp_path / name).write_text((data.DATA_DIR / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = (tmp_path / "buildings.toml").read_text(encoding="utf-8")
    (tmp_path / "buildings.toml").write_text(text.replace('id = "b-well"\n', 'id = "b-smithy"\n'), encoding="utf-8")
    monkeypatch.setattr(data, "DATA_DIR", tmp_path)
    data.catalog.cache_clear()
    try:
        with pytest.raises(DataError, match="duplicate"):
            data.catalog()
        (tmp_path / "buildings.toml").write_text(text.replace('skills = ["masonry"]', 'skills = ["magic"]', 1))
        with pytest.raises(DataError, match="skills"):
            data.catalog()
        (tmp_path / "buildings.toml").write_text(text, encoding="utf-8")
        automa = (tmp_path / "automa.toml").read_text(encoding="utf-8")
        (tmp_path / "automa.toml").write_text(
            automa.replace('town_centre = "capture_largest"', 'town_centre = "teleport"'), encoding="utf-8"
        )
        with pytest.raises(DataError, match="unknown AI effect 'teleport'"):
            data.catalog()
        (tmp_path / "automa.toml").write_text(
            automa.replace('guildhall = "cathedral"', 'guildhall = "none"'), encoding="utf-8"
        )
        with pytest.raises(DataError, match="effect at guildhall is 'cathedral'"):
            data.catalog()
        (tmp_path / "automa.toml").write_text(automa, encoding="utf-8")
        (tmp_path / "market.toml").unlink()
        (tmp_path / "buildings.toml").write_text(text, encoding="utf-8")
        with pytest.raises(DataError, match="missing data file"):
            data.catalog()
    finally:
        monkeypatch.undo()
        data.catalog.cache_clear()

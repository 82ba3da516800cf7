import shutil

import pytest

from rules.duel import data as D


def test_counts_and_ids():
    data = D.load()
    assert [len(data.deck(d)) for d in ("age_1", "age_2", "age_3", "guild")] == [23, 23, 20, 7]
    assert len(data.wonders) == 14 and len(data.progress) == 12
    assert len(data.agora.senators) == 13 and len(data.agora.decrees) == 16
    assert len(data.agora.conspiracies) == 16 and len(data.agora.military_tokens) == 4
    assert [c.vp for c in data.agora.chambers] == [1, 2, 3, 3, 2, 1]
    assert {(v, a): len(l.slots) for (v, a), l in data.layouts.items()} == {
        ("base", 1): 20, ("base", 2): 20, ("base", 3): 20, ("agora", 1): 25, ("agora", 2): 25, ("agora", 3): 23,
    }


def test_card_records():
    assert D.card("caravansery").produce_one_of == ("wood", "clay", "stone")
    assert D.card("library").chain_from == D.card("scriptorium").chain_grants
    assert D.card("shipowners_guild").guild.colors == ("brown", "grey")
    assert D.wonder("the_great_library").progress_from_box == 3
    assert D.wonder("knossos").on_select_place_influence == 1
    assert D.progress("mathematics").vp_per_token == 3
    assert D.card_back("merchants_guild") == "guild" and D.card_back("conspirator_1") == "senator"


@pytest.fixture
def broken_data(tmp_path, monkeypatch):
    shutil.copytree(D.DATA_DIR, tmp_path / "duel")
    monkeypatch.setattr(D, "DATA_DIR", tmp_path / "duel")
    D.load.cache_clear()
    yield tmp_path / "duel"
    D.load.cache_clear()


def test_missing_card_is_a_data_error(broken_data):
    path = broken_data / "cards.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('id = "obelisk"', 'id = "obelisk"\nbogus = 1'), encoding="utf-8")
    with pytest.raises(D.DataError, match="obelisk: unknown field"):
        D.load()


def test_wrong_covering_is_a_data_error(broken_data):
    path = broken_data / "structures.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("covered_by = [2, 3] },  # 0", "covered_by = [2] },  # 0", 1), encoding="utf-8")
    with pytest.raises(D.DataError, match="geometry"):
        D.load()


def test_unknown_chain_reference_is_a_data_error(broken_data):
    path = broken_data / "cards.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('chain_from = "horseshoe"', 'chain_from = "horseshoes"'), encoding="utf-8")
    with pytest.raises(D.DataError, match="horseshoes"):
        D.load()


def test_korean_names_where_a_source_gives_them_and_only_there():
    """Issue 8: name_ko for every component a source names in Korean; none invented. The reference notes
    ("Missing or not done") have no Korean names for base cards, base progress tokens, conspiracies,
    decrees or the base looting tokens: those stay empty."""
    data = D.load()
    assert all(w.name_ko for w in data.wonders.values())
    assert all(s.name_ko for s in data.agora.senators.values())
    assert all(data.progress[t].name_ko for t in ("corruption", "organized_crime"))
    assert all(t.name_ko for t in data.agora.military_tokens.values())
    assert not any(c.name_ko for c in data.cards.values())
    assert not any(p.name_ko for p in data.progress.values() if p.set == "base")
    assert not any(x.name_ko for x in (*data.agora.conspiracies.values(), *data.agora.decrees.values()))
    # single-source Korean names are marked: the base wonders (one wiki page) and Curia Julia (typo corrected)
    assert {w.id for w in data.wonders.values() if w.provenance_ko == "single"} == (
        {w.id for w in data.wonders.values() if w.set == "base"} | {"curia_julia"}
    )

"""Rules text in Korean (data/<game>/rules.ko.md) and search by Korean names (issue 26): every
twin keeps the English anchors, a game without a twin falls back to English, and a card or a
section is found by its Korean or English name, with or without spaces and by 초성, while an
English search finds what it found before."""

from __future__ import annotations

import functools
import unicodedata
from pathlib import Path

import pytest

from rules.core import resources, rulesdoc
from rules.core.registry import GAMES, get_game
from rules.core.rulesdoc import choseong, lookup, section, sections, text_language

DATA = resources.data_root()
TWINS = [info.id for info in GAMES if (DATA / info.id / "rules.ko.md").is_file()]


@functools.cache
def glossary(game_id: str):
    return tuple(get_game(game_id).glossary())


def ids(hits, kind=None):
    return [h.id for h in hits if kind is None or (h.kind == "rules") == (kind == "rules")]


def test_sheriff_and_architects_have_korean_twins():
    assert {"sheriff", "architects"} <= set(TWINS)


@pytest.mark.parametrize("game_id", TWINS)
def test_every_english_anchor_is_in_the_korean_twin(game_id):
    english = [s.id for s in sections(game_id)]
    korean = sections(game_id, "ko")
    assert text_language(game_id, "ko") == "ko"
    assert [s.id for s in korean] == english  # the same sections, in the same order
    for sec in korean:
        assert sec.body.strip(), sec.id  # no section left empty
        if sec.id != "intro":
            assert any("\uac00" <= c <= "\ud7a3" for c in sec.title), (sec.id, sec.title)  # a Korean heading


@pytest.mark.parametrize("game_id", ["sheriff", "architects"])
def test_the_korean_text_is_korean_and_uses_the_editions_names(game_id):
    text = "\n".join(s.body for s in sections(game_id, "ko"))
    hangul = sum("\uac00" <= c <= "\ud7a3" for c in text)
    latin = sum(c.isascii() and c.isalpha() for c in text)
    assert hangul > 3 * latin
    names = {
        "sheriff": [
            "지방관",
            "상품 주머니",
            "가판대",
            "밀수품",
            "왕실 진상품",
            "부관",
            "노획물 타일",
            "도둑들의 에티켓",
        ],
        "architects": [
            "길드홀",
            "대성당",
            "구치소",
            "교도소",
            "세금 관리소",
            "중심가",
            "왕의 창고",
            "선행",
            "채권",
            "책략 카드",
            "암시장 재설정",
        ],
    }[game_id]
    for name in names:
        assert name in text, name


def test_anchors_open_the_same_section_in_either_language():
    inspection = section("sheriff", "inspection", "ko")
    assert inspection is not None and "검문" in inspection.title
    assert section("sheriff", "inspection").title == "4. Inspection"
    assert section("architects", "guardhouse", "ko").title == "구치소"
    assert section("architects", "nowhere", "ko") is None


def test_a_game_without_a_twin_reads_english(tmp_path: Path, monkeypatch):
    data = tmp_path / "data"
    (data / "tiny").mkdir(parents=True)
    (data / "tiny" / "rules.md").write_text("Intro.\n\n## Playing {#round}\nPlay a card.\n", encoding="utf-8")
    monkeypatch.setattr(rulesdoc, "DATA_DIR", data)
    rulesdoc.sections.cache_clear()
    try:
        assert text_language("tiny", "ko") == "en"
        assert [(s.id, s.title) for s in sections("tiny", "ko")] == [("intro", "Introduction"), ("round", "Playing")]
        (data / "tiny" / "rules.ko.md").write_text("소개 글.\n\n## 진행 {#round}\n카드를 냅니다.\n", encoding="utf-8")
        rulesdoc.sections.cache_clear()
        assert [(s.id, s.title) for s in sections("tiny", "ko")] == [("intro", "소개"), ("round", "진행")]
        assert [(s.id, s.title) for s in sections("tiny", "ko_KR.UTF-8")] == [("intro", "소개"), ("round", "진행")]
        assert sections("tiny", "en")[1].title == "Playing"
    finally:
        rulesdoc.sections.cache_clear()


def test_choseong():
    assert choseong("크노소스") == "ㅋㄴㅅㅅ"
    assert choseong("벌꿀 술") == "ㅂㄲ ㅅ"


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("query", ["벌꿀 술", "벌꿀술", "ㅂㄲㅅ", "ㅂㄲ ㅅ", "벌ㄲ", "벌꾸", "Mead", "mead"])
def test_a_sheriff_good_is_found_by_its_korean_name_spaces_and_initials(query, language):
    hits = lookup("sheriff", glossary("sheriff"), query, language)
    assert hits and hits[0].id == "mead", [(h.id, h.score) for h in hits[:3]]


@pytest.mark.parametrize(
    "query, card",
    [
        ("통호밀 흑빵", "pumpernickel_bread"),
        ("통호밀흑빵", "pumpernickel_bread"),
        ("ㅌㅎㅁㅎㅃ", "pumpernickel_bread"),
        ("고다치즈", "gouda_cheese"),
        ("ㄱㄷㅊㅈ", "gouda_cheese"),
    ],
)
def test_more_sheriff_goods(query, card):
    assert lookup("sheriff", glossary("sheriff"), query, "ko")[0].id == card


@pytest.mark.parametrize(
    "query, card",
    [
        ("수도교", "b-aqueduct"),
        ("수도 교", "b-aqueduct"),
        ("ㅅㄷㄱ", "b-aqueduct"),
        ("Aqueduct", "b-aqueduct"),
        ("점토 채굴장", "b-clay_pit"),
        ("점토채굴장", "b-clay_pit"),
        ("ㅈㅌㅊㄱㅈ", "b-clay_pit"),
        ("도박꾼소굴", "b-gamblers_den"),
        ("ㄷㅂㄲㅅㄱ", "b-gamblers_den"),
    ],
)
@pytest.mark.parametrize("language", ["en", "ko"])
def test_an_architects_building_is_found_by_its_korean_name_spaces_and_initials(query, card, language):
    hits = lookup("architects", glossary("architects"), query, language)
    assert hits and hits[0].id == card, [(h.id, h.score) for h in hits[:3]]


def test_glossary_titles_put_the_shown_language_first():
    en = lookup("sheriff", glossary("sheriff"), "mead", "en")[0]
    ko = lookup("sheriff", glossary("sheriff"), "mead", "ko")[0]
    assert en.title == "Mead (벌꿀 술)" and ko.title == "벌꿀 술 (Mead)"
    # the rules screen finds an entry again by its shown title
    assert lookup("sheriff", glossary("sheriff"), ko.title, "ko")[0].id == "mead"
    assert lookup("sheriff", glossary("sheriff"), en.title, "en")[0].id == "mead"


def test_a_section_is_found_by_its_name_in_either_language():
    sheriff = glossary("sheriff")
    # Korean text shown, English query: the section comes back with its Korean title
    hits = [h for h in lookup("sheriff", sheriff, "thieves etiquette", "ko") if h.kind == "rules"]
    assert hits[0].id == "thieves-etiquette" and hits[0].title == "도둑들의 에티켓"
    # English text shown, Korean query (its twin's title): the English section
    hits = [h for h in lookup("sheriff", sheriff, "도둑들의에티켓", "en") if h.kind == "rules"]
    assert hits[0].id == "thieves-etiquette" and hits[0].title == "Thieves' etiquette"
    hits = [h for h in lookup("architects", glossary("architects"), "ㄱㅊㅅ", "ko") if h.kind == "rules"]
    assert hits[0].id == "guardhouse"
    hits = [h for h in lookup("architects", glossary("architects"), "암시장 재설정", "ko") if h.kind == "rules"]
    assert hits[0].id == "reset"
    # an empty query lists every section in the shown language
    listed = [h for h in lookup("architects", glossary("architects"), "", "ko") if h.kind == "rules"]
    assert [h.id for h in listed] == [s.id for s in sections("architects")]
    assert listed[1].title == "게임 개요"


# --- English search unchanged -----------------------------------------------------------------


def _old_lookup(game_id, entries, query):
    """rulesdoc.lookup as it was before Korean search (issue 26), for comparison."""

    def fold(text):
        return unicodedata.normalize("NFKC", text).casefold()

    words = [fold(w) for w in query.split() if w.strip()]
    hits = []

    def score(title, body):
        folded_title, folded_body = fold(title), fold(body)
        total = 0
        for word in words:
            if word in folded_title:
                total += 10 if folded_title.startswith(word) else 5
            elif word in folded_body:
                total += 1
            else:
                return 0
        return total

    for entry in entries:
        title = f"{entry.name} ({entry.name_ko})" if entry.name_ko else entry.name
        value = score(f"{title} {entry.id}", entry.text) if words else 1
        if value:
            hits.append((entry.kind, entry.id, title, value + 2))
    for sec in sections(game_id):
        value = score(sec.title, sec.body) if words else 1
        if value:
            hits.append(("rules", sec.id, sec.title, value))
    hits.sort(key=lambda h: -h[3])
    return hits


ENGLISH_QUERIES = [
    "",
    "apples",
    "Mead",
    "bribe",
    "king queen",
    "black market",
    "deputy loot",
    "tax",
    "aqueduct",
    "b-aqueduct",
    "Guildhall",
    "virtue debt",
    "Constantine",
    "scheme",
    "R4",
    "wonder",
    "science",
    "Florence",
    "Vatican",
    "excommunication",
    "nothing-matches-this",
]


@pytest.mark.parametrize("game_id", [info.id for info in GAMES if (DATA / info.id / "rules.md").is_file()])
def test_english_search_is_unchanged(game_id):
    entries = glossary(game_id)
    for query in ENGLISH_QUERIES:
        new = [(h.kind, h.id, h.title, h.score) for h in lookup(game_id, entries, query)]
        assert new == _old_lookup(game_id, entries, query), (game_id, query)


# --- the command line and the rules screen ------------------------------------------------------


def test_meeple_rules_answers_in_korean(capsys, monkeypatch):
    from tui.cli import run

    monkeypatch.setenv("MEEPLE_LANG", "ko")
    assert run(["rules", "sheriff", "ㅂㄲㅅ"]) == 0
    out = capsys.readouterr().out
    assert "벌꿀 술 (Mead)" in out
    assert run(["rules", "sheriff", "검문"]) == 0
    assert "4단계: 검문  [rules: inspection]" in capsys.readouterr().out
    monkeypatch.setenv("MEEPLE_LANG", "en")
    assert run(["rules", "sheriff", "inspection"]) == 0
    assert "4. Inspection  [rules: inspection]" in capsys.readouterr().out


async def test_the_rules_screen_opens_in_the_apps_language(tmp_path: Path):
    from textual.widgets import OptionList

    from tui.app import MeepleApp
    from tui.screens.rules import RulesScreen

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.language = "ko"
        screen = RulesScreen("sheriff", "Sheriff of Nottingham", anchor="inspection")
        await app.push_screen(screen)
        await pilot.pause()
        assert "검문" in screen._text and "지방관" in screen._text
        labels = [str(option.prompt) for option in screen.query_one(OptionList).options]
        assert "4단계: 검문" in labels
        app.language = "en"
        screen.reopen("inspection", None)
        await pilot.pause()
        assert screen._text.startswith("# 4. Inspection")
        labels = [str(option.prompt) for option in screen.query_one(OptionList).options]
        assert "4. Inspection" in labels

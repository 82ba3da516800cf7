"""Korean particles follow the last sound of the word before them, names and numbers too."""

from __future__ import annotations

import pytest

from rules.core.words import count, language_from_environment, particle, with_particle


@pytest.mark.parametrize(
    ("word", "pair", "expected"),
    [
        ("안나", "이/가", "가"),
        ("민준", "이/가", "이"),
        ("크노소스", "을/를", "를"),
        ("성당", "을/를", "을"),
        ("피렌체", "은/는", "는"),
        ("로렌초", "과/와", "와"),
        ("길드홀", "과/와", "과"),
        ("서울", "으로/로", "로"),  # ㄹ takes 로
        ("감옥", "으로/로", "으로"),
        ("시장", "으로/로", "으로"),
        ("다리", "으로/로", "로"),
        ("Ann", "이/가", "이"),
        ("Bob", "이/가", "이"),
        ("Carl", "으로/로", "로"),
        ("3", "을/를", "을"),  # 삼
        ("2", "을/를", "를"),  # 이
        ("7", "으로/로", "로"),  # 칠: ㄹ
        ("10", "이/가", "이"),  # 십
        ("100", "이/가", "이"),  # 백
        ("(성당)", "을/를", "을"),  # brackets and punctuation at the end are skipped
    ],
)
def test_the_particle_follows_the_last_sound(word: str, pair: str, expected: str) -> None:
    assert particle(word, pair) == expected


def test_a_word_with_its_particle() -> None:
    assert with_particle("안나", "은/는") == "안나는"
    assert with_particle("민준", "은/는") == "민준은"


def test_counts_in_both_languages() -> None:
    assert count(1, "apple") == "1 apple" and count(3, "apple") == "3 apples"
    assert count(2, "servant", "servants") == "2 servants"
    assert count(3, "카드", counter="장", language="ko") == "카드 3장"
    assert count(2, "금화", counter="개", language="ko") == "금화 2개"


def test_the_language_comes_from_meeple_lang_then_the_locale() -> None:
    assert language_from_environment({"MEEPLE_LANG": "ko", "LANG": "en_US.UTF-8"}) == "ko"
    assert language_from_environment({"LC_ALL": "ko_KR.UTF-8"}) == "ko"
    assert language_from_environment({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"}) == "ko"
    assert language_from_environment({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"}) == "en"  # the first one set
    assert language_from_environment({"MEEPLE_LANG": "fr"}) == "en"
    assert language_from_environment({}) == "en"


def test_phrases_are_said_in_the_language_the_caller_speaks():
    from rules.core.words import counted, korean, language, say, speaking, spoken

    assert spoken() is None and language() == "en" and not korean()
    assert say("a card", "카드") == "a card"
    with speaking("ko"):
        assert spoken() == "ko" and korean()
        assert say("a card", "카드") == "카드"
        assert counted(3, "card", "카드", "장") == "카드 3장"
        with speaking("en"):  # nested: the inner caller's language, then back
            assert counted(3, "card", "카드", "장") == "3 cards"
        assert language() == "ko"
    with speaking("xx"):  # unknown: English
        assert language() == "en"
    assert spoken() is None


def test_outside_any_speaking_block_the_process_language_holds():
    from rules.core.words import language, say, set_process_language, speaking, spoken

    set_process_language("ko")  # what an app read in Korean does (tests/conftest.py resets it)
    assert language() == "ko" and spoken() is None
    assert say("a card", "카드") == "카드"
    with speaking("en"):  # the server words one connection's snapshot in English meanwhile
        assert say("a card", "카드") == "a card"
    set_process_language("xx")
    assert language() == "en"


def test_names_typed_in_english_take_the_particle_korean_says_them_with():
    from rules.core.words import with_particle

    said = {
        name: with_particle(name, "이/가")
        for name in ("Bob", "Tom", "Ann", "Jack", "Bill", "Mark", "Kate", "Ted", "Max", "Peter", "Cy", "Di")
    }
    assert said == {
        "Bob": "Bob이",
        "Tom": "Tom이",
        "Ann": "Ann이",
        "Jack": "Jack이",
        "Bill": "Bill이",
        "Mark": "Mark가",
        "Kate": "Kate가",
        "Ted": "Ted가",
        "Max": "Max가",
        "Peter": "Peter가",
        "Cy": "Cy가",
        "Di": "Di가",
    }
    assert with_particle("Bill", "으로/로") == "Bill로" and with_particle("P", "을/를") == "P를"
    assert with_particle("Seat 2", "이/가") == "Seat 2가"  # the number is what is said last

"""Houses of Renaissance's 48 special cards have names in both languages (issue 26): no card is
shown by its number alone ("#99"). No source names them, so each is named by its kind, as the
Korean rulebook calls the kinds (특수 영토, 건축물, 인물, 사업), and its printed number, marked
reconstructed in the data."""

from __future__ import annotations

import re

from rules.core.words import speaking
from rules.lorenzo.describe import card_name

KINDS = {
    "territory": ("Territory", "영토"),
    "building": ("Building", "건축물"),
    "character": ("Character", "인물"),
    "venture": ("Venture", "사업"),
}


def _special_cards():
    from rules.lorenzo.houses.data import _cards

    return _cards()


def test_every_special_card_has_an_english_and_a_korean_name() -> None:
    cards = _special_cards()
    assert len(cards) == 48
    for card in cards.values():
        english, korean = KINDS[card.type]
        assert card.name == f"Special {english} {card.number}"
        assert card.name_ko == f"특수 {korean} {card.number}"
        assert card.provenance_ko == "reconstructed"  # the names are ours until a printed copy says
        assert not re.fullmatch(r"#\d+", card.name)


def test_a_special_card_is_named_in_the_language_spoken() -> None:
    card = _special_cards()["c99"]
    with speaking("ko"):
        assert card_name(card.id) == "특수 영토 99"
    with speaking("en"):
        assert card_name(card.id) == "Special Territory 99"

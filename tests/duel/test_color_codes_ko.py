"""7 Wonders Duel's colour codes in Korean (issue 26): a Korean screen shows each card's colour
as a Korean syllable ("[파] 목욕탕"), never the English letters ("[Bl]"), and its legend and
help spell the Korean codes out; English keeps its two letters."""

from __future__ import annotations

import re

from rich.cells import cell_len

from rules.core.words import speaking
from rules.duel import words as W
from tui.games.duel import drawing
from tui.games.duel import text as T
from tui.games.duel.widgets import Board

ENGLISH_CODES = set(T.COLOR_CODES.values())


def test_every_colour_has_a_korean_code_as_wide_as_the_english_one() -> None:
    assert set(W.COLOR_CODES_KO) == set(T.COLOR_CODES)
    assert len(set(W.COLOR_CODES_KO.values())) == len(W.COLOR_CODES_KO), "two colours share a code"
    for colour, english in T.COLOR_CODES.items():
        with speaking("ko"):
            korean = T.color_code(colour)
        with speaking("en"):
            assert T.color_code(colour) == english
        assert cell_len(korean) == cell_len(english) == 2, colour
        assert re.fullmatch(r"[\uac00-\ud7a3]", korean), korean


def test_a_tagged_card_in_korean_has_a_korean_code() -> None:
    with speaking("ko"):
        assert T.tagged("baths") == "[파] 목욕탕"
    with speaking("en"):
        assert T.tagged("baths") == "[Bl] Baths"


def test_the_korean_legend_and_help_spell_out_the_korean_codes() -> None:
    with speaking("ko"):
        legend = drawing.legend()
        help_ko = Board.HELP  # the class's help, read in the language spoken
    for colour, code in W.COLOR_CODES_KO.items():
        word = W.COLORS_KO.get(colour, "원로원 의원")
        assert f"{code} {word}" in legend, colour
    assert "파 파란색" in help_ko
    for text in (legend, help_ko):
        leftovers = [c for c in ENGLISH_CODES if re.search(rf"(?<![A-Za-z]){c}(?![A-Za-z])", text)]
        assert not leftovers, f"English colour codes on a Korean screen: {leftovers}"
        assert "Xx" not in text

"""Option and player-count refusals read in the language spoken (the CLI, the SSH lobby)."""

from __future__ import annotations

import pytest

from rules.core.options import make_config, parse_options
from rules.core.registry import get_game
from rules.core.words import speaking

SHERIFF = get_game("sheriff")


@pytest.mark.parametrize(
    ("call", "english", "korean"),
    [
        (lambda: make_config(SHERIFF.options, 9, {}, 3, 6), "takes 3-6 players", "3-6명이 합니다"),
        (lambda: make_config(SHERIFF.options, 4, {"nonsense": 1}, 3, 6), "unknown option(s)", "알 수 없는 옵션"),
        (lambda: parse_options(SHERIFF.options, ["royal_goods"]), "NAME=VALUE", "NAME=VALUE 꼴"),
        (lambda: parse_options(SHERIFF.options, ["nope=1"]), "no option 'nope'", "옵션은 없습니다"),
    ],
)
def test_option_refusals_in_both_languages(call, english, korean) -> None:
    with pytest.raises(ValueError, match=english.replace("(", r"\(").replace(")", r"\)")):
        call()
    with speaking("ko"), pytest.raises(ValueError) as refused:
        call()
    assert korean in str(refused.value) and "option" not in str(refused.value).replace("--option", "")


def test_a_bool_option_refuses_other_words_in_korean() -> None:
    spec = next(s for s in SHERIFF.options if s.kind == "bool")
    with speaking("ko"), pytest.raises(ValueError, match="true 또는 false"):
        spec.parse("maybe")

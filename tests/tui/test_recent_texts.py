"""A board's sections made once per inputs (`tui.widgets.recent.RecentTexts`)."""

from __future__ import annotations

from rich.text import Text

from rules.core.words import say, speaking
from tui.widgets.recent import RecentTexts


def test_a_section_is_made_once_per_inputs_and_language() -> None:
    calls: list[tuple[int, ...]] = []

    def coins(*amounts: int) -> Text:
        calls.append(amounts)
        return Text(say("coins ", "코인 ") + ",".join(map(str, amounts)))

    made = RecentTexts()
    first = made(coins, 1, 2)
    assert made(coins, 1, 2) is first  # the very object: the panel finds it unchanged at once
    assert made(coins, 1, 3) is not first
    with speaking("ko"):
        korean = made(coins, 1, 2)
    assert korean.plain == "코인 1,2" and first.plain == "coins 1,2"
    assert calls == [(1, 2), (1, 3), (1, 2)]


def test_older_sections_are_forgotten_past_the_limit() -> None:
    made = RecentTexts()
    made.KEEP = 3
    for n in range(3):
        made(str, n)
    made(str, 3)  # the fourth clears the three before it
    assert len(made) == 1

"""Every seat's public side: estate as a letter grid with its legend, prestige, works done,
jesters, builders, freedoms, characters, and how many cards each holds (never which, nor
anyone's florins: both are secret and not in another seat's view).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from rules.core.words import say
from rules.florence import words as W
from rules.florence.describe import card_name
from tui.games import seat_names
from tui.games.florence.board import seat_name
from tui.games.florence.drawing import estate_text
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic


def _plural(count: int, word: str, korean_noun: str = "") -> str:
    """'2 bonus cards' / '보너스 카드 2장' (no Korean noun: '2장')."""
    return say(f"{count} {word}{'' if count == 1 else 's'}", f"{korean_noun} {count}장".lstrip())


def seat_text(view: Any, seat: int, names: tuple[str, ...]) -> Text:
    p = view.players[seat]
    text = Text.assemble((seat_name(view, seat, names), "bold"))
    text.append(say(f"  {p.prestige} PP", f"  명성 {p.prestige}"))
    hand = _plural(p.hand_count, "card")
    if p.recruitment_in_hand:
        hand += say(f" ({p.recruitment_in_hand} recruitment)", f" (초빙 {p.recruitment_in_hand}장)")
    text.append(
        say("\nHand ", "\n손패 ") + f"{hand}; {_plural(p.bonus_count, 'bonus card', '보너스 카드')}; "
        f"{_plural(p.prestige_card_count, 'prestige card', '명성 카드')}"
    )
    if p.known_hand:
        text.append(
            say("\nRecruited, in hand: ", "\n초빙해 손에 든 카드: ") + ", ".join(card_name(c) for c in p.known_hand)
        )
    text.append(
        say(f"\nJesters {p.jesters}, builders {p.builders}", f"\n광대 토큰 {p.jesters}, 건축가 토큰 {p.builders}")
    )
    if p.freedoms:
        text.append(
            say("; freedoms: ", "; 자유 타일: ") + ", ".join(W.freedom_short(f, lower=True) for f in p.freedoms)
        )
    if p.characters:
        text.append(say("\nCharacters: ", "\n특별 캐릭터: ") + ", ".join(W.character_name(c) for c in p.characters))
    works = ", ".join(card_name(c) for c in p.front) or say("none yet", "아직 없음")
    text.append(say("\nWorks (face up): ", "\n완료한 작업 (앞면): ") + works)
    text.append("\n")
    text.append_text(estate_text(p.tiles))
    return text


def players_text(view: Any, names: tuple[str, ...]) -> Text:
    order = list(range(len(view.players)))
    if 0 <= view.viewer < len(order):  # the others first, your own estate last
        order = order[view.viewer + 1 :] + order[: view.viewer + 1]
    return Text("\n\n").join(seat_text(view, seat, names) for seat in order)


class Opponents(SteadyStatic):
    """Each seat's estate and public holdings."""

    DEFAULT_CSS = "Opponents { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Players
Each seat's public side: prestige points (PP), its estate (a letter per cell, the legend
below each grid; `M` is the mansion, `.` a free cell), works done face up, jesters, builders,
freedoms, characters, and the number of cards in hand. Florins are secret.
""",
        """\
## 인원
자리마다 모두가 아는 것: 명성, 영지판 (칸마다 글자 하나, 판 아래에 그 뜻; `M`은 저택, `.`은
빈칸), 앞면으로 놓인 완료한 작업, 광대 토큰, 건축가 토큰, 자유 타일, 특별 캐릭터, 손에 든
카드 장수. 플로린은 비밀입니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="fl-players", markup=False)
        self._signature: Any = None

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            self.update("")
            self._signature = None
            return
        text = players_text(view, seat_names(self))
        signature = (text.plain, len(text.spans))
        if signature != self._signature:
            self._signature = signature
            self.update(text)

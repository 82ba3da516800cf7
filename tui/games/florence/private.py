"""The acting human's private Princes of Florence panel: florins, hand with each work's value
now, bonus cards with what they add now, prestige cards, a work under way and a draw.

The table only gives this panel the view of the human whose turn it is and calls `clear()`
before every hand-off; everything here comes from that seat's own view.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from rules.core import decisions as stack
from rules.core.engine import SPECTATOR
from rules.core.words import korean, say
from rules.florence import words as W
from rules.florence.card_words import draw_text
from rules.florence.data import load
from rules.florence.describe import card_name, piece_name
from rules.florence.preview import hand_values, own_player
from rules.florence.scoring import bonus_value, holdings, owns_piece
from rules.florence.state import DrawFrame, WorkFrame, data_id, is_recruitment
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic


def hand_lines(view: Any) -> Text:
    """Each profession: its value as a work now (with bonus cards), and what it prefers."""
    data = load()
    minimum = data.constants.minimums[view.round - 1]
    me = own_player(view)
    values = {hv.card: hv for hv in hand_values(view)}
    text = Text.assemble((say(f"Hand (work minimum {minimum})", f"손패 (최소 작품성 {minimum})"), "bold underline"))
    professions = [c for c in me.hand if not is_recruitment(c)]
    if not professions:
        text.append(say("\n  no profession cards", "\n  전문가 카드 없음"))
    for card in professions:
        hv = values[card]
        profession = data.profession_by_id[data_id(card)]
        if hv.value >= minimum:
            mark = say("ok", "충분")
        else:
            mark = say("ok with bonus", "보너스 카드로 충분") if hv.enough else say("too low", "부족")
        text.append(
            say(f"\n  {card_name(card)}: value {hv.value}", f"\n  {card_name(card)}: 작품성 {hv.value}"),
            style="bold" if hv.enough else "",
        )
        if hv.with_bonus != hv.value:
            text.append(say(f" ({hv.with_bonus} with bonus cards)", f" (보너스 카드와 함께 {hv.with_bonus})"))
        text.append(f" - {mark}")
        owned = owns_piece(me, profession.building)
        building = piece_name(profession.building)
        text.append(
            f"\n    {building} "
            + (say("owned +4", "보유 +4") if owned else say("not owned (+4 once built)", "미보유 (건축하면 +4)")),
            style="dim",
        )
        landscape = piece_name(profession.landscape) if korean() else profession.landscape
        text.append(f"; {landscape}, {W.freedom_short(profession.freedom, lower=True)}", style="dim")
    recruits = sum(map(is_recruitment, me.hand))
    if recruits:
        text.append(
            say(f"\n  + {recruits} recruitment card{'s' if recruits != 1 else ''}", f"\n  + 초빙 카드 {recruits}장")
        )
    return text


def private_text(view: Any) -> Text:
    me = own_player(view)
    text = Text.assemble((say(f"Florins: {me.florins}", f"플로린: {me.florins}"), "bold"))
    text.append(say(f"   Prestige: {me.prestige}", f"   명성: {me.prestige}"))
    frame = stack.top(view.decisions)
    if isinstance(frame, DrawFrame) and frame.actor == view.viewer:
        text.append_text(draw_lines(view, frame))  # the question asked now comes first (80x24: `p` shows it)
    text.append("\n")
    text.append_text(hand_lines(view))
    counts = holdings(me)
    text.append(say("\nBonus cards", "\n보너스 카드"), style="bold underline")
    if not me.bonus:
        text.append(say("\n  none", "\n  없음"))
    for card in me.bonus:
        text.append(
            say(
                f"\n  {card_name(card)}: +{bonus_value(card, counts)} now",
                f"\n  {card_name(card)}: 지금 +{bonus_value(card, counts)}",
            )
        )
    text.append(say("\nPrestige cards (face down)", "\n명성 카드 (뒷면)"), style="bold underline")
    if not me.prestige_cards:
        text.append(say("\n  none", "\n  없음"))
    for card in me.prestige_cards:
        text.append(f"\n  {card_name(card)}")
    if isinstance(frame, WorkFrame) and frame.actor == view.viewer:
        from rules.florence.turns import LADY, value_of

        c = load().constants
        value = value_of(view, me, frame.card, frame.bonuses)
        what = say("the Lady", W.character_name("lady")) if frame.card == LADY else card_name(frame.card)
        text.append(say("\nWork under way: ", "\n진행 중인 작업: ") + what, style="bold")
        used = ", ".join(card_name(b) for b in frame.bonuses)
        text.append(
            say(
                f"\n  value {value}" + (f" with {used}" if used else ""),
                f"\n  작품성 {value}" + (f" (사용: {used})" if used else ""),
            )
        )
        income, rate = value * c.work_florins_per_value, c.convert_florins_per_prestige
        text.append(
            say(
                f"\n  income {income}; each prestige bought costs {rate} of it, now only",
                f"\n  수입 {income}플로린; 명성 1마다 그중 {rate}플로린 (지금만 가능)",
            )
        )
    return text


def draw_lines(view: Any, frame: DrawFrame) -> Text:
    """The cards of a draw: to keep one, each with what it does and brings now; to order, the order shown."""
    if frame.kept:
        text = Text(
            say(
                f"\nUnder the {frame.deck} deck next, in this order unless you pick another:",
                f"\n{W.deck_name(frame.deck)} 카드 더미 맨 아래로 (다른 순서를 고르지 않으면 이 순서):",
            ),
            style="bold",
        )
        for card in frame.cards:
            text.append(f"\n  {card_name(card)}")
        return text
    text = Text(
        say(
            f"\nLooking at the {frame.deck} deck: keep one",
            f"\n{W.deck_name(frame.deck)} 카드 더미 확인: 1장을 가지세요",
        ),
        style="bold",
    )
    for card in frame.cards:
        text.append(f"\n  {card_name(card)}", style="bold")
        text.append(f": {draw_text(view, frame.deck, card)}")
    return text


class PrivatePanel(SteadyStatic):
    """Only the viewer's own secrets; empty for spectators and between hot-seat turns."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Your private panel
Only the player at the keyboard sees this: your florins, each profession in hand with the
value its work would have now (the +4 of its preferred building when you own it, +3 per
landscape and freedom it likes, +2 per jester, +1 per card), your bonus cards with what they
add now, your face-down prestige cards, a work under way and the cards of a draw (each
with what it does and what it would bring now).
Cleared before every hand-off.
""",
        """\
## 내 비공개 칸
키보드 앞의 플레이어만 봅니다: 내 플로린, 손에 든 전문가 카드마다 지금 작업 완료를 하면 얻을
작품성 (선호하는 건물을 가지면 +4, 선호하는 경관과 자유마다 +3, 광대 토큰마다 +2, 카드마다 +1),
보너스 카드와 지금 더해 줄 값, 뒷면 명성 카드, 진행 중인 작업, 그리고 카드를 볼 때 그 카드들
(각각 하는 일과 지금 가져다줄 것).
넘겨주기 전마다 지워집니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None or viewer == SPECTATOR or not 0 <= viewer < len(getattr(view, "players", ())):
            self.clear()
            return
        if view.players[viewer].florins is None:  # not this seat's own view
            self.clear()
            return
        self.update(private_text(view))

    def clear(self) -> None:
        self.update("")

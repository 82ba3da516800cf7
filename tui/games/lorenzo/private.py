"""The acting human's private Lorenzo panel: resources, members at home, the personal bonus
tile, the leaders in hand (requirements, held or not, ability) and the leaders of the draft
hand being chosen from. Cleared before every hand-off."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from rules.core.engine import SPECTATOR
from rules.lorenzo import describe as W
from rules.lorenzo.words import leader_text, say
from tui.games.lorenzo.board import heading, line
from tui.games.lorenzo.opponents import member_values, next_territory, points_line
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic


def leader_lines(text: Text, player: Any, leader_id: str, check: bool) -> None:
    from rules.lorenzo.leaders import leader_catalog, requirements_met

    card = leader_catalog().get(leader_id)
    line(text, f" {W.leader_name(leader_id)}", "bold")
    if card is None:
        return
    needs = W.leader_needs(leader_id)
    if check:
        held = requirements_met(player, leader_id)
        line(
            text,
            say(f"   needs {needs}: ", f"   필요조건 {needs}: ")
            + (say("held, can be played", "충족, 사용 가능") if held else say("not held yet", "아직 미충족")),
            "bold" if held else "",
        )
    else:
        line(text, say(f"   needs {needs}", f"   필요조건 {needs}"))
    line(text, f"   {leader_text(leader_id, card.text)}")


def private_text(view: Any) -> Text:
    state = view.state
    seat = view.viewer
    player = state.players[seat]
    text = Text()
    heading(text, say("Your stock", "내 자원"))
    line(
        text,
        " "
        + W.short_amounts(
            [("coin", player.coin), ("wood", player.wood), ("stone", player.stone), ("servant", player.servant)]
        ),
    )
    line(text, points_line(player))
    line(text, say(" At home: ", " 남은 가족일원: ") + member_values(state, player))
    line(text, " " + next_territory(player))
    heading(text, say("Your tile: ", "내 타일: ") + W.tile_name(player.tile))
    line(text, f" {W.tile_text(player.tile)}")
    part = getattr(state, "houses", None)
    if part is not None:
        from rules.lorenzo.houses import words as H

        family = part.families[seat] if seat < len(part.families) else ""
        if family:
            heading(text, say("Your family: ", "내 가문: ") + H.family_name(family))
            line(text, f" {H.family_text(family)}")
        count = len(part.tokens[seat])
        heading(
            text,
            say(f"Your special tokens ({count})", f"내 특수 토큰 ({count}개)"),
            say("(faces hidden from the others)", "(다른 사람에게 앞면 비공개)"),
        )
        line(text, " " + (H.token_summary(part.tokens[seat]) or say("none", "없음")))
        if part.peek and part.peek[0] != "hidden token":
            line(
                text,
                say(
                    " Drawn for Marsilio Ficino (keep one): ",
                    f" {W.leader_name('leader:marsilio_ficino')} 효과로 뽑음 (1개 가짐): ",
                )
                + H.token_summary(part.peek),
                "bold",
            )
    if state.leaders or player.leader_hand:
        count = len(player.leader_hand)
        heading(text, say(f"Your leaders in hand ({count})", f"내 손의 지도자 카드 ({count}장)"))
        if not player.leader_hand:
            line(text, say(" none", " 없음"))
        for leader_id in player.leader_hand:
            leader_lines(text, player, leader_id, check=True)
    draft = state.draft[seat] if seat < len(state.draft) else ()
    if draft:
        heading(text, say(f"Draft: keep one of these {len(draft)}", f"드래프트: {len(draft)}장 중 1장 가지기"))
        for leader_id in draft:
            leader_lines(text, player, leader_id, check=False)
    return text


class PrivatePanel(SteadyStatic):
    """Only the viewer's own things; empty for spectators and between hot-seat turns."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Your private panel
Only the player at the keyboard sees this: your resources and points, your members at home
with their values, your personal bonus tile, the leaders in your hand (what each needs, held
and never paid, and whether you hold it now) and, during the draft, the leaders you choose
from. With Houses of Renaissance: your family and the faces of your special tokens (the others
see only how many you hold). Cleared before every hand-off.
""",
        """\
## 내 비공개 칸
키보드 앞의 플레이어만 봅니다: 내 자원과 점수, 남은 가족일원과 그 값, 개인 보너스 타일, 손에 든 지도자
카드(각각의 필요조건: 가지고만 있으면 되고 내지 않음, 지금 충족했는지)와 드래프트 중에는 고를 지도자
카드. 르네상스의 가문과 함께: 내 가문과 특수 토큰의 앞면(다른 사람은 몇 개인지만 봄). 넘겨주기
전마다 지워집니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        state = getattr(view, "state", None)
        if state is None or viewer == SPECTATOR or not 0 <= viewer < len(state.players) or view.viewer != viewer:
            self.clear()
            return
        try:
            text = private_text(view)
        except Exception as error:  # a renamed view field must not take the table down
            self.log.error(f"lorenzo private panel: {error!r}")
            text = Text(
                say(
                    f"(your things cannot be drawn: {type(error).__name__})",
                    f"(내 것을 그릴 수 없음: {type(error).__name__})",
                )
            )
        self.update(text)

    def clear(self) -> None:
        self.update("")

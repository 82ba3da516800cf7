"""Every seat's personal board, public parts only: cards by type (by name), what the next
territory needs in military points, resources and points, members still at home with their
values, the personal bonus tile, excommunications, leaders played (face up, or turned face
down this round) and how many leaders are in hand (never which)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from rules.lorenzo import describe as W
from rules.lorenzo.data import CARD_TYPES, catalog
from rules.lorenzo.words import TYPE_KO, member_colour, say
from tui.games.lorenzo.board import add_seat, field_name, line, plain, seat_names, unknown_fields
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic

#: Player fields drawn here or in the private panel; others are listed plainly.
KNOWN_PLAYER = {
    "seat",
    "coin",
    "wood",
    "stone",
    "servant",
    "military",
    "faith",
    "vp",
    "cards",
    "excoms",
    "home",
    "tile",
    "leader_hand",
    "leaders",
    "leaders_flipped",
    "copies",
    "fixed_members",
    "special_token",
}


def member_values(state: Any, player: Any) -> str:
    from rules.lorenzo import effects as E

    if not player.home:
        return say("none", "없음")
    return ", ".join(f"{member_colour(m)} {E.member_value(state, player, m)}" for m in player.home)


def next_territory(player: Any) -> str:
    from rules.lorenzo import effects as E
    from rules.lorenzo.leaders import has_ability

    board = catalog().board
    owned = len(E.cards_of(player, "territory"))
    if owned >= board["max_cards_per_type"]:
        return say("Territories: all 6 slots full", "영토: 6칸 모두 참")
    need = board["territory_slot_military"][owned]
    slot = say(f"Next territory (slot {owned + 1}): ", f"다음 영토 ({owned + 1}번째 칸): ")
    if has_ability(player, "ignore_territory_military_requirement"):
        return slot + say("no military needed (leader)", "군사력 필요 없음 (지도자)")
    if not need:
        return slot + say("no military needed", "군사력 필요 없음")
    held = say("ok", "충족") if player.military >= need else say(f"has {player.military}", f"지금 {player.military}점")
    return slot + say(f"{need} mil held ({held})", f"군사력 {need}점 보유 ({held})")


def points_line(player: Any) -> str:
    """' faith 2, mil 3, VP 7' / ' 신앙심 2점, 군사력 3점, 승점 7점'."""
    return say(
        f" faith {player.faith}, mil {player.military}, VP {player.vp}",
        f" 신앙심 {player.faith}, 군사력 {player.military}, 승점 {player.vp}",
    )


def seat_text(view: Any, seat: int, names: tuple[str, ...]) -> Text:
    from rules.lorenzo import effects as E

    state = view.state
    player = state.players[seat]
    text = Text()
    tags = []
    if seat == view.viewer:
        tags.append(say("you", "나"))
    acting = state.decisions[-1].actor if state.decisions else (state.queue[0] if state.queue else None)
    if acting == seat and state.phase != "over":
        tags.append(say("to act", "차례"))
    add_seat(text, seat, names, 20)
    text.stylize("bold underline")
    if tags:
        text.append(f"  ({', '.join(tags)})")
    line(
        text,
        " "
        + W.short_amounts(
            [("coin", player.coin), ("wood", player.wood), ("stone", player.stone), ("servant", player.servant)]
        ),
    )
    line(text, points_line(player))
    line(text, say(" At home: ", " 남은 가족일원: ") + member_values(state, player))
    for kind in CARD_TYPES:
        owned = E.cards_of(player, kind)
        names_of = ", ".join(W.card_name(c) for c in owned)
        line(
            text,
            f" {say(W.TYPE_PLURAL[kind].capitalize(), TYPE_KO[kind])} {len(owned)}"
            + (f": {names_of}" if owned else ""),
        )
    line(text, " " + next_territory(player))
    line(
        text,
        say(f" Tile {W.tile_name(player.tile)}: ", f" 타일 {W.tile_name(player.tile)}: ") + W.tile_text(player.tile),
    )
    part = getattr(state, "houses", None)
    if part is not None:
        from rules.lorenzo.houses import words as H

        family = part.families[seat] if seat < len(part.families) else ""
        if family:
            extra = H.family_state(state, seat)
            line(
                text, say(" Family ", " ") + H.family_name(family) + (f" ({extra})" if extra else ""), "bold"
            )  # '콜론나 가문'

        tokens = say(f" Special tokens: {player.special_token}", f" 특수 토큰: {player.special_token}개")
        line(text, tokens + say(" (faces hidden)", " (앞면 비공개)") if seat != view.viewer else tokens)
    if player.excoms:
        from rules.lorenzo.data import excom_record

        periods = [W.PERIOD[excom_record(x).period - 1] for x in player.excoms]
        line(
            text,
            say(" Excommunicated: period " + ", ".join(periods), " 파문: " + ", ".join(f"{p}시대" for p in periods)),
            "bold",
        )
    if state.leaders or player.leaders or player.leader_hand:
        up = [lid for lid in player.leaders if lid not in player.leaders_flipped]
        down = [lid for lid in player.leaders if lid in player.leaders_flipped]
        copies = dict(player.copies)

        def named(lid: str) -> str:
            copied = copies.get(lid)
            return W.leader_name(lid) + (
                say(f" (as {W.leader_name(copied)})", f" ({W.leader_name(copied)} 복사)") if copied else ""
            )

        line(
            text,
            say(" Leaders face up: ", " 앞면 지도자: ") + (", ".join(named(lid) for lid in up) or say("none", "없음")),
        )
        if down:
            line(
                text,
                say(" Face down (used this round): ", " 뒷면 (이번 라운드 사용): ")
                + ", ".join(named(lid) for lid in down),
            )
        line(
            text, say(f" Leaders in hand: {len(player.leader_hand)}", f" 손의 지도자 카드: {len(player.leader_hand)}장")
        )
    if player.fixed_members:
        line(
            text,
            say(" Fixed this round: ", " 이번 라운드 고정: ")
            + ", ".join(say(f"{m} at {v}", f"{member_colour(m)} {v}") for m, v in player.fixed_members),
        )
    for name, value in unknown_fields(player, KNOWN_PLAYER):
        if name.endswith("hand") or name.endswith("hidden"):  # an expansion's secret: its size only
            size = len(value) if isinstance(value, (tuple, list)) else "?"
            line(text, f" {field_name(name)}: {size}")
        else:
            line(text, f" {field_name(name)}: {plain(value)}")
    return text


class Opponents(SteadyStatic):
    """Every seat's board, in turn order."""

    DEFAULT_CSS = "Opponents { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Players
Each seat's personal board, public parts only: resources and points, the members still at
home with their values, the development cards of each type by name, how many military
points the next territory slot needs, the personal bonus tile, excommunications, leaders
played (face up, or face down after their once-a-round use) and how many leaders are in
hand (never which).
""",
        """\
## 인원
자리마다 개인 보드의 공개된 부분만: 자원과 점수, 아직 남은 가족일원과 그 값, 종류별 개발 카드(이름으로),
다음 영토 칸에 필요한 군사력, 개인 보너스 타일, 파문, 사용한 지도자 카드(앞면, 또는 라운드당 1회
능력을 쓴 뒤 뒷면)와 손에 든 지도자 카드의 수(어떤 카드인지는 보이지 않음).
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="opponents", markup=False)
        self._signature = ""

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            self.update("")
            self._signature = ""
            return
        names = seat_names(self)
        state = view.state
        text = Text()
        for seat in state.order or range(len(state.players)):
            if text.plain:
                text.append("\n\n")
            try:
                text.append_text(seat_text(view, seat, names))
            except Exception as error:  # a renamed view field must not take the table down
                self.log.error(f"lorenzo opponents: {error!r}")
                text.append(
                    say(
                        f"(seat {seat + 1} cannot be drawn: {type(error).__name__})",
                        f"({seat + 1}번 자리를 그릴 수 없음: {type(error).__name__})",
                    )
                )
        if text.plain != self._signature:
            self._signature = text.plain
            self.update(text)

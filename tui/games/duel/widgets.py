"""The Duel board (public) and private panel (the acting human's costs and secrets).

Both draw only the `DuelView` handed to `update_view`; neither keeps it. Every section is a
`Static` holding Rich `Text` built with `append` (never markup), so card names cannot be
parsed as markup, and every colour is paired with a code or a word.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from rules.core.engine import SPECTATOR
from rules.core.words import counted, korean, say
from rules.duel import data as D
from rules.duel import words as W
from rules.duel.agora import state as AS
from rules.duel.state import DraftWonder, PickDestroy, PickFromDiscard, PickProgress, PickStarter
from tui.games import seat_names as table_seat_names
from tui.games.duel import agora as A
from tui.games.duel import drawing
from tui.games.duel import text as T
from tui.games.duel.cardinfo import CardInfoScreen, card_info
from tui.widgets.background import PlainBox
from tui.widgets.bilingual import Help
from tui.widgets.recent import RecentTexts
from tui.widgets.steady import SteadyStatic


def seat_names(widget: Any) -> tuple[str, str]:
    """The seats' names from the running session (public), 'Player N' when there is none."""
    names = table_seat_names(widget)  # () for a widget rendered on its own
    return tuple(
        names[s] if s < len(names) and names[s] else say(f"Player {s + 1}", f"플레이어 {s + 1}") for s in (0, 1)
    )  # type: ignore[return-value]


def _heading(label: str) -> Text:
    return Text(label, style="bold underline")


def _join(lines: list[Text]) -> Text:
    return Text("\n").join(lines) if lines else Text("")


def decision_text(view: Any, names: tuple[str, str]) -> str:
    """What is being decided now and by whom, in words."""
    if view.phase == "end":
        result = view.result
        if result is None:
            return say("The game is over.", "게임이 끝났습니다.")
        if korean():
            winners = W.listing([names[s] for s in result.winners]) or W.nobody()
            return f"게임 종료: {winners} 승리 ({W.ENDS_KO.get(result.end, result.end)})."
        winners = " and ".join(names[s] for s in result.winners) or "nobody"
        return f"Game over: {winners} won ({result.end} victory)."
    frame = view.decisions[-1] if view.decisions else None
    who = names[frame.actor] if frame is not None and hasattr(frame, "actor") else names[view.current]
    if isinstance(frame, DraftWonder):
        return say(
            f"Wonder draft, round {frame.round}: {who} takes a wonder.",
            f"불가사의 선택 {frame.round}라운드: {W.subject(who)} 불가사의를 고릅니다.",
        )
    if isinstance(frame, PickProgress):
        if korean():
            return f"{W.subject(who)} {'상자에서 뽑은' if frame.from_box else '게임판의'} 진보 토큰을 고릅니다."
        source = "drawn from the box" if frame.from_box else "on the board"
        return f"{who} chooses a progress token {source}."
    if isinstance(frame, PickDestroy):
        return say(
            f"{who} puts a {frame.color} card of {names[1 - frame.actor]}'s city into the discard pile.",
            f"{W.subject(who)} {names[1 - frame.actor]}의 도시에서 {W.color(frame.color)} 카드 1장을 "
            "버린 카드 더미에 놓습니다.",
        )
    if isinstance(frame, PickFromDiscard):
        return say(
            f"{who} builds a card of the discard pile for free.",
            f"{W.subject(who)} 버린 카드 더미의 카드 1장을 공짜로 건설합니다.",
        )
    if isinstance(frame, PickStarter):
        return say(
            f"{who} chooses who starts Age {T.ROMAN.get(frame.age, frame.age)}.",
            f"{W.subject(who)} {W.age_text(frame.age)}를 시작할 플레이어를 고릅니다.",
        )
    if frame is not None:
        return agora_decision(frame, who)
    return say(
        f"{who}'s turn: take a card to build, discard or put under a wonder.",
        f"{who}의 차례: 카드를 가져와 건설하거나, 버리거나, 불가사의 아래에 끼워 넣으세요.",
    )


#: What each Agora decision asks, by frame type.
AGORA_DECISIONS: dict[type, str] = {
    AS.ConspiratorChoice: "places a cube in any chamber, or conspires",
    AS.KeepDrawn: "keeps one of the two conspiracies drawn",
    AS.PlaceAnywhere: "places a cube in any chamber",
    AS.RemoveOpponentCube: "removes an opponent cube from the senate",
    AS.OptionalMove: "may move a cube to an adjacent chamber",
    AS.TriggerUnprepared: "may trigger a conspiracy that is not prepared",
    AS.ScienceTokenDue: "chooses a progress token",
}
#: The same in Korean, after the subject ('민준이 ...').
AGORA_DECISIONS_KO: dict[type, str] = {
    AS.ConspiratorChoice: "아무 의회실에 영향력 마커를 놓거나 모략합니다",
    AS.KeepDrawn: "뽑은 모략 카드 2장 중 1장을 갖습니다",
    AS.PlaceAnywhere: "아무 의회실에 영향력 마커를 놓습니다",
    AS.RemoveOpponentCube: "원로원에서 상대 영향력 마커 1개를 제거합니다",
    AS.OptionalMove: "영향력 마커 1개를 인접한 의회실로 옮길 수 있습니다",
    AS.TriggerUnprepared: "준비하지 않은 모략을 발동할 수 있습니다",
    AS.ScienceTokenDue: "진보 토큰을 고릅니다",
}


def agora_decision(frame: Any, who: str) -> str:
    """Agora's decisions in words, chosen by the frame's type."""
    if isinstance(frame, AS.SenateActions):
        remaining = T.plural(frame.remaining, "senate action")
        return say(
            f"{who} has {remaining} left: place a cube in the {frame.section} section or move one.",
            f"{who}에게 원로원 액션 {frame.remaining}번이 남았습니다: {W.section(frame.section)} 구획에 "
            "영향력 마커를 놓거나 하나를 옮기세요.",
        )
    if isinstance(frame, AS.ConspiracyEffect):
        return say(
            f"{who} resolves the conspiracy {T.name(frame.conspiracy)}.",
            f"{W.subject(who)} 모략 {W.obj(T.name(frame.conspiracy))} 해결합니다.",
        )
    if type(frame) in AGORA_DECISIONS:
        return say(f"{who} {AGORA_DECISIONS[type(frame)]}.", f"{W.subject(who)} {AGORA_DECISIONS_KO[type(frame)]}.")
    return say(f"{who} decides.", f"{W.subject(who)} 결정합니다.")


def status_text(view: Any, names: tuple[str, str]) -> Text:
    out = Text()
    if view.phase == "draft":
        out.append(say("Wonder draft", "불가사의 선택"), style="bold")
    else:
        out.append(say(f"Age {T.ROMAN.get(view.age, view.age)}", W.age_text(view.age)), style="bold")
        out.append(f": {counted(view.cards_left_in_age, 'card', '카드', '장')}")
    out.append(say(f" · discard {len(view.discard)}", f" · 버린 카드 {len(view.discard)}"))
    built = f"{view.wonders_built}/{D.load().setup.max_wonders_built}"
    out.append(say(f" · wonders built {built}", f" · 지은 불가사의 {built}"))
    out.append("\n")
    out.append("> ", style="bold")
    out.append(decision_text(view, names))
    return out


def draft_text(draft_offer: tuple[str, ...]) -> Text:
    """The revealed wonders of the draft with cost and effects."""
    lines = [_heading(say("Wonders on offer", "고를 수 있는 불가사의"))]
    for wonder in draft_offer:
        line = Text(T.name(wonder), style="bold")
        line.append(
            say(f" (cost {T.printed_cost(wonder)}): ", f" (비용 {T.printed_cost(wonder)}): ") + T.wonder_effect(wonder)
        )
        lines.append(line)
    if not draft_offer:
        lines.append(Text(say("(none revealed)", "(공개된 불가사의 없음)"), style="dim"))
    return _join(lines)


def open_cards_text(structure: tuple[Any, ...]) -> Text:
    """Full names of the cards that can be taken now (the pyramid only has room for short ones)."""
    open_cards = [s for s in structure if s.accessible and not s.taken]
    out = Text(say("Can take: ", "가져갈 수 있는 카드: "), style="bold")
    parts = []
    for slot in open_cards:
        if slot.card is None:
            parts.append(Text(say("[?] face-down ", "[?] 뒷면 ") + T.back_label(slot.back)))
        else:
            parts.append(Text(T.tagged(slot.card), style=T.COLOR_STYLES.get(T.color_of(slot.card), "")))
    out.append_text(Text(", ").join(parts) if parts else Text(say("nothing", "없음")))
    return out


def military_text(military: int, tokens: tuple[str, ...], names: tuple[str, str]) -> Text:
    lines = [_heading(say("Military", "군사"))]
    lines += drawing.track_lines(military, tokens, names)
    lines.append(Text(drawing.military_summary(military, names)))
    lines.append(Text(drawing.token_legend(tokens), style="dim"))
    return _join(lines)


#: Board width (cells) from which effect texts and card names are spelled out: 120 columns give 46.
WIDE = 44


def progress_section(board_progress: tuple[str, ...], discard: tuple[str, ...], retired: tuple[str, ...]) -> Any:
    return drawing.ByWidth(
        progress_text(board_progress, discard, retired, False),
        progress_text(board_progress, discard, retired, True),
        WIDE,
    )


def progress_text(
    board_progress: tuple[str, ...], discard: tuple[str, ...], retired: tuple[str, ...], detailed: bool
) -> Text:
    """Tokens on the board (with effects when `detailed`), the discard pile, retired wonders."""
    tokens = board_progress
    lines = [_heading(say(f"Progress tokens on the board ({len(tokens)})", f"게임판의 진보 토큰 ({len(tokens)})"))]
    if detailed:
        for token in tokens:
            lines.append(Text(T.name(token), style="bold") + Text(f": {T.effect_text(token)}"))
    elif tokens:
        lines.append(Text(", ".join(T.name(t) for t in tokens)))
    if not tokens:
        lines.append(Text(say("none left", "남은 토큰 없음"), style="dim"))
    if discard:
        shown = discard if detailed else discard[-3:]
        more = "" if len(shown) == len(discard) else say("last: ", "최근: ")
        lines.append(
            Text(
                say(f"Discard pile ({len(discard)}): ", f"버린 카드 더미 ({len(discard)}장): ") + more,
                style="bold",
            )
            + Text(", ".join(T.tagged(c) for c in shown))
        )
    if retired:
        lines.append(Text(say("Back in the box: ", "상자로 돌아간 불가사의: ") + ", ".join(T.name(w) for w in retired)))
    return _join(lines)


def agora_section(agora: Any, names: tuple[str, str]) -> Any:
    return drawing.Hanging([_heading(say("Agora", "아고라")), *A.board_lines(agora, names)])


def cities_section(players: tuple[Any, ...], viewer: int, names: tuple[str, str], acting: tuple[bool, ...]) -> Any:
    heading = say("Cities", "도시")
    narrow, wide = (
        _join([_heading(heading), *(city_text(p, viewer, names, a, detailed) for p, a in zip(players, acting))])
        for detailed in (False, True)
    )
    return drawing.ByWidth(narrow, wide, WIDE)


def city_text(player: Any, viewer: int, names: tuple[str, str], acting: bool, detailed: bool = True) -> Text:
    """One city in summary: coins, VP, cards per colour (named when `detailed`), production,
    science, wonders, tokens."""
    seat = player.seat
    head = Text(("> " if acting else "  ") + names[seat], style="bold")
    if seat == viewer:
        head.append(say(" (you)", " (당신)"), style="bold")
    head.append(f" · {T.coins_text(player.coins)} · {W.vp_text(player.score.total)}")
    lines = [head]
    counts = {colour: 0 for colour in T.COLOR_ORDER}
    for card in player.buildings:
        colour = T.color_of(card)
        if colour:
            counts[colour] += 1
    count_line = Text(say(" Cards: ", " 카드: "))
    for colour in T.COLOR_ORDER:
        if colour == "senator" and not counts[colour]:
            continue
        count_line.append(f"{T.color_code(colour)}{counts[colour]} ", style=T.COLOR_STYLES[colour])
    lines.append(count_line)
    for colour in T.COLOR_ORDER if detailed else ():
        cards = [c for c in player.buildings if T.color_of(c) == colour]
        if cards:
            line = Text(f"  {T.color_code(colour)}: ", style=T.COLOR_STYLES[colour])
            line.append(", ".join(T.name(c) for c in cards))
            lines.append(line)
    if korean():
        made = W.units_text(player.production) or "없음"
        choices = "; ".join("/".join(W.resource(r) for r in c) + " 중 1개" for c in player.production_choices)
    else:
        made = ", ".join(f"{n} {r}" for r, n in player.production) or "nothing"
        choices = "; ".join("one of " + "/".join(c) for c in player.production_choices)
    lines.append(Text(say(" Makes: ", " 생산: ") + made + (f"; {choices}" if choices else "")))
    lines.append(
        Text(say(" Buys at: ", " 구입 가격: ") + " ".join(f"{W.resource(r)} {p}" for r, p in player.trade_prices))
    )
    symbols = sorted(set(player.science))
    science = ", ".join(
        T.science_name(s) + (f" x{player.science.count(s)}" if player.science.count(s) > 1 else "") for s in symbols
    )
    lines.append(
        Text(
            say(f" Science: {len(symbols)} of 6 different", f" 과학: 서로 다른 기호 {len(symbols)}/6")
            + (f" ({science})" if science else "")
        )
    )
    built = [w for w in player.wonders if w.built]
    unbuilt = [w for w in player.wonders if not w.built]
    if player.wonders:
        lines.append(
            Text(
                say(" Wonders built: ", " 지은 불가사의: ") + (", ".join(T.name(w.id) for w in built) or W.none_word())
            )
        )
        lines.append(
            Text(
                say(" Wonders to build: ", " 지을 불가사의: ")
                + (", ".join(T.name(w.id) for w in unbuilt) or W.none_word())
            )
        )
    lines.append(
        Text(say(" Progress: ", " 진보 토큰: ") + (", ".join(T.name(t) for t in player.progress) or W.none_word()))
    )
    parts = [f"{W.score_category(category)} {value}" for category, value in player.score.breakdown if value]
    lines.append(Text(say(" VP so far: ", " 지금까지 승점: ") + (", ".join(parts) if parts else "0")))
    return _join(lines)


class Board(PlainBox, Vertical):
    """Everything public: the Age's structure (or the draft), military, tokens, senate, cities."""

    DEFAULT_CSS = """
    Board { height: auto; }
    Board:focus { background: $boost; }
    Board > Static { height: auto; margin-bottom: 1; }
    Board > #duel-status { margin-bottom: 0; }
    Board > #duel-structure { margin-bottom: 0; }
    Board > .-hidden { display: none; }
    """
    HELP = Help(
        """\
## 7 Wonders Duel board
- **Structure**: the Age's cards as on the table. `[Bl]` in brackets: can be taken now;
  without brackets: covered; `?`: face down, with its back (I, II, III, Guild, Sen).
- Colour codes: Br brown, Gy grey, Bl blue, Gn green, Ye yellow, Rd red, Pu purple, Se senator.
- **Military**: `@` is the Conflict pawn, `#` the capitals; under each zone its VP and the tokens left.
- **Cities**: `>` marks the player to act.
- **Card cursor** (focus the board with Tab): arrows move `>Xx<` over the cards you can take;
  Enter or `i` shows the card's text and what it costs you now; Escape closes it.
""",
        """\
## 7 원더스 듀얼 게임판
- **카드 구조물**: 이번 시대의 카드를 테이블에 놓인 모양 그대로 보여 줍니다. 괄호 안의 `[파]`는 지금
  가져갈 수 있는 카드, 괄호가 없으면 덮인 카드, `?`는 뒷면 카드이며 그 뒷면(1·2·3시대, 길드, 의원)을 적습니다.
- 색 기호 (색의 첫 글자): 갈 갈색, 회 회색, 파 파란색, 녹 녹색, 노 노란색, 빨 빨간색, 보 보라색, 의 원로원 의원.
- **군사**: `@`는 전쟁 마커, `#`는 두 수도입니다. 각 구역 아래에 그 구역의 승점과 남은 군사 토큰이 있습니다.
- **도시**: `>`는 행동할 플레이어입니다.
- **카드 커서** (Tab으로 게임판에 가면): 화살표로 `>색<`을 가져갈 수 있는 카드 위로 옮깁니다.
  Enter나 `i`는 카드의 효과와 지금 드는 비용을 보여 주고, Esc는 닫습니다.
""",
    )
    can_focus = True
    BINDINGS = [
        Binding("left", "move_cursor(-1, 0)", "Card left", show=False),
        Binding("right", "move_cursor(1, 0)", "Card right", show=False),
        Binding("up", "move_cursor(0, -1)", "Card above", show=False),
        Binding("down", "move_cursor(0, 1)", "Card below", show=False),
        Binding("enter,i", "card_info", "Card info"),
    ]

    def __init__(self) -> None:
        super().__init__(id="duel-board")
        # The last view drawn and the slot under the card cursor: replaced at every update_view.
        self._view: Any = None
        self._viewer: int = SPECTATOR
        self.cursor: int | None = None
        self._made = RecentTexts()

    def compose(self) -> ComposeResult:
        yield SteadyStatic("", id="duel-status")
        yield SteadyStatic("", id="duel-structure")
        yield SteadyStatic("", id="duel-open")
        yield SteadyStatic("", id="duel-military")
        yield SteadyStatic("", id="duel-progress")
        yield SteadyStatic("", id="duel-agora")
        yield SteadyStatic("", id="duel-cities")

    def _set(self, part: str, content: Any, shown: bool = True) -> None:
        widget = self.query_one(f"#duel-{part}", Static)
        content = content if shown else ""
        if widget.content != content:  # an unchanged section costs no layout or redraw
            widget.update(content)
        widget.set_class(not shown, "-hidden")

    def _open_slots(self) -> list[Any]:
        """The cards the cursor moves over: those that can be taken now, top row first."""
        if self._view is None or self._view.phase == "draft":
            return []
        return sorted(
            (s for s in self._view.structure if s.accessible and not s.taken), key=lambda s: (s.row, s.column)
        )

    def _draw_structure(self) -> None:
        view = self._view
        cursor = self.cursor if self.has_focus else None
        self._set("structure", drawing.Pyramid(view.structure, drawing.legend(), cursor))

    def action_move_cursor(self, across: int, down: int) -> None:
        slots = self._open_slots()
        if not slots:
            return
        here = next((s for s in slots if s.index == self.cursor), slots[0])
        if across:
            order = slots.index(here) + across
            target = slots[order % len(slots)]
        else:
            rows = [s for s in slots if (s.row - here.row) * down > 0]
            if not rows:
                return
            nearest_row = min(rows, key=lambda s: abs(s.row - here.row)).row
            target = min((s for s in rows if s.row == nearest_row), key=lambda s: abs(s.column - here.column))
        self.cursor = target.index
        self._draw_structure()

    def action_card_info(self) -> None:
        slots = self._open_slots()
        slot = next((s for s in slots if s.index == self.cursor), slots[0] if slots else None)
        if slot is None:
            self.notify(say("No card can be taken now.", "지금 가져갈 수 있는 카드가 없습니다."))
            return
        self.app.push_screen(CardInfoScreen(card_info(self._view, self._viewer, slot)))

    def on_focus(self) -> None:
        if self._view is not None and self._view.phase != "draft":
            self._draw_structure()

    def on_blur(self) -> None:
        if self._view is not None and self._view.phase != "draft":
            self._draw_structure()

    def update_view(self, view: Any, viewer: int) -> None:
        self._view, self._viewer = view, viewer
        slots = self._open_slots()
        if self.cursor not in {s.index for s in slots}:  # the card was taken: back to the first open one
            self.cursor = slots[0].index if slots else None
        if view is None:
            for part in ("status", "structure", "open", "military", "progress", "agora", "cities"):
                self._set(part, "", shown=False)
            return
        parts = self._worded(view, viewer)
        self._set("status", parts["status"])
        if view.phase == "draft":
            self._set("structure", parts["draft"])
            self._set("open", "", shown=False)
        else:
            self._draw_structure()  # with the card cursor: drawn now, not ahead
            self._set("open", parts["open"], shown=bool(view.structure))
        self._set("military", parts["military"])
        self._set("progress", parts["progress"])
        self._set("agora", parts["agora"], shown=view.agora is not None)
        self._set("cities", parts["cities"])

    def _worded(self, view: Any, viewer: int) -> dict[str, Any]:
        names = seat_names(self)
        acting = set(view.to_act)
        draft = view.phase == "draft"
        made = self._made
        return {
            "status": status_text(view, names),
            "draft": made(draft_text, view.draft_offer) if draft else None,
            "open": None if draft else made(open_cards_text, view.structure),
            "military": made(military_text, view.military, view.military_tokens, names),
            "progress": made(progress_section, view.board_progress, view.discard, view.retired_wonders),
            "agora": made(agora_section, view.agora, names),
            "cities": made(cities_section, view.players, viewer, names, tuple(p.seat in acting for p in view.players)),
        }


def offer_lines(view: Any) -> list[Text]:
    """Each accessible card with what building it costs the viewer now, and the discard value."""
    me = view.players[view.offers_for]
    lines: list[Text] = []
    for offer in view.offers:
        colour = T.color_of(offer.card)
        line = Text(f"[{T.code(offer.card)}]", style=f"bold {T.COLOR_STYLES.get(colour, '')}")
        line.append(f" {T.name(offer.card)}: ", style="bold")
        if offer.construct is None:
            line.append(say("not a building", "건축물이 아님"))
        else:
            cost = T.payment_text(offer.construct, T.chain_source(offer.card, me.buildings))
            if offer.can_construct:
                line.append(say(f"build for {cost}", f"건설 비용 {cost}"))
            else:
                short = offer.construct.total - me.coins
                line.append(
                    say(f"too dear: {cost}, {short} more than you have", f"건설 비용 {cost}, {short}주화 모자람")
                )
        coins = T.coins_text(offer.discard_coins)
        line.append(say(f"; or discard for {coins}", f"; 또는 버리고 {coins} 받기"), style="dim")
        lines.append(line)
    if not lines:
        lines.append(Text(say("No card to take now.", "지금 가져갈 카드가 없습니다."), style="dim"))
    return lines


def wonder_lines(view: Any, detailed: bool = True) -> list[Text]:
    """The viewer's wonders: built ones with their tucked card, unbuilt ones with their cost now
    (and their effects when `detailed`)."""
    me = view.players[view.offers_for]
    offers = {o.wonder: o for o in view.wonder_offers}
    lines: list[Text] = []
    for wonder in me.wonders:
        if wonder.built:
            lines.append(
                Text(
                    say(
                        f"built: {T.name(wonder.id)} (with {T.name(wonder.tucked)})",
                        f"지음: {T.name(wonder.id)} ({T.name(wonder.tucked)} 끼움)",
                    ),
                    style="dim",
                )
            )
            continue
        offer = offers.get(wonder.id)
        line = Text(f"{T.name(wonder.id)}: ", style="bold")
        if offer is None:
            line.append(say("cost ", "비용 ") + T.printed_cost(wonder.id))
            if view.phase == "play" and view.wonders_built >= D.load().setup.max_wonders_built:
                line.append(say(" (7 wonders built: no more)", " (불가사의 7개를 지음: 더 지을 수 없음)"))
        elif offer.affordable:
            line.append(say("can build for ", "건설 가능, 비용 ") + T.payment_text(offer.cost))
        else:
            cost = T.payment_text(offer.cost)
            line.append(say(f"too dear: {cost}", f"비용 {cost}, 주화 부족"))
        if detailed:
            line.append(f" — {T.wonder_effect(wonder.id)}", style="dim")
        lines.append(line)
    if not me.wonders:
        lines.append(Text(say("none yet", "아직 없음"), style="dim"))
    return lines


class PrivatePanel(SteadyStatic):
    """The acting human's own view: coins, what each accessible card and wonder costs them now."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Yours (private)
What each card you can take costs **you** now: coins printed on it, each resource bought from
the bank with its unit price, or free by chain; the coins a discard brings; your wonders'
costs; with Agora, your hidden conspiracies. Cleared before the terminal is passed on.
""",
        """\
## 내 것 (비공개)
지금 가져갈 수 있는 카드마다 **당신에게** 드는 비용: 카드에 적힌 주화, 은행에서 사는 자원과 그 개당 값,
또는 연쇄로 공짜; 카드를 버리면 받는 주화; 당신의 불가사의 비용; 아고라가 있으면 숨겨 둔 모략.
단말기를 다음 사람에게 넘기기 전에 지워집니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="duel-private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None or viewer == SPECTATOR or view.offers_for != viewer or not 0 <= viewer < len(view.players):
            self.clear()
            return
        me = view.players[viewer]
        lines = [Text(say(f"Your coins: {me.coins}", f"당신의 주화: {me.coins}"), style="bold")]
        lines.append(
            Text(say("You buy at: ", "구입 가격: ") + ", ".join(f"{W.resource(r)} {p}" for r, p in me.trade_prices))
        )
        if view.phase == "play":
            lines.append(
                _heading(say("Cards you can take (cost for you now)", "가져갈 수 있는 카드 (지금 당신의 비용)"))
            )
            lines += offer_lines(view)
        lines.append(
            _heading(
                say(
                    "Your wonders (cost now, with any card you take)",
                    "당신의 불가사의 (지금 비용, 가져가는 카드로 건설)",
                )
            )
        )
        tail: list[Text] = []
        agora_lines = A.private_lines(view.agora, viewer)
        if agora_lines:
            tail.append(_heading(say("Agora (hidden from your opponent)", "아고라 (상대에게 보이지 않음)")))
            tail += agora_lines
        narrow = _join([*lines, *wonder_lines(view, False), *tail])
        wide = _join([*lines, *wonder_lines(view, True), *tail])
        self.update(drawing.ByWidth(narrow, wide, WIDE - 2))  # the panel has 1 cell of padding each side

    def clear(self) -> None:
        self.update("")

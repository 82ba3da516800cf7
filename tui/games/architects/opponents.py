"""Every player's board in full, the AI's too: virtue (its points, tax evasion, bans), silver
and goods, debts, workers (home, Prison, held by others), captives, apprentices, buildings,
the Cathedral and the hand size; the AI's score as it stands (the humans' are in the score
panel). Public information only."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from rules.architects.data import RESOURCES, catalog
from rules.architects.describe import apprentice_brief, building_brief, owner_name, plural
from rules.architects.words import board_name, resource_count, score_category
from rules.core.words import say
from tui.games.architects.board import heading, line, seat_names, short
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic

AI_SCORE_WORDS = {"guildhall": "Guildhall workers"}


def score_part(part: str) -> str:
    """The AI's score part: English as the table has always shown it, Korean the vocabulary's."""
    return say(AI_SCORE_WORDS.get(part, part), score_category(part))


def virtue_text(virtue: int, is_ai: bool = False) -> str:
    cat = catalog()
    parts = [say(f"{cat.virtue_vp[virtue]:+d} VP", f"승점 {cat.virtue_vp[virtue]:+d}")]
    if cat.evasion[virtue]:
        parts.append(say(f"evades {cat.evasion[virtue]} tax a payment", f"낼 때마다 세금 {cat.evasion[virtue]}개 면제"))
    if not is_ai:
        if virtue >= cat.market_banned_from:
            parts.append(say("no Black Market", "암시장 못 감"))
        if virtue <= cat.cathedral_banned_to:
            parts.append(say("no Cathedral", "대성당 못 오름"))
    return say(f"Virtue {virtue} ", f"선행 {virtue} ") + f"({'; '.join(parts)})"


def owner_text(view: Any, index: int, names: tuple[str, ...]) -> Text:
    o = view.owners[index]
    text = Text()
    who = owner_name(view, index, names)
    tags = []
    if index == view.viewer:
        tags.append(say("you", "나"))
    if o.is_ai:
        tags.append("AI")
    if view.phase in ("play", "final") and index == view.current:
        tags.append(say("to act", "둘 차례"))
    if o.board:
        tags.append(say(f"{catalog().board(o.board).name}'s board", f"{board_name(o.board)} 게임판"))
    heading(text, who, f"({', '.join(tags)})" if tags else "")
    line(text, virtue_text(o.virtue, o.is_ai))
    goods = ", ".join(resource_count(r, o.amount(r)) for r in RESOURCES)
    line(text, goods)
    if o.debts or o.paid_debts:
        line(
            text,
            say(f"Debts: {o.debts} unpaid, {o.paid_debts} paid off", f"채권: 미납 {o.debts}장, 상환 {o.paid_debts}장"),
            "bold" if o.debts else "",
        )
    held = [
        (h, view.owners[h].captives[index])
        for h in range(len(view.owners))
        if h != index and view.owners[h].captives[index]
    ]
    workers = say(f"Workers: {o.home} at home, {o.prison} in Prison", f"일꾼: 집에 {o.home}개, 교도소에 {o.prison}개")
    if held:
        workers += say(", held by ", ", 잡혀 있음: ") + ", ".join(
            f"{short(owner_name(view, h, names))} {n}" for h, n in held
        )
    line(text, workers)
    captives = [(c, n) for c, n in enumerate(o.captives) if n]
    if captives:
        line(
            text,
            say("Captives on this board: ", "이 게임판의 포로: ")
            + ", ".join(f"{short(owner_name(view, c, names))} {n}" for c, n in captives),
        )
    if o.cathedral:
        vp = catalog().cathedral[o.cathedral - 1].vp
        line(text, say(f"Cathedral: level {o.cathedral} ({vp} VP)", f"대성당: {o.cathedral}레벨 (승점 {vp}점)"))
    if o.is_ai and view.ai_score:
        total = sum(points for _, points in view.ai_score)
        parts = ", ".join(f"{score_part(part)} {points:+d}" for part, points in view.ai_score)
        line(text, say(f"Score now: {total} ({parts})", f"현재 점수: {total} ({parts})"), "bold")
    if not o.is_ai:
        line(text, say("Hand: ", "손: ") + plural(o.hand_count, "building"))
        if o.apprentices:
            line(text, say("Apprentices: ", "수습생: ") + "; ".join(apprentice_brief(a) for a in o.apprentices))
        else:
            line(text, say("Apprentices: none", "수습생: 없음"))
        if o.buildings:
            line(text, say("Built: ", "지은 건물: ") + "; ".join(building_brief(b) for b in o.buildings))
    return text


class Opponents(SteadyStatic):
    """Every board, in turn order."""

    DEFAULT_CSS = "Opponents { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Players
Every board in full: virtue with the points it is worth now, the tax it evades and what it
bars (the Black Market at 10+, the Cathedral at 4 or less), silver and goods, debts, workers
at home, in the Prison or held on another board, captives, the Cathedral, how many buildings
are in hand (never which), apprentices and buildings. The AI's line shows its score as it
stands now, part by part.
""",
        """\
## 플레이어
모든 게임판 전체: 선행과 그 선행이 지금 주는 승점, 면제받는 세금과 막히는 곳(선행 10 이상은
암시장, 4 이하는 대성당), 은화와 자원, 채권, 집과 교도소에 있거나 다른 게임판에 잡혀 있는
일꾼, 포로, 대성당, 손에 든 건물 카드 장수(어떤 카드인지는 비밀), 수습생과 지은 건물.
AI의 줄에는 지금까지의 점수가 항목별로 나옵니다.
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
        text = Text()
        for index in view.order:
            if text.plain:
                text.append("\n\n")
            text.append_text(owner_text(view, index, names))
        if text.plain != self._signature:
            self._signature = text.plain
            self.update(text)

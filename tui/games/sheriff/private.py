"""The acting human's private Sheriff panel: hand, bag, face-down contraband, draft, vote, and
the bags and stands shown to them this round to prove a void promise.

The table only ever gives this panel the view of the human whose turn it is, and calls
`clear()` before every hand-off; everything here comes from that seat's own view (proofs are
in the view of the inspectors they were shown to, and of nobody else). The words are
`rules.sheriff.words`'.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text

from rules.core.engine import SPECTATOR
from rules.core.words import say
from rules.sheriff.words import (
    Voice,
    amount,
    cards,
    cards_to_goods,
    declaration,
    good_info,
    good_name,
    goods_text,
    inspection_risk,
    kind_word,
    proof_text,
    stance_word,
    tally,
    terms_text,
)
from tui.games import seat_names
from tui.games.sheriff.layout import Lines, pad
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic


def _kind_word(good_id: str) -> str:
    info = good_info(good_id)
    if info is None:
        return "?"
    word = kind_word(info.kind)
    if info.kind == "royal" and info.counts_as:
        word += say(
            f" (={info.counts_as_cards} {good_name(info.counts_as)})",
            f" (={good_name(info.counts_as)} {info.counts_as_cards}장)",
        )
    return word


def hand_text(goods: list[str]) -> Text:
    """One line per good: count and name, legal/CONTRABAND/ROYAL, value/penalty.

    Plain padded columns (not a rich Table): this panel is redrawn on every step.
    """
    rows = []
    for good, count in tally(goods):
        info = good_info(good)
        numbers = f"{info.value}/{info.penalty}" if info is not None else "?"
        rows.append((amount(count, good), _kind_word(good), numbers, getattr(info, "kind", "legal") != "legal"))
    head_cards, head_kind, head_numbers = say("cards", "카드"), say("kind", "종류"), say("pts/fine", "가치/벌금")
    # columns in terminal cells: a Korean name or kind is twice as wide as its letters
    first = max([cell_len(r[0]) for r in rows] + [5])
    second = max([cell_len(r[1]) for r in rows] + [4])
    text = Text(f"  {pad(head_cards, first)} {pad(head_kind, second)} {head_numbers}", style="dim")
    for name, kind, numbers, hidden in rows:
        text.append("\n")
        text.append(f"  {pad(name, first)} {pad(kind, second)} {numbers}", style="bold" if hidden else "")
    return text


class PrivatePanel(SteadyStatic):
    """Only the viewer's own secrets; empty for spectators and between hot-seat turns."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Your private panel
Only the player at the keyboard sees this: the hand (value/penalty of each card, contraband
marked CONTRABAND), the sealed bag and what opening it would cost, the face-down cards on
your own stand, terms you are drafting and your secret vote. As the inspector, the bag and the
stand a merchant showed you this round to prove that goods promised from the bag were not there.
Cleared before every hand-off.
""",
        """\
## 내 비공개 칸
키보드 앞의 사람만 봅니다: 손의 카드(카드마다 가치/벌금, 밀수품은 종류에 표시), 단추를 닫은
주머니와 그 주머니가 열리면 치를 값, 내 가판대의 뒷면 카드, 작성 중인 조건, 비밀 투표.
검문자일 때는 이번 라운드에 상인이 주머니에서 주기로 한 상품이 없음을 증명하려고 보여 준
주머니와 가판대도 여기 나옵니다.
다음 사람에게 넘기기 전에 모두 지웁니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None or viewer == SPECTATOR or not 0 <= viewer < len(getattr(view, "players", ())):
            self.clear()
            return
        try:
            lines = private_lines(view, view.players[viewer], seat_names(self))
        except Exception as error:  # a view field renamed by the rules must not take the table down
            self.log.error(f"sheriff private panel: {error!r}")
            lines = Lines().line(
                say(
                    f"(your cards cannot be drawn: {type(error).__name__})",
                    f"(당신의 카드를 그릴 수 없습니다: {type(error).__name__})",
                )
            )
        self.update(lines.renderable())

    def clear(self) -> None:
        self.update("")


def private_lines(view: Any, me: Any, names: tuple[str, ...] = ()) -> Lines:
    lines = Lines()
    voice = Voice(view.viewer, tuple(names))  # others by the players' names, as the log says them
    hand = cards_to_goods(getattr(me, "hand", ()))
    lines.heading(say(f"Your hand ({cards(len(hand))})", f"당신의 손 ({cards(len(hand))})"))
    lines.line(hand_text(hand) if hand else Text(say("  empty", "  없음"), style="dim"))

    bag = cards_to_goods(getattr(me, "bag", ()))
    if bag:
        lines.heading(say("Your bag", "당신의 주머니"), say("(sealed)", "(단추 닫음)"))
        lines.row(say("  holds", "  내용"), goods_text(bag))
        declared = declaration(me)
        if declared:
            honest = all(g == me.declared_good for g in bag)
            truth = say("the truth", "사실") if honest else say("a lie", "거짓")
            lines.row(say("  said", "  신고"), f"{declared}: {truth}")
            lines.row(say("  risk", "  위험"), inspection_risk(bag, me.declared_good))

    hidden = cards_to_goods(getattr(me, "stand_contraband", ()))
    if hidden:
        lines.heading(
            say("Face down on your stand", "당신 가판대의 뒷면 카드"),
            say("(others see the count)", "(다른 사람은 장수만 봄)"),
        )
        lines.row("  ", goods_text(hidden))

    deal = getattr(view, "deal", None)
    draft = getattr(deal, "draft", None) if deal is not None else None
    if draft is not None and getattr(deal, "drafting", None) == view.viewer:
        lines.heading(say("Your draft", "작성 중인 조건"), say("(not sent)", "(보내기 전)"))
        lines.row("  ", terms_text(draft, deal.merchant, deal.authority, voice))

    own_score = next((line for line in getattr(view, "scores", ()) if line.seat == view.viewer), None)
    if own_score is not None and getattr(view, "phase", "") != "over":
        lines.row(
            say("Your score", "당신의 점수"),
            say(
                f"{own_score.total} if the game ended now (your face-down goods included)",
                f"지금 게임이 끝나면 {own_score.total}점 (뒷면 상품 포함)",
            ),
        )

    proofs = [p for p in getattr(view, "proofs", ()) if p.round == view.round_no]
    if proofs:
        lines.heading(
            say("Shown to you", "당신에게 보여 준 것"),
            say("(to prove a void promise; only the inspectors saw it)", "(지킬 수 없는 약속의 증명; 검문자만 봄)"),
        )
        for proof in proofs:
            lines.row("  -", proof_text(proof, voice))

    stance = getattr(view, "my_stance", None)
    if stance:
        lines.line(Text(say(f"Your secret vote: {stance}", f"당신의 비밀 투표: {stance_word(stance)}"), style="bold"))
    return lines

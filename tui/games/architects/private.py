"""The acting human's private Architects panel: the hand of buildings (what each still needs:
goods and skills), the draft pack, the cards drawn to keep. Cleared before every hand-off."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from rules.architects.describe import building_brief, plural
from rules.architects.reasons import building_needs
from rules.architects.state import KeepOneFrame, KeepStartFrame
from rules.core import decisions as stack
from rules.core.engine import SPECTATOR
from rules.core.words import say
from tui.games.architects.board import heading, line
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic


def needs(me: Any, card: str) -> str:
    """What the viewer lacks to build `card` now ("" when it can be built), in the rules' words."""
    return building_needs(me, card)


def private_text(view: Any) -> Text:
    me = view.owners[view.viewer]
    text = Text()
    cards = plural(len(view.hand), "building")
    heading(text, say(f"Your hand ({cards})", f"내 손 ({cards})"))
    if not view.hand:
        line(text, say("  empty", "  비어 있음"))
    for card in view.hand:
        lacking = needs(me, card)
        line(text, f"  {building_brief(card)}")
        line(
            text,
            say("    can be built now", "    지금 지을 수 있음")
            if not lacking
            else say(f"    needs {lacking}", f"    지으려면: {lacking}"),
            "bold" if not lacking else "",
        )
    if view.draft is not None and view.draft.pack:
        rnd = view.draft.round
        heading(text, say(f"Your draft pack (round {rnd} of 3)", f"내 드래프트 카드 (3라운드 중 {rnd}라운드)"))
        for card in view.draft.pack:
            line(text, f"  {building_brief(card)}")
    frame = stack.top(view.decisions)
    if isinstance(frame, (KeepOneFrame, KeepStartFrame)) and frame.actor == view.viewer and frame.cards:
        keep = "3" if isinstance(frame, KeepStartFrame) else "1"
        heading(text, say(f"Drawn: keep {keep}", f"뽑은 카드: {keep}장 갖기"))
        for card in frame.cards:
            line(text, f"  {building_brief(card)}")
    return text


class PrivatePanel(SteadyStatic):
    """Only the viewer's own cards; empty for spectators and between hot-seat turns."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = Help(
        """\
## Your private panel
Only the player at the keyboard sees this: the buildings in your hand with what each still
needs (goods, or apprentices with its skills), your draft pack, and cards drawn to keep.
Cleared before every hand-off.
""",
        """\
## 내 비공개 칸
키보드 앞의 사람만 봅니다: 손에 든 건물 카드와 카드마다 아직 필요한 것(자원, 또는 그 기술을
가진 수습생), 드래프트 카드, 뽑아서 고를 카드.
다음 사람에게 넘기기 전에 모두 지웁니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if (
            view is None
            or viewer == SPECTATOR
            or not 0 <= viewer < len(getattr(view, "owners", ()))
            or view.owners[viewer].is_ai
        ):
            self.clear()
            return
        try:
            text = private_text(view)
        except Exception as error:  # a renamed view field must not take the table down
            self.log.error(f"architects private panel: {error!r}")
            text = Text(say("(your cards cannot be drawn: ", "(내 카드를 그릴 수 없음: ") + f"{type(error).__name__})")
        self.update(text)

    def clear(self) -> None:
        self.update("")

"""The composer's words for a location's series of actions (Storehouse, Guardhouse, Town Centre).

A row is one Trade, Guard or Capture step (worded by `rules.architects.describe`); the
summary lists exactly the steps that will be sent, closed by Done.
"""

from __future__ import annotations

from typing import Any

from rules.architects import actions as A
from rules.architects.describe import capture_label, guard_label, trade_label
from rules.architects.state import CaptureFrame, GuardFrame, StorehouseFrame
from rules.architects.words import location_title, plural
from rules.core import decisions as stack
from rules.core.words import say
from tui import textual_compat
from tui.games import seat_names


def _frame(view: Any) -> Any:
    return stack.top(getattr(view, "decisions", ()))


def _names(app: Any = None) -> tuple[str, ...] | None:
    """The seats' names of the table this composer is drawn on, from `app` (by default the
    one running, `textual_compat.running_app`): its table screen, which is not the active
    screen while it is drawn under a hand-off. None outside an app: "Player 2"."""
    try:
        app = app if app is not None else textual_compat.running_app()
        return seat_names(getattr(app, "table_screen", None) or app.screen) or None
    except Exception:
        return None


def token_label(token: Any, view: Any, names: tuple[str, ...] | None = None) -> str:
    """`names`: the seats' names when the caller has them; else the running app's table's."""
    if isinstance(token, A.Trade):
        return trade_label(token)
    if isinstance(token, A.Guard):
        return guard_label(token, view)
    if isinstance(token, A.Capture):
        return capture_label(token, view, names if names is not None else _names())
    return type(token).__name__


def compose_title(composition: Any, view: Any) -> str:
    frame = _frame(view)
    if isinstance(frame, StorehouseFrame):
        return _title("storehouse", plural(frame.left, "trade"))
    if isinstance(frame, GuardFrame):
        return _title("guardhouse", plural(frame.left, "action"))
    if isinstance(frame, CaptureFrame):
        places = plural(frame.max_locations, "location")
        return _title("town_centre", plural(frame.left, "capture"), say(f" (at most {places})", f" (최대 {places})"))
    return say("Compose your move", "행동 구성하기")


def _title(place: str, most: str, note: str = "") -> str:
    """ "Guardhouse: up to 2 actions, then send" / "구치소: 최대 행동 2번, 그다음 보내기"."""
    where = location_title(place)
    return say(f"{where}: up to {most}{note}, then send", f"{where}: 최대 {most}{note}, 그다음 보내기")


def compose_summary(composition: Any, view: Any, names: tuple[str, ...] | None = None) -> str:
    chosen = tuple(getattr(composition, "chosen", ()))
    if not chosen:
        return say("Nothing chosen: sending ends your actions here.", "선택 없음: 보내면 이곳의 행동을 마칩니다.")
    if names is None and any(isinstance(step, A.Capture) for step in chosen):
        names = _names()  # looked up once for the whole line
    return "; ".join(token_label(step, view, names) for step in chosen) + say("; then done.", "; 그다음 마침.")

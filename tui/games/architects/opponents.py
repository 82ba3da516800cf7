"""Every player's board in full, the AI's too: virtue (its points, tax evasion, bans), silver
and goods, debts, workers (home, Prison, held by others), captives, apprentices, buildings,
the Cathedral and the hand size; the AI's score as it stands (the humans' are in the score
panel). Public information only."""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from rules.architects.data import RESOURCES, catalog
from rules.architects.describe import apprentice_brief, building_brief, owner_name, plural
from tui.games.architects.board import heading, line, seat_names, short


AI_SCORE_WORDS = {"guildhall": "Guildhall workers"}


def virtue_text(virtue: int, is_ai: bool = False) -> str:
    cat = catalog()
    parts = [f"{cat.virtue_vp[virtue]:+d} VP"]
    if cat.evasion[virtue]:
        parts.append(f"evades {cat.evasion[virtue]} tax a payment")
    if not is_ai:
        if virtue >= cat.market_banned_from:
            parts.append("no Black Market")
        if virtue <= cat.cathedral_banned_to:
            parts.append("no Cathedral")
    return f"Virtue {virtue} ({'; '.join(parts)})"


def owner_text(view: Any, index: int, names: tuple[str, ...]) -> Text:
    o = view.owners[index]
    text = Text()
    who = owner_name(view, index, names)
    tags = []
    if index == view.viewer:
        tags.append("you")
    if o.is_ai:
        tags.append("AI")
    if view.phase in ("play", "final") and index == view.current:
        tags.append("to act")
    if o.board:
        tags.append(f"{catalog().board(o.board).name}'s board")
    heading(text, who, f"({', '.join(tags)})" if tags else "")
    line(text, virtue_text(o.virtue, o.is_ai))
    goods = ", ".join(f"{o.amount(r)} {r}" for r in RESOURCES)
    line(text, goods)
    if o.debts or o.paid_debts:
        line(text, f"Debts: {o.debts} unpaid, {o.paid_debts} paid off", "bold" if o.debts else "")
    held = [(h, view.owners[h].captives[index]) for h in range(len(view.owners)) if h != index
            and view.owners[h].captives[index]]
    workers = f"Workers: {o.home} at home, {o.prison} in Prison"
    if held:
        workers += ", held by " + ", ".join(f"{short(owner_name(view, h, names))} {n}" for h, n in held)
    line(text, workers)
    captives = [(c, n) for c, n in enumerate(o.captives) if n]
    if captives:
        line(text, "Captives on this board: " + ", ".join(f"{short(owner_name(view, c, names))} {n}"
                                                           for c, n in captives))
    if o.cathedral:
        line(text, f"Cathedral: level {o.cathedral} ({catalog().cathedral[o.cathedral - 1].vp} VP)")
    if o.is_ai and view.ai_score:
        total = sum(points for _, points in view.ai_score)
        parts = ", ".join(f"{AI_SCORE_WORDS.get(part, part)} {points:+d}" for part, points in view.ai_score)
        line(text, f"Score now: {total} ({parts})", "bold")
    if not o.is_ai:
        line(text, f"Hand: {plural(o.hand_count, 'building')}")
        if o.apprentices:
            line(text, "Apprentices: " + "; ".join(apprentice_brief(a) for a in o.apprentices))
        else:
            line(text, "Apprentices: none")
        if o.buildings:
            line(text, "Built: " + "; ".join(building_brief(b) for b in o.buildings))
    return text


class Opponents(Static):
    """Every board, in turn order."""

    DEFAULT_CSS = "Opponents { height: auto; padding: 0 1; }"
    HELP = """\
## Players
Every board in full: virtue with the points it is worth now, the tax it evades and what it
bars (the Black Market at 10+, the Cathedral at 4 or less), silver and goods, debts, workers
at home, in the Prison or held on another board, captives, the Cathedral, how many buildings
are in hand (never which), apprentices and buildings. The AI's line shows its score as it
stands now, part by part.
"""

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

"""The acting human's private Princes of Florence panel: florins, hand with each work's value
now, bonus cards with what they add now, prestige cards, a work under way and a draw.

The table only gives this panel the view of the human whose turn it is and calls `clear()`
before every hand-off; everything here comes from that seat's own view.
"""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from rules.core import decisions as stack
from rules.core.engine import SPECTATOR
from rules.florence.card_words import draw_text
from rules.florence.data import load
from rules.florence.describe import card_name, piece_name
from rules.florence.preview import hand_values, own_player
from rules.florence.scoring import bonus_value, holdings, owns_piece
from rules.florence.state import DrawFrame, WorkFrame, data_id, is_recruitment


def hand_lines(view: Any) -> Text:
    """Each profession: its value as a work now (with bonus cards), and what it prefers."""
    data = load()
    minimum = data.constants.minimums[view.round - 1]
    me = own_player(view)
    values = {hv.card: hv for hv in hand_values(view)}
    text = Text(f"Hand (work minimum {minimum})", style="bold underline")
    professions = [c for c in me.hand if not is_recruitment(c)]
    if not professions:
        text.append("\n  no profession cards")
    for card in professions:
        hv = values[card]
        profession = data.profession_by_id[data_id(card)]
        mark = "ok" if hv.value >= minimum else ("ok with bonus" if hv.enough else "too low")
        text.append(f"\n  {card_name(card)}: value {hv.value}", style="bold" if hv.enough else "")
        if hv.with_bonus != hv.value:
            text.append(f" ({hv.with_bonus} with bonus cards)")
        text.append(f" - {mark}")
        owned = owns_piece(me, profession.building)
        building = piece_name(profession.building)
        text.append(f"\n    {building} " + ("owned +4" if owned else "not owned (+4 once built)"), style="dim")
        text.append(f"; {profession.landscape}, {data.freedom_by_id[profession.freedom].name.replace('Freedom of ', '').lower()}",
                    style="dim")
    recruits = sum(map(is_recruitment, me.hand))
    if recruits:
        text.append(f"\n  + {recruits} recruitment card{'s' if recruits != 1 else ''}")
    return text


def private_text(view: Any) -> Text:
    me = own_player(view)
    text = Text(f"Florins: {me.florins}", style="bold")
    text.append(f"   Prestige: {me.prestige}")
    frame = stack.top(view.decisions)
    if isinstance(frame, DrawFrame) and frame.actor == view.viewer:
        text.append_text(draw_lines(view, frame))  # the question asked now comes first (80x24: `p` shows it)
    text.append("\n")
    text.append_text(hand_lines(view))
    counts = holdings(me)
    text.append("\nBonus cards", style="bold underline")
    if not me.bonus:
        text.append("\n  none")
    for card in me.bonus:
        text.append(f"\n  {card_name(card)}: +{bonus_value(card, counts)} now")
    text.append("\nPrestige cards (face down)", style="bold underline")
    if not me.prestige_cards:
        text.append("\n  none")
    for card in me.prestige_cards:
        text.append(f"\n  {card_name(card)}")
    if isinstance(frame, WorkFrame) and frame.actor == view.viewer:
        from rules.florence.turns import LADY, value_of

        c = load().constants
        value = value_of(view, me, frame.card, frame.bonuses)
        what = "the Lady" if frame.card == LADY else card_name(frame.card)
        text.append(f"\nWork under way: {what}", style="bold")
        used = ", ".join(card_name(b) for b in frame.bonuses)
        text.append(f"\n  value {value}" + (f" with {used}" if used else ""))
        text.append(f"\n  income {value * c.work_florins_per_value}; each prestige bought costs "
                    f"{c.convert_florins_per_prestige} of it, now only")
    return text


def draw_lines(view: Any, frame: DrawFrame) -> Text:
    """The cards of a draw: to keep one, each with what it does and brings now; to order, the order shown."""
    if frame.kept:
        text = Text(f"\nUnder the {frame.deck} deck next, in this order unless you pick another:", style="bold")
        for card in frame.cards:
            text.append(f"\n  {card_name(card)}")
        return text
    text = Text(f"\nLooking at the {frame.deck} deck: keep one", style="bold")
    for card in frame.cards:
        text.append(f"\n  {card_name(card)}", style="bold")
        text.append(f": {draw_text(view, frame.deck, card)}")
    return text


class PrivatePanel(Static):
    """Only the viewer's own secrets; empty for spectators and between hot-seat turns."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = """\
## Your private panel
Only the player at the keyboard sees this: your florins, each profession in hand with the
value its work would have now (the +4 of its preferred building when you own it, +3 per
landscape and freedom it likes, +2 per jester, +1 per card), your bonus cards with what they
add now, your face-down prestige cards, a work under way and the cards of a draw (each
with what it does and what it would bring now).
Cleared before every hand-off.
"""

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

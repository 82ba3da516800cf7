"""The acting human's private Lorenzo panel: resources, members at home, the personal bonus
tile, the leaders in hand (requirements, held or not, ability) and the leaders of the draft
hand being chosen from. Cleared before every hand-off."""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from rules.core.engine import SPECTATOR
from rules.lorenzo import describe as W
from tui.games.lorenzo.board import heading, line
from tui.games.lorenzo.opponents import member_values, next_territory


def leader_lines(text: Text, player: Any, leader_id: str, check: bool) -> None:
    from rules.lorenzo.leaders import leader_catalog, requirements_met

    card = leader_catalog().get(leader_id)
    line(text, f" {W.leader_name(leader_id)}", "bold")
    if card is None:
        return
    needs = W.leader_needs(leader_id)
    if check:
        held = requirements_met(player, leader_id)
        line(text, f"   needs {needs}: " + ("held, can be played" if held else "not held yet"), "bold" if held else "")
    else:
        line(text, f"   needs {needs}")
    line(text, f"   {card.text}")


def private_text(view: Any) -> Text:
    state = view.state
    seat = view.viewer
    player = state.players[seat]
    text = Text()
    heading(text, "Your stock")
    line(text, " " + W.short_amounts([("coin", player.coin), ("wood", player.wood), ("stone", player.stone),
                                   ("servant", player.servant)]))
    line(text, f" faith {player.faith}, mil {player.military}, VP {player.vp}")
    line(text, f" At home: {member_values(state, player)}")
    line(text, " " + next_territory(player))
    heading(text, f"Your tile: {W.tile_name(player.tile)}")
    line(text, f" {W.tile_text(player.tile)}")
    part = getattr(state, "houses", None)
    if part is not None:
        from rules.lorenzo.houses import words as H

        family = part.families[seat] if seat < len(part.families) else ""
        if family:
            heading(text, f"Your family: {H.family_name(family)}")
            line(text, f" {H.family_text(family)}")
        heading(text, f"Your special tokens ({len(part.tokens[seat])})", "(faces hidden from the others)")
        line(text, " " + (H.token_summary(part.tokens[seat]) or "none"))
        if part.peek and part.peek[0] != "hidden token":
            line(text, " Drawn for Marsilio Ficino (keep one): " + H.token_summary(part.peek), "bold")
    if state.leaders or player.leader_hand:
        heading(text, f"Your leaders in hand ({len(player.leader_hand)})")
        if not player.leader_hand:
            line(text, " none")
        for leader_id in player.leader_hand:
            leader_lines(text, player, leader_id, check=True)
    draft = state.draft[seat] if seat < len(state.draft) else ()
    if draft:
        heading(text, f"Draft: keep one of these {len(draft)}")
        for leader_id in draft:
            leader_lines(text, player, leader_id, check=False)
    return text


class PrivatePanel(Static):
    """Only the viewer's own things; empty for spectators and between hot-seat turns."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = """\
## Your private panel
Only the player at the keyboard sees this: your resources and points, your members at home
with their values, your personal bonus tile, the leaders in your hand (what each needs, held
and never paid, and whether you hold it now) and, during the draft, the leaders you choose
from. With Houses of Renaissance: your family and the faces of your special tokens (the others
see only how many you hold). Cleared before every hand-off.
"""

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
            text = Text(f"(your things cannot be drawn: {type(error).__name__})")
        self.update(text)

    def clear(self) -> None:
        self.update("")

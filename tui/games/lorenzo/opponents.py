"""Every seat's personal board, public parts only: cards by type (by name), what the next
territory needs in military points, resources and points, members still at home with their
values, the personal bonus tile, excommunications, leaders played (face up, or turned face
down this round) and how many leaders are in hand (never which)."""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from rules.lorenzo import describe as W
from rules.lorenzo.data import CARD_TYPES, catalog
from tui.games.lorenzo.board import add_seat, line, plain, seat_names, unknown_fields

#: Player fields drawn here or in the private panel; others are listed plainly.
KNOWN_PLAYER = {"seat", "coin", "wood", "stone", "servant", "military", "faith", "vp", "cards", "excoms", "home",
                "tile", "leader_hand", "leaders", "leaders_flipped", "copies", "fixed_members", "special_token"}


def member_values(state: Any, player: Any) -> str:
    from rules.lorenzo import effects as E

    if not player.home:
        return "none"
    return ", ".join(f"{m} {E.member_value(state, player, m)}" for m in player.home)


def next_territory(player: Any) -> str:
    from rules.lorenzo import effects as E
    from rules.lorenzo.leaders import has_ability

    board = catalog().board
    owned = len(E.cards_of(player, "territory"))
    if owned >= board["max_cards_per_type"]:
        return "Territories: all 6 slots full"
    need = board["territory_slot_military"][owned]
    if has_ability(player, "ignore_territory_military_requirement"):
        return f"Next territory (slot {owned + 1}): no military needed (leader)"
    if not need:
        return f"Next territory (slot {owned + 1}): no military needed"
    held = "ok" if player.military >= need else f"has {player.military}"
    return f"Next territory (slot {owned + 1}): {need} mil held ({held})"


def seat_text(view: Any, seat: int, names: tuple[str, ...]) -> Text:
    from rules.lorenzo import effects as E

    state = view.state
    player = state.players[seat]
    text = Text()
    tags = []
    if seat == view.viewer:
        tags.append("you")
    acting = state.decisions[-1].actor if state.decisions else (state.queue[0] if state.queue else None)
    if acting == seat and state.phase != "over":
        tags.append("to act")
    add_seat(text, seat, names, 20)
    text.stylize("bold underline")
    if tags:
        text.append(f"  ({', '.join(tags)})")
    line(text, " " + W.short_amounts([("coin", player.coin), ("wood", player.wood), ("stone", player.stone),
                                   ("servant", player.servant)]))
    line(text, f" faith {player.faith}, mil {player.military}, VP {player.vp}")
    line(text, f" At home: {member_values(state, player)}")
    for kind in CARD_TYPES:
        owned = E.cards_of(player, kind)
        names_of = ", ".join(W.card_name(c) for c in owned)
        line(text, f" {W.TYPE_PLURAL[kind].capitalize()} {len(owned)}" + (f": {names_of}" if owned else ""))
    line(text, " " + next_territory(player))
    line(text, f" Tile {W.tile_name(player.tile)}: {W.tile_text(player.tile)}")
    part = getattr(state, "houses", None)
    if part is not None:
        from rules.lorenzo.houses import words as H

        family = part.families[seat] if seat < len(part.families) else ""
        if family:
            extra = H.family_state(state, seat)
            line(text, f" Family {H.family_name(family)}" + (f" ({extra})" if extra else ""), "bold")
        line(text, f" Special tokens: {player.special_token} (faces hidden)" if seat != view.viewer
             else f" Special tokens: {player.special_token}")
    if player.excoms:
        from rules.lorenzo.data import excom_record

        periods = [W.PERIOD[excom_record(x).period - 1] for x in player.excoms]
        line(text, " Excommunicated: period " + ", ".join(periods), "bold")
    if state.leaders or player.leaders or player.leader_hand:
        up = [lid for lid in player.leaders if lid not in player.leaders_flipped]
        down = [lid for lid in player.leaders if lid in player.leaders_flipped]
        copies = dict(player.copies)
        def named(lid: str) -> str:
            copied = copies.get(lid)
            return W.leader_name(lid) + (f" (as {W.leader_name(copied)})" if copied else "")
        line(text, " Leaders face up: " + (", ".join(named(lid) for lid in up) or "none"))
        if down:
            line(text, " Face down (used this round): " + ", ".join(named(lid) for lid in down))
        line(text, f" Leaders in hand: {len(player.leader_hand)}")
    if player.fixed_members:
        line(text, " Fixed this round: " + ", ".join(f"{m} at {v}" for m, v in player.fixed_members))
    for name, value in unknown_fields(player, KNOWN_PLAYER):
        if name.endswith("hand") or name.endswith("hidden"):  # an expansion's secret: its size only
            size = len(value) if isinstance(value, (tuple, list)) else "?"
            line(text, f" {name.replace('_', ' ')}: {size}")
        else:
            line(text, f" {name.replace('_', ' ')}: {plain(value)}")
    return text


class Opponents(Static):
    """Every seat's board, in turn order."""

    DEFAULT_CSS = "Opponents { height: auto; padding: 0 1; }"
    HELP = """\
## Players
Each seat's personal board, public parts only: resources and points, the members still at
home with their values, the development cards of each type by name, how many military
points the next territory slot needs, the personal bonus tile, excommunications, leaders
played (face up, or face down after their once-a-round use) and how many leaders are in
hand (never which).
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
        state = view.state
        text = Text()
        for seat in state.order or range(len(state.players)):
            if text.plain:
                text.append("\n\n")
            try:
                text.append_text(seat_text(view, seat, names))
            except Exception as error:  # a renamed view field must not take the table down
                self.log.error(f"lorenzo opponents: {error!r}")
                text.append(f"(seat {seat + 1} cannot be drawn: {type(error).__name__})")
        if text.plain != self._signature:
            self._signature = text.plain
            self.update(text)

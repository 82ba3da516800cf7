"""Placing a tile on your estate with a cursor (a widget, not the composer).

Why a widget: a placement is one point in a grid (tile, turn, row, column), not a multiset of
parts; the composer's rows of +/- parts would make it a hunt through numbers, while a cursor
over the estate shows the spot itself. The action list keeps every placement too (filter with
`/`), so the keyboard path of the table stays whole.

The widget only reads the view: the reason a spot is refused comes from
`rules.florence.common.placement_problem` (the rules' own check), and Enter posts
`ActionChosen` with the `PlaceTile` found among the snapshot's legal choices, never one it
made up; a refused spot sends nothing and says why.
"""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from rules.core import decisions as stack
from rules.core.engine import SPECTATOR
from rules.florence import estate
from rules.florence.actions import PlaceTile
from rules.florence.common import placement_problem
from rules.florence.data import load
from rules.florence.describe import card_name, piece_name, turned
from rules.florence.preview import building_fans
from rules.florence.state import PlaceFrame
from tui.games.florence.drawing import MANSION, cell_pieces, legend, letter, piece_style
from tui.messages import ActionChosen

HERE_OK, HERE_BAD, CAN_START = "#", "x", "+"


def canonical(piece: str, orientation: int) -> int:
    """The lowest orientation number giving the same cells (the one legal actions use)."""
    shape = estate.oriented(load().piece_by_id[piece].cells, orientation)
    return next(o for o, cells in estate.orientations(piece) if cells == shape)


def rotated(orientation: int) -> int:
    return (orientation % 4 + 1) % 4 + (4 if orientation >= 4 else 0)


def flipped(orientation: int) -> int:
    return (orientation + 4) % 8


class EstatePlacer(Static, can_focus=True):
    """Your estate with the tile to place under a cursor; hidden when there is nothing to place."""

    DEFAULT_CSS = """
    EstatePlacer { height: auto; display: none; padding: 0; margin-bottom: 1; }
    EstatePlacer:focus { background: $boost; }
    """
    BINDINGS = [
        Binding("left", "move(0, -1)", "Tile left", show=False),
        Binding("right", "move(0, 1)", "Tile right", show=False),
        Binding("up", "move(-1, 0)", "Tile up", show=False),
        Binding("down", "move(1, 0)", "Tile down", show=False),
        Binding("r", "rotate", "Turn tile"),
        Binding("f", "flip", "Flip tile"),
        Binding("n", "next_legal", "Next legal spot"),
        Binding("t", "other_piece", "Other tile", show=False),
        Binding("enter", "place", "Place here"),
    ]
    HELP = """\
## Placing a tile
Your estate with the tile you must place. **Arrows** move it, **r** turns it a quarter,
**f** flips it, **n** jumps to the next legal spot, **t** switches between tiles when you
choose one, **enter** places it. `#` is the tile where it may go, `x` where it may not (the
reason is written below); `+` marks every cell where the tile's top-left corner may go in
this turn of the tile. The numbered list holds the same placements.
"""

    def __init__(self) -> None:
        super().__init__("", id="fl-placer", markup=False)
        self._view: Any = None
        self._viewer = SPECTATOR
        self._key: Any = None
        self._pieces: tuple[str, ...] = ()
        self._piece = 0
        self.orientation = 0
        self.row = 0
        self.col = 0
        self._note = ""

    # ----- state
    @property
    def active(self) -> bool:
        return self._key is not None

    @property
    def piece(self) -> str:
        return self._pieces[self._piece]

    def problem(self) -> str:
        return placement_problem(self._view, self._viewer, self.piece, self.orientation, self.row, self.col)

    def legal_spots(self, piece: str | None = None) -> list[tuple[int, int, int]]:
        piece = piece or self.piece
        return [(s.orientation, s.row, s.col) for s in estate.spots(piece)
                if not placement_problem(self._view, self._viewer, piece, s.orientation, s.row, s.col)]

    def update_view(self, view: Any, viewer: int) -> None:
        frame = stack.top(view.decisions) if view is not None else None
        if view is None or viewer == SPECTATOR or not isinstance(frame, PlaceFrame) or frame.actor != viewer:
            was_focused = self.has_focus
            self._view, self._key, self._pieces = None, None, ()
            self.update("")
            self.display = False
            if was_focused:
                focus_choices = getattr(self.screen, "action_focus_actions", None)
                if focus_choices is not None:
                    self.call_after_refresh(focus_choices)
            return
        self._view, self._viewer = view, viewer
        key = (frame, len(view.players[viewer].tiles), view.round)
        if key != self._key:
            self._key, self._pieces, self._piece = key, frame.pieces, 0
            self._note = ""
            self._to_first_legal()
            self.display = True
            self.call_after_refresh(self.focus)
        self._draw()

    def _to_first_legal(self) -> None:
        spots = self.legal_spots()
        self.orientation, self.row, self.col = spots[0] if spots else (0, 0, 0)

    # ----- keys
    def action_move(self, drow: int, dcol: int) -> None:
        if not self.active:
            return
        rows, cols = estate.size()
        self.row = min(max(self.row + drow, 0), rows - 1)
        self.col = min(max(self.col + dcol, 0), cols - 1)
        self._note = ""
        self._draw()

    def action_rotate(self) -> None:
        if self.active:
            self.orientation, self._note = rotated(self.orientation), ""
            self._draw()

    def action_flip(self) -> None:
        if self.active:
            self.orientation, self._note = flipped(self.orientation), ""
            self._draw()

    def action_next_legal(self) -> None:
        if not self.active:
            return
        spots = self.legal_spots()
        if not spots:
            self._note = "no legal spot for this tile"
        else:
            here = (canonical(self.piece, self.orientation), self.row, self.col)
            later = [s for s in spots if s > here]
            self.orientation, self.row, self.col = (later or spots)[0]
            self._note = ""
        self._draw()

    def action_other_piece(self) -> None:
        if self.active and len(self._pieces) > 1:
            self._piece = (self._piece + 1) % len(self._pieces)
            self._note = ""
            self._to_first_legal()
            self._draw()

    def chosen_action(self) -> PlaceTile | None:
        """The legal PlaceTile under the cursor, taken from the snapshot's choices (None if refused)."""
        snapshot = getattr(self.screen, "snapshot", None)
        wanted = PlaceTile(self.piece, canonical(self.piece, self.orientation), self.row, self.col)
        for choice in getattr(snapshot, "choices", ()):
            if choice.action == wanted:
                return choice.action
        return None

    def action_place(self) -> None:
        if not self.active:
            return
        ready = getattr(self.screen, "ready_for_input", None)
        if ready is not None and not ready():
            self._note = "your turn has just begun: look first, then place"
            self._draw()
            return
        action = self.chosen_action()
        if action is None:
            self._note = f"not here: {self.problem() or 'not a placement offered now'}"
            self._draw()
            return
        snapshot = getattr(self.screen, "snapshot", None)
        self.post_message(ActionChosen(action, getattr(snapshot, "version", None)))

    # ----- drawing
    def _draw(self) -> None:
        if self.active:
            self.update(self.render_text())

    def render_text(self) -> Text:
        view, piece_id = self._view, self.piece
        data = load()
        piece = data.piece_by_id[piece_id]
        me = view.players[self._viewer]
        text = Text(f"Place the {piece.name}", style="bold")
        text.append(f" ({len(piece.cells)} cells, paid)")
        if piece.kind == "building":
            text.append(f"\n+{data.constants.build_prestige} prestige")
            fans = building_fans(view, piece_id)
            if fans:
                text.append("; +4 to works of " + ", ".join(card_name(c) for c in fans))
        else:
            again = any(t.piece == piece_id for t in me.tiles)
            text.append(f"\n+{data.constants.repeat_landscape_prestige} prestige (you own one)" if again
                        else "\nno prestige (your first of this kind)")
        if len(self._pieces) > 1:
            text.append("\nt: other tile (" + ", ".join(piece_name(p) for p in self._pieces) + ")")
        text.append("\n")
        text.append_text(self._grid(piece_id, me.tiles))
        problem = self.problem()
        place = f"top-left at row {self.row + 1}, column {self.col + 1}{turned(self.orientation)}"
        text.append(f"\n{place}\n")
        if problem:
            text.append(f"NOT HERE: {problem}", style="bold red")
        else:
            text.append("LEGAL: enter places it", style="bold green")
        count = len(self.legal_spots())
        text.append(f"\n{count} legal spot{'s' if count != 1 else ''} in all")
        if self._note:
            text.append(f"\n{self._note}", style="bold")
        text.append(f"\n{HERE_OK} tile, {HERE_BAD} refused, {CAN_START} a legal top-left; ", style="dim")
        text.append("arrows move, r turn, f flip, n next legal, enter place", style="dim")
        return text

    def _grid(self, piece_id: str, tiles: tuple) -> Text:
        rows, cols = estate.size()
        covered = cell_pieces(tiles)
        mansion = estate.mansion_mask()
        shape = estate.oriented(load().piece_by_id[piece_id].cells, self.orientation)
        here = {(self.row + r, self.col + c) for r, c in shape}
        bad = bool(self.problem())
        starts = {(r, c) for r in range(rows) for c in range(cols)
                  if not placement_problem(self._view, self._viewer, piece_id, self.orientation, r, c)}
        text = Text("   " + " ".join(str(c + 1) for c in range(cols)), style="dim")
        for r in range(rows):
            text.append(f"\n {r + 1} ", style="dim")
            for c in range(cols):
                index = r * cols + c
                if (r, c) in here:
                    text.append(HERE_BAD if bad else HERE_OK, style="bold reverse red" if bad else "bold reverse")
                elif mansion >> index & 1:
                    text.append(MANSION, style="dim")
                elif index in covered:
                    text.append(letter(covered[index]), style=piece_style(covered[index]))
                elif (r, c) in starts:
                    text.append(CAN_START, style="green")
                else:
                    text.append(".", style="dim")
                if c < cols - 1:
                    text.append(" ")
        shown = [t.piece for t in tiles]
        if shown:
            text.append("\n   " + legend(shown), style="dim")
        return text

"""Placing a tile on your estate with a cursor (a widget, not the composer).

Why a widget: a placement is one point in a grid (tile, turn, row, column), not a multiset of
parts; the composer's rows of +/- parts would make it a hunt through numbers, while a cursor
over the estate shows the spot itself. The action list keeps every placement too (filter with
`/`), so the keyboard path of the table stays whole.

The widget only reads the view: the reason a spot is refused comes from the rules' own check
(`rules.florence.common.placement_problem`; across a seam with Shared Buildings,
`rules.florence.shared.placement_problem`, the two boards drawn side by side), and Enter posts
`ActionChosen` with the `PlaceTile` / `PlaceShared` found among the snapshot's legal choices,
never one it made up; a refused spot sends nothing and says why.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from rules.core import decisions as stack
from rules.core.engine import SPECTATOR
from rules.core.words import say
from rules.florence import estate
from rules.florence import shared as shared_rules
from rules.florence import words as W
from rules.florence.actions import PlaceShared, PlaceTile
from rules.florence.common import placement_problem
from rules.florence.data import load
from rules.florence.describe import card_name, piece_name, seam_spot, turned
from rules.florence.preview import building_fans
from rules.florence.state import PlaceFrame, SharedPlaceFrame
from rules.florence.words import placement_reason
from tui.games import seat_names
from tui.games.florence.drawing import MANSION, cell_pieces, legend, letter, piece_style
from tui.messages import ActionChosen
from tui.widgets.bilingual import Help

HERE_OK, HERE_BAD, CAN_START = "#", "x", "+"


def crop(text: str, cells: int) -> str:
    """`text` cut to at most `cells` terminal cells, never inside a wide character."""
    out = ""
    for char in text:
        if cell_len(out + char) > cells:
            break
        out += char
    return out


def fit(text: str, cells: int) -> str:
    """`text` cut to `cells` cells and padded with spaces to exactly that width."""
    cut = crop(text, cells)
    return cut + " " * (cells - cell_len(cut))


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
        # r stays the rules everywhere and t the remote table's talk: turning is c (clockwise)
        # short words: at 80 columns the key bar then still shows the table's own keys (u Undo, p Yours)
        Binding("c", "rotate", "Turn"),
        Binding("f", "flip", "Flip"),
        Binding("n", "next_legal", "Next legal"),
        Binding("o", "other_piece", "Other tile", show=False),
        Binding("enter", "place", "Place"),
    ]
    HELP = Help(
        """\
## Placing a tile
Your estate with the tile you must place. **Arrows** move it, **c** turns it a quarter
clockwise, **f** flips it, **n** jumps to the next legal spot, **o** switches to the other
tile when you choose one, **enter** places it (**r** still opens the rules). `#` is the tile where it may go, `x` where it may not (the
reason is written below); `+` marks every cell where the tile's top-left corner may go in
this turn of the tile. The numbered list holds the same placements.
""",
        """\
## 타일 놓기
놓아야 할 타일이 올려진 내 영지판입니다. **화살표**로 옮기고, **c**로 시계 방향으로 한 번
돌리고, **f**로 뒤집고, **n**으로 다음 가능한 곳으로 가고, **o**로 (고를 수 있을 때) 다른
타일로 바꾸고, **enter**로 놓습니다 (**r**은 그대로 규칙을 엽니다). `#`은 놓을 수 있는 곳의
타일, `x`는 놓을 수 없는 곳의 타일이며 (까닭은 아래에 씁니다), `+`는 지금 방향의 타일이
왼쪽 위 칸을 둘 수 있는 모든 곳입니다. 번호 목록에도 같은 배치가 있습니다.
""",
    )

    def __init__(self) -> None:
        super().__init__("", id="fl-placer", markup=False)
        self._view: Any = None
        self._viewer = SPECTATOR
        self._key: Any = None
        self._pieces: tuple[str, ...] = ()
        self._piece = 0
        self._partner: int | None = None  # Shared Buildings: the neighbour across the seam
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
        return self.problem_at(self.orientation, self.row, self.col)

    def problem_at(self, orientation: int, row: int, col: int, piece: str | None = None) -> str:
        piece = piece or self.piece
        if self._partner is not None:
            return shared_rules.placement_problem(self._view, self._viewer, self._partner, piece, orientation, row, col)
        return placement_problem(self._view, self._viewer, piece, orientation, row, col)

    def width(self) -> int:
        cols = estate.size()[1]
        return 2 * cols if self._partner is not None else cols

    def legal_spots(self, piece: str | None = None) -> list[tuple[int, int, int]]:
        piece = piece or self.piece
        spots = estate.shared_spots(piece) if self._partner is not None else estate.spots(piece)
        keys = sorted({(s.orientation, s.row, s.col) for s in spots})
        return [key for key in keys if not self.problem_at(*key, piece=piece)]

    def update_view(self, view: Any, viewer: int) -> None:
        frame = stack.top(view.decisions) if view is not None else None
        placing = isinstance(frame, (PlaceFrame, SharedPlaceFrame)) and frame.actor == viewer
        if view is None or viewer == SPECTATOR or not placing:
            if self._key is None and not self.display:
                return  # hidden and empty already: an update would still ask for a layout
            was_focused = self.has_focus
            self._view, self._key, self._pieces, self._partner = None, None, (), None
            self.update("")
            self.display = False
            if was_focused:
                focus_choices = getattr(self.screen, "action_focus_actions", None)
                if focus_choices is not None:
                    self.call_after_refresh(focus_choices)
            return
        self._view, self._viewer = view, viewer
        key = (frame, tuple(len(p.tiles) for p in view.players), view.round)
        if key != self._key:
            self._key, self._piece = key, 0
            if isinstance(frame, SharedPlaceFrame):
                self._pieces, self._partner = (frame.building,), frame.partner
            else:
                self._pieces, self._partner = frame.pieces, None
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
        rows = estate.size()[0]
        self.row = min(max(self.row + drow, 0), rows - 1)
        self.col = min(max(self.col + dcol, 0), self.width() - 1)
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
            self._note = say("no legal spot for this tile", "이 타일을 놓을 수 있는 곳이 없습니다")
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

    def chosen_action(self) -> PlaceTile | PlaceShared | None:
        """The legal placement under the cursor, taken from the snapshot's choices (None if refused)."""
        snapshot = getattr(self.screen, "snapshot", None)
        lowest = canonical(self.piece, self.orientation)
        if self._partner is not None:
            wanted: Any = PlaceShared(lowest, self.row, self.col)
        else:
            wanted = PlaceTile(self.piece, lowest, self.row, self.col)
        for choice in getattr(snapshot, "choices", ()):
            if choice.action == wanted:
                return choice.action
        return None

    def action_place(self) -> None:
        if not self.active:
            return
        ready = getattr(self.screen, "ready_for_input", None)
        if ready is not None and not ready():
            self._note = say(
                "your turn has just begun: look first, then place", "차례가 막 시작되었습니다: 먼저 살펴본 뒤 놓으세요"
            )
            self._draw()
            return
        action = self.chosen_action()
        if action is None:
            problem = placement_reason(self.problem()) or say(
                "not a placement offered now", "지금 가능한 배치가 아닙니다"
            )
            self._note = say(f"not here: {problem}", f"여기는 안 됩니다: {problem}")
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
        name = piece_name(piece_id)
        if self._partner is not None:
            partner = self._seat_name(self._partner)
            text = Text.assemble((say(f"Place the shared {name}", f"공동 {name} 놓기"), "bold"))
            text.append(say(f" across the seam with {partner}", f" ({partner}의 영지판과 걸쳐서)"))
        else:
            text = Text.assemble((say(f"Place the {name}", f"{name} 놓기"), "bold"))
            text.append(say(f" ({len(piece.cells)} cells)", f" ({len(piece.cells)}칸)"))
        if piece.kind == "building":
            if self._partner is None:  # the cost by the builders owned, already paid to the bank
                cost = data.constants.build_cost[min(me.builders, 3)]
                text.append(say(f"\npaid {cost}; ", f"\n{cost}플로린 지불함; "))
            else:
                text.append("\n")
            text.append(say(f"+{data.constants.build_prestige} prestige", f"명성 +{data.constants.build_prestige}"))
            fans = building_fans(view, piece_id)
            if fans:
                works = ", ".join(card_name(c) for c in fans)
                text.append(say(f"; +4 to works of {works}", f"; 작업 +4: {works}"))
        else:
            again = any(t.piece == piece_id for t in me.tiles)
            gain = data.constants.repeat_landscape_prestige
            text.append(
                say(f"\n+{gain} prestige (you own one)", f"\n명성 +{gain} (같은 종류를 이미 보유)")
                if again
                else say("\nno prestige (your first of this kind)", "\n명성 없음 (이 종류의 첫 타일)")
            )
        if len(self._pieces) > 1:
            text.append(
                say("\no: other tile (", "\no: 다른 타일 (") + ", ".join(piece_name(p) for p in self._pieces) + ")"
            )
        text.append("\n")
        text.append_text(self._shared_grid(piece_id) if self._partner is not None else self._grid(piece_id, me.tiles))
        problem = self.problem()
        if self._partner is not None:
            spot = seam_spot(
                view,
                SharedPlaceFrame(self._viewer, self._partner, piece_id),
                PlaceShared(self.orientation, self.row, self.col),
                seat_names(self),
            )
            place = say(f"top-left at {spot}", f"왼쪽 위 칸: {spot}") + turned(self.orientation)
        else:
            place = say("top-left at ", "왼쪽 위 칸: ") + W.spot(self.row, self.col) + turned(self.orientation)
        text.append(f"\n{place}\n")
        if problem:
            text.append(say("NOT HERE: ", "불가: ") + placement_reason(problem), style="bold red")
        else:
            text.append(say("LEGAL: enter places it", "가능: enter로 놓습니다"), style="bold green")
        count = len(self.legal_spots())
        text.append(
            say(f"\n{count} legal spot{'s' if count != 1 else ''} in all", f"\n놓을 수 있는 곳: 모두 {count}곳")
        )
        if self._note:
            text.append(f"\n{self._note}", style="bold")
        text.append(
            say(
                f"\n{HERE_OK} tile, {HERE_BAD} refused, {CAN_START} a legal top-left; ",
                f"\n{HERE_OK} 타일, {HERE_BAD} 불가, {CAN_START} 가능한 왼쪽 위 칸; ",
            ),
            style="dim",
        )
        text.append(
            say(
                "arrows move, c turn, f flip, n next legal, enter place",
                "화살표 이동, c 회전, f 뒤집기, n 다음 가능한 곳, enter 놓기",
            ),
            style="dim",
        )
        return text

    def _seat_name(self, seat: int) -> str:
        names = seat_names(self)
        return names[seat] if 0 <= seat < len(names) else W.who(seat, None)

    def _cell(self, text: Text, r: int, c: int, here: set, bad: bool, starts: set, covered: dict) -> None:
        index = r * estate.size()[1] + (c % estate.size()[1])
        if (r, c) in here:
            text.append(HERE_BAD if bad else HERE_OK, style="bold reverse red" if bad else "bold reverse")
        elif estate.mansion_mask() >> index & 1:
            text.append(MANSION, style="dim")
        elif index in covered:
            text.append(letter(covered[index]), style=piece_style(covered[index]))
        elif (r, c) in starts:
            text.append(CAN_START, style="green")
        else:
            text.append(".", style="dim")

    def _marks(self, piece_id: str) -> tuple[set, bool, set]:
        rows = estate.size()[0]
        shape = estate.oriented(load().piece_by_id[piece_id].cells, self.orientation)
        here = {(self.row + r, self.col + c) for r, c in shape}
        starts = {
            (r, c)
            for r in range(rows)
            for c in range(self.width())
            if not self.problem_at(self.orientation, r, c, piece=piece_id)
        }
        return here, bool(self.problem()), starts

    def _grid(self, piece_id: str, tiles: tuple) -> Text:
        rows, cols = estate.size()
        covered = cell_pieces(tiles)
        here, bad, starts = self._marks(piece_id)
        text = Text.assemble(("   " + " ".join(str(c + 1) for c in range(cols)), "dim"))
        for r in range(rows):
            text.append(f"\n {r + 1} ", style="dim")
            for c in range(cols):
                self._cell(text, r, c, here, bad, starts, covered)
                if c < cols - 1:
                    text.append(" ")
        shown = [t.piece for t in tiles]
        if shown:
            text.append("\n   " + legend(shown), style="dim")
        return text

    def _shared_grid(self, piece_id: str) -> Text:
        """The two boards side by side, one letter a cell, the seam drawn as |."""
        rows, cols = estate.size()
        left, right = shared_rules.sides(self._view, self._viewer, self._partner)
        boards = [
            (left, cell_pieces(self._view.players[left].tiles)),
            (right, cell_pieces(self._view.players[right].tiles)),
        ]
        here, bad, starts = self._marks(piece_id)
        numbers = "".join(str(c % cols + 1) for c in range(cols))
        # names cut and padded by cells: a Korean name is two cells a syllable
        text = Text.assemble((f"   {fit(self._seat_name(left), cols)} | {crop(self._seat_name(right), cols)}", "dim"))
        text.append(f"\n   {numbers} | {numbers}", style="dim")
        for r in range(rows):
            text.append(f"\n {r + 1} ", style="dim")
            for c in range(2 * cols):
                if c == cols:
                    text.append(" | ", style="dim")
                self._cell(text, r, c, here, bad, starts, boards[c // cols][1])
        pieces = [t.piece for seat, _ in boards for t in self._view.players[seat].tiles]
        if pieces:
            text.append("\n   " + legend(pieces), style="dim")
        return text

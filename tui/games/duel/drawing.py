"""Text pictures of the board: the card structure as a pyramid and the military track.

The pyramid is a Rich renderable that lays itself out for the width it is given, so the
same view reads at 80 and at 120 columns without the widget tracking resizes.
"""

from __future__ import annotations

from typing import Any, Iterable

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from rules.core.words import say, with_particle
from rules.duel import data as D
from tui.games.duel import text as T
from tui.widgets.fitted import WRAPPING, KeptWraps, WidthDrawn

#: Widest card cell: beyond this, more width would only add blank space.
MAX_CELL = 12
MIN_CELL = 4


#: From this many cells per name, names are written in full (wrapped over several lines); below it
#: (80 columns) they are cut to short forms, and a legend under the pyramid spells them out.
FULL_NAME_MIN = 6
#: At most this many lines of name per card (a longer name ends with '…').
MAX_NAME_LINES = 4


def center_cells(text: str, width: int) -> str:
    """`text` centred in `width` cells and cut to them, counting a wide syllable as two cells
    (the same as `str.center(width)[:width]` for narrow letters)."""
    text = T.cut_cells(text, width)
    room = width - cell_len(text)
    if room <= 0:
        return text
    left = room // 2 + (room & width & 1)  # where str.center puts the odd blank
    return " " * left + text + " " * (room - left)


def wrap_name(name: str, width: int) -> list[str]:
    """`name` in lines of at most `width` cells, breaking between words; a word longer than a line
    is split with a hyphen. Every letter of the name is kept."""
    lines: list[str] = []
    line = ""
    for word in name.split():
        while cell_len(word) > width:
            room = width - cell_len(line) - (1 if line else 0)
            head = T.cut_cells(word, room - 1)
            if room >= 3 and head:  # a hyphenated piece on the current line
                line = f"{line} {head}-" if line else f"{head}-"
                word = word[len(head) :]
            if line:
                lines.append(line)
                line = ""
            if cell_len(word) > width:
                head = T.cut_cells(word, width - 1) or word[:1]
                lines.append(head + "-")
                word = word[len(head) :]
        if not line:
            line = word
        elif cell_len(line) + 1 + cell_len(word) <= width:
            line = f"{line} {word}"
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines or [""]


class Pyramid:
    """The structure of the Age: rows offset by half a card, like the cards on the table.

    Each card shows its colour code (in brackets when it can be taken now; `>Bl<` under the card
    cursor) over its name: in full where the width allows, else a short form explained by a
    legend. A face-down card shows '?' and its back (I, II, III, Guild, Sen).
    """

    def __init__(self, slots: Iterable[Any], legend: str = "", cursor: int | None = None) -> None:
        self.slots = tuple(slots)
        self.legend = legend
        self.cursor = cursor

    def __eq__(self, other: object) -> bool:
        # lets the board skip redrawing an unchanged structure
        return isinstance(other, Pyramid) and (self.slots, self.legend, self.cursor) == (
            other.slots,
            other.legend,
            other.cursor,
        )

    __hash__ = None  # type: ignore[assignment]

    def cell_width(self, width: int) -> int:
        """Cells per card so the widest row fits: a card spans two half-columns."""
        if not self.slots:
            return MIN_CELL
        low = min(s.column for s in self.slots)
        high = max(s.column for s in self.slots)
        cards_wide = (high - low) / 2 + 1
        return max(MIN_CELL, min(MAX_CELL, int(width // cards_wide)))

    def full_names(self, width: int) -> bool:
        return self.cell_width(width) - 1 >= FULL_NAME_MIN

    def lines(self, width: int) -> list[Text]:
        if not self.slots:
            return []
        cell = self.cell_width(width)
        name_width = cell - 1  # one blank cell between neighbours' names
        full = name_width >= FULL_NAME_MIN
        # the code line may fill the cell: its brackets already separate neighbours
        head_width = max(name_width, min(cell, 4))
        low = min(s.column for s in self.slots)
        high = max(s.column for s in self.slots)
        total = int((high - low) * cell / 2) + cell
        pad = min(MAX_CELL, max(0, (width - total) // 2))
        out: list[Text] = []
        # rows whose cards are all taken are left out: they would only be blank lines
        for row in sorted({s.row for s in self.slots if not s.taken}):
            cards = sorted((s for s in self.slots if s.row == row), key=lambda s: s.column)
            drawn = [self._card(slot, name_width, full) for slot in cards]
            height = max(len(names) for _, names, _ in drawn)
            texts = [Text(" " * pad) for _ in range(height + 1)]
            for slot, (head, names, style) in zip(cards, drawn):
                start = pad + int((slot.column - low) * cell / 2)
                for text in texts:
                    text.append(" " * max(0, start - text.cell_len))
                here = f"reverse {style}" if slot.index == self.cursor else style
                texts[0].append(center_cells(head, head_width), style=here)  # a Korean code is 2 cells
                for text, name in zip(texts[1:], names):
                    text.append(center_cells(name, name_width), style=style)
            out.extend(texts)
        return out

    def _card(self, slot: Any, inner: int, full: bool) -> tuple[str, list[str], str]:
        """(code line, name lines, style) of one slot."""
        if slot.taken:
            return "", [""], ""
        if slot.card is None:
            back = T.back_label(slot.back)
            head = "[?]" if slot.accessible else "?"
            if slot.index == self.cursor:
                head = ">?<"
            return head, [back], "dim" if not slot.accessible else ""
        colour = T.color_of(slot.card)
        code = T.color_code(colour)
        style = T.COLOR_STYLES.get(colour, "")
        if full:
            names = wrap_name(T.name(slot.card), inner)
            if len(names) > MAX_NAME_LINES:
                names = names[: MAX_NAME_LINES - 1] + [T.cut_cells(names[MAX_NAME_LINES - 1], inner - 1) + "…"]
        else:
            names = [T.short_name(slot.card, inner)]
        if slot.index == self.cursor:
            return f">{code}<", names, f"bold {style}"
        if slot.accessible:
            return f"[{code}]", names, f"bold {style}"
        return code, names, f"dim {style}"

    def short_legend(self, width: int) -> str:
        """'Short names: LumYa Lumber Yard, ...' for the face-up cards cut at this width ('' when none)."""
        if self.full_names(width):
            return ""
        inner = self.cell_width(width) - 1
        pairs = []
        for slot in sorted(self.slots, key=lambda s: (s.row, s.column)):
            if slot.card is not None and not slot.taken:
                short, full = T.short_name(slot.card, inner), T.name(slot.card)
                if short != full:
                    pairs.append(f"{short} {full}")
        return say("Short names: ", "줄임말: ") + ", ".join(pairs) + "." if pairs else ""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.text_lines(options.max_width)

    def text_lines(self, width: int) -> list[Text]:
        lines = self.lines(width)
        if self.legend:
            lines.append(Text(self.legend, style="dim"))
        short = self.short_legend(width)
        if short:
            lines.append(Text(short, style="dim"))
        return lines

    def visualize(self) -> WidthDrawn:
        """For Textual: drawn once per width (tui.widgets.fitted)."""
        return WidthDrawn(lambda width: Text("\n").join(self.text_lines(width)))


class ByWidth:
    """`narrow` below `min_width` cells, else `wide`: more detail where the column has room."""

    def __init__(self, narrow: Any, wide: Any, min_width: int) -> None:
        self.narrow, self.wide, self.min_width = narrow, wide, min_width

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ByWidth) and (self.narrow, self.wide, self.min_width) == (
            other.narrow,
            other.wide,
            other.min_width,
        )

    __hash__ = None  # type: ignore[assignment]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.wide if options.max_width >= self.min_width else self.narrow

    def visualize(self) -> Any:
        """For Textual: two texts, each made once (tui.widgets.fitted); anything else as Rich draws it."""
        if isinstance(self.narrow, Text) and isinstance(self.wide, Text):
            return WidthDrawn(lambda width: self.wide if width >= self.min_width else self.narrow)
        return self


class Hanging:
    """Lines that wrap under their own start: a line's continuation is indented 2 cells deeper than
    it, so a long decree or player summary still reads as one item in a narrow column."""

    #: A senate action changes one or two lines of the Agora section, and Rich's wrapping was
    #: ~2 ms of the board's update when every line was wrapped again (traced on Duel's confirms).
    _wrapped = KeptWraps(512)

    def __init__(self, lines: list[Text]) -> None:
        self.lines = lines

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hanging) and self.lines == other.lines

    __hash__ = None  # type: ignore[assignment]

    def at(self, width: int) -> Text:
        out: list[Text] = []
        for line in self.lines:
            out.extend(self._wrap(line, width))
        return Text("\n").join(out)

    @classmethod
    def _wrap(cls, line: Text, width: int) -> tuple[Text, ...]:
        return cls._wrapped.wrapped(line, width, cls._wrap_line)

    @staticmethod
    def _wrap_line(line: Text, width: int) -> list[Text]:
        console = WRAPPING
        indent = len(line.plain) - len(line.plain.lstrip(" "))
        body = line[indent:]
        first = body.wrap(console, max(8, width - indent))[0]
        first.rstrip()
        out = [Text(" " * indent) + first]
        rest = body[len(first.plain) :]
        rest = rest[len(rest.plain) - len(rest.plain.lstrip(" ")) :]
        if rest.plain:
            for part in rest.wrap(console, max(8, width - indent - 2)):
                part.rstrip()
                out.append(Text(" " * (indent + 2)) + part)
        return out

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.at(options.max_width)

    def visualize(self) -> WidthDrawn:
        """For Textual: wrapped once per width (tui.widgets.fitted)."""
        return WidthDrawn(self.at)


#: The cursor is drawn only while the board has focus: the legend says how to get there.
LEGEND = (
    "[Xx] can take · Xx covered · ? face down (back: I, II, III, Guild, Sen) · "
    "Tab to the board for the card cursor >Xx<: arrows move it, i shows the card"
)
#: The same in Korean, with the board's Korean colour codes (a colour's first syllable) spelled out.
LEGEND_KO = (
    "[색] 가져갈 수 있음 · 색 덮임 · ? 뒷면 (1·2·3시대, 길드, 의원) · "
    "갈 갈색 회 회색 파 파란색 녹 녹색 노 노란색 빨 빨간색 보 보라색 의 원로원 의원 · "
    "Tab으로 게임판에 가면 카드 커서 >색<: 화살표로 옮기고 i로 카드 보기"
)


def legend() -> str:
    """The pyramid's legend in the language spoken."""
    return say(LEGEND, LEGEND_KO)


def track_lines(military: int, tokens: tuple[str, ...], names: tuple[str, str]) -> list[Text]:
    """The Conflict track from seat 0's capital (left) to seat 1's (right), pawn as '@'.

    Zones are separated by '|'; the rows under the track give each zone's VP for the leader
    and the military tokens still lying there (coins lost, or the Agora effect).
    """
    data = D.load()
    capital = data.capital
    zones = sorted(data.military_zones, key=lambda z: z.low)
    # segments from left (seat 0's capital side) to right, as (side, low, high)
    segments: list[tuple[int, int, int]] = []
    for zone in reversed(zones):
        if zone.low > 0:
            segments.append((0, zone.low, zone.high))
    segments.append((-1, 0, 0))
    for zone in zones:
        if zone.low > 0:
            segments.append((1, zone.low, zone.high))
    token_records = {**data.military_tokens, **data.agora.military_tokens}
    track, vp_row, token_row = Text("["), Text(" "), Text(" ")
    track.append("@" if military <= -capital else "#", style="bold")
    vp_row.append(" ")
    token_row.append(" ")
    for index, (side, low, high) in enumerate(segments):
        track.append("|")
        vp_row.append(" ")
        token_row.append(" ")
        positions = range(high, low - 1, -1) if side == 0 else range(low, high + 1)
        width = high - low + 1
        for distance in positions:
            position = -distance if side == 0 else distance
            track.append("@" if position == military else "·", style="bold reverse" if position == military else "dim")
        vp = next((z.vp for z in zones if z.low == low), 0)
        vp_row.append(str(vp).center(width)[:width] if width >= len(str(vp)) else str(vp)[:width])
        here = [
            t
            for t in tokens
            if t in token_records and token_records[t].side == side and tuple(token_records[t].zone) == (low, high)
        ]
        token_row.append((_token_short(token_records[here[0]]) if here else "").center(width)[:width])
    track.append("|")
    track.append("@" if military >= capital else "#", style="bold")
    track.append("]")
    # the capitals' owners above the '#' ends, names cut so both fit over the track
    room = max(4, (len(track.plain) - 1) // 2)
    left, right = T.cut_cells(names[0], room), T.cut_cells(names[1], room)
    heading = Text(left, style="bold")
    heading.append(" " * max(1, len(track.plain) - cell_len(left) - cell_len(right)))
    heading.append(right, style="bold")
    return [heading, track, vp_row, token_row]


def _token_short(token: Any) -> str:
    if token.opponent_loses_coins:
        return f"-{token.opponent_loses_coins}c"
    if token.place_influence:
        return "+cb"
    if token.remove_opponent_influence:
        return "-cb"
    return "tok"


def military_summary(military: int, names: tuple[str, str], viewer_seat: int | None = None) -> str:
    """'Pawn 2 toward Bob's capital: Alice leads (2 VP)' in words."""
    if military == 0:
        return say("Pawn on the centre: nobody leads.", "전쟁 마커가 가운데에 있음: 앞선 플레이어 없음.")
    leader = 0 if military > 0 else 1
    distance = abs(military)
    vp = next((z.vp for z in D.load().military_zones if z.low <= distance <= z.high), 0)
    toward = names[1 - leader]
    return say(
        f"Pawn {distance} toward {toward}'s capital: {names[leader]} leads ({vp} VP now).",
        f"전쟁 마커: {toward}의 수도 쪽으로 {distance}칸, {with_particle(names[leader], '이/가')} 앞섬 (지금 {vp}승점).",
    )


def token_legend(tokens: tuple[str, ...]) -> str:
    """What the marks in the tokens row mean, for the kinds still on the track."""
    data = D.load()
    records = [r for r in ({**data.military_tokens, **data.agora.military_tokens}.get(t) for t in tokens) if r]
    parts = []
    if any(r.opponent_loses_coins for r in records):
        parts.append(
            say(
                "-Nc: entering that zone, its side's owner loses N coins",
                "-Nc: 전쟁 마커가 그 구역에 들어가면 그쪽 플레이어가 N주화를 잃음",
            )
        )
    if any(r.place_influence for r in records):
        parts.append(
            say("+cb: the mover places a cube in the senate", "+cb: 옮긴 플레이어가 원로원에 영향력 마커 1개를 놓음")
        )
    if any(r.remove_opponent_influence for r in records):
        parts.append(
            say(
                "-cb: the mover removes an opponent cube and may move one of theirs",
                "-cb: 옮긴 플레이어가 상대 영향력 마커 1개를 제거하고 마커 1개를 옮길 수 있음",
            )
        )
    return "; ".join(parts) + ("." if parts else say("No military tokens left.", "남은 군사 토큰이 없음."))

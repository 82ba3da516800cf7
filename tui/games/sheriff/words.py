"""Plain-English pieces shared by the Sheriff board, private panel and action labels.

Only static card data (names, values, penalties from `data/sheriff`) and the view's own
values are used here; nothing reads game state. Every helper tolerates unknown ids (the
rules may grow new goods or promises) by falling back to the id itself.
"""
from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterable, Iterator

from rules.sheriff.data import catalog, good_of

#: Text tags, so legal goods and contraband never differ by colour alone.
KIND_TAGS = {"legal": "legal", "contraband": "contraband", "royal": "royal"}


def good_info(good_id: str) -> Any | None:
    try:
        return catalog().good(good_id)
    except Exception:
        return None


def good_kind(good_id: str) -> str:
    info = good_info(good_id)
    return info.kind if info is not None else "legal"


def good_name(good_id: str, count: int = 2) -> str:
    """'Apples' / 'Apple' (count 1); unknown ids come back as they are."""
    info = good_info(good_id)
    name = info.name if info is not None else good_id.replace("_", " ")
    if count == 1 and name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name


def good_rank(good_id: str) -> int:
    goods = catalog().goods
    return next((i for i, g in enumerate(goods) if g.id == good_id), len(goods))


def tally(goods: Iterable[str]) -> list[tuple[str, int]]:
    """(good, count) in catalog order."""
    counted = Counter(goods)
    return sorted(counted.items(), key=lambda item: good_rank(item[0]))


def cards_to_goods(cards: Iterable[str]) -> list[str]:
    """Card instance ids ('apple-07') to good ids: the screen never shows instance ids."""
    return [good_of(card) for card in cards]


def amount(count: int, good_id: str) -> str:
    return f"{count} {good_name(good_id, count)}"


def goods_phrase(goods: Iterable[str], empty: str = "nothing") -> str:
    """'2 Apples, 1 Silk' from good ids (repeats counted)."""
    parts = [amount(count, good) for good, count in tally(goods)]
    return ", ".join(parts) or empty


def counts_phrase(pairs: Iterable[tuple[str, int]], empty: str = "nothing") -> str:
    parts = [amount(count, good) for good, count in pairs if count]
    return ", ".join(parts) or empty


def promise_text(kind: str) -> str:
    for promise in catalog().promises:
        if promise.id == kind:
            return promise.text
    return kind.replace("_", " ")


def black_market_card(card_id: str) -> Any | None:
    try:
        return catalog().black_market_card(card_id)
    except Exception:
        return None


#: The players' own names while a label is being worded (see `using_names`).
_SEAT_NAMES: ContextVar[tuple[str, ...]] = ContextVar("sheriff_seat_names", default=())


@contextmanager
def using_names(names: Iterable[str]) -> Iterator[None]:
    """Word seats by the names the players typed (as the log does) inside this block."""
    token = _SEAT_NAMES.set(tuple(names))
    try:
        yield
    finally:
        _SEAT_NAMES.reset(token)


def seat_label(view: Any, seat: int | None) -> str:
    """A seat's name: the player's own inside `using_names`, else the stand's character."""
    if seat is None:
        return "nobody"
    names = _SEAT_NAMES.get()
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    players = getattr(view, "players", ())
    if 0 <= seat < len(players):
        return players[seat].name
    return f"Seat {seat + 1}"


def whose(view: Any, seat: int | None) -> str:
    """'your' for the viewer, else "Maid Marian's"."""
    if seat is not None and seat == getattr(view, "viewer", None):
        return "your"
    return f"{seat_label(view, seat)}'s"


def terms_phrase(view: Any, terms: Any, merchant: int | None = None) -> str:
    """One line for a deal's terms: what the merchant hands over, then promises.

    '5 gold + 1 Cheese from your stand' when the viewer is `merchant`, else from "Alan-a-Dale's stand".
    """
    if terms is None:
        return "nothing"
    owner = whose(view, merchant) if merchant is not None else "the"
    parts = []
    gold = getattr(terms, "gold", 0)
    if gold:
        parts.append(f"{gold} gold")
    stand = getattr(terms, "stand_goods", ())
    if stand:
        parts.append(f"{goods_phrase(stand)} from {owner} stand")
    bag = getattr(terms, "bag_goods", ())
    if bag:
        parts.append(f"{goods_phrase(bag)} from {owner} bag")
    for kind in getattr(terms, "merchant_promises", ()):
        parts.append(f'merchant promises "{promise_text(kind)}"')
    for kind in getattr(terms, "inspector_promises", ()):
        parts.append(f'inspector promises "{promise_text(kind)}"')
    others = getattr(terms, "inspect_others", ())
    if others:
        names = ", ".join(seat_label(view, s) for s in others)
        parts.append(f"inspector must open {names}'s bag")
    return " + ".join(parts) or "nothing"


def declaration(player: Any) -> str:
    """'3 Apples' as declared, or '' before the declaration."""
    good = getattr(player, "declared_good", None)
    if not good:
        return ""
    return amount(getattr(player, "declared_count", 0), good)


class Rows:
    """Label/value rows where a long value wraps under itself (a hanging indent).

    A light rich renderable: it wraps each value with `Text.wrap` at the width it is given,
    instead of a rich Table, whose column measuring costs far more on every redraw.
    """

    def __init__(self, rows: list[tuple[str, Any]]) -> None:
        self.rows = rows

    def _label_width(self) -> int:
        return max((len(label) for label, _ in self.rows), default=0) + 1

    def __rich_console__(self, console: Any, options: Any) -> Any:
        from rich.segment import Segment

        indent = self._label_width()
        width = max(8, options.max_width - indent)
        for label, value in self.rows:
            lines = value.wrap(console, width, overflow="fold")
            for number, line in enumerate(lines):
                yield Segment(label.ljust(indent) if number == 0 else " " * indent)
                yield from line.render(console)
                yield Segment.line()

    def __rich_measure__(self, console: Any, options: Any) -> Any:
        from rich.measure import Measurement

        indent = self._label_width()
        longest = max((value.cell_len for _, value in self.rows), default=0)
        return Measurement(indent + min(longest, 8), indent + longest)


class Lines:
    """A board section built line by line; label/value rows wrap under their value column.

    `signature()` is a cheap key of the content, so a widget can skip identical redraws.
    """

    def __init__(self) -> None:
        self._blocks: list[tuple[str, Any]] = []

    def heading(self, title: str, note: str = "") -> "Lines":
        from rich.text import Text

        text = Text(title, style="bold underline")
        if note:
            text.append(f"  {note}", style="")
        return self.line(text)

    def line(self, text: Any, style: str = "") -> "Lines":
        from rich.text import Text

        self._blocks.append(("line", text if isinstance(text, Text) else Text(str(text), style=style)))
        return self

    def row(self, label: str, value: Any, style: str = "") -> "Lines":
        from rich.text import Text

        value = value if isinstance(value, Text) else Text(str(value), style=style)
        if self._blocks and self._blocks[-1][0] == "rows":
            self._blocks[-1][1].append((label, value))
        else:
            self._blocks.append(("rows", [(label, value)]))
        return self

    def __bool__(self) -> bool:
        return bool(self._blocks)

    @property
    def plain(self) -> str:
        """The text without wrapping (tests and privacy checks read this)."""
        out = []
        for kind, body in self._blocks:
            if kind == "line":
                out.append(body.plain)
            else:
                out.extend(f"{label} {value.plain}" for label, value in body)
        return "\n".join(out)

    def signature(self) -> tuple:
        key = []
        for kind, body in self._blocks:
            if kind == "line":
                key.append((body.plain, tuple(body.spans), str(body.style)))
            else:
                key.append(tuple((label, value.plain, str(value.style)) for label, value in body))
        return tuple(key)

    def renderable(self) -> Any:
        from rich.console import Group

        return Group(*(body if kind == "line" else Rows(body) for kind, body in self._blocks))

"""The public Princes of Florence board: round and phase, the auction, the characters, the
supply, and in the solo game the automa's card, roll, row and virtual players.

Drawn only from the `FlorenceView` given to `update_view`: florins of other seats and hands
are not in it. Words for items and cards come from rules.florence.describe (the one
vocabulary). The estate cursor for placing a tile lives in placer.py and sits at the top of
this board while the seat shown has a tile to place.
"""
from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from rules.core import decisions as stack
from rules.florence.describe import ITEM_NAMES, card_name, piece_name
from rules.florence.data import load
from rules.florence.state import (
    ACTIONS, AUCTION, CHARACTERS, DRAFT, ENDING, OVER, BidFrame, LastFrame, OpenFrame, SoloOfferFrame,
)
from tui.games import seat_names
from tui.games.florence.placer import EstatePlacer

PHASES = {
    DRAFT: "Draft: everyone returns 1 of 4 professions",
    AUCTION: "Auction",
    CHARACTERS: "Character auction (Muses & Ladies)",
    ACTIONS: "Actions: two a turn",
    ENDING: "Before the final count",
    OVER: "Game over",
}


def seat_name(view: Any, seat: int, names: tuple[str, ...]) -> str:
    base = names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"
    return f"{base} (you)" if seat == getattr(view, "viewer", -1) else base


def _top(view: Any) -> Any:
    return stack.top(view.decisions)


# ----------------------------------------------------------------- sections (pure: view in, Text out)
def head_text(view: Any, names: tuple[str, ...]) -> Text:
    c = load().constants
    text = Text(f"Round {view.round} of {c.rounds}", style="bold")
    text.append(f"  {PHASES.get(view.phase, view.phase)}")
    if view.phase != OVER:
        text.append(f"\nWork minimum this round: {c.minimums[view.round - 1]}")
    if view.rules.solo:
        who = "the automa" if view.solo is not None and view.solo.automa_starts else seat_name(view, 0, names)
        text.append(f"\nStarts this round: {who}")
    else:
        text.append(f"\nStart player: {seat_name(view, view.start_player, names)}")
    best = [(s, v) for s, v in enumerate(view.best_work) if v]
    if best and view.phase == ACTIONS:
        text.append("\nBest work so far: " + ", ".join(f"{seat_name(view, s, names)} {v}" for s, v in best))
    return text


def auction_text(view: Any, names: tuple[str, ...]) -> Text:
    """The normal auction: items and their state, the bid under way, who is still in."""
    if view.phase != AUCTION or view.auction is None or view.solo is not None:
        return Text("")
    from rules.florence.auction import in_stock, item_list, start_bid

    auction = view.auction
    frame = _top(view)
    text = Text("Auction", style="bold underline")
    text.append(f"  opens at {start_bid(view)}, +100 a bid")
    if isinstance(frame, BidFrame):
        text.append(f"\nBid: {frame.high} for {ITEM_NAMES[frame.item]}, held by {seat_name(view, frame.leader, names)}",
                    style="bold")
        still = [s for s in range(len(view.players)) if auction.still_in(s) and s not in frame.passed]
        text.append("\nStill in: " + ", ".join(seat_name(view, s, names) for s in still))
        text.append(f"\nTo bid: {seat_name(view, frame.actor, names)} ({frame.high + 100} or pass)")
    won = {item: seat for seat, item in enumerate(auction.won) if item}
    bidding = frame.item if isinstance(frame, BidFrame) else ""
    items = item_list(view)
    open_now = [ITEM_NAMES[i] for i in items if i not in won and i != bidding and in_stock(view, i)]
    gone = [ITEM_NAMES[i] for i in items if i not in won and i != bidding and not in_stock(view, i)]
    text.append("\nStill to auction: " + (", ".join(open_now) or "nothing"))
    for item, seat in won.items():
        text.append(f"\nWon: {ITEM_NAMES[item]} by {seat_name(view, seat, names)}")
    if gone:
        text.append("\nNone left: " + ", ".join(gone))
    if isinstance(frame, OpenFrame):
        text.append(f"\nTo open: {seat_name(view, frame.actor, names)}")
    elif isinstance(frame, LastFrame):
        text.append(f"\n{seat_name(view, frame.actor, names)}, the last without an item, may buy one "
                    f"for {start_bid(view)}")
    out = [seat_name(view, s, names) for s, left in enumerate(auction.gave_up) if left]
    if out:
        text.append("\nGave up: " + ", ".join(out))
    return text


def characters_text(view: Any, names: tuple[str, ...]) -> Text:
    board = view.characters
    if board is None:
        return Text("")
    data = load()
    text = Text("Characters (Muses & Ladies)", style="bold underline")
    text.append(f"\nBanker's pot: {board.pot}")
    pawns = {p.character: p for p in board.pawns}
    holders = {c: s for s, p in enumerate(view.players) for c in p.characters}
    won = {c: s for s, c in enumerate(board.won) if c}
    for character in data.characters:
        line = f"\n  {character.name} {character.low * 100}-{character.high * 100}: "
        if character.id in pawns:
            pawn = pawns[character.id]
            line += f"bid {pawn.space * 100} by {seat_name(view, pawn.seat, names)}"
        elif character.id in holders:
            line += f"held by {seat_name(view, holders[character.id], names)}"
        elif character.id in won:
            line += f"won by {seat_name(view, won[character.id], names)}"
        elif character.id in board.unavailable:
            line += "used (face down)"
        else:
            line += "free"
        text.append(line)
    if view.phase == CHARACTERS and board.passed:
        text.append("\nPassed: " + ", ".join(seat_name(view, s, names) for s in board.passed))
    return text


def supply_text(view: Any) -> Text:
    data = load()
    text = Text("Supply", style="bold underline")
    freedoms = ", ".join(f"{data.freedom_by_id[f].name.replace('Freedom of ', '')} {n}" for f, n in view.freedoms)
    text.append(f"\nFreedoms: {freedoms}")
    landscapes = ", ".join(f"{piece_name(p).lower()} {n}" for p, n in view.landscapes)
    text.append(f"\nLandscapes: {landscapes}")
    text.append(f"\nJesters {view.jesters}, builders {view.builders}")
    buildings = ", ".join(f"{piece_name(b)} {n}" for b, n in view.buildings)
    text.append(f"\nBuildings: {buildings}")
    text.append(f"\nDecks: professions {view.profession_deck}, prestige {view.prestige_deck}, "
                f"bonus {view.bonus_deck}, recruitment {view.recruitment_deck}")
    return text


def _row_text(cards: tuple[str, ...], bonus_counts: tuple[int, ...] = ()) -> str:
    """A row left to right: face-up cards by name, face-down ones as '?' (with bonus cards waiting)."""
    out = []
    for i, card in enumerate(cards):
        word = "?" if card == "?" else card_name(card)
        extra = bonus_counts[i] if i < len(bonus_counts) else 0
        out.append(word + (f" (+{extra} bonus)" if extra else ""))
    if not out:
        return "empty"
    return ", ".join(out)


def solo_text(view: Any, names: tuple[str, ...]) -> Text:
    """The automa's card (items, die modifiers, action slots), the rolls, its row and the virtual players."""
    solo = view.solo
    if solo is None:
        return Text("")
    from rules.florence.solo import automa_card

    data = load()
    a = solo.automa
    text = Text("Automa", style="bold underline")
    text.append(f"\nPrestige {a.prestige}, florins {a.florins} (public)")
    holdings = [f"jesters {a.jesters}", f"builders {a.builders}"]
    if a.freedoms:
        holdings.append("freedoms: " + ", ".join(data.freedom_by_id[f].name.replace("Freedom of ", "")
                                                  for f in a.freedoms))
    text.append("\n" + ", ".join(holdings))
    if a.tiles:
        text.append("\nTiles: " + ", ".join(piece_name(t) for t in a.tiles))
    text.append(f"\nPrestige cards: {a.prestige_card_count}, best work this round: {a.best_work or '-'}")
    text.append(f"\nRow: {_row_text(a.row, a.row_bonus_counts)}")
    for number, row in enumerate(solo.virtuals, start=1):
        text.append(f"\nVirtual player {number}: {_row_text(row)}")
    if any("?" in row for row in (a.row,) + tuple(solo.virtuals)):
        text.append("\n(? a face-down card)", style="dim")
    if solo.card:
        card = automa_card(solo.card)
        text.append(f"\nAutoma card {card.id} (rounds {card.group}), die + modifier:", style="bold")
        entries = ", ".join(f"{entry} +{mod}" for entry, mod in zip(card.items, card.modifiers))
        text.append(f"\n  {entries}")
        text.append(f"\n  actions: slot 1 {' or '.join(card.slot_1)}; slot 2 {' or '.join(card.slot_2)}")
        tries = solo.seats_total
        text.append(f"\nTries: {len(solo.tried)} of {tries} (the last one: a flat 200, not the two top items)")
        for item, bid in solo.tried:
            text.append(f"\n  {ITEM_NAMES.get(item, item)}: automa bid {bid}")
        frame = _top(view)
        if isinstance(frame, SoloOfferFrame):
            text.append(f"\nRoll: {frame.roll}", style="bold")
            text.append(f" -> the automa bids {frame.bid} for {ITEM_NAMES.get(frame.item, frame.item)}; "
                        f"take it for {frame.bid + 100}" + (" (you must)" if frame.must else " or pass"))
        if solo.player_item:
            text.append(f"\nYou took {ITEM_NAMES.get(solo.player_item, solo.player_item)}")
    text.append(f"\nAutoma deck: {solo.deck} cards")
    if solo.events:
        text.append("\nLately: " + " ".join(solo.events[-4:]), style="dim")
    return text


SECTIONS: tuple[tuple[str, Callable[..., Text], bool], ...] = (
    ("#fl-head", head_text, True),
    ("#fl-auction", auction_text, True),
    ("#fl-solo", solo_text, True),
    ("#fl-characters", characters_text, True),
    ("#fl-supply", supply_text, False),
)


class Board(Vertical):
    """Round, phase, auction, characters, supply and the solo automa, for everyone."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .fl-section { margin-top: 1; }
    """
    HELP = """\
## Princes of Florence board
Public information only: the round and its work minimum, the auction (items, the bid, who
is still in), the characters of Muses & Ladies, what is left in the supply, and in the solo
game the automa's card, its die roll, its row of cards and the virtual players.

When you have a tile to place, your estate appears at the top with a cursor:
**arrows** move it, **r** turns the tile, **f** flips it, **n** jumps to the next legal
spot, **t** switches the tile (when there is a choice), **enter** places it. A `+` marks
where the tile's top-left corner may go; a refused spot says why.
"""

    def __init__(self) -> None:
        super().__init__(id="board")
        self._signatures: dict[str, tuple] = {}

    def compose(self) -> ComposeResult:
        yield EstatePlacer()
        for selector, _, _ in SECTIONS:
            classes = "fl-section" if selector != "#fl-head" else ""
            yield Static("", id=selector[1:], classes=classes, markup=False)

    @property
    def placer(self) -> EstatePlacer:
        return self.query_one(EstatePlacer)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            for section in self.query(Static):
                section.update("")
            self._signatures.clear()
            self.placer.update_view(None, viewer)
            return
        names = seat_names(self)
        self.placer.update_view(view, viewer)
        for selector, build, takes_names in SECTIONS:
            try:
                text = build(view, names) if takes_names else build(view)
            except Exception as error:  # a renamed view field must not take the table down
                self.log.error(f"florence board {selector}: {error!r}")
                text = Text(f"(this part cannot be drawn: {type(error).__name__})")
            self._set(selector, text)

    def _set(self, selector: str, text: Text) -> None:
        signature = (text.plain, tuple((s.start, s.end, str(s.style)) for s in text.spans))
        if self._signatures.get(selector) == signature:
            return
        self._signatures[selector] = signature
        section = self.query_one(selector, Static)
        section.update(text)
        section.display = bool(text.plain)

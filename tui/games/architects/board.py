"""The public Architects board: locations and workers, Tax Stand, Black Market, Workshop,
Guildhall, Cathedral, Prison, the final round and the AI's card.

Drawn only from the `ArchitectsView` given to `update_view`; every word comes from
`rules.architects.describe`. Owners are always named (never told apart by colour alone).
The board is a column of `Static` sections, each redrawn only when its text changed.
"""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from rules.architects.data import catalog
from rules.architects.describe import (
    LARGE_NAMES, LOCATION_NAMES, REFRESH_NOTE, RESET_NOTE, amount_text, apprentice_brief, guild_space_note,
    is_refresh_space, owner_name, plural,
)
from tui.games import seat_names

SECTIONS = ("head", "locations", "market", "workshop", "guildhall", "cathedral", "prison")


def short(name: str, width: int = 10) -> str:
    return name if len(name) <= width else name[: width - 1] + "."


def heading(text: Text, title: str, note: str = "") -> None:
    if text.plain:
        text.append("\n")
    text.append(title, style="bold underline")
    if note:
        text.append(f"  {note}")


def line(text: Text, words: str, style: str = "") -> None:
    text.append("\n")
    text.append(words, style=style)


# ----------------------------------------------------------------- sections
def head_text(view: Any, names: tuple[str, ...]) -> Text:
    text = Text()
    phase = {"boards": "Choosing player boards", "draft": "Opening draft", "play": "Placing workers",
             "final": "End-game effects", "over": "Game over"}.get(view.phase, view.phase)
    text.append(phase, style="bold")
    if view.phase == "draft" and view.draft is not None:
        text.append(f" (round {view.draft.round} of 3)")
    if view.phase in ("play", "final"):
        current = owner_name(view, view.current, names)
        line(text, f"Turn: {current}" + (" (you)" if view.current == view.viewer else ""))
        order = ", ".join(short(owner_name(view, o, names)) for o in view.order)
        line(text, f"Order: {order}")
    if view.end_triggered:
        left = view.final_turns
        note = f"{plural(left, 'turn')} left" if left >= 0 else "everyone takes one more turn"
        line(text, f"FINAL ROUND: the Guildhall is full; {note}.", "bold")
    if view.pending_reset:
        line(text, f"This turn {RESET_NOTE}.", "bold")
    if view.automa is not None:
        a = view.automa
        ai = owner_name(view, view.ai_index, names)
        line(text, f"{ai}: {a.label}; {a.deck_count} Scheme cards in the deck, {len(a.discard)} discarded.")
        if a.went == "recall":
            line(text, f"Last AI turn: {ai} had no worker and called its workers home.")
        elif a.last:
            number = int(a.last.removeprefix("scheme"))
            line(text, f"Revealed: Scheme card {number}: a worker to {LOCATION_NAMES[a.went]}.", "bold")
    return text


def workers_at(view: Any, location: str, names: tuple[str, ...]) -> str:
    there = [(o, view.at(location, o)) for o in range(len(view.owners)) if view.at(location, o)]
    if not there:
        return "-"
    return ", ".join(f"{short(owner_name(view, o, names))} {n}" for o, n in there)


def locations_text(view: Any, names: tuple[str, ...]) -> Text:
    text = Text()
    heading(text, "Locations", "(workers there by owner)")
    for location in LARGE_NAMES:
        where = LOCATION_NAMES[location].removeprefix("the ")
        line(text, f"{where}: {workers_at(view, location, names)}")
    tax = "empty: nobody may go there" if view.tax == 0 else f"{view.tax} silver"
    line(text, f"Tax on the Tax Stand: {tax}", "bold")
    return text


def market_text(view: Any, names: tuple[str, ...]) -> Text:
    cat = catalog()
    text = Text()
    heading(text, "Black Market", f"(not at virtue {cat.market_banned_from}+; full: {RESET_NOTE.removeprefix('triggers ')})")
    rewards = {1: amount_text(view.market_rewards[0]), 2: "free apprentice, or draw 5 keep 1",
               3: amount_text(view.market_rewards[1])}
    for space in (1, 2, 3):
        who = view.market[space - 1]
        taken = "free" if who == -1 else f"taken by {short(owner_name(view, who, names))}"
        line(text, f"Space {space} ({cat.market_silver[space - 1]} silver): {rewards[space]} [{taken}]")
    left, right = view.market_piles
    line(text, f"Piles: {left} face down (left), {right} flipped (right)")
    return text


def workshop_text(view: Any) -> Text:
    text = Text()
    heading(text, "Workshop", "(columns from the left; silver lying on a card goes to its hirer)")
    for r, row in enumerate(view.rows):
        line(text, f"Row {r + 1}:", "bold")
        for c, card in enumerate(row):
            if not card:
                line(text, f"  {c + 1}. (empty)")
                continue
            coins = view.coins[r][c]
            line(text, f"  {c + 1}. {apprentice_brief(card)}" + (f" +{coins} silver" if coins else ""))
    line(text, f"Decks: {view.building_deck} buildings, {view.apprentice_deck} apprentices")
    return text


def guildhall_text(view: Any, names: tuple[str, ...]) -> Text:
    cat = catalog()
    text = Text()
    columns, capacity = view.guild_columns, view.guild_capacity
    filled = min(len(view.guildhall), capacity)
    heading(text, "Guildhall", f"({capacity - filled} of {capacity} spaces left)")
    for row in range(4):
        cells = []
        for column in range(columns):
            index = row * columns + column
            if index < len(view.guildhall):
                cells.append(short(owner_name(view, view.guildhall[index], names), 5))
            else:
                mark = "R" if column == 0 and row + 1 in cat.guildhall_reset_rows else "."
                cells.append("F" if is_refresh_space(view, row + 1, column + 1) else mark)
        line(text, f"Row {row + 1}: " + " ".join(f"{c:<5}" for c in cells).rstrip())
    line(text, "R: the first worker there triggers a Black Market reset.")
    if view.rules.guildhall_refresh:
        line(text, f"F: a worker there {REFRESH_NOTE}.")
    beside = view.guildhall[capacity:]
    if beside:
        line(text, "Beside it (final round): " + ", ".join(short(owner_name(view, o, names)) for o in beside))
    if not view.end_triggered and view.phase == "play":
        line(text, f"Next space: {guild_space_note(view)}")
    return text


def cathedral_text(view: Any, names: tuple[str, ...]) -> Text:
    cat = catalog()
    text = Text()
    heading(text, "Cathedral", f"(virtue {cat.cathedral_banned_to + 1}+ to climb; {view.rewards_left} rewards left)")
    for level in reversed(cat.cathedral):
        there = [o for o in range(len(view.owners)) if view.owners[o].cathedral == level.level]
        who = ", ".join(short(owner_name(view, o, names)) for o in there) or "-"
        line(text, f"Level {level.level}: {level.vp} VP, {amount_text(level.cost)}, "
                   f"{len(there)}/{level.spaces} spaces: {who}")
    return text


def prison_text(view: Any, names: tuple[str, ...]) -> Text:
    text = Text()
    heading(text, "Prison", "(at a reset: 3+ inside lose 1 virtue; the most inside take a debt)")
    counts = [view.owners[o].prison for o in range(len(view.owners))]
    most = max(counts) if counts else 0
    for o, n in enumerate(counts):
        warnings = []
        if n >= 3:
            warnings.append("WARNING: -1 virtue at the next reset")
        if n and n == most:
            warnings.append("WARNING: most in Prison, a debt at the next reset")
        note = f" - {'; '.join(warnings)}" if warnings else ""
        line(text, f"{short(owner_name(view, o, names))}: {n}{note}", "bold" if warnings else "")
    return text


class Board(Vertical):
    """Everything on the table that every player sees."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .ar-section { margin-top: 1; }
    """
    HELP = """\
## Architects board
Public information only: the workers of every owner at each location (by name), the tax on
the Tax Stand, the Black Market spaces and what they pay, the Workshop rows with the silver
lying on them, the Guildhall (R marks the spaces that trigger a Black Market reset, F those
that refresh the Workshop when that option is played), the
Cathedral levels, the Prison with its warnings, the final round and the AI's revealed card.
Your own hand is in the **Yours (private)** panel; every board in full under **Players**.
"""

    def __init__(self) -> None:
        super().__init__(id="board")
        self._signatures: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        for index, name in enumerate(SECTIONS):
            yield Static("", id=f"ar-{name}", classes="ar-section" if index else "", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            for section in self.query(Static):
                section.update("")
            self._signatures.clear()
            return
        names = seat_names(self)
        builders = {
            "head": lambda: head_text(view, names), "locations": lambda: locations_text(view, names),
            "market": lambda: market_text(view, names), "workshop": lambda: workshop_text(view),
            "guildhall": lambda: guildhall_text(view, names), "cathedral": lambda: cathedral_text(view, names),
            "prison": lambda: prison_text(view, names),
        }
        for name in SECTIONS:
            try:
                text = builders[name]()
            except Exception as error:  # a renamed view field must not take the table down
                self.log.error(f"architects board {name}: {error!r}")
                text = Text(f"(this part of the board cannot be drawn: {type(error).__name__})")
            if self._signatures.get(name) == text.plain:
                continue
            self._signatures[name] = text.plain
            self.query_one(f"#ar-{name}", Static).update(text)

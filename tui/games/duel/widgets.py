"""The Duel board (public) and private panel (the acting human's costs and secrets).

Both draw only the `DuelView` handed to `update_view`; neither keeps it. Every section is a
`Static` holding Rich `Text` built with `append` (never markup), so card names cannot be
parsed as markup, and every colour is paired with a code or a word.
"""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from rules.core.engine import SPECTATOR
from rules.duel import data as D
from rules.duel.agora import state as AS
from rules.duel.state import DraftWonder, PickDestroy, PickFromDiscard, PickProgress, PickStarter
from tui.games import seat_names as table_seat_names
from tui.games.duel import agora as A
from tui.games.duel.cardinfo import CardInfoScreen, card_info
from tui.games.duel import drawing
from tui.games.duel import text as T


def seat_names(widget: Any) -> tuple[str, str]:
    """The seats' names from the running session (public), 'Player N' when there is none."""
    names = table_seat_names(widget)  # () for a widget rendered on its own
    return tuple(names[s] if s < len(names) and names[s] else f"Player {s + 1}" for s in (0, 1))  # type: ignore[return-value]


def _heading(label: str) -> Text:
    return Text(label, style="bold underline")


def _join(lines: list[Text]) -> Text:
    return Text("\n").join(lines) if lines else Text("")


def decision_text(view: Any, names: tuple[str, str]) -> str:
    """What is being decided now and by whom, in words."""
    if view.phase == "end":
        result = view.result
        if result is None:
            return "The game is over."
        winners = " and ".join(names[s] for s in result.winners) or "nobody"
        return f"Game over: {winners} won ({result.end} victory)."
    frame = view.decisions[-1] if view.decisions else None
    who = names[frame.actor] if frame is not None and hasattr(frame, "actor") else names[view.current]
    if isinstance(frame, DraftWonder):
        return f"Wonder draft, round {frame.round}: {who} takes a wonder."
    if isinstance(frame, PickProgress):
        source = "drawn from the box" if frame.from_box else "on the board"
        return f"{who} chooses a progress token {source}."
    if isinstance(frame, PickDestroy):
        return f"{who} puts a {frame.color} card of {names[1 - frame.actor]}'s city into the discard pile."
    if isinstance(frame, PickFromDiscard):
        return f"{who} builds a card of the discard pile for free."
    if isinstance(frame, PickStarter):
        return f"{who} chooses who starts Age {T.ROMAN.get(frame.age, frame.age)}."
    if frame is not None:
        return agora_decision(frame, who)
    return f"{who}'s turn: take a card to build, discard or put under a wonder."


#: What each Agora decision asks, by frame type.
AGORA_DECISIONS: dict[type, str] = {
    AS.ConspiratorChoice: "places a cube in any chamber, or conspires",
    AS.KeepDrawn: "keeps one of the two conspiracies drawn",
    AS.PlaceAnywhere: "places a cube in any chamber",
    AS.RemoveOpponentCube: "removes an opponent cube from the senate",
    AS.OptionalMove: "may move a cube to an adjacent chamber",
    AS.TriggerUnprepared: "may trigger a conspiracy that is not prepared",
    AS.ScienceTokenDue: "chooses a progress token",
}


def agora_decision(frame: Any, who: str) -> str:
    """Agora's decisions in words, chosen by the frame's type."""
    if isinstance(frame, AS.SenateActions):
        remaining = T.plural(frame.remaining, "senate action")
        return f"{who} has {remaining} left: place a cube in the {frame.section} section or move one."
    if isinstance(frame, AS.ConspiracyEffect):
        return f"{who} resolves the conspiracy {T.name(frame.conspiracy)}."
    if type(frame) in AGORA_DECISIONS:
        return f"{who} {AGORA_DECISIONS[type(frame)]}."
    return f"{who} decides."


def status_text(view: Any, names: tuple[str, str]) -> Text:
    out = Text()
    if view.phase == "draft":
        out.append("Wonder draft", style="bold")
    else:
        out.append(f"Age {T.ROMAN.get(view.age, view.age)}", style="bold")
        out.append(f": {T.plural(view.cards_left_in_age, 'card')}")
    out.append(f" · discard {len(view.discard)}")
    out.append(f" · wonders built {view.wonders_built}/{D.load().setup.max_wonders_built}")
    out.append("\n")
    out.append("> ", style="bold")
    out.append(decision_text(view, names))
    return out


def draft_text(view: Any) -> Text:
    """The revealed wonders of the draft with cost and effects."""
    lines = [_heading("Wonders on offer")]
    for wonder in view.draft_offer:
        line = Text(T.name(wonder), style="bold")
        line.append(f" (cost {T.printed_cost(wonder)}): {T.wonder_effect(wonder)}")
        lines.append(line)
    if not view.draft_offer:
        lines.append(Text("(none revealed)", style="dim"))
    return _join(lines)


def open_cards_text(view: Any) -> Text:
    """Full names of the cards that can be taken now (the pyramid only has room for short ones)."""
    open_cards = [s for s in view.structure if s.accessible and not s.taken]
    out = Text("Can take: ", style="bold")
    parts = []
    for slot in open_cards:
        if slot.card is None:
            parts.append(Text(f"[?] face-down {T.BACK_LABELS.get(slot.back or '', '?')}"))
        else:
            parts.append(Text(T.tagged(slot.card), style=T.COLOR_STYLES.get(T.color_of(slot.card), "")))
    out.append_text(Text(", ").join(parts) if parts else Text("nothing"))
    return out


def military_text(view: Any, names: tuple[str, str]) -> Text:
    lines = [_heading("Military")]
    lines += drawing.track_lines(view.military, view.military_tokens, names)
    lines.append(Text(drawing.military_summary(view.military, names)))
    lines.append(Text(drawing.token_legend(view.military_tokens), style="dim"))
    return _join(lines)


#: Board width (cells) from which effect texts and card names are spelled out: 120 columns give 46.
WIDE = 44


def progress_text(view: Any, detailed: bool) -> Text:
    """Tokens on the board (with effects when `detailed`), the discard pile, retired wonders."""
    tokens = view.board_progress
    lines = [_heading(f"Progress tokens on the board ({len(tokens)})")]
    if detailed:
        for token in tokens:
            lines.append(Text(T.name(token), style="bold") + Text(f": {T.effect_text(token)}"))
    elif tokens:
        lines.append(Text(", ".join(T.name(t) for t in tokens)))
    if not tokens:
        lines.append(Text("none left", style="dim"))
    if view.discard:
        shown = view.discard if detailed else view.discard[-3:]
        more = "" if len(shown) == len(view.discard) else "last: "
        lines.append(Text(f"Discard pile ({len(view.discard)}): {more}", style="bold")
                     + Text(", ".join(T.tagged(c) for c in shown)))
    if view.retired_wonders:
        lines.append(Text("Back in the box: " + ", ".join(T.name(w) for w in view.retired_wonders)))
    return _join(lines)


def city_text(player: Any, viewer: int, names: tuple[str, str], acting: bool, detailed: bool = True) -> Text:
    """One city in summary: coins, VP, cards per colour (named when `detailed`), production,
    science, wonders, tokens."""
    seat = player.seat
    head = Text(("> " if acting else "  ") + names[seat], style="bold")
    if seat == viewer:
        head.append(" (you)", style="bold")
    head.append(f" · {T.coins_text(player.coins)} · {player.score.total} VP")
    lines = [head]
    counts = {colour: 0 for colour in T.COLOR_ORDER}
    for card in player.buildings:
        colour = T.color_of(card)
        if colour:
            counts[colour] += 1
    count_line = Text(" Cards: ")
    for colour in T.COLOR_ORDER:
        if colour == "senator" and not counts[colour]:
            continue
        count_line.append(f"{T.COLOR_CODES[colour]}{counts[colour]} ", style=T.COLOR_STYLES[colour])
    lines.append(count_line)
    for colour in T.COLOR_ORDER if detailed else ():
        cards = [c for c in player.buildings if T.color_of(c) == colour]
        if cards:
            line = Text(f"  {T.COLOR_CODES[colour]}: ", style=T.COLOR_STYLES[colour])
            line.append(", ".join(T.name(c) for c in cards))
            lines.append(line)
    made = ", ".join(f"{n} {r}" for r, n in player.production) or "nothing"
    choices = "; ".join("one of " + "/".join(c) for c in player.production_choices)
    lines.append(Text(f" Makes: {made}" + (f"; {choices}" if choices else "")))
    lines.append(Text(" Buys at: " + " ".join(f"{r} {p}" for r, p in player.trade_prices)))
    symbols = sorted(set(player.science))
    science = ", ".join(
        T.science_name(s) + (f" x{player.science.count(s)}" if player.science.count(s) > 1 else "") for s in symbols
    )
    lines.append(Text(f" Science: {len(symbols)} of 6 different" + (f" ({science})" if science else "")))
    built = [w for w in player.wonders if w.built]
    unbuilt = [w for w in player.wonders if not w.built]
    if player.wonders:
        lines.append(Text(" Wonders built: " + (", ".join(T.name(w.id) for w in built) or "none")))
        lines.append(Text(" Wonders to build: " + (", ".join(T.name(w.id) for w in unbuilt) or "none")))
    lines.append(Text(" Progress: " + (", ".join(T.name(t) for t in player.progress) or "none")))
    parts = [f"{category} {value}" for category, value in player.score.breakdown if value]
    lines.append(Text(" VP so far: " + (", ".join(parts) if parts else "0")))
    return _join(lines)


class Board(Vertical):
    """Everything public: the Age's structure (or the draft), military, tokens, senate, cities."""

    DEFAULT_CSS = """
    Board { height: auto; }
    Board:focus { background: $boost; }
    Board > Static { height: auto; margin-bottom: 1; }
    Board > #duel-status { margin-bottom: 0; }
    Board > #duel-structure { margin-bottom: 0; }
    Board > .-hidden { display: none; }
    """
    HELP = """\
## 7 Wonders Duel board
- **Structure**: the Age's cards as on the table. `[Bl]` in brackets: can be taken now;
  without brackets: covered; `?`: face down, with its back (I, II, III, Guild, Sen).
- Colour codes: Br brown, Gy grey, Bl blue, Gn green, Ye yellow, Rd red, Pu purple, Se senator.
- **Military**: `@` is the Conflict pawn, `#` the capitals; under each zone its VP and the tokens left.
- **Cities**: `>` marks the player to act.
- **Card cursor** (focus the board with Tab): arrows move `>Xx<` over the cards you can take;
  Enter or `i` shows the card's text and what it costs you now; Escape closes it.
"""
    can_focus = True
    BINDINGS = [
        Binding("left", "move_cursor(-1, 0)", "Card left", show=False),
        Binding("right", "move_cursor(1, 0)", "Card right", show=False),
        Binding("up", "move_cursor(0, -1)", "Card above", show=False),
        Binding("down", "move_cursor(0, 1)", "Card below", show=False),
        Binding("enter,i", "card_info", "Card info"),
    ]

    def __init__(self) -> None:
        super().__init__(id="duel-board")
        # The last view drawn and the slot under the card cursor: replaced at every update_view.
        self._view: Any = None
        self._viewer: int = SPECTATOR
        self.cursor: int | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="duel-status")
        yield Static("", id="duel-structure")
        yield Static("", id="duel-open")
        yield Static("", id="duel-military")
        yield Static("", id="duel-progress")
        yield Static("", id="duel-agora")
        yield Static("", id="duel-cities")

    def _set(self, part: str, content: Any, shown: bool = True) -> None:
        widget = self.query_one(f"#duel-{part}", Static)
        content = content if shown else ""
        if widget.content != content:  # an unchanged section costs no layout or redraw
            widget.update(content)
        widget.set_class(not shown, "-hidden")

    def _open_slots(self) -> list[Any]:
        """The cards the cursor moves over: those that can be taken now, top row first."""
        if self._view is None or self._view.phase == "draft":
            return []
        return sorted((s for s in self._view.structure if s.accessible and not s.taken),
                      key=lambda s: (s.row, s.column))

    def _draw_structure(self) -> None:
        view = self._view
        cursor = self.cursor if self.has_focus else None
        self._set("structure", drawing.Pyramid(view.structure, drawing.LEGEND, cursor))

    def action_move_cursor(self, across: int, down: int) -> None:
        slots = self._open_slots()
        if not slots:
            return
        here = next((s for s in slots if s.index == self.cursor), slots[0])
        if across:
            order = slots.index(here) + across
            target = slots[order % len(slots)]
        else:
            rows = [s for s in slots if (s.row - here.row) * down > 0]
            if not rows:
                return
            nearest_row = min(rows, key=lambda s: abs(s.row - here.row)).row
            target = min((s for s in rows if s.row == nearest_row), key=lambda s: abs(s.column - here.column))
        self.cursor = target.index
        self._draw_structure()

    def action_card_info(self) -> None:
        slots = self._open_slots()
        slot = next((s for s in slots if s.index == self.cursor), slots[0] if slots else None)
        if slot is None:
            self.notify("No card can be taken now.")
            return
        self.app.push_screen(CardInfoScreen(card_info(self._view, self._viewer, slot)))

    def on_focus(self) -> None:
        if self._view is not None and self._view.phase != "draft":
            self._draw_structure()

    def on_blur(self) -> None:
        if self._view is not None and self._view.phase != "draft":
            self._draw_structure()

    def update_view(self, view: Any, viewer: int) -> None:
        self._view, self._viewer = view, viewer
        slots = self._open_slots()
        if self.cursor not in {s.index for s in slots}:  # the card was taken: back to the first open one
            self.cursor = slots[0].index if slots else None
        if view is None:
            for part in ("status", "structure", "open", "military", "progress", "agora", "cities"):
                self._set(part, "", shown=False)
            return
        parts = self._worded(view, viewer)
        self._set("status", parts["status"])
        if view.phase == "draft":
            self._set("structure", parts["draft"])
            self._set("open", "", shown=False)
        else:
            self._draw_structure()  # with the card cursor: drawn now, not ahead
            self._set("open", parts["open"], shown=bool(view.structure))
        self._set("military", parts["military"])
        self._set("progress", parts["progress"])
        self._set("agora", parts["agora"], shown=view.agora is not None)
        self._set("cities", parts["cities"])

    def _worded(self, view: Any, viewer: int) -> dict[str, Any]:
        names = seat_names(self)
        acting = set(view.to_act)
        narrow, wide = ([city_text(p, viewer, names, p.seat in acting, detailed) for p in view.players]
                        for detailed in (False, True))
        draft = view.phase == "draft"
        return {
            "status": status_text(view, names),
            "draft": draft_text(view) if draft else None,
            "open": None if draft else open_cards_text(view),
            "military": military_text(view, names),
            "progress": drawing.ByWidth(progress_text(view, False), progress_text(view, True), WIDE),
            "agora": drawing.Hanging([_heading("Agora"), *A.board_lines(view.agora, names)]),
            "cities": drawing.ByWidth(_join([_heading("Cities"), *narrow]), _join([_heading("Cities"), *wide]), WIDE),
        }


def offer_lines(view: Any) -> list[Text]:
    """Each accessible card with what building it costs the viewer now, and the discard value."""
    me = view.players[view.offers_for]
    lines: list[Text] = []
    for offer in view.offers:
        colour = T.color_of(offer.card)
        line = Text(f"[{T.code(offer.card)}]", style=f"bold {T.COLOR_STYLES.get(colour, '')}")
        line.append(f" {T.name(offer.card)}: ", style="bold")
        if offer.construct is None:
            line.append("not a building")
        else:
            cost = T.payment_text(offer.construct, T.chain_source(offer.card, me.buildings))
            if offer.can_construct:
                line.append(f"build for {cost}")
            else:
                short = offer.construct.total - me.coins
                line.append(f"too dear: {cost}, {short} more than you have")
        line.append(f"; or discard for {T.coins_text(offer.discard_coins)}", style="dim")
        lines.append(line)
    if not lines:
        lines.append(Text("No card to take now.", style="dim"))
    return lines


def wonder_lines(view: Any, detailed: bool = True) -> list[Text]:
    """The viewer's wonders: built ones with their tucked card, unbuilt ones with their cost now
    (and their effects when `detailed`)."""
    me = view.players[view.offers_for]
    offers = {o.wonder: o for o in view.wonder_offers}
    lines: list[Text] = []
    for wonder in me.wonders:
        if wonder.built:
            lines.append(Text(f"built: {T.name(wonder.id)} (with {T.name(wonder.tucked)})", style="dim"))
            continue
        offer = offers.get(wonder.id)
        line = Text(f"{T.name(wonder.id)}: ", style="bold")
        if offer is None:
            line.append(f"cost {T.printed_cost(wonder.id)}")
            if view.phase == "play" and view.wonders_built >= D.load().setup.max_wonders_built:
                line.append(" (7 wonders built: no more)")
        elif offer.affordable:
            line.append(f"can build for {T.payment_text(offer.cost)}")
        else:
            line.append(f"too dear: {T.payment_text(offer.cost)}")
        if detailed:
            line.append(f" — {T.wonder_effect(wonder.id)}", style="dim")
        lines.append(line)
    if not me.wonders:
        lines.append(Text("none yet", style="dim"))
    return lines


class PrivatePanel(Static):
    """The acting human's own view: coins, what each accessible card and wonder costs them now."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = """\
## Yours (private)
What each card you can take costs **you** now: coins printed on it, each resource bought from
the bank with its unit price, or free by chain; the coins a discard brings; your wonders'
costs; with Agora, your hidden conspiracies. Cleared before the terminal is passed on.
"""

    def __init__(self) -> None:
        super().__init__("", id="duel-private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None or viewer == SPECTATOR or view.offers_for != viewer or not 0 <= viewer < len(view.players):
            self.clear()
            return
        me = view.players[viewer]
        lines = [Text(f"Your coins: {me.coins}", style="bold")]
        lines.append(Text("You buy at: " + ", ".join(f"{r} {p}" for r, p in me.trade_prices)))
        if view.phase == "play":
            lines.append(_heading("Cards you can take (cost for you now)"))
            lines += offer_lines(view)
        lines.append(_heading("Your wonders (cost now, with any card you take)"))
        tail: list[Text] = []
        agora_lines = A.private_lines(view.agora, viewer)
        if agora_lines:
            tail.append(_heading("Agora (hidden from your opponent)"))
            tail += agora_lines
        narrow = _join([*lines, *wonder_lines(view, False), *tail])
        wide = _join([*lines, *wonder_lines(view, True), *tail])
        self.update(drawing.ByWidth(narrow, wide, WIDE - 2))  # the panel has 1 cell of padding each side

    def clear(self) -> None:
        self.update("")

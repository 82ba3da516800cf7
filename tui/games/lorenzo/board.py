"""The public Lorenzo board: round, dice, the four towers (five with Houses of Renaissance: the
special tower, and the family auction, families, change tile and special tokens), the action
spaces, the Vatican, turn order and the faith / military / VP tracks.

Drawn only from the `LorenzoView` given to `update_view` (`view.state` with the draw piles
hidden); every word comes from `rules.lorenzo.describe`. Each seat has a name and a symbol
(colour only repeats them). Fields of the state this module does not know (an expansion's)
are listed plainly at the end, so a new field never breaks the board.
"""

from __future__ import annotations

from typing import Any

import attrs
from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from rules.lorenzo import describe as W
from rules.lorenzo.data import catalog
from rules.lorenzo.words import TYPE_KO, member_colour, period_ko, say
from tui.games import seat_names
from tui.widgets.background import PlainBox
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic

SECTIONS = ("head", "houses", "towers", "spaces", "vatican", "tracks", "more")
SYMBOLS = ("●", "▲", "■", "◆", "★")
STYLES = ("bold red", "bold blue", "bold green", "bold magenta", "bold yellow")
#: State fields this board (or the private panel) draws; others go to "More on the board".
KNOWN_STATE = {
    "seed",
    "ply",
    "phase",
    "players",
    "decisions",
    "round",
    "order",
    "queue",
    "dice",
    "towers",
    "placements",
    "decks",
    "excom_tiles",
    "discard",
    "leaders",
    "draft",
    "leader_deck",
    "houses",
}


def name_of(seat: int, names: tuple[str, ...]) -> str:
    return names[seat] if 0 <= seat < len(names) else say(f"Seat {seat + 1}", f"{seat + 1}번 자리")


def cut(words: str, cells: int) -> str:
    """The longest start of `words` that takes at most `cells` terminal cells (Hangul takes two; never half)."""
    if cell_len(words) <= cells:
        return words
    kept = ""
    for char in words:
        if cell_len(kept + char) > cells:
            break
        kept += char
    return kept


def short(name: str, width: int = 10) -> str:
    """The name cut to `width` cells (a dot for what is cut)."""
    return name if cell_len(name) <= width else cut(name, width - 1) + "."


def wrap(words: str, room: int) -> list[str]:
    """Lines of at most `room` cells, broken between words (inside a word longer than a line only)."""
    import textwrap

    if cell_len(words) == len(words):  # one cell a character: as it always was
        return textwrap.wrap(words, room, break_on_hyphens=False)
    lines: list[str] = []
    current = ""
    for word in words.split():
        joined = f"{current} {word}" if current else word
        if cell_len(joined) <= room:
            current = joined
            continue
        if current:
            lines.append(current)
        while cell_len(word) > room:
            head = cut(word, room)
            lines.append(head)
            word = word[len(head) :]
        current = word
    if current:
        lines.append(current)
    return lines


def symbol(seat: int) -> str:
    return SYMBOLS[seat % len(SYMBOLS)]


def add_seat(
    text: Text, seat: int, names: tuple[str, ...], width: int = 10, pad: bool = False, glue: bool = False
) -> None:
    """'● Ann': the symbol and the name (its colour only repeats them); `pad` fills `width`;
    `glue` writes '●Ann', one word that a line never breaks."""
    name = short(name_of(seat, names), width)
    text.append(f"{symbol(seat)}{'' if glue else ' '}{name}", style=STYLES[seat % len(STYLES)])
    if pad:
        text.append(" " * (width - cell_len(name)))


def heading(text: Text, title: str, note: str = "") -> None:
    if text.plain:
        text.append("\n")
    text.append(title, style="bold underline")
    if note:
        text.append(f"  {note}")


def line(text: Text, words: str = "", style: str = "") -> None:
    text.append("\n")
    text.append(words, style=style)


def plain(value: Any, limit: int = 60) -> str:
    """A field we do not know, written plainly (ids as they are), cut to `limit` characters."""
    if attrs.has(type(value)):
        value = {f.name: getattr(value, f.name) for f in attrs.fields(type(value))}
    if isinstance(value, (tuple, list)):
        words = ", ".join(plain(v, limit) for v in value) or say("none", "없음")
    elif isinstance(value, dict):
        words = ", ".join(f"{k}: {plain(v, limit)}" for k, v in value.items()) or say("none", "없음")
    elif isinstance(value, str) and value.startswith("leader:") and W.korean():  # a leader by name, not id
        words = W.leader_name(value)
    else:
        words = str(value)
    return words if cell_len(words) <= limit else cut(words, limit - 3) + "..."


def unknown_fields(value: Any, known: set[str]) -> list[tuple[str, Any]]:
    """(name, value) of the attrs fields of `value` not in `known` and not at their default."""
    found = []
    for field in attrs.fields(type(value)):
        if field.name in known:
            continue
        current = getattr(value, field.name)
        default = field.default
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            default = default.factory() if not default.takes_self else None
        if default is not attrs.NOTHING and current == default:
            continue
        found.append((field.name, current))
    return found


def occupants(state: Any, space: str) -> list[Any]:
    return [p for p in state.placements if p.space == space]


def add_occupants(text: Text, placed: list[Any], names: tuple[str, ...]) -> None:
    if not placed:
        text.append(say("free", "비어 있음"))
        return
    for index, placement in enumerate(placed):
        if index:
            text.append(", ")
        add_seat(text, placement.seat, names, 8)
        text.append(f" {member_colour(placement.member)}")


def period_of(round_no: int) -> int:
    return (round_no + 1) // 2


# ----------------------------------------------------------------- sections
def head_text(view: Any, names: tuple[str, ...]) -> Text:
    state = view.state
    text = Text()
    rounds = catalog().board["setup"]["rounds"]
    period = period_of(state.round)
    phase = {
        "play": "",
        "vatican": say(" - Vatican report", " - 바티칸 보고"),
        "over": say(" - game over", " - 게임 종료"),
    }.get(state.phase, f" - {state.phase}")
    text.append(
        say(
            f"Round {state.round} of {rounds}, period {W.PERIOD[period - 1] if period <= 3 else period}{phase}",
            f"라운드 {state.round}/{rounds}, {period_ko(period)}{phase}",
        ),
        style="bold",
    )
    line(
        text,
        say("Dice: ", "주사위: ")
        + ", ".join(f"{member_colour(m)} {d}" for m, d in zip(("black", "white", "orange"), state.dice)),
    )
    line(text, say("Order: ", "순번: "))
    for index, seat in enumerate(state.order):
        if index:
            text.append("  ")
        text.append(f"{index + 1}.")
        add_seat(text, seat, names, 8, glue=True)
    doing = W.decision_text(state, names)
    if state.phase != "over":
        acting = state.decisions[-1].actor if state.decisions else (state.queue[0] if state.queue else None)
        if acting is not None:
            line(text, say("To act: ", "차례: "))
            add_seat(text, acting, names, 14)
            if acting == view.viewer:
                text.append(say(" (you)", " (나)"))
        if doing:
            line(text, doing)
        if state.queue and not state.decisions:
            line(text, say(f"Turns left this round: {len(state.queue)}", f"이번 라운드 남은 차례: {len(state.queue)}"))
    sizes = getattr(view, "deck_sizes", ())
    if sizes:
        kinds = tower_kinds(state)
        if W.korean():
            line(
                text,
                "카드 더미: "
                + ", ".join(f"{W.COLOUR_KO.get(k, k)} {n}장" for k, n in zip(kinds, sizes))
                + f"; 버린 카드 {len(state.discard)}장",
            )
        else:
            line(
                text,
                "Decks: "
                + ", ".join(f"{n} {W.TOWER_COLOUR.get(k, k)}" for k, n in zip(kinds, sizes))
                + f"; {len(state.discard)} discarded",
            )
    return text


def takers(state: Any, viewer: int) -> dict[tuple[str, int], list[tuple[str, int]]]:
    """(tower, floor) -> [(member, servants)] the viewer's members at home could take now."""
    from rules.lorenzo import effects as E
    from rules.lorenzo import rules as R

    if not 0 <= viewer < len(state.players) or state.phase != "play":
        return {}
    player = state.players[viewer]
    found: dict[tuple[str, int], list[tuple[str, int]]] = {}
    for member in player.home:
        best: dict[tuple[str, int], int] = {}
        for take in R.tower_takes(state, viewer, member, E.member_value(state, player, member), "any", {}):
            key = (take.tower, take.floor)
            best[key] = min(best.get(key, take.servants), take.servants)
        for key, servants in best.items():
            found.setdefault(key, []).append((member, servants))
    return found


def tower_kinds(state: Any) -> tuple[str, ...]:
    """The towers of this game (the expansion adds the special tower)."""
    from rules.lorenzo.rules import tower_kinds as kinds

    return kinds(state)


def floor_words(state: Any, kind: str, floor: int) -> tuple[int, str]:
    """A floor's value (the change tile's, if it lies there) and its bonus in words."""
    from rules.lorenzo import hooks
    from rules.lorenzo.rules import floor_value

    bonus = hooks.floor_bonus(state, kind, floor)
    words = ("+" + W.short_amounts(sorted(bonus.items()))) if bonus else ""
    return floor_value(state, kind, floor), words if bonus is not None else W.floor_bonus_text(kind, floor)


def tower_heading(state: Any, kind: str) -> str:
    if kind not in W.TOWER_COLOUR:
        return say("Special tower: special cards of every type", "특수 타워: 모든 종류의 특수 카드")
    title = f"{W.tower_name(kind)}: {say(W.TYPE_PLURAL.get(kind, kind), TYPE_KO.get(kind, kind))}"
    part = getattr(state, "houses", None)
    if part is not None and catalog().board["tower_order"][part.change_tower] == kind:
        title += say(" - change tile", " - 변경 타일")
    return title


#: Below this many columns the board abbreviates what tower cards do (80 columns give it about 33).
WIDE_BOARD = 40
#: Lines a card's effects may take on a narrow board (the rest is cut: the wide board and the rules show it all).
NARROW_EFFECT_LINES = 2
INDENT = "    "


def joined_lines(items: list[str], room: int) -> list[str]:
    """'나: 검정 +하인 1, 흰색, ...' in lines of at most `room` cells, never breaking inside an item (the first
    item is a head: no comma after it)."""
    lines: list[str] = []
    current = ""
    for index, item in enumerate(items):
        sep = "" if not current else (" " if index == 1 else ", ")
        if current and cell_len(current + sep + item + ",") > room:
            lines.append(current + ("," if index > 1 else ""))
            current = item
            continue
        current += sep + item
    return lines + [current] if current else lines


def effect_lines(card_id: str, width: int | None) -> list[str]:
    """A tower card's effects as indented lines: in full and wrapped on a wide board (or unwrapped when the
    width is not known), abbreviated and cut to two lines on a narrow one."""
    if width is None:
        words = W.effect_text(card_id)
        return [INDENT + words] if words else []
    short = width < WIDE_BOARD
    words = W.effect_text(card_id, short=short)
    if not words:
        return []
    room = max(10, width - len(INDENT))
    if W.korean():  # room for the ';' a line between effects ends with (Korean lines are full to the cell)
        room -= 1
    lines: list[str] = []
    current = ""
    for part in words.split("; "):  # a line breaks between effects where it can, inside one where it must
        joined = f"{current}; {part}" if current else part
        if cell_len(joined) <= room:
            current = joined
            continue
        if current:
            lines.append(current + ";")
        pieces = wrap(part, room)
        lines += pieces[:-1]
        current = pieces[-1]
    lines.append(current)
    most = NARROW_EFFECT_LINES + (1 if W.korean() else 0)  # Korean words are never abbreviated: one line more
    if short and len(lines) > most:
        kept = lines[:most]
        kept[-1] = cut(kept[-1], room - 1) + "…"
        lines = kept
    return [INDENT + words for words in lines]


def towers_text(view: Any, names: tuple[str, ...], width: int | None = None) -> Text:
    """The towers floor by floor; `width` (the board's columns, when known) chooses full or short effect words."""

    state = view.state
    board = catalog().board
    can = takers(state, view.viewer)
    text = Text()
    for t, kind in enumerate(tower_kinds(state)):
        cards = state.towers[t] if t < len(state.towers) else ()
        entered = any(p.space.startswith(f"tower:{kind}:") for p in state.placements)
        fee = board["occupied_tower_fee"]
        note = say(f"(enter: {fee} coin)", f"(입장료 {fee}코인)") if entered else say("(entry free)", "(입장 무료)")
        heading(text, tower_heading(state, kind), note)
        for floor in reversed(range(len(cards))):
            card_id = cards[floor]
            value, bonus = floor_words(state, kind, floor)
            line(text, f" {floor + 1} [{value}{' ' + bonus if bonus else ''}] ")
            placed = occupants(state, f"tower:{kind}:{floor}")
            if not card_id:  # taken (its member shown), or never dealt
                if placed:
                    text.append(say("taken by ", "가져감: "))
                    add_occupants(text, placed, names)
                else:
                    text.append(say("(no card)", "(카드 없음)"), style="dim")
                continue
            text.append(W.card_name(card_id), style="bold")  # a special card's name says its type
            if placed:  # a member without the card (not in the base game): shown all the same
                line(text, say("    member: ", "    가족일원: "))
                add_occupants(text, placed, names)
            cost = f"{INDENT}{say('cost', '비용')}: {W.cost_text(card_id)}"
            line(text, cost)
            if view.viewer >= 0 and state.phase == "play" and not placed:
                ways = can.get((kind, floor))
                if ways:
                    each = [member_colour(m) + (say(f" +{s} serv.", f" +하인 {s}") if s else "") for m, s in ways]
                    members = ", ".join(each)
                    you = say(f"; you: {members}", f"; 나: {members}")
                    style = "bold"
                else:
                    each, you, style = [], say("; not for you now", "; 지금은 못 가져옴"), "dim"
                if W.korean() and width and cell_len(cost + you) > width:  # Korean: under the cost, by whole members
                    for words in joined_lines(
                        ["나:"] + each if each else [you.removeprefix("; ")], max(10, width - len(INDENT))
                    ):
                        line(text, f"{INDENT}{words}", style)
                else:
                    text.append(you, style=style)
            if kind not in W.TOWER_COLOUR:  # a special card: what it does (its name says only its kind)
                from rules.lorenzo.houses.words import card_effects

                said = card_effects(card_id)
                pieces = wrap(said, max(10, width - len(INDENT))) if width and W.korean() else [said]
                for words in pieces:  # Korean: wrapped by cells under the indent (English: one line, as always)
                    line(text, f"{INDENT}{words}", "dim")
            for words in effect_lines(card_id, width):  # a base card: what it does now and later
                line(text, words, "dim")
    return text


def spaces_text(view: Any, names: tuple[str, ...]) -> Text:
    state = view.state
    board = catalog().board
    players = len(state.players)
    text = Text()
    large = players >= board["work"]["large_space_from_players"]
    for work in ("harvest", "production"):
        heading(text, say(work.capitalize(), W.WORK_KO[work]))
        line(text, say(" single (value 1): ", " 첫 번째 칸 (값 1): "))
        add_occupants(text, occupants(state, f"{work}:single"), names)
        if large:
            line(text, say(" large", " 넓은 칸") + f" ({board['work']['large_space_modifier']:+d}): ")
            add_occupants(text, occupants(state, f"{work}:large"), names)
        else:
            n = board["work"]["large_space_from_players"]
            line(text, say(f" large: closed ({n}+ players)", f" 넓은 칸: 닫힘 ({n}인 이상)"), "dim")
    heading(text, say("Market", "시장"), say("(one member each)", "(칸마다 가족일원 1개)"))
    for index, spot in enumerate(board["market"]):
        if players < spot["from_players"]:
            n = spot["from_players"]
            line(text, f" {W.market_text(index)}: " + say(f"closed ({n}+ players)", f"닫힘 ({n}인 이상)"), "dim")
            continue
        line(text, f" {W.market_text(index)}: ")
        add_occupants(text, occupants(state, f"market:{index}"), names)
    palace = board["council_palace"]
    heading(
        text,
        say("Council palace", "의회 건물"),
        f"({W.short_amounts(sorted(palace['gain'].items()))} + {say('privilege', '의회 특권')})",
    )
    placed = occupants(state, "council")
    line(text, " ")
    add_occupants(text, placed, names)
    if placed:
        line(text, say(" next order starts: ", " 다음 순번의 처음: "))
        first: list[int] = []
        for p in placed:
            if p.seat not in first:
                first.append(p.seat)
        for index, seat in enumerate(first):
            if index:
                text.append(", ")
            add_seat(text, seat, names, 8)
    private = [p for p in state.placements if p.space.startswith("leader:")]
    if private:
        heading(text, say("Leader spaces", "지도자 전용 액션 칸"), say("(their owner's only)", "(주인만 사용)"))
        for p in private:
            line(text, f" {W.space_name(p.space)}: ")
            add_occupants(text, [p], names)
    known = ("tower:", "harvest:", "production:", "market:", "council", "leader:")
    other = [p for p in state.placements if not p.space.startswith(known)]
    if other:
        heading(text, say("Other spaces", "그 밖의 칸"))
        for p in other:
            line(text, f" {p.space}: ")
            add_occupants(text, [p], names)
    return text


def vatican_text(view: Any, names: tuple[str, ...]) -> Text:
    state = view.state
    vatican = catalog().board["vatican"]
    text = Text()
    after = ", ".join(map(str, vatican["after_rounds"]))
    heading(text, say("Vatican", "바티칸"), say(f"(report after rounds {after})", f"({after}라운드 뒤 보고)"))
    for index, tile in enumerate(state.excom_tiles):
        need = vatican["faith_required"][index] if index < len(vatican["faith_required"]) else "?"
        period = W.PERIOD[index] if index < len(W.PERIOD) else str(index + 1)
        current = say(" (now)", " (지금)") if index + 1 == period_of(state.round) else ""
        line(text, say(f" {period}: {need} faith needed{current}", f" {period}: 신앙심 {need}점 필요{current}"), "bold")
        line(text, f"   {W.excom_text(tile)}")
        cubes = [p.seat for p in state.players if tile in p.excoms]
        line(text, say("   cubes: ", "   파문 큐브: "))
        if not cubes:
            text.append(say("none", "없음"))
        for n, seat in enumerate(cubes):
            if n:
                text.append(", ")
            add_seat(text, seat, names, 8)
    return text


def tracks_text(view: Any, names: tuple[str, ...]) -> Text:
    state = view.state
    text = Text()
    heading(text, say("Tracks", "트랙"), say("(faith, military, VP)", "(신앙심, 군사력, 승점)"))
    for seat in state.order or range(len(state.players)):
        player = state.players[seat]
        line(text, " ")
        add_seat(text, seat, names, 8, pad=True)
        text.append(
            say(
                f" faith {player.faith:>2} mil {player.military:>2} VP {player.vp:>3}",
                f" 신앙 {player.faith:>2} 군사 {player.military:>2} 승점 {player.vp:>3}",
            )
        )
    return text


def more_text(view: Any, names: tuple[str, ...]) -> Text:
    text = Text()
    extra = unknown_fields(view.state, KNOWN_STATE)
    if extra:
        heading(text, say("More on the board", "보드의 그 밖의 것"))
        for name, value in extra:
            line(text, f" {field_name(name)}: {plain(value)}")
    return text


#: Korean names of state fields the board lists plainly (an expansion's; any other keeps its field name).
FIELD_KO = {"leader_discard": "버린 지도자 카드"}


def field_name(name: str) -> str:
    return say(name.replace("_", " "), FIELD_KO.get(name, name.replace("_", " ")))


#: The auction's offer rows on the board, lowest to highest, in Korean (the action list says them in full).
ROW_SHORT_KO = ("최저", "2번째", "3번째", "4번째", "5번째", "최고")


def houses_text(view: Any, names: tuple[str, ...]) -> Text:
    """Houses of Renaissance: the auction while it lasts, then families, tokens, the change tile."""
    state = view.state
    part = getattr(state, "houses", None)
    text = Text()
    if part is None:
        return text
    from rules.lorenzo.houses import words as H

    if not all(part.families):
        heading(
            text,
            say("Family auction", "가문 경매"),
            say(
                "(a higher offer gives fewer resources; the top one holds)",
                "(높은 제안일수록 자원이 적음; 가장 높은 제안이 이김)",
            ),
        )
        for index, (tile, family) in enumerate(part.auction):
            line(text, f" {H.family_name(family)} ({say('tile', '타일')} {tile}): ", "bold")
            bid = next((b for b in part.bids if b.tile == index), None)
            if bid is None:
                text.append(say("no bid yet", "아직 제안 없음"))
            else:
                add_seat(text, bid.seat, names, 8)
                text.append(say(f" on the {H.ROW_WORDS[bid.row]} offer", f" {H.ROW_WORDS_KO[bid.row]} 제안"))
            line(text, f"   {H.family_text(family)}", "dim")
            for row in range(6):
                if W.korean():  # short row names: a row of four amounts fits 43 cells
                    words = ROW_SHORT_KO[row]
                    line(text, f"  {' ' * (5 - cell_len(words))}{words}: {H.row_text(tile, row)}")
                else:
                    line(text, f"   {H.ROW_WORDS[row]:>7}: {H.row_text(tile, row)}")
        if part.sforza:
            line(text, say(" Beside Sforza: ", " 스포르차 옆: ") + ", ".join(W.leader_name(lid) for lid in part.sforza))
        return text
    heading(text, say("Families", "가문"))
    for seat in state.order or range(len(state.players)):
        line(text, " ")
        add_seat(text, seat, names, 8)
        family = part.families[seat]
        text.append(f" {H.family_name(family)}", style="bold")
        extra = H.family_state(state, seat)
        if extra:
            text.append(f" ({extra})")
    kinds = tower_kinds(state)
    changed = catalog().board["tower_order"][part.change_tower]
    values = "/".join(map(str, part.change_values))
    line(
        text,
        say(
            f" Change tile on the {W.tower_name(changed).lower()}: values {values}; it moves one tower right each round",
            f" 변경 타일: {W.tower_name(changed)}, 값 {values}; 매 라운드 오른쪽 타워로 옮겨짐",
        ),
    )
    line(
        text,
        say(
            f" Special tokens: {len(part.pile)} face down, {len(part.spent)} used",
            f" 특수 토큰: 뒷면 {len(part.pile)}개, 사용 {len(part.spent)}개",
        ),
    )
    if part.spent:
        line(text, say("  used (face up): ", "  사용됨 (앞면): ") + H.token_summary(part.spent), "dim")
    for card_id, token in part.on_cards:
        line(text, say(f" On {W.card_name(card_id)}: ", f" {W.card_name(card_id)} 위: ") + H.token_text(token))
    del kinds
    return text


#: Sections drawn to the board's width.
WIDTH_AWARE = {"towers"}
BUILDERS = {
    "head": head_text,
    "houses": houses_text,
    "towers": towers_text,
    "spaces": spaces_text,
    "vatican": vatican_text,
    "tracks": tracks_text,
    "more": more_text,
}


class Board(PlainBox, Vertical):
    """Everything on the table that every player sees."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .lz-section { margin-top: 1; }
    """
    HELP = Help(
        """\
## Lorenzo board
Public information only. Round and period, the three dice, the turn order and who acts.
Each tower from floor 4 down: the floor's value and bonus in brackets, the card with its
cost, who took it (symbol and name), and which of your members at home could take it now
(with the servants it needs). Under each card, what it does: "now" for what it gives when
taken, then its lasting effect ("harvest 2+: 1 wood" works at a harvest of 2 or more,
"end: 5 VP" at the final count). Below 120 columns these words are shortened ("harv",
"prod", "priv", "serv", "take any @4"); the rules key shows every card in full. Entering a tower that already holds a member costs 3 coins.
Harvest, production, market and council palace with their occupants; leaders' private
spaces; the Vatican's three excommunication tiles with the faith needed and the cubes on
them; the faith, military and VP tracks. Every seat's cards and resources are under
**Players**; your leaders and tile under **Yours (private)**.

With Houses of Renaissance: first the family auction (each tile's family, its six offer
rows from lowest to highest, who bids where); then every seat's family, where the change
tile lies and its values, the special tokens face down and used (face up), and a fifth
tower, the special tower, whose cards (named by type and number) say their effects. Your
tokens' faces are in your private panel; the others see only how many you hold.

The action list names each placement as tower colour and floor, card, then the member with
its value and the servants it spends, then what the card does: "Green 3: Woods (black 5
+1 servant) · now +1 wood; harv 2+: 1 wood". Type `/` and a
word to narrow a long list: `/white`, `/Green`, `/Market`, `/Council`.
""",
        """\
## 로렌초 게임판
모두가 아는 것만 보입니다. 라운드와 시대, 주사위 3개, 순번과 지금 차례인 사람.
타워마다 4층부터 아래로: 대괄호 안에 층의 값과 보너스, 카드와 그 비용, 카드를 가져간 사람(기호와
이름), 내 남은 가족일원 가운데 지금 가져올 수 있는 것(필요한 하인과 함께). 카드 아래에는 그 효과:
"즉시"는 가져올 때 받는 것, 그다음은 지속 효과입니다 ("수확 2+: 나무 1개"는 값 2 이상의 수확에서,
"게임 종료: 승점 5점"은 최종 점수 계산에서). 좁은 화면에서는 효과가 잘릴 수 있고, 규칙 찾기에서
카드마다 전부 볼 수 있습니다. 가족일원이 이미 있는 타워에 들어가려면 3코인을 냅니다.
수확, 생산, 시장, 의회 건물과 그곳의 가족일원; 지도자 전용 액션 칸; 바티칸의 파문 타일 3개와 필요한
신앙심, 그 위의 파문 큐브; 신앙심, 군사력, 승점 트랙. 모든 자리의 카드와 자원은 **인원** 아래에, 내
지도자 카드와 타일은 **내 것 (비공개)** 에 있습니다.

르네상스의 가문과 함께: 먼저 가문 경매(타일마다 가문, 낮은 제안부터 높은 제안까지 6줄, 누가 어디에
입찰했는지); 그 뒤 자리마다 가문, 변경 타일의 위치와 값, 뒷면 특수 토큰과 사용된(앞면) 토큰, 그리고
다섯 번째 타워인 특수 타워(카드는 종류와 번호로 부르고, 효과와 함께). 내 토큰의 앞면은 내 비공개 칸에
있고, 다른 사람은 몇 개인지만 봅니다.

행동 목록은 놓는 곳을 타워 색과 층, 카드, 가족일원과 그 값, 쓰는 하인, 카드의 효과 순으로 말합니다:
"녹색 3층: 숲 (검정 5 +하인 1개) · 즉시 +나무 1개; 수확 5+: 나무 3개". 긴 목록은 `/` 다음에 낱말을
쳐서 거릅니다: `/흰색`, `/녹색`, `/시장`, `/의회`.
""",
    )

    def __init__(self) -> None:
        super().__init__(id="board")
        self._signatures: dict[str, str] = {}
        self._shown: tuple[Any, int] | None = None  # the view and viewer drawn, to draw again at a new width
        self._drawn_width: int | None = None

    def compose(self) -> ComposeResult:
        for index, name in enumerate(SECTIONS):
            yield SteadyStatic("", id=f"lz-{name}", classes="lz-section" if index else "", markup=False)

    def _width(self) -> int | None:
        """The columns the sections have (None before the first layout)."""
        width = self.content_size.width
        return width if width > 0 else None

    def _section_texts(self, view: Any, viewer: int) -> dict[str, Text]:
        names = seat_names(self)
        texts = {}
        width = self._drawn_width = self._width()
        for name in SECTIONS:
            try:
                if name in WIDTH_AWARE:
                    texts[name] = BUILDERS[name](view, names, width=width)
                else:
                    texts[name] = BUILDERS[name](view, names)
            except Exception as error:  # a renamed view field must not take the table down
                self.log.error(f"lorenzo board {name}: {error!r}")
                texts[name] = Text(
                    say(
                        f"(this part of the board cannot be drawn: {type(error).__name__})",
                        f"(보드의 이 부분을 그릴 수 없음: {type(error).__name__})",
                    )
                )
        return texts

    def update_view(self, view: Any, viewer: int) -> None:
        self._shown = None if view is None else (view, viewer)
        if view is None:
            for section in self.query(Static):
                section.update("")
            self._signatures.clear()
            return
        for name, text in self._section_texts(view, viewer).items():
            if self._signatures.get(name) == text.plain:
                continue
            self._signatures[name] = text.plain
            section = self.query_one(f"#lz-{name}", Static)
            section.update(text)
            section.display = bool(text.plain)

    def on_resize(self, event: Any) -> None:
        """A new width draws the towers again: their effect lines are wrapped to it, short or in full."""
        if self._shown is not None and self._width() not in (None, self._drawn_width):
            self.update_view(*self._shown)

"""The public Architects board: locations and workers, Tax Stand, Black Market, Workshop,
Guildhall, Cathedral, Prison, the final round and the AI's card.

Drawn only from the `ArchitectsView` given to `update_view`; every word comes from
`rules.architects.describe`. Owners are always named (never told apart by colour alone).
The board is a column of `Static` sections, each redrawn only when its text changed.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from rules.architects.data import catalog
from rules.architects.describe import (
    LARGE_NAMES,
    amount_text,
    apprentice_brief,
    guild_space_note,
    is_refresh_space,
    owner_name,
    plural,
    refresh_note,
    reset_note,
)
from rules.architects.words import location, location_title, silver
from rules.core.words import say
from tui.games import seat_names
from tui.widgets.background import PlainBox
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic

SECTIONS = ("head", "locations", "market", "workshop", "guildhall", "cathedral", "prison")


def short(name: str, width: int = 10) -> str:
    """`name` in at most `width` terminal cells (Hangul takes two), cut with a '.'."""
    if cell_len(name) <= width:
        return name
    cut = name
    while cut and cell_len(cut) > width - 1:
        cut = cut[:-1]
    return cut + "."


def pad(words: str, width: int) -> str:
    """`words` padded with spaces to `width` terminal cells."""
    return words + " " * max(0, width - cell_len(words))


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
    phase = {
        "boards": "Choosing player boards",
        "draft": "Opening draft",
        "play": "Placing workers",
        "final": "End-game effects",
        "over": "Game over",
    }.get(view.phase, view.phase)
    phase_ko = {
        "boards": "개인 게임판 고르기",
        "draft": "시작 드래프트",
        "play": "일꾼 놓기",
        "final": "게임 종료 효과",
        "over": "게임 종료",
    }.get(view.phase, phase)
    text.append(say(phase, phase_ko), style="bold")
    if view.phase == "draft" and view.draft is not None:
        text.append(say(f" (round {view.draft.round} of 3)", f" (3라운드 중 {view.draft.round}라운드)"))
    if view.phase in ("play", "final"):
        current = owner_name(view, view.current, names)
        you = say(" (you)", " (나)") if view.current == view.viewer else ""
        line(text, say("Turn: ", "차례: ") + current + you)
        order = ", ".join(short(owner_name(view, o, names)) for o in view.order)
        line(text, say("Order: ", "순서: ") + order)
    if view.end_triggered:
        left = view.final_turns
        note = (
            say(f"{plural(left, 'turn')} left", f"남은 차례 {left}번")
            if left >= 0
            else say("everyone takes one more turn", "모두 한 번씩 더 둠")
        )
        line(
            text,
            say(f"FINAL ROUND: the Guildhall is full; {note}.", f"마지막 라운드: 길드홀이 가득 참; {note}."),
            "bold",
        )
    if view.pending_reset:
        line(text, say(f"This turn {reset_note()}.", f"이번 차례에 {reset_note()}."), "bold")
    if view.automa is not None:
        a = view.automa
        ai = owner_name(view, view.ai_index, names)
        label = say(a.label, "비공식 AI 덱" if a.label == "unofficial AI deck" else a.label)
        line(
            text,
            say(
                f"{ai}: {a.label}; {a.deck_count} Scheme cards in the deck, {len(a.discard)} discarded.",
                f"{ai}: {label}; 더미에 책략 카드 {a.deck_count}장, 버린 카드 {len(a.discard)}장.",
            ),
        )
        if a.went == "recall":
            line(
                text,
                say(
                    f"Last AI turn: {ai} had no worker and called its workers home.",
                    f"지난 AI 차례: {ai}에게 일꾼이 없어 일꾼을 모두 불러들임.",
                ),
            )
        elif a.last:
            number = int(a.last.removeprefix("scheme"))
            line(
                text,
                say(
                    f"Revealed: Scheme card {number}: a worker to {location(a.went)}.",
                    f"공개: 책략 카드 {number}번: {location(a.went)}에 일꾼 1개.",
                ),
                "bold",
            )
    return text


def workers_at(view: Any, location: str, names: tuple[str, ...]) -> str:
    there = [(o, view.at(location, o)) for o in range(len(view.owners)) if view.at(location, o)]
    if not there:
        return "-"
    return ", ".join(f"{short(owner_name(view, o, names))} {n}" for o, n in there)


def locations_text(view: Any, names: tuple[str, ...]) -> Text:
    text = Text()
    heading(text, say("Locations", "장소"), say("(workers there by owner)", "(주인별 일꾼)"))
    for place in LARGE_NAMES:
        line(text, f"{location_title(place)}: {workers_at(view, place, names)}")
    tax = say("empty: nobody may go there", "없음 (아무도 갈 수 없음)") if view.tax == 0 else silver(view.tax)
    line(text, say(f"Tax on the Tax Stand: {tax}", f"세금 관리소의 세금: {tax}"), "bold")
    return text


def market_text(view: Any, names: tuple[str, ...]) -> Text:
    cat = catalog()
    text = Text()
    banned = cat.market_banned_from
    heading(
        text,
        location_title("black_market"),
        say(
            f"(not at virtue {banned}+; full: {reset_note().removeprefix('triggers ')})",
            f"(선행 {banned} 이상이면 못 감; 가득 차면 {reset_note()})",
        ),
    )
    rewards = {
        1: amount_text(view.market_rewards[0]),
        2: say("free apprentice, or draw 5 keep 1", "무료 수습생, 또는 5장 뽑아 1장 갖기"),
        3: amount_text(view.market_rewards[1]),
    }
    for space in (1, 2, 3):
        who = view.market[space - 1]
        holder = short(owner_name(view, who, names)) if who != -1 else ""
        taken = say("free", "빈칸") if who == -1 else say(f"taken by {holder}", f"{holder} 차지")
        cost = silver(cat.market_silver[space - 1])
        line(
            text,
            say(
                f"Space {space} ({cost}): {rewards[space]} [{taken}]",
                f"{space}번 칸 ({cost}): {rewards[space]} [{taken}]",
            ),
        )
    left, right = view.market_piles
    line(
        text,
        say(
            f"Piles: {left} face down (left), {right} flipped (right)",
            f"더미: 뒷면 {left}장 (왼쪽), 뒤집은 카드 {right}장 (오른쪽)",
        ),
    )
    return text


def workshop_text(view: Any) -> Text:
    text = Text()
    heading(
        text,
        location_title("workshop"),
        say(
            "(columns from the left; silver lying on a card goes to its hirer)",
            "(열은 왼쪽부터; 카드 위의 은화는 고용한 사람이 가져감)",
        ),
    )
    for r, row in enumerate(view.rows):
        line(text, say(f"Row {r + 1}:", f"{r + 1}줄:"), "bold")
        for c, card in enumerate(row):
            if not card:
                line(text, f"  {c + 1}. " + say("(empty)", "(비어 있음)"))
                continue
            coins = view.coins[r][c]
            line(
                text,
                f"  {c + 1}. {apprentice_brief(card)}"
                + (say(f" +{coins} silver", f" +은화 {coins}개") if coins else ""),
            )
    line(
        text,
        say(
            f"Decks: {view.building_deck} buildings, {view.apprentice_deck} apprentices",
            f"더미: 건물 카드 {view.building_deck}장, 수습생 카드 {view.apprentice_deck}장",
        ),
    )
    return text


def guildhall_text(view: Any, names: tuple[str, ...]) -> Text:
    cat = catalog()
    text = Text()
    columns, capacity = view.guild_columns, view.guild_capacity
    filled = min(len(view.guildhall), capacity)
    heading(
        text,
        location_title("guildhall"),
        say(f"({capacity - filled} of {capacity} spaces left)", f"({capacity}칸 중 {capacity - filled}칸 남음)"),
    )
    for row in range(4):
        cells = []
        for column in range(columns):
            index = row * columns + column
            if index < len(view.guildhall):
                cells.append(short(owner_name(view, view.guildhall[index], names), 5))
            else:
                mark = "R" if column == 0 and row + 1 in cat.guildhall_reset_rows else "."
                cells.append("F" if is_refresh_space(view, row + 1, column + 1) else mark)
        line(text, say(f"Row {row + 1}: ", f"{row + 1}행: ") + " ".join(pad(c, 5) for c in cells).rstrip())
    line(
        text,
        say(
            "R: the first worker there triggers a Black Market reset.", f"R: 이 칸에 처음 일꾼을 놓으면 {reset_note()}."
        ),
    )
    if view.rules.guildhall_refresh:
        line(text, say(f"F: a worker there {refresh_note()}.", f"F: 이 칸에 일꾼을 놓으면 {refresh_note()}."))
    beside = view.guildhall[capacity:]
    if beside:
        line(
            text,
            say("Beside it (final round): ", "길드홀 옆 (마지막 라운드): ")
            + ", ".join(short(owner_name(view, o, names)) for o in beside),
        )
    if not view.end_triggered and view.phase == "play":
        line(text, say("Next space: ", "다음 칸: ") + guild_space_note(view))
    return text


def cathedral_text(view: Any, names: tuple[str, ...]) -> Text:
    cat = catalog()
    text = Text()
    least = cat.cathedral_banned_to + 1
    heading(
        text,
        say("Cathedral", "대성당"),
        say(
            f"(virtue {least}+ to climb; {view.rewards_left} rewards left)",
            f"(선행 {least} 이상이어야 오름; 남은 보상 카드 {view.rewards_left}장)",
        ),
    )
    for level in reversed(cat.cathedral):
        there = [o for o in range(len(view.owners)) if view.owners[o].cathedral == level.level]
        who = ", ".join(short(owner_name(view, o, names)) for o in there) or "-"
        line(
            text,
            say(
                f"Level {level.level}: {level.vp} VP, {amount_text(level.cost)}, "
                f"{len(there)}/{level.spaces} spaces: {who}",
                f"{level.level}레벨: 승점 {level.vp}점, {amount_text(level.cost)}, "
                f"{len(there)}/{level.spaces}칸: {who}",
            ),
        )
    return text


def prison_text(view: Any, names: tuple[str, ...]) -> Text:
    text = Text()
    heading(
        text,
        location_title("prison"),
        say(
            "(at a reset: 3+ inside lose 1 virtue; the most inside take a debt)",
            "(재설정 때: 3개 이상이면 선행 1 잃음; 가장 많으면 채권 1장)",
        ),
    )
    counts = [view.owners[o].prison for o in range(len(view.owners))]
    most = max(counts) if counts else 0
    for o, n in enumerate(counts):
        warnings = []
        if n >= 3:
            warnings.append(say("WARNING: -1 virtue at the next reset", "경고: 다음 재설정 때 선행 -1"))
        if n and n == most:
            warnings.append(
                say(
                    "WARNING: most in Prison, a debt at the next reset",
                    "경고: 교도소에 가장 많음, 다음 재설정 때 채권 1장",
                )
            )
        note = f" - {'; '.join(warnings)}" if warnings else ""
        line(text, f"{short(owner_name(view, o, names))}: {n}{note}", "bold" if warnings else "")
    return text


class Board(PlainBox, Vertical):
    """Everything on the table that every player sees."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .ar-section { margin-top: 1; }
    """
    HELP = Help(
        """\
## Architects board
Public information only: the workers of every owner at each location (by name), the tax on
the Tax Stand, the Black Market spaces and what they pay, the Workshop rows with the silver
lying on them, the Guildhall (R marks the spaces that trigger a Black Market reset, F those
that refresh the Workshop when that option is played), the
Cathedral levels, the Prison with its warnings, the final round and the AI's revealed card.
Your own hand is in the **Yours (private)** panel; every board in full under **Players**.
""",
        """\
## 서쪽 왕국의 건축가 게임판
모두가 아는 것만 보입니다: 장소마다 놓인 주인별 일꾼(이름으로), 세금 관리소의 세금, 암시장
칸과 그 보상, 작업장의 줄과 카드 위에 놓인 은화, 길드홀(R은 암시장 재설정을 일으키는 칸,
F는 그 추가 규칙을 쓸 때 작업장을 새로 고치는 칸), 대성당 레벨, 교도소와 그 경고, 마지막
라운드, AI가 공개한 카드.
내 손의 카드는 **내 것 (비공개)** 칸에, 모든 플레이어의 게임판은 **인원** 아래에 있습니다.
""",
    )

    def __init__(self) -> None:
        super().__init__(id="board")
        self._signatures: dict[str, str] = {}

    def compose(self) -> ComposeResult:
        for index, name in enumerate(SECTIONS):
            yield SteadyStatic("", id=f"ar-{name}", classes="ar-section" if index else "", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            for section in self.query(Static):
                section.update("")
            self._signatures.clear()
            return
        names = seat_names(self)
        builders = {
            "head": lambda: head_text(view, names),
            "locations": lambda: locations_text(view, names),
            "market": lambda: market_text(view, names),
            "workshop": lambda: workshop_text(view),
            "guildhall": lambda: guildhall_text(view, names),
            "cathedral": lambda: cathedral_text(view, names),
            "prison": lambda: prison_text(view, names),
        }
        for name in SECTIONS:
            try:
                text = builders[name]()
            except Exception as error:  # a renamed view field must not take the table down
                self.log.error(f"architects board {name}: {error!r}")
                text = Text(
                    say("(this part of the board cannot be drawn: ", "(게임판의 이 부분을 그릴 수 없음: ")
                    + f"{type(error).__name__})"
                )
            if self._signatures.get(name) == text.plain:
                continue
            self._signatures[name] = text.plain
            self.query_one(f"#ar-{name}", Static).update(text)

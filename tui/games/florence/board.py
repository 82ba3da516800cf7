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
from rules.core.words import korean, say
from rules.florence import words as W
from rules.florence.data import load
from rules.florence.describe import card_name, piece_name
from rules.florence.state import (
    ACTIONS,
    AUCTION,
    CHARACTERS,
    DRAFT,
    ENDING,
    OVER,
    BidFrame,
    LastFrame,
    OpenFrame,
    SoloOfferFrame,
)
from tui.games import seat_names
from tui.games.florence.placer import EstatePlacer
from tui.widgets.background import PlainBox
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic

PHASES = {
    DRAFT: "Draft: everyone returns 1 of 4 professions",
    AUCTION: "Auction",
    CHARACTERS: "Character auction (Muses & Ladies)",
    ACTIONS: "Actions: two a turn",
    ENDING: "Before the final count",
    OVER: "Game over",
}
#: the same headings in Korean, with the rulebook's names of the phases
PHASES_KO = {
    DRAFT: "전문가 카드 선택: 모두 4장 중 1장을 되돌립니다",
    AUCTION: "경매 단계",
    CHARACTERS: "특별 캐릭터 경매 (뮤즈와 귀부인)",
    ACTIONS: "행동 단계: 차례마다 행동 두 번",
    ENDING: "최종 점수 계산 전",
    OVER: "게임 종료",
}


def phase_heading(phase: str) -> str:
    if korean():
        return PHASES_KO.get(phase, W.phase_name(phase))
    return PHASES.get(phase, phase)


def item(name: str) -> str:
    """An auction item: 'a forest' / '숲 타일' (an unknown id as it is)."""
    return W.item_name(name, name)


def seat_name(view: Any, seat: int, names: tuple[str, ...]) -> str:
    base = names[seat] if 0 <= seat < len(names) else W.who(seat, None)
    return W.you(base) if seat == getattr(view, "viewer", -1) else base


def _top(view: Any) -> Any:
    return stack.top(view.decisions)


# ----------------------------------------------------------------- sections (pure: view in, Text out)
def head_text(view: Any, names: tuple[str, ...]) -> Text:
    c = load().constants
    text = Text.assemble((say(f"Round {view.round} of {c.rounds}", f"{c.rounds}라운드 중 {view.round}라운드"), "bold"))
    text.append(f"  {phase_heading(view.phase)}")
    if view.phase != OVER:
        text.append(say("\nWork minimum this round: ", "\n이번 라운드 최소 작품성: ") + str(c.minimums[view.round - 1]))
    if view.rules.solo:
        who = W.automa() if view.solo is not None and view.solo.automa_starts else seat_name(view, 0, names)
        text.append(say("\nStarts this round: ", "\n이번 라운드 시작: ") + who)
    else:
        text.append(say("\nStart player: ", "\n시작 플레이어: ") + seat_name(view, view.start_player, names))
    best = [(s, v) for s, v in enumerate(view.best_work) if v]
    if best and view.phase == ACTIONS:
        text.append(
            say("\nBest work so far: ", "\n지금까지 최고의 작업: ")
            + ", ".join(f"{seat_name(view, s, names)} {v}" for s, v in best)
        )
    return text


def auction_text(view: Any, names: tuple[str, ...]) -> Text:
    """The normal auction: items and their state, the bid under way, who is still in."""
    if view.phase != AUCTION or view.auction is None or view.solo is not None:
        return Text("")
    from rules.florence.auction import in_stock, item_list, start_bid

    auction = view.auction
    frame = _top(view)
    text = Text.assemble((say("Auction", "경매"), "bold underline"))
    text.append(say(f"  opens at {start_bid(view)}, +100 a bid", f"  시작가 {start_bid(view)}플로린, 입찰마다 +100"))
    if isinstance(frame, BidFrame):
        leader = seat_name(view, frame.leader, names)
        text.append(
            say(
                f"\nBid: {frame.high} for {item(frame.item)}, held by {leader}",
                f"\n입찰: {item(frame.item)} {frame.high}플로린, 최고 입찰자 {leader}",
            ),
            style="bold",
        )
        still = [s for s in range(len(view.players)) if auction.still_in(s) and s not in frame.passed]
        text.append(say("\nStill in: ", "\n참여 중: ") + ", ".join(seat_name(view, s, names) for s in still))
        actor = seat_name(view, frame.actor, names)
        text.append(
            say(
                f"\nTo bid: {actor} ({frame.high + 100} or pass)",
                f"\n입찰 차례: {actor} ({frame.high + 100}플로린 또는 패스)",
            )
        )
    won = {item: seat for seat, item in enumerate(auction.won) if item}
    bidding = frame.item if isinstance(frame, BidFrame) else ""
    items = item_list(view)
    open_now = [item(i) for i in items if i not in won and i != bidding and in_stock(view, i)]
    gone = [item(i) for i in items if i not in won and i != bidding and not in_stock(view, i)]
    text.append(say("\nStill to auction: ", "\n남은 경매 대상: ") + (", ".join(open_now) or say("nothing", "없음")))
    for thing, seat in won.items():
        text.append(
            say(
                f"\nWon: {item(thing)} by {seat_name(view, seat, names)}",
                f"\n낙찰: {item(thing)} - {seat_name(view, seat, names)}",
            )
        )
    if gone:
        text.append(say("\nNone left: ", "\n남은 타일 없음: ") + ", ".join(gone))
    if isinstance(frame, OpenFrame):
        text.append(say("\nTo open: ", "\n경매를 열 차례: ") + seat_name(view, frame.actor, names))
    elif isinstance(frame, LastFrame):
        actor = seat_name(view, frame.actor, names)
        text.append(
            say(
                f"\n{actor}, the last without an item, may buy one for {start_bid(view)}",
                f"\n대상을 확보하지 못한 마지막 플레이어 {actor}: {start_bid(view)}플로린에 하나를 살 수 있습니다",
            )
        )
    out = [seat_name(view, s, names) for s, left in enumerate(auction.gave_up) if left]
    if out:
        text.append(say("\nGave up: ", "\n경매 포기: ") + ", ".join(out))
    return text


def characters_text(view: Any, names: tuple[str, ...]) -> Text:
    board = view.characters
    if board is None:
        return Text("")
    data = load()
    text = Text.assemble((say("Characters (Muses & Ladies)", "특별 캐릭터 (뮤즈와 귀부인)"), "bold underline"))
    text.append(say(f"\nBanker's pot: {board.pot}", f"\n은행가 카드 위: {board.pot}플로린"))
    pawns = {p.character: p for p in board.pawns}
    holders = {c: s for s, p in enumerate(view.players) for c in p.characters}
    won = {c: s for s, c in enumerate(board.won) if c}
    for character in data.characters:
        line = f"\n  {W.character_name(character.id)} {character.low * 100}-{character.high * 100}: "
        if character.id in pawns:
            pawn = pawns[character.id]
            bidder = seat_name(view, pawn.seat, names)
            line += say(f"bid {pawn.space * 100} by {bidder}", f"{bidder} {pawn.space * 100}플로린 입찰")
        elif character.id in holders:
            line += say("held by ", "보유: ") + seat_name(view, holders[character.id], names)
        elif character.id in won:
            line += say("won by ", "확보: ") + seat_name(view, won[character.id], names)
        elif character.id in board.unavailable:
            line += say("used (face down)", "사용함 (뒷면)")
        else:
            line += say("free", "입찰 없음")
        text.append(line)
    if view.phase == CHARACTERS and board.passed:
        text.append(say("\nPassed: ", "\n패스: ") + ", ".join(seat_name(view, s, names) for s in board.passed))
    return text


def supply_text(view: Any) -> Text:
    text = Text.assemble((say("Supply", "공급처"), "bold underline"))
    freedoms = ", ".join(f"{W.freedom_short(f)} {n}" for f, n in view.freedoms)
    text.append(say("\nFreedoms: ", "\n자유 타일: ") + freedoms)
    landscapes = ", ".join(f"{W.landscape_word(p)} {n}" for p, n in view.landscapes)
    text.append(say("\nLandscapes: ", "\n경관 타일: ") + landscapes)
    text.append(
        say(
            f"\nJesters {view.jesters}, builders {view.builders}",
            f"\n광대 토큰 {view.jesters}, 건축가 토큰 {view.builders}",
        )
    )
    buildings = ", ".join(f"{piece_name(b)} {n}" for b, n in view.buildings)
    text.append(say("\nBuildings: ", "\n건물 타일: ") + buildings)
    text.append(
        say(
            f"\nDecks: professions {view.profession_deck}, prestige {view.prestige_deck}, "
            f"bonus {view.bonus_deck}, recruitment {view.recruitment_deck}",
            f"\n카드 더미: 전문가 {view.profession_deck}, 명성 {view.prestige_deck}, "
            f"보너스 {view.bonus_deck}, 초빙 {view.recruitment_deck}",
        )
    )
    return text


def _row_text(cards: tuple[str, ...], bonus_counts: tuple[int, ...] = ()) -> str:
    """A row left to right: face-up cards by name, face-down ones as '?' (with bonus cards waiting)."""
    out = []
    for i, card in enumerate(cards):
        word = "?" if card == "?" else card_name(card)
        extra = bonus_counts[i] if i < len(bonus_counts) else 0
        out.append(word + (say(f" (+{extra} bonus)", f" (+보너스 카드 {extra}장)") if extra else ""))
    if not out:
        return say("empty", "없음")
    return ", ".join(out)


def solo_text(view: Any, names: tuple[str, ...]) -> Text:
    """The automa's card (items, die modifiers, action slots), the rolls, its row and the virtual players."""
    solo = view.solo
    if solo is None:
        return Text("")
    from rules.florence.solo import automa_card

    a = solo.automa
    text = Text.assemble((say("Automa", "오토마"), "bold underline"))
    text.append(
        say(f"\nPrestige {a.prestige}, florins {a.florins} (public)", f"\n명성 {a.prestige}, {a.florins}플로린 (공개)")
    )
    holdings = [
        say(f"jesters {a.jesters}", f"광대 토큰 {a.jesters}"),
        say(f"builders {a.builders}", f"건축가 토큰 {a.builders}"),
    ]
    if a.freedoms:
        holdings.append(say("freedoms: ", "자유 타일: ") + ", ".join(W.freedom_short(f) for f in a.freedoms))
    text.append("\n" + ", ".join(holdings))
    if a.tiles:
        text.append(say("\nTiles: ", "\n타일: ") + ", ".join(piece_name(t) for t in a.tiles))
    best = a.best_work or "-"
    text.append(
        say(
            f"\nPrestige cards: {a.prestige_card_count}, best work this round: {best}",
            f"\n명성 카드: {a.prestige_card_count}장, 이번 라운드 최고의 작업: {best}",
        )
    )
    text.append(say("\nRow: ", "\n카드 줄: ") + _row_text(a.row, a.row_bonus_counts))
    for number, row in enumerate(solo.virtuals, start=1):
        text.append(say(f"\nVirtual player {number}: ", f"\n가상 플레이어 {number}: ") + _row_text(row))
    if any("?" in row for row in (a.row,) + tuple(solo.virtuals)):
        text.append(say("\n(? a face-down card)", "\n(? 뒷면 카드)"), style="dim")
    if solo.card:
        card = automa_card(solo.card)
        text.append(
            say(
                f"\nAutoma card {card.id} (rounds {card.group}), die + modifier:",
                f"\n오토마 카드 {card.id} ({card.group}라운드), 주사위 + 보정치:",
            ),
            style="bold",
        )
        entries = ", ".join(f"{W.automa_entry(entry)} +{mod}" for entry, mod in zip(card.items, card.modifiers))
        text.append(f"\n  {entries}")
        slot_1 = say(" or ", " 또는 ").join(W.automa_action(x) for x in card.slot_1)
        slot_2 = say(" or ", " 또는 ").join(W.automa_action(x) for x in card.slot_2)
        text.append(
            say(f"\n  actions: slot 1 {slot_1}; slot 2 {slot_2}", f"\n  행동: 1번 칸 {slot_1}; 2번 칸 {slot_2}")
        )
        tries = solo.seats_total
        text.append(
            say(
                f"\nTries: {len(solo.tried)} of {tries} (the last one: a flat 200, not the two top items)",
                f"\n경매 시도: {tries}번 중 {len(solo.tried)}번 (마지막 시도는 주사위 없이 200플로린)",
            )
        )
        for thing, bid in solo.tried:
            text.append(say(f"\n  {item(thing)}: automa bid {bid}", f"\n  {item(thing)}: 오토마 입찰 {bid}플로린"))
        frame = _top(view)
        if isinstance(frame, SoloOfferFrame):
            text.append(say(f"\nRoll: {frame.roll}", f"\n주사위: {frame.roll}"), style="bold")
            text.append(
                say(
                    f" -> the automa bids {frame.bid} for {item(frame.item)}; take it for {frame.bid + 100}"
                    + (" (you must)" if frame.must else " or pass"),
                    f" -> 오토마가 {item(frame.item)}에 {frame.bid}플로린 입찰; {frame.bid + 100}플로린에 확보"
                    + (" (반드시)" if frame.must else " 또는 패스"),
                )
            )
        if solo.player_item:
            text.append(say("\nYou took ", "\n확보한 대상: ") + item(solo.player_item))
    text.append(say(f"\nAutoma deck: {solo.deck} cards", f"\n오토마 카드 더미: {solo.deck}장"))
    if solo.events:
        text.append(say("\nLately: ", "\n최근: ") + " ".join(W.say_event(e) for e in solo.events[-4:]), style="dim")
    return text


SECTIONS: tuple[tuple[str, Callable[..., Text], bool], ...] = (
    ("#fl-head", head_text, True),
    ("#fl-auction", auction_text, True),
    ("#fl-solo", solo_text, True),
    ("#fl-characters", characters_text, True),
    ("#fl-supply", supply_text, False),
)


class Board(PlainBox, Vertical):
    """Round, phase, auction, characters, supply and the solo automa, for everyone."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .fl-section { margin-top: 1; }
    """
    HELP = Help(
        """\
## Princes of Florence board
Public information only: the round and its work minimum, the auction (items, the bid, who
is still in), the characters of Muses & Ladies, what is left in the supply, and in the solo
game the automa's card, its die roll, its row of cards and the virtual players.

When you have a tile to place, your estate appears at the top with a cursor:
**arrows** move it, **r** turns the tile, **f** flips it, **n** jumps to the next legal
spot, **t** switches the tile (when there is a choice), **enter** places it. A `+` marks
where the tile's top-left corner may go; a refused spot says why.
""",
        """\
## 피렌체의 제후 게임판
모두가 아는 것만 보입니다: 라운드와 그 라운드의 최소 작품성, 경매 (대상, 진행 중인 입찰,
아직 참여 중인 사람), 뮤즈와 귀부인의 특별 캐릭터, 공급처에 남은 것, 그리고 1명용 게임에서는
오토마 카드, 주사위 결과, 오토마의 카드 줄과 가상 플레이어.

놓을 타일이 있으면 맨 위에 내 영지판이 커서와 함께 나타납니다:
**화살표**로 옮기고, **c**로 돌리고, **f**로 뒤집고, **n**으로 다음 가능한 곳으로 가고,
**o**로 (고를 수 있을 때) 다른 타일로 바꾸고, **enter**로 놓습니다. `+`는 타일의 왼쪽 위
칸이 갈 수 있는 곳이며, 놓을 수 없는 곳에서는 그 까닭을 알려 줍니다.
""",
    )

    def __init__(self) -> None:
        super().__init__(id="board")
        self._signatures: dict[str, tuple] = {}

    def compose(self) -> ComposeResult:
        yield EstatePlacer()
        for selector, _, _ in SECTIONS:
            classes = "fl-section" if selector != "#fl-head" else ""
            yield SteadyStatic("", id=selector[1:], classes=classes, markup=False)

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
                text = Text(
                    say(
                        f"(this part cannot be drawn: {type(error).__name__})",
                        f"(이 부분을 그릴 수 없습니다: {type(error).__name__})",
                    )
                )
            self._set(selector, text)

    def _set(self, selector: str, text: Text) -> None:
        signature = (text.plain, tuple((s.start, s.end, str(s.style)) for s in text.spans))
        if self._signatures.get(selector) == signature:
            return
        self._signatures[selector] = signature
        section = self.query_one(selector, Static)
        section.update(text)
        section.display = bool(text.plain)

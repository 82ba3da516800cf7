"""Why a Princes of Florence move is not offered now (`rules.core.reasons`): for the seat to act,
the buildings, freedoms, draws, works, auction items, bids, character bids and sales of prestige
the rules forbid at this moment, each with the rule in a player's words and its numbers.

Each `Reason` also names the moves it speaks for (`move_key` of an action), so tests can check
that none of them is legal. Everything is read from the seat's own view (`rules.florence.view`):
its own hand and purse, and the public table, never another seat's hidden cards or florins.
Rulebook lines (000_f8a3303e9464fdee.txt): auction L118-L143, builders L168/L192-L200, works
L245-L301, building L331-L347, freedoms L366-L370, draws L375-L390, selling prestige L126/L399,
solo auction L494-L499, Muses & Ladies L598/L604-L612/L667, Shared Buildings L705-L726.
"""

from __future__ import annotations

from typing import Any, Iterable

import attrs

from rules.core import decisions as stack
from rules.core.reasons import Reason, Unavailable
from rules.core.words import korean, say, say_id
from rules.florence import actions as A
from rules.florence import auction, estate, solo
from rules.florence import words as W
from rules.florence.card_words import missing_words, work_now
from rules.florence.common import building_cells, forbidden_cells
from rules.florence.data import LANDSCAPES, load
from rules.florence.preview import own_player
from rules.florence.rules import to_act
from rules.florence.scoring import owns_piece
from rules.florence.state import (
    DRAFT,
    LANDSCAPE_ITEM,
    BidFrame,
    CharacterFrame,
    FlorenceState,
    LastFrame,
    OpenFrame,
    PlayerState,
    ProfessorFrame,
    SharedAnswerFrame,
    SoloOfferFrame,
    SoloPickFrame,
    TurnFrame,
    WorkFrame,
    is_recruitment,
    supply_count,
)
from rules.florence.view import FlorenceView, view
from rules.florence.words import card_name, josa, piece_name

#: (kind of move, what it names): the key a reason and a legal action share.
MoveKey = tuple[str, str]

#: FinishWork keys a reason may speak for: more prestige than any work's income buys.
_MOST_PRESTIGE = 60


def move_key(action: Any) -> MoveKey | None:
    """The key a reason names this action by (None: a move no reason speaks of)."""
    simple = {
        A.DrawProfession: ("draw", "profession"),
        A.DrawBonus: ("draw", "bonus"),
        A.LadyWork: ("lady", ""),
        A.SellPrestige: ("sell", ""),
        A.SoloTake: ("take", ""),
        A.Pass: ("pass", ""),
        A.AcceptShared: ("accept", ""),
    }
    if type(action) in simple:
        return simple[type(action)]
    one_field = {
        A.Work: ("work", "card"),
        A.Build: ("build", "building"),
        A.TakeFreedom: ("freedom", "freedom"),
        A.OpenAuction: ("open", "item"),
        A.BuyLast: ("buy", "item"),
        A.Bid: ("bid", "amount"),
        A.SoloTry: ("try", "item"),
        A.FinishWork: ("finish", "prestige"),
        A.AddBonus: ("bonus", "card"),
        A.UseProfessor: ("professor", "deck"),
    }
    if type(action) in one_field:
        kind, field = one_field[type(action)]
        return (kind, str(getattr(action, field)))
    if isinstance(action, A.BuildShared):
        return ("shared", f"{action.partner}:{action.building}")
    if isinstance(action, A.PlacePawn):
        return ("pawn", f"{action.character}:{action.space}")
    if isinstance(action, A.Recruit):
        return ("recruit", f"{action.seat}:{action.card}")
    return None


def why_not(state: FlorenceState, seat: int, names: tuple[str, ...] | None = None) -> tuple[Unavailable, ...]:
    return tuple(r.unavailable() for r in reasons(state, seat, names))


def reasons(state: FlorenceState, seat: int, names: tuple[str, ...] | None = None) -> tuple[Reason, ...]:
    """What `seat` (to act) cannot do now and why, from its own view."""
    if seat not in to_act(state) or state.phase == DRAFT:
        return ()
    seen = view(state, seat)  # the seat's own view: nothing hidden from it can be read below
    frame = stack.top(seen.decisions)
    me = own_player(seen)
    table = _Table(seen, seat, me, names)
    if isinstance(frame, TurnFrame):
        return table.turn(frame)
    if isinstance(frame, (OpenFrame, LastFrame)):
        return table.opening(frame)
    if isinstance(frame, BidFrame):
        return table.bidding(frame)
    if isinstance(frame, SoloPickFrame):
        return table.solo_pick()
    if isinstance(frame, SoloOfferFrame):
        return table.solo_offer(frame)
    if isinstance(frame, CharacterFrame):
        return table.characters()
    if isinstance(frame, WorkFrame):
        return table.work(frame)
    if isinstance(frame, SharedAnswerFrame):
        return table.answer(frame)
    if isinstance(frame, ProfessorFrame):
        return tuple(table.professor())
    return ()


# ---- words --------------------------------------------------------------------------------------
def short(cost: int, florins: int) -> str:
    """'costs 700, you have 500 (200 short)' / '비용 700플로린, 보유 500플로린 (200플로린 부족)'."""
    return say(
        f"costs {cost}, you have {florins} ({cost - florins} short)",
        f"비용 {cost}플로린, 보유 {florins}플로린 ({cost - florins}플로린 부족)",
    )


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def freedom_name(freedom: str) -> str:
    return W.freedom_name(freedom)


def keys(kind: str, names: Iterable[Any]) -> frozenset[MoveKey]:
    return frozenset((kind, str(name)) for name in names)


@attrs.frozen
class _Table:
    """The seat's own view, its player and the names: what every group of reasons reads."""

    seen: FlorenceView
    seat: int
    me: PlayerState
    names: tuple[str, ...] | None

    def who(self, seat: int) -> str:
        return W.who(seat, self.names)

    # ---- the action phase ---------------------------------------------------------------------------
    def turn(self, frame: TurnFrame) -> tuple[Reason, ...]:
        found: list[Reason] = []
        if frame.actions_left <= 0:
            found.append(self.no_action_left())
        else:
            found += self.works()
            found += self.builds(frame)
            found += self.freedoms(frame)
            found += self.draws(frame)
            found += self.lady()
        found += self.recruit()
        found += self.selling(frame.actions_left > 0)
        found += self.professor()
        return tuple(found)

    def action_keys(self) -> frozenset[MoveKey]:
        """Every move that spends one of the turn's actions."""
        data = load()
        out = set(keys("work", self.me.hand)) | keys("build", (b.id for b in data.buildings))
        out |= keys("freedom", (f.id for f in data.freedoms)) | keys("draw", ("profession", "bonus"))
        out |= {("lady", "")} | self.shared_keys(b.id for b in data.buildings)
        return frozenset(out)

    def shared_keys(self, buildings: Iterable[str]) -> frozenset[MoveKey]:
        if not self.seen.rules.shared_buildings:
            return frozenset()
        from rules.florence.shared import neighbours

        partners = sorted(set(neighbours(self.seen, self.seat).values()))
        return frozenset(("shared", f"{p}:{b}") for b in buildings for p in partners)

    def no_action_left(self) -> Reason:
        from rules.florence.characters import actions_for

        count = actions_for(self.me)
        used = "both actions" if count == 2 else f"all {count} actions"
        return Reason(
            say("Work, build, freedom, draws", "작업, 건축, 자유 타일, 카드 가져오기"),
            say(f"{used} of this turn are used", f"이번 차례의 행동 {count}번을 모두 썼습니다"),
            self.action_keys(),
        )

    def works(self) -> list[Reason]:
        """Professions whose work would fall short of the round's minimum (L245), and a hand with none."""
        need = load().constants.minimums[self.seen.round - 1]
        professions = [c for c in self.me.hand if not is_recruitment(c)]
        if not professions:
            recruits = (
                say(" (a recruitment card only brings one in)", " (초빙 카드는 전문가를 데려올 뿐입니다)")
                if self.me.hand
                else ""
            )
            return [
                Reason(
                    say("Work", "작업"),
                    say(f"no profession card in your hand{recruits}", f"손에 전문가 카드가 없습니다{recruits}"),
                )
            ]
        out = []
        for card in professions:
            value = work_now(self.seen, self.me, card, self.me.bonus)
            if value >= need:
                continue
            lacking = missing_words(self.me, card)
            hint = f"; {lacking}" if lacking else say("; it has all it likes", "; 선호하는 것을 모두 갖춤")
            if korean():
                with_bonus = "보너스 카드와 함께 " if self.me.bonus else ""
                why = (
                    f"{with_bonus}작품성 {value}, {self.seen.round}라운드 최소 작품성 {need} "
                    f"({need - value} 부족){hint}"
                )
            else:
                with_bonus = " with your bonus cards" if self.me.bonus else ""
                why = (
                    f"work value {value}{with_bonus}, round {self.seen.round} needs {need} ({need - value} short){hint}"
                )
            out.append(Reason(card_name(card), why, keys("work", [card])))
        return out

    def builds(self, frame: TurnFrame) -> list[Reason]:
        """Buildings (L331-L347): the cost by builders, none left, one of a kind, room and the builder rule."""
        from rules.florence.turns import build_cost

        data = load()
        cost = build_cost(self.me.builders)
        every = [b.id for b in data.buildings]
        if self.me.florins < cost:
            if korean():
                builders = f"건축가 토큰 {self.me.builders}개" if self.me.builders else "건축가 토큰 없이"
                price = f" ({builders}일 때의 비용)" if self.me.builders else f" ({builders} 내는 비용)"
            else:
                builders = "no builder" if not self.me.builders else plural(self.me.builders, "builder")
                price = f" (the price with {builders})"
            return [
                Reason(
                    say("Build", "건축"),
                    f"{short(cost, self.me.florins)}{price}",
                    keys("build", every) | self.shared_keys(every),
                )
            ]
        out = []
        for b in every:
            name = piece_name(b)
            both = keys("build", [b]) | self.shared_keys([b])
            if supply_count(self.seen.buildings, b) <= 0:
                out.append(Reason(name, say("none left in the supply", "남은 타일이 없습니다"), both))
            elif owns_piece(self.me, b):
                out.append(
                    Reason(
                        name,
                        say(
                            "you have one already (one of each building on an estate)",
                            "이미 있습니다 (영지판에 건물은 종류별로 1개씩)",
                        ),
                        both,
                    )
                )
            else:
                why = self.no_room(b)
                if why:
                    out.append(Reason(name, why, keys("build", [b])))
        out += self.shared(frame)
        return out

    def no_room(self, piece: str) -> str:
        """'' when the tile has a legal spot on the estate, else why not: room, the builder rule, the seam."""
        occupied, cells = self.me.occupied, building_cells(self.me)
        forbidden = forbidden_cells(self.seen, self.seat)
        size = len(load().piece_by_id[piece].cells)
        if estate.any_spot(piece, occupied, cells, self.me.builders, forbidden):
            return ""
        if not estate.any_spot(piece, occupied, cells, 2, 0):
            return say(
                f"no free spot on your estate fits its {size} cells", f"영지판에 {size}칸이 들어갈 빈자리가 없습니다"
            )
        if not estate.any_spot(piece, occupied, cells, self.me.builders, 0):
            return say(
                f"every spot with room touches another building or the mansion; that takes 2 builders "
                f"(you have {self.me.builders})",
                f"빈자리마다 다른 건물이나 저택과 맞닿습니다. 그러려면 건축가 토큰 2개가 필요합니다 "
                f"(보유 {self.me.builders}개)",
            )
        if self.me.builders == 0:
            return say(
                "the spots left are on the edge cells facing a neighbour's board: alone, those need a builder",
                "남은 자리는 이웃 영지판을 마주한 가장자리 칸입니다. 혼자 지으려면 건축가 토큰이 필요합니다",
            )
        return say(
            "the spots left face a neighbour's building across the seam: alone, that takes 2 builders",
            "남은 자리는 경계 너머 이웃의 건물과 마주합니다. 혼자 지으려면 건축가 토큰 2개가 필요합니다",
        )

    def shared(self, frame: TurnFrame) -> list[Reason]:
        """Shared Buildings (L699-L719): one offer refused ends the offers; one of each kind on both boards;
        a spot across the seam that keeps each owner's builder rule."""
        if not self.seen.rules.shared_buildings:
            return []
        from rules.florence.shared import legal_spots, neighbours

        data = load()
        if frame.shared_refused:
            every = [b.id for b in data.buildings]
            return [
                Reason(
                    say("Shared building", "공동 건물"),
                    say(
                        "an offer was refused this turn: build alone, or offer again next turn",
                        "이번 차례에 제안이 거절되었습니다. 혼자 짓거나 다음 차례에 다시 제안하세요",
                    ),
                    self.shared_keys(every),
                )
            ]
        out = []
        for partner in sorted(set(neighbours(self.seen, self.seat).values())):
            other, who = self.seen.players[partner], self.who(partner)
            theirs, no_spot = [], []
            for b in data.buildings:
                if supply_count(self.seen.buildings, b.id) <= 0 or owns_piece(self.me, b.id):
                    continue  # said for the building itself
                if owns_piece(other, b.id):
                    theirs.append(b)
                elif not _shared_spots(self.seen, self.seat, self.me, partner, b.id, legal_spots):
                    no_spot.append(b)
            for group, why in (
                (
                    theirs,
                    say(
                        f"{who} has one already (one of each kind on both boards)",
                        f"{josa(who, '이/가')} 이미 가지고 있습니다 (두 영지판 모두 종류별로 1개씩)",
                    ),
                ),
                (
                    no_spot,
                    say(
                        "no spot across your seam fits it with each board's builder rule",
                        "두 영지판의 건축가 규칙을 지키며 경계에 걸쳐 놓을 자리가 없습니다",
                    ),
                ),
            ):
                if group:
                    told = ", ".join(piece_name(b.id) for b in group)
                    out.append(
                        Reason(
                            say(f"Shared {told} with {who}", f"{josa(who, '과/와')} 공동 {told}"),
                            why,
                            frozenset(("shared", f"{partner}:{b.id}") for b in group),
                        )
                    )
        return out

    def freedoms(self, frame: TurnFrame) -> list[Reason]:
        """Freedoms (L366-L370): 300, once a turn, one of each kind, none left."""
        c = load().constants
        every = [f.id for f in load().freedoms]
        if frame.freedom_done:
            return [
                Reason(
                    say("Freedom", "자유 타일"),
                    say("one a turn, and you took one this turn", "차례마다 1개이고, 이번 차례에 이미 가져왔습니다"),
                    keys("freedom", every),
                )
            ]
        if self.me.florins < c.action_cost:
            return [Reason(say("Freedom", "자유 타일"), short(c.action_cost, self.me.florins), keys("freedom", every))]
        out = []
        for freedom, count in self.seen.freedoms:
            if freedom in self.me.freedoms:
                out.append(
                    Reason(
                        freedom_name(freedom),
                        say("you have it (one of each kind)", "이미 있습니다 (종류별로 1개씩)"),
                        keys("freedom", [freedom]),
                    )
                )
            elif count <= 0:
                out.append(
                    Reason(
                        freedom_name(freedom),
                        say("none left in the supply", "남은 타일이 없습니다"),
                        keys("freedom", [freedom]),
                    )
                )
        return out

    def draws(self, frame: TurnFrame) -> list[Reason]:
        """Profession draw (L375-L379: once a turn, deck not empty) and bonus draw (L384-L390), 300 each."""
        c = load().constants
        out = []
        for deck, count, what in (
            ("profession", self.seen.profession_deck, say("Draw professions", "전문가 카드 가져오기")),
            ("bonus", self.seen.bonus_deck, say("Draw bonus cards", "보너스 카드 가져오기")),
        ):
            key = keys("draw", [deck])
            if deck == "profession" and frame.profession_done:
                out.append(
                    Reason(
                        what,
                        say("once a turn, and you drew this turn", "차례마다 한 번이고, 이번 차례에 이미 가져왔습니다"),
                        key,
                    )
                )
            elif not count:
                out.append(
                    Reason(what, say(f"the {deck} deck is empty", f"{W.deck_name(deck)} 카드 더미가 비었습니다"), key)
                )
            elif self.me.florins < c.action_cost:
                out.append(Reason(what, short(c.action_cost, self.me.florins), key))
        return out

    def lady(self) -> list[Reason]:
        """The Lady's work (L667) must reach the round's minimum too."""
        if "lady" not in self.me.characters:
            return []
        from rules.florence.turns import LADY, value_of

        need = load().constants.minimums[self.seen.round - 1]
        value = value_of(self.seen, self.me, LADY)
        if value >= need:
            return []
        return [
            Reason(
                say("Work with the Lady", "귀부인으로 작업"),
                say(
                    f"work value {value}, round {self.seen.round} needs {need} ({need - value} short)",
                    f"작품성 {value}, {self.seen.round}라운드 최소 작품성 {need} ({need - value} 부족)",
                ),
                frozenset({("lady", "")}),
            )
        ]

    def recruit(self) -> list[Reason]:
        """A recruitment card takes a profession lying face up in front of someone else (L216, L575)."""
        if not any(is_recruitment(c) for c in self.me.hand):
            return []
        if self.seen.solo is not None:
            from rules.florence.view import HIDDEN

            rows = (self.seen.solo.automa.row,) + self.seen.solo.virtuals
            if any(c != HIDDEN and not is_recruitment(c) for row in rows for c in row):
                return []
            return [
                Reason(
                    say("Recruit", "초빙"),
                    say(
                        "no profession lies face up in the automa's or a virtual player's row",
                        "오토마나 가상 플레이어 앞에 앞면인 전문가 카드가 없습니다",
                    ),
                )
            ]
        if any(not is_recruitment(c) for s, p in enumerate(self.seen.players) if s != self.seat for c in p.front):
            return []
        return [
            Reason(
                say("Recruit", "초빙"),
                say(
                    "no profession lies face up in front of another player",
                    "다른 플레이어 앞에 앞면인 전문가 카드가 없습니다",
                ),
            )
        ]

    # ---- any time: prestige for florins, the characters that wait --------------------------------------
    def selling(self, may_act: bool = True) -> list[Reason]:
        """Prestige sells for 100 any time (L126), but not with Muses & Ladies (L598)."""
        key = frozenset({("sell", "")})
        what = say("Sell prestige", "명성 팔기")
        if self.seen.rules.muses_and_ladies:
            return [
                Reason(
                    what,
                    say(
                        "not with Muses & Ladies: florins come only from works and the Banker",
                        "뮤즈와 귀부인 확장에서는 안 됩니다. 플로린은 작업과 은행가로만 얻습니다",
                    ),
                    key,
                )
            ]
        if self.me.prestige <= 0:
            return [Reason(what, say("you have no prestige to sell", "팔 명성이 없습니다"), key)]
        if not may_act:
            return [
                Reason(
                    what,
                    say(
                        "no action is left this turn to spend the florins on; sell at the auction or on your next turn",
                        "이번 차례에 플로린을 쓸 행동이 남지 않았습니다. 경매 때나 다음 차례에 파세요",
                    ),
                    key,
                )
            ]
        return []

    def professor(self) -> list[Reason]:
        """The Professor's free draw (L673) needs cards in the deck chosen."""
        if "professor" not in self.me.characters:
            return []
        return [
            Reason(
                say(f"Professor: the {deck} deck", f"교수: {W.deck_name(deck)} 카드 더미"),
                say("it is empty", "비었습니다"),
                keys("professor", [deck]),
            )
            for deck, count in (("prestige", self.seen.prestige_deck), ("bonus", self.seen.bonus_deck))
            if not count
        ]

    def anytime(self) -> list[Reason]:
        return self.selling() + self.professor()

    # ---- the auction ------------------------------------------------------------------------------
    def item_problem(self, item: str) -> str:
        """Why `item` cannot be opened or bought now, leaving the price aside ('' when it can)."""
        won = self.seen.auction.won if self.seen.auction is not None else ()
        if item in won:
            winner = self.who(won.index(item))
            return say(
                f"won this round by {winner} (each item once a round)",
                f"이번 라운드에 {josa(winner, '이/가')} 확보했습니다 (대상마다 라운드에 한 번)",
            )
        if not auction.in_stock(self.seen, item):
            return say("none left", "남은 것이 없습니다")
        return self.unusable(item)

    def unusable(self, item: str) -> str:
        """Ruling R1: no landscape without room for it, no fourth builder (L168)."""
        from rules.florence.common import can_place

        if item in LANDSCAPES or item == LANDSCAPE_ITEM:
            kinds = LANDSCAPES if item == LANDSCAPE_ITEM else (item,)
            if not any(supply_count(self.seen.landscapes, k) > 0 and can_place(self.me, k) for k in kinds):
                return say(
                    "no room for it on your estate (a won landscape is placed at once)",
                    "영지판에 놓을 자리가 없습니다 (확보한 경관 타일은 즉시 배치합니다)",
                )
        if item == "builder" and self.me.builders >= load().constants.max_builders:
            return say(
                f"you have {self.me.builders} builders, the most one may hold",
                f"건축가 토큰 {self.me.builders}개로 최대입니다",
            )
        return ""

    def opening(self, frame: Any) -> tuple[Reason, ...]:
        """Opening an auction or the last seat's purchase (L118-L143): items still open, at the start bid."""
        kind = "open" if isinstance(frame, OpenFrame) else "buy"
        bid = auction.start_bid(self.seen)
        found: list[Reason] = []
        items = auction.item_list(self.seen)
        if self.me.florins < bid:
            if korean():
                what = "경매 시작" if kind == "open" else "대상 구입"
                price = "경매 시작가" if kind == "open" else "대상 가격"
                why = f"{price} {bid}플로린, 보유 {self.me.florins}플로린 ({bid - self.me.florins}플로린 부족)"
            else:
                what = "Auction an item" if kind == "open" else "Buy an item"
                price = "an auction opens at" if kind == "open" else "an item costs"
                why = f"{price} {bid}, you have {self.me.florins} ({bid - self.me.florins} short)"
            found.append(Reason(what, why, keys(kind, items)))
        else:
            for item in items:
                why = self.item_problem(item)
                if why:
                    name = W.item_name(item)
                    what = (
                        say(f"Auction {name}", f"{name} 경매") if kind == "open" else say(f"Buy {name}", f"{name} 구입")
                    )
                    found.append(Reason(what, why, keys(kind, [item])))
        return tuple(found + self.anytime())

    def bidding(self, frame: BidFrame) -> tuple[Reason, ...]:
        """A bid is exactly 100 more (L131) and never above your florins (L124)."""
        raise_to = frame.high + load().constants.bid_step
        found: list[Reason] = []
        if self.me.florins < raise_to:
            item = W.item_name(frame.item)
            found.append(
                Reason(
                    say(f"Bid {raise_to} for {item}", f"{item}에 {raise_to}플로린 입찰"),
                    say(
                        f"you have {self.me.florins} ({raise_to - self.me.florins} short)",
                        f"보유 {self.me.florins}플로린 ({raise_to - self.me.florins}플로린 부족)",
                    ),
                    keys("bid", [raise_to]),
                )
            )
        return tuple(found + self.anytime())

    # ---- the solo auction --------------------------------------------------------------------------
    def solo_pick(self) -> tuple[Reason, ...]:
        """Items to try on the automa card (L494-L499): each once, in stock, usable; the last try."""
        card = solo.automa_card(self.seen.solo.card)
        tried = dict(self.seen.solo.tried)
        last = len(self.seen.solo.tried) == self.seen.solo.seats_total - 1
        found = []
        for item in solo.PLAYER_ITEMS:
            name = W.item_name(item)
            what = say(f"Try {name}", f"{name} 경매")
            key = keys("try", [item])
            if item in tried:
                found.append(
                    Reason(
                        what,
                        say(
                            f"tried this round (the automa bid {tried[item]})",
                            f"이번 라운드에 이미 경매했습니다 (오토마 입찰가 {tried[item]}플로린)",
                        ),
                        key,
                    )
                )
                continue
            why = say("none left", "남은 것이 없습니다") if not solo._in_stock(self.seen, item) else self.unusable(item)
            if why:
                found.append(Reason(what, why, key))
            elif last and solo.card_entry(item) in solo.top_two(card):
                top = ", ".join(
                    f"{say_id(e, W.ENTRY_NAMES_KO)} +{card.modifier(e)}" for e in card.items if e in solo.top_two(card)
                )
                found.append(
                    Reason(
                        what,
                        say(
                            f"the last try may not take the automa card's two highest entries ({top})",
                            f"마지막 경매로는 오토마 카드에서 보정치가 가장 높은 두 대상을 확보할 수 없습니다 ({top})",
                        ),
                        key,
                    )
                )
            elif last and self.me.florins < 200:
                found.append(Reason(what, say("the last try ", "마지막 경매: ") + short(200, self.me.florins), key))
        return tuple(found + self.selling())

    def solo_offer(self, frame: SoloOfferFrame) -> tuple[Reason, ...]:
        """Take for the automa's bid + 100 (L490); a 1-2 on an item with no modifier must be taken (L499)."""
        price = frame.bid + load().constants.bid_step
        found = []
        if self.me.florins < price:
            name = W.item_name(frame.item)
            found.append(
                Reason(say(f"Take {name}", f"{name} 확보"), short(price, self.me.florins), frozenset({("take", "")}))
            )
        elif frame.must:
            found.append(
                Reason(
                    say("Pass", "패스"),
                    say(
                        f"a {frame.roll} on an item with no modifier must be taken",
                        f"보정치가 없는 대상에 {josa(str(frame.roll), '이/가')} 나오면 즉시 확보해야 합니다",
                    ),
                    frozenset({("pass", "")}),
                )
            )
        return tuple(found + self.selling())

    # ---- Muses & Ladies ----------------------------------------------------------------------------
    def characters(self) -> tuple[Reason, ...]:
        """Character bids (L604-L627): spaces above any pawn, within your florins; cards won or used are out."""
        board = self.seen.characters
        pawns = {p.character: p for p in board.pawns}
        won = {c: s for s, c in enumerate(board.won) if c}
        found = []
        affordable = self.me.florins // 100
        over: set[MoveKey] = set()
        for character in load().characters:
            spaces = range(character.low, character.high + 1)
            every = frozenset(("pawn", f"{character.id}:{s}") for s in spaces)
            name = W.character_name(character.id)
            if character.id in won:
                winner = self.who(won[character.id])
                found.append(
                    Reason(
                        name,
                        say(f"won this round by {winner}", f"이번 라운드에 {josa(winner, '이/가')} 확보했습니다"),
                        every,
                    )
                )
            elif character.id in board.unavailable:
                found.append(
                    Reason(
                        name,
                        say(
                            "used already: out of this character auction",
                            "이미 사용했습니다. 이번 특별 캐릭터 경매에서 빠집니다",
                        ),
                        every,
                    )
                )
            elif character.id in pawns and pawns[character.id].space >= character.high:
                holder = self.who(pawns[character.id].seat)
                found.append(
                    Reason(
                        name,
                        say(
                            f"{holder} holds the top space ({character.high * 100}): it cannot be outbid",
                            f"{josa(holder, '이/가')} 맨 위 칸({character.high * 100})을 "
                            "차지해 더 높게 입찰할 수 없습니다",
                        ),
                        every,
                    )
                )
            else:
                low = pawns[character.id].space + 1 if character.id in pawns else character.low
                below = frozenset(("pawn", f"{character.id}:{s}") for s in spaces if s < low)
                if below:
                    pawn = pawns[character.id]
                    bids = (
                        f"{character.low * 100}-{pawn.space * 100}"
                        if pawn.space > character.low
                        else f"{pawn.space * 100}"
                    )
                    bidder = self.who(pawn.seat)
                    found.append(
                        Reason(
                            say(f"{character.name} at {bids}", f"{name}에 {bids}플로린"),
                            say(
                                f"{bidder} bid {pawn.space * 100}: only a higher space outbids",
                                f"{josa(bidder, '이/가')} {pawn.space * 100}플로린을 입찰했습니다. 더 높은 "
                                "칸이어야 합니다",
                            ),
                            below,
                        )
                    )
                over |= {("pawn", f"{character.id}:{s}") for s in spaces if s >= low and s > affordable}
        if over:
            found.append(
                Reason(
                    say(f"Character bids above {affordable * 100}", f"{affordable * 100}플로린보다 높은 캐릭터 입찰"),
                    say(
                        f"you have {self.me.florins} florins (a bid is never above them)",
                        f"보유 {self.me.florins}플로린 (보유한 플로린보다 높게 입찰할 수 없습니다)",
                    ),
                    frozenset(over),
                )
            )
        return tuple(found + self.selling())

    # ---- a work under way, a shared building's offer -------------------------------------------------
    def work(self, frame: WorkFrame) -> tuple[Reason, ...]:
        """Finishing needs the round's minimum (L245); prestige is bought from this work's income only
        (L293-L297); no bonus cards with the Lady (L667)."""
        from rules.florence.turns import LADY, value_of

        c = load().constants
        need = c.minimums[self.seen.round - 1]
        value = value_of(self.seen, self.me, frame.card, frame.bonuses)
        income = value * c.work_florins_per_value
        found = []
        if value < need:
            found.append(
                Reason(
                    say("Finish the work", "작업 완료"),
                    say(
                        f"value {value} so far, round {self.seen.round} needs {need} ({need - value} short): "
                        "add bonus cards",
                        f"지금 작품성 {value}, {self.seen.round}라운드 최소 작품성 "
                        f"{need} ({need - value} 부족): 보너스 카드를 더하세요",
                    ),
                    keys("finish", range(_MOST_PRESTIGE + 1)),
                )
            )
        else:
            most = income // c.convert_florins_per_prestige
            each = c.convert_florins_per_prestige
            found.append(
                Reason(
                    say(f"Buy more than {plural(most, 'prestige point')}", f"명성 {most}보다 많이 사기"),
                    say(
                        f"only this work's {income} florins buy prestige ({each} each), not the florins you had",
                        f"이 작업으로 번 {income}플로린으로만 명성을 삽니다 (명성 1당 "
                        f"{each}플로린). 원래 가진 플로린은 쓸 수 없습니다",
                    ),
                    keys("finish", range(most + 1, _MOST_PRESTIGE + 1)),
                )
            )
        if frame.card == LADY and self.me.bonus:
            found.append(
                Reason(
                    say("Bonus cards", "보너스 카드"),
                    say("not with a work of the Lady", "귀부인의 작업에는 쓸 수 없습니다"),
                    keys("bonus", self.me.bonus),
                )
            )
        return tuple(found)

    def answer(self, frame: SharedAnswerFrame) -> tuple[Reason, ...]:
        """The partner pays what was asked (L707), from its own florins."""
        if self.me.florins >= frame.amount:
            return ()
        piece = piece_name(frame.building)
        return (
            Reason(
                say(f"Accept the shared {piece}", f"공동 {piece} 수락"),
                short(frame.amount, self.me.florins),
                frozenset({("accept", "")}),
            ),
        )


def _shared_spots(seen: FlorenceView, seat: int, me: PlayerState, partner: int, building: str, legal_spots) -> bool:
    """Whether the shared building has a spot across the seam: `legal_spots` reads `players[s].occupied`, which
    a view's players lack, so it is given players that have it (the seat's own, and the partner's public tiles)."""
    from rules.florence.card_words import seen_player

    players = tuple(me if s == seat else seen_player(pv) for s, pv in enumerate(seen.players))
    return bool(legal_spots(attrs.evolve(seen, players=players), seat, partner, building))

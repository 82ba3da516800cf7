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
from rules.florence import actions as A
from rules.florence import auction, estate, solo
from rules.florence.card_words import missing_words, work_now
from rules.florence.common import building_cells, forbidden_cells
from rules.florence.data import LANDSCAPES, load
from rules.florence.describe import ITEM_NAMES, card_name, piece_name
from rules.florence.preview import own_player
from rules.florence.rules import to_act
from rules.florence.scoring import owns_piece
from rules.florence.state import (
    DRAFT, LANDSCAPE_ITEM, BidFrame, CharacterFrame, FlorenceState, LastFrame, OpenFrame, PlayerState,
    ProfessorFrame, SharedAnswerFrame, SoloOfferFrame, SoloPickFrame, TurnFrame, WorkFrame, is_recruitment,
    supply_count,
)
from rules.florence.view import FlorenceView, view

#: (kind of move, what it names): the key a reason and a legal action share.
MoveKey = tuple[str, str]

#: FinishWork keys a reason may speak for: more prestige than any work's income buys.
_MOST_PRESTIGE = 60


def move_key(action: Any) -> MoveKey | None:
    """The key a reason names this action by (None: a move no reason speaks of)."""
    simple = {
        A.DrawProfession: ("draw", "profession"), A.DrawBonus: ("draw", "bonus"), A.LadyWork: ("lady", ""),
        A.SellPrestige: ("sell", ""), A.SoloTake: ("take", ""), A.Pass: ("pass", ""),
        A.AcceptShared: ("accept", ""),
    }
    if type(action) in simple:
        return simple[type(action)]
    one_field = {
        A.Work: ("work", "card"), A.Build: ("build", "building"), A.TakeFreedom: ("freedom", "freedom"),
        A.OpenAuction: ("open", "item"), A.BuyLast: ("buy", "item"), A.Bid: ("bid", "amount"),
        A.SoloTry: ("try", "item"), A.FinishWork: ("finish", "prestige"), A.AddBonus: ("bonus", "card"),
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
    """'costs 700, you have 500 (200 short)'."""
    return f"costs {cost}, you have {florins} ({cost - florins} short)"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def freedom_name(freedom: str) -> str:
    return load().freedom_by_id[freedom].name


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
        return self.names[seat] if self.names and 0 <= seat < len(self.names) else f"Seat {seat + 1}"

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
        return Reason("Work, build, freedom, draws", f"{used} of this turn are used", self.action_keys())

    def works(self) -> list[Reason]:
        """Professions whose work would fall short of the round's minimum (L245), and a hand with none."""
        need = load().constants.minimums[self.seen.round - 1]
        professions = [c for c in self.me.hand if not is_recruitment(c)]
        if not professions:
            recruits = " (a recruitment card only brings one in)" if self.me.hand else ""
            return [Reason("Work", f"no profession card in your hand{recruits}")]
        out = []
        for card in professions:
            value = work_now(self.seen, self.me, card, self.me.bonus)
            if value >= need:
                continue
            with_bonus = " with your bonus cards" if self.me.bonus else ""
            lacking = missing_words(self.me, card)
            hint = f"; {lacking}" if lacking else "; it has all it likes"
            out.append(Reason(card_name(card), f"work value {value}{with_bonus}, round {self.seen.round} needs "
                                               f"{need} ({need - value} short){hint}", keys("work", [card])))
        return out

    def builds(self, frame: TurnFrame) -> list[Reason]:
        """Buildings (L331-L347): the cost by builders, none left, one of a kind, room and the builder rule."""
        from rules.florence.turns import build_cost

        data = load()
        cost = build_cost(self.me.builders)
        every = [b.id for b in data.buildings]
        if self.me.florins < cost:
            builders = "no builder" if not self.me.builders else plural(self.me.builders, "builder")
            return [Reason("Build", f"{short(cost, self.me.florins)} (the price with {builders})",
                           keys("build", every) | self.shared_keys(every))]
        out = []
        for b in every:
            name = piece_name(b)
            both = keys("build", [b]) | self.shared_keys([b])
            if supply_count(self.seen.buildings, b) <= 0:
                out.append(Reason(name, "none left in the supply", both))
            elif owns_piece(self.me, b):
                out.append(Reason(name, "you have one already (one of each building on an estate)", both))
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
            return f"no free spot on your estate fits its {size} cells"
        if not estate.any_spot(piece, occupied, cells, self.me.builders, 0):
            return (f"every spot with room touches another building or the mansion; that takes 2 builders "
                    f"(you have {self.me.builders})")
        if self.me.builders == 0:
            return "the spots left are on the edge cells facing a neighbour's board: alone, those need a builder"
        return "the spots left face a neighbour's building across the seam: alone, that takes 2 builders"

    def shared(self, frame: TurnFrame) -> list[Reason]:
        """Shared Buildings (L699-L719): one offer refused ends the offers; one of each kind on both boards;
        a spot across the seam that keeps each owner's builder rule."""
        if not self.seen.rules.shared_buildings:
            return []
        from rules.florence.shared import legal_spots, neighbours

        data = load()
        if frame.shared_refused:
            every = [b.id for b in data.buildings]
            return [Reason("Shared building", "an offer was refused this turn: build alone, or offer again "
                                              "next turn", self.shared_keys(every))]
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
            for group, why in ((theirs, f"{who} has one already (one of each kind on both boards)"),
                               (no_spot, "no spot across your seam fits it with each board's builder rule")):
                if group:
                    out.append(Reason(f"Shared {', '.join(b.name for b in group)} with {who}", why,
                                      frozenset(("shared", f"{partner}:{b.id}") for b in group)))
        return out

    def freedoms(self, frame: TurnFrame) -> list[Reason]:
        """Freedoms (L366-L370): 300, once a turn, one of each kind, none left."""
        c = load().constants
        every = [f.id for f in load().freedoms]
        if frame.freedom_done:
            return [Reason("Freedom", "one a turn, and you took one this turn", keys("freedom", every))]
        if self.me.florins < c.action_cost:
            return [Reason("Freedom", short(c.action_cost, self.me.florins), keys("freedom", every))]
        out = []
        for freedom, count in self.seen.freedoms:
            if freedom in self.me.freedoms:
                out.append(Reason(freedom_name(freedom), "you have it (one of each kind)", keys("freedom", [freedom])))
            elif count <= 0:
                out.append(Reason(freedom_name(freedom), "none left in the supply", keys("freedom", [freedom])))
        return out

    def draws(self, frame: TurnFrame) -> list[Reason]:
        """Profession draw (L375-L379: once a turn, deck not empty) and bonus draw (L384-L390), 300 each."""
        c = load().constants
        out = []
        for deck, count, what in (("profession", self.seen.profession_deck, "Draw professions"),
                                  ("bonus", self.seen.bonus_deck, "Draw bonus cards")):
            key = keys("draw", [deck])
            if deck == "profession" and frame.profession_done:
                out.append(Reason(what, "once a turn, and you drew this turn", key))
            elif not count:
                out.append(Reason(what, f"the {deck} deck is empty", key))
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
        return [Reason("Work with the Lady", f"work value {value}, round {self.seen.round} needs {need} "
                                             f"({need - value} short)", frozenset({("lady", "")}))]

    def recruit(self) -> list[Reason]:
        """A recruitment card takes a profession lying face up in front of someone else (L216, L575)."""
        if not any(is_recruitment(c) for c in self.me.hand):
            return []
        if self.seen.solo is not None:
            from rules.florence.view import HIDDEN

            rows = (self.seen.solo.automa.row,) + self.seen.solo.virtuals
            if any(c != HIDDEN and not is_recruitment(c) for row in rows for c in row):
                return []
            return [Reason("Recruit", "no profession lies face up in the automa's or a virtual player's row")]
        if any(not is_recruitment(c) for s, p in enumerate(self.seen.players) if s != self.seat for c in p.front):
            return []
        return [Reason("Recruit", "no profession lies face up in front of another player")]

    # ---- any time: prestige for florins, the characters that wait --------------------------------------
    def selling(self, may_act: bool = True) -> list[Reason]:
        """Prestige sells for 100 any time (L126), but not with Muses & Ladies (L598)."""
        key = frozenset({("sell", "")})
        if self.seen.rules.muses_and_ladies:
            return [Reason("Sell prestige", "not with Muses & Ladies: florins come only from works and the Banker",
                           key)]
        if self.me.prestige <= 0:
            return [Reason("Sell prestige", "you have no prestige to sell", key)]
        if not may_act:
            return [Reason("Sell prestige", "no action is left this turn to spend the florins on; sell at the "
                                            "auction or on your next turn", key)]
        return []

    def professor(self) -> list[Reason]:
        """The Professor's free draw (L673) needs cards in the deck chosen."""
        if "professor" not in self.me.characters:
            return []
        return [Reason(f"Professor: the {deck} deck", "it is empty", keys("professor", [deck]))
                for deck, count in (("prestige", self.seen.prestige_deck), ("bonus", self.seen.bonus_deck))
                if not count]

    def anytime(self) -> list[Reason]:
        return self.selling() + self.professor()

    # ---- the auction ------------------------------------------------------------------------------
    def item_problem(self, item: str) -> str:
        """Why `item` cannot be opened or bought now, leaving the price aside ('' when it can)."""
        won = self.seen.auction.won if self.seen.auction is not None else ()
        if item in won:
            return f"won this round by {self.who(won.index(item))} (each item once a round)"
        if not auction.in_stock(self.seen, item):
            return "none left"
        return self.unusable(item)

    def unusable(self, item: str) -> str:
        """Ruling R1: no landscape without room for it, no fourth builder (L168)."""
        from rules.florence.common import can_place

        if item in LANDSCAPES or item == LANDSCAPE_ITEM:
            kinds = LANDSCAPES if item == LANDSCAPE_ITEM else (item,)
            if not any(supply_count(self.seen.landscapes, k) > 0 and can_place(self.me, k) for k in kinds):
                return "no room for it on your estate (a won landscape is placed at once)"
        if item == "builder" and self.me.builders >= load().constants.max_builders:
            return f"you have {self.me.builders} builders, the most one may hold"
        return ""

    def opening(self, frame: Any) -> tuple[Reason, ...]:
        """Opening an auction or the last seat's purchase (L118-L143): items still open, at the start bid."""
        kind, verb = ("open", "Auction") if isinstance(frame, OpenFrame) else ("buy", "Buy")
        bid = auction.start_bid(self.seen)
        found: list[Reason] = []
        items = auction.item_list(self.seen)
        if self.me.florins < bid:
            price = "an auction opens at" if kind == "open" else "an item costs"
            found.append(Reason(f"{verb} an item", f"{price} {bid}, you have {self.me.florins} "
                                                   f"({bid - self.me.florins} short)", keys(kind, items)))
        else:
            for item in items:
                why = self.item_problem(item)
                if why:
                    found.append(Reason(f"{verb} {ITEM_NAMES[item]}", why, keys(kind, [item])))
        return tuple(found + self.anytime())

    def bidding(self, frame: BidFrame) -> tuple[Reason, ...]:
        """A bid is exactly 100 more (L131) and never above your florins (L124)."""
        raise_to = frame.high + load().constants.bid_step
        found: list[Reason] = []
        if self.me.florins < raise_to:
            found.append(Reason(f"Bid {raise_to} for {ITEM_NAMES[frame.item]}",
                                f"you have {self.me.florins} ({raise_to - self.me.florins} short)",
                                keys("bid", [raise_to])))
        return tuple(found + self.anytime())

    # ---- the solo auction --------------------------------------------------------------------------
    def solo_pick(self) -> tuple[Reason, ...]:
        """Items to try on the automa card (L494-L499): each once, in stock, usable; the last try."""
        card = solo.automa_card(self.seen.solo.card)
        tried = dict(self.seen.solo.tried)
        last = len(self.seen.solo.tried) == self.seen.solo.seats_total - 1
        found = []
        for item in solo.PLAYER_ITEMS:
            what = f"Try {ITEM_NAMES[item]}"
            key = keys("try", [item])
            if item in tried:
                found.append(Reason(what, f"tried this round (the automa bid {tried[item]})", key))
                continue
            why = "none left" if not solo._in_stock(self.seen, item) else self.unusable(item)
            if why:
                found.append(Reason(what, why, key))
            elif last and solo.card_entry(item) in solo.top_two(card):
                top = ", ".join(f"{e} +{card.modifier(e)}" for e in card.items if e in solo.top_two(card))
                found.append(Reason(what, f"the last try may not take the automa card's two highest entries ({top})",
                                    key))
            elif last and self.me.florins < 200:
                found.append(Reason(what, f"the last try {short(200, self.me.florins)}", key))
        return tuple(found + self.selling())

    def solo_offer(self, frame: SoloOfferFrame) -> tuple[Reason, ...]:
        """Take for the automa's bid + 100 (L490); a 1-2 on an item with no modifier must be taken (L499)."""
        price = frame.bid + load().constants.bid_step
        found = []
        if self.me.florins < price:
            found.append(Reason(f"Take {ITEM_NAMES[frame.item]}", short(price, self.me.florins),
                                frozenset({("take", "")})))
        elif frame.must:
            found.append(Reason("Pass", f"a {frame.roll} on an item with no modifier must be taken",
                                frozenset({("pass", "")})))
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
            if character.id in won:
                found.append(Reason(character.name, f"won this round by {self.who(won[character.id])}", every))
            elif character.id in board.unavailable:
                found.append(Reason(character.name, "used already: out of this character auction", every))
            elif character.id in pawns and pawns[character.id].space >= character.high:
                pawn = pawns[character.id]
                found.append(Reason(character.name, f"{self.who(pawn.seat)} holds the top space "
                                                    f"({character.high * 100}): it cannot be outbid", every))
            else:
                low = pawns[character.id].space + 1 if character.id in pawns else character.low
                below = frozenset(("pawn", f"{character.id}:{s}") for s in spaces if s < low)
                if below:
                    pawn = pawns[character.id]
                    bids = f"{character.low * 100}-{pawn.space * 100}" if pawn.space > character.low else \
                        f"{pawn.space * 100}"
                    found.append(Reason(f"{character.name} at {bids}",
                                        f"{self.who(pawn.seat)} bid {pawn.space * 100}: only a higher space outbids",
                                        below))
                over |= {("pawn", f"{character.id}:{s}") for s in spaces if s >= low and s > affordable}
        if over:
            found.append(Reason(f"Character bids above {affordable * 100}",
                                f"you have {self.me.florins} florins (a bid is never above them)", frozenset(over)))
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
            found.append(Reason("Finish the work", f"value {value} so far, round {self.seen.round} needs {need} "
                                                   f"({need - value} short): add bonus cards",
                                keys("finish", range(_MOST_PRESTIGE + 1))))
        else:
            most = income // c.convert_florins_per_prestige
            found.append(Reason(f"Buy more than {plural(most, 'prestige point')}",
                                f"only this work's {income} florins buy prestige ({c.convert_florins_per_prestige} "
                                "each), not the florins you had", keys("finish", range(most + 1, _MOST_PRESTIGE + 1))))
        if frame.card == LADY and self.me.bonus:
            found.append(Reason("Bonus cards", "not with a work of the Lady", keys("bonus", self.me.bonus)))
        return tuple(found)

    def answer(self, frame: SharedAnswerFrame) -> tuple[Reason, ...]:
        """The partner pays what was asked (L707), from its own florins."""
        if self.me.florins >= frame.amount:
            return ()
        return (Reason(f"Accept the shared {piece_name(frame.building)}", short(frame.amount, self.me.florins),
                       frozenset({("accept", "")})),)


def _shared_spots(seen: FlorenceView, seat: int, me: PlayerState, partner: int, building: str, legal_spots) -> bool:
    """Whether the shared building has a spot across the seam: `legal_spots` reads `players[s].occupied`, which
    a view's players lack, so it is given players that have it (the seat's own, and the partner's public tiles)."""
    from rules.florence.card_words import seen_player

    players = tuple(me if s == seat else seen_player(pv) for s, pv in enumerate(seen.players))
    return bool(legal_spots(attrs.evolve(seen, players=players), seat, partner, building))

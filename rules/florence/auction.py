"""The auction phase: openings, bids of exactly +100, the last seat's purchase, the items."""

from __future__ import annotations

import attrs

from rules.core import decisions as stack
from rules.florence import actions as A
from rules.florence import common
from rules.florence.data import LANDSCAPES, load
from rules.florence.state import (
    ACTIONS,
    ITEMS,
    LANDSCAPE_ITEM,
    TWO_PLAYER_ITEMS,
    AuctionState,
    BidFrame,
    FlorenceState,
    LastFrame,
    MerchantFrame,
    OpenFrame,
    PlaceFrame,
    RecruitFrame,
    Seat,
    TurnFrame,
    set_player,
)


def start_bid(state: FlorenceState) -> int:
    c = load().constants
    return c.start_bid_two_players if state.rules.two_players else c.start_bid


def item_list(state: FlorenceState) -> tuple[str, ...]:
    return TWO_PLAYER_ITEMS if state.rules.two_players else ITEMS


def new_auction(state: FlorenceState) -> AuctionState:
    n = len(state.players)
    return AuctionState(opener=state.start_player, won=("",) * n, gave_up=(False,) * n)


def in_stock(state: FlorenceState, item: str) -> bool:
    if item in LANDSCAPES:
        return common.available(state.landscapes, item)
    if item == LANDSCAPE_ITEM:
        return any(common.available(state.landscapes, kind) for kind in LANDSCAPES)
    if item == "jester":
        return state.jesters > 0
    if item == "builder":
        return state.builders > 0
    if item == "prestige":
        return bool(state.prestige_deck)
    return bool(state.recruitment_deck)


def open_items(state: FlorenceState) -> list[str]:
    """Items not yet won this round and still in stock."""
    taken = set(state.auction.won)
    return [item for item in item_list(state) if item not in taken and in_stock(state, item)]


def landscape_choices(state: FlorenceState, seat: Seat, item: str) -> tuple[str, ...]:
    kinds = LANDSCAPES if item == LANDSCAPE_ITEM else (item,)
    player = state.players[seat]
    return tuple(k for k in kinds if common.available(state.landscapes, k) and common.can_place(player, k))


def usable(state: FlorenceState, seat: Seat, item: str) -> bool:
    """Ruling R1: nobody bids on a landscape they cannot place or a fourth builder."""
    if item in LANDSCAPES or item == LANDSCAPE_ITEM:
        return bool(landscape_choices(state, seat, item))
    if item == "builder":
        return state.players[seat].builders < load().constants.max_builders
    return True


def can_sell(state: FlorenceState, seat: Seat) -> bool:
    """Prestige sells for florins any time, except with Muses & Ladies."""
    return state.players[seat].prestige > 0 and not state.rules.muses_and_ladies


def any_time(state: FlorenceState, seat: Seat) -> list:
    """What a seat may do at any moment of the auction: sell prestige, or (Muses & Ladies, no
    selling) use a Merchant or Professor still held, which last until the next character auction."""
    if state.rules.muses_and_ladies:
        from rules.florence.characters import free_actions

        return free_actions(state, seat)
    return [A.SellPrestige()] if can_sell(state, seat) else []


def legal(state: FlorenceState, frame, seat: Seat) -> list:
    player = state.players[seat]
    sell = any_time(state, seat)
    if isinstance(frame, OpenFrame):
        bid = start_bid(state)
        opens = [
            A.OpenAuction(item) for item in open_items(state) if usable(state, seat, item) and player.florins >= bid
        ]
        return opens + [A.GiveUp()] + sell
    if isinstance(frame, BidFrame):
        raise_to = frame.high + load().constants.bid_step
        if not usable(state, seat, frame.item):
            return [A.Pass()]
        bids = [A.Bid(raise_to)] if player.florins >= raise_to else []
        return bids + [A.Pass()] + sell
    if isinstance(frame, LastFrame):
        bid = start_bid(state)
        buys = [A.BuyLast(item) for item in open_items(state) if usable(state, seat, item) and player.florins >= bid]
        return buys + [A.DeclineLast()] + sell
    raise TypeError(frame)


def _next_bidder(state: FlorenceState, frame: BidFrame, after: Seat) -> Seat | None:
    n = len(state.players)
    for step in range(1, n + 1):
        seat = (after + step) % n
        if seat != frame.leader and seat not in frame.passed and state.auction.still_in(seat):
            return seat
    return None


def _continue_bidding(state: FlorenceState, frame: BidFrame, after: Seat) -> FlorenceState:
    nxt = _next_bidder(state, frame, after)
    rest = stack.pop(state.decisions)
    if nxt is None:
        state = win(attrs.evolve(state, decisions=rest), frame.leader, frame.item, frame.high)
        if "merchant" in state.players[frame.leader].characters:
            # Muses & Ladies: the Merchant may make an item won at auction free (not the last purchase, R11)
            state = attrs.evolve(state, decisions=stack.push(state.decisions, MerchantFrame(frame.leader, frame.high)))
        return state
    return attrs.evolve(state, decisions=stack.push(rest, attrs.evolve(frame, actor=nxt)))


def apply(state: FlorenceState, frame, action, seat: Seat) -> FlorenceState:
    if isinstance(action, (A.UseProfessor, A.MerchantRank)):  # the auction waits on top of the stack
        from rules.florence import characters

        if isinstance(action, A.UseProfessor):
            return characters.use_professor(state, seat, action.deck)
        return characters.merchant_rank(state, seat)
    if isinstance(action, A.GiveUp):
        gave_up = tuple(g or s == seat for s, g in enumerate(state.auction.gave_up))
        return attrs.evolve(
            state, decisions=stack.pop(state.decisions), auction=attrs.evolve(state.auction, gave_up=gave_up)
        )
    if isinstance(action, A.OpenAuction):
        bid = BidFrame(seat, action.item, start_bid(state), seat, seat)
        state = attrs.evolve(state, decisions=stack.replace_top(state.decisions, bid))
        return _continue_bidding(state, bid, seat)
    if isinstance(action, A.Bid):
        bid = attrs.evolve(frame, high=action.amount, leader=seat)
        state = attrs.evolve(state, decisions=stack.replace_top(state.decisions, bid))
        return _continue_bidding(state, bid, seat)
    if isinstance(action, A.Pass):
        bid = attrs.evolve(frame, passed=tuple(sorted(frame.passed + (seat,))))
        state = attrs.evolve(state, decisions=stack.replace_top(state.decisions, bid))
        return _continue_bidding(state, bid, seat)
    if isinstance(action, A.BuyLast):
        state = attrs.evolve(state, decisions=stack.pop(state.decisions))
        return win(state, seat, action.item, start_bid(state))
    if isinstance(action, A.DeclineLast):
        gave_up = tuple(g or s == seat for s, g in enumerate(state.auction.gave_up))
        return attrs.evolve(
            state, decisions=stack.pop(state.decisions), auction=attrs.evolve(state.auction, gave_up=gave_up)
        )
    raise TypeError(action)


def win(state: FlorenceState, seat: Seat, item: str, price: int) -> FlorenceState:
    """`seat` pays and takes `item`; a landscape, prestige draw or recruitment follows at once."""
    c = load().constants
    state = common.pay(state, seat, price)
    won = tuple(item if s == seat else w for s, w in enumerate(state.auction.won))
    state = attrs.evolve(state, auction=attrs.evolve(state.auction, won=won))
    player = state.players[seat]
    if item in LANDSCAPES or item == LANDSCAPE_ITEM:
        frame = PlaceFrame(seat, landscape_choices(state, seat, item))
        return attrs.evolve(state, decisions=stack.push(state.decisions, frame))
    if item == "jester":
        state = attrs.evolve(state, jesters=state.jesters - 1)
        return set_player(state, seat, attrs.evolve(player, jesters=player.jesters + 1))
    if item == "builder":
        gain = c.builder_prestige[player.builders + 1]
        state = attrs.evolve(state, builders=state.builders - 1)
        return set_player(
            state, seat, attrs.evolve(player, builders=player.builders + 1, prestige=player.prestige + gain)
        )
    if item == "prestige":
        return common.start_draw(state, seat, "prestige")
    card, rest = state.recruitment_deck[0], state.recruitment_deck[1:]
    state = attrs.evolve(state, recruitment_deck=rest)
    state = set_player(state, seat, attrs.evolve(player, hand=player.hand + (card,)))
    return attrs.evolve(state, decisions=stack.push(state.decisions, RecruitFrame(seat)))


def next_frame(state: FlorenceState) -> FlorenceState:
    """With nothing pending in the auction: the next opening, the last purchase, or the action phase."""
    auction = state.auction
    n = len(state.players)
    still = [s for s in range(n) if auction.still_in(s)]
    if still and open_items(state):
        if len(still) == 1:
            return attrs.evolve(state, decisions=(LastFrame(still[0]),))
        opener = next(s for s in ((auction.opener + k) % n for k in range(n)) if auction.still_in(s))
        state = attrs.evolve(state, auction=attrs.evolve(auction, opener=opener))
        return attrs.evolve(state, decisions=(OpenFrame(opener),))
    if state.rules.muses_and_ladies:
        from rules.florence import characters

        return characters.start(attrs.evolve(state, auction=None))
    from rules.florence.characters import actions_for

    actions = actions_for(state.players[state.start_player])
    return attrs.evolve(
        state, phase=ACTIONS, auction=None, turns_done=0, decisions=(TurnFrame(state.start_player, actions),)
    )

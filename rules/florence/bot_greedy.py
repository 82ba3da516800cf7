"""The greedy bot: scores every legal action one ply deep from its own view, takes the best.

Values are in prestige points (PP); florins count 1 PP per 200 (the conversion rate), less
late in the game. The estimates are rules of thumb, not a search: what an item adds to the
works the bot can still complete, what a building or freedom adds to the cards in its hand,
and where a tile leaves the most room.
"""

from __future__ import annotations

import random
from typing import Any

from rules.florence import actions as A
from rules.florence import estate
from rules.florence.data import LANDSCAPES, load
from rules.florence.scoring import bonus_value, holdings, owns_piece, work_value
from rules.florence.state import (
    LANDSCAPE_ITEM,
    BidFrame,
    DrawFrame,
    MerchantFrame,
    PlayerState,
    WorkFrame,
    data_id,
    is_recruitment,
)
from rules.florence.view import FlorenceView, PlayerView


def as_player(pv: PlayerView) -> PlayerState:
    return PlayerState(
        florins=pv.florins or 0,
        prestige=pv.prestige,
        hand=pv.hand,
        front=pv.front,
        bonus=pv.bonus,
        prestige_cards=pv.prestige_cards,
        tiles=pv.tiles,
        jesters=pv.jesters,
        builders=pv.builders,
        freedoms=pv.freedoms,
        characters=pv.characters,
    )


def _professions(player: PlayerState) -> list[str]:
    return [c for c in player.hand if not is_recruitment(c)]


def _rounds_left(view: FlorenceView) -> int:
    return load().constants.rounds - view.round + 1


def _works_left(view: FlorenceView, player: PlayerState) -> int:
    return min(len(player.hand) + 1, _rounds_left(view) * 2)


def _florin_worth(view: FlorenceView) -> float:
    """PP per florin: money buys things early, only converts late."""
    return 1 / 200 if view.round < 6 else 1 / 300


def _prefers(player: PlayerState, attribute: str, value: str) -> int:
    professions = load().profession_by_id
    return sum(1 for c in _professions(player) if getattr(professions[data_id(c)], attribute) == value)


def item_value(view: FlorenceView, player: PlayerState, item: str) -> float:
    """What winning `item` is worth to the bot, in PP."""
    works = _works_left(view, player)
    if item in LANDSCAPES or item == LANDSCAPE_ITEM:
        kinds = LANDSCAPES if item == LANDSCAPE_ITEM else (item,)
        best = 0.0
        for kind in kinds:
            value = 1.5 * _prefers(player, "landscape", kind) * (0 if owns_piece(player, kind) else 1)
            value += 3 if owns_piece(player, kind) else 0.5
            best = max(best, value)
        return best
    if item == "jester":
        return 1.0 * works
    if item == "builder":
        builds_left = min(3, _rounds_left(view))
        if player.builders == 0:
            return builds_left * 2.0
        return 3 + (builds_left * 1.5 if player.builders == 2 else 1)
    if item == "prestige":
        return 3.5 if view.round <= 5 else 2.5
    return 1.5 if works > 1 else 0.5


def _best_work(view: FlorenceView, player: PlayerState) -> float:
    need = load().constants.minimums[view.round - 1]
    best = 0
    for card in _professions(player):
        laid = _lay(player, card)
        value = work_value(laid, card, player.bonus)
        if value >= need:
            best = max(best, value)
    return best


def _lay(player: PlayerState, card: str) -> PlayerState:
    hand = list(player.hand)
    hand.remove(card)
    return PlayerState(
        florins=player.florins,
        prestige=player.prestige,
        hand=tuple(hand),
        front=player.front + (card,),
        bonus=player.bonus,
        prestige_cards=player.prestige_cards,
        tiles=player.tiles,
        jesters=player.jesters,
        builders=player.builders,
        freedoms=player.freedoms,
    )


def _tile_score(player: PlayerState, action: A.PlaceTile) -> float:
    """Prefer spots that leave big open areas: touch edges and other tiles, not open cells."""
    spot = estate.spot_index(action.piece)[(action.orientation, action.row, action.col)]
    occupied = player.occupied | estate.mansion_mask()
    free_around = bin(estate.neighbours(spot.mask) & ~occupied).count("1")
    return -free_around


def _prestige_card_score(player: PlayerState, card: str) -> float:
    data = load().prestige_by_id[data_id(card)]
    counts = holdings(player)
    if data.kind == "threshold":
        missing = sum(max(0, need - counts[name]) for name, need in data.needs)
        return data.points - 2.5 * missing
    if data.kind == "fewest":
        return data.points * 0.4
    return data.points * (0.3 + 0.2 * min(counts[data.metric], 3))


def score(view: FlorenceView, action: Any) -> float:
    me = view.players[view.viewer]
    player = as_player(me)
    worth = _florin_worth(view)
    c = load().constants
    frame = view.decisions[-1] if view.decisions else None
    if isinstance(action, A.ReturnCard):
        # return the card whose preferences match the others in hand the least
        card = load().profession_by_id[data_id(action.card)]
        others = [load().profession_by_id[data_id(x)] for x in player.hand if x != action.card]
        return -sum(
            (o.building == card.building) + (o.landscape == card.landscape) + (o.freedom == card.freedom)
            for o in others
        )
    if isinstance(action, A.OpenAuction):
        value = item_value(view, player, action.item)
        start = c.start_bid_two_players if view.rules.two_players else c.start_bid
        # open the item worth most; expect to pay a little more than the start
        return value - (start + 200) * worth
    if isinstance(action, A.Bid):
        value = item_value(view, player, frame.item) if isinstance(frame, BidFrame) else 0
        return value - action.amount * worth - 0.1
    if isinstance(action, A.Pass):
        return 0.0
    if isinstance(action, A.GiveUp):
        return -0.5
    if isinstance(action, A.BuyLast):
        start = c.start_bid_two_players if view.rules.two_players else c.start_bid
        return item_value(view, player, action.item) - start * worth
    if isinstance(action, A.DeclineLast):
        return 0.0
    if isinstance(action, A.SellPrestige):
        return -5.0
    if isinstance(action, A.PlaceTile):
        kind_value = 0.0
        if action.piece in LANDSCAPES:
            kind_value = 1.5 * _prefers(player, "landscape", action.piece) * (not owns_piece(player, action.piece))
            kind_value += 3 if owns_piece(player, action.piece) else 0
        return kind_value * 10 + _tile_score(player, action)
    if isinstance(action, A.KeepCard):
        deck = frame.deck if isinstance(frame, DrawFrame) else ""
        if deck == "prestige":
            return _prestige_card_score(player, action.card)
        if deck == "profession":
            return work_value(
                _lay(player, action.card)
                if action.card in player.hand
                else _lay(
                    PlayerState(
                        florins=0,
                        hand=player.hand + (action.card,),
                        front=player.front,
                        tiles=player.tiles,
                        jesters=player.jesters,
                        builders=player.builders,
                        freedoms=player.freedoms,
                    ),
                    action.card,
                ),
                action.card,
            )
        return bonus_value(action.card, holdings(player))
    if isinstance(action, A.PutUnder):
        return 0.0
    if isinstance(action, A.Recruit):
        return 2.0 if len(_professions(player)) < 2 else 0.5
    if isinstance(action, A.KeepRecruitment):
        return 1.0
    if isinstance(action, A.Work):
        laid = _lay(player, action.card)
        return 10 + work_value(laid, action.card, player.bonus) / 2
    if isinstance(action, A.AddBonus):
        return 1.0 if view.round >= 6 or len(player.bonus) > 1 else -0.5
    if isinstance(action, A.FinishWork):
        if not isinstance(frame, WorkFrame):
            return 0.0
        from rules.florence.turns import LADY, lady_value

        value = lady_value(player) if frame.card == LADY else work_value(player, frame.card, frame.bonuses)
        if "muse" in player.characters:
            value += view.round
        income = value * 100
        keep_for_next_round = 0 if view.round >= 7 else (1300 if view.round >= 5 else 1800)
        spare = player.florins + income - keep_for_next_round
        target = max(0, min(income, spare)) // 200
        return -abs(action.prestige - target)
    if isinstance(action, A.Build):
        prefers = _prefers(player, "building", action.building)
        cost = c.build_cost[min(player.builders, 3)]
        return 3 + 2.0 * prefers - cost * worth + (1 if view.round <= 5 else 0)
    if isinstance(action, A.TakeFreedom):
        prefers = _prefers(player, "freedom", action.freedom)
        return 1.5 * prefers - c.action_cost * worth
    if isinstance(action, A.DrawProfession):
        return (2.5 if len(_professions(player)) <= 1 else 0.2) - c.action_cost * worth
    if isinstance(action, A.DrawBonus):
        return (1.0 if view.round >= 4 and _best_work(view, player) else -0.5) - c.action_cost * worth
    if isinstance(action, A.EndTurn):
        return 0.0
    if isinstance(action, A.SoloTry):
        solo = view.solo
        if len(solo.tried) == solo.seats_total - 1:
            return item_value(view, player, action.item) - 200 * worth
        card = load().automa_by_id[data_id(solo.card)]
        entry = "landscape" if action.item in LANDSCAPES else action.item
        expected = (card.modifier(entry) + 3.5) * 100 + 100
        return item_value(view, player, action.item) - expected * worth
    if isinstance(action, A.SoloTake):
        return item_value(view, player, frame.item) - (frame.bid + 100) * worth
    if isinstance(action, A.SoloStop):
        return 0.0
    if isinstance(action, A.PlacePawn):
        worth_of = {
            "banker": view.characters.pot * worth if view.characters else 3,
            "cardinal": 3.0,
            "merchant": 3.0,
            "muse": view.round * 0.8,
            "lady": 3.0,
            "professor": 3.0,
        }
        return worth_of[action.character] - action.space * 100 * worth - 0.3
    if isinstance(action, A.PassCharacters):
        return 0.0
    if isinstance(action, A.UseProfessor):
        return 2.0 if action.deck == "prestige" else 1.0
    if isinstance(action, A.KeepProfessor):
        return 0.5
    if isinstance(action, A.MerchantFree):
        return frame.price * worth if isinstance(frame, MerchantFrame) else 0.0
    if isinstance(action, A.MerchantPay):
        from rules.florence.characters import rank

        return float(rank(view, view.viewer))  # paying turns the Merchant into its rank prestige
    if isinstance(action, A.MerchantRank):
        return 1.0 if view.round >= 6 else -1.0
    if isinstance(action, A.LadyWork):
        return 9.0
    if isinstance(action, A.BuildShared):
        prefers = _prefers(player, "building", action.building)
        cost = c.build_cost[min(player.builders, 3)]
        return 2.5 + 2.0 * prefers - cost * worth
    if isinstance(action, A.PlaceShared):
        return 0.0
    if isinstance(action, A.OfferShared):
        return -abs(action.amount - 200) / 100
    if isinstance(action, A.AcceptShared):
        from rules.florence.state import SharedAnswerFrame

        if isinstance(frame, SharedAnswerFrame):
            return 3 + 2.0 * _prefers(player, "building", frame.building) - frame.amount * worth
        return 0.0
    if isinstance(action, A.RefuseShared):
        return 0.5
    return 0.0


class GreedyBot:
    level = "greedy"

    def choose(self, view: FlorenceView, legal: tuple[Any, ...], rng: random.Random) -> Any:
        scored = [(score(view, action), action) for action in legal]
        best = max(value for value, _ in scored)
        top = [a for value, a in scored if value == best]
        return top[rng.randrange(len(top))] if len(top) > 1 else top[0]

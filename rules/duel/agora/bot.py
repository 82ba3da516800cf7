"""The greedy bot's view of Agora: every Agora action scored in VP equivalents, from the view only.

Senate moves are scored by how the whole senate changes for the bot: each chamber is worth its VP
plus what its decree does for the controller, counted for whoever controls it (a margin of spare
cubes counts a little: it is harder to take back). All 6 chambers is a win. Conspiracies are
valued by what they would do now.
"""

from __future__ import annotations

from typing import Any

from rules.duel import bots as B
from rules.duel import data as D
from rules.duel.agora.state import (
    BlockProgress,
    BuildFromTopRow,
    BuildRemovedCard,
    Conspire,
    Decline,
    DiscardAccessible,
    KeepConspiracy,
    MoveCube,
    MoveDecree,
    PlaceCube,
    PlayBoxToken,
    PrepareConspiracy,
    Recruit,
    RemoveCube,
    SabotageWonder,
    SeizeCard,
    SeizeWonder,
    SwapCards,
    TriggerConspiracy,
)

#: Rough worth of a decree to its controller over the rest of the game (VP equivalents).
DECREE_VALUE = {
    "coins_when_built": 1.5,
    "ignore_cost_symbol": 1.0,
    "wonder_discount": 1.0,
    "shield": 2.0,
    "trade_discount": 1.2,
    "blue_bonus": 0.8,
    "discard_bonus": 0.8,
    "opponent_chains": 1.0,
    "conspirator_replay": 0.6,
}
HIDDEN_DECREE_VALUE = 1.0
SENATE_ACTION = 2.0  # a typical useful cube
CONSPIRACY_HELD = 2.5  # a conspiracy in hand, before it is prepared and triggered
TRIGGER_FIRST = 50.0  # triggering is free and comes before the main action


def _decree_worth(chamber: Any) -> float:
    decrees = D.load().agora.decrees
    known = sum(DECREE_VALUE.get(decrees[d].effect, 1.0) for d in chamber.decrees)
    return known + HIDDEN_DECREE_VALUE * chamber.face_down_decrees


def senate_worth(view: Any, seat: int, cubes: list[tuple[int, int]]) -> float:
    """The senate for `seat` with `cubes` per chamber (seat 0, seat 1)."""
    chambers = view.agora.chambers
    worth = [_decree_worth(c) for c in chambers]
    total, mine_count, theirs_count = 0.0, 0, 0
    for chamber, (a, b), decree in zip(chambers, cubes, worth):
        mine, theirs = (a, b) if seat == 0 else (b, a)
        value = chamber.vp + decree
        margin = mine - theirs
        if margin > 0:
            total += value * (1 + 0.1 * min(margin - 1, 2))
            mine_count += 1
        elif margin < 0:
            total -= value * (1 + 0.1 * min(-margin - 1, 2))
            theirs_count += 1
    if mine_count == len(chambers):
        return B.WIN
    if theirs_count == len(chambers):
        return -B.WIN
    total += 1.5 * max(0, mine_count - 3) ** 2 - 1.5 * max(0, theirs_count - 3) ** 2
    return total


def _cubes(view: Any) -> list[tuple[int, int]]:
    return [c.cubes for c in view.agora.chambers]


def _shift(cubes: list[tuple[int, int]], chamber: int, seat: int, delta: int) -> list[tuple[int, int]]:
    changed = list(cubes)
    pair = list(changed[chamber - 1])
    pair[seat] += delta
    changed[chamber - 1] = (pair[0], pair[1])
    return changed


def senate_delta(view: Any, seat: int, changes: list[tuple[int, int, int]]) -> float:
    """Gain in `senate_worth` from (chamber, owner, delta) cube changes."""
    before = _cubes(view)
    after = before
    for chamber, owner, delta in changes:
        after = _shift(after, chamber, owner, delta)
    return senate_worth(view, seat, after) - senate_worth(view, seat, before)


def conspiracy_value(view: Any, seat: int, conspiracy_id: str) -> float:
    """What triggering `conspiracy_id` would bring now."""
    me, them = B.Position(view, seat), B.Position(view, 1 - seat)
    opponent = view.players[1 - seat]
    card = D.load().agora.conspiracies[conspiracy_id]
    cards = D.load().cards
    kind = card.effect
    value = 0.5 if card.move_bonus else 0.0
    if kind == "take_unbuilt_wonder":
        value += max((B.wonder_value(me, w.id) for w in opponent.wonders if not w.built), default=0.0)
    elif kind == "remove_built_wonder":
        value += max((D.wonder(w.id).vp + 1.0 for w in opponent.wonders if w.built), default=0.0)
    elif kind == "take_half_coins":
        value += 2 * ((opponent.coins + 1) // 2) * B.COIN
    elif kind == "discard_opponent_card":
        victims = [c for c in opponent.buildings if c in cards and cards[c].color in card.colors]
        value += max((B.card_value(them, c) for c in victims), default=0.0)
    elif kind == "shields":
        value += B.military_value(me, card.shields)
    elif kind == "coins_per_cube":
        value += sum(sum(c.cubes) for c in view.agora.chambers) * B.COIN
    elif kind == "take_opponent_card":
        value += 2.0 if any(c in cards and cards[c].color in card.colors for c in opponent.buildings) else 0.0
    elif kind == "place_and_remove_influence":
        value += 2 * SENATE_ACTION
    elif kind == "discard_structure_cards":
        value += 1.0
    else:  # block a token, build from the top row or removed cards, a box token, swap, move a decree
        value += 2.5
    return value


def score_action(view: Any, seat: int, action: Any) -> float:
    """VP-equivalent worth of an Agora action for `seat` (0 for anything unknown)."""
    if view.agora is None:
        return 0.0
    me, them = B.Position(view, seat), B.Position(view, 1 - seat)
    opponent = 1 - seat
    if isinstance(action, TriggerConspiracy):
        worth = conspiracy_value(view, seat, action.conspiracy)
        return TRIGGER_FIRST + worth if worth > 0 else -1.0
    if isinstance(action, Recruit):
        senator = D.load().agora.senators[action.card]
        player = view.agora.players[seat]
        if senator.kind == "politician":
            gain = SENATE_ACTION * player.senate_actions * (1.0 if player.cubes_in_supply else 0.5)
        else:
            gain = CONSPIRACY_HELD
        return gain - player.recruit_cost * B.COIN - B.exposure(view, me, them, action.card)
    if isinstance(action, PrepareConspiracy):
        deny = 0.3 * B.card_value(them, action.card)
        later = 0.7 * conspiracy_value(view, seat, action.conspiracy) - 1.0  # a turn spent now, an effect later
        return later + deny - B.exposure(view, me, them, action.card)
    if isinstance(action, PlaceCube):
        return senate_delta(view, seat, [(action.chamber, seat, 1)]) - 0.1
    if isinstance(action, MoveCube):
        return senate_delta(view, seat, [(action.origin, seat, -1), (action.destination, seat, 1)])
    if isinstance(action, RemoveCube):
        return senate_delta(view, seat, [(action.chamber, opponent, -1)])
    if isinstance(action, Conspire):
        return CONSPIRACY_HELD if view.agora.deck_size else 0.0
    if isinstance(action, KeepConspiracy):
        return conspiracy_value(view, seat, action.keep) + (0.0 if action.other_on_top else 0.01)
    if isinstance(action, Decline):
        return 0.0
    return _conspiracy_choice(view, seat, action, me, them)


def _conspiracy_choice(view: Any, seat: int, action: Any, me: Any, them: Any) -> float:
    if isinstance(action, SeizeWonder):
        return B.wonder_value(me, action.wonder)
    if isinstance(action, SabotageWonder):
        return D.wonder(action.wonder).vp + 1.0
    if isinstance(action, BlockProgress):
        theirs = action.token in view.players[1 - seat].progress
        return B.progress_value(them, action.token) * (1.0 if theirs else 0.4)
    if isinstance(action, (BuildFromTopRow, BuildRemovedCard)):
        return B.card_value(me, action.card)
    if isinstance(action, PlayBoxToken):
        return B.progress_value(me, action.token)
    if isinstance(action, DiscardAccessible):
        return 0.5 * B.card_value(them, action.card) - B.exposure(view, me, them, action.card)
    if isinstance(action, SeizeCard):
        card = D.card(action.card)
        return B.production_value(me, card.produce) + 0.5 * B.production_value(them, card.produce)
    if isinstance(action, SwapCards):
        gain = B.card_value(me, action.take) - B.card_value(me, action.give)
        return gain + 0.5 * (B.card_value(them, action.take) - B.card_value(them, action.give))
    if isinstance(action, MoveDecree):
        return _decree_move_value(view, seat, action)
    return 0.0


def _decree_move_value(view: Any, seat: int, action: MoveDecree) -> float:
    """Moving a decree away from the opponent's chamber into one the bot controls is good."""
    chambers = view.agora.chambers
    origin, destination = chambers[action.origin - 1], chambers[action.destination - 1]
    moved = _decree_worth(origin) if len(origin.decrees) + origin.face_down_decrees == 1 else HIDDEN_DECREE_VALUE

    def sign(chamber: Any) -> int:
        return 0 if chamber.controller is None else (1 if chamber.controller == seat else -1)

    return moved * (sign(destination) - sign(origin))

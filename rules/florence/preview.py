"""What a seat's own view lets a screen or a bot work out: work values now, gains of a building.

Only views go in, so nothing here can reach another seat's secrets.
"""

from __future__ import annotations

import attrs

from rules.florence.data import load
from rules.florence.scoring import work_value
from rules.florence.state import PlayerState, data_id, is_recruitment
from rules.florence.view import FlorenceView, PlayerView


@attrs.frozen
class HandValue:
    card: str
    value: int  # without bonus cards
    with_bonus: int  # with every bonus card in hand
    enough: bool  # reaches the round minimum (with bonus cards if need be)


def own_player(view: FlorenceView) -> PlayerState:
    pv: PlayerView = view.players[view.viewer]
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


def _laid(player: PlayerState, card: str) -> PlayerState:
    hand = list(player.hand)
    hand.remove(card)
    return attrs.evolve(player, hand=tuple(hand), front=player.front + (card,))


def hand_values(view: FlorenceView) -> tuple[HandValue, ...]:
    """The value each profession in the viewer's hand would have as a work now (Muse included)."""
    player = own_player(view)
    minimum = load().constants.minimums[view.round - 1]
    muse = view.round if "muse" in player.characters else 0
    out = []
    for card in player.hand:
        if is_recruitment(card):
            continue
        laid = _laid(player, card)
        value = work_value(laid, card) + muse
        best = work_value(laid, card, player.bonus) + muse
        out.append(HandValue(card, value, best, best >= minimum))
    return tuple(out)


def building_fans(view: FlorenceView, building: str) -> tuple[str, ...]:
    """Professions in the viewer's hand that would gain +4 from `building`."""
    professions = load().profession_by_id
    player = own_player(view)
    return tuple(
        card for card in player.hand if not is_recruitment(card) and professions[data_id(card)].building == building
    )

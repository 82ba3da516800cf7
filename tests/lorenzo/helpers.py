"""Building Lorenzo positions for scenario tests."""

from __future__ import annotations

import attrs

from rules.core.engine import step
from rules.core.options import GameConfig
from rules.lorenzo.game import GAME
from rules.lorenzo.setup import tower_order
from rules.lorenzo.state import LorenzoState, Player


def fresh(players: int = 2, seed: int = 1) -> LorenzoState:
    return GAME.setup(GameConfig(players), seed)


def with_player(state: LorenzoState, seat: int, **changes) -> LorenzoState:
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], **changes)
    return attrs.evolve(state, players=tuple(players))


def first(state: LorenzoState) -> int:
    return state.queue[0]


def put_card(state: LorenzoState, tower: str, floor: int, number: int) -> LorenzoState:
    t = tower_order().index(tower)
    towers = list(state.towers)
    towers[t] = towers[t][:floor] + (f"c{number}",) + towers[t][floor + 1 :]
    return attrs.evolve(state, towers=tuple(towers))


def play(state: LorenzoState, action, seat: int | None = None) -> LorenzoState:
    return step(GAME, state, action, seat).state


def all_cards(state: LorenzoState) -> list[str]:
    found = [c for deck in state.decks for c in deck]
    found += [c for tower in state.towers for c in tower if c is not None]
    found += list(state.discard)
    for player in state.players:
        found += list(player.cards)
    return sorted(found)


def all_leaders(state: LorenzoState) -> list[str]:
    """Every leader card wherever it lies: undealt, in a draft hand, held, played, discarded, or shown
    beside Sforza's family tile before the Houses auction."""
    found = list(state.leader_deck) + list(state.leader_discard)
    found += [lid for hand in state.draft for lid in hand]
    for player in state.players:
        found += list(player.leader_hand) + list(player.leaders)
    if state.houses is not None:
        found += list(state.houses.sforza)
    return sorted(found)


def me(state: LorenzoState) -> Player:
    return state.players[first(state)]

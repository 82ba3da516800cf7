"""Building Houses of Renaissance positions for scenario tests."""

from __future__ import annotations

import attrs

from rules.core.options import config_for
from rules.lorenzo import actions as A
from rules.lorenzo.game import GAME
from rules.lorenzo.houses.play import with_slot
from rules.lorenzo.houses.state import AuctionFrame
from rules.lorenzo.state import DraftFrame, TilePickFrame
from tests.lorenzo.helpers import play

HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}


def houses_setup(players: int = 2, seed: int = 1, **options):
    return GAME.setup(config_for(GAME, players, {**HOUSES, **options}), seed)


def houses_game(players: int = 2, seed: int = 1, families: tuple[str, ...] = ()):
    """Set-up played through (auction, tiles, draft, Sforza's free play: the first choice each time);
    `families` then given to the seats in seat order (their set-up effects are not applied)."""
    state = houses_setup(players, seed)
    while state.decisions:
        top = state.decisions[-1]
        if not isinstance(top, (AuctionFrame, TilePickFrame, DraftFrame)) and type(top).__name__ != "FreeLeaderFrame":
            break
        legal = GAME.legal_actions(state, top.actor)
        state = play(state, A.SkipBonus() if A.SkipBonus() in legal else legal[0], top.actor)
    if families:
        state = with_slot(state, families=tuple(families))
    return state


def held(state, seat):
    return state.houses.tokens[seat]


def give_tokens(state, seat, *tokens):
    """Tokens taken from the pile into `seat`'s hand (the count follows)."""
    pile = tuple(t for t in state.houses.pile if t not in tokens)
    hands = list(state.houses.tokens)
    hands[seat] = hands[seat] + tokens
    state = with_slot(state, pile=pile, tokens=tuple(hands))
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], special_token=len(hands[seat]))
    return attrs.evolve(state, players=tuple(players))


def put_special(state, floor: int, number: int):
    towers = list(state.towers)
    towers[4] = towers[4][:floor] + (f"c{number}",) + towers[4][floor + 1 :]
    return attrs.evolve(state, towers=tuple(towers))

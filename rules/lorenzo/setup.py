"""Setting up a game (L54-L80) and each round's deal and roll (L84-L88)."""

from __future__ import annotations

import random

import attrs

from rules.core.options import GameConfig
from rules.lorenzo.data import catalog
from rules.lorenzo.state import MEMBERS, PLAY, LorenzoState, Player


def tower_order() -> tuple[str, ...]:
    return tuple(catalog().board["tower_order"])


def setup(config: GameConfig, seed: int | str) -> LorenzoState:
    from rules.core.engine import rng_for

    rng = rng_for(seed, -1)
    data = catalog()
    board = data.board
    decks = []
    for kind in tower_order():
        deck: list[str] = []
        for period in (1, 2, 3):  # period I on top, III at the bottom
            pile = sorted(
                (c.id for c in data.cards.values() if c.type == kind and c.period == period),
                key=lambda cid: data.cards[cid].number,
            )
            rng.shuffle(pile)
            deck.extend(pile)
        decks.append(tuple(deck))
    excoms = []
    for period in (1, 2, 3):
        tiles = sorted(t.id for t in data.excoms.values() if t.period == period)
        excoms.append(rng.choice(tiles))
    order = list(range(config.players))
    rng.shuffle(order)
    start = board["setup"]["start"]
    coins = board["setup"]["coins_by_order"]
    players = []
    for seat in range(config.players):
        # a fifth seat comes only with an expansion, whose set-up gives the coins
        players.append(Player(seat, coin=coins[min(order.index(seat), len(coins) - 1)], **start))
    state = LorenzoState(
        seed=seed,
        ply=0,
        phase=PLAY,
        players=tuple(players),
        order=tuple(order),
        decks=tuple(decks),
        excom_tiles=tuple(excoms),
        leaders=bool(config.get("leaders", False)),
    )
    state = start_round(state, 1, rng)
    if state.leaders:  # advanced rules: tiles picked in reverse turn order, then the leader draft
        from rules.lorenzo.leaders import pool
        from rules.lorenzo.state import DraftFrame, TilePickFrame

        picks = tuple(TilePickFrame(seat) for seat in reversed(state.order))
        drafts: tuple = ()
        ids = list(pool(config.get("leader_set", "base")))  # L620: the chosen leader set
        if len(ids) >= 4 * config.players:
            rng.shuffle(ids)
            hands = tuple(tuple(ids[4 * s : 4 * s + 4]) for s in range(config.players))
            state = attrs.evolve(state, draft=hands, leader_deck=tuple(ids[4 * config.players :]))
            drafts = tuple(DraftFrame(seat) for seat in state.order)
        # top of the stack last: the tile picks come first, then the draft in turn order
        state = attrs.evolve(state, decisions=tuple(reversed(drafts)) + tuple(reversed(picks)))
    from rules.lorenzo import hooks

    return hooks.setup(state, config, rng)  # an expansion's set-up (Houses: its pieces and the auction first)


def start_round(state: LorenzoState, round_no: int, rng: random.Random) -> LorenzoState:
    """Deal 4 cards to each tower (floor 1 up) and roll the three dice; members go home."""
    per_tower = catalog().board["setup"]["cards_per_tower_per_round"]
    towers, decks = [], []
    for deck in state.decks:
        dealt = deck[:per_tower]
        towers.append(tuple(dealt) + (None,) * (per_tower - len(dealt)))
        decks.append(deck[per_tower:])
    from rules.lorenzo import hooks

    dice = (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))
    players = tuple(
        attrs.evolve(p, home=MEMBERS + hooks.members(state, p.seat), fixed_members=()) for p in state.players
    )
    state = attrs.evolve(
        state,
        round=round_no,
        towers=tuple(towers),
        decks=tuple(decks),
        dice=dice,
        players=players,
        placements=(),
        phase=PLAY,
    )
    return attrs.evolve(state, queue=turn_queue(state))


def turn_queue(state: LorenzoState) -> tuple[int, ...]:
    """One turn per member in turn order (a seat with an extra member plays it after the others have placed
    all theirs); a seat under 'skip your first turn' plays it last."""
    from rules.lorenzo.effects import has_excom

    most = max(len(p.home) for p in state.players)
    queue = [seat for turn in range(most) for seat in state.order if len(state.players[seat].home) > turn]
    for seat in state.order:
        if has_excom(state.players[seat], "skip_first_turn"):
            queue.remove(seat)
            queue.append(seat)
    return tuple(queue)

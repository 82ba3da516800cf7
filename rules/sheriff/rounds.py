"""Setup, the start and end of a round, and the end of the game."""

from __future__ import annotations

import random

import attrs

from rules.core.options import GameConfig
from rules.sheriff.cards import draw, replace, sort_cards
from rules.sheriff.data import catalog
from rules.sheriff.state import (
    MARKET,
    NO_BAG,
    OVER,
    PickFirstMerchant,
    PlayerState,
    Rules,
    SheriffState,
)

OPTION_NAMES = ("royal_goods", "time_limit", "remove_ten", "seven_card_hand", "black_market", "deputies")


def rules_from(config: GameConfig) -> Rules:
    values = {name: bool(config.get(name, False)) for name in OPTION_NAMES}
    # The six-player rules replace the sheriff by two deputies: implied by the player count.
    values["deputies"] = config.players == 6
    return Rules(**values)


def hand_size(state: SheriffState) -> int:
    constants = catalog().constants
    return constants.seven_card_hand_size if state.rules.seven_card_hand else constants.hand_size


def build_deck(players: int, rules: Rules) -> list[str]:
    """Card instance ids for this player count: copies 1..count, so the '4+' copies are the last ones."""
    cards = []
    for item in catalog().goods:
        if item.kind == "royal" and not rules.royal_goods:
            continue
        cards.extend(f"{item.id}-{n:02d}" for n in range(1, item.count(players) + 1))
    return cards


def setup(config: GameConfig, seed: int | str) -> SheriffState:
    players = config.players
    rules = rules_from(config)
    constants = catalog().constants
    rng = random.Random(f"{seed}:setup")
    deck = build_deck(players, rules)
    rng.shuffle(deck)
    removed: tuple[str, ...] = ()
    if rules.remove_ten:
        removed = tuple(deck[-constants.remove_ten_count :])
        deck = deck[: -constants.remove_ten_count]
    size = constants.seven_card_hand_size if rules.seven_card_hand else constants.hand_size
    seats = []
    for _ in range(players):
        hand, deck = deck[-size:], deck[:-size]
        seats.append(PlayerState(gold=constants.starting_gold, hand=sort_cards(hand)))
    black_market = ()
    if rules.black_market:
        # top card of each pile first, so the first claimant of a kind takes the better card
        rank = {g.id: i for i, g in enumerate(catalog().goods)}
        piles = sorted(catalog().black_market, key=lambda c: (rank[c.good], c.position != "top"))
        black_market = tuple(c.id for c in piles)
    if rules.deputies:
        per_pass = players // constants.deputies_per_round
        total = per_pass * constants.deputy_passes
    else:
        total = players * catalog().turns_for(players)
    state = SheriffState(
        seed=seed,
        ply=0,
        phase=MARKET,
        decisions=(),
        players=tuple(seats),
        rules=rules,
        rounds_total=total,
        deck=tuple(deck),
        removed=removed,
        black_market_left=black_market,
    )
    if rules.deputies:
        order = list(range(players))
        rng.shuffle(order)
        state = attrs.evolve(state, deputy_deck=tuple(order))
        return start_round(state, 1, None, rng)
    # Everyone starts with 50 gold, so "the richest player" is a tie: the seed breaks it.
    return start_round(state, 1, rng.randrange(players), rng)


def start_round(state: SheriffState, round_no: int, sheriff: int | None, rng: random.Random) -> SheriffState:
    """Seat the sheriff (or draw two deputies) and open the market."""
    deputies: tuple[int, ...] = ()
    deck = state.deputy_deck
    passes = state.deputy_passes_done
    if state.rules.deputies:
        if not deck:
            order = list(range(len(state.players)))
            rng.shuffle(order)
            deck = tuple(order)
        take = catalog().constants.deputies_per_round
        deputies, deck = tuple(reversed(deck[-take:])), deck[:-take]
    players = state.players
    if sheriff is not None:
        players = replace(
            players, sheriff, attrs.evolve(players[sheriff], times_sheriff=players[sheriff].times_sheriff + 1)
        )
    state = attrs.evolve(
        state,
        phase=MARKET,
        round_no=round_no,
        sheriff=sheriff,
        deputies=deputies,
        deputy_deck=deck,
        deputy_passes_done=passes,
        players=players,
        first_merchant=None,
        resolved=(),
        must_open=(),
        promises=(),
        loot_gold=0,
        loot_cards=(),
    )
    return attrs.evolve(state, decisions=(PickFirstMerchant(state.inspectors[0]),))


def _clear_round(player: PlayerState) -> PlayerState:
    return attrs.evolve(
        player,
        bag=(),
        bag_status=NO_BAG,
        declared_good=None,
        declared_count=0,
        market_discards=(),
        discarded_goods=(),
        claimed_this_round=False,
    )


def split_loot(state: SheriffState) -> SheriffState:
    """Deputies share the loot tile equally; an odd coin goes back to the bank and an odd card
    to the discard pile (our ruling: the engine does not model a side agreement).

    Cards are dealt one at a time from the most valuable down, starting with the second deputy
    (the lead deputy chose the order of the bags)."""
    if not state.deputies:
        return state
    from rules.sheriff.payments import add_cards, add_gold

    lead, second = state.deputies
    share = state.loot_gold // 2
    cards = sorted(state.loot_cards, key=lambda c: (-_value(c), c))
    if len(cards) % 2:
        leftover = (cards.pop(),)
    else:
        leftover = ()
    to_second = tuple(cards[0::2])
    to_lead = tuple(cards[1::2])
    state = attrs.evolve(state, loot_gold=0, loot_cards=())
    state = add_gold(add_gold(state, lead, share), second, share)
    state = add_cards(add_cards(state, second, to_second), lead, to_lead)
    return attrs.evolve(state, discard=state.discard + leftover)


def _value(card: str) -> int:
    from rules.sheriff.cards import good

    return good(card).value


def end_round(state: SheriffState, rng: random.Random) -> SheriffState:
    """After the inspection: end the game, or refill hands and hand the role on."""
    state = split_loot(state)
    state = attrs.evolve(state, players=tuple(_clear_round(p) for p in state.players), promises=(), must_open=())
    passes = state.deputy_passes_done
    if state.rules.deputies and not state.deputy_deck:
        passes += 1
        state = attrs.evolve(state, deputy_passes_done=passes)
    if state.round_no >= state.rounds_total:
        return end_game(state)
    n = len(state.players)
    size = hand_size(state)
    start = state.inspectors[0]
    for offset in range(1, n + 1):
        seat = (start + offset) % n
        missing = size - len(state.players[seat].hand)
        if missing > 0:
            state = draw(state, seat, missing, rng)
    sheriff = None if state.sheriff is None else (state.sheriff + 1) % n
    return start_round(state, state.round_no + 1, sheriff, rng)


def end_game(state: SheriffState) -> SheriffState:
    """Hands score nothing and are discarded; the stands are revealed for scoring."""
    discarded = tuple(c for p in state.players for c in p.hand)
    players = tuple(attrs.evolve(p, hand=()) for p in state.players)
    return attrs.evolve(state, phase=OVER, decisions=(), players=players, discard=state.discard + discarded)

"""Moving gold and goods between players, with the rule for paying when you are out of gold.

A debt is paid in gold first; what is left is paid with legal goods from the stand, then with
contraband from the stand, each time the set of cards with the smallest total value that covers
the rest (no change is given); whatever is still unpaid is forgiven.
"""

from __future__ import annotations

import attrs

from rules.sheriff.cards import good, is_legal_card, replace, sort_cards
from rules.sheriff.state import PlayerState, SheriffState

#: Receiver id for the deputies' loot tile.
LOOT = -10
#: Receiver id for the bank (gold) / discard pile (cards).
BANK = -11


@attrs.frozen
class Payment:
    gold: int = 0
    cards: tuple[str, ...] = ()
    forgiven: int = 0


def cheapest_cover(cards: tuple[str, ...], debt: int) -> tuple[str, ...]:
    """The cards whose total value covers `debt` with the least overpayment (then fewest cards).

    All of them when even all together fall short.
    """
    if debt <= 0:
        return ()
    ordered = sort_cards(cards)
    if sum(good(c).value for c in ordered) <= debt:
        return ordered
    # best[s] = fewest-card, then first-found subset reaching total s (s capped at debt + top value)
    cap = debt + max(good(c).value for c in ordered)
    best: dict[int, tuple[str, ...]] = {0: ()}
    for card in ordered:
        value = good(card).value
        for total, chosen in sorted(best.items(), reverse=True):
            new_total = min(total + value, cap)
            candidate = chosen + (card,)
            if total >= debt:
                continue
            known = best.get(new_total)
            if known is None or len(candidate) < len(known):
                best[new_total] = candidate
    covering = min(t for t in best if t >= debt)
    return best[covering]


def add_cards(state: SheriffState, receiver: int, cards: tuple[str, ...]) -> SheriffState:
    """Put cards on the receiver's stand (legal face up, the rest face down), the loot tile or discard."""
    if not cards:
        return state
    if receiver == LOOT:
        return attrs.evolve(state, loot_cards=state.loot_cards + cards)
    if receiver == BANK:
        return attrs.evolve(state, discard=state.discard + cards)
    player = state.players[receiver]
    legal = tuple(c for c in cards if is_legal_card(c))
    other = tuple(c for c in cards if not is_legal_card(c))
    player = attrs.evolve(
        player,
        stand_legal=sort_cards(player.stand_legal + legal),
        stand_contraband=sort_cards(player.stand_contraband + other),
    )
    return attrs.evolve(state, players=replace(state.players, receiver, player))


def add_gold(state: SheriffState, receiver: int, amount: int) -> SheriffState:
    if amount <= 0 or receiver == BANK:
        return state
    if receiver == LOOT:
        return attrs.evolve(state, loot_gold=state.loot_gold + amount)
    player = state.players[receiver]
    return attrs.evolve(
        state, players=replace(state.players, receiver, attrs.evolve(player, gold=player.gold + amount))
    )


def remove_from_stand(player: PlayerState, cards: tuple[str, ...]) -> PlayerState:
    return attrs.evolve(
        player,
        stand_legal=tuple(c for c in player.stand_legal if c not in cards),
        stand_contraband=tuple(c for c in player.stand_contraband if c not in cards),
    )


def plan_payment(player: PlayerState, amount: int) -> Payment:
    """What `player` hands over for a debt of `amount` (see the module docstring)."""
    gold = min(player.gold, amount)
    rest = amount - gold
    legal = cheapest_cover(player.stand_legal, rest)
    rest -= sum(good(c).value for c in legal)
    contraband = cheapest_cover(player.stand_contraband, rest)
    rest -= sum(good(c).value for c in contraband)
    return Payment(gold, legal + contraband, max(rest, 0))


def pay(state: SheriffState, payer: int, receiver: int, amount: int) -> SheriffState:
    """`payer` owes `receiver` `amount` gold: gold, then goods from the stand, the rest forgiven."""
    if amount <= 0:
        return state
    player = state.players[payer]
    payment = plan_payment(player, amount)
    player = remove_from_stand(attrs.evolve(player, gold=player.gold - payment.gold), payment.cards)
    state = attrs.evolve(state, players=replace(state.players, payer, player))
    state = add_gold(state, receiver, payment.gold)
    return add_cards(state, receiver, payment.cards)

"""Small pure helpers over card instance ids: ordering, counting, taking goods, drawing."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from typing import Iterable

import attrs

from rules.sheriff.data import Good, catalog, good_of


@functools.cache
def _good_rank() -> dict[str, int]:
    return {g.id: i for i, g in enumerate(catalog().goods)}


@functools.lru_cache(maxsize=None)
def good(card_id: str) -> Good:
    return catalog().good(good_of(card_id))


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in catalog order of their good, then by instance number (a stable hand order)."""
    rank = _good_rank()
    return tuple(sorted(cards, key=lambda c: (rank[good_of(c)], c)))


def sort_goods(goods: Iterable[str]) -> tuple[str, ...]:
    rank = _good_rank()
    return tuple(sorted(goods, key=lambda g: rank[g]))


def counts(cards: Iterable[str]) -> Counter[str]:
    return Counter(good_of(c) for c in cards)


def is_legal_card(card_id: str) -> bool:
    return good(card_id).is_legal


def take_goods(cards: tuple[str, ...], goods: Iterable[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Remove one card per good listed (lowest instance first): (taken, remaining).

    Raises ValueError when a good is missing, so callers check availability first.
    """
    remaining = list(sort_cards(cards))
    taken = []
    for wanted in goods:
        match = next((c for c in remaining if good_of(c) == wanted), None)
        if match is None:
            raise ValueError(f"no {wanted} among {cards}")
        remaining.remove(match)
        taken.append(match)
    return tuple(taken), tuple(remaining)


def multisets(cards: tuple[str, ...], smallest: int, largest: int) -> tuple[tuple[str, ...], ...]:
    """Every distinct multiset of goods from `cards` with a size in [smallest, largest].

    Ordered by size, then by catalog order, so keyboard indices are stable.
    """
    have = counts(cards)
    goods = sort_goods(have)
    found = []
    ranges = [range(have[g] + 1) for g in goods]
    for amounts in itertools.product(*ranges):
        size = sum(amounts)
        if smallest <= size <= largest:
            found.append(tuple(g for g, k in zip(goods, amounts) for _ in range(k)))
    rank = _good_rank()
    found.sort(key=lambda m: (len(m), [rank[g] for g in m]))
    return tuple(found)


def draw(state, seat: int, amount: int, rng: random.Random):
    """Draw `amount` cards into `seat`'s hand; an empty deck is rebuilt from the discard pile.

    If both are empty the hand simply stays short.
    """
    deck, discard = state.deck, state.discard
    drawn = []
    for _ in range(amount):
        if not deck:
            if not discard:
                break
            pile = list(discard)
            rng.shuffle(pile)
            deck, discard = tuple(pile), ()
        drawn.append(deck[-1])
        deck = deck[:-1]
    player = state.players[seat]
    player = attrs.evolve(player, hand=sort_cards(player.hand + tuple(drawn)))
    return attrs.evolve(state, deck=deck, discard=discard, players=replace(state.players, seat, player))


def replace(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1 :]

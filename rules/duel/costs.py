"""What a card or wonder costs a player now: one function, `payment`, used for every cost.

Production covers what it can; choice producers ("one of") are assigned where they save most;
discounts (Masonry, Architecture, Agora decrees) remove the dearest units; the rest is bought
from the bank at 2 + the opponent's brown/grey production of that resource (1 with a
fixed-price card; Agora trade discounts lower it, never below 1).
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from typing import Any

import attrs

from rules.duel import data as D

BASE_PRICE = 2


@attrs.frozen
class Purchase:
    resource: str
    units: int
    unit_price: int


@attrs.frozen
class Discount:
    """A reduction its holder may use on one cost.

    `units`: that many resource units of the payer's choice are ignored (Masonry, Architecture).
    `coins_or_unit`: ignore either the whole coin cost or one resource unit (Agora decree).
    `trade_resources`/`trade_amount`: those resources cost `trade_amount` less each (never below 1).
    """

    source: str
    units: int = 0
    coins_or_unit: bool = False
    trade_resources: tuple[str, ...] = ()
    trade_amount: int = 0


@attrs.frozen
class Payment:
    """A cost resolved for one player: what goes to the bank, and why."""

    coins: int = 0  # printed coin cost paid
    purchases: tuple[Purchase, ...] = ()  # resources bought from the bank
    ignored: D.Units = ()  # resource units waived by discounts
    coins_waived: bool = False
    chain: bool = False  # free through a chain symbol
    discounts: tuple[str, ...] = ()  # sources of the discounts that applied

    @property
    def trade(self) -> int:
        return sum(p.units * p.unit_price for p in self.purchases)

    @property
    def total(self) -> int:
        return self.coins + self.trade


FREE = Payment()


# ----------------------------------------------------------------------------- production
# Costs are asked for very often (legal actions, views, bots), so the pure parts are cached
# on what they depend on: the tuples of card ids in each city.


def building_ids(state: Any, seat: int) -> tuple[str, ...]:
    return state.players[seat].buildings


def built_wonder_ids(state: Any, seat: int) -> tuple[str, ...]:
    return tuple(w.id for w in state.players[seat].wonders if w.built)


@functools.lru_cache(maxsize=4096)
def _fixed(buildings: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    cards = D.load().cards
    total: Counter[str] = Counter()
    for card_id in buildings:
        card = cards.get(card_id)
        if card is not None:
            for resource, units in card.produce:
                total[resource] += units
    return tuple(sorted(total.items()))


@functools.lru_cache(maxsize=4096)
def _choices(buildings: tuple[str, ...], wonders: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    data = D.load()
    found = [data.cards[c].produce_one_of for c in buildings if c in data.cards and data.cards[c].produce_one_of]
    found += [data.wonders[w].produce_one_of for w in wonders if data.wonders[w].produce_one_of]
    return tuple(found)


@functools.lru_cache(maxsize=4096)
def _prices(
    buildings: tuple[str, ...], opponent: tuple[str, ...], discounts: tuple[Discount, ...]
) -> tuple[tuple[str, int], ...]:
    cards = D.load().cards
    fixed = {r for c in buildings if c in cards for r in cards[c].fixed_price}
    produced = dict(_fixed(opponent))
    prices = []
    for resource in D.RESOURCES:
        price = 1 if resource in fixed else BASE_PRICE + produced.get(resource, 0)
        for discount in discounts:
            if resource in discount.trade_resources:
                price -= discount.trade_amount
        prices.append((resource, max(1, price)))
    return tuple(prices)


def fixed_production(state: Any, seat: int) -> Counter[str]:
    """Units from brown and grey cards: the only production that raises the opponent's prices."""
    return Counter(dict(_fixed(building_ids(state, seat))))


def choice_production(state: Any, seat: int) -> tuple[tuple[str, ...], ...]:
    """One tuple per "one of" producer: yellow cards and built wonders."""
    return _choices(building_ids(state, seat), built_wonder_ids(state, seat))


def trade_prices(state: Any, seat: int, discounts: tuple[Discount, ...] = ()) -> dict[str, int]:
    """Price of one unit bought from the bank, per resource."""
    return dict(_prices(building_ids(state, seat), building_ids(state, 1 - seat), tuple(discounts)))


# ----------------------------------------------------------------------------- payment


def _cheapest_purchase(
    needs: Counter[str],
    choices: tuple[tuple[str, ...], ...],
    prices: dict[str, int],
    ignore: int,
) -> tuple[int, Counter[str], Counter[str]]:
    """Best use of choice producers and `ignore` free units: (trade cost, bought, ignored)."""
    best: tuple[int, Counter[str], Counter[str]] | None = None
    useful = tuple(tuple(r for r in options if needs[r]) for options in choices)
    useful = tuple(options for options in useful if options)
    for picks in itertools.product(*useful):
        left = needs.copy()
        for resource in picks:
            if left[resource]:
                left[resource] -= 1
        units = sorted((r for r, n in left.items() for _ in range(n)), key=lambda r: (-prices[r], r))
        ignored = Counter(units[:ignore])
        bought = Counter(units[ignore:])
        cost = sum(prices[r] for r in units[ignore:])
        if best is None or cost < best[0]:
            best = (cost, bought, ignored)
            if cost == 0:
                break
    assert best is not None
    return best


def payment(
    state: Any,
    seat: int,
    coins: int,
    resources: D.Units,
    discounts: tuple[Discount, ...] = (),
    chain: bool = False,
) -> Payment:
    """The cheapest way for `seat` to pay `coins` + `resources` now."""
    if chain:
        return Payment(chain=True)
    return _resolve(
        building_ids(state, seat),
        built_wonder_ids(state, seat),
        building_ids(state, 1 - seat),
        coins,
        resources,
        tuple(discounts),
    )


@functools.lru_cache(maxsize=65536)
def _resolve(
    buildings: tuple[str, ...],
    wonders: tuple[str, ...],
    opponent: tuple[str, ...],
    coins: int,
    resources: D.Units,
    discounts: tuple[Discount, ...],
) -> Payment:
    produced = dict(_fixed(buildings))
    needs: Counter[str] = Counter()
    for resource, units in resources:
        missing = units - produced.get(resource, 0)
        if missing > 0:
            needs[resource] = missing
    prices = dict(_prices(buildings, opponent, discounts))
    choices = _choices(buildings, wonders)
    ignore = sum(d.units for d in discounts)
    used = [d.source for d in discounts if d.units and needs]
    used += [d.source for d in discounts if d.trade_amount and any(r in needs for r in d.trade_resources)]
    trade, bought, ignored = _cheapest_purchase(needs, choices, prices, ignore)
    waive = next((d for d in discounts if d.coins_or_unit), None)
    coins_waived = False
    if waive is not None:
        # Either the whole coin cost or one more unit: take whichever saves more.
        unit_trade, unit_bought, unit_ignored = _cheapest_purchase(needs, choices, prices, ignore + 1)
        if coins > 0 and coins >= trade - unit_trade:
            coins, coins_waived = 0, True
            used.append(waive.source)
        elif unit_trade < trade:
            trade, bought, ignored = unit_trade, unit_bought, unit_ignored
            used.append(waive.source)
    purchases = tuple(Purchase(r, n, prices[r]) for r, n in sorted(bought.items()) if n)
    return Payment(
        coins=coins,
        purchases=purchases,
        ignored=tuple(sorted((r, n) for r, n in ignored.items() if n)),
        coins_waived=coins_waived,
        discounts=tuple(dict.fromkeys(used)),
    )

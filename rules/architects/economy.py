"""Resources, virtue, debts, tax and ways to pay: the arithmetic every location uses.

Non-tax silver goes back to the supply; tax goes above the Tax Stand (`state.tax`). The
virtue marker never leaves 0-14: each point lost below 0 brings an unpaid debt at once, each
point gained past 14 may destroy one (R3: remembered in `pending_destroy` and offered as a
choice by `turns.advance`).
"""

from __future__ import annotations

import attrs

from rules.architects.data import RESOURCES, Amount, catalog
from rules.architects.state import ArchitectsState, Owner

STOREHOUSE_VIRTUE = ("clay", "wood", "stone")  # any 2 for 1 virtue
STOREHOUSE_MARBLE = ("wood", "stone")  # any 3 for 1 marble


def normal(counts: dict[str, int]) -> Amount:
    """An amount in the fixed resource order, zeros dropped."""
    return tuple((r, counts[r]) for r in RESOURCES if counts.get(r, 0) > 0)


def total(amount: Amount) -> int:
    return sum(n for _, n in amount)


def can_pay(owner: Owner, amount: Amount) -> bool:
    return all(owner.amount(r) >= n for r, n in amount)


def add(owner: Owner, amount: Amount, sign: int = 1) -> Owner:
    changes = {r: owner.amount(r) + sign * n for r, n in amount if r in RESOURCES}
    return attrs.evolve(owner, **changes)


def pay(state: ArchitectsState, index: int, amount: Amount) -> ArchitectsState:
    owner = state.owner(index)
    if not can_pay(owner, amount):
        raise ValueError(f"owner {index} cannot pay {amount}")
    return state.with_owner(index, add(owner, amount, -1))


def change_virtue(state: ArchitectsState, index: int, delta: int) -> ArchitectsState:
    owner = state.owner(index)
    value = owner.virtue + delta
    top = len(catalog().virtue_vp) - 1
    if value > top:
        usable = max(0, owner.debts - owner.pending_destroy)  # only debts held now can go
        owner = attrs.evolve(owner, virtue=top, pending_destroy=owner.pending_destroy + min(value - top, usable))
    elif value < 0:
        owner = attrs.evolve(owner, virtue=0, debts=owner.debts - value)
    else:
        owner = attrs.evolve(owner, virtue=value)
    return state.with_owner(index, owner)


def take_debts(state: ArchitectsState, index: int, count: int = 1) -> ArchitectsState:
    owner = state.owner(index)
    return state.with_owner(index, attrs.evolve(owner, debts=owner.debts + count))


def draw_buildings(state: ArchitectsState, index: int, count: int) -> ArchitectsState:
    """Draw from the top; an empty deck gives what is left (R10)."""
    drawn = state.building_deck[:count]
    if not drawn:
        return state
    owner = state.owner(index)
    state = state.with_owner(index, attrs.evolve(owner, hand=owner.hand + drawn))
    return attrs.evolve(state, building_deck=state.building_deck[len(drawn) :], revealed=state.revealed + 1)


def gain(state: ArchitectsState, index: int, amount: Amount) -> ArchitectsState:
    """Resources, virtue and Building cards (drawn from the deck)."""
    for resource, count in amount:
        if resource == "virtue":
            state = change_virtue(state, index, count)
        elif resource == "building":
            state = draw_buildings(state, index, count)
        else:
            owner = state.owner(index)
            state = state.with_owner(index, attrs.evolve(owner, **{resource: owner.amount(resource) + count}))
    return state


def evasion(owner: Owner) -> int:
    """Tax silver ignored on each payment: virtue-track icons, plus 1 for Ada."""
    return catalog().evasion[owner.virtue] + (1 if owner.board == "ada" else 0)


def tax_due(owner: Owner, base: int) -> int:
    return max(0, base - evasion(owner))


def hire_price(owner: Owner) -> int:
    """A Workshop hire before skipped cards: the silver (Rudolf 1 less) and the tax not evaded."""
    silver = catalog().cost_of("hire_silver") - (1 if owner.board == "rudolf" else 0)
    return max(0, silver) + tax_due(owner, catalog().tax_of("hire"))


def pay_silver(state: ArchitectsState, index: int, silver: int, tax: int) -> ArchitectsState:
    """Pay `silver` to the supply and `tax` onto the Tax Stand."""
    owner = state.owner(index)
    if owner.silver < silver + tax:
        raise ValueError(f"owner {index} cannot pay {silver} silver and {tax} tax")
    state = state.with_owner(index, attrs.evolve(owner, silver=owner.silver - silver - tax))
    return attrs.evolve(state, tax=state.tax + tax)


def one_resource_gold_marble(owner: Owner) -> bool:
    """Therese (R8): marble and gold are one resource for every purpose."""
    return owner.board == "therese"


def payment_options(owner: Owner, cost: Amount) -> tuple[Amount, ...]:
    """Every concrete way `owner` can pay `cost` (which may ask for wood_stone in any mix)."""
    fixed = dict(cost)
    mixed = fixed.pop("wood_stone", 0)
    pooled = 0
    if one_resource_gold_marble(owner):
        pooled = fixed.pop("gold", 0) + fixed.pop("marble", 0)
    if any(owner.amount(r) < n for r, n in fixed.items()):
        return ()
    found = []
    for wood in range(mixed + 1):
        stone = mixed - wood
        if fixed.get("wood", 0) + wood > owner.wood or fixed.get("stone", 0) + stone > owner.stone:
            continue
        for gold in range(pooled + 1):
            marble = pooled - gold
            if gold > owner.gold or marble > owner.marble:
                continue
            counts = dict(fixed)
            counts["wood"] = counts.get("wood", 0) + wood
            counts["stone"] = counts.get("stone", 0) + stone
            counts["gold"] = counts.get("gold", 0) + gold
            counts["marble"] = counts.get("marble", 0) + marble
            found.append(normal(counts))
    return tuple(dict.fromkeys(found))


def mixes(kinds: tuple[str, ...], count: int, owner: Owner) -> tuple[Amount, ...]:
    """Every affordable way to pay `count` items of the given kinds (any mix)."""
    found: list[Amount] = []

    def walk(i: int, left: int, chosen: dict[str, int]) -> None:
        if i == len(kinds) - 1:
            if owner.amount(kinds[i]) >= left:
                found.append(normal({**chosen, kinds[i]: left}))
            return
        for n in range(min(left, owner.amount(kinds[i])), -1, -1):
            walk(i + 1, left - n, {**chosen, kinds[i]: n})

    walk(0, count, {})
    return tuple(found)


def held(owner: Owner, what: str) -> int:
    """Counts used by end-game effects and scoring (Therese counts gold and marble together)."""
    if what in ("gold", "marble") and one_resource_gold_marble(owner):
        return owner.gold + owner.marble
    if what == "clay_wood_stone":
        return owner.clay + owner.wood + owner.stone
    if what == "paid_debts":
        return owner.paid_debts
    if what == "virtue":
        return owner.virtue
    if what == "buildings":
        return len(owner.buildings)
    if what == "captives":
        return sum(owner.captives)
    return owner.amount(what)

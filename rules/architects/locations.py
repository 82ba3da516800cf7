"""Placing a worker: which placements are legal, and what each location does.

`n` is the number of the placing owner's own workers at the location after placing.
Locations that need further choices push a frame (rules.architects.frames resolves it).
"""

from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects import workers as W
from rules.architects.data import LARGE, catalog
from rules.architects.state import (
    ArchitectsState,
    CaptureFrame,
    GuardFrame,
    GuildFrame,
    HireFrame,
    StorehouseFrame,
)

SIMPLE = ("quarry", "forest", "silversmith")
BONUS_KIND = {"quarry": "stonecutter", "forest": "woodcutter", "silversmith": "jeweller", "mines": "miner"}
YIELD = {"quarry": "stone", "forest": "wood", "silversmith": "silver"}


# ----- Guildhall geometry
def guild_columns(state: ArchitectsState) -> int:
    return catalog().guildhall_columns[state.owners - 1]


def guild_capacity(state: ArchitectsState) -> int:
    return 4 * guild_columns(state)


def guild_position(state: ArchitectsState, index: int) -> tuple[int, int]:
    """(row, column), 1-based, of the index-th Guildhall space (0-based)."""
    cols = guild_columns(state)
    return index // cols + 1, index % cols + 1


def capture_locations(state: ArchitectsState) -> int:
    return catalog().capture_locations[state.owners - 1]


def market_cost(state: ArchitectsState, owner: int, space: int) -> int:
    base = catalog().market_silver[space - 1]
    return max(0, base - C.count_kind(state.owner(owner), "trickster"))


def market_reward(state: ArchitectsState, space: int):
    cat = catalog()
    if space == 1:
        return cat.bm_card(state.market_left[0]).small if state.market_left else cat.default_small
    return cat.bm_card(state.market_right[0]).large if state.market_right else cat.default_large


# ----- what a seat may do with its worker
def workshop_hires(state: ArchitectsState, owner: int, reach: int, source: str) -> tuple[A.Hire, ...]:
    """Legal hires: workshop hires cost silver and tax (and 1 silver per skipped card)."""
    o = state.owner(owner)
    full = len(o.apprentices) >= C.apprentice_limit(o)
    discards = o.apprentices if full else ("",)
    found = []
    for row, column, card in C.face_up(state):
        if source == "workshop":
            skip = max(0, column + 1 - reach)
            if o.silver < hire_cost(state, owner) + skip:
                continue
        found.extend(A.Hire(card, d) for d in discards)
    return tuple(found)


def hire_cost(state: ArchitectsState, owner: int) -> int:
    """Silver plus tax for a Workshop hire (before skip coins)."""
    return E.hire_price(state.owner(owner))


def can_construct(state: ArchitectsState, owner: int) -> bool:
    return bool(guild_options(state, owner))


def cathedral_open(state: ArchitectsState, owner: int) -> bool:
    """Virtue above 4 (not for the AI), a next level, and a free space on it."""
    o = state.owner(owner)
    levels = catalog().cathedral
    if o.cathedral >= len(levels):
        return False
    if owner != state.ai_index and o.virtue <= catalog().cathedral_banned_to:
        return False
    there = sum(1 for i in range(state.owners) if state.owner(i).cathedral == o.cathedral + 1)
    return there < levels[o.cathedral].spaces


def guild_options(state: ArchitectsState, owner: int) -> tuple[object, ...]:
    o = state.owner(owner)
    cat = catalog()
    skills = C.skills_of(o)
    found: list[object] = []
    for card in o.hand:
        building = cat.building(card)
        if not set(building.skills) <= skills:
            continue
        found.extend(A.Construct(card, pay) for pay in E.payment_options(o, building.cost))
    if cathedral_open(state, owner) and (o.hand or o.board == "frederick"):
        cost = cat.cathedral[o.cathedral].cost
        found.extend(A.AdvanceCathedral(pay) for pay in E.payment_options(o, cost))
    return tuple(found)


def placements(state: ArchitectsState, owner: int) -> tuple[object, ...]:
    o = state.owner(owner)
    if o.home == 0:
        return take_backs(state, owner)
    found: list[object] = []
    for location in LARGE:
        n = state.at(location, owner) + 1
        if location == "mines":
            found.append(A.Place("mines", "clay"))
            if n // 2 >= 1:
                found.append(A.Place("mines", "gold"))
        elif location == "workshop":
            if workshop_hires(state, owner, min(n, 4), "workshop"):
                found.append(A.Place("workshop", "hire"))
            found.append(A.Place("workshop", "draw"))
        elif location == "tax_stand":
            if state.tax > 0:
                found.append(A.Place("tax_stand"))
        else:
            found.append(A.Place(location))
    if o.virtue < catalog().market_banned_from:
        for space in (1, 2, 3):
            if state.market[space - 1] == -1 and o.silver >= market_cost(state, owner, space):
                found.append(A.Place("black_market", str(space)))
    if (len(state.guildhall) < guild_capacity(state) or state.end_triggered) and can_construct(state, owner):
        found.append(A.Place("guildhall"))
    return tuple(found)


def take_backs(state: ArchitectsState, owner: int) -> tuple[object, ...]:
    """No worker at home: take one back from a large-circle location; with none there, from
    the Prison, the Black Market or a rival's board (R1)."""
    found: list[object] = [A.TakeBack(loc) for loc in LARGE if state.at(loc, owner)]
    if not found:
        if state.prison[owner]:
            found.append(A.TakeBack("prison"))
        if owner in state.market:
            found.append(A.TakeBack("market"))
        for holder in range(state.owners):
            if holder != owner and state.owner(holder).captives[owner]:
                found.append(A.TakeBack(f"board-{holder}"))
    return tuple(found) or (A.Pass(),)


def take_back(state: ArchitectsState, owner: int, where: str) -> ArchitectsState:
    if where in LARGE:
        state = W.set_at(state, where, owner, state.at(where, owner) - 1)
    elif where == "prison":
        state = W.set_prison(state, owner, state.prison[owner] - 1)
    elif where == "market":
        space = state.market.index(owner)
        state = attrs.evolve(state, market=state.market[:space] + (-1,) + state.market[space + 1 :])
    else:
        holder = int(where.split("-")[1])
        state = W.set_captives(state, holder, owner, state.owner(holder).captives[owner] - 1)
    return W.move_home(state, owner, 1)


# ----- resolving a placement
def place(state: ArchitectsState, owner: int, action: A.Place) -> ArchitectsState:
    location, option = action.location, action.option
    state = attrs.evolve(state, placed=location)
    if location == "black_market":
        return place_market(state, owner, int(option))
    if location == "guildhall":
        return place_guildhall(state, owner)
    state = W.place_on(state, location, owner)
    n = state.at(location, owner)
    o = state.owner(owner)
    if location in SIMPLE:
        count = n + (1 if location == "silversmith" else 0)
        state = E.gain(state, owner, ((YIELD[location], count),))
        return E.gain(state, owner, C.kind_gains(o, BONUS_KIND[location]))
    if location == "mines":
        gained = (("clay", n + 1),) if option == "clay" else (("gold", n // 2),)
        state = E.gain(state, owner, gained)
        return E.gain(state, owner, C.kind_gains(o, "miner"))
    if location == "storehouse":
        return push(state, StorehouseFrame(owner, n))
    if location == "workshop":
        if option == "hire":
            return push(state, HireFrame(owner, "workshop", min(n, 4)))
        return C.draw_buildings(state, owner, 1 + n // 2)
    if location == "town_centre":
        return push(state, CaptureFrame(owner, n, capture_locations(state)))
    if location == "tax_stand":
        return steal_tax(state, owner)
    if location == "guardhouse":
        return push(state, GuardFrame(owner, n))
    raise ValueError(f"unknown location {location!r}")


def push(state: ArchitectsState, frame: object) -> ArchitectsState:
    return attrs.evolve(state, decisions=state.decisions + (frame,))


def steal_tax(state: ArchitectsState, owner: int) -> ArchitectsState:
    o = state.owner(owner)
    taken = state.tax
    state = attrs.evolve(state, tax=0)
    state = E.gain(state, owner, (("silver", taken),))
    state = E.change_virtue(state, owner, -2 + min(2, C.count_kind(o, "thief")))
    return E.gain(state, owner, C.kind_gains(o, "pickpocket"))


def place_market(state: ArchitectsState, owner: int, space: int) -> ArchitectsState:
    o = state.owner(owner)
    state = W.move_home(state, owner, -1)
    state = attrs.evolve(state, market=state.market[: space - 1] + (owner,) + state.market[space:])
    state = E.pay_silver(state, owner, market_cost(state, owner, space), 0)
    if not C.count_kind(o, "illusionist"):
        state = E.change_virtue(state, owner, -1)
    state = E.gain(state, owner, C.kind_gains(o, "swindler"))
    if o.board == "caroline":
        state = C.draw_buildings(state, owner, 1)
    if -1 not in state.market:
        state = attrs.evolve(state, pending_reset=True)
    if space == 2:
        return push(state, HireFrame(owner, "market"))
    return E.gain(state, owner, market_reward(state, space))


def place_guildhall(state: ArchitectsState, owner: int, choose: bool = True) -> ArchitectsState:
    cat = catalog()
    index = len(state.guildhall)
    state = W.move_home(state, owner, -1)
    state = attrs.evolve(state, guildhall=state.guildhall + (owner,))
    if index < guild_capacity(state):
        row, column = guild_position(state, index)
        if column == 1 and row in cat.guildhall_reset_rows:
            state = attrs.evolve(state, pending_reset=True)
        if state.rules.guildhall_refresh and column == cat.refresh_column and row in cat.refresh_rows:
            state = attrs.evolve(C.refresh_rows(state), revealed=state.revealed + 1)
        if index == guild_capacity(state) - 1:
            state = attrs.evolve(state, end_triggered=True)
    return push(state, GuildFrame(owner)) if choose else state

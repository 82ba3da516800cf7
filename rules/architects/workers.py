"""Moving workers between the board, homes, boards of rivals and the Prison.

Every worker of an owner is in exactly one place: at home, on a large-circle location, on a
Black Market space, in the Guildhall, in the Prison, or held captive on another owner's board.
"""

from __future__ import annotations

import attrs

from rules.architects.data import LARGE
from rules.architects.state import ArchitectsState


def set_at(state: ArchitectsState, location: str, owner: int, count: int) -> ArchitectsState:
    i = LARGE.index(location)
    row = state.workers[i]
    row = row[:owner] + (count,) + row[owner + 1 :]
    return attrs.evolve(state, workers=state.workers[:i] + (row,) + state.workers[i + 1 :])


def move_home(state: ArchitectsState, owner: int, delta: int) -> ArchitectsState:
    o = state.owner(owner)
    return state.with_owner(owner, attrs.evolve(o, home=o.home + delta))


def set_prison(state: ArchitectsState, owner: int, count: int) -> ArchitectsState:
    return attrs.evolve(state, prison=state.prison[:owner] + (count,) + state.prison[owner + 1 :])


def set_captives(state: ArchitectsState, holder: int, owner: int, count: int) -> ArchitectsState:
    h = state.owner(holder)
    captives = h.captives[:owner] + (count,) + h.captives[owner + 1 :]
    return state.with_owner(holder, attrs.evolve(h, captives=captives))


def place_on(state: ArchitectsState, location: str, owner: int) -> ArchitectsState:
    state = move_home(state, owner, -1)
    return set_at(state, location, owner, state.at(location, owner) + 1)


def capture(state: ArchitectsState, capturer: int, location: str, owner: int) -> ArchitectsState:
    """All of one colour at one location: own workers go home, others onto the capturer's board."""
    count = state.at(location, owner)
    state = set_at(state, location, owner, 0)
    if owner == capturer:
        return move_home(state, owner, count)
    return set_captives(state, capturer, owner, state.owner(capturer).captives[owner] + count)


def send_captives_to_prison(state: ArchitectsState, holder: int) -> tuple[ArchitectsState, int]:
    sent = 0
    for owner, count in enumerate(state.owner(holder).captives):
        if count:
            state = set_captives(state, holder, owner, 0)
            state = set_prison(state, owner, state.prison[owner] + count)
            sent += count
    return state, sent


def release_from_prison(state: ArchitectsState, owner: int, count: int | None = None) -> ArchitectsState:
    count = state.prison[owner] if count is None else min(count, state.prison[owner])
    state = set_prison(state, owner, state.prison[owner] - count)
    return move_home(state, owner, count)


def held_by_rivals(state: ArchitectsState, owner: int) -> int:
    return sum(state.owner(h).captives[owner] for h in range(state.owners) if h != owner)


def recover_from_rivals(state: ArchitectsState, owner: int) -> ArchitectsState:
    for holder in range(state.owners):
        if holder != owner and state.owner(holder).captives[owner]:
            count = state.owner(holder).captives[owner]
            state = set_captives(state, holder, owner, 0)
            state = move_home(state, owner, count)
    return state


def on_board(state: ArchitectsState, owner: int) -> int:
    """Workers on large-circle locations (those a plain take-back may use)."""
    return sum(state.workers[i][owner] for i in range(len(LARGE)))


def total_workers(state: ArchitectsState, owner: int) -> int:
    """Every place a worker can be (conservation checks)."""
    return (
        state.owner(owner).home
        + on_board(state, owner)
        + state.market.count(owner)
        + state.guildhall.count(owner)
        + state.prison[owner]
        + held_by_rivals(state, owner)
    )
